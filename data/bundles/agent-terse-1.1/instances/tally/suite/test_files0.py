"""--files0-from."""

TRY = "Try 'tally --help' for more information.\n"


def mk(run):
    run.file("x", b"a b\n")
    run.file("y", b"c\n")


def test_list_with_trailing_nul(run):
    mk(run)
    run.file("list", b"x\0y\0")
    r = run("--files0-from=list")
    assert r.code == 0
    assert r.err == ""
    assert r.out == "1 2 4 x\n1 1 2 y\n2 3 6 total\n"


def test_list_without_trailing_nul(run):
    mk(run)
    run.file("list", b"x\0y")
    r = run("--files0-from=list")
    assert r.code == 0
    assert r.out == "1 2 4 x\n1 1 2 y\n2 3 6 total\n"


def test_list_single_name_no_total(run):
    mk(run)
    run.file("list", b"x\0")
    r = run("--files0-from=list")
    assert r.code == 0
    assert r.out == "1 2 4 x\n"


def test_list_from_stdin(run):
    mk(run)
    r = run("--files0-from=-", stdin=b"y\0x\0")
    assert r.code == 0
    assert r.out == "1 1 2 y\n1 2 4 x\n2 3 6 total\n"


def test_list_names_with_spaces(run):
    run.file("a file", b"one two three\n")
    run.file("list", b"a file\0")
    r = run("-w", "--files0-from=list")
    assert r.out == "3 a file\n"


def test_list_names_with_newline(run):
    run.file("a\nb", b"one\n")
    run.file("list", b"a\nb")
    r = run("-w", "--files0-from=list")
    assert r.code == 0
    assert r.out == "1 a\nb\n"


def test_list_with_options(run):
    mk(run)
    run.file("list", b"x\0y\0")
    r = run("-l", "--files0-from=list")
    assert r.out == "1 x\n1 y\n2 total\n"


def test_list_option_after(run):
    mk(run)
    run.file("list", b"x\0y\0")
    r = run("--files0-from=list", "-c")
    assert r.out == "4 x\n2 y\n6 total\n"


def test_empty_list(run):
    run.file("list", b"")
    r = run("--files0-from=list")
    assert r.code == 0
    assert r.out == ""
    assert r.err == ""


def test_empty_list_total_always(run):
    run.file("list", b"")
    r = run("--total=always", "--files0-from=list")
    assert r.code == 0
    assert r.out == "0 0 0 total\n"


def test_zero_length_name_in_middle(run):
    mk(run)
    run.file("list", b"x\0\0y\0")
    r = run("--files0-from=list")
    assert r.code == 1
    assert r.err == "tally: list:2: invalid zero-length file name\n"
    assert r.out == "1 2 4 x\n1 1 2 y\n2 3 6 total\n"


def test_zero_length_name_at_start(run):
    mk(run)
    run.file("list", b"\0x\0")
    r = run("--files0-from=list")
    assert r.code == 1
    assert r.err == "tally: list:1: invalid zero-length file name\n"
    # only one non-empty name: no total with auto
    assert r.out == "1 2 4 x\n"


def test_zero_length_name_position_counts_all_items(run):
    mk(run)
    run.file("list", b"x\0y\0x\0\0")
    r = run("-w", "--files0-from=list")
    assert r.code == 1
    assert r.err == "tally: list:4: invalid zero-length file name\n"
    assert r.out == "2 x\n1 y\n2 x\n5 total\n"


def test_two_zero_length_names(run):
    mk(run)
    run.file("list", b"\0\0x")
    r = run("-c", "--files0-from=list")
    assert r.code == 1
    assert r.err == (
        "tally: list:1: invalid zero-length file name\n"
        "tally: list:2: invalid zero-length file name\n"
    )
    assert r.out == "4 x\n"


def test_zero_length_name_from_stdin_list(run):
    mk(run)
    r = run("-c", "--files0-from=-", stdin=b"x\0\0y")
    assert r.code == 1
    assert r.err == "tally: -:2: invalid zero-length file name\n"
    assert r.out == "4 x\n2 y\n6 total\n"


def test_list_file_missing(run):
    r = run("--files0-from=nolist")
    assert r.code == 1
    assert r.out == ""
    assert r.err == "tally: cannot open 'nolist' for reading: No such file or directory\n"


def test_list_with_missing_entry(run):
    mk(run)
    run.file("list", b"x\0gone\0")
    r = run("--files0-from=list")
    assert r.code == 1
    assert r.err == "tally: gone: No such file or directory\n"
    assert r.out == "1 2 4 x\n1 2 4 total\n"


def test_list_total_only(run):
    mk(run)
    run.file("list", b"x\0y\0")
    r = run("--total=only", "--files0-from=list")
    assert r.out == "2 3 6\n"


def test_list_total_never(run):
    mk(run)
    run.file("list", b"x\0y\0")
    r = run("--total=never", "--files0-from=list")
    assert r.out == "1 2 4 x\n1 1 2 y\n"


def test_list_and_operand_usage_error(run):
    mk(run)
    run.file("list", b"x\0")
    r = run("--files0-from=list", "y")
    assert r.code == 2
    assert r.out == ""
    assert r.err == (
        "tally: extra operand 'y'\n"
        "file operands cannot be combined with --files0-from\n" + TRY
    )


def test_list_and_operand_first_reported(run):
    mk(run)
    run.file("list", b"x\0")
    r = run("x", "--files0-from=list", "y")
    assert r.code == 2
    assert r.out == ""
    assert r.err == (
        "tally: extra operand 'x'\n"
        "file operands cannot be combined with --files0-from\n" + TRY
    )


def test_list_and_dash_operand(run):
    mk(run)
    run.file("list", b"x\0")
    r = run("--files0-from=list", "-", stdin=b"a\n")
    assert r.code == 2
    assert r.out == ""
    assert r.err == (
        "tally: extra operand '-'\n"
        "file operands cannot be combined with --files0-from\n" + TRY
    )


def test_list_names_dash_like(run):
    run.file("-w", b"one two\n")
    run.file("list", b"-w\0")
    r = run("-c", "--files0-from=list")
    assert r.out == "8 -w\n"
