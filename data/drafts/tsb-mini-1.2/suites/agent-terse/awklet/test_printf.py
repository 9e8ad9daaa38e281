import pytest

from conftest import awk, out, fatal


def pf(fmt, args=""):
    src = 'BEGIN { printf "%s"%s }' % (fmt, (", " + args) if args else "")
    return out(src)


@pytest.mark.parametrize("fmt,args,expected", [
    # integers
    ("%d", "42", "42"),
    ("%i", "-42", "-42"),
    ("%d", "2.9", "2"),
    ("%d", "-2.9", "-2"),
    ("%d", '"3abc"', "3"),
    ("%d", '"abc"', "0"),
    ("%5d|", "42", "   42|"),
    ("%-5d|", "42", "42   |"),
    ("%05d", "-42", "-0042"),
    ("%+d", "5", "+5"),
    ("% d", "5", " 5"),
    ("%+ d", "5", "+5"),
    ("% d", "-5", "-5"),
    ("%+d", "0", "+0"),
    ("%.3d", "5", "005"),
    ("%8.3d", "-5", "    -005"),
    ("%-08d|", "5", "5       |"),
    ("%08.3d", "5", "     005"),
    ("%.0d", "0", ""),
    ("%3.0d|", "0", "   |"),
    ("%x", "255", "ff"),
    ("%X", "255", "FF"),
    ("%o", "8", "10"),
    ("%u", "42", "42"),
    ("%#x", "255", "0xff"),
    ("%#X", "255", "0XFF"),
    ("%#x", "0", "0"),
    ("%#o", "8", "010"),
    ("%#o", "0", "0"),
    ("%#6x", "255", "  0xff"),
    ("%#06x", "255", "0x00ff"),
    ("%x", "-1", "ffffffffffffffff"),
    ("%u", "-1", "18446744073709551615"),
    ("%o", "-1", "1777777777777777777777"),
    ("%d", "1e20", "9223372036854775807"),
    ("%d", "-1e20", "-9223372036854775808"),
    ("%x", "1e20", "7fffffffffffffff"),
    ("%d", "2^53", "9007199254740992"),
    ("%d", "log(0)", "-inf"),
    ("%d", "-log(0)", "inf"),
    ("%5d|", "-log(0)", "  inf|"),
    ("%05d", "-log(0)", "  inf"),
    ("%+d", "-log(0)", "+inf"),
    ("%d", "log(-1)", "nan"),
    ("%+d", "log(-1)", "+nan"),
    ("% d", "log(-1)", " nan"),
    ("%x", "-log(0)", "inf"),
    ("%ld", "5", "5"),
    ("%lld", "5", "5"),
    ("%hd", "5", "5"),
    ("%Lf", "1", "1.000000"),
    # floats
    ("%f", "3.14159", "3.141590"),
    ("%5.2f", "3.14159", " 3.14"),
    ("%e", "12345.678", "1.234568e+04"),
    ("%E", "12345.678", "1.234568E+04"),
    ("%g", "0.0001", "0.0001"),
    ("%g", "0.00001", "1e-05"),
    ("%g", "123456", "123456"),
    ("%g", "1234567", "1.23457e+06"),
    ("%G", "0.000012345", "1.2345E-05"),
    ("%#g", "1", "1.00000"),
    ("%#.3g", "1", "1.00"),
    ("%.0g", "25", "2e+01"),
    ("%.3g", "1234.5", "1.23e+03"),
    ("%g", "100000", "100000"),
    ("%g", "0", "0"),
    ("%.10g", "1/3", "0.3333333333"),
    ("%g", "1e100", "1e+100"),
    ("%.2f", "2.675", "2.67"),
    ("%.2f", "0.125", "0.12"),
    ("%.0f", "2.5", "2"),
    ("%.0f", "3.5", "4"),
    ("%#.0f", "3", "3."),
    ("%.0e", "5", "5e+00"),
    ("%#.0e", "5", "5.e+00"),
    ("%f", "-0", "-0.000000"),
    ("%+f", "1.5", "+1.500000"),
    ("% f", "1.5", " 1.500000"),
    ("%010.3f", "-3.14159", "-00003.142"),
    ("%-10.2f|", "1.5", "1.50      |"),
    ("%10.4e", "-123.456", "-1.2346e+02"),
    ("%e", "0", "0.000000e+00"),
    ("%.f", "2.7", "3"),
    ("%F", "1.5", "1.500000"),
    ("%f", "-log(0)", "inf"),
    ("%f", "log(0)", "-inf"),
    ("%F", "-log(0)", "INF"),
    ("%E", "log(0)", "-INF"),
    ("%G", "log(-1)", "NAN"),
    ("%e", "log(-1)", "nan"),
    ("%6.2f|", "log(-1)", "   nan|"),
    ("%-6f|", "-log(0)", "inf   |"),
    ("%06f", "-log(0)", "   inf"),
    ("%+f", "-log(0)", "+inf"),
    ("%f", '"2.5x"', "2.500000"),
    ("%.3f", "1e300*1e300", "inf"),
    # strings and chars
    ("%s", '"abc"', "abc"),
    ("%.2s", '"abc"', "ab"),
    ("%5s|", '"abc"', "  abc|"),
    ("%-5s|", '"abc"', "abc  |"),
    ("%5.1s|", '"abc"', "    a|"),
    ("%05s", '"ab"', "   ab"),
    ("%s", "3.14159265", "3.14159"),
    ("%s", "1e6", "1000000"),
    ("%s", "0.1+0.2", "0.3"),
    ("%c", "65", "A"),
    ("%c", '"hello"', "h"),
    ("%c", '""', ""),
    ("%c", '"65"', "6"),
    ("%c", "321", "A"),
    ("%c", "65.9", "A"),
    ("%3c|", "66", "  B|"),
    ("%-3c|", "66", "B  |"),
    ("%.0s|", '"abc"', "|"),
    # parsing
    ("%%", "", "%"),
    ("100%%", "", "100%"),
    ("%z", "", "%z"),
    ("%5k", "", "%5k"),
    ("a%", "", "a%"),
    ("a%5", "", "a%5"),
    ("%-+5.3q", "", "%-+5.3q"),
    ("%z%d", "7", "%z7"),
    ("%*d|", "5, 42", "   42|"),
    ("%-*d|", "5, 42", "42   |"),
    ("%*d|", "-5, 42", "42   |"),
    ("%.*f", "2, 3.14159", "3.14"),
    ("%.*f", "-1, 3.14159", "3.141590"),
    ("%*.*f|", "8, 2, 3.14159", "    3.14|"),
    ("%d %d", "1, 2, 3", "1 2"),
    ("no conversions", "1", "no conversions"),
    ("%s-%s", '"a", "b"', "a-b"),
    # positional
    ("%2$s %1$s", '"a", "b"', "b a"),
    ("%1$s%1$s", '"x"', "xx"),
    ("%2$d", "1, 2, 3", "2"),
    ("%1$5.1f|", "3.14159", "  3.1|"),
    ("%0$d %s", '"x"', "%0$d x"),
])
def test_printf(fmt, args, expected):
    assert pf(fmt, args) == expected


def test_printf_c_256_nul():
    r = awk('BEGIN { printf "%c|%c", 256, 0 }')
    assert r.bout == b"\x00|\x00"


def test_printf_c_numeric_string_field():
    assert out('{ printf "%c", $1 }', stdin="65\n") == "A"


def test_printf_c_high_byte():
    r = awk('BEGIN { printf "%c", 200 }')
    assert r.bout == b"\xc8"


def test_printf_width_limit():
    assert out('BEGIN { print length(sprintf("%200000d", 1)) }') == "100000\n"


def test_printf_precision_limit():
    assert out('BEGIN { print length(sprintf("%.200000d", 1)) }') == "100000\n"


def test_printf_star_limit():
    assert out('BEGIN { print length(sprintf("%*s", 300000, "x")) }') == "100000\n"


def test_printf_not_enough():
    fatal('BEGIN { printf "%d %d", 1 }', "not enough arguments passed to printf")


def test_sprintf_not_enough():
    fatal('BEGIN { x = sprintf("%s %s", "a") }', "not enough arguments passed to sprintf")


def test_printf_not_enough_star():
    fatal('BEGIN { printf "%*d", 5 }', "not enough arguments passed to printf")


def test_printf_output_before_fatal():
    fatal('BEGIN { printf "a\\n"; printf "%s %s", 1 }', "not enough arguments passed to printf", stdout="a\n")


def test_positional_star_fatal():
    fatal('BEGIN { printf "%1$*d", 5, 3 }', "printf: * is not allowed with positional arguments")


def test_positional_mixing_fatal():
    fatal('BEGIN { printf "%s %1$s", "a" }', "printf: mixing positional and sequential arguments")


def test_positional_mixing_fatal_other_order():
    fatal('BEGIN { printf "%1$s %s", "a" }', "printf: mixing positional and sequential arguments")


def test_sprintf_positional_mixing_fatal():
    fatal('BEGIN { x = sprintf("%1$s %s", "a") }', "sprintf: mixing positional and sequential arguments")


def test_sprintf_positional_star_fatal():
    fatal('BEGIN { x = sprintf("%1$.*f", 5, 3) }', "sprintf: * is not allowed with positional arguments")


def test_positional_beyond_fatal():
    fatal('BEGIN { printf "%3$s", "a", "b" }', "not enough arguments passed to printf")


def test_sprintf_returns_string():
    assert out('BEGIN { x = sprintf("%d", 42); print x, typeof(x), length(x) }') == "42 string 2\n"


def test_sprintf_format_only():
    assert out('BEGIN { print sprintf("plain") }') == "plain\n"


def test_sprintf_no_args_syntax():
    from conftest import syntax
    syntax('BEGIN { x = sprintf() }', "wrong number of arguments to sprintf at source line 1")


def test_printf_format_from_variable():
    assert out('BEGIN { f = "<%s>\\n"; printf f, "v" }') == "<v>\n"


def test_printf_format_number():
    assert out('BEGIN { printf 42; print "" }') == "42\n"
