"""One-site tests (layer 13): a general rule (truth, numeric strings, conversions, IGNORECASE,
flushing, evaluation order, truncation, getline updates, errors) at one site inside another
feature."""

# ---- Invocation and options ----


def test_sites2_invocation_F_octal_escape_not_processed(run):
    r = run("-F", "\\040", "{ print NF, $1 }", stdin=" a  b\n")
    assert r.code == 0 and r.text == "2 a\n"


# ---- Range patterns ----


def test_sites2_range_patterns_end_strnum_by_text(awk):
    assert awk("$1 == \"s\", $2 { print $1 }", "s 0.0\na 0.0\nb 1\nc 0\n") == "s\na\nb\n"


# ---- Records ----


def test_sites2_records_single_char_rs_ignorecase(awk):
    assert awk("BEGIN { IGNORECASE = 1; RS = \"x\" } { print }", "aXbxc") == "aXb\nc\n"


# ---- Regular expression records ----


def test_sites2_regex_records_rs_ignores_ignorecase(awk):
    assert awk("BEGIN { IGNORECASE = 1; RS = \"x+\" } { print }", "aXXbxc") == "a\nb\nc\n"


def test_sites2_regex_records_rs_compiled_on_assignment(awk):
    assert awk("BEGIN { RS = \"a[\"; print \"ok\" }") == "ok\n"


# ---- Assigning fields ----


def test_sites2_field_assign_compound_rhs_before_field_number(awk):
    assert awk("{ i = 1; $(i++) += i; print }", "10 20\n") == "12 20\n"


# ---- Unary operators ----


def test_sites2_unary_plus_keeps_strnum(awk):
    assert awk("{ x = +$1; print x, typeof(x) }", "1.0\n") == "1 number\n"


# ---- Increment and decrement ----


def test_sites2_incr_decr_postfix_field_returns_old_text(awk):
    assert awk("{ x = $1++; print x, $1 }", "007\n") == "7 8\n"


# ---- Logical operators ----


def test_sites2_logical_or_strnum_by_text(awk):
    assert awk("{ print ($1 || 0), ($2 || 0) }", "0.0 x\n") == "0 1\n"


# ---- Matching operators ----


def test_sites2_match_ops_right_operand_first(awk):
    assert awk("BEGIN { i = 1; print (i++ ~ i) }") == "0\n"


# ---- The in operator ----


def test_sites2_in_operator_strnum_subscript_as_number(awk):
    assert awk("BEGIN { a[1] = \"x\" } { print ($1 in a) }", "01\n") == "0\n"


# ---- delete ----


def test_sites2_delete_scalar_ignored(fails):
    assert fails("BEGIN { x = 1; delete x[1]; print \"after\" }") == "awklet: can't use scalar x as array\n"


# ---- for-in loops ----


def test_sites2_for_in_scalar_no_iterations(fails):
    assert fails("BEGIN { x = 1; for (k in x) print k; print \"after\" }") == "awklet: can't use scalar x as array\n"


# ---- Loops ----


def test_sites2_loops_do_strnum_by_text(awk):
    assert awk("{ n = 0; v = $1; do { n++; if (n > 5) break } while (v); print n }", "0.0\n") == "1\n"


# ---- Scalars and arrays ----


def test_sites2_scalars_arrays_parameter_error_names_caller(fails):
    assert fails("function f(p) { p[1] = 1 } BEGIN { x = 1; f(x) }") == "awklet: can't use scalar p as array\n"


# ---- printf format parsing ----


def test_sites2_format_parsing_star_width_floored(awk):
    assert awk("BEGIN { printf \"%*d|\\n\", -2.5, 7 }") == "7 |\n"


# ---- printf integer conversions ----


def test_sites2_printf_integers_hex_floors_negative(awk):
    assert awk("BEGIN { printf \"%x\\n\", -1.5 }") == "ffffffffffffffff\n"


# ---- Output to pipes ----


def test_sites2_output_pipes_print_number_uses_convfmt(awk):
    assert awk("BEGIN { OFMT = \"%.2f\"; print 1 / 3 | \"cat\" }") == "0.33\n"


# ---- close and fflush ----


def test_sites2_close_fflush_fflush_name_number_uses_ofmt(awk, tmp_path):
    assert awk("BEGIN { CONVFMT = \"%.1e\"; printf \"z\" > \"1.7e-01\"; print fflush(1 / 6) }", cwd=tmp_path) == "0\n"


# ---- getline ----


def test_sites2_getline_var_no_fnr(awk):
    assert awk("NR == 1 { getline line; print NR, FNR, line }", "a\nb\n") == "2 2 b\n"


# ---- getline from commands ----


def test_sites2_getline_commands_increments_fnr(awk):
    assert awk("{ \"echo x\" | getline; print NR, FNR }", "a\n") == "2 1\n"


def test_sites2_getline_commands_flushes_stdout_only(awk, tmp_path):
    assert awk("BEGIN { print \"x\" > \"f\"; \"cat f\" | getline y; print y }", cwd=tmp_path) == "x\n"


def test_sites2_getline_commands_rs_ignored(awk):
    assert awk("BEGIN { RS = \";\"; \"printf 'a;b'\" | getline x; print x }") == "a\n"


# ---- length ----


def test_sites2_length_element_not_created(awk):
    assert awk("BEGIN { n = length(a[\"x\"]); print n, length(a) }") == "0 1\n"


# ---- split ----


def test_sites2_split_separator_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.1e\"; n = split(\"a1.7e-01b\", q, 1 / 6); print n, q[2] }") == "2 b\n"


def test_sites2_split_empty_separator_splits_characters(awk):
    assert awk("BEGIN { n = split(\"\u00e9x\", a, \"\"); print n }") == "3\n"


# ---- sub and gsub ----


def test_sites2_sub_gsub_target_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.1e\"; x = 1 / 6; sub(/e/, \"E\", x); print x }") == "1.7E-01\n"


# ---- sprintf ----


def test_sites2_sprintf_format_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.1e\"; x = sprintf(1 / 6); print x }") == "1.7e-01\n"


# ---- tolower and toupper ----


def test_sites2_case_conversion_tolower_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.1E\"; print tolower(1 / 6) }") == "1.7e-01\n"


# ---- rand and srand ----


def test_sites2_rand_srand_negative_seed_floored(awk):
    assert awk("BEGIN { srand(-1.5); print srand() }") == "-1\n"


# ---- Fixed-width fields ----


def test_sites2_fieldwidths_fields_string(awk):
    assert awk("BEGIN { FIELDWIDTHS = \"2 1\" } { print ($1 < 9) }", "10x\n") == "0\n"


# ---- The RT variable ----


def test_sites2_rt_strnum(awk):
    assert awk("BEGIN { RS = \"[0-9]+\" } NR == 1 { print (RT < 9) }", "a10b\n") == "1\n"


def test_sites2_rt_not_set_by_getline_var_file(awk, tmp_path):
    (tmp_path / "g").write_text("p;q")
    assert awk("BEGIN { RS = \";\"; getline x < \"g\"; print x, RT }", cwd=tmp_path) == "p ;\n"


# ---- Sorting arrays ----


def test_sites2_asorti_dest_string(awk):
    assert awk("BEGIN { a[10]; a[9]; n = asorti(a, d); print d[1], (d[1] < 9) }") == "10 0\n"


# ---- Bit operations ----


def test_sites2_bit_ops_arguments_floored(awk):
    assert awk("BEGIN { print and(-0.5, 3) }") == "0\n"


# ---- strtonum ----


def test_sites2_strtonum_strnum_read_as_decimal(awk):
    assert awk("{ print strtonum($1) }", "010\n") == "8\n"


# ---- Dumping variables ----


def test_sites2_dump_variables_number_no_integer_rule(run):
    r = run("--dump-variables=-", "BEGIN { x = 2 ^ 40 }")
    assert r.code == 0 and r.text == "x: number 1099511627776\n"


# ---- switch ----


def test_sites2_switch_string_case_ignores_ignorecase(awk):
    assert awk("BEGIN { IGNORECASE = 1; switch (\"ABC\") { case \"abc\": print \"m\"; break; default: print \"d\" } }") == "m\n"


def test_sites2_switch_uninitialized_compares_as_string(awk):
    assert awk("BEGIN { switch (u) { case 0: print \"zero\"; break; default: print \"other\" } }") == "zero\n"


# ---- SORTED_IN ----


def test_sites2_sorted_in_ind_str_ignorecase(awk):
    assert awk("BEGIN { IGNORECASE = 1; SORTED_IN = \"@ind_str_asc\"; a[\"b\"]; a[\"B\"]; a[\"a\"]; for (k in a) printf \"%s\", k; print \"\" }") == "Bab\n"


def test_sites2_sorted_in_val_str_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.1e\"; a[\"p\"] = 1 / 6; a[\"q\"] = \"1.0\"; SORTED_IN = \"@val_str_asc\"; for (k in a) printf \"%s\", k; print \"\" }") == "qp\n"


# ---- IGNORECASE ----


def test_sites2_ignorecase_strnum_by_text(awk):
    assert awk("{ IGNORECASE = $1; print (\"A\" == \"a\") }", "0.0\n") == "0\n"


# ---- strftime and systime ----


def test_sites2_strftime_utc_string_by_number(awk):
    assert awk("BEGIN { print strftime(\"%H\", 0, \"0\") }", env={"TZ": "Etc/GMT-2"}) == "00\n"


def test_sites2_strftime_result_strnum(awk):
    assert awk("BEGIN { print (strftime(\"%Y\", 0, 1) < 999) }") == "1\n"


# ---- mktime ----


def test_sites2_mktime_utc_strnum_by_text(awk):
    assert awk("{ print mktime(\"1970 01 01 02 00 00\", $1) }", "0\n", env={"TZ": "Etc/GMT-2"}) == "0\n"


# ---- Subexpression matches ----


def test_sites2_submatches_fixed_subsep(awk):
    assert awk("BEGIN { SUBSEP = \":\"; match(\"xab\", /ab/, m); print m[\"0:start\"], m[\"0:length\"] }") == "2 2\n"


# ---- gensub ----


def test_sites2_gensub_result_strnum(awk):
    assert awk("BEGIN { print (gensub(/x/, \"\", \"g\", \"10x\") < 9) }") == "1\n"


# ---- FPAT ----


def test_sites2_fpat_fields_string(awk):
    assert awk("BEGIN { FPAT = \"[0-9]+\" } { print ($1 < 9) }", "x10y\n") == "0\n"


def test_sites2_fpat_ignores_ignorecase(awk):
    assert awk("BEGIN { IGNORECASE = 1; FPAT = \"[a-c]+\" } { print NF, $1 }", "xyzABC\n") == "1 ABC\n"


# ---- Lint warnings ----


def test_sites2_lint_uninitialized_warning_not_flushed(run):
    import os, subprocess
    exe = os.path.abspath(os.environ.get("TSB_EXECUTABLE") or "executable")
    p = subprocess.run([exe, "--lint", "BEGIN { printf \"a\"; x = y; print \"b\" }"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=10)
    assert p.stdout == b"aawklet: warning: reference to uninitialized variable y\nb\n"

