"""Operands, assignments, values and conversions, operators."""


# ---- Input operands, ARGV and ARGC ----


def test_argv_contents(awk):
    assert awk("BEGIN { print ARGC, ARGV[0], ARGV[1], ARGV[2] }", "", "x", "y") == "3 awklet x y\n"


def test_argv_numeric_string(awk):
    assert awk("BEGIN { print (ARGV[1] < ARGV[2]) }", "", "10", "9") == "0\n"


def test_argv_delete_skips(awk, tmp_path):
    (tmp_path / "a").write_text("A\n")
    (tmp_path / "b").write_text("B\n")
    assert awk("BEGIN { delete ARGV[1] } { print }", "", "a", "b", cwd=tmp_path) == "B\n"


def test_argv_empty_skips(awk, tmp_path):
    (tmp_path / "b").write_text("B\n")
    assert awk("BEGIN { ARGV[1] = \"\" } { print }", "", "missing", "b", cwd=tmp_path) == "B\n"


def test_argv_add_file(awk, tmp_path):
    (tmp_path / "c").write_text("C\n")
    assert awk("BEGIN { ARGV[ARGC++] = \"c\" } { print }", "", cwd=tmp_path) == "C\n"


def test_argc_lowered(awk, tmp_path):
    (tmp_path / "a").write_text("A\n")
    assert awk("BEGIN { ARGC = 2 } { print }", "", "a", "missing", cwd=tmp_path) == "A\n"


def test_operand_assignment_between_files(awk, tmp_path):
    (tmp_path / "a").write_text("1\n")
    (tmp_path / "b").write_text("2\n")
    assert awk("{ print x $0 }", "", "x=A", "a", "x=B", "b", cwd=tmp_path) == "A1\nB2\n"


def test_operand_assignment_after_last_file(awk, tmp_path):
    (tmp_path / "a").write_text("1\n")
    assert awk("END { print x }", "", "a", "x=late", cwd=tmp_path) == "late\n"


def test_operand_only_assignment_reads_stdin(awk):
    assert awk("{ print v, $0 }", "in\n", "v=1") == "1 in\n"


def test_operand_dash_stdin(awk, tmp_path):
    (tmp_path / "a").write_text("file\n")
    assert awk("{ print }", "std\n", "a", "-", cwd=tmp_path) == "file\nstd\n"


def test_operand_missing_file_fatal(run, tmp_path):
    r = run("{ print }", "nofile", cwd=tmp_path)
    assert r.code == 2
    assert r.err == "awklet: can't open file nofile\n"


def test_operand_missing_file_after_output(run, tmp_path):
    (tmp_path / "a").write_text("ok\n")
    r = run("{ print } END { print \"end\" }", "a", "nofile", cwd=tmp_path)
    assert r.code == 2 and r.text == "ok\n"


def test_operand_assignment_not_in_begin(awk):
    assert awk("BEGIN { print \"[\" x \"]\" }", "", "x=1") == "[]\n"


# ---- Command-line assignments ----


def test_v_escape_tab(run):
    r = run("-v", "v=a\\tb", "BEGIN { print v }")
    assert r.text == "a\tb\n"


def test_v_unknown_escape_kept(run):
    r = run("-v", "v=a\\qb", "BEGIN { print v }")
    assert r.text == "a\\qb\n"


def test_v_numeric_string(run):
    r = run("-v", "v=10", "BEGIN { print (v < 9) }")
    assert r.text == "0\n"


def test_v_string_compare(run):
    r = run("-v", "v=10x", "BEGIN { print (v < 9) }")
    assert r.text == "1\n"


def test_operand_invalid_name_is_file(run, tmp_path):
    (tmp_path / "1x=2").write_text("content\n")
    r = run("{ print }", "1x=2", cwd=tmp_path)
    assert r.text == "content\n"


def test_F_escape(run):
    r = run("-F", "\\t", "{ print $2 }", stdin="a b\tc\n")
    assert r.text == "c\n"


def test_assign_to_array_fatal(run):
    r = run("BEGIN { a[1] = 1 } { }", "a=3", stdin="")
    assert r.code == 2
    assert r.err == "awklet: can't use array a in scalar context\n"


def test_assign_to_function_fatal(run):
    r = run("-v", "f=1", "function f() { } BEGIN { }")
    assert r.code == 2
    assert r.err == "awklet: can't assign to f; it's a function\n"


# ---- ENVIRON ----


def test_environ_value(awk):
    assert awk("BEGIN { print ENVIRON[\"AWKLET_T\"] }", env={"AWKLET_T": "hello"}) == "hello\n"


def test_environ_numeric_string(awk):
    assert awk("BEGIN { print (ENVIRON[\"AWKLET_N\"] < 9) }", env={"AWKLET_N": "10"}) == "0\n"


def test_environ_not_passed_on(awk):
    assert awk("BEGIN { ENVIRON[\"AWKLET_X\"] = \"new\"; system(\"echo [$AWKLET_X]\") }", env={"AWKLET_X": "old"}) == "[old]\n"


# ---- Values and types ----


def test_values_looks_numeric_blanks(awk):
    assert awk("{ print ($1 == 1500) }", " +1.5e3 \n") == "1\n"


def test_values_hex_field_string_compare(awk):
    assert awk("{ print ($1 == 16) }", "0x10\n") == "0\n"


def test_values_dot_not_numeric(awk):
    assert awk("{ print ($1 == 0) }", ".\n") == "0\n"


def test_values_concat_is_string(awk):
    assert awk("BEGIN { x = \"10\" \"\"; print (x < 9) }") == "1\n"


def test_values_arith_is_number(awk):
    assert awk("BEGIN { x = \"10\" + 0; print (x < 9) }") == "0\n"


def test_values_assign_keeps_strnum(awk):
    assert awk("{ x = $1; print (x < 9) }", "10\n") == "0\n"


def test_values_getline_var_strnum(awk):
    assert awk("BEGIN { getline v; print (v < 9) }", "10\n") == "0\n"


def test_values_split_strnum(awk):
    assert awk("BEGIN { split(\"10 9\", a); print (a[1] < a[2]) }") == "0\n"


def test_values_forin_strnum(awk):
    assert awk("BEGIN { a[10]; for (k in a) print (k < 9) }") == "0\n"


def test_values_substr_is_string(awk):
    assert awk("{ print (substr($1, 1) < 9) }", "10\n") == "1\n"


# ---- String to number conversion ----


def test_strtonum_prefix(awk):
    assert awk("BEGIN { print \"3abc\" + 0, \" -2.5e1x\" + 0 }") == "3 -25\n"


def test_strtonum_none(awk):
    assert awk("BEGIN { print \"abc\" + 0, \"\" + 0, \".e3\" + 0 }") == "0 0 0\n"


def test_strtonum_e_without_digits(awk):
    assert awk("BEGIN { print \"1e\" + 0, \"2e+\" * 1 }") == "1 2\n"


def test_strtonum_hex_zero(awk):
    assert awk("BEGIN { print \"0x1A\" + 0 }") == "0\n"


def test_strtonum_overflow(awk):
    assert awk("BEGIN { print \"1e999\" + 0 }") == "inf\n"


def test_strtonum_leading_newline(awk):
    assert awk("BEGIN { print \"\\n\\t 7\" + 1 }") == "8\n"


# ---- Number to string conversion ----


def test_numstr_integer(awk):
    assert awk("BEGIN { x = 1e15 \"\"; print x }") == "1000000000000000\n"


def test_numstr_large_uses_convfmt(awk):
    assert awk("BEGIN { x = 1e16 \"\"; print x }") == "1e+16\n"


def test_numstr_default_convfmt(awk):
    assert awk("BEGIN { print (1/3) \"\", 123456.7 \"\", 0.1 \"\" }") == "0.333333 123457 0.1\n"


def test_numstr_convfmt_change(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; x = 3.14159 \"\"; print x }") == "3.14\n"


def test_numstr_integer_ignores_convfmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; x = 3 \"\"; print x }") == "3\n"


def test_numstr_negative_zero(awk):
    assert awk("BEGIN { x = -0 \"\"; print x }") == "-0\n"


def test_numstr_nan_inf(awk):
    assert awk("BEGIN { print log(-1) \"\", -log(0) \"\", log(0) \"\" }") == "nan inf -inf\n"


def test_numstr_convfmt_missing_values(awk):
    assert awk("BEGIN { CONVFMT = \"%d-%d\"; x = 1.5 \"\"; print x }") == "1-0\n"


def test_numstr_subscript(awk):
    assert awk("BEGIN { CONVFMT = \"%.1f\"; a[0.25] = 1; for (k in a) print k }") == "0.2\n"


# ---- Output of numbers ----


def test_output_ofmt(awk):
    assert awk("BEGIN { OFMT = \"%.2f\"; print 3.14159 }") == "3.14\n"


def test_output_concat_uses_convfmt(awk):
    assert awk("BEGIN { OFMT = \"%.2f\"; print 3.14159 \"\" }") == "3.14159\n"


def test_output_integer_ignores_ofmt(awk):
    assert awk("BEGIN { OFMT = \"%.2f\"; print 42 }") == "42\n"


def test_output_strnum_as_is(awk):
    assert awk("BEGIN { OFMT = \"%.2f\" } { print $1 }", "3.14159\n") == "3.14159\n"


def test_output_default_ofmt(awk):
    assert awk("BEGIN { print 3.14159265, 1e6, 1e-5 }") == "3.14159 1000000 1e-05\n"


# ---- Comparisons ----


def test_compare_string_constants(awk):
    assert awk("BEGIN { print (\"10\" < \"9\"), (10 < 9) }") == "1 0\n"


def test_compare_number_with_string(awk):
    assert awk("BEGIN { print (2 < \"10\") }") == "0\n"


def test_compare_uninitialized(awk):
    assert awk("BEGIN { print (x == 0), (x == \"\") }") == "1 1\n"


def test_compare_uninit_strnum(awk):
    assert awk("{ print (x < $1) }", "-1\n") == "0\n"


def test_compare_prefix_smaller(awk):
    assert awk("BEGIN { print (\"ab\" < \"abc\"), (\"b\" > \"abc\") }") == "1 1\n"


def test_compare_bytes(awk):
    assert awk("BEGIN { print (\"B\" < \"a\") }") == "1\n"


def test_compare_nan(awk):
    assert awk("BEGIN { n = log(-1); print (n == n), (n != n), (n < 1), (n >= 1) }") == "0 1 0 0\n"


def test_compare_not_associative(fails):
    assert "syntax error" in fails("BEGIN { print 1 < 2 < 3 }")


def test_compare_fields_numeric(awk):
    assert awk("{ print ($1 == $2) }", "1.0 1\n") == "1\n"


def test_compare_result_number(awk):
    assert awk("BEGIN { print (1 < 2) + (2 < 1) + (3 == 3) }") == "2\n"


# ---- Truth values ----


def test_truth_string_zero_true(awk):
    assert awk("BEGIN { if (\"0\") print \"t\" }") == "t\n"


def test_truth_field_zero_false(awk):
    assert awk("{ print ($1 ? \"t\" : \"f\") }", "0.0\n") == "f\n"


def test_truth_empty_string_false(awk):
    assert awk("BEGIN { print (\"\" ? \"t\" : \"f\") }") == "f\n"


def test_truth_uninit_false(awk):
    assert awk("BEGIN { print (u ? \"t\" : \"f\") }") == "f\n"


def test_truth_text_field_true(awk):
    assert awk("{ print ($1 ? \"t\" : \"f\") }", "a\n") == "t\n"


# ---- Arithmetic ----


def test_arith_basic(awk):
    assert awk("BEGIN { print 7 + 2, 7 - 2, 7 * 2, 7 / 2 }") == "9 5 14 3.5\n"


def test_arith_modulo_sign(awk):
    assert awk("BEGIN { print -7 % 3, 7 % -3, 5.5 % 2 }") == "-1 1 1.5\n"


def test_arith_div_zero(fails):
    assert fails("BEGIN { x = 0; print 1 / x }") == "awklet: division by zero\n"


def test_arith_mod_zero(fails):
    assert fails("BEGIN { print 1 % 0 }") == "awklet: division by zero in %\n"


def test_arith_div_assign_zero(fails):
    assert fails("BEGIN { x = 4; x /= 0 }") == "awklet: division by zero\n"


def test_arith_mod_assign_zero(fails):
    assert fails("BEGIN { x = 4; x %= 0 }") == "awklet: division by zero in %\n"


def test_arith_overflow_inf(awk):
    assert awk("BEGIN { print 1e308 * 10, -1e308 * 10 }") == "inf -inf\n"


def test_arith_string_operands(awk):
    assert awk("BEGIN { print \"3x\" * \"2y\" }") == "6\n"


# ---- Exponentiation ----


def test_pow_right_assoc(awk):
    assert awk("BEGIN { print 2^3^2 }") == "512\n"


def test_pow_unary_minus(awk):
    assert awk("BEGIN { print -2^2 }") == "-4\n"


def test_pow_negative_exponent(awk):
    assert awk("BEGIN { print 2^-1 }") == "0.5\n"


def test_pow_zero_zero(awk):
    assert awk("BEGIN { print 0^0, (-8)^3 }") == "1 -512\n"


def test_pow_negative_base_fraction(awk):
    assert awk("BEGIN { print (-8)^0.5 }") == "nan\n"


def test_pow_assign(awk):
    assert awk("BEGIN { x = 3; x ^= 2; print x }") == "9\n"


def test_pow_double_star_not_operator(fails):
    assert "syntax error" in fails("BEGIN { print 2**3 }")


# ---- Concatenation ----


def test_concat_precedence_additive(awk):
    assert awk("BEGIN { print 1 \" \" 2+3 }") == "1 5\n"


def test_concat_before_compare(awk):
    assert awk("BEGIN { print (\"a\" \"b\" == \"ab\") }") == "1\n"


def test_concat_minus_binary(awk):
    assert awk("BEGIN { a = 5; print a -1 }") == "4\n"


def test_concat_minus_string(awk):
    assert awk("BEGIN { print 1 \" \" -1 }") == "1-1\n"


def test_concat_numbers_convfmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.1f\"; print 0.25 \"|\" }") == "0.2|\n"


def test_concat_not_operand_error(fails):
    assert "syntax error" in fails("BEGIN { print \"a\" !x }")


# ---- Unary operators ----


def test_unary_minus_string(awk):
    assert awk("BEGIN { print -\"3x\", +\"4y\" }") == "-3 4\n"


def test_unary_not(awk):
    assert awk("BEGIN { print !0, !1, !\"\", !\"a\" }") == "1 0 1 0\n"


def test_unary_repeated(awk):
    assert awk("BEGIN { print - -3, !!\"a\" }") == "3 1\n"


def test_unary_negative_zero(awk):
    assert awk("BEGIN { x = 0; print -x }") == "-0\n"


def test_unary_binds_tighter_than_mul(awk):
    assert awk("BEGIN { print !0 * 5 }") == "5\n"


# ---- Increment and decrement ----


def test_incr_pre_post(awk):
    assert awk("BEGIN { x = 5; print x++, x, ++x, x--, --x }") == "5 6 7 7 5\n"


def test_incr_string_operand(awk):
    assert awk("BEGIN { x = \"3abc\"; y = x++; print y, x }") == "3 4\n"


def test_incr_array_element(awk):
    assert awk("BEGIN { a[\"k\"]++; a[\"k\"]++; print a[\"k\"] }") == "2\n"


def test_incr_constant_error(fails):
    assert "syntax error" in fails("BEGIN { print ++3 }")


def test_incr_post_result_is_number(awk):
    assert awk("{ y = $1++; print (y < 9) }", "10\n") == "0\n"


# ---- Assignment ----


def test_assign_chain(awk):
    assert awk("BEGIN { a = b = 3; print a, b }") == "3 3\n"


def test_assign_compound(awk):
    assert awk("BEGIN { x = 10; x += 2; x -= 1; x *= 3; x /= 11; x %= 2; print x }") == "1\n"


def test_assign_value(awk):
    assert awk("BEGIN { print (x = 4) + 1 }") == "5\n"


def test_assign_rhs_before_subscript(awk):
    assert awk("BEGIN { i = 1; a[i] = i++; for (k in a) print k, a[k] }") == "2 1\n"


def test_assign_compound_subscript_first(awk):
    assert awk("BEGIN { i = 1; a[i] += i++; print a[1], a[2] + 0 }") == "1 0\n"


def test_assign_compound_result_number(awk):
    assert awk("BEGIN { x = \"10\"; x += 0; print (x < 9) }") == "0\n"


def test_assign_to_constant_error(fails):
    assert "syntax error" in fails("BEGIN { 3 = x }")


def test_assign_copies_uninit(awk):
    assert awk("BEGIN { y = x; print (y == 0), (y == \"\") }") == "1 1\n"


# ---- Logical operators ----


def test_logical_and_or(awk):
    assert awk("BEGIN { print (1 && 0), (1 && 2), (0 || 0), (0 || \"a\") }") == "0 1 0 1\n"


def test_logical_short_circuit_and(awk):
    assert awk("BEGIN { x = 0; 0 && x++; print x }") == "0\n"


def test_logical_short_circuit_or(awk):
    assert awk("BEGIN { x = 0; 1 || x++; print x }") == "0\n"


def test_logical_and_tighter_than_or(awk):
    assert awk("BEGIN { print (1 || 0 && 0) }") == "1\n"


# ---- Conditional expression ----


def test_conditional_basic(awk):
    assert awk("BEGIN { print (1 ? \"y\" : \"n\"), (0 ? \"y\" : \"n\") }") == "y n\n"


def test_conditional_only_one_branch(awk):
    assert awk("BEGIN { x = 1 ? a++ : b++; print a, b + 0 }") == "1 0\n"


def test_conditional_right_assoc(awk):
    assert awk("BEGIN { x = 0; y = 1; print x ? 1 : y ? 2 : 3 }") == "2\n"


def test_conditional_keeps_type(awk):
    assert awk("{ v = 1 ? $1 : 0; print (v < 9) }", "10\n") == "0\n"


# ---- Operator precedence ----


def test_precedence_mul_over_add(awk):
    assert awk("BEGIN { print 2 + 3 * 4 }") == "14\n"


def test_precedence_in_over_and(awk):
    assert awk("BEGIN { a[1]; print 1 in a && 1 }") == "1\n"


def test_precedence_match_over_in(awk):
    assert awk("BEGIN { a[1]; print (\"x\" ~ \"x\" in a) }") == "1\n"


def test_precedence_print_greater_redirects(awk, tmp_path):
    assert awk("BEGIN { print 1 > \"out\" }", cwd=tmp_path) == ""
    assert (tmp_path / "out").read_text() == "1\n"


def test_precedence_print_parenthesized_compare(awk):
    assert awk("BEGIN { print (2 > 1) }") == "1\n"


def test_precedence_left_assoc_minus(awk):
    assert awk("BEGIN { print 10 - 3 - 2, 64 / 4 / 2 }") == "5 8\n"
