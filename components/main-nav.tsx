"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { Suspense } from "react";
import { DEFAULT_BENCHMARK, instancesOfRef, submissionInstancesHref } from "@/lib/benchmark-links";

/**
 * The benchmark a page is about, as `name` or `name@version`: the path's (`/benchmarks/<ref>/…`)
 * or the leaderboard's query (`?benchmark=&version=`, or `?benchmark=name@version`); null
 * elsewhere.
 */
export function benchmarkOfPage(pathname: string, search: URLSearchParams): string | null {
  const inPath = /^\/benchmarks\/([^/]+)/.exec(pathname);
  if (inPath) return decodeURIComponent(inPath[1]!);
  const name = search.get("benchmark");
  if (pathname !== "/" || !name) return null;
  const version = search.get("version");
  return version && !name.includes("@") ? `${name}@${version}` : name;
}

/**
 * Where the header's "Instances" leads from a page: the instances of the benchmark version the
 * page is about. A submission's page, and a comparison of submissions, know only submission
 * ids: their link goes through the submission (to its own version's instances, found on the
 * server), never to the latest version of a benchmark of the same name.
 */
export function instancesLinkOf(pathname: string, search: URLSearchParams): string {
  const submission = /^\/submissions\/(\d+)(?:\/|$)/.exec(pathname);
  if (submission) return submissionInstancesHref(Number(submission[1]));
  const compared =
    pathname === "/compare"
      ? /^\d+/.exec(search.getAll("s").join(","))
      : pathname === "/compare/paired"
        ? /^\d+$/.exec(search.get("a") ?? "")
        : null;
  if (compared) return submissionInstancesHref(Number(compared[0]));
  return instancesOfRef(benchmarkOfPage(pathname, search) ?? DEFAULT_BENCHMARK);
}

function Links({ instances }: { instances: string }) {
  const items = [
    { href: "/", label: "Leaderboard" },
    { href: instances, label: "Instances" },
    // From a submission, /submissions/<id>/instances and /submissions/<id>/figures both redirect
    // to the submission's own version.
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

/** Reads the query, which needs a Suspense boundary on statically rendered pages. */
function BenchmarkLinks() {
  return <Links instances={instancesLinkOf(usePathname(), useSearchParams())} />;
}

/**
 * What the server renders before the query can be read: the path already names the benchmark of
 * every page but the leaderboard and the comparison, so the link is right before the page
 * hydrates on the rest.
 */
function PathLinks() {
  return <Links instances={instancesLinkOf(usePathname(), new URLSearchParams())} />;
}

/**
 * The header's links. "Instances" and "Figures" open the instances of the benchmark version the page is
 * about (a leaderboard tab, an instance of tsb-mini 1.0, a 1.0 submission), not always the
 * latest tsb-mini's. On a phone the links take a row of their own under the site's name, rather
 * than wrapping one by one.
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
