import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { MainNav } from "@/components/main-nav";
import { ThemeToggle, themeScript } from "@/components/theme";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "TestSuiteBench Explorer", template: "%s · TestSuiteBench Explorer" },
  description:
    "Leaderboard and results explorer for TestSuiteBench: how strong are the test suites coding agents write from a specification?",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="min-h-screen">
        <header className="border-b border-zinc-200 dark:border-zinc-800">
          <nav
            aria-label="Main"
            className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-5 gap-y-2 px-4 py-3"
          >
            <Link href="/" className="order-1 mr-3 font-semibold no-underline">
              TestSuiteBench <span className="font-normal text-zinc-500">Explorer</span>
            </Link>
            <MainNav />
            <span className="order-2 ml-auto sm:order-3">
              <ThemeToggle />
            </span>
          </nav>
        </header>
        <main className="mx-auto max-w-7xl px-4 py-6">{children}</main>
        <footer className="mx-auto max-w-7xl px-4 py-8 text-xs text-zinc-500">
          Data: the TestSuiteBench paper (
          <a href="https://arxiv.org/abs/2610.13065" className="underline">
            arXiv 2610.13065
          </a>
          ) and bundles scored by this site&apos;s evaluator.{" "}
          <span className="whitespace-nowrap">
            Docs:{" "}
            <Link href="/docs/bundle-format" className="underline">
              bundle format
            </Link>
            {" · "}
            <Link href="/docs/scoring" className="underline">
              scoring
            </Link>
            {" · "}
            <Link href="/docs/api" className="underline">
              API
            </Link>
            {" · "}
            <Link href="/docs" className="underline">
              all docs
            </Link>
          </span>
        </footer>
      </body>
    </html>
  );
}
