"""Unreadable inputs and exit status."""
import os

import pytest


def test_missing_file(run):
    r = run("nope")
    assert r.code == 1
    assert r.out == ""
    assert r.err == "tally: nope: No such file or directory\n"


def test_missing_file_with_existing(run):
    run.file("x", b"a b\n")
    r = run("x", "nope")
    assert r.code == 1
    assert r.out == "1 2 4 x\n1 2 4 total\n"
    assert r.err == "tally: nope: No such file or directory\n"


def test_missing_file_first(run):
    run.file("x", b"a b\n")
    r = run("nope", "x")
    assert r.code == 1
    assert r.out == "1 2 4 x\n1 2 4 total\n"
    assert r.err == "tally: nope: No such file or directory\n"


def test_missing_name_as_given(run):
    r = run("./sub/../missing.txt")
    assert r.code == 1
    assert r.err == "tally: ./sub/../missing.txt: No such file or directory\n"


def test_directory(run):
    run.mkdir("d")
    r = run("d")
    assert r.code == 1
    assert r.out == ""
    assert r.err == "tally: d: Is a directory\n"


def test_directory_with_file(run):
    run.mkdir("d")
    run.file("x", b"a b\n")
    r = run("-w", "d", "x")
    assert r.code == 1
    assert r.out == "2 x\n2 total\n"
    assert r.err == "tally: d: Is a directory\n"


def test_failed_row_not_in_width(run):
    run.file("x", b"abc\n")
    r = run("-c", "--total=never", "x", "nope")
    assert r.code == 1
    assert r.out == "4 x\n"


def test_two_missing_files_total_zero(run):
    r = run("a1", "a2")
    assert r.code == 1
    assert r.out == "0 0 0 total\n"
    assert r.err == (
        "tally: a1: No such file or directory\n"
        "tally: a2: No such file or directory\n"
    )


def test_errors_in_order(run):
    run.file("x", b"q\n")
    run.mkdir("d")
    r = run("m1", "x", "d")
    assert r.code == 1
    assert r.err == (
        "tally: m1: No such file or directory\n"
        "tally: d: Is a directory\n"
    )
    assert r.out == "1 1 2 x\n1 1 2 total\n"


def test_missing_with_total_only(run):
    run.file("x", b"a b\n")
    r = run("--total=only", "x", "nope")
    assert r.code == 1
    assert r.out == "1 2 4\n"


def test_missing_with_total_always(run):
    r = run("--total=always", "nope")
    assert r.code == 1
    assert r.out == "0 0 0 total\n"


def test_success_exit_zero_multiple(run):
    run.file("x", b"a\n")
    run.file("y", b"b\n")
    r = run("x", "y")
    assert r.code == 0
    assert r.err == ""


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0,
                    reason="root can read everything")
def test_permission_denied(run):
    run.file("secret", b"a\n")
    os.chmod(run.dir / "secret", 0)
    r = run("secret")
    assert r.code == 1
    assert r.out == ""
    assert r.err == "tally: secret: Permission denied\n"
