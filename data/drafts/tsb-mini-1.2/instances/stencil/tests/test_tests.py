"""Reference tests: `is` tests and filter argument binding."""
from helpers import fails, ok


def err(render, template, message, *args, data=None):
    fails(render(template, *args, data=data), 1, "<stdin>:" + message)


def ev(render, expr, **data):
    r = render("{{ " + expr + " }}", data=data or None)
    assert r.code == 0, r.err
    return r.text


# ---- Tests ---------------------------------------------------------------------------------


def test_is_and_is_not(render):
    assert ev(render, "none is none") == "true"
    assert ev(render, "1 is not none") == "true"


def test_argument_in_parentheses(render):
    assert ev(render, "9 is divisibleby(3)") == "true"


def test_argument_without_parentheses(render):
    assert ev(render, "9 is divisibleby 4") == "false"


def test_argument_list_without_parentheses(render):
    assert ev(render, "2 is in [1, 2]") == "true"


def test_argument_none_without_parentheses(render):
    assert ev(render, "none is sameas none") == "true"


def test_argument_name_without_parentheses(render):
    assert ev(render, "3 is eq n", n=3) == "true"


def test_test_followed_by_and(render):
    assert ev(render, "x is defined and 1") == "false"


def test_unknown_test(render):
    err(render, "{% if false %}{{ 1 is nothing }}{% endif %}", "1:23: unknown test 'nothing'")


def test_wrong_argument_count(render):
    err(render, "{{ 1 is odd(2) }}", "1:6: test 'odd' takes 0 arguments (1 given)")


def test_wrong_argument_count_one(render):
    err(render, "{{ 1 is divisibleby }}", "1:6: test 'divisibleby' takes 1 argument (0 given)")


def test_extra_name_taken_as_argument(render):
    err(render, "{{ 1 is defined x }}", "1:6: test 'defined' takes 0 arguments (1 given)")


# ---- Type tests ----------------------------------------------------------------------------


def test_defined_undefined(render):
    assert ev(render, "a is defined", a=None) == "true"
    assert ev(render, "b is undefined") == "true"


def test_boolean_true_false(render):
    assert ev(render, "false is boolean") == "true"
    assert ev(render, "1 is true") == "false"
    assert ev(render, "true is true") == "true"
    assert ev(render, "0 is false") == "false"


def test_number_integer_float(render):
    assert ev(render, "3.0 is integer") == "true"
    assert ev(render, "3.5 is float") == "true"
    assert ev(render, "3 is float") == "false"
    assert ev(render, "'3' is number") == "false"


def test_infinity_is_float(render):
    assert ev(render, "10 ** 400 is float") == "true"
    assert ev(render, "10 ** 400 is integer") == "false"


def test_string_list_mapping(render):
    assert ev(render, "'a'|safe is string") == "true"
    assert ev(render, "[] is list") == "true"
    assert ev(render, "{} is mapping") == "true"
    assert ev(render, "[] is mapping") == "false"


def test_sequence_iterable(render):
    assert ev(render, "'a' is sequence") == "true"
    assert ev(render, "{} is sequence") == "false"
    assert ev(render, "{} is iterable") == "true"
    assert ev(render, "1 is iterable") == "false"


def test_callable(render):
    ok(render("{% macro m() %}{% endmacro %}{{ m is callable }} {{ range is callable }} {{ 'm' is callable }}"),
       "true true false")


def test_lower_upper(render):
    assert ev(render, "'a1' is lower") == "true"
    assert ev(render, "'123' is upper") == "true"
    assert ev(render, "'aB' is lower") == "false"
    assert ev(render, "1 is lower") == "false"


def test_empty(render):
    assert ev(render, "'' is empty") == "true"
    assert ev(render, "[0] is empty") == "false"
    assert ev(render, "{} is empty") == "true"


def test_empty_type_error(render):
    err(render, "{{ 1 is empty }}", "1:6: test 'empty' expects a string, list or mapping, not number")


# ---- Number tests --------------------------------------------------------------------------


def test_odd_even(render):
    assert ev(render, "3 is odd") == "true"
    assert ev(render, "-3 is odd") == "true"
    assert ev(render, "-4 is even") == "true"
    assert ev(render, "0 is even") == "true"


def test_fraction_neither_odd_nor_even(render):
    assert ev(render, "1.5 is odd") == "false"
    assert ev(render, "1.5 is even") == "false"


def test_divisibleby_fraction(render):
    assert ev(render, "7.5 is divisibleby 2.5") == "true"


def test_divisibleby_zero(render):
    err(render, "{{ 4 is divisibleby 0 }}", "1:6: division by zero")


def test_number_test_type_error(render):
    err(render, "{{ 'a' is odd }}", "1:8: test 'odd' expects a number, not string")


def test_divisibleby_argument_type_error(render):
    err(render, "{{ 4 is divisibleby '2' }}", "1:6: test 'divisibleby' expects a number, not string")


# ---- Comparison tests ----------------------------------------------------------------------


def test_comparison_test_names(render):
    assert ev(render, "5 is gt 3") == "true"
    assert ev(render, "5 is greaterthan 7") == "false"
    assert ev(render, "5 is lessthan 7") == "true"
    assert ev(render, "5 is le 5") == "true"
    assert ev(render, "5 is ge 6") == "false"
    assert ev(render, "5 is ne 5") == "false"
    assert ev(render, "[1] is equalto [1]") == "true"


def test_comparison_test_symbols(render):
    assert ev(render, "5 is > 3") == "true"
    assert ev(render, "5 is == 5") == "true"
    assert ev(render, "5 is != 5") == "false"
    assert ev(render, "5 is <= 4") == "false"


def test_comparison_test_error(render):
    err(render, "{{ 5 is lt 'a' }}", "1:6: cannot compare number and string")


def test_in_test(render):
    assert ev(render, "'b' is in 'abc'") == "true"


def test_sameas(render):
    assert ev(render, "'a' is sameas 'a'") == "true"
    assert ev(render, "[] is sameas []") == "false"
    assert ev(render, "x is sameas x", x=[1]) == "true"
    assert ev(render, "1 is sameas true") == "false"


def test_sameas_undefined(render):
    assert ev(render, "u is sameas v") == "false"


def test_startingwith_endingwith(render):
    assert ev(render, "'hello' is startingwith 'he'") == "true"
    assert ev(render, "'hello' is endingwith 'lo'") == "true"
    assert ev(render, "5 is startingwith '5'") == "false"


def test_startingwith_bad_argument(render):
    err(render, "{{ 'a' is startingwith 1 }}", "1:8: test 'startingwith' expects a string argument, not number")


# ---- Filter syntax and arguments -----------------------------------------------------------


def test_filter_chain(render):
    assert ev(render, "'  ab '|trim|upper") == "AB"


def test_keyword_argument(render):
    assert ev(render, "'a-b-c'|replace('-', '+', count=1)") == "a+b-c"


def test_trailing_comma_in_arguments(render):
    assert ev(render, "'ab'|replace('a', 'x',)") == "xb"


def test_positional_after_keyword(render):
    err(render, "{{ 'a'|replace(old='a', 'b') }}", "1:25: positional argument follows keyword argument")


def test_unknown_filter_even_unrendered(render):
    err(render, "{% if false %}{{ 1|frob }}{% endif %}", "1:20: unknown filter 'frob'")


def test_too_many_arguments(render):
    err(render, "{{ 'a'|upper(1) }}", "1:8: filter 'upper' takes at most 0 arguments (1 given)")


def test_too_many_arguments_singular(render):
    err(render, "{{ 'a'|center(1, 2) }}", "1:8: filter 'center' takes at most 1 argument (2 given)")


def test_unexpected_keyword(render):
    err(render, "{{ 'a'|center(size=3) }}", "1:8: filter 'center' got an unexpected keyword argument 'size'")


def test_multiple_values(render):
    err(render, "{{ 'a'|center(3, width=4) }}", "1:8: filter 'center' got multiple values for argument 'width'")


def test_missing_required(render):
    err(render, "{{ 'a'|replace('a') }}", "1:8: filter 'replace' missing required argument 'new'")


def test_binding_error_before_value_check(render):
    err(render, "{{ 5|batch }}", "1:6: filter 'batch' missing required argument 'size'")


def test_aliases(render):
    assert ev(render, "x|d('z')") == "z"
    assert ev(render, "'<'|e") == "&lt;"
    assert ev(render, "[1, 2]|count") == "2"


def test_string_filter_uses_text_form(render):
    assert ev(render, "5|upper") == "5"
    assert ev(render, "true|upper") == "TRUE"


def test_string_argument_type_error(render):
    err(render, "{{ 'a'|replace(1, 'b') }}", "1:8: filter 'replace' expects a string for 'old', not number")


def test_integer_argument_type_error_number(render):
    err(render, "{{ 'a'|center(2.5) }}", "1:8: filter 'center' expects an integer for 'width', not 2.5")


def test_integer_argument_type_error_type(render):
    err(render, "{{ 'a'|center('3') }}", "1:8: filter 'center' expects an integer for 'width', not string")


def test_sequence_type_error(render):
    err(render, "{{ 5|first }}", "1:6: filter 'first' expects a sequence, not number")


def test_mapping_type_error(render):
    err(render, "{{ [1]|items }}", "1:8: filter 'items' expects a mapping, not list")


def test_undefined_sequence_empty(render):
    assert ev(render, "x|list") == "[]"
