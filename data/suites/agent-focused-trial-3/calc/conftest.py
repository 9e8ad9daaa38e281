import os
import subprocess

import pytest


def _exe():
    p = os.environ.get("TSB_EXECUTABLE")
    if p:
        return p
    return os.path.abspath("./executable")


def run(*args, stdin=None):
    r = subprocess.run(
        [_exe(), *args],
        input=stdin.encode() if stdin is not None else b"",
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        timeout=10,
    )
    return r.returncode, r.stdout.decode(), r.stderr.decode()


@pytest.fixture
def calc():
    return run
