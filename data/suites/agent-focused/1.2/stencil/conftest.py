import os
import subprocess

import pytest

EXE = os.environ.get("TSB_EXECUTABLE") or os.path.abspath("executable")


class Runner:
    def __init__(self, tmp_path):
        self.dir = tmp_path

    def write(self, name, content):
        p = self.dir / name
        p.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, str):
            content = content.encode("utf-8")
        p.write_bytes(content)
        return p

    def run(self, *args, stdin=None):
        if isinstance(stdin, str):
            stdin = stdin.encode("utf-8")
        p = subprocess.run([EXE, *args], input=stdin if stdin is not None else b"",
                           capture_output=True, cwd=str(self.dir), timeout=10)
        return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")

    def render(self, template, *args):
        """Render a template given on stdin; return (rc, out, err)."""
        return self.run(*args, "-", stdin=template)


@pytest.fixture
def r(tmp_path):
    return Runner(tmp_path)


def ok(result, expected):
    rc, out, err = result
    assert (rc, out, err) == (0, expected, "")
