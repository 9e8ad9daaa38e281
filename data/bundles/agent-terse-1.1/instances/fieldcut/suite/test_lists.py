"""LIST validation."""
import pytest

from conftest import usage


def item(text):
    return "invalid list item: '%s'" % text


ZERO = "fields and positions are numbered from 1"


def dec(text):
    return "invalid decreasing range: '%s'" % text


@pytest.mark.parametrize(
    "lst,bad",
    [
        ("", ""),
        ("1,,3", ""),
        (",1", ""),
        ("1,", ""),
        ("-", "-"),
        ("a", "a"),
        ("1-2-3", "1-2-3"),
        (" 1", " 1"),
        ("1 ", "1 "),
        ("+1", "+1"),
        ("1.5", "1.5"),
        ("--1", "--1"),
        ("1--", "1--"),
        ("1-a", "1-a"),
        ("x-3", "x-3"),
        ("1,a,0", "a"),
        ("a,0", "a"),
        ("a,3-1", "a"),
        ("1,2,b,c", "b"),
        ("１", "１"),
        ("1;2", "1;2"),
    ],
)
def test_invalid_item_fields(run, lst, bad):
    usage(run, ["-f", lst], item(bad), stdin=b"a\n")


@pytest.mark.parametrize("lst,bad", [("", ""), ("x", "x"), ("2,", ""), ("-", "-")])
def test_invalid_item_chars(run, lst, bad):
    usage(run, ["-c", lst], item(bad), stdin=b"a\n")


@pytest.mark.parametrize("lst", ["0", "0-3", "-0", "2-0", "00", "0-", "1,0", "5-0", "000-1"])
def test_zero(run, lst):
    usage(run, ["-f", lst], ZERO, stdin=b"a\n")


def test_zero_chars(run):
    usage(run, ["-c", "0"], ZERO, stdin=b"a\n")


def test_zero_before_invalid_item(run):
    usage(run, ["-f", "0,a"], ZERO, stdin=b"a\n")


@pytest.mark.parametrize(
    "lst,bad",
    [
        ("3-1", "3-1"),
        ("2-1", "2-1"),
        ("03-2", "03-2"),
        ("1,5-4", "5-4"),
        ("99999999999999999999999-1", "99999999999999999999999-1"),
        ("99999999999999999999999-99999999999999999999998",
         "99999999999999999999999-99999999999999999999998"),
        ("10-9", "10-9"),
    ],
)
def test_decreasing(run, lst, bad):
    usage(run, ["-f", lst], dec(bad), stdin=b"a\n")


def test_decreasing_chars(run):
    usage(run, ["-c", "4-2"], dec("4-2"), stdin=b"a\n")


def test_decreasing_before_invalid(run):
    usage(run, ["-f", "3-1,a"], dec("3-1"), stdin=b"a\n")


def test_decreasing_before_zero(run):
    usage(run, ["-f", "3-1,0"], dec("3-1"), stdin=b"a\n")


def test_invalid_before_zero_item(run):
    usage(run, ["-f", "x,0"], item("x"), stdin=b"a\n")


def test_invalid_list_with_complement(run):
    usage(run, ["--complement", "-c", "0"], ZERO, stdin=b"a\n")


def test_invalid_list_attached(run):
    usage(run, ["-f1,,2"], item(""), stdin=b"a\n")


def test_invalid_list_no_stdin_read_file_missing(run):
    usage(run, ["-f", "3-1", "missing"], dec("3-1"))
