import Link from "next/link";
import { pct } from "@/lib/format";
import type { DeltaRow, DeltaSort } from "@/lib/paired/paired-comparison";
import { Pager, pageOfItems } from "@/components/pager";
import { points } from "./verdict";

/** Rows of a ΔM table a page: a full-scale benchmark has thousands of spec sections. */
export const ROWS_PER_PAGE = 50;

const COLUMNS: { key: DeltaSort; label: string; numeric: boolean }[] = [
  { key: "instance", label: "", numeric: false },
  { key: "mutants", label: "Mutants", numeric: true },
  { key: "a", label: "M(A)", numeric: true },
  { key: "b", label: "M(B)", numeric: true },
  { key: "delta", label: "ΔM", numeric: true },
  { key: "onlyA", label: "Only A", numeric: true },
  { key: "onlyB", label: "Only B", numeric: true },
];

/**
 * ΔM per instance or per spec section, sorted by the column the URL names: each header is a
 * link that sorts by it (again: the other way), each row's counts link to its mutants; long
 * tables are paged (`pageHref`), the sort running over every row.
 */
export function DeltaTable({
  id,
  title,
  rows,
  sort,
  sortHref,
  listHref,
  page,
  pageHref,
  first,
  note,
}: {
  id: string;
  title: string;
  rows: readonly DeltaRow[];
  sort: { key: DeltaSort; desc: boolean };
  sortHref: (value: string) => string;
  listHref: (row: DeltaRow, list: "onlyA" | "onlyB" | "all") => string;
  page: number;
  pageHref: (page: number) => string;
  /** The first column's header: "Instance" or "Section". */
  first: string;
  note?: string;
}) {
  const shown = pageOfItems(rows, page, ROWS_PER_PAGE);
  const pager = (
    <Pager label={`Pages of ${title}`} page={shown.page} pages={shown.pages} href={pageHref} />
  );
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
        {shown.pages > 1 ? (
          <span className="ml-2 text-sm font-normal text-zinc-500">
            rows {shown.first + 1}–{shown.first + shown.items.length} of {rows.length}
          </span>
        ) : null}
      </h2>
      {note ? <p className="max-w-3xl text-xs text-zinc-500">{note}</p> : null}
      {pager}
      <div className="max-h-[36rem] overflow-auto rounded border border-zinc-200 dark:border-zinc-800">
        <table className="w-full text-sm" data-testid={id}>
          <thead className="sticky top-0 bg-white dark:bg-zinc-950">
            <tr>
              {COLUMNS.map((c) => {
                const current = sort.key === c.key;
                const desc = current ? !sort.desc : c.numeric;
                return (
                  <th
                    key={c.key}
                    className={`p-2 font-medium ${c.numeric ? "text-right" : "text-left"}`}
                    aria-sort={current ? (sort.desc ? "descending" : "ascending") : undefined}
                  >
                    <Link href={sortHref(`${c.key}.${desc ? "desc" : "asc"}`)} data-sort={c.key}>
                      {c.label || first}
                      {current ? (sort.desc ? " ↓" : " ↑") : ""}
                    </Link>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.items.map((r) => (
              <tr
                key={`${r.instance}/${r.section ?? ""}`}
                className="border-t border-zinc-100 dark:border-zinc-900"
                data-row={r.section === null ? r.instance : `${r.instance}/${r.section}`}
              >
                <td className="p-2">
                  <Link href={listHref(r, "all")} className="underline">
                    {r.section === null ? r.instance : `${r.instance} · ${r.title}`}
                  </Link>
                </td>
                <td className="num p-2 text-right">{r.mutants}</td>
                <td className="num p-2 text-right" title={trialsTitle(r.trialsA)}>
                  {pct(r.mutationScoreA)}
                  {r.trialsA.length > 1 ? <Range values={r.trialsA} /> : null}
                </td>
                <td className="num p-2 text-right" title={trialsTitle(r.trialsB)}>
                  {pct(r.mutationScoreB)}
                  {r.trialsB.length > 1 ? <Range values={r.trialsB} /> : null}
                </td>
                <td
                  className={`num p-2 text-right ${r.delta > 0 ? "text-emerald-700 dark:text-emerald-400" : r.delta < 0 ? "text-red-700 dark:text-red-400" : ""}`}
                  data-delta={r.delta}
                >
                  {points(r.delta)}
                </td>
                <td className="num p-2 text-right">
                  {r.onlyA ? <Link href={listHref(r, "onlyA")}>{r.onlyA}</Link> : 0}
                </td>
                <td className="num p-2 text-right">
                  {r.onlyB ? <Link href={listHref(r, "onlyB")}>{r.onlyB}</Link> : 0}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pager}
    </section>
  );
}

/** The trials' lowest and highest M, under the mean. */
function Range({ values }: { values: readonly number[] }) {
  return (
    <span className="block text-xs text-zinc-500">
      {pct(Math.min(...values))}–{pct(Math.max(...values))}
    </span>
  );
}

function trialsTitle(values: readonly number[]): string | undefined {
  return values.length > 1 ? `trials: ${values.map((v) => pct(v)).join(", ")}` : undefined;
}
