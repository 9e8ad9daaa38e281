"use client";

import { functionalUpdate, useTable, type Updater } from "@tanstack/react-table";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { ScoreScatter } from "@/components/charts/lazy";
import { ScoreDataTable } from "@/components/score-data-table";
import { columnById, columnIsEmpty } from "@/lib/leaderboard-columns";
import { submissionLabels } from "@/lib/submission-label";
import {
  COLUMN_IDS,
  FACETS,
  viewToSearchParams,
  type ColumnId,
  type Facet,
  type LeaderboardView,
} from "@/lib/leaderboard-view";
import { columns, features, type RankedRow } from "./columns";
import { comparable, CompareCheckbox, CompareLink, useCompareSelection } from "./compare-selection";
import { ColumnMeanings, ColumnPicker, FacetFilter, SearchFilter } from "./leaderboard-filters";
import { LeaderboardExports } from "./leaderboard-exports";

type Sorting = { id: string; desc: boolean }[];
type Filters = { id: string; value: unknown }[];

/**
 * The leaderboard table: sort, free-text and facet filters, column visibility and exports. Its
 * state mirrors the URL (replaceState, so no server round trip) and is initialised from the URL
 * the server parsed, so reloading or sharing the link reproduces the view. Its charts draw the
 * rows in view, so a filter narrows them too.
 */
export function LeaderboardTable({
  rows,
  view,
  version,
  children,
}: {
  rows: RankedRow[];
  view: LeaderboardView;
  /** The benchmark version shown (the view leaves the latest out), for the exports. */
  version: string;
  /** Shown between the table and its charts (the rank note). */
  children?: ReactNode;
}) {
  const [sorting, setSorting] = useState<Sorting>([view.sort]);
  const [globalFilter, setGlobalFilter] = useState(view.q);
  const [columnFilters, setColumnFilters] = useState<Filters>(() =>
    FACETS.filter((f) => view[f].length).map((f) => ({ id: f, value: view[f] })),
  );
  // Columns no row has a value in start hidden (R and $ on tsb-mini, intervals and verification
  // on the paper's catalog): they would only show "–" or nothing. So do those another cell
  // already shows (the registry's startsHidden). The picker still offers them; the URL leaves
  // them out.
  const empty = useMemo(
    () =>
      new Set(
        COLUMN_IDS.filter(
          (id) =>
            columnById[id].hideable !== false &&
            (columnById[id].startsHidden === true ||
              rows.every((r) => columnIsEmpty(columnById[id], r))),
        ),
      ),
    [rows],
  );
  const [columnVisibility, setColumnVisibility] = useState<Record<string, boolean>>(() =>
    Object.fromEntries([...empty, ...view.hide].map((id) => [id, false])),
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
    getColumnCanGlobalFilter: (column) => columnById[column.id as ColumnId].searchable === true,
    enableSortingRemoval: false,
    getRowId: (row) => String(row.id),
  });

  const { selected, toggle: toggleSelected } = useCompareSelection();
  // A column of tick boxes only where two rows can be ticked (the paper's catalog has none).
  const ticks = rows.filter(comparable).length >= 2;
  const rowLabels = useMemo(() => {
    const labels = submissionLabels(rows);
    return new Map(rows.map((r, i) => [r.id, labels[i]!.text]));
  }, [rows]);

  const facetValues = (facet: Facet): string[] =>
    (columnFilters.find((f) => f.id === facet)?.value as string[] | undefined) ?? [];

  // Mirror the view into the URL without a navigation.
  const current: LeaderboardView = {
    benchmark: view.benchmark,
    version: view.version,
    sort: sorting[0] ? { id: sorting[0].id as ColumnId, desc: sorting[0].desc } : view.sort,
    q: globalFilter,
    setting: facetValues("setting"),
    origin: facetValues("origin"),
    agent: facetValues("agent"),
    verification: facetValues("verification"),
    hide: COLUMN_IDS.filter((id) => columnVisibility[id] === false && !empty.has(id)),
  };
  const query = viewToSearchParams(current).toString();
  // Only a change made here is mirrored, never the view the page opened with: replacing the
  // address as the table mounts (`/?benchmark=<default>` → `/`) raced a link clicked while the
  // page was still hydrating, and Next's router then landed back on the old address.
  const mirrored = useRef(query);
  useEffect(() => {
    if (query === mirrored.current) return;
    mirrored.current = query;
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

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <SearchFilter value={globalFilter} onChange={setGlobalFilter} />
        {FACETS.map((facet) => (
          <FacetFilter
            key={facet}
            facet={facet}
            options={facetOptions[facet]}
            chosen={facetValues(facet)}
            onToggle={(value) => toggleFacet(facet, value)}
          />
        ))}
        <ColumnPicker columns={table.getAllLeafColumns().filter((c) => c.getCanHide())} />
        <CompareLink selected={selected} rows={rows} />
        <LeaderboardExports
          benchmark={view.benchmark}
          version={version}
          columns={visibleColumns}
          rows={visibleRows}
        />
      </div>

      <div className="overflow-x-auto rounded border border-zinc-200 dark:border-zinc-800">
        <table className="data-table" data-testid="leaderboard">
          <caption className="sr-only">
            Leaderboard, {visibleRows.length} of {rows.length} submissions. Column headers sort.
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {ticks ? (
                  <th scope="col" className="w-6">
                    <span className="sr-only">Compare</span>
                  </th>
                ) : null}
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
                      title={columnById[id].description ?? undefined}
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
                {ticks ? (
                  <td>
                    <CompareCheckbox
                      row={row.original}
                      label={rowLabels.get(row.original.id) ?? row.original.model}
                      checked={selected.includes(row.original.id)}
                      onToggle={toggleSelected}
                    />
                  </td>
                ) : null}
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
        and pooled values; each submission&apos;s page lists them too.
      </p>
      <ColumnMeanings />
      {children}
      {/* The charts show the rows the table shows: a filter narrows both. */}
      <section aria-labelledby="charts" className="grid gap-6 pt-3 lg:grid-cols-2">
        <h2 id="charts" className="sr-only">
          Cost and time against mutation score
        </h2>
        <div className="rounded border border-zinc-200 p-3 dark:border-zinc-800">
          <h3 className="text-sm font-medium">$ per instance vs M</h3>
          <p className="text-xs text-zinc-500">
            Log cost axis; the dashed line is the Pareto frontier (cheaper and stronger is better),
            as in the paper&apos;s Figure 5. Click a point to open it.
          </p>
          <ScoreScatter
            rows={visibleRows}
            xLabel="$ per instance"
            xUnit="usd"
            log
            ariaLabel="Cost per instance against mutation score"
          />
        </div>
        <div className="rounded border border-zinc-200 p-3 dark:border-zinc-800">
          <h3 className="text-sm font-medium">Minutes per instance vs M</h3>
          <p className="text-xs text-zinc-500">
            Mean wall time to generate a suite; the dashed line is the Pareto frontier.
          </p>
          <ScoreScatter
            rows={visibleRows}
            xLabel="Minutes per instance"
            xUnit="minutes"
            log
            ariaLabel="Minutes per instance against mutation score"
          />
        </div>
        <div className="lg:col-span-2">
          <ScoreDataTable
            rows={visibleRows}
            axes={[
              { xLabel: "$ per instance", xUnit: "usd" },
              { xLabel: "Minutes per instance", xUnit: "minutes" },
            ]}
          />
        </div>
      </section>
    </div>
  );
}
