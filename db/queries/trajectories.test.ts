import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBundle } from "../../evaluator/bundle/open-bundle.ts";
import { ingestBundle } from "../../ingest/ingest-bundle.ts";
import { tempDb } from "../testing/temp-db.ts";
import { restoreTrajectorySteps } from "../write-trajectories.ts";
import { getScoreReport } from "./score-report.ts";
import { getFigures } from "./figures.ts";
import { getSubmissionTrajectories, getTrajectory, getTrajectorySteps } from "./trajectories.ts";

const root = path.resolve(import.meta.dirname, "../..");
const t = tempDb();
let id: number;

/** The baseline agent's real tsb-mini 1.0 bundle: four ATIF trajectories (docs/demo-data.md). */
beforeAll(async () => {
  const bundle = await openBundle(path.join(root, "data/bundles/baseline-agent"));
  try {
    ({ id } = await ingestBundle(t.db, bundle, {
      benchmarksRoot: path.join(root, "data/benchmarks"),
    }));
  } finally {
    await bundle.close();
  }
});
afterAll(() => t.cleanup());

describe("stored trajectories", () => {
  it("lists each instance's trajectory with Table 3's counts and Figure 11's shares", async () => {
    const { trajectories, counts, toolUse } = await getSubmissionTrajectories(id, t.db);
    expect(trajectories.map((x) => [x.instance, x.path, x.format, x.agentSteps])).toEqual([
      ["tally", "instances/tally/trajectory/trajectory.json", "atif", 7],
      ["calc", "instances/calc/trajectory/trajectory.json", "atif", 7],
      ["fieldcut", "instances/fieldcut/trajectory/trajectory.json", "atif", 7],
      ["flatjson", "instances/flatjson/trajectory/trajectory.json", "atif", 7],
    ]);
    expect(counts).toEqual({ withTrajectory: 4, executable: 0, mutants: 0 });
    // Seven steps: search, read, read, write, write, write, execute in tenths 0, 1, 2, 4, 5, 7, 8.
    expect(toolUse?.map((row) => row.map((x) => Math.round(x * 100)))).toEqual([
      [0, 100, 0, 0, 0],
      [100, 0, 0, 0, 0],
      [100, 0, 0, 0, 0],
      [0, 0, 0, 0, 0],
      [0, 0, 100, 0, 0],
      [0, 0, 100, 0, 0],
      [0, 0, 0, 0, 0],
      [0, 0, 100, 0, 0],
      [0, 0, 0, 100, 0],
      [0, 0, 0, 0, 0],
    ]);
  });

  it("fills run.json's steps from the trajectory, and the report reads them back", async () => {
    const report = await getScoreReport(id, t.db);
    expect(report?.instances.map((i) => [i.id, i.cost?.steps, i.cost?.costUsd])).toEqual([
      ["calc", 7, 0],
      ["fieldcut", 7, 0],
      ["flatjson", 7, 0],
      ["tally", 7, 0],
    ]);
  });

  it("keeps the steps the trajectory gave when re-run figures replace the bundle's", () => {
    t.db.$client
      .prepare("UPDATE submission_instances SET steps = NULL WHERE submission_id = ?")
      .run(id);
    restoreTrajectorySteps(t.db, id);
    expect(
      t.db.$client
        .prepare(
          "SELECT steps FROM submission_instances WHERE submission_id = ? ORDER BY instance_id",
        )
        .pluck()
        .all(id),
    ).toEqual([7, 7, 7, 7]);
  });

  it("serves a trajectory only under its own submission, with its suite files and version", async () => {
    const [first] = (await getSubmissionTrajectories(id, t.db)).trajectories;
    const detail = await getTrajectory(id, first!.id, t.db);
    expect(detail).toMatchObject({
      instance: "tally",
      submission: { id, benchmark: { name: "tsb-mini", version: "1.0" } },
      stepKinds: "usrrawwwxa",
      suiteWrites: [
        { step: 6, files: ["conftest.py"] },
        { step: 7, files: ["test_spec_examples.py"] },
      ],
    });
    expect(detail?.suiteFiles.map((f) => f.path)).toEqual(["conftest.py", "test_spec_examples.py"]);
    expect(await getTrajectory(id + 1, first!.id, t.db)).toBeNull();
    const steps = await getTrajectorySteps(first!.id, [0], t.db);
    expect(steps.map((s) => s.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(steps[3]?.tool?.command?.text).toBe("cat spec.md");
  });

  it("draws only the named version's submissions in the figures", async () => {
    const figures = await getFigures("tsb-mini@1.0", [id, 999], t.db);
    expect(figures?.chosen.map((c) => c.row.id)).toEqual([id]);
    expect(figures?.chosen[0]?.instances.map((i) => [i.slug, i.steps])).toEqual([
      ["tally", 7],
      ["calc", 7],
      ["fieldcut", 7],
      ["flatjson", 7],
    ]);
    expect(await getFigures("tsb-mini@9.9", null, t.db)).toBeNull();
  });
});
