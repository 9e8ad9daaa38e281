"""Shared helpers for the awklet test suite.

The program under test is ./executable (or $TSB_EXECUTABLE).  Every test runs
in its own temporary directory (autouse fixture below), so files created by a
test never leak into another one.
"""
import os
import subprocess

import pytest

EXE = os.environ.get("TSB_EXECUTABLE") or os.path.abspath("executable")

USAGE = "usage: awklet [-F fs] [-v var=value] [-f progfile | 'prog'] [file ...]\n"


class Result:
    def __init__(self, rc, out, err):
        self.rc = rc
        self.out = out
        self.err = err

    def __repr__(self):
        return "Result(rc=%r, out=%r, err=%r)" % (self.rc, self.out, self.err)


def _b(x):
    if isinstance(x, bytes):
        return x
    return str(x).encode("latin-1")


def run(args, stdin="", env=None, timeout=10):
    """Run awklet with the argument list `args`.

    Strings are passed as latin-1 bytes, so "\\xff" is the single byte 255.
    Output is decoded as latin-1 (byte-exact).
    """
    e = dict(os.environ)
    if env:
        for k, v in env.items():
            if v is None:
                e.pop(k, None)
            else:
                e[k] = v
    p = subprocess.run(
        [EXE] + [_b(a) for a in args],
        input=_b(stdin),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=e,
        timeout=timeout,
    )
    return Result(p.returncode, p.stdout.decode("latin-1"), p.stderr.decode("latin-1"))


def awk(prog, *operands, stdin="", opts=(), env=None):
    """Run `awklet [opts] prog operands...`."""
    return run(list(opts) + [prog] + list(operands), stdin=stdin, env=env)


def out(prog, *operands, stdin="", opts=(), env=None):
    """Run a program that must succeed quietly; return its standard output."""
    r = awk(prog, *operands, stdin=stdin, opts=opts, env=env)
    assert r.rc == 0, r
    assert r.err == "", r
    return r.out


def ev(expr, pre="", opts=(), env=None):
    """Value printed by `BEGIN { pre; print expr }`, without the final newline."""
    prog = "BEGIN { " + (pre + "\n" if pre else "") + "print " + expr + " }"
    o = out(prog, opts=opts, env=env)
    assert o.endswith("\n"), o
    return o[:-1]


def fatal(r, msg, stdout=None):
    """Assert a fatal error with exactly the message `msg`."""
    assert r.rc == 2, r
    assert r.err == "awklet: " + msg + "\n", r
    if stdout is not None:
        assert r.out == stdout, r


def usage_error(r, msg):
    assert r.rc == 2, r
    assert r.out == "", r
    assert r.err == "awklet: " + msg + "\n" + USAGE, r


def write(name, content):
    with open(name, "wb") as f:
        f.write(_b(content))


def read(name):
    with open(name, "rb") as f:
        return f.read().decode("latin-1")


@pytest.fixture(autouse=True)
def _in_tmp(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    yield tmp_path
