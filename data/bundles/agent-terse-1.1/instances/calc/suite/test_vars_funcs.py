"""Variables, ans and functions."""
import pytest

from conftest import calc_ok, calc_err


def test_example_circle(run):
    out = calc_ok(run, "r = 2", "pi * r^2", "ans * 2")
    assert out == "12.5663706144\n25.1327412287\n"


def test_assignment_prints_nothing(run):
    assert calc_ok(run, "x = 5") == ""


def test_assignment_then_use(run):
    assert calc_ok(run, "x = 5", "x * 2") == "10\n"


def test_chained_assignment(run):
    assert calc_ok(run, "a = b = 2", "a + b") == "4\n"


def test_chained_assignment_three(run):
    assert calc_ok(run, "a = b = c = 3", "a * b * c") == "27\n"


def test_reassign(run):
    assert calc_ok(run, "x = 1", "x = x + 1", "x = x * 10", "x") == "20\n"


def test_variable_case_sensitive(run):
    r = run("x = 1", "X")
    assert r.out == ""
    assert r.err == "calc: argument 2: undefined variable 'X'\n"
    assert r.code == 1


def test_both_cases(run):
    assert calc_ok(run, "x = 1", "X = 2", "x - X") == "-1\n"


def test_underscore_name(run):
    assert calc_ok(run, "_x1 = 4", "_x1 * 2") == "8\n"


def test_name_with_digits(run):
    assert calc_ok(run, "abc123 = 7", "abc123") == "7\n"


def test_undefined_variable(run):
    calc_err(run, "foo + 1", "undefined variable 'foo'")


def test_undefined_capital_pi(run):
    calc_err(run, "Pi", "undefined variable 'Pi'")


def test_assignment_keeps_decimal_type(run):
    assert calc_ok(run, "x = 2.0", "x^63") == "9223372036854775808\n"


def test_assignment_keeps_integer_type(run):
    r = run("x = 2", "x^63")
    assert r.out == ""
    assert r.err == "calc: argument 2: integer overflow\n"
    assert r.code == 1


def test_assignment_value_decimal(run):
    assert calc_ok(run, "half = 1/2", "half + half") == "1\n"


@pytest.mark.parametrize("name", ["pi", "e", "ans"])
def test_cannot_assign_predefined(run, name):
    calc_err(run, "%s = 3" % name, "cannot assign to '%s'" % name)


def test_failed_assignment_leaves_undefined(run):
    r = run("a = 1/0", "a")
    assert r.out == ""
    assert r.err == (
        "calc: argument 1: division by zero\n"
        "calc: argument 2: undefined variable 'a'\n"
    )
    assert r.code == 1


def test_failed_assignment_keeps_old_value(run):
    r = run("a = 5", "a = 1/0", "a")
    assert r.out == "5\n"
    assert r.err == "calc: argument 2: division by zero\n"
    assert r.code == 1


def test_failed_chained_assignment_changes_nothing(run):
    r = run("a = 1", "a = b = 1/0", "a", "b")
    assert r.out == "1\n"
    assert r.err == (
        "calc: argument 2: division by zero\n"
        "calc: argument 4: undefined variable 'b'\n"
    )
    assert r.code == 1


def test_chain_with_predefined_fails(run):
    r = run("x = pi = 3", "x")
    assert r.out == ""
    assert r.err == (
        "calc: argument 1: cannot assign to 'pi'\n"
        "calc: argument 2: undefined variable 'x'\n"
    )
    assert r.code == 1


def test_pi_unchanged_after_failed_assign(run):
    r = run("pi = 3", "pi")
    assert r.out == "3.1415926536\n"
    assert r.code == 1


def test_ans_starts_zero(run):
    assert calc_ok(run, "ans") == "0\n"


def test_ans_start_plus(run):
    assert calc_ok(run, "ans + 5") == "5\n"


def test_ans_previous(run):
    assert calc_ok(run, "5", "ans * 2", "ans + 1") == "5\n10\n11\n"


def test_ans_not_changed_by_assignment(run):
    assert calc_ok(run, "5", "x = 7", "ans") == "5\n5\n"


def test_ans_not_changed_by_failure(run):
    r = run("5", "1/0", "ans")
    assert r.out == "5\n5\n"
    assert r.err == "calc: argument 2: division by zero\n"
    assert r.code == 1


def test_ans_keeps_decimal_type(run):
    assert calc_ok(run, "2.0", "ans^63") == "2\n9223372036854775808\n"


def test_ans_keeps_integer_type(run):
    r = run("2", "ans^63")
    assert r.out == "2\n"
    assert r.err == "calc: argument 2: integer overflow\n"


def test_ans_not_changed_by_empty(run):
    assert calc_ok(run, "3", "", "# c", "ans") == "3\n3\n"


def test_ans_in_assignment(run):
    assert calc_ok(run, "4", "y = ans * 3", "y") == "4\n12\n"


def test_variable_named_like_function(run):
    assert calc_ok(run, "max = 3", "max + max(1, 2)") == "5\n"


def test_function_name_as_undefined_variable(run):
    calc_err(run, "sqrt + 1", "undefined variable 'sqrt'")


# ----------------------------------------------------------- functions


@pytest.mark.parametrize(
    "expr,out",
    [
        ("abs(-3)", "3"),
        ("abs(3)", "3"),
        ("abs(-2.5)", "2.5"),
        ("abs(0)", "0"),
        ("sqrt(16)", "4"),
        ("sqrt(2)", "1.4142135624"),
        ("sqrt(0)", "0"),
        ("sqrt(6.25)", "2.5"),
        ("floor(2.7)", "2"),
        ("floor(-2.5)", "-3"),
        ("floor(-0.5)", "-1"),
        ("floor(5)", "5"),
        ("ceil(2.1)", "3"),
        ("ceil(-2.5)", "-2"),
        ("ceil(-0.5)", "0"),
        ("ceil(5)", "5"),
        ("round(2.5)", "3"),
        ("round(-2.5)", "-3"),
        ("round(0.5)", "1"),
        ("round(-0.5)", "-1"),
        ("round(2.4999)", "2"),
        ("round(-2.4)", "-2"),
        ("round(7)", "7"),
        ("round(1.5)", "2"),
        ("min(3, 1, 2)", "1"),
        ("max(3, 1, 2)", "3"),
        ("min(5)", "5"),
        ("max(-1, -2)", "-1"),
        ("min(2, 1.5)", "1.5"),
        ("max(1, 2.5)", "2.5"),
        ("max(min(3, 4), 2)", "3"),
        ("abs(-2^2)", "4"),
        ("sqrt(2)^2", "2"),
        ("max(1+1, 2*2, 3)", "4"),
        ("floor(7/2)", "3"),
        ("min(  4 ,  2  )", "2"),
        ("abs(-9223372036854775807)", "9223372036854775807"),
    ],
)
def test_functions(run, expr, out):
    assert calc_ok(run, expr) == out + "\n"


@pytest.mark.parametrize(
    "expr",
    [
        "floor(2.5)^63",
        "ceil(1.5)^63",
        "round(2.4)^63",
        "abs(-2)^63",
        "max(2, 2.0)^63",
        "min(2, 2.0)^63",
        "max(1, 2)^63",
    ],
)
def test_function_integer_results(run, expr):
    calc_err(run, expr, "integer overflow")


@pytest.mark.parametrize(
    "expr",
    [
        "sqrt(4)^63",
        "abs(-2.0)^63",
        "max(2.0, 2)^63",
        "min(2.0, 2)^63",
        "min(3, 2.0)^63",
    ],
)
def test_function_decimal_results(run, expr):
    assert calc_ok(run, expr) == "9223372036854775808\n"


@pytest.mark.parametrize(
    "expr", ["floor(10.0^19)", "round(2.0^63)", "ceil(-(10.0^19))", "floor(2.0^64)"]
)
def test_rounding_function_overflow(run, expr):
    calc_err(run, expr, "integer overflow")


def test_sqrt_negative(run):
    calc_err(run, "sqrt(-1)", "sqrt of negative number")


def test_sqrt_negative_decimal(run):
    calc_err(run, "sqrt(-0.25)", "sqrt of negative number")


def test_unknown_function(run):
    calc_err(run, "foo(1)", "unknown function 'foo'")


def test_unknown_function_before_args(run):
    calc_err(run, "foo(1/0)", "unknown function 'foo'")


def test_unknown_function_before_undefined_arg(run):
    calc_err(run, "bar(x)", "unknown function 'bar'")


def test_predefined_name_not_function(run):
    calc_err(run, "pi(2)", "unknown function 'pi'")


def test_unknown_function_case(run):
    calc_err(run, "Sqrt(4)", "unknown function 'Sqrt'")


@pytest.mark.parametrize(
    "expr,msg",
    [
        ("sqrt(1, 2)", "sqrt expects 1 argument, got 2"),
        ("abs(1, 2, 3)", "abs expects 1 argument, got 3"),
        ("floor()", "floor expects 1 argument, got 0"),
        ("ceil(1, 2)", "ceil expects 1 argument, got 2"),
        ("round()", "round expects 1 argument, got 0"),
        ("min()", "min expects at least 1 argument, got 0"),
        ("max()", "max expects at least 1 argument, got 0"),
    ],
)
def test_argument_count(run, expr, msg):
    calc_err(run, expr, msg)


def test_argument_count_before_evaluation(run):
    calc_err(run, "sqrt(1/0, 2)", "sqrt expects 1 argument, got 2")


def test_argument_count_before_undefined(run):
    calc_err(run, "abs(x, y)", "abs expects 1 argument, got 2")


def test_args_left_to_right_div_first(run):
    calc_err(run, "max(1/0, x)", "division by zero")


def test_args_left_to_right_undefined_first(run):
    calc_err(run, "max(x, 1/0)", "undefined variable 'x'")


def test_left_operand_first_undefined(run):
    calc_err(run, "x + 1/0", "undefined variable 'x'")


def test_left_operand_first_division(run):
    calc_err(run, "1/0 + x", "division by zero")


def test_left_operand_first_overflow(run):
    calc_err(run, "(2^63) * y", "integer overflow")


def test_nested_error_in_function(run):
    calc_err(run, "abs(sqrt(-4))", "sqrt of negative number")


def test_error_inside_assignment_rhs(run):
    calc_err(run, "z = foo(2)", "unknown function 'foo'")
