import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { z } from "zod";
import { listBenchmarks, listInstances, resolveBenchmark } from "@/db/queries";
import { benchmarkRef, leaderboardHref } from "@/lib/benchmark-links";
import { InstanceCatalog } from "./client";
import { CATALOG_COLUMNS } from "./view";

type Params = Promise<{ name: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const viewSchema = z.object({
  sort: z
    .string()
    .regex(new RegExp(`^(${CATALOG_COLUMNS.join("|")})\\.(asc|desc)$`))
    .catch("position.asc"),
  q: z.string().max(200).catch(""),
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return { title: `Instances of ${decodeURIComponent((await params).name)}` };
}

/** The instance catalog of one benchmark: |S|, |M|, |T| and the mean M across submissions. */
export default async function InstancesPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  await connection();
  // `name` is a benchmark (its latest version) or `name@version` (that version).
  const key = await resolveBenchmark(decodeURIComponent((await params).name));
  const benchmark = (await listBenchmarks()).find(
    (b) => b.name === key?.name && b.version === key.version,
  );
  if (!benchmark) notFound();
  const raw = await searchParams;
  const view = viewSchema.parse({
    sort: typeof raw.sort === "string" ? raw.sort : undefined,
    q: typeof raw.q === "string" ? raw.q : undefined,
  });
  const [id, dir] = view.sort.split(".") as [string, "asc" | "desc"];
  const instances = await listInstances(benchmark);

  return (
    <div className="space-y-4">
      <div>
        <p className="text-sm">
          <Link href={leaderboardHref(benchmark)} className="underline">
            ← {benchmarkRef(benchmark)} leaderboard
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-semibold">
          Instances of {benchmark.name}@{benchmark.version}
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-zinc-600 dark:text-zinc-400">
          {benchmark.description} |S| is the number of spec sections, |M| of mutants, |T| of
          reference tests. Mean M is the mean mutation score over the visible scored submissions
          that ran the instance.
          {benchmark.kind === "catalog"
            ? " This benchmark is a catalog of the paper's instances: counts only, no mutant lists."
            : " Open an instance for its spec, mutants and kill matrices."}
        </p>
      </div>
      <InstanceCatalog
        benchmark={{ name: benchmark.name, version: benchmark.version }}
        linkable={benchmark.kind === "runnable"}
        instances={instances}
        initialSort={{ id, desc: dir === "desc" }}
        initialQuery={view.q}
      />
    </div>
  );
}
