"""Tests written from the examples and rules stated in spec.md, one per example."""

from conftest import text


def test_invocation_and_input_example_1(run):
    # spec.md line 30 (Invocation and input)
    result = run("calc '1 + 2' '2 * 3'")
    assert text(result.stdout) == "3\n6\n"


def test_invocation_and_input_example_2(run):
    # spec.md line 33 (Invocation and input)
    result = run("printf '1+1\\n\\n# note\\n5 # five\\n' | calc")
    assert text(result.stdout) == "2\n5\n"


def test_options_example_1(run):
    # spec.md line 44 (Options)
    result = run("calc -- -pi")
    assert text(result.stdout) == "-3.1415926536\n"


def test_options_usage_error_1(run):
    # spec.md line 48 (Options)
    result = run("calc --no-such-option-baseline")
    assert result.returncode == 2
    assert text(result.stdout) == ""


def test_output_format_example_1(run):
    # spec.md line 122 (Output format)
    result = run("calc --precision=0 '250/2.5'")
    assert text(result.stdout) == "100\n"


def test_output_format_example_2(run):
    # spec.md line 129 (Output format)
    result = run("calc '1/3' '2/3' '0.5*4' '2.50' '-1/3'")
    assert text(result.stdout) == "0.3333333333\n0.6666666667\n2\n2.5\n-0.3333333333\n"


def test_output_format_example_3(run):
    # spec.md line 135 (Output format)
    result = run("calc -p 3 '2/3' '1/8'")
    assert text(result.stdout) == "0.667\n0.125\n"


def test_output_format_example_4(run):
    # spec.md line 138 (Output format)
    result = run("calc --precision=0 '7/4'")
    assert text(result.stdout) == "2\n"


def test_variables_example_1(run):
    # spec.md line 164 (Variables)
    result = run("calc 'r = 2' 'pi * r^2' 'ans * 2'")
    assert text(result.stdout) == "12.5663706144\n25.1327412287\n"


def test_errors_and_exit_status_example_1(run):
    # spec.md line 215 (Errors and exit status)
    result = run("calc '2 3' '(1 + 2' '1 + * 2'")
    assert text(result.stdout) == ""
    assert "calc: argument 1: syntax error at column 3: unexpected '3'\n" in text(result.stderr)
    assert "calc: argument 2: syntax error at column 7: unexpected end of expression\n" in text(result.stderr)
    assert "calc: argument 3: syntax error at column 5: unexpected '*'\n" in text(result.stderr)
