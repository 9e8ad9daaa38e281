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
import type { LeaderboardRow } from "@/db/queries/types";
import type { ExportColumn } from "@/lib/export";
import { count, minutes, pct, usd } from "@/lib/format";
import type { ColumnId } from "@/lib/leaderboard-view";
import { OriginBadge } from "@/components/origin-badge";

/** A leaderboard row with its rank by M (ties share a rank). */
export type RankedRow = LeaderboardRow & { rank: number };

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
const num = (v: number | null) => v ?? undefined;
const numeric = { sortFn: "basic", sortUndefined: "last", sortDescFirst: true } as const;

export const columnLabels: Record<ColumnId, string> = {
  rank: "Rank",
  model: "Model",
  agent: "Agent",
  setting: "Setting",
  mutationScore: "M (%)",
  validityRate: "V (%)",
  referencePassRate: "R (%)",
  costUsd: "$ / instance",
  minutes: "Minutes",
  testsPerInstance: "Tests / instance",
  instances: "Instances",
  date: "Date",
  origin: "Origin",
};

const columnTitles: Partial<Record<ColumnId, string>> = {
  mutationScore: "Mutation score: share of mutants killed by valid tests (timeouts count)",
  validityRate: "Validity rate: share of generated tests that pass on the reference",
  referencePassRate: "Reference pass rate of the agent's own implementation (code generation)",
  costUsd: "Mean cost of generating the suite, per instance",
  minutes: "Mean wall time of generating the suite, per instance",
};

export const columns = helper.columns([
  helper.accessor("rank", {
    id: "rank",
    header: "#",
    enableSorting: false,
    enableGlobalFilter: false,
  }),
  helper.accessor("model", {
    id: "model",
    header: columnLabels.model,
    sortFn: "alphanumeric",
    enableHiding: false,
    cell: ({ row }) => (
      <Link
        href={`/submissions/${row.original.id}`}
        className="font-medium"
        title={row.original.model}
      >
        {row.original.model}
        {row.original.reasoningEffort ? (
          <span className="font-normal text-zinc-500"> · {row.original.reasoningEffort}</span>
        ) : null}
      </Link>
    ),
  }),
  helper.accessor("agent", {
    id: "agent",
    header: columnLabels.agent,
    sortFn: "alphanumeric",
    filterFn: "arrHas",
  }),
  helper.accessor("setting", {
    id: "setting",
    header: columnLabels.setting,
    sortFn: "alphanumeric",
    filterFn: "arrHas",
  }),
  helper.accessor((r) => r.mutationScore, {
    id: "mutationScore",
    header: columnLabels.mutationScore,
    ...numeric,
    enableGlobalFilter: false,
    cell: ({ row }) => (
      <span
        className="font-semibold"
        title={`M ${pct(row.original.mutationScore)} · strict (timeouts not counted) ${pct(row.original.mutationScoreStrict)} · pooled over all mutants ${pct(row.original.mutationScorePooled)}`}
      >
        {pct(row.original.mutationScore)}
      </span>
    ),
  }),
  helper.accessor((r) => num(r.validityRate), {
    id: "validityRate",
    header: columnLabels.validityRate,
    ...numeric,
    enableGlobalFilter: false,
    cell: ({ row }) => (
      <span
        title={`V ${pct(row.original.validityRate)} · pooled ${pct(row.original.validityRatePooled)}`}
      >
        {pct(row.original.validityRate)}
      </span>
    ),
  }),
  helper.accessor((r) => num(r.referencePassRate), {
    id: "referencePassRate",
    header: columnLabels.referencePassRate,
    ...numeric,
    enableGlobalFilter: false,
    cell: ({ row }) => pct(row.original.referencePassRate),
  }),
  helper.accessor((r) => num(r.costUsd), {
    id: "costUsd",
    header: columnLabels.costUsd,
    ...numeric,
    sortDescFirst: false,
    enableGlobalFilter: false,
    cell: ({ row }) => usd(row.original.costUsd),
  }),
  helper.accessor((r) => num(r.durationSec), {
    id: "minutes",
    header: columnLabels.minutes,
    ...numeric,
    sortDescFirst: false,
    enableGlobalFilter: false,
    cell: ({ row }) => minutes(row.original.durationSec),
  }),
  helper.accessor((r) => num(r.testsPerInstance), {
    id: "testsPerInstance",
    header: columnLabels.testsPerInstance,
    ...numeric,
    enableGlobalFilter: false,
    cell: ({ row }) => count(row.original.testsPerInstance),
  }),
  helper.accessor((r) => num(r.instancesSubmitted), {
    id: "instances",
    header: columnLabels.instances,
    ...numeric,
    enableGlobalFilter: false,
    cell: ({ row }) => instancesText(row.original),
  }),
  helper.accessor("date", {
    id: "date",
    header: columnLabels.date,
    sortFn: "alphanumeric",
    sortDescFirst: true,
  }),
  helper.accessor("origin", {
    id: "origin",
    header: columnLabels.origin,
    sortFn: "alphanumeric",
    filterFn: "arrHas",
    cell: ({ row }) => (
      <OriginBadge origin={row.original.origin} citation={row.original.citation} />
    ),
  }),
]);

export { columnTitles };

function instancesText(r: LeaderboardRow): string {
  if (r.instancesSubmitted == null)
    return r.instancesTotal == null ? "–" : `– / ${r.instancesTotal}`;
  return r.instancesTotal == null
    ? String(r.instancesSubmitted)
    : `${r.instancesSubmitted} / ${r.instancesTotal}`;
}

const asNumber = (text: string) => (text === "–" ? null : Number(text));

/** What each column exports: the figures as the table prints them, without units. */
export const exportColumns: Record<ColumnId, ExportColumn<RankedRow>> = {
  rank: { header: "Rank", value: (r) => r.rank },
  model: {
    header: "Model",
    value: (r) => (r.reasoningEffort ? `${r.model} (${r.reasoningEffort})` : r.model),
  },
  agent: { header: "Agent", value: (r) => r.agent },
  setting: { header: "Setting", value: (r) => r.setting },
  mutationScore: { header: "M (%)", value: (r) => asNumber(pct(r.mutationScore)) },
  validityRate: { header: "V (%)", value: (r) => asNumber(pct(r.validityRate)) },
  referencePassRate: { header: "R (%)", value: (r) => asNumber(pct(r.referencePassRate)) },
  costUsd: { header: "$ per instance", value: (r) => r.costUsd },
  minutes: { header: "Minutes per instance", value: (r) => asNumber(minutes(r.durationSec)) },
  testsPerInstance: {
    header: "Tests per instance",
    value: (r) => asNumber(count(r.testsPerInstance)),
  },
  instances: { header: "Instances", value: (r) => instancesText(r) },
  date: { header: "Date", value: (r) => r.date },
  origin: {
    header: "Origin",
    value: (r) => (r.origin === "reported" ? `reported (${r.citation ?? "paper"})` : "scored"),
  },
};
