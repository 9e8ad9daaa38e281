"""General command-line handling and usage errors."""
import pytest


def test_no_arguments(run, usage):
    usage(run(), "missing command")


@pytest.mark.parametrize("cmd", ["Sort", "-r", "--help", "VALIDATE", "foo", "bumps", "matches", "--"])
def test_unknown_command(run, usage, cmd):
    usage(run(cmd, "1.0.0"), "unknown command: " + cmd)


def test_unknown_command_alone(run, usage):
    usage(run("cmp"), "unknown command: cmp")


def test_unknown_command_empty_string(run):
    r = run("", "1.0.0")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "semver: unknown command: \n"


def test_unknown_command_before_unknown_option(run, usage):
    usage(run("nope", "-x"), "unknown command: nope")


@pytest.mark.parametrize(
    "args,opt",
    [
        (["validate", "-r", "1.0.0"], "-r"),
        (["validate", "-qq", "1.0.0"], "-qq"),
        (["validate", "--quiet", "1.0.0"], "--quiet"),
        (["validate", "--id", "x", "1.0.0"], "--id"),
        (["validate", "--id=x", "1.0.0"], "--id=x"),
        (["compare", "-r", "1.0.0", "2.0.0"], "-r"),
        (["compare", "1.0.0", "-1"], "-1"),
        (["sort", "-ru"], "-ru"),
        (["sort", "-c"], "-c"),
        (["sort", "--max"], "--max"),
        (["sort", "-q"], "-q"),
        (["sort", "-R"], "-R"),
        (["bump", "-p", "major", "1.0.0"], "-p"),
        (["bump", "--ID", "x", "pre", "1.0.0"], "--ID"),
        (["bump", "--id-x", "pre", "1.0.0"], "--id-x"),
        (["match", "-r", "^1.0.0"], "-r"),
        (["match", "--max=1", "^1.0.0"], "--max=1"),
        (["match", "-pc", "^1.0.0"], "-pc"),
        (["match", "-q", "^1.0.0"], "-q"),
        (["match", "--count", "^1.0.0"], "--count"),
        (["match", "-u", "^1.0.0"], "-u"),
    ],
)
def test_unknown_option(run, usage, args, opt):
    usage(run(*args), "unknown option: " + opt)


def test_first_unknown_option_reported(run, usage):
    usage(run("sort", "-x", "-y"), "unknown option: -x")


def test_unknown_option_before_missing_operand(run, usage):
    usage(run("compare", "-x"), "unknown option: -x")


def test_unknown_option_before_extra_operand(run, usage):
    usage(run("compare", "1.0.0", "2.0.0", "3.0.0", "-x"), "unknown option: -x")


def test_unknown_option_after_operands_validate(run, usage):
    usage(run("validate", "1.0.0", "bad", "-z"), "unknown option: -z")


def test_unknown_option_before_invalid_range(run, usage):
    usage(run("match", "bad range", "--nope"), "unknown option: --nope")


def test_unknown_option_before_mutual_exclusion(run, usage):
    usage(run("match", "-c", "--max", "-z", "^1"), "unknown option: -z")


@pytest.mark.parametrize("cmd", ["validate", "match"])
def test_missing_operand_none(run, usage, cmd):
    usage(run(cmd), "missing operand")


def test_missing_operand_validate_only_option(run, usage):
    usage(run("validate", "-q"), "missing operand")


def test_missing_operand_match_only_options(run, usage):
    usage(run("match", "-c", "-p"), "missing operand")


@pytest.mark.parametrize("args", [["compare"], ["compare", "1.0.0"], ["bump"], ["bump", "major"]])
def test_missing_operand_two_needed(run, usage, args):
    usage(run(*args), "missing operand")


def test_missing_operand_before_command_checks_compare(run, usage):
    usage(run("compare", "bad"), "missing operand")


def test_missing_operand_before_command_checks_bump(run, usage):
    usage(run("bump", "nopart"), "missing operand")


def test_missing_operand_before_mutual_exclusion(run, usage):
    usage(run("match", "-c", "--max"), "missing operand")


def test_extra_operand_compare(run, usage):
    usage(run("compare", "1.0.0", "2.0.0", "3.0.0"), "extra operand: 3.0.0")


def test_extra_operand_compare_names_first_extra(run, usage):
    usage(run("compare", "1.0.0", "2.0.0", "x", "y"), "extra operand: x")


def test_extra_operand_before_invalid_version(run, usage):
    usage(run("compare", "bad", "worse", "extra"), "extra operand: extra")


def test_extra_operand_bump(run, usage):
    usage(run("bump", "major", "1.0.0", "2.0.0"), "extra operand: 2.0.0")


def test_extra_operand_bump_before_unknown_part(run, usage):
    usage(run("bump", "nopart", "1.0.0", "extra"), "extra operand: extra")


def test_double_dash_makes_operand(run):
    r = run("validate", "--", "-q")
    assert r.rc == 1
    assert r.out == ""
    assert r.err == "semver: invalid version: -q\n"


def test_double_dash_second_is_operand(run):
    r = run("validate", "--", "--")
    assert r.rc == 1
    assert r.out == ""
    assert r.err == "semver: invalid version: --\n"


def test_lone_dash_is_operand_validate(run):
    r = run("validate", "-")
    assert r.rc == 1
    assert r.out == ""
    assert r.err == "semver: invalid version: -\n"


def test_double_dash_then_valid(run, ok):
    ok(run("validate", "1.0.0", "--", "2.0.0"), "1.0.0\n2.0.0\n")


def test_double_dash_compare_negative_operand(run, usage):
    usage(run("compare", "1.0.0", "--", "-1.0.0"), "invalid version: -1.0.0")


def test_options_after_operands_sort(runin, write, ok):
    write("a.txt", "2.0.0\n1.0.0\n3.0.0\n")
    ok(runin("sort", "a.txt", "-r"), "3.0.0\n2.0.0\n1.0.0\n")


def test_repeated_option_no_effect(run, ok):
    ok(run("sort", "-r", "-r", input="1.0.0\n2.0.0\n"), "2.0.0\n1.0.0\n")


def test_usage_error_writes_nothing_to_stdout_with_input(run, usage):
    usage(run("match", ">= 1.0.0", input="1.0.0\n"), "invalid range: >= 1.0.0")
