"""Finds the program under test: $TSB_EXECUTABLE, else ./executable in the working directory."""
import os
import subprocess

import pytest


def _executable():
    path = os.environ.get("TSB_EXECUTABLE") or "executable"
    return os.path.abspath(path)


class Runner:
    """Runs minimake in a fresh directory; returns (rc, stdout, stderr)."""

    def __init__(self, directory):
        self.dir = directory
        self.exe = _executable()

    def write(self, name, text, mtime=None):
        path = self.dir / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        if mtime is not None:
            os.utime(path, (mtime, mtime))
        return path

    def touch(self, name, mtime):
        return self.write(name, "", mtime)

    def exists(self, name):
        return (self.dir / name).exists()

    def read(self, name):
        return (self.dir / name).read_text()

    def mtime(self, name):
        return os.stat(self.dir / name).st_mtime

    def __call__(self, *args, makefile=None, input="", env=None, cwd=None):
        if makefile is not None:
            self.write("Makefile", makefile)
        environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LC_ALL": "C"}
        if env:
            environment.update(env)
        r = subprocess.run(
            [self.exe, *args],
            input=input.encode(),
            capture_output=True,
            cwd=cwd or self.dir,
            env=environment,
            timeout=10,
        )
        return r.returncode, r.stdout.decode(), r.stderr.decode()


@pytest.fixture
def mm(tmp_path):
    return Runner(tmp_path)
