import type { BenchmarkDefinition } from "../benchmark/load-benchmark.ts";
import type { BundleReader } from "../bundle/bundle-reader.ts";
import { outcomesSchema, runRecords } from "../schemas.ts";

/**
 * Where a bundle's claim was made, against where the benchmark says runs happen:
 * - `declared`: every run recorded the image the benchmark declares for its instance;
 * - `host`: every run recorded the host's toolchains;
 * - `other-image`: every run recorded an image, not the declared one;
 * - `mixed`: runs in several of these;
 * - `unrecorded`: no run says (a bundle made before runs recorded it, or by hand);
 * - `undeclared`: the benchmark declares no environment, so there is nothing to compare.
 */
export type EnvironmentLabel =
  "declared" | "host" | "other-image" | "mixed" | "unrecorded" | "undeclared";

export interface BundleEnvironment {
  label: EnvironmentLabel;
  /** Runs per recorded environment: a digest, `host`, or `unrecorded`. */
  runs: Record<string, number>;
  /** The digests the benchmark declares for the bundle's instances. */
  declared: string[];
  /** One line for people. */
  summary: string;
}

/**
 * Reads every instance's outcomes.json and says where the bundle's runs happened, compared with
 * the benchmark's declared environment. A file that does not parse is left to the scorer, which
 * reports it; here it only counts as unrecorded.
 */
export async function bundleEnvironment(
  bundle: BundleReader,
  benchmark: BenchmarkDefinition,
): Promise<BundleEnvironment> {
  const runs: Record<string, number> = {};
  const declared = new Set<string>();
  const kinds = new Set<Exclude<EnvironmentLabel, "mixed" | "undeclared">>();
  for (const instance of benchmark.instances) {
    const file = `instances/${instance.id}/outcomes.json`;
    if (!bundle.has(file)) continue;
    const wanted = instance.environment?.digest;
    if (wanted) declared.add(wanted);
    let outcomes: Array<[string, { environment?: string | undefined; notReached?: boolean }]> = [];
    try {
      const parsed = outcomesSchema.safeParse(
        JSON.parse((await bundle.read(file)).toString("utf8")),
      );
      // The runs only: the protocol record beside them says nothing of where they ran.
      if (parsed.success) outcomes = runRecords(parsed.data);
    } catch {
      // Unparsable: the scorer names the file and the problem.
    }
    for (const [, outcome] of outcomes) {
      // A mutant covering mode did not run (no test reaches it) ran nowhere.
      if (outcome.notReached) continue;
      const where = outcome.environment ?? "unrecorded";
      runs[where] = (runs[where] ?? 0) + 1;
      if (where === "unrecorded") kinds.add("unrecorded");
      else if (where === "host") kinds.add("host");
      else kinds.add(where === wanted ? "declared" : "other-image");
    }
  }
  const declaredList = [...declared].sort();
  const label: EnvironmentLabel =
    declaredList.length === 0
      ? "undeclared"
      : kinds.size === 1
        ? ([...kinds][0] as EnvironmentLabel)
        : kinds.size === 0
          ? "unrecorded"
          : "mixed";
  return { label, runs, declared: declaredList, summary: summarize(label, runs, declaredList) };
}

function summarize(label: EnvironmentLabel, runs: Record<string, number>, declared: string[]) {
  const counts = Object.entries(runs)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(
      ([where, n]) => `${n} ${where === "host" || where === "unrecorded" ? where : short(where)}`,
    )
    .join(", ");
  const image = declared.map(short).join(", ");
  switch (label) {
    case "undeclared":
      return `the benchmark declares no environment${counts ? ` (runs: ${counts})` : ""}`;
    case "declared":
      return `made in the declared image ${image}`;
    case "host":
      return `made on the host's toolchains, not in the declared image ${image}`;
    case "other-image":
      return `made in another image than the declared ${image} (runs: ${counts})`;
    case "mixed":
      return `made in several environments (runs: ${counts}); the benchmark declares ${image}`;
    case "unrecorded":
      return `the runs do not record their environment; the benchmark declares ${image}`;
  }
}

const short = (digest: string): string => `${digest.slice(0, 19)}…`;
