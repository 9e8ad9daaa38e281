/**
 * The admin import route and the verification document, called as Next calls them: a real
 * `tsb run` bundle of the submitted suite decides a suites-only submission's verification.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packFolder } from "@/cli/commands/submit";
import {
  cacheDirOf,
  makeVerifyWorld,
  MIN_TIMEOUT_SEC,
  submitBundle,
  writeSuitesOnlyBundle,
  type VerifyWorld,
} from "@/cli/worker/testing/verify-world";
import { snapshot } from "@/db/testing/temp-db";
import { Progress } from "@/evaluator/runner/progress";
import { runSuites } from "@/evaluator/runner/run-suites";
import { GOOD_SUITE, writeSuite } from "@/evaluator/runner/testing/benchmark";

const ADMIN = "root-token-0123456789ab";
const env = {
  TSB_UPLOAD_TOKENS: "alice:alice-token-0123456789",
  TSB_ADMIN_TOKENS: `root:${ADMIN}`,
};
let world: VerifyWorld;
let submissionId: number;
let bundle: Buffer;
type Handler = (
  request: Request,
  context: { params: Promise<{ id: string }> },
) => Promise<Response>;
let POST: Handler;
let DELETE: Handler;
let GET: Handler;
let EVENTS: Handler;

beforeAll(async () => {
  world = await makeVerifyWorld({ slotBase: 26 });
  Object.assign(process.env, {
    TSB_DB: world.dbFile,
    TSB_BENCHMARKS: world.benchmarksRoot,
    ...env,
  });
  ({ submissionId } = await submitBundle(world, await writeSuitesOnlyBundle(world)));
  const suites = path.join(world.root, "suites");
  await writeSuite(path.join(suites, "adder"), GOOD_SUITE);
  const out = path.join(world.root, "batch-bundle");
  const options = await world.workerOptions();
  await runSuites({
    benchmarkDir: world.benchmarkDir,
    suitesDir: suites,
    outDir: out,
    cacheDir: cacheDirOf(world.cacheRoot, world.benchmark),
    submissionFile: world.submission,
    command: options.command,
    runs: 3,
    jobs: 2,
    minTimeoutSec: MIN_TIMEOUT_SEC,
    sandbox: options.sandbox,
    limits: options.limits,
    logCap: options.logCap,
    progress: (total) => new Progress(total, null, null),
    warn: () => undefined,
  });
  bundle = await packFolder(out);
  ({ POST, GET, DELETE } = await import("@/app/api/submissions/[id]/verification/route"));
  ({ GET: EVENTS } = await import("@/app/api/submissions/[id]/verification/events/route"));
}, 120_000);
afterAll(async () => {
  for (const key of [...Object.keys(env), "TSB_DB", "TSB_BENCHMARKS"]) delete process.env[key];
  await world?.cleanup();
});

const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const post = (id: number, body: Buffer, token: string | null = ADMIN) =>
  POST(
    new Request(`http://site.test/api/submissions/${id}/verification`, {
      method: "POST",
      body: new Uint8Array(body),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }),
    params(id),
  );

describe("the verification API", () => {
  it("shows a queued suites-only submission's progress", async () => {
    const response = await GET(new Request("http://site.test/"), params(submissionId));
    expect(await response.json()).toMatchObject({
      status: "queued",
      kind: "suites-only",
      runsDone: 0,
      runsTotal: 6,
      disagreements: [],
    });
    const events = await EVENTS(new Request("http://site.test/"), params(submissionId));
    const reader = events.body?.getReader();
    const first = new TextDecoder().decode((await reader?.read())?.value);
    await reader?.cancel();
    expect(JSON.parse(first.replace(/^data: /, ""))).toEqual({
      phase: "verify",
      status: "queued",
      done: 0,
      total: 6,
      etaSec: null,
    });
  });

  it("refuses an import without an admin token, changing nothing", async () => {
    const before = snapshot(world.db);
    expect((await post(submissionId, bundle, null)).status).toBe(401);
    expect((await post(submissionId, bundle, "alice-token-0123456789")).status).toBe(403);
    expect((await post(9999, bundle)).status).toBe(404);
    expect(snapshot(world.db)).toEqual(before);
  });

  it("decides the verification from an admin's import of a batch run", async () => {
    const response = await post(submissionId, bundle);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: submissionId, state: "verified" });
    const after = await GET(new Request("http://site.test/"), params(submissionId));
    expect(await after.json()).toMatchObject({ status: "verified", source: "import", runsDone: 6 });
    const again = await post(submissionId, bundle);
    expect(again.status).toBe(409);
  }, 60_000);

  it("lets an admin cancel an open verification, with the reason in the audit log", async () => {
    const other = await submitBundle(
      world,
      await writeSuitesOnlyBundle(world, { "test_a.py": "def test_a():\n    pass\n" }),
    );
    const cancel = (token: string, body: unknown) =>
      DELETE(
        new Request("http://site.test/", {
          method: "DELETE",
          body: JSON.stringify(body),
          headers: { authorization: `Bearer ${token}` },
        }),
        params(other.submissionId),
      );
    expect((await cancel("alice-token-0123456789", { reason: "x" })).status).toBe(403);
    expect((await cancel(ADMIN, {})).status).toBe(400);
    const response = await cancel(ADMIN, { reason: "duplicate of #1" });
    expect(await response.json()).toEqual({ id: other.submissionId, state: "cancelled" });
    expect((await cancel(ADMIN, { reason: "again" })).status).toBe(409);
    const after = await GET(new Request("http://site.test/"), params(other.submissionId));
    expect(await after.json()).toMatchObject({
      status: "cancelled",
      error: "cancelled by root: duplicate of #1",
    });
    const audit = world.db.$client
      .prepare("SELECT action, actor, reason FROM audit_log WHERE submission_id = ?")
      .all(other.submissionId);
    expect(audit).toEqual([
      { action: "cancel-verification", actor: "root", reason: "duplicate of #1" },
    ]);
  });
});
