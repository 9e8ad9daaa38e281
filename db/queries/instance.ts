/* eslint-disable @typescript-eslint/require-await -- better-sqlite3 answers synchronously; the queries are
   async so that pages await them and a networked driver could replace it without touching callers. */
import { getDb, type Db } from "../index.ts";
import { benchmarkRowId, type BenchmarkKey, type InstanceKey } from "../benchmark-ref.ts";
import { decodeAgainst } from "../bitset.ts";
import { killMatrixBaseline } from "../kill-matrix-baseline.ts";
import { loadTests } from "./score-report.ts";
import type { InstanceDetailView, InstanceListItem, KillMatrix } from "./types.ts";
import type {
  IgnoredEntryRow,
  InstanceRow,
  InstanceScoreRow,
  MutantResultRow,
  MutantRow,
  SectionRow,
  SubmissionRow,
} from "../schema.ts";

/** Submissions shown on an instance: visible, scored, and carrying the instance. */
const SHOWN = "si.submitted = 1 AND s.hidden = 0 AND s.origin = 'scored'";
/**
 * Those counted in its figures (means, "killed by"): agents' suites. The benchmark's reference
 * suite kills every mutant by construction; counted, it would lift every figure it is in.
 */
const COUNTED = `${SHOWN} AND s.kind = 'agent'`;

/**
 * The instances of a benchmark version in benchmark order, with mean M over the submissions
 * that ran them; [] for an unknown version.
 */
export async function listInstances(
  benchmark: BenchmarkKey,
  db: Db = getDb(),
): Promise<InstanceListItem[]> {
  const benchmarkId = benchmarkRowId(db, benchmark);
  if (benchmarkId === undefined) return [];
  // Raw SQL kept: bench:pages times the instance and mutant pages built on these reads.
  return db.$client
    .prepare<
      Pick<InstanceRow, "benchmarkId">,
      Pick<
        InstanceRow,
        "slug" | "title" | "language" | "sectionCount" | "mutantCount" | "referenceTests"
      > & {
        // Computed: the AVG of the counted rows' M (NULL over none) and their COUNT(*).
        meanMutationScore: InstanceScoreRow["mutationScore"] | null;
        submissionCount: number;
      }
    >(
      `SELECT i.slug, i.title, i.language, i.section_count AS sectionCount, i.mutant_count AS mutantCount,
         i.reference_tests AS referenceTests,
         (SELECT AVG(si.mutation_score) FROM submission_instances si JOIN submissions s ON s.id = si.submission_id
            WHERE si.instance_id = i.id AND ${COUNTED}) AS meanMutationScore,
         (SELECT COUNT(*) FROM submission_instances si JOIN submissions s ON s.id = si.submission_id
            WHERE si.instance_id = i.id AND ${COUNTED}) AS submissionCount
       FROM instances i WHERE i.benchmark_id = @benchmarkId ORDER BY i.position`,
    )
    .all({ benchmarkId });
}

/** An instance as findInstance reads it: its row without the benchmark and mutant slugs. */
type FoundInstance = Omit<InstanceRow, "benchmarkId" | "mutantSlugs">;

/** The stored instance a key names, or undefined. */
export function findInstance(db: Db, key: InstanceKey): FoundInstance | undefined {
  const benchmarkId = benchmarkRowId(db, key.benchmark);
  if (benchmarkId === undefined) return undefined;
  return db.$client
    .prepare<Pick<InstanceRow, "benchmarkId" | "slug">, FoundInstance>(
      `SELECT i.id, i.slug, i.title, i.language, i.section_count AS sectionCount, i.mutant_count AS mutantCount,
         i.reference_tests AS referenceTests, i.position, i.spec_markdown AS specMarkdown
       FROM instances i WHERE i.benchmark_id = @benchmarkId AND i.slug = @slug`,
    )
    .get({ benchmarkId, slug: key.instance });
}

/** An instance with its spec sections and every mutant's kill rate across visible submissions. */
export async function getInstance(
  key: InstanceKey,
  db: Db = getDb(),
): Promise<InstanceDetailView | null> {
  const row = findInstance(db, key);
  if (!row) return null;
  const submissions = db.$client
    .prepare<
      Pick<InstanceScoreRow, "instanceId">,
      Pick<SubmissionRow, "id" | "model" | "agent" | "setting" | "kind">
    >(
      `SELECT s.id, s.model, s.agent, s.setting, s.kind FROM submission_instances si JOIN submissions s ON s.id = si.submission_id
       WHERE si.instance_id = @instanceId AND ${SHOWN} ORDER BY s.kind = 'reference', s.mutation_score DESC, s.id`,
    )
    .all({ instanceId: row.id });
  const sections = db.$client
    .prepare<
      Pick<SectionRow, "instanceId">,
      Pick<SectionRow, "slug" | "title" | "body" | "position">
    >(
      "SELECT slug, title, body, position FROM sections WHERE instance_id = @instanceId ORDER BY position",
    )
    .all({ instanceId: row.id });
  const mutants = db.$client
    .prepare<
      Pick<MutantRow, "instanceId">,
      Pick<MutantRow, "slug" | "sectionSlug" | "description" | "targetTest" | "position"> & {
        // Computed: COUNT(*) of the counted submissions that killed it or timed out.
        killedBy: number;
        referenceStatus: MutantResultRow["status"] | null;
        // Null where no ignore entry matched (LEFT JOIN).
        ignoredReason: IgnoredEntryRow["reason"] | null;
        ignoredDate: IgnoredEntryRow["date"] | null;
      }
    >(
      `SELECT m.slug, m.section_slug AS sectionSlug, m.description, m.target_test AS targetTest, m.position,
         (SELECT COUNT(*) FROM mutant_results mr JOIN submission_instances si
            ON si.submission_id = mr.submission_id AND si.instance_id = mr.instance_id
            JOIN submissions s ON s.id = mr.submission_id
          WHERE mr.mutant_id = m.id AND mr.status IN ('killed', 'timeout') AND ${COUNTED}) AS killedBy,
         (SELECT mr.status FROM mutant_results mr JOIN submission_instances si
            ON si.submission_id = mr.submission_id AND si.instance_id = mr.instance_id
            JOIN submissions s ON s.id = mr.submission_id
          WHERE mr.mutant_id = m.id AND ${SHOWN} AND s.kind = 'reference'
          ORDER BY s.id DESC LIMIT 1) AS referenceStatus,
         e.reason AS ignoredReason, e.date AS ignoredDate
       FROM mutants m
       LEFT JOIN ignored_entries e ON e.instance_id = m.instance_id AND e.kind = 'mutant' AND e.item = m.slug
       WHERE m.instance_id = @instanceId ORDER BY m.position`,
    )
    .all({ instanceId: row.id });
  const { id, specMarkdown, ...instance } = row;
  void id;
  const agents = submissions.filter((s) => s.kind === "agent").length;
  return {
    instance: {
      ...instance,
      meanMutationScore: meanOf(db, row.id),
      submissionCount: agents,
    },
    specMarkdown,
    sections,
    mutants: mutants.map(({ ignoredReason, ignoredDate, ...m }) => ({
      ...m,
      ignored: ignoredReason === null ? null : { reason: ignoredReason, date: ignoredDate ?? "" },
      submissions: agents,
      killRate: agents > 0 ? m.killedBy / agents : null,
    })),
    submissions,
  };
}

function meanOf(db: Db, instanceId: number): number | null {
  const r = db.$client
    // Computed: the AVG of the counted rows' M.
    .prepare<
      Pick<InstanceScoreRow, "instanceId">,
      { mean: InstanceScoreRow["mutationScore"] | null }
    >(
      `SELECT AVG(si.mutation_score) AS mean FROM submission_instances si JOIN submissions s ON s.id = si.submission_id
       WHERE si.instance_id = @instanceId AND ${COUNTED}`,
    )
    .get({ instanceId });
  // An aggregate always yields its one row (AVG over no rows is NULL); `?.` is for the type.
  return r?.mean ?? null;
}

/** Where a submission's results on an instance are, for a page that was asked to show them. */
export interface SubmissionWhereabouts {
  submission: Pick<SubmissionRow, "id" | "model" | "agent" | "setting">;
  /** The benchmark version the submission was scored against. */
  benchmark: BenchmarkKey;
  /** Whether it has a kill matrix on the instance in that version. */
  submitted: boolean;
  /** Whether that version's instance has the mutant asked about (null: none was asked about). */
  hasMutant: boolean | null;
}

/**
 * Where a submission's result on `instance` (and `mutant`) is: its own benchmark version, and
 * whether it ran the instance there. Null for an unknown or hidden submission. What an instance
 * or mutant page says when its `?submission=` is not among its own.
 */
export async function locateSubmission(
  submissionId: number,
  instance: string,
  mutant: string | null,
  db: Db = getDb(),
): Promise<SubmissionWhereabouts | null> {
  const row = db.$client
    .prepare<
      { submissionId: number; instance: InstanceRow["slug"] },
      Pick<SubmissionRow, "id" | "model" | "agent" | "setting"> &
        Pick<BenchmarkKey, "name" | "version"> & {
          // Null where the version has no such instance (LEFT JOIN).
          instanceId: InstanceRow["id"] | null;
          submitted: 0 | 1;
        }
    >(
      `SELECT s.id, s.model, s.agent, s.setting, b.name, b.version, i.id AS instanceId,
         EXISTS (SELECT 1 FROM submission_instances si WHERE si.submission_id = s.id AND si.instance_id = i.id
           AND si.submitted = 1) AND s.origin = 'scored' AS submitted
       FROM submissions s JOIN benchmarks b ON b.id = s.benchmark_id
       LEFT JOIN instances i ON i.benchmark_id = s.benchmark_id AND i.slug = @instance
       WHERE s.id = @submissionId AND s.hidden = 0`,
    )
    .get({ submissionId, instance });
  if (!row) return null;
  const hasMutant =
    mutant === null
      ? null
      : row.instanceId !== null &&
        db.$client
          .prepare<Pick<MutantRow, "instanceId" | "slug">, { one: 1 }>(
            "SELECT 1 AS one FROM mutants WHERE instance_id = @instanceId AND slug = @slug",
          )
          .get({ instanceId: row.instanceId, slug: mutant }) !== undefined;
  return {
    submission: { id: row.id, model: row.model, agent: row.agent, setting: row.setting },
    benchmark: { name: row.name, version: row.version },
    submitted: row.submitted === 1,
    hasMutant,
  };
}

/**
 * The instance `instanceSlug` of the submission's own benchmark version, when the submission
 * carries it: the way from a submission to an instance, which never looks at another version.
 */
export function submittedInstance(
  db: Db,
  submissionId: number,
  instanceSlug: string,
): Pick<InstanceRow, "id"> | undefined {
  return db.$client
    .prepare<
      { instanceSlug: InstanceRow["slug"] } & Pick<InstanceScoreRow, "submissionId">,
      Pick<InstanceRow, "id">
    >(
      `SELECT i.id FROM submissions s JOIN instances i ON i.benchmark_id = s.benchmark_id AND i.slug = @instanceSlug
       JOIN submission_instances si ON si.submission_id = s.id AND si.instance_id = i.id AND si.submitted = 1
       WHERE s.id = @submissionId`,
    )
    .get({ instanceSlug, submissionId });
}

/**
 * A submission's kill matrix on one instance: its tests in index order and, per mutant (in
 * benchmark order), the indices of every test that failed on it. Null when the submission did
 * not submit the instance or either is unknown.
 */
export async function getKillMatrix(
  submissionId: number,
  instanceSlug: string,
  db: Db = getDb(),
): Promise<KillMatrix | null> {
  const instance = submittedInstance(db, submissionId, instanceSlug);
  if (!instance) return null;
  const tests = loadTests(db, submissionId, instance.id).get(instance.id) ?? [];
  const baseline = killMatrixBaseline(tests);
  const rows = db.$client
    .prepare<
      Pick<MutantResultRow, "submissionId" | "instanceId">,
      Pick<MutantRow, "slug"> & Pick<MutantResultRow, "status" | "failedBits">
    >(
      `SELECT m.slug, mr.status, mr.failed_bits AS failedBits FROM mutant_results mr JOIN mutants m ON m.id = mr.mutant_id
       WHERE mr.submission_id = @submissionId AND mr.instance_id = @instanceId ORDER BY m.position`,
    )
    .all({ submissionId, instanceId: instance.id });
  return {
    tests: tests.map((t) => ({ id: t.testId, verdict: t.verdict })),
    mutants: rows.map((r) => ({
      slug: r.slug,
      status: r.status,
      failed: decodeAgainst(r.failedBits, baseline),
    })),
  };
}
