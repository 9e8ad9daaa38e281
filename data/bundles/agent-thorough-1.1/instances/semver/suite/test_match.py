"""match command: output modes, exit status, input handling."""
import pytest


def L(*xs):
    return "".join(x + "\n" for x in xs)


VERSIONS = L("1.5.0", "2.0.0", "1.0.0", "0.9.0", "1.9.9", "1.2.0")


def test_matches_in_input_order(run):
    r = run("match", "^1.0.0", stdin=VERSIONS)
    assert (r.code, r.out, r.err) == (0, L("1.5.0", "1.0.0", "1.9.9", "1.2.0"), "")


def test_duplicates_included(run):
    r = run("match", "1.x", stdin=L("1.0.0", "1.0.0", "2.0.0", "1.0.0+b", "1.0.0"))
    assert (r.code, r.out, r.err) == (0, L("1.0.0", "1.0.0", "1.0.0+b", "1.0.0"), "")


def test_output_in_normal_form(run):
    r = run("match", ">=1.0.0", stdin=L("v1.2.3", "v2.0.0+build", "v0.1.0"))
    assert (r.code, r.out, r.err) == (0, L("1.2.3", "2.0.0+build"), "")


def test_no_match_exit_1(run):
    r = run("match", ">=5.0.0", stdin=VERSIONS)
    assert (r.code, r.out, r.err) == (1, "", "")


def test_empty_input_exit_1(run):
    r = run("match", "*", stdin=b"")
    assert (r.code, r.out, r.err) == (1, "", "")


def test_only_comments_exit_1(run):
    r = run("match", "*", stdin=L("# nothing", ""))
    assert (r.code, r.out, r.err) == (1, "", "")


def test_prerelease_excluded_by_default(run):
    r = run("match", "^1.0.0", stdin=L("1.0.0", "1.5.0-rc.1", "1.6.0"))
    assert (r.code, r.out, r.err) == (0, L("1.0.0", "1.6.0"), "")


def test_prerelease_included_with_p(run):
    r = run("match", "-p", "^1.0.0", stdin=L("1.0.0", "1.5.0-rc.1", "2.0.0-rc.1", "1.6.0"))
    assert (r.code, r.out, r.err) == (0, L("1.0.0", "1.5.0-rc.1", "1.6.0"), "")


def test_p_after_range(run):
    r = run("match", "*", "-p", stdin=L("1.0.0-rc.1"))
    assert (r.code, r.out, r.err) == (0, L("1.0.0-rc.1"), "")


def test_only_prereleases_without_p_exit_1(run):
    r = run("match", "*", stdin=L("1.0.0-rc.1", "2.0.0-beta"))
    assert (r.code, r.out, r.err) == (1, "", "")


# ---- --max / --min ----------------------------------------------------------

def test_max(run):
    r = run("match", "--max", "^1.0.0", stdin=VERSIONS)
    assert (r.code, r.out, r.err) == (0, L("1.9.9"), "")


def test_min(run):
    r = run("match", "--min", "^1.0.0", stdin=VERSIONS)
    assert (r.code, r.out, r.err) == (0, L("1.0.0"), "")


def test_max_equal_precedence_first_in_input(run):
    r = run("match", "--max", "*", stdin=L("1.0.0+b", "2.0.0+x", "2.0.0", "1.0.0", "2.0.0+y"))
    assert (r.code, r.out, r.err) == (0, L("2.0.0+x"), "")


def test_min_equal_precedence_first_in_input(run):
    r = run("match", "--min", "*", stdin=L("2.0.0", "1.0.0+b", "2.0.0+x", "1.0.0", "1.0.0+a"))
    assert (r.code, r.out, r.err) == (0, L("1.0.0+b"), "")


def test_max_normal_form(run):
    r = run("match", "--max", "*", stdin=L("v3.0.0", "1.0.0"))
    assert r.out == L("3.0.0")


def test_max_numeric_ordering(run):
    r = run("match", "--max", "*", stdin=L("1.9.0", "1.10.0", "1.2.0"))
    assert r.out == L("1.10.0")


def test_min_numeric_ordering(run):
    r = run("match", "--min", "*", stdin=L("10.0.0", "9.0.0", "11.0.0"))
    assert r.out == L("9.0.0")


def test_max_with_prereleases(run):
    r = run("match", "-p", "--max", "*", stdin=L("1.0.0-rc.2", "1.0.0-rc.10", "0.9.0"))
    assert (r.code, r.out, r.err) == (0, L("1.0.0-rc.10"), "")


def test_min_with_prereleases(run):
    r = run("match", "-p", "--min", ">=0.5.0", stdin=L("1.0.0", "1.0.0-rc.1", "1.0.0-alpha", "0.4.0"))
    assert (r.code, r.out, r.err) == (0, L("1.0.0-alpha"), "")


def test_max_only_considers_matching(run):
    r = run("match", "--max", "<2.0.0", stdin=L("1.0.0", "3.0.0", "1.5.0"))
    assert r.out == L("1.5.0")


def test_min_only_considers_matching(run):
    r = run("match", "--min", ">1.0.0", stdin=L("0.1.0", "1.0.0", "1.5.0", "1.2.0"))
    assert r.out == L("1.2.0")


def test_max_no_match(run):
    r = run("match", "--max", ">9.0.0", stdin=VERSIONS)
    assert (r.code, r.out, r.err) == (1, "", "")


def test_min_no_match(run):
    r = run("match", "--min", ">9.0.0", stdin=VERSIONS)
    assert (r.code, r.out, r.err) == (1, "", "")


def test_max_single(run):
    r = run("match", "--max", "1.0.0", stdin=L("1.0.0"))
    assert (r.code, r.out, r.err) == (0, L("1.0.0"), "")


# ---- -c ---------------------------------------------------------------------

def test_count(run):
    r = run("match", "-c", "^1.0.0", stdin=VERSIONS)
    assert (r.code, r.out, r.err) == (0, "4\n", "")


def test_count_includes_duplicates(run):
    r = run("match", "-c", "1.0.0", stdin=L("1.0.0", "1.0.0+a", "v1.0.0", "1.0.1"))
    assert (r.code, r.out, r.err) == (0, "3\n", "")


def test_count_zero(run):
    r = run("match", "-c", ">9.0.0", stdin=VERSIONS)
    assert (r.code, r.out, r.err) == (1, "0\n", "")


def test_count_empty_input(run):
    r = run("match", "-c", "*", stdin=b"")
    assert (r.code, r.out, r.err) == (1, "0\n", "")


def test_count_with_p(run):
    r = run("match", "-c", "-p", "*", stdin=L("1.0.0-rc.1", "1.0.0", "2.0.0-a"))
    assert (r.code, r.out, r.err) == (0, "3\n", "")


def test_count_without_p(run):
    r = run("match", "-c", "*", stdin=L("1.0.0-rc.1", "1.0.0", "2.0.0-a"))
    assert (r.code, r.out, r.err) == (0, "1\n", "")


def test_count_many(run):
    lines = L(*["1.0.%d" % i for i in range(25)])
    r = run("match", "-c", "1.0.x", stdin=lines)
    assert (r.code, r.out, r.err) == (0, "25\n", "")


# ---- mutually exclusive options ---------------------------------------------

@pytest.mark.parametrize(
    "opts",
    [
        ["-c", "--max"],
        ["-c", "--min"],
        ["--max", "--min"],
        ["--min", "--max"],
        ["-c", "--max", "--min"],
        ["-p", "--max", "-c"],
    ],
)
def test_mutually_exclusive(usage, opts):
    usage(["match"] + opts + ["*"], "-c, --max and --min are mutually exclusive")


def test_mutually_exclusive_before_invalid_range(usage):
    usage(["match", "--max", "--min", ">= 1"], "-c, --max and --min are mutually exclusive")


def test_mutually_exclusive_options_after_range(usage):
    usage(["match", "*", "--min", "-c"], "-c, --max and --min are mutually exclusive")


def test_mutually_exclusive_no_input_read(usage):
    usage(["match", "-c", "--min", "*", "missing.txt"], "-c, --max and --min are mutually exclusive")


def test_invalid_range_message_exact(usage):
    usage(["match", "  >=  1.0.0 "], "invalid range:   >=  1.0.0 ")


def test_invalid_range_with_files_reads_nothing(usage, write):
    write("a.txt", L("bad"))
    usage(["match", "1.x.3", "a.txt"], "invalid range: 1.x.3")


# ---- input handling and errors ----------------------------------------------

def test_files(run, write):
    write("a.txt", L("1.0.0", "2.0.0"))
    write("b.txt", L("1.5.0", "3.0.0"))
    r = run("match", "<2.5.0", "a.txt", "b.txt")
    assert (r.code, r.out, r.err) == (0, L("1.0.0", "2.0.0", "1.5.0"), "")


def test_files_order_is_input_order(run, write):
    write("a.txt", L("1.0.0", "2.0.0"))
    write("b.txt", L("1.5.0", "3.0.0"))
    r = run("match", "<2.5.0", "b.txt", "a.txt")
    assert r.out == L("1.5.0", "1.0.0", "2.0.0")


def test_files_max_first_in_input_order(run, write):
    write("a.txt", L("2.0.0+a"))
    write("b.txt", L("2.0.0+b"))
    r = run("match", "--max", "*", "b.txt", "a.txt")
    assert r.out == L("2.0.0+b")


def test_file_not_stdin(run, write):
    write("a.txt", L("1.0.0"))
    r = run("match", "*", "a.txt", stdin=L("2.0.0"))
    assert (r.code, r.out, r.err) == (0, L("1.0.0"), "")


def test_explicit_dash(run):
    r = run("match", "*", "-", stdin=L("1.0.0"))
    assert (r.code, r.out, r.err) == (0, L("1.0.0"), "")


def test_input_error_with_matches(run):
    r = run("match", "^1.0.0", stdin=L("1.0.0", "bogus", "1.2.0"))
    assert r.code == 3
    assert r.out == L("1.0.0", "1.2.0")
    assert r.err == "semver: -:2: invalid version: bogus\n"


def test_input_error_without_match_is_3(run):
    r = run("match", "^5.0.0", stdin=L("1.0.0", "bogus"))
    assert r.code == 3
    assert r.out == ""
    assert r.err == "semver: -:2: invalid version: bogus\n"


def test_input_error_only_line(run):
    r = run("match", "*", stdin=L("1.2"))
    assert r.code == 3
    assert r.out == ""
    assert r.err == "semver: -:1: invalid version: 1.2\n"


def test_count_with_input_error(run):
    r = run("match", "-c", "*", stdin=L("1.0.0", "x", "2.0.0"))
    assert r.code == 3
    assert r.out == "2\n"
    assert r.err == "semver: -:2: invalid version: x\n"


def test_count_zero_with_input_error(run):
    r = run("match", "-c", ">9", stdin=L("1.0.0", "x"))
    assert r.code == 3
    assert r.out == "0\n"
    assert r.err == "semver: -:2: invalid version: x\n"


def test_max_with_input_error(run):
    r = run("match", "--max", "*", stdin=L("1.0.0", "x", "2.0.0"))
    assert r.code == 3
    assert r.out == L("2.0.0")


def test_min_with_input_error(run):
    r = run("match", "--min", "*", stdin=L("3.0.0", "x", "2.0.0"))
    assert r.code == 3
    assert r.out == L("2.0.0")


def test_missing_file_with_matches(run, write):
    write("a.txt", L("1.0.0"))
    r = run("match", "*", "nofile", "a.txt")
    assert r.code == 3
    assert r.out == L("1.0.0")
    assert r.err == "semver: nofile: No such file or directory\n"


def test_missing_file_no_match(run):
    r = run("match", "*", "nofile")
    assert r.code == 3
    assert r.out == ""
    assert r.err == "semver: nofile: No such file or directory\n"


def test_directory_in_match(run, tmp_path):
    (tmp_path / "dir").mkdir()
    r = run("match", "-c", "*", "dir")
    assert r.code == 3
    assert r.out == "0\n"
    assert r.err == "semver: dir: Is a directory\n"


def test_file_invalid_line_name_and_number(run, write):
    write("list.txt", L("# header", "1.0.0", "", "2.x"))
    r = run("match", "*", "list.txt")
    assert r.code == 3
    assert r.out == L("1.0.0")
    assert r.err == "semver: list.txt:4: invalid version: 2.x\n"


def test_input_trimming_and_comments(run):
    r = run("match", ">=1", stdin=b"# list\r\n  1.0.0\t\r\n\r\n\t0.5.0 \r\n2.0.0")
    assert (r.code, r.out, r.err) == (0, L("1.0.0", "2.0.0"), "")


def test_bom_in_match_input(run):
    r = run("match", "1.0.0", stdin=b"\xef\xbb\xbf1.0.0\n")
    assert (r.code, r.out, r.err) == (0, L("1.0.0"), "")


def test_invalid_input_line_not_counted(run):
    r = run("match", "-c", "*", stdin=L("1.0.0-", "1.0.0"))
    assert r.code == 3
    assert r.out == "1\n"


def test_input_line_too_long_in_match(run):
    v = "1.0.0+" + "c" * 251
    ok = "1.0.0+" + "c" * 250
    r = run("match", "1.0.0", stdin=L(v, ok))
    assert r.code == 3
    assert r.out == L(ok)
    assert r.err == "semver: -:1: invalid version: %s\n" % v


def test_match_stdout_lines_only_for_matches(run):
    r = run("match", "~1.2", stdin=L("1.2.0", "1.3.0", "1.2.9", "1.1.9"))
    assert (r.code, r.out, r.err) == (0, L("1.2.0", "1.2.9"), "")
