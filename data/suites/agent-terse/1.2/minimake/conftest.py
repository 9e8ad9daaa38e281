import os
import stat
import subprocess
import time

import pytest

EXE = os.environ.get("TSB_EXECUTABLE") or os.path.abspath("executable")

USAGE = "Usage: minimake [OPTION]... [TARGET | NAME=VALUE]..."

# A fixed reference time, well in the past, used for explicit file times.
T0 = int(time.time()) - 100000


def base_env(extra=None, drop=()):
    env = {
        "PATH": os.environ.get("PATH") or "/usr/local/bin:/usr/bin:/bin",
        "LC_ALL": "C",
        "LANG": "C",
    }
    if extra:
        env.update(extra)
    for k in drop:
        env.pop(k, None)
    return env


class Result:
    def __init__(self, proc):
        self.rc = proc.returncode
        self.out = proc.stdout.decode("utf-8", "surrogateescape")
        self.err = proc.stderr.decode("utf-8", "surrogateescape")

    @property
    def out_lines(self):
        return self.out.splitlines()

    @property
    def err_lines(self):
        return self.err.splitlines()

    def __repr__(self):
        return "Result(rc=%r, out=%r, err=%r)" % (self.rc, self.out, self.err)


class Proj:
    def __init__(self, path):
        self.path = str(path)

    def p(self, name):
        return os.path.join(self.path, name)

    def write(self, name, content="", age=None, mode=None):
        full = self.p(name)
        d = os.path.dirname(full)
        if d:
            os.makedirs(d, exist_ok=True)
        if isinstance(content, bytes):
            with open(full, "wb") as f:
                f.write(content)
        else:
            with open(full, "w", newline="") as f:
                f.write(content)
        if mode is not None:
            os.chmod(full, mode)
        if age is not None:
            self.age(name, age)
        return full

    def mkdir(self, name):
        os.makedirs(self.p(name), exist_ok=True)
        return self.p(name)

    def age(self, name, age):
        """Set the modification time to T0 - age seconds (larger age = older)."""
        t = T0 - age
        os.utime(self.p(name), (t, t))

    def set_ns(self, name, ns):
        os.utime(self.p(name), ns=(ns, ns))

    def exists(self, name):
        return os.path.lexists(self.p(name))

    def read(self, name):
        with open(self.p(name), newline="") as f:
            return f.read()

    def mtime(self, name):
        return os.stat(self.p(name)).st_mtime

    def script(self, name, content):
        full = self.write(name, content)
        os.chmod(full, 0o755)
        return full

    def run(self, *args, mf=None, mfname="Makefile", env=None, stdin=None,
            cwd=None, timeout=20, drop=()):
        if mf is not None:
            self.write(mfname, mf)
        workdir = self.p(cwd) if cwd else self.path
        proc = subprocess.run(
            [EXE] + list(args),
            cwd=workdir,
            env=base_env(env, drop),
            input=(stdin if stdin is not None else "").encode(),
            capture_output=True,
            timeout=timeout,
        )
        return Result(proc)


@pytest.fixture
def mk(tmp_path):
    d = tmp_path / "w"
    d.mkdir()
    return Proj(os.path.realpath(str(d)))


def info_mf(expr, pre=""):
    """A makefile that prints [EXPR] while being read and has a quiet goal."""
    return pre + "$(info [" + expr + "])\n.PHONY: all\nall: ; @:\n"


def ar_header(name, mtime, size):
    h = (name.ljust(16) + str(mtime).ljust(12) + "0".ljust(6) + "0".ljust(6)
         + "100644".ljust(8) + str(size).ljust(10) + "`\n")
    assert len(h) == 60
    return h.encode()


def make_ar(members, longnames=False, symtab=False):
    """members: list of (name, mtime, data bytes)."""
    out = b"!<arch>\n"

    def add(hname, mtime, data):
        nonlocal out
        out += ar_header(hname, mtime, len(data)) + data
        if len(data) % 2:
            out += b"\n"

    if symtab:
        add("/", 0, b"\x00\x00\x00\x00")
    table = b""
    names = []
    for name, mtime, data in members:
        if longnames and len(name) > 15:
            off = len(table)
            table += name.encode() + b"/\n"
            names.append("/%d" % off)
        else:
            names.append(name + "/")
    if table:
        add("//", 0, table)
    for (name, mtime, data), hname in zip(members, names):
        add(hname, mtime, data)
    return out
