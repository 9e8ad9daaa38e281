"""Tests (`is NAME`)."""
import pytest

from conftest import run, render, out, fails, fails_msg, TNAME


def E(expr, *args, **kw):
    return out("{% macro m() %}{% endmacro %}{{ " + expr + " }}", *args, **kw)


@pytest.mark.parametrize("expr,expected", [
    ("6 is divisibleby(3)", "true"),
    ("6 is divisibleby 3", "true"),
    ("7 is divisibleby 3", "false"),
    ("1 is in [1, 2]", "true"),
    ("3 is in [1, 2]", "false"),
    ("none is sameas none", "true"),
    ("6 is divisibleby 3 == true", "true"),
    ("1 is sameas(-1)", "false"),
    ("4 is not even", "false"),
    ("3 is not even", "true"),
    ("x is not defined", "true"),
    ('"a" is in "cat"', "true"),
    ("2 is in xs", "true"),
    ("5 is divisibleby n", "true"),
    ("1 is defined and 2 is odd", "false"),
    ("1 is odd or false", "true"),
    ("'yes' if 2 is even else 'no'", "yes"),
    ("1 is number is true", "true"),
    ("[1, 2]|length is even", "true"),
])
def test_test_syntax(expr, expected):
    assert E(expr, v={"xs": [1, 2], "n": 5}) == expected


def test_unknown_test():
    fails("{{ 1 is foo }}", "unknown test 'foo'", "foo")


def test_unknown_test_unrendered():
    fails("{% if false %}{{ 1 is foo }}{% endif %}", "unknown test 'foo'", "foo")


def test_unknown_test_after_not():
    fails("{{ 1 is not bar }}", "unknown test 'bar'", "bar")


@pytest.mark.parametrize("expr,msg", [
    ("1 is odd(2)", "test 'odd' takes 0 arguments (1 given)"),
    ("1 is divisibleby", "test 'divisibleby' takes 1 argument (0 given)"),
    ("1 is divisibleby(1, 2)", "test 'divisibleby' takes 1 argument (2 given)"),
    ('"a" is divisibleby(1, 2)', "test 'divisibleby' takes 1 argument (2 given)"),
    ("1 is defined(1)", "test 'defined' takes 0 arguments (1 given)"),
    ("1 is eq", "test 'eq' takes 1 argument (0 given)"),
    ("1 is divisibleby true", "test 'divisibleby' expects a number, not boolean"),
    ('"a" is odd', "test 'odd' expects a number, not string"),
    ("x is odd", "test 'odd' expects a number, not undefined"),
    ("true is even", "test 'even' expects a number, not boolean"),
    ('4 is divisibleby "2"', "test 'divisibleby' expects a number, not string"),
    ("none is divisibleby 2", "test 'divisibleby' expects a number, not none"),
    ("1 is empty", "test 'empty' expects a string, list or mapping, not number"),
    ("none is empty", "test 'empty' expects a string, list or mapping, not none"),
    ("1 is lt 'a'", "cannot compare number and string"),
    ("1 is in 5", "argument of type number is not iterable"),
    ('"abc" is startingwith 1', "test 'startingwith' expects a string argument, not number"),
    ('"abc" is endingwith none', "test 'endingwith' expects a string argument, not none"),
])
def test_test_errors_at_is(expr, msg):
    tpl = "{{ " + expr + " }}"
    fails(tpl, msg, tpl.index(" is ") + 1)


def test_divisibleby_zero():
    fails_msg("{{ 1 is divisibleby 0 }}", "division by zero")


@pytest.mark.parametrize("tpl,msg,at", [
    ("{{ 1 is defined + 1 }}", "unexpected '+'", "+"),
    ("{{ 1 is defined ~ 'a' }}", "unexpected '~'", "~"),
    ("{{ 2 is in [1, 2]|list }}", "unexpected '|'", "|"),
    ("{{ 1 is sameas -1 }}", "unexpected '-'", "-"),
    ("{{ 4 is divisibleby(y=2) }}", "unexpected '='", "="),
    ("{{ 1 is }}", "unexpected end of tag", "}}"),
    ("{{ 1 is 5 }}", "unexpected number 5", "5"),
])
def test_test_syntax_errors(tpl, msg, at):
    fails(tpl, msg, at)


# ---------------------------------------------------------------- type tests

@pytest.mark.parametrize("expr,expected", [
    ("x is defined", "false"),
    ("1 is defined", "true"),
    ("none is defined", "true"),
    ("x is undefined", "true"),
    ("0 is undefined", "false"),
    ("none is none", "true"),
    ("0 is none", "false"),
    ("true is boolean", "true"),
    ("1 is boolean", "false"),
    ("false is false", "true"),
    ("0 is false", "false"),
    ("true is false", "false"),
    ("1 is number", "true"),
    ('"1" is number', "false"),
    ("true is number", "false"),
    ("(10 ** 400) is number", "true"),
    ("3.0 is integer", "true"),
    ("3.5 is integer", "false"),
    ("(10 ** 400) is integer", "false"),
    ('"3" is integer', "false"),
    ("(10 ** 400) is float", "true"),
    ("(10 ** 400 - 10 ** 400) is float", "true"),
    ("3 is float", "false"),
    ("2.5 is float", "true"),
    ('"a" is string', "true"),
    ('("a"|safe) is string', "true"),
    ("1 is string", "false"),
    ("[] is list", "true"),
    ('"ab" is list', "false"),
    ("{} is mapping", "true"),
    ("[] is mapping", "false"),
    ('"a" is sequence', "true"),
    ("[] is sequence", "true"),
    ("{} is sequence", "false"),
    ("{} is iterable", "true"),
    ('"" is iterable', "true"),
    ("1 is iterable", "false"),
    ("x is iterable", "false"),
    ("range is callable", "true"),
    ("m is callable", "true"),
    ('"a" is callable', "false"),
    ('"a".upper is callable', "true"),
    ('"abc" is lower', "true"),
    ('"a1" is lower', "true"),
    ('"" is lower', "true"),
    ('"123" is lower', "true"),
    ('"Ab" is lower', "false"),
    ("1 is lower", "false"),
    ('"ABC" is upper', "true"),
    ('"A1" is upper', "true"),
    ('"Ab" is upper', "false"),
    ("none is upper", "false"),
    ('"" is empty', "true"),
    ("[] is empty", "true"),
    ("{} is empty", "true"),
    ('"a" is empty', "false"),
    ("[0] is empty", "false"),
    ('("<"|safe) is escaped', "true"),
    ('"<" is escaped', "false"),
    ('("<"|e) is escaped', "true"),
    ('"upper" is filter', "true"),
    ('"d" is filter', "true"),
    ('"count" is filter', "true"),
    ('"nope" is filter', "false"),
    ('"odd" is filter', "false"),
    ("1 is filter", "false"),
    ('"odd" is test', "true"),
    ('"==" is test', "true"),
    ('"lessthan" is test', "true"),
    ('"upper" is test', "true"),
    ('"trim" is test', "false"),
    ("none is test", "false"),
])
def test_type_tests(expr, expected):
    assert E(expr) == expected


# ---------------------------------------------------------------- number tests

@pytest.mark.parametrize("expr,expected", [
    ("1 is odd", "true"),
    ("2 is odd", "false"),
    ("2 is even", "true"),
    ("1.5 is odd", "false"),
    ("1.5 is even", "false"),
    ("-3 is odd", "true"),
    ("-4 is even", "true"),
    ("0 is even", "true"),
    ("-0.0 is even", "true"),
    ("1e300 is even", "true"),
    ("2 ** 53 + 1 is even", "true"),
    ("7.5 is divisibleby 2.5", "true"),
    ("1 is divisibleby 0.1", "false"),
    ("7 is divisibleby 0.5", "true"),
    ("5 is divisibleby(-5)", "true"),
    ("-6 is divisibleby 4", "false"),
    ("-6 is divisibleby 3", "true"),
    ("0 is divisibleby 7", "true"),
    ("-0.0 is divisibleby 7", "true"),
    ("3.0 is odd", "true"),
    ("(10 ** 400) is even", "false"),
])
def test_number_tests(expr, expected):
    assert E(expr) == expected


# ---------------------------------------------------------------- comparison tests

@pytest.mark.parametrize("expr,expected", [
    ("1 is eq 1", "true"),
    ("1 is eq 2", "false"),
    ("1 is equalto 1", "true"),
    ("2 is ne 1", "true"),
    ("2 is ne 2", "false"),
    ("1 is lt 2", "true"),
    ("2 is lt 2", "false"),
    ("1 is lessthan 2", "true"),
    ("2 is le 2", "true"),
    ("3 is le 2", "false"),
    ("3 is gt 2", "true"),
    ("2 is gt 2", "false"),
    ("3 is greaterthan 2", "true"),
    ("2 is ge 3", "false"),
    ("3 is ge 3", "true"),
    ('1 is eq "1"', "false"),
    ('"b" is gt "a"', "true"),
    ('"a" is sameas "a"', "true"),
    ("1 is sameas 1.0", "true"),
    ("(10 ** 400 - 10 ** 400) is sameas (10 ** 400 - 10 ** 400)", "false"),
    ("[] is sameas []", "false"),
    ("{} is sameas {}", "false"),
    ("xs is sameas xs", "true"),
    ("x is sameas x", "false"),
    ("true is sameas 1", "false"),
    ("false is sameas false", "true"),
    ("m is sameas m", "true"),
    ('"abc" is startingwith "ab"', "true"),
    ('"abc" is startingwith "b"', "false"),
    ('1 is startingwith "1"', "false"),
    ('"abc" is endingwith "bc"', "true"),
    ('"abc" is endingwith "b"', "false"),
    ('[1] is endingwith "1"', "false"),
    ("[1,2,3]|select('==', 2)|list", "[2]"),
    ("[1,2,3]|select('<', 3)|list", "[1,2]"),
    ("[1,2,3]|reject('>=', 2)|list", "[1]"),
    ("[1,2,3]|select('!=', 2)|list", "[1,3]"),
    ("[1,2,3]|select('>', 1)|list", "[2,3]"),
    ("[1,2,3]|select('<=', 2)|list", "[1,2]"),
    ("[1,2,3]|select('ne', 2)|list", "[1,3]"),
])
def test_comparison_tests(expr, expected):
    assert E(expr, v={"xs": [1]}) == expected
