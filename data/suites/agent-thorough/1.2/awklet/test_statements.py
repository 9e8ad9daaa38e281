"""Statements: if, loops, break/continue, next/nextfile, switch."""
import pytest

from conftest import awk, out, ev, fatal, write


def syn(prog, msg):
    r = awk(prog)
    assert r.rc == 2, r
    assert r.out == "", r
    assert r.err == "awklet: " + msg + "\n", r


# ---------- if ----------

def test_if_else():
    assert out('BEGIN { if (1) print "a"; else print "b"; if (0) print "c"; else print "d" }') == "a\nd\n"


def test_else_after_newline_semicolon_newline():
    assert out('BEGIN { if (0) print "a"\n;\nelse print "b" }') == "b\n"


def test_else_after_several_newlines_and_semicolons():
    assert out('BEGIN { if (0) print "a";;\n\n;else print "b" }') == "b\n"


def test_else_belongs_to_nearest_if():
    assert out('BEGIN { if (1) if (0) print "a"; else print "b" }') == "b\n"
    assert out('BEGIN { if (0) if (1) print "a"; else print "b" }') == ""


def test_else_if_chain():
    prog = 'BEGIN { for (i = 1; i <= 3; i++) if (i == 1) print "one"; else if (i == 2) print "two"; else print "many" }'
    assert out(prog) == "one\ntwo\nmany\n"


def test_empty_if_body():
    assert out('BEGIN { if (1) ; else print "no"; print "end" }') == "end\n"


def test_block_is_not_a_scope():
    assert out("BEGIN { { x = 5 }\nprint x }") == "5\n"


def test_empty_block_and_statements():
    assert out('BEGIN { ; ; {} ; { } ; print "ok" }') == "ok\n"


def test_body_on_next_line():
    assert out('BEGIN { if (1)\n\n print "y" }') == "y\n"


def test_if_condition_string_zero():
    assert out('BEGIN { if ("0") print "t"; else print "f" }') == "t\n"


# ---------- loops ----------

def test_while_loop():
    assert out("BEGIN { while (i < 3) print i++ }") == "0\n1\n2\n"


def test_while_false_never_runs():
    assert out('BEGIN { while (0) print "no"; print "end" }') == "end\n"


def test_do_runs_once():
    assert out('BEGIN { do print "once"; while (0) }') == "once\n"


def test_do_loop():
    assert out("BEGIN { i = 0; do { i++ } while (i < 5); print i }") == "5\n"


def test_for_loop():
    assert out("BEGIN { for (i = 0; i < 3; i++) printf i; print \"\" }") == "012\n"


def test_for_body_changes_variable():
    assert out("BEGIN { for (i = 0; i < 3; i++) { i += 1; print i } }") == "1\n3\n"


def test_for_false_at_once_keeps_init():
    assert out("BEGIN { for (i = 7; i < 3; i++) print \"no\"; print i }") == "7\n"


def test_for_all_parts_empty():
    assert out("BEGIN { for (;;) { if (++n == 4) break }; print n }") == "4\n"


def test_for_empty_condition_true():
    assert out("BEGIN { for (i = 0; ; i++) if (i == 3) break; print i }") == "3\n"


@pytest.mark.parametrize("prog,expected", [
    ("BEGIN { for (i = 0; i < 5; i++) ; print i }", "5"),
    ("BEGIN { while (i++ < 5) ; print i }", "6"),
    ("BEGIN { do ; while (i++ < 2); print i }", "3"),
    ("BEGIN { a[1]; for (k in a) ; print k }", "1"),
])
def test_empty_loop_bodies(prog, expected):
    assert out(prog) == expected + "\n"


def test_for_init_and_incr_simple_statements():
    assert out('BEGIN { for (print "init"; n < 2; print "incr") n++ }') == "init\nincr\nincr\n"


# ---------- break and continue ----------

def test_break_in_while():
    assert out("BEGIN { while (1) { if (++i > 3) break }; print i }") == "4\n"


def test_continue_in_for_runs_incr():
    assert out("BEGIN { for (i = 0; i < 5; i++) { if (i % 2) continue; printf i }; print \"\" }") == "024\n"


def test_continue_in_do_tests_condition():
    prog = 'BEGIN { i = 0; do { i++; if (i < 3) continue; print "body", i } while (i < 4) }'
    assert out(prog) == "body 3\nbody 4\n"


def test_continue_in_while():
    assert out("BEGIN { while (i < 5) { i++; if (i == 2) continue; printf i }; print \"\" }") == "1345\n"


def test_break_innermost_loop():
    prog = 'BEGIN { for (i = 1; i <= 2; i++) for (j = 1; j <= 3; j++) { if (j == 2) break; print i, j } }'
    assert out(prog) == "1 1\n2 1\n"


def test_continue_innermost_loop():
    prog = 'BEGIN { for (i = 1; i <= 2; i++) for (j = 1; j <= 3; j++) { if (j == 2) continue; print i, j } }'
    assert out(prog) == "1 1\n1 3\n2 1\n2 3\n"


def test_break_in_for_in():
    assert out('BEGIN { a[1]; a[2]; a[3]; for (k in a) { n++; if (k == 2) break }; print n }') == "2\n"


def test_break_outside_loop():
    syn('BEGIN { print "x"\n break }', "break outside a loop at source line 2")


def test_continue_outside_loop():
    syn("BEGIN { continue }", "continue outside a loop at source line 1")


def test_continue_in_switch_outside_loop():
    syn("BEGIN { switch (1) { case 1: continue } }", "continue outside a loop at source line 1")


def test_break_in_function_body_outside_loop():
    syn("function f() { break }\nBEGIN { while (1) { f() } }", "break outside a loop at source line 1")


def test_break_in_rule_action():
    syn("{ print }\n{ if (1) break }", "break outside a loop at source line 2")


def test_break_in_switch_nested_loop_leaves_loop_only():
    prog = ('BEGIN { switch (1) { case 1: for (i = 0; i < 5; i++) if (i == 2) break; '
            'print "after loop", i } }')
    assert out(prog) == "after loop 2\n"


def test_continue_in_switch_nested_in_loop():
    prog = ('BEGIN { for (i = 1; i <= 3; i++) { switch (i) { case 2: continue; default: x = 1 }; '
            'printf i }; print "" }')
    assert out(prog) == "13\n"


# ---------- next and nextfile ----------

def test_next_skips_remaining_rules():
    assert out('/a/ { next } { print }', stdin="a\nb\nab\nc\n") == "b\nc\n"


def test_next_in_function_called_from_rule():
    prog = 'function skip() { next } /x/ { skip() } { print }'
    assert out(prog, stdin="x\ny\n") == "y\n"


def test_nextfile_skips_rest_of_file():
    write("f1", "a\nb\n")
    write("f2", "c\nd\n")
    assert out("{ print FILENAME, $0; nextfile }", "f1", "f2") == "f1 a\nf2 c\n"


def test_nextfile_END_values():
    write("f1", "a\nb\n")
    write("f2", "c\nd\n")
    prog = "FNR == 1 { nextfile } END { print NR, FNR, FILENAME, $0 }"
    assert out(prog, "f1", "f2") == "2 1 f2 c\n"


def test_next_record_stays_current_in_END():
    assert out("{ next } END { print $0, NR }", stdin="a\nb\n") == "b 2\n"


def test_nextfile_on_stdin_stops_reading():
    assert out("{ print; nextfile } END { print NR }", stdin="a\nb\nc\n") == "a\n1\n"


def test_nextfile_in_function():
    write("f1", "a\nb\n")
    write("f2", "c\n")
    prog = "function nf() { nextfile } { print; nf() }"
    assert out(prog, "f1", "f2") == "a\nc\n"


@pytest.mark.parametrize("prog,msg", [
    ("BEGIN { next }", "next used in BEGIN or END at source line 1"),
    ("END { next }", "next used in BEGIN or END at source line 1"),
    ("BEGIN { nextfile }", "nextfile used in BEGIN or END at source line 1"),
    ("END {\n nextfile }", "nextfile used in BEGIN or END at source line 2"),
])
def test_next_in_BEGIN_END_syntax_error(prog, msg):
    syn(prog, msg)


@pytest.mark.parametrize("prog,msg", [
    ('function f() { next } BEGIN { print "a"; f() }', "next used in BEGIN"),
    ('function f() { next } END { print "a"; f() }', "next used in END"),
    ('function f() { nextfile } BEGIN { print "a"; f() }', "nextfile used in BEGIN"),
    ('function f() { nextfile } END { print "a"; f() }', "nextfile used in END"),
])
def test_next_in_function_from_BEGIN_END_fatal(prog, msg):
    fatal(awk(prog), msg, stdout="a\n")


# ---------- switch ----------

def sw(value, pre=""):
    prog = ('BEGIN { %s; switch (%s) { case 1: print "one"; break; case "a": print "A"; break; '
            'case /^x+$/: print "xs"; break; case -2: print "minus two"; break; default: print "def" } }'
            % (pre or "", value))
    return out(prog)


@pytest.mark.parametrize("value,expected", [
    ("1", "one"), ('"a"', "A"), ('"xxx"', "xs"), ("-2", "minus two"), ("5", "def"),
    ('"1"', "one"), ("1.0", "one"), ('"1.0"', "def"), ('"b"', "def"),
])
def test_switch_cases(value, expected):
    assert sw(value) == expected + "\n"


def test_switch_numeric_string_field_matches_number_case():
    prog = '{ switch ($1) { case 1: print "one"; break; default: print "def" } }'
    assert out(prog, stdin="1.0\n") == "one\n"


def test_switch_string_constant_does_not_match_number_case():
    prog = 'BEGIN { x = "1.0"; switch (x) { case 1: print "one"; break; default: print "def" } }'
    assert out(prog) == "def\n"


def test_switch_fallthrough():
    prog = 'BEGIN { switch (1) { case 1: print "a"; case 2: print "b"; break; case 3: print "c" } }'
    assert out(prog) == "a\nb\n"


def test_switch_default_in_middle_falls_through():
    prog = 'BEGIN { switch (9) { case 1: print "a"; default: print "d"; case 2: print "b" } }'
    assert out(prog) == "d\nb\n"


def test_switch_no_match_no_default():
    assert out('BEGIN { switch (9) { case 1: print "a" }; print "end" }') == "end\n"


def test_switch_expression_evaluated_once():
    prog = 'BEGIN { switch (i++) { case 5: print "x"; case 6: print "y" }; print i }'
    assert out(prog) == "1\n"


def test_switch_newline_before_brace():
    assert out('BEGIN { switch (2)\n{\ncase 2:\n print "two"\n} }') == "two\n"


def test_switch_break_leaves_switch_only():
    prog = 'BEGIN { for (i = 1; i <= 2; i++) { switch (i) { case 1: break; case 2: print "two" }; print "i", i } }'
    assert out(prog) == "i 1\ntwo\ni 2\n"


def test_switch_case_1_and_string_1_distinct():
    prog = 'BEGIN { switch ("1") { case 1: print "num"; break; case "1": print "str" } }'
    assert out(prog) == "num\n"


def test_switch_regex_case_on_number():
    prog = 'BEGIN { switch (12) { case /^1/: print "starts1"; break; default: print "no" } }'
    assert out(prog) == "starts1\n"


def test_switch_IGNORECASE_string_case():
    prog = 'BEGIN { IGNORECASE = 1; switch ("ABC") { case "abc": print "m"; break; default: print "d" } }'
    assert out(prog) == "m\n"


def test_switch_IGNORECASE_regex_case():
    prog = 'BEGIN { IGNORECASE = 1; switch ("ABC") { case /^abc$/: print "m"; break; default: print "d" } }'
    assert out(prog) == "m\n"


def test_switch_duplicate_default():
    syn("BEGIN { switch (1) { default: x = 1; default: x = 2 } }",
        "duplicate default in switch at source line 1")


@pytest.mark.parametrize("labels", ['1: x = 1; case 1', '"a": x = 1; case "a"', "/a/: x = 1; case /a/"])
def test_switch_duplicate_case(labels):
    syn("BEGIN { switch (1) { case %s: x = 2 } }" % labels,
        "duplicate case value in switch at source line 1")


def test_switch_non_constant_label():
    r = awk("BEGIN { x = 1; switch (1) { case x: print 1 } }")
    assert r.rc == 2 and r.out == ""


def test_switch_statement_before_first_case():
    r = awk("BEGIN { switch (1) { print 1; case 1: print 2 } }")
    assert r.rc == 2 and r.out == ""
