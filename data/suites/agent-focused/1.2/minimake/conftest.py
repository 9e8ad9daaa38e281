import os
import subprocess

import pytest

EXE = os.environ.get("TSB_EXECUTABLE") or os.path.abspath("./executable")


class Result:
    def __init__(self, cp):
        self.rc = cp.returncode
        self.out = cp.stdout
        self.err = cp.stderr


@pytest.fixture
def mk(tmp_path):
    """mk(makefile_text, *args, files={}, stdin=None) -> Result, run in tmp_path."""

    def run(makefile=None, *args, files=None, stdin=None, name="Makefile"):
        if makefile is not None:
            (tmp_path / name).write_text(makefile)
        for fname, content in (files or {}).items():
            p = tmp_path / fname
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_text(content)
        env = dict(os.environ)
        for k in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEFILES", "GNUMAKEFLAGS"):
            env.pop(k, None)
        cp = subprocess.run(
            [EXE, *args],
            cwd=str(tmp_path),
            input=stdin,
            capture_output=True,
            text=True,
            timeout=10,
            env=env,
        )
        return Result(cp)

    run.dir = tmp_path
    return run
