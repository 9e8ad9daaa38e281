import os
import subprocess

import pytest

EXE = os.environ.get("TSB_EXECUTABLE") or os.path.abspath("executable")
TPL = "t.txt"


class Result:
    def __init__(self, rc, out, err):
        self.rc = rc
        self.out = out
        self.err = err

    def __repr__(self):
        return "Result(rc=%r, out=%r, err=%r)" % (self.rc, self.out, self.err)


def _b(s):
    return s.encode("utf-8") if isinstance(s, str) else s


class Stencil:
    def __init__(self, path):
        self.path = path

    def write(self, name, content):
        p = self.path / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(_b(content))
        return p

    def run(self, args, stdin=None):
        p = subprocess.run(
            [EXE] + list(args),
            cwd=str(self.path),
            input=_b(stdin) if stdin is not None else b"",
            capture_output=True,
            timeout=20,
        )
        return Result(p.returncode, p.stdout.decode("utf-8", "replace"),
                      p.stderr.decode("utf-8", "replace"))

    def render(self, tpl, *args, files=None):
        for k, v in (files or {}).items():
            self.write(k, v)
        self.write(TPL, tpl)
        return self.run(list(args) + [TPL])

    def ok(self, tpl, expected, *args, files=None):
        r = self.render(tpl, *args, files=files)
        assert (r.rc, r.err) == (0, ""), r
        assert r.out == expected, r
        return r

    def fail(self, tpl, msg, line=None, col=None, *args, files=None, name=TPL):
        """Template error (status 1). If line is None only the message is checked."""
        r = self.render(tpl, *args, files=files)
        assert r.rc == 1, r
        assert r.out == "", r
        if line is None:
            assert r.err.startswith("stencil: "), r
            assert r.err.endswith(": " + msg + "\n"), r
            assert r.err.count("\n") == 1, r
        else:
            assert r.err == "stencil: %s:%d:%d: %s\n" % (name, line, col, msg), r
        return r


@pytest.fixture
def st(tmp_path):
    return Stencil(tmp_path)


def loc(tpl, anchor, n=1):
    """(line, col) of the n-th occurrence of anchor in tpl (col in UTF-16 units)."""
    i = -1
    for _ in range(n):
        i = tpl.index(anchor, i + 1)
    before = tpl[:i]
    line = before.count("\n") + 1
    start = before.rfind("\n") + 1
    col = len(before[start:].encode("utf-16-le")) // 2 + 1
    return line, col


def check_error(st, tpl, msg, anchor, args=(), files=None, n=1, name="t.txt"):
    if anchor is None:
        return st.fail(tpl, msg, None, None, *args, files=files)
    if isinstance(anchor, tuple):
        anchor, n = anchor
    line, col = loc(tpl, anchor, n)
    return st.fail(tpl, msg, line, col, *args, files=files, name=name)
