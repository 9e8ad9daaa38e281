"""Reference tests for calc, one block per spec section."""

USAGE = "Usage: calc [-p N | --precision=N] [--] [EXPRESSION]...\n"


def value(calc, expr):
    """Evaluates one expression argument that must succeed; returns its printed line."""
    rc, out, err = calc(expr)
    assert (rc, err) == (0, "")
    return out


def error(calc, expr):
    """Evaluates one expression argument that must fail; returns its stderr line."""
    rc, out, err = calc(expr)
    assert (rc, out) == (1, "")
    return err


# ---- Invocation and input ----------------------------------------------------------------


def test_arguments_evaluated_in_order(calc):
    assert calc("1 + 2", "2 * 3") == (0, "3\n6\n", "")


def test_stdin_lines(calc):
    assert calc(input="1+1\n2*5\n") == (0, "2\n10\n", "")


def test_stdin_last_line_without_newline(calc):
    assert calc(input="3\n4*2") == (0, "3\n8\n", "")


def test_blank_and_comment_lines_skipped(calc):
    assert calc(input="1+1\n\n   \n# note\n5\n") == (0, "2\n5\n", "")


def test_trailing_comment_ignored(calc):
    assert calc("2 * 3 # times three") == (0, "6\n", "")


def test_empty_argument_skipped(calc):
    assert calc("", "7") == (0, "7\n", "")


def test_crlf_lines(calc):
    assert calc(input="1+2\r\n3*3\r\n") == (0, "3\n9\n", "")


def test_stdin_not_read_with_arguments(calc):
    assert calc("1", input="2\n") == (0, "1\n", "")


def test_tabs_between_tokens(calc):
    assert value(calc, "\t4\t*\t5 ") == "20\n"


def test_variables_shared_across_lines(calc):
    assert calc(input="a = 4\na * a\n") == (0, "16\n", "")


def test_long_expression_line(calc):
    assert calc(input="+".join(["1"] * 2000) + "\n") == (0, "2000\n", "")


# ---- Options -----------------------------------------------------------------------------


def test_precision_short_option(calc):
    assert calc("-p", "3", "2/3") == (0, "0.667\n", "")


def test_precision_long_option(calc):
    assert calc("--precision=2", "5/6") == (0, "0.83\n", "")


def test_maximum_precision(calc):
    assert calc("-p", "15", "1/3") == (0, "0.333333333333333\n", "")


def test_negative_number_argument_is_expression(calc):
    assert calc("-5+1") == (0, "-4\n", "")


def test_double_dash_ends_options(calc):
    assert calc("--", "-pi") == (0, "-3.1415926536\n", "")


def test_options_only_before_first_expression(calc):
    assert calc("1", "-p") == (1, "1\n", "calc: argument 2: undefined variable 'p'\n")


def test_unknown_option(calc):
    assert calc("-x", "1") == (2, "", "calc: unknown option '-x'\n" + USAGE)


def test_precision_above_limit(calc):
    assert calc("-p", "16", "1") == (2, "", "calc: invalid precision '16'\n" + USAGE)


def test_precision_not_a_number(calc):
    assert calc("--precision=abc", "1") == (2, "", "calc: invalid precision 'abc'\n" + USAGE)


def test_precision_needs_value(calc):
    assert calc("-p") == (2, "", "calc: option '-p' needs a value\n" + USAGE)


def test_precision_with_leading_zero(calc):
    assert calc("-p", "07", "1/3") == (0, "0.3333333\n", "")


def test_precision_three_digits_invalid(calc):
    assert calc("--precision=005", "1") == (2, "", "calc: invalid precision '005'\n" + USAGE)


def test_negative_parenthesized_argument_is_expression(calc):
    assert calc("-(2*3)") == (0, "-6\n", "")


def test_attached_short_precision_is_unknown(calc):
    assert calc("-p3", "1/3") == (2, "", "calc: unknown option '-p3'\n" + USAGE)


def test_last_precision_wins(calc):
    assert calc("-p", "2", "--precision=4", "1/3") == (0, "0.3333\n", "")


# ---- Numbers -----------------------------------------------------------------------------


def test_integer_literal(calc):
    assert value(calc, "42") == "42\n"


def test_leading_zeros_are_decimal(calc):
    assert value(calc, "010 + 0017") == "27\n"


def test_decimal_literal(calc):
    assert value(calc, "1.25") == "1.25\n"


def test_decimal_without_integer_part(calc):
    assert value(calc, ".75 + 1") == "1.75\n"


def test_decimal_without_fraction_digits(calc):
    assert value(calc, "5. * 2") == "10\n"


def test_whole_decimal_literal_is_decimal(calc):
    assert value(calc, "2.0^64") == "18446744073709551616\n"


def test_largest_integer_literal(calc):
    assert value(calc, "9223372036854775807") == "9223372036854775807\n"


def test_integer_literal_too_large(calc):
    assert error(calc, "9223372036854775808") == "calc: argument 1: integer overflow\n"


def test_second_decimal_point_starts_new_token(calc):
    assert error(calc, "1.2.3") == (
        "calc: argument 1: syntax error at column 4: unexpected '.3'\n"
    )


# ---- Arithmetic operators ----------------------------------------------------------------


def test_integer_addition_and_subtraction(calc):
    assert value(calc, "2 + 3 - 10") == "-5\n"


def test_integer_multiplication(calc):
    assert value(calc, "6 * -7") == "-42\n"


def test_exact_division_stays_integer(calc):
    assert value(calc, "9223372036854775806 / 2 * 2") == "9223372036854775806\n"


def test_inexact_division_gives_decimal(calc):
    assert value(calc, "7 / 2") == "3.5\n"


def test_modulo_positive(calc):
    assert value(calc, "17 % 5") == "2\n"


def test_modulo_takes_sign_of_divisor(calc):
    assert value(calc, "-7 % 3") == "2\n"


def test_modulo_negative_divisor(calc):
    assert value(calc, "7 % -3") == "-2\n"


def test_decimal_modulo_is_floored(calc):
    assert value(calc, "-5.5 % 2") == "0.5\n"


def test_integer_power(calc):
    assert value(calc, "3^4") == "81\n"


def test_zero_to_the_zero(calc):
    assert value(calc, "0^0") == "1\n"


def test_negative_integer_exponent(calc):
    assert value(calc, "2^-2") == "0.25\n"


def test_decimal_exponent(calc):
    assert value(calc, "4^0.5") == "2\n"


def test_power_at_integer_limit(calc):
    assert value(calc, "(-2)^63") == "-9223372036854775808\n"


def test_power_overflow(calc):
    assert error(calc, "2^63") == "calc: argument 1: integer overflow\n"


def test_addition_overflow(calc):
    assert error(calc, "9223372036854775807 + 1") == "calc: argument 1: integer overflow\n"


def test_mixed_integer_and_decimal(calc):
    assert value(calc, "1 + 0.5") == "1.5\n"


def test_integer_division_by_zero(calc):
    assert error(calc, "5 / 0") == "calc: argument 1: division by zero\n"


def test_modulo_by_zero(calc):
    assert error(calc, "5 % 0") == "calc: argument 1: division by zero\n"


def test_decimal_division_by_zero(calc):
    assert error(calc, "1 / 0.0") == "calc: argument 1: division by zero\n"


def test_zero_to_negative_power(calc):
    assert error(calc, "0^-1") == "calc: argument 1: division by zero\n"


def test_infinite_result(calc):
    assert error(calc, "10.0^400") == "calc: argument 1: result is not a finite number\n"


def test_nan_result(calc):
    assert error(calc, "(-8)^0.5") == "calc: argument 1: result is not a finite number\n"


def test_division_overflow(calc):
    assert error(calc, "(-9223372036854775807 - 1) / -1") == "calc: argument 1: integer overflow\n"


def test_subtraction_overflow(calc):
    assert error(calc, "-9223372036854775807 - 2") == "calc: argument 1: integer overflow\n"


def test_multiplication_overflow(calc):
    assert error(calc, "4294967296 * 4294967296") == "calc: argument 1: integer overflow\n"


def test_decimal_zero_to_negative_power(calc):
    assert error(calc, "0.0^-2") == "calc: argument 1: division by zero\n"


def test_large_integer_power_is_exact(calc):
    assert value(calc, "3^39") == "4052555153018976267\n"


def test_unary_plus_keeps_integer(calc):
    assert error(calc, "(+2)^63") == "calc: argument 1: integer overflow\n"


# ---- Precedence and associativity --------------------------------------------------------


def test_multiplication_before_addition(calc):
    assert value(calc, "2*3+4*5") == "26\n"


def test_subtraction_is_left_associative(calc):
    assert value(calc, "10-4-3") == "3\n"


def test_division_is_left_associative(calc):
    assert value(calc, "100/10/5") == "2\n"


def test_modulo_same_level_as_multiplication(calc):
    assert value(calc, "2*7%4") == "2\n"


def test_power_is_right_associative(calc):
    assert value(calc, "2^3^2") == "512\n"


def test_unary_minus_binds_looser_than_power(calc):
    assert value(calc, "-2^2") == "-4\n"


def test_parenthesized_negative_base(calc):
    assert value(calc, "(-3)^2") == "9\n"


def test_signed_exponent(calc):
    assert value(calc, "2^-1") == "0.5\n"


def test_repeated_unary_signs(calc):
    assert calc("- -3", "-+-3") == (0, "3\n3\n", "")


def test_nested_parentheses(calc):
    assert value(calc, "((1+2)*(3+4))") == "21\n"


def test_no_implicit_multiplication(calc):
    assert error(calc, "2(3)") == (
        "calc: argument 1: syntax error at column 2: unexpected '('\n"
    )


# ---- Output format -----------------------------------------------------------------------


def test_default_precision_ten_digits(calc):
    assert value(calc, "1/3") == "0.3333333333\n"


def test_last_digit_is_rounded(calc):
    assert value(calc, "2/3") == "0.6666666667\n"


def test_trailing_zeros_removed(calc):
    assert value(calc, "2.50") == "2.5\n"


def test_whole_decimal_prints_without_point(calc):
    assert value(calc, "0.5 * 4") == "2\n"


def test_negative_decimal(calc):
    assert value(calc, "-1/3") == "-0.3333333333\n"


def test_negative_zero_prints_zero(calc):
    assert value(calc, "-1/3000000000000") == "0\n"


def test_precision_zero_keeps_integer_digits(calc):
    assert calc("--precision=0", "250/2.5") == (0, "100\n", "")


def test_precision_does_not_affect_integers(calc):
    assert calc("-p", "2", "12345") == (0, "12345\n", "")


def test_no_exponent_notation(calc):
    assert value(calc, "2.0^60") == "1152921504606846976\n"


def test_long_decimal_printed_in_full(calc):
    assert value(calc, "2.0^200") == "%d\n" % 2**200


# ---- Variables ---------------------------------------------------------------------------


def test_assignment_prints_nothing(calc):
    assert calc("x = 5") == (0, "", "")


def test_variable_used_later(calc):
    assert calc("x = 5", "x * 2") == (0, "10\n", "")


def test_reassignment(calc):
    assert calc("x = 1", "x = x + 10", "x") == (0, "11\n", "")


def test_names_are_case_sensitive(calc):
    assert calc("v = 1", "V = 2", "v") == (0, "1\n", "")


def test_chained_assignment(calc):
    assert calc("a = b = 2", "a + b") == (0, "4\n", "")


def test_undefined_variable(calc):
    assert error(calc, "y + 1") == "calc: argument 1: undefined variable 'y'\n"


def test_pi(calc):
    assert value(calc, "pi") == "3.1415926536\n"


def test_e(calc):
    assert value(calc, "e") == "2.7182818285\n"


def test_cannot_assign_to_pi(calc):
    assert error(calc, "pi = 3") == "calc: argument 1: cannot assign to 'pi'\n"


def test_cannot_assign_to_ans(calc):
    assert error(calc, "ans = 1") == "calc: argument 1: cannot assign to 'ans'\n"


def test_ans_starts_at_zero(calc):
    assert value(calc, "ans") == "0\n"


def test_ans_is_last_result(calc):
    assert calc("6*7", "ans + 1") == (0, "42\n43\n", "")


def test_assignment_does_not_change_ans(calc):
    assert calc("5", "w = 9", "ans") == (0, "5\n5\n", "")


def test_failed_assignment_keeps_old_value(calc):
    rc, out, _ = calc("k = 1", "k = 1/0", "k")
    assert out == "1\n"


def test_variable_named_like_function(calc):
    assert calc("max = 3", "max(1, max + 4)") == (0, "7\n", "")


def test_failed_expression_does_not_change_ans(calc):
    assert calc("5", "1/0", "ans") == (1, "5\n5\n", "calc: argument 2: division by zero\n")


def test_name_may_start_with_underscore(calc):
    assert calc("_tmp = 4", "_tmp * 2") == (0, "8\n", "")


def test_assignment_keeps_integer_type(calc):
    assert calc("n = 2", "n^63") == (1, "", "calc: argument 2: integer overflow\n")


# ---- Functions ---------------------------------------------------------------------------


def test_abs_integer(calc):
    assert value(calc, "abs(-7)") == "7\n"


def test_abs_decimal(calc):
    assert value(calc, "abs(-2.25)") == "2.25\n"


def test_sqrt(calc):
    assert value(calc, "sqrt(2)") == "1.4142135624\n"


def test_sqrt_is_always_decimal(calc):
    assert value(calc, "sqrt(16)^40") == "1208925819614629174706176\n"


def test_floor_of_negative(calc):
    assert value(calc, "floor(-2.5)") == "-3\n"


def test_ceil(calc):
    assert value(calc, "ceil(2.1)") == "3\n"


def test_round_halves_away_from_zero(calc):
    assert calc("round(2.5)", "round(-2.5)") == (0, "3\n-3\n", "")


def test_rounding_functions_return_integers(calc):
    assert error(calc, "floor(3.7)^40") == "calc: argument 1: integer overflow\n"


def test_min_of_several(calc):
    assert value(calc, "min(4, -2, 7)") == "-2\n"


def test_max_of_mixed_types(calc):
    assert value(calc, "max(1.5, 3, 2)") == "3\n"


def test_nested_calls_and_expression_arguments(calc):
    assert value(calc, "max(abs(-9), sqrt(49) + 1)") == "9\n"


def test_sqrt_of_negative(calc):
    assert error(calc, "sqrt(-4)") == "calc: argument 1: sqrt of negative number\n"


def test_unknown_function(calc):
    assert error(calc, "foo(1)") == "calc: argument 1: unknown function 'foo'\n"


def test_unknown_function_checked_before_arguments(calc):
    assert error(calc, "bar(1/0)") == "calc: argument 1: unknown function 'bar'\n"


def test_wrong_argument_count(calc):
    assert error(calc, "sqrt(1, 2)") == "calc: argument 1: sqrt expects 1 argument, got 2\n"


def test_min_without_arguments(calc):
    assert error(calc, "min()") == "calc: argument 1: min expects at least 1 argument, got 0\n"


def test_argument_count_checked_before_arguments(calc):
    assert error(calc, "abs(1/0, 2)") == "calc: argument 1: abs expects 1 argument, got 2\n"


def test_min_ties_return_first_argument(calc):
    assert error(calc, "min(2, 2.0)^63") == "calc: argument 1: integer overflow\n"


def test_max_compares_decimals_exactly(calc):
    assert value(calc, "max(2, 2.5)") == "2.5\n"


def test_round_returns_integer(calc):
    assert error(calc, "round(3.6)^40") == "calc: argument 1: integer overflow\n"


def test_abs_of_smallest_integer(calc):
    assert error(calc, "abs(-9223372036854775807 - 1)") == "calc: argument 1: integer overflow\n"


def test_function_arguments_evaluated_left_to_right(calc):
    assert error(calc, "max(w, 1/0)") == "calc: argument 1: undefined variable 'w'\n"


# ---- Errors and exit status --------------------------------------------------------------


def test_error_message_for_argument(calc):
    assert calc("1/0") == (1, "", "calc: argument 1: division by zero\n")


def test_error_message_counts_lines(calc):
    rc, out, err = calc(input="1\n\n# c\n1/0\n")
    assert err == "calc: line 4: division by zero\n"


def test_argument_number_counts_after_options(calc):
    rc, out, err = calc("-p", "2", "1", "1/0")
    assert err == "calc: argument 2: division by zero\n"


def test_continues_after_error(calc):
    rc, out, err = calc("1/0", "2+2")
    assert out == "4\n"


def test_exit_status_1_when_any_expression_fails(calc):
    rc, out, err = calc("1/0", "2")
    assert rc == 1


def test_syntax_error_unexpected_token(calc):
    assert error(calc, "2 3") == "calc: argument 1: syntax error at column 3: unexpected '3'\n"


def test_syntax_error_names_whole_token(calc):
    assert error(calc, "1 + 2 foo") == (
        "calc: argument 1: syntax error at column 7: unexpected 'foo'\n"
    )


def test_syntax_error_unexpected_end(calc):
    assert error(calc, "(1 + 2") == (
        "calc: argument 1: syntax error at column 7: unexpected end of expression\n"
    )


def test_syntax_error_end_before_comment(calc):
    assert error(calc, "1 +  # more") == (
        "calc: argument 1: syntax error at column 6: unexpected end of expression\n"
    )


def test_syntax_error_unknown_character(calc):
    assert error(calc, "3 $ 4") == "calc: argument 1: syntax error at column 3: unexpected '$'\n"


def test_syntax_error_unmatched_parenthesis(calc):
    assert error(calc, "1 + 2)") == "calc: argument 1: syntax error at column 6: unexpected ')'\n"


def test_syntax_checked_before_evaluation(calc):
    assert error(calc, "1/0 +") == (
        "calc: argument 1: syntax error at column 6: unexpected end of expression\n"
    )


def test_first_error_from_left_is_reported(calc):
    assert error(calc, "q * (1/0)") == "calc: argument 1: undefined variable 'q'\n"


def test_argument_number_excludes_double_dash(calc):
    rc, out, err = calc("--", "1", "1/0")
    assert err == "calc: argument 2: division by zero\n"


def test_syntax_error_column_counts_tab_as_one(calc):
    assert error(calc, "1\t+\t*") == "calc: argument 1: syntax error at column 5: unexpected '*'\n"
