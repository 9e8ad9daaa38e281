import type { Metadata } from "next";
import type { ReactNode } from "react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getKillingTests, getPairedData, PairedError } from "@/db/queries";
import { pct } from "@/lib/format";
import {
  pairedComparison,
  sortDeltaRows,
  type PairedComparison,
  type SideView,
} from "@/lib/paired/paired-comparison";
import { submissionLabels } from "@/lib/submission-label";
import { Pager, pageOfItems } from "@/components/pager";
import { DeltaTable } from "./delta-table";
import { MUTANTS_PER_PAGE, MutantList } from "./mutant-list";
import { pairedHref, pairedQuery, type PairedQuery } from "./paired-params";
import { KillTable, Verdict } from "./verdict";

export const metadata: Metadata = { title: "Paired comparison" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Two entries (or single submissions) of one benchmark version side by side: whether their M
 * differs beyond chance (the paired bootstrap over instances, and an exact test over the
 * mutants only one kills), and where: ΔM per instance and per spec section, each linked to the
 * mutants behind it and, for a mutant one side kills, to its killing tests. A trial stands for
 * its entry, whose trials all count. The whole view is in the address, so it can be shared.
 */
export default async function PairedPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const parsed = pairedQuery.safeParse(await searchParams);
  if (!parsed.success)
    return (
      <Problem title="Choose two entries">
        {parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}. Tick two
        rows on the leaderboard, or choose on the <Link href="/compare">compare page</Link>.
      </Problem>
    );
  const q = parsed.data;
  let c: PairedComparison;
  try {
    const data = await getPairedData(q.a, q.b);
    if (!data) notFound();
    c = pairedComparison(data);
  } catch (error) {
    if (!(error instanceof PairedError)) throw error;
    return (
      <Problem title={error.versions ? "Different benchmark versions" : "These cannot be paired"}>
        {error.versions ? "Only entries of one benchmark version can be paired. " : ""}
        {error.message}. See <Link href={`/submissions/${q.a}`}>#{q.a}</Link> and{" "}
        <Link href={`/submissions/${q.b}`}>#{q.b}</Link>, or{" "}
        <Link href="/compare">choose others</Link>.
      </Problem>
    );
  }

  const labels = submissionLabels(c.sides);
  const names: [string, string] = [labels[0]!.text, labels[1]!.text];
  const href = (change: Parameters<typeof pairedHref>[1], hash = "") => pairedHref(q, change, hash);
  // A new list starts at its first page.
  const listHref = (list: string, instance?: string, section?: string) =>
    href({ list, instance, section, mpage: undefined }, "#mutants");
  const api = (extra: string) => `/api/compare/paired?a=${q.a}&b=${q.b}${extra}`;
  const ref = `${c.benchmark.name}@${c.benchmark.version}`;
  const listed = listedMutants(c, q);
  const shown = pageOfItems(listed?.mutants ?? [], q.mpage, MUTANTS_PER_PAGE);
  const killing = listed
    ? await getKillingTests(
        c.benchmark,
        c.sides.flatMap((s) => s.trials.map((t) => t.id)),
        shown.items
          .filter((m) => m.class !== "neither")
          .map((m) => ({ instance: m.instance, mutant: m.mutant })),
      )
    : [];

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold">Paired comparison</h1>
        <p className="mt-1 max-w-3xl text-sm text-zinc-600 dark:text-zinc-400">
          {ref}, on the {c.instances} instance{c.instances === 1 ? "" : "s"} both ran: {c.mutants}{" "}
          mutants
          {c.ignored
            ? ` (${c.ignored} that the benchmark ignores are left out, as M leaves them out)`
            : ""}
          .{" "}
          <Link href={`/compare?s=${c.sides[0].unitId},${c.sides[1].unitId}`} className="underline">
            Overlap view
          </Link>{" "}
          ·{" "}
          <Link href={`/compare/paired?a=${q.b}&b=${q.a}`} className="underline">
            Swap A and B
          </Link>{" "}
          ·{" "}
          <Link href="/docs/scoring" className="underline">
            How this is computed
          </Link>
        </p>
      </div>

      <div className="grid gap-3 sm:grid-cols-2" data-testid="paired-sides">
        {c.sides.map((s, k) => (
          <Side key={s.id} side={s} letter={k === 0 ? "A" : "B"} name={names[k]!} />
        ))}
      </div>

      <Verdict c={c} names={names} />
      <KillTable c={c} names={names} hrefFor={(list) => listHref(list, undefined, undefined)} />

      <p className="text-sm" data-testid="paired-exports">
        Download:{" "}
        {[
          ["JSON", ""],
          ["mutants CSV", "&format=csv&table=mutants"],
          ["instances CSV", "&format=csv&table=instances"],
          ["sections CSV", "&format=csv&table=sections"],
        ].map(([label, query], k) => (
          <span key={label}>
            {k ? " · " : ""}
            <a href={api(`${query}&download=1`)} className="underline">
              {label}
            </a>
          </span>
        ))}
      </p>

      <DeltaTable
        id="instance-deltas"
        title="ΔM per instance"
        first="Instance"
        rows={sortDeltaRows(c.instanceRows, q.isort.key, q.isort.desc)}
        sort={q.isort}
        sortHref={(isort) => href({ isort, ipage: undefined }, "#instance-deltas")}
        page={q.ipage}
        pageHref={(ipage) => href({ ipage: String(ipage) }, "#instance-deltas")}
        listHref={(r, list) => listHref(list, r.instance, undefined)}
        note={
          c.sides.some((s) => s.trials.length > 1)
            ? "With trials, M is the mean over the side's trials, and the range under it spans its trials."
            : undefined
        }
      />
      <DeltaTable
        id="section-deltas"
        title="ΔM per spec section"
        first="Section"
        rows={sortDeltaRows(c.sectionRows, q.ssort.key, q.ssort.desc)}
        sort={q.ssort}
        sortHref={(ssort) => href({ ssort, spage: undefined }, "#section-deltas")}
        page={q.spage}
        pageHref={(spage) => href({ spage: String(spage) }, "#section-deltas")}
        listHref={(r, list) => listHref(list, r.instance, r.section ?? undefined)}
        note="Which requirement areas one suite tests better: a section's M is the share of its mutants killed (averaged over trials)."
      />

      {listed ? (
        <MutantList
          c={c}
          title={listed.title}
          mutants={shown.items}
          total={listed.mutants.length}
          killing={killing}
          pager={
            <Pager
              label="Pages of mutants"
              page={shown.page}
              pages={shown.pages}
              href={(mpage) => href({ mpage: String(mpage) }, "#mutants")}
            />
          }
          csvHref={api("&format=csv&table=mutants&download=1")}
        />
      ) : null}
    </div>
  );
}

/** The mutants the address asks for, or null when it asks for none. */
function listedMutants(c: PairedComparison, q: PairedQuery) {
  if (!q.list) return null;
  const mutants = c.mutantRows.filter(
    (m) =>
      (q.list === "all" || m.class === q.list) &&
      (q.instance === undefined || m.instance === q.instance) &&
      (q.section === undefined || m.section === q.section),
  );
  const what = {
    all: "All mutants",
    both: "Killed by both",
    onlyA: "Killed only by A",
    onlyB: "Killed only by B",
    neither: "Killed by neither",
  }[q.list];
  const where = [q.instance, q.section ? `§ ${q.section}` : undefined].filter(Boolean).join(" ");
  return { title: where ? `${what} in ${where}` : what, mutants };
}

function Side({ side, letter, name }: { side: SideView; letter: string; name: string }) {
  return (
    <div
      className="rounded border border-zinc-200 p-3 text-sm dark:border-zinc-800"
      data-side={letter}
    >
      <div className="font-medium">
        {letter}:{" "}
        <Link href={`/submissions/${side.unitId}`} className="underline">
          {name}
        </Link>
      </div>
      <div className="text-zinc-600 dark:text-zinc-400">
        {side.agent} · {side.setting}
        {side.entry ? ` · entry ${side.entry.name}` : ""}
      </div>
      <div className="mt-1">
        M <span className="num font-semibold">{pct(side.mutationScore)}%</span>
        {side.trials.length > 1 ? (
          <>
            {" "}
            over {side.trials.length} trials:{" "}
            {side.trials.map((t, i) => (
              <span key={t.id}>
                {i ? ", " : ""}
                <Link
                  href={`/submissions/${t.id}`}
                  className="num underline"
                  data-trial={t.trial ?? 1}
                >
                  {pct(t.mutationScore)}
                </Link>
              </span>
            ))}
          </>
        ) : (
          " (one attempt)"
        )}
      </div>
    </div>
  );
}

function Problem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-semibold">Paired comparison</h1>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p role="alert" className="max-w-3xl text-sm" data-testid="paired-problem">
        {children}
      </p>
    </div>
  );
}
