import os
import subprocess
import pytest

EXE = os.environ.get("TSB_EXECUTABLE") or os.path.abspath("./executable")


def _run(args, stdin=b"", cwd=None):
    if isinstance(stdin, str):
        stdin = stdin.encode("utf-8")
    p = subprocess.run([EXE] + list(args), input=stdin, capture_output=True,
                       timeout=10, cwd=cwd)
    return p.returncode, p.stdout, p.stderr


@pytest.fixture
def run():
    return _run
