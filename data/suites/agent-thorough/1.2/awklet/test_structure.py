"""Program structure, BEGIN/END, expression patterns and range patterns."""
import pytest

from conftest import awk, out, write


# ---------- program structure ----------

def test_items_on_same_line_after_brace():
    assert out("BEGIN { x = 1 } END { print x }") == "1\n"


def test_empty_program():
    r = awk("", stdin="a\nb\n")
    assert (r.rc, r.out, r.err) == (0, "", "")


def test_pattern_alone_prints_record():
    assert out("/b/", stdin="a\nb\nc\nab\n") == "b\nab\n"


def test_pattern_then_brace_on_next_line_are_two_rules():
    assert out('NR == 1\n{ print "x" }', stdin="a\nb\n") == "a\nx\nx\n"


def test_two_patterns_separated_by_newline():
    assert out("/a/\n/b/", stdin="a\nb\nab\n") == "a\nb\nab\nab\n"


def test_two_patterns_separated_by_semicolon():
    assert out("NR == 1; NR == 2", stdin="x\ny\nz\n") == "x\ny\n"


def test_action_without_pattern_every_record():
    assert out('{ print "r" NR }', stdin="a\nb\n") == "r1\nr2\n"


def test_pattern_without_action_uses_ORS():
    assert out('BEGIN { ORS = "|" } 1', stdin="a\nb\n") == "a|b|"


def test_rules_run_in_program_order():
    assert out('{ print "1" $0 } { print "2" $0 }', stdin="a\nb\n") == "1a\n2a\n1b\n2b\n"


def test_items_any_order_function_last():
    assert out('BEGIN { print f(2) } function f(x) { return x * 10 }') == "20\n"


def test_empty_action_selects_nothing_printed():
    assert out("/a/ { }", stdin="a\n") == ""


# ---------- BEGIN and END ----------

def test_BEGIN_only_does_not_open_operands():
    r = awk('BEGIN { print "x" }', "nosuchfile")
    assert (r.rc, r.out, r.err) == (0, "x\n", "")


def test_BEGIN_only_does_not_read_stdin():
    assert out('BEGIN { print NR, FILENAME "." }', stdin="a\nb\n") == "0 .\n"


def test_BEGIN_and_END_order():
    prog = 'END { print "e1" } BEGIN { print "b1" } END { print "e2" } BEGIN { print "b2" }'
    assert out(prog) == "b1\nb2\ne1\ne2\n"


def test_END_only_reads_input():
    assert out("END { print NR }", stdin="a\nb\nc\n") == "3\n"


def test_END_sees_last_record():
    assert out("END { print $0; print NF, $2 }", stdin="x y\nz w v\n") == "z w v\n3 w\n"


def test_END_without_input():
    assert out('END { print NR, NF, "[" $0 "]" }') == "0 0 []\n"


def test_getline_in_BEGIN_takes_first_record():
    prog = 'BEGIN { getline; print "B:" $0 } { print "M:" $0 }'
    assert out(prog, stdin="a\nb\n") == "B:a\nM:b\n"


def test_BEGIN_runs_before_input():
    assert out('BEGIN { print "start" } { print }', stdin="a\n") == "start\na\n"


def test_END_only_reads_operands():
    write("f1", "1\n2\n")
    assert out("END { print NR, FILENAME }", "f1") == "2 f1\n"


# ---------- expression patterns ----------

def test_postincrement_pattern():
    assert out("x++", stdin="a\nb\nc\n") == "b\nc\n"


def test_assignment_pattern_changes_and_selects():
    assert out('$0 = "X" $0', stdin="a\nb\n") == "Xa\nXb\n"


def test_length_pattern_selects_nonempty():
    assert out("length", stdin="a\n\nb\n") == "a\nb\n"


def test_field_pattern_truth():
    assert out("$1", stdin="0\n0.0\na\n1\n\n+0\n0x0\n") == "a\n1\n0x0\n"


def test_empty_string_pattern_false():
    assert out('""', stdin="a\n") == ""


def test_string_zero_pattern_true():
    assert out('"0"', stdin="a\nb\n") == "a\nb\n"


def test_later_pattern_sees_earlier_action():
    assert out('{ $0 = "z" } /z/ { print "m" }', stdin="a\n") == "m\n"


def test_later_pattern_sees_variable_change():
    assert out('{ seen = 1 } seen { print "s" $0 }', stdin="a\n") == "sa\n"


def test_regex_pattern():
    assert out("/^a.c$/", stdin="abc\naXc\nabcd\n") == "abc\naXc\n"


def test_negated_regex_pattern():
    assert out("!/a/", stdin="abc\nxyz\n") == "xyz\n"


def test_compound_pattern():
    assert out("/a/ && /b/ || NR == 3", stdin="ab\na\nc\nb\n") == "ab\nc\n"


# ---------- range patterns ----------

def test_range_basic():
    assert out("/b/, /d/", stdin="a\nb\nc\nd\ne\n") == "b\nc\nd\n"


def test_range_start_and_end_same_record():
    assert out("/b/, /b/", stdin="a\nb\nc\nb\n") == "b\nb\n"


def test_range_never_closed_runs_to_end():
    assert out("/c/, /zzz/", stdin="a\nc\nd\ne\n") == "c\nd\ne\n"


def test_range_NR2_NR1():
    assert out("NR == 2, NR == 1", stdin="a\nb\nc\nd\n") == "b\nc\nd\n"


def test_range_selected_several_times():
    assert out("/a/, /b/", stdin="a\nb\nx\na\ny\nb\nz\n") == "a\nb\na\ny\nb\n"


def test_range_p1_not_evaluated_while_active():
    prog = ("function f() { n++; return 1 }\n"
            "f(), /c/ { }\n"
            "END { print n }")
    assert out(prog, stdin="a\nb\nc\nd\n") == "2\n"


def test_range_p2_evaluated_once_per_active_record():
    prog = ("function g() { m++; return 0 }\n"
            "/a/, g() { }\n"
            "END { print m }")
    assert out(prog, stdin="a\nb\nc\n") == "3\n"


def test_range_p2_not_evaluated_when_inactive_and_p1_false():
    prog = ("function g() { m++; return 0 }\n"
            "/c/, g() { }\n"
            "END { print m }")
    assert out(prog, stdin="a\nb\nc\n") == "1\n"


def test_range_record_skipped_by_next_does_not_start():
    assert out("/b/ { next } /b/, /d/", stdin="a\nb\nc\nd\ne\n") == ""


def test_range_record_skipped_by_next_does_not_end():
    assert out("/d/ { next } /b/, /d/", stdin="a\nb\nc\nd\ne\n") == "b\nc\ne\n"


def test_range_state_kept_across_files():
    write("f1", "a\nb\n")
    write("f2", "c\nd\n")
    assert out("/b/, /c/", "f1", "f2") == "b\nc\n"


def test_two_range_rules_independent():
    prog = '/a/, /b/ { print "1:" $0 } /b/, /c/ { print "2:" $0 }'
    assert out(prog, stdin="a\nb\nc\n") == "1:a\n1:b\n2:b\n2:c\n"


def test_range_with_action():
    assert out('NR == 2, NR == 3 { print "<" $0 ">" }', stdin="1\n2\n3\n4\n") == "<2>\n<3>\n"
