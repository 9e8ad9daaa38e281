import os
import subprocess

import pytest

USAGE = "Usage: calc [-p N | --precision=N] [--] [EXPRESSION]..."


def _exe():
    return os.environ.get("TSB_EXECUTABLE") or os.path.abspath("./executable")


class Result:
    def __init__(self, p):
        self.rc = p.returncode
        self.out = p.stdout
        self.err = p.stderr


def run_calc(*args, stdin=None):
    p = subprocess.run(
        [_exe(), *args],
        input=stdin if stdin is not None else "",
        capture_output=True,
        text=True,
        timeout=10,
    )
    return Result(p)


@pytest.fixture
def calc():
    return run_calc
