"""Functions and variables."""
import pytest

from conftest import check, arg_err


def ok(run, expr, out, *opts):
    check(run(*opts, expr), out + "\n", "", 0)


def fails(run, expr, msg, *opts):
    check(run(*opts, expr), "", arg_err(1, msg), 1)


# ---------------------------------------------------------------- functions

@pytest.mark.parametrize("expr,out", [
    ("abs(-5)", "5"),
    ("abs(5)", "5"),
    ("abs(0)", "0"),
    ("abs(-2.5)", "2.5"),
    ("abs(2.5)", "2.5"),
    ("abs(-9223372036854775807)", "9223372036854775807"),
    ("sqrt(16)", "4"),
    ("sqrt(2)", "1.4142135624"),
    ("sqrt(2.25)", "1.5"),
    ("sqrt(0)", "0"),
    ("sqrt(1/4)", "0.5"),
    ("floor(2.7)", "2"),
    ("floor(-2.5)", "-3"),
    ("floor(-2.0)", "-2"),
    ("floor(7)", "7"),
    ("floor(-7)", "-7"),
    ("floor(0.999)", "0"),
    ("ceil(2.1)", "3"),
    ("ceil(-2.5)", "-2"),
    ("ceil(3.0)", "3"),
    ("ceil(7)", "7"),
    ("ceil(-0.5)", "0"),
    ("round(2.5)", "3"),
    ("round(-2.5)", "-3"),
    ("round(0.5)", "1"),
    ("round(-0.5)", "-1"),
    ("round(1.5)", "2"),
    ("round(-1.5)", "-2"),
    ("round(2.4)", "2"),
    ("round(-2.4)", "-2"),
    ("round(2.6)", "3"),
    ("round(-2.6)", "-3"),
    ("round(0.49)", "0"),
    ("round(7)", "7"),
    ("round(9223372036854775807)", "9223372036854775807"),
    ("floor(2.0^62)", "4611686018427387904"),
    ("floor(-(2.0^63))", "-9223372036854775808"),
    ("ceil(-(2.0^63))", "-9223372036854775808"),
    ("round(-(2.0^63))", "-9223372036854775808"),
    ("min(3, 1, 2)", "1"),
    ("max(3, 1, 2)", "3"),
    ("min(5)", "5"),
    ("max(5)", "5"),
    ("min(-1, -0.5)", "-1"),
    ("max(-1, -0.5)", "-0.5"),
    ("max(1, 2.5)", "2.5"),
    ("min(1, 2.5)", "1"),
    ("max(1, 2, 3, 2)", "3"),
    ("min(2, 2)", "2"),
    ("max(1+1, 2*3, 10/4)", "6"),
    ("min(1/3, 1)", "0.3333333333"),
    ("max(sqrt(16), 3)", "4"),
    ("abs(-3) + floor(2.5) * ceil(1.5)", "7"),
    ("sqrt(abs(-16))", "4"),
    ("max(min(1, 2), min(3, 4))", "3"),
    ("- abs(-4)", "-4"),
    ("0-abs(-4)", "-4"),
    ("abs(-2)^2", "4"),
    ("max ( 1 , 2 )", "2"),
    ("2 * sqrt(9)", "6"),
])
def test_function_values(run, expr, out):
    ok(run, expr, out)


# The type of a function result is observable through ^ with a large exponent:
# an integer 2 raised to 70 overflows, a decimal 2 prints all digits.
@pytest.mark.parametrize("expr", [
    "abs(-2)^70",
    "floor(2.5)^70",
    "ceil(1.5)^70",
    "round(1.5)^70",
    "floor(2)^70",
    "min(2, 3.0)^70",
    "max(2, 1.0)^70",
    "max(2, 2.0)^70",
    "min(2, 2.0)^70",
])
def test_function_result_is_integer(run, expr):
    fails(run, expr, "integer overflow")


@pytest.mark.parametrize("expr", [
    "abs(-2.0)^70",
    "sqrt(4)^70",
    "min(2.0, 3)^70",
    "max(2.0, 1)^70",
    "max(2.0, 2)^70",
    "min(2.0, 2)^70",
])
def test_function_result_is_decimal(run, expr):
    ok(run, expr, "1180591620717411303424")


@pytest.mark.parametrize("expr", ["floor(2.0^63)", "ceil(2.0^63)", "round(2.0^63)",
                                  "floor(10.0^19)", "ceil(10.0^20)", "round(-(10.0^19))",
                                  "floor(-(2.0^64))"])
def test_rounding_function_overflow(run, expr):
    fails(run, expr, "integer overflow")


@pytest.mark.parametrize("expr", ["sqrt(-1)", "sqrt(-4)", "sqrt(-0.5)", "sqrt(0 - 9)"])
def test_sqrt_negative(run, expr):
    fails(run, expr, "sqrt of negative number")


@pytest.mark.parametrize("expr,msg", [
    ("foo(1)", "unknown function 'foo'"),
    ("Sqrt(4)", "unknown function 'Sqrt'"),
    ("SQRT(4)", "unknown function 'SQRT'"),
    ("pi(2)", "unknown function 'pi'"),
    ("x(1)", "unknown function 'x'"),
    ("log(10)", "unknown function 'log'"),
    ("foo()", "unknown function 'foo'"),
    ("foo(1/0)", "unknown function 'foo'"),
    ("foo(undefined_var)", "unknown function 'foo'"),
    ("foo(1, 2, 3)", "unknown function 'foo'"),
    ("1 + bar_2(3)", "unknown function 'bar_2'"),
])
def test_unknown_function(run, expr, msg):
    fails(run, expr, msg)


@pytest.mark.parametrize("expr,msg", [
    ("abs()", "abs expects 1 argument, got 0"),
    ("abs(1, 2)", "abs expects 1 argument, got 2"),
    ("sqrt()", "sqrt expects 1 argument, got 0"),
    ("sqrt(1, 2, 3)", "sqrt expects 1 argument, got 3"),
    ("floor(1, 2)", "floor expects 1 argument, got 2"),
    ("ceil()", "ceil expects 1 argument, got 0"),
    ("round(1.5, 2)", "round expects 1 argument, got 2"),
    ("min()", "min expects at least 1 argument, got 0"),
    ("max()", "max expects at least 1 argument, got 0"),
    ("sqrt(1/0, 2)", "sqrt expects 1 argument, got 2"),
    ("abs(nope, 1/0)", "abs expects 1 argument, got 2"),
])
def test_argument_count(run, expr, msg):
    fails(run, expr, msg)


@pytest.mark.parametrize("expr,msg", [
    ("sqrt(1/0)", "division by zero"),
    ("min(1, 1/0, nope)", "division by zero"),
    ("min(1, nope, 1/0)", "undefined variable 'nope'"),
    ("max(2^63, 1/0)", "integer overflow"),
    ("abs(nope)", "undefined variable 'nope'"),
    ("floor(sqrt(-1))", "sqrt of negative number"),
    ("max(1, foo(2))", "unknown function 'foo'"),
])
def test_errors_inside_arguments(run, expr, msg):
    fails(run, expr, msg)


def test_function_name_as_variable_name(run):
    check(run("max = 3", "max(1, max)", "max"), "3\n3\n")


def test_sqrt_variable_and_function(run):
    check(run("sqrt = 9", "sqrt(sqrt)"), "3\n")


def test_function_name_without_call_is_variable(run):
    fails(run, "sqrt", "undefined variable 'sqrt'")


# ---------------------------------------------------------------- variables

def test_spec_example_variables(run):
    check(run("r = 2", "pi * r^2", "ans * 2"), "12.5663706144\n25.1327412287\n")


def test_assignment_prints_nothing(run):
    check(run("x = 5"), "", "", 0)


def test_assignment_then_use(run):
    check(run("x = 5", "x * 2"), "10\n")


def test_assignment_with_spaces_absent(run):
    check(run("x=5", "x+1"), "6\n")


def test_chained_assignment(run):
    check(run("a = b = 2", "a", "b"), "2\n2\n")


def test_chained_assignment_three(run):
    check(run("a = b = c = 1 + 2", "a + b + c"), "9\n")


def test_reassignment(run):
    check(run("x = 1", "x = x + 1", "x = x * 10", "x"), "20\n")


def test_assignment_keeps_decimal_type(run):
    check(run("x = 2.0", "x^70"), "1180591620717411303424\n")


def test_assignment_keeps_integer_type(run):
    check(run("x = 2", "x^70"), "", arg_err(2, "integer overflow"), 1)


def test_variables_case_sensitive(run):
    check(run("x = 1", "X = 2", "x", "X"), "1\n2\n")


def test_undefined_uppercase_variant(run):
    check(run("x = 1", "X"), "", arg_err(2, "undefined variable 'X'"), 1)


def test_undefined_variable(run):
    fails(run, "y + 1", "undefined variable 'y'")


def test_undefined_variable_name_quoted_whole(run):
    fails(run, "foo_bar9 * 2", "undefined variable 'foo_bar9'")


def test_variable_names_with_underscore_and_digits(run):
    check(run("_x1 = 4", "_x1 * 2", "_ = 3", "_ + _x1"), "8\n7\n")


def test_variable_name_starting_with_e(run):
    check(run("e2 = 5", "e2 + 1"), "6\n")


def test_variable_name_pi_prefix(run):
    check(run("pie = 1", "pie"), "1\n")


def test_pi_value(run):
    ok(run, "pi", "3.1415926536")


def test_e_value(run):
    ok(run, "e", "2.7182818285")


def test_pi_full_precision(run):
    ok(run, "pi", "3.141592653589793", "-p", "15")


def test_e_full_precision(run):
    ok(run, "e", "2.718281828459045", "-p", "15")


def test_pi_is_decimal(run):
    ok(run, "floor(pi)", "3")


@pytest.mark.parametrize("name", ["pi", "e", "ans"])
def test_cannot_assign_predefined(run, name):
    fails(run, name + " = 3", "cannot assign to '%s'" % name)


def test_predefined_unchanged_after_failed_assignment(run):
    check(run("pi = 3", "pi"), "3.1415926536\n", arg_err(1, "cannot assign to 'pi'"), 1)


def test_chained_assignment_to_predefined_fails_entirely(run):
    check(run("a = pi = 3", "a"), "",
          arg_err(1, "cannot assign to 'pi'") + arg_err(2, "undefined variable 'a'"), 1)


def test_failed_assignment_keeps_previous_value(run):
    check(run("a = 5", "a = 1/0", "a"), "5\n", arg_err(2, "division by zero"), 1)


def test_failed_assignment_leaves_undefined(run):
    check(run("a = 1/0", "a"), "",
          arg_err(1, "division by zero") + arg_err(2, "undefined variable 'a'"), 1)


def test_failed_chained_assignment_changes_nothing(run):
    check(run("a = 1", "b = 2", "a = b = 1/0", "a + b"), "3\n",
          arg_err(3, "division by zero"), 1)


def test_ans_starts_at_zero(run):
    ok(run, "ans", "0")


def test_ans_initial_is_integer(run):
    ok(run, "ans + 1", "1")


def test_ans_is_last_result(run):
    check(run("5", "ans + 1", "ans * 2"), "5\n6\n12\n")


def test_ans_keeps_decimal_type(run):
    check(run("2.0", "ans^70"), "2\n1180591620717411303424\n")


def test_ans_keeps_integer_type(run):
    check(run("2", "ans^70"), "2\n", arg_err(2, "integer overflow"), 1)


def test_ans_not_changed_by_assignment(run):
    check(run("5", "x = 3", "ans"), "5\n5\n")


def test_ans_not_changed_by_failure(run):
    check(run("5", "1/0", "ans"), "5\n5\n", arg_err(2, "division by zero"), 1)


def test_ans_not_changed_by_syntax_error(run):
    check(run("7", "1 +", "ans"), "7\n7\n",
          arg_err(2, "syntax error at column 4: unexpected end of expression"), 1)


def test_ans_not_changed_by_empty_expression(run):
    check(run("7", "", "# c", "ans"), "7\n7\n")


def test_ans_keeps_full_precision(run):
    check(run("1/3", "ans * 3"), "0.3333333333\n1\n")


def test_assign_from_ans(run):
    check(run("6 * 7", "x = ans", "x + 0"), "42\n42\n")


def test_variables_shared_across_stdin_lines(run):
    check(run(stdin="a = 3\nb = a * 2\na + b\n"), "9\n")


def test_assignment_not_at_start_is_syntax_error(run):
    fails(run, "1 + a = 2", "syntax error at column 7: unexpected '='")


def test_assignment_in_parentheses_is_syntax_error(run):
    fails(run, "(a = 2)", "syntax error at column 4: unexpected '='")


def test_assignment_to_number_is_syntax_error(run):
    fails(run, "3 = 4", "syntax error at column 3: unexpected '='")


def test_assignment_in_right_side_not_at_start(run):
    fails(run, "a = 1 + b = 2", "syntax error at column 11: unexpected '='")


def test_assignment_missing_value(run):
    fails(run, "a =", "syntax error at column 4: unexpected end of expression")


def test_assignment_uses_old_value_on_right(run):
    check(run("n = 10", "n = n - 1", "n"), "9\n")
