import { styleOf } from "./step-style";

const BUCKETS = 120;

/**
 * The whole trajectory at a glance: up to 120 cells, each a run of steps coloured by the class
 * most of its counted steps have (messages and results only when it has none), each a link to
 * the page that holds its first step. Drawn from the step kinds alone, so a 10,000-step
 * session costs 120 links, not 10,000.
 */
export function OverviewStrip({
  kinds,
  hrefOf,
}: {
  kinds: string;
  hrefOf: (step: number) => string;
}) {
  if (kinds.length === 0) return null;
  const size = Math.ceil(kinds.length / BUCKETS);
  const cells: { first: number; last: number; letter: string }[] = [];
  for (let first = 0; first < kinds.length; first += size) {
    const slice = kinds.slice(first, first + size);
    const counts = new Map<string, number>();
    for (const c of slice) if ("rswxo".includes(c)) counts.set(c, (counts.get(c) ?? 0) + 1);
    const letter = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? slice[0]!;
    cells.push({ first, last: first + slice.length - 1, letter });
  }
  return (
    <nav
      aria-label="Trajectory overview"
      className="flex h-5 w-full overflow-hidden rounded"
      data-testid="overview"
    >
      {cells.map((c) => (
        <a
          key={c.first}
          href={hrefOf(c.first)}
          title={`steps ${c.first}–${c.last}: mostly ${styleOf(c.letter).label}`}
          aria-label={`steps ${c.first} to ${c.last}, mostly ${styleOf(c.letter).label}`}
          className="min-w-px flex-1"
          style={{ background: styleOf(c.letter).fill }}
        />
      ))}
    </nav>
  );
}
