"""Combinations of options over a mixed multi-line input."""
import pytest

from conftest import check

DATA = "a:b:c\nplain\n\n:x:\nd:e\n"


@pytest.mark.parametrize("args,out", [
    (["-d", ":", "-f", "2"], "b\nplain\n\nx\ne\n"),
    (["-d", ":", "-f", "2", "-s"], "b\nx\ne\n"),
    (["-d", ":", "-f", "1,3", "--output-delimiter=+"], "a+c\nplain\n\n+\nd\n"),
    (["-d", ":", "-f", "2", "--complement"], "a:c\nplain\n\n:\nd\n"),
    (["-d", ":", "-f", "2", "--complement", "-s", "--output-delimiter=,"], "a,c\n,\nd\n"),
    (["-d", ":", "-f", "3-"], "c\nplain\n\n\n\n"),
    (["-d", ":", "-f", "3-", "-s"], "c\n\n\n"),
    (["-d", ":", "-f", "-1", "--complement"], "b:c\nplain\n\nx:\ne\n"),
    (["-d", ":", "-f", "1-", "--output-delimiter", ""], "abc\nplain\n\nx\nde\n"),
    (["-d", ":", "-f", "1-", "--complement", "-s"], "\n\n\n"),
    (["-d", "a", "-f", "2"], ":b:c\nin\n\n:x:\nd:e\n"),
    (["-d", "a", "-f", "1", "-s"], "\npl\n"),
    (["-c", "1-2"], "a:\npl\n\n:x\nd:\n"),
    (["-c", "2", "--complement"], "ab:c\npain\n\n::\nde\n"),
    (["-c", "1,3", "--output-delimiter=|"], "a|b\np|a\n\n:|:\nd|e\n"),
    (["-c", "2-", "--complement", "--output-delimiter=|"], "a\np\n\n:\nd\n"),
    (["-c", "1,3-", "--complement", "--output-delimiter=|"], ":\nl\n\nx\n:\n"),
    (["-c", "5"], "c\nn\n\n\n\n"),
    (["--complement", "-c", "1-3"], ":c\nin\n\n\n\n"),
])
def test_mixed_input(run, args, out):
    check(run(*args, stdin=DATA), out, "", 0)


@pytest.mark.parametrize("args,out", [
    (["-f", "2"], "b\nno tab\n\nd\n"),
    (["-f", "2", "-s"], "b\nd\n"),
    (["-f", "1,3", "--output-delimiter=,"], "a\nno tab\n\nc,e\n"),
    (["-f", "2", "--complement"], "a\nno tab\n\nc\te\n"),
])
def test_default_tab_mixed_input(run, args, out):
    check(run(*args, stdin="a\tb\nno tab\n\nc\td\te\n"), out, "", 0)


def test_options_apply_to_all_files(run):
    run.write("one", "a:b\nskip\n")
    run.write("two", "c:d:e")
    check(run("one", "-s", "two", "-d", ":", "-f", "2-", "--output-delimiter=/"),
          "b\nd/e\n")


def test_complement_chars_across_files(run):
    run.write("one", "abc\n")
    run.write("two", "\u00e9\u00e8\u00ea\n")
    check(run("-c", "2", "--complement", "one", "two"), "ac\n\u00e9\u00ea\n")


def test_multibyte_delimiter_with_output_delimiter_and_complement(run):
    check(run("-d", "\u2192", "-f", "2", "--complement", "--output-delimiter", "\u00a7",
              stdin="x\u2192y\u2192z\n"), "x\u00a7z\n")


def test_s_with_multibyte_delimiter(run):
    check(run("-s", "-d", "\u00e9", "-f", "1", stdin="caf\u00e9s\ncafe\n"), "caf\n")
