"""The environment and export/unexport directives."""
from conftest import run, ev, expand


def show(var):
    return "\t@echo \"[$${%s-unset}]\"\n" % var


# ------------------------------------------------------------ environment

def test_environment_imported(tmp_path):
    r = ev(tmp_path, "$(FOO) $(origin FOO) $(flavor FOO)", env={"FOO": "bar"})
    assert r.out == "[bar environment recursive]\n"


def test_environment_value_spaces_kept(tmp_path):
    r = ev(tmp_path, "$(FOO)", env={"FOO": " a  b "})
    assert r.out == "[ a  b ]\n"


def test_environment_value_is_recursive(tmp_path):
    r = ev(tmp_path, "$(FOO)", pre="Y = yy\n", env={"FOO": "x$(Y)"})
    assert r.out == "[xyy]\n"


def test_shell_not_imported(tmp_path):
    r = run(tmp_path, makefile="$(info $(SHELL) $(origin SHELL))\nall:\n\t@echo ran\n",
            env={"SHELL": "/bin/false"})
    assert r.rc == 0
    assert r.out == "/bin/sh default\nran\n"


def test_make_restarts_invalid_not_defined_nor_passed(tmp_path):
    r = run(tmp_path, makefile="$(info [$(origin MAKE_RESTARTS)])\nall:\n" + show("MAKE_RESTARTS"),
            env={"MAKE_RESTARTS": "abc"})
    assert r.out == "[undefined]\n[unset]\n"


def test_make_restarts_number(tmp_path):
    r = run(tmp_path, makefile="$(info [$(MAKE_RESTARTS)] $(origin MAKE_RESTARTS))\nall:\n"
            + show("MAKE_RESTARTS"), env={"MAKE_RESTARTS": "2"})
    assert r.out == "[2] default\n[unset]\n"


def test_make_restarts_undefined_normally(tmp_path):
    assert expand(tmp_path, "$(origin MAKE_RESTARTS)") == "undefined"


def test_environment_variable_exported_with_makefile_value(tmp_path):
    r = run(tmp_path, makefile="FOO = mk\nall:\n" + show("FOO"), env={"FOO": "env"})
    assert r.out == "[mk]\n"


def test_environment_variable_passed_unchanged(tmp_path):
    r = run(tmp_path, makefile="all:\n" + show("FOO"), env={"FOO": "env"})
    assert r.out == "[env]\n"


def test_makefile_variable_not_exported_by_default(tmp_path):
    r = run(tmp_path, makefile="V = 1\nall:\n" + show("V"))
    assert r.out == "[unset]\n"


def test_unexport_environment_variable(tmp_path):
    r = run(tmp_path, makefile="unexport FOO\nall:\n\t@echo \"[$(FOO)]\"\n" + show("FOO"),
            env={"FOO": "env"})
    assert r.out == "[env]\n[unset]\n"


def test_shell_function_sees_exported(tmp_path):
    r = ev(tmp_path, "$(shell echo \"$${V-unset} $${W-unset}\")", pre="export V = 1\nW = 2\n")
    assert r.out == "[1 unset]\n"


def test_makelevel_always_in_environment(tmp_path):
    r = run(tmp_path, makefile="all:\n" + show("MAKELEVEL"))
    assert r.out == "[1]\n"


def test_undefine_does_not_change_command_environment(tmp_path):
    r = run(tmp_path, makefile="undefine FOO\nall:\n\t@echo \"[$(FOO)]\"\n" + show("FOO"),
            env={"FOO": "env"})
    assert r.out == "[]\n[env]\n"


def test_exported_variable_expanded_at_end_of_reading(tmp_path):
    r = run(tmp_path, makefile="export V = $(W)\nW = early\nall:\n" + show("V") + "W = late\n")
    assert r.out == "[late]\n"


def test_exported_variable_uses_target_specific_values(tmp_path):
    mk = "export V = $(W)\nW = g\nall: W = t\nall:\n" + show("V")
    r = run(tmp_path, makefile=mk)
    assert r.out == "[t]\n"


def test_target_specific_exported_value(tmp_path):
    mk = "export V = g\nall: V = t\nall: b\n" + show("V") + "b:\n" + show("V")
    r = run(tmp_path, makefile=mk)
    assert r.out == "[g]\n[t]\n"


# ------------------------------------------------------------ export

def test_export_name(tmp_path):
    r = run(tmp_path, makefile="V = 1\nexport V\nall:\n" + show("V"))
    assert r.out == "[1]\n"


def test_export_before_definition(tmp_path):
    r = run(tmp_path, makefile="export V\nV = 1\nall:\n" + show("V"))
    assert r.out == "[1]\n"


def test_export_assignment(tmp_path):
    r = run(tmp_path, makefile="export V = 1\nall:\n" + show("V"))
    assert r.out == "[1]\n"


def test_export_simple_assignment(tmp_path):
    r = run(tmp_path, makefile="W = w\nexport V := $(W)x\nall:\n" + show("V"))
    assert r.out == "[wx]\n"


def test_export_list_expanded(tmp_path):
    mk = "A = 1\nB = 2\nL = A B\nexport $(L)\nall:\n" + show("A") + show("B")
    r = run(tmp_path, makefile=mk)
    assert r.out == "[1]\n[2]\n"


def test_export_undefined_defines_empty(tmp_path):
    r = run(tmp_path, makefile="export V\n$(info $(origin V) $(flavor V))\nall:\n" + show("V"))
    assert r.out == "file recursive\n[]\n"


def test_unexport_name(tmp_path):
    r = run(tmp_path, makefile="export V = 1\nunexport V\nall:\n" + show("V"))
    assert r.out == "[unset]\n"


def test_bare_export_exports_all(tmp_path):
    r = run(tmp_path, makefile="V = 1\nexport\nW = 2\nall:\n" + show("V") + show("W"))
    assert r.out == "[1]\n[2]\n"


def test_bare_export_not_default_variables(tmp_path):
    r = run(tmp_path, makefile="export\nall:\n" + show("CC") + show("MAKE"))
    assert r.out == "[unset]\n[unset]\n"


def test_bare_unexport_cancels_bare_export(tmp_path):
    r = run(tmp_path, makefile="V = 1\nexport\nunexport\nall:\n" + show("V"))
    assert r.out == "[unset]\n"


def test_last_bare_directive_decides(tmp_path):
    r = run(tmp_path, makefile="V = 1\nunexport\nexport\nall:\n" + show("V"))
    assert r.out == "[1]\n"


def test_export_all_variables_target(tmp_path):
    r = run(tmp_path, makefile="V = 1\nall:\n" + show("V") + ".EXPORT_ALL_VARIABLES:\n")
    assert r.out == "[1]\n"


def test_export_all_respects_unexport(tmp_path):
    mk = ".EXPORT_ALL_VARIABLES:\nV = 1\nW = 2\nunexport W\nall:\n" + show("V") + show("W")
    r = run(tmp_path, makefile=mk)
    assert r.out == "[1]\n[unset]\n"


def test_export_all_excludes_curdir_and_makefile_list(tmp_path):
    mk = ".EXPORT_ALL_VARIABLES:\nall:\n" + show("CURDIR") + show("MAKEFILE_LIST") + show("CC")
    r = run(tmp_path, makefile=mk)
    assert r.out == "[unset]\n[unset]\n[unset]\n"


def test_export_all_includes_command_line(tmp_path):
    r = run(tmp_path, "X=1", makefile=".EXPORT_ALL_VARIABLES:\nall:\n" + show("X"))
    assert r.out == "[1]\n"


def test_export_all_includes_assigned_default_variable(tmp_path):
    r = run(tmp_path, makefile="CC = mycc\n.EXPORT_ALL_VARIABLES:\nall:\n" + show("CC"))
    assert r.out == "[mycc]\n"


def test_unexport_command_line_variable(tmp_path):
    r = run(tmp_path, "X=1", makefile="unexport X\nall:\n\t@echo \"[$(X)]\"\n" + show("X"))
    assert r.out == "[1]\n[unset]\n"


def test_exported_recursive_variable_expanded(tmp_path):
    r = run(tmp_path, makefile="A = a\nexport V = <$(A)>\nall:\n" + show("V"))
    assert r.out == "[<a>]\n"
