"""Fine print (layer 11): lexical rules, constants, program structure and patterns."""


# ---- String literals ----


def test_string_literals_deep_escapes_mix(awk):
    out = awk("BEGIN { print \"a\\/b\", \"\\q\", length(\"\\0\"), \"\\101\\1012\", \"\\x41\\x4a\", length(\"\\x\") }")
    assert out == "a/b \\q 1 AA2 AJ 2\n"


def test_string_literals_deep_octal_modulo(awk):
    assert awk("BEGIN { s = \"\\777\"; print length(s), (s == \"\\377\") }") == "1 1\n"


def test_string_literals_deep_octal_stops_at_8(run):
    r = run("BEGIN { printf \"%s\", \"\\08\" }")
    assert r.out == b"\x008"


def test_string_literals_deep_backslash_newline_removed(awk):
    assert awk("BEGIN { print \"a\\\nb\" }") == "ab\n"


def test_string_literals_deep_raw_newline_error(run):
    r = run("BEGIN { print \"a\nb\" }")
    assert r.code == 2 and "newline in string at source line 1" in r.err


def test_string_literals_deep_unterminated(run):
    r = run("BEGIN { print \"abc }")
    assert r.code == 2 and "unterminated string at source line 1" in r.err


# ---- Numeric constants ----


def test_numeric_constants_deep_forms(awk):
    assert awk("BEGIN { print 1e3, .5e1, 010, 1.e2, 100., 1E-2, 00012 }") == "1000 5 10 100 100 0.01 12\n"


def test_numeric_constants_deep_overflow_underflow(awk):
    assert awk("BEGIN { print 1e400, -1e400, 1e-400 }") == "inf -inf 0\n"


def test_numeric_constants_deep_followed_by_name(awk):
    assert awk("BEGIN { e = \"E\"; abc = \"!\"; print 1.5e, 12abc, 0x10 }") == "1.5E 12! 0\n"


def test_numeric_constants_deep_two_points(awk):
    assert awk("BEGIN { print 1.2.3 }") == "1.20.3\n"


# ---- Lexical structure ----


def test_lexical_deep_comment_to_end_of_line(awk):
    assert awk("BEGIN { x = 1 # comment ; print 2\nprint x }") == "1\n"


def test_lexical_deep_newline_after_comma(awk):
    assert awk("BEGIN { print 1,\n2 }") == "1 2\n"


def test_lexical_deep_backslash_newline(awk):
    assert awk("BEGIN { print \\\n\"cont\" }") == "cont\n"


def test_lexical_deep_tabs_as_blanks(awk):
    assert awk("BEGIN\t{\tprint\t\"tabs\"\t}") == "tabs\n"


# ---- BEGIN and END ----


def test_begin_end_deep_order_interleaved(awk):
    assert awk("BEGIN { printf \"b1 \" } END { printf \"e1 \" } BEGIN { printf \"b2 \" } END { print \"e2\" }", "x\n") == "b1 b2 e1 e2\n"


def test_begin_end_deep_end_before_begin_in_text(awk):
    assert awk("END { print NR } BEGIN { print \"b\" }", "x\ny\n") == "b\n2\n"


def test_begin_end_deep_only_begin_ignores_input(awk):
    assert awk("BEGIN { print \"only\" }", "ignored\n") == "only\n"


def test_begin_end_deep_getline_in_begin(awk):
    assert awk("BEGIN { getline; print \"got \" $0 } { print \"main \" $0 }", "x\ny\n") == "got x\nmain y\n"


def test_begin_end_deep_end_no_records(awk):
    assert awk("END { print \"[\" $0 \"]\", NF, NR }", "") == "[] 0 0\n"


# ---- Expression patterns ----


def test_expression_patterns_deep_field_truth(awk):
    assert awk("$1", "0\n1\n\na\n0.0\n") == "1\na\n"


def test_expression_patterns_deep_modulo(awk):
    assert awk("NR % 2", "a\nb\nc\n") == "a\nc\n"


def test_expression_patterns_deep_regex_combination(awk):
    assert awk("/a/ && /b/", "ab\na\nb\n") == "ab\n"
    assert awk("!/a/", "ab\nc\n") == "c\n"


def test_expression_patterns_deep_assignment_pattern(awk):
    assert awk("$0 = \"X\" $0", "a\n") == "Xa\n"


def test_expression_patterns_deep_postincrement_pattern(awk):
    assert awk("x++ { print \"after first\" }", "a\nb\n") == "after first\n"


def test_expression_patterns_deep_sees_earlier_action(awk):
    assert awk("{ v = $1 } v > 5", "9\n3\n") == "9\n"


def test_expression_patterns_deep_string_constants(awk):
    assert awk("\"\" { print \"no\" } \"0\" { print \"str0\" }", "a\n") == "str0\n"


def test_expression_patterns_deep_length_pattern(awk):
    assert awk("length", "a\n\nbb\n") == "a\nbb\n"


def test_expression_patterns_deep_nf_after_action(awk):
    assert awk("{ $0 = \"\" } NF == 0 { print \"empty\" }", "a\n") == "empty\n"
