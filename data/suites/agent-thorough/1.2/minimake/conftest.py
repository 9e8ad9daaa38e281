"""Shared helpers for the minimake test suite."""
import os
import subprocess
import sys
from pathlib import Path

_HERE = os.path.dirname(os.path.abspath(__file__))
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)


def _find_exe():
    exe = os.environ.get("TSB_EXECUTABLE")
    if exe:
        return exe
    for cand in (os.path.join(os.getcwd(), "executable"),
                 os.path.join(_HERE, "executable"),
                 os.path.join(os.path.dirname(_HERE), "executable")):
        if os.path.exists(cand):
            return os.path.abspath(cand)
    return os.path.abspath("executable")


EXE = _find_exe()
USAGE = "Usage: minimake [OPTION]... [TARGET | NAME=VALUE]..."

# Fixed timestamps (seconds) used to order files deterministically.
OLD = 1_000_000_000
MID = 1_100_000_000
NEW = 1_200_000_000


def clean_env(extra=None):
    """A small, predictable environment for the program under test."""
    env = {}
    for key in ("PATH", "HOME", "TMPDIR"):
        val = os.environ.get(key)
        if val and "$" not in val:
            env[key] = val
    env.setdefault("PATH", "/usr/local/bin:/usr/bin:/bin")
    env["LC_ALL"] = "C"
    if extra:
        for k, v in extra.items():
            if v is None:
                env.pop(k, None)
            else:
                env[k] = v
    return env


class Result:
    def __init__(self, rc, out, err, cwd):
        self.rc = rc
        self.out = out
        self.err = err
        self.cwd = cwd

    @property
    def out_lines(self):
        return self.out.splitlines()

    @property
    def err_lines(self):
        return self.err.splitlines()

    def __repr__(self):
        return "Result(rc=%r, out=%r, err=%r)" % (self.rc, self.out, self.err)


def setmtime(path, t):
    os.utime(str(path), (t, t))


def setmtime_ns(path, ns):
    os.utime(str(path), ns=(ns, ns))


def write(path, content="", mtime=None):
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_bytes(content.encode("utf-8"))
    if mtime is not None:
        setmtime(path, mtime)
    return path


def mtime(path):
    return os.stat(str(path)).st_mtime


def run(cwd, *args, makefile=None, files=None, env=None, stdin=None,
        mkname="Makefile", timeout=30):
    """Run the program in directory cwd.

    files: dict name -> content, or name -> (content, mtime).
    env: extra environment variables (None value removes a variable).
    """
    cwd = Path(cwd)
    cwd.mkdir(parents=True, exist_ok=True)
    if makefile is not None:
        write(cwd / mkname, makefile)
    if files:
        for name, spec in files.items():
            if isinstance(spec, tuple):
                write(cwd / name, spec[0], spec[1])
            else:
                write(cwd / name, spec)
    if stdin is None:
        stdin_arg = subprocess.DEVNULL
        data = None
    else:
        stdin_arg = None
        data = stdin.encode("utf-8") if isinstance(stdin, str) else stdin
    proc = subprocess.run(
        [EXE] + [str(a) for a in args],
        cwd=str(cwd),
        env=clean_env(env),
        stdin=stdin_arg,
        input=data,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        timeout=timeout,
    )
    return Result(proc.returncode,
                  proc.stdout.decode("utf-8", "surrogateescape"),
                  proc.stderr.decode("utf-8", "surrogateescape"),
                  cwd)


def ev(cwd, expr, pre="", args=(), env=None, files=None):
    """Expand EXPR while reading a makefile; return the Result.

    The makefile prints "[" + expansion + "]" with $(info).
    """
    text = pre + "$(info [" + expr + "])\nall:;@:\n"
    return run(cwd, *args, makefile=text, env=env, files=files)


def expand(cwd, expr, pre="", args=(), env=None, files=None):
    """Return the expansion of EXPR (asserting success)."""
    r = ev(cwd, expr, pre=pre, args=args, env=env, files=files)
    assert r.rc == 0, r
    assert r.out.startswith("[") and r.out.endswith("]\n"), r
    return r.out[1:-2]


def usage_error(r, first):
    assert r.rc == 2, r
    assert r.out == "", r
    assert r.err == "minimake: " + first + "\n" + USAGE + "\n", r


def realdir(p):
    return os.path.realpath(str(p))
