"""Field selection, delimiters, lines without delimiters, -s."""
import pytest

from conftest import check


def ok(run, args, stdin, out):
    check(run(*args, stdin=stdin), out, "", 0)


# ---------------------------------------------------------------- spec examples

@pytest.mark.parametrize("lst,out", [
    ("2", "b\n"),
    ("1,3", "a:c\n"),
    ("2-", "b:c\n"),
    ("-2", "a:b\n"),
    ("2,9", "b\n"),
    ("1", "a\n"),
    ("3", "c\n"),
    ("1-3", "a:b:c\n"),
    ("1-", "a:b:c\n"),
    ("3-", "c\n"),
    ("4-", "\n"),
    ("-1", "a\n"),
    ("-9", "a:b:c\n"),
    ("2-3", "b:c\n"),
    ("2-2", "b\n"),
    ("3,1", "a:c\n"),
    ("1,3,1", "a:c\n"),
    ("3,2,1", "a:b:c\n"),
    ("1-2,2-3", "a:b:c\n"),
    ("2,2,2", "b\n"),
    ("03", "c\n"),
    ("001-002", "a:b\n"),
    ("1,3-", "a:c\n"),
    ("-1,3", "a:c\n"),
    ("4", "\n"),
    ("5-9", "\n"),
    ("99999999999999999999999", "\n"),
    ("2-99999999999999999999999", "b:c\n"),
    ("99999999999999999999999-", "\n"),
])
def test_field_lists(run, lst, out):
    ok(run, ["-d", ":", "-f", lst], "a:b:c\n", out)


def test_field_overlapping_ranges_equivalent(run):
    data = "1:2:3:4:5\n"
    a = run("-d", ":", "-f", "1-3,2-4", stdin=data)
    check(a, "1:2:3:4\n")


def test_spec_example_none_selected_writes_empty_line(run):
    ok(run, ["-d", ":", "-f", "5"], "a:b\n", "\n")


def test_empty_fields_middle(run):
    ok(run, ["-d", ":", "-f", "2"], "a::b\n", "\n")


def test_empty_fields_counted(run):
    ok(run, ["-d", ":", "-f", "3"], "a::b\n", "b\n")


def test_trailing_empty_field(run):
    ok(run, ["-d", ":", "-f", "3"], "a:b:\n", "\n")


def test_trailing_empty_field_joined(run):
    ok(run, ["-d", ":", "-f", "2-"], "a:b:\n", "b:\n")


def test_selected_empty_field_still_field(run):
    ok(run, ["-d", ":", "-f", "1,2"], ":x\n", ":x\n")


def test_leading_empty_field(run):
    ok(run, ["-d", ":", "-f", "1"], ":x\n", "\n")


def test_only_delimiters(run):
    ok(run, ["-d", ":", "-f", "2,3"], "::\n", ":\n")


def test_only_delimiter_first_field(run):
    ok(run, ["-d", ":", "-f", "1-"], ":\n", ":\n")


def test_consecutive_delimiters_not_merged(run):
    ok(run, ["-d", " ", "-f", "3"], "a  b\n", "b\n")


def test_multiple_lines(run):
    ok(run, ["-d", ",", "-f", "2"], "a,b\nc,d\ne,f\n", "b\nd\nf\n")


def test_lines_with_differing_field_counts(run):
    ok(run, ["-d", ",", "-f", "2-3"], "a\nb,c\nd,e,f\ng,h,i,j\n", "a\nc\ne,f\nh,i\n")


def test_many_fields(run):
    line = ",".join(str(i) for i in range(1, 101))
    ok(run, ["-d", ",", "-f", "50,100,1"], line + "\n", "1,50,100\n")


# ---------------------------------------------------------------- delimiters

def test_default_delimiter_tab(run):
    ok(run, ["-f", "2"], "a\tb\tc\n", "b\n")


def test_default_delimiter_tab_join(run):
    ok(run, ["-f", "1,3"], "a\tb\tc\n", "a\tc\n")


def test_default_delimiter_not_colon(run):
    ok(run, ["-f", "2"], "a:b:c\n", "a:b:c\n")


def test_default_delimiter_not_space(run):
    ok(run, ["-f", "2"], "a b c\n", "a b c\n")


def test_default_tab_mixed_with_spaces(run):
    ok(run, ["-f", "2"], "a b\tc d\te\n", "c d\n")


def test_delimiter_attached(run):
    ok(run, ["-d:", "-f", "2"], "a:b:c\n", "b\n")


def test_list_attached(run):
    ok(run, ["-d", ":", "-f1,3"], "a:b:c\n", "a:c\n")


def test_both_attached(run):
    ok(run, ["-f2", "-d,"], "a,b,c\n", "b\n")


def test_list_value_looking_like_option(run):
    # "-f -3" selects fields 1 to 3
    ok(run, ["-d", ":", "-f", "-3"], "a:b:c:d\n", "a:b:c\n")


def test_delimiter_value_dash(run):
    ok(run, ["-d", "-", "-f", "2"], "a-b-c\n", "b\n")


def test_delimiter_attached_dash(run):
    ok(run, ["-d-", "-f", "2"], "a-b-c\n", "b\n")


@pytest.mark.parametrize("delim", [" ", ".", "*", "|", "\\", "$", "^", "[", "(", "+", "?",
                                   "x", "0", "'", '"', ";", ",", "#", "="])
def test_special_delimiters(run, delim):
    d = delim
    ok(run, ["-d", d, "-f", "2,3"], "a%sb%sc%sd\n" % (d, d, d), "b%sc\n" % d)


def test_letter_delimiter(run):
    ok(run, ["-d", "a", "-f", "2"], "banana\n", "n\n")


def test_delimiter_case_sensitive(run):
    ok(run, ["-d", "a", "-f", "2"], "xAyaz\n", "z\n")


def test_delimiter_case_sensitive_no_match(run):
    ok(run, ["-d", "a", "-f", "2"], "xAyAz\n", "xAyAz\n")


def test_dot_delimiter_not_regex(run):
    ok(run, ["-d", ".", "-f", "1"], "abc.def\n", "abc\n")


def test_digit_delimiter(run):
    ok(run, ["-d", "1", "-f", "2"], "a1b1c\n", "b\n")


@pytest.mark.parametrize("delim", ["\u00a7", "\u2192", "\u00e9", "\U0001f600", "\u4e2d"])
def test_multibyte_delimiter(run, delim):
    data = "x%sy%sz\n" % (delim, delim)
    ok(run, ["-d", delim, "-f", "2"], data, "y\n")


def test_multibyte_delimiter_join(run):
    ok(run, ["-d", "\u00a7", "-f", "1,3"], "a\u00a7b\u00a7c\n", "a\u00a7c\n")


def test_multibyte_delimiter_split_only_on_complete_encoding(run):
    # U+20AC (E2 82 AC) shares its first byte with U+2192 (E2 86 92)
    ok(run, ["-d", "\u2192", "-f", "2"], "a\u20acb\u2192c\n", "c\n")


def test_multibyte_delimiter_not_present(run):
    ok(run, ["-d", "\u2192", "-f", "2"], "a\u20acb\n", "a\u20acb\n")


def test_multibyte_delimiter_partial_bytes_do_not_split(run):
    # a lone 0xE2 byte is not the delimiter U+2192
    ok(run, ["-d", "\u2192", "-f", "2"], b"a\xe2b\xe2\x86\x92c\n", b"c\n")


def test_multibyte_content_with_ascii_delimiter(run):
    ok(run, ["-d", ":", "-f", "2"], "h\u00e9:w\u00f6rld:\u20ac\n", "w\u00f6rld\n")


def test_binary_bytes_in_fields(run):
    ok(run, ["-d", ":", "-f", "2"], b"\xff:\xfe\x00:x\n", b"\xfe\x00\n")


def test_tab_delimiter_given_explicitly(run):
    ok(run, ["-d", "\t", "-f", "2"], "a\tb\n", "b\n")


def test_space_delimiter(run):
    ok(run, ["-d", " ", "-f", "1,3"], "one two three four\n", "one three\n")


def test_last_delimiter_wins(run):
    ok(run, ["-d", ",", "-d", ":", "-f", "2"], "a,b:c\n", "c\n")


def test_last_delimiter_wins_reverse(run):
    ok(run, ["-d", ":", "-d", ",", "-f", "2"], "a,b:c\n", "b:c\n")


def test_delimiter_after_list(run):
    ok(run, ["-f", "2", "-d", ";"], "a;b\n", "b\n")


# ---------------------------------------------------------------- lines without delimiter

def test_no_delimiter_written_unchanged(run):
    ok(run, ["-d", ":", "-f", "2"], "abc\n", "abc\n")


def test_no_delimiter_written_unchanged_field1(run):
    ok(run, ["-d", ":", "-f", "1"], "abc\n", "abc\n")


def test_no_delimiter_huge_field(run):
    ok(run, ["-d", ":", "-f", "99999999999999999999999"], "abc\n", "abc\n")


def test_empty_line_field_mode(run):
    ok(run, ["-d", ":", "-f", "1"], "\n", "\n")


def test_empty_lines_between(run):
    ok(run, ["-d", ":", "-f", "2"], "a:b\n\nc:d\n", "b\n\nd\n")


def test_mixed_delimited_and_not(run):
    ok(run, ["-d", ":", "-f", "2"], "a:b\nplain\nc:d\n", "b\nplain\nd\n")


def test_s_suppresses_undelimited(run):
    ok(run, ["-d", ":", "-f", "2", "-s"], "a:b\nplain\nc:d\n", "b\nd\n")


def test_s_suppresses_empty_lines(run):
    ok(run, ["-s", "-d", ":", "-f", "2"], "a:b\n\n\nc:d\n", "b\nd\n")


def test_s_all_suppressed(run):
    ok(run, ["-s", "-d", ":", "-f", "1"], "abc\n\ndef\n", "")


def test_s_keeps_delimited_with_missing_field(run):
    ok(run, ["-s", "-d", ":", "-f", "5"], "a:b\nab\n", "\n")


def test_s_before_other_options(run):
    ok(run, ["-s", "-f", "1"], "a\tb\nc\n", "a\n")


def test_s_repeated(run):
    ok(run, ["-s", "-s", "-d", ":", "-f", "1"], "a:b\nc\n", "a\n")


def test_s_with_default_tab(run):
    ok(run, ["-f", "2", "-s"], "a:b\nc\td\n", "d\n")


def test_s_with_line_only_delimiter(run):
    ok(run, ["-s", "-d", ":", "-f", "1"], ":\n", "\n")


def test_s_last_line_without_newline(run):
    ok(run, ["-s", "-d", ":", "-f", "2"], "a:b\nlast", "b\n")


def test_s_last_line_without_newline_delimited(run):
    ok(run, ["-s", "-d", ":", "-f", "2"], "plain\na:b", "b\n")


def test_carriage_return_ordinary(run):
    ok(run, ["-d", ",", "-f", "2"], "a,b\r\n", "b\r\n")


def test_carriage_return_in_first_field(run):
    ok(run, ["-d", ",", "-f", "1"], "a\r,b\r\n", "a\r\n")


def test_carriage_return_as_delimiter(run):
    ok(run, ["-d", "\r", "-f", "2"], "a\rb\r\n", "b\n")
