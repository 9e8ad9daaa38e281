import { judgeConfirmations, type JudgedRun } from "../score/confirm-kills.ts";
import type { JUnitResult } from "../types.ts";
import { parseQuietly } from "./kill-tracker.ts";
import {
  confirmRunKey,
  GROUP_RUNS,
  PROTOCOL_VERSION,
  referenceBatchKey,
  seededOrder,
  seededPick,
  type Protocol,
} from "./protocol.ts";
import type { Task } from "./run-tasks.ts";

/** A confirmation run: a few selected tests, on a mutant or on a reference variant. */
export interface ConfirmTask extends Task {
  /**
   * The JUnit ids the run selects ($TSB_SELECT gets them sorted): its group's picked tests. On a
   * mutant the first is the one whose kill is being confirmed.
   */
  select: string[];
}

export type RunTask = Task | ConfirmTask;

/**
 * The confirmation runs of one instance (see Confirmations), from the tests each mutant's
 * first-pass run failed and which tests passed every reference run; in the seed's run order.
 */
export function confirmationPlan(
  protocol: Pick<Protocol, "seed" | "confirmations">,
  instance: string,
  failures: ReadonlyMap<string, ReadonlySet<string>>,
  valid: (id: string) => boolean,
): ConfirmTask[] {
  const { seed, confirmations } = protocol;
  const picks = new Map<string, string>();
  for (const [mutant, failed] of failures) {
    const candidates = [...failed].filter(valid).sort();
    if (candidates.length > 0)
      picks.set(mutant, seededPick(seed, `confirm:${instance}/${mutant}`, candidates));
  }
  const mutants = seededOrder(seed, [...picks.keys()], (m) => `group:${instance}/${m}`);
  // Groups of at least GROUP_RUNS / confirmations mutants need no reference-side runs.
  const groups = Math.max(1, Math.floor((mutants.length * confirmations) / GROUP_RUNS));
  const tasks: ConfirmTask[] = [];
  for (let g = 0; g < groups; g++) {
    const group = mutants.slice(
      Math.floor((g * mutants.length) / groups),
      Math.floor(((g + 1) * mutants.length) / groups),
    );
    if (group.length === 0) continue;
    const select = [...new Set(group.map((m) => picks.get(m) as string))].sort();
    for (const mutant of group) {
      const test = picks.get(mutant) as string;
      for (let r = 1; r <= confirmations; r++)
        tasks.push({
          instance,
          run: confirmRunKey(mutant, r),
          recorded: true,
          select: [test, ...select.filter((id) => id !== test)],
        });
    }
    // Each pick's runs where it must pass: its group's mutants it passed on.
    const passes = select.map(
      (id) => confirmations * group.filter((m) => !failures.get(m)?.has(id)).length,
    );
    const referenceRuns = Math.max(
      GROUP_RUNS - confirmations * group.length,
      confirmations - Math.min(...passes),
      0,
    );
    for (let j = 1; j <= referenceRuns; j++)
      tasks.push({
        instance,
        run: referenceBatchKey(seed, instance, `${group[0]}/${j}`, select),
        recorded: true,
        select,
      });
  }
  return seededOrder(seed, tasks, (t) => `${t.instance}/${t.run}`);
}

/**
 * Plans the confirmation runs of `tsb run` (docs/scoring.md, "Confirmed kills"). Once every
 * first-pass run of an instance is in, each mutant on which a test that passed in all reference
 * runs failed gets one such test, picked by the seed. The mutants are dealt into groups (by the
 * seed), and every run of a group selects the same tests, its picks: `confirmations` runs on each
 * of its mutants, and runs on reference variants until the group has GROUP_RUNS runs and each
 * pick has `confirmations` runs where it passed before. So a suite cannot tell a group's runs
 * apart by what they select, nor by what it remembers of its first pass, and each pick must
 * repeat its first-pass outcome in every one. The bundle's scorer (score/confirm-kills.ts)
 * judges them.
 */
export class Confirmations {
  private readonly references = new Map<string, Array<JUnitResult | null>>();
  private readonly failures = new Map<string, Map<string, Set<string>>>();
  private readonly expected = new Map<string, number>();
  private readonly outcomes = new Map<string, Map<string, JudgedRun>>();

  constructor(private readonly protocol: Protocol) {}

  async addReference(instance: string, junit: Buffer | null): Promise<void> {
    const runs = this.references.get(instance) ?? [];
    this.references.set(instance, runs);
    runs.push(await parseQuietly(junit));
  }

  /**
   * Records a mutant's first-pass run; returns whether a test that passed in every reference
   * run so far failed on it (the kill it previews is confirmed, or not, later).
   */
  async addMutant(instance: string, mutant: string, junit: Buffer | null): Promise<boolean> {
    const result = await parseQuietly(junit);
    const failed = new Set(
      [...(result?.cases.values() ?? [])].filter((c) => c.outcome === "failed").map((c) => c.id),
    );
    const byMutant = this.failures.get(instance) ?? new Map<string, Set<string>>();
    this.failures.set(instance, byMutant);
    byMutant.set(mutant, failed);
    return this.anyPassedEveryReference(instance, failed);
  }

  /** Whether one of `ids` passed in every reference run of the instance seen so far. */
  private anyPassedEveryReference(instance: string, ids: ReadonlySet<string>): boolean {
    const references = this.references.get(instance) ?? [];
    return [...ids].some((id) =>
      references.every((run) => run?.cases.get(id)?.outcome === "passed"),
    );
  }

  /**
   * How many of the instance's mutants a test that passed in every reference run failed on: the
   * kills of a run without confirmation runs (`--no-confirm`), which count as they are.
   */
  unconfirmedKills(instance: string): number {
    let kills = 0;
    for (const failed of this.failures.get(instance)?.values() ?? [])
      if (this.anyPassedEveryReference(instance, failed)) kills++;
    return kills;
  }

  /**
   * The confirmation runs of an instance whose first-pass runs are all in. A candidate passed
   * in every reference run this process made (a shard without reference runs of the instance
   * has no such filter, and the scorer drops what was not valid after all).
   */
  plan(instance: string): ConfirmTask[] {
    const references = this.references.get(instance) ?? [];
    const tasks = confirmationPlan(
      this.protocol,
      instance,
      this.failures.get(instance) ?? new Map<string, Set<string>>(),
      (id) => references.every((run) => run?.cases.get(id)?.outcome === "passed"),
    );
    this.expected.set(instance, tasks.length);
    return tasks;
  }

  /**
   * Records one confirmation run; once the instance's last one is in, returns the mutants whose
   * kill stands (score/confirm-kills.ts's rule, previewed for progress), else null.
   */
  async record(
    task: ConfirmTask,
    junit: Buffer | null,
    timedOut: boolean,
  ): Promise<string[] | null> {
    const result = await parseQuietly(junit);
    const runs = this.outcomes.get(task.instance) ?? new Map<string, JudgedRun>();
    this.outcomes.set(task.instance, runs);
    const outcomes = new Map(
      task.select.map((id) => [id, result?.cases.get(id)?.outcome ?? "missing"] as const),
    );
    runs.set(task.run, {
      key: task.run,
      selected: task.select,
      outcome: (test) => outcomes.get(test) ?? "missing",
      timedOut,
    });
    if (runs.size < (this.expected.get(task.instance) ?? Infinity)) return null;

    const firstPass = this.failures.get(task.instance);
    const references = this.references.get(task.instance) ?? [];
    const { confirmed } = judgeConfirmations(
      { version: PROTOCOL_VERSION, ...this.protocol },
      runs.values(),
      (mutant, test) => firstPass?.get(mutant)?.has(test) ?? false,
      (test) => references.every((run) => run?.cases.get(test)?.outcome === "passed"),
    );
    return [...confirmed.keys()];
  }
}
