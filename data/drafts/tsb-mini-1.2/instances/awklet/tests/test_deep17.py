"""Fine print (layer 11): syntax errors, program structure, split separators, mktime."""


# ---- Syntax errors ----


def test_syntax_errors_deep_newline_after_plus(run):
    r = run("BEGIN { x = 1 +\n2; print x }")
    assert r.code == 2 and r.text == "" and r.err == "awklet: syntax error at source line 1\n"


def test_syntax_errors_deep_newline_before_operator_in_group(run):
    r = run("BEGIN { x = (1\n+ 2); print x }")
    assert r.code == 2 and r.err == "awklet: syntax error at source line 2\n"


def test_syntax_errors_deep_extra_brace(run):
    r = run("BEGIN { print 1 }}")
    assert r.code == 2 and r.text == "" and "syntax error at source line 1" in r.err


def test_syntax_errors_deep_unclosed_paren(run):
    r = run("BEGIN { print (1 }")
    assert r.code == 2 and "syntax error at source line 1" in r.err


def test_syntax_errors_deep_unexpected_char_line(run):
    r = run("BEGIN { x = 1\ny = 2 @ }")
    assert r.code == 2 and r.err == "awklet: syntax error at source line 2: unexpected character '@'\n"


def test_syntax_errors_deep_stray_backslash(run):
    r = run("BEGIN { print \"a\" \\ \"b\" }")
    assert r.code == 2 and r.err == "awklet: syntax error at source line 1: unexpected backslash\n"


def test_syntax_errors_deep_unterminated_regex(run):
    r = run("BEGIN { x = /abc }")
    assert r.code == 2 and r.err == "awklet: unterminated regular expression at source line 1\n"


def test_syntax_errors_deep_error_prevents_begin(run):
    r = run("BEGIN { print \"no\" }\nEND { print ( }")
    assert r.code == 2 and r.text == "" and "syntax error at source line 2" in r.err


# ---- Program structure ----


def test_structure_deep_statement_after_newline(awk):
    assert awk("BEGIN { print 1\n+ 2 }") == "1\n"


def test_structure_deep_newline_after_if_paren(awk):
    assert awk("BEGIN { if (1)\nprint \"nl\" }") == "nl\n"


def test_structure_deep_pattern_then_brace_next_line(awk):
    assert awk("/a/\n{ print \"sep\" }", "a\nb\n") == "a\nsep\nsep\n"


def test_structure_deep_two_begins_same_line(awk):
    assert awk("BEGIN { print \"x\" } BEGIN { print \"y\" }") == "x\ny\n"


def test_structure_deep_func_keyword(awk):
    assert awk("func f() { return 1 } BEGIN { print f() }") == "1\n"


def test_structure_deep_extra_semicolons(awk):
    assert awk("BEGIN { print 1 } ;;") == "1\n"


def test_structure_deep_empty_and_comment_programs(run):
    for prog in ["", "   ", "# only a comment"]:
        r = run(prog, stdin="a\n")
        assert r.code == 0 and r.text == "" and r.err == ""


# ---- split separators ----


def test_split_seps_deep_regex(awk):
    assert awk("BEGIN { n = split(\"a1b22c\", p, /[0-9]+/, s); print n, s[1], s[2], length(s) }") == "3 1 22 2\n"


def test_split_seps_deep_default_leading_trailing(awk):
    assert awk("BEGIN { n = split(\"  a b  \", p, \" \", s); print n, \"[\" s[0] \"]\", \"[\" s[1] \"]\", \"[\" s[2] \"]\" }") == "2 [  ] [ ] [  ]\n"


def test_split_seps_deep_old_elements_deleted(awk):
    assert awk("BEGIN { s[9] = 1; n = split(\"a\", p, \",\", s); print n, length(s) }") == "1 0\n"


def test_split_seps_deep_empty_string(awk):
    assert awk("BEGIN { n = split(\"\", p, \",\", s); print n, length(s) }") == "0 0\n"


# ---- mktime ----


def test_mktime_deep_utc_values(awk):
    out = awk("BEGIN { print mktime(\"1970 01 02 00 00 00\"), mktime(\"1970 01 01 00 00 60\"), mktime(\"1969 12 31 23 59 59\") }", env={"TZ": "UTC"})
    assert out == "86400 60 -1\n"


def test_mktime_deep_normalized_day(awk):
    assert awk("BEGIN { print mktime(\"2000 02 30 00 00 00\") == mktime(\"2000 03 01 00 00 00\") }", env={"TZ": "UTC"}) == "1\n"


def test_mktime_deep_field_counts(awk):
    assert awk("BEGIN { print mktime(\" 1970 1 1 0 0 1 \"), mktime(\"1970 1 1 0 0\"), mktime(\"1970 1 1 0 0 0 0 0\") }", env={"TZ": "UTC"}) == "1 -1 -1\n"


def test_mktime_deep_dst_ignored_month_13(awk):
    assert awk("BEGIN { print mktime(\"2024 1 1 0 0 0 -1\"), mktime(\"2024 13 01 00 00 00\"), mktime(\"x\") }", env={"TZ": "UTC"}) == "1704067200 1735689600 -1\n"


# ---- split ----


def test_split_deep_number_uses_convfmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; OFMT = \"%.1f\"; n = split(3.14159, p, \".\"); print n, p[2] }") == "2 14\n"
