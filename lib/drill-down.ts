/**
 * Links of the drill-down (submission → instance → mutant) carry the submission a user came
 * from as `?submission=<id>`, so each page opens on that suite's result rather than on whichever
 * submission sorts first.
 */

/** `href` with `submission` (and any other set values) as its query; nulls are left out. */
export function drillHref(
  href: string,
  params: { submission?: number | null } & Record<string, string | number | null | undefined>,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== null && value !== undefined && value !== "") query.set(key, String(value));
  const text = query.toString();
  return text ? `${href}?${text}` : href;
}
