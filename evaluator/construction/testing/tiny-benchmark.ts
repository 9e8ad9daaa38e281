import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createTwoFilesPatch } from "diff";

/**
 * A one-instance benchmark written to a temporary folder for the check's tests: a small Python
 * program, a real pytest reference suite, and mutants given as edits of the program, turned into
 * unified diffs with the same `diff` package the runner applies them with.
 */

const PROGRAM = `#!/usr/bin/env python3
import sys

def main(argv):
    if not argv:
        print("usage: words upper|count|rev TEXT...", file=sys.stderr)
        return 2
    command, text = argv[0], " ".join(argv[1:])
    if command == "upper":
        print(text.upper())
    elif command == "count":
        print(len(text))
    elif command == "rev":
        print(text[::-1])
    else:
        print("unknown command: " + command, file=sys.stderr)
        return 2
    return 0

sys.exit(main(sys.argv[1:]))
`;

const SUITE = `import os
import subprocess


def run(*args):
    exe = os.path.abspath(os.environ.get("TSB_EXECUTABLE") or "executable")
    return subprocess.run([exe, *args], capture_output=True, text=True, timeout=10)


def test_upper_word():
    assert run("upper", "abc").stdout == "ABC\\n"


def test_upper_sentence():
    assert run("upper", "a b", "c").stdout == "A B C\\n"


def test_count():
    assert run("count", "hello", "you").stdout == "9\\n"


def test_count_empty():
    assert run("count").stdout == "0\\n"


def test_rev():
    assert run("rev", "abc").stdout == "cba\\n"


def test_unknown_exit():
    result = run("frobnicate")
    assert result.returncode == 2
    assert "unknown command" in result.stderr
`;

export interface TinyMutant {
  id: string;
  section: string;
  targetTest: string;
  /** Replaces the first occurrence of `from` in the program with `to`. */
  from: string;
  to: string;
}

/** The mutants the tests use, with what the reference suite does to each. */
export const TINY_MUTANTS = {
  /** Killed by test_rev alone. */
  revNoop: {
    id: "rev-noop",
    section: "rev",
    targetTest: "test_words.test_rev",
    from: "print(text[::-1])",
    to: "print(text)",
  },
  /** Killed by test_count and test_count_empty: |T̄| = 1 of 5 unrelated tests, exactly 20%, kept. */
  countOffByOne: {
    id: "count-off-by-one",
    section: "count",
    targetTest: "test_words.test_count",
    from: "print(len(text))",
    to: "print(len(text) + 1)",
  },
  /** Killed only by test_unknown_exit, but its target is test_rev: dropped. */
  wrongTarget: {
    id: "unknown-exit-zero",
    section: "errors",
    targetTest: "test_words.test_rev",
    from: "        return 2\n    return 0",
    to: "        return 0\n    return 0",
  },
  /** Killed by test_rev alone, but only for its literal "abc": a literal-level mutant. */
  revLiteral: {
    id: "rev-literal",
    section: "rev",
    targetTest: "test_words.test_rev",
    from: "print(text[::-1])",
    to: 'print(text if text == "abc" else text[::-1])',
  },
  /** Breaks every command: killed by all 6 tests, far beyond 20% unrelated: dropped. */
  breaksAll: {
    id: "crash-at-start",
    section: "upper",
    targetTest: "test_words.test_upper_word",
    from: "def main(argv):\n",
    to: "def main(argv):\n    return 3\n",
  },
} satisfies Record<string, TinyMutant>;

export interface TinyOptions {
  mutants: TinyMutant[];
  /** Overrides instance.json's referenceTests (6 by default, the suite's size). */
  referenceTests?: number;
  /** Extra pytest source appended to the suite. */
  extraTests?: string;
  /** Test functions (pytest source) for a `variants/` suite; none when absent. */
  variants?: string;
}

/** Writes the benchmark and returns its folder. */
export async function writeTinyBenchmark(options: TinyOptions): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), "tsb-check-"));
  const dir = path.join(root, "instances", "words");
  await mkdir(path.join(dir, "reference"), { recursive: true });
  await mkdir(path.join(dir, "tests"), { recursive: true });
  await mkdir(path.join(dir, "mutants"), { recursive: true });
  await writeFile(
    path.join(root, "benchmark.json"),
    JSON.stringify({ name: "tiny", version: "1", description: "check test", instances: ["words"] }),
  );
  await writeFile(path.join(dir, "reference", "words.py"), PROGRAM);
  await writeFile(
    path.join(dir, "reference", "build.sh"),
    "#!/bin/sh\nset -e\ncp words.py executable\nchmod +x executable\n",
  );
  await writeFile(path.join(dir, "tests", "test_words.py"), SUITE + (options.extraTests ?? ""));
  if (options.variants !== undefined) {
    // The variants suite reuses the reference suite's helper, with its own test functions.
    const helper = SUITE.slice(0, SUITE.indexOf("\n\ndef test_"));
    await mkdir(path.join(dir, "variants"), { recursive: true });
    await writeFile(
      path.join(dir, "variants", "test_variants.py"),
      `${helper}\n${options.variants}`,
    );
  }
  await writeFile(
    path.join(dir, "spec.md"),
    "# words\n\n## Upper\n\n## Count\n\n## Rev\n\n## Errors\n",
  );
  for (const mutant of options.mutants) {
    if (!PROGRAM.includes(mutant.from))
      throw new Error(`mutant ${mutant.id}: '${mutant.from}' is not in the program`);
    const patch = createTwoFilesPatch(
      "a/words.py",
      "b/words.py",
      PROGRAM,
      PROGRAM.replace(mutant.from, mutant.to),
    );
    await writeFile(path.join(dir, "mutants", `${mutant.id}.patch`), patch);
  }
  const instance = {
    id: "words",
    title: "words: upper, count, rev",
    language: "python",
    sections: ["upper", "count", "rev", "errors"].map((id) => ({ id, title: id })),
    referenceTests: options.referenceTests ?? 6,
    mutants: options.mutants.map(({ id, section, targetTest }) => ({
      id,
      section,
      targetTest,
      description: id,
    })),
  };
  await writeFile(path.join(dir, "instance.json"), JSON.stringify(instance, null, 2));
  return root;
}
