"""Template text, tags, comments, whitespace control, trim/lstrip, line statements, raw blocks."""
import pytest

from conftest import run, render, out, fails, fails_msg, TNAME


# ---------------------------------------------------------------- positions

def test_position_comment_newline():
    fails("{# x\ny #}{{ 1/0 }}", "division by zero", "/")


def test_position_comment_newline_explicit():
    r = render("{# x\ny #}{{ 1/0 }}")
    assert r.err == "stencil: t.txt:2:9: division by zero\n"


def test_position_emoji_two_columns():
    r = render("😀{{ 1/0 }}")
    assert r.err == "stencil: t.txt:1:7: division by zero\n"


def test_position_bmp_one_column():
    r = render("é{{ 1/0 }}")
    assert r.err == "stencil: t.txt:1:6: division by zero\n"


def test_position_tab_one_column():
    r = render("\t{{ 1/0 }}")
    assert r.err == "stencil: t.txt:1:6: division by zero\n"


def test_position_cr_not_a_line_break():
    r = render("a\r{{ 1/0 }}")
    assert r.err == "stencil: t.txt:1:7: division by zero\n"


def test_position_string_literal_newline():
    fails('{{ "a\nb" ~ (1/0) }}', "division by zero", "/")


def test_position_newline_in_tag():
    fails("{{ 1\n +\n none }}", "unsupported operand types for +: number and none", "+")


def test_position_raw_block_lines():
    fails("{% raw %}\n\n{% endraw %}{{ 1/0 }}", "division by zero", "/")


def test_position_whitespace_control_does_not_move():
    r = render("a\n  {{- 1/0 }}")
    assert r.err == "stencil: t.txt:2:8: division by zero\n"


def test_position_second_operator_of_chain():
    fails("{{ 1 + 2 + none }}", "unsupported operand types for +: number and none", ("+", 1))


def test_position_parenthesised_operand():
    fails("{{ (1 + 2) + none }}", "unsupported operand types for +: number and none", ("+", 1))


def test_syntax_error_before_render_error():
    fails("{{ 1/0 }}{% if %}", "unexpected end of tag", ("%}", 0))


def test_syntax_error_late_no_output():
    r = render("hello\n" * 5 + "{% endfor %}")
    assert r.out == "" and r.rc == 1
    assert r.err == "stencil: t.txt:6:4: unexpected 'endfor'\n"


def test_innermost_open_statement_reported():
    tpl = "{% if true %}\n  {% for x in [] %}\n"
    fails(tpl, "unexpected end of template, expected 'endfor'", "{% for")


# ---------------------------------------------------------------- tags and text

@pytest.mark.parametrize("tpl", ["a { b }", "{x}", "{ {", "} }} %} #}", "{", "%}"])
def test_plain_text_braces(tpl):
    assert out(tpl) == tpl


def test_closing_delimiter_in_string():
    assert out('{{ "}}" }}') == "}}"


def test_nested_mapping_needs_space():
    fails('{{ {"a": {"b": 1}} }}', "unexpected end of tag", "}}")


def test_nested_mapping_with_space():
    assert out('{{ {"a": {"b": 1} } }}') == '{"a":{"b":1}}'


def test_unclosed_output_tag():
    fails("ab{{ x", "unclosed tag", "{{")


def test_unclosed_statement_tag():
    fails("ab\n{% if x", "unclosed tag", "{%")


def test_unclosed_tag_string_containing_delimiter():
    fails('{{ "}}"', "unclosed tag", "{{")


def test_empty_expression():
    fails("a{{ }}", "empty expression", "{{")


def test_empty_expression_no_space():
    fails("{{}}", "empty expression", "{{")


def test_empty_tag():
    fails("x{% %}", "empty tag", "{%")


def test_statement_starting_with_number():
    fails("{% 5 %}", "unexpected number 5", "5")


def test_statement_starting_with_string():
    fails('{% "s" %}', "unexpected string", '"')


def test_statement_starting_with_operator():
    fails("{% + %}", "unexpected '+'", "+")


def test_unknown_tag():
    fails("{% foo x %}", "unknown tag 'foo'", "foo")


def test_tag_names_case_sensitive():
    fails("{% IF x %}{% endif %}", "unknown tag 'IF'", "IF")


def test_unknown_tag_in_false_branch():
    fails("{% if false %}{% bogus %}{% endif %}", "unknown tag 'bogus'", "bogus")


# ---------------------------------------------------------------- comments

def test_comment_removed():
    assert out("a{# x #}b") == "ab"


def test_comment_tags_not_evaluated_strict():
    assert out("{# {{ x }} #}ok", "--strict") == "ok"


def test_comment_tags_not_evaluated():
    assert out("{# {{ 1/0 }} {% if %} #}ok") == "ok"


def test_comment_multiline():
    assert out("a{# x\ny\nz #}b") == "ab"


def test_unclosed_comment():
    fails("ab{# x", "unclosed comment", "{#")


def test_unclosed_comment_at_end():
    fails("ab{#", "unclosed comment", "{#")


def test_comment_left_marker_only_left():
    assert out("x {#- c #}  y") == "x  y"


def test_comment_right_marker_only_right():
    assert out("x  {# c -#} y") == "x  y"


def test_comment_markers_multiline():
    assert out("a \n {#- c -#} \n b") == "ab"


def test_comment_dash_hash_is_left_marker():
    assert out("{#-#}  ok") == "  ok"


def test_comment_dash_hash_strips_left():
    assert out("a  {#-#}b") == "ab"


def test_empty_comment():
    assert out("{##}ok") == "ok"


def test_comment_hash_of_opener_not_closer():
    assert out("{#} x #}ok") == "ok"


def test_comments_do_not_nest():
    assert out("{# a {# b #} c #}") == " c #}"


def test_closing_comment_outside_is_text():
    assert out("a #} b") == "a #} b"


def test_comment_newlines_kept():
    assert out("a\n{# x #}\nb") == "a\n\nb"


def test_comment_opener_inside_tag_is_error():
    fails("{{ {# x #} }}", "unexpected character '#'", "#")


def test_comment_inside_string():
    assert out('{{ "{# x #}" }}') == "{# x #}"


def test_comment_inside_raw():
    assert out("{% raw %}{# x #}{% endraw %}") == "{# x #}"


# ---------------------------------------------------------------- whitespace control

def test_ws_example():
    assert out("a {{- 1 -}}\n b") == "a1b"


def test_ws_output_whitespace_kept():
    assert out('{{ " " -}} x') == " x"


def test_ws_dash_before_close_in_expression():
    assert out("{{ 5-}}") == "5"


def test_ws_left_removes_multiple_lines():
    assert out("a  \n\n \t {%- if true %}b{% endif %}") == "ab"


def test_ws_right_removes_multiple_lines():
    assert out("{% if true -%}  \n\t \r\n b{% endif %}") == "b"


def test_ws_only_adjacent_text():
    assert out("a {{ 1 }} {{- 2 }} c") == "a 12 c"


def test_ws_dash_not_touching_is_not_marker():
    assert out("a {{ - 1 }}") == "a -1"


def test_ws_produced_whitespace_not_removed():
    assert out('{{ " " }}{{- "x" }}') == " x"


def test_ws_raw_text_not_removed():
    assert out("{% raw %} a {% endraw %}{{- 1 }}") == " a 1"


def test_ws_statement_both_sides():
    assert out("x\n  {%- if true -%}\n  y\n  {%- endif -%}\n  z") == "xyz"


def test_ws_not_applied_without_marker():
    assert out("a\n{% if true %}\nb\n{% endif %}\n") == "a\n\nb\n\n"


# ---------------------------------------------------------------- trim blocks

def test_trim_blocks_basic():
    assert out("{% if true %}\nx{% endif %}\ny", "--trim-blocks") == "xy"


def test_without_trim_blocks():
    assert out("{% if true %}\nx{% endif %}\ny") == "\nx\ny"


def test_trim_blocks_only_immediate_newline():
    assert out("{% if true %} \nx{% endif %}", "--trim-blocks") == " \nx"


def test_trim_blocks_crlf():
    assert out("{% if true %}\r\nx{% endif %}", "--trim-blocks") == "x"


def test_trim_blocks_lone_cr():
    assert out("{% if true %}\r\r\nx{% endif %}", "--trim-blocks") == "\r\r\nx"


def test_trim_blocks_only_one_newline():
    assert out("{% if true %}\n\nx{% endif %}", "--trim-blocks") == "\nx"


def test_trim_blocks_loop():
    assert out("{% for i in [1,2] %}\n{{ i }}\n{% endfor %}\n", "--trim-blocks") == "1\n2\n"


def test_trim_blocks_output_tag_not_affected():
    assert out("{{ 1 }}\n{% if true %}\nx{% endif %}", "--trim-blocks") == "1\nx"


def test_trim_blocks_comment():
    assert out("{# c #}\nx", "--trim-blocks") == "x"


def test_trim_blocks_raw():
    assert out("a{% raw %}\nx{% endraw %}\nb", "--trim-blocks") == "axb"


def test_trim_blocks_tag_at_end():
    assert out("a{% if true %}{% endif %}", "--trim-blocks") == "a"


def test_ws_marker_removes_all_with_or_without_trim():
    assert out("{% if true -%}\n\n  x{% endif %}", "--trim-blocks") == "x"


# ---------------------------------------------------------------- lstrip blocks

def test_lstrip_basic():
    assert out("a\n  {% if true %}b{% endif %}", "--lstrip-blocks") == "a\nb"


def test_lstrip_at_template_start():
    assert out("  {% if true %}b{% endif %}", "--lstrip-blocks") == "b"


def test_lstrip_tab():
    assert out("a\n\t \t{% if true %}b{% endif %}", "--lstrip-blocks") == "a\nb"


def test_lstrip_after_text_kept():
    assert out("a  {% if true %}b{% endif %}", "--lstrip-blocks") == "a  b"


def test_lstrip_after_tag_kept():
    assert out("{{ 1 }}  {% if true %}b{% endif %}", "--lstrip-blocks") == "1  b"


def test_lstrip_output_tag_not_affected():
    assert out("a\n  {{ 1 }}", "--lstrip-blocks") == "a\n  1"


def test_lstrip_comment():
    assert out("a\n  {# c #}b", "--lstrip-blocks") == "a\nb"


def test_without_lstrip():
    assert out("a\n  {% if true %}b{% endif %}") == "a\n  b"


def test_trim_and_lstrip_together():
    tpl = "a\n  {% if true %}\n  y\n  {% endif %}\nb"
    assert out(tpl, "--trim-blocks", "--lstrip-blocks") == "a\n  y\nb"


def test_lstrip_nbsp_blocks():
    assert out("a\n \u00a0{% if true %}b{% endif %}", "--lstrip-blocks") == "a\n \u00a0b"


def test_lstrip_crlf():
    assert out("a\r\n  {% if true %}b{% endif %}", "--lstrip-blocks") == "a\r\nb"


def test_lstrip_lone_cr_blocks():
    assert out("a\n\r  {% if true %}b{% endif %}", "--lstrip-blocks") == "a\n\r  b"


def test_lstrip_raw():
    assert out("  {% raw %} r{% endraw %}", "--lstrip-blocks") == " r"


def test_lstrip_only_first_tag_on_line():
    tpl = "a\n  {% if true %}  {% if true %}b{% endif %}{% endif %}"
    assert out(tpl, "--lstrip-blocks") == "a\n  b"


def test_lstrip_left_marker_removes_all():
    assert out("a\n\n  {%- if true %}b{% endif %}", "--lstrip-blocks") == "ab"


# ---------------------------------------------------------------- line statements / comments

def test_line_statement_loop():
    tpl = "# for x in xs\n  {{ x }}\n# endfor\n"
    assert out(tpl, "--line-statement-prefix", "#", v={"xs": [1, 2]}) == "  1\n  2\n"


def test_line_statement_leading_blanks():
    tpl = "a\n  # if true\nyes\n\t# endif\nb"
    assert out(tpl, "--line-statement-prefix", "#") == "a\nyes\nb"


def test_line_statement_long_prefix():
    tpl = "%% set x = 5\n[{{ x }}]"
    assert out(tpl, "--line-statement-prefix", "%%") == "[5]"


def test_line_statement_crlf():
    tpl = "# if true\r\nyes\r\n# endif\r\n"
    assert out(tpl, "--line-statement-prefix", "#") == "yes\r\n"


def test_line_statement_last_line_no_newline():
    tpl = "# set x = 1\n{{ x }}\n# if x"
    fails(tpl, "unexpected end of template, expected 'endif'", ("#", 1), "--line-statement-prefix", "#")


def test_line_statement_without_option_is_text():
    assert out("# if true\nx\n") == "# if true\nx\n"


def test_line_comment():
    tpl = "a\n  ## comment {{ 1/0 }}\nb"
    assert out(tpl, "--line-comment-prefix", "##") == "a\nb"


def test_line_comment_last_line():
    assert out("a\n## c", "--line-comment-prefix", "##") == "a\n"


def test_line_comment_checked_first():
    tpl = "## junk {{ 1/0 }}\n# if true\ny\n# endif\n"
    assert out(tpl, "--line-statement-prefix", "#", "--line-comment-prefix", "##") == "y\n"


def test_line_statement_percent_close_error():
    tpl = "# if true %}\nx\n# endif\n"
    fails(tpl, "unexpected '%}'", "%}", "--line-statement-prefix", "#")


def test_line_statement_incomplete():
    tpl = "# if\nx\n# endif\n"
    fails(tpl, "unexpected end of tag", "\n", "--line-statement-prefix", "#")


def test_line_statement_raw_unknown():
    fails_msg("# raw\nx\n", "unknown tag 'raw'", "--line-statement-prefix", "#")


def test_line_statement_unclosed_at_prefix():
    tpl = "a\n  # for x in [1]\nb"
    r = render(tpl, "--line-statement-prefix", "#")
    assert r.err == "stencil: t.txt:2:3: unexpected end of template, expected 'endfor'\n"


def test_line_statement_not_after_text():
    assert out("x # if true\n", "--line-statement-prefix", "#") == "x # if true\n"


def test_line_statement_not_after_tag_on_same_line():
    assert out("{{ 1 }}# if\n", "--line-statement-prefix", "#") == "1# if\n"


def test_line_statement_after_tag_line():
    tpl = "{{ 1 }}\n# if true\nY\n# endif\n"
    assert out(tpl, "--line-statement-prefix", "#") == "1\nY\n"


def test_line_statement_inside_comment_not_candidate():
    assert out("{# \n# if #}ok", "--line-statement-prefix", "#") == "ok"


def test_line_statement_inside_raw_not_candidate():
    tpl = "{% raw %}\n# if\n{% endraw %}"
    assert out(tpl, "--line-statement-prefix", "#") == "\n# if\n"


def test_line_statement_candidate_after_trimmed_tag():
    tpl = "{% if true %}\n# if true\nY\n# endif\n{% endif %}"
    assert out(tpl, "--line-statement-prefix", "#", "--trim-blocks") == "Y\n"


def test_line_statement_mixed_with_tags():
    tpl = "# set xs = [1, 2]\n{% for x in xs %}{{ x }}{% endfor %}\n"
    assert out(tpl, "--line-statement-prefix", "#") == "12\n"


# ---------------------------------------------------------------- raw blocks

def test_raw_basic():
    assert out("{% raw %}{{ x }}{% if %}{% endraw %}") == "{{ x }}{% if %}"


def test_raw_no_spaces():
    assert out("{%raw%}a{%endraw%}") == "a"


def test_raw_tabs():
    assert out("{%\traw\t%}a{%\tendraw\t%}") == "a"


def test_raw_left_marker():
    assert out("x  {%- raw %}a{% endraw %}") == "xa"


def test_raw_right_marker_body_start():
    assert out("{% raw -%}  \n a{% endraw %}") == "a"


def test_raw_end_markers():
    assert out("{% raw %}a  {%- endraw -%}  b") == "ab"


def test_raw_body_whitespace_kept():
    assert out("{% raw %} a \n{% endraw %}") == " a \n"


def test_raw_unclosed():
    fails("x{% raw %}abc", "unexpected end of template, expected 'endraw'", "{%")


def test_endraw_alone():
    fails("x{% endraw %}", "unexpected 'endraw'", "endraw")


def test_raw_with_extra_is_unknown_tag():
    fails("{% raw x %}a{% endraw %}", "unknown tag 'raw'", "raw")


def test_raw_case_sensitive():
    fails("{% RAW %}a", "unknown tag 'RAW'", "RAW")


def test_raw_malformed_end_is_text():
    assert out("{% raw %}a{% endraw x %}b{% endraw %}") == "a{% endraw x %}b"


def test_raw_nested_opener_is_text():
    assert out("{% raw %}{% raw %}{% endraw %}") == "{% raw %}"


def test_raw_in_false_branch_hides_tags():
    assert out("{% if false %}{% raw %}{% endif %}{% endraw %}{% endif %}ok") == "ok"


def test_raw_not_escaped():
    assert out("{% raw %}<&>{% endraw %}", "-e") == "<&>"


def test_raw_in_filter_block():
    assert out("{% filter upper %}{% raw %}{{ a }}{% endraw %}{% endfilter %}") == "{{ A }}"


def test_raw_lstrip_before_endraw():
    assert out("  {% raw %}x\n  {% endraw %}", "--lstrip-blocks") == "x\n"


def test_raw_trim_blocks_both():
    assert out("{% raw %}\nx\n{% endraw %}\ny", "--trim-blocks") == "x\ny"


def test_raw_in_loop():
    assert out("{% for i in [1,2] %}{% raw %}{{i}}{% endraw %}{% endfor %}") == "{{i}}{{i}}"
