import os
import subprocess
from pathlib import Path

import pytest


def _find_exe():
    env = os.environ.get("TSB_EXECUTABLE")
    if env:
        return os.path.abspath(env)
    here = Path(__file__).resolve().parent
    for cand in (Path.cwd() / "executable", here / "executable", here.parent / "executable"):
        if cand.exists():
            return str(cand.resolve())
    return str((Path.cwd() / "executable").resolve())


EXE = _find_exe()


class Result:
    def __init__(self, proc):
        self.code = proc.returncode
        self.out_b = proc.stdout
        self.err_b = proc.stderr
        self.out = proc.stdout.decode("utf-8", "surrogateescape")
        self.err = proc.stderr.decode("utf-8", "surrogateescape")

    def __repr__(self):
        return "Result(code=%r, out=%r, err=%r)" % (self.code, self.out, self.err)


@pytest.fixture
def run(tmp_path):
    """Run the program with cwd = a fresh temporary directory."""

    def _run(*args, stdin=b"", cwd=None):
        if isinstance(stdin, str):
            stdin = stdin.encode("utf-8")
        proc = subprocess.run(
            [EXE, *args],
            input=stdin,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=str(cwd or tmp_path),
            timeout=20,
        )
        return Result(proc)

    return _run


@pytest.fixture
def write(tmp_path):
    """Create a file (relative to the run directory) and return its name."""

    def _write(name, content):
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, str):
            content = content.encode("utf-8")
        path.write_bytes(content)
        return name

    return _write


@pytest.fixture
def usage(run):
    """Run and assert a usage error with the given message."""

    def _usage(args, message, stdin=b""):
        r = run(*args, stdin=stdin)
        assert r.code == 2, r
        assert r.out == "", r
        assert r.err == "semver: %s\n" % message, r
        return r

    return _usage
