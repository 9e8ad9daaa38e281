import os
import subprocess
from dataclasses import dataclass

import pytest

_EXE = os.environ.get("TSB_EXECUTABLE") or os.path.abspath("executable")


@dataclass
class Result:
    out: str
    err: str
    rc: int
    raw_out: bytes
    raw_err: bytes


def run(args=(), stdin=b"", cwd=None):
    if isinstance(stdin, str):
        stdin = stdin.encode("utf-8")
    p = subprocess.run(
        [_EXE, *args],
        input=stdin,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=cwd,
        timeout=20,
    )
    return Result(
        p.stdout.decode("utf-8", errors="surrogateescape"),
        p.stderr.decode("utf-8", errors="surrogateescape"),
        p.returncode,
        p.stdout,
        p.stderr,
    )


def ok(res, out):
    assert res.err == ""
    assert res.out == out
    assert res.rc == 0


def fail(res, err, rc=1):
    assert res.out == ""
    assert res.err == err
    assert res.rc == rc


def json_err(line, col, msg):
    return "flatjson: invalid JSON at line %d, column %d: %s\n" % (line, col, msg)


def stmt_err(line, msg="invalid statement"):
    return "flatjson: line %d: %s\n" % (line, msg)


@pytest.fixture
def fj():
    return run
