"""Output format, precision and command-line options."""
import pytest

from conftest import check, arg_err, usage_err


# ---------------------------------------------------------------- output format

def test_spec_example_output(run):
    check(run("1/3", "2/3", "0.5*4", "2.50", "-1/3"),
          "0.3333333333\n0.6666666667\n2\n2.5\n-0.3333333333\n")


def test_spec_example_precision_3(run):
    check(run("-p", "3", "2/3", "1/8"), "0.667\n0.125\n")


def test_spec_example_precision_0(run):
    check(run("--precision=0", "7/4"), "2\n")


def test_spec_example_precision_0_no_stripping(run):
    check(run("--precision=0", "250/2.5"), "100\n")


@pytest.mark.parametrize("p,expr,out", [
    ("0", "100.0", "100"),
    ("0", "10/4.0", "2"),          # 2.5 rounds to even under printf
    ("0", "3.5", "4"),
    ("0", "0.4", "0"),
    ("0", "-0.4", "0"),
    ("0", "-0.6", "-1"),
    ("0", "1000.7", "1001"),
    ("0", "2/3", "1"),
    ("0", "12345", "12345"),
    ("1", "0.96", "1"),
    ("1", "0.94", "0.9"),
    ("1", "10.01", "10"),
    ("1", "-0.04", "0"),
    ("2", "1/3", "0.33"),
    ("2", "10/4", "2.5"),
    ("2", "0.999", "1"),
    ("2", "12345", "12345"),
    ("2", "2^40", "1099511627776"),
    ("2", "100.001", "100"),
    ("2", "-1/3", "-0.33"),
    ("3", "-0.0001", "0"),
    ("3", "0.0005", "0.001"),
    ("3", "1.2", "1.2"),
    ("4", "pi", "3.1416"),
    ("5", "2/3", "0.66667"),
    ("7", "1/3", "0.3333333"),
    ("9", "1/3", "0.333333333"),
    ("10", "1/3", "0.3333333333"),
    ("12", "1/3", "0.333333333333"),
    ("15", "1/3", "0.333333333333333"),
    ("15", "0.1", "0.1"),
    ("15", "0.1+0.2", "0.3"),
    ("15", "2/3", "0.666666666666667"),
    ("15", "100.5", "100.5"),
])
def test_precision_short_option(run, p, expr, out):
    check(run("-p", p, expr), out + "\n")


@pytest.mark.parametrize("p,expr,out", [
    ("0", "7/4", "2"),
    ("1", "0.26", "0.3"),
    ("3", "2/3", "0.667"),
    ("6", "1/7", "0.142857"),
    ("15", "pi", "3.141592653589793"),
    ("00", "1.9", "2"),
    ("07", "1/3", "0.3333333"),
    ("03", "2/3", "0.667"),
    ("10", "1/3", "0.3333333333"),
])
def test_precision_long_option(run, p, expr, out):
    check(run("--precision=" + p, expr), out + "\n")


def test_precision_leading_zero_short(run):
    check(run("-p", "07", "1/3"), "0.3333333\n")


def test_precision_does_not_affect_integers(run):
    check(run("-p", "0", "123", "-45", "7/7"), "123\n-45\n1\n")


def test_precision_applies_to_all_expressions(run):
    check(run("-p", "2", "1/3", "2/3", "x = 1/6", "x"), "0.33\n0.67\n0.17\n")


def test_precision_applies_to_stdin(run):
    check(run("-p", "4", stdin="1/3\n2/3\n"), "0.3333\n0.6667\n")


def test_default_precision_is_10(run):
    check(run("1/3"), "0.3333333333\n")


@pytest.mark.parametrize("expr,out", [
    ("-0.0", "0"),
    ("0.0 * -1", "0"),
    ("-0.00000000001", "0"),
    ("-1/30000000000", "0"),
    ("1/30000000000", "0"),
    ("-0.00000000004", "0"),
    ("-0.00000000006", "-0.0000000001"),
])
def test_negative_zero_prints_as_zero(run, expr, out):
    check(run(expr), out + "\n")


@pytest.mark.parametrize("expr,out", [
    ("100.0", "100"),
    ("10.5 * 2", "21"),
    ("1000/8.0", "125"),
    ("120.50", "120.5"),
    ("-100.0", "-100"),
    ("1.10", "1.1"),
    ("1.01", "1.01"),
    ("0.1000", "0.1"),
    ("20.0 / 2", "10"),
    ("2.0^60", "1152921504606846976"),
    ("10.0^15", "1000000000000000"),
    ("10.0^22", "10000000000000000000000"),
    ("-(2.0^70)", "-1180591620717411303424"),
    ("1/3 * 3", "1"),
    ("0.123456789012", "0.123456789"),
    ("0.99999999999", "1"),
    ("-0.99999999999", "-1"),
    ("9.99999999996", "10"),
])
def test_decimal_formatting(run, expr, out):
    check(run(expr), out + "\n")


def test_integer_printing_plain(run):
    check(run("-42", "0", "1000000", "9223372036854775807"),
          "-42\n0\n1000000\n9223372036854775807\n")


def test_min_integer_prints(run):
    check(run("-9223372036854775807 - 1"), "-9223372036854775808\n")


# ---------------------------------------------------------------- options

def test_double_dash_then_negative_pi(run):
    check(run("--", "-pi"), "-3.1415926536\n")


def test_double_dash_then_double_minus(run):
    check(run("--", "--3"), "3\n")


def test_double_dash_is_not_an_expression(run):
    check(run("--", "1/0"), "", arg_err(1, "division by zero"), 1)


def test_double_dash_after_precision(run):
    check(run("-p", "2", "--", "-e"), "-2.72\n")


def test_double_dash_long_precision(run):
    check(run("--precision=3", "--", "1/3"), "0.333\n")


def test_second_double_dash_is_expression(run):
    check(run("--", "--"), "",
          arg_err(1, "syntax error at column 3: unexpected end of expression"), 1)


def test_double_dash_with_no_expression_reads_stdin(run):
    check(run("--", stdin="2*21\n"), "42\n")


def test_expression_starting_with_minus_digit(run):
    check(run("-5+1"), "-4\n")


def test_expression_starting_with_minus_paren(run):
    check(run("-(2)"), "-2\n")


def test_expression_starting_with_minus_dot(run):
    check(run("-.5"), "-0.5\n")


def test_expression_starting_with_minus_space(run):
    check(run("- 3"), "-3\n")


def test_lone_minus_is_expression(run):
    check(run("-"), "", arg_err(1, "syntax error at column 2: unexpected end of expression"), 1)


@pytest.mark.parametrize("arg", ["-x", "-pi", "-e", "-abs(-4)", "-P", "--foo",
                                 "--precision", "--precision3", "-p3", "--p=3", "-h",
                                 "--help", "--3", "---", "-q1"])
def test_unknown_option(run, arg):
    check(run(arg, "1+1"), "", usage_err("unknown option '%s'" % arg), 2)


def test_unknown_option_alone(run):
    check(run("-x", stdin="1+1\n"), "", usage_err("unknown option '-x'"), 2)


def test_unknown_option_after_valid_precision(run):
    check(run("-p", "3", "-z", "1/3"), "", usage_err("unknown option '-z'"), 2)


def test_unknown_option_long_form_value_kept(run):
    check(run("--precision-x=3", "1"), "", usage_err("unknown option '--precision-x=3'"), 2)


@pytest.mark.parametrize("value", ["16", "99", "100", "007", "-1", "abc", "", "1.5", "+5",
                                   " 5", "5 ", "1e1", "015", "٣"])
def test_invalid_precision_short(run, value):
    check(run("-p", value, "1/3"), "", usage_err("invalid precision '%s'" % value), 2)


@pytest.mark.parametrize("value", ["16", "20", "", "-1", "x", "007", "3.0", "0x5"])
def test_invalid_precision_long(run, value):
    check(run("--precision=" + value, "1/3"), "", usage_err("invalid precision '%s'" % value), 2)


def test_invalid_precision_no_stdin_read(run):
    check(run("-p", "16", stdin="1+1\n"), "", usage_err("invalid precision '16'"), 2)


@pytest.mark.parametrize("p", ["0", "00", "1", "01", "9", "09", "10", "14", "15"])
def test_valid_precision_values(run, p):
    n = int(p)
    expected = "1" if n == 0 else ("0.8" if n == 1 else "0.75")
    check(run("-p", p, "0.75"), expected + "\n")


def test_p_needs_value(run):
    check(run("-p"), "", usage_err("option '-p' needs a value"), 2)


def test_p_needs_value_after_other_option(run):
    check(run("--precision=3", "-p"), "", usage_err("option '-p' needs a value"), 2)


def test_p_needs_value_with_stdin(run):
    check(run("-p", stdin="1+1\n"), "", usage_err("option '-p' needs a value"), 2)


def test_options_only_before_first_expression(run):
    # after an expression, "-p" is an expression: unary minus applied to variable p
    check(run("1", "-p", "3"), "1\n3\n", arg_err(2, "undefined variable 'p'"), 1)


def test_unknown_option_after_expression_is_expression(run):
    check(run("x = 4", "-x"), "-4\n")


def test_double_dash_after_expression_is_expression(run):
    check(run("1", "--", "2"), "1\n2\n",
          arg_err(2, "syntax error at column 3: unexpected end of expression"), 1)


def test_precision_after_expression_is_expression(run):
    check(run("1/4", "--precision=2"), "0.25\n",
          arg_err(2, "syntax error at column 12: unexpected '='"), 1)


def test_argument_numbering_excludes_options(run):
    check(run("-p", "2", "1", "1/0"), "1\n", arg_err(2, "division by zero"), 1)


def test_argument_numbering_excludes_double_dash(run):
    check(run("--", "1/0"), "", arg_err(1, "division by zero"), 1)


def test_argument_numbering_excludes_long_option_and_double_dash(run):
    check(run("--precision=2", "--", "5", "", "nope"), "5\n",
          arg_err(3, "undefined variable 'nope'"), 1)
