"""Reading version lists (shared by sort and match)."""
import os

import pytest


def L(*xs):
    return "".join(x + "\n" for x in xs)


BOM = b"\xef\xbb\xbf"


def test_last_line_without_newline(run):
    r = run("sort", stdin=b"2.0.0\n1.0.0")
    assert (r.code, r.out, r.err) == (0, L("1.0.0", "2.0.0"), "")


def test_single_line_without_newline(run):
    r = run("sort", stdin=b"1.0.0")
    assert (r.code, r.out, r.err) == (0, L("1.0.0"), "")


def test_crlf_line_endings(run):
    r = run("sort", stdin=b"2.0.0\r\n1.0.0\r\n")
    assert (r.code, r.out, r.err) == (0, L("1.0.0", "2.0.0"), "")


def test_cr_on_last_line_without_newline(run):
    r = run("sort", stdin=b"2.0.0\r\n1.0.0\r")
    assert (r.code, r.out, r.err) == (0, L("1.0.0", "2.0.0"), "")


def test_cr_then_spaces_trimmed(run):
    r = run("sort", stdin=b"1.0.0 \t\r\n")
    assert (r.code, r.out, r.err) == (0, L("1.0.0"), "")


def test_cr_not_at_end_is_not_removed(run):
    # the \r is followed by a space, so it is not at the end of the line;
    # trimming removes only spaces and tabs
    r = run("sort", stdin=b"2.0.0\n1.0.0\r \n")
    assert r.code == 3
    assert r.out == L("2.0.0")
    assert r.err_b == b"semver: -:2: invalid version: 1.0.0\r\n"


def test_cr_in_middle_is_invalid(run):
    r = run("sort", stdin=b"1.0.0\r2.0.0\n")
    assert r.code == 3
    assert r.out == ""


def test_leading_trailing_spaces_tabs_trimmed(run):
    r = run("sort", stdin=b"   2.0.0\t\n\t\t1.0.0   \n \t 3.0.0 \t \n")
    assert (r.code, r.out, r.err) == (0, L("1.0.0", "2.0.0", "3.0.0"), "")


def test_blank_lines_skipped(run):
    r = run("sort", stdin=b"\n\n2.0.0\n\n   \n\t\n1.0.0\n\n")
    assert (r.code, r.out, r.err) == (0, L("1.0.0", "2.0.0"), "")


def test_comment_lines_skipped(run):
    r = run("sort", stdin=L("# versions", "2.0.0", "#1.0.0", "  # indented comment", "\t#tab", "1.0.0"))
    assert (r.code, r.out, r.err) == (0, L("1.0.0", "2.0.0"), "")


def test_comment_with_invalid_content_skipped(run):
    r = run("sort", stdin=L("#not a version at all !!", "1.0.0"))
    assert (r.code, r.out, r.err) == (0, L("1.0.0"), "")


def test_trailing_comment_not_allowed(run):
    r = run("sort", stdin=L("1.0.0 # comment", "2.0.0"))
    assert r.code == 3
    assert r.out == L("2.0.0")
    assert r.err == "semver: -:1: invalid version: 1.0.0 # comment\n"


def test_error_text_is_trimmed(run):
    r = run("sort", stdin=b"  \tbad thing \t \n")
    assert r.code == 3
    assert r.out == ""
    assert r.err == "semver: -:1: invalid version: bad thing\n"


def test_error_text_with_crlf_trimmed(run):
    r = run("sort", stdin=b"bad\r\n")
    assert r.err_b == b"semver: -:1: invalid version: bad\n"


def test_line_numbers_count_blank_and_comment_lines(run):
    r = run("sort", stdin=L("# comment", "", "1.0.0", "bad", "  ", "1.2", "2.0.0"))
    assert r.code == 3
    assert r.out == L("1.0.0", "2.0.0")
    assert r.err == "semver: -:4: invalid version: bad\nsemver: -:6: invalid version: 1.2\n"


def test_line_numbers_with_crlf(run):
    r = run("sort", stdin=b"1.0.0\r\n\r\nnope\r\n")
    assert r.code == 3
    assert r.err == "semver: -:3: invalid version: nope\n"


def test_invalid_version_with_v_uppercase_in_input(run):
    r = run("sort", stdin=L("V1.0.0"))
    assert r.code == 3
    assert r.err == "semver: -:1: invalid version: V1.0.0\n"


def test_input_line_length_256_valid(run):
    v = "1.0.0+" + "b" * 250
    r = run("sort", stdin=L(v))
    assert (r.code, r.out, r.err) == (0, L(v), "")


def test_input_line_length_257_invalid(run):
    v = "1.0.0+" + "b" * 251
    r = run("sort", stdin=L(v, "1.0.0"))
    assert r.code == 3
    assert r.out == L("1.0.0")
    assert r.err == "semver: -:1: invalid version: %s\n" % v


def test_input_number_too_large(run):
    r = run("sort", stdin=L("9007199254740992.0.0", "9007199254740991.0.0"))
    assert r.code == 3
    assert r.out == L("9007199254740991.0.0")
    assert r.err == "semver: -:1: invalid version: 9007199254740992.0.0\n"


def test_error_text_utf8_passthrough(run):
    r = run("sort", stdin=L("1.0.0-é"))
    assert r.code == 3
    assert r.err_b == "semver: -:1: invalid version: 1.0.0-é\n".encode("utf-8")


def test_error_text_byte_for_byte(run):
    r = run("sort", stdin=b"1.0.0-\xff\xfe\n")
    assert r.code == 3
    assert r.err_b == b"semver: -:1: invalid version: 1.0.0-\xff\xfe\n"


# ---- byte order mark --------------------------------------------------------

def test_bom_at_start_of_stdin_ignored(run):
    r = run("sort", stdin=BOM + b"2.0.0\n1.0.0\n")
    assert (r.code, r.out, r.err) == (0, L("1.0.0", "2.0.0"), "")


def test_bom_at_start_of_file_ignored(run, write):
    write("a.txt", BOM + b"2.0.0\n1.0.0\n")
    r = run("sort", "a.txt")
    assert (r.code, r.out, r.err) == (0, L("1.0.0", "2.0.0"), "")


def test_bom_at_start_of_second_file_ignored(run, write):
    write("a.txt", BOM + b"2.0.0\n")
    write("b.txt", BOM + b"1.0.0\n")
    r = run("sort", "a.txt", "b.txt")
    assert (r.code, r.out, r.err) == (0, L("1.0.0", "2.0.0"), "")


def test_bom_not_at_start_is_not_ignored(run):
    r = run("sort", stdin=b"1.0.0\n" + BOM + b"2.0.0\n")
    assert r.code == 3
    assert r.out == L("1.0.0")
    assert r.err_b == b"semver: -:2: invalid version: " + BOM + b"2.0.0\n"


def test_bom_then_comment(run):
    r = run("sort", stdin=BOM + b"# comment\n1.0.0\n")
    assert (r.code, r.out, r.err) == (0, L("1.0.0"), "")


def test_bom_then_invalid_first_line(run):
    r = run("sort", stdin=BOM + b"bad\n")
    assert r.code == 3
    assert r.err_b == b"semver: -:1: invalid version: bad\n"


def test_bom_only_input(run):
    r = run("sort", stdin=BOM)
    assert (r.code, r.out, r.err) == (0, "", "")


# ---- files, names, errors --------------------------------------------------

def test_file_error_name_as_given(run, write):
    write("sub/a.txt", L("1.0.0", "oops"))
    r = run("sort", "./sub/a.txt")
    assert r.code == 3
    assert r.out == L("1.0.0")
    assert r.err == "semver: ./sub/a.txt:2: invalid version: oops\n"


def test_line_numbers_restart_per_file(run, write):
    write("a.txt", L("1.0.0", "bad1"))
    write("b.txt", L("bad2", "2.0.0"))
    r = run("sort", "a.txt", "b.txt")
    assert r.code == 3
    assert r.out == L("1.0.0", "2.0.0")
    assert r.err == (
        "semver: a.txt:2: invalid version: bad1\n"
        "semver: b.txt:1: invalid version: bad2\n"
    )


def test_missing_file(run):
    r = run("sort", "nope.txt")
    assert r.code == 3
    assert r.out == ""
    assert r.err == "semver: nope.txt: No such file or directory\n"


def test_missing_file_in_missing_dir_name_as_given(run):
    r = run("sort", "no/such/dir.txt")
    assert r.code == 3
    assert r.err == "semver: no/such/dir.txt: No such file or directory\n"


def test_directory_operand(run, tmp_path):
    (tmp_path / "adir").mkdir()
    r = run("sort", "adir")
    assert r.code == 3
    assert r.out == ""
    assert r.err == "semver: adir: Is a directory\n"


def test_directory_then_file_continues(run, write, tmp_path):
    (tmp_path / "adir").mkdir()
    write("a.txt", L("2.0.0", "1.0.0"))
    r = run("sort", "adir", "a.txt")
    assert r.code == 3
    assert r.out == L("1.0.0", "2.0.0")
    assert r.err == "semver: adir: Is a directory\n"


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root can read anything")
def test_permission_denied(run, write, tmp_path):
    write("secret.txt", L("1.0.0"))
    os.chmod(tmp_path / "secret.txt", 0)
    try:
        r = run("sort", "secret.txt")
    finally:
        os.chmod(tmp_path / "secret.txt", 0o644)
    assert r.code == 3
    assert r.out == ""
    assert r.err == "semver: secret.txt: Permission denied\n"


def test_errors_reported_in_processing_order(run, write, tmp_path):
    write("a.txt", L("1.0.0", "x1"))
    (tmp_path / "d").mkdir()
    write("c.txt", L("x3", "3.0.0"))
    r = run("sort", "a.txt", "missing", "d", "c.txt")
    assert r.code == 3
    assert r.out == L("1.0.0", "3.0.0")
    assert r.err == (
        "semver: a.txt:2: invalid version: x1\n"
        "semver: missing: No such file or directory\n"
        "semver: d: Is a directory\n"
        "semver: c.txt:1: invalid version: x3\n"
    )


def test_empty_file(run, write):
    write("e.txt", b"")
    r = run("sort", "e.txt")
    assert (r.code, r.out, r.err) == (0, "", "")


# ---- standard input via "-" -------------------------------------------------

def test_dash_reads_stdin(run):
    r = run("sort", "-", stdin=L("2.0.0", "1.0.0"))
    assert (r.code, r.out, r.err) == (0, L("1.0.0", "2.0.0"), "")


def test_dash_name_in_error(run):
    r = run("sort", "-", stdin=L("bad"))
    assert r.code == 3
    assert r.err == "semver: -:1: invalid version: bad\n"


def test_dash_position_determines_input_order(run, write):
    write("a.txt", L("1.0.0+file"))
    r = run("sort", "a.txt", "-", stdin=L("1.0.0+stdin"))
    assert r.out == L("1.0.0+file", "1.0.0+stdin")


def test_dash_first_then_file(run, write):
    write("a.txt", L("1.0.0+file"))
    r = run("sort", "-", "a.txt", stdin=L("1.0.0+stdin"))
    assert r.out == L("1.0.0+stdin", "1.0.0+file")


def test_dash_twice_reads_stdin_once(run):
    r = run("sort", "-", "-", stdin=L("2.0.0", "1.0.0"))
    assert (r.code, r.out, r.err) == (0, L("1.0.0", "2.0.0"), "")


def test_second_dash_reads_nothing_match(run, write):
    write("a.txt", L("2.0.0"))
    r = run("match", "*", "-", "a.txt", "-", stdin=L("3.0.0", "1.0.0"))
    assert (r.code, r.out, r.err) == (0, L("3.0.0", "1.0.0", "2.0.0"), "")


def test_stdin_errors_and_file_errors_names(run, write):
    write("f.txt", L("bad-f"))
    r = run("sort", "f.txt", "-", stdin=L("1.0.0", "bad-s"))
    assert r.code == 3
    assert r.out == L("1.0.0")
    assert r.err == (
        "semver: f.txt:1: invalid version: bad-f\n"
        "semver: -:2: invalid version: bad-s\n"
    )


def test_dash_after_double_dash_still_stdin(run):
    r = run("sort", "--", "-", stdin=L("2.0.0", "1.0.0"))
    assert (r.code, r.out, r.err) == (0, L("1.0.0", "2.0.0"), "")


def test_bom_in_stdin_via_dash(run, write):
    write("a.txt", L("3.0.0"))
    r = run("sort", "a.txt", "-", stdin=BOM + b"1.0.0\n")
    assert (r.code, r.out, r.err) == (0, L("1.0.0", "3.0.0"), "")


@pytest.mark.parametrize(
    "raw",
    [b"\x0c1.0.0\n", b"1.0.0\x0b\n", b"1.0.0\xc2\xa0\n", b"\xc2\xa01.0.0\n"],
    ids=["formfeed", "vtab", "nbsp-trailing", "nbsp-leading"],
)
def test_only_spaces_and_tabs_are_trimmed(run, raw):
    r = run("sort", stdin=raw + b"2.0.0\n")
    assert r.code == 3
    assert r.out == L("2.0.0")
    assert r.err_b == b"semver: -:1: invalid version: " + raw.rstrip(b"\n") + b"\n"
