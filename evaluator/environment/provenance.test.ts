import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadBenchmark } from "../benchmark/load-benchmark.ts";
import { openBundle } from "../bundle/open-bundle.ts";
import { copyFixtureBundle, fixtureBenchmark, scratchDir } from "../score/testing/fixtures.ts";
import { bundleEnvironment } from "./provenance.ts";

const scratch = scratchDir();
afterAll(() => scratch.remove());
const declared = `sha256:${"d".repeat(64)}`;
const other = `sha256:${"e".repeat(64)}`;
let copies = 0;

/** The fixture benchmark declaring `declared`, or nothing. */
function benchmarkDir(withEnvironment: boolean): string {
  const dir = path.join(scratch.dir, `benchmark-${++copies}`);
  cpSync(fixtureBenchmark, dir, { recursive: true });
  if (withEnvironment) {
    const file = path.join(dir, "benchmark.json");
    const header = JSON.parse(readFileSync(file, "utf8")) as object;
    writeFileSync(
      file,
      JSON.stringify({ ...header, environment: { image: "i.tar", digest: declared } }),
    );
  }
  return dir;
}

/** The real-runner fixture bundle with its runs' environments set by `where(run index)`. */
function bundleWith(where: (i: number) => string | undefined): string {
  const dir = copyFixtureBundle(path.join(scratch.dir, `bundle-${++copies}`));
  const file = path.join(dir, "instances/greet/outcomes.json");
  const outcomes = JSON.parse(readFileSync(file, "utf8")) as Record<string, object>;
  Object.keys(outcomes).forEach((key, i) => {
    const environment = where(i);
    outcomes[key] = { ...outcomes[key], ...(environment ? { environment } : {}) };
  });
  writeFileSync(file, JSON.stringify(outcomes));
  return dir;
}

async function label(bundleDir: string, withEnvironment = true) {
  const bundle = await openBundle(bundleDir);
  try {
    return await bundleEnvironment(bundle, await loadBenchmark(benchmarkDir(withEnvironment)));
  } finally {
    await bundle.close();
  }
}

describe("bundleEnvironment", () => {
  it.each([
    ["declared", () => declared],
    ["host", () => "host"],
    ["other-image", () => other],
    ["unrecorded", () => undefined],
    ["mixed", (i: number) => (i === 0 ? "host" : declared)],
  ] as const)("labels a bundle whose runs were made %s", async (expected, where) => {
    expect((await label(bundleWith(where))).label).toBe(expected);
  });

  it("counts the runs per environment and names the declared image", async () => {
    const result = await label(bundleWith((i) => (i === 0 ? "host" : declared)));
    expect(result.runs.host).toBe(1);
    expect(result.runs[declared]).toBeGreaterThan(1);
    expect(result.declared).toEqual([declared]);
    expect(result.summary).toMatch(
      /^made in several environments \(runs: 1 host, \d+ sha256:d{12}…\)/,
    );
  });

  it("leaves out the mutants covering mode did not run: they ran nowhere", async () => {
    const dir = bundleWith(() => declared);
    const file = path.join(dir, "instances/greet/outcomes.json");
    const outcomes = JSON.parse(readFileSync(file, "utf8")) as Record<string, object>;
    const mutant = Object.keys(outcomes).find((k) => k.startsWith("mutants/")) as string;
    outcomes[mutant] = { exitCode: null, timedOut: false, durationSec: 0, notReached: true };
    writeFileSync(file, JSON.stringify(outcomes));
    const result = await label(dir);
    expect(result.label).toBe("declared");
    expect(result.runs).not.toHaveProperty("unrecorded");
  });

  it("has nothing to compare when the benchmark declares no environment", async () => {
    expect(
      (
        await label(
          bundleWith(() => "host"),
          false,
        )
      ).label,
    ).toBe("undeclared");
  });
});
