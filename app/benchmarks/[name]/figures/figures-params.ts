import { z } from "zod";

/**
 * The figures page's query: `s`, the submissions drawn, as a comma list (`s=3,5`) or repeated
 * (`s=3&s=5`, what its form of checkboxes sends), de-duplicated in order. Malformed ids are
 * dropped; with none, the page chooses.
 */
export const figuresQuery = z.object({
  s: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => {
      const ids = (Array.isArray(v) ? v : v === undefined ? [] : [v])
        .flatMap((part) => part.split(","))
        .map((part) => part.trim())
        .filter((part) => /^[1-9][0-9]{0,15}$/.test(part))
        .map(Number);
      return ids.length ? [...new Set(ids)] : null;
    })
    .catch(null),
});

/** The page's address for a choice of submissions. */
export function figuresHref(base: string, ids: readonly number[]): string {
  return ids.length ? `${base}?s=${ids.join(",")}` : base;
}
