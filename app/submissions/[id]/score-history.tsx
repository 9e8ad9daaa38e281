import type { SubmissionUncertainty } from "@/db/queries";
import { pct, pctInterval } from "@/lib/format";

/**
 * The submission's figures under every revision of its benchmark it was scored under (a
 * revision retires broken mutants; see docs/benchmark-format.md), newest last.
 */
export function ScoreHistory({
  benchmark,
  uncertainty,
}: {
  benchmark: string;
  uncertainty: SubmissionUncertainty;
}) {
  const { history, revision } = uncertainty;
  if (history.length === 0) return null;
  return (
    <section aria-labelledby="history">
      <h2 id="history" className="mb-1 text-lg font-semibold">
        Score history
      </h2>
      <p className="mb-2 max-w-3xl text-sm text-zinc-600 dark:text-zinc-400">
        Scores under each revision of {benchmark}, recomputed from the stored kill matrix when a
        revision ignored or restored mutants; nothing was re-run. The site shows rev {revision}.
      </p>
      <div className="overflow-x-auto rounded border border-zinc-200 dark:border-zinc-800">
        <table className="data-table w-auto!" data-testid="score-history">
          <thead>
            <tr>
              <th scope="col">Revision</th>
              <th scope="col">Scored</th>
              <th scope="col">M (%)</th>
              <th scope="col">95% interval</th>
              <th scope="col">strict M (%)</th>
              <th scope="col">V (%)</th>
              <th scope="col">R (%)</th>
              <th scope="col">Mutants counted</th>
            </tr>
          </thead>
          <tbody>
            {history.map((h) => (
              <tr key={h.revision} aria-current={h.revision === revision ? "true" : undefined}>
                <td>
                  rev {h.revision}
                  {h.revision === revision ? " (shown)" : ""}
                </td>
                <td>{h.recordedAt.slice(0, 16).replace("T", " ")}</td>
                <td className="num">{pct(h.mutationScore)}</td>
                <td className="num">{pctInterval(h.mutationScoreCi)}</td>
                <td className="num">{pct(h.mutationScoreStrict)}</td>
                <td className="num">{pct(h.validityRate)}</td>
                <td className="num">{pct(h.referencePassRate)}</td>
                <td className="num">{h.mutantsTotal}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
