"""Statements: structure, if, unless, case, for, loop variables, break/continue, recursive loops."""
import pytest

from conftest import run, render, out, fails, fails_msg, TNAME


# ---------------------------------------------------------------- structure

@pytest.mark.parametrize("tpl,msg,at", [
    ("{% if true %}", "unexpected end of template, expected 'endif'", "{%"),
    ("a{% for x in [] %}b", "unexpected end of template, expected 'endfor'", "{%"),
    ("{% set x %}", "unexpected end of template, expected 'endset'", "{%"),
    ("{% macro m() %}", "unexpected end of template, expected 'endmacro'", "{%"),
    ("{% block b %}", "unexpected end of template, expected 'endblock'", "{%"),
    ("{% with %}", "unexpected end of template, expected 'endwith'", "{%"),
    ("{% filter upper %}", "unexpected end of template, expected 'endfilter'", "{%"),
    ("{% autoescape true %}", "unexpected end of template, expected 'endautoescape'", "{%"),
    ("{% unless x %}", "unexpected end of template, expected 'endunless'", "{%"),
    ("{% case 1 %}", "unexpected end of template, expected 'endcase'", "{%"),
    ("{% capture c %}", "unexpected end of template, expected 'endcapture'", "{%"),
    ("{% macro m() %}{% endmacro %}{% call m() %}", "unexpected end of template, expected 'endcall'", ("{%", 2)),
    ("{% for x in [] %}{% endif %}", "unexpected 'endif', expected 'endfor'", "endif"),
    ("{% if true %}{% for x in [] %}{% endif %}", "unexpected 'endif', expected 'endfor'", "endif"),
    ("{% endif %}", "unexpected 'endif'", "endif"),
    ("{% else %}", "unexpected 'else'", "else"),
    ("{% when 1 %}", "unexpected 'when'", "when"),
    ("{% elif x %}", "unexpected 'elif'", "elif"),
    ("{% endfor %}", "unexpected 'endfor'", "endfor"),
    ("{% endblock %}", "unexpected 'endblock'", "endblock"),
    ("{% for x in [] %}{% elif x %}{% endfor %}", "unexpected 'elif', expected 'endfor'", "elif"),
    ("{% with %}{% else %}{% endwith %}", "unexpected 'else', expected 'endwith'", "else"),
    ("{% if true %}{% endif x %}", "unexpected 'x'", "x %"),
    ("{% if true %}{% else 1 %}{% endif %}", "unexpected number 1", "1"),
    ("{% for x in [] %}{% endfor 2 %}", "unexpected number 2", "2"),
    ("{% block a %}{% endblock b %}", "endblock name 'b' does not match block 'a'", ("b", 2)),
    ("{% macro m() %}{% endmacro n %}", "endmacro name 'n' does not match macro 'm'", "n %"),
])
def test_structure_errors(tpl, msg, at):
    fails(tpl, msg, at)


def test_endblock_with_name():
    assert out("{% block a %}A{% endblock a %}") == "A"


def test_endmacro_with_name():
    assert out("{% macro m() %}M{% endmacro m %}{{ m() }}") == "M"


# ---------------------------------------------------------------- if

@pytest.mark.parametrize("tpl,expected", [
    ("{% if true %}a{% endif %}", "a"),
    ("{% if false %}a{% endif %}", ""),
    ("{% if false %}a{% else %}b{% endif %}", "b"),
    ("{% if false %}a{% elif true %}b{% else %}c{% endif %}", "b"),
    ("{% if false %}a{% elif false %}b{% else %}c{% endif %}", "c"),
    ("{% if false %}a{% elif 0 %}b{% elif 1 %}c{% elif 1 %}d{% endif %}", "c"),
    ("{% if true %}a{% elif 1/0 %}b{% endif %}", "a"),
    ("{% if true %}a{% else %}{{ 1/0 }}{% endif %}", "a"),
    ("{% if true %}{% set a = 1 %}{% endif %}{{ a }}", "1"),
    ("{% if false %}{% set a = 1 %}{% else %}{% set a = 2 %}{% endif %}{{ a }}", "2"),
    ("{% if 1 if 0 %}a{% else %}b{% endif %}", "b"),
    ("{% if x.y.z %}a{% else %}b{% endif %}", "b"),
    ("{% if [0] %}a{% endif %}", "a"),
    ("{% if true %}{% if false %}x{% else %}y{% endif %}{% endif %}", "y"),
])
def test_if(tpl, expected):
    assert out(tpl) == expected


@pytest.mark.parametrize("tpl,msg,at", [
    ("{% if true %}{% else %}{% elif true %}{% endif %}", "unexpected 'elif', expected 'endif'", "elif"),
    ("{% if true %}{% else %}{% else %}{% endif %}", "unexpected 'else', expected 'endif'", ("else", 1)),
    ("{% if %}{% endif %}", "unexpected end of tag", "%}"),
    ("{% if true %}{% elif %}{% endif %}", "unexpected end of tag", ("%}", 1)),
    ("{% if true %}{% else x %}{% endif %}", "unexpected 'x'", "x"),
    ("{% if 1, 2 %}{% endif %}", "unexpected ','", ","),
])
def test_if_errors(tpl, msg, at):
    fails(tpl, msg, at)


# ---------------------------------------------------------------- unless

@pytest.mark.parametrize("tpl,expected", [
    ("{% unless false %}B{% endunless %}", "B"),
    ("{% unless true %}B{% endunless %}", ""),
    ("{% unless [] %}B{% else %}O{% endunless %}", "B"),
    ('{% unless "false" %}B{% else %}O{% endunless %}', "O"),
    ("{% unless 1 if 0 %}B{% endunless %}", "B"),
    ("{% unless x %}B{% endunless %}", "B"),
    ("{% unless false %}{% set q = 1 %}{% endunless %}{{ q }}", "1"),
])
def test_unless(tpl, expected):
    assert out(tpl) == expected


@pytest.mark.parametrize("tpl,msg,at", [
    ("{% unless true %}{% elif x %}{% endunless %}", "unexpected 'elif', expected 'endunless'", "elif"),
    ("{% unless true %}{% else %}{% else %}{% endunless %}", "unexpected 'else', expected 'endunless'", ("else", 1)),
    ("{% unless true %}{% when 1 %}{% endunless %}", "unexpected 'when', expected 'endunless'", "when"),
    ("{% unless %}{% endunless %}", "unexpected end of tag", "%}"),
    ("{% unless true %}{% endunless x %}", "unexpected 'x'", "x %"),
])
def test_unless_errors(tpl, msg, at):
    fails(tpl, msg, at)


def test_unless_strict_undefined():
    fails("{% unless x %}{% endunless %}", "'x' is undefined", "x", "--strict")


# ---------------------------------------------------------------- case

@pytest.mark.parametrize("tpl,expected", [
    ("{% case 2 %}{% when 1 %}a{% when 2, 3 %}b{% else %}c{% endcase %}", "b"),
    ("{% case 3 %}{% when 1 %}a{% when 2, 3 %}b{% else %}c{% endcase %}", "b"),
    ("{% case 5 %}{% when 1 %}a{% when 2, 3 %}b{% else %}c{% endcase %}", "c"),
    ("{% case 5 %}{% when 1 %}a{% endcase %}", ""),
    ("{% case 1 %}{% endcase %}", ""),
    ("{% case 1 %}\n  {% when 1 %}a{% endcase %}", "a"),
    ("{% case 1 %} {# c #} {% when 1 %}a{% endcase %}", "a"),
    ("{% case true %}{% when 1 %}a{% else %}e{% endcase %}", "e"),
    ("{% case 0 %}{% when false %}a{% else %}e{% endcase %}", "e"),
    ('{% case "1" %}{% when 1 %}a{% else %}e{% endcase %}', "e"),
    ("{% case 1 %}{% when 1.0 %}a{% else %}e{% endcase %}", "a"),
    ("{% case [1, 2] %}{% when [1, 2] %}a{% else %}e{% endcase %}", "a"),
    ('{% case {"a": 1} %}{% when {"a": 1} %}a{% else %}e{% endcase %}', "a"),
    ("{% case x %}{% when none %}n{% when y %}u{% endcase %}", "u"),
    ("{% case 1 %}{% when 1, 1/0 %}a{% endcase %}", "a"),
    ("{% case 1 %}{% when 1 %}a{% when 1 %}b{% endcase %}", "a"),
    ("{% case 1 %}{% when 1 %}{% set q = 5 %}{% endcase %}{{ q }}", "5"),
    ("{% case 2 %}{% when 1 %}{% else %}{% set q = 6 %}{% endcase %}{{ q }}", "6"),
    ("{% set xs = [1, 2, 3] %}{% case xs.pop() %}{% when 1 %}a{% when 2 %}b{% when 3 %}c{% endcase %}{{ xs }}", "c[1,2]"),
    ('{% case "b" %}{% when "a" %}A{% when "b" %}B{% endcase %}', "B"),
    ('{% case "a"|safe %}{% when "a" %}A{% endcase %}', "A"),
    ("{% case 1 %}{% when 2 %}x{% else %}{% endcase %}", ""),
])
def test_case(tpl, expected):
    assert out(tpl) == expected


@pytest.mark.parametrize("tpl,msg,at", [
    ("{% case 1 %}x{% when 1 %}a{% endcase %}", "only whitespace may appear between 'case' and the first 'when'", "{%"),
    ("{% case 1 %}{{ 2 }}{% when 1 %}a{% endcase %}", "only whitespace may appear between 'case' and the first 'when'", "{%"),
    ("a {% case 1 %}{% if true %}{% endif %}{% when 1 %}{% endcase %}", "only whitespace may appear between 'case' and the first 'when'", "{%"),
    ("{% case 1 %}{% else %}{% when 1 %}{% endcase %}", "unexpected 'when', expected 'endcase'", "when"),
    ("{% case 1 %}{% when %}{% endcase %}", "unexpected end of tag", ("%}", 1)),
    ("{% case 1 %}{% when 1, %}{% endcase %}", "unexpected end of tag", ("%}", 1)),
    ("{% case 1 %}{% else %}{% else %}{% endcase %}", "unexpected 'else', expected 'endcase'", ("else", 1)),
    ("{% case %}{% endcase %}", "unexpected end of tag", "%}"),
])
def test_case_errors(tpl, msg, at):
    fails(tpl, msg, at)


def test_case_when_value_error():
    fails("{% case 3 %}{% when 1, 1/0 %}{% endcase %}", "division by zero", "/")


def test_case_strict_undefined_expr():
    fails("{% case x %}{% when 1 %}a{% endcase %}", "'x' is undefined", "x", "--strict")


def test_case_strict_when_evaluated_first():
    fails("{% case x %}{% when 1/0 %}a{% endcase %}", "division by zero", "/", "--strict")


def test_case_strict_no_when():
    assert out("{% case x %}{% else %}e{% endcase %}", "--strict") == "e"


def test_case_strict_undefined_when_not_evaluated():
    assert out("{% case 1 %}{% when 1 %}a{% when x %}b{% endcase %}", "--strict") == "a"


def test_case_strict_undefined_when_evaluated():
    fails("{% case 2 %}{% when 1 %}a{% when x %}b{% endcase %}", "'x' is undefined", ("x", 0), "--strict")


# ---------------------------------------------------------------- for

@pytest.mark.parametrize("tpl,expected", [
    ("{% for i in [1, 2, 3] %}{{ i }}{% endfor %}", "123"),
    ('{% for c in "abc" %}{{ c }}-{% endfor %}', "a-b-c-"),
    ('{% for k in {"b": 1, "a": 2} %}{{ k }}{% endfor %}', "ba"),
    ("{% for i in x %}a{% else %}e{% endfor %}", "e"),
    ("{% for i in [] %}a{% else %}e{% endfor %}", "e"),
    ('{% for i in "" %}a{% else %}e{% endfor %}', "e"),
    ("{% for i in [1] %}a{% else %}e{% endfor %}", "a"),
    ('{% for k, v in {"a": 1, "b": 2}|items %}{{ k }}={{ v }};{% endfor %}', "a=1;b=2;"),
    ("{% for a, b, c in [[1, 2, 3]] %}{{ c }}{{ b }}{{ a }}{% endfor %}", "321"),
    ("{% for i in [1, 2, 3, 4] if i is even %}{{ loop.index }}/{{ loop.length }}:{{ i }} {% endfor %}", "1/2:2 2/2:4 "),
    ("{% for i in [1] if i > 5 %}x{% else %}e{% endfor %}", "e"),
    ("{% set xs = [1, 2] %}{% for i in xs %}{% do xs.append(3) %}{{ i }}{% endfor %}", "12"),
    ("{% for i in [1] %}{% set z = 1 %}{% endfor %}{{ z is defined }}", "false"),
    ("{% set i = 9 %}{% for i in [1, 2] %}{% endfor %}{{ i }}", "9"),
    ("{% for i in [1, 2] %}{% for j in [3, 4] %}{{ i }}{{ j }},{% endfor %}{% endfor %}", "13,14,23,24,"),
    ("{% for a in [1, 2] %}{% for b in [1] %}{{ loop.index }}{% endfor %}{{ loop.index }}{% endfor %}", "1112"),
    ('{% for k, v in [["a", 1]] if v > 0 %}{{ k }}{% endfor %}', "a"),
    ("{% for i in range(3) %}{{ i }}{% endfor %}", "012"),
    ("{% for x in [[1, 2]] %}{{ x }}{% endfor %}", "[1,2]"),
    ("{% for i in [1, 2] %}{{ z }}{% set z = i %}{% endfor %}", ""),
])
def test_for(tpl, expected):
    assert out(tpl) == expected


@pytest.mark.parametrize("tpl,msg,at", [
    ("{% for i in 5 %}{% endfor %}", "number is not iterable", "5"),
    ("{% for i in none %}{% endfor %}", "none is not iterable", "none"),
    ("{% for i in true %}{% endfor %}", "boolean is not iterable", "true"),
    ("{% for i in range %}{% endfor %}", "macro is not iterable", "range"),
    ("{% for i in (1 + 2) %}{% endfor %}", "number is not iterable", "1"),
    ("x\n{% for a, b in [[1, 2, 3]] %}{% endfor %}", "cannot unpack 3 values into 2 names", "{%"),
    ("{% for a, b in [1] %}{% endfor %}", "cannot unpack number into 2 names", "{%"),
    ('{% for a, b in ["ab"] %}{% endfor %}', "cannot unpack string into 2 names", "{%"),
    ("{% for a, b, c in [[1]] %}{% endfor %}", "cannot unpack 1 values into 3 names", "{%"),
    ("{% for in [1] %}{% endfor %}", "unexpected 'in'", "in"),
    ("{% for x [1] %}{% endfor %}", "unexpected '['", "["),
    ("{% for x in %}{% endfor %}", "unexpected end of tag", "%}"),
])
def test_for_errors(tpl, msg, at):
    fails(tpl, msg, at)


# ---------------------------------------------------------------- loop variables

def test_loop_counters():
    tpl = ("{% for x in 'abc' %}{{ loop.index }}{{ loop.index0 }}{{ loop.revindex }}{{ loop.revindex0 }}"
           "{{ loop.first }}{{ loop.last }}{{ loop.length }};{% endfor %}")
    assert out(tpl) == "1032truefalse3;2121falsefalse3;3210falsetrue3;"


def test_loop_previtem_nextitem():
    assert out("{% for x in [1, 2, 3] %}{{ loop.previtem }}-{{ loop.nextitem }},{% endfor %}") == "-2,1-3,2-,"


def test_loop_previtem_debug_names():
    tpl = "{% for x in [1] %}{{ loop.previtem }}|{{ loop.nextitem }}|{{ loop['nextitem'] }}|{{ loop.foo }}{% endfor %}"
    assert out(tpl, "-u", "debug") == '{{ loop.previtem }}|{{ loop.nextitem }}|{{ loop["nextitem"] }}|{{ loop.foo }}'


def test_loop_depth():
    assert out("{% for x in [1] %}{{ loop.depth }}{{ loop.depth0 }}{% endfor %}") == "10"


def test_loop_cycle():
    assert out("{% for i in [1, 2, 3] %}{{ loop.cycle('a', 'b') }}{% endfor %}") == "aba"


def test_loop_cycle_single():
    assert out("{% for i in [1, 2] %}{{ loop.cycle('a') }}{% endfor %}") == "aa"


def test_loop_cycle_no_args():
    fails("{% for i in [1] %}{{ loop.cycle() }}{% endfor %}", "loop.cycle requires at least one argument", "(")


def test_loop_cycle_keyword():
    fails("{% for i in [1] %}{{ loop.cycle(a=1) }}{% endfor %}", "loop.cycle got an unexpected keyword argument 'a'", "(")


def test_loop_changed():
    assert out("{% for x in [1, 1, 2, 2, 1] %}{% if loop.changed(x) %}{{ x }}{% endif %}{% endfor %}") == "121"


def test_loop_changed_multiple_args():
    tpl = "{% for x in [[1, 2], [1, 2], [1, 3]] %}{{ loop.changed(x[0], x[1]) }},{% endfor %}"
    assert out(tpl) == "true,false,true,"


def test_loop_changed_no_args():
    assert out("{% for x in [1, 2] %}{{ loop.changed() }},{% endfor %}") == "true,false,"


def test_loop_changed_keyword():
    fails("{% for i in [1] %}{{ loop.changed(k=1) }}{% endfor %}", "loop.changed got an unexpected keyword argument 'k'", "(")


def test_loop_length_with_filter_and_last():
    tpl = "{% for i in [1, 2, 3, 4, 5] if i > 2 %}{{ i }}{% if loop.last %}!{% endif %}{{ loop.revindex }}{% endfor %}"
    assert out(tpl) == "33425!1"


def test_loop_nextitem_with_filter():
    assert out("{% for i in [1, 2, 3, 4] if i is odd %}{{ loop.nextitem }},{% endfor %}") == "3,,"


# ---------------------------------------------------------------- loop control

@pytest.mark.parametrize("tpl,expected", [
    ("{% for i in [1, 2, 3] %}{% if i == 2 %}{% break %}{% endif %}{{ i }}{% endfor %}", "1"),
    ("{% for i in [1, 2, 3] %}{% if i == 2 %}{% continue %}{% endif %}{{ i }}{% endfor %}", "13"),
    ("{% for i in [1, 2] %}a{% break %}b{% endfor %}", "a"),
    ("{% for i in [1, 2, 3] %}{% if i == 2 %}{% continue %}{% endif %}{{ loop.index }}{% endfor %}", "13"),
    ("{% for i in [1] %}{% break %}{% else %}e{% endfor %}", ""),
    ("{% for i in [1, 2] %}{% continue %}{% else %}e{% endfor %}", ""),
    ("{% for i in [1, 2] %}{% with %}{% break %}{% endwith %}{{ i }}{% endfor %}", ""),
    ("{% for i in [1, 2] %}{% for j in [1, 2] %}{% break %}{% endfor %}{{ i }}{% endfor %}", "12"),
    ("{% for i in [1, 2, 3] %}{% unless i != 2 %}{% continue %}{% endunless %}{{ i }}{% endfor %}", "13"),
    ("{% for i in [1, 2, 3] %}{% case i %}{% when 2 %}{% break %}{% endcase %}{{ i }}{% endfor %}", "1"),
    ("{% for i in [1, 2] %}{% filter upper %}a{% break %}{% endfilter %}{% endfor %}", ""),
    ("{% for i in [1, 2] %}{% set s %}a{% continue %}{% endset %}{{ i }}{% endfor %}", ""),
    ("{% for i in [1, 2] %}x{% autoescape true %}{% continue %}{% endautoescape %}y{% endfor %}", "xx"),
])
def test_loop_control(tpl, expected):
    assert out(tpl) == expected


@pytest.mark.parametrize("tpl,msg", [
    ("{% break %}", "'break' outside of a loop"),
    ("{% continue %}", "'continue' outside of a loop"),
    ("{% if true %}{% break %}{% endif %}", "'break' outside of a loop"),
    ("{% for i in [] %}{% else %}{% break %}{% endfor %}", "'break' outside of a loop"),
    ("{% for i in [1] %}{% macro m() %}{% break %}{% endmacro %}{% endfor %}", "'break' outside of a loop"),
    ("{% macro w() %}{% endmacro %}{% for i in [1] %}{% call w() %}{% continue %}{% endcall %}{% endfor %}",
     "'continue' outside of a loop"),
    ("{% for i in [1] %}{% block b %}{% break %}{% endblock %}{% endfor %}", "'break' outside of a loop"),
    ("{% for i in [1] %}{% for j in [] %}{% else %}{% break %}{% endfor %}{% endfor %}", "'break' outside of a loop"),
    ("{% capture c %}{% break %}{% endcapture %}", "'break' outside of a loop"),
])
def test_loop_control_outside(tpl, msg):
    word = "break" if "break" in msg else "continue"
    idx = tpl.index("{% " + word)
    fails(tpl, msg, idx)


def test_break_takes_no_argument():
    fails("{% for i in [1] %}{% break 1 %}{% endfor %}", "unexpected number 1", "1 %")


def test_continue_takes_no_argument():
    fails("{% for i in [1] %}{% continue x %}{% endfor %}", "unexpected 'x'", "x %")


# ---------------------------------------------------------------- recursive loops

TREE = [{"n": "a", "c": [{"n": "b", "c": []}]}, {"n": "c", "c": []}]


def test_recursive_loop():
    tpl = "{% for x in t recursive %}{{ x.n }}{{ loop.depth }}[{{ loop(x.c) }}]{% endfor %}"
    assert out(tpl, v={"t": TREE}) == "a1[b2[]]c1[]"


def test_recursive_loop_depth0():
    tpl = "{% for x in t recursive %}{{ loop.depth0 }}{{ loop(x.c) }}{% endfor %}"
    assert out(tpl, v={"t": TREE}) == "0100"


def test_recursive_filter_every_level():
    tpl = "{% for x in [[0, 6], 1] if x recursive %}{% if x is list %}{{ loop(x) }}{% else %}{{ x }}{% endif %}{% endfor %}"
    assert out(tpl) == "61"


def test_recursive_else_body():
    assert out("{% for x in [[]] recursive %}[{{ loop(x) }}]{% else %}E{% endfor %}") == "[E]"


def test_recursive_own_loop_counters():
    tpl = ("{% for x in [[5, 6]] recursive %}{% if x is list %}{{ loop(x) }}{% else %}"
           "{{ loop.index }}/{{ loop.length }}{% endif %}{% endfor %}")
    assert out(tpl) == "1/22/2"


def test_recursive_break_only_inner_call():
    tpl = ("{% for x in [[1, 2], 3] recursive %}{% if x is list %}{{ loop(x) }}{% else %}"
           "{{ x }}{% if loop.depth == 2 %}{% break %}{% endif %}{% endif %}{% endfor %}")
    assert out(tpl) == "13"


def test_recursive_unpack():
    tpl = "{% for k, v in [['a', [['b', []]]]] recursive %}{{ k }}{{ loop(v) }}{% endfor %}"
    assert out(tpl) == "ab"


def test_recursive_string_value():
    tpl = "{% for x in ['ab'] recursive %}{% if loop.depth == 1 %}{{ loop(x) }}{% else %}<{{ x }}>{% endif %}{% endfor %}"
    assert out(tpl) == "<a><b>"


def test_recursive_undefined_value_else():
    assert out("{% for x in [1] recursive %}{{ loop(x.c) }}{% else %}E{% endfor %}") == "E"


def test_recursive_result_safe():
    tpl = "{% for x in ['<'] recursive %}{% if loop.depth == 1 %}{{ loop(['<']) }}{% else %}{{ x }}{% endif %}{% endfor %}"
    assert out(tpl, "-e") == "&lt;"


@pytest.mark.parametrize("call", ["loop()", "loop([1], [2])", "loop(x=[1])"])
def test_recursive_arg_count(call):
    tpl = "{% for x in [1] recursive %}{{ " + call + " }}{% endfor %}"
    fails(tpl, "loop() takes exactly one argument", tpl.index("loop(") + 4)


def test_non_recursive_loop_not_callable():
    fails("{% for x in [1] %}{{ loop([]) }}{% endfor %}", "'loop' is not callable", "(")


def test_nested_non_recursive_loop_not_callable():
    tpl = "{% for x in [1] recursive %}{% for y in [2] %}{{ loop([]) }}{% endfor %}{% endfor %}"
    fails(tpl, "'loop' is not callable", "(")


def test_recursive_after_filter_only():
    fails("{% for x in [1] recursive if x %}{% endfor %}", "unexpected 'if'", "if")


def test_recursive_bad_value():
    tpl = "{% for x in [1] recursive %}{{ loop(5) }}{% endfor %}"
    fails(tpl, "number is not iterable", "[1]")


def test_recursive_endless():
    fails_msg("{% for x in [1] recursive %}{{ loop([1]) }}{% endfor %}", "recursion limit exceeded")


def test_recursive_changed_new_memory():
    tpl = ("{% for x in [[1], [1]] recursive %}{% if x is list %}{{ loop(x) }}{% else %}"
           "{{ loop.changed(x) }}{% endif %}{% endfor %}")
    assert out(tpl) == "truetrue"
