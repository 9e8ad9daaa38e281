"""Shared helpers for the stencil test suite."""
import json
import os
import re
import subprocess
import tempfile
from pathlib import Path

import pytest

EXE = os.environ.get("TSB_EXECUTABLE") or str(Path("executable").resolve())
TNAME = "t.txt"


class Result:
    def __init__(self, rc, out, err, files):
        self.rc = rc
        self.out = out
        self.err = err
        self.files = files

    def __repr__(self):
        return "Result(rc=%r, out=%r, err=%r)" % (self.rc, self.out, self.err)


def _write(base, files):
    for name, content in (files or {}).items():
        p = Path(base) / name
        if content is None:  # a directory
            p.mkdir(parents=True, exist_ok=True)
            continue
        p.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, str):
            content = content.encode("utf-8")
        p.write_bytes(content)


def _snapshot(base):
    snap = {}
    for root, dirs, fnames in os.walk(base):
        for f in fnames:
            full = Path(root) / f
            rel = str(full.relative_to(base))
            try:
                snap[rel] = full.read_bytes()
            except OSError:
                pass
    return snap


def run(args, files=None, stdin=None):
    """Run the program with ARGS in a fresh directory holding FILES."""
    with tempfile.TemporaryDirectory() as d:
        _write(d, files)
        if isinstance(stdin, str):
            stdin = stdin.encode("utf-8")
        p = subprocess.run(
            [EXE, *args],
            cwd=d,
            input=stdin if stdin is not None else b"",
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            timeout=30,
        )
        snap = _snapshot(d)
    return Result(
        p.returncode,
        p.stdout.decode("utf-8", errors="replace"),
        p.stderr.decode("utf-8", errors="replace"),
        snap,
    )


def render(tpl, *args, files=None, stdin=None, v=None):
    """Write TPL as t.txt and run the program on it (operand last).

    v: dict of variables passed with -J NAME=JSON.
    """
    files = dict(files or {})
    files[TNAME] = tpl
    extra = []
    for k, val in (v or {}).items():
        extra += ["-J", "%s=%s" % (k, json.dumps(val))]
    return run([*args, *extra, TNAME], files=files, stdin=stdin)


def out(tpl, *args, **kw):
    """Render and return standard output, asserting success."""
    r = render(tpl, *args, **kw)
    assert r.err == "", r
    assert r.rc == 0, r
    return r.out


def locate(text, at):
    """1-based (line, column in UTF-16 units) of AT in TEXT.

    AT is an index, a substring (first occurrence) or (substring, n) for the
    n-th (0-based) occurrence.
    """
    if isinstance(at, int):
        idx = at
    elif isinstance(at, tuple):
        sub, n = at
        idx = -1
        for _ in range(n + 1):
            idx = text.index(sub, idx + 1)
    else:
        idx = text.index(at)
    line = text.count("\n", 0, idx) + 1
    start = text.rfind("\n", 0, idx) + 1
    col = len(text[start:idx].encode("utf-16-le")) // 2 + 1
    return line, col


def fails(tpl, msg, at, *args, name=TNAME, src=None, files=None, v=None, stdin=None):
    """Render TPL and assert a template error MSG located at AT (in SRC or TPL)."""
    r = render(tpl, *args, files=files, v=v, stdin=stdin)
    line, col = locate(src if src is not None else tpl, at)
    assert r.err == "stencil: %s:%d:%d: %s\n" % (name, line, col, msg), r
    assert r.out == "", r
    assert r.rc == 1, r
    return r


def fails_msg(tpl, msg, *args, name=TNAME, files=None, v=None, stdin=None):
    """Render TPL and assert a template error MSG (any position)."""
    r = render(tpl, *args, files=files, v=v, stdin=stdin)
    pat = r"stencil: %s:\d+:\d+: %s\n\Z" % (re.escape(name), re.escape(msg))
    assert re.match(pat, r.err), r
    assert r.out == "", r
    assert r.rc == 1, r
    return r


def fails_re(tpl, regex, *args, name=TNAME, files=None, v=None):
    """Render TPL and assert a template error whose message matches REGEX."""
    r = render(tpl, *args, files=files, v=v)
    pat = r"stencil: %s:\d+:\d+: (?:%s)\n\Z" % (re.escape(name), regex)
    assert re.match(pat, r.err), r
    assert r.out == "", r
    assert r.rc == 1, r
    return r


def usage_error(args, msg, files=None, stdin=None):
    r = run(args, files=files, stdin=stdin)
    assert r.err == "stencil: %s\n" % msg, r
    assert r.out == "", r
    assert r.rc == 2, r
    return r
