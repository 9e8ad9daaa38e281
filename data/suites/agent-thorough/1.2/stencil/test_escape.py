"""Autoescaping, escape modes and filter blocks."""
import pytest

E = ("-e",)


# ---------------------------------------------------------------- autoescape option

@pytest.mark.parametrize("template,expected", [
    ("{{ \"<&>\\\"'\" }}", "&lt;&amp;&gt;&#34;&#39;"),
    ("<b>{{ '<' }}</b>", "<b>&lt;</b>"),
    ("{{ '<'|safe }}", "<"),
    ("{{ 5 }}{{ true }}", "5true"),
    ("[{{ none }}]", "[]"),
    ('{{ ["<"] }}', "[&#34;&lt;&#34;]"),
    ('{{ {"a": "&"} }}', "{&#34;a&#34;:&#34;&amp;&#34;}"),
    ("{{ ('<>'|safe)|first }}", "&lt;"),
    ("{{ ('<>'|safe)|last }}", "&gt;"),
    ("{{ ('<>'|safe)[0] }}", "&lt;"),
    ("{{ [('<'|safe)]|first }}", "<"),
    ("{{ [('<'|safe)][0] }}", "<"),
    ("{{ {'k': ('<'|safe)}.k }}", "<"),
    ("{{ [('<'|safe)]|last }}", "<"),
    ("{{ {'k': ('<'|safe)}|attr('k') }}", "<"),
    ("{{ ('<'|safe)|default('x') }}", "<"),
    ("{{ x|default('<'|safe) }}", "<"),
    ("{{ x|default('<') }}", "&lt;"),
    ("{{ ('<'|safe)|string }}", "<"),
    ("{% for v in [('<'|safe)] %}{{ v }}{% endfor %}", "<"),
    ("{% for c in ('<>'|safe) %}{{ c }}{% endfor %}", "&lt;&gt;"),
    ("{% set v = '<'|safe %}{{ v }}", "<"),
    ("{{ '<'|e }}", "&lt;"),
    ("{{ '<'|forceescape }}", "&lt;"),
    ("{{ {'a': '<'}|tojson }}", '{"a":"\\u003c"}'),
    ("{{ {'a': '<'}|xmlattr }}", ' a="&lt;"'),
    ("{{ '<\\n'|nl2br }}", "&lt;<br>\n"),
    ("{{ ('<'|safe) ~ '' }}", "&lt;"),
    ("{{ '&amp;' }}", "&amp;amp;"),
    ("{% macro m() %}<{% endmacro %}{{ m() }}", "<"),
    ("{% macro m() %}<{% endmacro %}{{ m()|upper }}", "&lt;"),
    ("{{ 'a' if true else 'b' }}{{ '<' if true }}", "a&lt;"),
    ("{{ ('<'|safe) if true else 'x' }}", "<"),
])
def test_autoescape_option(st, template, expected):
    st.ok(template, expected, *E)


def test_no_autoescape_by_default(st):
    st.ok("{{ '<&>' }}", "<&>")


def test_autoescape_long_option(st):
    st.ok("{{ '<' }}", "&lt;", "--autoescape")


def test_literal_text_never_escaped(st):
    st.ok("<&>\"'{{ '' }}", "<&>\"'", *E)


# ---------------------------------------------------------------- autoescape block

@pytest.mark.parametrize("template,args,expected", [
    ("{% autoescape true %}{{ '<' }}{% endautoescape %}{{ '<' }}", (), "&lt;<"),
    ("{% autoescape false %}{{ '<' }}{% endautoescape %}{{ '<' }}", E, "<&lt;"),
    ("{% autoescape 1 %}{{ '<' }}{% endautoescape %}", (), "&lt;"),
    ("{% autoescape '' %}{{ '<' }}{% endautoescape %}", E, "<"),
    ("{% autoescape x %}{{ '<' }}{% endautoescape %}", E, "<"),
    ("{% macro m() %}{{ '<' }}{% endmacro %}{% autoescape true %}{{ m() }}{% endautoescape %}", (), "&lt;"),
    ("{% macro m() %}{{ '<' }}{% endmacro %}{{ m() }}{% autoescape false %}{{ m() }}{% endautoescape %}", E, "&lt;<"),
    ("{% autoescape true %}{% autoescape false %}{{ '<' }}{% endautoescape %}{{ '<' }}{% endautoescape %}", (), "<&lt;"),
    ("{% autoescape true %}<b>{% endautoescape %}", (), "<b>"),
    ("{% autoescape true %}{% set v = 1 %}{% endautoescape %}{{ v }}", (), "1"),
    ("{% macro m() %}{{ caller() }}{% endmacro %}{% autoescape true %}{% call m() %}{{ '<' }}{% endcall %}{% endautoescape %}",
     (), "&lt;"),
])
def test_autoescape_block(st, template, args, expected):
    st.ok(template, expected, *args)


def test_autoescape_block_include(st):
    st.write("inc.txt", "{{ '<' }}")
    st.ok('{% autoescape false %}{% include "inc.txt" %}{% endautoescape %}', "<", *E)


@pytest.mark.parametrize("template,col,msg", [
    ("{% autoescape %}{% endautoescape %}", 15, "unexpected end of tag"),
    ("{% autoescape true %}{% endautoescape x %}", 39, "unexpected 'x'"),
    ("{% autoescape true false %}{% endautoescape %}", 20, "unexpected 'false'"),
])
def test_autoescape_block_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


def test_autoescape_block_strict(st):
    st.terr("{% autoescape x %}{% endautoescape %}", 1, 15, "'x' is undefined", "--strict")


# ---------------------------------------------------------------- escape modes

@pytest.mark.parametrize("mode,template,expected", [
    ("html", "{{ \"<&>\\\"'\" }}", "&lt;&amp;&gt;&#34;&#39;"),
    ("xml", "{{ \"<&>\\\"'\" }}", "&lt;&amp;&gt;&quot;&apos;"),
    ("json", r'{{ "a\"b\\c\nd/<>&é" }}', r'a\"b\\c\nd/<>&é'),
    ("json", r'{{ "\u0001\t\r" }}', r"\u0001\t\r"),
    ("json", r'{{ "\u001f" }}', r"\u001f"),
    ("json", "{{ '\u2028😀' }}", "\u2028😀"),
    ("json", "{{ \"it's\" }}", "it's"),
    ("shell", "{{ \"it's\" }}", "'it'\\''s'"),
    ("shell", '{{ "" }}', "''"),
    ("shell", "{{ none }}", "''"),
    ("shell", "[{{ x }}]", "[]"),
    ("shell", "{{ 5 }}", "'5'"),
    ("shell", "{{ true }}", "'true'"),
    ("shell", "{{ 'a b' }}", "'a b'"),
    ("shell", "{{ \"''\" }}", "''\\'''\\'''"),
    ("shell", "{{ [1, 'a'] }}", "'[1,\"a\"]'"),
    ("xml", '{{ [1, "<"] }}', "[1,&quot;&lt;&quot;]"),
    ("json", '{{ [1, "<"] }}', '[1,\\"<\\"]'),
    ("shell", "{{ '<'|e }}", "&lt;"),
    ("xml", "{{ \"'\"|e }}", "&#39;"),
    ("xml", "{{ \"'\"|forceescape }}", "&#39;"),
    ("xml", "{{ {'a': \"'\"}|xmlattr }}", ' a="&#39;"'),
    ("xml", "{{ \"'\\n\"|nl2br }}", "&#39;<br>\n"),
    ("shell", "{{ '<'|safe }}", "<"),
    ("json", "{{ '\"'|safe }}", '"'),
    ("xml", "{% macro m() %}'{% endmacro %}{{ m()|upper }}", "&apos;"),
    ("xml", "{% macro m() %}'{% endmacro %}{{ m() }}", "'"),
    ("shell", "{% filter upper %}a{% endfilter %}", "'A'"),
    ("shell", "{% cycle 'a' %}", "'a'"),
    ("shell", "a{{ 'b' }}c", "a'b'c"),
    ("json", "{{ 1.5 }}", "1.5"),
    ("html", "{{ '<'|tojson }}", '"\\u003c"'),
])
def test_escape_modes(st, mode, template, expected):
    st.ok(template, expected, "-e", "--escape-mode", mode)


@pytest.mark.parametrize("mode", ["html", "xml", "json", "shell"])
def test_escape_mode_no_effect_without_autoescape(st, mode):
    st.ok("{{ \"<'\\\"&\" }}", "<'\"&", "--escape-mode", mode)


def test_escape_mode_with_autoescape_block(st):
    st.ok("{% autoescape true %}{{ 'a' }}{% endautoescape %}{{ 'b' }}", "'a'b", "--escape-mode", "shell")


def test_escape_mode_equals_form(st):
    st.ok("{{ '<' }}", "&lt;", "-e", "--escape-mode=xml")


def test_escape_mode_debug_marker(st):
    st.ok("{{ x }}", "{{ x }}", "-e", "--escape-mode", "shell", "-u", "debug")


# ---------------------------------------------------------------- filter blocks

@pytest.mark.parametrize("template,expected", [
    ("{% filter upper %}ab{% endfilter %}", "AB"),
    ("{% filter trim | upper %}  ab  {% endfilter %}", "AB"),
    ('{% filter replace("a", "b") %}aa{% endfilter %}', "bb"),
    ("{% filter upper() %}a{% endfilter %}", "A"),
    ("{% filter length %}abc{% endfilter %}", "3"),
    ("{% filter list %}ab{% endfilter %}", '["a","b"]'),
    ("{% filter first %}{% endfilter %}[]", "[]"),
    ("{% filter upper %}{{ 'x' }}{% for i in [1, 2] %}{{ i }}y{% endfor %}{% endfilter %}", "X1Y2Y"),
    ("{% filter upper %}{% set q = 'x' %}{% endfilter %}{{ q }}", "x"),
    ("{% filter upper %}{% filter replace('a', 'b') %}aa{% endfilter %}c{% endfilter %}", "BBC"),
    ("{% filter center(5) %}a{% endfilter %}|", "  a  |"),
    ("{% filter indent(2, true) %}a\nb{% endfilter %}", "  a\n  b"),
    ("{% filter wordcount %}a b c{% endfilter %}", "3"),
])
def test_filter_blocks(st, template, expected):
    st.ok(template, expected)


@pytest.mark.parametrize("template,expected", [
    ("{% filter upper %}<b>{% endfilter %}", "&lt;B&gt;"),
    ("{% filter upper %}{{ '<a>' }}{% endfilter %}", "&amp;LT;A&amp;GT;"),
    ("{% filter upper|safe %}<b>{% endfilter %}", "<B>"),
    ("{% filter safe|upper %}<b>{% endfilter %}", "&lt;B&gt;"),
    ("{% filter escape %}<b>{% endfilter %}", "<b>"),
    ("{% filter forceescape %}<b>{% endfilter %}", "&lt;b&gt;"),
    ("{% filter length %}<b>{% endfilter %}", "3"),
])
def test_filter_blocks_autoescape(st, template, expected):
    st.ok(template, expected, *E)


@pytest.mark.parametrize("template,col,msg", [
    ("{% filter 'x'|upper %}{% endfilter %}", 11, "unexpected string"),
    ("{% filter upper 1 %}{% endfilter %}", 17, "unexpected number 1"),
    ("{% filter %}{% endfilter %}", 11, "unexpected end of tag"),
    ("{% filter nope %}x{% endfilter %}", 11, "unknown filter 'nope'"),
    ("{% filter upper|nope %}x{% endfilter %}", 17, "unknown filter 'nope'"),
    ('{% filter center("x") %}a{% endfilter %}', 11, "filter 'center' expects an integer for 'width', not string"),
    ("{% filter upper %}x{% endfilter y %}", 33, "unexpected 'y'"),
    ("{% filter upper | %}x{% endfilter %}", 19, "unexpected end of tag"),
    ("{% filter abs %}x{% endfilter %}", 11, "filter 'abs' expects a number, not string"),
    ("{% filter trim|abs %}x{% endfilter %}", 16, "filter 'abs' expects a number, not string"),
])
def test_filter_block_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


def test_filter_block_unknown_filter_not_rendered(st):
    st.terr("{% if false %}{% filter nope %}{% endfilter %}{% endif %}", 1, 25, "unknown filter 'nope'")
