/**
 * M with its 95% interval as a whisker on a 0–100% scale: a line from the interval's low to
 * high end, with ticks at both ends and a dot at M. Nothing is drawn without an interval.
 * Coordinates are cut to a tenth of a pixel and the strokes drawn as paths: the leaderboard draws
 * one per row into its cached HTML, so each byte here is paid per row and per request.
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
  const x = (f: number) => Math.round((1 + Math.min(1, Math.max(0, f)) * (width - 2)) * 10) / 10;
  const [lo, hi] = interval;
  return (
    <svg
      width={width}
      height={8}
      viewBox={`0 0 ${width} 8`}
      aria-hidden="true"
      className="block text-sky-700 dark:text-sky-400"
      data-whisker={`${lo}:${hi}`}
      stroke="currentColor"
    >
      <path d={`M1 4H${width - 1}`} strokeOpacity={0.15} />
      <path d={`M${x(lo)} 4H${x(hi)}`} strokeWidth={1.5} />
      <path d={`M${x(lo)} 1V7M${x(hi)} 1V7`} />
      <circle cx={x(value)} cy={4} r={2} fill="currentColor" stroke="none" />
    </svg>
  );
}
