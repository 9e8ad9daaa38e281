import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadBenchmark } from "../benchmark/load-benchmark.ts";
import { openBundle, type BundleReader } from "../bundle/open-bundle.ts";
import { BundleError } from "../errors.ts";
import { scoreBundle } from "./score-bundle.ts";
import { scoreSubmittedBundle } from "./score-submitted.ts";
import { fixtureBenchmark, fixtureBundle } from "./testing/fixtures.ts";

const fixturesRoot = path.dirname(fixtureBenchmark);

async function withBundle<T>(action: (bundle: BundleReader) => Promise<T>): Promise<T> {
  const bundle = await openBundle(fixtureBundle);
  try {
    return await action(bundle);
  } finally {
    await bundle.close();
  }
}

describe("scoreSubmittedBundle", () => {
  it("scores against the benchmark submission.json names, reading submission.json once", async () => {
    const reads: string[] = [];
    const { scored, benchmark } = await withBundle((bundle) => {
      const read = bundle.read.bind(bundle);
      bundle.read = (file) => {
        reads.push(file);
        return read(file);
      };
      return scoreSubmittedBundle(bundle, { benchmarksRoot: fixturesRoot });
    });
    expect(`${benchmark.name}@${benchmark.version}`).toBe("fixture-bench@1");
    expect(reads.filter((f) => f === "submission.json")).toHaveLength(1);
    const direct = await withBundle(async (bundle) =>
      scoreBundle(bundle, await loadBenchmark(fixtureBenchmark)),
    );
    expect(JSON.stringify(scored.report)).toBe(JSON.stringify(direct.report));
  });

  it("names submission.json when the benchmark it names is not under the root", async () => {
    const error = await withBundle((bundle) =>
      scoreSubmittedBundle(bundle, { benchmarksRoot: path.join(fixturesRoot, "bundles") }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BundleError);
    expect((error as BundleError).message).toMatch(
      /submission\.json.*unknown benchmark 'fixture-bench@1'/,
    );
  });
});
