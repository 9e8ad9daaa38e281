/**
 * What each registry column (db/metric-registry.ts) shows and exports for a leaderboard row.
 * Plain functions, no React: app/columns.tsx renders with them, and the exports call them
 * directly, so a cell and its exported value cannot drift apart.
 */
import {
  COLUMN_RECORDS,
  FIGURE_INTERVALS,
  type ColumnId,
  type ColumnRecord,
} from "@/db/metric-registry";
import type { LeaderboardRow } from "@/db/queries/types";
import type { VerificationStatus } from "@/db/queries/verification";
import type { ExportColumn } from "@/lib/export";
import { count, minutes, pct, pctInterval, usd } from "@/lib/format";
import { rankText, type Rank } from "@/lib/rank";

/** A submission's verification status, from the schema (db/queries/verification.ts), for components. */
export type { VerificationStatus };

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

/**
 * Whether a row has nothing to show in a column: no value, or a paper's row under
 * Verification (a reported figure has no re-run; the Origin column already says "reported").
 * A column empty on every row starts hidden.
 */
export function columnIsEmpty(column: ColumnRecord, row: RankedRow): boolean {
  const value = columnValue(column, row);
  return value === null || (column.format === "verification" && value === "reported");
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

/** A percentage for export: the fraction × 100, to 4 decimals (no float noise, no rounding a reader sees). */
const percentValue = (value: number | null) =>
  value === null ? null : Number((value * 100).toFixed(4));

/**
 * What a column exports: raw values, never display strings. A percentage is a number (M as
 * 85.1234, not "85.1"), an interval is two columns (low, high), a rank range two (best, worst)
 * beside the point rank, "5 / 5" instances two counts, and verification its state alone (the
 * progress of a run under way is not a result). Unknown is empty, never "–".
 */
export function columnExports(column: ColumnRecord): ExportColumn<RankedRow>[] {
  const one = (value: ExportColumn<RankedRow>["value"]) => [{ header: column.exportHeader, value }];
  const base = column.exportHeader.replace(/ \(%\)$/, "");
  switch (column.format) {
    case "percent":
      return one((row) => percentValue(asNumber(columnValue(column, row))));
    case "interval":
      return [
        {
          header: `${base} low (%)`,
          value: (row) => percentValue(intervalOf(column, row)?.[0] ?? null),
        },
        {
          header: `${base} high (%)`,
          value: (row) => percentValue(intervalOf(column, row)?.[1] ?? null),
        },
      ];
    case "rank":
      return [
        { header: "Rank", value: (row) => row.rank },
        { header: "Not ranked", value: (row) => row.unranked },
        { header: "Rank best", value: (row) => row.rankRange?.best ?? null },
        { header: "Rank worst", value: (row) => row.rankRange?.worst ?? null },
      ];
    case "minutes":
      return one((row) => {
        const seconds = asNumber(columnValue(column, row));
        return seconds === null ? null : Number((seconds / 60).toFixed(4));
      });
    case "usd":
    case "count":
      return one((row) => asNumber(columnValue(column, row)));
    case "instances":
      return [
        { header: "Instances submitted", value: (row) => row.instancesSubmitted },
        { header: "Instances in benchmark", value: (row) => row.instancesTotal },
      ];
    case "model":
      return [
        { header: "Model", value: (row) => row.model },
        { header: "Reasoning effort", value: (row) => row.reasoningEffort },
      ];
    case "origin":
      return [
        { header: "Origin", value: (row) => row.origin },
        { header: "Citation", value: (row) => row.citation },
      ];
    case "verification":
      return one((row) => row.verification);
    default:
      return one((row) => {
        const value = columnValue(column, row);
        return value === null ? null : String(value);
      });
  }
}

/** Where an exported row came from: the benchmark version and the submission's id and page. */
export interface ExportContext {
  benchmark: string;
  version: string;
  /** The site's origin, for the submission's absolute URL. */
  origin: string;
}

/**
 * Export columns for the given column ids, in that order, after the benchmark, its version and
 * the submission's id, with the submission's page last.
 */
export function exportColumns(
  ids: readonly ColumnId[],
  context: ExportContext,
): ExportColumn<RankedRow>[] {
  return [
    { header: "Benchmark", value: () => context.benchmark },
    { header: "Benchmark version", value: () => context.version },
    { header: "Submission id", value: (row) => row.id },
    ...ids.flatMap((id) => columnExports(columnById[id])),
    { header: "URL", value: (row) => `${context.origin}/submissions/${row.id}` },
  ];
}

/** The file an export downloads as: the benchmark and its version, so 1.0 and 1.1 differ. */
export function exportFileName(context: ExportContext, extension: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, "_");
  return `leaderboard-${safe(context.benchmark)}-${safe(context.version)}.${extension}`;
}

/** An interval column's [lo, hi] on a row, or null when the row has none. */
export function intervalOf(column: ColumnRecord, row: LeaderboardRow): [number, number] | null {
  if (column.source.kind !== "interval") return null;
  const bounds = FIGURE_INTERVALS[column.source.figure];
  const fields = row as unknown as Record<string, number | null>;
  const lo = fields[bounds.lo];
  const hi = fields[bounds.hi];
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

/**
 * "verifying 40%" once the site's runs are under way, "queued" while none has run (a queued job
 * read as "verifying 0%" for as long as it waited), "paused" while a worker's failed check of the
 * benchmark holds it, else the status itself.
 */
export function verificationText(
  r: Pick<LeaderboardRow, "verification" | "verificationRunsDone" | "verificationRunsTotal"> &
    Partial<Pick<LeaderboardRow, "verificationPaused">>,
): string {
  if (r.verification !== "queued" && r.verification !== "running") return r.verification;
  const done = r.verificationRunsDone ?? 0;
  const total = r.verificationRunsTotal ?? 0;
  const share = `${total > 0 ? Math.floor((100 * done) / total) : 0}%`;
  // Paused: the submission page says why (a worker's environment failed its check).
  if (r.verificationPaused) return done === 0 ? "paused" : `paused at ${share}`;
  if (r.verification === "queued" && done === 0) return "queued";
  return `verifying ${share}`;
}
