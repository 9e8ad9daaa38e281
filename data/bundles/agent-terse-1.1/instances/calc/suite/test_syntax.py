"""Syntax errors, comments, whitespace."""
import pytest

from conftest import calc_ok, calc_err


def syn(col, tok=None):
    if tok is None:
        return "syntax error at column %d: unexpected end of expression" % col
    return "syntax error at column %d: unexpected '%s'" % (col, tok)


def test_example_three_errors(run):
    r = run("2 3", "(1 + 2", "1 + * 2")
    assert r.out == ""
    assert r.err == (
        "calc: argument 1: syntax error at column 3: unexpected '3'\n"
        "calc: argument 2: syntax error at column 7: unexpected end of expression\n"
        "calc: argument 3: syntax error at column 5: unexpected '*'\n"
    )
    assert r.code == 1


@pytest.mark.parametrize(
    "expr,col,tok",
    [
        ("2 3", 3, "3"),
        ("1 + * 2", 5, "*"),
        ("2(3)", 2, "("),
        ("2 pi", 3, "pi"),
        ("2 foo", 3, "foo"),
        ("2 12.5", 3, "12.5"),
        ("1 2 3", 3, "2"),
        (")", 1, ")"),
        ("1 $ 2", 3, "$"),
        ("1 @ 2", 3, "@"),
        ("()", 2, ")"),
        ("(1))", 4, ")"),
        ("1,2", 2, ","),
        ("max(1,)", 7, ")"),
        ("max 1", 5, "1"),
        ("1e5", 2, "e5"),
        ("1_000", 2, "_000"),
        ("1x", 2, "x"),
        ("(x) = 1", 5, "="),
        ("1 + a = 3", 7, "="),
        ("= 3", 1, "="),
        ("2 = 3", 3, "="),
        ("x == 3", 4, "="),
        ("x + )", 5, ")"),
        ("1 ** 2", 4, "*"),
        ("*2", 1, "*"),
        ("2 ^ ^ 3", 5, "^"),
        ("1 + (2 * 3))", 12, ")"),
        ("\t)", 2, ")"),
        ("pi pi", 4, "pi"),
        ("3 abc_1", 3, "abc_1"),
        ("7 .5", 3, ".5"),
        ("1 + 2 ! 3", 7, "!"),
    ],
)
def test_unexpected_token(run, expr, col, tok):
    calc_err(run, expr, syn(col, tok))


@pytest.mark.parametrize(
    "expr,col",
    [
        ("(1 + 2", 7),
        ("1 +", 4),
        ("1 + ", 5),
        ("1 +   ", 7),
        ("-", 2),
        ("(", 2),
        ("((1)", 5),
        ("max(1, 2", 9),
        ("max(", 5),
        ("2^", 3),
        ("x =", 4),
        ("x = ", 5),
        ("1 + # comment", 5),
        ("1 +# comment", 4),
        ("1 +\t", 5),
        ("- - -", 6),
    ],
)
def test_unexpected_end(run, expr, col):
    calc_err(run, expr, syn(col))


def test_parse_before_evaluation(run):
    calc_err(run, "1/0 +", syn(6))


def test_parse_before_evaluation_undefined(run):
    calc_err(run, "x + )", syn(5, ")"))


def test_parse_before_evaluation_unknown_function(run):
    calc_err(run, "foo(1) 2", syn(8, "2"))


def test_syntax_error_assignment_not_made(run):
    r = run("a = 1 +", "a")
    assert r.out == ""
    assert r.err == (
        "calc: argument 1: " + syn(8) + "\n"
        "calc: argument 2: undefined variable 'a'\n"
    )


def test_comment_only(run):
    assert calc_ok(run, "# just a comment") == ""


def test_hash_alone(run):
    assert calc_ok(run, "#") == ""


def test_comment_after_expression(run):
    assert calc_ok(run, "5 # five") == "5\n"


def test_comment_no_space(run):
    assert calc_ok(run, "2*3#x") == "6\n"


def test_comment_hides_error(run):
    assert calc_ok(run, "1 # 1/0 )(") == "1\n"


def test_comment_after_assignment(run):
    assert calc_ok(run, "x = 4 # set", "x") == "4\n"


def test_empty_argument(run):
    assert calc_ok(run, "") == ""


def test_whitespace_argument(run):
    assert calc_ok(run, "   \t ") == ""


def test_whitespace_comment_argument(run):
    assert calc_ok(run, "   # hi") == ""


def test_tabs_between_tokens(run):
    assert calc_ok(run, "1\t+\t2") == "3\n"


def test_carriage_return_whitespace(run):
    assert calc_ok(run, "1 +\r2\r") == "3\n"


def test_no_whitespace(run):
    assert calc_ok(run, "(1+2)*3-4/2") == "7\n"


def test_lots_of_whitespace(run):
    assert calc_ok(run, "   max (  1 ,  2 )   ") == "2\n"


def test_leading_whitespace_column(run):
    calc_err(run, "   2 3", syn(6, "3"))
