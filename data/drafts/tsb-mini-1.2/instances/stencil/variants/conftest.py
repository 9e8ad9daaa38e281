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
    """run(*args, stdin=str|bytes, cwd=None) -> Result with .code, .out (bytes), .text, .err."""
    exe = _executable()

    def _run(*args, stdin=b"", cwd=None):
        data = stdin.encode("utf-8") if isinstance(stdin, str) else stdin
        proc = subprocess.run(
            [exe, *args], input=data, capture_output=True, timeout=10, cwd=cwd
        )
        return Result(proc)

    return _run


@pytest.fixture
def render(run):
    """render(template, *args, data=None, cwd=None) -> Result: the template is read from stdin;
    data (a dict) is written to a JSON file given with --data."""
    import json
    import tempfile

    def _render(template, *args, data=None, cwd=None):
        extra = []
        if data is not None:
            fd, name = tempfile.mkstemp(suffix=".json")
            with os.fdopen(fd, "w") as f:
                json.dump(data, f)
            extra = ["--data", name]
        try:
            return run(*extra, *args, "-", stdin=template, cwd=cwd)
        finally:
            if data is not None:
                os.unlink(name)

    return _render
