import os
import subprocess

import pytest

EXE = os.environ.get("TSB_EXECUTABLE") or os.path.abspath("./executable")


class Result:
    def __init__(self, p):
        self.rc = p.returncode
        self.out = p.stdout.decode("utf-8", "replace")
        self.err = p.stderr.decode("utf-8", "replace")


def run(*args, stdin=b"", cwd=None):
    if isinstance(stdin, str):
        stdin = stdin.encode("utf-8")
    p = subprocess.run([EXE, *args], input=stdin, capture_output=True,
                       timeout=10, cwd=cwd)
    return Result(p)


@pytest.fixture
def sv():
    return run
