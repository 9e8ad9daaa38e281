"""Exit status, exit statement and fatal errors."""
import pytest

from conftest import awk, out, fatal


@pytest.mark.parametrize("expr,status", [
    ("3", 3), ("0", 0), ("-1", 255), ("256", 0), ("257", 1), ("1.9", 1),
    ('"2x"', 2), ("255", 255), ("-255", 1), ("-1.5", 255), ("512 + 7", 7),
])
def test_exit_status_value(expr, status):
    r = awk("BEGIN { exit %s }" % expr)
    assert r.rc == status
    assert r.out == "" and r.err == ""


def test_exit_without_expression_is_zero():
    assert awk("BEGIN { exit }").rc == 0


def test_normal_end_is_zero():
    r = awk('{ x = 1 } END { print "e" }', stdin="a\n")
    assert (r.rc, r.out) == (0, "e\n")


def test_exit_status_kept_when_END_exits_without_expression():
    r = awk("BEGIN { exit 3 } END { exit }")
    assert r.rc == 3


def test_exit_status_from_rule_kept_by_END_plain_exit():
    r = awk('{ exit 4 } END { print "end"; exit }', stdin="a\nb\n")
    assert (r.rc, r.out) == (4, "end\n")


def test_exit_in_END_with_expression_replaces_status():
    r = awk("BEGIN { exit 3 } END { exit 5 }")
    assert r.rc == 5


def test_exit_in_BEGIN_runs_END():
    r = awk('BEGIN { print "b"; exit 1; print "no" } { print "rec" } END { print "end", NR }',
            stdin="a\n")
    assert (r.rc, r.out) == (1, "b\nend 0\n")


def test_exit_in_rule_stops_input_and_runs_END():
    r = awk('{ print; if (NR == 2) exit } END { print "end", NR }', stdin="a\nb\nc\nd\n")
    assert (r.rc, r.out) == (0, "a\nb\nend 2\n")


def test_exit_in_END_stops_at_once():
    r = awk('END { print "1"; exit 2; print "2" } END { print "3" }')
    assert (r.rc, r.out) == (2, "1\n")


def test_exit_in_function_ends_program():
    r = awk('function f() { exit 6 } BEGIN { f(); print "no" } END { print "end" }')
    assert (r.rc, r.out) == (6, "end\n")


def test_getline_in_END_after_exit_reads_remaining_input():
    r = awk("NR == 1 { exit } END { r = getline; print r, $0, NR }", stdin="a\nb\nc\n")
    assert (r.rc, r.out) == (0, "1 b 2\n")


def test_fatal_error_keeps_earlier_output():
    r = awk('BEGIN { print "before"; x = 1 / 0; print "after" }')
    fatal(r, "division by zero", stdout="before\n")


def test_fatal_error_runs_no_END_and_no_more_input():
    r = awk('{ print; if (NR == 2) y = 1 / 0 } END { print "end" }', stdin="a\nb\nc\n")
    fatal(r, "division by zero", stdout="a\nb\n")


def test_fatal_error_flushes_file_output():
    r = awk('BEGIN { print "kept" > "f"; z = 1 % 0 }')
    fatal(r, "division by zero in %")
    with open("f") as fh:
        assert fh.read() == "kept\n"


def test_output_without_newline_flushed_before_exit():
    r = awk('BEGIN { printf "partial"; exit 3 }')
    assert (r.rc, r.out) == (3, "partial")


def test_output_flushed_with_fatal_after_printf():
    r = awk('BEGIN { printf "abc"; $(-1) = 1 }')
    fatal(r, "attempt to access field -1", stdout="abc")
