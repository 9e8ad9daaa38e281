"""Input files, standard input, line handling, argument order and exit status."""
import os

import pytest

from conftest import check


def test_stdin_default(run):
    check(run("-d", ":", "-f", "2", stdin="a:b\n"), "b\n")


def test_empty_input_no_output(run):
    check(run("-d", ":", "-f", "2", stdin=""), "")


def test_empty_input_chars_no_output(run):
    check(run("-c", "1", stdin=""), "")


def test_last_line_without_newline_fields(run):
    check(run("-d", ":", "-f", "2", stdin="a:b\nc:d"), "b\nd\n")


def test_last_line_without_newline_undelimited(run):
    check(run("-d", ":", "-f", "2", stdin="abc"), "abc\n")


def test_single_newline_input(run):
    check(run("-d", ":", "-f", "2", stdin="\n"), "\n")


def test_file_operand(run):
    run.write("a.txt", "x:y\n")
    check(run("-d", ":", "-f", "2", "a.txt"), "y\n")


def test_file_before_options(run):
    run.write("a.txt", "x:y\n")
    check(run("a.txt", "-d", ":", "-f", "2"), "y\n")


def test_file_between_options(run):
    run.write("a.txt", "x:y:z\n")
    check(run("-d", ":", "a.txt", "-f", "1,3"), "x:z\n")


def test_multiple_files_in_order(run):
    run.write("a", "1:2\n")
    run.write("b", "3:4\n")
    check(run("-d", ":", "-f", "2", "b", "a"), "4\n2\n")


def test_files_not_joined(run):
    run.write("a", "1:2")
    run.write("b", "3:4\n")
    check(run("-d", ":", "-f", "2", "a", "b"), "2\n4\n")


def test_files_not_joined_chars(run):
    run.write("a", "abc")
    run.write("b", "def")
    check(run("-c", "2-", "a", "b"), "bc\nef\n")


def test_empty_file_no_output_among_others(run):
    run.write("a", "x:y\n")
    run.write("e", "")
    check(run("-d", ":", "-f", "1", "e", "a", "e"), "x\n")


def test_same_file_twice(run):
    run.write("a", "x:y\n")
    check(run("-d", ":", "-f", "2", "a", "a"), "y\ny\n")


def test_dash_reads_stdin(run):
    check(run("-d", ":", "-f", "1", "-", stdin="p:q\n"), "p\n")


def test_dash_between_files(run):
    run.write("a", "1:2\n")
    run.write("b", "5:6\n")
    check(run("-d", ":", "-f", "2", "a", "-", "b", stdin="3:4\n"), "2\n4\n6\n")


def test_dash_twice_second_empty(run):
    check(run("-c", "1", "-", "-", stdin="ab\ncd\n"), "a\nc\n")


def test_double_dash_ends_options(run):
    run.write("-f", "m:n\n")
    check(run("-d", ":", "-f", "2", "--", "-f"), "n\n")


def test_double_dash_file_named_like_option(run):
    run.write("-x", "abc\n")
    check(run("-c", "2", "--", "-x"), "b\n")


def test_double_dash_then_dash_is_stdin(run):
    check(run("-c", "1", "--", "-", stdin="xyz\n"), "x\n")


def test_options_after_double_dash_are_files(run):
    check(run("-c", "1", "--", "--complement"), "",
          "fieldcut: --complement: No such file or directory\n", 1)


def test_double_dash_without_files_reads_stdin(run):
    check(run("-c", "1", "--", stdin="xyz\n"), "x\n")


def test_file_name_with_space(run):
    run.write("my file.txt", "a:b\n")
    check(run("-d", ":", "-f", "2", "my file.txt"), "b\n")


def test_missing_file(run):
    check(run("-f", "1", "nofile"), "", "fieldcut: nofile: No such file or directory\n", 1)


def test_missing_file_name_as_given(run):
    check(run("-f", "1", "./dir/../nofile"), "",
          "fieldcut: ./dir/../nofile: No such file or directory\n", 1)


def test_missing_file_continues(run):
    run.write("a", "1:2\n")
    run.write("b", "3:4\n")
    check(run("-d", ":", "-f", "2", "a", "nofile", "b"), "2\n4\n",
          "fieldcut: nofile: No such file or directory\n", 1)


def test_directory_operand(run):
    run.mkdir("somedir")
    check(run("-c", "1", "somedir"), "", "fieldcut: somedir: Is a directory\n", 1)


def test_directory_and_file(run):
    run.mkdir("d")
    run.write("f", "abc\n")
    check(run("-c", "3", "d", "f"), "c\n", "fieldcut: d: Is a directory\n", 1)


def test_multiple_unreadable_in_order(run):
    run.mkdir("d")
    check(run("-c", "1", "m1", "d", "m2"), "",
          "fieldcut: m1: No such file or directory\n"
          "fieldcut: d: Is a directory\n"
          "fieldcut: m2: No such file or directory\n", 1)


def test_missing_file_with_stdin(run):
    check(run("-c", "1", "nofile", "-", stdin="q\n"), "q\n",
          "fieldcut: nofile: No such file or directory\n", 1)


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0,
                    reason="permissions are not enforced for root")
def test_permission_denied(run):
    p = run.write("secret", "a:b\n")
    os.chmod(p, 0)
    run.write("ok", "c:d\n")
    check(run("-d", ":", "-f", "1", "secret", "ok"), "c\n",
          "fieldcut: secret: Permission denied\n", 1)


def test_success_exit_zero(run):
    run.write("a", "x\n")
    check(run("-c", "1", "a"), "x\n", "", 0)


def test_long_line(run):
    line = "x" * 100000 + ":" + "y" * 5
    check(run("-d", ":", "-f", "2", stdin=line + "\n"), "yyyyy\n")


def test_many_lines(run):
    data = "".join("%d,%d\n" % (i, i * 2) for i in range(5000))
    check(run("-d", ",", "-f", "2", stdin=data),
          "".join("%d\n" % (i * 2) for i in range(5000)))


def test_binary_line_chars(run):
    check(run("-c", "1-3", stdin=b"\x00\x01\x02\x03\n"), b"\x00\x01\x02\n")
