import os


def out(r):
    return r.stdout.decode()


# ---- defaults and format ----

def test_default_stdin_example(run):
    r = run(stdin="one two\nthree\n")
    assert r.returncode == 0
    assert out(r) == " 2  3 14\n"


def test_single_count_no_padding(run):
    r = run("-w", stdin="one two\nthree\n")
    assert out(r) == "3\n"
    assert r.returncode == 0


def test_named_file_lines_bytes(run):
    run.write("f", "one two\nthree\n")
    r = run("-l", "-c", "f")
    assert out(r) == " 2 14 f\n"


def test_fixed_order_regardless_of_options(run):
    run.write("f", "one two\nthree\n")
    r = run("-c", "-l", "f")
    assert out(r) == " 2 14 f\n"


def test_grouped_short_options_and_repeat(run):
    r = run("-wl", "-l", stdin="one two\nthree\n")
    assert out(r) == "2 3\n"


def test_long_options_all(run):
    r = run("--lines", "--words", "--chars", "--bytes", "--max-line-length",
            stdin="h\u00e9llo w\n")
    # bytes: h c3 a9 l l o space w \n = 9 ; chars 8 ; width 7
    assert out(r) == "1 2 8 9 7\n"


# ---- lines / words / bytes ----

def test_final_line_without_newline_not_counted(run):
    r = run("-l", stdin=b"a\nb")
    assert out(r) == "1\n"


def test_empty_input(run):
    r = run(stdin=b"")
    assert out(r) == "0 0 0\n"


def test_word_whitespace_set(run):
    data = b"  a\tb\nc\x0bd\x0ce\rf  g  \n"
    r = run("-w", stdin=data)
    assert out(r) == "7\n"


def test_nul_and_punct_and_high_bytes_in_words(run):
    data = b"a\x00b a-b,c \xff\xfe\n"
    r = run("-w", stdin=data)
    assert out(r) == "3\n"


def test_crlf_lines(run):
    r = run("-l", "-w", "-c", stdin=b"ab\r\ncd\r\n")
    assert out(r) == "2 2 8\n"


# ---- characters ----

def test_chars_utf8(run):
    data = "\u00e9\u20ac\U0001F600a\n".encode()
    r = run("-m", "-c", stdin=data)
    # bytes: 2+3+4+1+1 = 11 ; chars 5
    assert out(r) == " 5 11\n"


def test_chars_no_validation(run):
    data = b"\xa9\xc3a\xc0\xff"
    r = run("-m", stdin=data)
    # a9 ->0, c3 ->1, a ->1, c0 ->1, ff ->1
    assert out(r) == "4\n"


# ---- max line length ----

def test_max_line_length_tabs(run):
    # "abc\tx" -> 3 -> 8 -> 9 ; "\t\t" -> 16 ; final unterminated line counted
    r = run("-L", stdin=b"abc\tx\n\t\tz\nshort")
    assert out(r) == "17\n"


def test_max_line_length_continuation_and_cr(run):
    data = "\u00e9\u00e9\r\n".encode()
    r = run("-L", stdin=data)
    assert out(r) == "3\n"


def test_max_line_length_only_newlines(run):
    r = run("-L", stdin=b"\n\n\n")
    assert out(r) == "0\n"


def test_max_line_length_final_line_no_newline(run):
    r = run("-L", stdin=b"ab\nabcdef")
    assert out(r) == "6\n"


# ---- multiple files / total ----

def test_two_files_total(run):
    run.write("x", "a b\n")
    run.write("y", "c\n")
    r = run("x", "y")
    assert out(r) == "1 2 4 x\n1 1 2 y\n2 3 6 total\n"
    assert r.returncode == 0


def test_total_width_from_total_row(run):
    run.write("x", "a" * 6 + "\n")
    run.write("y", "b" * 5 + "\n")
    r = run("-c", "x", "y")
    assert out(r) == " 7 x\n 6 y\n13 total\n"


def test_total_max_line_length_is_max(run):
    run.write("x", "abcd\n")
    run.write("y", "ab\n")
    r = run("-L", "-l", "x", "y")
    assert out(r) == "1 4 x\n1 2 y\n2 4 total\n"


def test_total_always_single(run):
    r = run("--total=always", "-l", stdin=b"a\nb\n")
    assert out(r) == "2\n2 total\n"


def test_total_never(run):
    run.write("x", "a b\n")
    run.write("y", "c\n")
    r = run("--total=never", "x", "y")
    assert out(r) == "1 2 4 x\n1 1 2 y\n"


def test_total_only(run):
    run.write("x", "a b\n")
    run.write("y", "c\n")
    r = run("--total=only", "x", "y")
    assert out(r) == "2 3 6\n"


def test_options_after_operands(run):
    run.write("x", "a b\n")
    r = run("x", "-w")
    assert out(r) == "2 x\n"


# ---- stdin ----

def test_dash_named_and_repeated(run):
    run.write("x", "a b\n")
    r = run("-w", "-", "x", "-", stdin=b"one two three\n")
    assert out(r) == "3 -\n2 x\n0 -\n5 total\n"


def test_double_dash_ends_options(run):
    run.write("-w", "a b c\n")
    r = run("-l", "--", "-w")
    assert out(r) == "1 -w\n"


# ---- errors ----

def test_missing_file_continues(run):
    run.write("x", "a b\n")
    r = run("x", "nope")
    assert r.returncode == 1
    assert r.stderr.decode() == "tally: nope: No such file or directory\n"
    assert out(r) == "1 2 4 x\n1 2 4 total\n"


def test_directory_error(run):
    os.mkdir(os.path.join(run.cwd, "d"))
    r = run("-l", "d")
    assert r.returncode == 1
    assert r.stderr.decode() == "tally: d: Is a directory\n"
    assert out(r) == ""


def test_invalid_short_option(run):
    r = run("-lz", stdin=b"x\n")
    assert r.returncode == 2
    assert r.stdout == b""
    assert r.stderr.decode() == (
        "tally: invalid option -- 'z'\nTry 'tally --help' for more information.\n"
    )


def test_unrecognized_long_option(run):
    r = run("--foo=bar", stdin=b"x\n")
    assert r.returncode == 2
    assert r.stdout == b""
    assert r.stderr.decode() == (
        "tally: unrecognized option '--foo=bar'\nTry 'tally --help' for more information.\n"
    )


def test_bad_total_value(run):
    r = run("--total=sometimes", stdin=b"x\n")
    assert r.returncode == 2
    assert r.stdout == b""
    assert r.stderr.decode() == (
        "tally: invalid argument 'sometimes' for '--total'\n"
        "Try 'tally --help' for more information.\n"
    )


def test_help(run):
    r = run("--help")
    assert r.returncode == 0
    assert out(r).split("\n")[0] == "Usage: tally [OPTION]... [FILE]..."


def test_version(run):
    r = run("--version")
    assert r.returncode == 0
    assert out(r) == "tally 1.0\n"


# ---- files0-from ----

def test_files0_from_list(run):
    run.write("a", "a b\n")
    run.write("b b", "c\n")
    run.write("list", b"a\x00b b")
    r = run("--files0-from=list")
    assert r.returncode == 0
    assert out(r) == "1 2 4 a\n1 1 2 b b\n2 3 6 total\n"


def test_files0_from_stdin_empty_name(run):
    run.write("a", "a b\n")
    r = run("-l", "--files0-from=-", stdin=b"a\x00\x00a\x00")
    assert r.returncode == 1
    assert r.stderr.decode() == "tally: -:2: invalid zero-length file name\n"
    assert out(r) == "1 a\n1 a\n2 total\n"


def test_files0_from_missing_list(run):
    r = run("--files0-from=nolist")
    assert r.returncode == 1
    assert r.stdout == b""
    assert r.stderr.decode() == (
        "tally: cannot open 'nolist' for reading: No such file or directory\n"
    )


def test_files0_from_with_operand(run):
    run.write("list", b"")
    run.write("a", "x\n")
    r = run("--files0-from=list", "a")
    assert r.returncode == 2
    assert r.stdout == b""
    assert r.stderr.decode() == (
        "tally: extra operand 'a'\n"
        "file operands cannot be combined with --files0-from\n"
        "Try 'tally --help' for more information.\n"
    )
