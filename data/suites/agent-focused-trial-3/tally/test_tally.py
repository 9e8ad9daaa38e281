USAGE_LAST = b"Try 'tally --help' for more information.\n"


def test_default_stdin(run):
    p = run([], b"one two\nthree\n")
    assert p.returncode == 0
    assert p.stdout == b" 2  3 14\n"


def test_single_count_no_padding(run):
    p = run(["-w"], b"one two\nthree\n")
    assert p.stdout == b"3\n"


def test_file_with_name(run, mk):
    mk("f", b"one two\nthree\n")
    p = run(["-l", "-c", "f"])
    assert p.returncode == 0
    assert p.stdout == b" 2 14 f\n"


def test_multiple_files_total(run, mk):
    mk("x", b"a b\n")
    mk("y", b"c\n")
    p = run(["x", "y"])
    assert p.stdout == b"1 2 4 x\n1 1 2 y\n2 3 6 total\n"


def test_final_line_without_newline(run):
    assert run(["-l"], b"a\nb").stdout == b"1\n"


def test_word_whitespace_set(run):
    data = b"a\tb\nc\vd\fe\rf g  \x00h-i,j \xffk"
    assert run(["-w"], data).stdout == b"9\n"


def test_empty_input_all_counts(run):
    assert run(["-lwmcL"], b"").stdout == b"0 0 0 0 0\n"


def test_chars_utf8(run):
    data = "é€😀a".encode() + b"\n"
    p = run(["-m", "-c"], data)
    assert p.stdout == b" 5 11\n"


def test_chars_invalid_utf8(run):
    # lone continuation = 0, lone lead = 1, 0xFF = 1
    assert run(["-m"], b"\xa9\xc3a\xff").stdout == b"3\n"


def test_fixed_order_regardless_of_options(run):
    data = b"hello world\n"
    p1 = run(["-L", "-c", "-m", "-w", "-l"], data)
    p2 = run(["-lwmcL"], data)
    assert p1.stdout == p2.stdout == b" 1  2 12 12 11\n"


def test_max_line_length_tabs(run):
    assert run(["-L"], b"abc\tx\n\t\tz\n").stdout == b"17\n"


def test_max_line_length_continuation_and_final_line(run):
    data = b"ab\n" + "ééééé".encode()
    assert run(["-L"], data).stdout == b"5\n"


def test_max_line_length_cr_counts(run):
    assert run(["-L"], b"ab\r\n").stdout == b"3\n"


def test_total_max_line_length_is_max(run, mk):
    mk("a", b"12345\n")
    mk("b", b"123\n")
    p = run(["-L", "a", "b"])
    assert p.stdout == b"5 a\n3 b\n5 total\n"


def test_total_only(run, mk):
    mk("x", b"a b\n")
    mk("y", b"c\n")
    p = run(["--total=only", "x", "y"])
    assert p.stdout == b"2 3 6\n"


def test_total_always_stdin(run):
    p = run(["--total=always", "-l"], b"a\n")
    assert p.stdout == b"1\n1 total\n"


def test_total_never(run, mk):
    mk("x", b"a b\n")
    mk("y", b"c\n")
    assert run(["--total=never", "x", "y"]).stdout == b"1 2 4 x\n1 1 2 y\n"


def test_width_from_total(run, mk):
    mk("x", b"a" * 6 + b"\n")
    mk("y", b"b" * 5 + b"\n")
    p = run(["-c", "x", "y"])
    assert p.stdout == b" 7 x\n 6 y\n13 total\n"


def test_stdin_dash_twice(run, mk):
    mk("f", b"z\n")
    p = run(["-l", "-", "f", "-"], b"a\nb\n")
    assert p.stdout == b"2 -\n1 f\n0 -\n3 total\n"


def test_double_dash_ends_options(run, mk):
    mk("-l", b"x y\n")
    p = run(["-w", "--", "-l"])
    assert p.stdout == b"2 -l\n"


def test_missing_file_error(run, mk):
    mk("a", b"hi\n")
    p = run(["-l", "a", "nope"])
    assert p.returncode == 1
    assert p.stderr == b"tally: nope: No such file or directory\n"
    assert p.stdout == b"1 a\n1 total\n"


def test_directory_error(run, tmp_path):
    (tmp_path / "d").mkdir()
    p = run(["d"])
    assert p.returncode == 1
    assert p.stderr == b"tally: d: Is a directory\n"
    assert p.stdout == b""


def test_invalid_short_option(run):
    p = run(["-lz"], b"x\n")
    assert p.returncode == 2
    assert p.stdout == b""
    assert p.stderr == b"tally: invalid option -- 'z'\n" + USAGE_LAST


def test_abbreviated_long_option(run):
    p = run(["--line"], b"x\n")
    assert p.returncode == 2
    assert p.stdout == b""
    assert p.stderr == b"tally: unrecognized option '--line'\n" + USAGE_LAST


def test_bad_total_value(run):
    p = run(["--total=sometimes"], b"x\n")
    assert p.returncode == 2
    assert p.stderr == b"tally: invalid argument 'sometimes' for '--total'\n" + USAGE_LAST


def test_bare_total_unrecognized(run, mk):
    mk("always", b"x\n")
    p = run(["--total", "always"])
    assert p.returncode == 2
    assert p.stderr == b"tally: unrecognized option '--total'\n" + USAGE_LAST


def test_version_and_help(run):
    p = run(["--version"])
    assert p.returncode == 0 and p.stdout == b"tally 1.0\n"
    h = run(["--help"])
    assert h.returncode == 0
    assert h.stdout.split(b"\n")[0] == b"Usage: tally [OPTION]... [FILE]..."


def test_files0_from(run, mk):
    mk("a", b"x y\n")
    mk("b c", b"z\n")
    mk("list", b"a\x00b c")
    p = run(["--files0-from=list"])
    assert p.returncode == 0
    assert p.stdout == b"1 2 4 a\n1 1 2 b c\n2 3 6 total\n"


def test_files0_from_zero_length_name(run, mk):
    mk("a", b"x\n")
    mk("list", b"a\x00\x00a\x00")
    p = run(["-l", "--files0-from=list"])
    assert p.returncode == 1
    assert p.stderr == b"tally: list:2: invalid zero-length file name\n"
    assert p.stdout == b"1 a\n1 a\n2 total\n"


def test_files0_from_with_operand_is_usage_error(run, mk):
    mk("list", b"")
    mk("f", b"x\n")
    p = run(["--files0-from=list", "f"])
    assert p.returncode == 2
    assert p.stdout == b""
    assert p.stderr == (b"tally: extra operand 'f'\n"
                        b"file operands cannot be combined with --files0-from\n"
                        + USAGE_LAST)


def test_files0_from_missing_list(run):
    p = run(["--files0-from=nolist"])
    assert p.returncode == 1
    assert p.stdout == b""
    assert p.stderr == b"tally: cannot open 'nolist' for reading: No such file or directory\n"
