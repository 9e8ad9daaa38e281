import pytest
from conftest import check_error

OK = [
    # text and tags
    ("a { b {x} c", "a { b {x} c"),
    ("{{ '{{ x }}' }}", "{{ x }}"),
    ('{% set s = "a}}b" %}{{ s }}', "a}}b"),
    ("{{\n1\n+\n2\n}}", "3"),
    ("{{ 5-}}", "5"),
    # comments
    ("a{# {{ x }} #}b", "ab"),
    ("a{# x\ny #}b", "ab"),
    ("a {#- x #} b", "a b"),
    ("a {# x -#} b", "a b"),
    ("{#-#}  ok", "  ok"),
    ("{##}x", "x"),
    ("{#} x #}ok", "ok"),
    ("{# a {# b #} c #}", " c #}"),
    ("a #} b", "a #} b"),
    ("a\n{# x #}\nb", "a\n\nb"),
    ("{{ '{# x #}' }}", "{# x #}"),
    # whitespace control
    ("a {{- 1 -}}\n b", "a1b"),
    ('{{ " " -}} x', " x"),
    ("a  \n\t{%- if true -%}  \n  b{% endif %}", "ab"),
    ("x {% if true %} y {% endif %} z", "x  y  z"),
    ("a {% if true -%}\n\n b {%- endif %} c", "a b c"),
    ("{% for i in [1,2] -%}\n  {{ i }}\n{%- endfor %}", "12"),
    ("{{ 'a ' }}{{- 'b' }}", "a b"),
    # raw
    ("{% raw %}{{ x }}{% if %}{% endraw %}", "{{ x }}{% if %}"),
    ("{%raw%}a{%endraw%}", "a"),
    ("{%-\traw\t-%}a{%- endraw -%}", "a"),
    ("{% raw %}a{% endraw x %}b{% endraw %}", "a{% endraw x %}b"),
    ("{% raw %}{% raw %}{% endraw %}", "{% raw %}"),
    ("{% if false %}{% raw %}{% endif %}{% endraw %}{% endif %}ok", "ok"),
    ("{% filter upper %}{% raw %}{{ a }}{% endraw %}{% endfilter %}", "{{ A }}"),
    ("x {%- raw -%}  a  {%- endraw -%} y", "xay"),
    ("x {% raw -%}  a  {%- endraw %} y", "x a y"),
    ("{% raw %} {{- x -}} {% endraw %}", " {{- x -}} "),
    # string literals
    ('{{ "a\\tb" }}', "a\tb"),
    ('{{ "a\\nb" }}', "a\nb"),
    ("{{ 'it\\'s' }}", "it's"),
    ('{{ "\\q\\\\" }}', "q\\"),
    ('{{ "\\x41" }}', "x41"),
    ('{{ "\\101" }}', "101"),
    ('{{ "\\u0041\\u00e9" }}', "Aé"),
    ('{{ "\\u00E9" }}', "é"),
    ('{{ "\\ud83d\\ude00" }}', "😀"),
    ('{{ "\\ud83d\\ude00"|length }}', "1"),
    ('{{ "\\uD83D"|length }}', "1"),
    ('{{ "ab" \'cd\' }}', "abcd"),
    ('{{ "ab" "cd"|upper }}', "ABCD"),
    ("{{ 'it''s' }}", "its"),
    ('{{ "a\nb" }}', "a\nb"),
    ('{{ "a\\\nb" }}', "a\nb"),
    ('{{ "\\0"|length }}', "1"),
    # names that are not reserved
    ("{{ TRUE }}|{{ FALSE is defined }}", "|false"),
    ("{{ True }}{{ False }}{{ None }}|{{ none }}", "truefalse|"),
    ("{% set for = 1 %}{{ for }}", "1"),
    ('{{ {"if": 3}.if }}', "3"),
]


@pytest.mark.parametrize("tpl,out", OK)
def test_render(st, tpl, out):
    st.ok(tpl, out)


TRIM = [
    ("{% if true %}\nx{% endif %}\n", "x"),
    ("{% if true %} \nx{% endif %}", " \nx"),
    ("a{% if true %}\r\nx{% endif %}", "ax"),
    ("a{% if true %}\r\r\nx{% endif %}", "a\r\r\nx"),
    ("{% if true %}\n\nx{% endif %}", "\nx"),
    ("{% for i in [1,2] %}\n{{ i }}\n{% endfor %}\n", "1\n2\n"),
    ("{{ 1 }}\n{% if true %}\nx{% endif %}", "1\nx"),
    ("a{# c #}\nb", "ab"),
    ("a{% raw %}\nx{% endraw %}\nb", "axb"),
    ("x{% if true %}{% endif %}", "x"),
]


@pytest.mark.parametrize("tpl,out", TRIM)
def test_trim_blocks(st, tpl, out):
    st.ok(tpl, out, "--trim-blocks")


def test_no_trim_blocks_by_default(st):
    st.ok("{% if true %}\nx\n{% endif %}\n", "\nx\n\n")


LSTRIP = [
    ("a\n  {% if true %}b{% endif %}", "a\nb"),
    ("  \t{% if true %}b{% endif %}", "b"),
    ("a  {% if true %}b{% endif %}", "a  b"),
    ("a\n \u00a0{% if true %}b{% endif %}", "a\n \u00a0b"),
    ("a\r\n  {% if true %}b{% endif %}", "a\r\nb"),
    ("  {% raw %} r{% endraw %}", " r"),
    ("a\n  {% if true %}  {% if true %}b{% endif %}{% endif %}", "a\n  b"),
    ("a\n  {{ 1 }}", "a\n  1"),
    ("a\n  {# c #}b", "a\nb"),
    ("{% raw %}x\n   {% endraw %}", "x\n"),
]


@pytest.mark.parametrize("tpl,out", LSTRIP)
def test_lstrip_blocks(st, tpl, out):
    st.ok(tpl, out, "--lstrip-blocks")


def test_trim_and_lstrip(st):
    st.ok("a\n  {% if true %}\n  y\n  {% endif %}\nb", "a\n  y\nb", "--trim-blocks", "--lstrip-blocks")


LINE = [
    ("# for x in xs\n  {{ x }}\n# endfor\n", "  1\n  2\n", ["--line-statement-prefix", "#"]),
    ("a\n  # if true\nb\n  # endif\nc", "a\nb\nc", ["--line-statement-prefix", "#"]),
    ("a\n## comment {{ 1/0 }}\nb", "a\nb", ["--line-comment-prefix", "##"]),
    ("a\n   ## c\nb\n", "a\nb\n", ["--line-comment-prefix", "##"]),
    ("a ## not\nb", "a ## not\nb", ["--line-comment-prefix", "##"]),
    ("{{ 1 }} # if x\n", "1 # if x\n", ["--line-statement-prefix", "#"]),
    ("%% set v = 3\n{{ v }}", "3", ["--line-statement-prefix", "%%"]),
    ("## c\n# set v = 2\n{{ v }}", "2", ["--line-statement-prefix", "#", "--line-comment-prefix", "##"]),
    ("# set v = 4\r\n{{ v }}", "4", ["--line-statement-prefix", "#"]),
    ("{{ 'x\n# y' }}", "x\n# y", ["--line-statement-prefix", "#"]),
]


@pytest.mark.parametrize("tpl,out,args", LINE)
def test_line_statements(st, tpl, out, args):
    st.ok(tpl, out, "-J", "xs=[1,2]", *args)


ERRORS = [
    ("{{ 1/0 }}", "division by zero", "/"),
    ("{# x\ny #}{{ 1/0 }}", "division by zero", "/"),
    ("\U0001F600{{ 1/0 }}", "division by zero", "/"),
    ("\t\r{{ 1/0 }}", "division by zero", "/"),
    ("{{ 1/0 }}{% if %}", "unexpected end of tag", "%}"),
    ("ab {{ x", "unclosed tag", "{{"),
    ("ab {% if", "unclosed tag", "{%"),
    ("{{ 'a' ", "unclosed tag", "{{"),
    ("a {{ }}", "empty expression", "{{"),
    ("a {% %}", "empty tag", "{%"),
    ("{% 5 %}", "unexpected number 5", "5"),
    ("{% 'x' %}", "unexpected string", "'"),
    ("{% foo %}", "unknown tag 'foo'", "foo"),
    ("{% IF x %}{% endif %}", "unknown tag 'IF'", "IF"),
    ("{% RAW %}", "unknown tag 'RAW'", "RAW"),
    ("{% raw x %}", "unknown tag 'raw'", "raw"),
    ("a\n{% raw %}xx", "unexpected end of template, expected 'endraw'", "{%"),
    ("x {% endraw %}", "unexpected 'endraw'", "endraw"),
    ("a {# b", "unclosed comment", "{#"),
    ("{{ {\"a\": {\"b\": 1}} }}", "unexpected end of tag", "}}"),
    ("{{ 1 + }}", "unexpected end of tag", "}}"),
    ("{{ 1 + -}}", "unexpected end of tag", "-}}"),
    ("{{ 3 \"a\" }}", "unexpected string", '"'),
    ("{{ a b }}", "unexpected 'b'", "b"),
    ("{{ (1, 2) }}", "unexpected ','", ","),
    ("{{ in }}", "unexpected 'in'", "in"),
    ("{{ a @ b }}", "unexpected character '@'", "@"),
    ("{{ a ! b }}", "unexpected character '!'", "!"),
    ("{{ a; }}", "unexpected character ';'", ";"),
    ("{{ é }}", "unexpected character 'é'", "é"),
    ("{{ x {# c #} }}", "unexpected character '#'", "#"),
    ("x\n {{ 'abc", "unterminated string", "'"),
    ('{{ "\\u12" }}', "invalid escape sequence", "\\"),
    ('{{ "a\\u12G4" }}', "invalid escape sequence", "\\"),
    ("{{ 'a' 5 }}", "unexpected number 5", "5"),
    ("{{ xs.1.5 }}", "unexpected number 1.5", "1.5"),
    ("{{ 1 }}{% if x %}{% for a in b %}", "unexpected end of template, expected 'endfor'", "{% for"),
    ("{% if x %}\n{% endfor %}", "unexpected 'endfor', expected 'endif'", "endfor"),
    ("{% endif %}", "unexpected 'endif'", "endif"),
    ("{% else %}", "unexpected 'else'", "else"),
    ("{% if x %}{% endif x %}", "unexpected 'x'", ("x", 2)),
    ("{% if x %}{% else 1 %}{% endif %}", "unexpected number 1", "1"),
    ("{% if x %}{% else %}{% elif y %}{% endif %}", "unexpected 'elif', expected 'endif'", "elif"),
    ("{% if x %}{% else %}{% else %}{% endif %}", "unexpected 'else', expected 'endif'", ("else", 2)),
    ("{% if 1, 2 %}{% endif %}", "unexpected ','", ","),
    ("{% if x %}{% elif %}{% endif %}", "unexpected end of tag", ("%}", 2)),
    ("{% if x %}{% for a in b %}{% endif %}", "unexpected 'endif', expected 'endfor'", "endif"),
    ("{% block a %}{% endblock b %}", "endblock name 'b' does not match block 'a'", "b %}"),
    ("{% macro m() %}{% endmacro n %}", "endmacro name 'n' does not match macro 'm'", "n %}"),
    ("{% for x in y %}{% endfor %}{% break %}", "'break' outside of a loop", "{% break"),
    ("{% continue %}", "'continue' outside of a loop", "{%"),
    ("{% for x in y %}{% else %}{% break %}{% endfor %}", "'break' outside of a loop", "{% break"),
    ("{% for x in y %}{% macro m() %}{% continue %}{% endmacro %}{% endfor %}", "'continue' outside of a loop", "{% continue"),
    ("{% for x in y %}{% break 1 %}{% endfor %}", "unexpected number 1", "1"),
    ("{{ 1 }}\n{% if true %}", "unexpected end of template, expected 'endif'", "{%"),
    ("{{ x|nosuch }}", "unknown filter 'nosuch'", "nosuch"),
    ("{% if false %}{{ x is nosuch }}{% endif %}", "unknown test 'nosuch'", "nosuch"),
    ("{{ [1,,2] }}", "unexpected ','", ("," , 2)),
    ("{{ {'a': 1,,} }}", "unexpected ','", (",", 2)),
    ("{{ [,] }}", "unexpected ','", ","),
    ("{{ {'a' 1} }}", "unexpected number 1", "1"),
    ("{{ () }}", "unexpected ')'", ")"),
    ("{{ (1,) }}", "unexpected ','", ","),
    ("{{ 1 if 0 if 1 else 2 else 3 }}", "unexpected 'if'", ("if", 2)),
    ("{{ 'a' ~ not 1 }}", "unexpected 'not'", "not"),
    ("{{ 1 is defined + 1 }}", "unexpected '+'", "+"),
    ("{{ 2 is in [1, 2]|list }}", "unexpected '|'", "|"),
    ("{{ 1 is sameas -1 }}", "unexpected '-'", "-"),
    ("{{ 4 is divisibleby(y=2) }}", "unexpected '='", "="),
    ("{{ x|default(a=1, 2) }}", "positional argument follows keyword argument", "2"),
    ("{% set a.b.c = 1 %}", "unexpected '.'", (".", 2)),
    ("{% set a, b %}{% endset %}", "unexpected end of tag", "%}"),
    ("{% do %}", "unexpected end of tag", "%}"),
    ("{% do 1, 2 %}", "unexpected ','", ","),
    ("{% do x = 1 %}", "unexpected '='", "="),
    ("{% for x in xs recursive if x %}{% endfor %}", "unexpected 'if'", "if"),
    ("{% macro m(a=1, b) %}{% endmacro %}", "parameter 'b' without a default follows a parameter with a default", "b"),
    ("{% macro m(a, a) %}{% endmacro %}", "duplicate parameter 'a'", ("a", 3)),
    ("{% call x %}{% endcall %}", "call tag requires a macro call", "{%"),
    ("{% block a %}{% endblock %}{% block a %}{% endblock %}", "block 'a' defined twice", ("a", 2)),
    ("{% if x %}{% extends 'b' %}{% endif %}", "'extends' must be at the top level", "{% extends"),
    ("{% extends 'a' %}{% extends 'b' %}", "'extends' may appear only once", ("{%", 2)),
    ("{% block b required %}x{% endblock %}", "required block 'b' may contain only whitespace", "{%"),
    ("{% import 'x' %}", "unexpected end of tag", "%}"),
    ("{% from 'x' import %}", "unexpected end of tag", "%}"),
    ("{% with a b %}{% endwith %}", "unexpected 'b'", "b"),
    ("{% with a, b = 1 %}{% endwith %}", "unexpected ','", ","),
    ("{% with if = 1 %}{% endwith %}", "unexpected 'if'", "if"),
    ("{% with a %}{% endwith %}", "unexpected end of tag", "%}"),
    ("{% case 1 %}x{% when 1 %}{% endcase %}", "only whitespace may appear between 'case' and the first 'when'", "{%"),
    ("{% case 1 %}{% when 1 %}{% else %}{% when 2 %}{% endcase %}", "unexpected 'when', expected 'endcase'", ("when", 2)),
    ("{% case 1 %}{% when %}{% endcase %}", "unexpected end of tag", ("%}", 2)),
    ("{% case 1 %}{% when 1, %}{% endcase %}", "unexpected end of tag", ("%}", 2)),
    ("{% case 1 %}{% else %}{% else %}{% endcase %}", "unexpected 'else', expected 'endcase'", ("else", 2)),
    ("{% unless x %}{% elif y %}{% endunless %}", "unexpected 'elif', expected 'endunless'", "elif"),
    ("{% unless %}{% endunless %}", "unexpected end of tag", "%}"),
    ("{% capture %}{% endcapture %}", "unexpected end of tag", "%}"),
    ("{% capture x %}{% endcapture x %}", "unexpected 'x'", ("x", 2)),
    ("{% capture a b %}{% endcapture %}", "unexpected 'b'", "b"),
    ("{% increment %}", "unexpected end of tag", "%}"),
    ("{% increment a b %}", "unexpected 'b'", "b"),
    ("{% cycle %}", "unexpected end of tag", "%}"),
    ("{% cycle 1, %}", "unexpected end of tag", "%}"),
    ("{% cycle 'g': %}", "unexpected end of tag", "%}"),
    ("{% filter %}{% endfilter %}", "unexpected end of tag", "%}"),
    ("{% filter 'x'|upper %}{% endfilter %}", "unexpected string", "'"),
    ("{% filter nosuch %}{% endfilter %}", "unknown filter 'nosuch'", "nosuch"),
    ("{% set for = 1 %}{% set in = 2 %}", "unexpected 'in'", "in"),
    ("{% for in in x %}{% endfor %}", "unexpected 'in'", "in"),
]


@pytest.mark.parametrize("tpl,msg,anchor", ERRORS)
def test_syntax_errors(st, tpl, msg, anchor):
    check_error(st, tpl, msg, anchor, args=("-J", "xs=[1,2]"))


LINE_ERR = [
    ("a\n# if true %}\n# endif", "unexpected '%}'", "%}"),
    ("a\n  # if\nb", "unexpected end of tag", "\nb"),
    ("# raw\nx\n# endraw", "unknown tag 'raw'", "raw"),
    ("ok\n# foo x", "unknown tag 'foo'", "foo"),
    ("x\n# for a in b\n", "unexpected end of template, expected 'endfor'", "#"),
]


@pytest.mark.parametrize("tpl,msg,anchor", LINE_ERR)
def test_line_statement_errors(st, tpl, msg, anchor):
    check_error(st, tpl, msg, anchor, args=("--line-statement-prefix", "#"))


def test_syntax_error_no_output_even_if_late(st):
    st.fail("text\n" * 5 + "{% endfor %}", "unexpected 'endfor'", 6, 4)
