"""Invocation, usage errors, program files, exit status, fatal errors."""

USAGE = "usage: awklet [-F fs] [-v var=value] [-f progfile | 'prog'] [file ...]\n"


def usage(r, message):
    assert r.code == 2
    assert r.out == b""
    assert r.err == f"awklet: {message}\n" + USAGE


# ---- Invocation and options ----


def test_invocation_F_separate(run):
    r = run("-F", ":", "{print $2}", stdin="a:b:c\n")
    assert r.text == "b\n"


def test_invocation_F_attached(run):
    r = run("-F;", "{print $3}", stdin="a;b;c\n")
    assert r.text == "c\n"


def test_invocation_v_separate(run):
    r = run("-v", "x=5", "BEGIN{print x+1}")
    assert r.text == "6\n"


def test_invocation_v_attached(run):
    r = run("-vname=bob", "BEGIN{print name}")
    assert r.text == "bob\n"


def test_invocation_f_file(run, tmp_path):
    (tmp_path / "p.awk").write_text("BEGIN { print \"from file\" }\n")
    r = run("-f", "p.awk", cwd=tmp_path)
    assert r.text == "from file\n"


def test_invocation_f_attached(run, tmp_path):
    (tmp_path / "p.awk").write_text("BEGIN { print 7 }")
    r = run("-fp.awk", cwd=tmp_path)
    assert r.text == "7\n"


def test_invocation_version(run):
    r = run("--version")
    assert r.code == 0 and r.text == "awklet 1.2.0\n" and r.err == ""


def test_invocation_single_dash_version(run):
    r = run("-version", "-q")
    assert r.code == 0 and r.text == "awklet 1.2.0\n"


def test_invocation_double_dash_ends_options(run):
    r = run("--", "BEGIN{print \"x\"}")
    assert r.text == "x\n"


def test_invocation_option_value_taken_whatever(run, tmp_path):
    (tmp_path / "-v").write_text("BEGIN { print \"odd\" }\n")
    r = run("-f", "-v", cwd=tmp_path)
    assert r.text == "odd\n"


def test_invocation_later_v_overrides_F(run):
    r = run("-F", ":", "-v", "FS=;", "{print $1}", stdin="a;b:c\n")
    assert r.text == "a\n"


def test_invocation_later_F_overrides_v(run):
    r = run("-v", "FS=;", "-F", ":", "{print $1}", stdin="a;b:c\n")
    assert r.text == "a;b\n"


def test_invocation_options_end_at_program(run):
    r = run("BEGIN{print ARGV[1]}", "-F")
    assert r.text == "-F\n"


def test_invocation_lone_dash_is_program_text(run):
    r = run("-", stdin="")
    assert r.code == 2
    assert "syntax error" in r.err


# ---- Usage errors ----


def test_usage_unknown_option(run):
    usage(run("-q", "BEGIN{}"), "unknown option -q")


def test_usage_unknown_long_option(run):
    usage(run("--frobnicate"), "unknown option --frobnicate")


def test_usage_missing_F_argument(run):
    usage(run("-F"), "option -F requires an argument")


def test_usage_missing_f_argument(run):
    usage(run("-f"), "option -f requires an argument")


def test_usage_invalid_v(run):
    usage(run("-v", "1x=2", "BEGIN{}"), "invalid -v argument: 1x=2")


def test_usage_v_without_equals(run):
    usage(run("-v", "abc", "BEGIN{}"), "invalid -v argument: abc")


def test_usage_v_keyword_name(run):
    usage(run("-v", "if=1", "BEGIN{}"), "invalid -v argument: if=1")


def test_usage_no_program(run):
    usage(run(), "no program given")


def test_usage_no_program_after_options(run):
    usage(run("-F", ":"), "no program given")


def test_usage_first_problem_wins(run):
    usage(run("-q", "-v", "bad"), "unknown option -q")


def test_usage_version_before_problem(run):
    r = run("--version", "-q")
    assert r.code == 0 and r.text == "awklet 1.2.0\n"


def test_usage_problem_before_version(run):
    usage(run("-q", "--version"), "unknown option -q")


def test_usage_nothing_runs(run, tmp_path):
    r = run("-z", "BEGIN{print \"x\" > \"f\"}", cwd=tmp_path)
    assert r.code == 2
    assert not (tmp_path / "f").exists()


# ---- Program files ----


def test_progfile_several_joined(run, tmp_path):
    (tmp_path / "a.awk").write_text("BEGIN { x = 1 }")
    (tmp_path / "b.awk").write_text("BEGIN { print x + 1 }")
    r = run("-f", "a.awk", "-f", "b.awk", cwd=tmp_path)
    assert r.text == "2\n"


def test_progfile_missing_final_newline_separates(run, tmp_path):
    (tmp_path / "a.awk").write_text("BEGIN { printf \"a\" }")
    (tmp_path / "b.awk").write_text("BEGIN { print \"b\" }")
    r = run("-f", "a.awk", "-f", "b.awk", cwd=tmp_path)
    assert r.text == "ab\n"


def test_progfile_line_numbers_continue(run, tmp_path):
    (tmp_path / "a.awk").write_text("BEGIN {\n}\n")
    (tmp_path / "b.awk").write_text("BEGIN { x = }\n")
    r = run("-f", "a.awk", "-f", "b.awk", cwd=tmp_path)
    assert r.code == 2
    assert r.err == "awklet: syntax error at source line 4\n"


def test_progfile_unreadable(run, tmp_path):
    r = run("-f", "nope.awk", cwd=tmp_path)
    assert r.code == 2
    assert r.out == b""
    assert r.err == "awklet: can't open source file nope.awk\n"


def test_progfile_first_argument_is_operand(run, tmp_path):
    (tmp_path / "p.awk").write_text("{ print FILENAME \": \" $0 }\n")
    (tmp_path / "in.txt").write_text("hello\n")
    r = run("-f", "p.awk", "in.txt", cwd=tmp_path)
    assert r.text == "in.txt: hello\n"


# ---- Exit status ----


def test_exit_status_default_zero(run):
    r = run("BEGIN { x = 1 }")
    assert r.code == 0


def test_exit_status_value(run):
    assert run("BEGIN { exit 3 }").code == 3


def test_exit_status_truncated(run):
    assert run("BEGIN { exit 4.9 }").code == 4


def test_exit_status_negative_wraps(run):
    assert run("BEGIN { exit -1 }").code == 255


def test_exit_status_modulo_256(run):
    assert run("BEGIN { exit 256 }").code == 0


def test_exit_status_kept_by_bare_exit_in_end(run):
    r = run("BEGIN { exit 5 } END { exit }")
    assert r.code == 5


def test_exit_status_end_overrides(run):
    r = run("BEGIN { exit 5 } END { exit 6 }")
    assert r.code == 6


def test_exit_status_syntax_error(run):
    assert run("BEGIN { x = }").code == 2


# ---- Fatal errors ----


def test_fatal_stops_and_flushes_output(run):
    r = run("BEGIN { print \"before\"; x = 1 / 0; print \"after\" }")
    assert r.code == 2
    assert r.text == "before\n"
    assert r.err == "awklet: division by zero\n"


def test_fatal_skips_end(run):
    r = run("{ x = 1 % 0 } END { print \"end\" }", stdin="a\n")
    assert r.code == 2
    assert r.text == ""


def test_fatal_stops_input(run):
    r = run("{ print; if (NR == 2) y = 1 / 0 }", stdin="a\nb\nc\n")
    assert r.text == "a\nb\n"


def test_fatal_files_flushed(run, tmp_path):
    r = run("BEGIN { print \"kept\" > \"out\"; x = 1 / 0 }", cwd=tmp_path)
    assert r.code == 2
    assert (tmp_path / "out").read_text() == "kept\n"


def test_fatal_syntax_error_runs_nothing(run):
    r = run("BEGIN { print \"x\" }\nBEGIN { y = ) }")
    assert r.code == 2
    assert r.out == b""
