"""compare command and precedence rules."""
import pytest

CHAIN = [
    "1.0.0-alpha",
    "1.0.0-alpha.1",
    "1.0.0-alpha.beta",
    "1.0.0-beta",
    "1.0.0-beta.2",
    "1.0.0-beta.11",
    "1.0.0-rc.1",
    "1.0.0",
]

LOWER_HIGHER = [
    ("1.0.0", "2.0.0"),
    ("1.9.0", "1.10.0"),
    ("2.0.0", "10.0.0"),
    ("1.0.0", "1.0.1"),
    ("1.0.9", "1.0.10"),
    ("1.1.0", "1.2.0"),
    ("0.0.1", "0.1.0"),
    ("0.9.9", "1.0.0"),
    ("1.99.99", "2.0.0"),
    ("9007199254740990.0.0", "9007199254740991.0.0"),
    ("1.0.0-rc.1", "1.0.0"),
    ("1.0.0-rc.9", "1.0.0-rc.10"),
    ("1.0.0-RC", "1.0.0-rc"),
    ("1.0.0-Z", "1.0.0-a"),
    ("1.0.0-alpha", "1.0.0-beta"),
    ("1.0.0-a-b", "1.0.0-a0"),
    ("1.0.0-alpha", "1.0.0-alphab"),
    ("1.0.0-a10", "1.0.0-a9"),
    ("1.0.0-9", "1.0.0-a"),
    ("1.0.0-9", "1.0.0-1a"),
    ("1.0.0-999", "1.0.0--"),
    ("1.0.0-rc.1", "1.0.0-rc.a"),
    ("1.0.0-2", "1.0.0-10"),
    ("1.0.0-alpha", "1.0.0-alpha.1"),
    ("1.0.0-alpha.1", "1.0.0-alpha.1.0"),
    ("1.0.0-alpha.1", "1.0.0-alpha.beta"),
    ("1.0.0-99999999999999999999999", "1.0.0-100000000000000000000000"),
    ("1.0.0-99999999999999999999998", "1.0.0-99999999999999999999999"),
    ("1.0.0-9", "1.0.0-99999999999999999999999"),
    ("1.0.0-rc.1.2.3", "1.0.0-rc.1.2.4"),
    ("0.9.0", "1.0.0-alpha"),
    ("1.0.0", "1.0.1-alpha"),
    ("1.2.3-beta", "1.2.3-beta.0"),
] + list(zip(CHAIN, CHAIN[1:]))


@pytest.mark.parametrize("a,b", LOWER_HIGHER)
def test_lower(run, a, b):
    r = run("compare", a, b)
    assert (r.code, r.out, r.err) == (0, "-1\n", "")


@pytest.mark.parametrize("a,b", LOWER_HIGHER)
def test_higher(run, a, b):
    r = run("compare", b, a)
    assert (r.code, r.out, r.err) == (0, "1\n", "")


@pytest.mark.parametrize(
    "a,b",
    [
        ("1.0.0", "1.0.0"),
        ("1.0.0+x", "1.0.0"),
        ("1.0.0", "1.0.0+build"),
        ("1.0.0+a", "1.0.0+b"),
        ("v1.0.0", "1.0.0"),
        ("v1.2.3-rc.1+b1", "1.2.3-rc.1+b2"),
        ("1.0.0-rc.1", "1.0.0-rc.1"),
        ("1.0.0-99999999999999999999999", "1.0.0-99999999999999999999999"),
        ("9007199254740991.9007199254740991.9007199254740991",
         "9007199254740991.9007199254740991.9007199254740991"),
    ],
)
def test_equal(run, a, b):
    r = run("compare", a, b)
    assert (r.code, r.out, r.err) == (0, "0\n", "")


def test_first_invalid(usage):
    usage(["compare", "bad", "1.0.0"], "invalid version: bad")


def test_second_invalid(usage):
    usage(["compare", "1.0.0", "1.2"], "invalid version: 1.2")


def test_both_invalid_reports_first(usage):
    usage(["compare", "1.2", "x.y.z"], "invalid version: 1.2")


def test_invalid_with_space_exact(usage):
    usage(["compare", "1.0.0", " 1.0.0"], "invalid version:  1.0.0")


def test_too_long_version_is_usage_error(usage):
    v = "1.0.0+" + "a" * 251
    usage(["compare", v, "1.0.0"], "invalid version: %s" % v)


def test_too_large_number_is_usage_error(usage):
    usage(["compare", "1.0.0", "9007199254740992.0.0"], "invalid version: 9007199254740992.0.0")


def test_compare_options_after_double_dash(usage):
    usage(["compare", "--", "1.0.0", "-1.0.0"], "invalid version: -1.0.0")
