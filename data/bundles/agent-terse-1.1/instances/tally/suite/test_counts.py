"""Counting rules: lines, words, bytes, characters, max line length."""
import pytest


def single(run, opt, data):
    r = run(opt, stdin=data)
    assert r.code == 0, r
    assert r.err == ""
    return r.out


# ---------------------------------------------------------------- lines

@pytest.mark.parametrize(
    "data,expected",
    [
        (b"", "0\n"),
        (b"a\nb", "1\n"),
        (b"a\nb\n", "2\n"),
        (b"\n\n\n", "3\n"),
        (b"no newline", "0\n"),
        (b"a\r\nb\r\n", "2\n"),
        (b"a\rb\rc", "0\n"),
    ],
)
def test_line_count(run, data, expected):
    assert single(run, "-l", data) == expected


def test_line_count_long_option(run):
    assert single(run, "--lines", b"x\ny\nz\n") == "3\n"


# ---------------------------------------------------------------- words

@pytest.mark.parametrize(
    "data,expected",
    [
        (b"", "0\n"),
        (b"one two\nthree\n", "3\n"),
        (b"a-b,c", "1\n"),
        (b"a\x00b", "1\n"),
        (b"  a   b  \n\n", "2\n"),
        (b"   \t\n  ", "0\n"),
        (b"a\tb\nc\x0bd\x0ce\rf g", "7\n"),
        (b"\xff\xfe x", "2\n"),
        (b"caf\xc3\xa9 na\xc3\xafve", "2\n"),
        (b"123 4.5 !?", "3\n"),
        (b"a\r\nb\r\n", "2\n"),
        (b"word", "1\n"),
        (b"\x00", "1\n"),
        (b"\x01 \x02", "2\n"),
    ],
)
def test_word_count(run, data, expected):
    assert single(run, "-w", data) == expected


def test_word_count_long_option(run):
    assert single(run, "--words", b"a b c d\n") == "4\n"


def test_nbsp_bytes_are_not_whitespace(run):
    # U+00A0 (0xC2 0xA0) is not one of the six whitespace bytes
    assert single(run, "-w", b"a\xc2\xa0b") == "1\n"


def test_other_control_bytes_not_whitespace(run):
    # 0x1C-0x1F and 0x85 are not whitespace for tally
    assert single(run, "-w", b"a\x1cb\x1fc\x85d") == "1\n"


# ---------------------------------------------------------------- bytes

@pytest.mark.parametrize(
    "data,expected",
    [
        (b"", "0\n"),
        (b"one two\nthree\n", "14\n"),
        (b"\x00\xff\n", "3\n"),
        ("é".encode(), "2\n"),
        ("€".encode(), "3\n"),
        ("😀".encode(), "4\n"),
        (b"a\r\n", "3\n"),
    ],
)
def test_byte_count(run, data, expected):
    assert single(run, "-c", data) == expected


def test_byte_count_long_option(run):
    assert single(run, "--bytes", b"abcde") == "5\n"


def test_large_byte_count(run):
    assert single(run, "-c", b"x" * 100000) == "100000\n"


# ---------------------------------------------------------------- chars

@pytest.mark.parametrize(
    "data,expected",
    [
        (b"", "0\n"),
        (b"hello\n", "6\n"),
        ("é".encode(), "1\n"),
        ("€".encode(), "1\n"),
        ("😀".encode(), "1\n"),
        ("héllo wörld\n".encode(), "12\n"),
        (b"\xa9", "0\n"),
        (b"\x80\x81\xbf", "0\n"),
        (b"\xc3a", "2\n"),
        (b"\xc0\xff", "2\n"),
        (b"\xf8\xfc\xfe", "3\n"),
        (b"\x01\x02\n", "3\n"),
        (b"\x00\t\r\n", "4\n"),
        (b"a\xa9\xa9b", "2\n"),
    ],
)
def test_char_count(run, data, expected):
    assert single(run, "-m", data) == expected


def test_char_count_long_option(run):
    assert single(run, "--chars", "€€".encode()) == "2\n"


def test_chars_differ_from_bytes(run):
    data = "aé€😀".encode()
    assert single(run, "-m", data) == "4\n"
    assert single(run, "-c", data) == "10\n"


# ---------------------------------------------------------------- max line length

@pytest.mark.parametrize(
    "data,expected",
    [
        (b"", "0\n"),
        (b"\n\n\n", "0\n"),
        (b"abc\n", "3\n"),
        (b"abc\nabcdef\nab", "6\n"),
        (b"a\nabcd", "4\n"),
        (b"abcdefg", "7\n"),
        (b"\t", "8\n"),
        (b"abc\t", "8\n"),
        (b"\t\t", "16\n"),
        (b"abcdefgh\t", "16\n"),
        (b"abcdefg\t", "8\n"),
        (b"a\tb", "9\n"),
        (b"\tx\n", "9\n"),
        ("éé".encode(), "2\n"),
        ("€".encode(), "1\n"),
        ("😀x".encode(), "2\n"),
        (b"ab\r", "3\n"),
        (b"ab\r\n", "3\n"),
        (b"\x0b\x0c\x01", "3\n"),
        (b"\xa9\xa9\xa9", "0\n"),
        (b"\xc3\xc3", "2\n"),
        (b"\x00\x00", "2\n"),
    ],
)
def test_max_line_length(run, data, expected):
    assert single(run, "-L", data) == expected


def test_max_line_length_long_option(run):
    assert single(run, "--max-line-length", b"12345\n123\n") == "5\n"


def test_max_line_length_tab_after_multibyte(run):
    # 'é' occupies one column, so the tab goes from column 1 to 8
    assert single(run, "-L", "é\t".encode()) == "8\n"


def test_max_line_length_tab_in_second_line(run):
    assert single(run, "-L", b"abcdefghij\nab\tcdefghijk\n") == "17\n"


def test_max_line_length_longest_is_first_line(run):
    assert single(run, "-L", b"abcdefghij\nabc\n\n") == "10\n"


def test_max_line_length_is_not_total_bytes(run):
    assert single(run, "-L", b"ab\ncd\nef\n") == "2\n"


@pytest.mark.parametrize("ws", [b" ", b"\t", b"\n", b"\x0b", b"\x0c", b"\r"])
def test_each_whitespace_byte_separates_words(run, ws):
    assert single(run, "-w", b"ab" + ws + b"cd" + ws + ws + b"ef") == "3\n"


@pytest.mark.parametrize("nonws", [b"\x00", b"\x08", b"\x0e", b"\x1b", b"\x7f", b"\xa0", b"\xff", b"_"])
def test_non_whitespace_byte_joins_words(run, nonws):
    assert single(run, "-w", b"ab" + nonws + b"cd") == "1\n"


@pytest.mark.parametrize("ctl", [b"\r", b"\x0b", b"\x0c", b"\x08", b"\x1b", b"\x7f"])
def test_control_bytes_advance_one_column(run, ctl):
    assert single(run, "-L", b"ab" + ctl + b"cd\n") == "5\n"


@pytest.mark.parametrize("cont", [b"\x80", b"\x9f", b"\xbf"])
def test_continuation_bytes_no_column(run, cont):
    assert single(run, "-L", b"ab" + cont + b"cd\n") == "4\n"


@pytest.mark.parametrize("lead", [b"\xc0", b"\xc3", b"\xe2", b"\xf0", b"\xff"])
def test_lead_bytes_count_one_char(run, lead):
    assert single(run, "-m", b"a" + lead + b"b") == "3\n"
