"""Macros and call blocks."""
import pytest


# ---------------------------------------------------------------- macros

@pytest.mark.parametrize("template,expected", [
    ("{% macro m(a, b=2) %}{{ a }}{{ b }}{% endmacro %}{{ m(1) }}|{{ m(1, 3) }}|{{ m(b=4, a=5) }}", "12|13|54"),
    ("{% macro m() %}hi{% endmacro %}{{ m() }}", "hi"),
    ("{% macro m(a,) %}{{ a }}{% endmacro %}{{ m(7) }}", "7"),
    ("{% macro m(a, b=a ~ '!') %}{{ b }}{% endmacro %}{{ m('x') }}", "x!"),
    ("{% macro m(a) %}[{{ a }}]{% endmacro %}{{ m() }}", "[]"),
    ("{% macro m(a) %}{{ a is defined }}{% endmacro %}{{ m() }}", "false"),
    ("{% macro m() %}{{ a }}{% endmacro %}{% set a = 3 %}{{ m() }}", "3"),
    ("{% macro m() %}[{{ i }}]{% endmacro %}{% for i in [1] %}{{ m() }}{% endfor %}", "[]"),
    ("{% macro m() %}{{ caller is defined }}{% endmacro %}{{ m() }}", "false"),
    ("{% macro m() %}{% endmacro %}[{{ m() }}]{{ m() is string }}", "[]true"),
    ("{% macro m() %}x{% endmacro %}{{ m() is escaped }}", "true"),
    ("{% macro m() %}x{% endmacro %}{{ m() ~ m() }}", "xx"),
    ("{% macro m(n) %}{% if n > 0 %}{{ n }}{{ m(n - 1) }}{% endif %}{% endmacro %}{{ m(3) }}", "321"),
    ("{% macro m(x=[]) %}{% do x.append(1) %}{{ x }}{% endmacro %}{{ m() }}{{ m() }}", "[1][1]"),
    ("{% macro m(a, b) %}{{ a }}-{{ b }}{% endmacro %}{{ m(b=1, a=2) }}", "2-1"),
    ("{% set n = 1 %}{% macro m(a=n) %}{{ a }}{% endmacro %}{% set n = 2 %}{{ m() }}", "2"),
    ("{% macro m() %}{% set v = 1 %}{{ v }}{% endmacro %}{{ m() }}{{ v is defined }}", "1false"),
    ("{% if true %}{% macro m() %}M{% endif %}", None),
    ("{% if true %}{% macro m() %}M{% endmacro %}{% endif %}{{ m() }}", "M"),
    ("{% for i in [1] %}{% macro m() %}M{% endmacro %}{% endfor %}{{ m is defined }}", "false"),
    ("{% macro outer() %}{% macro inner() %}I{% endmacro %}{{ inner() }}{% endmacro %}{{ outer() }}{{ inner is defined }}",
     "Ifalse"),
    ("{% macro m(range) %}{{ range }}{% endmacro %}{{ m(5) }}{{ range(1) }}", "5[0]"),
    ("{% macro m() %}{{ x }}{% endmacro %}{% set x = 'outer' %}{% for i in [1] %}{% set x = 'loop' %}{{ m() }}{% endfor %}", "outer"),
])
def test_macros(st, template, expected):
    if expected is None:
        st.terr(template, 1, 33, "unexpected 'endif', expected 'endmacro'")
    else:
        st.ok(template, expected)


def test_macro_output_safe(st):
    st.ok("{% macro m() %}<b>{% endmacro %}{{ m() }}", "<b>", "-e")


def test_macro_output_filtered_escaped(st):
    st.ok("{% macro m() %}<b>{% endmacro %}{{ m()|upper }}", "&lt;B&gt;", "-e")


def test_macro_body_escaped(st):
    st.ok("{% macro m(v) %}<{{ v }}>{% endmacro %}{{ m('&') }}", "<&amp;>", "-e")


@pytest.mark.parametrize("template,col,msg", [
    ("{% macro m(a=1, b) %}{% endmacro %}", 17, "parameter 'b' without a default follows a parameter with a default"),
    ("{% macro m(a, a) %}{% endmacro %}", 15, "duplicate parameter 'a'"),
    ("{% macro m(a, b=1, a=2) %}{% endmacro %}", 20, "duplicate parameter 'a'"),
    ("{% macro if() %}{% endmacro %}", 10, "unexpected 'if'"),
    ("{% macro m %}{% endmacro %}", 12, "unexpected end of tag"),
    ("{% macro %}{% endmacro %}", 10, "unexpected end of tag"),
    ("{% macro m(1) %}{% endmacro %}", 12, "unexpected number 1"),
    ("{% macro m(a b) %}{% endmacro %}", 14, "unexpected 'b'"),
    ("{% macro m() x %}{% endmacro %}", 14, "unexpected 'x'"),
    ("{% macro m() %}{% endmacro %}{{ m(1) }}", 34, "macro 'm' takes at most 0 arguments (1 given)"),
    ("{% macro m(a) %}{% endmacro %}{{ m(1, 2) }}", 35, "macro 'm' takes at most 1 argument (2 given)"),
    ("{% macro m(a, b) %}{% endmacro %}{{ m(1, 2, 3) }}", 38, "macro 'm' takes at most 2 arguments (3 given)"),
    ("{% macro m(a) %}{% endmacro %}{{ m(z=1) }}", 35, "macro 'm' got an unexpected keyword argument 'z'"),
    ("{% macro m(a) %}{% endmacro %}{{ m(1, a=2) }}", 35, "macro 'm' got multiple values for argument 'a'"),
    ("{% macro m(a) %}{% endmacro %}{{ m(a=1, 2) }}", 41, "positional argument follows keyword argument"),
    ("{% macro m() %}{{ 1/0 }}{% endmacro %}{{ m() }}", 20, "division by zero"),
    ("{% macro m(a=1/0) %}{% endmacro %}{{ m() }}", 15, "division by zero"),
    ("{{ x() }}", 5, "'x' is not callable"),
    ("{{ (5)() }}", 7, "'(expression)' is not callable"),
    ('{{ "s"() }}', 7, "'(expression)' is not callable"),
])
def test_macro_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


def test_macro_default_not_evaluated_when_given(st):
    st.ok("{% macro m(a=1/0) %}{{ a }}{% endmacro %}{{ m(2) }}", "2")


def test_macro_error_in_body_position_multiline(st):
    st.terr("{% macro m() %}\n  {{ none + 1 }}\n{% endmacro %}\n{{ m() }}", 2, 11,
            "unsupported operand types for +: none and number")


# ---------------------------------------------------------------- recursion limit with macros

RECURSE = "{% macro r(n) %}{% if n > 0 %}{{ r(n - 1) }}{% endif %}{% endmacro %}{{ r(N) }}ok"


def test_macro_recursion_63_ok(st):
    st.ok(RECURSE.replace("N", "63"), "ok")


def test_macro_recursion_64_fails(st):
    st.terr(RECURSE.replace("N", "64"), 1, 35, "recursion limit exceeded")


def test_macro_recursion_max_depth(st):
    st.ok(RECURSE.replace("N", "4"), "ok", "--max-depth", "5")


def test_macro_recursion_max_depth_exceeded(st):
    st.terr(RECURSE.replace("N", "5"), 1, 35, "recursion limit exceeded", "--max-depth", "5")


def test_macro_recursion_max_depth_first_call(st):
    st.terr("{% macro m() %}{% endmacro %}{% macro w() %}{{ m() }}{% endmacro %}{{ w() }}", 1, 49,
            "recursion limit exceeded", "--max-depth", "1")


def test_macro_recursion_max_depth_one_ok(st):
    st.ok("{% macro m() %}x{% endmacro %}{{ m() }}{{ m() }}", "xx", "--max-depth", "1")


def test_infinite_macro_recursion(st):
    st.terr("{% macro m() %}{{ m() }}{% endmacro %}{{ m() }}", 1, 20, "recursion limit exceeded")


# ---------------------------------------------------------------- call blocks

@pytest.mark.parametrize("template,expected", [
    ("{% macro m() %}[{{ caller() }}]{% endmacro %}{% call m() %}x{% endcall %}", "[x]"),
    ("{% macro m() %}{{ caller(1, 2) }}{% endmacro %}{% call(a, b) m() %}{{ a }}{{ b }}{% endcall %}", "12"),
    ("{% macro m() %}{{ caller('x') }}{% endmacro %}{% call(a, b=a ~ '!') m() %}{{ b }}{% endcall %}", "x!"),
    ("{% macro m() %}{{ caller() }}{% endmacro %}{% call(a) m() %}[{{ a }}]{% endcall %}", "[]"),
    ("{% macro m() %}{{ caller(b=2, a=1) }}{% endmacro %}{% call(a, b) m() %}{{ a }}{{ b }}{% endcall %}", "12"),
    ("{% macro m() %}{{ caller() }}{{ caller() }}{% endmacro %}{% call m() %}{% increment c %}{% endcall %}", "01"),
    ("{% macro m() %}M{% endmacro %}{% call m() %}{{ 1/0 }}{% endcall %}", "M"),
    ("{% macro m() %}{{ caller is defined }}{% endmacro %}{% call m() %}{% endcall %}", "true"),
    ("{% macro m() %}[{{ caller }}]{% endmacro %}{% call m() %}x{% endcall %}", "[]"),
    ("{% macro m() %}{% set i = 'macro' %}{{ caller() }}{% endmacro %}{% for i in [1] %}{% call m() %}{{ i }}{% endcall %}{% endfor %}", "1"),
    ("{% macro m() %}{% set v = 'mv' %}{{ caller() }}{% endmacro %}{% call m() %}[{{ v }}]{% endcall %}", "[]"),
    ("{% macro m() %}{{ caller() }}{% endmacro %}{% set w = 1 %}{% call m() %}{{ w }}{% endcall %}", "1"),
    ("{% macro m() %}{{ caller() }}{% endmacro %}{% call m() %}{% set q = 1 %}{% endcall %}{{ q is defined }}", "false"),
    ("{% macro m(a, b) %}{{ a }}{{ caller() }}{{ b }}{% endmacro %}{% call m(1, b=3) %}2{% endcall %}", "123"),
    ("{% macro m() %}{{ caller()|upper }}{% endmacro %}{% call m() %}ab{% endcall %}", "AB"),
    ("{% macro m() %}{% for x in [1, 2] %}{{ caller(x) }}{% endfor %}{% endmacro %}{% call(v) m() %}<{{ v }}>{% endcall %}",
     "<1><2>"),
    ("{% macro inner() %}{{ caller() }}{% endmacro %}{% macro outer() %}{% call inner() %}[{{ caller() }}]{% endcall %}{% endmacro %}{% call outer() %}X{% endcall %}",
     "[X]"),
    ("{% macro m() %}{{ caller() is escaped }}{% endmacro %}{% call m() %}x{% endcall %}", "true"),
    ("{% macro m() %}{{ caller() }}{% endmacro %}{% call m() %}{{ loop is defined }}{% endcall %}", "false"),
    ("{% macro m() %}{{ caller() }}{% endmacro %}{% for i in [7] %}{% call m() %}{{ loop.index }}{{ i }}{% endcall %}{% endfor %}",
     "17"),
])
def test_call_blocks(st, template, expected):
    st.ok(template, expected)


def test_call_body_escaped_caller_safe(st):
    st.ok("{% macro m() %}{{ caller() }}{% endmacro %}{% call m() %}<{{ '<' }}{% endcall %}", "<&lt;", "-e")


def test_call_caller_filtered_escaped(st):
    st.ok("{% macro m() %}{{ caller()|upper }}{% endmacro %}{% call m() %}<{% endcall %}", "&lt;", "-e")


def test_call_caller_concat_escaped(st):
    st.ok("{% macro m() %}{{ caller() ~ '<' }}{% endmacro %}{% call m() %}<{% endcall %}", "&lt;&lt;", "-e")


@pytest.mark.parametrize("template,col,msg", [
    ("{% call 5 %}{% endcall %}", 1, "call tag requires a macro call"),
    ("{% macro m() %}{% endmacro %}{% call m %}{% endcall %}", 30, "call tag requires a macro call"),
    ("{% call range(3) %}x{% endcall %}", 14, "'range' is not callable"),
    ("{% call nomacro() %}x{% endcall %}", 16, "'nomacro' is not callable"),
    ("{% macro m() %}{{ caller(1) }}{% endmacro %}{% call m() %}{% endcall %}", 25,
     "macro 'caller' takes at most 0 arguments (1 given)"),
    ("{% macro m() %}{{ caller(k=1) }}{% endmacro %}{% call m() %}{% endcall %}", 25,
     "macro 'caller' got an unexpected keyword argument 'k'"),
    ("{% macro m() %}{{ caller(1, 2) }}{% endmacro %}{% call(a) m() %}{% endcall %}", 25,
     "macro 'caller' takes at most 1 argument (2 given)"),
    ("{% macro m() %}{% endmacro %}{% call(a, a) m() %}{% endcall %}", 41, "duplicate parameter 'a'"),
    ("{% macro m() %}{% endmacro %}{% call m() %}{% endcall x %}", 55, "unexpected 'x'"),
    ("{% macro m() %}{% endmacro %}{% call m() x %}{% endcall %}", 42, "unexpected 'x'"),
    ("{% macro m() %}{% endmacro %}{% call m(1) %}{% endcall %}", 39, "macro 'm' takes at most 0 arguments (1 given)"),
    ("{% call %}{% endcall %}", 9, "unexpected end of tag"),
])
def test_call_block_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


def test_caller_is_recursion_level(st):
    st.terr("{% macro m() %}{{ caller() }}{% endmacro %}{% call m() %}x{% endcall %}", 1, 25,
            "recursion limit exceeded", "--max-depth", "1")


def test_caller_within_limit(st):
    st.ok("{% macro m() %}{{ caller() }}{% endmacro %}{% call m() %}x{% endcall %}", "x", "--max-depth", "2")
