import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { TrajectoryError } from "../errors.ts";
import { readTrajectory } from "./read-trajectory.ts";

const stream = (text: string, chunk = 7) =>
  Readable.from(
    Array.from({ length: Math.ceil(text.length / chunk) }, (_, i) =>
      Buffer.from(text.slice(i * chunk, (i + 1) * chunk)),
    ),
  );

async function failure(input: string | Readable, options = {}): Promise<TrajectoryError> {
  const e = await readTrajectory(input, { name: "t.jsonl", ...options }).catch((x: unknown) => x);
  expect(e).toBeInstanceOf(TrajectoryError);
  return e as TrajectoryError;
}

const atif = JSON.stringify(
  {
    schema_version: "ATIF-v1.7",
    session_id: "s1",
    agent: { name: "baseline", version: "0.1.0", model_name: "none" },
    steps: [
      { step_id: 1, source: "user", message: "Write tests for spec.md" },
      {
        step_id: 2,
        source: "agent",
        message: "",
        tool_calls: [
          { tool_call_id: "c1", function_name: "bash", arguments: { command: "cat spec.md" } },
        ],
        observation: { results: [{ source_call_id: "c1", content: "# Spec" }] },
      },
      {
        step_id: 3,
        source: "agent",
        message: "",
        tool_calls: [
          {
            tool_call_id: "c2",
            function_name: "bash",
            arguments: { command: "pytest --junitxml=r.xml" },
          },
        ],
      },
    ],
  },
  null,
  2,
);

describe("readTrajectory", () => {
  it("reads a stream in small chunks as it reads a file", async () => {
    const read = await readTrajectory(stream(atif), { name: "trajectory.json" });
    expect(read.format).toBe("atif");
    const t = read.trajectories[0];
    expect(t?.steps.map((s) => [s.kind, s.class ?? null])).toEqual([
      ["message", null],
      ["action", "read"],
      ["action", "execute"],
    ]);
    expect(t?.steps[1]?.output?.text).toBe("# Spec");
    expect(t?.meta).toMatchObject({
      family: "atif",
      sessionId: "s1",
      agent: { name: "baseline", version: "0.1.0" },
    });
  });

  it("names the file and line of a malformed JSON Lines record", async () => {
    const good = JSON.stringify({ type: "metadata", protocol_version: "1.4", created_at: 1 });
    const e = await failure(stream(`${good}\n${good}\n{"type": "turn.prompt", "input": [\n`));
    expect(e.problems[0]).toMatchObject({ file: "t.jsonl", line: 3 });
    expect(e.message).toMatch(/t\.jsonl:3: not a JSON record/);
  });

  it("names the line where a JSON document breaks off", async () => {
    const e = await failure(stream(atif.slice(0, atif.indexOf('"step_id": 3'))), {
      name: "trajectory.json",
    });
    expect(e.problems[0]?.file).toBe("trajectory.json");
    expect(e.problems[0]?.line).toBeGreaterThan(20);
    expect(e.message).toMatch(/malformed JSON/);
  });

  it("refuses an unknown format with the list of formats it reads", async () => {
    const e = await failure(stream("hello, world\n"));
    expect(e.message).toMatch(
      /t\.jsonl:1: is not a trajectory format this reader knows \(it reads: claude-code-jsonl/,
    );
    expect((await failure(stream(""))).message).toMatch(/not a trajectory format/);
    expect((await failure(stream('{"a": 1}\n{"b": 2}\n'))).problems[0]?.line).toBe(1);
  });

  it("validates a forced format as it reads", async () => {
    const e = await failure(stream('{"x": 1}'), { format: "swe-agent-traj" });
    expect(e.message).toMatch(/not a SWE-agent \.traj/);
  });

  it("caps outputs and keeps their length", async () => {
    const long = atif.replace('"# Spec"', JSON.stringify("x".repeat(10_000)));
    const t = (await readTrajectory(stream(long, 4096), { name: "t.json", caps: { output: 100 } }))
      .trajectories[0];
    expect(t?.steps[1]?.output).toMatchObject({ length: 10_000, truncated: true });
    expect(t?.steps[1]?.output?.text).toHaveLength(100);
  });
});
