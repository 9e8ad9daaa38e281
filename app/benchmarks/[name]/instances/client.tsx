"use client";

import {
  columnFilteringFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createFilteredRowModel,
  createSortedRowModel,
  filterFn_includesString,
  functionalUpdate,
  globalFilteringFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  useTable,
  type Updater,
} from "@tanstack/react-table";
import Link from "next/link";
import { useEffect, useState } from "react";
import { instanceHref, type BenchmarkKey } from "@/lib/benchmark-links";
import type { InstanceListItem } from "@/db/queries/types";
import { pct } from "@/lib/format";

type Row = InstanceListItem & { position: number };
type Sorting = { id: string; desc: boolean }[];

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { includesString: filterFn_includesString },
  columnVisibilityFeature,
});
const helper = createColumnHelper<typeof features, Row>();
const numeric = { sortFn: "basic", sortUndefined: "last", sortDescFirst: true } as const;

/**
 * The instance catalog table: sortable columns and a free-text filter over id, title and
 * language, mirrored into the URL (`?sort=mutantCount.desc&q=rust`) so a view can be shared.
 */
export function InstanceCatalog({
  benchmark,
  linkable,
  instances,
  initialSort,
  initialQuery,
}: {
  benchmark: BenchmarkKey;
  linkable: boolean;
  instances: InstanceListItem[];
  initialSort: { id: string; desc: boolean };
  initialQuery: string;
}) {
  const [sorting, setSorting] = useState<Sorting>([initialSort]);
  const [globalFilter, setGlobalFilter] = useState(initialQuery);
  const columns = helper.columns([
    helper.accessor("position", {
      id: "position",
      header: "#",
      ...numeric,
      sortDescFirst: false,
      enableGlobalFilter: false,
      cell: ({ row }) => row.original.position + 1,
    }),
    helper.accessor("title", {
      id: "title",
      header: "Instance",
      sortFn: "alphanumeric",
      cell: ({ row }) =>
        linkable ? (
          <Link href={instanceHref({ benchmark, instance: row.original.slug })}>
            {row.original.title}
          </Link>
        ) : (
          <span>{row.original.title}</span>
        ),
    }),
    helper.accessor((r) => r.slug, { id: "slug", header: "Id", sortFn: "alphanumeric" }),
    helper.accessor((r) => r.language ?? undefined, {
      id: "language",
      header: "Language",
      sortFn: "alphanumeric",
      sortUndefined: "last",
    }),
    helper.accessor("sectionCount", {
      id: "sectionCount",
      header: "|S|",
      ...numeric,
      enableGlobalFilter: false,
    }),
    helper.accessor("mutantCount", {
      id: "mutantCount",
      header: "|M|",
      ...numeric,
      enableGlobalFilter: false,
    }),
    helper.accessor("referenceTests", {
      id: "referenceTests",
      header: "|T|",
      ...numeric,
      enableGlobalFilter: false,
    }),
    helper.accessor((r) => r.meanMutationScore ?? undefined, {
      id: "meanMutationScore",
      header: "Mean M (%)",
      ...numeric,
      enableGlobalFilter: false,
      cell: ({ row }) => pct(row.original.meanMutationScore),
    }),
    helper.accessor("submissionCount", {
      id: "submissionCount",
      header: "Submissions",
      ...numeric,
      enableGlobalFilter: false,
    }),
  ]);
  const data = instances.map((i, position) => ({ ...i, position }));
  // A column no instance has a value in says nothing: the paper's catalog records no language
  // and, holding reported aggregates only, no per-instance results (a "–" and a 0 on all 165).
  const empty = new Set<string>([
    ...(instances.every((i) => !i.language) ? ["language"] : []),
    ...(instances.every((i) => i.submissionCount === 0)
      ? ["meanMutationScore", "submissionCount"]
      : []),
  ]);
  const shownColumns = columns.filter((c) => !empty.has(c.id!));
  const table = useTable({
    features,
    columns: shownColumns,
    data,
    state: { sorting, globalFilter },
    onSortingChange: (u: Updater<Sorting>) => setSorting((old) => functionalUpdate(u, old)),
    onGlobalFilterChange: (u: Updater<string>) =>
      setGlobalFilter((old) => functionalUpdate(u, old) ?? ""),
    globalFilterFn: "includesString",
    enableSortingRemoval: false,
    getRowId: (row) => row.slug,
  });

  const sort = sorting[0] ?? initialSort;
  const query = new URLSearchParams();
  if (sort.id !== "position" || sort.desc)
    query.set("sort", `${sort.id}.${sort.desc ? "desc" : "asc"}`);
  if (globalFilter) query.set("q", globalFilter);
  const search = query.toString();
  useEffect(() => {
    const url = `${window.location.pathname}${search ? `?${search}` : ""}`;
    if (url !== `${window.location.pathname}${window.location.search}`)
      window.history.replaceState(null, "", url);
  }, [search]);

  const rows = table.getRowModel().rows;
  return (
    <div className="space-y-3">
      <label className="flex w-fit flex-col text-xs text-zinc-600 dark:text-zinc-400">
        Filter
        <input
          type="search"
          value={globalFilter}
          onChange={(e) => setGlobalFilter(e.target.value)}
          placeholder="id, title, language…"
          className="mt-1 w-60 rounded border border-zinc-300 bg-white px-2 py-1 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
        />
      </label>
      <div className="overflow-x-auto rounded border border-zinc-200 dark:border-zinc-800">
        <table className="data-table" data-testid="instance-catalog">
          <caption className="sr-only">
            {rows.length} of {data.length} instances. Column headers sort.
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      data-column={header.column.id}
                      aria-sort={
                        sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none"
                      }
                    >
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
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-instance={row.original.slug}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} data-column={cell.column.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 ? (
              <tr>
                <td colSpan={shownColumns.length} className="px-2 py-6 text-center text-zinc-500">
                  No instance matches this filter.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-zinc-500">
        Showing {rows.length} of {data.length} instances.
        {empty.has("submissionCount")
          ? " No scored submission ran these instances (reported results are aggregates only), so there is no per-instance mean M."
          : ""}
        {empty.has("language") ? " The benchmark records no language for its instances." : ""}
      </p>
    </div>
  );
}
