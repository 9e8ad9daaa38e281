/**
 * `tsb run --resume`: a run killed part way (kill -9 of its whole process group, as a reboot or a
 * session's end does) is finished by a second `tsb run` with `--resume`, and the bundle is the one
 * an unbroken run with the same seed writes: the same runs, each ended the same way, the same
 * confirmations and scores, and no journal left in it.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOURNAL_DIR } from "../../evaluator/runner/run-journal.ts";
import {
  GOOD_SUITE,
  PYTEST,
  writeSuite,
  writeTestBenchmark,
} from "../../evaluator/runner/testing/benchmark.ts";
import { runAndKill, tsbInProcess } from "./testing/tsb-cli.ts";

let root: string;
let benchmarkDir: string;
let submission: string;
const SEED = "5eed5eed5eed5eed";

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "tsb-cli-resume-"));
  ({ dir: benchmarkDir, submission } = await writeTestBenchmark(path.join(root, "benchmark")));
  await writeSuite(path.join(root, "suites", "adder"), GOOD_SUITE);
  // One mutant's patch is stale on purpose (its build fails, exit 1); the rest build.
  await tsb("build", "--benchmark", benchmarkDir, "--cache", path.join(root, "cache"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const tsb = (...argv: string[]) => tsbInProcess(argv);

const options = (out: string, ...more: string[]) => [
  "run",
  "--benchmark",
  benchmarkDir,
  "--suites",
  path.join(root, "suites"),
  "--cache",
  path.join(root, "cache"),
  // Deselects the test that would hang on the `seven-hangs` mutant, to keep this test short.
  "--cmd",
  `${PYTEST} -k 'not seven' --junitxml={junit}`,
  "--runs",
  "2",
  "--timeout",
  "60",
  "--jobs",
  "1",
  "--submission",
  submission,
  "--out",
  out,
  ...more,
];

type Outcomes = Record<string, { exitCode?: number | null; timedOut?: boolean } | undefined>;
const outcomes = async (bundle: string): Promise<Outcomes> =>
  JSON.parse(
    await readFile(path.join(bundle, "instances", "adder", "outcomes.json"), "utf8"),
  ) as Outcomes;
/** Each run and how it ended, without its duration (which differs between two runs). */
const endings = (o: Outcomes) =>
  Object.fromEntries(
    Object.entries(o).map(([run, v]) =>
      run === "protocol" ? [run, v] : [run, { exitCode: v?.exitCode, timedOut: v?.timedOut }],
    ),
  );

describe("tsb run --resume", () => {
  it("finishes a killed run into the bundle an unbroken run with its seed writes", async () => {
    const whole = path.join(root, "whole");
    expect((await tsb(...options(whole, "--seed", SEED))).code).toBe(0);

    const stopped = path.join(root, "stopped");
    const kept = await runAndKill(options(stopped).slice(1), stopped, 2);
    expect(kept).toBeGreaterThanOrEqual(2);
    expect(existsSync(path.join(stopped, "instances", "adder", "outcomes.json"))).toBe(false);

    // Started again without --resume, or with other options, it says what to do.
    const again = await tsb(...options(stopped));
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("holds a run that stopped before its end; add --resume");
    const other = await tsb(...options(stopped, "--resume", "--runs", "3"));
    expect(other.stderr).toMatch(/started with other options.*runs was 2, now 3/);
    const otherSeed = await tsb(...options(stopped, "--resume", "--seed", "0123456789abcdef"));
    expect(otherSeed.stderr).toMatch(/drop --seed to resume it/);

    // The stopped run's seed is its own (random): give the unbroken run that one.
    const events = path.join(root, "resumed.ndjson");
    const resumed = await tsb(...options(stopped, "--resume", "--events", events));
    expect(resumed.code).toBe(0);
    // The kept runs are taken from the journal, not run again; every other run is run.
    const lines = (await readFile(events, "utf8"))
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { type: string; resumed?: true });
    const finished = lines.filter((e) => e.type === "run-finished");
    expect(finished.filter((e) => e.resumed).length).toBe(kept);
    expect(lines.filter((e) => e.type === "run-started").length).toBe(finished.length - kept);
    expect(resumed.stderr).toMatch(new RegExp(`${kept} runs finished before it stopped are kept`));
    expect(existsSync(path.join(stopped, JOURNAL_DIR))).toBe(false);
    const seed = ((await outcomes(stopped)).protocol as unknown as { seed: string }).seed;
    const twin = path.join(root, "twin");
    expect((await tsb(...options(twin, "--seed", seed))).code).toBe(0);
    expect(endings(await outcomes(stopped))).toEqual(endings(await outcomes(twin)));
    expect(Object.keys(await outcomes(stopped)).some((k) => k.startsWith("confirm/"))).toBe(true);
    expect(existsSync(path.join(whole, JOURNAL_DIR))).toBe(false);

    const resumeDone = await tsb(...options(stopped, "--resume"));
    expect(resumeDone.stderr).toContain("holds no run to resume");
  }, 300_000);
});
