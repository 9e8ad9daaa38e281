/* eslint-disable @typescript-eslint/require-await -- better-sqlite3 answers synchronously; the queries are
   async so that pages await them and a networked driver could replace it without touching callers. */
import type { MutantReach } from "../../evaluator/coverage/reach.ts";
import { testRoles } from "./test-roles.ts";
import { decodeAgainst, decodeIndexSet } from "../bitset.ts";
import { getDb, type Db } from "../index.ts";
import { killMatrixBaseline } from "../kill-matrix-baseline.ts";
import type {
  CoverageState,
  CoverageSummary,
  KillReasonCounts,
  KillReasonSummary,
  MutantAnswer,
  TestRoleRow,
} from "./coverage-types.ts";
import { submittedInstance } from "./instance.ts";
import { loadTests } from "./score-report.ts";
import type { InstanceCoverageRow, MutantReachRow } from "../coverage-schema.ts";
import type {
  InstanceRow,
  MutantMessageRow,
  MutantResultRow,
  MutantRow,
  RawRow,
  SectionRow,
} from "../schema.ts";

/** How a kill happened, as mutant_messages stores it (NULL on a near miss or an older row). */
type KillReason = NonNullable<MutantMessageRow["killReason"]>;
/** The key of a submission's rows on one instance. */
type CoverageKey = Pick<InstanceCoverageRow, "submissionId" | "instanceId">;

/** Said where a bundle carried no coverage.json for an instance. */
export const NO_COVERAGE_FILE =
  "The bundle carries no coverage for this instance (coverage/coverage.json), so which tests reached a mutant is unknown.";

function noKills(): KillReasonCounts {
  return { assertion: 0, error: 0, timeout: 0 };
}

/** A submission's coverage state on one instance (see CoverageState). */
export function coverageState(db: Db, submissionId: number, instanceId: number): CoverageState {
  // Raw SQL kept: bench:pages times the mutant page, which reads these per request.
  const row = db.$client
    .prepare<CoverageKey, Pick<InstanceCoverageRow, "tool" | "granularity" | "unavailable">>(
      `SELECT tool, granularity, unavailable FROM instance_coverage WHERE submission_id = @submissionId AND instance_id = @instanceId`,
    )
    .get({ submissionId, instanceId });
  if (!row) return { kind: "absent", reason: NO_COVERAGE_FILE };
  if (row.unavailable !== null || row.granularity === null)
    return { kind: "unavailable", reason: row.unavailable ?? NO_COVERAGE_FILE };
  return { kind: "measured", tool: row.tool ?? "unknown", granularity: row.granularity };
}

/** Stored reach of a submission's mutants on one instance: mutant id → reach. */
function loadReach(db: Db, submissionId: number, instanceId: number): Map<number, MutantReach> {
  const granularity = db.$client
    .prepare<CoverageKey, Pick<InstanceCoverageRow, "granularity">>(
      "SELECT granularity FROM instance_coverage WHERE submission_id = @submissionId AND instance_id = @instanceId",
    )
    .get({ submissionId, instanceId })?.granularity;
  const rows = db.$client
    .prepare<CoverageKey, RawRow<Pick<MutantReachRow, "mutantId" | "reached" | "coveringBits">>>(
      `SELECT mutant_id AS mutantId, reached, covering_bits AS coveringBits FROM mutant_reach
       WHERE submission_id = @submissionId AND instance_id = @instanceId`,
    )
    .all({ submissionId, instanceId });
  return new Map(
    rows.map((r) => [
      r.mutantId,
      {
        reached: r.reached === 1,
        covering: granularity === "test" ? decodeIndexSet(r.coveringBits) : null,
      },
    ]),
  );
}

/** Kill reasons of a submission's kills on one instance: mutant id → counts. */
function loadKillReasons(
  db: Db,
  submissionId: number,
  instanceId: number,
): Map<number, KillReasonCounts> {
  const rows = db.$client
    .prepare<CoverageKey, Pick<MutantMessageRow, "mutantId"> & { reason: KillReason; n: number }>(
      `SELECT mm.mutant_id AS mutantId, mm.kill_reason AS reason, COUNT(*) AS n FROM mutant_messages mm
       JOIN mutants m ON m.id = mm.mutant_id
       WHERE mm.submission_id = @submissionId AND m.instance_id = @instanceId AND mm.kind = 'kill' AND mm.kill_reason IS NOT NULL
       GROUP BY mm.mutant_id, mm.kill_reason`,
    )
    .all({ submissionId, instanceId });
  const out = new Map<number, KillReasonCounts>();
  for (const r of rows) {
    const counts = out.get(r.mutantId) ?? noKills();
    counts[r.reason] += r.n;
    out.set(r.mutantId, counts);
  }
  return out;
}

/** A mutant's stored result under the submission, with whether the benchmark ignores it. */
// `reachStatus` is null only before data migration 0015 filled it: shown as unknown until then.
type StoredResult = Pick<MutantRow, "id" | "slug" | "sectionSlug"> &
  Pick<MutantResultRow, "failedBits" | "reachStatus"> & { ignored: 0 | 1 };

function mutantRows(db: Db, submissionId: number, instanceId: number): StoredResult[] {
  return db.$client
    .prepare<CoverageKey, StoredResult>(
      `SELECT m.id, m.slug, m.section_slug AS sectionSlug, mr.reach_status AS reachStatus, mr.failed_bits AS failedBits,
         EXISTS (SELECT 1 FROM ignored_entries e WHERE e.instance_id = m.instance_id AND e.kind = 'mutant' AND e.item = m.slug) AS ignored
       FROM mutant_results mr JOIN mutants m ON m.id = mr.mutant_id
       WHERE mr.submission_id = @submissionId AND mr.instance_id = @instanceId ORDER BY m.position`,
    )
    .all({ submissionId, instanceId });
}

/**
 * Every mutant of an instance under one submission, told apart by reach (ReachStatus), with
 * the tests that reached it and its kill reasons, by mutant slug; and the instance's coverage
 * state, which says why reach is unknown where it is.
 */
export async function getMutantAnswers(
  submissionId: number,
  instanceId: number,
  db: Db = getDb(),
): Promise<{ coverage: CoverageState; answers: Map<string, MutantAnswer> }> {
  const coverage = coverageState(db, submissionId, instanceId);
  const reach = loadReach(db, submissionId, instanceId);
  const reasons = loadKillReasons(db, submissionId, instanceId);
  // Test ids are needed only to name covering tests: skip reading them without per-test coverage.
  const perTest = coverage.kind === "measured" && coverage.granularity === "test";
  const tests = perTest ? (loadTests(db, submissionId, instanceId).get(instanceId) ?? []) : [];
  const answers = new Map<string, MutantAnswer>();
  for (const m of mutantRows(db, submissionId, instanceId)) {
    const r = reach.get(m.id) ?? null;
    answers.set(m.slug, {
      status: m.reachStatus ?? "unknown",
      reached: r?.reached ?? null,
      covering:
        r?.covering?.flatMap((i) => {
          const t = tests[i];
          return t ? [{ testId: t.testId, verdict: t.verdict }] : [];
        }) ?? null,
      killReasons: reasons.get(m.id) ?? noKills(),
    });
  }
  return { coverage, answers };
}

/**
 * Per test of a submission's suite on one instance, Stryker's test state: killing, covering
 * (executed a mutant's changed lines but killed none) or not covering. Null unless the
 * instance has per-test coverage.
 */
export async function getTestRoles(
  submissionId: number,
  instanceId: number,
  db: Db = getDb(),
): Promise<TestRoleRow[] | null> {
  const coverage = coverageState(db, submissionId, instanceId);
  if (coverage.kind !== "measured" || coverage.granularity !== "test") return null;
  const tests = loadTests(db, submissionId, instanceId).get(instanceId) ?? [];
  const baseline = killMatrixBaseline(tests);
  const reach = loadReach(db, submissionId, instanceId);
  const killers: number[][] = [];
  const coverers: (number[] | null)[] = [];
  for (const m of mutantRows(db, submissionId, instanceId)) {
    if (m.ignored) continue;
    killers.push(
      decodeAgainst(m.failedBits, baseline).filter((i) => tests[i]?.verdict === "valid"),
    );
    coverers.push(reach.get(m.id)?.covering ?? null);
  }
  return testRoles(tests.length, killers, coverers).map((r, i) => ({
    testId: tests[i]!.testId,
    verdict: tests[i]!.verdict,
    ...r,
  }));
}

/**
 * A submission's reach over the instances it has coverage for: the share of mutants not
 * reached, M on reached mutants, and per spec section how many were not reached. Mutants the
 * benchmark ignores are left out, as from M.
 */
export async function getCoverageSummary(
  submissionId: number,
  db: Db = getDb(),
): Promise<CoverageSummary> {
  const instances = db.$client
    .prepare<Pick<CoverageKey, "submissionId">, Pick<InstanceRow, "id" | "slug" | "title">>(
      `SELECT i.id, i.slug, i.title FROM submission_instances si JOIN instances i ON i.id = si.instance_id
       WHERE si.submission_id = @submissionId AND si.submitted = 1 ORDER BY i.position`,
    )
    .all({ submissionId });
  const sectionTitle = db.$client.prepare<
    Pick<SectionRow, "instanceId" | "slug">,
    Pick<SectionRow, "title">
  >("SELECT title FROM sections WHERE instance_id = @instanceId AND slug = @slug");
  const summary: CoverageSummary = {
    instances: [],
    known: 0,
    notReached: 0,
    reached: 0,
    detectedReached: 0,
    mutationScoreReached: null,
    sections: [],
  };
  for (const instance of instances) {
    const state = coverageState(db, submissionId, instance.id);
    summary.instances.push({ slug: instance.slug, title: instance.title, state });
    if (state.kind !== "measured") continue;
    const reach = loadReach(db, submissionId, instance.id);
    const sections = new Map<string, { known: number; notReached: number }>();
    for (const m of mutantRows(db, submissionId, instance.id)) {
      if (m.ignored) continue;
      const status = m.reachStatus ?? "unknown";
      if (status === "unknown" || (status === "noResult" && !reach.has(m.id))) continue;
      const detected = status === "killed" || status === "timedOut";
      const reached = detected || reach.get(m.id)?.reached === true;
      const section = sections.get(m.sectionSlug) ?? { known: 0, notReached: 0 };
      section.known++;
      summary.known++;
      if (reached) {
        summary.reached++;
        if (detected) summary.detectedReached++;
      } else {
        section.notReached++;
        summary.notReached++;
      }
      sections.set(m.sectionSlug, section);
    }
    for (const [slug, counts] of sections) {
      const title = sectionTitle.get({ instanceId: instance.id, slug })?.title;
      summary.sections.push({
        instance: instance.slug,
        section: slug,
        title: title ?? slug,
        ...counts,
      });
    }
  }
  summary.mutationScoreReached =
    summary.reached > 0 ? summary.detectedReached / summary.reached : null;
  return summary;
}

/** How a submission's kills happened (see KillReasonSummary); mutants the benchmark ignores left out. */
export async function getKillReasonSummary(
  submissionId: number,
  db: Db = getDb(),
): Promise<KillReasonSummary> {
  const rows = db.$client
    .prepare<Pick<CoverageKey, "submissionId">, Pick<MutantMessageRow, "mutantId" | "killReason">>(
      `SELECT mm.mutant_id AS mutantId, mm.kill_reason AS killReason FROM mutant_messages mm
       JOIN mutants m ON m.id = mm.mutant_id
       WHERE mm.submission_id = @submissionId AND mm.kind = 'kill'
         AND NOT EXISTS (SELECT 1 FROM ignored_entries e WHERE e.instance_id = m.instance_id AND e.kind = 'mutant' AND e.item = m.slug)`,
    )
    .all({ submissionId });
  const kills = noKills();
  const byMutant = new Map<number, Set<KillReason | null>>();
  for (const r of rows) {
    if (r.killReason !== null) kills[r.killReason]++;
    const set = byMutant.get(r.mutantId) ?? new Set();
    set.add(r.killReason);
    byMutant.set(r.mutantId, set);
  }
  const mutants = { assertion: 0, errorOnly: 0, timeoutOnly: 0, unknown: 0 };
  for (const reasons of byMutant.values()) {
    if (reasons.has("assertion")) mutants.assertion++;
    else if (reasons.has(null)) mutants.unknown++;
    else if (!reasons.has("error")) mutants.timeoutOnly++;
    else mutants.errorOnly++;
  }
  return { kills, mutants };
}

/**
 * What the instance page shows of one submission's coverage: the coverage state, each mutant's
 * answer by slug, and each test's Stryker state (null without per-test coverage). Null when the
 * submission did not submit the instance.
 */
export async function getSuiteCoverage(
  submissionId: number,
  instanceSlug: string,
  db: Db = getDb(),
): Promise<{
  coverage: CoverageState;
  answers: Map<string, MutantAnswer>;
  roles: TestRoleRow[] | null;
} | null> {
  const instance = submittedInstance(db, submissionId, instanceSlug);
  if (!instance) return null;
  const { coverage, answers } = await getMutantAnswers(submissionId, instance.id, db);
  return { coverage, answers, roles: await getTestRoles(submissionId, instance.id, db) };
}
