import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readTrajectory } from "../read-trajectory.ts";
import { trajectoryCorpus } from "../testing/trajectory-corpus.ts";
import { analyzeTrajectory, programNames } from "./analyze.ts";

const root = trajectoryCorpus();
const none = { programNames: [], suiteFiles: [], otherInstances: [] };

async function analyze(file: string, which = 0) {
  const read = await readTrajectory(join(root!, "files", file));
  const t = read.trajectories[which]!;
  return { t, a: analyzeTrajectory(t, none) };
}

describe("programNames", () => {
  it("takes the repository part of an id and the title's first word", () => {
    expect(programNames("sharkdp__fd", "fd: a simple, fast alternative to find")).toEqual(["fd"]);
    expect(
      programNames("tally", "tally: a wc-like line, word, character and byte counter"),
    ).toEqual(["tally"]);
  });
});

// Each finding below was read in the file by hand: the step's command and what it does.
describe.skipIf(root === null)("analyzeTrajectory on real logs (corpus, read in place)", () => {
  it("Claude Code: WebSearch and WebFetch are network steps; the session's cwd is its folder", async () => {
    const { t, a } = await analyze("marot__spotter/test/fixtures/transcripts/tool_heavy.jsonl");
    expect(a.taskRoot).toBe("/home/marco/projects/spotter");
    expect(a.integrity.map((f) => [f.step, f.kind, t.steps[f.step]?.tool?.name])).toEqual([
      [11, "network", "WebSearch"],
      [14, "network", "WebFetch"],
    ]);
    expect(a.agentSteps).toBe(6);
    expect(a.creation).toEqual({ executable: null, mutants: null });
  });

  it("a long Claude Code session: chmod of a hook script is not a stand-in; git push is network", async () => {
    const { t, a } = await analyze(
      "marot__spotter/test/fixtures/transcripts/258c7280-ae70-4798-800f-63464d01a85d.jsonl",
    );
    expect(a.agentSteps).toBe(186);
    expect(a.creation.executable).toBeNull();
    const pushes = a.integrity.filter((f) => /git push/.test(f.why));
    expect(pushes[0]?.step).toBe(88);
    expect(t.steps[88]?.tool?.command?.text).toBe("git push 2>&1");
    expect(a.integrity.every((f) => f.kind === "network")).toBe(true);
    // Figure 11's table holds every counted step once.
    expect(a.toolUse.flat().reduce((x, y) => x + y)).toBe(186);
  });

  it("OpenHands multi-SWE-bench: building the C program with make is an executable", async () => {
    const { t, a } = await analyze(
      "OpenHands__OpenHands/evaluation/benchmarks/multi_swe_bench/examples/output.jsonl",
    );
    expect(a.creation.executable).toMatchObject({ step: 19, why: "builds a program (make)" });
    expect(t.steps[19]?.tool?.command?.text).toMatch(/make/);
  });

  it("Inspect: a browser agent's steps are network steps", async () => {
    const { a } = await analyze(
      "UKGovernmentBEIS__inspect_ai/tests/analysis/test_logs/2025-05-12T20-27-36-04-00_browser.json",
    );
    expect(a.integrity.map((f) => f.why)).toEqual([
      "uses a web tool (web_browser_go)",
      "uses a web tool (web_browser_click)",
      "uses a web tool (web_browser_click)",
      "uses a web tool (web_browser_click)",
    ]);
  });
});
