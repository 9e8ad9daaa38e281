import os

from conftest import run


# ---------- usage errors ----------

def test_missing_command():
    r = run()
    assert (r.rc, r.out, r.err) == (2, "", "semver: missing command\n")


def test_unknown_command():
    r = run("Sort")
    assert (r.rc, r.out, r.err) == (2, "", "semver: unknown command: Sort\n")


def test_unknown_option_grouped():
    r = run("sort", "-ru")
    assert (r.rc, r.out, r.err) == (2, "", "semver: unknown option: -ru\n")


def test_unknown_option_before_missing_operand():
    r = run("compare", "--max=1")
    assert (r.rc, r.out, r.err) == (2, "", "semver: unknown option: --max=1\n")


def test_extra_operand():
    r = run("compare", "1.0.0", "2.0.0", "3.0.0")
    assert (r.rc, r.out, r.err) == (2, "", "semver: extra operand: 3.0.0\n")


def test_double_dash_ends_options():
    r = run("validate", "--", "-1.0.0")
    assert r.rc == 1
    assert r.out == ""
    assert r.err == "semver: invalid version: -1.0.0\n"


# ---------- validate ----------

def test_validate_normal_form_strips_v():
    r = run("validate", "v1.2.3-rc.1+b.007", "1.2.3--")
    assert (r.rc, r.out, r.err) == (0, "1.2.3-rc.1+b.007\n1.2.3--\n", "")


def test_validate_mixed_invalid():
    r = run("validate", "1.2.3", "01.2.3", "1.2.3-rc.007", "V1.0.0")
    assert r.rc == 1
    assert r.out == "1.2.3\n"
    assert r.err == ("semver: invalid version: 01.2.3\n"
                     "semver: invalid version: 1.2.3-rc.007\n"
                     "semver: invalid version: V1.0.0\n")


def test_validate_quiet():
    r = run("validate", "-q", "1.2.3", "1.2")
    assert (r.rc, r.out, r.err) == (1, "", "")


def test_validate_limits():
    r = run("validate", "9007199254740991.0.0", "9007199254740992.0.0",
            "1.0.0-99999999999999999999999")
    assert r.rc == 1
    assert r.out == "9007199254740991.0.0\n1.0.0-99999999999999999999999\n"
    assert r.err == "semver: invalid version: 9007199254740992.0.0\n"


def test_validate_length_limit():
    ok = "1.0.0+" + "a" * 250  # 256 chars
    bad = "1.0.0+" + "a" * 251  # 257 chars
    assert len(ok) == 256
    r = run("validate", ok, bad)
    assert r.rc == 1
    assert r.out == ok + "\n"
    assert r.err == "semver: invalid version: " + bad + "\n"


# ---------- compare ----------

def test_compare_chain():
    chain = ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta",
             "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0"]
    for a, b in zip(chain, chain[1:]):
        r = run("compare", a, b)
        assert (r.rc, r.out, r.err) == (0, "-1\n", ""), (a, b)
        r = run("compare", b, a)
        assert (r.rc, r.out) == (0, "1\n"), (b, a)


def test_compare_numeric_and_build():
    assert run("compare", "1.10.0", "1.9.0").out == "1\n"
    assert run("compare", "1.0.0+x", "v1.0.0").out == "0\n"
    assert run("compare", "1.0.0-9", "1.0.0-a").out == "-1\n"
    assert run("compare", "1.0.0-RC", "1.0.0-rc").out == "-1\n"
    assert run("compare", "1.0.0-100000000000000000000",
               "1.0.0-99999999999999999999").out == "1\n"


def test_compare_invalid_version_usage_error():
    r = run("compare", "1.0", "x")
    assert (r.rc, r.out, r.err) == (2, "", "semver: invalid version: 1.0\n")


# ---------- sort ----------

def test_sort_stable_and_input_parsing():
    data = "\ufeff  1.0.0+b\t\r\n# comment\n\n2.0.0\nv1.0.0\n1.0.0+a\n0.1.0-rc"
    r = run("sort", stdin=data)
    assert (r.rc, r.err) == (0, "")
    assert r.out == "0.1.0-rc\n1.0.0+b\n1.0.0\n1.0.0+a\n2.0.0\n"


def test_sort_reverse_keeps_equal_order():
    r = run("sort", "-r", stdin="1.0.0+b\n2.0.0\n1.0.0\n1.0.0+a\n")
    assert (r.rc, r.out) == (0, "2.0.0\n1.0.0+b\n1.0.0\n1.0.0+a\n")


def test_sort_unique_reverse():
    r = run("sort", "-u", "-r", stdin="1.0.0+b\n1.0.0\n3.0.0\n1.0.0+a\n3.0.0+z\n")
    assert (r.rc, r.out) == (0, "3.0.0\n1.0.0+b\n")


def test_sort_files_errors(tmp_path):
    a = tmp_path / "a.txt"
    a.write_text("2.0.0\n# c\nbad\n1.0.0\n")
    r = run("sort", "a.txt", "missing.txt", cwd=tmp_path)
    assert r.rc == 3
    assert r.out == "1.0.0\n2.0.0\n"
    assert r.err == ("semver: a.txt:3: invalid version: bad\n"
                     "semver: missing.txt: No such file or directory\n")


def test_sort_stdin_dash_read_once():
    r = run("sort", "-", "-", stdin="2.0.0\n1.0.0\n")
    assert (r.rc, r.out, r.err) == (0, "1.0.0\n2.0.0\n", "")


# ---------- bump ----------

def test_bump_table():
    cases = [
        ("major", "1.2.3", "2.0.0"), ("major", "2.0.0-rc.1", "2.0.0"),
        ("major", "2.1.0-rc.1", "3.0.0"), ("minor", "1.3.0-beta", "1.3.0"),
        ("minor", "1.3.1-beta", "1.4.0"), ("patch", "1.2.3-0", "1.2.3"),
        ("release", "1.2.3-rc.1+b.5", "1.2.3"), ("patch", "v1.2.3+b", "1.2.4"),
    ]
    for part, v, exp in cases:
        r = run("bump", part, v)
        assert (r.rc, r.out, r.err) == (0, exp + "\n", ""), (part, v)


def test_bump_pre_without_id():
    cases = [("1.2.3", "1.2.4-0"), ("1.0.0-rc.99", "1.0.0-rc.100"),
             ("1.0.0-alpha", "1.0.0-alpha.0"),
             ("1.0.0-rc.1.beta", "1.0.0-rc.1.beta.0"),
             ("1.0.0-99999999999999999999", "1.0.0-100000000000000000000")]
    for v, exp in cases:
        r = run("bump", "pre", v)
        assert (r.rc, r.out) == (0, exp + "\n"), v


def test_bump_pre_with_id():
    assert run("bump", "--id", "beta", "pre", "1.2.3").out == "1.2.4-beta.0\n"
    assert run("bump", "pre", "--id=rc", "1.0.0-rc.1").out == "1.0.0-rc.2\n"
    assert run("bump", "--id", "rc", "pre", "1.0.0-rc").out == "1.0.0-rc.0\n"
    assert run("bump", "--id", "alpha", "pre", "1.0.0-beta").out == "1.0.0-alpha.0\n"
    assert run("bump", "--id", "RC", "pre", "1.0.0-rc.1").out == "1.0.0-RC.0\n"


def test_bump_number_too_large():
    r = run("bump", "pre", "1.0.9007199254740991")
    assert (r.rc, r.out, r.err) == (1, "", "semver: number too large\n")


def test_bump_check_order():
    r = run("bump", "--id", "1", "major", "bad")
    assert (r.rc, r.err) == (2, "semver: --id is only valid with pre\n")
    r = run("bump", "--id=007", "pre", "bad")
    assert (r.rc, r.err) == (2, "semver: invalid prerelease identifier: 007\n")
    r = run("bump", "Major", "1.0.0")
    assert (r.rc, r.out, r.err) == (2, "", "semver: unknown part: Major\n")
    r = run("bump", "pre")
    assert (r.rc, r.err) == (2, "semver: missing operand\n")


# ---------- match ----------

VERSIONS = "\n".join([
    "0.2.3", "0.2.9", "0.3.0", "1.2.3", "1.2.4-alpha.1", "1.2.3-alpha.7",
    "1.5.0-rc.1", "1.9.9", "2.0.0-rc.1", "2.0.0", "1.2.0", "1.3.0",
]) + "\n"


def m(*args, stdin=VERSIONS):
    return run("match", *args, stdin=stdin)


def test_match_caret():
    r = m("^1.2.3")
    assert (r.rc, r.out, r.err) == (0, "1.2.3\n1.9.9\n1.3.0\n", "")


def test_match_caret_zero_and_tilde():
    assert m("^0.2.3").out == "0.2.3\n0.2.9\n"
    assert m("~1.2").out == "1.2.3\n1.2.0\n"
    assert m("^0").out == "0.2.3\n0.2.9\n0.3.0\n"


def test_match_partials_and_operators():
    assert m(">1.2").out == "1.9.9\n2.0.0\n1.3.0\n"
    assert m("<=1.2").out == "0.2.3\n0.2.9\n0.3.0\n1.2.3\n1.2.0\n"
    assert m(">=1.3.0 <2.0.0 || 0.3").out == "0.3.0\n1.9.9\n1.3.0\n"


def test_match_hyphen_range():
    assert m("1.2 - 1.3").out == "1.2.3\n1.2.0\n1.3.0\n"
    assert m("0.2.9 - 1.2.0").out == "0.2.9\n0.3.0\n1.2.0\n"


def test_match_prerelease_rule():
    r = m(">=1.2.3-alpha.1")
    assert r.out == "1.2.3\n1.2.3-alpha.7\n1.9.9\n2.0.0\n1.3.0\n"
    r = m("*", stdin="1.0.0-rc.1\n")
    assert (r.rc, r.out) == (1, "")


def test_match_include_prerelease_excl_bound():
    r = m("-p", "^1.2.3")
    assert r.out == "1.2.3\n1.2.4-alpha.1\n1.5.0-rc.1\n1.9.9\n1.3.0\n"
    r = m("-p", "<2.0.0", stdin="2.0.0-rc.1\n2.0.0\n")
    assert r.out == "2.0.0-rc.1\n"


def test_match_max_min_count():
    assert m("--max", "^1.2.3", stdin="1.3.0\n1.9.9+a\n1.9.9+b\n").out == "1.9.9+a\n"
    assert m("--min", "^1.2.3", stdin="1.3.0+x\n1.9.9\n1.3.0\n").out == "1.3.0+x\n"
    assert m("-c", "^1.2.3").out == "3\n"
    r = m("-c", "^5")
    assert (r.rc, r.out) == (1, "0\n")


def test_match_usage_errors():
    r = m("-c", "--max", "^1")
    assert (r.rc, r.out, r.err) == (
        2, "", "semver: -c, --max and --min are mutually exclusive\n")
    for bad in [">= 1.0.0", "1.x.3", "1 - 2 - 3", "1.0.0 ||", "^9007199254740992"]:
        r = m(bad)
        assert (r.rc, r.out, r.err) == (2, "", "semver: invalid range: %s\n" % bad), bad


def test_match_input_error_wins():
    r = m("^5", stdin="x\n1.0.0\n")
    assert (r.rc, r.out, r.err) == (3, "", "semver: -:1: invalid version: x\n")
