import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadBenchmark } from "../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../evaluator/bundle/open-bundle.ts";
import { BundleError } from "../evaluator/errors.ts";
import { scoreBundle } from "../evaluator/score/score-bundle.ts";
import { ingestBundle } from "./ingest.ts";
import { migrate, openDb } from "./index.ts";
import { loadBenchmarkIntoDb } from "./load-benchmark.ts";
import { getScoreReport, listLeaderboard, listSubmissions } from "./queries.ts";
import { CHILD_BENCHMARK, childBundle } from "./testing/child-fixture.ts";
import { snapshot, tempDb } from "./testing/temp-db.ts";
import { storeScoredBundle } from "./store-scored.ts";

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
    const [row] = await listLeaderboard("fixture-bench", {}, db);
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

  it("leaves every table unchanged when the bundle is bad", async () => {
    const { db, dir } = setup();
    const benchmark = await loadBenchmark(BENCHMARK);
    await loadBenchmarkIntoDb(db, benchmark);
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

function runChild(
  file: string,
  ...args: string[]
): {
  done: Promise<{ code: number | null; signal: string | null; out: string; err: string }>;
  kill: () => void;
  onLine: (f: (l: string) => void) => void;
} {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "db/testing/ingest-child.ts", file, ...args],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let out = "";
  let err = "";
  const listeners: Array<(l: string) => void> = [];
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString();
    for (const line of chunk.toString().split("\n")) if (line) listeners.forEach((f) => f(line));
  });
  child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  return {
    done: new Promise((resolve) =>
      child.on("exit", (code, signal) => resolve({ code, signal, out, err })),
    ),
    kill: () => child.kill("SIGKILL"),
    onLine: (f) => listeners.push(f),
  };
}

describe("crashes and concurrency", () => {
  it("a kill -9 mid-ingest leaves a consistent database that takes the same bundle afterwards", async () => {
    const { db, file } = setup();
    await loadBenchmarkIntoDb(db, CHILD_BENCHMARK);
    storeScoredBundle(db, childBundle(1));
    const before = snapshot(db);
    const child = runChild(file, "hang", "2", "6");
    child.onLine((line) => {
      if (line === "mid") child.kill();
    });
    const result = await child.done;
    expect(result.signal).toBe("SIGKILL");
    expect(result.out).toBe("mid\n");

    const reopened = openDb(file);
    cleanups.push(() => reopened.$client.close());
    expect(reopened.$client.pragma("integrity_check", { simple: true })).toBe("ok");
    expect(reopened.$client.pragma("foreign_key_check")).toEqual([]);
    expect(snapshot(reopened)).toEqual(before);
    const again = storeScoredBundle(reopened, childBundle(2));
    expect(again.created).toBe(true);
    expect(await getScoreReport(again.id, reopened)).toStrictEqual(childBundle(2).report);
  });

  it("concurrent ingests in separate processes, with readers, all succeed without SQLITE_BUSY", async () => {
    const { db, file } = setup();
    await loadBenchmarkIntoDb(db, CHILD_BENCHMARK);
    storeScoredBundle(db, childBundle(100));
    const writers = [101, 102, 103, 101].map((seed) => runChild(file, "store", String(seed)));
    const readers = [runChild(file, "read", "3000"), runChild(file, "read", "3000")];
    const results = await Promise.all([...writers, ...readers].map((c) => c.done));
    for (const r of results) {
      expect(r.err).not.toMatch(/SQLITE_BUSY|database is locked/);
      expect(r.code).toBe(0);
    }
    const stored = results
      .slice(0, 4)
      .map((r) => JSON.parse(r.out) as { id: number; created: boolean });
    expect(stored.filter((s) => s.created)).toHaveLength(3);
    expect(stored[0]!.id).toBe(stored[3]!.id);
    for (const r of results.slice(4))
      expect((JSON.parse(r.out) as { reads: number }).reads).toBeGreaterThan(0);
    expect(await listSubmissions({}, db)).toHaveLength(4);
  });
});

describe("openDb", () => {
  it("opens in WAL mode with foreign keys and a busy timeout, and migrates idempotently", () => {
    const { file } = setup();
    const db = openDb(file);
    cleanups.push(() => db.$client.close());
    migrate(db);
    migrate(db);
    expect(db.$client.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.$client.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(db.$client.pragma("busy_timeout", { simple: true })).toBeGreaterThanOrEqual(5000);
  });
});
