"""Tests written from the examples and rules stated in spec.md, one per example."""

from conftest import text


def test_invocation_and_operands_example_1(run):
    # spec.md line 48 (Invocation and operands)
    result = run("minimake b a")
    assert text(result.stdout) == "B\nA\n"


def test_usage_errors_usage_error_1(run):
    # spec.md line 83 (Usage errors)
    result = run("minimake --no-such-option-baseline")
    assert result.returncode == 2
    assert text(result.stdout) == ""


def test_option_i_example_1(run):
    # spec.md line 293 (Option -I)
    result = run("minimake -I nope -I d -I d")
    assert text(result.stdout) == "nope d d\n"


def test_recursive_invocation_example_1(run):
    # spec.md line 419 (Recursive invocation)
    result = run("minimake -s -k")
    assert text(result.stdout) == "ks\n"


def test_recursive_invocation_example_2(run):
    # spec.md line 419 (Recursive invocation)
    result = run("minimake -s X='a b'")
    assert text(result.stdout) == "s -- X=a\\ b\n"


def test_built_in_rules_and_variables_example_1(run):
    # spec.md line 1246 (Built-in rules and variables)
    result = run("minimake -n prog")
    assert text(result.stdout) == "cc   -c -o prog.o prog.c\ncc  prog.o  -o prog\n"
