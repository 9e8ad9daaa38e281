"""Multiple files and the total line."""

TRY = "Try 'tally --help' for more information.\n"


def mk(run):
    run.file("x", b"a b\n")
    run.file("y", b"c\n")


def test_two_files_example(run):
    mk(run)
    r = run("x", "y")
    assert r.code == 0
    assert r.err == ""
    assert r.out == "1 2 4 x\n1 1 2 y\n2 3 6 total\n"


def test_order_as_given(run):
    mk(run)
    r = run("y", "x")
    assert r.out == "1 1 2 y\n1 2 4 x\n2 3 6 total\n"


def test_same_file_twice(run):
    mk(run)
    r = run("x", "x")
    assert r.out == "1 2 4 x\n1 2 4 x\n2 4 8 total\n"


def test_auto_single_file_no_total(run):
    mk(run)
    r = run("--total=auto", "x")
    assert r.out == "1 2 4 x\n"


def test_auto_explicit_two_files(run):
    mk(run)
    r = run("--total=auto", "x", "y")
    assert r.out == "1 2 4 x\n1 1 2 y\n2 3 6 total\n"


def test_total_always_single_file(run):
    mk(run)
    r = run("--total=always", "x")
    assert r.code == 0
    assert r.out == "1 2 4 x\n1 2 4 total\n"


def test_total_always_stdin(run):
    r = run("--total=always", stdin=b"a b\n")
    assert r.code == 0
    assert r.out == "1 2 4\n1 2 4 total\n"


def test_total_never_two_files(run):
    mk(run)
    r = run("--total=never", "x", "y")
    assert r.code == 0
    assert r.out == "1 2 4 x\n1 1 2 y\n"


def test_total_only_two_files(run):
    mk(run)
    r = run("--total=only", "x", "y")
    assert r.code == 0
    assert r.out == "2 3 6\n"


def test_total_only_single_file(run):
    mk(run)
    r = run("--total=only", "x")
    assert r.out == "1 2 4\n"


def test_total_only_stdin(run):
    r = run("--total=only", stdin=b"a b\nc\n")
    assert r.out == "2 3 6\n"


def test_total_only_width(run):
    # only the total row is printed; its width comes from its own numbers
    run.file("a", b"a\n")
    run.file("b", b"b\n")
    r = run("-l", "-c", "--total=only", "a", "b")
    assert r.out == "2 4\n"


def test_total_option_after_files(run):
    mk(run)
    r = run("x", "y", "--total=never")
    assert r.out == "1 2 4 x\n1 1 2 y\n"


def test_total_invalid_value(run):
    mk(run)
    r = run("--total=sometimes", "x", "y")
    assert r.code == 2
    assert r.out == ""
    assert r.err == "tally: invalid argument 'sometimes' for '--total'\n" + TRY


def test_total_empty_value(run):
    mk(run)
    r = run("--total=", "x")
    assert r.code == 2
    assert r.out == ""
    assert r.err == "tally: invalid argument '' for '--total'\n" + TRY


def test_total_width_affects_rows(run):
    run.file("a", b"abcd\n")
    run.file("b", b"efgh\n")
    r = run("-c", "a", "b")
    assert r.out == " 5 a\n 5 b\n10 total\n"


def test_total_width_never_no_padding(run):
    run.file("a", b"abcd\n")
    run.file("b", b"efgh\n")
    r = run("-c", "--total=never", "a", "b")
    assert r.out == "5 a\n5 b\n"


def test_total_max_line_length_is_max(run):
    run.file("a", b"abc\n")
    run.file("b", b"abcdef\n")
    r = run("-L", "a", "b")
    assert r.out == "3 a\n6 b\n6 total\n"


def test_total_max_line_length_not_sum_width(run):
    run.file("a", b"abcdefg\n")
    run.file("b", b"abcdefgh\n")
    r = run("-L", "a", "b")
    # sum would be 15 (two digits); maximum is 8
    assert r.out == "7 a\n8 b\n8 total\n"


def test_total_chars_summed(run):
    run.file("a", "é€".encode())
    run.file("b", "😀".encode())
    r = run("-m", "a", "b")
    assert r.out == "2 a\n1 b\n3 total\n"


def test_total_all_counts(run):
    run.file("a", b"hello world\n")
    run.file("b", b"\tx\nyy\n")
    r = run("-lwmcL", "a", "b")
    assert r.out == (
        " 1  2 12 12 11 a\n"
        " 2  2  6  6  9 b\n"
        " 3  4 18 18 11 total\n"
    )


def test_three_files_total(run):
    run.file("a", b"1\n")
    run.file("b", b"2 2\n")
    run.file("c", b"3 3 3\n")
    r = run("-w", "a", "b", "c")
    assert r.out == "1 a\n2 b\n3 c\n6 total\n"
