"""Invalid JSON diagnostics."""
import pytest

from conftest import fail


def err(line, col, msg):
    return "invalid JSON at line %d, column %d: %s" % (line, col, msg)


def check(run, data, line, col, msg, args=()):
    if isinstance(data, str):
        data = data.encode("utf-8")
    fail(run, list(args), err(line, col, msg), 1, stdin=data)


@pytest.mark.parametrize(
    "data,line,col",
    [
        ("", 1, 1),
        ("   ", 1, 4),
        ("  \n", 2, 1),
        ("\n\n  ", 3, 3),
        ('{"a":1', 1, 7),
        ("[", 1, 2),
        ("[1,", 1, 4),
        ('{"a":', 1, 6),
        ('{"a"', 1, 5),
        ("{", 1, 2),
        ('"abc', 1, 5),
        ('["é', 1, 4),
        ('{\n"a":\n', 3, 1),
        ("[1, 2 ", 1, 7),
    ],
)
def test_unexpected_end(run, data, line, col):
    check(run, data, line, col, "unexpected end of input")


@pytest.mark.parametrize(
    "data,col,ch",
    [
        ('{"a" 1}', 6, "1"),
        ("[1,]", 4, "]"),
        ("[1 2]", 4, "2"),
        ("{'a':1}", 2, "'"),
        (".5", 1, "."),
        ("+1", 1, "+"),
        ("1 2", 3, "2"),
        ('{"a":1}}', 8, "}"),
        ('{"a":1,}', 8, "}"),
        ("{,}", 2, ","),
        ('{"a"}', 5, "}"),
        ("{1:2}", 2, "1"),
        ("[,1]", 2, ","),
        ("]", 1, "]"),
        ("}", 1, "}"),
        ("[] ,", 4, ","),
        ('{"a";1}', 5, ";"),
        ('{"a":1 "b":2}', 8, '"'),
        ("[1:2]", 3, ":"),
        ("@", 1, "@"),
        ("[#]", 2, "#"),
        ('["é" 1]', 6, "1"),
        ('["😀",,]', 6, ","),
        ("[.5]", 2, "."),
        ('{"a":+1}', 6, "+"),
        ("{} []", 4, "["),
        ('"a" "b"', 5, '"'),
    ],
)
def test_unexpected_character(run, data, col, ch):
    check(run, data, 1, col, "unexpected character '%s'" % ch)


def test_unexpected_character_multiline(run):
    check(run, '{\n  "a": 1\n  "b": 2\n}', 3, 3, "unexpected character '\"'")


def test_unexpected_character_after_crlf(run):
    check(run, '[1,\r\n ]', 2, 2, "unexpected character ']'")


@pytest.mark.parametrize(
    "data,line,col,code",
    [
        (b'"a\tb"', 1, 3, "0009"),
        (b'"a\nb"', 1, 3, "000A"),
        (b'["x", "\x01"]', 1, 8, "0001"),
        (b"\x7f", 1, 1, "007F"),
        (b"[\x00]", 1, 2, "0000"),
        (b'{"k\x1f": 1}', 1, 4, "001F"),
        (b'[\n"ab\rc"]', 2, 4, "000D"),
        (b"\x0c", 1, 1, "000C"),
    ],
)
def test_unexpected_control_character(run, data, line, col, code):
    check(run, data, line, col, "unexpected character U+%s" % code)


@pytest.mark.parametrize(
    "data,col",
    [
        (r'"\x"', 2),
        (r'"ab\q"', 4),
        (r'"\u12G4"', 2),
        (r'"\u12"', 2),
        (r'"\U0041"', 2),
        (r'["ok", "\a"]', 9),
        (r'{"\'": 1}', 3),
        (r'"\ "', 2),
    ],
)
def test_invalid_escape(run, data, col):
    check(run, data, 1, col, "invalid escape sequence")


@pytest.mark.parametrize(
    "data,col",
    [
        ("01", 1),
        ("1.", 1),
        ("-", 1),
        ("-a", 1),
        ("1e", 1),
        ("1e+", 1),
        ("1-2", 1),
        ("[1, 01]", 5),
        ("[2.]", 2),
        ("1.5.2", 1),
        ("--1", 1),
        ('{"a": -}', 7),
        ("00", 1),
        ("-01", 1),
        ("1E-", 1),
        ("1.e5", 1),
        ("1+", 1),
    ],
)
def test_invalid_number(run, data, col):
    check(run, data, 1, col, "invalid number")


@pytest.mark.parametrize(
    "data,col,word",
    [
        ("tru", 1, "tru"),
        ("True", 1, "True"),
        ("NaN", 1, "NaN"),
        ("nulls", 1, "nulls"),
        ("[truex]", 2, "truex"),
        ("FALSE", 1, "FALSE"),
        ('{"a": undefined}', 7, "undefined"),
        ("[Infinity]", 2, "Infinity"),
        ("nul", 1, "nul"),
        ("[1, abc]", 5, "abc"),
    ],
)
def test_invalid_literal(run, data, col, word):
    check(run, data, 1, col, "invalid literal '%s'" % word)


def test_invalid_literal_multiline(run):
    check(run, '{\n  "a": tru\n}', 2, 8, "invalid literal 'tru'")


def test_column_counts_characters(run):
    # 'é' and '😀' are one column each
    check(run, '{"é😀": 1,\n "ü": x1}', 2, 7, "invalid literal 'x'")


def test_error_with_values_mode(run):
    check(run, "[1,]", 1, 4, "unexpected character ']'", args=["-v"])


def test_error_with_no_sort(run):
    check(run, "", 1, 1, "unexpected end of input", args=["--no-sort"])


def test_first_error_reported(run):
    check(run, '[tru, 01, "\\x"]', 1, 2, "invalid literal 'tru'")


def test_valid_prefix_no_output(run):
    check(run, '{"a":1,"b":[1,2,3],"c":', 1, 24, "unexpected end of input")
