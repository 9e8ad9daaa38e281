/**
 * `tsb compare` end to end, spawned as a user runs it, on the real-runner fixture bundle: the
 * verification rule's decision, the mutants that disagree, and where each bundle was made.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  copyFixtureBundle,
  fixtureBenchmark,
  fixtureBundle,
  scratchDir,
} from "../../evaluator/score/testing/fixtures.ts";
import { spawnTsb } from "./testing/tsb-cli.ts";

const scratch = scratchDir();
afterAll(() => scratch.remove());

const tsb = (...args: string[]) => spawnTsb(args, scratch.dir);

/** The fixture bundle with every run of greet recorded as made in `environment`. */
function madeIn(name: string, environment: string): string {
  const dir = copyFixtureBundle(path.join(scratch.dir, name));
  const file = path.join(dir, "instances/greet/outcomes.json");
  const outcomes = JSON.parse(readFileSync(file, "utf8")) as Record<string, object>;
  for (const key of Object.keys(outcomes)) outcomes[key] = { ...outcomes[key], environment };
  writeFileSync(file, JSON.stringify(outcomes));
  return dir;
}

describe("tsb compare", () => {
  it("verifies a bundle against itself", () => {
    const result = tsb("compare", fixtureBundle, fixtureBundle, "--benchmark", fixtureBenchmark);
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/^verified: (\d+) of \1 mutants agree; M .* \(Δ 0\.0 points\)/);
    expect(result.stdout).toContain("undeclared: the benchmark declares no environment");
  });

  it("disputes a re-run in which a killed mutant left no result, and names it", () => {
    const rerun = copyFixtureBundle(path.join(scratch.dir, "lost"));
    rmSync(path.join(rerun, "instances/greet/mutants/m-count.xml"));
    const result = tsb("compare", fixtureBundle, rerun, "--benchmark", fixtureBenchmark);
    expect(result.stdout).toMatch(/^disputed: /);
    expect(result.stdout).toContain("greet/m-count: killed → no-result");
  });

  it("labels a claim made on the host against a re-run in the declared image", () => {
    const digest = `sha256:${"a".repeat(64)}`;
    const benchmark = path.join(scratch.dir, "benchmark");
    cpSync(fixtureBenchmark, benchmark, { recursive: true });
    const file = path.join(benchmark, "benchmark.json");
    const header = JSON.parse(readFileSync(file, "utf8")) as object;
    writeFileSync(file, JSON.stringify({ ...header, environment: { image: "image.tar", digest } }));
    const result = tsb(
      "compare",
      madeIn("host", "host"),
      madeIn("image", digest),
      "--benchmark",
      benchmark,
      "--json",
    );
    const json = JSON.parse(result.stdout) as {
      decision: string;
      environments: { claimed: { label: string }; rerun: { label: string } };
    };
    expect(json.decision).toBe("verified");
    expect([json.environments.claimed.label, json.environments.rerun.label]).toEqual([
      "host",
      "declared",
    ]);
  });
});
