"""Finds the program under test: $TSB_EXECUTABLE, else ./executable in the working directory."""
import os
import subprocess

import pytest


def _executable():
    path = os.environ.get("TSB_EXECUTABLE") or "executable"
    return os.path.abspath(path)


@pytest.fixture
def tally(tmp_path):
    """Runs tally with the given arguments and stdin bytes, in a fresh temporary directory."""
    exe = _executable()

    def run(*args, input=b""):
        return subprocess.run(
            [exe, *args], input=input, capture_output=True, cwd=tmp_path, timeout=10
        )

    return run


@pytest.fixture
def write(tmp_path):
    """Writes bytes to a file in the run directory and returns its name."""

    def make(name, data):
        (tmp_path / name).write_bytes(data)
        return name

    return make
