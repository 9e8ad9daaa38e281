import pytest
from conftest import ok, fatal


def pf(awk, fmt, *args):
    """Run printf with format fmt (awk string literal body) and args (awk exprs)."""
    prog = 'BEGIN { printf "%s"%s }' % (fmt, "".join(", " + a for a in args))
    return awk(prog)


CASES = [
    # integer conversions
    ("%d", ["42"], "42"),
    ("%d", ["3.9"], "3"),
    ("%d", ["-3.9"], "-3"),
    ("%d", ['"12abc"'], "12"),
    ("%i", ["-7"], "-7"),
    ("%o", ["8"], "10"),
    ("%x", ["255"], "ff"),
    ("%X", ["255"], "FF"),
    ("%u", ["42"], "42"),
    ("%u", ["-1"], "18446744073709551615"),
    ("%x", ["-1"], "ffffffffffffffff"),
    ("%o", ["-1"], "1777777777777777777777"),
    ("%d", ["1e20"], "9223372036854775807"),
    ("%d", ["-1e20"], "-9223372036854775808"),
    ("%.3d", ["5"], "005"),
    ("%.3d", ["-5"], "-005"),
    ("[%.0d]", ["0"], "[]"),
    ("[%5.0d]", ["0"], "[     ]"),
    ("%+d", ["5"], "+5"),
    ("%+d", ["-5"], "-5"),
    ("% d", ["5"], " 5"),
    ("%+ d", ["5"], "+5"),
    ("% +d", ["0"], "+0"),
    ("%#o", ["8"], "010"),
    ("%#o", ["0"], "0"),
    ("%#x", ["255"], "0xff"),
    ("%#X", ["255"], "0XFF"),
    ("%#x", ["0"], "0"),
    ("%05d", ["-42"], "-0042"),
    ("%05d", ["42"], "00042"),
    ("%+05d", ["42"], "+0042"),
    ("%05.3d", ["7"], "  007"),
    ("%-05d|", ["42"], "42   |"),
    ("%#08x", ["255"], "0x0000ff"),
    ("%5d|", ["42"], "   42|"),
    ("%-5d|", ["42"], "42   |"),
    ("%2d", ["12345"], "12345"),
    ("%ld %lld %hd %Ld", ["1", "2", "3", "4"], "1 2 3 4"),
    ("%lx", ["255"], "ff"),
    ("%u", ["1e20"], "9223372036854775807"),
    ("%x", ["1e20"], "7fffffffffffffff"),
    ("%x", ["-1e20"], "8000000000000000"),
    ("%d", ["-0.9"], "0"),
    ("%X", ["3735928559"], "DEADBEEF"),
    ("%o", ["0"], "0"),
    # nan / inf with integer conversions
    ("%d", ["log(-1)"], "nan"),
    ("%d", ["-log(0)"], "inf"),
    ("%d", ["log(0)"], "-inf"),
    ("%5d|", ["-log(0)"], "  inf|"),
    ("%-5d|", ["-log(0)"], "inf  |"),
    ("%+d", ["-log(0)"], "+inf"),
    ("% d", ["-log(0)"], " inf"),
    ("%05d", ["-log(0)"], "  inf"),
    ("%x", ["-log(0)"], "inf"),
    # floating point
    ("%f", ["3.14159"], "3.141590"),
    ("%.2f", ["2.675"], "2.67"),
    ("%.2f", ["0.125"], "0.12"),
    ("%.2f", ["0.375"], "0.38"),
    ("%.0f", ["2.5"], "2"),
    ("%.0f", ["3.5"], "4"),
    ("%.f", ["3.7"], "4"),
    ("%.0g", ["25"], "2e+01"),
    ("%e", ["12345.678"], "1.234568e+04"),
    ("%E", ["12345.678"], "1.234568E+04"),
    ("%e", ["1e100"], "1.000000e+100"),
    ("%.3e", ["0"], "0.000e+00"),
    ("%e", ["0.000123"], "1.230000e-04"),
    ("%g", ["0.0001"], "0.0001"),
    ("%g", ["0.00001"], "1e-05"),
    ("%g", ["123456"], "123456"),
    ("%g", ["1234567"], "1.23457e+06"),
    ("%g", ["100000"], "100000"),
    ("%g", ["1e6"], "1e+06"),
    ("%G", ["1e-10"], "1E-10"),
    ("%g", ["0.5"], "0.5"),
    ("%.3g", ["3.14159"], "3.14"),
    ("%.10g", ["1/3"], "0.3333333333"),
    ("%g", ["0"], "0"),
    ("%g", ["99999.95"], "99999.9"),
    ("%g", ["999999.5"], "1e+06"),
    ("%#g", ["1"], "1.00000"),
    ("%#.0f", ["3"], "3."),
    ("%#.0e", ["3"], "3.e+00"),
    ("%+f", ["1"], "+1.000000"),
    ("% f", ["1"], " 1.000000"),
    ("%010.2f", ["-3.14159"], "-000003.14"),
    ("%-10.2f|", ["3.14159"], "3.14      |"),
    ("%8.3f", ["3.14159"], "   3.142"),
    ("%f", ["-0"], "-0.000000"),
    ("%F", ["1.5"], "1.500000"),
    ("%f", ["-log(0)"], "inf"),
    ("%F", ["-log(0)"], "INF"),
    ("%f", ["log(0)"], "-inf"),
    ("%E", ["log(-1)"], "NAN"),
    ("%G", ["log(0)"], "-INF"),
    ("%e", ["log(-1)"], "nan"),
    ("%g", ["-log(0)"], "inf"),
    ("%05f", ["-log(0)"], "  inf"),
    ("%+f", ["log(-1)"], "+nan"),
    ("% f", ["-log(0)"], " inf"),
    ("%-6f|", ["-log(0)"], "inf   |"),
    ("%f", ['"2.5abc"'], "2.500000"),
    ("%.1f", ["0.05"], "0.1"),
    ("%.1f", ["0.25"], "0.2"),
    ("%Lf", ["1"], "1.000000"),
    # strings and chars
    ("%s", ['"abc"'], "abc"),
    ("%5s|", ['"ab"'], "   ab|"),
    ("%-5s|", ['"ab"'], "ab   |"),
    ("%.2s", ['"abcdef"'], "ab"),
    ("%5.1s|", ['"xyz"'], "    x|"),
    ("%05s", ['"ab"'], "   ab"),
    ("%+s", ['"ab"'], "ab"),
    ("%s", ["42"], "42"),
    ("%s", ["0.1 + 0.2"], "0.3"),
    ("%c", ["65"], "A"),
    ("%c", ['"hello"'], "h"),
    ("[%c]", ['""'], "[]"),
    ("%c", ["321"], "A"),
    ("%c", ["66.9"], "B"),
    ("%3c|", ["65"], "  A|"),
    ("%-3c|", ["65"], "A  |"),
    ("%c", ['"65"'], "6"),
    ("%c", ['"A" 1'], "A"),
    # format parsing
    ("100%%", [], "100%"),
    ("%z", [], "%z"),
    ("%5k", [], "%5k"),
    ("%-5k", ["1"], "%-5k"),
    ("a%", [], "a%"),
    ("a%5", [], "a%5"),
    ("%s %s", ['"a"', '"b"', '"c"'], "a b"),
    ("no conversions", ['"x"'], "no conversions"),
    ("%*d|", ["5", "42"], "   42|"),
    ("%*d|", ["-5", "42"], "42   |"),
    ("%.*f", ["2", "3.14159"], "3.14"),
    ("%.*f", ["-1", "3.14159"], "3.141590"),
    ("%*.*f|", ["8", "3", "3.14159"], "   3.142|"),
    ("%-*d|", ["4", "7"], "7   |"),
    ("%*s|", ['"3x"', '"a"'], "  a|"),
    ("%.d|", ["0"], "|"),
    # positional
    ("%2$s %1$s", ['"a"', '"b"'], "b a"),
    ("%1$s%1$s", ['"x"'], "xx"),
    ("%2$d", ['"ignored"', "7"], "7"),
    ("%1$5s|", ['"ab"'], "   ab|"),
    ("%0$d", ["5"], "%0$d"),
    ("%1$.2f", ["3.14159"], "3.14"),
    ("%2$c%1$c", ["65", "66"], "BA"),
    ("%1$s %%", ['"p"'], "p %"),
]


@pytest.mark.parametrize("fmt,args,expected", CASES, ids=["%d:%s" % (i, c[0]) for i, c in enumerate(CASES)])
def test_printf_case(awk, fmt, args, expected):
    ok(pf(awk, fmt, *args), expected)


def test_printf_no_ofs_ors(awk):
    ok(awk('BEGIN { OFS = "-"; ORS = "|"; printf "%s", "a"; printf "%s\\n", "b" }'), "ab\n")


def test_printf_parenthesized(awk):
    ok(awk('BEGIN { printf("%s-%s\\n", "x", "y") }'), "x-y\n")


def test_printf_not_enough_args(awk):
    fatal(awk('BEGIN { printf "%s %s\\n", "a" }'), "not enough arguments passed to printf")


def test_printf_not_enough_args_output_flushed(awk):
    fatal(awk('BEGIN { print "first"; printf "%d" }'), "not enough arguments passed to printf", out="first\n")


def test_printf_star_needs_value(awk):
    fatal(awk('BEGIN { printf "%*d", 5 }'), "not enough arguments passed to printf")


def test_printf_width_limited(awk):
    ok(awk('BEGIN { print length(sprintf("%200000d", 1)) }'), "100000\n")


def test_printf_star_width_limited(awk):
    ok(awk('BEGIN { print length(sprintf("%*s", 150000, "x")) }'), "100000\n")


def test_printf_precision_limited(awk):
    ok(awk('BEGIN { print length(sprintf("%.200000d", 1)) }'), "100000\n")


def test_printf_positional_star_fatal(awk):
    fatal(awk('BEGIN { printf "%1$*d", 5, 3 }'), "printf: * is not allowed with positional arguments")


def test_sprintf_positional_star_fatal(awk):
    fatal(awk('BEGIN { x = sprintf("%1$.*d", 5, 3) }'), "sprintf: * is not allowed with positional arguments")


def test_printf_mixing_positional_after_sequential(awk):
    fatal(awk('BEGIN { printf "%s %2$s", "a", "b" }'), "printf: mixing positional and sequential arguments")


def test_printf_mixing_sequential_after_positional(awk):
    fatal(awk('BEGIN { printf "%1$s %s", "a", "b" }'), "printf: mixing positional and sequential arguments")


def test_sprintf_mixing(awk):
    fatal(awk('BEGIN { x = sprintf("%s %1$s", "a") }'), "sprintf: mixing positional and sequential arguments")


def test_printf_positional_beyond(awk):
    fatal(awk('BEGIN { printf "%3$s", "a", "b" }'), "not enough arguments passed to printf")


def test_sprintf_positional_beyond(awk):
    fatal(awk('BEGIN { x = sprintf("%2$s", "a") }'), "not enough arguments passed to sprintf")


def test_printf_percent_percent_not_conversion_for_mixing(awk):
    ok(awk('BEGIN { printf "%%%1$s%%\\n", "x" }'), "%x%\n")


def test_printf_nul_char(awk):
    r = awk('BEGIN { printf "%c", 256 }')
    assert r.rc == 0
    assert r.bout == b"\x00"


def test_printf_char_numeric_string_field(awk):
    ok(awk('{ printf "%c", $1 }', input="66\n"), "B")


def test_printf_s_uses_convfmt(awk):
    ok(awk('BEGIN { CONVFMT = "%.2f"; printf "%s\\n", 3.14159 }'), "3.14\n")


def test_printf_s_integer_no_convfmt(awk):
    ok(awk('BEGIN { CONVFMT = "%.2f"; printf "%s\\n", 3 }'), "3\n")


def test_printf_format_from_variable(awk):
    ok(awk('BEGIN { f = "<%s>\\n"; printf f, "v" }'), "<v>\n")


def test_printf_format_number(awk):
    ok(awk("BEGIN { printf 12; printf \"\\n\" }"), "12\n")


def test_printf_strnum_d(awk):
    ok(awk('{ printf "%d|%s\\n", $1, $1 }', input="007\n"), "7|007\n")


def test_printf_high_byte_c(awk):
    r = awk('BEGIN { printf "%c", 233 }')
    assert r.bout == b"\xe9"
