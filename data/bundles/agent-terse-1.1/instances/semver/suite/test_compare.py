"""The compare command and precedence."""
import pytest

LESS = [
    ("1.0.0", "2.0.0"),
    ("1.0.0", "1.1.0"),
    ("1.0.0", "1.0.1"),
    ("1.9.0", "1.10.0"),
    ("1.2.9", "1.2.10"),
    ("9.0.0", "10.0.0"),
    ("1.99.99", "2.0.0"),
    ("1.0.0-rc.1", "1.0.0"),
    ("1.0.0-rc.9", "1.0.0-rc.10"),
    ("1.0.0-RC", "1.0.0-rc"),
    ("1.0.0-alpha", "1.0.0-beta"),
    ("1.0.0-a-b", "1.0.0-a0"),
    ("1.0.0-alpha", "1.0.0-alphab"),
    ("1.0.0-9", "1.0.0-a"),
    ("1.0.0-rc.1", "1.0.0-rc.a"),
    ("1.0.0-999", "1.0.0-a"),
    ("1.0.0-alpha", "1.0.0-alpha.1"),
    ("1.0.0-alpha.1", "1.0.0-alpha.1.0"),
    ("1.0.0-alpha.1", "1.0.0-alpha.beta"),
    ("1.0.0-alpha.beta", "1.0.0-beta"),
    ("1.0.0-beta", "1.0.0-beta.2"),
    ("1.0.0-beta.2", "1.0.0-beta.11"),
    ("1.0.0-beta.11", "1.0.0-rc.1"),
    ("1.0.0-99999999999999999999999", "1.0.0-100000000000000000000000"),
    ("1.0.0-9007199254740992", "1.0.0-9007199254740993"),
    ("1.0.0-2", "1.0.0-10"),
    ("9007199254740990.0.0", "9007199254740991.0.0"),
    ("0.0.9007199254740990", "0.0.9007199254740991"),
    ("1.0.0-Z", "1.0.0-a"),
    ("1.0.0-0a", "1.0.0-a"),
    ("1.0.0-1a", "1.0.0-a"),
    ("1.0.0-10a", "1.0.0-9b"),
    ("1.0.0-rc.1", "1.0.0-rc.1.a"),
    ("0.9.9", "1.0.0-0"),
    ("1.0.0", "1.0.1-0"),
    ("1.0.0-0", "1.0.0--"),
]

EQUAL = [
    ("1.0.0", "1.0.0"),
    ("1.0.0+x", "1.0.0"),
    ("1.0.0+a", "1.0.0+b"),
    ("v1.0.0", "1.0.0"),
    ("v1.0.0-rc.1+b", "1.0.0-rc.1+c"),
    ("1.0.0-99999999999999999999999", "1.0.0-99999999999999999999999+x"),
    ("9007199254740991.9007199254740991.9007199254740991",
     "9007199254740991.9007199254740991.9007199254740991+z"),
]


@pytest.mark.parametrize("a,b", LESS)
def test_lower(run, ok, a, b):
    ok(run("compare", a, b), "-1\n")


@pytest.mark.parametrize("a,b", LESS)
def test_higher(run, ok, a, b):
    ok(run("compare", b, a), "1\n")


@pytest.mark.parametrize("a,b", EQUAL)
def test_equal(run, ok, a, b):
    ok(run("compare", a, b), "0\n")


@pytest.mark.parametrize("a,b", EQUAL)
def test_equal_swapped(run, ok, a, b):
    ok(run("compare", b, a), "0\n")


def test_invalid_first(run, usage):
    usage(run("compare", "1.2", "1.0.0"), "invalid version: 1.2")


def test_invalid_second(run, usage):
    usage(run("compare", "1.0.0", "01.0.0"), "invalid version: 01.0.0")


def test_invalid_both_reports_first(run, usage):
    usage(run("compare", "bad1", "bad2"), "invalid version: bad1")


def test_invalid_too_long(run, usage):
    v = "1.0.0+" + "a" * 251
    usage(run("compare", v, "1.0.0"), "invalid version: " + v)


def test_too_long_by_leading_v(run, usage):
    v = "v1.0.0+" + "a" * 250
    usage(run("compare", "1.0.0", v), "invalid version: " + v)


def test_max_length_ok(run, ok):
    v = "1.0.0+" + "a" * 250
    ok(run("compare", v, "1.0.0"), "0\n")


def test_number_too_large(run, usage):
    usage(run("compare", "1.0.0", "9007199254740992.0.0"), "invalid version: 9007199254740992.0.0")


def test_untrimmed_operand(run, usage):
    usage(run("compare", " 1.0.0", "1.0.0"), "invalid version:  1.0.0")
