"""print and printf: format parsing, conversions, positional arguments."""
import pytest

from conftest import awk, out, ev, fatal, read


def pf(fmt_and_args):
    """Output of `printf <fmt_and_args>` in BEGIN."""
    return out("BEGIN { printf %s }" % fmt_and_args)


# ---------- print ----------

def test_print_alone_prints_record():
    assert out("{ print }", stdin="a  b\n") == "a  b\n"


def test_print_with_commas_uses_OFS():
    assert out('BEGIN { OFS = "-"; print "a", "b", 3 }') == "a-b-3\n"


def test_print_side_by_side_concatenates():
    assert out('BEGIN { OFS = "-"; print "a" "b" 3 }') == "ab3\n"


def test_print_parenthesized_list():
    assert out('BEGIN { print ("a", "b") }') == "a b\n"


def test_print_parenthesized_concatenation():
    assert out('BEGIN { print ("a")("b") }') == "ab\n"


def test_print_uses_ORS():
    assert out('BEGIN { ORS = "|"; print "a"; print "b" }') == "a|b|"


def test_print_empty_ORS():
    assert out('BEGIN { ORS = ""; print "a"; print "b" }') == "ab"


def test_print_in_BEGIN_empty_line():
    assert out("BEGIN { print }") == "\n"


def test_print_redirect_only_writes_record():
    assert out('{ print > "f"; close("f"); getline l < "f"; print "got " l }', stdin="rec\n") == "got rec\n"


def test_OFS_ORS_taken_when_statement_runs():
    assert out('BEGIN { print "a", "b"; OFS = ":"; ORS = "!\\n"; print "a", "b" }') == "a b\na:b!\n"


def test_print_to_dev_stdout_keeps_order():
    assert out('BEGIN { print "a"; print "b" > "/dev/stdout"; print "c"; print "d" > "/dev/stdout" }') == "a\nb\nc\nd\n"


def test_print_to_dash_is_stdout():
    assert out('BEGIN { print "a"; print "b" > "-"; print "c" }') == "a\nb\nc\n"


def test_print_to_dev_stderr():
    r = awk('BEGIN { print "out"; print "err" > "/dev/stderr" }')
    assert (r.rc, r.out, r.err) == (0, "out\n", "err\n")


def test_print_uninitialized_empty():
    assert ev('"[" x "]", x') == "[] "


# ---------- printf basics ----------

def test_printf_no_ofs_ors():
    assert out('BEGIN { OFS = "-"; ORS = "!"; printf "%s%s", "a", "b"; printf "c" }') == "abc"


def test_printf_parenthesized():
    assert out('BEGIN { printf("%s-%s\\n", "a", "b") }') == "a-b\n"


def test_printf_parenthesized_with_redirection():
    r = awk('BEGIN { x = "v"; printf("%s\\n", x) > "f" }')
    assert r.rc == 0 and r.out == ""
    assert read("f") == "v\n"


def test_printf_missing_value_writes_nothing_of_statement():
    r = awk('BEGIN { printf "before "; printf "x%d %d\\n", 1 }')
    fatal(r, "not enough arguments passed to printf", stdout="before ")


def test_printf_extra_values_ignored():
    assert pf('"%s\\n", "a", "b", "c"') == "a\n"


def test_printf_percent_percent_no_value():
    assert pf('"100%%\\n"') == "100%\n"


def test_printf_number_format():
    assert pf("5") == "5"


def test_printf_variable_format():
    assert out('BEGIN { f = "<%s>"; printf f, "x" }') == "<x>"


def test_printf_empty_format():
    assert out('BEGIN { printf ""; print "x" }') == "x\n"


# ---------- format parsing ----------

@pytest.mark.parametrize("args,expected", [
    ('"%z"', "%z"),
    ('"%5k"', "%5k"),
    ('"a%"', "a%"),
    ('"%5%"', "%5%"),
    ('"%-5%"', "%-5%"),
    ('"%lld", 42', "42"),
    ('"%ld", 42', "42"),
    ('"%hd", 42', "42"),
    ('"%Lf", 1.5', "1.500000"),
    ('"%.s|", "abc"', "|"),
    ('"%5"', "%5"),
    ('"%-"', "%-"),
    ('"%.2"', "%.2"),
    ('"[%z%d]", 3', "[%z3]"),
    ('"%%d", 5', "%d"),
    ('"%hhlLd", 7', "7"),
])
def test_format_parsing(args, expected):
    assert pf(args) == expected


@pytest.mark.parametrize("args,expected", [
    ('"%*d|", 5, 42', "   42|"),
    ('"%*d|", -5, 42', "42   |"),
    ('"%.*f|", 2, 3.14159', "3.14|"),
    ('"%.*f|", -1, 3.14159', "3.141590|"),
    ('"%*.*f|", 8, 2, 3.14159', "    3.14|"),
    ('"%*s|", "3", "a"', "  a|"),
    ('"%*d|", 4.9, 1', "   1|"),
])
def test_star_width_precision(args, expected):
    assert pf(args) == expected


def test_width_limited_to_100000():
    assert ev('length(sprintf("%200000d", 1))') == "100000"


def test_precision_limited_to_100000():
    assert ev('length(sprintf("%.200000d", 1))') == "100000"


# ---------- integer conversions ----------

@pytest.mark.parametrize("args,expected", [
    ('"%d", 3.9', "3"),
    ('"%d", -3.9', "-3"),
    ('"%i", 42', "42"),
    ('"%d", "12abc"', "12"),
    ('"%d", "0x10"', "0"),
    ('"%d", " 12 "', "12"),
    ('"%o", 8', "10"),
    ('"%x", 255', "ff"),
    ('"%X", 255', "FF"),
    ('"%u", 42', "42"),
    ('"%u", -1', "18446744073709551615"),
    ('"%x", -1', "ffffffffffffffff"),
    ('"%o", -1', "1777777777777777777777"),
    ('"%d", 1e30', "9223372036854775807"),
    ('"%d", -1e30', "-9223372036854775808"),
    ('"%x", 1e30', "7fffffffffffffff"),
    ('"%.3d", 5', "005"),
    ('"%.3d", -5', "-005"),
    ('"[%.0d]", 0', "[]"),
    ('"[%5.0d]", 0', "[     ]"),
    ('"%+d", 5', "+5"),
    ('"%+d", -5', "-5"),
    ('"% d", 5', " 5"),
    ('"%+ d", 5', "+5"),
    ('"%#o", 8', "010"),
    ('"%#o", 0', "0"),
    ('"%#x", 255', "0xff"),
    ('"%#X", 255', "0XFF"),
    ('"%#x", 0', "0"),
    ('"%05d", -42', "-0042"),
    ('"%05d", 42', "00042"),
    ('"%+05d", 42', "+0042"),
    ('"%05.3d", 5', "  005"),
    ('"%-05d|", 5', "5    |"),
    ('"%-5d|", -3', "-3   |"),
    ('"%#06x", 255', "0x00ff"),
    ('"%5d", 42', "   42"),
    ('"%d", "abc"', "0"),
    ('"%d", 2147483648', "2147483648"),
    ('"%d", -0', "0"),
    ('"%i", 1e15', "1000000000000000"),
])
def test_integer_conversions(args, expected):
    assert pf(args) == expected


@pytest.mark.parametrize("args,expected", [
    ('"%d", log(-1)', "nan"),
    ('"%d", -log(0)', "inf"),
    ('"%d", log(0)', "-inf"),
    ('"%+d", -log(0)', "+inf"),
    ('"% d", log(-1)', " nan"),
    ('"%5d", log(0)', " -inf"),
    ('"%05d", -log(0)', "  inf"),
    ('"%-5d|", -log(0)', "inf  |"),
    ('"%x", -log(0)', "inf"),
])
def test_integer_conversions_special(args, expected):
    assert pf(args) == expected


# ---------- floating-point conversions ----------

@pytest.mark.parametrize("args,expected", [
    ('"%f", 3.14159', "3.141590"),
    ('"%F", 2.5', "2.500000"),
    ('"%.2f", 2.675', "2.67"),
    ('"%.2f", 0.125', "0.12"),
    ('"%.2f", 0.375', "0.38"),
    ('"%.0f", 2.5', "2"),
    ('"%.0f", 3.5', "4"),
    ('"%.0f", 0.5', "0"),
    ('"%e", 12345.678', "1.234568e+04"),
    ('"%E", 12345.678', "1.234568E+04"),
    ('"%e", 0', "0.000000e+00"),
    ('"%e", 1e100', "1.000000e+100"),
    ('"%.2e", 0.000123', "1.23e-04"),
    ('"%g", 0.0001', "0.0001"),
    ('"%g", 0.00001', "1e-05"),
    ('"%g", 123456', "123456"),
    ('"%g", 1234567', "1.23457e+06"),
    ('"%G", 1e-10', "1E-10"),
    ('"%g", 100000', "100000"),
    ('"%g", 1e6', "1e+06"),
    ('"%.3g", 3.14159', "3.14"),
    ('"%g", 0', "0"),
    ('"%g", 0.5', "0.5"),
    ('"%.0g", 25', "2e+01"),
    ('"%.0g", 3.7', "4"),
    ('"%.1g", 0.05', "0.05"),
    ('"%#g", 1', "1.00000"),
    ('"%#.0f", 3', "3."),
    ('"%#.0e", 3', "3.e+00"),
    ('"%.10g", 1/3', "0.3333333333"),
    ('"%g", 99999.95', "99999.9"),
    ('"%g", 999999.5', "1e+06"),
    ('"%+f", 1', "+1.000000"),
    ('"% f", 1', " 1.000000"),
    ('"%+ f", 1', "+1.000000"),
    ('"%010.3f", -3.14159', "-00003.142"),
    ('"%10.3f|", 3.14159', "     3.142|"),
    ('"%-10.3f|", 3.14159', "3.142     |"),
    ('"%f", -0', "-0.000000"),
    ('"%.1f", -0.04', "-0.0"),
    ('"%f", "2.5abc"', "2.500000"),
    ('"%.3e", -1234.5', "-1.234e+03"),
    ('"%+.2e", 5', "+5.00e+00"),
])
def test_float_conversions(args, expected):
    assert pf(args) == expected


@pytest.mark.parametrize("args,expected", [
    ('"%f", log(-1)', "nan"),
    ('"%f", -log(0)', "inf"),
    ('"%f", log(0)', "-inf"),
    ('"%F", -log(0)', "INF"),
    ('"%E", log(-1)', "NAN"),
    ('"%G", log(0)', "-INF"),
    ('"%e", -log(0)', "inf"),
    ('"%g", log(-1)', "nan"),
    ('"%010f", -log(0)', "       inf"),
    ('"%+f", -log(0)', "+inf"),
    ('"% f", log(-1)', " nan"),
    ('"%-6f|", log(0)', "-inf  |"),
])
def test_float_conversions_special(args, expected):
    assert pf(args) == expected


# ---------- string and character conversions ----------

@pytest.mark.parametrize("args,expected", [
    ('"%s", "hello"', "hello"),
    ('"%.2s", "hello"', "he"),
    ('"%5s|", "ab"', "   ab|"),
    ('"%-5s|", "ab"', "ab   |"),
    ('"%05s|", "ab"', "   ab|"),
    ('"%+s", "ab"', "ab"),
    ('"%5.1s|", "ab"', "    a|"),
    ('"%s", 3.14159265', "3.14159"),
    ('"%s", 1e16', "1e+16"),
    ('"%s", 100', "100"),
    ('"%c", 65', "A"),
    ('"%c", 256 + 66', "B"),
    ('"%c", "hello"', "h"),
    ('"[%c]", ""', "[]"),
    ('"%c", 65.9', "A"),
    ('"%5c|", "x"', "    x|"),
    ('"%-3c|", "x"', "x  |"),
    ('"%05c|", "x"', "    x|"),
    ('"%c", "1"', "1"),
])
def test_string_char_conversions(args, expected):
    assert pf(args) == expected


def test_c_of_256_is_nul():
    assert pf('"%c|", 256') == "\x00|"


def test_c_of_numeric_string_field():
    assert out('{ printf "%c%c", $1, $2 }', stdin="65 x\n") == "Ax"


def test_s_of_numeric_string_field_keeps_text():
    assert out('{ printf "%s|%d", $1, $1 }', stdin="007.50\n") == "007.50|7"


def test_s_uses_CONVFMT():
    assert out('BEGIN { CONVFMT = "%.2f"; printf "%s", 3.14159 }') == "3.14"


def test_c_high_byte():
    assert pf('"%c", 255') == "\xff"


# ---------- positional arguments ----------

@pytest.mark.parametrize("args,expected", [
    ('"%2$s %1$s", "a", "b"', "b a"),
    ('"%1$s%1$s", "x"', "xx"),
    ('"%2$s", "a", "b", "c"', "b"),
    ('"%1$.2f", 3.14159', "3.14"),
    ('"%1$5s|", "ab"', "   ab|"),
    ('"%3$d-%1$d", 1, 2, 3', "3-1"),
    ('"%0$d"', "%0$d"),
])
def test_positional(args, expected):
    assert pf(args) == expected


def test_positional_star_fatal():
    fatal(awk('BEGIN { printf "%1$*d", 5, 3 }'), "printf: * is not allowed with positional arguments")


def test_positional_mixing_after_sequential():
    fatal(awk('BEGIN { printf "%s %1$s", "a" }'), "printf: mixing positional and sequential arguments")


def test_positional_mixing_sequential_after_positional():
    fatal(awk('BEGIN { printf "%1$s %s", "a", "b" }'), "printf: mixing positional and sequential arguments")


def test_positional_mixing_in_sprintf():
    fatal(awk('BEGIN { x = sprintf("%1$s %s", "a", "b") }'), "sprintf: mixing positional and sequential arguments")


def test_positional_star_in_sprintf():
    fatal(awk('BEGIN { x = sprintf("%1$*d", 5, 3) }'), "sprintf: * is not allowed with positional arguments")


def test_positional_beyond_values():
    fatal(awk('BEGIN { printf "%3$s", "a", "b" }'), "not enough arguments passed to printf")


def test_positional_beyond_values_sprintf():
    fatal(awk('BEGIN { x = sprintf("%2$s", "a") }'), "not enough arguments passed to sprintf")


def test_positional_in_CONVFMT_mixing():
    fatal(awk('BEGIN { CONVFMT = "%1$s %s"; x = 0.5 "" }'), "CONVFMT: mixing positional and sequential arguments")
