"""Helpers for the tests written from spec.md's examples."""

import os
import shutil
import subprocess

import pytest

PROGRAM = "awklet"


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
