"""Sandbox mode, --dump-variables and --lint."""
import os

import pytest

from conftest import awk, out, run, fatal, write, read

SB = ["--sandbox"]
SBMSG = "redirection not allowed in sandbox mode"


# ---------- sandbox ----------

@pytest.mark.parametrize("stmt", [
    'print "x" > "f"',
    'print "x" >> "f"',
    'print "x" | "cat"',
    'printf "x" > "f"',
    'getline l < "f"',
    '"echo hi" | getline',
    '"echo hi" | getline v',
    'print "x" > "/dev/stdout"',
    'print "x" > "/dev/stderr"',
    'getline l < "-"',
])
def test_sandbox_redirections_fatal(stmt):
    write("f", "data\n")
    r = awk('BEGIN { print "before"; %s; print "after" }' % stmt, opts=SB)
    fatal(r, SBMSG, stdout="before\n")


def test_sandbox_system_fatal():
    r = awk('BEGIN { print "before"; system("echo hi"); print "after" }', opts=SB)
    fatal(r, "system() not allowed in sandbox mode", stdout="before\n")


def test_sandbox_checked_only_when_executed():
    r = awk('BEGIN { print "a"; if (0) { print "x" > "f"; system("true") } }', opts=SB)
    assert (r.rc, r.out, r.err) == (0, "a\n", "")
    assert not os.path.exists("f")


def test_sandbox_file_not_created():
    r = awk('BEGIN { print "x" > "created" }', opts=SB)
    fatal(r, SBMSG)
    assert not os.path.exists("created")


def test_sandbox_operands_read():
    write("d", "line\n")
    assert out("{ print FILENAME, $0 }", "d", opts=SB) == "d line\n"


def test_sandbox_f_files_read():
    write("p.awk", 'BEGIN { print "prog" }\n')
    r = run(["--sandbox", "-f", "p.awk"])
    assert (r.rc, r.out) == (0, "prog\n")


def test_sandbox_plain_getline_allowed():
    assert out("NR == 1 { getline; getline v; print $0, v }", stdin="a\nb\nc\n", opts=SB) == "b c\n"


def test_sandbox_close_and_fflush_allowed():
    assert out('BEGIN { print close("x"), fflush("x"), fflush() }', opts=SB) == "-1 -1 0\n"


def test_sandbox_print_to_stdout_plain_ok():
    assert out('BEGIN { print "ok"; printf "%s\\n", "fine" }', opts=SB) == "ok\nfine\n"


# ---------- dump variables ----------

def test_dump_default_file():
    r = awk('BEGIN { x = 1; s = "a\\"b"; a[1]; a[2] }', opts=["--dump-variables"])
    assert (r.rc, r.out, r.err) == (0, "", "")
    assert read("awkvars.out") == 'a: array, 2 elements\ns: string "a\\"b"\nx: number 1\n'


def test_dump_to_stdout_after_output():
    r = awk('BEGIN { print "out"; z = 2 }', opts=["--dump-variables=-"])
    assert (r.rc, r.out) == (0, "out\nz: number 2\n")


def test_dump_to_dev_stdout():
    r = awk('BEGIN { z = "q" }', opts=["--dump-variables=/dev/stdout"])
    assert r.out == 'z: string "q"\n'


def test_dump_to_dev_stderr():
    r = awk('BEGIN { z = 3 }', opts=["--dump-variables=/dev/stderr"])
    assert (r.rc, r.out, r.err) == (0, "", "z: number 3\n")


def test_dump_to_named_file():
    r = awk('BEGIN { n = 1.5 }', opts=["--dump-variables=vars.txt"])
    assert r.rc == 0
    assert read("vars.txt") == "n: number 1.5\n"


def test_dump_file_truncated():
    write("vars.txt", "old stuff\nmore\n")
    awk('BEGIN { n = 1 }', opts=["--dump-variables=vars.txt"])
    assert read("vars.txt") == "n: number 1\n"


def test_dump_uninitialized_scalar():
    r = awk('BEGIN { if (u) print "no"; y = w }', opts=["--dump-variables=-"])
    assert r.out == "u: uninitialized scalar\nw: uninitialized scalar\ny: uninitialized scalar\n"


def test_dump_numeric_string_from_v():
    r = awk('BEGIN { }', opts=["-v", "n=12", "--dump-variables=-"])
    assert r.out == 'n: numeric string "12"\n'


def test_dump_numeric_string_from_field():
    r = awk('{ f = $1 }', opts=["--dump-variables=-"], stdin="3.50\n")
    assert r.out == 'f: numeric string "3.50"\n'


def test_dump_number_uses_6g_whatever_OFMT():
    r = awk('BEGIN { OFMT = "%.2f"; CONVFMT = "%.1f"; x = 3.14159265; y = 1e20; z = -0 }',
            opts=["--dump-variables=-"])
    assert r.out == "x: number 3.14159\ny: number 1e+20\nz: number -0\n"


def test_dump_number_integral_and_special():
    r = awk('BEGIN { a1 = 42; a2 = -7; a3 = log(0); a4 = 0.1 }', opts=["--dump-variables=-"])
    assert r.out == "a1: number 42\na2: number -7\na3: number -inf\na4: number 0.1\n"


def test_dump_string_escapes():
    r = awk('BEGIN { s = "t\\tn\\nb\\\\q\\"c\\001d\\177e\\033" }', opts=["--dump-variables=-"])
    assert r.out == 's: string "t\\tn\\nb\\\\q\\"c\\001d\\177e\\033"\n'


def test_dump_high_bytes_unescaped():
    r = awk('BEGIN { s = "\\303\\251" }', opts=["--dump-variables=-"])
    assert r.out == 's: string "\xc3\xa9"\n'


def test_dump_array_one_element():
    r = awk('BEGIN { a["k"] = 1; b[1]; delete b[1] }', opts=["--dump-variables=-"])
    assert r.out == "a: array, 1 element\nb: array, 0 elements\n"


def test_dump_byte_order_of_names():
    r = awk('BEGIN { b = 1; B = 2; a = 3; _ = 4; A1 = 5 }', opts=["--dump-variables=-"])
    assert r.out == "A1: number 5\nB: number 2\n_: number 4\na: number 3\nb: number 1\n"


def test_dump_excludes_builtins():
    r = awk('BEGIN { NR = 5; FS = ":"; OFS = "-"; x = NF; SUBSEP = "|" }', opts=["--dump-variables=-"])
    assert r.out == "x: number 0\n"


def test_dump_includes_operand_assignments_performed():
    write("d", "")
    r = awk('END { }', "p=1", "d", "q=abc", opts=["--dump-variables=-"])
    assert r.out == 'p: numeric string "1"\nq: string "abc"\n'


def test_dump_excludes_operand_assignment_not_performed():
    r = awk('BEGIN { }', "p=1", opts=["--dump-variables=-"])
    assert r.out == ""


def test_dump_function_params_not_listed():
    r = awk('function f(p, loc) { loc = p; g = 1 } BEGIN { f(1) }', opts=["--dump-variables=-"])
    assert r.out == "g: number 1\n"


def test_dump_variable_in_unexecuted_code_listed():
    r = awk('BEGIN { if (0) never = 1 }', opts=["--dump-variables=-"])
    assert r.out == "never: uninitialized scalar\n"


def test_dump_after_exit():
    r = awk('BEGIN { x = 7; exit 4 }', opts=["--dump-variables=-"])
    assert (r.rc, r.out) == (4, "x: number 7\n")


def test_dump_not_after_fatal():
    r = awk('BEGIN { x = 7; y = 1 / 0 }', opts=["--dump-variables"])
    fatal(r, "division by zero")
    assert not os.path.exists("awkvars.out")


def test_dump_cannot_write():
    r = awk('BEGIN { print "ran"; x = 1 }', opts=["--dump-variables=nodir/v.out"])
    assert r.rc == 2
    assert r.out == "ran\n"
    assert r.err == "awklet: can't write variables to nodir/v.out\n"


def test_dump_after_output_files_closed():
    r = awk('BEGIN { print "x" | "cat"; v = 1 }', opts=["--dump-variables=-"])
    assert r.out == "x\nv: number 1\n"


# ---------- lint ----------

LINT = ["--lint"]


def W(msg):
    return "awklet: warning: " + msg + "\n"


def test_lint_statement_has_no_effect():
    r = awk('BEGIN { x = 1; x; print "ran" }', opts=LINT)
    assert (r.rc, r.out) == (0, "ran\n")
    assert r.err == W("statement has no effect at source line 1")


@pytest.mark.parametrize("stmt", ["1 + 2", "$1", "a[1]", "x == 1", '"str"', "x y", "-x", "(x)"])
def test_lint_no_effect_forms(stmt):
    r = awk("BEGIN { x = 1; a[1] = 1\n%s\n}" % stmt, opts=LINT)
    assert r.rc == 0
    assert r.err == W("statement has no effect at source line 2")


@pytest.mark.parametrize("stmt", ["x = 2", "x++", "--x", "x += 1", 'length("a")', "f()",
                                  "getline", 'sub(/a/, "b", x)', "x = 1 + f()", "a[1]++"])
def test_lint_statements_with_effect(stmt):
    r = awk("function f() { return 1 }\nBEGIN { x = 1; a[1] = 1; f()\n%s\n}" % stmt, opts=LINT)
    assert r.rc == 0
    assert r.err == ""


def test_lint_no_effect_in_source_order():
    r = awk("BEGIN { x = 1; y = 2 }\nEND { y }\nBEGIN {\nx\n}", opts=LINT)
    assert r.err == W("statement has no effect at source line 2") + W("statement has no effect at source line 4")


def test_lint_function_never_called():
    r = awk("function f() { return 1 }\nfunction g() { return 2 }\nBEGIN { print g() }", opts=LINT)
    assert (r.rc, r.out) == (0, "2\n")
    assert r.err == W("function f defined but never called")


def test_lint_function_called_in_unexecuted_code_is_named():
    r = awk("function f() { return 1 }\nBEGIN { if (0) f() }", opts=LINT)
    assert r.err == ""


def test_lint_function_warnings_after_statement_warnings():
    r = awk("function z() { }\nfunction a() { }\nBEGIN { q = 1; q }", opts=LINT)
    assert r.err == (W("statement has no effect at source line 3") +
                     W("function z defined but never called") +
                     W("function a defined but never called"))


def test_lint_uninitialized_reference():
    r = awk('BEGIN { print "a" y "b" }', opts=LINT)
    assert (r.rc, r.out) == (0, "ab\n")
    assert r.err == W("reference to uninitialized variable y")


def test_lint_uninitialized_once_per_name():
    r = awk('BEGIN { a = y + z; b = y + 1; c = z }', opts=LINT)
    assert r.err == W("reference to uninitialized variable y") + W("reference to uninitialized variable z")


def test_lint_uninitialized_local_parameter():
    r = awk('function f(p,   loc) { return loc + 1 }\nBEGIN { f(1) }', opts=LINT)
    assert r.err == W("reference to uninitialized variable loc")


@pytest.mark.parametrize("prog", [
    "BEGIN { x = a[9]; print x typeof(z) isarray(w) }",
    'BEGIN { a[1] = 1; print a[5] "" $3 }',
    'BEGIN { split("a b", arr); n = arr[1] }',
    "function f(p) { return 1 }\nBEGIN { f(q) }",
    'BEGIN { getline v < "/dev/null"; getline v2; print "v" }',
    "BEGIN { x = 1; print x }",
    "BEGIN { u[1] = 1; print length(u) }",
])
def test_lint_no_uninitialized_warning(prog):
    r = awk(prog, opts=LINT)
    assert r.rc == 0, r
    assert r.err == "", r


def test_lint_fatal_statement_warning_before_anything_runs():
    r = awk('BEGIN { print "a" }\nBEGIN { x = 1; x }', opts=["--lint=fatal"])
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "awklet: statement has no effect at source line 2\n"


def test_lint_fatal_function_never_called():
    r = awk('function f() { }\nBEGIN { print "a" }', opts=["--lint=fatal"])
    assert (r.rc, r.out) == (2, "")
    assert r.err == "awklet: function f defined but never called\n"


def test_lint_fatal_runtime_uninitialized():
    r = awk('BEGIN { print "a"; print y; print "b" }', opts=["--lint=fatal"])
    fatal(r, "reference to uninitialized variable y", stdout="a\n")


def test_lint_does_not_change_exit_status():
    r = awk('BEGIN { q = 1; q; exit 3 }', opts=LINT)
    assert r.rc == 3
    assert r.err == W("statement has no effect at source line 1")


def test_no_warnings_without_lint():
    r = awk('function f() { }\nBEGIN { x; print y }')
    assert (r.rc, r.out, r.err) == (0, "\n", "")
