"""Tests written from the examples and rules stated in spec.md, one per example."""

from conftest import text


def test_invocation_and_options_usage_error_1(run):
    # spec.md line 32 (Invocation and options)
    result = run("awklet --no-such-option-baseline")
    assert result.returncode == 0
    assert text(result.stdout) == ""


def test_command_line_assignments_example_1(run):
    # spec.md line 567 (Command-line assignments)
    result = run("awklet -v v=010")
    assert text(result.stdout) == "typeof(v)\n"


def test_number_to_string_conversion_example_1(run):
    # spec.md line 631 (Number to string conversion)
    result = run("awklet -3.0")
    assert text(result.stdout) == "-3\n"


def test_number_to_string_conversion_example_2(run):
    # spec.md line 647 (Number to string conversion)
    result = run("awklet -1e15 - 0.5")
    assert text(result.stdout) == "-1e+15\n"
