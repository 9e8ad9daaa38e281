import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile, chmod } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeFault, findMachineFault } from "./machine-fault.ts";

/** What a real command prints (stdout and stderr together, as a build's error or a run's log). */
function output(argv: [string, ...string[]], env: NodeJS.ProcessEnv = process.env): string {
  const [command, ...args] = argv;
  const result = spawnSync(command, args, { encoding: "utf8", env });
  return `${result.stdout}${result.stderr}\n# exit ${result.status}`;
}

const EMPTY_PATH = { ...process.env, PATH: "/nonexistent" };
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "tsb-fault-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("findMachineFault on real error output", () => {
  it("bash's 'command not found' from a build.sh (exit 127)", async () => {
    const script = path.join(dir, "build.sh");
    await writeFile(script, "#!/bin/bash\nset -e\ngo build -o executable .\n");
    await chmod(script, 0o755);
    const text = output(["/bin/bash", script], EMPTY_PATH);
    expect(text).toContain("exit 127");
    expect(findMachineFault(text)).toMatchObject({
      kind: "missing-command",
      what: "go",
      fix: "apt-get install golang-go",
    });
  });

  it("dash's 'not found' from sh -c", () => {
    const text = output(["/bin/sh", "-c", "rustc --version"], EMPTY_PATH);
    expect(findMachineFault(text)).toMatchObject({ kind: "missing-command", what: "rustc" });
  });

  it("env(1) on a #! line naming an interpreter that is not installed", async () => {
    const script = path.join(dir, "run.js");
    await writeFile(script, "#!/usr/bin/env nodejs-not-here\n");
    await chmod(script, 0o755);
    const fault = findMachineFault(output([script]));
    expect(fault).toMatchObject({ kind: "missing-command", what: "nodejs-not-here", fix: null });
  });

  it("Python without pytest: 'No module named pytest'", () => {
    // -I: isolated, so no user site-packages; the module name is one no machine has.
    const text = output(["python3", "-I", "-m", "tsb_no_such_module_xyz"]);
    expect(findMachineFault(text)).toMatchObject({
      kind: "missing-module",
      what: "tsb_no_such_module_xyz",
    });
    const imported = output(["python3", "-I", "-c", "import tsb_no_such.sub"]);
    expect(findMachineFault(imported)).toMatchObject({
      kind: "missing-module",
      what: "tsb_no_such",
    });
  });

  it("names pytest's system package as the fix", () => {
    const fault = findMachineFault("/usr/bin/python3: No module named pytest\n");
    expect(fault?.fix).toBe("apt-get install python3-pytest");
    expect(describeFault(fault!)).toBe(
      "the Python module 'pytest' cannot be imported: /usr/bin/python3: No module named pytest; " +
        "install it with: apt-get install python3-pytest",
    );
  });

  it("finds nothing in a suite's own failures or a passing run", () => {
    expect(findMachineFault(output(["python3", "-c", "assert 1 == 2"]))).toBeNull();
    expect(findMachineFault(output(["sh", "-c", "echo ok; exit 1"]))).toBeNull();
  });

  it("reports the fault printed first", () => {
    const text = "sh: 1: cc: not found\nModuleNotFoundError: No module named 'yaml'\n";
    expect(findMachineFault(text)?.what).toBe("cc");
  });
});
