import os
import subprocess

import pytest


def _exe():
    path = os.environ.get("TSB_EXECUTABLE")
    if path:
        return path
    return os.path.abspath("./executable")


def run_awk(args, stdin=b"", cwd=None):
    if isinstance(stdin, str):
        stdin = stdin.encode()
    p = subprocess.run(
        [_exe()] + list(args),
        input=stdin,
        capture_output=True,
        timeout=10,
        cwd=cwd,
    )
    return p


@pytest.fixture
def awk():
    return run_awk
