/**
 * The baseline agent's demo bundles (docs/demo-data.md, "The baseline agent"): the floor of the
 * leaderboard, with a real ATIF trajectory per instance. Checked here: each trajectory reads,
 * says what the suite in the bundle is (every file the bundle carries was written, with these
 * bytes, by a step of the log), fills the instance's steps, and the floor stays below every
 * agent-written suite on both versions.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findBenchmark } from "../benchmark/load-benchmark.ts";
import { openBundle } from "../bundle/open-bundle.ts";
import { unpackChunk } from "../trajectory/packed-steps.ts";
import type { ScoredBundle } from "../types.ts";
import { scoreBundle } from "./score-bundle.ts";

const root = path.join(import.meta.dirname, "..", "..", "data");

async function score(name: string): Promise<ScoredBundle> {
  const dir = path.join(root, "bundles", name);
  const { benchmark: id } = JSON.parse(readFileSync(path.join(dir, "submission.json"), "utf8")) as {
    benchmark: string;
  };
  const bundle = await openBundle(dir);
  try {
    return await scoreBundle(bundle, await findBenchmark(id, path.join(root, "benchmarks")));
  } finally {
    await bundle.close();
  }
}

describe.each([
  ["baseline-agent", "tsb-mini@1.0"],
  ["baseline-agent-1.1", "tsb-mini@1.1"],
])("the baseline agent's bundle %s", (name, benchmark) => {
  it("carries a readable ATIF trajectory per instance that wrote exactly the bundle's suite", async () => {
    const scored = await score(name);
    expect(scored.report.benchmark).toBe(benchmark);
    expect(scored.warnings.filter((w) => w.includes("trajectory"))).toEqual([]);
    for (const detail of scored.details) {
      const [t, ...more] = detail.trajectories ?? [];
      expect(more, detail.instanceId).toEqual([]);
      expect(t?.format).toBe("atif");
      expect(t?.analysis?.integrity).toEqual([]);
      expect(t?.analysis?.creation).toEqual({ executable: null, mutants: null });
      const steps = t!.steps!.chunks.flatMap(unpackChunk);
      const written = new Map(
        steps
          .filter((s) => s.tool?.name === "write_file")
          .map((s) => {
            // The reader keeps 4 KiB of a tool's input; this agent's files are smaller.
            expect(s.tool!.input!.truncated).toBe(false);
            const input = JSON.parse(s.tool!.input!.text) as { path: string; content: string };
            return [input.path.replace(/^suite\//, ""), input.content] as const;
          }),
      );
      for (const [file, content] of detail.suiteFiles)
        expect(written.get(file), `${detail.instanceId}/${file}`).toBe(content);
      expect([...written.keys()].sort()).toEqual([...detail.suiteFiles.keys()].sort());
      expect(t?.analysis?.suiteWrites.flatMap((w) => w.files).sort()).toEqual(
        [...detail.suiteFiles.keys()].sort(),
      );
      const score = scored.report.instances.find((i) => i.id === detail.instanceId)!;
      expect(score.cost).toEqual({
        costUsd: 0,
        durationSec: expect.any(Number) as number,
        steps: 7,
      });
    }
  });

  it("is the floor: below every agent-written suite of its version", async () => {
    const floor = (await score(name)).report.summary.mutationScore;
    const suffix = benchmark.endsWith("1.1") ? "-1.1" : "";
    const agents = readdirSync(path.join(root, "bundles")).filter((n) =>
      new RegExp(`^agent-[a-z]+${suffix.replace(".", "\\.")}$`).test(n),
    );
    expect(agents.length).toBeGreaterThanOrEqual(3);
    for (const agent of agents)
      expect(floor, agent).toBeLessThan((await score(agent)).report.summary.mutationScore);
  });
});
