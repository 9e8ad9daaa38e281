import { describe, expect, it } from "vitest";
import { selectTargets } from "./select-targets.ts";
import type { SectionLinks, TargetPair } from "./select-targets.ts";

/** A small seeded generator (mulberry32) so failures reproduce. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function degrees(links: SectionLinks): Map<string, number> {
  const d = new Map<string, number>();
  for (const tests of Object.values(links.sections))
    for (const t of tests) d.set(t, (d.get(t) ?? 0) + 1);
  return d;
}

/** Every feasible selection, searched exhaustively: best (cardinality, -cost, -Σ rank). */
function bruteForce(links: SectionLinks, perSection: number) {
  const edges = Object.entries(links.sections).flatMap(([section, tests]) =>
    tests.map((test) => ({ section, test })),
  );
  const d = degrees(links);
  const rank = new Map([...d.keys()].sort().map((t, i) => [t, i]));
  let best = { size: -1, cost: 0, rankSum: 0 };
  for (let mask = 0; mask < 1 << edges.length; mask++) {
    const chosen = edges.filter((_, i) => mask & (1 << i));
    const perSectionCount = new Map<string, number>();
    const used = new Set<string>();
    let ok = true;
    for (const { section, test } of chosen) {
      const n = (perSectionCount.get(section) ?? 0) + 1;
      if (n > perSection || used.has(test)) ok = false;
      perSectionCount.set(section, n);
      used.add(test);
    }
    if (!ok) continue;
    const cost = chosen.reduce((sum, p) => sum + d.get(p.test)!, 0);
    const rankSum = chosen.reduce((sum, p) => sum + rank.get(p.test)!, 0);
    const better =
      chosen.length > best.size ||
      (chosen.length === best.size &&
        (cost < best.cost || (cost === best.cost && rankSum < best.rankSum)));
    if (better) best = { size: chosen.length, cost, rankSum };
  }
  return best;
}

function expectFeasible(links: SectionLinks, perSection: number, pairs: TargetPair[]) {
  const tests = pairs.map((p) => p.test);
  expect(new Set(tests).size).toBe(tests.length);
  for (const { section, test } of pairs) expect(links.sections[section]).toContain(test);
  for (const section of Object.keys(links.sections)) {
    expect(pairs.filter((p) => p.section === section).length).toBeLessThanOrEqual(perSection);
  }
}

describe("selectTargets", () => {
  it("solves a worked example: as many pairs as possible, then section-specific tests, then by id", () => {
    // d(t): a1 = a2 = a3 = b1 = d1 = 1, s1 = s2 = 2. Seven tests, but section "a" may take only
    // two of its three own tests, so six pairs is the maximum. Every maximum selection leaves
    // out one of a1..a3 (leaving out s1 would cost "b" a pair), so the cost is 9 - 1 = 8, and
    // the tie between a1, a2, a3 goes to the smaller ids. "d" cannot take the shared s2 although
    // s2 sorts before d1: "c" has no other test, and cardinality comes first.
    const links = {
      sections: {
        a: ["a2", "s1", "a1", "a3"],
        b: ["s1", "b1"],
        c: ["s2"],
        d: ["s2", "d1"],
      },
    };
    expect(selectTargets(links, 2)).toEqual({
      pairs: [
        { section: "a", test: "a1" },
        { section: "a", test: "a2" },
        { section: "b", test: "b1" },
        { section: "b", test: "s1" },
        { section: "c", test: "s2" },
        { section: "d", test: "d1" },
      ],
      cost: 8,
    });
  });

  it("caps each section at perSection, six by default as in the paper", () => {
    const tests = Array.from({ length: 10 }, (_, i) => `t${String(i).padStart(2, "0")}`);
    expect(selectTargets({ sections: { only: tests } }).pairs.map((p) => p.test)).toEqual(
      tests.slice(0, 6),
    );
    expect(selectTargets({ sections: { only: tests } }, 1)).toEqual({
      pairs: [{ section: "only", test: "t00" }],
      cost: 1,
    });
  });

  it("handles sections without tests and duplicate links", () => {
    expect(selectTargets({ sections: { empty: [], s: ["x", "x"] } })).toEqual({
      pairs: [{ section: "s", test: "x" }],
      cost: 1,
    });
    expect(selectTargets({ sections: {} })).toEqual({ pairs: [], cost: 0 });
  });

  it("rejects a per-section cap that is not a positive integer", () => {
    expect(() => selectTargets({ sections: {} }, 0)).toThrow(/perSection/);
  });

  it("matches brute force on 400 small random graphs: same cardinality, cost and tie-break", () => {
    const next = random(20261012);
    let nontrivial = 0;
    for (let round = 0; round < 400; round++) {
      const sectionCount = 1 + Math.floor(next() * 4);
      const testCount = 1 + Math.floor(next() * 6);
      const perSection = 1 + Math.floor(next() * 3);
      const sections: Record<string, string[]> = {};
      let edges = 0;
      for (let s = 0; s < sectionCount; s++) {
        const linked: string[] = [];
        for (let t = 0; t < testCount; t++) {
          if (edges < 14 && next() < 0.45) {
            linked.push(`test-${t}`);
            edges++;
          }
        }
        sections[`section-${s}`] = linked.sort(() => next() - 0.5);
      }
      const links = { sections };
      const result = selectTargets(links, perSection);
      const best = bruteForce(links, perSection);
      expectFeasible(links, perSection, result.pairs);
      const d = degrees(links);
      const rank = new Map([...d.keys()].sort().map((t, i) => [t, i]));
      expect(
        {
          size: result.pairs.length,
          cost: result.cost,
          rankSum: result.pairs.reduce((sum, p) => sum + rank.get(p.test)!, 0),
        },
        JSON.stringify({ links, perSection }),
      ).toEqual(best);
      expect(result.cost).toBe(result.pairs.reduce((sum, p) => sum + d.get(p.test)!, 0));
      if ([...d.values()].some((n) => n > 1)) nontrivial++;
    }
    // Shared tests are what make the cost matter; most random graphs must have some.
    expect(nontrivial).toBeGreaterThan(200);
  });

  it("returns the same selection whatever the order of the input lists", () => {
    const a = selectTargets({ sections: { x: ["t1", "t2", "t3"], y: ["t2", "t3", "t4"] } }, 2);
    const b = selectTargets({ sections: { x: ["t3", "t2", "t1"], y: ["t4", "t3", "t2"] } }, 2);
    expect(b).toEqual(a);
  });
});
