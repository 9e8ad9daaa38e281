"""Fine print (layer 11): regex errors, argument counts, environment, field assignment."""


# ---- Regular expression errors ----


def test_regex_errors_deep_dynamic_at_use(run):
    r = run("BEGIN { x = \"a(\"; print \"before\"; print (\"b\" ~ x) }")
    assert r.code == 2 and r.text == "before\n" and r.err == "awklet: regular expression error: unmatched (: /a(/\n"


def test_regex_errors_deep_dynamic_never_used(awk):
    assert awk("BEGIN { x = \"(\"; if (0) print (\"b\" ~ x); print \"never used\" }") == "never used\n"


def test_regex_errors_deep_literal_before_run(run):
    r = run("BEGIN { print \"no\" } { print (\"b\" ~ /a(/) }")
    assert r.code == 2 and r.text == "" and "unmatched (: /a(/" in r.err


def test_regex_errors_deep_messages(run):
    cases = [("[z-a]", "invalid range"), ("[[:foo:]]", "invalid character class"),
             ("a{2,1}", "invalid repetition count"), ("a{256}", "invalid repetition count"),
             ("a)", "unmatched )"), ("[a", "unterminated [")]
    for re_text, msg in cases:
        r = run("BEGIN { print match(\"x\", \"" + re_text + "\") }")
        assert r.code == 2 and r.err == "awklet: regular expression error: " + msg + ": /" + re_text + "/\n"


def test_regex_errors_deep_fs_two_chars(run):
    r = run("BEGIN { FS = \"a[\" } { print NF }", stdin="a[b\n")
    assert r.code == 2 and "unterminated [: /a[/" in r.err


def test_regex_errors_deep_single_char_fs_not_regex(awk):
    assert awk("BEGIN { FS = \"[\"; print split(\"abc\", p, \"(\") } { print NF }", "a[b\n") == "1\n2\n"


# ---- Built-in function arguments ----


def test_builtin_args_deep_counts(run):
    for call, name in [("substr(\"abc\")", "substr"), ("length(\"a\", \"b\")", "length"), ("index(\"a\")", "index"),
                       ("split(\"a\")", "split"), ("toupper()", "toupper"), ("atan2(1)", "atan2"),
                       ("rand(1)", "rand"), ("srand(1, 2)", "srand")]:
        r = run("BEGIN { print " + call + " }")
        assert r.code == 2 and r.text == "" and "wrong number of arguments to " + name + " at source line 1" in r.err


def test_builtin_args_deep_blank_before_paren(awk):
    assert awk("BEGIN { print substr (\"abc\", 2), sin (0) }") == "bc 0\n"


def test_builtin_args_deep_length_bare_assign(awk):
    assert awk("BEGIN { x = length; print x }") == "0\n"


def test_builtin_args_deep_error_before_run(run):
    r = run("BEGIN { print \"first\" }\nEND { x = index(\"a\") }")
    assert r.code == 2 and r.text == "" and "wrong number of arguments to index at source line 2" in r.err


# ---- ENVIRON ----


def test_environ_deep_strnum(awk):
    assert awk("BEGIN { print typeof(ENVIRON[\"AW\"]), (ENVIRON[\"AW\"] < 9) }", env={"AW": "12"}) == "strnum 0\n"


def test_environ_deep_blanks_number(awk):
    assert awk("BEGIN { print typeof(ENVIRON[\"AW\"]), ENVIRON[\"AW\"] + 1 }", env={"AW": " 3 "}) == "strnum 4\n"


def test_environ_deep_value_with_equals(awk):
    assert awk("BEGIN { print ENVIRON[\"AW\"] }", env={"AW": "a=b"}) == "a=b\n"


def test_environ_deep_empty_value_present(awk):
    assert awk("BEGIN { print (\"AW\" in ENVIRON), length(ENVIRON[\"AW\"]) }", env={"AW": ""}) == "1 0\n"


def test_environ_deep_delete_keeps_process_env(awk):
    assert awk("BEGIN { delete ENVIRON; print length(ENVIRON); system(\"echo ${AW:+set}\") }", env={"AW": "x"}) == "0\nset\n"


# ---- Assigning fields ----


def test_field_assign_deep_past_nf_fills(awk):
    assert awk("{ $3 = \"c\"; print; print NF }", "a\n") == "a  c\n3\n"


def test_field_assign_deep_empty_value_keeps_nf(awk):
    assert awk("{ $2 = \"\"; print; print NF }", "a b c\n") == "a  c\n3\n"


def test_field_assign_deep_empty_past_nf(awk):
    assert awk("{ $5 = \"\"; print NF; print }", "a b\n") == "5\na b   \n"


def test_field_assign_deep_ofs_fill(awk):
    assert awk("BEGIN { OFS = \"-\" } { $(NF+2) = \"e\"; print }", "a b\n") == "a-b--e\n"


def test_field_assign_deep_numbers(awk):
    assert awk("{ $1 = 3.0; print; $2 = 0.1 + 0.2; print; print $2 }", "a b\n") == "3 b\n3 0.3\n0.3\n"


def test_field_assign_deep_convfmt_vs_ofmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; OFMT = \"%.4f\" } { $1 = 3.14159; print; print $1 }", "x\n") == "3.14\n3.1416\n"


def test_field_assign_deep_uninitialized_becomes_string(awk):
    assert awk("{ $2 = x; print NF, \"[\" $0 \"]\", typeof($2) }", "a b\n") == "2 [a ] string\n"


def test_field_assign_deep_number_type(awk):
    assert awk("{ $1 = $1 + 1; print typeof($1) }", "5\n") == "number\n"


def test_field_assign_deep_after_record_assign(awk):
    assert awk("{ $0 = \"a b\"; $3 = \"c\"; print }", "z\n") == "a b c\n"


def test_field_assign_deep_value_with_separator(awk):
    assert awk("{ $2 = \"x y\"; print NF; $0 = $0; print NF }", "a b c\n") == "3\n4\n"
