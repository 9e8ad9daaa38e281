import os


def test_field_basic(run):
    r = run(["-d", ":", "-f", "2"], "a:b:c\n")
    assert r.rc == 0 and r.out == b"b\n"


def test_field_default_tab(run):
    r = run(["-f", "2"], "a\tb\tc\n")
    assert r.out == b"b\n" and r.rc == 0


def test_field_order_and_dedup(run):
    r = run(["-d:", "-f3,1,3"], "a:b:c:d\n")
    assert r.out == b"a:c\n"


def test_field_ranges(run):
    r = run(["-d", ":", "-f", "2-"], "a:b:c\n")
    assert r.out == b"b:c\n"
    r = run(["-d", ":", "-f", "-2"], "a:b:c\n")
    assert r.out == b"a:b\n"


def test_field_value_dash_is_list(run):
    r = run(["-d", ":", "-f", "-3"], "a:b:c:d\n")
    assert r.out == b"a:b:c\n"


def test_field_empty_fields(run):
    r = run(["-d", ":", "-f", "1,2"], ":x\n")
    assert r.out == b":x\n"
    r = run(["-d", ":", "-f", "3"], "a:b:\n")
    assert r.out == b"\n"


def test_field_past_end_empty_line(run):
    r = run(["-d", ":", "-f", "5"], "a:b\n")
    assert r.out == b"\n" and r.rc == 0


def test_line_without_delimiter_unchanged(run):
    r = run(["-d", ":", "-f", "2", "--output-delimiter", "-"], "abc\n\nx:y\n")
    assert r.out == b"abc\n\ny\n"


def test_suppress(run):
    r = run(["-d", ":", "-s", "-f", "1"], "abc\n\nx:y\nq\n")
    assert r.out == b"x\n"


def test_multibyte_delimiter(run):
    r = run(["-d", "§", "-f", "2"], "a§b§c\n")
    assert r.out == "b\n".encode()


def test_special_delimiter_case_sensitive(run):
    r = run(["-d", ".", "-f", "2"], "a.b.c\n")
    assert r.out == b"b\n"
    r = run(["-d", "a", "-f", "1"], "XAyaz\n")
    assert r.out == b"XAy\n"


def test_chars_utf8(run):
    r = run(["-c", "2-3"], "héllo\n")
    assert r.out == "él\n".encode()


def test_chars_invalid_byte(run):
    r = run(["-c", "2"], b"a\xffb\n")
    assert r.out == b"\xff\n"


def test_chars_short_and_empty_lines(run):
    r = run(["-c", "4-"], "abc\n\nabcde\n")
    assert r.out == b"\n\nde\n"


def test_complement_fields(run):
    r = run(["-d", ":", "-f", "1,3-", "--complement"], "a:b:c:d\n")
    assert r.out == b"b\n"


def test_complement_chars(run):
    r = run(["-c", "2-3", "--complement"], "abcde\n")
    assert r.out == b"ade\n"


def test_output_delimiter_fields(run):
    r = run(["-d", ":", "-f", "1,3", "--output-delimiter= | "], "a:b:c\n")
    assert r.out == b"a | c\n"
    r = run(["-d", ":", "-f", "1,3", "--output-delimiter="], "a:b:c\n")
    assert r.out == b"ac\n"


def test_output_delimiter_chars_runs(run):
    r = run(["-c", "1-2,4-5", "--output-delimiter", ","], "abcdef\n")
    assert r.out == b"ab,de\n"
    r = run(["-c", "1-3", "--output-delimiter", ","], "abcdef\n")
    assert r.out == b"abc\n"


def test_no_trailing_newline_and_cr(run):
    r = run(["-d", ",", "-f", "2"], b"a,b\r\nc,d")
    assert r.out == b"b\r\nd\n"


def test_multiple_files_and_stdin(run, tmp_path):
    a = tmp_path / "a"
    a.write_bytes(b"1:2")
    b = tmp_path / "b"
    b.write_bytes(b"3:4\n")
    r = run([str(a), "-d:", "-", "-f2", str(b)], b"x:y\n")
    assert r.out == b"2\ny\n4\n" and r.rc == 0


def test_missing_file(run, tmp_path):
    a = tmp_path / "a"
    a.write_bytes(b"1:2\n")
    r = run(["-d:", "-f2", "nope.txt", str(a)], cwd=str(tmp_path))
    assert r.out == b"2\n"
    assert r.rc == 1
    assert r.err.decode().strip() == "fieldcut: nope.txt: No such file or directory"


def test_double_dash(run, tmp_path):
    (tmp_path / "-x").write_bytes(b"a:b\n")
    r = run(["-d:", "-f1", "--", "-x"], cwd=str(tmp_path))
    assert r.out == b"a\n" and r.rc == 0


def _usage(r, msg):
    assert r.rc == 2
    assert r.out == b""
    assert r.err.decode() == "fieldcut: " + msg + "\n"


def test_unknown_option(run):
    _usage(run(["-sf1"], "a\n"), "unknown option: -sf1")


def test_missing_argument(run):
    _usage(run(["-f"], "a\n"), "option requires an argument: -f")


def test_two_lists(run):
    _usage(run(["-f", "1", "-c", "2"], "a\n"), "only one list may be specified")


def test_no_list(run):
    _usage(run(["-d", ":"], "a\n"), "you must specify a list of fields or characters")


def test_bad_delimiter(run):
    _usage(run(["-d", "::", "-f", "1"], "a\n"), "the delimiter must be a single character")


def test_delim_with_chars(run):
    _usage(run(["-c", "1", "-d", ":"], "a\n"),
           "a delimiter may be specified only when operating on fields")


def test_suppress_with_chars(run):
    _usage(run(["-c", "1", "-s"], "a\n"),
           "suppressing non-delimited lines makes sense only when operating on fields")


def test_invalid_list_items(run):
    _usage(run(["-f", "1,,3"], "a\n"), "invalid list item: ''")
    _usage(run(["-f", "1-2-3"], "a\n"), "invalid list item: '1-2-3'")


def test_zero_position(run):
    _usage(run(["-f", "2-0"], "a\n"), "fields and positions are numbered from 1")


def test_decreasing_range(run):
    _usage(run(["-c", "5-2"], "a\n"), "invalid decreasing range: '5-2'")


def test_huge_number_and_leading_zero(run):
    r = run(["-d", ":", "-f", "02,99999999999999999999999"], "a:b:c\n")
    assert r.out == b"b\n" and r.rc == 0
