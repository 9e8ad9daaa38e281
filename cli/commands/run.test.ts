import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GOOD_SUITE,
  PYTEST,
  writeSuite,
  writeTestBenchmark,
} from "../../evaluator/runner/testing/benchmark.ts";
import { tsbInProcess } from "./testing/tsb-cli.ts";

let root: string;
let benchmarkDir: string;
let submission: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "tsb-cli-run-"));
  ({ dir: benchmarkDir, submission } = await writeTestBenchmark(path.join(root, "benchmark")));
  await writeSuite(path.join(root, "suites", "adder"), GOOD_SUITE);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const tsb = (...argv: string[]) => tsbInProcess(argv);

describe("tsb build, run and merge from the command line", () => {
  const cache = () => path.join(root, "cache");
  // Deselects the test that would hang on the `seven-hangs` mutant, to keep this test short.
  const cmd = `${PYTEST} -k 'not seven' --junitxml={junit}`;
  const common = () => [
    "--benchmark",
    benchmarkDir,
    "--suites",
    path.join(root, "suites"),
    "--cache",
    cache(),
    "--cmd",
    cmd,
    "--runs",
    "2",
    "--timeout",
    "60",
  ];

  it("builds, reporting the broken mutant and exiting 1", async () => {
    const result = await tsb("build", "--benchmark", benchmarkDir, "--cache", cache());
    expect(result.code).toBe(1);
    // The reference three times (one build per reference variant) and three mutants.
    expect(result.stdout).toMatch(/6 built, 0 unchanged, 1 failed/);
    expect(result.stderr).toMatch(/failed adder\/mutants\/stale-patch: .*does not apply/);
  });

  it("runs two shards with events on stdout, merges them, and the merged bundle scores", async () => {
    const shards = [1, 2].map((k) => path.join(root, `shard-${k}`));
    for (const [i, out] of shards.entries()) {
      const result = await tsb(
        "run",
        ...common(),
        "--submission",
        submission,
        "--shard",
        `${i + 1}/2`,
        "--events",
        "--out",
        out,
      );
      expect(result.code).toBe(0);
      const events = result.stdout
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as { type: string });
      expect(events.at(-1)?.type).toBe("finished");
      expect(result.stderr).toMatch(/sandbox: bubblewrap/);
    }
    const merged = path.join(root, "merged");
    expect((await tsb("merge", ...shards, "--out", merged)).code).toBe(0);
    const scored = await tsb("score", merged, "--benchmark", benchmarkDir, "--json");
    const report = JSON.parse(scored.stdout) as {
      instances: Array<{ mutationScore: number; validityRate: number }>;
    };
    // test_seven deselected: empty-silent killed, seven-hangs and abs-value survive, stale-patch no-result.
    expect(report.instances[0]).toMatchObject({ mutationScore: 0.25, validityRate: 2 / 3 });
    expect(await readFile(path.join(merged, "submission.json"), "utf8")).toContain("test-model");
  });

  it("rejects bad options and incomplete merges with clear messages", async () => {
    const noJunit = await tsb(
      "run",
      ...common().slice(0, -6),
      "--cmd",
      "pytest",
      "--out",
      path.join(root, "x"),
    );
    expect(noJunit).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("--cmd: the template must contain {junit}") as unknown,
    });
    const shard = await tsb("run", ...common(), "--shard", "3/2", "--out", path.join(root, "y"));
    expect(shard.stderr).toContain("--shard: expected k/n with 1 ≤ k ≤ n");
    const gap = await tsb("merge", path.join(root, "shard-1"), "--out", path.join(root, "gap"));
    expect(gap.code).toBe(1);
    expect(gap.stderr).toMatch(/missing runs: .*shards 2\/2 not given/);
  });
});

describe.runIf(process.getuid?.() === 0)("tsb run --slot-base", () => {
  // Two shards on one machine run their suites as uids apart: this suite passes only as the
  // uids of slots 56 and 57, so a run in another slot makes its test invalid.
  const suite = {
    "test_uid.py": `import os

def test_runs_as_a_slot_of_its_own():
    assert os.getuid() in (61056, 61057), os.getuid()
`,
  };
  const run = (out: string, ...more: string[]) =>
    tsb(
      "run",
      "--benchmark",
      benchmarkDir,
      "--suites",
      path.join(root, "uid-suites"),
      "--cache",
      path.join(root, "cache"),
      "--cmd",
      `${PYTEST} --junitxml={junit}`,
      "--instances",
      "adder",
      "--runs",
      "2",
      "--jobs",
      "2",
      "--timeout",
      "60",
      "--no-confirm",
      "--submission",
      submission,
      "--out",
      path.join(root, out),
      ...more,
    );
  const validity = async (out: string) => {
    const scored = await tsb("score", path.join(root, out), "--benchmark", benchmarkDir, "--json");
    return (JSON.parse(scored.stdout) as { instances: Array<{ validityRate: number }> })
      .instances[0]?.validityRate;
  };

  it("runs the suites in slots base, base + 1, …, and refuses a bad base", async () => {
    await writeSuite(path.join(root, "uid-suites", "adder"), suite);
    await tsb("build", "--benchmark", benchmarkDir, "--cache", path.join(root, "cache"));
    expect((await run("slots-56", "--slot-base", "56")).code).toBe(0);
    expect(await validity("slots-56")).toBe(1);
    expect((await run("slots-0")).code).toBe(0);
    expect(await validity("slots-0")).toBe(0);
    const bad = await run("bad", "--slot-base", "-1");
    expect(bad).toMatchObject({
      code: 2,
      stderr: expect.stringContaining(
        "--slot-base: expected a whole number from 0 to 1000",
      ) as unknown,
    });
  });
});

describe("tsb run --explain", () => {
  it("lists what a suite sees, the interpreters found at start-up, and the caps; runs nothing", async () => {
    const { code, stdout } = await tsb("run", "--explain", "--disk", "100", "--tmp", "50");
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ {2}\/usr +system programs and libraries, served from memory$/m);
    expect(stdout).toMatch(/every file served from memory \(a tmpfs copy at /);
    expect(stdout).toContain("no memory across runs:");
    expect(stdout).toContain("scoring names each such kill 'hedged'");
    const python = path.dirname(path.dirname(PYTEST.split(" ")[0]!));
    expect(stdout).toContain(`python3 (`);
    expect(stdout).toMatch(new RegExp(`PATH inside: ${python}/bin:`));
    expect(stdout).toContain("the run folder, 100 MiB (--disk)");
    expect(stdout).toContain("50 MiB (--tmp)");
    for (const hidden of ["/home", "/root ", "/srv", "/var", "/opt", process.cwd()])
      expect(stdout).not.toMatch(new RegExp(`^ {2}${hidden}`, "m"));
  });

  it("still requires the run's folders when running", async () => {
    const { code, stderr } = await tsb("run", "--suites", "x", "--out", "y");
    expect(code).toBe(2);
    expect(stderr).toContain("--benchmark is required");
  });
});
