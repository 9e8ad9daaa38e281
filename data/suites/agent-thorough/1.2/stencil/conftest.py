import os
import re
import subprocess
from pathlib import Path

import pytest

EXE = os.environ.get("TSB_EXECUTABLE") or os.path.abspath("executable")


class Result:
    def __init__(self, proc):
        self.rc = proc.returncode
        self.out_bytes = proc.stdout
        self.err_bytes = proc.stderr
        self.out = proc.stdout.decode("utf-8", errors="surrogateescape")
        self.err = proc.stderr.decode("utf-8", errors="surrogateescape")

    def __repr__(self):
        return "Result(rc=%r, out=%r, err=%r)" % (self.rc, self.out, self.err)


class Stencil:
    """Runs the program in a private temporary directory."""

    def __init__(self, path):
        self.path = Path(path)

    def write(self, name, content):
        p = self.path / name
        p.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, str):
            content = content.encode("utf-8")
        p.write_bytes(content)
        return p

    def read(self, name):
        return (self.path / name).read_bytes().decode("utf-8")

    def exists(self, name):
        return (self.path / name).exists()

    def run(self, *args, stdin=None, cwd=None):
        kw = {}
        if stdin is None:
            kw["stdin"] = subprocess.DEVNULL
        else:
            if isinstance(stdin, str):
                stdin = stdin.encode("utf-8")
            kw["input"] = stdin
        proc = subprocess.run(
            [EXE, *[str(a) for a in args]],
            cwd=str(cwd or self.path),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            timeout=30,
            **kw,
        )
        return Result(proc)

    def render(self, template, *args, name="t.txt", stdin=None):
        self.write(name, template)
        return self.run(*args, name, stdin=stdin)

    # assertions -------------------------------------------------------
    def ok(self, template, expected, *args, **kw):
        r = self.render(template, *args, **kw)
        assert (r.err, r.rc, r.out) == ("", 0, expected)
        return r

    def error(self, template, message, *args, status=1, **kw):
        r = self.render(template, *args, **kw)
        assert (r.err, r.rc, r.out) == ("stencil: " + message + "\n", status, "")
        return r

    def terr(self, template, line, col, message, *args, name="t.txt", **kw):
        return self.error(template, "%s:%d:%d: %s" % (name, line, col, message),
                          *args, name=name, **kw)

    def error_re(self, template, pattern, *args, status=1, **kw):
        r = self.render(template, *args, **kw)
        assert r.rc == status, r
        assert r.out == "", r
        assert re.fullmatch("stencil: " + pattern + "\n", r.err), r
        return r


def check_run(r, rc, out, err):
    assert (r.err, r.rc, r.out) == (err, rc, out)


@pytest.fixture
def st(tmp_path):
    return Stencil(tmp_path)
