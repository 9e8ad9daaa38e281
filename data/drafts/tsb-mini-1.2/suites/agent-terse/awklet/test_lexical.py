import pytest

from conftest import awk, out, syntax


def test_comment():
    assert out('BEGIN { print 1 # a comment } not code\n print 2 }') == "1\n2\n"


def test_hash_in_string_not_comment():
    assert out('BEGIN { print "a#b" }') == "a#b\n"


def test_line_continuation():
    assert out('BEGIN { x = 1 + \\\n 2; print x }') == "3\n"


def test_continuation_in_string():
    assert out('BEGIN { print "ab\\\ncd" }') == "abcd\n"


def test_carriage_return_is_blank():
    assert out('BEGIN {\r x = 5;\r print x\r }') == "5\n"


@pytest.mark.parametrize("prog", [
    'BEGIN { if (1 &&\n 1) print "ok" }',
    'BEGIN { if (0 ||\n 1) print "ok" }',
    'BEGIN { printf "%s\\n",\n "ok" }',
    'BEGIN { if (1)\n print "ok" }',
    'BEGIN { if (0) print "no"; else\n print "ok" }',
    'BEGIN { x = 1 ?\n "ok" :\n "no"; print x }',
    'BEGIN { x = 1 ? "ok"\n : "no"; print x }',
    'BEGIN { x =\n "ok"; print x }',
    'BEGIN { print substr(\n"ok", 1\n, 2\n) }',
    'BEGIN { x = (\n"ok"\n); print x }',
    'BEGIN { a[\n1\n] = "ok"; print a[1] }',
    'BEGIN { for (i = 0;\n i < 1;\n i++) print "ok" }',
    'BEGIN { do\n x++\n while (x < 3); print "ok" }',
    'BEGIN { while (i < 1)\n i++; print "ok" }',
    'function f(a,\n b) { return a b }\nBEGIN { print f("o",\n "k") }',
    'BEGIN\t{\n\nprint "ok"\n\n}',
])
def test_newlines_allowed(prog):
    assert out(prog) == "ok\n"


def test_names_case_sensitive():
    assert out('BEGIN { x = 1; X = 2; print x, X }') == "1 2\n"


def test_user_call_with_space_is_concatenation():
    prog = 'function f(x) { return "F" x }\nBEGIN { f = "v"; print f (2); print f(2) }'
    assert out(prog) == "v2\nF2\n"


@pytest.mark.parametrize("lit,expected", [
    (r'"a\"b"', b'a"b'),
    (r'"a\\b"', b'a\\b'),
    (r'"a\/b"', b'a/b'),
    (r'"a\nb"', b'a\nb'),
    (r'"a\tb"', b'a\tb'),
    (r'"a\rb"', b'a\rb'),
    (r'"\f\b\v\a"', b'\f\b\v\x07'),
    (r'"\101"', b'A'),
    (r'"\1010"', b'A0'),
    (r'"\61x"', b'1x'),
    (r'"\7"', b'\x07'),
    (r'"\x41"', b'A'),
    (r'"\x4a\x4A"', b'JJ'),
    (r'"\x412"', b'A2'),
    (r'"\xg"', b'\\xg'),
    (r'"\q"', b'\\q'),
    (r'"\x9"', b'\t'),
])
def test_string_escapes(lit, expected):
    r = awk('BEGIN { printf "%s", ' + lit + ' }')
    assert r.rc == 0
    assert r.bout == expected


def test_octal_escape_modulo_256():
    r = awk(r'BEGIN { printf "%s", "\501" }')
    assert r.bout == b"A"


@pytest.mark.parametrize("expr,expected", [
    ("12", "12"),
    ("1.5", "1.5"),
    (".5", "0.5"),
    ("3.", "3"),
    ("1e3", "1000"),
    ("2.5E-2", "0.025"),
    ("1E+2", "100"),
    ("010", "10"),
    ("007 + 1", "8"),
])
def test_numeric_constants(expr, expected):
    assert out("BEGIN { print %s }" % expr) == expected + "\n"


def test_no_hex_constants():
    assert out('BEGIN { x1A = "z"; print 0x1A }') == "0z\n"


def test_e_without_digits_not_exponent():
    assert out('BEGIN { e = "E"; print 1e }') == "1E\n"


def test_syntax_error_line():
    syntax('BEGIN {\n x = 1\n y = = 2\n}', "syntax error at source line 3")


def test_syntax_error_line_one():
    syntax('BEGIN { print ( }', "syntax error at source line 1")


def test_newline_in_string():
    syntax('BEGIN {\n print "abc\n}', "newline in string at source line 2")


def test_unterminated_string():
    syntax('BEGIN { print "abc', "unterminated string at source line 1")


def test_unterminated_regex():
    syntax('BEGIN {\n\n x = /abc\n}', "unterminated regular expression at source line 3")


@pytest.mark.parametrize("ch", ["@", "`"])
def test_unexpected_printable_character(ch):
    syntax('BEGIN {\n x = 1 %s 2 }' % ch,
           "syntax error at source line 2: unexpected character '%s'" % ch)


def test_unexpected_control_character():
    syntax('BEGIN { x = 1 \x01 2 }', "syntax error at source line 1: unexpected character \\001")


def test_unexpected_high_byte():
    syntax('BEGIN { x = 1 \xff 2 }', "syntax error at source line 1: unexpected character \\377")


def test_unexpected_backslash():
    syntax('BEGIN { x = 1 \\ + 2 }', "syntax error at source line 1: unexpected backslash")


def test_syntax_error_prevents_begin():
    r = awk('BEGIN { print "ran" }\nBEGIN { x = }')
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "awklet: syntax error at source line 2\n"


def test_keyword_as_variable_is_error():
    r = awk('BEGIN { while = 1 }')
    assert r.rc == 2 and r.out == ""


def test_builtin_name_as_variable_is_error():
    r = awk('BEGIN { index = 1; print "x" }')
    assert r.rc == 2 and r.out == ""


def test_builtin_name_as_function_is_error():
    r = awk('function substr(a) { return a }\nBEGIN { print "x" }')
    assert r.rc == 2 and r.out == ""


def test_func_keyword_alias():
    assert out('func f(x) { return x * 2 }\nBEGIN { print f(4) }') == "8\n"


def test_semicolons_separate_items():
    assert out('BEGIN { print 1 }; BEGIN { print 2 };') == "1\n2\n"


def test_items_on_same_line_after_brace():
    assert out('BEGIN { x = 1 } END { print x }', stdin="") == "1\n"


def test_empty_statement_and_block():
    assert out('BEGIN { ; ; {} ; print "ok" }') == "ok\n"


def test_begin_brace_on_next_line_is_error():
    r = awk('BEGIN\n{ print 1 }')
    assert r.rc == 2 and r.out == ""
