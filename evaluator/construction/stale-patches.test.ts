import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTwoFilesPatch } from "diff";
import { afterAll, describe, expect, it } from "vitest";
import type { InstanceDefinition } from "../benchmark/load-benchmark.ts";
import { applyPatchToDir } from "../runner/patch.ts";
import { findStaleHunks, rebasePatches } from "./stale-patches.ts";

const root = mkdtempSync(path.join(os.tmpdir(), "tsb-stale-patches-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const lines = (n: number, tag: string) =>
  Array.from({ length: n }, (_, i) => `  int ${tag}${i} = ${i};`);
const text = (l: string[]) => `${l.join("\n")}\n`;
const headers = (patch: string) => patch.split("\n").filter((l) => l.startsWith("@@"));

/** A reference, a mutant of it with two hunks, and the reference after code moved. */
const before = [...lines(12, "a"), ...lines(12, "b"), ...lines(12, "c")];
const mutate = (l: string[]) =>
  l.map((s) => s.replace("a5 = 5", "a5 = 6").replace("c8 = 8", "c8 = 9"));
const after = [
  "#include <stdio.h>",
  "#include <stdlib.h>",
  "",
  "/* moved */",
  ...lines(12, "a"),
  "  int inserted0 = 0;",
  "  int inserted1 = 1;",
  ...lines(12, "b"),
  ...lines(12, "c"),
];

function instance(id: string, patches: Record<string, string>): InstanceDefinition {
  const dir = path.join(root, id);
  mkdirSync(path.join(dir, "reference"), { recursive: true });
  mkdirSync(path.join(dir, "mutants"), { recursive: true });
  writeFileSync(path.join(dir, "reference", "prog.c"), text(after));
  for (const [mutant, patch] of Object.entries(patches))
    writeFileSync(path.join(dir, "mutants", `${mutant}.patch`), patch);
  return {
    id,
    title: id,
    language: "c",
    sections: [],
    sectionCount: 0,
    mutantCount: Object.keys(patches).length,
    referenceTests: 0,
    mutants: Object.keys(patches).map((m) => ({
      id: m,
      section: "s",
      targetTest: "t",
      description: "",
    })),
    dir,
  };
}

describe("stale mutant patches", () => {
  const old = createTwoFilesPatch("a/prog.c", "b/prog.c", text(before), text(mutate(before)));
  const fresh = createTwoFilesPatch("a/prog.c", "b/prog.c", text(after), text(mutate(after)));

  it("names each hunk that applies elsewhere than its header, and where", async () => {
    const found = await findStaleHunks(instance("find", { moved: old, fresh }));
    expect(found.map((h) => [h.mutant, h.header, h.appliesAt])).toEqual([
      // jsdiff keeps 4 lines of context: a5 (line 6) and c8 (line 33), 4 and 6 lines down now.
      ["moved", 2, 6],
      ["moved", 29, 35],
    ]);
  });

  it("rewrites the headers to what a fresh diff of the moved reference says", async () => {
    const inst = instance("rebase", { moved: old });
    const moved = await rebasePatches(inst);
    expect(moved).toHaveLength(2);
    const rewritten = readFileSync(path.join(inst.dir, "mutants", "moved.patch"), "utf8");
    expect(headers(fresh)).toHaveLength(2);
    expect(headers(rewritten)).toEqual(headers(fresh));
    // Only the headers changed, and the build still makes the same mutant.
    expect(rewritten.split("\n").filter((l) => !l.startsWith("@@"))).toEqual(
      old.split("\n").filter((l) => !l.startsWith("@@")),
    );
    await applyPatchToDir(rewritten, path.join(inst.dir, "reference"), "moved.patch");
    expect(readFileSync(path.join(inst.dir, "reference", "prog.c"), "utf8")).toBe(
      text(mutate(after)),
    );
    expect(await findStaleHunks(instance("rebased", { moved: rewritten }))).toEqual([]);
  });

  it("leaves a hunk that matches nowhere for the maintainer", async () => {
    const gone = createTwoFilesPatch(
      "a/prog.c",
      "b/prog.c",
      text(["  int gone = 1;", ...lines(3, "z")]),
      text(["  int gone = 2;", ...lines(3, "z")]),
    );
    const inst = instance("nowhere", { gone });
    expect((await findStaleHunks(inst)).map((h) => h.appliesAt)).toEqual([null]);
    expect((await rebasePatches(inst)).map((h) => h.appliesAt)).toEqual([null]);
    expect(readFileSync(path.join(inst.dir, "mutants", "gone.patch"), "utf8")).toBe(gone);
  });
});
