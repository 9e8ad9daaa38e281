"""Arithmetic, exponentiation, concatenation, unary, increment, assignment,
logical, conditional operators and precedence."""
import pytest

from conftest import awk, out, ev, fatal


# ---------- arithmetic ----------

@pytest.mark.parametrize("expr,expected", [
    ("1 + 2", "3"), ("5 - 7", "-2"), ("6 * 7", "42"), ("7 / 2", "3.5"),
    ("-7 % 3", "-1"), ("7 % -3", "1"), ("5.5 % 2", "1.5"), ("7 % 3", "1"),
    ("-0 * 5", "-0"), ("0 * -5", "-0"), ("-7 % 7", "-0"),
    ("0.1 + 0.2 == 0.3", "0"), ("2^53 + 1 == 2^53", "1"),
    ('"3x" * "2y"', "6"), ('"" - 1', "-1"), ("1e308 * 10", "inf"),
    ("-1e308 * 10", "-inf"), ("1 / 3 * 3", "1"), ("10 - 2 - 3", "5"),
    ("64 / 4 / 2", "8"), ("2 + 3 * 4", "14"), ("(2 + 3) * 4", "20"),
    ("7 % 4 * 2", "6"),
])
def test_arithmetic(expr, expected):
    assert ev("(%s)" % expr) == expected


def test_division_by_zero():
    fatal(awk('BEGIN { print "a"; x = 1 / 0; print "b" }'), "division by zero", stdout="a\n")


def test_modulo_by_zero():
    fatal(awk('BEGIN { x = 5 % 0 }'), "division by zero in %")


def test_modulo_by_negative_zero():
    fatal(awk('BEGIN { x = 5 % -0.0 }'), "division by zero in %")


def test_divide_assign_by_zero():
    fatal(awk('BEGIN { x = 4; x /= 0 }'), "division by zero")


def test_modulo_assign_by_zero():
    fatal(awk('BEGIN { x = 4; x %= 0 }'), "division by zero in %")


def test_division_by_zero_string():
    fatal(awk('BEGIN { x = 4 / "abc" }'), "division by zero")


def test_division_by_zero_in_rule_keeps_output():
    r = awk('{ print $1 / $2 }', stdin="6 3\n1 0\n5 5\n")
    fatal(r, "division by zero", stdout="2\n")


# ---------- exponentiation ----------

@pytest.mark.parametrize("expr,expected", [
    ("2^3^2", "512"), ("-2^2", "-4"), ("2^-1", "0.5"), ("0^0", "1"),
    ("(-8)^3", "-512"), ("(-8)^(1/3)", "nan"), ("0^-1", "inf"),
    ("(-1)^1025", "-1"), ("(-1)^1024", "1"), ("2^1025", "inf"), ("2^-1080", "0"),
    ('"2x"^"3y"', "8"), ("2^3^0", "2"), ("(2^3)^0", "1"), ("2^10", "1024"),
    ("4^0.5", "2"), ("2^+2", "4"), ("-2^-2", "-0.25"), ("10^-2", "0.01"),
    ("(-2)^2", "4"),
])
def test_power(expr, expected):
    assert ev("(%s)" % expr) == expected


def test_power_assign_whole_expression():
    assert ev("x", pre="x = 3; x ^= 2 ^ 2") == "81"


def test_power_assign_simple():
    assert ev("x", pre="x = 5; x ^= 2") == "25"


# ---------- concatenation ----------

@pytest.mark.parametrize("expr,expected", [
    ('1 " " 2+3', "1 5"),
    ('("a" "b" == "ab")', "1"),
    ('1 " " -1', "1-1"),
    ("2 3 * 4", "212"),
    ('2 " " 3 ^ 2', "2 9"),
    ('!"a" "b"', "0b"),
    ("1 2", "12"),
    ('"x" 1.0', "x1"),
    ('"a" (1 < 2)', "a1"),
    ("-1 -1", "-2"),
    ("1 -1", "0"),
])
def test_concatenation(expr, expected):
    assert ev(expr) == expected


def test_binary_minus_between_variable_and_number():
    assert ev("a -1", pre="a = 5") == "4"


def test_concatenation_left_to_right_evaluation():
    assert ev('x " " x++ " " x', pre="x = 5") == "5 5 6"


def test_concatenation_number_uses_CONVFMT():
    assert ev('"v" 3.14159', pre='CONVFMT = "%.2f"') == "v3.14"


# ---------- unary ----------

@pytest.mark.parametrize("expr,expected", [
    ('-"3"', "-3"), ('+"4x"', "4"), ('!""', "1"), ('!"0"', "0"), ("- -3", "3"),
    ('!!"a"', "1"), ("-0", "-0"), ("!0", "1"), ("!1", "0"), ("!x", "1"),
    ("- - -2", "-2"), ('+"abc"', "0"), ("!-1", "0"), ('typeof(+"3")', "number"),
])
def test_unary(expr, expected):
    assert ev(expr) == expected


def test_not_and_negate_of_zero_field():
    assert out("{ print !$1, -$1 }", stdin="0.0\n") == "1 -0\n"


def test_negative_zero_false():
    assert ev('!x', pre='x = -"0"') == "1"


def test_unary_minus_binds_looser_than_power():
    assert ev("-3^2") == "-9"


def test_not_binds_tighter_than_comparison():
    assert ev("!2 < 1") == "1"


# ---------- increment and decrement ----------

def test_postincrement_string_converts():
    assert ev('y, x, typeof(y), typeof(x)', pre='x = "3abc"; y = x++') == "3 4 number number"


def test_postdecrement_non_numeric_string():
    assert ev("z", pre='z = "abc"; z--') == "-1"


def test_increment_hex_string_is_zero_based():
    assert ev("z", pre='z = "0x10"; z++') == "1"


def test_postincrement_result_number_type():
    assert ev("typeof(x++)", pre='x = "5"') == "number"


def test_predecrement_value():
    assert ev("--x, x", pre="x = 5") == "4 4"


def test_preincrement_value():
    assert ev("++x, x", pre="x = 5") == "6 6"


def test_increment_nonexistent_element_creates():
    assert ev('a["n"], length(a)', pre='a["n"]++') == "1 1"


def test_increment_left_to_right():
    assert ev("x++ + ++x, x", pre="x = 5") == "12 7"


def test_increment_concatenation():
    assert ev("x++ x", pre="x = 1") == "12"


def test_increment_exact_double():
    assert ev("(y == 1e16)", pre="y = 1e16; y++") == "1"


def test_increment_uninitialized():
    assert ev("u++, u, --w", pre="") == "0 1 -1"


# ---------- assignment ----------

def test_chained_assignment():
    assert ev("a, b", pre="a = b = 3") == "3 3"


def test_assignment_value():
    assert ev("(x = 4) + 1, x") == "5 4"


def test_compound_takes_current_value_before_right_side():
    assert ev("x", pre="x = 1; x += x += 2") == "4"


def test_compound_subscript_evaluated_first():
    assert ev("a[1], (2 in a), i", pre="i = 1; a[i] += i++") == "1 0 2"


def test_plain_assignment_right_side_before_subscript():
    assert ev("(1 in a), (2 in a), a[2]", pre="i = 1; a[i] = i++") == "0 1 1"


@pytest.mark.parametrize("pre,expected", [
    ("x = 10; x += 5", "15"), ("x = 10; x -= 5", "5"), ("x = 10; x *= 5", "50"),
    ("x = 10; x /= 4", "2.5"), ("x = 10; x %= 4", "2"), ("x = 2; x ^= 10", "1024"),
    ('y = "abc"; y *= 1; x = y', "0"), ("u += 3; x = u", "3"),
])
def test_compound_assignments(pre, expected):
    assert ev("x", pre=pre) == expected


def test_compound_assignment_makes_number():
    assert ev("typeof(x)", pre='x = "5"; x += 0') == "number"


def test_plain_assignment_copies_strnum():
    assert out("{ n = $1; print typeof(n) }", stdin="9\n") == "strnum\n"


def test_field_number_with_assignment():
    assert out('{ $(i = 2) = "Z"; print; print i }', stdin="a b c\n") == "a Z c\n2\n"


def test_chained_field_assignment():
    assert out('{ $1 = $2 = "q"; print }', stdin="a b c\n") == "q q c\n"


def test_compound_assignment_result_is_number():
    assert ev('typeof(x += 1)', pre='x = "2"') == "number"


# ---------- logical ----------

@pytest.mark.parametrize("expr,expected", [
    ('"" || "a"', "1"), ('"0" && 0', "0"), ("2 && 3", "1"), ("0 || 0", "0"),
    ("1 || 0 && 0", "1"), ("(1 || 0) && 0", "0"), ('"a" && "b"', "1"),
    ("!0 && !0", "1"),
])
def test_logical(expr, expected):
    assert ev("(%s)" % expr) == expected


def test_and_short_circuit():
    assert ev("r, x + 0", pre="r = 0 && x++") == "0 0"


def test_or_short_circuit():
    assert ev("r, x + 0", pre="r = 1 || x++") == "1 0"


def test_and_evaluates_right_when_left_true():
    assert ev("r, x", pre="r = 1 && x++") == "0 1"


def test_logical_field_truth():
    assert out("{ print ($1 && 1), ($2 && 1) }", stdin="0.0 abc\n") == "0 1\n"


# ---------- conditional ----------

def test_conditional_right_associative():
    assert ev("x ? 1 : y ? 2 : 3", pre="x = 0; y = 1") == "2"


def test_conditional_only_one_branch_evaluated():
    assert ev("a + 0, b + 0", pre="r = 1 ? a++ : b++") == "1 0"


def test_conditional_false_branch():
    assert ev("a + 0, b + 0", pre="r = 0 ? a++ : b++") == "0 1"


def test_conditional_keeps_string_type():
    assert ev("(x < 9)", pre='x = 1 ? "10" : 9') == "1"


def test_conditional_keeps_numeric_string_type():
    assert out("{ x = 1 ? $1 : 9; print (x < 9) }", stdin="10\n") == "0\n"


def test_conditional_string_zero_condition_true():
    assert ev('"0" ? "first" : "second"') == "first"


def test_conditional_zero_field_condition_false():
    assert out('{ print ($1 ? "first" : "second") }', stdin="0.0\n") == "second\n"


def test_conditional_branch_assignment():
    assert ev("a, b", pre="a = 1; b = a ? a = 5 : 7") == "5 5"


def test_conditional_in_print_list():
    assert ev("1 ? 2 : 3, 4") == "2 4"


def test_conditional_binds_looser_than_or():
    assert ev("0 || 1 ? \"y\" : \"n\"") == "y"


# ---------- precedence misc ----------

@pytest.mark.parametrize("expr,expected", [
    ("(1 < 2 ~ 1)", "1"),
    ('("a" ~ "a" ~ 1)', "1"),
    ("(1 2 in a)", "1"),
    ("(x = 1 in a)", "0"),
    ("(1 + 1 in b)", "1"),
    ("(2 * 3 ^ 2)", "18"),
    ("(-2 ^ 2 * 3)", "-12"),
    ('(1 " " 2 == "1 2")', "1"),
    ("(1 < 2 && 2 < 3)", "1"),
])
def test_precedence(expr, expected):
    assert ev(expr, pre='a["12"] = 1; b[2] = 1') == expected


def test_print_greater_is_redirection():
    r = awk('BEGIN { print 2 > "gt"; close("gt"); getline l < "gt"; print "file:" l }')
    assert (r.rc, r.out) == (0, "file:2\n")


def test_print_parenthesized_comparison():
    assert ev("(1 > 0), (1 > 2)") == "1 0"
