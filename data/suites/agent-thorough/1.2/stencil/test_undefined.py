"""Undefined values under the lenient, strict and debug policies."""
import pytest

STRICT = ("--strict",)
DEBUG = ("-u", "debug")


# ---------------------------------------------------------------- lenient

@pytest.mark.parametrize("template,expected", [
    ("[{{ x }}]", "[]"),
    ("{% if x %}a{% else %}b{% endif %}", "b"),
    ("{% for i in x %}a{% else %}e{% endfor %}", "e"),
    ("{{ x|length }}", "0"),
    ("{{ x == none }}", "false"),
    ("{{ x == y }}", "true"),
    ("{{ x != none }}", "true"),
    ("{{ x in [none] }}", "false"),
    ("{{ 1 in x }}", "false"),
    ('{{ x ~ "a" }}', "a"),
    ("[{{ x.y.z }}]", "[]"),
    ("[{{ x[0][1] }}]", "[]"),
    ("{{ x is none }}", "false"),
    ("{{ x is string }}", "false"),
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
    ("{{ x|first is defined }}", "false"),
    ("{{ x|last is defined }}", "false"),
    ("{{ x|min is defined }}", "false"),
    ("{{ x|max is defined }}", "false"),
    ("{{ x|int }}", "0"),
    ("{{ x|float }}", "0"),
    ("{{ x|tojson }}", "null"),
    ("[{{ x|upper }}]", "[]"),
    ("{{ x|center(3) }}|", "   |"),
    ("{{ x|wordcount }}", "0"),
    ("{{ x is defined }}{{ x is undefined }}", "falsetrue"),
    ("{{ x|default('d') }}", "d"),
    ("{{ x.y|default('d') }}", "d"),
    ("{{ none.y|default('d') }}", "d"),
    ("{{ not x }}", "true"),
    ("{{ x or 'o' }}", "o"),
])
def test_lenient(st, template, expected):
    st.ok(template, expected)


@pytest.mark.parametrize("template,col,msg", [
    ("{{ x|abs }}", 6, "filter 'abs' expects a number, not undefined"),
    ("{{ x|round }}", 6, "filter 'round' expects a number, not undefined"),
    ("{{ x + 1 }}", 6, "unsupported operand types for +: undefined and number"),
    ("{{ 1 - x }}", 6, "unsupported operand types for -: number and undefined"),
    ("{{ x ** 2 }}", 6, "unsupported operand types for **: undefined and number"),
    ("{{ -x }}", 4, "unsupported operand type for unary -: undefined"),
    ("{{ x < 1 }}", 6, "cannot compare undefined and number"),
    ('{{ x in "text" }}', 6, "'in <string>' requires a string as left operand, not undefined"),
    ("{{ x() }}", 5, "'x' is not callable"),
    ("{{ x.y() }}", 7, "'x.y' is not callable"),
    ("{{ x is odd }}", 6, "test 'odd' expects a number, not undefined"),
])
def test_lenient_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


def test_not_callable_path(st):
    st.terr('{{ m.a["b"]() }}', 1, 12, "'m.a[\"b\"]' is not callable", "-J", 'm={"a": {"b": 1}}')


def test_not_callable_number(st):
    st.terr("{{ n() }}", 1, 5, "'n' is not callable", "-J", "n=5")


# ---------------------------------------------------------------- strict

@pytest.mark.parametrize("template,col,name", [
    ("{{ user.name }}", 4, "user"),
    ("{% if x %}{% endif %}", 7, "x"),
    ("{% if false %}{% elif x %}{% endif %}", 23, "x"),
    ("{% for i in x %}{% endfor %}", 13, "x"),
    ("{{ x.y|default('d') }}", 4, "x"),
    ("{{ x|upper|default('d') }}", 4, "x"),
    ("{{ x or 1 }}", 4, "x"),
    ("{{ x == 1 }}", 4, "x"),
    ("{{ 1 == x }}", 9, "x"),
    ('{{ "a" ~ x }}', 10, "x"),
    ("{{ x ~ 'a' }}", 4, "x"),
    ("{{ x|upper }}", 4, "x"),
    ("{{ 'a'|replace(x, 'b') }}", 16, "x"),
    ("{{ x[0] }}", 4, "x"),
    ("{{ [1][x] }}", 8, "x"),
    ("{{ x() }}", 4, "x"),
    ("{{ -x }}", 5, "x"),
    ("{{ x * 2 }}", 4, "x"),
    ("{{ x in [1] }}", 4, "x"),
    ("{{ (x) }}", 5, "x"),
    ("{% unless x %}{% endunless %}", 11, "x"),
    ("{% for i in [1] if x %}{% endfor %}", 20, "x"),
    ("{% autoescape x %}{% endautoescape %}", 15, "x"),
    ("{{ {x: 1} }}", 5, "x"),
    ('{% include x %}', 12, "x"),
    ("{{ x if true else 1 }}", 4, "x"),
    ("{{ 1 if x else 2 }}", 9, "x"),
])
def test_strict_errors(st, template, col, name):
    st.terr(template, 1, col, "'%s' is undefined" % name, *STRICT)


@pytest.mark.parametrize("template", [
    "{{ x is none }}",
    "{{ 1 is divisibleby(x) }}",
    "{{ x is divisibleby(1, 2) }}",
    "{{ x is odd }}",
    "{{ 1 is eq x }}",
])
def test_strict_errors_in_tests(st, template):
    st.error_re(template, r"t\.txt:1:\d+: 'x' is undefined", *STRICT)


def test_strict_attribute_of_present_mapping(st):
    st.terr("{{ user.name }}", 1, 4, "'user.name' is undefined", "--strict", "-J", "user={}")


def test_strict_deep_path(st):
    st.terr('{{ a.b[0]["k"] }}', 1, 4, "'a.b[0][\"k\"]' is undefined", "--strict", "-J", 'a={"b": [{}]}')


def test_strict_index_path(st):
    st.terr("{{ xs[5] }}", 1, 4, "'xs[5]' is undefined", "--strict", "-J", "xs=[1]")


def test_strict_literal_lookup(st):
    st.terr('{{ {"a": 1}.b }}', 1, 4, "'(expression).b' is undefined", "--strict")


def test_strict_second_line(st):
    st.terr("ok\n  {{ missing }}", 2, 6, "'missing' is undefined", "--strict")


@pytest.mark.parametrize("template,expected", [
    ("{{ x|default('d') }}", "d"),
    ("{{ x|d('d') }}", "d"),
    ("{% set y = x %}ok", "ok"),
    ("{% with a = x %}ok{% endwith %}", "ok"),
    ("{{ [x] }}", "[null]"),
    ('{{ {"k": x} }}', '{"k":null}'),
    ("{{ x is defined }}", "false"),
    ("{{ x is undefined }}", "true"),
    ("{{ x.y is defined }}", "false"),
    ("{{ x is not defined }}", "true"),
    ("{% macro m(a) %}{{ a is defined }}{% endmacro %}{{ m(x) }}", "false"),
    ("{% macro m(a) %}{{ a is defined }}{% endmacro %}{{ m() }}", "false"),
    ("{{ 1 or x }}", "1"),
    ("{{ x is defined and x }}", "false"),
    ("{% do x %}ok", "ok"),
    ("{% if false %}{{ x }}{% endif %}ok", "ok"),
    ('{{ [{}]|map(attribute="a") }}', "[null]"),
    ('{{ [{"a": 1}, {}]|selectattr("a")|list }}', '[{"a":1}]'),
    ('{{ ({"a": 1}|attr("b"))|default("q") }}', "q"),
    ("{{ x|default(1) + 1 }}", "2"),
])
def test_strict_no_error(st, template, expected):
    st.ok(template, expected, *STRICT)


def test_strict_with_value_used_in_body(st):
    st.terr("{% with a = b %}{{ a }}{% endwith %}", 1, 20, "'b' is undefined", *STRICT)


def test_strict_set_value_used_later(st):
    st.terr("{% set q = x %}{{ q }}", 1, 19, "'x' is undefined", *STRICT)


def test_strict_macro_missing_argument_used(st):
    st.terr("{% macro m(a) %}{{ a }}{% endmacro %}{{ m() }}", 1, 20, "'a' is undefined", *STRICT)


def test_strict_attr_result_used(st):
    st.terr('{{ {"a": 1}|attr("b") }}', 1, 4, "'b' is undefined", *STRICT)


def test_strict_do_argument(st):
    st.error_re("{% do [].append(x) %}", r"t\.txt:1:\d+: 'x' is undefined", *STRICT)


def test_strict_range_argument(st):
    st.error_re("{{ range(x) }}", r"t\.txt:1:\d+: 'x' is undefined", *STRICT)


# ---------------------------------------------------------------- debug

@pytest.mark.parametrize("template,expected", [
    ("{{ user.email }}", "{{ user.email }}"),
    ('{{ x["k"] }}', '{{ x["k"] }}'),
    ("{{ x[0] }}", "{{ x[0] }}"),
    ("{{ x.y.z }}", "{{ x.y.z }}"),
    ('{{ {"a": 1}.b }}', "{{ (expression).b }}"),
    ("{{ [1][5] }}", "{{ (expression)[5] }}"),
    ("{{ 1 if false }}", "{{ (expression) }}"),
    ("{{ (x) }}", "{{ x }}"),
    ("{{ ((x)).y }}", "{{ x.y }}"),
    ("{% set q = x %}{{ q }}", "{{ x }}"),
    ("{% macro m(a) %}{{ a }}{% endmacro %}{{ m() }}", "{{ a }}"),
    ("{% macro m(a) %}{{ a }}{% endmacro %}{{ m(zz) }}", "{{ zz }}"),
    ("{% filter upper %}{{ x }}{% endfilter %}", "{{ X }}"),
    ("{% set b %}{{ x }}{% endset %}{{ b|length }}", "7"),
    ("[{{ x|upper }}]", "[]"),
    ("{{ x|default('d') }}", "d"),
    ("{{ [x] }}", "[null]"),
    ('{{ "a" ~ x }}', "a"),
    ("{{ loop.foo }}", "{{ loop.foo }}"),
    ("{% for i in [1] %}{{ loop.foo }}{% endfor %}", "{{ loop.foo }}"),
    ("{% for i in [1, 2] %}{{ loop.previtem }},{% endfor %}", "{{ loop.previtem }},1,"),
    ('{% for i in [1, 2] %}{{ loop["nextitem"] }},{% endfor %}', '2,{{ loop["nextitem"] }},'),
    ("{{ []|first }}", "{{ first }}"),
    ("{{ []|last }}", "{{ last }}"),
    ("{{ []|min }}", "{{ min }}"),
    ("{{ []|max }}", "{{ max }}"),
    ('{{ {"a": 1}|attr("b") }}', "{{ b }}"),
    ("{% if x %}a{% else %}b{% endif %}", "b"),
    ("{{ x is defined }}", "false"),
    ("{% with a = x %}{{ a }}{% endwith %}", "{{ x }}"),
    ("a{{ x }}b{{ y }}c", "a{{ x }}b{{ y }}c"),
    ("{{ x == y }}", "true"),
])
def test_debug(st, template, expected):
    st.ok(template, expected, *DEBUG)


def test_debug_not_escaped(st):
    st.ok('{{ x["<"] }}', '{{ x["<"] }}', *DEBUG, "-e")


@pytest.mark.parametrize("mode", ["html", "xml", "json", "shell"])
def test_debug_marker_never_escaped(st, mode):
    st.ok("{{ x }}", "{{ x }}", *DEBUG, "-e", "--escape-mode", mode)


def test_debug_call_undefined_error(st):
    st.terr("{{ x() }}", 1, 5, "'x' is not callable", *DEBUG)


def test_debug_arithmetic_error(st):
    st.terr("{{ x + 1 }}", 1, 6, "unsupported operand types for +: undefined and number", *DEBUG)
