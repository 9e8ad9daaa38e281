"""Output format (column width), multiple files, the total row and standard input."""
import pytest

from conftest import check, usage_err


# ---------------------------------------------------------------- width

def test_single_count_never_padded(run):
    check(run("-c", stdin=b"x" * 1000), "1000\n")


def test_single_count_with_name_never_padded(run):
    run.write("big", b"x" * 12345)
    check(run("-c", "big"), "12345 big\n")


def test_width_from_largest_count(run):
    check(run(stdin=b"x" * 1000), "   0    1 1000\n")


def test_width_only_counts_selected(run):
    # bytes would be 3 digits but only lines and words are printed
    check(run("-l", "-w", stdin=b"a b\n" + b" " * 200), "1 2\n")


def test_width_two_digits(run):
    check(run(stdin=b"a b c d e f g h i j k\n"), " 1 11 22\n")


def test_width_counts_chars_when_selected(run):
    check(run("-l", "-m", stdin=b"\xc3\xa9" * 10 + b"\n"), " 1 11\n")


def test_width_counts_max_line_length(run):
    check(run("-l", "-L", stdin=b"x" * 120 + b"\n"), "  1 120\n")


def test_width_from_total_row(run):
    run.write("f1", b"aaaaa\n")
    run.write("f2", b"bbbbb\n")
    check(run("f1", "f2"), " 1  1  6 f1\n 1  1  6 f2\n 2  2 12 total\n")


def test_width_without_total_row(run):
    run.write("f1", b"aaaaa\n")
    run.write("f2", b"bbbbb\n")
    check(run("--total=never", "f1", "f2"), "1 1 6 f1\n1 1 6 f2\n")


def test_width_shared_across_rows(run):
    run.write("small", b"a\n")
    run.write("large", b"x" * 99 + b"\n")
    check(run("--total=never", "small", "large"),
          "  1   1   2 small\n  1   1 100 large\n")


def test_width_shared_across_rows_single_count(run):
    run.write("small", b"a\n")
    run.write("large", b"x" * 99 + b"\n")
    check(run("-c", "--total=never", "small", "large"), "  2 small\n100 large\n")


def test_width_with_total_single_count(run):
    run.write("a", b"12345\n")
    run.write("b", b"6789\n")
    check(run("-c", "a", "b"), " 6 a\n 5 b\n11 total\n")


def test_width_all_zero(run):
    run.write("e1", b"")
    run.write("e2", b"")
    check(run("e1", "e2"), "0 0 0 e1\n0 0 0 e2\n0 0 0 total\n")


def test_width_ignores_failed_inputs(run):
    run.write("f", b"ab\n")
    check(run("-c", "missing", "f"), "3 f\n3 total\n",
          "tally: missing: No such file or directory\n", 1)


def test_row_name_separated_by_single_space(run):
    run.write("f", b"x" * 10)
    check(run("-w", "-c", "f"), " 1 10 f\n")


# ---------------------------------------------------------------- multiple files, total

def test_spec_example_two_files(run):
    run.write("x", b"a b\n")
    run.write("y", b"c\n")
    check(run("x", "y"), "1 2 4 x\n1 1 2 y\n2 3 6 total\n")


def test_files_in_given_order(run):
    run.write("x", b"a b\n")
    run.write("y", b"c\n")
    check(run("y", "x"), "1 1 2 y\n1 2 4 x\n2 3 6 total\n")


def test_same_file_twice(run):
    run.write("x", b"a b\n")
    check(run("x", "x"), "1 2 4 x\n1 2 4 x\n2 4 8 total\n")


def test_three_files_total(run):
    run.write("a", b"one\n")
    run.write("b", b"two words\n")
    run.write("c", b"3\n4\n5")
    check(run("a", "b", "c"),
          " 1  1  4 a\n 1  2 10 b\n 2  3  5 c\n 4  6 19 total\n")


def test_single_file_no_total_by_default(run):
    run.write("x", b"a b\n")
    check(run("x"), "1 2 4 x\n")


def test_total_auto_explicit(run):
    run.write("x", b"a b\n")
    run.write("y", b"c\n")
    check(run("--total=auto", "x", "y"), "1 2 4 x\n1 1 2 y\n2 3 6 total\n")


def test_total_auto_single_file(run):
    run.write("x", b"a b\n")
    check(run("--total=auto", "x"), "1 2 4 x\n")


def test_total_auto_counts_failed_operand(run):
    run.write("x", b"a b\n")
    check(run("x", "nope"), "1 2 4 x\n1 2 4 total\n",
          "tally: nope: No such file or directory\n", 1)


def test_total_auto_counts_failed_operand_first(run):
    run.write("x", b"a b\n")
    check(run("nope", "x"), "1 2 4 x\n1 2 4 total\n",
          "tally: nope: No such file or directory\n", 1)


def test_total_auto_counts_dash_operands(run):
    check(run("-", "-", stdin=b"a b\n"), "1 2 4 -\n0 0 0 -\n1 2 4 total\n")


def test_total_auto_stdin_without_operand(run):
    check(run(stdin=b"a b\n"), "1 2 4\n")


def test_total_always_single_file(run):
    run.write("x", b"a b\n")
    check(run("--total=always", "x"), "1 2 4 x\n1 2 4 total\n")


def test_total_always_stdin_without_operand(run):
    check(run("--total=always", stdin=b"a b\n"), "1 2 4\n1 2 4 total\n")


def test_total_always_after_operand(run):
    run.write("x", b"a b\n")
    check(run("x", "--total=always"), "1 2 4 x\n1 2 4 total\n")


def test_total_always_multiple_files(run):
    run.write("x", b"a b\n")
    run.write("y", b"c\n")
    check(run("--total=always", "x", "y"), "1 2 4 x\n1 1 2 y\n2 3 6 total\n")


def test_total_always_width_from_total(run):
    run.write("x", b"abc\n")
    check(run("--total=always", "-c", "x"), "4 x\n4 total\n")


def test_total_never_multiple_files(run):
    run.write("x", b"a b\n")
    run.write("y", b"c\n")
    check(run("--total=never", "x", "y"), "1 2 4 x\n1 1 2 y\n")


def test_total_never_single(run):
    check(run("--total=never", stdin=b"a b\n"), "1 2 4\n")


def test_total_only_multiple_files(run):
    run.write("x", b"a b\n")
    run.write("y", b"c\n")
    check(run("--total=only", "x", "y"), "2 3 6\n")


def test_total_only_single_file(run):
    run.write("x", b"a b\n")
    check(run("--total=only", "x"), "1 2 4\n")


def test_total_only_stdin(run):
    check(run("--total=only", stdin=b"one two\nthree\n"), " 2  3 14\n")


def test_total_only_with_selected_count(run):
    run.write("x", b"a b\n")
    run.write("y", b"c\n")
    check(run("--total=only", "-w", "x", "y"), "3\n")


def test_total_only_width_from_total(run):
    run.write("f1", b"aaaaa\n")
    run.write("f2", b"bbbbb\n")
    check(run("--total=only", "f1", "f2"), " 2  2 12\n")


def test_total_only_with_missing_file(run):
    run.write("x", b"a b\n")
    check(run("--total=only", "x", "nope"), "1 2 4\n",
          "tally: nope: No such file or directory\n", 1)


def test_total_sums_all_counts(run):
    run.write("a", b"\xc3\xa9t\xc3\xa9\n")
    run.write("b", b"x\ty z\n")
    check(run("-lwmc", "a", "b"), " 1  1  4  6 a\n 1  3  6  6 b\n 2  4 10 12 total\n")


def test_total_max_line_length_is_maximum(run):
    run.write("a", b"abcdef\n")
    run.write("b", b"abcde\n")
    check(run("-L", "a", "b"), "6 a\n5 b\n6 total\n")


def test_total_max_line_length_maximum_second(run):
    run.write("a", b"ab\n")
    run.write("b", b"a\tb\n")
    check(run("-L", "a", "b"), "2 a\n9 b\n9 total\n")


def test_total_max_line_length_with_other_counts(run):
    run.write("a", b"abcdef\n")
    run.write("b", b"abcde\n")
    check(run("-c", "-L", "a", "b"), " 7  6 a\n 6  5 b\n13  6 total\n")


def test_total_row_all_five(run):
    run.write("a", b"ab cd\n\xc3\xa9\t\xe2\x82\xac xyz\n")
    run.write("b", b"q\n")
    check(run("-lwmcL", "a", "b"),
          " 2  5 14 17 13 a\n 1  1  2  2  1 b\n 3  6 16 19 13 total\n")


@pytest.mark.parametrize("value", ["sometimes", "", "ALWAYS", "yes", "0", "alw"])
def test_total_invalid_value(run, value):
    run.write("x", b"a b\n")
    check(run("--total=" + value, "x"), "",
          usage_err("invalid argument '%s' for '--total'" % value), 2)


def test_total_invalid_value_stdin(run):
    check(run("--total=maybe", stdin=b"a b\n"), "",
          usage_err("invalid argument 'maybe' for '--total'"), 2)


# ---------------------------------------------------------------- standard input

def test_dash_mixed_with_files(run):
    run.write("x", b"a b\n")
    check(run("x", "-", stdin=b"c d e\n"),
          " 1  2  4 x\n 1  3  6 -\n 2  5 10 total\n")


def test_dash_first_then_file(run):
    run.write("x", b"a b\n")
    check(run("-", "x", stdin=b"c\n"), "1 1 2 -\n1 2 4 x\n2 3 6 total\n")


def test_second_dash_reads_nothing(run):
    run.write("x", b"a b\n")
    check(run("-", "x", "-", stdin=b"c\n"),
          "1 1 2 -\n1 2 4 x\n0 0 0 -\n2 3 6 total\n")


def test_three_dashes(run):
    check(run("-c", "-", "-", "-", stdin=b"hello\n"),
          "6 -\n0 -\n0 -\n6 total\n")


def test_stdin_raw_bytes(run):
    check(run("-lwmc", stdin=b"\x00\xff\xa9\r\n"), "1 1 4 5\n")


def test_stdin_empty_named(run):
    check(run("-", stdin=b""), "0 0 0 -\n")


def test_stdin_max_line_length(run):
    check(run("-L", "-", stdin=b"a\tb\n"), "9 -\n")


def test_large_stdin(run):
    data = (b"hello world\n") * 10000
    check(run(stdin=data), " 10000  20000 120000\n")
