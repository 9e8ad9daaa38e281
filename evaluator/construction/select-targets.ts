import { z } from "zod";
import { FlowNetwork } from "./min-cost-flow.ts";

/**
 * Picks the target test of each mutant to be written (paper, section 2.2 and appendix B.2): up to
 * `perSection` tests per specification section, each test used by at most one section, as many
 * pairs as possible, and among those the pairs whose tests are linked to the fewest sections.
 */

/** The input file: each section id → the reference tests that assert its requirements. */
export const sectionLinksSchema = z.strictObject({
  sections: z.record(
    z.string().min(1, "section ids must not be empty"),
    z.array(z.string().min(1, "test ids must not be empty")),
  ),
});
export type SectionLinks = z.infer<typeof sectionLinksSchema>;

export interface TargetPair {
  section: string;
  test: string;
}

export interface TargetSelection {
  /** In the input's section order, then by test id. */
  pairs: TargetPair[];
  /** Σ d(t) over the chosen pairs, where d(t) is the number of sections linked to t. */
  cost: number;
}

/**
 * Solves appendix B.2's min-cost max-flow: source → section (capacity `perSection`), section →
 * test (capacity 1, cost d(t)), test → sink (capacity 1).
 *
 * "Ties broken by test id" is made exact with a second cost component, the test's rank in id
 * order: among all maximum selections of least Σ d(t), the one with least Σ rank(t) wins, so
 * tests with smaller ids are preferred. Which section receives a test that several could take is
 * then fixed by the deterministic search order (sections in input order, tests by id).
 */
export function selectTargets(
  links: SectionLinks,
  /** Pairs per section: one number for all, or each section's own (0 for none). */
  perSection: number | Readonly<Record<string, number>> = 6,
): TargetSelection {
  if (typeof perSection === "number" && (!Number.isInteger(perSection) || perSection < 1))
    throw new RangeError(`perSection must be a positive integer, not ${perSection}`);
  const capacity = (section: string) =>
    typeof perSection === "number" ? perSection : (perSection[section] ?? 0);
  const sectionIds = Object.keys(links.sections);
  const degree = new Map<string, number>();
  for (const tests of Object.values(links.sections)) {
    for (const test of new Set(tests)) degree.set(test, (degree.get(test) ?? 0) + 1);
  }
  const testIds = [...degree.keys()].sort(byId);
  const rank = new Map(testIds.map((id, i) => [id, i]));

  const network = new FlowNetwork();
  const source = network.addNode();
  const sink = network.addNode();
  const sectionNode = sectionIds.map(() => network.addNode());
  const testNode = new Map(testIds.map((id) => [id, network.addNode()]));
  sectionIds.forEach((id, i) => network.addEdge(source, sectionNode[i]!, capacity(id), [0, 0]));
  const linkEdges: Array<{ edge: number; section: string; test: string }> = [];
  sectionIds.forEach((section, i) => {
    for (const test of [...new Set(links.sections[section])].sort(byId)) {
      const edge = network.addEdge(sectionNode[i]!, testNode.get(test)!, 1, [
        degree.get(test)!,
        rank.get(test)!,
      ]);
      linkEdges.push({ edge, section, test });
    }
  });
  for (const id of testIds) network.addEdge(testNode.get(id)!, sink, 1, [0, 0]);

  const { cost } = network.minCostMaxFlow(source, sink);
  const pairs = linkEdges
    .filter(({ edge }) => network.residual(edge) === 0)
    .map(({ section, test }) => ({ section, test }));
  return { pairs, cost: cost[0] };
}

/** A mutant as instance.json lists it, for auditTargets. */
export interface TargetedMutant {
  id: string;
  section: string;
  targetTest: string;
}

export interface TargetAudit {
  /** Mutants whose target is not linked to their section: `{mutant, section, test}`. */
  unlinked: Array<{ mutant: string; section: string; test: string }>;
  /** Tests that are the target of more than one mutant, with those mutants. */
  shared: Array<{ test: string; mutants: string[] }>;
  /** The instance's pairs and their Σ d(t) (a test linked nowhere counts d = 1). */
  pairs: number;
  cost: number;
  /**
   * The min-cost max-flow with each section's capacity set to its number of mutants: the
   * selection appendix B.2 would make for the same counts. Where it has as many pairs at the
   * same cost, the instance's targets are one of the selections of least cost.
   */
  flow: TargetSelection;
}

/**
 * Holds an instance's targets, however they were picked, to the flow's constraints: each
 * mutant's target linked to its section, each test the target of one mutant only (one section,
 * one pair), and Σ d(t) against the least the flow reaches for the same per-section counts.
 */
export function auditTargets(links: SectionLinks, mutants: readonly TargetedMutant[]): TargetAudit {
  const degree = new Map<string, number>();
  for (const tests of Object.values(links.sections))
    for (const test of new Set(tests)) degree.set(test, (degree.get(test) ?? 0) + 1);
  const unlinked = mutants
    .filter((m) => !(links.sections[m.section] ?? []).includes(m.targetTest))
    .map((m) => ({ mutant: m.id, section: m.section, test: m.targetTest }));
  const byTest = new Map<string, string[]>();
  for (const m of mutants) byTest.set(m.targetTest, [...(byTest.get(m.targetTest) ?? []), m.id]);
  const shared = [...byTest]
    .filter(([, ids]) => ids.length > 1)
    .map(([test, ids]) => ({ test, mutants: ids }))
    .sort((a, b) => byId(a.test, b.test));
  const pairs = new Map(mutants.map((m) => [`${m.section}\u0000${m.targetTest}`, m.targetTest]));
  const counts: Record<string, number> = {};
  for (const m of mutants) counts[m.section] = (counts[m.section] ?? 0) + 1;
  return {
    unlinked,
    shared,
    pairs: pairs.size,
    cost: [...pairs.values()].reduce((sum, test) => sum + (degree.get(test) ?? 1), 0),
    flow: selectTargets(links, counts),
  };
}

/** Code-point order, so the result does not depend on the machine's locale. */
function byId(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
