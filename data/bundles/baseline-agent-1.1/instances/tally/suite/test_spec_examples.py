"""Tests written from the examples and rules stated in spec.md, one per example."""

from conftest import text


def test_command_line_help_1(run):
    # spec.md line 36 (Command line)
    result = run("tally --help")
    assert result.returncode == 0
    assert text(result.stdout).split("\n")[0] == "Usage: tally [OPTION]... [FILE]..."


def test_command_line_example_1(run):
    # spec.md line 38 (Command line)
    result = run("tally --version")
    assert text(result.stdout) == "tally 1.0\n"


def test_output_format_example_1(run):
    # spec.md line 97 (Output format)
    result = run("printf 'one two\\nthree\\n' | tally")
    assert text(result.stdout) == " 2  3 14\n"


def test_output_format_example_2(run):
    # spec.md line 99 (Output format)
    result = run("printf 'one two\\nthree\\n' | tally -w")
    assert text(result.stdout) == "3\n"


def test_output_format_example_3(run):
    # spec.md line 101 (Output format)
    result = run("printf 'one two\\nthree\\n' > f; tally -l -c f")
    assert text(result.stdout) == " 2 14 f\n"


def test_multiple_files_and_the_total_line_example_1(run):
    # spec.md line 125 (Multiple files and the total line)
    result = run("printf 'a b\\n' > x; printf 'c\\n' > y; tally x y")
    assert text(result.stdout) == "1 2 4 x\n1 1 2 y\n2 3 6 total\n"


def test_errors_and_exit_status_usage_error_1(run):
    # spec.md line 151 (Errors and exit status)
    result = run("tally --no-such-option-baseline")
    assert result.returncode == 2
    assert text(result.stdout) == ""
