"""Reference tests: fine print of the sections (layer 6): where two rules meet, limits, errors."""
from helpers import err, ev, fails, ok, out, write


# ---- Case filters --------------------------------------------------------------------------


def test_case_lower_final_sigma(render):
    assert ev(render, "'ΑΣ'|lower") == "ας"


def test_case_lower_final_sigma_before_digit(render):
    assert ev(render, "'ΑΣ1'|lower") == "ας1"


def test_case_lower_final_sigma_before_space(render):
    assert ev(render, "'ΑΣ Β'|lower") == "ας β"


def test_case_lower_sigma_before_dot_letter(render):
    assert ev(render, "'ΑΣ.Β'|lower") == "ασ.β"


def test_case_lower_lone_sigma(render):
    assert ev(render, "'Σ'|lower") == "σ"


def test_case_lower_sigma_inside_word(render):
    assert ev(render, "'ΑΣΒ'|lower") == "ασβ"


def test_case_title_no_final_sigma(render):
    assert ev(render, "'ΑΣ'|title") == "Ασ"


def test_case_capitalize_rest_final_sigma(render):
    assert ev(render, "'σΑΣ'|capitalize") == "Σας"


def test_case_capitalize_first_upper_not_titlecase(render):
    assert ev(render, "'ǆa'|capitalize") == "Ǆa"


def test_case_capitalize_expanding_first(render):
    assert ev(render, "'ßA'|capitalize") == "SSa"


def test_case_capitalize_first_code_point_emoji(render):
    assert ev(render, "'😀aB'|capitalize") == "😀ab"


def test_case_capitalize_leading_space(render):
    assert ev(render, "'  aB'|capitalize") == "  ab"


def test_case_title_expanding_first(render):
    assert ev(render, "'ßa'|title") == "SSa"


def test_case_title_combining_mark_ends_word(render):
    assert ev(render, "'e\\u0301a'|title") == "E\u0301A"


def test_case_title_underscore_separates(render):
    assert ev(render, "'x_y-z'|title") == "X_Y-Z"


def test_case_title_digit_starts_word(render):
    assert ev(render, "'2ND place'|title") == "2nd Place"


def test_case_title_superscript_digit_in_word(render):
    assert ev(render, "'x²Y'|title") == "X²y"


def test_case_upper_boolean_text_form(render):
    assert ev(render, "true|upper") == "TRUE"


def test_case_upper_list_text_form(render):
    assert ev(render, "[1, 'a']|upper") == '[1,"A"]'


def test_case_upper_none_empty(render):
    assert ev(render, "none|upper ~ '.'") == "."


def test_case_upper_safe_result_not_safe(render):
    assert ev(render, "('<a>'|safe)|upper", "-e") == "&lt;A&gt;"


def test_case_filter_takes_no_argument(render):
    err(render, "{{ 'ab'|upper(1) }}", "1:9: filter 'upper' takes at most 0 arguments (1 given)")


def test_case_filter_no_keyword(render):
    err(render, "{{ 'x'|capitalize(x=1) }}",
        "1:8: filter 'capitalize' got an unexpected keyword argument 'x'")


# ---- Line filters --------------------------------------------------------------------------


def test_linef_lines_lone_cr_not_split(render):
    assert ev(render, "'a\\r\\nb\\rc'|lines") == '["a","b\\rc"]'


def test_linef_lines_crlf_only(render):
    assert ev(render, "'\\r\\n'|lines") == '[""]'


def test_linef_lines_two_newlines(render):
    assert ev(render, "'\\n\\n'|lines") == '["",""]'


def test_linef_lines_trailing_cr_kept(render):
    assert ev(render, "'a\\r'|lines") == '["a\\r"]'


def test_linef_lines_number_text_form(render):
    assert ev(render, "5|lines") == '["5"]'


def test_linef_lines_none_empty(render):
    assert ev(render, "none|lines") == "[]"


def test_linef_lines_list_text_form(render):
    assert ev(render, "[1, 2]|lines") == '["[1,2]"]'


def test_linef_lines_no_arguments(render):
    err(render, "{{ 'x'|lines(1) }}", "1:8: filter 'lines' takes at most 0 arguments (1 given)")


def test_linef_dedent_mixed_prefix_unchanged(render):
    assert ev(render, "' \\ta\\n\\t b'|dedent") == " \ta\n\t b"


def test_linef_dedent_common_tab(render):
    assert ev(render, "'\\t\\ta\\n\\t b'|dedent") == "\ta\n b"


def test_linef_dedent_blank_line_loses_prefix_length(render):
    assert ev(render, "'   \\n  a'|dedent") == " \na"


def test_linef_dedent_all_blank_unchanged(render):
    assert ev(render, "'   '|dedent") == "   "


def test_linef_dedent_short_blank_lines_emptied(render):
    assert ev(render, "'  a\\n \\t\\n'|dedent") == "a\n\n"


def test_linef_dedent_long_blank_line_keeps_rest(render):
    assert ev(render, "'  a\\n \\n    \\n  b'|dedent") == "a\n\n  \nb"


def test_linef_dedent_crlf_lines(render):
    assert ev(render, "'  a\\r\\n  b'|dedent") == "a\r\nb"


def test_linef_dedent_nbsp_not_indent(render):
    assert ev(render, "'\\u00a0 a\\n\\u00a0 b'|dedent") == "\u00a0 a\n\u00a0 b"


def test_linef_dedent_line_without_indent(render):
    assert ev(render, "'a\\n  b'|dedent") == "a\n  b"


def test_linef_dedent_result_not_safe(render):
    assert ev(render, "('  <a>'|safe)|dedent", "-e") == "&lt;a&gt;"


# ---- Word and line filters -----------------------------------------------------------------


def test_wordline_nl2br_safe_value_not_escaped(render):
    assert ev(render, "('<a>\\n'|safe)|nl2br", "-e") == "<a><br>\n"


def test_wordline_nl2br_lone_cr_unchanged(render):
    assert ev(render, "'a\\r\\rb'|nl2br") == "a\r\rb"


def test_wordline_nl2br_lf_then_crlf(render):
    assert ev(render, "'a\\n\\r\\nb'|nl2br") == "a<br>\n<br>\nb"


def test_wordline_nl2br_list_text_form_escaped(render):
    assert ev(render, "[1, '<']|nl2br") == "[1,&#34;&lt;&#34;]"


def test_wordline_nl2br_none_empty(render):
    assert ev(render, "none|nl2br ~ '.'") == "."


def test_wordline_truncatewords_empty_end(render):
    assert ev(render, "'a b c'|truncatewords(2, '')") == "a b "


def test_wordline_truncatewords_end_escaped(render):
    assert ev(render, "'a b c'|truncatewords(2, end='<b>')", "-e") == "a b &lt;b&gt;"


def test_wordline_truncatewords_zero_no_words(render):
    assert ev(render, "'  '|truncatewords(0) ~ '.'") == "."


def test_wordline_truncatewords_exact_count(render):
    assert ev(render, "'a  b'|truncatewords(2)") == "a b"


def test_wordline_truncatewords_nbsp_in_word(render):
    assert ev(render, "'a\\u00a0b c'|truncatewords(1)") == "a\u00a0b ..."


def test_wordline_truncatewords_whole_float_count(render):
    assert ev(render, "'a b c'|truncatewords(1.0)") == "a ..."


def test_wordline_truncatewords_negative_zero_count(render):
    assert ev(render, "'a b c'|truncatewords(-0)") == "..."


def test_wordline_truncatewords_fraction_count(render):
    err(render, "{{ 'a b c'|truncatewords(1.5) }}",
        "1:12: filter 'truncatewords' expects an integer for 'count', not 1.5")


def test_wordline_truncatewords_string_count(render):
    err(render, "{{ 'a b c'|truncatewords('1') }}",
        "1:12: filter 'truncatewords' expects an integer for 'count', not string")


def test_wordline_truncatewords_end_not_string(render):
    err(render, "{{ 'a b c'|truncatewords(1, end=5) }}",
        "1:12: filter 'truncatewords' expects a string for 'end', not number")


def test_wordline_truncatewords_missing_count(render):
    err(render, "{{ 'a b c'|truncatewords }}",
        "1:12: filter 'truncatewords' missing required argument 'count'")


def test_wordline_truncatewords_short_safe_value_escaped(render):
    assert ev(render, "('<a> b'|safe)|truncatewords(5)", "-e") == "&lt;a&gt; b"


def test_wordline_truncatewords_safe_value_escaped(render):
    assert ev(render, "('<a> b c'|safe)|truncatewords(1)", "-e") == "&lt;a&gt; ..."


# ---- List utility filters ------------------------------------------------------------------


def test_listu_flatten_depth_two(render):
    assert ev(render, "[1,[2,[3,[4]]]]|flatten(2)") == "[1,2,3,[4]]"


def test_listu_flatten_empty_lists_vanish(render):
    assert ev(render, "[[], [[]]]|flatten") == "[]"


def test_listu_flatten_string_characters(render):
    assert ev(render, "'ab'|flatten") == '["a","b"]'


def test_listu_flatten_mapping_keys(render):
    assert ev(render, "{'a': [1]}|flatten") == '["a"]'


def test_listu_flatten_inner_mapping_item(render):
    assert ev(render, "[{'a': 1}, 'bc']|flatten") == '[{"a":1},"bc"]'


def test_listu_flatten_whole_float_depth(render):
    assert ev(render, "[1,[2,[3]]]|flatten(1.0)") == "[1,2,[3]]"


def test_listu_flatten_none_depth_unlimited(render):
    assert ev(render, "[1,[2,[3]]]|flatten(none)") == "[1,2,3]"


def test_listu_flatten_fraction_depth(render):
    err(render, "{{ [1,[2]]|flatten(1.5) }}",
        "1:12: filter 'flatten' expects an integer for 'depth', not 1.5")


def test_listu_flatten_number_value(render):
    err(render, "{{ 5|flatten }}", "1:6: filter 'flatten' expects a sequence, not number")


def test_listu_flatten_none_value(render):
    err(render, "{{ none|flatten }}", "1:9: filter 'flatten' expects a sequence, not none")


def test_listu_flatten_undefined_empty(render):
    assert ev(render, "nothing|flatten") == "[]"


def test_listu_compact_keeps_falsy_non_none(render):
    assert ev(render, "[1, none, false, 0, '', nothing, [], {}]|compact") == '[1,false,0,"",[],{}]'


def test_listu_compact_nested_none_kept(render):
    assert ev(render, "[1, [none]]|compact") == "[1,[null]]"


def test_listu_compact_mapping_keys(render):
    assert ev(render, "{'a': none, 'b': 1}|compact") == '["a","b"]'


def test_listu_compact_string(render):
    assert ev(render, "'ab'|compact") == '["a","b"]'


def test_listu_compact_number_value(render):
    err(render, "{{ 5|compact }}", "1:6: filter 'compact' expects a sequence, not number")


# ---- Combining filters ---------------------------------------------------------------------


def test_combine_merge_new_index_key_first(render):
    assert ev(render, "{'2': 1, 'a': 2}|merge({'1': 3})") == '{"1":3,"2":1,"a":2}'


def test_combine_merge_undefined_value_empty(render):
    assert ev(render, "nothing|merge({'a': 1})") == '{"a":1}'


def test_combine_merge_none_value(render):
    err(render, "{{ none|merge({'a': 1}) }}", "1:9: filter 'merge' expects a mapping, not none")


def test_combine_merge_undefined_other(render):
    err(render, "{{ {'a': 1}|merge(nothing) }}",
        "1:13: filter 'merge' expects a mapping for 'other', not undefined")


def test_combine_merge_missing_other(render):
    err(render, "{{ {'a': 1}|merge }}", "1:13: filter 'merge' missing required argument 'other'")


def test_combine_merge_does_not_change_value(render):
    assert out(render, "{% set a = {'x': 1} %}{% set b = a|merge({'x': 2, 'y': 3}) %}{{ a }}{{ b }}") \
        == '{"x":1}{"x":2,"y":3}'


def test_combine_pick_no_keys_empty(render):
    assert ev(render, "{'a': 1, 'b': 2}|pick") == "{}"


def test_combine_pick_repeated_key(render):
    assert ev(render, "{'a': 1, 'b': 2}|pick('a', 'a')") == '{"a":1}'


def test_combine_omit_no_keys_copy(render):
    assert ev(render, "{'a': 1, 'b': 2}|omit") == '{"a":1,"b":2}'


def test_combine_pick_no_keyword(render):
    err(render, "{{ {'a': 1}|pick(keys='a') }}",
        "1:13: filter 'pick' got an unexpected keyword argument 'keys'")


def test_combine_pick_list_value(render):
    err(render, "{{ [1]|pick('a') }}", "1:8: filter 'pick' expects a mapping, not list")


def test_combine_zip_string_and_mapping(render):
    assert ev(render, "'ab'|zip({'x': 1, 'y': 2})") == '[["a","x"],["b","y"]]'


def test_combine_zip_undefined_other_empty(render):
    assert ev(render, "[1, 2]|zip(nothing)") == "[]"


def test_combine_zip_other_not_sequence(render):
    err(render, "{{ [1]|zip(5) }}", "1:8: filter 'zip' expects a sequence, not number")


def test_combine_enumerate_negative_start(render):
    assert ev(render, "['a', 'b']|enumerate(-1)") == '[[-1,"a"],[0,"b"]]'


def test_combine_enumerate_mapping_keys(render):
    assert ev(render, "{'x': 1}|enumerate(start=10)") == '[[10,"x"]]'


def test_combine_enumerate_fraction_start(render):
    err(render, "{{ ['a']|enumerate(1.5) }}",
        "1:10: filter 'enumerate' expects an integer for 'start', not 1.5")


# ---- Capture -------------------------------------------------------------------------------


def test_capture_nested_same_name(render):
    assert out(render, "{% capture x %}{% capture x %}in{% endcapture %}[{{ x }}]{% endcapture %}{{ x }}") \
        == "[in]"


def test_capture_body_sees_previous_value(render):
    assert out(render, "{% capture x %}{{ x }}b{% endcapture %}{% capture x %}{{ x }}c{% endcapture %}{{ x }}") \
        == "bc"


def test_capture_empty_body_empty_string(render):
    assert out(render, "{% capture x %}{% endcapture %}[{{ x is string }}{{ x|length }}]") == "[true0]"


def test_capture_body_in_current_scope(render):
    assert out(render, "{% capture x %}{% set y = 1 %}{% endcapture %}{{ y }}") == "1"


def test_capture_in_if_remains(render):
    assert out(render, "{% if 1 %}{% capture x %}b{% endcapture %}{% endif %}{{ x }}") == "b"


def test_capture_in_loop_does_not_remain(render):
    assert out(render, "{% for i in [1, 2] %}{% capture x %}{{ i }}{% endcapture %}{% endfor %}[{{ x }}]") == "[]"


def test_capture_in_macro_local(render):
    assert out(render, "{% macro m() %}{% capture y %}q{% endcapture %}{{ y }}{% endmacro %}{{ m() }}[{{ y }}]") \
        == "q[]"


def test_capture_whitespace_control(render):
    assert out(render, "{% capture x -%}  a  {%- endcapture %}[{{ x }}]") == "[a]"


def test_capture_safe_body_still_ordinary(render):
    assert out(render, "{% capture x %}{{ 'a'|safe }}{% endcapture %}{{ x is escaped }}") == "false"


def test_capture_body_escaped_then_escaped_again(render):
    assert out(render, "{% capture x %}{{ '<' }}{% endcapture %}{{ x }}", "-e") == "&amp;lt;"


def test_capture_result_is_string_not_number(render):
    err(render, "{% capture x %}{{ 1 }}{% endcapture %}{{ x + 1 }}",
        "1:44: unsupported operand types for +: string and number")


def test_capture_continue_discards_body(render):
    assert out(render, "{% for i in [1, 2] %}{% capture x %}a{{ i }}{% continue %}b{% endcapture %}"
                       "[{{ x }}]{% endfor %}") == ""


def test_capture_break_inside_loop_allowed(render):
    assert out(render, "{% for i in [1, 2] %}{{ i }}{% capture x %}a{% break %}{% endcapture %}{% endfor %}.") \
        == "1."


def test_capture_break_outside_loop(render):
    err(render, "{% capture x %}{% break %}{% endcapture %}", "1:16: 'break' outside of a loop")


def test_capture_end_tag_name_rejected(render):
    err(render, "{% capture x %}a{% endcapture x %}", "1:31: unexpected 'x'")


def test_capture_two_names(render):
    err(render, "{% capture x y %}{% endcapture %}", "1:14: unexpected 'y'")


def test_capture_dotted_name(render):
    err(render, "{% capture x.y %}a{% endcapture %}", "1:13: unexpected '.'")


def test_capture_reserved_name(render):
    err(render, "{% capture if %}a{% endcapture %}", "1:12: unexpected 'if'")


def test_capture_unclosed(render):
    err(render, "{% capture x %}a", "1:1: unexpected end of template, expected 'endcapture'")


# ---- Counters ------------------------------------------------------------------------------


def test_counters_separate_names(render):
    assert out(render, "{% increment a %}{% increment b %}{% increment a %}") == "001"


def test_counters_increment_then_decrement(render):
    assert out(render, "{% increment a %}{% decrement a %}{% decrement a %}") == "00-1"


def test_counters_shared_across_loop_iterations(render):
    assert out(render, "{% for i in [1, 2] %}{% increment n %}{% endfor %}{% increment n %}") == "012"


def test_counters_shared_with_macros(render):
    assert out(render, "{% macro m() %}{% increment n %}{% endmacro %}{{ m() }}{{ m() }}{% decrement n %}") \
        == "011"


def test_counters_in_set_block_counted_once(render):
    assert out(render, "{% set x %}{% increment n %}{% endset %}{% increment n %}{{ x }}") == "10"


def test_counters_not_rendered_not_counted(render):
    assert out(render, "{% if false %}{% increment a %}{% endif %}{% increment a %}") == "0"


def test_counters_name_of_global_function(render):
    assert out(render, "{% increment range %}{{ range(2) }}") == "0[0,1]"


def test_counters_name_loop_allowed(render):
    assert out(render, "{% for i in 'ab' %}{% increment loop %}{{ loop.index }}{% endfor %}") == "0112"


def test_counters_two_names(render):
    err(render, "{% increment a b %}", "1:16: unexpected 'b'")


def test_counters_reserved_name(render):
    err(render, "{% increment if %}", "1:14: unexpected 'if'")


def test_counters_dotted_name(render):
    err(render, "{% decrement a.b %}", "1:15: unexpected '.'")


def test_counters_string_name(render):
    err(render, "{% increment 'a' %}", "1:14: unexpected string")


def test_counters_whitespace_control(render):
    assert out(render, "{% increment a -%}  x") == "0x"


# ---- Cycle tag -----------------------------------------------------------------------------


def test_cycle_single_value(render):
    assert out(render, "{% cycle 'a' %}{% cycle 'a' %}") == "aa"


def test_cycle_identity_by_json_text(render):
    assert out(render, "{% cycle 1, 2 %}{% cycle '1', '2' %}{% cycle 1, 2 %}") == "112"


def test_cycle_group_separate_from_ungrouped(render):
    assert out(render, "{% cycle 'g': 'a' %}{% cycle 'a' %}") == "aa"


def test_cycle_group_position_modulo_each_list(render):
    assert out(render, "{% cycle 'g': 'a', 'b' %}{% cycle 'g': 'x', 'y', 'z' %}{% cycle 'g': 'p' %}"
                       "{% cycle 'g': 'a', 'b', 'c', 'd' %}") == "aypd"


def test_cycle_string_alone_is_value_not_group(render):
    assert out(render, "{% cycle 'g' %}") == "g"


def test_cycle_undefined_group(render):
    err(render, "{% cycle g: 'a' %}", "1:10: cycle group must be a string, not undefined")


def test_cycle_undefined_value_prints_nothing(render):
    assert out(render, "{% cycle x, 1 %}{% cycle x, 1 %}") == "1"


def test_cycle_list_value_printed_as_json(render):
    assert out(render, "{% cycle none, [1] %}{% cycle none, [1] %}") == "[1]"


def test_cycle_shared_with_loop_and_after(render):
    assert out(render, "{% for i in [1, 2, 3] %}{% cycle 'a', 'b' %}{% endfor %}{% cycle 'a', 'b' %}") \
        == "abab"


def test_cycle_shared_with_macro(render):
    assert out(render, "{% macro m() %}{% cycle 'a', 'b' %}{% endmacro %}{{ m() }}{% cycle 'a', 'b' %}") \
        == "ab"


def test_cycle_value_filter(render):
    assert out(render, "{% cycle 'a'|upper, 'b' %}") == "A"


def test_cycle_no_values(render):
    err(render, "{% cycle %}", "1:10: unexpected end of tag")


def test_cycle_trailing_comma(render):
    err(render, "{% cycle 'a', %}", "1:15: unexpected end of tag")


def test_cycle_group_without_values(render):
    err(render, "{% cycle 'g': %}", "1:15: unexpected end of tag")


# ---- Filter blocks -------------------------------------------------------------------------


def test_filterblock_body_escaped_then_filtered_then_escaped(render):
    assert out(render, "{% filter upper %}{{ '<a>' }}{% endfilter %}", "-e") == "&amp;LT;A&amp;GT;"


def test_filterblock_safe_last_not_escaped(render):
    assert out(render, "{% filter upper|safe %}<b>{% endfilter %}", "-e") == "<B>"


def test_filterblock_safe_first_then_upper_escaped(render):
    assert out(render, "{% filter safe|upper %}<b>{% endfilter %}", "-e") == "&lt;B&gt;"


def test_filterblock_escape_keeps_safe_body(render):
    assert out(render, "{% filter escape %}<{% endfilter %}", "-e") == "<"


def test_filterblock_length(render):
    assert out(render, "{% filter length %}abc{% endfilter %}") == "3"


def test_filterblock_list_result_printed_as_json(render):
    assert out(render, "{% filter list %}ab{% endfilter %}") == '["a","b"]'


def test_filterblock_empty_parentheses(render):
    assert out(render, "{% filter upper() %}ab{% endfilter %}") == "AB"


def test_filterblock_nested(render):
    assert out(render, "{% filter upper %}{% filter lower %}AB{% endfilter %}c{% endfilter %}") == "ABC"


def test_filterblock_set_in_body_remains(render):
    assert out(render, "{% filter trim %}{% set x = 1 %} a {% endfilter %}{{ x }}") == "a1"


def test_filterblock_break_discards_body(render):
    assert out(render, "{% for i in [1, 2] %}{{ i }}{% filter upper %}a{% break %}{% endfilter %}{% endfor %}") \
        == "1"


def test_filterblock_none_result_empty(render):
    assert out(render, "{% filter first %}{% endfilter %}.") == "."


def test_filterblock_no_filter(render):
    err(render, "{% filter %}ab{% endfilter %}", "1:11: unexpected end of tag")


def test_filterblock_unknown_filter(render):
    err(render, "{% filter nope %}ab{% endfilter %}", "1:11: unknown filter 'nope'")


def test_filterblock_binding_error_at_name(render):
    err(render, "{% filter replace('a') %}ab{% endfilter %}",
        "1:11: filter 'replace' missing required argument 'new'")


def test_filterblock_value_not_allowed(render):
    err(render, "{% filter 'x'|upper %}a{% endfilter %}", "1:11: unexpected string")


def test_filterblock_extra_token(render):
    err(render, "{% filter upper x %}a{% endfilter %}", "1:17: unexpected 'x'")


def test_filterblock_unclosed(render):
    err(render, "{% filter upper %}a", "1:1: unexpected end of template, expected 'endfilter'")


# ---- Unless --------------------------------------------------------------------------------


def test_unless_second_else(render):
    err(render, "{% unless 0 %}a{% else %}b{% else %}c{% endunless %}",
        "1:30: unexpected 'else', expected 'endunless'")


def test_unless_no_condition(render):
    err(render, "{% unless %}a{% endunless %}", "1:11: unexpected end of tag")


def test_unless_end_tag_extra_token(render):
    err(render, "{% unless 1 %}a{% endunless x %}", "1:29: unexpected 'x'")


def test_unless_unclosed(render):
    err(render, "{% unless 1 %}a", "1:1: unexpected end of template, expected 'endunless'")


def test_unless_when_not_allowed(render):
    err(render, "{% unless 1 %}a{% when 1 %}{% endunless %}", "1:19: unexpected 'when', expected 'endunless'")


def test_unless_empty_list_false(render):
    assert out(render, "{% unless [] %}e{% endunless %}") == "e"


def test_unless_string_false_is_true(render):
    assert out(render, "{% unless 'false' %}a{% else %}b{% endunless %}") == "b"


def test_unless_else_set_remains(render):
    assert out(render, "{% unless 1 %}{% set y = 2 %}{% else %}{% set y = 3 %}{% endunless %}{{ y }}") == "3"


def test_unless_conditional_without_else(render):
    assert out(render, "{% unless 1 if 0 %}n{% endunless %}") == "n"


def test_unless_strict_undefined(render):
    err(render, "{% unless x %}a{% endunless %}", "1:11: 'x' is undefined", "--strict")


# ---- Do statement --------------------------------------------------------------------------


def test_do_error_located_in_expression(render):
    err(render, "{% do 1/0 %}", "1:8: division by zero")


def test_do_undefined_method(render):
    err(render, "{% do x.append(1) %}", "1:15: 'x.append' is not callable")


def test_do_value_discarded(render):
    assert out(render, "{% do 1 %}x") == "x"


def test_do_tuple_rejected(render):
    err(render, "{% do 1, 2 %}", "1:8: unexpected ','")


def test_do_assignment_rejected(render):
    err(render, "{% do x = 1 %}", "1:9: unexpected '='")


def test_do_or_evaluates_both_none_results(render):
    assert out(render, "{% set xs = [] %}{% do xs.append(1) or xs.append(2) %}{{ xs }}") == "[1,2]"


def test_do_and_stops_at_none(render):
    assert out(render, "{% set xs = [] %}{% do xs.append(1) and xs.append(2) %}{{ xs }}") == "[1]"


def test_do_list_evaluated_in_order(render):
    assert out(render, "{% set xs = [] %}{% do [xs.append(1), xs.append(2)] %}{{ xs }}") == "[1,2]"


def test_do_empty_with_marker(render):
    err(render, "{% do -%}", "1:7: unexpected end of tag")


def test_do_strict_undefined_value_not_used(render):
    assert out(render, "{% do x %}ok", "--strict") == "ok"


def test_do_strict_undefined_argument_used(render):
    err(render, "{% set m = {} %}{% do m.update(x) %}", "1:31: 'x' is undefined", "--strict")


def test_do_whitespace_control(render):
    assert out(render, "{% set xs = [] %}{% do xs.append(1) -%}   {{ xs }}") == "[1]"


# ---- Recursive loops -----------------------------------------------------------------------


def test_recloop_inner_loop_shadows_callable(render):
    err(render, "{% for x in [[1]] recursive %}{% for y in [0] %}{{ loop(x) }}{% endfor %}{% endfor %}",
        "1:56: 'loop' is not callable")


def test_recloop_inner_index_and_length(render):
    assert out(render, "{% for x in [[3], 1] recursive %}{% if x is number %}{{ x }}{{ loop.index }}/"
                       "{{ loop.length }}{% else %}[{{ loop(x) }}]{% endif %}{% endfor %}") == "[31/1]12/2"


def test_recloop_filter_applies_inside(render):
    assert out(render, "{% for x in [[0, 6], 1] if x recursive %}{{ x if x is number else loop(x) }}{% endfor %}") \
        == "61"


def test_recloop_else_for_empty_inner(render):
    assert out(render, "{% for x in [[], 1] recursive %}{{ x if x is number else loop(x) }}"
                       "{% else %}E{% endfor %}") == "E1"


def test_recloop_depth0_inside(render):
    assert out(render, "{% for x in [[1]] recursive %}{{ loop(x) if x is not number else loop.depth0 }}{% endfor %}") \
        == "1"


def test_recloop_string_characters(render):
    assert out(render, "{% for x in ['ab'] recursive %}{% if x|length > 1 %}{{ loop(x) }}"
                       "{% else %}{{ x }}.{% endif %}{% endfor %}") == "a.b."


def test_recloop_mapping_keys(render):
    assert out(render, "{% for x in [{'a': 1}] recursive %}{% if x is mapping %}{{ loop(x) }}"
                       "{% else %}{{ x }}{% endif %}{% endfor %}") == "a"


def test_recloop_number_not_iterable_at_for(render):
    err(render, "{% for x in [1] recursive %}{{ loop(5) }}{% endfor %}", "1:13: number is not iterable")


def test_recloop_none_not_iterable_at_for(render):
    err(render, "{% for x in [1] recursive %}{{ loop(none) }}{% endfor %}", "1:13: none is not iterable")


def test_recloop_undefined_empty(render):
    assert out(render, "{% for x in [1] recursive %}{{ loop(nothing) }}.{% endfor %}") == "."


def test_recloop_keyword_argument_rejected(render):
    err(render, "{% for x in [1] recursive %}{{ loop(x=[1]) }}{% endfor %}",
        "1:36: loop() takes exactly one argument")


def test_recloop_two_arguments_rejected(render):
    err(render, "{% for x in [1] recursive %}{{ loop([], []) }}{% endfor %}",
        "1:36: loop() takes exactly one argument")


def test_recloop_unpacking_targets(render):
    assert out(render, "{% for a, b in [[1, [[2, []]]]] recursive %}{{ a }}({{ loop(b) }}){% endfor %}") \
        == "1(2())"


def test_recloop_previtem_per_level(render):
    assert out(render, "{% for x in [[1, 2]] recursive %}{% if x is number %}{{ loop.previtem }}|"
                       "{% else %}{{ loop(x) }}{% endif %}{% endfor %}") == "|1|"


def test_recloop_changed_memory_per_call(render):
    assert out(render, "{% for x in [[1], [2]] recursive %}{% if x is number %}{{ loop.changed(1) }}"
                       "{% else %}{{ loop.changed(1) }}{{ loop(x) }}{% endif %}{% endfor %}") \
        == "truetruefalsetrue"


def test_recloop_break_ends_inner_only(render):
    assert out(render, "{% for x in [[1]] recursive %}{% if x is number %}{% break %}"
                       "{% else %}{{ loop(x) }}z{% endif %}{% endfor %}") == "z"


def test_recloop_recursive_before_if_rejected(render):
    err(render, "{% for x in [1] recursive if x %}{% endfor %}", "1:27: unexpected 'if'")


def test_recloop_result_length(render):
    assert out(render, "{% for x in [[1, 2]] recursive %}{% if x is number %}{{ x }}"
                       "{% else %}{{ loop(x)|length }}{% endif %}{% endfor %}") == "2"


def test_recloop_endless_recursion_limit(render):
    err(render, "{% for x in [[1]] recursive %}{{ loop('ab') }}{% endfor %}", "1:38: recursion limit exceeded")


def test_recloop_undefined_renders_else(render):
    assert out(render, "{% for x in [1] recursive %}[{{ loop(nothing) }}]{% else %}E{% endfor %}") == "[E]"


def test_recloop_empty_string_renders_else(render):
    assert out(render, "{% for x in [1] recursive %}[{{ loop('') }}]{% else %}E{% endfor %}") == "[E]"


# ---- With ----------------------------------------------------------------------------------


def test_with_trailing_comma(render):
    assert out(render, "{% with a = 1, %}{{ a }}{% endwith %}") == "1"


def test_with_missing_comma(render):
    err(render, "{% with a = 1 b = 2 %}{{ a }}{% endwith %}", "1:15: unexpected 'b'")


def test_with_repeated_name_last_wins(render):
    assert out(render, "{% with a = 1, a = 2 %}{{ a }}{% endwith %}") == "2"


def test_with_expression_sees_outer_same_name(render):
    assert out(render, "{% set x = 1 %}{% with x = x + 1 %}{{ x }}{% endwith %}{{ x }}") == "21"


def test_with_unpacking_rejected(render):
    err(render, "{% with a, b = [1, 2] %}{% endwith %}", "1:10: unexpected ','")


def test_with_dotted_name_rejected(render):
    err(render, "{% with a.b = 1 %}{% endwith %}", "1:10: unexpected '.'")


def test_with_reserved_name_rejected(render):
    err(render, "{% with if = 1 %}{% endwith %}", "1:9: unexpected 'if'")


def test_with_name_without_value(render):
    err(render, "{% with a %}{% endwith %}", "1:11: unexpected end of tag")


def test_with_unclosed(render):
    err(render, "{% with a = 1 %}x", "1:1: unexpected end of template, expected 'endwith'")


def test_with_end_tag_extra_token(render):
    err(render, "{% with a = 1 %}{% endwith x %}", "1:28: unexpected 'x'")


def test_with_set_changes_with_variable(render):
    assert out(render, "{% with x = 1 %}{% set x = 5 %}{{ x }}{% endwith %}") == "5"


def test_with_loop_inside_own_scope(render):
    assert out(render, "{% with a = 1 %}{% for i in [1] %}{{ a }}{% set a = 3 %}{{ a }}{% endfor %}{{ a }}"
                       "{% endwith %}") == "131"


def test_with_undefined_value_lenient(render):
    assert out(render, "{% with a = b %}{{ a is defined }}{% endwith %}") == "false"


def test_with_undefined_strict_error_on_use(render):
    err(render, "{% with a = b %}{{ a }}{% endwith %}", "1:20: 'b' is undefined", "--strict")


def test_with_empty_body_scope(render):
    assert out(render, "{% set x = 1 %}{% with %}{% set x = 2 %}{{ x }}{% endwith %}{{ x }}") == "21"


def test_with_nested_shadowing(render):
    assert out(render, "{% with a = 1 %}{% with a = a + 1 %}{{ a }}{% endwith %}{{ a }}{% endwith %}") == "21"


def test_with_shared_list_mutation_visible(render):
    assert out(render, "{% set xs = [] %}{% with a = xs %}{% do a.append(1) %}{% endwith %}{{ xs }}") == "[1]"


def test_with_macro_defined_inside_not_after(render):
    err(render, "{% with a = 1 %}{% macro m() %}{{ a }}{% endmacro %}{% endwith %}{{ m() }}",
        "1:70: 'm' is not callable")


def test_with_macro_defined_inside_sees_variable(render):
    assert out(render, "{% with a = 1 %}{% macro m() %}{{ a }}{% endmacro %}{{ m() }}{% endwith %}") == "1"


def test_with_break_acts_on_loop(render):
    assert out(render, "{% for i in [1, 2] %}{% with %}{% break %}{% endwith %}{{ i }}{% endfor %}.") == "."


def test_with_shadows_global_function(render):
    assert out(render, "{% with range = 5 %}{{ range }}{% endwith %}{{ range(1) }}") == "5[0]"


# ---- Scoping -------------------------------------------------------------------------------


def test_scope_macro_sees_later_set_in_defining_scope(render):
    assert out(render, "{% set a = 1 %}{% macro m() %}{{ a }}{% endmacro %}{% set a = 2 %}{{ m() }}") == "2"


def test_scope_macro_sees_variable_set_after_definition(render):
    assert out(render, "{% macro m() %}{{ a }}{% endmacro %}{% set a = 3 %}{{ m() }}") == "3"


def test_scope_macro_in_loop_sees_iteration_scope(render):
    assert out(render, "{% for i in [1] %}{% set a = 1 %}{% macro m() %}{{ a }}{% endmacro %}"
                       "{% set a = 5 %}{{ m() }}{% endfor %}") == "5"


def test_scope_macro_does_not_see_loop_target(render):
    assert out(render, "{% macro f() %}[{{ v }}]{% endmacro %}{% for v in [7] %}{{ f() }}{% endfor %}") == "[]"


def test_scope_set_in_loop_shadows_then_restores(render):
    assert out(render, "{% set a = 1 %}{% for i in [1] %}{{ a }}{% set a = 2 %}{{ a }}{% endfor %}{{ a }}") \
        == "121"


def test_scope_set_in_iteration_not_seen_by_next(render):
    assert out(render, "{% for i in [1, 2] %}{% if i == 1 %}{% set a = 'x' %}{% endif %}[{{ a }}]{% endfor %}") \
        == "[x][]"


def test_scope_loop_target_does_not_leak(render):
    assert out(render, "{% set i = 'o' %}{% for i in [1] %}{% endfor %}{{ i }}") == "o"


def test_scope_set_loop_in_body_shadows(render):
    assert out(render, "{% for i in [1] %}{% set loop = 5 %}{{ loop }}{% endfor %}") == "5"


def test_scope_set_loop_at_top(render):
    assert out(render, "{% set loop = 5 %}{{ loop }}") == "5"


def test_scope_macro_set_does_not_leak(render):
    assert out(render, "{% macro m() %}{% set z = 1 %}{% endmacro %}{{ m() }}[{{ z }}]") == "[]"


def test_scope_set_global_function_name(render):
    assert out(render, "{% set range = 1 %}{{ range }}") == "1"


def test_scope_set_global_function_in_loop_restored(render):
    assert out(render, "{% for i in [1] %}{% set range = 1 %}{% endfor %}{{ range(2) }}") == "[0,1]"



# ---- Concatenation -------------------------------------------------------------------------


def test_concat_number_text_form(render):
    assert ev(render, "1 ~ 2.50") == "12.5"


def test_concat_negative_zero(render):
    assert ev(render, "-0.0 ~ ''") == "0"


def test_concat_booleans(render):
    assert ev(render, "true ~ false") == "truefalse"


def test_concat_mapping_json(render):
    assert ev(render, "{'a': none} ~ ''") == '{"a":null}'


def test_concat_function_empty(render):
    assert ev(render, "'a' ~ range") == "a"


def test_concat_exponent_form(render):
    assert ev(render, "'x' ~ 1e21") == "x1e+21"


def test_concat_safe_both_not_safe(render):
    assert ev(render, "('<'|safe) ~ ('<'|safe)", "-e") == "&lt;&lt;"


def test_concat_safe_right_not_safe(render):
    assert ev(render, "'<' ~ ('<'|safe)", "-e") == "&lt;&lt;"


def test_concat_below_additive(render):
    assert ev(render, "1 ~ 2 + 3") == "15"


def test_concat_additive_left(render):
    assert ev(render, "1 + 2 ~ 3") == "33"


def test_concat_below_multiplicative(render):
    assert ev(render, "'a' ~ 2 * 3") == "a6"


def test_concat_filter_binds_to_operand(render):
    assert ev(render, "'a' ~ 'b'|upper") == "aB"


def test_concat_filter_on_last_operand_only(render):
    err(render, "{{ 1 ~ 2 ~ 3|length }}",
        "1:14: filter 'length' expects a string, list or mapping, not number")


def test_concat_unary_minus_operand(render):
    assert ev(render, "-1 ~ 2") == "-12"


def test_concat_not_needs_parentheses(render):
    err(render, "{{ 'a' ~ not 1 }}", "1:10: unexpected 'not'")


def test_concat_two_undefined(render):
    assert ev(render, "x ~ y ~ 'z'") == "z"


def test_concat_loop_object_empty(render):
    assert out(render, "{% for i in [1] %}{{ loop ~ '.' }}{% endfor %}") == "."


def test_concat_debug_undefined_empty(render):
    assert ev(render, "x ~ '.'", "-u", "debug") == "."


def test_concat_debug_undefined_in_list_null(render):
    assert ev(render, "[x] ~ '.'", "-u", "debug") == "[null]."


def test_concat_strict_left_undefined(render):
    err(render, "{{ x ~ '.' }}", "1:4: 'x' is undefined", "--strict")


def test_concat_strict_attribute_at_start(render):
    err(render, "{{ 'a' ~ x.y }}", "1:10: 'x' is undefined", "--strict")


def test_concat_operand_error_first(render):
    err(render, "{{ [1/0] ~ '' }}", "1:6: division by zero")


# ---- Logical operators ---------------------------------------------------------------------


def test_logic_or_chain_last_value(render):
    assert ev(render, "[] or {} or ''") == ""


def test_logic_or_none_then_zero(render):
    assert ev(render, "none or 0") == "0"


def test_logic_or_false_value(render):
    assert ev(render, "0 or false") == "false"


def test_logic_and_keeps_empty_list(render):
    assert ev(render, "[] and x") == "[]"


def test_logic_and_keeps_number_type(render):
    assert ev(render, "(0 and 1) is number") == "true"


def test_logic_not_not(render):
    assert ev(render, "not not 'a'") == "true"


def test_logic_not_below_comparison(render):
    assert ev(render, "not 1 == 2") == "true"


def test_logic_not_below_membership(render):
    assert ev(render, "not 1 in [1]") == "false"


def test_logic_and_above_or(render):
    assert ev(render, "0 or 1 and 2") == "2"


def test_logic_and_before_or_left(render):
    assert ev(render, "1 and 2 or 3") == "2"


def test_logic_not_above_and(render):
    assert ev(render, "not 0 and 0") == "0"


def test_logic_negative_zero_false(render):
    assert ev(render, "-0.0 or 'z'") == "z"


def test_logic_nan_false(render):
    assert ev(render, "('nan'|float) or 'n'") == "n"


def test_logic_string_zero_true(render):
    assert ev(render, "'0' and 'y'") == "y"


def test_logic_safe_value_kept(render):
    assert ev(render, "('<'|safe) or 'b'", "-e") == "<"


def test_logic_or_undefined_result_undefined(render):
    assert ev(render, "(x or y) is defined") == "false"


def test_logic_none_and_short_circuit(render):
    assert ev(render, "none and 1/0") == ""


def test_logic_strict_left_undefined(render):
    err(render, "{{ x or 1 }}", "1:4: 'x' is undefined", "--strict")


def test_logic_strict_right_not_evaluated(render):
    assert ev(render, "1 or x", "--strict") == "1"


def test_logic_strict_not_undefined(render):
    err(render, "{{ not x }}", "1:8: 'x' is undefined", "--strict")


def test_logic_strict_defined_guard(render):
    assert ev(render, "x is defined and x", "--strict") == "false"


# ---- Truthiness ----------------------------------------------------------------------------


def test_truth_empty_safe_string_false(render):
    assert out(render, "{% if ''|safe %}t{% else %}f{% endif %}") == "f"


def test_truth_negative_zero_false(render):
    assert out(render, "{% if -0.0 %}t{% else %}f{% endif %}") == "f"


def test_truth_tiny_number_true(render):
    assert out(render, "{% if 1e-300 %}t{% else %}f{% endif %}") == "t"


def test_truth_space_true(render):
    assert out(render, "{% if ' ' %}t{% else %}f{% endif %}") == "t"


def test_truth_list_of_none_true(render):
    assert out(render, "{% if [none] %}t{% else %}f{% endif %}") == "t"


def test_truth_mapping_empty_key_true(render):
    assert out(render, "{% if {'': none} %}t{% else %}f{% endif %}") == "t"


def test_truth_function_true(render):
    assert out(render, "{% if range %}t{% else %}f{% endif %}") == "t"


def test_truth_loop_object_true(render):
    assert out(render, "{% for i in [1] %}{% if loop %}t{% else %}f{% endif %}{% endfor %}") == "t"


def test_truth_method_true(render):
    assert out(render, "{% if 'x'.upper %}t{% else %}f{% endif %}") == "t"


def test_truth_empty_macro_result_false(render):
    assert out(render, "{% macro m() %}{% endmacro %}{% if m() %}t{% else %}f{% endif %}") == "f"


def test_truth_select_without_test(render):
    assert ev(render, "[0, '', none, [], 0.0, '0', 'false', -1]|select|list") == '["0","false",-1]'


def test_truth_reject_without_test(render):
    assert ev(render, "[0, 1, 2]|reject|list") == "[0]"


def test_truth_loop_filter(render):
    assert out(render, "{% for i in [0, 1, '', 'a', [], [0]] if i %}{{ i }}{% endfor %}") == "1a[0]"


def test_truth_nan_condition(render):
    assert ev(render, "'x' if ('nan'|float) else 'y'") == "y"


def test_truth_is_true_only_boolean(render):
    assert ev(render, "0 is true") == "false"


# ---- Conditional expressions ---------------------------------------------------------------


def test_cond_or_inside_else_branch(render):
    assert ev(render, "1 if 2 else 3 or 4") == "1"


def test_cond_parenthesised_then_or(render):
    assert ev(render, "(1 if 0 else 3) or 4") == "3"


def test_cond_chained_else(render):
    assert ev(render, "0 if 0 else 3 if 0 else 5") == "5"


def test_cond_undefined_condition_false(render):
    assert ev(render, "1 if x else 2") == "2"


def test_cond_missing_else_default(render):
    assert ev(render, "(7 if 0)|default('d')") == "d"


def test_cond_else_branch_error(render):
    err(render, "{{ 1 if 0 else 1/0 }}", "1:17: division by zero")


def test_cond_then_branch_not_evaluated(render):
    assert ev(render, "1/0 if 0 else 2") == "2"


def test_cond_concat_in_branch(render):
    assert ev(render, "'a' ~ 'b' if 0 else 'c'") == "c"


def test_cond_arithmetic_in_branch(render):
    assert ev(render, "1 + 1 if 1 else 0") == "2"


def test_cond_missing_else_in_list_null(render):
    assert ev(render, "[1 if 0]") == "[null]"


def test_cond_condition_not_conditional(render):
    err(render, "{{ 1 if 0 if 1 else 2 else 3 }}", "1:11: unexpected 'if'")


def test_cond_not_in_then_branch(render):
    assert ev(render, "not 1 if 1 else 2") == "false"


def test_cond_strict_missing_else_used(render):
    err(render, "{{ (7 if 0) }}", "1:5: '(expression)' is undefined", "--strict")


def test_cond_strict_missing_else_defined_test(render):
    assert ev(render, "(7 if 0) is defined", "--strict") == "false"


# ---- Exit statuses -------------------------------------------------------------------------


def _files(tmp_path):
    write(tmp_path / "good.tpl", "x")
    write(tmp_path / "bad.tpl", "{{ 1/0 }}")
    write(tmp_path / "syn.tpl", "{{ ")
    write(tmp_path / "bad.json", '{"a":')
    write(tmp_path / "list.json", "[1]")
    return tmp_path


def test_exit_usage_before_missing_data(run, tmp_path):
    _files(tmp_path)
    fails(run("--data", "nofile.json", "--bogus", "good.tpl", cwd=tmp_path), 2, "unknown option: --bogus")


def test_exit_data_before_missing_template(run, tmp_path):
    _files(tmp_path)
    fails(run("--data", "nofile.json", "nofile.tpl", cwd=tmp_path), 3, "nofile.json: cannot read file")


def test_exit_data_before_template_syntax(run, tmp_path):
    _files(tmp_path)
    fails(run("--data", "list.json", "syn.tpl", cwd=tmp_path), 3, "list.json: data must be a JSON object")


def test_exit_first_failing_data_file(run, tmp_path):
    _files(tmp_path)
    fails(run("-d", "bad.json", "-d", "nofile.json", "good.tpl", cwd=tmp_path), 3, "bad.json: invalid JSON")


def test_exit_syntax_error_before_output_error(run, tmp_path):
    _files(tmp_path)
    fails(run("syn.tpl", "-o", "no/dir/out", cwd=tmp_path), 1, "syn.tpl:1:1: unclosed tag")


def test_exit_render_error_before_output_error(run, tmp_path):
    _files(tmp_path)
    fails(run("bad.tpl", "-o", "no/dir/out", cwd=tmp_path), 1, "bad.tpl:1:5: division by zero")


def test_exit_missing_template_before_output_error(run, tmp_path):
    _files(tmp_path)
    fails(run("nofile.tpl", "-o", "no/dir/out", cwd=tmp_path), 3, "nofile.tpl: cannot read template")


def test_exit_output_error_after_success(run, tmp_path):
    _files(tmp_path)
    fails(run("good.tpl", "-o", "no/dir/out", cwd=tmp_path), 3, "no/dir/out: cannot write output")


def test_exit_check_ignores_unwritable_output(run, tmp_path):
    _files(tmp_path)
    ok(run("--check", "good.tpl", "-o", "no/dir/out", cwd=tmp_path), "")


def test_exit_check_syntax_error_status(run, tmp_path):
    _files(tmp_path)
    fails(run("--check", "syn.tpl", cwd=tmp_path), 1, "syn.tpl:1:1: unclosed tag")


def test_exit_help_ignores_missing_data(run, tmp_path):
    r = run("--help", "--data", "nofile.json", cwd=tmp_path)
    assert r.code == 0 and r.err == "" and r.text.startswith("usage: stencil")


def test_exit_conflict_before_missing_template(run, tmp_path):
    fails(run("-u", "lenient", "--strict", "nofile.tpl", cwd=tmp_path), 2,
          "--strict conflicts with --undefined lenient")


def test_exit_strict_undefined_status(render):
    err(render, "{{ x }}", "1:4: 'x' is undefined", "--strict")


def test_exit_missing_include_with_output_option(run, tmp_path):
    fails(run("-o", "no/dir/out", "-", stdin='{% include "nope" %}', cwd=tmp_path), 1,
          "<stdin>:1:12: template 'nope' not found")


def test_exit_data_directory(run, tmp_path):
    (tmp_path / "adir").mkdir()
    _files(tmp_path)
    fails(run("-d", "adir", "good.tpl", cwd=tmp_path), 3, "adir: cannot read file")


def test_exit_template_directory(run, tmp_path):
    (tmp_path / "adir").mkdir()
    fails(run("adir", cwd=tmp_path), 3, "adir: cannot read template")


def test_exit_invalid_utf8_data_is_invalid_json(run, tmp_path):
    _files(tmp_path)
    (tmp_path / "inv.json").write_bytes(b"\xff")
    fails(run("-d", "inv.json", "good.tpl", cwd=tmp_path), 3, "inv.json: invalid JSON")


def test_exit_render_error_output_file_not_created(run, tmp_path):
    _files(tmp_path)
    fails(run("bad.tpl", "-o", "out.txt", cwd=tmp_path), 1, "bad.tpl:1:5: division by zero")
    assert not (tmp_path / "out.txt").exists()


# ---- Error messages and positions ----------------------------------------------------------


def test_pos_line_count(render):
    err(render, "a\nb\n{{ 1/0 }}", "3:5: division by zero")


def test_pos_column_after_indent(render):
    err(render, "a\n  {{ 1/0 }}", "2:7: division by zero")


def test_pos_column_utf16_units(render):
    err(render, "é😀{{ 1/0 }}", "1:8: division by zero")


def test_pos_tab_one_column(render):
    err(render, "\t{{ 1/0 }}", "1:6: division by zero")


def test_pos_cr_one_column(render):
    err(render, "a\r{{ 1/0 }}", "1:7: division by zero")


def test_pos_lines_inside_comment_count(render):
    err(render, "{# x\ny #}{{ 1/0 }}", "2:9: division by zero")


def test_pos_lines_inside_raw_count(render):
    err(render, "{% raw %}\n\n{% endraw %}{{ 1/0 }}", "3:17: division by zero")


def test_pos_newline_inside_tag_counts(render):
    err(render, "{{ 'a'\n ~ 1/0 }}", "2:5: division by zero")


def test_pos_parentheses_operator(render):
    err(render, "{{ (((x))) + 1 }}", "1:12: unsupported operand types for +: undefined and number")


def test_pos_unary_minus_at_sign(render):
    err(render, "{{ -x + 1 }}", "1:4: unsupported operand type for unary -: undefined")


def test_pos_left_assoc_second_operator(render):
    err(render, "{{ 1 + 2 + none }}", "1:10: unsupported operand types for +: number and none")


def test_pos_operator_inside_index(render):
    err(render, "{{ [1, 2][5 - 10 + none] }}", "1:18: unsupported operand types for +: number and none")


def test_pos_whitespace_marker_not_moving(render):
    err(render, "x\n{%- if 1/0 %}{% endif %}", "2:9: division by zero")


def test_pos_syntax_error_beats_earlier_render_error(render):
    err(render, "{{ 1/0 }}{% if %}", "1:16: unexpected end of tag")


def test_pos_unclosed_tag_after_render_error(render):
    err(render, "{{ 1/0 }}{{ 1/0", "1:10: unclosed tag")


def test_pos_innermost_open_statement_name_outer_position(render):
    err(render, "{% if 1 %}{% for x in 5 %}{% endfor %}", "1:1: unexpected end of template, expected 'endif'")


def test_pos_call_error_second_line(render):
    err(render, "{% if 1 %}\n{{ x.y() }}{% endif %}", "2:7: 'x.y' is not callable")


# ---- Values and types ----------------------------------------------------------------------


M = '{"b":1,"10":2,"a":3,"2":4}'


def test_values_key_order_list_filter(render):
    assert ev(render, "m|list", "-J", "m=" + M) == '["2","10","b","a"]'


def test_values_key_order_items(render):
    assert ev(render, "m|items|list", "-J", "m=" + M) == '[["2",4],["10",2],["b",1],["a",3]]'


def test_values_key_order_keys_method(render):
    assert ev(render, "m.keys()", "-J", "m=" + M) == '["2","10","b","a"]'


def test_values_key_order_tojson(render):
    assert ev(render, "m|tojson", "-J", "m=" + M) == '{"2":4,"10":2,"b":1,"a":3}'


def test_values_key_order_first_last(render):
    assert ev(render, "m|first ~ m|last", "-J", "m=" + M) == "2a"


def test_values_dictsort_by_text_not_order(render):
    assert ev(render, "m|dictsort", "-J", "m=" + M) == '[["10",2],["2",4],["a",3],["b",1]]'


def test_values_largest_index_key(render):
    assert ev(render, "{'b': 1, '4294967294': 2, '4294967295': 3}") == '{"4294967294":2,"b":1,"4294967295":3}'


def test_values_leading_zero_not_index(render):
    assert ev(render, "{'b': 1, '01': 2, '1': 3}") == '{"1":3,"b":1,"01":2}'


def test_values_negative_not_index(render):
    assert ev(render, "{'-1': 1, '0': 2}") == '{"0":2,"-1":1}'


def test_values_decimal_point_not_index(render):
    assert ev(render, "{'1.0': 1, '1': 2}") == '{"1":2,"1.0":1}'


def test_values_index_key_loop_order(render):
    assert out(render, "{% for k in {'x': 1, '3': 2, '1': 3} %}{{ k }}{% endfor %}") == "13x"


def test_values_keys_are_strings(render):
    assert ev(render, "(m|list)[0] is string", "-J", "m=" + M) == "true"


def test_values_repeated_literal_key_last_value(render):
    assert ev(render, "{'a': 1, 'a': 2}") == '{"a":2}'


def test_values_safe_string_equals_plain(render):
    assert ev(render, "('a'|safe) == 'a'") == "true"


def test_values_safe_string_type_test(render):
    assert ev(render, "('a'|safe) is string") == "true"


def test_values_none_json_null_from_data(render):
    assert ev(render, "x is none", "-J", "x=null") == "true"


# ---- Variables -----------------------------------------------------------------------------


def test_variables_set_shadows_definition(render):
    assert out(render, "{% set a = 2 %}{{ a }}", "-D", "a=1") == "2"


def test_variables_macro_sees_main_scope_over_global(render):
    assert out(render, "{% macro m() %}{{ a }}{% endmacro %}{% set a = 2 %}{{ m() }}", "-D", "a=1") == "2"


def test_variables_replaced_range_not_callable(render):
    err(render, "{{ range(2) }}", "1:9: 'range' is not callable", "-D", "range=x")


def test_variables_loop_target_shadows_range(render):
    assert out(render, "{% for range in [1] %}{{ range }}{% endfor %}{{ range(1) }}") == "1[0]"


def test_variables_json_null_namespace(render):
    assert out(render, "[{{ namespace }}]{{ dict(a=1) }}", "-J", "namespace=null") == '[]{"a":1}'


def test_variables_null_value_is_defined(render):
    assert out(render, "[{{ x }}]{{ x is defined }}", "-J", "x=null") == "[]true"


def test_variables_reserved_name_not_replaced(render):
    assert out(render, "{{ true }}", "-D", "true=5") == "true"


def test_variables_underscore_names(render):
    assert out(render, "{{ _ }}{{ _a1 }}", "-D", "_=u", "-D", "_a1=v") == "uv"


def test_variables_global_loop_outside_loop(render):
    assert out(render, "{{ loop }}", "-D", "loop=L") == "L"


def test_variables_global_loop_hidden_in_loop(render):
    assert out(render, "{% for i in [1] %}{{ loop.index }}{% endfor %}", "-D", "loop=L") == "1"


def test_variables_global_caller_outside_macro(render):
    assert out(render, "{{ caller }}", "-D", "caller=C") == "C"


def test_variables_global_caller_hidden_in_macro(render):
    assert out(render, "{% macro m() %}[{{ caller }}]{% endmacro %}{{ m() }}", "-D", "caller=C") == "[]"


def test_variables_self_and_super_ordinary(render):
    assert out(render, "{{ self }}{{ super }}", "-D", "self=Q", "-D", "super=S") == "QS"


def test_variables_set_uses_old_value(render):
    assert out(render, "{% set x = 1 %}{% set x = x + 1 %}{{ x }}") == "2"


def test_variables_set_later_not_seen_before(render):
    assert out(render, "[{{ ns }}]{% set ns = 1 %}{{ ns }}") == "[]1"


def test_variables_non_ascii_name_rejected(render):
    err(render, "{{ é }}", "1:4: unexpected character 'é'")


def test_variables_minus_not_in_name(render):
    err(render, "{{ a-b }}", "1:5: unsupported operand types for -: string and undefined", "-D", "a=1")


def test_variables_include_sees_main_scope(run, tmp_path):
    write(tmp_path / "inc.tpl", "[{{ a }}]")
    ok(run("-D", "a=1", "-", stdin='{% set a = 2 %}{% include "inc.tpl" %}', cwd=tmp_path), "[2]")


def test_variables_include_sees_definition(run, tmp_path):
    write(tmp_path / "inc.tpl", "[{{ a }}]")
    ok(run("-D", "a=1", "-", stdin='{% include "inc.tpl" %}', cwd=tmp_path), "[1]")


# ---- Membership ----------------------------------------------------------------------------


def test_member_empty_in_empty_string(render):
    assert ev(render, "'' in ''") == "true"


def test_member_safe_strings(render):
    assert ev(render, "('b'|safe) in 'abc' and 'a' in ('a'|safe)") == "true"


def test_member_list_in_list_of_lists(render):
    assert ev(render, "[1] in [[1]]") == "true"


def test_member_mapping_item_deep_equal(render):
    assert ev(render, "{'a': 1} in [{'a': 1}]") == "true"


def test_member_number_not_string_item(render):
    assert ev(render, "1 in ['1']") == "false"


def test_member_case_sensitive(render):
    assert ev(render, "'a' in ['A']") == "false"


def test_member_boolean_not_number_item(render):
    assert ev(render, "true in [1]") == "false"


def test_member_zero_not_false_item(render):
    assert ev(render, "0 in [false]") == "false"


def test_member_fraction_key_text_form(render):
    assert ev(render, "1.5 in {'1.5': 0}") == "true"


def test_member_exponent_key_text_form(render):
    assert ev(render, "1e21 in {'1e+21': 0}") == "true"


def test_member_negative_zero_key(render):
    assert ev(render, "-0.0 in {'0': 0}") == "true"


def test_member_boolean_key_false(render):
    assert ev(render, "true in {'true': 0}") == "false"


def test_member_none_key_false(render):
    assert ev(render, "none in {'none': 0}") == "false"


def test_member_list_not_sublist(render):
    assert ev(render, "[1, 2] in [1, 2]") == "false"


def test_member_undefined_left_string_error(render):
    err(render, "{{ x in 'abc' }}", "1:6: 'in <string>' requires a string as left operand, not undefined")


def test_member_none_right_error(render):
    err(render, "{{ 1 in none }}", "1:6: argument of type none is not iterable")


def test_member_not_in_error_at_not(render):
    err(render, "{{ 1 not in 5 }}", "1:6: argument of type number is not iterable")


def test_member_chains_like_comparison(render):
    assert ev(render, "'a' in 'a' in [true]") == "false"


def test_member_parenthesised_result(render):
    assert ev(render, "(1 in [1]) in [true]") == "true"


def test_member_filter_on_right_operand(render):
    assert ev(render, "'B' in 'abc'|upper") == "true"


def test_member_concat_left_operand(render):
    assert ev(render, "'a' ~ 'b' in 'xab'") == "true"


def test_member_test_result_left(render):
    assert ev(render, "3 is odd in [true]") == "true"


def test_member_strict_undefined_right(render):
    err(render, "{{ 'a' in x }}", "1:11: 'x' is undefined", "--strict")


def test_member_strict_undefined_left_not_in(render):
    err(render, "{{ x not in [1] }}", "1:4: 'x' is undefined", "--strict")


# ---- Number tests --------------------------------------------------------------------------


def test_numtest_zero_even(render):
    assert ev(render, "0 is even") == "true"


def test_numtest_negative_zero_even(render):
    assert ev(render, "-0.0 is even") == "true"


def test_numtest_huge_whole_even(render):
    assert ev(render, "1e300 is even") == "true"


def test_numtest_double_rounding_odd(render):
    assert ev(render, "(2 ** 53 + 1) is odd") == "false"


def test_numtest_divisibleby_negative_divisor(render):
    assert ev(render, "5 is divisibleby(-5)") == "true"


def test_numtest_divisibleby_negative_value(render):
    assert ev(render, "-6 is divisibleby 4") == "false"


def test_numtest_zero_divisible(render):
    assert ev(render, "0 is divisibleby 7") == "true"


def test_numtest_divisibleby_half(render):
    assert ev(render, "7 is divisibleby 0.5") == "true"


def test_numtest_divisibleby_inexact_tenth(render):
    assert ev(render, "1 is divisibleby 0.1") == "false"


def test_numtest_even_string_error_at_is(render):
    err(render, "{{ '4' is even }}", "1:8: test 'even' expects a number, not string")


def test_numtest_odd_undefined_error(render):
    err(render, "{{ x is odd }}", "1:6: test 'odd' expects a number, not undefined")


def test_numtest_odd_boolean_error(render):
    err(render, "{{ true is odd }}", "1:9: test 'odd' expects a number, not boolean")


def test_numtest_divisibleby_string_argument(render):
    err(render, "{{ 4 is divisibleby('2') }}", "1:6: test 'divisibleby' expects a number, not string")


def test_numtest_divisibleby_no_argument(render):
    err(render, "{{ 4 is divisibleby }}", "1:6: test 'divisibleby' takes 1 argument (0 given)")


def test_numtest_divisibleby_two_arguments(render):
    err(render, "{{ 4 is divisibleby(2, 3) }}", "1:6: test 'divisibleby' takes 1 argument (2 given)")


def test_numtest_negative_zero_divisible(render):
    assert ev(render, "-0.0 is divisibleby 3") == "true"


def test_numtest_is_not_even(render):
    assert ev(render, "4 is not even") == "false"


# ---- Debug mode ----------------------------------------------------------------------------


def test_debug_index_name_json_quotes(render):
    assert ev(render, "x['k']", "-u", "debug") == '{{ x["k"] }}'


def test_debug_number_index_name(render):
    assert ev(render, "x[0]", "-u", "debug") == "{{ x[0] }}"


def test_debug_nested_attribute_name(render):
    assert ev(render, "x.y.z", "-u", "debug") == "{{ x.y.z }}"


def test_debug_parentheses_keep_name(render):
    assert ev(render, "(x)", "-u", "debug") == "{{ x }}"


def test_debug_missing_key_of_literal(render):
    assert ev(render, "{'a': 1}.b", "-u", "debug") == "{{ (expression).b }}"


def test_debug_missing_index_of_literal(render):
    assert ev(render, "[1][5]", "-u", "debug") == "{{ (expression)[5] }}"


def test_debug_missing_attribute_of_call(render):
    assert ev(render, "range(2).z", "-u", "debug") == "{{ (expression).z }}"


def test_debug_conditional_without_else(render):
    assert ev(render, "(1 if 0)", "-u", "debug") == "{{ (expression) }}"


def test_debug_filter_result_not_marker(render):
    assert ev(render, "x|upper ~ '.'", "-u", "debug") == "."


def test_debug_string_filter_empty(render):
    assert ev(render, "x|string|length", "-u", "debug") == "0"


def test_debug_default_replaces(render):
    assert ev(render, "x|default('d')", "-u", "debug") == "d"


def test_debug_marker_not_escaped(render):
    assert ev(render, "x['<']", "-u", "debug", "-e") == '{{ x["<"] }}'


def test_debug_marker_json_escape_mode(render):
    assert ev(render, "x['k']", "-u", "debug", "--escape-mode", "json", "-e") == '{{ x["k"] }}'


def test_debug_loop_attribute_names(render):
    assert out(render, "{% for i in [1] %}{{ loop.nope }}{{ loop.previtem }}{% endfor %}", "-u", "debug") \
        == "{{ loop.nope }}{{ loop.previtem }}"


def test_debug_macro_parameter_name(render):
    assert out(render, "{% macro m(a) %}{{ a }}{% endmacro %}{{ m() }}", "-u", "debug") == "{{ a }}"


def test_debug_assigned_keeps_original_name(render):
    assert out(render, "{% set q = x %}{{ q }}", "-u", "debug") == "{{ x }}"


def test_debug_marker_in_filter_block_filtered(render):
    assert out(render, "{% filter upper %}{{ x }}{% endfilter %}", "-u", "debug") == "{{ X }}"


def test_debug_marker_in_block_set(render):
    assert out(render, "{% set s %}{{ x }}{% endset %}{{ s|length }}", "-u", "debug") == "7"


def test_debug_call_still_error(render):
    err(render, "{{ x() }}", "1:5: 'x' is not callable", "-u", "debug")


def test_debug_whitespace_control(render):
    assert out(render, "{{ x.y -}}   !", "-u", "debug") == "{{ x.y }}!"


# ---- Call blocks ---------------------------------------------------------------------------


MC = "{% macro m() %}{{ caller() }}{% endmacro %}"


def test_call_caller_twice_renders_twice(render):
    assert out(render, "{% macro m() %}[{{ caller() }}{{ caller() }}]{% endmacro %}"
                       "{% call m() %}{% increment c %}{% endcall %}") == "[01]"


def test_call_caller_not_called_prints_nothing(render):
    assert out(render, "{% macro m() %}[{{ caller }}]{% endmacro %}{% call m() %}x{% endcall %}") == "[]"


def test_call_body_not_rendered_no_error(render):
    assert out(render, "{% macro m() %}{% endmacro %}{% call m() %}{{ 1/0 }}{% endcall %}ok") == "ok"


def test_call_caller_without_parameters_argument(render):
    err(render, "{% macro m() %}{{ caller(1) }}{% endmacro %}{% call m() %}x{% endcall %}",
        "1:25: macro 'caller' takes at most 0 arguments (1 given)")


def test_call_caller_too_many_arguments(render):
    err(render, "{% macro m() %}{{ caller(1, 2) }}{% endmacro %}{% call(a) m() %}{{ a }}{% endcall %}",
        "1:25: macro 'caller' takes at most 1 argument (2 given)")


def test_call_caller_unknown_keyword(render):
    err(render, "{% macro m() %}{{ caller(b=1) }}{% endmacro %}{% call(a) m() %}{{ a }}{% endcall %}",
        "1:25: macro 'caller' got an unexpected keyword argument 'b'")


def test_call_parameter_missing_undefined(render):
    assert out(render, MC + "{% call(a) m() %}[{{ a }}]{% endcall %}") == "[]"


def test_call_parameter_default_uses_earlier(render):
    assert out(render, "{% macro m() %}{{ caller('z') }}{% endmacro %}"
                       "{% call(a, b=a ~ '!') m() %}[{{ b }}]{% endcall %}") == "[z!]"


def test_call_parameter_default_earlier_missing(render):
    assert out(render, MC + "{% call(a, b=a ~ '!') m() %}[{{ b }}]{% endcall %}") == "[!]"


def test_call_body_set_local(render):
    assert out(render, MC + "{% set v = 1 %}{% call m() %}{{ v }}{% set v = 2 %}{{ v }}{% endcall %}{{ v }}") == "121"


def test_call_body_does_not_see_macro_locals(render):
    assert out(render, "{% macro m() %}{% set v = 9 %}{{ caller() }}{% endmacro %}"
                       "{% call m() %}[{{ v }}]{% endcall %}") == "[]"


def test_call_body_sees_enclosing_loop(render):
    assert out(render, MC + "{% for i in [1, 2] %}{% call m() %}{{ i }}{{ loop.index }}{% endcall %}{% endfor %}") \
        == "1122"


def test_call_break_in_body_outside_loop(render):
    err(render, MC + "{% for i in [1, 2] %}{% call m() %}{% break %}{% endcall %}{% endfor %}",
        "1:79: 'break' outside of a loop")


def test_call_nested_call_blocks(render):
    assert out(render, MC + "{% call m() %}{% call m() %}in{% endcall %}{% endcall %}") == "in"


def test_call_caller_in_body_is_outer_macros(render):
    assert out(render, MC + "{% macro n() %}<{% call m() %}{{ caller() }}{% endcall %}>{% endmacro %}"
                            "{% call n() %}x{% endcall %}") == "<x>"


def test_call_caller_defined_only_in_call(render):
    assert out(render, "{% macro m() %}{{ caller is defined }}{% endmacro %}{{ m() }}{% call m() %}{% endcall %}") \
        == "falsetrue"


def test_call_duplicate_parameter(render):
    err(render, MC + "{% call(a, a) m() %}{% endcall %}", "1:55: duplicate parameter 'a'")


def test_call_macro_argument_count_error(render):
    err(render, MC + "{% call m(1) %}{% endcall %}", "1:53: macro 'm' takes at most 0 arguments (1 given)")


def test_call_none_attribute_not_callable(render):
    err(render, "{% set ns = namespace(m=none) %}{% call ns.m() %}{% endcall %}", "1:45: 'ns.m' is not callable")


def test_call_end_tag_extra_token(render):
    err(render, MC + "{% call m() %}a{% endcall x %}", "1:70: unexpected 'x'")


def test_call_tag_extra_token(render):
    err(render, MC + "{% call m() x %}a{% endcall %}", "1:56: unexpected 'x'")


def test_call_unclosed(render):
    err(render, MC + "{% call m() %}a", "1:44: unexpected end of template, expected 'endcall'")


def test_call_caller_result_filtered_escaped(render):
    assert out(render, "{% macro m() %}{{ caller()|upper }}{% endmacro %}{% call m() %}<a>{% endcall %}", "-e") \
        == "&lt;A&gt;"


def test_call_caller_result_concat_escaped(render):
    assert out(render, "{% macro m() %}{{ caller() ~ '<' }}{% endmacro %}{% call m() %}<a>{% endcall %}", "-e") \
        == "&lt;a&gt;&lt;"


def test_call_body_output_escaped_once(render):
    assert out(render, MC + "{% call m() %}{{ '<' }}{% endcall %}", "-e") == "&lt;"


# ---- Comments ------------------------------------------------------------------------------


def test_comment_both_markers(render):
    assert out(render, "a {#- x -#} b") == "ab"


def test_comment_left_marker_only(render):
    assert out(render, "a {#- x #} b") == "a b"


def test_comment_right_marker_only(render):
    assert out(render, "a {# x -#} b") == "a b"


def test_comment_right_marker_strips_newline(render):
    assert out(render, "{# a -#}   \n   b") == "b"


def test_comment_hides_syntax_errors(render):
    assert out(render, "{# {{ 1/0 }} {% if %} #}ok") == "ok"


def test_comment_extra_close_is_text(render):
    assert out(render, "{# a #} #}") == " #}"


def test_comment_empty(render):
    assert out(render, "{##}ok") == "ok"


def test_comment_marker_only(render):
    assert out(render, "{#-#}ok") == "ok"


def test_comment_newline_after_kept(render):
    assert out(render, "{# a \n b #}\nc") == "\nc"


def test_comment_line_keeps_both_newlines(render):
    assert out(render, "a\n{# x #}\nb") == "a\n\nb"


def test_comment_marker_only_keeps_following_space(render):
    assert out(render, "{#-#}  ok") == "  ok"


def test_comment_open_then_hash_close_not_closing(render):
    assert out(render, "{#} x #}ok") == "ok"


def test_comment_inner_open_ignored(render):
    assert out(render, "{# a {# b #} c #}") == " c #}"


def test_comment_not_inside_output_tag(render):
    err(render, "{{ 1 {# c #} }}", "1:7: unexpected character '#'")


def test_comment_markers_in_string(render):
    assert out(render, "{{ '{#' ~ '#}' }}") == "{##}"


def test_comment_inside_raw_is_text(render):
    assert out(render, "{% raw %}{# x #}{% endraw %}") == "{# x #}"


def test_comment_trim_and_lstrip_line(render):
    assert out(render, "a\n  {# x #}\nb", "--trim-blocks", "--lstrip-blocks") == "a\nb"


# ---- Number formatting ---------------------------------------------------------------------


def test_numfmt_exponent_at_1e21(render):
    assert ev(render, "1e21") == "1e+21"


def test_numfmt_exponent_below_1e_6(render):
    assert ev(render, "1e-7") == "1e-7"


def test_numfmt_plain_at_1e_6(render):
    assert ev(render, "0.000001") == "0.000001"


def test_numfmt_plain_small_many_digits(render):
    assert ev(render, "0.0000012345") == "0.0000012345"


def test_numfmt_long_integer_exponent_digits(render):
    assert ev(render, "123456789012345678901234") == "1.2345678901234569e+23"


def test_numfmt_negative_exponent_form(render):
    assert ev(render, "-1.5e-10") == "-1.5e-10"


def test_numfmt_two_to_53_plus_one(render):
    assert ev(render, "2 ** 53 + 1") == "9007199254740992"


def test_numfmt_negative_zero_in_list(render):
    assert ev(render, "[-0.0]") == "[0]"


def test_numfmt_just_below_1e21_rounds_up(render):
    assert ev(render, "1e21 - 1") == "1e+21"


def test_numfmt_1e20_plain(render):
    assert ev(render, "100000000000000000000.0") == "100000000000000000000"


def test_numfmt_smallest_subnormal(render):
    assert ev(render, "5e-324") == "5e-324"


def test_numfmt_largest_double(render):
    assert ev(render, "1.7976931348623157e308") == "1.7976931348623157e+308"


def test_numfmt_exponent_in_json(render):
    assert ev(render, "[1e21, 1e-7]") == "[1e+21,1e-7]"


def test_numfmt_sum_shortest(render):
    assert ev(render, "0.1 + 0.7") == "0.7999999999999999"


def test_numfmt_whole_float_literal(render):
    assert ev(render, "3.0") == "3"


# ---- Printing values -----------------------------------------------------------------------


def test_print_json_del_kept(render):
    assert ev(render, "['\\u001f', '\\u007f']") == '["\\u001f","\x7f"]'


def test_print_json_line_separator_kept(render):
    assert ev(render, "['\\u2028']") == '["\u2028"]'


def test_print_json_non_ascii_kept(render):
    assert ev(render, "['é', '😀']") == '["é","😀"]'


def test_print_json_safe_item_plain(render):
    assert ev(render, "[('<'|safe)]", "-e") == "[&#34;&lt;&#34;]"


def test_print_json_undefined_and_function_null(render):
    assert ev(render, "[none, x, range]") == "[null,null,null]"


def test_print_json_key_escaped(render):
    assert ev(render, "{'a\"b': 1, '\\n': 2}") == '{"a\\"b":1,"\\n":2}'


def test_print_json_empty_containers(render):
    assert ev(render, "[[], {}]") == "[[],{}]"


def test_print_json_number_trailing_zero(render):
    assert ev(render, "{'a': 1.50}") == '{"a":1.5}'


def test_print_json_nested_macro_null(render):
    assert out(render, "{% macro m() %}{% endmacro %}{{ {'m': m} }}") == '{"m":null}'


def test_print_json_loop_object_null(render):
    assert out(render, "{% for i in [1] %}{{ [loop] }}{% endfor %}") == "[null]"


def test_print_json_infinity_null(render):
    assert ev(render, "[10 ** 400, -(10 ** 400)]") == "[null,null]"


def test_print_infinity_text(render):
    assert ev(render, "10 ** 400 ~ ' ' ~ -(10 ** 400)") == "inf -inf"


# ---- Conditionals --------------------------------------------------------------------------


def test_if_third_branch(render):
    assert out(render, "{% if 0 %}a{% elif 0 %}b{% elif 1 %}c{% else %}d{% endif %}") == "c"


def test_if_later_elif_not_evaluated(render):
    assert out(render, "{% if 1 %}a{% elif 1/0 %}b{% endif %}") == "a"


def test_if_elif_without_condition(render):
    err(render, "{% if 0 %}a{% elif %}b{% endif %}", "1:20: unexpected end of tag")


def test_if_elif_after_else(render):
    err(render, "{% if 0 %}a{% else %}b{% elif 1 %}c{% endif %}", "1:26: unexpected 'elif', expected 'endif'")


def test_if_else_with_token(render):
    err(render, "{% if 0 %}a{% else x %}b{% endif %}", "1:20: unexpected 'x'")


def test_if_elif_extra_token(render):
    err(render, "{% if 0 %}a{% elif 1 x %}b{% endif %}", "1:22: unexpected 'x'")


def test_if_branch_not_taken_sets_nothing(render):
    assert out(render, "{% if 1 %}{% set a = 1 %}{% else %}{% set b = 2 %}{% endif %}[{{ a }}{{ b }}]") == "[1]"


def test_if_undefined_attribute_condition(render):
    assert out(render, "{% if x %}a{% elif x.y %}b{% else %}c{% endif %}") == "c"


def test_if_conditional_without_else_condition(render):
    assert out(render, "{% if 'a' if 0 %}t{% else %}f{% endif %}") == "f"


def test_if_extra_endif(render):
    err(render, "{% if 1 %}a{% endif %}{% endif %}", "1:26: unexpected 'endif'")


def test_if_tuple_condition(render):
    err(render, "{% if 1, 2 %}a{% endif %}", "1:8: unexpected ','")


def test_if_top_level_elif(render):
    err(render, "{% elif 1 %}", "1:4: unexpected 'elif'")


def test_if_crossed_end_tags(render):
    err(render, "{% if 1 %}{% for i in [1] %}{% endif %}{% endfor %}", "1:32: unexpected 'endif', expected 'endfor'")


def test_if_strict_elif_undefined(render):
    err(render, "{% if 0 %}a{% elif x %}b{% endif %}", "1:20: 'x' is undefined", "--strict")


# ---- Loop control --------------------------------------------------------------------------


def test_loopctl_continue_skips_rest(render):
    assert out(render, "{% for i in [1, 2, 3] %}{% if i == 2 %}{% continue %}{% endif %}{{ i }}{% endfor %}") == "13"


def test_loopctl_break_after_output(render):
    assert out(render, "{% for i in [1, 2, 3] %}{{ i }}{% if i == 2 %}{% break %}{% endif %}{% endfor %}") == "12"


def test_loopctl_break_inner_only(render):
    assert out(render, "{% for i in [1, 2] %}{% for j in [1, 2] %}{% break %}{{ j }}{% endfor %}{{ i }}{% endfor %}") \
        == "12"


def test_loopctl_continue_keeps_loop_index(render):
    assert out(render, "{% for i in [1, 2, 3] %}{% if loop.first %}{% continue %}{% endif %}{{ loop.index }}"
                       "{% endfor %}") == "23"


def test_loopctl_break_argument(render):
    err(render, "{% for i in [1] %}{% break x %}{% endfor %}", "1:28: unexpected 'x'")


def test_loopctl_continue_argument(render):
    err(render, "{% for i in [1] %}{% continue 1 %}{% endfor %}", "1:31: unexpected number 1")


def test_loopctl_break_no_else(render):
    assert out(render, "{% for i in [1, 2] %}{% break %}{% else %}E{% endfor %}.") == "."


def test_loopctl_continue_every_item_no_else(render):
    assert out(render, "{% for i in [1, 2] if i > 1 %}{% continue %}{% else %}E{% endfor %}.") == "."


def test_loopctl_break_in_macro(render):
    err(render, "{% for i in [1, 2] %}{% macro m() %}{% break %}{% endmacro %}{% endfor %}",
        "1:37: 'break' outside of a loop")


def test_loopctl_break_in_block(render):
    err(render, "{% for i in [1, 2] %}{% block b %}{% break %}{% endblock %}{% endfor %}",
        "1:35: 'break' outside of a loop")


def test_loopctl_continue_in_with(render):
    assert out(render, "{% for i in [1, 2] %}{% with %}{% continue %}{% endwith %}{{ i }}{% endfor %}.") == "."


def test_loopctl_break_whitespace_control(render):
    assert out(render, "{% for i in [1, 2] %}{% if 1 %}{% break -%}  {% endif %}{% endfor %}x") == "x"


def test_loopctl_break_in_else_of_inner_loop(render):
    err(render, "{% for i in [1, 2] %}{% for j in [] %}{% else %}{% break %}{% endfor %}{{ i }}{% endfor %}",
        "1:49: 'break' outside of a loop")


def test_loopctl_top_level_break(render):
    err(render, "{% break %}", "1:1: 'break' outside of a loop")


def test_loopctl_break_in_set_block(render):
    assert out(render, "{% for i in [1, 2] %}{{ i }}{% set x %}{% break %}{% endset %}{% endfor %}") == "1"


def test_loopctl_break_in_autoescape(render):
    assert out(render, "{% for i in [1, 2] %}{{ i }}{% autoescape true %}{% break %}{% endautoescape %}{% endfor %}") \
        == "1"


# ---- Undefined values ----------------------------------------------------------------------


def test_undef_two_names_equal(render):
    assert ev(render, "x == y") == "true"


def test_undef_not_equal_none(render):
    assert ev(render, "x != none") == "true"


def test_undef_attribute_of_undefined_equal(render):
    assert ev(render, "x == x.y") == "true"


def test_undef_chained_lookup_empty(render):
    assert ev(render, "x.y.z ~ x[0][1] ~ '.'") == "."


def test_undef_in_empty_mapping(render):
    assert ev(render, "x in {}") == "false"


def test_undef_right_of_in(render):
    assert ev(render, "[] in x") == "false"


def test_undef_ordering_error(render):
    err(render, "{{ x < 1 }}", "1:6: cannot compare undefined and number")


def test_undef_unary_minus_error(render):
    err(render, "{{ -x }}", "1:4: unsupported operand type for unary -: undefined")


def test_undef_plus_string_error(render):
    err(render, "{{ x + 'a' }}", "1:6: unsupported operand types for +: undefined and string")


def test_undef_is_none_false(render):
    assert ev(render, "x is none") == "false"


def test_undef_is_string_false(render):
    assert ev(render, "x is string") == "false"


def test_undef_sequence_filters_empty(render):
    assert ev(render, "[x|list, x|sort, x|reverse, x|items|list, x|dictsort]") == "[[],[],[],[],[]]"


def test_undef_join_empty(render):
    assert ev(render, "x|join(',') ~ '.'") == "."


def test_undef_first_undefined(render):
    assert ev(render, "(x|first) is defined") == "false"


def test_undef_string_filters_empty(render):
    assert ev(render, "x|upper ~ x|trim ~ x|replace('a', 'b') ~ x|escape ~ '.'") == "."


def test_undef_tojson_null(render):
    assert ev(render, "x|tojson") == "null"


def test_undef_int_float_zero(render):
    assert ev(render, "x|int ~ ' ' ~ x|float") == "0 0"


def test_undef_abs_error(render):
    err(render, "{{ x|abs }}", "1:6: filter 'abs' expects a number, not undefined")


def test_undef_sum_zero(render):
    assert ev(render, "x|sum") == "0"


def test_undef_max_prints_nothing(render):
    assert ev(render, "x|max ~ '.'") == "."


def test_undef_map_select_empty(render):
    assert ev(render, "[x|map('upper')|list, x|select|list, x|batch(2)|list]") == "[[],[],[]]"


# ---- Syntax check --------------------------------------------------------------------------


def test_check_strict_undefined_not_detected(render):
    ok(render("{{ x }}", "--check", "--strict"), "")


def test_check_missing_extends_not_read(render):
    ok(render('{% extends "nope" %}', "--check"), "")


def test_check_missing_import_not_read(render):
    ok(render('{% import "nope" as n %}', "--check"), "")


def test_check_unknown_filter_detected(render):
    err(render, "{{ x|nofilter }}", "1:6: unknown filter 'nofilter'", "--check")


def test_check_unknown_test_detected(render):
    err(render, "{{ x is notest }}", "1:9: unknown test 'notest'", "--check")


def test_check_duplicate_block_detected(render):
    err(render, "{% block a %}{% endblock %}{% block a %}{% endblock %}", "1:37: block 'a' defined twice", "--check")


def test_check_duplicate_parameter_detected(render):
    err(render, "{% macro m(a, a) %}{% endmacro %}", "1:15: duplicate parameter 'a'", "--check")


def test_check_break_outside_loop_detected(render):
    err(render, "{% break %}", "1:1: 'break' outside of a loop", "--check")


def test_check_unclosed_raw_detected(render):
    err(render, "{% raw %}", "1:1: unexpected end of template, expected 'endraw'", "--check")


def test_check_undefined_macro_call_not_detected(render):
    ok(render("{{ m() }}", "--check"), "")


def test_check_empty_template(render):
    ok(render("", "--check"), "")


def test_check_line_statement_syntax(render):
    err(render, "# for x in y", "1:1: unexpected end of template, expected 'endfor'",
        "--check", "--line-statement-prefix", "#")


def test_check_missing_data_file(run, tmp_path):
    fails(run("--check", "-d", "nofile.json", "-", stdin="x", cwd=tmp_path), 3, "nofile.json: cannot read file")


def test_check_output_file_not_created(run, tmp_path):
    ok(run("--check", "-o", "out.txt", "-", stdin="{{ 1 }}", cwd=tmp_path), "")
    assert not (tmp_path / "out.txt").exists()


def test_check_included_syntax_error_not_detected(run, tmp_path):
    write(tmp_path / "syn.tpl", "{{ ")
    ok(run("--check", "-", stdin='{% include "syn.tpl" %}', cwd=tmp_path), "")
