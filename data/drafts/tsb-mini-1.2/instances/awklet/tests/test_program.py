"""Arrays, statements, control flow, functions."""


# ---- Arrays ----


def test_array_numeric_subscript_same(awk):
    assert awk("BEGIN { a[1] = \"x\"; print a[\"1\"], a[1.0] }") == "x x\n"


def test_array_subscript_convfmt(awk):
    assert awk("BEGIN { a[0.1 + 0.2] = 5; print a[\"0.3\"] }") == "5\n"


def test_array_reference_creates(awk):
    assert awk("BEGIN { x = a[\"k\"]; print length(a), (\"k\" in a) }") == "1 1\n"


def test_array_uninitialized_element(awk):
    assert awk("BEGIN { print (a[1] == 0), (a[1] == \"\") }") == "1 1\n"


def test_array_read_does_not_fix_kind(awk):
    assert awk("BEGIN { y = x; x[1] = 2; print x[1] }") == "2\n"


def test_array_large_subscript(awk):
    assert awk("BEGIN { a[1e20] = 1; for (k in a) print k }") == "1e+20\n"


# ---- Multiple subscripts ----


def test_multi_subscript_subsep(awk):
    assert awk("BEGIN { a[1, 2] = 3; print a[1 SUBSEP 2] }") == "3\n"


def test_multi_subscript_custom_subsep(awk):
    assert awk("BEGIN { SUBSEP = \":\"; a[\"x\", \"y\"] = 1; for (k in a) print k }") == "x:y\n"


def test_multi_subscript_split(awk):
    assert awk("BEGIN { a[\"p\", \"q\"]; for (k in a) { split(k, parts, SUBSEP); print parts[2] } }") == "q\n"


def test_multi_subscript_subsep_at_reference(awk):
    assert awk("BEGIN { a[1, 2] = 7; SUBSEP = \"-\"; print a[1, 2] + 0, a[\"1\\0342\"] }") == "0 7\n"


# ---- The in operator ----


def test_in_operator(awk):
    assert awk("BEGIN { a[\"x\"]; print (\"x\" in a), (\"y\" in a) }") == "1 0\n"


def test_in_does_not_create(awk):
    assert awk("BEGIN { if (\"z\" in a) print \"yes\"; print length(a) }") == "0\n"


def test_in_multi(awk):
    assert awk("BEGIN { a[1, 2]; print ((1, 2) in a), ((2, 1) in a) }") == "1 0\n"


def test_in_numeric_subscript(awk):
    assert awk("BEGIN { a[\"3\"]; print (3 in a), (3.0 in a) }") == "1 1\n"


def test_in_right_side_must_be_name(fails):
    assert "syntax error" in fails("BEGIN { print 1 in 2 }")


# ---- delete ----


def test_delete_element(awk):
    assert awk("BEGIN { a[1]; a[2]; delete a[1]; print (1 in a), (2 in a), length(a) }") == "0 1 1\n"


def test_delete_missing_ok(awk):
    assert awk("BEGIN { a[1]; delete a[9]; print length(a) }") == "1\n"


def test_delete_whole_array(awk):
    assert awk("BEGIN { a[1]; a[2]; delete a; print length(a) }") == "0\n"


def test_delete_multi(awk):
    assert awk("BEGIN { a[1, 2]; a[3]; delete a[1, 2]; print length(a) }") == "1\n"


def test_delete_recreate_order(awk):
    assert awk("BEGIN { a[\"x\"]; a[\"y\"]; delete a[\"x\"]; a[\"x\"]; for (k in a) printf \"%s\", k; print \"\" }") == "yx\n"


# ---- for-in loops ----


def test_forin_creation_order(awk):
    assert awk("BEGIN { a[\"c\"]; a[\"a\"]; a[\"b\"]; for (k in a) printf \"%s\", k; print \"\" }") == "cab\n"


def test_forin_numeric_order_is_creation(awk):
    assert awk("BEGIN { a[10]; a[2]; a[1]; for (k in a) printf \"%s \", k; print \"\" }") == "10 2 1 \n"


def test_forin_added_not_visited(awk):
    assert awk("BEGIN { a[1]; a[2]; for (k in a) { a[k + 10]; n++ } print n, length(a) }") == "2 4\n"


def test_forin_deleted_skipped(awk):
    assert awk("BEGIN { a[1]; a[2]; a[3]; for (k in a) { print k; delete a[3] } }") == "1\n2\n"


def test_forin_var_keeps_last(awk):
    assert awk("BEGIN { a[\"p\"]; a[\"q\"]; for (k in a) ; print k }") == "q\n"


def test_forin_split_order(awk):
    assert awk("BEGIN { n = split(\"c b a\", arr); for (i in arr) printf \"%s=%s \", i, arr[i]; print \"\" }") == "1=c 2=b 3=a \n"


def test_forin_break(awk):
    assert awk("BEGIN { a[1]; a[2]; a[3]; for (k in a) { if (k == 2) break; print k } }") == "1\n"


# ---- Statements ----


def test_stmt_if_else(awk):
    assert awk("{ if ($1 > 5) print \"big\"; else print \"small\" }", "3\n9\n") == "small\nbig\n"


def test_stmt_else_after_newlines(awk):
    assert awk("BEGIN { if (0)\n print 1\n\n else\n print 2 }") == "2\n"


def test_stmt_else_after_semicolons(awk):
    assert awk("BEGIN { if (0) print 1;; else print 2 }") == "2\n"


def test_stmt_dangling_else(awk):
    assert awk("BEGIN { if (1) if (0) print \"a\"; else print \"b\" }") == "b\n"


def test_stmt_empty_statement(awk):
    assert awk("BEGIN { ; ; if (1) ; print \"ok\" }") == "ok\n"


def test_stmt_empty_block(awk):
    assert awk("BEGIN { {} print \"ok\" }") == "ok\n"


def test_stmt_body_next_line(awk):
    assert awk("BEGIN { while (i < 2)\n i++\n print i }") == "2\n"


# ---- Loops ----


def test_loop_while(awk):
    assert awk("BEGIN { while (i < 3) printf \"%d\", i++; print \"\" }") == "012\n"


def test_loop_while_false_never(awk):
    assert awk("BEGIN { while (0) print \"x\"; print \"done\" }") == "done\n"


def test_loop_do_runs_once(awk):
    assert awk("BEGIN { do print \"once\"; while (0) }") == "once\n"


def test_loop_do_repeats(awk):
    assert awk("BEGIN { do { n++ } while (n < 5); print n }") == "5\n"


def test_loop_for(awk):
    assert awk("BEGIN { for (i = 0; i < 3; i++) printf \"%d\", i; print \"\" }") == "012\n"


def test_loop_for_empty_parts(awk):
    assert awk("BEGIN { for (;;) { if (++n == 4) break } print n }") == "4\n"


def test_loop_for_newlines_in_header(awk):
    assert awk("BEGIN { for (i = 0;\n i < 2;\n i++) n++; print n }") == "2\n"


# ---- break and continue ----


def test_break_innermost(awk):
    assert awk("BEGIN { for (i = 0; i < 2; i++) for (j = 0; j < 5; j++) { if (j == 1) break; n++ } print n }") == "2\n"


def test_continue_for_runs_incr(awk):
    assert awk("BEGIN { for (i = 0; i < 5; i++) { if (i % 2) continue; printf \"%d\", i } print \"\" }") == "024\n"


def test_continue_do_tests_condition(awk):
    assert awk("BEGIN { do { n++; if (n < 3) continue; m++ } while (n < 5); print n, m }") == "5 3\n"


def test_break_outside_loop(fails):
    assert fails("BEGIN {\n break }") == "awklet: break outside a loop at source line 2\n"


def test_continue_outside_loop(fails):
    assert fails("{ continue }") == "awklet: continue outside a loop at source line 1\n"


def test_break_in_function_outside_loop(fails):
    assert fails("function f() { break }\nBEGIN { while (1) f() }") == "awklet: break outside a loop at source line 1\n"


# ---- next and nextfile ----


def test_next_skips_rules(awk):
    assert awk("/a/ { next } { print }", "a\nb\n") == "b\n"


def test_next_in_function(awk):
    assert awk("function skip() { next } /x/ { skip() } { print }", "x\ny\n") == "y\n"


def test_nextfile(awk, tmp_path):
    (tmp_path / "a").write_text("1\n2\n3\n")
    (tmp_path / "b").write_text("4\n5\n")
    assert awk("FNR == 2 { nextfile } { print FNR, $0 }", "", "a", "b", cwd=tmp_path) == "1 1\n1 4\n"


def test_next_in_begin_syntax_error(fails):
    assert fails("BEGIN { next }") == "awklet: next used in BEGIN or END at source line 1\n"


def test_nextfile_in_end_syntax_error(fails):
    assert fails("END {\n nextfile }") == "awklet: nextfile used in BEGIN or END at source line 2\n"


def test_next_from_function_in_begin_fatal(fails):
    assert fails("function f() { next } BEGIN { f() }") == "awklet: next used in BEGIN\n"


def test_nextfile_from_function_in_end_fatal(fails):
    assert fails("function f() { nextfile } END { f() }", "") == "awklet: nextfile used in END\n"


# ---- exit ----


def test_exit_in_function(run):
    r = run("function f() { exit 4 } BEGIN { f(); print \"no\" }")
    assert r.code == 4 and r.text == ""


def test_exit_expression_string(run):
    assert run("BEGIN { exit \"3x\" }").code == 3


def test_exit_stops_input(awk):
    assert awk("NR == 2 { exit } { print }", "a\nb\nc\n") == "a\n"


def test_exit_default_status_zero(run):
    assert run("{ exit }", stdin="a\n").code == 0


def test_exit_expression_evaluated(run):
    assert run("BEGIN { x = 2; exit x * 3 }").code == 6


def test_exit_in_end_skips_rest(awk):
    assert awk("END { exit; print \"no\" }", "") == ""


# ---- User-defined functions ----


def test_function_defined_after_use(awk):
    assert awk("BEGIN { print sq(3) } function sq(x) { return x * x }") == "9\n"


def test_function_newline_before_brace(awk):
    assert awk("function f(x)\n{ return x + 1 }\nBEGIN { print f(1) }") == "2\n"


def test_function_and_variable_share_name(awk):
    assert awk("function f() { return 1 } BEGIN { f = 5; print f, f() }") == "5 1\n"


def test_function_redefined(fails):
    assert fails("function f() { }\nfunction f() { }") == "awklet: function f redefined at source line 2\n"


def test_function_duplicate_param(fails):
    assert fails("function f(a, a) { }") == "awklet: duplicate parameter a in function f at source line 1\n"


def test_function_param_named_after_itself(fails):
    assert fails("function f(f) { }") == "awklet: function f has a parameter named after itself at source line 1\n"


def test_function_undefined(fails):
    assert fails("BEGIN { if (0) g() }") == "awklet: calling undefined function g at source line 1\n"


def test_function_too_many_args(fails):
    assert fails("function f(a) { }\nBEGIN { f(1, 2) }") == "awklet: function f called with 2 arguments, accepts only 1 at source line 2\n"


def test_function_fewer_args_locals(awk):
    assert awk("function f(a, tmp) { tmp = tmp + a; return tmp } BEGIN { print f(1), f(2) }") == "1 2\n"


# ---- Function parameters ----


def test_param_scalar_by_value(awk):
    assert awk("function f(x) { x = 9 } BEGIN { y = 1; f(y); print y }") == "1\n"


def test_param_array_by_reference(awk):
    assert awk("function f(a) { a[\"k\"] = 1 } BEGIN { b[\"z\"]; f(b); print length(b) }") == "2\n"


def test_param_untyped_becomes_array(awk):
    assert awk("function fill(a) { a[1] = \"v\" } BEGIN { fill(arr); print arr[1] }") == "v\n"


def test_param_local_array_fresh(awk):
    assert awk("function f(n, loc) { loc[n] = 1; return length(loc) } BEGIN { print f(1), f(2) }") == "1 1\n"


def test_param_args_left_to_right(awk):
    assert awk("function f(a, b) { return a \"-\" b } BEGIN { i = 1; print f(i++, i++) }") == "1-2\n"


def test_param_array_as_scalar_fatal(fails):
    assert fails("function f(p) { return p + 1 } BEGIN { a[1]; f(a) }") == "awklet: can't use array p in scalar context\n"


def test_param_scalar_as_array_fatal(fails):
    assert fails("function f(p) { p[1] = 1 } BEGIN { x = 1; f(x) }") == "awklet: can't use scalar p as array\n"


def test_param_global_visible(awk):
    assert awk("function f() { g = g + 1 } BEGIN { f(); f(); print g }") == "2\n"


# ---- return ----


def test_return_value(awk):
    assert awk("function f() { return \"r\" } BEGIN { print f() }") == "r\n"


def test_return_bare_uninitialized(awk):
    assert awk("function f() { return } BEGIN { x = f(); print (x == 0), (x == \"\") }") == "1 1\n"


def test_return_end_of_body(awk):
    assert awk("function f() { } BEGIN { print \"[\" f() \"]\" }") == "[]\n"


def test_return_outside_function(fails):
    assert fails("BEGIN { return 1 }") == "awklet: return outside a function at source line 1\n"


def test_return_keeps_strnum(awk):
    assert awk("function f() { return $1 } { print (f() < 9) }", "10\n") == "0\n"


# ---- Recursion ----


def test_recursion_factorial(awk):
    assert awk("function fact(n) { return n <= 1 ? 1 : n * fact(n - 1) } BEGIN { print fact(10) }") == "3628800\n"


def test_recursion_own_locals(awk):
    assert awk("function f(n, l) { l = n; if (n > 0) f(n - 1); return l } BEGIN { print f(3) }") == "3\n"


def test_recursion_limit(fails):
    assert fails("function f(n) { return f(n + 1) } BEGIN { f(1) }") == "awklet: function call nesting too deep\n"


def test_recursion_1000_ok(awk):
    assert awk("function f(n) { return n == 0 ? 0 : 1 + f(n - 1) } BEGIN { print f(999) }") == "999\n"


# ---- Scalars and arrays ----


def test_array_in_scalar_context(fails):
    assert fails("BEGIN { a[1]; print a }") == "awklet: can't use array a in scalar context\n"


def test_assign_to_array_name(fails):
    assert fails("BEGIN { a[1]; a = 2 }") == "awklet: can't use array a in scalar context\n"


def test_scalar_as_array(fails):
    assert fails("BEGIN { x = 1; x[1] = 2 }") == "awklet: can't use scalar x as array\n"


def test_scalar_in_operator(fails):
    assert fails("BEGIN { x = 1; print (1 in x) }") == "awklet: can't use scalar x as array\n"


def test_scalar_split_target(fails):
    assert fails("BEGIN { x = 1; split(\"a b\", x) }") == "awklet: can't use scalar x as array\n"


def test_getline_into_array(fails):
    assert fails("BEGIN { a[1]; getline a }", "line\n") == "awklet: can't use array a in scalar context\n"


def test_delete_scalar(fails):
    assert fails("BEGIN { x = 1; delete x }") == "awklet: can't use scalar x as array\n"
