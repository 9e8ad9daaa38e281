"""Statement structure, if, unless, case, for loops, loop variables, loop control, recursive loops."""
import pytest


# ---------------------------------------------------------------- structure

@pytest.mark.parametrize("template,line,col,msg", [
    ("{% if true %}", 1, 1, "unexpected end of template, expected 'endif'"),
    ("ab{% for x in [] %}", 1, 3, "unexpected end of template, expected 'endfor'"),
    ("{% macro m() %}", 1, 1, "unexpected end of template, expected 'endmacro'"),
    ("{% block b %}", 1, 1, "unexpected end of template, expected 'endblock'"),
    ("{% set x %}", 1, 1, "unexpected end of template, expected 'endset'"),
    ("{% with %}", 1, 1, "unexpected end of template, expected 'endwith'"),
    ("{% filter upper %}", 1, 1, "unexpected end of template, expected 'endfilter'"),
    ("{% autoescape true %}", 1, 1, "unexpected end of template, expected 'endautoescape'"),
    ("{% unless x %}", 1, 1, "unexpected end of template, expected 'endunless'"),
    ("{% case x %}", 1, 1, "unexpected end of template, expected 'endcase'"),
    ("{% capture x %}", 1, 1, "unexpected end of template, expected 'endcapture'"),
    ("{% macro m() %}{% endmacro %}{% call m() %}", 1, 30, "unexpected end of template, expected 'endcall'"),
    ("{% if true %}{% else %}", 1, 1, "unexpected end of template, expected 'endif'"),
    ("{% if true %}{% endfor %}", 1, 17, "unexpected 'endfor', expected 'endif'"),
    ("{% for x in y %}{% endif %}", 1, 20, "unexpected 'endif', expected 'endfor'"),
    ("{% for x in y %}{% when 1 %}{% endfor %}", 1, 20, "unexpected 'when', expected 'endfor'"),
    ("{% with %}{% elif x %}{% endwith %}", 1, 14, "unexpected 'elif', expected 'endwith'"),
    ("{% endif %}", 1, 4, "unexpected 'endif'"),
    ("{% else %}", 1, 4, "unexpected 'else'"),
    ("{% elif x %}", 1, 4, "unexpected 'elif'"),
    ("{% when x %}", 1, 4, "unexpected 'when'"),
    ("{% endfor %}", 1, 4, "unexpected 'endfor'"),
    ("{% endmacro %}", 1, 4, "unexpected 'endmacro'"),
    ("{% endblock %}", 1, 4, "unexpected 'endblock'"),
    ("{% endset %}", 1, 4, "unexpected 'endset'"),
    ("{% endcall %}", 1, 4, "unexpected 'endcall'"),
    ("{% if true %}{% endif x %}", 1, 23, "unexpected 'x'"),
    ("{% if true %}{% else 1 %}{% endif %}", 1, 22, "unexpected number 1"),
    ("{% for x in [] %}{% endfor x %}", 1, 28, "unexpected 'x'"),
    ("{% block a %}{% endblock b %}", 1, 26, "endblock name 'b' does not match block 'a'"),
    ("{% macro m() %}{% endmacro n %}", 1, 28, "endmacro name 'n' does not match macro 'm'"),
    ("{% if true %}\n  {% for x in y %}\n{% endif %}", 3, 4, "unexpected 'endif', expected 'endfor'"),
])
def test_structure_errors(st, template, line, col, msg):
    st.terr(template, line, col, msg)


def test_endblock_matching_name(st):
    st.ok("{% block a %}x{% endblock a %}", "x")


def test_endmacro_matching_name(st):
    st.ok("{% macro m() %}M{% endmacro m %}{{ m() }}", "M")


def test_statements_nest(st):
    st.ok("{% for i in [1, 2] %}{% if i > 1 %}{% with j = i * 2 %}{{ j }}{% endwith %}{% endif %}{% endfor %}", "4")


# ---------------------------------------------------------------- if

@pytest.mark.parametrize("template,expected", [
    ("{% if true %}a{% endif %}", "a"),
    ("{% if false %}a{% endif %}", ""),
    ("{% if false %}a{% else %}b{% endif %}", "b"),
    ("{% if false %}a{% elif true %}b{% else %}c{% endif %}", "b"),
    ("{% if false %}a{% elif false %}b{% elif 1 %}c{% else %}d{% endif %}", "c"),
    ("{% if 0 %}a{% elif '' %}b{% else %}c{% endif %}", "c"),
    ("{% if true %}a{% elif 1/0 %}b{% endif %}", "a"),
    ("{% if false %}{{ 1/0 }}{% else %}ok{% endif %}", "ok"),
    ("{% if true %}{% set v = 1 %}{% endif %}{{ v }}", "1"),
    ("{% if false %}{% set v = 1 %}{% else %}{% set w = 2 %}{% endif %}{{ v is defined }}{{ w }}", "false2"),
    ("{% if x %}a{% elif x.y %}b{% else %}c{% endif %}", "c"),
    ("{% if (1 if false) %}a{% else %}b{% endif %}", "b"),
    ("{% if [0] %}a{% endif %}", "a"),
    ("{% if 1 %}{% if 0 %}a{% else %}b{% endif %}{% endif %}", "b"),
])
def test_if(st, template, expected):
    st.ok(template, expected)


@pytest.mark.parametrize("template,col,msg", [
    ("{% if %}{% endif %}", 7, "unexpected end of tag"),
    ("{% if true %}{% elif %}{% endif %}", 22, "unexpected end of tag"),
    ("{% if true %}{% else x %}{% endif %}", 22, "unexpected 'x'"),
    ("{% if 1, 2 %}{% endif %}", 8, "unexpected ','"),
    ("{% if true %}{% else %}{% elif x %}{% endif %}", 27, "unexpected 'elif', expected 'endif'"),
    ("{% if true %}{% else %}{% else %}{% endif %}", 27, "unexpected 'else', expected 'endif'"),
    ("{% if 1/0 %}{% endif %}", 8, "division by zero"),
])
def test_if_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


def test_if_strict_elif(st):
    st.terr("{% if false %}{% elif x %}{% endif %}", 1, 23, "'x' is undefined", "--strict")


def test_if_strict_not_evaluated_elif(st):
    st.ok("{% if true %}a{% elif x %}b{% endif %}", "a", "--strict")


# ---------------------------------------------------------------- unless

@pytest.mark.parametrize("template,expected", [
    ("{% unless false %}a{% endunless %}", "a"),
    ("{% unless true %}a{% endunless %}", ""),
    ("{% unless true %}a{% else %}b{% endunless %}", "b"),
    ("{% unless [] %}body{% else %}other{% endunless %}", "body"),
    ('{% unless "false" %}body{% else %}other{% endunless %}', "other"),
    ("{% unless (1 if false) %}body{% endunless %}", "body"),
    ("{% unless x %}body{% endunless %}", "body"),
    ("{% unless false %}{% set v = 3 %}{% endunless %}{{ v }}", "3"),
])
def test_unless(st, template, expected):
    st.ok(template, expected)


@pytest.mark.parametrize("template,col,msg", [
    ("{% unless true %}{% elif x %}{% endunless %}", 21, "unexpected 'elif', expected 'endunless'"),
    ("{% unless x %}{% else %}{% else %}{% endunless %}", 28, "unexpected 'else', expected 'endunless'"),
    ("{% unless x %}{% when 1 %}{% endunless %}", 18, "unexpected 'when', expected 'endunless'"),
    ("{% unless %}{% endunless %}", 11, "unexpected end of tag"),
    ("{% unless x %}{% endunless x %}", 28, "unexpected 'x'"),
])
def test_unless_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


def test_unless_strict(st):
    st.terr("{% unless x %}{% endunless %}", 1, 11, "'x' is undefined", "--strict")


# ---------------------------------------------------------------- case

@pytest.mark.parametrize("template,expected", [
    ("{% case 2 %}{% when 1 %}one{% when 2 %}two{% endcase %}", "two"),
    ("{% case 2 %}{% when 1, 2 %}a{% when 2 %}b{% endcase %}", "a"),
    ("{% case 3 %}{% when 1 %}a{% else %}e{% endcase %}", "e"),
    ("{% case 3 %}{% when 1 %}a{% endcase %}", ""),
    ("{% case 1 %}{% endcase %}", ""),
    ("{% case 1 %}{% else %}e{% endcase %}", "e"),
    ("{% case 1 %} \n {% when 1 %}a{% endcase %}", "a"),
    ("{% case true %}{% when 1 %}a{% else %}e{% endcase %}", "e"),
    ("{% case 0 %}{% when false %}a{% else %}e{% endcase %}", "e"),
    ('{% case "1" %}{% when 1 %}a{% else %}e{% endcase %}', "e"),
    ("{% case 1 %}{% when 1.0 %}a{% else %}e{% endcase %}", "a"),
    ("{% case [1,2] %}{% when [1,2] %}a{% else %}e{% endcase %}", "a"),
    ('{% case {"a": 1} %}{% when {"a": 1} %}a{% else %}e{% endcase %}', "a"),
    ("{% case x %}{% when none %}n{% when y %}u{% endcase %}", "u"),
    ("{% case 1 %}{% when 1, 1/0 %}a{% endcase %}", "a"),
    ("{% case 1 %} {# c #} {% when 1 %}a{% endcase %}", "a"),
    ("{% case 1 %}{% when 1 %}{% set q = 5 %}{% endcase %}{{ q }}", "5"),
    ("{% case 2 %}{% when 1 %}{% else %}{% set q = 6 %}{% endcase %}{{ q }}", "6"),
    ('{% case "a" ~ "b" %}{% when "ab" %}yes{% endcase %}', "yes"),
    ("{% case 1 %}{% when 1 %}a{% when 1 %}b{% endcase %}", "a"),
    ("{% case 1 %}{% when 2 %}{{ 1/0 }}{% when 1 %}ok{% endcase %}", "ok"),
    ("{% for i in [1, 2, 3] %}{% case i %}{% when 1 %}a{% when 2 %}b{% else %}c{% endcase %}{% endfor %}", "abc"),
])
def test_case(st, template, expected):
    st.ok(template, expected)


@pytest.mark.parametrize("template,col,msg", [
    ("{% case 1 %}x{% when 1 %}{% endcase %}", 1, "only whitespace may appear between 'case' and the first 'when'"),
    ("{% case 1 %}{{ 2 }}{% when 1 %}{% endcase %}", 1, "only whitespace may appear between 'case' and the first 'when'"),
    ("{% case 1 %}{% if true %}{% endif %}{% when 1 %}{% endcase %}", 1,
     "only whitespace may appear between 'case' and the first 'when'"),
    ("ab{% case 1 %}x{% endcase %}", 3, "only whitespace may appear between 'case' and the first 'when'"),
    ("{% case 1 %}{% else %}{% when 1 %}{% endcase %}", 26, "unexpected 'when', expected 'endcase'"),
    ("{% case 1 %}{% when %}{% endcase %}", 21, "unexpected end of tag"),
    ("{% case 1 %}{% when 1, %}{% endcase %}", 24, "unexpected end of tag"),
    ("{% case 1 %}{% else %}{% else %}{% endcase %}", 26, "unexpected 'else', expected 'endcase'"),
    ("{% case %}{% endcase %}", 9, "unexpected end of tag"),
    ("{% case 3 %}{% when 1, 1/0 %}a{% endcase %}", 25, "division by zero"),
])
def test_case_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


def test_case_strict_expr_after_first_when_value(st):
    st.terr("{% case x %}{% when 1/0 %}a{% endcase %}", 1, 22, "division by zero", "--strict")


def test_case_strict_expr_error(st):
    st.terr("{% case x %}{% when 1 %}a{% endcase %}", 1, 9, "'x' is undefined", "--strict")


def test_case_strict_no_when(st):
    st.ok("{% case x %}{% else %}e{% endcase %}", "e", "--strict")


def test_case_strict_later_when_not_evaluated(st):
    st.ok("{% case 1 %}{% when 1 %}a{% when x %}b{% endcase %}", "a", "--strict")


def test_case_strict_when_value(st):
    st.terr("{% case 1 %}{% when 2, x %}a{% endcase %}", 1, 24, "'x' is undefined", "--strict")


# ---------------------------------------------------------------- for

@pytest.mark.parametrize("template,expected", [
    ("{% for x in [1, 2, 3] %}{{ x }}{% endfor %}", "123"),
    ('{% for c in "abc" %}{{ c }}-{% endfor %}', "a-b-c-"),
    ('{% for k in {"b": 1, "a": 2} %}{{ k }}{% endfor %}', "ba"),
    ("{% for i in x %}a{% else %}e{% endfor %}", "e"),
    ("{% for i in [] %}a{% else %}e{% endfor %}", "e"),
    ('{% for i in "" %}a{% else %}e{% endfor %}', "e"),
    ("{% for i in [1] %}a{% else %}e{% endfor %}", "a"),
    ('{% for k, v in {"a": 1, "b": 2}|items %}{{ k }}={{ v }};{% endfor %}', "a=1;b=2;"),
    ("{% for a, b, c in [[1, 2, 3], [4, 5, 6]] %}{{ a }}{{ b }}{{ c }}{% endfor %}", "123456"),
    ("{% for x in [1, 2, 3, 4] if x is even %}{{ loop.index }}:{{ x }},{{ loop.length }};{% endfor %}",
     "1:2,2;2:4,2;"),
    ("{% for x in [1, 3] if x is even %}a{% else %}none{% endfor %}", "none"),
    ("{% set xs = [1, 2] %}{% for x in xs %}{% do xs.append(3) %}{{ x }}{% endfor %}{{ xs|length }}", "124"),
    ("{% for i in [1] %}{% set v = 5 %}{% endfor %}{{ v is defined }}", "false"),
    ("{% set a = 1 %}{% for i in [1] %}{{ a }}{% set a = 2 %}{{ a }}{% endfor %}{{ a }}", "121"),
    ("{% for i in [1, 2] %}{{ v is defined }}{% set v = 1 %}{% endfor %}", "falsefalse"),
    ("{% set i = 9 %}{% for i in [1] %}{{ i }}{% endfor %}{{ i }}", "19"),
    ("{% for i in [1, 2] %}{% for j in [3, 4] %}{{ i }}{{ j }}{{ loop.index }} {% endfor %}{{ loop.index }}|{% endfor %}",
     "131 142 1|231 242 2|"),
    ("{% for i in range(3) %}{{ i }}{% endfor %}", "012"),
    ("{% for x in [[1, 2]] %}{{ x }}{% endfor %}", "[1,2]"),
    ("{% for k, v in [[1, 2]] if k == 1 %}{{ v }}{% endfor %}", "2"),
    ("{% for i in [3, 1, 2]|sort %}{{ i }}{% endfor %}", "123"),
    ("{% for x in [1, 2] if x > y %}{{ x }}{% endfor %}", None),
])
def test_for(st, template, expected):
    if expected is None:
        st.terr(template, 1, 25, "cannot compare number and undefined")
    else:
        st.ok(template, expected)


@pytest.mark.parametrize("template,col,msg", [
    ("{% for i in 5 %}{% endfor %}", 13, "number is not iterable"),
    ("{% for i in none %}{% endfor %}", 13, "none is not iterable"),
    ("{% for i in true %}{% endfor %}", 13, "boolean is not iterable"),
    ("{% for i in range %}{% endfor %}", 13, "macro is not iterable"),
    ("{% for i in (1 + 2) %}{% endfor %}", 14, "number is not iterable"),
    ("{% for a, b in [[1, 2, 3]] %}{% endfor %}", 1, "cannot unpack 3 values into 2 names"),
    ("{% for a, b in [[1]] %}{% endfor %}", 1, "cannot unpack 1 values into 2 names"),
    ("{% for a, b in [1] %}{% endfor %}", 1, "cannot unpack number into 2 names"),
    ('{% for a, b in ["ab"] %}{% endfor %}', 1, "cannot unpack string into 2 names"),
    ("x{% for a, b, c in [[1, 2]] %}{% endfor %}", 2, "cannot unpack 2 values into 3 names"),
    ("{% for %}{% endfor %}", 8, "unexpected end of tag"),
    ("{% for x %}{% endfor %}", 10, "unexpected end of tag"),
    ("{% for x in %}{% endfor %}", 13, "unexpected end of tag"),
    ("{% for x on y %}{% endfor %}", 10, "unexpected 'on'"),
    ("{% for x.y in z %}{% endfor %}", 9, "unexpected '.'"),
    ("{% for in in z %}{% endfor %}", 8, "unexpected 'in'"),
    ("{% for x in y if %}{% endfor %}", 18, "unexpected end of tag"),
    ("{% for x in [1] 5 %}{% endfor %}", 17, "unexpected number 5"),
    ("{% for x in [1] %}{% else %}{% else %}{% endfor %}", 32, "unexpected 'else', expected 'endfor'"),
])
def test_for_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


def test_for_strict_undefined(st):
    st.terr("{% for i in x %}{% endfor %}", 1, 13, "'x' is undefined", "--strict")


def test_for_conditional_iterable_requires_parens(st):
    # 'if' after the iterable starts the loop filter
    st.ok("{% for i in [1, 2, 3] if i != 2 %}{{ i }}{% endfor %}", "13")


# ---------------------------------------------------------------- loop variables

@pytest.mark.parametrize("attr,expected", [
    ("loop.index", "1,2,3,"),
    ("loop.index0", "0,1,2,"),
    ("loop.revindex", "3,2,1,"),
    ("loop.revindex0", "2,1,0,"),
    ("loop.first", "true,false,false,"),
    ("loop.last", "false,false,true,"),
    ("loop.length", "3,3,3,"),
    ("loop.previtem", ",a,b,"),
    ("loop.nextitem", "b,c,,"),
    ("loop.depth", "1,1,1,"),
    ("loop.depth0", "0,0,0,"),
    ("loop.previtem is defined", "false,true,true,"),
    ("loop.nextitem is defined", "true,true,false,"),
    ("loop.foo is defined", "false,false,false,"),
    ('loop.cycle("x", "y")', "x,y,x,"),
    ('loop.cycle("x")', "x,x,x,"),
    ('loop["index"]', "1,2,3,"),
])
def test_loop_variables(st, attr, expected):
    st.ok('{% for x in ["a", "b", "c"] %}{{ ' + attr + ' }},{% endfor %}', expected)


def test_loop_changed(st):
    st.ok("{% for x in [1, 1, 2, 2, 1] %}{{ loop.changed(x) }},{% endfor %}",
          "true,false,true,false,true,")


def test_loop_changed_multiple_args(st):
    st.ok("{% for x in [[1, 2], [1, 2], [1, 3]] %}{{ loop.changed(x[0], x[1]) }},{% endfor %}",
          "true,false,true,")


def test_loop_changed_no_args(st):
    st.ok("{% for x in [1, 2, 3] %}{{ loop.changed() }},{% endfor %}", "true,false,false,")


def test_loop_changed_compares_previous_call(st):
    st.ok("{% for x in [1, 2, 3] %}{% if x != 2 %}{{ loop.changed(1) }}{% endif %},{% endfor %}", "true,,false,")


def test_loop_filter_previtem(st):
    st.ok("{% for x in [1, 2, 3, 4] if x != 2 %}{{ loop.previtem }}>{{ x }};{% endfor %}", ">1;1>3;3>4;")


def test_loop_nested_own_loop(st):
    st.ok("{% for i in [1, 2] %}{% for j in [1, 2, 3] %}{% endfor %}{{ loop.length }}{% endfor %}", "22")


def test_loop_length_is_number(st):
    st.ok("{% for x in [1, 2] %}{{ loop.length + loop.index }}{% endfor %}", "34")


@pytest.mark.parametrize("template,col,msg", [
    ("{% for i in [1] %}{{ loop.cycle() }}{% endfor %}", 32, "loop.cycle requires at least one argument"),
    ("{% for i in [1] %}{{ loop.cycle(a=1) }}{% endfor %}", 32, "loop.cycle got an unexpected keyword argument 'a'"),
    ("{% for i in [1] %}{{ loop.changed(k=1) }}{% endfor %}", 34,
     "loop.changed got an unexpected keyword argument 'k'"),
    ("{% for i in [1] %}{{ loop([1]) }}{% endfor %}", 26, "'loop' is not callable"),
    ("{% for i in [1] %}{{ loop.index() }}{% endfor %}", 32, "'loop.index' is not callable"),
])
def test_loop_variable_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


def test_loop_set_shadows(st):
    st.ok("{% for i in [1] %}{% set loop = 5 %}{{ loop }}{% endfor %}", "5")


def test_loop_outside_loop_undefined(st):
    st.ok("{{ loop is defined }}", "false")


# ---------------------------------------------------------------- loop control

@pytest.mark.parametrize("template,expected", [
    ("{% for x in [1, 2, 3] %}{{ x }}{% if x == 2 %}{% break %}{% endif %}{% endfor %}", "12"),
    ("{% for x in [1, 2, 3] %}{% if x == 2 %}{% continue %}{% endif %}{{ x }}{% endfor %}", "13"),
    ("{% for x in [1, 2, 3] %}{% if x == 2 %}{% continue %}{% endif %}{{ loop.index }}{% endfor %}", "13"),
    ("{% for x in [1, 2] %}{% break %}{% else %}E{% endfor %}", ""),
    ("{% for x in [1] %}{% continue %}{% else %}E{% endfor %}", ""),
    ("{% for i in [1, 2] %}{% for j in [1, 2] %}{{ i }}{{ j }}{% break %}{% endfor %}{% endfor %}", "1121"),
    ("{% for i in [1, 2] %}{% with %}{% break %}{% endwith %}{{ i }}{% endfor %}", ""),
    ("{% for i in [1, 2] %}a{% unless false %}{% continue %}{% endunless %}b{% endfor %}", "aa"),
    ("{% for i in [1, 2] %}a{% capture c %}x{% break %}{% endcapture %}b{% endfor %}", "a"),
    ("{% for i in [1, 2] %}{% filter upper %}a{% break %}{% endfilter %}b{% endfor %}", ""),
    ("{% for i in [1, 2] %}{% filter upper %}a{% continue %}{% endfilter %}b{% endfor %}", ""),
    ("{% for i in [1, 2] %}{% autoescape true %}x{% break %}{% endautoescape %}{% endfor %}", "x"),
    ("{% for i in [1, 2, 3] %}{% set s %}{{ i }}{% if i == 2 %}{% break %}{% endif %}{% endset %}{{ s }}{% endfor %}", "1"),
    ("{% for i in [1, 2] %}{{ i }}{% case i %}{% when 1 %}{% continue %}{% endcase %}!{% endfor %}", "12!"),
    ("{% for i in [1, 2, 3] if i > 1 %}{% break %}{% else %}E{% endfor %}", ""),
])
def test_loop_control(st, template, expected):
    st.ok(template, expected)


@pytest.mark.parametrize("template,col,msg", [
    ("{% break %}", 1, "'break' outside of a loop"),
    ("{% continue %}", 1, "'continue' outside of a loop"),
    ("{% for x in [] %}{% else %}{% break %}{% endfor %}", 28, "'break' outside of a loop"),
    ("{% for x in [1] %}{% macro m() %}{% break %}{% endmacro %}{% endfor %}", 34, "'break' outside of a loop"),
    ("{% macro m() %}{% endmacro %}{% for x in [1] %}{% call m() %}{% continue %}{% endcall %}{% endfor %}", 62,
     "'continue' outside of a loop"),
    ("{% for x in [1] %}{% block b %}{% break %}{% endblock %}{% endfor %}", 32, "'break' outside of a loop"),
    ("{% for x in [1] %}{% for y in [] %}{% else %}{% continue %}{% endfor %}{% endfor %}", 46,
     "'continue' outside of a loop"),
    ("{% for x in [1] %}{% break x %}{% endfor %}", 28, "unexpected 'x'"),
    ("{% for x in [1] %}{% continue 1 %}{% endfor %}", 31, "unexpected number 1"),
    ("{% capture c %}{% break %}{% endcapture %}", 16, "'break' outside of a loop"),
    ("{% if true %}{% continue %}{% endif %}", 14, "'continue' outside of a loop"),
])
def test_loop_control_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


# ---------------------------------------------------------------- recursive loops

def test_recursive_loop(st):
    st.ok("{% for x in [[1, [2]], 3] recursive %}{% if x is list %}[{{ loop(x) }}]{% else %}{{ x }}{% endif %}{% endfor %}",
          "[1[2]]3")


def test_recursive_depth(st):
    st.ok("{% for x in [[1]] recursive %}{{ loop.depth }}{{ loop.depth0 }}{% if x is list %}{{ loop(x) }}{% endif %}{% endfor %}",
          "1021")


def test_recursive_tree(st):
    data = '[{"n": "a", "c": [{"n": "b", "c": []}, {"n": "c", "c": [{"n": "d", "c": []}]}]}]'
    st.ok("{% for i in t recursive %}<{{ i.n }}{{ loop(i.c) }}>{% endfor %}", "<a<b><c<d>>>", "-J", "t=" + data)


def test_recursive_filter_every_level(st):
    st.ok("{% for x in [[0, 6], 1] if x recursive %}{% if x is list %}{{ loop(x) }}{% else %}{{ x }}{% endif %}{% endfor %}",
          "61")


def test_recursive_else_body(st):
    st.ok("{% for x in [[]] recursive %}{% if x is list %}({{ loop(x) }}){% endif %}{% else %}E{% endfor %}", "(E)")


def test_recursive_else_undefined(st):
    st.ok("{% for x in [1] recursive %}[{{ loop(nothing) }}]{% else %}E{% endfor %}", "[E]")


def test_recursive_string_value(st):
    st.ok('{% for x in ["ab"] recursive %}{% if x|length > 1 %}{{ loop(x) }}{% else %}<{{ x }}>{% endif %}{% endfor %}',
          "<a><b>")


def test_recursive_loop_variables_per_call(st):
    st.ok("{% for x in [[1, 2, 3]] recursive %}{% if x is list %}{{ loop(x) }}{% else %}{{ loop.index }}/{{ loop.length }} {% endif %}{% endfor %}",
          "1/3 2/3 3/3 ")


def test_recursive_break_ends_only_call(st):
    st.ok("{% for x in [[1, 2], 3] recursive %}{% if x is list %}{{ loop(x) }}{% else %}{{ x }}{% break %}{% endif %}{% endfor %}",
          "13")


def test_recursive_unpack(st):
    st.ok("{% for k, v in [[1, [[2, []]]]] recursive %}{{ k }}{{ loop(v) }}{% endfor %}", "12")


def test_recursive_result_is_safe(st):
    st.ok("{% for x in [['<']] recursive %}{% if x is list %}{{ loop(x) }}{% else %}{{ x }}{% endif %}{% endfor %}",
          "&lt;", "-e")


def test_recursive_changed_new_memory(st):
    st.ok("{% for x in [1, [1]] recursive %}{% if x is list %}{{ loop(x) }}{% else %}{{ loop.changed(x) }}{% endif %},{% endfor %}",
          "true,true,,")


@pytest.mark.parametrize("template,col,msg", [
    ("{% for x in [1] recursive %}{{ loop() }}{% endfor %}", 36, "loop() takes exactly one argument"),
    ("{% for x in [1] recursive %}{{ loop(1, 2) }}{% endfor %}", 36, "loop() takes exactly one argument"),
    ("{% for x in [1] recursive %}{{ loop(v=[1]) }}{% endfor %}", 36, "loop() takes exactly one argument"),
    ("{% for x in [1] recursive %}{{ loop(5) }}{% endfor %}", 13, "number is not iterable"),
    ("{% for x in [1] recursive %}{{ loop(none) }}{% endfor %}", 13, "none is not iterable"),
    ("{% for x in [1] recursive %}{% for y in [1] %}{{ loop([]) }}{% endfor %}{% endfor %}", 54,
     "'loop' is not callable"),
    ("{% for x in xs recursive if x %}{% endfor %}", 26, "unexpected 'if'"),
    ("{% for x in [1] recursive %}{{ loop([1]) }}{% endfor %}", 36, "recursion limit exceeded"),
])
def test_recursive_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


RDL = "{% for x in [[[1]]] recursive %}{% if x is list %}{{ loop(x) }}{% endif %}{% endfor %}ok"


def test_recursive_depth_limit_ok(st):
    st.ok(RDL, "ok", "--max-depth", "2")


def test_recursive_depth_limit_exceeded(st):
    st.terr(RDL, 1, 58, "recursion limit exceeded", "--max-depth", "1")
