"""String filters: syntax and binding, case, trimming, layout, conversion, format, lines, words, text formatting."""
import pytest

from conftest import run, render, out, fails, fails_msg, TNAME


def F(expr, *args, **v):
    return out("{{ " + expr + " }}", *args, v=v)


# ---------------------------------------------------------------- filter syntax & binding

@pytest.mark.parametrize("expr,expected", [
    ('"  ab "|trim|upper', "AB"),
    ('"a"|replace("a", "b",)', "b"),
    ('"aXa"|replace(new="y", old="a")', "yXy"),
    ('"aaa"|replace("a", "b", count=1)', "baa"),
    ("5|upper", "5"),
    ('x|d("q")', "q"),
    ('"<"|e', "&lt;"),
    ('"abc"|count', "3"),
    ('"ab"|upper()', "AB"),
])
def test_filter_syntax(expr, expected):
    assert F(expr) == expected


def test_positional_after_keyword():
    fails('{{ "a"|replace(old="a", "b") }}', "positional argument follows keyword argument", '"b"')


def test_unknown_filter():
    fails("{{ 1|nope }}", "unknown filter 'nope'", "nope")


def test_unknown_filter_unrendered():
    fails("{% if false %}{{ 1|upper|nope(1) }}{% endif %}", "unknown filter 'nope'", "nope")


def test_filter_name_required():
    fails("{{ 1| }}", "unexpected end of tag", "}}")


@pytest.mark.parametrize("expr,msg", [
    ('"a"|upper(1)', "filter 'upper' takes at most 0 arguments (1 given)"),
    ('"a"|center(1, 2)', "filter 'center' takes at most 1 argument (2 given)"),
    ('"a"|trim(1, 2)', "filter 'trim' takes at most 1 argument (2 given)"),
    ('"a"|replace("a")', "filter 'replace' missing required argument 'new'"),
    ('"a"|replace()', "filter 'replace' missing required argument 'old'"),
    ('"a"|trim(foo=1)', "filter 'trim' got an unexpected keyword argument 'foo'"),
    ('"a"|trim("x", chars="y")', "filter 'trim' got multiple values for argument 'chars'"),
    ("1|round(precision=1, precision=2)", "filter 'round' got multiple values for argument 'precision'"),
    ("5|upper(1)", "filter 'upper' takes at most 0 arguments (1 given)"),
    ('"a"|count(1)', "filter 'count' takes at most 0 arguments (1 given)"),
    ('x|d(1, 2, 3)', "filter 'd' takes at most 2 arguments (3 given)"),
    ("5|count", "filter 'length' expects a string, list or mapping, not number"),
    ('"abc"|center(5.5)', "filter 'center' expects an integer for 'width', not 5.5"),
    ('"abc"|center("5")', "filter 'center' expects an integer for 'width', not string"),
    ('"abc"|center(true)', "filter 'center' expects an integer for 'width', not boolean"),
    ('"a"|replace(1, "b")', "filter 'replace' expects a string for 'old', not number"),
    ("5|first", "filter 'first' expects a sequence, not number"),
    ("none|last", "filter 'last' expects a sequence, not none"),
    ("5|upper(x=1)", "filter 'upper' got an unexpected keyword argument 'x'"),
])
def test_filter_binding_errors(expr, msg):
    tpl = "{{ " + expr + " }}"
    name = expr.split("|")[1].split("(")[0]
    fails(tpl, msg, tpl.index("|" + name) + 1)


def test_binding_error_before_value_check():
    fails("{{ 5|abs(1) }}", "filter 'abs' takes at most 0 arguments (1 given)", "abs")


def test_filter_error_location_in_chain():
    fails('{{ "a"|upper|abs }}', "filter 'abs' expects a number, not string", "abs")


# ---------------------------------------------------------------- case filters

@pytest.mark.parametrize("expr,expected", [
    ('"ß"|upper', "SS"),
    ('"hello"|upper', "HELLO"),
    ('"HeLLo"|lower', "hello"),
    ('"aXb"|capitalize', "Axb"),
    ('""|capitalize', ""),
    ('"hello-world 2nd"|title', "Hello-World 2nd"),
    ('"o\'neil"|title', "O'Neil"),
    ("true|upper", "TRUE"),
    ('[1, "a"]|upper', '[1,"A"]'),
    ("none|upper", ""),
    ('"ßA"|capitalize', "SSa"),
    ('"ßa"|title', "SSa"),
    ('"ǆa"|capitalize', "Ǆa"),
    ('"ΑΣ"|lower', "ας"),
    ('"ΑΣ1"|lower', "ας1"),
    ('"ΑΣ Β"|lower', "ας β"),
    ('"ΑΣΒ"|lower', "ασβ"),
    ('"ΑΣ.Β"|lower', "ασ.β"),
    ('"Σ"|lower', "σ"),
    ('"σΑΣ"|capitalize', "Σας"),
    ('"  aB"|capitalize', "  ab"),
    ('"ΑΣ"|title', "Ασ"),
    ('"x_y-z"|title', "X_Y-Z"),
    ('"e\\u0301a"|title', "E\u0301A"),
    ('"x²Y"|title', "X²y"),
    ('"2ND"|title', "2nd"),
    ('"hELLO wORLD"|title', "Hello World"),
    ('"éa"|upper', "ÉA"),
    ('"ÀB"|lower', "àb"),
    ("1.5|upper", "1.5"),
])
def test_case_filters(expr, expected):
    assert F(expr) == expected


def test_case_filter_result_not_safe():
    assert F('("<"|safe)|upper', "-e") == "&lt;"


# ---------------------------------------------------------------- trimming / replacing

@pytest.mark.parametrize("expr,expected", [
    ('s|trim', "a b"),
    ('"xxaxx"|trim("x")', "a"),
    ('"xyaxy"|trim("yx")', "a"),
    ('" ab "|trim("")', " ab "),
    ('" a "|trim(none)', "a"),
    ('"😀a😀"|trim("😀")', "a"),
    ('nb|trim|length', "3"),
    ('"aaa"|replace("aa", "b")', "ba"),
    ('"aaa"|replace("a", "b", 2)', "bba"),
    ('"aaa"|replace("a", "b", 0)', "aaa"),
    ('"aaa"|replace("a", "b", -1)', "aaa"),
    ('"ab"|replace("", "-")', "-a-b-"),
    ('"ab"|replace("", "-", 2)', "-a-b"),
    ('""|replace("", "-")', "-"),
    ('"aXa"|replace("a", "aa")', "aaXaa"),
    ('"ééé"|replace("é", "e", 2)', "eeé"),
    ('x|replace("a", "b")', ""),
    ('15|replace("5", "6")', "16"),
    ('15|replace("5", "6") is string', "true"),
    ('"abc"|replace("z", "y")', "abc"),
    ('"a b"|replace(" ", "")', "ab"),
])
def test_trim_replace(expr, expected):
    assert F(expr, s="  a b \n\t\r", nb="\u00a0a\u00a0") == expected


@pytest.mark.parametrize("expr,msg", [
    ('"a"|replace(x, "b")', "filter 'replace' expects a string for 'old', not undefined"),
    ('"a"|replace("a", x)', "filter 'replace' expects a string for 'new', not undefined"),
    ('"a"|replace("a", 1)', "filter 'replace' expects a string for 'new', not number"),
    ('"a"|replace("a", "b", 1.5)', "filter 'replace' expects an integer for 'count', not 1.5"),
    ('"a"|trim(5)', "filter 'trim' expects a string for 'chars', not number"),
])
def test_replace_errors(expr, msg):
    tpl = "{{ " + expr + " }}"
    fails(tpl, msg, tpl.index("|") + 1)


def test_replace_result_not_safe():
    assert F('"<a>"|safe|replace("a", "b")', "-e") == "&lt;b&gt;"


def test_trim_result_not_safe():
    assert F('(" <a> "|safe)|trim', "-e") == "&lt;a&gt;"


@pytest.mark.parametrize("val,expected", [
    ("a <b>bold</b>  <!-- c --> x", "a bold x"),
    ("a<b", "a<b"),
    ("a > b", "a > b"),
    ("a<!--x", "a<!--x"),
    ("<a\nhref=x>y</a>", "y"),
    ("a<>b", "ab"),
    ("  a \n\t b  ", "a b"),
    ("&amp; <i>x</i>", "&amp; x"),
    ("<!-- <b> -->z", "z"),
    ("a<br/>b", "ab"),
])
def test_striptags(val, expected):
    assert F("s|striptags", s=val) == expected


def test_striptags_result_escaped():
    assert F('s|striptags', "-e", s="<b>a&b</b>") == "a&amp;b"


@pytest.mark.parametrize("val,expected", [
    ("a b  c", "3"),
    ("a\u00a0b c", "2"),
    ("", "0"),
    (" \n\t ", "0"),
    ("one\ntwo\r\nthree", "3"),
    ([1, 2], "1"),
])
def test_wordcount(val, expected):
    assert F("s|wordcount", s=val) == expected


# ---------------------------------------------------------------- layout

@pytest.mark.parametrize("expr,expected", [
    ('"ab"|center(7)', "  ab   "),
    ('"ab"|center(6)', "  ab  "),
    ('"ab"|center(5)', " ab  "),
    ('"abc"|center(2)', "abc"),
    ('("ab"|center)|length', "80"),
    ('"ab"|ljust(5)', "ab   "),
    ('"ab"|rjust(5)', "   ab"),
    ('"ab"|rjust(5, "*")', "***ab"),
    ('"ab"|ljust(5, fill="-")', "ab---"),
    ('"abcdef"|ljust(3)', "abcdef"),
    ('"abcdef"|rjust(3)', "abcdef"),
    ('5|rjust(3, "0")', "005"),
])
def test_center_just(expr, expected):
    assert F(expr) == expected


@pytest.mark.parametrize("expr,msg", [
    ('"ab"|ljust(5, "xy")', "filter 'ljust' fill must be a single character"),
    ('"ab"|rjust(5, "")', "filter 'rjust' fill must be a single character"),
    ('"ab"|ljust()', "filter 'ljust' missing required argument 'width'"),
])
def test_just_errors(expr, msg):
    tpl = "{{ " + expr + " }}"
    fails(tpl, msg, tpl.index("|") + 1)


@pytest.mark.parametrize("expr,expected", [
    ("s|indent", "a\n    b"),
    ("s|indent(2, true)", "  a\n  b"),
    ("e|indent(2)", "a\n\n  b"),
    ("e|indent(2, blank=true)", "a\n  \n  b"),
    ("e|indent(2, true, true)", "  a\n  \n  b"),
    ("sp|indent(2)", "a\n   \n  b"),
    ('s|indent("> ", true)', "> a\n> b"),
    ('s|indent("> ")', "a\n> b"),
    ("s|indent(-2, true)", "a\nb"),
    ("t|indent(2)", "a\n"),
    ('"x"|indent(2, first=true)', "  x"),
])
def test_indent(expr, expected):
    assert F(expr, s="a\nb", e="a\n\nb", sp="a\n \nb", t="a\n") == expected


@pytest.mark.parametrize("expr,expected", [
    ('"The quick brown fox"|truncate(12)', "The..."),
    ('"The quick brown fox"|truncate(12, killwords=true)', "The quick..."),
    ('"abc"|truncate(3)', "abc"),
    ('"abcdef"|truncate(5, "!")', "abcd!"),
    ('"hello world"|truncate(8, "~")', "hello~"),
    ('("a" * 300)|truncate|length', "255"),
    ('("a" * 255)|truncate|length', "255"),
    ('"abcdef"|truncate(3)', "..."),
    ('"abcdef"|truncate(4, "")', "abcd"),
    ('"ab cd ef"|truncate(7, "", true)', "ab cd e"),
])
def test_truncate(expr, expected):
    assert F(expr) == expected


def test_truncate_length_too_small():
    fails('{{ "abcdef"|truncate(2) }}', "filter 'truncate' length must be at least the length of 'end'", "truncate")


@pytest.mark.parametrize("expr,expected", [
    ('"one two three four"|wordwrap(9)', "one two\nthree\nfour"),
    ('"abcdefghij"|wordwrap(4)', "abcd\nefgh\nij"),
    ('"abcdefghij k"|wordwrap(4)', "abcd\nefgh\nij k"),
    ('"abcdefghij k"|wordwrap(4, false)', "abcdefghij\nk"),
    ('"a b c"|wordwrap(1, wrapstring="|")', "a|b|c"),
    ('"a   b"|wordwrap(10)', "a b"),
    ('"a\tb"|wordwrap(10)', "a b"),
    ('"one two"|wordwrap(7)', "one two"),
    ('"one two"|wordwrap(6)', "one\ntwo"),
    ('"x y"|wordwrap(1, true, "<br>")', "x<br>y"),
])
def test_wordwrap(expr, expected):
    assert F(expr) == expected


def test_wordwrap_paragraphs():
    assert F("s|wordwrap(3)", s="a b\nc d") == "a b\nc d"


def test_wordwrap_paragraphs_wrapstring():
    assert F('s|wordwrap(5, wrapstring="/")', s="aa bb\ncc dd") == "aa bb/cc dd"


def test_wordwrap_width_zero():
    fails('{{ "a"|wordwrap(0) }}', "filter 'wordwrap' width must be at least 1", "wordwrap")


# ---------------------------------------------------------------- default and conversion

@pytest.mark.parametrize("expr,expected", [
    ('x|default("d")', "d"),
    ('none|default("d")', ""),
    ('false|default("d")', "false"),
    ('false|default("d", true)', "d"),
    ('""|default("d", boolean=true)', "d"),
    ('0|d(5, true)', "5"),
    ("1|default(5)", "1"),
    ("[x|default]", '[""]'),
    ('none|default("d", true)', "d"),
    ('"a"|default("d", true)', "a"),
    ('x.y.z|default("d")', "d"),
    ("x|default(none) is none", "true"),
])
def test_default(expr, expected):
    assert F(expr) == expected


def test_default_keeps_safe():
    assert F('("<"|safe)|default("x")', "-e") == "<"


@pytest.mark.parametrize("expr,expected", [
    ("3.7|int", "3"),
    ("(-3.7)|int", "-3"),
    ("true|int", "1"),
    ("false|int", "0"),
    ('" 42 "|int', "42"),
    ('"\\n\\t42\\r"|int', "42"),
    ('"-4.7"|int', "-4"),
    ('"+5"|int', "5"),
    ('"1e3"|int', "1000"),
    ('"0x1f"|int', "31"),
    ('"0X1F"|int', "31"),
    ('"abc"|int(7)', "7"),
    ('"abc"|int', "0"),
    ("none|int", "0"),
    ("[1]|int", "0"),
    ('"1_000"|int(5)', "5"),
    ('"-0x10"|int(5)', "5"),
    ('"0x"|int(5)', "5"),
    ('"."|int(5)', "5"),
    ('"inf"|int(5)', "5"),
    ('"Infinity"|int(5)', "5"),
    ('"\\u00a01"|int(5)', "5"),
    ('"5."|int', "5"),
    ('"1e400"|int', "inf"),
    ('"99999999999999999999"|int', "100000000000000000000"),
    ("(-0.0)|int", "0"),
    ('"a"|int(none)', ""),
    ('"12"|int("x")', "12"),
    ("(10 ** 400)|int(7)", "7"),
    ("(10 ** 400 - 10 ** 400)|int(7)", "7"),
    ('"1 2"|int(9)', "9"),
    ('""|int(9)', "9"),
    ('"0x1g"|int(9)', "9"),
    ('"3.9e0"|int', "3"),
])
def test_int(expr, expected):
    assert F(expr) == expected


@pytest.mark.parametrize("expr,expected", [
    ('"3.5"|float', "3.5"),
    ('" 2 "|float', "2"),
    ('"abc"|float', "0"),
    ('"abc"|float(1.5)', "1.5"),
    ('"+.5"|float', "0.5"),
    ('"0x1f"|float(2)', "2"),
    ('"1e400"|float', "inf"),
    ('"-0"|float', "0"),
    ("true|float", "1"),
    ("2.5|float", "2.5"),
    ("none|float", "0"),
    ('"-1.5e-3"|float', "-0.0015"),
    ('"1_0"|float(3)', "3"),
    ('"5."|float', "5"),
])
def test_float(expr, expected):
    assert F(expr) == expected


@pytest.mark.parametrize("expr,expected", [
    ("5|string", "5"),
    ("5|string is string", "true"),
    ("none|string", ""),
    ("[1,none]|string", "[1,null]"),
    ("x|string", ""),
    ('("<"|safe)|string is escaped', "true"),
    ("true|string", "true"),
    ('"ab"|list', '["a","b"]'),
    ('{"a": 1, "b": 2}|list', '["a","b"]'),
    ("x|list", "[]"),
    ("[1, [2]]|list", "[1,[2]]"),
    ('""|list', "[]"),
])
def test_string_list(expr, expected):
    assert F(expr) == expected


def test_list_of_number_error():
    fails("{{ 5|list }}", "filter 'list' expects a sequence, not number", "list")


def test_list_of_none_error():
    fails("{{ none|list }}", "filter 'list' expects a sequence, not none", "list")


def test_list_is_new_list():
    assert out("{% set a = [1] %}{% set b = a|list %}{% do b.append(2) %}{{ a }}") == "[1]"


# ---------------------------------------------------------------- format

@pytest.mark.parametrize("expr,expected", [
    ('"%s-%s"|format(1, "a")', "1-a"),
    ('"%5s|"|format("ab")', "   ab|"),
    ('"%-5s|"|format("ab")', "ab   |"),
    ('"%.2s"|format("abc")', "ab"),
    ('"%d"|format(3.9)', "3"),
    ('"%d"|format(-3.9)', "-3"),
    ('"%x"|format(255)', "ff"),
    ('"%x"|format(-255)', "-ff"),
    ('"%x"|format(255.9)', "ff"),
    ('"%f"|format(1.5)', "1.500000"),
    ('"%.2f"|format(3.14159)', "3.14"),
    ('"%05.1f"|format(3.14159)', "003.1"),
    ('"%-4d|"|format(7)', "7   |"),
    ('"%05d"|format(-42)', "-0042"),
    ('"%3d"|format(5)', "  5"),
    ('"%-05d|"|format(5)', "5    |"),
    ('"%%"|format()', "%"),
    ('"100%%"|format', "100%"),
    ('"%s"|format([1, "a"])', '[1,"a"]'),
    ('"[%s]"|format(none)', "[]"),
    ('"%s"|format(true)', "true"),
    ("5|format", "5"),
    ('"%.0f"|format(3)', "3"),
    ('"%s and %s"|format("a", 2.5)', "a and 2.5"),
    ('"%04x"|format(10)', "000a"),
    ('"%.3f"|format(-1)', "-1.000"),
    ('"%5.1s|"|format("abc")', "    a|"),
])
def test_format(expr, expected):
    assert F(expr) == expected


@pytest.mark.parametrize("expr,msg", [
    ('"%y"|format(1)', "filter 'format' found an invalid conversion in the format string"),
    ('"abc%"|format', "filter 'format' found an invalid conversion in the format string"),
    ('"%5%"|format', "filter 'format' found an invalid conversion in the format string"),
    ('"%d"|format("a")', "filter 'format' expects a number for %d, not string"),
    ('"%f"|format(none)', "filter 'format' expects a number for %f, not none"),
    ('"%x"|format(true)', "filter 'format' expects a number for %x, not boolean"),
    ('"%s %s"|format(1)', "filter 'format' has too few arguments for the format string"),
    ('"%s"|format(1, 2)', "filter 'format' has too many arguments for the format string"),
    ('"abc"|format(1)', "filter 'format' has too many arguments for the format string"),
])
def test_format_errors(expr, msg):
    tpl = "{{ " + expr + " }}"
    fails(tpl, msg, tpl.index("|format") + 1)


# ---------------------------------------------------------------- line filters

@pytest.mark.parametrize("val,expected", [
    ("a\nb\n", '["a","b"]'),
    ("", "[]"),
    ("\n", '[""]'),
    ("a\r\nb\rc", '["a","b\\rc"]'),
    ("a\r", '["a\\r"]'),
    ("\r\n", '[""]'),
    ("\n\n", '["",""]'),
    ("a\nb", '["a","b"]'),
    (5, '["5"]'),
    ([1, 2], '["[1,2]"]'),
    (None, "[]"),
])
def test_lines(val, expected):
    assert F("s|lines", s=val) == expected


@pytest.mark.parametrize("val,expected", [
    ("  a\n    b\n\n  c", "a\n  b\n\nc"),
    (" x\n\ty", " x\n\ty"),
    ("  a\r\n  b", "a\r\nb"),
    (" \ta\n\t b", " \ta\n\t b"),
    ("\t\ta\n\t b", "\ta\n b"),
    ("   ", "   "),
    ("  a\n \t\n", "a\n\n"),
    ("   \n  a", " \na"),
    ("a\n  b", "a\n  b"),
    ("\u00a0a\n\u00a0b", "\u00a0a\n\u00a0b"),
    ("    x", "x"),
])
def test_dedent(val, expected):
    assert F("s|dedent", s=val) == expected


def test_lines_takes_no_argument():
    fails('{{ "a"|lines(1) }}', "filter 'lines' takes at most 0 arguments (1 given)", "lines")


def test_dedent_result_not_safe():
    assert F('("  <"|safe)|dedent', "-e") == "&lt;"


# ---------------------------------------------------------------- word and line filters

@pytest.mark.parametrize("expr,expected", [
    ('"a b  c d"|truncatewords(2)', "a b ..."),
    ('"a b"|truncatewords(2)', "a b"),
    ('"  a   b  "|truncatewords(5)', "a b"),
    ('"a b"|truncatewords(0)', "..."),
    ('"a b c"|truncatewords(2, "")', "a b "),
    ('"a b c"|truncatewords(1, "!")', "a !"),
    ('""|truncatewords(0)', ""),
    ('"   "|truncatewords(1)', ""),
    ('"a b c"|truncatewords(1.0)', "a ..."),
    ('"a b c"|truncatewords(-0)', "..."),
    ('s|truncatewords(1)', "a\u00a0b ..."),
])
def test_truncatewords(expr, expected):
    assert F(expr, s="a\u00a0b c") == expected


@pytest.mark.parametrize("expr,msg", [
    ('"a b"|truncatewords(-1)', "filter 'truncatewords' count must not be negative"),
    ('"a b"|truncatewords(1.5)', "filter 'truncatewords' expects an integer for 'count', not 1.5"),
    ('"a b"|truncatewords(1, 5)', "filter 'truncatewords' expects a string for 'end', not number"),
])
def test_truncatewords_errors(expr, msg):
    fails("{{ " + expr + " }}", msg, "truncatewords")


def test_truncatewords_escaped_when_printed():
    assert F('("<a> b c"|safe)|truncatewords(1)', "-e") == "&lt;a&gt; ..."


@pytest.mark.parametrize("val,expected", [
    ("a\nb", "a<br>\nb"),
    ("<\n", "&lt;<br>\n"),
    ("a\r\nb", "a<br>\nb"),
    ("a\r\rb", "a\r\rb"),
    ("a\n\r\nb", "a<br>\n<br>\nb"),
    ([1, "<"], "[1,&#34;&lt;&#34;]"),
    (None, ""),
    ("'&'", "&#39;&amp;&#39;"),
])
def test_nl2br(val, expected):
    assert F("s|nl2br", s=val) == expected


def test_nl2br_safe_not_escaped():
    assert F('("<b>\n"|safe)|nl2br') == "<b><br>\n"


def test_nl2br_result_safe():
    assert F("s|nl2br", "-e", s="<\n") == "&lt;<br>\n"


def test_nl2br_is_escaped():
    assert F('"a"|nl2br is escaped') == "true"


# ---------------------------------------------------------------- text formatting

@pytest.mark.parametrize("expr,expected", [
    ('"42"|zfill(5)', "00042"),
    ('"-42"|zfill(5)', "-0042"),
    ('"+4"|zfill(4)', "+004"),
    ('"abcdef"|zfill(3)', "abcdef"),
    ("42|zfill(4)", "0042"),
    ('"ab"|zfill(4)', "00ab"),
    ('"-"|zfill(3)', "-00"),
    ('" Hello, World! é "|slugify', "hello-world"),
    ('"A_B"|slugify', "a-b"),
    ('"--x--"|slugify', "x"),
    ('"Déjà Vu 2"|slugify', "d-j-vu-2"),
    ('"ABC"|slugify', "abc"),
    ("1|pluralize", ""),
    ("2|pluralize", "s"),
    ('0|pluralize("y", "ies")', "ies"),
    ('1|pluralize("y", "ies")', "y"),
    ("1.0|pluralize", ""),
    ("(-1)|pluralize", "s"),
    ('2|pluralize(plural="es")', "es"),
])
def test_text_formatting(expr, expected):
    assert F(expr) == expected


@pytest.mark.parametrize("n,expected", [
    ("1", "1st"), ("2", "2nd"), ("3", "3rd"), ("4", "4th"), ("11", "11th"), ("12", "12th"),
    ("13", "13th"), ("112", "112th"), ("121", "121st"), ("(-2)", "-2nd"), ("0", "0th"),
    ("101", "101st"), ("111", "111th"), ("22", "22nd"), ("23", "23rd"), ("2.0", "2nd"), ("1013", "1013th"),
])
def test_ordinal(n, expected):
    assert F(n + "|ordinal") == expected


@pytest.mark.parametrize("expr,msg", [
    ('"1"|pluralize', "filter 'pluralize' expects a number, not string"),
    ("1.5|ordinal", "filter 'ordinal' expects an integer, not 1.5"),
    ('"1"|ordinal', "filter 'ordinal' expects an integer, not string"),
    ("none|ordinal", "filter 'ordinal' expects an integer, not none"),
    ('"1"|commas', "filter 'commas' expects a number, not string"),
    ("1|commas(21)", "filter 'commas' precision must be between 0 and 20"),
    ("1|commas(-1)", "filter 'commas' precision must be between 0 and 20"),
    ('"a"|zfill("5")', "filter 'zfill' expects an integer for 'width', not string"),
])
def test_text_formatting_errors(expr, msg):
    tpl = "{{ " + expr + " }}"
    fails(tpl, msg, tpl.index("|") + 1)


@pytest.mark.parametrize("expr,expected", [
    ("1234567.891|commas", "1,234,567.891"),
    ("(-1234)|commas", "-1,234"),
    ("1234.5|commas(2)", "1,234.50"),
    ("(-0.001)|commas(1)", "0.0"),
    ("1e21|commas", "1e+21"),
    ("123|commas", "123"),
    ("1000|commas", "1,000"),
    ("1234|commas(0)", "1,234"),
    ("999.96|commas(1)", "1,000.0"),
    ("(10 ** 400)|commas", "inf"),
    ("100000|commas", "100,000"),
    ("1e-7|commas", "1e-7"),
    ("0|commas(2)", "0.00"),
    ("(-1234567)|commas(1)", "-1,234,567.0"),
])
def test_commas(expr, expected):
    assert F(expr) == expected
