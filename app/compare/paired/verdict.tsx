import type { MutantTest } from "@/evaluator/stats/mcnemar";
import { pct } from "@/lib/format";
import type { ClassCounts, PairedComparison } from "@/lib/paired/paired-comparison";

/** A difference of fractions in signed points ("+4.3"). */
export function points(delta: number): string {
  return `${delta > 0 ? "+" : delta < 0 ? "−" : "±"}${pct(Math.abs(delta))}`;
}

/** A p-value as a reader expects it: three significant digits, or a bound below 0.001. */
export function pValue(test: MutantTest): string {
  if (test.pValueIsBound) return `< ${test.pValue.toExponential(0)}`;
  if (test.pValue < 0.001) return "< 0.001";
  return test.pValue.toPrecision(3);
}

/**
 * The answer the page exists for: is ΔM real (the paired bootstrap over instances, which
 * accounts for mutants clustering in instances and, with trials, for the variation between
 * them), and the mutant-level exact test beside it.
 */
export function Verdict({ c, names }: { c: PairedComparison; names: [string, string] }) {
  const [a, b] = names;
  const trials = c.sides.some((s) => s.trials.length > 1);
  const higher = c.delta > 0 ? a : b;
  return (
    <section
      aria-labelledby="verdict"
      className="space-y-2 rounded border border-zinc-200 p-4 dark:border-zinc-800"
      data-testid="paired-verdict"
      data-distinct={c.distinct ? "yes" : "no"}
    >
      <h2 id="verdict" className="text-lg font-semibold">
        {c.distinct
          ? `${higher}'s M is higher, beyond chance`
          : "The difference in M is within chance"}
      </h2>
      <p className="text-sm">
        ΔM = M(A) − M(B) = <strong className="num">{points(c.delta)} points</strong>
        {c.interval ? (
          <>
            {" "}
            (95% paired bootstrap interval{" "}
            <span className="num" data-testid="delta-interval">
              {points(c.interval[0])} to {points(c.interval[1])}
            </span>{" "}
            over {c.instances} instance{c.instances === 1 ? "" : "s"}
            {trials ? ", each the mean of its trials" : ""}):{" "}
            {c.distinct
              ? "the interval excludes 0, so the two are told apart, as the leaderboard's rank ranges count them."
              : "the interval includes 0, so the two cannot be told apart on these instances."}
          </>
        ) : (
          " (no shared instance to resample)."
        )}
      </p>
      <p className="text-sm" data-testid="mutant-test">
        {c.test.method === "mcnemar-exact" ? (
          <>
            Exact McNemar test over the {c.test.informative} mutants only one suite kills (A alone{" "}
            {c.counts.onlyA}, B alone {c.counts.onlyB}):{" "}
          </>
        ) : (
          <>
            Exact test over the {c.test.informative} mutants the {c.sides[0].trials.length} +{" "}
            {c.sides[1].trials.length} trials disagree on (McNemar&apos;s test stratified by mutant:
            A&apos;s kills {c.test.observed}, {c.test.expected.toFixed(1)} expected if both were one
            agent):{" "}
          </>
        )}
        <strong className="num">
          p {c.test.pValueIsBound || c.test.pValue < 0.001 ? "" : "= "}
          {pValue(c.test)}
        </strong>
        .
      </p>
      <p className="text-xs text-zinc-500">
        The exact test treats mutants as independent; they are not (one test kills related mutants,
        and mutants cluster in instances), so its p-value is optimistic. The verdict above rests on
        the bootstrap over instances.
        {trials
          ? " With trials, each entry's M per instance is the mean of its trials and the exact test conditions on how many trials killed each mutant, so both account for the variation between trials."
          : ""}
      </p>
    </section>
  );
}

const CELLS: { key: keyof ClassCounts; a: boolean; b: boolean }[] = [
  { key: "both", a: true, b: true },
  { key: "onlyA", a: true, b: false },
  { key: "onlyB", a: false, b: true },
  { key: "neither", a: false, b: false },
];

/** The 2×2 table of mutants by who kills them, each cell a link to its mutants. */
export function KillTable({
  c,
  names,
  hrefFor,
}: {
  c: PairedComparison;
  names: [string, string];
  hrefFor: (list: keyof ClassCounts) => string;
}) {
  const trials = c.sides.some((s) => s.trials.length > 1);
  const cell = (a: boolean, b: boolean) => {
    const { key } = CELLS.find((x) => x.a === a && x.b === b)!;
    return (
      <td className="border border-zinc-200 p-2 text-center dark:border-zinc-800">
        <a href={hrefFor(key)} data-cell={key} className="num text-lg font-semibold">
          {c.counts[key]}
        </a>
        <div className="text-xs text-zinc-500">
          {c.mutants ? `${pct(c.counts[key] / c.mutants, 0)}%` : "–"}
          {trials ? ` · ${c.perPairing[key].toFixed(1)} per trial pairing` : ""}
        </div>
      </td>
    );
  };
  return (
    <section aria-labelledby="kills" className="space-y-2">
      <h2 id="kills" className="text-lg font-semibold">
        Mutants by who kills them
      </h2>
      <table className="text-sm" data-testid="paired-table">
        <thead>
          <tr>
            <th />
            <th className="p-2 font-medium">B ({names[1]}) kills</th>
            <th className="p-2 font-medium">B misses</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th className="p-2 text-left font-medium">A ({names[0]}) kills</th>
            {cell(true, true)}
            {cell(true, false)}
          </tr>
          <tr>
            <th className="p-2 text-left font-medium">A misses</th>
            {cell(false, true)}
            {cell(false, false)}
          </tr>
        </tbody>
      </table>
      <p className="text-xs text-zinc-500">
        Killed means killed or timed out, as M counts it
        {trials
          ? "; with trials, a side kills a mutant when at least one of its trials does, and “per trial pairing” averages the table over every pairing of one trial of A with one of B"
          : ""}
        . Click a count to list its mutants.
      </p>
    </section>
  );
}
