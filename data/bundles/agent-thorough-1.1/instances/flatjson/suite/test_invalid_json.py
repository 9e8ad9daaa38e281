import pytest

from conftest import run, fail, json_err

END = "unexpected end of input"


def uc(ch):
    return "unexpected character '%s'" % ch


def ucc(code):
    return "unexpected character U+%04X" % code


@pytest.mark.parametrize(
    "inp,line,col",
    [
        ("", 1, 1),
        ("   ", 1, 4),
        ("\n", 2, 1),
        ("\n\n", 3, 1),
        (" \t\r\n ", 2, 2),
        ("\r\n", 2, 1),
        ("[", 1, 2),
        ("{", 1, 2),
        ("[1", 1, 3),
        ("[1,", 1, 4),
        ("[1,\n", 2, 1),
        ('{"a":', 1, 6),
        ('{"a"', 1, 5),
        ('{"a":1', 1, 7),
        ('{"a":1,', 1, 8),
        ('{"a":[1,2', 1, 10),
        ('"abc', 1, 5),
        ('"', 1, 2),
        ('"abc\\"', 1, 7),
        ('["\u00e9', 1, 4),
        ('["\U0001F600\u00e9', 1, 5),
        ("{\n  \"a\": [\n    1,\n", 4, 1),
        ("[\n  \"x\",\n  \"ab", 3, 6),
        ("[[[[", 1, 5),
        ('{"a":{"b":{', 1, 12),
    ],
)
def test_unexpected_end(inp, line, col):
    fail(run([], inp), json_err(line, col, END))


@pytest.mark.parametrize(
    "inp,line,col,ch",
    [
        ("[1 2]", 1, 4, "2"),
        ('{"a" 1}', 1, 6, "1"),
        ('{"a":1 "b":2}', 1, 8, '"'),
        ("[1,]", 1, 4, "]"),
        ('{"a":1,}', 1, 8, "}"),
        ("'a'", 1, 1, "'"),
        ("{'a':1}", 1, 2, "'"),
        (".5", 1, 1, "."),
        ("+1", 1, 1, "+"),
        ("[.5]", 1, 2, "."),
        ("[+1]", 1, 2, "+"),
        ("1 2", 1, 3, "2"),
        ('{"a":1} x', 1, 9, "x"),
        ("{}}", 1, 3, "}"),
        ("[]]", 1, 3, "]"),
        ("[] []", 1, 4, "["),
        ('"a" "b"', 1, 5, '"'),
        ("1 -2", 1, 3, "-"),
        ("0x1", 1, 2, "x"),
        ("true1", 1, 5, "1"),
        ("null,", 1, 5, ","),
        ("{a:1}", 1, 2, "a"),
        ("[,1]", 1, 2, ","),
        ("{,}", 1, 2, ","),
        ('{"a"}', 1, 5, "}"),
        ('{"a":}', 1, 6, "}"),
        ("[}", 1, 2, "}"),
        ("{]", 1, 2, "]"),
        ("[1}", 1, 3, "}"),
        ('{"a":1]', 1, 7, "]"),
        (":", 1, 1, ":"),
        ("]", 1, 1, "]"),
        ("}", 1, 1, "}"),
        (",", 1, 1, ","),
        ("[1,,2]", 1, 4, ","),
        ('{"a"::1}', 1, 6, ":"),
        ('{"a",1}', 1, 5, ","),
        ("[1:2]", 1, 3, ":"),
        ("[1true]", 1, 3, "t"),
        ("[true false]", 1, 7, "f"),
        ('{1:2}', 1, 2, "1"),
        ("[1,\u00e9]", 1, 4, "\u00e9"),
        ('["\u00e9", 1 2]', 1, 9, "2"),
        ('["\U0001F600",@]', 1, 6, "@"),
        ("\u00e9", 1, 1, "\u00e9"),
        ("#", 1, 1, "#"),
        ("{\n  \"a\": 1,\n  \"b\" 2\n}", 3, 7, "2"),
        ("[1,\r2 3]", 1, 7, "3"),
        ("[\r\n1,\r\n2 3]", 3, 3, "3"),
        ("[1]\n\n  ]", 3, 3, "]"),
        ("[\n]\n,", 3, 1, ","),
        ('{"a":1,\n"b":2,\n}', 3, 1, "}"),
    ],
)
def test_unexpected_character(inp, line, col, ch):
    fail(run([], inp), json_err(line, col, uc(ch)))


@pytest.mark.parametrize(
    "inp,line,col,code",
    [
        ('"a\tb"', 1, 3, 0x09),
        ('"a\nb"', 1, 3, 0x0A),
        ('"abc\n', 1, 5, 0x0A),
        ('"\r"', 1, 2, 0x0D),
        ('"\x1f"', 1, 2, 0x1F),
        ('"\x00"', 1, 2, 0x00),
        ('"\x01"', 1, 2, 0x01),
        ('"\x1b[0m"', 1, 2, 0x1B),
        ("[\x7f]", 1, 2, 0x7F),
        ("\x7f", 1, 1, 0x7F),
        ("\x0b1", 1, 1, 0x0B),
        ("[1,\x0c2]", 1, 4, 0x0C),
        ("[1]\x01", 1, 4, 0x01),
        ("[1,\x00]", 1, 4, 0x00),
        ('{"k\x02":1}', 1, 4, 0x02),
        ('[\n"a\tb"]', 2, 3, 0x09),
        ('["\u00e9\u00e9\t"]', 1, 5, 0x09),
    ],
)
def test_unexpected_control_character(inp, line, col, code):
    fail(run([], inp), json_err(line, col, ucc(code)))


@pytest.mark.parametrize(
    "inp,line,col",
    [
        ('"\\a"', 1, 2),
        ('["ok","\\x"]', 1, 8),
        ('"\\u00g0"', 1, 2),
        ('"\\u12"', 1, 2),
        ('"\\uZZZZ"', 1, 2),
        ('"\\U0041"', 1, 2),
        ("\"\\'\"", 1, 2),
        ('"\u00e9\\q"', 1, 3),
        ('{"a\\0":1}', 1, 4),
        ('"\\ "', 1, 2),
        ('"abc\\v"', 1, 5),
        ('"\\x41"', 1, 2),
        ('[\n "ok",\n "a\\e"\n]', 3, 4),
        ('{"k":"\\N"}', 1, 7),
    ],
)
def test_invalid_escape(inp, line, col):
    fail(run([], inp), json_err(line, col, "invalid escape sequence"))


@pytest.mark.parametrize(
    "inp,line,col",
    [
        ("01", 1, 1),
        ("00", 1, 1),
        ("-01", 1, 1),
        ("1.", 1, 1),
        ("-", 1, 1),
        ("-a", 1, 1),
        ("1e", 1, 1),
        ("1E", 1, 1),
        ("1e+", 1, 1),
        ("1e-", 1, 1),
        ("1-2", 1, 1),
        ("1+", 1, 1),
        ("--1", 1, 1),
        ("- 1", 1, 1),
        ("1.e5", 1, 1),
        ("1..2", 1, 1),
        ("1e5.2", 1, 1),
        ("1.2.3", 1, 1),
        ("1e2e3", 1, 1),
        ("-.5", 1, 1),
        ("-Infinity", 1, 1),
        ("[1, 01]", 1, 5),
        ("[2.]", 1, 2),
        ('{"a":-}', 1, 6),
        ("[1,2-]", 1, 4),
        ("[0123]", 1, 2),
        ('{"\u00e9":01}', 1, 6),
        ("[\n  1,\n  -\n]", 3, 3),
        ("[1.5e+]", 1, 2),
    ],
)
def test_invalid_number(inp, line, col):
    fail(run([], inp), json_err(line, col, "invalid number"))


@pytest.mark.parametrize(
    "inp,line,col,word",
    [
        ("tru", 1, 1, "tru"),
        ("True", 1, 1, "True"),
        ("NaN", 1, 1, "NaN"),
        ("FALSE", 1, 1, "FALSE"),
        ("Null", 1, 1, "Null"),
        ("nul", 1, 1, "nul"),
        ("Infinity", 1, 1, "Infinity"),
        ("x", 1, 1, "x"),
        ("nullx", 1, 1, "nullx"),
        ("truee", 1, 1, "truee"),
        ("[nul]", 1, 2, "nul"),
        ('{"a":tRue}', 1, 6, "tRue"),
        ("[null, undefined]", 1, 8, "undefined"),
        ("[truefalse]", 1, 2, "truefalse"),
        ('["\u00e9",x]', 1, 6, "x"),
        ("[fals3]", 1, 2, "fals"),
        ("{\n \"k\": yes\n}", 2, 7, "yes"),
        ("  abc def", 1, 3, "abc"),
    ],
)
def test_invalid_literal(inp, line, col, word):
    fail(run([], inp), json_err(line, col, "invalid literal '%s'" % word))


def test_first_error_reported():
    # an invalid number comes before a later invalid literal
    fail(run([], "[01, tru]"), json_err(1, 2, "invalid number"))


def test_invalid_json_with_no_sort():
    fail(run(["--no-sort"], "[1 2]"), json_err(1, 4, uc("2")))


def test_invalid_json_from_file(tmp_path):
    (tmp_path / "bad.json").write_text('{"a":\n  tru}', encoding="utf-8")
    fail(run(["bad.json"], cwd=tmp_path), json_err(2, 3, "invalid literal 'tru'"))


def test_empty_file(tmp_path):
    (tmp_path / "empty.json").write_bytes(b"")
    fail(run(["empty.json"], cwd=tmp_path), json_err(1, 1, END))


def test_two_documents_rejected():
    fail(run([], '{"a":1}\n{"b":2}\n'), json_err(2, 1, uc("{")))


def test_raw_del_outside_string_message_format_uppercase():
    # U+007F outside a string
    fail(run([], "[1,\x7f]"), json_err(1, 4, "unexpected character U+007F"))


def test_vertical_tab_in_string():
    fail(run([], '["a\x0bb"]'), json_err(1, 4, "unexpected character U+000B"))
