"""Fine print (layer 11): field splitting, field references, input operands and counters."""


def _files(tmp_path):
    (tmp_path / "f1").write_text("a\nb\n")
    (tmp_path / "f2").write_text("c\n")
    (tmp_path / "f0").write_text("")


# ---- Single-character FS ----


def test_single_char_fs_deep_change_applies_next_record(awk):
    assert awk("{ print NF; FS = \":\"; print $1 }", "a:b c\nd:e f\n") == "2\na:b\n2\nd\n"


def test_single_char_fs_deep_pipe_and_dot_literal(awk):
    assert awk("BEGIN { FS = \"|\" } { print $2 }", "a|b|c\n") == "b\n"
    assert awk("BEGIN { FS = \".\" } { print NF }", "a.b.c\n") == "3\n"


def test_single_char_fs_deep_case_sensitive(awk):
    assert awk("BEGIN { FS = \"a\"; IGNORECASE = 1 } { print NF }", "AbA\n") == "1\n"


def test_single_char_fs_deep_tab_adjacent(awk):
    assert awk("BEGIN { FS = \"\\t\" } { print NF, \"[\" $2 \"]\" }", "a\t\tb\n") == "3 []\n"


def test_single_char_fs_deep_only_separator(awk):
    assert awk("BEGIN { FS = \":\" } { print NF }", ":\n") == "2\n"


def test_single_char_fs_deep_regex_special_chars(awk):
    assert awk("BEGIN { FS = \"^\" } { print NF }", "a^b\n") == "2\n"
    assert awk("BEGIN { FS = \"*\" } { print NF }", "a*b*\n") == "3\n"
    assert awk("BEGIN { FS = \"[\" } { print NF }", "a[b\n") == "2\n"


def test_single_char_fs_deep_newline_ordinary(awk):
    assert awk("BEGIN { FS = \":\"; RS = \";\" } { print NF }", "a:b\nc;d\n") == "2\n1\n"


def test_single_char_fs_deep_escaped_pipe_is_regex(awk):
    assert awk("BEGIN { FS = \"\\\\|\" } { print NF, $2 }", "a|b\n") == "2 b\n"


# ---- Default field splitting ----


def test_default_fs_deep_formfeed_cr_not_blank(awk):
    assert awk("{ print NF, length($1), length($2) }", " a\f b\r \n") == "2 2 2\n"


def test_default_fs_deep_fs_set_to_space_explicitly(awk):
    assert awk("BEGIN { FS = \" \" } { print NF, $2 }", "  x \t y  \n") == "2 y\n"


def test_default_fs_deep_back_to_default(awk):
    assert awk("NR == 1 { FS = \":\" } NR == 2 { FS = \" \" } { print $1 }", "a:b c\nd:e f\ng:h i\n") == "a:b\nd\ng:h\n"


def test_default_fs_deep_rebuild_collapses(awk):
    assert awk("{ $2 = $2; print }", "  a   b  c  \n") == "a b c\n"


def test_default_fs_deep_rebuild_with_ofs(awk):
    assert awk("BEGIN { OFS = \":\" } { $1 = $1; print; print NF }", "\ta  b\n") == "a:b\n2\n"


# ---- Field references ----


def test_field_refs_deep_string_index(awk):
    assert awk("{ print $(1.9), $\"2\", $\"x\" }", "a b c\n") == "a b a b c\n"


def test_field_refs_deep_postincrement_field_not_index(awk):
    assert awk("{ i = 1; print $i++; print i, $1 }", "5 b\n") == "5\n1 6\n"


def test_field_refs_deep_nf_minus_one(awk):
    assert awk("{ print $NF-1, $(NF-1) }", "1 2 7\n") == "6 2\n"


def test_field_refs_deep_limit_exact(awk):
    assert awk("{ print $100000 \"|\", NF }", "a\n") == "| 1\n"


def test_field_refs_deep_limit_one_past(run):
    r = run("{ print $100001 }", stdin="a\n")
    assert r.code == 2 and "field index 100001 too large" in r.err


def test_field_refs_deep_reading_past_nf(awk):
    assert awk("{ x = $5; print NF, length($0) }", "a b\n") == "2 3\n"


def test_field_refs_deep_unary_minus_field(awk):
    assert awk("{ print -$1, $-0 }", "3 b\n") == "-3 3 b\n"


def test_field_refs_deep_numeric_index_forms(awk):
    assert awk("{ print $1e0, $0.9 }", "a b\n") == "a a b\n"


# ---- NR, FNR and FILENAME ----


def test_nr_deep_empty_file_skipped(awk, tmp_path):
    _files(tmp_path)
    assert awk("{ print FILENAME, FNR, NR }", "", "f1", "f0", "f2", cwd=tmp_path) == "f1 1 1\nf1 2 2\nf2 1 3\n"


def test_nr_deep_begin_and_end(awk, tmp_path):
    _files(tmp_path)
    assert awk("BEGIN { print \"[\" FILENAME \"]\" } END { print FILENAME, NR, FNR }", "", "f1", "f2", cwd=tmp_path) == "[]\nf2 3 1\n"


def test_nr_deep_empty_only_file_named_in_end(awk, tmp_path):
    _files(tmp_path)
    assert awk("END { print \"[\" FILENAME \"]\", NR }", "", "f0", cwd=tmp_path) == "[f0] 0\n"


def test_nr_deep_dash_operand_named(awk):
    assert awk("{ print \"[\" FILENAME \"]\" }", "x\n", "-") == "[-]\n"


def test_nr_deep_fnr_assigned(awk, tmp_path):
    _files(tmp_path)
    assert awk("FNR == 1 { FNR = 5 } { print NR, FNR }", "", "f1", "f2", cwd=tmp_path) == "1 5\n2 6\n3 5\n"


def test_nr_deep_filename_assigned(awk, tmp_path):
    _files(tmp_path)
    assert awk("FNR == 1 { FILENAME = \"zz\" } { print FILENAME }", "", "f1", "f2", cwd=tmp_path) == "zz\nzz\nzz\n"


# ---- Input operands, ARGV and ARGC ----


def test_operands_deep_assignment_between_files(awk, tmp_path):
    _files(tmp_path)
    assert awk("{ print FILENAME, x }", "", "x=1", "f1", "x=2", "f2", cwd=tmp_path) == "f1 1\nf1 1\nf2 2\n"


def test_operands_deep_assignment_after_last_file(awk, tmp_path):
    _files(tmp_path)
    assert awk("END { print x }", "", "f1", "x=5", cwd=tmp_path) == "5\n"


def test_operands_deep_assignment_not_in_begin(awk):
    assert awk("BEGIN { print x + 0 }", "", "x=5") == "0\n"


def test_operands_deep_argc_lowered(awk, tmp_path):
    _files(tmp_path)
    assert awk("BEGIN { ARGV[1] = \"f2\"; ARGC = 2 } { print }", "", "f1", "f0", cwd=tmp_path) == "c\n"


def test_operands_deep_empty_and_deleted_skipped(awk, tmp_path):
    _files(tmp_path)
    assert awk("BEGIN { ARGV[1] = \"\" } { print }", "", "f1", "f2", cwd=tmp_path) == "c\n"
    assert awk("BEGIN { delete ARGV[1] } { print }", "", "f1", "f2", cwd=tmp_path) == "c\n"


def test_operands_deep_added_operand(awk, tmp_path):
    _files(tmp_path)
    assert awk("BEGIN { ARGV[2] = \"f2\"; ARGC = 3 } { print }", "", "f1", cwd=tmp_path) == "a\nb\nc\n"


def test_operands_deep_argc_one_reads_stdin(awk, tmp_path):
    _files(tmp_path)
    assert awk("BEGIN { ARGC = 1 } { print }", "s\n", "f1", cwd=tmp_path) == "s\n"


def test_operands_deep_missing_file_after_output(run, tmp_path):
    _files(tmp_path)
    r = run("{ print }", "f1", "nonexist", "f2", cwd=tmp_path)
    assert r.code == 2 and r.text == "a\nb\n" and "can't open file nonexist" in r.err


# ---- Command-line assignments ----


def test_cmdline_assign_deep_escape_tab(awk, tmp_path):
    _files(tmp_path)
    assert awk("{ print x }", "", "x=a\\tb", "f2", cwd=tmp_path) == "a\tb\n"


def test_cmdline_assign_deep_strnum(awk, tmp_path):
    _files(tmp_path)
    assert awk("{ print typeof(x), (x < 10) }", "", "x=9", "f2", cwd=tmp_path) == "strnum 1\n"


def test_cmdline_assign_deep_v_strnum_in_begin(run):
    r = run("-v", "v=010", "BEGIN { print typeof(v), v + 1, v }")
    assert r.text == "strnum 11 010\n"


def test_cmdline_assign_deep_empty_value(run):
    r = run("-v", "v=", "BEGIN { print typeof(v), length(v) }")
    assert r.text == "string 0\n"


def test_cmdline_assign_deep_value_with_equals(run):
    r = run("-v", "v=a=b", "BEGIN { print v }")
    assert r.text == "a=b\n"
