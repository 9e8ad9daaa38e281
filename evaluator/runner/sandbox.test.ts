import { execFileSync } from "node:child_process";
import { chmod, mkdir, mkdtemp, readdir, rm, stat, symlink, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBenchmark } from "../benchmark/load-benchmark.ts";
import { parseJUnit } from "../junit/parse-junit.ts";
import { buildBenchmark } from "./build-cache.ts";
import { executeRun, type RunRequest } from "./execute-run.ts";
import { readManifest } from "./manifest.ts";
import { runProcess } from "./process.ts";
import { writePytestPlugin } from "./run-folder.ts";
import { toolchainBinds } from "./sandbox-mounts.ts";
import { defaultLimits, detectSandbox, wrapArgv, type Sandbox } from "./sandbox.ts";
import { PYTEST, writeSuite, writeTestBenchmark } from "./testing/benchmark.ts";

/** A suite that reaches for the host's network, memory and process table. */
const HOSTILE_SUITE = (port: number): Record<string, string> => ({
  "test_hostile.py": `import errno, socket, subprocess

def test_network():
    with socket.create_connection(("127.0.0.1", ${port}), timeout=3) as s:
        assert s.recv(5) == b"hello"

def test_memory():
    hog = []
    while True:
        hog.append(bytearray(64 * 1024 * 1024))

def test_processes():
    procs = []
    try:
        for _ in range(200):
            procs.append(subprocess.Popen(["sleep", "30"]))
    finally:
        for p in procs:
            p.kill()
`,
});

const FORK_BOMB_SUITE: Record<string, string> = {
  "test_bomb.py": `import subprocess

def test_bomb():
    # The loop keeps the run alive when the capped process table refuses to fork \`sleep\`.
    subprocess.run(["sh", "-c", "tsbbomb() { tsbbomb | tsbbomb & }; tsbbomb; while :; do sleep 60; done"])
`,
};

let root: string;
let sandbox: Sandbox;
let server: net.Server;
let port: number;
let base: Omit<RunRequest, "suiteDir" | "runDir">;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "tsb-sandbox-test-"));
  const { dir } = await writeTestBenchmark(path.join(root, "benchmark"));
  const cacheDir = path.join(root, "cache");
  await buildBenchmark(await loadBenchmark(dir), { cacheDir, jobs: 1, instances: ["adder"] });
  const entry = (await readManifest(cacheDir))?.instances.adder?.reference;
  if (!entry || !("sha256" in entry)) throw new Error("test benchmark did not build");
  sandbox = await detectSandbox(false);
  // A server on the host's loopback: reachable from any process that shares the host network.
  server = net.createServer((socket) => socket.end("hello"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
  base = {
    executable: path.join(cacheDir, entry.path),
    sha256: entry.sha256,
    commandTemplate: `${PYTEST} --junitxml={junit}`,
    timeoutSec: 30,
    // Slots no other test file uses, so per-uid process caps do not collide.
    slot: 6,
    sandbox,
    limits: { ...defaultLimits, memoryMb: 1024, processes: 48 },
    logCap: 16_384,
  };
});
afterAll(async () => {
  server.close();
  await rm(root, { recursive: true, force: true });
});

describe("the sandbox", () => {
  it("is bubblewrap on this machine (CI installs it)", () => {
    expect(sandbox.kind).toBe("bwrap");
  });

  it("blocks the network, caps memory and caps processes", async () => {
    const suiteDir = path.join(root, "hostile");
    await writeSuite(suiteDir, HOSTILE_SUITE(port));
    const result = await executeRun({ ...base, suiteDir, runDir: path.join(root, "run-hostile") });
    expect(result.timedOut).toBe(false);
    const cases = (await parseJUnit(result.junit ?? "", "hostile.xml")).cases;
    expect(cases.get("test_hostile.test_network")?.outcome).toBe("failed");
    expect(cases.get("test_hostile.test_network")?.message).toMatch(
      /ConnectionRefused|unreachable|Errno/i,
    );
    expect(cases.get("test_hostile.test_memory")?.message).toMatch(/MemoryError/);
    expect(cases.get("test_hostile.test_processes")?.message).toMatch(
      /Resource temporarily unavailable|BlockingIOError|EAGAIN/,
    );
  });

  it("shows every run the same paths, so failure messages compare across runs", async () => {
    const suiteDir = path.join(root, "paths");
    await writeSuite(suiteDir, {
      "test_paths.py": `import os

def test_where():
    assert False, os.environ["TSB_EXECUTABLE"] + " in " + os.getcwd()
`,
    });
    const messages = [];
    for (const runDir of ["run-paths-1", "run-paths-2"]) {
      const result = await executeRun({ ...base, suiteDir, runDir: path.join(root, runDir) });
      const cases = (await parseJUnit(result.junit ?? "", `${runDir}.xml`)).cases;
      messages.push(cases.get("test_paths.test_where")?.message);
    }
    expect(messages[0]).toContain("/tmp/tsb-run/suite/executable in /tmp/tsb-run/suite");
    expect(messages[1]).toBe(messages[0]);
  });

  it("refuses to run an executable whose copy does not hash to the manifest's sha256", async () => {
    const suiteDir = path.join(root, "tampered");
    await writeSuite(suiteDir, { "test_never.py": "def test_never():\n    assert False\n" });
    await expect(
      executeRun({ ...base, sha256: "0".repeat(64), suiteDir, runDir: path.join(root, "run-t") }),
    ).rejects.toThrow(/sha256 [0-9a-f]{64} does not match the build manifest \(0{64}\)/);
    await expect(stat(path.join(root, "run-t", "junit.xml"))).rejects.toThrow(/ENOENT/);
  });

  it("the same suite reaches the network without the sandbox, so the test above can fail", async () => {
    const suiteDir = path.join(root, "hostile-open");
    await writeSuite(suiteDir, HOSTILE_SUITE(port));
    const result = await executeRun({
      ...base,
      commandTemplate: `${base.commandTemplate} -k network`,
      sandbox: { kind: "none", dropToUid: false, prlimit: false },
      suiteDir,
      runDir: path.join(root, "run-open"),
    });
    const cases = (await parseJUnit(result.junit ?? "", "open.xml")).cases;
    expect(cases.get("test_hostile.test_network")?.outcome).toBe("passed");
  });

  it("tells a run killed from outside its sandbox from a suite that kills itself", async () => {
    const suiteDir = path.join(root, "killed");
    await writeSuite(suiteDir, {});
    const runDir = path.join(root, "run-killed-outside");
    const running = executeRun({
      ...base,
      commandTemplate: "sleep 20 # {junit}",
      suiteDir,
      runDir,
    });
    // The sandbox's own process, found by the run folder it binds (made in memory under the
    // same name), killed as a shutdown would.
    let killed = false;
    for (let i = 0; i < 50 && !killed; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const ps = execFileSync("ps", ["-eo", "pid,args"], { encoding: "utf8" });
      const line = ps
        .split("\n")
        .find((l) => /\bbwrap\b/.test(l) && l.includes(path.basename(runDir)));
      if (line) killed = process.kill(Number(line.trim().split(/\s+/)[0]), "SIGTERM");
    }
    expect(killed).toBe(true);
    const outside = await running;
    expect(outside).toMatchObject({ timedOut: false, killedBy: "SIGTERM" });
    const itself = await executeRun({
      ...base,
      commandTemplate: "kill -TERM $$ # {junit}",
      suiteDir,
      runDir: path.join(root, "run-killed-itself"),
    });
    expect(itself.killedBy).toBeUndefined();
    expect(itself.exitCode).toBe(143);
  });

  it("contains a fork bomb: capped, killed at the timeout, nothing left running", async () => {
    const suiteDir = path.join(root, "bomb");
    await writeSuite(suiteDir, FORK_BOMB_SUITE);
    const result = await executeRun({
      ...base,
      timeoutSec: 4,
      slot: 7,
      suiteDir,
      runDir: path.join(root, "run-bomb"),
    });
    expect(result.timedOut).toBe(true);
    expect(result.durationSec).toBeLessThan(4 + 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ps = execFileSync("ps", ["-eo", "pid,args"], { encoding: "utf8" });
    expect(
      ps.split("\n").filter((line) => line.includes("tsbbomb") && !line.includes("ps -eo")),
    ).toEqual([]);
  });

  it("does not follow a JUnit path the suite turned into a symlink", async () => {
    const suiteDir = path.join(root, "symlink");
    await writeSuite(suiteDir, { README: "plants a link\n" });
    const result = await executeRun({
      ...base,
      commandTemplate: "ln -s /etc/passwd {junit}",
      suiteDir,
      runDir: path.join(root, "run-link"),
    });
    expect(result.junit).toBeNull();
    expect(result.log).toContain("the JUnit path is not a regular file");
  });

  it("runs a selection too long for one environment variable (a covering run of a large suite)", async () => {
    const suiteDir = path.join(root, "many");
    await writeSuite(suiteDir, {
      "test_many.py": `import pytest

@pytest.mark.parametrize("n", range(3000), ids=lambda n: f"case-{n:04d}-" + "x" * 40)
def test_one(n):
    pass
`,
    });
    const id = (n: number) =>
      `test_many.test_one[case-${String(n).padStart(4, "0")}-${"x".repeat(40)}]`;
    const select = Array.from({ length: 3000 }, (_, n) => id(n)).filter((_, n) => n !== 1234);
    // Past Linux's 128 KiB for one environment string: as a variable, exec would fail (E2BIG).
    expect(select.join("\n").length).toBeGreaterThan(128 * 1024);
    const result = await executeRun({
      ...base,
      timeoutSec: 120,
      pluginDir: await writePytestPlugin(path.join(root, "many-plugin")),
      select,
      suiteDir,
      runDir: path.join(root, "run-many"),
    });
    const cases = (await parseJUnit(result.junit ?? "", "many.xml")).cases;
    expect(cases.size).toBe(2999);
    expect(cases.has(id(1234))).toBe(false);
    expect(cases.get(id(2999))?.outcome).toBe("passed");
  }, 180_000);

  it("loads no pytest plugin the host installed, only tsb's own", async () => {
    // A distribution that declares a pytest plugin, on the suite's sys.path as any package the
    // host installed would be: pytest's autoload would import it at startup.
    const pluginDir = await writePytestPlugin(path.join(root, "autoload"));
    const dist = path.join(pluginDir, "tsb_planted-1.0.dist-info");
    await mkdir(dist, { recursive: true });
    await writeFile(
      path.join(dist, "METADATA"),
      "Metadata-Version: 2.1\nName: tsb-planted\nVersion: 1.0\n",
    );
    await writeFile(path.join(dist, "entry_points.txt"), "[pytest11]\nplanted = tsb_planted\n");
    await writeFile(path.join(pluginDir, "tsb_planted.py"), "PLANTED = True\n");
    execFileSync("chmod", ["-R", "a+rX", pluginDir]);
    const suiteDir = path.join(root, "autoload-suite");
    await writeSuite(suiteDir, {
      "test_plugins.py": `import sys

def test_no_host_plugin():
    assert "tsb_planted" not in sys.modules

def test_tsb_plugin_loaded():
    assert "tsb_select" in sys.modules
`,
    });
    const result = await executeRun({
      ...base,
      pluginDir,
      suiteDir,
      runDir: path.join(root, "run-autoload"),
    });
    const cases = (await parseJUnit(result.junit ?? "", "autoload.xml")).cases;
    expect(cases.get("test_plugins.test_no_host_plugin")?.outcome).toBe("passed");
    expect(cases.get("test_plugins.test_tsb_plugin_loaded")?.outcome).toBe("passed");
    // The planted plugin does load where pytest autoloads, so the test above can fail.
    const [python, ...args] = PYTEST.split(" ");
    const control = await runProcess({
      argv: [python as string, ...args, "-k", "no_host_plugin", suiteDir],
      cwd: suiteDir,
      env: { PATH: process.env.PATH ?? "", PYTHONPATH: pluginDir },
      timeoutSec: 30,
      outputCap: 8192,
    });
    expect(control.exitCode).toBe(1);
    expect(control.output).toContain("tsb_planted");
  });

  it("falls back to unshare with the same caps: no network, capped processes", async () => {
    const fallback: Sandbox = { ...sandbox, kind: "unshare" };
    const run = (command: string) =>
      runProcess({
        argv: wrapArgv(fallback, {
          runDir: root,
          workDir: root,
          command,
          slot: 8,
          limits: { ...defaultLimits, processes: 16 },
        }),
        cwd: root,
        env: { PATH: "/usr/bin:/bin" },
        timeoutSec: 20,
        outputCap: 4096,
      });
    const network = await run(`bash -c 'echo hi > /dev/tcp/127.0.0.1/${port}' && echo CONNECTED`);
    expect(network.output).not.toContain("CONNECTED");
    expect(network.exitCode).not.toBe(0);
    const forks = await run("for i in $(seq 40); do sleep 5 & done; wait");
    expect(forks.output).toMatch(/fork|Resource temporarily unavailable/i);
  });

  it("refuses to run without a sandbox and names what is missing, unless --no-sandbox", async () => {
    const saved = process.env.PATH;
    process.env.PATH = root; // a folder with none of bwrap, unshare, prlimit, setpriv
    try {
      await expect(detectSandbox(false)).rejects.toThrow(
        /no sandbox available[\s\S]*bubblewrap \(bwrap\): not installed[\s\S]*--no-sandbox/,
      );
      await expect(detectSandbox(true)).resolves.toMatchObject({ kind: "none", prlimit: false });
    } finally {
      process.env.PATH = saved;
    }
  });

  it("says why bubblewrap was passed over: not installed, or installed and refused", async () => {
    // A PATH with every system command but bwrap, then with a bwrap that refuses as one does
    // where user namespaces are forbidden: the fallback is chosen either way, with the reason.
    // Its own folder, open to the sandbox's unprivileged uid, which runs the trials.
    const bin = await mkdtemp(path.join(os.tmpdir(), "tsb-no-bwrap-"));
    await chmod(bin, 0o755);
    for (const dir of ["/usr/sbin", "/usr/bin"])
      for (const name of await readdir(dir))
        if (name !== "bwrap")
          await symlink(path.join(dir, name), path.join(bin, name)).catch(() => {});
    const saved = process.env.PATH;
    process.env.PATH = bin;
    try {
      await expect(detectSandbox(false)).resolves.toMatchObject({
        kind: "unshare",
        bwrapProblem: "not installed",
      });
      await writeFile(
        path.join(bin, "bwrap"),
        '#!/bin/sh\n[ "$1" = --version ] && { echo "bubblewrap 0.11.0"; exit 0; }\n' +
          'echo "bwrap: setting up uid map: Permission denied" >&2; exit 1\n',
        { mode: 0o755 },
      );
      await expect(detectSandbox(false)).resolves.toMatchObject({
        kind: "unshare",
        bwrapProblem: expect.stringContaining("setting up uid map: Permission denied"),
      });
    } finally {
      process.env.PATH = saved;
      await rm(bin, { recursive: true, force: true });
    }
  });

  it("shows the interpreters' folders, fewest covering binds, none under /usr", () => {
    const binds = toolchainBinds(
      [
        {
          name: "python3",
          version: "3.11.7",
          bin: "/opt/py/bin",
          dirs: [
            "/opt/py",
            "/opt/py/lib/python3.11/site-packages",
            "/usr/lib/python3/dist-packages",
            // On sys.path through $PYTHONPATH: the project itself, never shown.
            "/srv/project",
          ],
        },
        { name: "node", version: "v20", bin: "/usr/bin", dirs: ["/usr"] },
      ],
      "/srv/project/app",
    );
    expect(binds).toEqual([{ path: "/opt/py", why: "python3 (3.11.7)" }]);
  });
});
