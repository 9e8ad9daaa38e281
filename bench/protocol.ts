/**
 * `npm run bench:protocol`: the M that suites of tests failing at random reach under the run
 * protocol, for several failure rates, on calc's shape (tsb-mini 1.0: 27 mutants, k = 3).
 *
 * A model of the rules, not a run: each trial draws every test's outcome in every run and
 * applies what the runner plans (evaluator/runner/confirmations.ts: one test per mutant with a
 * valid failure, re-run `confirmations` times on the mutant with decoys, and every picked test
 * `referenceConfirmations` times on reference variants in batches) and what the scorer decides
 * (evaluator/score/confirm-kills.ts). Real runs of such suites, through tsb run and the worker,
 * are cli/worker/cheating.test.ts; this sweeps the rates those cannot afford to run.
 *
 * Three kinds of suite, N = 3,000 tests (BENCH_TESTS):
 * - random: every test fails with rate p in every run (the rule rewards a kill that never repeats);
 * - repeats: as random, but always fails when a run selects tests (it tells a re-run apart);
 * - guess q: as random, but fails with rate q when a run selects tests.
 * Before the protocol (one failure of a valid test kills) the same suites are shown for contrast.
 */
import {
  CONFIRM_BATCH,
  DEFAULT_CONFIRMATIONS,
  DEFAULT_REFERENCE_CONFIRMATIONS,
} from "../evaluator/runner/protocol.ts";

const N = Number(process.env.BENCH_TESTS ?? 3000);
const MUTANTS = 27;
const K = 3;
const TRIALS = Number(process.env.BENCH_TRIALS ?? 20);

type Suite = { name: string; p: number; confirmRate: (p: number) => number };

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** One trial: M with the protocol and M before it (one failure of a valid test kills). */
function trial(p: number, confirmRate: number): { confirmed: number; unconfirmed: number } {
  const fails = (rate: number) => Math.random() < rate;
  const valid: number[] = [];
  for (let t = 0; t < N; t++) if (![0, 1, 2].slice(0, K).some(() => fails(p))) valid.push(t);
  const failedOn = Array.from({ length: MUTANTS }, () => new Set(valid.filter(() => fails(p))));
  const unconfirmed = failedOn.filter((f) => f.size > 0).length / MUTANTS;

  const size = Math.min(CONFIRM_BATCH, valid.length);
  const flaky = new Set<number>();
  const picked = new Map<number, number>();
  const failedAgain = new Map<number, number>();
  failedOn.forEach((failed, m) => {
    if (failed.size === 0) return;
    const candidates = [...failed];
    const test = candidates[Math.floor(Math.random() * candidates.length)] as number;
    picked.set(m, test);
    for (let r = 0; r < DEFAULT_CONFIRMATIONS; r++) {
      if (fails(confirmRate)) failedAgain.set(m, (failedAgain.get(m) ?? 0) + 1);
      else flaky.add(test);
      const decoys = shuffle(valid.filter((t) => !failed.has(t))).slice(0, size - 1);
      for (const d of decoys) if (fails(confirmRate)) flaky.add(d);
    }
  });
  const passes = new Map<number, number>();
  const tests = [...new Set(picked.values())];
  for (let j = 0; j < DEFAULT_REFERENCE_CONFIRMATIONS; j++)
    for (const t of shuffle([...tests])) {
      if (fails(confirmRate)) flaky.add(t);
      else passes.set(t, (passes.get(t) ?? 0) + 1);
    }
  let killed = 0;
  for (const [m, t] of picked)
    if (
      !flaky.has(t) &&
      (failedAgain.get(m) ?? 0) >= DEFAULT_CONFIRMATIONS &&
      (passes.get(t) ?? 0) >= DEFAULT_REFERENCE_CONFIRMATIONS
    )
      killed++;
  return { confirmed: killed / MUTANTS, unconfirmed };
}

const suites: Suite[] = [
  ...[0.005, 0.012, 0.02, 0.05, 0.1, 0.25].map((p) => ({
    name: "random",
    p,
    confirmRate: (x: number) => x,
  })),
  ...[0.012, 0.05].map((p) => ({ name: "repeats", p, confirmRate: () => 1 })),
  ...[0.2, 0.4, 0.6].map((q) => ({ name: `guess q=${q}`, p: 0.012, confirmRate: () => q })),
];

const rows = [
  ["suite", "p", `M before (1 failure kills)`, "M with the protocol (max over trials)"],
];
for (const suite of suites) {
  const results = Array.from({ length: TRIALS }, () => trial(suite.p, suite.confirmRate(suite.p)));
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
  `N = ${N} tests, ${MUTANTS} mutants, k = ${K}, ${DEFAULT_CONFIRMATIONS} re-runs on the mutant, ` +
    `${DEFAULT_REFERENCE_CONFIRMATIONS} on reference variants, batches of ${CONFIRM_BATCH}; ${TRIALS} trials each\n`,
);
for (const r of rows)
  process.stdout.write(`${r.map((cell, c) => cell.padEnd(widths[c]!)).join("  ")}\n`);
