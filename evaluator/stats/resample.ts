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
  /** Row-major: row b holds the n drawn indices at [b·n, (b+1)·n). */
  indices: Uint32Array;
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
  const indices = new Uint32Array(n * resamples);
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
  if (values.length !== plan.n)
    throw new Error(`bootstrap: ${values.length} values for a plan over ${plan.n}`);
  const { n, resamples, indices } = plan;
  const out = new Float64Array(resamples);
  const hasNaN = Array.prototype.some.call(values, (v: number) => Number.isNaN(v));
  for (let b = 0, k = 0; b < resamples; b++) {
    let sum = 0;
    let count = 0;
    for (let j = 0; j < n; j++, k++) {
      const v = values[indices[k]!]!;
      if (hasNaN && Number.isNaN(v)) continue;
      sum += v;
      count++;
    }
    out[b] = count === 0 ? NaN : sum / count;
  }
  return out;
}
