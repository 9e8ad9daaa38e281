import fs from "node:fs";
import path from "node:path";
import { loadBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../../evaluator/bundle/open-bundle.ts";
import type { Submission } from "../../evaluator/types.ts";
import type { Db } from "../../db/client.ts";
import { ingestBundle } from "../ingest-bundle.ts";

/**
 * Trial bundles for tests, made from the fixture bundle of real pytest and node runs
 * (evaluator/score/fixtures/bundles/basic): a copy with submission.json changed (an entry and a
 * trial number, another model) and instances left out, so that trials score differently. Test
 * data only: the demo's trials come from real agent runs (docs/demo-data.md).
 */
const FIXTURES = path.resolve(import.meta.dirname, "../../evaluator/score/fixtures");
export const FIXTURE_BUNDLE = path.join(FIXTURES, "bundles/basic");
export const FIXTURE_BENCHMARK = path.join(FIXTURES, "benchmark");

/**
 * M per instance of the whole fixture bundle (docs/scoring.md's worked example): counter 2/3,
 * greet 4/6; `absent` is never submitted. The fixture entry's trial 1 is the whole bundle,
 * trial 2 leaves out greet and trial 3 counter.
 */
export const FIXTURE_M = { counter: 2 / 3, greet: 4 / 6 };
export const FIXTURE_TRIAL_M = [
  (FIXTURE_M.counter + FIXTURE_M.greet) / 3,
  FIXTURE_M.counter / 3,
  FIXTURE_M.greet / 3,
];
/** The instance each of the fixture entry's trials 1–3 leaves out. */
export const FIXTURE_LEFT_OUT = [undefined, "greet", "counter"] as const;

/** A copy of the fixture bundle at `out`, with submission.json changed and an instance left out. */
export function trialBundle(out: string, change: Partial<Submission>, leaveOut?: string): string {
  fs.cpSync(FIXTURE_BUNDLE, out, { recursive: true });
  const file = path.join(out, "submission.json");
  const submission = JSON.parse(fs.readFileSync(file, "utf8")) as Submission;
  fs.writeFileSync(file, JSON.stringify({ ...submission, ...change }, null, 2));
  if (leaveOut) fs.rmSync(path.join(out, "instances", leaveOut), { recursive: true });
  return out;
}

/** Copies of the fixture bundle in `dir`, and ingests into `db` as the CLI does. */
export function trialBundles(db: Db, dir: string) {
  let made = 0;
  const bundle = (change: Partial<Submission>, leaveOut?: string): string =>
    trialBundle(path.join(dir, `bundle-${++made}`), change, leaveOut);
  const ingest = async (folder: string, owner?: string) => {
    const benchmark = await loadBenchmark(FIXTURE_BENCHMARK);
    const reader = await openBundle(folder);
    try {
      return await ingestBundle(db, reader, { benchmark, ...(owner ? { owner } : {}) });
    } finally {
      await reader.close();
    }
  };
  /** Trials 1–3 of an entry (as FIXTURE_TRIAL_M says), with `change` on each; their ids. */
  const threeTrials = async (name: string, change: Partial<Submission> = {}, owner?: string) => {
    const ids: number[] = [];
    for (const [k, leaveOut] of FIXTURE_LEFT_OUT.entries())
      ids.push(
        (await ingest(bundle({ ...change, entry: name, trial: k + 1 }, leaveOut), owner)).id,
      );
    return ids;
  };
  return { bundle, ingest, threeTrials };
}
