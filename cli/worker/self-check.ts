import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import type {
  BenchmarkDefinition,
  InstanceDefinition,
  MutantDefinition,
} from "../../evaluator/benchmark/load-benchmark.ts";
import { parseJUnit } from "../../evaluator/junit/parse-junit.ts";
import { buildBenchmark } from "../../evaluator/runner/build-cache.ts";
import { executeRun, type RunResult } from "../../evaluator/runner/execute-run.ts";
import { runFolder, writePytestPlugin } from "../../evaluator/runner/run-folder.ts";
import { newProtocol, runSalt } from "../../evaluator/runner/protocol.ts";
import { sha256Text } from "../../evaluator/runner/hash.ts";
import { manifestEntry, readManifest } from "../../evaluator/runner/manifest.ts";
import { referenceTimeout } from "../../evaluator/runner/run-limits.ts";
import type { Limits, Sandbox } from "../../evaluator/runner/sandbox.ts";
import type { InstanceEnvironment } from "../../evaluator/environment/prepare-environments.ts";
import { describeFault, findMachineFault } from "../../evaluator/verify/machine-fault.ts";
import {
  buildToolsOf,
  environmentProblem,
  probeRunEnvironment,
  type RunEnvironment,
} from "../../evaluator/verify/run-environment.ts";

/** Mutants the check runs the reference suite on, from different instances: "a few". */
export const SELF_CHECK_MUTANTS = 2;
/**
 * A mutant run of the reference suite: a fifth of the reference limit, which is 120 s for a
 * benchmark that keeps the default (its reference suites run for seconds), and scales with a
 * benchmark whose suites run for minutes (benchmark.json's `limits.referenceTimeoutSec`).
 */
const mutantTimeout = (referenceSec: number) => Math.max(120, Math.round(referenceSec / 5));

export interface SelfCheckContext {
  sandbox: Sandbox;
  limits: Limits;
  /** The suite command the tasks run; `{junit}` is replaced by the JUnit XML path. */
  command: string;
  /** Job slots the check's runs may use, one run per slot at a time. */
  slots: readonly number[];
  /** A folder the sandbox's users can traverse (the worker's run scratch). */
  scratch: string;
  cacheDir: string;
  buildJobs: number;
  logCap: number;
  /** Instances that build and run in their declared image (the others use the host). */
  environments?: ReadonlyMap<string, InstanceEnvironment>;
  /** True when this worker already passed a check of this fingerprint and build. */
  passedBefore?: (fingerprint: string, buildKey: string) => boolean;
}

export interface SelfCheckResult {
  status: "passed" | "failed";
  /** The first thing that went wrong, as an operator should read it. */
  reason: string | null;
  /** The command that fixes it, where one is known. */
  fix: string | null;
  environment: RunEnvironment;
  buildKey: string | null;
  runs: number;
  durationMs: number;
  /** Passed without running: the same check passed before (`passedBefore`). */
  cached: boolean;
}

/**
 * The worker checks itself before it judges anyone (DESIGN.md, "Where runs happen"): it builds
 * the benchmark, runs the benchmark's own reference suite (`tests/`) on every instance's
 * reference and on a few mutants whose target test kills them by construction, exactly as a
 * task runs (executeRun, the worker's sandbox, limits and command), and requires every
 * reference test to pass and every target test to fail on its mutant. Anything else is the
 * machine's fault, since the benchmark's own suite and reference agree by construction.
 */
export async function selfCheck(
  benchmark: BenchmarkDefinition,
  context: SelfCheckContext,
): Promise<SelfCheckResult> {
  const started = Date.now();
  const images = context.environments ?? new Map<string, InstanceEnvironment>();
  const sandboxOf = (instance: InstanceDefinition) =>
    images.get(instance.id)?.sandbox ?? context.sandbox;
  // What the suites see is probed where they run: in the image when every instance runs in
  // one. Only builds on the host need the host's toolchains.
  const digests = new Set(benchmark.instances.map((i) => images.get(i.id)?.digest ?? "host"));
  const onHost = benchmark.instances.filter((i) => !images.has(i.id));
  const environment = await probeRunEnvironment({
    sandbox:
      digests.size === 1 && benchmark.instances[0]
        ? sandboxOf(benchmark.instances[0])
        : context.sandbox,
    limits: context.limits,
    slot: context.slots[0] ?? 0,
    scratch: context.scratch,
    buildTools: await buildToolsOf({ ...benchmark, instances: onHost }),
  });
  let runs = 0;
  const end = (
    outcome: Pick<SelfCheckResult, "status" | "reason" | "fix" | "buildKey">,
    cached = false,
  ): SelfCheckResult => ({
    ...outcome,
    environment,
    runs,
    durationMs: Date.now() - started,
    cached,
  });

  const problem = environmentProblem(environment, context.command.includes("pytest"));
  if (problem) return end({ status: "failed", ...problem, buildKey: null });

  const reports = await buildBenchmark(benchmark, {
    cacheDir: context.cacheDir,
    jobs: context.buildJobs,
    environmentFor: (instance) => images.get(instance.id)?.build,
  });
  const failedBuilds = reports.filter((r) => r.status === "failed");
  const machineBuild = failedBuilds.find((r) => findMachineFault(r.error ?? "") !== null);
  const referenceBuild = failedBuilds.find((r) => r.executable === "reference");
  const badBuild = machineBuild ?? referenceBuild;
  if (badBuild) {
    const fault = findMachineFault(badBuild.error ?? "");
    return end({
      status: "failed",
      reason:
        `the benchmark's build of ${badBuild.instance}/${badBuild.executable} failed here: ` +
        (fault ? describeFault(fault) : firstLines(badBuild.error ?? "no message", 3)),
      fix: fault?.fix ?? null,
      buildKey: null,
    });
  }
  const manifest = await readManifest(context.cacheDir);
  if (manifest === null)
    return end({
      status: "failed",
      reason: `${context.cacheDir}: no build manifest after building`,
      fix: null,
      buildKey: null,
    });
  const buildKey = sha256Text(JSON.stringify(manifest.instances));
  if (context.passedBefore?.(environment.fingerprint, buildKey))
    return end({ status: "passed", reason: null, fix: null, buildKey }, true);

  const built = (instance: string, executable: string, variant = 1) => {
    const entry = manifestEntry(manifest, instance, executable, variant);
    return entry && "sha256" in entry ? entry : null;
  };
  // An instance without a reference suite (a benchmark still being written) has nothing to run.
  const suites = benchmark.instances.filter((i) => existsSync(path.join(i.dir, "tests")));
  // As the tasks run, on salted copies; the instances take the reference variants in turn, so
  // each variant's build is exercised without tripling the check's runs.
  const plan: Array<{
    instance: InstanceDefinition;
    mutant: MutantDefinition | null;
    variant?: number;
  }> = [
    ...suites.map((instance, i) => ({ instance, mutant: null, variant: 1 + (i % 3) })),
    ...killedMutants(suites, (i, m) => built(i, `mutants/${m}`) !== null),
  ];
  const work = await mkdtemp(path.join(context.scratch, "self-check-"));
  const pluginDir = await writePytestPlugin(work);
  const seed = newProtocol(3).seed;
  const referenceSec = referenceTimeout(benchmark);
  try {
    // Kept in plan order, whichever slot finishes first, so the reason names the same run
    // (the reference's, where it failed) every time.
    const failed: Array<{ at: number; failure: string }> = [];
    const faults: Array<ReturnType<typeof findMachineFault>> = [];
    let next = 0;
    const slotLoop = async (slot: number) => {
      for (let at = next++, step = plan[at]; step !== undefined; at = next++, step = plan[at]) {
        const { instance, mutant } = step;
        const entry =
          built(instance.id, mutant ? `mutants/${mutant.id}` : "reference", step.variant) ??
          built(instance.id, mutant ? `mutants/${mutant.id}` : "reference");
        if (!entry) {
          failed.push({ at, failure: `${instance.id}: no built reference executable` });
          continue;
        }
        const result = await executeRun({
          suiteDir: path.join(instance.dir, "tests"),
          executable: path.join(context.cacheDir, entry.path),
          sha256: entry.sha256,
          commandTemplate: context.command,
          timeoutSec: mutant ? mutantTimeout(referenceSec) : referenceSec,
          runDir: runFolder(work),
          slot,
          sandbox: sandboxOf(instance),
          limits: context.limits,
          logCap: context.logCap,
          salt: runSalt(seed, `${instance.id}/${mutant?.id ?? `reference/${step.variant ?? 1}`}`),
          pluginDir,
        });
        runs++;
        const failure = await judgeRun(instance, mutant, result);
        if (failure !== null) {
          failed.push({ at, failure });
          faults.push(findMachineFault(result.log));
        }
      }
    };
    await Promise.all(context.slots.map(slotLoop));
    const failures = failed.sort((a, b) => a.at - b.at).map((f) => f.failure);
    if (failures.length === 0) return end({ status: "passed", reason: null, fix: null, buildKey });
    const fault = faults.find((f) => f !== null) ?? null;
    const more = failures.length > 1 ? ` (and ${failures.length - 1} more)` : "";
    return end({
      status: "failed",
      reason: `${failures[0]}${more}${fault ? `; ${describeFault(fault)}` : ""}`,
      fix: fault?.fix ?? null,
      buildKey,
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Up to SELF_CHECK_MUTANTS mutants, each from another instance (their toolchains differ), that
 * built: the reference suite's target test for each must fail on it.
 */
function killedMutants(
  instances: readonly InstanceDefinition[],
  isBuilt: (instance: string, mutant: string) => boolean,
): Array<{ instance: InstanceDefinition; mutant: MutantDefinition }> {
  const chosen: Array<{ instance: InstanceDefinition; mutant: MutantDefinition }> = [];
  for (const instance of instances) {
    if (chosen.length >= SELF_CHECK_MUTANTS) break;
    const mutant = instance.mutants?.find((m) => isBuilt(instance.id, m.id));
    if (mutant) chosen.push({ instance, mutant });
  }
  return chosen;
}

/** Null when the run showed what the benchmark promises; otherwise what it showed instead. */
async function judgeRun(
  instance: InstanceDefinition,
  mutant: MutantDefinition | null,
  result: RunResult,
): Promise<string | null> {
  const where = mutant ? `${instance.id}/mutants/${mutant.id}` : `${instance.id}/reference`;
  const exit = result.timedOut ? "timed out" : `exit ${result.exitCode}`;
  if (result.junit === null)
    return `${where}: the benchmark's reference suite wrote no JUnit XML in this worker's sandbox (${exit}): ${firstLines(stripHeader(result.log), 2)}`;
  const parsed = await parseJUnit(result.junit, `${where}.xml`).catch((error: Error) => error);
  if (parsed instanceof Error) return `${where}: unusable JUnit XML: ${parsed.message}`;
  const cases = [...parsed.cases.values()];
  if (mutant) {
    const target = parsed.cases.get(mutant.targetTest);
    if (target?.outcome === "failed") return null;
    return `${where}: the reference suite's target test ${mutant.targetTest} ${target ? target.outcome : "is missing"}, where by construction it fails (${exit})`;
  }
  const passed = cases.filter((c) => c.outcome === "passed").length;
  if (cases.length > 0 && passed === cases.length) return null;
  const first = cases.find((c) => c.outcome !== "passed");
  return (
    `${where}: ${passed} of ${cases.length} of the benchmark's own reference tests passed on its reference in this worker's sandbox (${exit})` +
    (first
      ? `; first: ${first.id} ${first.outcome}${first.message ? `: ${firstLines(first.message, 1)}` : ""}`
      : "")
  );
}

/** executeRun's log starts with `$ command` and `# exit` lines; the suite's output follows. */
function stripHeader(log: string): string {
  return log
    .split("\n")
    .filter((line) => !line.startsWith("$ ") && !line.startsWith("# "))
    .join("\n");
}

function firstLines(text: string, n: number): string {
  return text.trim().split("\n").slice(0, n).join(" / ");
}
