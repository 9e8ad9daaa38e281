"""Fine print (layer 11): extensions (bit operations, sorting, switch)."""


# ---- Bit operations ----


def test_bit_ops_deep_basic(awk):
    out = awk("BEGIN { print and(12, 10), or(12, 10), xor(12, 10), and(7, 6, 3), or(1, 2, 4, 8), compl(0), lshift(1, 3), rshift(16, 2) }")
    assert out == "8 14 6 2 15 9007199254740991 8 4\n"


def test_bit_ops_deep_truncation_and_53_bits(awk):
    out = awk("BEGIN { print and(12.9, 10.1), and(\"12\", \"10x\"), lshift(1, 52), lshift(3, 52), rshift(2^53 - 1, 52), compl(2^53 - 1), xor(5, 5, 5), lshift(1, 53) }")
    assert out == "8 8 4503599627370496 4503599627370496 1 0 5 0\n"


def test_bit_ops_deep_fraction_shift_count(awk):
    assert awk("BEGIN { print rshift(7, 1.9), or(0, 0) }") == "3 0\n"


def test_bit_ops_deep_negative_fatal(run):
    r = run("BEGIN { print and(-1, 5) }")
    assert r.code == 2 and "and: negative argument" in r.err
    r = run("BEGIN { print lshift(1, -1) }")
    assert r.code == 2 and "lshift: negative argument" in r.err


def test_bit_ops_deep_out_of_range_fatal(run):
    r = run("BEGIN { print and(1, 2^53) }")
    assert r.code == 2 and "and: argument out of range" in r.err
    r = run("BEGIN { print and(1, log(-1)) }")
    assert r.code == 2 and "and: argument out of range" in r.err


def test_bit_ops_deep_result_number(awk):
    assert awk("BEGIN { x = and(5, 3); print typeof(x), x \"\" }") == "number 1\n"


# ---- Sorting arrays ----


def test_asort_deep_in_place(awk):
    assert awk("BEGIN { n = split(\"b a c\", a); m = asort(a); for (i = 1; i <= m; i++) printf \"%s \", a[i]; print \"\" }") == "a b c \n"


def test_asort_deep_dest_leaves_source(awk):
    prog = "BEGIN { a[\"x\"] = 3; a[\"y\"] = 1; a[\"z\"] = 2; n = asort(a, b); print n, b[1], b[2], b[3], (\"x\" in a); n = asorti(a, c); print c[1], c[3] }"
    assert awk(prog) == "3 1 2 3 1\nx z\n"


def test_asort_deep_mixed_types(awk):
    prog = "BEGIN { a[1] = \"10\"; a[2] = 9; a[3] = \"abc\"; a[4] = \"\"; n = asort(a); for (i = 1; i <= n; i++) printf \"[%s]\", a[i]; print \"\" }"
    assert awk(prog) == "[9][][10][abc]\n"


def test_asort_deep_uninitialized_kept(awk):
    assert awk("BEGIN { a[1]; n = asort(a); print n, typeof(a[1]) }") == "1 unassigned\n"


def test_asort_deep_empty_array(awk):
    assert awk("BEGIN { n = asort(e); print n, length(e) }") == "0 0\n"


def test_asorti_deep_string_order(awk):
    assert awk("BEGIN { a[\"B\"]; a[\"a\"]; a[\"10\"]; a[\"9\"]; n = asorti(a, b); for (i = 1; i <= n; i++) printf \"%s \", b[i]; print \"\" }") == "10 9 B a \n"


def test_asort_deep_dest_old_elements_deleted(awk):
    assert awk("BEGIN { d[\"old\"] = 1; s[1] = \"z\"; n = asort(s, d); print n, length(d), (\"old\" in d), d[1] }") == "1 1 0 z\n"


# ---- switch ----


def test_switch_deep_string_constant_vs_number_label(awk):
    assert awk("BEGIN { switch (\"10\") { case 10: print \"num\"; break; case \"10\": print \"str\" } }") == "num\n"


def test_switch_deep_field_numeric_label(awk):
    assert awk("{ switch ($1) { case 10: print \"num\"; break; default: print \"def\" } }", "10.0\n") == "num\n"


def test_switch_deep_regex_falls_through(awk):
    assert awk("BEGIN { switch (\"abc\") { case /b/: print \"re\"; case \"x\": print \"fall\"; break; case \"abc\": print \"no\" } }") == "re\nfall\n"


def test_switch_deep_default_first_falls_through(awk):
    assert awk("BEGIN { switch (3) { default: print \"d\"; case 1: print \"one\" } }") == "d\none\n"


def test_switch_deep_empty_body(awk):
    assert awk("BEGIN { switch (1) { } ; print \"empty ok\" }") == "empty ok\n"


def test_switch_deep_expression_once(awk):
    assert awk("BEGIN { x = 2; switch (x++) { case 1: print \"one\"; break; case 3: print \"three\"; break; case 2: print \"two\", x } }") == "two 3\n"


def test_switch_deep_shared_case(awk):
    assert awk("BEGIN { switch (1) { case 1: case 2: print \"shared\" } }") == "shared\n"


def test_switch_deep_no_match_no_default(awk):
    assert awk("BEGIN { switch (5) { case 1: print \"a\" } print \"none\" }") == "none\n"


def test_switch_deep_ignorecase_string_case(awk):
    prog = "BEGIN { switch (\"A\") { case \"a\": print \"ci\"; break; default: print \"cs\" }; IGNORECASE = 1; switch (\"A\") { case \"a\": print \"ci\"; break; default: print \"cs\" } }"
    assert awk(prog) == "cs\nci\n"
