import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { z } from "zod";
import {
  getInstance,
  getKillMatrix,
  getSubmissionTrajectories,
  getSuiteCoverage,
  locateSubmission,
  resolveBenchmark,
} from "@/db/queries";
import { benchmarkRef, instanceHref, instancesHref, type InstanceKey } from "@/lib/benchmark-links";
import { pct } from "@/lib/format";
import { submissionLabels } from "@/lib/submission-label";
import { ElsewhereNote } from "./elsewhere-note";
import { KillMatrixCanvas, type KillMatrixData } from "./kill-matrix";
import { MutantTable } from "./mutant-table";
import { SpecSections } from "./spec-sections";
import { SuiteResult } from "./suite-result";
import { TEST_SORTS } from "./test-roles";

type Params = Promise<{ name: string; id: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const viewSchema = z.object({
  submission: z.coerce.number().int().positive().optional().catch(undefined),
  order: z.enum(["spec", "hardest"]).catch("spec"),
  /** "undetected": the mutant table shows only the chosen suite's undetected mutants. */
  status: z.enum(["all", "undetected"]).catch("all"),
  /** How the suite view's tests are sorted (killing / covering / not covering first, ...). */
  tests: z.enum(TEST_SORTS).catch("role"),
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { name, id } = await params;
  return { title: `${decodeURIComponent(id)} · ${decodeURIComponent(name)}` };
}

/**
 * One instance: its spec by section with each section's mutants, the mutant table and a kill
 * matrix. `?submission=<id>` (what drill-down links carry) chooses the suite shown: the page
 * leads with its result, and every mutant link carries it on. A submission of another version
 * (or one that did not run the instance) is named in a note that links to its result.
 * `<name>` alone means the benchmark's latest version; every link the page makes names it.
 */
export default async function InstancePage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  await connection();
  const { name: rawName, id: rawId } = await params;
  const benchmark = await resolveBenchmark(decodeURIComponent(rawName));
  if (!benchmark) notFound();
  const slug = decodeURIComponent(rawId);
  const key: InstanceKey = { benchmark, instance: slug };
  const detail = await getInstance(key);
  if (!detail) notFound();
  const raw = await searchParams;
  const view = viewSchema.parse({
    submission: raw.submission,
    order: raw.order,
    status: raw.status,
    tests: raw.tests,
  });
  // Without a choice in the URL, an agent's suite: the reference suite is the ceiling to compare
  // against, not the first thing to read.
  const chosen =
    detail.submissions.find((s) => s.id === view.submission) ??
    detail.submissions.find((s) => s.kind === "agent") ??
    detail.submissions[0] ??
    null;
  const matrix = chosen ? await getKillMatrix(chosen.id, slug) : null;
  const suiteCoverage = chosen ? await getSuiteCoverage(chosen.id, slug) : null;
  // The chosen submission's own trajectories of this instance: keyed by the submission.
  const trajectories = chosen
    ? (await getSubmissionTrajectories(chosen.id)).trajectories.filter((t) => t.instance === slug)
    : [];
  const { instance } = detail;
  const labels = submissionLabels(
    detail.submissions,
    (s) => `${s.model} · ${s.agent} · ${s.setting}`,
  ).map((l, i) =>
    detail.submissions[i]!.kind === "reference" ? `${l.text} (reference suite)` : l.text,
  );
  const chosenLabel = chosen ? labels[detail.submissions.indexOf(chosen)]! : null;
  const statuses = matrix ? new Map(matrix.mutants.map((m) => [m.slug, m.status])) : null;
  // Only a submission named in the URL is carried on: the default choice is the page's, not the
  // user's, and a mutant page without one lists every submission alike.
  const carried = chosen && chosen.id === view.submission ? chosen.id : null;
  const elsewhere =
    view.submission !== undefined && carried === null
      ? { requested: view.submission, where: await locateSubmission(view.submission, slug, null) }
      : null;
  const invalid = new Set(
    (matrix?.tests ?? []).flatMap((t, i) => (t.verdict === "invalid" ? [i] : [])),
  );
  const matrixData: KillMatrixData | null = matrix
    ? {
        tests: matrix.tests.map((t) => t.id),
        verdicts: matrix.tests.map((t) => t.verdict[0]).join(""),
        mutants: matrix.mutants.map((m) => ({
          slug: m.slug,
          status: m.status,
          flipped: flippedAgainstInvalid(m.failed, invalid),
        })),
      }
    : null;

  return (
    <div className="space-y-8">
      <div>
        <p className="text-sm">
          <Link href={instancesHref(benchmark)} className="underline">
            ← instances of {benchmarkRef(benchmark)}
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-semibold">{instance.title}</h1>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          <span className="font-mono">{instance.slug}</span> of{" "}
          <span data-testid="benchmark-version">{benchmarkRef(benchmark)}</span> ·{" "}
          {instance.language ?? "language unknown"} · {instance.sectionCount} sections ·{" "}
          {instance.mutantCount} mutants · {instance.referenceTests} reference tests · mean M{" "}
          {pct(instance.meanMutationScore)}% over {instance.submissionCount} agent suite
          {instance.submissionCount === 1 ? "" : "s"}
          {detail.submissions.some((s) => s.kind === "reference")
            ? " (the benchmark's reference suite, shown beside them, is not counted)"
            : ""}
        </p>
      </div>

      {elsewhere ? <ElsewhereNote {...elsewhere} page={key} /> : null}

      {chosen && chosenLabel && matrix && carried !== null ? (
        <SuiteResult
          label={chosenLabel}
          submission={chosen.id}
          mutants={matrix.mutants}
          instance={key}
          undetectedOnly={view.status === "undetected"}
          coverage={suiteCoverage}
          testSort={view.tests}
          trajectories={trajectories}
        />
      ) : null}

      <MutantTable
        mutants={detail.mutants}
        sections={detail.sections}
        order={view.order}
        instance={key}
        submission={carried}
        statuses={carried !== null ? statuses : null}
        answers={carried !== null ? (suiteCoverage?.answers ?? null) : null}
        undetectedOnly={view.status === "undetected"}
      />

      <section aria-labelledby="kill-matrix" className="space-y-2">
        <h2 id="kill-matrix" className="text-lg font-semibold">
          Kill matrix
        </h2>
        {detail.submissions.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            No scored submission ran this instance yet.
          </p>
        ) : (
          <>
            <form
              method="get"
              action={instanceHref(key)}
              className="flex flex-wrap items-end gap-2 text-sm"
            >
              <label className="flex max-w-full min-w-0 flex-col text-xs text-zinc-600 dark:text-zinc-400">
                Submission
                <select
                  name="submission"
                  defaultValue={chosen?.id}
                  className="mt-1 max-w-full rounded border border-zinc-300 bg-white px-2 py-1 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
                >
                  {detail.submissions.map((s, i) => (
                    <option key={s.id} value={s.id}>
                      {labels[i]}
                    </option>
                  ))}
                </select>
              </label>
              {view.order !== "spec" ? (
                <input type="hidden" name="order" value={view.order} />
              ) : null}
              <button
                type="submit"
                className="rounded border border-zinc-300 px-2 py-1 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
              >
                Show
              </button>
              {chosen ? (
                <a
                  href={`/submissions/${chosen.id}/instances/${encodeURIComponent(slug)}/stryker.json`}
                  className="ml-auto text-xs underline"
                  title="This kill matrix in Stryker's mutation-testing-report-schema, for Stryker's report viewer"
                >
                  Export as a Stryker mutation report (JSON)
                </a>
              ) : null}
            </form>
            {matrixData ? (
              <>
                <p className="text-xs text-zinc-500">
                  {matrixData.mutants.length} mutants (rows, in spec order) ×{" "}
                  {matrixData.tests.length} tests (columns). The strip on the left is each
                  mutant&apos;s status for this suite (<span className="text-red-600">red</span>:
                  survived, green: detected). <span className="text-emerald-600">Green</span> cells:
                  a valid test failed, killing the mutant; grey: an invalid test failed (it fails on
                  the reference too); <span className="text-amber-600">amber</span>: a flaky test
                  failed; <span className="text-violet-600">violet</span>: a test skipped in every
                  reference run failed (pale violet columns: skipped tests, which never ran there
                  and cannot kill). Point at a cell for its test and click to open the mutant; on a
                  touch screen, the mutant table above lists the same results.
                </p>
                <KillMatrixCanvas data={matrixData} instance={key} submission={chosen!.id} />
              </>
            ) : null}
          </>
        )}
      </section>

      <SpecSections
        sections={detail.sections}
        mutants={detail.mutants}
        instance={key}
        submission={carried}
      />
    </div>
  );
}

/** Tests whose outcome on a mutant differs from "exactly the invalid tests fail", ascending. */
function flippedAgainstInvalid(failed: readonly number[], invalid: ReadonlySet<number>): number[] {
  const failedSet = new Set(failed);
  const out = failed.filter((t) => !invalid.has(t));
  for (const t of invalid) if (!failedSet.has(t)) out.push(t);
  return out.sort((a, b) => a - b);
}
