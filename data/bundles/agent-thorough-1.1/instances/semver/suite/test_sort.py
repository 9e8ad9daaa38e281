"""sort command."""
import random

import pytest


def L(*xs):
    return "".join(x + "\n" for x in xs)


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


def test_basic_ascending(run):
    r = run("sort", stdin=L("2.0.0", "1.0.0", "3.0.0"))
    assert (r.code, r.out, r.err) == (0, L("1.0.0", "2.0.0", "3.0.0"), "")


def test_numeric_not_lexical(run):
    r = run("sort", stdin=L("1.10.0", "1.9.0", "1.2.0", "10.0.0", "9.0.0"))
    assert (r.code, r.out, r.err) == (0, L("1.2.0", "1.9.0", "1.10.0", "9.0.0", "10.0.0"), "")


def test_patch_numeric(run):
    r = run("sort", stdin=L("0.0.10", "0.0.9", "0.0.100", "0.0.1"))
    assert (r.code, r.out) == (0, L("0.0.1", "0.0.9", "0.0.10", "0.0.100"))


def test_spec_chain_shuffled(run):
    shuffled = list(CHAIN)
    random.Random(7).shuffle(shuffled)
    r = run("sort", stdin=L(*shuffled))
    assert (r.code, r.out, r.err) == (0, L(*CHAIN), "")


def test_spec_chain_reversed_input(run):
    r = run("sort", stdin=L(*reversed(CHAIN)))
    assert (r.code, r.out, r.err) == (0, L(*CHAIN), "")


def test_spec_chain_descending(run):
    r = run("sort", "-r", stdin=L(*CHAIN))
    assert (r.code, r.out, r.err) == (0, L(*reversed(CHAIN)), "")


def test_prerelease_before_release(run):
    r = run("sort", stdin=L("1.0.0", "1.0.0-rc.1", "0.9.0"))
    assert r.out == L("0.9.0", "1.0.0-rc.1", "1.0.0")


def test_large_numeric_prerelease(run):
    r = run("sort", stdin=L("1.0.0-100000000000000000000000", "1.0.0-99999999999999999999999", "1.0.0-9", "1.0.0-a"))
    assert r.out == L("1.0.0-9", "1.0.0-99999999999999999999999", "1.0.0-100000000000000000000000", "1.0.0-a")


def test_large_major(run):
    r = run("sort", stdin=L("9007199254740991.0.0", "10.0.0", "9.0.0"))
    assert r.out == L("9.0.0", "10.0.0", "9007199254740991.0.0")


def test_ascii_order_of_identifiers(run):
    r = run("sort", stdin=L("1.0.0-a0", "1.0.0-a-b", "1.0.0-RC", "1.0.0-rc", "1.0.0-Z"))
    assert r.out == L("1.0.0-RC", "1.0.0-Z", "1.0.0-a-b", "1.0.0-a0", "1.0.0-rc")


def test_normal_form_output(run):
    r = run("sort", stdin=L("v2.0.0", "v1.0.0-rc.1+b.2", "1.5.0"))
    assert (r.code, r.out, r.err) == (0, L("1.0.0-rc.1+b.2", "1.5.0", "2.0.0"), "")


def test_stable_equal_precedence(run):
    r = run("sort", stdin=L("1.0.0+b", "1.0.0", "1.0.0+a"))
    assert r.out == L("1.0.0+b", "1.0.0", "1.0.0+a")


def test_stable_equal_precedence_among_others(run):
    r = run("sort", stdin=L("2.0.0", "1.0.0+b", "0.1.0", "1.0.0", "1.0.0+a"))
    assert r.out == L("0.1.0", "1.0.0+b", "1.0.0", "1.0.0+a", "2.0.0")


def test_duplicates_kept(run):
    r = run("sort", stdin=L("1.0.0", "2.0.0", "1.0.0"))
    assert r.out == L("1.0.0", "1.0.0", "2.0.0")


def test_reverse_descending(run):
    r = run("sort", "-r", stdin=L("1.0.0", "3.0.0", "2.0.0"))
    assert (r.code, r.out, r.err) == (0, L("3.0.0", "2.0.0", "1.0.0"), "")


def test_reverse_keeps_equal_in_input_order(run):
    r = run("sort", "-r", stdin=L("1.0.0+b", "2.0.0", "1.0.0", "1.0.0+a"))
    assert r.out == L("2.0.0", "1.0.0+b", "1.0.0", "1.0.0+a")


def test_reverse_keeps_v_variants_order(run):
    r = run("sort", "-r", stdin=L("v1.0.0+x", "1.0.0+y", "0.5.0", "3.0.0+z", "v3.0.0"))
    assert r.out == L("3.0.0+z", "3.0.0", "1.0.0+x", "1.0.0+y", "0.5.0")


def test_unique(run):
    r = run("sort", "-u", stdin=L("1.0.0+b", "1.0.0", "2.0.0", "1.0.0+a"))
    assert (r.code, r.out, r.err) == (0, L("1.0.0+b", "2.0.0"), "")


def test_unique_plain_duplicates(run):
    r = run("sort", "-u", stdin=L("3.0.0", "1.0.0", "3.0.0", "1.0.0", "2.0.0"))
    assert r.out == L("1.0.0", "2.0.0", "3.0.0")


def test_unique_keeps_first_normal_form(run):
    r = run("sort", "-u", stdin=L("v1.0.0", "1.0.0+a"))
    assert r.out == L("1.0.0")


def test_unique_prerelease_not_equal_to_release(run):
    r = run("sort", "-u", stdin=L("1.0.0", "1.0.0-rc.1", "1.0.0-rc.1+x"))
    assert r.out == L("1.0.0-rc.1", "1.0.0")


def test_reverse_unique_keeps_first_in_input_order(run):
    r = run("sort", "-r", "-u", stdin=L("1.0.0+b", "1.0.0", "2.0.0+x", "2.0.0"))
    assert (r.code, r.out, r.err) == (0, L("2.0.0+x", "1.0.0+b"), "")


def test_unique_reverse_option_order_irrelevant(run):
    r = run("sort", "-u", "-r", stdin=L("1.0.0", "1.0.0+a", "3.0.0+c", "2.0.0", "3.0.0"))
    assert r.out == L("3.0.0+c", "2.0.0", "1.0.0")


def test_empty_input(run):
    r = run("sort", stdin=b"")
    assert (r.code, r.out, r.err) == (0, "", "")


def test_only_comments_and_blanks(run):
    r = run("sort", stdin=L("# a comment", "", "   ", "\t# another"))
    assert (r.code, r.out, r.err) == (0, "", "")


def test_invalid_lines_still_sorted(run):
    r = run("sort", stdin=L("2.0.0", "bad", "1.0.0"))
    assert r.code == 3
    assert r.out == L("1.0.0", "2.0.0")
    assert r.err == "semver: -:2: invalid version: bad\n"


def test_all_lines_invalid(run):
    r = run("sort", stdin=L("x", "y"))
    assert r.code == 3
    assert r.out == ""
    assert r.err == "semver: -:1: invalid version: x\nsemver: -:2: invalid version: y\n"


def test_reverse_with_invalid_lines(run):
    r = run("sort", "-r", stdin=L("1.0.0", "1.2", "3.0.0"))
    assert r.code == 3
    assert r.out == L("3.0.0", "1.0.0")
    assert r.err == "semver: -:2: invalid version: 1.2\n"


def test_files_in_order(run, write):
    write("a.txt", L("3.0.0", "1.0.0+a"))
    write("b.txt", L("1.0.0+b", "2.0.0"))
    r = run("sort", "a.txt", "b.txt")
    assert (r.code, r.out, r.err) == (0, L("1.0.0+a", "1.0.0+b", "2.0.0", "3.0.0"), "")


def test_files_order_determines_stability(run, write):
    write("a.txt", L("3.0.0", "1.0.0+a"))
    write("b.txt", L("1.0.0+b", "2.0.0"))
    r = run("sort", "b.txt", "a.txt")
    assert r.out == L("1.0.0+b", "1.0.0+a", "2.0.0", "3.0.0")


def test_files_unique_across_files(run, write):
    write("a.txt", L("1.0.0+a"))
    write("b.txt", L("1.0.0+b"))
    r = run("sort", "-u", "b.txt", "a.txt")
    assert r.out == L("1.0.0+b")


def test_file_does_not_read_stdin(run, write):
    write("a.txt", L("1.0.0"))
    r = run("sort", "a.txt", stdin=L("2.0.0"))
    assert (r.code, r.out, r.err) == (0, L("1.0.0"), "")


def test_missing_file_continues(run, write):
    write("b.txt", L("2.0.0", "1.0.0"))
    r = run("sort", "missing.txt", "b.txt")
    assert r.code == 3
    assert r.out == L("1.0.0", "2.0.0")
    assert r.err == "semver: missing.txt: No such file or directory\n"
