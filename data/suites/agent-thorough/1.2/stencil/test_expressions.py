"""Literals, values, printing, number formatting, variables, lookups, operators, slicing."""
import pytest


def cases(*rows):
    return rows


# ---------------------------------------------------------------- literals

@pytest.mark.parametrize("template,expected", [
    ("{{ true }}", "true"),
    ("{{ false }}", "false"),
    ("{{ True }}", "true"),
    ("{{ False }}", "false"),
    ("[{{ none }}]", "[]"),
    ("[{{ None }}]", "[]"),
    ("{{ none is none }}{{ None is none }}", "truetrue"),
    ("[{{ TRUE }}]", "[]"),
    ("{{ FALSE is defined }}", "false"),
    ("{{ NONE is defined }}", "false"),
    ("{{ [1, 2,] }}", "[1,2]"),
    ("{{ [] }}", "[]"),
    ("{{ [[], [1, [2]]] }}", "[[],[1,[2]]]"),
    ('{{ {"a": 1,} }}', '{"a":1}'),
    ("{{ {} }}", "{}"),
    ('{{ {1: "a"} }}', '{"1":"a"}'),
    ('{{ {1.0: "b"} }}', '{"1":"b"}'),
    ('{{ {1.5: "a"} }}', '{"1.5":"a"}'),
    ('{{ {-1: "c"} }}', '{"-1":"c"}'),
    ("{{ {1e21: 1} }}", '{"1e+21":1}'),
    ('{{ {"2": "x", 2: "y"} }}', '{"2":"y"}'),
    ('{{ {1.5: "a", 1: "b"} }}', '{"1":"b","1.5":"a"}'),
    ('{{ {true and "k": 1} }}', '{"k":1}'),
    ('{{ {"a" ~ "b": 1} }}', '{"ab":1}'),
    ('{{ {"a": 1, "a": 2} }}', '{"a":2}'),
    ('{{ {"a": 1, "b": 2, "a": 3} }}', '{"a":3,"b":2}'),
    ("{{ (1 + 2) * 3 }}", "9"),
    ("{{ ((1)) }}", "1"),
    ('{{ {"k": [1, {"n": none}]} }}', '{"k":[1,{"n":null}]}'),
    ('{{ {"1": 1}[1] }}', "1"),
    ('{{ [1, "a", true, none] }}', '[1,"a",true,null]'),
])
def test_literals(st, template, expected):
    st.ok(template, expected)


@pytest.mark.parametrize("template,col,msg", [
    ("{{ [,] }}", 5, "unexpected ','"),
    ("{{ [1,,2] }}", 7, "unexpected ','"),
    ('{{ {"a": 1,,} }}', 12, "unexpected ','"),
    ('{{ {"a" 1} }}', 9, "unexpected number 1"),
    ("{{ () }}", 5, "unexpected ')'"),
    ("{{ (1,) }}", 6, "unexpected ','"),
    ("{{ (1, 2) }}", 6, "unexpected ','"),
    ('{{ {"a": } }}', 10, "unexpected '}'"),
    ("{{ {,} }}", 5, "unexpected ','"),
])
def test_literal_syntax_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


@pytest.mark.parametrize("template,col,typename", [
    ("{{ {none: 1} }}", 5, "none"),
    ("{{ {x: 1} }}", 5, "undefined"),
    ("{{ {[1]: 1} }}", 5, "list"),
    ("{{ {true: 1} }}", 5, "boolean"),
    ("{{ {{}: 1} }}", 5, "mapping"),
    ('{{ {"a": 1, (none): 2} }}', 14, "none"),
    ("{{ {range: 1} }}", 5, "macro"),
])
def test_mapping_key_type_errors(st, template, col, typename):
    st.terr(template, 1, col, "dictionary keys must be strings, not " + typename)


def test_mapping_key_undefined_debug(st):
    st.terr("{{ {x: 1} }}", 1, 5, "dictionary keys must be strings, not undefined", "-u", "debug")


def test_mapping_key_undefined_strict(st):
    st.terr("{{ {x: 1} }}", 1, 5, "'x' is undefined", "--strict")


def test_deeply_parenthesised(st):
    st.ok("{{ " + "(" * 40 + "1" + ")" * 40 + " }}", "1")


def test_deeply_nested_lists(st):
    st.ok("{{ " + "[" * 40 + "]" * 40 + " }}", "[" * 40 + "]" * 40)


# ---------------------------------------------------------------- key order

@pytest.mark.parametrize("template,expected", [
    ('{{ {"b": 1, "10": 2, "a": 3, "2": 4} }}', '{"2":4,"10":2,"b":1,"a":3}'),
    ('{{ {"b": 1, "01": 2, "1": 3} }}', '{"1":3,"b":1,"01":2}'),
    ('{{ {"x": 1, "4294967295": 2, "4294967294": 3} }}', '{"4294967294":3,"x":1,"4294967295":2}'),
    ('{{ {"x": 1, "-1": 2, "1.0": 3, "0": 4} }}', '{"0":4,"x":1,"-1":2,"1.0":3}'),
    ('{{ {"b": 1, "a": 2}|list }}', '["b","a"]'),
    ('{{ {"b": 1, "3": 2, "a": 3}|list }}', '["3","b","a"]'),
    ('{% for k in {"z": 1, "5": 2, "y": 3} %}{{ k }}{% endfor %}', "5zy"),
    ('{{ {"10": 1, "2": 2}|dictsort }}', '[["10",1],["2",2]]'),
    ('{{ {"b": 1, "1": 2}|first }}', "1"),
    ('{{ {"b": 1, "1": 2}|last }}', "b"),
    ('{{ {"b": 1, "1": 2}.keys() }}', '["1","b"]'),
    ('{{ {"b": 1, "1": 2}|items }}', '[["1",2],["b",1]]'),
    ('{{ {"b": 1, "1": 2}|tojson }}', '{"1":2,"b":1}'),
    ('{{ {1: 1}|list|first is string }}', "true"),
])
def test_key_order(st, template, expected):
    st.ok(template, expected)


# ---------------------------------------------------------------- printing

@pytest.mark.parametrize("template,expected", [
    ('{{ "x" }}', "x"),
    ("{{ true }}{{ false }}", "truefalse"),
    ("[{{ none }}]", "[]"),
    ('{{ [1, "a\\"b", none, true, {"k": []}] }}', '[1,"a\\"b",null,true,{"k":[]}]'),
    (r'{{ ["a\nb\r\t\\"] }}', r'["a\nb\r\t\\"]'),
    (r'{{ ["\u0001\u001f"] }}', r'["\u0001\u001f"]'),
    (r'{{ ["\u007f"] }}', '["\x7f"]'),
    (r'{{ ["\u2028"] }}', '["\u2028"]'),
    ('{{ ["é😀"] }}', '["é😀"]'),
    ('{{ ["/<>&\'"] }}', '["/<>&\'"]'),
    (r'{{ {"a\"b": 1} }}', r'{"a\"b":1}'),
    (r'{{ {"a\nb": 1} }}', r'{"a\nb":1}'),
    ("{% macro m() %}{% endmacro %}{{ [m] }}", "[null]"),
    ("{{ [range] }}", "[null]"),
    ('{{ ["a".upper] }}', "[null]"),
    ("{{ [x] }}", "[null]"),
    ("{{ {'k': x} }}", '{"k":null}'),
    ("[{{ range }}]", "[]"),
    ("{% macro m() %}{% endmacro %}[{{ m }}]", "[]"),
    ("{% for i in [1] %}[{{ loop }}]{{ [loop] }}{% endfor %}", "[][null]"),
    ("{{ [10 ** 400, -(10 ** 400), 10 ** 400 - 10 ** 400] }}", "[null,null,null]"),
    ("{{ 10 ** 400 }}", "inf"),
    ("{{ -(10 ** 400) }}", "-inf"),
    ("{{ 10 ** 400 - 10 ** 400 }}", "nan"),
    ("{{ [1e21, 1e-7] }}", "[1e+21,1e-7]"),
    ("{{ [-0.0] }}", "[0]"),
    ("{{ [1.50, 2.0] }}", "[1.5,2]"),
    ("{{ [('<'|safe)] }}", '["<"]'),
    ("{{ [[[]]] }}", "[[[]]]"),
])
def test_printing(st, template, expected):
    st.ok(template, expected)


def test_printing_safe_in_list_escaped(st):
    st.ok("{{ [('<'|safe)] }}", "[&#34;&lt;&#34;]", "-e")


# ---------------------------------------------------------------- number formatting

@pytest.mark.parametrize("expr,expected", [
    ("2.5", "2.5"),
    ("3", "3"),
    ("0.1 + 0.2", "0.30000000000000004"),
    ("123456789012345680000", "123456789012345680000"),
    ("1e21", "1e+21"),
    ("1.5e-7", "1.5e-7"),
    ("0.000001", "0.000001"),
    ("1e-7", "1e-7"),
    ("100000000000000000000.0", "100000000000000000000"),
    ("1e21 - 1", "1e+21"),
    ("123456789012345678901234", "1.2345678901234569e+23"),
    ("2 ** 53 + 1", "9007199254740992"),
    ("3.0", "3"),
    ("5e-324", "5e-324"),
    ("1.7976931348623157e308", "1.7976931348623157e+308"),
    ("-0.0", "0"),
    ("0", "0"),
    ("-2.5", "-2.5"),
    ("10 / 4", "2.5"),
    ("10 / 2", "5"),
    ("1 / 3", "0.3333333333333333"),
    ("2 / 3", "0.6666666666666666"),
    ("-1e21", "-1e+21"),
    ("-1e-7", "-1e-7"),
    ("1.5e300", "1.5e+300"),
    ("123e-9", "1.23e-7"),
    ("0.00001234", "0.00001234"),
    ("1e20", "100000000000000000000"),
    ("12345678.9", "12345678.9"),
    ("1.25e22", "1.25e+22"),
    ("10 ** 400", "inf"),
    ("0.1 * 3", "0.30000000000000004"),
    ("100", "100"),
    ("4.35", "4.35"),
])
def test_number_formatting(st, expr, expected):
    st.ok("{{ %s }}" % expr, expected)


# ---------------------------------------------------------------- variables

def test_undefined_variable_prints_nothing(st):
    st.ok("[{{ x }}]", "[]")


def test_global_none_is_defined(st):
    st.ok("[{{ x }}]{{ x is defined }}", "[]true", "-J", "x=null")


def test_set_hides_range_in_scope(st):
    st.ok("{% set range = 5 %}{{ range }}", "5")


def test_loop_target_hides_range_only_in_loop(st):
    st.ok("{% for range in [1] %}{{ range }}{% endfor %}{{ range(2) }}", "1[0,1]")


def test_set_range_in_loop_body(st):
    st.ok("{% for i in [1] %}{% set range = 1 %}{{ range }}{% endfor %}{{ range(2) }}", "1[0,1]")


def test_name_with_minus_is_subtraction(st):
    st.ok("{{ a-b }}", "3", "-J", "a=5", "-J", "b=2")


def test_variable_looked_up_at_evaluation(st):
    st.ok("[{{ y }}]{% set y = 1 %}{{ y }}", "[]1")


def test_set_uses_old_value(st):
    st.ok("{% set x = 1 %}{% set x = x + 1 %}{{ x }}", "2")


def test_global_functions_are_variables(st):
    st.ok("{{ range is callable }}{{ dict is callable }}{{ namespace is callable }}", "truetruetrue")


@pytest.mark.parametrize("name", ["caller", "self", "super", "varargs", "kwargs", "loop"])
def test_special_names_ordinary_outside(st, name):
    st.ok("{{ %s }}" % name, "V", "-D", "%s=V" % name)


# ---------------------------------------------------------------- lookups

LOOKUP_DATA = ("-J", 'm={"a": 1, "1": "one", "b": {"c": [10, 20, {"k": "deep"}]}, "items": 3}',
               "-J", "xs=[1,2,3]")


@pytest.mark.parametrize("template,expected", [
    ("{{ m.a }}", "1"),
    ('{{ m["a"] }}', "1"),
    ("{{ m[1] }}", "one"),
    ("{{ m.1 }}", "one"),
    ('{{ m["1"] }}', "one"),
    ("{{ m.b.c.1 }}", "20"),
    ('{{ m.b.c[2]["k"] }}', "deep"),
    ("{{ m.b.c[-1].k }}", "deep"),
    ("{{ m[true] is defined }}", "false"),
    ("{{ m.zz is defined }}", "false"),
    ("{{ m.items }}", "3"),
    ("{{ xs.0 }}", "1"),
    ("{{ xs[0] }}", "1"),
    ("{{ xs[-1] }}", "3"),
    ("{{ xs[-3] }}", "1"),
    ("{{ xs[-4] is defined }}", "false"),
    ("{{ xs[3] is defined }}", "false"),
    ("{{ xs[1.0] }}", "2"),
    ("{{ xs[1.5] is defined }}", "false"),
    ('{{ xs["0"] is defined }}', "false"),
    ("{{ xs.length is defined }}", "false"),
    ('{{ "abc"[1] }}', "b"),
    ('{{ "abc".1 }}', "b"),
    ('{{ "abc"[-1] }}', "c"),
    ('{{ "a😀b"[1] }}', "😀"),
    ("{{ (5).x is defined }}", "false"),
    ("{{ none.x is defined }}", "false"),
    ("{{ true.x is defined }}", "false"),
    ("{{ undefinedvar.x.y[0] is defined }}", "false"),
    ('{{ {"items": 3}.items }}', "3"),
    ('{{ {"upper": 1}["upper"] }}', "1"),
    ('{{ "abc"["upper"]() }}', "ABC"),
    ("{{ [[1, 2], [3]][0][1] }}", "2"),
])
def test_lookups(st, template, expected):
    st.ok(template, expected, *LOOKUP_DATA)


@pytest.mark.parametrize("template,expected", [
    ("{{ a.b[0][\"k\"].c }}", '{{ a.b[0]["k"].c }}'),
    ("{{ (1).x }}", "{{ (expression).x }}"),
    ("{{ m[x] }}", "{{ m[] }}"),
    ('{{ a["k\\"q"] }}', '{{ a["k\\"q"] }}'),
    ("{{ xs[1.5] }}", "{{ xs[1.5] }}"),
    ("{{ xs[10] }}", "{{ xs[10] }}"),
    ("{{ xs.length }}", "{{ xs.length }}"),
    ("{{ m.zz.yy }}", "{{ m.zz.yy }}"),
    ("{{ m[1e21] }}", "{{ m[1e+21] }}"),
    ("{{ m[true] }}", "{{ m[true] }}"),
    ('{{ "ab".x }}', "{{ (expression).x }}"),
    ('{{ (m).zz }}', "{{ m.zz }}"),
])
def test_lookup_undefined_names_debug(st, template, expected):
    st.ok(template, expected, "-u", "debug", "-J", "m={}", "-J", "xs=[1]")


# ---------------------------------------------------------------- arithmetic

@pytest.mark.parametrize("expr,expected", [
    ("7 / 2", "3.5"),
    ("7 // 2", "3"),
    ("-7 // 2", "-4"),
    ("7.5 // 2", "3"),
    ("-7 % 3", "2"),
    ("7 % -3", "-2"),
    ("5.5 % 2", "1.5"),
    ("7 % 3", "1"),
    ("2 ** 0.5", "1.4142135623730951"),
    ("0 ** -1", "inf"),
    ("2 ** 10", "1024"),
    ("1 + 2", "3"),
    ("5 - 7", "-2"),
    ("3 * 4", "12"),
    ("0.5 * 3", "1.5"),
    ("+5", "5"),
    ("-(-5)", "5"),
    ("--2", "2"),
    ("+-2", "-2"),
    ("10 - 3 - 2", "5"),
    ("100 / 10 / 5", "2"),
    ("2 * 3 + 4", "10"),
    ("2 + 3 * 4", "14"),
    ("7 % 3 * 2", "2"),
    ("-2 ** 2", "-4"),
    ("2 ** -1", "0.5"),
    ("2 ** 3 ** 2", "512"),
    ("(-2) ** 2", "4"),
    ("10 ** 400 - 10 ** 400 == 10 ** 400 - 10 ** 400", "false"),
])
def test_arithmetic(st, expr, expected):
    st.ok("{{ %s }}" % expr, expected)


@pytest.mark.parametrize("template,col,msg", [
    ("{{ 1 / 0 }}", 6, "division by zero"),
    ("{{ 1 // 0.0 }}", 6, "division by zero"),
    ("{{ 1 % -0.0 }}", 6, "division by zero"),
    ("{{ 0 / 0 }}", 6, "division by zero"),
    ('{{ "a" - 1 }}', 8, "unsupported operand types for -: string and number"),
    ("{{ true + 1 }}", 9, "unsupported operand types for +: boolean and number"),
    ("{{ 1 + none }}", 6, "unsupported operand types for +: number and none"),
    ("{{ none * 2 }}", 9, "unsupported operand types for *: none and number"),
    ("{{ [1] - [1] }}", 8, "unsupported operand types for -: list and list"),
    ("{{ {} + {} }}", 7, "unsupported operand types for +: mapping and mapping"),
    ('{{ 2 ** "a" }}', 6, "unsupported operand types for **: number and string"),
    ('{{ 5 // "a" }}', 6, "unsupported operand types for //: number and string"),
    ('{{ "a" % 2 }}', 8, "unsupported operand types for %: string and number"),
    ('{{ 1 / "2" }}', 6, "unsupported operand types for /: number and string"),
    ("{{ x + 1 }}", 6, "unsupported operand types for +: undefined and number"),
    ('{{ -"a" }}', 4, "unsupported operand type for unary -: string"),
    ('{{ +"a" }}', 4, "unsupported operand type for unary +: string"),
    ("{{ -x }}", 4, "unsupported operand type for unary -: undefined"),
    ("{{ -none }}", 4, "unsupported operand type for unary -: none"),
    ("{{ -[1] }}", 4, "unsupported operand type for unary -: list"),
    ("{{ 1 + range }}", 6, "unsupported operand types for +: number and macro"),
    ("{% for i in [1] %}{{ loop + 1 }}{% endfor %}", 27, "unsupported operand types for +: loop and number"),
    ("{{ 1 + 1 + (2 / 0) }}", 15, "division by zero"),
])
def test_arithmetic_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


# ---------------------------------------------------------------- string and list operators

@pytest.mark.parametrize("expr,expected", [
    ('"ab" + "cd"', "abcd"),
    ("[1] + [2, 3]", "[1,2,3]"),
    ('"ab" * 2', "abab"),
    ('"ab" * 0', ""),
    ('"ab" * -1', ""),
    ("[1] * 3", "[1,1,1]"),
    ("[1, 2] * 2", "[1,2,1,2]"),
    ("[1] * 0", "[]"),
    ("[1] * -2", "[]"),
    ('"ab" * 2.0', "abab"),
    ('"" * 5', ""),
    ('"a" + ""', "a"),
    ("[] * 3", "[]"),
    ("[1] + []", "[1]"),
    ('"é" * 3', "ééé"),
])
def test_string_list_operators(st, expr, expected):
    st.ok("{{ %s }}" % expr, expected)


@pytest.mark.parametrize("template,col,msg", [
    ('{{ "a" + 1 }}', 8, "unsupported operand types for +: string and number"),
    ('{{ [1] + "a" }}', 8, "unsupported operand types for +: list and string"),
    ('{{ 3 * "a" }}', 6, "unsupported operand types for *: number and string"),
    ('{{ "a" * 1.5 }}', 8, "unsupported operand types for *: string and number"),
    ('{{ "a" * none }}', 8, "unsupported operand types for *: string and none"),
    ('{{ "a" * true }}', 8, "unsupported operand types for *: string and boolean"),
    ("{{ {} * 2 }}", 7, "unsupported operand types for *: mapping and number"),
    ("{{ x * 2 }}", 6, "unsupported operand types for *: undefined and number"),
    ('{{ "a" * x }}', 8, "unsupported operand types for *: string and undefined"),
    ("{{ [1] * 1.5 }}", 8, "unsupported operand types for *: list and number"),
    ('{{ "a" * "b" }}', 8, "unsupported operand types for *: string and string"),
    ("{{ 2 * [1] }}", 6, "unsupported operand types for *: number and list"),
])
def test_string_list_operator_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


def test_string_repeat_undefined_strict(st):
    st.terr("{{ x * 2 }}", 1, 4, "'x' is undefined", "--strict")


@pytest.mark.parametrize("template,expected", [
    ("{{ ('<'|safe) * 2 }}", "&lt;&lt;"),
    ("{{ ('<'|safe) + '<' }}", "&lt;&lt;"),
    ("{{ ('<'|safe) + ('<'|safe) }}", "&lt;&lt;"),
])
def test_string_operators_not_safe(st, template, expected):
    st.ok(template, expected, "-e")


def test_list_repeat_shares_items(st):
    st.ok("{% set c = [[1]] * 2 %}{% do c[0].append(9) %}{{ c }}", "[[1,9],[1,9]]")


def test_list_plus_new_list(st):
    st.ok("{% set a = [1] %}{% set b = a + [2] %}{% do a.append(5) %}{{ b }}{{ a }}", "[1,2][1,5]")


def test_list_repeat_new_list(st):
    st.ok("{% set a = [1] %}{% set b = a * 2 %}{% do a.append(5) %}{{ b }}", "[1,1]")


# ---------------------------------------------------------------- concatenation

@pytest.mark.parametrize("expr,expected", [
    ("1 ~ 2", "12"),
    ('"a" ~ none', "a"),
    ('"x" ~ [1]', "x[1]"),
    ("1 ~ 2.50", "12.5"),
    ('-0.0 ~ ""', "0"),
    ('"x" ~ 1e21', "x1e+21"),
    ("true ~ false", "truefalse"),
    ('{"a": none} ~ ""', '{"a":null}'),
    ('range ~ "a"', "a"),
    ('"a" ~ x', "a"),
    ('x ~ y ~ "z"', "z"),
    ("1 ~ 2 + 3", "15"),
    ("1 + 2 ~ 3", "33"),
    ('"a" ~ "b"|upper', "aB"),
    ('"a" ~ "b" ~ "c"', "abc"),
    ('(1 ~ 2) is string', "true"),
    ('"a" ~ "é😀"', "aé😀"),
])
def test_concatenation(st, expr, expected):
    st.ok("{{ %s }}" % expr, expected)


def test_concatenation_safe_gives_unsafe(st):
    st.ok("{{ ('<'|safe) ~ ('<'|safe) }}", "&lt;&lt;", "-e")


def test_concatenation_not_operand(st):
    st.terr('{{ "a" ~ not 1 }}', 1, 10, "unexpected 'not'")


def test_concatenation_strict_undefined(st):
    st.terr('{{ "a" ~ x }}', 1, 10, "'x' is undefined", "--strict")


def test_concatenation_debug_undefined_empty(st):
    st.ok('{{ "a" ~ x ~ "b" }}', "ab", "-u", "debug")


def test_concatenation_operand_error(st):
    st.terr('{{ "a" ~ 1/0 }}', 1, 11, "division by zero")


# ---------------------------------------------------------------- comparisons

@pytest.mark.parametrize("expr,expected", [
    ('1 == "1"', "false"),
    ("1 == true", "false"),
    ("0 == false", "false"),
    ("0 == -0", "true"),
    ("1 == 1.0", "true"),
    ("10 ** 400 - 10 ** 400 == 10 ** 400 - 10 ** 400", "false"),
    ('("a"|safe) == "a"', "true"),
    ("[1, [2]] == [1, [2]]", "true"),
    ("[1, 2] == [2, 1]", "false"),
    ('{"a": 1, "b": 2} == {"b": 2, "a": 1}', "true"),
    ('{"a": 1} == {"a": 2}', "false"),
    ("x == y", "true"),
    ("x == x.y", "true"),
    ("x == none", "false"),
    ("x != none", "true"),
    ("none == none", "true"),
    ("range == range", "true"),
    ('"a".upper == "a".upper', "false"),
    ("1 != 2", "true"),
    ('"a" != "a"', "false"),
    ('"B" < "a"', "true"),
    ('"10" < "9"', "true"),
    ('"😀" < "\\uffff"', "true"),
    ('"a" < "ab"', "true"),
    ("1 < 2", "true"),
    ("2 < 1", "false"),
    ("1 <= 1", "true"),
    ("2 >= 3", "false"),
    ("3 > 2", "true"),
    ("-1 < -0.5", "true"),
    ("1 < 2 < 3", "true"),
    ("1 < 3 < 2", "false"),
    ('3 < 2 < "a"', "false"),
    ("1 == 1 == 1", "true"),
    ("1 < 2 == true", "false"),
    ('"abc" == "abc"', "true"),
    ("(1 < 2) is boolean", "true"),
])
def test_comparisons(st, expr, expected):
    st.ok("{{ %s }}" % expr, expected)


@pytest.mark.parametrize("template,col,msg", [
    ("{{ true < false }}", 9, "cannot compare boolean and boolean"),
    ("{{ [1] < [2] }}", 8, "cannot compare list and list"),
    ('{{ 1 < "a" }}', 6, "cannot compare number and string"),
    ('{{ "a" >= 1 }}', 8, "cannot compare string and number"),
    ('{{ 1 < 2 < "a" }}', 10, "cannot compare number and string"),
    ("{{ none <= none }}", 9, "cannot compare none and none"),
    ("{{ x < 1 }}", 6, "cannot compare undefined and number"),
    ("{{ {} > {} }}", 7, "cannot compare mapping and mapping"),
    ("{{ 1 < 2 is true }}", 6, "cannot compare number and boolean"),
])
def test_comparison_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


# ---------------------------------------------------------------- membership

@pytest.mark.parametrize("expr,expected", [
    ('"b" in "abc"', "true"),
    ('"" in "abc"', "true"),
    ('"" in ""', "true"),
    ('"d" in "abc"', "false"),
    ('"A" in "abc"', "false"),
    ("1 in [1, 2]", "true"),
    ("[1] in [[1]]", "true"),
    ('{"a": 1} in [{"a": 1}]', "true"),
    ('1 in ["1"]', "false"),
    ("true in [1]", "false"),
    ("0 in [false]", "false"),
    ('"A" in ["a"]', "false"),
    ("[1, 2] in [1, 2]", "false"),
    ("none in [none]", "true"),
    ('"a" in {"a": 1}', "true"),
    ('1 in {"1": 0}', "true"),
    ('1.5 in {"1.5": 0}', "true"),
    ('1e21 in {"1e+21": 0}', "true"),
    ('-0.0 in {"0": 0}', "true"),
    ('true in {"true": 0}', "false"),
    ('none in {"none": 0}', "false"),
    ('"b" in {"a": 1}', "false"),
    ("x in [none]", "false"),
    ("1 in x", "false"),
    ("[] in x", "false"),
    ("x in {}", "false"),
    ("1 not in [2]", "true"),
    ("1 not in [1]", "false"),
    ('"z" not in "abc"', "true"),
    ('("a"|safe) in "abc"', "true"),
    ('"a" in ("abc"|safe)', "true"),
    ('"a" in "a" in [true]', "false"),
    ('"a" ~ "b" in "xab"', "true"),
    ('"B" in "abc"|upper', "true"),
    ("3 is odd in [true]", "true"),
    ("not 1 in [1]", "false"),
    ('"a" in ["a"] == true', "false"),
])
def test_membership(st, expr, expected):
    st.ok("{{ %s }}" % expr, expected)


@pytest.mark.parametrize("template,col,msg", [
    ('{{ 1 in "abc" }}', 6, "'in <string>' requires a string as left operand, not number"),
    ('{{ x in "text" }}', 6, "'in <string>' requires a string as left operand, not undefined"),
    ('{{ none in "abc" }}', 9, "'in <string>' requires a string as left operand, not none"),
    ('{{ ["a"] in "abc" }}', 10, "'in <string>' requires a string as left operand, not list"),
    ("{{ 1 in 5 }}", 6, "argument of type number is not iterable"),
    ("{{ 1 in none }}", 6, "argument of type none is not iterable"),
    ("{{ 1 in true }}", 6, "argument of type boolean is not iterable"),
    ("{{ 1 in range }}", 6, "argument of type macro is not iterable"),
    ("{{ 1 not in 5 }}", 6, "argument of type number is not iterable"),
    ('{{ 1 not in "a" }}', 6, "'in <string>' requires a string as left operand, not number"),
])
def test_membership_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


def test_membership_strict_left(st):
    st.terr("{{ x in [1] }}", 1, 4, "'x' is undefined", "--strict")


def test_membership_strict_right(st):
    st.terr("{{ 1 in x }}", 1, 9, "'x' is undefined", "--strict")


# ---------------------------------------------------------------- logical

@pytest.mark.parametrize("expr,expected", [
    ("1 and 2", "2"),
    ('0 or "z"', "z"),
    ("0 and 1/0", "0"),
    ("1 or 1/0", "1"),
    ("0 or false", "false"),
    ("[] and x", "[]"),
    ("(0 and 1) is number", "true"),
    ("(x or y) is defined", "false"),
    ("not 1", "false"),
    ("not 0", "true"),
    ("not not 1", "true"),
    ("not x", "true"),
    ('not ""', "true"),
    ("not 1 == 2", "true"),
    ("0 or 1 and 2", "2"),
    ("not 0 and 0", "0"),
    ("1 and 0 or 3", "3"),
    ('"" or [] or {} or none', ""),
    ("false or 0", "0"),
    ('"a" and "b" and "c"', "c"),
    ("(x or 5)", "5"),
])
def test_logical(st, expr, expected):
    st.ok("{{ %s }}" % expr, expected)


def test_logical_keeps_safe(st):
    st.ok("{{ ('<'|safe) or 'b' }}", "<", "-e")


def test_logical_and_keeps_safe(st):
    st.ok("{{ 1 and ('<'|safe) }}", "<", "-e")


@pytest.mark.parametrize("template,expected", [
    ("{{ 1 or x }}", "1"),
    ("{{ x is defined and x }}", "false"),
    ("{{ 0 and x }}", "0"),
])
def test_logical_strict_not_evaluated(st, template, expected):
    st.ok(template, expected, "--strict")


@pytest.mark.parametrize("template,col", [
    ("{{ x and 1 }}", 4),
    ("{{ x or 1 }}", 4),
    ("{{ not x }}", 8),
    ("{{ 1 and x }}", 10),
])
def test_logical_strict_errors(st, template, col):
    st.terr(template, 1, col, "'x' is undefined", "--strict")


# ---------------------------------------------------------------- conditional expressions

@pytest.mark.parametrize("expr,expected", [
    ("1 if true else 2", "1"),
    ("1 if false else 2", "2"),
    ("1 if x else 2 if y else 3", "3"),
    ("1 if 0 else 2 if 1 else 3", "2"),
    ("1 if 2 else 3 or 4", "1"),
    ("(1 if 0 else 3) or 4", "3"),
    ("1 if 0 else 3 or 4", "3"),
    ("not 1 if 1 else 2", "false"),
    ('(1 if false)|default("d")', "d"),
    ("[1 if false]", "[null]"),
    ("1 if false", ""),
    ("(1 if false) is defined", "false"),
    ("1/0 if 0 else 2", "2"),
    ("1 if 1 else 1/0", "1"),
    ('"a" ~ "b" if true else "c"', "ab"),
    ("1 + 1 if true else 0", "2"),
])
def test_conditional(st, expr, expected):
    st.ok("{{ %s }}" % expr, expected)


def test_conditional_nested_condition_error(st):
    st.terr("{{ 1 if 0 if 1 else 2 else 3 }}", 1, 11, "unexpected 'if'")


def test_conditional_branch_error(st):
    st.terr("{{ 1 if 0 else 1/0 }}", 1, 17, "division by zero")


def test_conditional_debug(st):
    st.ok("{{ 1 if false }}", "{{ (expression) }}", "-u", "debug")


def test_conditional_strict_result(st):
    st.terr("{{ (1 if false) }}", 1, 5, "'(expression)' is undefined", "--strict")


def test_conditional_strict_is_defined(st):
    st.ok("{{ (1 if false) is defined }}", "false", "--strict")


def test_conditional_strict_default(st):
    st.ok('{{ (1 if false)|default("d") }}', "d", "--strict")


def test_conditional_strict_condition(st):
    st.terr("{{ 1 if x else 2 }}", 1, 9, "'x' is undefined", "--strict")


def test_conditional_in_for_parenthesised(st):
    st.ok("{% for i in ([1, 2] if true else []) %}{{ i }}{% endfor %}", "12")


# ---------------------------------------------------------------- precedence

@pytest.mark.parametrize("template,expected", [
    ("{{ -x|abs }}", "-3"),
    ("{{ (-x)|abs }}", "3"),
    ("{{ 1 + 1 is even }}", "true"),
    ("{{ 1 is odd is true }}", "true"),
    ("{{ 2 * 3 is even }}", "true"),
    ("{{ 1 ~ 2 is string }}", "true"),
    ('{{ "a" ~ 1 + 2 }}', "a3"),
    ("{{ not 1 is odd }}", "false"),
    ("{{ -2|abs }}", "-2"),
])
def test_precedence(st, template, expected):
    st.ok(template, expected, "-J", "x=3")


def test_filter_binds_to_operand_only(st):
    st.terr("{{ 1 + x|string }}", 1, 6, "unsupported operand types for +: number and string", "-J", "x=2")


# ---------------------------------------------------------------- truthiness

@pytest.mark.parametrize("value", [
    "false", "none", "x", "0", "-0.0", "10 ** 400 - 10 ** 400", '""', "[]", "{}",
    '""|safe', "x.y", "(1 if false)", "0.0",
])
def test_falsy(st, value):
    st.ok("{%% if %s %%}T{%% else %%}F{%% endif %%}" % value, "F")


@pytest.mark.parametrize("value", [
    "true", '"0"', '"false"', "1e-300", '" "', "[none]", '{"": none}', "range",
    '"x".upper', "-1", "[[]]", "10 ** 400", "[false]", '"<"|safe',
])
def test_truthy(st, value):
    st.ok("{%% if %s %%}T{%% else %%}F{%% endif %%}" % value, "T")


def test_truthy_macro(st):
    st.ok("{% macro m() %}{% endmacro %}{% if m %}T{% else %}F{% endif %}", "T")


def test_falsy_empty_macro_call(st):
    st.ok("{% macro m() %}{% endmacro %}{% if m() %}T{% else %}F{% endif %}", "F")


def test_truthy_loop_object(st):
    st.ok("{% for i in [1] %}{% if loop %}T{% else %}F{% endif %}{% endfor %}", "T")


# ---------------------------------------------------------------- slicing

@pytest.mark.parametrize("expr,expected", [
    ("[1,2,3][1:]", "[2,3]"),
    ("[1,2,3][:2]", "[1,2]"),
    ('"abc"[::-1]', "cba"),
    ("[1,2,3][:]", "[1,2,3]"),
    ("[1,2,3][3:0:-1]", "[3,2]"),
    ("[1,2,3][-1:-3:-1]", "[3,2]"),
    ("[1,2,3][-10:10]", "[1,2,3]"),
    ("[1,2,3][2:1]", "[]"),
    ('"abc"[5:]', ""),
    ('"😀ab"[0:1]', "😀"),
    ("[1,2,3][1:2.0]", "[2]"),
    ("[1,2,3][none:2]", "[1,2]"),
    ("[1,2,3][x:2]", "[1,2]"),
    ("[1,2,3][1:none]", "[2,3]"),
    ("[1,2,3,4,5][::2]", "[1,3,5]"),
    ("[1,2,3,4,5][4:0:-2]", "[5,3]"),
    ("[1,2,3][::-1]", "[3,2,1]"),
    ('"hello"[1:4]', "ell"),
    ('"hello"[-3:]', "llo"),
    ("[1,2,3][-2:]", "[2,3]"),
    ("[1,2,3][::-1][0]", "3"),
    ("[][0:5]", "[]"),
    ("([1,2,3][0:2]) is list", "true"),
])
def test_slicing(st, expr, expected):
    st.ok("{{ %s }}" % expr, expected)


@pytest.mark.parametrize("template,col,msg", [
    ("{{ [1,2][0.5:1:0] }}", 10, "slice indices must be integers or none, not 0.5"),
    ("{{ [1,2][::0] }}", 9, "slice step cannot be zero"),
    ("{{ 5[0:1] }}", 5, "cannot slice number"),
    ('{{ [1,2]["a":] }}', 10, "slice indices must be integers or none, not string"),
    ("{{ [1,2][true:] }}", 10, "slice indices must be integers or none, not boolean"),
    ("{{ [1,2][0:1.5] }}", 12, "slice indices must be integers or none, not 1.5"),
    ("{{ [1,2][::[1]] }}", 12, "slice indices must be integers or none, not list"),
    ("{{ none[0:1] }}", 8, "cannot slice none"),
    ("{{ {}[0:1] }}", 6, "cannot slice mapping"),
    ("{{ true[:] }}", 8, "cannot slice boolean"),
])
def test_slicing_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


def test_slicing_safe_becomes_unsafe(st):
    st.ok('{{ ("<ab"|safe)[0:2] }}', "&lt;a", "-e")


def test_slicing_undefined_lenient(st):
    st.ok("[{{ x[0:1] }}]{{ x[0:1] is defined }}", "[]false")


def test_slicing_undefined_debug(st):
    st.ok("{{ x[0:1] }}", "{{ x[...] }}", "-u", "debug")


def test_slicing_undefined_debug_path(st):
    st.ok("{{ x.y[:] }}", "{{ x.y[...] }}", "-u", "debug")


def test_slicing_undefined_strict(st):
    st.terr("{{ x[0:1] }}", 1, 4, "'x' is undefined", "--strict")
