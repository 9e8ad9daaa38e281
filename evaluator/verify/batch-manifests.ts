import { shellQuote } from "../runner/suite-env.ts";

/**
 * What a batch scheduler needs to run one submission's verification as `tsb run` shards
 * (docs/scaling.md): the same suites, submission.json, instances and k as the site's own plan.
 */
export interface BatchSpec {
  submissionId: number;
  /** The benchmark folder, relative to the repository checkout in the image or on the cluster. */
  benchmarkDir: string;
  instances: readonly string[];
  referenceRuns: number;
  shards: number;
  /** CPUs of one shard: its `tsb run --jobs`, Slurm's --cpus-per-task, the pod's cpu request. */
  cpusPerShard: number;
  /** Memory of one shard in GiB. */
  memoryGiB: number;
  /** The suite command (`tsb run --cmd`). */
  command: string;
  /** Container image: this repository with `npm ci` run and the runner's packages. */
  image: string;
  /** An explicit `tsb run --timeout`; without it, the runner's rule (5× the slowest reference run). */
  timeoutSec?: number;
  /**
   * Mutants run only their covering tests (`tsb run --covering-tests`), as the site's worker runs
   * this job: a benchmark's `verification.coveringTests`, or the export's `--covering-tests`.
   */
  coveringTests?: boolean;
}

export const batchName = (spec: BatchSpec): string => `tsb-verify-${spec.submissionId}`;

/**
 * The `tsb run` of shard "$k" of the spec, for a shell with `$k` and `$out` set; `cache`,
 * `jobs` and `results` are shell words (a path, or a quoted variable such as "$CACHE").
 */
export function shardRunCommand(
  spec: BatchSpec,
  words: { cache: string; jobs: string; results: string; slotBase?: string },
): string {
  return [
    `npx tsb run --benchmark ${shellQuote(spec.benchmarkDir)} --cache ${words.cache}`,
    `  --suites ${words.results}/suites --submission ${words.results}/submission.json`,
    `  --instances ${shellQuote(spec.instances.join(","))} --runs ${spec.referenceRuns}`,
    `  --cmd ${shellQuote(spec.command)}${spec.timeoutSec === undefined ? "" : ` --timeout ${spec.timeoutSec}`}`,
    `  --shard "$k/${spec.shards}" --sharding slice --jobs ${words.jobs}${words.slotBase ? ` --slot-base ${words.slotBase}` : ""}${spec.coveringTests ? " --covering-tests" : ""}`,
    `  --out "$out" --events "$out.ndjson"`,
  ].join(" \\\n");
}

/** `tsb build` of the spec's instances into `cache`, with `jobs` builds at once. */
export function buildCommand(spec: BatchSpec, cache: string, jobs: string): string {
  return `npx tsb build --benchmark ${shellQuote(spec.benchmarkDir)} --cache ${cache} --instances ${shellQuote(spec.instances.join(","))} --jobs ${jobs}`;
}

/** `tsb merge` of shards 1..n under `results`/shards into `results`/bundle. */
export function mergeCommand(spec: BatchSpec, results: string): string {
  return `rm -rf ${results}/bundle && npx tsb merge $(seq -f ${results}/shards/%g 1 ${spec.shards}) --out ${results}/bundle`;
}
