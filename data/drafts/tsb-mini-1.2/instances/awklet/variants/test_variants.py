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
