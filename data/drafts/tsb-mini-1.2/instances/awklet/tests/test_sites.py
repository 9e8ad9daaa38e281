"""One-site tests (layer 12): a general rule (conversions, numeric strings, evaluation order,
truth, field splitting, getline updates, output of numbers) at one site inside another feature."""


# ---- Invocation and options ----


def test_sites_invocation_v_not_strnum(run):
    r = run("-v", "x=10", "BEGIN { print (x < 9), (x == 10) }")
    assert r.code == 0 and r.text == "0 1\n"


# ---- Assigning fields ----


def test_sites_field_assign_rebuild_number_uses_ofmt(awk):
    assert awk("{ CONVFMT = \"%.2f\"; $2 = 1 / 3; print }", "a b c\n") == "a 0.33 c\n"


# ---- Assigning $0 ----


def test_sites_record_assign_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; $0 = 1 / 3; print $1, NF }") == "0.33 1\n"


# ---- Input operands, ARGV and ARGC ----


def test_sites_operands_argv_not_strnum(awk):
    assert awk("BEGIN { print (ARGV[1] < 9), (ARGV[1] == 10) }", "", "10") == "0 1\n"


# ---- Command-line assignments ----


def test_sites_cmdline_assign_operand_not_strnum(awk):
    assert awk("{ print (x < 9), (x == 10) }", "a\n", "x=10", "-") == "0 1\n"


# ---- ENVIRON ----


def test_sites_environ_not_strnum(awk):
    assert awk("BEGIN { print (ENVIRON[\"AWKLET_N\"] < 9), (ENVIRON[\"AWKLET_N\"] == 10) }", env={"AWKLET_N": "10"}) == "0 1\n"


# ---- Comparisons ----


def test_sites_comparisons_number_string_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; print (1 / 3 == \"0.33\") }") == "1\n"


def test_sites_comparisons_right_operand_first(awk):
    assert awk("BEGIN { i = 1; print (i++ < i), i }") == "1 2\n"


# ---- Arithmetic ----


def test_sites_arithmetic_right_operand_first(awk):
    assert awk("BEGIN { i = 1; print i++ - i }") == "-1\n"


# ---- Unary operators ----


def test_sites_unary_not_strnum_by_text(awk):
    assert awk("{ print !$1, !$2 }", "0.0 x\n") == "1 0\n"


# ---- Logical operators ----


def test_sites_logical_and_strnum_by_text(awk):
    assert awk("{ print ($1 && 1), ($2 && 1) }", "0.0 x\n") == "0 1\n"


# ---- Matching operators ----


def test_sites_match_ops_number_subject_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; print (1 / 3 ~ /^0\\.33$/) }") == "1\n"


# ---- The in operator ----


def test_sites_in_operator_number_subscript_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; a[1 / 3] = 1; print ((1 / 3) in a), (\"0.33\" in a) }") == "1 1\n"


# ---- delete ----


def test_sites_delete_number_subscript_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; a[1 / 3] = 1; delete a[1 / 3]; print length(a) }") == "0\n"


# ---- Statements ----


def test_sites_statements_if_strnum_by_text(awk):
    assert awk("{ if ($1) print \"t\"; else print \"f\" }", "0.0\n") == "f\n"


# ---- Loops ----


def test_sites_loops_while_strnum_by_text(awk):
    assert awk("{ n = 0; while ($1) { n++; $1 = \"\" } print n }", "0.0\n") == "0\n"


# ---- Function parameters ----


def test_sites_parameters_uninitialized_element_arg_stays_uninitialized(awk):
    assert awk("function f(p) { return (p == 0) \":\" (p == \"\") } BEGIN { print f(a[\"x\"]) }") == "1:1\n"


# ---- printf ----


def test_sites_printf_format_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; printf 1 / 3; print \"\" }") == "0.33\n"


# ---- printf string and character conversions ----


def test_sites_printf_strings_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; OFMT = \"%.4f\"; printf \"%s\\n\", 1 / 3 }") == "0.33\n"


# ---- Output redirection to files ----


def test_sites_output_files_name_number_uses_ofmt(awk, tmp_path):
    out = awk("BEGIN { CONVFMT = \"%.2f\"; f = 1 / 3; print \"hi\" > f }", cwd=tmp_path)
    assert out == "" and (tmp_path / "0.33").read_text() == "hi\n"


def test_sites_output_files_print_number_uses_convfmt(awk, tmp_path):
    awk("BEGIN { OFMT = \"%.2f\"; print 1 / 3 > \"o\" }", cwd=tmp_path)
    assert (tmp_path / "o").read_text() == "0.33\n"


# ---- close and fflush ----


def test_sites_close_fflush_name_number_uses_ofmt(awk, tmp_path):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; f = 1 / 3; print \"a\" > f; print close(f), close(f) }", cwd=tmp_path) == "0 -1\n"


# ---- getline ----


def test_sites_getline_var_not_strnum(awk):
    assert awk("NR == 1 { getline x; print (x < 9), (x == 10.0) }", "1\n10\n") == "0 1\n"


# ---- getline from files ----


def test_sites_getline_files_name_number_uses_ofmt(awk, tmp_path):
    (tmp_path / "0.33").write_text("data\n")
    assert awk("BEGIN { CONVFMT = \"%.2f\"; f = 1 / 3; r = (getline line < f); print r, line }", cwd=tmp_path) == "1 data\n"


def test_sites_getline_files_var_not_strnum(awk, tmp_path):
    (tmp_path / "f").write_text("10\n")
    assert awk("BEGIN { getline x < \"f\"; print (x < 9), (x == 1e1) }", cwd=tmp_path) == "0 1\n"


def test_sites_getline_files_plain_increments_nr(awk, tmp_path):
    (tmp_path / "f").write_text("p q\n")
    assert awk("{ getline < \"f\"; print NR, FNR, NF }", "a\n", cwd=tmp_path) == "1 1 2\n"


# ---- getline from commands ----


def test_sites_getline_commands_var_not_strnum(awk):
    assert awk("BEGIN { \"echo 10\" | getline x; print (x < 9), (x == 10.0) }") == "0 1\n"


# ---- substr ----


def test_sites_substr_number_source_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.3f\"; OFMT = \"%.1f\"; print substr(2 / 3, 2) }") == ".667\n"


# ---- index ----


def test_sites_index_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; OFMT = \"%.4f\"; print index(\"x0.33y\", 1 / 3) }") == "2\n"


# ---- split ----


def test_sites_split_elements_not_strnum(awk):
    assert awk("BEGIN { split(\"10 9\", p); print (p[1] < p[2]), (p[1] == 10.0) }") == "0 1\n"


def test_sites_split_space_separator_literal(awk):
    assert awk("BEGIN { n = split(\"  a  b \", p, \" \"); print n, p[1], p[2] }") == "2 a b\n"


# ---- sub and gsub ----


def test_sites_sub_gsub_replacement_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; s = \"x\"; sub(/x/, 1 / 3, s); print s }") == "0.33\n"


# ---- match ----


def test_sites_match_number_source_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; print match(1 / 3, /3$/) }") == "4\n"


# ---- sprintf ----


def test_sites_sprintf_number_percent_s_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; OFMT = \"%.4f\"; s = sprintf(\"%s\", 2 / 3); print s }") == "0.67\n"


# ---- tolower and toupper ----


def test_sites_case_conversion_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2e\"; print toupper(1 / 3) }") == "3.33E-01\n"


# ---- split separators ----


def test_sites_split_seps_elements_not_strnum(awk):
    assert awk("BEGIN { split(\"10:9\", p, \":\", s); print (p[1] < p[2]), (p[2] == 9.0) }") == "0 1\n"


def test_sites_split_seps_separator_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; n = split(\"a0.33b\", p, 1 / 3, s); print n, p[2], s[1] }") == "2 b 0.33\n"


# ---- switch ----


def test_sites_switch_string_label_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; switch (1 / 3) { case \"0.33\": print \"y\"; break; default: print \"n\" } }") == "y\n"


# ---- gensub ----


def test_sites_gensub_target_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; print gensub(/3/, \"x\", \"g\", 1 / 3) }") == "0.xx\n"
