"""set, capture, counters, cycle, scoping, with, macros, call blocks, global functions."""
import pytest

from conftest import run, render, out, fails, fails_msg, TNAME


# ---------------------------------------------------------------- set

@pytest.mark.parametrize("tpl,expected", [
    ("{% set a = 1 %}{{ a }}", "1"),
    ("{% set a, b = [1, 2] %}{{ a }}{{ b }}", "12"),
    ("{% set ns = namespace(c=0) %}{% for i in [1, 2, 3] %}{% set ns.c = ns.c + i %}{% endfor %}{{ ns.c }}", "6"),
    ('{% set m = {} %}{% set m.k = 1 %}{{ m }}', '{"k":1}'),
    ('{% set m = {"a": 1} %}{% set n = m %}{% set n.b = 2 %}{{ m }}', '{"a":1,"b":2}'),
    ("{% set b %}<x>{% endset %}{{ b }}", "<x>"),
    ("{% set b | upper %}ab{% endset %}{{ b }}", "AB"),
    ('{% set b | replace("a", "x") | upper %}ab{% endset %}{{ b }}', "XB"),
    ("{% set b %}{% endset %}[{{ b }}]{{ b is string }}", "[]true"),
    ("{% set b %}{{ 1 + 1 }}{% endset %}{{ b ~ 1 }}", "21"),
    ("{% set b %}x{% endset %}{{ b is escaped }}", "true"),
    ("{% set a = 1 %}{% set a = 'x' %}{{ a }}", "x"),
    ("{% set range = 1 %}{{ range }}", "1"),
    ("{% set loop = 5 %}{{ loop }}", "5"),
])
def test_set(tpl, expected):
    assert out(tpl) == expected


def test_block_set_safe_under_autoescape():
    assert out("{% set b %}<x>{{ '<' }}{% endset %}{{ b }}", "-e") == "<x>&lt;"


def test_block_set_with_filter_not_safe():
    assert out("{% set b | upper %}<x>{% endset %}{{ b }}", "-e") == "&lt;X&gt;"


@pytest.mark.parametrize("tpl,msg,at", [
    ("x\n{% set a, b = [1] %}", "cannot unpack 1 values into 2 names", "{%"),
    ("{% set a, b = 5 %}", "cannot unpack number into 2 names", "{%"),
    ("{% set a.b.c = 1 %}", "unexpected '.'", (".", 1)),
    ('{% set s = "x" %}{% set s.k = 1 %}', "cannot assign attribute 'k' of string", "s.k"),
    ("{% set u.k = 1 %}", "cannot assign attribute 'k' of undefined", "u"),
    ("{% set s = 1 %}{% set s.k = 1/0 %}", "cannot assign attribute 'k' of number", "s.k"),
    ("{% set a, b %}{% endset %}", "unexpected end of tag", "%}"),
    ("{% set %}", "unexpected end of tag", "%}"),
    ("{% set a = %}", "unexpected end of tag", "%}"),
    ("{% set a = 1, 2 %}", "unexpected ','", ","),
    ("{% set 5 = 1 %}", "unexpected number 5", "5"),
])
def test_set_errors(tpl, msg, at):
    fails(tpl, msg, at)


def test_set_attr_strict_undefined():
    fails("{% set u.k = 1 %}", "'u' is undefined", "u", "--strict")


# ---------------------------------------------------------------- capture

@pytest.mark.parametrize("tpl,expected", [
    ("{% capture x %}a{{ 1 }}{% endcapture %}{{ x }}", "a1"),
    ("{% capture x %}{{ x }}b{% endcapture %}{% capture x %}{{ x }}c{% endcapture %}{{ x }}", "bc"),
    ("{% capture x %}{% endcapture %}{{ x is string }}{{ x|length }}", "true0"),
    ('{% capture x %}{{ "a"|safe }}{% endcapture %}{{ x is escaped }}', "false"),
    ("{% capture x %}{% set q = 1 %}{% endcapture %}{{ q }}", "1"),
    ("{% capture x %}A{% capture x %}B{% endcapture %}{% endcapture %}{{ x }}", "A"),
    ("{% for i in [1, 2] %}{% capture c %}a{% break %}{% endcapture %}{% endfor %}{{ c is defined }}", "false"),
    ("{% for i in [1, 2] %}{% capture c %}{{ i }}{% continue %}{% endcapture %}[{{ c }}]{% endfor %}", ""),
    ("{% capture x %}1{% endcapture %}{{ x is number }}", "false"),
])
def test_capture(tpl, expected):
    assert out(tpl) == expected


def test_capture_not_safe():
    assert out("{% capture x %}<b>{% endcapture %}{{ x }}", "-e") == "&lt;b&gt;"


def test_capture_escaped_twice():
    assert out("{% capture x %}{{ '<' }}{% endcapture %}{{ x }}", "-e") == "&amp;lt;"


def test_capture_number_plus():
    fails("{% capture x %}{{ 1 }}{% endcapture %}{{ x + 1 }}", "unsupported operand types for +: string and number", "+")


@pytest.mark.parametrize("tpl,msg,at", [
    ("{% capture %}{% endcapture %}", "unexpected end of tag", "%}"),
    ("{% capture x y %}{% endcapture %}", "unexpected 'y'", "y"),
    ("{% capture x.k %}{% endcapture %}", "unexpected '.'", "."),
    ("{% capture if %}{% endcapture %}", "unexpected 'if'", "if"),
    ("{% capture x %}{% endcapture x %}", "unexpected 'x'", ("x", 1)),
])
def test_capture_errors(tpl, msg, at):
    fails(tpl, msg, at)


# ---------------------------------------------------------------- counters

@pytest.mark.parametrize("tpl,expected", [
    ("{% increment c %}{% increment c %}{% decrement c %}", "011"),
    ("{% decrement d %}", "-1"),
    ("{% decrement d %}{% decrement d %}{% increment d %}", "-1-2-2"),
    ("{% set c = 5 %}{% increment c %}{{ c }}", "05"),
    ("{% increment c %}[{{ c }}]", "0[]"),
    ("{% increment a %}{% increment b %}{% increment a %}", "001"),
    ("{% if false %}{% increment c %}{% endif %}{% increment c %}", "0"),
    ("{% for i in [1, 2, 3] %}{% increment c %}{% endfor %}", "012"),
    ("{% macro m() %}{% increment c %}{% endmacro %}{{ m() }}{{ m() }}{% increment c %}", "012"),
    ("{% set s %}{% increment c %}{% endset %}{% increment c %}[{{ s }}]", "1[0]"),
    ("{% with %}{% increment c %}{% endwith %}{% increment c %}", "01"),
    ("{% increment range %}{{ range(2) }}", "0[0,1]"),
    ("{% for i in [1] %}{% increment loop %}{{ loop.index }}{% endfor %}", "01"),
])
def test_counters(tpl, expected):
    assert out(tpl) == expected


def test_counter_not_escaped():
    assert out("{% increment c %}", "-e", "--escape-mode", "shell") == "0"


def test_counter_shared_with_include():
    files = {"inc.txt": "{% increment c %}"}
    assert out('{% increment c %}{% include "inc.txt" %}{% increment c %}', files=files) == "012"


@pytest.mark.parametrize("tpl,msg,at", [
    ("{% increment %}", "unexpected end of tag", "%}"),
    ("{% increment a b %}", "unexpected 'b'", "b %"),
    ("{% increment a.b %}", "unexpected '.'", "."),
    ('{% increment "a" %}', "unexpected string", '"'),
    ("{% decrement if %}", "unexpected 'if'", "if"),
    ("{% decrement 1 %}", "unexpected number 1", "1"),
])
def test_counter_errors(tpl, msg, at):
    fails(tpl, msg, at)


# ---------------------------------------------------------------- cycle tag

@pytest.mark.parametrize("tpl,expected", [
    ('{% for i in [1, 2, 3] %}{% cycle "a", "b" %}{% endfor %}', "aba"),
    ('{% cycle "x" %}{% cycle "x" %}', "xx"),
    ('{% cycle "a", "b" %}{% cycle "a", "b" %}{% cycle "a", "b" %}', "aba"),
    ('{% cycle 1, 2 %}{% cycle "1", "2" %}', "11"),
    ('{% cycle "a", "b" %}{% cycle "a", "c" %}', "aa"),
    ('{% cycle "g": "a", "b" %}{% cycle "g": "x", "y", "z" %}{% cycle "g": "a", "b" %}', "aya"),
    ('{% cycle "a", "b" %}{% cycle "g": "a", "b" %}', "aa"),
    ('{% cycle "g1": "a", "b" %}{% cycle "g2": "a", "b" %}', "aa"),
    ('{% cycle x, "b" %}|{% cycle x, "b" %}', "|b"),
    ("{% cycle [1], [2] %}{% cycle [1], [2] %}", "[1][2]"),
    ('{% macro m() %}{% cycle "a", "b", "c" %}{% endmacro %}{{ m() }}{{ m() }}{% cycle "a", "b", "c" %}', "abc"),
    ('{% cycle "a" %}{% cycle "a", "b" %}{% cycle "a", "b" %}', "aab"),
    ('{% set g = "G" %}{% cycle g: 1, 2 %}{% cycle "G": 3, 4 %}', "14"),
])
def test_cycle(tpl, expected):
    assert out(tpl) == expected


def test_cycle_escaped():
    assert out('{% cycle "<" %}', "-e") == "&lt;"


def test_cycle_safe_not_escaped():
    assert out('{% cycle "<"|safe %}', "-e") == "<"


def test_cycle_shell_mode():
    assert out('{% cycle "a" %}', "-e", "--escape-mode", "shell") == "'a'"


def test_cycle_values_evaluated_each_time():
    fails('{% cycle "a", 1/0 %}', "division by zero", "/")


@pytest.mark.parametrize("tpl,msg,at", [
    ('{% cycle 1: "a" %}', "cycle group must be a string, not number", "1"),
    ('{% cycle g: "a" %}', "cycle group must be a string, not undefined", "g"),
    ('{% cycle ["g"]: "a" %}', "cycle group must be a string, not list", "["),
    ("{% cycle %}", "unexpected end of tag", "%}"),
    ('{% cycle "a", %}', "unexpected end of tag", "%}"),
    ("{% cycle 'g': %}", "unexpected end of tag", "%}"),
])
def test_cycle_errors(tpl, msg, at):
    fails(tpl, msg, at)


# ---------------------------------------------------------------- scoping

@pytest.mark.parametrize("tpl,expected", [
    ("{% macro m() %}{{ a }}{% endmacro %}{% set a = 3 %}{{ m() }}", "3"),
    ("{% set a = 1 %}{% for i in [1] %}{{ a }}{% set a = 2 %}{{ a }}{% endfor %}{{ a }}", "121"),
    ("{% macro m() %}[{{ i }}]{% endmacro %}{% for i in [1] %}{{ m() }}{% endfor %}", "[]"),
    ("{% for i in [1] %}{% set range = 1 %}{% endfor %}{{ range(2) }}", "[0,1]"),
    ("{% macro m() %}{% set z = 1 %}{% endmacro %}{{ m() }}{{ z is defined }}", "false"),
    ("{% block b %}{% set z = 1 %}{% endblock %}{{ z is defined }}", "false"),
    ("{% macro m(a) %}{% set a = a + 1 %}{{ a }}{% endmacro %}{% set a = 10 %}{{ m(1) }}{{ a }}", "210"),
    ("{% set x = 'outer' %}{% macro m() %}{% set x = 'inner' %}{% endmacro %}{{ m() }}{{ x }}", "outer"),
    ("{% macro outer() %}{% set v = 'o' %}{% macro inner() %}{{ v }}{% endmacro %}{{ inner() }}{% endmacro %}{{ outer() }}", "o"),
])
def test_scoping(tpl, expected):
    assert out(tpl) == expected


# ---------------------------------------------------------------- with

@pytest.mark.parametrize("tpl,expected", [
    ("{% with a = 1, b = a + 1 %}{{ a }}{{ b }}{% endwith %}{{ a is defined }}", "12false"),
    ("{% with %}x{% endwith %}", "x"),
    ("{% with a = 1, %}{{ a }}{% endwith %}", "1"),
    ("{% set x = 1 %}{% with x = x + 1 %}{{ x }}{% endwith %}{{ x }}", "21"),
    ("{% with a = 1, a = 2 %}{{ a }}{% endwith %}", "2"),
    ("{% with range = 5 %}{{ range }}{% endwith %}{{ range(1) }}", "5[0]"),
    ("{% set l = [] %}{% with m = l %}{% do m.append(1) %}{% endwith %}{{ l }}", "[1]"),
    ("{% with a = 1 %}{% set a = 2 %}{{ a }}{% endwith %}", "2"),
    ("{% with %}{% set q = 1 %}{% endwith %}{{ q is defined }}", "false"),
    ("{% with %}{% macro m() %}{% endmacro %}{% endwith %}{{ m is defined }}", "false"),
    ("{% for i in [1, 2, 3] %}{% with %}{% if i == 2 %}{% continue %}{% endif %}{% endwith %}{{ i }}{% endfor %}", "13"),
    ("{% with a = x %}{{ a is defined }}{% endwith %}", "false"),
])
def test_with(tpl, expected):
    assert out(tpl) == expected


@pytest.mark.parametrize("tpl,msg,at", [
    ("{% with a = 1 b = 2 %}{% endwith %}", "unexpected 'b'", "b"),
    ("{% with a, b = 1 %}{% endwith %}", "unexpected ','", ","),
    ("{% with a.b = 1 %}{% endwith %}", "unexpected '.'", "."),
    ("{% with if = 1 %}{% endwith %}", "unexpected 'if'", "if"),
    ("{% with a %}{% endwith %}", "unexpected end of tag", "%}"),
    ("{% with a = %}{% endwith %}", "unexpected end of tag", "%}"),
])
def test_with_errors(tpl, msg, at):
    fails(tpl, msg, at)


def test_with_strict_error_at_use():
    fails("{% with a = b %}{{ a }}{% endwith %}", "'b' is undefined", ("a", 1), "--strict")


# ---------------------------------------------------------------- macros

@pytest.mark.parametrize("tpl,expected", [
    ("{% macro m(a, b=2) %}{{ a }}-{{ b }}{% endmacro %}{{ m(1) }}|{{ m(1, 3) }}|{{ m(b=4, a=5) }}", "1-2|1-3|5-4"),
    ("{% macro m(a,) %}{{ a }}{% endmacro %}{{ m(7) }}", "7"),
    ("{% macro m() %}x{% endmacro %}{{ m() }}{{ m() }}", "xx"),
    ('{% macro m(a, b=a ~ "!") %}{{ b }}{% endmacro %}{{ m("x") }}', "x!"),
    ("{% macro m(a) %}{{ a is defined }}{% endmacro %}{{ m() }}", "false"),
    ("{% macro m(a=v) %}{{ a }}{% endmacro %}{% set v = 1 %}{{ m() }}{% set v = 2 %}{{ m() }}", "12"),
    ("{% macro m() %}{% endmacro %}[{{ m }}]{{ m is callable }}", "[]true"),
    ("{% macro m() %}{% endmacro %}{{ m() is escaped }}", "true"),
    ("{% macro m(n) %}{% if n > 0 %}{{ n }}{{ m(n - 1) }}{% endif %}{% endmacro %}{{ m(3) }}", "321"),
    ("{% macro m(a, b) %}{{ b }}{% endmacro %}{{ m(1, b=2) }}", "2"),
    ("{% macro m(a) %}{{ a }}{% endmacro %}{{ m(a=[1]) }}", "[1]"),
    ("{% macro m() %}{{ caller is defined }}{% endmacro %}{{ m() }}", "false"),
    ("{% macro m() %}a{% endmacro %}{{ m() ~ m() }}", "aa"),
    ("{% macro m(x) %}{{ x }}{% endmacro %}{% set x = 'g' %}{{ m() }}", ""),
])
def test_macros(tpl, expected):
    assert out(tpl) == expected


def test_macro_output_safe():
    assert out("{% macro m() %}<b>{{ '<' }}{% endmacro %}{{ m() }}", "-e") == "<b>&lt;"


def test_macro_filtered_escaped():
    assert out("{% macro m() %}<b>{% endmacro %}{{ m()|upper }}", "-e") == "&lt;B&gt;"


@pytest.mark.parametrize("tpl,msg,at", [
    ("{% macro m(a=1, b) %}{% endmacro %}", "parameter 'b' without a default follows a parameter with a default", "b)"),
    ("{% macro m(a, a) %}{% endmacro %}", "duplicate parameter 'a'", "a)"),
    ("{% macro m(a, b) %}{% endmacro %}{{ m(1, 2, 3) }}", "macro 'm' takes at most 2 arguments (3 given)", ("(", 1)),
    ("{% macro m(a) %}{% endmacro %}{{ m(1, 2) }}", "macro 'm' takes at most 1 argument (2 given)", ("(", 1)),
    ("{% macro m() %}{% endmacro %}{{ m(1) }}", "macro 'm' takes at most 0 arguments (1 given)", ("(", 1)),
    ("{% macro m(a) %}{% endmacro %}{{ m(c=1) }}", "macro 'm' got an unexpected keyword argument 'c'", ("(", 1)),
    ("{% macro m(a) %}{% endmacro %}{{ m(1, a=2) }}", "macro 'm' got multiple values for argument 'a'", ("(", 1)),
    ("{{ x() }}", "'x' is not callable", "("),
    ("{{ (5)() }}", "'(expression)' is not callable", ("(", 1)),
    ("{{ 'a'() }}", "'(expression)' is not callable", "("),
    ("{% macro m(a) %}{% endmacro %}{{ m(a=1, 2) }}", "positional argument follows keyword argument", "2"),
])
def test_macro_errors(tpl, msg, at):
    fails(tpl, msg, at)


def test_not_callable_path():
    fails("{{ a.b() }}", "'a.b' is not callable", "(", v={"a": {"b": 1}})


def test_not_callable_index_path():
    fails("{{ a[0]() }}", "'a[0]' is not callable", "(", v={"a": [1]})


# ---------------------------------------------------------------- call blocks

@pytest.mark.parametrize("tpl,expected", [
    ("{% macro w() %}[{{ caller() }}]{% endmacro %}{% call w() %}in{% endcall %}", "[in]"),
    ("{% macro w() %}{{ caller(1, 2) }}{% endmacro %}{% call(a, b=5) w() %}{{ a }}{{ b }}{% endcall %}", "12"),
    ("{% macro w() %}{{ caller(1) }}{% endmacro %}{% call(a, b=5) w() %}{{ a }}{{ b }}{% endcall %}", "15"),
    ("{% macro w() %}{{ caller(1) }}{% endmacro %}{% call(a, b=a + 1) w() %}{{ b }}{% endcall %}", "2"),
    ("{% macro w() %}{{ caller() }}{% endmacro %}{% call(a) w() %}{{ a is defined }}{% endcall %}", "false"),
    ("{% macro w() %}z{% endmacro %}{% call w() %}{{ 1/0 }}{% endcall %}", "z"),
    ("{% macro w() %}{{ caller() }}{{ caller() }}{% endmacro %}{% call w() %}{% increment c %}{% endcall %}", "01"),
    ("{% macro w() %}{{ caller is defined }}{% endmacro %}{% call w() %}{% endcall %}", "true"),
    ("{% macro w() %}[{{ caller }}]{% endmacro %}{% call w() %}x{% endcall %}", "[]"),
    ("{% macro w(p) %}{{ p }}:{{ caller() }}{% endmacro %}{% call w('P') %}B{% endcall %}", "P:B"),
    ("{% macro w() %}{% set i = 'm' %}{{ caller() }}{% endmacro %}{% for i in [7] %}{% call w() %}{{ i }}{% endcall %}{% endfor %}", "7"),
    ("{% macro w() %}{{ caller() }}{% endmacro %}{% for i in [1, 2] %}{% call w() %}{{ loop.index }}{% endcall %}{% endfor %}", "12"),
    ("{% macro w() %}{{ caller() }}{% endmacro %}{% call w() %}{% set q = 1 %}{{ q }}{% endcall %}{{ q is defined }}", "1false"),
    ("{% macro w() %}{% set v = 2 %}{{ caller() }}{% endmacro %}{% set v = 1 %}{% call w() %}{{ v }}{% endcall %}", "1"),
    ("{% macro w() %}{{ caller() }}{% endmacro %}{% set v = 1 %}{% call w() %}{{ v }}{% endcall %}{% set v = 2 %}", "1"),
    ("{% macro w() %}{{ caller() is escaped }}{% endmacro %}{% call w() %}x{% endcall %}", "true"),
    ("{% macro inner() %}<{{ caller() }}>{% endmacro %}{% macro outer() %}{% call inner() %}{{ caller() }}{% endcall %}{% endmacro %}{% call outer() %}X{% endcall %}", "<X>"),
])
def test_call_blocks(tpl, expected):
    assert out(tpl) == expected


def test_call_block_escaping():
    tpl = "{% macro w() %}{{ caller() }}|{{ caller()|upper }}{% endmacro %}{% call w() %}<{{ '&' }}{% endcall %}"
    assert out(tpl, "-e") == "<&amp;|&lt;&amp;AMP;"


@pytest.mark.parametrize("tpl,msg,at", [
    ("{% macro w() %}{% endmacro %}{% call w %}{% endcall %}", "call tag requires a macro call", ("{%", 2)),
    ("{% call range(2) %}x{% endcall %}", "'range' is not callable", "("),
    ("{% call nope() %}x{% endcall %}", "'nope' is not callable", "("),
    ("{% macro w() %}{{ caller(1) }}{% endmacro %}{% call w() %}{% endcall %}", "macro 'caller' takes at most 0 arguments (1 given)", ("(", 1)),
    ("{% macro w() %}{{ caller(k=1) }}{% endmacro %}{% call w() %}{% endcall %}", "macro 'caller' got an unexpected keyword argument 'k'", ("(", 1)),
    ("{% macro w() %}{{ caller(1, 2) }}{% endmacro %}{% call(a) w() %}{% endcall %}", "macro 'caller' takes at most 1 argument (2 given)", ("(", 1)),
    ("{% macro w() %}{% endmacro %}{% call(a, a) w() %}{% endcall %}", "duplicate parameter 'a'", "a)"),
    ("{% macro w() %}{% endmacro %}{% call w() %}{% endcall x %}", "unexpected 'x'", "x %"),
    ("{% macro w() %}{% endmacro %}{% call w() x %}{% endcall %}", "unexpected 'x'", "x %"),
])
def test_call_block_errors(tpl, msg, at):
    fails(tpl, msg, at)


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
    ("range(10, 0, -3)", "[10,7,4,1]"),
    ("range(1, 100001)|length", "100000"),
    ("range(0, 200000, 2)|length", "100000"),
    ("range(100000)|last", "99999"),
    ("dict(a=1, b=2)", '{"a":1,"b":2}'),
    ("dict(a=1, b=2, a=3)", '{"a":3,"b":2}'),
    ("dict(b=x).b is undefined", "true"),
    ("dict(b=x)", '{"b":null}'),
    ("dict()", "{}"),
    ("namespace(a=1)", '{"a":1}'),
    ("namespace()", "{}"),
    ("dict(z=1, a=2)|list", '["z","a"]'),
])
def test_global_functions(expr, expected):
    assert out("{{ " + expr + " }}") == expected


@pytest.mark.parametrize("expr,msg", [
    ("range()", "range() takes 1 to 3 arguments (0 given)"),
    ("range(1, 2, 3, 4)", "range() takes 1 to 3 arguments (4 given)"),
    ("range(stop=3)", "range() got an unexpected keyword argument 'stop'"),
    ("range(1, 2, 0, 4, stop=1)", "range() got an unexpected keyword argument 'stop'"),
    ("range(1.5)", "range() arguments must be integers, not 1.5"),
    ('range("a")', "range() arguments must be integers, not string"),
    ("range(none)", "range() arguments must be integers, not none"),
    ("range(true)", "range() arguments must be integers, not boolean"),
    ("range(x)", "range() arguments must be integers, not undefined"),
    ("range(1.5, 2, 0)", "range() arguments must be integers, not 1.5"),
    ("range(1, 2.5)", "range() arguments must be integers, not 2.5"),
    ("range(1, 2, 0)", "range() step must not be zero"),
    ("range(100001)", "range() result too large"),
    ("range(0, 200001, 2)", "range() result too large"),
    ("range(1, 2, 3, 4, 5)", "range() takes 1 to 3 arguments (5 given)"),
    ("dict(1)", "dict() takes only keyword arguments"),
    ("namespace(1)", "namespace() takes only keyword arguments"),
    ("dict(1, a=2)", "dict() takes only keyword arguments"),
])
def test_global_function_errors(expr, msg):
    tpl = "{{ " + expr + " }}"
    fails(tpl, msg, "(")


def test_range_strict_undefined():
    fails("{{ range(x) }}", "'x' is undefined", "x", "--strict")
