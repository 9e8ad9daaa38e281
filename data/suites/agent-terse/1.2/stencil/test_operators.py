"""Operators: precedence, arithmetic, string/list operators, ~, comparisons, membership, logic, conditionals."""
import pytest

from conftest import run, render, out, fails, fails_msg, TNAME


def E(expr, *args, **kw):
    return out("{{ " + expr + " }}", *args, **kw)


# ---------------------------------------------------------------- precedence

@pytest.mark.parametrize("expr,expected", [
    ("10 - 3 - 2", "5"),
    ("-2 ** 2", "-4"),
    ("2 ** -1", "0.5"),
    ("2 ** 3 ** 2", "512"),
    ("(2 ** 3) ** 2", "64"),
    ("1 ~ 2 + 3", "15"),
    ("1 + 2 ~ 3", "33"),
    ("1 + 1 is even", "true"),
    ("1 is odd is true", "true"),
    ("not not 1", "true"),
    ("0 or 1 and 2", "2"),
    ("not 0 and 0", "0"),
    ("not 1 == 2", "true"),
    ("not 1 in [1]", "false"),
    ("2 * 3 + 4", "10"),
    ("2 + 3 * 4", "14"),
    ("-3 ** 2", "-9"),
    ("(-3) ** 2", "9"),
    ("7 - -2", "9"),
    ("--2", "2"),
    ("+-2", "-2"),
    ("2 ** 3 * 2", "16"),
    ("10 % 3 * 2", "2"),
    ("12 / 2 / 3", "2"),
    ("1 ~ 2 == '12'", "true"),
    ("-2|abs", "-2"),
    ("(-2)|abs", "2"),
    ("2 * -1", "-2"),
    ("1 - 2 * 3 ** 2", "-17"),
    ("'a' ~ 1 + 1", "a2"),
])
def test_precedence(expr, expected):
    assert E(expr) == expected


def test_filter_binds_tighter_than_unary_minus():
    assert E("-x|abs", v={"x": 3}) == "-3"


def test_filter_applies_to_operand_only():
    fails("{{ 1 + x|string }}", "unsupported operand types for +: number and string", "+", v={"x": 2})


def test_comparison_then_test():
    fails("{{ 1 < 2 is true }}", "cannot compare number and boolean", "<")


# ---------------------------------------------------------------- arithmetic

@pytest.mark.parametrize("expr,expected", [
    ("7 / 2", "3.5"),
    ("7 // 2", "3"),
    ("-7 // 2", "-4"),
    ("7.5 // 2", "3"),
    ("-7 % 3", "2"),
    ("7 % -3", "-2"),
    ("5.5 % 2", "1.5"),
    ("7 % 3", "1"),
    ("2 ** 0.5", "1.4142135623730951"),
    ("0 ** -1", "inf"),
    ("+5", "5"),
    ("1 + 2", "3"),
    ("1.5 * 2", "3"),
    ("0.1 * 3", "0.30000000000000004"),
    ("2 ** 10", "1024"),
    ("-7 // -2", "3"),
    ("7 // -2", "-4"),
])
def test_arithmetic(expr, expected):
    assert E(expr) == expected


@pytest.mark.parametrize("expr,msg,at", [
    ("1 / 0", "division by zero", "/"),
    ("1 // 0.0", "division by zero", "//"),
    ("1 % -0.0", "division by zero", "%"),
    ("1 / -0.0", "division by zero", "/"),
    ('"a" - 1', "unsupported operand types for -: string and number", "-"),
    ("true + 1", "unsupported operand types for +: boolean and number", "+"),
    ("none * 2", "unsupported operand types for *: none and number", "*"),
    ("[1] - [1]", "unsupported operand types for -: list and list", "-"),
    ("{} / 1", "unsupported operand types for /: mapping and number", "/"),
    ("2 ** '2'", "unsupported operand types for **: number and string", "**"),
    ('5 // "1"', "unsupported operand types for //: number and string", "//"),
    ('"4" % 2', "unsupported operand types for %: string and number", "%"),
    ('-"a"', "unsupported operand type for unary -: string", "-"),
    ('+"a"', "unsupported operand type for unary +: string", "+"),
    ("-none", "unsupported operand type for unary -: none", "-"),
    ("-[1]", "unsupported operand type for unary -: list", "-"),
    ("-true", "unsupported operand type for unary -: boolean", "-"),
    ("1 + range", "unsupported operand types for +: number and macro", "+"),
])
def test_arithmetic_errors(expr, msg, at):
    tpl = "{{ " + expr + " }}"
    fails(tpl, msg, at)


def test_unary_error_location_inner():
    fails('{{ 1 + -"a" }}', "unsupported operand type for unary -: string", "-")


# ---------------------------------------------------------------- string and list operators

@pytest.mark.parametrize("expr,expected", [
    ('"a" + "b"', "ab"),
    ("[1] + [2]", "[1,2]"),
    ('"ab" * 2', "abab"),
    ('"ab" * 0', ""),
    ('"ab" * -1', ""),
    ("[1] * 3", "[1,1,1]"),
    ("[1] * 0", "[]"),
    ("[1, 2] * -2", "[]"),
    ('"ab" * 2.0', "abab"),
    ('"" * 5', ""),
    ('"a" + ""', "a"),
    ("[] * 3", "[]"),
    ("[1] + []", "[1]"),
    ('("a"|safe) + "b"', "ab"),
])
def test_string_list_operators(expr, expected):
    assert E(expr) == expected


@pytest.mark.parametrize("expr,msg,at", [
    ('"a" + 1', "unsupported operand types for +: string and number", "+"),
    ('[1] + "a"', "unsupported operand types for +: list and string", "+"),
    ("[1] + {}", "unsupported operand types for +: list and mapping", "+"),
    ('3 * "a"', "unsupported operand types for *: number and string", "*"),
    ("3 * [1]", "unsupported operand types for *: number and list", "*"),
    ('"a" * 1.5', "unsupported operand types for *: string and number", "*"),
    ('"a" * true', "unsupported operand types for *: string and boolean", "*"),
    ('"a" * none', "unsupported operand types for *: string and none", "*"),
    ("{} * 2", "unsupported operand types for *: mapping and number", "*"),
    ('"a" * "b"', "unsupported operand types for *: string and string", "*"),
    ("[1] * 1.5", "unsupported operand types for *: list and number", "*"),
    ("x * 2", "unsupported operand types for *: undefined and number", "*"),
])
def test_string_list_operator_errors(expr, msg, at):
    fails("{{ " + expr + " }}", msg, at)


def test_safe_repeat_not_safe():
    assert E('("<"|safe) * 2', "-e") == "&lt;&lt;"


def test_safe_concat_plus_not_safe():
    assert E('("<"|safe) + "<"', "-e") == "&lt;&lt;"


def test_list_plus_new_list():
    assert out("{% set a = [1] %}{% set b = a + [] %}{% do a.append(2) %}{{ b }}{{ a }}") == "[1][1,2]"


def test_list_repeat_new_list():
    assert out("{% set a = [1] %}{% set b = a * 1 %}{% do a.append(2) %}{{ b }}") == "[1]"


def test_list_repeat_shares_items():
    assert out("{% set c = [[1]] * 2 %}{% do c[0].append(9) %}{{ c }}") == "[[1,9],[1,9]]"


# ---------------------------------------------------------------- concatenation

@pytest.mark.parametrize("expr,expected", [
    ("1 ~ 2", "12"),
    ('"a" ~ none', "a"),
    ('"x" ~ [1]', "x[1]"),
    ("1 ~ 2.50", "12.5"),
    ('-0.0 ~ ""', "0"),
    ('"x" ~ 1e21', "x1e+21"),
    ("true ~ false", "truefalse"),
    ('{"a": none} ~ ""', '{"a":null}'),
    ('"a" ~ range ~ "b"', "ab"),
    ('"a" ~ "b"|upper', "aB"),
    ('("a" ~ "b")|upper', "AB"),
    ('"a" ~ x ~ "b"', "ab"),
    ('("a"|safe ~ "b") is escaped', "false"),
    ('"x" ~ (10 ** 400)', "xinf"),
])
def test_concatenation(expr, expected):
    assert E(expr) == expected


def test_concat_safe_not_safe():
    assert E('("<"|safe) ~ ("<"|safe)', "-e") == "&lt;&lt;"


def test_concat_not_without_parens():
    fails('{{ "a" ~ not 1 }}', "unexpected 'not'", "not")


def test_concat_debug_undefined_empty():
    assert E('"a" ~ x', "-u", "debug") == "a"


def test_concat_error_in_operand():
    fails('{{ "a" ~ (1 / 0) }}', "division by zero", "/")


def test_concat_left_error_first():
    fails("{{ (1 / 0) ~ (2 // 0) }}", "division by zero", "/")


# ---------------------------------------------------------------- comparisons

@pytest.mark.parametrize("expr,expected", [
    ('1 == "1"', "false"),
    ("1 == true", "false"),
    ("0 == false", "false"),
    ("0 == -0", "true"),
    ("1 == 1.0", "true"),
    ("(10 ** 400 - 10 ** 400) == (10 ** 400 - 10 ** 400)", "false"),
    ("(10 ** 400 - 10 ** 400) != (10 ** 400 - 10 ** 400)", "true"),
    ('"a" == "a"|safe', "true"),
    ("[1, [2]] == [1, [2]]", "true"),
    ("[1, 2] == [2, 1]", "false"),
    ('{"a": 1, "b": 2} == {"b": 2, "a": 1}', "true"),
    ('{"a": 1} == {"a": 2}', "false"),
    ('{"a": 1} == {"a": 1, "b": 2}', "false"),
    ("none == none", "true"),
    ("none == false", "false"),
    ("range == range", "true"),
    ('"a".upper == "a".upper', "false"),
    ("m == m", "true"),
    ('"B" < "a"', "true"),
    ('"10" < "9"', "true"),
    ("2 < 10", "true"),
    ('"😀" < "\\uffff"', "true"),
    ('"a" < "ab"', "true"),
    ("1 <= 1", "true"),
    ("2 >= 3", "false"),
    ("3 > 2", "true"),
    ("1 < 2 < 3", "true"),
    ("3 < 2 < 'a'", "false"),
    ("1 < 3 > 2", "true"),
    ("1 == 1 == 1", "true"),
    ("2 > 1 > 1", "false"),
    ("(1 < 2) is boolean", "true"),
    ("1 != 2", "true"),
    ('"abc" != "abc"', "false"),
    ("[] == []", "true"),
    ("[none] == [x]", "false"),
])
def test_comparisons(expr, expected):
    assert out("{% macro m() %}{% endmacro %}{{ " + expr + " }}") == expected


@pytest.mark.parametrize("expr,msg,at", [
    ("true < false", "cannot compare boolean and boolean", "<"),
    ("[1] < [2]", "cannot compare list and list", "<"),
    ('1 < "a"', "cannot compare number and string", "<"),
    ('"a" >= 1', "cannot compare string and number", ">="),
    ("none > none", "cannot compare none and none", ">"),
    ("{} <= {}", "cannot compare mapping and mapping", "<="),
    ('1 < 2 < "a"', "cannot compare number and string", ("<", 1)),
])
def test_comparison_errors(expr, msg, at):
    fails("{{ " + expr + " }}", msg, at)


# ---------------------------------------------------------------- membership

@pytest.mark.parametrize("expr,expected", [
    ('"b" in "abc"', "true"),
    ('"d" in "abc"', "false"),
    ('"" in "abc"', "true"),
    ('"" in ""', "true"),
    ('"bc" in "abc"', "true"),
    ("2 in [1, 2]", "true"),
    ("[1] in [[1]]", "true"),
    ('{"a": 1} in [{"a": 1}]', "true"),
    ('1 in ["1"]', "false"),
    ("true in [1]", "false"),
    ("0 in [false]", "false"),
    ('"A" in ["a"]', "false"),
    ("[1, 2] in [1, 2]", "false"),
    ('"a" in {"a": 1}', "true"),
    ('"b" in {"a": 1}', "false"),
    ('1 in {"1": 0}', "true"),
    ('1.5 in {"1.5": 0}', "true"),
    ('1e21 in {"1e+21": 0}', "true"),
    ('-0.0 in {"0": 0}', "true"),
    ('true in {"true": 0}', "false"),
    ('none in {"none": 0}', "false"),
    ('[] in {"a": 1}', "false"),
    ("3 not in [1]", "true"),
    ("1 not in [1]", "false"),
    ('"a" not in "abc"', "false"),
    ('"a" in "a" in [true]', "false"),
    ('"a" ~ "b" in "xab"', "true"),
    ('"B" in "abc"|upper', "true"),
    ("3 is odd in [true]", "true"),
    ('("b"|safe) in "abc"', "true"),
    ('"b" in ("abc"|safe)', "true"),
    ('"a" in ["a"|safe]', "true"),
    ("x in [1]", "false"),
    ("1 in x", "false"),
])
def test_membership(expr, expected):
    assert E(expr) == expected


@pytest.mark.parametrize("expr,msg,at", [
    ('1 in "abc"', "'in <string>' requires a string as left operand, not number", "in"),
    ('none in "abc"', "'in <string>' requires a string as left operand, not none", "in"),
    ('["a"] in "abc"', "'in <string>' requires a string as left operand, not list", "in"),
    ("1 in 5", "argument of type number is not iterable", "in"),
    ("1 in none", "argument of type none is not iterable", "in"),
    ("1 in true", "argument of type boolean is not iterable", "in"),
    ("1 in range", "argument of type macro is not iterable", "in"),
    ("1 not in 5", "argument of type number is not iterable", "not"),
    ('2 not in "abc"', "'in <string>' requires a string as left operand, not number", "not"),
])
def test_membership_errors(expr, msg, at):
    fails("{{ " + expr + " }}", msg, at)


def test_membership_strict_left():
    fails("{{ x in [1] }}", "'x' is undefined", "x", "--strict")


def test_membership_strict_right():
    fails("{{ 1 in x }}", "'x' is undefined", "x", "--strict")


# ---------------------------------------------------------------- logical

@pytest.mark.parametrize("expr,expected", [
    ("1 and 2", "2"),
    ('0 or "z"', "z"),
    ("0 and 1/0", "0"),
    ("1 or 1/0", "1"),
    ("0 or false", "false"),
    ("[] and x", "[]"),
    ("(0 and 1) is number", "true"),
    ("(x or y) is defined", "false"),
    ("not 0", "true"),
    ("not 1", "false"),
    ('not ""', "true"),
    ("not []", "true"),
    ("(none or none) is none", "true"),
    ("1 and 0", "0"),
    ('"" or [] or 3', "3"),
    ("1 and 2 and 3", "3"),
    ("(not 3) is boolean", "true"),
    ('(1 and "a") is string', "true"),
])
def test_logical(expr, expected):
    assert E(expr) == expected


def test_or_keeps_safe():
    assert E('("<"|safe) or "b"', "-e") == "<"


def test_and_result_escaped():
    assert E('1 and "<"', "-e") == "&lt;"


def test_strict_or_right_not_used():
    assert E("1 or x", "--strict") == "1"


def test_strict_defined_and():
    assert E("x is defined and x", "--strict") == "false"


# ---------------------------------------------------------------- conditional expressions

@pytest.mark.parametrize("expr,expected", [
    ("1 if true else 2", "1"),
    ("1 if false else 2", "2"),
    ("1 if x else 2 if y else 3", "3"),
    ("1 if 2 else 3 or 4", "1"),
    ("(1 if 0 else 3) or 4", "3"),
    ("1 if 0 else 3 or 4", "3"),
    ("not 1 if 1 else 2", "false"),
    ("1 if 0", ""),
    ("(1 if 0)|default('d')", "d"),
    ("[1 if 0]", "[null]"),
    ("(1 if 0) is defined", "false"),
    ("1/0 if 0 else 2", "2"),
    ("1 if 1 else 1/0", "1"),
    ("'a' if 0 or 1 else 'b'", "a"),
    ("1 if x.y else 2", "2"),
    ("[1, 2] if true else 3", "[1,2]"),
    ("(1 if 0) == x", "true"),
])
def test_conditional(expr, expected):
    assert E(expr) == expected


def test_conditional_taken_branch_error():
    fails("{{ 1 if 0 else 1/0 }}", "division by zero", "/")


def test_conditional_nested_condition_needs_parens():
    fails("{{ 1 if 0 if 1 else 2 else 3 }}", "unexpected 'if'", ("if", 1))


def test_conditional_parenthesised_condition():
    assert E("1 if (0 if 1 else 2) else 3") == "3"


def test_conditional_in_for_iterable_parenthesised():
    assert out("{% for i in ([1] if true else [2]) %}{{ i }}{% endfor %}") == "1"


def test_conditional_strict_missing_else():
    fails("{{ 1 if 0 }}", "'(expression)' is undefined", "1", "--strict")


def test_conditional_strict_condition():
    fails("{{ 1 if x else 2 }}", "'x' is undefined", "x", "--strict")
