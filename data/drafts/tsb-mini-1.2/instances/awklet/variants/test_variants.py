"""Logic-level variants (paper, appendix A.5): for each awklet mutant, its target test's check with
the literals changed. Each test is named after its mutant (`-` written `_`) and must pass on the
reference and fail on that mutant; a mutant keyed on the target test's literals would pass it.

Run one against a built mutant, e.g.:
    TSB_EXECUTABLE=<the mutant's executable> \
        python3 -m pytest -q -p no:cacheprovider <this folder> -k test_<id with _>
"""


def usage(r, message):
    assert r.code == 2
    assert r.out == b""
    assert r.err.startswith(f"awklet: {message}\n")


def test_exit_status_clamped_not_modulo(run):
    assert run("BEGIN { exit 300 }").code == 44


def test_string_hex_three_digits(awk):
    assert awk('BEGIN { print "\\x6162" }') == "a62\n"


def test_paragraph_newline_only_regex_fs(awk):
    assert awk("BEGIN { RS = \"\"; FS = \";\" } { print NF, $3 }", "\n\nx;y\nz;w\n\n") == "4 z\n"


def test_default_fs_newline_not_blank(awk):
    assert awk("BEGIN { RS = \"#\" } { print NF, $2 }", "p\nq\nr#") == "3 q\n"


def test_single_char_fs_metachar_as_regex(run):
    assert run("-F", ".", "{ print $2 }", stdin="1.2.3\n").text == "2\n"


def test_num_to_str_integer_limit_1e15(awk):
    assert awk("BEGIN { x = 4e15 + 7; y = x \"\"; print y }") == "4000000000000007\n"


def test_nf_assign_same_value_no_rebuild(awk):
    assert awk("BEGIN { OFS = \"+\" } { NF = 2; print }", "\tp   q\n") == "p+q\n"


def test_substr_start_clamped_before_length(awk):
    assert awk("BEGIN { print substr(\"abcdef\", -2, 5) }") == "ab\n"


def test_index_empty_needle_found(awk):
    assert awk("BEGIN { x = \"\"; print index(\"xyz\", x) }") == "0\n"


def test_gsub_empty_match_after_match_counts(awk):
    assert awk("BEGIN { s = \"qqpq\"; n = gsub(/q*/, \"<>\", s); print n, s }") == "2 <>p<>\n"


def test_replacement_double_backslash_kept(awk):
    assert awk("BEGIN { s = \"dog\"; sub(/o/, \"[\\\\\\\\&]\", s); print s }") == "d[\\o]g\n"


def test_split_paragraph_mode_adds_newline(awk):
    assert awk("BEGIN { RS = \"\"; n = split(\"p,q\\nr,s\", a, \",\"); print n, a[2] }") == "3 q\nr\n"


def test_printf_hash_x_prefixes_zero(awk):
    assert awk("BEGIN { printf \"[%#x|%#X|%#x]\\n\", 0, 0, 16 }") == "[0|0|0x10]\n"


def test_format_star_negative_width_right_justified(awk):
    assert awk("BEGIN { printf \"<%*s>\\n\", -4, \"ab\" }") == "<ab  >\n"


def test_format_star_negative_precision_zero(awk):
    assert awk("BEGIN { printf \"<%.*e>\\n\", -3, 1.25 }") == "<1.250000e+00>\n"


def test_printf_g_exponent_equal_precision_fixed(awk):
    assert awk("BEGIN { printf \"%.2g|%G\\n\", 470, 1234567 }") == "4.7e+02|1.23457E+06\n"


def test_printf_c_strnum_first_char(awk):
    assert awk("{ printf \"%c|%c\\n\", $1, $2 }", "90 120\n") == "Z|x\n"


def test_printf_zero_pad_before_sign(awk):
    assert awk("BEGIN { printf \"[%07.1f][%05d]\\n\", -2.25, -7 }") == "[-0002.2][-0007]\n"


def test_assignment_subscript_before_rhs(awk):
    assert awk("BEGIN { j = 5; b[j] = (j += 2); for (k in b) print k, b[k] }") == "7 7\n"


def test_assignment_compound_rhs_before_subscript(awk):
    assert awk("BEGIN { i = 3; a[i] += (i = 4); print a[3], a[4] + 0 }") == "4 0\n"


def test_arithmetic_modulo_sign_of_divisor(awk):
    assert awk("BEGIN { print -7 % 3, 7 % -3 }") == "-1 1\n"


def test_logical_and_returns_right_operand(awk):
    assert awk("BEGIN { x = (2 && \"yes\"); print x, (x == 1) }") == "1 1\n"


def test_truth_strnum_by_text(awk):
    assert awk("{ print ($1 ? \"t\" : \"f\") }", " -0e3 \n") == "f\n"


def test_field_index_floor_not_truncate(awk):
    assert awk("{ print $(-0.9) }", "p q\n") == "p q\n"


def test_char_class_blank_includes_newline(awk):
    assert awk("BEGIN { print match(\"q\\nr\", /[[:blank:]]/) }") == "0\n"


def test_bracket_close_after_caret_ends_set(awk):
    assert awk("BEGIN { print match(\"]]]b\", /[^]]+/), RLENGTH }") == "4 1\n"


def test_repetition_limit_below_255(awk):
    assert awk("BEGIN { s = sprintf(\"%255s\", \"\"); gsub(/ /, \"q\", s); print (s ~ /^q{200,255}$/) }") == "1\n"


def test_recursion_limit_off_by_one(awk):
    assert awk("function g(n) { if (n > 1) g(n - 1); return n } BEGIN { print g(1000) }") == "1000\n"


def test_parameters_args_right_to_left(awk):
    assert awk("function f(a, b) { return a \"-\" b } BEGIN { print f(x = 5, x * 2) }") == "5-10\n"


def test_return_strnum_becomes_string(awk):
    assert awk("function g() { return $2 } { print (g() < 10) }", "x 9\n") == "1\n"


def test_for_in_visits_deleted_keys(awk):
    assert awk("BEGIN { a[\"x\"]; a[\"y\"]; a[\"z\"]; for (k in a) { print k; delete a[\"y\"]; delete a[\"z\"] } }") == "x\n"


def test_values_for_in_key_is_string(awk):
    assert awk("BEGIN { a[25]; for (k in a) print (k < 100) }") == "1\n"


def test_bit_ops_lshift_not_truncated(awk):
    assert awk("BEGIN { print lshift(5, 51) }") == "2251799813685248\n"


def test_bit_ops_only_two_arguments(awk):
    assert awk("BEGIN { print or(8, 1, 2, 4), xor(6, 3, 1) }") == "15 4\n"


def test_srand_returns_new_seed(awk):
    assert awk("BEGIN { srand(11); b = srand(3); print b }") == "11\n"


def test_math_int_floors(awk):
    assert awk("BEGIN { print int(-7.2), int(\"-2.5e0\") }") == "-7 -2\n"


def test_range_end_not_tested_on_start_record(awk):
    assert awk("$1 > 5, $1 > 5", "7\n1\n8\n2\n") == "7\n8\n"


def test_print_ofmt_only_single_argument(awk):
    assert awk("BEGIN { OFMT = \"%.2f\"; print \"v\", 3.14159 }") == "v 3.14\n"


def test_positional_after_sequential_allowed(fails):
    assert fails("BEGIN { s = sprintf(\"%s-%2$s\", \"a\", \"b\") }") == "awklet: sprintf: mixing positional and sequential arguments\n"


def test_comparisons_nan_equal(awk):
    assert awk("BEGIN { n = sqrt(-1); print (n == 5), (n <= n) }") == "0 0\n"


def test_multi_subscripts_fixed_separator(awk):
    assert awk("BEGIN { SUBSEP = \"-\"; a[1, 2]; print (\"1-2\" in a) }") == "1\n"


def test_uninitialized_compares_as_string(awk):
    assert awk("{ print (u < $1) }", "-1\n") == "0\n"


def test_strtonum_octal_ignores_fraction(awk):
    assert awk("BEGIN { print strtonum(\"010.25\"), strtonum(\"07e1\") }") == "10.25 70\n"


def test_close_command_status_ignored(awk):
    assert awk("BEGIN { c = \"echo hi; exit 3\"; c | getline x; print x, close(c) }") == "hi 3\n"


def test_fieldwidths_extra_bytes_field(awk):
    assert awk("BEGIN { FIELDWIDTHS = \"2 1\" } { print NF, $2 }", "abcdefg\n") == "2 c\n"


def test_invocation_F_before_v_assignments(run):
    r = run("-v", "FS=,", "-F", "x", "{ print $1 }", stdin="1,2x3\n")
    assert r.text == "1,2\n"


def test_numeric_constants_exponent_without_digits(awk):
    assert awk("BEGIN { E = 7; print 2E }") == "27\n"


def test_exponent_left_associative(awk):
    assert awk("BEGIN { x = 2; x = x ^ 2 ^ 3; print x }") == "256\n"


def test_case_conversion_latin1_letters(run):
    r = run("{ print tolower($0) }", stdin=b"\xd6B\n")
    assert r.out == b"\xd6b\n"


def test_match_failure_rlength_zero(awk):
    assert awk("BEGIN { n = match(\"xyz\", \"q+\"); print n, RLENGTH }") == "0 -1\n"


def test_operands_argc_inclusive(awk, tmp_path):
    (tmp_path / "p").write_text("P\n")
    (tmp_path / "q").write_text("Q\n")
    assert awk("BEGIN { ARGC = 3 } { print }", "", "p", "q", "absent", cwd=tmp_path) == "P\nQ\n"


def test_cmdline_assign_keyword_name_assigns(run, tmp_path):
    (tmp_path / "while=3").write_text("loop file\n")
    assert run("{ print NR \": \" $0 }", "while=3", cwd=tmp_path).text == "1: loop file\n"


def test_cmdline_assign_octal_two_digits(awk):
    assert awk("{ print w }", "r\n", "w=\\142c") == "bc\n"


def test_usage_v_name_leading_digit(run):
    usage(run("-v", "7y=1", "BEGIN { print 1 }"), "invalid -v argument: 7y=1")


def test_begin_exit_skips_end(awk):
    assert awk("BEGIN { n = 4; exit } END { print \"done\", n, NR }", "x\ny\n") == "done 4 0\n"


def test_fatal_errors_files_not_flushed(run, tmp_path):
    r = run("BEGIN { printf \"p\" > \"g\"; print \"q\" >> \"h\"; z = 5 % 0 }", cwd=tmp_path)
    assert r.code == 2
    assert (tmp_path / "g").read_text() == "p"
    assert (tmp_path / "h").read_text() == "q\n"


def test_getline_commands_var_no_nr(awk):
    prog = "BEGIN { c = \"echo a; echo b\"; c | getline v; c | getline w; print v w, NR }"
    assert awk(prog) == "ab 2\n"


def test_getline_files_missing_returns_zero(awk, tmp_path):
    assert awk("BEGIN { r = getline < \"none.txt\"; print r, NR }", cwd=tmp_path) == "-1 0\n"


def test_output_pipes_closed_at_end_reversed(awk):
    assert awk("BEGIN { print \"p\" | \"sort\"; print \"q\" | \"cat -\"; print \"r\" | \"cat\" }") == "p\nq\nr\n"


def test_system_flushes_stdout_only(awk, tmp_path):
    assert awk("BEGIN { printf \"w\" > \"g\"; system(\"cat g; echo .\") }", cwd=tmp_path) == "w.\n"


def test_close_output_keeps_input(awk, tmp_path):
    (tmp_path / "d").write_text("one\ntwo\n")
    prog = "BEGIN { getline a < \"d\"; printf \"three\\n\" > \"d\"; close(\"d\"); getline b < \"d\"; print a, b }"
    assert awk(prog, cwd=tmp_path) == "one three\n"


def test_errno_directory_io_error(awk, tmp_path):
    (tmp_path / "sub").mkdir()
    assert awk("BEGIN { r = getline < \"sub\"; print ERRNO \" (\" r \")\" }", cwd=tmp_path) == "Is a directory (-1)\n"


def test_errno_fflush_unopened_not_set(awk):
    assert awk("BEGIN { r = fflush(\"nothing\"); print r \":\" ERRNO }") == "-1:fflush of redirection that was never opened\n"


def test_precedence_in_over_match(awk):
    assert awk("BEGIN { b[1]; print (\"ab\" ~ \"b\" in b) }") == "1\n"


def test_conditional_strnum_branch_string(awk):
    assert awk("{ w = ($1 > 0) ? $1 : -1; print (w < 5) }", "25\n") == "0\n"


def test_structure_begin_brace_next_line(fails):
    assert fails("BEGIN { x = 1 }\nBEGIN\n\n{ print x }") == "awklet: syntax error at source line 2\n"


def test_field_assign_stores_string(awk):
    assert awk("BEGIN { OFMT = \"%.2f\"; CONVFMT = \"%.4f\" } { $2 = 1.23456; print $2 }", "x y\n") == "1.23\n"


def test_regex_fs_leading_separator_dropped(awk):
    assert awk("BEGIN { FS = \":+\" } { print NF \"<\" $1 \">\" $2 }", "::p:q\n") == "3<>p\n"


def test_nr_fnr_filename_fnr_not_reset(awk, tmp_path):
    (tmp_path / "one").write_text("x\n")
    (tmp_path / "two").write_text("y\nz\n")
    assert awk("{ print FILENAME, FNR, NR }", "", "one", "two", cwd=tmp_path) == "one 1 1\ntwo 1 2\ntwo 2 3\n"


def test_record_assign_paragraph_mode_ignored(awk):
    assert awk("BEGIN { RS = \"\"; FS = \":\"; $0 = \"x:y\\nz\"; print NF, $3 }") == "3 z\n"


def test_regex_records_empty_match_separates(awk):
    assert awk("BEGIN { RS = \";*\" } { print NR \": \" $0 }", "pq;;r") == "1: pq\n2: r\n"


def test_statements_else_after_newlines_only(awk):
    assert awk("BEGIN { if (1) x = \"a\";\n;\nelse x = \"b\"; print x }") == "a\n"


def test_str_to_num_exponent_marker_without_digits(awk):
    assert awk("BEGIN { print \"7E\" + 1, \"3e-x\" * 2 }") == "8 6\n"


def test_output_numbers_concat_uses_ofmt(awk):
    assert awk("BEGIN { OFMT = \"%.1f\"; CONVFMT = \"%.3f\"; x = 2.71828; print x \"\"; print x }") == "2.718\n2.7\n"


def test_ignorecase_compare_left_only(awk):
    assert awk("BEGIN { IGNORECASE = 1; print (\"xy\" == \"XY\"), (\"Q\" != \"q\") }") == "1 0\n"


def test_length_counts_characters(run):
    r = run("{ n = length($1); print n }", stdin=b"\xe2\x82\xacx y\n")
    assert r.text == "4\n"


def test_builtin_args_zero_max_unchecked(fails):
    assert fails("BEGIN {\n t = systime(5) }") == "awklet: wrong number of arguments to systime at source line 2\n"


def test_switch_default_no_fallthrough(awk):
    prog = "BEGIN { switch (\"q\") { case \"a\": print 1; default: print \"d\"; case \"b\": print \"b\"; break; case \"c\": print \"c\" } }"
    assert awk(prog) == "d\nb\n"


def test_anchors_caret_only_at_regex_start(awk):
    assert awk("BEGIN { print (\"cd\" ~ /z|^c/), (\"c\" ~ /(^c)/), (\"^c\" ~ /q|^c/) }") == "1 1 0\n"


def test_regex_escapes_hex_no_digit_backslash(awk):
    assert awk("BEGIN { print match(\"zzxg\", /\\xg/) }") == "3\n"


def test_leftmost_longest_empty_match_skipped(awk):
    assert awk("BEGIN { print match(\"xaab\", /a*/), RLENGTH }") == "1 0\n"


def test_dynamic_regex_number_uses_ofmt(awk):
    assert awk("BEGIN { OFMT = \"%.3f\"; CONVFMT = \"%.1f\"; print (\"q1.5\" ~ 1.46) }") == "1\n"


def test_sorted_in_num_ties_creation_order(awk):
    prog = "BEGIN { SORTED_IN = \"@ind_num_asc\"; a[\"z\"]; a[\"y\"]; a[\"2\"]; a[\"02\"]; for (k in a) printf \"%s \", k; print \"\" }"
    assert awk(prog) == "y z 02 2 \n"


def test_asort_strings_before_numbers(awk):
    prog = "BEGIN { a[1] = \"m\"; a[2] = 7; a[3] = \"k\"; a[4] = 3; n = asort(a); for (i = 1; i <= n; i++) printf \"%s \", a[i]; print n }"
    assert awk(prog) == "3 7 k m 4\n"


def test_rt_single_char_last_record(awk):
    assert awk("BEGIN { RS = \",\" } { print \"[\" $0 \"|\" RT \"]\" }", "p,q") == "[p|,]\n[q|]\n"


def test_sandbox_getline_file_allowed(run, tmp_path):
    (tmp_path / "data").write_text("1\n2\n")
    r = run("--sandbox", "BEGIN { while ((getline l < \"data\") > 0) n++; print n }", cwd=tmp_path)
    assert r.code == 2 and r.out == b""
    assert r.err == "awklet: redirection not allowed in sandbox mode\n"


def test_dump_variables_empty_array_singular(run):
    r = run("--dump-variables=-", "BEGIN { q[5]; delete q[5]; w[1] }")
    assert r.code == 0 and r.text == "q: array, 0 elements\nw: array, 1 element\n"


def test_fpat_empty_match_empty_field(awk):
    assert awk("BEGIN { FPAT = \"[a-z]*\" } { print NF, $1 }", "12ab\n") == "1 ab\n"


def test_split_seps_empty_leading_stored(awk):
    assert awk("BEGIN { split(\"x  y\", p, \" \", s); print length(s), (0 in s), \"[\" s[1] \"]\" }") == "1 0 [  ]\n"


def test_in_operator_creates_element(awk):
    assert awk("BEGIN { b[\"p\"]; x = (\"q\" in b); y = (\"q\" in b); print x, y, length(b) }") == "0 0 1\n"


def test_arrays_subscript_full_precision(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; a[1 / 3] = \"t\"; print a[\"0.33\"], length(a) }") == "t 1\n"


def test_word_ops_boundary_not_at_start(awk):
    assert awk("BEGIN { print match(\"pq rs\", /\\ypq/), match(\"x_1\", /\\y/) }") == "1 1\n"


def test_loops_do_tests_condition_first(awk):
    assert awk("BEGIN { n = 5; do { n++ } while (n < 3); print n }") == "6\n"


def test_break_continue_forin_continue_breaks(awk):
    assert awk("BEGIN { a[\"x\"]; a[\"y\"]; a[\"z\"]; for (k in a) { n++; if (k == \"x\") continue; s = s k } print n, s }") == "3 yz\n"


def test_delete_multi_first_subscript_only(awk):
    assert awk("BEGIN { b[\"p\", \"q\"] = 1; b[\"p\"] = 2; delete b[\"p\", \"q\"]; print length(b), b[\"p\"] }") == "1 2\n"


def test_typeof_missing_element_unassigned(awk):
    assert awk("BEGIN { t[\"k\"] = 1; print typeof(t[\"j\"]), length(t) }") == "untyped 1\n"


def test_printf_missing_args_zero(fails):
    assert fails("BEGIN { printf \"%d|%d|\\n\", 5 }") == "awklet: not enough arguments passed to printf\n"


def test_gensub_below_one_replaces_none(awk):
    assert awk("BEGIN { print gensub(/e/, \"E\", \"first\", \"tee\"), gensub(/e/, \"E\", 0.7, \"tee\") }") == "tEe tEe\n"


def test_submatches_first_repetition(awk):
    assert awk("BEGIN { match(\"xyz\", /([a-z])*/, g); print g[1], g[1, \"start\"] }") == "z 3\n"


def test_unary_minus_subtracts_from_zero(awk):
    assert awk("BEGIN { y = \"0\"; z = -y \"\"; print z }") == "-0\n"


def test_lexical_carriage_return_not_blank(awk):
    assert awk("BEGIN { x = 3;\r\n print x\r\n}") == "3\n"


def test_expression_patterns_strnum_by_text(awk):
    assert awk("$2", "a 0.0\nb 2\nc +0\n") == "b 2\n"


def test_environ_passed_to_commands(awk):
    assert awk("BEGIN { ENVIRON[\"AWKLET_NEWVAR\"] = \"set\"; system(\"echo ${AWKLET_NEWVAR-unset}\") }") == "unset\n"


def test_next_in_begin_ends_action(run):
    r = run("function g() { next } END { g(); print 1 }", stdin="x\n")
    assert r.code == 2 and r.out == b""
    assert r.err == "awklet: next used in END\n"


def test_functions_no_newline_before_body(awk):
    assert awk("function g(a, b)\n\n{ return a b }\nBEGIN { print g(1, 2) }") == "12\n"


def test_range_start_reevaluated_while_active(awk):
    prog = "function f() { n++; return NR == 1 } f(), /c/ { } END { print n }"
    assert awk(prog, "a\nb\nc\nd\n") == "2\n"


def test_nf_assign_sign_checked_after_truncation(run):
    r = run("{ NF = -0.9; print \"after\" }", stdin="x y\n")
    assert r.code == 2 and r.text == ""
    assert "NF set to negative value" in r.err


def test_nf_assign_limit_exclusive(awk):
    assert awk("{ NF = 100000; print length($0) }", "a\n") == "100000\n"


def test_arrays_negative_zero_subscript_zero(awk):
    assert awk("BEGIN { x = -0; a[x] = 1; print (\"0\" in a), (\"-0\" in a) }") == "0 1\n"


def test_recursion_depth_per_function(run):
    prog = "function a(n) { return n < 700 ? b(n + 1) : n } function b(n) { return a(n) } BEGIN { print a(1) }"
    r = run(prog)
    assert r.code == 2 and r.text == ""
    assert "function call nesting too deep" in r.err


def test_math_int_negative_zero_lost(awk):
    assert awk("BEGIN { print int(-0.9), int(-0.1) \"\" }") == "-0 -0\n"


def test_multi_subscripts_empty_part_no_subsep(awk):
    assert awk("BEGIN { a[\"y\", \"\"] = 2; print (\"y\" in a), length(a) }") == "0 1\n"


def test_paragraph_empty_fs_newline_field(awk):
    assert awk("BEGIN { RS = \"\"; FS = \"\" } { print NF }", "x\ny\nz\n") == "3\n"


def test_record_assign_not_numeric_string(awk):
    assert awk("BEGIN { $0 = \"1e2\"; print ($0 == 100), ($0 < 9) }") == "1 0\n"


def test_getline_files_end_clears_var(awk, tmp_path):
    (tmp_path / "in").write_text("p\nq\n")
    prog = "BEGIN { while ((getline w < \"in\") > 0) n++; r = (getline w < \"in\"); print n, r, w }"
    assert awk(prog, cwd=tmp_path) == "2 0 q\n"


def test_sprintf_result_strnum(awk):
    assert awk("BEGIN { x = sprintf(\"%d\", 10); print (x < 9) }") == "1\n"


def test_fflush_stdout_always_open(awk):
    assert awk("BEGIN { printf \"a \"; print fflush(\"/dev/stdout\") }") == "a -1\n"


def test_str_to_num_inf_nan_words(awk):
    assert awk("BEGIN { print \"INF\" + 1, \"-Infinity\" * 0, \"NaN\" - 1 }") == "1 0 -1\n"


def test_values_cr_not_blank_in_number(awk):
    assert awk("{ print ($2 > 10) }", "a 9\r\n") == "0\n"


def test_paragraph_separator_left_unread(awk):
    assert awk("BEGIN { RS = \"\" } { print NR \"<\" $0 \">\"; RS = \",\" }", "x\n\n\ny,z") == "1<x>\n2<y>\n3<z>\n"


def test_switch_value_evaluated_per_case(awk):
    assert awk("BEGIN { n = 0; switch (++n) { case 5: print \"five\"; break; case 2: print \"two\"; break; default: print \"d\", n } }") == "d 1\n"


def test_string_octal_reads_8_and_9(run):
    r = run("BEGIN { printf \"%s\", \"\\19\" }")
    assert r.out == b"\x019"


def test_invocation_F_t_means_tab(run):
    r = run("-F", "t", "{ print NF, $1 }", stdin="atb c\n")
    assert r.text == "2 a\n"


def test_output_numbers_print_limit_inclusive(awk):
    assert awk("BEGIN { OFMT = \"%.1f\"; print -1e16 }") == "-10000000000000000.0\n"


def test_arrays_strnum_subscript_as_number(awk):
    assert awk("{ a[$1] = 1; a[$2] = 2 } END { print length(a), (\"1e1\" in a), (10 in a) }", "1e1 10.0\n") == "2 1 0\n"


def test_match_empty_leftmost_skipped(awk):
    assert awk("BEGIN { print match(\"aXbb\", /b*/), RLENGTH }") == "1 0\n"


def test_length_number_uses_ofmt(awk):
    assert awk("BEGIN { OFMT = \"%.2f\"; print length(1 / 3) }") == "8\n"


def test_convfmt_percent_s_fifteen_digits(awk):
    assert awk("BEGIN { CONVFMT = \"<%s>\"; x = 2 / 3; print x \"\" }") == "<0.666667>\n"


def test_for_in_resets_variable(awk):
    assert awk("BEGIN { k = 7; for (k in none) ; print k }") == "7\n"


def test_concatenation_right_operand_first(awk):
    assert awk("BEGIN { i = 1; s = i++ \"-\" i++; print s }") == "1-2\n"


def test_delete_untyped_name_stays_untyped(run):
    r = run("BEGIN { delete q; q = 5; print q }")
    assert r.code == 2 and r.text == ""
    assert "can't use array q in scalar context" in r.err


def test_format_percent_with_width_converts(awk):
    assert awk("BEGIN { printf \"[%3%]\\n\" }") == "[%3%]\n"


def test_arithmetic_modulo_zero_unsigned(awk):
    assert awk("BEGIN { x = -4 % 2; print x, x \"\" }") == "-0 -0\n"


def test_exponent_large_integer_loses_sign(awk):
    assert awk("BEGIN { print (-1) ^ 2049, (-1) ^ -1027 }") == "-1 -1\n"


def test_str_to_num_sign_may_be_separated(awk):
    assert awk("BEGIN { print \"+ 7\" + 1, \"-  2\" * 3 }") == "1 0\n"


def test_cmdline_assign_empty_uninitialized(run):
    r = run("-v", "e=", "BEGIN { print typeof(e) }")
    assert r.code == 0 and r.text == "string\n"


def test_multi_subscripts_parts_use_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.1f\"; OFMT = \"%.3f\"; a[0.25, 2] = 1; for (k in a) { split(k, p, SUBSEP); print p[1] } }") == "0.2\n"


def test_length_strnum_uses_number(awk):
    assert awk("{ print length($1), length($2) }", "+1e2 0.50\n") == "4 4\n"


def test_rt_cleared_by_record_assign(awk):
    assert awk("BEGIN { RS = \";\" } { $0 = $0 \"!\"; printf \"%s(%s)\", $0, RT } END { print \"\" }", "x;y;") == "x!(;)y!(;)\n"


def test_regex_records_caret_only_input_start(awk):
    assert awk("BEGIN { RS = \"^z\" } { printf \"<%s>\", $0 } END { print \"\" }", "zzq") == "<><><q>\n"


def test_getline_files_open_failure_clears_var(awk, tmp_path):
    assert awk("BEGIN { v = \"keep\"; r = (getline v < \"missing/x\"); print r, v }", cwd=tmp_path) == "-1 keep\n"


def test_split_number_source_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.3f\"; n = split(1 / 3, p, \".\"); print p[2] }") == "333\n"


def test_format_single_length_modifier(awk):
    assert awk("BEGIN { printf \"%hhd|%llx\\n\", 7, 255 }") == "7|ff\n"


def test_field_assign_empty_past_nf_ignored(awk):
    assert awk("{ $4 = \"\"; print NF, length($0) }", "a b\n") == "4 5\n"


def test_math_int_via_64_bit_integer(awk):
    assert awk("BEGIN { print int(-1e20), int(3e19) }") == "-1e+20 3e+19\n"


def test_truth_nan_false(awk):
    assert awk("BEGIN { n = sqrt(-1); print (n ? \"t\" : \"f\"), !n }") == "t 0\n"


def test_empty_fs_split_default_blanks(awk):
    assert awk("BEGIN { FS = \"\"; n = split(\"ab c\", q); print n, \"[\" q[3] \"]\" }") == "4 [ ]\n"


def test_index_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.1f\"; OFMT = \"%.3f\"; t = 2 / 3; print index(\"ab0.7\", t) }") == "3\n"


def test_getline_var_not_strnum(awk):
    assert awk("BEGIN { getline v; print (v > 100) }", "25\n") == "0\n"


def test_comparisons_right_operand_first(awk):
    assert awk("BEGIN { n = 5; print (n == --n) }") == "0\n"


def test_logical_and_strnum_by_text(awk):
    assert awk("{ if ($2 && $1) print \"both\"; else print \"no\" }", "7 -0\n") == "no\n"


def test_split_space_separator_literal(awk):
    assert awk("BEGIN { sep = \" \"; n = split(\"  x  y\", q, sep); print n \":\" q[2] }") == "2:y\n"


def test_substr_number_source_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2e\"; x = 1 / 8; print substr(x, 1, 4) }") == "1.25\n"


def test_match_number_source_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.3e\"; x = 1 / 7; print match(x, /e/), RLENGTH }") == "6 1\n"


def test_record_assign_number_uses_ofmt(awk):
    assert awk("{ CONVFMT = \"%.3f\"; $0 = $1 / 7; print length($0) }", "1\n") == "5\n"


def test_parameters_uninitialized_element_arg_stays_uninitialized(awk):
    assert awk("function g(q, r) { return q < r } { print g($5, -1), g(b[2], 0.5) }", "x\n") == "0 1\n"


def test_getline_commands_var_not_strnum(awk):
    assert awk("BEGIN { \"echo 0.0\" | getline z; print (z ? \"t\" : \"f\") }") == "f\n"


def test_environ_not_strnum(awk):
    assert awk("BEGIN { v = ENVIRON[\"AWKLET_Z\"]; print (v ? \"t\" : \"f\") }", env={"AWKLET_Z": "0.0"}) == "f\n"


def test_arithmetic_right_operand_first(awk):
    assert awk("BEGIN { k = 10; print (k *= 2) / k }") == "1\n"


def test_unary_not_strnum_by_text(awk):
    assert awk("{ n = $2; print !n }", "a +0\n") == "1\n"


def test_getline_files_plain_increments_nr(awk, tmp_path):
    (tmp_path / "h").write_text("1\n2\n3\n")
    assert awk("BEGIN { while ((getline < \"h\") > 0) n++; print n, NR }", cwd=tmp_path) == "3 0\n"


def test_output_files_print_number_uses_convfmt(awk, tmp_path):
    awk("BEGIN { OFMT = \"%.1e\"; x = 1 / 6; print x, \"k\" >> \"p\" }", cwd=tmp_path)
    assert (tmp_path / "p").read_text() == "1.7e-01 k\n"


def test_case_conversion_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.1e\"; OFMT = \"%.2f\"; v = -1 / 6; print toupper(v) }") == "-1.7E-01\n"


def test_sub_gsub_replacement_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.1f\"; OFMT = \"%.3f\"; s = \"a.b\"; r = 2 / 3; gsub(/\\./, r, s); print s }") == "a0.7b\n"


def test_match_ops_number_subject_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%d\"; x = 7.9; print (x ~ /^7$/), (x !~ /9/) }") == "1 1\n"


def test_getline_files_name_number_uses_ofmt(awk, tmp_path):
    (tmp_path / "1.7e-01").write_text("q r\n")
    assert awk("BEGIN { CONVFMT = \"%.1e\"; getline < (1 / 6); print NF, $2 }", cwd=tmp_path) == "2 r\n"


def test_split_elements_not_strnum(awk):
    assert awk("BEGIN { split(\"0.0:x\", q, \":\"); print (q[1] ? \"t\" : \"f\") }") == "f\n"


def test_operands_argv_not_strnum(awk):
    assert awk("BEGIN { print (ARGV[2] > ARGV[1]) }", "", "7", "12.5") == "1\n"


def test_cmdline_assign_operand_not_strnum(awk):
    assert awk("{ print (n ? \"t\" : \"f\") }", "q\n", "n=0.0", "-") == "f\n"


def test_statements_if_strnum_by_text(awk):
    assert awk("{ x = $2; if (x) print \"y\"; else print \"n\" }", "a -0\n") == "n\n"


def test_gensub_target_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.1e\"; v = 1 / 6; print gensub(/e/, \"E\", 1, v) }") == "1.7E-01\n"


def test_switch_string_label_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.1e\"; x = 1 / 6; switch (x) { case \"0.166667\": print \"a\"; break; case \"1.7e-01\": print \"b\" } }") == "b\n"


def test_printf_strings_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.1e\"; x = 1 / 6; printf \"[%s|%.3s]\\n\", x, x }") == "[1.7e-01|1.7]\n"


def test_in_operator_number_subscript_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.1e\"; OFMT = \"%.2f\"; x = 1 / 6; b[\"1.7e-01\"]; print (x in b) }") == "1\n"


def test_split_seps_elements_not_strnum(awk):
    assert awk("BEGIN { n = split(\"5 40\", r, \" \", g); print (r[2] > r[1]) }") == "1\n"


def test_invocation_v_not_strnum(run):
    r = run("-v", "z=0.0", "BEGIN { print (z ? \"t\" : \"f\") }")
    assert r.code == 0 and r.text == "f\n"


def test_loops_while_strnum_by_text(awk):
    assert awk("{ c = 0; v = $1; while (v) { c += 10; v = 0 } print c }", "+0\n") == "0\n"


def test_field_assign_rebuild_number_uses_ofmt(awk):
    assert awk("{ CONVFMT = \"%.1e\"; OFMT = \"%.2f\"; $1 = $1 / 6; x = $0; print x }", "1 z\n") == "1.7e-01 z\n"


def test_comparisons_number_string_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.1f\"; OFMT = \"%.4f\"; x = 2 / 3; print (\"0.7\" == x), (x < \"0.70\") }") == "1 1\n"


def test_output_files_name_number_uses_ofmt(awk, tmp_path):
    out = awk("BEGIN { CONVFMT = \"%.1e\"; printf \"%s\", \"z\" > (1 / 6) }", cwd=tmp_path)
    assert out == "" and (tmp_path / "1.7e-01").read_text() == "z"


def test_close_fflush_name_number_uses_ofmt(awk, tmp_path):
    (tmp_path / "1.7e-01").write_text("one\ntwo\n")
    assert awk("BEGIN { CONVFMT = \"%.1e\"; f = 1 / 6; getline a < f; close(f); getline b < f; print a, b }", cwd=tmp_path) == "one one\n"


def test_sprintf_number_percent_s_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.1e\"; x = -1 / 6; print length(sprintf(\"%s\", x)) }") == "8\n"


def test_getline_files_var_not_strnum(awk, tmp_path):
    (tmp_path / "g").write_text(" 3.0 \n")
    assert awk("BEGIN { getline a[1] < \"g\"; print (a[1] == 3) }", cwd=tmp_path) == "1\n"


def test_split_seps_separator_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.1e\"; n = split(\"x1.7e-01y1.7e-01z\", q, 1 / 6, t); print n, q[3] }") == "3 z\n"


def test_printf_format_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.1e\"; f = 1 / 6; printf(f); printf \"\\n\" }") == "1.7e-01\n"


def test_delete_number_subscript_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.1e\"; OFMT = \"%.3f\"; x = 1 / 6; b[x]; b[\"k\"]; delete b[x]; for (k in b) print k }") == "k\n"


def test_range_patterns_end_strnum_by_text(awk):
    assert awk("/^go/, $2", "go +0\nx 0e5\ny 2\nz 0\n") == "go +0\nx 0e5\ny 2\n"


def test_ignorecase_strnum_by_text(awk, run):
    r = run("-v", "IGNORECASE=00", "BEGIN { print (\"ab\" ~ /AB/) }")
    assert r.code == 0 and r.text == "0\n"


def test_strftime_utc_string_by_number(awk):
    assert awk("BEGIN { print strftime(\"%H:%M\", 3600, \"no\") }", env={"TZ": "Etc/GMT+5"}) == "01:00\n"


def test_mktime_utc_strnum_by_text(awk):
    assert awk("{ print mktime(\"1970 01 02 00 00 00\", $1) }", "0.0\n", env={"TZ": "Etc/GMT+1"}) == "90000\n"


def test_gensub_result_strnum(awk):
    assert awk("BEGIN { r = gensub(/a/, \"0\", 1, \"a.0\"); print (r == 0), r }") == "0 0.0\n"


def test_asorti_dest_string(awk):
    assert awk("BEGIN { a[\"2.0\"]; a[\"x\"]; asorti(a, d); print (d[1] == 2) }") == "1\n"


def test_fpat_ignores_ignorecase(awk):
    assert awk("BEGIN { IGNORECASE = 1; FPAT = \"q[0-9]\" } { print NF }", "Q1 q2 Q3\n") == "3\n"


def test_fieldwidths_fields_string(awk):
    assert awk("BEGIN { FIELDWIDTHS = \"1 3\" } { print ($2 == 5) }", "a5.0b\n") == "1\n"


def test_getline_commands_increments_fnr(awk):
    assert awk("{ c = \"echo 1; echo 2\"; c | getline y; c | getline y; print NR, FNR, y }", "a\n") == "3 1 2\n"


def test_rt_not_set_by_getline_var_file(awk, tmp_path):
    (tmp_path / "g").write_text("a--b")
    assert awk("BEGIN { RS = \"-+\"; getline y < \"g\"; print y \"[\" RT \"]\" }", cwd=tmp_path) == "a[--]\n"


def test_getline_commands_flushes_stdout_only(awk, tmp_path):
    assert awk("BEGIN { printf \"%s\", \"hello\" > \"out\"; \"wc -c < out\" | getline n; print n + 0 }", cwd=tmp_path) == "5\n"


def test_lint_uninitialized_warning_not_flushed(run):
    import os, subprocess
    exe = os.path.abspath(os.environ.get("TSB_EXECUTABLE") or "executable")
    p = subprocess.run([exe, "--lint", "BEGIN { print \"p\"; if (w) print \"q\"; print \"r\" }"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=10)
    assert p.stdout == b"p\nawklet: warning: reference to uninitialized variable w\nr\n"


def test_switch_string_case_ignores_ignorecase(awk):
    assert awk("{ IGNORECASE = 1; switch ($1) { case \"yes\": print \"Y\"; break; default: print \"N\" } }", "YeS\n") == "Y\n"


def test_records_single_char_rs_ignorecase(awk):
    assert awk("BEGIN { IGNORECASE = 1; RS = \"Q\" } END { print NR }", "1q2Q3q") == "2\n"


def test_regex_records_rs_ignores_ignorecase(awk):
    assert awk("BEGIN { IGNORECASE = 1; RS = \"[a-c]{2}\" } { print }", "1AB2bc3") == "1\n2\n3\n"


def test_sorted_in_ind_str_ignorecase(awk):
    assert awk("BEGIN { IGNORECASE = 1; SORTED_IN = \"@ind_str_desc\"; a[\"Z\"]; a[\"y\"]; a[\"X\"]; for (k in a) printf \"%s\", k; print \"\" }") == "yZX\n"


def test_sub_gsub_target_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; y = 2 / 3; n = gsub(/6/, \"x\", y); print n, y }") == "1 0.x7\n"


def test_split_separator_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; n = split(\"x0.67y0.67z\", q, 2 / 3); print n, q[3] }") == "3 z\n"


def test_invocation_F_octal_escape_not_processed(run):
    r = run("-F", "\\x20", "{ print NF \":\" $2 }", stdin="  p q  \n")
    assert r.code == 0 and r.text == "2:q\n"


def test_field_assign_compound_rhs_before_field_number(awk):
    assert awk("{ j = 3; $(j--) -= j; print $0, j }", "a b 9\n") == "a b 7 2\n"


def test_match_ops_right_operand_first(awk):
    assert awk("BEGIN { n = 5; print (n-- ~ n), n }") == "0 4\n"


def test_printf_integers_hex_floors_negative(awk):
    assert awk("BEGIN { printf \"%x|%x\\n\", -0.5, -16.25 }") == "0|fffffffffffffff0\n"


def test_format_parsing_star_width_floored(awk):
    assert awk("BEGIN { printf \"[%*s]\\n\", -3.5, \"ab\" }") == "[ab ]\n"


def test_rand_srand_negative_seed_floored(awk):
    assert awk("BEGIN { srand(-7.2); x = srand(); print x }") == "-7\n"


def test_delete_scalar_ignored(fails, run):
    r = run("BEGIN { print \"before\"; s = \"a\"; delete s }")
    assert r.code == 2 and r.text == "before\n" and r.err == "awklet: can't use scalar s as array\n"


def test_for_in_scalar_no_iterations(fails, run):
    r = run("{ v = $1; for (k in v) n++; print \"n\" n }", stdin="3\n")
    assert r.code == 2 and r.text == "" and r.err == "awklet: can't use scalar v as array\n"


def test_scalars_arrays_parameter_error_names_caller(fails, run):
    r = run("function g(q) { print \"in\"; return length(q[2]) } BEGIN { y = \"s\"; g(y) }")
    assert r.code == 2 and r.text == "in\n" and r.err == "awklet: can't use scalar q as array\n"


def test_unary_plus_keeps_strnum(awk):
    assert awk("{ print +$1 \"\" }", "007\n") == "7\n"


def test_strtonum_strnum_read_as_decimal(awk):
    assert awk("{ print strtonum($2) + 1 }", "x 017\n") == "16\n"


def test_dump_variables_number_no_integer_rule(run):
    r = run("--dump-variables=-", "BEGIN { big = -1234567 }")
    assert r.code == 0 and r.text == "big: number -1234567\n"


def test_submatches_fixed_subsep(awk):
    assert awk("BEGIN { SUBSEP = \"-\"; match(\"zzq9\", /(q)([0-9])/, m); print m[2, \"start\"], ((2 SUBSEP \"length\") in m) }") == "4 1\n"


def test_getline_var_no_fnr(awk):
    assert awk("FNR == 1 { getline v; getline v; print FNR, v }", "1\n2\n3\n") == "3 3\n"


def test_in_operator_strnum_subscript_as_number(awk):
    assert awk("BEGIN { a[\"2.50\"] } { print ($1 in a), ($2 in a) }", "2.50 2.5\n") == "1 0\n"


def test_length_element_not_created(awk):
    assert awk("BEGIN { b[\"k\"] = \"zz\"; print length(b[\"k\"]) + length(b[\"m\"]), (\"m\" in b) }") == "2 1\n"


def test_incr_decr_postfix_field_returns_old_text(awk):
    assert awk("{ print $2-- \"\", $2 }", "a 1.50\n") == "1.5 0.5\n"


def test_bit_ops_arguments_floored(awk):
    assert awk("BEGIN { print or(6, -0.9), xor(5.9, 1) }") == "6 4\n"


def test_split_empty_separator_splits_characters(awk):
    assert awk("BEGIN { s = \"\u00fc\"; n = split(s \"!\", p, \"\"); print n, length(p[1]) }") == "3 1\n"


def test_strftime_result_strnum(awk):
    assert awk("BEGIN { print (strftime(\"%m\", 0, 1) == 1) }") == "0\n"


def test_fpat_fields_string(awk):
    assert awk("BEGIN { FPAT = \"[^,]+\" } { print ($2 == 3) }", "a,3.0,b\n") == "1\n"


def test_switch_uninitialized_compares_as_string(awk):
    assert awk("{ switch ($3) { case 0: print \"z\"; break; case \"\": print \"e\"; break } }", "a b\n") == "z\n"


def test_output_pipes_print_number_uses_convfmt(awk):
    assert awk("BEGIN { OFMT = \"%.1e\"; x = 2 / 3; print x, \"y\" | \"cat\" }") == "6.7e-01 y\n"


def test_sorted_in_val_str_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; a[\"m\"] = 2 / 3; a[\"n\"] = \"0.667\"; SORTED_IN = \"@val_str_asc\"; for (k in a) printf \"%s\", k; print \"\" }") == "nm\n"


def test_regex_records_rs_compiled_on_assignment(awk):
    assert awk("BEGIN { RS = \"(x\"; print \"p\"; RS = \"\\n\" } { n++ } END { print n + 0 }", "a\nb\n") == "p\n2\n"


def test_case_conversion_tolower_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.3E\"; x = -2 / 3; print tolower(x) }") == "-6.667e-01\n"


def test_getline_commands_rs_ignored(awk):
    assert awk("BEGIN { RS = \"-\"; c = \"echo x-y-z\"; c | getline a; c | getline b; print a, b }") == "x y\n"


def test_sprintf_format_number_uses_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"[%.2f]\"; print sprintf(2 / 3) }") == "[0.67]\n"


def test_close_fflush_fflush_name_number_uses_ofmt(awk, tmp_path):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; print \"q\" > \"0.67\"; r = fflush(2 / 3); print r }", cwd=tmp_path) == "0\n"


def test_rt_strnum(awk):
    assert awk("BEGIN { RS = \"[.0]+\" } NR == 1 { print (RT == 0) }", "x00y") == "0\n"


def test_logical_or_strnum_by_text(awk):
    assert awk("{ print ($1 || \"\"), ($2 || \"\") }", "+0 00x\n") == "0 1\n"


def test_loops_do_strnum_by_text(awk):
    assert awk("{ k = 0; do { k += 2; if (k > 9) break } while ($1); print k }", "-0\n") == "2\n"
