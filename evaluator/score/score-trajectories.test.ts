import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadBenchmark, type BenchmarkDefinition } from "../benchmark/load-benchmark.ts";
import { openBundle } from "../bundle/open-bundle.ts";
import { readBundleTrajectories } from "../trajectory/bundle-trajectories.ts";
import { unpackChunk } from "../trajectory/packed-steps.ts";
import type { ScoredBundle } from "../types.ts";
import { scoreBundle } from "./score-bundle.ts";
import { copyFixtureBundle, fixtureBenchmark, repoRoot, scratchDir } from "./testing/fixtures.ts";

/** A real trajectory: the baseline agent's ATIF log of writing tally's suite (docs/demo-data.md). */
const atif = readFileSync(
  path.join(repoRoot, "data/suites/baseline-agent/1.0/trajectories/tally/trajectory.json"),
  "utf8",
);

let benchmark: BenchmarkDefinition;
let scratch: ReturnType<typeof scratchDir>;
let bundleDir: string;

beforeAll(async () => {
  benchmark = await loadBenchmark(fixtureBenchmark);
});
beforeEach(() => {
  scratch = scratchDir();
  bundleDir = copyFixtureBundle(path.join(scratch.dir, "bundle"));
});
afterEach(() => scratch.remove());

const write = (rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(bundleDir, rel)), { recursive: true });
  writeFileSync(path.join(bundleDir, rel), text);
};

async function score(): Promise<ScoredBundle> {
  const bundle = await openBundle(bundleDir);
  try {
    return await scoreBundle(bundle, benchmark);
  } finally {
    await bundle.close();
  }
}

const detailOf = (s: ScoredBundle, id: string) => s.details.find((d) => d.instanceId === id)!;
const scoreOf = (s: ScoredBundle, id: string) => s.report.instances.find((i) => i.id === id)!;

describe("trajectories in a bundle", () => {
  it("reads an instance's trajectory, analyses it and fills run.json's missing steps from it", async () => {
    write("instances/counter/trajectory/trajectory.json", atif);
    const scored = await score();
    const [t] = detailOf(scored, "counter").trajectories!;
    expect(t).toMatchObject({
      path: "instances/counter/trajectory/trajectory.json",
      instanceId: "counter",
      format: "atif",
      analysis: { agentSteps: 7, creation: { executable: null, mutants: null }, integrity: [] },
    });
    expect(t?.steps?.kinds).toBe("usrrawwwxa");
    expect(unpackChunk(t!.steps!.chunks[0]!)[3]?.tool?.command?.text).toBe("cat spec.md");
    // counter's run.json gives a cost and no steps: the trajectory's 7 steps fill them.
    expect(scoreOf(scored, "counter").cost).toEqual({ costUsd: 0.75, steps: 7 });
    expect(scored.warnings.join("\n")).not.toMatch(/trajectory/);
  });

  it("keeps run.json's own steps, and fills none for an instance without a trajectory", async () => {
    write("instances/greet/trajectory/trajectory.json", atif);
    const scored = await score();
    expect(scoreOf(scored, "greet").cost?.steps).toBe(42);
    expect(scoreOf(scored, "counter").cost).toEqual({ costUsd: 0.75 });
  });

  it("still scores a bundle whose trajectory is unreadable, with a warning naming file and line", async () => {
    const clean = await score();
    write(
      "instances/counter/trajectory/session.jsonl",
      '{"type":"user","sessionId":"s"}\n{"type":',
    );
    write("instances/greet/trajectory/notes.txt", "the agent's notes\n");
    const scored = await score();
    expect(scored.report.summary).toEqual(clean.report.summary);
    expect(scored.warnings).toContainEqual(
      expect.stringMatching(
        /^instances\/counter\/trajectory\/session\.jsonl:2: not a JSON record: .*the bundle still scores\)$/,
      ),
    );
    expect(scored.warnings).toContainEqual(
      expect.stringMatching(
        /^instances\/greet\/trajectory\/notes\.txt:1: is not a trajectory format this reader knows/,
      ),
    );
    const [unread] = detailOf(scored, "counter").trajectories!;
    expect(unread?.path).toBe("instances/counter/trajectory/session.jsonl");
    expect(unread?.error).toMatch(/^instances\/counter\/trajectory\/session\.jsonl:2:/);
    expect(unread?.steps).toBeUndefined();
    expect(scoreOf(scored, "counter").cost).toEqual({ costUsd: 0.75 });
  });

  it("keeps a top-level trajectory as the whole generation's", async () => {
    write("trajectory/trajectory.json", atif);
    const scored = await score();
    expect(scored.trajectories).toEqual([
      expect.objectContaining({ path: "trajectory/trajectory.json", instanceId: null }),
    ]);
    expect(detailOf(scored, "counter").trajectories).toBeUndefined();
  });

  it("refuses to read a file over the size or step limit, naming it", async () => {
    write("instances/counter/trajectory/trajectory.json", atif);
    const bundle = await openBundle(bundleDir);
    const warnings: string[] = [];
    const context = () => ({ programNames: [], suiteFiles: [], otherInstances: [] });
    const path = "instances/counter/trajectory/trajectory.json";
    try {
      const [big] = await readBundleTrajectories(
        bundle,
        [path],
        "counter",
        context,
        new Set(),
        warnings,
        {
          maxFileBytes: 1000,
          maxSteps: 100,
        },
      );
      expect(big?.error).toMatch(
        /^instances\/counter\/trajectory\/trajectory\.json: \d+ bytes, over the 1000-byte limit/,
      );
      const [long] = await readBundleTrajectories(
        bundle,
        [path],
        "counter",
        context,
        new Set(),
        warnings,
        {
          maxFileBytes: 1e9,
          maxSteps: 5,
        },
      );
      expect(long?.error).toBe(`${path}: 10 steps, over the limit of 5`);
      expect(warnings).toHaveLength(2);
    } finally {
      await bundle.close();
    }
  });
});
