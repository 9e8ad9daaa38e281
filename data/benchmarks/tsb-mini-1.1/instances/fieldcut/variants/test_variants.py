"""Logic-level variants: for each mutant, its target test's input with the literals changed.

`tsb benchmark check` runs this suite on the reference and on every mutant: the test named
`test_<mutant id, with - written _>` must pass on the reference and fail on that mutant, so the
mutant breaks a rule for a class of inputs, not one literal of its target test.
"""


def ok(r, out):
    assert r.err == ""
    assert r.code == 0
    assert r.out == (out.encode("utf-8") if isinstance(out, str) else out)


def usage(r, message):
    assert r.code == 2
    assert r.out == b""
    assert r.err == f"fieldcut: {message}\n"


# ---- Invocation and options -------------------------------------------------------------


def test_invocation_attached_value_rejected(run):
    ok(run("-d,", "-f3", stdin="x,y,z\n"), "z\n")


def test_invocation_second_list_replaces(run):
    usage(run("-c", "1", "-f", "2", stdin="a\tb\n"), "only one list may be specified")


def test_invocation_double_dash_skipped(run, tmp_path):
    (tmp_path / "-x.txt").write_text("m:n\n")
    ok(run("-d", ":", "-f", "2", "--", "-x.txt", cwd=tmp_path), "n\n")


def test_invocation_list_value_not_dash(run):
    ok(run("-c", "-3", stdin="abcdef\n"), "abc\n")


def test_invocation_missing_value_reported_late(run):
    usage(run("-c", "1", "-f", stdin="ab\n"), "option requires an argument: -f")


def test_invocation_same_mode_list_replaces(run):
    usage(run("-c", "1", "-c", "3", stdin="abc\n"), "only one list may be specified")


def test_invocation_delimiter_with_chars_before_length(run):
    usage(run("-d", "", "-c", "2", stdin="ab\n"), "the delimiter must be a single character")


def test_invocation_list_checked_first(run):
    usage(
        run("-c", "x", "-d", ",", stdin="a\n"),
        "a delimiter may be specified only when operating on fields",
    )


# ---- List syntax ------------------------------------------------------------------------


def test_lists_prefix_range_reversed(run):
    ok(run("-d", ",", "-f", "-3", stdin="a,b,c,d,e\n"), "a,b,c\n")


def test_lists_merge_shrinks(run):
    ok(run("-c", "2-6,3", stdin="abcdefgh\n"), "bcdef\n")


def test_lists_decreasing_accepted(run):
    usage(run("-c", "9-3", stdin="a\n"), "invalid decreasing range: '9-3'")


def test_lists_huge_number_rejected(run):
    ok(run("-c", "2-18446744073709551616", stdin="abc\n"), "bc\n")


def test_lists_leading_zero_rejected(run):
    ok(run("-c", "001-002", stdin="xyz\n"), "xy\n")


def test_lists_spaces_trimmed(run):
    usage(run("-c", "1 ", stdin="ab\n"), "invalid list item: '1 '")


def test_lists_decreasing_checked_before_zero(run):
    usage(run("-f", "7-0", stdin="a\n"), "fields and positions are numbered from 1")


def test_lists_syntax_checked_for_all_items_first(run):
    usage(run("-c", "2-1,?", stdin="a\n"), "invalid decreasing range: '2-1'")


# ---- Field selection --------------------------------------------------------------------


def test_fields_empty_fields_collapsed(run):
    ok(run("-d", ",", "-f", "4", stdin="a,,,b\n"), "b\n")


def test_fields_trailing_empty_dropped(run):
    ok(run("-d", ";", "-f", "1,2", stdin="k;\n"), "k;\n")


def test_fields_no_selection_line_dropped(run):
    ok(run("-d", ",", "-f", "3", stdin="p,q\n"), "\n")


def test_fields_leading_delimiter_skipped(run):
    ok(run("-d", ";", "-f", "2", stdin=";v;w\n"), "v\n")


def test_fields_index_wraps_at_256(run):
    line = ",".join(f"c{n}" for n in range(1, 261))
    ok(run("-d", ",", "-f", "258", stdin=line + "\n"), "c258\n")


# ---- Delimiters -------------------------------------------------------------------------


def test_delimiters_first_byte_only(run):
    ok(run("-d", "→", "-f", "2", stdin="a→b→c\n"), "b\n")


def test_delimiters_multichar_accepted(run):
    usage(run("-d", "ab", "-f", "1", stdin="xaby\n"), "the delimiter must be a single character")


def test_delimiters_empty_accepted(run):
    usage(run("--output-delimiter=x", "-d", "", "-f", "2", stdin="q\n"), "the delimiter must be a single character")


def test_delimiters_case_insensitive(run):
    ok(run("-d", "X", "-f", "1", stdin="axbXc\n"), "axb\n")


def test_delimiters_default_space(run):
    ok(run("-f", "1", stdin="k v\tw\n"), "k v\n")


def test_delimiters_length_in_bytes(run):
    ok(run("-d", "é", "-f", "2", stdin="aébéc\n"), "b\n")


# ---- Lines without delimiters -----------------------------------------------------------


def test_undelimited_treated_as_one_field(run):
    ok(run("-d", ",", "-f", "3", stdin="plain text\n"), "plain text\n")


def test_undelimited_s_ignored(run):
    ok(run("-s", "-d", ",", "-f", "2", stdin="x,y\nnone\n"), "y\n")


def test_undelimited_s_keeps_empty_lines(run):
    ok(run("-d", ",", "-s", "-f", "1", stdin="\n\nk,v\n"), "k\n")


def test_undelimited_s_drops_unselected_lines(run):
    ok(run("-s", "-d", ",", "-f", "9", stdin="a,b\n"), "\n")


# ---- Character selection ----------------------------------------------------------------


def test_characters_counts_bytes(run):
    ok(run("-c", "3", stdin="añb\n"), "b\n")


def test_characters_invalid_bytes_replaced(run):
    ok(run("-c", "1", stdin=b"\xfez\n"), b"\xfe\n")


def test_characters_empty_result_dropped(run):
    ok(run("-c", "5", stdin="ab\nabcdef\n"), "\ne\n")


def test_characters_invalid_sequence_one_unit(run):
    ok(run("-c", "2", stdin=b"z\xf0\x9f\x98!\n"), b"\xf0\n")


def test_characters_carriage_return_dropped(run):
    ok(run("-c", "1-", stdin="xyz\r\n"), "xyz\r\n")


def test_characters_incomplete_tail_dropped(run):
    ok(run("-c", "2-", stdin=b"q\xc3\n"), b"\xc3\n")


# ---- Complement -------------------------------------------------------------------------


def test_complement_skips_after_range(run):
    ok(run("-c", "1-2", "--complement", stdin="abcde\n"), "cde\n")


def test_complement_no_leading_part(run):
    ok(run("-c", "4-", "--complement", stdin="abcdef\n"), "abc\n")


def test_complement_ignored_for_characters(run):
    ok(run("-c", "1,3", "--complement", stdin="wxyz\n"), "xz\n")


def test_complement_open_range_single(run):
    ok(run("-c", "2-", "--complement", stdin="wxyz\n"), "w\n")


def test_complement_empty_selection_no_line(run):
    ok(run("-d", ":", "-f", "1-", "--complement", stdin="a:b\n"), "\n")


def test_complement_applied_to_undelimited(run):
    ok(run("-d", ",", "-f", "1-3", "--complement", stdin="solo\n"), "solo\n")


# ---- Output delimiter -------------------------------------------------------------------


def test_output_delimiter_empty_ignored(run):
    ok(run("-d", ",", "-f", "2-3", "--output-delimiter", "", stdin="a,b,c\n"), "bc\n")


def test_output_delimiter_every_character(run):
    ok(run("-c", "2-4", "--output-delimiter", "|", stdin="abcdef\n"), "bcd\n")


def test_output_delimiter_first_character_only(run):
    ok(run("-d", ":", "-f", "1,2", "--output-delimiter=::", stdin="a:b\n"), "a::b\n")


def test_output_delimiter_before_first_run(run):
    ok(run("-c", "3-4,6", "--output-delimiter", "/", stdin="abcdefg\n"), "cd/f\n")


# ---- Input files and line handling ------------------------------------------------------


def test_input_stops_at_unreadable_file(run, tmp_path):
    (tmp_path / "present").write_text("p\n")
    r = run("-c", "1", "missing1", "present", cwd=tmp_path)
    assert (r.code, r.out) == (1, b"p\n")


def test_input_final_line_unterminated(run):
    ok(run("-c", "1", stdin="xy\nzw"), "x\nz\n")


def test_input_dash_is_an_option(run):
    ok(run("-c", "2", "-", stdin="hey\n"), "e\n")


def test_input_empty_file_one_line(run, tmp_path):
    (tmp_path / "e1").write_text("")
    ok(run("-c", "1", "e1", cwd=tmp_path), "")


def test_input_files_joined(run, tmp_path):
    (tmp_path / "a").write_text("x,1")
    (tmp_path / "b").write_text("y,2\n")
    ok(run("-d", ",", "-f", "2", "a", "b", cwd=tmp_path), "1\n2\n")


def test_input_directory_read_as_empty(run, tmp_path):
    (tmp_path / "d1").mkdir()
    (tmp_path / "f").write_text("q\n")
    r = run("-c", "1", "f", "d1", cwd=tmp_path)
    assert (r.code, r.err) == (1, "fieldcut: d1: Is a directory\n")


def test_input_carriage_return_stripped_in_fields(run):
    ok(run("-d", ":", "-f", "2", stdin="k:v\r\n"), "v\r\n")
