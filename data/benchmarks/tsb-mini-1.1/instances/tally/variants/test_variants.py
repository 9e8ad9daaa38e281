"""Logic-level variants: for each mutant, its target test's input with the literals changed.

`tsb benchmark check` runs this suite on the reference and on every mutant: the test named
`test_<mutant id, with - written _>` must pass on the reference and fail on that mutant, so the
mutant breaks a rule for a class of inputs, not one literal of its target test.
"""


def out(result):
    return result.stdout.decode()


def err(result):
    return result.stderr.decode()


# ---- Command line ----------------------------------------------------------------------


def test_options_order_follows_flags(tally):
    assert out(tally("-L", "-m", "-l", input=b"ab\ncd e\n")) == "2 8 4\n"


def test_options_double_dash_ignored(tally, write):
    write("-w", b"x\ny\n")
    r = tally("-l", "--", "-w")
    assert (r.returncode, out(r)) == (0, "2 -w\n")


def test_options_stop_at_first_operand(tally, write):
    write("data", b"p q r\n")
    assert out(tally("data", "-w")) == "3 data\n"


def test_options_group_first_letter_only(tally):
    assert out(tally("-cl", input=b"ab\ncd\n")) == "2 6\n"


def test_options_long_prefix_accepted(tally):
    r = tally("--byte", input=b"abc\n")
    assert (r.returncode, out(r)) == (2, "")
    assert err(r).splitlines()[0] == "tally: unrecognized option '--byte'"


def test_options_total_separate_value(tally, write):
    write("f", b"one\n")
    r = tally("--total", "always", "f")
    assert (r.returncode, out(r)) == (2, "")
    assert err(r).splitlines()[0] == "tally: unrecognized option '--total'"


def test_options_last_total_ignored(tally, write):
    write("x", b"a\n")
    write("y", b"b\n")
    assert out(tally("-l", "--total=always", "--total=never", "x", "y")) == "1 x\n1 y\n"


# ---- Lines, words and bytes ----------------------------------------------------------------


def test_counting_vt_ff_not_space(tally):
    assert out(tally("-w", input=b"a\x0cb\x0bc d\n")) == "4\n"


def test_counting_nul_separates_words(tally):
    assert out(tally("-w", input=b"x\x00y\x00z\n")) == "1\n"


def test_counting_final_line_counted(tally):
    assert out(tally("-l", input=b"one\ntwo\nthree")) == "2\n"


def test_counting_cr_not_whitespace(tally):
    assert out(tally("-w", input=b"left\rright\r")) == "2\n"


def test_counting_tab_not_whitespace(tally):
    assert out(tally("-w", input=b"a\tb\tc\n")) == "3\n"


def test_counting_invalid_bytes_separate_words(tally):
    assert out(tally("-w", input=b"p\xf9q\n")) == "1\n"


def test_counting_lone_cr_ends_line(tally):
    assert out(tally("-l", input=b"a\rb\n")) == "1\n"


def test_counting_word_split_at_read_boundary(tally):
    assert out(tally("-w", input=b"y" * 65536 * 2 + b"\n")) == "1\n"


# ---- Characters ----------------------------------------------------------------------------


def test_chars_stray_continuation_counted(tally):
    assert out(tally("-m", input=b"ab\x80\xbfc")) == "3\n"


def test_chars_utf16_units(tally):
    assert out(tally("-m", input="\U0001F680x".encode())) == "2\n"


def test_chars_newline_excluded(tally):
    assert out(tally("-m", input=b"x\n\ny\n")) == "5\n"


def test_chars_invalid_lead_not_counted(tally):
    assert out(tally("-m", input=b"\xfe\xfex")) == "3\n"


def test_chars_control_bytes_not_counted(tally):
    assert out(tally("-m", input=b"\x07\x02z")) == "3\n"


def test_chars_lead_byte_swallows_next(tally):
    assert out(tally("-m", input=b"x\xd0y")) == "3\n"


# ---- Maximum line length -----------------------------------------------------------------


def test_maxline_final_line_ignored(tally):
    assert out(tally("-L", input=b"ab\nabcdefg")) == "7\n"


def test_maxline_tab_fixed_eight(tally):
    assert out(tally("-L", input=b"abcde\tf\n")) == "9\n"


def test_maxline_counts_bytes(tally):
    assert out(tally("-L", input="\u00f1and\u00fa\n".encode())) == "5\n"


def test_maxline_width_reset_at_read_boundary(tally):
    assert out(tally("-L", input=b"z" * 70000)) == "70000\n"


def test_maxline_cr_returns_to_column_zero(tally):
    assert out(tally("-L", input=b"abcd\rxy\n")) == "7\n"


def test_maxline_tab_at_stop_does_not_advance(tally):
    assert out(tally("-L", input=b"\t\tq\n")) == "17\n"


def test_maxline_last_line_wins(tally):
    assert out(tally("-L", input=b"longest line here\nab\n")) == "17\n"


def test_maxline_four_byte_is_wide(tally):
    assert out(tally("-L", input="a\U0001F389b\n".encode())) == "3\n"


# ---- Output format -----------------------------------------------------------------------


def test_format_width_ignores_total(tally, write):
    write("left", b"1234\n")
    write("right", b"abcdef\n")
    assert out(tally("-c", "left", "right")) == " 5 left\n 7 right\n12 total\n"


def test_format_width_first_row(tally, write):
    write("a", b"x\n")
    write("b", b"y " * 20 + b"\n")
    assert out(tally("-w", "--total=never", "a", "b")) == " 1 a\n20 b\n"


def test_format_quote_names_with_spaces(tally, write):
    write("two words", b"a b c\n")
    assert out(tally("-w", "two words")) == "3 two words\n"


def test_format_digits_power_of_ten(tally):
    assert out(tally("-w", "-c", input=b"w" * 999 + b"\n")) == "   1 1000\n"


def test_format_width_ignores_max_line_length(tally):
    assert out(tally("-w", "-L", input=b"abcdefghijklmnop\n")) == " 1 16\n"


def test_format_width_counts_hidden_total(tally, write):
    write("a", b"1\n2\n3\n4\n")
    write("b", b"1\n2\n3\n4\n5\n6\n7\n8\n")
    assert out(tally("-l", "--total=never", "a", "b")) == "4 a\n8 b\n"


# ---- Multiple files and the total line ---------------------------------------------------


def test_totals_maxlen_summed(tally, write):
    write("p", b"abc\n")
    write("q", b"abcdefghi\n")
    assert out(tally("-L", "p", "q")) == "3 p\n9 q\n9 total\n"


def test_totals_auto_counts_readable_only(tally, write):
    write("here", b"a\nb\n")
    assert out(tally("-l", "here", "not-here")) == "2 here\n2 total\n"


def test_totals_only_keeps_name(tally, write):
    write("x", b"1\n")
    write("y", b"2\n3\n")
    assert out(tally("-l", "--total=only", "x", "y")) == "3\n"


def test_totals_always_needs_operand(tally):
    assert out(tally("--total=always", "-c", input=b"abc")) == "3\n3 total\n"


def test_totals_files0_auto_counts_empty_items(tally, write):
    write("b", b"one two\n")
    write("names", b"\x00b")
    assert out(tally("-w", "--files0-from=names")) == "2 b\n"


def test_totals_chars_summed_from_bytes(tally, write):
    write("e", "\u20ac\n".encode())
    write("f", b"x\n")
    assert out(tally("-m", "e", "f")) == "2 e\n2 f\n4 total\n"


# ---- Standard input ----------------------------------------------------------------------


def test_stdin_dash_unnamed(tally):
    assert out(tally("-l", "-", input=b"1\n2\n")) == "2 -\n"


def test_stdin_repeat_reuses_counts(tally):
    assert out(tally("-w", "-", "-", input=b"a b c d\n")) == "4 -\n0 -\n4 total\n"


def test_stdin_dash_after_double_dash_is_file(tally):
    r = tally("-l", "--", "-", input=b"a\nb\n")
    assert (r.returncode, out(r)) == (0, "2 -\n")


# ---- Errors and exit status --------------------------------------------------------------


def test_errors_status_only_if_all_fail(tally, write):
    write("ok", b"abc\n")
    assert tally("-c", "ok", "missing").returncode == 1


def test_errors_long_option_without_value(tally):
    assert err(tally("--width=80")).splitlines()[0] == "tally: unrecognized option '--width=80'"


def test_errors_read_failure_ignored(tally, write, tmp_path):
    (tmp_path / "somedir").mkdir()
    write("f", b"x\n")
    r = tally("-l", "f", "somedir")
    assert r.returncode == 1
    assert err(r) == "tally: somedir: Is a directory\n"


def test_errors_last_unknown_letter(tally):
    assert err(tally("-wQx")).splitlines()[0] == "tally: invalid option -- 'Q'"


def test_errors_extra_operand_before_bad_total(tally, write):
    write("l", b"f\x00")
    write("f", b"x\n")
    r = tally("--total=maybe", "--files0-from=l", "f")
    assert r.returncode == 2
    assert err(r).splitlines()[0] == "tally: invalid argument 'maybe' for '--total'"


# ---- Reading file names from a file ------------------------------------------------------


def test_files0_final_nul_required(tally, write):
    for name in ("p", "q", "r"):
        write(name, b"w\n")
    write("lst", b"p\x00q\x00r")
    assert out(tally("-l", "--files0-from=lst")) == "1 p\n1 q\n1 r\n3 total\n"


def test_files0_position_zero_based(tally, write):
    write("a", b"x\n")
    write("lst", b"\x00a")
    assert err(tally("--files0-from=lst")) == "tally: lst:1: invalid zero-length file name\n"


def test_files0_operands_ignored(tally, write):
    write("z", b"x\n")
    write("names", b"z\x00")
    r = tally("-w", "--files0-from=names", "z")
    assert (r.returncode, out(r)) == (2, "")


def test_files0_empty_list_reads_stdin(tally, write):
    write("empty", b"")
    r = tally("-w", "--files0-from=empty", input=b"data here\n")
    assert (r.returncode, out(r)) == (0, "")


def test_files0_missing_list_plain_message(tally):
    r = tally("--files0-from=absent.lst")
    assert err(r) == "tally: cannot open 'absent.lst' for reading: No such file or directory\n"


def test_files0_zero_length_stops_list(tally, write):
    write("a", b"x\n")
    write("b", b"y\n")
    write("lst", b"a\x00\x00b\x00")
    r = tally("-l", "--files0-from=lst")
    assert (r.returncode, out(r)) == (1, "1 a\n1 b\n2 total\n")


def test_files0_position_counts_names(tally, write):
    write("x", b"1\n")
    write("lst", b"\x00\x00x")
    assert err(tally("-l", "--files0-from=lst")) == (
        "tally: lst:1: invalid zero-length file name\n"
        "tally: lst:2: invalid zero-length file name\n"
    )


def test_files0_name_cut_at_newline(tally, write):
    write("first\nsecond", b"a b\n")
    write("lst", b"first\nsecond\x00")
    assert out(tally("-w", "--files0-from=lst")) == "2 first\nsecond\n"
