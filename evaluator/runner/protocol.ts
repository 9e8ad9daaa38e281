import { createHmac, randomBytes } from "node:crypto";
import { UsageError } from "../errors.ts";

/**
 * The run protocol's numbers and its seeded choices (docs/scoring.md, "Confirmed kills";
 * docs/running-suites.md, "What a suite can tell apart").
 *
 * Why these numbers. Each mutant with a valid failing test gets one such test, picked by the
 * seed; the mutants are dealt into groups of at least GROUP_RUNS / confirmations, and every
 * confirmation run of a group selects the same tests, the group's picks: `confirmations` (2)
 * runs on each of its mutants, plus runs on reference variants when the group is small, so that
 * a group has GROUP_RUNS (20) runs. A suite cannot tell those runs apart but by the program's
 * behaviour, even if it remembers every outcome of its first pass (a counter in the page cache
 * does that): the runs of a group are alike in everything it sees. Yet each picked test must
 * repeat its first-pass outcome in each of them, fail on its mutant and pass where it passed, in
 * at least `judgedRuns` (18) runs with at least `confirmations` of each kind. Whatever it does, a
 * suite that cannot tell the runs apart lands a test's failures on the right runs with a chance
 * of at most 1/C(18, 2) ≈ 0.65% per mutant; a test failing at random with rate q, at most
 * max q²(1−q)¹⁶ ≈ 0.2% (bench/protocol.ts prints both). Protocol 2 re-ran the picked test on its
 * mutant beside decoys that had passed everywhere, so a suite that remembered its failures knew
 * which selected test to fail: cheating-suites.ts's `recall` reached M 77.8% on calc there. It
 * is also cheaper: about 2 runs per killed mutant, where protocol 2 made 3. Honest
 * deterministic tests repeat every outcome, so their kills stand as before.
 */
export interface Protocol {
  /** Hex seed of this run's random choices: run order, salts, the tests that confirm kills. */
  seed: string;
  /** k: reference runs, each on a different reference variant. */
  referenceRuns: number;
  /** Re-runs on each mutant of its group's picked tests; its own pick must fail in all. */
  confirmations: number;
  /** Confirmation runs a picked test must have repeated its outcome in for its kill to stand. */
  judgedRuns: number;
}

export const PROTOCOL_VERSION = 3;
export const DEFAULT_CONFIRMATIONS = 2;
/** Confirmation runs of each group: its mutants' re-runs, padded with reference-side runs. */
export const GROUP_RUNS = 20;
/** Two fewer than a group's runs, so that a re-run on a mutant may time out. */
export const DEFAULT_JUDGED_RUNS = GROUP_RUNS - 2;

/** A fresh protocol with a random seed, or the one `--seed` reproduces. */
export function newProtocol(referenceRuns: number, seed?: string): Protocol {
  if (seed !== undefined && !/^[0-9a-f]{8,64}$/.test(seed))
    throw new UsageError(`--seed: expected 8 to 64 lowercase hex digits, got '${seed}'`);
  return {
    seed: seed ?? randomBytes(16).toString("hex"),
    referenceRuns,
    confirmations: DEFAULT_CONFIRMATIONS,
    judgedRuns: DEFAULT_JUDGED_RUNS,
  };
}

/** A keyed digest of `label`: every seeded choice is one, so each is reproducible on its own. */
export function seeded(seed: string, label: string): Buffer {
  return createHmac("sha256", seed).update(label).digest();
}

/**
 * `items` in the seed's random order: sorted by the keyed digest of each one's key. No run's
 * position depends on its kind, so a suite that counts its runs learns nothing from the count.
 */
export function seededOrder<T>(seed: string, items: readonly T[], key: (item: T) => string): T[] {
  const keyed = items.map((item) => ({ item, rank: seeded(seed, `order:${key(item)}`) }));
  keyed.sort((a, b) => Buffer.compare(a.rank, b.rank));
  return keyed.map((k) => k.item);
}

/** A seeded pick of one of `items` (which must not be empty), for the label given. */
export function seededPick<T>(seed: string, label: string, items: readonly T[]): T {
  const index = seeded(seed, `pick:${label}`).readUInt32BE(0) % items.length;
  return items[index] as T;
}

/** Up to 64 KiB, so the salted sizes of the reference and of any mutant overlap almost wholly. */
const MAX_SALT = 65536;

/**
 * The bytes a run's copy of the executable gets at its end: a seeded length and content per
 * run, so its size and hash differ in every run, the reference's as much as any mutant's
 * (run-folder.ts turns them into a comment line for a script).
 */
export function runSalt(seed: string, runKey: string): Buffer {
  const length = 1 + (seeded(seed, `salt:${runKey}`).readUInt32BE(0) % MAX_SALT);
  const bytes = Buffer.alloc(length);
  for (let offset = 0, block = 0; offset < length; block++)
    offset += seeded(seed, `salt:${runKey}:${block}`).copy(bytes, offset);
  return bytes;
}

/** Seconds a run's clocks since boot are moved on: seeded per run, up to about 115 days. */
export function runClockOffset(seed: string, runKey: string): number {
  return seeded(seed, `clock:${runKey}`).readUInt32BE(0) % 10_000_000;
}

/** Where reference-side confirmation runs go: no mutant id can start with "_". */
export const REFERENCE_CONFIRM_DIR = "_reference";

/** `confirm/<mutant>/<r>`: a confirmation run on a mutant. */
export function confirmRunKey(mutant: string, r: number): string {
  return `confirm/${mutant}/${r}`;
}

/**
 * `confirm/_reference/<digest>`: a confirmation run on a reference variant. Named by a digest of
 * its group (`label`, from the group's mutants) and selection, so that shards, which each
 * confirm their own mutants, never pick one name twice.
 */
export function referenceBatchKey(
  seed: string,
  instance: string,
  label: string,
  select: readonly string[],
): string {
  const digest = seeded(seed, `batch:${instance}/${label}:${select.join("\n")}`);
  return `confirm/${REFERENCE_CONFIRM_DIR}/${digest.toString("hex").slice(0, 16)}`;
}

/** The parts of a confirmation run's key, or null for a reference or mutant run's. */
export function parseConfirmKey(
  run: string,
): { side: "mutant"; mutant: string; r: number } | { side: "reference"; name: string } | null {
  const match = /^confirm\/([^/]+)\/([^/]+)$/.exec(run);
  if (!match?.[1] || !match[2]) return null;
  if (match[1] === REFERENCE_CONFIRM_DIR) return { side: "reference", name: match[2] };
  return /^[1-9][0-9]*$/.test(match[2])
    ? { side: "mutant", mutant: match[1], r: Number(match[2]) }
    : null;
}

/** Which reference variant (1..k) a reference-side confirmation runs on: seeded, per run. */
export function confirmVariant(protocol: Protocol, runKey: string): number {
  return 1 + (seeded(protocol.seed, `variant:${runKey}`).readUInt32BE(0) % protocol.referenceRuns);
}
