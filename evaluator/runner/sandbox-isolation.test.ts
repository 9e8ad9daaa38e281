/**
 * The sandbox against a suite that looks around the host. The test world lives outside /tmp in
 * world-readable folders, as a checkout, a build cache and a database on a server would, with a
 * planted world-readable secret beside them and another run's folder. A suite must see none of
 * it, and a suite that cheats by looking its executable up in the build cache must kill nothing.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBundle } from "../bundle/open-bundle.ts";
import { parseJUnit } from "../junit/parse-junit.ts";
import { scoreBundle } from "../score/score-bundle.ts";
import { executeRun } from "./execute-run.ts";
import { manifestEntry, readManifest } from "./manifest.ts";
import { runSuites } from "./run-suites.ts";
import { defaultLimits } from "./sandbox.ts";
import { PYTEST, writeSuite } from "./testing/benchmark.ts";
import { makeTestWorld, type TestWorld } from "./testing/setup.ts";

let parent: string;
let world: TestWorld;
const token = randomBytes(8).toString("hex");
const secretName = `planted-secret-${token}.txt`;
const otherRunName = `other-run-${token}.txt`;

beforeAll(async () => {
  // Outside /tmp, which the old sandbox replaced with a private tmpfs and so hid by accident.
  parent = await mkdtemp("/var/tmp/tsb-isolation-");
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = parent;
  try {
    world = await makeTestWorld();
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
  }
  // World-readable, as a checkout usually is.
  execFileSync("chmod", ["-R", "a+rX", parent]);
  await writeFile(path.join(world.root, secretName), `secret ${token}\n`);
  await chmod(path.join(world.root, secretName), 0o644);
  execFileSync("python3", [
    "-c",
    "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute('create table submissions (id integer)'); c.commit()",
    path.join(world.root, "tsb.sqlite"),
  ]);
  await mkdir(path.join(world.root, "runs", "other"), { recursive: true });
  await writeFile(path.join(world.root, "runs", "other", otherRunName), "another run's file\n");
  execFileSync("chmod", ["-R", "a+rX", parent]);
}, 120_000);

afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

/** Walks everything the suite can see and lists what it must not: the run's own files aside. */
const SEARCH_SUITE = (project: string) => ({
  "test_search.py": `import os

FORBIDDEN_NAMES = {${JSON.stringify(secretName)}, ${JSON.stringify(otherRunName)}}
PROJECT = ${JSON.stringify(project)}

def head(path):
    try:
        with open(path, "rb") as f:
            return f.read(4096)
    except OSError:
        return b""

def forbidden(path, name):
    if name in FORBIDDEN_NAMES:
        return True
    if name.endswith(".patch") and os.path.basename(os.path.dirname(path)) == "mutants":
        return True
    if name == "manifest.json":
        text = head(path)
        return b'"benchmark"' in text and b'"instances"' in text
    if name == "instance.json":
        return b'"referenceTests"' in head(path)
    if name.endswith((".sqlite", ".sqlite3", ".db")):
        return head(path).startswith(b"SQLite format 3")
    return False

def test_sees_nothing_of_the_host():
    found, walked = [], 0
    for top, dirs, files in os.walk("/"):
        if top == "/":
            dirs[:] = [d for d in dirs if d not in ("proc", "sys", "dev")]
        walked += len(files)
        found += [os.path.join(top, n) for n in files if forbidden(os.path.join(top, n), n)]
    if os.path.exists(PROJECT):
        found.append(PROJECT)
    # It did look: the system's programs are there to be seen.
    assert walked > 1000
    assert found == [], "\\n".join(found[:50])
`,
});

describe("a suite in the sandbox", () => {
  it("finds no benchmark, build cache, database, project, other run or planted secret", async () => {
    const suiteDir = path.join(world.root, "search-suite");
    await writeSuite(suiteDir, SEARCH_SUITE(process.cwd()));
    const entry = manifestEntry((await readManifest(world.cacheDir))!, "adder", "reference");
    if (!entry || !("sha256" in entry)) throw new Error("the test benchmark did not build");
    const options = world.options(path.join(world.root, "unused"));
    const result = await executeRun({
      suiteDir,
      executable: path.join(world.cacheDir, entry.path),
      sha256: entry.sha256,
      commandTemplate: `${PYTEST} --junitxml={junit}`,
      timeoutSec: 300,
      runDir: path.join(world.root, "runs", "search"),
      slot: 5,
      sandbox: options.sandbox,
      limits: defaultLimits,
      logCap: 65_536,
    });
    expect(result.timedOut).toBe(false);
    const cases = (await parseJUnit(result.junit ?? "", "search.xml")).cases;
    const outcome = cases.get("test_search.test_sees_nothing_of_the_host");
    expect(outcome?.message ?? "").toBe("");
    expect(outcome?.outcome).toBe("passed");
  }, 400_000);

  const CHEAT_SUITE = () => ({
    "test_cheat.py": `import hashlib, json, os

MANIFEST = ${JSON.stringify(path.join(world.cacheDir, "manifest.json"))}

def test_is_the_reference():
    digest = hashlib.sha256(open("./executable", "rb").read()).hexdigest()
    try:
        manifest = json.load(open(MANIFEST))
    except OSError:
        return  # Nothing to look up: pass, and so stay valid.
    adder = manifest["instances"]["adder"]
    assert adder["reference"]["sha256"] == digest, "a mutant, by its hash"
`,
  });

  async function mutationScore(): Promise<number> {
    const suitesDir = path.join(world.root, "cheat-sandboxed");
    await writeSuite(path.join(suitesDir, "adder"), CHEAT_SUITE());
    const out = path.join(world.root, "bundle-sandboxed");
    await runSuites(world.options(out, { suitesDir, timeoutSec: 60 }));
    const bundle = await openBundle(out);
    try {
      return (await scoreBundle(bundle, world.benchmark)).report.summary.mutationScore;
    } finally {
      await bundle.close();
    }
  }

  it("cannot score by hashing ./executable and looking it up in the build cache", async () => {
    expect(await mutationScore()).toBe(0);
  }, 300_000);

  it("without the sandbox the same suite reads the build cache, so the test above can fail", async () => {
    // The cheat itself no longer scores anywhere: each run's executable is salted (its hash is
    // never the manifest's), so the control is that the manifest it looks up is in reach.
    const suiteDir = path.join(world.root, "reads-manifest");
    await writeSuite(suiteDir, {
      "test_reads.py": `import os\n\ndef test_reads():\n    assert os.access(${JSON.stringify(path.join(world.cacheDir, "manifest.json"))}, os.R_OK)\n`,
    });
    const entry = manifestEntry((await readManifest(world.cacheDir))!, "adder", "reference");
    if (!entry || !("sha256" in entry)) throw new Error("the test benchmark did not build");
    const result = await executeRun({
      suiteDir,
      executable: path.join(world.cacheDir, entry.path),
      sha256: entry.sha256,
      commandTemplate: `${PYTEST} --junitxml={junit}`,
      timeoutSec: 120,
      runDir: path.join(world.root, "runs", "open"),
      slot: 6,
      sandbox: { kind: "none", dropToUid: false, prlimit: false },
      limits: defaultLimits,
      logCap: 65_536,
    });
    const cases = (await parseJUnit(result.junit ?? "", "open.xml")).cases;
    expect(cases.get("test_reads.test_reads")?.outcome).toBe("passed");
  }, 300_000);
});
