import { describe, expect, it } from "vitest";
import { ATTACKER_INPUTS, specExamples } from "./memory-suites";

const spec = [
  "# tool",
  "```",
  "$ tool run 1",
  "```",
  "Use `-x` or `tool run 2`; see `[OPTION]...`.",
].join("\n");

describe("specExamples", () => {
  it("turns the spec's example commands and code spans into inputs, none of them a synopsis", () => {
    const examples = specExamples(spec, "tool", 160);
    expect(examples.slice(0, 4)).toEqual([
      "{exe} run 1",
      "{exe} run 2",
      "{exe} '-x'",
      "printf '%s\\n' '-x' | {exe}",
    ]);
    expect(examples.some((e) => e.includes("[OPTION]"))).toBe(false);
  });

  it("feeds an attacker's hand-written inputs first, within the limit", () => {
    const first = ATTACKER_INPUTS.semver ?? [];
    expect(first.length).toBeGreaterThan(20);
    const examples = specExamples(spec, "tool", first.length + 2, first);
    expect(examples.slice(0, first.length)).toEqual(first);
    expect(examples).toHaveLength(first.length + 2);
  });
});
