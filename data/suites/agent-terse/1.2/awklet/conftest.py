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


def run_awk(args, stdin="", cwd=None, env=None, merge=False, timeout=10):
    """Run the program with the given argument list.

    Strings are mapped to bytes one-to-one (latin-1), and output is decoded
    the same way, so "\\xff" in a test stands for the byte 255.
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
        stderr=subprocess.STDOUT if merge else subprocess.PIPE,
        cwd=str(cwd) if cwd is not None else None,
        env=e,
        timeout=timeout,
    )
    err = p.stderr.decode("latin-1") if p.stderr is not None else ""
    return Result(p.returncode, p.stdout.decode("latin-1"), err)


@pytest.fixture
def awk(tmp_path):
    """awk(prog, stdin="", args=(), opts=(), **kw) runs `awklet OPTS PROG ARGS`
    in a fresh temporary directory."""

    def _run(prog, stdin="", args=(), opts=(), **kw):
        kw.setdefault("cwd", tmp_path)
        return run_awk(list(opts) + [prog] + list(args), stdin, **kw)

    return _run


@pytest.fixture
def raw(tmp_path):
    """raw(args, stdin="", **kw) runs awklet with exactly these arguments."""

    def _run(args, stdin="", **kw):
        kw.setdefault("cwd", tmp_path)
        return run_awk(list(args), stdin, **kw)

    return _run


@pytest.fixture
def write(tmp_path):
    def _write(name, content):
        p = tmp_path / name
        p.write_bytes(_b(content))
        return p

    return _write


def check_ok(r, out):
    assert r.out == out, r
    assert r.rc == 0, r


def check_fatal(r, msg, out=""):
    assert r.err == "awklet: " + msg + "\n", r
    assert r.rc == 2, r
    assert r.out == out, r
