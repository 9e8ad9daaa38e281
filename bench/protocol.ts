/**
 * `npm run bench:protocol`: the M that suites of tests failing at random reach under the run
 * protocol, for several failure rates, on calc's shape (tsb-mini 1.0: 27 mutants, k = 3).
 *
 * A model of the rules, not a run: each trial draws every test's outcome in every run and
 * applies what the runner plans (evaluator/runner/confirmations.ts: one picked test per mutant
 * with a valid failure; the mutants dealt into groups; every run of a group selects its picks,
 * `confirmations` runs on each of its mutants and runs on reference variants up to GROUP_RUNS)
 * and what the scorer decides (evaluator/score/confirm-kills.ts: a pick must repeat its
 * first-pass outcome in every run of its group). Real runs of such suites, through tsb run and
 * the worker, are cli/worker/cheating.test.ts; this sweeps the rates those cannot afford to run.
 *
 * Four kinds of suite, N = 3,000 tests (BENCH_TESTS):
 * - random: every test fails with rate p in every run (the rule rewards a kill that never repeats);
 * - repeats: as random, but always fails when a run selects tests (it tells a re-run apart);
 * - guess q: as random, but fails with rate q when a run selects tests;
 * - recall: remembers every outcome of its first pass, so it knows how many of a group's runs
 *   each selected test must fail in, and fails it in that many of them, chosen at random: the
 *   best a suite can do that cannot tell the group's runs apart (cheating-suites.ts's `recall`
 *   is one such suite, through the page cache).
 * Before the protocol (one failure of a valid test kills) the same suites are shown for contrast.
 */
import {
  DEFAULT_CONFIRMATIONS,
  DEFAULT_JUDGED_RUNS,
  GROUP_RUNS,
} from "../evaluator/runner/protocol.ts";

const N = Number(process.env.BENCH_TESTS ?? 3000);
const MUTANTS = 27;
const K = 3;
const TRIALS = Number(process.env.BENCH_TRIALS ?? 20);
const C = DEFAULT_CONFIRMATIONS;

/** How a suite's selected tests fail in a confirmation run of `runs` alike runs. */
type Behaviour = { kind: "rate"; rate: number } | { kind: "recall" };
type Suite = { name: string; p: number; behaviour: (p: number) => Behaviour };

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** One trial: M with the protocol and M before it (one failure of a valid test kills). */
function trial(p: number, behaviour: Behaviour): { confirmed: number; unconfirmed: number } {
  const fails = (rate: number) => Math.random() < rate;
  const valid: number[] = [];
  for (let t = 0; t < N; t++) if (!Array.from({ length: K }).some(() => fails(p))) valid.push(t);
  const failedOn = Array.from({ length: MUTANTS }, () => new Set(valid.filter(() => fails(p))));
  const unconfirmed = failedOn.filter((f) => f.size > 0).length / MUTANTS;

  const picks = new Map<number, number>();
  failedOn.forEach((failed, m) => {
    if (failed.size === 0) return;
    const candidates = [...failed];
    picks.set(m, candidates[Math.floor(Math.random() * candidates.length)] as number);
  });
  const mutants = shuffle([...picks.keys()]);
  const groups = Math.max(1, Math.floor((mutants.length * C) / GROUP_RUNS));
  let killed = 0;
  for (let g = 0; g < groups; g++) {
    const group = mutants.slice(
      Math.floor((g * mutants.length) / groups),
      Math.floor(((g + 1) * mutants.length) / groups),
    );
    if (group.length === 0) continue;
    const select = [...new Set(group.map((m) => picks.get(m) as number))];
    // The group's runs: the program each runs (a mutant, or -1 for a reference variant).
    const runs: number[] = group.flatMap((m) => Array<number>(C).fill(m));
    const passes = select.map((t) => C * group.filter((m) => !failedOn[m]?.has(t)).length);
    const referenceRuns = Math.max(GROUP_RUNS - runs.length, C - Math.min(...passes), 0);
    for (let j = 0; j < referenceRuns; j++) runs.push(-1);
    const repeated = new Set<number>();
    for (const t of select) {
      const expected = runs.map((m) => m >= 0 && (failedOn[m]?.has(t) ?? false));
      let outcomes: boolean[];
      if (behaviour.kind === "rate") outcomes = runs.map(() => fails(behaviour.rate));
      else {
        // It knows how many runs to fail in, not which: a random choice of that many.
        const count = expected.filter(Boolean).length;
        const chosen = new Set(shuffle(runs.map((_, i) => i)).slice(0, count));
        outcomes = runs.map((_, i) => chosen.has(i));
      }
      const passed = expected.filter((e) => !e).length;
      if (
        outcomes.every((o, i) => o === expected[i]) &&
        runs.length >= DEFAULT_JUDGED_RUNS &&
        passed >= C
      )
        repeated.add(t);
    }
    for (const m of group) if (repeated.has(picks.get(m) as number)) killed++;
  }
  return { confirmed: killed / MUTANTS, unconfirmed };
}

const rate = (q: number) => (): Behaviour => ({ kind: "rate", rate: q });
const suites: Suite[] = [
  ...[0.005, 0.012, 0.02, 0.05, 0.1, 0.25].map((p) => ({
    name: "random",
    p,
    behaviour: (x: number): Behaviour => ({ kind: "rate", rate: x }),
  })),
  ...[0.012, 0.05].map((p) => ({ name: "repeats", p, behaviour: rate(1) })),
  ...[0.1, 0.2, 0.4].map((q) => ({ name: `guess q=${q}`, p: 0.012, behaviour: rate(q) })),
  ...[0.005, 0.012, 0.05].map((p) => ({
    name: "recall",
    p,
    behaviour: (): Behaviour => ({ kind: "recall" }),
  })),
];

const rows = [
  ["suite", "p", `M before (1 failure kills)`, "M with the protocol (max over trials)"],
];
for (const suite of suites) {
  const results = Array.from({ length: TRIALS }, () => trial(suite.p, suite.behaviour(suite.p)));
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const confirmed = results.map((r) => r.confirmed);
  rows.push([
    suite.name,
    `${(100 * suite.p).toFixed(1)}%`,
    `${(100 * mean(results.map((r) => r.unconfirmed))).toFixed(1)}%`,
    `${(100 * mean(confirmed)).toFixed(1)}% (${(100 * Math.max(...confirmed)).toFixed(1)}%)`,
  ]);
}
const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
process.stdout.write(
  `N = ${N} tests, ${MUTANTS} mutants, k = ${K}; groups of ${GROUP_RUNS} runs, ${C} on each ` +
    `mutant, a pick judged in ${DEFAULT_JUDGED_RUNS}; ${TRIALS} trials each\n`,
);
for (const r of rows)
  process.stdout.write(`${r.map((cell, c) => cell.padEnd(widths[c]!)).join("  ")}\n`);
