import pytest

from conftest import check_ok


def syntax(r, line, extra=""):
    assert r.err == "awklet: syntax error at source line %d%s\n" % (line, extra), r
    assert r.rc == 2, r
    assert r.out == "", r


# ---------------------------------------------------------------- comments, continuation

def test_comment(awk):
    check_ok(awk('BEGIN { print "a" # a comment "x"\n print "b" }'), "a\nb\n")


def test_hash_in_string_not_comment(awk):
    check_ok(awk('BEGIN { print "a#b" }'), "a#b\n")


def test_hash_in_regex_not_comment(awk):
    check_ok(awk('BEGIN { print ("x#y" ~ /x#y/) }'), "1\n")


def test_backslash_newline_joins(awk):
    check_ok(awk("BEGIN { x = 1 + \\\n 2; print x }"), "3\n")


def test_backslash_newline_in_print_list(awk):
    check_ok(awk("BEGIN { print 1 \\\n , 2 }"), "1 2\n")


def test_carriage_return_is_blank(awk):
    check_ok(awk('BEGIN {\r x = 1;\r print x\r }\r\n'), "1\n")


@pytest.mark.parametrize("prog,out", [
    ("BEGIN { if (1 &&\n\n 1) print \"y\" }", "y\n"),
    ("BEGIN { if (0 ||\n 1) print \"y\" }", "y\n"),
    ("BEGIN { print 1,\n 2 }", "1 2\n"),
    ("BEGIN {\n\n print \"y\" }", "y\n"),
    ("BEGIN { do\n x++; while (x < 3); print x }", "3\n"),
    ("BEGIN { if (0) print 1; else\n print 2 }", "2\n"),
    ("BEGIN { if (1)\n print 3 }", "3\n"),
    ("BEGIN { while (i < 2)\n i++; print i }", "2\n"),
    ("BEGIN { for (i = 0; i < 2; i++)\n n++; print n }", "2\n"),
    ("BEGIN { for (i = 0;\n i < 2;\n i++) n++; print n }", "2\n"),
    ("BEGIN { x = 1 ?\n \"a\"\n :\n \"b\"; print x }", "a\n"),
    ("BEGIN { x =\n 5; print x }", "5\n"),
    ("BEGIN { x +=\n 5; print x }", "5\n"),
    ("BEGIN { x = (\n1\n); print x }", "1\n"),
    ("BEGIN { print substr(\n\"abc\"\n,\n2\n) }", "bc\n"),
    ("BEGIN { a[\n1\n] = 4; print a[1] }", "4\n"),
    ("BEGIN { a[1,\n2] = 4; print a[1, 2] }", "4\n"),
    ("function f(a,\n b) { return a + b }\nBEGIN { print f(1,\n 2) }", "3\n"),
])
def test_newline_allowed(awk, prog, out):
    check_ok(awk(prog), out)


def test_newline_after_plus_is_error_at_that_line(awk):
    syntax(awk("BEGIN { x = 1 +\n2 }"), 1)


def test_newline_in_parens_then_operator_error_line2(awk):
    syntax(awk("BEGIN { x = (1\n+ 2) }"), 2)


def test_syntax_error_line_number(awk):
    syntax(awk("BEGIN {\n x = 1\n y = = 2\n}"), 3)


def test_syntax_error_runs_nothing(awk, tmp_path):
    r = awk('BEGIN { print "hi"; print "x" > "made" }\nBEGIN { x = }')
    syntax(r, 2)
    assert not (tmp_path / "made").exists()


def test_keyword_as_variable(awk):
    r = awk("BEGIN { if = 1 }")
    assert r.rc == 2
    assert r.err.startswith("awklet: syntax error at source line 1")


def test_builtin_as_variable(awk):
    r = awk("BEGIN { substr = 1 }")
    assert r.rc == 2
    assert r.out == ""


def test_builtin_as_function_name(awk):
    r = awk("function index(x) { return x } BEGIN { print 1 }")
    assert r.rc == 2
    assert r.out == ""


def test_func_keyword(awk):
    check_ok(awk("func f(x) { return x * 2 } BEGIN { print f(4) }"), "8\n")


def test_names_case_sensitive(awk):
    check_ok(awk("BEGIN { a = 1; A = 2; print a, A }"), "1 2\n")


def test_function_and_variable_share_name(awk):
    check_ok(awk('function g(a) { return "G" a } BEGIN { g = "v"; print g (1); print g(1) }'),
             "v1\nG1\n")


def test_unexpected_character_at(awk):
    syntax(awk("BEGIN { x = 1 @ 2 }"), 1, ": unexpected character '@'")


def test_unexpected_character_backtick(awk):
    syntax(awk("BEGIN {\n x = `1 }"), 2, ": unexpected character '`'")


def test_unexpected_character_control(awk):
    syntax(awk("BEGIN { x = 1 \x01 }"), 1, ": unexpected character \\001")


def test_unexpected_character_high_byte(awk):
    syntax(awk("BEGIN { x = 1 \xe9 }"), 1, ": unexpected character \\351")


def test_unexpected_backslash(awk):
    syntax(awk("BEGIN { x = 1 \\ 2 }"), 1, ": unexpected backslash")


# ---------------------------------------------------------------- string literals

@pytest.mark.parametrize("lit,out", [
    (r'"\""', '"'),
    (r'"\\"', "\\"),
    (r'"\/"', "/"),
    (r'"a\nb"', "a\nb"),
    (r'"a\tb"', "a\tb"),
    (r'"a\rb"', "a\rb"),
    (r'"\f\b\v\a"', "\f\b\v\x07"),
    (r'"\101"', "A"),
    (r'"\60\061"', "01"),
    (r'"\0"', "\x00"),
    (r'"\08"', "\x008"),
    (r'"\1012"', "A2"),
    (r'"\777"', "\xff"),
    (r'"\x41"', "A"),
    (r'"\x4a\x4A"', "JJ"),
    (r'"\x412"', "A2"),
    (r'"\x7"', "\x07"),
    (r'"\xg"', "\\xg"),
    (r'"\q"', "\\q"),
    (r'"a\.b"', "a\\.b"),
])
def test_string_escape(awk, lit, out):
    check_ok(awk("BEGIN { printf \"%s|\", " + lit + " }"), out + "|")


def test_string_escape_length(awk):
    check_ok(awk(r'BEGIN { print length("\0\0"), length("\x41\x42"), length("\q") }'),
             "2 2 2\n")


def test_string_backslash_newline_removed(awk):
    check_ok(awk('BEGIN { print "ab\\\ncd" }'), "abcd\n")


def test_newline_in_string(awk):
    r = awk('BEGIN {\n x = "ab\ncd" }')
    assert r.err == "awklet: newline in string at source line 2\n"
    assert r.rc == 2
    assert r.out == ""


def test_unterminated_string(awk):
    r = awk('BEGIN { x = "abc')
    assert r.err == "awklet: unterminated string at source line 1\n"
    assert r.rc == 2


def test_unterminated_regex(awk):
    r = awk("BEGIN { print 1 }\nBEGIN { x = /abc\n}")
    assert r.err == "awklet: unterminated regular expression at source line 2\n"
    assert r.rc == 2
    assert r.out == ""


# ---------------------------------------------------------------- numbers

@pytest.mark.parametrize("expr,out", [
    ("12", "12"),
    ("1.5", "1.5"),
    (".5", "0.5"),
    ("3.", "3"),
    ("1e3", "1000"),
    ("2.5E-2", "0.025"),
    ("1e+2", "100"),
    ("010", "10"),
    ("010 + 1", "11"),
    ("00012", "12"),
    ("1e400", "inf"),
    ("-1e400", "-inf"),
    ("1e-400", "0"),
    ("1.2.3", "1.20.3"),
])
def test_numeric_constant(awk, expr, out):
    check_ok(awk("BEGIN { print " + expr + " }"), out + "\n")


def test_e_without_digits_is_name(awk):
    check_ok(awk('BEGIN { e = "X"; print 1e; print 1.5e }'), "1X\n1.5X\n")


def test_hex_is_not_constant(awk):
    check_ok(awk('BEGIN { x1A = "Q"; print 0x1A }'), "0Q\n")


def test_number_followed_by_name(awk):
    check_ok(awk('BEGIN { abc = "Z"; print 12abc }'), "12Z\n")


def test_numeric_constant_typeof(awk):
    check_ok(awk("BEGIN { print typeof(1e3), typeof(010) }"), "number number\n")
