import pytest

USAGE = "Usage: calc [-p N | --precision=N] [--] [EXPRESSION]...\n"


def test_arguments_in_order(run):
    r = run("1 + 2", "2 * 3")
    assert r.returncode == 0
    assert r.out == "3\n6\n"
    assert r.err == ""


def test_stdin_lines_comments_blank(run):
    r = run(stdin="1+1\n\n# note\n5 # five\n")
    assert r.returncode == 0
    assert r.out == "2\n5\n"


def test_stdin_crlf_and_no_final_newline(run):
    r = run(stdin="2*3\r\n4-1")
    assert r.out == "6\n3\n"
    assert r.returncode == 0


def test_stdin_not_read_with_arguments(run):
    r = run("7", stdin="1+1\n")
    assert r.out == "7\n"


def test_decimal_output_examples(run):
    r = run("1/3", "2/3", "0.5*4", "2.50", "-1/3")
    assert r.out == "0.3333333333\n0.6666666667\n2\n2.5\n-0.3333333333\n"


def test_precision_short_option(run):
    r = run("-p", "3", "2/3", "1/8")
    assert r.out == "0.667\n0.125\n"


def test_precision_zero(run):
    r = run("--precision=0", "7/4", "250/2.5")
    assert r.out == "2\n100\n"


def test_negative_zero_prints_zero(run):
    r = run("-p", "2", "-0.001")
    assert r.out == "0\n"


def test_big_decimal_no_exponent(run):
    r = run("2.0^60")
    assert r.out == "1152921504606846976\n"


def test_division_exact_and_inexact(run):
    r = run("12/4", "7/2", "12/4*0.5", "(7/2)*2")
    assert r.out == "3\n3.5\n1.5\n7\n"


def test_floored_modulo(run):
    r = run("7 % 3", "-7 % 3", "7 % -3", "-7 % -3", "5.5 % 2", "-5.5 % 2")
    assert r.out == "1\n2\n-2\n-1\n1.5\n0.5\n"


def test_power_rules(run):
    r = run("0^0", "2^-2", "4^0.5", "2^62")
    assert r.out == "1\n0.25\n2\n4611686018427387904\n"


def test_precedence_and_associativity(run):
    r = run("-2^2", "(-2)^2", "2^3^2", "10-4-3", "100/10/5", "7-2+1", "2*7%4",
            "2^-1", "- -3", "-+-3", "1+2*3")
    assert r.out == "-4\n4\n512\n3\n2\n6\n2\n0.5\n3\n3\n7\n"


def test_leading_zero_literal_and_decimal_forms(run):
    r = run("007 + 1", ".5 + 5.")
    assert r.out == "8\n5.5\n"


def test_integer_overflow(run):
    r = run("9223372036854775807 + 1", "9223372036854775808", "9223372036854775807")
    assert r.returncode == 1
    assert r.out == "9223372036854775807\n"
    assert r.err == ("calc: argument 1: integer overflow\n"
                     "calc: argument 2: integer overflow\n")


def test_division_by_zero(run):
    r = run("1/0", "5 % 0.0", "0^-1")
    assert r.returncode == 1
    assert r.out == ""
    assert r.err == ("calc: argument 1: division by zero\n"
                     "calc: argument 2: division by zero\n"
                     "calc: argument 3: division by zero\n")


def test_not_finite(run):
    r = run("10.0^400", "(-8)^0.5")
    assert r.returncode == 1
    assert r.err == ("calc: argument 1: result is not a finite number\n"
                     "calc: argument 2: result is not a finite number\n")


def test_variables_and_ans(run):
    r = run("r = 2", "pi * r^2", "ans * 2")
    assert r.returncode == 0
    assert r.out == "12.5663706144\n25.1327412287\n"


def test_ans_starts_zero_and_unchanged_by_assign_and_errors(run):
    r = run("ans", "5", "x = 9", "1/0", "ans")
    assert r.out == "0\n5\n5\n"
    assert r.returncode == 1


def test_chained_assignment_and_case(run):
    r = run("a = b = 2", "a + b", "X = 10", "x = 1", "X - x")
    assert r.out == "4\n9\n"


def test_failed_assignment_keeps_value(run):
    r = run("a = 1", "a = 1/0", "a")
    assert r.out == "1\n"
    assert r.err == "calc: argument 2: division by zero\n"


def test_undefined_and_predefined(run):
    r = run("foo + 1", "pi = 3", "e", "ans = 1")
    assert r.returncode == 1
    assert r.out == "2.7182818285\n"
    assert r.err == ("calc: argument 1: undefined variable 'foo'\n"
                     "calc: argument 2: cannot assign to 'pi'\n"
                     "calc: argument 4: cannot assign to 'ans'\n")


def test_functions(run):
    r = run("abs(-3)", "sqrt(16)", "floor(-2.5)", "ceil(2.1)", "round(-2.5)",
            "round(2.4)", "min(3, 1.5, 2)", "max(1, 4, 2)")
    assert r.out == "3\n4\n-3\n3\n-3\n2\n1.5\n4\n"


def test_max_keeps_decimal_type(run):
    # as a decimal, 2.0^63 is finite; as an integer it would overflow
    r = run("max(2.0, 1)^63")
    assert r.returncode == 0
    assert r.out == "9223372036854775808\n"


def test_floor_returns_integer(run):
    r = run("floor(2.9)^63")
    assert r.returncode == 1
    assert r.err == "calc: argument 1: integer overflow\n"


def test_variable_named_like_function(run):
    r = run("max = 3", "max(1, 2) + max")
    assert r.out == "5\n"


def test_function_errors(run):
    r = run("sqrt(-4)", "foo(1/0)", "abs(1, 2)", "min()")
    assert r.returncode == 1
    assert r.out == ""
    assert r.err == ("calc: argument 1: sqrt of negative number\n"
                     "calc: argument 2: unknown function 'foo'\n"
                     "calc: argument 3: abs expects 1 argument, got 2\n"
                     "calc: argument 4: min expects at least 1 argument, got 0\n")


def test_syntax_errors_example(run):
    r = run("2 3", "(1 + 2", "1 + * 2")
    assert r.returncode == 1
    assert r.out == ""
    assert r.err == ("calc: argument 1: syntax error at column 3: unexpected '3'\n"
                     "calc: argument 2: syntax error at column 7: unexpected end of expression\n"
                     "calc: argument 3: syntax error at column 5: unexpected '*'\n")


def test_syntax_error_before_evaluation(run):
    r = run("1/0 +")
    assert r.err == "calc: argument 1: syntax error at column 6: unexpected end of expression\n"


def test_syntax_error_whole_tokens(run):
    r = run("2 pi", "1 + 12.5 3", "2(3)")
    assert r.err == ("calc: argument 1: syntax error at column 3: unexpected 'pi'\n"
                     "calc: argument 2: syntax error at column 10: unexpected '3'\n"
                     "calc: argument 3: syntax error at column 2: unexpected '('\n")


def test_syntax_error_end_with_comment(run):
    r = run("1 +  # c")
    assert r.err == "calc: argument 1: syntax error at column 6: unexpected end of expression\n"


def test_stdin_line_numbers(run):
    r = run(stdin="1\n\n# c\n1/0\n2\n")
    assert r.out == "1\n2\n"
    assert r.err == "calc: line 4: division by zero\n"
    assert r.returncode == 1


def test_double_dash_and_negative_expr(run):
    r = run("--", "-pi")
    assert r.out == "-3.1415926536\n"
    r = run("-5+1", "-(2)")
    assert r.out == "-4\n-2\n"


def test_options_only_before_expressions(run):
    r = run("1", "-p", "3")
    # "-p" taken as expression: syntax error; "3" prints
    assert r.returncode == 1
    assert r.out == "1\n3\n"
    assert r.err.startswith("calc: argument 2: ")


def test_argument_numbering_after_options(run):
    r = run("-p", "2", "1", "1/0")
    assert r.err == "calc: argument 2: division by zero\n"


def test_usage_unknown_option(run):
    r = run("-x", "1")
    assert r.returncode == 2
    assert r.out == ""
    assert r.err == "calc: unknown option '-x'\n" + USAGE


@pytest.mark.parametrize("val", ["16", "-1", "abc", "007"])
def test_usage_invalid_precision(run, val):
    r = run("--precision=" + val, "1")
    assert r.returncode == 2
    assert r.out == ""
    assert r.err == "calc: invalid precision '%s'\n" % val + USAGE


def test_precision_two_digits_leading_zero(run):
    r = run("-p", "07", "1/3")
    assert r.out == "0.3333333\n"


def test_usage_p_needs_value(run):
    r = run("-p")
    assert r.returncode == 2
    assert r.out == ""
    assert r.err == "calc: option '-p' needs a value\n" + USAGE
