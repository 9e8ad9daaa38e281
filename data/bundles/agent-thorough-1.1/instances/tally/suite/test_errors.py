"""Errors and exit status: unreadable files and usage errors."""
import pytest

from conftest import check, usage_err


# ---------------------------------------------------------------- unreadable files

def test_missing_file(run):
    check(run("nosuch"), "", "tally: nosuch: No such file or directory\n", 1)


def test_missing_file_name_as_given(run):
    check(run("./sub/../nosuch.txt"), "",
          "tally: ./sub/../nosuch.txt: No such file or directory\n", 1)


def test_missing_file_with_option(run):
    check(run("-w", "nosuch"), "", "tally: nosuch: No such file or directory\n", 1)


def test_directory(run):
    run.mkdir("d")
    check(run("d"), "", "tally: d: Is a directory\n", 1)


def test_directory_with_trailing_slash(run):
    run.mkdir("d")
    check(run("-c", "d/"), "", "tally: d/: Is a directory\n", 1)


def test_directory_among_files(run):
    run.mkdir("d")
    run.write("a", b"x y\n")
    run.write("b", b"z\n")
    check(run("a", "d", "b"), "1 2 4 a\n1 1 2 b\n2 3 6 total\n",
          "tally: d: Is a directory\n", 1)


def test_missing_then_good(run):
    run.write("good", b"hello\n")
    check(run("-c", "bad", "good"), "6 good\n6 total\n",
          "tally: bad: No such file or directory\n", 1)


def test_good_then_missing(run):
    run.write("good", b"hello\n")
    check(run("-c", "good", "bad"), "6 good\n6 total\n",
          "tally: bad: No such file or directory\n", 1)


def test_two_missing_files_reported_in_order(run):
    check(run("m1", "m2"), "0 0 0 total\n",
          "tally: m1: No such file or directory\ntally: m2: No such file or directory\n", 1)


def test_missing_and_directory_in_order(run):
    run.mkdir("dir")
    run.write("ok", b"1 2 3\n")
    check(run("-w", "nofile", "ok", "dir"), "3 ok\n3 total\n",
          "tally: nofile: No such file or directory\ntally: dir: Is a directory\n", 1)


def test_missing_with_total_never(run):
    run.write("ok", b"abc\n")
    check(run("--total=never", "ok", "nofile"), "1 1 4 ok\n",
          "tally: nofile: No such file or directory\n", 1)


def test_missing_with_total_always(run):
    run.write("ok", b"abc\n")
    check(run("--total=always", "ok", "nofile"), "1 1 4 ok\n1 1 4 total\n",
          "tally: nofile: No such file or directory\n", 1)


def test_missing_with_stdin_dash(run):
    check(run("-", "nofile", stdin=b"abc\n"), "1 1 4 -\n1 1 4 total\n",
          "tally: nofile: No such file or directory\n", 1)


def test_success_status_zero_and_no_stderr(run):
    run.write("a", b"x\n")
    run.write("b", b"y\n")
    check(run("a", "b"), "1 1 2 a\n1 1 2 b\n2 2 4 total\n", "", 0)


# ---------------------------------------------------------------- usage errors

@pytest.mark.parametrize("letter", ["z", "x", "a", "h", "v", "C", "W", "M", "1", "?"])
def test_invalid_short_option(run, letter):
    check(run("-" + letter, stdin=b"abc\n"), "",
          usage_err("invalid option -- '%s'" % letter), 2)


def test_invalid_option_in_group_reports_unknown_letter(run):
    check(run("-lz", stdin=b"abc\n"), "", usage_err("invalid option -- 'z'"), 2)


def test_invalid_option_in_group_first_unknown(run):
    check(run("-lqzw", stdin=b"abc\n"), "", usage_err("invalid option -- 'q'"), 2)


def test_invalid_option_group_starting_with_unknown(run):
    check(run("-xyl", stdin=b"abc\n"), "", usage_err("invalid option -- 'x'"), 2)


def test_invalid_option_reads_no_files(run):
    check(run("nosuch", "-k"), "", usage_err("invalid option -- 'k'"), 2)


def test_invalid_option_after_valid_file(run):
    run.write("f", b"abc\n")
    check(run("f", "-l", "-k"), "", usage_err("invalid option -- 'k'"), 2)


@pytest.mark.parametrize("arg", ["--foo", "--LINES", "--bytes-count", "--foo=bar",
                                  "--lines=3", "--word", "--total-x", "--help-me"])
def test_unrecognized_long_option(run, arg):
    check(run(arg, stdin=b"abc\n"), "", usage_err("unrecognized option '%s'" % arg), 2)


def test_unrecognized_long_option_reads_no_files(run):
    check(run("missing", "--nope"), "", usage_err("unrecognized option '--nope'"), 2)


def test_unrecognized_long_option_with_value_quoted_fully(run):
    check(run("--colour=always"), "",
          usage_err("unrecognized option '--colour=always'"), 2)


def test_invalid_total_reads_no_files(run):
    check(run("--total=bad", "missing"), "",
          usage_err("invalid argument 'bad' for '--total'"), 2)


def test_invalid_total_with_valid_options(run):
    run.write("f", b"abc\n")
    check(run("-l", "--total=everything", "f"), "",
          usage_err("invalid argument 'everything' for '--total'"), 2)


def test_extra_operand_with_files0_from(run):
    run.write("list", b"a\0")
    run.write("a", b"x\n")
    run.write("b", b"y\n")
    check(run("--files0-from=list", "b"), "",
          usage_err("extra operand 'b'",
                    "file operands cannot be combined with --files0-from"), 2)


def test_extra_operand_reports_first_operand(run):
    run.write("list", b"a\0")
    run.write("a", b"x\n")
    check(run("--files0-from=list", "first", "second"), "",
          usage_err("extra operand 'first'",
                    "file operands cannot be combined with --files0-from"), 2)


def test_extra_operand_operand_before_option(run):
    run.write("list", b"a\0")
    run.write("a", b"x\n")
    check(run("op1", "--files0-from=list", "op2"), "",
          usage_err("extra operand 'op1'",
                    "file operands cannot be combined with --files0-from"), 2)


def test_extra_operand_dash(run):
    run.write("list", b"a\0")
    run.write("a", b"x\n")
    check(run("--files0-from=list", "-", stdin=b"abc\n"), "",
          usage_err("extra operand '-'",
                    "file operands cannot be combined with --files0-from"), 2)


def test_extra_operand_with_missing_list(run):
    check(run("--files0-from=nolist", "x"), "",
          usage_err("extra operand 'x'",
                    "file operands cannot be combined with --files0-from"), 2)
