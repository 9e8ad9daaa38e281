import { pageOfItems } from "@/components/pager";
import { z } from "zod";
import type { Step } from "@/evaluator/trajectory/types";

/** Steps a page of the viewer shows. */
export const PAGE_SIZE = 100;

/** What the viewer can show, by the letters of a trajectory's step kinds (packed-steps.ts). */
export const STEP_FILTERS = {
  read: "r",
  search: "s",
  write: "w",
  execute: "x",
  other: "op",
  message: "uay",
  result: "t",
} as const;
export type StepFilter = keyof typeof STEP_FILTERS;
const FILTER_NAMES = Object.keys(STEP_FILTERS) as StepFilter[];

/**
 * The viewer's URL: `q` searches each step's command, tool, files, text and output (case
 * ignored); `show` keeps steps of the listed kinds (`show=write,execute`); `marked=1` keeps the
 * steps something was found at (Table 3, review flags, suite writes); `page` from 1, or `step`
 * opens the page holding that step; `open` shows that step's long texts whole.
 */
export const viewerQuery = z.object({
  q: z
    .string()
    .transform((s) => s.trim().slice(0, 200))
    .optional()
    .catch(undefined),
  show: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) =>
      (Array.isArray(v) ? v : v === undefined ? [] : [v])
        .flatMap((s) => s.split(","))
        .filter((s): s is StepFilter => (FILTER_NAMES as string[]).includes(s)),
    )
    .catch([]),
  marked: z
    .literal("1")
    .transform(() => true)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().positive().catch(1),
  step: z.coerce.number().int().nonnegative().optional().catch(undefined),
  /** The step whose long texts are shown whole; the others show their first PREVIEW_CHARS. */
  open: z.coerce.number().int().nonnegative().optional().catch(undefined),
});

/**
 * How much of a long text (an output, a tool's input) a step shows until it is opened: a page
 * of a hundred steps whose outputs each fill the 4 KiB cap would weigh about a megabyte.
 */
export const PREVIEW_CHARS = 1200;
export type ViewerQuery = z.infer<typeof viewerQuery>;

/** Indices of the steps whose kind letter `show` keeps (all with none), in order. */
export function stepsOfKinds(
  kinds: string,
  show: readonly StepFilter[],
  marked?: ReadonlySet<number>,
): number[] {
  const letters = show.map((f) => STEP_FILTERS[f]).join("");
  const out: number[] = [];
  for (let i = 0; i < kinds.length; i++)
    if ((letters === "" || letters.includes(kinds[i]!)) && (!marked || marked.has(i))) out.push(i);
  return out;
}

/** Whether a step mentions `q` anywhere the viewer shows (case ignored). */
export function stepMatches(step: Step, q: string): boolean {
  const needle = q.toLowerCase();
  const texts = [
    step.tool?.name,
    step.tool?.command?.text,
    step.tool?.input?.text,
    step.text?.text,
    step.output?.text,
    ...step.files.map((f) => f.path),
  ];
  return texts.some((t) => t !== undefined && t.toLowerCase().includes(needle));
}

/**
 * The page to show of `indices` (the steps that pass the filters): the one holding `step` when
 * given and present, else `page`, kept in range; with the indices on it.
 */
export function pageOf(
  indices: readonly number[],
  page: number,
  step?: number,
): { page: number; pages: number; indices: number[] } {
  const at = step === undefined ? -1 : indices.indexOf(step);
  const shown = pageOfItems(indices, at >= 0 ? Math.floor(at / PAGE_SIZE) + 1 : page, PAGE_SIZE);
  return { page: shown.page, pages: shown.pages, indices: shown.items };
}

/** The chunks (of `chunkSize` steps) that hold `indices`. */
export function chunksOf(indices: readonly number[], chunkSize: number): number[] {
  return [...new Set(indices.map((i) => Math.floor(i / chunkSize)))];
}

/** The viewer's URL for a query, leaving out defaults. */
export function viewerHref(base: string, query: Partial<ViewerQuery>, anchor?: string): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.show?.length) params.set("show", query.show.join(","));
  if (query.marked) params.set("marked", "1");
  if (query.step !== undefined) params.set("step", String(query.step));
  if (query.open !== undefined) params.set("open", String(query.open));
  else if (query.page !== undefined && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return `${base}${text ? `?${text}` : ""}${anchor ? `#${anchor}` : ""}`;
}
