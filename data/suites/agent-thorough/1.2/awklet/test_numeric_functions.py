"""Arithmetic functions, rand/srand, bit operations, strtonum, typeof/isarray,
asort/asorti, uninitialized values."""
import pytest

from conftest import awk, out, ev, fatal


def syn(prog, msg):
    r = awk(prog)
    assert r.rc == 2, r
    assert r.out == "", r
    assert r.err == "awklet: " + msg + "\n", r


# ---------- arithmetic functions ----------

@pytest.mark.parametrize("expr,expected", [
    ("log(0)", "-inf"), ("log(-1)", "nan"), ("sqrt(-1)", "nan"), ("exp(1000)", "inf"),
    ("int(3.9)", "3"), ("int(-3.9)", "-3"), ('int("4.7xyz")', "4"), ("int(-0.5)", "-0"),
    ("int(1e300)", "1e+300"), ("int(2147483648.5)", "2147483648"), ('int("x")', "0"),
    ('int("0x1A")', "0"), ('int(" 12 ")', "12"), ('int(".9")', "0"), ("exp(0)", "1"),
    ("log(1)", "0"), ("sqrt(16)", "4"), ("sin(0)", "0"), ("cos(0)", "1"),
    ("atan2(0, -1)", "3.14159"), ("atan2(0, 1)", "0"), ("atan2(1, 0)", "1.5708"),
    ("atan2(-1, -1)", "-2.35619"), ('exp("x")', "1"), ('sqrt("4abc")', "2"),
    ("exp(-1000)", "0"), ("exp(1)", "2.71828"), ("log(10)", "2.30259"),
    ("sqrt(2)", "1.41421"), ("sin(1)", "0.841471"), ("cos(1)", "0.540302"),
    ("int(7)", "7"), ("int(-7.0001)", "-7"),
])
def test_arithmetic_functions(expr, expected):
    assert ev(expr) == expected


def test_int_result_type():
    assert ev('typeof(int("3"))') == "number"


# ---------- rand and srand ----------

def test_first_rand_values():
    assert ev("rand() * 2147483648; print rand() * 2147483648; print rand() * 2147483648") == \
        "12345\n1406932606\n654583775"


def test_rand_range():
    assert ev("ok", pre="ok = 1; for (i = 0; i < 1000; i++) { r = rand(); if (r < 0 || r >= 1) ok = 0 }") == "1"


def test_srand_returns_previous_seed():
    assert ev("a, b, c", pre="a = srand(5); b = srand(7); c = srand(2)") == "0 5 7"


def test_srand_seed_1_sequence():
    assert ev("rand() * 2147483648; print rand() * 2147483648", pre="srand(1)") == "1103527590\n377401575"


def test_srand_zero_same_as_default():
    assert ev("rand() * 2147483648", pre="srand(0)") == "12345"


def test_srand_negative_one():
    assert ev("rand() * 2147483648", pre="srand(-1)") == "1043980748"


def test_srand_2147483647_same_as_minus_one():
    assert ev("rand() * 2147483648", pre="srand(2147483647)") == "1043980748"


def test_srand_2147483648_same_as_zero():
    assert ev("rand() * 2147483648", pre="srand(2147483648)") == "12345"


def test_srand_truncates():
    assert ev("rand() * 2147483648", pre="srand(2.9)") == "59559187"


def test_srand_string_seed():
    assert ev("rand() * 2147483648, s", pre='srand("3abc"); s = srand()') == "1163074432 3"


def test_srand_infinite_seed_state_zero():
    assert ev("rand() * 2147483648", pre="srand(-log(0))") == "12345"


def test_reseed_restarts_sequence():
    assert ev("(a == c), (b == d)", pre="srand(42); a = rand(); b = rand(); srand(42); c = rand(); d = rand()") == "1 1"


def test_srand_returns_truncated_seed():
    assert ev("srand(1)", pre="srand(7.8)") == "7"


def test_srand_without_argument_uses_time():
    assert ev("(d >= 0 && d <= 2)", pre="srand(); s = srand(); d = systime() - s") == "1"


def test_srand_result_is_number():
    assert ev("typeof(srand(3))") == "number"


# ---------- bit operations ----------

@pytest.mark.parametrize("expr,expected", [
    ("and(12, 10)", "8"), ("or(12, 10)", "14"), ("xor(12, 10)", "6"),
    ("compl(0)", "9007199254740991"), ("compl(9007199254740991)", "0"), ("compl(5)", "9007199254740986"),
    ("lshift(1, 3)", "8"), ("rshift(16, 2)", "4"), ("rshift(7, 1)", "3"),
    ("lshift(1, 53)", "0"), ("rshift(1, 53)", "0"), ("lshift(2^52, 1)", "0"),
    ("lshift(3, 52)", "4503599627370496"), ("and(3.9, 1)", "1"), ('or("5x", 2)', "7"),
    ("rshift(9007199254740991, 52)", "1"), ("xor(5, 5)", "0"), ("lshift(5, 0)", "5"),
])
def test_bit_operations(expr, expected):
    assert ev(expr) == expected


def test_bit_result_is_number():
    assert ev("typeof(and(1, 1))") == "number"


@pytest.mark.parametrize("call,msg", [
    ("and(-1, 1)", "and: negative argument"),
    ("or(1, -2)", "or: negative argument"),
    ("xor(1, 2, -3)", "xor: negative argument"),
    ("compl(-1)", "compl: negative argument"),
    ("lshift(1, -1)", "lshift: negative argument"),
    ("rshift(-4, 1)", "rshift: negative argument"),
    ("and(2^53, 1)", "and: argument out of range"),
    ("or(1, log(-1))", "or: argument out of range"),
    ("compl(2^60)", "compl: argument out of range"),
    ("lshift(1, 2^53)", "lshift: argument out of range"),
    ("rshift(-log(0), 1)", "rshift: argument out of range"),
])
def test_bit_operation_errors(call, msg):
    fatal(awk('BEGIN { print "a"; x = %s; print "b" }' % call), msg, stdout="a\n")


def test_bit_negative_fraction_truncates_to_zero():
    assert ev("and(-0.5, 1)") == "0"


# ---------- strtonum ----------

@pytest.mark.parametrize("arg,expected", [
    ('"0x1F"', "31"), ('"0x1Fz"', "31"), ('"0X1f"', "31"), ('"0x"', "0"), ('"0xg"', "0"),
    ('"017"', "15"), ('"0"', "0"), ('"019"', "19"), ('"012.5"', "12.5"), ('"-0x10"', "-16"),
    ('"+017"', "15"), ('" 0x10"', "16"), ('"0x1.8"', "1"), ('"08"', "8"), ('""', "0"),
    ("017", "17"), ("x", "0"), ('"12abc"', "12"), ('"017e1"', "170"), ('"0.5"', "0.5"),
    ('"-017"', "-15"), ('"1e3"', "1000"), ('"0777"', "511"),
])
def test_strtonum(arg, expected):
    assert ev("strtonum(%s)" % arg) == expected


def test_strtonum_field():
    assert out("{ print strtonum($1), $1 + 0 }", stdin="0x10\n") == "16 0\n"


def test_strtonum_result_number():
    assert ev('typeof(strtonum("0x10"))') == "number"


def test_strtonum_number_unchanged():
    assert ev("strtonum(3.25)") == "3.25"


# ---------- typeof and isarray ----------

def test_typeof_array():
    assert ev("typeof(a)", pre="a[1]") == "array"


def test_typeof_untyped():
    assert ev("typeof(never)") == "untyped"


def test_typeof_does_not_create():
    assert ev('typeof(a["z"]), length(a), ("z" in a)', pre="a[1]") == "untyped 1 0"


def test_typeof_unassigned_copy():
    assert ev("typeof(x)", pre="x = y") == "unassigned"


def test_typeof_existing_element_never_assigned():
    assert ev('typeof(a["k"])', pre='a["k"]') == "unassigned"


def test_typeof_field_beyond_NF():
    assert out("{ print typeof($5) }", stdin="a\n") == "unassigned\n"


@pytest.mark.parametrize("expr,expected", [
    ("1", "number"), ('"s"', "string"), ('1 "2"', "string"), ("1 + 1", "number"),
    ("/re/", "regexp"), ('substr("12", 1)', "string"), ("x = 5", "number"),
    ("length()", "number"),
])
def test_typeof_expressions(expr, expected):
    assert ev("typeof(%s)" % expr) == expected


def test_typeof_strnum_field():
    assert out("{ print typeof($1), typeof($2), typeof($0) }", stdin="12 ab\n") == "strnum string string\n"


def test_typeof_regexp_not_matched():
    assert out("{ print typeof(/zzz/) }", stdin="a\n") == "regexp\n"


def test_typeof_parameter_holding_array():
    prog = "function f(p) { return typeof(p) }\nBEGIN { a[1]; print f(a) }"
    assert out(prog) == "array\n"


def test_typeof_untyped_parameter():
    prog = "function f(p) { return typeof(p) }\nBEGIN { print f(z) }"
    assert out(prog) == "untyped\n"


def test_typeof_untyped_param_caller_became_array():
    prog = "function f(p) { g(p); return typeof(p) }\nfunction g(q) { q[1] = 1 }\nBEGIN { print f(z) }"
    assert out(prog) == "array\n"


def test_isarray():
    assert ev("isarray(a), isarray(x), isarray(1 + 2), isarray(s)", pre='a[1]; s = "str"') == "1 0 0 0"


def test_isarray_parameter():
    prog = "function f(p, q) { return isarray(p) isarray(q) }\nBEGIN { a[1]; print f(a, 1) }"
    assert out(prog) == "10\n"


# ---------- uninitialized values ----------

def test_uninitialized_string_and_number():
    assert ev('"[" x "]", x + 0, length(x), typeof(x "")') == "[] 0 0 string"


def test_uninitialized_compares_both():
    assert ev('(x == 0), (x == ""), (x < 1), (x < "a")') == "1 1 1 1"


# ---------- asort / asorti ----------

def test_asort_numbers_then_strings():
    pre = 'a["x"] = "b"; a["y"] = 10; a["z"] = 9; a["w"] = "A"; a["v"] = -1; n = asort(a)'
    assert ev('n, a[1], a[2], a[3], a[4], a[5]', pre=pre) == "5 -1 9 10 A b"


def test_asort_replaces_subscripts():
    pre = 'a["x"] = 2; a["y"] = 1; asort(a)'
    assert ev('("x" in a), (1 in a), (2 in a), length(a)', pre=pre) == "0 1 1 2"


def test_asort_dest_leaves_src():
    pre = 'a["x"] = 2; a["y"] = 1; d["old"] = 1; n = asort(a, d)'
    assert ev('n, d[1], d[2], ("old" in d), a["x"], length(a)', pre=pre) == "2 1 2 0 2 2"


def test_asort_dest_same_as_src():
    assert ev('a[1], a[2]', pre='a["p"] = "z"; a["q"] = "y"; asort(a, a)') == "y z"


def test_asort_numeric_strings_numeric_order():
    pre = 'split("10 9 100", a); asort(a)'
    assert ev('a[1], a[2], a[3], typeof(a[1])', pre=pre) == "9 10 100 strnum"


def test_asort_uninitialized_counts_as_number():
    pre = 'a["p"] = 5; a["q"]; a["r"] = -2; asort(a)'
    assert ev('a[1], "[" a[2] "]", a[3]', pre=pre) == "-2 [] 5"


def test_asort_nan_after_numbers():
    pre = 'a[1] = log(-1); a[2] = 5; a[3] = "s"; a[4] = 1; asort(a)'
    assert ev('a[1], a[2], a[3], a[4]', pre=pre) == "1 5 nan s"


def test_asort_stable_for_equal_values():
    pre = 'split("1.0 1 01", a); asort(a)'
    assert ev('a[1], a[2], a[3]', pre=pre) == "1.0 1 01"


def test_asort_strings_byte_order_not_IGNORECASE():
    pre = 'IGNORECASE = 1; a[1] = "b"; a[2] = "a"; a[3] = "B"; asort(a)'
    assert ev('a[1] a[2] a[3]', pre=pre) == "Bab"


def test_asort_keeps_types():
    pre = 'a[1] = "10"; a[2] = 3; asort(a)'
    assert ev('typeof(a[1]), typeof(a[2]), a[1], a[2]', pre=pre) == "number string 3 10"


def test_asorti_subscripts_as_strings():
    pre = 'a[10]; a[9]; a["b"]; a["B"]; n = asorti(a)'
    assert ev('n, a[1], a[2], a[3], a[4]', pre=pre) == "4 10 9 B b"


def test_asorti_dest_numeric_strings():
    pre = 'a[10] = "x"; a[9] = "y"; asorti(a, d)'
    assert ev('d[1], (d[1] < 9), typeof(d[1]), a[10]', pre=pre) == "10 0 strnum x"


def test_asort_returns_zero_for_empty():
    assert ev("asort(a), asorti(b)", pre='split("", a); split("", b)') == "0 0"


def test_asort_arguments_must_be_names():
    syn("BEGIN { asort(1) }", "asort: arguments must be array names at source line 1")


def test_asorti_arguments_must_be_names():
    syn('BEGIN { a[1]; asorti(a, "x") }', "asorti: arguments must be array names at source line 1")


def test_asort_scalar_fatal():
    fatal(awk("BEGIN { s = 1; asort(s) }"), "can't use scalar s as array")
