"""Reading version lists (exercised through sort and match)."""
import pytest

BOM = b"\xef\xbb\xbf"


def test_bom_stdin(run, ok):
    ok(run("sort", input=BOM + b"2.0.0\n1.0.0\n"), "1.0.0\n2.0.0\n")


def test_bom_file(runin, write, ok):
    write("a.txt", BOM + b"1.0.0\n")
    ok(runin("sort", "a.txt"), "1.0.0\n")


def test_bom_each_file(runin, write, ok):
    write("a.txt", BOM + b"3.0.0\n")
    write("b.txt", BOM + b"2.0.0")
    ok(runin("sort", "a.txt", "b.txt"), "2.0.0\n3.0.0\n")


def test_bom_only(run, ok):
    ok(run("sort", input=BOM), "")


def test_bom_then_spaces(run, ok):
    ok(run("sort", input=BOM + b"  1.0.0\t\n"), "1.0.0\n")


def test_bom_then_comment(run, ok):
    ok(run("sort", input=BOM + b"# list\n1.0.0\n"), "1.0.0\n")


def test_bom_not_at_start_is_not_ignored(run):
    r = run("sort", input=b"1.0.0\n" + BOM + b"2.0.0\n")
    assert r.rc == 3
    assert r.out == "1.0.0\n"
    assert r.err_bytes == b"semver: -:2: invalid version: " + BOM + b"2.0.0\n"


def test_double_bom_only_first_ignored(run):
    r = run("sort", input=BOM + BOM + b"1.0.0\n")
    assert r.rc == 3
    assert r.out == ""
    assert r.err_bytes.startswith(b"semver: -:1: invalid version: ")


def test_bom_line_numbering(run):
    r = run("sort", input=BOM + b"bad\n")
    assert r.rc == 3
    assert r.err == "semver: -:1: invalid version: bad\n"


def test_last_line_without_newline(run, ok):
    ok(run("sort", input="2.0.0\n1.0.0"), "1.0.0\n2.0.0\n")


def test_crlf(run, ok):
    ok(run("sort", input="2.0.0\r\n1.0.0\r\n"), "1.0.0\n2.0.0\n")


def test_crlf_last_line_without_newline(run, ok):
    ok(run("sort", input="2.0.0\r\n1.0.0\r"), "1.0.0\n2.0.0\n")


def test_crlf_error_text_without_cr(run):
    r = run("sort", input="1.0.0\r\nbad\r\n")
    assert r.rc == 3
    assert r.out == "1.0.0\n"
    assert r.err == "semver: -:2: invalid version: bad\n"


def test_lone_cr_is_not_a_line_break(run):
    r = run("sort", input=b"1.0.0\r2.0.0\n")
    assert r.rc == 3
    assert r.out == ""
    assert r.err_bytes == b"semver: -:1: invalid version: 1.0.0\r2.0.0\n"


def test_space_then_cr_is_trimmed(run, ok):
    ok(run("sort", input=b"1.0.0 \t\r\n"), "1.0.0\n")


def test_cr_not_at_end_before_space_stays(run):
    r = run("sort", input=b"1.0.0\r \n")
    assert r.rc == 3
    assert r.out == ""


def test_trimming_spaces_and_tabs(run, ok):
    ok(run("sort", input=" \t 2.0.0 \t\n\t1.0.0\n   3.0.0"), "1.0.0\n2.0.0\n3.0.0\n")


def test_other_whitespace_not_trimmed(run):
    r = run("sort", input=b"1.0.0\x0b\n2.0.0\n")
    assert r.rc == 3
    assert r.out == "2.0.0\n"


def test_form_feed_not_trimmed(run):
    r = run("sort", input=b"\x0c1.0.0\n")
    assert r.rc == 3
    assert r.out == ""


def test_nbsp_not_trimmed(run):
    r = run("sort", input="\u00a01.0.0\n")
    assert r.rc == 3
    assert r.out == ""


def test_error_text_is_trimmed(run):
    r = run("sort", input="  not a version \t\n")
    assert r.rc == 3
    assert r.out == ""
    assert r.err == "semver: -:1: invalid version: not a version\n"


def test_error_text_bytes(run):
    r = run("sort", input=b"1.0.0\xff\n")
    assert r.rc == 3
    assert r.out == ""
    assert r.err_bytes == b"semver: -:1: invalid version: 1.0.0\xff\n"


def test_comments_skipped(run, ok):
    ok(run("sort", input="#1.0.0\n  # comment\n\t#x\n2.0.0\n"), "2.0.0\n")


def test_comment_only_at_start(run):
    r = run("sort", input="1.0.0 # trailing comment\n")
    assert r.rc == 3
    assert r.out == ""
    assert r.err == "semver: -:1: invalid version: 1.0.0 # trailing comment\n"


def test_line_numbers_count_blank_and_comment_lines(run):
    r = run("sort", input="\n# c\n   \n1.0.0\n\nbad\n")
    assert r.rc == 3
    assert r.out == "1.0.0\n"
    assert r.err == "semver: -:6: invalid version: bad\n"


def test_line_numbers_with_crlf(run):
    r = run("sort", input="\r\n\r\nbad\r\n")
    assert r.rc == 3
    assert r.err == "semver: -:3: invalid version: bad\n"


def test_blank_line_with_cr_skipped(run, ok):
    ok(run("sort", input="\r\n1.0.0\r\n\r\n"), "1.0.0\n")


def test_input_line_length_limit(run):
    v = "1.0.0+" + "a" * 251
    r = run("sort", input=v + "\n1.0.0\n")
    assert r.rc == 3
    assert r.out == "1.0.0\n"
    assert r.err == "semver: -:1: invalid version: " + v + "\n"


def test_input_line_length_max_ok(run, ok):
    v = "1.0.0+" + "a" * 250
    ok(run("sort", input=v + "\n"), v + "\n")


def test_stdin_read_once(run, ok):
    ok(run("sort", "-", "-", input="2.0.0\n1.0.0\n"), "1.0.0\n2.0.0\n")


def test_stdin_read_once_with_file_between(runin, write, ok):
    write("a.txt", "3.0.0\n")
    ok(runin("sort", "-", "a.txt", "-", input="2.0.0\n"), "2.0.0\n3.0.0\n")


def test_stdin_name_when_given_explicitly(runin, write):
    write("a.txt", "1.0.0\n")
    r = runin("sort", "a.txt", "-", input="\nbad\n")
    assert r.rc == 3
    assert r.out == "1.0.0\n"
    assert r.err == "semver: -:2: invalid version: bad\n"


def test_stdin_errors_reported_once(run):
    r = run("sort", "-", "-", input="bad\n")
    assert r.rc == 3
    assert r.err == "semver: -:1: invalid version: bad\n"


def test_stdin_not_read_when_files_given(runin, write, ok):
    write("a.txt", "1.0.0\n")
    ok(runin("sort", "a.txt", input="2.0.0\n"), "1.0.0\n")


def test_match_reads_files(runin, write, ok):
    write("a.txt", "1.5.0\n2.0.0\n")
    write("b.txt", "v1.1.0\n0.9.0\n")
    ok(runin("match", "^1.0.0", "a.txt", "b.txt"), "1.5.0\n1.1.0\n")


def test_match_stdin_dash(run, ok):
    ok(run("match", "^1.0.0", "-", input="1.5.0\n"), "1.5.0\n")


def test_match_file_errors(runin, write):
    write("a.txt", "1.5.0\nbad\n1.6.0\n")
    r = runin("match", "^1.0.0", "a.txt", "missing.txt")
    assert r.rc == 3
    assert r.out == "1.5.0\n1.6.0\n"
    assert r.err == "semver: a.txt:2: invalid version: bad\nsemver: missing.txt: No such file or directory\n"


def test_match_directory(runin, tmp_path):
    (tmp_path / "dir").mkdir()
    r = runin("match", "*", "dir")
    assert r.rc == 3
    assert r.out == ""
    assert r.err == "semver: dir: Is a directory\n"


def test_file_name_given_as_is(runin, write, tmp_path):
    (tmp_path / "sub").mkdir()
    write("sub/v.txt", "oops\n")
    r = runin("sort", "./sub/v.txt")
    assert r.rc == 3
    assert r.err == "semver: ./sub/v.txt:1: invalid version: oops\n"


@pytest.mark.skipif(not hasattr(__import__("os"), "geteuid") or __import__("os").geteuid() == 0,
                    reason="root can read unreadable files")
def test_permission_denied(runin, write, tmp_path):
    import os
    write("secret.txt", "1.0.0\n")
    os.chmod(tmp_path / "secret.txt", 0)
    try:
        r = runin("sort", "secret.txt")
    finally:
        os.chmod(tmp_path / "secret.txt", 0o644)
    assert r.rc == 3
    assert r.out == ""
    assert r.err == "semver: secret.txt: Permission denied\n"
