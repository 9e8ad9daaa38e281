"""Character mode, complement and output delimiter."""
import pytest

from conftest import ok


@pytest.mark.parametrize(
    "lst,out",
    [
        ("1", b"a\n"),
        ("1,5", b"ae\n"),
        ("5,1", b"ae\n"),
        ("2-3", b"bc\n"),
        ("4-", b"def\n"),
        ("-2", b"ab\n"),
        ("1-3,2-4", b"abcd\n"),
        ("6", b"f\n"),
        ("7", b"\n"),
        ("6-", b"f\n"),
        ("3,3,3", b"c\n"),
        ("1-", b"abcdef\n"),
        ("006", b"f\n"),
        ("2,99999999999999999999999", b"b\n"),
    ],
)
def test_char_lists(run, lst, out):
    assert ok(run, "-c", lst, stdin=b"abcdef\n") == out


def test_chars_example_utf8(run):
    assert ok(run, "-c", "2-3", stdin="héllo\n".encode()) == "él\n".encode()


def test_chars_beyond_end_empty_line(run):
    assert ok(run, "-c", "4-", stdin=b"abc\n") == b"\n"


def test_chars_empty_line(run):
    assert ok(run, "-c", "1", stdin=b"\n") == b"\n"


def test_chars_every_line_outputs(run):
    assert ok(run, "-c", "2", stdin=b"ab\n\nc\nde\n") == b"b\n\n\ne\n"


def test_chars_euro(run):
    assert ok(run, "-c", "1", stdin="€uro\n".encode()) == "€\n".encode()


def test_chars_euro_second(run):
    assert ok(run, "-c", "2", stdin="€uro\n".encode()) == b"u\n"


def test_chars_emoji(run):
    assert ok(run, "-c", "2", stdin="a😀b\n".encode()) == "😀\n".encode()


def test_chars_emoji_count(run):
    assert ok(run, "-c", "3", stdin="a😀b\n".encode()) == b"b\n"


def test_chars_mixed_multibyte(run):
    data = "aé€😀z\n".encode()
    assert ok(run, "-c", "2,4-5", stdin=data) == "é😀z\n".encode()


def test_chars_invalid_byte_kept(run):
    assert ok(run, "-c", "2", stdin=b"a\xffb\n") == b"\xff\n"


def test_chars_invalid_byte_counts_one(run):
    assert ok(run, "-c", "3", stdin=b"a\xffb\n") == b"b\n"


def test_chars_lone_continuation(run):
    assert ok(run, "-c", "1-2", stdin=b"\x80\x81x\n") == b"\x80\x81\n"


def test_chars_truncated_sequence_each_byte(run):
    # E2 82 is an incomplete sequence: two characters of one byte each
    assert ok(run, "-c", "3", stdin=b"\xe2\x82a\n") == b"a\n"


def test_chars_truncated_sequence_second_byte(run):
    assert ok(run, "-c", "2", stdin=b"\xe2\x82a\n") == b"\x82\n"


def test_chars_overlong_invalid(run):
    assert ok(run, "-c", "2", stdin=b"\xc0\x80z\n") == b"\x80\n"


def test_chars_tab_ordinary(run):
    assert ok(run, "-c", "2", stdin=b"a\tb\n") == b"\t\n"


def test_chars_carriage_return_ordinary(run):
    assert ok(run, "-c", "2-", stdin=b"ab\r\n") == b"b\r\n"


def test_chars_nul_ordinary(run):
    assert ok(run, "-c", "2", stdin=b"a\x00b\n") == b"\x00\n"


def test_chars_multiple_lines(run):
    assert ok(run, "-c", "1,3", stdin=b"abc\nxyz\n12\n") == b"ac\nxz\n1\n"


# ------------------------------------------------------------ complement


def test_complement_field_example(run):
    assert ok(run, "-d", ":", "-f", "2", "--complement", stdin=b"a:b:c\n") == b"a:c\n"


def test_complement_field_open_range(run):
    assert ok(run, "-d", ":", "-f", "1,3-", "--complement", stdin=b"a:b:c:d\n") == b"b\n"


def test_complement_chars_example(run):
    assert ok(run, "-c", "2-3", "--complement", stdin=b"abcde\n") == b"ade\n"


def test_complement_chars_all(run):
    assert ok(run, "-c", "1-", "--complement", stdin=b"abc\n") == b"\n"


def test_complement_before_list(run):
    assert ok(run, "--complement", "-c", "1", stdin=b"abc\n") == b"bc\n"


def test_complement_beyond_end(run):
    assert ok(run, "-d", ":", "-f", "5", "--complement", stdin=b"a:b\n") == b"a:b\n"


def test_complement_prefix_range(run):
    assert ok(run, "-d", ":", "-f", "-2", "--complement", stdin=b"a:b:c:d\n") == b"c:d\n"


def test_complement_chars_utf8(run):
    assert ok(run, "-c", "1", "--complement", stdin="éa€\n".encode()) == "a€\n".encode()


def test_complement_no_delimiter_unchanged(run):
    assert ok(run, "-d", ":", "-f", "1", "--complement", stdin=b"abc\n") == b"abc\n"


def test_complement_suppress(run):
    data = b"abc\nx:y\n"
    assert ok(run, "-d", ":", "-f", "1", "--complement", "-s", stdin=data) == b"y\n"


def test_complement_repeated(run):
    assert ok(run, "--complement", "--complement", "-c", "1", stdin=b"abc\n") == b"bc\n"


def test_complement_all_fields_empty(run):
    assert ok(run, "-d", ":", "-f", "1-", "--complement", stdin=b"a:b\n") == b"\n"


def test_complement_empty_fields(run):
    assert ok(run, "-d", ":", "-f", "2", "--complement", stdin=b"::\n") == b":\n"


# ------------------------------------------------------------ output delimiter


def test_output_delimiter_fields(run):
    args = ["-d", ":", "-f", "1,3", "--output-delimiter=-"]
    assert ok(run, *args, stdin=b"a:b:c\n") == b"a-c\n"


def test_output_delimiter_empty(run):
    args = ["-d", ":", "-f", "1,3", "--output-delimiter="]
    assert ok(run, *args, stdin=b"a:b:c\n") == b"ac\n"


def test_output_delimiter_separate_arg(run):
    args = ["-d", ":", "-f", "1-3", "--output-delimiter", " | "]
    assert ok(run, *args, stdin=b"a:b:c\n") == b"a | b | c\n"


def test_output_delimiter_separate_empty_arg(run):
    args = ["-d", ":", "-f", "1-3", "--output-delimiter", ""]
    assert ok(run, *args, stdin=b"a:b:c\n") == b"abc\n"


def test_output_delimiter_contains_input_delimiter(run):
    args = ["-d", ":", "-f", "1,2", "--output-delimiter=::"]
    assert ok(run, *args, stdin=b"a:b:c\n") == b"a::b\n"


def test_output_delimiter_multibyte(run):
    args = ["-d", ":", "-f", "1,2", "--output-delimiter=→"]
    assert ok(run, *args, stdin=b"a:b\n") == "a→b\n".encode()


def test_output_delimiter_single_field(run):
    args = ["-d", ":", "-f", "2", "--output-delimiter=XYZ"]
    assert ok(run, *args, stdin=b"a:b:c\n") == b"b\n"


def test_output_delimiter_empty_fields(run):
    args = ["-d", ":", "-f", "1-3", "--output-delimiter=,"]
    assert ok(run, *args, stdin=b"a::b\n") == b"a,,b\n"


def test_output_delimiter_default_tab(run):
    args = ["-f", "1,3", "--output-delimiter=;"]
    assert ok(run, *args, stdin=b"a\tb\tc\n") == b"a;c\n"


def test_output_delimiter_not_applied_without_delimiter(run):
    args = ["-d", ":", "-f", "1", "--output-delimiter=X"]
    assert ok(run, *args, stdin=b"abc\n") == b"abc\n"


def test_output_delimiter_line_without_delim_kept_with_spaces(run):
    args = ["-d", ":", "-f", "1,2", "--output-delimiter=,"]
    assert ok(run, *args, stdin=b"a b c\n") == b"a b c\n"


def test_output_delimiter_last_wins(run):
    args = ["-d", ":", "-f", "1,2", "--output-delimiter=a", "--output-delimiter", "b"]
    assert ok(run, *args, stdin=b"x:y\n") == b"xby\n"


def test_output_delimiter_dash_value(run):
    args = ["-d", ":", "-f", "1,2", "--output-delimiter", "-"]
    assert ok(run, *args, stdin=b"x:y\n") == b"x-y\n"


def test_output_delimiter_chars_runs(run):
    args = ["-c", "1-2,4-5", "--output-delimiter=,"]
    assert ok(run, *args, stdin=b"abcdef\n") == b"ab,de\n"


def test_output_delimiter_chars_single_run(run):
    args = ["-c", "1-3", "--output-delimiter=,"]
    assert ok(run, *args, stdin=b"abcdef\n") == b"abc\n"


def test_output_delimiter_chars_separate(run):
    args = ["-c", "1,3,5", "--output-delimiter=+"]
    assert ok(run, *args, stdin=b"abcdef\n") == b"a+c+e\n"


def test_output_delimiter_chars_adjacent_items(run):
    args = ["-c", "1-2,3-4", "--output-delimiter=,"]
    assert ok(run, *args, stdin=b"abcdef\n") == b"abcd\n"


def test_output_delimiter_chars_adjacent_singles(run):
    args = ["-c", "1,2,3", "--output-delimiter=,"]
    assert ok(run, *args, stdin=b"abcdef\n") == b"abc\n"


def test_output_delimiter_chars_unsorted(run):
    args = ["-c", "5,1,2", "--output-delimiter=|"]
    assert ok(run, *args, stdin=b"abcdef\n") == b"ab|e\n"


def test_output_delimiter_chars_beyond_end(run):
    args = ["-c", "1,3,10", "--output-delimiter=,"]
    assert ok(run, *args, stdin=b"abc\n") == b"a,c\n"


def test_output_delimiter_chars_multichar(run):
    args = ["-c", "1,3", "--output-delimiter", "<>"]
    assert ok(run, *args, stdin=b"abc\n") == b"a<>c\n"


def test_output_delimiter_chars_utf8(run):
    args = ["-c", "1,3", "--output-delimiter=-"]
    assert ok(run, *args, stdin="éx€\n".encode()) == "é-€\n".encode()


def test_output_delimiter_chars_complement(run):
    args = ["-c", "2-3", "--complement", "--output-delimiter=,"]
    assert ok(run, *args, stdin=b"abcde\n") == b"a,de\n"


def test_output_delimiter_fields_complement(run):
    args = ["-d", ":", "-f", "2", "--complement", "--output-delimiter=+"]
    assert ok(run, *args, stdin=b"a:b:c:d\n") == b"a+c+d\n"


def test_output_delimiter_chars_empty_line(run):
    args = ["-c", "1,3", "--output-delimiter=,"]
    assert ok(run, *args, stdin=b"\n") == b"\n"
