"""Character selection, --complement and --output-delimiter."""
import pytest

from conftest import check


def ok(run, args, stdin, out):
    check(run(*args, stdin=stdin), out, "", 0)


# ---------------------------------------------------------------- characters

@pytest.mark.parametrize("lst,out", [
    ("1", "a\n"),
    ("1,5", "ae\n"),
    ("5,1", "ae\n"),
    ("2-3", "bc\n"),
    ("4-", "def\n"),
    ("-3", "abc\n"),
    ("1-6", "abcdef\n"),
    ("1-100", "abcdef\n"),
    ("6", "f\n"),
    ("7", "\n"),
    ("7-", "\n"),
    ("1,1,1", "a\n"),
    ("1-3,2-4", "abcd\n"),
    ("6,1-2,4", "abdf\n"),
    ("99999999999999999999999", "\n"),
    ("2-99999999999999999999999", "bcdef\n"),
    ("002", "b\n"),
])
def test_char_lists(run, lst, out):
    ok(run, ["-c", lst], "abcdef\n", out)


def test_spec_example_chars_utf8(run):
    ok(run, ["-c", "2-3"], "h\u00e9llo\n", "\u00e9l\n")


def test_spec_example_short_line(run):
    ok(run, ["-c", "4-"], "abc\n", "\n")


def test_chars_attached_list(run):
    ok(run, ["-c1,3"], "abc\n", "ac\n")


def test_chars_euro(run):
    ok(run, ["-c", "2"], "a\u20acb\n", "\u20ac\n")


def test_chars_emoji(run):
    ok(run, ["-c", "1,3"], "\U0001f600x\U0001f601y\n", "\U0001f600\U0001f601\n")


def test_chars_cjk(run):
    ok(run, ["-c", "2-"], "\u4e2d\u6587\u5b57\n", "\u6587\u5b57\n")


def test_chars_positions_after_multibyte(run):
    ok(run, ["-c", "4"], "\u00e9\u00e9\u00e9x\u00e9\n", "x\n")


def test_chars_combining_mark_is_separate_character(run):
    # "e" followed by U+0301 COMBINING ACUTE ACCENT is two characters
    ok(run, ["-c", "1"], "e\u0301x\n", "e\n")


def test_chars_combining_mark_selected(run):
    ok(run, ["-c", "2"], "e\u0301x\n", "\u0301\n")


def test_chars_invalid_byte_counts_as_one(run):
    ok(run, ["-c", "2"], b"a\xffb\n", b"\xff\n")


def test_chars_invalid_byte_not_replaced(run):
    ok(run, ["-c", "1-3"], b"a\xffb\n", b"a\xffb\n")


def test_chars_lone_continuation_byte(run):
    ok(run, ["-c", "3"], b"a\x80bc\n", b"b\n")


def test_chars_lone_lead_byte(run):
    ok(run, ["-c", "2"], b"\xc3x\n", b"x\n")


def test_chars_invalid_then_valid_multibyte(run):
    ok(run, ["-c", "2"], b"\xff\xc3\xa9\n", b"\xc3\xa9\n")


def test_chars_truncated_sequence_bytes_separate(run):
    ok(run, ["-c", "2"], b"\xe2\x82a\n", b"\x82\n")


def test_chars_tab_is_ordinary(run):
    ok(run, ["-c", "2"], "a\tb\n", "\t\n")


def test_chars_carriage_return_is_ordinary(run):
    ok(run, ["-c", "3"], "ab\r\n", "\r\n")


def test_chars_empty_line_produces_empty_line(run):
    ok(run, ["-c", "1"], "\n", "\n")


def test_chars_every_line_produces_output(run):
    ok(run, ["-c", "2"], "abc\n\nx\nxyz\n", "b\n\n\ny\n")


def test_chars_last_line_without_newline(run):
    ok(run, ["-c", "1"], "abc\ndef", "a\nd\n")


def test_chars_colon_not_special(run):
    ok(run, ["-c", "2-3"], "a:b:c\n", ":b\n")


def test_chars_nul_byte(run):
    ok(run, ["-c", "2"], b"a\x00b\n", b"\x00\n")


# ---------------------------------------------------------------- complement

def test_spec_complement_field(run):
    ok(run, ["-d", ":", "-f", "2", "--complement"], "a:b:c\n", "a:c\n")


def test_spec_complement_field_ranges(run):
    ok(run, ["-d", ":", "-f", "1,3-", "--complement"], "a:b:c:d\n", "b\n")


def test_spec_complement_chars(run):
    ok(run, ["-c", "2-3", "--complement"], "abcde\n", "ade\n")


def test_spec_complement_chars_all(run):
    ok(run, ["-c", "1-", "--complement"], "abc\n", "\n")


@pytest.mark.parametrize("lst,out", [
    ("1", "b:c:d:e\n"),
    ("5", "a:b:c:d\n"),
    ("-2", "c:d:e\n"),
    ("2-", "a\n"),
    ("2-4", "a:e\n"),
    ("1,3,5", "b:d\n"),
    ("9", "a:b:c:d:e\n"),
    ("1-", "\n"),
    ("99999999999999999999999", "a:b:c:d:e\n"),
    ("4,2", "a:c:e\n"),
])
def test_complement_fields(run, lst, out):
    ok(run, ["-d", ":", "-f", lst, "--complement"], "a:b:c:d:e\n", out)


@pytest.mark.parametrize("lst,out", [
    ("1", "bcdef\n"),
    ("6", "abcde\n"),
    ("1,6", "bcde\n"),
    ("3-", "ab\n"),
    ("-3", "def\n"),
    ("10", "abcdef\n"),
    ("2,4,6", "ace\n"),
])
def test_complement_chars(run, lst, out):
    ok(run, ["-c", lst, "--complement"], "abcdef\n", out)


def test_complement_before_list(run):
    ok(run, ["--complement", "-c", "1"], "abc\n", "bc\n")


def test_complement_repeated_is_not_toggle(run):
    ok(run, ["--complement", "-c", "1", "--complement"], "abc\n", "bc\n")


def test_complement_chars_utf8(run):
    ok(run, ["-c", "2", "--complement"], "h\u00e9llo\n", "hllo\n")


def test_complement_empty_fields(run):
    ok(run, ["-d", ":", "-f", "2", "--complement"], ":x:\n", ":\n")


def test_complement_undelimited_line_unchanged(run):
    ok(run, ["-d", ":", "-f", "1", "--complement"], "abc\n", "abc\n")


def test_complement_with_s(run):
    ok(run, ["-d", ":", "-f", "1", "--complement", "-s"], "abc\na:b:c\n", "b:c\n")


def test_complement_varying_line_lengths(run):
    ok(run, ["-d", ",", "-f", "2", "--complement"], "a,b\na,b,c,d\nx\n", "a\na,c,d\nx\n")


def test_complement_chars_empty_line(run):
    ok(run, ["-c", "1", "--complement"], "\n", "\n")


# ---------------------------------------------------------------- output delimiter

def test_spec_output_delimiter_fields(run):
    ok(run, ["-d", ":", "-f", "1,3", "--output-delimiter=-"], "a:b:c\n", "a-c\n")


def test_spec_output_delimiter_empty(run):
    ok(run, ["-d", ":", "-f", "1,3", "--output-delimiter="], "a:b:c\n", "ac\n")


def test_output_delimiter_separate_argument(run):
    ok(run, ["-d", ":", "-f", "1,3", "--output-delimiter", "-"], "a:b:c\n", "a-c\n")


def test_output_delimiter_separate_empty_argument(run):
    ok(run, ["-d", ":", "-f", "1-3", "--output-delimiter", ""], "a:b:c\n", "abc\n")


def test_output_delimiter_multichar(run):
    ok(run, ["-d", ":", "-f", "1-3", "--output-delimiter", " | "], "a:b:c\n", "a | b | c\n")


def test_output_delimiter_contains_input_delimiter(run):
    ok(run, ["-d", ":", "-f", "1,2", "--output-delimiter=::"], "a:b:c\n", "a::b\n")


def test_output_delimiter_unicode(run):
    ok(run, ["-d", ",", "-f", "1,2", "--output-delimiter=\u2192"], "a,b\n", "a\u2192b\n")


def test_output_delimiter_value_starting_with_dash(run):
    ok(run, ["-d", ":", "-f", "1,2", "--output-delimiter", "-x"], "a:b\n", "a-xb\n")


def test_output_delimiter_value_double_dash(run):
    ok(run, ["-d", ":", "-f", "1,2", "--output-delimiter", "--"], "a:b\n", "a--b\n")


def test_output_delimiter_with_equals_in_value(run):
    ok(run, ["-d", ":", "-f", "1,2", "--output-delimiter==="], "a:b\n", "a==b\n")


def test_output_delimiter_tab_default_replaced(run):
    ok(run, ["-f", "1,2", "--output-delimiter=,"], "a\tb\tc\n", "a,b\n")


def test_output_delimiter_single_field(run):
    ok(run, ["-d", ":", "-f", "2", "--output-delimiter=XYZ"], "a:b:c\n", "b\n")


def test_output_delimiter_empty_fields(run):
    ok(run, ["-d", ":", "-f", "1-", "--output-delimiter=|"], "::\n", "||\n")


def test_output_delimiter_not_applied_to_undelimited(run):
    ok(run, ["-d", ":", "-f", "1,2", "--output-delimiter=|"], "a b c\n", "a b c\n")


def test_output_delimiter_last_wins(run):
    ok(run, ["-d", ":", "-f", "1,2", "--output-delimiter=+", "--output-delimiter", "*"],
       "a:b\n", "a*b\n")


def test_output_delimiter_last_wins_equals_form(run):
    ok(run, ["--output-delimiter", "*", "-d", ":", "-f", "1,2", "--output-delimiter=+"],
       "a:b\n", "a+b\n")


def test_output_delimiter_with_complement(run):
    ok(run, ["-d", ":", "-f", "2", "--complement", "--output-delimiter=,"], "a:b:c\n", "a,c\n")


def test_output_delimiter_before_list(run):
    ok(run, ["--output-delimiter=;", "-d", ":", "-f", "1,2"], "a:b\n", "a;b\n")


def test_output_delimiter_multiple_lines(run):
    ok(run, ["-d", ",", "-f", "1,3", "--output-delimiter", "\t"], "a,b,c\nd,e,f\n",
       "a\tc\nd\tf\n")


@pytest.mark.parametrize("lst,od,out", [
    ("1-2,4-5", ",", "ab,de\n"),
    ("1-3", ",", "abc\n"),
    ("1,3,5", "+", "a+c+e\n"),
    ("1,2", ",", "ab\n"),
    ("1-2,3", ",", "abc\n"),
    ("3,1-2", ",", "abc\n"),
    ("1,6", "--", "a--f\n"),
    ("1,3-4,6", "|", "a|cd|f\n"),
    ("2", ",", "b\n"),
    ("5-9", ",", "ef\n"),
    ("1,3", "", "ac\n"),
    ("1-2,2-3,5", "/", "abc/e\n"),
    ("1,3", " : ", "a : c\n"),
])
def test_output_delimiter_chars_runs(run, lst, od, out):
    ok(run, ["-c", lst, "--output-delimiter=" + od], "abcdef\n", out)


def test_output_delimiter_chars_separate_argument(run):
    ok(run, ["-c", "1,3", "--output-delimiter", ","], "abc\n", "a,c\n")


def test_chars_default_no_delimiter_between_runs(run):
    ok(run, ["-c", "1,3,5"], "abcdef\n", "ace\n")


def test_output_delimiter_chars_utf8(run):
    ok(run, ["-c", "1,3", "--output-delimiter=\u00b7"], "\u00e9x\u20ac\n", "\u00e9\u00b7\u20ac\n")


def test_output_delimiter_chars_complement_runs(run):
    ok(run, ["-c", "3", "--complement", "--output-delimiter=,"], "abcde\n", "ab,de\n")


def test_output_delimiter_chars_complement_multiple_gaps(run):
    ok(run, ["-c", "2,4", "--complement", "--output-delimiter=_"], "abcdef\n", "a_c_ef\n")


def test_output_delimiter_chars_short_line(run):
    ok(run, ["-c", "1,3", "--output-delimiter=,"], "a\n", "a\n")


def test_output_delimiter_chars_empty_line(run):
    ok(run, ["-c", "1,3", "--output-delimiter=,"], "\n", "\n")


def test_output_delimiter_chars_each_line(run):
    ok(run, ["-c", "1,3", "--output-delimiter=,"], "abc\nxyz\nq\n", "a,c\nx,z\nq\n")
