"""Records, RS, paragraph mode, field splitting, field and NF assignment, special variables."""


# ---- Records ----


def test_records_last_line_without_newline(awk):
    assert awk("{ print NR \":\" $0 }", "a\nb") == "1:a\n2:b\n"


def test_records_empty_input(awk):
    assert awk("{ print \"x\" } END { print NR }", "") == "0\n"


def test_records_empty_line_is_record(awk):
    assert awk("{ print NR \"[\" $0 \"]\" }", "a\n\nb\n") == "1[a]\n2[]\n3[b]\n"


def test_records_carriage_return_kept(run):
    r = run("{ print length($0) }", stdin="ab\r\n")
    assert r.text == "3\n"


def test_records_rs_single_char(awk):
    assert awk("BEGIN { RS = \";\" } { print NR \"=\" $0 }", "a;b;c") == "1=a\n2=b\n3=c\n"


def test_records_rs_single_char_trailing(awk):
    assert awk("BEGIN { RS = \";\" } END { print NR }", "a;b;") == "2\n"


def test_records_rs_adjacent_empty(awk):
    assert awk("BEGIN { RS = \",\" } { print \"[\" $0 \"]\" }", "a,,b") == "[a]\n[]\n[b]\n"


def test_records_rs_case_sensitive(awk):
    assert awk("BEGIN { RS = \"x\" } { print }", "aXbxc") == "aXb\nc\n"


def test_records_rs_newline_in_record(awk):
    assert awk("BEGIN { RS = \";\" } { print NF }", "a\nb;c") == "2\n1\n"


def test_records_rs_change_next_record(awk):
    assert awk("NR == 1 { RS = \";\" } { print }", "a;b\nc;d\n") == "a;b\nc\nd\n\n"


# ---- Paragraph mode ----


def test_paragraph_records(awk):
    assert awk("BEGIN { RS = \"\" } { print NR \": \" $1 }", "a b\nc\n\nd e\n") == "1: a\n2: d\n"


def test_paragraph_several_blank_lines(awk):
    assert awk("BEGIN { RS = \"\" } END { print NR }", "a\n\n\n\nb\n") == "2\n"


def test_paragraph_leading_newlines_skipped(awk):
    assert awk("BEGIN { RS = \"\" } { print \"[\" $0 \"]\" }", "\n\n\na\n") == "[a]\n"


def test_paragraph_trailing_newlines(awk):
    assert awk("BEGIN { RS = \"\" } { print \"[\" $0 \"]\" }", "a\nb\n\n\n") == "[a\nb]\n"


def test_paragraph_spaces_line_not_blank(awk):
    assert awk("BEGIN { RS = \"\" } END { print NR }", "a\n  \nb\n") == "1\n"


def test_paragraph_newline_separates_fields(awk):
    assert awk("BEGIN { RS = \"\"; FS = \":\" } { print NF, $3 }", "a:b\nc\n") == "3 c\n"


def test_paragraph_nf_default_fs(awk):
    assert awk("BEGIN { RS = \"\" } { print NF }", "a b\nc\n") == "3\n"


# ---- Regular expression records ----


def test_rs_regex(awk):
    assert awk("BEGIN { RS = \"[0-9]+\" } { printf \"%s,\", $0 }", "a1b22c") == "a,b,c,"


def test_rs_regex_at_end(awk):
    assert awk("BEGIN { RS = \"ab+\" } END { print NR }", "xabbyab") == "2\n"


def test_rs_regex_not_paragraph(awk):
    assert awk("BEGIN { RS = \"\\n\\n+\" } { print \"[\" $0 \"]\" }", "\n\na\n\nb") == "[]\n[a]\n[b]\n"


def test_rs_regex_two_literal_chars(awk):
    assert awk("BEGIN { RS = \"--\" } { print }", "a--b-c") == "a\nb-c\n"


def test_rs_regex_empty_matches_ignored(awk):
    assert awk("BEGIN { RS = \"x*\" } END { print NR }", "abc") == "1\n"


def test_rs_regex_match_not_in_records(awk):
    assert awk("BEGIN { RS = \"<[^>]*>\" } { printf \"[%s]\", $0 }", "a<b>c<>d") == "[a][c][d]"


def test_rs_regex_leftmost_longest(awk):
    assert awk("BEGIN { RS = \"ab|abab\" } { printf \"[%s]\", $0 }", "1abab2") == "[1][2]"


# ---- Default field splitting ----


def test_fields_default_runs_of_blanks(awk):
    assert awk("{ print NF, $2 }", "  a \t b   c  \n") == "3 b\n"


def test_fields_default_blank_record(awk):
    assert awk("{ print NF }", "   \t \n") == "0\n"


def test_fields_fs_change_next_record(awk):
    assert awk("{ FS = \":\"; print $1 }", "a:b c\nd:e f\n") == "a:b\nd\n"


def test_fields_cr_not_blank(run):
    r = run("{ print NF }", stdin="a \rb\n")
    assert r.text == "2\n"


# ---- Single-character FS ----


def test_fs_single_char(awk):
    assert awk("BEGIN { FS = \",\" } { print $2 }", "a,b,c\n") == "b\n"


def test_fs_single_char_empty_fields(awk):
    assert awk("BEGIN { FS = \",\" } { print NF }", ",a,,b,\n") == "5\n"


def test_fs_single_char_literal_metachar(awk):
    assert awk("BEGIN { FS = \"|\" } { print $2 }", "a|b|c\n") == "b\n"


def test_fs_single_dot_literal(awk):
    assert awk("BEGIN { FS = \".\" } { print $2 }", "x.y\n") == "y\n"


def test_fs_tab(awk):
    assert awk("BEGIN { FS = \"\\t\" } { print $2 }", "a b\tc d\n") == "c d\n"


def test_fs_single_char_empty_record(awk):
    assert awk("BEGIN { FS = \",\" } { print NF }", "\n") == "0\n"


def test_fs_single_backslash(awk):
    assert awk("BEGIN { FS = \"\\\\\" } { print $2 }", "a\\b\n") == "b\n"


# ---- Regular expression FS ----


def test_fs_regex(awk):
    assert awk("BEGIN { FS = \"[:;]+\" } { print $3 }", "a:;b;c\n") == "c\n"


def test_fs_regex_leading_separator(awk):
    assert awk("BEGIN { FS = \"[ ]+\" } { print NF, \"[\" $1 \"]\" }", " a b\n") == "3 []\n"


def test_fs_regex_empty_matches_ignored(awk):
    assert awk("BEGIN { FS = \"x*\" } { print NF }", "abc\n") == "1\n"


def test_fs_regex_longest(awk):
    assert awk("BEGIN { FS = \"ab|abc\" } { print $2 }", "1abc2\n") == "2\n"


def test_fs_regex_trailing_separator(awk):
    assert awk("BEGIN { FS = \"--+\" } { print NF, \"[\" $NF \"]\" }", "a--b---\n") == "3 []\n"


def test_fs_regex_alternation(awk):
    assert awk("BEGIN { FS = \"x|yy\" } { print $3 }", "1x2yy3\n") == "3\n"


def test_fs_regex_from_F(run):
    assert run("-F", "[0-9]", "{ print $2 }", stdin="a1b2c\n").text == "b\n"


# ---- Empty FS ----


def test_fs_empty_each_byte(awk):
    assert awk("BEGIN { FS = \"\" } { print NF, $2 }", "abc\n") == "3 b\n"


# ---- Field references ----


def test_field_zero_is_record(awk):
    assert awk("{ print $0 }", "a  b\n") == "a  b\n"


def test_field_number_truncated(awk):
    assert awk("{ print $1.9 }", "a b\n") == "a\n"


def test_field_beyond_nf_empty(awk):
    assert awk("{ x = $5; print NF, \"[\" x \"]\" }", "a b\n") == "2 []\n"


def test_field_nf_minus_one(awk):
    assert awk("{ print $NF-1, $(NF-1) }", "5 7 9\n") == "8 7\n"


def test_field_postincrement(awk):
    assert awk("{ $2++; print }", "1 2 3\n") == "1 3 3\n"


def test_field_preincrement_index(awk):
    assert awk("{ i = 1; print $++i, i }", "a b c\n") == "b 2\n"


def test_field_negative_fatal(fails):
    assert fails("{ print $(-1) }", "a\n") == "awklet: attempt to access field -1\n"


def test_field_too_large_fatal(fails):
    assert fails("{ print $100001 }", "a\n") == "awklet: field index 100001 too large\n"


def test_field_largest_allowed(awk):
    assert awk("{ print \"[\" $100000 \"]\" }", "a\n") == "[]\n"


def test_field_numeric_string(awk):
    assert awk("{ print ($1 < $2) }", "10 9\n") == "0\n"


# ---- Assigning fields ----


def test_field_assign_rebuilds(awk):
    assert awk("BEGIN { OFS = \"-\" } { $2 = \"X\"; print }", "a b c\n") == "a-X-c\n"


def test_field_assign_beyond_nf(awk):
    assert awk("{ $5 = \"e\"; print NF; print }", "a b\n") == "5\na b   e\n"


def test_field_assign_number_convfmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\" } { $1 = 3.14159; print }", "a b\n") == "3.14 b\n"


def test_field_assign_number_print_ofmt(awk):
    assert awk("BEGIN { OFMT = \"%.1f\"; CONVFMT = \"%.3f\" } { $1 = 2.71828; print $1 }", "a\n") == "2.7\n"


def test_field_assign_integer(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\" } { $1 = 7.0; print }", "a\n") == "7\n"


def test_field_compound_assign(awk):
    assert awk("{ $2 += 10; print }", "1 2\n") == "1 12\n"


def test_field_assign_uninitialized(awk):
    assert awk("{ $3 = u; print NF \":\" $0 \":\" }", "a\n") == "3:a  :\n"


# ---- Assigning NF ----


def test_nf_decrease(awk):
    assert awk("{ NF = 2; print }", "a b c d\n") == "a b\n"


def test_nf_increase(awk):
    assert awk("BEGIN { OFS = \",\" } { NF = 4; print }", "a b\n") == "a,b,,\n"


def test_nf_same_rebuilds(awk):
    assert awk("BEGIN { OFS = \"-\" } { NF = NF; print }", "a  b   c\n") == "a-b-c\n"


def test_field_self_assign_rebuilds(awk):
    assert awk("BEGIN { OFS = \":\" } { $1 = $1; print }", " x  y \n") == "x:y\n"


def test_nf_truncated(awk):
    assert awk("{ NF = 1.9; print }", "a b\n") == "a\n"


def test_nf_negative_fatal(fails):
    assert fails("{ NF = -1 }", "a\n") == "awklet: NF set to negative value\n"


def test_nf_too_large_fatal(fails):
    assert fails("{ NF = 100001 }", "a\n") == "awklet: NF set to a value too large\n"


# ---- Assigning $0 ----


def test_record_assign_resplits(awk):
    assert awk("{ $0 = \"x y z\"; print NF, $2 }", "a\n") == "3 y\n"


def test_record_assign_current_fs(awk):
    assert awk("{ FS = \",\"; $0 = \"p,q\"; print $2 }", "a\n") == "q\n"


def test_record_assign_keeps_nr(awk):
    assert awk("{ $0 = \"new\"; print NR, FNR }", "a\n") == "1 1\n"


def test_record_assign_in_begin(awk):
    assert awk("BEGIN { $0 = \"1 2 3\"; print NF, $3 }") == "3 3\n"


# ---- Built-in variables ----


def test_builtin_defaults(awk):
    assert awk("BEGIN { printf \"[%s][%s][%s][%s][%s][%s]\", FS, OFS, RS == \"\\n\", ORS == \"\\n\", CONVFMT, OFMT }") == "[ ][ ][1][1][%.6g][%.6g]"


def test_builtin_rstart_rlength_defaults(awk):
    assert awk("BEGIN { print RSTART, RLENGTH, NR, NF, FNR }") == "0 -1 0 0 0\n"


def test_builtin_subsep_default(awk):
    assert awk("BEGIN { print (SUBSEP == \"\\034\") }") == "1\n"


def test_builtin_ors_assign(awk):
    assert awk("BEGIN { ORS = \"|\" } { print }", "a\nb\n") == "a|b|"


def test_builtin_ofs_assign(awk):
    assert awk("BEGIN { OFS = \"-\" } { print $1, $2 }", "a b\n") == "a-b\n"


def test_builtin_special_param_error(fails):
    assert fails("function f(NR) { } BEGIN { }") == "awklet: special variable NR used as a parameter at source line 1\n"


# ---- NR, FNR and FILENAME ----


def test_nr_fnr_across_files(awk, tmp_path):
    (tmp_path / "a").write_text("x\ny\n")
    (tmp_path / "b").write_text("z\n")
    assert awk("{ print FILENAME, NR, FNR }", "", "a", "b", cwd=tmp_path) == "a 1 1\na 2 2\nb 3 1\n"


def test_nr_assign_continues(awk):
    assert awk("NR == 1 { NR = 10 } { print NR }", "a\nb\n") == "10\n11\n"


def test_filename_empty_in_begin(awk, tmp_path):
    (tmp_path / "a").write_text("x\n")
    assert awk("BEGIN { print \"[\" FILENAME \"]\" }", "", "a", cwd=tmp_path) == "[]\n"


def test_filename_empty_for_stdin(awk):
    assert awk("{ print \"[\" FILENAME \"]\" }", "x\n") == "[]\n"


def test_filename_kept_in_end(awk, tmp_path):
    (tmp_path / "data.txt").write_text("x\n")
    assert awk("END { print FILENAME }", "", "data.txt", cwd=tmp_path) == "data.txt\n"


def test_filename_dash(awk):
    assert awk("{ print FILENAME }", "x\n", "-") == "-\n"


def test_fnr_assign(awk):
    assert awk("FNR == 1 { FNR = 5 } { print FNR }", "a\nb\n") == "5\n6\n"


def test_field_negative_fraction_is_zero(awk):
    assert awk("{ print $(-0.5) }", "a b\n") == "a b\n"


def test_field_nan_fatal(fails):
    assert fails("{ print $(log(-1)) }", "a\n") == "awklet: attempt to access field nan\n"
