"""Command-line parsing: mixing, --, -, --help, --version."""

TRY = "Try 'tally --help' for more information.\n"


def test_options_after_file(run):
    run.file("f", b"one two\nthree\n")
    r = run("f", "-l")
    assert r.code == 0
    assert r.out == "2 f\n"


def test_options_apply_to_all_files(run):
    run.file("x", b"a b\n")
    run.file("y", b"c\nd\n")
    r = run("x", "-l", "y")
    assert r.code == 0
    assert r.out == "1 x\n2 y\n3 total\n"


def test_double_dash_makes_dash_name_a_file(run):
    run.file("-l", b"a b c\n")
    r = run("--", "-l")
    assert r.code == 0
    assert r.out == "1 3 6 -l\n"


def test_double_dash_with_option_before(run):
    run.file("-w", b"a b c\n")
    r = run("-c", "--", "-w")
    assert r.code == 0
    assert r.out == "6 -w\n"


def test_double_dash_then_long_option_like_name(run):
    run.file("--bytes", b"hello\n")
    r = run("-w", "--", "--bytes")
    assert r.code == 0
    assert r.out == "1 --bytes\n"


def test_dash_reads_stdin_named(run):
    r = run("-", stdin=b"a b\n")
    assert r.code == 0
    assert r.out == "1 2 4 -\n"


def test_dash_with_option(run):
    r = run("-w", "-", stdin=b"a b c\n")
    assert r.out == "3 -\n"


def test_dash_twice(run):
    r = run("-", "-", stdin=b"a b\n")
    assert r.code == 0
    assert r.out == "1 2 4 -\n0 0 0 -\n1 2 4 total\n"


def test_dash_mixed_with_file(run):
    run.file("x", b"c\n")
    r = run("x", "-", stdin=b"a b\n")
    assert r.code == 0
    assert r.out == "1 1 2 x\n1 2 4 -\n2 3 6 total\n"


def test_file_then_dash_then_file(run):
    run.file("x", b"one\n")
    run.file("y", b"two three\n")
    r = run("-w", "x", "-", "y", stdin=b"s t u v\n")
    assert r.out == "1 x\n4 -\n2 y\n7 total\n"


def test_stdin_not_read_with_file_operand(run):
    run.file("x", b"a\n")
    r = run("-c", "x", stdin=b"lots of stdin data\n")
    assert r.out == "2 x\n"


def test_help(run):
    r = run("--help")
    assert r.code == 0
    assert r.out.split("\n")[0] == "Usage: tally [OPTION]... [FILE]..."


def test_help_with_stdin_data(run):
    r = run("--help", stdin=b"a b c\n")
    assert r.code == 0
    assert r.out.startswith("Usage: tally [OPTION]... [FILE]...\n")


def test_version(run):
    r = run("--version")
    assert r.code == 0
    assert r.out == "tally 1.0\n"


def test_version_with_stdin_data(run):
    r = run("--version", stdin=b"a b c\n")
    assert r.code == 0
    assert r.out == "tally 1.0\n"


def test_invalid_short_option(run):
    r = run("-z", stdin=b"a\n")
    assert r.code == 2
    assert r.out == ""
    assert r.err == "tally: invalid option -- 'z'\n" + TRY


def test_invalid_short_option_in_group(run):
    r = run("-lz", stdin=b"a\n")
    assert r.code == 2
    assert r.out == ""
    assert r.err == "tally: invalid option -- 'z'\n" + TRY


def test_first_unknown_letter_reported(run):
    r = run("-lqzw", stdin=b"a\n")
    assert r.code == 2
    assert r.out == ""
    assert r.err == "tally: invalid option -- 'q'\n" + TRY


def test_invalid_uppercase_short_option(run):
    r = run("-C", stdin=b"a\n")
    assert r.code == 2
    assert r.err == "tally: invalid option -- 'C'\n" + TRY


def test_unknown_long_option(run):
    r = run("--foo", stdin=b"a\n")
    assert r.code == 2
    assert r.out == ""
    assert r.err == "tally: unrecognized option '--foo'\n" + TRY


def test_unknown_long_option_with_value(run):
    r = run("--foo=bar", stdin=b"a\n")
    assert r.code == 2
    assert r.out == ""
    assert r.err == "tally: unrecognized option '--foo=bar'\n" + TRY


def test_usage_error_no_output_even_with_valid_file(run):
    run.file("x", b"a b\n")
    r = run("x", "-z")
    assert r.code == 2
    assert r.out == ""
    assert r.err == "tally: invalid option -- 'z'\n" + TRY


def test_usage_error_after_valid_file_and_option(run):
    run.file("x", b"a b\n")
    r = run("-l", "x", "--nope")
    assert r.code == 2
    assert r.out == ""
    assert r.err == "tally: unrecognized option '--nope'\n" + TRY
