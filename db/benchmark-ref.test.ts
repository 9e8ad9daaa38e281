import { afterAll, describe, expect, it } from "vitest";
import {
  compareVersions,
  parseBenchmarkRef,
  resolveBenchmarkRef,
  storedBenchmarkRefs,
} from "./benchmark-ref.ts";
import { tempDb } from "./testing/temp-db.ts";

const t = tempDb();
afterAll(() => t.cleanup());

describe("benchmark refs", () => {
  it("orders versions by their numeric parts, not as text", () => {
    const sorted = ["1.10", "1.9", "1.0", "2", "1.1", "1.1.1", "1.0-rc"].sort(compareVersions);
    expect(sorted).toEqual(["1.0", "1.0-rc", "1.1", "1.1.1", "1.9", "1.10", "2"]);
  });

  it("splits name@version at the last @", () => {
    expect(parseBenchmarkRef("tsb-mini@1.1")).toEqual({ name: "tsb-mini", version: "1.1" });
    expect(parseBenchmarkRef("tsb-mini")).toEqual({ name: "tsb-mini", version: null });
  });

  it("resolves a bare name to its latest stored version and name@version to that one", () => {
    const insert = t.db.$client.prepare(
      "INSERT INTO benchmarks (name, version, description, kind) VALUES (?, ?, '', 'runnable')",
    );
    for (const version of ["1.9", "1.10", "1.0"]) insert.run("demo", version);
    expect(resolveBenchmarkRef(t.db, "demo")?.version).toBe("1.10");
    expect(resolveBenchmarkRef(t.db, "demo@1.0")?.version).toBe("1.0");
    expect(resolveBenchmarkRef(t.db, "demo@3")).toBeUndefined();
    expect(resolveBenchmarkRef(t.db, "other")).toBeUndefined();
    // The key is (name, version): the same version twice is refused.
    expect(() => insert.run("demo", "1.0")).toThrow(/UNIQUE/);
  });

  it("names every stored version as name@version, as tsb rescore looks their folders up", () => {
    expect(storedBenchmarkRefs(t.db).sort()).toEqual(["demo@1.0", "demo@1.10", "demo@1.9"]);
  });
});
