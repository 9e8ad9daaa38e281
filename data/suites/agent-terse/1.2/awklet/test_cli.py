import pytest

from conftest import USAGE, check_ok


def usage_err(r, msg):
    assert r.err == "awklet: " + msg + "\n" + USAGE, r
    assert r.out == "", r
    assert r.rc == 2, r


# ---------------------------------------------------------------- version/help

@pytest.mark.parametrize("opt", ["--version", "-version"])
def test_version(raw, opt):
    r = raw([opt])
    check_ok(r, "awklet 1.2.0\n")


def test_version_ignores_rest(raw):
    r = raw(["--version", "-q", "--bogus", "BEGIN { print 1 }"])
    check_ok(r, "awklet 1.2.0\n")


def test_version_after_other_options(raw):
    r = raw(["-v", "x=1", "--version", "BEGIN { print 1 }"])
    check_ok(r, "awklet 1.2.0\n")


def test_help(raw):
    r = raw(["--help"])
    check_ok(r, USAGE)


def test_help_ignores_rest(raw):
    r = raw(["--help", "--frob", "BEGIN { print 1 }"])
    check_ok(r, USAGE)


def test_version_before_problem_wins(raw):
    r = raw(["--version", "-v"])
    check_ok(r, "awklet 1.2.0\n")


def test_problem_before_version_reported(raw):
    r = raw(["-q", "--version"])
    usage_err(r, "unknown option -q")


# ---------------------------------------------------------------- usage errors

def test_unknown_short_option(raw):
    usage_err(raw(["-q", "BEGIN { print 1 }"]), "unknown option -q")


def test_unknown_long_option_abbrev(raw):
    usage_err(raw(["--hel"]), "unknown option --hel")


def test_unknown_long_option_with_value(raw):
    usage_err(raw(["--frob=1", "BEGIN { print 1 }"]), "unknown option --frob=1")


@pytest.mark.parametrize("opt", ["-F", "-v", "-f", "-e", "--field-separator",
                                 "--assign", "--file", "--source"])
def test_option_requires_argument(raw, opt):
    usage_err(raw([opt]), "option %s requires an argument" % opt)


@pytest.mark.parametrize("opt", ["--sandbox", "--help", "--version"])
def test_option_takes_no_argument(raw, opt):
    usage_err(raw([opt + "=1", "BEGIN { print 1 }"]),
              "option %s takes no argument" % opt)


def test_dump_variables_empty_name(raw):
    usage_err(raw(["--dump-variables=", "BEGIN { x = 1 }"]),
              "option --dump-variables needs a file name after =")


def test_lint_bad_value(raw):
    usage_err(raw(["--lint=foo", "BEGIN { x = 1 }"]),
              "option --lint accepts only =fatal")


@pytest.mark.parametrize("arg", ["1x=3", "foo", "if=1", "length=2", "=3", "a-b=1"])
def test_invalid_v_argument(raw, arg):
    usage_err(raw(["-v", arg, "BEGIN { print 1 }"]), "invalid -v argument: " + arg)


def test_invalid_v_argument_attached(raw):
    usage_err(raw(["-v1x=3", "BEGIN { print 1 }"]), "invalid -v argument: 1x=3")


def test_no_program(raw):
    usage_err(raw([]), "no program given")


def test_no_program_after_options(raw):
    usage_err(raw(["-v", "x=1", "-F", ":"]), "no program given")


def test_first_problem_reported(raw):
    usage_err(raw(["-v", "1x=2", "-q"]), "invalid -v argument: 1x=2")


def test_first_problem_reported_2(raw):
    usage_err(raw(["--lint=x", "-v", "1x=2"]), "option --lint accepts only =fatal")


def test_usage_error_runs_nothing(raw, tmp_path):
    r = raw(["-e", 'BEGIN { print "x" > "made" }', "-q"])
    usage_err(r, "unknown option -q")
    assert not (tmp_path / "made").exists()


# ---------------------------------------------------------------- -F

def test_F_separate(awk):
    check_ok(awk("{ print $2 }", "a:b:c\n", opts=["-F", ":"]), "b\n")


def test_F_attached(awk):
    check_ok(awk("{ print $2 }", "a:b:c\n", opts=["-F:"]), "b\n")


def test_F_t_is_letter_t(awk):
    check_ok(awk("{ print $2 }", "atb\tc\n", opts=["-Ft"]), "b\tc\n")


def test_F_escaped_tab(awk):
    check_ok(awk("{ print $2 }", "a b\tc\n", opts=["-F", "\\t"]), "c\n")


def test_F_empty(awk):
    check_ok(awk("{ print NF, $2 }", "abc\n", opts=["-F", ""]), "3 b\n")


def test_F_long_form_eq(awk):
    check_ok(awk("{ print $2 }", "a;b\n", opts=["--field-separator=;"]), "b\n")


def test_F_long_form_separate(awk):
    check_ok(awk("{ print $2 }", "a;b\n", opts=["--field-separator", ";"]), "b\n")


def test_F_takes_next_arg_whatever(awk):
    check_ok(awk("BEGIN { print FS }", opts=["-F", "-v"]), "-v\n")


def test_F_regex(awk):
    check_ok(awk("{ print $3 }", "a12b345c\n", opts=["-F", "[0-9]+"]), "c\n")


# ---------------------------------------------------------------- -v

def test_v_separate(awk):
    check_ok(awk("BEGIN { print x }", opts=["-v", "x=hello"]), "hello\n")


def test_v_attached(awk):
    check_ok(awk("BEGIN { print x }", opts=["-vx=hello"]), "hello\n")


def test_assign_long_eq(awk):
    check_ok(awk("BEGIN { print x }", opts=["--assign=x=1"]), "1\n")


def test_assign_long_separate(awk):
    check_ok(awk("BEGIN { print x }", opts=["--assign", "x=2"]), "2\n")


def test_v_multiple(awk):
    check_ok(awk("BEGIN { print x, y }", opts=["-v", "x=1", "-v", "y=2"]), "1 2\n")


def test_v_value_with_equals(awk):
    check_ok(awk("BEGIN { print v }", opts=["-v", "v=a=b"]), "a=b\n")


def test_v_escape_tab(awk):
    check_ok(awk("BEGIN { print v }", opts=["-v", "v=a\\tb"]), "a\tb\n")


def test_v_escape_backslash(awk):
    check_ok(awk("BEGIN { print v }", opts=["-v", "v=a\\\\b"]), "a\\b\n")


def test_v_unknown_escape_kept(awk):
    check_ok(awk("BEGIN { print v }", opts=["-v", "v=a\\qb"]), "a\\qb\n")


def test_v_octal_escape(awk):
    check_ok(awk("BEGIN { print v }", opts=["-v", "v=\\101"]), "A\n")


def test_v_empty_value_is_string(awk):
    check_ok(awk("BEGIN { print typeof(v), length(v) }", opts=["-v", "v="]),
             "string 0\n")


def test_v_numeric_string_keeps_text(awk):
    check_ok(awk("BEGIN { print typeof(v), v + 1, v }", opts=["-v", "v=010"]),
             "strnum 11 010\n")


def test_v_non_numeric_is_string(awk):
    check_ok(awk("BEGIN { print typeof(v) }", opts=["-v", "v=12abc"]), "string\n")


def test_v_numeric_with_blanks(awk):
    check_ok(awk("BEGIN { print typeof(v), v + 0 }", opts=["-v", "v= +1.5e3 "]),
             "strnum 1500\n")


def test_v_applied_before_begin(awk):
    check_ok(awk("BEGIN { print x * 2 }", opts=["-v", "x=21"]), "42\n")


def test_v_FS_overrides_earlier_F(awk):
    check_ok(awk("{ print $2 }", "a:bxc\n", opts=["-F", ":", "-v", "FS=x"]), "c\n")


def test_F_overrides_earlier_v_FS(awk):
    check_ok(awk("{ print $2 }", "a:bxc\n", opts=["-v", "FS=x", "-F", ":"]), "bxc\n")


def test_v_to_function_name_is_fatal(awk):
    r = awk("function f() { return 1 } BEGIN { print f() }", opts=["-v", "f=1"])
    assert r.rc == 2
    assert r.err == "awklet: can't assign to f; it's a function\n"
    assert r.out == ""


# ---------------------------------------------------------------- -f / -e

def test_f_program_file(raw, write):
    write("p.awk", 'BEGIN { print "from file" }\n')
    check_ok(raw(["-f", "p.awk"]), "from file\n")


def test_f_attached(raw, write):
    write("p.awk", 'BEGIN { print "att" }\n')
    check_ok(raw(["-fp.awk"]), "att\n")


def test_file_long_forms(raw, write):
    write("p.awk", 'BEGIN { print "long" }\n')
    check_ok(raw(["--file=p.awk"]), "long\n")
    check_ok(raw(["--file", "p.awk"]), "long\n")


def test_f_first_arg_is_operand(raw, write):
    write("p.awk", "{ print FILENAME \": \" $0 }\n")
    write("data", "x\n")
    check_ok(raw(["-f", "p.awk", "data"]), "data: x\n")


def test_f_several_joined_in_order(raw, write):
    write("a.awk", "BEGIN { x = 1 }\n")
    write("b.awk", "BEGIN { print x + 1 }\n")
    check_ok(raw(["-f", "a.awk", "-f", "b.awk"]), "2\n")


def test_f_newline_added_after_each_file(raw, write):
    write("a.awk", 'BEGIN { print "a" } # comment without newline')
    write("b.awk", 'BEGIN { print "b" }')
    check_ok(raw(["-f", "a.awk", "-f", "b.awk"]), "a\nb\n")


def test_f_named_dash_v(raw, write):
    write("-v", 'BEGIN { print "dashv" }\n')
    check_ok(raw(["-f", "-v"]), "dashv\n")


def test_f_missing_file(raw):
    r = raw(["-f", "nope.awk"])
    assert r.err == "awklet: can't open source file nope.awk\n"
    assert r.rc == 2
    assert r.out == ""


def test_f_missing_after_e_runs_nothing(raw, tmp_path):
    r = raw(["-e", 'BEGIN { print "x"; print "y" > "made" }', "-f", "nope.awk"])
    assert r.err == "awklet: can't open source file nope.awk\n"
    assert r.rc == 2
    assert r.out == ""
    assert not (tmp_path / "made").exists()


def test_e_program(raw):
    check_ok(raw(["-e", 'BEGIN { print "e" }']), "e\n")


def test_e_attached(raw):
    check_ok(raw(['-eBEGIN { print "e2" }']), "e2\n")


def test_source_long(raw):
    check_ok(raw(['--source=BEGIN { print "s" }']), "s\n")
    check_ok(raw(["--source", 'BEGIN { print "t" }']), "t\n")


def test_e_several(raw):
    check_ok(raw(["-e", "BEGIN { x = 5 }", "-e", "BEGIN { print x }"]), "5\n")


def test_e_each_followed_by_newline(raw):
    check_ok(raw(["-e", "BEGIN { x = 5 } # c", "-e", "BEGIN { print x }"]), "5\n")


def test_e_and_f_mixed_in_order(raw, write):
    write("m.awk", 'BEGIN { printf "f" }\n')
    check_ok(raw(["-e", 'BEGIN { printf "e1" }', "-f", "m.awk",
                  "-e", 'BEGIN { print "e2" }']), "e1fe2\n")


def test_e_first_arg_is_operand(raw, write):
    write("data", "q\n")
    check_ok(raw(["-e", "{ print }", "data"]), "q\n")


def test_e_line_numbers_through_joined_text(raw):
    r = raw(["-e", "BEGIN { x = 1 }", "-e", "BEGIN { x = 1 +", "-e", "}"])
    assert r.err == "awklet: syntax error at source line 2\n"
    assert r.rc == 2


def test_f_line_numbers_through_joined_text(raw, write):
    write("a.awk", "BEGIN {\n  x = 1\n}")
    write("b.awk", "BEGIN { x = }")
    r = raw(["-f", "a.awk", "-f", "b.awk"])
    assert r.err == "awklet: syntax error at source line 4\n"
    assert r.rc == 2


# ---------------------------------------------------------------- -- and -

def test_double_dash_ends_options(raw):
    check_ok(raw(["--", 'BEGIN { print "ok" }']), "ok\n")


def test_options_end_at_program(raw):
    check_ok(raw(["BEGIN { print ARGV[1], ARGC }", "-q"]), "-q 2\n")


def test_double_dash_then_dash_operand(raw):
    check_ok(raw(["--", "BEGIN { print ARGV[1] }", "--x"]), "--x\n")


def test_lone_dash_operand_is_stdin(raw, write):
    write("p.awk", "{ print FILENAME, $0 }\n")
    check_ok(raw(["-f", "p.awk", "-"], stdin="in\n"), "- in\n")


def test_argv0(awk):
    check_ok(awk("BEGIN { print ARGV[0] }"), "awklet\n")


def test_argc_argv(awk):
    check_ok(awk('BEGIN { for (i = 0; i < ARGC; i++) printf "%s|", ARGV[i]; print ARGC }',
                 args=["a", "b c", "x=1"]),
             "awklet|a|b c|x=1|4\n")


# ---------------------------------------------------------------- repeated

def test_repeated_sandbox(awk):
    check_ok(awk('BEGIN { print "ok" }', opts=["--sandbox", "--sandbox"]), "ok\n")


def test_last_lint_decides_fatal(awk):
    r = awk("BEGIN { 1 + 2; print \"ran\" }", opts=["--lint", "--lint=fatal"])
    assert r.rc == 2
    assert r.out == ""


def test_last_lint_decides_not_fatal(awk):
    r = awk("BEGIN { 1 + 2; print \"ran\" }", opts=["--lint=fatal", "--lint"])
    assert r.rc == 0
    assert r.out == "ran\n"
    assert r.err == "awklet: warning: statement has no effect at source line 1\n"


def test_last_dump_variables_names_file(awk, tmp_path):
    r = awk("BEGIN { x = 1 }", opts=["--dump-variables=one", "--dump-variables=two"])
    assert r.rc == 0
    assert (tmp_path / "two").read_text() == "x: number 1\n"
    assert not (tmp_path / "one").exists()
