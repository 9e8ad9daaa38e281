"""Reference tests: fine print of the sections (layer 7): where two rules meet, limits, errors."""
from helpers import err, ev, fails, ok, out


# ---- Trim blocks ---------------------------------------------------------------------------


def test_trim_raw_tags_remove_newline(render):
    assert out(render, "a{% raw %}\nx{% endraw %}\nb", "--trim-blocks") == "axb"


def test_trim_lone_cr_not_newline(render):
    assert out(render, "a{% if true %}\r\r\nb{% endif %}", "--trim-blocks") == "a\r\r\nb"


def test_trim_only_first_newline(render):
    assert out(render, "a{% if true %}\n\nb{% endif %}", "--trim-blocks") == "a\nb"


def test_trim_loop_body_every_iteration(render):
    assert out(render, "{% for i in [1,2] %}\n{{ i }}\n{% endfor %}\n", "--trim-blocks") == "1\n2\n"


def test_trim_output_tag_newline_kept(render):
    assert out(render, "{{ 1 }}\n{% if true %}\nx{% endif %}", "--trim-blocks") == "1\nx"


def test_trim_tag_at_end(render):
    assert out(render, "a{% if true %}b{% endif %}", "--trim-blocks") == "ab"


def test_trim_crlf_after_comment(render):
    assert out(render, "a{# c #}\r\nb", "--trim-blocks") == "ab"


# ---- Lstrip blocks -------------------------------------------------------------------------


def test_lstrip_nbsp_blocks_strip(render):
    assert out(render, "a\n \u00a0{% if true %}b{% endif %}", "--lstrip-blocks") == "a\n \u00a0b"


def test_lstrip_lone_cr_blocks_strip(render):
    assert out(render, "a\n\r  {% if true %}b{% endif %}", "--lstrip-blocks") == "a\n\r  b"


def test_lstrip_after_crlf(render):
    assert out(render, "a\r\n  {% if true %}b{% endif %}", "--lstrip-blocks") == "a\r\nb"


def test_lstrip_raw_tag_indent_removed(render):
    assert out(render, "  {% raw %} r{% endraw %}", "--lstrip-blocks") == " r"


def test_lstrip_second_tag_on_line_kept(render):
    t = "a\n  {% if true %}  {% if true %}b{% endif %}{% endif %}"
    assert out(render, t, "--lstrip-blocks") == "a\n  b"


def test_lstrip_tabs_and_spaces(render):
    assert out(render, "x\n\t \t{% if true %}y{% endif %}", "--lstrip-blocks") == "x\ny"


# ---- String and list operators -------------------------------------------------------------


def test_strop_repeat_whole_float(render):
    assert ev(render, '"ab" * 2.0') == "abab"


def test_strop_repeat_fraction_error(render):
    err(render, '{{ "a" * 1.5 }}', "1:8: unsupported operand types for *: string and number")


def test_strop_repeat_boolean_error(render):
    err(render, '{{ "a" * true }}', "1:8: unsupported operand types for *: string and boolean")


def test_strop_repeat_none_error(render):
    err(render, '{{ "a" * none }}', "1:8: unsupported operand types for *: string and none")


def test_strop_repeat_mapping_error(render):
    err(render, '{{ {"a":1} * 2 }}', "1:12: unsupported operand types for *: mapping and number")


def test_strop_undefined_operand_named(render):
    err(render, "{{ x * 2 }}", "1:6: unsupported operand types for *: undefined and number")


def test_strop_undefined_operand_strict(render):
    err(render, "{{ x * 2 }}", "1:4: 'x' is undefined", "--strict")


def test_strop_repeat_safe_not_safe(render):
    assert ev(render, '("<"|safe) * 2', "--autoescape") == "&lt;&lt;"


def test_strop_plus_safe_not_safe(render):
    assert ev(render, '("<"|safe) + "<"', "--autoescape") == "&lt;&lt;"


def test_strop_list_plus_new_list(render):
    t = "{% set a = [1] %}{% set b = a + [2] %}{% do a.append(3) %}{{ a }}{{ b }}"
    assert out(render, t) == "[1,3][1,2]"


def test_strop_list_repeat_shares_items(render):
    t = "{% set c = [[1]] * 2 %}{% do c[0].append(9) %}{{ c }}"
    assert out(render, t) == "[[1,9],[1,9]]"


def test_strop_empty_operands(render):
    assert ev(render, '("" * 5) ~ "|" ~ ("a" + "") ~ "|" ~ ([] * 3) ~ "|" ~ ([1] + [])') == "|a|[]|[1]"


# ---- String literals -----------------------------------------------------------------------


def test_string_no_hex_escape(render):
    assert ev(render, r'"a\x41"') == "ax41"


def test_string_no_octal_escape(render):
    assert ev(render, r'"\101"') == "101"


def test_string_backslash_newline(render):
    assert ev(render, '"\\\nx"') == "\nx"


def test_string_surrogate_pair_one_char(render):
    assert ev(render, r'"\ud83d\ude00" ~ ("\ud83d\ude00"|length)') == "😀1"


def test_string_lone_surrogate_length(render):
    assert ev(render, r'"\uD83D"|length') == "1"


def test_string_short_unicode_escape(render):
    err(render, r'{{ "\u12" }}', "1:5: invalid escape sequence")


def test_string_bad_hex_unicode_escape(render):
    err(render, r'{{ "a\u12G4" }}', "1:6: invalid escape sequence")


def test_string_join_before_filter(render):
    assert ev(render, '"ab" "cd"|upper') == "ABCD"


def test_string_doubled_quote_is_two_literals(render):
    assert ev(render, "'it''s'") == "its"


def test_string_literal_then_number(render):
    err(render, '{{ "ab" 5 }}', "1:9: unexpected number 5")


def test_string_output_close_inside(render):
    assert out(render, '{{ "{{ x }}" }}') == "{{ x }}"


def test_string_stmt_close_inside(render):
    assert out(render, '{% set s = "a}}b%}" %}{{ s }}') == "a}}b%}"


# ---- Global functions ----------------------------------------------------------------------


def test_range_keyword_before_count(render):
    err(render, "{{ range(1, 2, 0, 4, stop=1) }}", "1:9: range() got an unexpected keyword argument 'stop'")


def test_range_count_before_type(render):
    err(render, "{{ range(1.5, 2, 0, 4) }}", "1:9: range() takes 1 to 3 arguments (4 given)")


def test_range_type_before_zero_step(render):
    err(render, "{{ range(1.5, 2, 0) }}", "1:9: range() arguments must be integers, not 1.5")


def test_range_type_left_to_right(render):
    err(render, '{{ range(1, "a", 0.5) }}', "1:9: range() arguments must be integers, not string")


def test_range_zero_step_before_size(render):
    err(render, "{{ range(0, 1000000, 0) }}", "1:9: range() step must not be zero")


def test_range_whole_float(render):
    assert ev(render, "range(3.0)") == "[0,1,2]"


def test_range_none_argument(render):
    err(render, "{{ range(none) }}", "1:9: range() arguments must be integers, not none")


def test_range_empty_results(render):
    assert ev(render, "[range(0), range(-3), range(5, 2), range(2, 5, -1)]") == "[[],[],[],[]]"


def test_range_negative_step(render):
    assert ev(render, "range(5, 2, -2)") == "[5,3]"


def test_range_size_limit_exact(render):
    assert ev(render, "range(1, 100001)|length") == "100000"


def test_range_size_limit_with_step(render):
    assert ev(render, "range(0, 200000, 2)|length") == "100000"


def test_range_size_limit_with_step_over(render):
    err(render, "{{ range(0, 200001, 2) }}", "1:9: range() result too large")


def test_range_size_limit_counting_down(render):
    err(render, "{{ range(100000, -1, -1) }}", "1:9: range() result too large")


def test_dict_repeated_keyword(render):
    assert ev(render, "dict(a=1, b=2, a=3)") == '{"a":3,"b":2}'


def test_namespace_repeated_keyword(render):
    assert ev(render, "namespace(a=1, b=2, a=3)|list") == '["a","b"]'


def test_dict_undefined_value_stored(render):
    assert ev(render, "[dict(b=x).b is undefined, dict(b=x)]") == '[true,{"b":null}]'


def test_dict_empty(render):
    assert ev(render, "dict()") == "{}"


# ---- Default and conversion filters --------------------------------------------------------


def test_default_none_not_replaced(render):
    assert ev(render, 'none|default("d") ~ "|"') == "|"


def test_default_none_boolean(render):
    assert ev(render, 'none|default("d", true)') == "d"


def test_default_no_arguments(render):
    assert ev(render, 'x|default ~ "|"') == "|"


def test_default_strict_path_error(render):
    err(render, '{{ x.y|default("d") }}', "1:4: 'x' is undefined", "--strict")


def test_default_strict_through_filter(render):
    err(render, '{{ x|upper|default("d") }}', "1:4: 'x' is undefined", "--strict")


def test_default_strict_own_value(render):
    assert ev(render, 'x|default("d")', "--strict") == "d"


def test_int_no_underscore(render):
    assert ev(render, '"1_000"|int(5)') == "5"


def test_int_no_signed_hex(render):
    assert ev(render, '"-0x10"|int(5)') == "5"


def test_int_hex_without_digits(render):
    assert ev(render, '"0x"|int(5)') == "5"


def test_int_lone_point(render):
    assert ev(render, '"."|int(3)') == "3"


def test_int_nbsp_unconvertible(render):
    assert ev(render, r'"\u00a012"|int(9)') == "9"


def test_int_trailing_point(render):
    assert ev(render, '"5."|int') == "5"


def test_float_leading_point_sign(render):
    assert ev(render, '"+.5"|float') == "0.5"


def test_float_no_hex(render):
    assert ev(render, '"0x1f"|float(2)') == "2"


def test_float_no_infinity_words(render):
    assert ev(render, '["inf"|float(2), "Infinity"|float(2)]') == "[2,2]"


def test_int_overflow_string_infinity(render):
    assert ev(render, '"1e400"|int') == "inf"


def test_float_overflow_string_infinity(render):
    assert ev(render, '"1e400"|float') == "inf"


def test_int_large_string_double(render):
    assert ev(render, '"99999999999999999999"|int') == "100000000000000000000"


def test_int_negative_zero(render):
    assert ev(render, '(-0.0)|int ~ "|" ~ ("-0"|float)') == "0|0"


def test_int_default_returned_as_is(render):
    assert ev(render, '("a"|int(none)) is none') == "true"


def test_int_default_unused(render):
    assert ev(render, '"12"|int("x")') == "12"


def test_list_undefined(render):
    assert ev(render, "x|list") == "[]"


def test_list_number_error(render):
    err(render, "{{ 5|list }}", "1:6: filter 'list' expects a sequence, not number")


def test_string_of_none_and_list(render):
    assert ev(render, '(none|string) ~ "|" ~ (x|string) ~ "|" ~ ([1,none]|string)') == "||[1,null]"


# ---- Trimming and replacing filters --------------------------------------------------------


def test_trim_empty_chars_removes_nothing(render):
    assert ev(render, '"  a b  "|trim("")') == "  a b  "


def test_trim_none_chars_default(render):
    assert ev(render, '" ab\n"|trim(none)') == "ab"


def test_trim_chars_code_points(render):
    assert ev(render, '"😀a😀"|trim("😀")') == "a"


def test_trim_keeps_nbsp(render):
    assert ev(render, r'" \u00a0 "|trim') == "\u00a0"


def test_replace_no_rescan(render):
    assert ev(render, '"aXa"|replace("a", "aa")') == "aaXaa"


def test_replace_count_in_occurrences(render):
    assert ev(render, '"ééé"|replace("é", "e", 2)') == "eeé"


def test_replace_number_value(render):
    assert ev(render, '15|replace("5", "6") is string') == "true"


def test_replace_undefined_old_error(render):
    err(render, '{{ "a"|replace(x, "b") }}', "1:8: filter 'replace' expects a string for 'old', not undefined")


def test_replace_safe_result_escaped(render):
    assert ev(render, '"<a>"|safe|replace("a", "b")', "--autoescape") == "&lt;b&gt;"


def test_trim_safe_result_escaped(render):
    assert ev(render, '" <a> "|safe|trim', "--autoescape") == "&lt;a&gt;"


def test_striptags_unclosed_lt_kept(render):
    assert ev(render, '"a<b" ~ "|" ~ ("a > b"|striptags)', ) == "a<b|a > b"


def test_striptags_lt_without_gt(render):
    assert ev(render, '"a<b"|striptags') == "a<b"


def test_striptags_unclosed_comment_kept(render):
    assert ev(render, '"a<!--x"|striptags') == "a<!--x"


def test_striptags_tag_spans_lines(render):
    assert ev(render, '"<a\nhref=x>y</a>"|striptags') == "y"


def test_striptags_empty_tag(render):
    assert ev(render, '"a<>b"|striptags') == "ab"


def test_wordcount_nbsp_not_separator(render):
    assert ev(render, r'"a\u00a0b c"|wordcount') == "2"


def test_wordcount_list_text_form(render):
    assert ev(render, "[1, 2]|wordcount") == "1"


# ---- Slicing -------------------------------------------------------------------------------


def test_slice_string_code_points(render):
    assert ev(render, '"😀ab"[0:1]') == "😀"


def test_slice_safe_not_safe(render):
    assert ev(render, '("<ab"|safe)[0:2]', "--autoescape") == "&lt;a"


def test_slice_whole_float_index(render):
    assert ev(render, "[1,2,3][1:2.0]") == "[2]"


def test_slice_index_error_before_zero_step(render):
    err(render, "{{ [1,2][0.5:1:0] }}", "1:10: slice indices must be integers or none, not 0.5")


def test_slice_start_checked_before_stop(render):
    err(render, '{{ [1,2]["a":1.5] }}', "1:10: slice indices must be integers or none, not string")


def test_slice_boolean_step_error(render):
    err(render, "{{ [1,2][1:2:true] }}", "1:14: slice indices must be integers or none, not boolean")


def test_slice_negative_step_negative_bounds(render):
    assert ev(render, "[1,2,3][-1:-3:-1]") == "[3,2]"


def test_slice_clamped_both_ends(render):
    assert ev(render, "[1,2,3][-10:10]") == "[1,2,3]"


def test_slice_start_after_stop_empty(render):
    assert ev(render, '[1,2,3][2:1] ~ "|" ~ "abc"[5:] ~ "|"') == "[]||"


def test_slice_undefined_strict(render):
    err(render, "{{ x[0:1] }}", "1:4: 'x' is undefined", "--strict")


def test_slice_undefined_debug(render):
    assert ev(render, "x[0:1]", "--undefined", "debug") == "{{ x[...] }}"


# ---- Mapping filters -----------------------------------------------------------------------


def test_mapf_undefined_empty(render):
    assert ev(render, "[x|items, x|keys, x|values, x|dictsort]") == "[[],[],[],[]]"


def test_mapf_items_list_error(render):
    err(render, "{{ [1]|items }}", "1:8: filter 'items' expects a mapping, not list")


def test_mapf_keys_index_first(render):
    assert ev(render, '{"b": 1, "1": 2, "0": 3}|keys') == '["0","1","b"]'


def test_mapf_dictsort_case_insensitive_default(render):
    assert ev(render, '{"a": 0, "B": 1}|dictsort') == '[["a",0],["B",1]]'


def test_mapf_dictsort_case_sensitive(render):
    assert ev(render, '{"a": 0, "B": 1}|dictsort(case_sensitive=true)') == '[["B",1],["a",0]]'


def test_mapf_dictsort_case_equal_keep_order(render):
    assert ev(render, '{"b": 1, "A": 2, "a": 0}|dictsort') == '[["A",2],["a",0],["b",1]]'


def test_mapf_dictsort_reverse_stable(render):
    assert ev(render, '{"x": 2, "y": 1, "z": 2}|dictsort(by="value", reverse=true)') == '[["x",2],["z",2],["y",1]]'


def test_mapf_dictsort_mixed_error(render):
    err(render, '{{ {"a":1,"b":"x"}|dictsort(by="value") }}', "1:20: filter 'dictsort' cannot compare string and number")


def test_mapf_attr_no_path(render):
    assert ev(render, '({"a": {"b": 1} }|attr("a.b")) is undefined') == "true"


def test_mapf_attr_dotted_key(render):
    assert ev(render, '{"a.b": 3}|attr("a.b")') == "3"


def test_mapf_attr_number_finds_key(render):
    assert ev(render, '{"1": "one"}|attr(1)') == "one"


def test_mapf_attr_negative_index(render):
    assert ev(render, "[1,2]|attr(-1)") == "2"


def test_mapf_attr_string_not_index(render):
    assert ev(render, '([1,2]|attr("0")) is undefined') == "true"


def test_mapf_attr_number_value(render):
    assert ev(render, '(5|attr("a")) is undefined') == "true"


def test_mapf_attr_missing_strict_default(render):
    assert ev(render, '({"a": 1}|attr("b"))|default("q")', "--strict") == "q"


def test_mapf_attr_missing_strict_use(render):
    err(render, '{{ {"a": 1}|attr("b") }}', "1:4: 'b' is undefined", "--strict")


def test_mapf_attr_missing_debug(render):
    assert ev(render, '{"a":1}|attr("b")', "--undefined", "debug") == "{{ b }}"


def test_mapf_attr_none_error(render):
    err(render, "{{ [1]|attr(none) }}", "1:8: filter 'attr' expects a string for 'name', not none")


def test_mapf_xmlattr_false_zero_kept(render):
    assert ev(render, '{"a": none, "b": false, "c": 0}|xmlattr') == ' b="false" c="0"'


def test_mapf_xmlattr_list_value(render):
    assert ev(render, '{"a": [1, "b"]}|xmlattr') == ' a="[1,&#34;b&#34;]"'


def test_mapf_xmlattr_safe_value_escaped(render):
    assert ev(render, '{"a": "<b>"|safe}|xmlattr') == ' a="&lt;b&gt;"'


def test_mapf_xmlattr_skipped_name_unchecked(render):
    assert ev(render, '{"a b": none, "c": x}|xmlattr ~ "|"') == "|"


def test_mapf_xmlattr_all_skipped_no_space(render):
    assert ev(render, '{"x": none}|xmlattr ~ "|" ~ ({}|xmlattr) ~ "|" ~ (x|xmlattr) ~ "|"') == "|||"


def test_mapf_xmlattr_non_ascii_key(render):
    assert ev(render, '{"é": 1}|xmlattr(false)') == 'é="1"'


# ---- Splitting and joining filters ---------------------------------------------------------


def test_split_nbsp_not_separator(render):
    assert ev(render, r'"a\u00a0b c"|split') == '["a\u00a0b","c"]'


def test_split_maxsplit_rest_keeps_inner(render):
    assert ev(render, '" a  b  c "|split(none, 1)') == '["a","b  c"]'


def test_split_maxsplit_zero_no_sep(render):
    assert ev(render, '" a "|split(none, 0)') == '["a"]'


def test_split_maxsplit_zero_sep(render):
    assert ev(render, '"a,b,c"|split(",", 0)') == '["a,b,c"]'


def test_split_negative_maxsplit_unlimited(render):
    assert ev(render, '"a,b,c"|split(",", -5)') == '["a","b","c"]'


def test_split_no_overlap(render):
    assert ev(render, '"aaa"|split("aa")') == '["","a"]'


def test_split_separators_at_ends(render):
    assert ev(render, '",a,"|split(",")') == '["","a",""]'


def test_split_undefined(render):
    assert ev(render, '[x|split, x|split(",")]') == '[[],[""]]'


def test_split_number_text_form(render):
    assert ev(render, '12.5|split(".")') == '["12","5"]'


def test_join_none_empty(render):
    assert ev(render, '[1, none, "a"]|join(",")') == "1,,a"


def test_join_list_item_text_form(render):
    assert ev(render, '[[2], {"a": 1}]|join(";")') == '[2];{"a":1}'


def test_join_mapping_keys_and_string(render):
    assert ev(render, '({"a":1,"b":2}|join("-")) ~ "|" ~ ("abc"|join("."))') == "a-b|a.b.c"


def test_join_attribute_missing_empty(render):
    assert ev(render, '[{"a":1},{"b":2}]|join(",", attribute="a")') == "1,"


def test_join_attribute_index(render):
    assert ev(render, '[[1,2],[3]]|join(";", "0")') == "1;3"


def test_join_safe_items_escaped(render):
    assert ev(render, '["<a>"|safe, "&"]|join("|")', "--autoescape") == "&lt;a&gt;|&amp;"


def test_join_safe_sep_escaped(render):
    assert ev(render, '["x","y"]|join("<br>"|safe)', "--autoescape") == "x&lt;br&gt;y"


def test_batch_empty_with_fill(render):
    assert ev(render, "[]|batch(2, 0)") == "[]"


def test_batch_false_fill(render):
    assert ev(render, "[1,2,3]|batch(2, false)") == "[[1,2],[3,false]]"


def test_batch_size_larger(render):
    assert ev(render, "[1,2,3]|batch(5)") == "[[1,2,3]]"


def test_batch_string(render):
    assert ev(render, '"abc"|batch(2, "-")') == '[["a","b"],["c","-"]]'


def test_batch_boolean_size_error(render):
    err(render, "{{ [1,2]|batch(true) }}", "1:10: filter 'batch' expects an integer for 'size', not boolean")


def test_slicef_empty_count_lists(render):
    assert ev(render, "[]|slice(3)") == "[[],[],[]]"


def test_slicef_fill_empty_list(render):
    assert ev(render, "[1,2]|slice(3, 0)") == "[[1],[2],[0]]"


def test_slicef_even_no_fill(render):
    assert ev(render, "[1,2,3]|slice(3, 0)") == "[[1],[2],[3]]"


def test_slicef_fill_each_shorter(render):
    assert ev(render, '[1,2,3,4]|slice(3, "x")') == '[[1,2],[3,"x"],[4,"x"]]'


# ---- Number filters ------------------------------------------------------------------------


def test_numf_filter_binds_before_minus(render):
    assert ev(render, "-1.5|round") == "-2"


def test_numf_round_negative_half(render):
    assert ev(render, "(-0.5)|round") == "-1"


def test_numf_round_string_error(render):
    err(render, '{{ "3"|round }}', "1:8: filter 'round' expects a number, not string")


def test_numf_round_undefined_error(render):
    err(render, "{{ x|round }}", "1:6: filter 'round' expects a number, not undefined")


def test_numf_round_precision_type(render):
    err(render, "{{ 1.5|round(1.5) }}", "1:8: filter 'round' expects an integer for 'precision', not 1.5")


def test_numf_round_precision_before_method(render):
    err(render, '{{ 1.5|round(16, "bad") }}', "1:8: filter 'round' precision must be between 0 and 15")


def test_numf_round_value_before_precision(render):
    err(render, '{{ "a"|round(16) }}', "1:8: filter 'round' expects a number, not string")


def test_numf_round_method_case(render):
    err(render, '{{ 1.5|round(method="CEIL") }}', "1:8: filter 'round' method must be 'common', 'ceil' or 'floor'")


def test_numf_round_ceil_negative_small(render):
    assert ev(render, '(-0.1)|round(0, "ceil")') == "0"


def test_numf_round_floor_negative(render):
    assert ev(render, '(-1.23456)|round(3, "floor")') == "-1.235"


def test_numf_round_overflow(render):
    assert ev(render, "1e300|round(15)") == "inf"


def test_numf_abs_negative_zero(render):
    assert ev(render, "(-0.0)|abs") == "0"


def test_numf_abs_string_error(render):
    err(render, '{{ "3"|abs }}', "1:8: filter 'abs' expects a number, not string")


def test_numf_filesize_minus_one(render):
    assert ev(render, "(-1)|filesizeformat") == "1 Byte"


def test_numf_filesize_negative_kb(render):
    assert ev(render, "(-2000)|filesizeformat") == "-2.0 kB"


def test_numf_filesize_negative_fraction(render):
    assert ev(render, "(-0.5)|filesizeformat") == "-0.5 Bytes"


def test_numf_filesize_fraction_bytes(render):
    assert ev(render, "1.5|filesizeformat") == "1.5 Bytes"


def test_numf_filesize_unit_before_rounding(render):
    assert ev(render, "999999|filesizeformat") == "1000.0 kB"


def test_numf_filesize_binary_unit_before_rounding(render):
    assert ev(render, "1048575|filesizeformat(true)") == "1024.0 KiB"


def test_numf_filesize_past_yotta(render):
    assert ev(render, "1e30|filesizeformat") == "1000000.0 YB"


def test_numf_filesize_leading_zeros(render):
    assert ev(render, '"007"|filesizeformat') == "7 Bytes"


def test_numf_filesize_signed_string_error(render):
    err(render, '{{ "-5"|filesizeformat }}', "1:9: filter 'filesizeformat' expects a number, not string")


def test_numf_filesize_exponent_string_error(render):
    err(render, '{{ "1e3"|filesizeformat }}', "1:10: filter 'filesizeformat' expects a number, not string")


def test_numf_filesize_boolean_error(render):
    err(render, "{{ true|filesizeformat }}", "1:9: filter 'filesizeformat' expects a number, not boolean")


# ---- Case statements -----------------------------------------------------------------------


def test_case_boolean_not_number(render):
    t = "{% case true %}{% when 1 %}one{% else %}no{% endcase %}|{% case 0 %}{% when false %}f{% else %}no{% endcase %}"
    assert out(render, t) == "no|no"


def test_case_string_not_number(render):
    assert out(render, '{% case "1" %}{% when 1 %}a{% else %}b{% endcase %}') == "b"


def test_case_int_equals_float(render):
    assert out(render, "{% case 1 %}{% when 1.0 %}a{% endcase %}") == "a"


def test_case_containers_by_content(render):
    t = '{% case [1,2] %}{% when [1,2] %}L{% endcase %}{% case {"a": 1} %}{% when {"a": 1.0} %}M{% endcase %}'
    assert out(render, t) == "LM"


def test_case_undefined_matches_undefined(render):
    t = "{% case x %}{% when none %}n{% when y %}u{% else %}e{% endcase %}"
    assert out(render, t) == "u"


def test_case_undefined_when_lenient(render):
    assert out(render, "{% case 1 %}{% when 2 %}a{% when x %}b{% else %}c{% endcase %}") == "c"


def test_case_strict_undefined_subject(render):
    err(render, "{% case x %}{% when 1 %}a{% endcase %}", "1:9: 'x' is undefined", "--strict")


def test_case_strict_subject_no_when(render):
    assert out(render, "{% case x %}{% else %}e{% endcase %}", "--strict") == "e"


def test_case_strict_when_value_before_subject(render):
    err(render, "{% case x %}{% when 1/0 %}a{% endcase %}", "1:22: division by zero", "--strict")


def test_case_strict_undefined_when(render):
    err(render, "{% case 1 %}{% when 2 %}a{% when x %}b{% endcase %}", "1:34: 'x' is undefined", "--strict")


def test_case_strict_when_not_reached(render):
    assert out(render, "{% case 1 %}{% when 1 %}a{% when x %}b{% endcase %}", "--strict") == "a"


def test_case_later_value_evaluated_on_miss(render):
    err(render, "{% case 3 %}{% when 1, 1/0 %}a{% when 3 %}b{% endcase %}", "1:25: division by zero")


def test_case_later_value_not_evaluated_on_match(render):
    assert out(render, "{% case 1 %}{% when 1, 1/0 %}a{% endcase %}") == "a"


def test_case_two_matching_whens(render):
    assert out(render, "{% case 1 %}{% when 1 %}a{% when 1 %}b{% endcase %}") == "a"


def test_case_comment_before_when(render):
    assert out(render, "{% case 1 %} {# c #} {% when 1 %}a{% endcase %}|") == "a|"


def test_case_when_without_values(render):
    err(render, "{% case 1 %}{% when %}a{% endcase %}", "1:21: unexpected end of tag")


def test_case_when_trailing_comma(render):
    err(render, "{% case 1 %}{% when 1, %}a{% endcase %}", "1:24: unexpected end of tag")


def test_case_second_else(render):
    err(render, "{% case 1 %}{% when 2 %}a{% else %}b{% else %}c{% endcase %}", "1:40: unexpected 'else', expected 'endcase'")


def test_case_set_in_when_visible_after(render):
    assert out(render, "{% case 1 %}{% when 1 %}{% set q = 5 %}{% endcase %}{{ q }}") == "5"


# ---- Escape modes --------------------------------------------------------------------------


def test_escmode_container_json_then_escaped(render):
    assert ev(render, '[1, "<"]', "-e", "--escape-mode", "xml") == "[1,&quot;&lt;&quot;]"


def test_escmode_shell_undefined_unquoted(render):
    assert out(render, "[{{ x }}]", "-e", "--escape-mode", "shell") == "[]"


def test_escmode_shell_none_quoted(render):
    assert out(render, '{{ none }}|{{ "" }}', "-e", "--escape-mode", "shell") == "''|''"


def test_escmode_shell_debug_marker(render):
    assert ev(render, "x", "-e", "--escape-mode", "shell", "--undefined", "debug") == "{{ x }}"


def test_escmode_shell_number_boolean(render):
    assert out(render, "{{ 5 }}|{{ true }}|{{ [1,2] }}", "-e", "--escape-mode", "shell") == "'5'|'true'|'[1,2]'"


def test_escmode_json_keeps_slash_lt(render):
    assert ev(render, '"a/<b>&é"', "-e", "--escape-mode", "json") == "a/<b>&é"


def test_escmode_json_control_char(render):
    assert ev(render, r'"a\u0001b\nc\"d\\e"', "-e", "--escape-mode", "json") == 'a\\u0001b\\nc\\"d\\\\e'


def test_escmode_escape_filter_not_requoted(render):
    assert ev(render, '"<"|e', "-e", "--escape-mode", "shell") == "&lt;"


def test_escmode_forceescape_xmlattr_shell(render):
    assert out(render, '{{ "<"|forceescape }}|{{ {"a": "<"}|xmlattr }}', "-e", "--escape-mode", "shell") == '&lt;| a="&lt;"'


def test_escmode_json_autoescape_block(render):
    assert out(render, '{% autoescape true %}{{ "<\\"" }}{% endautoescape %}', "--escape-mode", "json") == '<\\"'


def test_escmode_invalid_name(run):
    fails(run("--escape-mode", "bogus", "-", stdin="a"), 2, "invalid escape mode: bogus")


def test_escmode_xml_filter_block(render):
    assert out(render, "{% filter upper %}a<b'{% endfilter %}", "-e", "--escape-mode", "xml") == "A&lt;B&apos;"


# ---- Literals ------------------------------------------------------------------------------


def test_literals_uppercase_words_are_names(render):
    assert ev(render, '[TRUE is defined, FALSE is defined, NONE is defined]') == "[false,false,false]"


def test_literals_key_expression(render):
    assert ev(render, '{true and "k": 1}') == '{"k":1}'


def test_literals_float_key_text(render):
    assert ev(render, '{1.0: "b"}|list') == '["1"]'


def test_literals_key_order_index_first(render):
    assert ev(render, '{1.5: "a", 1: "b", -1: "c"}') == '{"1":"b","1.5":"a","-1":"c"}'


def test_literals_exponent_key(render):
    assert ev(render, "{1e21: 1}") == '{"1e+21":1}'


def test_literals_number_and_string_key_same(render):
    assert ev(render, '{"2": "x", 2: "y"}') == '{"2":"y"}'


def test_literals_none_key_error(render):
    err(render, "{{ {none: 1} }}", "1:5: dictionary keys must be strings, not none")


def test_literals_undefined_key_error(render):
    err(render, "{{ {x: 1} }}", "1:5: dictionary keys must be strings, not undefined")


def test_literals_list_key_error(render):
    err(render, "{{ {[1]: 1} }}", "1:5: dictionary keys must be strings, not list")


def test_literals_empty_list_item(render):
    err(render, "{{ [1,,2] }}", "1:7: unexpected ','")


def test_literals_empty_mapping_item(render):
    err(render, '{{ {"a": 1,,} }}', "1:12: unexpected ','")


def test_literals_key_without_colon(render):
    err(render, '{{ {"a" 1} }}', "1:9: unexpected number 1")


def test_literals_empty_parentheses(render):
    err(render, "{{ () }}", "1:5: unexpected ')'")


def test_literals_one_tuple(render):
    err(render, "{{ (1,) }}", "1:6: unexpected ','")


# ---- Tests ---------------------------------------------------------------------------------


def test_tests_comparison_after_test(render):
    assert ev(render, "6 is divisibleby 3 == true") == "true"


def test_tests_membership_after_test(render):
    assert ev(render, "6 is number in [true]") == "true"


def test_tests_plus_after_test(render):
    err(render, "{{ 1 is defined + 1 }}", "1:17: unexpected '+'")


def test_tests_tilde_after_test(render):
    err(render, '{{ 1 is defined ~ "x" }}', "1:17: unexpected '~'")


def test_tests_filter_after_bare_argument(render):
    err(render, "{{ 2 is in [1, 2]|list }}", "1:18: unexpected '|'")


def test_tests_bare_argument_minus(render):
    err(render, "{{ 1 is sameas -1 }}", "1:16: unexpected '-'")


def test_tests_parenthesised_negative_argument(render):
    assert ev(render, "-1 is sameas(-1)") == "true"


def test_tests_keyword_argument(render):
    err(render, "{{ 4 is divisibleby(y=2) }}", "1:22: unexpected '='")


def test_tests_strict_undefined_before_count(render):
    err(render, "{{ x is divisibleby(1, 2) }}", "1:4: 'x' is undefined", "--strict")


def test_tests_count_before_type(render):
    err(render, '{{ "a" is divisibleby(1, 2) }}', "1:8: test 'divisibleby' takes 1 argument (2 given)")


def test_tests_boolean_argument_not_number(render):
    err(render, "{{ 1 is divisibleby true }}", "1:6: test 'divisibleby' expects a number, not boolean")


# ---- Imports -------------------------------------------------------------------------------

LIB = "{% set a = 1 %}{% set _p = 2 %}{% macro m() %}M{{ a }}{% endmacro %}{% set a = 3 %}out"


def _lib(tmp_path):
    (tmp_path / "l.txt").write_text(LIB)


def test_imports_first_place_last_value(run, tmp_path):
    _lib(tmp_path)
    ok(run("-", stdin='{% import "l.txt" as l %}{{ l }}|{{ l.m() }}', cwd=tmp_path), '{"a":3,"m":null}|M3')


def test_imports_if_sets_exported_loop_sets_not(run, tmp_path):
    (tmp_path / "n.txt").write_text("{% if true %}{% set inner = 1 %}{% endif %}{% for i in [1] %}{% set loopv = 2 %}{% endfor %}{% set top = 3 %}")
    ok(run("-", stdin='{% import "n.txt" as n %}{{ n }}', cwd=tmp_path), '{"inner":1,"top":3}')


def test_imports_nested_import_exported(run, tmp_path):
    _lib(tmp_path)
    (tmp_path / "c.txt").write_text('{% import "l.txt" as l %}{% set b = 9 %}')
    ok(run("-", stdin='{% import "c.txt" as c %}{{ c|list }}|{{ c.l.a }}', cwd=tmp_path), '["l","b"]|3')


def test_imports_sees_globals_not_importer(run, tmp_path):
    (tmp_path / "g.txt").write_text("{% set seen = gv is defined %}{% set seenx = x is defined %}")
    ok(run("-D", "gv=1", "-", stdin='{% set x = 1 %}{% import "g.txt" as g %}{{ g }}', cwd=tmp_path), '{"seen":true,"seenx":false}')


def test_imports_alias_in_loop_scope(run, tmp_path):
    _lib(tmp_path)
    t = '{% for i in [1,2] %}{% import "l.txt" as l %}{{ l.a }}{% endfor %}{{ l is defined }}'
    ok(run("-", stdin=t, cwd=tmp_path), "33false")


def test_imports_alias_in_macro_scope(run, tmp_path):
    _lib(tmp_path)
    t = '{% macro k() %}{% import "l.txt" as l %}{{ l.a }}{% endmacro %}{{ k() }}{{ l is defined }}'
    ok(run("-", stdin=t, cwd=tmp_path), "3false")


def test_imports_mapping_changed_macro_unchanged(run, tmp_path):
    _lib(tmp_path)
    t = '{% import "l.txt" as l %}{% do l.update({"a": 7}) %}{% set l.b = 5 %}{{ l.a }}{{ l.b }}{{ l.m() }}'
    ok(run("-", stdin=t, cwd=tmp_path), "75M3")


def test_imports_from_macro_ignores_importer(run, tmp_path):
    _lib(tmp_path)
    ok(run("-", stdin='{% from "l.txt" import m %}{% set a = 100 %}{{ m() }}', cwd=tmp_path), "M3")


def test_imports_private_missing_from_mapping(run, tmp_path):
    _lib(tmp_path)
    ok(run("-", stdin='{% import "l.txt" as l %}{{ l._p is undefined }}', cwd=tmp_path), "true")


def test_imports_name_from_variable(run, tmp_path):
    _lib(tmp_path)
    ok(run("-", stdin='{% set t = "l.txt" %}{% import t as l %}{{ l.a }}', cwd=tmp_path), "3")


def test_imports_not_rendered_not_loaded(run, tmp_path):
    ok(run("-", stdin='{% if false %}{% import "zz.txt" as q %}{% endif %}ok', cwd=tmp_path), "ok")


def test_imports_from_repeated_and_trailing_comma(run, tmp_path):
    _lib(tmp_path)
    ok(run("-", stdin='{% from "l.txt" import a, a as b, %}{{ a }}{{ b }}', cwd=tmp_path), "33")


def test_imports_missing_as(run, tmp_path):
    _lib(tmp_path)
    fails(run("-", stdin='{% import "l.txt" %}', cwd=tmp_path), 1, "<stdin>:1:19: unexpected end of tag")


def test_imports_from_without_names(run, tmp_path):
    _lib(tmp_path)
    fails(run("-", stdin='{% from "l.txt" import %}', cwd=tmp_path), 1, "<stdin>:1:24: unexpected end of tag")


# ---- Raw blocks ----------------------------------------------------------------------------


def test_raw_no_spaces_needed(render):
    assert out(render, "{%raw%}a{%endraw%}|{%\traw\t%}b{%\tendraw\t%}") == "a|b"


def test_raw_extra_words_unknown_tag(render):
    err(render, "{% raw x %}a{% endraw %}", "1:4: unknown tag 'raw'")


def test_raw_name_case_sensitive(render):
    err(render, "{% RAW %}a{% endraw %}", "1:4: unknown tag 'RAW'")


def test_raw_malformed_end_is_text(render):
    assert out(render, "{% raw %}a{% endraw x %}b{% endraw %}") == "a{% endraw x %}b"


def test_raw_nested_open_is_text(render):
    assert out(render, "{% raw %}{% raw %}x{% endraw %}") == "{% raw %}x"


def test_raw_hides_tags_in_unrendered_branch(render):
    assert out(render, "{% if false %}{% raw %}{% endif %}{% endraw %}{% endif %}ok") == "ok"


def test_raw_not_escaped(render):
    assert out(render, "{% raw %}<&>{% endraw %}{{ '<' }}", "-e") == "<&>&lt;"


def test_raw_inside_filter_block(render):
    assert out(render, "{% filter upper %}{% raw %}{{ a }}{% endraw %}{% endfilter %}") == "{{ A }}"


def test_raw_lines_counted(render):
    err(render, "{% raw %}a\nb{% endraw %}{{ x + }}", "2:21: unexpected end of tag")


def test_raw_string_in_output_tag_not_raw(render):
    assert out(render, '{{ "{% raw %}" }}{% raw %}{{ 1 }}{% endraw %}') == "{% raw %}{{ 1 }}"


# ---- Template inheritance ------------------------------------------------------------------

BASE = "<{% block a %}A{% endblock %}|{% block b %}B{% endblock %}>"


def _base(tmp_path):
    (tmp_path / "base.txt").write_text(BASE)


def test_extends_child_output_not_evaluated(run, tmp_path):
    _base(tmp_path)
    t = '{% extends "base.txt" %}text{{ 1/0 }}{% set v = 5 %}{% block a %}{{ v }}{% endblock %}'
    ok(run("-", stdin=t, cwd=tmp_path), "<5|B>")


def test_extends_child_set_error_reported(run, tmp_path):
    _base(tmp_path)
    fails(run("-", stdin='{% extends "base.txt" %}{% set t = 1/0 %}', cwd=tmp_path), 1, "<stdin>:1:37: division by zero")


def test_extends_child_include_error_reported(run, tmp_path):
    _base(tmp_path)
    fails(run("-", stdin='{% extends "base.txt" %}{% include "nope.txt" %}', cwd=tmp_path), 1,
          "<stdin>:1:36: template 'nope.txt' not found")


def test_extends_child_include_output_discarded(run, tmp_path):
    _base(tmp_path)
    (tmp_path / "inc.txt").write_text("INC")
    ok(run("-", stdin='{% extends "base.txt" %}{% include "inc.txt" %}', cwd=tmp_path), "<A|B>")


def test_extends_child_syntax_error_reported(run, tmp_path):
    _base(tmp_path)
    fails(run("-", stdin='{% extends "base.txt" %}{{ x + }}', cwd=tmp_path), 1, "<stdin>:1:32: unexpected end of tag")


def test_extends_child_if_sets_visible_loop_sets_not(run, tmp_path):
    _base(tmp_path)
    t = ('{% extends "base.txt" %}{% for i in [1] %}{% set w = 1 %}{% endfor %}'
         '{% if true %}{% set q = 2 %}{% endif %}{% block a %}{{ q }}{{ w is defined }}{% endblock %}')
    ok(run("-", stdin=t, cwd=tmp_path), "<2false|B>")


def test_extends_text_before_allowed(run, tmp_path):
    _base(tmp_path)
    ok(run("-", stdin='lead{% extends "base.txt" %}', cwd=tmp_path), "<A|B>")


def test_extends_unknown_block_not_rendered(run, tmp_path):
    _base(tmp_path)
    ok(run("-", stdin='{% extends "base.txt" %}{% block zz %}Z{% endblock %}', cwd=tmp_path), "<A|B>")


def test_extends_super_across_levels(run, tmp_path):
    _base(tmp_path)
    (tmp_path / "c1.txt").write_text('{% extends "base.txt" %}{% block b %}b{{ super() }}{% endblock %}')
    ok(run("-", stdin='{% extends "c1.txt" %}{% block b %}[{{ super() }}]{% endblock %}', cwd=tmp_path), "<A|[bB]>")
