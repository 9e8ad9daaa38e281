/**
 * A cluster run's progress through the admin route, called as Next calls it: the shards done of
 * total that `tsb verify progress --url` reports reach the verification document.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBenchmark } from "@/evaluator/benchmark/load-benchmark";
import { openBundle } from "@/evaluator/bundle/open-bundle";
import { scoreSubmittedBundle } from "@/evaluator/score/score-submitted";
import { verificationPlan } from "@/evaluator/verify/job-plan";
import { readBenchmarkRecord } from "@/evaluator/benchmark/benchmark-record";
import { storeScoredBundle } from "@/ingest/store-scored";
import { snapshot, tempDb } from "@/db/testing/temp-db";
import { recordClusterExport } from "@/db/verification/cluster";
import { getVerification } from "@/db/queries";

const ADMIN = "root-token-0123456789ab";
const FIXTURES = path.resolve("evaluator/score/fixtures");
let t: ReturnType<typeof tempDb>;
let id: number;
let PUT: (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;

beforeAll(async () => {
  t = tempDb();
  Object.assign(process.env, { TSB_DB: t.file, TSB_ADMIN_TOKENS: `root:${ADMIN}` });
  const benchmark = await loadBenchmark(path.join(FIXTURES, "benchmark"));
  const bundle = await openBundle(path.join(FIXTURES, "bundles/basic"));
  const { scored } = await scoreSubmittedBundle(bundle, { benchmark });
  const plan = (await verificationPlan(bundle, benchmark, scored))!;
  await bundle.close();
  ({ id } = storeScoredBundle(t.db, scored, {
    benchmark: await readBenchmarkRecord(benchmark),
    verification: { plan: { ...plan, owner: "alice" } },
  }));
  ({ PUT } = await import("./route"));
});
afterAll(() => t.cleanup());

const put = (body: unknown, token = ADMIN, submission = id) =>
  PUT(
    new Request(`http://site.test/api/submissions/${submission}/verification/shards`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ id: String(submission) }) },
  );
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

describe("PUT /api/submissions/<id>/verification/shards", () => {
  it("refuses a job that was never exported, and anyone without an admin token", async () => {
    const before = snapshot(t.db);
    const response = await put({ shards: 4, done: [1] });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toBe(
      `submission #${id}'s verification was not exported to a cluster (tsb verify export)`,
    );
    expect((await put({ shards: 4, done: [1] }, "alice-token-0123456789")).status).toBe(403);
    expect((await put({ shards: 4, done: [] }, ADMIN, 999)).status).toBe(404);
    expect(snapshot(t.db)).toEqual(before);
  });

  it("records the shards done of an export, shown in the verification document", async () => {
    recordClusterExport(t.db, jobId(), 4, Date.parse("2026-12-01T15:00:00Z"));
    expect(getVerification(id, {}, t.db)!.cluster).toEqual({
      shards: 4,
      shardsDone: [],
      exportedAt: "2026-12-01T15:00:00.000Z",
      updatedAt: null,
    });
    expect((await put({ shards: 16, done: [1] })).status).toBe(409);
    expect(await errorOf(await put({ shards: 4, done: [5] }))).toBe("shard 5 is not one of 1..4");
    expect((await put({ shards: 4, done: "all" })).status).toBe(400);
    const response = await put({ shards: 4, done: [3, 1, 3] });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ shards: 4, shardsDone: [1, 3] });
    expect(getVerification(id, {}, t.db)!.cluster).toMatchObject({ shards: 4, shardsDone: [1, 3] });
  });
});

function jobId(): number {
  return (
    t.db.$client.prepare("SELECT id FROM verification_jobs WHERE submission_id = ?").get(id) as {
      id: number;
    }
  ).id;
}
