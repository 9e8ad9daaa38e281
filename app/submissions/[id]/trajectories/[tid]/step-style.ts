/** How each step kind letter (packed-steps.ts) is named and coloured in the viewer. */
export const KIND_STYLE: Record<string, { label: string; className: string; fill: string }> = {
  r: {
    label: "read",
    className: "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100",
    fill: "#0ea5e9",
  },
  s: {
    label: "search",
    className: "bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100",
    fill: "#8b5cf6",
  },
  w: {
    label: "write",
    className: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100",
    fill: "#10b981",
  },
  x: {
    label: "execute",
    className: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
    fill: "#f59e0b",
  },
  o: {
    label: "other",
    className: "bg-zinc-200 text-zinc-900 dark:bg-zinc-700 dark:text-zinc-100",
    fill: "#71717a",
  },
  p: {
    label: "poll",
    className: "bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300",
    fill: "#d4d4d8",
  },
  u: {
    label: "user",
    className: "bg-white text-zinc-700 ring-1 ring-zinc-300 dark:bg-zinc-900 dark:text-zinc-200",
    fill: "#e4e4e7",
  },
  a: {
    label: "agent says",
    className: "bg-white text-zinc-700 ring-1 ring-zinc-300 dark:bg-zinc-900 dark:text-zinc-200",
    fill: "#e4e4e7",
  },
  y: {
    label: "system",
    className: "bg-white text-zinc-500 ring-1 ring-zinc-200 dark:bg-zinc-900 dark:text-zinc-400",
    fill: "#f4f4f5",
  },
  t: {
    label: "result",
    className: "bg-white text-zinc-500 ring-1 ring-zinc-200 dark:bg-zinc-900 dark:text-zinc-400",
    fill: "#f4f4f5",
  },
};

export const styleOf = (letter: string) => KIND_STYLE[letter] ?? KIND_STYLE.o!;
