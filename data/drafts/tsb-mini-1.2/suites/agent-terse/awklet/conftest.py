import os
import subprocess

import pytest

EXE = os.environ.get("TSB_EXECUTABLE") or os.path.abspath("executable")
USAGE = "usage: awklet [-F fs] [-v var=value] [-f progfile | 'prog'] [file ...]"


class Result:
    def __init__(self, p):
        self.rc = p.returncode
        self.bout = p.stdout
        self.berr = p.stderr if p.stderr is not None else b""
        self.out = self.bout.decode("latin-1")
        self.err = self.berr.decode("latin-1")

    def __repr__(self):
        return "Result(rc=%r, out=%r, err=%r)" % (self.rc, self.out, self.err)


def run(args, stdin="", env=None, merge=False, timeout=20, unset=()):
    if isinstance(stdin, str):
        stdin = stdin.encode("latin-1")
    e = dict(os.environ)
    e["LC_ALL"] = "C"
    for k in unset:
        e.pop(k, None)
    if env:
        e.update(env)
    p = subprocess.run(
        [EXE] + [a.encode("latin-1") if isinstance(a, str) else a for a in args],
        input=stdin,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT if merge else subprocess.PIPE,
        env=e,
        timeout=timeout,
    )
    return Result(p)


def awk(prog, *operands, stdin="", **kw):
    return run([prog] + list(operands), stdin=stdin, **kw)


def out(prog, *operands, stdin="", **kw):
    """Run, require exit status 0 and return stdout as text."""
    r = awk(prog, *operands, stdin=stdin, **kw)
    assert r.rc == 0, r
    return r.out


def fatal(prog, msg, *operands, stdin="", stdout=None, **kw):
    """Run, require exit status 2 and exactly one error line on stderr."""
    r = awk(prog, *operands, stdin=stdin, **kw)
    assert r.rc == 2, r
    assert r.err == "awklet: %s\n" % msg, r
    if stdout is not None:
        assert r.out == stdout, r
    return r


def syntax(prog, msg, *operands, stdin="x\n", **kw):
    """A program-reading error: status 2, message, nothing run."""
    return fatal(prog, msg, *operands, stdin=stdin, stdout="", **kw)


def usage_error(args, msg):
    r = run(args)
    assert r.rc == 2, r
    assert r.out == "", r
    assert r.err == "awklet: %s\n%s\n" % (msg, USAGE), r
    return r


def write(name, data):
    mode = "wb" if isinstance(data, bytes) else "w"
    with open(name, mode) as f:
        f.write(data)


def read(name):
    with open(name, "rb") as f:
        return f.read().decode("latin-1")


@pytest.fixture(autouse=True)
def _in_tmp(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    yield tmp_path
