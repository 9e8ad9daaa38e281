import pytest
from conftest import check_error

# ---- includes ----

INC = [
    ("a{% include 'p.txt' %}b", {"p.txt": "[P]"}, "a[P]b"),
    ("{% set v = 1 %}{% include 'p.txt' %}", {"p.txt": "{{ v }}"}, "1"),
    ("{% for i in [1,2] %}{% include 'p.txt' %}{% endfor %}", {"p.txt": "{{ i }}{{ loop.index }}"}, "1122"),
    ("{% include 'p.txt' %}[{{ w }}]", {"p.txt": "{% set w = 5 %}"}, "[]"),
    ("{% set v = 1 %}{% include 'p.txt' without context %}", {"p.txt": "[{{ v }}]{{ g }}"}, "[]G"),
    ("{% set v = 1 %}{% include 'p.txt' with context %}", {"p.txt": "{{ v }}"}, "1"),
    ("{% include 'p.txt' with a = 1, b = a + 1 %}", {"p.txt": "{{ a }}{{ b }}"}, "12"),
    ("{% include 'nope.txt' ignore missing %}ok", {}, "ok"),
    ("{% include ['no.txt', 'p.txt'] %}", {"p.txt": "P"}, "P"),
    ("{% include ['no.txt', 'no2.txt'] ignore missing %}x", {}, "x"),
    ("{% include 'nope.txt' ignore missing with a = 1/0 %}ok", {}, "ok"),
    ("{% set n = 'p.txt' %}{% include n %}", {"p.txt": "P"}, "P"),
    ("{% include 'sub/q.txt' %}", {"sub/q.txt": "Q"}, "Q"),
    ("{% include 'p.txt' %}{% include 'p.txt' %}", {"p.txt": "{% increment c %}"}, "01"),
    ("{{ 'x' }}{% include 'p.txt' %}", {"p.txt": "a\n"}, "xa\n"),
    ("{% macro m() %}{% include 'p.txt' %}{% endmacro %}{% set v = 'outer' %}{{ m() }}", {"p.txt": "{{ v }}"}, "outer"),
]


@pytest.mark.parametrize("tpl,files,out", INC)
def test_include(st, tpl, files, out):
    st.ok(tpl, out, "-D", "g=G", files=files)


def test_include_search_path(st):
    st.write("d1/p.txt", "one")
    st.write("d2/p.txt", "two")
    st.write("d2/q.txt", "q2")
    st.ok("{% include 'p.txt' %}{% include 'q.txt' %}", "oneq2", "-I", "d1", "--include-path", "d2")


def test_include_search_path_order(st):
    st.write("d1/p.txt", "one")
    st.write("d2/p.txt", "two")
    st.ok("{% include 'p.txt' %}", "two", "-I", "d2", "-I", "d1")


def test_include_default_dir_is_template_dir(st):
    st.write("dir/main.txt", "{% include 'p.txt' %}")
    st.write("dir/p.txt", "inner")
    st.write("p.txt", "wrong")
    r = st.run(["dir/main.txt"])
    assert (r.rc, r.out) == (0, "inner")


def test_include_stdin_uses_cwd(st):
    st.write("p.txt", "cwd")
    r = st.run(["-"], stdin="{% include 'p.txt' %}")
    assert (r.rc, r.out) == (0, "cwd")


def test_include_skips_directory(st):
    (st.path / "d1" / "p.txt").mkdir(parents=True)
    st.write("d2/p.txt", "file")
    st.ok("{% include 'p.txt' %}", "file", "-I", "d1", "-I", "d2")


def test_include_with_I_ignores_template_dir(st):
    st.write("p.txt", "here")
    st.write("d1/x.txt", "")
    check_error(st, "{% include 'p.txt' %}", "template 'p.txt' not found", "'p.txt'", args=("-I", "d1"))


def test_include_autoescape_inherited(st):
    st.ok("{% include 'p.txt' %}", "&lt;", "-e", files={"p.txt": "{{ '<' }}"})


def test_include_autoescape_block_inherited(st):
    st.ok("{% autoescape true %}{% include 'p.txt' %}{% endautoescape %}", "&lt;", files={"p.txt": "{{ '<' }}"})


INC_ERR = [
    ("{% include 'nope.txt' %}", {}, "template 'nope.txt' not found", "'nope"),
    ("{% include ['a.txt', 'b.txt'] %}", {}, "none of the templates 'a.txt', 'b.txt' found", "["),
    ("{% include 5 %}", {}, "template name must be a string, not number", "5"),
    ("{% include ['a', 1] %}", {}, "template name must be a string, not number", "["),
    ("x\n{% include 't.txt' %}", {}, "recursion limit exceeded", "{%"),
    ("{% import 'nope.txt' as n %}", {}, "template 'nope.txt' not found", "'nope"),
    ("{% from 'nope.txt' import a %}", {}, "template 'nope.txt' not found", "'nope"),
    ("{% extends 'nope.txt' %}", {}, "template 'nope.txt' not found", "'nope"),
    ("{% extends none %}", {}, "template name must be a string, not none", "none"),
    ("{% from 'l.txt' import nope %}", {"l.txt": "{% set a = 1 %}"}, "template 'l.txt' does not export 'nope'", "nope"),
    ("{% from 'l.txt' import _p %}", {"l.txt": "{% set _p = 1 %}"}, "template 'l.txt' does not export '_p'", "_p"),
]


@pytest.mark.parametrize("tpl,files,msg,anchor", INC_ERR)
def test_include_errors(st, tpl, files, msg, anchor):
    check_error(st, tpl, msg, anchor, files=files)


def test_include_strict_undefined_name(st):
    check_error(st, "{% include x %}", "'x' is undefined", "x", args=("--strict",))


def test_error_inside_included_template(st):
    r = st.render("{% include 'p.txt' %}", files={"p.txt": "ab\n  {{ 1/0 }}"})
    assert (r.rc, r.out, r.err) == (1, "", "stencil: p.txt:2:7: division by zero\n")


def test_syntax_error_inside_included_template(st):
    r = st.render("ok{% include 'sub/p.txt' %}", files={"sub/p.txt": "{% if %}"})
    assert (r.rc, r.out, r.err) == (1, "", "stencil: sub/p.txt:1:7: unexpected end of tag\n")


def test_syntax_error_in_unrendered_include_ignored(st):
    st.ok("{% if false %}{% include 'p.txt' %}{% endif %}ok", "ok", files={"p.txt": "{% if %}"})


def test_missing_include_is_status_1(st):
    r = st.render("{% include 'nope.txt' %}")
    assert r.rc == 1


# ---- imports ----

IMP = [
    ("{% import 'l.txt' as l %}{{ l.m() }}{{ l.a }}", {"l.txt": "{% set a = 1 %}{% macro m() %}M{% endmacro %}"}, "M1"),
    ("{% import 'l.txt' as l %}{{ l|list }}{{ l.a }}", {"l.txt": "{% set a = 1 %}{% macro m() %}{% endmacro %}{% set a = 3 %}"}, '["a","m"]3'),
    ("{% import 'l.txt' as l %}{{ l }}", {"l.txt": "{% set a = 1 %}{% macro m() %}{% endmacro %}"}, '{"a":1,"m":null}'),
    ("{% import 'l.txt' as l %}[{{ l._p }}]{{ l|length }}", {"l.txt": "{% set _p = 1 %}{% set q = 2 %}"}, "[]1"),
    ("{% from 'l.txt' import a, m as n, %}{{ a }}{{ n() }}", {"l.txt": "{% set a = 1 %}{% macro m() %}N{% endmacro %}"}, "1N"),
    ("{% set v = 'mine' %}{% import 'l.txt' as l %}[{{ l.w }}]", {"l.txt": "{% set w = v %}"}, "[]"),
    ("{% import 'l.txt' as l %}{{ l.w }}", {"l.txt": "{% set w = g %}"}, "G"),
    ("{% import 'l.txt' as l %}x", {"l.txt": "OUTPUT{{ 1 }}"}, "x"),
    ("{% import 'l.txt' as l %}{% set a = 100 %}{{ l.m() }}", {"l.txt": "{% set a = 1 %}{% macro m() %}{{ a }}{% endmacro %}"}, "1"),
    ("{% from 'l.txt' import m %}{% set a = 100 %}{{ m() }}", {"l.txt": "{% set a = 1 %}{% macro m() %}{{ a }}{% endmacro %}"}, "1"),
    ("{% import 'l.txt' as l %}{% set l.a = 9 %}{{ l.a }}{{ l.m() }}", {"l.txt": "{% set a = 1 %}{% macro m() %}{{ a }}{% endmacro %}"}, "91"),
    ("{% for i in [1] %}{% import 'l.txt' as l %}{% endfor %}{{ l is defined }}", {"l.txt": ""}, "false"),
    ("{% if false %}{% import 'nope.txt' as l %}{% endif %}ok", {}, "ok"),
    ("{% import 'l.txt' as l %}{{ l.c.l.a }}", {"l.txt": "{% import 'c.txt' as c %}", "c.txt": "{% import 'k.txt' as l %}", "k.txt": "{% set a = 'deep' %}"}, "deep"),
    ("{% import 'l.txt' as l %}{{ l.x }}[{{ l.y }}]", {"l.txt": "{% if true %}{% set x = 1 %}{% endif %}{% for i in [1] %}{% set y = 2 %}{% endfor %}"}, "1[]"),
    ("{% import 'l.txt' as a %}{% import 'l.txt' as b %}", {"l.txt": "{% increment c %}"}, ""),
    ("{% import 'l.txt' as a %}{% import 'l.txt' as b %}{% increment c %}", {"l.txt": "{% increment c %}"}, "2"),
]


@pytest.mark.parametrize("tpl,files,out", IMP)
def test_import(st, tpl, files, out):
    st.ok(tpl, out, "-D", "g=G", files=files)


# ---- inheritance ----

EXT = [
    ("{% extends 'base.txt' %}{% block b %}child{% endblock %}",
     {"base.txt": "<{% block b %}base{% endblock %}>"}, "<child>"),
    ("{% extends 'base.txt' %}",
     {"base.txt": "<{% block b %}base{% endblock %}>"}, "<base>"),
    ("text before {% extends 'base.txt' %}ignored {{ 1/0 }}{% block b %}C{% endblock %}after",
     {"base.txt": "[{% block b %}{% endblock %}]"}, "[C]"),
    ("{% extends 'base.txt' %}{% block b %}c{{ super() }}{% endblock %}",
     {"base.txt": "{% block b %}B{% endblock %}"}, "cB"),
    ("{% extends 'child.txt' %}{% block b %}[{{ super() }}]{% endblock %}",
     {"child.txt": "{% extends 'base.txt' %}{% block b %}b{{ super() }}{% endblock %}", "base.txt": "{% block b %}B{% endblock %}"}, "[bB]"),
    ("{% extends 'base.txt' %}{% set v = 'V' %}{% macro m() %}M{% endmacro %}{% block b %}{{ v }}{{ m() }}{% endblock %}",
     {"base.txt": "{% block b %}{% endblock %}|{{ v }}"}, "VM|V"),
    ("{% extends 'base.txt' %}{% if true %}{% set v = 1 %}{% endif %}{% for i in [1] %}{% set w = 2 %}{% endfor %}{% block b %}{{ v }}[{{ w }}]{% endblock %}",
     {"base.txt": "{% block b %}{% endblock %}"}, "1[]"),
    ("{% extends 'base.txt' %}{% block zz %}never{% endblock %}",
     {"base.txt": "base"}, "base"),
    ("{% extends 'base.txt' %}{% block inner %}I{% endblock %}",
     {"base.txt": "{% block outer %}<{% block inner %}i{% endblock %}>{% endblock %}"}, "<I>"),
    ("{% extends 'base.txt' %}{% block b %}{{ i }}{% endblock %}",
     {"base.txt": "{% for i in [1,2] %}{% block b %}{% endblock %}{% endfor %}"}, "12"),
    ("{% set n = 'base.txt' %}{% extends n %}",
     {"base.txt": "B"}, "B"),
    ("{% extends 'base.txt' %}{% include 'p.txt' %}{% block b %}c{% endblock %}",
     {"base.txt": "{% block b %}{% endblock %}", "p.txt": "PPP"}, "c"),
    ("{% extends 'base.txt' %}{% block b %}C{% endblock %}",
     {"base.txt": "{% block b required %} {# x #} {% endblock %}"}, "C"),
    ("{% block a %}A{% set z = 1 %}{% endblock %}[{{ z }}]", {}, "A[]"),
    ("{% for i in [1,2] %}{% block a %}{{ i }}{% endblock %}{% endfor %}", {}, "12"),
    ("{% extends 'base.txt' %}{% block b %}{{ super }}{% endblock %}",
     {"base.txt": "{% block b %}B{% endblock %}"}, ""),
    ("[{{ super }}]", {}, "[]"),
]


@pytest.mark.parametrize("tpl,files,out", EXT)
def test_extends(st, tpl, files, out):
    st.ok(tpl, out, files=files)


EXT_ERR = [
    ("{% extends 'base.txt' %}{% set t = 1/0 %}", {"base.txt": "B"}, "division by zero", "/"),
    ("{% extends 'base.txt' %}{% block b %}{{ super() }}{% endblock %}", {"base.txt": "{% block b %}{{ super() }}{% endblock %}"}, "block 'b' has no parent block", None),
    ("x{% block b required %}{% endblock %}", {}, "block 'b' is required", "{%"),
    ("{% extends 'base.txt' %}{{ x }}\n{% if %}{% endif %}", {"base.txt": "B"}, "unexpected end of tag", ("%}", 2)),
]


@pytest.mark.parametrize("tpl,files,msg,anchor", EXT_ERR)
def test_extends_errors(st, tpl, files, msg, anchor):
    check_error(st, tpl, msg, anchor, files=files)


def test_super_no_parent_location(st):
    r = st.render("{% extends 'base.txt' %}{% block b %}{{ super() }}{% endblock %}",
                  files={"base.txt": "{% block b %}{{ super() }}{% endblock %}"})
    assert (r.rc, r.out, r.err) == (1, "", "stencil: base.txt:1:22: block 'b' has no parent block\n")


def test_required_block_error_in_parent(st):
    r = st.render("{% extends 'base.txt' %}", files={"base.txt": "ab\n{% block b required %}{% endblock %}"})
    assert (r.rc, r.out, r.err) == (1, "", "stencil: base.txt:2:1: block 'b' is required\n")


def test_extends_self_recursion(st):
    r = st.render("{% extends 't.txt' %}")
    assert (r.rc, r.out, r.err) == (1, "", "stencil: t.txt:1:1: recursion limit exceeded\n")


# ---- autoescape ----

AE = [
    ("{{ '<a href=\"x\">&\\'' }}", "&lt;a href=&#34;x&#34;&gt;&amp;&#39;"),
    ("<b>{{ '<'|safe }}</b>", "<b><</b>"),
    ("{{ [('<'|safe)] }}", "[&#34;&lt;&#34;]"),
    ("{% macro m() %}<b>{% endmacro %}{{ m() }}{{ m()|upper }}", "<b>&lt;B&gt;"),
    ("{{ ('<'|safe) ~ ('<'|safe) }}|{{ ('<'|safe) * 2 }}|{{ ('<'|safe) + '<' }}", "&lt;&lt;|&lt;&lt;|&lt;&lt;"),
    ("{{ ('<'|safe) or 'b' }}|{{ ('<ab'|safe)[0:2] }}|{{ ('<a'|safe)[0] }}|{{ ('<a'|safe)|first }}", "<|&lt;a|&lt;|&lt;"),
    ("{{ '<a>'|safe|replace('a', 'b') }}", "&lt;b&gt;"),
    ("{{ ['<a>'|safe, '&']|join('|') }}", "&lt;a&gt;|&amp;"),
    ("{% set v %}{{ '<' }}<{% endset %}{{ v }}", "&lt;<"),
    ("{% capture v %}{{ '<' }}{% endcapture %}{{ v }}", "&amp;lt;"),
    ("{% raw %}<&>{% endraw %}", "<&>"),
    ("{{ ['<'|safe]|first }}{{ {'k': '<'|safe}.k }}{% for s in ['<'|safe] %}{{ s }}{% endfor %}", "<<<"),
    ("{{ '<'|safe|default('x') }}{{ '<'|safe|string }}", "<<"),
    ("{{ 5 }}{{ none }}{{ true }}", "5true"),
    ("{% autoescape false %}{{ '<' }}{% endautoescape %}{{ '<' }}", "<&lt;"),
    ("{% macro m() %}{{ '<' }}{% endmacro %}{% autoescape false %}{{ m() }}{% endautoescape %}{{ m() }}", "<&lt;"),
    ("{% filter upper %}<b>{% endfilter %}", "&lt;B&gt;"),
    ("{% filter upper %}{{ '<a>' }}{% endfilter %}", "&amp;LT;A&amp;GT;"),
    ("{% filter upper|safe %}<b>{% endfilter %}|{% filter safe|upper %}<b>{% endfilter %}|{% filter escape %}<b>{% endfilter %}", "<B>|&lt;B&gt;|<b>"),
    ("{% cycle '<', 'b' %}{% increment c %}", "&lt;0"),
    ("{{ 'a b'|truncatewords(1, '<') }}", "a &lt;"),
    ("{{ {'a': '<'}|xmlattr }}", ' a="&lt;"'),
    ("{{ '<\\n'|nl2br }}", "&lt;<br>\n"),
    ("{{ '<'|tojson }}", '"\\u003c"'),
    ("{% for x in ['<a>'] recursive %}{{ x }}{% endfor %}", "&lt;a&gt;"),
]


@pytest.mark.parametrize("tpl,out", AE)
def test_autoescape(st, tpl, out):
    st.ok(tpl, out, "-e")


def test_autoescape_long(st):
    st.ok("{{ '&' }}", "&amp;", "--autoescape")


def test_no_autoescape_by_default(st):
    st.ok("{{ '<&>' }}", "<&>")


def test_autoescape_block_on(st):
    st.ok("{% autoescape true %}{{ '<' }}{% endautoescape %}{{ '<' }}", "&lt;<")


def test_autoescape_block_expr(st):
    st.ok("{% autoescape 1 == 1 %}{{ '<' }}{% endautoescape %}", "&lt;")


def test_autoescape_block_strict_undefined(st):
    check_error(st, "{% autoescape x %}{% endautoescape %}", "'x' is undefined", "x", args=("--strict",))


MODES = [
    ("xml", "{{ '&<>\"\\'' }}", "&amp;&lt;&gt;&quot;&apos;"),
    ("xml", "{{ [1, '<'] }}", "[1,&quot;&lt;&quot;]"),
    ("html", "{{ '\"\\'' }}", "&#34;&#39;"),
    ("json", "{{ 'a\"b\\\\c\\nd</>&é' }}", 'a\\"b\\\\c\\nd</>&é'),
    ("json", "{{ '\\u0001\\t' }}", "\\u0001\\t"),
    ("shell", "{{ 'it\\'s' }}", "'it'\\''s'"),
    ("shell", "[{{ x }}][{{ none }}][{{ '' }}]", "[][''][]".replace("[][''][]", "[][''][\'\']")),
    ("shell", "{{ 5 }} {{ true }}", "'5' 'true'"),
    ("shell", "{{ '<'|e }}", "&lt;"),
    ("shell", "{{ 'a b'|safe }}", "a b"),
    ("json", "{{ '<'|forceescape }}", "&lt;"),
    ("xml", "{{ {'a': '\"'}|xmlattr }}", ' a="&#34;"'),
    ("shell", "{% filter upper %}a{% endfilter %}", "'A'"),
    ("shell", "{% cycle 'a' %}", "'a'"),
]


@pytest.mark.parametrize("mode,tpl,out", MODES)
def test_escape_modes(st, mode, tpl, out):
    st.ok(tpl, out, "-e", "--escape-mode", mode)


def test_escape_mode_without_autoescape(st):
    st.ok("{{ '<a>' }}", "<a>", "--escape-mode", "shell")


def test_escape_mode_with_autoescape_block(st):
    st.ok("{% autoescape true %}{{ '<' }}{% endautoescape %}", "&lt;", "--escape-mode=xml")


def test_escape_mode_last_wins(st):
    st.ok("{{ \"'\" }}", "&apos;", "-e", "--escape-mode", "shell", "--escape-mode", "xml")


def test_debug_marker_not_quoted_shell(st):
    st.ok("{{ x }}", "{{ x }}", "-e", "--escape-mode", "shell", "-u", "debug")


# ---- filter blocks ----

FB = [
    ("{% filter upper %}ab{{ 'c' }}{% endfilter %}", "ABC"),
    ("{% filter replace('a', 'b')|upper %}aa{% endfilter %}", "BB"),
    ("{% filter length %}abc{% endfilter %}", "3"),
    ("{% filter list %}ab{% endfilter %}", '["a","b"]'),
    ("{% filter upper() %}x{% endfilter %}", "X"),
    ("{% filter upper %}{% set q = 1 %}{% endfilter %}{{ q }}", "1"),
    ("{% for i in [1,2] %}{% filter upper %}a{% if i == 2 %}{% break %}{% endif %}{% endfilter %}{% endfor %}", "A"),
    ("{% filter indent(2, true) %}a\nb{% endfilter %}", "  a\n  b"),
]


@pytest.mark.parametrize("tpl,out", FB)
def test_filter_block(st, tpl, out):
    st.ok(tpl, out)


def test_filter_block_error_location(st):
    check_error(st, "{% filter upper|abs %}x{% endfilter %}", "filter 'abs' expects a number, not string", "abs")


def test_filter_block_extra_token(st):
    check_error(st, "{% filter upper x %}x{% endfilter %}", "unexpected 'x'", ("x", 1))
