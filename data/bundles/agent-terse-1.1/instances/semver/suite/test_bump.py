"""The bump command."""
import pytest

MAX = "9007199254740991"

CASES = [
    ("major", "1.2.3", "2.0.0"),
    ("major", "0.0.0", "1.0.0"),
    ("major", "0.5.7", "1.0.0"),
    ("major", "2.0.0-rc.1", "2.0.0"),
    ("major", "2.1.0-rc.1", "3.0.0"),
    ("major", "2.0.1-rc.1", "3.0.0"),
    ("major", "1.0.0+b", "2.0.0"),
    ("major", "v1.2.3", "2.0.0"),
    ("major", "9.9.9", "10.0.0"),
    ("minor", "1.2.3", "1.3.0"),
    ("minor", "1.3.0-beta", "1.3.0"),
    ("minor", "1.3.1-beta", "1.4.0"),
    ("minor", "1.0.0-beta", "1.0.0"),
    ("minor", "1.9.0", "1.10.0"),
    ("minor", "1.2.3+b", "1.3.0"),
    ("patch", "1.2.3", "1.2.4"),
    ("patch", "1.2.3-0", "1.2.3"),
    ("patch", "v1.2.3+b", "1.2.4"),
    ("patch", "1.2.9", "1.2.10"),
    ("patch", "1.0.0-rc.1+b", "1.0.0"),
    ("release", "1.2.3", "1.2.3"),
    ("release", "1.2.3-rc.1+b.5", "1.2.3"),
    ("release", "1.2.3+b", "1.2.3"),
    ("release", "v0.0.0-0", "0.0.0"),
    ("pre", "1.2.3", "1.2.4-0"),
    ("pre", "v1.2.3+b", "1.2.4-0"),
    ("pre", "1.0.0-rc.9", "1.0.0-rc.10"),
    ("pre", "1.0.0-rc.99", "1.0.0-rc.100"),
    ("pre", "1.0.0-1", "1.0.0-2"),
    ("pre", "1.0.0-0", "1.0.0-1"),
    ("pre", "1.0.0-alpha", "1.0.0-alpha.0"),
    ("pre", "1.0.0-rc.1.beta", "1.0.0-rc.1.beta.0"),
    ("pre", "1.0.0-rc.1+b", "1.0.0-rc.2"),
    ("pre", "1.0.0-1.2.3", "1.0.0-1.2.4"),
    ("pre", "1.0.0-0a", "1.0.0-0a.0"),
    ("pre", "1.0.0-rc.-1", "1.0.0-rc.-1.0"),
    ("pre", "1.0.0-x.19", "1.0.0-x.20"),
    ("pre", "1.0.0-99999999999999999999999", "1.0.0-100000000000000000000000"),
    ("pre", "1.0.0-" + MAX, "1.0.0-9007199254740992"),
    ("pre", "1.0.0-9007199254740999", "1.0.0-9007199254741000"),
    ("pre", "2.5.0-beta", "2.5.0-beta.0"),
]


@pytest.mark.parametrize("part,version,expected", CASES)
def test_bump(run, ok, part, version, expected):
    ok(run("bump", part, version), expected + "\n")


ID_CASES = [
    ("beta", "1.2.3", "1.2.4-beta.0"),
    ("rc", "1.0.0-rc.1", "1.0.0-rc.2"),
    ("rc", "1.0.0-rc", "1.0.0-rc.0"),
    ("rc", "1.0.0-rc.beta", "1.0.0-rc.beta.0"),
    ("rc", "1.0.0-rc.1.beta", "1.0.0-rc.1.beta.0"),
    ("rc", "1.0.0-rc.9+b", "1.0.0-rc.10"),
    ("beta", "1.0.0-alpha.3", "1.0.0-beta.0"),
    ("alpha", "1.0.0-beta", "1.0.0-alpha.0"),
    ("RC", "1.0.0-rc.1", "1.0.0-RC.0"),
    ("rc", "1.0.0-rcx.1", "1.0.0-rc.0"),
    ("rc", "1.0.0-beta.rc.1", "1.0.0-rc.0"),
    ("rc", "1.0.0-r.1", "1.0.0-rc.0"),
    ("beta", "1.2.3-5", "1.2.3-beta.0"),
    ("0a", "1.2.3", "1.2.4-0a.0"),
    ("0a", "1.0.0-0a.5", "1.0.0-0a.6"),
    ("-", "1.2.3", "1.2.4--.0"),
    ("rc-1", "1.2.3", "1.2.4-rc-1.0"),
    ("beta", "v2.0.0+build", "2.0.1-beta.0"),
    ("beta", "1.0.0-beta", "1.0.0-beta.0"),
]


@pytest.mark.parametrize("ident,version,expected", ID_CASES)
def test_bump_pre_id_separate(run, ok, ident, version, expected):
    ok(run("bump", "--id", ident, "pre", version), expected + "\n")


@pytest.mark.parametrize("ident,version,expected", ID_CASES)
def test_bump_pre_id_attached(run, ok, ident, version, expected):
    ok(run("bump", "--id=" + ident, "pre", version), expected + "\n")


def test_id_after_part(run, ok):
    ok(run("bump", "pre", "--id", "beta", "1.2.3"), "1.2.4-beta.0\n")


def test_id_at_end_attached(run, ok):
    ok(run("bump", "pre", "1.2.3", "--id=beta"), "1.2.4-beta.0\n")


def test_id_last_value_wins(run, ok):
    ok(run("bump", "--id", "alpha", "--id=beta", "pre", "1.2.3"), "1.2.4-beta.0\n")


def test_id_last_value_wins_invalid_first(run, ok):
    ok(run("bump", "--id=1", "--id", "gamma", "pre", "1.2.3"), "1.2.4-gamma.0\n")


def test_id_last_value_invalid(run, usage):
    usage(run("bump", "--id", "gamma", "--id=1", "pre", "1.2.3"), "invalid prerelease identifier: 1")


def test_id_value_double_dash(run, ok):
    ok(run("bump", "--id", "--", "pre", "1.2.3"), "1.2.4---.0\n")


def test_id_value_looks_like_option(run, ok):
    ok(run("bump", "--id", "-r", "pre", "1.2.3"), "1.2.4--r.0\n")


def test_id_value_consumes_part(run, usage):
    usage(run("bump", "--id", "pre", "1.2.3"), "missing operand")


def test_id_missing_value(run, usage):
    usage(run("bump", "pre", "1.2.3", "--id"), "option requires an argument: --id")


def test_id_missing_value_only(run, usage):
    usage(run("bump", "--id"), "option requires an argument: --id")


def test_id_missing_value_before_missing_operand(run, usage):
    usage(run("bump", "pre", "--id"), "option requires an argument: --id")


def test_id_missing_value_before_extra_operand(run, usage):
    usage(run("bump", "pre", "1.0.0", "2.0.0", "--id"), "option requires an argument: --id")


def test_unknown_option_before_id_missing(run, usage):
    usage(run("bump", "-x", "pre", "1.0.0", "--id"), "unknown option: -x")


def test_id_takes_unknown_looking_value_then_unknown_option(run, usage):
    usage(run("bump", "--id", "-x", "-y", "pre", "1.0.0"), "unknown option: -y")


def test_double_dash_then_id_is_operand(run, usage):
    usage(run("bump", "--", "--id", "pre"), "unknown part: --id")


@pytest.mark.parametrize("part", ["Major", "PRE", "prerelease", "premajor", "1.0.0", "", "build"])
def test_unknown_part(run, part):
    r = run("bump", part, "1.0.0")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "semver: unknown part: " + part + "\n"


def test_unknown_part_before_id_check(run, usage):
    usage(run("bump", "--id", "beta", "foo", "bad"), "unknown part: foo")


def test_unknown_part_before_invalid_version(run, usage):
    usage(run("bump", "foo", "bad"), "unknown part: foo")


@pytest.mark.parametrize("part", ["major", "minor", "patch", "release"])
def test_id_only_with_pre(run, usage, part):
    usage(run("bump", "--id", "beta", part, "1.0.0"), "--id is only valid with pre")


def test_id_only_with_pre_before_invalid_id(run, usage):
    usage(run("bump", "--id=1", "major", "bad"), "--id is only valid with pre")


def test_id_only_with_pre_empty(run, usage):
    usage(run("bump", "--id=", "minor", "1.0.0"), "--id is only valid with pre")


@pytest.mark.parametrize("ident", ["1", "007", "0", "a.b", "a_b", "a b", "beta!", "\u00e9", "123456789012345678901234567890"])
def test_invalid_id(run, usage, ident):
    usage(run("bump", "--id", ident, "pre", "1.0.0"), "invalid prerelease identifier: " + ident)


def test_invalid_id_empty(run):
    r = run("bump", "--id=", "pre", "1.0.0")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "semver: invalid prerelease identifier: \n"


def test_invalid_id_empty_separate(run):
    r = run("bump", "--id", "", "pre", "1.0.0")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "semver: invalid prerelease identifier: \n"


def test_invalid_id_before_invalid_version(run, usage):
    usage(run("bump", "--id", "1", "pre", "bad"), "invalid prerelease identifier: 1")


@pytest.mark.parametrize("version", ["bad", "1.2", "01.0.0", "1.0.0-01", "V1.0.0", " 1.0.0", "9007199254740992.0.0"])
def test_invalid_version(run, usage, version):
    usage(run("bump", "major", version), "invalid version: " + version)


def test_invalid_version_pre_with_id(run, usage):
    usage(run("bump", "--id", "beta", "pre", "1.0"), "invalid version: 1.0")


def test_invalid_version_too_long(run, usage):
    v = "1.0.0+" + "a" * 251
    usage(run("bump", "patch", v), "invalid version: " + v)


def test_result_may_exceed_length_limit(run, ok):
    v = "1.0.0-" + "a" * 248 + ".9"
    assert len(v) == 256
    ok(run("bump", "pre", v), "1.0.0-" + "a" * 248 + ".10\n")


def test_result_may_exceed_length_limit_append(run, ok):
    v = "1.0.0-" + "a" * 250
    ok(run("bump", "pre", v), v + ".0\n")


TOO_LARGE = [
    ("major", MAX + ".0.0"),
    ("major", MAX + ".1.0-rc"),
    ("major", MAX + ".0.1-rc"),
    ("minor", "1." + MAX + ".0"),
    ("minor", "1." + MAX + ".5-rc"),
    ("patch", "1.2." + MAX),
    ("pre", "1.0." + MAX),
    ("pre", "v1.0." + MAX + "+b"),
]


@pytest.mark.parametrize("part,version", TOO_LARGE)
def test_number_too_large(run, part, version):
    r = run("bump", part, version)
    assert r.rc == 1, r
    assert r.out == "", r
    assert r.err == "semver: number too large\n", r


def test_number_too_large_pre_with_id(run):
    r = run("bump", "--id", "beta", "pre", "1.0." + MAX)
    assert r.rc == 1
    assert r.out == ""
    assert r.err == "semver: number too large\n"


NOT_TOO_LARGE = [
    ("major", MAX + ".0.0-rc", MAX + ".0.0"),
    ("major", "9007199254740990.5.5", MAX + ".0.0"),
    ("minor", "1." + MAX + ".0-rc", "1." + MAX + ".0"),
    ("minor", MAX + ".5.5", MAX + ".6.0"),
    ("patch", "1.2." + MAX + "-1", "1.2." + MAX),
    ("patch", MAX + "." + MAX + ".5", MAX + "." + MAX + ".6"),
    ("release", MAX + "." + MAX + "." + MAX, MAX + "." + MAX + "." + MAX),
    ("pre", "1.0." + MAX + "-rc", "1.0." + MAX + "-rc.0"),
    ("pre", MAX + "." + MAX + ".0", MAX + "." + MAX + ".1-0"),
]


@pytest.mark.parametrize("part,version,expected", NOT_TOO_LARGE)
def test_large_numbers_ok(run, ok, part, version, expected):
    ok(run("bump", part, version), expected + "\n")


def test_id_pre_keeps_numbers_when_other_id(run, ok):
    ok(run("bump", "--id", "beta", "pre", "1.0." + MAX + "-alpha"), "1.0." + MAX + "-beta.0\n")
