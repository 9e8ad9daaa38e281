import { STEP_FILTERS, viewerHref, type StepFilter, type ViewerQuery } from "./view";

/**
 * Search and class filters as a plain GET form: the query lands in the URL, so a view can be
 * shared, and it works before (or without) any script.
 */
export function TrajectoryFilters({ base, query }: { base: string; query: ViewerQuery }) {
  return (
    <form
      method="get"
      action={base}
      className="flex flex-wrap items-end gap-x-3 gap-y-2 text-sm"
      role="search"
    >
      <label className="flex min-w-0 grow flex-col text-xs text-zinc-600 sm:grow-0 dark:text-zinc-400">
        Search commands, files, text and output
        <input
          type="search"
          name="q"
          defaultValue={query.q ?? ""}
          placeholder="pytest, test_, spec.md…"
          className="mt-1 w-full rounded border border-zinc-300 bg-white px-2 py-1 text-sm text-zinc-900 sm:w-64 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
        />
      </label>
      <fieldset className="flex flex-wrap gap-x-3 gap-y-1">
        <legend className="text-xs text-zinc-600 dark:text-zinc-400">Show only</legend>
        {(Object.keys(STEP_FILTERS) as StepFilter[]).map((f) => (
          <label key={f} className="flex items-center gap-1">
            <input type="checkbox" name="show" value={f} defaultChecked={query.show.includes(f)} />
            {f}
          </label>
        ))}
        <label className="flex items-center gap-1">
          <input type="checkbox" name="marked" value="1" defaultChecked={query.marked === true} />
          marked steps
        </label>
      </fieldset>
      <button
        type="submit"
        className="rounded border border-zinc-300 px-2 py-1 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
      >
        Apply
      </button>
      {query.q || query.show.length || query.marked ? (
        <a href={viewerHref(base, {})} className="text-xs underline">
          Clear
        </a>
      ) : null}
    </form>
  );
}
