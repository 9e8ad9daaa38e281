import os
import subprocess

import pytest


def _executable():
    exe = os.environ.get("TSB_EXECUTABLE")
    if exe:
        return exe
    return os.path.abspath("executable")


EXE = _executable()


class Runner:
    def __init__(self, cwd):
        self.cwd = cwd

    def write(self, name, data):
        path = self.cwd / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(data, str):
            data = data.encode("utf-8")
        path.write_bytes(data)
        return path

    def mkdir(self, name):
        path = self.cwd / name
        path.mkdir(parents=True, exist_ok=True)
        return path

    def __call__(self, *args, stdin=b"", files=None):
        if files:
            for name, data in files.items():
                self.write(name, data)
        if isinstance(stdin, str):
            stdin = stdin.encode("utf-8")
        return subprocess.run(
            [EXE, *args],
            input=stdin,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=str(self.cwd),
            timeout=20,
        )


@pytest.fixture
def run(tmp_path):
    return Runner(tmp_path)


def _b(x):
    if isinstance(x, str):
        return x.encode("utf-8")
    return x


def check(proc, out=b"", err=b"", code=0):
    """Assert exact stdout, stderr and exit status."""
    assert proc.stdout == _b(out)
    assert proc.stderr == _b(err)
    assert proc.returncode == code





USAGE_LINE = "Usage: calc [-p N | --precision=N] [--] [EXPRESSION]...\n"


def usage_err(msg):
    return "calc: " + msg + "\n" + USAGE_LINE


def value_of(run, expr, *opts):
    """Evaluate one expression argument; return the completed process."""
    return run(*opts, expr)


def arg_err(n, msg):
    return "calc: argument %d: %s\n" % (n, msg)


def line_err(n, msg):
    return "calc: line %d: %s\n" % (n, msg)
