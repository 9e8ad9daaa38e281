"""Command line: option selection, order, grouping, long forms, --, -, --help, --version."""
import itertools

import pytest

from conftest import check

# Input whose five counts all differ:
# lines=2 words=5 chars=14 bytes=17 max-line-length=13
DATA = b"ab cd\n\xc3\xa9\t\xe2\x82\xac xyz\n"
COUNTS = {"l": 2, "w": 5, "m": 14, "c": 17, "L": 13}
ORDER = "lwmcL"
LONG = {
    "l": "--lines",
    "w": "--words",
    "m": "--chars",
    "c": "--bytes",
    "L": "--max-line-length",
}


def expected_line(letters, name=None):
    vals = [COUNTS[k] for k in ORDER if k in letters]
    w = max(len(str(v)) for v in vals)
    s = " ".join(str(v).rjust(w) for v in vals)
    if name is not None:
        s += " " + name
    return s + "\n"




def test_version_exact(run):
    check(run("--version"), "tally 1.0\n")


def test_version_does_not_read_files(run):
    check(run("--version", "no-such-file"), "tally 1.0\n")


def test_help_first_line_and_status(run):
    p = run("--help")
    assert p.returncode == 0
    assert p.stdout.split(b"\n")[0] == b"Usage: tally [OPTION]... [FILE]..."
    assert p.stderr == b""


def test_help_does_not_read_files(run):
    p = run("--help", "no-such-file")
    assert p.returncode == 0
    assert p.stdout.startswith(b"Usage: tally [OPTION]... [FILE]...\n")
    assert p.stderr == b""


def test_help_with_other_options(run):
    p = run("-l", "--help")
    assert p.returncode == 0
    assert p.stdout.startswith(b"Usage: tally [OPTION]... [FILE]...\n")
    assert p.stderr == b""


def test_default_is_lines_words_bytes_stdin(run):
    check(run(stdin=DATA), " 2  5 17\n")


def test_default_is_lines_words_bytes_file(run):
    run.write("f", DATA)
    check(run("f"), " 2  5 17 f\n")


@pytest.mark.parametrize("letter", list(ORDER))
def test_single_short_option_stdin(run, letter):
    check(run("-" + letter, stdin=DATA), "%d\n" % COUNTS[letter])


@pytest.mark.parametrize("letter", list(ORDER))
def test_single_long_option_stdin(run, letter):
    check(run(LONG[letter], stdin=DATA), "%d\n" % COUNTS[letter])


@pytest.mark.parametrize("letter", list(ORDER))
def test_single_short_option_file(run, letter):
    run.write("data.txt", DATA)
    check(run("-" + letter, "data.txt"), "%d data.txt\n" % COUNTS[letter])


@pytest.mark.parametrize("letter", list(ORDER))
def test_single_long_option_file(run, letter):
    run.write("data.txt", DATA)
    check(run(LONG[letter], "data.txt"), "%d data.txt\n" % COUNTS[letter])


SUBSETS = [
    "".join(c)
    for n in range(2, 6)
    for c in itertools.combinations(ORDER, n)
]


@pytest.mark.parametrize("letters", SUBSETS)
def test_subset_separate_options_reversed(run, letters):
    args = ["-" + k for k in reversed(letters)]
    check(run(*args, stdin=DATA), expected_line(letters))


@pytest.mark.parametrize("letters", SUBSETS)
def test_subset_grouped_reversed_with_file(run, letters):
    run.write("f", DATA)
    check(run("-" + letters[::-1], "f"), expected_line(letters, "f"))


@pytest.mark.parametrize("letters", ["lwmcL", "Lcmwl", "cLwml"])
def test_all_five_long_options(run, letters):
    args = [LONG[k] for k in letters]
    check(run(*args, stdin=DATA), " 2  5 14 17 13\n")


def test_all_five_grouped(run):
    check(run("-Lcmwl", stdin=DATA), " 2  5 14 17 13\n")


def test_explicit_lwc_same_as_default(run):
    check(run("-c", "-w", "-l", stdin=DATA), " 2  5 17\n")


def test_bytes_before_lines_still_lines_first(run):
    run.write("f", b"one two\nthree\n")
    check(run("-c", "-l", "f"), " 2 14 f\n")


def test_spec_example_l_c(run):
    run.write("f", b"one two\nthree\n")
    check(run("-l", "-c", "f"), " 2 14 f\n")


def test_spec_example_w(run):
    check(run("-w", stdin=b"one two\nthree\n"), "3\n")


def test_spec_example_default(run):
    check(run(stdin=b"one two\nthree\n"), " 2  3 14\n")


def test_repeated_option_no_effect(run):
    check(run("-l", "-l", stdin=DATA), "2\n")


def test_repeated_option_in_group(run):
    check(run("-lll", stdin=DATA), "2\n")


def test_repeated_short_and_long(run):
    check(run("-w", "--words", "-w", stdin=DATA), "5\n")


def test_mixed_short_and_long(run):
    check(run("--bytes", "-l", stdin=DATA), " 2 17\n")


def test_options_after_file_operand(run):
    run.write("f", DATA)
    check(run("f", "-w"), "5 f\n")


def test_options_between_file_operands_apply_to_all(run):
    run.write("a", b"x y z\n")
    run.write("b", b"hello\n")
    check(run("a", "-w", "b", "-l"),
          "1 3 a\n1 1 b\n2 4 total\n")


def test_double_dash_makes_dash_arg_a_file(run):
    run.write("-l", b"a b c\n")
    check(run("--", "-l"), "1 3 6 -l\n")


def test_double_dash_after_option(run):
    run.write("-l", b"a b c\n")
    check(run("-w", "--", "-l"), "3 -l\n")


def test_double_dash_missing_dash_file(run):
    check(run("--", "-w"), "", "tally: -w: No such file or directory\n", 1)


def test_double_dash_then_long_option_like_file(run):
    run.write("--bytes", b"abc\n")
    check(run("-l", "--", "--bytes"), "1 --bytes\n")


def test_double_dash_with_regular_files_before_and_after(run):
    run.write("a", b"x\n")
    run.write("-c", b"yy\n")
    check(run("-c", "a", "--", "-c"), "2 a\n3 -c\n5 total\n")


def test_dash_operand_reads_stdin_named(run):
    check(run("-", stdin=b"a b\n"), "1 2 4 -\n")


def test_dash_operand_with_option(run):
    check(run("-w", "-", stdin=b"a b c\n"), "3 -\n")


def test_dash_after_double_dash_is_stdin(run):
    check(run("--", "-", stdin=b"a b\n"), "1 2 4 -\n")


def test_file_name_with_space(run):
    run.write("my file.txt", b"hello world\n")
    check(run("my file.txt"), " 1  2 12 my file.txt\n")


def test_file_name_printed_as_given_with_dot_slash(run):
    run.write("f", b"abc\n")
    check(run("-c", "./f"), "4 ./f\n")


def test_file_name_in_subdirectory(run):
    run.write("sub/dir/f.txt", b"abc\n")
    check(run("-l", "sub/dir/f.txt"), "1 sub/dir/f.txt\n")


def test_file_name_absolute_path(run):
    p = run.write("abs.txt", b"abc\n")
    check(run("-c", str(p)), "4 %s\n" % p)


def test_file_name_unicode(run):
    run.write("f\u00e9\u20ac.txt", b"ab\n")
    check(run("-c", "f\u00e9\u20ac.txt"), "3 f\u00e9\u20ac.txt\n")
