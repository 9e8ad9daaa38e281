"""String filters: binding, case, trimming, layout, conversion, escaping, format, lines, words."""
import pytest


def ok_expr(st, expr, expected, *args):
    st.ok("{{ %s }}" % expr, expected, *args)


# ---------------------------------------------------------------- binding

@pytest.mark.parametrize("template,col,msg", [
    ('{{ "a"|upper(1) }}', 8, "filter 'upper' takes at most 0 arguments (1 given)"),
    ('{{ "a"|center(1, 2) }}', 8, "filter 'center' takes at most 1 argument (2 given)"),
    ('{{ "a"|center(foo=1) }}', 8, "filter 'center' got an unexpected keyword argument 'foo'"),
    ('{{ "a"|center(5, width=3) }}', 8, "filter 'center' got multiple values for argument 'width'"),
    ('{{ "a"|ljust }}', 8, "filter 'ljust' missing required argument 'width'"),
    ('{{ "a"|replace("a") }}', 8, "filter 'replace' missing required argument 'new'"),
    ('{{ "a"|replace(new="b") }}', 8, "filter 'replace' missing required argument 'old'"),
    ('{{ "ab"|d(1, 2, 3) }}', 9, "filter 'd' takes at most 2 arguments (3 given)"),
    ("{{ 5|count(1) }}", 6, "filter 'count' takes at most 0 arguments (1 given)"),
    ("{{ 5|count }}", 6, "filter 'length' expects a string, list or mapping, not number"),
    ('{{ "a"|e(1) }}', 8, "filter 'e' takes at most 0 arguments (1 given)"),
    ('{{ "a"|replace(1, "b") }}', 8, "filter 'replace' expects a string for 'old', not number"),
    ('{{ "a"|replace("a", none) }}', 8, "filter 'replace' expects a string for 'new', not none"),
    ('{{ "a"|center(1.5) }}', 8, "filter 'center' expects an integer for 'width', not 1.5"),
    ('{{ "a"|center("x") }}', 8, "filter 'center' expects an integer for 'width', not string"),
    ('{{ "a"|center(true) }}', 8, "filter 'center' expects an integer for 'width', not boolean"),
    ("{{ 5|upper(a=1) }}", 6, "filter 'upper' got an unexpected keyword argument 'a'"),
    ('{{ "a"|center(width=1, width=2) }}', 8, "filter 'center' got multiple values for argument 'width'"),
    ('{{ 1|nope }}', 6, "unknown filter 'nope'"),
    ('{% if false %}{{ 1|nope }}{% endif %}', 20, "unknown filter 'nope'"),
    ('{{ "a"|center(width=5, 1) }}', 24, "positional argument follows keyword argument"),
    ('{{ "a"|Upper }}', 8, "unknown filter 'Upper'"),
])
def test_binding_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


def test_binding_checked_before_value(st):
    st.terr("{{ none|center(foo=1) }}", 1, 9, "filter 'center' got an unexpected keyword argument 'foo'")


@pytest.mark.parametrize("expr,expected", [
    ('"a"|center(3,)', " a "),
    ('"a"|center(width=3)', " a "),
    ('"  ab  "|trim|upper', "AB"),
    ('"ab"|upper|lower|capitalize', "Ab"),
    ('5|upper', "5"),
    ('"a"|center(width=3,)', " a "),
])
def test_binding_ok(st, expr, expected):
    ok_expr(st, expr, expected)


# ---------------------------------------------------------------- case filters

@pytest.mark.parametrize("expr,expected", [
    ('"hello"|upper', "HELLO"),
    ('"HeLLo"|lower', "hello"),
    ('"ß"|upper', "SS"),
    ('"éa"|upper', "ÉA"),
    ('"aXb"|capitalize', "Axb"),
    ('""|capitalize', ""),
    ('"hello WORLD"|capitalize', "Hello world"),
    ('"hello-world 2nd"|title', "Hello-World 2nd"),
    ("\"o'neil\"|title", "O'Neil"),
    ('"hELLO wORLD"|title', "Hello World"),
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
    ('"😀aB"|capitalize', "😀ab"),
    ('"ΑΣ"|title', "Ασ"),
    ('"x_y-z"|title', "X_Y-Z"),
    ('"e\\u0301a"|title', "E\u0301A"),
    ('"x²Y"|title', "X²y"),
    ('"2ND"|title', "2nd"),
    ('"a1b c"|title', "A1b C"),
    ('""|title', ""),
    ('12|lower', "12"),
])
def test_case_filters(st, expr, expected):
    ok_expr(st, expr, expected)


def test_case_filter_result_not_safe(st):
    ok_expr(st, '("<b>"|safe)|upper', "&lt;B&gt;", "-e")


@pytest.mark.parametrize("name", ["upper", "lower", "capitalize", "title"])
def test_case_filters_take_no_argument(st, name):
    st.terr('{{ "a"|%s(1) }}' % name, 1, 8, "filter '%s' takes at most 0 arguments (1 given)" % name)


# ---------------------------------------------------------------- trim, replace, striptags, wordcount

@pytest.mark.parametrize("expr,expected", [
    ('"  a  "|trim', "a"),
    ('"\\t\\r\\n a \\n"|trim', "a"),
    ('"xxaxx"|trim("x")', "a"),
    ('"xyaxy"|trim("yx")', "a"),
    ('" a "|trim("")', " a "),
    ('" a "|trim(none)', "a"),
    ('"😀a😀"|trim("😀")', "a"),
    ('"\\u00a0a\\u00a0"|trim', "\u00a0a\u00a0"),
    ('"  a b  "|trim', "a b"),
    ('5|trim', "5"),
    ('"aaa"|replace("aa", "b")', "ba"),
    ('"aaaa"|replace("a", "b", 2)', "bbaa"),
    ('"aaaa"|replace("a", "b", 0)', "aaaa"),
    ('"aaaa"|replace("a", "b", -1)', "aaaa"),
    ('"aaaa"|replace("a", "b", none)', "bbbb"),
    ('"ab"|replace("", "-")', "-a-b-"),
    ('"ab"|replace("", "-", 2)', "-a-b"),
    ('""|replace("", "-")', "-"),
    ('"aXa"|replace("a", "aa")', "aaXaa"),
    ('"ééé"|replace("é", "e", 2)', "eeé"),
    ("15|replace('5', '6')", "16"),
    ("(15|replace('5', '6')) is string", "true"),
    ("x|replace('a', 'b')", ""),
    ('"hello"|replace("l", "")', "heo"),
    ('"a <b>bold</b>  <!-- c --> x"|striptags', "a bold x"),
    ('"a<b"|striptags', "a<b"),
    ('"a > b"|striptags', "a > b"),
    ('"a<!--x"|striptags', "a<!--x"),
    ('"<a\\nhref=x>y</a>"|striptags', "y"),
    ('"a<>b"|striptags', "ab"),
    ('"  <p>a\\n\\n b</p> "|striptags', "a b"),
    ('"&amp; <i>x</i>"|striptags', "&amp; x"),
    ('"a<!-- <b> -->c"|striptags', "ac"),
    ('"a b  c"|wordcount', "3"),
    ('"a\\u00a0b c"|wordcount', "2"),
    ("[1,2]|wordcount", "1"),
    ('""|wordcount', "0"),
    ('"  \\n\\t "|wordcount', "0"),
    ('"one,two three"|wordcount', "2"),
])
def test_trim_replace(st, expr, expected):
    ok_expr(st, expr, expected)


def test_replace_old_undefined(st):
    st.terr('{{ "a"|replace(x, "b") }}', 1, 8, "filter 'replace' expects a string for 'old', not undefined")


def test_replace_count_not_integer(st):
    st.terr('{{ "aaa"|replace("a", "b", 1.5) }}', 1, 10, "filter 'replace' expects an integer for 'count', not 1.5")


def test_trim_chars_not_string(st):
    st.terr('{{ "a"|trim(1) }}', 1, 8, "filter 'trim' expects a string for 'chars', not number")


@pytest.mark.parametrize("expr,expected", [
    ('"<a>"|safe|replace("a", "b")', "&lt;b&gt;"),
    ('(" <a> "|safe)|trim', "&lt;a&gt;"),
    ('("<b>x</b> &amp;"|safe)|striptags', "x &amp;amp;"),
])
def test_trim_replace_results_not_safe(st, expr, expected):
    ok_expr(st, expr, expected, "-e")


# ---------------------------------------------------------------- layout

@pytest.mark.parametrize("expr,expected", [
    ('"ab"|center(7)', "  ab   "),
    ('"ab"|center(6)', "  ab  "),
    ('"abc"|center(2)', "abc"),
    ('"a"|center', " " * 39 + "a" + " " * 40),
    ('"ab"|ljust(5)', "ab   "),
    ('"ab"|rjust(5)', "   ab"),
    ('"ab"|rjust(5, "*")', "***ab"),
    ('"ab"|ljust(5, fill="-")', "ab---"),
    ('"abcdef"|ljust(3)', "abcdef"),
    ('"é"|rjust(3, "é")', "ééé"),
    ('"a\\nb"|indent', "a\n    b"),
    ('"a\\nb"|indent(2, true)', "  a\n  b"),
    ('"a\\n\\nb"|indent(2)', "a\n\n  b"),
    ('"a\\n\\nb"|indent(2, blank=true)', "a\n  \n  b"),
    ('"a\\nb"|indent("> ")', "a\n> b"),
    ('"a\\nb"|indent(-1)', "a\nb"),
    ('"a\\n \\nb"|indent(2)', "a\n   \n  b"),
    ('"a\\nb"|indent(first=true)', "    a\n    b"),
    ('"a\\n"|indent(2)', "a\n"),
    ('"a\\n"|indent(2, blank=true)', "a\n  "),
    ('"The quick brown fox"|truncate(12)', "The..."),
    ('"The quick brown fox"|truncate(12, killwords=true)', "The quick..."),
    ('"short"|truncate(10)', "short"),
    ('"abcde"|truncate(5)', "abcde"),
    ('"abcdef"|truncate(5)', "ab..."),
    ('"abcdef"|truncate(5, end="")', "abcde"),
    ('"ab cdef"|truncate(6, end="!")', "ab!"),
    ('"abcdef"|truncate(3)', "..."),
    ('"one two three four"|wordwrap(9)', "one two\nthree\nfour"),
    ('"abcdefghij"|wordwrap(4)', "abcd\nefgh\nij"),
    ('"abcdefghij"|wordwrap(4, false)', "abcdefghij"),
    ('"abcde f"|wordwrap(4)', "abcd\ne f"),
    ('"a b"|wordwrap(1, wrapstring="|")', "a|b"),
    ('"a b\\nc d"|wordwrap(3)', "a b\nc d"),
    ('"a\\t\\tb"|wordwrap(5)', "a b"),
    ('"a  b c"|wordwrap(79)', "a b c"),
    ('"aa bb cc"|wordwrap(5, wrapstring="<br>")', "aa bb<br>cc"),
    ('"x abcdefgh y"|wordwrap(3, break_long_words=false)', "x\nabcdefgh\ny"),
])
def test_layout(st, expr, expected):
    ok_expr(st, expr, expected)


@pytest.mark.parametrize("template,col,msg", [
    ('{{ "ab"|ljust(5, "**") }}', 9, "filter 'ljust' fill must be a single character"),
    ('{{ "ab"|rjust(5, "") }}', 9, "filter 'rjust' fill must be a single character"),
    ('{{ "abc"|truncate(2) }}', 10, "filter 'truncate' length must be at least the length of 'end'"),
    ('{{ "abc"|truncate(0, end="") }}', None, None),
    ('{{ "abc"|wordwrap(0) }}', 10, "filter 'wordwrap' width must be at least 1"),
    ('{{ "abc"|truncate(2.5) }}', 10, "filter 'truncate' expects an integer for 'length', not 2.5"),
    ('{{ "abc"|truncate(5, end=1) }}', 10, "filter 'truncate' expects a string for 'end', not number"),
])
def test_layout_errors(st, template, col, msg):
    if col is None:
        st.ok(template, "")
    else:
        st.terr(template, 1, col, msg)


# ---------------------------------------------------------------- default and conversion

@pytest.mark.parametrize("expr,expected", [
    ('x|default("d")', "d"),
    ('x|d("d")', "d"),
    ('none|default("d")', ""),
    ('none|default("d", true)', "d"),
    ('0|default("d", true)', "d"),
    ('""|default("d", boolean=true)', "d"),
    ('false|d("d", boolean=true)', "d"),
    ('"v"|default("d", true)', "v"),
    ("x|default", ""),
    ('""|default("d")', ""),
    ('0|default("d")', "0"),
    ('false|default("d")', "false"),
    ('"v"|default("d")', "v"),
    ("x|default([1])", "[1]"),
    ("x.y.z|default(3) + 1", "4"),
    ("3.7|int", "3"),
    ("(-3.7)|int", "-3"),
    ("true|int", "1"),
    ("false|int", "0"),
    ('" 42 "|int', "42"),
    ('"\\t\\n42\\r\\n"|int', "42"),
    ('"3.9"|int', "3"),
    ('"-2.5e1"|int', "-25"),
    ('"+7"|int', "7"),
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
    ('"Infinity"|float(5)', "5"),
    ('"\\u00a01"|int(5)', "5"),
    ('"5."|int', "5"),
    ('".5"|float', "0.5"),
    ('"+.5"|float', "0.5"),
    ('"0x1f"|float(2)', "2"),
    ('"1e400"|int', "inf"),
    ('"1e400"|float', "inf"),
    ('"99999999999999999999"|int', "100000000000000000000"),
    ("(-0.0)|int", "0"),
    ('"-0"|float', "0"),
    ('"a"|int(none)', ""),
    ('"12"|int("x")', "12"),
    ("(10 ** 400)|int(7)", "7"),
    ('"1.5"|float', "1.5"),
    ('"abc"|float', "0"),
    ('"1e3"|float', "1000"),
    ("2|float", "2"),
    ("true|float", "1"),
    ('"12abc"|int(9)', "9"),
    ('""|int(9)', "9"),
    ("x|float", "0"),
    ("5|string", "5"),
    ("(5|string) is string", "true"),
    ("none|string", ""),
    ("x|string", ""),
    ("[1,none]|string", "[1,null]"),
    ("true|string", "true"),
    ('"ab"|list', '["a","b"]'),
    ('{"a": 1, "b": 2}|list', '["a","b"]'),
    ("x|list", "[]"),
    ("[1, [2]]|list", "[1,[2]]"),
])
def test_default_conversion(st, expr, expected):
    ok_expr(st, expr, expected)


def test_string_keeps_safe(st):
    ok_expr(st, '("<"|safe)|string', "<", "-e")


def test_default_keeps_safe(st):
    ok_expr(st, '("<"|safe)|default("x")', "<", "-e")


@pytest.mark.parametrize("template,col,msg", [
    ("{{ 5|list }}", 6, "filter 'list' expects a sequence, not number"),
    ("{{ none|list }}", 9, "filter 'list' expects a sequence, not none"),
    ("{{ true|list }}", 9, "filter 'list' expects a sequence, not boolean"),
])
def test_list_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


def test_default_strict_only_own_value(st):
    st.terr('{{ x.y|default("d") }}', 1, 4, "'x' is undefined", "--strict")


def test_default_strict_after_filter(st):
    st.terr('{{ x|upper|default("d") }}', 1, 4, "'x' is undefined", "--strict")


# ---------------------------------------------------------------- escaping filters

@pytest.mark.parametrize("expr,expected", [
    ('"<a href=\'x\'>&\\""|e', "&lt;a href=&#39;x&#39;&gt;&amp;&#34;"),
    ('"<"|escape', "&lt;"),
    ('("<"|safe)|e', "<"),
    ('("<"|safe)|forceescape', "&lt;"),
    ('"<"|e|e', "&lt;"),
    ('"<"|e|forceescape', "&amp;lt;"),
    ('x|e', ""),
    ('x|safe', ""),
    ('(x|safe) is escaped', "true"),
    ('[1,"<"]|e', "[1,&#34;&lt;&#34;]"),
    ("5|e", "5"),
    ('"a b/c"|urlencode', "a%20b%2Fc"),
    ('"é"|urlencode', "%C3%A9"),
    ('"-._~azAZ09"|urlencode', "-._~azAZ09"),
    ('"a&b=c?d"|urlencode', "a%26b%3Dc%3Fd"),
    ('{"a": "b c", "d": 1}|urlencode', "a=b%20c&d=1"),
    ('{"k y": "&"}|urlencode', "k%20y=%26"),
    ('[["a", 1], ["b", 2]]|urlencode', "a=1&b=2"),
    ("5|urlencode", "5"),
    ("true|urlencode", "true"),
    ("none|urlencode", ""),
    ('"😀"|urlencode', "%F0%9F%98%80"),
    ('{"a": [1, 2], "b": none}|urlencode', "a=%5B1%2C2%5D&b="),
    ('{"a": [1, "x"]}|tojson', '{"a":[1,"x"]}'),
    ('"<>&\'"|tojson', '"\\u003c\\u003e\\u0026\\u0027"'),
    ('x|tojson', "null"),
    ('none|tojson', "null"),
    ('"a"|tojson', '"a"'),
    ('1.5|tojson', "1.5"),
    ("true|tojson", "true"),
    ("[1]|tojson(-1)", "[1]"),
    ("[1, 2]|tojson(none)", "[1,2]"),
    ("[]|tojson(2)", "[]"),
    ("{}|tojson(2)", "{}"),
    ("[1]|tojson(0)", "[\n1\n]"),
    ('{"a": [1, 2], "b": {} }|tojson(2)', '{\n  "a": [\n    1,\n    2\n  ],\n  "b": {}\n}'),
    ('{"a": {"b": []} }|tojson(1)', '{\n "a": {\n  "b": []\n }\n}'),
    ('"a\\nb"|tojson', '"a\\nb"'),
    ('{"b": 1, "1": 2}|tojson', '{"1":2,"b":1}'),
    ("[x]|tojson", "[null]"),
])
def test_escaping_filters(st, expr, expected):
    ok_expr(st, expr, expected)


@pytest.mark.parametrize("expr,expected", [
    ('"<"|e', "&lt;"),
    ('"<"|safe', "<"),
    ('("<"|safe)|forceescape', "&lt;"),
    ('{"a": "<"}|tojson', '{"a":"\\u003c"}'),
    ('"<"|tojson', '"\\u003c"'),
    ('"a<b"|urlencode', "a%3Cb"),
    ('("<"|e) ~ ""', "&amp;lt;"),
])
def test_escaping_filters_autoescape(st, expr, expected):
    ok_expr(st, expr, expected, "-e")


@pytest.mark.parametrize("template,col,msg", [
    ("{{ [1]|urlencode }}", 8, "filter 'urlencode' expects a list of pairs"),
    ("{{ [[1, 2, 3]]|urlencode }}", 16, "filter 'urlencode' expects a list of pairs"),
    ("{{ [1]|tojson(1.5) }}", 8, "filter 'tojson' expects an integer for 'indent', not 1.5"),
])
def test_escaping_filter_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


# ---------------------------------------------------------------- format

@pytest.mark.parametrize("expr,expected", [
    ('"%s-%s"|format("a", 1)', "a-1"),
    ('"%d"|format(3.9)', "3"),
    ('"%d"|format(-3.9)', "-3"),
    ('"%x"|format(255)', "ff"),
    ('"%x"|format(-255)', "-ff"),
    ('"%f"|format(1.5)', "1.500000"),
    ('"%.2f"|format(2.5)', "2.50"),
    ('"%.0f"|format(2.75)', "3"),
    ('"%05.1f"|format(3.14159)', "003.1"),
    ('"%-4d|"|format(7)', "7   |"),
    ('"%5s|"|format("ab")', "   ab|"),
    ('"%-5s|"|format("ab")', "ab   |"),
    ('"%.2s"|format("abcd")', "ab"),
    ('"100%%"|format()', "100%"),
    ('"%05d"|format(-42)', "-0042"),
    ('"%5d"|format(-42)', "  -42"),
    ('"%08.3f"|format(-3.14159)', "-003.142"),
    ('"%s"|format([1, "a"])', '[1,"a"]'),
    ('"%s"|format(none)', ""),
    ('"%s"|format(true)', "true"),
    ('"%s %s"|format("é", 2.5)', "é 2.5"),
    ('5|format()', "5"),
    ('"no conversions"|format', "no conversions"),
    ('"%04x"|format(26)', "001a"),
    ('"%1s"|format("abc")', "abc"),
])
def test_format(st, expr, expected):
    ok_expr(st, expr, expected)


@pytest.mark.parametrize("template,col,msg", [
    ('{{ "%q"|format(1) }}', 9, "filter 'format' found an invalid conversion in the format string"),
    ('{{ "%"|format() }}', 8, "filter 'format' found an invalid conversion in the format string"),
    ('{{ "%5%"|format() }}', 10, "filter 'format' found an invalid conversion in the format string"),
    ('{{ "%d"|format("a") }}', 9, "filter 'format' expects a number for %d, not string"),
    ('{{ "%x"|format(none) }}', 9, "filter 'format' expects a number for %x, not none"),
    ('{{ "%f"|format(true) }}', 9, "filter 'format' expects a number for %f, not boolean"),
    ('{{ "%s %s"|format(1) }}', 12, "filter 'format' has too few arguments for the format string"),
    ('{{ "%s"|format(1, 2) }}', 9, "filter 'format' has too many arguments for the format string"),
    ('{{ "x"|format(1) }}', 8, "filter 'format' has too many arguments for the format string"),
    ('{{ "%s"|format(a=1) }}', 9, "filter 'format' got an unexpected keyword argument 'a'"),
])
def test_format_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


# ---------------------------------------------------------------- line filters

@pytest.mark.parametrize("expr,expected", [
    ('"a\\nb\\n"|lines', '["a","b"]'),
    ('""|lines', "[]"),
    ('"\\n"|lines', '[""]'),
    ('"a\\r\\nb\\rc"|lines', '["a","b\\rc"]'),
    ('"a\\r"|lines', '["a\\r"]'),
    ('"\\r\\n"|lines', '[""]'),
    ('"\\n\\n"|lines', '["",""]'),
    ('"a\\n\\nb"|lines', '["a","","b"]'),
    ("5|lines", '["5"]'),
    ("[1, 2]|lines", '["[1,2]"]'),
    ("none|lines", "[]"),
    ("x|lines", "[]"),
    ('"  a\\n    b\\n\\n  c"|dedent', "a\n  b\n\nc"),
    ('" x\\n\\ty"|dedent', " x\n\ty"),
    ('"  a\\r\\n  b"|dedent', "a\r\nb"),
    ('" \\ta\\n\\t b"|dedent', " \ta\n\t b"),
    ('"\\t\\ta\\n\\t b"|dedent', "\ta\n b"),
    ('"   "|dedent', "   "),
    ('"  a\\n \\t\\n"|dedent', "a\n\n"),
    ('"   \\n  a"|dedent', " \na"),
    ('"a\\n  b"|dedent', "a\n  b"),
    ('"\\u00a0a\\n\\u00a0b"|dedent', "\u00a0a\n\u00a0b"),
    ('"    a\\n  b"|dedent', "  a\nb"),
    ("5|dedent", "5"),
])
def test_line_filters(st, expr, expected):
    ok_expr(st, expr, expected)


def test_dedent_not_safe(st):
    ok_expr(st, '("  <a>"|safe)|dedent', "&lt;a&gt;", "-e")


@pytest.mark.parametrize("name", ["lines", "dedent"])
def test_line_filters_take_no_argument(st, name):
    st.terr('{{ "a"|%s(1) }}' % name, 1, 8, "filter '%s' takes at most 0 arguments (1 given)" % name)


# ---------------------------------------------------------------- words

@pytest.mark.parametrize("expr,expected", [
    ('"a b  c d"|truncatewords(2)', "a b ..."),
    ('"a b c"|truncatewords(2, "")', "a b "),
    ('"a b c"|truncatewords(2, end="!")', "a b !"),
    ('"a b"|truncatewords(2)', "a b"),
    ('"  a   b  "|truncatewords(5)', "a b"),
    ('"a b"|truncatewords(0)', "..."),
    ('""|truncatewords(0)', ""),
    ('"   "|truncatewords(3)', ""),
    ('"a\\u00a0b c"|truncatewords(1)', "a\u00a0b ..."),
    ('"a b c"|truncatewords(1.0)', "a ..."),
    ('"a b"|truncatewords(-0)', "..."),
    ('"a\\n\\tb c"|truncatewords(2)', "a b ..."),
    ("[1, 2]|truncatewords(1)", "[1,2]"),
    ('"a\\nb"|nl2br', "a<br>\nb"),
    ('"<\\n"|nl2br', "&lt;<br>\n"),
    ('("<b>\\n"|safe)|nl2br', "<b><br>\n"),
    ('"a\\r\\nb"|nl2br', "a<br>\nb"),
    ('"a\\r\\rb"|nl2br', "a\r\rb"),
    ('"a\\n\\r\\nb"|nl2br', "a<br>\n<br>\nb"),
    ('[1, "<"]|nl2br', "[1,&#34;&lt;&#34;]"),
    ("none|nl2br", ""),
    ('("a"|nl2br) is escaped', "true"),
])
def test_word_filters(st, expr, expected):
    ok_expr(st, expr, expected)


def test_nl2br_safe_under_autoescape(st):
    ok_expr(st, '"<\\n"|nl2br', "&lt;<br>\n", "-e")


def test_truncatewords_not_safe(st):
    ok_expr(st, '("<a> b"|safe)|truncatewords(1)', "&lt;a&gt; ...", "-e")


@pytest.mark.parametrize("template,col,msg", [
    ('{{ "a"|truncatewords(-1) }}', 8, "filter 'truncatewords' count must not be negative"),
    ('{{ "a"|truncatewords(1.5) }}', 8, "filter 'truncatewords' expects an integer for 'count', not 1.5"),
    ('{{ "a"|truncatewords(1, 2) }}', 8, "filter 'truncatewords' expects a string for 'end', not number"),
    ('{{ "a"|truncatewords }}', 8, "filter 'truncatewords' missing required argument 'count'"),
])
def test_word_filter_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


# ---------------------------------------------------------------- text formatting

@pytest.mark.parametrize("expr,expected", [
    ('"42"|zfill(5)', "00042"),
    ('"-42"|zfill(5)', "-0042"),
    ('"+4"|zfill(3)', "+04"),
    ('"abc"|zfill(2)', "abc"),
    ("42|zfill(4)", "0042"),
    ('""|zfill(2)', "00"),
    ('"-"|zfill(3)', "-00"),
    ('" Hello, World! é "|slugify', "hello-world"),
    ('"A_B"|slugify', "a-b"),
    ('"--x--"|slugify', "x"),
    ('"Déjà Vu 2"|slugify', "d-j-vu-2"),
    ('"!!!"|slugify', ""),
    ("1|pluralize", ""),
    ("2|pluralize", "s"),
    ("0|pluralize", "s"),
    ('0|pluralize("y", "ies")', "ies"),
    ('1|pluralize("y", "ies")', "y"),
    ("1.0|pluralize", ""),
    ("1.5|pluralize", "s"),
    ('(-1)|pluralize', "s"),
    ('2|pluralize(plural="es")', "es"),
    ("1|ordinal", "1st"),
    ("2|ordinal", "2nd"),
    ("3|ordinal", "3rd"),
    ("4|ordinal", "4th"),
    ("11|ordinal", "11th"),
    ("12|ordinal", "12th"),
    ("13|ordinal", "13th"),
    ("112|ordinal", "112th"),
    ("121|ordinal", "121st"),
    ("(-2)|ordinal", "-2nd"),
    ("0|ordinal", "0th"),
    ("101|ordinal", "101st"),
    ("111|ordinal", "111th"),
    ("22|ordinal", "22nd"),
    ("2.0|ordinal", "2nd"),
    ("1234567.891|commas", "1,234,567.891"),
    ("(-1234)|commas", "-1,234"),
    ("1234.5|commas(2)", "1,234.50"),
    ("(-0.001)|commas(1)", "0.0"),
    ("1e21|commas", "1e+21"),
    ("123|commas", "123"),
    ("1000|commas", "1,000"),
    ("100000|commas", "100,000"),
    ("(10 ** 400)|commas", "inf"),
    ("1234.567|commas(0)", "1,235"),
    ("999.9|commas(0)", "1,000"),
    ("0|commas(2)", "0.00"),
    ("1e-7|commas", "1e-7"),
    ("12345|commas(20)", "12,345.00000000000000000000"),
])
def test_text_formatting(st, expr, expected):
    ok_expr(st, expr, expected)


@pytest.mark.parametrize("template,col,msg", [
    ('{{ "1"|pluralize }}', 8, "filter 'pluralize' expects a number, not string"),
    ("{{ x|pluralize }}", 6, "filter 'pluralize' expects a number, not undefined"),
    ("{{ 1.5|ordinal }}", 8, "filter 'ordinal' expects an integer, not 1.5"),
    ('{{ "1"|ordinal }}', 8, "filter 'ordinal' expects an integer, not string"),
    ("{{ none|ordinal }}", 9, "filter 'ordinal' expects an integer, not none"),
    ('{{ "1"|commas }}', 8, "filter 'commas' expects a number, not string"),
    ("{{ 1|commas(21) }}", 6, "filter 'commas' precision must be between 0 and 20"),
    ("{{ 1|commas(-1) }}", 6, "filter 'commas' precision must be between 0 and 20"),
    ("{{ 1|commas(1.5) }}", 6, "filter 'commas' expects an integer for 'precision', not 1.5"),
    ('{{ "a"|zfill }}', 8, "filter 'zfill' missing required argument 'width'"),
    ('{{ "a"|zfill(1.5) }}', 8, "filter 'zfill' expects an integer for 'width', not 1.5"),
])
def test_text_formatting_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)
