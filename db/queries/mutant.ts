import { getDb, type Db } from "../index.ts";
import type { InstanceKey } from "../benchmark-ref.ts";
import { findInstance } from "./instance.ts";
import { loadMessages, loadTests, type StoredMessage } from "./score-report.ts";
import type { MutantSubmissionResult, MutantView } from "./types.ts";
import { loadChangedLines } from "../changed-lines.ts";
import { getMutantAnswers } from "./coverage.ts";
import type {
  IgnoredEntryRow,
  InstanceScoreRow,
  MutantResultRow,
  MutantRow,
  ReferenceTestRow,
  SectionRow,
  SubmissionFileRow,
  SubmissionRow,
} from "../schema.ts";

/**
 * One mutant: its patch, the spec section it breaks, the reference test aimed at it, and per
 * visible submission that ran the instance, its status with killing tests and near misses and
 * their messages, the suite's tests and sources. Null when any part of the path is unknown.
 */
export async function getMutant(
  key: InstanceKey,
  mutantSlug: string,
  db: Db = getDb(),
): Promise<MutantView | null> {
  const instance = findInstance(db, key);
  if (!instance) return null;
  // Raw SQL kept: bench:pages times the mutant page (p50 ≤ 150 ms at full scale).
  const mutant = db.$client
    .prepare<
      Pick<MutantRow, "instanceId"> & { mutantSlug: MutantRow["slug"] },
      Omit<MutantRow, "instanceId">
    >(
      `SELECT id, slug, description, target_test AS targetTest, patch, section_slug AS sectionSlug, position
       FROM mutants WHERE instance_id = @instanceId AND slug = @mutantSlug`,
    )
    .get({ instanceId: instance.id, mutantSlug });
  if (!mutant) return null;
  const neighbour = (op: "<" | ">", order: "DESC" | "ASC") =>
    db.$client
      .prepare<Pick<MutantRow, "instanceId" | "position">, Pick<MutantRow, "slug">>(
        `SELECT slug FROM mutants WHERE instance_id = @instanceId AND position ${op} @position
         ORDER BY position ${order} LIMIT 1`,
      )
      .get({ instanceId: instance.id, position: mutant.position })?.slug ?? null;
  const section = db.$client
    .prepare<Pick<SectionRow, "instanceId" | "slug">, Pick<SectionRow, "slug" | "title" | "body">>(
      "SELECT slug, title, body FROM sections WHERE instance_id = @instanceId AND slug = @slug",
    )
    .get({ instanceId: instance.id, slug: mutant.sectionSlug });

  const { id: mutantId, position, ...mutantFields } = mutant;
  void position;
  const ignored = db.$client
    .prepare<
      Pick<IgnoredEntryRow, "instanceId"> & { slug: IgnoredEntryRow["item"] },
      Pick<IgnoredEntryRow, "reason" | "date">
    >(
      "SELECT reason, date FROM ignored_entries WHERE instance_id = @instanceId AND kind = 'mutant' AND item = @slug",
    )
    .get({ instanceId: instance.id, slug: mutant.slug });
  return {
    benchmark: { name: key.benchmark.name, version: key.benchmark.version },
    mutant: {
      ...mutantFields,
      ignored: ignored ?? null,
      changedLines: loadChangedLines(db, instance.id).get(mutantId) ?? [],
    },
    section: section ?? null,
    instance: { slug: instance.slug, title: instance.title, language: instance.language },
    referenceTest: findReferenceTest(db, instance.id, mutant.targetTest),
    prev: neighbour("<", "DESC"),
    next: neighbour(">", "ASC"),
    results: await submissionResults(db, instance.id, mutantId, mutant.slug),
  };
}

/**
 * The reference test a mutant targets. `targetTest` is matched exactly, then by its last name
 * (`tests/test_cli.py::test_help` or `test_help` finds `tests.test_cli.test_help`).
 */
function findReferenceTest(
  db: Db,
  instanceId: number,
  targetTest: string,
): MutantView["referenceTest"] {
  const select =
    "SELECT test_id AS testId, file, source FROM reference_tests WHERE instance_id = @instanceId";
  type Found = Omit<ReferenceTestRow, "instanceId">;
  const exact = db.$client
    .prepare<
      Pick<ReferenceTestRow, "instanceId"> & { targetTest: ReferenceTestRow["testId"] },
      Found
    >(`${select} AND test_id = @targetTest`)
    .get({ instanceId, targetTest });
  if (exact) return exact;
  const name = targetTest.split(/::|\./).filter(Boolean).at(-1);
  if (!name) return null;
  const byName = db.$client
    // `name` and `dotted` are the test's last name, bare and as a LIKE pattern.
    .prepare<Pick<ReferenceTestRow, "instanceId"> & { name: string; dotted: string }, Found>(
      `${select} AND (test_id = @name OR test_id LIKE @dotted ESCAPE '\\') ORDER BY test_id LIMIT 1`,
    )
    .get({ instanceId, name, dotted: `%.${name.replace(/[\\%_]/g, (c) => `\\${c}`)}` });
  return byName ?? null;
}

async function submissionResults(
  db: Db,
  instanceId: number,
  mutantId: number,
  mutantSlug: string,
): Promise<MutantSubmissionResult[]> {
  const rows = db.$client
    .prepare<
      Pick<MutantResultRow, "mutantId">,
      Pick<SubmissionRow, "model" | "agent" | "setting" | "kind"> &
        Pick<MutantResultRow, "submissionId" | "status"> & {
          validTestsRan: InstanceScoreRow["testsValid"];
          skippedTests: InstanceScoreRow["testsSkipped"];
        }
    >(
      `SELECT s.id AS submissionId, s.model, s.agent, s.setting, s.kind, mr.status, si.tests_valid AS validTestsRan,
         si.tests_skipped AS skippedTests
       FROM mutant_results mr JOIN submissions s ON s.id = mr.submission_id
       JOIN submission_instances si ON si.submission_id = s.id AND si.instance_id = mr.instance_id
       WHERE mr.mutant_id = @mutantId AND si.submitted = 1 AND s.hidden = 0
       ORDER BY s.kind = 'reference', s.mutation_score DESC, s.id`,
    )
    .all({ mutantId });
  const files = db.$client.prepare<
    Pick<SubmissionFileRow, "submissionId" | "instanceId">,
    Pick<SubmissionFileRow, "path" | "content">
  >(
    `SELECT path, content FROM submission_files
     WHERE submission_id = @submissionId AND instance_id = @instanceId AND kind = 'suite' ORDER BY path`,
  );
  const results: MutantSubmissionResult[] = [];
  for (const row of rows) {
    const tests = loadTests(db, row.submissionId, instanceId).get(instanceId) ?? [];
    const messages =
      loadMessages(db, row.submissionId, mutantId).get(mutantId) ??
      new Map<number, StoredMessage>();
    const killing: MutantSubmissionResult["killing"] = [];
    const nearMisses: MutantSubmissionResult["nearMisses"] = [];
    for (const [idx, stored] of [...messages].sort(([a], [b]) => a - b)) {
      const test = tests[idx];
      if (!test) continue;
      if (stored.kind === "kill")
        killing.push({ testId: test.testId, message: stored.message, reason: stored.killReason });
      else
        nearMisses.push({
          testId: test.testId,
          verdict: test.verdict,
          mutantMessage: stored.message,
          referenceMessage: test.referenceMessage,
        });
    }
    const { coverage, answers } = await getMutantAnswers(row.submissionId, instanceId, db);
    results.push({
      ...row,
      killing,
      answer: answers.get(mutantSlug) ?? {
        status: "unknown",
        reached: null,
        covering: null,
        killReasons: { assertion: 0, error: 0, timeout: 0 },
      },
      coverage,
      nearMisses,
      tests: tests.map((t) => ({ testId: t.testId, verdict: t.verdict, file: t.file })),
      suiteFiles: files.all({ submissionId: row.submissionId, instanceId }),
    });
  }
  return results;
}
