import Link from "next/link";
import type { EntryView } from "@/db/queries/types";
import { VerificationBadge } from "@/components/verification-badge";
import { pct, pctInterval } from "@/lib/format";

/**
 * A trial's page: the entry it belongs to (docs/scoring.md, "Trials"). Its trials, the entry's
 * M and V as means over them with their spread and interval (which includes the variation
 * between trials), "M over k trials" as k grows, and how M varies between trials per instance.
 */
export function EntryPanel({ entry, trialId }: { entry: EntryView; trialId: number }) {
  const s = entry.summary;
  const own = entry.trials.find((t) => t.id === trialId);
  const counted = entry.trials.filter((t) => t.counted).length;
  return (
    <section
      aria-labelledby="entry"
      className="space-y-4 rounded border border-zinc-200 p-4 dark:border-zinc-800"
      data-testid="entry-panel"
    >
      <div>
        <h2 id="entry" className="text-lg font-semibold">
          {own ? `Trial ${own.trial} of` : "A trial of"} entry “{entry.name}”
        </h2>
        <p className="max-w-3xl text-sm text-zinc-600 dark:text-zinc-400">
          Independent attempts of one configuration, each scored and verified on its own. The
          figures above are this trial&apos;s; the leaderboard ranks the entry by the means over its{" "}
          {counted} counted trial{counted === 1 ? "" : "s"} below.
        </p>
      </div>

      {s ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="entry-figures">
          <Figure
            label="Entry M (mean)"
            value={`${pct(s.mean.mutationScore)}%`}
            detail={`95% CI ${pctInterval(s.ci.mutationScore)} · SD ${s.spread.mutationScore.sd === null ? "–" : pct(s.spread.mutationScore.sd)} points between trials`}
          />
          <Figure
            label="Entry V (mean)"
            value={`${pct(s.mean.validityRate)}%`}
            detail={`95% CI ${pctInterval(s.ci.validityRate)}`}
          />
          <Figure
            label={`M over ${s.trials} trials`}
            value={`${pct(s.mutationScoreAtK.at(-1))}%`}
            detail="mutants killed by at least one trial"
          />
          <Figure
            label="Between trials"
            value={s.variance ? `${pct(s.variance.trialShare, 0)}%` : "–"}
            detail={
              s.variance
                ? "of M's variance comes from trial-to-trial variation (the rest from instances)"
                : "needs two trials and two instances"
            }
          />
        </dl>
      ) : null}

      <div className="flex flex-wrap gap-8">
        <table className="text-sm" data-testid="entry-trials">
          <caption className="mb-1 text-left font-medium">Trials</caption>
          <thead>
            <tr className="text-left text-xs text-zinc-500">
              <th className="pr-4">Trial</th>
              <th className="pr-4 text-right">M</th>
              <th className="pr-4 text-right">V</th>
              <th className="pr-4">Verification</th>
            </tr>
          </thead>
          <tbody>
            {entry.trials.map((t) => (
              <tr
                key={t.id}
                data-trial={t.trial}
                aria-current={t.id === trialId ? "page" : undefined}
              >
                <td className="pr-4">
                  {t.id === trialId ? (
                    <strong>{t.trial}</strong>
                  ) : (
                    <Link href={`/submissions/${t.id}`} className="underline">
                      {t.trial}
                    </Link>
                  )}
                  {t.counted ? "" : <span className="text-xs text-zinc-500"> (not counted)</span>}
                </td>
                <td className="num pr-4 text-right">{pct(t.mutationScore)}</td>
                <td className="num pr-4 text-right">{pct(t.validityRate)}</td>
                <td className="pr-4">
                  <VerificationBadge status={t.verification} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>

        {s && s.trials > 1 ? (
          <table className="text-sm" data-testid="entry-at-k">
            <caption className="mb-1 text-left font-medium">What more attempts buy</caption>
            <thead>
              <tr className="text-left text-xs text-zinc-500">
                <th className="pr-4">k trials</th>
                <th className="pr-4 text-right">M over k</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {s.mutationScoreAtK.map((m, k) => (
                <tr key={k}>
                  <td className="pr-4">{k + 1}</td>
                  <td className="num pr-4 text-right" data-at-k={k + 1}>
                    {pct(m)}
                  </td>
                  <td>
                    <span
                      className="inline-block h-2 rounded bg-sky-600"
                      style={{ width: `${Math.round(m * 160)}px` }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>

      {s && s.trials > 1 ? (
        <details>
          <summary className="cursor-pointer text-sm font-medium">
            M per instance across trials
          </summary>
          <table className="mt-2 text-sm" data-testid="entry-instances">
            <thead>
              <tr className="text-left text-xs text-zinc-500">
                <th className="pr-4">Instance</th>
                <th className="pr-4 text-right">Mean M</th>
                <th className="pr-4 text-right">SD</th>
                <th className="pr-4 text-right">Lowest–highest</th>
              </tr>
            </thead>
            <tbody>
              {s.instances.map((i) => (
                <tr key={i.id}>
                  <td className="pr-4">{i.id}</td>
                  <td className="num pr-4 text-right">{pct(i.mutationScore.mean)}</td>
                  <td className="num pr-4 text-right">{pct(i.mutationScore.sd)}</td>
                  <td className="num pr-4 text-right">
                    {pct(i.mutationScore.min)}–{pct(i.mutationScore.max)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </section>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded border border-zinc-200 p-3 dark:border-zinc-800">
      <dt className="text-xs text-zinc-500">{label}</dt>
      <dd className="num text-xl font-semibold">{value}</dd>
      <dd className="text-xs text-zinc-500">{detail}</dd>
    </div>
  );
}
