import os


def ok(run, args, stdin):
    rc, out, err = run(args, stdin)
    assert rc == 0, err
    return out


def usage(run, args, msg, stdin=b""):
    rc, out, err = run(args, stdin)
    assert rc == 2
    assert out == b""
    assert err == ("fieldcut: " + msg + "\n").encode()


# ---- field selection ----

def test_field_single(run):
    assert ok(run, ["-d", ":", "-f", "2"], "a:b:c\n") == b"b\n"


def test_field_list_and_ranges(run):
    assert ok(run, ["-d:", "-f1,3"], "a:b:c\n") == b"a:c\n"
    assert ok(run, ["-d:", "-f2-"], "a:b:c\n") == b"b:c\n"
    assert ok(run, ["-d:", "-f", "-2"], "a:b:c\n") == b"a:b\n"


def test_field_order_and_dedup(run):
    assert ok(run, ["-d:", "-f3,1,3,1"], "a:b:c:d\n") == b"a:c\n"
    assert ok(run, ["-d:", "-f3-4,1-3"], "a:b:c:d:e\n") == b"a:b:c:d\n"


def test_default_tab_delimiter(run):
    assert ok(run, ["-f", "2"], "a\tb\tc\n") == b"b\n"


def test_empty_fields(run):
    assert ok(run, ["-d:", "-f2"], "a::b\n") == b"\n"
    assert ok(run, ["-d:", "-f1,2"], ":x\n") == b":x\n"
    assert ok(run, ["-d:", "-f3"], "a:b:\n") == b"\n"
    assert ok(run, ["-d:", "-f2-"], "a:b:\n") == b"b:\n"


def test_field_past_end(run):
    assert ok(run, ["-d:", "-f5"], "a:b\n") == b"\n"
    assert ok(run, ["-d:", "-f2,9"], "a:b:c\n") == b"b\n"


def test_huge_number(run):
    assert ok(run, ["-d:", "-f", "1,99999999999999999999999"], "a:b\n") == b"a\n"


def test_no_delimiter_line_passthrough(run):
    assert ok(run, ["-d:", "-f2"], "abc\n\nx:y\n") == b"abc\n\ny\n"


def test_suppress(run):
    assert ok(run, ["-d:", "-s", "-f2"], "abc\n\nx:y\nq\n") == b"y\n"


def test_special_delimiters(run):
    assert ok(run, ["-d", ".", "-f2"], "a.b.c\n") == b"b\n"
    assert ok(run, ["-d", " ", "-f", "1,3"], "a b c\n") == b"a c\n"
    assert ok(run, ["-d", "a", "-f2"], "xAyaz\n") == b"z\n"


def test_multibyte_delimiter(run):
    assert ok(run, ["-d", "§", "-f2"], "a§b§c\n") == "b\n".encode()
    # é = c3 a9, § = c2 a7: must not split on partial bytes
    assert ok(run, ["-d", "→", "-f", "1"], "x→y\n") == b"x\n"


# ---- character selection ----

def test_chars_basic(run):
    assert ok(run, ["-c", "1,5"], "abcdef\n") == b"ae\n"
    assert ok(run, ["-c", "4-"], "abc\n") == b"\n"


def test_chars_utf8(run):
    assert ok(run, ["-c", "2-3"], "héllo\n") == "él\n".encode()
    assert ok(run, ["-c", "2"], "a€b\n") == "€\n".encode()


def test_chars_invalid_byte(run):
    assert ok(run, ["-c", "2-3"], b"a\xffbc\n") == b"\xffb\n"


def test_chars_empty_lines_and_tabs(run):
    assert ok(run, ["-c", "2"], "\na\tb\n") == b"\n\t\n"


# ---- complement ----

def test_complement_fields(run):
    assert ok(run, ["-d:", "-f2", "--complement"], "a:b:c\n") == b"a:c\n"
    assert ok(run, ["-d:", "-f1,3-", "--complement"], "a:b:c:d\n") == b"b\n"


def test_complement_chars(run):
    assert ok(run, ["-c", "2-3", "--complement"], "abcde\n") == b"ade\n"
    assert ok(run, ["-c", "1-", "--complement"], "abc\n") == b"\n"


# ---- output delimiter ----

def test_output_delimiter_fields(run):
    assert ok(run, ["-d:", "-f1,3", "--output-delimiter=-"], "a:b:c\n") == b"a-c\n"
    assert ok(run, ["-d:", "-f1,3", "--output-delimiter="], "a:b:c\n") == b"ac\n"
    assert ok(run, ["-d:", "-f1-3", "--output-delimiter", " | "], "a:b:c\n") == b"a | b | c\n"


def test_output_delimiter_not_applied_to_undelimited(run):
    assert ok(run, ["-d:", "-f1,2", "--output-delimiter=-"], "abc\n") == b"abc\n"


def test_output_delimiter_chars_runs(run):
    assert ok(run, ["-c", "1-2,4-5", "--output-delimiter=,"], "abcdef\n") == b"ab,de\n"
    assert ok(run, ["-c", "1-3", "--output-delimiter=,"], "abcdef\n") == b"abc\n"
    assert ok(run, ["-c", "1,3,5", "--output-delimiter=+"], "abcdef\n") == b"a+c+e\n"


def test_last_option_wins(run):
    args = ["-d", ",", "-d", ":", "-f2", "--output-delimiter=x",
            "--output-delimiter=y", "--complement"]
    assert ok(run, args, "a:b:c\n") == b"ayc\n"


# ---- input handling ----

def test_missing_final_newline_and_cr(run):
    assert ok(run, ["-d,", "-f2"], "a,b\r\nc,d") == b"b\r\nd\n"


def test_files_in_order_and_stdin_dash(run, tmp_path):
    a = tmp_path / "a.txt"
    b = tmp_path / "b.txt"
    a.write_bytes(b"1:2\n3")
    b.write_bytes(b"x:y\n")
    e = tmp_path / "e.txt"
    e.write_bytes(b"")
    rc, out, err = run([str(a), "-f", "2", str(e), "-", "-d:", str(b)], "s:t\n")
    assert rc == 0
    assert out == b"2\n3\nt\ny\n"


def test_missing_file_continues(run, tmp_path):
    a = tmp_path / "a.txt"
    a.write_bytes(b"p:q\n")
    missing = str(tmp_path / "nope")
    rc, out, err = run(["-d:", "-f1", missing, str(a)])
    assert rc == 1
    assert out == b"p\n"
    assert err == ("fieldcut: %s: No such file or directory\n" % missing).encode()


def test_directory_operand(run, tmp_path):
    rc, out, err = run(["-c1", str(tmp_path)])
    assert rc == 1
    assert err == ("fieldcut: %s: Is a directory\n" % tmp_path).encode()


def test_double_dash_ends_options(run, tmp_path):
    (tmp_path / "-x").write_bytes(b"a:b\n")
    rc, out, err = run(["-d:", "-f2", "--", "-x"], b"", str(tmp_path))
    assert rc == 0, err
    assert out == b"b\n"


def test_option_value_taken_verbatim(run):
    assert ok(run, ["-d:", "-f", "-3"], "a:b:c:d\n") == b"a:b:c\n"
    assert ok(run, ["-f1", "-d", "-"], "p-q\n") == b"p\n"


# ---- usage errors ----

def test_unknown_option(run):
    usage(run, ["-x", "-f1"], "unknown option: -x")
    usage(run, ["--fields=1"], "unknown option: --fields=1")
    usage(run, ["-s1", "-f", "1"], "unknown option: -s1")


def test_combined_short_options_unknown(run):
    usage(run, ["-sf1"], "unknown option: -sf1")


def test_missing_argument(run):
    usage(run, ["-f"], "option requires an argument: -f")
    usage(run, ["-f1", "--output-delimiter"], "option requires an argument: --output-delimiter")


def test_two_lists(run):
    usage(run, ["-f", "1", "-c", "2"], "only one list may be specified")
    usage(run, ["-f", "1", "-f", "2", "-x"], "only one list may be specified")


def test_no_list(run):
    usage(run, ["-d:"], "you must specify a list of fields or characters")


def test_bad_delimiter(run):
    usage(run, ["-d", "::", "-f1"], "the delimiter must be a single character")
    usage(run, ["-d", "", "-f1"], "the delimiter must be a single character")
    usage(run, ["-d", "ab", "-c", "x"], "the delimiter must be a single character")


def test_delim_with_chars_and_suppress_with_chars(run):
    usage(run, ["-c1", "-d:", "-s"], "a delimiter may be specified only when operating on fields")
    usage(run, ["-c", "x", "-s"], "suppressing non-delimited lines makes sense only when operating on fields")


def test_invalid_list_items(run):
    usage(run, ["-f", "1,,3"], "invalid list item: ''")
    usage(run, ["-f", ""], "invalid list item: ''")
    usage(run, ["-f", "-"], "invalid list item: '-'")
    usage(run, ["-f", "1-2-3"], "invalid list item: '1-2-3'")
    usage(run, ["-c", "+1"], "invalid list item: '+1'")


def test_zero_and_decreasing(run):
    usage(run, ["-f", "0-3"], "fields and positions are numbered from 1")
    usage(run, ["-f", "5-2"], "invalid decreasing range: '5-2'")
    usage(run, ["-f", "5-2,a"], "invalid decreasing range: '5-2'")
    usage(run, ["-f", "a,0"], "invalid list item: 'a'")


def test_leading_zeros(run):
    assert ok(run, ["-d:", "-f", "03"], "a:b:c\n") == b"c\n"
