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
import { randomBytes } from "node:crypto";
import { confirmationPlan, type ConfirmTask } from "../evaluator/runner/confirmations.ts";
import {
  DEFAULT_CONFIRMATIONS,
  DEFAULT_JUDGED_RUNS,
  GROUP_RUNS,
  parseConfirmKey,
  PROTOCOL_VERSION,
} from "../evaluator/runner/protocol.ts";
import { judgeConfirmations } from "../evaluator/score/confirm-kills.ts";

const N = Number(process.env.BENCH_TESTS ?? 3000);
const MUTANTS = 27;
const K = 3;
const TRIALS = Number(process.env.BENCH_TRIALS ?? 20);
const C = DEFAULT_CONFIRMATIONS;
const randomSeed = () => randomBytes(16).toString("hex");

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

  // The runner's own plan, on test ids t<n> and mutant ids m<i>: its groups are the runs that
  // select alike.
  const failures = new Map(failedOn.map((f, m) => [`m${m}`, new Set([...f].map((t) => `t${t}`))]));
  const plan = confirmationPlan(
    { seed: randomSeed(), confirmations: C },
    "calc",
    failures,
    () => true,
  );
  const groups = new Map<string, ConfirmTask[]>();
  for (const task of plan) {
    const key = [...task.select].sort().join(" ");
    groups.set(key, [...(groups.get(key) ?? []), task]);
  }
  // Each selected test's outcome in each run, then the scorer's own rule on them.
  const outcomes = new Map<string, Map<string, string>>();
  for (const runs of groups.values()) {
    // The program each run runs: a mutant's id, or null for a reference variant.
    const programs = runs.map((t) => {
      const parsed = parseConfirmKey(t.run);
      return parsed?.side === "mutant" ? parsed.mutant : null;
    });
    for (const t of runs[0]?.select ?? []) {
      let failed: boolean[];
      if (behaviour.kind === "rate") failed = programs.map(() => fails(behaviour.rate));
      else {
        // It knows how many runs to fail in, not which: a random choice of that many.
        const count = programs.filter((m) => m !== null && failures.get(m)?.has(t)).length;
        const chosen = new Set(shuffle(programs.map((_, i) => i)).slice(0, count));
        failed = programs.map((_, i) => chosen.has(i));
      }
      runs.forEach((task, i) => {
        const run = outcomes.get(task.run) ?? new Map<string, string>();
        outcomes.set(task.run, run);
        run.set(t, failed[i] ? "failed" : "passed");
      });
    }
  }
  const { confirmed } = judgeConfirmations(
    { version: PROTOCOL_VERSION, confirmations: C, judgedRuns: DEFAULT_JUDGED_RUNS },
    plan.map((task) => ({
      key: task.run,
      selected: task.select,
      outcome: (test: string) => outcomes.get(task.run)?.get(test) ?? "missing",
      timedOut: false,
    })),
    (mutant, test) => failures.get(mutant)?.has(test) ?? false,
    () => true,
  );
  return { confirmed: confirmed.size / MUTANTS, unconfirmed };
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
