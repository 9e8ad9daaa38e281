"""Autoescaping, escape modes, filter blocks, slicing."""
import pytest

from conftest import run, render, out, fails, fails_msg, TNAME


# ---------------------------------------------------------------- autoescaping

@pytest.mark.parametrize("tpl,expected", [
    ("{{ s }}", "&lt;&amp;&gt;&#34;&#39;"),
    ("<b>{{ '<' }}</b>", "<b>&lt;</b>"),
    ("{{ 5 }}{{ true }}", "5true"),
    ("[{{ none }}]", "[]"),
    ("{{ [1, '<'] }}", "[1,&#34;&lt;&#34;]"),
    ("{{ ('<'|safe)|default('x') }}", "<"),
    ("{% set l = ['<'|safe] %}{{ l[0] }}{{ l|first }}{{ l|last }}", "<<<"),
    ("{% set m = {'k': '<'|safe} %}{{ m.k }}{{ m|attr('k') }}", "<<"),
    ("{% for c in ['<'|safe] %}{{ c }}{% endfor %}", "<"),
    ("{{ ('<a'|safe)[0] }}", "&lt;"),
    ("{{ ('<a'|safe)|first }}", "&lt;"),
    ("{% for c in '<'|safe %}{{ c }}{% endfor %}", "&lt;"),
    ("{% set x = '<'|safe %}{{ x }}", "<"),
    ("{{ ('<'|safe)|string }}", "<"),
    ("{% autoescape false %}{{ '<' }}{% endautoescape %}{{ '<' }}", "<&lt;"),
    ("{{ '<'|e }}", "&lt;"),
    ("{{ '<'|forceescape }}", "&lt;"),
    ("{{ ('a' ~ '<')|safe }}", "a<"),
    ("{{ '<'.upper() }}", "&lt;"),
    ("{{ ('<'|safe).upper() }}", "&lt;"),
    ("{{ ('<'|safe).strip() }}", "&lt;"),
])
def test_autoescape_option(tpl, expected):
    assert out(tpl, "-e", v={"s": "<&>\"'"}) == expected


def test_autoescape_long_option():
    assert out("{{ '<' }}", "--autoescape") == "&lt;"


def test_no_autoescape_by_default():
    assert out("{{ '<&>' }}") == "<&>"


@pytest.mark.parametrize("tpl,expected", [
    ("{% autoescape true %}{{ '<' }}{% endautoescape %}{{ '<' }}", "&lt;<"),
    ("{% autoescape 1 %}{{ '<' }}{% endautoescape %}", "&lt;"),
    ("{% autoescape '' %}{{ '<' }}{% endautoescape %}", "<"),
    ("{% autoescape x %}{{ '<' }}{% endautoescape %}", "<"),
    ("{% macro m() %}{{ '<' }}{% endmacro %}{% autoescape true %}{{ m() }}{% endautoescape %}", "&lt;"),
    ("{% macro m() %}{{ '<' }}{% endmacro %}{{ m() }}{% autoescape true %}{{ m() }}{% endautoescape %}", "<&lt;"),
    ("{% autoescape true %}{% autoescape false %}{{ '<' }}{% endautoescape %}{{ '<' }}{% endautoescape %}", "<&lt;"),
    ("{% autoescape true %}{% set x = 1 %}{% endautoescape %}{{ x }}", "1"),
])
def test_autoescape_block(tpl, expected):
    assert out(tpl) == expected


def test_autoescape_block_macro_defined_inside_called_outside():
    tpl = "{% autoescape true %}{% macro m() %}{{ '<' }}{% endmacro %}{% endautoescape %}{{ m() }}"
    assert out(tpl) == "<"


def test_autoescape_block_errors():
    fails("{% autoescape %}{% endautoescape %}", "unexpected end of tag", "%}")


# ---------------------------------------------------------------- escape modes

@pytest.mark.parametrize("mode,tpl,expected", [
    ("xml", "{{ s }}", "&lt;&amp;&gt;&quot;&apos;"),
    ("xml", "{{ [1, '<'] }}", "[1,&quot;&lt;&quot;]"),
    ("html", "{{ s }}", "&lt;&amp;&gt;&#34;&#39;"),
    ("json", "{{ j }}", 'a\\"b\\\\c\\nd\\re\\tf'),
    ("json", "{{ '</é&>' }}", "</é&>"),
    ("json", "{{ c }}", "\\u0001\\u001f"),
    ("json", "{{ [1, 'a'] }}", '[1,\\"a\\"]'),
    ("shell", "{{ \"it's\" }}", "'it'\\''s'"),
    ("shell", "{{ '' }}", "''"),
    ("shell", "{{ none }}", "''"),
    ("shell", "[{{ x }}]", "[]"),
    ("shell", "{{ 5 }}", "'5'"),
    ("shell", "{{ '<'|e }}", "&lt;"),
    ("shell", "{{ 'a b' }}", "'a b'"),
    ("shell", "{{ '<'|safe }}", "<"),
    ("xml", "{{ \"'\"|e }}", "&#39;"),
    ("xml", "{{ '<'|forceescape }}", "&lt;"),
    ("json", "{{ '<'|e }}", "&lt;"),
    ("xml", "{{ \"'\"|nl2br }}", "&#39;"),
])
def test_escape_modes(mode, tpl, expected):
    assert out(tpl, "-e", "--escape-mode", mode, v={"s": "<&>\"'", "j": "a\"b\\c\nd\re\tf", "c": "\u0001\u001f"}) == expected


def test_escape_mode_without_autoescape_no_effect():
    assert out("{{ '<' }}", "--escape-mode", "xml") == "<"


def test_escape_mode_with_autoescape_block():
    assert out("{% autoescape true %}{{ 'a' }}{% endautoescape %}{{ 'b' }}", "--escape-mode", "shell") == "'a'b"


def test_escape_mode_filter_block():
    assert out("{% filter upper %}a{% endfilter %}", "-e", "--escape-mode", "shell") == "'A'"


def test_escape_mode_long_equals():
    assert out("{{ \"'\" }}", "-e", "--escape-mode=xml") == "&apos;"


# ---------------------------------------------------------------- filter blocks

@pytest.mark.parametrize("tpl,expected", [
    ("{% filter upper %}ab{% endfilter %}", "AB"),
    ('{% filter upper | replace("A", "x") %}ab{% endfilter %}', "xB"),
    ("{% filter length %}abc{% endfilter %}", "3"),
    ("{% filter list %}ab{% endfilter %}", '["a","b"]'),
    ("{% filter upper() %}a{% endfilter %}", "A"),
    ("{% filter trim %}  a  {% endfilter %}", "a"),
    ("{% filter upper %}{% set q = 1 %}x{% endfilter %}{{ q }}", "X1"),
    ("{% filter upper %}{{ 'a' }}{% if true %}b{% endif %}{% endfilter %}", "AB"),
    ("{% filter replace('a', 'b') %}aXa{% endfilter %}", "bXb"),
    ("{% filter first %}{% endfilter %}", ""),
    ("{% filter upper %}{% filter lower %}AbC{% endfilter %}d{% endfilter %}", "ABCD"),
    ("{% filter indent(2, true) %}a\nb{% endfilter %}", "  a\n  b"),
])
def test_filter_block(tpl, expected):
    assert out(tpl) == expected


@pytest.mark.parametrize("tpl,expected", [
    ("{% filter upper %}<b>{% endfilter %}", "&lt;B&gt;"),
    ("{% filter upper %}{{ '<a>' }}{% endfilter %}", "&amp;LT;A&amp;GT;"),
    ("{% filter upper|safe %}<b>{% endfilter %}", "<B>"),
    ("{% filter safe|upper %}<b>{% endfilter %}", "&lt;B&gt;"),
    ("{% filter escape %}<b>{% endfilter %}", "<b>"),
    ("{% filter forceescape %}<b>{% endfilter %}", "&lt;b&gt;"),
    ("{% filter length %}<b>{% endfilter %}", "3"),
])
def test_filter_block_autoescape(tpl, expected):
    assert out(tpl, "-e") == expected


@pytest.mark.parametrize("tpl,msg,at", [
    ("{% filter 'x'|upper %}{% endfilter %}", "unexpected string", "'"),
    ("{% filter upper 1 %}{% endfilter %}", "unexpected number 1", "1"),
    ("{% filter %}{% endfilter %}", "unexpected end of tag", "%}"),
    ("{% filter nope %}{% endfilter %}", "unknown filter 'nope'", "nope"),
    ("{% if false %}{% filter upper|nope %}{% endfilter %}{% endif %}", "unknown filter 'nope'", "nope"),
    ("{% filter round %}a{% endfilter %}", "filter 'round' expects a number, not string", "round"),
    ("{% filter upper|round %}a{% endfilter %}", "filter 'round' expects a number, not string", "round"),
    ("{% filter upper(1) %}a{% endfilter %}", "filter 'upper' takes at most 0 arguments (1 given)", "upper"),
])
def test_filter_block_errors(tpl, msg, at):
    fails(tpl, msg, at)


# ---------------------------------------------------------------- slicing

@pytest.mark.parametrize("expr,expected", [
    ("[1, 2, 3, 4][1:3]", "[2,3]"),
    ('"hello"[1:3]', "el"),
    ("[1, 2, 3][:2]", "[1,2]"),
    ('"abc"[::-1]', "cba"),
    ("[1, 2, 3][:]", "[1,2,3]"),
    ("[1, 2, 3][3:0:-1]", "[3,2]"),
    ("[1, 2, 3][-2:]", "[2,3]"),
    ('"😀ab"[0:1]', "😀"),
    ("[1, 2, 3][1:2.0]", "[2]"),
    ("[1, 2, 3][-1:-3:-1]", "[3,2]"),
    ("[1, 2, 3][-10:10]", "[1,2,3]"),
    ("[1, 2, 3][2:1]", "[]"),
    ('"abc"[5:]', ""),
    ("[1, 2, 3][none:x]", "[1,2,3]"),
    ("[1, 2, 3][::2]", "[1,3]"),
    ("[1, 2, 3, 4, 5][::-2]", "[5,3,1]"),
    ("[1, 2, 3][::-1]", "[3,2,1]"),
    ("[1, 2, 3][1:]", "[2,3]"),
    ("[1, 2, 3][:-1]", "[1,2]"),
    ('"abcdef"[1:5:2]', "bd"),
    ("[1, 2, 3][5:1:-1]", "[3]"),
    ("[][0:1]", "[]"),
    ('("abc"[0:2]) is string', "true"),
    ("[x][0:1]", "[null]"),
])
def test_slicing(expr, expected):
    assert out("{{ " + expr + " }}") == expected


def test_slice_safe_string_not_safe():
    assert out('{{ ("<ab"|safe)[0:2] }}', "-e") == "&lt;a"


def test_slice_is_new_list():
    assert out("{% set a = [1, 2] %}{% set b = a[:] %}{% do b.append(3) %}{{ a }}") == "[1,2]"


@pytest.mark.parametrize("tpl,msg,at", [
    ("{{ [1, 2][0.5:1:0] }}", "slice indices must be integers or none, not 0.5", "0.5"),
    ("{{ [1, 2][::0] }}", "slice step cannot be zero", ("[", 1)),
    ("{{ (5)[0:1] }}", "cannot slice number", "["),
    ('{{ {"a": 1}[0:1] }}', "cannot slice mapping", ("[", 0)),
    ("{{ [1, 2][true:] }}", "slice indices must be integers or none, not boolean", "true"),
    ('{{ "abc"[1:"a"] }}', "slice indices must be integers or none, not string", '"a"'),
    ("{{ [1, 2][:1.5] }}", "slice indices must be integers or none, not 1.5", "1.5"),
    ("{{ [1, 2][::0.5] }}", "slice indices must be integers or none, not 0.5", "0.5"),
    ("{{ none[0:1] }}", "cannot slice none", "["),
])
def test_slicing_errors(tpl, msg, at):
    fails(tpl, msg, at)


def test_slice_undefined_lenient():
    assert out("[{{ x[0:1] }}]") == "[]"


def test_slice_undefined_debug():
    assert out("{{ x[0:1] }}", "-u", "debug") == "{{ x[...] }}"


def test_slice_undefined_debug_path():
    assert out("{{ x.y[1:] }}", "-u", "debug") == "{{ x.y[...] }}"


def test_slice_undefined_strict():
    fails("{{ x[0:1] }}", "'x' is undefined", "x", "--strict")
