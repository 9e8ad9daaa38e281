import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLUMN_RECORDS, STORED_FIGURES } from "@/db/metric-registry";
import { storeBenchmark } from "@/ingest/store-benchmark";
import { listComparisons, listLeaderboard, listSubmissions } from "@/db/queries";
import type { LeaderboardRow } from "@/db/queries/types";
import { storeScoredBundle } from "@/ingest/store-scored";
import { syntheticBenchmark, syntheticScored } from "@/db/testing/synthetic";
import { tempDb } from "@/db/testing/temp-db";
import type { ScoredBundle } from "@/evaluator/types";
import { toCsv, toJson } from "./export";
import {
  columnIsEmpty,
  columnText,
  columnValue,
  exportColumns,
  exportFileName,
  verificationText,
} from "./leaderboard-columns";
import { pairStatistics } from "@/evaluator/stats/paired";
import { withRankRanges, type Rank } from "./rank";

const t = tempDb();
const benchmark = syntheticBenchmark("registry", 3, 8);
let scored: ScoredBundle;
let row: LeaderboardRow & Rank;

beforeAll(async () => {
  await storeBenchmark(t.db, benchmark);
  scored = syntheticScored(benchmark, { seed: 3, testsPerInstance: 20, omit: ["inst001"] });
  storeScoredBundle(t.db, scored, { compare: pairStatistics });
  // A second, weaker submission, so the first has a pair to be ranked by.
  storeScoredBundle(
    t.db,
    syntheticScored(benchmark, {
      seed: 4,
      testsPerInstance: 20,
      detectRate: 0.1,
      sha256: "b".repeat(64),
    }),
    { compare: pairStatistics },
  );
  const rows = withRankRanges(
    await listLeaderboard(benchmark, {}, t.db),
    await listComparisons(benchmark, t.db),
    3,
  );
  row = rows.find((r) => r.model === scored.report.submission.model)!;
});
afterAll(() => t.cleanup());

describe("the metric registry, through storage and the leaderboard query", () => {
  it("gives every column a value on a stored row", () => {
    for (const column of COLUMN_RECORDS)
      expect(columnValue(column, row), column.key).not.toBeUndefined();
  });

  it("stores each ScoreSummary figure and reads it back under its column", () => {
    for (const { figure, column } of STORED_FIGURES)
      expect(row[column], column).toBe(scored.report.summary[figure]);
  });

  it("derives tests per instance from the stored per-instance rows", () => {
    expect(row.testsPerInstance).toBe(scored.report.summary.tests.total / 2);
  });

  it("lists every registry figure in the submissions API's rows", async () => {
    const item = (await listSubmissions({}, t.db)).find((i) => i.id === row.id);
    for (const { column } of STORED_FIGURES) expect(item![column]).toBe(row[column]);
    expect(item!.testsPerInstance).toBe(row.testsPerInstance);
  });
});

describe("cells and exports", () => {
  const byKey = (key: string) => COLUMN_RECORDS.find((c) => c.key === key)!;

  const context = { benchmark: "registry", version: "1.0", origin: "https://tsb.example" };
  const exported = (ids: Parameters<typeof exportColumns>[0]) =>
    (JSON.parse(toJson(exportColumns(ids, context), [row])) as Record<string, unknown>[])[0]!;

  it("counts a paper row's verification as empty, as a missing figure is, and a scored row's not", () => {
    const verification = byKey("verification");
    expect(columnIsEmpty(verification, row)).toBe(false);
    const paper = { ...row, origin: "reported" as const, verification: "reported" as const };
    expect(columnIsEmpty(verification, paper)).toBe(true);
    expect(columnIsEmpty(byKey("costUsd"), { ...row, costUsd: null })).toBe(true);
    expect(columnIsEmpty(byKey("mutationScore"), paper)).toBe(false);
  });

  it("exports raw figures, never display strings", () => {
    const all = exported(COLUMN_RECORDS.map((c) => c.key));
    expect(all["M (%)"]).toBe(Number((row.mutationScore * 100).toFixed(4)));
    expect(all["$ per instance"]).toBe(row.costUsd);
    expect(all["Minutes per instance"]).toBe(Number(((row.durationSec ?? 0) / 60).toFixed(4)));
    expect(all["Instances submitted"]).toBe(2);
    expect(all["Instances in benchmark"]).toBe(3);
    expect(all["Origin"]).toBe("scored");
    expect(all["R (%)"]).toBeNull();
    // No value is a display string: no "5 / 5", no en dash, no "verifying 71%".
    for (const value of Object.values(all))
      if (typeof value === "string") expect(value).not.toMatch(/–| \/ |verifying/);
    expect(columnText(byKey("instances"), row)).toBe("2 / 3");
  });

  it("exports the stored interval and the rank range as two numbers each", () => {
    const [lo, hi] = scored.report.ci.mutationScore!;
    const all = exported(["rank", "mutationScoreCi"]);
    expect(all["M 95% CI low (%)"]).toBe(Number((lo * 100).toFixed(4)));
    expect(all["M 95% CI high (%)"]).toBe(Number((hi * 100).toFixed(4)));
    // Three instances cannot tell two submissions apart: both could be first or second.
    expect(row.rankRange).toEqual({ best: 1, worst: 2 });
    expect([all["Rank"], all["Rank best"], all["Rank worst"]]).toEqual([1, 1, 2]);
  });

  it("names the benchmark version, the submission's id and its URL, and the file by version", () => {
    const all = exported(["model"]);
    expect(all).toMatchObject({
      Benchmark: "registry",
      "Benchmark version": "1.0",
      "Submission id": row.id,
      URL: `https://tsb.example/submissions/${row.id}`,
    });
    expect(exportFileName(context, "csv")).toBe("leaderboard-registry-1.0.csv");
    expect(exportFileName({ ...context, version: "1.1" }, "csv")).toBe(
      "leaderboard-registry-1.1.csv",
    );
  });

  it("names the export's columns by the registry's export headers, in the order asked", () => {
    const csv = toCsv(exportColumns(["model", "mutationScore", "costUsd"], context), [row]);
    expect(csv.split("\r\n")[0]).toBe(
      "Benchmark,Benchmark version,Submission id,Model,Reasoning effort,M (%),$ per instance,URL",
    );
  });
});

describe("verificationText", () => {
  const text = (verification: string, done: number | null, total: number | null) =>
    verificationText({
      verification: verification as "queued",
      verificationRunsDone: done,
      verificationRunsTotal: total,
    });
  it("says queued while no run is done, verifying n% once one is", () => {
    expect(text("queued", 0, 120)).toBe("queued");
    expect(text("queued", null, null)).toBe("queued");
    expect(text("queued", 12, 120)).toBe("verifying 10%");
    expect(text("running", 0, 120)).toBe("verifying 0%");
    expect(text("verified", 120, 120)).toBe("verified");
  });
  it("says paused, as the submission page does, while a worker's failed check holds the job", () => {
    const paused = (done: number) =>
      verificationText({
        verification: "queued",
        verificationRunsDone: done,
        verificationRunsTotal: 120,
        verificationPaused: true,
      });
    expect(paused(0)).toBe("paused");
    expect(paused(30)).toBe("paused at 25%");
  });
});
