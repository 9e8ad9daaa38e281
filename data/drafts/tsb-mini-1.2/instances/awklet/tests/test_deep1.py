"""Fine print (layer 11): interactions, limits and ordering within records, fields and patterns."""


# ---- Range patterns ----


def test_range_deep_start_not_evaluated_while_active(awk):
    prog = "function f() { c++; return 1 } f(), NR == 2 { print } END { print c }"
    assert awk(prog, "a\nb\nc\n") == "a\nb\nc\n2\n"


def test_range_deep_end_evaluated_on_every_active_record(awk):
    prog = "function g() { c++; return 0 } NR == 1, g() { print } END { print c }"
    assert awk(prog, "a\nb\nc\n") == "a\nb\nc\n3\n"


def test_range_deep_next_before_range_not_seen(awk):
    assert awk("/x/ { next } /a/, /b/", "a\nx b\nc\nb\nd\n") == "a\nc\nb\n"


def test_range_deep_getline_records_not_tested(awk):
    prog = "/a/, /b/ { getline; print \"got \" $0 }"
    assert awk(prog, "a\nb\nc\nb\nd\n") == "got b\ngot b\ngot d\n"


def test_range_deep_end_before_start_stays_active(awk):
    assert awk("NR == 2, NR == 1", "a\nb\nc\nd\n") == "b\nc\nd\n"


def test_range_deep_same_pattern_one_record_each(awk):
    assert awk("/b/, /b/ { print NR }", "a\nb\nc\nb\n") == "2\n4\n"


def test_range_deep_restarts_after_end(awk):
    assert awk("/s/, /e/ { printf \"%s \", $0 } END { print \"\" }", "s\ne\nx\ns\ny\ne\nz\n") == "s e s y e \n"


def test_range_deep_empty_input_no_output(awk):
    assert awk("/a/, /b/ { print \"in\" } END { print \"end\" }", "") == "end\n"


# ---- Paragraph mode ----


def test_paragraph_deep_whitespace_line_kept_in_record(awk):
    out = awk("BEGIN { RS = \"\" } { print NR \": \" $0 \"|\" }", "a\n  \nb\n\n\n\nc\n\n")
    assert out == "1: a\n  \nb|\n2: c|\n"


def test_paragraph_deep_only_newlines_no_record(awk):
    assert awk("BEGIN { RS = \"\" } END { print NR }", "\n\n\n") == "0\n"


def test_paragraph_deep_fs_newline_fields_are_lines(awk):
    assert awk("BEGIN { RS = \"\"; FS = \"\\n\" } { print NF \": \" $2 }", "a b\nc d\n\ne\n") == "2: c d\n1: \n"


def test_paragraph_deep_empty_fs_newline_not_field(awk):
    out = awk("BEGIN { RS = \"\"; FS = \"\" } { for (i = 1; i <= NF; i++) printf \"[%s]\", $i; print \"\" }", "ab\ncd\n")
    assert out == "[a][b][c][d]\n"


def test_paragraph_deep_regex_fs_per_line(awk):
    out = awk("BEGIN { RS = \"\"; FS = \"[0-9]+\" } { for (i = 1; i <= NF; i++) printf \"[%s]\", $i; print \"\" }", "a1b\nc22d\n")
    assert out == "[a][b][c][d]\n"


def test_paragraph_deep_separator_at_line_end_gives_empty_fields(awk):
    out = awk("BEGIN { RS = \"\"; FS = \"x\" } { print NF; for (i = 1; i <= NF; i++) printf \"[%s]\", $i; print \"\" }", "ax\nxb\n")
    assert out == "4\n[a][][][b]\n"


def test_paragraph_deep_field_assign_joins_with_ofs(awk):
    assert awk("BEGIN { RS = \"\"; FS = \":\" } { $2 = \"Q\"; print }", "a:b\nc\n") == "a Q c\n"


def test_paragraph_deep_dollar0_assign_splits_lines(awk):
    assert awk("BEGIN { RS = \"\"; FS = \":\" } { $0 = \"x:y\\nz\"; print NF }", "q\n") == "3\n"


def test_paragraph_deep_rs_change_after_paragraph(awk):
    assert awk("BEGIN { RS = \"\" } { print NR \"=\" $0; RS = \";\" }", "a\n\nb;c;d") == "1=a\n2=b\n3=c\n4=d\n"


def test_paragraph_deep_length_excludes_separator(awk):
    assert awk("BEGIN { RS = \"\" } { print length($0) }", "ab\n\ncd\n") == "2\n2\n"


# ---- Regular expression records ----


def test_regex_records_deep_rt_and_records(awk):
    out = awk("BEGIN { RS = \"ab+\" } { print NR \":\" $0 \"|\" RT }", "xabbbyabz")
    assert out == "1:x|abbb\n2:y|ab\n3:z|\n"


def test_regex_records_deep_leading_match_empty_record(awk):
    assert awk("BEGIN { RS = \"ab+\" } { print NR \":\" $0 \"|\" }", "abxab") == "1:|\n2:x|\n"


def test_regex_records_deep_star_ignores_empty(awk):
    assert awk("BEGIN { RS = \"x*\" } { print NR \":\" $0 \"|\" }", "axxbc") == "1:a|\n2:bc|\n"


def test_regex_records_deep_newlines_leading_not_skipped(awk):
    out = awk("BEGIN { RS = \"\\n\\n+\" } { print NR \":\" $0 \"|\" }", "\n\na\n\n\nb\n\n")
    assert out == "1:|\n2:a|\n3:b|\n"


def test_regex_records_deep_bracket_adjacent_empty(awk):
    out = awk("BEGIN { RS = \"[,;]\" } { print NR \":\" $0 \"|\" }", "a,b;;c")
    assert out == "1:a|\n2:b|\n3:|\n4:c|\n"


def test_regex_records_deep_caret_only_input_start(awk):
    assert awk("BEGIN { RS = \"^a\" } { print NR \":\" $0 \"|\" }", "abab") == "1:|\n2:bab|\n"


def test_regex_records_deep_dollar_only_input_end(awk):
    assert awk("BEGIN { RS = \"b$\" } { print NR \":\" $0 \"|\" }", "ab\nab") == "1:ab\na|\n"


# ---- Regular expression FS ----


def test_regex_fs_deep_plus(awk):
    out = awk("BEGIN { FS = \"ab+\" } { print NF; for (i = 1; i <= NF; i++) printf \"[%s]\", $i; print \"\" }", "xabbyabz")
    assert out == "3\n[x][y][z]\n"


def test_regex_fs_deep_star_empty_matches_ignored(awk):
    out = awk("BEGIN { FS = \"x*\" } { print NF; for (i = 1; i <= NF; i++) printf \"[%s]\", $i; print \"\" }", "axxbc")
    assert out == "2\n[a][bc]\n"


def test_regex_fs_deep_caret_only_record_start(awk):
    out = awk("BEGIN { FS = \"^a\" } { print NF; for (i = 1; i <= NF; i++) printf \"[%s]\", $i; print \"\" }", "abab")
    assert out == "2\n[][bab]\n"


def test_regex_fs_deep_single_backslash(awk):
    out = awk("BEGIN { FS = \"\\\\\" } { print NF; for (i = 1; i <= NF; i++) printf \"[%s]\", $i; print \"\" }", "a\\b\\\\c")
    assert out == "4\n[a][b][][c]\n"


def test_regex_fs_deep_bracket_space_each_space(awk):
    out = awk("BEGIN { FS = \"[ ]\" } { print NF; for (i = 1; i <= NF; i++) printf \"[%s]\", $i; print \"\" }", " a  b ")
    assert out == "5\n[][a][][b][]\n"


def test_regex_fs_deep_only_separators(awk):
    assert awk("BEGIN { FS = \"[ ]+\" } { print NF }", "   ") == "2\n"


def test_regex_fs_deep_alternation_longest(awk):
    out = awk("BEGIN { FS = \"a|ab\" } { for (i = 1; i <= NF; i++) printf \"[%s]\", $i; print \"\" }", "xaby")
    assert out == "[x][y]\n"


# ---- Empty FS ----


def test_empty_fs_deep_blanks_are_fields(awk):
    assert awk("BEGIN { FS = \"\" } { print NF \":\" $2 \":\" $4 }", "a b\tc") == "5: :\t\n"


def test_empty_fs_deep_field_assign_rebuild(awk):
    assert awk("BEGIN { FS = \"\" } { $2 = \"X\"; print; print NF }", "abc") == "a X c\n3\n"


def test_empty_fs_deep_ofs_rebuild(awk):
    assert awk("BEGIN { FS = \"\"; OFS = \"-\" } { $1 = $1; print }", "abc") == "a-b-c\n"


def test_empty_fs_deep_split_default_uses_fs(awk):
    assert awk("BEGIN { FS = \"\"; n = split(\"xyz\", a); print n, a[1], a[3] }") == "3 x z\n"


def test_empty_fs_deep_empty_record_no_fields(awk):
    assert awk("BEGIN { FS = \"\" } { print NF }", "\nab\n") == "0\n2\n"


def test_empty_fs_deep_fields_numeric_strings(awk):
    assert awk("BEGIN { FS = \"\" } { print ($1 < $2), $1 + $2 }", "910") == "0 10\n"


# ---- Assigning NF ----


def test_nf_assign_deep_fraction_truncated(awk):
    assert awk("{ NF = 2.9; print; print NF }", "a b c d") == "a b\n2\n"


def test_nf_assign_deep_negative_fraction_fatal(run):
    r = run("{ NF = -0.5 }", stdin="a b\n")
    assert r.code == 2 and "NF set to negative value" in r.err


def test_nf_assign_deep_numeric_prefix_string(awk):
    assert awk("{ NF = \"2x\"; print; print NF }", "a b c d") == "a b\n2\n"


def test_nf_assign_deep_zero_then_field(awk):
    assert awk("{ NF = 0; print \"[\" $0 \"]\"; $3 = \"z\"; print; print NF }", "a b c d") == "[]\n  z\n3\n"


def test_nf_assign_deep_increment_decrement(awk):
    assert awk("BEGIN { OFS = \"-\" } { NF++; print; NF -= 2; print }", "a b c") == "a-b-c-\na-b\n"


def test_nf_assign_deep_limit_exact(awk):
    assert awk("{ NF = 100000; print NF }", "a") == "100000\n"


def test_nf_assign_deep_limit_one_past(run):
    r = run("{ NF = 100001 }", stdin="a\n")
    assert r.code == 2 and "NF set to a value too large" in r.err


def test_nf_assign_deep_in_begin(awk):
    assert awk("BEGIN { NF = 2; print \"[\" $0 \"]\"; print NF }") == "[ ]\n2\n"


def test_nf_assign_deep_added_field_empty(awk):
    assert awk("{ NF = 3; print $3 \"|\" length($0) }", "a") == "|3\n"


# ---- Assigning $0 ----


def test_record_assign_deep_in_begin(awk):
    assert awk("BEGIN { $0 = \"a b c\"; print NF, $2; $0 = \"x\"; print NF }") == "3 b\n1\n"


def test_record_assign_deep_from_own_field(awk):
    assert awk("{ $0 = $2; print NF, $1 }", "a b:c d") == "1 b:c\n"


def test_record_assign_deep_number_converted_by_convfmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; $0 = 3.14159; print; $0 = 3.0; print }") == "3.14\n3\n"


def test_record_assign_deep_after_field_assign_replaces(awk):
    assert awk("{ $3 = \"x\"; $0 = \"p q\"; print NF; print $3 \"|\" }", "a b") == "2\n|\n"


def test_record_assign_deep_fs_change_after_assign_not_used(awk):
    assert awk("{ $0 = \"p q:r\"; FS = \":\"; print $1 }", "a b") == "p\n"


def test_record_assign_deep_fs_change_before_assign_used(awk):
    assert awk("{ FS = \":\"; $0 = \"p:q r\"; print $1 }", "a b") == "p\n"


def test_record_assign_deep_end_keeps_last_record(awk):
    assert awk("END { print $0, NF }", "a b\nc d e\n") == "c d e 3\n"


def test_record_assign_deep_in_end(awk):
    assert awk("END { $0 = \"x y\"; print NF, $2 }", "a b\n") == "2 y\n"


def test_record_assign_deep_numeric_string(awk):
    assert awk("BEGIN { $0 = \" 12 \"; print ($0 == 12), ($1 == 12) }") == "1 1\n"


# ---- Regular expression records ----


def test_regex_records_deep_caret_after_each_separator(awk):
    assert awk("BEGIN { RS = \"^a\" } { print NR \":\" $0 \"|\" }", "aab") == "1:|\n2:|\n3:b|\n"
