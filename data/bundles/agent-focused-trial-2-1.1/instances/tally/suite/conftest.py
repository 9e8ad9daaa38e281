import os
import subprocess

import pytest

EXE = os.environ.get("TSB_EXECUTABLE") or os.path.abspath("./executable")


class Result:
    def __init__(self, p):
        self.rc = p.returncode
        self.out = p.stdout.decode("utf-8", "replace")
        self.err = p.stderr.decode("utf-8", "replace")


@pytest.fixture
def run(tmp_path):
    def _run(*args, stdin=b""):
        p = subprocess.run([EXE, *args], input=stdin, cwd=str(tmp_path),
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=10)
        return Result(p)
    return _run


@pytest.fixture
def mk(tmp_path):
    def _mk(name, data):
        (tmp_path / name).write_bytes(data)
        return name
    return _mk
