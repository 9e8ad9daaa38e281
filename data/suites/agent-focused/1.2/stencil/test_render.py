from conftest import ok


def test_plain_text_kept_exactly(r):
    ok(r.render("a\r\nb {x}\n"), "a\r\nb {x}\n")


def test_number_formatting(r):
    ok(r.render("{{ 10/4 }} {{ 10/2 }} {{ 0.1+0.2 }} {{ 1e21 }} {{ 1e-7 }} {{ 3.0 }}"),
       "2.5 5 0.30000000000000004 1e+21 1e-7 3")


def test_arithmetic_floor_and_mod(r):
    ok(r.render("{{ -7 // 2 }} {{ -7 % 3 }} {{ 7 % -3 }} {{ 2 ** 10 }}"), "-4 2 -2 1024")


def test_print_json_forms(r):
    ok(r.render('{{ [1, "a\\"b", none, true, {"k": []}] }}|{{ none }}|{{ false }}'),
       '[1,"a\\"b",null,true,{"k":[]}]||false')


def test_mapping_key_order(r):
    ok(r.render('{{ {"b": 1, "10": 2, "a": 3, "2": 4} }}'), '{"2":4,"10":2,"b":1,"a":3}')


def test_lookup_dotted_and_index(r):
    ok(r.render("{{ u.name }} {{ xs[-1] }} {{ xs.0 }} {{ m[1] }}",
                "-J", 'u={"name":"Ann"}', "-J", "xs=[1,2,3]", "-J", 'm={"1":"one"}'),
       "Ann 3 1 one")


def test_undefined_lenient(r):
    ok(r.render("[{{ x }}][{{ x.y.z }}][{{ x is defined }}]"), "[][][false]")


def test_strict_undefined_error(r):
    assert r.render("ab {{ user.name }}", "--strict", "-J", "user={}") == (
        1, "", "stencil: <stdin>:1:7: 'user.name' is undefined\n")


def test_type_error_position(r):
    assert r.render("{{ 1 + 2 + none }}") == (
        1, "", "stencil: <stdin>:1:10: unsupported operand types for +: number and none\n")


def test_syntax_error_before_render_error(r):
    assert r.render("{{ 1/0 }}{% if %}") == (1, "", "stencil: <stdin>:1:16: unexpected end of tag\n")


def test_if_elif_else(r):
    t = "{% if n > 5 %}big{% elif n > 2 %}mid{% else %}small{% endif %}"
    ok(r.render(t, "-J", "n=3"), "mid")


def test_for_loop_variables(r):
    ok(r.render("{% for x in xs %}{{ loop.index }}{{ x }}{% if not loop.last %},{% endif %}{% endfor %}",
                "-J", 'xs=["a","b","c"]'), "1a,2b,3c")


def test_for_else_and_filter(r):
    ok(r.render("{% for x in [1,2,3,4] if x > 2 %}{{ x }}/{{ loop.length }} {% endfor %}"
                "{% for x in [] %}x{% else %}empty{% endfor %}"), "3/2 4/2 empty")


def test_for_over_mapping_items(r):
    ok(r.render('{% for k, v in {"a": 1, "b": 2}|items %}{{ k }}={{ v }};{% endfor %}'), "a=1;b=2;")


def test_break_continue(r):
    ok(r.render("{% for i in range(10) %}{% if i == 1 %}{% continue %}{% endif %}"
                "{% if i == 4 %}{% break %}{% endif %}{{ i }}{% endfor %}"), "023")


def test_filters_basic(r):
    ok(r.render('{{ "hello world"|title }} {{ "ab"|upper }} {{ [3,1,2]|sort|join(",") }} '
                '{{ x|default("d") }} {{ "a,b,c"|split(",", 1) }}'),
       'Hello World AB 1,2,3 d ["a","b,c"]')


def test_set_and_scoping(r):
    ok(r.render("{% set x = 1 %}{% for i in [1] %}{% set x = 2 %}{% endfor %}{{ x }}"
                "{% if true %}{% set y = 3 %}{% endif %}{{ y }}"), "13")


def test_namespace_carries_out_of_loop(r):
    ok(r.render("{% set ns = namespace(c=0) %}{% for i in [1,2,3] %}{% set ns.c = ns.c + i %}"
                "{% endfor %}{{ ns.c }}"), "6")


def test_macro_defaults_and_call(r):
    ok(r.render('{% macro g(name, p="Hi") %}{{ p }} {{ name }}!{% endmacro %}'
                '{{ g("Bo") }}|{{ g("Al", p="Yo") }}'), "Hi Bo!|Yo Al!")


def test_whitespace_control(r):
    ok(r.render("a {{- 1 -}}\n b"), "a1b")


def test_trim_and_lstrip_blocks(r):
    ok(r.render("a\n  {% if true %}\n  y\n  {% endif %}\nb", "--trim-blocks", "--lstrip-blocks"),
       "a\n  y\nb")


def test_raw_and_comment(r):
    ok(r.render("{% raw %}{{ x }}{% endraw %}|{# {{ 1/0 }} #}|"), "{{ x }}||")


def test_autoescape(r):
    ok(r.render('{{ s }}|{{ s|safe }}|<b>', "-e", "-D", "s=<a href='x'>&"),
       "&lt;a href=&#39;x&#39;&gt;&amp;|<a href='x'>&|<b>")


def test_escape_mode_shell(r):
    ok(r.render("{{ s }} {{ x }}", "-e", "--escape-mode", "shell", "-D", "s=it's"),
       "'it'\\''s' ")


def test_include_with_context(r):
    r.write("inc/part.txt", "[{{ v }}]")
    r.write("main.txt", "{% for v in [1,2] %}{% include 'part.txt' %}{% endfor %}")
    ok(r.run("-I", "inc", "main.txt"), "[1][2]")


def test_include_missing(r):
    r.write("main.txt", "x\n {% include 'nope.txt' %}")
    assert r.run("main.txt") == (1, "", "stencil: main.txt:2:13: template 'nope.txt' not found\n")


def test_inheritance_super(r):
    r.write("base.txt", "<{% block b %}B{% endblock %}>")
    r.write("child.txt", "{% extends 'base.txt' %}{% block b %}b{{ super() }}{% endblock %}")
    r.write("grand.txt", "{% extends 'child.txt' %}ignored{% block b %}[{{ super() }}]{% endblock %}")
    ok(r.run("grand.txt"), "<[bB]>")


def test_import_macro(r):
    r.write("lib.txt", "{% set a = 1 %}{% macro m() %}a={{ a }}{% endmacro %}{% set _p = 2 %}")
    r.write("main.txt", "{% import 'lib.txt' as l %}{{ l.m() }} {{ l }}"
            "{% from 'lib.txt' import m as mm %} {{ mm() }}")
    ok(r.run("main.txt"), 'a=1 {"a":1,"m":null} a=1')


def test_recursion_limit(r):
    assert r.render("{% macro f(n) %}{{ f(n+1) }}{% endmacro %}{{ f(0) }}", "--max-depth", "3") == (
        1, "", "stencil: <stdin>:1:21: recursion limit exceeded\n")


def test_slicing(r):
    ok(r.render('{{ [1,2,3][3:0:-1] }} {{ "abc"[::-1] }} {{ [1,2,3][-10:10] }}'), "[3,2] cba [1,2,3]")
