import os
import subprocess

import pytest


def _exe():
    exe = os.environ.get("TSB_EXECUTABLE")
    if exe:
        return exe
    return os.path.abspath("./executable")


class Result:
    def __init__(self, proc):
        self.code = proc.returncode
        self.rawout = proc.stdout
        self.rawerr = proc.stderr
        self.out = proc.stdout.decode("utf-8", "surrogateescape")
        self.err = proc.stderr.decode("utf-8", "surrogateescape")

    def __repr__(self):
        return "Result(code=%r, out=%r, err=%r)" % (self.code, self.out, self.err)


class Runner:
    def __init__(self, directory):
        self.dir = directory

    def file(self, name, data):
        if isinstance(data, str):
            data = data.encode("utf-8")
        path = self.dir / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        return name

    def mkdir(self, name):
        (self.dir / name).mkdir(parents=True, exist_ok=True)
        return name

    def __call__(self, *args, stdin=b""):
        if isinstance(stdin, str):
            stdin = stdin.encode("utf-8")
        proc = subprocess.run(
            [_exe(), *args],
            input=stdin,
            cwd=str(self.dir),
            capture_output=True,
            timeout=10,
        )
        return Result(proc)


@pytest.fixture
def run(tmp_path):
    return Runner(tmp_path)


def ok(run, *args, stdin=b""):
    """Run fieldcut, require success, return raw stdout bytes."""
    r = run(*args, stdin=stdin)
    assert r.err == "", r
    assert r.code == 0, r
    return r.rawout


def usage(run, args, message, stdin=b""):
    r = run(*args, stdin=stdin)
    assert r.out == "", r
    assert r.err == "fieldcut: " + message + "\n", r
    assert r.code == 2, r
