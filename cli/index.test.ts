import { afterEach, describe, expect, it, vi } from "vitest";
import { main } from "./index.ts";

/** What main() wrote to stdout and stderr. */
function capture(): { out: () => string; err: () => string } {
  let out = "";
  let err = "";
  vi.spyOn(process.stdout, "write").mockImplementation((s) => ((out += String(s)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((s) => ((err += String(s)), true));
  return { out: () => out, err: () => err };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("tsb's command loading (one command's module when one is named)", () => {
  it("lists every command in its help", async () => {
    const io = capture();
    expect(await main(["--help"])).toBe(0);
    for (const name of ["benchmark", "score", "build", "run", "merge", "submit", "ingest"])
      expect(io.out()).toMatch(new RegExp(`^  ${name}\\b`, "m"));
    for (const name of ["submissions", "rescore", "seed", "migrate", "backup", "worker"])
      expect(io.out()).toMatch(new RegExp(`^  ${name}\\b`, "m"));
    for (const name of ["verify", "env", "compare"])
      expect(io.out()).toMatch(new RegExp(`^  ${name}\\b`, "m"));
  });

  it("suggests the command meant by a misspelt name, and refuses names of Object's prototype", async () => {
    const io = capture();
    expect(await main(["scor"])).toBe(2);
    expect(io.err()).toContain("(Did you mean score?)");
    expect(await main(["constructor"])).toBe(2);
    expect(io.err()).toContain("unknown command 'constructor'");
  });

  it("runs a named command with its subcommands", async () => {
    const io = capture();
    expect(await main(["benchmark", "select-targets", "--help"])).toBe(0);
    expect(io.out()).toContain("Usage: tsb benchmark select-targets");
  });
});
