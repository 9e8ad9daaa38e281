import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import { getSubmission, listLeaderboard } from "@/db/queries";
import { HedgedBadge } from "@/components/verification-badge";
import { tempDb } from "@/db/testing/temp-db";
import { loadBenchmark } from "@/evaluator/benchmark/load-benchmark";
import { readBenchmarkRecord } from "@/evaluator/benchmark/benchmark-record";
import { openBundle } from "@/evaluator/bundle/open-bundle";
import { scoreSubmittedBundle } from "@/evaluator/score/score-submitted";
import { storeScoredBundle } from "@/ingest/store-scored";
import { HedgeNote } from "./hedge-note";

const FIXTURES = path.resolve("evaluator/score/fixtures");
// One database each: the same bundle stored twice is one submission.
const dbs = [tempDb(), tempDb()];
afterAll(() => dbs.forEach((d) => d.cleanup()));

/**
 * The real fixture bundle (evaluator/score/fixtures/make-fixtures.sh), stored as scored, then with
 * one kill hedged: the detection itself runs on real pytest runs in
 * evaluator/score/hedged-kills.test.ts; here, that the database keeps it and the page says it.
 */
async function store(hedge: boolean) {
  const t = dbs[hedge ? 0 : 1]!;
  const bundle = await openBundle(path.join(FIXTURES, "bundles/basic"));
  const benchmark = await loadBenchmark(path.join(FIXTURES, "benchmark"));
  const { scored } = await scoreSubmittedBundle(bundle, { benchmark });
  await bundle.close();
  if (hedge) {
    const greet = scored.details.find((d) => d.instanceId === "greet")!;
    const invalid = greet.tests.findIndex((x) => x.verdict === "invalid");
    const killed = greet.mutants.find((m) => m.status === "killed")!;
    expect(invalid).toBeGreaterThanOrEqual(0);
    killed.invalidNotFailed = [invalid];
  }
  const { id } = storeScoredBundle(t.db, scored, {
    benchmark: await readBenchmarkRecord(benchmark),
  });
  const [row] = await listLeaderboard({ name: "fixture-bench", version: "1" }, {}, t.db);
  return { ...(await getSubmission(id, t.db))!, row: row! };
}

describe("hedged kills on the submission page and the leaderboard", () => {
  it("are counted per instance from the stored mutant results and named with M without them", async () => {
    const stored = await store(true);
    const bySlug = Object.fromEntries(stored.instances.map((i) => [i.slug, i]));
    expect(bySlug.greet?.mutantsHedged).toBe(1);
    expect(bySlug.counter?.mutantsHedged).toBe(0);
    const greet = bySlug.greet!;
    const html = renderToStaticMarkup(createElement(HedgeNote, { instances: stored.instances }));
    expect(html).toContain("Hedged kills");
    const without = (100 * (greet.mutationScore - 1 / greet.mutants.total)).toFixed(1);
    expect(html).toContain(`greet: 1 of ${greet.mutants.killed} kills hedged`);
    expect(html).toContain(`${without}% without them`);
    expect(html).not.toContain("counter:");
    // The leaderboard row is marked too.
    expect(stored.row.hedgedKills).toBe(1);
    expect(
      renderToStaticMarkup(createElement(HedgedBadge, { kills: stored.row.hedgedKills })),
    ).toContain("1 hedged");
  });

  it("says nothing where no kill is hedged", async () => {
    const stored = await store(false);
    const submitted = stored.instances.filter((i) => i.submitted);
    expect(submitted.map((i) => i.mutantsHedged)).toEqual([0, 0]);
    expect(renderToStaticMarkup(createElement(HedgeNote, { instances: stored.instances }))).toBe(
      "",
    );
    expect(stored.row.hedgedKills).toBe(0);
    expect(
      renderToStaticMarkup(createElement(HedgedBadge, { kills: stored.row.hedgedKills })),
    ).toBe("");
  });
});
