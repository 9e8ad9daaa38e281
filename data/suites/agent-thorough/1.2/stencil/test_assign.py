"""set, capture, counters, cycle, with, do, scoping, methods, global functions."""
import pytest


# ---------------------------------------------------------------- set

@pytest.mark.parametrize("template,expected", [
    ("{% set x = 1 %}{{ x }}", "1"),
    ("{% set x = [1, 2] %}{{ x }}", "[1,2]"),
    ("{% set a, b = [1, 2] %}{{ a }}{{ b }}", "12"),
    ('{% set a, b = "xy" %}{{ a }}{{ b }}', None),
    ("{% set ns = namespace(c=0) %}{% for i in [1, 2, 3] %}{% set ns.c = ns.c + i %}{% endfor %}{{ ns.c }}", "6"),
    ("{% set m = {} %}{% set n = m %}{% set n.k = 1 %}{{ m }}", '{"k":1}'),
    ('{% set m = {"a": 1} %}{% set m.b = 2 %}{% set m.a = 3 %}{{ m }}', '{"a":3,"b":2}'),
    ("{% set d = dict() %}{% set d.x = 5 %}{{ d.x }}", "5"),
    ("{% set x %}a{{ 1 }}{% endset %}{{ x }}", "a1"),
    ("{% set x %}{% endset %}[{{ x }}]{{ x is string }}", "[]true"),
    ("{% set x | upper %}ab{% endset %}{{ x }}", "AB"),
    ("{% set x | trim | upper %}  ab  {% endset %}{{ x }}", "AB"),
    ('{% set x | replace("a", "b") %}aa{% endset %}{{ x }}', "bb"),
    ("{% set x %}v{% endset %}{{ x is escaped }}", "true"),
    ("{% set x | upper %}v{% endset %}{{ x is escaped }}", "false"),
    ("{% set x %}{% set inner = 1 %}{% endset %}{{ inner }}", "1"),
    ("{% set x = 1 %}{% set x %}{{ x }}{{ x }}{% endset %}{{ x }}", "11"),
    ("{% set x = y %}{{ x is defined }}", "false"),
    ('{% set s = "a" ~ "b" %}{{ s }}', "ab"),
    ("{% set a, b = [[1], 2] %}{{ a }}", "[1]"),
    ("{% set x = 1 if false %}{{ x is defined }}", "false"),
    ("{% set m = {} %}{% set m.k = none %}{{ m }}", '{"k":null}'),
    ("{% set m = {} %}{% set m.k = x %}{{ m }}", '{"k":null}'),
])
def test_set(st, template, expected):
    if expected is None:
        st.terr(template, 1, 1, "cannot unpack string into 2 names")
    else:
        st.ok(template, expected)


def test_set_block_safe_under_autoescape(st):
    st.ok("{% set x %}<{% endset %}{{ x }}", "<", "-e")


def test_set_block_filtered_not_safe(st):
    st.ok("{% set x | upper %}<{% endset %}{{ x }}", "&lt;", "-e")


def test_set_safe_value_stays_safe(st):
    st.ok("{% set x = '<'|safe %}{% set y = x %}{{ y }}", "<", "-e")


@pytest.mark.parametrize("template,col,msg", [
    ("{% set a, b = [1] %}", 1, "cannot unpack 1 values into 2 names"),
    ("{% set a, b = 5 %}", 1, "cannot unpack number into 2 names"),
    ("x{% set a, b = [1, 2, 3] %}", 2, "cannot unpack 3 values into 2 names"),
    ("{% set a.b.c = 1 %}", 11, "unexpected '.'"),
    ("{% set n = 5 %}{% set n.k = 1 %}", 23, "cannot assign attribute 'k' of number"),
    ("{% set n = 5 %}{% set n.k = 1/0 %}", 23, "cannot assign attribute 'k' of number"),
    ("{% set u.k = 1 %}", 8, "cannot assign attribute 'k' of undefined"),
    ("{% set l = [] %}{% set l.k = 1 %}", 24, "cannot assign attribute 'k' of list"),
    ("{% set s = 'x' %}{% set s.k = 1 %}", 25, "cannot assign attribute 'k' of string"),
    ("{% set a, b %}{% endset %}", 13, "unexpected end of tag"),
    ("{% set %}", 8, "unexpected end of tag"),
    ("{% set x = %}", 12, "unexpected end of tag"),
    ("{% set x = 1, 2 %}", 13, "unexpected ','"),
    ("{% set 5 = 1 %}", 8, "unexpected number 5"),
    ("{% set x y %}{% endset %}", 10, "unexpected 'y'"),
    ("{% set x == 1 %}", 10, "unexpected '=='"),
    ("{% set m = {} %}{% set m.k = 1/0 %}", 31, "division by zero"),
])
def test_set_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


def test_set_attr_undefined_strict(st):
    st.terr("{% set u.k = 1 %}", 1, 8, "'u' is undefined", "--strict")


def test_set_block_unclosed(st):
    st.terr("{% set x %}abc", 1, 1, "unexpected end of template, expected 'endset'")


# ---------------------------------------------------------------- capture

@pytest.mark.parametrize("template,expected", [
    ("{% capture x %}a{{ 1 }}{% endcapture %}{{ x }}", "a1"),
    ("{% capture x %}{% endcapture %}[{{ x }}]{{ x is string }}", "[]true"),
    ("{% capture x %}v{% endcapture %}{{ x is escaped }}", "false"),
    ("{% capture x %}{{ x }}b{% endcapture %}{% capture x %}{{ x }}c{% endcapture %}{{ x }}", "bc"),
    ("{% capture c %}{% set q = 1 %}{% endcapture %}{{ q }}", "1"),
    ("{% capture x %}o{% capture x %}i{% endcapture %}{% endcapture %}{{ x }}", "o"),
    ("{% capture x %}{{ 1 }}{% endcapture %}{{ x ~ 1 }}", "11"),
    ("{% for i in [1] %}{% capture c %}x{% endcapture %}{% endfor %}{{ c is defined }}", "false"),
])
def test_capture(st, template, expected):
    st.ok(template, expected)


def test_capture_not_safe(st):
    st.ok("{% capture x %}<{% endcapture %}{{ x }}", "&lt;", "-e")


def test_capture_double_escape(st):
    st.ok("{% capture x %}{{ '<' }}{% endcapture %}{{ x }}", "&amp;lt;", "-e")


def test_capture_safe_values_still_unsafe(st):
    st.ok("{% capture x %}{{ '<'|safe }}{% endcapture %}{{ x is escaped }}{{ x }}", "false&lt;", "-e")


@pytest.mark.parametrize("template,col,msg", [
    ("{% capture x %}{{ 1 }}{% endcapture %}{{ x + 1 }}", 44, "unsupported operand types for +: string and number"),
    ("{% capture x %}{% endcapture x %}", 30, "unexpected 'x'"),
    ("{% capture %}{% endcapture %}", 12, "unexpected end of tag"),
    ("{% capture a b %}{% endcapture %}", 14, "unexpected 'b'"),
    ("{% capture a.b %}{% endcapture %}", 13, "unexpected '.'"),
    ("{% capture if %}{% endcapture %}", 12, "unexpected 'if'"),
    ("{% capture 'a' %}{% endcapture %}", 12, "unexpected string"),
    ("{% capture c %}{% break %}{% endcapture %}", 16, "'break' outside of a loop"),
])
def test_capture_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


# ---------------------------------------------------------------- counters

@pytest.mark.parametrize("template,expected", [
    ("{% increment c %}{% increment c %}{% decrement c %}", "011"),
    ("{% decrement d %}", "-1"),
    ("{% decrement d %}{% decrement d %}{% increment d %}", "-1-2-2"),
    ("{% set c = 5 %}{% increment c %}{{ c }}", "05"),
    ("{% increment c %}[{{ c }}]", "0[]"),
    ("{% if false %}{% increment c %}{% endif %}{% increment c %}", "0"),
    ("{% for i in [1, 2, 3] %}{% increment n %}{% endfor %}", "012"),
    ("{% macro m() %}{% increment n %}{% endmacro %}{{ m() }}{{ m() }}{% increment n %}", "012"),
    ("{% increment a %}{% increment b %}{% increment a %}", "001"),
    ("{% increment loop %}{% for i in [1] %}{{ loop.index }}{% endfor %}", "01"),
    ("{% increment range %}{{ range(2) }}", "0[0,1]"),
    ("{% set s %}{% increment k %}{% endset %}{{ s }}{% increment k %}", "01"),
    ("{% set s %}{% increment k %}{% endset %}{% increment k %}", "1"),
    ("{% for i in [1] %}{% increment n %}{% endfor %}{% increment n %}", "01"),
    ("{% with %}{% increment n %}{% endwith %}{% increment n %}", "01"),
])
def test_counters(st, template, expected):
    st.ok(template, expected)


def test_counter_shared_with_include(st):
    st.write("inc.txt", "{% increment n %}")
    st.ok('{% increment n %}{% include "inc.txt" %}{% include "inc.txt" without context %}{% increment n %}', "0123")


def test_counter_not_escaped(st):
    st.ok("{% decrement n %}", "-1", "-e", "--escape-mode", "shell")


@pytest.mark.parametrize("template,col,msg", [
    ("{% increment %}", 14, "unexpected end of tag"),
    ("{% decrement %}", 14, "unexpected end of tag"),
    ("{% increment a b %}", 16, "unexpected 'b'"),
    ("{% increment a.b %}", 15, "unexpected '.'"),
    ('{% increment "a" %}', 14, "unexpected string"),
    ("{% increment if %}", 14, "unexpected 'if'"),
    ("{% decrement none %}", 14, "unexpected 'none'"),
    ("{% increment 1 %}", 14, "unexpected number 1"),
])
def test_counter_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


# ---------------------------------------------------------------- cycle

@pytest.mark.parametrize("template,expected", [
    ('{% for i in [1, 2, 3] %}{% cycle "a", "b" %}{% endfor %}', "aba"),
    ('{% cycle "a", "b" %}{% cycle "a", "b" %}{% cycle "a", "b" %}', "aba"),
    ('{% cycle 1, 2 %}{% cycle "1", "2" %}', "11"),
    ('{% cycle "a", "b" %}{% cycle "a", "c" %}{% cycle "a", "b" %}', "aab"),
    ('{% cycle "g": "a", "b" %}{% cycle "g": "x", "y", "z" %}{% cycle "g": "a", "b" %}', "aya"),
    ('{% cycle "a", "b" %}{% cycle "g": "a", "b" %}', "aa"),
    ('{% cycle "g": "a", "b" %}{% cycle "h": "a", "b" %}', "aa"),
    ('{% cycle "x" %}{% cycle "x" %}', "xx"),
    ('{% cycle "g" %}{% cycle "g" %}', "gg"),
    ("{% cycle x, 1 %}|{% cycle x, 1 %}", "|1"),
    ("{% cycle [1, 2] %}", "[1,2]"),
    ('{% set v = "a" %}{% cycle v, "b" %}{% cycle "a", "b" %}', "ab"),
    ('{% macro m() %}{% cycle "p", "q" %}{% endmacro %}{{ m() }}{{ m() }}{{ m() }}', "pqp"),
    ('{% for i in [1, 2] %}{% cycle "a", "b", "c" %}{% endfor %}{% cycle "a", "b", "c" %}', "abc"),
    ('{% set g = "grp" %}{% cycle g: 1, 2 %}{% cycle "grp": 3, 4 %}', "14"),
    ('{% cycle "<", "b" %}', "<"),
])
def test_cycle(st, template, expected):
    st.ok(template, expected)


def test_cycle_shared_with_include(st):
    st.write("inc.txt", '{% cycle "a", "b", "c" %}')
    st.ok('{% cycle "a", "b", "c" %}{% include "inc.txt" %}{% cycle "a", "b", "c" %}', "abc")


def test_cycle_escaped(st):
    st.ok('{% cycle "<", "b" %}', "&lt;", "-e")


def test_cycle_safe_not_escaped(st):
    st.ok('{% cycle "<"|safe, "b" %}', "<", "-e")


def test_cycle_escape_mode(st):
    st.ok('{% cycle "a" %}', "'a'", "-e", "--escape-mode", "shell")


@pytest.mark.parametrize("template,col,msg", [
    ("{% cycle %}", 10, "unexpected end of tag"),
    ("{% cycle 1, %}", 13, "unexpected end of tag"),
    ("{% cycle 'g': %}", 15, "unexpected end of tag"),
    ('{% cycle 1: "a" %}', 10, "cycle group must be a string, not number"),
    ('{% cycle x: "a" %}', 10, "cycle group must be a string, not undefined"),
    ('{% cycle none: "a" %}', 10, "cycle group must be a string, not none"),
    ("{% cycle 1/0, 2 %}", 11, "division by zero"),
    ("{% cycle 1, 2/0 %}", 14, "division by zero"),
])
def test_cycle_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


# ---------------------------------------------------------------- with

@pytest.mark.parametrize("template,expected", [
    ("{% with a = 1, b = a + 1 %}{{ a }}{{ b }}{% endwith %}", "12"),
    ("{% with a = 1 %}{% endwith %}{{ a is defined }}", "false"),
    ("{% with %}x{% endwith %}", "x"),
    ("{% with a = 1, %}{{ a }}{% endwith %}", "1"),
    ("{% set x = 1 %}{% with x = x + 1 %}{{ x }}{% endwith %}{{ x }}", "21"),
    ("{% with a = 1, a = 2 %}{{ a }}{% endwith %}", "2"),
    ("{% with range = 1 %}{{ range }}{% endwith %}{{ range(1) }}", "1[0]"),
    ("{% set xs = [1] %}{% with ys = xs %}{% do ys.append(2) %}{% endwith %}{{ xs }}", "[1,2]"),
    ("{% with a = 1 %}{% set a = 5 %}{{ a }}{% endwith %}{{ a is defined }}", "5false"),
    ("{% with %}{% set b = 1 %}{% endwith %}{{ b is defined }}", "false"),
    ("{% with %}{% macro m() %}{% endmacro %}{% endwith %}{{ m is defined }}", "false"),
    ("{% set o = 1 %}{% with %}{{ o }}{% endwith %}", "1"),
    ("{% for i in [1, 2, 3] %}{% with %}{% if i == 2 %}{% continue %}{% endif %}{% endwith %}{{ i }}{% endfor %}", "13"),
    ("{% with a = x %}{{ a is defined }}{% endwith %}", "false"),
])
def test_with(st, template, expected):
    st.ok(template, expected)


@pytest.mark.parametrize("template,col,msg", [
    ("{% with a = 1 b = 2 %}{% endwith %}", 15, "unexpected 'b'"),
    ("{% with a, b = 1 %}{% endwith %}", 10, "unexpected ','"),
    ("{% with a.b = 1 %}{% endwith %}", 10, "unexpected '.'"),
    ("{% with if = 1 %}{% endwith %}", 9, "unexpected 'if'"),
    ("{% with a %}{% endwith %}", 11, "unexpected end of tag"),
    ("{% with a = %}{% endwith %}", 13, "unexpected end of tag"),
    ("{% with %}{% endwith x %}", 22, "unexpected 'x'"),
])
def test_with_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


def test_with_strict_use_in_body(st):
    st.terr("{% with a = b %}{{ a }}{% endwith %}", 1, 20, "'b' is undefined", "--strict")


# ---------------------------------------------------------------- do

@pytest.mark.parametrize("template,expected", [
    ("{% set xs = [] %}{% do xs.append(1) %}{{ xs }}", "[1]"),
    ("{% do 1 + 1 %}ok", "ok"),
    ("{% set xs = [] %}{% do xs.append(1) or xs.append(2) %}{{ xs }}", "[1,2]"),
    ("{% set xs = [] %}{% do xs.append(1) and xs.append(2) %}{{ xs }}", "[1]"),
    ("{% do x %}ok", "ok"),
])
def test_do(st, template, expected):
    st.ok(template, expected)


@pytest.mark.parametrize("template,col,msg", [
    ("{% do 1, 2 %}", 8, "unexpected ','"),
    ("{% do x = 1 %}", 9, "unexpected '='"),
    ("{% do 1/0 %}", 8, "division by zero"),
    ("{% do %}", 7, "unexpected end of tag"),
])
def test_do_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


def test_do_strict_whole_undefined_ok(st):
    st.ok("{% do x %}ok", "ok", "--strict")


# ---------------------------------------------------------------- scoping

@pytest.mark.parametrize("template,expected", [
    ("{% macro m() %}{{ a }}{% endmacro %}{% set a = 3 %}{{ m() }}", "3"),
    ("{% macro m() %}[{{ i }}]{% endmacro %}{% for i in [1] %}{{ m() }}{% endfor %}", "[]"),
    ("{% macro m() %}{% set z = 1 %}{% endmacro %}{{ m() }}{{ z is defined }}", "false"),
    ("{% block b %}{% set z = 1 %}{% endblock %}{{ z is defined }}", "false"),
    ("{% set a = 1 %}{% macro m() %}{% set a = 2 %}{{ a }}{% endmacro %}{{ m() }}{{ a }}", "21"),
    ("{% for i in [1, 2] %}{% set t = i %}{% endfor %}{{ t is defined }}", "false"),
    ("{% set loop = 5 %}{{ loop }}", "5"),
    ("{% for i in [1] %}{% set range = 1 %}{% endfor %}{{ range(2) }}", "[0,1]"),
    ("{% set x = 1 %}{% for i in [1] %}{% for j in [1] %}{{ x }}{% endfor %}{% endfor %}", "1"),
])
def test_scoping(st, template, expected):
    st.ok(template, expected)


def test_include_scope_does_not_leak(st):
    st.write("inc.txt", "{% set leaked = 1 %}")
    st.ok('{% include "inc.txt" %}{{ leaked is defined }}', "false")


# ---------------------------------------------------------------- methods

@pytest.mark.parametrize("expr,expected", [
    ('"abc".upper()', "ABC"),
    ('"ABC".lower()', "abc"),
    ('"hello world".title()', "Hello World"),
    ('"aXb".capitalize()', "Axb"),
    ('"  a  ".strip()', "a"),
    ('"xxaxx".strip("x")', "a"),
    ('"  a  ".lstrip() ~ "|"', "a  |"),
    ('"  a  ".rstrip() ~ "|"', "  a|"),
    ('"xxaxx".lstrip("x")', "axx"),
    ('"xxaxx".rstrip("x")', "xxa"),
    ('"abc".startswith("ab")', "true"),
    ('"abc".startswith("b")', "false"),
    ('"abc".endswith("bc")', "true"),
    ('"a,b".split(",")', '["a","b"]'),
    ('" a b ".split()', '["a","b"]'),
    ('"a,b,c".split(",", 1)', '["a","b,c"]'),
    ('"aaa".replace("a", "b", 2)', "bba"),
    ('"aaa".replace("a", "b")', "bbb"),
    ('"aaaa".count("aa")', "2"),
    ('"abc".count("")', "4"),
    ('"abc".count("z")', "0"),
    ('"abc".find("c")', "2"),
    ('"abc".find("z")', "-1"),
    ('"a😀b".find("b")', "2"),
    ('"abc"["upper"]()', "ABC"),
    ("[1, 2, 3].index(2)", "1"),
    ("[1, 1, 2].count(1)", "2"),
    ("[[1], 2].index([1])", "0"),
    ('{"a": 1}.get("a")', "1"),
    ('{"a": 1}.get("b", 5)', "5"),
    ('[{"a": 1}.get("b")]', "[null]"),
    ('{"1": "x"}.get(1)', "x"),
    ('{"a": 1, "b": 2}.items()', '[["a",1],["b",2]]'),
    ('{"a": 1, "b": 2}.keys()', '["a","b"]'),
    ('{"a": 1, "b": 2}.values()', "[1,2]"),
    ('{"items": 3}.items', "3"),
    ('"a".upper is callable', "true"),
    ('("abc".upper()) is escaped', "false"),
    ('5.upper is defined', "false"),
])
def test_methods(st, expr, expected):
    st.ok("{{ %s }}" % expr, expected)


def test_method_uncalled_prints_nothing(st):
    st.ok('[{{ "a".upper }}]', "[]")


@pytest.mark.parametrize("template,col,msg", [
    ('{{ "abc".upper(1) }}', 15, "method 'upper' takes at most 0 arguments (1 given)"),
    ("{{ {}.get() }}", 10, "method 'get' missing required argument 'key'"),
    ('{{ "abc".startswith(1) }}', 20, "method 'startswith' expects a string for 'prefix', not number"),
    ('{{ "abc".endswith(none) }}', 18, "method 'endswith' expects a string for 'suffix', not none"),
    ("{{ [1].index(5) }}", 13, "method 'index': value not in list"),
    ('{{ "a".find(1) }}', 12, "method 'find' expects a string for 'sub', not number"),
    ('{{ "a".upper(x=1) }}', 13, "method 'upper' got an unexpected keyword argument 'x'"),
])
def test_method_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


# ---------------------------------------------------------------- mutating methods

@pytest.mark.parametrize("template,expected", [
    ("{% set xs = [1] %}{% do xs.append(2) %}{{ xs }}", "[1,2]"),
    ("{% set xs = [1] %}{{ xs.append(2) is none }}", "true"),
    ("{% set xs = [1] %}{% do xs.extend([2, 3]) %}{{ xs }}", "[1,2,3]"),
    ("{% set xs = [1] %}{% do xs.extend(xs) %}{{ xs }}", "[1,1]"),
    ("{% set xs = [1, 3] %}{% do xs.insert(1, 2) %}{{ xs }}", "[1,2,3]"),
    ("{% set xs = [1, 2] %}{% do xs.insert(-1, 9) %}{{ xs }}", "[1,9,2]"),
    ("{% set xs = [1, 2] %}{% do xs.insert(100, 9) %}{{ xs }}", "[1,2,9]"),
    ("{% set xs = [1, 2] %}{% do xs.insert(-100, 9) %}{{ xs }}", "[9,1,2]"),
    ("{% set xs = [1, 2, 3] %}{{ xs.pop() }}{{ xs }}", "3[1,2]"),
    ("{% set xs = [1, 2, 3] %}{{ xs.pop(0) }}{{ xs }}", "1[2,3]"),
    ("{% set xs = [1, 2, 3] %}{{ xs.pop(-2) }}{{ xs }}", "2[1,3]"),
    ("{% set xs = [1, 2, 1] %}{% do xs.remove(1) %}{{ xs }}", "[2,1]"),
    ("{% set xs = [1, 2] %}{% do xs.clear() %}{{ xs }}", "[]"),
    ('{% set m = {"a": 1, "b": 2} %}{% do m.update({"a": 3, "c": 4}) %}{{ m }}', '{"a":3,"b":2,"c":4}'),
    ('{% set m = {"a": 1} %}{{ m.pop("a") }}{{ m }}', "1{}"),
    ('{% set m = {"a": 1} %}[{{ m.pop("z", none) }}]{{ m }}', '[]{"a":1}'),
    ('{% set m = {"a": 1} %}{{ m.pop("z", 7) }}', "7"),
    ('{% set m = {"1": 1} %}{{ m.pop(1) }}', "1"),
    ('{% set m = {"a": 1} %}{{ m.setdefault("a", 5) }}{{ m }}', '1{"a":1}'),
    ('{% set m = {"a": 1} %}{{ m.setdefault("b", 5) }}{{ m }}', '5{"a":1,"b":5}'),
    ('{% set m = {} %}[{{ m.setdefault("k") }}]{{ m }}', '[]{"k":null}'),
    ("{% set a = [] %}{% set b = a %}{% do b.append(1) %}{{ a }}", "[1]"),
    ('{% set m = {"b": 1} %}{% do m.update({"1": 2}) %}{{ m }}', '{"1":2,"b":1}'),
])
def test_mutating_methods(st, template, expected):
    st.ok(template, expected)


def test_mutating_data_variable(st):
    st.ok("{% do xs.append(2) %}{{ xs }}", "[1,2]", "-J", "xs=[1]")


@pytest.mark.parametrize("template,col,msg", [
    ("{% set xs = [1] %}{% do xs.extend(5) %}", 34, "method 'extend' expects a list for 'values', not number"),
    ("{% do [].pop() %}", 13, "method 'pop': pop from empty list"),
    ("{% do [1].pop(5) %}", 14, "method 'pop': index out of range"),
    ("{% do [1].pop(-2) %}", 14, "method 'pop': index out of range"),
    ("{% do [1].remove(9) %}", 17, "method 'remove': value not in list"),
    ("{% do {}.update(1) %}", 16, "method 'update' expects a mapping for 'other', not number"),
    ('{% do {"a": 1}.pop("z") %}', 19, 'method \'pop\': key "z" not found'),
    ("{% do [1].pop(1.5) %}", 14, "method 'pop' expects an integer for 'index', not 1.5"),
    ("{% do [1].insert(0.5, 1) %}", 17, "method 'insert' expects an integer for 'index', not 0.5"),
    ("{% do {}.pop([1]) %}", 13, "method 'pop' expects a string for 'key', not list"),
    ("{% do {}.setdefault(none) %}", 20, "method 'setdefault' expects a string for 'key', not none"),
    ("{% do [].append() %}", 16, "method 'append' missing required argument 'value'"),
    ("{% do [].clear(1) %}", 15, "method 'clear' takes at most 0 arguments (1 given)"),
])
def test_mutating_method_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


# ---------------------------------------------------------------- global functions

@pytest.mark.parametrize("expr,expected", [
    ("range(3)", "[0,1,2]"),
    ("range(1, 4)", "[1,2,3]"),
    ("range(0, 10, 3)", "[0,3,6,9]"),
    ("range(5, 2, -2)", "[5,3]"),
    ("range(0)", "[]"),
    ("range(-3)", "[]"),
    ("range(5, 2)", "[]"),
    ("range(2, 5, -1)", "[]"),
    ("range(3.0)", "[0,1,2]"),
    ("range(-2, 2)", "[-2,-1,0,1]"),
    ("range(1, 100001)|length", "100000"),
    ("range(0, 200000, 2)|length", "100000"),
    ("range(100000)|last", "99999"),
    ("dict(a=1, b=2)", '{"a":1,"b":2}'),
    ("dict(a=1, b=2, a=3)", '{"a":3,"b":2}'),
    ("dict()", "{}"),
    ("dict(b=x).b is undefined", "true"),
    ("dict(b=x)", '{"b":null}'),
    ("dict(z=1, a=2)|list", '["z","a"]'),
    ("namespace(a=1).a", "1"),
    ("namespace()", "{}"),
    ("namespace(a=1, b=[2])", '{"a":1,"b":[2]}'),
])
def test_global_functions(st, expr, expected):
    st.ok("{{ %s }}" % expr, expected)


@pytest.mark.parametrize("template,col,msg", [
    ("{{ range() }}", 9, "range() takes 1 to 3 arguments (0 given)"),
    ("{{ range(1, 2, 3, 4) }}", 9, "range() takes 1 to 3 arguments (4 given)"),
    ("{{ range(stop=1) }}", 9, "range() got an unexpected keyword argument 'stop'"),
    ("{{ range(1, 2, 0, 4, stop=1) }}", 9, "range() got an unexpected keyword argument 'stop'"),
    ("{{ range(1.5) }}", 9, "range() arguments must be integers, not 1.5"),
    ("{{ range(1.5, 2, 0) }}", 9, "range() arguments must be integers, not 1.5"),
    ("{{ range(1, 2.5) }}", 9, "range() arguments must be integers, not 2.5"),
    ('{{ range("a") }}', 9, "range() arguments must be integers, not string"),
    ("{{ range(none) }}", 9, "range() arguments must be integers, not none"),
    ("{{ range(true) }}", 9, "range() arguments must be integers, not boolean"),
    ("{{ range(x) }}", 9, "range() arguments must be integers, not undefined"),
    ("{{ range(1, 2, 0) }}", 9, "range() step must not be zero"),
    ("{{ range(100001) }}", 9, "range() result too large"),
    ("{{ range(0, 200001, 2) }}", 9, "range() result too large"),
    ("{{ range(-100001, 0) }}", 9, "range() result too large"),
    ("{{ dict(1) }}", 8, "dict() takes only keyword arguments"),
    ("{{ namespace(1) }}", 13, "namespace() takes only keyword arguments"),
    ("{{ dict(1, a=2) }}", 8, "dict() takes only keyword arguments"),
])
def test_global_function_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


def test_range_strict_undefined(st):
    st.error_re("{{ range(x) }}", r"t\.txt:1:\d+: 'x' is undefined", "--strict")
