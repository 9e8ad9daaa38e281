"""User-defined functions, parameters, return, recursion, scalars/arrays."""
import pytest

from conftest import awk, out, ev, fatal


def syn(prog, msg):
    r = awk(prog)
    assert r.rc == 2, r
    assert r.out == "", r
    assert r.err == "awklet: " + msg + "\n", r


# ---------- definitions ----------

def test_simple_function():
    assert out("function add(a, b) { return a + b }\nBEGIN { print add(2, 3) }") == "5\n"


def test_newline_between_paren_and_brace():
    assert out("function f(a)\n{ return a * 3 }\nBEGIN { print f(2) }") == "6\n"


def test_function_defined_after_use():
    assert out("BEGIN { print f(1) }\nfunction f(x) { return x + 1 }") == "2\n"


def test_function_and_variable_same_name_separate():
    assert out('function f() { return "fn" }\nBEGIN { print f() }') == "fn\n"


def test_function_redefined():
    syn("function f() { return 1 }\nfunction f() { return 2 }\nBEGIN { }",
        "function f redefined at source line 2")


def test_function_redefined_via_func_keyword():
    syn("func g() { }\n\nfunction g() { }", "function g redefined at source line 3")


def test_duplicate_parameter():
    syn("function f(a, b, a) { return 1 }", "duplicate parameter a in function f at source line 1")


def test_parameter_named_after_function():
    syn("function f(x, f) { return 1 }", "function f has a parameter named after itself at source line 1")


def test_calling_undefined_function():
    syn('BEGIN { print "x" }\nBEGIN { if (0) g() }', "calling undefined function g at source line 2")


def test_too_many_arguments():
    syn("function f(a) { return a }\nBEGIN { f(1, 2) }",
        "function f called with 2 arguments, accepts only 1 at source line 2")


def test_too_many_arguments_zero_params():
    syn("function f() { return 1 }\nBEGIN { x = f(1) }",
        "function f called with 1 arguments, accepts only 0 at source line 2")


def test_fewer_arguments_are_locals():
    prog = 'function f(a,   loc) { loc = loc + 1; return loc }\nBEGIN { print f(1), f(1) }'
    assert out(prog) == "1 1\n"


def test_local_uninitialized_each_call():
    prog = 'function f(a,   l) { r = typeof(l); l = 5; return r }\nBEGIN { print f(), f() }'
    assert out(prog) == "untyped untyped\n"


# ---------- parameters ----------

def test_scalar_passed_by_value():
    assert out("function f(x) { x = 99 }\nBEGIN { y = 1; f(y); print y }") == "1\n"


def test_array_passed_by_reference():
    assert out('function f(arr) { arr["k"] = "v"; delete arr[1] }\nBEGIN { a[1] = 1; f(a); print length(a), a["k"] }') == "1 v\n"


def test_untyped_argument_becomes_array():
    assert out('function f(arr) { arr[1] = "x" }\nBEGIN { f(a); print length(a), a[1] }') == "1 x\n"


def test_untyped_argument_element_reference_makes_array():
    assert out('function f(p) { p["k"] }\nBEGIN { f(a); print length(a), ("k" in a) }') == "1 1\n"


def test_untyped_argument_split_makes_array():
    assert out('function f(p) { return split("a b c", p) }\nBEGIN { n = f(a); print n, a[3] }') == "3 c\n"


def test_untyped_argument_passed_on():
    prog = ('function inner(q) { q["z"] = 1 }\nfunction outer(p) { inner(p) }\n'
            'BEGIN { outer(a); print length(a), isarray(a) }')
    assert out(prog) == "1 1\n"


def test_untyped_parameter_stays_untyped():
    prog = 'function f(p) { return length(p) }\nBEGIN { print f(x); x = 5; print x }'
    assert out(prog) == "0\n5\n"


def test_local_array_new_each_call():
    prog = ('function f(v,   arr) { arr[v] = 1; return length(arr) }\n'
            'BEGIN { print f("a"), f("b"), f("c") }')
    assert out(prog) == "1 1 1\n"


def test_local_array_new_in_recursion():
    prog = ('function r(n,   arr, k) { arr[n] = 1; if (n > 0) r(n - 1); '
            'for (k in arr) s = s k; s = s "|" }\n'
            'BEGIN { r(2); print s }')
    assert out(prog) == "0|1|2|\n"


def test_arguments_evaluated_left_to_right():
    assert out('function f(a, b) { return a "," b }\nBEGIN { i = 1; print f(i++, i++), i }') == "1,2 3\n"


def test_globals_shared():
    assert out("function f() { g = g + 1 }\nBEGIN { f(); f(); print g }") == "2\n"


def test_array_param_as_scalar_fatal():
    prog = 'function f(x) { print "in"; return x + 1 }\nBEGIN { a[1] = 1; f(a) }'
    fatal(awk(prog), "can't use array x in scalar context", stdout="in\n")


def test_scalar_param_as_array_fatal():
    prog = 'function f(x) { print "in"; x[1] = 1 }\nBEGIN { y = 1; f(y) }'
    fatal(awk(prog), "can't use scalar x as array", stdout="in\n")


# ---------- return ----------

def test_return_without_value_is_uninitialized():
    prog = 'function f() { return }\nBEGIN { x = f(); print "[" x "]", typeof(x) }'
    assert out(prog) == "[] unassigned\n"


def test_falling_off_end_returns_uninitialized():
    prog = 'function f() { y = 1 }\nBEGIN { print "[" f() "]"; x = f(); print typeof(x) }'
    assert out(prog) == "[]\nunassigned\n"


def test_return_from_inside_loop():
    prog = 'function f(   i) { for (i = 0; i < 10; i++) if (i == 3) return i * 10; return -1 }\nBEGIN { print f() }'
    assert out(prog) == "30\n"


def test_return_keeps_type():
    prog = 'function f() { return 2 }\nfunction g() { return "10" }\nBEGIN { x = f(); print x x, typeof(f()), (g() < 9) }'
    assert out(prog) == "22 number 1\n"


def test_return_strnum_keeps_type():
    prog = 'function f() { return $1 }\n{ print typeof(f()), (f() < 9) }'
    assert out(prog, stdin="10\n") == "strnum 0\n"


def test_return_outside_function():
    syn("BEGIN { return 1 }", "return outside a function at source line 1")


def test_return_array_fatal():
    prog = 'function f(a) { a[1]; return a }\nBEGIN { print "s"; f(b) }'
    fatal(awk(prog), "can't use array a in scalar context", stdout="s\n")


# ---------- recursion ----------

def test_factorial():
    assert out("function fact(n) { return n <= 1 ? 1 : n * fact(n - 1) }\nBEGIN { print fact(10) }") == "3628800\n"


def test_fibonacci():
    assert out("function fib(n) { return n < 2 ? n : fib(n-1) + fib(n-2) }\nBEGIN { print fib(15) }") == "610\n"


def test_recursion_1000_deep_allowed():
    prog = "function r(n) { if (n > 1) return r(n - 1); return n }\nBEGIN { print r(1000) }"
    assert out(prog) == "1\n"


def test_recursion_1001_deep_fatal():
    prog = 'function r(n) { if (n > 1) return r(n - 1); return n }\nBEGIN { print "s"; print r(1001) }'
    fatal(awk(prog), "function call nesting too deep", stdout="s\n")


def test_mutual_recursion_limit():
    prog = ("function a(n) { if (n > 1) return b(n - 1); return 0 }\n"
            "function b(n) { if (n > 1) return a(n - 1); return 0 }\n"
            "BEGIN { print a(1000); print a(1001) }")
    fatal(awk(prog), "function call nesting too deep", stdout="0\n")


def test_total_calls_do_not_matter():
    prog = "function t(n) { c++; if (n > 0) { t(n - 1); t(n - 1) } }\nBEGIN { t(9); print c }"
    assert out(prog) == "1023\n"


def test_recursion_limit_from_rule():
    prog = "function r(n) { if (n > 1) return r(n - 1); return n }\n{ print r($1) }"
    r = awk(prog, stdin="1000\n1001\n")
    fatal(r, "function call nesting too deep", stdout="1\n")


# ---------- scalars and arrays ----------

def test_scalar_then_array_fatal():
    r = awk('BEGIN { print "before"; x = 1; x[1] = 2 }')
    fatal(r, "can't use scalar x as array", stdout="before\n")


def test_array_then_scalar_fatal():
    r = awk('BEGIN { a[1] = 1; print "before"; a = 2 }')
    fatal(r, "can't use array a in scalar context", stdout="before\n")


def test_print_array_fatal():
    r = awk('BEGIN { a[1] = 1; print a }')
    fatal(r, "can't use array a in scalar context")


def test_scalar_in_fatal():
    r = awk('BEGIN { s = 1; if (1 in s) print "x" }')
    fatal(r, "can't use scalar s as array")


def test_scalar_for_in_fatal():
    r = awk('BEGIN { s = "abc"; for (k in s) print k }')
    fatal(r, "can't use scalar s as array")


def test_scalar_delete_fatal():
    r = awk('BEGIN { s = 1; delete s }')
    fatal(r, "can't use scalar s as array")


def test_scalar_split_target_fatal():
    r = awk('BEGIN { s = 1; split("a b", s) }')
    fatal(r, "can't use scalar s as array")


def test_array_in_arithmetic_fatal():
    r = awk('BEGIN { a["x"]; y = a + 1 }')
    fatal(r, "can't use array a in scalar context")


def test_getline_into_array_fatal():
    r = awk('BEGIN { a[1]; getline a }', stdin="x\n")
    fatal(r, "can't use array a in scalar context")
