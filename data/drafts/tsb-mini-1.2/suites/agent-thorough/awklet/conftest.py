import os
import subprocess

import pytest

USAGE = "usage: awklet [-F fs] [-v var=value] [-f progfile | 'prog'] [file ...]"


def _exe():
    exe = os.environ.get("TSB_EXECUTABLE")
    if exe:
        return exe
    return os.path.abspath("executable")


EXE = _exe()


class Result:
    def __init__(self, proc):
        self.rc = proc.returncode
        self.bout = proc.stdout
        self.berr = proc.stderr
        self.out = proc.stdout.decode("latin-1")
        self.err = proc.stderr.decode("latin-1")

    def __repr__(self):
        return "Result(rc=%r, out=%r, err=%r)" % (self.rc, self.out, self.err)


def _b(x):
    if x is None:
        return b""
    if isinstance(x, bytes):
        return x
    return x.encode("latin-1")


def run_args(args, input=None, cwd=None, env=None, timeout=20):
    e = dict(os.environ)
    e.setdefault("TZ", "UTC")
    if env:
        for k, v in env.items():
            if v is None:
                e.pop(k, None)
            else:
                e[k] = v
    proc = subprocess.run(
        [os.fsencode(EXE)] + [_b(a) for a in args],
        input=_b(input),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=cwd,
        env=e,
        timeout=timeout,
    )
    return Result(proc)


@pytest.fixture
def tmpdir_path(tmp_path):
    return tmp_path


@pytest.fixture
def awk(tmp_path):
    """awk(prog, *operands, input=..., opts=[...], env=...) run in tmp_path."""

    def _run(prog, *operands, input=None, opts=(), env=None):
        args = list(opts) + [prog] + list(operands)
        return run_args(args, input=input, cwd=str(tmp_path), env=env)

    return _run


@pytest.fixture
def awkargs(tmp_path):
    """awkargs([args...], input=..., env=...) run in tmp_path."""

    def _run(args, input=None, env=None):
        return run_args(list(args), input=input, cwd=str(tmp_path), env=env)

    return _run


@pytest.fixture
def mkfile(tmp_path):
    def _mk(name, content):
        p = tmp_path / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(_b(content))
        return str(name)

    return _mk


@pytest.fixture
def readfile(tmp_path):
    def _rd(name):
        return (tmp_path / name).read_bytes().decode("latin-1")

    return _rd


def ok(r, out):
    assert r.err == "", r
    assert r.out == out, r
    assert r.rc == 0, r


def fatal(r, msg, out=""):
    assert r.err == "awklet: %s\n" % msg, r
    assert r.out == out, r
    assert r.rc == 2, r


def usage_error(r, msg):
    assert r.err == "awklet: %s\n%s\n" % (msg, USAGE), r
    assert r.out == "", r
    assert r.rc == 2, r
