import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const list = (root?: string) =>
  execFileSync(process.execPath, ["scripts/ci-benchmarks.mjs", ...(root ? [root] : [])], {
    encoding: "utf8",
  })
    .trim()
    .split("\n");

function writeBenchmark(root: string, name: string, benchmark: object, instance: object) {
  mkdirSync(join(root, name, "instances", "a"), { recursive: true });
  writeFileSync(
    join(root, name, "benchmark.json"),
    JSON.stringify({ ...benchmark, instances: ["a"] }),
  );
  writeFileSync(join(root, name, "instances", "a", "instance.json"), JSON.stringify(instance));
}

describe("the benchmarks CI checks (.ci/run)", () => {
  const root = mkdtempSync(join(tmpdir(), "ci-benchmarks-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("are the released runnable versions, each in the mode its benchmark.json declares", () => {
    const released = list();
    expect(released).toContain("data/benchmarks/tsb-mini full");
    expect(released).toContain("data/benchmarks/tsb-mini-1.1 full");
    expect(released.filter((line) => line.includes("testsuitebench"))).toEqual([]);
  });

  it("leave out a catalog and a folder with no benchmark.json, and read covering verification", () => {
    writeBenchmark(root, "catalog", { name: "c", version: "1" }, { sectionCount: 3 });
    writeBenchmark(root, "plain", { name: "p", version: "1" }, { mutants: [] });
    writeBenchmark(
      root,
      "covering",
      { name: "v", version: "1", verification: { coveringTests: true } },
      { mutants: [{ id: "m" }] },
    );
    mkdirSync(join(root, "notes"));
    expect(list(root)).toEqual([`${root}/covering covering`, `${root}/plain full`]);
  });
});
