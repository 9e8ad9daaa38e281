import Link from "next/link";
import { ToolUseChart } from "@/components/charts/lazy";
import {
  getReportedFindingsOf,
  getSubmissionTrajectories,
  type SubmissionDetail,
} from "@/db/queries";
import { benchmarkFiguresHref } from "@/lib/benchmark-links";
import { actionClasses, toolUseRows } from "@/lib/figure-data";
import { pct } from "@/lib/format";

/**
 * How the submission's suites were written, from the trajectories its bundle carried: the
 * paper's Table 3 for this submission (instances whose trajectory tried to write an executable,
 * or to make mutants, beside M), its Figure 11 (tool use by tenth of the trajectory), and each
 * trajectory linked to the viewer. For the paper's rows, Table 3 as reported. A scored
 * submission without trajectories says so.
 */
export async function TrajectoriesSection({ submission: s }: { submission: SubmissionDetail }) {
  const [{ trajectories, counts, toolUse }, reported] = await Promise.all([
    getSubmissionTrajectories(s.id),
    getReportedFindingsOf(s.id),
  ]);
  if (trajectories.length === 0 && reported.length === 0)
    return s.origin === "scored" ? (
      <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="no-trajectories">
        The bundle carries no trajectory of the agent (
        <Link href="/docs/bundle-format#trajectories" className="underline">
          how to add one
        </Link>
        ), so this submission has no steps, Table 3 or tool use to show.
      </p>
    ) : null;
  const figuresHref = benchmarkFiguresHref(s.benchmark, [s.id]);
  return (
    <section aria-labelledby="trajectories" className="space-y-3" data-testid="trajectories">
      <h2 id="trajectories" className="text-lg font-semibold">
        How the suites were written
      </h2>
      {reported.map((f) => (
        <p key={f.citation} className="text-sm" data-testid="reported-table-3">
          The paper&apos;s {f.citation} (reported, as &ldquo;{f.label}&rdquo;): an attempt to write
          an executable in <strong>{f.executableInstances}</strong> of {f.instances} instances&apos;
          trajectories, to make mutants in <strong>{f.mutantInstances}</strong>
          {f.mutationScore !== null ? `, beside M ${pct(f.mutationScore)}%` : ""}. The paper
          publishes no trajectories, so there are none to show.
        </p>
      ))}
      {trajectories.length ? (
        <>
          <p className="text-sm" data-testid="table-3-counts">
            Table 3 for this submission: of the {counts.withTrajectory} instance
            {counts.withTrajectory === 1 ? "" : "s"} with a readable trajectory, the agent tried to
            write an executable in <strong>{counts.executable}</strong> and to make mutants in{" "}
            <strong>{counts.mutants}</strong>, beside M {pct(s.mutationScore)}%.{" "}
            <Link href={figuresHref} className="underline">
              Compare distributions with other submissions (Figures 10 and 11)
            </Link>
            .
          </p>
          {toolUse ? (
            <figure className="max-w-2xl rounded border border-zinc-200 p-3 dark:border-zinc-800">
              <figcaption className="text-sm font-medium">
                Tool use along the trajectory (Figure 11): each tenth&apos;s steps by class, the
                mean over trajectories
              </figcaption>
              <ToolUseChart shares={toolUse} />
              <ToolUseTable shares={toolUse} />
            </figure>
          ) : null}
          <TrajectoryTable submissionId={s.id} rows={trajectories} />
        </>
      ) : null}
    </section>
  );
}

function ToolUseTable({ shares }: { shares: number[][] }) {
  return (
    <details className="text-xs">
      <summary className="cursor-pointer text-zinc-600 dark:text-zinc-400">Data table</summary>
      <div className="overflow-x-auto">
        <table className="num mt-1" data-testid="tool-use-table">
          <thead>
            <tr>
              <th scope="col" className="pr-3 text-left">
                Tenth
              </th>
              {actionClasses.map((c) => (
                <th key={c} scope="col" className="pr-3 text-left">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {toolUseRows(shares).map((r) => (
              <tr key={r.tenth}>
                <td className="pr-3">{r.tenth}</td>
                {actionClasses.map((c) => (
                  <td key={c} className="pr-3">
                    {pct(r[c], 0)}%
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function TrajectoryTable({
  submissionId,
  rows,
}: {
  submissionId: number;
  rows: Awaited<ReturnType<typeof getSubmissionTrajectories>>["trajectories"];
}) {
  const stepLink = (id: number, step: number | null, why: string | null) =>
    step === null ? (
      "–"
    ) : (
      <Link
        href={`/submissions/${submissionId}/trajectories/${id}?step=${step}#step-${step}`}
        className="underline"
        title={why ?? ""}
      >
        step {step}
      </Link>
    );
  return (
    <div className="overflow-x-auto rounded border border-zinc-200 dark:border-zinc-800">
      <table className="data-table text-sm" data-testid="trajectory-table">
        <thead>
          <tr>
            <th scope="col">Instance</th>
            <th scope="col">Trajectory</th>
            <th scope="col" title="the agent's actions">
              Steps
            </th>
            <th scope="col">Executable</th>
            <th scope="col">Mutants</th>
            <th scope="col">Review flags</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((t) => (
            <tr key={t.id} data-trajectory={t.id}>
              <td className="font-mono">{t.instance ?? "whole generation"}</td>
              <td className="max-w-64 break-all">
                <Link
                  href={`/submissions/${submissionId}/trajectories/${t.id}`}
                  className="underline"
                >
                  {t.path.split("/").slice(-2).join("/")}
                </Link>{" "}
                <span className="text-xs text-zinc-500">{t.error ? "unreadable" : t.format}</span>
              </td>
              <td className="num">{t.error ? "–" : t.agentSteps}</td>
              <td>{stepLink(t.id, t.executableStep, t.executableWhy)}</td>
              <td>{stepLink(t.id, t.mutantsStep, t.mutantsWhy)}</td>
              <td className="num">{t.integrityCount || "–"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
