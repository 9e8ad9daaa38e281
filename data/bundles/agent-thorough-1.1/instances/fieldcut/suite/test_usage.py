"""Usage errors and list syntax errors: exact message, exit 2, no output, no input read."""
import pytest

from conftest import check, usage_err


def uerr(run, args, msg, stdin="a:b\n"):
    check(run(*args, stdin=stdin), "", usage_err(msg), 2)


# ---------------------------------------------------------------- unknown options

@pytest.mark.parametrize("arg", ["-x", "-F", "-n", "-b", "-S", "-sf1", "-s1", "-ss",
                                 "--fields=1", "--fields", "--delimiter=:", "--complement=yes",
                                 "--complements", "--output-delimiterX", "--help", "--version",
                                 "---", "--s", "-D:", "-C1"])
def test_unknown_option(run, arg):
    uerr(run, ["-f", "1", arg], "unknown option: " + arg)


def test_unknown_option_before_list(run):
    uerr(run, ["-x", "-f", "1"], "unknown option: -x")


def test_unknown_option_without_list(run):
    uerr(run, ["-z"], "unknown option: -z")


def test_unknown_option_before_missing_value(run):
    uerr(run, ["-x", "-f"], "unknown option: -x")


def test_unknown_option_reported_before_list_error(run):
    uerr(run, ["-f", "0", "-x"], "unknown option: -x")


def test_unknown_option_reported_before_delimiter_error(run):
    uerr(run, ["-d", "ab", "-q", "-f", "1"], "unknown option: -q")


def test_unknown_option_reads_no_files(run):
    uerr(run, ["-f", "1", "missing.txt", "-y"], "unknown option: -y")


def test_first_unknown_option_reported(run):
    uerr(run, ["-f", "1", "-y", "-z"], "unknown option: -y")


# ---------------------------------------------------------------- missing values

@pytest.mark.parametrize("opt", ["-f", "-c", "-d", "--output-delimiter"])
def test_option_requires_argument(run, opt):
    args = ["-f", "1", opt] if opt in ("-d", "--output-delimiter") else [opt]
    uerr(run, args, "option requires an argument: " + opt)


def test_d_requires_argument_with_c(run):
    uerr(run, ["-c", "1", "-d"], "option requires an argument: -d")


def test_f_requires_argument_after_file(run):
    uerr(run, ["file.txt", "-f"], "option requires an argument: -f")


def test_missing_argument_reported_before_post_checks(run):
    uerr(run, ["-d", "ab", "--output-delimiter"], "option requires an argument: --output-delimiter")


# ---------------------------------------------------------------- only one list

@pytest.mark.parametrize("args", [
    ["-f", "1", "-f", "2"],
    ["-f", "1", "-c", "2"],
    ["-c", "1", "-f", "2"],
    ["-c", "1", "-c", "1"],
    ["-f1", "-f1"],
    ["-c1", "-f", "1"],
    ["-f", "0", "-f", "1"],
    ["-f", "1", "-d", ":", "-s", "-c", "2"],
])
def test_only_one_list(run, args):
    uerr(run, args, "only one list may be specified")


def test_only_one_list_before_unknown_option(run):
    uerr(run, ["-f", "1", "-c", "2", "-x"], "only one list may be specified")


def test_unknown_option_before_second_list(run):
    uerr(run, ["-f", "1", "-x", "-c", "2"], "unknown option: -x")


# ---------------------------------------------------------------- post checks

def test_no_list(run):
    uerr(run, [], "you must specify a list of fields or characters")


def test_no_list_with_file(run):
    uerr(run, ["missing.txt"], "you must specify a list of fields or characters")


def test_no_list_with_other_options(run):
    uerr(run, ["-d", ":", "-s", "--complement", "--output-delimiter=,"],
         "you must specify a list of fields or characters")


def test_no_list_before_delimiter_check(run):
    uerr(run, ["-d", "ab"], "you must specify a list of fields or characters")


def test_d_value_taken_even_if_option_like(run):
    # "-f" is the delimiter value, "1" is a file operand: no list was given
    uerr(run, ["-d", "-f", "1"], "you must specify a list of fields or characters")


@pytest.mark.parametrize("delim", ["", "ab", "::", "\t\t", "\u00e9\u00e9", "e\u0301", "a "])
def test_delimiter_not_single_character(run, delim):
    uerr(run, ["-d", delim, "-f", "1"], "the delimiter must be a single character")


def test_delimiter_attached_two_chars(run):
    uerr(run, ["-d::", "-f", "1"], "the delimiter must be a single character")


def test_delimiter_check_uses_last_value(run):
    uerr(run, ["-d", ":", "-d", "ab", "-f", "1"], "the delimiter must be a single character")


def test_delimiter_last_value_valid(run):
    check(run("-d", "ab", "-d", ":", "-f", "2", stdin="a:b\n"), "b\n")


def test_delimiter_check_before_char_conflict(run):
    uerr(run, ["-c", "1", "-d", "ab"], "the delimiter must be a single character")


def test_delimiter_check_before_list_error(run):
    uerr(run, ["-f", "0", "-d", "ab"], "the delimiter must be a single character")


def test_delimiter_with_chars(run):
    uerr(run, ["-c", "1", "-d", ":"], "a delimiter may be specified only when operating on fields")


def test_delimiter_with_chars_before_list(run):
    uerr(run, ["-d", ":", "-c", "1"], "a delimiter may be specified only when operating on fields")


def test_delimiter_with_chars_before_suppress(run):
    uerr(run, ["-c", "1", "-s", "-d", ":"],
         "a delimiter may be specified only when operating on fields")


def test_delimiter_with_chars_before_list_error(run):
    uerr(run, ["-c", "0", "-d", ":"], "a delimiter may be specified only when operating on fields")


def test_suppress_with_chars(run):
    uerr(run, ["-c", "1", "-s"],
         "suppressing non-delimited lines makes sense only when operating on fields")


def test_suppress_with_chars_before_list_error(run):
    uerr(run, ["-s", "-c", "x"],
         "suppressing non-delimited lines makes sense only when operating on fields")


def test_usage_error_reads_no_missing_file(run):
    uerr(run, ["-c", "1", "-s", "nofile"],
         "suppressing non-delimited lines makes sense only when operating on fields")


# ---------------------------------------------------------------- list syntax

@pytest.mark.parametrize("lst,item", [
    ("", ""),
    ("1,,3", ""),
    (",1", ""),
    ("1,", ""),
    (",", ""),
    ("-", "-"),
    ("1,-", "-"),
    ("a", "a"),
    ("1-2-3", "1-2-3"),
    (" 1", " 1"),
    ("1 ", "1 "),
    ("+1", "+1"),
    ("1.5", "1.5"),
    ("1,a,0", "a"),
    ("--1", "--1"),
    ("1--", "1--"),
    ("1-a", "1-a"),
    ("x-3", "x-3"),
    ("1;2", "1;2"),
    ("1:3", "1:3"),
    ("\u0663", "\u0663"),
    ("--complement", "--complement"),
    ("2,3,b", "b"),
    ("1-2,3-,-4,z", "z"),
    ("=1", "=1"),
])
def test_invalid_list_item(run, lst, item):
    uerr(run, ["-f", lst], "invalid list item: '%s'" % item)


@pytest.mark.parametrize("lst,item", [
    ("", ""),
    ("1,,2", ""),
    ("a", "a"),
    ("-", "-"),
    ("2-1-", "2-1-"),
])
def test_invalid_list_item_chars(run, lst, item):
    uerr(run, ["-c", lst], "invalid list item: '%s'" % item)


def test_invalid_list_item_attached(run):
    uerr(run, ["-fx"], "invalid list item: 'x'")


def test_invalid_list_item_attached_equals(run):
    uerr(run, ["-f=1"], "invalid list item: '=1'")


@pytest.mark.parametrize("lst", ["0", "00", "0-3", "-0", "2-0", "0-", "1,0", "0-0", "3,000"])
def test_zero_position(run, lst):
    uerr(run, ["-f", lst], "fields and positions are numbered from 1")


def test_zero_position_chars(run):
    uerr(run, ["-c", "0"], "fields and positions are numbered from 1")


def test_zero_position_with_complement(run):
    uerr(run, ["-c", "1,0", "--complement"], "fields and positions are numbered from 1")


@pytest.mark.parametrize("lst,item", [
    ("3-1", "3-1"),
    ("2-1", "2-1"),
    ("1,5-4", "5-4"),
    ("10-9", "10-9"),
    ("99999999999999999999999-1", "99999999999999999999999-1"),
    ("05-04", "05-04"),
])
def test_decreasing_range(run, lst, item):
    uerr(run, ["-f", lst], "invalid decreasing range: '%s'" % item)


def test_decreasing_range_chars(run):
    uerr(run, ["-c", "4-2"], "invalid decreasing range: '4-2'")


def test_decreasing_range_with_complement(run):
    uerr(run, ["--complement", "-f", "4-2"], "invalid decreasing range: '4-2'")


def test_list_first_invalid_item_zero_before_bad_item(run):
    uerr(run, ["-f", "0,a"], "fields and positions are numbered from 1")


def test_list_first_invalid_item_bad_before_zero(run):
    uerr(run, ["-f", "a,0"], "invalid list item: 'a'")


def test_list_first_invalid_item_decreasing_before_zero(run):
    uerr(run, ["-f", "3-1,0"], "invalid decreasing range: '3-1'")


def test_list_first_invalid_item_zero_before_decreasing(run):
    uerr(run, ["-f", "0,3-1"], "fields and positions are numbered from 1")


def test_list_decreasing_before_bad_item(run):
    uerr(run, ["-f", "1,3-2,x"], "invalid decreasing range: '3-2'")


def test_list_item_zero_checked_before_decreasing(run):
    # 2-0 is both zero and decreasing: the zero check comes first
    uerr(run, ["-f", "2-0"], "fields and positions are numbered from 1")


def test_list_error_reads_no_files(run):
    uerr(run, ["-f", "0", "missing.txt"], "fields and positions are numbered from 1")


def test_equal_range_is_valid(run):
    check(run("-d", ":", "-f", "2-2", stdin="a:b:c\n"), "b\n")


def test_valid_list_with_zero_padded_numbers(run):
    check(run("-d", ":", "-f", "01,0003", stdin="a:b:c\n"), "a:c\n")


def test_valid_list_leading_dash_item(run):
    check(run("-d", ":", "-f", "-01", stdin="a:b:c\n"), "a\n")
