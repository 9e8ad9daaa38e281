"""Reference tests: statements (if, for, loop, set, with, macros, call, globals, autoescape, filter)."""
from helpers import fails, ok


def err(render, template, message, *args, data=None):
    fails(render(template, *args, data=data), 1, "<stdin>:" + message)


# ---- Statement structure -------------------------------------------------------------------


def test_unclosed_statement(render):
    err(render, "a\n {% for x in y %}{% if x %}", "2:18: unexpected end of template, expected 'endif'")


def test_mismatched_end_tag(render):
    err(render, "{% if 1 %}a{% endfor %}", "1:15: unexpected 'endfor', expected 'endif'")


def test_end_tag_at_top_level(render):
    err(render, "x {% endif %}", "1:6: unexpected 'endif'")


def test_else_at_top_level(render):
    err(render, "{% else %}", "1:4: unexpected 'else'")


def test_extra_tokens_in_end_tag(render):
    err(render, "{% if 1 %}{% endif x %}", "1:20: unexpected 'x'")


def test_endblock_name_matching(render):
    ok(render("{% block b %}x{% endblock b %}"), "x")


def test_endblock_name_mismatch(render):
    err(render, "{% block x %}a{% endblock y %}", "1:27: endblock name 'y' does not match block 'x'")


def test_endmacro_name_mismatch(render):
    err(render, "{% macro m() %}{% endmacro x %}", "1:28: endmacro name 'x' does not match macro 'm'")


# ---- Conditionals --------------------------------------------------------------------------


def test_if_elif_else(render):
    t = "{% if n == 1 %}one{% elif n == 2 %}two{% else %}many{% endif %}"
    assert render(t, data={"n": 1}).text == "one"
    assert render(t, data={"n": 2}).text == "two"
    assert render(t, data={"n": 3}).text == "many"


def test_if_without_else(render):
    ok(render("[{% if false %}x{% endif %}]"), "[]")


def test_later_conditions_not_evaluated(render):
    ok(render("{% if 1 %}a{% elif 1/0 %}b{% endif %}"), "a")


def test_elif_after_else(render):
    err(render, "{% if 1 %}{% else %}{% elif 2 %}{% endif %}", "1:24: unexpected 'elif', expected 'endif'")


def test_second_else(render):
    err(render, "{% if 1 %}a{% else %}b{% else %}c{% endif %}", "1:26: unexpected 'else', expected 'endif'")


def test_if_without_condition(render):
    err(render, "{% if %}{% endif %}", "1:7: unexpected end of tag")


def test_if_has_no_scope(render):
    ok(render("{% if 1 %}{% set z = 2 %}{% endif %}{{ z }}"), "2")


# ---- Loops ---------------------------------------------------------------------------------


def test_for_list(render):
    ok(render("{% for x in [1, 2, 3] %}{{ x }},{% endfor %}"), "1,2,3,")


def test_for_string(render):
    ok(render("{% for c in 'héj' %}[{{ c }}]{% endfor %}"), "[h][é][j]")


def test_for_mapping_keys(render):
    ok(render("{% for k in m %}{{ k }}{% endfor %}", data={"m": {"b": 1, "a": 2}}), "ba")


def test_for_unpack_items(render):
    ok(render("{% for k, v in {'a': 1, 'b': 2}|items %}{{ k }}={{ v }};{% endfor %}"), "a=1;b=2;")


def test_for_not_iterable(render):
    err(render, "{% for x in 5 %}{% endfor %}", "1:13: number is not iterable")


def test_for_none_not_iterable(render):
    err(render, "{% for x in none %}{% endfor %}", "1:13: none is not iterable")


def test_unpack_wrong_count(render):
    err(render, "x{% for a, b in [[1, 2], [3]] %}{% endfor %}", "1:2: cannot unpack 1 values into 2 names")


def test_unpack_not_list(render):
    err(render, "{% for a, b in [1] %}{% endfor %}", "1:1: cannot unpack number into 2 names")


def test_for_filter(render):
    ok(render("{% for x in [1, 2, 3] if x != 2 %}{{ loop.index }}/{{ loop.length }}:{{ x }} {% endfor %}"), "1/2:1 2/2:3 ")


def test_for_else_empty(render):
    ok(render("{% for x in [] %}x{% else %}none{% endfor %}"), "none")


def test_for_else_after_filter(render):
    ok(render("{% for x in [1] if x > 5 %}x{% else %}none{% endfor %}"), "none")


def test_for_else_not_when_items(render):
    ok(render("{% for x in [1] %}x{% else %}none{% endfor %}"), "x")


def test_loop_scope_not_leaking(render):
    ok(render("{% for x in [1] %}{% set y = x %}{% endfor %}[{{ y }}][{{ x }}]"), "[][]")


def test_loop_sees_outer(render):
    ok(render("{% set p = '>' %}{% for x in [1] %}{{ p }}{{ x }}{% endfor %}"), ">1")


def test_nested_loops_own_loop(render):
    ok(render("{% for x in [1, 2] %}{% for y in 'ab' %}{{ loop.index }}{% endfor %}{{ loop.index }}{% endfor %}"), "121122")


def test_iterable_evaluated_once(render):
    ok(render("{% set xs = [1, 2] %}{% for x in xs %}{% set xs = [] %}{{ x }}{% endfor %}"), "12")


# ---- Loop variables ------------------------------------------------------------------------


def test_loop_index_attributes(render):
    t = "{% for x in 'abc' %}{{ loop.index }}{{ loop.index0 }}{{ loop.revindex }}{{ loop.revindex0 }} {% endfor %}"
    ok(render(t), "1032 2121 3210 ")


def test_loop_first_last_length(render):
    t = "{% for x in 'ab' %}{{ loop.first }}/{{ loop.last }}/{{ loop.length }} {% endfor %}"
    ok(render(t), "true/false/2 false/true/2 ")


def test_loop_prev_next(render):
    t = "{% for x in 'abc' %}[{{ loop.previtem }}{{ loop.nextitem }}]{% endfor %}"
    ok(render(t), "[b][ac][b]")


def test_loop_prev_undefined_name(render):
    ok(render("{% for x in 'a' %}{{ loop.previtem }}{% endfor %}", "-u", "debug"), "{{ loop.previtem }}")


def test_loop_unknown_attribute(render):
    ok(render("{% for x in 'a' %}{{ loop.nope }}{% endfor %}", "-u", "debug"), "{{ loop.nope }}")


def test_loop_cycle(render):
    ok(render("{% for x in 'abcd' %}{{ loop.cycle('o', 'e', '3') }}{% endfor %}"), "oe3o")


def test_loop_cycle_no_arguments(render):
    err(render, "{% for x in 'a' %}{{ loop.cycle() }}{% endfor %}", "1:32: loop.cycle requires at least one argument")


def test_loop_cycle_keyword(render):
    err(render, "{% for x in 'a' %}{{ loop.cycle(a=1) }}{% endfor %}", "1:32: loop.cycle got an unexpected keyword argument 'a'")


def test_loop_depth_plain(render):
    ok(render("{% for x in 'a' %}{{ loop.depth }}{{ loop.depth0 }}{% endfor %}"), "10")


def test_loop_prints_nothing(render):
    ok(render("{% for x in 'a' %}[{{ loop }}]{% endfor %}"), "[]")


# ---- Loop control --------------------------------------------------------------------------


def test_break_continue(render):
    t = "{% for x in [1, 2, 3, 4] %}{% if x == 2 %}{% continue %}{% endif %}{% if x == 4 %}{% break %}{% endif %}{{ x }}{% endfor %}"
    ok(render(t), "13")


def test_break_inner_loop_only(render):
    ok(render("{% for x in 'ab' %}{% for y in 'xy' %}{% break %}{% endfor %}{{ x }}{% endfor %}"), "ab")


def test_break_outside_loop(render):
    err(render, "a{% break %}", "1:2: 'break' outside of a loop")


def test_continue_outside_loop(render):
    err(render, "{% continue %}", "1:1: 'continue' outside of a loop")


def test_break_in_loop_else(render):
    err(render, "{% for x in [] %}{% else %}{% break %}{% endfor %}", "1:28: 'break' outside of a loop")


def test_break_in_macro_inside_loop(render):
    err(render, "{% for x in [1] %}{% macro m() %}{% break %}{% endmacro %}{% endfor %}", "1:34: 'break' outside of a loop")


def test_break_takes_no_arguments(render):
    err(render, "{% for x in [1] %}{% break 1 %}{% endfor %}", "1:28: unexpected number 1")


# ---- Recursive loops -----------------------------------------------------------------------


def test_recursive_loop(render):
    t = "{% for x in t recursive %}<{{ x.n }}{{ loop.depth }}{{ loop(x.c) }}>{% endfor %}"
    data = {"t": [{"n": "a", "c": [{"n": "b", "c": []}]}, {"n": "c", "c": []}]}
    ok(render(t, data=data), "<a1<b2>><c1>")


def test_recursive_loop_else(render):
    ok(render("{% for x in [[]] recursive %}[{{ loop(x) }}]{% else %}E{% endfor %}"), "[E]")


def test_recursive_loop_argument_count(render):
    err(render, "{% for x in [1] recursive %}{{ loop() }}{% endfor %}", "1:36: loop() takes exactly one argument")


def test_non_recursive_loop_not_callable(render):
    err(render, "{% for x in [1] %}{{ loop([]) }}{% endfor %}", "1:26: 'loop' is not callable")


def test_recursive_result_safe(render):
    ok(render("{% for x in [['<']] recursive %}{{ x if x is string else loop(x) }}{% endfor %}", "-e"), "&lt;")


# ---- Assignments ---------------------------------------------------------------------------


def test_set(render):
    ok(render("{% set x = 1 + 2 %}{{ x }}"), "3")


def test_set_unpack(render):
    ok(render("{% set a, b = [1, 2] %}{{ a }}{{ b }}"), "12")


def test_set_unpack_error(render):
    err(render, "x\n{% set a, b = [1] %}", "2:1: cannot unpack 1 values into 2 names")


def test_set_target_not_name(render):
    err(render, "{% set 1 = 2 %}", "1:8: unexpected number 1")


def test_set_block(render):
    ok(render("{% set x %}  hi {{ 1 }}{% endset %}[{{ x }}]"), "[  hi 1]")


def test_set_block_filters(render):
    ok(render("{% set y | trim | upper %}  hi {% endset %}[{{ y }}]"), "[HI]")


def test_set_block_safe(render):
    ok(render("{% set x %}<b>{% endset %}{{ x }}", "-e"), "<b>")


def test_set_block_one_name(render):
    err(render, "{% set a, b %}{% endset %}", "1:13: unexpected end of tag")


def test_set_block_unclosed(render):
    err(render, "{% set a %}", "1:1: unexpected end of template, expected 'endset'")


# ---- Scoping -------------------------------------------------------------------------------


def test_set_replaces_global(render):
    ok(render("{% set g = 2 %}{{ g }}", data={"g": 1}), "2")


def test_macro_scope_not_leaking(render):
    ok(render("{% macro m() %}{% set q = 1 %}{% endmacro %}{{ m() }}[{{ q }}]"), "[]")


def test_block_scope_not_leaking(render):
    ok(render("{% block b %}{% set q = 1 %}{% endblock %}[{{ q }}]"), "[]")


def test_macro_does_not_see_caller_locals(render):
    ok(render("{% macro m() %}[{{ x }}]{% endmacro %}{% for x in [1] %}{{ m() }}{% endfor %}"), "[]")


def test_macro_sees_defining_scope_at_call_time(render):
    ok(render("{% macro m() %}{{ v }}{% endmacro %}{% set v = 'late' %}{{ m() }}"), "late")


# ---- With ----------------------------------------------------------------------------------


def test_with(render):
    ok(render("{% with a = 1, b = a + 1 %}{{ a }}{{ b }}{% endwith %}[{{ a }}]"), "12[]")


def test_with_empty(render):
    ok(render("{% with %}{% set q = 1 %}{{ q }}{% endwith %}[{{ q }}]"), "1[]")


def test_with_unclosed(render):
    err(render, "{% with a = 1 %}", "1:1: unexpected end of template, expected 'endwith'")


# ---- Macros --------------------------------------------------------------------------------


def test_macro_defaults(render):
    t = "{% macro m(a, b=a ~ '!') %}{{ a }}{{ b }}{% endmacro %}{{ m(1) }} {{ m(1, 2) }} {{ m(b=3, a=4) }} {{ m() }}"
    ok(render(t), "11! 12 43 !")


def test_macro_missing_parameter_undefined(render):
    ok(render("{% macro m(a) %}{{ a }}{% endmacro %}{{ m() }}", "-u", "debug"), "{{ a }}")


def test_macro_result_safe(render):
    ok(render("{% macro m() %}<i>{% endmacro %}{{ m() }}{{ m()|upper }}", "-e"), "<i>&lt;I&gt;")


def test_macro_too_many_arguments(render):
    err(render, "{% macro m(a) %}{% endmacro %}{{ m(1, 2) }}", "1:35: macro 'm' takes at most 1 argument (2 given)")


def test_macro_unexpected_keyword(render):
    err(render, "{% macro m(a) %}{% endmacro %}{{ m(z=1) }}", "1:35: macro 'm' got an unexpected keyword argument 'z'")


def test_macro_multiple_values(render):
    err(render, "{% macro m(a) %}{% endmacro %}{{ m(1, a=2) }}", "1:35: macro 'm' got multiple values for argument 'a'")


def test_macro_default_order(render):
    err(render, "{% macro m(a=1, b) %}{% endmacro %}", "1:17: parameter 'b' without a default follows a parameter with a default")


def test_macro_duplicate_parameter(render):
    err(render, "{% macro m(a, a) %}{% endmacro %}", "1:15: duplicate parameter 'a'")


def test_macro_trailing_comma(render):
    ok(render("{% macro m(a,) %}{{ a }}{% endmacro %}{{ m(5,) }}"), "5")


def test_macro_recursion(render):
    ok(render("{% macro r(n) %}{{ n }}{% if n > 0 %}{{ r(n - 1) }}{% endif %}{% endmacro %}{{ r(3) }}"), "3210")


def test_not_callable(render):
    err(render, "{{ x.y(1) }}", "1:7: 'x.y' is not callable", data={"x": {"y": 1}})


def test_caller_outside_call_block(render):
    err(render, "{% macro m() %}{{ caller() }}{% endmacro %}{{ m() }}", "1:25: 'caller' is not callable")


# ---- Call blocks ---------------------------------------------------------------------------


def test_call_block(render):
    ok(render("{% macro box() %}[{{ caller() }}]{% endmacro %}{% call box() %}in{% endcall %}"), "[in]")


def test_call_block_parameters(render):
    ok(render("{% macro m(x) %}<{{ caller(x * 2) }}>{% endmacro %}{% call(v) m(2) %}v={{ v }}{% endcall %}"), "<v=4>")


def test_call_block_sees_call_site(render):
    ok(render("{% macro m() %}{{ caller() }}{% endmacro %}{% for i in [7] %}{% call m() %}{{ i }}{% endcall %}{% endfor %}"), "7")


def test_call_block_caller_argument_error(render):
    err(render, "{% macro m() %}{{ caller(1) }}{% endmacro %}{% call m() %}{% endcall %}", "1:25: macro 'caller' takes at most 0 arguments (1 given)")


def test_call_requires_call(render):
    err(render, "{% call m %}{% endcall %}", "1:1: call tag requires a macro call")


def test_call_non_macro(render):
    err(render, "{% call range(1) %}{% endcall %}", "1:14: 'range' is not callable")


# ---- Global functions ----------------------------------------------------------------------


def test_range_forms(render):
    ok(render("{{ range(3) }} {{ range(1, 4) }} {{ range(5, 0, -2) }} {{ range(0) }}"), "[0,1,2] [1,2,3] [5,3,1] []")


def test_range_step_zero(render):
    err(render, "{{ range(1, 2, 0) }}", "1:9: range() step must not be zero")


def test_range_not_integer(render):
    err(render, "{{ range(1.5) }}", "1:9: range() arguments must be integers, not 1.5")


def test_range_argument_count(render):
    err(render, "{{ range() }}", "1:9: range() takes 1 to 3 arguments (0 given)")


def test_range_keyword(render):
    err(render, "{{ range(n=1) }}", "1:9: range() got an unexpected keyword argument 'n'")


def test_range_too_large(render):
    err(render, "{{ range(100001) }}", "1:9: range() result too large")


def test_range_limit_allowed(render):
    ok(render("{{ range(100000)|length }}"), "100000")


def test_dict(render):
    ok(render("{{ dict(a=1, b=[2]) }}"), '{"a":1,"b":[2]}')


def test_dict_positional(render):
    err(render, "{{ dict(1) }}", "1:8: dict() takes only keyword arguments")


# ---- Autoescaping --------------------------------------------------------------------------


def test_autoescape_option(render):
    ok(render("<p>{{ s }}</p>", "-e", data={"s": "<&\"'>"}), "<p>&lt;&amp;&#34;&#39;&gt;</p>")


def test_no_autoescape_by_default(render):
    ok(render("{{ '<' }}"), "<")


def test_autoescape_safe_not_escaped(render):
    ok(render("{{ '<b>'|safe }}", "--autoescape"), "<b>")


def test_autoescape_text_form(render):
    ok(render("{{ ['<'] }}", "-e"), '[&#34;&lt;&#34;]')


def test_autoescape_block(render):
    ok(render("{% autoescape false %}{{ '<' }}{% endautoescape %}{% autoescape true %}{{ '<' }}{% endautoescape %}{{ '<' }}"), "<&lt;<")


def test_autoescape_block_overrides_option(render):
    ok(render("{% autoescape false %}{{ '<' }}{% endautoescape %}", "-e"), "<")


def test_macro_escapes_by_call_site(render):
    ok(render("{% macro m() %}{{ '<' }}{% endmacro %}{% autoescape true %}{{ m() }}{% endautoescape %}"), "&lt;")


# ---- Filter blocks -------------------------------------------------------------------------


def test_filter_block(render):
    ok(render("{% filter upper %}ab{{ 'c' }}{% endfilter %}"), "ABC")


def test_filter_block_chain(render):
    ok(render("{% filter trim | replace('a', 'b') %}  aa  {% endfilter %}"), "bb")


def test_filter_block_escaped(render):
    ok(render("{% filter upper %}<b>{% endfilter %}", "-e"), "&lt;B&gt;")


def test_filter_block_unknown(render):
    err(render, "{% filter nope %}{% endfilter %}", "1:11: unknown filter 'nope'")


# ---- Recursion limit -----------------------------------------------------------------------


def test_macro_recursion_limit_ok(render):
    ok(render("{% macro r(n) %}{% if n > 0 %}{{ r(n - 1) }}{% else %}ok{% endif %}{% endmacro %}{{ r(63) }}"), "ok")


def test_macro_recursion_limit_exceeded(render):
    err(render, "{% macro r(n) %}{% if n > 0 %}{{ r(n - 1) }}{% else %}ok{% endif %}{% endmacro %}{{ r(64) }}", "1:35: recursion limit exceeded")
