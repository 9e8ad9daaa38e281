import { execFileSync } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  loadBenchmark,
  type BenchmarkDefinition,
} from "../../../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../../../evaluator/bundle/open-bundle.ts";
import {
  prepareEnvironments,
  type InstanceEnvironment,
} from "../../../evaluator/environment/prepare-environments.ts";
import { buildBenchmark } from "../../../evaluator/runner/build-cache.ts";
import { sha256File } from "../../../evaluator/runner/hash.ts";
import { Progress } from "../../../evaluator/runner/progress.ts";
import { runSuites } from "../../../evaluator/runner/run-suites.ts";
import { defaultLimits, detectSandbox, type Sandbox } from "../../../evaluator/runner/sandbox.ts";
import { PYTEST } from "../../../evaluator/runner/testing/benchmark.ts";
import {
  cheatingSuites,
  type ReferenceFacts,
} from "../../../evaluator/runner/testing/cheating-suites.ts";
import {
  ATTACKER_INPUTS,
  hedgingSuite,
  selectAwareSuite,
  memorySuites,
  observeScript,
  perfectMemorySuite,
  specExamples,
} from "../../../evaluator/runner/testing/memory-suites.ts";
import { scoreBundle } from "../../../evaluator/score/score-bundle.ts";
import { storeBenchmark } from "../../../ingest/store-benchmark.ts";
import { getScoreReport } from "../../../db/queries.ts";
import { tempDb } from "../../../db/testing/temp-db.ts";
import { ingestBundle } from "../../ingest-bundle.ts";
import { runWorker } from "../worker.ts";

/**
 * calc of tsb-mini 1.0, built, with the cheating suites of evaluator/runner/testing/ and calc's
 * own reference suite (the honest control): what cheating.test.ts and bench/cheats.ts run through
 * `tsb run` and the worker. `mutants` keeps only calc's first n mutants (a test's budget); all
 * 27 otherwise.
 */
export interface CheatingWorld {
  root: string;
  benchmarksRoot: string;
  benchmark: BenchmarkDefinition;
  /** The one instance it holds (calc unless asked). */
  instance: string;
  cacheDir: string;
  sandbox: Sandbox;
  /** With `image`: the instance's environment, which builds and runs use (tsb-mini 1.1). */
  environments?: Map<string, InstanceEnvironment>;
  suites: Record<string, Record<string, string>>;
  /**
   * First sandbox slot of its runs (uid 61000 + slot as root): `tsb run`'s path uses slotBase
   * and up, the worker's slotBase + 40 and up (40 by default, as before), so that another tsb
   * on the machine (a benchmark check, a second bench) can keep to slots of its own.
   */
  slotBase: number;
  /**
   * Covering-tests mode (`--covering-tests`) for its runs and its worker: a coverage run of each
   * suite, and each mutant run only with the tests whose coverage reaches the mutant's lines.
   */
  covering: boolean;
  cleanup: () => Promise<void>;
}

const COMMAND = `${PYTEST} --junitxml={junit}`;
/** Inside an environment image the host's interpreter path means nothing: the image's python3. */
const IMAGE_COMMAND = "python3 -m pytest -q -p no:cacheprovider --junitxml={junit}";
const commandOf = (world: CheatingWorld) => (world.environments ? IMAGE_COMMAND : COMMAND);

export async function makeCheatingWorld({
  mutants,
  instance = "calc",
  version = "1.0",
  image = false,
  slotBase = 0,
  covering = false,
}: {
  mutants?: number;
  instance?: string;
  version?: "1.0" | "1.1";
  /** Build and run in the benchmark's environment image (tsb-mini 1.1's, built beforehand). */
  image?: boolean;
  slotBase?: number;
  /** Run in covering-tests mode (which builds the instrumented reference too). */
  covering?: boolean;
} = {}): Promise<CheatingWorld> {
  const SOURCE = path.resolve(
    version === "1.0" ? "data/benchmarks/tsb-mini" : "data/benchmarks/tsb-mini-1.1",
  );
  const root = await mkdtemp(path.join(os.tmpdir(), "tsb-cheating-"));
  const benchmarksRoot = path.join(root, "benchmarks");
  const dir = path.join(benchmarksRoot, "tsb-mini");
  await mkdir(path.join(dir, "instances"), { recursive: true });
  const definition = JSON.parse(await readFile(path.join(SOURCE, "benchmark.json"), "utf8")) as {
    instances: string[];
  };
  await writeFile(
    path.join(dir, "benchmark.json"),
    JSON.stringify({ ...definition, instances: [instance] }),
  );
  await cp(path.join(SOURCE, "instances", instance), path.join(dir, "instances", instance), {
    recursive: true,
  });
  if (mutants !== undefined) {
    const file = path.join(dir, "instances", instance, "instance.json");
    const definition = JSON.parse(await readFile(file, "utf8")) as { mutants: unknown[] };
    await writeFile(
      file,
      JSON.stringify({ ...definition, mutants: definition.mutants.slice(0, mutants) }),
    );
  }
  if (image) await symlink(path.join(SOURCE, "environment"), path.join(dir, "environment"));
  const benchmark = await loadBenchmark(dir);
  const cacheDir = path.join(root, "cache");
  const sandbox = await detectSandbox(false);
  const environments = image
    ? await prepareEnvironments(benchmark.instances, {
        mode: "image",
        cacheRoot: path.resolve(".cache/images"),
        sandbox: () => Promise.resolve(sandbox),
        warn: () => undefined,
      })
    : undefined;
  // No coverage build or run unless covering mode needs them: they never score, and a
  // 3,000-test suite's per-test coverage is slow.
  await buildBenchmark(benchmark, {
    cacheDir,
    jobs: 2,
    coverage: covering,
    ...(environments ? { environmentFor: (i) => environments.get(i.id)?.build } : {}),
  });
  const tests = path.join(dir, "instances", instance, "tests");
  const examples = specExamples(
    await readFile(path.join(dir, "instances", instance, "spec.md"), "utf8"),
    instance,
    160,
    ATTACKER_INPUTS[instance],
  );
  return {
    root,
    benchmarksRoot,
    benchmark,
    instance,
    cacheDir,
    sandbox,
    slotBase,
    covering,
    ...(environments ? { environments } : {}),
    suites: {
      ...cheatingSuites(await referenceFacts(path.join(dir, "instances", instance, "reference"))),
      ...memorySuites(examples),
      hedge: hedgingSuite(examples),
      "select-aware": selectAwareSuite(examples),
      "perfect-memory": perfectMemorySuite(
        examples,
        await referenceHashes(path.join(dir, "instances", instance, "reference"), examples),
      ),
      honest: await suiteFiles(tests),
    },
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}

/**
 * What a dishonest submitter computes at home from the public reference/ folder: each variant
 * built by its own build.sh, unsalted and unsealed (tsb's seal is not the benchmark's).
 */
async function referenceFacts(reference: string): Promise<ReferenceFacts> {
  const home = await mkdtemp(path.join(os.tmpdir(), "tsb-at-home-"));
  const files: string[] = [];
  try {
    for (const variant of [1, 2, 3]) {
      const work = path.join(home, String(variant));
      await cp(reference, work, { recursive: true });
      execFileSync("bash", ["build.sh"], {
        cwd: work,
        env: { ...process.env, TSB_VARIANT: String(variant) },
        stdio: "ignore",
      });
      files.push(path.join(work, "executable"));
    }
    return await factsOf(files);
  } finally {
    await rm(home, { recursive: true, force: true });
  }
}

/**
 * The hashes the memory suites' observe() computes on the reference, built at home on the host
 * and run there: what perfectMemorySuite() expects. (In an image, a reference may behave
 * otherwise on the host; an example that then differs fails on the reference in every run and is
 * dropped as invalid, which only lowers the ceiling.)
 */
async function referenceHashes(reference: string, examples: string[]): Promise<number[]> {
  const home = await mkdtemp(path.join(os.tmpdir(), "tsb-at-home-"));
  try {
    await cp(reference, home, { recursive: true });
    execFileSync("bash", ["build.sh"], { cwd: home, stdio: "ignore" });
    const out = execFileSync("python3", ["-c", observeScript(examples)], {
      cwd: home,
      env: { ...process.env, TSB_EXECUTABLE: path.join(home, "executable") },
      encoding: "utf8",
    });
    return JSON.parse(out) as number[];
  } finally {
    await rm(home, { recursive: true, force: true });
  }
}

async function factsOf(files: string[]): Promise<ReferenceFacts> {
  const codeHash = (file: string): string =>
    execFileSync(
      "python3",
      [
        "-c",
        `import hashlib, struct, sys
data = open(sys.argv[1], "rb").read()
shoff, = struct.unpack_from("<Q", data, 0x28)
shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
e = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
name = lambda x: data[e[shstrndx][4] + x[0]:].split(b"\\0", 1)[0]
s = {name(x): data[x[4]:x[4] + x[5]] for x in e}
print(hashlib.sha256(s[b".text"] + s[b".rodata"]).hexdigest())`,
        file,
      ],
      { encoding: "utf8" },
    ).trim();
  const elf = async (f: string) =>
    (await readFile(f)).subarray(0, 4).toString("latin1") === "\x7fELF";
  const compiled = (await Promise.all(files.map(elf))).every(Boolean);
  return {
    hashes: await Promise.all(files.map((f) => sha256File(f))),
    sizes: await Promise.all(files.map(async (f) => (await readFile(f)).byteLength)),
    codeHashes: compiled ? files.map(codeHash) : [],
  };
}

/** The instance's reference suite: its Python files by name. */
async function suiteFiles(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { withFileTypes: true }))
    if (entry.isFile() && entry.name.endsWith(".py"))
      files[entry.name] = await readFile(path.join(dir, entry.name), "utf8");
  return files;
}

async function writeSuiteFiles(dir: string, files: Record<string, string>): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
}

const submissionOf = (world: CheatingWorld, model: string) => ({
  schemaVersion: 1,
  benchmark: `${world.benchmark.name}@${world.benchmark.version}`,
  model,
  agent: "cheating suites",
  setting: "spec-only",
  date: "2026-12-01",
});

/** calc's M for one suite run through `tsb run` (runSuites, as the CLI runs it). */
export async function mutationScoreThroughRun(
  world: CheatingWorld,
  name: string,
  {
    jobs = 2,
    confirm = true,
  }: {
    jobs?: number;
    /** false: no confirmation runs (`--no-confirm`), one failure of a valid test kills. */
    confirm?: boolean;
  } = {},
): Promise<number> {
  const base = path.join(world.root, "run", `${name}-${jobs}-${Date.now()}`);
  await writeSuiteFiles(path.join(base, "suites", world.instance), world.suites[name] ?? {});
  await writeFile(path.join(base, "submission.json"), JSON.stringify(submissionOf(world, name)));
  await runSuites({
    benchmarkDir: world.benchmark.dir,
    suitesDir: path.join(base, "suites"),
    outDir: path.join(base, "bundle"),
    cacheDir: world.cacheDir,
    submissionFile: path.join(base, "submission.json"),
    command: commandOf(world),
    runs: 3,
    jobs,
    confirm,
    slotBase: world.slotBase,
    sandbox: world.sandbox,
    limits: defaultLimits,
    logCap: 16_384,
    progress: (total) => new Progress(total, null, null),
    warn: () => undefined,
    coverage: world.covering,
    coveringTests: world.covering,
    ...(world.environments ? { environments: world.environments } : {}),
  });
  const bundle = await openBundle(path.join(base, "bundle"));
  try {
    const { report } = await scoreBundle(bundle, world.benchmark);
    return report.instances.find((i) => i.id === world.instance)?.mutationScore ?? NaN;
  } finally {
    await bundle.close();
  }
}

/** calc's M for each suite, sent as suites-only bundles and verified by one `tsb worker --once`. */
export async function mutationScoresThroughWorker(
  world: CheatingWorld,
  names: readonly string[],
  { jobs = 2 }: { jobs?: number } = {},
): Promise<Map<string, number>> {
  const { db, cleanup } = tempDb();
  try {
    await storeBenchmark(db, world.benchmark);
    const ids = new Map<string, number>();
    for (const name of names) {
      const dir = path.join(world.root, "worker", `${name}-${jobs}-${Date.now()}`);
      await writeSuiteFiles(
        path.join(dir, "instances", world.instance, "suite"),
        world.suites[name] ?? {},
      );
      await writeFile(path.join(dir, "submission.json"), JSON.stringify(submissionOf(world, name)));
      const bundle = await openBundle(dir);
      try {
        const { id } = await ingestBundle(db, bundle, {
          benchmarksRoot: world.benchmarksRoot,
          owner: "cheating suites",
          workers: 0,
        });
        ids.set(name, id);
      } finally {
        await bundle.close();
      }
    }
    await runWorker({
      db,
      jobs,
      slotBase: world.slotBase + 40,
      once: true,
      sandbox: world.sandbox,
      limits: defaultLimits,
      command: commandOf(world),
      logCap: 16_384,
      leaseMs: 60_000,
      pollMs: 100,
      prepare: {
        benchmarksRoot: world.benchmarksRoot,
        cacheDirOf: () => world.cacheDir,
        workDir: await mkdtemp(path.join(world.root, "work-")),
        buildJobs: 2,
        log: () => undefined,
        ...(world.environments
          ? { environments: () => Promise.resolve(world.environments ?? new Map()) }
          : {}),
      },
      log: () => undefined,
      coverage: world.covering,
      coveringTests: world.covering,
    });
    const scores = new Map<string, number>();
    for (const [name, id] of ids) {
      const report = await getScoreReport(id, db);
      scores.set(
        name,
        report?.instances.find((i) => i.id === world.instance)?.mutationScore ?? NaN,
      );
    }
    return scores;
  } finally {
    cleanup();
  }
}

/**
 * Drops the page cache of the files under /usr that the memory suites keep their bits in, as a
 * reboot would: each measurement of a memory suite then starts from an empty memory, the
 * attacker's best case for a clean verification (a warm cache from an earlier run saturates the
 * read-timing suite's counters). Pages still mapped by a running process stay.
 */
export function forgetPageCache(roots: readonly string[] = ["/usr/share", "/usr/lib"]): void {
  execFileSync(
    "python3",
    [
      "-c",
      `import os, sys
for top in sys.argv[1:]:
    for root, dirs, names in os.walk(top):
        for name in names:
            try:
                fd = os.open(os.path.join(root, name), os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
            except OSError:
                continue
            try:
                os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
            except OSError:
                pass
            os.close(fd)`,
      ...roots,
    ],
    { stdio: "ignore" },
  );
}
