import os

import pytest

from conftest import awk, out, fatal, syntax, write, read, run


# ---- print ----

def test_print_ofs_ors():
    assert out('BEGIN { OFS = "-"; ORS = "|" } { print $1, $2 }', stdin="a b\nc d\n") == "a-b|c-d|"


def test_print_alone():
    assert out('{ print }', stdin="x  y\n") == "x  y\n"


def test_print_parenthesized_list():
    assert out('BEGIN { print (1, 2) }') == "1 2\n"


def test_print_paren_concat():
    assert out('BEGIN { print (1)(2) }') == "12\n"


def test_print_side_by_side():
    assert out('BEGIN { print "a" "b", "c" }') == "ab c\n"


def test_print_uninit():
    assert out('BEGIN { print x }') == "\n"


def test_print_ofs_changed_between_statements():
    assert out('BEGIN { OFS = ":"; print "a", "b"; OFS = "-"; print "a", "b" }') == "a:b\na-b\n"


# ---- printf basics (details in test_printf) ----

def test_printf_no_ofs_ors():
    assert out('BEGIN { OFS = "-"; ORS = "|"; printf "%s", "a"; printf "%s\\n", "b" }') == "ab\n"


def test_printf_paren():
    assert out('BEGIN { printf("%d-%d\\n", 1, 2) }') == "1-2\n"


def test_printf_no_args_syntax():
    r = awk('BEGIN { printf }')
    assert r.rc == 2 and r.out == ""


# ---- redirection ----

def test_redirect_file():
    assert out('BEGIN { print "x" > "o"; print "y" > "o" }') == ""
    assert read("o") == "x\ny\n"


def test_redirect_truncates_on_first_open():
    write("o", "old\n")
    out('BEGIN { print "new" > "o" }')
    assert read("o") == "new\n"


def test_append_redirect():
    write("o", "old\n")
    out('BEGIN { print "new" >> "o"; print "more" >> "o" }')
    assert read("o") == "old\nnew\nmore\n"


def test_mixed_gt_then_append_same_open_file():
    out('BEGIN { print "1" > "o"; print "2" >> "o"; print "3" > "o" }')
    assert read("o") == "1\n2\n3\n"


def test_close_then_reopen_truncates():
    out('BEGIN { print "1" > "o"; close("o"); print "2" > "o" }')
    assert read("o") == "2\n"


def test_close_then_append():
    out('BEGIN { print "1" > "o"; close("o"); print "2" >> "o" }')
    assert read("o") == "1\n2\n"


def test_redirect_name_concatenation():
    out('BEGIN { n = 1; print "x" > "out" n ".txt" }')
    assert read("out1.txt") == "x\n"


def test_printf_redirect():
    out('BEGIN { printf "%d", 5 > "o" }')
    assert read("o") == "5"


def test_print_dollar0_redirect():
    out('{ print > "o" }', stdin="a b\n")
    assert read("o") == "a b\n"


def test_redirect_dev_stdout():
    assert out('BEGIN { print "x" > "/dev/stdout"; print "y" > "-" }') == "x\ny\n"


def test_redirect_dev_stderr():
    r = awk('BEGIN { print "e" > "/dev/stderr"; print "o" }')
    assert r.rc == 0
    assert r.out == "o\n"
    assert r.err == "e\n"


def test_redirect_cannot_open():
    fatal('BEGIN { print "a"; print "x" > "nodir/f" }', "can't redirect to nodir/f", stdout="a\n")


def test_print_gt_in_parens_is_comparison():
    assert out('BEGIN { print (2 > 1) }') == "1\n"
    assert not os.path.exists("1")


def test_file_read_back_after_close():
    prog = 'BEGIN { print "x" > "o"; print "y" > "o"; close("o"); while ((getline l < "o") > 0) print "got", l }'
    assert out(prog) == "got x\ngot y\n"


# ---- pipes ----

def test_output_pipe():
    assert out('{ print | "sort" }\nEND { close("sort"); print "done" }', stdin="b\na\nc\n") == "a\nb\nc\ndone\n"


def test_output_pipe_same_process():
    assert out('BEGIN { print "b" | "sort"; print "a" | "sort"; close("sort") }') == "a\nb\n"


def test_output_pipe_closed_at_end():
    assert out('BEGIN { print "z" | "cat" }') == "z\n"


def test_stdout_flushed_before_pipe_starts():
    assert out('BEGIN { print "a"; print "b" | "cat"; close("cat"); print "c" }') == "a\nb\nc\n"


def test_close_output_pipe_status():
    assert out('BEGIN { print "x" | "cat >/dev/null; exit 5"; print close("cat >/dev/null; exit 5") }') == "5\n"


def test_close_file_returns_0():
    assert out('BEGIN { print "x" > "o"; print close("o") }') == "0\n"


def test_close_unopened():
    assert out('BEGIN { print close("nothing"); print ERRNO }') == "-1\nclose of redirection that was never opened\n"


def test_close_stdout_returns_0():
    assert out('BEGIN { print "a" > "/dev/stdout"; print close("/dev/stdout"); print "b" }') == "a\n0\nb\n"


def test_close_input_command_status():
    assert out('BEGIN { "echo hi; exit 3" | getline x; print x, close("echo hi; exit 3") }') == "hi 3\n"


def test_close_input_command_killed():
    assert out('BEGIN { "kill -9 $$" | getline x; print close("kill -9 $$") }') == "265\n"


def test_fflush_no_arg():
    assert out('BEGIN { print fflush() }') == "0\n"


def test_fflush_open_file():
    assert out('BEGIN { print "x" > "o"; print fflush("o"); while ((getline l < "o") > 0) print l }') == "0\nx\n"


def test_fflush_unopened():
    assert out('BEGIN { print fflush("nope"); print ERRNO }') == "-1\nfflush of redirection that was never opened\n"


def test_all_closed_in_order_at_end():
    out('BEGIN { print "a" > "o1"; print "b" > "o2" }')
    assert read("o1") == "a\n" and read("o2") == "b\n"


def test_output_flushed_after_fatal():
    fatal('BEGIN { print "x" > "o"; y = 1 / 0 }', "division by zero")
    assert read("o") == "x\n"


def test_pipe_cannot_affect_env():
    assert out('BEGIN { ENVIRON["AWKLET_T"] = "changed"; system("echo $AWKLET_T") }',
               env={"AWKLET_T": "orig"}) == "orig\n"


# ---- system ----

def test_system_status():
    assert out('BEGIN { print system("exit 7") }') == "7\n"


def test_system_flushes_stdout():
    assert out('BEGIN { printf "a"; system("echo b"); print "c" }') == "ab\nc\n"


def test_system_flushes_files():
    assert out('BEGIN { print "x" > "o"; system("cat o") }') == "x\n"


def test_system_killed():
    assert out('BEGIN { print system("kill -9 $$") }') == "265\n"


def test_system_stdin_shared():
    assert out('BEGIN { system("cat") }', stdin="in\n") == "in\n"


# ---- getline ----

def test_getline_plain():
    assert out('{ getline; print }', stdin="1\n2\n3\n4\n") == "2\n4\n"


def test_getline_var():
    assert out('NR == 1 { getline x; print x, NR, FNR, $0 }', stdin="1\n2\n") == "2 2 2 1\n"


def test_getline_at_end():
    assert out('{ r = getline; print r, $0 }', stdin="a\n") == "0 a\n"


def test_getline_var_at_end_unchanged():
    assert out('{ x = "keep"; r = getline x; print r, x }', stdin="a\n") == "0 keep\n"


def test_getline_in_begin():
    assert out('BEGIN { getline; print "first:" $0 }\n{ print }', stdin="a\nb\n") == "first:a\nb\n"


def test_getline_sets_nf():
    assert out('NR == 1 { getline; print NF, $2 }', stdin="x\na b c\n") == "3 b\n"


def test_getline_file():
    write("f", "l1\nl2\n")
    assert out('BEGIN { while ((getline line < "f") > 0) print "got", line; print NR }') == "got l1\ngot l2\n0\n"


def test_getline_file_dollar0():
    write("f", "a b c\n")
    assert out('BEGIN { getline < "f"; print $2, NF, NR }') == "b 3 0\n"


def test_getline_file_eof_repeats_zero():
    write("f", "one\n")
    assert out('BEGIN { print (getline x < "f"), (getline x < "f"), (getline x < "f") }') == "1 0 0\n"


def test_getline_file_missing():
    r = awk('BEGIN { print (getline x < "missing"); print ERRNO }')
    assert r.rc == 0
    assert r.out == "-1\nNo such file or directory\n"
    assert r.err == ""


def test_getline_directory():
    os.mkdir("d")
    assert out('BEGIN { print (getline x < "d"); print ERRNO }') == "-1\nIs a directory\n"


def test_errno_not_cleared():
    write("f", "x\n")
    assert out('BEGIN { getline y < "missing"; getline y < "f"; print ERRNO }') == "No such file or directory\n"


def test_errno_initially_empty():
    assert out('BEGIN { print "[" ERRNO "]" }') == "[]\n"


def test_getline_file_reread_after_close():
    write("f", "one\ntwo\n")
    assert out('BEGIN { getline a < "f"; close("f"); getline b < "f"; print a, b }') == "one one\n"


def test_getline_file_uses_rs():
    write("f", "a;b")
    assert out('BEGIN { RS = ";"; getline x < "f"; getline y < "f"; print x, y }') == "a b\n"


def test_getline_file_operand_is_primary():
    write("f", "line\n")
    assert out('BEGIN { x = getline v < "f" "z"; print x; print v }') == "1z\nline\n"


def test_getline_var_numeric_string():
    assert out('BEGIN { "echo 10" | getline x; print (x < 9), typeof(x) }') == "0 strnum\n"


def test_getline_into_array_element():
    assert out('BEGIN { "echo hi" | getline a["k"]; print a["k"] }') == "hi\n"


def test_getline_into_field():
    assert out('{ "echo X" | getline $2; print; print NF }', stdin="a b c\n") == "a X c\n3\n"


def test_cmd_getline():
    assert out('BEGIN { "echo a; echo b" | getline; print $0, NR; "echo a; echo b" | getline; print $0, NR }') == "a 1\nb 2\n"


def test_cmd_getline_var_nr():
    assert out('BEGIN { "echo q" | getline v; print v, NR, FNR }') == "q 1 0\n"


def test_cmd_getline_loop_and_eof():
    assert out('BEGIN { while (("printf \\"1\\\\n2\\\\n\\"" | getline l) > 0) s = s l; print s }') == "12\n"


def test_cmd_getline_concat_command():
    assert out('BEGIN { x = "hi"; "echo " x | getline y; print y }') == "hi\n"


def test_cmd_getline_rerun_after_close():
    assert out('BEGIN { c = "echo r"; c | getline a; close(c); c | getline b; print a, b }') == "r r\n"


def test_cmd_getline_eof_zero():
    assert out('BEGIN { c = "echo r"; print (c | getline), (c | getline), (c | getline) }') == "1 0 0\n"


def test_cmd_getline_sets_rt():
    assert out('BEGIN { "printf a" | getline x; print "[" RT "]" }') == "[]\n"


def test_stdin_shared_between_main_and_getline():
    assert out('BEGIN { getline a < "-"; print "a=" a }\n{ print "main:" $0 }', stdin="1\n2\n3\n") == "a=1\nmain:2\nmain:3\n"


def test_dev_stdin_getline():
    assert out('BEGIN { getline a < "/dev/stdin"; getline b < "/dev/stdin"; print b, a }', stdin="1\n2\n") == "2 1\n"


def test_close_stdin_does_not_reread():
    assert out('BEGIN { getline a < "-"; close("-"); getline b < "-"; print a, b }', stdin="1\n2\n") == "1 2\n"


def test_getline_main_then_loop_continues():
    assert out('NR == 1 { while ((getline l) > 0) n++; print "read", n } END { print NR }', stdin="a\nb\nc\n") == "read 2\n3\n"


# ---- operands, ARGV, ARGC ----

def test_argv_argc():
    assert out('BEGIN { print ARGC; for (i = 0; i < ARGC; i++) print ARGV[i] }', "x", "y=1", "z") == "4\nawklet\nx\ny=1\nz\n"


def test_argv_numeric_string():
    assert out('BEGIN { print (ARGV[1] < 9) }', "10") == "0\n"


def test_multiple_files():
    write("f1", "a\nb\n")
    write("f2", "c\n")
    assert out('{ print FILENAME, NR, FNR, $0 }', "f1", "f2") == "f1 1 1 a\nf1 2 2 b\nf2 3 1 c\n"


def test_filename_in_begin_and_end():
    write("f1", "a\n")
    assert out('BEGIN { print "[" FILENAME "]" } END { print FILENAME }', "f1") == "[]\nf1\n"


def test_filename_stdin_empty():
    assert out('{ print "[" FILENAME "]" }', stdin="a\n") == "[]\n"


def test_dash_operand_is_stdin():
    write("f1", "file\n")
    assert out('{ print FILENAME ":" $0 }', "f1", "-", stdin="in\n") == "f1:file\n-:in\n"


def test_argv_blank_skipped():
    write("f1", "one\n")
    write("f2", "two\n")
    assert out('BEGIN { ARGV[1] = "" } { print }', "f1", "f2") == "two\n"


def test_argv_deleted_skipped():
    write("f1", "one\n")
    write("f2", "two\n")
    assert out('BEGIN { delete ARGV[1] } { print }', "f1", "f2") == "two\n"


def test_argv_added():
    write("f1", "one\n")
    write("f2", "two\n")
    assert out('BEGIN { ARGV[ARGC++] = "f2" } { print }', "f1") == "one\ntwo\n"


def test_argc_lowered():
    write("f1", "one\n")
    write("f2", "two\n")
    assert out('BEGIN { ARGC = 2 } { print }', "f1", "f2") == "one\n"


def test_operand_assignment_between_files():
    write("f1", "a\n")
    write("f2", "b\n")
    assert out('{ print x, $0 }', "x=1", "f1", "x=2", "f2") == "1 a\n2 b\n"


def test_operand_assignment_after_last_file():
    write("f1", "a\n")
    assert out('END { print x }', "f1", "x=5") == "5\n"


def test_operand_assignment_not_in_begin():
    write("f1", "a\n")
    assert out('BEGIN { print "[" x "]" } END { print x }', "x=5", "f1") == "[]\n5\n"


def test_only_assignments_reads_stdin():
    assert out('{ print x $0 }', "x=A", stdin="b\n") == "Ab\n"


def test_operand_assignment_escapes_and_strnum():
    assert out('END { print y; print (x < 9) }', "y=a\\tb", "x=10", stdin="") == "a\tb\n0\n"


def test_invalid_assignment_is_filename():
    write("1x=3", "content\n")
    assert out('{ print FILENAME, $0 }', "1x=3") == "1x=3 content\n"


def test_missing_input_file():
    fatal('{ print }', "can't open file nofile", "nofile", stdout="")


def test_missing_second_file():
    write("f1", "a\n")
    fatal('{ print }', "can't open file nofile", "f1", "nofile", stdout="a\n")


def test_nr_assignable():
    assert out('NR == 1 { NR = 10 } { print NR }', stdin="a\nb\n") == "10\n11\n"


def test_fnr_resets():
    write("f1", "a\nb\n")
    write("f2", "c\n")
    assert out('END { print NR, FNR }', "f1", "f2") == "3 1\n"


# ---- ENVIRON ----

def test_environ():
    assert out('BEGIN { print ENVIRON["AWKLET_X"] }', env={"AWKLET_X": "hello"}) == "hello\n"


def test_environ_numeric_string():
    assert out('BEGIN { print (ENVIRON["AWKLET_N"] < 9) }', env={"AWKLET_N": "10"}) == "0\n"


# ---- BEGINFILE / ENDFILE ----

def test_beginfile_endfile():
    write("f1", "a\nb\n")
    write("f2", "c\n")
    prog = ('BEGINFILE { print "BF", FILENAME, FNR }\n{ print $0 }\n'
            'ENDFILE { print "EF", FILENAME, FNR, $0 }\nEND { print "END" }')
    assert out(prog, "f1", "f2") == "BF f1 0\na\nb\nEF f1 2 b\nBF f2 0\nc\nEF f2 1 c\nEND\n"


def test_beginfile_stdin():
    assert out('BEGINFILE { print "BF[" FILENAME "]" } ENDFILE { print "EF" }', stdin="x\n") == "BF[]\nEF\n"


def test_beginfile_nextfile_skips():
    write("f1", "a\n")
    write("f2", "b\n")
    prog = ('BEGINFILE { if (FILENAME == "f1") nextfile; print "BF", FILENAME }\n'
            'BEGINFILE { print "BF2", FILENAME }\n{ print }\nENDFILE { print "EF", FILENAME }')
    assert out(prog, "f1", "f2") == "EF f1\nBF f2\nBF2 f2\nb\nEF f2\n"


def test_rule_nextfile_runs_endfile():
    write("f1", "a\nb\n")
    assert out('{ print; nextfile }\nENDFILE { print "EF", FNR }', "f1") == "a\nEF 1\n"


def test_exit_in_beginfile():
    write("f1", "a\n")
    assert out('BEGINFILE { exit }\n{ print }\nENDFILE { print "EF" }\nEND { print "END" }', "f1") == "END\n"


def test_beginfile_missing_file():
    fatal('BEGINFILE { print "BF", FILENAME }', "can't open file nofile", "nofile", stdout="")


def test_next_in_beginfile_syntax():
    syntax('BEGINFILE { next }', "next used in BEGINFILE or ENDFILE at source line 1")


def test_nextfile_in_endfile_syntax():
    syntax('ENDFILE { nextfile }', "nextfile used in ENDFILE at source line 1")


def test_getline_in_beginfile_syntax():
    syntax('BEGINFILE {\n getline }', "getline used in BEGINFILE or ENDFILE at source line 2")


def test_getline_var_in_endfile_syntax():
    syntax('ENDFILE { getline x }', "getline used in BEGINFILE or ENDFILE at source line 1")


def test_getline_file_in_beginfile_ok():
    write("f1", "a\n")
    write("g", "G\n")
    assert out('BEGINFILE { getline x < "g"; print x }\n{ print }', "f1") == "G\na\n"


def test_next_in_function_from_beginfile():
    write("f1", "a\n")
    fatal('function f() { next }\nBEGINFILE { f() }', "next used in BEGINFILE", "f1")


def test_getline_in_function_from_endfile():
    write("f1", "a\n")
    fatal('function f() { getline }\nENDFILE { f() }', "getline used in ENDFILE", "f1")
