"""Finds the program under test: $TSB_EXECUTABLE, else ./executable in the working directory."""
import os
import subprocess

import pytest


def _executable():
    path = os.environ.get("TSB_EXECUTABLE") or "executable"
    return os.path.abspath(path)


@pytest.fixture
def calc(tmp_path):
    """Runs calc with the given arguments and stdin text; returns (rc, stdout, stderr)."""
    exe = _executable()

    def run(*args, input=""):
        r = subprocess.run(
            [exe, *args], input=input.encode(), capture_output=True, cwd=tmp_path, timeout=10
        )
        return r.returncode, r.stdout.decode(), r.stderr.decode()

    return run
