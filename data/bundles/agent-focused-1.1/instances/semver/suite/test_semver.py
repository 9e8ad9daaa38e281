import pytest
from conftest import run


# ---------- usage errors ----------

def test_missing_command():
    r = run()
    assert (r.rc, r.out, r.err) == (2, "", "semver: missing command\n")


def test_unknown_command():
    r = run("Sort")
    assert (r.rc, r.out, r.err) == (2, "", "semver: unknown command: Sort\n")


def test_unknown_option_grouped_short():
    r = run("sort", "-ru")
    assert (r.rc, r.out, r.err) == (2, "", "semver: unknown option: -ru\n")


def test_unknown_option_before_missing_operand():
    r = run("compare", "--max=1")
    assert (r.rc, r.out, r.err) == (2, "", "semver: unknown option: --max=1\n")


def test_compare_extra_operand():
    r = run("compare", "1.0.0", "2.0.0", "3.0.0")
    assert (r.rc, r.out, r.err) == (2, "", "semver: extra operand: 3.0.0\n")


def test_double_dash_makes_operand():
    # after --, "-1.0.0" is an operand (invalid version), not an option
    r = run("validate", "--", "-1.0.0")
    assert r.rc == 1
    assert r.out == ""
    assert r.err == "semver: invalid version: -1.0.0\n"


# ---------- validate ----------

@pytest.mark.parametrize("v", [
    "1.2.3", "1.2.3--", "1.2.3-x-y", "1.2.3-a+b-c.d", "1.2.3-0a",
    "1.2.3-rc.0-7", "1.2.3+007", "1.0.0-99999999999999999999999",
    "9007199254740991.0.0",
])
def test_validate_valid(v):
    r = run("validate", v)
    assert (r.rc, r.out, r.err) == (0, v + "\n", "")


@pytest.mark.parametrize("v", [
    "V1.0.0", "vv1.0.0", "=1.0.0", "01.2.3", "1.2", "1.2.3-", "1.2.3-a..b",
    "1.2.3+", "1.2.3-a_b", "1.2.3-01", "1.2.3+a+b", " 1.2.3",
    "9007199254740992.0.0",
])
def test_validate_invalid(v):
    r = run("validate", v)
    assert (r.rc, r.out, r.err) == (1, "", "semver: invalid version: %s\n" % v)


def test_validate_strips_v_and_continues_after_invalid():
    r = run("validate", "v1.2.3-rc+b", "bad", "2.0.0")
    assert r.rc == 1
    assert r.out == "1.2.3-rc+b\n2.0.0\n"
    assert r.err == "semver: invalid version: bad\n"


def test_validate_quiet():
    r = run("validate", "-q", "1.0.0", "x")
    assert (r.rc, r.out, r.err) == (1, "", "")


def test_validate_length_limit():
    ok = "1.0.0+" + "a" * 250     # 256 chars
    bad = "1.0.0+" + "a" * 251    # 257 chars
    assert run("validate", ok).rc == 0
    assert run("validate", bad).rc == 1


# ---------- compare ----------

@pytest.mark.parametrize("a,b,want", [
    ("1.10.0", "1.9.0", "1"),
    ("1.0.0-rc.1", "1.0.0", "-1"),
    ("1.0.0+x", "1.0.0", "0"),
    ("1.0.0-rc.9", "1.0.0-rc.10", "-1"),
    ("1.0.0-RC", "1.0.0-rc", "-1"),
    ("1.0.0-9", "1.0.0-a", "-1"),
    ("1.0.0-a-b", "1.0.0-a0", "-1"),
    ("1.0.0-alpha.1.0", "1.0.0-alpha.1", "1"),
    ("1.0.0-99999999999999999999999", "1.0.0-9999999999999999999999", "1"),
    ("v2.0.0", "2.0.0", "0"),
])
def test_compare(a, b, want):
    r = run("compare", a, b)
    assert (r.rc, r.out, r.err) == (0, want + "\n", "")


def test_compare_invalid_is_usage_error():
    r = run("compare", "1.0.0", "1.0")
    assert (r.rc, r.out, r.err) == (2, "", "semver: invalid version: 1.0\n")


# ---------- sort ----------

CHAIN = ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta",
         "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0"]


def test_sort_chain():
    shuffled = [CHAIN[i] for i in (5, 0, 7, 3, 1, 6, 2, 4)]
    r = run("sort", stdin="\n".join(shuffled) + "\n")
    assert (r.rc, r.out, r.err) == (0, "\n".join(CHAIN) + "\n", "")


def test_sort_stable_and_reverse_keeps_equal_order():
    inp = "1.0.0+b\n2.0.0\n1.0.0\n1.0.0+a\n"
    r = run("sort", stdin=inp)
    assert r.out == "1.0.0+b\n1.0.0\n1.0.0+a\n2.0.0\n"
    r = run("sort", "-r", stdin=inp)
    assert r.out == "2.0.0\n1.0.0+b\n1.0.0\n1.0.0+a\n"


def test_sort_unique_reverse():
    inp = "1.0.0+b\n2.0.0\n1.0.0\nv2.0.0+z\n"
    r = run("sort", "-u", "-r", stdin=inp)
    assert (r.rc, r.out) == (0, "2.0.0\n1.0.0+b\n")


def test_sort_input_handling_and_errors():
    inp = b"\xef\xbb\xbf  v1.2.0\t\r\n# comment\n\nbad one  \n0.1.0"
    r = run("sort", stdin=inp)
    assert r.rc == 3
    assert r.out == "0.1.0\n1.2.0\n"
    assert r.err == "semver: -:4: invalid version: bad one\n"


def test_sort_files_and_missing_file(tmp_path):
    (tmp_path / "a.txt").write_text("3.0.0\n1.0.0\n")
    r = run("sort", "a.txt", "nope.txt", "-", cwd=tmp_path, stdin="2.0.0\n")
    assert r.rc == 3
    assert r.out == "1.0.0\n2.0.0\n3.0.0\n"
    assert r.err == "semver: nope.txt: No such file or directory\n"


# ---------- bump ----------

@pytest.mark.parametrize("args,want", [
    (("major", "1.2.3"), "2.0.0"),
    (("major", "2.0.0-rc.1"), "2.0.0"),
    (("major", "2.1.0-rc.1"), "3.0.0"),
    (("minor", "1.3.0-beta"), "1.3.0"),
    (("minor", "1.3.1-beta"), "1.4.0"),
    (("patch", "1.2.3-0"), "1.2.3"),
    (("patch", "v1.2.3+b"), "1.2.4"),
    (("release", "1.2.3-rc.1+b.5"), "1.2.3"),
    (("pre", "1.2.3"), "1.2.4-0"),
    (("pre", "1.0.0-rc.99"), "1.0.0-rc.100"),
    (("pre", "1.0.0-rc.1.beta"), "1.0.0-rc.1.beta.0"),
    (("pre", "1.0.0-99999999999999999999999"), "1.0.0-100000000000000000000000"),
    (("--id", "beta", "pre", "1.2.3"), "1.2.4-beta.0"),
    (("--id=rc", "pre", "1.0.0-rc.1"), "1.0.0-rc.2"),
    (("pre", "--id", "alpha", "1.0.0-beta"), "1.0.0-alpha.0"),
    (("--id", "x", "--id", "rc", "pre", "1.0.0-rc"), "1.0.0-rc.0"),
])
def test_bump(args, want):
    r = run("bump", *args)
    assert (r.rc, r.out, r.err) == (0, want + "\n", "")


def test_bump_number_too_large():
    r = run("bump", "pre", "1.0.9007199254740991")
    assert (r.rc, r.out, r.err) == (1, "", "semver: number too large\n")


@pytest.mark.parametrize("args,msg", [
    (("--id", "beta", "Major", "bad"), "unknown part: Major"),
    (("--id", "beta", "minor", "bad"), "--id is only valid with pre"),
    (("--id=007", "pre", "bad"), "invalid prerelease identifier: 007"),
    (("--id=", "pre", "1.0.0"), "invalid prerelease identifier: "),
    (("pre", "1.0"), "invalid version: 1.0"),
    (("pre", "--id"), "option requires an argument: --id"),
])
def test_bump_usage_errors(args, msg):
    r = run("bump", *args)
    assert (r.rc, r.out, r.err) == (2, "", "semver: " + msg + "\n")


# ---------- match ----------

def m(rng, versions, *opts):
    return run("match", *opts, rng, stdin="\n".join(versions) + "\n")


@pytest.mark.parametrize("rng,versions,want", [
    ("^1.2.3", ["1.2.2", "1.2.3", "1.9.9", "2.0.0"], ["1.2.3", "1.9.9"]),
    ("^0.2.3", ["0.2.2", "0.2.3", "0.2.9", "0.3.0"], ["0.2.3", "0.2.9"]),
    ("^0.0.3", ["0.0.3", "0.0.4"], ["0.0.3"]),
    ("^0.0", ["0.0.9", "0.1.0"], ["0.0.9"]),
    ("~1.2.3", ["1.2.2", "1.2.5", "1.3.0"], ["1.2.5"]),
    ("~1", ["0.9.9", "1.9.0", "2.0.0"], ["1.9.0"]),
    ("1.2", ["1.1.9", "1.2.0", "1.2.99", "1.3.0"], ["1.2.0", "1.2.99"]),
    (">1.2", ["1.2.9", "1.3.0"], ["1.3.0"]),
    ("<=1", ["1.9.9", "2.0.0"], ["1.9.9"]),
    ("1.2 - 2.3", ["1.1.9", "1.2.0", "2.3.9", "2.4.0"], ["1.2.0", "2.3.9"]),
    ("1.2.3 - 2.3.4", ["1.2.3", "2.3.4", "2.3.5"], ["1.2.3", "2.3.4"]),
    (">=1.0.0 <2.0.0 || 3.x", ["0.9.0", "1.5.0", "2.5.0", "3.1.0"], ["1.5.0", "3.1.0"]),
    ("1.0.0 - 2.0.0 <1.5.0", ["1.2.0", "1.6.0"], ["1.2.0"]),
    ("=1.2.3+b", ["1.2.3+zz", "1.2.4"], ["1.2.3+zz"]),
    ("*", ["1.0.0-rc.1", "0.0.0", "v5.0.0"], ["0.0.0", "5.0.0"]),
    (">=1.2.3-alpha.1", ["1.2.3-alpha.7", "1.2.4", "1.2.4-alpha.1", "1.2.3-alpha.0"],
     ["1.2.3-alpha.7", "1.2.4"]),
    ("^1.0.0", ["1.5.0-rc.1", "1.5.0"], ["1.5.0"]),
])
def test_match_ranges(rng, versions, want):
    r = m(rng, versions)
    assert r.out == "".join(v + "\n" for v in want)
    assert r.rc == (0 if want else 1)


def test_match_include_prerelease_and_excl_bound():
    vs = ["1.9.0-rc.1", "2.0.0-rc.1"]
    assert m("^1.2.3", vs, "-p").out == "1.9.0-rc.1\n"
    assert m("<2.0.0", vs, "-p").out == "1.9.0-rc.1\n2.0.0-rc.1\n"
    assert m("<2.0.0", vs).out == ""


def test_match_max_min_count():
    vs = ["1.2.0", "1.5.0+a", "1.5.0+b", "3.0.0", "1.1.0+x", "1.1.0"]
    assert m("1.x", vs, "--max").out == "1.5.0+a\n"
    assert m("1.x", vs, "--min").out == "1.1.0+x\n"
    assert m("1.x", vs, "-c").out == "5\n"


def test_match_count_zero_status_1():
    r = m("^9", ["1.0.0"], "-c")
    assert (r.rc, r.out, r.err) == (1, "0\n", "")


def test_match_input_error_wins():
    r = run("match", "^5", stdin="1.0.0\nnot\n")
    assert (r.rc, r.out) == (3, "")
    assert r.err == "semver: -:2: invalid version: not\n"


def test_match_mutually_exclusive():
    r = run("match", "-c", "--max", "1.x")
    assert (r.rc, r.out, r.err) == (2, "", "semver: -c, --max and --min are mutually exclusive\n")


@pytest.mark.parametrize("rng", [
    "", "1.0.0 ||", ">= 1.0.0", ">=<1.0.0", "1.x.3", "1.2-beta", "1 - 2 - 3",
    ">1.0.0 - 2.0.0", "^9007199254740992", "- 1.0.0",
])
def test_match_invalid_range(rng):
    r = run("match", rng, stdin="1.0.0\n")
    assert (r.rc, r.out, r.err) == (2, "", "semver: invalid range: %s\n" % rng)
