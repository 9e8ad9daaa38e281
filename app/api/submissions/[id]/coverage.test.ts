import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBenchmark } from "@/evaluator/benchmark/load-benchmark";
import { openBundle } from "@/evaluator/bundle/open-bundle";
import { scoreSubmittedBundle } from "@/evaluator/score/score-submitted";
import type { CoverageSummary, KillReasonSummary, MutantView } from "@/db/queries/types";
import { storeScoredBundle } from "@/ingest/store-scored";
import { readBenchmarkRecord } from "@/evaluator/benchmark/benchmark-record";
import { calcCoverageBundle, COVERAGE_BENCHMARK } from "@/db/testing/coverage-bundle";
import { tempDb } from "@/db/testing/temp-db";

let db: ReturnType<typeof tempDb>;
const cleanups: Array<() => void> = [];
let measured: number;
let unavailable: number;

async function store(options: Parameters<typeof calcCoverageBundle>[0]): Promise<number> {
  const dir = calcCoverageBundle(options);
  cleanups.push(dir.cleanup);
  const bundle = await openBundle(dir.dir);
  try {
    const benchmark = await loadBenchmark(COVERAGE_BENCHMARK);
    const { scored } = await scoreSubmittedBundle(bundle, { benchmark });
    return storeScoredBundle(db.db, scored, { benchmark: await readBenchmarkRecord(benchmark) }).id;
  } finally {
    await bundle.close();
  }
}

beforeAll(async () => {
  db = tempDb();
  process.env.TSB_DB = db.file;
  measured = await store({ model: "with coverage" });
  unavailable = await store({ model: "no gcov", unavailable: "gcov was not found on the runner." });
}, 120_000);
afterAll(() => {
  db.cleanup();
  cleanups.forEach((c) => c());
});

type SubmissionJson = {
  coverage: CoverageSummary;
  killReasons: KillReasonSummary;
  instances: Array<{ id: string; mutants: { killed: number; timeout: number; total: number } }>;
};

describe("the API answers why mutants survived", () => {
  it("GET /api/submissions/[id] gives reach, M on reached mutants and kill reasons", async () => {
    const { GET } = await import("./route");
    const get = async (id: number) =>
      (await (
        await GET(new Request("http://x"), { params: Promise.resolve({ id: String(id) }) })
      ).json()) as SubmissionJson;
    const body = await get(measured);
    const calc = body.instances.find((i) => i.id === "calc")!;
    expect(body.coverage.known).toBe(calc.mutants.total);
    expect(body.coverage.notReached + body.coverage.reached).toBe(calc.mutants.total);
    expect(body.coverage.detectedReached).toBe(calc.mutants.killed + calc.mutants.timeout);
    const k = body.killReasons.mutants;
    expect(k.assertion + k.errorOnly + k.timeoutOnly + k.unknown).toBe(calc.mutants.killed);
    const other = await get(unavailable);
    expect(other.coverage.known).toBe(0);
    expect(other.coverage.instances).toContainEqual({
      slug: "calc",
      title: expect.any(String) as string,
      state: { kind: "unavailable", reason: "gcov was not found on the runner." },
    });
  });

  it("GET the mutant API gives each submission's reach, covering tests and kill reasons", async () => {
    const { GET } = await import("@/app/api/benchmarks/[name]/instances/[id]/mutants/[mid]/route");
    const slugs = (
      db.db.$client
        .prepare(
          "SELECT m.slug FROM mutants m JOIN instances i ON i.id = m.instance_id WHERE i.slug = 'calc'",
        )
        .all() as Array<{ slug: string }>
    ).map((r) => r.slug);
    const statuses = new Set<string>();
    for (const mid of slugs) {
      const response = await GET(new Request("http://x"), {
        params: Promise.resolve({ name: "tsb-mini@1.1", id: "calc", mid }),
      });
      const view = (await response.json()) as MutantView;
      expect(view.mutant.changedLines.length).toBeGreaterThan(0);
      const withCoverage = view.results.find((r) => r.model === "with coverage")!;
      const without = view.results.find((r) => r.model === "no gcov")!;
      statuses.add(withCoverage.answer.status);
      if (withCoverage.answer.status === "reachedNotDetected")
        expect(withCoverage.answer.covering!.some((t) => t.verdict === "valid")).toBe(true);
      if (withCoverage.answer.status === "killed")
        expect(withCoverage.killing.every((t) => t.reason !== null)).toBe(true);
      expect(["killed", "timedOut", "noResult", "unknown"]).toContain(without.answer.status);
      expect(without.coverage).toEqual({
        kind: "unavailable",
        reason: "gcov was not found on the runner.",
      });
    }
    expect(statuses.has("killed")).toBe(true);
    expect(statuses.has("notReached") || statuses.has("reachedNotDetected")).toBe(true);
  });
});
