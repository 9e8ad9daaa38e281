/**
 * What each registry column (db/metric-registry.ts) shows and exports for a leaderboard row.
 * Plain functions, no React: app/columns.tsx renders with them, and the exports call them
 * directly, so a cell and its exported value cannot drift apart.
 */
import { COLUMN_RECORDS, type ColumnId, type ColumnRecord } from "@/db/metric-registry";
import type { LeaderboardRow } from "@/db/queries/types";
import type { ExportColumn } from "@/lib/export";
import { count, minutes, pct, pctInterval, usd } from "@/lib/format";
import { rankText, type Rank } from "@/lib/rank";

/** A leaderboard row with its rank and rank range (lib/rank.ts). */
export type RankedRow = LeaderboardRow & Rank;

/** The registry's record of each column, by id. */
export const columnById = Object.fromEntries(COLUMN_RECORDS.map((c) => [c.key, c])) as Record<
  ColumnId,
  ColumnRecord
>;

/** The raw value a column sorts by: a number, a string, or null when unknown. */
export function columnValue(column: ColumnRecord, row: RankedRow): number | string | null {
  const source = column.source;
  if (source.kind === "rank") return row.rank;
  if (source.kind === "interval") return intervalOf(column, row)?.[0] ?? null;
  // Registry columns name `submissions` properties the leaderboard query selects under the same
  // name (db/queries/leaderboard.ts); the registry test checks every one is present on a row.
  const fields = row as unknown as Record<string, number | string | null>;
  return fields[source.kind === "derived" ? column.key : source.column] ?? null;
}

/** The text a column's cell shows ("55.5", "$1.20", "12 / 30"). */
export function columnText(column: ColumnRecord, row: RankedRow): string {
  const value = columnValue(column, row);
  switch (column.format) {
    case "percent":
      return pct(asNumber(value));
    case "interval":
      return pctInterval(intervalOf(column, row));
    case "rank":
      return rankText(row);
    case "usd":
      return usd(asNumber(value));
    case "minutes":
      return minutes(asNumber(value));
    case "count":
      return count(asNumber(value));
    case "instances":
      return instancesText(row);
    case "origin":
      return row.origin === "reported" ? `reported (${row.citation ?? "paper"})` : "scored";
    case "verification":
      return verificationText(row);
    case "model":
      return row.reasoningEffort ? `${row.model} (${row.reasoningEffort})` : row.model;
    default:
      return value === null ? "–" : String(value);
  }
}

/**
 * The value a column exports: the figure as the table prints it, without units, as a number
 * where it is one. Dollars keep their full precision.
 */
export function columnExport(column: ColumnRecord, row: RankedRow): string | number | null {
  const value = columnValue(column, row);
  switch (column.format) {
    case "usd":
      return value;
    case "rank":
      return rankText(row);
    case "interval": {
      const text = columnText(column, row);
      return text === "–" ? null : text;
    }
    case "text":
      return value === null ? null : String(value);
    case "percent":
    case "minutes":
    case "count": {
      const text = columnText(column, row);
      return text === "–" ? null : Number(text);
    }
    default:
      return columnText(column, row);
  }
}

/** Export columns for the given column ids, in that order. */
export function exportColumns(ids: readonly ColumnId[]): ExportColumn<RankedRow>[] {
  return ids.map((id) => {
    const column = columnById[id];
    return { header: column.exportHeader, value: (row) => columnExport(column, row) };
  });
}

/** An interval column's [lo, hi] on a row, or null when the row has none. */
export function intervalOf(column: ColumnRecord, row: LeaderboardRow): [number, number] | null {
  if (column.source.kind !== "interval") return null;
  const fields = row as unknown as Record<string, number | null>;
  const lo = fields[column.source.lo];
  const hi = fields[column.source.hi];
  return lo == null || hi == null ? null : [lo, hi];
}

function asNumber(value: number | string | null): number | null {
  return typeof value === "number" ? value : null;
}

function instancesText(r: LeaderboardRow): string {
  if (r.instancesSubmitted == null)
    return r.instancesTotal == null ? "–" : `– / ${r.instancesTotal}`;
  return r.instancesTotal == null
    ? String(r.instancesSubmitted)
    : `${r.instancesSubmitted} / ${r.instancesTotal}`;
}

/** "verifying 40%" while the site's runs are under way, else the status itself. */
export function verificationText(
  r: Pick<LeaderboardRow, "verification" | "verificationRunsDone" | "verificationRunsTotal">,
): string {
  if (r.verification !== "queued" && r.verification !== "running") return r.verification;
  const total = r.verificationRunsTotal ?? 0;
  return `verifying ${total > 0 ? Math.floor((100 * (r.verificationRunsDone ?? 0)) / total) : 0}%`;
}
