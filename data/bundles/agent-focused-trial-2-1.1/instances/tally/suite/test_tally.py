TRY = "Try 'tally --help' for more information.\n"


def test_default_stdin(run):
    r = run(stdin=b"one two\nthree\n")
    assert r.out == " 2  3 14\n" and r.rc == 0


def test_single_count_no_padding(run):
    assert run("-w", stdin=b"one two\nthree\n").out == "3\n"


def test_lines_bytes_named_file(run, mk):
    mk("f", b"one two\nthree\n")
    assert run("-l", "-c", "f").out == " 2 14 f\n"


def test_final_line_without_newline_not_counted(run):
    assert run("-l", stdin=b"a\nb").out == "1\n"


def test_empty_input(run):
    assert run(stdin=b"").out == "0 0 0\n"


def test_word_whitespace_bytes(run):
    data = b" a\tb\nc\x0bd\x0ce\rf  \n"
    assert run("-w", stdin=data).out == "6\n"


def test_nonwhitespace_bytes_in_words(run):
    assert run("-w", stdin=b"a-b,c a\x00b \xc3\xa9\xff x\xa0y").out == "4\n"


def test_crlf_lines(run):
    assert run("-l", "-w", stdin=b"a\r\nb\rc\r\n").out == "2 3\n"


def test_chars_utf8(run):
    data = "é€😀a\n".encode()
    r = run("-m", "-c", stdin=data)
    assert r.out == " 5 11\n"


def test_chars_invalid_utf8(run):
    # lone continuation (0), lone lead + ascii (1+1), 0xff (1)
    assert run("-m", stdin=b"\xa9\xc3A\xff").out == "3\n"


def test_fixed_order_regardless_of_options(run):
    r = run("-L", "-c", "-m", "-w", "-l", stdin=b"ab cd\n")
    assert r.out == "1 2 6 6 5\n"


def test_grouped_and_repeated_options(run):
    assert run("-cl", "-l", "--lines", stdin=b"x\ny\n").out == "2 4\n"


def test_max_line_length_tabs(run):
    # "ab\t" -> 8 ; "\t\tx" -> 17; "abc" without newline -> 3
    assert run("-L", stdin=b"ab\t\n\t\tx\nabc").out == "17\n"


def test_max_line_length_continuation_and_cr(run):
    data = "éé\r".encode() + b"\n" + b"\x01\x02\n"
    assert run("-L", stdin=data).out == "3\n"


def test_max_line_length_only_newlines(run):
    assert run("-L", stdin=b"\n\n\n").out == "0\n"


def test_multiple_files_total(run, mk):
    mk("x", b"a b\n")
    mk("y", b"c\n")
    r = run("x", "y")
    assert r.out == "1 2 4 x\n1 1 2 y\n2 3 6 total\n" and r.rc == 0


def test_width_from_total_row(run, mk):
    mk("x", b"12345\n")
    mk("y", b"abcde\n")
    assert run("-c", "x", "y").out == " 6 x\n 6 y\n12 total\n"


def test_total_max_line_length_is_max(run, mk):
    mk("x", b"abc\n")
    mk("y", b"abcde\n")
    assert run("-L", "x", "y").out == "3 x\n5 y\n5 total\n"


def test_total_always_stdin(run):
    assert run("--total=always", "-l", stdin=b"a\n").out == "1\n1 total\n"


def test_total_only_and_never(run, mk):
    mk("x", b"a b\n")
    mk("y", b"c\n")
    assert run("--total=only", "x", "y").out == "2 3 6\n"
    assert run("--total=never", "x", "y").out == "1 2 4 x\n1 1 2 y\n"


def test_total_last_value_wins(run, mk):
    mk("x", b"a\n")
    mk("y", b"b\n")
    assert run("--total=never", "--total=auto", "-l", "x", "y").out == "1 x\n1 y\n2 total\n"


def test_dash_stdin_repeated(run, mk):
    mk("f", b"hello\n")
    r = run("-c", "-", "f", "-", stdin=b"abc")
    assert r.out == "3 -\n6 f\n0 -\n9 total\n"


def test_double_dash_ends_options(run, mk):
    mk("-l", b"a b c\n")
    assert run("-w", "--", "-l").out == "3 -l\n"


def test_options_after_files(run, mk):
    mk("f", b"a b\n")
    assert run("f", "-l").out == "1 f\n"


def test_missing_file_error(run, mk):
    mk("x", b"a\n")
    r = run("-l", "nope", "x")
    assert r.err == "tally: nope: No such file or directory\n"
    assert r.out == "1 x\n1 total\n"
    assert r.rc == 1


def test_directory_error(run, tmp_path):
    (tmp_path / "d").mkdir()
    r = run("d")
    assert r.err == "tally: d: Is a directory\n" and r.out == "" and r.rc == 1


def test_help_and_version(run):
    r = run("--help")
    assert r.rc == 0 and r.out.split("\n")[0] == "Usage: tally [OPTION]... [FILE]..."
    r = run("--version")
    assert r.rc == 0 and r.out == "tally 1.0\n"


def test_invalid_short_option(run):
    r = run("-lz", stdin=b"a\n")
    assert r.rc == 2 and r.out == ""
    assert r.err == "tally: invalid option -- 'z'\n" + TRY


def test_abbreviated_long_option(run):
    r = run("--line", stdin=b"a\n")
    assert r.rc == 2 and r.out == ""
    assert r.err == "tally: unrecognized option '--line'\n" + TRY


def test_bare_total_unrecognized(run):
    r = run("--total", "always", stdin=b"a\n")
    assert r.rc == 2 and r.err == "tally: unrecognized option '--total'\n" + TRY


def test_bad_total_value(run):
    r = run("--total=sometimes", stdin=b"a\n")
    assert r.rc == 2 and r.out == ""
    assert r.err == "tally: invalid argument 'sometimes' for '--total'\n" + TRY


def test_first_usage_error_reported(run):
    r = run("--total=bad", "-q", stdin=b"")
    assert r.err == "tally: invalid argument 'bad' for '--total'\n" + TRY


def test_files0_from_basic(run, mk):
    mk("a", b"x y\n")
    mk("b b", b"z\n")
    mk("list", b"a\x00b b")
    r = run("--files0-from=list")
    assert r.out == "1 2 4 a\n1 1 2 b b\n2 3 6 total\n" and r.rc == 0


def test_files0_from_stdin_single(run, mk):
    mk("a", b"x y\n")
    r = run("-w", "--files0-from=-", stdin=b"a\x00")
    assert r.out == "2 a\n" and r.rc == 0


def test_files0_from_zero_length_name(run, mk):
    mk("a", b"x\n")
    mk("list", b"a\x00\x00a\x00")
    r = run("-l", "--files0-from=list")
    assert r.err == "tally: list:2: invalid zero-length file name\n"
    assert r.out == "1 a\n1 a\n2 total\n" and r.rc == 1


def test_files0_from_with_operand(run, mk):
    mk("list", b"")
    r = run("--files0-from=list", "f1", "f2")
    assert r.rc == 2 and r.out == ""
    assert r.err == ("tally: extra operand 'f1'\n"
                     "file operands cannot be combined with --files0-from\n" + TRY)


def test_files0_from_missing_list(run):
    r = run("--files0-from=nolist")
    assert r.rc == 1 and r.out == ""
    assert r.err == "tally: cannot open 'nolist' for reading: No such file or directory\n"
