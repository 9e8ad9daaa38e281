import Link from "next/link";
import type { CoverageState, TestRoleRow } from "@/db/queries/types";
import type { TestRole } from "@/db/queries/test-roles";
import { instanceHref, type InstanceKey } from "@/lib/benchmark-links";

export const TEST_SORTS = ["role", "killed", "covered", "id"] as const;
export type TestSort = (typeof TEST_SORTS)[number];

const ROLE_TEXT: Record<TestRole, { text: string; meaning: string }> = {
  killing: { text: "killing", meaning: "a valid test that failed on at least one mutant" },
  covering: {
    text: "covering",
    meaning:
      "executed a mutant's changed lines but killed none: it runs the code and asserts too little",
  },
  notCovering: { text: "not covering", meaning: "executed no mutant's changed lines" },
};
const ROLE_ORDER: Record<TestRole, number> = { covering: 0, killing: 1, notCovering: 2 };

function sorted(rows: readonly TestRoleRow[], sort: TestSort): TestRoleRow[] {
  const byId = (a: TestRoleRow, b: TestRoleRow) =>
    a.testId < b.testId ? -1 : a.testId > b.testId ? 1 : 0;
  const compare: Record<TestSort, (a: TestRoleRow, b: TestRoleRow) => number> = {
    // Covering tests first: they run the mutated code and assert too little to notice.
    role: (a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || b.covered - a.covered || byId(a, b),
    killed: (a, b) => b.killed - a.killed || byId(a, b),
    covered: (a, b) => b.covered - a.covered || byId(a, b),
    id: byId,
  };
  return [...rows].sort(compare[sort]);
}

/**
 * The suite view's tests as Stryker's test view shows them: killing, covering (ran a mutant's
 * changed lines, killed none) or not covering, with the mutants each killed and covered.
 * Sorting is a link (`?tests=`), so a view can be shared. Without per-test coverage, says why.
 */
export function TestRoles({
  rows,
  coverage,
  sort,
  instance,
  params,
}: {
  rows: TestRoleRow[] | null;
  coverage: CoverageState;
  sort: TestSort;
  instance: InstanceKey;
  params: Record<string, string | number | null>;
}) {
  if (!rows) {
    return (
      <p className="mt-2 text-xs" data-testid="test-roles-unavailable">
        Tests as killing / covering / not covering: not available.{" "}
        {coverage.kind === "measured"
          ? "The coverage is suite-wide, so it cannot say which test ran which code."
          : coverage.reason}
      </p>
    );
  }
  const counts = { killing: 0, covering: 0, notCovering: 0 };
  for (const r of rows) counts[r.role]++;
  const header = (key: TestSort, label: string, title: string) => (
    <th scope="col" title={title} aria-sort={sort === key ? "descending" : undefined}>
      <Link href={instanceHref(instance, { ...params, tests: key === "role" ? null : key })}>
        {label}
        {sort === key ? " ↓" : ""}
      </Link>
    </th>
  );
  return (
    <details className="mt-2" data-testid="test-roles">
      <summary className="cursor-pointer text-sm">
        Its {rows.length} tests: {counts.killing} killing, {counts.covering} covering (ran a
        mutant&apos;s changed lines and killed none), {counts.notCovering} not covering
      </summary>
      <div className="mt-1 max-h-96 overflow-auto rounded border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950">
        <table className="data-table" data-testid="test-roles-table">
          <thead>
            <tr>
              {header("id", "Test", "Sort by test id")}
              <th scope="col">Verdict</th>
              {header(
                "role",
                "State",
                "Covering first: tests that run mutated code and assert too little",
              )}
              {header("killed", "Killed", "Mutants this test killed")}
              {header(
                "covered",
                "Covered",
                "Mutants whose changed lines this test executed, as coverage measured them (a mutant it killed without executing them is not counted)",
              )}
            </tr>
          </thead>
          <tbody>
            {sorted(rows, sort).map((r) => (
              <tr key={r.testId} data-test-role={r.role}>
                <td className="font-mono text-xs break-all">{r.testId}</td>
                <td className="text-xs">{r.verdict}</td>
                <td className="text-xs" title={ROLE_TEXT[r.role].meaning}>
                  {ROLE_TEXT[r.role].text}
                </td>
                <td
                  className="text-xs"
                  title={
                    r.killedUnreached
                      ? `${r.killedUnreached} of these mutants it killed without executing their changed lines on the reference (the change alters what it checks by another path); they are not in Covered`
                      : undefined
                  }
                >
                  {r.killed}
                  {r.killedUnreached ? ` (${r.killedUnreached} not run)` : ""}
                </td>
                <td className="text-xs">{r.covered}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.some((r) => r.killedUnreached > 0) ? (
        <p className="mt-1 text-xs" data-testid="killed-unreached">
          “not run”: mutants a test killed without executing their changed lines on the reference
          (coverage is measured there; the change reaches what the test checks another way). Covered
          counts only what coverage measured, as the API&apos;s covering tests and the Stryker
          export&apos;s coveredBy do.
        </p>
      ) : null}
    </details>
  );
}
