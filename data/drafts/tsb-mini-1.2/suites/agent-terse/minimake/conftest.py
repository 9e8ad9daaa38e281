import os
import subprocess
import time

import pytest

_EXE = os.environ.get("TSB_EXECUTABLE") or os.path.abspath("executable")

USAGE = "Usage: minimake [OPTION]... [TARGET | NAME=VALUE]..."


def exe():
    return _EXE


def base_env(extra=None):
    env = {}
    for k in ("PATH", "HOME", "LANG", "TMPDIR"):
        if k in os.environ:
            env[k] = os.environ[k]
    env.setdefault("PATH", "/usr/local/bin:/usr/bin:/bin")
    env["LC_ALL"] = "C"
    if extra:
        env.update(extra)
    return env


class Result:
    def __init__(self, cp):
        self.rc = cp.returncode
        self.out = cp.stdout
        self.err = cp.stderr

    @property
    def lines(self):
        return self.out.splitlines()

    @property
    def errlines(self):
        return self.err.splitlines()

    def __repr__(self):
        return "rc=%r\nOUT=%r\nERR=%r" % (self.rc, self.out, self.err)


def run_make(cwd, args=(), env=None, stdin=None, timeout=20):
    cp = subprocess.run(
        [_EXE] + list(args),
        cwd=str(cwd),
        env=base_env(env),
        input=stdin if stdin is not None else "",
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    return Result(cp)


def write(path, text):
    path = str(path)
    d = os.path.dirname(path)
    if d:
        os.makedirs(d, exist_ok=True)
    with open(path, "w", newline="") as f:
        f.write(text)


BASE_T = 1_600_000_000


def set_time(path, offset):
    """Set mtime of path to BASE_T + offset seconds."""
    t = BASE_T + offset
    os.utime(str(path), (t, t))


def touch(path, offset=None):
    path = str(path)
    if not os.path.exists(path):
        write(path, "")
    if offset is not None:
        set_time(path, offset)


def mtime(path):
    return os.stat(str(path)).st_mtime


@pytest.fixture
def mk(tmp_path):
    """mk(makefile_text, *args, env=None, stdin=None, files=None) -> Result

    Writes `Makefile` in a fresh directory and runs minimake there."""

    def _mk(text, *args, env=None, stdin=None, name="Makefile", files=None):
        if text is not None:
            write(tmp_path / name, text)
        if files:
            for fname, spec in files.items():
                if isinstance(spec, tuple):
                    content, off = spec
                    write(tmp_path / fname, content)
                    set_time(tmp_path / fname, off)
                elif isinstance(spec, int):
                    touch(tmp_path / fname, spec)
                else:
                    write(tmp_path / fname, spec)
        return run_make(tmp_path, args, env=env, stdin=stdin)

    _mk.dir = tmp_path
    return _mk


@pytest.fixture
def info(tmp_path):
    """info(expr, pre='') -> stdout text (without trailing newline) of $(info [expr])"""

    def _info(expr, pre="", args=(), env=None):
        text = pre + "$(info [" + expr + "])\n.PHONY: all\nall: ; @:\n"
        write(tmp_path / "Makefile", text)
        r = run_make(tmp_path, args, env=env)
        assert r.rc == 0, r
        out = r.out
        assert out.startswith("[") and out.endswith("]\n"), r
        return out[1:-2]

    _info.dir = tmp_path
    return _info
