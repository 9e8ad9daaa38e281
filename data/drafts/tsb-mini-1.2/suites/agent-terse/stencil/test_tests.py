import pytest
from conftest import check_error

T = [
    ("1 + 1 is even", "true"), ("1 is odd is true", "true"),
    ("6 is divisibleby 3 == true", "true"), ("x is divisibleby(3)", "true"), ("x is divisibleby 4", "false"),
    ("2 is in [1, 2]", "true"), ("none is sameas none", "true"), ("4 is not even", "false"),
    ("FALSE is defined", "false"), ("none is defined", "true"), ("n is defined", "true"),
    ("x is undefined", "false"), ("zz is undefined", "true"),
    ("none is none", "true"), ("false is none", "false"),
    ("true is boolean", "true"), ("1 is boolean", "false"),
    ("true is true", "true"), ("1 is true", "false"), ("0 is false", "false"), ("false is false", "true"),
    ("1.5 is number", "true"), ("'1' is number", "false"), ("true is number", "false"),
    ("3.0 is integer", "true"), ("3.5 is integer", "false"), ("1e400 is integer", "false"),
    ("3.5 is float", "true"), ("3 is float", "false"), ("1e400 is float", "true"),
    ("'a' is string", "true"), ("('a'|safe) is string", "true"), ("1 is string", "false"),
    ("[] is list", "true"), ("'ab' is list", "false"), ("{} is mapping", "true"), ("[] is mapping", "false"),
    ("'ab' is sequence", "true"), ("[] is sequence", "true"), ("{} is sequence", "false"),
    ("{} is iterable", "true"), ("'a' is iterable", "true"), ("1 is iterable", "false"),
    ("range is callable", "true"), ("'a'.upper is callable", "true"), ("'a' is callable", "false"),
    ("'abc' is lower", "true"), ("'a1' is lower", "true"), ("'' is lower", "true"), ("'123' is lower", "true"), ("'aB' is lower", "false"), ("1 is lower", "false"),
    ("'AB1' is upper", "true"), ("'Ab' is upper", "false"), ("none is upper", "false"),
    ("'' is empty", "true"), ("[] is empty", "true"), ("{} is empty", "true"), ("' ' is empty", "false"),
    ("('<'|safe) is escaped", "true"), ("'<' is escaped", "false"), ("('<'|e) is escaped", "true"),
    ("'upper' is filter", "true"), ("'d' is filter", "true"), ("'nosuch' is filter", "false"), ("1 is filter", "false"),
    ("'==' is test", "true"), ("'odd' is test", "true"), ("'upper' is test", "false"),
    ("1.5 is odd", "false"), ("1.5 is even", "false"), ("-3 is odd", "true"), ("0 is even", "true"), ("-0.0 is even", "true"),
    ("1e300 is even", "true"), ("2 ** 53 + 1 is even", "true"),
    ("7.5 is divisibleby 2.5", "true"), ("1 is divisibleby 0.1", "false"), ("7 is divisibleby 0.5", "true"),
    ("5 is divisibleby(-5)", "true"), ("-6 is divisibleby 4", "false"), ("0 is divisibleby 7", "true"),
    ("1 is eq 1", "true"), ("1 is equalto 2", "false"), ("1 is == 1", "true"), ("1 is ne 2", "true"), ("1 is != 1", "false"),
    ("1 is lt 2", "true"), ("1 is lessthan 1", "false"), ("1 is < 2", "true"), ("2 is le 2", "true"), ("2 is <= 1", "false"),
    ("3 is gt 2", "true"), ("3 is greaterthan 4", "false"), ("3 is > 2", "true"), ("3 is ge 3", "true"), ("3 is >= 4", "false"),
    ("'a' is in 'abc'", "true"), ("3 is in [1, 2]", "false"),
    ("l is sameas l", "true"), ("[] is sameas []", "false"), ("'a' is sameas 'a'", "true"), ("1 is sameas 1.0", "true"),
    ("(0/1) is sameas 0", "true"), ("x is sameas(-0.0 + 6)", "true"), ("zz is sameas zz", "false"),
    ("'abc' is startingwith 'ab'", "true"), ("'abc' is endingwith 'bc'", "true"), ("1 is startingwith 'a'", "false"),
    ("'abc' is not startingwith 'b'", "true"),
    ("1 is sameas(-1)", "false"), ("x is divisibleby n", "true"), ("m.a is sameas m.a", "true"),
    ("1 is defined and 2 is odd", "false"), ("'a' if 1 is odd else 'b'", "a"),
]


@pytest.mark.parametrize("expr,out", T)
def test_test(st, expr, out):
    st.ok("{{ %s }}" % expr, out, "-J", "x=6", "-J", "n=3", "-J", "l=[1]", "-J", 'm={"a":[1]}')


def test_nan_not_sameas_itself(st):
    st.ok("{% set n = 1e400 - 1e400 %}{{ n is sameas n }}", "false")


def test_macro_sameas(st):
    st.ok("{% macro a() %}{% endmacro %}{% macro b() %}{% endmacro %}{{ a is sameas a }}{{ a is sameas b }}", "truefalse")


ERR = [
    ("{{ 'a' is divisibleby(1, 2) }}", "test 'divisibleby' takes 1 argument (2 given)", "is"),
    ("{{ 1 is divisibleby true }}", "test 'divisibleby' expects a number, not boolean", "is"),
    ("{{ 'a' is odd }}", "test 'odd' expects a number, not string", "is"),
    ("{{ x is even }}", "test 'even' expects a number, not undefined", "is"),
    ("{{ 1 is divisibleby 0 }}", "division by zero", None),
    ("{{ 1 is odd(2) }}", "test 'odd' takes 0 arguments (1 given)", "is"),
    ("{{ 1 is eq }}", "test 'eq' takes 1 argument (0 given)", "is"),
    ("{{ 5 is empty }}", "test 'empty' expects a string, list or mapping, not number", "is"),
    ("{{ 1 is lt 'a' }}", "cannot compare number and string", "is"),
    ("{{ 1 is in 5 }}", "argument of type number is not iterable", "is"),
    ("{{ 'a' is startingwith 1 }}", "test 'startingwith' expects a string argument, not number", "is"),
    ("{{ 'a' is endingwith none }}", "test 'endingwith' expects a string argument, not none", "is"),
    ("{{ 1 is nosuch }}", "unknown test 'nosuch'", "nosuch"),
]


@pytest.mark.parametrize("tpl,msg,anchor", ERR)
def test_test_errors(st, tpl, msg, anchor):
    check_error(st, tpl, msg, anchor)


def test_strict_undefined_test_arg(st):
    check_error(st, "{{ 1 is eq x }}", "'x' is undefined", "x", args=("--strict",))


def test_strict_undefined_test_value(st):
    check_error(st, "{{ x is odd }}", "'x' is undefined", "x", args=("--strict",))
