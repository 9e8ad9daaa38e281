import os
import subprocess

import pytest


def _exe():
    return os.environ.get("TSB_EXECUTABLE") or os.path.abspath("./executable")


def run_fj(args=(), stdin="", cwd=None):
    p = subprocess.run(
        [_exe(), *args],
        input=stdin.encode("utf-8"),
        capture_output=True,
        timeout=10,
        cwd=cwd,
    )
    return p.returncode, p.stdout.decode("utf-8"), p.stderr.decode("utf-8")


@pytest.fixture
def fj():
    return run_fj
