import type { TrajectoryDetail } from "@/db/queries";

/**
 * What was found in the trajectory, each linked to its step: Table 3's attempts to write an
 * executable and to make mutants (docs/trajectories.md, "Table 3"), and the review flags
 * (reading what the agent was not given, the network, writes outside its task folder). Flags
 * change no score.
 */
export function TrajectoryFindings({
  t,
  stepHref,
}: {
  t: TrajectoryDetail;
  stepHref: (step: number) => string;
}) {
  const table3 = [
    {
      label: "Wrote an executable",
      step: t.executableStep,
      why: t.executableWhy,
      evidence: t.executableEvidence,
    },
    { label: "Made mutants", step: t.mutantsStep, why: t.mutantsWhy, evidence: t.mutantsEvidence },
  ];
  return (
    <section aria-labelledby="findings" className="space-y-3" data-testid="findings">
      <h2 id="findings" className="text-lg font-semibold">
        Findings
      </h2>
      <dl className="grid gap-2 sm:grid-cols-2">
        {table3.map((f) => (
          <div
            key={f.label}
            className="rounded border border-zinc-200 p-2 text-sm dark:border-zinc-800"
            data-finding={f.label}
          >
            <dt className="text-xs text-zinc-500">{f.label} (Table 3)</dt>
            <dd>
              {f.step === null ? (
                "no"
              ) : (
                <>
                  yes, at{" "}
                  <a href={stepHref(f.step)} className="underline">
                    step {f.step}
                  </a>
                  : {f.why}
                  {f.evidence ? (
                    <code className="mt-1 block font-mono text-xs break-all">{f.evidence}</code>
                  ) : null}
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {t.integrity.length ? (
        <div
          className="rounded border border-amber-400 bg-amber-50 p-3 text-sm dark:bg-amber-950"
          data-testid="trajectory-flags"
        >
          <h3 className="font-semibold">
            Needs review: {t.integrity.length} step{t.integrity.length === 1 ? "" : "s"}
          </h3>
          <p className="mb-2 text-xs">
            The log shows the agent reading what it was not given, using the network or writing
            outside its task folder{t.taskRoot ? ` (${t.taskRoot})` : ""}. No score changes; a
            maintainer should read these steps before ranking the submission.
          </p>
          <ul className="space-y-1">
            {t.integrity.map((f) => (
              <li key={`${f.step}:${f.why}`}>
                <a href={stepHref(f.step)} className="underline">
                  step {f.step}
                </a>{" "}
                ({f.kind}) — {f.why}
                <code className="block font-mono text-xs break-all">{f.evidence}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="no-trajectory-flags">
          No review flags: the log shows no read of the benchmark&apos;s hidden parts or
          others&apos; suites, no network use and no write outside the task folder
          {t.taskRoot
            ? ` (${t.taskRoot})`
            : " (the log does not say which folder that was; writes that climb out or into system folders would show)"}
          .
        </p>
      )}
    </section>
  );
}
