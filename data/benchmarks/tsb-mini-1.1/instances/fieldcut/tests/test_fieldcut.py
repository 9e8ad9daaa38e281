"""Reference tests for fieldcut, grouped by spec section."""


def ok(r, out):
    assert r.err == ""
    assert r.code == 0
    assert r.out == (out.encode("utf-8") if isinstance(out, str) else out)


def usage(r, message):
    assert r.code == 2
    assert r.out == b""
    assert r.err == f"fieldcut: {message}\n"


# ---- Invocation and options -------------------------------------------------------------


def test_attached_option_values(run):
    ok(run("-f2", "-d:", stdin="a:b:c\n"), "b\n")


def test_separate_option_values(run):
    ok(run("-f", "2", "-d", ":", stdin="a:b:c\n"), "b\n")


def test_option_value_may_start_with_dash(run):
    ok(run("-f", "2", "-d", "-", stdin="a-b-c\n"), "b\n")


def test_file_operand_before_options(run, tmp_path):
    (tmp_path / "in.txt").write_text("k:v\n")
    ok(run("in.txt", "-d", ":", "-f", "2", cwd=tmp_path), "v\n")


def test_double_dash_ends_options(run, tmp_path):
    (tmp_path / "-data").write_text("p:q\n")
    ok(run("-d", ":", "-f", "1", "--", "-data", cwd=tmp_path), "p\n")


def test_unknown_short_option(run):
    usage(run("-x", "-f", "1", stdin="a\n"), "unknown option: -x")


def test_unknown_long_option(run):
    usage(run("--fields=1", stdin="a\n"), "unknown option: --fields=1")


def test_combined_short_options_are_unknown(run):
    usage(run("-sf1", stdin="a\n"), "unknown option: -sf1")


def test_missing_list_argument(run):
    usage(run("-d", ":", "-f", stdin="a\n"), "option requires an argument: -f")


def test_missing_output_delimiter_argument(run):
    usage(
        run("-f", "1", "--output-delimiter", stdin="a\n"),
        "option requires an argument: --output-delimiter",
    )


def test_second_list_is_an_error(run):
    usage(run("-f", "1", "-c", "2", stdin="ab\n"), "only one list may be specified")


def test_no_list_is_an_error(run):
    usage(run("-d", ":", stdin="a:b\n"), "you must specify a list of fields or characters")


def test_no_list_reported_before_bad_delimiter(run):
    usage(run("-d", "xy", stdin="a\n"), "you must specify a list of fields or characters")


def test_delimiter_with_characters_is_an_error(run):
    usage(
        run("-c", "1", "-d", ":", stdin="a\n"),
        "a delimiter may be specified only when operating on fields",
    )


def test_only_delimited_with_characters_is_an_error(run):
    usage(
        run("-c", "1", "-s", stdin="a\n"),
        "suppressing non-delimited lines makes sense only when operating on fields",
    )


def test_last_delimiter_option_wins(run):
    ok(run("-d", ",", "-d", ";", "-f", "2", stdin="a,b;c\n"), "c\n")


def test_list_value_may_start_with_dash(run):
    ok(run("-f", "-2", "-d", ":", stdin="a:b:c\n"), "a:b\n")


def test_missing_delimiter_value_reported_before_missing_list(run):
    usage(run("-d", stdin="a\n"), "option requires an argument: -d")


def test_second_field_list_is_an_error(run):
    usage(run("-f", "1", "-f", "2", stdin="a\tb\n"), "only one list may be specified")


def test_bad_delimiter_reported_before_delimiter_with_characters(run):
    usage(run("-c", "1", "-d", "ab", stdin="a\n"), "the delimiter must be a single character")


def test_list_checked_after_option_conflicts(run):
    usage(
        run("-s", "-c", "0", stdin="a\n"),
        "suppressing non-delimited lines makes sense only when operating on fields",
    )


# ---- List syntax ------------------------------------------------------------------------


def test_list_single_position(run):
    ok(run("-d", ":", "-f", "3", stdin="a:b:c:d\n"), "c\n")


def test_list_closed_range(run):
    ok(run("-d", ":", "-f", "2-3", stdin="a:b:c:d\n"), "b:c\n")


def test_list_open_range(run):
    ok(run("-d", ":", "-f", "3-", stdin="a:b:c:d:e\n"), "c:d:e\n")


def test_list_prefix_range(run):
    ok(run("-d", ":", "-f", "-2", stdin="a:b:c:d\n"), "a:b\n")


def test_list_items_out_of_order(run):
    ok(run("-d", ":", "-f", "4,2", stdin="a:b:c:d\n"), "b:d\n")


def test_list_overlapping_ranges(run):
    ok(run("-d", ":", "-f", "1-3,2-4", stdin="a:b:c:d:e\n"), "a:b:c:d\n")


def test_list_contained_item(run):
    ok(run("-d", ":", "-f", "1-4,2", stdin="a:b:c:d:e\n"), "a:b:c:d\n")


def test_list_duplicate_items(run):
    ok(run("-d", ":", "-f", "2,2", stdin="a:b:c\n"), "b\n")


def test_list_leading_zeros(run):
    ok(run("-d", ":", "-f", "02", stdin="a:b:c\n"), "b\n")


def test_list_huge_number(run):
    ok(run("-d", ":", "-f", "1,99999999999999999999999", stdin="a:b\n"), "a\n")


def test_list_empty_item(run):
    usage(run("-f", "1,,3", stdin="a\n"), "invalid list item: ''")


def test_list_trailing_comma(run):
    usage(run("-f", "2,", stdin="a\n"), "invalid list item: ''")


def test_list_lone_dash(run):
    usage(run("-c", "-", stdin="a\n"), "invalid list item: '-'")


def test_list_non_numeric_item(run):
    usage(run("-f", "1,b", stdin="a\n"), "invalid list item: 'b'")


def test_list_double_range(run):
    usage(run("-f", "1-2-3", stdin="a\n"), "invalid list item: '1-2-3'")


def test_list_item_with_space(run):
    usage(run("-f", "1, 2", stdin="a\n"), "invalid list item: ' 2'")


def test_list_zero_position(run):
    usage(run("-f", "0", stdin="a\n"), "fields and positions are numbered from 1")


def test_list_zero_checked_before_decreasing(run):
    usage(run("-c", "3-0", stdin="a\n"), "fields and positions are numbered from 1")


def test_list_decreasing_range(run):
    usage(run("-f", "1,5-2", stdin="a\n"), "invalid decreasing range: '5-2'")


def test_list_first_invalid_item_reported(run):
    usage(run("-f", "0,x", stdin="a\n"), "fields and positions are numbered from 1")


# ---- Field selection --------------------------------------------------------------------


def test_fields_single(run):
    ok(run("-d", ":", "-f", "2", stdin="a:b:c\n"), "b\n")


def test_fields_joined_with_input_delimiter(run):
    ok(run("-d", ":", "-f", "1,3", stdin="a:b:c\n"), "a:c\n")


def test_fields_empty_middle_field(run):
    ok(run("-d", ":", "-f", "3", stdin="a::b\n"), "b\n")


def test_fields_trailing_empty_field(run):
    ok(run("-d", ":", "-f", "2,3", stdin="a:b:\n"), "b:\n")


def test_fields_leading_empty_field(run):
    ok(run("-d", ":", "-f", "1,2", stdin=":x\n"), ":x\n")


def test_fields_positions_past_end_ignored(run):
    ok(run("-d", ":", "-f", "2,9", stdin="a:b:c\n"), "b\n")


def test_fields_none_selected_gives_empty_line(run):
    ok(run("-d", ":", "-f", "5", stdin="a:b\nc:d:e:f:g\n"), "\ng\n")


def test_fields_each_line_separately(run):
    ok(run("-d", ",", "-f", "2", stdin="1,2,3\n4,5\n6,7,8,9\n"), "2\n5\n7\n")


def test_fields_beyond_255(run):
    line = ":".join(f"f{n}" for n in range(1, 301))
    ok(run("-d", ":", "-f", "300", stdin=line + "\n"), "f300\n")


# ---- Delimiters -------------------------------------------------------------------------


def test_default_delimiter_is_tab(run):
    ok(run("-f", "2", stdin="a b\tc:d\te\n"), "c:d\n")


def test_multibyte_delimiter(run):
    ok(run("-d", "§", "-f", "2", stdin="x§yy§z\n"), "yy\n")


def test_multibyte_delimiter_complete_encoding_only(run):
    # '©' (C2 A9) shares its first byte with '§' (C2 A7).
    ok(run("-d", "§", "-f", "1", stdin="a©b§c\n"), "a©b\n")


def test_two_character_delimiter_is_an_error(run):
    usage(run("-d", "::", "-f", "1", stdin="a::b\n"), "the delimiter must be a single character")


def test_empty_delimiter_is_an_error(run):
    usage(run("-d", "", "-f", "1", stdin="a\n"), "the delimiter must be a single character")


def test_space_delimiter(run):
    ok(run("-d", " ", "-f", "2", stdin="one two three\n"), "two\n")


def test_special_character_delimiter(run):
    ok(run("-d", ".", "-f", "2", stdin="www.example.org\n"), "example\n")


def test_delimiter_is_case_sensitive(run):
    ok(run("-d", "a", "-f", "2", stdin="xAyaz\n"), "z\n")


# ---- Lines without delimiters -----------------------------------------------------------


def test_undelimited_line_written_unchanged(run):
    ok(run("-d", ":", "-f", "2", stdin="abc\n"), "abc\n")


def test_undelimited_line_with_first_field_selected(run):
    ok(run("-d", ":", "-f", "1", stdin="abc\na:b\n"), "abc\na\n")


def test_empty_line_written(run):
    ok(run("-d", ":", "-f", "1", stdin="a:b\n\nc:d\n"), "a\n\nc\n")


def test_only_delimited_suppresses(run):
    ok(run("-d", ":", "-s", "-f", "1", stdin="a:b\nxyz\nc:d\n"), "a\nc\n")


def test_only_delimited_suppresses_empty_lines(run):
    ok(run("-s", "-d", ":", "-f", "2", stdin="\na:b\n\n"), "b\n")


def test_only_delimited_keeps_lines_without_selected_fields(run):
    ok(run("-s", "-d", ":", "-f", "4", stdin="a:b\n"), "\n")


# ---- Character selection ----------------------------------------------------------------


def test_chars_positions(run):
    ok(run("-c", "1,5", stdin="abcdef\n"), "ae\n")


def test_chars_range(run):
    ok(run("-c", "2-4", stdin="abcdef\n"), "bcd\n")


def test_chars_utf8(run):
    ok(run("-c", "2-3", stdin="héllo\n"), "él\n")


def test_chars_invalid_byte_passed_through(run):
    ok(run("-c", "2-3", stdin=b"a\xffbc\n"), b"\xffb\n")


def test_chars_short_line_gives_empty_line(run):
    ok(run("-c", "4-", stdin="abc\nabcde\n"), "\nde\n")


def test_chars_empty_line(run):
    ok(run("-c", "1", stdin="x\n\ny\n"), "x\n\ny\n")


def test_chars_tab_is_ordinary(run):
    ok(run("-c", "2", stdin="a\tb\n"), "\t\n")


def test_chars_no_separator_by_default(run):
    ok(run("-c", "1,3", stdin="abc\n"), "ac\n")


def test_chars_invalid_sequence_bytes_are_separate(run):
    ok(run("-c", "3", stdin=b"a\xe2\x82b\n"), b"\x82\n")


def test_chars_carriage_return_is_ordinary(run):
    ok(run("-c", "2-", stdin="ab\r\n"), "b\r\n")


def test_chars_incomplete_sequence_at_end_kept(run):
    ok(run("-c", "1-", stdin=b"ab\xe2\x82\n"), b"ab\xe2\x82\n")


# ---- Complement -------------------------------------------------------------------------


def test_complement_field(run):
    ok(run("-d", ":", "-f", "2", "--complement", stdin="a:b:c\n"), "a:c\n")


def test_complement_open_range(run):
    ok(run("-d", ":", "-f", "1,3-", "--complement", stdin="a:b:c:d\n"), "b\n")


def test_complement_keeps_leading_fields(run):
    ok(run("--complement", "-d", ":", "-f", "3-4", stdin="a:b:c:d:e\n"), "a:b:e\n")


def test_complement_chars(run):
    ok(run("-c", "2-3", "--complement", stdin="abcde\n"), "ade\n")


def test_complement_everything(run):
    ok(run("-c", "1-", "--complement", stdin="abc\n"), "\n")


def test_complement_undelimited_line_unchanged(run):
    ok(run("-d", ":", "-f", "1", "--complement", stdin="plain\n"), "plain\n")


def test_complement_list_still_validated(run):
    usage(run("-f", "2,x", "--complement", stdin="a\n"), "invalid list item: 'x'")


# ---- Output delimiter -------------------------------------------------------------------


def test_output_delimiter_fields(run):
    ok(run("-d", ":", "-f", "1,3", "--output-delimiter=-", stdin="a:b:c\n"), "a-c\n")


def test_output_delimiter_separate_argument(run):
    ok(run("-d", ":", "-f", "1-2", "--output-delimiter", "/", stdin="a:b:c\n"), "a/b\n")


def test_output_delimiter_multiple_characters(run):
    ok(run("-d", ",", "-f", "1,2", "--output-delimiter", " | ", stdin="x,y\n"), "x | y\n")


def test_output_delimiter_empty(run):
    ok(run("-d", ":", "-f", "1,3", "--output-delimiter=", stdin="a:b:c\n"), "ac\n")


def test_output_delimiter_between_character_runs(run):
    ok(run("-c", "1-2,4-5", "--output-delimiter=,", stdin="abcdef\n"), "ab,de\n")


def test_output_delimiter_not_between_adjacent_characters(run):
    ok(run("-c", "1-3", "--output-delimiter=,", stdin="abcdef\n"), "abc\n")


def test_output_delimiter_single_characters(run):
    ok(run("-c", "1,3,5", "--output-delimiter=+", stdin="abcdef\n"), "a+c+e\n")


def test_output_delimiter_not_before_first_run(run):
    ok(run("-c", "2,4", "--output-delimiter=+", stdin="abcd\n"), "b+d\n")


def test_output_delimiter_not_applied_to_undelimited_lines(run):
    ok(run("-d", ":", "-f", "1", "--output-delimiter=;", stdin="a,b\n"), "a,b\n")


def test_output_delimiter_last_wins(run):
    ok(
        run("-d", ":", "-f", "1,2", "--output-delimiter=#", "--output-delimiter=%", stdin="a:b\n"),
        "a%b\n",
    )


# ---- Input files and line handling ------------------------------------------------------


def test_reads_stdin_without_operands(run):
    ok(run("-d", ":", "-f", "2", stdin="1:2\n3:4\n"), "2\n4\n")


def test_files_in_order(run, tmp_path):
    (tmp_path / "one").write_text("a:1\n")
    (tmp_path / "two").write_text("b:2\nc:3\n")
    ok(run("-d", ":", "-f", "2", "two", "one", cwd=tmp_path), "2\n3\n1\n")


def test_dash_operand_is_stdin(run, tmp_path):
    (tmp_path / "f").write_text("file:x\n")
    ok(run("-d", ":", "-f", "1", "f", "-", "f", stdin="in:y\n", cwd=tmp_path), "file\nin\nfile\n")


def test_final_line_without_newline(run):
    ok(run("-d", ":", "-f", "1", stdin="a:b\nc:d"), "a\nc\n")


def test_files_are_not_joined(run, tmp_path):
    (tmp_path / "p").write_text("k:1")
    (tmp_path / "q").write_text("m:2\n")
    ok(run("-d", ":", "-f", "1", "p", "q", cwd=tmp_path), "k\nm\n")


def test_carriage_return_is_ordinary(run):
    ok(run("-d", ",", "-f", "2", stdin="a,b\r\n"), "b\r\n")


def test_empty_input_gives_no_output(run):
    ok(run("-d", ":", "-f", "1", stdin=""), "")


def test_missing_file_reported(run, tmp_path):
    r = run("-d", ":", "-f", "1", "nope.txt", cwd=tmp_path)
    assert r.code == 1
    assert r.out == b""
    assert r.err == "fieldcut: nope.txt: No such file or directory\n"


def test_missing_file_does_not_stop_processing(run, tmp_path):
    (tmp_path / "good").write_text("g:h\n")
    r = run("-d", ":", "-f", "2", "absent", "good", cwd=tmp_path)
    assert r.out == b"h\n"
    assert r.err == "fieldcut: absent: No such file or directory\n"
    assert r.code == 1


def test_directory_operand(run, tmp_path):
    (tmp_path / "sub").mkdir()
    r = run("-d", ":", "-f", "1", "sub", cwd=tmp_path)
    assert r.code == 1
    assert r.err == "fieldcut: sub: Is a directory\n"
