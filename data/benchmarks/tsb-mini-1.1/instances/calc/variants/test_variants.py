"""Logic-level variants: for each mutant, its target test's input with the literals changed.

`tsb benchmark check` runs this suite on the reference and on every mutant: the test named
`test_<mutant id, with - written _>` must pass on the reference and fail on that mutant, so the
mutant breaks a rule for a class of inputs, not one literal of its target test.
"""

USAGE = "Usage: calc [-p N | --precision=N] [--] [EXPRESSION]...\n"


def value(calc, expr):
    rc, out, err = calc(expr)
    assert (rc, err) == (0, "")
    return out


def error(calc, expr):
    rc, out, err = calc(expr)
    assert (rc, out) == (1, "")
    return err


# ---- Invocation and input ----------------------------------------------------------------


def test_input_last_line_dropped(calc):
    assert calc(input="7\n2+3") == (0, "7\n5\n", "")


def test_input_cr_not_whitespace(calc):
    assert calc(input="4*4\r\n") == (0, "16\n", "")


def test_input_comment_only_at_line_start(calc):
    assert calc("10 - 1 # minus one") == (0, "9\n", "")


def test_input_whitespace_only_is_error(calc):
    assert calc("  \t ", "3") == (0, "3\n", "")


def test_input_stdin_variables_per_line(calc):
    assert calc(input="m = 3\nm + 1\n") == (0, "4\n", "")


def test_input_long_line_truncated(calc):
    assert calc(input="0" + "+2" * 1500 + "\n") == (0, "3000\n", "")


def test_input_tab_not_whitespace(calc):
    assert value(calc, "7\t-\t2") == "5\n"


# ---- Options -----------------------------------------------------------------------------


def test_options_double_dash_evaluated(calc):
    assert calc("--", "-e") == (0, "-2.7182818285\n", "")


def test_options_precision_unbounded(calc):
    assert calc("-p", "40", "1") == (2, "", "calc: invalid precision '40'\n" + USAGE)


def test_options_long_precision_ignored(calc):
    assert calc("--precision=4", "1/7") == (0, "0.1429\n", "")


def test_options_precision_leading_zero_rejected(calc):
    assert calc("--precision=03", "2/3") == (0, "0.667\n", "")


def test_options_precision_three_digits(calc):
    assert calc("-p", "010", "1") == (2, "", "calc: invalid precision '010'\n" + USAGE)


def test_options_dash_non_digit_is_option(calc):
    assert calc("-(1+1)*3") == (0, "-6\n", "")


def test_options_attached_precision_accepted(calc):
    assert calc("-p12", "1") == (2, "", "calc: unknown option '-p12'\n" + USAGE)


def test_options_first_precision_wins(calc):
    assert calc("--precision=1", "-p", "5", "2/3") == (0, "0.66667\n", "")


# ---- Numbers -----------------------------------------------------------------------------


def test_numbers_leading_dot_rejected(calc):
    assert value(calc, ".25 * 4") == "1\n"


def test_numbers_leading_zero_octal(calc):
    assert value(calc, "0100 - 1") == "99\n"


def test_numbers_literal_wraps(calc):
    assert error(calc, "18446744073709551617") == "calc: argument 1: integer overflow\n"


def test_numbers_whole_decimal_literal_is_integer(calc):
    assert value(calc, "4.0^32") == "18446744073709551616\n"


def test_numbers_several_decimal_points(calc):
    assert error(calc, "3.14.15") == "calc: argument 1: syntax error at column 5: unexpected '.15'\n"


# ---- Arithmetic operators ----------------------------------------------------------------


def test_arithmetic_euclidean_modulo(calc):
    assert value(calc, "9 % -4") == "-3\n"


def test_arithmetic_exact_division_decimal(calc):
    assert error(calc, "4611686018427387904 / 2 * 4") == "calc: argument 1: integer overflow\n"


def test_arithmetic_decimal_modulo_truncated(calc):
    assert value(calc, "-7.5 % 2") == "0.5\n"


def test_arithmetic_division_overflow_wraps(calc):
    assert error(calc, "(0 - 9223372036854775807 - 1) / (0 - 1)") == (
        "calc: argument 1: integer overflow\n"
    )


def test_arithmetic_subtraction_overflow_wraps(calc):
    assert error(calc, "9223372036854775807 - -1") == "calc: argument 1: integer overflow\n"


def test_arithmetic_multiplication_overflow_decimal(calc):
    assert error(calc, "-3037000500 * 3037000500") == "calc: argument 1: integer overflow\n"


def test_arithmetic_decimal_zero_negative_power(calc):
    assert error(calc, "0.0^-0.5") == "calc: argument 1: division by zero\n"


def test_arithmetic_integer_power_via_double(calc):
    assert value(calc, "7^22") == "%d\n" % 7**22


def test_arithmetic_unary_plus_makes_decimal(calc):
    assert error(calc, "(+3)^40") == "calc: argument 1: integer overflow\n"


# ---- Precedence and associativity --------------------------------------------------------


def test_precedence_power_left_assoc(calc):
    assert value(calc, "2^2^3") == "256\n"


def test_precedence_unary_above_power(calc):
    assert value(calc, "-3^2") == "-9\n"


def test_precedence_modulo_above_multiplication(calc):
    assert value(calc, "2*9%5") == "3\n"


def test_precedence_additive_right_assoc(calc):
    assert value(calc, "20-5-5") == "10\n"


def test_precedence_division_right_assoc(calc):
    assert value(calc, "64/4/2") == "8\n"


# ---- Output format -----------------------------------------------------------------------


def test_output_negative_zero_kept(calc):
    assert value(calc, "0 * -2.5") == "0\n"


def test_output_zeros_stripped_without_point(calc):
    assert calc("--precision=0", "300/1.5") == (0, "200\n", "")


def test_output_exponent_for_large(calc):
    assert value(calc, "10.0^17") == "100000000000000000\n"


def test_output_buffer_truncates_long_decimals(calc):
    assert value(calc, "3.0^100") == "%.0f\n" % 3.0**100


# ---- Variables ---------------------------------------------------------------------------


def test_variables_case_insensitive(calc):
    assert calc("Total = 10", "total = 3", "Total") == (0, "10\n", "")


def test_variables_assignment_sets_ans(calc):
    assert calc("8", "q = 1", "ans") == (0, "8\n8\n", "")


def test_variables_failed_assignment_stores(calc):
    rc, out, _ = calc("z = 2", "z = 1 % 0", "z")
    assert out == "2\n"


def test_variables_failure_sets_ans(calc):
    assert calc("12", "u", "ans") == (1, "12\n12\n", "calc: argument 2: undefined variable 'u'\n")


def test_variables_chain_drops_inner_assignment(calc):
    assert calc("p = q = 7", "q") == (0, "7\n", "")


def test_variables_underscore_start_rejected(calc):
    assert calc("__a1 = 2", "__a1 ^ 3") == (0, "8\n", "")


def test_variables_stored_as_decimal(calc):
    assert calc("big = 3", "big^40") == (1, "", "calc: argument 2: integer overflow\n")


# ---- Functions ---------------------------------------------------------------------------


def test_functions_round_half_even(calc):
    assert calc("round(0.5)", "round(-1.5)") == (0, "1\n-2\n", "")


def test_functions_floor_truncates(calc):
    assert value(calc, "floor(-0.2)") == "-1\n"


def test_functions_arity_after_arguments(calc):
    assert error(calc, "sqrt(1/0, 9)") == "calc: argument 1: sqrt expects 1 argument, got 2\n"


def test_functions_mixed_ties_return_last(calc):
    assert error(calc, "max(5, 5.0)^40") == "calc: argument 1: integer overflow\n"


def test_functions_mixed_compare_truncates(calc):
    assert value(calc, "min(-1, -1.5)") == "-1.5\n"


def test_functions_round_returns_decimal(calc):
    assert error(calc, "round(-2.6)^41") == "calc: argument 1: integer overflow\n"


def test_functions_abs_min_integer_wraps(calc):
    assert error(calc, "abs(0 - 9223372036854775807 - 1)") == "calc: argument 1: integer overflow\n"


def test_functions_arguments_right_to_left(calc):
    assert error(calc, "min(1 % 0, nope)") == "calc: argument 1: division by zero\n"


# ---- Errors and exit status --------------------------------------------------------------


def test_errors_line_numbers_skip_blank(calc):
    rc, out, err = calc(input="\n\n1/0\n")
    assert err == "calc: line 3: division by zero\n"


def test_errors_status_of_last_expression(calc):
    rc, out, err = calc("y", "1")
    assert rc == 1


def test_errors_right_operand_first(calc):
    assert error(calc, "zz + (2 % 0)") == "calc: argument 1: undefined variable 'zz'\n"


def test_errors_argument_number_counts_double_dash(calc):
    rc, out, err = calc("--", "x = 1", "2", "x / 0")
    assert err == "calc: argument 3: division by zero\n"


def test_errors_column_tab_stops(calc):
    assert error(calc, "\t\t)") == "calc: argument 1: syntax error at column 3: unexpected ')'\n"


def test_errors_end_column_after_last_token(calc):
    assert error(calc, "2 *   ") == (
        "calc: argument 1: syntax error at column 7: unexpected end of expression\n"
    )
