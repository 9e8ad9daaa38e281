"use client";

import { useEffect } from "react";

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const digest =
    error instanceof Error && "digest" in error && typeof error.digest === "string"
      ? error.digest
      : undefined;
  return (
    <div role="alert" className="mx-auto max-w-xl py-16">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="mt-3 text-zinc-600 dark:text-zinc-400">
        The page could not be rendered. If the database has not been set up yet, run{" "}
        <code className="rounded bg-zinc-100 px-1 dark:bg-zinc-800">npm run db:setup</code>.
      </p>
      {digest ? <p className="mt-2 text-xs text-zinc-500">Error id: {digest}</p> : null}
      <button
        type="button"
        onClick={retry}
        className="mt-6 rounded bg-zinc-900 px-3 py-1.5 text-sm text-white dark:bg-zinc-100 dark:text-zinc-900"
      >
        Try again
      </button>
    </div>
  );
}
