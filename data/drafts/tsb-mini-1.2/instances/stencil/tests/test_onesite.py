"""Reference tests: general rules of the spec at single sites (one-site layer, issue 40): each test checks one
general rule (text form, truthiness, strict-mode uses, error positions, type names, safeness, escaping,
scopes, equality, evaluation count, code points, undefined values, integer arguments) where it meets one
feature."""
from helpers import fails, ok


# ---- Literals ------------------------------------------------------------------------------------


def test_os_literals_number_key_js_text(render, tmp_path):
    r = render('{{ {10 ** 400: 1} }}')
    ok(r, '{"inf":1}')


def test_os_literals_key_strict_unchecked(render, tmp_path):
    r = render('{{ {x: 1} }}', '--strict')
    fails(r, 1, "<stdin>:1:5: 'x' is undefined")


def test_os_literals_list_items_strict_checked(render, tmp_path):
    r = render('{{ [x, 1]|length }}', '--strict')
    ok(r, '2')


def test_os_literals_dict_key_host_type_name(render, tmp_path):
    r = render('{{ {none: 1} }}')
    fails(r, 1, '<stdin>:1:5: dictionary keys must be strings, not none')


def test_os_literals_dict_values_strict_checked(render, tmp_path):
    r = render('{{ {"a": x}|length }}', '--strict')
    ok(r, '1')


def test_os_literals_safe_key_rejected(render, tmp_path):
    r = render('{{ {("a"|safe): 1} }}')
    ok(r, '{"a":1}')


# ---- Attribute and index lookup ------------------------------------------------------------------


def test_os_attribute_index_lookup_key_strict_unchecked(render, tmp_path):
    r = render('{{ xs[i] }}', '--strict', data={'xs': [1]})
    fails(r, 1, "<stdin>:1:7: 'i' is undefined")


def test_os_attribute_index_lookup_char_stays_safe(render, tmp_path):
    r = render('{{ ("<a"|safe)[0] }}', '-e')
    ok(r, '&lt;')


def test_os_attribute_index_lookup_string_utf16(render, tmp_path):
    r = render('{{ "😀ab"[1] == "a" }}')
    ok(r, 'true')


def test_os_attribute_index_lookup_number_key_js_text(render, tmp_path):
    r = render('{{ {"inf": 1}[10 ** 400] }}')
    ok(r, '1')


def test_os_attribute_index_lookup_undefined_strict_unchecked(render, tmp_path):
    r = render('{{ (x.y) is defined }}', '--strict')
    fails(r, 1, "<stdin>:1:5: 'x' is undefined")


def test_os_attribute_index_lookup_list_item_drops_safe(render, tmp_path):
    r = render('{{ ["<"|safe][0] }}', '-e')
    ok(r, '<')


def test_os_attribute_index_lookup_mapping_value_drops_safe(render, tmp_path):
    r = render('{{ {"a": "<"|safe}.a }}', '-e')
    ok(r, '<')


# ---- Methods -------------------------------------------------------------------------------------


def test_os_methods_strip_unicode_space(render, tmp_path):
    r = render('{{ "\\u00a0a ".strip() }}')
    ok(r, '\xa0a')


def test_os_methods_upper_keeps_safe(render, tmp_path):
    r = render('{{ ("<b>"|safe).upper() }}', '-e')
    ok(r, '&lt;B&gt;')


def test_os_methods_index_identity(render, tmp_path):
    r = render('{{ [[1], [2]].index([2]) }}')
    ok(r, '1')


def test_os_methods_find_utf16_index(render, tmp_path):
    r = render('{{ "😀ab".find("a") }}')
    ok(r, '1')


def test_os_methods_count_empty_utf16(render, tmp_path):
    r = render('{{ "😀".count("") }}')
    ok(r, '2')


def test_os_methods_argument_strict_unchecked(render, tmp_path):
    r = render('{{ "a".startswith(x) }}', '--strict')
    fails(r, 1, "<stdin>:1:18: 'x' is undefined")


def test_os_methods_get_number_key_js_text(render, tmp_path):
    r = render('{{ {"inf": 1}.get(10 ** 400) }}')
    ok(r, '1')


def test_os_methods_count_identity(render, tmp_path):
    r = render('{{ [[1], [1]].count([1]) }}')
    ok(r, '2')


def test_os_methods_string_argument_host_type_name(render, tmp_path):
    r = render('{{ "a".startswith(none) }}')
    fails(r, 1, "<stdin>:1:18: method 'startswith' expects a string for 'prefix', not none")


def test_os_methods_strip_chars_utf16(render, tmp_path):
    r = render('{{ "😀a😀".strip("😀") }}')
    ok(r, 'a')


# ---- Mutating methods ----------------------------------------------------------------------------


def test_os_mutating_methods_pop_key_json_escapes(render, tmp_path):
    r = render('{% set m = {} %}{{ m.pop("a\\u0008") }}')
    fails(r, 1, '<stdin>:1:25: method \'pop\': key "a\\u0008" not found')


def test_os_mutating_methods_extend_host_type_name(render, tmp_path):
    r = render('{% set xs = [] %}{% do xs.extend({"a": 1}) %}')
    fails(r, 1, "<stdin>:1:33: method 'extend' expects a list for 'values', not mapping")


def test_os_mutating_methods_remove_identity(render, tmp_path):
    r = render('{% set xs = [[1], 2] %}{% do xs.remove([1]) %}{{ xs }}')
    ok(r, '[2]')


def test_os_mutating_methods_insert_index_truncated(render, tmp_path):
    r = render('{% set xs = [1] %}{% do xs.insert(0.5, 2) %}{{ xs }}')
    fails(r, 1, "<stdin>:1:34: method 'insert' expects an integer for 'index', not 0.5")


def test_os_mutating_methods_pop_index_truncated(render, tmp_path):
    r = render('{% set xs = [1, 2, 3] %}{{ xs.pop(0.5) }}')
    fails(r, 1, "<stdin>:1:34: method 'pop' expects an integer for 'index', not 0.5")


def test_os_mutating_methods_update_host_type_name(render, tmp_path):
    r = render('{% set m = {} %}{% do m.update([1]) %}')
    fails(r, 1, "<stdin>:1:31: method 'update' expects a mapping for 'other', not list")


def test_os_mutating_methods_key_js_text(render, tmp_path):
    r = render('{% set m = {"inf": 1} %}{{ m.pop(10 ** 400) }}{{ m }}')
    ok(r, '1{}')


def test_os_mutating_methods_key_host_type_name(render, tmp_path):
    r = render('{% set m = {} %}{{ m.pop(none) }}')
    fails(r, 1, "<stdin>:1:25: method 'pop' expects a string for 'key', not none")


# ---- Strict mode ---------------------------------------------------------------------------------


def test_os_strict_mode_index_name_json_escapes(render, tmp_path):
    r = render('{{ x["a\\u0008"] }}', '--strict', data={'x': {}})
    fails(r, 1, '<stdin>:1:4: \'x["a\\u0008"]\' is undefined')


# ---- Debug mode ----------------------------------------------------------------------------------


def test_os_debug_mode_index_name_js_number(render, tmp_path):
    r = render('{{ x[10 ** 400] }}', '-u', 'debug')
    ok(r, '{{ x[inf] }}')


# ---- Arithmetic ----------------------------------------------------------------------------------


def test_os_arithmetic_unary_host_type_name(render, tmp_path):
    r = render('{{ -none }}')
    fails(r, 1, '<stdin>:1:4: unsupported operand type for unary -: none')


def test_os_arithmetic_plus_boolean_as_number(render, tmp_path):
    r = render('{{ true + 1 }}')
    fails(r, 1, '<stdin>:1:9: unsupported operand types for +: boolean and number')


def test_os_arithmetic_binary_host_type_name(render, tmp_path):
    r = render('{{ none - 1 }}')
    fails(r, 1, '<stdin>:1:9: unsupported operand types for -: none and number')


def test_os_arithmetic_unary_strict_unchecked(render, tmp_path):
    r = render('{{ -x }}', '--strict')
    fails(r, 1, "<stdin>:1:5: 'x' is undefined")


def test_os_arithmetic_other_ops_boolean_as_number(render, tmp_path):
    r = render('{{ true - 1 }}')
    fails(r, 1, '<stdin>:1:9: unsupported operand types for -: boolean and number')


def test_os_arithmetic_unary_boolean_as_number(render, tmp_path):
    r = render('{{ -true }}')
    fails(r, 1, '<stdin>:1:4: unsupported operand type for unary -: boolean')


def test_os_arithmetic_operand_strict_unchecked(render, tmp_path):
    r = render('{{ 1 + x }}', '--strict')
    fails(r, 1, "<stdin>:1:8: 'x' is undefined")


# ---- Comparisons ---------------------------------------------------------------------------------


def test_os_comparisons_chain_middle_evaluated_twice(render, tmp_path):
    r = render('{% set xs = [5, 3] %}{{ 1 < xs.pop() < 4 }}{{ xs }}')
    ok(r, 'true[5]')


def test_os_comparisons_cannot_compare_host_type_name(render, tmp_path):
    r = render('{{ none < 1 }}')
    fails(r, 1, '<stdin>:1:9: cannot compare none and number')


def test_os_comparisons_ordering_boolean_as_number(render, tmp_path):
    r = render('{{ true < 2 }}')
    fails(r, 1, '<stdin>:1:9: cannot compare boolean and number')


def test_os_comparisons_ordering_safe_not_string(render, tmp_path):
    r = render('{{ ("a"|safe) < "b" }}')
    ok(r, 'true')


# ---- Membership ----------------------------------------------------------------------------------


def test_os_membership_not_iterable_host_type_name(render, tmp_path):
    r = render('{% macro m() %}{% endmacro %}{{ 1 in m }}')
    fails(r, 1, '<stdin>:1:35: argument of type macro is not iterable')


def test_os_membership_number_key_js_text(render, tmp_path):
    r = render('{{ (10 ** 400) in {"inf": 0} }}')
    ok(r, 'true')


def test_os_membership_in_string_host_type_name(render, tmp_path):
    r = render('{{ none in "a" }}')
    fails(r, 1, "<stdin>:1:9: 'in <string>' requires a string as left operand, not none")


def test_os_membership_list_identity(render, tmp_path):
    r = render('{{ [1] in [[1]] }}')
    ok(r, 'true')


def test_os_membership_safe_container_not_string(render, tmp_path):
    r = render('{{ "a" in ("abc"|safe) }}')
    ok(r, 'true')


# ---- Logical operators ---------------------------------------------------------------------------


def test_os_logical_operators_not_host_truthiness(render, tmp_path):
    r = render('{{ not [] }}')
    ok(r, 'true')


def test_os_logical_operators_or_host_truthiness(render, tmp_path):
    r = render('{{ [] or "x" }}')
    ok(r, 'x')


def test_os_logical_operators_and_host_truthiness(render, tmp_path):
    r = render('{{ [] and 1 }}')
    ok(r, '[]')


def test_os_logical_operators_and_strict_unchecked(render, tmp_path):
    r = render('{{ (x and 1) is defined }}', '--strict')
    fails(r, 1, "<stdin>:1:5: 'x' is undefined")


def test_os_logical_operators_not_strict_unchecked(render, tmp_path):
    r = render('{{ not x }}', '--strict')
    fails(r, 1, "<stdin>:1:8: 'x' is undefined")


def test_os_logical_operators_and_evaluates_right(render, tmp_path):
    r = render('{{ 0 and 1/0 }}')
    ok(r, '0')


def test_os_logical_operators_or_strict_unchecked(render, tmp_path):
    r = render('{{ x or 1 }}', '--strict')
    fails(r, 1, "<stdin>:1:4: 'x' is undefined")


def test_os_logical_operators_or_drops_safe(render, tmp_path):
    r = render('{{ ("<"|safe) or "b" }}', '-e')
    ok(r, '<')


# ---- Conditional expressions ---------------------------------------------------------------------


def test_os_conditional_expressions_host_truthiness(render, tmp_path):
    r = render('{{ "y" if [] else "n" }}')
    ok(r, 'n')


def test_os_conditional_expressions_condition_strict_unchecked(render, tmp_path):
    r = render('{{ 1 if x else 2 }}', '--strict')
    fails(r, 1, "<stdin>:1:9: 'x' is undefined")


# ---- Tests ---------------------------------------------------------------------------------------


def test_os_tests_argument_strict_unchecked(render, tmp_path):
    r = render('{{ 4 is divisibleby x }}', '--strict')
    fails(r, 1, "<stdin>:1:21: 'x' is undefined")


# ---- Type tests ----------------------------------------------------------------------------------


def test_os_type_tests_empty_host_type_name(render, tmp_path):
    r = render('{{ none is empty }}')
    fails(r, 1, "<stdin>:1:9: test 'empty' expects a string, list or mapping, not none")


def test_os_type_tests_lower_safe_not_string(render, tmp_path):
    r = render('{{ ("ab"|safe) is lower }}')
    ok(r, 'true')


def test_os_type_tests_none_strict_unchecked(render, tmp_path):
    r = render('{{ x is none }}', '--strict')
    fails(r, 1, "<stdin>:1:4: 'x' is undefined")


def test_os_type_tests_defined_strict_checked(render, tmp_path):
    r = render('{{ x is defined }}', '--strict')
    ok(r, 'false')


def test_os_type_tests_string_safe_not_string(render, tmp_path):
    r = render('{{ ("a"|safe) is string }}')
    ok(r, 'true')


# ---- Comparison tests ----------------------------------------------------------------------------


def test_os_comparison_tests_startingwith_host_type_name(render, tmp_path):
    r = render('{{ "a" is startingwith none }}')
    fails(r, 1, "<stdin>:1:8: test 'startingwith' expects a string argument, not none")


def test_os_comparison_tests_sameas_safe_differs(render, tmp_path):
    r = render('{{ ("a"|safe) is sameas "a" }}')
    ok(r, 'true')


def test_os_comparison_tests_endingwith_host_type_name(render, tmp_path):
    r = render('{{ "a" is endingwith none }}')
    fails(r, 1, "<stdin>:1:8: test 'endingwith' expects a string argument, not none")


# ---- Filter syntax and arguments -----------------------------------------------------------------


def test_os_filter_syntax_arguments_keyword_strict_unchecked(render, tmp_path):
    r = render('{{ "ab"|center(width=w) }}', '--strict')
    fails(r, 1, "<stdin>:1:22: 'w' is undefined")


def test_os_filter_syntax_arguments_string_arg_host_type_name(render, tmp_path):
    r = render('{{ "a"|replace(none, "b") }}')
    fails(r, 1, "<stdin>:1:8: filter 'replace' expects a string for 'old', not none")


def test_os_filter_syntax_arguments_int_arg_host_type_name(render, tmp_path):
    r = render('{{ "a"|center(none) }}')
    fails(r, 1, "<stdin>:1:8: filter 'center' expects an integer for 'width', not none")


def test_os_filter_syntax_arguments_positional_strict_unchecked(render, tmp_path):
    r = render('{{ "a"|replace(x, "b") }}', '--strict')
    fails(r, 1, "<stdin>:1:16: 'x' is undefined")


def test_os_filter_syntax_arguments_safe_string_arg_rejected(render, tmp_path):
    r = render('{{ "a-b"|replace("-"|safe, "+") }}')
    ok(r, 'a+b')


# ---- Trimming and replacing filters --------------------------------------------------------------


def test_os_trimming_replacing_filters_striptags_unicode_space(render, tmp_path):
    r = render('{{ "a\\u00a0<b>x</b>"|striptags }}')
    ok(r, 'a\xa0x')


def test_os_trimming_replacing_filters_replace_empty_utf16(render, tmp_path):
    r = render('{{ ("😀"|replace("", "-"))|length }}')
    ok(r, '3')


def test_os_trimming_replacing_filters_replace_count_truncated(render, tmp_path):
    r = render('{{ "aaa"|replace("a", "b", 1.5) }}')
    fails(r, 1, "<stdin>:1:10: filter 'replace' expects an integer for 'count', not 1.5")


def test_os_trimming_replacing_filters_trim_unicode_space(render, tmp_path):
    r = render('{{ "\\u00a0a"|trim }}|')
    ok(r, '\xa0a|')


def test_os_trimming_replacing_filters_trim_chars_utf16(render, tmp_path):
    r = render('{{ "😀a😀"|trim("😀") }}')
    ok(r, 'a')


def test_os_trimming_replacing_filters_trim_keeps_safe(render, tmp_path):
    r = render('{{ (" <a> "|safe)|trim }}', '-e')
    ok(r, '&lt;a&gt;')


def test_os_trimming_replacing_filters_trim_number_js_text(render, tmp_path):
    r = render('{{ (10 ** 400)|trim }}')
    ok(r, 'inf')


def test_os_trimming_replacing_filters_replace_number_js_text(render, tmp_path):
    r = render('{{ (10 ** 400)|replace("x", "y") }}')
    ok(r, 'inf')


def test_os_trimming_replacing_filters_striptags_number_js_text(render, tmp_path):
    r = render('{{ (10 ** 400)|striptags }}')
    ok(r, 'inf')


# ---- Layout filters ------------------------------------------------------------------------------


def test_os_layout_filters_wordwrap_unicode_space(render, tmp_path):
    r = render('{{ "ab\\u00a0cd ef"|wordwrap(5) }}')
    ok(r, 'ab\xa0cd\nef')


def test_os_layout_filters_center_wide_keeps_safe(render, tmp_path):
    r = render('{{ ("<b>"|safe)|center(2) }}', '-e')
    ok(r, '&lt;b&gt;')


def test_os_layout_filters_center_utf16_length(render, tmp_path):
    r = render('{{ "😀"|center(4) }}|')
    ok(r, ' 😀  |')


def test_os_layout_filters_truncate_killwords_host_truthiness(render, tmp_path):
    r = render('{{ "ab cd ef"|truncate(7, killwords=[]) }}')
    ok(r, 'ab...')


def test_os_layout_filters_ljust_utf16_length(render, tmp_path):
    r = render('{{ "😀"|ljust(3, ".") }}')
    ok(r, '😀..')


def test_os_layout_filters_indent_first_host_truthiness(render, tmp_path):
    r = render('{{ "a\\nb"|indent(2, first=[]) }}')
    ok(r, 'a\n  b')


def test_os_layout_filters_indent_blank_host_truthiness(render, tmp_path):
    r = render('{{ "a\\n\\nb"|indent(1, blank=[]) }}')
    ok(r, 'a\n\n b')


def test_os_layout_filters_wordwrap_break_host_truthiness(render, tmp_path):
    r = render('{{ "abcdef"|wordwrap(3, []) }}')
    ok(r, 'abcdef')


def test_os_layout_filters_center_width_truncated(render, tmp_path):
    r = render('{{ "a"|center(3.5) }}')
    fails(r, 1, "<stdin>:1:8: filter 'center' expects an integer for 'width', not 3.5")


def test_os_layout_filters_truncate_length_truncated(render, tmp_path):
    r = render('{{ "abcdef"|truncate(4.5) }}')
    fails(r, 1, "<stdin>:1:13: filter 'truncate' expects an integer for 'length', not 4.5")


def test_os_layout_filters_indent_width_truncated(render, tmp_path):
    r = render('{{ "a\\nb"|indent(1.5) }}')
    fails(r, 1, "<stdin>:1:11: filter 'indent' expects an integer for 'width', not 1.5")


def test_os_layout_filters_wordwrap_width_truncated(render, tmp_path):
    r = render('{{ "a b"|wordwrap(1.5) }}')
    fails(r, 1, "<stdin>:1:10: filter 'wordwrap' expects an integer for 'width', not 1.5")


def test_os_layout_filters_truncate_utf16(render, tmp_path):
    r = render('{{ "😀😀😀"|truncate(4, end="") }}')
    ok(r, '😀😀😀')


def test_os_layout_filters_wordwrap_utf16(render, tmp_path):
    r = render('{{ "😀 😀"|wordwrap(3) }}')
    ok(r, '😀 😀')


def test_os_layout_filters_fill_utf16(render, tmp_path):
    r = render('{{ "a"|ljust(3, "😀") }}')
    ok(r, 'a😀😀')


def test_os_layout_filters_ljust_keeps_safe(render, tmp_path):
    r = render('{{ ("<"|safe)|ljust(2) }}', '-e')
    ok(r, '&lt; ')


def test_os_layout_filters_center_number_js_text(render, tmp_path):
    r = render('{{ (10 ** 400)|center(5) }}')
    ok(r, ' inf ')


def test_os_layout_filters_indent_number_js_text(render, tmp_path):
    r = render('{{ (10 ** 400)|indent(2, true) }}')
    ok(r, '  inf')


def test_os_layout_filters_truncate_number_js_text(render, tmp_path):
    r = render('{{ (10 ** 400)|truncate(5) }}')
    ok(r, 'inf')


def test_os_layout_filters_wordwrap_number_js_text(render, tmp_path):
    r = render('{{ (10 ** 400)|wordwrap(5) }}')
    ok(r, 'inf')


def test_os_layout_filters_ljust_number_js_text(render, tmp_path):
    r = render('{{ (10 ** 400)|ljust(4, ".") }}')
    ok(r, 'inf.')


def test_os_layout_filters_truncate_keeps_safe(render, tmp_path):
    r = render('{{ ("<abcdef"|safe)|truncate(5) }}', '-e')
    ok(r, '&lt;a...')


def test_os_layout_filters_ljust_width_truncated(render, tmp_path):
    r = render('{{ "a"|ljust(2.5) }}')
    fails(r, 1, "<stdin>:1:8: filter 'ljust' expects an integer for 'width', not 2.5")


# ---- Default and conversion filters --------------------------------------------------------------


def test_os_default_conversion_filters_float_unicode_space(render, tmp_path):
    r = render('{{ "\\u00a01.5"|float(0) }}')
    ok(r, '0')


def test_os_default_conversion_filters_default_boolean_host_truthiness(render, tmp_path):
    r = render('{{ []|default("d", true) }}')
    ok(r, 'd')


def test_os_default_conversion_filters_default_drops_safe(render, tmp_path):
    r = render('{{ ("<i>"|safe)|default("x") }}', '-e')
    ok(r, '<i>')


def test_os_default_conversion_filters_list_undefined_rejected(render, tmp_path):
    r = render('{{ x|list }}')
    ok(r, '[]')


def test_os_default_conversion_filters_string_number_js_text(render, tmp_path):
    r = render('{{ (10 ** 400)|string }}')
    ok(r, 'inf')


def test_os_default_conversion_filters_string_drops_safe(render, tmp_path):
    r = render('{{ ("<"|safe)|string }}', '-e')
    ok(r, '<')


def test_os_default_conversion_filters_int_unicode_space(render, tmp_path):
    r = render('{{ "\\u00a05"|int(7) }}')
    ok(r, '7')


def test_os_default_conversion_filters_default_strict_checked(render, tmp_path):
    r = render('{{ x|default("d") }}', '--strict')
    ok(r, 'd')


def test_os_default_conversion_filters_list_same_object(render, tmp_path):
    r = render('{% set xs = [1] %}{% set ys = xs|list %}{% do ys.append(2) %}{{ xs }}')
    ok(r, '[1]')


# ---- Length and order filters --------------------------------------------------------------------


def test_os_length_order_filters_sort_reverse_host_truthiness(render, tmp_path):
    r = render('{{ [2, 1, 3]|sort(reverse=[]) }}')
    ok(r, '[1,2,3]')


def test_os_length_order_filters_first_char_stays_safe(render, tmp_path):
    r = render('{{ ("<b"|safe)|first }}', '-e')
    ok(r, '&lt;')


def test_os_length_order_filters_unique_identity(render, tmp_path):
    r = render('{{ [[1], [1], [2]]|unique }}')
    ok(r, '[[1],[2]]')


def test_os_length_order_filters_reverse_utf16(render, tmp_path):
    r = render('{{ ("a😀"|reverse) == "😀a" }}')
    ok(r, 'true')


def test_os_length_order_filters_max_case_sensitive(render, tmp_path):
    r = render('{{ ["a", "B"]|max }}')
    ok(r, 'B')


def test_os_length_order_filters_unique_case_host_truthiness(render, tmp_path):
    r = render('{{ ["a", "A"]|unique(case_sensitive=[]) }}')
    ok(r, '["a"]')


def test_os_length_order_filters_sort_case_host_truthiness(render, tmp_path):
    r = render('{{ ["a", "B"]|sort(case_sensitive=[]) }}')
    ok(r, '["a","B"]')


def test_os_length_order_filters_length_host_type_name(render, tmp_path):
    r = render('{{ none|length }}')
    fails(r, 1, "<stdin>:1:9: filter 'length' expects a string, list or mapping, not none")


def test_os_length_order_filters_length_utf16(render, tmp_path):
    r = render('{{ "😀"|length }}')
    ok(r, '1')


def test_os_length_order_filters_sort_undefined_rejected(render, tmp_path):
    r = render('{{ x|sort }}')
    ok(r, '[]')


def test_os_length_order_filters_last_char_stays_safe(render, tmp_path):
    r = render('{{ ("a<"|safe)|last }}', '-e')
    ok(r, '&lt;')


def test_os_length_order_filters_reverse_host_type_name(render, tmp_path):
    r = render('{{ none|reverse }}')
    fails(r, 1, "<stdin>:1:9: filter 'reverse' expects a string or a sequence, not none")


def test_os_length_order_filters_compare_host_type_name(render, tmp_path):
    r = render('{{ [none, 1]|sort }}')
    fails(r, 1, "<stdin>:1:14: filter 'sort' cannot compare number and none")


def test_os_length_order_filters_max_case_host_truthiness(render, tmp_path):
    r = render('{{ ["a", "B"]|max(case_sensitive=[]) }}')
    ok(r, 'B')


def test_os_length_order_filters_first_item_drops_safe(render, tmp_path):
    r = render('{{ ["<"|safe]|first }}', '-e')
    ok(r, '<')


def test_os_length_order_filters_reverse_undefined_text(render, tmp_path):
    r = render('{{ x|reverse }}')
    ok(r, '[]')


def test_os_length_order_filters_length_undefined_error(render, tmp_path):
    r = render('{{ x|length }}')
    ok(r, '0')


def test_os_length_order_filters_unique_case_sensitive(render, tmp_path):
    r = render('{{ ["b", "B"]|unique }}')
    ok(r, '["b"]')


def test_os_length_order_filters_sort_case_sensitive(render, tmp_path):
    r = render('{{ ["a", "B"]|sort }}')
    ok(r, '["a","B"]')


def test_os_length_order_filters_reverse_in_place(render, tmp_path):
    r = render('{% set xs = [1, 2] %}{{ xs|reverse }}{{ xs }}')
    ok(r, '[2,1][1,2]')


def test_os_length_order_filters_first_mapping_values(render, tmp_path):
    r = render('{{ {"a": 1}|first }}')
    ok(r, 'a')


# ---- Splitting and joining filters ---------------------------------------------------------------


def test_os_splitting_joining_filters_join_number_js_text(render, tmp_path):
    r = render('{{ [10 ** 400, 1]|join(",") }}')
    ok(r, 'inf,1')


def test_os_splitting_joining_filters_batch_undefined_passes(render, tmp_path):
    r = render('{{ x|batch(2) }}')
    ok(r, '[]')


def test_os_splitting_joining_filters_maxsplit_truncated(render, tmp_path):
    r = render('{{ "a,b,c"|split(",", 1.5) }}')
    fails(r, 1, "<stdin>:1:12: filter 'split' expects an integer for 'maxsplit', not 1.5")


def test_os_splitting_joining_filters_batch_size_truncated(render, tmp_path):
    r = render('{{ [1, 2, 3]|batch(1.5) }}')
    fails(r, 1, "<stdin>:1:14: filter 'batch' expects an integer for 'size', not 1.5")


def test_os_splitting_joining_filters_slice_count_truncated(render, tmp_path):
    r = render('{{ [1, 2]|slice(1.5) }}')
    fails(r, 1, "<stdin>:1:11: filter 'slice' expects an integer for 'count', not 1.5")


def test_os_splitting_joining_filters_join_attribute_strict_checked(render, tmp_path):
    r = render('{{ [{"a": 1}, {}]|join(",", "a") }}', '--strict')
    ok(r, '1,')


def test_os_splitting_joining_filters_split_unicode_space(render, tmp_path):
    r = render('{{ "a\\u00a0b c"|split|length }}')
    ok(r, '2')


def test_os_splitting_joining_filters_split_number_js_text(render, tmp_path):
    r = render('{{ (10 ** 400)|split }}')
    ok(r, '["inf"]')


def test_os_splitting_joining_filters_join_undefined_rejected(render, tmp_path):
    r = render('[{{ x|join(",") }}]')
    ok(r, '[]')


def test_os_splitting_joining_filters_join_mapping_values(render, tmp_path):
    r = render('{{ {"a": 1, "b": 2}|join }}')
    ok(r, 'ab')


# ---- Filters on sequences of mappings ------------------------------------------------------------


def test_os_filters_sequences_mappings_select_host_truthiness(render, tmp_path):
    r = render('{{ [[], [0], {}, ""]|select }}')
    ok(r, '[[0]]')


def test_os_filters_sequences_mappings_sum_boolean_as_number(render, tmp_path):
    r = render('{{ [1, true]|sum }}')
    fails(r, 1, "<stdin>:1:14: filter 'sum' expects numbers, not boolean")


def test_os_filters_sequences_mappings_sum_undefined_passes(render, tmp_path):
    r = render('{{ x|sum }}')
    ok(r, '0')


def test_os_filters_sequences_mappings_groupby_case_host_truthiness(render, tmp_path):
    r = render('{{ [{"k": "a"}, {"k": "A"}]|groupby("k", case_sensitive=[])|length }}')
    ok(r, '1')


def test_os_filters_sequences_mappings_sum_host_type_name(render, tmp_path):
    r = render('{{ [1, none]|sum }}')
    fails(r, 1, "<stdin>:1:14: filter 'sum' expects numbers, not none")


def test_os_filters_sequences_mappings_map_attribute_strict_checked(render, tmp_path):
    r = render('{{ [{"a": 1}, {}]|map(attribute="a")|list|length }}', '--strict')
    ok(r, '2')


def test_os_filters_sequences_mappings_groupby_case_sensitive(render, tmp_path):
    r = render('{{ [{"k": "a"}, {"k": "A"}]|groupby("k")|length }}')
    ok(r, '1')


# ---- Number filters ------------------------------------------------------------------------------


def test_os_number_filters_filesize_unicode_space(render, tmp_path):
    r = render('{{ "\\u00a0500"|filesizeformat }}')
    fails(r, 1, "<stdin>:1:16: filter 'filesizeformat' expects a number, not string")


def test_os_number_filters_filesize_binary_host_truthiness(render, tmp_path):
    r = render('{{ 2048|filesizeformat([]) }}')
    ok(r, '2.0 kB')


def test_os_number_filters_abs_boolean_as_number(render, tmp_path):
    r = render('{{ true|abs }}')
    fails(r, 1, "<stdin>:1:9: filter 'abs' expects a number, not boolean")


def test_os_number_filters_round_precision_truncated(render, tmp_path):
    r = render('{{ 2.5|round(1.5) }}')
    fails(r, 1, "<stdin>:1:8: filter 'round' expects an integer for 'precision', not 1.5")


def test_os_number_filters_round_boolean_as_number(render, tmp_path):
    r = render('{{ true|round }}')
    fails(r, 1, "<stdin>:1:9: filter 'round' expects a number, not boolean")


def test_os_number_filters_filesize_boolean_as_number(render, tmp_path):
    r = render('{{ true|filesizeformat }}')
    fails(r, 1, "<stdin>:1:9: filter 'filesizeformat' expects a number, not boolean")


def test_os_number_filters_abs_undefined_zero(render, tmp_path):
    r = render('{{ x|abs }}')
    fails(r, 1, "<stdin>:1:6: filter 'abs' expects a number, not undefined")


def test_os_number_filters_expects_number_host_type_name(render, tmp_path):
    r = render('{{ none|abs }}')
    fails(r, 1, "<stdin>:1:9: filter 'abs' expects a number, not none")


def test_os_number_filters_round_undefined_zero(render, tmp_path):
    r = render('{{ x|round }}')
    fails(r, 1, "<stdin>:1:6: filter 'round' expects a number, not undefined")


# ---- Mapping filters -----------------------------------------------------------------------------


def test_os_mapping_filters_xmlattr_name_json_escapes(render, tmp_path):
    r = render('{{ {"a\\u0008b c": 1}|xmlattr }}')
    fails(r, 1, '<stdin>:1:22: filter \'xmlattr\' invalid attribute name "a\\u0008b c"')


def test_os_mapping_filters_xmlattr_autospace_host_truthiness(render, tmp_path):
    r = render('{{ {"a": 1}|xmlattr([]) }}')
    ok(r, 'a="1"')


def test_os_mapping_filters_dictsort_reverse_host_truthiness(render, tmp_path):
    r = render('{{ {"b": 1, "a": 2}|dictsort(reverse=[]) }}')
    ok(r, '[["a",2],["b",1]]')


def test_os_mapping_filters_dictsort_case_host_truthiness(render, tmp_path):
    r = render('{{ {"a": 0, "B": 1}|dictsort(case_sensitive=[]) }}')
    ok(r, '[["a",0],["B",1]]')


def test_os_mapping_filters_items_undefined_rejected(render, tmp_path):
    r = render('{{ x|items }}')
    ok(r, '[]')


def test_os_mapping_filters_xmlattr_value_js_text(render, tmp_path):
    r = render('{{ {"a": 10 ** 400}|xmlattr }}')
    ok(r, ' a="inf"')


def test_os_mapping_filters_attr_drops_safe(render, tmp_path):
    r = render('{{ {"a": "<"|safe}|attr("a") }}', '-e')
    ok(r, '<')


def test_os_mapping_filters_attr_name_host_type_name(render, tmp_path):
    r = render('{{ {}|attr(none) }}')
    fails(r, 1, "<stdin>:1:7: filter 'attr' expects a string for 'name', not none")


def test_os_mapping_filters_expects_mapping_host_type_name(render, tmp_path):
    r = render('{{ none|items }}')
    fails(r, 1, "<stdin>:1:9: filter 'items' expects a mapping, not none")


def test_os_mapping_filters_attr_strict_checked(render, tmp_path):
    r = render('{{ ({"a": 1}|attr("b"))|default("q") }}', '--strict')
    ok(r, 'q')


def test_os_mapping_filters_xmlattr_uses_mode(render, tmp_path):
    r = render('{{ {"a": "\'"}|xmlattr }}', '--escape-mode', 'xml')
    ok(r, ' a="&#39;"')


def test_os_mapping_filters_dictsort_undefined_rejected(render, tmp_path):
    r = render('{{ x|dictsort }}')
    ok(r, '[]')


def test_os_mapping_filters_dictsort_case_sensitive(render, tmp_path):
    r = render('{{ {"a": 0, "B": 1}|dictsort }}')
    ok(r, '[["a",0],["B",1]]')


# ---- Escaping filters ----------------------------------------------------------------------------


def test_os_escaping_filters_urlencode_value_js_text(render, tmp_path):
    r = render('{{ {"a": none, "b": [1, 2]}|urlencode }}')
    ok(r, 'a=&b=%5B1%2C2%5D')


def test_os_escaping_filters_tojson_undefined_passes(render, tmp_path):
    r = render('{{ x|tojson }}')
    ok(r, 'null')


def test_os_escaping_filters_tojson_indent_truncated(render, tmp_path):
    r = render('{{ [1]|tojson(1.5) }}')
    fails(r, 1, "<stdin>:1:8: filter 'tojson' expects an integer for 'indent', not 1.5")


def test_os_escaping_filters_escape_uses_mode(render, tmp_path):
    r = render('{{ "\'"|e }}', '--escape-mode', 'xml')
    ok(r, '&#39;')


def test_os_escaping_filters_urlencode_number_js_text(render, tmp_path):
    r = render('{{ (10 ** 400)|urlencode }}')
    ok(r, 'inf')


def test_os_escaping_filters_escape_number_js_text(render, tmp_path):
    r = render('{{ (10 ** 400)|e }}')
    ok(r, 'inf')


def test_os_escaping_filters_forceescape_uses_mode(render, tmp_path):
    r = render('{{ "\'"|forceescape }}', '--escape-mode', 'xml')
    ok(r, '&#39;')


# ---- The format filter ---------------------------------------------------------------------------


def test_os_format_filter_s_js_text(render, tmp_path):
    r = render('{{ "[%s]"|format(none) }}')
    ok(r, '[]')


def test_os_format_filter_d_boolean_as_number(render, tmp_path):
    r = render('{{ "%d"|format(true) }}')
    fails(r, 1, "<stdin>:1:9: filter 'format' expects a number for %d, not boolean")


def test_os_format_filter_width_utf16(render, tmp_path):
    r = render('{{ "[%3s]"|format("😀") }}')
    ok(r, '[  😀]')


def test_os_format_filter_precision_utf16(render, tmp_path):
    r = render('{{ "%.1s"|format("😀a") }}')
    ok(r, '😀')


def test_os_format_filter_d_js_text(render, tmp_path):
    r = render('{{ "%d"|format(10 ** 400) }}')
    ok(r, 'inf')


def test_os_format_filter_format_number_js_text(render, tmp_path):
    r = render('{{ (10 ** 400)|format }}')
    ok(r, 'inf')


def test_os_format_filter_number_host_type_name(render, tmp_path):
    r = render('{{ "%d"|format(none) }}')
    fails(r, 1, "<stdin>:1:9: filter 'format' expects a number for %d, not none")


# ---- List utility filters ------------------------------------------------------------------------


def test_os_list_utility_filters_compact_undefined_passes(render, tmp_path):
    r = render('{{ x|compact }}')
    ok(r, '[]')


# ---- Combining filters ---------------------------------------------------------------------------


def test_os_combining_filters_enumerate_undefined_passes(render, tmp_path):
    r = render('{{ x|enumerate }}')
    ok(r, '[]')


def test_os_combining_filters_enumerate_start_truncated(render, tmp_path):
    r = render('{{ "ab"|enumerate(1.5) }}')
    fails(r, 1, "<stdin>:1:9: filter 'enumerate' expects an integer for 'start', not 1.5")


def test_os_combining_filters_merge_other_host_type_name(render, tmp_path):
    r = render('{{ {}|merge([1]) }}')
    fails(r, 1, "<stdin>:1:7: filter 'merge' expects a mapping for 'other', not list")


def test_os_combining_filters_merge_changes_value(render, tmp_path):
    r = render('{% set m = {"a": 1} %}{% set n = m|merge({"b": 2}) %}{{ m }}')
    ok(r, '{"a":1}')


def test_os_combining_filters_zip_other_mapping_values(render, tmp_path):
    r = render('{{ [1]|zip({"k": 2}) }}')
    ok(r, '[[1,"k"]]')


def test_os_combining_filters_enumerate_string_utf16(render, tmp_path):
    r = render('{{ "😀"|enumerate|length }}')
    ok(r, '1')


# ---- Line filters --------------------------------------------------------------------------------


def test_os_line_filters_lines_undefined_passes(render, tmp_path):
    r = render('{{ x|lines }}')
    ok(r, '[]')


def test_os_line_filters_dedent_unicode_space(render, tmp_path):
    r = render('{{ "\\u00a0a\\n\\u00a0b"|dedent }}')
    ok(r, '\xa0a\n\xa0b')


def test_os_line_filters_lines_number_js_text(render, tmp_path):
    r = render('{{ (10 ** 400)|lines }}')
    ok(r, '["inf"]')


def test_os_line_filters_dedent_number_js_text(render, tmp_path):
    r = render('{{ (10 ** 400)|dedent }}')
    ok(r, 'inf')


# ---- Word and line filters -----------------------------------------------------------------------


def test_os_word_line_filters_truncatewords_boolean_count(render, tmp_path):
    r = render('{{ "a b c"|truncatewords(true) }}')
    fails(r, 1, "<stdin>:1:12: filter 'truncatewords' expects an integer for 'count', not boolean")


def test_os_word_line_filters_nl2br_uses_mode(render, tmp_path):
    r = render('{{ "\'"|nl2br }}', '--escape-mode', 'xml')
    ok(r, '&#39;')


def test_os_word_line_filters_truncatewords_number_js_text(render, tmp_path):
    r = render('{{ (10 ** 400)|truncatewords(1) }}')
    ok(r, 'inf')


def test_os_word_line_filters_nl2br_number_js_text(render, tmp_path):
    r = render('{{ (10 ** 400)|nl2br }}')
    ok(r, 'inf')


def test_os_word_line_filters_truncatewords_count_truncated(render, tmp_path):
    r = render('{{ "a b c"|truncatewords(1.5) }}')
    fails(r, 1, "<stdin>:1:12: filter 'truncatewords' expects an integer for 'count', not 1.5")


# ---- Text formatting filters ---------------------------------------------------------------------


def test_os_text_formatting_filters_commas_inf_js_text(render, tmp_path):
    r = render('{{ (10 ** 400)|commas }}')
    ok(r, 'inf')


def test_os_text_formatting_filters_pluralize_boolean_as_number(render, tmp_path):
    r = render('{{ true|pluralize }}')
    fails(r, 1, "<stdin>:1:9: filter 'pluralize' expects a number, not boolean")


def test_os_text_formatting_filters_zfill_wide_keeps_safe(render, tmp_path):
    r = render('{{ ("<1>"|safe)|zfill(3) }}', '-e')
    ok(r, '&lt;1&gt;')


def test_os_text_formatting_filters_zfill_utf16_length(render, tmp_path):
    r = render('{{ "😀"|zfill(3) }}')
    ok(r, '00😀')


def test_os_text_formatting_filters_zfill_width_truncated(render, tmp_path):
    r = render('{{ "7"|zfill(3.5) }}')
    fails(r, 1, "<stdin>:1:8: filter 'zfill' expects an integer for 'width', not 3.5")


def test_os_text_formatting_filters_commas_precision_truncated(render, tmp_path):
    r = render('{{ 1234|commas(1.5) }}')
    fails(r, 1, "<stdin>:1:9: filter 'commas' expects an integer for 'precision', not 1.5")


def test_os_text_formatting_filters_commas_boolean_as_number(render, tmp_path):
    r = render('{{ true|commas }}')
    fails(r, 1, "<stdin>:1:9: filter 'commas' expects a number, not boolean")


def test_os_text_formatting_filters_ordinal_boolean_as_number(render, tmp_path):
    r = render('{{ true|ordinal }}')
    fails(r, 1, "<stdin>:1:9: filter 'ordinal' expects an integer, not boolean")


def test_os_text_formatting_filters_ordinal_error_js_text(render, tmp_path):
    r = render('{{ (10 ** 400)|ordinal }}')
    fails(r, 1, "<stdin>:1:16: filter 'ordinal' expects an integer, not inf")


def test_os_text_formatting_filters_zfill_number_js_text(render, tmp_path):
    r = render('{{ (10 ** 400)|zfill(4) }}')
    ok(r, '0inf')


def test_os_text_formatting_filters_slugify_number_js_text(render, tmp_path):
    r = render('{{ (10 ** 400)|slugify }}')
    ok(r, 'inf')


# ---- Conditionals --------------------------------------------------------------------------------


def test_os_conditionals_if_host_truthiness(render, tmp_path):
    r = render('{% if {} %}a{% else %}b{% endif %}')
    ok(r, 'b')


def test_os_conditionals_if_strict_unchecked(render, tmp_path):
    r = render('{% if x %}a{% else %}b{% endif %}', '--strict')
    fails(r, 1, "<stdin>:1:7: 'x' is undefined")


def test_os_conditionals_if_new_scope(render, tmp_path):
    r = render('{% if true %}{% set a = 1 %}{% endif %}{{ a }}')
    ok(r, '1')


# ---- Unless --------------------------------------------------------------------------------------


def test_os_unless_host_truthiness(render, tmp_path):
    r = render('{% unless {} %}b{% else %}o{% endunless %}')
    ok(r, 'b')


def test_os_unless_new_scope(render, tmp_path):
    r = render('{% unless false %}{% set a = 1 %}{% endunless %}{{ a }}')
    ok(r, '1')


# ---- Case statements -----------------------------------------------------------------------------


def test_os_case_statements_subject_per_value(render, tmp_path):
    r = render('{% set xs = [1, 2, 3] %}{% case xs.pop() %}{% when 2 %}two{% when 3 %}three{% endcase %}{{ xs|length }}')
    ok(r, 'three2')


def test_os_case_statements_when_strict_unchecked(render, tmp_path):
    r = render('{% case 1 %}{% when x %}a{% else %}b{% endcase %}', '--strict')
    fails(r, 1, "<stdin>:1:21: 'x' is undefined")


def test_os_case_statements_when_new_scope(render, tmp_path):
    r = render('{% case 1 %}{% when 1 %}{% set q = 5 %}{% endcase %}{{ q }}')
    ok(r, '5')


def test_os_case_statements_when_all_values_evaluated(render, tmp_path):
    r = render('{% case 1 %}{% when 1, 1/0 %}a{% endcase %}')
    ok(r, 'a')


# ---- Loops ---------------------------------------------------------------------------------------


def test_os_loops_filter_host_truthiness(render, tmp_path):
    r = render('{% for x in [[], [1], {}] if x %}{{ x }};{% endfor %}')
    ok(r, '[1];')


def test_os_loops_chars_stay_safe(render, tmp_path):
    r = render('{% for c in "<>"|safe %}{{ c }}{% endfor %}', '-e')
    ok(r, '&lt;&gt;')


def test_os_loops_items_not_fixed(render, tmp_path):
    r = render('{% set xs = [1, 2, 3] %}{% for x in xs %}{% do xs.pop() %}{{ x }}{% endfor %}')
    ok(r, '123')


def test_os_loops_not_iterable_host_type_name(render, tmp_path):
    r = render('{% for x in none %}{% endfor %}')
    fails(r, 1, '<stdin>:1:13: none is not iterable')


def test_os_loops_string_utf16(render, tmp_path):
    r = render('{% for c in "😀a" %}{{ loop.index }}{% endfor %}')
    ok(r, '12')


def test_os_loops_iterable_strict_unchecked(render, tmp_path):
    r = render('{% for i in x %}a{% else %}b{% endfor %}', '--strict')
    fails(r, 1, "<stdin>:1:13: 'x' is undefined")


def test_os_loops_filter_strict_unchecked(render, tmp_path):
    r = render('{% for i in [1] if x %}a{% endfor %}', '--strict')
    fails(r, 1, "<stdin>:1:20: 'x' is undefined")


def test_os_loops_items_drop_safe(render, tmp_path):
    r = render('{% for x in ["<"|safe] %}{{ x }}{% endfor %}', '-e')
    ok(r, '<')


# ---- Loop variables ------------------------------------------------------------------------------


def test_os_loop_variables_changed_identity(render, tmp_path):
    r = render('{% for x in [1, 2] %}{{ loop.changed([0]) }}{% endfor %}')
    ok(r, 'truefalse')


# ---- Assignments ---------------------------------------------------------------------------------


def test_os_assignments_set_strict_checked(render, tmp_path):
    r = render('{% set a = x %}{{ a is defined }}', '--strict')
    ok(r, 'false')


def test_os_assignments_setattr_host_type_name(render, tmp_path):
    r = render('{% set xs = [1] %}{% set xs.k = 2 %}')
    fails(r, 1, "<stdin>:1:26: cannot assign attribute 'k' of list")


def test_os_assignments_unpack_host_type_name(render, tmp_path):
    r = render('{% set a, b = none %}')
    fails(r, 1, '<stdin>:1:1: cannot unpack none into 2 names')


def test_os_assignments_set_drops_safe(render, tmp_path):
    r = render('{% set y = "<"|safe %}{{ y }}', '-e')
    ok(r, '<')


def test_os_assignments_setattr_strict_unchecked(render, tmp_path):
    r = render('{% set x.a = 1 %}', '--strict')
    fails(r, 1, "<stdin>:1:8: 'x' is undefined")


def test_os_assignments_setattr_value_first(render, tmp_path):
    r = render('{% set ns.a = 1/0 %}')
    fails(r, 1, "<stdin>:1:8: cannot assign attribute 'a' of undefined")


# ---- Counters ------------------------------------------------------------------------------------


def test_os_counters_printed_value_escaped(render, tmp_path):
    r = render('{% increment n %}', '-e', '--escape-mode', 'shell')
    ok(r, '0')


# ---- Cycle tag -----------------------------------------------------------------------------------


def test_os_cycle_tag_group_error_at_tag(render, tmp_path):
    r = render('{% cycle 1: "a" %}')
    fails(r, 1, '<stdin>:1:10: cycle group must be a string, not number')


def test_os_cycle_tag_html_escape_any_mode(render, tmp_path):
    r = render('{% cycle "it\'s", "b" %}', '-e', '--escape-mode', 'xml')
    ok(r, 'it&apos;s')


def test_os_cycle_tag_group_host_type_name(render, tmp_path):
    r = render('{% cycle none: 1, 2 %}')
    fails(r, 1, '<stdin>:1:10: cycle group must be a string, not none')


def test_os_cycle_tag_group_strict_unchecked(render, tmp_path):
    r = render('{% cycle x: 1, 2 %}', '--strict')
    fails(r, 1, "<stdin>:1:10: 'x' is undefined")


def test_os_cycle_tag_safe_group_rejected(render, tmp_path):
    r = render('{% cycle ("g"|safe): 1, 2 %}')
    ok(r, '1')


# ---- Macros --------------------------------------------------------------------------------------


def test_os_macros_args_strict_checked(render, tmp_path):
    r = render('{% macro m(a) %}{{ a is defined }}{% endmacro %}{{ m(x) }}', '--strict')
    ok(r, 'false')


def test_os_macros_autoescape_from_option(render, tmp_path):
    r = render('{% macro m() %}{{ "<" }}{% endmacro %}{% autoescape true %}{{ m() }}{% endautoescape %}')
    ok(r, '&lt;')


def test_os_macros_call_strict_unchecked(render, tmp_path):
    r = render('{{ x() }}', '--strict')
    fails(r, 1, "<stdin>:1:4: 'x' is undefined")


def test_os_macros_call_no_new_scope(render, tmp_path):
    r = render('{% macro m(p) %}{% set q = 1 %}{% endmacro %}{{ m(1) }}[{{ q }}{{ p }}]')
    ok(r, '[]')


# ---- Call blocks ---------------------------------------------------------------------------------


def test_os_call_blocks_not_callable_at_tag(render, tmp_path):
    r = render('{% set f = 5 %}{% call f() %}x{% endcall %}')
    fails(r, 1, "<stdin>:1:25: 'f' is not callable")


# ---- Global functions ----------------------------------------------------------------------------


def test_os_global_functions_range_boolean_argument(render, tmp_path):
    r = render('{{ range(true) }}')
    fails(r, 1, '<stdin>:1:9: range() arguments must be integers, not boolean')


def test_os_global_functions_range_argument_strict_unchecked(render, tmp_path):
    r = render('{{ range(x) }}', '--strict')
    fails(r, 1, "<stdin>:1:9: 'x' is undefined")


def test_os_global_functions_range_error_js_text(render, tmp_path):
    r = render('{{ range(10 ** 400) }}')
    fails(r, 1, '<stdin>:1:9: range() arguments must be integers, not inf')


# ---- Includes ------------------------------------------------------------------------------------


def test_os_includes_ignore_missing_undefined_name(render, tmp_path):
    r = render('{% include x ignore missing %}ok', '--strict')
    fails(r, 1, "<stdin>:1:12: 'x' is undefined")


def test_os_includes_autoescape_from_option(render, tmp_path):
    (tmp_path / 'i.txt').write_text('{{ v }}')
    r = render('{% autoescape true %}{% include "i.txt" %}{% endautoescape %}', data={'v': '<'}, cwd=str(tmp_path))
    ok(r, '&lt;')


def test_os_includes_no_new_scope(render, tmp_path):
    (tmp_path / 'i.txt').write_text('{% set z = 1 %}')
    r = render('{% include "i.txt" %}[{{ z }}]', cwd=str(tmp_path))
    ok(r, '[]')


def test_os_includes_template_name_host_type_name(render, tmp_path):
    r = render('{% include none %}')
    fails(r, 1, '<stdin>:1:12: template name must be a string, not none')


def test_os_includes_with_strict_checked(render, tmp_path):
    (tmp_path / 'i.txt').write_text('{{ a is defined }}')
    r = render('{% include "i.txt" with a = x %}', '--strict', cwd=str(tmp_path))
    ok(r, 'false')


def test_os_includes_safe_name_rejected(render, tmp_path):
    (tmp_path / 'i.txt').write_text('I')
    r = render('{% include ("i.txt"|safe) %}', cwd=str(tmp_path))
    ok(r, 'I')


# ---- Slicing -------------------------------------------------------------------------------------


def test_os_slicing_cannot_slice_at_start(render, tmp_path):
    r = render('{{ 5[1:] }}')
    fails(r, 1, '<stdin>:1:5: cannot slice number')


def test_os_slicing_index_error_js_text(render, tmp_path):
    r = render('{{ [1, 2][10 ** 400:] }}')
    fails(r, 1, '<stdin>:1:11: slice indices must be integers or none, not inf')


def test_os_slicing_index_fraction_truncated(render, tmp_path):
    r = render('{{ [1, 2, 3][0.5:] }}')
    fails(r, 1, '<stdin>:1:14: slice indices must be integers or none, not 0.5')


def test_os_slicing_boolean_index_as_number(render, tmp_path):
    r = render('{{ [1, 2, 3][true:] }}')
    fails(r, 1, '<stdin>:1:14: slice indices must be integers or none, not boolean')


def test_os_slicing_cannot_slice_host_type_name(render, tmp_path):
    r = render('{{ none[1:] }}')
    fails(r, 1, '<stdin>:1:8: cannot slice none')


def test_os_slicing_string_utf16(render, tmp_path):
    r = render('{{ "😀ab"[1:] }}')
    ok(r, 'ab')


def test_os_slicing_undefined_strict_unchecked(render, tmp_path):
    r = render('{{ x[0:1] }}', '--strict')
    fails(r, 1, "<stdin>:1:4: 'x' is undefined")


# ---- Template inheritance ------------------------------------------------------------------------


def test_os_template_inheritance_not_found_at_tag(render, tmp_path):
    r = render('{% extends "nope.txt" %}', cwd=str(tmp_path))
    fails(r, 1, "<stdin>:1:12: template 'nope.txt' not found")


# ---- Blocks --------------------------------------------------------------------------------------


def test_os_blocks_autoescape_from_option(render, tmp_path):
    (tmp_path / 'base.txt').write_text('{% autoescape true %}{% block b %}{% endblock %}{% endautoescape %}')
    r = render('{% extends "base.txt" %}{% block b %}{{ "<" }}{% endblock %}', cwd=str(tmp_path))
    ok(r, '&lt;')


# ---- Autoescaping --------------------------------------------------------------------------------


def test_os_autoescaping_block_host_truthiness(render, tmp_path):
    r = render('{% autoescape [] %}{{ "<" }}{% endautoescape %}')
    ok(r, '<')


def test_os_autoescaping_block_new_scope(render, tmp_path):
    r = render('{% autoescape false %}{% set a = 1 %}{% endautoescape %}{{ a }}')
    ok(r, '1')


def test_os_autoescaping_block_strict_unchecked(render, tmp_path):
    r = render('{% autoescape x %}{{ "<" }}{% endautoescape %}', '--strict')
    fails(r, 1, "<stdin>:1:15: 'x' is undefined")


# ---- Escape modes --------------------------------------------------------------------------------


def test_os_escape_modes_json_host_escapes(render, tmp_path):
    r = render('{{ "a\\u0008" }}', '-e', '--escape-mode', 'json')
    ok(r, 'a\\u0008')


# ---- Filter blocks -------------------------------------------------------------------------------


def test_os_filter_blocks_html_escape_any_mode(render, tmp_path):
    r = render("{% filter upper %}a'b{% endfilter %}", '-e', '--escape-mode', 'xml')
    ok(r, 'A&apos;B')


# ---- Recursion limit -----------------------------------------------------------------------------


def test_os_recursion_limit_import_not_counted(render, tmp_path):
    (tmp_path / 'a.txt').write_text('{% import "b.txt" as b %}')
    (tmp_path / 'b.txt').write_text('{% import "c.txt" as c %}')
    (tmp_path / 'c.txt').write_text('x')
    r = render('{% import "a.txt" as a %}ok', '--max-depth', '2', cwd=str(tmp_path))
    fails(r, 1, 'b.txt:1:1: recursion limit exceeded')


def test_os_recursion_limit_loop_call_not_counted(render, tmp_path):
    r = render('{% for x in [[[[1]]]] recursive %}{% if x is iterable %}{{ loop(x) }}{% else %}{{ x }}{% endif %}{% endfor %}', '--max-depth', '2')
    fails(r, 1, '<stdin>:1:64: recursion limit exceeded')


def test_os_recursion_limit_extends_not_counted(render, tmp_path):
    (tmp_path / 'p.txt').write_text('{% extends "g.txt" %}')
    (tmp_path / 'g.txt').write_text('G')
    r = render('{% extends "p.txt" %}', '--max-depth', '1', cwd=str(tmp_path))
    fails(r, 1, 'p.txt:1:1: recursion limit exceeded')


# ---- String and list operators -------------------------------------------------------------------


def test_os_string_list_operators_repeat_boolean_count(render, tmp_path):
    r = render('{{ "ab" * true }}')
    fails(r, 1, '<stdin>:1:9: unsupported operand types for *: string and boolean')


def test_os_string_list_operators_plus_keeps_safe(render, tmp_path):
    r = render('{{ ("<"|safe) + "b" }}', '-e')
    ok(r, '&lt;b')


def test_os_string_list_operators_plus_safe_not_string(render, tmp_path):
    r = render('{{ ("a"|safe) + "b" }}')
    ok(r, 'ab')


# ---- Concatenation -------------------------------------------------------------------------------


def test_os_concatenation_operand_strict_unchecked(render, tmp_path):
    r = render('{{ x ~ "a" }}', '--strict')
    fails(r, 1, "<stdin>:1:4: 'x' is undefined")


def test_os_concatenation_number_js_text(render, tmp_path):
    r = render('{{ "x" ~ (10 ** 400) }}')
    ok(r, 'xinf')


# ---- Number tests --------------------------------------------------------------------------------


def test_os_number_tests_odd_boolean_as_number(render, tmp_path):
    r = render('{{ true is odd }}')
    fails(r, 1, "<stdin>:1:9: test 'odd' expects a number, not boolean")


def test_os_number_tests_host_type_name(render, tmp_path):
    r = render('{{ none is even }}')
    fails(r, 1, "<stdin>:1:9: test 'even' expects a number, not none")


# ---- Case filters --------------------------------------------------------------------------------


def test_os_case_filters_upper_value_strict_unchecked(render, tmp_path):
    r = render('{{ x|upper }}', '--strict')
    fails(r, 1, "<stdin>:1:4: 'x' is undefined")


def test_os_case_filters_upper_number_js_text(render, tmp_path):
    r = render('{{ (10 ** 400)|upper }}')
    ok(r, 'INF')


def test_os_case_filters_title_keeps_safe(render, tmp_path):
    r = render('{{ ("<b>"|safe)|title }}', '-e')
    ok(r, '&lt;B&gt;')


def test_os_case_filters_lower_number_js_text(render, tmp_path):
    r = render('{{ (10 ** 400)|lower }}')
    ok(r, 'inf')


def test_os_case_filters_capitalize_number_js_text(render, tmp_path):
    r = render('{{ (10 ** 400)|capitalize }}')
    ok(r, 'Inf')


def test_os_case_filters_title_number_js_text(render, tmp_path):
    r = render('{{ (10 ** 400)|title }}')
    ok(r, 'Inf')


def test_os_case_filters_lower_keeps_safe(render, tmp_path):
    r = render('{{ ("<B>"|safe)|lower }}', '-e')
    ok(r, '&lt;b&gt;')


def test_os_case_filters_capitalize_utf16(render, tmp_path):
    r = render('{{ "𐐨A"|capitalize }}')
    ok(r, '𐐀a')


# ---- With ----------------------------------------------------------------------------------------


def test_os_with_no_new_scope(render, tmp_path):
    r = render('{% with a = 1 %}{% endwith %}{{ a is defined }}')
    ok(r, 'false')
