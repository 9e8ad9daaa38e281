"""Reference tests: precedence, arithmetic, string/list operators, ~, comparisons, in, logic."""
from helpers import fails, ok


def err(render, template, message, *args, data=None):
    fails(render(template, *args, data=data), 1, "<stdin>:" + message)


def ev(render, expr, **data):
    r = render("{{ " + expr + " }}", data=data or None)
    assert r.code == 0, r.err
    return r.text


# ---- Operator precedence -------------------------------------------------------------------


def test_mul_before_add(render):
    assert ev(render, "1 + 2 * 3") == "7"


def test_left_associative_subtraction(render):
    assert ev(render, "10 - 3 - 2") == "5"


def test_left_associative_division(render):
    assert ev(render, "16 / 4 / 2") == "2"


def test_power_right_associative(render):
    assert ev(render, "2 ** 3 ** 2") == "512"


def test_unary_minus_below_power(render):
    assert ev(render, "-2 ** 2") == "-4"


def test_unary_minus_in_exponent(render):
    assert ev(render, "2 ** -1") == "0.5"


def test_filter_binds_tighter_than_unary(render):
    assert ev(render, "-3|abs") == "-3"


def test_filter_applies_to_right_operand_only(render):
    assert ev(render, "'a' ~ 'b'|upper") == "aB"


def test_concat_below_add(render):
    assert ev(render, "1 + 2 ~ 3") == "33"


def test_not_below_comparison(render):
    assert ev(render, "not 1 == 2") == "true"


def test_and_before_or(render):
    assert ev(render, "1 or 0 and 0") == "1"


def test_double_not(render):
    assert ev(render, "not not 5") == "true"


def test_repeated_unary(render):
    assert ev(render, "- - 3") == "3"
    assert ev(render, "+-3") == "-3"


def test_test_applies_to_concat_level(render):
    assert ev(render, "1 + 1 is even") == "true"


def test_test_applies_to_previous_test(render):
    assert ev(render, "1 is odd is true") == "true"


def test_test_binds_to_right_operand_of_comparison(render):
    err(render, "{{ 1 < 2 is true }}", "1:6: cannot compare number and boolean")


# ---- Arithmetic ----------------------------------------------------------------------------


def test_true_division(render):
    assert ev(render, "7 / 2") == "3.5"


def test_floor_division(render):
    assert ev(render, "7 // 2") == "3"
    assert ev(render, "-7 // 2") == "-4"
    assert ev(render, "7.5 // 2") == "3"


def test_modulo_sign_of_divisor(render):
    assert ev(render, "-7 % 3") == "2"
    assert ev(render, "7 % -3") == "-2"


def test_modulo_fraction(render):
    assert ev(render, "5.5 % 2") == "1.5"


def test_power(render):
    assert ev(render, "2 ** 0.5") == "1.4142135623730951"
    assert ev(render, "0 ** -1") == "inf"


def test_division_by_zero(render):
    err(render, "{{ 1 / 0 }}", "1:6: division by zero")


def test_floor_division_by_zero_float(render):
    err(render, "{{ 1 // 0.0 }}", "1:6: division by zero")


def test_modulo_by_negative_zero(render):
    err(render, "{{ 1 % -0 }}", "1:6: division by zero")


def test_unsupported_operands(render):
    err(render, "{{ 'a' - 1 }}", "1:8: unsupported operand types for -: string and number")


def test_boolean_not_number(render):
    err(render, "{{ true + 1 }}", "1:9: unsupported operand types for +: boolean and number")


def test_unary_minus_on_string(render):
    err(render, "{{ -'a' }}", "1:4: unsupported operand type for unary -: string")


def test_unary_plus_on_none(render):
    err(render, "{{ +none }}", "1:4: unsupported operand type for unary +: none")


def test_none_operand(render):
    err(render, "{{ 2 ** none }}", "1:6: unsupported operand types for **: number and none")


# ---- String and list operators -------------------------------------------------------------


def test_string_plus(render):
    assert ev(render, "'ab' + 'cd'") == "abcd"


def test_list_plus(render):
    assert ev(render, "[1] + [2, 3]") == "[1,2,3]"


def test_mixed_plus_error(render):
    err(render, "{{ [1] + 'a' }}", "1:8: unsupported operand types for +: list and string")


def test_string_times(render):
    assert ev(render, "'ab' * 2") == "abab"


def test_string_times_negative(render):
    assert ev(render, "'[' ~ 'ab' * -1 ~ ']'") == "[]"


def test_list_times(render):
    assert ev(render, "[1, 2] * 2") == "[1,2,1,2]"
    assert ev(render, "[1] * 0") == "[]"


def test_number_times_string_error(render):
    err(render, "{{ 3 * 'a' }}", "1:6: unsupported operand types for *: number and string")


def test_string_times_fraction_error(render):
    err(render, "{{ 'a' * 1.5 }}", "1:8: unsupported operand types for *: string and number")


# ---- Concatenation -------------------------------------------------------------------------


def test_concat_numbers(render):
    assert ev(render, "1 ~ 2") == "12"


def test_concat_none_and_list(render):
    assert ev(render, "'a' ~ none ~ [1] ~ true") == "a[1]true"


def test_concat_result_not_safe(render):
    ok(render("{{ '<'|safe ~ '' }}", "-e"), "&lt;")


# ---- Comparisons ---------------------------------------------------------------------------


def test_equality_types_differ(render):
    assert ev(render, "1 == '1'") == "false"
    assert ev(render, "1 == true") == "false"


def test_equality_nan(render):
    assert ev(render, "(10**400 - 10**400) == (10**400 - 10**400)") == "false"


def test_equality_lists_and_mappings(render):
    assert ev(render, "[1, [2]] == [1, [2]]") == "true"
    assert ev(render, "{'a': 1, 'b': 2} == {'b': 2, 'a': 1}") == "true"
    assert ev(render, "{'a': 1} == {'a': 1, 'b': 2}") == "false"


def test_safe_equals_plain(render):
    assert ev(render, "'a'|safe == 'a'") == "true"


def test_macro_equality(render):
    ok(render("{% macro m() %}{% endmacro %}{% macro n() %}{% endmacro %}{{ m == m }} {{ m == n }}"), "true false")


def test_not_equal(render):
    assert ev(render, "1 != 2") == "true"
    assert ev(render, "[1] != [1]") == "false"


def test_ordering_numbers(render):
    assert ev(render, "2 < 10") == "true"
    assert ev(render, "2 >= 2") == "true"


def test_ordering_strings_code_units(render):
    assert ev(render, "'B' < 'a'") == "true"
    assert ev(render, "'10' < '9'") == "true"


def test_ordering_mixed_error(render):
    err(render, "{{ 1 < 'a' }}", "1:6: cannot compare number and string")


def test_ordering_lists_error(render):
    err(render, "{{ [1] <= [2] }}", "1:8: cannot compare list and list")


def test_chained_comparison(render):
    assert ev(render, "1 < 2 < 3") == "true"
    assert ev(render, "1 < 3 < 2") == "false"
    assert ev(render, "1 != 2 != 1") == "true"


def test_chain_stops_at_false(render):
    assert ev(render, "3 < 2 < 'a'") == "false"


def test_chain_error_after_true(render):
    err(render, "{{ 1 < 2 < 'a' }}", "1:10: cannot compare number and string")


# ---- Membership ----------------------------------------------------------------------------


def test_substring(render):
    assert ev(render, "'ell' in 'hello'") == "true"
    assert ev(render, "'' in 'x'") == "true"


def test_substring_needs_string(render):
    err(render, "{{ 1 in 'a1' }}", "1:6: 'in <string>' requires a string as left operand, not number")


def test_list_membership(render):
    assert ev(render, "[1] in [[1], 2]") == "true"
    assert ev(render, "'1' in [1]") == "false"


def test_mapping_membership(render):
    assert ev(render, "'a' in {'a': 0}") == "true"
    assert ev(render, "1 in {'1': 0}") == "true"
    assert ev(render, "0 in {'a': 0}") == "false"
    assert ev(render, "none in {'a': 0}") == "false"


def test_not_in(render):
    assert ev(render, "3 not in [1, 2]") == "true"


def test_in_not_iterable(render):
    err(render, "{{ 1 in 5 }}", "1:6: argument of type number is not iterable")


def test_not_in_error_at_not(render):
    err(render, "{{ 1 not in none }}", "1:6: argument of type none is not iterable")


# ---- Logical operators ---------------------------------------------------------------------


def test_and_returns_operand(render):
    assert ev(render, "1 and 2") == "2"
    assert ev(render, "0 and 2") == "0"


def test_or_returns_operand(render):
    assert ev(render, "0 or 'z'") == "z"
    assert ev(render, "'a' or 'z'") == "a"


def test_and_short_circuit(render):
    assert ev(render, "0 and 1/0") == "0"


def test_or_short_circuit(render):
    assert ev(render, "1 or 1/0") == "1"


def test_not_boolean(render):
    assert ev(render, "not ''") == "true"
    assert ev(render, "not [1]") == "false"


# ---- Conditional expressions ---------------------------------------------------------------


def test_conditional(render):
    assert ev(render, "'y' if 1 else 'n'") == "y"
    assert ev(render, "'y' if 0 else 'n'") == "n"


def test_conditional_nested_else(render):
    assert ev(render, "1 if 0 else 2 if 0 else 3") == "3"


def test_conditional_other_branch_not_evaluated(render):
    assert ev(render, "1 if true else 1/0") == "1"


def test_conditional_without_else(render):
    ok(render("[{{ 'y' if 0 }}]"), "[]")


def test_conditional_without_else_name(render):
    ok(render("{{ 'y' if 0 }}", "-u", "debug"), "{{ (expression) }}")


def test_conditional_not_in_for_iterable(render):
    ok(render("{% for x in ([1] if true else [2]) %}{{ x }}{% endfor %}"), "1")
