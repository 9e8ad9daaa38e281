import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cheatingSuites } from "@/evaluator/runner/testing/cheating-suites";
import { reviewFlags } from "./review-flags";

const FACTS = { hashes: ["00"], sizes: [1], codeHashes: ["00"] };

function filesOf(suite: Record<string, string>) {
  return Object.entries(suite).map(([p, content]) => ({ path: p, content }));
}

/** Every suite file of the demo bundles: suites written from the spec by coding agents. */
function demoSuites(): Array<{ path: string; content: string }> {
  const root = path.resolve("data/bundles");
  const out: Array<{ path: string; content: string }> = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\/suite\//.test(file) && /\.(py|js|mjs|ts)$/.test(name))
        out.push({ path: path.relative(root, file), content: readFileSync(file, "utf8") });
    }
  };
  walk(root);
  return out;
}

describe("reviewFlags", () => {
  const suites = cheatingSuites(FACTS);

  it("flags every suite that tells its runs apart by something a suite should not read", () => {
    const expected: Record<string, RegExp> = {
      hash: /executable's bytes/,
      size: /executable's bytes or size/,
      "code-hash": /executable's bytes/,
      "process-image": /through \/proc/,
      keyring: /keyring/,
      mountinfo: /mount table/,
      "page-cache": /page cache/,
      recall: /page cache[\s\S]*TSB_SELECT|TSB_SELECT[\s\S]*page cache/,
      "random-repeats": /TSB_SELECT/,
      "random-confirm-guess": /TSB_SELECT/,
    };
    for (const [name, why] of Object.entries(expected)) {
      const flags = reviewFlags(filesOf(suites[name] ?? {}));
      expect(flags.map((f) => f.why).join("\n"), name).toMatch(why);
      expect(flags[0]?.line, name).toBeGreaterThan(0);
    }
  });

  it("names the file and line, and leaves plain random failures to the protocol", () => {
    const [flag] = reviewFlags([
      { path: "tests/t.py", content: "import os\nos.posix_fadvise(fd, 0, 0, 4)\n" },
    ]);
    expect(flag).toMatchObject({
      file: "tests/t.py",
      line: 2,
      text: "os.posix_fadvise(fd, 0, 0, 4)",
    });
    expect(reviewFlags(filesOf(suites.random ?? {}))).toEqual([]);
  });

  it("flags nothing in the demo's agent-written and reference suites", () => {
    const files = demoSuites();
    expect(files.length).toBeGreaterThan(10);
    expect(reviewFlags(files)).toEqual([]);
  });
});
