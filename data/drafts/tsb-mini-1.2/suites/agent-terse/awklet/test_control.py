import pytest

from conftest import awk, out, fatal, syntax, write


def test_if_else():
    assert out('BEGIN { if (0) print "a"; else print "b" }') == "b\n"


def test_if_else_newlines_semicolons():
    assert out('BEGIN { if (1) print "a"\n;\n\n else print "b" }') == "a\n"


def test_dangling_else():
    assert out('BEGIN { if (1) if (0) print "x"; else print "inner" }') == "inner\n"


def test_while():
    assert out('BEGIN { while (i < 3) { print i; i++ } }') == "\n1\n2\n"


def test_while_false_never_runs():
    assert out('BEGIN { while (0) print "no"; print "done" }') == "done\n"


def test_do_while_runs_once():
    assert out('BEGIN { do print "once"; while (0) }') == "once\n"


def test_do_while_loop():
    assert out('BEGIN { do { i++ } while (i < 5); print i }') == "5\n"


def test_for_loop():
    assert out('BEGIN { for (i = 1; i <= 3; i++) printf "%d", i; print "" }') == "123\n"


def test_for_empty_parts():
    assert out('BEGIN { for (;;) { if (++i > 4) break }; print i }') == "5\n"


def test_for_continue_runs_incr():
    assert out('BEGIN { for (i = 0; i < 5; i++) { if (i % 2) continue; printf "%d", i }; print "" }') == "024\n"


def test_do_continue_tests_condition():
    assert out('BEGIN { do { i++; if (i < 3) continue; print "at", i } while (i < 3) }') == "at 3\n"


def test_while_continue():
    assert out('BEGIN { while (i < 4) { i++; if (i == 2) continue; printf "%d", i }; print "" }') == "134\n"


def test_nested_break():
    prog = 'BEGIN { for (i = 0; i < 3; i++) { for (j = 0; j < 3; j++) { if (j == 1) break; printf "%d%d ", i, j } }; print "" }'
    assert out(prog) == "00 10 20 \n"


def test_for_init_print():
    assert out('BEGIN { for (print "init"; i < 1; i++) ; }') == "init\n"


def test_body_on_next_line():
    assert out('BEGIN { for (i = 0; i < 2; i++)\n print i }') == "0\n1\n"


def test_break_outside_loop():
    syntax('BEGIN {\n break }', "break outside a loop at source line 2")


def test_continue_outside_loop():
    syntax('BEGIN { continue }', "continue outside a loop at source line 1")


def test_continue_in_switch_without_loop():
    syntax('BEGIN { switch (1) { case 1: continue } }', "continue outside a loop at source line 1")


def test_break_in_function_without_loop():
    syntax('function f() { break }\nBEGIN { while (1) f() }', "break outside a loop at source line 1")


# ---- next / nextfile ----

def test_next():
    assert out('/skip/ { next }\n{ print }', stdin="a\nskip\nb\n") == "a\nb\n"


def test_next_in_function():
    assert out('function f() { next }\n$1 == 2 { f() }\n{ print }', stdin="1\n2\n3\n") == "1\n3\n"


def test_nextfile():
    write("f1", "a1\na2\na3\n")
    write("f2", "b1\nb2\n")
    assert out('FNR == 2 { nextfile }\n{ print FILENAME, FNR, $0 }', "f1", "f2") == "f1 1 a1\nf2 1 b1\n"


def test_nextfile_nr_continues():
    write("f1", "a1\na2\na3\n")
    write("f2", "b1\n")
    assert out('{ print NR, FNR; nextfile }', "f1", "f2") == "1 1\n2 1\n"


def test_next_in_begin_syntax():
    syntax('BEGIN { next }', "next used in BEGIN or END at source line 1")


def test_next_in_end_syntax():
    syntax('END {\n next }', "next used in BEGIN or END at source line 2")


def test_nextfile_in_begin_syntax():
    syntax('BEGIN { nextfile }', "nextfile used in BEGIN or END at source line 1")


def test_next_in_function_from_begin():
    fatal('function f() { next }\nBEGIN { print "a"; f() }', "next used in BEGIN", stdout="a\n")


def test_next_in_function_from_end():
    fatal('function f() { next }\nEND { f() }', "next used in END", stdin="")


def test_nextfile_in_function_from_end():
    fatal('function f() { nextfile }\nEND { f() }', "nextfile used in END", stdin="")


# ---- switch ----

SW = '{ switch ($1) { case 1: print "one"; break; case "a": print "A"; break; case /^x/: print "X"; break; default: print "def" } }'


@pytest.mark.parametrize("inp,expected", [("1", "one"), ("1.0", "one"), ("a", "A"),
                                          ("xyz", "X"), ("b", "def"), ("+1", "one")])
def test_switch(inp, expected):
    assert out(SW, stdin=inp + "\n") == expected + "\n"


def test_switch_string_constant_not_numeric():
    assert out('BEGIN { switch ("1.0") { case 1: print "num"; break; default: print "str" } }') == "str\n"


def test_switch_fallthrough():
    assert out('BEGIN { switch (2) { case 1: print "1"; case 2: print "2"; case 3: print "3"; break; case 4: print "4" } }') == "2\n3\n"


def test_switch_default_in_middle_falls_through():
    assert out('BEGIN { switch (9) { case 1: print "1"; default: print "d"; case 2: print "2" } }') == "d\n2\n"


def test_switch_no_match_no_default():
    assert out('BEGIN { switch (9) { case 1: print "1" }; print "after" }') == "after\n"


def test_switch_negative_case():
    assert out('BEGIN { x = -3; switch (x) { case -3: print "neg" } }') == "neg\n"


def test_switch_continue_applies_to_loop():
    prog = 'BEGIN { for (i = 1; i <= 3; i++) { switch (i) { case 2: continue } ; printf "%d", i }; print "" }'
    assert out(prog) == "13\n"


def test_switch_break_leaves_switch_only():
    prog = 'BEGIN { for (i = 1; i <= 2; i++) { switch (i) { case 1: break } ; printf "%d", i }; print "" }'
    assert out(prog) == "12\n"


def test_switch_expr_evaluated_once():
    assert out('BEGIN { switch (n++) { case 5: print "no"; case 6: print "no" }; print n }') == "1\n"


def test_switch_brace_next_line():
    assert out('BEGIN { switch (1)\n { case 1: print "ok" } }') == "ok\n"


def test_switch_regex_ignorecase():
    assert out('BEGIN { IGNORECASE = 1; switch ("ABC") { case /b/: print "m" } }') == "m\n"


def test_switch_string_ignorecase():
    assert out('BEGIN { IGNORECASE = 1; switch ("ABC") { case "abc": print "m" } }') == "m\n"


def test_switch_duplicate_default():
    syntax('BEGIN { switch (1) { default: x = 1; default: x = 2 } }',
           "duplicate default in switch at source line 1")


def test_switch_duplicate_case():
    syntax('BEGIN { switch (1) { case 1: x = 1; case 1: x = 2 } }',
           "duplicate case value in switch at source line 1")


def test_switch_duplicate_string_case():
    syntax('BEGIN { switch (1) { case "a": x = 1; case "a": x = 2 } }',
           "duplicate case value in switch at source line 1")


def test_switch_case_1_and_string_1_differ():
    assert out('BEGIN { switch ("1") { case 1: print "n"; break; case "1": print "s" } }') == "n\n"


def test_switch_non_constant_label():
    r = awk('BEGIN { switch (1) { case x: print 1 } }')
    assert r.rc == 2 and r.out == ""


def test_switch_statement_before_case():
    r = awk('BEGIN { switch (1) { print 1; case 1: print 2 } }')
    assert r.rc == 2 and r.out == ""


# ---- functions ----

def test_function_defined_after_use():
    assert out('BEGIN { print f(3) }\nfunction f(x) { return x * x }') == "9\n"


def test_recursion():
    assert out('function fact(n) { return n <= 1 ? 1 : n * fact(n - 1) }\nBEGIN { print fact(10) }') == "3628800\n"


def test_scalar_by_value():
    assert out('function f(x) { x = 5 }\nBEGIN { y = 1; f(y); print y }') == "1\n"


def test_array_by_reference():
    assert out('function f(a) { a["k"] = 5 }\nBEGIN { x[1]; f(x); print x["k"] }') == "5\n"


def test_untyped_becomes_array():
    assert out('function fill(arr) { arr["k"] = 1 }\nBEGIN { fill(x); print length(x), x["k"] }') == "1 1\n"


def test_locals_uninitialized_each_call():
    prog = 'function f(n,   t) { t = t "x"; return t }\nBEGIN { print f(1), f(2) }'
    assert out(prog) == "x x\n"


def test_local_array_fresh_each_call():
    prog = 'function f(n,   loc) { loc[n] = 1; return length(loc) }\nBEGIN { print f(1), f(2) }'
    assert out(prog) == "1 1\n"


def test_local_array_recursive():
    prog = ('function f(n,   loc) { loc[n] = n; if (n > 0) f(n - 1); return length(loc) }\n'
            'BEGIN { print f(3) }')
    assert out(prog) == "1\n"


def test_function_and_variable_share_name():
    assert out('function f() { return "fn" }\nBEGIN { f = "var"; print f, f() }') == "var fn\n"


def test_return_no_value():
    assert out('function f() { return }\nBEGIN { x = f(); print "[" x "]", x + 0 }') == "[] 0\n"


def test_end_of_body_no_value():
    assert out('function f() { }\nBEGIN { print "[" f() "]" }') == "[]\n"


def test_args_left_to_right():
    assert out('function f(a, b) { return a "-" b }\nBEGIN { i = 1; print f(i++, i++) }') == "1-2\n"


def test_global_visible_in_function():
    assert out('function f() { g = g + 1 }\nBEGIN { g = 5; f(); print g }') == "6\n"


def test_parameter_shadows_global():
    assert out('function f(g) { g = 9; return g }\nBEGIN { g = 5; print f(1), g }') == "9 5\n"


def test_newline_before_function_brace():
    assert out('function f(x)\n{ return x + 1 }\nBEGIN { print f(1) }') == "2\n"


def test_function_calling_function():
    assert out('function a(x) { return b(x) * 2 }\nfunction b(x) { return x + 1 }\nBEGIN { print a(3) }') == "8\n"


def test_call_undefined():
    syntax('BEGIN { if (0) foo() }', "calling undefined function foo at source line 1")


def test_too_many_args():
    syntax('function f(a) { }\nBEGIN { f(1, 2) }', "function f called with 2 arguments, accepts only 1 at source line 2")


def test_fewer_args_ok():
    assert out('function f(a, b, c) { return a + 0 b + 0 c + 0 }\nBEGIN { print f(1) }') == "100\n"


def test_redefined():
    syntax('function f() { }\nfunction f() { }', "function f redefined at source line 2")


def test_duplicate_param():
    syntax('function f(a, a) { }', "duplicate parameter a in function f at source line 1")


def test_param_named_after_function():
    syntax('function f(f) { }', "function f has a parameter named after itself at source line 1")


@pytest.mark.parametrize("name", ["NR", "FS", "ENVIRON", "NF", "SUBSEP"])
def test_special_var_param(name):
    syntax('function f(%s) { }' % name, "special variable %s used as a parameter at source line 1" % name)


def test_return_outside_function():
    syntax('BEGIN { return 1 }', "return outside a function at source line 1")


def test_nesting_too_deep():
    fatal('function r(n) { return r(n + 1) }\nBEGIN { print "a"; r(0) }', "function call nesting too deep", stdout="a\n")


def test_nesting_500_ok():
    assert out('function r(n) { if (n <= 1) return 1; return 1 + r(n - 1) }\nBEGIN { print r(500) }') == "500\n"


def test_nesting_1000_ok():
    assert out('function r(n) { if (n <= 1) return 1; return 1 + r(n - 1) }\nBEGIN { print r(1000) }') == "1000\n"


def test_nesting_1001_fails():
    fatal('function r(n) { if (n <= 1) return 1; return 1 + r(n - 1) }\nBEGIN { print r(1001) }',
          "function call nesting too deep")


def test_array_param_used_as_scalar():
    fatal('function f(p) { return p + 1 }\nBEGIN { a[1]; f(a) }', "can't use array p in scalar context")


def test_scalar_param_used_as_array():
    fatal('function f(p) { p[1] = 1 }\nBEGIN { x = 1; f(x) }', "can't use scalar p as array")


def test_getline_var_into_array_fatal():
    fatal('BEGIN { a[1]; "echo x" | getline a }', "can't use array a in scalar context")
