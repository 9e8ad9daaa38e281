"""Reference tests: tags, comments, whitespace control, trim/lstrip, raw, tokens, strings."""
from helpers import fails, ok


def err(render, template, message, *args):
    fails(render(template, *args), 1, "<stdin>:" + message)


# ---- Template text and tags ----------------------------------------------------------------


def test_text_copied(render):
    ok(render("plain { text } %} #}"), "plain { text } %} #}")


def test_brace_followed_by_other_character_is_text(render):
    ok(render("{x}{ {{ 1 }}"), "{x}{ 1")


def test_closing_delimiter_in_string(render):
    ok(render('{{ "}}" }}'), "}}")


def test_nested_mapping_braces_end_tag(render):
    err(render, '{{ {"a": {"b": 1}} }}', "1:17: unexpected end of tag")


def test_nested_mapping_with_space(render):
    ok(render('{{ {"a": {"b": 1} }["a"]["b"] }}'), "1")


def test_unclosed_output_tag(render):
    err(render, "ab\n {{ x", "2:2: unclosed tag")


def test_unclosed_statement_tag(render):
    err(render, "{% if x", "1:1: unclosed tag")


def test_empty_expression(render):
    err(render, "a {{ }}", "1:3: empty expression")


def test_empty_tag(render):
    err(render, "a {%  %}", "1:3: empty tag")


def test_tag_starting_with_non_name(render):
    err(render, "{% 5 %}", "1:4: unexpected number 5")


def test_unknown_tag(render):
    err(render, "{% frobnicate x %}", "1:4: unknown tag 'frobnicate'")


def test_tag_names_case_sensitive(render):
    err(render, "{% IF true %}{% endif %}", "1:4: unknown tag 'IF'")


def test_tag_spans_lines(render):
    ok(render("{{\n1\n+\n2\n}}"), "3")


# ---- Comments ------------------------------------------------------------------------------


def test_comment_removed(render):
    ok(render("a {# note #} b"), "a  b")


def test_comment_hides_tags(render):
    ok(render("{# {{ 1/0 }} {% if %} #}ok", "--strict"), "ok")


def test_comment_ends_at_first_close(render):
    ok(render("{# a #} b #}"), " b #}")


def test_comment_spans_lines(render):
    ok(render("a{# x\ny\n #}b"), "ab")


def test_unclosed_comment(render):
    err(render, "ok\n  {# never", "2:3: unclosed comment")


def test_comment_whitespace_markers(render):
    ok(render("a \n{#- x -#}\n b"), "ab")


# ---- Whitespace control --------------------------------------------------------------------


def test_strip_before_output(render):
    ok(render("a \n\t {{- 1 }}"), "a1")


def test_strip_after_output(render):
    ok(render("{{ 1 -}} \n\n b"), "1b")


def test_strip_around_statement(render):
    ok(render("x\n{%- if true -%}\n  y\n{%- endif -%}\n z"), "xyz")


def test_strip_only_adjacent_text(render):
    ok(render("a {{ 1 }} {{- 2 }}"), "a 12")


def test_strip_does_not_touch_output_values(render):
    ok(render('{{ " " -}} x'), " x")


def test_marker_must_touch_delimiter(render):
    err(render, "{% - if %}", "1:4: unexpected '-'")


def test_minus_before_close_is_marker(render):
    ok(render("{{ 5-}} a"), "5a")


def test_no_marker_keeps_whitespace(render):
    ok(render(" {{ 1 }} "), " 1 ")


# ---- Trim blocks ---------------------------------------------------------------------------


def test_trim_blocks_removes_newline(render):
    ok(render("{% if true %}\nx\n{% endif %}\ny", "--trim-blocks"), "x\ny")


def test_without_trim_blocks_newlines_kept(render):
    ok(render("{% if true %}\nx\n{% endif %}\ny"), "\nx\n\ny")


def test_trim_blocks_only_one_newline(render):
    ok(render("{% if true %}\n\nx{% endif %}", "--trim-blocks"), "\nx")


def test_trim_blocks_crlf(render):
    ok(render("{% if true %}\r\nx{% endif %}", "--trim-blocks"), "x")


def test_trim_blocks_needs_immediate_newline(render):
    ok(render("{% if true %} \nx{% endif %}", "--trim-blocks"), " \nx")


def test_trim_blocks_not_for_output_tags(render):
    ok(render("{{ 1 }}\n2", "--trim-blocks"), "1\n2")


def test_trim_blocks_after_comment(render):
    ok(render("{# c #}\nx", "--trim-blocks"), "x")


# ---- Lstrip blocks -------------------------------------------------------------------------


def test_lstrip_blocks_strips_indent(render):
    ok(render("a\n  \t{% if true %}b{% endif %}", "--lstrip-blocks"), "a\nb")


def test_lstrip_blocks_at_template_start(render):
    ok(render("   {% if true %}b{% endif %}", "--lstrip-blocks"), "b")


def test_lstrip_blocks_not_after_text(render):
    ok(render("a  {% if true %}b{% endif %}", "--lstrip-blocks"), "a  b")


def test_lstrip_blocks_not_after_tag_on_line(render):
    ok(render("{{ 1 }}  {% if true %}b{% endif %}", "--lstrip-blocks"), "1  b")


def test_lstrip_blocks_not_for_output_tags(render):
    ok(render("x\n  {{ 1 }}", "--lstrip-blocks"), "x\n  1")


def test_lstrip_blocks_comment(render):
    ok(render("x\n  {# c #}y", "--lstrip-blocks"), "x\ny")


def test_without_lstrip_indent_kept(render):
    ok(render("x\n  {% if true %}y{% endif %}"), "x\n  y")


def test_trim_and_lstrip_together(render):
    ok(render("a\n  {% if true %}\n  y\n  {% endif %}\nb", "--trim-blocks", "--lstrip-blocks"), "a\n  y\nb")


def test_lstrip_after_trimmed_newline(render):
    ok(render("{% if true %}\n  {% if true %}z{% endif %}{% endif %}", "--trim-blocks", "--lstrip-blocks"), "z")


# ---- Raw blocks ----------------------------------------------------------------------------


def test_raw_outputs_tags_literally(render):
    ok(render("{% raw %}{{ x }}{% if %}{# c #}{% endraw %}!"), "{{ x }}{% if %}{# c #}!")


def test_raw_compact_spelling(render):
    ok(render("{%raw%}{{a}}{%endraw%}"), "{{a}}")


def test_raw_unterminated(render):
    err(render, "x\n{% raw %}{{ y }}", "2:1: unexpected end of template, expected 'endraw'")


def test_endraw_outside_raw(render):
    err(render, "{% endraw %}", "1:4: unexpected 'endraw'")


def test_raw_strip_markers_inside(render):
    ok(render("[{% raw -%}  a  {%- endraw %}]"), "[a]")


def test_raw_strip_markers_outside(render):
    ok(render("x  {%- raw %}a{% endraw -%}  y"), "xay")


def test_raw_body_not_stripped_by_later_marker(render):
    ok(render("{% raw %}a {% endraw %}{{- 'b' }}"), "a b")


def test_raw_trim_blocks(render):
    ok(render("{% raw %}\na\n{% endraw %}\nb", "--trim-blocks"), "a\nb")


def test_raw_lstrip_blocks(render):
    ok(render("  {% raw %}a\n  {% endraw %}", "--lstrip-blocks"), "a\n")


# ---- Expression tokens ---------------------------------------------------------------------


def test_number_forms(render):
    ok(render("{{ 3 }} {{ 0.5 }} {{ 1.5e3 }} {{ 2E-2 }} {{ 1e+2 }}"), "3 0.5 1500 0.02 100")


def test_number_exponent_needs_digits(render):
    err(render, "{{ 1e }}", "1:5: unexpected 'e'")


def test_number_dot_without_digit(render):
    err(render, "{{ 1. }}", "1:7: unexpected end of tag")


def test_leading_dot_number(render):
    err(render, "{{ .5 }}", "1:4: unexpected '.'")


def test_unexpected_character(render):
    err(render, "{{ a ; b }}", "1:6: unexpected character ';'")


def test_lone_exclamation(render):
    err(render, "{{ !a }}", "1:4: unexpected character '!'")


def test_names_case_sensitive(render):
    ok(render("{{ A }}-{{ a }}", "-D", "a=x"), "-x")


def test_whitespace_between_tokens(render):
    ok(render("{{\t1\r\n*\n2 }}"), "2")


# ---- String literals -----------------------------------------------------------------------


def test_string_quotes(render):
    ok(render("{{ \"a'b\" }}{{ 'c\"d' }}"), "a'bc\"d")


def test_string_escapes(render):
    ok(render(r'{{ "1\n2\t3\r4\\5\"6" }}'), "1\n2\t3\r4\\5\"6")


def test_string_unicode_escape(render):
    ok(render(r'{{ "\u00e9\u00C9" }}'), "éÉ")


def test_string_nul_escape(render):
    assert render(r'{{ "a\0b" }}').out == b"a\x00b"


def test_string_other_escape(render):
    ok(render(r"{{ '\q\'' }}"), "q'")


def test_string_invalid_unicode_escape(render):
    err(render, r'{{ "ab\u12g4" }}', "1:7: invalid escape sequence")


def test_unterminated_string(render):
    err(render, "{{ 'abc }}\n", "1:4: unterminated string")


def test_string_may_span_lines(render):
    ok(render("{{ 'a\nb' }}"), "a\nb")


def test_adjacent_strings_joined(render):
    ok(render("{{ \"ab\" 'cd' \"e\" }}"), "abcde")
