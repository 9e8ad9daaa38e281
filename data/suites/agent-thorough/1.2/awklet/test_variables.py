"""Built-in variables, NR/FNR/FILENAME, operands, ARGV/ARGC, command-line
assignments and ENVIRON."""
import pytest

from conftest import awk, out, run, fatal, write, ev


# ---------- defaults ----------

@pytest.mark.parametrize("name,expected", [
    ("CONVFMT", "%.6g"), ("OFMT", "%.6g"), ("FS", " "), ("OFS", " "),
    ("ORS", "\n"), ("RS", "\n"), ("RLENGTH", "-1"), ("RSTART", "0"),
    ("SUBSEP", "\x1c"), ("NF", "0"), ("NR", "0"), ("FNR", "0"),
    ("FILENAME", ""), ("RT", ""), ("IGNORECASE", "0"), ("FIELDWIDTHS", ""),
    ("FPAT", ""), ("SORTED_IN", ""), ("ERRNO", ""),
])
def test_builtin_defaults(name, expected):
    assert out('BEGIN { printf "[%%s]", %s }' % name) == "[" + expected + "]"


def test_ARGC_default():
    assert out("BEGIN { print ARGC }") == "1\n"


def test_SUBSEP_may_be_empty():
    assert ev('("12" in a)', pre='SUBSEP = ""; a[1, 2] = 1') == "1"


def test_NR_assigned_in_BEGIN_counts_on():
    assert out("BEGIN { NR = 10 } { print NR }", stdin="a\nb\n") == "11\n12\n"


def test_NR_assigned_in_rule_counts_on():
    assert out("NR == 1 { NR = 10 } { print NR }", stdin="a\nb\nc\n") == "10\n11\n12\n"


@pytest.mark.parametrize("name", ["NR", "FS", "NF", "ENVIRON", "FILENAME", "SUBSEP"])
def test_special_variable_as_parameter(name):
    r = awk("function f(a, %s) { return 1 }\nBEGIN { print f(1) }" % name)
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "awklet: special variable %s used as a parameter at source line 1\n" % name


# ---------- NR, FNR, FILENAME ----------

def test_NR_FNR_across_files_with_empty_file():
    write("f1", "a\nb\n")
    write("f0", "")
    write("f2", "c\n")
    assert out('{ print NR, FNR, FILENAME }', "f1", "f0", "f2") == "1 1 f1\n2 2 f1\n3 1 f2\n"


def test_FILENAME_in_END_is_last_opened_even_if_empty():
    write("f0", "")
    assert out("END { print FILENAME, NR }", "f0") == "f0 0\n"


def test_FILENAME_empty_in_BEGIN():
    write("f1", "a\n")
    assert out('BEGIN { printf "[%s]", FILENAME } END { print "[" FILENAME "]" }', "f1") == "[][f1]\n"


def test_FILENAME_empty_for_stdin_without_operands():
    assert out('{ print "[" FILENAME "]" }', stdin="a\n") == "[]\n"


def test_FILENAME_dash_operand():
    assert out('{ print "[" FILENAME "]" }', "-", stdin="a\n") == "[-]\n"


def test_FILENAME_as_written_in_ARGV():
    write("f1", "a\n")
    assert out("{ print FILENAME }", "./f1") == "./f1\n"


def test_FNR_assigned_counts_on_until_next_file():
    write("f1", "a\nb\nc\n")
    write("f2", "d\ne\n")
    prog = "FNR == 1 && NR == 1 { FNR = 10 } { print FNR }"
    assert out(prog, "f1", "f2") == "10\n11\n12\n1\n2\n"


def test_FILENAME_assignment_holds_until_next_file():
    write("f1", "a\nb\n")
    write("f2", "c\n")
    prog = 'NR == 1 { FILENAME = "zz" } { print FILENAME }'
    assert out(prog, "f1", "f2") == "zz\nzz\nf2\n"


# ---------- operands, ARGV, ARGC ----------

def test_ARGV_elements_numeric_strings():
    assert out("BEGIN { print (ARGV[1] < 9), typeof(ARGV[1]), typeof(ARGV[2]) }", "10", "x") \
        == "0 strnum string\n"


def test_delete_ARGV_element_skips_file():
    write("f1", "one\n")
    write("f2", "two\n")
    assert out("BEGIN { delete ARGV[1] } { print }", "f1", "f2") == "two\n"


def test_empty_ARGV_element_skips_file():
    write("f1", "one\n")
    write("f2", "two\n")
    assert out('BEGIN { ARGV[1] = "" } { print }', "f1", "f2") == "two\n"


def test_add_ARGV_element_and_raise_ARGC():
    write("f1", "one\n")
    write("f2", "two\n")
    assert out('BEGIN { ARGV[2] = "f2"; ARGC = 3 } { print }', "f1") == "one\ntwo\n"


def test_add_ARGV_without_raising_ARGC_not_read():
    write("f1", "one\n")
    write("f2", "two\n")
    assert out('BEGIN { ARGV[2] = "f2" } { print }', "f1") == "one\n"


def test_lower_ARGC_reads_stdin():
    write("f1", "one\n")
    assert out("BEGIN { ARGC = 1 } { print }", "f1", stdin="in\n") == "in\n"


def test_ARGV_change_to_other_file():
    write("f1", "one\n")
    write("f2", "two\n")
    assert out('BEGIN { ARGV[1] = "f2" } { print }', "f1") == "two\n"


def test_assignment_operand_applies_to_following_files():
    write("f1", "a\n")
    write("f2", "b\n")
    assert out("{ print x, $0 }", "x=1", "f1", "x=2", "f2") == "1 a\n2 b\n"


def test_assignment_after_last_file_before_END():
    write("f1", "a\n")
    assert out("{ print x } END { print x }", "x=1", "f1", "x=7") == "1\n7\n"


def test_only_assignments_reads_stdin_after_them():
    assert out("{ print x $0 }", "x=5", stdin="a\n") == "5a\n"


def test_assignment_operand_not_done_before_BEGIN():
    assert out("BEGIN { print x + 0 } END { print x }", "x=5") == "0\n5\n"


def test_v_assignment_done_before_BEGIN():
    assert out("BEGIN { print x + 0 }", opts=["-v", "x=5"]) == "5\n"


def test_empty_string_operand_only_reads_stdin():
    assert out("{ print }", "", stdin="s\n") == "s\n"


def test_missing_file_fatal_after_earlier_files():
    write("f1", "a\n")
    r = awk("{ print } END { print \"end\" }", "f1", "nosuch", "f1")
    fatal(r, "can't open file nosuch", stdout="a\n")


def test_dev_stdin_operand():
    write("f1", "file\n")
    assert out("{ print FILENAME \":\" $0 }", "f1", "/dev/stdin", stdin="in\n") \
        == "f1:file\n/dev/stdin:in\n"


def test_dash_operand_between_files():
    write("f1", "1\n")
    write("f2", "2\n")
    assert out("{ print }", "f1", "-", "f2", stdin="s\n") == "1\ns\n2\n"


def test_invalid_name_operand_is_file():
    r = awk("{ print }", "a-b=1")
    fatal(r, "can't open file a-b=1")


def test_keyword_name_operand_is_file():
    write("if=1", "content\n")
    assert out("{ print }", "if=1") == "content\n"


# ---------- command-line assignments ----------

def test_assignment_escape_tab():
    assert out("BEGIN { print x }", opts=["-v", "x=a\\tb"]) == "a\tb\n"


def test_assignment_escape_backslash():
    assert out("BEGIN { print x }", opts=["-v", "x=a\\\\b"]) == "a\\b\n"


def test_assignment_unknown_escape_kept():
    assert out("BEGIN { print x }", opts=["-v", "x=a\\qb"]) == "a\\qb\n"


def test_assignment_escape_newline_octal_hex():
    assert out("BEGIN { print x }", opts=["-v", "x=\\101\\x42\\n"]) == "AB\n\n"


def test_operand_assignment_escape():
    assert out("END { print x }", "x=1\\t2") == "1\t2\n"


def test_assignment_value_with_equals():
    assert out("BEGIN { print v }", opts=["-v", "v=a=b"]) == "a=b\n"


def test_assignment_empty_value_is_string():
    assert out("BEGIN { print typeof(v), length(v) }", opts=["-v", "v="]) == "string 0\n"


def test_assignment_numeric_keeps_text():
    assert out("BEGIN { print typeof(v), v + 1, v }", opts=["-v", "v=010"]) == "strnum 11 010\n"


def test_assignment_non_numeric_is_string():
    assert out("BEGIN { print typeof(v) }", opts=["-v", "v=1e"]) == "string\n"


def test_assignment_numeric_with_blanks():
    assert out("BEGIN { print typeof(v), (v == 1500) }", opts=["-v", "v= +1.5e3 "]) == "strnum 1\n"


def test_operand_assignment_to_array_fatal():
    r = awk("BEGIN { a[1] = 1 } { print }", "a=5")
    fatal(r, "can't use array a in scalar context")


def test_operand_assignment_to_function_fatal():
    r = awk("function f() { return 1 } { print }", "f=1")
    fatal(r, "can't assign to f; it's a function")


def test_v_assignment_to_function_fatal():
    r = awk('function f() { return 1 } BEGIN { print "no" }', opts=["-v", "f=1"])
    fatal(r, "can't assign to f; it's a function", stdout="")


def test_operand_assignment_to_FS():
    write("f1", "a:b\n")
    assert out("{ print $2 }", "FS=:", "f1") == "b\n"


def test_operand_assignment_underscore_name():
    assert out("END { print _x1 }", "_x1=ok") == "ok\n"


# ---------- ENVIRON ----------

def test_environ_value():
    assert out('BEGIN { print ENVIRON["AW"] }', env={"AW": "hello"}) == "hello\n"


def test_environ_value_after_first_equals():
    assert out('BEGIN { print ENVIRON["AW"] }', env={"AW": "a=b"}) == "a=b\n"


def test_environ_empty_value_present():
    assert out('BEGIN { print ("AW" in ENVIRON), "[" ENVIRON["AW"] "]" }', env={"AW": ""}) == "1 []\n"


def test_environ_missing_not_present():
    assert out('BEGIN { print ("AW_NOPE_X" in ENVIRON) }', env={"AW_NOPE_X": None}) == "0\n"


def test_environ_numeric_string_with_blanks():
    assert out('BEGIN { print (ENVIRON["AW"] == 3), typeof(ENVIRON["AW"]) }', env={"AW": " 3 "}) \
        == "1 strnum\n"


def test_environ_change_not_seen_by_commands():
    prog = 'BEGIN { ENVIRON["AW"] = "changed"; system("echo $AW") }'
    assert out(prog, env={"AW": "orig"}) == "orig\n"


def test_delete_environ_only_empties_array():
    prog = 'BEGIN { delete ENVIRON; print length(ENVIRON); system("echo $AW") }'
    assert out(prog, env={"AW": "orig"}) == "0\norig\n"


def test_ARGV_extended_during_main_loop():
    write("f1", "a\n")
    write("f2", "b\n")
    prog = 'FNR == 1 && !done { ARGV[ARGC++] = "f2"; done = 1 } { print FILENAME, $0 }'
    assert out(prog, "f1") == "f1 a\nf2 b\n"


def test_v_sets_OFS():
    assert out("{ $1 = $1; print }", opts=["-v", "OFS=-"], stdin="a b\n") == "a-b\n"


def test_v_escape_in_FS_via_v():
    assert out("{ print $2 }", opts=["-v", "FS=\\t"], stdin="a b\tc\n") == "c\n"


def test_operand_assignment_between_stdin_dash():
    assert out("{ print v $0 }", "v=1", "-", stdin="x\n") == "1x\n"
