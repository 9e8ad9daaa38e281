from conftest import ok, fatal


# ---- string to number ----

def test_str2num_prefix(awk):
    ok(awk('BEGIN { print "3abc" + 0 }'), "3\n")


def test_str2num_leading_blanks_exponent(awk):
    ok(awk('BEGIN { print " -2.5e1x" + 0 }'), "-25\n")


def test_str2num_no_prefix(awk):
    ok(awk('BEGIN { print "abc" + 0, "" + 0, ".e3" + 0 }'), "0 0 0\n")


def test_str2num_e_without_digits(awk):
    ok(awk('BEGIN { print "1e" + 0, "1e+" + 1 }'), "1 2\n")


def test_str2num_hex_is_zero(awk):
    ok(awk('BEGIN { print "0x1A" + 0 }'), "0\n")


def test_str2num_overflow_inf(awk):
    ok(awk('BEGIN { print "1e999" + 0, -"1e999" }'), "inf -inf\n")


def test_str2num_leading_cr_ff_vt(awk):
    ok(awk('BEGIN { print "\\r\\f\\v 7" + 1 }'), "8\n")


# ---- number to string ----

def test_num2str_large_integer(awk):
    ok(awk('BEGIN { x = 1e15 ""; print x }'), "1000000000000000\n")


def test_num2str_negative_integral(awk):
    ok(awk('BEGIN { x = -3.0 ""; print x }'), "-3\n")


def test_num2str_convfmt_default(awk):
    ok(awk('BEGIN { print (0.1 "") "|" (1/3 "") "|" (1e16 "") "|" (123456.7 "") }'),
       "0.1|0.333333|1e+16|123457\n")


def test_num2str_negative_zero(awk):
    ok(awk('BEGIN { x = -0; print x ""; print x }'), "-0\n-0\n")


def test_num2str_nan_inf(awk):
    ok(awk('BEGIN { print log(-1) "", -log(0) "", log(0) "" }'), "nan inf -inf\n")


def test_num2str_custom_convfmt(awk):
    ok(awk('BEGIN { CONVFMT = "%.2f"; x = 3.14159 ""; print x }'), "3.14\n")


def test_num2str_convfmt_not_for_integers(awk):
    ok(awk('BEGIN { CONVFMT = "%.2f"; x = 42 ""; print x }'), "42\n")


def test_num2str_subscript_uses_convfmt(awk):
    ok(awk('BEGIN { CONVFMT = "%.2f"; a[3.14159] = 1; for (k in a) print k }'), "3.14\n")


# ---- output of numbers ----

def test_ofmt_for_print(awk):
    ok(awk('BEGIN { OFMT = "%.2f"; print 3.14159 }'), "3.14\n")


def test_ofmt_not_for_concatenation(awk):
    ok(awk('BEGIN { OFMT = "%.2f"; print 3.14159 "" }'), "3.14159\n")


def test_ofmt_integral_as_integer(awk):
    ok(awk('BEGIN { OFMT = "%.2f"; print 3, -7, 1e15 }'), "3 -7 1000000000000000\n")


def test_print_1e16(awk):
    ok(awk("BEGIN { print 1e16, 100000 * 100000 }"), "1e+16 10000000000\n")


def test_print_default_precision(awk):
    ok(awk("BEGIN { print 3.14159265, 1/3, 0.000001234 }"), "3.14159 0.333333 1.234e-06\n")


def test_print_string_and_strnum_as_is(awk):
    ok(awk('{ OFMT = "%.2f"; print $1, "3.14159" }', input="3.14159\n"), "3.14159 3.14159\n")


# ---- comparisons ----

def test_compare_string_constants(awk):
    ok(awk('BEGIN { print ("10" < "9") }'), "1\n")


def test_compare_numbers(awk):
    ok(awk("BEGIN { print (10 < 9) }"), "0\n")


def test_compare_number_with_string_constant(awk):
    ok(awk('BEGIN { print (2 < "10") }'), "0\n")


def test_compare_strnum_fields(awk):
    ok(awk("{ print ($1 < $2), ($1 == $3) }", input="10 9 1e1\n"), "0 1\n")


def test_compare_field_with_string_constant(awk):
    ok(awk('{ print ($1 < "9") }', input="10\n"), "1\n")


def test_compare_non_numeric_field(awk):
    ok(awk("{ print ($1 < $2) }", input="10x 9x\n"), "1\n")


def test_compare_uninitialized(awk):
    ok(awk('BEGIN { print (x == 0), (x == ""), (x < 1) }'), "1 1 1\n")


def test_compare_prefix_smaller(awk):
    ok(awk('BEGIN { print ("ab" < "abc"), ("abc" > "ab"), ("" < "a") }'), "1 1 1\n")


def test_compare_bytes(awk):
    ok(awk('BEGIN { print ("B" < "a"), ("a" < "\\351") }'), "1 1\n")


def test_compare_nan(awk):
    ok(awk("BEGIN { n = log(-1); print (n == n), (n != n), (n < 1), (n > 1), (n >= n) }"), "0 1 0 0 0\n")


def test_compare_results_are_numbers(awk):
    ok(awk('BEGIN { x = (1 < 2); print typeof(x), x }'), "number 1\n")


def test_compare_strnum_with_spaces(awk):
    ok(awk("{ print ($1 == 1500) }", input="+1.5e3\n"), "1\n")


def test_hex_field_not_numeric(awk):
    ok(awk("{ print ($1 == 16), ($1 < 2) }", input="0x10\n"), "0 1\n")


def test_v_value_with_blanks_looks_like_number(awk):
    ok(awk("BEGIN { print (x == 1500), (x < 2) }", opts=["-v", "x= +1.5e3 "]), "1 0\n")


def test_compare_equal_strings(awk):
    ok(awk('BEGIN { print ("a" == "a"), ("a" != "a"), ("a" >= "a"), ("a" <= "b") }'), "1 0 1 1\n")


# ---- truth ----

def test_truth_string_zero_constant(awk):
    ok(awk('BEGIN { if ("0") print "t"; else print "f" }'), "t\n")


def test_truth_field_zero(awk):
    ok(awk('{ print ($1 ? "t" : "f") }', input="0\n0.0\na\n\n 1 \n"), "f\nf\nt\nf\nt\n")


def test_truth_uninitialized(awk):
    ok(awk('BEGIN { if (x) print "t"; else print "f" }'), "f\n")


def test_truth_number_and_empty_string(awk):
    ok(awk('BEGIN { print (0.1 ? 1 : 0), ("" ? 1 : 0), (0 ? 1 : 0), (" " ? 1 : 0) }'), "1 0 0 1\n")


def test_truth_v_zero(awk):
    ok(awk('BEGIN { print (x ? "t" : "f") }', opts=["-v", "x=0.0"]), "f\n")


def test_not_operator(awk):
    ok(awk('BEGIN { print !"a", !"", !0, !1, !!"a" }'), "0 1 1 0 1\n")


# ---- arithmetic ----

def test_modulo_signs(awk):
    ok(awk("BEGIN { print -7 % 3, 7 % -3, 5.5 % 2 }"), "-1 1 1.5\n")


def test_division(awk):
    ok(awk("BEGIN { print 7 / 2, 1 / 4 }"), "3.5 0.25\n")


def test_division_by_zero(awk):
    fatal(awk('BEGIN { print "a"; x = 1 / 0; print "b" }'), "division by zero", out="a\n")


def test_modulo_by_zero(awk):
    fatal(awk("BEGIN { x = 1 % 0 }"), "division by zero in %")


def test_divide_assign_by_zero(awk):
    fatal(awk("BEGIN { x = 1; x /= 0 }"), "division by zero")


def test_modulo_assign_by_zero(awk):
    fatal(awk("BEGIN { x = 1; x %= 0 }"), "division by zero in %")


def test_fatal_skips_end(awk):
    fatal(awk('{ x = 1 / 0 } END { print "end" }', input="a\n"), "division by zero")


def test_overflow_infinity(awk):
    ok(awk("BEGIN { print 1e308 * 10, -1e308 * 10 }"), "inf -inf\n")


def test_string_operands_converted(awk):
    ok(awk('BEGIN { print "3x" * "4y", "10" - "2.5" }'), "12 7.5\n")


# ---- exponentiation ----

def test_pow_right_assoc(awk):
    ok(awk("BEGIN { print 2^3^2 }"), "512\n")


def test_pow_tighter_than_unary_minus(awk):
    ok(awk("BEGIN { print -2^2 }"), "-4\n")


def test_pow_negative_exponent(awk):
    ok(awk("BEGIN { print 2^-1 }"), "0.5\n")


def test_pow_zero_zero(awk):
    ok(awk("BEGIN { print 0^0 }"), "1\n")


def test_pow_negative_base_integer(awk):
    ok(awk("BEGIN { print (-8)^3, (-2)^2 }"), "-512 4\n")


def test_pow_negative_base_fraction_nan(awk):
    ok(awk("BEGIN { print (-8)^(1/3) }"), "nan\n")


def test_pow_assign(awk):
    ok(awk("BEGIN { x = 3; x ^= 2; print x }"), "9\n")


def test_pow_fraction(awk):
    ok(awk("BEGIN { print 16^0.5, 2^10 }"), "4 1024\n")


def test_pow_tighter_than_multiply(awk):
    ok(awk("BEGIN { print 2 * 3 ^ 2 }"), "18\n")


# ---- concatenation ----

def test_concat_lower_than_additive(awk):
    ok(awk('BEGIN { print 1 " " 2+3 }'), "1 5\n")


def test_concat_higher_than_comparison(awk):
    ok(awk('BEGIN { print ("a" "b" == "ab") }'), "1\n")


def test_minus_is_binary(awk):
    ok(awk("BEGIN { a = 5; print a -1 }"), "4\n")


def test_minus_between_concat_operands(awk):
    ok(awk('BEGIN { print 1 " " -1 }'), "1-1\n")


def test_concat_numbers_convfmt(awk):
    ok(awk('BEGIN { CONVFMT = "%.3f"; x = 0.5; print x "" }'), "0.500\n")


def test_concat_result_is_string(awk):
    ok(awk('BEGIN { print typeof(1 2), (1 2) + 1 }'), "string 13\n")


# ---- unary, increment ----

def test_unary_repeated(awk):
    ok(awk("BEGIN { print - -3, - - -3 }"), "3 -3\n")


def test_unary_plus_converts(awk):
    ok(awk('BEGIN { x = +"3abc"; print typeof(x), x }'), "number 3\n")


def test_unary_minus_string(awk):
    ok(awk('BEGIN { print -"4x" }'), "-4\n")


def test_postincrement_string(awk):
    ok(awk('BEGIN { x = "3abc"; y = x++; print y, x, typeof(y), typeof(x) }'), "3 4 number number\n")


def test_pre_and_post_decrement(awk):
    ok(awk("BEGIN { x = 5; a = x--; b = x; c = --x; print a, b, c, x }"), "5 4 3 3\n")


def test_increment_array_element(awk):
    ok(awk('BEGIN { a["k"]++; a["k"]++; print a["k"] }'), "2\n")


def test_increment_uninitialized(awk):
    ok(awk("BEGIN { a = x++; b = ++y; print a, x, b }"), "0 1 1\n")


# ---- assignment ----

def test_assignment_chain(awk):
    ok(awk("BEGIN { a = b = 3; print a, b }"), "3 3\n")


def test_assignment_value(awk):
    ok(awk("BEGIN { y = (x = 4) + 1; print y, x }"), "5 4\n")


def test_assign_rhs_before_subscript(awk):
    ok(awk("BEGIN { i = 1; a[i++] = i; print a[1], i, (2 in a) }"), "1 2 0\n")


def test_compound_subscript_first(awk):
    ok(awk("BEGIN { i = 1; a[i++] += i; print a[1], i }"), "2 2\n")


def test_compound_assign_operators(awk):
    ok(awk("BEGIN { x = 10; x += 5; printf x \" \"; x -= 3; printf x \" \"; x *= 2; printf x \" \"; x /= 4; printf x \" \"; x %= 4; print x }"),
       "15 12 24 6 2\n")


def test_compound_result_number(awk):
    ok(awk('BEGIN { x = "abc"; x += 0; print typeof(x) }'), "number\n")


def test_assignment_copies_uninitialized(awk):
    ok(awk("BEGIN { y = x; print typeof(y) }"), "unassigned\n")


def test_assignment_copies_strnum(awk):
    ok(awk("{ y = $1; print typeof(y) }", input="12\n"), "strnum\n")


# ---- logical, conditional ----

def test_and_short_circuit(awk):
    ok(awk("BEGIN { r = 0 && x++; print r, x + 0 }"), "0 0\n")


def test_or_short_circuit(awk):
    ok(awk("BEGIN { r = 1 || x++; print r, x + 0 }"), "1 0\n")


def test_logical_results(awk):
    ok(awk('BEGIN { print ("a" && 2), (0 || ""), ("" || "b") }'), "1 0 1\n")


def test_and_binds_tighter_than_or(awk):
    ok(awk("BEGIN { print (1 || 0 && 0) }"), "1\n")


def test_conditional_right_assoc(awk):
    ok(awk('BEGIN { x = 2; print x == 1 ? "a" : x == 2 ? "b" : "c" }'), "b\n")


def test_conditional_evaluates_one_branch(awk):
    ok(awk("BEGIN { r = 1 ? a++ : b++; print a, b + 0 }"), "1 0\n")


def test_conditional_keeps_type(awk):
    ok(awk('{ y = 1 ? $1 : 0; print typeof(y) }', input="10\n"), "strnum\n")


def test_in_binds_looser_than_comparison(awk):
    ok(awk('BEGIN { a[0] = 1; print (2 < 1 in a) }'), "1\n")


def test_unary_minus_tighter_than_multiply(awk):
    ok(awk("BEGIN { print -3 * -2, 10 - -2 }"), "6 12\n")


# ---- arrays ----

def test_array_subscript_number_string_same(awk):
    ok(awk('BEGIN { a[1] = "x"; print a["1"], a[1.0] }'), "x x\n")


def test_array_subscript_float_convfmt(awk):
    ok(awk('BEGIN { a[0.1 + 0.2] = "y"; print ("0.3" in a) }'), "1\n")


def test_array_reference_creates(awk):
    ok(awk('BEGIN { x = a["k"]; print ("k" in a), length(a) }'), "1 1\n")


def test_in_does_not_create(awk):
    ok(awk('BEGIN { if ("k" in a) print "y"; print length(a) }'), "0\n")


def test_multiple_subscripts(awk):
    ok(awk('BEGIN { a[1, 2] = 3; for (k in a) { n = split(k, p, SUBSEP); print n, p[1], p[2] } }'), "2 1 2\n")


def test_multiple_subscript_in(awk):
    ok(awk("BEGIN { a[1, 2] = 3; print ((1, 2) in a), ((2, 1) in a) }"), "1 0\n")


def test_subsep_at_reference(awk):
    ok(awk('BEGIN { SUBSEP = ":"; a[1, 2] = 1; print ("1:2" in a) }'), "1\n")


def test_default_subsep(awk):
    ok(awk('BEGIN { a["x", "y"] = 1; print (("x" "\\034" "y") in a), length(SUBSEP) }'), "1 1\n")


def test_delete_element(awk):
    ok(awk('BEGIN { a[1]; a[2]; delete a[1]; print (1 in a), (2 in a), length(a) }'), "0 1 1\n")


def test_delete_missing_element(awk):
    ok(awk('BEGIN { a[1] = 1; delete a[5]; print length(a) }'), "1\n")


def test_delete_whole_array(awk):
    ok(awk('BEGIN { a[1]; a[2]; delete a; print length(a), (1 in a) }'), "0 0\n")


def test_delete_multi_subscript(awk):
    ok(awk("BEGIN { a[1, 2] = 1; a[3] = 1; delete a[1, 2]; print length(a), ((1, 2) in a) }"), "1 0\n")


def test_forin_creation_order(awk):
    ok(awk('BEGIN { a["c"] = 1; a["a"] = 1; a["b"] = 1; a[10] = 1; a[2] = 1; for (k in a) printf "%s ", k; print "" }'),
       "c a b 10 2 \n")


def test_forin_recreated_order(awk):
    ok(awk('BEGIN { a["x"] = 1; a["y"] = 1; delete a["x"]; a["x"] = 2; for (k in a) printf "%s", k; print "" }'),
       "yx\n")


def test_forin_added_not_visited(awk):
    ok(awk('BEGIN { a[1]; a[2]; for (k in a) { n++; a[k + 10] = 1 }; print n, length(a) }'), "2 4\n")


def test_forin_deleted_skipped(awk):
    ok(awk('BEGIN { a[1]; a[2]; a[3]; for (k in a) { printf "%s", k; delete a[3] }; print "" }'), "12\n")


def test_forin_var_strnum(awk):
    ok(awk('BEGIN { a["10"]; a["x"]; for (k in a) printf "%s ", typeof(k); print "" }'), "strnum string \n")


def test_forin_var_keeps_last(awk):
    ok(awk('BEGIN { a["p"]; a["q"]; for (k in a) ; print k }'), "q\n")


def test_forin_empty_array(awk):
    ok(awk('BEGIN { for (k in a) print "no"; print "done" }'), "done\n")


def test_array_in_scalar_context(awk):
    fatal(awk("BEGIN { a[1] = 1; x = a + 1 }"), "can't use array a in scalar context")


def test_scalar_as_array(awk):
    fatal(awk("BEGIN { x = 1; x[1] = 2 }"), "can't use scalar x as array")


def test_scalar_in_operator(awk):
    fatal(awk("BEGIN { x = 1; if (1 in x) print }"), "can't use scalar x as array")


def test_assign_to_array(awk):
    fatal(awk("BEGIN { a[1] = 1; a = 2 }"), "can't use array a in scalar context")


# ---- built-in variables ----

def test_builtin_defaults_numbers(awk):
    ok(awk("BEGIN { print RLENGTH, RSTART, NF, NR, FNR }"), "-1 0 0 0 0\n")


def test_builtin_defaults_strings(awk):
    ok(awk('BEGIN { printf "[%s][%s][%s][%s][%s][%s][%s]\\n", FS, OFS, ORS, CONVFMT, OFMT, FILENAME, RT }'),
       "[ ][ ][\n][%.6g][%.6g][][]\n")


def test_builtin_defaults_empty(awk):
    ok(awk('BEGIN { printf "[%s][%s][%s][%s][%s]\\n", FIELDWIDTHS, FPAT, ERRNO, SORTED_IN, IGNORECASE }'),
       "[][][][][0]\n")


def test_special_variable_as_parameter(awk):
    fatal(awk("function f(NR) { return 1 }\nBEGIN { f(1) }"), "special variable NR used as a parameter at source line 1")


def test_special_variable_fs_as_parameter(awk):
    fatal(awk("BEGIN { }\nfunction g(a, FS) { }"), "special variable FS used as a parameter at source line 2")


def test_ofs_ors(awk):
    ok(awk('BEGIN { OFS = "-"; ORS = "|"; print 1, 2; print 3 }'), "1-2|3|")


# ---- NR, FNR, FILENAME ----

def test_nr_fnr_filename_two_files(awk, mkfile):
    mkfile("f1", "a\nb\n")
    mkfile("f2", "c\n")
    ok(awk("{ print FILENAME, NR, FNR }", "f1", "f2"), "f1 1 1\nf1 2 2\nf2 3 1\n")


def test_filename_empty_for_stdin_and_begin(awk):
    ok(awk('BEGIN { print "[" FILENAME "]" } { print "[" FILENAME "]" }', input="x\n"), "[]\n[]\n")


def test_filename_kept_in_end(awk, mkfile):
    mkfile("f1", "a\n")
    ok(awk("END { print FILENAME }", "f1"), "f1\n")


def test_nr_assignment_continues(awk):
    ok(awk("NR == 2 { NR = 10 } { print NR }", input="a\nb\nc\nd\n"), "1\n10\n11\n12\n")


def test_fnr_assignment_continues(awk):
    ok(awk("FNR == 1 { FNR = 5 } { print FNR }", input="a\nb\n"), "5\n6\n")


def test_filename_dash(awk):
    ok(awk("{ print FILENAME }", "-", input="x\n"), "-\n")


# ---- ARGV, ARGC, operands ----

def test_argv_contents(awk):
    ok(awk("BEGIN { for (i = 0; i < ARGC; i++) print ARGV[i] }", "a", "b"), "awklet\na\nb\n")


def test_argc_count(awk):
    ok(awk("BEGIN { print ARGC }", "x", "y=1", "z"), "4\n")


def test_argv_numeric_strings(awk):
    ok(awk("BEGIN { print (ARGV[1] < ARGV[2]), typeof(ARGV[1]), typeof(ARGV[3]) }", "10", "9", "abc"),
       "0 strnum string\n")


def test_begin_only_does_not_open_operands(awk):
    ok(awk('BEGIN { print "only" }', "nonexistent"), "only\n")


def test_delete_argv_skips_file(awk, mkfile):
    mkfile("f2", "two\n")
    ok(awk("BEGIN { delete ARGV[1] } { print }", "missing", "f2"), "two\n")


def test_empty_argv_skips_file(awk, mkfile):
    mkfile("f2", "two\n")
    ok(awk('BEGIN { ARGV[1] = "" } { print }', "missing", "f2"), "two\n")


def test_add_argv_file(awk, mkfile):
    mkfile("f1", "one\n")
    mkfile("f2", "two\n")
    ok(awk('BEGIN { ARGV[ARGC++] = "f2" } { print }', "f1"), "one\ntwo\n")


def test_lower_argc_drops_file(awk, mkfile):
    mkfile("f1", "one\n")
    ok(awk("BEGIN { ARGC = 2 } { print }", "f1", "missing"), "one\n")


def test_all_operands_deleted_reads_stdin(awk):
    ok(awk('BEGIN { ARGV[1] = "" } { print "s:" $0 }', "missing", input="in\n"), "s:in\n")


def test_operand_assignment_between_files(awk, mkfile):
    mkfile("f1", "a\n")
    mkfile("f2", "b\n")
    ok(awk('{ print x ":" $0 }', "f1", "x=2", "f2"), ":a\n2:b\n")


def test_operand_assignment_after_last_file_before_end(awk, mkfile):
    mkfile("f1", "a\n")
    ok(awk("END { print x }", "f1", "x=5"), "5\n")


def test_operand_assignment_not_in_begin(awk, mkfile):
    mkfile("f1", "a\n")
    ok(awk('BEGIN { print "[" x "]" } END { print x }', "x=3", "f1"), "[]\n3\n")


def test_only_assignments_read_stdin_after(awk):
    ok(awk("{ print x $0 }", "x=1", input="a\n"), "1a\n")


def test_operand_assignment_escapes(awk):
    ok(awk("END { print x }", "x=a\\tb", input=""), "a\tb\n")


def test_operand_assignment_strnum(awk):
    ok(awk("END { print (x < y), typeof(x) }", "x=10", "y=9", input=""), "0 strnum\n")


def test_operand_invalid_name_is_file(awk):
    fatal(awk("{ print }", "1x=3"), "can't open file 1x=3")


def test_operand_keyword_name_is_file(awk):
    fatal(awk("{ print }", "if=3"), "can't open file if=3")


def test_missing_input_file(awk, mkfile):
    mkfile("f1", "a\n")
    fatal(awk("{ print }", "f1", "nosuch"), "can't open file nosuch", out="a\n")


def test_dash_operand_is_stdin(awk, mkfile):
    mkfile("f1", "a\n")
    ok(awk("{ print }", "f1", "-", input="b\n"), "a\nb\n")


def test_dev_stdin_operand(awk):
    ok(awk("{ print FILENAME, $0 }", "/dev/stdin", input="b\n"), "/dev/stdin b\n")


def test_operand_assign_to_array_fatal(awk, mkfile):
    mkfile("f1", "x\n")
    fatal(awk("{ a[1] = 1 }", "f1", "a=1"), "can't use array a in scalar context")


def test_operand_assign_to_function_fatal(awk, mkfile):
    mkfile("f1", "x\n")
    fatal(awk("function f() { }\n{ print }", "f=1", "f1"), "can't assign to f; it's a function")


def test_operand_assign_fs_turns_off_fieldwidths(awk, mkfile):
    mkfile("f1", "ab,cd\n")
    ok(awk('BEGIN { FIELDWIDTHS = "1" } { print $1 }', "FS=,", "f1"), "ab\n")


# ---- ENVIRON ----

def test_environ_value(awk):
    ok(awk('BEGIN { print ENVIRON["AWKLET_T"] }', env={"AWKLET_T": "bar"}), "bar\n")


def test_environ_numeric_string(awk):
    ok(awk('BEGIN { print (ENVIRON["A_T"] < ENVIRON["B_T"]), typeof(ENVIRON["A_T"]) }',
           env={"A_T": "10", "B_T": "9"}), "0 strnum\n")


def test_environ_change_not_exported(awk):
    ok(awk('BEGIN { ENVIRON["AWKLET_T"] = "changed"; system("echo $AWKLET_T") }', env={"AWKLET_T": "orig"}),
       "orig\n")


def test_environ_missing(awk):
    ok(awk('BEGIN { print "[" ENVIRON["AWKLET_NOT_SET_X"] "]" }', env={"AWKLET_NOT_SET_X": None}), "[]\n")
