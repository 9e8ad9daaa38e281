"""Argument handling, files, usage errors."""
import os

import pytest

from conftest import ok, usage


# ------------------------------------------------------------ args & files


def test_file_operand(run):
    run.file("a.txt", b"a:b\n")
    assert ok(run, "-d", ":", "-f", "2", "a.txt") == b"b\n"


def test_file_before_options(run):
    run.file("a.txt", b"a:b\n")
    assert ok(run, "a.txt", "-f", "1", "-d", ":") == b"a\n"


def test_options_interleaved(run):
    run.file("a", b"1:2\n")
    run.file("b", b"3:4\n")
    assert ok(run, "a", "-d", ":", "b", "-f", "2") == b"2\n4\n"


def test_files_in_order(run):
    run.file("a", b"1:2\n")
    run.file("b", b"3:4\n")
    assert ok(run, "-d", ":", "-f", "1", "b", "a") == b"3\n1\n"


def test_files_not_joined(run):
    run.file("a", b"x:y")
    run.file("b", b"p:q\n")
    assert ok(run, "-d", ":", "-f", "2", "a", "b") == b"y\nq\n"


def test_files_not_joined_chars(run):
    run.file("a", b"abc")
    run.file("b", b"def")
    assert ok(run, "-c", "1", "a", "b") == b"a\nd\n"


def test_last_line_without_newline(run):
    assert ok(run, "-d", ":", "-f", "2", stdin=b"a:b\nc:d") == b"b\nd\n"


def test_last_line_without_newline_no_delim(run):
    assert ok(run, "-d", ":", "-f", "2", stdin=b"abc") == b"abc\n"


def test_empty_file_no_output(run):
    run.file("e", b"")
    assert ok(run, "-f", "1", "e") == b""


def test_empty_stdin_no_output(run):
    assert ok(run, "-c", "1", stdin=b"") == b""


def test_empty_file_between(run):
    run.file("a", b"1\n")
    run.file("e", b"")
    run.file("b", b"2\n")
    assert ok(run, "-c", "1", "a", "e", "b") == b"1\n2\n"


def test_dash_reads_stdin(run):
    assert ok(run, "-c", "1", "-", stdin=b"xyz\n") == b"x\n"


def test_dash_between_files(run):
    run.file("a", b"aa\n")
    run.file("b", b"bb\n")
    assert ok(run, "-c", "2", "a", "-", "b", stdin=b"ss\n") == b"a\ns\nb\n"


def test_stdin_not_read_with_file(run):
    run.file("a", b"file\n")
    assert ok(run, "-c", "1", "a", stdin=b"stdin\n") == b"f\n"


def test_double_dash_file_named_like_option(run):
    run.file("-f", b"a:b\n")
    assert ok(run, "-d", ":", "-f", "2", "--", "-f") == b"b\n"


def test_double_dash_then_options_are_files(run):
    run.file("--complement", b"abc\n")
    assert ok(run, "-c", "1", "--", "--complement") == b"a\n"


def test_double_dash_then_dash_is_stdin(run):
    assert ok(run, "-c", "1", "--", "-", stdin=b"qq\n") == b"q\n"


def test_many_lines(run):
    data = b"".join(b"%d:%d\n" % (i, i * 2) for i in range(1000))
    expected = b"".join(b"%d\n" % (i * 2) for i in range(1000))
    assert ok(run, "-d", ":", "-f", "2", stdin=data) == expected


def test_missing_file(run):
    r = run("-f", "1", "nope")
    assert r.out == ""
    assert r.err == "fieldcut: nope: No such file or directory\n"
    assert r.code == 1


def test_missing_file_continues(run):
    run.file("a", b"x:y\n")
    run.file("b", b"p:q\n")
    r = run("-d", ":", "-f", "2", "a", "nope", "b")
    assert r.rawout == b"y\nq\n"
    assert r.err == "fieldcut: nope: No such file or directory\n"
    assert r.code == 1


def test_directory_operand(run):
    run.mkdir("d")
    run.file("a", b"x\n")
    r = run("-c", "1", "d", "a")
    assert r.rawout == b"x\n"
    assert r.err == "fieldcut: d: Is a directory\n"
    assert r.code == 1


def test_missing_name_as_given(run):
    r = run("-c", "1", "./no/such.txt")
    assert r.err == "fieldcut: ./no/such.txt: No such file or directory\n"
    assert r.code == 1


def test_two_missing_files(run):
    r = run("-c", "1", "m1", "m2")
    assert r.err == (
        "fieldcut: m1: No such file or directory\n"
        "fieldcut: m2: No such file or directory\n"
    )
    assert r.code == 1
    assert r.out == ""


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0,
                    reason="root can read everything")
def test_permission_denied(run):
    run.file("secret", b"a\n")
    os.chmod(run.dir / "secret", 0)
    r = run("-c", "1", "secret")
    assert r.out == ""
    assert r.err == "fieldcut: secret: Permission denied\n"
    assert r.code == 1


# ------------------------------------------------------------ usage errors


def test_unknown_option(run):
    usage(run, ["-x", "-f", "1"], "unknown option: -x", stdin=b"a\n")


def test_unknown_long_option(run):
    usage(run, ["--fields=1"], "unknown option: --fields=1", stdin=b"a\n")


def test_combined_short_options_unknown(run):
    usage(run, ["-sf1"], "unknown option: -sf1", stdin=b"a\n")


def test_unknown_option_s_with_value(run):
    usage(run, ["-f", "1", "-s1"], "unknown option: -s1", stdin=b"a\n")


def test_unknown_option_complement_prefix(run):
    usage(run, ["-f", "1", "--comp"], "unknown option: --comp", stdin=b"a\n")


def test_unknown_option_uppercase(run):
    usage(run, ["-F", "1"], "unknown option: -F", stdin=b"a\n")


def test_unknown_option_after_file(run):
    run.file("a", b"x\n")
    usage(run, ["-f", "1", "a", "-z"], "unknown option: -z")


def test_unknown_option_reported_before_missing_file(run):
    usage(run, ["-f", "1", "nope", "-q"], "unknown option: -q")


@pytest.mark.parametrize("opt", ["-f", "-c", "-d", "--output-delimiter"])
def test_option_requires_argument(run, opt):
    usage(run, [opt], "option requires an argument: " + opt, stdin=b"a\n")


def test_d_requires_argument_after_list(run):
    usage(run, ["-f", "1", "-d"], "option requires an argument: -d", stdin=b"a\n")


def test_output_delimiter_requires_argument_after_list(run):
    usage(run, ["-c", "1", "--output-delimiter"],
          "option requires an argument: --output-delimiter", stdin=b"a\n")


def test_two_field_lists(run):
    usage(run, ["-f", "1", "-f", "2"], "only one list may be specified", stdin=b"a\n")


def test_field_and_char_lists(run):
    usage(run, ["-f", "1", "-c", "2"], "only one list may be specified", stdin=b"a\n")


def test_char_and_field_lists(run):
    usage(run, ["-c", "1", "-f", "2"], "only one list may be specified", stdin=b"a\n")


def test_two_char_lists_attached(run):
    usage(run, ["-c1", "-c1"], "only one list may be specified", stdin=b"a\n")


def test_second_list_before_unknown_option(run):
    usage(run, ["-f", "1", "-f", "2", "-x"], "only one list may be specified", stdin=b"a\n")


def test_unknown_option_before_second_list(run):
    usage(run, ["-f", "1", "-x", "-f", "2"], "unknown option: -x", stdin=b"a\n")


def test_second_list_invalid_values_irrelevant(run):
    usage(run, ["-f", "0", "-c", "x"], "only one list may be specified", stdin=b"a\n")


def test_unknown_option_before_requires_argument(run):
    usage(run, ["-x", "-d"], "unknown option: -x", stdin=b"a\n")


def test_no_list(run):
    usage(run, [], "you must specify a list of fields or characters", stdin=b"a\n")


def test_no_list_with_other_options(run):
    usage(run, ["-d", ":", "-s", "--complement"],
          "you must specify a list of fields or characters", stdin=b"a\n")


def test_no_list_before_bad_delimiter(run):
    usage(run, ["-d", "ab"], "you must specify a list of fields or characters", stdin=b"a\n")


def test_d_takes_next_arg_even_if_option(run):
    # "-f" is the value of -d, so no list is given
    usage(run, ["-d", "-f", "1"], "you must specify a list of fields or characters")


@pytest.mark.parametrize("d", ["", "ab", "::", "é:", "\t\t"])
def test_bad_delimiter(run, d):
    usage(run, ["-f", "1", "-d", d], "the delimiter must be a single character", stdin=b"a\n")


def test_bad_delimiter_attached(run):
    usage(run, ["-dab", "-f", "1"], "the delimiter must be a single character", stdin=b"a\n")


def test_bad_delimiter_before_d_with_c(run):
    usage(run, ["-c", "1", "-d", "ab"], "the delimiter must be a single character", stdin=b"a\n")


def test_bad_delimiter_before_bad_list(run):
    usage(run, ["-f", "0", "-d", "xy"], "the delimiter must be a single character", stdin=b"a\n")


def test_delimiter_with_chars(run):
    usage(run, ["-c", "1", "-d", ":"],
          "a delimiter may be specified only when operating on fields", stdin=b"a\n")


def test_delimiter_with_chars_before_suppress(run):
    usage(run, ["-c", "1", "-s", "-d", ":"],
          "a delimiter may be specified only when operating on fields", stdin=b"a\n")


def test_suppress_with_chars(run):
    usage(run, ["-c", "1", "-s"],
          "suppressing non-delimited lines makes sense only when operating on fields",
          stdin=b"a\n")


def test_suppress_with_chars_before_bad_list(run):
    usage(run, ["-s", "-c", "0"],
          "suppressing non-delimited lines makes sense only when operating on fields",
          stdin=b"a\n")


def test_delimiter_with_chars_before_bad_list(run):
    usage(run, ["-c", "a", "-d", ":"],
          "a delimiter may be specified only when operating on fields", stdin=b"a\n")


def test_usage_error_no_file_error(run):
    usage(run, ["-c", "1", "-s", "missing"],
          "suppressing non-delimited lines makes sense only when operating on fields")


def test_multibyte_delimiter_valid(run):
    assert ok(run, "-d", "é", "-f", "2", stdin="aéb\n".encode()) == b"b\n"


def test_output_delimiter_with_chars_is_allowed(run):
    assert ok(run, "-c", "1,3", "--output-delimiter", ":", stdin=b"abc\n") == b"a:c\n"


def test_complement_with_chars_allowed(run):
    assert ok(run, "-c", "1", "--complement", stdin=b"xy\n") == b"y\n"
