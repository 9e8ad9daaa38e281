"""Undefined values under the lenient, strict and debug policies; truthiness."""
import pytest

from conftest import run, render, out, fails, fails_msg, TNAME


# ---------------------------------------------------------------- lenient

@pytest.mark.parametrize("tpl,expected", [
    ("[{{ x }}]", "[]"),
    ("{% if x %}y{% else %}n{% endif %}", "n"),
    ("{% for i in x %}a{% else %}e{% endfor %}", "e"),
    ("{{ x|length }}", "0"),
    ("[{{ x|upper }}]", "[]"),
    ("{{ x == none }}", "false"),
    ("{{ x == y }}", "true"),
    ("{{ x == x.y }}", "true"),
    ("{{ x != none }}", "true"),
    ("{{ x in [none] }}", "false"),
    ("{{ 1 in x }}", "false"),
    ("{{ [] in x }}", "false"),
    ("{{ x in {} }}", "false"),
    ('{{ x ~ "a" }}', "a"),
    ("{{ x is none }}", "false"),
    ("{{ x is string }}", "false"),
    ("{{ x is defined }}", "false"),
    ("{{ x is undefined }}", "true"),
    ("[{{ x.y.z }}]", "[]"),
    ("[{{ x[0][1] }}]", "[]"),
    ("{{ x|list }}", "[]"),
    ("{{ x|sort }}", "[]"),
    ("{{ x|reverse }}", "[]"),
    ("{{ x|items }}", "[]"),
    ("{{ x|dictsort }}", "[]"),
    ('{{ x|map("upper") }}', "[]"),
    ("{{ x|select }}", "[]"),
    ("{{ x|batch(2) }}", "[]"),
    ("[{{ x|join(',') }}]", "[]"),
    ("{{ x|sum }}", "0"),
    ("{{ x|first is undefined }}", "true"),
    ("{{ x|last is undefined }}", "true"),
    ("{{ x|min is undefined }}", "true"),
    ("{{ x|max is undefined }}", "true"),
    ("{{ x|int }}", "0"),
    ("{{ x|float }}", "0"),
    ("{{ x|tojson }}", "null"),
    ("{{ not x }}", "true"),
    ("{{ (x or y) is defined }}", "false"),
    ("{{ x|default('d') }}", "d"),
])
def test_lenient(tpl, expected):
    assert out(tpl) == expected


@pytest.mark.parametrize("tpl,msg,at", [
    ('{{ x in "text" }}', "'in <string>' requires a string as left operand, not undefined", "in"),
    ("{{ x + 1 }}", "unsupported operand types for +: undefined and number", "+"),
    ("{{ 1 - x }}", "unsupported operand types for -: number and undefined", "-"),
    ("{{ x * 2 }}", "unsupported operand types for *: undefined and number", "*"),
    ("{{ x ** 2 }}", "unsupported operand types for **: undefined and number", "**"),
    ("{{ x // 2 }}", "unsupported operand types for //: undefined and number", "//"),
    ("{{ x % 2 }}", "unsupported operand types for %: undefined and number", "%"),
    ("{{ -x }}", "unsupported operand type for unary -: undefined", "-"),
    ("{{ x < 1 }}", "cannot compare undefined and number", "<"),
    ("{{ 1 >= x }}", "cannot compare number and undefined", ">="),
    ("{{ x|abs }}", "filter 'abs' expects a number, not undefined", "abs"),
    ("{{ x|round }}", "filter 'round' expects a number, not undefined", "round"),
])
def test_lenient_errors(tpl, msg, at):
    fails(tpl, msg, at)


# ---------------------------------------------------------------- strict

@pytest.mark.parametrize("tpl,msg,at", [
    ("{{ user.name }}", "'user' is undefined", "user"),
    ("{{ x }}", "'x' is undefined", "x"),
    ("a\n  {{ x }}", "'x' is undefined", "x"),
    ("{% if x %}{% endif %}", "'x' is undefined", "x"),
    ("{% if false %}{% elif x %}{% endif %}", "'x' is undefined", "x"),
    ("{{ x and 1 }}", "'x' is undefined", "x"),
    ("{{ 0 or x.y }}", "'x' is undefined", "x"),
    ("{{ not x }}", "'x' is undefined", "x"),
    ("{{ 1 if x else 2 }}", "'x' is undefined", "x"),
    ("{% for i in [1] if x %}{% endfor %}", "'x' is undefined", "x"),
    ("{% for i in x %}{% endfor %}", "'x' is undefined", "x"),
    ("{% autoescape x %}{% endautoescape %}", "'x' is undefined", "x"),
    ("{{ [1][x] }}", "'x' is undefined", "x"),
    ('{{ x ~ "a" }}', "'x' is undefined", "x"),
    ('{{ "a" ~ x }}', "'x' is undefined", "x"),
    ("{{ x == 1 }}", "'x' is undefined", "x"),
    ("{{ 1 != x }}", "'x' is undefined", "x"),
    ("{{ 1 in x }}", "'x' is undefined", "x"),
    ("{{ x in [1] }}", "'x' is undefined", "x"),
    ("{{ x not in [1] }}", "'x' is undefined", "x"),
    ("{{ x + 1 }}", "'x' is undefined", "x"),
    ("{{ 2 * x }}", "'x' is undefined", "x"),
    ("{{ -x }}", "'x' is undefined", "x"),
    ("{{ {x: 1} }}", "'x' is undefined", "x"),
    ("{{ x|upper }}", "'x' is undefined", "x"),
    ('{{ "a"|replace(x, "b") }}', "'x' is undefined", "x"),
    ('{{ x.y|default("d") }}', "'x' is undefined", "x"),
    ('{{ x|upper|default("d") }}', "'x' is undefined", "x"),
    ("{{ x is none }}", "'x' is undefined", "x"),
    ("{{ x is divisibleby(1, 2) }}", "'x' is undefined", "x"),
    ("{{ 1 is eq x }}", "'x' is undefined", "x"),
    ("{{ x() }}", "'x' is undefined", "x"),
    ("{% include x %}", "'x' is undefined", "x"),
    ("{% extends x %}", "'x' is undefined", "x"),
    ("{{ x[0:1] }}", "'x' is undefined", "x"),
    ("{% with a = b %}{{ a }}{% endwith %}", "'b' is undefined", ("a", 1)),
    ("{% set q = x %}\n{{ q }}", "'x' is undefined", "q }}"),
    ("{{ 1 if 0 }}", "'(expression)' is undefined", "1"),
    ("{{ (1 if 0) ~ 'a' }}", "'(expression)' is undefined", "1"),
    ("{{ {'a': 1}|attr('b') }}", "'b' is undefined", "{'a'"),
    ("{{ x.y }}", "'x' is undefined", "x"),
    ("{{ (x) }}", "'x' is undefined", "x"),
])
def test_strict_errors(tpl, msg, at):
    fails(tpl, msg, at, "--strict")


def test_strict_attribute_of_defined():
    fails("{{ user.name }}", "'user.name' is undefined", "user", "--strict", v={"user": {}})


def test_strict_index_name():
    fails("{{ m.a[0] }}", "'m.a[0]' is undefined", "m", "--strict", v={"m": {"a": []}})


def test_strict_string_key_name():
    fails('{{ m["k"] }}', "'m[\"k\"]' is undefined", "m", "--strict", v={"m": {}})


def test_strict_u_option():
    fails("{{ x }}", "'x' is undefined", "x", "-u", "strict")


@pytest.mark.parametrize("tpl,expected", [
    ("{{ x|default('d') }}", "d"),
    ("{{ x|d('d') }}", "d"),
    ("[{{ x|default }}]", "[]"),
    ("{{ x is defined }}", "false"),
    ("{{ x is undefined }}", "true"),
    ("{{ 1 or x }}", "1"),
    ("{{ x is defined and x }}", "false"),
    ("{% set y = x %}ok", "ok"),
    ("{% with a = x %}ok{% endwith %}", "ok"),
    ("{% macro m(a) %}ok{% endmacro %}{{ m(x) }}", "ok"),
    ("{{ [x] }}", "[null]"),
    ('{{ {"k": x} }}', '{"k":null}'),
    ('{{ [{"a": 1}, {}]|map(attribute="a")|list }}', "[1,null]"),
    ("{% if false %}{{ x }}{% endif %}ok", "ok"),
    ("{{ (1 if 0) is defined }}", "false"),
    ("{{ ({'a': 1}|attr('b'))|default('q') }}", "q"),
    ("{{ 0 and x }}", "0"),
])
def test_strict_non_uses(tpl, expected):
    assert out(tpl, "--strict") == expected


def test_strict_missing_macro_argument_used():
    fails_msg("{% macro m(a) %}{{ a }}{% endmacro %}{{ m() }}", "'a' is undefined", "--strict")


def test_strict_check_passes():
    r = render("{{ x }}", "--strict", "--check")
    assert (r.rc, r.out, r.err) == (0, "", "")


def test_strict_defined_none_ok():
    assert out("[{{ x }}]", "--strict", v={"x": None}) == "[]"


# ---------------------------------------------------------------- debug

@pytest.mark.parametrize("tpl,expected", [
    ("{{ user.email }}", "{{ user.email }}"),
    ("{{ x }}", "{{ x }}"),
    ("{{ [x] }}", "[null]"),
    ('{{ x ~ "a" }}', "a"),
    ('{{ x["k"] }}', '{{ x["k"] }}'),
    ("{{ x[0] }}", "{{ x[0] }}"),
    ("{{ x.y.z }}", "{{ x.y.z }}"),
    ('{{ {"a": 1}.b }}', "{{ (expression).b }}"),
    ("{{ [1][5] }}", "{{ (expression)[5] }}"),
    ("{{ 1 if false }}", "{{ (expression) }}"),
    ("{{ (x) }}", "{{ x }}"),
    ("{% set q = x %}{{ q }}", "{{ x }}"),
    ("{% macro m(a) %}{{ a }}{% endmacro %}{{ m() }}", "{{ a }}"),
    ("{% macro m(a) %}{{ a }}{% endmacro %}{{ m(zz) }}", "{{ zz }}"),
    ("{% filter upper %}{{ x }}{% endfilter %}", "{{ X }}"),
    ("{% set b %}{{ x }}{% endset %}{{ b|length }}", "7"),
    ("[{{ x|upper }}]", "[]"),
    ('{{ x|default("d") }}', "d"),
    ("{{ x[0:1] }}", "{{ x[...] }}"),
    ("{{ [1,2]|attr(5) }}", "{{ 5 }}"),
    ("{{ []|first }}", "{{ first }}"),
    ("{{ []|last }}", "{{ last }}"),
    ("{{ []|min }}", "{{ min }}"),
    ("{{ []|max }}", "{{ max }}"),
    ("{{ {'a': 1}|attr('b') }}", "{{ b }}"),
    ("{% if x %}a{% else %}b{% endif %}", "b"),
    ("{{ x == y }}", "true"),
])
def test_debug(tpl, expected):
    assert out(tpl, "-u", "debug") == expected


def test_debug_not_escaped():
    assert out('{{ x["<"] }}', "-u", "debug", "-e") == '{{ x["<"] }}'


def test_debug_not_quoted_in_shell_mode():
    assert out("{{ x }}", "-u", "debug", "-e", "--escape-mode", "shell") == "{{ x }}"


def test_debug_call_undefined_error():
    fails("{{ x() }}", "'x' is not callable", "(", "-u", "debug")


def test_lenient_call_undefined_error():
    fails("{{ x.y() }}", "'x.y' is not callable", "(")


# ---------------------------------------------------------------- truthiness

@pytest.mark.parametrize("expr,expected", [
    ("false", "F"), ("none", "F"), ("x", "F"), ("0", "F"), ("-0.0", "F"), ("0.0", "F"),
    ("10 ** 400 - 10 ** 400", "F"), ('""', "F"), ("[]", "F"), ("{}", "F"), ('""|safe', "F"),
    ("true", "T"), ('"0"', "T"), ('"false"', "T"), ('" "', "T"), ("[none]", "T"), ('{"": none}', "T"),
    ("1e-300", "T"), ("-1", "T"), ("10 ** 400", "T"), ("range", "T"), ('"x".upper', "T"), ("[[]]", "T"),
    ("m", "T"), ("m()", "F"), ("n()", "T"),
])
def test_truthiness(expr, expected):
    tpl = "{% macro m() %}{% endmacro %}{% macro n() %}z{% endmacro %}{% if " + expr + " %}T{% else %}F{% endif %}"
    assert out(tpl) == expected


def test_loop_object_is_true():
    assert out("{% for i in [1] %}{% if loop %}T{% endif %}{% endfor %}") == "T"


@pytest.mark.parametrize("tpl,expected", [
    ("{{ 0 is true }}", "false"),
    ("{{ 1 is true }}", "false"),
    ("{{ true is true }}", "true"),
    ('{{ "" is false }}', "false"),
    ("{{ false is false }}", "true"),
])
def test_true_test_is_strict_boolean(tpl, expected):
    assert out(tpl) == expected
