import pytest

from conftest import awk, out, write, fatal


def test_begin_runs_in_order():
    assert out('BEGIN { print 1 }\nBEGIN { print 2 }') == "1\n2\n"


def test_end_runs_in_order():
    assert out('END { print "a" }\nEND { print "b" }', stdin="x\n") == "a\nb\n"


def test_begin_only_does_not_open_operands():
    r = awk('BEGIN { print "hi" }', "does-not-exist")
    assert r.rc == 0
    assert r.out == "hi\n"
    assert r.err == ""


def test_end_reads_input():
    assert out('END { print NR }', stdin="a\nb\nc\n") == "3\n"


def test_end_keeps_last_record():
    assert out('END { print $0; print NF; print $2 }', stdin="a b\nc d e\n") == "c d e\n3\nd\n"


def test_end_without_records():
    assert out('END { print "[" $0 "]", NF, NR }', stdin="") == "[] 0 0\n"


def test_pattern_without_action_prints():
    assert out('/b/', stdin="abc\nxyz\nb\n") == "abc\nb\n"


def test_rule_without_pattern():
    assert out('{ print "r:" $0 }', stdin="1\n2\n") == "r:1\nr:2\n"


def test_brace_on_next_line_is_separate_rule():
    assert out('/a/\n{ print "X" }', stdin="a\nb\n") == "a\nX\nX\n"


def test_rules_in_program_order():
    assert out('{ print "1" $0 }\n{ print "2" $0 }', stdin="a\nb\n") == "1a\n2a\n1b\n2b\n"


def test_earlier_action_seen_by_later_pattern():
    assert out('{ x = $1 * 2 }\nx == 4 { print "yes", $0 }', stdin="1\n2\n3\n") == "yes 2\n"


def test_expression_pattern_truthiness():
    assert out('$1', stdin="0\n1\na\n0.0\n\n") == "1\na\n"


def test_pattern_regex_vs_string():
    assert out('$1 > 5', stdin="10\n3\n7\n") == "10\n7\n"


def test_pattern_and_action_with_semicolons():
    assert out('/a/ { print "A" }; /b/ { print "B" }', stdin="ab\n") == "A\nB\n"


def test_pattern_then_semicolon():
    assert out('/a/; /b/', stdin="ab\nb\n") == "ab\nab\nb\n"


def test_empty_line_is_record():
    assert out('{ print NR ":" $0 }', stdin="a\n\nb\n") == "1:a\n2:\n3:b\n"


# ---- ranges ----

SEQ = "".join("%d\n" % i for i in range(1, 11))


def test_range_basic():
    assert out('$1 == 3, $1 == 5', stdin=SEQ) == "3\n4\n5\n"


def test_range_same_record():
    assert out('/a/, /a/', stdin="a\nb\na\nc\n") == "a\na\n"


def test_range_never_closed():
    assert out('$1 == 8, $1 == 100', stdin=SEQ) == "8\n9\n10\n"


def test_range_restarts():
    assert out('/s/, /e/', stdin="x\ns1\ny\ne1\nz\ns2\ne2\nw\n") == "s1\ny\ne1\ns2\ne2\n"


def test_range_end_not_evaluated_when_inactive():
    prog = '$1 == 2, (++c && $1 == 3) { }\nEND { print c }'
    assert out(prog, stdin="1\n2\n3\n4\n5\n") == "2\n"


def test_range_with_action():
    assert out('$1 == 2, $1 == 3 { print "in", $1 }', stdin="1\n2\n3\n4\n") == "in 2\nin 3\n"


def test_range_state_per_rule():
    prog = '$1 == 2, $1 == 4 { print "A" $1 }\n$1 == 3, $1 == 3 { print "B" $1 }'
    assert out(prog, stdin="1\n2\n3\n4\n5\n") == "A2\nA3\nB3\nA4\n"


def test_range_across_files():
    write("f1", "a\nstart\nb\n")
    write("f2", "c\nend\nd\n")
    assert out('/start/, /end/', "f1", "f2") == "start\nb\nc\nend\n"


# ---- exit ----

def test_exit_status_value():
    r = awk('BEGIN { exit 3 }')
    assert r.rc == 3


@pytest.mark.parametrize("expr,code", [("-1", 255), ("256", 0), ("257", 1), ("3.9", 3),
                                       ("\"7\"", 7), ("0", 0)])
def test_exit_status_modulo(expr, code):
    r = awk('BEGIN { exit %s }' % expr)
    assert r.rc == code


def test_exit_no_expr_status_0():
    r = awk('BEGIN { exit }')
    assert r.rc == 0


def test_exit_in_begin_runs_end():
    r = awk('BEGIN { print "b"; exit 4; print "no" }\n{ print "rule" }\nEND { print "end" }',
            stdin="x\n")
    assert r.rc == 4
    assert r.out == "b\nend\n"


def test_exit_in_rule_stops_input_runs_end():
    r = awk('{ print; if (NR == 2) exit }\nEND { print "end", NR }', stdin="a\nb\nc\n")
    assert r.rc == 0
    assert r.out == "a\nb\nend 2\n"


def test_exit_in_end_stops_at_once():
    r = awk('END { print "e1"; exit 5; print "no" }\nEND { print "e2" }', stdin="")
    assert r.rc == 5
    assert r.out == "e1\n"


def test_exit_status_kept_by_bare_exit_in_end():
    r = awk('{ exit 3 }\nEND { exit }', stdin="a\n")
    assert r.rc == 3


def test_exit_status_replaced_in_end():
    r = awk('BEGIN { exit 3 }\nEND { exit 6 }')
    assert r.rc == 6


def test_exit_in_function():
    r = awk('function f() { exit 5 }\nBEGIN { f(); print "no" }')
    assert r.rc == 5
    assert r.out == ""


def test_fatal_error_flushes_output():
    fatal('BEGIN { print "a"; x = 1 / 0; print "b" }', "division by zero", stdout="a\n")


def test_fatal_error_skips_end():
    fatal('{ x = 1 / 0 }\nEND { print "end" }', "division by zero", stdin="a\n", stdout="")
