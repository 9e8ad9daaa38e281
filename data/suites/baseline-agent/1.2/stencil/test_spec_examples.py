"""Tests written from the examples and rules stated in spec.md, one per example."""

from conftest import text


def test_usage_errors_usage_error_1(run):
    # spec.md line 67 (Usage errors)
    result = run("stencil --no-such-option-baseline")
    assert result.returncode == 2
    assert text(result.stdout) == ""


def test_help_and_version_example_1(run):
    # spec.md line 105 (Help and version)
    result = run("stencil --version")
    assert text(result.stdout) == "stencil 1.2.0\\n\n"


def test_number_filters_example_1(run):
    # spec.md line 1466 (Number filters)
    result = run("stencil -1")
    assert text(result.stdout) == "1 Byte\n"
