import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { main } from "../index.ts";

type WriteSpy = MockInstance<typeof process.stdout.write>;
let stdout: WriteSpy;
let stderr: WriteSpy;
const printed = (spy: WriteSpy): string => spy.mock.calls.map((c) => String(c[0])).join("");

beforeEach(() => {
  stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
});
afterEach(() => {
  stdout.mockRestore();
  stderr.mockRestore();
});

async function linksFile(content: string): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), "tsb-links-")), "links.json");
  await writeFile(file, content);
  return file;
}

describe("tsb benchmark select-targets", () => {
  const links = JSON.stringify({
    sections: { a: ["a2", "s1", "a1", "a3"], b: ["s1", "b1"], c: ["s2"], d: ["s2", "d1"] },
  });

  it("prints the pairs and the flow's cost as JSON", async () => {
    const file = await linksFile(links);
    expect(await main(["benchmark", "select-targets", file, "--per-section", "2", "--json"])).toBe(
      0,
    );
    expect(JSON.parse(printed(stdout))).toEqual({
      pairs: [
        { section: "a", test: "a1" },
        { section: "a", test: "a2" },
        { section: "b", test: "b1" },
        { section: "b", test: "s1" },
        { section: "c", test: "s2" },
        { section: "d", test: "d1" },
      ],
      cost: 8,
    });
  });

  it("prints a table that names the sections left short of targets", async () => {
    const file = await linksFile(links);
    expect(await main(["benchmark", "select-targets", file, "--per-section", "2"])).toBe(0);
    const table = printed(stdout);
    expect(table).toMatch(/^a\s+a1$/m);
    expect(table).toContain("section c: 1 of 2 targets");
    expect(table).toContain("6 pairs over 4 sections, cost 8");
  });

  it("--against holds an instance's targets to the flow's rules and prices them", async () => {
    const file = await linksFile(links);
    const instance = (mutants: Array<[string, string, string]>) =>
      linksFile(
        JSON.stringify({
          id: "x",
          title: "X",
          language: "c",
          referenceTests: 9,
          sections: [
            { id: "a", title: "A" },
            { id: "b", title: "B" },
          ],
          mutants: mutants.map(([id, section, targetTest]) => ({
            id,
            section,
            targetTest,
            description: id,
          })),
        }),
      );
    // s1 is linked to a and b (d = 2): a least-cost pick for one target in each takes a1 and b1.
    const good = await instance([
      ["m1", "a", "a1"],
      ["m2", "b", "s1"],
    ]);
    expect(await main(["benchmark", "select-targets", file, "--against", good, "--json"])).toBe(0);
    expect(JSON.parse(printed(stdout))).toMatchObject({
      unlinked: [],
      shared: [],
      pairs: 2,
      cost: 3,
      flow: { pairs: [{ section: "a", test: "a1" }, { section: "b", test: "b1" }], cost: 2 },
    });
    const bad = await instance([
      ["m1", "a", "a1"],
      ["m2", "a", "a1"],
      ["m3", "b", "a2"],
    ]);
    expect(await main(["benchmark", "select-targets", file, "--against", bad])).toBe(1);
    expect(printed(stdout)).toContain(`${bad}: m3: target a2 is not linked to section b`);
    expect(printed(stdout)).toContain(`${bad}: a1 is the target of m1, m2`);
    expect(printed(stderr)).toContain(
      "1 target(s) not linked to their mutant's section, 1 test(s) the target of more than one mutant",
    );
  });

  it("names the file and field of bad input, and rejects a bad --per-section", async () => {
    const file = await linksFile(JSON.stringify({ sections: { a: ["t1", 2] } }));
    expect(await main(["benchmark", "select-targets", file])).toBe(1);
    expect(printed(stderr)).toContain(`${file}: sections.a[1]:`);
    expect(await main(["benchmark", "select-targets", file, "--per-section", "0"])).toBe(2);
    expect(printed(stderr)).toContain("--per-section must be a positive integer");
  });
});
