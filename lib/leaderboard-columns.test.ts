import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLUMN_RECORDS, STORED_FIGURES } from "@/db/metric-registry";
import { loadBenchmarkIntoDb } from "@/db/load-benchmark";
import { listComparisons, listLeaderboard, listSubmissions } from "@/db/queries";
import type { LeaderboardRow } from "@/db/queries/types";
import { storeScoredBundle } from "@/db/store-scored";
import { syntheticBenchmark, syntheticScored } from "@/db/testing/synthetic";
import { tempDb } from "@/db/testing/temp-db";
import type { ScoredBundle } from "@/evaluator/types";
import { toCsv } from "./export";
import { columnExport, columnText, columnValue, exportColumns } from "./leaderboard-columns";
import { pairStatistics } from "@/evaluator/stats/paired";
import { withRankRanges, type Rank } from "./rank";

const t = tempDb();
const benchmark = syntheticBenchmark("registry", 3, 8);
let scored: ScoredBundle;
let row: LeaderboardRow & Rank;

beforeAll(async () => {
  await loadBenchmarkIntoDb(t.db, benchmark);
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
    await listLeaderboard("registry", {}, t.db),
    await listComparisons("registry", t.db),
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

  it("exports the figures as the table prints them, without units", () => {
    const m = byKey("mutationScore");
    expect(columnExport(m, row)).toBe(Number(columnText(m, row)));
    expect(columnText(byKey("instances"), row)).toBe("2 / 3");
    expect(columnExport(byKey("costUsd"), row)).toBe(row.costUsd);
    expect(columnText(byKey("minutes"), row)).toBe(((row.durationSec ?? 0) / 60).toFixed(1));
    expect(columnExport(byKey("origin"), row)).toBe("scored");
    expect(columnExport(byKey("referencePassRate"), row)).toBeNull();
  });

  it("exports the stored interval and the rank range as the table prints them", () => {
    const [lo, hi] = scored.report.ci.mutationScore!;
    const ci = byKey("mutationScoreCi");
    expect(columnExport(ci, row)).toBe(`${(lo * 100).toFixed(1)}–${(hi * 100).toFixed(1)}`);
    // Three instances cannot tell two submissions apart: both could be first or second.
    expect(row.rankRange).toEqual({ best: 1, worst: 2 });
    expect(columnExport(byKey("rank"), row)).toBe("1–2");
    const csv = toCsv(exportColumns(["rank", "model", "mutationScoreCi"]), [row]);
    expect(csv.split("\r\n")[1]).toBe(
      `1–2,${columnText(byKey("model"), row)},${columnText(ci, row)}`,
    );
  });

  it("names the export's columns by the registry's export headers, in the order asked", () => {
    const csv = toCsv(exportColumns(["model", "mutationScore", "costUsd"]), [row]);
    expect(csv.split("\r\n")[0]).toBe("Model,M (%),$ per instance");
  });
});
