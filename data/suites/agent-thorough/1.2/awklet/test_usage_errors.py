"""Usage errors: two lines on stderr, nothing on stdout, status 2."""
import os

import pytest

from conftest import run, usage_error, USAGE


@pytest.mark.parametrize("arg", ["-q", "-x", "--hel", "--frob=1", "--versio", "--sand"])
def test_unknown_option(arg):
    r = run([arg, 'BEGIN { print "no" }'])
    usage_error(r, "unknown option " + arg)


def test_unknown_option_with_attached_text_is_whole_argument():
    r = run(["-qx", 'BEGIN { print "no" }'])
    usage_error(r, "unknown option -qx")


@pytest.mark.parametrize("opt", ["-F", "-v", "-f", "-e",
                                 "--field-separator", "--assign", "--file", "--source"])
def test_option_requires_an_argument(opt):
    r = run([opt])
    usage_error(r, "option %s requires an argument" % opt)


def test_option_requires_argument_after_other_options():
    r = run(["-v", "x=1", "-F"])
    usage_error(r, "option -F requires an argument")


@pytest.mark.parametrize("opt", ["--sandbox", "--help", "--version"])
def test_option_takes_no_argument(opt):
    r = run([opt + "=1", 'BEGIN { print "no" }'])
    usage_error(r, "option %s takes no argument" % opt)


def test_dump_variables_empty_file_name():
    r = run(["--dump-variables=", 'BEGIN { print "no" }'])
    usage_error(r, "option --dump-variables needs a file name after =")


@pytest.mark.parametrize("arg", ["--lint=foo", "--lint=", "--lint=FATAL"])
def test_lint_accepts_only_fatal(arg):
    r = run([arg, 'BEGIN { print "no" }'])
    usage_error(r, "option --lint accepts only =fatal")


@pytest.mark.parametrize("val", ["foo", "1x=2", "=3", "a-b=1", "if=1", "length=2", "func=1"])
def test_invalid_v_argument(val):
    r = run(["-v", val, 'BEGIN { print "no" }'])
    usage_error(r, "invalid -v argument: " + val)


def test_invalid_v_argument_attached():
    r = run(["-vfoo", 'BEGIN { print "no" }'])
    usage_error(r, "invalid -v argument: foo")


def test_invalid_assign_long_form():
    r = run(["--assign=foo", 'BEGIN { print "no" }'])
    usage_error(r, "invalid -v argument: foo")


def test_no_program_given_no_arguments():
    usage_error(run([]), "no program given")


def test_no_program_given_only_options():
    usage_error(run(["-v", "x=1", "-F:"]), "no program given")


def test_no_program_given_after_double_dash():
    usage_error(run(["--"]), "no program given")


def test_first_problem_wins_unknown_before_missing_arg():
    usage_error(run(["-q", "-F"]), "unknown option -q")


def test_first_problem_wins_invalid_v_before_unknown():
    usage_error(run(["-v", "bad", "-q", "BEGIN{}"]), "invalid -v argument: bad")


def test_version_before_problem_wins():
    r = run(["--version", "-q"])
    assert (r.rc, r.out, r.err) == (0, "awklet 1.2.0\n", "")


def test_help_before_problem_wins():
    r = run(["--help", "--frob"])
    assert (r.rc, r.out, r.err) == (0, USAGE, "")


def test_problem_before_version_wins():
    usage_error(run(["-q", "--version"]), "unknown option -q")


def test_usage_error_runs_nothing():
    r = run(["--sandbox=x", 'BEGIN { print "x" > "made" }'])
    usage_error(r, "option --sandbox takes no argument")
    assert not os.path.exists("made")


def test_long_option_must_be_spelled_in_full():
    usage_error(run(["--sou", 'BEGIN { }']), "unknown option --sou")
