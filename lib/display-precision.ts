/**
 * Figures as the browser gets them inside a page: cut to 6 significant digits, far finer than
 * any table, chart or export shows (M to 0.1 points, cost to the cent), and a third of the bytes
 * of a double's 17 digits. Each cached page carries its data twice (as HTML and as the React
 * payload that hydrates it), so these bytes are paid on every request (docs/deploy.md, "Page
 * cache"). The API keeps full precision.
 */
export function displayPrecision<T extends number | null | undefined>(value: T): T {
  return (
    typeof value === "number" && Number.isFinite(value) && !Number.isInteger(value)
      ? Number(value.toPrecision(6))
      : value
  ) as T;
}

/** A flat row with each of its fractional figures cut by `displayPrecision`. */
export function withDisplayPrecision<T extends object>(row: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = displayPrecision(value as number);
  return out as T;
}
