import Link from "next/link";
import type { CreationCounts, ReportedFinding } from "@/db/queries";
import { pct } from "@/lib/format";

/**
 * Table 3 for the chosen submissions: of the instances with a readable trajectory, those where
 * the agent tried to write an executable and to make mutants, beside M.
 */
export function Table3({
  rows,
}: {
  rows: Array<{
    id: number;
    label: string;
    mutationScore: number;
    counts: CreationCounts;
    instances: number;
  }>;
}) {
  return (
    <div className="overflow-x-auto rounded border border-zinc-200 dark:border-zinc-800">
      <table className="data-table text-sm" data-testid="table-3">
        <thead>
          <tr>
            <th scope="col">Submission</th>
            <th scope="col" title="instances with a readable trajectory, of the benchmark's">
              With trajectory
            </th>
            <th scope="col">Exec.</th>
            <th scope="col">Mutants</th>
            <th scope="col">M (%)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-submission={r.id}>
              <td>
                <Link href={`/submissions/${r.id}#trajectories`} className="underline">
                  {r.label}
                </Link>
              </td>
              <td className="num">
                {r.counts.withTrajectory} / {r.instances}
              </td>
              <td className="num">{r.counts.withTrajectory ? r.counts.executable : "–"}</td>
              <td className="num">{r.counts.withTrajectory ? r.counts.mutants : "–"}</td>
              <td className="num">{pct(r.mutationScore)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The paper's Table 3 as it printed it, each row linked to its reported run. */
export function ReportedTable3({ rows }: { rows: ReportedFinding[] }) {
  return (
    <div className="space-y-1">
      <div className="overflow-x-auto rounded border border-zinc-200 dark:border-zinc-800">
        <table className="data-table text-sm" data-testid="reported-table-3">
          <caption className="p-2 text-left text-xs text-zinc-600 dark:text-zinc-400">
            As reported in the paper ({rows[0]!.citation}), of {rows[0]!.instances} instances; not
            recomputed
          </caption>
          <thead>
            <tr>
              <th scope="col">Model</th>
              <th scope="col">Exec.</th>
              <th scope="col">Mutants</th>
              <th scope="col">M (%)</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.citation}:${r.model}`}>
                <td>
                  {r.submissionId !== null ? (
                    <Link href={`/submissions/${r.submissionId}`} className="underline">
                      {r.label}
                    </Link>
                  ) : (
                    r.label
                  )}{" "}
                  <span className="text-xs text-zinc-500">
                    ({r.model}, {r.agent}) · reported
                  </span>
                </td>
                <td className="num">{r.executableInstances}</td>
                <td className="num">{r.mutantInstances}</td>
                <td className="num">{r.mutationScore === null ? "–" : pct(r.mutationScore)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows[0]?.notes ? <p className="text-xs text-zinc-500">{rows[0].notes}</p> : null}
    </div>
  );
}
