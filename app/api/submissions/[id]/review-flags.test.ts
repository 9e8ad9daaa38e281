import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBenchmark } from "@/evaluator/benchmark/load-benchmark";
import { openBundle } from "@/evaluator/bundle/open-bundle";
import { scoreSubmittedBundle } from "@/evaluator/score/score-submitted";
import { storeScoredBundle } from "@/ingest/store-scored";
import { readBenchmarkRecord } from "@/evaluator/benchmark/benchmark-record";
import { tempDb } from "@/db/testing/temp-db";

const FIXTURES = path.resolve("evaluator/score/fixtures");
let root: string;
let db: ReturnType<typeof tempDb>;
let flagged: number;
let plain: number;

/** Stores the fixture bundle, with `extra` added to its greet suite. */
async function store(name: string, extra: Record<string, string>): Promise<number> {
  const dir = path.join(root, name);
  await cp(path.join(FIXTURES, "bundles/basic"), dir, { recursive: true });
  await writeFile(
    path.join(dir, "submission.json"),
    JSON.stringify({
      schemaVersion: 1,
      benchmark: "fixture-bench@1",
      model: name,
      agent: "a",
      setting: "spec-only",
      date: "2026-12-01",
    }),
  );
  for (const [file, text] of Object.entries(extra))
    await writeFile(path.join(dir, "instances/greet/suite", file), text);
  const bundle = await openBundle(dir);
  try {
    const benchmark = await loadBenchmark(path.join(FIXTURES, "benchmark"));
    const { scored } = await scoreSubmittedBundle(bundle, { benchmark });
    return storeScoredBundle(db.db, scored, { benchmark: await readBenchmarkRecord(benchmark) }).id;
  } finally {
    await bundle.close();
  }
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "tsb-review-"));
  db = tempDb();
  process.env.TSB_DB = db.file;
  flagged = await store("keyring-counter", {
    "test_counter.py":
      "import ctypes\nlibc = ctypes.CDLL(None)\n\ndef test_run():\n    assert libc.syscall(250, 10, -4, b'user', b'n', 0) < 0\n",
  });
  plain = await store("plain", {});
});
afterAll(async () => {
  db.cleanup();
  await rm(root, { recursive: true, force: true });
});

describe("GET /api/submissions/[id] review flags", () => {
  it("names the file and line of a suite that reads the kernel keyring, and none for a plain suite", async () => {
    const { GET } = await import("./route");
    const get = async (id: number) =>
      (await (
        await GET(new Request("http://x"), { params: Promise.resolve({ id: String(id) }) })
      ).json()) as { reviewFlags: Array<{ file: string; line: number; why: string }> };
    const { reviewFlags } = await get(flagged);
    expect(reviewFlags).toHaveLength(1);
    expect(reviewFlags[0]).toMatchObject({ file: "greet/test_counter.py", line: 5 });
    expect(reviewFlags[0]!.why).toMatch(/keyring/);
    expect((await get(plain)).reviewFlags).toEqual([]);
  });
});
