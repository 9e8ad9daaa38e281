"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { Suspense } from "react";

const DEFAULT_INSTANCES = "/benchmarks/tsb-mini/instances";

/**
 * The benchmark a page is about, as `name` or `name@version`: the path's (`/benchmarks/<ref>/…`)
 * or the leaderboard's query (`?benchmark=&version=`); null elsewhere.
 */
export function benchmarkOfPage(pathname: string, search: URLSearchParams): string | null {
  const inPath = /^\/benchmarks\/([^/]+)/.exec(pathname);
  if (inPath) return decodeURIComponent(inPath[1]!);
  const name = search.get("benchmark");
  if (pathname !== "/" || !name) return null;
  const version = search.get("version");
  return version ? `${name}@${version}` : name;
}

function Links({ instances }: { instances: string }) {
  const items = [
    { href: "/", label: "Leaderboard" },
    { href: instances, label: "Instances" },
    { href: instances.replace(/\/instances$/, "/figures"), label: "Figures" },
    { href: "/compare", label: "Compare" },
    { href: "/upload", label: "Upload" },
    { href: "/about", label: "About" },
  ];
  return (
    <>
      {items.map((item) => (
        <Link
          key={item.label}
          href={item.href}
          className="text-sm whitespace-nowrap text-zinc-700 hover:underline dark:text-zinc-300"
        >
          {item.label}
        </Link>
      ))}
    </>
  );
}

function instancesOf(benchmark: string | null): string {
  return benchmark ? `/benchmarks/${encodeURIComponent(benchmark)}/instances` : DEFAULT_INSTANCES;
}

/** Reads the query, which needs a Suspense boundary on statically rendered pages. */
function BenchmarkLinks() {
  return <Links instances={instancesOf(benchmarkOfPage(usePathname(), useSearchParams()))} />;
}

/**
 * What the server renders before the query can be read: the path already names the benchmark of
 * every page but the leaderboard, so the link is right before the page hydrates.
 */
function PathLinks() {
  return <Links instances={instancesOf(benchmarkOfPage(usePathname(), new URLSearchParams()))} />;
}

/**
 * The header's links. "Instances" and "Figures" open the benchmark the page is about (a
 * leaderboard tab, an instance of tsb-mini 1.0), not always tsb-mini's. On a phone the links
 * take a row of their own under the site's name, rather than wrapping one by one.
 */
export function MainNav() {
  return (
    <div className="order-3 flex w-full gap-x-3 overflow-x-auto sm:order-2 sm:w-auto sm:gap-x-5">
      <Suspense fallback={<PathLinks />}>
        <BenchmarkLinks />
      </Suspense>
    </div>
  );
}
