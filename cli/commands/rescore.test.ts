/**
 * Benchmark revisions end to end on every demo bundle (data/bundles, real pytest runs): ingest
 * under rev 1, retire mutants with `tsb benchmark ignore`, `tsb rescore`, and compare what the
 * database then holds with `tsb score` of the original bundle under the same ignore list.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from "vitest";
import { loadBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../../evaluator/bundle/open-bundle.ts";
import { scoreBundle } from "../../evaluator/score/score-bundle.ts";
import type { ScoreReport } from "../../evaluator/types.ts";
import { getScoreReport, getSubmissionUncertainty } from "../../db/queries.ts";
import { snapshot, tempDb } from "../../db/testing/temp-db.ts";
import { hasNumpy, numpyInterval } from "../../evaluator/stats/testing/numpy-bootstrap.ts";
import { main } from "../index.ts";
import { ingestBundle } from "../ingest-bundle.ts";

const data = path.join(import.meta.dirname, "..", "..", "data");
/** Every demo bundle of tsb-mini@1.0 (other versions' bundles are scored by their own folder). */
const bundleNames = readdirSync(path.join(data, "bundles"))
  .filter((name) => {
    const file = path.join(data, "bundles", name, "submission.json");
    return (
      existsSync(file) &&
      (JSON.parse(readFileSync(file, "utf8")) as { benchmark: string }).benchmark === "tsb-mini@1.0"
    );
  })
  .sort();

let work: string;
let benchmarkDir: string;
let t: ReturnType<typeof tempDb>;
let stdout: MockInstance<typeof process.stdout.write>;
const ids = new Map<string, number>();
const original = new Map<string, ScoreReport>();

async function scoreUnderFolder(name: string): Promise<ScoreReport> {
  const bundle = await openBundle(path.join(data, "bundles", name));
  try {
    return (await scoreBundle(bundle, await loadBenchmark(benchmarkDir))).report;
  } finally {
    await bundle.close();
  }
}

const tsb = async (...args: string[]) => {
  stdout.mockClear();
  const code = await main(args);
  return { code, out: stdout.mock.calls.map((c) => String(c[0])).join("") };
};

/** The stored headline columns of every submission, to compare bit for bit. */
const headline = () =>
  t.db.$client
    .prepare(
      `SELECT id, mutation_score, mutation_score_strict, mutation_score_pooled, validity_rate, reference_pass_rate,
         summary_json, mutation_score_lo, mutation_score_hi, mutation_score_strict_lo, mutation_score_strict_hi,
         validity_rate_lo, validity_rate_hi FROM submissions ORDER BY id`,
    )
    .all();

beforeAll(async () => {
  expect(bundleNames.length).toBeGreaterThanOrEqual(4);
  stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  work = mkdtempSync(path.join(tmpdir(), "tsb-rescore-"));
  benchmarkDir = path.join(work, "tsb-mini");
  cpSync(path.join(data, "benchmarks", "tsb-mini"), benchmarkDir, { recursive: true });
  t = tempDb();
  const benchmark = await loadBenchmark(benchmarkDir);
  for (const name of bundleNames) {
    const bundle = await openBundle(path.join(data, "bundles", name));
    try {
      const result = await ingestBundle(t.db, bundle, { benchmark, workers: 0 });
      if (!result.created) throw new Error(`${name} was not stored`);
      ids.set(name, result.id);
      original.set(name, result.report);
    } finally {
      await bundle.close();
    }
  }
});
afterAll(() => {
  stdout.mockRestore();
  t.cleanup();
  rmSync(work, { recursive: true, force: true });
});

describe("the stored intervals", () => {
  it.skipIf(!hasNumpy)(
    "agree within half a point with an independent numpy bootstrap of each demo submission's per-instance M",
    async () => {
      for (const name of bundleNames) {
        const report = (await getScoreReport(ids.get(name)!, t.db))!;
        const values = report.instances.map((i) => i.mutationScore);
        const [lo, hi] = numpyInterval(values, 4242);
        const stored = report.ci.mutationScore!;
        expect(Math.abs(stored[0] - lo), `${name} lower bound`).toBeLessThan(0.005);
        expect(Math.abs(stored[1] - hi), `${name} upper bound`).toBeLessThan(0.005);
      }
    },
  );
});

describe("tsb rescore on every demo bundle", () => {
  it("equals tsb score under the same ignore list, lowers M by exactly the formula's amount, and restores bit for bit", async () => {
    // A mutant the terse suite killed, in an instance where it did not kill everything; and,
    // in another instance, a mutant it let survive.
    const terse = original.get("agent-terse")!;
    const instance = terse.instances.find(
      (i) => i.mutants.killed > 0 && i.mutants.killed + i.mutants.timeout < i.mutants.total,
    )!;
    const killed = instance.mutantResults.find((m) => m.status === "killed")!;
    const other = terse.instances.find((i) => i.id !== instance.id && i.mutants.survived > 0)!;
    const survived = other.mutantResults.find((m) => m.status === "survived")!;
    const targets = [`${instance.id}/${killed.id}`, `${other.id}/${survived.id}`];
    const before = headline();
    const reason = "test: retire to check rescoring";
    const ignore = async (target: string) =>
      expect(
        (await tsb("benchmark", "ignore", benchmarkDir, target, "--reason", reason)).code,
      ).toBe(0);

    // Rev 2 retires the killed mutant: M drops by exactly what the formula says. The instance's
    // term goes from d/n to (d − 1)/(n − 1), d detected of n mutants; the mean is over all.
    await ignore(targets[0]!);
    const first = await tsb("rescore", benchmarkDir, "--db", t.file);
    expect(first.code).toBe(0);
    expect(first.out).toContain(`tsb-mini@1.0 rev 1 → rev 2`);
    expect(first.out).toContain(`${bundleNames.length} submission(s) rescored`);
    const lowered = (await getScoreReport(ids.get("agent-terse")!, t.db))!;
    const d = instance.mutants.killed + instance.mutants.timeout;
    let sum = 0;
    for (const i of terse.instances)
      sum += i.id === instance.id ? (d - 1) / (instance.mutants.total - 1) : i.mutationScore;
    expect(lowered.summary.mutationScore).toBe(sum / terse.instances.length);
    expect(lowered.summary.mutationScore).toBeLessThan(terse.summary.mutationScore);

    // Rev 3 retires a survivor too: every demo submission equals `tsb score` under rev 3.
    await ignore(targets[1]!);
    expect((await tsb("rescore", benchmarkDir, "--db", t.file)).code).toBe(0);
    for (const name of bundleNames) {
      const expected = await scoreUnderFolder(name);
      expect(expected.revision).toBe(3);
      const stored = await getScoreReport(ids.get(name)!, t.db);
      expect(stored).toStrictEqual(expected);
      expect(JSON.stringify(stored)).toBe(JSON.stringify(expected));
    }
    const rescored = (await getScoreReport(ids.get("agent-terse")!, t.db))!;

    // Idempotent: the same revision again writes nothing.
    const settled = snapshot(t.db);
    const again = await tsb("rescore", benchmarkDir, "--db", t.file);
    expect(again.out).toContain("tsb-mini@1.0 rev 3: already current, nothing written");
    expect(snapshot(t.db)).toEqual(settled);

    // Un-ignore both: revision 5 gives revision 1's figures back, bit for bit.
    for (const target of targets)
      expect((await tsb("benchmark", "unignore", benchmarkDir, target)).code).toBe(0);
    expect((await tsb("rescore", benchmarkDir, "--db", t.file)).code).toBe(0);
    expect(headline()).toEqual(before);
    for (const name of bundleNames) {
      const stored = (await getScoreReport(ids.get(name)!, t.db))!;
      expect(stored).toStrictEqual({ ...original.get(name)!, revision: 5 });
    }

    // History keeps every revision; the log has old and new M per submission and rescore.
    const history = (await getSubmissionUncertainty(ids.get("agent-terse")!, t.db))!.history;
    expect(history.map((h) => [h.revision, h.mutationScore])).toEqual([
      [1, terse.summary.mutationScore],
      [2, lowered.summary.mutationScore],
      [3, rescored.summary.mutationScore],
      [5, terse.summary.mutationScore],
    ]);
    const log = t.db.$client
      .prepare(
        "SELECT from_revision AS f, revision AS r, old_mutation_score AS o, new_mutation_score AS n FROM rescore_log WHERE submission_id = ? ORDER BY id",
      )
      .all(ids.get("agent-terse")!);
    expect(log).toEqual([
      { f: 1, r: 2, o: terse.summary.mutationScore, n: lowered.summary.mutationScore },
      { f: 2, r: 3, o: lowered.summary.mutationScore, n: rescored.summary.mutationScore },
      { f: 3, r: 5, o: rescored.summary.mutationScore, n: terse.summary.mutationScore },
    ]);
  });
});
