import path from "node:path";
import type { InstanceDefinition } from "../benchmark/load-benchmark.ts";
import { TsbError } from "../errors.ts";
import { TamperedExecutableError } from "./execute-run.ts";
import { sha256File } from "./hash.ts";
import { manifestEntry, type BuildManifest } from "./manifest.ts";
import type { PlannedRun } from "./plan.ts";
import { confirmVariant, parseConfirmKey, type Protocol } from "./protocol.ts";
import type { RunSuitesOptions } from "./run-suites-options.ts";

export interface Task extends PlannedRun {
  /** False for a shard's calibration reference runs: they time the suite but are not written. */
  recorded: boolean;
}

/** What planning the runs needs of `tsb run`'s options (RunSuitesOptions has them all). */
export interface TaskOptions {
  cacheDir: string;
  /** Reference runs per instance. */
  runs: number;
  /** Explicit limit for every run. */
  timeoutSec?: number;
}

/**
 * The runs this process performs (run-suites.ts puts them in the seed's order): the owned runs,
 * plus — when sharded — the unowned reference runs of every instance it has mutants of, to time
 * the suite and to know which tests are valid before confirming a kill (run-suites.ts explains
 * why). Mutants that failed to build are left out with a warning; an instance whose reference
 * did not build is an error.
 */
export function runTasks(
  instances: readonly InstanceDefinition[],
  options: TaskOptions,
  owned: ReadonlySet<string>,
  manifest: BuildManifest,
  warn: (message: string) => void,
): Task[] {
  const references: Task[] = [];
  const mutants: Task[] = [];
  for (const instance of instances) {
    const reference = manifestEntry(manifest, instance.id, "reference");
    if (!reference || !("sha256" in reference)) {
      throw new TsbError(
        `${options.cacheDir}: instance '${instance.id}' has no built reference executable${reference && "error" in reference ? ` (build failed: ${reference.error.split("\n")[0]})` : ""}; run \`tsb build\``,
      );
    }
    const ownedMutants: Task[] = [];
    for (const mutant of instance.mutants ?? []) {
      const run = `mutants/${mutant.id}`;
      if (!owned.has(`${instance.id}/${run}`)) continue;
      const entry = manifestEntry(manifest, instance.id, run);
      if (!entry || !("sha256" in entry)) {
        warn(
          `${instance.id}/${run}: not built${entry && "error" in entry ? ` (${entry.error.split("\n")[0]})` : ""}; skipped, it will score as no-result`,
        );
        continue;
      }
      ownedMutants.push({ instance: instance.id, run, recorded: true });
    }
    const calibrate = ownedMutants.length > 0;
    for (let n = 1; n <= options.runs; n++) {
      const run = `reference/${n}`;
      const recorded = owned.has(`${instance.id}/${run}`);
      if (recorded || calibrate) references.push({ instance: instance.id, run, recorded });
    }
    mutants.push(...ownedMutants);
  }
  return [...references, ...mutants];
}

/**
 * Which build a run uses: reference run n the reference's variant n; a reference-side
 * confirmation run a seeded variant; a mutant's runs the mutant.
 */
export function runExecutable(
  task: PlannedRun,
  protocol: Protocol,
): { executable: string; variant?: number } {
  const confirm = parseConfirmKey(task.run);
  if (confirm)
    return confirm.side === "mutant"
      ? { executable: `mutants/${confirm.mutant}` }
      : {
          executable: "reference",
          variant: confirmVariant(protocol, `${task.instance}/${task.run}`),
        };
  if (task.run.startsWith("reference/"))
    return { executable: "reference", variant: Number(task.run.slice("reference/".length)) };
  return { executable: task.run };
}

/**
 * Refuses to run an executable built in another environment than the run's: a program built
 * against the host's libraries may not even start in an image, and never proves the image.
 */
export function checkBuiltIn(
  tasks: ReadonlyArray<{ instance: string; run: string }>,
  manifest: BuildManifest,
  options: Pick<RunSuitesOptions, "cacheDir" | "environments">,
): void {
  for (const task of tasks) {
    const executable = task.run.startsWith("reference/") ? "reference" : task.run;
    const entry = manifestEntry(manifest, task.instance, executable);
    if (!entry || !("sha256" in entry)) continue;
    const wanted = options.environments?.get(task.instance)?.digest;
    if (entry.environment === wanted) continue;
    const where = (digest: string | undefined) => (digest ? `in image ${digest}` : "on the host");
    throw new TsbError(
      `${options.cacheDir}: ${task.instance}/${executable} was built ${where(entry.environment)}, but runs ${where(wanted)}; ` +
        "rebuild with `tsb build` and the same --env",
    );
  }
}

/**
 * Hashes every executable the runs will use once, before the first run, so a cache that was
 * changed after the build is refused at once rather than after every run already started has
 * finished (a hanging mutant would hold the refusal for its whole time limit). Each run checks
 * its own copy again (execute-run.ts), which is what a change mid-run meets.
 */
export async function checkHashes(
  tasks: ReadonlyArray<{ instance: string; run: string }>,
  manifest: BuildManifest,
  cacheDir: string,
): Promise<void> {
  const entries = new Map<string, string>();
  for (const task of tasks) {
    const instance = manifest.instances[task.instance];
    const used = task.run.startsWith("mutants/")
      ? [manifestEntry(manifest, task.instance, task.run)]
      : [instance?.reference, ...Object.values(instance?.variants ?? {})];
    for (const entry of used) if (entry && "sha256" in entry) entries.set(entry.path, entry.sha256);
  }
  for (const [file, sha256] of entries) {
    const executable = path.join(cacheDir, file);
    const actual = await sha256File(executable);
    if (actual !== sha256) throw new TamperedExecutableError(executable, actual, sha256);
  }
}
