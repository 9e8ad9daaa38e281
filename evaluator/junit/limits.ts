/** Limits that keep parsing one JUnit file bounded, whatever the file holds. */
export interface JUnitLimits {
  /** Longest failure/skip message kept, in characters; longer ones end in "…". */
  messageCap: number;
  /** Deepest element nesting accepted (nested suites count). */
  maxDepth: number;
  /** Largest input accepted, in bytes. */
  maxBytes: number;
}

/** What `parseJUnit` returns besides its limits. */
export interface JUnitParseOptions extends Partial<JUnitLimits> {
  /**
   * "failures" returns only the failed cases, for callers that read nothing else (a mutant's
   * run): far fewer objects are built. Default "all".
   */
  keep?: "all" | "failures";
  /**
   * "saxes" skips the byte scanner and reads with saxes only; tests and benchmarks use it to
   * compare the two paths. Default "auto".
   */
  scanner?: "auto" | "saxes";
}

export const defaultJUnitLimits: Readonly<JUnitLimits> = Object.freeze({
  messageCap: 2000,
  maxDepth: 64,
  maxBytes: 256 * 1024 * 1024,
});

export function resolveJUnitLimits(options: Partial<JUnitLimits> = {}): JUnitLimits {
  const limits: JUnitLimits = { ...defaultJUnitLimits };
  for (const key of Object.keys(limits) as (keyof JUnitLimits)[]) {
    const value = options[key];
    if (value === undefined) continue;
    if (!Number.isInteger(value) || value < 1) {
      throw new RangeError(`JUnit limit ${key} must be a positive integer, got ${value}`);
    }
    limits[key] = value;
  }
  return limits;
}
