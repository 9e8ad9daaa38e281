from conftest import ok, fatal, usage_error, USAGE


def test_version_long(awkargs):
    ok(awkargs(["--version"]), "awklet 1.2.0\n")


def test_version_single_dash(awkargs):
    ok(awkargs(["-version"]), "awklet 1.2.0\n")


def test_version_ignores_rest(awkargs):
    ok(awkargs(["--version", "-q", "BEGIN { print 1 }"]), "awklet 1.2.0\n")


def test_version_after_options(awkargs):
    ok(awkargs(["-v", "x=1", "--version", "BEGIN { print 1 }"]), "awklet 1.2.0\n")


def test_help_to_stdout(awkargs):
    r = awkargs(["--help"])
    assert r.rc == 0
    assert r.out.rstrip("\n") == USAGE
    assert r.err == ""


def test_help_wins_over_later_problem(awkargs):
    r = awkargs(["--help", "-q"])
    assert r.rc == 0
    assert r.out.rstrip("\n") == USAGE


def test_problem_before_help_wins(awkargs):
    usage_error(awkargs(["-q", "--help"]), "unknown option -q")


def test_problem_before_version_wins(awkargs):
    usage_error(awkargs(["--frob", "--version"]), "unknown option --frob")


def test_F_attached(awk):
    ok(awk("{ print $2 }", input="a:b:c\n", opts=["-F:"]), "b\n")


def test_F_separate(awk):
    ok(awk("{ print $3 }", input="a:b:c\n", opts=["-F", ":"]), "c\n")


def test_F_long_equals(awk):
    ok(awk("{ print $2 }", input="a;b\n", opts=["--field-separator=;"]), "b\n")


def test_F_long_separate(awk):
    ok(awk("{ print $2 }", input="a;b\n", opts=["--field-separator", ";"]), "b\n")


def test_F_escape_tab(awk):
    ok(awk("{ print $2 }", input="a b\tc d\n", opts=["-F", "\\t"]), "c d\n")


def test_F_regex(awk):
    ok(awk("{ print $2 }", input="a12b345c\n", opts=["-F", "[0-9]+"]), "b\n")


def test_v_attached(awk):
    ok(awk("BEGIN { print x }", opts=["-vx=5"]), "5\n")


def test_v_separate(awk):
    ok(awk("BEGIN { print x }", opts=["-v", "x=hello"]), "hello\n")


def test_v_long_equals_value_after_first_equals(awk):
    ok(awk("BEGIN { print x }", opts=["--assign=x=a=b"]), "a=b\n")


def test_v_long_separate(awk):
    ok(awk("BEGIN { print x }", opts=["--assign", "x=1"]), "1\n")


def test_v_escape_processing(awk):
    ok(awk("BEGIN { print x }", opts=["-v", "x=a\\tb\\\\c"]), "a\tb\\c\n")


def test_v_unknown_escape_kept(awk):
    ok(awk("BEGIN { print x }", opts=["-v", "x=a\\qb"]), "a\\qb\n")


def test_v_numeric_string(awk):
    ok(awk("BEGIN { print (x < y) }", opts=["-v", "x=10", "-v", "y=9"]), "0\n")


def test_v_string_not_numeric(awk):
    ok(awk("BEGIN { print (x < y) }", opts=["-v", "x=10a", "-v", "y=9a"]), "1\n")


def test_v_empty_value(awk):
    ok(awk("BEGIN { print length(x), typeof(x) }", opts=["-v", "x="]), "0 string\n")


def test_v_several(awk):
    ok(awk("BEGIN { print a, b, c }", opts=["-v", "a=1", "-vb=2", "--assign=c=3"]), "1 2 3\n")


def test_v_runs_before_begin(awk):
    ok(awk("BEGIN { x = x + 1; print x }", opts=["-v", "x=41"]), "42\n")


def test_v_FS_after_F_overrides(awk):
    ok(awk("{ print $2 }", input="a:b,c\n", opts=["-F:", "-v", "FS=,"]), "c\n")


def test_F_after_v_FS_overrides(awk):
    ok(awk("{ print $2 }", input="a:b,c\n", opts=["-v", "FS=,", "-F:"]), "b,c\n")


def test_f_separate(awkargs, mkfile):
    mkfile("p.awk", 'BEGIN { print "from file" }\n')
    ok(awkargs(["-f", "p.awk"]), "from file\n")


def test_f_attached(awkargs, mkfile):
    mkfile("p.awk", 'BEGIN { print "attached" }\n')
    ok(awkargs(["-fp.awk"]), "attached\n")


def test_f_long_equals(awkargs, mkfile):
    mkfile("p.awk", 'BEGIN { print "long" }\n')
    ok(awkargs(["--file=p.awk"]), "long\n")


def test_f_long_separate(awkargs, mkfile):
    mkfile("p.awk", 'BEGIN { print "long2" }\n')
    ok(awkargs(["--file", "p.awk"]), "long2\n")


def test_f_takes_next_arg_even_if_option_like(awkargs, mkfile):
    mkfile("-v", 'BEGIN { print "dash v" }\n')
    ok(awkargs(["-f", "-v"]), "dash v\n")


def test_f_multiple_files_in_order(awkargs, mkfile):
    mkfile("a.awk", 'BEGIN { printf "a" }\n')
    mkfile("b.awk", 'BEGIN { print "b" }\n')
    ok(awkargs(["-f", "a.awk", "-f", "b.awk"]), "ab\n")


def test_f_first_argument_is_operand(awkargs, mkfile):
    mkfile("p.awk", "{ print FILENAME \": \" $0 }\n")
    mkfile("data", "x\n")
    ok(awkargs(["-f", "p.awk", "data"]), "data: x\n")


def test_f_file_without_final_newline(awkargs, mkfile):
    mkfile("a.awk", 'BEGIN { printf "a" }')
    mkfile("b.awk", 'BEGIN { print "b" }')
    ok(awkargs(["-f", "a.awk", "-f", "b.awk"]), "ab\n")


def test_f_pattern_without_newline_not_joined_with_next_file(awkargs, mkfile):
    mkfile("a.awk", "/x/")
    mkfile("b.awk", '{ print "y" }')
    ok(awkargs(["-f", "a.awk", "-f", "b.awk"], input="x\nz\n"), "x\ny\ny\n")


def test_f_missing_source_file(awkargs):
    r = awkargs(["-f", "nosuch.awk"])
    assert r.rc == 2
    assert r.out == ""
    assert r.err.splitlines()[0] == "awklet: can't open source file nosuch.awk"


def test_f_missing_reported_even_after_e(awkargs):
    r = awkargs(["-e", 'BEGIN { print "x" }', "-f", "nosuch.awk"])
    assert r.rc == 2
    assert r.out == ""
    assert r.err.splitlines()[0] == "awklet: can't open source file nosuch.awk"


def test_e_attached(awkargs):
    ok(awkargs(['-eBEGIN { print "e" }']), "e\n")


def test_e_separate(awkargs):
    ok(awkargs(["-e", 'BEGIN { print "e2" }']), "e2\n")


def test_source_long_equals(awkargs):
    ok(awkargs(['--source=BEGIN { print "src" }']), "src\n")


def test_source_long_separate(awkargs):
    ok(awkargs(["--source", 'BEGIN { print "src2" }']), "src2\n")


def test_e_multiple_joined_with_newlines(awkargs):
    ok(awkargs(["-e", 'BEGIN { printf "a" }', "-e", 'BEGIN { print "b" }']), "ab\n")


def test_e_texts_each_followed_by_newline(awkargs):
    ok(awkargs(["-e", "/x/", "-e", '{ print "y" }'], input="x\nz\n"), "x\ny\ny\n")


def test_e_and_f_mixed_in_order(awkargs, mkfile):
    mkfile("m.awk", 'BEGIN { printf "2" }\n')
    ok(awkargs(["-e", 'BEGIN { printf "1" }', "-f", "m.awk", "-e", 'BEGIN { print "3" }']), "123\n")


def test_e_first_argument_is_operand(awkargs, mkfile):
    mkfile("data", "hello\n")
    ok(awkargs(["-e", "{ print FILENAME, $0 }", "data"]), "data hello\n")


def test_source_line_numbers_across_files(awkargs, mkfile):
    mkfile("a.awk", "BEGIN {\n x = 1\n}")
    r = awkargs(["-f", "a.awk", "-e", "BEGIN { @ }"])
    fatal(r, "syntax error at source line 4: unexpected character '@'")


def test_double_dash_ends_options(awkargs):
    ok(awkargs(["--", 'BEGIN { print "dd" }']), "dd\n")


def test_double_dash_then_dash_program(awkargs):
    ok(awkargs(["--", "BEGIN { print ARGV[1] }", "-x"]), "-x\n")


def test_options_only_at_start(awkargs):
    ok(awkargs(["BEGIN { print ARGV[1], ARGV[2], ARGC }", "-v", "x=1"]), "-v x=1 3\n")


def test_double_dash_not_operand(awkargs):
    ok(awkargs(["--", "BEGIN { print ARGC }"]), "1\n")


def test_lone_dash_is_operand_with_f(awkargs, mkfile):
    mkfile("p.awk", '{ print "in:" $0 }\n')
    ok(awkargs(["-f", "p.awk", "-"], input="abc\n"), "in:abc\n")


def test_lone_dash_ends_options_with_e(awkargs):
    ok(awkargs(["-e", "{ print ARGV[1] \":\" $0 }", "-"], input="q\n"), "-:q\n")


def test_repeated_sandbox(awkargs):
    ok(awkargs(["--sandbox", "--sandbox", 'BEGIN { print "s" }']), "s\n")


def test_unknown_option_letter(awkargs):
    usage_error(awkargs(["-q", "BEGIN { }"]), "unknown option -q")


def test_unknown_option_whole_arg(awkargs):
    usage_error(awkargs(["-qrs", "BEGIN { }"]), "unknown option -qrs")


def test_unknown_long_option_abbrev(awkargs):
    usage_error(awkargs(["--hel"]), "unknown option --hel")


def test_unknown_long_option_with_value(awkargs):
    usage_error(awkargs(["--frob=1", "BEGIN { }"]), "unknown option --frob=1")


def test_missing_arg_F(awkargs):
    usage_error(awkargs(["-F"]), "option -F requires an argument")


def test_missing_arg_v(awkargs):
    usage_error(awkargs(["-v"]), "option -v requires an argument")


def test_missing_arg_f(awkargs):
    usage_error(awkargs(["-f"]), "option -f requires an argument")


def test_missing_arg_e(awkargs):
    usage_error(awkargs(["-e"]), "option -e requires an argument")


def test_missing_arg_field_separator(awkargs):
    usage_error(awkargs(["--field-separator"]), "option --field-separator requires an argument")


def test_missing_arg_assign(awkargs):
    usage_error(awkargs(["--assign"]), "option --assign requires an argument")


def test_missing_arg_file(awkargs):
    usage_error(awkargs(["--file"]), "option --file requires an argument")


def test_missing_arg_source(awkargs):
    usage_error(awkargs(["--source"]), "option --source requires an argument")


def test_missing_arg_after_other_options(awkargs):
    usage_error(awkargs(["-v", "x=1", "-F"]), "option -F requires an argument")


def test_sandbox_takes_no_argument(awkargs):
    usage_error(awkargs(["--sandbox=1", "BEGIN { }"]), "option --sandbox takes no argument")


def test_help_takes_no_argument(awkargs):
    usage_error(awkargs(["--help=x"]), "option --help takes no argument")


def test_version_takes_no_argument(awkargs):
    usage_error(awkargs(["--version=2"]), "option --version takes no argument")


def test_dump_variables_empty_name(awkargs):
    usage_error(awkargs(["--dump-variables=", "BEGIN { }"]),
                "option --dump-variables needs a file name after =")


def test_lint_bad_value(awkargs):
    usage_error(awkargs(["--lint=warn", "BEGIN { }"]), "option --lint accepts only =fatal")


def test_invalid_v_no_equals(awkargs):
    usage_error(awkargs(["-v", "foo", "BEGIN { }"]), "invalid -v argument: foo")


def test_invalid_v_bad_name(awkargs):
    usage_error(awkargs(["-v", "1x=2", "BEGIN { }"]), "invalid -v argument: 1x=2")


def test_invalid_v_keyword(awkargs):
    usage_error(awkargs(["-v", "if=2", "BEGIN { }"]), "invalid -v argument: if=2")


def test_invalid_v_builtin_function(awkargs):
    usage_error(awkargs(["-v", "length=2", "BEGIN { }"]), "invalid -v argument: length=2")


def test_invalid_assign_long(awkargs):
    usage_error(awkargs(["--assign=a-b=2", "BEGIN { }"]), "invalid -v argument: a-b=2")


def test_no_program_no_args(awkargs):
    usage_error(awkargs([]), "no program given")


def test_no_program_after_options(awkargs):
    usage_error(awkargs(["-v", "x=1"]), "no program given")


def test_no_program_after_double_dash(awkargs):
    usage_error(awkargs(["-F:", "--"]), "no program given")


def test_first_problem_reported(awkargs):
    usage_error(awkargs(["-v", "bad", "-q"]), "invalid -v argument: bad")


def test_first_problem_reported_2(awkargs):
    usage_error(awkargs(["-z", "-v", "bad"]), "unknown option -z")


def test_usage_error_runs_nothing(awkargs):
    usage_error(awkargs(["--nope", 'BEGIN { print "x" }']), "unknown option --nope")


def test_F_value_next_argument_taken_whatever(awk):
    ok(awk("{ print $2 }", input="a-vb\n", opts=["-F", "-v"]), "b\n")
