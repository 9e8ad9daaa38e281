import type { SpecCase } from "./spec-cases.ts";

/**
 * The suite the baseline agent writes: a conftest.py whose `run` fixture runs a command line
 * with bash in a fresh temporary folder, the program on PATH under its own name (a link to
 * `$TSB_EXECUTABLE`, else `./executable`), and one test per case. Literals are written as JSON
 * strings, which Python reads as the same text.
 */
export function conftest(program: string): string {
  return `"""Helpers for the tests written from spec.md's examples."""

import os
import shutil
import subprocess

import pytest

PROGRAM = ${py(program)}


def _executable():
    path = os.environ.get("TSB_EXECUTABLE") or os.path.join(os.getcwd(), "executable")
    return os.path.abspath(path)


@pytest.fixture
def run(tmp_path):
    """Runs a shell command line in an empty folder, with the program on PATH as PROGRAM."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    os.symlink(_executable(), bin_dir / PROGRAM)
    work = tmp_path / "work"
    work.mkdir()
    env = dict(os.environ, PATH=f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}")
    shell = shutil.which("bash") or "/bin/sh"

    def _run(command, stdin=""):
        return subprocess.run(
            [shell, "-c", command],
            cwd=work,
            env=env,
            input=stdin.encode("utf-8"),
            capture_output=True,
            timeout=10,
        )

    return _run


def text(data):
    return data.decode("utf-8", errors="surrogateescape")
`;
}

/** The test module: one function per case, named and commented after where it came from. */
export function testModule(cases: readonly SpecCase[]): string {
  const parts = [
    `"""Tests written from the examples and rules stated in spec.md, one per example."""\n`,
    "from conftest import text\n",
  ];
  for (const c of cases) parts.push(testFunction(c));
  return `${parts.join("\n")}`;
}

function testFunction(c: SpecCase): string {
  const lines = [
    "",
    `def ${c.name}(run):`,
    `    # spec.md line ${c.line} (${c.section || "introduction"})`,
    `    result = run(${py(c.command)}${c.stdin !== undefined ? `, stdin=${py(c.stdin)}` : ""})`,
  ];
  if (c.exitCode !== undefined) lines.push(`    assert result.returncode == ${c.exitCode}`);
  if (c.stdout !== undefined) lines.push(`    assert text(result.stdout) == ${py(c.stdout)}`);
  if (c.stdoutFirstLine !== undefined)
    lines.push(`    assert text(result.stdout).split("\\n")[0] == ${py(c.stdoutFirstLine)}`);
  for (const line of c.stderrLines ?? [])
    lines.push(`    assert ${py(`${line}\n`)} in text(result.stderr)`);
  return `${lines.join("\n")}\n`;
}

/** A Python string literal: JSON's escapes (\\", \\\\, \\n, \\uXXXX) mean the same in Python. */
function py(text: string): string {
  return JSON.stringify(text);
}
