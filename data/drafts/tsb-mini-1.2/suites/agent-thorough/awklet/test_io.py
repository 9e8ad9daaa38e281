import os
from conftest import ok, fatal


# ---- print ----

def test_print_alone_prints_record(awk):
    ok(awk("{ print }", input="a  b\n"), "a  b\n")


def test_print_comma_ofs(awk):
    ok(awk('BEGIN { OFS = ":"; print "a", "b", 3 }'), "a:b:3\n")


def test_print_side_by_side_concatenates(awk):
    ok(awk('BEGIN { print "a" "b", "c" 1 }'), "ab c1\n")


def test_print_parenthesized_list(awk):
    ok(awk('BEGIN { OFS = "-"; print ("a", "b") }'), "a-b\n")


def test_print_paren_concat(awk):
    ok(awk('BEGIN { print ("a")("b") }'), "ab\n")


def test_print_ofs_ors_at_run_time(awk):
    ok(awk('BEGIN { print 1, 2; OFS = "+"; ORS = "!"; print 1, 2 }'), "1 2\n1+2!")


def test_print_empty_string(awk):
    ok(awk('BEGIN { print "" }'), "\n")


def test_print_greater_is_redirection(awk, readfile):
    ok(awk('BEGIN { print 1 > "out.txt" }'), "")
    assert readfile("out.txt") == "1\n"


def test_print_comparison_in_parens(awk):
    ok(awk("BEGIN { print (2 > 1) }"), "1\n")


# ---- redirection to files ----

def test_redirect_file_multiple_writes(awk, readfile):
    ok(awk('BEGIN { print "a" > "out"; print "b" > "out"; printf "c" > "out" }'), "")
    assert readfile("out") == "a\nb\nc"


def test_redirect_truncates_existing(awk, mkfile, readfile):
    mkfile("out", "old content\n")
    ok(awk('BEGIN { print "new" > "out" }'), "")
    assert readfile("out") == "new\n"


def test_redirect_append(awk, mkfile, readfile):
    mkfile("out", "old\n")
    ok(awk('BEGIN { print "new" >> "out" }'), "")
    assert readfile("out") == "old\nnew\n"


def test_redirect_gt_then_append_same_file(awk, readfile):
    ok(awk('BEGIN { print "a" > "f"; print "b" >> "f"; print "c" > "f" }'), "")
    assert readfile("f") == "a\nb\nc\n"


def test_redirect_filename_concatenation(awk, readfile):
    ok(awk('BEGIN { n = 1; print "x" > "out" n ".txt" }'), "")
    assert readfile("out1.txt") == "x\n"


def test_redirect_print_alone_writes_record(awk, readfile):
    ok(awk('{ print > "rec" }', input="l1\nl2\n"), "")
    assert readfile("rec") == "l1\nl2\n"


def test_redirect_dev_stdout(awk):
    ok(awk('BEGIN { print "a" > "/dev/stdout"; print "b" }'), "a\nb\n")


def test_redirect_dash_stdout(awk):
    ok(awk('BEGIN { print "a" > "-"; print "b" }'), "a\nb\n")


def test_redirect_dev_stderr(awk):
    r = awk('BEGIN { print "err" > "/dev/stderr"; print "out" }')
    assert r.rc == 0
    assert r.out == "out\n"
    assert r.err == "err\n"


def test_redirect_cannot_open(awk):
    fatal(awk('BEGIN { print "a"; print "x" > "nodir/f" }'), "can't redirect to nodir/f", out="a\n")


def test_close_then_reopen_truncates(awk, readfile):
    ok(awk('BEGIN { print "a" > "f"; close("f"); print "b" > "f" }'), "")
    assert readfile("f") == "b\n"


def test_close_then_append(awk, readfile):
    ok(awk('BEGIN { print "a" > "f"; close("f"); print "b" >> "f" }'), "")
    assert readfile("f") == "a\nb\n"


def test_file_readable_after_close(awk):
    ok(awk('BEGIN { print "data" > "f"; close("f"); getline x < "f"; print x }'), "data\n")


def test_printf_redirect(awk, readfile):
    ok(awk('BEGIN { printf "%d-%d", 1, 2 > "pf" }'), "")
    assert readfile("pf") == "1-2"


def test_redirect_written_after_fatal(awk, readfile):
    r = awk('BEGIN { print "kept" > "f"; x = 1 / 0 }')
    fatal(r, "division by zero")
    assert readfile("f") == "kept\n"


def test_redirect_written_after_exit(awk, readfile):
    r = awk('BEGIN { print "kept" > "f"; exit 3 }')
    assert r.rc == 3
    assert readfile("f") == "kept\n"


# ---- pipes ----

def test_pipe_output(awk):
    ok(awk('BEGIN { print "b" | "sort"; print "a" | "sort"; close("sort"); print "end" }'), "a\nb\nend\n")


def test_pipe_same_command_same_process(awk):
    ok(awk('BEGIN { print "x" | "sort -r"; print "y" | "sort -r"; close("sort -r") }'), "y\nx\n")


def test_pipe_flushes_stdout_first(awk):
    ok(awk('BEGIN { print "first"; print "second" | "cat"; close("cat"); print "third" }'),
       "first\nsecond\nthird\n")


def test_pipe_closed_at_end(awk):
    ok(awk('BEGIN { print "piped" | "cat" }'), "piped\n")


def test_close_pipe_returns_status(awk):
    ok(awk('BEGIN { print "x" | "cat >/dev/null; exit 3"; print close("cat >/dev/null; exit 3") }'), "3\n")


def test_close_pipe_success(awk):
    ok(awk('BEGIN { print "x" | "cat >/dev/null"; print close("cat >/dev/null") }'), "0\n")


def test_pipe_stderr_is_awklets(awk):
    r = awk('BEGIN { print "e" | "cat 1>&2"; close("cat 1>&2") }')
    assert r.rc == 0
    assert r.err == "e\n"


def test_pipe_printf(awk):
    ok(awk('BEGIN { printf "%s\\n", "pp" | "cat"; close("cat") }'), "pp\n")


def test_pipe_output_after_fatal(awk):
    r = awk('BEGIN { print "via pipe" | "cat"; x = 1 / 0 }')
    fatal(r, "division by zero", out="via pipe\n")


# ---- close / fflush ----

def test_close_file_returns_zero(awk):
    ok(awk('BEGIN { print "a" > "f"; print close("f") }'), "0\n")


def test_close_unknown_returns_minus_one(awk):
    ok(awk('BEGIN { print close("nothing"); print ERRNO }'), "-1\nclose of redirection that was never opened\n")


def test_close_dev_stdout_flushes(awk):
    ok(awk('BEGIN { print "a" > "/dev/stdout"; print close("/dev/stdout"); print "b" > "/dev/stdout" }'), "a\n0\nb\n")


def test_close_input_file_rereads(awk, mkfile):
    mkfile("f", "first\nsecond\n")
    ok(awk('BEGIN { getline x < "f"; close("f"); getline y < "f"; print x, y }'), "first first\n")


def test_close_input_file_returns_zero(awk, mkfile):
    mkfile("f", "first\n")
    ok(awk('BEGIN { getline x < "f"; print close("f") }'), "0\n")


def test_close_input_command_status(awk):
    ok(awk('BEGIN { "echo hi; exit 5" | getline x; print x, close("echo hi; exit 5") }'), "hi 5\n")


def test_close_stdin_getline_continues(awk):
    ok(awk('BEGIN { getline a < "-"; close("-"); getline b < "-"; print a, b }', input="1\n2\n"), "1 2\n")


def test_fflush_unknown(awk):
    ok(awk('BEGIN { print fflush("nothing"); print ERRNO }'), "-1\nfflush of redirection that was never opened\n")


def test_fflush_no_arg(awk):
    ok(awk("BEGIN { print fflush() }"), "0\n")


def test_fflush_open_file(awk):
    ok(awk('BEGIN { printf "x" > "f"; r = fflush("f"); while ((getline l < "f") > 0) print "read " l; print r }'),
       "read x\n0\n")


def test_fflush_input_only_is_minus_one(awk, mkfile):
    mkfile("f", "a\n")
    ok(awk('BEGIN { getline x < "f"; print fflush("f") }'), "-1\n")


def test_errno_not_cleared(awk, mkfile):
    mkfile("f", "a\n")
    ok(awk('BEGIN { close("zz"); getline x < "f"; close("f"); print ERRNO }'),
       "close of redirection that was never opened\n")


# ---- system ----

def test_system_exit_status(awk):
    ok(awk('BEGIN { print system("exit 3") }'), "3\n")


def test_system_flushes_stdout(awk):
    ok(awk('BEGIN { printf "a"; system("echo b"); print "c" }'), "ab\nc\n")


def test_system_flushes_files(awk):
    ok(awk('BEGIN { printf "x" > "f"; system("cat f"); print "" }'), "x\n")


def test_system_signal_status(awk):
    ok(awk('BEGIN { print system("kill -9 $$") }'), "265\n")


def test_system_stdin_shared(awk):
    ok(awk('BEGIN { system("cat") }', input="through\n"), "through\n")


def test_system_zero(awk):
    ok(awk('BEGIN { r = system("true"); print r }'), "0\n")


# ---- getline main input ----

def test_getline_plain(awk):
    ok(awk("{ getline; print }", input="1\n2\n3\n4\n"), "2\n4\n")


def test_getline_updates_nr_nf(awk):
    ok(awk("NR == 1 { getline; print NR, FNR, NF, $2 }", input="a\nb c\n"), "2 2 2 c\n")


def test_getline_var(awk):
    ok(awk("NR == 1 { getline x; print x, $0, NR, NF }", input="a b\nc d e\n"), "c d e a b 2 2\n")


def test_getline_at_end_returns_zero(awk):
    ok(awk("{ r = getline; print r, $0 }", input="only\n"), "0 only\n")


def test_getline_var_at_end_unchanged(awk):
    ok(awk('{ x = "keep"; r = getline x; print r, x }', input="only\n"), "0 keep\n")


def test_getline_in_begin(awk):
    ok(awk('BEGIN { getline; print "got " $0 } { print "main " $0 }', input="1\n2\n"), "got 1\nmain 2\n")


def test_getline_in_begin_opens_operands(awk, mkfile):
    mkfile("f1", "one\n")
    ok(awk('BEGIN { while ((getline line) > 0) n++; print n, line, FILENAME }', "f1"), "1 one f1\n")


def test_getline_main_does_assignments(awk, mkfile):
    mkfile("f1", "one\n")
    ok(awk("BEGIN { getline; print x, $0 }", "x=7", "f1"), "7 one\n")


def test_getline_main_missing_file_fatal(awk):
    fatal(awk("BEGIN { getline }", "nosuch"), "can't open file nosuch")


def test_getline_var_numeric_string(awk):
    ok(awk("NR == 1 { getline x; print (x < 9), typeof(x) }", input="a\n10\n"), "0 strnum\n")


def test_getline_into_field(awk):
    ok(awk("NR == 1 { getline $2; print; print NF }", input="a b c\nX\n"), "a X c\n3\n")


def test_getline_into_array_element(awk):
    ok(awk('NR == 1 { getline a["k"]; print a["k"] }', input="1\n2\n"), "2\n")


def test_getline_across_files(awk, mkfile):
    mkfile("f1", "a\n")
    mkfile("f2", "b\n")
    ok(awk("FNR == 1 && NR == 1 { getline; print FILENAME, FNR, NR, $0 }", "f1", "f2"), "f2 1 2 b\n")


# ---- getline from files ----

def test_getline_file_loop(awk, mkfile):
    mkfile("f", "x\ny\nz\n")
    ok(awk('BEGIN { while ((getline line < "f") > 0) n++; print n, line }'), "3 z\n")


def test_getline_file_sets_record_not_nr(awk, mkfile):
    mkfile("f", "p q r\n")
    ok(awk('BEGIN { getline < "f"; print $0, NF, NR, FNR }'), "p q r 3 0 0\n")


def test_getline_file_missing(awk):
    ok(awk('BEGIN { r = getline x < "nosuch"; print r; print ERRNO }'), "-1\nNo such file or directory\n")


def test_getline_file_directory(awk):
    ok(awk('BEGIN { r = getline x < "."; print r; print ERRNO }'), "-1\nIs a directory\n")


def test_getline_file_end_repeats_zero(awk, mkfile):
    mkfile("f", "only\n")
    ok(awk('BEGIN { a = getline x < "f"; b = getline x < "f"; c = getline x < "f"; print a, b, c }'), "1 0 0\n")


def test_getline_file_var_numeric_string(awk, mkfile):
    mkfile("f", "10\n9\n")
    ok(awk('BEGIN { getline x < "f"; getline y < "f"; print (x < y), typeof(x) }'), "0 strnum\n")


def test_getline_file_concatenation_precedence(awk, mkfile):
    mkfile("f", "line\n")
    ok(awk('BEGIN { x = getline < "f" "Z"; print x; print $0 }'), "1Z\nline\n")


def test_getline_file_uses_rs(awk, mkfile):
    mkfile("f", "a;b;c")
    ok(awk('BEGIN { RS = ";"; getline x < "f"; getline y < "f"; print x, y }'), "a b\n")


def test_getline_file_variable_name(awk, mkfile):
    mkfile("f", "v\n")
    ok(awk('BEGIN { name = "f"; getline line < name; print line }'), "v\n")


def test_getline_file_independent_of_main(awk, mkfile):
    mkfile("f", "F1\nF2\n")
    ok(awk('{ getline x < "f"; print $0, x }', input="m1\nm2\n"), "m1 F1\nm2 F2\n")


def test_getline_file_sees_snapshot(awk, mkfile):
    mkfile("f", "a\n")
    ok(awk('BEGIN { getline x < "f"; system("echo b >> f"); r = getline y < "f"; close("f"); getline z < "f"; getline z < "f"; print r, z }'),
       "0 b\n")


def test_cmd_getline_record(awk):
    ok(awk('BEGIN { "echo a b" | getline; print $0, NF, NR }'), "a b 2 1\n")


def test_cmd_getline_var(awk):
    ok(awk('BEGIN { "echo hi" | getline x; print x, NR, "[" $0 "]" }'), "hi 1 []\n")


def test_cmd_getline_concatenation(awk):
    ok(awk('BEGIN { w = "there"; "echo hi " w | getline x; print x }'), "hi there\n")


def test_cmd_getline_loop(awk):
    ok(awk('BEGIN { while (("printf \'1\\\\n2\\\\n3\\\\n\'" | getline l) > 0) s = s l; print s }'), "123\n")


def test_cmd_getline_end_returns_zero(awk):
    ok(awk('BEGIN { a = ("echo x" | getline v); b = ("echo x" | getline v); print a, b }'), "1 0\n")


def test_cmd_getline_rerun_after_close(awk):
    ok(awk('BEGIN { "echo x" | getline a; close("echo x"); r = ("echo x" | getline b); print r, b }'), "1 x\n")


def test_cmd_getline_nr_increments(awk):
    ok(awk('{ "echo z" | getline v; print NR }', input="a\nb\n"), "2\n3\n")


def test_cmd_getline_flushes_outputs(awk):
    ok(awk('BEGIN { printf "x" > "f"; "cat f" | getline y; print y }'), "x\n")


def test_cmd_getline_var_strnum(awk):
    ok(awk('BEGIN { "echo 10" | getline x; print typeof(x) }'), "strnum\n")


def test_cmd_getline_uses_rs(awk):
    ok(awk('BEGIN { RS = ";"; "printf \'a;b\'" | getline x; print x }'), "a\n")


def test_cmd_getline_stdin_shared(awk):
    ok(awk('BEGIN { "cat" | getline x; print "x=" x }', input="fromstdin\n"), "x=fromstdin\n")
