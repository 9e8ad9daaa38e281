"use client";

import { functionalUpdate, useTable, type Updater } from "@tanstack/react-table";
import Link from "next/link";
import { useEffect, useMemo, useState } from "react";
import { toCsv, toJson, toMarkdown } from "@/lib/export";
import {
  COLUMN_IDS,
  FACETS,
  viewToSearchParams,
  type ColumnId,
  type Facet,
  type LeaderboardView,
} from "@/lib/leaderboard-view";
import {
  columnLabels,
  columnTitles,
  columns,
  exportColumns,
  features,
  type RankedRow,
} from "./columns";

type Sorting = { id: string; desc: boolean }[];
type Filters = { id: string; value: unknown }[];

/**
 * The leaderboard table: sort, free-text and facet filters, column visibility and exports. Its
 * state mirrors the URL (replaceState, so no server round trip) and is initialised from the URL
 * the server parsed, so reloading or sharing the link reproduces the view.
 */
export function LeaderboardTable({ rows, view }: { rows: RankedRow[]; view: LeaderboardView }) {
  const [sorting, setSorting] = useState<Sorting>([view.sort]);
  const [globalFilter, setGlobalFilter] = useState(view.q);
  const [columnFilters, setColumnFilters] = useState<Filters>(() =>
    FACETS.filter((f) => view[f].length).map((f) => ({ id: f, value: view[f] })),
  );
  const [columnVisibility, setColumnVisibility] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(view.hide.map((id) => [id, false])),
  );

  const table = useTable({
    features,
    columns,
    data: rows,
    state: { sorting, globalFilter, columnFilters, columnVisibility },
    onSortingChange: (u: Updater<Sorting>) => setSorting((old) => functionalUpdate(u, old)),
    onGlobalFilterChange: (u: Updater<string>) =>
      setGlobalFilter((old) => functionalUpdate(u, old) ?? ""),
    onColumnFiltersChange: (u: Updater<Filters>) =>
      setColumnFilters((old) => functionalUpdate(u, old)),
    onColumnVisibilityChange: (u: Updater<Record<string, boolean>>) =>
      setColumnVisibility((old) => functionalUpdate(u, old)),
    globalFilterFn: "includesString",
    getColumnCanGlobalFilter: (column) =>
      ["model", "agent", "setting", "date", "origin"].includes(column.id),
    enableSortingRemoval: false,
    getRowId: (row) => String(row.id),
  });

  // Rows ticked for /compare: scored submissions only, since reported ones have no kill matrix.
  const [selected, setSelected] = useState<number[]>([]);
  const toggleSelected = (id: number) =>
    setSelected((old) => (old.includes(id) ? old.filter((x) => x !== id) : [...old, id]));

  const facetValues = (facet: Facet): string[] =>
    (columnFilters.find((f) => f.id === facet)?.value as string[] | undefined) ?? [];

  // Mirror the view into the URL without a navigation.
  const current: LeaderboardView = {
    benchmark: view.benchmark,
    sort: sorting[0] ? { id: sorting[0].id as ColumnId, desc: sorting[0].desc } : view.sort,
    q: globalFilter,
    setting: facetValues("setting"),
    origin: facetValues("origin"),
    agent: facetValues("agent"),
    hide: COLUMN_IDS.filter((id) => columnVisibility[id] === false),
  };
  const query = viewToSearchParams(current).toString();
  useEffect(() => {
    const url = `${window.location.pathname}${query ? `?${query}` : ""}`;
    if (url !== `${window.location.pathname}${window.location.search}`)
      window.history.replaceState(null, "", url);
  }, [query]);

  const facetOptions = useMemo(
    () =>
      Object.fromEntries(
        FACETS.map((f) => [f, [...new Set(rows.map((r) => String(r[f])))].sort()]),
      ) as Record<Facet, string[]>,
    [rows],
  );

  const toggleFacet = (facet: Facet, value: string) => {
    const selected = facetValues(facet);
    const next = selected.includes(value)
      ? selected.filter((v) => v !== value)
      : [...selected, value];
    table.getColumn(facet)?.setFilterValue(next.length ? next : undefined);
  };

  const visibleRows = table.getRowModel().rows.map((r) => r.original);
  const visibleColumns = table.getVisibleLeafColumns().map((c) => c.id as ColumnId);
  const download = (format: "csv" | "json" | "md") => {
    const cols = visibleColumns.map((id) => exportColumns[id]);
    const text =
      format === "csv"
        ? toCsv(cols, visibleRows)
        : format === "json"
          ? toJson(cols, visibleRows)
          : toMarkdown(cols, visibleRows);
    const type =
      format === "csv" ? "text/csv" : format === "json" ? "application/json" : "text/markdown";
    const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
    const a = document.createElement("a");
    a.href = url;
    a.download = `leaderboard-${view.benchmark}.${format}`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-xs text-zinc-600 dark:text-zinc-400">
          Filter
          <input
            type="search"
            value={globalFilter}
            onChange={(e) => setGlobalFilter(e.target.value)}
            placeholder="model, agent, setting…"
            className="mt-1 w-60 rounded border border-zinc-300 bg-white px-2 py-1 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
          />
        </label>
        {FACETS.map((facet) =>
          facetOptions[facet].length > 1 || facetValues(facet).length ? (
            <fieldset key={facet} className="flex flex-wrap items-center gap-1 text-xs">
              <legend className="mb-1 text-zinc-600 dark:text-zinc-400">
                {columnLabels[facet]}
              </legend>
              {facetOptions[facet].map((value) => {
                const on = facetValues(facet).includes(value);
                return (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={on}
                    onClick={() => toggleFacet(facet, value)}
                    className={`rounded-full border px-2 py-0.5 ${on ? "border-sky-600 bg-sky-600 text-white" : "border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"}`}
                  >
                    {value}
                  </button>
                );
              })}
            </fieldset>
          ) : null,
        )}
        <details className="relative text-xs">
          <summary className="cursor-pointer rounded border border-zinc-300 px-2 py-1 dark:border-zinc-700">
            Columns
          </summary>
          <div className="absolute z-10 mt-1 grid w-48 gap-1 rounded border border-zinc-300 bg-white p-2 shadow dark:border-zinc-700 dark:bg-zinc-900">
            {table
              .getAllLeafColumns()
              .filter((c) => c.getCanHide())
              .map((c) => (
                <label key={c.id} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={c.getIsVisible()}
                    onChange={c.getToggleVisibilityHandler()}
                  />
                  {columnLabels[c.id as ColumnId]}
                </label>
              ))}
          </div>
        </details>
        {selected.length >= 2 && selected.length <= 8 ? (
          <Link
            href={`/compare?s=${selected.join(",")}`}
            className="ml-auto rounded border border-sky-600 bg-sky-600 px-2 py-1 text-xs text-white no-underline"
          >
            Compare selected ({selected.length})
          </Link>
        ) : (
          <span className="ml-auto text-xs text-zinc-500">
            {selected.length > 8
              ? "Compare at most 8 submissions"
              : "Tick 2–8 scored rows to compare them"}
          </span>
        )}
        <div
          className="flex items-center gap-1 text-xs"
          role="group"
          aria-label="Export the current view"
        >
          <span className="text-zinc-600 dark:text-zinc-400">Export</span>
          {(["csv", "json", "md"] as const).map((f) => (
            <button
              key={f}
              type="button"
              onClick={() => download(f)}
              className="rounded border border-zinc-300 px-2 py-1 uppercase hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
            >
              {f === "md" ? "Markdown" : f}
            </button>
          ))}
        </div>
      </div>

      <div className="overflow-x-auto rounded border border-zinc-200 dark:border-zinc-800">
        <table className="data-table" data-testid="leaderboard">
          <caption className="sr-only">
            Leaderboard, {visibleRows.length} of {rows.length} submissions. Column headers sort.
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                <th scope="col" className="w-6">
                  <span className="sr-only">Compare</span>
                </th>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const id = header.column.id as ColumnId;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      data-column={id}
                      aria-sort={
                        sorted === "asc"
                          ? "ascending"
                          : sorted === "desc"
                            ? "descending"
                            : header.column.getCanSort()
                              ? "none"
                              : undefined
                      }
                      title={columnTitles[id]}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex items-center gap-1 hover:text-zinc-900 dark:hover:text-zinc-100"
                        >
                          <table.FlexRender header={header} />
                          <span aria-hidden="true" className="w-3">
                            {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : ""}
                          </span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-submission={row.original.id}>
                <td>
                  {row.original.origin === "scored" ? (
                    <input
                      type="checkbox"
                      aria-label={`Compare ${row.original.model}`}
                      checked={selected.includes(row.original.id)}
                      onChange={() => toggleSelected(row.original.id)}
                    />
                  ) : null}
                </td>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} data-column={cell.column.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
            {visibleRows.length === 0 ? (
              <tr>
                <td
                  colSpan={visibleColumns.length + 1}
                  className="px-2 py-6 text-center text-zinc-500"
                >
                  No submission matches this filter.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-zinc-500">
        Showing {visibleRows.length} of {rows.length}. Hover M for its strict (timeouts not counted)
        and pooled values.
      </p>
    </div>
  );
}
