import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBundle } from "../../evaluator/bundle/open-bundle.ts";
import { scoreBundle } from "../../evaluator/score/score-bundle.ts";
import type { ScoreReport } from "../../evaluator/types.ts";
import { replicatesOf } from "../../db/comparisons.ts";
import { getScoreReport } from "../../db/queries.ts";
import { runWorker } from "./worker.ts";
import {
  makeVerifyWorld,
  submitBundle,
  writeResultBundle,
  writeSuitesOnlyBundle,
  type VerifyWorld,
} from "./testing/verify-world.ts";

let world: VerifyWorld;
/** A real `tsb run` of GOOD_SUITE, scored: what the site's runs must reproduce. */
let bundleDir: string;
let plain: ScoreReport;

beforeAll(async () => {
  world = await makeVerifyWorld({ slotBase: 20 });
  bundleDir = await writeResultBundle(world);
  const bundle = await openBundle(bundleDir);
  plain = (await scoreBundle(bundle, world.benchmark)).report;
  await bundle.close();
}, 120_000);
afterAll(async () => {
  await world?.cleanup();
});

function job(submissionId: number) {
  return world.db.$client
    .prepare("SELECT * FROM verification_jobs WHERE submission_id = ?")
    .get(submissionId) as {
    state: string;
    outcome_json: string | null;
    claimed_json: string | null;
    error: string | null;
  };
}

describe("tsb worker", () => {
  it("verifies a suites-only submission with the M and V of tsb run + tsb score", async () => {
    const dir = await writeSuitesOnlyBundle(world);
    const { submissionId, jobId } = await submitBundle(world, dir);
    expect(jobId).not.toBeNull();
    expect(job(submissionId).state).toBe("queued");
    const totals = await runWorker(await world.workerOptions());
    // 3 reference runs and 3 mutants, then the one kill's confirmation: a group of one mutant,
    // 2 re-runs on it and 18 on reference variants, all selecting its test.
    expect(totals.runs).toBe(26);
    expect(job(submissionId).state).toBe("verified");
    const report = await getScoreReport(submissionId, world.db);
    expect(report?.summary.mutationScore).toBe(plain.summary.mutationScore);
    expect(report?.summary.validityRate).toBe(plain.summary.validityRate);
    expect(report?.summary.mutationScore).toBe(2 / 3);
    expect(report?.summary.validityRate).toBe(0.75);
  }, 120_000);

  it("disputes a result bundle edited to claim a kill, naming the mutant", async () => {
    const edited = path.join(world.root, "edited-bundle");
    await rm(edited, { recursive: true, force: true });
    const { cp } = await import("node:fs/promises");
    await cp(bundleDir, edited, { recursive: true });
    // abs-value survives every real run; claim that test_sum failed on it.
    const xml = path.join(edited, "instances/adder/mutants/abs-value.xml");
    const text = await readFile(xml, "utf8");
    const forged = text.replace(
      /(<testcase [^>]*name="test_sum"[^>]*?)\s*\/>/,
      '$1><failure message="assert 5 == 6">forged</failure></testcase>',
    );
    expect(forged).not.toBe(text);
    await writeFile(xml, forged);
    // A forger of a kill drops the protocol too: without confirmation runs, one failure counts.
    const outcomesFile = path.join(edited, "instances/adder/outcomes.json");
    const outcomes = JSON.parse(await readFile(outcomesFile, "utf8")) as Record<string, unknown>;
    delete outcomes.protocol;
    await writeFile(outcomesFile, JSON.stringify(outcomes));
    const { submissionId } = await submitBundle(world, edited);
    const claimed = await getScoreReport(submissionId, world.db);
    expect(claimed?.summary.mutationScore).toBe(1);
    await runWorker(await world.workerOptions());
    const row = job(submissionId);
    expect(row.state).toBe("disputed");
    const outcome = JSON.parse(row.outcome_json ?? "{}") as {
      comparison: {
        disagreements: Array<{
          mutant: string;
          claimed: string;
          rerun: string;
          tests: Array<{
            id: string;
            claimed: { failed: boolean; message?: string };
            rerun: { failed: boolean };
          }>;
        }>;
      };
    };
    expect(outcome.comparison.disagreements).toHaveLength(1);
    // Rank ranges rest on the site's figures: the claimed M of 1 left the stored replicates and
    // the pairs with the submission verified above (M 2/3 by the same runs) for the re-run's.
    const stored = world.db.$client
      .prepare("SELECT replicates FROM submissions WHERE id = ?")
      .get(submissionId) as { replicates: Buffer };
    const replicates = replicatesOf(stored.replicates);
    expect(Math.max(...replicates)).toBeCloseTo(2 / 3);
    const pairs = world.db.$client
      .prepare(
        "SELECT difference_lo AS lo, difference_hi AS hi FROM submission_pairs WHERE a = ? OR b = ?",
      )
      .all(submissionId, submissionId) as Array<{ lo: number; hi: number }>;
    expect(pairs.length).toBeGreaterThan(0);
    for (const pair of pairs) expect([pair.lo, pair.hi]).toEqual([0, 0]);
    const [d] = outcome.comparison.disagreements;
    expect(d).toMatchObject({ mutant: "abs-value", claimed: "killed", rerun: "survived" });
    expect(d?.tests[0]).toMatchObject({
      id: "test_adder.test_sum",
      claimed: { failed: true, message: "assert 5 == 6" },
      rerun: { failed: false },
    });
    // The site's figures are displayed from now on; the claim is kept on the job.
    const shown = await getScoreReport(submissionId, world.db);
    expect(shown?.summary.mutationScore).toBe(plain.summary.mutationScore);
    expect(JSON.parse(row.claimed_json ?? "{}")).toMatchObject({ mutationScore: 1 });
  }, 120_000);

  it("verifies the unedited result bundle", async () => {
    const copy = path.join(world.root, "honest-bundle");
    const { cp } = await import("node:fs/promises");
    await cp(bundleDir, copy, { recursive: true });
    await writeFile(path.join(copy, "instances/adder/run.json"), '{"costUsd": 0.5}\n');
    const { submissionId } = await submitBundle(world, copy);
    await runWorker(await world.workerOptions());
    expect(job(submissionId).state).toBe("verified");
    expect((await getScoreReport(submissionId, world.db))?.summary.costUsd).toBe(0.5);
  }, 120_000);
});
