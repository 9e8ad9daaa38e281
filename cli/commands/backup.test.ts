import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDb } from "../../db/index.ts";
import { snapshot, tempDb } from "../../db/testing/temp-db.ts";
import { main } from "../index.ts";

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

describe("tsb backup", () => {
  it("copies every table of a database that stays open for writing", async () => {
    const source = tempDb();
    cleanups.push(source.cleanup);
    source.db.$client
      .prepare("INSERT INTO audit_log (submission_id, action, actor, reason) VALUES (?, ?, ?, ?)")
      .run(null, "hide", "tester", "backup check");
    const out = path.join(source.dir, "copy.sqlite");

    expect(await main(["backup", out, "--db", source.file])).toBe(0);

    const copy = openDb(out);
    try {
      expect(snapshot(copy)).toEqual(snapshot(source.db));
      expect(snapshot(copy).audit_log?.rows).toBe(1);
    } finally {
      copy.$client.close();
    }
  });

  it("refuses to overwrite an existing file (exit 2)", async () => {
    const source = tempDb();
    cleanups.push(source.cleanup);
    const out = path.join(source.dir, "exists.sqlite");
    fs.writeFileSync(out, "keep me");
    expect(await main(["backup", out, "--db", source.file])).toBe(2);
    expect(fs.readFileSync(out, "utf8")).toBe("keep me");
  });
});
