"""Field selection, delimiters, lines without delimiters, -s."""
import pytest

from conftest import ok


@pytest.mark.parametrize(
    "lst,out",
    [
        ("2", b"b\n"),
        ("1,3", b"a:c\n"),
        ("2-", b"b:c\n"),
        ("-2", b"a:b\n"),
        ("2,9", b"b\n"),
        ("1", b"a\n"),
        ("3", b"c\n"),
        ("1-3", b"a:b:c\n"),
        ("1-", b"a:b:c\n"),
        ("3,1", b"a:c\n"),
        ("1,3,1", b"a:c\n"),
        ("1-2,2-3", b"a:b:c\n"),
        ("2-2", b"b\n"),
        ("03", b"c\n"),
        ("001-002", b"a:b\n"),
        ("4", b"\n"),
        ("4-", b"\n"),
        ("5,9", b"\n"),
        ("99999999999999999999999", b"\n"),
        ("1-99999999999999999999999", b"a:b:c\n"),
        ("2-99999999999999999999999", b"b:c\n"),
        ("-1", b"a\n"),
        ("-99999999999999999999999", b"a:b:c\n"),
        ("3,2-3,1-1", b"a:b:c\n"),
    ],
)
def test_field_lists(run, lst, out):
    assert ok(run, "-d", ":", "-f", lst, stdin=b"a:b:c\n") == out


def test_empty_middle_field(run):
    assert ok(run, "-d", ":", "-f", "2", stdin=b"a::b\n") == b"\n"


def test_empty_middle_field_kept(run):
    assert ok(run, "-d", ":", "-f", "1,3", stdin=b"a::b\n") == b"a:b\n"


def test_empty_middle_field_all(run):
    assert ok(run, "-d", ":", "-f", "1-3", stdin=b"a::b\n") == b"a::b\n"


def test_trailing_empty_field(run):
    assert ok(run, "-d", ":", "-f", "3", stdin=b"a:b:\n") == b"\n"


def test_trailing_empty_field_range(run):
    assert ok(run, "-d", ":", "-f", "2-", stdin=b"a:b:\n") == b"b:\n"


def test_leading_empty_field(run):
    assert ok(run, "-d", ":", "-f", "1,2", stdin=b":x\n") == b":x\n"


def test_leading_empty_field_second(run):
    assert ok(run, "-d", ":", "-f", "2", stdin=b":x\n") == b"x\n"


def test_only_delimiter(run):
    assert ok(run, "-d", ":", "-f", "1,2", stdin=b":\n") == b":\n"


def test_only_delimiters_field3(run):
    assert ok(run, "-d", ":", "-f", "3", stdin=b"::\n") == b"\n"


def test_many_fields(run):
    line = ":".join("f%d" % i for i in range(1, 101)).encode() + b"\n"
    assert ok(run, "-d", ":", "-f", "50,100", stdin=line) == b"f50:f100\n"


def test_multiple_lines(run):
    data = b"a:b:c\n1:2:3\nx:y\n"
    assert ok(run, "-d", ":", "-f", "2", stdin=data) == b"b\n2\ny\n"


def test_default_delimiter_tab(run):
    assert ok(run, "-f", "2", stdin=b"a\tb\tc\n") == b"b\n"


def test_default_delimiter_tab_multi(run):
    assert ok(run, "-f", "1,3", stdin=b"a\tb\tc\n") == b"a\tc\n"


def test_default_delimiter_not_colon(run):
    assert ok(run, "-f", "2", stdin=b"a:b:c\n") == b"a:b:c\n"


def test_default_delimiter_not_space(run):
    assert ok(run, "-f", "2", stdin=b"a b\tc\n") == b"c\n"


def test_explicit_tab_delimiter(run):
    assert ok(run, "-d", "\t", "-f", "2", stdin=b"a\tb\n") == b"b\n"


# ----------------------------------------------------- lines without delim


def test_line_without_delimiter_unchanged(run):
    assert ok(run, "-d", ":", "-f", "2", stdin=b"abc\n") == b"abc\n"


def test_line_without_delimiter_field1(run):
    assert ok(run, "-d", ":", "-f", "1", stdin=b"abc\n") == b"abc\n"


def test_empty_line_in_field_mode(run):
    assert ok(run, "-d", ":", "-f", "2", stdin=b"\n") == b"\n"


def test_mixed_lines(run):
    data = b"a:b\nplain\n\nc:d\n"
    assert ok(run, "-d", ":", "-f", "2", stdin=data) == b"b\nplain\n\nd\n"


def test_suppress_lines_without_delimiter(run):
    data = b"a:b\nplain\n\nc:d\n"
    assert ok(run, "-d", ":", "-f", "2", "-s", stdin=data) == b"b\nd\n"


def test_suppress_all(run):
    assert ok(run, "-s", "-d", ":", "-f", "1", stdin=b"x\ny\n") == b""


def test_suppress_keeps_delimited_empty_output(run):
    assert ok(run, "-s", "-d", ":", "-f", "5", stdin=b"a:b\nc\n") == b"\n"


def test_suppress_repeated(run):
    assert ok(run, "-s", "-s", "-d", ":", "-f", "1", stdin=b"a:b\nc\n") == b"a\n"


def test_suppress_only_delimiter_line(run):
    assert ok(run, "-s", "-d", ":", "-f", "2", stdin=b":\n") == b"\n"


def test_suppress_with_default_tab(run):
    assert ok(run, "-s", "-f", "1", stdin=b"a\tb\nno tab\n") == b"a\n"


# ----------------------------------------------------- delimiters


@pytest.mark.parametrize("d", [".", "*", "|", "\\", "$", "^", "[", "(", "+", "?"])
def test_special_delimiters(run, d):
    line = ("a%sb%sc\n" % (d, d)).encode()
    assert ok(run, "-d", d, "-f", "2", stdin=line) == b"b\n"


def test_dot_not_regex(run):
    assert ok(run, "-d", ".", "-f", "1", stdin=b"abc.def\n") == b"abc\n"


def test_space_delimiter(run):
    assert ok(run, "-d", " ", "-f", "2", stdin=b"a b c\n") == b"b\n"


def test_space_delimiter_repeated_spaces(run):
    assert ok(run, "-d", " ", "-f", "3", stdin=b"a  b\n") == b"b\n"


def test_space_delimiter_empty_field(run):
    assert ok(run, "-d", " ", "-f", "2", stdin=b"a  b\n") == b"\n"


def test_letter_delimiter(run):
    assert ok(run, "-d", "a", "-f", "2", stdin=b"banana\n") == b"n\n"


def test_letter_delimiter_case_sensitive(run):
    assert ok(run, "-d", "a", "-f", "1", stdin=b"xAyaz\n") == b"xAy\n"


def test_letter_delimiter_uppercase_absent(run):
    assert ok(run, "-d", "a", "-f", "2", stdin=b"XAY\n") == b"XAY\n"


def test_dash_delimiter(run):
    assert ok(run, "-d", "-", "-f", "2", stdin=b"x-y-z\n") == b"y\n"


def test_attached_delimiter(run):
    assert ok(run, "-d:", "-f2", stdin=b"a:b\n") == b"b\n"


def test_attached_dash_delimiter(run):
    assert ok(run, "-d-", "-f", "1", stdin=b"x-y\n") == b"x\n"


def test_attached_list(run):
    assert ok(run, "-f1,3", "-d", ":", stdin=b"a:b:c\n") == b"a:c\n"


def test_list_value_starting_with_dash(run):
    assert ok(run, "-d", ":", "-f", "-3", stdin=b"a:b:c:d\n") == b"a:b:c\n"


def test_attached_list_starting_with_dash(run):
    assert ok(run, "-d", ":", "-f-2", stdin=b"a:b:c:d\n") == b"a:b\n"


def test_multibyte_delimiter(run):
    assert ok(run, "-d", "§", "-f", "2", stdin="a§b§c\n".encode()) == b"b\n"


def test_multibyte_delimiter_join(run):
    assert ok(run, "-d", "§", "-f", "1,3", stdin="a§b§c\n".encode()) == "a§c\n".encode()


def test_multibyte_delimiter_arrow(run):
    assert ok(run, "-d", "→", "-f", "2", stdin="x→y\n".encode()) == b"y\n"


def test_multibyte_delimiter_complete_encoding_only(run):
    # '←' (E2 86 90) shares its first two bytes with '→' (E2 86 92)
    data = "x←y\n".encode()
    assert ok(run, "-d", "→", "-f", "2", stdin=data) == data


def test_multibyte_delimiter_partial_not_split(run):
    data = "xèy\n".encode()
    assert ok(run, "-d", "é", "-f", "1", stdin=data) == data


def test_multibyte_fields_with_multibyte_content(run):
    data = "héllo,wörld\n".encode()
    assert ok(run, "-d", ",", "-f", "2", stdin=data) == "wörld\n".encode()


def test_last_delimiter_wins(run):
    assert ok(run, "-d", ",", "-d", ":", "-f", "2", stdin=b"a,b:c\n") == b"c\n"


def test_carriage_return_ordinary(run):
    assert ok(run, "-d", ",", "-f", "2", stdin=b"a,b\r\n") == b"b\r\n"


def test_carriage_return_first_field(run):
    assert ok(run, "-d", ",", "-f", "1", stdin=b"a,b\r\n") == b"a\n"


def test_invalid_utf8_passthrough_fields(run):
    data = b"\xff:\xfe\n"
    assert ok(run, "-d", ":", "-f", "2", stdin=data) == b"\xfe\n"
