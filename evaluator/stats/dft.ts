/**
 * The inverse of a real sequence's discrete Fourier transform, given the first half of its
 * spectrum: `re[l] + i·im[l]` for l = 0..size/2 (the rest follows by conjugate symmetry).
 * Returns x[y] = (1/size) Σ_l X[l] e^{2πi·l·y/size}, y = 0..size−1. `size` is a power of two.
 * An iterative radix-2 FFT (Cooley & Tukey 1965): the exact test's null distribution over
 * thousands of mutants (evaluator/stats/mcnemar.ts) is one inversion of ~2^15 points.
 */
export function inverseRealDft(re: Float64Array, im: Float64Array, size: number): Float64Array {
  if (size < 1 || (size & (size - 1)) !== 0)
    throw new Error(`DFT size ${size}: not a power of two`);
  const half = size / 2;
  if (re.length < half + 1 || im.length < half + 1)
    throw new Error(`DFT of size ${size} needs ${half + 1} coefficients`);
  const xr = new Float64Array(size);
  const xi = new Float64Array(size);
  for (let l = 0; l < size; l++) {
    const mirrored = l > half;
    const k = mirrored ? size - l : l;
    xr[l] = re[k]!;
    xi[l] = mirrored ? -im[k]! : im[k]!;
  }
  if (size === 1) return Float64Array.of(xr[0]!);
  // Bit-reversal permutation, then butterflies with the inverse transform's sign (+).
  for (let i = 1, j = 0; i < size; i++) {
    let bit = size >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [xr[i], xr[j]] = [xr[j]!, xr[i]!];
      [xi[i], xi[j]] = [xi[j]!, xi[i]!];
    }
  }
  // Twiddles computed once, directly: a recurrence would drift by ~size·ε on long stages.
  const cos = new Float64Array(half);
  const sin = new Float64Array(half);
  for (let k = 0; k < half; k++) {
    cos[k] = Math.cos((2 * Math.PI * k) / size);
    sin[k] = Math.sin((2 * Math.PI * k) / size);
  }
  for (let length = 2; length <= size; length *= 2) {
    const stride = size / length;
    for (let start = 0; start < size; start += length) {
      for (let k = 0; k < length / 2; k++) {
        const a = start + k;
        const b = a + length / 2;
        const cr = cos[k * stride]!;
        const ci = sin[k * stride]!;
        const tr = xr[b]! * cr - xi[b]! * ci;
        const ti = xr[b]! * ci + xi[b]! * cr;
        xr[b] = xr[a]! - tr;
        xi[b] = xi[a]! - ti;
        xr[a]! += tr;
        xi[a]! += ti;
      }
    }
  }
  for (let y = 0; y < size; y++) xr[y]! /= size;
  return xr;
}
