"use client";

import Link from "next/link";
import { useState } from "react";
import { submissionLabels, type LabelSource } from "@/lib/submission-label";

/** Rows ticked for /compare: scored submissions only, since reported ones have no kill matrix. */
export function useCompareSelection() {
  const [selected, setSelected] = useState<number[]>([]);
  const toggle = (id: number) =>
    setSelected((old) => (old.includes(id) ? old.filter((x) => x !== id) : [...old, id]));
  return { selected, toggle };
}

type Comparable = { origin: "scored" | "reported"; kind: "agent" | "reference" };

/**
 * Whether a row can be ticked: an agent's scored suite. Reported rows have no kill matrix, and
 * the benchmark's reference suite kills every mutant by construction, so an overlap with it
 * says nothing.
 */
export const comparable = (row: Comparable) => row.origin === "scored" && row.kind === "agent";

/**
 * The link to /compare once 2–8 rows are ticked (and, for exactly two, to their paired test),
 * else what to do (or, where fewer than two rows can be ticked, why nothing here can be
 * compared); below the toolbar, the ticked submissions by name, told apart as the compare page
 * will tell them apart.
 */
export function CompareLink({
  selected,
  rows,
}: {
  selected: readonly number[];
  rows: readonly (LabelSource & Comparable)[];
}) {
  const chosen = selected.flatMap((id) => rows.filter((r) => r.id === id));
  const labels = submissionLabels(chosen);
  const names = chosen.length ? (
    <ul
      className="order-last flex basis-full flex-wrap gap-1 text-xs"
      aria-label="Ticked for comparison"
      data-testid="compare-selection"
    >
      {labels.map((label, i) => (
        <li
          key={chosen[i]!.id}
          className="rounded border border-sky-300 bg-sky-50 px-2 py-0.5 dark:border-sky-800 dark:bg-sky-950"
        >
          {label.name}
          {label.detail ? <span className="text-zinc-500"> · {label.detail}</span> : null}
        </li>
      ))}
    </ul>
  ) : null;
  if (selected.length >= 2 && selected.length <= 8)
    return (
      <>
        <Link
          href={`/compare?s=${selected.join(",")}`}
          className="ml-auto rounded border border-sky-600 bg-sky-600 px-2 py-1 text-xs text-white no-underline"
        >
          Compare selected ({selected.length})
        </Link>
        {selected.length === 2 ? (
          // Is one really better than the other, and where: the paired test of the two.
          <Link
            href={`/compare/paired?a=${selected[0]}&b=${selected[1]}`}
            className="rounded border border-sky-600 px-2 py-1 text-xs text-sky-700 no-underline dark:text-sky-300"
          >
            Paired test (A vs B)
          </Link>
        ) : null}
        {names}
      </>
    );
  const ticks = rows.filter(comparable).length;
  return (
    <>
      <span className="ml-auto text-xs text-zinc-500" data-testid="compare-hint">
        {ticks < 2
          ? ticks === 0
            ? "No row here can be compared: overlaps need agents' scored suites, and these rows are copied from the paper, with no kill matrices"
            : "Only one row here is an agent's scored suite: comparing needs two"
          : selected.length > 8
            ? "Compare at most 8 submissions"
            : "Tick 2–8 scored rows to compare them (2 for a paired test)"}
      </span>
      {names}
    </>
  );
}

/** A row's tick box; reported rows get none. */
export function CompareCheckbox({
  row,
  label,
  checked,
  onToggle,
}: {
  row: { id: number } & Comparable;
  /** The row's name among all rows (lib/submission-label), so each box is named apart. */
  label: string;
  checked: boolean;
  onToggle: (id: number) => void;
}) {
  if (!comparable(row)) return null;
  return (
    <input
      type="checkbox"
      aria-label={`Compare ${label}`}
      checked={checked}
      onChange={() => onToggle(row.id)}
    />
  );
}
