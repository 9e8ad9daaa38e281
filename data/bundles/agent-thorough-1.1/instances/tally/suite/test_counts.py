"""Counting rules: lines, words, characters, bytes, maximum line length."""
import pytest

from conftest import check


# ---------------------------------------------------------------- lines

@pytest.mark.parametrize("data,lines", [
    (b"", 0),
    (b"a", 0),
    (b"a\n", 1),
    (b"a\nb", 1),
    (b"a\nb\n", 2),
    (b"\n", 1),
    (b"\n\n\n", 3),
    (b"a\rb\r", 0),
    (b"a\r\nb\r\n", 2),
    (b"\n\n\nlast line without newline", 3),
])
def test_line_count(run, data, lines):
    check(run("-l", stdin=data), "%d\n" % lines)


def test_spec_example_final_line_not_counted(run):
    check(run(stdin=b"a\nb"), "1 2 3\n")


def test_empty_input_default(run):
    check(run(stdin=b""), "0 0 0\n")


def test_empty_input_all_counts(run):
    check(run("-lwmcL", stdin=b""), "0 0 0 0 0\n")


def test_empty_file(run):
    run.write("empty", b"")
    check(run("empty"), "0 0 0 empty\n")


def test_only_newlines_all_counts(run):
    check(run("-lwmcL", stdin=b"\n\n\n\n"), "4 0 4 4 0\n")


def test_crlf_line_endings(run):
    check(run(stdin=b"a b\r\nc\r\n"), "2 3 8\n")


# ---------------------------------------------------------------- words

@pytest.mark.parametrize("sep", [b" ", b"\t", b"\n", b"\v", b"\f", b"\r"],
                         ids=["space", "tab", "newline", "vtab", "formfeed", "cr"])
def test_each_whitespace_byte_separates_words(run, sep):
    check(run("-w", stdin=b"a" + sep + b"b"), "2\n")


@pytest.mark.parametrize("sep", [b" ", b"\t", b"\n", b"\v", b"\f", b"\r"],
                         ids=["space", "tab", "newline", "vtab", "formfeed", "cr"])
def test_whitespace_only_has_no_words(run, sep):
    check(run("-w", stdin=sep * 3), "0\n")


@pytest.mark.parametrize("byte", [
    b"\x00", b"\x01", b"\x08", b"\x1b", b"\x1c", b"\x1d", b"\x1e", b"\x1f",
    b"\x7f", b"\x80", b"\x85", b"\xa0", b"\xbf", b"\xc0", b"\xff",
    b"-", b",", b".", b"0", b"_",
])
def test_non_whitespace_byte_joins_word(run, byte):
    check(run("-w", stdin=b"a" + byte + b"b"), "1\n")


@pytest.mark.parametrize("byte", [b"\x00", b"\x1c", b"\x85", b"\xa0", b"\xff", b"\x7f"])
def test_non_whitespace_byte_alone_is_a_word(run, byte):
    check(run("-w", stdin=b" " + byte + b" "), "1\n")


def test_punctuation_word(run):
    check(run("-w", stdin=b"a-b,c"), "1\n")


def test_nul_inside_word(run):
    check(run("-w", stdin=b"a\x00b"), "1\n")


def test_unicode_nbsp_is_not_whitespace(run):
    # U+00A0 encoded as C2 A0, U+2003 EM SPACE as E2 80 83
    check(run("-w", stdin=b"a\xc2\xa0b c\xe2\x80\x83d"), "2\n")


def test_leading_trailing_repeated_whitespace(run):
    check(run("-w", stdin=b"   a \t\n  b \r\n\v\f c   \n\n"), "3\n")


def test_single_word_without_newline(run):
    check(run(stdin=b"x"), "0 1 1\n")


def test_words_across_lines(run):
    check(run("-w", stdin=b"one\ntwo three\n\nfour"), "4\n")


def test_many_words(run):
    data = b"w " * 1234
    check(run("-w", stdin=data), "1234\n")


# ---------------------------------------------------------------- characters

@pytest.mark.parametrize("data,chars,nbytes", [
    (b"hello", 5, 5),
    (b"\xc3\xa9", 1, 2),                 # e acute
    (b"\xe2\x82\xac", 1, 3),             # euro sign
    (b"\xf0\x9f\x98\x80", 1, 4),         # emoji
    (b"\xe4\xb8\xad", 1, 3),             # CJK
    (b"caf\xc3\xa9\n", 5, 6),
    (b"\xa9", 0, 1),                     # stray continuation byte
    (b"\x80\xbf", 0, 2),                 # continuation range boundaries
    (b"\xc3a", 2, 2),                    # lone lead byte then ASCII
    (b"\xc0\xc1\xf5\xf8\xfe\xff", 6, 6),   # bytes >= 0xC0 always one char
    (b"\x7f\xc0", 2, 2),                 # just outside the continuation range
    (b"\x00\x01\x1f\n\t\r", 6, 6),       # control bytes count as characters
    (b"\xe2\x82", 1, 2),                 # truncated sequence
    (b"\x80\x80\x80\x80a", 1, 5),
])
def test_chars_and_bytes(run, data, chars, nbytes):
    check(run("-m", stdin=data), "%d\n" % chars)
    check(run("-c", stdin=data), "%d\n" % nbytes)


def test_chars_and_bytes_together(run):
    check(run("-m", "-c", stdin=b"\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\n"), " 4 10\n")


def test_chars_long_option(run):
    check(run("--chars", stdin=b"\xc3\xa9t\xc3\xa9"), "3\n")


def test_newline_counts_as_char(run):
    check(run("-m", stdin=b"\n\n"), "2\n")


def test_bytes_of_binary_data(run):
    data = bytes(range(256))
    check(run("-c", stdin=data), "256\n")


def test_chars_of_all_bytes(run):
    data = bytes(range(256))
    # 256 - 64 continuation bytes
    check(run("-m", stdin=data), "192\n")


def test_words_of_all_bytes(run):
    data = bytes(range(256))
    # NUL..\x08 is one word, then \t\n\v\f\r, then \x0e..\x1f, space, then \x21..\xff
    check(run("-w", stdin=data), "3\n")


def test_lines_of_all_bytes(run):
    check(run("-l", stdin=bytes(range(256))), "1\n")


# ---------------------------------------------------------------- max line length

@pytest.mark.parametrize("data,width", [
    (b"", 0),
    (b"\n", 0),
    (b"\n\n\n", 0),
    (b"abc", 3),
    (b"abc\n", 3),
    (b"abcd\nab\nabc\n", 4),
    (b"ab\nabcdef", 6),                  # final line without newline counts
    (b"ab\nabcdef\n", 6),
    (b"\t", 8),
    (b"a\t", 8),
    (b"abc\t", 8),
    (b"1234567\t", 8),
    (b"12345678\t", 16),
    (b"\t\t", 16),
    (b"a\tb", 9),
    (b"abcdefgh\tX", 17),
    (b"\tX\tY", 17),
    (b"1234567\tX\t", 16),
    (b"\xc3\xa9\xc3\xa9", 2),
    (b"\xe4\xb8\xad\xe6\x96\x87", 2),     # CJK counts one column per character
    (b"\xf0\x9f\x98\x80", 1),
    (b"a\x80\x80b", 2),                  # continuation bytes do not advance
    (b"\xff\xfe", 2),                    # 0xC0..0xFF advance by one
    (b"\xc3\xa9\t", 8),
    (b"\xc3\xa9" * 7 + b"\t", 8),
    (b"\xc3\xa9" * 8 + b"\t", 16),
    (b"a\rb", 3),                        # carriage return advances by one
    (b"abc\r\n", 4),
    (b"\f", 1),
    (b"\v", 1),
    (b"\x00", 1),
    (b"\x7f", 1),
    (b"\x1b[1m", 4),
    (b"a\x08b", 3),                      # backspace advances by one
    (b"x" * 100 + b"\n" + b"y" * 99, 100),
    (b"short\n\tlonger one\nmid\n", 18),
])
def test_max_line_length(run, data, width):
    check(run("-L", stdin=data), "%d\n" % width)


def test_max_line_length_long_option(run):
    check(run("--max-line-length", stdin=b"a\tb\nxy\n"), "9\n")


def test_max_line_length_not_affected_by_other_lines(run):
    check(run("-L", stdin=b"\t\t\n" + b"z" * 15 + b"\n"), "16\n")


def test_tab_resets_per_line(run):
    check(run("-L", stdin=b"abcde\n\t\n"), "8\n")
