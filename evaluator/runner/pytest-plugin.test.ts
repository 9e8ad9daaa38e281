/**
 * tsb's pytest plugin in a coverage run, on the host with real pytest and node: each test's
 * coverage folder, the running test named in `current` for ./executable's launcher, and node's
 * own modules dropped from each V8 file once the test is over.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writePytestPlugin } from "./run-folder.ts";
import { PYTEST, writeSuite } from "./testing/benchmark.ts";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "tsb-plugin-test-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const SCRIPT = `"use strict";\nconsole.log(process.argv[2] === "twice" ? 42 : 21);\n`;

interface V8File {
  result: Array<{ url: string }>;
}

async function v8Files(dir: string): Promise<V8File[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith(".json"));
  return Promise.all(
    names.map(async (n) => JSON.parse(await readFile(path.join(dir, n), "utf8")) as V8File),
  );
}

describe("tsb's pytest plugin in a V8 coverage run", () => {
  it("gives each test its folder, names it in `current` while it runs, and keeps only the program's own script", async () => {
    const script = path.join(root, "program.js");
    await writeFile(script, SCRIPT);
    const suite = path.join(root, "suite");
    const coverage = path.join(root, "coverage");
    await writeSuite(suite, {
      "test_program.py": `import os, subprocess, sys

def current():
    with open(os.path.join(os.environ["TSB_COVERAGE_DIR"], "current")) as f:
        return f.read()

def test_runs():
    assert current() == "1\\n"
    out = subprocess.run([${JSON.stringify(process.execPath)}, ${JSON.stringify(script)}, "twice"], capture_output=True, text=True)
    assert out.stdout == "42\\n"

def test_runs_nothing():
    assert current() == "2\\n"
`,
    });
    const [python, ...args] = PYTEST.split(" ");
    execFileSync(python as string, [...args, suite], {
      cwd: suite,
      env: {
        PATH: process.env.PATH ?? "",
        PYTHONPATH: await writePytestPlugin(root),
        PYTEST_ADDOPTS: "-p tsb_select",
        PYTEST_DISABLE_PLUGIN_AUTOLOAD: "1",
        TSB_COVERAGE_DIR: coverage,
        TSB_COVERAGE_VAR: "NODE_V8_COVERAGE",
        // Next.js augments ProcessEnv with a required NODE_ENV; this environment has none.
      } as unknown as NodeJS.ProcessEnv,
    });
    expect(await readFile(path.join(coverage, "tests.tsv"), "utf8")).toBe(
      "1\ttest_program.test_runs\n2\ttest_program.test_runs_nothing\n",
    );
    expect(await readFile(path.join(coverage, "current"), "utf8")).toBe("suite\n");
    const kept = await v8Files(path.join(coverage, "1"));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.result.map((e) => e.url)).toEqual([`file://${script}`]);
    expect(await v8Files(path.join(coverage, "2"))).toEqual([]);
    // Without the plugin, node's own modules are most of the file.
    const plain = path.join(root, "plain");
    execFileSync(process.execPath, [script], { env: { ...process.env, NODE_V8_COVERAGE: plain } });
    const [unfiltered] = await v8Files(plain);
    expect(unfiltered!.result.filter((e) => e.url.startsWith("node:")).length).toBeGreaterThan(10);
  }, 60_000);
});
