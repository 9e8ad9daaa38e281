"""--lint and --lint=fatal."""

USAGE = "usage: awklet [-F fs] [-v var=value] [-f progfile | 'prog'] [file ...]\n"


# ---- Invocation and options ----


def test_lint_bad_value(run):
    r = run("--lint=all", "BEGIN { }")
    assert r.code == 2 and r.err == "awklet: option --lint accepts only =fatal\n" + USAGE


# ---- Lint warnings ----


def test_lint_no_effect(run):
    r = run("--lint", "BEGIN {\n x == 1\n}")
    assert r.code == 0 and r.err.startswith("awklet: warning: statement has no effect at source line 2\n")


def test_lint_no_effect_field_and_element(run):
    r = run("--lint", "BEGIN { $1; a[1] }")
    assert r.err == "awklet: warning: statement has no effect at source line 1\n" * 2


def test_lint_effect_not_warned(run):
    r = run("--lint", "BEGIN { x = 1; x++; length(\"a\"); print x }")
    assert r.err == "" and r.text == "2\n"


def test_lint_no_effect_nested_call(run):
    r = run("--lint", "function f() { return 1 } BEGIN { f() + 1 }")
    assert r.err == ""


def test_lint_unused_function(run):
    r = run("--lint", "function b() { } function a() { } BEGIN { }")
    assert r.err == "awklet: warning: function b defined but never called\nawklet: warning: function a defined but never called\n"


def test_lint_unused_after_statements(run):
    r = run("--lint", "function f() { } BEGIN { 1 }")
    assert r.err == "awklet: warning: statement has no effect at source line 1\nawklet: warning: function f defined but never called\n"


def test_lint_called_function_not_warned(run):
    r = run("--lint", "function f() { } BEGIN { if (0) f() }")
    assert r.err == ""


def test_lint_uninitialized_once(run):
    r = run("--lint", "BEGIN { print u \"\", u \"\"; print v + 0 }")
    assert r.text == " \n0\n"
    assert r.err == "awklet: warning: reference to uninitialized variable u\nawklet: warning: reference to uninitialized variable v\n"


def test_lint_uninitialized_param(run):
    r = run("--lint", "function f(p) { return p \"\" } BEGIN { f() }")
    assert r.err == "awklet: warning: reference to uninitialized variable p\n"


def test_lint_assigned_uninit_not_warned(run):
    r = run("--lint", "BEGIN { x = a[1]; print x \"\" }")
    assert r.err == ""


def test_lint_typeof_not_warned(run):
    r = run("--lint", "BEGIN { t = typeof(w); split(\"\", s); getline g; print t }", stdin="")
    assert r.err == "" and r.text == "untyped\n"


def test_lint_status_unchanged(run):
    r = run("--lint", "BEGIN { print q \"\"; exit 3 }")
    assert r.code == 3


def test_lint_warning_after_flushed_output(run):
    r = run("--lint", "BEGIN { print \"x\"; print y \"\" }")
    assert r.text == "x\n\n"


def test_lint_fatal_parse(run):
    r = run("--lint=fatal", "BEGIN { print \"x\"; 1 }")
    assert r.code == 2 and r.out == b"" and r.err == "awklet: statement has no effect at source line 1\n"


def test_lint_fatal_runtime(run):
    r = run("--lint=fatal", "BEGIN { print \"a\"; print u \"\"; print \"b\" }")
    assert r.code == 2 and r.text == "a\n" and r.err == "awklet: reference to uninitialized variable u\n"


def test_lint_last_option_wins(run):
    r = run("--lint=fatal", "--lint", "BEGIN { print u \"\" }")
    assert r.code == 0 and r.err == "awklet: warning: reference to uninitialized variable u\n"


def test_lint_off_by_default(run):
    r = run("BEGIN { 1; print u \"\" }")
    assert r.err == ""
