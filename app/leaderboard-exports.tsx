"use client";

import { toCsv, toJson, toMarkdown } from "@/lib/export";
import { exportColumns, type RankedRow } from "@/lib/leaderboard-columns";
import type { ColumnId } from "@/lib/leaderboard-view";

const FORMATS = {
  csv: { label: "CSV", type: "text/csv", write: toCsv },
  json: { label: "JSON", type: "application/json", write: toJson },
  md: { label: "Markdown", type: "text/markdown", write: toMarkdown },
} as const;

type Format = keyof typeof FORMATS;

/** Downloads the rows and columns in view, as the table shows them, in each export format. */
export function LeaderboardExports({
  benchmark,
  columns,
  rows,
}: {
  benchmark: string;
  columns: readonly ColumnId[];
  rows: readonly RankedRow[];
}) {
  const download = (format: Format) => {
    const { type, write } = FORMATS[format];
    const text = write(exportColumns(columns), rows);
    const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
    const a = document.createElement("a");
    a.href = url;
    a.download = `leaderboard-${benchmark}.${format}`;
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
