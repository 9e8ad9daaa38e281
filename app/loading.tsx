export default function Loading() {
  return (
    <div role="status" aria-live="polite" className="animate-pulse space-y-3 py-6">
      <span className="sr-only">Loading…</span>
      <div className="h-7 w-64 rounded bg-zinc-200 dark:bg-zinc-800" />
      <div className="h-4 w-96 rounded bg-zinc-200 dark:bg-zinc-800" />
      <div className="h-64 rounded bg-zinc-100 dark:bg-zinc-900" />
    </div>
  );
}
