import os
import subprocess

import pytest


def _exe():
    p = os.environ.get("TSB_EXECUTABLE")
    if p:
        return p
    return os.path.abspath("./executable")


class Result:
    def __init__(self, cp):
        self.code = cp.returncode
        self.out = cp.stdout.decode("utf-8", errors="replace")
        self.err = cp.stderr.decode("utf-8", errors="replace")


def run_fj(args=(), stdin="", cwd=None):
    data = stdin.encode("utf-8") if isinstance(stdin, str) else stdin
    cp = subprocess.run([_exe(), *args], input=data, capture_output=True,
                        timeout=10, cwd=cwd)
    return Result(cp)


@pytest.fixture
def fj():
    return run_fj
