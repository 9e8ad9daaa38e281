"""Reference tests: expression syntax errors, literals, values, printing, numbers, lookup, undefined."""
from helpers import fails, ok


def err(render, template, message, *args, data=None):
    fails(render(template, *args, data=data), 1, "<stdin>:" + message)


# ---- Expression syntax errors --------------------------------------------------------------


def test_end_of_tag_error_at_close(render):
    err(render, "{{ 1 + }}", "1:8: unexpected end of tag")


def test_end_of_tag_error_at_marker(render):
    err(render, "{{ 1 + -}}", "1:8: unexpected end of tag")


def test_unexpected_string(render):
    err(render, '{{ 3 "a" }}', "1:6: unexpected string")


def test_unexpected_name(render):
    err(render, "{{ a b }}", "1:6: unexpected 'b'")


def test_unexpected_number(render):
    err(render, "{{ a 2.5 }}", "1:6: unexpected number 2.5")


def test_no_tuples(render):
    err(render, "{{ (1, 2) }}", "1:6: unexpected ','")


def test_reserved_name_as_variable(render):
    err(render, "{{ in }}", "1:4: unexpected 'in'")


def test_reserved_word_after_dot(render):
    ok(render("{{ x.if }}", data={"x": {"if": "y"}}), "y")


def test_statement_word_is_ordinary_name(render):
    ok(render("{{ block }}", data={"block": "b"}), "b")


def test_reserved_loop_variable(render):
    err(render, "{% for none in x %}{% endfor %}", "1:8: unexpected 'none'")


# ---- Literals ------------------------------------------------------------------------------


def test_boolean_and_none_spellings(render):
    ok(render("{{ true }} {{ False }} [{{ none }}{{ None }}] {{ True }}"), "true false [] true")


def test_list_literal_trailing_comma(render):
    ok(render("{{ [1, 2,] }} {{ [] }}"), "[1,2] []")


def test_list_literal_only_comma(render):
    err(render, "{{ [,] }}", "1:5: unexpected ','")


def test_mapping_literal(render):
    ok(render('{{ {"a": 1, "b": [true],} }} {{ {} }}'), '{"a":1,"b":[true]} {}')


def test_mapping_number_key(render):
    ok(render('{{ {1: "a", 2.5: "b"} }}'), '{"1":"a","2.5":"b"}')


def test_mapping_bad_key(render):
    err(render, '{{ {"a": 1, [1]: 2} }}', "1:13: dictionary keys must be strings, not list")


def test_mapping_repeated_key(render):
    ok(render('{{ {"a": 1, "b": 2, "a": 3} }}'), '{"a":3,"b":2}')


def test_parentheses_group(render):
    ok(render("{{ (1 + 2) * 3 }}"), "9")


# ---- Values and types / Printing -----------------------------------------------------------


def test_print_string_number_boolean(render):
    ok(render("{{ 'x' }}{{ 1 }}{{ true }}{{ false }}"), "x1truefalse")


def test_print_none_empty(render):
    ok(render("[{{ none }}]"), "[]")


def test_print_list_json(render):
    ok(render('{{ [1, "a\\"b", none, true, {"k": []}] }}'), '[1,"a\\"b",null,true,{"k":[]}]')


def test_print_json_escapes(render):
    ok(render('{{ ["\\n\\t\\r\\\\", "\\u0001", "é"] }}'), '["\\n\\t\\r\\\\","\\u0001","é"]')


def test_print_json_infinity_null(render):
    ok(render("{{ [10 ** 400] }}"), "[null]")


def test_print_undefined_in_list_null(render):
    ok(render("{{ [x] }}"), "[null]")


def test_print_macro_empty(render):
    ok(render("{% macro m() %}M{% endmacro %}[{{ m }}][{{ [m] }}]"), "[][[null]]")


def test_print_mapping_from_data_order(render):
    ok(render("{{ m }}", data={"m": {"z": 1, "a": {"q": None}}}), '{"z":1,"a":{"q":null}}')


# ---- Number formatting ---------------------------------------------------------------------


def test_whole_number_no_point(render):
    ok(render("{{ 10 / 2 }} {{ 3.0 }}"), "5 3")


def test_fraction(render):
    ok(render("{{ 10 / 4 }} {{ 0.1 + 0.2 }}"), "2.5 0.30000000000000004")


def test_large_plain(render):
    ok(render("{{ 123456789012345678901 }}"), "123456789012345680000")


def test_large_exponent(render):
    ok(render("{{ 1e21 }} {{ 2.5e22 }}"), "1e+21 2.5e+22")


def test_small_exponent(render):
    ok(render("{{ 0.000001 }} {{ 0.0000001 }} {{ 0.00000015 }}"), "0.000001 1e-7 1.5e-7")


def test_negative_zero(render):
    ok(render("{{ -0 }} {{ 0 * -1 }}"), "0 0")


def test_infinity_and_nan(render):
    ok(render("{{ 10 ** 400 }} {{ -(10 ** 400) }} {{ 10 ** 400 - 10 ** 400 }}"), "inf -inf nan")


# ---- Variables -----------------------------------------------------------------------------


def test_variable_from_data(render):
    ok(render("{{ who }}", data={"who": "me"}), "me")


def test_missing_variable_empty(render):
    ok(render("[{{ nobody }}]"), "[]")


def test_global_function_replaceable(render):
    ok(render("{{ dict }}", data={"dict": 5}), "5")


# ---- Attribute and index lookup ------------------------------------------------------------


def test_dotted_lookup(render):
    ok(render("{{ a.b.c }}", data={"a": {"b": {"c": 7}}}), "7")


def test_indexed_lookup(render):
    ok(render("{{ a['b'][1] }}", data={"a": {"b": [5, 6]}}), "6")


def test_dot_number_index(render):
    ok(render("{{ xs.0 }}{{ xs.1 }}", data={"xs": ["p", "q"]}), "pq")


def test_dot_fraction_error(render):
    err(render, "{{ a.1.5 }}", "1:6: unexpected number 1.5")


def test_mapping_number_key_lookup(render):
    ok(render("{{ m[1] }}{{ m.1 }}", data={"m": {"1": "one"}}), "oneone")


def test_negative_index(render):
    ok(render("{{ xs[-1] }}{{ xs[-3] }}", data={"xs": [1, 2, 3]}), "31")


def test_index_out_of_range_undefined(render):
    ok(render("[{{ xs[3] }}{{ xs[-4] }}]", data={"xs": [1, 2, 3]}), "[]")


def test_list_string_key_finds_nothing(render):
    ok(render("[{{ xs['0'] }}{{ xs.length }}]", data={"xs": [1]}), "[]")


def test_list_fractional_index_finds_nothing(render):
    ok(render("[{{ xs[0.5] }}]", data={"xs": [1]}), "[]")


def test_string_index(render):
    ok(render("{{ 'abc'[1] }}{{ 'abc'.2 }}{{ 'abc'[-1] }}"), "bcc")


def test_lookup_on_number_nothing(render):
    ok(render("[{{ n.x }}{{ none.x }}{{ true[0] }}]", data={"n": 5}), "[]")


def test_lookup_in_undefined_lenient(render):
    ok(render("[{{ a.b.c }}]"), "[]")


def test_computed_index(render):
    ok(render("{{ m[k] }}", data={"m": {"x": 1}, "k": "x"}), "1")


# ---- Undefined values ----------------------------------------------------------------------


def test_undefined_false(render):
    ok(render("{% if x %}y{% else %}n{% endif %}"), "n")


def test_undefined_iterates_empty(render):
    ok(render("{% for i in x %}{{ i }}{% else %}empty{% endfor %}"), "empty")


def test_undefined_length_zero(render):
    ok(render("{{ x|length }}{{ x|upper }}."), "0.")


def test_undefined_not_equal_none(render):
    ok(render("{{ x == none }} {{ x == y }}"), "false true")


def test_undefined_not_in_list(render):
    ok(render("{{ x in [none] }} {{ 1 in x }}"), "false false")


def test_undefined_in_string_error(render):
    err(render, "{{ x in 'abc' }}", "1:6: 'in <string>' requires a string as left operand, not undefined")


def test_undefined_concat_empty(render):
    ok(render("{{ 'a' ~ x ~ 'b' }}"), "ab")


def test_undefined_arithmetic_error(render):
    err(render, "{{ x + 1 }}", "1:6: unsupported operand types for +: undefined and number")


# ---- Strict mode ---------------------------------------------------------------------------


def test_strict_print(render):
    err(render, "ok\n {{ who }}", "2:5: 'who' is undefined", "--strict")


def test_strict_missing_root_of_path(render):
    err(render, "{{ user.name }}", "1:4: 'user' is undefined", "--strict")


def test_strict_missing_attribute(render):
    err(render, "{{  user.name }}", "1:5: 'user.name' is undefined", "--strict", data={"user": {}})


def test_strict_index_path_name(render):
    err(render, "{{ a['k'][2] }}", "1:4: 'a[\"k\"][2]' is undefined", "-u", "strict", data={"a": {"k": []}})


def test_strict_condition(render):
    err(render, "{% if a %}{% endif %}", "1:7: 'a' is undefined", "--strict")


def test_strict_iteration(render):
    err(render, "{% for i in xs %}{% endfor %}", "1:13: 'xs' is undefined", "--strict")


def test_strict_operand(render):
    err(render, "{{ 1 ~ x }}", "1:8: 'x' is undefined", "--strict")


def test_strict_equality(render):
    err(render, "{{ x == 1 }}", "1:4: 'x' is undefined", "--strict")


def test_strict_filter_value(render):
    err(render, "{{ x|upper }}", "1:4: 'x' is undefined", "--strict")


def test_strict_filter_argument(render):
    err(render, "{{ 'a'|replace('a', y) }}", "1:21: 'y' is undefined", "--strict")


def test_strict_default_allowed(render):
    ok(render("{{ x|default('d') }}{{ x|d('e') }}", "--strict"), "de")


def test_strict_defined_test_allowed(render):
    ok(render("{{ x is defined }} {{ x is undefined }}", "--strict"), "false true")


def test_strict_other_test_error(render):
    err(render, "{{ x is none }}", "1:4: 'x' is undefined", "--strict")


def test_strict_set_allowed(render):
    ok(render("{% set y = x %}ok", "--strict"), "ok")


def test_strict_macro_argument_allowed(render):
    ok(render("{% macro m(a) %}{{ a is defined }}{% endmacro %}{{ m(x) }}", "--strict"), "false")


def test_strict_list_literal_allowed(render):
    ok(render("{{ [x] }}", "--strict"), "[null]")


def test_strict_call_undefined(render):
    err(render, "{{ f(1) }}", "1:4: 'f' is undefined", "--strict")


def test_strict_index_key(render):
    err(render, "{{ xs[i] }}", "1:7: 'i' is undefined", "--strict", data={"xs": [1]})


def test_strict_defined_values_fine(render):
    ok(render("{{ a.b }}", "--strict", data={"a": {"b": 2}}), "2")


# ---- Debug mode ----------------------------------------------------------------------------


def test_debug_prints_name(render):
    ok(render("<{{ user.email }}>", "-u", "debug"), "<{{ user.email }}>")


def test_debug_index_path(render):
    ok(render('{{ a.b[0]["k"] }}', "--undefined=debug"), '{{ a.b[0]["k"] }}')


def test_debug_expression_path(render):
    ok(render("{{ (1).x }}", "-u", "debug"), "{{ (expression).x }}")


def test_debug_list_member_null(render):
    ok(render("{{ [x] }}", "-u", "debug"), "[null]")


def test_debug_concat_empty(render):
    ok(render("[{{ x ~ '' }}]", "-u", "debug"), "[]")


def test_debug_false_condition(render):
    ok(render("{% if x %}y{% else %}n{% endif %}", "-u", "debug"), "n")


def test_lenient_is_default(render):
    ok(render("[{{ x }}]", "-u", "lenient"), "[]")


# ---- Truthiness ----------------------------------------------------------------------------


def tv(render, expr):
    return render("{% if " + expr + " %}T{% else %}F{% endif %}").text


def test_false_values(render):
    assert tv(render, "0") == "F"
    assert tv(render, "''") == "F"
    assert tv(render, "[]") == "F"
    assert tv(render, "{}") == "F"
    assert tv(render, "none") == "F"


def test_nan_false(render):
    assert tv(render, "10 ** 400 - 10 ** 400") == "F"


def test_true_strings(render):
    assert tv(render, "'0'") == "T"
    assert tv(render, "'false'") == "T"


def test_true_containers(render):
    assert tv(render, "[0]") == "T"
    assert tv(render, "{'a': none}") == "T"


def test_macro_true(render):
    ok(render("{% macro m() %}{% endmacro %}{% if m %}T{% endif %}"), "T")


def test_mapping_index_keys_first(render):
    ok(render('{{ {"b": 1, "10": 2, "a": 3, "2": 4} }}'), '{"2":4,"10":2,"b":1,"a":3}')


def test_mapping_leading_zero_key_not_index(render):
    ok(render('{{ {"b": 1, "01": 2, "0": 3} }}'), '{"0":3,"b":1,"01":2}')


def test_data_index_keys_first(render):
    ok(render("{% for k in m %}{{ k }},{% endfor %}", data={"m": {"z": 0, "5": 1, "1": 2}}), "1,5,z,")
