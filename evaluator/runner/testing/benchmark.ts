import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/**
 * A tiny runnable benchmark for the runner's tests, written to a temporary folder: one
 * instance, `adder`, a shell program that prints the sum of its arguments, and four mutants:
 *
 * - `empty-silent`: prints nothing without arguments (killed by test_empty);
 * - `seven-hangs`: hangs when given 7 (a timeout);
 * - `abs-value`: treats negative numbers as positive (survives: no suite test uses one);
 * - `stale-patch`: a patch whose context does not match (fails to build: no-result).
 */
export async function writeTestBenchmark(
  root?: string,
): Promise<{ dir: string; submission: string }> {
  const dir = root ?? (await mkdtemp(path.join(os.tmpdir(), "tsb-test-benchmark-")));
  await writeBenchmarkFolder(
    dir,
    { name: "runner-test", version: "1", description: "runner tests" },
    {
      id: "adder",
      title: "adder",
      language: "sh",
      sections: [
        { id: "sum", title: "Sum" },
        { id: "input", title: "Input" },
      ],
      referenceTests: 3,
      mutants: [
        {
          id: "empty-silent",
          section: "sum",
          targetTest: "test_empty",
          description: "prints nothing without arguments",
          patch: patch(' echo "$sum"', '[ $# -gt 0 ] && echo "$sum"'),
        },
        {
          id: "seven-hangs",
          section: "input",
          targetTest: "test_seven",
          description: "hangs on 7",
          patch: patch('for n in "$@"; do', 'for n in "$@"; do\n  [ "$n" = 7 ] && sleep 600'),
        },
        {
          id: "abs-value",
          section: "input",
          targetTest: "test_negative",
          description: "ignores signs",
          patch: patch("  sum=$((sum + n))", "  sum=$((sum + ${n#-}))"),
        },
        {
          id: "stale-patch",
          section: "sum",
          targetTest: "test_sum",
          description: "does not apply",
          patch: STALE_PATCH,
        },
      ],
      spec: "# adder\n\n## Sum\n\nPrints the sum.\n\n## Input\n\nIntegers.\n",
      reference: {
        "adder.sh": ADDER,
        "build.sh": "#!/usr/bin/env bash\nset -e\ncp adder.sh executable\nchmod +x executable\n",
      },
    },
  );
  const submission = path.join(dir, "submission.json");
  await writeSubmission(submission, "runner-test@1", "test-model", "test-agent");
  return { dir, submission };
}

/** One instance of a test benchmark with its files, as `writeBenchmarkFolder` writes it. */
export interface TestInstance {
  id: string;
  title: string;
  language: string;
  sections: ReadonlyArray<{ id: string; title: string }>;
  referenceTests: number;
  /** Each mutant's instance.json entry and its mutants/<id>.patch. */
  mutants: ReadonlyArray<{
    id: string;
    section: string;
    targetTest: string;
    description: string;
    patch: string;
  }>;
  spec: string;
  /** reference/'s files: the sources and build.sh. */
  reference: Readonly<Record<string, string>>;
}

/**
 * Writes a benchmark folder of one instance to `dir`: benchmark.json, and the instance's
 * instance.json, spec.md, reference/ and mutants/.
 */
export async function writeBenchmarkFolder(
  dir: string,
  benchmark: {
    name: string;
    version: string;
    description: string;
    verification?: { coveringTests: boolean };
  },
  instance: TestInstance,
): Promise<void> {
  const folder = path.join(dir, "instances", instance.id);
  await mkdir(path.join(folder, "reference"), { recursive: true });
  await mkdir(path.join(folder, "mutants"), { recursive: true });
  await writeFile(
    path.join(dir, "benchmark.json"),
    JSON.stringify({ ...benchmark, instances: [instance.id] }),
  );
  const { id, title, language, sections, referenceTests, mutants } = instance;
  await writeFile(
    path.join(folder, "instance.json"),
    JSON.stringify({
      id,
      title,
      language,
      sections,
      referenceTests,
      mutants: mutants.map((m) => ({
        id: m.id,
        section: m.section,
        targetTest: m.targetTest,
        description: m.description,
      })),
    }),
  );
  await writeFile(path.join(folder, "spec.md"), instance.spec);
  for (const [name, text] of Object.entries(instance.reference))
    await writeFile(path.join(folder, "reference", name), text);
  for (const mutant of mutants)
    await writeFile(path.join(folder, "mutants", `${mutant.id}.patch`), mutant.patch);
}

/** A submission.json of `benchmark` (`name@version`) by `model` and `agent`. */
export async function writeSubmission(
  file: string,
  benchmark: string,
  model: string,
  agent: string,
): Promise<void> {
  await writeFile(
    file,
    JSON.stringify({
      schemaVersion: 1,
      benchmark,
      model,
      agent,
      setting: "spec-only",
      date: "2026-01-01",
    }),
  );
}

const ADDER = `#!/bin/sh
# adder: prints the sum of its integer arguments.
sum=0
for n in "$@"; do
  sum=$((sum + n))
done
echo "$sum"
`;

/** A one-line change to adder.sh as a unified diff, with the file's real context. */
function patch(oldLine: string, newText: string): string {
  const lines = ADDER.split("\n").slice(0, -1);
  const index = lines.findIndex((l) => l === oldLine.replace(/^ /, "") || l === oldLine);
  if (index < 0) throw new Error(`test benchmark: no line '${oldLine}'`);
  const newLines = newText.split("\n");
  const body = [
    ...lines.slice(0, index).map((l) => ` ${l}`),
    `-${lines[index]}`,
    ...newLines.map((l) => `+${l}`),
    ...lines.slice(index + 1).map((l) => ` ${l}`),
  ];
  return `--- a/adder.sh\n+++ b/adder.sh\n@@ -1,${lines.length} +1,${lines.length - 1 + newLines.length} @@\n${body.join("\n")}\n`;
}

const STALE_PATCH = `--- a/adder.sh
+++ b/adder.sh
@@ -3,3 +3,3 @@
 total=0
-for n in $*; do
+for n in $@; do
   total=$((total + n))
`;

/** The suite every runner test starts from: three valid tests and one that is always wrong. */
export const GOOD_SUITE: Record<string, string> = {
  "test_adder.py": `import os, subprocess

EXE = os.environ["TSB_EXECUTABLE"]

def run(*args):
    return subprocess.run(["./executable", *args], capture_output=True, text=True, timeout=120).stdout.strip()

def test_sum():
    assert run("1", "2", "3") == "6"

def test_empty():
    assert run() == "0"

def test_seven():
    assert subprocess.run([EXE, "7"], capture_output=True, text=True).stdout.strip() == "7"

def test_wrong():
    assert run("1", "1") == "3"
`,
};

/**
 * pytest through the interpreter's real path: version-manager shims (pyenv) cost a few hundred
 * milliseconds a run, which the tests' many short runs would pay many times.
 */
export const PYTEST = `${execFileSync("python3", ["-c", "import sys; print(sys.executable)"], { encoding: "utf8" }).trim()} -m pytest -q -p no:cacheprovider`;

export async function writeSuite(dir: string, files: Record<string, string>): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
}
