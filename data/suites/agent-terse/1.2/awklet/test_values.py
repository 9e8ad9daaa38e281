import pytest

from conftest import check_ok, check_fatal


def begin(awk, code, stdin=""):
    return awk("BEGIN { " + code + " }", stdin)


# ---------------------------------------------------------------- string to number

@pytest.mark.parametrize("s,out", [
    ('"3abc"', "3"),
    ('" -2.5e1x"', "-25"),
    ('"abc"', "0"),
    ('""', "0"),
    ('".e3"', "0"),
    ('"1e"', "1"),
    ('"0x1A"', "0"),
    ('"1e999"', "inf"),
    ('".5"', "0.5"),
    ('"5."', "5"),
    ('"-.e1"', "0"),
    ('"1e+"', "1"),
    ('"12e"', "12"),
    ('"- 3"', "0"),
    ('" +3"', "3"),
    ('"inf"', "0"),
    ('"+inf"', "0"),
    ('"nan"', "0"),
    ('"-1e500"', "-inf"),
    ('"1,5"', "1"),
    ('"1_000"', "1"),
    ('"\\t\\n\\r\\f\\v 7"', "7"),
    ('"2e2x"', "200"),
    ('"+.5e1"', "5"),
])
def test_string_to_number(awk, s, out):
    check_ok(begin(awk, "print %s + 0" % s), out + "\n")


# ---------------------------------------------------------------- number to string

@pytest.mark.parametrize("expr,out", [
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
    ("100", "100"),
    ("0.000001", "1e-06"),
    ("1e300*10", "1e+301"),
])
def test_number_to_string(awk, expr, out):
    check_ok(begin(awk, 'x = (%s) ""; print x' % expr), out + "\n")


@pytest.mark.parametrize("fmt,out", [
    ("[%.2f]", "[0.50]"),
    ("%.2f %.2f", "0.50 0.00"),
    ("%d", "0"),
    ("%s", "0.5"),
    ("%.3e", "5.000e-01"),
])
def test_convfmt(awk, fmt, out):
    check_ok(begin(awk, 'CONVFMT = "%s"; x = 0.5 ""; print x' % fmt), out + "\n")


def test_convfmt_d_truncates(awk):
    check_ok(begin(awk, 'CONVFMT = "%d"; x = 3.9 ""; print x'), "3\n")


def test_convfmt_not_for_integers(awk):
    check_ok(begin(awk, 'CONVFMT = "%.2f"; x = 3 ""; y = 1e15 ""; print x, y'), "3 1000000000000000\n")


def test_convfmt_subscript_kept(awk):
    check_ok(begin(awk, 'CONVFMT = "%.2f"; a[0.1] = 1; CONVFMT = "%.6g"; print "" (0.1 in a), ("0.10" in a)'),
             "0 1\n")


def test_ofmt_s(awk):
    check_ok(begin(awk, 'OFMT = "%s"; print 1/3'), "0.333333\n")


# ---------------------------------------------------------------- output of numbers

@pytest.mark.parametrize("expr,out", [
    ("3.14159", "3.14"),
    ('3.14159 ""', "3.14159"),
    ("1e16", "10000000000000000.00"),
    ("1e15 + 0.5", "1000000000000000.50"),
    ("-0", "-0"),
    ("3.0", "3"),
    ("log(0)", "-inf"),
    ("-log(0)", "inf"),
    ("log(-1)", "nan"),
    ("1 ? 2.5 : 0", "2.50"),
])
def test_ofmt_print(awk, expr, out):
    check_ok(begin(awk, 'OFMT = "%.2f"; print ' + expr), out + "\n")


def test_ofmt_variable_and_element(awk):
    check_ok(begin(awk, 'OFMT = "%.2f"; x = 3.14159; a[1] = 2.71828; print x, a[1]'), "3.14 2.72\n")


def test_ofmt_field_numeric_string_as_is(awk):
    check_ok(awk('BEGIN { OFMT = "%.2f" } { print $1, $1 + 0 }', "3.14159\n"), "3.14159 3.14\n")


def test_ofmt_not_used_by_printf_s(awk):
    check_ok(begin(awk, 'OFMT = "%.2f"; printf "%s\\n", 3.14159'), "3.14159\n")


def test_convfmt_used_by_printf_s(awk):
    check_ok(begin(awk, 'CONVFMT = "%.2f"; printf "%s\\n", 3.14159'), "3.14\n")


def test_ofmt_with_redirection(awk, tmp_path):
    check_ok(begin(awk, 'OFMT = "%.1f"; print 2.25 + 0.01 > "o"; close("o")'), "")
    assert (tmp_path / "o").read_text() == "2.3\n"


# ---------------------------------------------------------------- numeric strings

def test_numeric_string_keeps_text(awk):
    check_ok(awk("{ print $1, ($1 == 1), $1 \"\" }", "1.0e0\n"), "1.0e0 1 1.0e0\n")


def test_substr_of_field_is_string(awk):
    check_ok(awk("{ print \"\" (substr($1, 1) == 1), ($1 == 1) }", "1.0\n"), "0 1\n")


def test_cr_lf_field_numeric(awk):
    check_ok(awk("{ print \"\" ($1 == 5), typeof($1) }", "5\r\n"), "1 strnum\n")


@pytest.mark.parametrize("rec", ["0x10", "1e", ".", "inf", "nan", "1,5", "+", "-"])
def test_fields_not_numbers(awk, rec):
    check_ok(awk("{ print typeof($1) }", rec + "\n"), "string\n")


@pytest.mark.parametrize("rec", ["1", "-1", "+1.5", ".5", "5.", "1e3", "1E-3", "007"])
def test_fields_numbers(awk, rec):
    check_ok(awk("{ print typeof($1) }", rec + "\n"), "strnum\n")


def test_string_ops_result_string(awk):
    check_ok(begin(awk, 'x = substr("12", 1); y = 1 ""; print typeof(x), typeof(y), typeof(1 + "2")'),
             "string string number\n")


# ---------------------------------------------------------------- comparisons

@pytest.mark.parametrize("expr,out", [
    ('"10" < "9"', "1"),
    ("10 < 9", "0"),
    ('2 < "10"', "0"),
    ('u == 0', "1"),
    ('u == ""', "1"),
    ('"B" < "a"', "1"),
    ('"a\\001" > "a"', "1"),
    ('"" < "a"', "1"),
    ('"abc" < "abd"', "1"),
    ('"ab" < "abc"', "1"),
    ('2 "" < 10', "0"),
    ('"\\377" > "a"', "1"),
    ('1e500 == 1e500', "1"),
    ("u < 0", "0"),
    ('u < "a"', "1"),
    ("1 == 1.0", "1"),
    ('"1" == 1', "1"),
    ('"1.0" == 1', "0"),
    ("3 >= 3", "1"),
    ("3 <= 2", "0"),
    ("3 != 3", "0"),
])
def test_comparison(awk, expr, out):
    check_ok(begin(awk, "r = (%s); print r" % expr), out + "\n")


def test_nan_comparisons(awk):
    check_ok(begin(awk, "n = log(-1); print \"\" (n == n), (n != n), (n < 1), (n > 1), (n == 1), (n != 1)"),
             "0 1 0 0 0 1\n")


def test_variable_holding_string_constant(awk):
    check_ok(begin(awk, 'x = "10"; print "" (x < 9), (x + 0 < 9)'), "1 0\n")


def test_fields_numeric_comparison(awk):
    check_ok(awk("{ print ($1 < $2) }", "10 9\n"), "0\n")


def test_field_vs_string_constant(awk):
    check_ok(awk('{ print "" ($1 == "1.0"), ($1 == "1"), ($1 == 1) }', "1.0\n"), "1 0 1\n")


def test_non_numeric_fields_string_compare(awk):
    check_ok(awk("{ print ($1 < $2) }", "abc 10\n"), "0\n")


def test_hex_field_string_compare(awk):
    check_ok(awk("{ print ($1 < $2) }", "0x10 05\n"), "0\n")


def test_blank_padded_fields_numeric(awk):
    check_ok(awk("{ print ($1 < $2) }", " 2 : 10 \n", opts=["-F", ":"]), "1\n")


def test_uninit_vs_field(awk):
    check_ok(awk("{ print \"\" (u == $1), (u < $2), (u == $3) }", "0 0.5 0.0\n"), "1 1 1\n")


def test_comparison_non_associative(awk):
    r = begin(awk, "x = 1 < 2 < 3")
    assert r.rc == 2
    assert r.err.startswith("awklet: syntax error at source line 1")


def test_comparison_result_number(awk):
    check_ok(begin(awk, 'print typeof(1 < 2), typeof("a" == "a")'), "number number\n")


# ---------------------------------------------------------------- truth values

@pytest.mark.parametrize("rec,out", [
    ("0", "F"), ("0.0", "F"), ("+0", "F"), ("-0", "F"), (".0e5", "F"), ("1e-400", "F"),
    ("0x0", "T"), ("a", "T"), ("1", "T"), ("00", "F"), ("0.1", "T"),
])
def test_field_truth(awk, rec, out):
    check_ok(awk('{ print ($1 ? "T" : "F") }', rec + "\n"), out + "\n")


def test_field_blank_padded_zero_false(awk):
    check_ok(awk('{ print ($1 ? "T" : "F") }', " 0 :x\n", opts=["-F", ":"]), "F\n")


def test_empty_record_false(awk):
    check_ok(awk('{ print ($0 ? "T" : "F") }', "\n"), "F\n")


@pytest.mark.parametrize("expr,out", [
    ('" "', "T"), ('"0.0"', "T"), ('"0"', "T"), ('""', "F"), ("0.0", "F"), ("-0", "F"),
    ("log(-1)", "T"), ("u", "F"), ('substr("0", 1)', "T"), ("0.1", "T"), ("-1", "T"),
])
def test_constant_truth(awk, expr, out):
    check_ok(begin(awk, 'print ((%s) ? "T" : "F")' % expr), out + "\n")


def test_numeric_string_copied_stays(awk):
    check_ok(awk('{ a = $1; print "" (a ? "T" : "F"), ((a "") ? "T" : "F") }', "0\n"), "F T\n")


# ---------------------------------------------------------------- arithmetic

@pytest.mark.parametrize("expr,out", [
    ("-7 % 3", "-1"),
    ("7 % -3", "1"),
    ("5.5 % 2", "1.5"),
    ("-0 * 5", "-0"),
    ("0 * -5", "-0"),
    ("-7 % 7", "-0"),
    ("0.1 + 0.2 == 0.3", "0"),
    ("2^53 + 1 == 2^53", "1"),
    ('"3x" * "2y"', "6"),
    ('"" - 1', "-1"),
    ("7 / 2", "3.5"),
    ("1e308 * 10", "inf"),
    ("-1e308 * 10", "-inf"),
    ("2 + 3 * 4", "14"),
    ("(2 + 3) * 4", "20"),
    ("10 - 2 - 3", "5"),
    ("100 / 10 / 5", "2"),
    ("2 * 3 % 4", "2"),
])
def test_arithmetic(awk, expr, out):
    check_ok(begin(awk, "print %s" % expr), out + "\n")


def test_division_by_zero(awk):
    check_fatal(begin(awk, 'print "a"; x = 1 / 0'), "division by zero", "a\n")


def test_modulo_by_zero(awk):
    check_fatal(begin(awk, "x = 5 % 0"), "division by zero in %")


def test_modulo_by_negative_zero(awk):
    check_fatal(begin(awk, "x = 5 % -0.0"), "division by zero in %")


def test_divide_assign_by_zero(awk):
    check_fatal(begin(awk, "x = 4; x /= 0"), "division by zero")


def test_modulo_assign_by_zero(awk):
    check_fatal(begin(awk, "x = 4; x %= 0"), "division by zero in %")


def test_division_by_string_zero(awk):
    check_fatal(begin(awk, 'x = 4 / "abc"'), "division by zero")


# ---------------------------------------------------------------- exponentiation

@pytest.mark.parametrize("expr,out", [
    ("2^3^2", "512"),
    ("-2^2", "-4"),
    ("2^-1", "0.5"),
    ("0^0", "1"),
    ("(-8)^3", "-512"),
    ("(-8)^(1/3)", "nan"),
    ("0 ^ -1", "inf"),
    ("(-1) ^ 1025", "-1"),
    ("2 ^ 1025", "inf"),
    ("2 ^ -1080", "0"),
    ('"2x" ^ "3y"', "8"),
    ("2 ^ 3 ^ 0", "2"),
    ("(2 ^ 3) ^ 0", "1"),
    ("2^10", "1024"),
    ("4^0.5", "2"),
    ("2^+3", "8"),
    ("-2^-2", "-0.25"),
    ("2 * 3 ^ 2", "18"),
])
def test_power(awk, expr, out):
    check_ok(begin(awk, "print %s" % expr), out + "\n")


def test_power_assign(awk):
    check_ok(begin(awk, "x = 2; x ^= 2 ^ 2; print x"), "16\n")


def test_double_star_not_operator(awk):
    r = begin(awk, "print 2 ** 3")
    assert r.rc == 2
    assert r.out == ""


# ---------------------------------------------------------------- concatenation

@pytest.mark.parametrize("code,out", [
    ('print 1 " " 2+3', "1 5"),
    ('print ("a" "b" == "ab")', "1"),
    ("a = 5; print a -1", "4"),
    ('print 1 " " -1', "1-1"),
    ('x = 5; print x " " x++ " " x', "5 5 6"),
    ("print 2 3 * 4", "212"),
    ('print 2 " " 3 ^ 2', "2 9"),
    ('print !"a" "b"', "0b"),
    ('print 1 - 1 " " 2', "0 2"),
    ('x = 1; print x++ x', "12"),
    ('print 1 2 3', "123"),
    ('print -1 " " 2', "-1 2"),
])
def test_concatenation(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


def test_concatenation_result_string(awk):
    check_ok(begin(awk, 'x = 1 2; print typeof(x), (x < 9)'), "string 1\n")


# ---------------------------------------------------------------- unary

@pytest.mark.parametrize("code,out", [
    ("print - -3", "3"),
    ('print !!"a"', "1"),
    ('print -"3"', "-3"),
    ('print +"4x"', "4"),
    ('print !""', "1"),
    ('print !"0"', "0"),
    ('x = -"0"; print !x', "1"),
    ("print !0", "1"),
    ("print !5", "0"),
    ("print -0", "-0"),
    ('print typeof(+"3")', "number"),
    ("print !u", "1"),
])
def test_unary(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


def test_unary_on_zero_field(awk):
    check_ok(awk("{ print !$1, -$1 }", "0.0\n"), "1 -0\n")


# ---------------------------------------------------------------- increment

@pytest.mark.parametrize("code,out", [
    ('x = "3abc"; y = x++; print y, x, typeof(y), typeof(x)', "3 4 number number"),
    ('z = "abc"; z--; print z', "-1"),
    ('x = ""; x++; print x', "1"),
    ('x = "0x10"; x++; print x', "1"),
    ("x = 5; print x++ + ++x; print x", "12\n7"),
    ("x = 1; print x++ x", "12"),
    ("y = 1e16; y++; print (y == 1e16)", "1"),
    ('a["k"]++; print a["k"], length(a)', "1 1"),
    ("x = 5; y = --x; print x, y", "4 4"),
    ("x = 5; y = x--; print x, y", "4 5"),
    ("print ++u, u++, u", "1 1 2"),
    ('x = "7"; y = x++; print typeof(y)', "number"),
])
def test_increment(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


@pytest.mark.parametrize("code", ["5++", "(x)++", "++3", "x = (1 + 2)--"])
def test_increment_non_lvalue_syntax_error(awk, code):
    r = begin(awk, code)
    assert r.rc == 2
    assert r.out == ""
    assert r.err.startswith("awklet: syntax error at source line 1")


# ---------------------------------------------------------------- assignment

@pytest.mark.parametrize("code,out", [
    ("a = b = 3; print a, b", "3 3"),
    ("x = 1; x += x += 2; print x", "4"),
    ("i = 1; a[i] += i++; print a[1], i", "1 2"),
    ("i = 1; a[i] = i++; print a[2], (1 in a)", "1 0"),
    ('y = "abc"; y *= 1; print y', "0"),
    ('x = "5"; x += 0; print typeof(x)', "number"),
    ("x = 7; x -= 2; print x", "5"),
    ("x = 7; x *= 2; print x", "14"),
    ("x = 7; x /= 2; print x", "3.5"),
    ("x = 7; x %= 4; print x", "3"),
    ("x = 2; x ^= 3; print x", "8"),
    ("y = (x = 4) + 1; print y", "5"),
    ("x = y; print typeof(x)", "unassigned"),
    ('x = "s"; y = x; print typeof(y)', "string"),
])
def test_assignment(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


def test_assignment_copies_strnum(awk):
    check_ok(awk("{ n = $1; print typeof(n) }", "9\n"), "strnum\n")


@pytest.mark.parametrize("code", ["3 = x", "f() = 1", "x + 1 = 2", "\"a\" = 1"])
def test_assignment_non_lvalue(awk, code):
    r = awk("function f() { return 1 } BEGIN { %s }" % code)
    assert r.rc == 2
    assert r.out == ""
    assert r.err.startswith("awklet: syntax error at source line 1")


# ---------------------------------------------------------------- logical

@pytest.mark.parametrize("code,out", [
    ('print ("" || "a")', "1"),
    ('print ("0" && 0)', "0"),
    ("print (1 && 2)", "1"),
    ("print (0 || 5)", "1"),
    ("print (0 || 0)", "0"),
    ("0 && x++; print x + 0", "0"),
    ("1 || x++; print x + 0", "0"),
    ("1 && x++; print x + 0", "1"),
    ('print ("a" && "b")', "1"),
    ("print (1 || 0 && 0)", "1"),
    ("print typeof(2 && 3)", "number"),
])
def test_logical(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


def test_logical_fields(awk):
    check_ok(awk('{ print "" ($1 && 1), ($2 && 1) }', "0.0 abc\n"), "0 1\n")


# ---------------------------------------------------------------- conditional

@pytest.mark.parametrize("code,out", [
    ("1 ? a++ : b++; print a + 0, b + 0", "1 0"),
    ("0 ? a++ : b++; print a + 0, b + 0", "0 1"),
    ('x = 1 ? "10" : 9; print (x < 9)', "1"),
    ('print ("0" ? "A" : "B")', "A"),
    ("a = 1; b = a ? a = 5 : 7; print a, b", "5 5"),
    ("print 1 ? 2 : 3, 4", "2 4"),
    ("x = 0; y = 1; print x ? 1 : y ? 2 : 3", "2"),
    ("print 0 ? 1 : 0 ? 2 : 3", "3"),
    ("x = 1 ? 2 : 3; print x", "2"),
])
def test_conditional(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


def test_conditional_keeps_field_type(awk):
    check_ok(awk("{ x = 1 ? $1 : 9; print \"\" (x < 9), typeof(x) }", "10\n"), "0 strnum\n")


def test_conditional_field_condition(awk):
    check_ok(awk('{ print ($1 ? "A" : "B") }', "0.0\n"), "B\n")


# ---------------------------------------------------------------- precedence

@pytest.mark.parametrize("code,out", [
    ("print 1 + 2 \" \" 3 * 4", "3 12"),
    ("x = 1 in a; print x", "0"),
    ("a[2]; i = 1; print (i + 1 in a)", "1"),
    ('print ("abc" ~ "b" "c")', "1"),
    ('print ("abd" ~ "b" "c")', "0"),
    ('print ("a" ~ "a" ~ 1)', "1"),
    ("print !1 + 1", "1"),
    ("print -2 ^ 2", "-4"),
    ("x = 1 < 2 ? \"y\" : \"n\"; print x", "y"),
    ("x = 2 < 1 || 3 < 4; print x", "1"),
    ("x = 3; x += x *= 2; print x", "9"),
    ('print 1 " " 2 == "1 2"', "1"),
    ('print (1 == 1) (2 == 3)', "10"),
])
def test_precedence(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


def test_print_gt_is_redirection(awk, tmp_path):
    check_ok(begin(awk, "print 1 > 2"), "")
    assert (tmp_path / "2").read_text() == "1\n"


def test_print_parenthesized_comparison(awk):
    check_ok(begin(awk, "print (2 > 1)"), "1\n")
