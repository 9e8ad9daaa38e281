"""validate command and version syntax / limits."""
import pytest

MAXN = "9007199254740991"
OVER = "9007199254740992"


@pytest.mark.parametrize(
    "version",
    [
        "1.2.3",
        "0.0.0",
        "10.20.30",
        "1.4.2",
        "2.0.0-rc.1",
        "1.0.0+build.7",
        "1.2.3--",
        "1.2.3-x-y",
        "1.2.3-a+b-c.d",
        "1.2.3-0",
        "1.2.3-0a",
        "1.2.3-00a",
        "1.2.3-rc.0-7",
        "1.2.3+007",
        "1.2.3+b-1",
        "1.2.3-a-b",
        "1.2.3+-",
        "1.2.3-alpha.1.beta.2",
        "1.2.3-ALPHA.Beta",
        "1.0.0-alpha+001",
        "1.0.0+20130313144700",
        "1.0.0-beta+exp.sha.5114f85",
        "1.0.0-99999999999999999999999",
        "0.0.0-0",
        MAXN + ".0.0",
        "0." + MAXN + ".0",
        "0.0." + MAXN,
        MAXN + "." + MAXN + "." + MAXN,
    ],
)
def test_valid_version_printed_unchanged(run, version):
    r = run("validate", version)
    assert (r.code, r.out, r.err) == (0, version + "\n", "")


@pytest.mark.parametrize(
    "version,normal",
    [
        ("v1.2.3", "1.2.3"),
        ("v0.0.0", "0.0.0"),
        ("v1.0.0-rc.1+b", "1.0.0-rc.1+b"),
        ("v2.0.0+build.7", "2.0.0+build.7"),
        ("v1.2.3-v", "1.2.3-v"),
    ],
)
def test_valid_version_v_prefix_removed(run, version, normal):
    r = run("validate", version)
    assert (r.code, r.out, r.err) == (0, normal + "\n", "")


@pytest.mark.parametrize(
    "version",
    [
        "V1.0.0",
        "vv1.0.0",
        "=1.0.0",
        "v",
        "v 1.0.0",
        "01.2.3",
        "1.02.3",
        "1.2.03",
        "00.0.0",
        "1.2",
        "1",
        "1.2.3.4",
        "1.2.",
        "1..3",
        ".1.2.3",
        "1.2.3-",
        "1.2.3-a..b",
        "1.2.3-a.",
        "1.2.3-.a",
        "1.2.3+",
        "1.2.3+a..b",
        "1.2.3+.a",
        "1.2.3+a.",
        "1.2.3-a_b",
        "1.2.3+a_b",
        "1.2.3-01",
        "1.2.3-rc.007",
        "1.2.3-00",
        "1.2.3+a+b",
        "1.2.3-+b",
        "1.2.x",
        "1.2.*",
        "x.y.z",
        "a.b.c",
        "1.2.3 ",
        "1.2.3\t",
        "\t1.2.3",
        "",
        " ",
        "1.2.3-é",
        "1.2.3-α",
        "１.2.3",
        "1.2.3-rc 1",
        "1.2.3#",
        "+1.2.3",
        "1.2.3-a!",
        "1.2.3~",
        "^1.2.3",
        ">=1.2.3",
        "1.-2.3",
        OVER + ".0.0",
        "0." + OVER + ".0",
        "0.0." + OVER,
        "99999999999999999999.0.0",
    ],
)
def test_invalid_version(run, version):
    r = run("validate", version)
    assert r.code == 1
    assert r.out == ""
    assert r.err == "semver: invalid version: %s\n" % version


def test_leading_space_operand_not_trimmed(run):
    r = run("validate", " 1.2.3")
    assert r.code == 1
    assert r.out == ""
    assert r.err == "semver: invalid version:  1.2.3\n"


def test_empty_operand_message(run):
    r = run("validate", "")
    assert (r.code, r.out, r.err) == (1, "", "semver: invalid version: \n")


# ---- length limit ------------------------------------------------------------

def test_length_256_valid(run):
    v = "1.0.0+" + "a" * 250
    assert len(v) == 256
    r = run("validate", v)
    assert (r.code, r.out, r.err) == (0, v + "\n", "")


def test_length_257_invalid(run):
    v = "1.0.0+" + "a" * 251
    assert len(v) == 257
    r = run("validate", v)
    assert r.code == 1
    assert r.out == ""
    assert r.err == "semver: invalid version: %s\n" % v


def test_length_256_prerelease_valid(run):
    v = "1.0.0-" + "a" * 250
    r = run("validate", v)
    assert (r.code, r.out, r.err) == (0, v + "\n", "")


def test_length_257_prerelease_invalid(run):
    v = "1.0.0-" + "a" * 251
    r = run("validate", v)
    assert r.code == 1
    assert r.out == ""


def test_length_with_v_prefix_256_valid(run):
    v = "v1.0.0+" + "a" * 249
    assert len(v) == 256
    r = run("validate", v)
    assert (r.code, r.out, r.err) == (0, v[1:] + "\n", "")


def test_length_counts_v_prefix(run):
    v = "v1.0.0+" + "a" * 250
    assert len(v) == 257
    r = run("validate", v)
    assert r.code == 1
    assert r.out == ""
    assert r.err == "semver: invalid version: %s\n" % v


def test_length_long_numeric_prerelease_within_limit(run):
    v = "1.0.0-" + "9" * 250
    r = run("validate", v)
    assert (r.code, r.out, r.err) == (0, v + "\n", "")


# ---- multiple operands, -q, exit status -------------------------------------

def test_multiple_valid(run):
    r = run("validate", "1.0.0", "v2.0.0", "3.0.0-rc.1")
    assert (r.code, r.out, r.err) == (0, "1.0.0\n2.0.0\n3.0.0-rc.1\n", "")


def test_mixed_valid_invalid(run):
    r = run("validate", "1.0.0", "bad", "2.0.0")
    assert r.code == 1
    assert r.out == "1.0.0\n2.0.0\n"
    assert r.err == "semver: invalid version: bad\n"


def test_multiple_invalid_in_order(run):
    r = run("validate", "x", "1.0.0", "y", "1.2")
    assert r.code == 1
    assert r.out == "1.0.0\n"
    assert r.err == (
        "semver: invalid version: x\n"
        "semver: invalid version: y\n"
        "semver: invalid version: 1.2\n"
    )


def test_all_invalid(run):
    r = run("validate", "a", "b")
    assert r.code == 1
    assert r.out == ""
    assert r.err == "semver: invalid version: a\nsemver: invalid version: b\n"


def test_duplicates_printed_each_time(run):
    r = run("validate", "1.0.0", "1.0.0", "v1.0.0")
    assert (r.code, r.out, r.err) == (0, "1.0.0\n1.0.0\n1.0.0\n", "")


def test_quiet_all_valid(run):
    r = run("validate", "-q", "1.0.0", "2.0.0")
    assert (r.code, r.out, r.err) == (0, "", "")


def test_quiet_invalid(run):
    r = run("validate", "-q", "bad")
    assert (r.code, r.out, r.err) == (1, "", "")


def test_quiet_mixed(run):
    r = run("validate", "1.0.0", "bad", "-q")
    assert (r.code, r.out, r.err) == (1, "", "")


def test_quiet_at_end(run):
    r = run("validate", "1.0.0", "-q")
    assert (r.code, r.out, r.err) == (0, "", "")


def test_validate_does_not_read_stdin(run):
    r = run("validate", "1.0.0", stdin="bad\n")
    assert (r.code, r.out, r.err) == (0, "1.0.0\n", "")
