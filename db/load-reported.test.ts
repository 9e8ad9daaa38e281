import { afterAll, describe, expect, it } from "vitest";
import type { ReportedFile, ReportedFindingsFile } from "../evaluator/reported.ts";
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
      findings: 0,
    });
    const rows = () =>
      t.db.$client.prepare("SELECT id, agent FROM submissions WHERE origin = 'reported'").all();
    const before = rows() as Array<{ id: number }>;
    expect(loadReportedIntoDb(t.db, [table("DeepSeek Harness")])).toEqual({
      inserted: 0,
      updated: 1,
      findings: 0,
    });
    expect(rows()).toEqual([{ id: before[0]!.id, agent: "DeepSeek Harness" }]);
  });

  it("stores reported trajectory findings beside the rows, updated in place on a second load", async () => {
    await storeBenchmark(t.db, { ...syntheticBenchmark("paper", 2, 4), kind: "catalog" });
    const findings = (executable: number): ReportedFindingsFile => ({
      file: "table-3.json",
      benchmark: "paper@1.0",
      citation: "Table 3",
      source: "the paper",
      kind: "trajectory-findings",
      findings: [
        {
          label: "DeepSeek",
          model: "DeepSeek V4 Flash",
          agent: "DeepSeek Harness",
          setting: "spec-only",
          executableInstances: executable,
          mutantInstances: 4,
          mutationScore: 0.286,
        },
      ],
    });
    expect(loadReportedIntoDb(t.db, [], [findings(57)]).findings).toBe(1);
    expect(loadReportedIntoDb(t.db, [], [findings(58)]).findings).toBe(1);
    expect(
      t.db.$client
        .prepare(
          "SELECT label, executable_instances AS e, mutant_instances AS m, instances FROM reported_trajectory_findings",
        )
        .all(),
    ).toEqual([{ label: "DeepSeek", e: 58, m: 4, instances: 2 }]);
  });
});
