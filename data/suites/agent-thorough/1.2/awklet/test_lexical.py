"""Lexical structure: blanks, comments, newlines, names, keywords."""
import pytest

from conftest import awk, out, ev


def test_comment_to_end_of_line():
    assert out('BEGIN { print 1 # print 2\n}') == "1\n"


def test_hash_inside_string_is_not_comment():
    assert out('BEGIN { print "a#b" }') == "a#b\n"


def test_hash_inside_regex_is_not_comment():
    assert out('BEGIN { print ("a#b" ~ /a#b/) }') == "1\n"


def test_comment_only_program():
    r = awk("# nothing here\n")
    assert (r.rc, r.out) == (0, "")


def test_backslash_newline_joins_lines():
    assert out("BEGIN { x = 1 + \\\n 2; print x }") == "3\n"


def test_backslash_newline_between_pattern_and_action():
    assert out('NR == 1 \\\n{ print "one" }', stdin="a\nb\n") == "one\n"


def test_carriage_return_is_blank():
    assert out('BEGIN {\r print 1 \r}\r\n') == "1\n"


def test_tabs_separate_tokens():
    assert out("BEGIN\t{\tprint\t1\t}") == "1\n"


@pytest.mark.parametrize("prog,expected", [
    ("BEGIN {\n print 1 }", "1"),
    ("BEGIN { x = 1 &&\n 1; print x }", "1"),
    ("BEGIN { x = 0 ||\n 1; print x }", "1"),
    ("BEGIN { x = 1 &&\n\n\n 1; print x }", "1"),
    ("BEGIN { print 1,\n 2 }", "1 2"),
    ("BEGIN { if (1)\n print \"y\" }", "y"),
    ("BEGIN { while (i < 2)\n i++; print i }", "2"),
    ("BEGIN { for (i = 0; i < 2; i++)\n n++; print n }", "2"),
    ("BEGIN { for (i = 0;\n i < 3;\n i++) n++; print n }", "3"),
    ("BEGIN { i = 0; do\n i++\n while (i < 3); print i }", "3"),
    ("BEGIN { if (0) print 1; else\n print 2 }", "2"),
    ("BEGIN { x = 1 ?\n 2 : 3; print x }", "2"),
    ("BEGIN { x = 0 ? 2\n : 3; print x }", "3"),
    ("BEGIN { x = 0 ? 2 :\n 3; print x }", "3"),
    ("BEGIN { x =\n 5; print x }", "5"),
    ("BEGIN { x = 1; x +=\n 5; print x }", "6"),
    ("BEGIN { x = (\n1 + 2\n); print x }", "3"),
    ("BEGIN { print substr(\n\"abc\"\n,\n2\n) }", "bc"),
    ("BEGIN { a[\n1\n] = 7; print a[1] }", "7"),
    ("BEGIN { a[1,\n2] = 8; print a[1, 2] }", "8"),
    ("function f(a,\nb) { return a + b }\nBEGIN { print f(1,\n2) }", "3"),
])
def test_newlines_allowed(prog, expected):
    assert out(prog) == expected + "\n"


def test_newline_not_allowed_after_plus():
    r = awk("BEGIN { x = 1 +\n2 }")
    assert r.rc == 2
    assert r.err == "awklet: syntax error at source line 1\n"


def test_newline_in_group_before_operator_is_error_at_operator_line():
    r = awk("BEGIN { x = (1\n+ 2) }")
    assert r.rc == 2
    assert r.err == "awklet: syntax error at source line 2\n"


def test_names_are_case_sensitive():
    assert out("BEGIN { x = 1; X = 2; print x, X }") == "1 2\n"


def test_names_with_underscore_and_digits():
    assert out("BEGIN { _a1 = 3; a_2b = 4; print _a1 + a_2b }") == "7\n"


def test_func_is_function():
    assert out("func f(a) { return a * 2 }\nBEGIN { print f(3) }") == "6\n"


@pytest.mark.parametrize("prog", [
    "BEGIN { if = 1 }",
    "BEGIN { while = 1 }",
    "BEGIN { getline = 1 }",
    "BEGIN { substr = 1 }",
    "BEGIN { x = index }",
    "function length(a) { return 1 }",
    "function if(a) { return 1 }",
    "function f(substr) { return 1 }",
])
def test_keywords_and_builtins_are_not_names(prog):
    r = awk(prog)
    assert r.rc == 2
    assert r.out == ""
    assert "syntax error" in r.err


def test_user_call_with_blank_is_concatenation():
    prog = 'function f(a) { return "F" }\nBEGIN { print f (1) }'
    assert out(prog) == "1\n"


def test_user_call_without_blank_is_call():
    prog = 'function f(a) { return "F" a }\nBEGIN { print f(1) }'
    assert out(prog) == "F1\n"


def test_variable_then_parenthesis_concatenates():
    assert out('BEGIN { v = "v"; print v (2) }') == "v2\n"


def test_builtin_allows_blank_before_paren():
    assert ev('substr ("abc", 2)') == "bc"


def test_semicolon_separates_items():
    assert out('BEGIN { printf "a" }; BEGIN { print "b" }') == "ab\n"
