"""Syntax errors: one line on stderr, status 2, nothing runs."""
import pytest

from conftest import awk, run, write


def syn(prog, msg):
    r = awk(prog)
    assert r.rc == 2, r
    assert r.out == "", r
    assert r.err == "awklet: " + msg + "\n", r


def test_unexpected_token_line_number():
    syn('BEGIN {\n  x = 1\n  y = )\n}', "syntax error at source line 3")


def test_syntax_error_prevents_BEGIN():
    syn('BEGIN { print "x" }\nBEGIN { y = }', "syntax error at source line 2")


def test_unexpected_character_at():
    syn('BEGIN { print "a" }\nBEGIN { x = @ }',
        "syntax error at source line 2: unexpected character '@'")


def test_unexpected_character_backtick():
    syn("BEGIN { x = ` }", "syntax error at source line 1: unexpected character '`'")


def test_unexpected_control_character_octal():
    syn("BEGIN { x = \x01 }", "syntax error at source line 1: unexpected character \\001")


def test_unexpected_high_byte_octal():
    write("p.awk", b"BEGIN { x = 1 }\nBEGIN { y = \xff }\n")
    r = run(["-f", "p.awk"])
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "awklet: syntax error at source line 2: unexpected character \\377\n"


def test_unexpected_backslash():
    syn("BEGIN { x = 1 \\ 2 }", "syntax error at source line 1: unexpected backslash")


def test_unterminated_regex():
    syn('BEGIN { print "x" }\n/abc { print }', "unterminated regular expression at source line 2")


def test_regex_not_closed_before_end_of_line():
    syn("$0 ~ /ab\nc/ { print }", "unterminated regular expression at source line 1")


def test_comparison_not_associative():
    syn("BEGIN { print (1 < 2 < 3) }", "syntax error at source line 1")


def test_print_trailing_comma():
    syn("BEGIN { print 1, }", "syntax error at source line 1")


def test_printf_without_arguments():
    syn("BEGIN { printf }", "syntax error at source line 1")


def test_assign_to_constant():
    syn("BEGIN { 3 = x }", "syntax error at source line 1")


def test_assign_to_function_call():
    syn("function f() { return 1 }\nBEGIN { f() = 1 }", "syntax error at source line 2")


def test_increment_of_parenthesized_expression():
    r = awk("BEGIN { x = 1; ++(x); print x }")
    assert r.rc == 2 and r.out == ""


def test_increment_of_constant():
    r = awk("BEGIN { ++3; print 1 }")
    assert r.rc == 2 and r.out == ""


def test_BEGIN_brace_on_next_line():
    syn('BEGIN\n{ print "x" }', "syntax error at source line 1")


def test_END_without_action():
    r = awk("END")
    assert r.rc == 2 and r.out == ""


def test_double_star_is_not_an_operator():
    r = awk("BEGIN { print 2 ** 3 }")
    assert r.rc == 2 and r.out == ""


def test_missing_close_brace():
    r = awk('BEGIN { print "x"')
    assert r.rc == 2 and r.out == "" and "syntax error" in r.err


def test_syntax_error_stops_reading_input():
    r = awk('{ print }\n{ x = = 1 }', stdin="a\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "awklet: syntax error at source line 2\n"


def test_for_in_variable_must_be_a_name():
    syn('BEGIN { for (a["k"] in a) print }', "syntax error at source line 1")
