import os
import subprocess

import pytest


def _exe():
    return os.environ.get("TSB_EXECUTABLE") or os.path.abspath("./executable")


class Result:
    def __init__(self, p):
        self.rc = p.returncode
        self.out = p.stdout.decode("latin-1")
        self.err = p.stderr.decode("latin-1")


@pytest.fixture
def awk(tmp_path):
    def run(*args, stdin="", cwd=None):
        p = subprocess.run(
            [_exe(), *args],
            input=stdin.encode("latin-1"),
            capture_output=True,
            timeout=10,
            cwd=cwd or tmp_path,
        )
        return Result(p)

    return run
