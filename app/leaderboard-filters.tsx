"use client";

import { COLUMN_RECORDS } from "@/db/metric-registry";
import { columnById } from "@/lib/leaderboard-columns";
import type { ColumnId, Facet } from "@/lib/leaderboard-view";

/** The free-text filter over the searchable columns. */
export function SearchFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex flex-col text-xs text-zinc-600 dark:text-zinc-400">
      Filter
      <input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="model, agent, setting…"
        className="mt-1 w-60 rounded border border-zinc-300 bg-white px-2 py-1 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
      />
    </label>
  );
}

/** One facet's values as toggle buttons; hidden when there is nothing to choose. */
export function FacetFilter({
  facet,
  options,
  chosen,
  onToggle,
}: {
  facet: Facet;
  options: readonly string[];
  chosen: readonly string[];
  onToggle: (value: string) => void;
}) {
  if (options.length <= 1 && chosen.length === 0) return null;
  return (
    <fieldset className="flex flex-wrap items-center gap-1 text-xs">
      <legend className="mb-1 text-zinc-600 dark:text-zinc-400">{columnById[facet].label}</legend>
      {options.map((value) => {
        const on = chosen.includes(value);
        return (
          <button
            key={value}
            type="button"
            aria-pressed={on}
            onClick={() => onToggle(value)}
            className={`rounded-full border px-2 py-0.5 ${on ? "border-sky-600 bg-sky-600 text-white" : "border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"}`}
          >
            {value}
          </button>
        );
      })}
    </fieldset>
  );
}

/** The column picker: a tick box per column that may be hidden, labelled from the registry. */
export function ColumnPicker({
  columns,
}: {
  columns: readonly {
    id: string;
    getIsVisible: () => boolean;
    getToggleVisibilityHandler: () => (event: unknown) => void;
  }[];
}) {
  return (
    <details className="relative text-xs">
      <summary className="cursor-pointer rounded border border-zinc-300 px-2 py-1 dark:border-zinc-700">
        Columns
      </summary>
      <div className="absolute z-10 mt-1 grid w-48 gap-1 rounded border border-zinc-300 bg-white p-2 shadow dark:border-zinc-700 dark:bg-zinc-900">
        {columns.map((c) => (
          <label key={c.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={c.getIsVisible()}
              onChange={c.getToggleVisibilityHandler()}
            />
            {columnById[c.id as ColumnId].label}
          </label>
        ))}
      </div>
    </details>
  );
}

/**
 * Every column's meaning in the open, for readers who cannot hover a header (phones, keyboards,
 * screen readers): the same registry descriptions as the headers' tooltips.
 */
export function ColumnMeanings() {
  return (
    <details className="text-xs text-zinc-600 dark:text-zinc-400" data-testid="column-meanings">
      <summary className="cursor-pointer">What the columns mean</summary>
      <dl className="mt-1 grid gap-x-3 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {COLUMN_RECORDS.filter((c) => c.description).map((c) => (
          <div key={c.key} className="contents">
            <dt className="font-medium text-zinc-800 dark:text-zinc-200">{c.label}</dt>
            <dd>{c.description}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
