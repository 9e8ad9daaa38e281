"""Command line parsing and usage errors (section "Commands and options")."""
import pytest


def test_no_arguments(usage):
    usage([], "missing command")


def test_no_arguments_ignores_stdin(usage):
    usage([], "missing command", stdin="1.0.0\n")


@pytest.mark.parametrize(
    "cmd",
    ["Sort", "VALIDATE", "foo", "-r", "--help", "--", "-", "", "versions", "match2", "valid"],
)
def test_unknown_command(usage, cmd):
    usage([cmd], "unknown command: %s" % cmd)


def test_unknown_command_wins_over_unknown_option(usage):
    usage(["Sort", "-x"], "unknown command: Sort")


def test_unknown_command_with_valid_operands(usage):
    usage(["comapre", "1.0.0", "2.0.0"], "unknown command: comapre")


def test_option_before_command_is_unknown_command(usage):
    usage(["-q", "validate", "1.0.0"], "unknown command: -q")


@pytest.mark.parametrize(
    "args,opt",
    [
        (["validate", "-x", "1.0.0"], "-x"),
        (["validate", "--help", "1.0.0"], "--help"),
        (["validate", "-r", "1.0.0"], "-r"),
        (["validate", "--id", "x", "1.0.0"], "--id"),
        (["validate", "-q=1", "1.0.0"], "-q=1"),
        (["validate", "--q", "1.0.0"], "--q"),
        (["compare", "-q", "1.0.0", "2.0.0"], "-q"),
        (["compare", "1.0.0", "2.0.0", "-r"], "-r"),
        (["sort", "-p"], "-p"),
        (["sort", "-c"], "-c"),
        (["sort", "-ru"], "-ru"),
        (["sort", "-ur"], "-ur"),
        (["sort", "--reverse"], "--reverse"),
        (["sort", "--r"], "--r"),
        (["sort", "---"], "---"),
        (["bump", "-q", "major", "1.0.0"], "-q"),
        (["bump", "--idx", "beta", "pre", "1.0.0"], "--idx"),
        (["bump", "--ID", "beta", "pre", "1.0.0"], "--ID"),
        (["bump", "-i", "beta", "pre", "1.0.0"], "-i"),
        (["match", "--max=1", "*"], "--max=1"),
        (["match", "-pc", "*"], "-pc"),
        (["match", "-r", "*"], "-r"),
        (["match", "-u", "*"], "-u"),
        (["match", "-q", "*"], "-q"),
        (["match", "--id", "x", "*"], "--id"),
        (["match", "--id=x", "*"], "--id=x"),
        (["match", "--count", "*"], "--count"),
        (["match", "-C", "*"], "-C"),
        (["match", "-M", "*"], "-M"),
    ],
)
def test_unknown_option(usage, args, opt):
    usage(args, "unknown option: %s" % opt)


def test_unknown_option_before_missing_operand_validate(usage):
    usage(["validate", "-x"], "unknown option: -x")


def test_unknown_option_before_missing_operand_compare(usage):
    usage(["compare", "--foo"], "unknown option: --foo")


def test_unknown_option_before_extra_operand(usage):
    usage(["compare", "1.0.0", "2.0.0", "3.0.0", "-x"], "unknown option: -x")


def test_unknown_option_before_invalid_version(usage):
    usage(["compare", "bad", "1.0.0", "-z"], "unknown option: -z")


def test_first_unknown_option_reported(usage):
    usage(["sort", "-r", "-a", "-b"], "unknown option: -a")


def test_unknown_option_reported_before_later_id_without_value(usage):
    usage(["bump", "-x", "--id"], "unknown option: -x")


def test_id_without_value_before_later_unknown_option(usage):
    usage(["bump", "pre", "1.0.0", "-y", "--id"], "unknown option: -y")


def test_id_as_last_argument(usage):
    usage(["bump", "pre", "1.0.0", "--id"], "option requires an argument: --id")


def test_id_as_only_argument(usage):
    usage(["bump", "--id"], "option requires an argument: --id")


def test_id_missing_value_before_missing_operand(usage):
    usage(["bump", "major", "--id"], "option requires an argument: --id")


def test_id_attached_value_does_not_need_next_argument(usage):
    usage(["bump", "--id=x"], "missing operand")


def test_id_consumes_next_argument_even_part(usage):
    # "pre" is taken as the value of --id, leaving a single operand
    usage(["bump", "--id", "pre", "1.2.3"], "missing operand")


def test_id_after_double_dash_is_operand(usage):
    usage(["bump", "pre", "1.0.0", "--", "--id"], "extra operand: --id")


def test_id_after_double_dash_is_operand_counted(usage):
    usage(["bump", "--", "--id", "pre", "1.0.0"], "extra operand: 1.0.0")


@pytest.mark.parametrize(
    "args",
    [
        ["validate"],
        ["validate", "-q"],
        ["compare"],
        ["compare", "1.0.0"],
        ["bump"],
        ["bump", "major"],
        ["bump", "--id", "x", "pre"],
        ["match"],
        ["match", "-c"],
        ["match", "-p", "--max"],
        ["validate", "--"],
        ["compare", "1.0.0", "--"],
    ],
)
def test_missing_operand(usage, args):
    usage(args, "missing operand")


def test_missing_operand_before_mutual_exclusion(usage):
    usage(["match", "-c", "--max"], "missing operand")


def test_missing_operand_compare_before_invalid_version(usage):
    usage(["compare", "bad"], "missing operand")


def test_missing_operand_bump_before_unknown_part(usage):
    usage(["bump", "foo"], "missing operand")


def test_extra_operand_compare(usage):
    usage(["compare", "1.0.0", "2.0.0", "3.0.0"], "extra operand: 3.0.0")


def test_extra_operand_names_first_extra(usage):
    usage(["compare", "1.0.0", "2.0.0", "x", "y"], "extra operand: x")


def test_extra_operand_before_invalid_version(usage):
    usage(["compare", "bad", "worse", "extra"], "extra operand: extra")


def test_extra_operand_bump(usage):
    usage(["bump", "major", "1.0.0", "2.0.0"], "extra operand: 2.0.0")


def test_extra_operand_bump_before_unknown_part(usage):
    usage(["bump", "foo", "bar", "baz"], "extra operand: baz")


def test_extra_operand_lone_dash(usage):
    usage(["compare", "1.0.0", "2.0.0", "-"], "extra operand: -")


def test_usage_error_does_not_read_files(usage, run):
    # the invalid range is reported alone; the missing file is never opened
    usage(["match", ">= 1.0.0", "nofile.txt"], "invalid range: >= 1.0.0")


def test_usage_error_unknown_option_does_not_read_files(usage):
    usage(["sort", "nofile.txt", "-x"], "unknown option: -x")


# ---- option placement, repetition, "--" and "-" -----------------------------

def test_options_after_operands_sort(run, write):
    write("a.txt", "2.0.0\n1.0.0\n3.0.0\n")
    r = run("sort", "a.txt", "-r")
    assert (r.code, r.out, r.err) == (0, "3.0.0\n2.0.0\n1.0.0\n", "")


def test_options_between_operands_validate(run):
    r = run("validate", "1.0.0", "-q", "bad")
    assert (r.code, r.out, r.err) == (1, "", "")


def test_options_after_range_match(run):
    r = run("match", ">=1.0.0", "-c", stdin="1.0.0\n2.0.0\n0.1.0\n")
    assert (r.code, r.out, r.err) == (0, "2\n", "")


def test_repeated_option_sort(run):
    r = run("sort", "-r", "-r", stdin="1.0.0\n2.0.0\n")
    assert (r.code, r.out, r.err) == (0, "2.0.0\n1.0.0\n", "")


def test_repeated_option_validate(run):
    r = run("validate", "-q", "-q", "1.0.0")
    assert (r.code, r.out, r.err) == (0, "", "")


def test_repeated_count_option_is_not_exclusive(run):
    r = run("match", "-c", "-c", "*", stdin="1.0.0\n2.0.0\n")
    assert (r.code, r.out, r.err) == (0, "2\n", "")


def test_repeated_max_option_is_not_exclusive(run):
    r = run("match", "--max", "--max", "*", stdin="1.0.0\n2.0.0\n")
    assert (r.code, r.out, r.err) == (0, "2.0.0\n", "")


def test_repeated_p_option(run):
    r = run("match", "-p", "-p", "*", stdin="1.0.0-rc.1\n")
    assert (r.code, r.out, r.err) == (0, "1.0.0-rc.1\n", "")


def test_double_dash_makes_dash_argument_operand(run):
    r = run("validate", "--", "-1.0.0")
    assert r.code == 1
    assert r.out == ""
    assert r.err == "semver: invalid version: -1.0.0\n"


def test_double_dash_option_lookalike_is_operand(run):
    r = run("validate", "1.0.0", "--", "-q")
    assert r.code == 1
    assert r.out == "1.0.0\n"
    assert r.err == "semver: invalid version: -q\n"


def test_double_dash_second_double_dash_is_operand(run):
    r = run("validate", "--", "--")
    assert r.code == 1
    assert r.out == ""
    assert r.err == "semver: invalid version: --\n"


def test_options_before_double_dash_still_apply(run):
    r = run("validate", "-q", "--", "-q")
    assert (r.code, r.out, r.err) == (1, "", "")


def test_double_dash_alone_is_not_an_operand(run):
    r = run("validate", "1.0.0", "--")
    assert (r.code, r.out, r.err) == (0, "1.0.0\n", "")


def test_lone_dash_is_operand_validate(run):
    r = run("validate", "-")
    assert r.code == 1
    assert r.out == ""
    assert r.err == "semver: invalid version: -\n"


def test_lone_dash_is_operand_compare(usage):
    usage(["compare", "-", "1.0.0"], "invalid version: -")


def test_range_starting_with_dash_is_option(usage):
    usage(["match", "- 1.0.0"], "unknown option: - 1.0.0")


def test_range_starting_with_dash_after_double_dash(usage):
    usage(["match", "--", "- 1.0.0"], "invalid range: - 1.0.0")


def test_lone_dash_as_range_is_invalid_range(usage):
    usage(["match", "-"], "invalid range: -")


def test_sort_file_named_like_option_after_double_dash(run, write):
    write("-r", "2.0.0\n1.0.0\n")
    r = run("sort", "--", "-r")
    assert (r.code, r.out, r.err) == (0, "1.0.0\n2.0.0\n", "")


def test_usage_error_exactly_one_stderr_line(run):
    r = run("compare", "a", "b")
    assert r.code == 2
    assert r.out == ""
    assert r.err.count("\n") == 1
    assert r.err.startswith("semver: ")
