import pytest

from conftest import awk, out, fatal, syntax


def p(expr):
    return out("BEGIN { print %s }" % expr)


# ---- looks like a number ----

@pytest.mark.parametrize("text,kind", [
    ("12", "strnum"), ("-3.5", "strnum"), ("+1.5e3", "strnum"), (".5", "strnum"),
    ("5.", "strnum"), ("1E-2", "strnum"),
    ("0x10", "string"), ("1e", "string"), (".", "string"), ("inf", "string"),
    ("nan", "string"), ("1,5", "string"), ("abc", "string"), ("+", "string"),
    ("1e+", "string"), ("--1", "string"),
])
def test_field_type(text, kind):
    assert out('{ print typeof($1) }', stdin=text + "\n") == kind + "\n"


def test_record_with_blanks_looks_like_number():
    assert out('{ print ($0 == 1500), typeof($0) }', stdin=" +1.5e3 \n") == "1 strnum\n"


def test_record_with_cr_looks_like_number():
    assert out('{ print ($0 == 7) }', stdin="7\r\n") == "1\n"


# ---- string to number ----

@pytest.mark.parametrize("s,expected", [
    ("3abc", "3"), (" -2.5e1x", "-25"), ("abc", "0"), ("", "0"), (".e3", "0"),
    ("1e", "1"), ("0x1A", "0"), ("1e999", "inf"), ("-1e999", "-inf"),
    ("\\t\\n 12", "12"), ("+7", "7"), ("1.5.5", "1.5"), ("12e1x", "120"),
])
def test_string_to_number(s, expected):
    assert p('"%s" + 0' % s) == expected + "\n"


# ---- number to string ----

@pytest.mark.parametrize("expr,expected", [
    ("1e15", "1000000000000000"),
    ("-3.0", "-3"),
    ("0.1", "0.1"),
    ("1/3", "0.333333"),
    ("1e16", "1e+16"),
    ("123456.7", "123457"),
    ("0.1 + 0.2", "0.3"),
    ("2^53", "9007199254740992"),
    ("-1e15 - 1", "-1000000000000001"),
    ("100/3", "33.3333"),
    ("1e300 * 1e300", "inf"),
    ("-1e300 * 1e300", "-inf"),
    ("log(-1)", "nan"),
    ("-0", "-0"),
    ("0.000001", "1e-06"),
])
def test_number_to_string_concat(expr, expected):
    assert p('(%s) ""' % expr) == expected + "\n"


@pytest.mark.parametrize("expr,expected", [
    ("1e15", "1000000000000000"), ("1/3", "0.333333"), ("1e16", "1e+16"),
    ("-0", "-0"), ("3", "3"), ("1e6", "1000000"), ("1234567.5", "1.23457e+06"),
])
def test_print_number(expr, expected):
    assert p(expr) == expected + "\n"


def test_convfmt_used_for_concat():
    assert out('BEGIN { CONVFMT = "%.2f"; x = 3.14159 ""; print x }') == "3.14\n"


def test_convfmt_integral_unaffected():
    assert out('BEGIN { CONVFMT = "%.2f"; x = 3 ""; print x }') == "3\n"


def test_convfmt_subscript():
    assert out('BEGIN { CONVFMT = "%.2f"; a[0.1] = 1; for (k in a) print k }') == "0.10\n"


def test_convfmt_missing_values_zero():
    assert out('BEGIN { CONVFMT = "[%d|%d]"; x = 2.5 ""; print x }') == "[2|0]\n"


def test_ofmt_print():
    assert out('BEGIN { OFMT = "%.2f"; print 3.14159; print 3.14159 "" }') == "3.14\n3.14159\n"


def test_ofmt_integral():
    assert out('BEGIN { OFMT = "%.2f"; print 3, 1e15 }') == "3 1000000000000000\n"


def test_print_numeric_string_as_is():
    assert out('{ print $1, $1 + 0 }', stdin="1.50\n") == "1.50 1.5\n"


def test_print_string_constant_as_is():
    assert p('"0.10"') == "0.10\n"


# ---- comparisons ----

@pytest.mark.parametrize("expr,expected", [
    ('"10" < "9"', "1"),
    ("10 < 9", "0"),
    ('2 < "10"', "0"),
    ('"abc" < "abd"', "1"),
    ('"ab" < "abc"', "1"),
    ('"B" < "a"', "1"),
    ("x == 0", "1"),
    ('x == ""', "1"),
    ("1 == 1.0", "1"),
    ('"1" == 1', "1"),
    ('"1.0" == 1', "0"),
    ("3 != 3", "0"),
    ("3 >= 3", "1"),
    ("3 <= 2", "0"),
    ('"a" > "A"', "1"),
    ('"\\201" > "a"', "1"),
])
def test_comparison(expr, expected):
    assert p("(%s)" % expr) == expected + "\n"


def test_field_vs_field_numeric():
    assert out('{ print ($1 < $2), ($1 == $3) }', stdin="10 9 10.0\n") == "0 1\n"


def test_field_vs_string_constant():
    assert out('{ print ($1 == "1.0"), ($1 == 1) }', stdin="1\n") == "0 1\n"


def test_field_vs_nonnumeric_field():
    assert out('{ print ($1 < $2) }', stdin="10 9a\n") == "1\n"


def test_uninit_vs_numeric_string():
    assert out('{ print ($1 == u), ($2 == u) }', stdin="0.0 x\n") == "1 0\n"


def test_nan_comparisons():
    prog = 'BEGIN { n = log(-1); print (n == n), (n != n), (n < 1), (n > 1), (n == 1), (n >= n) }'
    assert out(prog) == "0 1 0 0 0 0\n"


def test_comparison_not_associative():
    syntax('BEGIN { print (1 < 2 < 3) }', "syntax error at source line 1")


# ---- truth ----

@pytest.mark.parametrize("text,expected", [
    ("0", "F"), ("0.0", "F"), ("-0", "F"), ("+0", "F"), (" 0 ", "F"), ("00", "F"),
    ("a", "T"), ("1", "T"), ("0x", "T"), ("", "F"), (".0", "F"), ("0e5", "F"),
])
def test_truth_of_record(text, expected):
    assert out('{ print ($0 ? "T" : "F") }', stdin=text + "\n") == expected + "\n"


@pytest.mark.parametrize("expr,expected", [
    ('"0"', "T"), ('""', "F"), ("0", "F"), ("0.0", "F"), ("u", "F"), ('" "', "T"),
    ("0.1", "T"), ('"0" + 0', "F"), ("-1", "T"),
])
def test_truth_of_expr(expr, expected):
    assert p('(%s) ? "T" : "F"' % expr) == expected + "\n"


# ---- arithmetic ----

@pytest.mark.parametrize("expr,expected", [
    ("-7 % 3", "-1"), ("7 % -3", "1"), ("5.5 % 2", "1.5"), ("7 % 4 * 2", "6"),
    ("2 - 3 - 4", "-5"), ("1 + 2 * 3", "7"), ("7 / 2", "3.5"), ('"3x" * "2y"', "6"),
    ("2^3^2", "512"), ("-2^2", "-4"), ("2^-1", "0.5"), ("0^0", "1"),
    ("(-8)^3", "-512"), ("(-8)^(1/3)", "nan"), ("2^0.5", "1.41421"), ("(-2)^-2", "0.25"),
    ("- -3", "3"), ("!!\"a\"", "1"), ("!\"\"", "1"), ("!0", "1"), ("!\"0\"", "0"),
    ("-2 * 3", "-6"), ("+\"4x\"", "4"), ("10 % 3.5", "3"),
])
def test_arithmetic(expr, expected):
    assert p("(%s)" % expr) == expected + "\n"


def test_not_binds_tighter_than_comparison():
    assert p("(!x == 1)") == "1\n"
    assert out('BEGIN { x = 2; print (!x == 1) }') == "0\n"


def test_power_assign():
    assert out('BEGIN { x = 2; x ^= 10; print x }') == "1024\n"


def test_double_star_not_operator():
    r = awk('BEGIN { print 2 ** 3 }')
    assert r.rc == 2 and r.out == ""


def test_division_by_zero():
    fatal('BEGIN { print 1 / 0 }', "division by zero")


def test_modulo_by_zero():
    fatal('BEGIN { print 1 % 0 }', "division by zero in %")


def test_div_assign_by_zero():
    fatal('BEGIN { x = 1; x /= 0 }', "division by zero")


def test_mod_assign_by_zero():
    fatal('BEGIN { x = 1; x %= 0 }', "division by zero in %")


def test_division_by_string_zero():
    fatal('BEGIN { print 4 / "a" }', "division by zero")


# ---- concatenation ----

def test_concat_vs_additive():
    assert p('1 " " 2+3') == "1 5\n"


def test_concat_vs_comparison():
    assert out('BEGIN { x = "a" "b" == "ab"; print x }') == "1\n"


def test_minus_is_binary():
    assert out('BEGIN { a = 5; print a -1 }') == "4\n"


def test_concat_with_minus():
    assert p('1 " " -1') == "1-1\n"


def test_concat_numbers_convfmt():
    assert out('BEGIN { CONVFMT = "%.1f"; OFMT = "%.3f"; print 0.25 "" 0.5 }') == "0.20.5\n"


# ---- increments ----

def test_postincrement_string():
    assert out('BEGIN { x = "3abc"; y = x++; print y, x, typeof(y), typeof(x) }') == "3 4 number number\n"


def test_pre_and_post():
    assert out('BEGIN { x = 5; print x++, x, ++x, x--, --x }') == "5 6 7 7 5\n"


def test_increment_array_element():
    assert out('BEGIN { a["k"]++; a["k"]++; print a["k"] }') == "2\n"


@pytest.mark.parametrize("prog", ['BEGIN { x = ++3 }', 'BEGIN { (x)++ }',
                                  'BEGIN { 3 = x }', 'function f() { }\nBEGIN { f() = 1 }'])
def test_bad_lvalue(prog):
    r = awk(prog)
    assert r.rc == 2 and r.out == ""
    assert r.err.startswith("awklet: syntax error at source line")


# ---- assignment ----

def test_chained_assignment():
    assert out('BEGIN { a = b = 3; print a, b }') == "3 3\n"


def test_assignment_value():
    assert out('BEGIN { print (x = 4) + 1 }') == "5\n"


def test_assign_rhs_before_subscript():
    assert out('BEGIN { i = 1; a[i] = i++; for (k in a) print k, a[k] }') == "2 1\n"


def test_compound_assign_subscript_first():
    assert out('BEGIN { i = 1; a[1] = 10; a[2] = 20; a[i] += i++; print a[1], a[2], i }') == "11 20 2\n"


def test_compound_assign_is_number():
    assert out('BEGIN { x = "5"; x += 0; print typeof(x) }') == "number\n"


def test_assignment_copies_type():
    assert out('{ x = $1; print typeof(x) }', stdin="5\n") == "strnum\n"


def test_assign_uninit_copies():
    assert out('BEGIN { y = x; print typeof(y), length(y), y + 0 }') == "unassigned 0 0\n"


@pytest.mark.parametrize("op,expected", [("+=", "13"), ("-=", "7"), ("*=", "30"),
                                         ("/=", "3.33333"), ("%=", "1"), ("^=", "1000")])
def test_compound_ops(op, expected):
    assert out('BEGIN { x = 10; x %s 3; print x }' % op) == expected + "\n"


# ---- logical / conditional ----

def test_and_short_circuit():
    assert out('BEGIN { 0 && x++; print x + 0 }') == "0\n"


def test_or_short_circuit():
    assert out('BEGIN { 1 || x++; print x + 0 }') == "0\n"


def test_and_evaluates_second():
    assert out('BEGIN { 1 && x++; print x + 0 }') == "1\n"


def test_logical_results():
    assert p('(2 && "a"), (0 || ""), (0 || 3), ("" && 1)') == "1 0 1 0\n"


def test_and_binds_tighter_than_or():
    assert out('BEGIN { x = 1 || 0 && 0; print x }') == "1\n"


def test_ternary_right_assoc():
    assert out('BEGIN { x = 0 ? 1 : 0 ? 2 : 3; print x }') == "3\n"


def test_ternary_only_one_branch():
    assert out('BEGIN { x = 1 ? a++ : b++; print a + 0, b + 0 }') == "1 0\n"


def test_ternary_keeps_type():
    assert out('BEGIN { x = 1 ? "10" : 2; print typeof(x) }') == "string\n"


def test_in_precedence_vs_and():
    assert out('BEGIN { a[1]; x = 1 in a && 0 in a; print x }') == "0\n"


def test_uninit_values():
    assert out('BEGIN { print length(x), "[" x "]", x + 0, typeof(x "") }') == "0 [] 0 string\n"
