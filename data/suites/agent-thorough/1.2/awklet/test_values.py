"""Values and types, conversions, output of numbers, comparisons, truth."""
import pytest

from conftest import awk, out, ev


# ---------- numeric strings ----------

def test_numeric_string_field_keeps_text():
    assert out("{ print $1; print ($1 == 1) }", stdin="1.0e0\n") == "1.0e0\n1\n"


def test_substr_of_field_is_string():
    assert out('{ print (substr($1, 1) == 1), ($1 == 1) }', stdin="1.0\n") == "0 1\n"


def test_string_constant_vs_number_compares_as_string():
    assert ev('("1.0" == 1)') == "0"


def test_field_with_trailing_cr_is_numeric():
    assert out("{ print ($1 == 5), typeof($1) }", stdin="5\r\n") == "1 strnum\n"


@pytest.mark.parametrize("text", ["0x10", "1e", ".", "inf", "nan", "1,5", "+", "-", "1e+", "++1"])
def test_fields_not_looking_like_numbers(text):
    assert out("{ print typeof($1) }", stdin=text + "\n") == "string\n"


@pytest.mark.parametrize("text", ["+1.5e3", "-2", ".5", "5.", "1E-3", "007", "-.5e+2", "+0"])
def test_fields_looking_like_numbers(text):
    assert out("{ print typeof($1) }", stdin=text + "\n") == "strnum\n"


def test_record_with_surrounding_blanks_numeric():
    assert out('{ print typeof($0) }', stdin=" \t+1.5e3 \n") == "strnum\n"


def test_getline_var_numeric_string():
    assert out('{ getline v; print typeof(v), (v < 9) }', stdin="a\n10\n") == "strnum 0\n"


def test_split_elements_numeric_strings():
    assert ev('typeof(p[1]) " " typeof(p[2])', pre='split("3 x", p)') == "strnum string"


def test_for_in_variable_numeric_string():
    assert ev('typeof(k) " " (k < 9)', pre="a[10] = 1; for (k in a) ;") == "strnum 0"


def test_concatenation_result_is_string():
    assert ev('typeof(1 2) " " typeof("1" + 0)') == "string number"


def test_assignment_copies_uninitialized():
    assert ev("typeof(y)", pre="y = x") == "unassigned"


# ---------- string to number ----------

@pytest.mark.parametrize("s,expected", [
    ('"3abc"', "3"), ('" -2.5e1x"', "-25"), ('"abc"', "0"), ('""', "0"),
    ('".e3"', "0"), ('"1e"', "1"), ('"0x1A"', "0"), ('"1e999"', "inf"),
    ('".5"', "0.5"), ('"5."', "5"), ('"-.e1"', "0"), ('"1e+"', "1"),
    ('"12e"', "12"), ('"- 3"', "0"), ('" +3"', "3"), ('"inf"', "0"),
    ('"+inf"', "0"), ('"nan"', "0"), ('"-1e500"', "-inf"), ('"1,5"', "1"),
    ('"1_000"', "1"), ('"\\r\\f\\v\\t\\n 7"', "7"), ('"2e2x"', "200"),
    ('"1e-2"', "0.01"), ('"+-3"', "0"), ('"3 4"', "3"),
])
def test_string_to_number(s, expected):
    assert ev("%s + 0" % s) == expected


# ---------- number to string ----------

@pytest.mark.parametrize("expr,expected", [
    ("1e15", "1000000000000000"),
    ("-3.0", "-3"),
    ("-0", "-0"),
    ("0.1", "0.1"),
    ("1/3", "0.333333"),
    ("1e16", "1e+16"),
    ("123456.7", "123457"),
    ("2^53 + 1", "9007199254740992"),
    ("-1e15 - 0.5", "-1e+15"),
    ("log(-1)", "nan"),
    ("-log(0)", "inf"),
    ("log(0)", "-inf"),
    ("100000", "100000"),
    ("1234567", "1234567"),
    ("0.000001", "1e-06"),
    ("9999999999999998", "9999999999999998"),
])
def test_number_to_string(expr, expected):
    assert ev('(%s) ""' % expr) == expected


def test_CONVFMT_text_around_conversion():
    assert ev('0.5 ""', pre='CONVFMT = "[%.2f]"') == "[0.50]"


def test_CONVFMT_missing_values_are_zero():
    assert ev('0.5 ""', pre='CONVFMT = "%.2f %.2f"') == "0.50 0.00"


def test_CONVFMT_d_truncates():
    assert ev('3.9 ""', pre='CONVFMT = "%d"') == "3"


def test_CONVFMT_s_uses_6g():
    assert ev('0.5 "" ; x = 1/3 ""; print x', pre='CONVFMT = "%s"') == "0.5\n0.333333"


def test_CONVFMT_not_used_for_integers():
    assert ev('12 ""', pre='CONVFMT = "%.2f"') == "12"


def test_CONVFMT_at_time_of_conversion_for_subscript():
    pre = 'CONVFMT = "%.2f"; a[0.1] = 1; CONVFMT = "%.6g"'
    assert ev('(0.1 in a), ("0.10" in a)', pre=pre) == "0 1"


# ---------- output of numbers ----------

def test_OFMT_used_by_print():
    assert ev("3.14159", pre='OFMT = "%.2f"') == "3.14"


def test_concatenation_uses_CONVFMT_not_OFMT():
    assert ev('3.14159 ""', pre='OFMT = "%.2f"') == "3.14159"


def test_OFMT_integral_values_as_integers():
    assert ev("3, -7, 1e15", pre='OFMT = "%.2f"') == "3 -7 1000000000000000"


def test_OFMT_large_values():
    assert ev("1e16; print 1e15 + 0.5", pre='OFMT = "%.2f"') == "10000000000000000.00\n1000000000000000.50"


def test_OFMT_special_values():
    assert ev("-0, log(0), -log(0), log(-1)", pre='OFMT = "%.2f"') == "-0 -inf inf nan"


def test_OFMT_variable_holding_number():
    assert ev("x, a[1], (1 ? x : 0)", pre='OFMT = "%.2f"; x = 3.14159; a[1] = x') == "3.14 3.14 3.14"


def test_OFMT_field_numeric_string_as_is():
    prog = 'BEGIN { OFMT = "%.2f" } { print $1; print $1 + 0 }'
    assert out(prog, stdin="3.14159\n") == "3.14159\n3.14\n"


def test_OFMT_with_redirection():
    prog = 'BEGIN { OFMT = "%.2f"; print 3.14159 > "f"; close("f"); getline l < "f"; print l }'
    assert out(prog) == "3.14\n"


def test_printf_s_uses_CONVFMT_not_OFMT():
    assert out('BEGIN { OFMT = "%.2f"; printf "%s\\n", 3.14159 }') == "3.14159\n"


def test_printf_s_uses_CONVFMT():
    assert out('BEGIN { CONVFMT = "%.2f"; printf "%s\\n", 3.14159 }') == "3.14\n"


def test_OFMT_s_uses_6g():
    assert ev("1/3", pre='OFMT = "%s"') == "0.333333"


def test_OFMT_does_not_affect_strings():
    assert ev('"3.14159"', pre='OFMT = "%.2f"') == "3.14159"


def test_print_default_OFMT():
    assert ev("3.14159265, 1/3, 100/3") == "3.14159 0.333333 33.3333"


# ---------- comparisons ----------

@pytest.mark.parametrize("expr,expected", [
    ('"10" < "9"', "1"),
    ("10 < 9", "0"),
    ('2 < "10"', "0"),
    ('x == 0', "1"),
    ('x == ""', "1"),
    ('2 "" < 10', "0"),
    ('"B" < "a"', "1"),
    ('"a\\001" > "a"', "1"),
    ('"" < "a"', "1"),
    ('"abc" < "abd"', "1"),
    ('"ab" < "abc"', "1"),
    ('"\\xff" > "a"', "1"),
    ("-log(0) == -log(0)", "1"),
    ("log(0) < -1e308", "1"),
    ("1 == 1.0", "1"),
    ("2 >= 2", "1"),
    ("2 <= 1", "0"),
    ("3 != 3", "0"),
    ('"a" != "b"', "1"),
])
def test_comparison(expr, expected):
    assert ev("(%s)" % expr) == expected


@pytest.mark.parametrize("expr,expected", [
    ("n == n", "0"), ("n != n", "1"), ("n < 1", "0"), ("n > 1", "0"),
    ("n <= n", "0"), ("n >= 0", "0"), ("n == 1", "0"), ("1 != n", "1"),
])
def test_nan_comparisons(expr, expected):
    assert ev("(%s)" % expr, pre="n = log(-1)") == expected


def test_string_variable_compares_as_string():
    assert ev("(x < 9), (x + 0 < 9)", pre='x = "10"') == "1 0"


def test_numeric_string_fields_compare_numerically():
    assert out("{ print ($1 < $2) }", stdin="10 9\n") == "0\n"


def test_numeric_field_vs_string_constant_compares_as_string():
    assert out('{ print ($1 == "1.0"), ($1 == "1") }', stdin="1.0\n") == "1 0\n"


def test_non_numeric_field_compares_as_string():
    assert out("{ print ($1 < $2) }", stdin="abc 10\n") == "0\n"


def test_hex_field_compares_as_string():
    assert out("{ print ($1 < $2) }", stdin="0x10 9\n") == "1\n"


def test_blanks_around_fields_still_numeric():
    assert out('BEGIN { FS = "," } { print ($1 < $2) }', stdin=" 2 , 10 \n") == "1\n"


def test_uninitialized_vs_numeric_string_field():
    assert out("{ print (u == $1), (u < $2), (u == $3) }", stdin="0 0.5 0.0\n") == "1 1 1\n"


def test_uninitialized_vs_string_and_number():
    assert ev('(u < "a"), (u < 0), (u == 0), (u == "")') == "1 0 1 1"


def test_comparison_result_is_number():
    assert ev('typeof(1 < 2), typeof("a" == "a")') == "number number"


def test_number_vs_numeric_string_variable():
    assert out("{ n = $1; print (n < 9) }", stdin="10\n") == "0\n"


# ---------- truth values ----------

@pytest.mark.parametrize("text,expected", [
    ("0", "F"), ("0.0", "F"), ("+0", "F"), ("-0", "F"), (".0e5", "F"),
    ("1e-400", "F"), ("0x0", "T"), ("a", "T"), ("1", "T"), ("-1", "T"),
    ("00", "F"), ("0.1", "T"),
])
def test_field_truth(text, expected):
    assert out('{ print ($1 ? "T" : "F") }', stdin=text + "\n") == expected + "\n"


def test_record_with_blank_zero_false():
    assert out('{ print ($0 ? "T" : "F") }', stdin=" 0 \n") == "F\n"


def test_empty_record_false():
    assert out('{ print ($0 ? "T" : "F") }', stdin="\n") == "F\n"


@pytest.mark.parametrize("expr,expected", [
    ('" "', "T"), ('"0.0"', "T"), ('"0"', "T"), ('""', "F"), ("0.0", "F"),
    ("-0", "F"), ("log(-1)", "T"), ("1", "T"), ("0.001", "T"), ("u", "F"),
    ('substr("0", 1)', "T"), ("-log(0)", "T"),
])
def test_constant_truth(expr, expected):
    assert ev('(%s) ? "T" : "F"' % expr) == expected


def test_numeric_string_copied_to_variable_stays_numeric():
    assert out('{ a = $1; print (a ? "T" : "F"), ((a "") ? "T" : "F") }', stdin="0\n") == "F T\n"
