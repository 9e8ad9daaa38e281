"""--files0-from=F: reading the list of input files from a file."""
from conftest import check


def setup_ab(run):
    run.write("a", b"a b\n")
    run.write("b", b"c\n")


def test_list_with_final_nul(run):
    setup_ab(run)
    run.write("list", b"a\0b\0")
    check(run("--files0-from=list"), "1 2 4 a\n1 1 2 b\n2 3 6 total\n")


def test_list_without_final_nul(run):
    setup_ab(run)
    run.write("list", b"a\0b")
    check(run("--files0-from=list"), "1 2 4 a\n1 1 2 b\n2 3 6 total\n")


def test_list_order_kept(run):
    setup_ab(run)
    run.write("list", b"b\0a\0")
    check(run("--files0-from=list"), "1 1 2 b\n1 2 4 a\n2 3 6 total\n")


def test_list_single_name_no_total(run):
    setup_ab(run)
    run.write("list", b"a\0")
    check(run("--files0-from=list"), "1 2 4 a\n")


def test_list_single_name_without_nul(run):
    setup_ab(run)
    run.write("list", b"a")
    check(run("--files0-from=list"), "1 2 4 a\n")


def test_list_single_name_total_always(run):
    setup_ab(run)
    run.write("list", b"a\0")
    check(run("--files0-from=list", "--total=always"), "1 2 4 a\n1 2 4 total\n")


def test_list_total_never(run):
    setup_ab(run)
    run.write("list", b"a\0b\0")
    check(run("--files0-from=list", "--total=never"), "1 2 4 a\n1 1 2 b\n")


def test_list_total_only(run):
    setup_ab(run)
    run.write("list", b"a\0b\0")
    check(run("--total=only", "--files0-from=list"), "2 3 6\n")


def test_list_with_options(run):
    setup_ab(run)
    run.write("list", b"a\0b\0")
    check(run("-c", "--files0-from=list", "-l"), "1 4 a\n1 2 b\n2 6 total\n")


def test_list_from_stdin(run):
    setup_ab(run)
    check(run("--files0-from=-", stdin=b"a\0b\0"), "1 2 4 a\n1 1 2 b\n2 3 6 total\n")


def test_list_from_stdin_single(run):
    setup_ab(run)
    check(run("-w", "--files0-from=-", stdin=b"b"), "1 b\n")


def test_list_names_with_spaces(run):
    run.write("my file", b"hello world\n")
    run.write("list", b"my file\0")
    check(run("--files0-from=list"), " 1  2 12 my file\n")


def test_list_name_with_newline(run):
    run.write("two\nlines", b"abc\n")
    run.write("list", b"two\nlines\0")
    check(run("-c", "--files0-from=list"), "4 two\nlines\n")


def test_list_names_in_subdirectory(run):
    run.write("sub/f", b"abcde\n")
    run.write("list", b"sub/f\0")
    check(run("-c", "--files0-from=list"), "6 sub/f\n")


def test_list_same_name_twice(run):
    setup_ab(run)
    run.write("list", b"a\0a\0")
    check(run("--files0-from=list"), "1 2 4 a\n1 2 4 a\n2 4 8 total\n")


def test_list_width_shared(run):
    run.write("a", b"x" * 50 + b"\n")
    run.write("b", b"y\n")
    run.write("list", b"a\0b\0")
    check(run("-c", "--files0-from=list"), "51 a\n 2 b\n53 total\n")


def test_empty_list(run):
    run.write("list", b"")
    check(run("--files0-from=list"), "", "", 0)


def test_empty_list_from_stdin(run):
    check(run("--files0-from=-", stdin=b""), "", "", 0)


def test_empty_list_total_always(run):
    run.write("list", b"")
    check(run("--files0-from=list", "--total=always"), "0 0 0 total\n", "", 0)


def test_zero_length_name_in_middle(run):
    setup_ab(run)
    run.write("list", b"a\0\0b\0")
    check(run("--files0-from=list"), "1 2 4 a\n1 1 2 b\n2 3 6 total\n",
          "tally: list:2: invalid zero-length file name\n", 1)


def test_zero_length_name_at_start(run):
    setup_ab(run)
    run.write("list", b"\0a")
    check(run("--files0-from=list"), "1 2 4 a\n",
          "tally: list:1: invalid zero-length file name\n", 1)


def test_zero_length_name_at_end(run):
    setup_ab(run)
    run.write("list", b"a\0\0")
    check(run("--files0-from=list"), "1 2 4 a\n",
          "tally: list:2: invalid zero-length file name\n", 1)


def test_zero_length_name_position_counts_all_items(run):
    setup_ab(run)
    run.write("list", b"a\0b\0a\0\0b")
    check(run("-c", "--files0-from=list"), " 4 a\n 2 b\n 4 a\n 2 b\n12 total\n",
          "tally: list:4: invalid zero-length file name\n", 1)


def test_multiple_zero_length_names(run):
    setup_ab(run)
    run.write("list", b"\0\0a\0\0")
    check(run("-w", "--files0-from=list"), "2 a\n",
          "tally: list:1: invalid zero-length file name\n"
          "tally: list:2: invalid zero-length file name\n"
          "tally: list:4: invalid zero-length file name\n", 1)


def test_only_nul(run):
    run.write("list", b"\0")
    check(run("--files0-from=list"), "",
          "tally: list:1: invalid zero-length file name\n", 1)


def test_zero_length_name_list_name_as_given(run):
    setup_ab(run)
    run.write("dir/names", b"a\0\0")
    check(run("-l", "--files0-from=./dir/names"), "1 a\n",
          "tally: ./dir/names:2: invalid zero-length file name\n", 1)


def test_zero_length_name_from_stdin(run):
    setup_ab(run)
    check(run("-l", "--files0-from=-", stdin=b"\0b\0"), "1 b\n",
          "tally: -:1: invalid zero-length file name\n", 1)


def test_zero_length_names_not_counted_for_total(run):
    setup_ab(run)
    run.write("list", b"\0\0\0b")
    check(run("-c", "--files0-from=list"), "2 b\n",
          "tally: list:1: invalid zero-length file name\n"
          "tally: list:2: invalid zero-length file name\n"
          "tally: list:3: invalid zero-length file name\n", 1)


def test_list_missing_file_in_list(run):
    setup_ab(run)
    run.write("list", b"a\0nofile\0b\0")
    check(run("--files0-from=list"), "1 2 4 a\n1 1 2 b\n2 3 6 total\n",
          "tally: nofile: No such file or directory\n", 1)


def test_list_missing_counts_for_total(run):
    setup_ab(run)
    run.write("list", b"nofile\0a")
    check(run("--files0-from=list"), "1 2 4 a\n1 2 4 total\n",
          "tally: nofile: No such file or directory\n", 1)


def test_list_directory_in_list(run):
    setup_ab(run)
    run.mkdir("dd")
    run.write("list", b"dd\0a\0")
    check(run("-w", "--files0-from=list"), "2 a\n2 total\n",
          "tally: dd: Is a directory\n", 1)


def test_list_file_missing(run):
    check(run("--files0-from=nolist"), "",
          "tally: cannot open 'nolist' for reading: No such file or directory\n", 1)


def test_list_file_missing_name_as_given(run):
    check(run("-c", "--files0-from=./x/nolist"), "",
          "tally: cannot open './x/nolist' for reading: No such file or directory\n", 1)


def test_list_file_is_directory(run):
    run.mkdir("ldir")
    p = run("--files0-from=ldir")
    assert p.stdout == b""
    assert p.returncode == 1
    assert p.stderr.startswith(b"tally: ")
