import type { BuildEnvironment } from "./build-one.ts";
import type { Progress } from "./progress.ts";
import type { ShardSpec } from "./plan.ts";
import type { Limits, Sandbox } from "./sandbox.ts";

/** `tsb run`'s options, as runSuites (run-suites.ts) takes them. */
export interface RunSuitesOptions {
  benchmarkDir: string;
  suitesDir: string;
  outDir: string;
  cacheDir: string;
  submissionFile?: string;
  instances?: readonly string[];
  command: string;
  runs: number;
  jobs: number;
  /**
   * The first job slot (default 0): a run in slot s of the pool uses the sandbox's slot
   * slotBase + s, i.e. uid 61000 + slotBase + s as root. Two shards on one machine need ranges
   * apart, since the kernel's process cap counts per uid.
   */
  slotBase?: number;
  /** Explicit limit for every run; when absent, mutants get `defaultMutantTimeout`. */
  timeoutSec?: number;
  /** The floor of the default mutant timeout (60 s); lowered only by tests. */
  minTimeoutSec?: number;
  shard?: ShardSpec;
  /** Hex seed of the run's random choices (order, salts, confirming tests); random when absent. */
  seed?: string;
  /**
   * Whether kills get confirmation runs (default true). `tsb benchmark check` runs the
   * benchmark's own deterministic suites without them: its bundle is then unconfirmed.
   */
  confirm?: boolean;
  sandbox: Sandbox;
  limits: Limits;
  logCap: number;
  progress: Progress | ((total: number) => Progress);
  warn: (message: string) => void;
  /**
   * Instances that run in an image (evaluator/environment/): its digest and sandbox, and where
   * its tools run (the coverage tools that read the coverage run's files).
   */
  environments?: ReadonlyMap<
    string,
    { digest: string; sandbox: Sandbox; build?: BuildEnvironment }
  >;
  /** One extra run per instance on the instrumented reference, for coverage.json (default true). */
  coverage?: boolean;
  /**
   * Covering-tests mode: each mutant runs only the tests whose coverage reaches its changed
   * lines, and a mutant no test reaches is not run (it survives). Needs the coverage run.
   */
  coveringTests?: boolean;
  /**
   * Finish a run that stopped before its end (killed, a reboot) in `outDir`: the runs its
   * journal holds are taken as they ended, the others run (run-journal.ts). The options must be
   * the ones it started with.
   */
  resume?: boolean;
}
