"""More requirement tests for the sections with the fewest."""


# ---- tolower and toupper ----


def test_case_tolower_field(awk):
    assert awk("{ print tolower($2) }", "A BcD\n") == "bcd\n"


def test_case_toupper_punct_digits(awk):
    assert awk("BEGIN { print toupper(\"a-1_z!\") }") == "A-1_Z!\n"


def test_case_uninit(awk):
    assert awk("BEGIN { print \"[\" toupper(u) \"]\" }") == "[]\n"


# ---- Default field splitting ----


def test_default_fs_tabs_and_spaces(awk):
    assert awk("{ print $1 \"|\" $2 }", "\t a\t\t b \n") == "a|b\n"


def test_default_fs_explicit_space(awk):
    assert awk("BEGIN { FS = \" \" } { print NF }", " x  y \n") == "2\n"


def test_default_fs_formfeed_not_blank(run):
    r = run("{ print NF }", stdin="a\fb\n")
    assert r.text == "1\n"


# ---- ENVIRON ----


def test_environ_iteration_includes(awk):
    assert awk("BEGIN { for (k in ENVIRON) if (k == \"AWKLET_IT\") print ENVIRON[k] }", env={"AWKLET_IT": "seen"}) == "seen\n"


def test_environ_value_with_equals(awk):
    assert awk("BEGIN { print ENVIRON[\"AWKLET_EQ\"] }", env={"AWKLET_EQ": "a=b=c"}) == "a=b=c\n"


def test_environ_assign_element(awk):
    assert awk("BEGIN { ENVIRON[\"X_NEW\"] = 5; print ENVIRON[\"X_NEW\"] }") == "5\n"


# ---- Expression patterns ----


def test_pattern_assignment_value(awk):
    assert awk("x = $1", "0\n3\n") == "3\n"


def test_pattern_uninit_false(awk):
    assert awk("u { print \"no\" } END { print \"end\" }", "a\n") == "end\n"


def test_pattern_negated_regex(awk):
    assert awk("!/a/", "a\nb\n") == "b\n"


def test_pattern_compound(awk):
    assert awk("/a/ && NR > 1", "a1\na2\nb\n") == "a2\n"


# ---- Replacement text ----


def test_repl_ampersand_twice(awk):
    assert awk("BEGIN { s = \"x\"; sub(/x/, \"&&\", s); print s }") == "xx\n"


def test_repl_number(awk):
    assert awk("BEGIN { s = \"a\"; sub(/a/, 1.5, s); print s }") == "1.5\n"


def test_repl_empty_match_amp(awk):
    assert awk("BEGIN { s = \"ab\"; gsub(/x*/, \"<&>\", s); print s }") == "<>a<>b<>\n"


# ---- sprintf ----


def test_sprintf_convfmt_not_used_for_d(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; print sprintf(\"%d\", 3.99) }") == "3\n"


def test_sprintf_many_values(awk):
    assert awk("BEGIN { print sprintf(\"%s-%s-%s\", 1, 2, 3) }") == "1-2-3\n"


def test_sprintf_extra_values_ignored(awk):
    assert awk("BEGIN { print sprintf(\"%s\", \"a\", \"b\") }") == "a\n"


# ---- Anchors ----


def test_anchor_dollar_in_middle(awk):
    assert awk("BEGIN { print (\"ab\" ~ /a$b/), (\"a\" ~ /a$|x/) }") == "0 1\n"


def test_anchor_both(awk):
    assert awk("BEGIN { print (\"\" ~ /^$/), (\"x\" ~ /^$/) }") == "1 0\n"


def test_anchor_sub_end(awk):
    assert awk("BEGIN { s = \"aa\"; sub(/a$/, \"b\", s); print s }") == "ab\n"


# ---- break and continue ----


def test_break_while(awk):
    assert awk("BEGIN { while (1) { n++; if (n == 3) break } print n }") == "3\n"


def test_continue_while(awk):
    assert awk("BEGIN { while (i < 4) { i++; if (i == 2) continue; s = s i } print s }") == "134\n"


def test_continue_forin(awk):
    assert awk("BEGIN { a[1]; a[2]; a[3]; for (k in a) { if (k == 2) continue; printf \"%s\", k } print \"\" }") == "13\n"


# ---- Built-in variables ----


def test_builtin_rs_assign_affects_records(awk):
    assert awk("BEGIN { RS = \"-\" } END { print NR }", "a-b-c") == "3\n"


def test_builtin_nf_in_begin(awk):
    assert awk("BEGIN { print NF, \"[\" $0 \"]\" }") == "0 []\n"


def test_builtin_special_param_fpat(fails):
    assert fails("function g(FPAT) { }") == "awklet: special variable FPAT used as a parameter at source line 1\n"


# ---- Concatenation ----


def test_concat_three(awk):
    assert awk("BEGIN { x = \"a\" 1 \"b\"; print x, length(x) }") == "a1b 3\n"


def test_concat_fields(awk):
    assert awk("{ print $1 $2 }", "a b\n") == "ab\n"


def test_concat_lower_than_mul(awk):
    assert awk("BEGIN { print 2 3 * 4 }") == "212\n"


# ---- delete ----


def test_delete_during_forin_current(awk):
    assert awk("BEGIN { a[1]; a[2]; for (k in a) delete a[k]; print length(a) }") == "0\n"


def test_delete_param_array(awk):
    assert awk("function clear(x) { delete x } BEGIN { a[1]; clear(a); print length(a) }") == "0\n"


# ---- Dynamic regular expressions ----


def test_dynamic_concat_built(awk):
    assert awk("BEGIN { r = \"^\" \"ab\" \"$\"; print (\"ab\" ~ r), (\"abc\" ~ r) }") == "1 0\n"


def test_dynamic_in_sub(awk):
    assert awk("BEGIN { s = \"a+b\"; sub(\"\\\\+\", \"-\", s); print s }") == "a-b\n"


# ---- Empty FS ----


def test_empty_fs_split(awk):
    assert awk("BEGIN { n = split(\"xyz\", p, \"\"); print n, p[3] }") == "3 z\n"


# ---- exit ----


def test_exit_in_range_rule(run):
    r = run("/b/,/c/ { exit 4 }", stdin="a\nb\n")
    assert r.code == 4


# ---- Fatal errors ----


def test_fatal_pipe_output_flushed(run):
    r = run("BEGIN { print \"p\" | \"cat\"; x = 1 / 0 }")
    assert r.code == 2 and r.text == "p\n"


def test_fatal_message_single_line(run):
    r = run("BEGIN { x[1]; x = 1 }")
    assert r.err.count("\n") == 1


# ---- getline from commands ----


def test_getline_cmd_var_numeric_string(awk):
    assert awk("BEGIN { \"echo 10\" | getline v; print (v < 9) }") == "0\n"


def test_getline_cmd_uses_rs(awk):
    assert awk("BEGIN { RS = \",\"; \"printf 'a,b'\" | getline x; print x }") == "a\n"


def test_getline_cmd_close_reruns(awk):
    assert awk("BEGIN { c = \"echo hi\"; c | getline a; close(c); c | getline b; print a, b }") == "hi hi\n"


# ---- length ----


def test_length_uninit_array_param(awk):
    assert awk("function f(a) { return length(a) } BEGIN { x[1]; x[2]; print f(x) }") == "2\n"


def test_length_concat_number(awk):
    assert awk("BEGIN { print length(100 * 10) }") == "4\n"


# ---- Numeric constants ----


def test_number_large_exponent(awk):
    assert awk("BEGIN { print 1e308 * 1, 2e-3 }") == "1e+308 0.002\n"


# ---- Operator precedence ----


def test_precedence_not_before_compare(awk):
    assert awk("BEGIN { print !1 == 0 }") == "1\n"


def test_precedence_getline_pipe_concat(awk):
    assert awk("BEGIN { \"echo \" \"x\" | getline r; print r }") == "x\n"


# ---- Recursion ----


def test_recursion_fibonacci(awk):
    assert awk("function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2) } BEGIN { print fib(15) }") == "610\n"


# ---- Regular expression errors ----


def test_regex_error_exit_before_output(run):
    r = run("BEGIN { print 1 } /a{2,1}/")
    assert r.code == 2 and r.out == b"" and "invalid repetition count" in r.err


# ---- strtonum ----


def test_strtonum_uninitialized(awk):
    assert awk("BEGIN { print strtonum(u) }") == "0\n"


def test_strtonum_octal_exponent_decimal(awk):
    assert awk("BEGIN { print strtonum(\"017e1\") }") == "170\n"
