import os
import subprocess

import pytest

EXE = os.environ.get("TSB_EXECUTABLE") or os.path.abspath("./executable")


def _run(*args, stdin=""):
    if isinstance(stdin, str):
        stdin = stdin.encode()
    r = subprocess.run([EXE, *args], input=stdin, capture_output=True, timeout=10)
    r.out = r.stdout.decode()
    r.err = r.stderr.decode()
    return r


@pytest.fixture
def run():
    return _run
