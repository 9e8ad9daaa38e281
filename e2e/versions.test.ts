import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, seedDemoDb, startServer, type Server } from "./harness";
import { crawlSubmission } from "./testing/version-crawl";
import {
  demoBundles,
  NAME,
  submissionTruth,
  versionTruths,
  type SubmissionTruth,
  type VersionTruth,
} from "./testing/version-truth";

/**
 * Versions never mix (issue 42). tsb-mini's versions share instance ids (1.0's calc and 1.1's
 * calc) but not mutants, specs or submissions. For each demo submission of each version, every
 * page and export reachable from its page must name only that version's instances, mutants,
 * tests and figures, and each Stryker export must score, by Stryker's own metrics library, the
 * M the site shows. One submission of each version is disputed here, so that its verification
 * panel's disagreement links are crawled too; and the addresses that name a version or a
 * submission of another version must say so.
 */

// Trials 2 and 3 of the focused entry are submissions like any other, and their pages the same
// pages: crawled through trial 1 (the entry's) only, for CI's time.
const bundles = (await demoBundles()).filter((b) => !/-trial-\d/.test(b.bundle));
let server: Server;
let dir: string;
let versions: Map<string, VersionTruth>;
const truths = new Map<string, SubmissionTruth & { id: number; siblings: Set<number> }>();
/** Mutant pages crawled so far, by version (see crawlSubmission). */
const sharedPages = new Map<string, Set<string>>();
/** The instance a version's disputed submission disagrees on: calc, where the version has it. */
const disputedInstance = (version: string): string => {
  const instances = versions.get(version)!.instances;
  return instances.has("calc") ? "calc" : [...instances.keys()][0]!;
};

beforeAll(async () => {
  await ensureBuild();
  const demo = seedDemoDb();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tsb-versions-"));
  const file = path.join(dir, "tsb.sqlite");
  fs.copyFileSync(demo.file, file);
  demo.cleanup();
  versions = await versionTruths();
  const db = new Database(file);
  try {
    for (const { bundle } of bundles) {
      const truth = await submissionTruth(bundle);
      const row = db
        .prepare<[string], { id: number }>(
          "SELECT id FROM submissions WHERE bundle_sha256 = ? AND hidden = 0",
        )
        .get(truth.bundleSha256);
      if (!row) throw new Error(`${bundle}: not stored by the seed`);
      const siblings = db
        .prepare<[string, string], { id: number }>(
          `SELECT s.id FROM submissions s JOIN benchmarks b ON b.id = s.benchmark_id
           WHERE b.name = ? AND b.version = ? AND s.hidden = 0`,
        )
        .all(NAME, truth.version)
        .map((r) => r.id);
      truths.set(bundle, { ...truth, id: row.id, siblings: new Set(siblings) });
    }
    // A disputed submission of each version, with a disagreement on a mutant both versions have:
    // its link must go to its own version's mutant page.
    for (const bundle of bundles.filter((b) => b.bundle.startsWith("agent-terse"))) {
      const t = truths.get(bundle.bundle)!;
      const instance = disputedInstance(t.version);
      const mutant = versions.get(t.version)!.instances.get(instance)!.mutants[0]!;
      const scores = { mutationScore: t.mutationScore, validityRate: 0.9 };
      const comparison = {
        decision: "disputed",
        mutantsCompared: 27,
        mutantsAgreeing: 26,
        deltaM: 0,
        deltaV: 0,
        claimed: scores,
        rerun: scores,
        disagreements: [{ instance, mutant, claimed: "killed", rerun: "survived", tests: [] }],
        verdictChanges: [],
      };
      db.prepare(
        `UPDATE verification_jobs SET state = 'disputed', finished_at = @now, claimed_json = @claimed,
           outcome_json = @outcome WHERE submission_id = @id`,
      ).run({
        id: t.id,
        now: Date.now(),
        claimed: JSON.stringify(scores),
        outcome: JSON.stringify({ source: "worker", comparison, warnings: [] }),
      });
    }
  } finally {
    db.close();
  }
  server = await startServer(file);
}, 900_000);

afterAll(async () => {
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("a submission's pages and exports name only its own benchmark version", () => {
  it("has demo submissions of at least two versions of tsb-mini to tell apart", () => {
    expect(new Set(bundles.map((b) => b.version)).size).toBeGreaterThanOrEqual(2);
  });

  it.each(bundles)(
    "$bundle (tsb-mini@$version)",
    async ({ bundle, version }) => {
      const truth = truths.get(bundle)!;
      const { problems, visited } = await crawlSubmission({
        server: server.url,
        submission: truth.id,
        truth,
        version: versions.get(version)!,
        siblings: truth.siblings,
        sharedPages: sharedPages.get(version) ?? sharedPages.set(version, new Set()).get(version)!,
      });
      expect(problems).toEqual([]);
      // It reached every export and every instance it submitted, and the disagreement's link.
      for (const instance of truth.instances.keys())
        expect(visited).toContain(
          `/submissions/${truth.id}/instances/${encodeURIComponent(instance)}/stryker.json`,
        );
      expect(visited).toContain(`/submissions/${truth.id}/score.json`);
      if (bundle.startsWith("agent-terse")) {
        const instance = disputedInstance(version);
        const mutant = versions.get(version)!.instances.get(instance)!.mutants[0]!;
        expect(visited).toContain(
          `/benchmarks/${encodeURIComponent(`${NAME}@${version}`)}/instances/${instance}/mutants/${mutant}?submission=${truth.id}`,
        );
      }
    },
    900_000,
  );
});

describe("addresses that mix versions say so", () => {
  const of = (version: string) => [...truths.values()].find((t) => t.version === version)!;
  const versionsSorted = () => [...versions.keys()].sort();

  it("shows name@version's leaderboard for ?benchmark=name@version", async () => {
    for (const version of versionsSorted()) {
      const html = await (
        await fetch(`${server.url}/?benchmark=${encodeURIComponent(`${NAME}@${version}`)}`)
      ).text();
      const rows = [...html.matchAll(/<tr data-submission="(\d+)"/g)].map((m) => Number(m[1]));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((id) => of(version).siblings.has(id))).toBe(true);
    }
  });

  it("names a submission of another version on an instance page, and links its result", async () => {
    // The oldest and newest versions that both have calc (tsb-mini 1.2 has other programs).
    const withCalc = versionsSorted().filter((v) => versions.get(v)!.instances.has("calc"));
    const [older, newer] = [withCalc[0]!, withCalc.at(-1)!];
    const other = of(newer);
    const page = `/benchmarks/${encodeURIComponent(`${NAME}@${older}`)}/instances/calc`;
    const html = await (await fetch(`${server.url}${page}?submission=${other.id}`)).text();
    expect(html).toContain('data-testid="submission-elsewhere"');
    expect(html).toContain(`was scored against ${NAME}@${newer}, not ${NAME}@${older}`);
    expect(html).toContain(
      `href="/benchmarks/${encodeURIComponent(`${NAME}@${newer}`)}/instances/calc?submission=${other.id}"`,
    );
  });

  it("splits a comparison across versions into one per version", async () => {
    const ids = versionsSorted().flatMap((version) =>
      [...truths.entries()]
        // Two agent submissions of each version: the page compares at most 8.
        .filter(
          ([b, t]) => t.version === version && !b.startsWith("reference") && !/-trial-\d/.test(b),
        )
        .map(([, t]) => t.id)
        .slice(0, 2),
    );
    const html = await (await fetch(`${server.url}/compare?s=${ids.join(",")}`)).text();
    expect(html).toContain('data-testid="compare-across-versions"');
    for (const version of versionsSorted()) {
      const own = ids.filter((id) => of(version).siblings.has(id));
      expect(html).toContain(`href="/compare?s=${own.join(",")}"`);
    }
  });

  it("leads the header's Instances link from a submission to its own version's instances", async () => {
    for (const version of versionsSorted()) {
      const res = await fetch(`${server.url}/submissions/${of(version).id}/instances`, {
        redirect: "manual",
      });
      expect(res.headers.get("location")).toMatch(
        new RegExp(`/benchmarks/${encodeURIComponent(`${NAME}@${version}`)}/instances$`),
      );
    }
  });
});
