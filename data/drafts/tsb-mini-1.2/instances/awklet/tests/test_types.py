"""FPAT, typeof and isarray."""


# ---- FPAT ----


def test_fpat_quoted_csv(awk):
    prog = "BEGIN { FPAT = \"[^,]+|\\\"[^\\\"]*\\\"\" } { print NF; print $2 }"
    assert awk(prog, "a,\"b,c\",d\n") == "3\n\"b,c\"\n"


def test_fpat_digits(awk):
    assert awk("BEGIN { FPAT = \"[0-9]+\" } { print NF, $1 + $2 }", "ab12cd30e\n") == "2 42\n"


def test_fpat_empty_matches_skipped(awk):
    assert awk("BEGIN { FPAT = \"[0-9]*\" } { print NF, $1 }", "a1b\n") == "1 1\n"


def test_fpat_no_match(awk):
    assert awk("BEGIN { FPAT = \"[0-9]+\" } { print NF }", "abc\n") == "0\n"


def test_fpat_fs_turns_off(awk):
    assert awk("BEGIN { FPAT = \"[a-z]\"; FS = \",\" } { print NF }", "ab,c\n") == "2\n"


def test_fpat_empty_turns_off(awk):
    assert awk("BEGIN { FPAT = \"x\"; FPAT = \"\" } { print NF }", "a b c\n") == "3\n"


def test_fpat_overrides_fieldwidths(awk):
    assert awk("BEGIN { FIELDWIDTHS = \"1 1\"; FPAT = \"[a-z]+\" } { print NF, $1 }", "abc de\n") == "2 abc\n"


def test_fieldwidths_overrides_fpat(awk):
    assert awk("BEGIN { FPAT = \"[a-z]+\"; FIELDWIDTHS = \"2\" } { print NF, $1 }", "abc de\n") == "1 ab\n"


def test_fpat_next_record(awk):
    assert awk("{ FPAT = \"[0-9]+\"; print $1 }", "a1 b\nc2 d\n") == "a1\n2\n"


def test_fpat_ignorecase(awk):
    assert awk("BEGIN { FPAT = \"[a-c]+\"; IGNORECASE = 1 } { print $1 }", "xABCy\n") == "ABC\n"


def test_fpat_newline_ordinary(awk):
    assert awk("BEGIN { RS = \"\"; FPAT = \"[^ ]+\" } { print NF }", "a b\nc\n") == "2\n"


def test_fpat_split_unaffected(awk):
    assert awk("BEGIN { FPAT = \"[0-9]+\"; print split(\"a b\", p) }") == "2\n"


def test_fpat_invalid(run):
    r = run("BEGIN { FPAT = \"(\" } { print \"x\"; print $1 }", stdin="a\n")
    assert r.code == 2 and r.text == "x\n" and r.err == "awklet: regular expression error: unmatched (: /(/\n"


def test_fpat_rebuild(awk):
    assert awk("BEGIN { FPAT = \"[0-9]+\"; OFS = \"+\" } { $1 = $1; print }", "a1b2\n") == "1+2\n"


# ---- typeof and isarray ----


def test_typeof_number_string(awk):
    assert awk("BEGIN { x = 1; y = \"s\"; print typeof(x), typeof(y) }") == "number string\n"


def test_typeof_array(awk):
    assert awk("BEGIN { a[1]; print typeof(a) }") == "array\n"


def test_typeof_untyped(awk):
    assert awk("BEGIN { print typeof(never) }") == "untyped\n"


def test_typeof_unassigned(awk):
    assert awk("BEGIN { z = u; print typeof(z) }") == "unassigned\n"


def test_typeof_missing_element_not_created(awk):
    assert awk("BEGIN { a[1]; print typeof(a[2]), (2 in a), typeof(a[1]) }") == "untyped 0 unassigned\n"


def test_typeof_strnum_field(awk):
    assert awk("{ print typeof($1), typeof($2), typeof($3) }", "12 ab\n") == "strnum string unassigned\n"


def test_typeof_record(awk):
    assert awk("{ print typeof($0) }", "5\n") == "strnum\n"


def test_typeof_expression(awk):
    assert awk("BEGIN { print typeof(1 \"2\"), typeof(1 + 2), typeof(substr(\"12\", 1)) }") == "string number string\n"


def test_typeof_regexp(awk):
    assert awk("{ print typeof(/x/) }", "x\n") == "regexp\n"


def test_typeof_param_untyped(awk):
    assert awk("function f(p) { return typeof(p) } BEGIN { print f(), f(q) }") == "untyped untyped\n"


def test_typeof_param_array(awk):
    assert awk("function f(p) { return typeof(p) } BEGIN { a[1]; print f(a) }") == "array\n"


def test_typeof_param_becomes_array(awk):
    assert awk("function g(p) { p[1] = 1; return h(p) } function h(q) { return typeof(q) } BEGIN { print g(n), typeof(n) }") == "array array\n"


def test_typeof_getline_var(awk):
    assert awk("BEGIN { getline v; print typeof(v) }", "3.5\n") == "strnum\n"


def test_isarray(awk):
    assert awk("BEGIN { a[1]; x = 1; print isarray(a), isarray(x), isarray(nothing) }") == "1 0 0\n"


def test_isarray_expression(awk):
    assert awk("BEGIN { print isarray(i++), i }") == "0 1\n"


def test_isarray_does_not_fix_kind(awk):
    assert awk("BEGIN { print isarray(w); w[1] = 1; print isarray(w) }") == "0\n1\n"
