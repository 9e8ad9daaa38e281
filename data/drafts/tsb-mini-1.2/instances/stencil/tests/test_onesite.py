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


# ---- Comparisons ---------------------------------------------------------------------------------


def test_os_comparisons_chain_middle_evaluated_twice(render, tmp_path):
    r = render('{% set xs = [5, 3] %}{{ 1 < xs.pop() < 4 }}{{ xs }}')
    ok(r, 'true[5]')


def test_os_comparisons_cannot_compare_host_type_name(render, tmp_path):
    r = render('{{ none < 1 }}')
    fails(r, 1, '<stdin>:1:9: cannot compare none and number')


# ---- Membership ----------------------------------------------------------------------------------


def test_os_membership_not_iterable_host_type_name(render, tmp_path):
    r = render('{% macro m() %}{% endmacro %}{{ 1 in m }}')
    fails(r, 1, '<stdin>:1:35: argument of type macro is not iterable')


def test_os_membership_number_key_js_text(render, tmp_path):
    r = render('{{ (10 ** 400) in {"inf": 0} }}')
    ok(r, 'true')


# ---- Logical operators ---------------------------------------------------------------------------


def test_os_logical_operators_not_host_truthiness(render, tmp_path):
    r = render('{{ not [] }}')
    ok(r, 'true')


def test_os_logical_operators_or_host_truthiness(render, tmp_path):
    r = render('{{ [] or "x" }}')
    ok(r, 'x')


# ---- Conditional expressions ---------------------------------------------------------------------


def test_os_conditional_expressions_host_truthiness(render, tmp_path):
    r = render('{{ "y" if [] else "n" }}')
    ok(r, 'n')


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


# ---- Comparison tests ----------------------------------------------------------------------------


def test_os_comparison_tests_startingwith_host_type_name(render, tmp_path):
    r = render('{{ "a" is startingwith none }}')
    fails(r, 1, "<stdin>:1:8: test 'startingwith' expects a string argument, not none")


def test_os_comparison_tests_sameas_safe_differs(render, tmp_path):
    r = render('{{ ("a"|safe) is sameas "a" }}')
    ok(r, 'true')


# ---- Filter syntax and arguments -----------------------------------------------------------------


def test_os_filter_syntax_arguments_keyword_strict_unchecked(render, tmp_path):
    r = render('{{ "ab"|center(width=w) }}', '--strict')
    fails(r, 1, "<stdin>:1:22: 'w' is undefined")


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


# ---- Line filters --------------------------------------------------------------------------------


def test_os_line_filters_lines_undefined_passes(render, tmp_path):
    r = render('{{ x|lines }}')
    ok(r, '[]')


# ---- Word and line filters -----------------------------------------------------------------------


def test_os_word_line_filters_truncatewords_boolean_count(render, tmp_path):
    r = render('{{ "a b c"|truncatewords(true) }}')
    fails(r, 1, "<stdin>:1:12: filter 'truncatewords' expects an integer for 'count', not boolean")


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


# ---- Conditionals --------------------------------------------------------------------------------


def test_os_conditionals_if_host_truthiness(render, tmp_path):
    r = render('{% if {} %}a{% else %}b{% endif %}')
    ok(r, 'b')


# ---- Unless --------------------------------------------------------------------------------------


def test_os_unless_host_truthiness(render, tmp_path):
    r = render('{% unless {} %}b{% else %}o{% endunless %}')
    ok(r, 'b')


# ---- Case statements -----------------------------------------------------------------------------


def test_os_case_statements_subject_per_value(render, tmp_path):
    r = render('{% set xs = [1, 2, 3] %}{% case xs.pop() %}{% when 2 %}two{% when 3 %}three{% endcase %}{{ xs|length }}')
    ok(r, 'three2')


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


# ---- Macros --------------------------------------------------------------------------------------


def test_os_macros_args_strict_checked(render, tmp_path):
    r = render('{% macro m(a) %}{{ a is defined }}{% endmacro %}{{ m(x) }}', '--strict')
    ok(r, 'false')


def test_os_macros_autoescape_from_option(render, tmp_path):
    r = render('{% macro m() %}{{ "<" }}{% endmacro %}{% autoescape true %}{{ m() }}{% endautoescape %}')
    ok(r, '&lt;')


# ---- Call blocks ---------------------------------------------------------------------------------


def test_os_call_blocks_not_callable_at_tag(render, tmp_path):
    r = render('{% set f = 5 %}{% call f() %}x{% endcall %}')
    fails(r, 1, "<stdin>:1:25: 'f' is not callable")


# ---- Global functions ----------------------------------------------------------------------------


def test_os_global_functions_range_boolean_argument(render, tmp_path):
    r = render('{{ range(true) }}')
    fails(r, 1, '<stdin>:1:9: range() arguments must be integers, not boolean')


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


# ---- Slicing -------------------------------------------------------------------------------------


def test_os_slicing_cannot_slice_at_start(render, tmp_path):
    r = render('{{ 5[1:] }}')
    fails(r, 1, '<stdin>:1:5: cannot slice number')


def test_os_slicing_index_error_js_text(render, tmp_path):
    r = render('{{ [1, 2][10 ** 400:] }}')
    fails(r, 1, '<stdin>:1:11: slice indices must be integers or none, not inf')


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

