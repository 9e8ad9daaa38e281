"""Reference tests for tally, one block per spec section."""


def out(result):
    return result.stdout.decode()


def err(result):
    return result.stderr.decode()


# ---- Command line ----------------------------------------------------------------------


def test_default_counts_lines_words_bytes(tally):
    r = tally(input=b"alpha beta\ngamma\n")
    assert r.returncode == 0
    assert out(r) == " 2  3 17\n"


def test_lines_flag(tally):
    r = tally("-l", input=b"a\nb\nc\n")
    assert out(r) == "3\n"


def test_words_long_flag(tally):
    r = tally("--words", input=b"one two three four\n")
    assert out(r) == "4\n"


def test_bytes_and_chars_long_flags(tally):
    r = tally("--chars", "--bytes", input=b"abcdefghij")
    assert out(r) == "10 10\n"


def test_fixed_order_regardless_of_option_order(tally):
    r = tally("-c", "-w", "-l", input=b"x y\nz\n")
    assert out(r) == "2 3 6\n"


def test_grouped_short_options(tally):
    r = tally("-lw", input=b"a b c\nd\n")
    assert out(r) == "2 4\n"


def test_repeated_option_counts_once(tally):
    r = tally("-w", "-w", input=b"a b c\n")
    assert out(r) == "3\n"


def test_double_dash_ends_options(tally, write):
    write("-l", b"one two\n")
    r = tally("-w", "--", "-l")
    assert r.returncode == 0
    assert out(r) == "2 -l\n"


def test_options_after_operands(tally, write):
    write("f", b"one two\nthree\n")
    r = tally("f", "-l")
    assert out(r) == "2 f\n"


def test_help(tally):
    r = tally("--help")
    assert r.returncode == 0
    assert out(r).splitlines()[0] == "Usage: tally [OPTION]... [FILE]..."


def test_version(tally):
    r = tally("--version")
    assert r.returncode == 0
    assert out(r) == "tally 1.0\n"


def test_abbreviated_long_option_is_unrecognized(tally):
    r = tally("--word", input=b"a b\n")
    assert r.returncode == 2
    assert out(r) == ""
    assert err(r).splitlines()[0] == "tally: unrecognized option '--word'"


def test_total_requires_equals_form(tally, write):
    write("x", b"a\n")
    r = tally("--total", "never", "x")
    assert r.returncode == 2
    assert out(r) == ""
    assert err(r).splitlines()[0] == "tally: unrecognized option '--total'"


def test_last_total_option_wins(tally, write):
    write("x", b"a b\n")
    r = tally("-w", "--total=never", "--total=always", "x")
    assert out(r) == "2 x\n2 total\n"


# ---- Lines, words and bytes --------------------------------------------------------------


def test_lines_count_newlines(tally):
    r = tally("-l", input=b"\n\nx\n\n")
    assert out(r) == "4\n"


def test_final_line_without_newline_not_counted(tally):
    r = tally("-l", input=b"first\nsecond")
    assert out(r) == "1\n"


def test_empty_input_all_zero(tally):
    r = tally(input=b"")
    assert out(r) == "0 0 0\n"


def test_words_separated_by_spaces_and_tabs(tally):
    r = tally("-w", input=b"  lead\t\ttabbed   trail  \n")
    assert out(r) == "3\n"


def test_vertical_tab_and_form_feed_are_whitespace(tally):
    r = tally("-w", input=b"up\x0bdown\x0cleft\n")
    assert out(r) == "3\n"


def test_carriage_return_is_whitespace(tally):
    r = tally("-l", "-w", input=b"one\r\ntwo\rthree\r\n")
    assert out(r) == "2 3\n"


def test_lone_carriage_return_is_not_a_line_end(tally):
    r = tally("-l", input=b"first\rsecond\rthird\n")
    assert out(r) == "1\n"


def test_punctuation_is_part_of_word(tally):
    r = tally("-w", input=b"a-b,c (d) e.f!\n")
    assert out(r) == "3\n"


def test_nul_byte_inside_word(tally):
    r = tally("-w", input=b"ab\x00cd ef\n")
    assert out(r) == "2\n"


def test_high_bytes_are_word_bytes(tally):
    r = tally("-w", input=b"na\xc3\xafve caf\xc3\xa9 \xff\xfe\n")
    assert out(r) == "3\n"


def test_byte_count_of_binary_data(tally):
    r = tally("-c", input=bytes(range(256)) * 3)
    assert out(r) == "768\n"


def test_word_spanning_64k_boundary(tally):
    r = tally("-w", input=b"x" * 70000 + b" tail\n")
    assert out(r) == "2\n"


# ---- Characters --------------------------------------------------------------------------


def test_ascii_chars_equal_bytes(tally):
    r = tally("-m", input=b"plain ascii text")
    assert out(r) == "16\n"


def test_two_byte_character(tally):
    r = tally("-m", input="caf\u00e9".encode())
    assert out(r) == "4\n"


def test_three_byte_character(tally):
    r = tally("-m", input="5\u20ac".encode())
    assert out(r) == "2\n"


def test_four_byte_character(tally):
    r = tally("-m", input="a\U0001F600b".encode())
    assert out(r) == "3\n"


def test_stray_continuation_byte_counts_zero(tally):
    r = tally("-m", input=b"x\xa9y")
    assert out(r) == "2\n"


def test_bytes_f8_to_ff_count_one_character(tally):
    r = tally("-m", input=b"a\xf8\xfdb\xff")
    assert out(r) == "5\n"


def test_control_bytes_count_as_characters(tally):
    r = tally("-m", input=b"\x00\x01\x1b[0m\x7f\n")
    assert out(r) == "8\n"


def test_lone_lead_byte_counts_one(tally):
    r = tally("-m", input=b"\xc3ab")
    assert out(r) == "3\n"


def test_chars_and_bytes_together(tally):
    r = tally("-m", "-c", input="\u00fcber".encode())
    assert out(r) == "4 5\n"


def test_newline_counts_as_character(tally):
    r = tally("-m", input=b"ab\ncd\n")
    assert out(r) == "6\n"


# ---- Maximum line length -----------------------------------------------------------------


def test_longest_line_width(tally):
    r = tally("-L", input=b"short\na much longer line\nmid line\n")
    assert out(r) == "18\n"


def test_final_line_without_newline_counts_for_width(tally):
    r = tally("-L", input=b"abc\nabcdefghij")
    assert out(r) == "10\n"


def test_tab_from_column_zero(tally):
    r = tally("-L", input=b"\tx\n")
    assert out(r) == "9\n"


def test_tab_from_middle_column(tally):
    r = tally("-L", input=b"ab\tc\n")
    assert out(r) == "9\n"


def test_tab_at_multiple_of_eight(tally):
    r = tally("-L", input=b"12345678\tz\n")
    assert out(r) == "17\n"


def test_multibyte_character_is_one_column(tally):
    r = tally("-L", input="\u00e9t\u00e9\n".encode())
    assert out(r) == "3\n"


def test_four_byte_character_is_one_column(tally):
    r = tally("-L", input="\U0001f600\U0001f600x\n".encode())
    assert out(r) == "3\n"


def test_line_longer_than_64k_width(tally):
    r = tally("-L", input=b"y" * 100000 + b"\nshort\n")
    assert out(r) == "100000\n"


def test_only_newlines_width_zero(tally):
    r = tally("-L", input=b"\n\n\n")
    assert out(r) == "0\n"


def test_control_bytes_are_one_column(tally):
    r = tally("-L", input=b"a\rb\x0cc\n")
    assert out(r) == "5\n"


# ---- Output format -----------------------------------------------------------------------


def test_default_output_is_right_aligned(tally):
    r = tally(input=b"one two\nthree\n")
    assert out(r) == " 2  3 14\n"


def test_single_count_has_no_padding(tally):
    r = tally("-w", input=b"one two\nthree\n")
    assert out(r) == "3\n"


def test_named_file_row(tally, write):
    write("f", b"one two\nthree\n")
    r = tally("-l", "-c", "f")
    assert out(r) == " 2 14 f\n"


def test_width_from_largest_number_across_rows(tally, write):
    write("small", b"a\n")
    write("big", b"word " * 30 + b"\n")
    r = tally("-l", "-w", "--total=never", "small", "big")
    assert out(r) == " 1  1 small\n 1 30 big\n"


def test_width_includes_total_row(tally, write):
    write("p", b"abcdefg\n")
    write("q", b"hijklmn\n")
    r = tally("-c", "p", "q")
    assert out(r) == " 8 p\n 8 q\n16 total\n"


def test_width_uses_only_selected_counts(tally, write):
    write("long", b"x" * 1500 + b"\n")
    r = tally("-l", "long")
    assert out(r) == "1 long\n"


def test_width_at_power_of_ten(tally):
    r = tally("-l", "-c", input=b"x" * 99 + b"\n")
    assert out(r) == "  1 100\n"


def test_width_counts_max_line_length(tally):
    r = tally("-l", "-L", input=b"twelve chars\n")
    assert out(r) == " 1 12\n"


def test_total_never_width_ignores_total(tally, write):
    write("x", b"a b c d e\n")
    write("y", b"f g h i j k\n")
    r = tally("-w", "--total=never", "x", "y")
    assert out(r) == "5 x\n6 y\n"


def test_name_with_spaces_printed_verbatim(tally, write):
    write("my file.txt", b"hi\n")
    r = tally("-l", "my file.txt")
    assert out(r) == "1 my file.txt\n"


# ---- Multiple files and the total line ---------------------------------------------------


def test_total_auto_with_two_files(tally, write):
    write("x", b"a b\n")
    write("y", b"c\n")
    r = tally("x", "y")
    assert out(r) == "1 2 4 x\n1 1 2 y\n2 3 6 total\n"


def test_no_total_for_single_file(tally, write):
    write("x", b"a b\n")
    r = tally("x")
    assert out(r) == "1 2 4 x\n"


def test_files_printed_in_given_order(tally, write):
    write("b", b"1\n")
    write("a", b"2 2\n")
    write("c", b"3 3 3\n")
    r = tally("-w", "--total=never", "c", "a", "b")
    assert out(r) == "3 c\n2 a\n1 b\n"


def test_total_always_single_file(tally, write):
    write("x", b"a b\n")
    r = tally("--total=always", "-w", "x")
    assert out(r) == "2 x\n2 total\n"


def test_total_always_with_stdin(tally):
    r = tally("--total=always", "-l", input=b"a\nb\n")
    assert out(r) == "2\n2 total\n"


def test_total_never(tally, write):
    write("x", b"a\n")
    write("y", b"b\n")
    r = tally("--total=never", "-l", "x", "y")
    assert out(r) == "1 x\n1 y\n"


def test_total_only_prints_unnamed_total(tally, write):
    write("x", b"a b\n")
    write("y", b"c\n")
    r = tally("--total=only", "x", "y")
    assert out(r) == "2 3 6\n"


def test_total_max_line_length_is_maximum(tally, write):
    write("x", b"abcd\n")
    write("y", b"abcdef\n")
    r = tally("-L", "x", "y")
    assert out(r) == "4 x\n6 y\n6 total\n"


def test_total_sums_characters(tally, write):
    write("x", "\u00e9\n".encode())
    write("y", b"ab\n")
    r = tally("-m", "x", "y")
    assert out(r) == "2 x\n3 y\n5 total\n"


def test_files0_auto_total_counts_nonempty_names(tally, write):
    write("a", b"x\n")
    write("list", b"a\x00\x00")
    r = tally("-l", "--files0-from=list")
    assert r.returncode == 1
    assert out(r) == "1 a\n"


def test_total_auto_counts_unreadable_operand(tally, write):
    write("x", b"a b\n")
    r = tally("-w", "x", "missing")
    assert out(r) == "2 x\n2 total\n"


def test_total_excludes_unreadable_file(tally, write):
    write("x", b"a\n")
    write("y", b"b c\n")
    r = tally("-w", "x", "nope", "y")
    assert out(r) == "1 x\n2 y\n3 total\n"


# ---- Standard input ----------------------------------------------------------------------


def test_no_operand_reads_stdin_without_name(tally):
    r = tally("-c", input=b"12345")
    assert out(r) == "5\n"


def test_dash_reads_stdin_with_name(tally):
    r = tally("-w", "-", input=b"a b c\n")
    assert out(r) == "3 -\n"


def test_dash_mixed_with_files(tally, write):
    write("f", b"one\n")
    r = tally("-w", "f", "-", input=b"two three\n")
    assert out(r) == "1 f\n2 -\n3 total\n"


def test_second_dash_counts_zero(tally):
    r = tally("-l", "-", "-", input=b"a\nb\nc\n")
    assert out(r) == "3 -\n0 -\n3 total\n"


def test_stdin_read_as_raw_bytes(tally):
    r = tally("-c", "-l", input=b"\x00\r\n\x1a\xff\n")
    assert out(r) == "2 6\n"


def test_dash_after_double_dash_reads_stdin(tally):
    r = tally("-w", "--", "-", input=b"a b\n")
    assert r.returncode == 0
    assert out(r) == "2 -\n"


# ---- Errors and exit status --------------------------------------------------------------


def test_missing_file_message(tally):
    r = tally("absent.txt")
    assert err(r) == "tally: absent.txt: No such file or directory\n"
    assert out(r) == ""


def test_missing_file_exit_status(tally):
    r = tally("absent.txt")
    assert r.returncode == 1


def test_missing_file_does_not_stop_processing(tally, write):
    write("ok", b"fine words\n")
    r = tally("-w", "--total=never", "gone", "ok")
    assert out(r) == "2 ok\n"


def test_exit_status_1_when_some_inputs_succeed(tally, write):
    write("ok", b"fine\n")
    r = tally("-l", "gone", "ok")
    assert r.returncode == 1


def test_directory_message(tally, tmp_path):
    (tmp_path / "adir").mkdir()
    r = tally("adir")
    assert r.returncode == 1
    assert err(r) == "tally: adir: Is a directory\n"


def test_invalid_short_option(tally):
    r = tally("-x", input=b"data\n")
    assert r.returncode == 2
    assert out(r) == ""
    assert err(r) == (
        "tally: invalid option -- 'x'\nTry 'tally --help' for more information.\n"
    )


def test_invalid_option_inside_group(tally):
    r = tally("-lqw", input=b"data\n")
    assert r.returncode == 2
    assert err(r).splitlines()[0] == "tally: invalid option -- 'q'"


def test_first_unknown_letter_in_group_reported(tally):
    r = tally("-lzy", input=b"data\n")
    assert r.returncode == 2
    assert err(r).splitlines()[0] == "tally: invalid option -- 'z'"


def test_unrecognized_long_option(tally):
    r = tally("--frobnicate", input=b"data\n")
    assert r.returncode == 2
    assert err(r) == (
        "tally: unrecognized option '--frobnicate'\n"
        "Try 'tally --help' for more information.\n"
    )


def test_unrecognized_long_option_keeps_value(tally):
    r = tally("--colour=never", input=b"data\n")
    assert err(r).splitlines()[0] == "tally: unrecognized option '--colour=never'"


def test_invalid_total_value(tally):
    r = tally("--total=sometimes", input=b"data\n")
    assert r.returncode == 2
    assert err(r) == (
        "tally: invalid argument 'sometimes' for '--total'\n"
        "Try 'tally --help' for more information.\n"
    )


def test_bad_total_reported_before_extra_operand(tally, write):
    write("a", b"x\n")
    write("list", b"a\x00")
    r = tally("--files0-from=list", "a", "--total=bogus")
    assert r.returncode == 2
    assert err(r).splitlines()[0] == "tally: invalid argument 'bogus' for '--total'"


# ---- Reading file names from a file ------------------------------------------------------


def test_files0_reads_names(tally, write):
    write("a", b"1 2\n")
    write("b", b"3\n")
    write("list", b"a\x00b\x00")
    r = tally("-w", "--files0-from=list")
    assert out(r) == "2 a\n1 b\n3 total\n"


def test_files0_final_nul_optional(tally, write):
    write("a", b"1 2\n")
    write("b", b"3\n")
    write("list", b"a\x00b")
    r = tally("-w", "--files0-from=list")
    assert out(r) == "2 a\n1 b\n3 total\n"


def test_files0_single_name_has_no_total(tally, write):
    write("a", b"1 2\n")
    write("list", b"a\x00")
    r = tally("-w", "--files0-from=list")
    assert out(r) == "2 a\n"


def test_files0_list_from_stdin(tally, write):
    write("a", b"x\n")
    write("b", b"y\nz\n")
    r = tally("-l", "--files0-from=-", input=b"b\x00a\x00")
    assert out(r) == "2 b\n1 a\n3 total\n"


def test_files0_names_used_literally(tally, write):
    write("new\nline", b"w w w\n")
    write("list", b"new\nline\x00")
    r = tally("-w", "--files0-from=list")
    assert out(r) == "3 new\nline\n"


def test_files0_zero_length_name_message(tally, write):
    write("a", b"x\n")
    write("b", b"y\n")
    write("list", b"a\x00b\x00\x00a\x00")
    r = tally("-l", "--files0-from=list")
    assert err(r) == "tally: list:3: invalid zero-length file name\n"


def test_files0_position_counts_empty_items(tally, write):
    write("a", b"x\n")
    write("b", b"y\n")
    write("list", b"a\x00\x00\x00b")
    r = tally("-l", "--files0-from=list")
    assert err(r) == (
        "tally: list:2: invalid zero-length file name\n"
        "tally: list:3: invalid zero-length file name\n"
    )


def test_files0_zero_length_name_continues(tally, write):
    write("a", b"x\n")
    write("b", b"y\n")
    write("list", b"\x00a\x00b\x00")
    r = tally("-l", "--files0-from=list")
    assert r.returncode == 1
    assert out(r) == "1 a\n1 b\n2 total\n"


def test_files0_empty_list(tally, write):
    write("list", b"")
    r = tally("--files0-from=list")
    assert r.returncode == 0
    assert out(r) == ""


def test_files0_missing_list_file(tally):
    r = tally("--files0-from=nolist")
    assert r.returncode == 1
    assert out(r) == ""
    assert err(r) == "tally: cannot open 'nolist' for reading: No such file or directory\n"


def test_files0_with_operand_is_usage_error(tally, write):
    write("a", b"x\n")
    write("list", b"a\x00")
    r = tally("--files0-from=list", "a")
    assert r.returncode == 2
    assert out(r) == ""
    assert err(r) == (
        "tally: extra operand 'a'\n"
        "file operands cannot be combined with --files0-from\n"
        "Try 'tally --help' for more information.\n"
    )
