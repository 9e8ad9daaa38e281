import type { JUnitResult } from "../types.ts";
import { parseQuietly } from "./kill-tracker.ts";
import {
  CONFIRM_BATCH,
  confirmRunKey,
  referenceBatchKey,
  seededOrder,
  seededPick,
  type Protocol,
} from "./protocol.ts";
import type { Task } from "./run-tasks.ts";

/** A confirmation run: a few selected tests, on a mutant or on a reference variant. */
export interface ConfirmTask extends Task {
  /**
   * The JUnit ids the run selects ($TSB_SELECT gets them sorted). On a mutant the first is the
   * test being confirmed and the rest are decoys, tests that passed on it.
   */
  select: string[];
}

export type RunTask = Task | ConfirmTask;

/**
 * Plans the confirmation runs of `tsb run` (docs/scoring.md, "Confirmed kills"). Once every
 * first-pass run of an instance is in, each mutant on which a test that passed in all reference
 * runs failed gets one such test, picked by the seed, re-run `confirmations` times on the mutant;
 * and every picked test is re-run `referenceConfirmations` times on reference variants. Every
 * confirmation run selects the same number of tests (CONFIRM_BATCH, padded with decoys), so a
 * suite cannot tell a re-run on a mutant from one on the reference by its selection; the
 * reference re-runs of several picked tests share a run, which keeps them cheap. The bundle's
 * scorer (score/confirm-kills.ts) judges them.
 */
export class Confirmations {
  private readonly references = new Map<string, Array<JUnitResult | null>>();
  private readonly failures = new Map<string, Map<string, Set<string>>>();
  private readonly expected = new Map<string, number>();
  private readonly outcomes = new Map<string, Map<string, Array<[string, "failed" | "passed"]>>>();

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
    const { seed, confirmations, referenceConfirmations } = this.protocol;
    const references = this.references.get(instance) ?? [];
    const everSeen = new Set<string>();
    for (const run of references) for (const id of run?.cases.keys() ?? []) everSeen.add(id);
    for (const failed of this.failures.get(instance)?.values() ?? [])
      for (const id of failed) everSeen.add(id);
    const passing = [...everSeen]
      .filter((id) => references.every((run) => run?.cases.get(id)?.outcome === "passed"))
      .sort();
    const decoys = (label: string, not: ReadonlySet<string>, count: number): string[] =>
      seededOrder(
        seed,
        passing.filter((id) => !not.has(id)),
        (id) => `${label}:${id}`,
      ).slice(0, count);
    const size = Math.min(CONFIRM_BATCH, passing.length);

    const tasks: ConfirmTask[] = [];
    const picked = new Set<string>();
    for (const [mutant, failed] of this.failures.get(instance) ?? []) {
      const candidates = passing.filter((id) => failed.has(id));
      if (candidates.length === 0) continue;
      const test = seededPick(seed, `confirm:${instance}/${mutant}`, candidates);
      picked.add(test);
      for (let r = 1; r <= confirmations; r++)
        tasks.push({
          instance,
          run: confirmRunKey(mutant, r),
          recorded: true,
          select: [test, ...decoys(`decoy:${instance}/${mutant}/${r}`, failed, size - 1)],
        });
    }
    for (let j = 1; j <= referenceConfirmations; j++) {
      const order = seededOrder(seed, [...picked], (id) => `batch:${instance}/${j}:${id}`);
      for (let start = 0; start < order.length; start += size) {
        const chunk = order.slice(start, start + size);
        const select = [
          ...chunk,
          ...decoys(`pad:${instance}/${j}/${start}`, new Set(chunk), size - chunk.length),
        ];
        tasks.push({
          instance,
          run: referenceBatchKey(seed, instance, j, select),
          recorded: true,
          select,
        });
      }
    }
    this.expected.set(instance, tasks.length);
    return seededOrder(seed, tasks, (t) => `${t.instance}/${t.run}`);
  }

  /**
   * Records one confirmation run; once the instance's last one is in, returns the mutants whose
   * kill stands (the rule of score/confirm-kills.ts, previewed for progress), else null.
   */
  async record(task: ConfirmTask, junit: Buffer | null): Promise<string[] | null> {
    const result = await parseQuietly(junit);
    const runs =
      this.outcomes.get(task.instance) ?? new Map<string, Array<[string, "failed" | "passed"]>>();
    this.outcomes.set(task.instance, runs);
    runs.set(
      task.run,
      task.select.map((id) => [
        id,
        result?.cases.get(id)?.outcome === "failed" ? "failed" : "passed",
      ]),
    );
    if (runs.size < (this.expected.get(task.instance) ?? Infinity)) return null;
    const wrong = new Set<string>();
    const mutantSide = new Map<string, string[]>();
    for (const [run, outcomes] of runs) {
      const mutant = /^confirm\/([^/_][^/]*)\//.exec(run)?.[1];
      for (const [i, [id, outcome]] of outcomes.entries()) {
        const expect = mutant !== undefined && i === 0 ? "failed" : "passed";
        if (outcome !== expect) wrong.add(id);
      }
      if (mutant !== undefined)
        mutantSide.set(mutant, [...(mutantSide.get(mutant) ?? []), outcomes[0]?.[0] ?? ""]);
    }
    return [...mutantSide]
      .filter(([, tests]) => tests.every((id) => !wrong.has(id)))
      .map(([m]) => m);
  }
}
