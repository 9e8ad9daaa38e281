"""The validate command."""
import pytest

VALID = [
    ("0.0.0", "0.0.0"),
    ("1.2.3", "1.2.3"),
    ("10.20.30", "10.20.30"),
    ("v1.2.3", "1.2.3"),
    ("v1.2.3-rc.1+b.5", "1.2.3-rc.1+b.5"),
    ("1.2.3--", "1.2.3--"),
    ("1.2.3-x-y", "1.2.3-x-y"),
    ("1.2.3-a+b-c.d", "1.2.3-a+b-c.d"),
    ("1.2.3-0", "1.2.3-0"),
    ("1.2.3-0a", "1.2.3-0a"),
    ("1.2.3-rc.0-7", "1.2.3-rc.0-7"),
    ("1.2.3+007", "1.2.3+007"),
    ("1.2.3+0.00.01", "1.2.3+0.00.01"),
    ("1.2.3-a-b", "1.2.3-a-b"),
    ("1.2.3+b-1", "1.2.3+b-1"),
    ("1.2.3--0", "1.2.3--0"),
    ("1.0.0-99999999999999999999999", "1.0.0-99999999999999999999999"),
    ("9007199254740991.9007199254740991.9007199254740991",
     "9007199254740991.9007199254740991.9007199254740991"),
    ("1.0.0-alpha.beta.1", "1.0.0-alpha.beta.1"),
    ("1.0.0-0A.is.legal", "1.0.0-0A.is.legal"),
    ("1.2.3----R-S.12.9.1--.12+meta", "1.2.3----R-S.12.9.1--.12+meta"),
    ("1.0.0+-", "1.0.0+-"),
    ("1.0.0-RC.1", "1.0.0-RC.1"),
    ("2.0.0+build.1848.2022", "2.0.0+build.1848.2022"),
    ("1.0.0-x.7.z.92", "1.0.0-x.7.z.92"),
]

INVALID = [
    "",
    " 1.2.3",
    "1.2.3 ",
    "V1.0.0",
    "vv1.0.0",
    "=1.0.0",
    "v",
    "01.2.3",
    "1.02.3",
    "1.2.03",
    "00.0.0",
    "1.2",
    "1",
    "1.2.3.4",
    "1..3",
    "1.2.",
    ".1.2.3",
    "1.2.3-",
    "1.2.3-a..b",
    "1.2.3-a.",
    "1.2.3-.a",
    "1.2.3+",
    "1.2.3+.b",
    "1.2.3+b.",
    "1.2.3-a_b",
    "1.2.3-01",
    "1.2.3-00",
    "1.2.3-rc.007",
    "1.2.3+a+b",
    "1.2.3-rc.1+",
    "1.2.3-+b",
    "a.b.c",
    "x.1.2",
    "1.x.3",
    "1.2.x",
    "1.2.*",
    "-1.2.3",
    "+1.2.3",
    "1.-2.3",
    "1.2.3-a b",
    "v 1.2.3",
    " v1.2.3",
    "1.2.3\t",
    "1.2.3\n",
    "\n1.2.3",
    "1.2.3-\u00e9",
    "\uff11.2.3",
    "\u0661.2.3",
    "1.2.3-\u0661",
    "1.\u00b2.3",
    "9007199254740992.0.0",
    "0.9007199254740992.0",
    "0.0.9007199254740992",
    "99999999999999999999.0.0",
    "1.2.3-a!b",
    "1.2.3+a/b",
    "^1.2.3",
    ">=1.2.3",
    "1.2.3 - 1.2.4",
]


@pytest.mark.parametrize("arg,normal", VALID)
def test_valid_version(run, ok, arg, normal):
    ok(run("validate", arg), normal + "\n")


@pytest.mark.parametrize("arg", INVALID)
def test_invalid_version(run, arg):
    args = ["--", arg] if arg.startswith("-") else [arg]
    r = run("validate", *args)
    assert r.rc == 1, r
    assert r.out == "", r
    assert r.err == "semver: invalid version: " + arg + "\n", r


@pytest.mark.parametrize("arg", ["1.2.3\n", "\uff11.2.3", "9007199254740992.0.0", "1.2.3-01"])
def test_invalid_version_exit_status(run, arg):
    r = run("validate", arg)
    assert r.rc == 1
    assert r.out == ""
    assert r.err.startswith("semver: invalid version: ")


def test_multiple_valid_in_order(run, ok):
    ok(run("validate", "2.0.0", "v1.0.0", "1.0.0-rc.1"), "2.0.0\n1.0.0\n1.0.0-rc.1\n")


def test_duplicates_each_written(run, ok):
    ok(run("validate", "1.0.0", "1.0.0"), "1.0.0\n1.0.0\n")


def test_mixed_valid_invalid(run):
    r = run("validate", "1.0.0", "bad", "v2.0.0", "1.2", "3.0.0")
    assert r.rc == 1
    assert r.out == "1.0.0\n2.0.0\n3.0.0\n"
    assert r.err == "semver: invalid version: bad\nsemver: invalid version: 1.2\n"


def test_all_invalid_multiple(run):
    r = run("validate", "x", "y")
    assert r.rc == 1
    assert r.out == ""
    assert r.err == "semver: invalid version: x\nsemver: invalid version: y\n"


def test_quiet_valid(run, ok):
    ok(run("validate", "-q", "1.0.0", "v2.0.0"), "")


def test_quiet_invalid(run):
    r = run("validate", "-q", "1.0.0", "bad")
    assert r.rc == 1
    assert r.out == ""
    assert r.err == ""


def test_quiet_after_operands(run):
    r = run("validate", "bad", "1.0.0", "-q")
    assert r.rc == 1
    assert r.out == ""
    assert r.err == ""


def test_quiet_repeated(run, ok):
    ok(run("validate", "-q", "-q", "1.0.0"), "")


def test_length_256_valid(run, ok):
    v = "1.0.0+" + "a" * 250
    assert len(v) == 256
    ok(run("validate", v), v + "\n")


def test_length_257_invalid(run):
    v = "1.0.0+" + "a" * 251
    r = run("validate", v)
    assert r.rc == 1
    assert r.out == ""
    assert r.err == "semver: invalid version: " + v + "\n"


def test_length_counts_leading_v_valid(run, ok):
    v = "v1.0.0-" + "b" * 249
    assert len(v) == 256
    ok(run("validate", v), v[1:] + "\n")


def test_length_counts_leading_v_invalid(run):
    v = "v1.0.0-" + "b" * 250
    assert len(v) == 257
    r = run("validate", v)
    assert r.rc == 1
    assert r.out == ""


def test_length_limit_long_numeric_prerelease(run):
    v = "1.0.0-" + "9" * 251
    r = run("validate", v)
    assert r.rc == 1
    assert r.out == ""


def test_length_limit_long_numeric_prerelease_ok(run, ok):
    v = "1.0.0-" + "9" * 250
    ok(run("validate", v), v + "\n")


def test_negative_looking_operand_is_option(run, usage):
    usage(run("validate", "-1.2.3"), "unknown option: -1.2.3")
