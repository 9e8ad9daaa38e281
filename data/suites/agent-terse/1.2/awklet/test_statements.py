import pytest

from conftest import check_ok, check_fatal


def begin(awk, code, stdin=""):
    return awk("BEGIN { " + code + " }", stdin)


def src_error(r, msg):
    assert r.err == "awklet: " + msg + "\n", r
    assert r.rc == 2, r
    assert r.out == "", r


# ---------------------------------------------------------------- if / blocks

@pytest.mark.parametrize("code,out", [
    ('if (1) print "a"; else print "b"', "a"),
    ('if (0) print "a"\n;\nelse print "b"', "b"),
    ('if (0) print "a";;\n\n;else print "b"', "b"),
    ('if (1) ; else print "x"\nprint "done"', "done"),
    ('if (1) if (0) print "a"; else print "b"', "b"),
    ('if (0) if (1) print "a"; else print "b"\nprint "c"', "c"),
    ('if (0) print 1; else if (1) print 2; else print 3', "2"),
    ('{ x = 5 } print x', "5"),
    ('{ }; print "e"', "e"),
    (';;print "s"', "s"),
    ('if ("0") print "t"', "t"),
    ('if ("") print "t"; else print "f"', "f"),
    ('{ { { print "deep" } } }', "deep"),
])
def test_if_and_blocks(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


# ---------------------------------------------------------------- loops

@pytest.mark.parametrize("code,out", [
    ("for (i = 0; i < 3; i++) { i += 1; print i }", "1\n3"),
    ("for (i = 5; i < 3; i++) ; print i", "5"),
    ("for (;;) { if (++n > 3) break }; print n", "4"),
    ("for (i = 0; ; i++) if (i == 2) break; print i", "2"),
    ("do { n++ } while (0); print n", "1"),
    ('i = 0; do { i++; if (i < 3) continue; printf "x%d ", i } while (i < 5); print ""', "x3 x4 x5 "),
    ("while (i++ < 5) ; print i", "6"),
    ("while (0) print \"no\"; print \"yes\"", "yes"),
    ("i = 0; while (i < 3) { i++; if (i == 2) continue; printf \"%d\", i }; print \"\"", "13"),
    ("for (i = 0; i < 5; i++) { if (i == 1) continue; if (i == 3) break; printf \"%d\", i }; print \"\"", "02"),
    ("for (i = 0; i < 2; i++) for (j = 0; j < 3; j++) { if (j == 1) break; printf \"%d%d \", i, j }; print \"\"",
     "00 10 "),
    ("for (i = 0; i < 3; i++) n++; print n, i", "3 3"),
    ('for (i = 0; i < 2; i++) print "x" > "/dev/stdout"', "x\nx"),
    ("for (x = 1; x < 100; x *= 3) ; print x", "243"),
])
def test_loops(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


def test_for_init_delete(awk):
    check_ok(begin(awk, "a[1]; for (delete a; n < 2; n++) ; print length(a), n"), "0 2\n")


# ---------------------------------------------------------------- break / continue errors

def test_break_outside_loop(awk):
    src_error(begin(awk, 'print "x"; break'), "break outside a loop at source line 1")


def test_continue_outside_loop(awk):
    src_error(awk('BEGIN { print "x" }\nBEGIN {\n continue }'), "continue outside a loop at source line 3")


def test_continue_in_switch_not_loop(awk):
    src_error(begin(awk, "switch (1) { case 1: continue }"), "continue outside a loop at source line 1")


def test_break_in_function_not_caller_loop(awk):
    src_error(awk("function f() { break }\nBEGIN { while (1) f() }"), "break outside a loop at source line 1")


def test_break_in_switch_ok(awk):
    check_ok(begin(awk, 'switch (1) { case 1: print "a"; break; case 2: print "b" }'), "a\n")


# ---------------------------------------------------------------- switch

@pytest.mark.parametrize("code,out", [
    ('switch (2) { case 1: print "one"; break; case 2: print "two"; break; default: print "d" }', "two"),
    ('switch (1) { case 1: print "one"; case 2: print "two"; break; case 3: print "three" }', "one\ntwo"),
    ('switch (9) { case 1: print "one"; default: print "d"; case 2: print "two" }', "d\ntwo"),
    ('switch (5) { case 1: print "one" }; print "end"', "end"),
    ('switch ("abc") { case /^a/: print "re"; break; case "abc": print "str" }', "re"),
    ('switch ("abc") { case "abc": print "str"; break; case /^a/: print "re" }', "str"),
    ('switch ("1.0") { case 1: print "num"; break; default: print "d" }', "d"),
    ('switch ("1.0") { case "1.0": print "str" }', "str"),
    ('switch (-1) { case -1: print "neg" }', "neg"),
    ('switch (2.0) { case 2: print "two" }', "two"),
    ('switch (1) { case 1: case 2: print "both" }', "both"),
    ('i = 0; switch (i++) { case 0: print "zero", i; break; case 1: print "one" }', "zero 1"),
    ('switch (1) { case "1": print "s"; break; case 1: print "n" }', "s"),
    ('switch ("a") { default: print "d"; break; case "a": print "a" }', "a"),
    ('switch (3)\n{\ncase 3:\n print "nl"\n}', "nl"),
    ('IGNORECASE = 1; switch ("ABC") { case "abc": print "ci" }', "ci"),
    ('IGNORECASE = 1; switch ("ABC") { case /b/: print "cire" }', "cire"),
    ('switch (u) { case "": print "empty" }', "empty"),
])
def test_switch(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


def test_switch_numeric_string_field(awk):
    check_ok(awk('{ switch ($1) { case 1: print "num"; break; default: print "d" } }', "1.0\n"), "num\n")


def test_switch_break_in_loop_inside_switch(awk):
    code = 'switch (1) { case 1: for (i = 0; i < 5; i++) if (i == 2) break; print "after", i }'
    check_ok(begin(awk, code), "after 2\n")


def test_switch_continue_applies_to_loop(awk):
    code = ('for (i = 0; i < 3; i++) { switch (i) { case 1: continue; default: printf "s%d ", i } '
            'printf "e%d ", i }; print ""')
    check_ok(begin(awk, code), "s0 e0 s2 e2 \n")


def test_switch_duplicate_default(awk):
    src_error(begin(awk, 'switch (1) { default: print 1; default: print 2 }'),
              "duplicate default in switch at source line 1")


@pytest.mark.parametrize("cases", ['case 1: ; case 1:', 'case "a": ; case "a":', 'case /x/: ; case /x/:'])
def test_switch_duplicate_case(awk, cases):
    src_error(begin(awk, "switch (1) { %s print }" % cases),
              "duplicate case value in switch at source line 1")


def test_switch_case_1_and_string_1_distinct(awk):
    check_ok(begin(awk, 'switch (1) { case 1: print "n"; break; case "1": print "s" }'), "n\n")


@pytest.mark.parametrize("body", ['print "x"; case 1: print', "case x: print", "case 1+1: print"])
def test_switch_invalid(awk, body):
    r = begin(awk, "switch (1) { %s }" % body)
    assert r.rc == 2
    assert r.out == ""


# ---------------------------------------------------------------- next / nextfile

def test_next_skips_rules(awk):
    check_ok(awk('/b/ { next } { print }', "a\nb\nc\n"), "a\nc\n")


def test_next_in_function(awk):
    check_ok(awk('function skip() { next } /b/ { skip() } { print }', "a\nb\nc\n"), "a\nc\n")


def test_next_in_begin_syntax_error(awk):
    src_error(begin(awk, "next"), "next used in BEGIN or END at source line 1")


def test_nextfile_in_end_syntax_error(awk):
    src_error(awk("END {\n nextfile }"), "nextfile used in BEGIN or END at source line 2")


def test_next_in_function_from_begin_fatal(awk):
    check_fatal(awk('function f() { next } BEGIN { print "a"; f() }'), "next used in BEGIN", "a\n")


def test_next_in_function_from_end_fatal(awk):
    check_fatal(awk('function f() { next } END { f() }', "x\n"), "next used in END")


def test_nextfile_in_function_from_begin_fatal(awk):
    check_fatal(awk('function f() { nextfile } BEGIN { f() }'), "nextfile used in BEGIN")


def test_nextfile(awk, write):
    write("f1", "a\nb\nc\n")
    write("f2", "d\ne\n")
    check_ok(awk('FNR == 2 { nextfile } { print FILENAME, $0 }', args=["f1", "f2"]),
             "f1 a\nf2 d\n")


def test_nextfile_end_state(awk, write):
    write("f1", "a\nb\n")
    write("f2", "c\nd\n")
    check_ok(awk('FNR == 1 { nextfile } END { print NR, FNR, FILENAME, $0 }', args=["f1", "f2"]),
             "2 1 f2 c\n")


def test_nextfile_stdin(awk):
    check_ok(awk('{ print; nextfile } END { print NR }', "a\nb\nc\n"), "a\n1\n")


def test_next_end_state(awk):
    check_ok(awk('{ next } END { print NR, $0 }', "a\nb\n"), "2 b\n")


# ---------------------------------------------------------------- functions

def test_function_redefined(awk):
    src_error(awk("function f() { }\nfunction f() { }\nBEGIN { f() }"), "function f redefined at source line 2")


def test_duplicate_parameter(awk):
    src_error(awk("function f(a, a) { }\nBEGIN { f() }"), "duplicate parameter a in function f at source line 1")


def test_parameter_named_after_function(awk):
    src_error(awk("function f(f) { }\nBEGIN { f() }"), "function f has a parameter named after itself at source line 1")


def test_calling_undefined_function(awk):
    src_error(awk('BEGIN { print "x" }\nBEGIN { if (0) g() }'), "calling undefined function g at source line 2")


def test_too_many_arguments(awk):
    src_error(awk("function f(a) { return a }\nBEGIN { print 1 }\nBEGIN { f(1, 2) }"),
              "function f called with 2 arguments, accepts only 1 at source line 3")


def test_special_variable_parameter(awk):
    src_error(awk("function f(NR) { return NR }\nBEGIN { f(1) }"),
              "special variable NR used as a parameter at source line 1")


def test_return_outside_function(awk):
    src_error(begin(awk, 'print "x"; return 1'), "return outside a function at source line 1")


@pytest.mark.parametrize("prog,out", [
    ("function f(a, loc) { loc++; return loc } BEGIN { print f(); print f() }", "1\n1"),
    ("function f(x)\n{ return x + 1 }\nBEGIN { print f(1) }", "2"),
    ("function f(x) { x = 5 } BEGIN { y = 1; f(y); print y }", "1"),
    ("function f(a) { a[\"k\"] = 1 } BEGIN { b[\"z\"] = 0; f(b); print length(b), b[\"k\"] }", "2 1"),
    ("function f(p) { p[\"k\"] = 1 } BEGIN { f(x); print length(x), x[\"k\"] }", "1 1"),
    ("function f(p) { p[\"k\"] } BEGIN { f(x); print length(x) }", "1"),
    ("function f(p) { split(\"a b\", p) } BEGIN { f(x); print x[2] }", "b"),
    ("function g(q) { q[1] = \"z\" } function f(p) { g(p) } BEGIN { f(x); print x[1] }", "z"),
    ("function f(p) { return length(p) } BEGIN { print f(x); x = 5; print x }", "0\n5"),
    ("function f(a, b) { return a \"-\" b } BEGIN { i = 1; print f(i++, i++), i }", "1-2 3"),
    ("function f(n,   loc) { loc[n] = 1; if (n > 0) f(n - 1); return length(loc) } BEGIN { print f(3) }", "1"),
    ("function f(  arr) { arr[1]; return length(arr) } BEGIN { print f(), f() }", "1 1"),
    ("function f() { } BEGIN { x = f(); print typeof(x), \"[\" x \"]\" }", "unassigned []"),
    ("function f() { return } BEGIN { print \"[\" f() \"]\" }", "[]"),
    ("function f() { return 2 } BEGIN { x = f(); print x x }", "22"),
    ("function f() { return 2 } BEGIN { print typeof(f()) }", "number"),
    ("function f(x) { return x } BEGIN { print typeof(f(\"a\")) }", "string"),
    ("function f() { for (i = 0; i < 10; i++) if (i == 3) return i } BEGIN { print f(), i }", "3 3"),
    ("function f() { g = 7 } BEGIN { f(); print g }", "7"),
    ("function fact(n) { return n <= 1 ? 1 : n * fact(n - 1) } BEGIN { print fact(10) }", "3628800"),
    ("function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2) } BEGIN { print fib(15) }", "610"),
    ("function even(n) { return n == 0 ? 1 : odd(n - 1) } function odd(n) { return n == 0 ? 0 : even(n - 1) } BEGIN { print even(10), odd(7) }",
     "1 1"),
    ("function f(a) { return a } BEGIN { f = 3; print f(f), f }", "3 3"),
])
def test_functions(awk, prog, out):
    check_ok(awk(prog), out + "\n")


def test_function_strnum_arg(awk):
    check_ok(awk("function f(x) { return typeof(x) } { print f($1) }", "12\n"), "strnum\n")


def test_array_param_as_scalar_fatal(awk):
    check_fatal(awk('function f(p) { return p + 1 } BEGIN { a[1]; print "x"; f(a) }'),
                "can't use array p in scalar context", "x\n")


def test_scalar_param_as_array_fatal(awk):
    check_fatal(awk("function f(x) { x[1] = 1 } BEGIN { y = 1; f(y) }"), "can't use scalar x as array")


def test_return_array_fatal(awk):
    check_fatal(awk("function f(   a) { a[1] = 1; return a } BEGIN { f() }"),
                "can't use array a in scalar context")


# ---------------------------------------------------------------- recursion depth

def test_recursion_1000_ok(awk):
    prog = 'function r(n) { if (n > 0) return r(n - 1); return "done" } BEGIN { print r(999) }'
    check_ok(awk(prog), "done\n")


def test_recursion_1001_fatal(awk):
    prog = 'function r(n) { if (n > 0) return r(n - 1); return "done" } BEGIN { print "s"; print r(1000) }'
    check_fatal(awk(prog), "function call nesting too deep", "s\n")


def test_mutual_recursion_limit(awk):
    prog = ('function a(n) { return n > 0 ? b(n - 1) : "ok" } function b(n) { return n > 0 ? a(n - 1) : "ok" } '
            'BEGIN { print a(999); print a(1000) }')
    check_fatal(awk(prog), "function call nesting too deep", "ok\n")


def test_many_calls_not_limited(awk):
    prog = 'function t(n) { c++; if (n > 0) { t(n - 1); t(n - 1) } } BEGIN { t(9); print c }'
    check_ok(awk(prog), "1023\n")


def test_sequential_calls_not_limited(awk):
    prog = "function f(x) { return x + 1 } BEGIN { for (i = 0; i < 5000; i++) s = f(s); print s }"
    check_ok(awk(prog), "5000\n")
