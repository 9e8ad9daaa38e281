import { z } from "zod";

/** At most this many submissions are compared: the UpSet plot's limit. */
export const MAX_COMPARED = 8;

const id = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/, "a submission id is a positive integer")
  .transform(Number);

/**
 * The compare page's query: `s` as a comma list (`s=1,2,3`) or repeated (`s=1&s=2`, what a form
 * of checkboxes sends), de-duplicated in order; `region` as a membership mask, `none` or `union`.
 * Throws a zod error naming the parameter when a value is malformed.
 */
export const compareQuery = z.object({
  s: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) =>
      (Array.isArray(v) ? v : v === undefined ? [] : [v])
        .flatMap((part) => part.split(","))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(id).max(MAX_COMPARED, `compare at most ${MAX_COMPARED} submissions`))
    .transform((ids) => [...new Set(ids)]),
  region: z
    .union([z.literal("none"), z.literal("union"), z.coerce.number().int().min(1).max(255)])
    .optional()
    .catch(undefined),
});

/** The members of a region mask as 0-based positions in the chosen list. */
export function maskMembers(mask: number, count: number): number[] {
  return Array.from({ length: count }, (_, k) => k).filter((k) => mask & (1 << k));
}
