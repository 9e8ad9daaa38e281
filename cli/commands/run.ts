import { createWriteStream } from "node:fs";
import os from "node:os";
import type { Command } from "commander";
import { loadBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { UsageError } from "../../evaluator/errors.ts";
import {
  parseCount,
  parseList,
  parseSeconds,
  parseSlotBase,
  SLOT_BASE_OPTION,
} from "../options.ts";
import { parseShard } from "../../evaluator/runner/plan.ts";
import { Progress, formatSeconds } from "../../evaluator/runner/progress.ts";
import { DEFAULT_COMMAND, runSuites } from "../../evaluator/runner/run-suites.ts";
import { defaultLimits, describeSandbox, detectSandbox } from "../../evaluator/runner/sandbox.ts";
import { explainSandbox } from "../../evaluator/runner/sandbox-explain.ts";
import { defaultCacheDir, ENV_OPTION, IMAGE_CACHE_OPTION } from "./build.ts";
import { selectInstances } from "../../evaluator/runner/build-cache.ts";
import {
  parseEnvironmentMode,
  prepareEnvironments,
  type InstanceEnvironment,
} from "../../evaluator/environment/prepare-environments.ts";
import { terminalSafe } from "../terminal-text.ts";

interface RunFlags {
  benchmark?: string;
  suites?: string;
  out?: string;
  submission?: string;
  instances?: string;
  cmd: string;
  runs: string;
  jobs?: string;
  slotBase: string;
  timeout?: string;
  shard?: string;
  sharding: string;
  seed?: string;
  confirm: boolean;
  events?: string | true;
  cache?: string;
  sandbox: boolean;
  memory: string;
  processes: string;
  disk: string;
  tmp: string;
  explain?: boolean;
  logCap: string;
  env: string;
  imageCache: string;
  coverage: boolean;
  coveringTests?: boolean;
  resume?: boolean;
}

export function register(program: Command): void {
  program
    .command("run")
    .description(
      "run test suites against the built reference and mutant executables, sandboxed, and write a result bundle",
    )
    // Required unless --explain, which runs nothing (checked in the action).
    .option("--benchmark <dir>", "benchmark folder (build it first with `tsb build`); required")
    .option(
      "--suites <dir>",
      "folder with one suite per instance: <suites>/<instance-id>/; required",
    )
    .option(
      "--out <bundle-dir>",
      "result bundle folder to create (must not exist or be empty, unless --resume); required",
    )
    .option(
      "--submission <file>",
      "submission.json to put in the bundle (checked against the benchmark)",
    )
    .option("--instances <ids>", "comma-separated instance ids (default: all)")
    .option(
      "--cmd <template>",
      "suite command; {junit} is replaced by the JUnit XML path",
      DEFAULT_COMMAND,
    )
    .option("--runs <k>", "runs on the reference executable", "3")
    .option("--jobs <n>", "runs in parallel (default: number of cores)")
    .option(...SLOT_BASE_OPTION)
    .option(
      "--timeout <s>",
      "time limit per run in seconds (default: max(60, 5 × slowest reference run))",
    )
    .option("--shard <k/n>", "run only shard k of n (1-based) of the (instance, executable) runs")
    .option("--sharding <rule>", "how runs are dealt to shards: slice | round-robin", "slice")
    .option(
      "--seed <hex>",
      "seed of the run order, salts and confirming tests (default: random; recorded in outcomes.json)",
    )
    .option(
      "--no-confirm",
      "no confirmation runs: one failure of a valid test kills (unconfirmed; only for trusted, deterministic suites)",
    )
    .option(
      "--no-coverage",
      "skip the extra run on the instrumented reference that records which lines each test executed",
    )
    .option(
      "--covering-tests",
      "run on each mutant only the tests whose coverage reaches its changed lines; a mutant no test reaches is not run and survives",
    )
    .option(
      "--resume",
      "finish a run that stopped before its end (killed, a reboot) in --out: the runs it finished are kept, the others run; give the options it was started with",
    )
    .option("--events [file]", "write NDJSON events to <file>, or to stdout when no file is given")
    .option("--cache <dir>", "build cache (default: .cache/builds/<benchmark>/)")
    .option("--no-sandbox", "run without bubblewrap/unshare isolation (only for trusted suites)")
    .option("--memory <mb>", "address-space cap per process, MiB", String(defaultLimits.memoryMb))
    .option("--processes <n>", "process cap per run", String(defaultLimits.processes))
    .option("--disk <mb>", "size of each run's folder (a tmpfs), MiB", String(defaultLimits.diskMb))
    .option(
      "--tmp <mb>",
      "size of each run's private /tmp (a tmpfs), MiB",
      String(defaultLimits.tmpMb),
    )
    .option("--explain", "print what a suite can see and do in the sandbox, and run nothing")
    .option("--log-cap <bytes>", "bytes of output kept per run log", "65536")
    .option(...ENV_OPTION)
    .option(...IMAGE_CACHE_OPTION)
    .addHelpText(
      "after",
      "\nEvents go to stdout with a bare --events (then all human output goes to stderr), or to the\n" +
        "file given. The progress bar is drawn on stderr when it is a terminal.",
    )
    .action(async (flags: RunFlags) => {
      if (!flags.cmd.includes("{junit}"))
        throw new UsageError("--cmd: the template must contain {junit}");
      const sandbox = await detectSandbox(!flags.sandbox);
      const limits = {
        ...defaultLimits,
        memoryMb: parseCount(flags.memory, "--memory"),
        processes: parseCount(flags.processes, "--processes"),
        diskMb: parseCount(flags.disk, "--disk"),
        tmpMb: parseCount(flags.tmp, "--tmp"),
      };
      if (flags.explain) {
        // With --benchmark, what a suite sees in the image it would run in, if it declares one.
        const inImage = flags.benchmark
          ? await prepareEnvironments((await loadBenchmark(flags.benchmark)).instances, {
              mode: parseEnvironmentMode(flags.env),
              cacheRoot: flags.imageCache,
              sandbox: () => Promise.resolve(sandbox),
              warn: (message) => process.stderr.write(`tsb run: warning: ${message}\n`),
            })
          : new Map<string, InstanceEnvironment>();
        const first = [...inImage.values()][0];
        if (first) process.stdout.write(`environment: image ${first.digest}\n`);
        process.stdout.write(`${explainSandbox(first?.sandbox ?? sandbox, limits)}\n`);
        return;
      }
      for (const option of ["benchmark", "suites", "out"] as const)
        if (flags[option] === undefined) throw new UsageError(`--${option} is required`);
      const { benchmark: benchmarkDir, suites, out } = flags as Required<RunFlags>;
      const benchmark = await loadBenchmark(benchmarkDir);
      const say = (line: string) => process.stderr.write(`${line}\n`);
      say(`tsb run: sandbox: ${describeSandbox(sandbox)}`);
      const instances = flags.instances ? parseList(flags.instances) : undefined;
      const environments = await prepareEnvironments(selectInstances(benchmark, instances), {
        mode: parseEnvironmentMode(flags.env),
        cacheRoot: flags.imageCache,
        sandbox: () => Promise.resolve(sandbox),
        warn: (message) => say(`tsb run: warning: ${message}`),
      });
      for (const digest of new Set([...environments.values()].map((e) => e.digest)))
        say(`tsb run: environment: image ${digest}`);
      if (sandbox.kind === "none")
        say("tsb run: WARNING: --no-sandbox: suites run with your network and file system");
      const events =
        flags.events === undefined
          ? null
          : flags.events === true
            ? process.stdout
            : createWriteStream(flags.events);
      const tty = process.stderr.isTTY ? process.stderr : null;
      let progress: Progress | null = null;
      const { warnings, summary } = await runSuites({
        benchmarkDir,
        suitesDir: suites,
        outDir: out,
        cacheDir: flags.cache ?? defaultCacheDir(benchmark),
        ...(flags.submission ? { submissionFile: flags.submission } : {}),
        ...(instances ? { instances } : {}),
        environments,
        command: flags.cmd,
        runs: parseCount(flags.runs, "--runs"),
        jobs: flags.jobs ? parseCount(flags.jobs, "--jobs") : os.availableParallelism(),
        slotBase: parseSlotBase(flags.slotBase),
        ...(flags.timeout ? { timeoutSec: parseSeconds(flags.timeout, "--timeout") } : {}),
        ...(flags.shard ? { shard: parseShard(flags.shard, flags.sharding) } : {}),
        ...(flags.seed ? { seed: flags.seed } : {}),
        confirm: flags.confirm,
        coverage: flags.coverage,
        coveringTests: flags.coveringTests ?? false,
        resume: flags.resume ?? false,
        sandbox,
        limits,
        logCap: parseCount(flags.logCap, "--log-cap"),
        progress: (total) => (progress = new Progress(total, events, tty)),
        warn: (message) => {
          // Warnings quote suites' logs, which untrusted code wrote.
          const line = `tsb run: warning: ${terminalSafe(message)}`;
          if (progress) progress.note(line);
          else say(line);
        },
      });
      if (events && events !== process.stdout)
        await new Promise<void>((resolve) => events.end(() => resolve()));
      say(
        `tsb run: ${summary.runs} runs in ${formatSeconds(summary.durationSec)}, ${summary.kills} mutants killed, ` +
          `${summary.timeouts} timeouts${warnings.length ? `, ${warnings.length} warnings` : ""}; bundle: ${out}`,
      );
    });
}
