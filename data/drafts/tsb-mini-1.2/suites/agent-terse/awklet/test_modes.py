import os

import pytest

from conftest import run, write, read

W = "awklet: warning: "


# ---- lint ----

def test_lint_no_effect_and_uninit():
    r = run(["--lint", "BEGIN { x; 1 + 2; y = 1 }"])
    assert r.rc == 0
    assert r.out == ""
    assert r.err == (W + "statement has no effect at source line 1\n"
                     + W + "statement has no effect at source line 1\n"
                     + W + "reference to uninitialized variable x\n")


@pytest.mark.parametrize("stmt", ["$1", "a[1]", "x == 1", '"s"', "-x", "x y"])
def test_lint_no_effect_forms(stmt):
    r = run(["--lint", "BEGIN { x = 1; a[1] = 1; y = 1 }\nEND {\n %s\n}" % stmt], stdin="")
    assert r.rc == 0
    assert r.err == W + "statement has no effect at source line 3\n"


@pytest.mark.parametrize("stmt", ["x++", "x = 1", "f()", "length(x)", "getline", "x += 1",
                                  "--x", '"echo" | getline', "(x = 2) + 1"])
def test_lint_has_effect(stmt):
    r = run(["--lint", "function f() { }\nEND { x = 0; f(); %s }" % stmt], stdin="")
    assert r.rc == 0
    assert r.err == ""


def test_lint_function_never_called():
    r = run(["--lint", "function g() { }\nfunction f() { }\nBEGIN { x }"])
    assert r.err == (W + "statement has no effect at source line 3\n"
                     + W + "function g defined but never called\n"
                     + W + "function f defined but never called\n"
                     + W + "reference to uninitialized variable x\n")


def test_lint_function_called_in_dead_code_counts():
    r = run(["--lint", "function f() { }\nBEGIN { if (0) f() }"])
    assert r.err == ""


def test_lint_uninit_once_per_name():
    r = run(["--lint", "BEGIN { print x; print x; print y }"])
    assert r.out == "\n\n\n"
    assert r.err == (W + "reference to uninitialized variable x\n"
                     + W + "reference to uninitialized variable y\n")


def test_lint_uninit_assigned_uninit_no_warning():
    r = run(["--lint", "BEGIN { y = x; print y }"])
    assert r.err == W + "reference to uninitialized variable x\n"


@pytest.mark.parametrize("prog", [
    "BEGIN { print typeof(x) }",
    "BEGIN { print isarray(x) }",
    "BEGIN { a[1] = 1; print a[2] }",
    "BEGIN { print $3 }",
    "BEGIN { n = split(\"a b\", arr); print n }",
    'BEGIN { "echo 1" | getline v; print v }',
    "function f(p) { return 1 }\nBEGIN { print f(u) }",
    "BEGIN { x = 1; print x }",
    "BEGIN { a[1] = 1; print length(a) }",
])
def test_lint_no_uninit_warning(prog):
    r = run(["--lint", prog])
    assert r.rc == 0
    assert r.err == ""


def test_lint_uninit_local():
    r = run(["--lint", "function f(p,   loc) { return loc + 1 }\nBEGIN { print f(1) }"])
    assert r.out == "1\n"
    assert r.err == W + "reference to uninitialized variable loc\n"


def test_lint_stdout_flushed_before_warning():
    r = run(["--lint", 'BEGIN { print "a"; print z; print "b" }'], merge=True)
    assert r.out == "a\n" + W + "reference to uninitialized variable z\n\nb\n"


def test_lint_exit_status_unchanged():
    r = run(["--lint", "BEGIN { x; exit 3 }"])
    assert r.rc == 3


def test_lint_fatal_parse_warning():
    r = run(["--lint=fatal", 'BEGIN { print "a"; x }'])
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "awklet: statement has no effect at source line 1\n"


def test_lint_fatal_runtime_warning():
    r = run(["--lint=fatal", 'BEGIN { print "a"; print y; print "b" }'])
    assert r.rc == 2
    assert r.out == "a\n"
    assert r.err == "awklet: reference to uninitialized variable y\n"


def test_lint_fatal_function_warning():
    r = run(["--lint=fatal", 'function f() { }\nBEGIN { print "a" }'])
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "awklet: function f defined but never called\n"


def test_lint_last_decides_fatal():
    r = run(["--lint=fatal", "--lint", 'BEGIN { x; print "ran" }'])
    assert r.rc == 0
    assert r.out == "ran\n"


def test_lint_last_decides_fatal_2():
    r = run(["--lint", "--lint=fatal", 'BEGIN { x; print "ran" }'])
    assert r.rc == 2
    assert r.out == ""


def test_no_lint_no_warnings():
    r = run(['BEGIN { x; print y }'])
    assert r.err == ""


# ---- sandbox ----

@pytest.mark.parametrize("stmt", ['print "x" > "f"', 'print "x" >> "f"', 'print "x" | "cat"',
                                  'printf "x" > "/dev/stdout"', 'getline l < "g"',
                                  '"echo hi" | getline', 'print "x" > "/dev/stderr"'])
def test_sandbox_redirection(stmt):
    write("g", "data\n")
    r = run(["--sandbox", 'BEGIN { print "before"; %s; print "after" }' % stmt])
    assert r.rc == 2
    assert r.out == "before\n"
    assert r.err == "awklet: redirection not allowed in sandbox mode\n"
    assert not os.path.exists("f")


def test_sandbox_system():
    r = run(["--sandbox", 'BEGIN { print "before"; system("echo hi") }'])
    assert r.rc == 2
    assert r.out == "before\n"
    assert r.err == "awklet: system() not allowed in sandbox mode\n"


def test_sandbox_checked_at_runtime():
    r = run(["--sandbox", 'BEGIN { if (0) print "x" > "f"; if (0) system("true"); print "ok" }'])
    assert r.rc == 0
    assert r.out == "ok\n"


def test_sandbox_operands_and_getline():
    write("in1", "a\nb\n")
    r = run(["--sandbox", 'NR == 1 { getline x; print "got", x }', "in1"])
    assert r.rc == 0
    assert r.out == "got b\n"


def test_sandbox_progfile():
    write("p.awk", '{ print "p:" $0 }\n')
    r = run(["--sandbox", "-f", "p.awk"], stdin="z\n")
    assert r.out == "p:z\n"


def test_sandbox_close_fflush():
    r = run(["--sandbox", 'BEGIN { print close("x"), fflush("x"), fflush() }'])
    assert r.rc == 0
    assert r.out == "-1 -1 0\n"


# ---- dump variables ----

def test_dump_default_file():
    r = run(["--dump-variables", 'BEGIN { b = "x"; a = 1; c[1]; d = 1.5 }'])
    assert r.rc == 0
    assert r.out == ""
    assert read("awkvars.out") == 'a: number 1\nb: string "x"\nc: array, 1 element\nd: number 1.5\n'


def test_dump_to_stdout_after_output():
    r = run(["--dump-variables=-", 'BEGIN { print "out"; z = 2 }'])
    assert r.out == "out\nz: number 2\n"


def test_dump_to_dev_stdout():
    r = run(["--dump-variables=/dev/stdout", 'BEGIN { z = 2 }'])
    assert r.out == "z: number 2\n"


def test_dump_to_stderr():
    r = run(["--dump-variables=/dev/stderr", 'BEGIN { z = "s" }'])
    assert r.err == 'z: string "s"\n'
    assert r.out == ""


def test_dump_named_file():
    r = run(["--dump-variables=vars.txt", 'BEGIN { q = 3 }'])
    assert read("vars.txt") == "q: number 3\n"


def test_dump_types():
    prog = 'BEGIN { u = v; n = 3.14159265; e[1]; e[2]; delete e[1] }\n{ f = $1 }'
    r = run(["--dump-variables=-", "-v", "ns=10", prog], stdin="12\n")
    assert r.out == ('e: array, 1 element\nf: numeric string "12"\nn: number 3.14159\n'
                     'ns: numeric string "10"\nu: uninitialized scalar\nv: uninitialized scalar\n')


def test_dump_plural_elements():
    r = run(["--dump-variables=-", 'BEGIN { a[1]; a[2]; a[3] }'])
    assert r.out == "a: array, 3 elements\n"


def test_dump_number_ignores_ofmt():
    r = run(["--dump-variables=-", 'BEGIN { OFMT = "%.2f"; x = 2.5; y = 1e20 }'])
    assert r.out == "x: number 2.5\ny: number 1e+20\n"


def test_dump_escapes():
    r = run(["--dump-variables=-", 'BEGIN { s = "a\\"b\\\\c\\nd\\te\\001f\\177g" }'])
    assert r.out == 's: string "a\\"b\\\\c\\nd\\te\\001f\\177g"\n'


def test_dump_excludes_builtins():
    r = run(["--dump-variables=-", 'BEGIN { FS = ":"; NR = 5; OFS = "-"; x = 1 }'])
    assert r.out == "x: number 1\n"


def test_dump_byte_order():
    r = run(["--dump-variables=-", 'BEGIN { b = 1; B = 2; _a = 3; a1 = 4; a = 5 }'])
    assert r.out == "B: number 2\n_a: number 3\na: number 5\na1: number 4\nb: number 1\n"


def test_dump_unexecuted_names_listed():
    r = run(["--dump-variables=-", 'BEGIN { if (0) never = 1 }'])
    assert r.out == "never: uninitialized scalar\n"


def test_dump_function_globals_not_params():
    r = run(["--dump-variables=-", 'function f(p,  l) { g = p; l = 1 }\nBEGIN { f(4) }'])
    assert r.out == "g: number 4\n"


def test_dump_operand_assignment():
    write("in1", "x\n")
    r = run(["--dump-variables=-", '{ }', "k=v", "in1"])
    assert r.out == 'k: string "v"\n'


def test_dump_after_exit():
    r = run(["--dump-variables=-", 'BEGIN { x = 1; exit 3 }'])
    assert r.rc == 3
    assert r.out == "x: number 1\n"


def test_dump_not_after_fatal():
    r = run(["--dump-variables", 'BEGIN { x = 1; y = 1 / 0 }'])
    assert r.rc == 2
    assert not os.path.exists("awkvars.out")


def test_dump_truncates():
    write("awkvars.out", "old junk\nmore\n")
    run(["--dump-variables", 'BEGIN { x = "n" }'])
    assert read("awkvars.out") == 'x: string "n"\n'


def test_dump_after_files_closed():
    r = run(["--dump-variables=-", 'BEGIN { print "p" | "cat"; w = 1 }'])
    assert r.out == "p\nw: number 1\n"


def test_dump_cannot_write():
    r = run(["--dump-variables=nodir/vars", 'BEGIN { x = 1; print "ran" }'])
    assert r.rc == 2
    assert r.out == "ran\n"
    assert r.err == "awklet: can't write variables to nodir/vars\n"
