"""Template text, tags, comments, whitespace control, trim/lstrip blocks, line statements,
raw blocks, tokens, string literals, syntax errors and positions."""
import pytest


# ---------------------------------------------------------------- text and tags

@pytest.mark.parametrize("template,expected", [
    ("plain text", "plain text"),
    ("a { b } c", "a { b } c"),
    ("{x}{ {y}", "{x}{ {y}"),
    ("}} %} #}", "}} %} #}"),
    ("{{ 'a' }}{{ \"b\" }}", "ab"),
    ("{{ {\"a\": {\"b\": 1} } }}", '{"a":{"b":1}}'),
    ('{{ "}}" }}', "}}"),
    ('{{ "%}" }}', "%}"),
    ("{% if true %}yes{% endif %}", "yes"),
    ("{{\n1\n+\n2\n}}", "3"),
    ("{{\t1\r\n}}", "1"),
    ("{%if true%}x{%endif%}", "x"),
    ("{{1}}", "1"),
])
def test_text_and_tags(st, template, expected):
    st.ok(template, expected)


@pytest.mark.parametrize("template,line,col,msg", [
    ('{{ {"a": {"b": 1}} }}', 1, 17, "unexpected end of tag"),
    ("a {{ x", 1, 3, "unclosed tag"),
    ("{% if x", 1, 1, "unclosed tag"),
    ("ab\ncd {% if x", 2, 4, "unclosed tag"),
    ("{{ }}", 1, 1, "empty expression"),
    ("x {{\n}}", 1, 3, "empty expression"),
    ("{{- -}}", 1, 1, "empty expression"),
    ("{% %}", 1, 1, "empty tag"),
    ("a{%  %}", 1, 2, "empty tag"),
    ("{% 5 %}", 1, 4, "unexpected number 5"),
    ("{% 'if' %}", 1, 4, "unexpected string"),
    ("{% ( %}", 1, 4, "unexpected '('"),
    ("{% foo %}", 1, 4, "unknown tag 'foo'"),
    ("{% IF x %}{% endif %}", 1, 4, "unknown tag 'IF'"),
    ("{% endfor2 %}", 1, 4, "unknown tag 'endfor2'"),
    ("{% elsif x %}", 1, 4, "unknown tag 'elsif'"),
    ("{{ \"abc }}", 1, 4, "unterminated string"),
])
def test_tag_syntax_errors(st, template, line, col, msg):
    st.terr(template, line, col, msg)


# ---------------------------------------------------------------- comments

@pytest.mark.parametrize("template,expected", [
    ("a{# x #}b", "ab"),
    ("{# {{ x }} #}", ""),
    ("a{# line1\nline2\n #}b", "ab"),
    ("a {#- x #} b", "a b"),
    ("a {# x -#} b", "a b"),
    ("a \n{#- x -#}\n b", "ab"),
    ("{#-#}  ok", "  ok"),
    ("{##}x", "x"),
    ("{#} x #}ok", "ok"),
    ("{# a {# b #} c #}", " c #}"),
    ("a #} b", "a #} b"),
    ("a\n{# x #}\nb", "a\n\nb"),
    ('{{ "{#" }}{{ "#}" }}', "{##}"),
    ("{% raw %}{# x #}{% endraw %}", "{# x #}"),
    ("{# {% if %} #}ok", "ok"),
    ("{# {{ 1/0 }} #}ok", "ok"),
])
def test_comments(st, template, expected):
    st.ok(template, expected)


def test_comment_not_evaluated_strict(st):
    st.ok("{# {{ x }} #}ok", "ok", "--strict")


def test_unclosed_comment(st):
    st.terr("ab\n  {# x", 2, 3, "unclosed comment")


def test_unclosed_comment_with_hash(st):
    st.terr("{# x }", 1, 1, "unclosed comment")


def test_comment_start_inside_tag(st):
    st.terr("{{ {# }}", 1, 5, "unexpected character '#'")


def test_comment_trim_blocks(st):
    st.ok("a{# x #}\nb", "ab", "--trim-blocks")


def test_comment_lstrip_blocks(st):
    st.ok("a\n  {# x #}b", "a\nb", "--lstrip-blocks")


def test_comment_trim_and_lstrip(st):
    st.ok("a\n  {# x #}\nb", "a\nb", "--trim-blocks", "--lstrip-blocks")


# ---------------------------------------------------------------- whitespace control

@pytest.mark.parametrize("template,expected", [
    ("a {{- 1 -}}\n b", "a1b"),
    ('{{ " " -}} x', " x"),
    ("{{ 5-}}", "5"),
    ("{{ 5 -}}  x", "5x"),
    ("a  \n \t {%- if true %}b{% endif %}", "ab"),
    ("{% if true -%} \r\n\t\n b{% endif %}", "b"),
    ("{% if true %}a   {%- endif %}", "a"),
    ("a {{ -1 }} b", "a -1 b"),
    ('{{ " " }}{{- "x" }}', " x"),
    ('{{ "x" -}}{{ " " }}y', "x y"),
    ("a\n\n\n{{- 1 }}", "a1"),
    ("{{ 1 -}}\n\n\nb", "1b"),
    ("a{% if true -%}\n  b{%- endif %}  c", "ab  c"),
    ("{%- if true -%}   x   {%- endif -%}", "x"),
    ("x {%- raw %} y {% endraw -%} z", "x y z"),
    ("a {#- c -#} b", "ab"),
])
def test_whitespace_control(st, template, expected):
    st.ok(template, expected)


def test_whitespace_control_keeps_raw_body(st):
    st.ok("{% raw %} x {% endraw %}{{- 1 }}", " x 1")


def test_whitespace_control_in_loop(st):
    st.ok("{% for i in [1,2,3] -%}\n  {{ i }}\n{%- endfor %}", "123")


# ---------------------------------------------------------------- trim blocks

@pytest.mark.parametrize("template,expected", [
    ("{% if true %}\nx{% endif %}\n", "x"),
    ("{% if true %} \nx{% endif %}", " \nx"),
    ("{% if true %}\r\nx{% endif %}", "x"),
    ("{% if true %}\r\r\nx{% endif %}", "\r\r\nx"),
    ("{% if true %}\n\nx{% endif %}", "\nx"),
    ("{% for i in [1,2] %}\n{{ i }}\n{% endfor %}\n", "1\n2\n"),
    ("{{ 1 }}\n{% if true %}\nx{% endif %}", "1\nx"),
    ("a{% raw %}\nx{% endraw %}\nb", "axb"),
    ("a{% set x = 1 %}\n{{ x }}", "a1"),
])
def test_trim_blocks(st, template, expected):
    st.ok(template, expected, "--trim-blocks")


def test_trim_blocks_tag_at_end(st):
    st.ok("x{% if true %}y{% endif %}", "xy", "--trim-blocks")


def test_without_trim_blocks_keeps_newlines(st):
    st.ok("{% if true %}\nx\n{% endif %}\n", "\nx\n\n")


def test_trim_blocks_with_dash(st):
    st.ok("{% if true -%}\n\n  x{% endif %}", "x", "--trim-blocks")


def test_trim_blocks_output_tag_unaffected(st):
    st.ok("{{ 1 }}\n{{ 2 }}\n", "1\n2\n", "--trim-blocks")


# ---------------------------------------------------------------- lstrip blocks

@pytest.mark.parametrize("template,expected", [
    ("  {% if true %}x{% endif %}", "x"),
    ("\t \t{% if true %}x{% endif %}", "x"),
    ("a  {% if true %}x{% endif %}", "a  x"),
    ("a\n \u00a0{% if true %}b{% endif %}", "a\n \u00a0b"),
    ("a\r\n  {% if true %}b{% endif %}", "a\r\nb"),
    ("a\r  {% if true %}b{% endif %}", "a\r  b"),
    ("  {% raw %} r{% endraw %}", " r"),
    ("a\n  {% if true %}  {% if true %}b{% endif %}{% endif %}", "a\n  b"),
    ("  {{ 1 }}", "  1"),
    ("x\n  {% if true %}y\n  {% endif %}z", "x\ny\nz"),
    ("{{ 1 }}  {% if true %}b{% endif %}", "1  b"),
])
def test_lstrip_blocks(st, template, expected):
    st.ok(template, expected, "--lstrip-blocks")


def test_without_lstrip_blocks_keeps_indent(st):
    st.ok("  {% if true %}x{% endif %}", "  x")


def test_trim_and_lstrip_together(st):
    st.ok("a\n  {% if true %}\n  y\n  {% endif %}\nb", "a\n  y\nb", "--trim-blocks", "--lstrip-blocks")


def test_trim_and_lstrip_loop(st):
    t = "<ul>\n  {% for x in [1, 2] %}\n  <li>{{ x }}</li>\n  {% endfor %}\n</ul>\n"
    st.ok(t, "<ul>\n  <li>1</li>\n  <li>2</li>\n</ul>\n", "--trim-blocks", "--lstrip-blocks")


def test_lstrip_with_dash_removes_all(st):
    st.ok("a\n  {%- if true %}b{% endif %}", "ab", "--lstrip-blocks")


def test_lstrip_raw_end(st):
    st.ok("{% raw %}x\n   {% endraw %}", "x\n", "--lstrip-blocks")


# ---------------------------------------------------------------- line statements and comments

LS = ("--line-statement-prefix", "#")


@pytest.mark.parametrize("template,expected", [
    ("# for x in xs\n  {{ x }}\n# endfor\n", "  1\n  2\n"),
    ("  # if true\nyes\n  # endif\n", "yes\n"),
    ("\t# if false\nno\n# else\nyes\n# endif\n", "yes\n"),
    ("#for x in [1,2]\n{{ x }}\n#endfor\n", "1\n2\n"),
    ("# set x = 5\n{{ x }}", "5"),
    ("a\n# set x = 5\nb{{ x }}", "a\nb5"),
    ("{{ 1 }} # if x\n", "1 # if x\n"),
    ("{% raw %}\n# if{% endraw %}", "\n# if"),
    ("# if true\r\nx\r\n# endif\r\n", "x\r\n"),
    ("# if true\nx\n# endif", "x\n"),
    ("a # not a statement\n", "a # not a statement\n"),
    ("{# c #}\n# set y = 2\n{{ y }}", "\n2"),
    ("# for x in [1,2] if x > 1\n{{ x }}\n# endfor\n", "2\n"),
])
def test_line_statements(st, template, expected):
    st.ok(template, expected, *LS, "-J", "xs=[1,2]")


def test_line_statement_after_tag_same_line_not_candidate(st):
    st.ok("{% set a = 1 %}# if false\n", "# if false\n", *LS)


def test_line_statement_not_candidate_after_newline_in_tag(st):
    st.ok("{{\n1 }}# set q = 1\n", "1# set q = 1\n", *LS)


def test_line_statement_percent_close(st):
    st.terr("# if true %}\n# endif\n", 1, 11, "unexpected '%}'", *LS)


def test_line_statement_incomplete(st):
    st.terr("# if\nx\n# endif\n", 1, 5, "unexpected end of tag", *LS)


def test_line_statement_incomplete_indented(st):
    st.terr("ok\n   # for x in\n# endfor\n", 2, 14, "unexpected end of tag", *LS)


def test_line_statement_raw_unknown(st):
    st.error_re("# raw\nx\n# endraw\n", r"t\.txt:1:\d+: unknown tag 'raw'", *LS)


def test_line_statement_break_outside_loop_position(st):
    st.terr("x\n  # break\n", 2, 3, "'break' outside of a loop", *LS)


def test_line_statement_unclosed(st):
    st.terr("a\n# if true\nb\n", 2, 1, "unexpected end of template, expected 'endif'", *LS)


def test_line_statement_mixed_with_tags(st):
    st.ok("# if true\n{% if true %}x{% endif %}\n# endif\n", "x\n", *LS)


def test_line_statement_trim_blocks_nothing_to_remove(st):
    st.ok("# if true\n\nx\n# endif\n", "\nx\n", *LS, "--trim-blocks")


LC = ("--line-comment-prefix", "##")


@pytest.mark.parametrize("template,expected", [
    ("a\n## comment {{ 1/0 }}\nb", "a\nb"),
    ("a\n   ## indented\nb", "a\nb"),
    ("## first\nb", "b"),
    ("a\n## last", "a\n"),
    ("a ## not a comment\n", "a ## not a comment\n"),
    ("{{ 1 }}## not\n", "1## not\n"),
    ("a\n## {% if true %}\nb", "a\nb"),
])
def test_line_comments(st, template, expected):
    st.ok(template, expected, *LC)


def test_line_comment_checked_before_statement(st):
    st.ok("## endfor garbage\n# if true\nx\n# endif\n", "x\n",
          "--line-statement-prefix", "#", "--line-comment-prefix", "##")


def test_line_prefix_multichar(st):
    st.ok("%% if true\nx\n%% endif\n", "x\n", "--line-statement-prefix", "%%")


# ---------------------------------------------------------------- raw blocks

@pytest.mark.parametrize("template,expected", [
    ("{% raw %}{{ x }}{% if %}{% endraw %}", "{{ x }}{% if %}"),
    ("{%raw%}a{%endraw%}", "a"),
    ("{%\traw\t%}a{%\tendraw\t%}", "a"),
    ("{% raw %}a{% endraw x %}b{% endraw %}", "a{% endraw x %}b"),
    ("{% raw %}{% raw %}{% endraw %}", "{% raw %}"),
    ("{% if false %}{% raw %}{% endif %}{% endraw %}{% endif %}ok", "ok"),
    ("{% filter upper %}{% raw %}{{ a }}{% endraw %}{% endfilter %}", "{{ A }}"),
    ("a {%- raw -%}  b  {%- endraw -%} c", "abc"),
    ("a {%- raw %} b {% endraw %} c", "a b  c"),
    ("{% raw %}  \n b \n{% endraw %}", "  \n b \n"),
    ("{%- raw -%}\n x \n{%- endraw -%}", "x"),
    ("{% raw %}{# c #}{% endraw %}", "{# c #}"),
    ("{% raw %}{% endraw %}", ""),
])
def test_raw_blocks(st, template, expected):
    st.ok(template, expected)


def test_raw_not_escaped(st):
    st.ok("{% raw %}<&>{% endraw %}", "<&>", "-e")


def test_raw_unclosed(st):
    st.terr("ab\n{% raw %}{{ x }}", 2, 1, "unexpected end of template, expected 'endraw'")


def test_raw_unclosed_dash(st):
    st.terr("{%- raw %}x{% endraw x %}", 1, 1, "unexpected end of template, expected 'endraw'")


def test_endraw_outside(st):
    st.terr("x{% endraw %}", 1, 5, "unexpected 'endraw'")


def test_raw_with_extra_token(st):
    st.terr("{% raw x %}a", 1, 4, "unknown tag 'raw'")


def test_raw_case_sensitive(st):
    st.terr("{% RAW %}x", 1, 4, "unknown tag 'RAW'")


def test_raw_line_numbers_count(st):
    st.terr("{% raw %}\n\n{% endraw %}{{ 1/0 }}", 3, 17, "division by zero")


def test_raw_trim_blocks(st):
    st.ok("{% raw %}\nx\n{% endraw %}\ny", "x\ny", "--trim-blocks")


# ---------------------------------------------------------------- tokens

@pytest.mark.parametrize("template,expected", [
    ("{{ 3 }}", "3"),
    ("{{ 0.5 }}", "0.5"),
    ("{{ 1.5e3 }}", "1500"),
    ("{{ 2E-2 }}", "0.02"),
    ("{{ 1e+2 }}", "100"),
    ("{{ 007 }}", "7"),
    ("{{ 1.x is defined }}", "false"),
    ("{{ -1 }}", "-1"),
    ("{{ 1-1 }}", "0"),
    ("{{ 2**3 }}", "8"),
    ("{{ 7//2 }}", "3"),
    ("{{ a_1 }}", "v"),
    ("{{ A }}", "upper"),
])
def test_tokens(st, template, expected):
    st.ok(template, expected, "-D", "a_1=v", "-D", "A=upper")


@pytest.mark.parametrize("template,col,msg", [
    ("{{ 1e }}", 5, "unexpected 'e'"),
    ("{{ .5 }}", 4, "unexpected '.'"),
    ("{{ 1 @ 2 }}", 6, "unexpected character '@'"),
    ("{{ a $ b }}", 6, "unexpected character '$'"),
    ("{{ a ; b }}", 6, "unexpected character ';'"),
    ("{{ a & b }}", 6, "unexpected character '&'"),
    ("{{ a ? b }}", 6, "unexpected character '?'"),
    ("{{ a ! b }}", 6, "unexpected character '!'"),
    ("{{ é }}", 4, "unexpected character 'é'"),
    ("{{ a\\b }}", 5, "unexpected character '\\'"),
    ("{{ 1. }}", 7, "unexpected end of tag"),
    ("{{ 1 2 }}", 6, "unexpected number 2"),
    ("{{ xs.1.5 }}", 7, "unexpected number 1.5"),
])
def test_token_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


# ---------------------------------------------------------------- string literals

@pytest.mark.parametrize("template,expected", [
    (r'{{ "a\nb" }}', "a\nb"),
    (r'{{ "a\tb" }}', "a\tb"),
    (r'{{ "a\rb" }}', "a\rb"),
    (r'{{ "a\0b" }}', "a\0b"),
    (r'{{ "\u0041\u00e9\u00E9" }}', "Aéé"),
    (r'{{ "\q" }}', "q"),
    (r'{{ "\x41" }}', "x41"),
    (r'{{ "\101" }}', "101"),
    (r'{{ "\\" }}', "\\"),
    (r'{{ "\"" }}', '"'),
    (r"{{ '\'' }}", "'"),
    ('{{ "it\'s" }}', "it's"),
    ("{{ 'say \"hi\"' }}", 'say "hi"'),
    (r'{{ "\ud83d\ude00" }}', "😀"),
    (r'{{ "\ud83d\ude00"|length }}', "1"),
    (r'{{ "\uD83D"|length }}', "1"),
    ('{{ "a\\\nb" }}', "a\nb"),
    ('{{ "line1\nline2" }}', "line1\nline2"),
    ("{{ \"ab\" 'cd' }}", "abcd"),
    ('{{ "ab" "cd"|upper }}', "ABCD"),
    ("{{ 'it''s' }}", "its"),
    ('{{ "a" "b" "c" }}', "abc"),
    ('{{ "{{ x }}" }}', "{{ x }}"),
    ('{% set s = "a}}b" %}{{ s }}', "a}}b"),
    ('{% set s = "a%}b" %}{{ s }}', "a%}b"),
    ('{{ "" }}', ""),
    ('{{ "\\u00411" }}', "A1"),
])
def test_string_literals(st, template, expected):
    st.ok(template, expected)


@pytest.mark.parametrize("template,line,col,msg", [
    (r'{{ "\u12" }}', 1, 5, "invalid escape sequence"),
    (r'{{ "\u12G4" }}', 1, 5, "invalid escape sequence"),
    (r'{{ "ab\u" }}', 1, 7, "invalid escape sequence"),
    ('{{ "abc', 1, 4, "unterminated string"),
    ("x\n{{ 'abc }}\n", 2, 4, "unterminated string"),
    ('{{ "a" 5 }}', 1, 8, "unexpected number 5"),
    ('{% set s = "a\nb %}', 1, 12, "unterminated string"),
])
def test_string_literal_errors(st, template, line, col, msg):
    st.terr(template, line, col, msg)


# ---------------------------------------------------------------- expression syntax errors

@pytest.mark.parametrize("template,col,msg", [
    ("{{ 1 + }}", 8, "unexpected end of tag"),
    ("{{ 1 + -}}", 8, "unexpected end of tag"),
    ('{{ 3 "a" }}', 6, "unexpected string"),
    ("{{ a b }}", 6, "unexpected 'b'"),
    ("{{ (1, 2) }}", 6, "unexpected ','"),
    ("{{ in }}", 4, "unexpected 'in'"),
    ("{{ and }}", 4, "unexpected 'and'"),
    ("{{ is }}", 4, "unexpected 'is'"),
    ("{{ else }}", 4, "unexpected 'else'"),
    ("{{ if }}", 4, "unexpected 'if'"),
    ("{{ or 1 }}", 4, "unexpected 'or'"),
    ("{{ 1 + + }}", 10, "unexpected end of tag"),
    ("{{ ) }}", 4, "unexpected ')'"),
    ("{{ (1 }}", 7, "unexpected end of tag"),
    ("{{ [1 }}", 7, "unexpected end of tag"),
    ("{{ 1 = 2 }}", 6, "unexpected '='"),
    ("{{ a. }}", 7, "unexpected end of tag"),
    ("{{ a.'b' }}", 6, "unexpected string"),
    ("{{ f(1 }}", 8, "unexpected end of tag"),
    ("{{ 1 }}{% set in = 1 %}", 15, "unexpected 'in'"),
    ("{% set true = 1 %}", 8, "unexpected 'true'"),
    ("{% for none in [1] %}{% endfor %}", 8, "unexpected 'none'"),
    ("{% macro not() %}{% endmacro %}", 10, "unexpected 'not'"),
    ("{% macro m(is) %}{% endmacro %}", 12, "unexpected 'is'"),
    ("{{ x|1 }}", 6, "unexpected number 1"),
    ("{{ 1 if }}", 9, "unexpected end of tag"),
    ("{{ 1 if 2 else }}", 16, "unexpected end of tag"),
    ("{{ [1 2] }}", 7, "unexpected number 2"),
])
def test_expression_syntax_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


@pytest.mark.parametrize("template,expected", [
    ("{{ x.if }}", "1"),
    ("{{ x.in }}", "2"),
    ("{{ x.true }}", "3"),
    ("{{ for }}", ""),
    ("{{ endfor is defined }}", "false"),
    ("{{ block }}", ""),
])
def test_reserved_after_dot_and_statement_words(st, template, expected):
    st.ok(template, expected, "-J", 'x={"if": 1, "in": 2, "true": 3}')


# ---------------------------------------------------------------- positions

@pytest.mark.parametrize("template,line,col", [
    ("{# x\ny #}{{ 1/0 }}", 2, 9),
    ("😀{{ 1/0 }}", 1, 7),
    ("😀😀\n😀{{ 1/0 }}", 2, 7),
    ("é{{ 1/0 }}", 1, 6),
    ("\t{{ 1/0 }}", 1, 6),
    ("a\r{{ 1/0 }}", 1, 7),
    ("a\r\n{{ 1/0 }}", 2, 5),
    ("{{ '😀' ~ 1/0 }}", 1, 12),
    ("{{ 'a\nbc' ~ 1/0 }}", 2, 8),
    ("{{\n\n   1/0 }}", 3, 5),
    ("a {{- 1/0 }}", 1, 8),
    ("{% raw %}\n{{ x }}\n{% endraw %}\n\n{{ 1/0 }}", 5, 5),
    ("{% if true %}\n  {% for i in [1] %}\n    {{ i / 0 }}\n  {% endfor %}\n{% endif %}", 3, 10),
])
def test_error_positions(st, template, line, col):
    st.terr(template, line, col, "division by zero")


def test_binary_operator_chain_position(st):
    st.terr("{{ 1 + 2 + none }}", 1, 10, "unsupported operand types for +: number and none")


def test_binary_operator_parens_position(st):
    st.terr("{{ (1 + 2) + none }}", 1, 12, "unsupported operand types for +: number and none")


def test_innermost_open_statement_reported(st):
    st.terr("{% if x %}\n{% for a in b %}\n{% with %}", 3, 1, "unexpected end of template, expected 'endwith'")


def test_innermost_open_statement_reported_2(st):
    st.terr("{% if x %}{% for a in b %}", 1, 11, "unexpected end of template, expected 'endfor'")


def test_syntax_error_after_render_error(st):
    st.terr("{{ 1/0 }}{% if %}", 1, 16, "unexpected end of tag")


def test_first_syntax_error_reported(st):
    st.terr("{{ 1 + }}{{ 2 + }}", 1, 8, "unexpected end of tag")


def test_whitespace_control_positions_as_written(st):
    st.terr("a   \n\n   {%- if true %}{{ 1/0 }}{% endif %}", 3, 22, "division by zero")
