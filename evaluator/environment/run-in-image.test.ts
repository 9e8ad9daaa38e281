import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { loadBenchmark, type BenchmarkDefinition } from "../benchmark/load-benchmark.ts";
import { openBundle } from "../bundle/open-bundle.ts";
import { buildBenchmark } from "../runner/build-cache.ts";
import { Progress } from "../runner/progress.ts";
import { DEFAULT_COMMAND, runSuites } from "../runner/run-suites.ts";
import { defaultLimits, detectSandbox, type Sandbox } from "../runner/sandbox.ts";
import { scoreBundle } from "../score/score-bundle.ts";
import type { ScoreReport } from "../types.ts";
import { prepareEnvironments, type InstanceEnvironment } from "./prepare-environments.ts";
import { bundleEnvironment, type EnvironmentLabel } from "./provenance.ts";
import { smallImage, TSB_MINI_1_1, writeImageBenchmark } from "./testing/small-image.ts";

/**
 * The image path end to end, as CI runs it: a small Debian image (pytest and gcc, enough for
 * tsb-mini's C instances) built with mmdebstrap from Debian's archive, unpacked, and tally
 * built and run in it; every mutant's status and M must equal the run on the host's toolchains
 * (the image is testing/small-image.ts's, built once per machine). One instance, for CI's time
 * (calc was a second C instance with nothing of the image path its own); a worker with no
 * toolchain but the image is cli/worker/image-only.test.ts's, and tsb-mini 1.1's own bundles in
 * its full image are `npm run bench:demo-rerun`'s.
 */
const INSTANCES = ["tally"];
/**
 * Mutants, few for CI's time: the reference suite kills each, with its confirmation runs, in
 * both places (so 3 mutants run, and are confirmed, in the image and on the host).
 */
const MUTANTS = 3;

let root: string;
let benchmark: BenchmarkDefinition;
let host: Sandbox;
let environments: Map<string, InstanceEnvironment>;

async function runIn(
  name: string,
  inImage: boolean,
): Promise<{
  report: ScoreReport;
  outcomes: string;
  label: EnvironmentLabel;
  coverage: unknown[];
}> {
  const cacheDir = path.join(root, `cache-${name}`);
  const builds = await buildBenchmark(benchmark, {
    cacheDir,
    jobs: 2,
    ...(inImage ? { environmentFor: (i) => environments.get(i.id)?.build } : {}),
  });
  expect(builds.filter((b) => b.status === "failed")).toEqual([]);
  const outDir = path.join(root, `bundle-${name}`);
  await runSuites({
    benchmarkDir: benchmark.dir,
    suitesDir: path.join(root, "suites"),
    outDir,
    cacheDir,
    submissionFile: path.join(root, "submission.json"),
    command: DEFAULT_COMMAND,
    runs: 3,
    jobs: 2,
    sandbox: host,
    limits: defaultLimits,
    logCap: 16_384,
    progress: (total) => new Progress(total, null, null),
    warn: () => undefined,
    ...(inImage ? { environments } : {}),
  });
  const bundle = await openBundle(outDir);
  try {
    const { report } = await scoreBundle(bundle, benchmark);
    return {
      report,
      label: (await bundleEnvironment(bundle, benchmark)).label,
      outcomes: await readFile(path.join(outDir, "instances/tally/outcomes.json"), "utf8"),
      coverage: await Promise.all(
        INSTANCES.map(
          async (id) =>
            JSON.parse(
              await readFile(path.join(outDir, `instances/${id}/coverage/coverage.json`), "utf8"),
            ) as unknown,
        ),
      ),
    };
  } finally {
    await bundle.close();
  }
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "tsb-image-run-"));
  const image = await smallImage();
  await writeImageBenchmark(path.join(root, "benchmark"), image, {
    name: "tsb-env-test",
    instances: INSTANCES,
    mutants: MUTANTS,
  });
  benchmark = await loadBenchmark(path.join(root, "benchmark"));
  for (const id of INSTANCES)
    await cp(path.join(TSB_MINI_1_1, "instances", id, "tests"), path.join(root, "suites", id), {
      recursive: true,
    });
  await writeFile(
    path.join(root, "submission.json"),
    JSON.stringify({
      schemaVersion: 1,
      benchmark: "tsb-env-test@1",
      model: "reference suite",
      agent: "none",
      setting: "spec-only",
      date: "2026-01-01",
    }),
  );
  host = await detectSandbox(false);
  environments = await prepareEnvironments(benchmark.instances, {
    mode: "image",
    cacheRoot: path.join(root, "images"),
    sandbox: () => Promise.resolve(host),
    warn: () => undefined,
  });
}, 600_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("a benchmark that declares an image", () => {
  it("builds and runs in it with the same mutant statuses and M as on the host", async () => {
    const inImage = await runIn("image", true);
    const onHost = await runIn("host", false);
    const statuses = (report: ScoreReport) =>
      report.instances.map((i) => ({
        id: i.id,
        M: i.mutationScore,
        mutants: i.mutantResults.map((m) => `${m.id}:${m.status}`),
      }));
    expect(statuses(inImage.report)).toEqual(statuses(onHost.report));
    // Coverage too is built, run and read in the image (its gcc and gcov, bookworm's as the
    // host's here), and gives the same lines per test.
    expect(inImage.coverage.map((c) => (c as { granularity?: string }).granularity)).toEqual(
      INSTANCES.map(() => "test"),
    );
    expect(inImage.coverage).toEqual(onHost.coverage);
    // Something was killed and something checked: equal because both ran, not because both failed.
    expect(inImage.report.instances.every((i) => i.validityRate === 1)).toBe(true);
    expect(inImage.outcomes).toContain(`"environment": "${environments.get("tally")?.digest}"`);
    expect(onHost.outcomes).toContain('"environment": "host"');
    // The claim's provenance, as `tsb score` labels it.
    expect([inImage.label, onHost.label]).toEqual(["declared", "host"]);
  }, 600_000);

  it("refuses to run an executable built on the host inside the image", async () => {
    await expect(
      runSuites({
        benchmarkDir: benchmark.dir,
        suitesDir: path.join(root, "suites"),
        outDir: path.join(root, "mismatch"),
        cacheDir: path.join(root, "cache-host"),
        command: DEFAULT_COMMAND,
        runs: 1,
        jobs: 1,
        sandbox: host,
        limits: defaultLimits,
        logCap: 16_384,
        progress: (total) => new Progress(total, null, null),
        warn: () => undefined,
        environments,
      }),
    ).rejects.toThrow(/tally\/reference was built on the host, but runs in image sha256:/);
  });

  it("runs the image's interpreter, not the host's", async () => {
    const out = path.join(root, "probe");
    const cacheDir = path.join(root, "cache-image");
    await buildBenchmark(benchmark, {
      cacheDir,
      jobs: 2,
      instances: ["tally"],
      environmentFor: (i) => environments.get(i.id)?.build,
    });
    await mkdir(path.join(root, "probe-suites", "tally"), { recursive: true });
    await writeFile(
      path.join(root, "probe-suites", "tally", "test_where.py"),
      "import os, sys, pytest\n\ndef test_where():\n    print('PYTHON', sys.executable, pytest.__version__)\n    print('ENV', sorted(k for k in os.environ if k in ('TZ', 'PYENV_ROOT', 'LC_ALL')), os.environ['LANG'])\n    assert sys.executable == '/usr/bin/python3'\n",
    );
    // Nothing of the host's environment passes into the image: not its time zone, locale or pyenv.
    const hostEnv = { TZ: "America/New_York", PYENV_ROOT: "/host/.pyenv", LC_ALL: "de_DE.UTF-8" };
    const saved = Object.fromEntries(Object.keys(hostEnv).map((k) => [k, process.env[k]]));
    Object.assign(process.env, hostEnv);
    onTestFinished(() => {
      for (const [k, v] of Object.entries(saved))
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
    });
    await runSuites({
      benchmarkDir: benchmark.dir,
      suitesDir: path.join(root, "probe-suites"),
      outDir: out,
      cacheDir,
      instances: ["tally"],
      command: `${DEFAULT_COMMAND} -s`,
      runs: 1,
      jobs: 1,
      sandbox: host,
      limits: defaultLimits,
      logCap: 16_384,
      progress: (total) => new Progress(total, null, null),
      warn: () => undefined,
      environments,
    });
    const log = await readFile(path.join(out, "instances/tally/logs/reference/1.log"), "utf8");
    expect(log).toMatch(/PYTHON \/usr\/bin\/python3 7\./);
    expect(log).toContain("ENV [] C.UTF-8");
    expect(log).toContain("1 passed");
  }, 300_000);
});
