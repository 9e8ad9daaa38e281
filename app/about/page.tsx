import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "How scoring works" };

const PAPER = "https://arxiv.org/abs/2610.13065";

function Term({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-semibold">{name}</dt>
      <dd className="mt-1 text-zinc-700 dark:text-zinc-300">{children}</dd>
    </div>
  );
}

export default function AboutPage() {
  return (
    <article className="max-w-3xl space-y-6 leading-relaxed">
      <h1 className="text-2xl font-semibold">How scoring works</h1>
      <p>
        TestSuiteBench asks a coding agent to write a complete test suite for an application from
        its natural-language specification alone. The suite is then run against the reference
        executable and against every <em>mutant</em> of it: a copy that breaks exactly one
        requirement of the spec. A strong suite passes on the reference and fails on the mutants.
        The benchmark and its metrics come from the paper{" "}
        <a href={PAPER} className="underline">
          <em>Coding Agents Struggle to Generate Strong Test Suites from Specifications</em> (arXiv
          2610.13065)
        </a>
        ; this site scores result bundles the same way.
      </p>

      <h2 className="text-xl font-semibold">Verdicts on tests</h2>
      <p>
        The suite runs three times on the reference executable. A test is identified by its JUnit
        id, which is stable across runs; duplicates within one run count as their worst outcome.
      </p>
      <dl className="space-y-3">
        <Term name="Valid">Passed in every reference run.</Term>
        <Term name="Skipped">
          Skipped in every reference run. It never ran, so it proves nothing and kills nothing: it
          is not valid, but it stays in the count of tests, so it lowers V (otherwise a suite could
          raise V with skips).
        </Term>
        <Term name="Invalid">
          Failed in every reference run: the test asserts something the reference does not do.
        </Term>
        <Term name="Flaky">
          Anything else — its outcome changed between reference runs. Flaky tests are set aside like
          invalid ones, so a test that fails at random cannot kill mutants.
        </Term>
      </dl>

      <h2 className="text-xl font-semibold">Metrics</h2>
      <dl className="space-y-3">
        <Term name="M, mutation score">
          Per instance, (killed + timeout) / mutants in the benchmark. A mutant is{" "}
          <strong>killed</strong> when at least one valid test fails on it. Only valid tests count,
          because a test that fails everywhere would “kill” every mutant. The headline M is the mean
          over all instances of the benchmark; an instance the bundle left out scores 0, and a
          mutant whose result the bundle left out is not killed.
        </Term>
        <Term name="Timeouts and strict M">
          A mutant whose run timed out with no valid test failing counts as detected, as Stryker and
          PIT count it: the suite noticed something was wrong. The <strong>strict</strong> M counts
          killed mutants only; hover over M on the leaderboard to see it. A mutant with no usable
          result and no timeout is
          <strong> no-result</strong> and counts as not detected.
        </Term>
        <Term name="Pooled">
          The headline figures are macro averages (every instance weighs the same). Pooled (micro)
          figures divide totals over all instances instead — all detected mutants over all mutants
          for M, all valid tests over all tests for V — so large instances weigh more. Both are
          shown.
        </Term>
        <Term name="V, validity rate">
          Valid tests / all tests the suite produced, per instance, averaged over the instances the
          bundle submitted.
        </Term>
        <Term name="R, reference pass rate">
          How well the same agent <em>implements</em> the spec: the share of the reference tests
          that pass on the agent&apos;s own implementation. Shown only when the bundle carries that
          run; the paper reports it for its main models (Table 2).
        </Term>
        <Term name="Cost and time">
          Mean dollars and minutes per instance to generate the suite, over the instances that
          reported them. The charts put them against M on a log axis with the Pareto frontier: no
          other row is both cheaper (or faster) and stronger than a row on the frontier.
        </Term>
        <Term name="Near misses">
          For a surviving mutant, the tests that did fail on it but were invalid or flaky, with a
          failure message on the mutant that no reference run showed: the suite had the idea, but
          the test was wrong.
        </Term>
      </dl>

      <h2 className="text-xl font-semibold">Scored and reported rows</h2>
      <p>
        A <strong>scored</strong> row was computed by this site&apos;s evaluator from a result
        bundle: the JUnit XML of the suite on the reference and on each mutant. Its scored document
        can be downloaded from its page, and every figure can be traced to the mutants and tests
        behind it.
      </p>
      <p>
        A <strong>reported in the paper</strong> row copies the figures the paper printed, with the
        table or section it cites (Table 2, Table 4, Table 5, the reasoning-effort ablation of
        Section 3.1). These rows sit on the <code>testsuitebench</code> catalog of the paper&apos;s
        165 instances. They were not re-run or re-scored here, and they have no per-instance detail;
        where the paper gives no figure (cost for some ablations, for example), the cell is empty.
      </p>

      <h2 className="text-xl font-semibold">Intervals, rank ranges and revisions</h2>
      <p>
        A mean over a few hundred programs, whose per-program scores run from 0 to 100%, is
        uncertain. Every scored row carries a 95% percentile bootstrap interval (Efron and
        Tibshirani, 1993) of M, strict M and V over the benchmark&apos;s instances: 10,000 resamples
        with a fixed seed, computed when the bundle is stored. The leaderboard draws M&apos;s
        interval as a bar under M, and the charts as error bars.
      </p>
      <p>
        Two rows are told apart when the paired bootstrap interval of their difference in M excludes
        0. A rank such as <strong>2–4</strong> is the range of places a row could take among the
        rows it cannot be told apart from. Rows measured on another set of instances (the
        paper&apos;s Table 5 used 30) are ranked only among themselves. Reported rows have no
        per-instance scores, so no interval; their rank (marked †) is by point estimate, untested.
        The interval treats the instances as independent draws of programs, which they are not
        quite: it covers the choice of instances, not a second run of the agent.
      </p>
      <p>
        A benchmark&apos;s maintainers may retire a broken mutant (one no test can kill) or a flaky
        reference test. The list makes a revision (&ldquo;tsb-mini@1.0 rev 2&rdquo;); stored
        submissions are rescored from their stored kill matrices, nothing is re-run, and each
        submission&apos;s page keeps its scores under every revision.
      </p>
      <p>
        <Link href="/" className="underline">
          Back to the leaderboard
        </Link>
      </p>
    </article>
  );
}
