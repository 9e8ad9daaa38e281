"""Options, argument numbering, standard input, exit status."""
import pytest

from conftest import calc_ok, USAGE


def usage_err(r, first):
    assert r.out == "", r
    assert r.err == "calc: " + first + "\n" + USAGE, r
    assert r.code == 2, r


def test_args_in_order(run):
    assert calc_ok(run, "1 + 2", "2 * 3") == "3\n6\n"


def test_stdin_example(run):
    out = calc_ok(run, stdin=b"1+1\n\n# note\n5 # five\n")
    assert out == "2\n5\n"


def test_stdin_last_line_without_newline(run):
    assert calc_ok(run, stdin=b"1\n2") == "1\n2\n"


def test_stdin_empty(run):
    assert calc_ok(run, stdin=b"") == ""


def test_stdin_crlf(run):
    assert calc_ok(run, stdin=b"1+1\r\n2*3\r\n") == "2\n6\n"


def test_stdin_shared_variables(run):
    assert calc_ok(run, stdin=b"x = 3\ny = x * 2\nx + y\nans * 2\n") == "9\n18\n"


def test_stdin_not_read_with_args(run):
    assert calc_ok(run, "1", stdin=b"99\n") == "1\n"


def test_stdin_with_precision(run):
    assert calc_ok(run, "-p", "2", stdin=b"1/3\n") == "0.33\n"


def test_stdin_after_double_dash(run):
    assert calc_ok(run, "--", stdin=b"2+2\n") == "4\n"


def test_stdin_error_line_numbers(run):
    r = run(stdin=b"x\n1/0\n3\n")
    assert r.out == "3\n"
    assert r.err == (
        "calc: line 1: undefined variable 'x'\n"
        "calc: line 2: division by zero\n"
    )
    assert r.code == 1


def test_stdin_line_numbers_count_blank_and_comments(run):
    r = run(stdin=b"\n# c\n   \n1/0\n")
    assert r.out == ""
    assert r.err == "calc: line 4: division by zero\n"
    assert r.code == 1


def test_stdin_syntax_error(run):
    r = run(stdin=b"1\n2 3\n")
    assert r.out == "1\n"
    assert r.err == "calc: line 2: syntax error at column 3: unexpected '3'\n"
    assert r.code == 1


def test_stdin_last_line_error_no_newline(run):
    r = run(stdin=b"5\n(1")
    assert r.out == "5\n"
    assert r.err == "calc: line 2: syntax error at column 3: unexpected end of expression\n"
    assert r.code == 1


def test_stdin_many_lines(run):
    data = "".join("%d*2\n" % i for i in range(1, 101)).encode()
    out = calc_ok(run, stdin=data)
    assert out == "".join("%d\n" % (i * 2) for i in range(1, 101))


def test_continue_after_error(run):
    r = run("1/0", "2+2")
    assert r.out == "4\n"
    assert r.err == "calc: argument 1: division by zero\n"
    assert r.code == 1


def test_multiple_errors_exit_1(run):
    r = run("1/0", "x", "3")
    assert r.out == "3\n"
    assert r.err == (
        "calc: argument 1: division by zero\n"
        "calc: argument 2: undefined variable 'x'\n"
    )
    assert r.code == 1


def test_argument_numbering_counts_empty(run):
    r = run("", "# c", "1/0")
    assert r.out == ""
    assert r.err == "calc: argument 3: division by zero\n"
    assert r.code == 1


def test_argument_numbering_after_precision(run):
    r = run("-p", "2", "1/3", "1/0")
    assert r.out == "0.33\n"
    assert r.err == "calc: argument 2: division by zero\n"
    assert r.code == 1


def test_argument_numbering_after_long_precision(run):
    r = run("--precision=3", "1/0")
    assert r.err == "calc: argument 1: division by zero\n"


def test_argument_numbering_after_double_dash(run):
    r = run("--", "1", "1/0")
    assert r.out == "1\n"
    assert r.err == "calc: argument 2: division by zero\n"
    assert r.code == 1


def test_negative_number_expression(run):
    assert calc_ok(run, "-5+1") == "-4\n"


def test_negative_paren_expression(run):
    assert calc_ok(run, "-(2)") == "-2\n"


def test_negative_decimal_expression(run):
    assert calc_ok(run, "-.5") == "-0.5\n"


def test_double_dash_then_negative_pi(run):
    assert calc_ok(run, "--", "-pi") == "-3.1415926536\n"


def test_double_dash_then_option_like(run):
    r = run("--", "-p", "3")
    assert r.out == "3\n"
    assert r.err == "calc: argument 1: undefined variable 'p'\n"
    assert r.code == 1


def test_double_dash_twice(run):
    r = run("--", "--")
    assert r.out == ""
    assert r.err == "calc: argument 1: syntax error at column 3: unexpected end of expression\n"
    assert r.code == 1


def test_options_not_recognised_after_expression(run):
    r = run("1", "-p", "3")
    assert r.out == "1\n3\n"
    assert r.err == "calc: argument 2: undefined variable 'p'\n"
    assert r.code == 1


def test_unknown_option_after_expression_is_expression(run):
    r = run("1", "-x")
    assert r.out == "1\n"
    assert r.err == "calc: argument 2: undefined variable 'x'\n"
    assert r.code == 1


def test_double_dash_after_expression_is_expression(run):
    r = run("1", "--")
    assert r.out == "1\n"
    assert r.err == "calc: argument 2: syntax error at column 3: unexpected end of expression\n"
    assert r.code == 1


def test_precision_after_expression_ignored(run):
    r = run("1/3", "--precision=2")
    assert r.out == "0.3333333333\n"
    assert r.code == 1


def test_lone_dash_is_expression(run):
    r = run("-", "1")
    assert r.out == "1\n"
    assert r.err == "calc: argument 1: syntax error at column 2: unexpected end of expression\n"
    assert r.code == 1


def test_precision_then_double_dash(run):
    assert calc_ok(run, "-p", "2", "--", "-1/3") == "-0.33\n"


# ------------------------------------------------------------ usage errors


def test_unknown_short_option(run):
    usage_err(run("-x", "1+1"), "unknown option '-x'")


def test_unknown_long_option(run):
    usage_err(run("--foo", "1"), "unknown option '--foo'")


def test_unknown_uppercase_p(run):
    usage_err(run("-P", "3", "1"), "unknown option '-P'")


def test_unknown_option_attached_value(run):
    usage_err(run("-p3", "1/3"), "unknown option '-p3'")


def test_unknown_option_precision_without_equals(run):
    usage_err(run("--precision", "3", "1/3"), "unknown option '--precision'")


def test_unknown_option_word(run):
    usage_err(run("-abc"), "unknown option '-abc'")


def test_unknown_option_no_stdin_read(run):
    usage_err(run("-z", stdin=b"1+1\n"), "unknown option '-z'")


def test_unknown_option_after_valid_precision(run):
    usage_err(run("-p", "3", "-q", "1"), "unknown option '-q'")


@pytest.mark.parametrize("value", ["16", "99", "100", "007", "abc", "", "-1", "1.5", " 3", "+3"])
def test_invalid_precision_short(run, value):
    usage_err(run("-p", value, "1/3"), "invalid precision '%s'" % value)


@pytest.mark.parametrize("value", ["16", "20", "", "x", "015"])
def test_invalid_precision_long(run, value):
    usage_err(run("--precision=" + value, "1/3"), "invalid precision '%s'" % value)


def test_precision_missing_value(run):
    usage_err(run("-p"), "option '-p' needs a value")


def test_precision_missing_value_after_other(run):
    usage_err(run("-p", "2", "-p"), "option '-p' needs a value")


def test_invalid_precision_reads_no_stdin(run):
    usage_err(run("-p", "16", stdin=b"1\n"), "invalid precision '16'")


@pytest.mark.parametrize("value,out", [("0", "0"), ("00", "0"), ("15", "0.333333333333333"), ("05", "0.33333"), ("9", "0.333333333")])
def test_valid_precision_values(run, value, out):
    assert calc_ok(run, "-p", value, "1/3") == out + "\n"


def test_success_exit_zero(run):
    r = run("1", "2")
    assert r.code == 0
    assert r.err == ""
