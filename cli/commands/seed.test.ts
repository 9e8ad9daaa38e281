import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { bundleDigests } from "../../evaluator/bundle/content-digest.ts";
import { openBundle } from "../../evaluator/bundle/open-bundle.ts";
import { scoreBundle } from "../../evaluator/score/score-bundle.ts";
import {
  findSubmissionByBundle,
  getScoreReport,
  listBenchmarks,
  listLeaderboard,
  listSubmissions,
  resolveBenchmark,
} from "../../db/queries.ts";
import { snapshot, tempDb } from "../../db/testing/temp-db.ts";
import { FIXTURE_LEFT_OUT, trialBundle } from "../../ingest/testing/trial-bundles.ts";
import { demoBenchmarkVersions } from "../../db/testing/demo-versions.ts";
import { seed } from "./seed.ts";

/** The fixture benchmark's version, as the bundles under test name it. */
const FIXTURE_KEY = { name: "fixture-bench", version: "1" };

const t = tempDb();
afterAll(() => t.cleanup());
const quiet = { log: () => undefined };

describe("seed", () => {
  it("loads the catalog and the paper's reported results with their citations", async () => {
    await seed(t.db, { data: path.resolve("data"), ...quiet });
    const benchmarks = await listBenchmarks(t.db);
    expect(benchmarks.find((b) => b.name === "testsuitebench")).toMatchObject({
      kind: "catalog",
      instanceCount: 165,
    });
    const rows = await listLeaderboard({ name: "testsuitebench", version: "1.0" }, {}, t.db);
    const opus = rows.find((r) => r.model === "Claude Opus 5" && r.citation === "Table 2")!;
    expect(opus).toMatchObject({
      origin: "reported",
      reportedKind: "main-results",
      mutationScore: 0.555,
      validityRate: 0.961,
    });
    expect(opus).toMatchObject({
      costUsd: 10.56,
      durationSec: 37 * 60,
      referencePassRate: 0.918,
      instancesTotal: 165,
    });
    const docs = rows.filter((r) => r.citation === "Table 5");
    expect(docs.map((r) => [r.mutationScore, r.validityRate, r.instancesTotal]).sort()).toEqual([
      [0.04, 0.754, 30],
      [0.255, 0.867, 30],
    ]);
    const effort = rows
      .filter((r) => r.citation?.startsWith("Section 3.1"))
      .map((r) => [r.reasoningEffort, r.mutationScore, r.costUsd]);
    expect(effort).toContainEqual(["low", 0.313, 0.45]);
    expect(effort).toContainEqual(["xhigh", 0.465, 2.4]);
    // Seeding scores every demo bundle: tsb-mini 1.2's hold thousands of tests on over a
    // thousand mutants, more than a minute of a busy 2-core machine.
  }, 300_000);

  it("stores each demo bundle so that its report reads back equal to the evaluator's", async () => {
    const dir = path.resolve("data/bundles");
    const names = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
    for (const name of names) {
      const bundle = await openBundle(path.join(dir, name));
      try {
        // An archive is stored under its content's digest (the same files in a folder), which is
        // not its bytes' digest.
        const digests = await bundleDigests(bundle);
        const id = findSubmissionByBundle([digests.bytes, digests.content], t.db);
        expect(id, `data/bundles/${name} was not stored`).not.toBeNull();
        const benchmark = await findBenchmark(
          (await getScoreReport(id!, t.db))!.benchmark,
          path.resolve("data/benchmarks"),
        );
        const expected = await scoreBundle(bundle, benchmark);
        expect(await getScoreReport(id!, t.db), `data/bundles/${name}`).toStrictEqual(
          expected.report,
        );
      } finally {
        await bundle.close();
      }
    }
  });

  it("keeps every version of tsb-mini side by side, each with its own submissions", async () => {
    // The versions in the demo's benchmark folders, newest first: the newest is the latest.
    const folders = demoBenchmarkVersions("data/benchmarks", "tsb-mini").reverse();
    expect(folders).toEqual(expect.arrayContaining(["1.0", "1.1"]));
    const versions = (await listBenchmarks(t.db)).filter((b) => b.name === "tsb-mini");
    expect(versions.map((b) => [b.version, b.latest])).toEqual(folders.map((v, i) => [v, i === 0]));
    const benchmarkOf = new Map((await listSubmissions({}, t.db)).map((s) => [s.id, s.benchmark]));
    const old = await listLeaderboard({ name: "tsb-mini", version: "1.0" }, {}, t.db);
    // The three agents' suites, the baseline agent's and the reference suite.
    expect(old.map((r) => r.model).sort()).toHaveLength(5);
    expect(old.every((r) => benchmarkOf.get(r.id) === "tsb-mini@1.0")).toBe(true);
    // A bare name means the latest version.
    const resolved = await resolveBenchmark("tsb-mini", t.db);
    expect(resolved).toEqual({ name: "tsb-mini", version: folders[0], latest: true });
    const latest = await listLeaderboard(resolved!, {}, t.db);
    expect(latest.length).toBeGreaterThan(0);
    expect(latest.every((r) => benchmarkOf.get(r.id) === `tsb-mini@${folders[0]}`)).toBe(true);
  });

  it("loads bundle folders from data/bundles and changes nothing when run again", async () => {
    const data = path.join(t.dir, "data");
    fs.cpSync("evaluator/score/fixtures/benchmark", path.join(data, "benchmarks/fixture"), {
      recursive: true,
    });
    fs.cpSync("evaluator/score/fixtures/bundles/basic", path.join(data, "bundles/basic"), {
      recursive: true,
    });
    const lines: string[] = [];
    await seed(t.db, { data, log: (l) => lines.push(l) });
    expect(lines).toContainEqual(expect.stringMatching(/^bundle basic: stored as #\d+$/));
    const before = snapshot(t.db);
    lines.length = 0;
    await seed(t.db, { data, log: (l) => lines.push(l) });
    expect(lines).toContainEqual(expect.stringMatching(/^bundle basic: already stored as #\d+$/));
    expect(snapshot(t.db).submissions).toEqual(before.submissions);
    const scored = (await listSubmissions({}, t.db)).filter(
      (s) => s.benchmark === "fixture-bench@1",
    );
    expect(scored).toHaveLength(1);
  });

  it("hides the copy an earlier seed stored of a demo bundle that changed since", async () => {
    // A database of its own: the other tests here stored the current reference bundles.
    const own = tempDb();
    const data = path.join(own.dir, "data-kind");
    fs.cpSync("data/benchmarks/tsb-mini", path.join(data, "benchmarks/tsb-mini"), {
      recursive: true,
    });
    const bundle = path.join(data, "bundles/reference");
    fs.cpSync("data/bundles/reference", bundle, { recursive: true });
    const file = path.join(bundle, "submission.json");
    const current = JSON.parse(fs.readFileSync(file, "utf8")) as { kind?: string; model: string };
    expect(current.kind).toBe("reference");
    const { kind: _kind, ...before } = current;
    void _kind;
    fs.writeFileSync(file, JSON.stringify(before));
    await seed(own.db, { data, ...quiet });
    fs.writeFileSync(file, JSON.stringify(current));
    const lines: string[] = [];
    await seed(own.db, { data, log: (l) => lines.push(l) });
    expect(lines).toContainEqual(expect.stringMatching(/^bundle reference: hid #\d+/));
    const rows = own.db.$client
      .prepare("SELECT kind, hidden FROM submissions WHERE model = ? ORDER BY id")
      .all(before.model);
    expect(rows).toEqual([
      { kind: "agent", hidden: 1 },
      { kind: "reference", hidden: 0 },
    ]);
    own.cleanup();
  }, 300_000);

  it("seeds the trials of an entry as one entry, and a changed trial in place of its copy", async () => {
    const own = tempDb();
    const data = path.join(own.dir, "data-trials");
    fs.cpSync("evaluator/score/fixtures/benchmark", path.join(data, "benchmarks/fixture"), {
      recursive: true,
    });
    const trial = (k: number, notes?: string) =>
      trialBundle(
        path.join(data, `bundles/trial-${k + 1}`),
        { entry: "seeded", trial: k + 1, ...(notes ? { notes } : {}) },
        FIXTURE_LEFT_OUT[k],
      );
    for (const k of [0, 1, 2]) trial(k);
    await seed(own.db, { data, ...quiet });
    const rows = await listLeaderboard(FIXTURE_KEY, {}, own.db);
    // The three share model, agent, setting and date, yet none is taken for another's old copy.
    expect(rows.map((r) => [r.entryName, r.trials])).toEqual([["seeded", 3]]);
    fs.rmSync(path.join(data, "bundles/trial-2"), { recursive: true });
    trial(1, "trial 2, re-run");
    await seed(own.db, { data, ...quiet });
    const after = await listLeaderboard(FIXTURE_KEY, {}, own.db);
    expect(after.map((r) => [r.entryName, r.trials])).toEqual([["seeded", 3]]);
    const hidden = own.db.$client
      .prepare("SELECT COUNT(*) AS n FROM submissions WHERE hidden = 1 AND entry_id IS NULL")
      .get() as { n: number };
    expect(hidden.n).toBe(1);
    own.cleanup();
  });
});
