/**
 * M with its 95% interval as a whisker on a 0–100% scale: a line from the interval's low to
 * high end, with ticks at both ends and a dot at M. Nothing is drawn without an interval.
 */
export function Whisker({
  value,
  interval,
  width = 64,
}: {
  value: number;
  interval: readonly [number, number] | null;
  width?: number;
}) {
  if (!interval) return null;
  const x = (f: number) => 1 + Math.min(1, Math.max(0, f)) * (width - 2);
  const [lo, hi] = interval;
  return (
    <svg
      width={width}
      height={8}
      viewBox={`0 0 ${width} 8`}
      aria-hidden="true"
      className="block text-sky-700 dark:text-sky-400"
      data-whisker={`${lo}:${hi}`}
    >
      <line x1={1} x2={width - 1} y1={4} y2={4} stroke="currentColor" strokeOpacity={0.15} />
      <line x1={x(lo)} x2={x(hi)} y1={4} y2={4} stroke="currentColor" strokeWidth={1.5} />
      <line x1={x(lo)} x2={x(lo)} y1={1} y2={7} stroke="currentColor" />
      <line x1={x(hi)} x2={x(hi)} y1={1} y2={7} stroke="currentColor" />
      <circle cx={x(value)} cy={4} r={2} fill="currentColor" />
    </svg>
  );
}
