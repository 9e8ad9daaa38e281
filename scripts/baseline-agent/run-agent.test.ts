import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { readTrajectory } from "../../evaluator/trajectory/read-trajectory.ts";
import { runBaselineAgent } from "./run-agent.ts";

const root = path.join(import.meta.dirname, "../..");
const task = mkdtempSync(path.join(os.tmpdir(), "tsb-baseline-test-"));
afterAll(() => rmSync(task, { recursive: true, force: true }));

describe("the baseline agent", () => {
  cpSync(path.join(root, "data/benchmarks/tsb-mini/instances/tally/spec.md"), `${task}/spec.md`);
  cpSync(path.join(root, "data/suites/TASK.md"), `${task}/TASK.md`);
  const run = runBaselineAgent(task, "test/tally");

  it("writes a suite that pytest collects, one test per case", () => {
    expect(run.collected).toBe(run.cases);
    expect(run.cases).toBe(7);
    const listed = execFileSync(
      "python3",
      ["-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", "suite/"],
      { cwd: task, encoding: "utf8", env: { ...process.env, PYTHONDONTWRITEBYTECODE: "1" } },
    );
    expect(listed).toMatch(/7 tests collected/);
  });

  it("records what it did as ATIF that the trajectory reader reads, classified", async () => {
    const read = await readTrajectory(Readable.from([JSON.stringify(run.trajectory)]), {
      name: "trajectory.json",
    });
    expect(read.format).toBe("atif");
    const t = read.trajectories[0]!;
    expect(t.warnings).toEqual([]);
    const actions = t.steps.filter((s) => s.kind === "action");
    expect(actions.map((s) => [s.tool?.name, s.class])).toEqual([
      ["bash", "search"],
      ["bash", "read"],
      ["bash", "read"],
      ["bash", "write"],
      ["write_file", "write"],
      ["write_file", "write"],
      ["bash", "execute"],
    ]);
    expect(actions[2]?.output?.text).toBe(readFileSync(`${task}/spec.md`, "utf8").slice(0, 4096));
    expect(actions[5]?.files).toEqual([{ path: "suite/test_spec_examples.py", access: "write" }]);
    expect(actions[6]?.output?.text).toMatch(/7 tests collected/);
    expect(t.totals.costUsd).toBe(0);
    expect(t.meta.agent).toEqual({ name: "tsb-baseline-agent", version: "1.0.0" });
  });
});
