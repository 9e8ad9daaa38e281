/**
 * Both forms of bundle through `POST /api/submissions`: a result bundle carrying its suites and a
 * suites-only bundle are queued for verification; a suites-only bundle that cannot be run is
 * refused with the file named; a token with too many jobs waiting gets 429. Nothing is stored
 * for a refused upload.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snapshot, tempDb } from "@/db/testing/temp-db";
import { tarBuffer, type ArchiveEntry } from "@/evaluator/bundle/testing/archives";
import { demoSubmission, demoTarGz } from "./testing/bundles";
import { resetRateLimits } from "./rate-limit";

const TOKEN = "carol-token-0123456789";
const env = {
  TSB_UPLOAD_TOKENS: `carol:${TOKEN}`,
  TSB_UPLOAD_BURST: "1000",
  TSB_QUEUE_LIMIT: "3",
};
let db: ReturnType<typeof tempDb>;
let POST: (request: Request) => Promise<Response>;

const upload = (body: Buffer) =>
  POST(
    new Request("http://site.test/api/submissions", {
      method: "POST",
      body: new Uint8Array(body),
      headers: { authorization: `Bearer ${TOKEN}` },
    }),
  );

const TALLY_TESTS = path.resolve("data/benchmarks/tsb-mini/instances/tally/tests");

/** A suites-only bundle: submission.json and tsb-mini's own tally suite (plus `extra` files). */
function suitesOnly(
  model: string,
  extra: ArchiveEntry[] = [],
  instance = "tally",
): Promise<Buffer> {
  const entries: ArchiveEntry[] = [{ name: "submission.json", data: demoSubmission({ model }) }];
  for (const name of fs.readdirSync(TALLY_TESTS).filter((n) => n.endsWith(".py")))
    entries.push({
      name: `instances/${instance}/suite/${name}`,
      data: fs.readFileSync(path.join(TALLY_TESTS, name)),
    });
  return tarBuffer([...entries, ...extra]);
}

const job = (id: number) =>
  db.db.$client
    .prepare(
      "SELECT kind, state, runs_total AS runsTotal FROM verification_jobs WHERE submission_id = ?",
    )
    .get(id);

beforeAll(async () => {
  db = tempDb();
  Object.assign(process.env, { TSB_DB: db.file, ...env });
  resetRateLimits();
  ({ POST } = await import("@/app/api/submissions/route"));
});
afterAll(() => {
  for (const key of [...Object.keys(env), "TSB_DB"]) delete process.env[key];
  db.cleanup();
});

describe("uploading for verification", () => {
  it("queues a suites-only bundle: k reference runs and one per mutant of its instance", async () => {
    const response = await upload(await suitesOnly("suites-only-model"));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(job(id)).toEqual({ kind: "suites-only", state: "queued", runsTotal: 3 + 26 });
  });

  it("queues a result bundle that carries every submitted instance's suite", async () => {
    const response = await upload(await demoTarGz("result-with-suites"));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(job(id)).toMatchObject({ kind: "result", state: "queued" });
  });

  it("stores a result bundle without suites as self-reported, with no job", async () => {
    const response = await upload(
      await demoTarGz("no-suites", (entries) => entries.filter((e) => !e.name.includes("/suite/"))),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(job(id)).toBeUndefined();
  });

  const refusals: Array<[string, () => Promise<Buffer>, { file: string; message: RegExp }]> = [
    [
      "an unknown instance",
      () => suitesOnly("unknown-instance", [], "nope"),
      { file: "instances/nope", message: /unknown instance 'nope'/ },
    ],
    [
      "an instance without a suite",
      () => suitesOnly("no-suite", [{ name: "instances/calc/run.json", data: '{"costUsd": 1}' }]),
      { file: "instances/calc/suite/", message: /needs the suite's sources/ },
    ],
    [
      "an unknown benchmark",
      () =>
        tarBuffer([
          { name: "submission.json", data: demoSubmission({ benchmark: "nowhere@9" }) },
          { name: "instances/tally/suite/test_x.py", data: "def test_x():\n    pass\n" },
        ]),
      { file: "submission.json", message: /unknown benchmark 'nowhere@9'/ },
    ],
  ];
  for (const [name, bundle, problem] of refusals)
    it(`refuses a suites-only bundle naming ${name} (422), storing nothing`, async () => {
      const before = snapshot(db.db);
      const response = await upload(await bundle());
      expect(response.status).toBe(422);
      const { problems } = (await response.json()) as {
        problems: Array<{ file: string; message: string }>;
      };
      const named = problems.find((p) => p.file === problem.file);
      expect(named?.message).toMatch(problem.message);
      expect(snapshot(db.db)).toEqual(before);
    });

  it("answers 429 once the token has TSB_QUEUE_LIMIT jobs waiting", async () => {
    expect((await upload(await suitesOnly("third"))).status).toBe(201);
    const before = snapshot(db.db);
    const response = await upload(await suitesOnly("fourth"));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(((await response.json()) as { error: string }).error).toMatch(
      /'carol' already has 3 submissions waiting for verification \(the limit is 3\)/,
    );
    expect(snapshot(db.db)).toEqual(before);
  });
});
