import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { main } from "../index.ts";

type WriteSpy = MockInstance<typeof process.stdout.write>;
let stdout: WriteSpy;
let stderr: WriteSpy;
let dir: string;
const printed = (spy: WriteSpy): string => spy.mock.calls.map((c) => String(c[0])).join("");
const mini = path.join(import.meta.dirname, "..", "..", "data", "benchmarks", "tsb-mini");

beforeEach(() => {
  stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  dir = path.join(mkdtempSync(path.join(tmpdir(), "tsb-ignore-")), "tsb-mini");
  cpSync(mini, dir, { recursive: true });
});
afterEach(() => {
  stdout.mockRestore();
  stderr.mockRestore();
  rmSync(path.dirname(dir), { recursive: true, force: true });
});

const ignoredJson = () =>
  JSON.parse(readFileSync(path.join(dir, "ignored.json"), "utf8")) as unknown;

describe("tsb benchmark ignore / unignore", () => {
  it("writes each change as the next revision, with reason and date, and restores on unignore", async () => {
    const reason =
      "equivalent: a trailing line without newline is never produced by the spec's inputs";
    expect(
      await main([
        "benchmark",
        "ignore",
        dir,
        "calc/input-last-line-dropped",
        "--reason",
        reason,
        "--date",
        "2026-11-30",
      ]),
    ).toBe(0);
    expect(printed(stdout)).toContain(
      "tsb-mini@1.0 rev 2 ignored mutant 'calc/input-last-line-dropped'",
    );
    expect(ignoredJson()).toEqual({
      revision: 2,
      mutants: [
        { instance: "calc", mutant: "input-last-line-dropped", reason, date: "2026-11-30" },
      ],
      referenceTests: [],
    });
    expect(
      await main([
        "benchmark",
        "ignore",
        dir,
        "tally/x.test_y",
        "--reference-test",
        "--reason",
        "flaky on slow disks",
        "--date",
        "2026-11-30",
      ]),
    ).toBe(0);
    expect(await main(["benchmark", "unignore", dir, "calc/input-last-line-dropped"])).toBe(0);
    expect(ignoredJson()).toMatchObject({
      revision: 4,
      mutants: [],
      referenceTests: [{ test: "x.test_y" }],
    });
  });

  it("refuses an ambiguous or unknown id, a repeated ignore, and a missing reason", async () => {
    expect(
      await main(["benchmark", "ignore", dir, "invocation-double-dash-skipped", "--reason", "r"]),
    ).toBe(2);
    expect(printed(stderr)).toContain(
      "mutant 'invocation-double-dash-skipped' is in several instances of tsb-mini@1.0 (fieldcut, flatjson); name it as <instance>/invocation-double-dash-skipped",
    );
    expect(await main(["benchmark", "ignore", dir, "calc/nope", "--reason", "r"])).toBe(2);
    expect(printed(stderr)).toContain("tsb-mini@1.0: instance 'calc' has no mutant 'nope'");
    expect(
      await main(["benchmark", "ignore", dir, "input-last-line-dropped", "--reason", "r"]),
    ).toBe(0);
    expect(
      await main(["benchmark", "ignore", dir, "input-last-line-dropped", "--reason", "r"]),
    ).toBe(1);
    expect(printed(stderr)).toContain(
      "mutant 'calc/input-last-line-dropped' is already ignored (revision 2)",
    );
    expect(await main(["benchmark", "unignore", dir, "calc/options-precision-unbounded"])).toBe(1);
    expect(await main(["benchmark", "ignore", dir, "calc/options-precision-unbounded"])).toBe(2);
  });
});
