import os
import subprocess

import pytest

EXE = os.environ.get("TSB_EXECUTABLE") or os.path.abspath("./executable")


class Runner:
    def __init__(self, cwd):
        self.cwd = cwd

    def __call__(self, *args, stdin=b""):
        if isinstance(stdin, str):
            stdin = stdin.encode()
        return subprocess.run(
            [EXE, *args], input=stdin, capture_output=True, cwd=self.cwd, timeout=10
        )

    def write(self, name, data):
        if isinstance(data, str):
            data = data.encode()
        p = os.path.join(self.cwd, name)
        with open(p, "wb") as f:
            f.write(data)
        return p


@pytest.fixture
def run(tmp_path):
    return Runner(str(tmp_path))
