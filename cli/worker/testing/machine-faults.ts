import { cp, mkdtemp, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "vitest";
import { getScoreReport } from "../../../db/queries.ts";
import { getVerification } from "../../../db/queries/verification.ts";
import { submitBundle, type VerifyWorld } from "./verify-world.ts";

/** Helpers of machine-faults.test.ts and machine-faults.slow.test.ts. */

/** Two copies of the bundle (a submission is stored once per bundle hash), submitted. */
export async function submitTwo(world: VerifyWorld, bundleDir: string): Promise<number[]> {
  const ids: number[] = [];
  for (const cost of [0.25, 0.5]) {
    const copy = await mkdtemp(path.join(world.root, "bundle-"));
    await cp(bundleDir, copy, { recursive: true });
    await writeFile(path.join(copy, "instances/adder/run.json"), JSON.stringify({ costUsd: cost }));
    ids.push((await submitBundle(world, copy)).submissionId);
  }
  return ids;
}

/** Each submission still queued, no run done, showing its claimed M. */
export async function expectUnjudged(world: VerifyWorld, ids: number[], claimedM: number) {
  for (const id of ids) {
    const verification = getVerification(id, {}, world.db);
    expect(verification?.status).toMatch(/^(queued|running)$/);
    expect(verification?.runsDone).toBe(0);
    expect((await getScoreReport(id, world.db))?.summary.mutationScore).toBe(claimedM);
  }
}
