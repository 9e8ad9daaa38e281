"""The sort command."""
import random

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


def lines(*vs):
    return "".join(v + "\n" for v in vs)


def test_sort_chain(run, ok):
    shuffled = list(CHAIN)
    random.Random(7).shuffle(shuffled)
    if shuffled == CHAIN:
        shuffled.reverse()
    ok(run("sort", input=lines(*shuffled)), lines(*CHAIN))


def test_sort_chain_reversed_input(run, ok):
    ok(run("sort", input=lines(*reversed(CHAIN))), lines(*CHAIN))


def test_sort_chain_descending(run, ok):
    ok(run("sort", "-r", input=lines(*CHAIN)), lines(*reversed(CHAIN)))


def test_sort_numeric_parts(run, ok):
    ok(run("sort", input=lines("1.10.0", "1.9.0", "1.2.0", "10.0.0", "2.0.0", "1.2.10", "1.2.9")),
       lines("1.2.0", "1.2.9", "1.2.10", "1.9.0", "1.10.0", "2.0.0", "10.0.0"))


def test_sort_big_prerelease_numbers(run, ok):
    ok(run("sort", input=lines("1.0.0-100000000000000000000000", "1.0.0-99999999999999999999999", "1.0.0-a", "1.0.0-9")),
       lines("1.0.0-9", "1.0.0-99999999999999999999999", "1.0.0-100000000000000000000000", "1.0.0-a"))


def test_sort_normal_form(run, ok):
    ok(run("sort", input=lines("v2.0.0+b", "v1.0.0-rc.1")), lines("1.0.0-rc.1", "2.0.0+b"))


def test_sort_stable(run, ok):
    ok(run("sort", input=lines("1.0.0+b", "2.0.0", "1.0.0", "0.5.0", "1.0.0+a")),
       lines("0.5.0", "1.0.0+b", "1.0.0", "1.0.0+a", "2.0.0"))


def test_sort_stable_other_order(run, ok):
    ok(run("sort", input=lines("1.0.0+a", "1.0.0", "1.0.0+b")),
       lines("1.0.0+a", "1.0.0", "1.0.0+b"))


def test_sort_reverse_keeps_equal_in_input_order(run, ok):
    ok(run("sort", "-r", input=lines("1.0.0+b", "2.0.0", "1.0.0", "0.5.0", "1.0.0+a")),
       lines("2.0.0", "1.0.0+b", "1.0.0", "1.0.0+a", "0.5.0"))


def test_sort_unique(run, ok):
    ok(run("sort", "-u", input=lines("1.0.0+b", "2.0.0", "1.0.0", "0.5.0", "1.0.0+a", "2.0.0")),
       lines("0.5.0", "1.0.0+b", "2.0.0"))


def test_sort_unique_reverse(run, ok):
    ok(run("sort", "-r", "-u", input=lines("1.0.0+b", "2.0.0+x", "1.0.0", "0.5.0", "1.0.0+a", "2.0.0")),
       lines("2.0.0+x", "1.0.0+b", "0.5.0"))


def test_sort_unique_reverse_other_option_order(run, ok):
    ok(run("sort", "-u", "-r", input=lines("1.0.0+c", "1.0.0+a", "3.0.0")),
       lines("3.0.0", "1.0.0+c"))


def test_sort_unique_v_prefix(run, ok):
    ok(run("sort", "-u", input=lines("v1.0.0+x", "1.0.0")), lines("1.0.0+x"))


def test_sort_unique_prerelease(run, ok):
    ok(run("sort", "-u", input=lines("1.0.0-rc.1+b", "1.0.0-rc.1+a", "1.0.0-rc.1", "1.0.0-rc.2")),
       lines("1.0.0-rc.1+b", "1.0.0-rc.2"))


def test_sort_unique_keeps_distinct(run, ok):
    ok(run("sort", "-u", input=lines("1.0.0-rc", "1.0.0-RC", "1.0.0")),
       lines("1.0.0-RC", "1.0.0-rc", "1.0.0"))


def test_sort_duplicates_kept_without_unique(run, ok):
    ok(run("sort", input=lines("1.0.0", "0.1.0", "1.0.0")), lines("0.1.0", "1.0.0", "1.0.0"))


def test_sort_empty_input(run, ok):
    ok(run("sort", input=""), "")


def test_sort_only_comments_and_blanks(run, ok):
    ok(run("sort", input="# hello\n\n   \n\t# x\n"), "")


def test_sort_prerelease_before_release(run, ok):
    ok(run("sort", input=lines("1.0.0", "1.0.0-0", "0.9.9", "1.0.1-0")),
       lines("0.9.9", "1.0.0-0", "1.0.0", "1.0.1-0"))


def test_sort_ascii_order(run, ok):
    ok(run("sort", input=lines("1.0.0-a0", "1.0.0-a-b", "1.0.0-RC", "1.0.0-rc", "1.0.0-9")),
       lines("1.0.0-9", "1.0.0-RC", "1.0.0-a-b", "1.0.0-a0", "1.0.0-rc"))


def test_sort_invalid_line(run):
    r = run("sort", input=lines("2.0.0", "bad", "1.0.0"))
    assert r.rc == 3
    assert r.out == lines("1.0.0", "2.0.0")
    assert r.err == "semver: -:2: invalid version: bad\n"


def test_sort_only_invalid(run):
    r = run("sort", input="nope\n")
    assert r.rc == 3
    assert r.out == ""
    assert r.err == "semver: -:1: invalid version: nope\n"


def test_sort_multiple_invalid_lines(run):
    r = run("sort", input="1.2\n3.0.0\n\n# c\n01.0.0\n")
    assert r.rc == 3
    assert r.out == "3.0.0\n"
    assert r.err == "semver: -:1: invalid version: 1.2\nsemver: -:5: invalid version: 01.0.0\n"


def test_sort_files_in_order(runin, write, ok):
    write("a.txt", lines("3.0.0", "1.0.0+a"))
    write("b.txt", lines("2.0.0", "1.0.0+b"))
    ok(runin("sort", "b.txt", "a.txt"), lines("1.0.0+b", "1.0.0+a", "2.0.0", "3.0.0"))


def test_sort_files_other_order_stability(runin, write, ok):
    write("a.txt", lines("3.0.0", "1.0.0+a"))
    write("b.txt", lines("2.0.0", "1.0.0+b"))
    ok(runin("sort", "a.txt", "b.txt"), lines("1.0.0+a", "1.0.0+b", "2.0.0", "3.0.0"))


def test_sort_unique_across_files(runin, write, ok):
    write("a.txt", lines("1.0.0+a"))
    write("b.txt", lines("1.0.0+b"))
    ok(runin("sort", "-u", "b.txt", "a.txt"), lines("1.0.0+b"))


def test_sort_file_and_stdin(runin, write, ok):
    write("a.txt", lines("3.0.0+file"))
    ok(runin("sort", "-u", "-", "a.txt", input=lines("3.0.0+stdin", "1.0.0")), lines("1.0.0", "3.0.0+stdin"))


def test_sort_missing_file(runin, write):
    write("a.txt", lines("2.0.0", "1.0.0"))
    r = runin("sort", "nope.txt", "a.txt")
    assert r.rc == 3
    assert r.out == lines("1.0.0", "2.0.0")
    assert r.err == "semver: nope.txt: No such file or directory\n"


def test_sort_directory(runin, tmp_path):
    (tmp_path / "d").mkdir()
    r = runin("sort", "d")
    assert r.rc == 3
    assert r.out == ""
    assert r.err == "semver: d: Is a directory\n"


def test_sort_file_after_double_dash_named_like_option(runin):
    r = runin("sort", "--", "-r")
    assert r.rc == 3
    assert r.out == ""
    assert r.err == "semver: -r: No such file or directory\n"


def test_sort_file_named_like_option_exists(runin, write, ok):
    write("-u", lines("2.0.0", "1.0.0", "1.0.0"))
    ok(runin("sort", "--", "-u"), lines("1.0.0", "1.0.0", "2.0.0"))


def test_sort_error_names_file_and_line(runin, write):
    write("a.txt", "# header\n\n1.0.0\nbad\n")
    write("b.txt", "x.y.z\n")
    r = runin("sort", "a.txt", "b.txt")
    assert r.rc == 3
    assert r.out == "1.0.0\n"
    assert r.err == "semver: a.txt:4: invalid version: bad\nsemver: b.txt:1: invalid version: x.y.z\n"


def test_sort_error_and_missing_file_in_order(runin, write):
    write("a.txt", "bad\n")
    r = runin("sort", "missing", "a.txt")
    assert r.rc == 3
    assert r.out == ""
    assert r.err == "semver: missing: No such file or directory\nsemver: a.txt:1: invalid version: bad\n"


def test_sort_options_mixed_with_files(runin, write, ok):
    write("a.txt", lines("1.0.0+a", "2.0.0"))
    write("b.txt", lines("1.0.0+b"))
    ok(runin("sort", "a.txt", "-u", "b.txt", "-r"), lines("2.0.0", "1.0.0+a"))
