import pytest


# ---- usage errors ----

def test_missing_command(run):
    r = run([])
    assert (r.rc, r.out, r.err) == (2, "", "semver: missing command\n")


def test_unknown_command(run):
    r = run(["Sort"])
    assert (r.rc, r.out, r.err) == (2, "", "semver: unknown command: Sort\n")


def test_grouped_short_options_unknown(run):
    r = run(["sort", "-ru"], stdin="1.0.0\n")
    assert (r.rc, r.out, r.err) == (2, "", "semver: unknown option: -ru\n")


def test_compare_extra_operand(run):
    r = run(["compare", "1.0.0", "2.0.0", "3.0.0"])
    assert (r.rc, r.out, r.err) == (2, "", "semver: extra operand: 3.0.0\n")


def test_compare_invalid_version_usage(run):
    r = run(["compare", "1.0.0", "1.02.0"])
    assert (r.rc, r.out, r.err) == (2, "", "semver: invalid version: 1.02.0\n")


# ---- validate ----

@pytest.mark.parametrize("v", ["1.2.3", "1.2.3--", "1.2.3-a+b-c.d", "1.2.3-0a",
                               "1.2.3+007", "1.0.0-99999999999999999999999",
                               "9007199254740991.0.0"])
def test_validate_valid(run, v):
    r = run(["validate", v])
    assert (r.rc, r.out, r.err) == (0, v + "\n", "")


@pytest.mark.parametrize("v", ["01.2.3", "1.2", "V1.0.0", "1.2.3-", "1.2.3-a..b",
                               "1.2.3-rc.007", "1.2.3+a+b", " 1.2.3",
                               "9007199254740992.0.0", "1.2.3-a_b"])
def test_validate_invalid(run, v):
    r = run(["validate", v])
    assert (r.rc, r.out, r.err) == (1, "", "semver: invalid version: %s\n" % v)


def test_validate_strips_v_and_mixed(run):
    r = run(["validate", "v1.0.0+b", "bad", "2.0.0"])
    assert r.rc == 1
    assert r.out == "1.0.0+b\n2.0.0\n"
    assert r.err == "semver: invalid version: bad\n"


def test_validate_quiet(run):
    r = run(["validate", "-q", "bad"])
    assert (r.rc, r.out, r.err) == (1, "", "")


def test_validate_length_limit(run):
    v = "1.0.0+" + "a" * 250  # 256 chars
    assert run(["validate", v]).rc == 0
    assert run(["validate", v + "a"]).rc == 1


# ---- compare / precedence ----

CHAIN = ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta",
         "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0"]


@pytest.mark.parametrize("i", range(len(CHAIN) - 1))
def test_compare_chain(run, i):
    assert run(["compare", CHAIN[i], CHAIN[i + 1]]).out == "-1\n"
    assert run(["compare", CHAIN[i + 1], CHAIN[i]]).out == "1\n"


@pytest.mark.parametrize("a,b,res", [
    ("1.10.0", "1.9.0", "1"),
    ("1.0.0+x", "1.0.0", "0"),
    ("1.0.0-RC", "1.0.0-rc", "-1"),
    ("1.0.0-a-b", "1.0.0-a0", "-1"),
    ("1.0.0-9", "1.0.0-a", "-1"),
    ("1.0.0-99999999999999999999999", "1.0.0-100000000000000000000000", "-1"),
])
def test_compare_cases(run, a, b, res):
    r = run(["compare", a, b])
    assert (r.rc, r.out, r.err) == (0, res + "\n", "")


# ---- sort ----

def test_sort_stable_and_normal_form(run):
    r = run(["sort"], stdin="1.0.0+b\nv2.0.0\n1.0.0\n1.0.0-rc.1\n1.0.0+a\n")
    assert (r.rc, r.err) == (0, "")
    assert r.out == "1.0.0-rc.1\n1.0.0+b\n1.0.0\n1.0.0+a\n2.0.0\n"


def test_sort_reverse_keeps_equal_order(run):
    r = run(["sort", "-r"], stdin="1.0.0+b\n2.0.0\n1.0.0\n")
    assert r.out == "2.0.0\n1.0.0+b\n1.0.0\n"


def test_sort_unique_reverse(run):
    r = run(["sort", "-r", "-u"], stdin="1.0.0+b\n0.1.0\n1.0.0\n1.0.0+a\n")
    assert r.out == "1.0.0+b\n0.1.0\n"


def test_sort_input_handling_and_errors(run, tmp_path):
    f = tmp_path / "a.txt"
    f.write_bytes(b"\xef\xbb\xbf2.0.0\r\n\n# comment\n  \t1.0.0 \nbad line\n0.5.0")
    r = run(["sort", str(f), str(tmp_path / "missing.txt")], cwd=str(tmp_path))
    assert r.rc == 3
    assert r.out == "0.5.0\n1.0.0\n2.0.0\n"
    assert r.err == ("semver: %s:5: invalid version: bad line\n"
                     "semver: %s: No such file or directory\n" % (f, tmp_path / "missing.txt"))


def test_sort_empty_input(run):
    r = run(["sort"], stdin="\n# only comment\n")
    assert (r.rc, r.out, r.err) == (0, "", "")


# ---- bump ----

@pytest.mark.parametrize("args,expected", [
    (["major", "1.2.3"], "2.0.0"),
    (["major", "2.0.0-rc.1"], "2.0.0"),
    (["major", "2.1.0-rc.1"], "3.0.0"),
    (["minor", "1.3.0-beta"], "1.3.0"),
    (["minor", "1.3.1-beta"], "1.4.0"),
    (["patch", "1.2.3-0"], "1.2.3"),
    (["release", "1.2.3-rc.1+b.5"], "1.2.3"),
    (["patch", "v1.2.3+b"], "1.2.4"),
    (["pre", "1.2.3"], "1.2.4-0"),
    (["pre", "1.0.0-rc.99"], "1.0.0-rc.100"),
    (["pre", "1.0.0-rc.1.beta"], "1.0.0-rc.1.beta.0"),
    (["pre", "1.0.0-99999999999999999999999"], "1.0.0-100000000000000000000000"),
    (["--id", "beta", "pre", "1.2.3"], "1.2.4-beta.0"),
    (["--id=rc", "pre", "1.0.0-rc.1"], "1.0.0-rc.2"),
    (["--id", "alpha", "pre", "1.0.0-beta"], "1.0.0-alpha.0"),
])
def test_bump(run, args, expected):
    r = run(["bump"] + args)
    assert (r.rc, r.out, r.err) == (0, expected + "\n", "")


def test_bump_number_too_large(run):
    r = run(["bump", "pre", "1.0.9007199254740991"])
    assert (r.rc, r.out, r.err) == (1, "", "semver: number too large\n")


@pytest.mark.parametrize("args,msg", [
    (["--id", "beta", "foo", "1.0.0"], "unknown part: foo"),
    (["--id", "beta", "patch", "1.0.0"], "--id is only valid with pre"),
    (["--id", "007", "pre", "bad"], "invalid prerelease identifier: 007"),
    (["--id=", "pre", "1.0.0"], "invalid prerelease identifier: "),
    (["pre", "1.0"], "invalid version: 1.0"),
])
def test_bump_usage_errors(run, args, msg):
    r = run(["bump"] + args)
    assert (r.rc, r.out, r.err) == (2, "", "semver: %s\n" % msg)


def test_bump_id_missing_value(run):
    r = run(["bump", "pre", "1.0.0", "--id"])
    assert (r.rc, r.out, r.err) == (2, "", "semver: option requires an argument: --id\n")


# ---- match ----

VERSIONS = ["0.0.3", "0.0.4", "0.2.3", "0.2.9", "0.3.0", "1.2.0", "1.2.3", "1.2.9",
            "1.3.0", "1.9.0-rc.1", "1.9.9", "2.0.0-rc.1", "2.0.0", "2.3.4", "2.4.0",
            "3.0.0"]


def _match(run, rng, *opts, versions=VERSIONS):
    return run(["match"] + list(opts) + [rng], stdin="\n".join(versions) + "\n")


@pytest.mark.parametrize("rng,expected", [
    ("^1.2.3", ["1.2.3", "1.2.9", "1.3.0", "1.9.9"]),
    ("^0.2.3", ["0.2.3", "0.2.9"]),
    ("^0.0.3", ["0.0.3"]),
    ("~1.2", ["1.2.0", "1.2.3", "1.2.9"]),
    ("1.2", ["1.2.0", "1.2.3", "1.2.9"]),
    (">1.2", ["1.3.0", "1.9.9", "2.0.0", "2.3.4", "2.4.0", "3.0.0"]),
    ("<=0.2", ["0.0.3", "0.0.4", "0.2.3", "0.2.9"]),
    ("1.2.3 - 2.3.4", ["1.2.3", "1.2.9", "1.3.0", "1.9.9", "2.0.0", "2.3.4"]),
    ("1.2 - 2.3", ["1.2.0", "1.2.3", "1.2.9", "1.3.0", "1.9.9", "2.0.0", "2.3.4"]),
    (" <0.1.0 ||\t3.x ", ["0.0.3", "0.0.4", "3.0.0"]),
    (">=1.0.0 <2.0.0", ["1.2.0", "1.2.3", "1.2.9", "1.3.0", "1.9.9"]),
    ("1.0.0 - 2.0.0 <1.3.0", ["1.2.0", "1.2.3", "1.2.9"]),
])
def test_match_ranges(run, rng, expected):
    r = _match(run, rng)
    assert (r.rc, r.err) == (0, "")
    assert r.out == "".join(v + "\n" for v in expected)


def test_match_prerelease_rule(run):
    vs = ["1.2.3-alpha.7", "1.2.4", "1.2.4-alpha.1", "1.2.3-alpha.0"]
    r = _match(run, ">=1.2.3-alpha.1", versions=vs)
    assert (r.rc, r.out) == (0, "1.2.3-alpha.7\n1.2.4\n")


def test_match_star_excludes_prerelease(run):
    r = _match(run, "*", versions=["1.0.0-rc.1", "v1.0.0+b"])
    assert (r.rc, r.out) == (0, "1.0.0+b\n")


def test_match_include_prerelease_excl_bound(run):
    r = _match(run, "^1.2.3", "-p", versions=["1.9.0-rc.1", "2.0.0-rc.1", "1.2.3-rc.1"])
    assert (r.rc, r.out) == (0, "1.9.0-rc.1\n")


def test_match_user_upper_bound_with_p(run):
    r = _match(run, "<2.0.0", "-p", versions=["2.0.0-rc.1", "2.0.0"])
    assert (r.rc, r.out) == (0, "2.0.0-rc.1\n")


def test_match_max_min_count(run):
    vs = ["1.5.0", "1.9.0+a", "1.1.0", "1.9.0+b", "1.1.0+z", "3.0.0"]
    assert _match(run, "^1", "--max", versions=vs).out == "1.9.0+a\n"
    assert _match(run, "^1", "--min", versions=vs).out == "1.1.0\n"
    assert _match(run, "^1", "-c", versions=vs).out == "5\n"


def test_match_no_match_count(run):
    r = _match(run, "^5", "-c")
    assert (r.rc, r.out, r.err) == (1, "0\n", "")


def test_match_no_match_plain(run):
    r = _match(run, ">9")
    assert (r.rc, r.out, r.err) == (1, "", "")


def test_match_input_error_wins(run):
    r = run(["match", "^5", "-"], stdin="1.0.0\nnope\n")
    assert (r.rc, r.out, r.err) == (3, "", "semver: -:2: invalid version: nope\n")


@pytest.mark.parametrize("rng", ["", "1.0.0 ||", ">= 1.0.0", ">=<1.0.0", "1.x.3",
                                 "1 - 2 - 3", ">1.0.0 - 2.0.0", "1.2-beta",
                                 "^9007199254740992"])
def test_match_invalid_range(run, rng):
    r = run(["match", rng], stdin="1.0.0\n")
    assert (r.rc, r.out, r.err) == (2, "", "semver: invalid range: %s\n" % rng)


def test_match_exclusive_options(run):
    r = run(["match", "--max", "-c", "garbage range"], stdin="1.0.0\n")
    assert (r.rc, r.out, r.err) == (2, "", "semver: -c, --max and --min are mutually exclusive\n")


def test_double_dash_operand(run):
    r = run(["validate", "--", "-1.0.0"])
    assert (r.rc, r.out, r.err) == (1, "", "semver: invalid version: -1.0.0\n")
