import { spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { migrate, openDb } from "../db/index.ts";
import { storeBenchmark } from "./store-benchmark.ts";
import { getScoreReport, listSubmissions } from "../db/queries.ts";
import { CHILD_BENCHMARK, childBundle } from "./testing/child-fixture.ts";
import { snapshot, tempDb } from "../db/testing/temp-db.ts";
import { storeScoredBundle } from "./store-scored.ts";

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));
function setup() {
  const t = tempDb();
  cleanups.push(t.cleanup);
  return t;
}

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
    ["--import", "tsx", "ingest/testing/ingest-child.ts", file, ...args],
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
    await storeBenchmark(db, CHILD_BENCHMARK);
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
    await storeBenchmark(db, CHILD_BENCHMARK);
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
