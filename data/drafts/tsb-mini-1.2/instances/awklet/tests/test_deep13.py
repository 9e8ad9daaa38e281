"""Fine print (layer 11): print, built-in variables, invocation."""


# ---- print ----


def test_print_deep_ofs_ors_each_statement(awk):
    assert awk("BEGIN { OFS = \"-\"; ORS = \"|\" } { print $1, $2; print }", "a b\nc d\n") == "a-b|a b|c-d|c d|"


def test_print_deep_empty_ors(awk):
    assert awk("BEGIN { ORS = \"\" } { print } END { printf \"\\n\" }", "a\nb\n") == "ab\n"


def test_print_deep_bare_in_begin(awk):
    assert awk("BEGIN { print > \"/dev/stdout\" }") == "\n"


def test_print_deep_concat_and_comma_redirect(awk):
    assert awk("BEGIN { print \"a\" \"b\", \"c\" > \"/dev/stdout\" }") == "ab c\n"


def test_print_deep_parenthesized_list(awk):
    assert awk("BEGIN { print(\"a\", \"b\"); print (\"a\")(\"b\"); print (1)(2), (3) }") == "a b\nab\n12 3\n"


def test_print_deep_trailing_comma_error(run):
    r = run("BEGIN { print 1, }")
    assert r.code == 2 and "syntax error at source line 1" in r.err


def test_print_deep_array_fatal(run):
    r = run("BEGIN { x[\"a\"]; print x }")
    assert r.code == 2 and "can't use array x in scalar context" in r.err


def test_print_deep_record_and_stdout_redirect_same_stream(awk):
    assert awk("{ print; print \"x\" > \"/dev/stdout\"; print \"y\" }", "rec\n") == "rec\nx\ny\n"


# ---- Built-in variables ----


def test_builtin_vars_deep_ofs_at_rebuild_time(awk):
    assert awk("BEGIN { OFS = \"-\" } { $1 = $1; OFS = \":\"; print; $2 = $2; print }", "a b c\n") == "a-b-c\na:b:c\n"


def test_builtin_vars_deep_empty_subsep(awk):
    assert awk("BEGIN { SUBSEP = \"\"; a[1, 2]; for (k in a) print k }") == "12\n"


def test_builtin_vars_deep_nr_set_in_begin(awk):
    assert awk("BEGIN { NR = 5 } { print NR }", "a\n") == "6\n"


def test_builtin_vars_deep_defaults(awk):
    out = awk("BEGIN { print RLENGTH, RSTART, NF, NR, length(FS), length(SUBSEP), CONVFMT, OFMT, length(RS), (SUBSEP == \"\\034\") }")
    assert out == "-1 0 0 0 1 1 %.6g %.6g 1 1\n"


def test_builtin_vars_deep_fs_as_ofs(awk):
    assert awk("BEGIN { FS = \",\"; OFS = FS } { $2 = \"X\"; print }", "a,b,c\n") == "a,X,c\n"


# ---- Invocation and options ----


def test_invocation_deep_F_tab_escape(run):
    r = run("-F", "\\t", "{ print $2 }", stdin="a\tb\n")
    assert r.text == "b\n"


def test_invocation_deep_F_letter_t_literal(run):
    r = run("-Ft", "{ print $2 }", stdin="atb\tc\n")
    assert r.text == "b\tc\n"


def test_invocation_deep_F_empty(run):
    r = run("-F", "", "{ print NF }", stdin="abc\n")
    assert r.text == "3\n"


def test_invocation_deep_double_dash_operand(run):
    r = run("--", "BEGIN { print ARGV[1], ARGC }", "-x")
    assert r.code == 0 and r.text == "-x 2\n"


def test_invocation_deep_argv0(run):
    r = run("BEGIN { print ARGC, ARGV[0] }", "a", "b")
    assert r.text == "3 awklet\n"


def test_invocation_deep_several_f_in_order(run, tmp_path):
    (tmp_path / "p1.awk").write_text("BEGIN { print \"f1\" }\n")
    (tmp_path / "p2.awk").write_text("BEGIN { print \"f2\" }\n")
    r = run("-f", "p1.awk", "-f", "p2.awk", cwd=tmp_path)
    assert r.code == 0 and r.text == "f1\nf2\n"


def test_invocation_deep_f_then_operand_not_program(run, tmp_path):
    (tmp_path / "p1.awk").write_text("BEGIN { print ARGV[1] }\n")
    r = run("-f", "p1.awk", "BEGIN { print 2 }", cwd=tmp_path)
    assert r.code == 0 and r.text == "BEGIN { print 2 }\n"


# ---- Usage errors ----


def test_usage_deep_no_program(run):
    r = run()
    assert r.code == 2 and r.text == "" and "awklet: no program given" in r.err


def test_usage_deep_F_missing_argument(run):
    r = run("-F")
    assert r.code == 2 and "option -F requires an argument" in r.err


def test_usage_deep_v_bad_names(run):
    r = run("-v", "1x=2", "BEGIN { }")
    assert r.code == 2 and "invalid -v argument: 1x=2" in r.err
    r = run("-v", "x", "BEGIN { }")
    assert r.code == 2 and "invalid -v argument: x" in r.err


def test_usage_deep_unknown_option(run):
    r = run("-q", "BEGIN { }")
    assert r.code == 2 and "unknown option -q" in r.err


# ---- Program files ----


def test_program_files_deep_missing_file(run, tmp_path):
    r = run("-f", "nonexistent.awk", cwd=tmp_path)
    assert r.code == 2 and "can't open source file nonexistent.awk" in r.err


def test_program_files_deep_error_line_in_file(run, tmp_path):
    (tmp_path / "p4.awk").write_text("BEGIN {\n print \"a\" }\n@")
    r = run("-f", "p4.awk", cwd=tmp_path)
    assert r.code == 2 and r.text == "" and "syntax error at source line 3: unexpected character '@'" in r.err
