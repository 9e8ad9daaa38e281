import pytest

from conftest import check_ok, check_fatal


def begin(awk, code, stdin="", **kw):
    return awk("BEGIN { " + code + " }", stdin, **kw)


@pytest.fixture
def files(write):
    write("f1", "a\nb\n")
    write("f0", "")
    write("f2", "c\n")


# ---------------------------------------------------------------- NR FNR FILENAME

def test_nr_fnr_filename(awk, files):
    check_ok(awk("{ print FILENAME, NR, FNR, $0 }", args=["f1", "f0", "f2"]),
             "f1 1 1 a\nf1 2 2 b\nf2 3 1 c\n")


def test_end_filename_empty_last_file(awk, files):
    check_ok(awk("END { print FILENAME, NR }", args=["f0"]), "f0 0\n")


def test_end_filename_after_files(awk, files):
    check_ok(awk("END { print FILENAME, NR, FNR }", args=["f1", "f2", "f0"]), "f0 3 0\n")


def test_filename_empty_in_begin(awk, files):
    check_ok(awk('BEGIN { print "[" FILENAME "]" } END { print FILENAME }', args=["f1"]), "[]\nf1\n")


def test_filename_empty_for_stdin(awk):
    check_ok(awk('{ print "[" FILENAME "]" }', "x\n"), "[]\n")


def test_filename_dash(awk):
    check_ok(awk("{ print FILENAME, $0 }", "x\n", args=["-"]), "- x\n")


def test_dev_stdin_operand(awk, files):
    check_ok(awk("{ print FILENAME, $0 }", "x\n", args=["f2", "/dev/stdin"]), "f2 c\n/dev/stdin x\n")


def test_nr_assigned(awk):
    check_ok(awk("NR == 1 { NR = 10 } { print NR }", "a\nb\nc\n"), "10\n11\n12\n")


def test_nr_assigned_in_begin(awk):
    check_ok(awk("BEGIN { NR = 10 } { print NR }", "a\nb\n"), "11\n12\n")


def test_fnr_assigned_restarts_next_file(awk, files):
    check_ok(awk("FNR == 1 { FNR = 5 } { print FNR }", args=["f1", "f2"]), "5\n6\n5\n")


def test_filename_assignable(awk, files):
    check_ok(awk('NR == 1 { FILENAME = "zz" } { print FILENAME }', args=["f1", "f2"]), "zz\nzz\nf2\n")


# ---------------------------------------------------------------- ARGV / ARGC

def test_argv_empty_skipped(awk, files):
    check_ok(awk('BEGIN { ARGV[1] = "" } { print }', args=["f1", "f2"]), "c\n")


def test_argv_deleted_skipped(awk, files):
    check_ok(awk("BEGIN { delete ARGV[1] } { print }", args=["f1", "f2"]), "c\n")


def test_argv_added(awk, files):
    check_ok(awk('BEGIN { ARGV[ARGC++] = "f2" } { print }', args=["f1"]), "a\nb\nc\n")


def test_argc_lowered_reads_stdin(awk, files):
    check_ok(awk("BEGIN { ARGC = 1 } { print }", "in\n", args=["f1"]), "in\n")


def test_argc_lowered_drops_later(awk, files):
    check_ok(awk("BEGIN { ARGC = 2 } { print }", args=["f1", "f2"]), "a\nb\n")


def test_argv_replaced(awk, files):
    check_ok(awk('BEGIN { ARGV[1] = "f2" } { print }', args=["f1"]), "c\n")


def test_argv_numeric_string(awk):
    check_ok(awk("BEGIN { print \"\" (ARGV[1] < 10), typeof(ARGV[1]), typeof(ARGV[2]) }", args=["9", "9x"]),
             "1 strnum string\n")


def test_missing_file_fatal_after_earlier(awk, files):
    r = awk('{ print } END { print "end" }', args=["f1", "missing", "f2"])
    check_fatal(r, "can't open file missing", "a\nb\n")


def test_only_assignments_reads_stdin(awk):
    check_ok(awk("{ print x, $0 }", "in\n", args=["x=1", ""]), "1 in\n")


# ---------------------------------------------------------------- operand assignments

def test_assignment_not_before_begin(awk):
    check_ok(awk("BEGIN { print x + 0 } END { print x }", "", args=["x=5"]), "0\n5\n")


def test_assignment_between_files(awk, files):
    check_ok(awk('{ print x "-" $0 }', args=["f1", "x=2", "f2"]), "-a\n-b\n2-c\n")


def test_assignment_after_last_file(awk, files):
    check_ok(awk("END { print x }", args=["f2", "x=end"]), "end\n")


def test_assignment_escapes(awk, files):
    check_ok(awk("END { print x }", args=["f2", "x=a\\tb"]), "a\tb\n")


def test_assignment_numeric_string(awk, files):
    check_ok(awk("END { print typeof(x), typeof(y), typeof(z) }", args=["f2", "x=3", "y=abc", "z="]),
             "strnum string string\n")


def test_assignment_fs_between_files(awk, write):
    write("g1", "a:b\n")
    write("g2", "c:d\n")
    check_ok(awk("{ print $1 }", args=["g1", "FS=:", "g2"]), "a:b\nc\n")


def test_invalid_name_is_file(awk, write):
    write("1x=3", "content\n")
    check_ok(awk("{ print }", args=["1x=3"]), "content\n")


def test_operand_assign_function_name(awk, files):
    r = awk("function f() { } { print }", args=["f2", "f=1"])
    check_fatal(r, "can't assign to f; it's a function", "c\n")


# ---------------------------------------------------------------- ENVIRON

def test_environ(awk):
    check_ok(awk('BEGIN { print ENVIRON["AW"] }', env={"AW": "a=b"}), "a=b\n")


def test_environ_empty_present(awk):
    check_ok(awk('BEGIN { x = ("AW" in ENVIRON); print x, "[" ENVIRON["AW"] "]" }', env={"AW": ""}), "1 []\n")


def test_environ_numeric_string(awk):
    check_ok(awk('BEGIN { print "" (ENVIRON["AW"] == 3), typeof(ENVIRON["AW"]) }', env={"AW": " 3 "}), "1 strnum\n")


def test_environ_change_not_passed(awk):
    check_ok(awk('BEGIN { ENVIRON["AW"] = "new"; system("echo $AW") }', env={"AW": "orig"}), "orig\n")


def test_environ_delete_not_passed(awk):
    check_ok(awk('BEGIN { delete ENVIRON; print length(ENVIRON); system("echo $AW") }', env={"AW": "orig"}),
             "0\norig\n")


def test_environ_missing(awk):
    check_ok(awk('BEGIN { x = ("AW_NOPE_Q" in ENVIRON); print x }', env={"AW_NOPE_Q": None}), "0\n")


# ---------------------------------------------------------------- getline main input

def test_getline_plain_in_rule(awk):
    check_ok(awk("{ r = getline; print r, $0, NR }", "1\n2\n3\n"), "1 2 2\n0 3 3\n")


def test_getline_var(awk):
    check_ok(awk('{ getline x; print $0 "-" x, NR, FNR }', "a\nb\nc\nd\n"), "a-b 2 2\nc-d 4 4\n")


def test_getline_var_at_end_unchanged(awk):
    check_ok(awk('{ x = "keep"; r = getline x; print r, x }', "a\n"), "0 keep\n")


def test_getline_var_numeric_string(awk):
    check_ok(awk("NR == 1 { getline v; print typeof(v), (v < 9) }", "a\n10\n"), "strnum 0\n")


def test_getline_sets_nf(awk):
    check_ok(awk("NR == 1 { getline; print NF, $2 }", "a\nb c d\n"), "3 c\n")


def test_getline_var_does_not_change_record(awk):
    check_ok(awk("NR == 1 { getline v; print $0, NF, v }", "a b\nc\n"), "a b 2 c\n")


def test_getline_crosses_files(awk, files):
    check_ok(awk("FNR == 2 { getline; print FILENAME, FNR, NR, $0 }", args=["f1", "f2"]), "f2 1 3 c\n")


def test_getline_in_begin_does_assignments(awk, files):
    check_ok(awk("BEGIN { getline; print x, $0 }", args=["x=5", "f2"]), "5 c\n")


def test_getline_in_end_returns_zero(awk):
    check_ok(awk("END { r = getline; print r, $0 }", "a\nb\n"), "0 b\n")


def test_getline_main_missing_file_fatal(awk):
    check_fatal(awk("BEGIN { getline }", args=["nope"]), "can't open file nope")


def test_getline_field_target(awk):
    check_ok(awk("NR == 1 { getline $2; print; print NF }", "a b c\nX\n"), "a X c\n3\n")


def test_getline_array_target(awk):
    check_ok(awk('NR == 1 { getline a["k"]; print a["k"] }', "a\nb\n"), "b\n")


# ---------------------------------------------------------------- getline < file

def test_getline_file_loop(awk, write):
    write("f", "l1\nl2\nl3\n")
    check_ok(begin(awk, 'while ((getline line < "f") > 0) n++; print n, line, NR'), "3 l3 0\n")


def test_getline_file_sets_record(awk, write):
    write("f", "x y z\n")
    check_ok(begin(awk, 'getline < "f"; print $2, NF, NR, FNR'), "y 3 0 0\n")


def test_getline_file_end_returns_zero_repeatedly(awk, write):
    write("f", "only\n")
    check_ok(begin(awk, 'a = getline x < "f"; b = getline x < "f"; c = getline x < "f"; print a, b, c, x'),
             "1 0 0 only\n")


def test_getline_missing_file(awk):
    r = begin(awk, 'x = "keep"; r = getline x < "nofile"; print r, x, "[" ERRNO "]"')
    check_ok(r, "-1 keep [No such file or directory]\n")
    assert r.err == ""


def test_getline_directory(awk):
    check_ok(begin(awk, 'r = getline x < "."; print r, ERRNO'), "-1 Is a directory\n")


def test_getline_file_one_per_record(awk, write):
    write("f", "1\n2\n3\n")
    check_ok(awk('{ getline v < "f"; print $0, v, NR }', "a\nb\n"), "a 1 1\nb 2 2\n")


def test_getline_concat_precedence(awk, write):
    write("a", "line\n")
    check_ok(begin(awk, 'x = getline < "a" "b"; print x; print $0'), "1b\nline\n")


def test_getline_names_distinct(awk, write):
    write("g1", "first\nsecond\n")
    check_ok(begin(awk, 'getline a < "g1"; getline b < "./g1"; getline c < "g1"; print a, b, c'),
             "first first second\n")


def test_getline_file_uses_rs(awk, write):
    write("f", "a;b;c")
    check_ok(begin(awk, 'RS = ";"; getline x < "f"; getline y < "f"; print x, y'), "a b\n")


def test_getline_file_paragraph(awk, write):
    write("f", "\n\np1a\np1b\n\n\np2\n")
    check_ok(begin(awk, 'RS = ""; getline x < "f"; getline y < "f"; print x "|" y'), "p1a\np1b|p2\n")


def test_getline_file_field_target(awk, write):
    write("f", "L\n")
    check_ok(awk('{ getline $2 < "f"; print }', "a b c\n"), "a L c\n")


def test_getline_stdin_shared_with_main(awk):
    check_ok(awk('BEGIN { getline l < "-"; print "got " l } { print "main " $0 }', "a\nb\nc\n"),
             "got a\nmain b\nmain c\n")


def test_getline_dev_stdin(awk):
    check_ok(awk('NR == 1 { getline l < "/dev/stdin"; print $0, l } NR > 1 { print "m", $0 }', "a\nb\nc\n"),
             "a b\nm c\n")


def test_getline_file_not_changed_after_open(awk, write):
    write("f", "one\n")
    code = 'getline x < "f"; print "two" > "f"; close("f"); getline y < "f"; print x, "[" y "]"'
    # "f" read whole when opened; closing the name closes both output and input
    check_ok(begin(awk, code), "one [two]\n")


# ---------------------------------------------------------------- cmd | getline

def test_cmd_getline(awk):
    check_ok(begin(awk, '"echo hi there" | getline; print $0, NF, NR, $2'), "hi there 2 1 there\n")


def test_cmd_getline_var(awk):
    check_ok(begin(awk, '"echo 10" | getline v; print v, typeof(v), NR, NF'), "10 strnum 1 0\n")


def test_cmd_getline_loop(awk):
    check_ok(begin(awk, 'while (("printf \'a\\\\nb\\\\nc\\\\n\'" | getline l) > 0) s = s l; print s, NR'), "abc 3\n")


def test_cmd_getline_no_output(awk):
    check_ok(begin(awk, 'x = "keep"; r = ("exit 3" | getline x); print r, x'), "0 keep\n")


def test_cmd_getline_concat_command(awk):
    check_ok(begin(awk, 'x = "abc"; "echo " x | getline r; print r'), "abc\n")


def test_cmd_getline_field_target(awk):
    check_ok(begin(awk, '"echo 5" | getline $3; print NF, $3'), "3 5\n")


def test_cmd_getline_nr_not_fnr(awk):
    check_ok(awk('{ "echo q" | getline v; print NR, FNR }', "a\n"), "2 1\n")


def test_cmd_getline_uses_rs(awk):
    check_ok(begin(awk, 'RS = ";"; "printf \'a;b\'" | getline x; print x'), "a\n")


def test_cmd_getline_flushes_stdout(awk):
    check_ok(begin(awk, 'printf "A"; "echo B" | getline x; print x'), "AB\n")


def test_cmd_getline_end_repeat(awk):
    check_ok(begin(awk, 'c = "echo x"; a = (c | getline); b = (c | getline); d = (c | getline); print a, b, d'),
             "1 0 0\n")


# ---------------------------------------------------------------- BEGINFILE / ENDFILE

def test_beginfile_endfile(awk, files):
    prog = 'BEGINFILE { print "BF", FILENAME, FNR } ENDFILE { print "EF", FILENAME, FNR, $0 } { print }'
    check_ok(awk(prog, args=["f1", "f2"]), "BF f1 0\na\nb\nEF f1 2 b\nBF f2 0\nc\nEF f2 1 c\n")


def test_beginfile_empty_file(awk, files):
    prog = 'BEGINFILE { print "BF", FILENAME } ENDFILE { print "EF", FILENAME }'
    check_ok(awk(prog, args=["f0"]), "BF f0\nEF f0\n")


def test_beginfile_stdin(awk):
    check_ok(awk('BEGINFILE { print "BF[" FILENAME "]" } { print }', "x\n"), "BF[]\nx\n")


def test_endfile_before_end(awk, files):
    check_ok(awk('ENDFILE { print "EF" } END { print "END" }', args=["f2"]), "EF\nEND\n")


def test_beginfile_order(awk, files):
    check_ok(awk('BEGINFILE { printf "1" } BEGINFILE { print "2" }', args=["f2"]), "12\n")


def test_nextfile_in_beginfile(awk, files):
    prog = 'BEGINFILE { if (FILENAME == "f1") nextfile; print "BF", FILENAME } ENDFILE { print "EF", FILENAME } { print }'
    check_ok(awk(prog, args=["f1", "f2"]), "EF f1\nBF f2\nc\nEF f2\n")


def test_nextfile_in_rule_runs_endfile(awk, files):
    prog = 'ENDFILE { print "EF", FILENAME, FNR } { print; nextfile }'
    check_ok(awk(prog, args=["f1", "f2"]), "a\nEF f1 1\nc\nEF f2 1\n")


def test_exit_in_beginfile(awk, files):
    prog = 'BEGINFILE { exit } ENDFILE { print "EF" } END { print "END" }'
    check_ok(awk(prog, args=["f1"]), "END\n")


def test_exit_in_endfile(awk, files):
    prog = 'ENDFILE { print "EF", FILENAME; exit } END { print "END" }'
    check_ok(awk(prog, args=["f1", "f2"]), "EF f1\nEND\n")


def test_beginfile_missing_file(awk, files):
    r = awk('BEGINFILE { print "BF", FILENAME }', args=["f2", "missing"])
    check_fatal(r, "can't open file missing", "BF f2\n")


def test_beginfile_makes_input_read(awk):
    check_ok(awk('BEGINFILE { print "BF" }', "a\n"), "BF\n")


def test_beginfile_getline_file_allowed(awk, write):
    write("f", "from file\n")
    write("d", "x\n")
    check_ok(awk('BEGINFILE { getline v < "f"; print v }', args=["d"]), "from file\n")


@pytest.mark.parametrize("prog,msg", [
    ("BEGINFILE { next }", "next used in BEGINFILE or ENDFILE at source line 1"),
    ("ENDFILE { next }", "next used in BEGINFILE or ENDFILE at source line 1"),
    ("ENDFILE { nextfile }", "nextfile used in ENDFILE at source line 1"),
    ("BEGINFILE { getline }", "getline used in BEGINFILE or ENDFILE at source line 1"),
    ("ENDFILE { getline x }", "getline used in BEGINFILE or ENDFILE at source line 1"),
])
def test_beginfile_syntax_errors(awk, prog, msg):
    r = awk(prog, "a\n")
    assert r.err == "awklet: " + msg + "\n"
    assert r.rc == 2
    assert r.out == ""


@pytest.mark.parametrize("prog,msg", [
    ("function f() { next } BEGINFILE { f() }", "next used in BEGINFILE"),
    ("function f() { next } ENDFILE { f() }", "next used in ENDFILE"),
    ("function f() { nextfile } ENDFILE { f() }", "nextfile used in ENDFILE"),
    ("function f() { getline } BEGINFILE { f() }", "getline used in BEGINFILE"),
    ("function f() { getline } ENDFILE { f() }", "getline used in ENDFILE"),
])
def test_beginfile_fatal_errors(awk, prog, msg):
    check_fatal(awk(prog, "a\n"), msg)
