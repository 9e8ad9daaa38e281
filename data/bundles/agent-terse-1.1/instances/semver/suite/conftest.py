import os
import subprocess

import pytest

EXE = os.environ.get("TSB_EXECUTABLE") or os.path.abspath("./executable")


class Result:
    def __init__(self, proc):
        self.rc = proc.returncode
        self.out_bytes = proc.stdout
        self.err_bytes = proc.stderr
        self.out = proc.stdout.decode("utf-8", "surrogateescape")
        self.err = proc.stderr.decode("utf-8", "surrogateescape")

    @property
    def lines(self):
        return self.out.splitlines()

    def __repr__(self):
        return "Result(rc=%r, out=%r, err=%r)" % (self.rc, self.out, self.err)


def _enc(a):
    if isinstance(a, bytes):
        return a
    return str(a).encode("utf-8")


def run_semver(*args, input=b"", cwd=None):
    if isinstance(input, str):
        input = input.encode("utf-8")
    proc = subprocess.run(
        [EXE] + [_enc(a) for a in args],
        input=input,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=cwd,
        timeout=20,
    )
    return Result(proc)


@pytest.fixture
def run():
    return run_semver


@pytest.fixture
def runin(tmp_path):
    """Run with cwd set to a fresh temporary directory."""

    def _run(*args, input=b""):
        return run_semver(*args, input=input, cwd=str(tmp_path))

    return _run


@pytest.fixture
def write(tmp_path):
    def _write(name, content):
        p = tmp_path / name
        if isinstance(content, str):
            content = content.encode("utf-8")
        p.write_bytes(content)
        return name

    return _write


def assert_usage(r, message):
    assert r.rc == 2, r
    assert r.out == "", r
    assert r.err == "semver: " + message + "\n", r


def assert_ok(r, out):
    assert r.rc == 0, r
    assert r.err == "", r
    assert r.out == out, r


@pytest.fixture
def usage():
    return assert_usage


@pytest.fixture
def ok():
    return assert_ok
