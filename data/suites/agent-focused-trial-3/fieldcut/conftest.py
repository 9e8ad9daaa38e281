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
        self.rc = cp.returncode
        self.out = cp.stdout
        self.err = cp.stderr


@pytest.fixture
def run():
    def _run(args, stdin=b"", cwd=None):
        if isinstance(stdin, str):
            stdin = stdin.encode("utf-8")
        cp = subprocess.run([_exe()] + list(args), input=stdin,
                            capture_output=True, timeout=10, cwd=cwd)
        return Result(cp)
    return _run
