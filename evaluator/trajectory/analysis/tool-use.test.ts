import { describe, expect, it } from "vitest";
import { buildTrajectory } from "../testing/build-trajectory.ts";
import { agentSteps } from "./agent-steps.ts";
import { meanToolUseShares, toolUseByPosition } from "./tool-use.ts";

describe("agent steps", () => {
  it("counts the agent's actions, not messages, results or empty polls", () => {
    const t = buildTrajectory([
      { say: "Write tests", actor: "user" },
      { say: "I will read the spec." },
      { bash: "cat spec.md" },
      { tool: "write_stdin", input: { session_id: 1, chars: "" } },
      { tool: "write_stdin", input: { session_id: 1, chars: "q\n" } },
      { tool: "Write", input: { file_path: "suite/test_a.py", content: "" } },
    ]);
    expect(t.totals.steps).toBe(6);
    expect(agentSteps(t).map((s) => s.class)).toEqual(["read", "execute", "write"]);
  });
});

describe("toolUseByPosition (Figure 11)", () => {
  it("puts step i of n in tenth ⌊10·i/n⌋, by class", () => {
    const t = buildTrajectory([
      { bash: "ls" },
      { bash: "cat spec.md" },
      { tool: "Write", input: { file_path: "suite/test_a.py", content: "" } },
    ]);
    const table = toolUseByPosition(t.steps);
    expect(table).toHaveLength(10);
    // columns: read, search, write, execute, other
    expect(table[0]).toEqual([0, 1, 0, 0, 0]);
    expect(table[3]).toEqual([1, 0, 0, 0, 0]);
    expect(table[6]).toEqual([0, 0, 1, 0, 0]);
    expect(table.flat().reduce((a, b) => a + b)).toBe(3);
  });

  it("fills every tenth equally when the steps divide evenly", () => {
    const t = buildTrajectory(Array.from({ length: 20 }, () => ({ bash: "pytest -q" })));
    expect(toolUseByPosition(t.steps).map((row) => row[3])).toEqual(Array(10).fill(2));
  });
});

describe("meanToolUseShares", () => {
  it("averages each tenth's class shares over the trajectories with steps there", () => {
    const one = [[1, 1, 0, 0, 0], ...Array.from({ length: 9 }, () => [0, 0, 0, 0, 0])];
    const two = [[0, 0, 4, 0, 0], ...Array.from({ length: 9 }, () => [0, 0, 0, 2, 2])];
    const shares = meanToolUseShares([one, two])!;
    expect(shares[0]).toEqual([0.25, 0.25, 0.5, 0, 0]);
    expect(shares[5]).toEqual([0, 0, 0, 0.5, 0.5]);
    expect(meanToolUseShares([])).toBeNull();
  });
});
