import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tempDb } from "@/db/testing/temp-db";
import GenerationCacheHandler, { generationReader } from "./generation-cache-handler.mjs";

const page = (html: string, tags = "_N_T_/layout,_N_T_/submissions/1") => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(`rsc ${html}`),
  headers: { "x-next-cache-tags": tags },
  status: 200,
});
const htmlOf = (entry: unknown) => (entry as { value: { html: unknown } } | null)?.value.html;
const ctx = { cacheControl: { revalidate: 60, expire: 31536000 } };

describe("GenerationCacheHandler", () => {
  let db: ReturnType<typeof tempDb>;
  /** Another process's connection: the scoring child, `tsb ingest`, the worker. */
  let other: Database.Database;
  const handler = new GenerationCacheHandler();

  beforeEach(() => {
    db = tempDb();
    other = new Database(db.file);
    process.env.TSB_DB = db.file;
  });
  afterEach(() => {
    other.close();
    db.cleanup();
    delete process.env.TSB_DB;
  });

  const addBenchmark = (name: string) =>
    other
      .prepare("INSERT INTO benchmarks (name, version, kind) VALUES (?, '1', 'runnable')")
      .run(name);

  it("serves what it stored while no one writes", async () => {
    expect(await handler.get("/a")).toBeNull();
    await handler.set("/a", page("one"), ctx);
    const hit = await handler.get("/a");
    expect(hit?.value).toMatchObject({ kind: "APP_PAGE", status: 200 });
    // Kept as UTF-8 bytes, encoded once rather than on every response.
    expect(htmlOf(hit)).toEqual(Buffer.from("one"));
    expect(hit?.cacheControl).toEqual(ctx.cacheControl);
  });

  it("misses once another connection commits a change to what pages show", async () => {
    await handler.get("/a");
    await handler.set("/a", page("one"), ctx);
    addBenchmark("tsb-new");
    expect(await handler.get("/a")).toBeNull();
    other.prepare("UPDATE benchmarks SET description = 'x' WHERE name = 'tsb-new'").run();
    await handler.set("/a", page("two"), ctx);
    expect(await handler.get("/a")).toBeNull();
  });

  it("keeps a page rendered across a write stale, so the next request renders again", async () => {
    expect(await handler.get("/a")).toBeNull(); // render starts
    addBenchmark("tsb-new"); // a write commits while it renders
    await handler.set("/a", page("before the write"), ctx);
    expect(await handler.get("/a")).toBeNull();
    await handler.set("/a", page("after the write"), ctx);
    expect(htmlOf(await handler.get("/a"))).toEqual(Buffer.from("after the write"));
  });

  it("drops entries by tag for revalidateTag and revalidatePath in this process", async () => {
    await handler.get("/a");
    await handler.set("/a", page("a", "_N_T_/layout,_N_T_/a"), ctx);
    await handler.get("/b");
    await handler.set("/b", page("b", "_N_T_/layout,_N_T_/b"), ctx);
    await handler.revalidateTag(["_N_T_/a"]);
    expect(await handler.get("/a")).toBeNull();
    expect(await handler.get("/b")).not.toBeNull();
  });

  it("caches nothing for a database it cannot read, and never creates the file", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tsb-cache-"));
    try {
      process.env.TSB_DB = path.join(dir, "absent.sqlite");
      expect(await handler.get("/a")).toBeNull();
      await handler.set("/a", page("one"), ctx);
      expect(await handler.get("/a")).toBeNull();
      expect(fs.existsSync(process.env.TSB_DB)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("generationReader", () => {
  it("goes up with every committed change to benchmarks, instances and submissions", () => {
    const db = tempDb();
    try {
      const read = generationReader(db.file);
      const start = read()!;
      db.db.$client
        .prepare("INSERT INTO benchmarks (name, version, kind) VALUES ('b', '1', 'runnable')")
        .run();
      expect(read()).toBe(start + 1);
      db.db.$client.prepare("UPDATE benchmarks SET version = '2'").run();
      db.db.$client.prepare("DELETE FROM benchmarks").run();
      expect(read()).toBe(start + 3);
      // A write the pages never show (the audit log alone) leaves it alone.
      db.db.$client.prepare("INSERT INTO audit_log (action, actor) VALUES ('note', 'test')").run();
      expect(read()).toBe(start + 3);
    } finally {
      db.cleanup();
    }
  });

  it("goes up when a verification changes state, and for finished runs at most every 5 s", () => {
    const db = tempDb();
    try {
      const client = db.db.$client;
      const read = generationReader(db.file);
      // Only the verification rows matter here, not the submission they belong to.
      client.pragma("foreign_keys = OFF");
      client
        .prepare(
          `INSERT INTO verification_jobs (id, submission_id, kind, state, reference_runs, runs_total, created_at)
           VALUES (1, 1, 'result', 'queued', 3, 3, 0)`,
        )
        .run();
      const queued = read()!;
      const insertTask = client.prepare(
        "INSERT INTO verification_tasks (job_id, instance_slug, run, position, state) VALUES (1, 'a', ?, ?, 'running')",
      );
      for (const n of [1, 2, 3]) insertTask.run(`reference/${n}`, n);
      expect(read()).toBe(queued);
      const finish = client.prepare(
        "UPDATE verification_tasks SET state = 'done' WHERE run = ? AND state <> 'done'",
      );
      finish.run("reference/1");
      expect(read()).toBe(queued + 1);
      finish.run("reference/2"); // within 5 s of the last bump
      finish.run("reference/2"); // already done
      expect(read()).toBe(queued + 1);
      client.prepare("UPDATE data_generation SET run_progress_at = run_progress_at - 5").run();
      finish.run("reference/3");
      expect(read()).toBe(queued + 2);
      client.prepare("UPDATE verification_tasks SET lease_expires_at = 1").run();
      expect(read()).toBe(queued + 2);
      client.prepare("UPDATE verification_jobs SET state = 'verified' WHERE id = 1").run();
      expect(read()).toBe(queued + 3);
    } finally {
      db.cleanup();
    }
  });

  it("answers null for a file that does not exist, without creating it", () => {
    const file = path.join(os.tmpdir(), `tsb-absent-${process.pid}.sqlite`);
    expect(generationReader(file)()).toBeNull();
    expect(fs.existsSync(file)).toBe(false);
  });
});
