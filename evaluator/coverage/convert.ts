import { execFile } from "node:child_process";
import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { CoverageEntry } from "../runner/manifest.ts";
import type { CoverageFiles } from "./collect-files.ts";
import { LEGACY_PROFILE } from "./go-legacy.ts";
import { findLlvmTools } from "./llvm.ts";
import { formatRanges, type CoverageMeasured, type FileLines } from "./types.ts";
import { v8Lines } from "./v8-lines.ts";
import { runTool } from "./run-tool.ts";
import type { BuildEnvironment } from "../runner/build-one.ts";

const run = promisify(execFile);

export type BuiltCoverage = Extract<CoverageEntry, { sha256: string }>;

/** Lines per reference file, as sets while they are gathered. */
type LineSets = Map<string, Set<number>>;

/** One folder's lines: those that ran, and every line the tool counts (ran or not). */
interface Converted {
  ran: LineSets;
  counted: LineSets;
}

/**
 * Turns a coverage run's files into the bundle's coverage.json: one set of lines per test
 * folder (tests.tsv, written by tsb's pytest plugin, names each folder's test), the suite's
 * union over all of them and `suite/` (code outside any test, or a runner without the plugin).
 * A test that executed no reference line maps to {}.
 */
export async function convertCoverage(
  files: CoverageFiles,
  entry: BuiltCoverage,
  cacheDir: string,
  /** The image the instance built and ran in: its own tools read the run's files. */
  environment?: BuildEnvironment,
): Promise<CoverageMeasured> {
  const folders = new Map<string, CoverageFiles>();
  for (const [name, bytes] of files) {
    const slash = name.indexOf("/");
    if (slash < 0) continue;
    const folder = name.slice(0, slash);
    if (!folders.has(folder)) folders.set(folder, new Map());
    (folders.get(folder) as CoverageFiles).set(name.slice(slash + 1), bytes);
  }
  const index = files.get("tests.tsv")?.toString("utf8");
  const testOf = new Map<string, string>();
  for (const line of index?.split("\n") ?? []) {
    const tab = line.indexOf("\t");
    if (tab > 0) testOf.set(line.slice(0, tab), line.slice(tab + 1));
  }
  const convert = converter(entry, cacheDir, environment);
  const suite: LineSets = new Map();
  const executable: LineSets = new Map();
  const tests = new Map<string, LineSets>();
  for (const id of testOf.values()) tests.set(id, new Map());
  for (const [folder, contents] of folders) {
    const { ran: lines, counted } = await convert(contents);
    merge(suite, lines);
    merge(executable, counted);
    const test = testOf.get(folder);
    if (test !== undefined) merge(tests.get(test) as LineSets, lines);
  }
  const granularity = index === undefined ? "suite" : "test";
  return {
    schemaVersion: 1,
    tool: entry.tool,
    granularity,
    files: entry.files,
    suite: ranges(suite),
    ...(granularity === "test"
      ? { tests: Object.fromEntries([...tests].map(([id, sets]) => [id, ranges(sets)])) }
      : {}),
    executable: ranges(executable),
  };
}

function merge(into: LineSets, from: LineSets): void {
  for (const [file, lines] of from) {
    const set = into.get(file) ?? new Set<number>();
    for (const line of lines) set.add(line);
    into.set(file, set);
  }
}

function ranges(sets: LineSets): FileLines {
  const out: FileLines = {};
  for (const [file, lines] of [...sets].sort(([a], [b]) => (a < b ? -1 : 1)))
    if (lines.size > 0) out[file] = formatRanges(lines);
  return out;
}

/** The reference file a tool's path names: itself, or the one it ends with (`/build/x/calc.c`). */
function referenceFile(entry: BuiltCoverage, reported: string): string | undefined {
  const clean = reported
    .replace(/^file:\/\//, "")
    .split(path.sep)
    .join("/");
  return (
    entry.files.find((f) => f === clean) ??
    entry.files.find((f) => clean.endsWith(`/${f}`)) ??
    entry.files.find((f) => path.posix.basename(f) === path.posix.basename(clean))
  );
}

type Converter = (contents: CoverageFiles) => Promise<Converted>;

function converter(
  entry: BuiltCoverage,
  cacheDir: string,
  environment: BuildEnvironment | undefined,
): Converter {
  switch (entry.tool) {
    case "gcov":
      return (contents) => gcovLines(contents, entry, cacheDir, environment);
    case "v8": {
      // The script and its lines are read once per coverage run, not once per test folder
      // (thousands on a large suite), and every folder counts the same lines: handed on once.
      let script: ReturnType<typeof v8Script> | undefined;
      let counted = true;
      return async (contents) => {
        script ??= v8Script(entry, cacheDir);
        const { text, lines } = await script;
        const ran = v8Ran(contents, text, entry);
        const out = { ran, counted: counted ? lines : new Map<string, Set<number>>() };
        counted = false;
        return out;
      };
    }
    case "go-cover":
      return (contents) => goLines(contents, entry, environment);
    case "llvm-cov":
      return (contents) => llvmLines(contents, entry, cacheDir);
  }
}

/**
 * gcov reads a .gcda (counts of one run) beside the .gcno the coverage build kept. Only plain
 * basenames are written to the scratch folder: the files came out of the sandbox.
 */
async function gcovLines(
  contents: CoverageFiles,
  entry: BuiltCoverage,
  cacheDir: string,
  environment: BuildEnvironment | undefined,
): Promise<Converted> {
  const data = [...contents].filter(([name]) => /^[\w.+-]+\.gcda$/.test(name));
  const lines: LineSets = new Map();
  const counted: LineSets = new Map();
  if (data.length === 0) return { ran: lines, counted };
  const dir = await mkdtemp(path.join(os.tmpdir(), "tsb-gcov-"));
  try {
    const notes = path.join(cacheDir, path.dirname(entry.path), "gcno");
    for (const note of await readdir(notes))
      await copyFile(path.join(notes, note), path.join(dir, note));
    for (const [name, bytes] of data) await writeFile(path.join(dir, name), bytes);
    const { stdout } = await runTool(
      environment,
      ["gcov", "--json-format", "--stdout", ...data.map(([name]) => name)],
      { dir, timeoutMs: 120_000 },
    );
    for (const json of stdout.split("\n")) {
      if (!json.trim().startsWith("{")) continue;
      const report = JSON.parse(json) as {
        files?: Array<{ file: string; lines: Array<{ line_number: number; count: number }> }>;
      };
      for (const file of report.files ?? []) {
        const ref = referenceFile(entry, file.file);
        if (ref === undefined) continue;
        const set = lines.get(ref) ?? new Set<number>();
        const all = counted.get(ref) ?? new Set<number>();
        for (const line of file.lines) {
          all.add(line.line_number);
          if (line.count > 0) set.add(line.line_number);
        }
        lines.set(ref, set);
        counted.set(ref, all);
      }
    }
    return { ran: lines, counted };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function v8Script(
  entry: BuiltCoverage,
  cacheDir: string,
): Promise<{ text: string; lines: LineSets }> {
  const text = await readFile(path.join(cacheDir, entry.path), "utf8");
  // V8 counts every character of the script (its top-level function spans it all), so every
  // line of each reference file is one it counts.
  const lines: LineSets = new Map(
    (entry.lineMap ?? []).map((m) => [
      m.file,
      new Set(Array.from({ length: m.lines }, (_, i) => i + 1)),
    ]),
  );
  return { text, lines };
}

function v8Ran(contents: CoverageFiles, script: string, entry: BuiltCoverage): LineSets {
  const lines: LineSets = new Map();
  for (const [name, bytes] of contents) {
    if (!name.endsWith(".json")) continue;
    for (const [file, set] of v8Lines(bytes.toString("utf8"), script, entry.lineMap ?? []))
      merge(lines, new Map([[file, set]]));
  }
  return lines;
}

/**
 * Go's counters (GOCOVERDIR, Go ≥ 1.20) in the text profile `go tool covdata textfmt` writes:
 * `file:l1.c1,l2.c2 statements count`, every line of a block that ran.
 */
async function goLines(
  contents: CoverageFiles,
  entry: BuiltCoverage,
  environment: BuildEnvironment | undefined,
): Promise<Converted> {
  const lines: LineSets = new Map();
  const counted: LineSets = new Map();
  const add = (sets: LineSets, file: string, from: number, to: number) => {
    const set = sets.get(file) ?? new Set<number>();
    for (let n = from; n <= to; n++) set.add(n);
    sets.set(file, set);
  };
  const addProfile = (text: string) => {
    for (const line of text.split("\n")) {
      const m = line.match(/^(.+):(\d+)\.\d+,(\d+)\.\d+ \d+ (\d+)$/);
      if (!m) continue;
      const ref = referenceFile(entry, m[1] as string);
      if (ref === undefined) continue;
      add(counted, ref, Number(m[2]), Number(m[3]));
      if (m[4] !== "0") add(lines, ref, Number(m[2]), Number(m[3]));
    }
  };
  // A program tsb instrumented itself (Go before 1.20, go-legacy.ts) writes the text profile.
  for (const [name, bytes] of contents)
    if (LEGACY_PROFILE.test(name)) addProfile(bytes.toString("utf8"));
  if (![...contents.keys()].some((n) => n.startsWith("covcounters.")))
    return { ran: lines, counted };
  const dir = await mkdtemp(path.join(os.tmpdir(), "tsb-gocover-"));
  try {
    for (const [name, bytes] of contents)
      if (/^cov(meta|counters)\.[\w.-]+$/.test(name)) await writeFile(path.join(dir, name), bytes);
    await runTool(
      environment,
      ["go", "tool", "covdata", "textfmt", "-i={dir}", "-o={dir}/profile.txt"],
      {
        dir,
        timeoutMs: 60_000,
      },
    );
    addProfile(await readFile(path.join(dir, "profile.txt"), "utf8"));
    return { ran: lines, counted };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** LLVM's raw profiles, merged and exported as lcov (`DA:<line>,<count>`) against the program. */
async function llvmLines(
  contents: CoverageFiles,
  entry: BuiltCoverage,
  cacheDir: string,
): Promise<Converted> {
  const lines: LineSets = new Map();
  const counted: LineSets = new Map();
  const raw = [...contents].filter(([name]) => /^[\w.+-]+\.profraw$/.test(name));
  const tools = await findLlvmTools();
  if (raw.length === 0 || !tools.profdata || !tools.cov) return { ran: lines, counted };
  const dir = await mkdtemp(path.join(os.tmpdir(), "tsb-llvm-"));
  try {
    for (const [name, bytes] of raw) await writeFile(path.join(dir, name), bytes);
    const merged = path.join(dir, "merged.profdata");
    await run(tools.profdata, [
      "merge",
      "-sparse",
      ...raw.map(([n]) => path.join(dir, n)),
      "-o",
      merged,
    ]);
    const { stdout } = await run(
      tools.cov,
      ["export", "-format=lcov", `-instr-profile=${merged}`, path.join(cacheDir, entry.path)],
      { maxBuffer: 256 * 1024 * 1024 },
    );
    let current: Set<number> | undefined;
    let all: Set<number> | undefined;
    for (const line of stdout.split("\n")) {
      if (line.startsWith("SF:")) {
        const ref = referenceFile(entry, line.slice(3));
        current = all = undefined;
        if (ref === undefined) continue;
        current = lines.get(ref) ?? new Set<number>();
        all = counted.get(ref) ?? new Set<number>();
        lines.set(ref, current);
        counted.set(ref, all);
      } else if (line.startsWith("DA:") && current && all) {
        const [n, count] = line.slice(3).split(",").map(Number) as [number, number];
        all.add(n);
        if (count > 0) current.add(n);
      }
    }
    return { ran: lines, counted };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
