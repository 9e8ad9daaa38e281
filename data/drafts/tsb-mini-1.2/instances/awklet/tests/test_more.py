"""Further requirement tests for sections with few tests above."""


# ---- Empty FS ----


def test_empty_fs_nf(awk):
    assert awk("BEGIN { FS = \"\" } { print NF }", "hello\n") == "5\n"


def test_empty_fs_spaces_are_fields(awk):
    assert awk("BEGIN { FS = \"\" } { print \"[\" $2 \"]\" }", "a b\n") == "[ ]\n"


def test_empty_fs_empty_record(awk):
    assert awk("BEGIN { FS = \"\" } { print NF }", "\n") == "0\n"


def test_empty_fs_option(run):
    assert run("-F", "", "{ print $3 }", stdin="xyz\n").text == "z\n"


def test_empty_fs_rebuild(awk):
    assert awk("BEGIN { FS = \"\"; OFS = \"-\" } { $1 = $1; print }", "abc\n") == "a-b-c\n"


# ---- Multiple subscripts ----


def test_multi_three(awk):
    assert awk("BEGIN { a[1, 2, 3] = \"v\"; print a[1 SUBSEP 2 SUBSEP 3] }") == "v\n"


def test_multi_number_conversion(awk):
    assert awk("BEGIN { a[0.5, 2] = 1; for (k in a) { split(k, p, SUBSEP); print p[1], p[2] } }") == "0.5 2\n"


def test_multi_delete_then_in(awk):
    assert awk("BEGIN { a[\"x\", \"y\"]; delete a[\"x\", \"y\"]; print ((\"x\", \"y\") in a) }") == "0\n"


# ---- Logical operators ----


def test_logical_newline_after_or(awk):
    assert awk("BEGIN { if (0 ||\n 1) print \"y\" }") == "y\n"


def test_logical_result_is_number(awk):
    assert awk("BEGIN { x = (\"a\" && \"b\"); print x, (x == 1) }") == "1 1\n"


def test_logical_string_zero_true(awk):
    assert awk("BEGIN { print (\"0\" && 1) }") == "1\n"


def test_logical_looser_than_in(awk):
    assert awk("BEGIN { a[2]; print (2 in a || 0), (3 in a && 1) }") == "1 0\n"


def test_logical_looser_than_match(awk):
    assert awk("BEGIN { print (\"ab\" ~ /b/ && \"cd\" ~ /c/) }") == "1\n"


# ---- Conditional expression ----


def test_conditional_looser_than_or(awk):
    assert awk("BEGIN { print (0 || 0 ? \"t\" : \"f\") }") == "f\n"


def test_conditional_tighter_than_assign(awk):
    assert awk("BEGIN { x = 0 ? 1 : 2; print x }") == "2\n"


def test_conditional_nested_in_branch(awk):
    assert awk("BEGIN { print 1 ? 0 ? \"a\" : \"b\" : \"c\" }") == "b\n"


# ---- Increment and decrement ----


def test_decr_field(awk):
    assert awk("{ $1--; print }", "5 x\n") == "4 x\n"


def test_incr_uninit(awk):
    assert awk("BEGIN { print x++, x, ++y }") == "0 1 1\n"


def test_incr_nf(awk):
    assert awk("{ NF++; $NF = \"z\"; print }", "a b\n") == "a b z\n"


# ---- Unary operators ----


def test_unary_plus_converts(awk):
    assert awk("{ x = +$1; print (x < 9) }", "10\n") == "0\n"


def test_unary_minus_field(awk):
    assert awk("{ print -$1 }", "3.5\n") == "-3.5\n"


def test_unary_not_numeric_string_zero(awk):
    assert awk("{ print !$1 }", "0.0\n") == "1\n"


def test_unary_minus_power(awk):
    assert awk("BEGIN { print -3^2, (-3)^2 }") == "-9 9\n"


# ---- Truth values ----


def test_truth_number_nonzero(awk):
    assert awk("BEGIN { if (0.001) print \"t\"; if (-1) print \"t2\" }") == "t\nt2\n"


def test_truth_strnum_nonzero(awk):
    assert awk("$1 { print \"t\" }", " 1e-3 \n") == "t\n"


def test_truth_string_space(awk):
    assert awk("BEGIN { if (\" \") print \"t\" }") == "t\n"


# ---- The in operator / delete / arrays ----


def test_in_after_reference(awk):
    assert awk("BEGIN { x = a[\"k\"]; print (\"k\" in a) }") == "1\n"


def test_in_uninit_subscript(awk):
    assert awk("BEGIN { a[\"\"]; print (u in a) }") == "1\n"


def test_delete_in_loop_all(awk):
    assert awk("BEGIN { a[1]; a[2]; a[3]; for (k in a) delete a[k]; print length(a) }") == "0\n"


def test_delete_array_still_array(fails):
    assert fails("BEGIN { a[1]; delete a; a = 1 }") == "awklet: can't use array a in scalar context\n"


def test_array_element_types_kept(awk):
    assert awk("{ a[1] = $1 } END { print (a[1] < 9) }", "10\n") == "0\n"


def test_array_string_subscripts_distinct(awk):
    assert awk("BEGIN { a[\"01\"] = 1; a[1] = 2; print length(a), a[\"01\"] }") == "2 1\n"


# ---- Records / RS ----


def test_rs_multichar_newline_regex(awk):
    assert awk("BEGIN { RS = \"\\n+\" } END { print NR }", "a\n\n\nb\n") == "2\n"


def test_rs_single_char_newline_in_fields(awk):
    assert awk("BEGIN { RS = \";\" } { print $2 }", "a\nb;c d") == "b\nd\n"


def test_rs_regex_alternation(awk):
    assert awk("BEGIN { RS = \"x|yy\" } { printf \"%s,\", $0 }", "1x2yy3") == "1,2,3,"


def test_rs_changed_by_getline_reader(awk, tmp_path):
    (tmp_path / "f").write_text("a;b\nc\n")
    assert awk("BEGIN { getline l < \"f\"; RS = \";\"; getline m < \"f\"; print l, m }", cwd=tmp_path) == "a;b c\n\n"


# ---- Assigning $0 ----


def test_record_assign_number(awk):
    assert awk("{ $0 = 3.0; print $0, NF }", "x\n") == "3 1\n"


def test_record_assign_in_end(awk):
    assert awk("END { $0 = \"p q\"; print $2 }", "a\n") == "q\n"


def test_record_assign_paragraph_mode(awk):
    assert awk("BEGIN { RS = \"\"; FS = \",\"; $0 = \"a,b\\nc\"; print NF }") == "3\n"


# ---- NR, FNR, FILENAME ----


def test_fnr_resets_per_file(awk, tmp_path):
    (tmp_path / "a").write_text("1\n2\n")
    (tmp_path / "b").write_text("3\n4\n")
    assert awk("FNR == 1 { print FILENAME }", "", "a", "b", cwd=tmp_path) == "a\nb\n"


def test_nr_in_end_total(awk, tmp_path):
    (tmp_path / "a").write_text("1\n2\n")
    (tmp_path / "b").write_text("3\n")
    assert awk("END { print NR, FNR }", "", "a", "b", cwd=tmp_path) == "3 1\n"


# ---- Command-line assignments ----


def test_v_special_variable(run):
    assert run("-v", "OFS=:", "BEGIN { print \"a\", \"b\" }").text == "a:b\n"


def test_v_order(run):
    assert run("-v", "x=1", "-v", "x=2", "BEGIN { print x }").text == "2\n"


def test_operand_assign_escape(awk):
    assert awk("{ print v }", "line\n", "v=a\\nb") == "a\nb\n"


def test_operand_keyword_is_file(run, tmp_path):
    (tmp_path / "if=1").write_text("kw\n")
    assert run("{ print }", "if=1", cwd=tmp_path).text == "kw\n"


def test_operand_underscore_name(awk):
    assert awk("{ print _x9 }", "l\n", "_x9=ok") == "ok\n"


def test_v_octal_escape(run):
    assert run("-v", "v=\\101", "BEGIN { print v }").text == "A\n"


# ---- ENVIRON ----


def test_environ_missing(awk):
    assert awk("BEGIN { print \"[\" ENVIRON[\"AWKLET_NOPE_XYZ\"] \"]\" }") == "[]\n"


def test_environ_in(awk):
    assert awk("BEGIN { print (\"AWKLET_E\" in ENVIRON) }", env={"AWKLET_E": ""}) == "1\n"


# ---- Dynamic regular expressions / leftmost-longest ----


def test_dynamic_field_regex(awk):
    assert awk("{ print ($2 ~ $1) }", "^a+$ aaa\n") == "1\n"


def test_dynamic_error_message_text(fails):
    assert fails("BEGIN { r = \"a{2,1}\"; print (\"a\" ~ r) }") == "awklet: regular expression error: invalid repetition count: /a{2,1}/\n"


def test_longest_star_alternation(awk):
    assert awk("BEGIN { match(\"abcd\", /(a|ab)(c|bcd)/); print RSTART, RLENGTH }") == "1 4\n"


def test_longest_sub_replaces_longest(awk):
    assert awk("BEGIN { s = \"xaaay\"; sub(/a*/, \"-\", s); print s }") == "-xaaay\n"


def test_longest_gsub_longest_each(awk):
    assert awk("BEGIN { s = \"xaaay\"; gsub(/a+/, \"-\", s); print s }") == "x-y\n"


# ---- Regular expression errors ----


def test_regex_error_in_split(fails):
    assert fails("BEGIN { split(\"a\", p, \"(x\") }") == "awklet: regular expression error: unmatched (: /(x/\n"


def test_regex_error_in_fs(fails):
    assert fails("BEGIN { FS = \"[a\" } { print $1 }", "x\n") == "awklet: regular expression error: unterminated [: /[a/\n"


def test_regex_error_unmatched_paren_dynamic(fails):
    assert fails("BEGIN { print match(\"a\", \"a)\") }") == "awklet: regular expression error: unmatched ): /a)/\n"


# ---- Numeric constants / strings ----


def test_number_exponent_sign(awk):
    assert awk("BEGIN { print 1e+2, 1E-1 }") == "100 0.1\n"


def test_number_two_points(awk):
    assert awk("BEGIN { print 1.5.3 }") == "1.50.3\n"


def test_string_octal_short(awk):
    assert awk("BEGIN { printf \"%s\", \"\\61\\062x\" }") == "12x"


# ---- Program files / exit status / fatal ----


def test_progfile_functions_across_files(run, tmp_path):
    (tmp_path / "lib.awk").write_text("function twice(x) { return 2 * x }\n")
    (tmp_path / "main.awk").write_text("BEGIN { print twice(21) }\n")
    assert run("-f", "lib.awk", "-f", "main.awk", cwd=tmp_path).text == "42\n"


def test_exit_status_in_end_only(run):
    assert run("END { exit 9 }", stdin="").code == 9


def test_exit_status_runtime_error_after_exit_value(run):
    r = run("BEGIN { exit 3 } END { x = 1 / 0 }")
    assert r.code == 2


def test_fatal_error_in_end(run):
    r = run("END { print \"e\"; print 1 % 0 }", stdin="")
    assert r.code == 2 and r.text == "e\n" and r.err == "awklet: division by zero in %\n"


# ---- Output of numbers / number to string ----


def test_output_ofmt_for_large(awk):
    assert awk("BEGIN { OFMT = \"%.2e\"; print 1e20, 12345.678 }") == "1.00e+20 1.23e+04\n"


def test_output_negative_integer(awk):
    assert awk("BEGIN { print -42.0, -1e15 }") == "-42 -1000000000000000\n"


def test_numstr_inf_subscript(awk):
    assert awk("BEGIN { a[-log(0)] = 1; for (k in a) print k }") == "inf\n"


def test_numstr_small(awk):
    assert awk("BEGIN { print 0.000001 \"\", 1e-7 \"\" }") == "1e-06 1e-07\n"


# ---- String to number ----


def test_strtonum_plus_sign(awk):
    assert awk("BEGIN { print \"+5\" + 0, \"-\" + 0, \"+.5\" * 2 }") == "5 0 1\n"


def test_strtonum_trailing_dot(awk):
    assert awk("BEGIN { print \"3.\" + 0, \"3.e2\" + 0 }") == "3 300\n"


def test_looks_numeric_trailing_dot(awk):
    assert awk("{ print ($1 == 3) }", "3.\n") == "1\n"


def test_looks_numeric_sign_only_not(awk):
    assert awk("{ print ($1 == 0) }", "+\n") == "0\n"


# ---- Statements / loops / recursion / return ----


def test_while_body_block_newlines(awk):
    assert awk("BEGIN {\n while (i < 2)\n {\n i++\n }\n print i\n}") == "2\n"


def test_for_in_local_variable(awk):
    assert awk("function f(a, k, n) { for (k in a) n++; return n } BEGIN { x[1]; x[2]; print f(x) }") == "2\n"


def test_recursion_arrays_shared(awk):
    assert awk("function f(a, n) { if (n > 0) { a[n] = 1; f(a, n - 1) } } BEGIN { f(arr, 3); print length(arr) }") == "3\n"


def test_return_array_element(awk):
    assert awk("function f(a) { return a[\"k\"] } BEGIN { b[\"k\"] = \"v\"; print f(b) }") == "v\n"


def test_return_from_loop(awk):
    assert awk("function f() { while (1) { return 5 } } BEGIN { print f() }") == "5\n"


def test_recursion_mutual(awk):
    prog = "function ev(n) { return n == 0 ? 1 : od(n - 1) } function od(n) { return n == 0 ? 0 : ev(n - 1) } BEGIN { print ev(10), od(7) }"
    assert awk(prog) == "1 1\n"


# ---- print / printf / sprintf ----


def test_print_numeric_string_field_as_is(awk):
    assert awk("{ print $1 + 0, $1 }", "007\n") == "7 007\n"


def test_sprintf_nested(awk):
    assert awk("BEGIN { print sprintf(\"%s|%s\", sprintf(\"%03d\", 5), sprintf(\"%.1f\", 2)) }") == "005|2.0\n"


def test_sprintf_percent_only(awk):
    assert awk("BEGIN { print sprintf(\"%%d\") }") == "%d\n"


def test_printf_c_precision_ignored(awk):
    assert awk("BEGIN { printf \"[%.0c]\\n\", \"x\" }") == "[x]\n"


def test_printf_repeated_flags(awk):
    assert awk("BEGIN { printf \"[%--4d][%++d]\\n\", 1, 2 }") == "[1   ][+2]\n"


# ---- Pipes / system / index / length ----


def test_pipe_same_command_one_process(awk):
    assert awk("BEGIN { print \"2\" | \"sort -n\"; print \"10\" | \"sort -n\"; print \"1\" | \"sort -n\" }") == "1\n2\n10\n"


def test_pipe_stderr_inherited(run):
    r = run("BEGIN { print \"e\" | \"cat 1>&2\" }")
    assert r.err == "e\n" and r.text == ""


def test_system_stdout_order(awk):
    assert awk("BEGIN { print \"1\"; system(\"echo 2\"); print \"3\" }") == "1\n2\n3\n"


def test_index_first_occurrence(awk):
    assert awk("BEGIN { print index(\"abab\", \"b\") }") == "2\n"


def test_index_ignorecase_off_case_sensitive(awk):
    assert awk("BEGIN { print index(\"ABC\", \"b\") }") == "0\n"


def test_length_field(awk):
    assert awk("{ print length($2) }", "a bcd\n") == "3\n"


# ---- Case conversion / math / uninitialized ----


def test_tolower_number(awk):
    assert awk("BEGIN { print tolower(1E3), toupper(0.5) }") == "1000 0.5\n"


def test_toupper_returns_string(awk):
    assert awk("{ x = toupper($1); print (x < 9) }", "10\n") == "1\n"


def test_math_int_string(awk):
    assert awk("BEGIN { print int(\" -7.5\"), int(\"x\") }") == "-7 0\n"


def test_math_exp_zero(awk):
    assert awk("BEGIN { print exp(0), log(1), sqrt(0), sin(0), cos(0) }") == "1 0 0 0 1\n"


def test_uninit_array_element_output(awk):
    assert awk("BEGIN { print \"[\" a[1] \"]\", a[1] + 0 }") == "[] 0\n"


def test_uninit_field_compare(awk):
    assert awk("{ print ($3 == 0), ($3 == \"\") }", "a\n") == "1 1\n"


def test_uninit_param(awk):
    assert awk("function f(p) { return (p == 0) (p == \"\") } BEGIN { print f() }") == "11\n"


# ---- Field references / assignment ----


def test_field_numeric_string_index(awk):
    assert awk("{ print $$1 }", "2 x y\n") == "x\n"


def test_field_dollar_binds_tight(awk):
    assert awk("{ print $1^2 }", "3\n") == "9\n"


def test_field_assign_zero_field_index(awk):
    assert awk("{ $(1.7) = \"X\"; print }", "a b\n") == "X b\n"


def test_field_assign_ofs_current(awk):
    assert awk("{ OFS = \":\"; $2 = $2; print; OFS = \"-\"; print }", "a b\n") == "a:b\na:b\n"


# ---- Default FS / single-char FS ----


def test_default_fs_newline_field_separator(awk):
    assert awk("BEGIN { RS = \";\" } { print NF }", "a\nb c") == "3\n"


def test_single_char_fs_space_in_fields(awk):
    assert awk("BEGIN { FS = \",\" } { print \"[\" $2 \"]\" }", "a, b ,c\n") == "[ b ]\n"


def test_single_char_fs_from_F(run):
    assert run("-F", "|", "{ print $3 }", stdin="a|b|c\n").text == "c\n"


# ---- Exponentiation / arithmetic ----


def test_pow_fractional(awk):
    assert awk("BEGIN { printf \"%.4f\\n\", 2^0.5 }") == "1.4142\n"


def test_arith_modulo_fraction(awk):
    assert awk("BEGIN { print 7.5 % 2, -7.5 % 2 }") == "1.5 -1.5\n"


def test_arith_precision(awk):
    assert awk("BEGIN { print 0.1 + 0.2 == 0.3 }") == "0\n"
