"""Tests written from the examples and rules stated in spec.md, one per example."""

from conftest import text


def test_invocation_and_options_usage_error_1(run):
    # spec.md line 26 (Invocation and options)
    result = run("flatjson --no-such-option-baseline")
    assert result.returncode == 2
    assert text(result.stdout) == ""


def test_statement_format_example_1(run):
    # spec.md line 56 (Statement format)
    result = run("flatjson", stdin="42")
    assert text(result.stdout) == "json = 42;\n"


def test_statement_format_example_2(run):
    # spec.md line 56 (Statement format)
    result = run("flatjson", stdin="\"hi\"")
    assert text(result.stdout) == "json = \"hi\";\n"


def test_statement_format_example_3(run):
    # spec.md line 59 (Statement format)
    result = run("flatjson", stdin="{\"a\":{\"b\":[1,{}]},\"c\":true}")
    assert text(result.stdout) == "json = {};\njson.a = {};\njson.a.b = [];\njson.a.b[0] = 1;\njson.a.b[1] = {};\njson.c = true;\n"
