import Link from "next/link";
import type { SubmissionDetail, Verification } from "@/db/queries";
import { VerificationBadge } from "@/components/verification-badge";
import { Provenance } from "./provenance";
import { mutantPageHref, type BenchmarkKey } from "@/lib/benchmark-links";
import { pct } from "@/lib/format";
import { ClusterProgress } from "./cluster-progress";
import { VerificationProgress } from "./verification-progress";
import { EnvironmentsCompared, PausedNotice, RunEnvironmentRecord } from "./run-environment";

const WHY: Record<Verification["status"], string> = {
  reported: "",
  "self-reported":
    "The figures come from the bundle's own JUnit XML. It did not carry the suite of every instance it submitted, so the site cannot re-run it.",
  queued: "The site will re-run the submitted suites against the reference and every mutant.",
  running: "The site is re-running the submitted suites against the reference and every mutant.",
  verified: "The site re-ran the submitted suites; the figures shown are from its own runs.",
  disputed:
    "The site re-ran the submitted suites and its runs disagree with what the bundle claimed. The figures shown are the site's; every disagreement is listed below.",
  failed: "The site could not re-run the suites.",
  cancelled: "An administrator cancelled the re-run.",
};

/** The submission page's verification section: status, progress, claim vs re-run, disagreements. */
export function VerificationPanel({
  id,
  benchmark,
  verification: v,
}: {
  id: number;
  /** The submission's own benchmark version: its disagreements link to that version's mutants. */
  benchmark: BenchmarkKey;
  verification: Verification;
}) {
  if (v.status === "reported") return null;
  const open = v.status === "queued" || v.status === "running";
  return (
    <section aria-labelledby="verification" className="space-y-3">
      <h2 id="verification" className="text-lg font-semibold">
        Verification
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {WHY[v.status]}
        {v.source === "import"
          ? " The runs were done on a batch cluster and imported by an administrator."
          : ""}
      </p>
      {v.paused ? <PausedNotice paused={v.paused} /> : null}
      <ClusterProgress verification={v} />
      {/* A job exported to a cluster runs there, not in this site's queue: its worker bar
          would stand at 0 unless a worker took the job after all. */}
      {open && (!v.cluster || v.runsDone > 0) ? (
        <VerificationProgress
          id={id}
          initial={{ done: v.runsDone, total: v.runsTotal, etaSec: v.etaSec, status: v.status }}
        />
      ) : null}
      {v.error ? (
        <pre
          className="whitespace-pre-wrap rounded border border-amber-600/40 bg-amber-600/5 p-3 text-xs"
          data-verification-error
        >
          {v.error}
        </pre>
      ) : null}
      {v.claimed && v.agreement ? (
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <Figure
            label="M claimed → re-run"
            value={`${pct(v.claimed.mutationScore)} → ${pct(v.claimed.mutationScore + v.agreement.deltaM / 100)}`}
          />
          <Figure
            label="V claimed → re-run"
            value={`${pct(v.claimed.validityRate)} → ${pct(v.claimed.validityRate + v.agreement.deltaV / 100)}`}
          />
          <Figure
            label="Mutant statuses agreeing"
            value={`${v.agreement.mutantsAgreeing} / ${v.agreement.mutantsCompared}`}
          />
          <Figure label="Rule" value="≥ 99% agree, |ΔM|, |ΔV| ≤ 1 point" />
        </dl>
      ) : null}
      <EnvironmentsCompared environments={v.environments} open={open} />
      {v.environment ? <RunEnvironmentRecord environment={v.environment} /> : null}
      {v.disagreements.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" aria-label="Disagreements">
            <thead className="text-xs text-zinc-500">
              <tr>
                <th className="py-1 pr-3">Mutant</th>
                <th className="py-1 pr-3">Claimed</th>
                <th className="py-1 pr-3">Site&apos;s run</th>
                <th className="py-1">Tests (claimed · site)</th>
              </tr>
            </thead>
            <tbody>
              {v.disagreements.map((d) => (
                <tr
                  key={`${d.instance}/${d.mutant}`}
                  className="border-t border-zinc-200 align-top dark:border-zinc-800"
                >
                  <td className="py-1 pr-3">
                    <Link
                      className="underline"
                      href={mutantPageHref({ benchmark, instance: d.instance }, d.mutant, {
                        submission: id,
                      })}
                    >
                      {d.instance}/{d.mutant}
                    </Link>
                  </td>
                  <td className="py-1 pr-3">{d.claimed}</td>
                  <td className="py-1 pr-3">{d.rerun}</td>
                  <td className="py-1">
                    <ul className="space-y-1">
                      {d.tests.map((t) => (
                        <li key={t.id}>
                          <code className="text-xs">{t.id}</code>:{" "}
                          {t.claimed.failed ? "failed" : "passed"}
                          {t.claimed.message
                            ? ` (“${t.claimed.message.slice(0, 200)}”)`
                            : ""} · {t.rerun.failed ? "failed" : "passed"}
                          {t.rerun.message ? ` (“${t.rerun.message.slice(0, 200)}”)` : ""}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded border border-zinc-200 p-2 dark:border-zinc-800">
      <dt className="text-xs text-zinc-500">{label}</dt>
      <dd className="num">{value}</dd>
    </div>
  );
}

/** The page of a suites-only submission whose runs are not done: it has no figures yet. */
export function AwaitingRuns({
  submission: s,
  verification,
}: {
  submission: SubmissionDetail;
  verification: Verification;
}) {
  return (
    <div className="space-y-8">
      <div>
        <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold">
          {s.model}
          <VerificationBadge
            status={verification.status}
            runsDone={verification.runsDone}
            runsTotal={verification.runsTotal}
            paused={verification.paused !== null}
          />
        </h1>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          {s.agent} · {s.setting} · {s.benchmark.name}@{s.benchmark.version} · suites only: its
          scores will be the site&apos;s own runs, shown here once they are done
        </p>
      </div>
      <VerificationPanel id={s.id} benchmark={s.benchmark} verification={verification} />
      <Provenance submission={s} />
    </div>
  );
}
