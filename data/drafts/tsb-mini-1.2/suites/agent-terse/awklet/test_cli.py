import pytest

from conftest import USAGE, run, out, write, usage_error, read


def test_version_long():
    r = run(["--version"])
    assert r.rc == 0
    assert r.out == "awklet 1.2.0\n"


def test_version_short_dash():
    r = run(["-version"])
    assert r.rc == 0
    assert r.out == "awklet 1.2.0\n"


def test_version_ignores_rest():
    r = run(["--version", "--bogus", "BEGIN { print 1 }"])
    assert r.rc == 0
    assert r.out == "awklet 1.2.0\n"


def test_version_after_options_does_not_run_program():
    r = run(["-F:", "--version", "BEGIN { print 1 }"])
    assert r.rc == 0
    assert r.out == "awklet 1.2.0\n"


def test_help():
    r = run(["--help"])
    assert r.rc == 0
    assert r.out == USAGE + "\n"


def test_help_ignores_rest():
    r = run(["--help", "-q"])
    assert r.rc == 0
    assert r.out == USAGE + "\n"


def test_problem_before_version_wins():
    usage_error(["-q", "--version"], "unknown option -q")


@pytest.mark.parametrize("opt", ["-q", "--hel", "--frob=1", "--versions", "-x"])
def test_unknown_option(opt):
    usage_error([opt, "BEGIN { print 1 }"], "unknown option " + opt)


@pytest.mark.parametrize("opt", ["-F", "-v", "-f", "-e", "--field-separator",
                                 "--assign", "--file", "--source"])
def test_option_requires_argument(opt):
    usage_error([opt], "option %s requires an argument" % opt)


def test_option_requires_argument_after_program_like_args():
    usage_error(["-F:", "-v"], "option -v requires an argument")


@pytest.mark.parametrize("opt", ["--sandbox", "--help", "--version"])
def test_option_takes_no_argument(opt):
    usage_error([opt + "=1", "BEGIN {}"], "option %s takes no argument" % opt)


def test_dump_variables_empty_name():
    usage_error(["--dump-variables=", "BEGIN {}"],
                "option --dump-variables needs a file name after =")


def test_lint_bad_value():
    usage_error(["--lint=yes", "BEGIN {}"], "option --lint accepts only =fatal")


@pytest.mark.parametrize("arg", ["1x=3", "x", "if=1", "length=2", "a-b=1", "=1"])
def test_invalid_v_argument(arg):
    usage_error(["-v", arg, "BEGIN {}"], "invalid -v argument: " + arg)


def test_no_program():
    usage_error([], "no program given")


def test_no_program_after_options():
    usage_error(["-F:", "-v", "x=1"], "no program given")


def test_first_problem_reported():
    usage_error(["-q", "-z"], "unknown option -q")


def test_first_problem_reported_2():
    usage_error(["-v", "1=2", "-q"], "invalid -v argument: 1=2")


def test_usage_error_runs_nothing(tmp_path):
    r = run(["-e", "BEGIN { print \"x\" > \"made\" }", "-q"])
    assert r.rc == 2
    assert not (tmp_path / "made").exists()


@pytest.mark.parametrize("args", [["-F:"], ["-F", ":"], ["--field-separator=:"],
                                  ["--field-separator", ":"]])
def test_field_separator_forms(args):
    r = run(args + ["{ print $2 }"], stdin="a:b:c\n")
    assert r.rc == 0
    assert r.out == "b\n"


@pytest.mark.parametrize("args", [["-vx=1"], ["-v", "x=1"], ["--assign=x=1"],
                                  ["--assign", "x=1"]])
def test_assign_forms(args):
    r = run(args + ["BEGIN { print x }"])
    assert r.out == "1\n"


def test_assign_long_value_after_first_equals():
    r = run(["--assign=x=a=b", "BEGIN { print x }"])
    assert r.out == "a=b\n"


def test_v_value_with_equals():
    r = run(["-v", "x=a=b", "BEGIN { print x }"])
    assert r.out == "a=b\n"


@pytest.mark.parametrize("form", ["-f", "-fX", "--file=", "--file"])
def test_progfile_forms(form):
    write("p.awk", 'BEGIN { print "from file" }\n')
    if form == "-f" or form == "--file":
        args = [form, "p.awk"]
    elif form == "-fX":
        args = ["-fp.awk"]
    else:
        args = ["--file=p.awk"]
    r = run(args)
    assert r.rc == 0
    assert r.out == "from file\n"


def test_multiple_progfiles_joined_with_newline():
    write("a.awk", "BEGIN { x = 1 }")
    write("b.awk", "BEGIN { print x + 1 }")
    r = run(["-f", "a.awk", "-f", "b.awk"])
    assert r.out == "2\n"


def test_progfile_missing_final_newline_pattern():
    # a pattern without an action at the end of a file is complete
    write("a.awk", "/x/")
    write("b.awk", "{ print \"all\" }")
    r = run(["-f", "a.awk", "-f", "b.awk"], stdin="x\ny\n")
    assert r.out == "x\nall\nall\n"


@pytest.mark.parametrize("opt", ["-e", "--source"])
def test_source_option(opt):
    r = run([opt, "BEGIN { print 1 }", opt, "BEGIN { print 2 }"])
    assert r.out == "1\n2\n"


def test_source_attached():
    r = run(["-eBEGIN { print 7 }"])
    assert r.out == "7\n"


def test_source_long_equals():
    r = run(["--source=BEGIN { print 8 }"])
    assert r.out == "8\n"


def test_mixed_e_and_f_order():
    write("p.awk", "BEGIN { print \"f\" }\n")
    r = run(["-e", "BEGIN { print \"e1\" }", "-f", "p.awk", "-e", "BEGIN { print \"e2\" }"])
    assert r.out == "e1\nf\ne2\n"


def test_with_e_first_arg_is_operand():
    write("data", "hello\n")
    r = run(["-e", "{ print \"got\", $0 }", "data"])
    assert r.out == "got hello\n"


def test_with_f_first_arg_is_operand():
    write("p.awk", "{ print FILENAME \":\" $0 }\n")
    write("data", "z\n")
    r = run(["-f", "p.awk", "data"])
    assert r.out == "data:z\n"


def test_f_takes_next_arg_whatever():
    write("-v", "BEGIN { print \"dash v\" }\n")
    r = run(["-f", "-v"])
    assert r.rc == 0
    assert r.out == "dash v\n"


def test_double_dash_ends_options():
    r = run(["--", "BEGIN { print ARGV[1] }", "-x"])
    assert r.rc == 0
    assert r.out == "-x\n"


def test_double_dash_not_operand():
    r = run(["--", "BEGIN { print ARGC }"])
    assert r.out == "1\n"


def test_lone_dash_is_operand_with_f():
    write("p.awk", "{ print \"got \" $0 }\n")
    r = run(["-f", "p.awk", "-"], stdin="a\n")
    assert r.out == "got a\n"


def test_options_after_program_are_operands():
    r = run(["BEGIN { print ARGV[1], ARGC }", "-v"])
    assert r.rc == 0
    assert r.out == "-v 2\n"


def test_F_then_v_FS():
    r = run(["-F:", "-v", "FS=,", "BEGIN { print FS }"])
    assert r.out == ",\n"


def test_v_FS_then_F():
    r = run(["-v", "FS=,", "-F:", "BEGIN { print FS }"])
    assert r.out == ":\n"


def test_F_escape_tab():
    r = run(["-F", "\\t", "{ print $2 }"], stdin="a\tb c\td\n")
    assert r.out == "b c\n"


def test_F_backslash_escape():
    r = run(["-F", "\\\\", "{ print $2 }"], stdin="a\\b\n")
    assert r.out == "b\n"


def test_v_escape_tab():
    r = run(["-v", "x=a\\tb", "BEGIN { print x }"])
    assert r.out == "a\tb\n"


def test_v_escape_backslash():
    r = run(["-v", "x=a\\\\b", "BEGIN { print x }"])
    assert r.out == "a\\b\n"


def test_v_unknown_escape_kept():
    r = run(["-v", "x=a\\qb", "BEGIN { print x }"])
    assert r.out == "a\\qb\n"


def test_v_octal_escape():
    r = run(["-v", "x=\\101", "BEGIN { print x }"])
    assert r.out == "A\n"


def test_v_numeric_string_compares_numerically():
    r = run(["-v", "x=10", "BEGIN { print (x < 9), x }"])
    assert r.out == "0 10\n"


def test_v_numeric_string_keeps_text():
    r = run(["-v", "x=010", "BEGIN { print x, x + 0 }"])
    assert r.out == "010 10\n"


def test_v_string_compares_as_string():
    r = run(["-v", "x=10a", "BEGIN { print (x < 9) }"])
    assert r.out == "1\n"


def test_v_applied_before_begin():
    r = run(["-v", "n=3", "BEGIN { print n * 2 }"])
    assert r.out == "6\n"


def test_repeated_sandbox_ok():
    r = run(["--sandbox", "--sandbox", "BEGIN { print 1 }"])
    assert r.rc == 0 and r.out == "1\n"


def test_missing_source_file():
    r = run(["-f", "nofile.awk"])
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "awklet: can't open source file nofile.awk\n"


def test_missing_source_file_after_e():
    r = run(["-e", "BEGIN { print 1 }", "-f", "nofile.awk"])
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "awklet: can't open source file nofile.awk\n"


def test_line_numbers_through_joined_files():
    write("a.awk", "BEGIN {\n}\n")
    write("b.awk", "BEGIN { x = = 1 }\n")
    r = run(["-f", "a.awk", "-f", "b.awk"])
    assert r.rc == 2
    assert r.err == "awklet: syntax error at source line 3\n"


def test_line_numbers_through_e_texts():
    r = run(["-e", "BEGIN {", "-e", "x = = 1", "-e", "}"])
    assert r.rc == 2
    assert r.err == "awklet: syntax error at source line 2\n"


def test_rule_across_e_texts():
    r = run(["-e", "BEGIN {", "-e", "print \"joined\"", "-e", "}"])
    assert r.rc == 0
    assert r.out == "joined\n"


def test_empty_program():
    r = run([""], stdin="a\nb\n")
    assert r.rc == 0
    assert r.out == ""


def test_dump_repeat_last_names_file():
    r = run(["--dump-variables=one", "--dump-variables=two", "BEGIN { zz = 1 }"])
    assert r.rc == 0
    assert read("two") == "zz: number 1\n"
    import os
    assert not os.path.exists("one")
