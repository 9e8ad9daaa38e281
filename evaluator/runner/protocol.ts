import { createHmac, randomBytes } from "node:crypto";
import { UsageError } from "../errors.ts";

/**
 * The run protocol's numbers and its seeded choices (docs/scoring.md, "Confirmed kills";
 * docs/running-suites.md, "What a suite can tell apart").
 *
 * Why these numbers. A suite of N tests that fail at random with rate p, and that may even tell
 * a confirmation run (one test selected) from a full run and then fail with its own rate q,
 * kills mutant m only if the one test chosen to confirm m fails in all `confirmations` (2)
 * re-runs on m and passes in all `referenceConfirmations` (8) re-runs on reference variants,
 * runs it cannot tell apart. That is at most max_q q²(1−q)⁸ ≈ 0.67% of mutants for the cleverest
 * such suite, and p²(1−p)¹¹ ≤ 0.38% for a plain random one with p ≤ 25%, whatever N is
 * (bench/protocol.ts prints the figures). With 4 reference re-runs it was 2.2%: on calc's 27
 * mutants two lucky kills (7.4%) came up in a tenth of the trials, and one in six mutants through
 * the worker. The reference re-runs are batched (8 tests a run), so each one added costs about a
 * run per 8 killed mutants. Honest deterministic tests fail again every time and pass on the
 * reference every time, so their kills stand as before.
 */
export interface Protocol {
  /** Hex seed of this run's random choices: run order, salts, the test that confirms a kill. */
  seed: string;
  /** k: reference runs, each on a different reference variant. */
  referenceRuns: number;
  /** Re-runs, on the mutant, of the one test chosen to confirm a kill. */
  confirmations: number;
  /** Re-runs of that test on reference variants; any failure there makes the test flaky. */
  referenceConfirmations: number;
}

export const PROTOCOL_VERSION = 2;
export const DEFAULT_CONFIRMATIONS = 2;
export const DEFAULT_REFERENCE_CONFIRMATIONS = 8;

/** A fresh protocol with a random seed, or the one `--seed` reproduces. */
export function newProtocol(referenceRuns: number, seed?: string): Protocol {
  if (seed !== undefined && !/^[0-9a-f]{8,64}$/.test(seed))
    throw new UsageError(`--seed: expected 8 to 64 lowercase hex digits, got '${seed}'`);
  return {
    seed: seed ?? randomBytes(16).toString("hex"),
    referenceRuns,
    confirmations: DEFAULT_CONFIRMATIONS,
    referenceConfirmations: DEFAULT_REFERENCE_CONFIRMATIONS,
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

/** Tests every confirmation run selects: the confirmed one and decoys, or a batch of picks. */
export const CONFIRM_BATCH = 8;

/** Where reference-side confirmation runs go: no mutant id can start with "_". */
export const REFERENCE_CONFIRM_DIR = "_reference";

/** `confirm/<mutant>/<r>`: a confirmation run on a mutant. */
export function confirmRunKey(mutant: string, r: number): string {
  return `confirm/${mutant}/${r}`;
}

/**
 * `confirm/_reference/<digest>`: a confirmation run on a reference variant. Named by a digest of
 * its selection, so that shards, which each confirm their own mutants, never pick one name twice.
 */
export function referenceBatchKey(
  seed: string,
  instance: string,
  repetition: number,
  select: readonly string[],
): string {
  const digest = seeded(seed, `batch:${instance}/${repetition}:${select.join("\n")}`);
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
