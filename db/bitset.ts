/**
 * Compact sets of small non-negative integers (test indices, mutant positions) as bytes, for
 * kill-matrix rows.
 *
 * A kill-matrix row is the set of test indices that failed on one mutant. Almost every row
 * repeats the instance's invalid tests (they fail everywhere), and a mutant adds a handful of
 * valid tests on top. So `mutant_results.failed_bits` stores the symmetric difference between a
 * row and that baseline (`encodeAgainst`), and NULL when there is none.
 *
 * Byte layout of a non-empty set (the encoder writes whichever form is shorter):
 * - `0x01` sparse: unsigned LEB128 varints — the first index, then for each further index the
 *   gap to the previous one minus one. A row differing in three tests is ~4 bytes.
 * - `0x02` dense: a bitmap, index `i` is bit `i & 7` (least significant first) of byte `i >> 3`
 *   after the tag; trailing zero bytes are dropped. A mutant that breaks every test of a
 *   944-test suite costs 119 bytes, never more than one bit per test plus the tag.
 * The empty set is `null` (SQL NULL). Hand-written because the formats are tiny and a bitset
 * library (roaring) would add a native dependency for no gain at these sizes.
 */

const SPARSE = 0x01;
const DENSE = 0x02;

/** Encodes ascending, distinct indices; `null` for the empty set. */
export function encodeIndexSet(indices: readonly number[]): Buffer | null {
  if (indices.length === 0) return null;
  const sparse = encodeSparse(indices);
  const last = indices[indices.length - 1]!;
  const denseLength = 1 + (last >> 3) + 1;
  return sparse.length <= denseLength ? sparse : encodeDense(indices, denseLength);
}

/** Decodes what `encodeIndexSet` wrote, ascending. Throws on an unknown layout. */
export function decodeIndexSet(bytes: Uint8Array | null | undefined): number[] {
  if (!bytes || bytes.length === 0) return [];
  const tag = bytes[0];
  if (tag === SPARSE) return decodeSparse(bytes);
  if (tag === DENSE) return decodeDense(bytes);
  throw new Error(`bitset: unknown layout tag ${String(tag)}`);
}

/** Stores `set` as its difference from `baseline` (both ascending); `null` when they are equal. */
export function encodeAgainst(set: readonly number[], baseline: readonly number[]): Buffer | null {
  return encodeIndexSet(symmetricDifference(set, baseline));
}

/** Inverse of `encodeAgainst`. */
export function decodeAgainst(
  bytes: Uint8Array | null | undefined,
  baseline: readonly number[],
): number[] {
  return symmetricDifference(decodeIndexSet(bytes), baseline);
}

/** Elements in exactly one of two ascending lists, ascending. */
export function symmetricDifference(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (y === undefined || (x !== undefined && x < y)) {
      out.push(x!);
      i++;
    } else if (x === undefined || y < x) {
      out.push(y);
      j++;
    } else {
      i++;
      j++;
    }
  }
  return out;
}

/** A plain dense bitmap without tag (used for per-instance detected-mutant masks). */
export function toBitmap(indices: readonly number[], size: number): Buffer {
  const bytes = Buffer.alloc((size + 7) >> 3);
  for (const i of indices) bytes[i >> 3]! |= 1 << (i & 7);
  return bytes;
}

export function bitmapHas(bitmap: Uint8Array, index: number): boolean {
  const byte = bitmap[index >> 3];
  return byte !== undefined && (byte & (1 << (index & 7))) !== 0;
}

function encodeSparse(indices: readonly number[]): Buffer {
  const out: number[] = [SPARSE];
  let previous = -1;
  for (const index of indices) {
    if (!Number.isInteger(index) || index <= previous) {
      throw new Error(
        `bitset: indices must be ascending distinct integers ≥ 0 (got ${index} after ${previous})`,
      );
    }
    let value = index - previous - 1;
    previous = index;
    while (value >= 0x80) {
      out.push((value & 0x7f) | 0x80);
      value >>>= 7;
    }
    out.push(value);
  }
  return Buffer.from(out);
}

function decodeSparse(bytes: Uint8Array): number[] {
  const out: number[] = [];
  let previous = -1;
  let value = 0;
  let shift = 0;
  for (let k = 1; k < bytes.length; k++) {
    const byte = bytes[k]!;
    value |= (byte & 0x7f) << shift;
    if (byte & 0x80) {
      shift += 7;
      if (shift > 28) throw new Error("bitset: varint too long");
      continue;
    }
    previous = previous + value + 1;
    out.push(previous);
    value = 0;
    shift = 0;
  }
  if (shift !== 0) throw new Error("bitset: truncated varint");
  return out;
}

function encodeDense(indices: readonly number[], length: number): Buffer {
  const bytes = Buffer.alloc(length);
  bytes[0] = DENSE;
  for (const i of indices) bytes[1 + (i >> 3)]! |= 1 << (i & 7);
  return bytes;
}

function decodeDense(bytes: Uint8Array): number[] {
  const out: number[] = [];
  for (let k = 1; k < bytes.length; k++) {
    const byte = bytes[k]!;
    if (byte === 0) continue;
    for (let bit = 0; bit < 8; bit++) if (byte & (1 << bit)) out.push(((k - 1) << 3) + bit);
  }
  return out;
}
