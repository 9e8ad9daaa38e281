USAGE = "Usage: calc [-p N | --precision=N] [--] [EXPRESSION]...\n"


def test_basic_args(calc):
    assert calc("1 + 2", "2 * 3") == (0, "3\n6\n", "")


def test_stdin_blank_and_comments(calc):
    assert calc(stdin="1+1\n\n# note\n5 # five\n") == (0, "2\n5\n", "")


def test_stdin_last_line_no_newline_and_crlf(calc):
    assert calc(stdin="1+2\r\n3*3") == (0, "3\n9\n", "")


def test_decimal_output_format(calc):
    rc, out, err = calc("1/3", "2/3", "0.5*4", "2.50", "-1/3")
    assert (rc, out) == (0, "0.3333333333\n0.6666666667\n2\n2.5\n-0.3333333333\n")


def test_precision_options(calc):
    assert calc("-p", "3", "2/3", "1/8") == (0, "0.667\n0.125\n", "")
    assert calc("--precision=0", "7/4")[1] == "2\n"
    assert calc("--precision=0", "250/2.5")[1] == "100\n"


def test_precision_last_wins_and_leading_zero(calc):
    assert calc("-p", "2", "--precision=04", "1/3")[1] == "0.3333\n"


def test_integer_division_types(calc):
    assert calc("12/4", "7/2", "2^62/2", "-7/2")[1] == "3\n3.5\n2305843009213693952\n-3.5\n"


def test_floored_modulo(calc):
    assert calc("7 % 3", "-7 % 3", "7 % -3", "-7 % -3", "5.5 % 2", "-5.5 % 2")[1] == \
        "1\n2\n-2\n-1\n1.5\n0.5\n"


def test_power(calc):
    assert calc("0^0", "2^-2", "4^0.5", "2^3^2", "-2^2", "(-2)^2", "2^-1")[1] == \
        "1\n0.25\n2\n512\n-4\n4\n0.5\n"


def test_big_decimal_no_exponent(calc):
    assert calc("2.0^60")[1] == "1152921504606846976\n"


def test_precedence_and_assoc(calc):
    assert calc("10-4-3", "100/10/5", "7-2+1", "2*7%4", "- -3", "-+-3", "1+2*3")[1] == \
        "3\n2\n6\n2\n3\n3\n7\n"


def test_integer_overflow(calc):
    rc, out, err = calc("9223372036854775807 + 1")
    assert (rc, out, err) == (1, "", "calc: argument 1: integer overflow\n")


def test_literal_overflow_and_max(calc):
    rc, out, err = calc("9223372036854775807", "9223372036854775808")
    assert rc == 1
    assert out == "9223372036854775807\n"
    assert err == "calc: argument 2: integer overflow\n"


def test_negate_min_int_overflow(calc):
    rc, out, err = calc("-9223372036854775807 - 1", "-(-9223372036854775807 - 1)")
    assert out == "-9223372036854775808\n"
    assert err == "calc: argument 2: integer overflow\n"
    assert rc == 1


def test_division_by_zero(calc):
    rc, out, err = calc("1/0", "5 % 0.0", "0^-1")
    assert rc == 1 and out == ""
    assert err == ("calc: argument 1: division by zero\n"
                   "calc: argument 2: division by zero\n"
                   "calc: argument 3: division by zero\n")


def test_not_finite(calc):
    rc, out, err = calc("10.0^400", "(-8)^0.5")
    assert err == ("calc: argument 1: result is not a finite number\n"
                   "calc: argument 2: result is not a finite number\n")


def test_variables_and_ans(calc):
    assert calc("r = 2", "pi * r^2", "ans * 2") == (0, "12.5663706144\n25.1327412287\n", "")


def test_ans_initial_and_unchanged_by_failure(calc):
    rc, out, err = calc("ans", "5", "1/0", "x = 9", "ans + 1")
    assert out == "0\n5\n6\n"
    assert rc == 1


def test_chained_assignment_case_sensitive(calc):
    rc, out, err = calc("a = b = 2", "a + b", "X = 1", "x")
    assert out == "4\n"
    assert err == "calc: argument 4: undefined variable 'x'\n"


def test_failed_assignment_keeps_value(calc):
    rc, out, err = calc("a = 1", "a = 1/0", "a")
    assert out == "1\n"
    assert err == "calc: argument 2: division by zero\n"


def test_cannot_assign_predefined(calc):
    rc, out, err = calc("pi = 3", "e = 1", "ans = 2")
    assert rc == 1 and out == ""
    assert err == ("calc: argument 1: cannot assign to 'pi'\n"
                   "calc: argument 2: cannot assign to 'e'\n"
                   "calc: argument 3: cannot assign to 'ans'\n")


def test_functions(calc):
    assert calc("abs(-3)", "sqrt(16)", "floor(-2.5)", "ceil(2.1)", "round(-2.5)",
                "round(2.5)", "min(3, 1.5, 2)", "max(1, 2.0, 2)")[1] == \
        "3\n4\n-3\n3\n-3\n3\n1.5\n2\n"


def test_max_variable_separate_and_type_kept(calc):
    assert calc("max = 3", "max(1, max)", "max(2.0, 2)^63", "7/max(2, 1)")[1] == \
        "3\n9223372036854775808\n3.5\n"


def test_function_errors(calc):
    rc, out, err = calc("sqrt(-1)", "foo(1/0)", "abs(1, 2)", "min()", "round(1/0, 1)")
    assert rc == 1 and out == ""
    assert err == ("calc: argument 1: sqrt of negative number\n"
                   "calc: argument 2: unknown function 'foo'\n"
                   "calc: argument 3: abs expects 1 argument, got 2\n"
                   "calc: argument 4: min expects at least 1 argument, got 0\n"
                   "calc: argument 5: round expects 1 argument, got 2\n")


def test_syntax_errors(calc):
    rc, out, err = calc("2 3", "(1 + 2", "1 + * 2")
    assert rc == 1 and out == ""
    assert err == ("calc: argument 1: syntax error at column 3: unexpected '3'\n"
                   "calc: argument 2: syntax error at column 7: unexpected end of expression\n"
                   "calc: argument 3: syntax error at column 5: unexpected '*'\n")


def test_syntax_error_before_evaluation_and_tokens(calc):
    rc, out, err = calc("1/0 +", "1.2.3", "2 pi", "1 $", "2 + 3  # c")
    assert out == "5\n"
    assert err == ("calc: argument 1: syntax error at column 6: unexpected end of expression\n"
                   "calc: argument 2: syntax error at column 4: unexpected '.3'\n"
                   "calc: argument 3: syntax error at column 3: unexpected 'pi'\n"
                   "calc: argument 4: syntax error at column 3: unexpected '$'\n")


def test_stdin_error_line_numbers(calc):
    rc, out, err = calc(stdin="1\n\n# c\n1/0\nq\n")
    assert rc == 1
    assert out == "1\n"
    assert err == ("calc: line 4: division by zero\n"
                   "calc: line 5: undefined variable 'q'\n")


def test_stdin_ignored_with_args(calc):
    assert calc("7", stdin="1\n") == (0, "7\n", "")


def test_negative_number_args_and_double_dash(calc):
    assert calc("-5+1", "-(2)") == (0, "-4\n-2\n", "")
    assert calc("--", "-pi") == (0, "-3.1415926536\n", "")


def test_options_only_before_expressions(calc):
    rc, out, err = calc("1", "-x")
    assert out == "1\n"
    assert rc == 1
    assert err.startswith("calc: argument 2: ")


def test_unknown_option(calc):
    assert calc("-x", "1") == (2, "", "calc: unknown option '-x'\n" + USAGE)
    assert calc("-p3", "1") == (2, "", "calc: unknown option '-p3'\n" + USAGE)


def test_invalid_precision(calc):
    assert calc("-p", "16", "1") == (2, "", "calc: invalid precision '16'\n" + USAGE)
    assert calc("--precision=007", "1") == (2, "", "calc: invalid precision '007'\n" + USAGE)


def test_missing_precision_value(calc):
    assert calc("-p") == (2, "", "calc: option '-p' needs a value\n" + USAGE)


def test_empty_argument_counts(calc):
    rc, out, err = calc("", "  ", "1/0")
    assert out == ""
    assert err == "calc: argument 3: division by zero\n"


def test_negative_zero_prints_zero(calc):
    assert calc("-0.0", "-1/3*0") == (0, "0\n0\n", "")


def test_negative_rounds_to_zero(calc):
    assert calc("-p", "2", "-0.001") == (0, "0\n", "")
