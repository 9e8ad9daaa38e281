"""Output redirection, pipes, close, fflush, system, getline, ERRNO."""
import os

import pytest

from conftest import awk, out, ev, fatal, write, read


# ---------- output redirection to files ----------

def test_print_to_file_twice_keeps_both():
    assert out('BEGIN { print "a" > "f"; print "b" > "f" }') == ""
    assert read("f") == "a\nb\n"


def test_redirect_truncates_existing_file():
    write("f", "old content\n")
    out('BEGIN { print "new" > "f" }')
    assert read("f") == "new\n"


def test_append_keeps_existing():
    write("f", "old\n")
    out('BEGIN { print "new" >> "f" }')
    assert read("f") == "old\nnew\n"


def test_mixed_gt_and_append_same_open_file():
    write("f", "old\n")
    out('BEGIN { print "1" > "f"; print "2" >> "f"; print "3" > "f" }')
    assert read("f") == "1\n2\n3\n"


def test_close_then_gt_truncates_again():
    out('BEGIN { print "1" > "f"; close("f"); print "2" > "f" }')
    assert read("f") == "2\n"


def test_close_then_append_appends():
    out('BEGIN { print "1" > "f"; close("f"); print "2" >> "f" }')
    assert read("f") == "1\n2\n"


def test_file_name_is_concatenation():
    out('BEGIN { n = 1; print "x" > "out" n ".txt" }')
    assert read("out1.txt") == "x\n"


def test_printf_to_file():
    out('BEGIN { printf "%d-%d", 1, 2 > "f" }')
    assert read("f") == "1-2"


def test_print_list_to_file_uses_OFS():
    out('BEGIN { OFS = ":"; print "a", "b" > "f" }')
    assert read("f") == "a:b\n"


def test_redirect_cannot_open_fatal():
    r = awk('BEGIN { print "a"; print "x" > "nodir/f"; print "b" }')
    fatal(r, "can't redirect to nodir/f", stdout="a\n")


def test_file_readable_after_close():
    prog = 'BEGIN { print "hi" > "f"; close("f"); while ((getline l < "f") > 0) print "got " l }'
    assert out(prog) == "got hi\n"


def test_output_files_closed_at_end():
    out('{ print $0 > ($1 ".out") }', stdin="a 1\nb 2\na 3\n")
    assert read("a.out") == "a 1\na 3\n"
    assert read("b.out") == "b 2\n"


# ---------- pipes ----------

def test_pipe_to_sort_same_process():
    assert out('BEGIN { print "b" | "sort"; print "c" | "sort"; print "a" | "sort" }') == "a\nb\nc\n"


def test_stdout_flushed_before_command_starts():
    assert out('BEGIN { print "x"; print "b" | "cat" }') == "x\nb\n"


def test_close_pipe_waits_for_command():
    prog = 'BEGIN { print "b" | "sort"; print "a" | "sort"; close("sort"); print "end" }'
    assert out(prog) == "a\nb\nend\n"


def test_close_output_pipe_returns_exit_status():
    prog = 'BEGIN { print "a" | "cat >/dev/null; exit 3"; print close("cat >/dev/null; exit 3") }'
    assert out(prog) == "3\n"


def test_pipe_command_reopened_after_close():
    prog = ('BEGIN { c = "cat >> log"; print "1" | c; close(c); print "2" | c; close(c); '
            'while ((getline l < "log") > 0) print "log:" l }')
    assert out(prog) == "log:1\nlog:2\n"


def test_pipe_command_stderr_is_awklets():
    r = awk('BEGIN { print "e" | "cat 1>&2" }')
    assert (r.rc, r.out, r.err) == (0, "", "e\n")


# ---------- close and fflush ----------

def test_close_file_returns_zero():
    assert ev('close("f")', pre='print "x" > "f"') == "0"


def test_close_unopened_returns_minus_one():
    assert ev('close("nothing")') == "-1"


def test_close_twice_returns_minus_one():
    assert ev('close("f"), close("f")', pre='print "x" > "f"') == "0 -1"


def test_close_input_command_status():
    assert ev('close("echo a; exit 3")', pre='"echo a; exit 3" | getline') == "3"


def test_close_input_command_killed_by_signal():
    assert ev('close("kill -9 $$")', pre='"kill -9 $$" | getline x') == "265"


def test_close_input_file_rereads_from_start():
    write("f", "1\n2\n")
    prog = 'BEGIN { getline a < "f"; close("f"); getline b < "f"; print a, b }'
    assert out(prog) == "1 1\n"


def test_close_stdin_does_not_reread():
    prog = 'BEGIN { getline a < "-"; close("-"); getline b < "-"; print a, b }'
    assert out(prog, stdin="1\n2\n") == "1 2\n"


def test_close_dev_stdout_flushes_returns_zero():
    prog = 'BEGIN { print "a" > "/dev/stdout"; r = close("/dev/stdout"); print "r=" r }'
    assert out(prog) == "a\nr=0\n"


def test_fflush_dev_stdout_open_state():
    prog = ('BEGIN { a = fflush("/dev/stdout"); print "x" > "/dev/stdout"; b = fflush("/dev/stdout"); '
            'close("/dev/stdout"); c = fflush("/dev/stdout"); print a, b, c }')
    assert out(prog) == "x\n-1 0 -1\n"


def test_fflush_no_argument_returns_zero():
    assert ev("fflush()") == "0"


def test_fflush_unopened_returns_minus_one():
    assert ev('fflush("nope")') == "-1"


def test_fflush_open_file():
    prog = 'BEGIN { print "x" > "f"; r = fflush("f"); getline l < "f"; print r, l }'
    assert out(prog) == "0 x\n"


def test_fflush_open_pipe():
    assert ev('fflush("cat >/dev/null")', pre='print "x" | "cat >/dev/null"') == "0"


# ---------- system ----------

@pytest.mark.parametrize("cmd,status", [
    ('"exit 3"', "3"), ('"exit 300"', "44"), ('""', "0"), ('"true"', "0"),
    ('"kill -9 $$"', "265"), ('"exit " 2 + 3', "5"),
])
def test_system_status(cmd, status):
    assert ev("system(%s)" % cmd) == status


def test_system_result_is_number():
    assert ev('typeof(system("true"))') == "number"


def test_system_flushes_stdout_first():
    assert out('BEGIN { printf "a"; system("echo b"); print "c" }') == "ab\nc\n"


def test_system_flushes_files():
    assert out('BEGIN { print "hi" > "f"; system("cat f") }') == "hi\n"


def test_system_output_goes_to_stdout():
    assert out('BEGIN { system("echo x; echo y") }') == "x\ny\n"


def test_system_stdin_is_awklets():
    assert out('BEGIN { system("cat") }', stdin="in\n") == "in\n"


# ---------- getline from main input ----------

def test_plain_getline_replaces_record():
    assert out("{ r = getline; print r, $0, NR }", stdin="1\n2\n3\n") == "1 2 2\n0 3 3\n"


def test_plain_getline_sets_NF_and_FNR():
    assert out("NR == 1 { getline; print NF, FNR }", stdin="a\nb c d\n") == "3 2\n"


def test_getline_var_leaves_record():
    prog = "NR == 1 { getline x; print x, $0, NR, FNR, NF }"
    assert out(prog, stdin="a b\nc\n") == "c a b 2 2 2\n"


def test_getline_var_at_end_leaves_var():
    assert out('{ x = "keep"; r = getline x; print r, x }', stdin="only\n") == "0 keep\n"


def test_getline_in_BEGIN_crosses_files_and_assignments():
    write("f", "line1\nline2\n")
    assert out("BEGIN { getline; print x, $0, FILENAME } { print \"main\", $0 }", "x=5", "f") == \
        "5 line1 f\nmain line2\n"


def test_getline_reads_into_next_file():
    write("f1", "a\n")
    write("f2", "b\n")
    assert out('FNR == 1 && FILENAME == "f1" { getline; print FILENAME, FNR, NR, $0 }', "f1", "f2") == \
        "f2 1 2 b\n"


def test_getline_main_input_missing_file_fatal():
    r = awk('BEGIN { print "s"; while ((getline l) > 0) n++ }', "nosuch")
    fatal(r, "can't open file nosuch", stdout="s\n")


def test_getline_var_array_element_and_field():
    assert out('NR == 1 { getline a["k"]; getline $2; print a["k"], $0, NF }', stdin="x y\np\nq\n") == \
        "p x q 2\n"


# ---------- getline from files ----------

def test_getline_file_reads_successive_lines():
    write("f", "1\n2\n")
    prog = 'BEGIN { while ((r = getline l < "f") > 0) print "got", l; print r; print (getline l < "f") }'
    assert out(prog) == "got 1\ngot 2\n0\n0\n"


def test_getline_file_missing_returns_minus_one():
    assert ev('(getline l < "nosuch")') == "-1"


def test_getline_file_sets_record_not_NR():
    write("f", "p q r\n")
    assert out('BEGIN { getline < "f"; print $0, NF, NR, FNR }') == "p q r 3 0 0\n"


def test_getline_file_failure_leaves_target():
    prog = 'BEGIN { $0 = "a b"; v = "keep"; getline < "nosuch"; getline v < "nosuch"; print $0, NF, v }'
    assert out(prog) == "a b 2 keep\n"


def test_getline_file_end_leaves_target():
    write("f", "one\n")
    prog = 'BEGIN { getline v < "f"; getline v < "f"; getline < "f"; print v, "[" $0 "]" }'
    assert out(prog) == "one []\n"


def test_getline_file_in_rule_does_not_disturb_main_input():
    write("f", "F1\nF2\n")
    assert out('{ getline l < "f"; print $0, l, NR }', stdin="a\nb\n") == "a F1 1\nb F2 2\n"


def test_getline_file_names_differ_by_string():
    write("g1", "1\n2\n")
    assert out('BEGIN { getline a < "g1"; getline b < "./g1"; print a, b }') == "1 1\n"


def test_getline_file_into_field():
    write("f", "NEW\n")
    assert out('{ getline $2 < "f"; print; print NF }', stdin="a b c\n") == "a NEW c\n3\n"


def test_getline_file_uses_RS_paragraph():
    write("f", "a\nb\n\n\nc\n")
    prog = 'BEGIN { RS = ""; getline x < "f"; getline y < "f"; print "[" x "][" y "]" }'
    assert out(prog) == "[a\nb][c]\n"


def test_getline_file_var_numeric_string():
    write("f", "10\n")
    assert out('BEGIN { getline v < "f"; print typeof(v), (v < 9) }') == "strnum 0\n"


def test_getline_file_operand_is_primary():
    write("a", "X\n")
    assert out('BEGIN { r = getline < "a" "b"; print r; print $0 }') == "1b\nX\n"


def test_getline_file_name_from_variable():
    write("data", "v\n")
    assert out('BEGIN { f = "data"; getline l < f; print l }') == "v\n"


# ---------- getline from commands ----------

def test_command_getline_record():
    assert out('BEGIN { "echo hi there" | getline; print $0, NF, NR }') == "hi there 2 1\n"


def test_command_getline_var():
    assert out('BEGIN { "echo hi" | getline v; print v, NR, "[" $0 "]" }') == "hi 1 []\n"


def test_command_getline_successive_records():
    prog = 'BEGIN { while (("printf \'a\\\\nb\\\\n\'" | getline l) > 0) n++; print n, l }'
    assert out(prog) == "2 b\n"


def test_command_getline_no_output_returns_zero():
    assert ev('("exit 3" | getline)') == "0"


def test_command_getline_at_end_keeps_var():
    assert ev('r, v', pre='"echo a" | getline v; r = ("echo a" | getline v)') == "0 a"


def test_command_getline_into_field():
    assert ev("NF, $3", pre='"echo 5" | getline $3') == "3 5"


def test_command_getline_increments_NR_not_FNR():
    prog = '{ "echo x" | getline v; print NR, FNR }'
    assert out(prog, stdin="a\n") == "2 1\n"


def test_command_getline_rerun_after_close():
    prog = 'BEGIN { c = "echo r"; c | getline a; close(c); r = (c | getline b); print a, b, r }'
    assert out(prog) == "r r 1\n"


def test_command_concatenation():
    assert ev("v", pre='x = "abc"; "echo " x | getline v') == "abc"


def test_command_getline_numeric_string():
    assert ev("typeof(v), (v < 9)", pre='"echo 10" | getline v') == "strnum 0"


def test_command_getline_flushes_output_first():
    assert out('BEGIN { print "hi" > "f"; "cat f" | getline v; print v }') == "hi\n"


def test_command_getline_stdin_is_awklets():
    assert out('BEGIN { "cat" | getline v; print "v=" v }', stdin="from stdin\n") == "v=from stdin\n"


# ---------- ERRNO ----------

def test_errno_no_such_file():
    assert ev("r, ERRNO", pre='r = (getline l < "nosuch")') == "-1 No such file or directory"


def test_errno_is_a_directory():
    os.mkdir("d")
    assert ev("r, ERRNO", pre='r = (getline l < "d")') == "-1 Is a directory"


def test_errno_close_never_opened():
    assert ev("ERRNO", pre='close("zz")') == "close of redirection that was never opened"


def test_errno_fflush_never_opened():
    assert ev("ERRNO", pre='fflush("zz")') == "fflush of redirection that was never opened"


def test_errno_not_cleared_by_success():
    write("f", "x\n")
    assert ev("ERRNO", pre='getline l < "nosuch"; getline l < "f"') == "No such file or directory"


def test_errno_assigned_then_overwritten():
    assert ev('a "|" ERRNO', pre='ERRNO = "mine"; a = ERRNO; close("zz")') == \
        "mine|close of redirection that was never opened"
