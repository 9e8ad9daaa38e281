"""Invocation and options."""
import pytest

from conftest import run, awk, out, write, read, USAGE


def test_F_attached():
    r = run(["-F:", "{ print $2 }"], stdin="a:b:c\n")
    assert (r.rc, r.out) == (0, "b\n")


def test_F_separate_argument():
    r = run(["-F", ":", "{ print $2 }"], stdin="a:b:c\n")
    assert (r.rc, r.out) == (0, "b\n")


def test_F_letter_t_is_literal_t():
    r = run(["-Ft", "{ print $2 }"], stdin="atb\tc\n")
    assert r.out == "b\tc\n"


def test_F_backslash_t_is_tab():
    r = run(["-F", "\\t", "{ print $1 }"], stdin="a b\tc\n")
    assert r.out == "a b\n"


def test_F_empty_string_gives_empty_FS():
    r = run(["-F", "", "{ print NF, $2 }"], stdin="abc\n")
    assert r.out == "3 b\n"


def test_F_value_is_visible_in_BEGIN():
    r = run(["-F", ";", "BEGIN { print FS }"])
    assert r.out == ";\n"


def test_F_next_argument_taken_whatever_it_looks_like():
    r = run(["-F", "-v", "BEGIN { print FS }"])
    assert (r.rc, r.out) == (0, "-v\n")


def test_v_separate():
    assert run(["-v", "x=hello", "BEGIN { print x }"]).out == "hello\n"


def test_v_attached():
    assert run(["-vx=hello", "BEGIN { print x }"]).out == "hello\n"


def test_v_several():
    assert run(["-v", "a=1", "-v", "b=2", "BEGIN { print a, b }"]).out == "1 2\n"


def test_v_escape_processing():
    assert run(["-v", "x=a\\tb", "BEGIN { print x }"]).out == "a\tb\n"


def test_v_value_after_first_equals():
    assert run(["-v", "x=a=b", "BEGIN { print x }"]).out == "a=b\n"


def test_f_separate():
    write("p.awk", 'BEGIN { print "from file" }\n')
    r = run(["-f", "p.awk"])
    assert (r.rc, r.out) == (0, "from file\n")


def test_f_attached():
    write("p.awk", 'BEGIN { print "from file" }\n')
    assert run(["-fp.awk"]).out == "from file\n"


def test_several_f_files_joined_in_order():
    write("a.awk", 'BEGIN { printf "A" }\n')
    write("b.awk", 'BEGIN { print "B" }\n')
    assert run(["-f", "a.awk", "-f", "b.awk"]).out == "AB\n"
    assert run(["-f", "b.awk", "-f", "a.awk"]).out == "B\nA"


def test_f_first_remaining_argument_is_operand():
    write("p.awk", "{ print FILENAME \":\" $0 }\n")
    write("data", "x\n")
    assert run(["-f", "p.awk", "data"]).out == "data:x\n"


def test_f_dash_v_reads_file_named_dash_v():
    write("-v", 'BEGIN { print "dashv" }\n')
    r = run(["-f", "-v"])
    assert (r.rc, r.out) == (0, "dashv\n")


def test_e_separate():
    assert run(["-e", 'BEGIN { print "e" }']).out == "e\n"


def test_e_attached():
    assert run(['-eBEGIN { print "e" }']).out == "e\n"


def test_e_several_texts():
    r = run(["-e", "BEGIN { x = 5 }", "-e", "BEGIN { print x }"])
    assert r.out == "5\n"


def test_e_first_argument_after_options_is_operand():
    r = run(["-e", "BEGIN { print ARGV[1], ARGC }", "foo"])
    assert r.out == "foo 2\n"


def test_e_and_f_mixed_in_order():
    write("m.awk", 'BEGIN { printf "2" }\n')
    r = run(["-e", 'BEGIN { printf "1" }', "-f", "m.awk", "-e", 'BEGIN { print "3" }'])
    assert r.out == "123\n"


def test_source_long_form_equals():
    assert run(['--source=BEGIN { print "s" }']).out == "s\n"


def test_source_long_form_separate():
    assert run(["--source", 'BEGIN { print "s" }']).out == "s\n"


def test_version_long():
    r = run(["--version"])
    assert (r.rc, r.out, r.err) == (0, "awklet 1.2.0\n", "")


def test_version_single_dash():
    r = run(["-version"])
    assert (r.rc, r.out) == (0, "awklet 1.2.0\n")


def test_version_ignores_what_follows():
    r = run(["--version", "-q", "--frob", 'BEGIN { print "no" }'])
    assert (r.rc, r.out) == (0, "awklet 1.2.0\n")


def test_version_after_valid_options():
    r = run(["-v", "x=1", "--version", 'BEGIN { print "no" }'])
    assert (r.rc, r.out) == (0, "awklet 1.2.0\n")


def test_help_writes_usage_to_stdout():
    r = run(["--help"])
    assert (r.rc, r.out, r.err) == (0, USAGE, "")


def test_help_ignores_what_follows():
    r = run(["--help", "-q", 'BEGIN { print "no" }'])
    assert (r.rc, r.out) == (0, USAGE)


def test_version_after_program_is_an_operand():
    r = run(['BEGIN { print "prog", ARGV[1] }', "--version"])
    assert (r.rc, r.out) == (0, "prog --version\n")


def test_field_separator_long_equals():
    assert run(["--field-separator=:", "{ print $2 }"], stdin="a:b\n").out == "b\n"


def test_field_separator_long_separate():
    assert run(["--field-separator", ":", "{ print $2 }"], stdin="a:b\n").out == "b\n"


def test_assign_long_equals_value_after_first_equals():
    assert run(["--assign=x=1", "BEGIN { print x }"]).out == "1\n"


def test_assign_long_separate():
    assert run(["--assign", "x=1", "BEGIN { print x }"]).out == "1\n"


def test_file_long_equals():
    write("p.awk", 'BEGIN { print "pf" }\n')
    assert run(["--file=p.awk"]).out == "pf\n"


def test_file_long_separate():
    write("p.awk", 'BEGIN { print "pf" }\n')
    assert run(["--file", "p.awk"]).out == "pf\n"


def test_double_dash_ends_options():
    r = run(["-v", "x=1", "--", 'BEGIN { print x }'])
    assert (r.rc, r.out) == (0, "1\n")


def test_double_dash_then_program_starting_with_dash_like_text():
    # after --, the next argument is program text even though options follow
    r = run(["--", 'BEGIN { print ARGV[1] }', "-q"])
    assert (r.rc, r.out) == (0, "-q\n")


def test_lone_dash_ends_options_and_is_operand_with_e():
    r = run(["-e", 'BEGIN { print ARGV[1] "," ARGV[2] "," ARGC }', "-", "-q"])
    assert (r.rc, r.out) == (0, "-,-q,3\n")


def test_lone_dash_operand_reads_stdin():
    write("p.awk", '{ print "x" $0 }\n')
    r = run(["-f", "p.awk", "-"], stdin="a\n")
    assert r.out == "xa\n"


def test_argv0_is_awklet():
    assert out('BEGIN { print ARGV[0] }') == "awklet\n"


def test_operands_after_program():
    r = run(['BEGIN { for (i = 0; i < ARGC; i++) print i, ARGV[i] }', "a", "b=1", "c"])
    assert r.out == "0 awklet\n1 a\n2 b=1\n3 c\n"


def test_later_v_FS_overrides_earlier_F():
    r = run(["-F:", "-v", "FS=x", "{ print $1 }"], stdin="axb:c\n")
    assert r.out == "a\n"


def test_later_F_overrides_earlier_v_FS():
    r = run(["-v", "FS=x", "-F:", "{ print $1 }"], stdin="axb:c\n")
    assert r.out == "axb\n"


def test_options_after_program_text_are_operands():
    r = run(['BEGIN { print ARGC }', "-v", "x=1"])
    assert r.out == "3\n"


def test_repeated_sandbox_is_fine():
    r = run(["--sandbox", "--sandbox", 'BEGIN { print "ok" }'])
    assert (r.rc, r.out) == (0, "ok\n")


def test_last_lint_decides_not_fatal():
    r = run(["--lint=fatal", "--lint", 'BEGIN { x = 1; x; print "ran" }'])
    assert r.rc == 0
    assert r.out == "ran\n"
    assert r.err == "awklet: warning: statement has no effect at source line 1\n"


def test_last_lint_decides_fatal():
    r = run(["--lint", "--lint=fatal", 'BEGIN { x = 1; x; print "ran" }'])
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "awklet: statement has no effect at source line 1\n"


def test_last_dump_variables_names_the_file():
    r = run(["--dump-variables=a.out", "--dump-variables=b.out", "BEGIN { x = 1 }"])
    assert r.rc == 0
    assert read("b.out") == "x: number 1\n"
    import os
    assert not os.path.exists("a.out")


def test_v_applied_before_BEGIN():
    assert run(["-v", "n=3", "BEGIN { print n * 2 }"]).out == "6\n"
