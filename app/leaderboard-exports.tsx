"use client";

import { toCsv, toJson, toMarkdown } from "@/lib/export";
import { exportColumns, exportFileName, type RankedRow } from "@/lib/leaderboard-columns";
import type { ColumnId } from "@/lib/leaderboard-view";

const FORMATS = {
  // A byte-order mark, so that spreadsheets open the file as UTF-8 (model names are not ASCII).
  csv: { label: "CSV", type: "text/csv", write: toCsv, prefix: "\uFEFF" },
  json: { label: "JSON", type: "application/json", write: toJson, prefix: "" },
  md: { label: "Markdown", type: "text/markdown", write: toMarkdown, prefix: "" },
} as const;

type Format = keyof typeof FORMATS;

/**
 * Downloads the rows and columns in view, in each export format: raw figures, with the
 * benchmark version, each submission's id and its page's URL (lib/leaderboard-columns.ts).
 */
export function LeaderboardExports({
  benchmark,
  version,
  columns,
  rows,
}: {
  benchmark: string;
  /** The version shown, also when it is the latest. */
  version: string;
  columns: readonly ColumnId[];
  rows: readonly RankedRow[];
}) {
  const download = (format: Format) => {
    const { type, write, prefix } = FORMATS[format];
    const context = { benchmark, version, origin: window.location.origin };
    const text = prefix + write(exportColumns(columns, context), rows);
    const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
    const a = document.createElement("a");
    a.href = url;
    a.download = exportFileName(context, format);
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div
      className="flex items-center gap-1 text-xs"
      role="group"
      aria-label="Export the current view"
    >
      <span className="text-zinc-600 dark:text-zinc-400">Export</span>
      {(Object.keys(FORMATS) as Format[]).map((format) => (
        <button
          key={format}
          type="button"
          onClick={() => download(format)}
          className="rounded border border-zinc-300 px-2 py-1 uppercase hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
        >
          {format === "md" ? "Markdown" : format}
        </button>
      ))}
    </div>
  );
}
