/**
 * The bootstrap's resampling plan: for n instances, B rows of n instance indices drawn
 * uniformly with replacement from a seeded generator (DESIGN.md, "Uncertainty").
 *
 * The plan depends only on (n, B, seed), so every submission of a benchmark is resampled with the
 * same rows: a paired difference is then the difference of the two submissions' replicate means,
 * and an interval stored today is reproduced by the same code tomorrow.
 */

/** B, the seed and the level every stored interval uses. Changing them changes stored figures. */
export const BOOTSTRAP = { resamples: 10_000, seed: 20_261_013, level: 0.95 } as const;

/**
 * mulberry32. Hand-written rather than taken from a package because stored intervals depend on
 * its exact sequence: a dependency upgrade must never be able to change it.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface ResamplePlan {
  n: number;
  resamples: number;
  /**
   * Row-major: row b holds the n drawn indices at [b·n, (b+1)·n). The narrowest integer type
   * that holds n, since reading the plan is most of a bootstrap's time.
   */
  indices: Uint8Array | Uint16Array | Uint32Array;
}

const cache = new Map<string, ResamplePlan>();
const CACHE_LIMIT = 4;

/** The plan for n instances; cached, since every submission of a benchmark shares it. */
export function resamplePlan(
  n: number,
  resamples: number = BOOTSTRAP.resamples,
  seed: number = BOOTSTRAP.seed,
): ResamplePlan {
  const key = `${n}:${resamples}:${seed}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const random = seededRandom(seed);
  const size = n * resamples;
  const indices =
    n <= 0x100
      ? new Uint8Array(size)
      : n <= 0x10000
        ? new Uint16Array(size)
        : new Uint32Array(size);
  for (let k = 0; k < indices.length; k++) indices[k] = Math.floor(random() * n);
  const plan = { n, resamples, indices };
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, plan);
  return plan;
}

/**
 * The mean of `values` in each resample. A NaN value (an instance a mean leaves out, such as V
 * of an instance without tests) is skipped; a resample holding only NaN gives NaN.
 */
export function replicateMeans(values: ArrayLike<number>, plan: ResamplePlan): Float64Array {
  return replicateMeansOf([values], plan)[0]!;
}

/**
 * `replicateMeans` of several vectors over the same plan in one pass over it: the plan is
 * read once instead of once per vector.
 */
export function replicateMeansOf(
  vectors: readonly ArrayLike<number>[],
  plan: ResamplePlan,
): Float64Array[] {
  const { n, resamples, indices } = plan;
  for (const values of vectors)
    if (values.length !== n)
      throw new Error(`bootstrap: ${values.length} values for a plan over ${n}`);
  const k = vectors.length;
  // Interleaved, so one drawn index reads all vectors' values from adjacent memory.
  const table = new Float64Array(n * k);
  let hasNaN = false;
  vectors.forEach((values, v) => {
    for (let i = 0; i < n; i++) {
      const x = values[i]!;
      if (Number.isNaN(x)) hasNaN = true;
      table[i * k + v] = x;
    }
  });
  const out = vectors.map(() => new Float64Array(resamples));
  const sums = new Float64Array(k);
  const counts = new Float64Array(k);
  for (let b = 0, at = 0; b < resamples; b++) {
    sums.fill(0);
    if (hasNaN) counts.fill(0);
    for (let j = 0; j < n; j++, at++) {
      const row = indices[at]! * k;
      for (let v = 0; v < k; v++) {
        const x = table[row + v]!;
        if (hasNaN) {
          if (Number.isNaN(x)) continue;
          counts[v]!++;
        }
        sums[v]! += x;
      }
    }
    for (let v = 0; v < k; v++) {
      const count = hasNaN ? counts[v]! : n;
      out[v]![b] = count === 0 ? NaN : sums[v]! / count;
    }
  }
  return out;
}
