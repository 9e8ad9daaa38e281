import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadBenchmark } from "../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../evaluator/bundle/open-bundle.ts";
import { scoreSubmittedBundle } from "../evaluator/score/score-submitted.ts";
import { getSubmission } from "./queries.ts";
import { storeScoredBundle } from "../ingest/store-scored.ts";
import { readBenchmarkRecord } from "../evaluator/benchmark/benchmark-record.ts";
import { tempDb } from "./testing/temp-db.ts";

const FIXTURES = path.resolve("evaluator/score/fixtures");
const t = tempDb();
let root = "";
afterAll(async () => {
  t.cleanup();
  if (root) await rm(root, { recursive: true, force: true });
});

describe("kills confirmed, per stored instance", () => {
  it("is stored from outcomes.json's protocol, and shown false for a bundle without one", async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "tsb-confirmed-"));
    const dir = path.join(root, "bundle");
    await cp(path.join(FIXTURES, "bundles/basic"), dir, { recursive: true });
    // greet claims the protocol; counter has no outcomes.json; absent is not in the bundle.
    const outcomesFile = path.join(dir, "instances/greet/outcomes.json");
    const outcomes = JSON.parse(await readFile(outcomesFile, "utf8")) as Record<string, unknown>;
    outcomes.protocol = {
      version: 2,
      seed: "0123abcd",
      referenceRuns: 3,
      confirmations: 2,
      referenceConfirmations: 4,
    };
    await writeFile(outcomesFile, JSON.stringify(outcomes));
    const bundle = await openBundle(dir);
    const benchmark = await loadBenchmark(path.join(FIXTURES, "benchmark"));
    const { scored } = await scoreSubmittedBundle(bundle, { benchmark });
    await bundle.close();
    const { id } = storeScoredBundle(t.db, scored, {
      benchmark: await readBenchmarkRecord(benchmark),
    });
    const stored = await getSubmission(id, t.db);
    expect(
      Object.fromEntries(stored?.instances.map((i) => [i.slug, i.killsConfirmed]) ?? []),
    ).toEqual({ greet: true, counter: false, absent: false });
  });
});
