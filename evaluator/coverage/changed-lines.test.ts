import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { changedLines } from "./changed-lines.ts";

const BENCHMARKS = path.resolve(import.meta.dirname, "../../data/benchmarks");

/** A real tsb-mini mutant's patch and its instance's reference sources. */
function mutant(benchmark: string, instance: string, id: string, files: string[]) {
  const dir = path.join(BENCHMARKS, benchmark, "instances", instance);
  const patch = readFileSync(path.join(dir, "mutants", `${id}.patch`), "utf8");
  const sources = Object.fromEntries(
    files.map((f) => [f, readFileSync(path.join(dir, "reference", f), "utf8")]),
  );
  return { patch, sources };
}

describe("changedLines on tsb-mini patches", () => {
  it("C, a replaced line (1.0 calc): its reference line and the function it is in", () => {
    const { patch, sources } = mutant("tsb-mini", "calc", "functions-floor-truncates", ["calc.c"]);
    const lines = changedLines(patch, sources);
    expect(lines).toEqual([{ file: "calc.c", lines: [450], function: "call" }]);
    const source = (sources["calc.c"] as string).split("\n");
    expect(source[449]).toContain('strcmp(f, "floor")');
  });

  it("C, a pure insertion (1.1 calc): the statements either side at the insertion's level", () => {
    const { patch, sources } = mutant("tsb-mini-1.1", "calc", "input-last-line-dropped", [
      "calc.c",
    ]);
    const [entry] = changedLines(patch, sources);
    // `else break;` goes after an if's one-line body: the if runs whenever the insertion point
    // is reached, its body (609) only sometimes.
    expect(entry).toEqual({ file: "calc.c", lines: [608, 610], function: "main" });
    const source = (sources["calc.c"] as string).split("\n");
    expect(source[607]).toContain("if (n > 0 && line[n - 1] == '\\n')");
    expect(source[609]).toContain("run_one(line");
  });

  it("C, an insertion at the end of a block (1.1 tally): neither the deeper body nor the else", () => {
    // A regression: the lines either side were `return 1;` (the body of `if (nnames < 0)`) and
    // `} else if (nops == 0) {`, which the test that kills the mutant (an empty --files0-from
    // list) runs neither of, so covering-tests mode did not run it.
    const { patch, sources } = mutant("tsb-mini-1.1", "tally", "files0-empty-list-reads-stdin", [
      "tally.c",
    ]);
    expect(changedLines(patch, sources)).toEqual([
      { file: "tally.c", lines: [249], function: "main" },
    ]);
  });

  it("C, an insertion next to a comment block skips the comment (1.1 calc)", () => {
    const { patch, sources } = mutant("tsb-mini-1.1", "calc", "precedence-unary-above-power", [
      "calc.c",
    ]);
    // Hunk 1 adds a function above parse_power (after a two-line comment) and changes its first
    // statement; hunk 2 changes parse_unary's condition.
    expect(changedLines(patch, sources)).toEqual([
      { file: "calc.c", lines: [202, 203, 215], function: "parse_power" },
    ]);
  });

  it("C, a declaration no coverage tool counts: the statement after it stands for it (1.1 calc)", () => {
    const { patch, sources } = mutant(
      "tsb-mini-1.1",
      "calc",
      "output-buffer-truncates-long-decimals",
      ["calc.c"],
    );
    // `char buf[512];` → `char buf[40];`, then `snprintf(buf, …)` on 513, which stands for it.
    expect(changedLines(patch, sources)).toEqual([
      { file: "calc.c", lines: [512, 513], represented: [512], function: "print_value" },
    ]);
  });

  it("C, an insertion before a declaration: the first statement after it (1.1 calc)", () => {
    // A regression bench:coverage found: the line after the insertion was `char buf[512];`,
    // which gcov never counts, so covering-tests mode ran no test on the mutant.
    const { patch, sources } = mutant("tsb-mini-1.1", "calc", "output-exponent-for-large", [
      "calc.c",
    ]);
    expect(changedLines(patch, sources)).toEqual([
      { file: "calc.c", lines: [513], function: "print_value" },
    ]);
  });

  it("C, a one-line function definition is its own function (1.1 calc)", () => {
    const { patch, sources } = mutant("tsb-mini-1.1", "calc", "input-cr-not-whitespace", [
      "calc.c",
    ]);
    expect(changedLines(patch, sources)).toEqual([
      { file: "calc.c", lines: [52], function: "is_ws" },
    ]);
  });

  it("Rust (1.0 fieldcut): an fn found past nested blocks", () => {
    const { patch, sources } = mutant("tsb-mini", "fieldcut", "characters-counts-bytes", [
      "main.rs",
    ]);
    expect(changedLines(patch, sources)).toEqual([
      { file: "main.rs", lines: [189], function: "cut_chars" },
    ]);
  });

  it("Node (1.1 flatjson): a function, and top-level code that is in none", () => {
    const inFunction = mutant("tsb-mini-1.1", "flatjson", "input-missing-file-read-as-empty", [
      "flatjson.js",
    ]);
    expect(changedLines(inFunction.patch, inFunction.sources)).toEqual([
      { file: "flatjson.js", lines: [401], function: "readInput" },
    ]);
    const topLevel = mutant("tsb-mini-1.1", "flatjson", "paths-dollar-not-identifier", [
      "flatjson.js",
    ]);
    expect(changedLines(topLevel.patch, topLevel.sources)).toEqual([
      { file: "flatjson.js", lines: [189] },
    ]);
  });

  it("Go (1.1 semver): a moved block, removed lines and an insertion point", () => {
    const { patch, sources } = mutant("tsb-mini-1.1", "semver", "bump-id-checked-before-part", [
      "bump.go",
    ]);
    // 10-12 move below 13-15: the removed lines, then the statements around where they land
    // (the `if` of 13, not its body, and the statement after).
    expect(changedLines(patch, sources)).toEqual([
      { file: "bump.go", lines: [10, 11, 12, 13, 16], function: "runBump" },
    ]);
  });

  it("Go (1.1 semver): the function of the first changed line in one, past an import", () => {
    const { patch, sources } = mutant("tsb-mini-1.1", "semver", "pre-id-case-insensitive", [
      "bump.go",
    ]);
    expect(changedLines(patch, sources)).toEqual([
      { file: "bump.go", lines: [1, 3, 78], function: "bumpPre" },
    ]);
  });

  it("Go (1.1 semver), a changed case condition: the switch line stands for it", () => {
    // Go's cover never counts a case's condition on its own, only the clause's body: a test
    // that reaches the switch and takes another branch evaluates the changed condition. Found
    // by bench:coverage, where covering-tests mode let both mutants survive.
    for (const [id, line] of [
      ["caret-partial-as-tilde", 181],
      ["caret-zero-major-ignored", 185],
    ] as const) {
      const { patch, sources } = mutant("tsb-mini-1.1", "semver", id, ["range.go"]);
      const [entry] = changedLines(patch, sources);
      expect(entry?.lines).toEqual([180, line]);
      expect(entry?.represented).toEqual([line]);
      expect((sources["range.go"] as string).split("\n")[179]).toBe("\tswitch {");
    }
  });

  it("Go (1.2's awklet), a statement moved past a block's `}`: the statement before the block", () => {
    // The hunk's context holds no statement at the moved line's level, only the `}` before the
    // insertion, which no tool counts: covering mode then ran no test on the mutant. Whenever
    // the moved `l.pos = p` runs, the `if` that starts its block (333) has run.
    // Released (data/benchmarks/tsb-mini-1.2) or still a draft (data/drafts/tsb-mini-1.2).
    const dir = [
      path.resolve(BENCHMARKS, "tsb-mini-1.2/instances/awklet"),
      path.resolve(BENCHMARKS, "../drafts/tsb-mini-1.2/instances/awklet"),
    ].find((d) => existsSync(d))!;
    const patch = readFileSync(
      path.join(dir, "mutants", "numeric-constants-exponent-without-digits.patch"),
      "utf8",
    );
    const source = readFileSync(path.join(dir, "reference", "lexer.go"), "utf8");
    expect(source.split("\n")[332]).toMatch(/^\t\tif p < len\(l\.src\) && isDigit/);
    expect(changedLines(patch, { "lexer.go": source })).toEqual([
      { file: "lexer.go", lines: [333, 337], function: "lexer.scanNumber" },
    ]);
    // Without the source only the hunk is known, and the line before the point stands for it.
    expect(changedLines(patch)[0]?.lines).toEqual([337, 338]);
  });

  it("a reference that moved since the patch: the lines where the hunk applies, not its header's", () => {
    // Two lines added above the hunk, as when a reference is fixed after its mutants were written:
    // the build applies the patch two lines down, so the changed line is 452, not 450.
    const { patch, sources } = mutant("tsb-mini", "calc", "functions-floor-truncates", ["calc.c"]);
    const moved = (sources["calc.c"] as string).replace("\n", "\n/* one */\n/* two */\n");
    expect(changedLines(patch, { "calc.c": moved })).toEqual([
      { file: "calc.c", lines: [452], function: "call" },
    ]);
    expect(moved.split("\n")[451]).toContain('strcmp(f, "floor")');
  });

  it("without sources, takes the function from a git hunk header's context", () => {
    // `git diff` of 1.0 calc's functions-floor-truncates, which writes the function context.
    const patch = readFileSync(
      path.join(import.meta.dirname, "fixtures/functions-floor-truncates.git.patch"),
      "utf8",
    );
    expect(changedLines(patch)).toEqual([{ file: "calc.c", lines: [450], function: "call" }]);
    // tsb-mini's own patches carry no context: then no function, and the same lines.
    const plain = mutant("tsb-mini", "calc", "functions-floor-truncates", []);
    expect(changedLines(plain.patch)).toEqual([{ file: "calc.c", lines: [450] }]);
  });

  it("every tsb-mini 1.0 and 1.1 patch yields lines inside its reference file", () => {
    for (const benchmark of ["tsb-mini", "tsb-mini-1.1"]) {
      const root = path.join(BENCHMARKS, benchmark, "instances");
      const definition = JSON.parse(
        readFileSync(path.join(BENCHMARKS, benchmark, "benchmark.json"), "utf8"),
      ) as { instances: string[] };
      for (const instance of definition.instances) {
        const info = JSON.parse(
          readFileSync(path.join(root, instance, "instance.json"), "utf8"),
        ) as { mutants: Array<{ id: string }> };
        for (const { id } of info.mutants) {
          const patch = readFileSync(path.join(root, instance, "mutants", `${id}.patch`), "utf8");
          const entries = changedLines(patch);
          expect(entries.length, `${benchmark}/${instance}/${id}`).toBeGreaterThan(0);
          for (const entry of entries) {
            const size = readFileSync(
              path.join(root, instance, "reference", entry.file),
              "utf8",
            ).split("\n").length;
            expect(entry.lines.length, `${instance}/${id}`).toBeGreaterThan(0);
            expect(Math.max(...entry.lines), `${instance}/${id}`).toBeLessThanOrEqual(size);
          }
        }
      }
    }
  });
});
