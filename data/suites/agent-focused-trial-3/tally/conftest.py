import os
import subprocess
import pytest

EXE = os.environ.get("TSB_EXECUTABLE") or os.path.abspath("./executable")


def _run(args, stdin=b"", cwd=None):
    p = subprocess.run([EXE] + list(args), input=stdin, capture_output=True,
                       cwd=cwd, timeout=10)
    return p


@pytest.fixture
def run(tmp_path):
    def f(args, stdin=b""):
        return _run(args, stdin=stdin, cwd=str(tmp_path))
    return f


@pytest.fixture
def mk(tmp_path):
    def f(name, data):
        (tmp_path / name).write_bytes(data)
        return name
    return f
