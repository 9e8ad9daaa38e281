"""The match command: output, counting, --max/--min, statuses, option checks."""
import pytest


def lines(*vs):
    return "".join(v + "\n" for v in vs)


INPUT = lines("1.5.0+b", "2.0.0", "v1.2.0", "1.5.0+a", "0.9.0", "1.9.9", "1.5.0+b")


def test_match_input_order_and_duplicates(run, ok):
    ok(run("match", "^1.0.0", input=INPUT), lines("1.5.0+b", "1.2.0", "1.5.0+a", "1.9.9", "1.5.0+b"))


def test_match_no_match(run):
    r = run("match", "^5.0.0", input=INPUT)
    assert r.rc == 1
    assert r.out == ""


def test_match_empty_input(run):
    r = run("match", "*", input="")
    assert r.rc == 1
    assert r.out == ""


def test_match_count(run, ok):
    ok(run("match", "-c", "^1.0.0", input=INPUT), "5\n")


def test_match_count_zero(run):
    r = run("match", "-c", "^5.0.0", input=INPUT)
    assert r.rc == 1
    assert r.out == "0\n"


def test_match_count_empty_input(run):
    r = run("match", "-c", "*", input="# nothing\n")
    assert r.rc == 1
    assert r.out == "0\n"


def test_match_count_large(run, ok):
    data = "".join("1.0.%d\n" % i for i in range(1234))
    ok(run("match", "-c", "1.0", input=data), "1234\n")


def test_match_max(run, ok):
    ok(run("match", "--max", "^1.0.0", input=INPUT), "1.9.9\n")


def test_match_min(run, ok):
    ok(run("match", "--min", "^1.0.0", input=INPUT), "1.2.0\n")


def test_match_max_first_of_equal(run, ok):
    ok(run("match", "--max", "1.x", input=INPUT), "1.9.9\n")


def test_match_max_ties_first_in_input(run, ok):
    ok(run("match", "--max", "1.5.x", input=INPUT), "1.5.0+b\n")


def test_match_max_ties_first_in_input_other(run, ok):
    ok(run("match", "--max", "*", input=lines("1.0.0+x", "3.0.0+c", "3.0.0+a", "3.0.0")), "3.0.0+c\n")


def test_match_min_ties_first_in_input(run, ok):
    ok(run("match", "--min", "*", input=lines("3.0.0", "1.0.0+z", "1.0.0+a", "2.0.0", "1.0.0")), "1.0.0+z\n")


def test_match_max_normal_form(run, ok):
    ok(run("match", "--max", "*", input=lines("1.0.0", "v2.0.0")), "2.0.0\n")


def test_match_max_uses_precedence(run, ok):
    ok(run("match", "--max", "*", input=lines("1.10.0", "1.9.0", "1.2.0")), "1.10.0\n")


def test_match_min_uses_precedence(run, ok):
    ok(run("match", "--min", "-p", "*", input=lines("1.0.0", "1.0.0-rc.10", "1.0.0-rc.9")), "1.0.0-rc.9\n")


def test_match_max_prerelease_numeric(run, ok):
    ok(run("match", "-p", "--max", "*", input=lines("1.0.0-rc.9", "1.0.0-rc.10", "1.0.0-rc.2")), "1.0.0-rc.10\n")


def test_match_max_no_match(run):
    r = run("match", "--max", "^9.0.0", input=INPUT)
    assert r.rc == 1
    assert r.out == ""


def test_match_min_no_match(run):
    r = run("match", "--min", "^9.0.0", input=INPUT)
    assert r.rc == 1
    assert r.out == ""


def test_match_repeated_option_ok(run, ok):
    ok(run("match", "--max", "--max", "*", input=lines("1.0.0", "2.0.0")), "2.0.0\n")


def test_match_repeated_count_ok(run, ok):
    ok(run("match", "-c", "-c", "*", input=lines("1.0.0", "2.0.0")), "2\n")


def test_match_options_after_range(run, ok):
    ok(run("match", "*", "--min", input=lines("2.0.0", "1.0.0")), "1.0.0\n")


def test_match_prerelease_excluded_by_default(run, ok):
    ok(run("match", "^1.0.0", input=lines("1.1.0-rc.1", "1.1.0", "1.2.0-0")), "1.1.0\n")


def test_match_include_prerelease(run, ok):
    ok(run("match", "-p", "^1.0.0", input=lines("1.1.0-rc.1", "1.1.0", "1.2.0-0", "2.0.0-0")),
       lines("1.1.0-rc.1", "1.1.0", "1.2.0-0"))


def test_match_include_prerelease_count(run, ok):
    ok(run("match", "-c", "-p", "*", input=lines("1.0.0-a", "1.0.0", "0.0.0-0")), "3\n")


def test_match_count_without_p(run, ok):
    ok(run("match", "-c", "*", input=lines("1.0.0-a", "1.0.0", "0.0.0-0")), "1\n")


def test_match_max_ignores_non_matching_prerelease(run, ok):
    ok(run("match", "--max", "^1.0.0", input=lines("1.0.0", "1.9.0-rc.1", "1.5.0")), "1.5.0\n")


def test_match_input_error_status_3(run):
    r = run("match", "^1.0.0", input=lines("1.0.0", "junk", "1.1.0"))
    assert r.rc == 3
    assert r.out == lines("1.0.0", "1.1.0")
    assert r.err == "semver: -:2: invalid version: junk\n"


def test_match_input_error_and_no_match(run):
    r = run("match", "^5.0.0", input=lines("1.0.0", "junk"))
    assert r.rc == 3
    assert r.out == ""
    assert r.err == "semver: -:2: invalid version: junk\n"


def test_match_input_error_count(run):
    r = run("match", "-c", "^1.0.0", input=lines("1.0.0", "1.2", "1.1.0"))
    assert r.rc == 3
    assert r.out == "2\n"
    assert r.err == "semver: -:2: invalid version: 1.2\n"


def test_match_input_error_count_zero(run):
    r = run("match", "-c", "^9.0.0", input=lines("1.0.0", "bad"))
    assert r.rc == 3
    assert r.out == "0\n"


def test_match_input_error_max(run):
    r = run("match", "--max", "*", input=lines("1.0.0", "x", "3.0.0", "2.0.0"))
    assert r.rc == 3
    assert r.out == "3.0.0\n"


def test_match_missing_file_no_match(runin):
    r = runin("match", "*", "none.txt")
    assert r.rc == 3
    assert r.out == ""
    assert r.err == "semver: none.txt: No such file or directory\n"


def test_match_missing_file_with_count(runin, write):
    write("a.txt", "1.0.0\n")
    r = runin("match", "-c", "*", "none.txt", "a.txt")
    assert r.rc == 3
    assert r.out == "1\n"
    assert r.err == "semver: none.txt: No such file or directory\n"


def test_match_range_after_double_dash(run, ok):
    ok(run("match", "--", "^1.0.0", input="1.0.0\n"), "1.0.0\n")


def test_match_stdin_read_once(run, ok):
    ok(run("match", "*", "-", "-", input="1.0.0\n"), "1.0.0\n")


@pytest.mark.parametrize(
    "opts",
    [["-c", "--max"], ["--max", "--min"], ["-c", "--min"], ["--min", "-c"], ["-c", "--max", "--min"], ["--max", "-p", "--min"]],
)
def test_mutually_exclusive(run, usage, opts):
    usage(run("match", *opts, "^1.0.0", input="1.0.0\n"), "-c, --max and --min are mutually exclusive")


def test_mutually_exclusive_before_invalid_range(run, usage):
    usage(run("match", "--max", "--min", ">= bad"), "-c, --max and --min are mutually exclusive")


def test_mutually_exclusive_options_after_range(run, usage):
    usage(run("match", "*", "-c", "--min"), "-c, --max and --min are mutually exclusive")


def test_invalid_range_message_exact(run, usage):
    usage(run("match", " >= 1.0.0 ", input="1.0.0\n"), "invalid range:  >= 1.0.0 ")


def test_invalid_range_before_reading_missing_file(runin, usage):
    usage(runin("match", "1.x.3", "nofile"), "invalid range: 1.x.3")


def test_p_with_max(run, ok):
    ok(run("match", "-p", "--max", "^1.0.0", input=lines("1.5.0", "1.9.0-rc.1", "2.0.0-rc.1")), "1.9.0-rc.1\n")


def test_p_with_min(run, ok):
    ok(run("match", "--min", "-p", ">=1.0.0", input=lines("1.5.0", "1.0.1-rc.1", "0.9.0")), "1.0.1-rc.1\n")
