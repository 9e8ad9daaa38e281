import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openBundle } from "../../evaluator/bundle/open-bundle.ts";
import { scoreBundle } from "../../evaluator/score/score-bundle.ts";
import { loadBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { main } from "../index.ts";
import type { Sandbox } from "../../evaluator/runner/sandbox.ts";
import { checkBenchmark, type CheckReport } from "../../evaluator/construction/check.ts";
import { formatCheck, formatTestRuns } from "../../evaluator/construction/format-check.ts";
import {
  TINY_MUTANTS,
  writeTinyBenchmark,
} from "../../evaluator/construction/testing/tiny-benchmark.ts";

/**
 * The check end to end on a benchmark the test writes itself: real builds, real pytest runs of
 * the reference suite on the reference and on each mutant, the real scorer, then the drop rule.
 */

/** The reference suites here are our own; the sandbox itself is the runner's to test. */
const NO_SANDBOX: Sandbox = { kind: "none", dropToUid: false, prlimit: false };

const made: string[] = [];
afterAll(async () => {
  for (const dir of made) await rm(dir, { recursive: true, force: true });
});

async function tiny(options: Parameters<typeof writeTinyBenchmark>[0]): Promise<string> {
  const dir = await writeTinyBenchmark(options);
  made.push(dir);
  return dir;
}

async function check(dir: string) {
  return checkBenchmark(await loadBenchmark(dir), {
    cacheDir: path.join(dir, ".cache"),
    jobs: 2,
    sandbox: NO_SANDBOX,
    referenceRuns: 1,
    timeoutSec: 60,
  });
}

/** `tsb benchmark check --json` of `dir` (one reference run, no sandbox): its exit code and report. */
async function checkJson(
  dir: string,
  ...flags: string[]
): Promise<{ code: number; report: CheckReport }> {
  const out = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  try {
    const code = await main([
      "benchmark",
      "check",
      "--benchmark",
      dir,
      "--cache",
      path.join(dir, ".cache"),
      "--runs",
      "1",
      "--no-sandbox",
      ...flags,
      "--json",
    ]);
    return { code, report: JSON.parse(String(out.mock.calls.at(-1)?.[0])) as CheckReport };
  } finally {
    out.mockRestore();
  }
}

describe("checkBenchmark", { timeout: 180_000 }, () => {
  it("reports per mutant whether its target kills it, T̄, and the paper's drop rule", async () => {
    const { revNoop, countOffByOne, wrongTarget, breaksAll } = TINY_MUTANTS;
    const mutants = [revNoop, countOffByOne, wrongTarget, breaksAll];
    const report = await check(await tiny({ mutants }));
    const [words] = report.instances;
    const byId = new Map(words!.mutants.map((m) => [m.id, m]));

    expect(byId.get("rev-noop")).toMatchObject({
      killedByTarget: true,
      otherKillers: [],
      dropped: false,
    });
    // Killed by 1 of the 5 tests other than its target: exactly 20%, which the rule keeps.
    expect(byId.get("count-off-by-one")).toMatchObject({
      killedByTarget: true,
      otherKillers: ["test_words.test_count_empty"],
      unrelatedShare: 0.2,
      dropped: false,
    });
    expect(byId.get("unknown-exit-zero")).toMatchObject({
      killedByTarget: false,
      otherKillers: ["test_words.test_unknown_exit"],
      dropped: true,
      reason: "not killed by its target test",
    });
    expect(byId.get("crash-at-start")).toMatchObject({
      killedByTarget: true,
      unrelatedShare: 1,
      dropped: true,
    });
    expect(byId.get("crash-at-start")!.otherKillers).toHaveLength(5);

    expect(words).toMatchObject({ suiteSize: 6, referenceFailures: [], dropped: 2, ok: false });
    // Only rev-noop is killed by its target alone; T̄ sizes 0, 1, 1, 5 over a suite of 6.
    expect(words!.killedOnlyByTargetShare).toBe(0.25);
    expect(words!.meanTbarShare).toBeCloseTo((0 + 1 + 1 + 5) / 6 / 4, 10);
    expect(report.summary).toMatchObject({ mutants: 4, dropped: 2 });
    expect(report.ok).toBe(false);

    const table = formatCheck(report.instances, report.summary);
    expect(table).toContain("words/unknown-exit-zero: dropped: not killed by its target test");
    expect(table).toContain(
      "words/crash-at-start: dropped: killed by 100.0% of unrelated tests (limit 20%)",
    );
    expect(table).toMatch(/^words\s+6\s+4\s+2\s+25\.0%\s+73\.0%\s+29\.17%\s+0\.17%$/m);
    expect(table).toMatch(/^words\/rev-noop\s+yes\s+0\s+0\.0%\s+kept$/m);
    expect(table).toMatch(/^words\/count-off-by-one\s+yes\s+1\s+20\.0%\s+kept$/m);
    expect(table).toMatch(/^words\/unknown-exit-zero\s+no\s+1\s+20\.0%\s+DROPPED$/m);
    expect(table).toMatch(/^words\/crash-at-start\s+yes\s+5\s+100\.0%\s+DROPPED$/m);
    expect(table).toContain("check FAILED");
  });
});

describe("tsb benchmark check", { timeout: 180_000 }, () => {
  it("passes a clean benchmark and reports its figures beside the paper's", async () => {
    const dir = await tiny({ mutants: [TINY_MUTANTS.revNoop, TINY_MUTANTS.countOffByOne] });
    const { code, report } = await checkJson(dir);
    expect(code).toBe(0);
    expect(report.ok).toBe(true);
    expect(report.paper).toEqual({ killedOnlyByTargetShare: 0.73, meanTbarShare: 0.0017 });
    expect(report.summary).toEqual({
      mutants: 2,
      dropped: 0,
      killedOnlyByTargetShare: 0.5,
      meanTbarShare: 1 / 6 / 2,
    });
  });

  it("exits 1 and says why when the reference suite fails on the reference or miscounts its tests", async () => {
    const extraTests =
      "\n\ndef test_wrong_expectation():\n    assert run('upper', 'x').stdout == 'x\\n'\n";
    const dir = await tiny({ mutants: [TINY_MUTANTS.revNoop], extraTests });
    const out = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      expect(
        await main([
          "benchmark",
          "check",
          "--benchmark",
          dir,
          "--cache",
          path.join(dir, ".cache"),
          "--runs",
          "1",
          "--no-sandbox",
        ]),
      ).toBe(1);
      const printed = out.mock.calls.map((c) => String(c[0])).join("");
      expect(printed).toContain(
        "words: reference test fails on the reference: test_words.test_wrong_expectation",
      );
      expect(printed).toContain(
        "words: the reference suite ran 7 tests; instance.json declares referenceTests 6",
      );
      expect(printed).toContain("check FAILED");
      expect(err.mock.calls.map((c) => String(c[0])).join("")).toContain(
        "check failed: 0 mutant(s) dropped; failing instances: words",
      );
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  });

  it("exits 1 on a patch whose header no longer says where it applies, and rebase-patches mends it", async () => {
    const dir = await tiny({ mutants: [TINY_MUTANTS.revNoop] });
    const patchFile = path.join(dir, "instances/words/mutants/rev-noop.patch");
    const patch = await readFile(patchFile, "utf8");
    // As if the reference had lost two lines above the hunk since the patch was made.
    const header = /^@@ -(\d+)(,\d+)? \+(\d+)/m.exec(patch)!;
    const [at, newAt] = [Number(header[1]), Number(header[3])];
    await writeFile(
      patchFile,
      patch.replace(header[0], `@@ -${at + 2}${header[2] ?? ""} +${newAt + 2}`),
    );
    const out = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      const args = ["--benchmark", dir, "--cache", path.join(dir, ".cache")];
      expect(await main(["benchmark", "check", ...args, "--runs", "1", "--no-sandbox"])).toBe(1);
      const file = header.input.match(/^--- a\/(\S+)/m)![1];
      expect(out.mock.calls.map((c) => String(c[0])).join("")).toContain(
        `stale: words/mutants/rev-noop.patch: hunk at ${file}:${at + 2} applies at line ${at}`,
      );
      expect(err.mock.calls.map((c) => String(c[0])).join("")).toContain(
        "1 stale patch(es) (run tsb benchmark rebase-patches); failing instances: words",
      );
      expect(await main(["benchmark", "rebase-patches", "--benchmark", dir])).toBe(0);
      expect(await readFile(patchFile, "utf8")).toBe(patch);
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  });

  it("checks only the instances asked for in a benchmark of several", async () => {
    const dir = await tiny({ mutants: [TINY_MUTANTS.revNoop] });
    // A second instance, a copy of the first under another id, that is not asked for.
    await cp(path.join(dir, "instances", "words"), path.join(dir, "instances", "words2"), {
      recursive: true,
    });
    const instanceFile = path.join(dir, "instances", "words2", "instance.json");
    const instance = JSON.parse(await readFile(instanceFile, "utf8")) as object;
    await writeFile(instanceFile, JSON.stringify({ ...instance, id: "words2" }));
    const benchmarkFile = path.join(dir, "benchmark.json");
    const definition = JSON.parse(await readFile(benchmarkFile, "utf8")) as object;
    await writeFile(
      benchmarkFile,
      JSON.stringify({ ...definition, instances: ["words", "words2"] }),
    );

    const { code, report } = await checkJson(dir, "--instances", "words");
    expect(code).toBe(0);
    expect(report.instances.map((i) => i.id)).toEqual(["words"]);
    expect(Object.keys(report.testRuns)).toEqual(["words"]);
    expect(report.testRuns.words).toEqual({ run: 6, full: 6 });
  });

  it("refuses a --slot-base outside 0–1000, naming the flag, before building anything", async () => {
    const dir = await tiny({ mutants: [TINY_MUTANTS.revNoop] });
    const err = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      const code = await main(["benchmark", "check", "--benchmark", dir, "--slot-base", "-3"]);
      expect(code).toBe(2);
      expect(err.mock.calls.map((c) => String(c[0])).join("")).toContain(
        "--slot-base: expected a whole number from 0 to 1000, got '-3'",
      );
    } finally {
      err.mockRestore();
    }
  });

  it("refuses a catalog benchmark", async () => {
    const err = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      const code = await main([
        "benchmark",
        "check",
        "--benchmark",
        path.join(import.meta.dirname, "../../data/benchmarks/testsuitebench"),
      ]);
      expect(code).toBe(2);
      expect(err.mock.calls.map((c) => String(c[0])).join("")).toContain("is a catalog");
    } finally {
      err.mockRestore();
    }
  });
});

describe("tsb benchmark check --covering-tests", { timeout: 300_000 }, () => {
  /** calc of tsb-mini 1.0 (C, gcov coverage) with its first `mutants` mutants. */
  async function calc(mutants: number): Promise<string> {
    const source = path.resolve("data/benchmarks/tsb-mini");
    const dir = await mkdtemp(path.join(os.tmpdir(), "tsb-check-covering-"));
    made.push(dir);
    const definition = JSON.parse(
      await readFile(path.join(source, "benchmark.json"), "utf8"),
    ) as object;
    await writeFile(
      path.join(dir, "benchmark.json"),
      JSON.stringify({ ...definition, instances: ["calc"] }),
    );
    await cp(path.join(source, "instances", "calc"), path.join(dir, "instances", "calc"), {
      recursive: true,
    });
    const file = path.join(dir, "instances", "calc", "instance.json");
    const instance = JSON.parse(await readFile(file, "utf8")) as { mutants: unknown[] };
    await writeFile(
      file,
      JSON.stringify({ ...instance, mutants: instance.mutants.slice(0, mutants) }),
    );
    return dir;
  }

  it("finds the same kills as the full run with a fraction of the test runs, and says so", async () => {
    const dir = await calc(4);
    const full = await check(dir);
    const kept = path.join(dir, "kept");
    const { code, report: covering } = await checkJson(
      dir,
      "--covering-tests",
      "--keep-bundle",
      kept,
    );
    expect(code).toBe(0);
    const verdicts = (r: typeof full) =>
      r.instances[0]!.mutants.map((m) => [m.id, m.killedByTarget, m.otherKillers, m.dropped]);
    expect(verdicts(covering)).toEqual(verdicts(full));
    expect(full.ok && covering.ok).toBe(true);

    expect(full).toMatchObject({ coveringTests: false, testRuns: { calc: { full: 4 * 115 } } });
    expect(full.testRuns.calc!.run).toBe(full.testRuns.calc!.full);
    expect(formatTestRuns(full.coveringTests, full.testRuns)).toBe("");
    expect(covering.coveringTests).toBe(true);
    const { run, full: all } = covering.testRuns.calc!;
    expect(all).toBe(4 * 115);
    expect(run).toBeGreaterThan(0);
    expect(run).toBeLessThan(all / 2);
    const text = formatTestRuns(covering.coveringTests, covering.testRuns);
    expect(text).toContain("covering-tests mode: each mutant ran only the reference tests");
    expect(text).toContain(
      `calc: ${run} of 460 test runs on mutants (${((100 * run) / all).toFixed(1)}%)`,
    );

    // --keep-bundle: the reference submission, scored from the check's own runs.
    const bundle = await openBundle(kept);
    try {
      const { report } = await scoreBundle(bundle, await loadBenchmark(dir));
      const calcScore = report.instances.find((i) => i.id === "calc")!;
      const statuses = (rows: readonly { id: string; status: string }[]) =>
        rows.map((r) => `${r.id} ${r.status}`).sort();
      expect(statuses(calcScore.mutantResults)).toEqual(statuses(covering.instances[0]!.mutants));
      expect(calcScore.mutantResults.every((r) => r.status === "killed")).toBe(true);
    } finally {
      await bundle.close();
    }
    // A second check does not write over a kept bundle, and says so before it runs anything.
    const err = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      const code = await main(["benchmark", "check", "--benchmark", dir, "--keep-bundle", kept]);
      expect(code).not.toBe(0);
      expect(err.mock.calls.join("")).toContain(`${kept}: already exists`);
    } finally {
      err.mockRestore();
    }

    // --from-bundle: the same report from the kept runs, with a suite command that would fail
    // every test if it ran.
    const fromBundle = (bundle: string) =>
      loadBenchmark(dir).then((definition) =>
        checkBenchmark(definition, {
          cacheDir: path.join(dir, ".cache"),
          jobs: 2,
          sandbox: NO_SANDBOX,
          referenceRuns: 1,
          command: "exit 3",
          fromBundle: bundle,
        }),
      );
    const again = await fromBundle(kept);
    expect(verdicts(again)).toEqual(verdicts(covering));
    expect(again).toMatchObject({ ok: true, coveringTests: true, testRuns: covering.testRuns });

    // A bundle that is not a whole run of the reference suite as it is now is refused, by file.
    const altered = async (name: string, change: (copy: string) => Promise<void>) => {
      const copy = path.join(dir, name);
      await cp(kept, copy, { recursive: true });
      await change(copy);
      return fromBundle(copy).then(
        () => "accepted",
        (error: Error) => error.message,
      );
    };
    const suiteFile = (await readdir(path.join(kept, "instances/calc/suite"))).find((f) =>
      f.endsWith(".py"),
    )!;
    expect(
      await altered("edited", (copy) =>
        writeFile(path.join(copy, "instances/calc/suite", suiteFile), "def test_x(): pass\n"),
      ),
    ).toContain(`edited/instances/calc/suite/${suiteFile}: differs from`);
    const outcomesOf = (copy: string) => path.join(copy, "instances/calc/outcomes.json");
    const firstMutant = covering.instances[0]!.mutants[0]!.id;
    expect(
      await altered("partial", async (copy) => {
        const outcomes = JSON.parse(await readFile(outcomesOf(copy), "utf8")) as object;
        delete (outcomes as Record<string, unknown>)[`mutants/${firstMutant}`];
        await writeFile(outcomesOf(copy), JSON.stringify(outcomes));
      }),
    ).toContain(`no run of mutants/${firstMutant}, a mutant of calc`);
    expect(
      await altered("elsewhere", async (copy) => {
        const outcomes = JSON.parse(await readFile(outcomesOf(copy), "utf8")) as Record<
          string,
          object
        >;
        outcomes["reference/1"] = { ...outcomes["reference/1"], environment: "sha256:0" };
        await writeFile(outcomesOf(copy), JSON.stringify(outcomes));
      }),
    ).toContain("reference/1 ran in sha256:0, and calc runs in host here");
    expect(
      await altered("shard", (copy) => writeFile(path.join(copy, "shard.json"), "{}")),
    ).toContain("one shard of a run");
  });
});
