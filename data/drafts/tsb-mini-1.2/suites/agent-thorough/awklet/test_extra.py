from conftest import ok, fatal


def test_uninitialized_concat_and_add(awk):
    ok(awk('BEGIN { s = x ""; n = x + 0; print "[" s "]", n, typeof(s), typeof(n) }'), "[] 0 string number\n")


def test_uninitialized_equals_strnum_zero(awk):
    ok(awk("{ print (x == $1) }", input="0\n0.0\na\n"), "1\n1\n0\n")


def test_record_empty_in_begin(awk):
    ok(awk("BEGIN { print length($0), NF }"), "0 0\n")


def test_assign_record_in_end(awk):
    ok(awk('END { $0 = "a b c"; print NF, $2 }', input="x\n"), "3 b\n")


def test_dynamic_field_assignment(awk):
    ok(awk('{ $(1 + 1) = "x"; print }', input="a b c\n"), "a x c\n")


def test_print_list_to_file(awk, readfile):
    ok(awk('BEGIN { OFS = "-"; print "a", "b" > "f" }'), "")
    assert readfile("f") == "a-b\n"


def test_print_paren_list_to_file(awk, readfile):
    ok(awk('BEGIN { print ("a", "b") > "f" }'), "")
    assert readfile("f") == "a b\n"


def test_printf_paren_to_file(awk, readfile):
    ok(awk('BEGIN { printf("%s=%d", "k", 3) > "f" }'), "")
    assert readfile("f") == "k=3"


def test_redirect_parenthesized_name(awk, readfile):
    ok(awk('BEGIN { print "x" > ("a" "b") }'), "")
    assert readfile("ab") == "x\n"


def test_redirect_number_name(awk, readfile):
    ok(awk('BEGIN { print "x" > 2 }'), "")
    assert readfile("2") == "x\n"


def test_two_pattern_rules_semicolon(awk):
    ok(awk("NR == 1; NR == 3", input="a\nb\nc\n"), "a\nc\n")


def test_trailing_comment_no_newline(awk):
    ok(awk('BEGIN { print 1 } # done'), "1\n")


def test_endfile_only_reads_input(awk, mkfile):
    mkfile("f1", "a\nb\n")
    ok(awk("ENDFILE { print FNR }", "f1"), "2\n")


def test_pow_overflow_inf(awk):
    ok(awk("BEGIN { print 2^1024, 10^-2 }"), "inf 0.01\n")


def test_fs_escaped_pipe_regex(awk):
    ok(awk('BEGIN { FS = "\\\\|" } { print NF, $2 }', input="a|b|c\n"), "3 b\n")


def test_fs_backslash_t_regex(awk):
    ok(awk('BEGIN { FS = "\\\\t" } { print NF, $2 }', input="a b\tc\n"), "2 c\n")


def test_F_single_space_default(awk):
    ok(awk("{ print NF }", input="  a   b  \n", opts=["-F", " "]), "2\n")


def test_F_empty_chars(awk):
    ok(awk("{ print NF, $2 }", input="xyz\n", opts=["-F", ""]), "3 y\n")


def test_split_regex_literal_space(awk):
    ok(awk('BEGIN { n = split("a  b", p, / /); print n }'), "3\n")


def test_index_numbers(awk):
    ok(awk("BEGIN { print index(12345, 34) }"), "3\n")


def test_substr_bytes(awk):
    r = awk('BEGIN { printf "%s", substr("\\303\\251x", 2) }')
    assert r.rc == 0
    assert r.bout == b"\xa9x"


def test_fflush_all_outputs(awk):
    ok(awk('BEGIN { printf "x" > "f"; fflush(); getline y < "f"; print y }'), "x\n")


def test_cmd_getline_no_output(awk):
    ok(awk('BEGIN { r = ("true" | getline x); print r, "[" x "]" }'), "0 []\n")


def test_rt_getline_file(awk, mkfile):
    mkfile("f", "a;b")
    ok(awk('BEGIN { RS = ";"; getline x < "f"; print x, RT; getline y < "f"; print y, "[" RT "]" }'), "a ;\nb []\n")


def test_typeof_v_strnum(awk):
    ok(awk("BEGIN { print typeof(x), typeof(y) }", opts=["-v", "x=5", "-v", "y=abc"]), "strnum string\n")


def test_builtin_name_as_function_name(awk):
    r = awk("function length(x) { return 1 }\nBEGIN { }")
    assert r.rc == 2 and r.out == ""
    assert r.err.startswith("awklet: syntax error at source line 1")


def test_keyword_as_function_name(awk):
    r = awk("function while(x) { return 1 }\nBEGIN { }")
    assert r.rc == 2 and r.out == ""
    assert r.err.startswith("awklet: syntax error at source line 1")


def test_length_of_array_param(awk):
    ok(awk("function n(arr) { return length(arr) }\nBEGIN { a[1]; a[2]; print n(a) }"), "2\n")


def test_getline_file_expression_name(awk, mkfile):
    mkfile("f7", "seven\n")
    ok(awk('BEGIN { n = 7; getline l < ("f" n); print l }'), "seven\n")


def test_print_uninitialized_field_assignment_nf(awk):
    ok(awk('{ $3 = ""; print NF; print $0 "|" }', input="a\n"), "3\na  |\n")


def test_while_getline_main(awk):
    ok(awk("NR == 1 { while ((getline line) > 0) n++; print n, NR }", input="a\nb\nc\n"), "2 3\n")


def test_in_precedence_with_concat(awk):
    ok(awk('BEGIN { a["xy"] = 1; print ("x" "y" in a) }'), "1\n")


def test_regex_match_number_target(awk):
    ok(awk("BEGIN { print (123 ~ /^12/), (0.5 ~ /\\./) }"), "1 1\n")


def test_nested_ternary_in_print_paren(awk):
    ok(awk('BEGIN { for (i = 1; i <= 3; i++) printf "%s", (i % 2 ? "o" : "e"); print "" }'), "oeo\n")


def test_multiple_ranges_and_rules_order(awk):
    ok(awk('{ printf "a" } /x/ { printf "b" } { print "c" }', input="x\ny\n"), "abc\nac\n")


def test_string_compare_uninit_with_string(awk):
    ok(awk('BEGIN { print (x < "a"), (x == "") }'), "1 1\n")


def test_numeric_string_from_split_compare_string_constant(awk):
    ok(awk('BEGIN { split("10", p); print (p[1] < "9") }'), "1\n")


def test_printf_reuses_no_values_after_end(awk):
    ok(awk('BEGIN { printf "%s|", "a", "b" ; print "" }'), "a|\n")


def test_close_input_command_killed_by_signal(awk):
    ok(awk('BEGIN { c = "kill -9 $$"; c | getline x; print close(c) }'), "265\n")


def test_argv_replace_operand(awk, mkfile):
    mkfile("f2", "two\n")
    ok(awk('BEGIN { ARGV[1] = "f2" } { print FILENAME, $0 }', "missing"), "f2 two\n")


def test_nf_increment_then_assign_last(awk):
    ok(awk('{ NF++; $NF = "z"; print }', input="a b\n"), "a b z\n")


def test_conditional_lower_than_or(awk):
    ok(awk('BEGIN { print (1 || 0 ? "y" : "n"), (0 && 1 ? "y" : "n") }'), "y n\n")


def test_not_lower_than_pow(awk):
    ok(awk("BEGIN { print !2^0, !0^2 }"), "0 1\n")


def test_modulo_multiply_left_assoc(awk):
    ok(awk("BEGIN { print 7 % 4 * 2, 2 * 7 % 4, 100 / 10 / 5 }"), "6 2 2\n")


def test_match_op_lower_than_comparison(awk):
    ok(awk("BEGIN { print (1 < 2 ~ 1), (2 < 1 ~ 0) }"), "1 1\n")


def test_subtraction_left_assoc(awk):
    ok(awk("BEGIN { print 10 - 3 - 2 }"), "5\n")


def test_concat_left_of_comparison(awk):
    ok(awk('BEGIN { print ("a" "b" < "ac") }'), "1\n")


def test_unary_minus_field(awk):
    ok(awk("{ print -$1, typeof(-$1) }", input="5\n"), "-5 number\n")


def test_getline_var_does_not_change_record(awk, mkfile):
    mkfile("f", "other\n")
    ok(awk('{ getline v < "f"; print $0, NF, v }', input="a b\n"), "a b 2 other\n")


def test_big_integer_string_conversion(awk):
    ok(awk('BEGIN { x = 123456789012 ""; print x, length(x) }'), "123456789012 12\n")
