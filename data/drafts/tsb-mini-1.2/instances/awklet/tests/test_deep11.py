"""Fine print (layer 11): statements, functions and parameters."""


# ---- Statements ----


def test_statements_deep_empty_then_branch(awk):
    assert awk("BEGIN { if (1) ; else print \"no\"; if (0) print \"a\"; else if (1) print \"b\"; else print \"c\" }") == "b\n"


def test_statements_deep_dangling_else(awk):
    assert awk("BEGIN { if (1) if (0) print \"x\"; else print \"inner-else\" }") == "inner-else\n"


def test_statements_deep_else_after_semicolon_lines(awk):
    assert awk("BEGIN { if (0) print \"x\"\n;\nelse print \"y\" }") == "y\n"


def test_statements_deep_nested_blocks_and_empty(awk):
    assert awk("BEGIN { { { print \"nested\" } } ; ; }") == "nested\n"


def test_statements_deep_block_no_scope(awk):
    assert awk("BEGIN { x = 1; { x = 2 }; print x }") == "2\n"


def test_statements_deep_semicolon_between_rules(awk):
    assert awk("BEGIN { print \"a\"; } ; BEGIN { print \"b\" }") == "a\nb\n"


def test_statements_deep_getline_as_statement(awk):
    assert awk("NR == 1 { getline; print \"got \" $0 }", "a\nb\nc\n") == "got b\n"


# ---- break and continue ----


def test_break_deep_while_and_for_ever(awk):
    assert awk("BEGIN { while (1) { if (++i > 3) break }; print i; for (;;) break; print \"after\" }") == "4\nafter\n"


def test_continue_deep_for_runs_incr(awk):
    assert awk("BEGIN { for (i = 0; i < 5; i++) { if (i % 2) continue; printf \"%d \", i }; print \"\" }") == "0 2 4 \n"


def test_break_deep_inner_loop_only(awk):
    assert awk("BEGIN { for (i = 0; i < 3; i++) { for (j = 0; j < 3; j++) { if (j == 1) break }; printf \"%d%d \", i, j }; print \"\" }") == "01 11 21 \n"


def test_continue_deep_for_in(awk):
    assert awk("BEGIN { a[1]; a[2]; a[3]; for (k in a) { if (k == 2) continue; printf \"%s \", k }; print \"\" }") == "1 3 \n"


def test_break_deep_loop_inside_switch(awk):
    assert awk("BEGIN { switch (1) { case 1: for (i = 0; i < 3; i++) { if (i == 1) break }; print \"in\", i } }") == "in 1\n"


def test_continue_deep_switch_inside_loop(awk):
    assert awk("BEGIN { while (i < 3) { i++; switch (i) { case 2: continue }; printf \"%d \", i }; print \"\" }") == "1 3 \n"


def test_break_deep_in_function_outside_loop(run):
    r = run("function f() { break } BEGIN { while (1) f() }")
    assert r.code == 2 and "break outside a loop at source line 1" in r.err


def test_continue_deep_in_if_outside_loop(run):
    r = run("BEGIN { if (1) { continue } }")
    assert r.code == 2 and "continue outside a loop at source line 1" in r.err


# ---- User-defined functions ----


def test_functions_deep_called_before_definition(awk):
    assert awk("BEGIN { f(1) } function f(a) { print \"f\" a }") == "f1\n"


def test_functions_deep_same_name_as_variable(awk):
    assert awk("function foo(a) { return a } BEGIN { foo = 3; print foo, foo(2) }") == "3 2\n"


def test_functions_deep_special_var_parameter(run):
    r = run("function f(NR) { return NR } BEGIN { print f(5) }")
    assert r.code == 2 and "special variable NR used as a parameter at source line 1" in r.err


def test_functions_deep_self_named_parameter(run):
    r = run("function f(f) { }")
    assert r.code == 2 and "function f has a parameter named after itself at source line 1" in r.err


def test_functions_deep_duplicate_parameter(run):
    r = run("function f(a, a) { }")
    assert r.code == 2 and "duplicate parameter a in function f at source line 1" in r.err


def test_functions_deep_redefined(run):
    r = run("function f() { }\nfunction f() { }")
    assert r.code == 2 and "function f redefined at source line 2" in r.err


def test_functions_deep_missing_args_local(awk):
    assert awk("function f(n, loc) { loc = loc + n; return loc } BEGIN { print f(1), f(2) }") == "1 2\n"


# ---- Function parameters ----


def test_parameters_deep_scalar_by_value_array_by_reference(awk):
    assert awk("function f(a, b) { a = 5; b[1] = 2 } BEGIN { x = 1; f(x, y); print x, y[1] }") == "1 2\n"


def test_parameters_deep_untyped_becomes_array(awk):
    assert awk("function f(a) { a[1] = 1 } BEGIN { f(z); print length(z) }") == "1\n"


def test_parameters_deep_untyped_stays_untyped(awk):
    assert awk("function f(a) { return length(a) } BEGIN { print f(q); q = 3; print q }") == "0\n3\n"


def test_parameters_deep_arguments_left_to_right(awk):
    assert awk("function f(a, b) { print a, b } BEGIN { i = 1; f(i++, i++); print i }") == "1 2\n3\n"


def test_parameters_deep_string_copy(awk):
    assert awk("function f(a) { a = a \"x\"; return a } BEGIN { s = \"s\"; print f(s), s }") == "sx s\n"


def test_parameters_deep_split_into_parameter(awk):
    assert awk("function f(a) { split(\"x y\", a) } BEGIN { f(arr); print arr[2] }") == "y\n"


def test_parameters_deep_reference_creates_in_caller(awk):
    assert awk("function f(a) { a[\"k\"] } BEGIN { f(m); print length(m), (\"k\" in m) }") == "1 1\n"


def test_parameters_deep_passed_through_two_calls(awk):
    assert awk("function g(b) { b[2] = 2 } function f(a) { g(a) } BEGIN { f(m); print m[2] }") == "2\n"


# ---- Scalars and arrays ----


def test_scalars_arrays_deep_scalar_passed_used_as_array(run):
    r = run("function f(x) { x[1] = 1 } BEGIN { v = 1; f(v) }")
    assert r.code == 2 and "can't use scalar x as array" in r.err


def test_scalars_arrays_deep_array_passed_used_as_scalar(run):
    r = run("function f(x) { return x + 1 } BEGIN { a[1]; f(a) }")
    assert r.code == 2 and "can't use array x in scalar context" in r.err


def test_scalars_arrays_deep_output_before_error_kept(run):
    r = run("BEGIN { print \"before\"; x = 1; x[1] = 2 }")
    assert r.code == 2 and r.text == "before\n" and "can't use scalar x as array" in r.err


def test_scalars_arrays_deep_in_on_scalar(run):
    r = run("BEGIN { s = 1; print (1 in s) }")
    assert r.code == 2 and "can't use scalar s as array" in r.err


def test_scalars_arrays_deep_length_of_scalar_param_ok(awk):
    assert awk("function f(p) { return length(p) } BEGIN { print f(\"abc\"), f(12) }") == "3 2\n"
