import { z } from "zod";
import { DELTA_SORTS, type DeltaSort, type MutantClass } from "@/lib/paired/paired-comparison";

const id = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/, "a submission id is a positive integer")
  .transform(Number);

/** A table's order in the URL, `<column>.<asc|desc>`; ΔM, largest first, when absent or unknown. */
const sort = z
  .string()
  .transform((value, ctx) => {
    const [key, dir] = value.split(".");
    if (!DELTA_SORTS.includes(key as DeltaSort) || (dir !== "asc" && dir !== "desc")) {
      ctx.addIssue({ code: "custom", message: "unknown order" });
      return z.NEVER;
    }
    return { key: key as DeltaSort, desc: dir === "desc" };
  })
  .catch({ key: "delta", desc: true })
  .default({ key: "delta", desc: true });

/** Which mutants the list shows: one class of the 2×2 table, or all of them. */
export const LISTS = ["both", "onlyA", "onlyB", "neither", "all"] as const satisfies readonly (
  MutantClass | "all"
)[];
export type MutantList = (typeof LISTS)[number];

/** A page of a long table, from 1; anything else is the first. */
const page = z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1);

const slug = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._@+-]*$/)
  .max(200);

/**
 * The paired page's query (shareable: the whole view is in it). `a` and `b` are submission ids
 * (a trial stands for its entry); `list` with `instance` and `section` choose the mutants
 * listed; `isort` and `ssort` order the per-instance and per-section tables, and `ipage`, `spage`
 * and `mpage` page them and the mutant list (a full-scale benchmark has thousands of rows). A
 * malformed id is an
 * error naming the parameter; anything else malformed falls back to its default.
 */
export const pairedQuery = z.object({
  a: id,
  b: id,
  list: z.enum(LISTS).optional().catch(undefined),
  instance: slug.optional().catch(undefined),
  section: slug.optional().catch(undefined),
  isort: sort,
  ssort: sort,
  ipage: page,
  spage: page,
  mpage: page,
});
export type PairedQuery = z.infer<typeof pairedQuery>;

type ViewKey = "list" | "instance" | "section" | "isort" | "ssort" | "ipage" | "spage" | "mpage";

/** The query string of a view: `base` with `change` applied (undefined removes a parameter). */
export function pairedHref(
  base: PairedQuery,
  change: Partial<Record<ViewKey, string | undefined>>,
  hash = "",
): string {
  const query = new URLSearchParams({ a: String(base.a), b: String(base.b) });
  const current: Record<string, string | undefined> = {
    list: base.list,
    instance: base.instance,
    section: base.section,
    isort: sortText(base.isort),
    ssort: sortText(base.ssort),
    ipage: String(base.ipage),
    spage: String(base.spage),
    mpage: String(base.mpage),
  };
  for (const [key, value] of Object.entries({ ...current, ...change }))
    if (value !== undefined && !isDefault(key, value)) query.set(key, value);
  return `/compare/paired?${query.toString()}${hash}`;
}

function isDefault(key: string, value: string): boolean {
  return key.endsWith("sort") ? value === "delta.desc" : key.endsWith("page") && value === "1";
}

function sortText(s: { key: DeltaSort; desc: boolean }): string {
  return `${s.key}.${s.desc ? "desc" : "asc"}`;
}
