"""The `is` tests."""
import pytest


@pytest.mark.parametrize("expr,expected", [
    # defined / undefined / none
    ("x is defined", "false"),
    ("1 is defined", "true"),
    ("none is defined", "true"),
    ("x is undefined", "true"),
    ("0 is undefined", "false"),
    ("none is none", "true"),
    ("false is none", "false"),
    ("x is none", "false"),
    # booleans
    ("true is boolean", "true"),
    ("1 is boolean", "false"),
    ("true is true", "true"),
    ("1 is true", "false"),
    ("0 is true", "false"),
    ('"true" is true', "false"),
    ("false is false", "true"),
    ("0 is false", "false"),
    ("none is false", "false"),
    # numbers
    ("1 is number", "true"),
    ('"1" is number', "false"),
    ("true is number", "false"),
    ("3.0 is integer", "true"),
    ("3.5 is integer", "false"),
    ("(10 ** 400) is integer", "false"),
    ('"3" is integer', "false"),
    ("3.5 is float", "true"),
    ("3 is float", "false"),
    ("(10 ** 400) is float", "true"),
    ("(10 ** 400 - 10 ** 400) is float", "true"),
    ('"3.5" is float', "false"),
    # strings and containers
    ('"a" is string', "true"),
    ('("a"|safe) is string', "true"),
    ("1 is string", "false"),
    ("[] is list", "true"),
    ("{} is list", "false"),
    ('"ab" is list', "false"),
    ("{} is mapping", "true"),
    ("[] is mapping", "false"),
    ("[] is sequence", "true"),
    ('"a" is sequence', "true"),
    ("{} is sequence", "false"),
    ("{} is iterable", "true"),
    ('"" is iterable', "true"),
    ("[] is iterable", "true"),
    ("1 is iterable", "false"),
    ("x is iterable", "false"),
    # callables
    ("range is callable", "true"),
    ('"a".upper is callable', "true"),
    ("1 is callable", "false"),
    ('"range" is callable', "false"),
    ("dict is callable", "true"),
    # case
    ('"abc" is lower', "true"),
    ('"a1" is lower', "true"),
    ('"" is lower', "true"),
    ('"123" is lower', "true"),
    ('"Abc" is lower', "false"),
    ("1 is lower", "false"),
    ('"ABC" is upper', "true"),
    ('"A1" is upper', "true"),
    ('"aBC" is upper', "false"),
    ("1 is upper", "false"),
    ('"" is upper', "true"),
    # empty
    ('"" is empty', "true"),
    ("[] is empty", "true"),
    ("{} is empty", "true"),
    ("[0] is empty", "false"),
    ('" " is empty', "false"),
    # escaped
    ('("a"|safe) is escaped', "true"),
    ('"a" is escaped', "false"),
    ('("a"|e) is escaped', "true"),
    ('("a"|upper) is escaped', "false"),
    # filter / test names
    ('"upper" is filter', "true"),
    ('"e" is filter', "true"),
    ('"d" is filter', "true"),
    ('"count" is filter', "true"),
    ('"nope" is filter', "false"),
    ('"odd" is filter', "false"),
    ("1 is filter", "false"),
    ('"odd" is test', "true"),
    ('"==" is test', "true"),
    ('"in" is test', "true"),
    ('"lessthan" is test', "true"),
    ('"nope" is test', "false"),
    ('"upper" is test', "true"),
    ('"trim" is test', "false"),
    # negation
    ("x is not defined", "true"),
    ("1 is not number", "false"),
    ("none is not none", "false"),
])
def test_type_tests(st, expr, expected):
    st.ok("{{ %s }}" % expr, expected)


def test_callable_macro(st):
    st.ok("{% macro m() %}{% endmacro %}{{ m is callable }}", "true")


def test_callable_loop_cycle(st):
    st.ok("{% for i in [1] %}{{ loop.cycle is callable }}{{ loop is callable }}{% endfor %}", "truefalse")


@pytest.mark.parametrize("template,col,msg", [
    ("{{ 1 is empty }}", 6, "test 'empty' expects a string, list or mapping, not number"),
    ("{{ none is empty }}", 9, "test 'empty' expects a string, list or mapping, not none"),
    ("{{ x is empty }}", 6, "test 'empty' expects a string, list or mapping, not undefined"),
])
def test_empty_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


# ---------------------------------------------------------------- number tests

@pytest.mark.parametrize("expr,expected", [
    ("3 is odd", "true"),
    ("-3 is odd", "true"),
    ("4 is odd", "false"),
    ("1.5 is odd", "false"),
    ("1.5 is even", "false"),
    ("0 is even", "true"),
    ("-0.0 is even", "true"),
    ("1e300 is even", "true"),
    ("2 ** 53 + 1 is even", "true"),
    ("-4 is even", "true"),
    ("4 is not even", "false"),
    ("3.0 is odd", "true"),
    ("6 is divisibleby 3", "true"),
    ("6 is divisibleby(4)", "false"),
    ("7.5 is divisibleby 2.5", "true"),
    ("1 is divisibleby 0.1", "false"),
    ("7 is divisibleby 0.5", "true"),
    ("5 is divisibleby(-5)", "true"),
    ("-6 is divisibleby 4", "false"),
    ("-6 is divisibleby 3", "true"),
    ("0 is divisibleby 7", "true"),
    ("-0.0 is divisibleby 7", "true"),
    ("6 is not divisibleby 3", "false"),
    ("6 is divisibleby 3 == true", "true"),
    ("(10 ** 400) is odd", "false"),
])
def test_number_tests(st, expr, expected):
    st.ok("{{ %s }}" % expr, expected)


@pytest.mark.parametrize("template,col,msg", [
    ('{{ "a" is odd }}', 8, "test 'odd' expects a number, not string"),
    ("{{ x is odd }}", 6, "test 'odd' expects a number, not undefined"),
    ("{{ true is even }}", 9, "test 'even' expects a number, not boolean"),
    ("{{ none is even }}", 9, "test 'even' expects a number, not none"),
    ("{{ 1 is divisibleby true }}", 6, "test 'divisibleby' expects a number, not boolean"),
    ('{{ "6" is divisibleby 3 }}', 8, "test 'divisibleby' expects a number, not string"),
    ('{{ 6 is divisibleby "3" }}', 6, "test 'divisibleby' expects a number, not string"),
    ("{{ 1 is divisibleby 0 }}", 6, "division by zero"),
    ("{{ 1 is divisibleby -0.0 }}", 21, "unexpected '-'"),
    ('{{ "a" is divisibleby(1, 2) }}', 8, "test 'divisibleby' takes 1 argument (2 given)"),
    ("{{ 1 is divisibleby }}", 6, "test 'divisibleby' takes 1 argument (0 given)"),
    ("{{ 1 is odd(1) }}", 6, "test 'odd' takes 0 arguments (1 given)"),
    ("{{ 1 is defined(1, 2) }}", 6, "test 'defined' takes 0 arguments (2 given)"),
    ("{{ 1 is eq }}", 6, "test 'eq' takes 1 argument (0 given)"),
])
def test_number_test_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


def test_divisibleby_zero_parenthesised_negative(st):
    st.terr("{{ 1 is divisibleby(-0.0) }}", 1, 6, "division by zero")


# ---------------------------------------------------------------- comparison tests

@pytest.mark.parametrize("expr,expected", [
    ("1 is eq 1", "true"),
    ("1 is equalto 1", "true"),
    ('1 is eq "1"', "false"),
    ("1 is ne 2", "true"),
    ("1 is ne 1", "false"),
    ("1 is lt 2", "true"),
    ("1 is lessthan 2", "true"),
    ("2 is lt 1", "false"),
    ("1 is le 1", "true"),
    ("2 is gt 1", "true"),
    ("2 is greaterthan 1", "true"),
    ("2 is ge 2", "true"),
    ("1 is ge 2", "false"),
    ("2 is in [1, 2]", "true"),
    ('"b" is in "abc"', "true"),
    ("3 is in [1, 2]", "false"),
    ("1 is eq(1)", "true"),
    ("x is eq y", "true"),
    ('"a" is sameas "a"', "true"),
    ("1 is sameas 1.0", "true"),
    ("none is sameas none", "true"),
    ("true is sameas true", "true"),
    ("1 is sameas true", "false"),
    ("[] is sameas []", "false"),
    ("{} is sameas {}", "false"),
    ("xs is sameas xs", "true"),
    ("xs is sameas [1]", "false"),
    ("x is sameas x", "false"),
    ("(10 ** 400 - 10 ** 400) is sameas (10 ** 400 - 10 ** 400)", "false"),
    ("range is sameas range", "true"),
    ("1 is sameas(-1)", "false"),
    ('"abc" is startingwith "ab"', "true"),
    ('"abc" is startingwith "b"', "false"),
    ('"abc" is startingwith ""', "true"),
    ('1 is startingwith "1"', "false"),
    ('"abc" is endingwith "bc"', "true"),
    ('"abc" is endingwith "ab"', "false"),
    ('none is endingwith "e"', "false"),
    ("[1, 2, 3]|select('>', 1)|list == [2, 3]", "true"),
    ("[1, 2, 3]|select('==', 2)|list == [2]", "true"),
    ("[1, 2, 3]|select('<=', 2)|list == [1, 2]", "true"),
    ("[1, 2, 3]|reject('!=', 2)|list == [2]", "true"),
    ("[1, 2, 3]|select('>=', 2)|list == [2, 3]", "true"),
    ("[1, 2, 3]|select('<', 2)|list == [1]", "true"),
])
def test_comparison_tests(st, expr, expected):
    st.ok("{{ %s }}" % expr, expected, "-J", "xs=[1]")


def test_sameas_macro(st):
    st.ok("{% macro m() %}{% endmacro %}{% macro n() %}{% endmacro %}{{ m is sameas m }}{{ m is sameas n }}",
          "truefalse")


def test_sameas_set_alias(st):
    st.ok("{% set a = [1] %}{% set b = a %}{{ a is sameas b }}", "true")


@pytest.mark.parametrize("template,col,msg", [
    ('{{ 1 is lt "a" }}', 6, "cannot compare number and string"),
    ("{{ true is gt false }}", 9, "cannot compare boolean and boolean"),
    ("{{ 1 is in 5 }}", 6, "argument of type number is not iterable"),
    ('{{ 1 is in "a" }}', 6, "'in <string>' requires a string as left operand, not number"),
    ('{{ "a" is startingwith 1 }}', 8, "test 'startingwith' expects a string argument, not number"),
    ('{{ "a" is endingwith none }}', 8, "test 'endingwith' expects a string argument, not none"),
])
def test_comparison_test_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


# ---------------------------------------------------------------- test syntax

@pytest.mark.parametrize("template,col,msg", [
    ("{{ 1 is nope }}", 9, "unknown test 'nope'"),
    ("{% if false %}{{ 1 is nope }}{% endif %}", 23, "unknown test 'nope'"),
    ("{{ 1 is defined + 1 }}", 17, "unexpected '+'"),
    ("{{ 2 is in [1, 2]|list }}", 18, "unexpected '|'"),
    ("{{ 1 is sameas -1 }}", 16, "unexpected '-'"),
    ("{{ 4 is divisibleby(y=2) }}", 22, "unexpected '='"),
    ("{{ 1 is odd ~ 'a' }}", 13, "unexpected '~'"),
    ("{{ 1 is odd * 2 }}", 13, "unexpected '*'"),
    ("{{ 1 is }}", 9, "unexpected end of tag"),
    ("{{ 1 is 5 }}", 9, "unexpected number 5"),
    ('{{ 1 is "odd" }}', 9, "unexpected string"),
    ("{{ 1 is not }}", 13, "unexpected end of tag"),
])
def test_test_syntax_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


@pytest.mark.parametrize("expr,expected", [
    ("3 is divisibleby 3 and true", "true"),
    ("3 is odd or false", "true"),
    ("1 if 3 is odd else 2", "1"),
    ("2 is in xs", "true"),
    ("1 is eq xs[0]", "true"),
    ("1 is eq m.a", "true"),
    ("1 is sameas none", "false"),
    ("none is sameas None", "true"),
    ("true is sameas True", "true"),
    ("1 is odd == true", "true"),
    ("1 is odd is true", "true"),
    ("not 1 is odd", "false"),
    ('"abc" is startingwith "a" ~ "b"', None),
])
def test_test_argument_forms(st, expr, expected):
    if expected is None:
        st.terr("{{ %s }}" % expr, 1, 30, "unexpected '~'", "-J", "xs=[1,2]", "-J", 'm={"a": 1}')
    else:
        st.ok("{{ %s }}" % expr, expected, "-J", "xs=[1,2]", "-J", 'm={"a": 1}')


def test_test_argument_call_form(st):
    st.ok("{% macro two() %}2{% endmacro %}{{ '2' is eq two() }}", "true")
