import { parseJUnit } from "../junit/parse-junit.ts";
import { testVerdict } from "../score/verdicts.ts";
import type { JUnitResult, TestOutcome } from "../types.ts";

/**
 * Live kill counting for the progress bar and events: the scoring rules applied to what has
 * run so far. Scoring the bundle (`tsb score`) stays the authority; this only previews it.
 */
export class KillTracker {
  private readonly references = new Map<string, Array<JUnitResult | null>>();
  private readonly valid = new Map<string, Set<string>>();

  async addReference(instance: string, junit: Buffer | null): Promise<void> {
    const results = this.references.get(instance) ?? [];
    results.push(await parseQuietly(junit));
    this.references.set(instance, results);
  }

  /**
   * Called once an instance's reference runs in this process are done; returns how many runs
   * were seen and how many tests were valid in all of them.
   */
  settle(instance: string): { runs: number; valid: number } {
    const results = this.references.get(instance) ?? [];
    const valid = validTests(results);
    this.valid.set(instance, valid);
    return { runs: results.length, valid: valid.size };
  }

  /** Whether a test valid on the reference runs failed on this mutant. */
  async isKilled(instance: string, junit: Buffer | null): Promise<boolean> {
    const valid = this.valid.get(instance);
    const result = await parseQuietly(junit);
    if (!valid || !result) return false;
    for (const [id, testCase] of result.cases)
      if (testCase.outcome === "failed" && valid.has(id)) return true;
    return false;
  }
}

function validTests(results: ReadonlyArray<JUnitResult | null>): Set<string> {
  const ids = new Set<string>();
  for (const result of results) for (const id of result?.cases.keys() ?? []) ids.add(id);
  const valid = new Set<string>();
  for (const id of ids) {
    const outcomes: TestOutcome[] = results.map((r) => r?.cases.get(id)?.outcome ?? "missing");
    if (testVerdict(outcomes) === "valid") valid.add(id);
  }
  return valid;
}

/** Unreadable XML previews as "no result"; `tsb score` reports it properly. */
export async function parseQuietly(junit: Buffer | null): Promise<JUnitResult | null> {
  if (junit === null) return null;
  return parseJUnit(junit, "junit.xml").catch(() => null);
}
