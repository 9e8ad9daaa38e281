import { describe, expect, it } from "vitest";
import {
  bitmapHas,
  decodeAgainst,
  decodeIndexSet,
  encodeAgainst,
  encodeIndexSet,
  symmetricDifference,
  toBitmap,
} from "./bitset.ts";

function randomSet(size: number, density: number, seed: number): number[] {
  let state = seed;
  const out: number[] = [];
  for (let i = 0; i < size; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    if (state / 0x7fffffff < density) out.push(i);
  }
  return out;
}

describe("encodeIndexSet", () => {
  it("stores the empty set as null and reads null back as empty", () => {
    expect(encodeIndexSet([])).toBeNull();
    expect(decodeIndexSet(null)).toEqual([]);
  });

  it("writes a few scattered indices sparsely, one byte per small gap", () => {
    const bytes = encodeIndexSet([3, 4, 100])!;
    expect([...bytes]).toEqual([0x01, 3, 0, 95]);
    expect(decodeIndexSet(bytes)).toEqual([3, 4, 100]);
  });

  it("uses multi-byte varints for large gaps", () => {
    const bytes = encodeIndexSet([0, 300, 70_000])!;
    expect(bytes[0]).toBe(0x01);
    expect(decodeIndexSet(bytes)).toEqual([0, 300, 70_000]);
  });

  it("switches to a bitmap when most tests are in the set, never above one bit per test", () => {
    const all = Array.from({ length: 944 }, (_, i) => i);
    const bytes = encodeIndexSet(all)!;
    expect(bytes[0]).toBe(0x02);
    expect(bytes.length).toBe(1 + 118);
    expect(decodeIndexSet(bytes)).toEqual(all);
  });

  it("round-trips random sets of every density", () => {
    for (const density of [0.001, 0.01, 0.1, 0.5, 0.9, 1]) {
      for (let seed = 1; seed <= 5; seed++) {
        const set = randomSet(1000, density, seed);
        const bytes = encodeIndexSet(set);
        expect(decodeIndexSet(bytes)).toEqual(set);
        if (bytes) expect(bytes.length).toBeLessThanOrEqual(1 + 125);
      }
    }
  });

  it("rejects unsorted input and unknown layouts", () => {
    expect(() => encodeIndexSet([5, 2])).toThrow(/ascending/);
    expect(() => encodeIndexSet([1, 1])).toThrow(/ascending/);
    expect(() => decodeIndexSet(Buffer.from([0x07, 1]))).toThrow(/unknown layout/);
    expect(() => decodeIndexSet(Buffer.from([0x01, 0x80]))).toThrow(/truncated/);
  });
});

describe("encodeAgainst", () => {
  it("stores a row equal to the baseline as null", () => {
    expect(encodeAgainst([2, 7, 9], [2, 7, 9])).toBeNull();
    expect(decodeAgainst(null, [2, 7, 9])).toEqual([2, 7, 9]);
  });

  it("stores only the tests that differ from the baseline", () => {
    const baseline = [1, 5, 9, 200];
    const failed = [1, 5, 9, 12, 200, 201];
    const bytes = encodeAgainst(failed, baseline)!;
    expect(decodeIndexSet(bytes)).toEqual([12, 201]);
    expect(decodeAgainst(bytes, baseline)).toEqual(failed);
  });

  it("represents a baseline test that passed on the mutant", () => {
    expect(decodeAgainst(encodeAgainst([1], [1, 4]), [1, 4])).toEqual([1]);
    expect(decodeAgainst(encodeAgainst([], [1, 4]), [1, 4])).toEqual([]);
  });
});

describe("symmetricDifference and bitmaps", () => {
  it("matches set arithmetic", () => {
    const a = randomSet(300, 0.3, 11);
    const b = randomSet(300, 0.3, 12);
    const expected = [...new Set([...a, ...b])]
      .filter((x) => a.includes(x) !== b.includes(x))
      .sort((x, y) => x - y);
    expect(symmetricDifference(a, b)).toEqual(expected);
  });

  it("answers membership in a plain bitmap", () => {
    const bitmap = toBitmap([0, 9, 73], 74);
    expect(bitmap.length).toBe(10);
    expect([0, 9, 73].every((i) => bitmapHas(bitmap, i))).toBe(true);
    expect(bitmapHas(bitmap, 1) || bitmapHas(bitmap, 72) || bitmapHas(bitmap, 500)).toBe(false);
  });
});
