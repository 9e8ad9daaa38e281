import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../../evaluator/bundle/open-bundle.ts";
import { parseRanges, reachesAny } from "../../evaluator/coverage/types.ts";
import { scoreBundle } from "../../evaluator/score/score-bundle.ts";
import type { BenchmarkDefinition } from "../../evaluator/benchmark/load-benchmark.ts";
import { loadChangedLines } from "../changed-lines.ts";
import { storeBenchmark } from "../../ingest/store-benchmark.ts";
import { getMutant } from "../queries.ts";
import { storeScoredBundle } from "../../ingest/store-scored.ts";
import { calcCoverageBundle, COVERAGE_BENCHMARK } from "../testing/coverage-bundle.ts";
import { tempDb } from "../testing/temp-db.ts";
import {
  getCoverageSummary,
  getKillReasonSummary,
  getMutantAnswers,
  getTestRoles,
  NO_COVERAGE_FILE,
} from "./coverage.ts";

const t = tempDb();
const cleanups: Array<() => void> = [t.cleanup];
let definition: BenchmarkDefinition;
let calcId: number;
const ids: Record<"measured" | "unavailable" | "absent", number> = {
  measured: 0,
  unavailable: 0,
  absent: 0,
};

async function ingest(options: Parameters<typeof calcCoverageBundle>[0]): Promise<number> {
  const bundle = calcCoverageBundle(options);
  cleanups.push(bundle.cleanup);
  const reader = await openBundle(bundle.dir);
  const scored = await scoreBundle(reader, definition).finally(() => reader.close());
  return storeScoredBundle(t.db, scored).id;
}

beforeAll(async () => {
  definition = await loadBenchmark(COVERAGE_BENCHMARK);
  await storeBenchmark(t.db, definition);
  calcId = (
    t.db.$client.prepare("SELECT id FROM instances WHERE slug = 'calc'").get() as { id: number }
  ).id;
  ids.measured = await ingest({ model: "with coverage" });
  ids.unavailable = await ingest({ model: "no gcov", unavailable: "gcov is not installed." });
  ids.absent = await ingest({ model: "no coverage file", coverage: false });
}, 120_000);

afterAll(() => cleanups.forEach((c) => c()));

describe("coverage stored at ingest, on calc's real per-test gcov coverage", () => {
  it("stores each mutant's changed lines at benchmark load, with the function they are in", () => {
    const changed = loadChangedLines(t.db, calcId);
    expect(changed.size).toBe(definition.instances.find((i) => i.id === "calc")!.mutants!.length);
    expect([...changed.values()].every((c) => c.length > 0 && c[0]!.file === "calc.c")).toBe(true);
    expect([...changed.values()].some((c) => c[0]!.function)).toBe(true);
  });

  it("tells survivors not reached from reached, agreeing with the raw coverage", async () => {
    const { coverage, answers } = await getMutantAnswers(ids.measured, calcId, t.db);
    expect(coverage).toEqual({ kind: "measured", tool: "gcov", granularity: "test" });
    const raw = (await import("../testing/fixtures/calc-coverage/coverage.json", {
      with: { type: "json" },
    })) as { default: { suite: Record<string, string> } };
    const changed = loadChangedLines(t.db, calcId);
    const slugs = t.db.$client
      .prepare("SELECT id, slug FROM mutants WHERE instance_id = ?")
      .all(calcId) as Array<{ id: number; slug: string }>;
    let survivors = 0;
    for (const { id, slug } of slugs) {
      const answer = answers.get(slug)!;
      const suiteReached = changed
        .get(id)!
        .some((c) => reachesAny(raw.default.suite, c.file, c.lines));
      if (answer.status === "notReached") {
        survivors++;
        expect(answer.covering!.filter((c) => c.verdict === "valid")).toEqual([]);
      } else if (answer.status === "reachedNotDetected") {
        survivors++;
        expect(suiteReached, slug).toBe(true);
        expect(answer.covering!.some((c) => c.verdict === "valid")).toBe(true);
      } else {
        expect(["killed", "timedOut", "noResult"]).toContain(answer.status);
      }
    }
    expect(survivors).toBeGreaterThan(0);
    expect(parseRanges(raw.default.suite["calc.c"]!).length).toBeGreaterThan(100);
  });

  it("rejects a malformed coverage.json naming the file and the field", async () => {
    const bundle = calcCoverageBundle();
    cleanups.push(bundle.cleanup);
    const file = path.join(bundle.dir, "instances/calc/coverage/coverage.json");
    const raw = JSON.parse(fs.readFileSync(file, "utf8")) as { suite: Record<string, string> };
    raw.suite["calc.c"] = "9-3";
    fs.writeFileSync(file, JSON.stringify(raw));
    const reader = await openBundle(bundle.dir);
    await expect(scoreBundle(reader, definition).finally(() => reader.close())).rejects.toThrow(
      /instances\/calc\/coverage\/coverage\.json.*suite.*ascending/s,
    );
  });

  it("says why reach is unknown, with the bundle's reason or the missing file", async () => {
    const unavailable = await getMutantAnswers(ids.unavailable, calcId, t.db);
    expect(unavailable.coverage).toEqual({ kind: "unavailable", reason: "gcov is not installed." });
    const absent = await getMutantAnswers(ids.absent, calcId, t.db);
    expect(absent.coverage).toEqual({ kind: "absent", reason: NO_COVERAGE_FILE });
    const statuses = new Set([...absent.answers.values()].map((a) => a.status));
    expect(statuses.has("notReached") || statuses.has("reachedNotDetected")).toBe(false);
    expect(statuses.has("unknown")).toBe(true);
  });

  it("sums the share not reached, M on reached mutants and sections, consistent with M", async () => {
    const summary = await getCoverageSummary(ids.measured, t.db);
    const calc = t.db.$client
      .prepare(
        "SELECT mutants_total AS total, mutants_killed + mutants_timeout AS detected FROM submission_instances WHERE submission_id = ? AND instance_id = ?",
      )
      .get(ids.measured, calcId) as { total: number; detected: number };
    expect(summary.known).toBe(calc.total);
    expect(summary.detectedReached).toBe(calc.detected);
    expect(summary.reached + summary.notReached).toBe(summary.known);
    expect(summary.mutationScoreReached).toBeCloseTo(calc.detected / summary.reached);
    expect(summary.sections.reduce((n, s) => n + s.notReached, 0)).toBe(summary.notReached);
    expect(summary.instances.map((i) => [i.slug, i.state.kind])).toEqual([["calc", "measured"]]);
  });

  it("gives each test its Stryker state; killing tests are the valid killers", async () => {
    const roles = (await getTestRoles(ids.measured, calcId, t.db))!;
    expect(roles.length).toBe(421);
    expect(roles.some((r) => r.role === "killing")).toBe(true);
    expect(roles.filter((r) => r.role === "killing").every((r) => r.verdict === "valid")).toBe(
      true,
    );
    expect(roles.every((r) => r.covered >= r.killed)).toBe(true);
    expect(await getTestRoles(ids.absent, calcId, t.db)).toBeNull();
  });

  it("counts kill reasons per submission and shows each killing test's on the mutant page", async () => {
    const summary = await getKillReasonSummary(ids.measured, t.db);
    const killed = t.db.$client
      .prepare(
        "SELECT mutants_killed AS killed FROM submission_instances WHERE submission_id = ? AND instance_id = ?",
      )
      .get(ids.measured, calcId) as { killed: number };
    const m = summary.mutants;
    expect(m.assertion + m.errorOnly + m.timeoutOnly + m.unknown).toBe(killed.killed);
    expect(summary.kills.assertion).toBeGreaterThan(0);
    const { answers } = await getMutantAnswers(ids.measured, calcId, t.db);
    const [slug] = [...answers].find(([, a]) => a.status === "killed")!;
    const view = (await getMutant(
      { benchmark: { name: "tsb-mini", version: "1.1" }, instance: "calc" },
      slug,
      t.db,
    ))!;
    const result = view.results.find((r) => r.submissionId === ids.measured)!;
    expect(result.killing.length).toBeGreaterThan(0);
    expect(result.killing.every((k) => k.reason !== null)).toBe(true);
    expect(result.answer.status).toBe("killed");
  });
});
