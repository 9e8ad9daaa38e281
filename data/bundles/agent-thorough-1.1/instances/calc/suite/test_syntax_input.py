"""Syntax errors, comments, empty expressions, standard input and error reporting."""
import pytest

from conftest import check, arg_err, line_err


def syn(col, tok):
    if tok is None:
        return "syntax error at column %d: unexpected end of expression" % col
    return "syntax error at column %d: unexpected '%s'" % (col, tok)


# ---------------------------------------------------------------- syntax errors

def test_spec_example_syntax_errors(run):
    check(run("2 3", "(1 + 2", "1 + * 2"), "",
          "calc: argument 1: syntax error at column 3: unexpected '3'\n"
          "calc: argument 2: syntax error at column 7: unexpected end of expression\n"
          "calc: argument 3: syntax error at column 5: unexpected '*'\n", 1)


@pytest.mark.parametrize("expr,col,tok", [
    ("2 3", 3, "3"),
    ("(1 + 2", 7, None),
    ("1 + * 2", 5, "*"),
    ("1 +", 4, None),
    ("1 + ", 5, None),
    ("1 +   ", 7, None),
    ("1 + # comment", 5, None),
    ("1 +# comment", 4, None),
    ("(", 2, None),
    ("-", 2, None),
    ("2 *", 4, None),
    ("2 ^", 4, None),
    ("2 ^ -", 6, None),
    ("max(1,", 7, None),
    ("max(1", 6, None),
    ("sqrt(", 6, None),
    (")", 1, ")"),
    ("()", 2, ")"),
    ("(1 + 2))", 8, ")"),
    ("1 + 2)", 6, ")"),
    ("2(3)", 2, "("),
    ("2 pi", 3, "pi"),
    ("2 (3)", 3, "("),
    ("pi 2", 4, "2"),
    ("12.5 12.5", 6, "12.5"),
    ("1 007", 3, "007"),
    ("1 5.", 3, "5."),
    ("1 .25", 3, ".25"),
    ("foo bar", 5, "bar"),
    ("x y z", 3, "y"),
    ("1 $ 2", 3, "$"),
    ("$", 1, "$"),
    ("@1", 1, "@"),
    ("1 + 2 ; 3", 7, ";"),
    ("3 & 4", 3, "&"),
    ("1 ** 2", 4, "*"),
    ("1 ^ ^ 2", 5, "^"),
    ("1 // 2", 4, "/"),
    ("* 2", 1, "*"),
    ("/ 2", 1, "/"),
    ("% 2", 1, "%"),
    ("^2", 1, "^"),
    ("1 , 2", 3, ","),
    ("f(,1)", 3, ","),
    ("max(1,)", 7, ")"),
    ("max(1 2)", 7, "2"),
    ("max(1,,2)", 7, ","),
    ("1 = 2", 3, "="),
    ("= 3", 1, "="),
    ("a = = 3", 5, "="),
    ("(a) = 3", 5, "="),
    ("1 2 +", 3, "2"),
    ("  2 3", 5, "3"),
    ("\t2\t3", 4, "3"),
    ("1/0 +", 6, None),
    ("nope +", 7, None),
    ("foo(1/0) 2", 10, "2"),
    ("2^70 )", 6, ")"),
    ("(1 + (2 * 3)", 13, None),
    ("1 + 2 !", 7, "!"),
    ("abc def", 5, "def"),
    ("x_1 y_2", 5, "y_2"),
    ("1 + 2 3 + 4", 7, "3"),
    ("sqrt 4", 6, "4"),
    ("2 sqrt(4)", 3, "sqrt"),
    ("1 ~", 3, "~"),
    ("[1]", 1, "["),
    ("1 < 2", 3, "<"),
    ("'1'", 1, "'"),
])
def test_syntax_error(run, expr, col, tok):
    check(run(expr), "", arg_err(1, syn(col, tok)), 1)


def test_syntax_error_before_evaluation_division(run):
    # the whole expression is parsed first
    check(run("1/0 +"), "", arg_err(1, syn(6, None)), 1)


def test_syntax_error_before_evaluation_overflow(run):
    check(run("2^63 2"), "", arg_err(1, syn(6, "2")), 1)


def test_syntax_error_before_undefined_variable(run):
    check(run("undefined_x 1"), "", arg_err(1, syn(13, "1")), 1)


def test_syntax_error_before_unknown_function(run):
    check(run("foo(1) )"), "", arg_err(1, syn(8, ")")), 1)


def test_syntax_error_does_not_assign(run):
    check(run("a = 1 +", "a"), "",
          arg_err(1, syn(8, None)) + arg_err(2, "undefined variable 'a'"), 1)


def test_syntax_error_in_stdin_column(run):
    check(run(stdin="1 +   # c\n"), "", line_err(1, syn(7, None)), 1)


def test_syntax_error_in_stdin_line_end(run):
    check(run(stdin="(2\n"), "", line_err(1, syn(3, None)), 1)


# ---------------------------------------------------------------- evaluation order

@pytest.mark.parametrize("expr,msg", [
    ("1/0 + nope", "division by zero"),
    ("nope + 1/0", "undefined variable 'nope'"),
    ("a1 * b1", "undefined variable 'a1'"),
    ("2^63 * (1/0)", "integer overflow"),
    ("(1/0) * 2^63", "division by zero"),
    ("1 % 0 / 0.0", "division by zero"),
    ("sqrt(-1) + 2^64", "sqrt of negative number"),
    ("2^64 + sqrt(-1)", "integer overflow"),
    ("10.0^400 + 1/0", "result is not a finite number"),
    ("foo(1) + bar(2)", "unknown function 'foo'"),
    ("min() + max()", "min expects at least 1 argument, got 0"),
    ("2 * -nope^2", "undefined variable 'nope'"),
    ("2^nope", "undefined variable 'nope'"),
    ("nope1^nope2", "undefined variable 'nope1'"),
    ("1 - (2 - (3 - zz))", "undefined variable 'zz'"),
])
def test_first_error_reported(run, expr, msg):
    check(run(expr), "", arg_err(1, msg), 1)


# ---------------------------------------------------------------- comments and empties

@pytest.mark.parametrize("expr,out", [
    ("5 # five", "5"),
    ("1 + 2 # + 3", "3"),
    ("1 + 2#3", "3"),
    ("1 + 2 # comment with ( and $", "3"),
    ("2 * 3 ## double", "6"),
])
def test_comment_removed(run, expr, out):
    check(run(expr), out + "\n")


@pytest.mark.parametrize("expr", ["", " ", "   ", "\t", "# comment", "#", "   # note",
                                  "\t# x", "\r", " \t\r ", "#1/0", "# (((("])
def test_empty_expression_no_output(run, expr):
    check(run(expr), "", "", 0)


def test_empty_arguments_mixed(run):
    check(run("", "1", "", "# c", "2"), "1\n2\n")


def test_empty_argument_does_not_read_stdin(run):
    check(run("", stdin="1+1\n"), "", "", 0)


def test_argument_numbering_counts_empty(run):
    check(run("", "# c", "1/0"), "", arg_err(3, "division by zero"), 1)


# ---------------------------------------------------------------- multiple arguments

def test_spec_example_two_arguments(run):
    check(run("1 + 2", "2 * 3"), "3\n6\n")


def test_arguments_evaluated_in_order(run):
    check(run("3", "1", "2"), "3\n1\n2\n")


def test_continue_after_error(run):
    check(run("1", "1/0", "2", "nope", "3"), "1\n2\n3\n",
          arg_err(2, "division by zero") + arg_err(4, "undefined variable 'nope'"), 1)


def test_all_errors_exit_one(run):
    check(run("1/0", "2 3"), "",
          arg_err(1, "division by zero") + arg_err(2, syn(3, "3")), 1)


def test_success_exit_zero(run):
    check(run("1", "2", "x = 3"), "1\n2\n", "", 0)


def test_error_in_last_argument(run):
    check(run("1", "2", "1/0"), "1\n2\n", arg_err(3, "division by zero"), 1)


def test_many_arguments(run):
    args = [str(i) for i in range(1, 51)]
    check(run(*args), "".join(a + "\n" for a in args))


def test_argument_number_two_digits(run):
    args = ["1"] * 11 + ["1/0"]
    check(run(*args), "1\n" * 11, arg_err(12, "division by zero"), 1)


def test_argument_with_newline_is_one_expression(run):
    # an argument is a single expression; a newline inside is not whitespace
    p = run("1 +\n2")
    assert p.stdout == b""
    assert p.returncode == 1
    assert p.stderr.startswith(b"calc: argument 1: syntax error at column ")


# ---------------------------------------------------------------- standard input

def test_spec_example_stdin(run):
    check(run(stdin="1+1\n\n# note\n5 # five\n"), "2\n5\n")


def test_stdin_last_line_without_newline(run):
    check(run(stdin="1+1\n2*5"), "2\n10\n")


def test_stdin_single_line_without_newline(run):
    check(run(stdin="6*7"), "42\n")


def test_stdin_empty(run):
    check(run(stdin=""), "", "", 0)


def test_stdin_only_blank_lines(run):
    check(run(stdin="\n\n\n"), "", "", 0)


def test_stdin_crlf(run):
    check(run(stdin="1+1\r\n2*3\r\n"), "2\n6\n")


def test_stdin_not_read_with_arguments(run):
    check(run("7", stdin="1+1\n"), "7\n")


def test_stdin_error_line_numbers(run):
    check(run(stdin="1\n1/0\n\n# c\nfoo(\n3\n"), "1\n3\n",
          line_err(2, "division by zero") + line_err(5, syn(5, None)), 1)


def test_stdin_error_line_counts_empty_lines(run):
    check(run(stdin="\n\n\nnope\n"), "", line_err(4, "undefined variable 'nope'"), 1)


def test_stdin_error_last_line_without_newline(run):
    check(run(stdin="1\n2 +"), "1\n", line_err(2, syn(4, None)), 1)


def test_stdin_error_line_ten(run):
    check(run(stdin="1\n" * 9 + "1/0\n"), "1\n" * 9, line_err(10, "division by zero"), 1)


def test_stdin_ans_across_lines(run):
    check(run(stdin="10\nans / 4\nans * 4\n"), "10\n2.5\n10\n")


def test_stdin_lines_starting_with_minus(run):
    # options are only command-line arguments; a stdin line may start with '-' or '--'
    check(run(stdin="-pi\n--3\n-x1\n"), "-3.1415926536\n3\n",
          line_err(3, "undefined variable 'x1'"), 1)


def test_stdin_with_precision_and_double_dash(run):
    check(run("-p", "1", "--", stdin="1/3\n"), "0.3\n")


def test_stdin_whitespace_lines_and_comments(run):
    check(run(stdin="  \n\t\n  # x\n 4 \n"), "4\n")


def test_stdin_continue_after_errors_exit_one(run):
    check(run(stdin="1/0\n2\n"), "2\n", line_err(1, "division by zero"), 1)


def test_stdin_many_lines(run):
    data = "".join("%d * 2\n" % i for i in range(200))
    check(run(stdin=data), "".join("%d\n" % (i * 2) for i in range(200)))
