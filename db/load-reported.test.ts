import { afterAll, describe, expect, it } from "vitest";
import type { ReportedFile } from "../evaluator/reported.ts";
import { storeBenchmark } from "../ingest/store-benchmark.ts";
import { loadReportedIntoDb } from "./load-reported.ts";
import { syntheticBenchmark } from "./testing/synthetic.ts";
import { tempDb } from "./testing/temp-db.ts";

const t = tempDb();
afterAll(() => t.cleanup());

const table = (agent: string): ReportedFile => ({
  file: "table-2.json",
  benchmark: "paper@1.0",
  citation: "Table 2",
  source: "a paper",
  kind: "main-results",
  submissions: [
    {
      model: "DeepSeek V4 Flash",
      agent,
      setting: "spec-only",
      date: "2026-10-12",
      mutationScore: 0.286,
    },
  ],
});

describe("loadReportedIntoDb", () => {
  it("corrects an agent's spelling in place rather than adding the row again", async () => {
    await storeBenchmark(t.db, { ...syntheticBenchmark("paper", 2, 4), kind: "catalog" });
    expect(loadReportedIntoDb(t.db, [table("DeepSeek harness")])).toEqual({
      inserted: 1,
      updated: 0,
    });
    const rows = () =>
      t.db.$client.prepare("SELECT id, agent FROM submissions WHERE origin = 'reported'").all();
    const before = rows() as Array<{ id: number }>;
    expect(loadReportedIntoDb(t.db, [table("DeepSeek Harness")])).toEqual({
      inserted: 0,
      updated: 1,
    });
    expect(rows()).toEqual([{ id: before[0]!.id, agent: "DeepSeek Harness" }]);
  });
});
