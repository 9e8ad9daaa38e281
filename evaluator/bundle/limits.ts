/** Bounds on what a bundle may unpack to; each one stops a class of hostile archive. */
export interface BundleLimits {
  /** Files and folders in the archive. */
  maxEntries: number;
  /** Sum of all files' uncompressed sizes, in bytes. */
  maxTotalBytes: number;
  /** Largest single file, uncompressed, in bytes. */
  maxFileBytes: number;
  /** Largest uncompressed/compressed ratio, per zip entry and over a whole tar.gz (zip bombs). */
  maxCompressionRatio: number;
  /**
   * Sum of the uncompressed sizes of `instances/<id>/suite/**` and `instances/<id>/logs/**`:
   * the text a stored submission keeps for drill-down, so the database never holds more.
   */
  maxStoredTextBytes: number;
}

/**
 * Roomy enough for a full-scale bundle (165 instances × ~77 JUnit files plus sources and logs),
 * small enough that a hostile archive cannot fill the disk or memory.
 */
export const defaultBundleLimits: Readonly<BundleLimits> = Object.freeze({
  maxEntries: 200_000,
  maxTotalBytes: 8 * 1024 ** 3,
  maxFileBytes: 256 * 1024 ** 2,
  maxCompressionRatio: 200,
  maxStoredTextBytes: 32 * 1024 ** 2,
});

/**
 * Below this many uncompressed bytes the ratio is not checked: a small file of repeated text
 * compresses far past any sane ratio, yet cannot bomb anything. At the floor it is checked
 * (`>=`): entries of exactly 1 MiB once slipped through. Many entries just under the floor are
 * caught by the same check over the whole archive.
 */
export const RATIO_FLOOR_BYTES = 1024 * 1024;

export function resolveBundleLimits(limits: Partial<BundleLimits> = {}): BundleLimits {
  const resolved = { ...defaultBundleLimits };
  for (const key of Object.keys(resolved) as (keyof BundleLimits)[]) {
    const value = limits[key];
    if (value === undefined) continue;
    if (!(value > 0)) throw new RangeError(`bundle limit ${key} must be positive, got ${value}`);
    resolved[key] = value;
  }
  return resolved;
}

export function exceedsRatio(
  uncompressed: number,
  compressed: number,
  limits: BundleLimits,
): boolean {
  return (
    uncompressed >= RATIO_FLOOR_BYTES && uncompressed > compressed * limits.maxCompressionRatio
  );
}
