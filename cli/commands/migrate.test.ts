import { afterEach, describe, expect, it, vi } from "vitest";
import { tempDb } from "../../db/testing/temp-db.ts";
import { main } from "../index.ts";

const cleanups: Array<() => void> = [];
afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
  vi.restoreAllMocks();
});

describe("tsb migrate", () => {
  it("runs each pending data migration once and records it", async () => {
    const t = tempDb();
    cleanups.push(t.cleanup);
    const out: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      out.push(String(chunk));
      return true;
    });
    const recorded = () =>
      t.db.$client.prepare("SELECT name, changed FROM data_migrations").all() as Array<{
        name: string;
        changed: number;
      }>;
    // Opening and schema-migrating the database (tempDb does both) runs no data migration.
    expect(recorded()).toEqual([]);

    expect(await main(["migrate", "--db", t.file])).toBe(0);
    expect(recorded()).toEqual([
      { name: "0002-rederive-skipped-verdicts", changed: 0 },
      { name: "0015-store-reach-status", changed: 0 },
    ]);
    expect(out.join("")).toContain(
      "data migration 0002-rederive-skipped-verdicts: 0 submissions re-derived",
    );

    out.length = 0;
    expect(await main(["migrate", "--db", t.file])).toBe(0);
    expect(out.join("")).not.toContain("data migration");
    expect(recorded()).toHaveLength(2);
  });
});
