import os

import pytest


def ok(r, expected):
    assert r.stderr == b""
    assert r.returncode == 0
    assert r.stdout == expected


def usage(r, msg):
    assert r.returncode == 2
    assert r.stdout == b""
    assert r.stderr == ("fieldcut: " + msg + "\n").encode()


# ---- field selection ----

@pytest.mark.parametrize("lst,expected", [
    ("2", b"b\n"), ("1,3", b"a:c\n"), ("2-", b"b:c\n"), ("-2", b"a:b\n"), ("2,9", b"b\n"),
])
def test_field_examples(run, lst, expected):
    ok(run("-d", ":", "-f", lst, stdin=b"a:b:c\n"), expected)


def test_order_and_overlap_normalised(run):
    ok(run("-d:", "-f3,1,1", stdin=b"a:b:c:d\n"), b"a:c\n")
    ok(run("-d:", "-f", "3-4,2-3", stdin=b"a:b:c:d:e\n"), b"b:c:d\n")


def test_empty_fields(run):
    ok(run("-d", ":", "-f", "2,3", stdin=b"a::b\na:b:\n"), b":b\nb:\n")
    ok(run("-d", ":", "-f", "1,2", stdin=b":x\n"), b":x\n")


def test_no_selected_field_exists_gives_empty_line(run):
    ok(run("-d", ":", "-f", "5", stdin=b"a:b\n"), b"\n")


def test_default_tab_delimiter(run):
    ok(run("-f", "2", stdin=b"a\tb\tc\nx y:z\n"), b"b\nx y:z\n")


def test_dash_value_taken_as_list(run):
    ok(run("-d", ":", "-f", "-3", stdin=b"1:2:3:4\n"), b"1:2:3\n")


def test_huge_number_and_leading_zero(run):
    ok(run("-d", ":", "-f", "02,99999999999999999999999", stdin=b"a:b:c\n"), b"b\n")


# ---- delimiters ----

def test_multibyte_delimiter(run):
    data = "a§b§c\n".encode()
    ok(run("-d", "§", "-f", "2", stdin=data), b"b\n")


def test_special_and_case_sensitive_delimiter(run):
    ok(run("-d", ".", "-f", "2", stdin=b"x.y.z\n"), b"y\n")
    ok(run("-d", "a", "-f", "2", stdin=b"xAyaz\n"), b"z\n")


def test_last_delimiter_wins(run):
    ok(run("-d", ",", "-d", ":", "-f", "2", stdin=b"a,b:c\n"), b"c\n")


# ---- lines without delimiters ----

def test_line_without_delimiter_unchanged(run):
    ok(run("-d", ":", "-f", "2", stdin=b"abc\n\na:b\n"), b"abc\n\nb\n")


def test_suppress(run):
    ok(run("-d", ":", "-f", "1", "-s", stdin=b"abc\n\na:b\n:\n"), b"a\n\n")


# ---- characters ----

def test_chars_utf8(run):
    ok(run("-c", "2-3", stdin="héllo\n".encode()), "él\n".encode())


def test_chars_examples(run):
    ok(run("-c", "1,5", stdin=b"abcdef\nabc\n\n"), b"ae\na\n\n")
    ok(run("-c", "4-", stdin=b"abc\n"), b"\n")


def test_chars_invalid_utf8_byte_passthrough(run):
    ok(run("-c", "2,3", stdin=b"a\xffb\tc\n"), b"\xffb\n")


# ---- complement ----

def test_complement_fields(run):
    ok(run("-d", ":", "-f", "2", "--complement", stdin=b"a:b:c\n"), b"a:c\n")
    ok(run("-d", ":", "-f", "1,3-", "--complement", stdin=b"a:b:c:d\nnodelim\n"),
       b"b\nnodelim\n")


def test_complement_chars(run):
    ok(run("-c", "2-3", "--complement", stdin=b"abcde\n"), b"ade\n")
    ok(run("-c", "1-", "--complement", stdin=b"abc\n"), b"\n")


# ---- output delimiter ----

def test_output_delimiter_fields(run):
    ok(run("-d", ":", "-f", "1,3", "--output-delimiter=-", stdin=b"a:b:c\n"), b"a-c\n")
    ok(run("-d", ":", "-f", "1,3", "--output-delimiter=", stdin=b"a:b:c\n"), b"ac\n")
    ok(run("-d", ":", "-f", "1-", "--output-delimiter", " | ", stdin=b"a:b:c\nxyz\n"),
       b"a | b | c\nxyz\n")


def test_output_delimiter_chars_runs(run):
    ok(run("-c", "1-2,4-5", "--output-delimiter=,", stdin=b"abcdef\n"), b"ab,de\n")
    ok(run("-c", "1-3", "--output-delimiter=,", stdin=b"abcdef\n"), b"abc\n")
    ok(run("-c", "1,3,5", "--output-delimiter=+", stdin=b"abcdef\n"), b"a+c+e\n")


# ---- input handling ----

def test_files_in_order_no_final_newline(run):
    run.write("a.txt", b"1:2\n3:4")
    run.write("b.txt", b"5:6\n")
    run.write("e.txt", b"")
    ok(run("a.txt", "-d", ":", "e.txt", "-f", "2", "b.txt"), b"2\n4\n6\n")


def test_stdin_dash_and_double_dash(run):
    run.write("-x", b"p:q\n")
    ok(run("-d:", "-f2", "-", "--", "-x", stdin=b"a:b\n"), b"b\nq\n")


def test_carriage_return_ordinary(run):
    ok(run("-d", ",", "-f", "2", stdin=b"a,b\r\n"), b"b\r\n")


def test_missing_file_and_directory(run):
    run.write("a.txt", b"x:y\n")
    os.mkdir(os.path.join(run.cwd, "dir"))
    r = run("-d:", "-f1", "missing", "a.txt", "dir")
    assert r.returncode == 1
    assert r.stdout == b"x\n"
    assert r.stderr == (b"fieldcut: missing: No such file or directory\n"
                        b"fieldcut: dir: Is a directory\n")


# ---- usage errors ----

def test_unknown_options(run):
    usage(run("-x", "-f1"), "unknown option: -x")
    usage(run("-sf1"), "unknown option: -sf1")
    usage(run("--fields=1"), "unknown option: --fields=1")


def test_missing_argument(run):
    usage(run("-d", ":", "-f"), "option requires an argument: -f")
    usage(run("-f", "1", "--output-delimiter"), "option requires an argument: --output-delimiter")


def test_two_lists(run):
    usage(run("-f", "1", "-c", "2"), "only one list may be specified")


def test_no_list(run):
    usage(run("-d", ":"), "you must specify a list of fields or characters")


@pytest.mark.parametrize("d", ["", "ab", "::"])
def test_bad_delimiter(run, d):
    usage(run("-f", "1", "-d", d), "the delimiter must be a single character")


def test_delimiter_and_suppress_with_chars(run):
    usage(run("-c", "1", "-d", ":"),
          "a delimiter may be specified only when operating on fields")
    usage(run("-c", "1", "-s"),
          "suppressing non-delimited lines makes sense only when operating on fields")


@pytest.mark.parametrize("lst,msg", [
    ("1,,3", "invalid list item: ''"),
    ("", "invalid list item: ''"),
    ("-", "invalid list item: '-'"),
    ("1-2-3", "invalid list item: '1-2-3'"),
    ("+1", "invalid list item: '+1'"),
    ("2,a,0", "invalid list item: 'a'"),
    ("0-3", "fields and positions are numbered from 1"),
    ("3-2", "invalid decreasing range: '3-2'"),
    ("3-2,x", "invalid decreasing range: '3-2'"),
])
def test_invalid_lists(run, lst, msg):
    usage(run("-f", lst), msg)


def test_usage_check_order(run):
    # delimiter error is reported before invalid list
    usage(run("-f", "x", "-d", "ab"), "the delimiter must be a single character")
    # first argument error wins before post-checks
    usage(run("-d", "ab", "-z"), "unknown option: -z")
