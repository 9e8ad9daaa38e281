/**
 * `tsb submissions`, spawned as a user runs it: each stored submission with its verification,
 * and for a job still open how many of its runs are done, as a maintainer watching a long
 * verification (`tsb worker` on a bundle of hundreds of mutants) wants to see it.
 */
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  fixtureBenchmark,
  fixtureBundle,
  scratchDir,
} from "../../evaluator/score/testing/fixtures.ts";
import { tsbOk } from "./testing/tsb-cli.ts";

const scratch = scratchDir();
afterAll(() => scratch.remove());

describe("tsb submissions", () => {
  it("lists a stored bundle with its verification queued and its runs done of total", () => {
    const db = path.join(scratch.dir, "tsb.sqlite");
    tsbOk(["ingest", fixtureBundle, "--benchmark", fixtureBenchmark, "--db", db, "--workers", "0"]);
    const [row] = JSON.parse(tsbOk(["submissions", "--db", db, "--json"])) as Array<{
      id: number;
      verification: string;
      verificationRuns: { done: number; total: number };
    }>;
    expect(row?.verification).toBe("queued");
    expect(row?.verificationRuns.done).toBe(0);
    // Three reference runs and one run per mutant of each instance with a suite.
    expect(row?.verificationRuns.total).toBeGreaterThan(3);
    const [header, line] = tsbOk(["submissions", "--db", db]).split("\n");
    expect(header).toMatch(/\bverification\b/);
    expect(line).toContain(`queued 0/${row?.verificationRuns.total}`);
  });
});
