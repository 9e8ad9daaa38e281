"""Fine print (layer 11): numbers in output, expressions, arrays, control flow, functions."""

import os


# ---- Output of numbers ----


def test_output_numbers_deep_ofmt_vs_concat(awk):
    assert awk("BEGIN { OFMT = \"%.2f\"; x = 3.14159; print x, x \"\" }") == "3.14 3.14159\n"


def test_output_numbers_deep_negative_zero(awk):
    assert awk("BEGIN { OFMT = \"%.2f\"; print -0.0 }") == "-0\n"


def test_output_numbers_deep_1e16_uses_ofmt(awk):
    assert awk("BEGIN { OFMT = \"%.2f\"; print 1e16 }") == "10000000000000000.00\n"


def test_output_numbers_deep_below_limit_fraction(awk):
    assert awk("BEGIN { OFMT = \"%.2f\"; print 1e15 + 0.5 }") == "1000000000000000.50\n"


def test_output_numbers_deep_array_element_number(awk):
    assert awk("BEGIN { OFMT = \"%.2f\"; a[1] = 3.14159; print a[1]; print 1 / 3 }") == "3.14\n0.33\n"


def test_output_numbers_deep_field_strnum_as_text(awk):
    assert awk("BEGIN { OFMT = \"%.2f\" } { print $1; print $1 + 0 }", "3.14159\n") == "3.14159\n3.14\n"


def test_output_numbers_deep_special_values(awk):
    assert awk("BEGIN { OFMT = \"%.2f\"; print 1e300 * 1e300, -1e300 * 1e300, log(-1) }") == "inf -inf nan\n"


def test_output_numbers_deep_redirected_print(awk):
    assert awk("BEGIN { OFMT = \"%.2f\"; x = 2.5; print x > \"/dev/stdout\" }") == "2.50\n"


def test_output_numbers_deep_conditional_keeps_number(awk):
    assert awk("BEGIN { OFMT = \"%.2f\"; print (1 ? 3.14159 : 2) }") == "3.14\n"


def test_output_numbers_deep_ofmt_and_convfmt_separate(awk):
    prog = "BEGIN { CONVFMT = \"%.2f\"; OFMT = \"%.3f\"; x = 3.14159; print x; print x \"\"; a[x] = 1; for (k in a) print k }"
    assert awk(prog) == "3.142\n3.14\n3.14\n"


def test_output_numbers_deep_printf_s_uses_convfmt(awk):
    assert awk("BEGIN { OFMT = \"%.2f\"; printf \"%s\\n\", 3.14159 }") == "3.14159\n"


# ---- Conditional expression ----


def test_conditional_deep_string_branch_compares_as_string(awk):
    assert awk("BEGIN { x = 1 ? \"10\" : 9; print (x < 9) }") == "1\n"


def test_conditional_deep_field_branch_strnum(awk):
    assert awk("{ x = 1 ? $1 : 9; print (x < 9) }", "10\n") == "0\n"


def test_conditional_deep_nested_right(awk):
    assert awk("BEGIN { x = 0 ? 1 : 2 ? 3 : 4; print x; print 1 ? 2 : 3 ? 4 : 5 }") == "3\n2\n"


def test_conditional_deep_assignment_in_branch(awk):
    assert awk("BEGIN { a = 1; b = a ? a = 5 : 7; print a, b }") == "5 5\n"


def test_conditional_deep_print_list(awk):
    assert awk("BEGIN { print 1 ? 2 : 3, 4 }") == "2 4\n"


def test_conditional_deep_below_or(awk):
    assert awk("BEGIN { x = 1 || 0 ? \"y\" : \"n\"; print x }") == "y\n"


def test_conditional_deep_string_zero_true(awk):
    assert awk("BEGIN { x = \"0\" ? \"t\" : \"f\"; print x; y = 0 ? \"t\" : \"f\"; print y }") == "t\nf\n"


def test_conditional_deep_field_zero_false(awk):
    assert awk("{ print ($1 ? \"t\" : \"f\") }", "0.0\n") == "f\n"


def test_conditional_deep_unchosen_not_evaluated(awk):
    assert awk("BEGIN { x = 1 ? a++ : b++; y = 0 ? c++ : d++; print a + 0, b + 0, c + 0, d + 0 }") == "1 0 0 1\n"


# ---- Arrays ----


def test_arrays_deep_negative_zero_subscript(awk):
    assert awk("BEGIN { a[-0] = 1; a[0] = 2; for (k in a) print \"[\" k \"]\" }") == "[-0]\n[0]\n"


def test_arrays_deep_large_subscript_convfmt(awk):
    assert awk("BEGIN { b[1e16] = 1; for (k in b) print k }") == "1e+16\n"


def test_arrays_deep_fraction_subscript_convfmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; a[3.14159] = 1; a[12] = 2; for (k in a) print k }") == "3.14\n12\n"


def test_arrays_deep_empty_subscript(awk):
    assert awk("BEGIN { a[\"\"] = 1; print length(a), (\"\" in a), (x in a) }") == "1 1 1\n"


def test_arrays_deep_reading_creates(awk):
    assert awk("BEGIN { x = a[1]; print length(a); if (a[2] == \"\") print length(a) }") == "1\n2\n"


def test_arrays_deep_string_subscript_not_number(awk):
    assert awk("BEGIN { a[\"01\"] = 1; print (1 in a), (\"01\" in a) }") == "0 1\n"


def test_arrays_deep_field_subscript_keeps_text(awk):
    assert awk("{ a[$1] = 1 } END { print (1 in a), (\"01\" in a) }", "01\n") == "0 1\n"


def test_arrays_deep_reference_without_value_creates(awk):
    assert awk("BEGIN { a[\"x\"]; print (\"x\" in a), length(a) }") == "1 1\n"


def test_arrays_deep_sum_of_expressions_same_element(awk):
    assert awk("BEGIN { a[\"1\"] = 1; print (1.0 in a), (0.5 + 0.5 in a) }") == "1 1\n"


# ---- Multiple subscripts ----


def test_multi_subscripts_deep_subsep_changed_later(awk):
    prog = "BEGIN { SUBSEP = \":\"; a[1, 2] = 3; SUBSEP = \"-\"; for (k in a) print k; print ((1, 2) in a) }"
    assert awk(prog) == "1:2\n0\n"


def test_multi_subscripts_deep_empty_part(awk):
    assert awk("BEGIN { a[1, \"\"] = 1; for (k in a) print length(k) }") == "2\n"


def test_multi_subscripts_deep_convfmt_each_part(awk):
    prog = "BEGIN { CONVFMT = \"%.2f\"; a[0.5, 1] = 1; for (k in a) { split(k, p, SUBSEP); print p[1] \"|\" p[2] } }"
    assert awk(prog) == "0.50|1\n"


def test_multi_subscripts_deep_three_parts(awk):
    assert awk("BEGIN { SUBSEP = \".\"; a[1, 2, 3] = 1; for (k in a) print k; print ((1, 2, 3) in a), ((1, 2) in a) }") == "1.2.3\n1 0\n"


def test_multi_subscripts_deep_same_as_joined(awk):
    assert awk("BEGIN { a[\"x\", \"y\"] = 5; print a[\"x\" SUBSEP \"y\"] }") == "5\n"


def test_multi_subscripts_deep_delete(awk):
    assert awk("BEGIN { a[1, 2] = 1; a[1, 3] = 1; delete a[1, 2]; print length(a), ((1, 3) in a) }") == "1 1\n"


# ---- The in operator ----


def test_in_operator_deep_binds_below_plus(awk):
    assert awk("BEGIN { i = 1; a[2]; print (i + 1 in a), (i + 1) in a }") == "1 1\n"


def test_in_operator_deep_in_conditional(awk):
    assert awk("BEGIN { a[1]; print 1 in a ? \"y\" : \"n\" }") == "y\n"


def test_in_operator_deep_assign_result(awk):
    assert awk("BEGIN { a[1]; x = 1 in a; y = 2 in a; print x, y }") == "1 0\n"


def test_in_operator_deep_uninitialized_subscript_empty(awk):
    assert awk("BEGIN { a[\"\"]; print (u in a), (0 in a) }") == "1 0\n"


def test_in_operator_deep_number_converted(awk):
    assert awk("BEGIN { a[\"0.1\"]; a[\"3\"]; print (0.1 in a), (3.0 in a), (\"3.0\" in a) }") == "1 1 0\n"


def test_in_operator_deep_unused_name_becomes_array(awk):
    assert awk("BEGIN { print (1 in a); a[1]; print length(a) }") == "0\n1\n"


# ---- next and nextfile ----


def test_next_deep_nextfile_fnr_filename(awk, tmp_path):
    (tmp_path / "f1").write_text("a\nb\n")
    (tmp_path / "f2").write_text("c\nd\n")
    out = awk("{ print FILENAME, FNR, NR; nextfile }", "", "f1", "f2", cwd=tmp_path)
    assert out == "f1 1 1\nf2 1 2\n"


def test_next_deep_nextfile_end_values(awk, tmp_path):
    (tmp_path / "f1").write_text("a\nb\n")
    (tmp_path / "f2").write_text("c\nd\n")
    out = awk("FNR == 1 { nextfile } { print } END { print NR, FNR, FILENAME, $0 }", "", "f1", "f2", cwd=tmp_path)
    assert out == "2 1 f2 c\n"


def test_next_deep_in_function(awk):
    assert awk("function f() { next } { f(); print \"no\" } END { print NR }", "a\nb\n") == "2\n"


def test_next_deep_end_sees_last_record(awk):
    assert awk("{ next; print \"x\" } END { print $0, NR }", "a\nb\n") == "b 2\n"


def test_next_deep_later_rules_skipped(awk):
    assert awk("{ print \"1:\" $0 } /a/ { next } { print \"3:\" $0 }", "a\nb\n") == "1:a\n1:b\n3:b\n"


def test_next_deep_nextfile_stdin(awk):
    assert awk("{ print; nextfile } END { print NR }", "a\nb\n") == "a\n1\n"


# ---- exit ----


def test_exit_deep_begin_exit_runs_end(run):
    r = run("BEGIN { exit 3 } END { print \"end\" }")
    assert r.text == "end\n" and r.code == 3


def test_exit_deep_rule_exit_end_nr(awk):
    assert awk("{ exit } END { print \"end\", NR }", "a\nb\n") == "end 1\n"


def test_exit_deep_end_exit_stops_end(run):
    r = run("END { exit 4; print \"no\" }", stdin="a\n")
    assert r.text == "" and r.code == 4


def test_exit_deep_end_exit_new_status_replaces(run):
    r = run("BEGIN { exit 3 } END { exit 5 }")
    assert r.code == 5


def test_exit_deep_string_converted(run):
    assert run("BEGIN { exit \"2x\" }").code == 2
    assert run("BEGIN { exit 1.9 }").code == 1


def test_exit_deep_in_function(run):
    r = run("function f() { exit 7 } BEGIN { f(); print \"no\" }")
    assert r.text == "" and r.code == 7


def test_exit_deep_end_getline_reads_rest(awk):
    assert awk("{ print; exit } END { getline; print \"E:\" $0 }", "a\nb\nc\n") == "a\nE:b\n"


def test_exit_deep_expression(run):
    assert run("BEGIN { x = 1; exit x + 1 }").code == 2


# ---- return ----


def test_return_deep_bare_is_uninitialized(awk):
    assert awk("function f() { return } BEGIN { x = f(); print length(x), (x == 0), (x == \"\"), typeof(x) }") == "0 1 1 unassigned\n"


def test_return_deep_rest_of_body_skipped(awk):
    assert awk("function f() { return 1; print \"no\" } BEGIN { print f() }") == "1\n"


def test_return_deep_fall_off_end_empty(awk):
    assert awk("function f(x) { if (x) return \"t\" } BEGIN { print \"[\" f(0) \"]\" f(1) }") == "[]t\n"


def test_return_deep_from_inside_loop(awk):
    assert awk("function f() { for (i = 0; i < 5; i++) if (i == 2) return i * 10 } BEGIN { print f(), i }") == "20 2\n"


def test_return_deep_in_expression(awk):
    assert awk("function f() { return (1, 2) in a } BEGIN { a[1, 2]; print f() }") == "1\n"


def test_return_deep_array_is_fatal(run):
    r = run("function f(a) { return a } BEGIN { x[1]; f(x) }")
    assert r.code == 2 and "can't use array a in scalar context" in r.err


def test_return_deep_value_number_type(awk):
    assert awk("function f() { return 2 } BEGIN { print f() f(), f() + f() }") == "22 4\n"


# ---- Recursion ----


def test_recursion_deep_exactly_1000(awk):
    assert awk("function f(n) { if (n < 1000) return f(n + 1); return n } BEGIN { print f(1) }") == "1000\n"


def test_recursion_deep_1001_fatal(run):
    r = run("function f(n) { if (n < 1001) return f(n + 1); return n } BEGIN { print f(1) }")
    assert r.code == 2 and "function call nesting too deep" in r.err


def test_recursion_deep_mutual_counts_all(run):
    prog = "function f(n) { if (n < 600) return g(n + 1); return n } function g(n) { return f(n) } BEGIN { print f(1) }"
    r = run(prog)
    assert r.code == 2 and "function call nesting too deep" in r.err


def test_recursion_deep_depth_not_total(awk):
    assert awk("function f(n) { c++; if (n > 0) { f(n - 1); f(n - 1) } } BEGIN { f(9); print c }") == "1023\n"


def test_recursion_deep_local_arrays_fresh(awk):
    assert awk("function f(n, a) { a[n] = n; if (n < 3) f(n + 1); return length(a) } BEGIN { print f(1) }") == "1\n"


def test_recursion_deep_globals_shared(awk):
    assert awk("function f(n) { x = n; if (n > 0) f(n - 1); return x } BEGIN { print f(3) }") == "0\n"


def test_recursion_deep_sum(awk):
    assert awk("function f(n) { return n <= 0 ? 0 : n + f(n - 1) } BEGIN { print f(100) }") == "5050\n"
