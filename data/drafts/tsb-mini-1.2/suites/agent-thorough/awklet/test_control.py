from conftest import ok, fatal


def status(r, rc, out=""):
    assert r.out == out, r
    assert r.err == "", r
    assert r.rc == rc, r


# ---- BEGIN / END ----

def test_end_reads_input(awk):
    ok(awk("END { print NR }", input="a\nb\nc\n"), "3\n")


def test_end_keeps_last_record(awk):
    ok(awk("END { print $0, NF, $2 }", input="a b\nc d e\n"), "c d e 3 d\n")


def test_end_no_input(awk):
    ok(awk('END { print NR, NF, "[" $0 "]" }', input=""), "0 0 []\n")


def test_begin_only_does_not_read_stdin(awk):
    ok(awk('BEGIN { print "x" } BEGIN { getline l < "-"; print l }', input="s\n"), "x\ns\n")


def test_exit_in_begin_runs_end(awk):
    ok(awk('BEGIN { exit } { print "rule" } END { print "end", NR }', input="a\n"), "end 0\n")


def test_exit_in_rule_runs_end(awk):
    ok(awk('{ print; exit } END { print "end" }', input="a\nb\n"), "a\nend\n")


def test_exit_in_end_stops(awk):
    ok(awk('END { print 1; exit; print 2 }\nEND { print 3 }', input=""), "1\n")


# ---- exit status ----

def test_exit_code(awk):
    status(awk("BEGIN { exit 3 }"), 3)


def test_exit_minus_one(awk):
    status(awk("BEGIN { exit -1 }"), 255)


def test_exit_256(awk):
    status(awk("BEGIN { exit 256 }"), 0)


def test_exit_257(awk):
    status(awk("BEGIN { exit 257 }"), 1)


def test_exit_fraction(awk):
    status(awk("BEGIN { exit 3.9 }"), 3)


def test_exit_string_expr(awk):
    status(awk('BEGIN { exit "4x" }'), 4)


def test_exit_without_expr(awk):
    status(awk("BEGIN { exit }"), 0)


def test_exit_status_kept_by_end_plain_exit(awk):
    status(awk('BEGIN { exit 5 } END { print "e"; exit }'), 5, "e\n")


def test_exit_status_kept_end_runs(awk):
    status(awk('{ exit 4 } END { print "e" }', input="x\n"), 4, "e\n")


def test_exit_in_end_overrides(awk):
    status(awk("BEGIN { exit 5 } END { exit 6 }"), 6)


def test_exit_plain_then_end_exit_code(awk):
    status(awk("BEGIN { exit } END { exit 3 }"), 3)


def test_exit_in_end_stops_other_end(awk):
    status(awk('END { exit 1 }\nEND { print "no" }', input=""), 1)


def test_exit_in_function(awk):
    status(awk('function f() { exit 3 }\nBEGIN { f(); print "no" }'), 3)


def test_exit_output_flushed(awk):
    status(awk('BEGIN { printf "partial"; exit 7 }'), 7, "partial")


def test_normal_end_status_zero(awk):
    ok(awk("{ }", input="a\n"), "")


# ---- patterns ----

def test_expression_pattern(awk):
    ok(awk("$1 > 2", input="1\n3\n2\n5\n"), "3\n5\n")


def test_pattern_sees_earlier_action(awk):
    ok(awk('NR == 1 { $0 = "changed" } /changed/ { print "seen " NR }', input="a\nb\n"), "seen 1\n")


def test_pattern_sees_earlier_variable(awk):
    ok(awk("{ x = ($1 == 2) } x { print }", input="1\n2\n3\n"), "2\n")


def test_pattern_string_truth(awk):
    ok(awk("$1", input="0\na\n\n1\n0.0\n"), "a\n1\n")


def test_pattern_combined(awk):
    ok(awk("/a/ && !/b/", input="a\nab\nb\nca\n"), "a\nca\n")


# ---- range patterns ----

def test_range_basic(awk):
    ok(awk("NR == 2, NR == 4", input="1\n2\n3\n4\n5\n6\n"), "2\n3\n4\n")


def test_range_same_record(awk):
    ok(awk("/a/, /a/", input="a\nb\na\n"), "a\na\n")


def test_range_never_closed(awk):
    ok(awk("/c/, /zzz/", input="a\nc\nd\ne\n"), "c\nd\ne\n")


def test_range_reactivates(awk):
    ok(awk("/s/, /e/", input="x\ns\ny\ne\nz\ns\nw\n"), "s\ny\ne\ns\nw\n")


def test_range_p2_not_evaluated_when_inactive(awk):
    ok(awk("NR == 2, (++n == 100) { }\nEND { print n }", input="1\n2\n3\n4\n"), "3\n")


def test_range_with_action(awk):
    ok(awk('/start/, /end/ { print "in:" $0 }', input="a\nstart\nb\nend\nc\n"), "in:start\nin:b\nin:end\n")


def test_range_state_across_files(awk, mkfile):
    mkfile("f1", "start\na\n")
    mkfile("f2", "b\nend\nc\n")
    ok(awk("/start/, /end/", "f1", "f2"), "start\na\nb\nend\n")


def test_two_ranges_independent(awk):
    ok(awk('/a/, /b/ { printf "1" }\n/b/, /c/ { printf "2" }\n{ print "" }', input="a\nb\nc\nd\n"),
       "1\n12\n2\n\n")


# ---- statements ----

def test_if_else(awk):
    ok(awk('BEGIN { if (1) print "a"; else print "b" }'), "a\n")


def test_else_after_newlines_semicolons(awk):
    ok(awk('BEGIN { if (0) print "a";\n\n ; else print "b" }'), "b\n")


def test_dangling_else(awk):
    ok(awk('BEGIN { if (1) if (0) print "a"; else print "b" }'), "b\n")


def test_empty_statement_and_block(awk):
    ok(awk('BEGIN { ; {} ; print "ok" }'), "ok\n")


def test_block_groups(awk):
    ok(awk('BEGIN { if (0) { print "a"; print "b" }; print "c" }'), "c\n")


def test_while_loop(awk):
    ok(awk("BEGIN { while (i < 3) { printf \"%d\", i; i++ }; print \"\" }"), "012\n")


def test_while_false_never_runs(awk):
    ok(awk('BEGIN { while (0) print "no"; print "done" }'), "done\n")


def test_do_while_runs_once(awk):
    ok(awk('BEGIN { do { print "x" } while (0) }'), "x\n")


def test_for_loop(awk):
    ok(awk('BEGIN { for (i = 0; i < 3; i++) printf "%d", i; print "" }'), "012\n")


def test_for_empty_parts(awk):
    ok(awk("BEGIN { for (;;) { if (++i > 3) break }; print i }"), "4\n")


def test_for_init_print_statement(awk):
    ok(awk('BEGIN { for (print "init"; n < 2; n++) ; print n }'), "init\n2\n")


def test_continue_in_for_runs_incr(awk):
    ok(awk('BEGIN { for (i = 0; i < 5; i++) { if (i % 2) continue; printf "%d", i }; print "" }'), "024\n")


def test_continue_in_do_tests_condition(awk):
    ok(awk("BEGIN { i = 0; do { i++; if (i < 3) continue; printf i } while (i < 5); print \"\" }"), "345\n")


def test_continue_in_while(awk):
    ok(awk("BEGIN { while (i < 4) { i++; if (i == 2) continue; printf i }; print \"\" }"), "134\n")


def test_break_inner_loop_only(awk):
    ok(awk('BEGIN { for (i = 0; i < 2; i++) for (j = 0; j < 5; j++) { if (j == 1) break; printf "%d%d ", i, j }; print "" }'),
       "00 10 \n")


def test_break_in_forin(awk):
    ok(awk('BEGIN { a[1]; a[2]; a[3]; for (k in a) { n++; break }; print n }'), "1\n")


def test_break_outside_loop(awk):
    fatal(awk("BEGIN { break }"), "break outside a loop at source line 1")


def test_continue_outside_loop(awk):
    fatal(awk("BEGIN {\n continue }"), "continue outside a loop at source line 2")


def test_continue_in_switch_without_loop(awk):
    fatal(awk("BEGIN { switch (1) { case 1: continue } }"), "continue outside a loop at source line 1")


def test_break_in_function_not_caller_loop(awk):
    fatal(awk("function f() { break }\nBEGIN { while (1) f() }"), "break outside a loop at source line 1")


# ---- next / nextfile ----

def test_next(awk):
    ok(awk("NR == 1 { next } { print }", input="a\nb\n"), "b\n")


def test_next_skips_later_rules(awk):
    ok(awk('{ print "r1"; next; print "no" } { print "r2" }', input="a\n"), "r1\n")


def test_next_in_function(awk):
    ok(awk("function skip() { next }\nNR == 2 { skip() } { print }", input="a\nb\nc\n"), "a\nc\n")


def test_nextfile(awk, mkfile):
    mkfile("f1", "a1\na2\na3\n")
    mkfile("f2", "b1\nb2\n")
    ok(awk("FNR == 2 { nextfile } { print FNR, $0 }", "f1", "f2"), "1 a1\n1 b1\n")


def test_nextfile_in_function(awk, mkfile):
    mkfile("f1", "a1\na2\n")
    mkfile("f2", "b1\n")
    ok(awk("function nf() { nextfile }\n{ print; nf() }", "f1", "f2"), "a1\nb1\n")


def test_nextfile_end_still_runs(awk):
    ok(awk('{ nextfile } END { print NR }', input="a\nb\nc\n"), "1\n")


def test_next_in_begin_syntax(awk):
    fatal(awk("BEGIN { next }"), "next used in BEGIN or END at source line 1")


def test_next_in_end_syntax(awk):
    fatal(awk("END {\n next }"), "next used in BEGIN or END at source line 2")


def test_nextfile_in_begin_syntax(awk):
    fatal(awk("BEGIN { nextfile }"), "nextfile used in BEGIN or END at source line 1")


def test_nextfile_in_end_syntax(awk):
    fatal(awk("END { nextfile }"), "nextfile used in BEGIN or END at source line 1")


def test_next_via_function_in_begin(awk):
    fatal(awk('function f() { next }\nBEGIN { print "a"; f() }'), "next used in BEGIN", out="a\n")


def test_next_via_function_in_end(awk):
    fatal(awk("function f() { next }\nEND { f() }", input=""), "next used in END")


def test_nextfile_via_function_in_begin(awk):
    fatal(awk("function f() { nextfile }\nBEGIN { f() }"), "nextfile used in BEGIN")


def test_nextfile_via_function_in_end(awk):
    fatal(awk("function f() { nextfile }\nEND { f() }", input=""), "nextfile used in END")


# ---- user functions ----

def test_function_basic(awk):
    ok(awk("function add(a, b) { return a + b }\nBEGIN { print add(2, 3) }"), "5\n")


def test_function_newline_before_brace(awk):
    ok(awk("function f(a)\n{ return a * 2 }\nBEGIN { print f(4) }"), "8\n")


def test_function_redefined(awk):
    fatal(awk("function f() { }\nfunction f() { }\nBEGIN { }"), "function f redefined at source line 2")


def test_function_duplicate_param(awk):
    fatal(awk("function f(a, a) { }\nBEGIN { }"), "duplicate parameter a in function f at source line 1")


def test_function_param_named_after_itself(awk):
    fatal(awk("BEGIN { }\nfunction g(x, g) { }"), "function g has a parameter named after itself at source line 2")


def test_calling_undefined_function(awk):
    fatal(awk('BEGIN { print "x"; if (0) nope() }'), "calling undefined function nope at source line 1")


def test_calling_with_too_many_args(awk):
    fatal(awk("function f(a) { }\nBEGIN { f(1, 2) }"), "function f called with 2 arguments, accepts only 1 at source line 2")


def test_fewer_args_locals_uninitialized(awk):
    ok(awk('function f(a, loc) { r = typeof(loc); loc = a; return r }\nBEGIN { print f(1), f(2) }'),
       "untyped untyped\n")


def test_local_array_fresh_each_call(awk):
    ok(awk("function f(x,   arr) { arr[x] = 1; return length(arr) }\nBEGIN { print f(1), f(2) }"), "1 1\n")


def test_scalar_by_value(awk):
    ok(awk("function f(p) { p = 99 }\nBEGIN { x = 1; f(x); print x }"), "1\n")


def test_array_by_reference(awk):
    ok(awk('function f(p) { p["new"] = 1; delete p["old"] }\nBEGIN { a["old"] = 1; f(a); print ("new" in a), ("old" in a) }'),
       "1 0\n")


def test_untyped_becomes_array(awk):
    ok(awk('function fill(p) { p[1] = "v" }\nBEGIN { fill(x); print x[1], length(x) }'), "v 1\n")


def test_args_evaluated_left_to_right(awk):
    ok(awk("function f(a, b) { return a \" \" b }\nBEGIN { i = 1; print f(i++, i++) }"), "1 2\n")


def test_return_without_value(awk):
    ok(awk("function f() { return }\nBEGIN { x = f(); print typeof(x), length(x) }"), "unassigned 0\n")


def test_fall_off_end_value(awk):
    ok(awk('function f() { y = 1 }\nBEGIN { print "[" f() "]" }'), "[]\n")


def test_return_outside_function(awk):
    fatal(awk("BEGIN { return 1 }"), "return outside a function at source line 1")


def test_recursion(awk):
    ok(awk("function fact(n) { return n <= 1 ? 1 : n * fact(n - 1) }\nBEGIN { print fact(10) }"), "3628800\n")


def test_recursion_own_locals(awk):
    ok(awk("function f(n,   loc) { loc = n; if (n > 0) f(n - 1); return loc }\nBEGIN { print f(3) }"), "3\n")


def test_local_array_in_recursion(awk):
    ok(awk("function f(n,   a) { a[n] = 1; if (n > 0) f(n - 1); return length(a) }\nBEGIN { print f(3) }"), "1\n")


def test_indirect_recursion(awk):
    ok(awk("function ev(n) { return n == 0 ? 1 : od(n - 1) }\nfunction od(n) { return n == 0 ? 0 : ev(n - 1) }\nBEGIN { print ev(10), ev(7) }"),
       "1 0\n")


def test_deep_recursion_ok(awk):
    ok(awk("function f(n) { if (n == 0) return 0; return 1 + f(n - 1) }\nBEGIN { print f(900) }"), "900\n")


def test_recursion_too_deep(awk):
    fatal(awk('function f(n) { return f(n + 1) }\nBEGIN { print "s"; f(1) }'), "function call nesting too deep", out="s\n")


def test_param_array_used_as_scalar(awk):
    fatal(awk("function f(p) { return p + 1 }\nBEGIN { a[1] = 1; f(a) }"), "can't use array p in scalar context")


def test_param_scalar_used_as_array(awk):
    fatal(awk("function f(p) { p[1] = 1 }\nBEGIN { x = 5; f(x) }"), "can't use scalar p as array")


def test_function_modifies_global(awk):
    ok(awk("function f() { g = 5 }\nBEGIN { f(); print g }"), "5\n")


def test_function_param_shadows_global(awk):
    ok(awk("function f(g) { g = 5 }\nBEGIN { g = 1; f(2); print g }"), "1\n")


def test_function_called_in_pattern(awk):
    ok(awk("function big(x) { return x > 5 }\nbig($1)", input="3\n7\n"), "7\n")


# ---- switch ----

def test_switch_basic(awk):
    ok(awk('BEGIN { switch (2) { case 1: print "one"; break; case 2: print "two"; break; default: print "d" } }'), "two\n")


def test_switch_fallthrough(awk):
    ok(awk('BEGIN { switch (1) { case 1: print "one"; case 2: print "two"; break; case 3: print "three" } }'),
       "one\ntwo\n")


def test_switch_default_first_falls_through(awk):
    ok(awk('BEGIN { switch (9) { default: print "d"; case 1: print "one"; break; case 2: print "two" } }'),
       "d\none\n")


def test_switch_default_not_used_when_match(awk):
    ok(awk('BEGIN { switch (2) { default: print "d"; case 2: print "two" } }'), "two\n")


def test_switch_no_match_no_default(awk):
    ok(awk('BEGIN { switch (5) { case 1: print "one" }; print "after" }'), "after\n")


def test_switch_regex_case(awk):
    ok(awk('BEGIN { switch ("abc") { case /^x/: print "x"; break; case /b/: print "re"; break } }'), "re\n")


def test_switch_string_case(awk):
    ok(awk('BEGIN { switch ("b") { case "a": print "A"; break; case "b": print "B" } }'), "B\n")


def test_switch_numeric_string_field(awk):
    ok(awk('{ switch ($1) { case 1: print "m"; break; default: print "n" } }', input="1.0\n"), "m\n")


def test_switch_string_constant_not_numeric(awk):
    ok(awk('BEGIN { switch ("1.0") { case 1: print "m"; break; default: print "n" } }'), "n\n")


def test_switch_negative_label(awk):
    ok(awk('BEGIN { x = -1; switch (x) { case 1: print "p"; break; case -1: print "neg" } }'), "neg\n")


def test_switch_number_vs_string_label(awk):
    ok(awk('BEGIN { switch (1) { case "1": print "s"; break; case 1: print "n" } }'), "s\n")


def test_switch_expr_evaluated_once(awk):
    ok(awk('BEGIN { switch (n++) { case 5: print "5"; break; case 6: print "6"; break; default: print "d" }; print n }'),
       "d\n1\n")


def test_switch_break_leaves_switch_only(awk):
    ok(awk('BEGIN { for (i = 0; i < 3; i++) { switch (i) { case 1: break; default: printf "d" }; printf i }; print "" }'),
       "d01d2\n")


def test_switch_continue_applies_to_loop(awk):
    ok(awk('BEGIN { for (i = 0; i < 3; i++) { switch (i) { case 1: continue }; printf i }; print "" }'), "02\n")


def test_switch_newline_before_brace(awk):
    ok(awk('BEGIN { switch (1)\n{\ncase 1:\n print "one"\n} }'), "one\n")


def test_switch_ignorecase_string(awk):
    ok(awk('BEGIN { IGNORECASE = 1; switch ("ABC") { case "abc": print "m"; break; default: print "n" } }'), "m\n")


def test_switch_ignorecase_regex(awk):
    ok(awk('BEGIN { IGNORECASE = 1; switch ("ABC") { case /b/: print "m" } }'), "m\n")


def test_switch_duplicate_default(awk):
    fatal(awk('BEGIN { switch (1) {\n default: x = 1\n default: x = 2\n } }'), "duplicate default in switch at source line 3")


def test_switch_duplicate_case_number(awk):
    fatal(awk("BEGIN { switch (1) { case 1: x = 1; case 1: x = 2 } }"), "duplicate case value in switch at source line 1")


def test_switch_duplicate_case_string(awk):
    fatal(awk('BEGIN { switch (1) { case "a": x = 1; case "a": x = 2 } }'), "duplicate case value in switch at source line 1")


def test_switch_duplicate_case_regex(awk):
    fatal(awk("BEGIN { switch (1) { case /a/: x = 1; case /a/: x = 2 } }"), "duplicate case value in switch at source line 1")


def test_switch_case_non_constant(awk):
    r = awk("BEGIN { switch (1) { case x: print } }")
    assert r.rc == 2 and r.out == ""
    assert r.err.startswith("awklet: syntax error at source line 1")


def test_switch_statement_before_case(awk):
    r = awk('BEGIN { switch (1) { print "x"; case 1: print } }')
    assert r.rc == 2 and r.out == ""
    assert r.err.startswith("awklet: syntax error at source line 1")


def test_switch_strnum_regex(awk):
    ok(awk('{ switch ($1) { case /^0/: print "zero-led"; break; default: print "other" } }', input="007\n"), "zero-led\n")


# ---- SORTED_IN ----

PROG_IDX = 'BEGIN { SORTED_IN = "%s"; a["b"] = 1; a["a"] = 1; a["10"] = 1; a["9"] = 1; for (k in a) printf "%%s ", k; print "" }'


def test_sorted_in_ind_str_asc(awk):
    ok(awk(PROG_IDX % "@ind_str_asc"), "10 9 a b \n")


def test_sorted_in_ind_str_desc(awk):
    ok(awk(PROG_IDX % "@ind_str_desc"), "b a 9 10 \n")


def test_sorted_in_unsorted(awk):
    ok(awk(PROG_IDX % "@unsorted"), "b a 10 9 \n")


def test_sorted_in_empty(awk):
    ok(awk(PROG_IDX % ""), "b a 10 9 \n")


def test_sorted_in_ind_num_asc(awk):
    ok(awk('BEGIN { SORTED_IN = "@ind_num_asc"; a[10]; a[9]; a[1]; a["1"]; a["01"]; a[-2]; for (k in a) printf "%s ", k; print "" }'),
       "-2 01 1 9 10 \n")


def test_sorted_in_ind_num_desc(awk):
    ok(awk('BEGIN { SORTED_IN = "@ind_num_desc"; a[10]; a[9]; a["01"]; a[1]; for (k in a) printf "%s ", k; print "" }'),
       "10 9 1 01 \n")


def test_sorted_in_val_str_asc(awk):
    ok(awk('BEGIN { SORTED_IN = "@val_str_asc"; a["x"] = "b"; a["y"] = "a"; a["w"] = "b"; a["z"] = 10; for (k in a) printf "%s ", k; print "" }'),
       "z y w x \n")


def test_sorted_in_val_str_desc(awk):
    ok(awk('BEGIN { SORTED_IN = "@val_str_desc"; a["x"] = "b"; a["y"] = "a"; a["w"] = "b"; a["z"] = 10; for (k in a) printf "%s ", k; print "" }'),
       "x w y z \n")


def test_sorted_in_val_num_asc(awk):
    ok(awk('BEGIN { SORTED_IN = "@val_num_asc"; a["p"] = 10; a["q"] = 9; a["r"] = log(-1); a["s"] = -1; a["o"] = 9; for (k in a) printf "%s ", k; print "" }'),
       "s o q p r \n")


def test_sorted_in_val_num_desc(awk):
    ok(awk('BEGIN { SORTED_IN = "@val_num_desc"; a["p"] = 10; a["q"] = 9; a["r"] = log(-1); a["s"] = -1; a["o"] = 9; for (k in a) printf "%s ", k; print "" }'),
       "r p q o s \n")


def test_sorted_in_invalid(awk):
    fatal(awk('BEGIN { SORTED_IN = "@bogus"; a[1]; for (k in a) print k }'), "invalid SORTED_IN value: @bogus")


def test_sorted_in_invalid_only_when_loop_starts(awk):
    ok(awk('BEGIN { SORTED_IN = "@bogus"; print "fine" }'), "fine\n")


def test_sorted_in_not_affected_by_ignorecase(awk):
    ok(awk('BEGIN { IGNORECASE = 1; SORTED_IN = "@ind_str_asc"; a["b"]; a["B"]; a["a"]; for (k in a) printf "%s", k; print "" }'),
       "Bab\n")


# ---- BEGINFILE / ENDFILE ----

def test_beginfile_endfile(awk, mkfile):
    mkfile("f1", "a\nb\n")
    mkfile("f2", "c\n")
    ok(awk('BEGINFILE { print "B", FILENAME, FNR } ENDFILE { print "E", FILENAME, FNR } { print $0 }', "f1", "f2"),
       "B f1 0\na\nb\nE f1 2\nB f2 0\nc\nE f2 1\n")


def test_beginfile_stdin(awk):
    ok(awk('BEGINFILE { print "[" FILENAME "]" } { print }', input="x\n"), "[]\nx\n")


def test_beginfile_only_reads_input(awk, mkfile):
    mkfile("f1", "a\n")
    ok(awk('BEGINFILE { print "B " FILENAME }', "f1"), "B f1\n")


def test_endfile_before_end(awk, mkfile):
    mkfile("f1", "a\n")
    ok(awk('ENDFILE { print "EF" } END { print "END" }', "f1"), "EF\nEND\n")


def test_endfile_record_is_last(awk, mkfile):
    mkfile("f1", "a 1\nb 2 3\n")
    ok(awk("ENDFILE { print $0, NF }", "f1"), "b 2 3 3\n")


def test_nextfile_in_beginfile_skips(awk, mkfile):
    mkfile("f1", "a\n")
    mkfile("f2", "b\n")
    ok(awk('BEGINFILE { if (FILENAME == "f1") nextfile; print "B2 " FILENAME }\nBEGINFILE { print "B " FILENAME }\n{ print }\nENDFILE { print "E " FILENAME }',
           "f1", "f2"), "E f1\nB2 f2\nB f2\nb\nE f2\n")


def test_nextfile_in_rule_runs_endfile(awk, mkfile):
    mkfile("f1", "a\nb\n")
    ok(awk('{ print; nextfile } ENDFILE { print "E", FNR }', "f1"), "a\nE 1\n")


def test_exit_in_beginfile(awk, mkfile):
    mkfile("f1", "a\n")
    ok(awk('BEGINFILE { exit } ENDFILE { print "EF" } END { print "END" }', "f1"), "END\n")


def test_exit_in_endfile(awk, mkfile):
    mkfile("f1", "a\n")
    mkfile("f2", "b\n")
    ok(awk('ENDFILE { print "EF " FILENAME; exit } END { print "END" }', "f1", "f2"), "EF f1\nEND\n")


def test_beginfile_missing_file_fatal(awk, mkfile):
    mkfile("f1", "a\n")
    fatal(awk('BEGINFILE { print "B " FILENAME }', "f1", "nosuch"), "can't open file nosuch", out="B f1\n")


def test_beginfile_empty_file(awk, mkfile):
    mkfile("empty", "")
    ok(awk('BEGINFILE { print "B", FNR } ENDFILE { print "E", FNR }', "empty"), "B 0\nE 0\n")


def test_next_in_beginfile_syntax(awk):
    fatal(awk("BEGINFILE { next }"), "next used in BEGINFILE or ENDFILE at source line 1")


def test_next_in_endfile_syntax(awk):
    fatal(awk("ENDFILE {\n next }"), "next used in BEGINFILE or ENDFILE at source line 2")


def test_nextfile_in_endfile_syntax(awk):
    fatal(awk("ENDFILE { nextfile }"), "nextfile used in ENDFILE at source line 1")


def test_getline_in_beginfile_syntax(awk):
    fatal(awk("BEGINFILE { getline }"), "getline used in BEGINFILE or ENDFILE at source line 1")


def test_getline_var_in_endfile_syntax(awk):
    fatal(awk("ENDFILE { getline x }"), "getline used in BEGINFILE or ENDFILE at source line 1")


def test_next_via_function_in_beginfile(awk):
    fatal(awk("function f() { next }\nBEGINFILE { f() }", input="a\n"), "next used in BEGINFILE")


def test_next_via_function_in_endfile(awk):
    fatal(awk("function f() { next }\nENDFILE { f() }", input="a\n"), "next used in ENDFILE")


def test_nextfile_via_function_in_endfile(awk):
    fatal(awk("function f() { nextfile }\nENDFILE { f() }", input="a\n"), "nextfile used in ENDFILE")


def test_getline_via_function_in_beginfile(awk):
    fatal(awk("function f() { getline }\nBEGINFILE { f() }", input="a\n"), "getline used in BEGINFILE")


def test_getline_via_function_in_endfile(awk):
    fatal(awk("function f(  x) { getline x }\nENDFILE { f() }", input="a\n"), "getline used in ENDFILE")


def test_getline_file_allowed_in_beginfile(awk, mkfile):
    mkfile("side", "S\n")
    mkfile("f1", "a\n")
    ok(awk('BEGINFILE { getline s < "side"; print s } { print }', "f1"), "S\na\n")


def test_cmd_getline_allowed_in_endfile(awk, mkfile):
    mkfile("f1", "a\n")
    ok(awk('ENDFILE { "echo c" | getline s; print s }', "f1"), "c\n")
