/** Display formatting shared by tables, charts and exports. `null` renders as an en dash. */

const DASH = "–";

/** A 0..1 fraction as a percentage with one decimal, as the paper prints it ("55.5"). */
export function pct(value: number | null | undefined, digits = 1): string {
  return value == null || !Number.isFinite(value) ? DASH : (value * 100).toFixed(digits);
}

/** Dollars per instance: two decimals, or three significant digits below one cent. */
export function usd(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return DASH;
  if (value !== 0 && Math.abs(value) < 0.01) return `$${value.toPrecision(2)}`;
  return `$${value.toFixed(2)}`;
}

/** Seconds as minutes with one decimal ("37.0"). */
export function minutes(seconds: number | null | undefined): string {
  return seconds == null || !Number.isFinite(seconds) ? DASH : (seconds / 60).toFixed(1);
}

/** A count or mean count, with at most one decimal. */
export function count(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return DASH;
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** A 0..1 interval as percentages, "38.1–52.3"; an en dash when there is none. */
export function pctInterval(interval: readonly [number, number] | null | undefined): string {
  return interval ? `${pct(interval[0])}–${pct(interval[1])}` : DASH;
}
