/** A closed interval [lo, hi]. */
export type Interval = [number, number];

/**
 * The equal-tailed percentile interval of bootstrap replicates at `level` (0.95 → the 2.5th and
 * 97.5th percentiles), NaN replicates left out; null when none is left. Percentiles interpolate
 * linearly between order statistics (Hyndman & Fan type 7, numpy's and R's default), so an
 * independent numpy computation on the same replicates gives the same figures.
 */
export function percentileInterval(replicates: ArrayLike<number>, level: number): Interval | null {
  const values = new Float64Array(replicates.length);
  let m = 0;
  for (let i = 0; i < replicates.length; i++) {
    const v = replicates[i]!;
    if (!Number.isNaN(v)) values[m++] = v;
  }
  if (m === 0) return null;
  const data = values.subarray(0, m);
  const tail = (1 - level) / 2;
  return [quantile(data, tail), quantile(data, 1 - tail)];
}

/**
 * Type-7 quantile of `data`, reordering it in place. Selection instead of a full sort: the
 * pairwise comparisons take two quantiles of 10,000 replicates for each of ~1,000 pairs.
 */
function quantile(data: Float64Array, p: number): number {
  const h = (data.length - 1) * p;
  const k = Math.floor(h);
  const low = select(data, k);
  if (k + 1 >= data.length || h === k) return low;
  // After select, everything right of k is ≥ data[k]; the next order statistic is its minimum.
  let next = Infinity;
  for (let i = k + 1; i < data.length; i++) if (data[i]! < next) next = data[i]!;
  return low + (h - k) * (next - low);
}

/** Hoare's quickselect: puts the k-th smallest at index k, smaller left, larger right. */
function select(data: Float64Array, k: number): number {
  let left = 0;
  let right = data.length - 1;
  while (right > left) {
    // Median of three keeps sorted input (common: many equal replicates) from going quadratic.
    const mid = (left + right) >> 1;
    const pivot = median3(data[left]!, data[mid]!, data[right]!);
    let i = left;
    let j = right;
    while (i <= j) {
      while (data[i]! < pivot) i++;
      while (data[j]! > pivot) j--;
      if (i <= j) {
        const t = data[i]!;
        data[i] = data[j]!;
        data[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else break;
  }
  return data[k]!;
}

function median3(a: number, b: number, c: number): number {
  return a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
}
