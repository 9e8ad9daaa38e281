import Link from "next/link";
import {
  createColumnHelper,
  columnFilteringFeature,
  columnVisibilityFeature,
  createFilteredRowModel,
  createSortedRowModel,
  filterFn_arrHas,
  filterFn_includesString,
  globalFilteringFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
} from "@tanstack/react-table";
import type { ReactNode } from "react";
import { COLUMN_RECORDS, type ColumnRecord, type ColumnSort } from "@/db/metric-registry";
import { pct, pctInterval } from "@/lib/format";
import {
  columnById,
  columnText,
  columnValue,
  intervalOf,
  type RankedRow,
} from "@/lib/leaderboard-columns";
import { rankText } from "@/lib/rank";
import { FACETS, type ColumnId, type Facet } from "@/lib/leaderboard-view";
import { OriginBadge, ReferenceSuiteBadge } from "@/components/origin-badge";
import { HedgedBadge, VerificationBadge } from "@/components/verification-badge";
import { Whisker } from "@/components/whisker";

export type { RankedRow };

export const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { includesString: filterFn_includesString, arrHas: filterFn_arrHas },
  columnVisibilityFeature,
});

const helper = createColumnHelper<typeof features, RankedRow>();

/** Numbers sort with unknowns last in both directions; undefined is what the table treats so. */
const SORTING = {
  none: { enableSorting: false },
  text: { sortFn: "alphanumeric" },
  "newest-first": { sortFn: "alphanumeric", sortDescFirst: true },
  "high-first": { sortFn: "basic", sortUndefined: "last", sortDescFirst: true },
  "low-first": { sortFn: "basic", sortUndefined: "last", sortDescFirst: false },
} as const satisfies Record<ColumnSort, object>;

/** Cells that show more than their text: a link, a tooltip, a badge. */
const SPECIAL_CELLS: Partial<Record<ColumnId, (row: RankedRow) => ReactNode>> = {
  model: (row) => (
    <>
      <Link href={`/submissions/${row.id}`} className="font-medium" title={row.model}>
        {row.model}
        {row.reasoningEffort ? (
          <span className="font-normal text-zinc-500"> · {row.reasoningEffort}</span>
        ) : null}
      </Link>
      {row.kind === "reference" ? <ReferenceSuiteBadge /> : null}
      {/* On a phone the agent and setting columns fold in here, so that M fits beside. */}
      <span className="block text-xs text-zinc-500 sm:hidden" data-testid="model-detail">
        {row.agent} · {row.setting}
      </span>
    </>
  ),
  rank: (row) => (
    <span className="whitespace-nowrap" title={rankTitle(row)} data-rank={rankText(row)}>
      {rankText(row)}
    </span>
  ),
  mutationScore: (row) => {
    const interval = intervalOf(columnById.mutationScoreCi, row);
    return (
      <span
        className="font-semibold"
        title={`M ${pct(row.mutationScore)} · 95% CI ${interval ? pctInterval(interval) : "none (no per-instance scores)"} · strict (timeouts not counted) ${pct(row.mutationScoreStrict)} · pooled over all mutants ${pct(row.mutationScorePooled)}`}
      >
        {pct(row.mutationScore)}
        <Whisker value={row.mutationScore} interval={interval} />
      </span>
    );
  },
  trials: (row) => {
    if (row.trials === null || row.trials === undefined) return "–";
    const spread = columnText(columnById.mutationScoreSpread, row);
    const overK = columnText(columnById.mutationScoreAllTrials, row);
    return (
      <span
        title={`${row.trials} trials · M's SD between them ${spread} points · M over all ${row.trials} (killed by any) ${overK}%`}
      >
        {row.trials}
        <span className="block text-xs whitespace-nowrap text-zinc-500" data-testid="trial-spread">
          ± {spread}
        </span>
        <span className="block text-xs whitespace-nowrap text-zinc-500" data-testid="trial-union">
          any {overK}
        </span>
      </span>
    );
  },
  validityRate: (row) => (
    <span title={`V ${pct(row.validityRate)} · pooled ${pct(row.validityRatePooled)}`}>
      {pct(row.validityRate)}
    </span>
  ),
  origin: (row) => <OriginBadge origin={row.origin} citation={row.citation} />,
  verification: (row) => (
    <>
      <VerificationBadge
        status={row.verification}
        runsDone={row.verificationRunsDone ?? 0}
        runsTotal={row.verificationRunsTotal ?? 0}
        paused={row.verificationPaused}
      />
      <HedgedBadge kills={row.hedgedKills} />
    </>
  ),
};

function rankTitle(row: RankedRow): string {
  if (row.unranked === "reference suite")
    return "Not ranked: the benchmark's own reference suite, which kills every mutant by construction. Shown as the ceiling to compare against.";
  if (row.unranked === "ablation")
    return `Not ranked: an ablation (${row.citation ?? "reported"}) that varies one input of a main-results run; the paper ranks its main results only.`;
  const set = row.rankSet
    ? ` Measured on ${row.rankSet.instances} instances (${row.rankSet.citation ?? "another source"}): ranked only among those ${row.rankSet.size} rows.`
    : "";
  if (!row.rankRange)
    return `Rank ${row.rank} by point estimate, untested: reported without per-instance scores.${set}`;
  const { best, worst } = row.rankRange;
  return best === worst
    ? `Rank ${best}: told apart from every other row by a paired bootstrap of M.${set}`
    : `Could rank anywhere from ${best} to ${worst}: not told apart from the rows in between by a paired bootstrap of M.${set}`;
}

function tableColumn(record: ColumnRecord & { key: ColumnId }) {
  const special = SPECIAL_CELLS[record.key];
  const numeric = record.sort === "high-first" || record.sort === "low-first";
  return helper.accessor(
    (row) => {
      const value = columnValue(record, row);
      return numeric && value === null ? undefined : value;
    },
    {
      id: record.key,
      header: record.key === "rank" ? "#" : record.label,
      ...SORTING[record.sort],
      enableGlobalFilter: record.searchable === true,
      enableHiding: record.hideable !== false,
      ...(FACETS.includes(record.key as Facet) ? { filterFn: "arrHas" as const } : {}),
      cell: ({ row }) => (special ? special(row.original) : columnText(record, row.original)),
    },
  );
}

/** The leaderboard's table columns, one per metric-registry record, in its order. */
export const columns = helper.columns(COLUMN_RECORDS.map(tableColumn));
