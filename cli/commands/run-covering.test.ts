/**
 * Covering-tests mode end to end, through `tsb run --covering-tests` and `tsb worker`'s, on a
 * tiny C benchmark with gcov: each mutant runs only the tests whose coverage of the reference
 * reached its changed lines, a mutant no test reached is not run and scores survived, and every
 * status equals the full protocol's.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../../evaluator/bundle/open-bundle.ts";
import { defaultLimits, detectSandbox } from "../../evaluator/runner/sandbox.ts";
import {
  PYTEST,
  writeBenchmarkFolder,
  writeSubmission,
  writeSuite,
} from "../../evaluator/runner/testing/benchmark.ts";
import { getScoreReport } from "../../db/queries/score-report.ts";
import { tempDb } from "../../db/testing/temp-db.ts";
import { storeBenchmark } from "../../ingest/store-benchmark.ts";
import { ingestBundle } from "../ingest-bundle.ts";
import { runWorker } from "../worker/worker.ts";
import { runAndKill, spawnTsb, tsbOk } from "./testing/tsb-cli.ts";

const PICK = `#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int twice(int n) {
  return 2 * n;
}

static int negate(int n) {
  return -n;
}

int main(int argc, char **argv) {
  if (argc > 2 && strcmp(argv[1], "twice") == 0) {
    printf("%d\\n", twice(atoi(argv[2])));
    return 0;
  }
  if (argc > 2 && strcmp(argv[1], "negate") == 0) {
    printf("%d\\n", negate(atoi(argv[2])));
    return 0;
  }
  fputs("usage: pick twice|negate N\\n", stderr);
  return 2;
}
`;

/** A one-line change to pick.c as a unified diff with the file's whole text as context. */
function patch(oldLine: string, newLine: string): string {
  const lines = PICK.split("\n").slice(0, -1);
  const index = lines.indexOf(oldLine);
  if (index < 0) throw new Error(`no line '${oldLine}'`);
  const body = lines.map((l, i) => (i === index ? `-${l}\n+${newLine}` : ` ${l}`));
  return `--- a/pick.c\n+++ b/pick.c\n@@ -1,${lines.length} +1,${lines.length} @@\n${body.join("\n")}\n`;
}

const MUTANTS = {
  // Reached by test_twice alone.
  "twice-triples": patch("  return 2 * n;", "  return 3 * n;"),
  // Reached by test_usage alone.
  "usage-zero": patch("  return 2;", "  return 0;"),
  // Reached by no test: the suite never negates.
  "negate-identity": patch("  return -n;", "  return n;"),
};

const SUITE_TEXT = `import subprocess

def run(*args):
    return subprocess.run(["./executable", *args], capture_output=True, text=True, timeout=60)

def test_twice():
    assert run("twice", "21").stdout == "42\\n"

def test_usage():
    assert run().returncode == 2
`;
const SUITE = { "test_pick.py": SUITE_TEXT };
/** The benchmark's own reference suite, which the worker's self-check runs: it also negates. */
const REFERENCE_SUITE = {
  "test_pick.py": `${SUITE_TEXT}
def test_negate():
    assert run("negate", "5").stdout == "-5\\n"
`,
};
const TARGETS: Record<string, string> = {
  "twice-triples": "test_pick.test_twice",
  "usage-zero": "test_pick.test_usage",
  "negate-identity": "test_pick.test_negate",
};

let root: string;
const benchmarkDir = () => path.join(root, "benchmarks", "pick");
const cacheDir = () => path.join(root, "cache");

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "tsb-covering-"));
  await writeBenchmarkFolder(
    benchmarkDir(),
    // Verified in covering mode by its own say (benchmark.json's `verification`), which tsb run
    // ignores: the worker test below runs without --covering-tests.
    { name: "covering-test", version: "1", description: "", verification: { coveringTests: true } },
    {
      id: "pick",
      title: "pick",
      language: "c",
      sections: [{ id: "ops", title: "Operations" }],
      referenceTests: 2,
      mutants: Object.entries(MUTANTS).map(([id, patch]) => ({
        id,
        section: "ops",
        targetTest: TARGETS[id]!,
        description: id,
        patch,
      })),
      spec: "# pick\n\n## Operations\n\ntwice, negate.\n",
      reference: {
        "pick.c": PICK,
        "build.sh": "#!/usr/bin/env bash\nset -e\ncc -std=c11 -O2 -o executable pick.c\n",
      },
    },
  );
  await writeSubmission(path.join(root, "submission.json"), "covering-test@1", "m", "a");
  const instance = path.join(benchmarkDir(), "instances", "pick");
  await writeSuite(path.join(instance, "tests"), REFERENCE_SUITE);
  await writeSuite(path.join(root, "suites", "pick"), SUITE);
  tsb("build", "--benchmark", benchmarkDir(), "--cache", cacheDir());
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const tsb = (...args: string[]) => tsbOk(args);

/** `tsb run`'s arguments (after `run`) for a bundle in `out`, with the seed every run here shares. */
const runArgs = (out: string, extra: string[], suites = "suites") => [
  ...["--benchmark", benchmarkDir(), "--suites", path.join(root, suites)],
  ...["--out", path.join(root, out), "--cache", cacheDir(), "--slot-base", "58"],
  ...["--submission", path.join(root, "submission.json"), "--seed", "c0ffee00c0ffee00"],
  ...["--cmd", `${PYTEST} --junitxml={junit}`, "--jobs", "2", "--env", "host", ...extra],
];

async function runAndScore(out: string, extra: string[], suites = "suites") {
  const run = spawnTsb(["run", ...runArgs(out, extra, suites)]);
  if (run.code !== 0) throw new Error(`tsb run exited ${run.code}:\n${run.stderr}`);
  const report = JSON.parse(
    tsb("score", path.join(root, out), "--benchmark", benchmarkDir(), "--json"),
  ) as { instances: Array<{ mutantResults: Array<{ id: string; status: string }> }> };
  const outcomes = JSON.parse(
    await readFile(path.join(root, out, "instances", "pick", "outcomes.json"), "utf8"),
  ) as Record<string, { selected?: string[]; notReached?: true }>;
  const statuses = Object.fromEntries(
    report.instances[0]!.mutantResults.map((m) => [m.id, m.status]),
  );
  return { statuses, outcomes, stderr: run.stderr };
}

type Scored = Awaited<ReturnType<typeof runAndScore>>;
let fullRun: Promise<Scored> | undefined;
let coveringRun: Promise<Scored> | undefined;
/** The suite under the full protocol, run once for every test that compares with it. */
const fullProtocol = () => (fullRun ??= runAndScore("full", []));
/** The suite in covering mode, unbroken, run once for every test that compares with it. */
const unbrokenCovering = () => (coveringRun ??= runAndScore("covering", ["--covering-tests"]));

describe("covering-tests mode", () => {
  it("runs each mutant with the tests that reached it, skips the unreached, and scores as the full protocol", async () => {
    const full = await fullProtocol();
    const covering = await unbrokenCovering();
    expect(full.statuses).toEqual({
      "negate-identity": "survived",
      "twice-triples": "killed",
      "usage-zero": "killed",
    });
    expect(covering.statuses).toEqual(full.statuses);
    expect(covering.outcomes["mutants/twice-triples"]?.selected).toEqual(["test_pick.test_twice"]);
    expect(covering.outcomes["mutants/usage-zero"]?.selected).toEqual(["test_pick.test_usage"]);
    expect(covering.outcomes["mutants/negate-identity"]).toMatchObject({ notReached: true });
    // The full protocol ran every mutant with the whole suite.
    expect(full.outcomes["mutants/twice-triples"]?.selected).toBeUndefined();
    expect(full.outcomes["mutants/negate-identity"]?.notReached).toBeUndefined();
  }, 300_000);

  it("resumes a covering run killed part way, its coverage run kept, into the unbroken run's bundle", async () => {
    const out = path.join(root, "stopped");
    const kept = await runAndKill(runArgs("stopped", ["--covering-tests", "--jobs", "1"]), out, 1);
    const events = path.join(root, "stopped.ndjson");
    const resumed = await runAndScore("stopped", [
      "--covering-tests",
      "--resume",
      "--events",
      events,
    ]);
    const lines = (await readFile(events, "utf8"))
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { type: string; resumed?: true });
    // The coverage run and the kept runs were taken from the journal, not run again, and it says so.
    expect(lines.find((e) => e.type === "coverage-finished")?.resumed).toBe(true);
    expect(resumed.stderr).toContain(
      `${kept} runs finished before it stopped are kept, and the coverage run of pick`,
    );
    expect(lines.filter((e) => e.type === "run-finished" && e.resumed).length).toBe(kept);
    const unbroken = await unbrokenCovering();
    expect(resumed.statuses).toEqual(unbroken.statuses);
    const selection = (o: typeof resumed.outcomes) =>
      Object.fromEntries(Object.entries(o).map(([run, v]) => [run, [v.selected, v.notReached]]));
    expect(selection(resumed.outcomes)).toEqual(selection(unbroken.outcomes));
  }, 300_000);

  it("records each test's coverage when the suite starts the program with an empty environment", async () => {
    // env={} drops GCOV_PREFIX, which the plugin sets per test; ./executable's launcher sets it.
    const emptyEnv = SUITE_TEXT.replace("timeout=60)", "timeout=60, env={})");
    expect(emptyEnv).not.toBe(SUITE_TEXT);
    await writeSuite(path.join(root, "suites-env", "pick"), { "test_pick.py": emptyEnv });
    const covering = await runAndScore("covering-env", ["--covering-tests"], "suites-env");
    expect(covering.statuses).toEqual({
      "negate-identity": "survived",
      "twice-triples": "killed",
      "usage-zero": "killed",
    });
    expect(covering.outcomes["mutants/twice-triples"]?.selected).toEqual(["test_pick.test_twice"]);
    expect(covering.outcomes["mutants/usage-zero"]?.selected).toEqual(["test_pick.test_usage"]);
    expect(covering.outcomes["mutants/negate-identity"]).toMatchObject({ notReached: true });
    const coverage = JSON.parse(
      await readFile(
        path.join(root, "covering-env", "instances", "pick", "coverage", "coverage.json"),
        "utf8",
      ),
    ) as { granularity: string; tests: Record<string, Record<string, string>> };
    expect(coverage.granularity).toBe("test");
    expect(Object.keys(coverage.tests).sort()).toEqual([
      "test_pick.test_twice",
      "test_pick.test_usage",
    ]);
    for (const lines of Object.values(coverage.tests)) expect(lines["pick.c"]).toBeDefined();
  }, 300_000);

  it.runIf(process.getuid?.() === 0)(
    "runs the coverage run in the run's own slots (--slot-base), as its other runs",
    async () => {
      // The program runs only as the uids of slots 58 and 59: a coverage run in another slot
      // would see no test reach any line, and covering mode would run nothing on any mutant.
      const asSlot = SUITE_TEXT.replace(
        "def run(*args):\n",
        "import os\n\ndef run(*args):\n    assert os.getuid() in (61058, 61059), os.getuid()\n",
      );
      expect(asSlot).not.toBe(SUITE_TEXT);
      await writeSuite(path.join(root, "suites-uid", "pick"), { "test_pick.py": asSlot });
      const covering = await runAndScore("covering-uid", ["--covering-tests"], "suites-uid");
      expect(covering.outcomes["mutants/twice-triples"]?.selected).toEqual([
        "test_pick.test_twice",
      ]);
      expect(covering.statuses["twice-triples"]).toBe("killed");
    },
    300_000,
  );

  it("in tsb worker, as the benchmark asks: the same statuses, each mutant's covering tests kept as its selection", async () => {
    const { db, cleanup } = tempDb();
    try {
      await storeBenchmark(db, await loadBenchmark(benchmarkDir()));
      const bundleDir = path.join(root, "suites-only");
      await writeSuite(path.join(bundleDir, "instances", "pick", "suite"), SUITE);
      await writeFile(
        path.join(bundleDir, "submission.json"),
        await readFile(path.join(root, "submission.json")),
      );
      const bundle = await openBundle(bundleDir);
      const { id } = await ingestBundle(db, bundle, {
        benchmarksRoot: path.join(root, "benchmarks"),
        owner: "tester",
        workers: 0,
      }).finally(() => bundle.close());
      await runWorker({
        db,
        jobs: 2,
        slotBase: 60,
        once: true,
        sandbox: await detectSandbox(false),
        limits: defaultLimits,
        command: `${PYTEST} --junitxml={junit}`,
        minTimeoutSec: 4,
        logCap: 16_384,
        leaseMs: 30_000,
        pollMs: 100,
        prepare: {
          benchmarksRoot: path.join(root, "benchmarks"),
          cacheDirOf: (b) => path.join(root, "worker-cache", `${b.name}@${b.version}`),
          workDir: path.join(root, "work"),
          buildJobs: 2,
          log: () => undefined,
        },
        log: () => undefined,
      });
      const tasks = db.$client
        .prepare(
          "SELECT run, select_tests AS selectTests, not_reached AS notReached FROM verification_tasks WHERE run LIKE 'mutants/%' ORDER BY run",
        )
        .all();
      expect(tasks).toEqual([
        { run: "mutants/negate-identity", selectTests: null, notReached: 1 },
        { run: "mutants/twice-triples", selectTests: '["test_pick.test_twice"]', notReached: null },
        { run: "mutants/usage-zero", selectTests: '["test_pick.test_usage"]', notReached: null },
      ]);
      const job = db.$client
        .prepare("SELECT state FROM verification_jobs WHERE submission_id = ?")
        .get(id) as { state: string };
      expect(job.state).toBe("verified");
      const report = await getScoreReport(id, db);
      expect(
        Object.fromEntries(report!.instances[0]!.mutantResults.map((m) => [m.id, m.status])),
      ).toEqual((await fullProtocol()).statuses);
    } finally {
      cleanup();
    }
  }, 300_000);
});
