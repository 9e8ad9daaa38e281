"""Output format and precision."""
import pytest

from conftest import calc_ok


def test_example_multiple(run):
    out = calc_ok(run, "1/3", "2/3", "0.5*4", "2.50", "-1/3")
    assert out == "0.3333333333\n0.6666666667\n2\n2.5\n-0.3333333333\n"


def test_precision_short(run):
    assert calc_ok(run, "-p", "3", "2/3", "1/8") == "0.667\n0.125\n"


def test_precision_long_zero(run):
    assert calc_ok(run, "--precision=0", "7/4") == "2\n"


def test_precision_zero_keeps_trailing_zeros(run):
    assert calc_ok(run, "--precision=0", "250/2.5") == "100\n"


def test_precision_zero_decimal_hundred(run):
    assert calc_ok(run, "-p", "0", "100.0") == "100\n"


def test_precision_zero_rounds(run):
    assert calc_ok(run, "-p", "0", "2.6", "1.4") == "3\n1\n"


def test_precision_zero_negative_zero(run):
    assert calc_ok(run, "-p", "0", "-0.4") == "0\n"


def test_precision_zero_integers_unchanged(run):
    assert calc_ok(run, "-p", "0", "1000000", "-20") == "1000000\n-20\n"


def test_precision_two_digits_leading_zero(run):
    assert calc_ok(run, "-p", "07", "1/3") == "0.3333333\n"


def test_precision_long_two_digits(run):
    assert calc_ok(run, "--precision=12", "1/3") == "0.333333333333\n"


def test_precision_fifteen(run):
    assert calc_ok(run, "-p", "15", "1/3") == "0.333333333333333\n"


def test_precision_fifteen_pi(run):
    assert calc_ok(run, "--precision=15", "pi") == "3.141592653589793\n"


def test_precision_one(run):
    assert calc_ok(run, "-p", "1", "2/3") == "0.7\n"


def test_precision_rounding_up_strips(run):
    assert calc_ok(run, "-p", "1", "0.96") == "1\n"


def test_precision_does_not_affect_integers(run):
    assert calc_ok(run, "-p", "2", "12345", "2^40") == "12345\n1099511627776\n"


def test_precision_applies_to_all_expressions(run):
    assert calc_ok(run, "-p", "2", "1/3", "2/3", "1/7") == "0.33\n0.67\n0.14\n"


def test_precision_2_675(run):
    # 2.675 is slightly below 2.675 in binary
    assert calc_ok(run, "-p", "2", "2.675") == "2.67\n"


def test_default_precision_rounds_to_one(run):
    assert calc_ok(run, "0.99999999999") == "1\n"


def test_default_precision_tiny_negative_is_zero(run):
    assert calc_ok(run, "-0.00000000001") == "0\n"


def test_default_precision_tiny_positive_is_zero(run):
    assert calc_ok(run, "0.00000000001") == "0\n"


def test_negative_zero_decimal(run):
    assert calc_ok(run, "-0.0") == "0\n"


def test_negative_zero_precision3(run):
    assert calc_ok(run, "-p", "3", "-0.0001") == "0\n"


def test_ten_digits(run):
    assert calc_ok(run, "0.12345678901") == "0.123456789\n"


def test_ten_digits_round(run):
    assert calc_ok(run, "0.12345678906") == "0.1234567891\n"


def test_large_decimal_no_exponent(run):
    assert calc_ok(run, "2.0^100") == "1267650600228229401496703205376\n"


def test_small_decimal_no_exponent(run):
    assert calc_ok(run, "-p", "15", "1/1000000000000") == "0.000000000001\n"


def test_trailing_zeros_only_fraction(run):
    assert calc_ok(run, "1000.5 - 0.5") == "1000\n"


def test_negative_integer_print(run):
    assert calc_ok(run, "0 - 1000") == "-1000\n"


def test_pi_and_e(run):
    assert calc_ok(run, "pi", "e") == "3.1415926536\n2.7182818285\n"


def test_e_precision_fifteen(run):
    assert calc_ok(run, "-p", "15", "e") == "2.718281828459045\n"


def test_negative_decimal_with_precision(run):
    assert calc_ok(run, "-p", "4", "-2/3") == "-0.6667\n"
