import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Command } from "commander";
import { UsageError } from "../../evaluator/errors.ts";
import { DEFAULT_COMMAND } from "../../evaluator/runner/run-suites.ts";
import { defaultLimits, describeSandbox, detectSandbox } from "../../evaluator/runner/sandbox.ts";
import { defaultDbFile } from "../../db/index.ts";
import { openCliDb } from "../open-db.ts";
import { parseCount, parseSeconds, parseSlotBase } from "../options.ts";
import { preflight } from "../worker/preflight.ts";
import { requeueMachineFaults } from "../worker/requeue.ts";
import { runWorker } from "../worker/worker.ts";
import {
  parseEnvironmentMode,
  prepareEnvironments,
} from "../../evaluator/environment/prepare-environments.ts";
import { ENV_OPTION } from "./build.ts";

interface WorkerFlags {
  coverage: boolean;
  coveringTests?: boolean;
  db?: string;
  jobs?: string;
  once?: boolean;
  benchmarks: string;
  cacheRoot?: string;
  work?: string;
  verbose?: boolean;
  cmd: string;
  timeout?: string;
  minTimeout: string;
  sandbox: boolean;
  memory: string;
  processes: string;
  logCap: string;
  lease: string;
  poll: string;
  slotBase: string;
  preflight?: boolean;
  requeueMachineFaults?: boolean;
  bundles?: string[];
  dryRun?: boolean;
  recheck: string;
  env: string;
  imageCache?: string;
}

/** The checkout's benchmark folders, found from this file so the worker runs from any directory. */
const CHECKOUT_BENCHMARKS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../data/benchmarks",
);

/** The checkout's demo bundles, which `tsb seed` stores. */
const CHECKOUT_BUNDLES = path.resolve(path.dirname(CHECKOUT_BENCHMARKS), "bundles");

export function register(program: Command): void {
  program
    .command("worker")
    .description(
      "verify queued submissions: re-run their suites against the benchmark, sandboxed, and compare with what they claimed",
    )
    .option("--db <file>", "database (default: TSB_DB or data/tsb.sqlite)")
    .option("--jobs <n>", "runs in parallel (default: number of cores)")
    .option("--once", "drain the queue and exit instead of waiting for more work")
    .option("--benchmarks <dir>", "where benchmark folders are found", CHECKOUT_BENCHMARKS)
    .option(
      "--cache-root <dir>",
      "build caches, one folder per <name>@<version> (default: .cache/builds beside the database)",
    )
    .option(
      "--work <dir>",
      "scratch folder for suites and runs (default: .cache/worker beside the database)",
    )
    .option("--verbose", "log every run, not only each submission's start and decision")
    .option(
      "--cmd <template>",
      "suite command; {junit} is replaced by the JUnit XML path",
      DEFAULT_COMMAND,
    )
    .option("--timeout <s>", "time limit per run (default: tsb run's rule)")
    .option("--min-timeout <s>", "floor of a mutant's default time limit, seconds", "60")
    .option("--no-sandbox", "run without bubblewrap/unshare isolation (only for trusted suites)")
    .option("--memory <mb>", "address-space cap per process, MiB", String(defaultLimits.memoryMb))
    .option("--processes <n>", "process cap per run", String(defaultLimits.processes))
    .option("--log-cap <bytes>", "bytes of output kept per run log", "65536")
    .option("--lease <s>", "seconds a run's lease lasts without a heartbeat", "30")
    .option("--poll <s>", "seconds between looks at an empty queue", "0.5")
    .option("--slot-base <n>", "first job slot: another worker on this machine needs its own", "0")
    .option(
      "--preflight",
      "say what verification needs here (sandbox, toolchains, pytest for the sandbox's user) for each benchmark with jobs waiting, and exit: 0 when every one can be verified",
    )
    .option(
      "--requeue-machine-faults",
      "queue again every job that ended failed, disputed or verified because of a fault of the verifying machine (a missing toolchain, interpreter or pytest), showing its claimed figures again until it is re-run, and exit",
    )
    .option(
      "--bundles <dirs...>",
      "with --requeue-machine-faults: folders holding the bundles of decided jobs (default: the checkout's data/bundles)",
    )
    .option("--dry-run", "with --requeue-machine-faults: list the jobs, change nothing")
    .option("--recheck <s>", "seconds before a failed self-check is tried again (doubling)", "60")
    .option(
      "--no-coverage",
      "skip the coverage run (one run per instance on the instrumented reference) before scoring a job",
    )
    .option(
      "--covering-tests",
      "run each mutant only with the tests whose coverage reached its changed lines; one no test reached is not run and survives (default: every test)",
    )
    .option(...ENV_OPTION)
    .option(
      "--image-cache <dir>",
      "where declared images are unpacked (default: beside the database)",
    )
    .addHelpText(
      "after",
      "\nBefore it takes a benchmark's tasks, the worker checks itself: it runs the benchmark's own\n" +
        "reference suite on its reference and on mutants it kills, in the sandbox the tasks use. A\n" +
        "benchmark whose check fails is paused (its jobs stay queued; the site says why) and\n" +
        "checked again later; a fault of this machine never fails or disputes a submission.\n" +
        "\nRun one worker per machine, or give each its own --slot-base (job slot s runs suites as\n" +
        "uid 61000 + s when root, and the process cap counts per uid). A worker that\n" +
        "is killed loses only its leases: another (or a restarted) worker re-runs those runs, and a\n" +
        "run is recorded once. SIGINT/SIGTERM stop leasing; runs under way finish first.",
    )
    .action(async (flags: WorkerFlags) => {
      if (!flags.cmd.includes("{junit}"))
        throw new UsageError("--cmd: the template must contain {junit}");
      const say = (line: string) => process.stderr.write(`tsb worker: ${line}\n`);
      if (flags.preflight) {
        const db = openCliDb(flags.db);
        try {
          const result = await preflight({
            db,
            benchmarksRoot: flags.benchmarks,
            allowNone: !flags.sandbox,
            limits: defaultLimits,
            command: flags.cmd,
            slot: parseSlotBase(flags.slotBase),
          });
          process.stdout.write(`${result.lines.join("\n")}\n`);
          process.exitCode = result.ok ? 0 : 1;
        } finally {
          db.$client.close();
        }
        return;
      }
      if (flags.requeueMachineFaults) {
        const db = openCliDb(flags.db);
        try {
          const { requeued, left } = await requeueMachineFaults({
            db,
            bundleDirs: flags.bundles ?? [CHECKOUT_BUNDLES],
            benchmarksRoot: flags.benchmarks,
            command: flags.cmd,
            dryRun: flags.dryRun === true,
            log: say,
          });
          say(
            `${requeued} job(s) ${flags.dryRun ? "would be " : ""}queued again${left > 0 ? `, ${left} left as they were (see above)` : ""}`,
          );
          process.exitCode = left > 0 ? 1 : 0;
        } finally {
          db.$client.close();
        }
        return;
      }
      if (flags.coveringTests && !flags.coverage)
        throw new UsageError("--covering-tests needs the coverage run; drop --no-coverage");
      const sandbox = await detectSandbox(!flags.sandbox);
      say(`sandbox: ${describeSandbox(sandbox)}`);
      if (sandbox.kind === "none")
        say("WARNING: --no-sandbox: suites run with your network and file system");
      const db = openCliDb(flags.db);
      // Beside the database by default: the one folder a deployment makes writable for both.
      const stateDir = path.join(path.dirname(path.resolve(flags.db ?? defaultDbFile())), ".cache");
      const cacheRoot = flags.cacheRoot ?? path.join(stateDir, "builds");
      const stop = new AbortController();
      const onSignal = () => {
        say("stopping: no new runs; waiting for the runs under way");
        stop.abort();
      };
      process.once("SIGINT", onSignal);
      process.once("SIGTERM", onSignal);
      const jobs = flags.jobs ? parseCount(flags.jobs, "--jobs") : os.availableParallelism();
      say(`${jobs} job slots, database ${flags.db ?? defaultDbFile()}`);
      try {
        const totals = await runWorker({
          db,
          jobs,
          slotBase: parseSlotBase(flags.slotBase),
          once: flags.once === true,
          sandbox,
          limits: {
            ...defaultLimits,
            memoryMb: parseCount(flags.memory, "--memory"),
            processes: parseCount(flags.processes, "--processes"),
          },
          command: flags.cmd,
          ...(flags.timeout ? { timeoutSec: parseSeconds(flags.timeout, "--timeout") } : {}),
          minTimeoutSec: parseSeconds(flags.minTimeout, "--min-timeout"),
          logCap: parseCount(flags.logCap, "--log-cap"),
          leaseMs: parseSeconds(flags.lease, "--lease") * 1000,
          pollMs: parseSeconds(flags.poll, "--poll") * 1000,
          prepare: {
            benchmarksRoot: flags.benchmarks,
            cacheDirOf: (b) => path.join(cacheRoot, `${b.name}@${b.version}`),
            workDir: path.resolve(flags.work ?? path.join(stateDir, "worker")),
            buildJobs: jobs,
            log: say,
            environments: (instances) =>
              prepareEnvironments(instances, {
                mode: parseEnvironmentMode(flags.env),
                cacheRoot: flags.imageCache ?? path.join(stateDir, "images"),
                sandbox: () => Promise.resolve(sandbox),
                warn: say,
              }),
          },
          log: say,
          ...(flags.verbose ? { logRun: say } : {}),
          signal: stop.signal,
          recheckSec: parseSeconds(flags.recheck, "--recheck"),
          coverage: flags.coverage,
          coveringTests: flags.coveringTests === true,
        });
        say(`done: ${totals.runs} runs, ${totals.jobs} submissions decided`);
      } finally {
        db.$client.close();
      }
    });
}
