"""bump command, including prerelease bumps."""
import pytest

MAXN = "9007199254740991"


def ok(run, args, expected):
    r = run("bump", *args)
    assert (r.code, r.out, r.err) == (0, expected + "\n", ""), r


@pytest.mark.parametrize(
    "part,version,expected",
    [
        # spec examples
        ("major", "1.2.3", "2.0.0"),
        ("major", "2.0.0-rc.1", "2.0.0"),
        ("major", "2.1.0-rc.1", "3.0.0"),
        ("minor", "1.3.0-beta", "1.3.0"),
        ("minor", "1.3.1-beta", "1.4.0"),
        ("patch", "1.2.3-0", "1.2.3"),
        ("release", "1.2.3-rc.1+b.5", "1.2.3"),
        ("patch", "v1.2.3+b", "1.2.4"),
        # major
        ("major", "0.0.0", "1.0.0"),
        ("major", "0.5.7", "1.0.0"),
        ("major", "9.9.9", "10.0.0"),
        ("major", "2.0.1-rc.1", "3.0.0"),
        ("major", "1.0.0-alpha", "1.0.0"),
        ("major", "0.0.0-0", "0.0.0"),
        ("major", "1.2.3+build", "2.0.0"),
        ("major", "1.0.0+build", "2.0.0"),
        ("major", "v1.0.0-rc+b", "1.0.0"),
        ("major", "1.9007199254740991.9007199254740991", "2.0.0"),
        ("major", "9007199254740990.5.5", MAXN + ".0.0"),
        # minor
        ("minor", "1.2.3", "1.3.0"),
        ("minor", "1.9.9", "1.10.0"),
        ("minor", "0.0.0", "0.1.0"),
        ("minor", "1.0.0-beta", "1.0.0"),
        ("minor", "1.2.0-rc.1+b", "1.2.0"),
        ("minor", "1.2.5-rc.1", "1.3.0"),
        ("minor", "1.2.3+b", "1.3.0"),
        ("minor", "1.2." + MAXN, "1.3.0"),
        # patch
        ("patch", "1.2.3", "1.2.4"),
        ("patch", "0.0.9", "0.0.10"),
        ("patch", "1.2.3-rc.1", "1.2.3"),
        ("patch", "1.2.0-rc.1", "1.2.0"),
        ("patch", "1.2.3+b.1", "1.2.4"),
        ("patch", "1.2.3-rc+b", "1.2.3"),
        # release
        ("release", "1.2.3", "1.2.3"),
        ("release", "1.2.3+b", "1.2.3"),
        ("release", "v1.2.3", "1.2.3"),
        ("release", "1.2.3-rc.1", "1.2.3"),
        ("release", MAXN + "." + MAXN + "." + MAXN, MAXN + "." + MAXN + "." + MAXN),
        ("release", MAXN + ".0.0-rc", MAXN + ".0.0"),
    ],
)
def test_bump_parts(run, part, version, expected):
    ok(run, [part, version], expected)


# ---- pre without --id -------------------------------------------------------

@pytest.mark.parametrize(
    "version,expected",
    [
        ("1.2.3", "1.2.4-0"),
        ("0.0.0", "0.0.1-0"),
        ("v1.2.3+b", "1.2.4-0"),
        ("1.2.3-rc.9", "1.2.3-rc.10"),
        ("1.2.3-rc.99", "1.2.3-rc.100"),
        ("1.0.0-1", "1.0.0-2"),
        ("1.0.0-0", "1.0.0-1"),
        ("1.0.0-rc.0", "1.0.0-rc.1"),
        ("1.0.0-alpha", "1.0.0-alpha.0"),
        ("1.0.0-rc.1.beta", "1.0.0-rc.1.beta.0"),
        ("1.0.0-0a", "1.0.0-0a.0"),
        ("1.0.0-a.1.b.2", "1.0.0-a.1.b.3"),
        ("1.0.0-alpha+build", "1.0.0-alpha.0"),
        ("1.0.0-rc.5+build.9", "1.0.0-rc.6"),
        ("1.0.0-99999999999999999999999", "1.0.0-100000000000000000000000"),
        ("1.0.0-x.199999999999999999999", "1.0.0-x.200000000000000000000"),
        ("1.0.0-9007199254740991", "1.0.0-9007199254740992"),
        ("1.0.0--", "1.0.0--.0"),
        ("1.2.3-rc.1", "1.2.3-rc.2"),
        ("1.2.0", "1.2.1-0"),
        ("1.0." + "9007199254740990", "1.0." + MAXN + "-0"),
        ("1.0." + MAXN + "-rc.1", "1.0." + MAXN + "-rc.2"),
    ],
)
def test_bump_pre(run, version, expected):
    ok(run, ["pre", version], expected)


# ---- pre with --id ----------------------------------------------------------

@pytest.mark.parametrize(
    "idargs,version,expected",
    [
        (["--id", "beta"], "1.2.3", "1.2.4-beta.0"),
        (["--id=beta"], "1.2.3", "1.2.4-beta.0"),
        (["--id", "beta"], "v1.2.3+b", "1.2.4-beta.0"),
        (["--id", "rc"], "1.0.0-rc.1", "1.0.0-rc.2"),
        (["--id", "rc"], "1.0.0-rc", "1.0.0-rc.0"),
        (["--id", "rc"], "1.0.0-rc.9", "1.0.0-rc.10"),
        (["--id", "rc"], "1.0.0-rc.1.beta", "1.0.0-rc.1.beta.0"),
        (["--id", "rc"], "1.0.0-rc.5+build", "1.0.0-rc.6"),
        (["--id", "beta"], "1.0.0-alpha.3", "1.0.0-beta.0"),
        (["--id", "alpha"], "1.0.0-beta", "1.0.0-alpha.0"),
        (["--id", "rc"], "1.0.0-RC.1", "1.0.0-rc.0"),
        (["--id", "rc"], "1.0.0-rcx.1", "1.0.0-rc.0"),
        (["--id", "rc"], "1.0.0-alpha.rc.1", "1.0.0-rc.0"),
        (["--id", "rc"], "1.0.0-1", "1.0.0-rc.0"),
        (["--id", "rc"], "1.2.3-alpha+b", "1.2.3-rc.0"),
        (["--id", "rc-1"], "1.2.3", "1.2.4-rc-1.0"),
        (["--id", "0a"], "1.2.3", "1.2.4-0a.0"),
        (["--id", "0a"], "1.0.0-0a.3", "1.0.0-0a.4"),
        (["--id", "-"], "1.2.3", "1.2.4--.0"),
        (["--id=-"], "1.2.3", "1.2.4--.0"),
        (["--id", "--"], "1.2.3", "1.2.4---.0"),
        (["--id", "-q"], "1.2.3", "1.2.4--q.0"),
        (["--id", "Beta"], "1.0.0-beta.1", "1.0.0-Beta.0"),
        (["--id", "a"], "1.0.0-a.b.c", "1.0.0-a.b.c.0"),
        (["--id", "alpha", "--id", "beta"], "1.2.3", "1.2.4-beta.0"),
        (["--id=alpha", "--id", "beta"], "1.2.3", "1.2.4-beta.0"),
        (["--id", "beta", "--id=alpha"], "1.2.3", "1.2.4-alpha.0"),
    ],
)
def test_bump_pre_with_id(run, idargs, version, expected):
    ok(run, idargs + ["pre", version], expected)


def test_id_after_operands(run):
    ok(run, ["pre", "1.2.3", "--id", "beta"], "1.2.4-beta.0")


def test_id_between_operands(run):
    ok(run, ["pre", "--id=beta", "1.2.3"], "1.2.4-beta.0")


def test_id_last_value_invalid_earlier_ignored(run):
    ok(run, ["--id", "a.b", "--id", "ok", "pre", "1.2.3"], "1.2.4-ok.0")


def test_id_last_value_invalid_later(usage):
    usage(["bump", "--id", "ok", "--id", "a.b", "pre", "1.2.3"], "invalid prerelease identifier: a.b")


def test_long_id_output_may_exceed_256(run):
    ident = "a" * 300
    ok(run, ["--id", ident, "pre", "1.2.3"], "1.2.4-" + ident + ".0")


def test_result_longer_than_256_printed(run):
    v = "1.0.0-" + "a" * 250
    assert len(v) == 256
    ok(run, ["pre", v], v + ".0")


def test_bump_long_version_invalid(usage):
    v = "1.0.0-" + "a" * 251
    usage(["bump", "release", v], "invalid version: %s" % v)


# ---- number limit -----------------------------------------------------------

@pytest.mark.parametrize(
    "args",
    [
        ["major", MAXN + ".0.0"],
        ["major", MAXN + ".1.0-rc"],
        ["major", MAXN + ".5.5+b"],
        ["minor", "1." + MAXN + ".0"],
        ["minor", "1." + MAXN + ".3-rc"],
        ["patch", "1.0." + MAXN],
        ["patch", "1.0." + MAXN + "+build"],
        ["pre", "1.0." + MAXN],
        ["--id", "beta", "pre", "1.0." + MAXN],
    ],
)
def test_number_too_large(run, args):
    r = run("bump", *args)
    assert (r.code, r.out, r.err) == (1, "", "semver: number too large\n")


@pytest.mark.parametrize(
    "args,expected",
    [
        (["major", MAXN + ".0.0-rc"], MAXN + ".0.0"),
        (["minor", "1." + MAXN + ".0-rc"], "1." + MAXN + ".0"),
        (["patch", "1.0." + MAXN + "-rc"], "1.0." + MAXN),
        (["minor", MAXN + ".1.1"], MAXN + ".2.0"),
        (["patch", MAXN + "." + MAXN + ".1"], MAXN + "." + MAXN + ".2"),
        (["--id", "rc", "pre", "1.0." + MAXN + "-alpha"], "1.0." + MAXN + "-rc.0"),
    ],
)
def test_max_numbers_without_increment(run, args, expected):
    ok(run, args, expected)


# ---- errors -----------------------------------------------------------------

@pytest.mark.parametrize("part", ["foo", "Major", "PRE", "prerelease", "premajor", "", "1.0.0"])
def test_unknown_part(usage, part):
    usage(["bump", part, "1.0.0"], "unknown part: %s" % part)


def test_unknown_part_before_invalid_version(usage):
    usage(["bump", "foo", "bad"], "unknown part: foo")


def test_unknown_part_before_id_check(usage):
    usage(["bump", "--id", "beta", "foo", "bad"], "unknown part: foo")


def test_swapped_operands(usage):
    usage(["bump", "1.2.3", "major"], "unknown part: 1.2.3")


@pytest.mark.parametrize("part", ["major", "minor", "patch", "release"])
def test_id_only_with_pre(usage, part):
    usage(["bump", "--id", "beta", part, "1.0.0"], "--id is only valid with pre")


def test_id_only_with_pre_before_id_validity(usage):
    usage(["bump", "--id", "1", "major", "bad"], "--id is only valid with pre")


def test_empty_attached_id_counts_as_given(usage):
    usage(["bump", "--id=", "major", "1.0.0"], "--id is only valid with pre")


@pytest.mark.parametrize("ident", ["1", "007", "0", "a.b", "a_b", "beta!", "rc 1", "é", "beta=x", "+b"])
def test_invalid_prerelease_identifier(usage, ident):
    usage(["bump", "--id", ident, "pre", "1.0.0"], "invalid prerelease identifier: %s" % ident)


def test_invalid_prerelease_identifier_attached(usage):
    usage(["bump", "--id=a.b", "pre", "1.0.0"], "invalid prerelease identifier: a.b")


def test_empty_prerelease_identifier(usage):
    usage(["bump", "--id=", "pre", "1.0.0"], "invalid prerelease identifier: ")


def test_empty_prerelease_identifier_separate(usage):
    usage(["bump", "--id", "", "pre", "1.0.0"], "invalid prerelease identifier: ")


def test_invalid_identifier_before_invalid_version(usage):
    usage(["bump", "--id", "007", "pre", "bad"], "invalid prerelease identifier: 007")


@pytest.mark.parametrize(
    "part,version",
    [
        ("major", "bad"),
        ("minor", "1.2"),
        ("patch", "01.2.3"),
        ("release", "V1.2.3"),
        ("pre", "1.2.3-"),
        ("pre", "9007199254740992.0.0"),
        ("major", ""),
        ("patch", " 1.2.3"),
    ],
)
def test_invalid_version(usage, part, version):
    usage(["bump", part, version], "invalid version: %s" % version)


def test_invalid_version_with_valid_id(usage):
    usage(["bump", "--id", "beta", "pre", "1.2"], "invalid version: 1.2")


def test_invalid_version_dash_operand(usage):
    usage(["bump", "pre", "--", "-1.0.0"], "invalid version: -1.0.0")


def test_bump_does_not_read_stdin(run):
    r = run("bump", "patch", "1.0.0", stdin="5.0.0\n")
    assert (r.code, r.out, r.err) == (0, "1.0.1\n", "")
