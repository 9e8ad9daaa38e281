import pytest

from conftest import check_ok, check_fatal


# ---------------------------------------------------------------- structure

def test_items_on_one_line(awk):
    check_ok(awk("BEGIN { x = 1 } END { print x }", ""), "1\n")


def test_empty_program(awk):
    r = awk("", "a\nb\n")
    check_ok(r, "")


def test_pattern_without_action_prints(awk):
    check_ok(awk("/b/", "abc\nxyz\nb\n"), "abc\nb\n")


def test_action_without_pattern(awk):
    check_ok(awk('{ print "<" $0 ">" }', "a\nb\n"), "<a>\n<b>\n")


def test_pattern_alone_then_brace_next_line(awk):
    check_ok(awk('NR == 1\n{ print "x" }', "a\nb\n"), "a\nx\nx\n")


def test_begin_brace_must_be_on_same_line(awk):
    r = awk('BEGIN\n{ print 1 }')
    assert r.rc == 2
    assert r.out == ""


def test_semicolon_between_rules(awk):
    check_ok(awk("BEGIN { print 1 }; BEGIN { print 2 }"), "1\n2\n")


def test_patterns_separated_by_semicolon(awk):
    check_ok(awk("/a/;/b/", "ab\nc\n"), "ab\nab\n")


def test_begin_actions_in_order(awk):
    check_ok(awk("BEGIN { printf \"1\" } END { print \"E\" } BEGIN { print 2 }", ""),
             "12\nE\n")


def test_end_before_begin(awk):
    check_ok(awk('END { print "end" } BEGIN { print "begin" }', ""), "begin\nend\n")


def test_multiple_end_in_order(awk):
    check_ok(awk('END { print "a" } END { print "b" }', "x\n"), "a\nb\n")


def test_only_begin_does_not_open_operands(awk):
    r = awk('BEGIN { print "x" }', args=["does-not-exist"])
    check_ok(r, "x\n")


def test_only_begin_does_not_read_stdin(awk):
    check_ok(awk("BEGIN { print NR }", "a\nb\n"), "0\n")


def test_end_makes_input_read(awk):
    check_ok(awk("END { print NR }", "a\nb\nc\n"), "3\n")


def test_end_keeps_last_record(awk):
    check_ok(awk("END { print $0; print NF, $2 }", "a b\nc d e\n"), "c d e\n3 d\n")


def test_end_with_no_input(awk):
    check_ok(awk('END { print NR, NF, "[" $0 "]" }', ""), "0 0 []\n")


def test_getline_in_begin_takes_first_record(awk):
    check_ok(awk('BEGIN { getline; print "B:" $0 } { print "M:" $0 }', "a\nb\nc\n"),
             "B:a\nM:b\nM:c\n")


def test_functions_defined_anywhere(awk):
    check_ok(awk("BEGIN { print f(2) } function f(x) { return x * 10 }"), "20\n")


# ---------------------------------------------------------------- expression patterns

def test_regex_pattern(awk):
    check_ok(awk("/^a/", "ab\nba\nac\n"), "ab\nac\n")


def test_pattern_postincrement(awk):
    check_ok(awk("x++", "a\nb\nc\n"), "b\nc\n")


def test_pattern_assignment_changes_record(awk):
    check_ok(awk('$0 = "X" $0', "a\nb\n"), "Xa\nXb\n")


def test_pattern_length(awk):
    check_ok(awk("length", "a\n\nb\n\n"), "a\nb\n")


def test_pattern_field_truth(awk):
    check_ok(awk("$1", "0\n0.0\na\n1\n\n+0\n 0x0\n"), "a\n1\n 0x0\n")


def test_pattern_string_constants(awk):
    check_ok(awk('""\n"0"', "r\n"), "r\n")


def test_pattern_sees_earlier_action_changes(awk):
    check_ok(awk('{ x = $1 } x == "b" { print "got", $0 }', "a\nb\nc\n"), "got b\n")


def test_pattern_sees_field_change(awk):
    check_ok(awk('{ $1 = "z" } $1 == "z"', "a b\n"), "z b\n")


def test_rules_in_program_order(awk):
    check_ok(awk('{ printf "1" } { printf "2" } { print "" }', "a\nb\n"), "12\n12\n")


# ---------------------------------------------------------------- ranges

NUMS = "".join("%d\n" % i for i in range(1, 7))


def test_range_basic(awk):
    check_ok(awk("NR == 2, NR == 4", NUMS), "2\n3\n4\n")


def test_range_same_record_start_end(awk):
    check_ok(awk("/a/, /a/", "a\nb\na\nb\n"), "a\na\n")


def test_range_end_before_start(awk):
    check_ok(awk("NR == 2, NR == 1", NUMS), "2\n3\n4\n5\n6\n")


def test_range_repeats(awk):
    check_ok(awk("/s/, /e/", "s\nx\ne\ny\ns\ne\nz\n"), "s\nx\ne\ns\ne\n")


def test_range_never_ends(awk):
    check_ok(awk("/c/, /nomatch/", "a\nb\nc\nd\n"), "c\nd\n")


def test_range_with_action(awk):
    check_ok(awk('NR == 2, NR == 3 { print "r" $0 }', NUMS), "r2\nr3\n")


def test_range_p1_not_evaluated_while_active(awk):
    prog = ("function f() { c++; return NR == 1 }\n"
            "f(), NR == 3 { }\n"
            "END { print c }")
    check_ok(awk(prog, "a\nb\nc\nd\ne\n"), "3\n")


def test_range_p2_evaluated_on_active_records(awk):
    prog = ("function g() { d++; return NR == 3 }\n"
            "NR == 2, g() { }\n"
            "END { print d }")
    # p2 evaluated on records 2 and 3 only
    check_ok(awk(prog, "a\nb\nc\nd\ne\n"), "2\n")


def test_range_next_in_earlier_rule(awk):
    check_ok(awk('$0 == "b" { next } /b/, /d/', "a\nb\nc\nd\ne\n"), "")


def test_range_state_across_files(awk, write):
    write("f1", "a\nb\nc\n")
    write("f2", "d\ne\n")
    check_ok(awk("/b/, /d/", args=["f1", "f2"]), "b\nc\nd\n")


def test_two_ranges_independent(awk):
    check_ok(awk('NR==1, NR==2 { print "A" $0 } NR==2, NR==3 { print "B" $0 }', "1\n2\n3\n"),
             "A1\nA2\nB2\nB3\n")


def test_range_record_read_by_getline_not_seen(awk):
    # record 2 is read by getline inside the action of record 1; the range
    # is tested on records 1 and 3 only
    prog = 'NR == 1 { getline } $0 == "2", $0 == "3" { print "R" $0 }'
    check_ok(awk(prog, "1\n2\n3\n4\n"), "R2\nR3\n")


# ---------------------------------------------------------------- exit status

@pytest.mark.parametrize("expr,status", [
    ("3", 3), ("-1", 255), ("256", 0), ("257", 1), ("1.9", 1), ('"2x"', 2), ("", 0),
    ("0", 0), ("255", 255),
])
def test_exit_status(awk, expr, status):
    r = awk("BEGIN { exit %s }" % expr)
    assert r.rc == status
    assert r.out == ""


def test_exit_kept_when_end_exits_without_expr(awk):
    r = awk("BEGIN { exit 3 } END { exit }", "")
    assert r.rc == 3


def test_exit_in_end_replaces_status(awk):
    r = awk("BEGIN { exit 3 } END { exit 5 }", "")
    assert r.rc == 5


def test_exit_in_rule_status_kept(awk):
    r = awk('NR == 2 { exit 4 } END { print "end", NR }', "a\nb\nc\n")
    assert r.out == "end 2\n"
    assert r.rc == 4


def test_exit_in_begin_runs_end(awk):
    r = awk('BEGIN { print "b"; exit; print "no" } { print "rule" } END { print "e", NR }', "x\n")
    check_ok(r, "b\ne 0\n")


def test_exit_in_end_stops_at_once(awk):
    r = awk('END { print "a"; exit; print "b" } END { print "c" }', "")
    check_ok(r, "a\n")


def test_exit_in_function(awk):
    r = awk('function f() { exit 7 } BEGIN { f(); print "no" } END { print "end" }', "")
    assert r.out == "end\n"
    assert r.rc == 7


def test_exit_then_getline_in_end_reads_rest(awk):
    r = awk("NR == 2 { exit } END { print NR; getline; print $0 }", "a\nb\nc\nd\n")
    check_ok(r, "2\nc\n")


# ---------------------------------------------------------------- fatal errors

def test_fatal_keeps_output(awk):
    r = awk('BEGIN { print "before"; x = 1 / 0; print "after" } END { print "end" }')
    check_fatal(r, "division by zero", "before\n")


def test_fatal_in_rule_stops_everything(awk):
    r = awk('{ print $0; if (NR == 2) x = 1 / 0 } END { print "end" }', "a\nb\nc\n")
    check_fatal(r, "division by zero", "a\nb\n")


def test_fatal_flushes_files(awk, tmp_path):
    r = awk('BEGIN { print "data" > "out"; x = 1 % 0 }')
    check_fatal(r, "division by zero in %")
    assert (tmp_path / "out").read_text() == "data\n"


def test_fatal_flushes_printf_without_newline(awk):
    r = awk('BEGIN { printf "partial"; $(-1) = 1 }')
    check_fatal(r, "attempt to access field -1", "partial")


def test_range_getline_in_own_action(awk):
    prog = '$0 == "1", $0 == "2" { print "R" $0; getline; print "G" $0 }'
    check_ok(awk(prog, "1\n2\n3\n4\n"), "R1\nG2\nR3\nG4\n")
