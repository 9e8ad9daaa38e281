"""Finds the program under test: $TSB_EXECUTABLE, else ./executable in the working directory."""
import os
import subprocess

import pytest


def _executable():
    path = os.environ.get("TSB_EXECUTABLE") or os.path.join(os.getcwd(), "executable")
    return os.path.abspath(path)


class Result:
    def __init__(self, proc):
        self.code = proc.returncode
        self.out = proc.stdout
        self.err = proc.stderr.decode("utf-8", "replace")

    @property
    def text(self):
        return self.out.decode("utf-8", "surrogateescape")


@pytest.fixture
def run():
    """run(*args, stdin=str|bytes, cwd=None, env=None) -> Result with .code, .out, .text, .err."""
    exe = _executable()

    def _run(*args, stdin=b"", cwd=None, env=None):
        data = stdin.encode("utf-8") if isinstance(stdin, str) else stdin
        full_env = None
        if env is not None:
            full_env = dict(os.environ)
            full_env.update(env)
        proc = subprocess.run(
            [exe, *args], input=data, capture_output=True, timeout=10, cwd=cwd, env=full_env
        )
        return Result(proc)

    return _run


@pytest.fixture
def awk(run):
    """awk(program, stdin="", *operands) -> stdout text; asserts status 0 and no stderr."""

    def _awk(program, stdin="", *operands, cwd=None, env=None):
        r = run(program, *operands, stdin=stdin, cwd=cwd, env=env)
        assert r.err == ""
        assert r.code == 0
        return r.text

    return _awk


@pytest.fixture
def fails(run):
    """fails(program, stdin="", *operands) -> stderr text; asserts status 2 and no stdout."""

    def _fails(program, stdin="", *operands, cwd=None):
        r = run(program, *operands, stdin=stdin, cwd=cwd)
        assert r.code == 2
        return r.err

    return _fails
