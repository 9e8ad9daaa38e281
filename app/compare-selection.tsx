"use client";

import Link from "next/link";
import { useState } from "react";

/** Rows ticked for /compare: scored submissions only, since reported ones have no kill matrix. */
export function useCompareSelection() {
  const [selected, setSelected] = useState<number[]>([]);
  const toggle = (id: number) =>
    setSelected((old) => (old.includes(id) ? old.filter((x) => x !== id) : [...old, id]));
  return { selected, toggle };
}

/** The link to /compare once 2–8 rows are ticked, else what to do. */
export function CompareLink({ selected }: { selected: readonly number[] }) {
  if (selected.length >= 2 && selected.length <= 8)
    return (
      <Link
        href={`/compare?s=${selected.join(",")}`}
        className="ml-auto rounded border border-sky-600 bg-sky-600 px-2 py-1 text-xs text-white no-underline"
      >
        Compare selected ({selected.length})
      </Link>
    );
  return (
    <span className="ml-auto text-xs text-zinc-500">
      {selected.length > 8
        ? "Compare at most 8 submissions"
        : "Tick 2–8 scored rows to compare them"}
    </span>
  );
}

/** A row's tick box; reported rows get none. */
export function CompareCheckbox({
  row,
  checked,
  onToggle,
}: {
  row: { id: number; model: string; origin: "scored" | "reported" };
  checked: boolean;
  onToggle: (id: number) => void;
}) {
  if (row.origin !== "scored") return null;
  return (
    <input
      type="checkbox"
      aria-label={`Compare ${row.model}`}
      checked={checked}
      onChange={() => onToggle(row.id)}
    />
  );
}
