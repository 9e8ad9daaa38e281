"""String literals and numeric constants."""
import pytest

from conftest import awk, out, ev


@pytest.mark.parametrize("lit,expected", [
    (r'"a\"b"', 'a"b'),
    (r'"a\\b"', "a\\b"),
    (r'"a\/b"', "a/b"),
    (r'"a\nb"', "a\nb"),
    (r'"a\tb"', "a\tb"),
    (r'"a\rb"', "a\rb"),
    (r'"a\fb"', "a\fb"),
    (r'"a\bb"', "a\bb"),
    (r'"a\vb"', "a\vb"),
    (r'"a\ab"', "a\x07b"),
    (r'"\101"', "A"),
    (r'"\60"', "0"),
    (r'"\7"', "\x07"),
    (r'"\1012"', "A2"),
    (r'"\08"', "\x008"),
    (r'"\0"', "\x00"),
    (r'"\777"', "\xff"),
    (r'"\400"', "\x00"),
    (r'"\x41"', "A"),
    (r'"\x4a\x4A"', "JJ"),
    (r'"\x412"', "A2"),
    (r'"\x9"', "\t"),
    (r'"\xg"', "\\xg"),
    (r'"a\x"', "a\\x"),
    (r'"\q"', "\\q"),
    (r'"\."', "\\."),
    (r'"\e"', "\\e"),
    (r'"\xff"', "\xff"),
])
def test_string_escapes(lit, expected):
    assert out("BEGIN { printf \"%%s|\", %s }" % lit) == expected + "|"


def test_string_escape_lengths():
    assert ev(r'length("\x412"), length("\1012"), length("\q"), length("\0")') == "2 2 2 1"


def test_backslash_newline_inside_string_removed():
    assert out('BEGIN { print "ab\\\ncd" }') == "abcd\n"


def test_raw_newline_in_string_is_error():
    r = awk('BEGIN { x = "ab\ncd" }')
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "awklet: newline in string at source line 1\n"


def test_raw_newline_in_string_on_later_line():
    r = awk('BEGIN {\n\n x = "ab\ncd" }')
    assert r.rc == 2
    assert r.err == "awklet: newline in string at source line 3\n"


def test_unterminated_string_at_end_of_program():
    r = awk('BEGIN { x = "abc')
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "awklet: unterminated string at source line 1\n"


@pytest.mark.parametrize("const,expected", [
    ("12", "12"),
    ("1.5", "1.5"),
    (".5", "0.5"),
    ("3.", "3"),
    ("1e3", "1000"),
    ("2.5E-2", "0.025"),
    ("1E+2", "100"),
    ("010", "10"),
    ("00012", "12"),
    ("1e400", "inf"),
    ("-1e400", "-inf"),
    ("1e-400", "0"),
    ("1e", "1"),
    ("1.5e", "1.5"),
    ("0x1A", "0"),
    ("12abc", "12"),
    ("1.2.3", "1.20.3"),
])
def test_numeric_constants(const, expected):
    assert ev(const) == expected


def test_number_followed_by_name_concatenates_variable():
    assert ev("12abc", pre="abc = 5") == "125"


def test_hex_looking_constant_concatenates_variable():
    assert ev("0x1A", pre="x1A = 7") == "07"


def test_e_after_number_is_variable():
    assert ev("1e", pre='e = "E"') == "1E"


def test_010_is_ten_arithmetically():
    assert ev("010 + 1") == "11"
