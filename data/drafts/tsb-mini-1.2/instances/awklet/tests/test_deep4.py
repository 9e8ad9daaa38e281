"""Fine print (layer 11): operators, matching, assignment, arrays in loops."""


# ---- Matching operators ----


def test_match_ops_deep_dynamic_string_alternation_empty(awk):
    assert awk("BEGIN { print (\"ab\" ~ \"a|\"), (\"\" ~ /^$/), (\"x\" ~ \"\") }") == "1 1 1\n"


def test_match_ops_deep_dynamic_escape_needs_double_backslash(awk):
    assert awk("BEGIN { print (\"a.c\" ~ \"a\\\\.c\"), (\"abc\" ~ \"a\\\\.c\"), (\"abc\" ~ \"a.c\") }") == "1 0 1\n"


def test_match_ops_deep_variable_regex(awk):
    assert awk("BEGIN { x = \"b+\"; print (\"abbb\" ~ x), (\"b+\" ~ x); r = \"^\" x \"$\"; print (\"bb\" ~ r), (\"abb\" ~ r) }") == "1 1\n1 0\n"


def test_match_ops_deep_slash_in_dynamic(awk):
    assert awk("BEGIN { print (\"a/b\" ~ \"a/b\"), (\"a/b\" ~ /a\\/b/) }") == "1 1\n"


def test_match_ops_deep_numbers_both_sides(awk):
    assert awk("BEGIN { print 1 ~ 1, 10 ~ 0, 3.0 ~ \"^3$\" }") == "1 1 1\n"


def test_match_ops_deep_convfmt_for_number_regex(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; print (0.5 ~ \"0.50\"), (0.5 ~ /^0\\.5$/) }") == "1 0\n"


def test_match_ops_deep_field_as_regex(awk):
    assert awk("{ print $1 ~ $2, $2 ~ $1 }", "abc b\n") == "1 0\n"


def test_match_ops_deep_literal_alone_uses_record(awk):
    assert awk("{ x = /a/; y = !/a/; print x, y }", "cat\n") == "1 0\n"


def test_match_ops_deep_left_associative(awk):
    assert awk("BEGIN { print \"a\" ~ \"a\" ~ 1, (\"x\" ~ /x/) ~ 0 }") == "1 0\n"


def test_match_ops_deep_concatenation_on_right(awk):
    assert awk("BEGIN { print \"abc\" ~ \"b\" \"c\", \"abc\" ~ \"c\" \"b\" }") == "1 0\n"


def test_match_ops_deep_not_match(awk):
    assert awk("BEGIN { print \"ab\" !~ \"c\", \"ab\" !~ \"b\" }") == "1 0\n"


def test_match_ops_deep_newline_not_line_anchor(awk):
    assert awk("BEGIN { s = \"a\\nb\"; print (s ~ /a.b/), (s ~ /^b/), (s ~ /a$/) }") == "1 0 0\n"


# ---- Increment and decrement ----


def test_incr_deep_string_prefix_converted(awk):
    assert awk("BEGIN { x = \"3abc\"; y = x++; print y, x; z = \"abc\"; z--; print z; w = \"\"; print ++w; print typeof(y) }") == "3 4\n-1\n1\nnumber\n"


def test_incr_deep_field_rebuilds_record(awk):
    assert awk("{ $2++; print; print $2++ + 0, $2 }", "a 1.5 c\n") == "a 2.5 c\n2.5 3.5\n"


def test_incr_deep_array_element_created(awk):
    assert awk("BEGIN { a[\"k\"]++; a[\"k\"]++; print a[\"k\"], length(a) }") == "2 1\n"


def test_incr_deep_left_to_right_in_sum(awk):
    assert awk("BEGIN { x = 5; y = x++ + ++x; print x, y }") == "7 12\n"


def test_incr_deep_postfix_then_concat(awk):
    assert awk("BEGIN { x = 1; print x++ x }") == "12\n"


def test_incr_deep_fraction_and_large(awk):
    assert awk("BEGIN { x = -0.5; x++; print x; y = 1e16; y++; print y }") == "0.5\n1e+16\n"


def test_incr_deep_hex_string_not_hex(awk):
    assert awk("BEGIN { x = \"0x10\"; x++; print x }") == "1\n"


def test_incr_deep_nf_in_begin(awk):
    assert awk("BEGIN { NF++; print NF, \"[\" $0 \"]\" }") == "1 []\n"


def test_incr_deep_strnum_decrement(awk):
    assert awk("BEGIN { x = \" 7 \"; print -x, +x, x--, x }") == "-7 7 7 6\n"


# ---- Exponentiation ----


def test_exponent_deep_float_results(awk):
    assert awk("BEGIN { printf \"%.17g %.17g\\n\", 10 ^ -2, 1.1 ^ 10 }") == "0.01 2.5937424601000019\n"


def test_exponent_deep_special_cases(awk):
    assert awk("BEGIN { print 0 ^ -1, (-8) ^ (1 / 3), (-1) ^ 1025, (-1) ^ 0.5 }") == "inf nan -1 nan\n"


def test_exponent_deep_compound(awk):
    assert awk("BEGIN { x = 2; x ^= 3; print x; x ^= 0.5; printf \"%.4f\\n\", x }") == "8\n2.8284\n"


def test_exponent_deep_overflow_underflow(awk):
    assert awk("BEGIN { print 2 ^ 1025, 2 ^ -1080, 10 ^ 308 * 10 }") == "inf 0 inf\n"


def test_exponent_deep_strings_converted(awk):
    assert awk("BEGIN { print 1.5 ^ 2, \"3\" ^ 2, \"2x\" ^ \"3y\" }") == "2.25 9 8\n"


def test_exponent_deep_compound_right_side_power(awk):
    assert awk("BEGIN { x = 3; x ^= 2 ^ 2; print x }") == "81\n"


def test_exponent_deep_zero_power_chain(awk):
    assert awk("BEGIN { print 2 ^ 3 ^ 0, (2 ^ 3) ^ 0, -2 ^ 2, (-2) ^ 2 }") == "2 1 -4 4\n"


# ---- Assignment ----


def test_assignment_deep_compound_value_before_rhs(awk):
    assert awk("BEGIN { x = 1; x += x += 2; print x }") == "4\n"


def test_assignment_deep_chain_and_value(awk):
    assert awk("BEGIN { a = b = c = 4; print a b c; x = (y = 2) + 1; print x, y }") == "444\n3 2\n"


def test_assignment_deep_compound_result_number(awk):
    assert awk("BEGIN { x = \"5\"; x += 0; print typeof(x); y = \"abc\"; y *= 1; print y }") == "number\n0\n"


def test_assignment_deep_modulo_zero_compound(run):
    r = run("BEGIN { x = 7; x %= 0 }")
    assert r.code == 2 and "division by zero in %" in r.err


def test_assignment_deep_field_number_expression(awk):
    assert awk("{ $(i = 2) = \"Z\"; print; print i }", "a b c\n") == "a Z c\n2\n"


def test_assignment_deep_fields_chain(awk):
    assert awk("{ $1 = $2 = \"q\"; print }", "a b c\n") == "q q c\n"


def test_assignment_deep_copies_type(awk):
    assert awk("BEGIN { x = \"abc\"; x = x; print typeof(x); y = z; print typeof(y) }") == "string\nunassigned\n"


def test_assignment_deep_field_copy_strnum(awk):
    assert awk("{ n = $1; print typeof(n), (n < 10) }", "9\n") == "strnum 1\n"


def test_assignment_deep_compound_subscript_first(awk):
    assert awk("BEGIN { i = 1; a[i] += i++; for (k in a) print k, a[k] }") == "1 1\n"


def test_assignment_deep_value_in_concatenation(awk):
    assert awk("BEGIN { print (x = 5) (y = 6), x y }") == "56 56\n"


# ---- Unary operators ----


def test_unary_deep_string_operands(awk):
    assert awk("BEGIN { print -\"3\", +\"4x\", !\"\", !0, !\"0\", - - \"2\" }") == "-3 4 1 1 0 2\n"


def test_unary_deep_field_zero(awk):
    assert awk("{ print !$1, -$1, +$1 }", "0.0\n") == "1 -0 0\n"


def test_unary_deep_negative_zero_false(awk):
    assert awk("BEGIN { x = -\"0\"; print x; print 1 - -1, 2 * -3, - 2 ^ 2, !x + 1 }") == "-0\n2 -6 -4 2\n"


# ---- delete ----


def test_delete_deep_whole_array_during_loop(awk):
    assert awk("BEGIN { a[1]; a[2]; a[3]; for (k in a) { delete a; print k } print length(a) }") == "1\n0\n"


def test_delete_deep_recreated_goes_last(awk):
    assert awk("BEGIN { a[1] = 1; delete a[1]; a[1] = 2; a[0]; for (k in a) print k }") == "1\n0\n"


def test_delete_deep_after_whole_delete_reuse(awk):
    assert awk("BEGIN { a[1]; delete a; a[2]; for (k in a) print k; delete a[5]; print length(a) }") == "2\n1\n"


def test_delete_deep_unused_name_becomes_array(run):
    r = run("BEGIN { delete x; x = 1 }")
    assert r.code == 2 and "can't use array x in scalar context" in r.err


def test_delete_deep_then_in(awk):
    assert awk("BEGIN { a[\"k\"] = 1; delete a[\"k\"]; print (\"k\" in a), length(a) }") == "0 0\n"


# ---- for-in loops ----


def test_for_in_deep_added_not_visited(awk):
    assert awk("BEGIN { a[1]; a[2]; for (k in a) { a[k + 10]; n++ } print n, length(a) }") == "2 4\n"


def test_for_in_deep_creation_order_mixed(awk):
    assert awk("BEGIN { a[\"b\"]; a[\"a\"]; a[10]; a[9]; for (k in a) printf \"%s \", k; print \"\" }") == "b a 10 9 \n"


def test_for_in_deep_empty_array_var_unchanged(awk):
    assert awk("BEGIN { j = \"x\"; for (j in b) print \"no\"; print j, length(b) }") == "x 0\n"


def test_for_in_deep_break_keeps_var(awk):
    assert awk("BEGIN { a[1]; a[2]; a[3]; for (k in a) { if (k == 2) break; print k } print k }") == "1\n2\n"


def test_for_in_deep_var_strnum(awk):
    assert awk("BEGIN { a[\"10\"]; a[\"9\"]; for (k in a) if (k < 9.5) print k }") == "9\n"


def test_for_in_deep_element_var_syntax_error(run):
    r = run("BEGIN { a[\"x\"]; for (a[\"k\"] in a) ; }")
    assert r.code == 2 and r.text == ""


# ---- Loops ----


def test_loops_deep_forms(awk):
    assert awk("BEGIN { while (i < 3) i++; print i; do j++; while (j < 0); print j; for (;;) { if (++n > 4) break }; print n }") == "3\n1\n5\n"


def test_loops_deep_for_empty_body_final_value(awk):
    assert awk("BEGIN { for (i = 0; i < 3; i++); print i; for (i = 5; i < 3; i++) print \"no\"; print i }") == "3\n5\n"


def test_loops_deep_body_changes_counter(awk):
    assert awk("BEGIN { for (i = 0; i < 3; i++) { i += 1; print i } }") == "1\n3\n"


def test_loops_deep_postfix_condition(awk):
    assert awk("BEGIN { x = 3; while (x-- > 0) printf \"%d \", x; print x }") == "2 1 0 -1\n"


def test_loops_deep_nested(awk):
    assert awk("BEGIN { for (i = 0; i < 2; i++) for (j = 0; j < 2; j++) printf \"%d%d \", i, j; print \"\" }") == "00 01 10 11 \n"


def test_loops_deep_do_continue_tests_condition(awk):
    assert awk("BEGIN { k = 0; do { k++; if (k < 3) continue; print \"k\" k } while (k < 5) }") == "k3\nk4\nk5\n"
