from conftest import USAGE


def test_multiple_arguments(calc):
    r = calc("1 + 2", "2 * 3")
    assert r.out == "3\n6\n"
    assert r.rc == 0
    assert r.err == ""


def test_stdin_lines_blank_and_comments(calc):
    r = calc(stdin="1+1\n\n# note\n5 # five\n")
    assert r.out == "2\n5\n"
    assert r.rc == 0


def test_stdin_last_line_without_newline_and_crlf(calc):
    r = calc(stdin="1+2\r\n4*2")
    assert r.out == "3\n8\n"
    assert r.rc == 0


def test_integer_division_exact_and_inexact(calc):
    r = calc("12/4", "7/2", "100/10/5")
    assert r.out == "3\n3.5\n2\n"


def test_floored_modulo_integers(calc):
    r = calc("7 % 3", "-7 % 3", "7 % -3", "-7 % -3")
    assert r.out == "1\n2\n-2\n-1\n"


def test_floored_modulo_decimals(calc):
    r = calc("5.5 % 2", "-5.5 % 2")
    assert r.out == "1.5\n0.5\n"


def test_power_precedence_and_associativity(calc):
    r = calc("2^3^2", "-2^2", "(-2)^2", "2^-2", "0^0", "4^0.5")
    assert r.out == "512\n-4\n4\n0.25\n1\n2\n"


def test_left_associativity_and_precedence(calc):
    r = calc("10-4-3", "7-2+1", "2*7%4", "1+2*3", "- -3", "-+-3")
    assert r.out == "3\n6\n2\n7\n3\n3\n"


def test_integer_overflow_addition(calc):
    r = calc("9223372036854775807 + 1")
    assert r.out == ""
    assert r.err == "calc: argument 1: integer overflow\n"
    assert r.rc == 1


def test_integer_overflow_literal_and_power(calc):
    r = calc("9223372036854775808", "2^63", "2^62")
    assert r.out == "4611686018427387904\n"
    assert r.err == ("calc: argument 1: integer overflow\n"
                     "calc: argument 2: integer overflow\n")
    assert r.rc == 1


def test_decimal_operand_avoids_overflow(calc):
    r = calc("9223372036854775807 + 1.0")
    assert r.out == "9223372036854775808\n"
    assert r.rc == 0


def test_division_by_zero_continues(calc):
    r = calc("1/0", "5 % 0.0", "0^-1", "3")
    assert r.out == "3\n"
    assert r.err == ("calc: argument 1: division by zero\n"
                     "calc: argument 2: division by zero\n"
                     "calc: argument 3: division by zero\n")
    assert r.rc == 1


def test_not_finite(calc):
    r = calc("10.0^400", "(-8)^0.5")
    assert r.out == ""
    assert r.err == ("calc: argument 1: result is not a finite number\n"
                     "calc: argument 2: result is not a finite number\n")
    assert r.rc == 1


def test_output_format_default_precision(calc):
    r = calc("1/3", "2/3", "0.5*4", "2.50", "-1/3")
    assert r.out == "0.3333333333\n0.6666666667\n2\n2.5\n-0.3333333333\n"


def test_negative_zero_prints_zero(calc):
    r = calc("-0.0", "-0.00000000001")
    assert r.out == "0\n0\n"


def test_precision_options(calc):
    assert calc("-p", "3", "2/3", "1/8").out == "0.667\n0.125\n"
    assert calc("--precision=0", "7/4").out == "2\n"
    assert calc("--precision=0", "250/2.5").out == "100\n"
    assert calc("-p", "07", "1/3").out == "0.3333333\n"
    assert calc("-p", "2", "--precision=4", "1/3").out == "0.3333\n"


def test_large_decimal_no_exponent(calc):
    r = calc("2.0^60")
    assert r.out == "1152921504606846976\n"


def test_variables_pi_and_ans(calc):
    r = calc("r = 2", "pi * r^2", "ans * 2")
    assert r.out == "12.5663706144\n25.1327412287\n"
    assert r.rc == 0


def test_ans_initial_and_not_changed_by_assign_or_failure(calc):
    r = calc("ans", "5", "x = 9", "1/0", "ans")
    assert r.out == "0\n5\n5\n"
    assert r.rc == 1


def test_chained_assignment_and_case_sensitivity(calc):
    r = calc("a = b = 2", "a + b", "X = 1", "x")
    assert r.out == "4\n"
    assert r.err == "calc: argument 4: undefined variable 'x'\n"
    assert r.rc == 1


def test_failed_assignment_keeps_value(calc):
    r = calc("a = 1", "a = 1/0", "a", "b = 1/0", "b")
    assert r.out == "1\n"
    assert r.err == ("calc: argument 2: division by zero\n"
                     "calc: argument 4: division by zero\n"
                     "calc: argument 5: undefined variable 'b'\n")


def test_cannot_assign_predefined(calc):
    r = calc("pi = 3", "e = 1", "ans = 2")
    assert r.out == ""
    assert r.err == ("calc: argument 1: cannot assign to 'pi'\n"
                     "calc: argument 2: cannot assign to 'e'\n"
                     "calc: argument 3: cannot assign to 'ans'\n")
    assert r.rc == 1


def test_functions_basic(calc):
    r = calc("sqrt(16)", "abs(-5)", "floor(-2.5)", "ceil(2.1)",
             "round(-2.5)", "round(2.4)", "abs(-1.5)")
    assert r.out == "4\n5\n-3\n3\n-3\n2\n1.5\n"


def test_min_max_and_variable_named_max(calc):
    r = calc("max(1, 2.5, 2)", "min(3, -1, 2)", "max = 3", "max(1, 2) + max")
    assert r.out == "2.5\n-1\n5\n"
    assert r.rc == 0


def test_function_errors(calc):
    r = calc("foo(1/0)", "abs(1, 2)", "min()", "sqrt(-4)", "sqrt()")
    assert r.out == ""
    assert r.err == ("calc: argument 1: unknown function 'foo'\n"
                     "calc: argument 2: abs expects 1 argument, got 2\n"
                     "calc: argument 3: min expects at least 1 argument, got 0\n"
                     "calc: argument 4: sqrt of negative number\n"
                     "calc: argument 5: sqrt expects 1 argument, got 0\n")
    assert r.rc == 1


def test_syntax_errors_spec_example(calc):
    r = calc("2 3", "(1 + 2", "1 + * 2")
    assert r.out == ""
    assert r.err == ("calc: argument 1: syntax error at column 3: unexpected '3'\n"
                     "calc: argument 2: syntax error at column 7: unexpected end of expression\n"
                     "calc: argument 3: syntax error at column 5: unexpected '*'\n")
    assert r.rc == 1


def test_syntax_error_before_evaluation(calc):
    r = calc("1/0 +")
    assert r.err == "calc: argument 1: syntax error at column 6: unexpected end of expression\n"
    assert r.rc == 1


def test_syntax_error_tokens(calc):
    r = calc("1.2.3", "2 pi", "1 $ 2", "3 + # c")
    assert r.err == ("calc: argument 1: syntax error at column 4: unexpected '.3'\n"
                     "calc: argument 2: syntax error at column 3: unexpected 'pi'\n"
                     "calc: argument 3: syntax error at column 3: unexpected '$'\n"
                     "calc: argument 4: syntax error at column 5: unexpected end of expression\n")


def test_stdin_error_line_numbers(calc):
    r = calc(stdin="1\n\n# c\n1/0\n2\n")
    assert r.out == "1\n2\n"
    assert r.err == "calc: line 4: division by zero\n"
    assert r.rc == 1


def test_stdin_not_read_when_args_given(calc):
    r = calc("7", stdin="1/0\n")
    assert r.out == "7\n"
    assert r.err == ""
    assert r.rc == 0


def test_empty_argument_no_output_counts(calc):
    r = calc("", "  # hi", "1/0")
    assert r.out == ""
    assert r.err == "calc: argument 3: division by zero\n"


def test_double_dash_and_negative_expressions(calc):
    assert calc("--", "-pi").out == "-3.1415926536\n"
    assert calc("-5+1", "-(2)").out == "-4\n-2\n"


def test_options_only_before_first_expression(calc):
    r = calc("1", "-p", "3")
    assert r.out == "1\n3\n"
    assert r.err == "calc: argument 2: undefined variable 'p'\n"
    assert r.rc == 1


def test_usage_unknown_option(calc):
    r = calc("-x", "1+1")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "calc: unknown option '-x'\n" + USAGE + "\n"


def test_usage_p_joined_is_unknown(calc):
    r = calc("-p3", "1")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "calc: unknown option '-p3'\n" + USAGE + "\n"


def test_usage_invalid_precision(calc):
    r = calc("--precision=16", "1")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "calc: invalid precision '16'\n" + USAGE + "\n"
    r = calc("-p", "007", "1")
    assert r.rc == 2
    assert r.err == "calc: invalid precision '007'\n" + USAGE + "\n"


def test_usage_p_needs_value(calc):
    r = calc("-p")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "calc: option '-p' needs a value\n" + USAGE + "\n"
