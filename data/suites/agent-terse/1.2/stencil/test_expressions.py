"""Expression tokens, string literals, syntax errors, literals, values, printing, number formatting."""
import pytest

from conftest import run, render, out, fails, fails_msg, TNAME


# ---------------------------------------------------------------- tokens

@pytest.mark.parametrize("tpl,expected", [
    ("{{ 3 }}", "3"),
    ("{{ 0.5 }}", "0.5"),
    ("{{ 1.5e3 }}", "1500"),
    ("{{ 2E-2 }}", "0.02"),
    ("{{ 1e+2 }}", "100"),
    ("{{ -1 }}", "-1"),
    ("{{ 007 }}", "7"),
    ("{{\n1\n+\t2\r\n}}", "3"),
    ("{{ 1.x }}", ""),
    ("{{ 1 != 2 }}", "true"),
    ("{{ 5//2 }}", "2"),
    ("{{ 2**3 }}", "8"),
])
def test_tokens(tpl, expected):
    assert out(tpl) == expected


def test_number_then_name_e():
    fails("{{ 1e }}", "unexpected 'e'", "e")


def test_leading_dot_number():
    fails("{{ .5 }}", "unexpected '.'", ".")


@pytest.mark.parametrize("ch", ["@", "$", ";", "&", "?", "!", "^", "`"])
def test_unexpected_character(ch):
    tpl = "{{ 1 %s 2 }}" % ch
    fails(tpl, "unexpected character '%s'" % ch, ch)


def test_unexpected_non_ascii_character():
    fails("{{ é }}", "unexpected character 'é'", "é")


# ---------------------------------------------------------------- string literals

@pytest.mark.parametrize("tpl,expected", [
    (r'{{ "a\nb" }}', "a\nb"),
    (r'{{ "a\tb" }}', "a\tb"),
    (r'{{ "a\rb" }}', "a\rb"),
    (r'{{ "a\0b" }}', "a\0b"),
    (r'{{ "\u0041\u00e9\u00E9" }}', "Aéé"),
    (r'{{ "a\\b" }}', "a\\b"),
    (r'{{ "a\"b" }}', 'a"b'),
    (r"{{ 'a\'b' }}", "a'b"),
    (r'{{ "\q" }}', "q"),
    (r'{{ "\x41" }}', "x41"),
    (r'{{ "\101" }}', "101"),
    ('{{ "a\\\nb" }}', "a\nb"),
    ('{{ "multi\nline" }}', "multi\nline"),
    ("{{ 'single' }}", "single"),
    ("{{ \"it's\" }}", "it's"),
    ('{{ "ab" \'cd\' }}', "abcd"),
    ('{{ "ab" "cd"|upper }}', "ABCD"),
    ("{{ 'it''s' }}", "its"),
    ('{{ "a" "b" "c" }}', "abc"),
    (r'{{ "\ud83d\ude00" }}', "😀"),
    (r'{{ "\ud83d\ude00"|length }}', "1"),
    (r'{{ "\uD83D"|length }}', "1"),
    ('{{ "{{ x }}" }}', "{{ x }}"),
    ('{% set s = "a}}b" %}{{ s }}', "a}}b"),
    ('{% set s = "%}" %}{{ s }}', "%}"),
    ('{{ "" }}', ""),
])
def test_string_literals(tpl, expected):
    assert out(tpl) == expected


@pytest.mark.parametrize("lit", [r'"\u12"', r'"\u12G4"', r'"ab\u"'])
def test_invalid_escape(lit):
    tpl = "{{ %s }}" % lit
    fails(tpl, "invalid escape sequence", "\\")


def test_unterminated_string():
    fails('{{ "abc }}', "unterminated string", '"')


def test_unterminated_single_quote_string():
    fails("a\n{{ 'abc }}\nmore", "unterminated string", "'")


def test_string_followed_by_number():
    fails('{{ "a" 1 }}', "unexpected number 1", "1")


# ---------------------------------------------------------------- expression syntax errors

@pytest.mark.parametrize("tpl,msg,at", [
    ("{{ 1 + }}", "unexpected end of tag", "}}"),
    ("{{ 1 + -}}", "unexpected end of tag", "-}}"),
    ("{% if 1 + %}{% endif %}", "unexpected end of tag", "%}"),
    ("{% if 1 + -%}{% endif %}", "unexpected end of tag", "-%}"),
    ('{{ 3 "a" }}', "unexpected string", '"'),
    ("{{ a b }}", "unexpected 'b'", "b"),
    ("{{ (1, 2) }}", "unexpected ','", ","),
    ("{{ in }}", "unexpected 'in'", "in"),
    ("{{ 1 + and }}", "unexpected 'and'", "and"),
    ("{{ 1 2.5 }}", "unexpected number 2.5", "2.5"),
    ("{{ 1 2.50 }}", "unexpected number 2.5", "2.50"),
    ("{{ 1 1e21 }}", "unexpected number 1e+21", "1e21"),
    ("{% set if = 1 %}", "unexpected 'if'", "if"),
    ("{% for none in [1] %}{% endfor %}", "unexpected 'none'", "none"),
    ("{% macro if() %}{% endmacro %}", "unexpected 'if'", "if"),
    ("{% macro m(is) %}{% endmacro %}", "unexpected 'is'", "is"),
    ("{{ [1 }}", "unexpected end of tag", "}}"),
    ("{{ x.1.5 }}", "unexpected number 1.5", "1.5"),
    ("{{ ) }}", "unexpected ')'", ")"),
    ("{{ 1 = 2 }}", "unexpected '='", "="),
])
def test_expression_syntax_errors(tpl, msg, at):
    fails(tpl, msg, at)


def test_reserved_as_attribute():
    assert out("{{ x.if }}{{ x.none }}", v={"x": {"if": 1, "none": 2}}) == "12"


def test_statement_words_are_names():
    assert out("[{{ for }}][{{ endfor }}]") == "[][]"


def test_statement_word_defined():
    assert out("{{ for }}", "-D", "for=3") == "3"


# ---------------------------------------------------------------- literals

@pytest.mark.parametrize("tpl,expected", [
    ("{{ true }}|{{ True }}|{{ false }}|{{ False }}", "true|true|false|false"),
    ("[{{ none }}][{{ None }}]", "[][]"),
    ("{{ [1, 2,] }}", "[1,2]"),
    ("{{ [] }}", "[]"),
    ('{{ {"a": 1, "b": 2,} }}', '{"a":1,"b":2}'),
    ("{{ {} }}", "{}"),
    ('{{ {1: "a"} }}', '{"1":"a"}'),
    ('{{ {1.0: "b"} }}', '{"1":"b"}'),
    ('{{ {1.5: "a"} }}', '{"1.5":"a"}'),
    ('{{ {-1: "c"} }}', '{"-1":"c"}'),
    ("{{ {1e21: 1} }}", '{"1e+21":1}'),
    ('{{ {"2": "x", 2: "y"} }}', '{"2":"y"}'),
    ('{{ {1.5: "a", 1: "b"} }}', '{"1":"b","1.5":"a"}'),
    ('{{ {true and "k": 1} }}', '{"k":1}'),
    ('{{ {"a": 1, "b": 2, "a": 3} }}', '{"a":3,"b":2}'),
    ("{{ (1 + 2) * 3 }}", "9"),
    ("{{ ((2)) }}", "2"),
    ("[{{ TRUE }}]", "[]"),
    ("{{ FALSE is defined }}", "false"),
    ("{{ NONE is defined }}", "false"),
    ('{{ {"1": "one"}[1] }}', "one"),
    ('{{ {("a" ~ "b"): 1} }}', '{"ab":1}'),
])
def test_literals(tpl, expected):
    assert out(tpl) == expected


@pytest.mark.parametrize("tpl,msg,at", [
    ("{{ {none: 1} }}", "dictionary keys must be strings, not none", "none"),
    ("{{ {x: 1} }}", "dictionary keys must be strings, not undefined", "x"),
    ("{{ {true: 1} }}", "dictionary keys must be strings, not boolean", "true"),
    ("{{ {[1]: 1} }}", "dictionary keys must be strings, not list", "["),
    ('{{ {"a": 1, {}: 2} }}', "dictionary keys must be strings, not mapping", "{}"),
    ("{{ {(x.y): 1} }}", "dictionary keys must be strings, not undefined", "x"),
])
def test_bad_mapping_keys(tpl, msg, at):
    fails(tpl, msg, at)


@pytest.mark.parametrize("tpl,msg,at", [
    ("{{ [,] }}", "unexpected ','", ","),
    ("{{ [1,,2] }}", "unexpected ','", (",", 1)),
    ('{{ {"a": 1,,} }}', "unexpected ','", (",", 1)),
    ('{{ {"a" 1} }}', "unexpected number 1", "1"),
    ("{{ () }}", "unexpected ')'", ")"),
    ("{{ (1,) }}", "unexpected ','", ","),
])
def test_literal_syntax_errors(tpl, msg, at):
    fails(tpl, msg, at)


# ---------------------------------------------------------------- key order

@pytest.mark.parametrize("tpl,expected", [
    ('{{ {"b": 1, "10": 2, "a": 3, "2": 4} }}', '{"2":4,"10":2,"b":1,"a":3}'),
    ('{{ {"b": 1, "01": 2, "1": 3} }}', '{"1":3,"b":1,"01":2}'),
    ('{{ {"b": 1, "4294967295": 2, "4294967294": 3} }}', '{"4294967294":3,"b":1,"4294967295":2}'),
    ('{{ {"z": 1, "-1": 2, "0": 3} }}', '{"0":3,"z":1,"-1":2}'),
    ('{{ {"z": 1, "1.0": 2, "3": 3} }}', '{"3":3,"z":1,"1.0":2}'),
    ('{% for k in {"b": 1, "1": 2} %}{{ k }}{% endfor %}', "1b"),
    ('{{ {"10": 1, "2": 2}|dictsort }}', '[["10",1],["2",2]]'),
    ('{{ {"b": 1, "3": 2}|list }}', '["3","b"]'),
    ('{{ ({"1": 1}|list)[0] is string }}', "true"),
    ('{{ {"b": 1, "3": 2}|first }}', "3"),
    ('{{ {"b": 1, "3": 2}.keys() }}', '["3","b"]'),
    ('{{ {"b": 1, "3": 2}|tojson }}', '{"3":2,"b":1}'),
])
def test_key_order(tpl, expected):
    assert out(tpl) == expected


# ---------------------------------------------------------------- printing

@pytest.mark.parametrize("tpl,expected", [
    (r'{{ [1, "a\"b", none, true, {"k": []}] }}', r'[1,"a\"b",null,true,{"k":[]}]'),
    (r'{{ ["\n\r\t\\"] }}', r'["\n\r\t\\"]'),
    (r'{{ ["\u0001\u001f"] }}', r'["\u0001\u001f"]'),
    (r'{{ ["\u001B"] }}', r'["\u001b"]'),
    (r'{{ ["é😀\u007f"] }}', '["é😀\u007f"]'),
    (r'{{ ["\u2028/"] }}', '["\u2028/"]'),
    (r'{{ {"a\"b": 1} }}', r'{"a\"b":1}'),
    ("{{ [x] }}", "[null]"),
    ("{{ [x.y, none] }}", "[null,null]"),
    ("{% macro m() %}{% endmacro %}{{ [m] }}", "[null]"),
    ("{{ [range] }}", "[null]"),
    ('{{ {"f": "a".upper} }}', '{"f":null}'),
    ("{% for i in [1] %}{{ [loop] }}{% endfor %}", "[null]"),
    ("{{ [10 ** 400, -(10 ** 400)] }}", "[null,null]"),
    ("{{ [10 ** 400 - 10 ** 400] }}", "[null]"),
    ("{{ 10 ** 400 }}", "inf"),
    ("{{ -(10 ** 400) }}", "-inf"),
    ("{{ 10 ** 400 - 10 ** 400 }}", "nan"),
    ("{% macro m() %}x{% endmacro %}[{{ m }}]", "[]"),
    ("[{{ range }}]", "[]"),
    ("{% for i in [1] %}[{{ loop }}]{% endfor %}", "[]"),
    ("[{{ 'a'.upper }}]", "[]"),
    ("{{ true }}{{ false }}", "truefalse"),
    ("{{ [[], {}] }}", "[[],{}]"),
    ("{{ [1.5, -0.0, 1e-7] }}", "[1.5,0,1e-7]"),
    ("{{ [true, false] }}", "[true,false]"),
])
def test_printing(tpl, expected):
    assert out(tpl) == expected


def test_printing_safe_string_in_list_escaped():
    assert out('{{ [("<"|safe)] }}', "-e") == "[&#34;&lt;&#34;]"


# ---------------------------------------------------------------- number formatting

@pytest.mark.parametrize("expr,expected", [
    ("2.5", "2.5"),
    ("3", "3"),
    ("0.1 + 0.2", "0.30000000000000004"),
    ("123456789012345680000", "123456789012345680000"),
    ("1e21", "1e+21"),
    ("1.5e-7", "1.5e-7"),
    ("0.000001", "0.000001"),
    ("1e-6", "0.000001"),
    ("1e-7", "1e-7"),
    ("100000000000000000000.0", "100000000000000000000"),
    ("1e21 - 1", "1e+21"),
    ("123456789012345678901234", "1.2345678901234569e+23"),
    ("2 ** 53 + 1", "9007199254740992"),
    ("3.0", "3"),
    ("5e-324", "5e-324"),
    ("1.7976931348623157e308", "1.7976931348623157e+308"),
    ("[1e21, 1e-7]", "[1e+21,1e-7]"),
    ("[-0.0]", "[0]"),
    ("-0.0", "0"),
    ("10 / 4", "2.5"),
    ("10 / 2", "5"),
    ("10 ** 400", "inf"),
    ("-2.5", "-2.5"),
    ("-1e21", "-1e+21"),
    ("1e100", "1e+100"),
    ("12e20", "1.2e+21"),
    ("1.25e-7", "1.25e-7"),
    ("0.1", "0.1"),
    ("1 / 3", "0.3333333333333333"),
    ("2 / 3", "0.6666666666666666"),
    ("100", "100"),
    ("1e20", "100000000000000000000"),
    ("0.0000015", "0.0000015"),
    ("-0.000001", "-0.000001"),
    ("-1e-7", "-1e-7"),
    ("1.5e300", "1.5e+300"),
    ("255 / 256", "0.99609375"),
])
def test_number_formatting(expr, expected):
    assert out("{{ %s }}" % expr) == expected
