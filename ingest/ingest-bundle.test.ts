import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadBenchmark } from "../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../evaluator/bundle/open-bundle.ts";
import { writeZip } from "../evaluator/bundle/testing/archives.ts";
import { BundleError } from "../evaluator/errors.ts";
import { scoreBundle } from "../evaluator/score/score-bundle.ts";
import { storeBenchmark } from "./store-benchmark.ts";
import { getScoreReport, listLeaderboard, listSubmissions } from "../db/queries.ts";
import { snapshot, tempDb } from "../db/testing/temp-db.ts";
import { ingestBundle } from "./ingest-bundle.ts";

const FIXTURES = path.resolve("evaluator/score/fixtures");
const BUNDLE = path.join(FIXTURES, "bundles/basic");
const BENCHMARK = path.join(FIXTURES, "benchmark");

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));
function setup() {
  const t = tempDb();
  cleanups.push(t.cleanup);
  return t;
}

async function withBundle<T>(
  dir: string,
  action: (bundle: Awaited<ReturnType<typeof openBundle>>) => Promise<T>,
): Promise<T> {
  const bundle = await openBundle(dir);
  try {
    return await action(bundle);
  } finally {
    await bundle.close();
  }
}

describe("ingestBundle on a bundle from real pytest and node runs", () => {
  it("stores it so that the score report reads back equal to the evaluator's", async () => {
    const { db } = setup();
    const benchmark = await loadBenchmark(BENCHMARK);
    const expected = await withBundle(BUNDLE, (b) => scoreBundle(b, benchmark));
    const { id, created } = await withBundle(BUNDLE, (b) =>
      ingestBundle(db, b, { benchmark, workers: 2 }),
    );
    expect(created).toBe(true);
    const report = await getScoreReport(id, db);
    expect(report).toStrictEqual(expected.report);
    expect(JSON.stringify(report)).toBe(JSON.stringify(expected.report));
    const [row] = await listLeaderboard({ name: "fixture-bench", version: "1" }, {}, db);
    expect(row).toMatchObject({
      id,
      mutationScore: expected.report.summary.mutationScore,
      origin: "scored",
    });
  });

  it("recognises a re-ingest of the same bundle without scoring or writing", async () => {
    const { db } = setup();
    const benchmark = await loadBenchmark(BENCHMARK);
    const first = await withBundle(BUNDLE, (b) => ingestBundle(db, b, { benchmark }));
    const before = snapshot(db);
    const phases: string[] = [];
    const again = await withBundle(BUNDLE, (b) =>
      ingestBundle(db, b, { benchmark, onProgress: (p) => phases.push(p) }),
    );
    expect(again).toEqual({ id: first.id, created: false });
    expect(phases).toEqual([]);
    expect(snapshot(db)).toEqual(before);
  });

  it("recognises the folder zipped (tsb ingest of a .zip after the folder) as the stored submission", async () => {
    const { db } = setup();
    const benchmark = await loadBenchmark(BENCHMARK);
    const zipped = await withBundle(BUNDLE, async (folder) => {
      const entries = await Promise.all(
        folder.list().map(async (name) => ({ name, data: await folder.read(name) })),
      );
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "tsb-ingest-zip-")), "b.zip");
      cleanups.push(() => fs.rmSync(path.dirname(file), { recursive: true, force: true }));
      writeZip(file, entries);
      return file;
    });
    const first = await withBundle(BUNDLE, (b) => ingestBundle(db, b, { benchmark }));
    const before = snapshot(db);
    const again = await withBundle(zipped, (b) => ingestBundle(db, b, { benchmark }));
    expect(again).toEqual({ id: first.id, created: false });
    expect(snapshot(db)).toEqual(before);
  });

  it("leaves every table unchanged when the bundle is bad", async () => {
    const { db, dir } = setup();
    const benchmark = await loadBenchmark(BENCHMARK);
    await storeBenchmark(db, benchmark);
    const before = snapshot(db);
    const bad = path.join(dir, "bad-bundle");
    fs.cpSync(BUNDLE, bad, { recursive: true });
    const xml = path.join(bad, "instances/counter/mutants/c-chars.xml");
    fs.writeFileSync(xml, fs.readFileSync(xml, "utf8").slice(0, 120));
    const error = await withBundle(bad, (b) => ingestBundle(db, b, { benchmark })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BundleError);
    expect((error as BundleError).message).toContain("instances/counter/mutants/c-chars.xml");
    expect(snapshot(db)).toEqual(before);
  });

  it("finds the benchmark submission.json names and loads it with the bundle", async () => {
    const { db } = setup();
    const { id } = await withBundle(BUNDLE, (b) =>
      ingestBundle(db, b, { benchmarksRoot: FIXTURES }),
    );
    expect((await listSubmissions({}, db)).map((s) => [s.id, s.benchmark])).toEqual([
      [id, "fixture-bench@1"],
    ]);
  });
});
