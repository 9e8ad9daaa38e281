"""Reference tests: more fine print of multi-line variables, export and the environment."""


def show(mm, expr, prefix="", *args, **kw):
    rc, out, err = mm("-f", "-", *args, input=prefix + "$(info [" + expr + "])\n_end: ;@:\n", **kw)
    assert (rc, err) == (0, ""), err
    assert out.startswith("[") and out.endswith("]\n")
    return out[1:-2]


def fails(mm, makefile, *args):
    rc, out, err = mm("-f", "-", *args, input=makefile)
    assert rc == 2
    return err


def recipe(mm, makefile, *args, **kw):
    rc, out, err = mm(*args, makefile=makefile, **kw)
    assert (rc, err) == (0, ""), err
    return out


# ---- Multi-line variables -------------------------------------------------------------------


def test_define_body_whitespace_kept(mm):
    assert show(mm, "$X", "define X\n  a\n\tb \nendef\n") == "  a\n\tb "


def test_define_append_to_plain(mm):
    assert show(mm, "$X", "X = a\ndefine X +=\nb\nendef\n") == "a\nb"


def test_define_cond_first_wins(mm):
    assert show(mm, "$X", "define X ?=\nb\nendef\ndefine X ?=\nc\nendef\n") == "b"


def test_define_shell_lines(mm):
    assert show(mm, "$X", "define X !=\necho a\necho b\nendef\n") == "a b"


def test_define_append_to_simple_expands(mm):
    pre = "Y = 1\nX := a\ndefine X +=\n<$(Y)>\nendef\nY = 2\n"
    assert show(mm, "$X|$(flavor X)", pre) == "a\n<1>|simple"


def test_define_one_empty_line(mm):
    assert show(mm, "[$X]$(words $X)", "define X\n\nendef\n") == "[]0"


def test_define_endef_indented(mm):
    assert show(mm, "$X", "define X\na\n  endef  \n") == "a"


def test_define_endef_with_text(mm):
    assert show(mm, "$X", "define X\na\nendef junk\n") == "a"


def test_define_backslash_kept(mm):
    assert show(mm, "$X", "define X\na \\\nb\nendef\n") == "a \\\nb"


def test_define_name_stripped(mm):
    assert show(mm, "$X", "define  X  \na\nendef\n") == "a"


def test_define_without_name(mm):
    assert fails(mm, "define\na\nendef\n") == "minimake: -:1: empty variable name\n"


def test_define_computed_name(mm):
    assert show(mm, "$Q", "N = Q\ndefine $(N)\na\nendef\n") == "a"


def test_define_simple_expanded_at_endef(mm):
    assert show(mm, "<$X>", "define X :=\n$(Y)\nendef\nY = 1\n") == "<>"


def test_define_nested_kept(mm):
    assert show(mm, "$X", "define X\ndefine Y\nendef\nendef\n") == "define Y\nendef"


# ---- Export directives ----------------------------------------------------------------------


def test_export_undefined_defines_empty(mm):
    assert recipe(mm, "export X\nall:\n\t@echo [$$X] $(origin X)\n") == "[] file\n"


def test_export_recursive_value_expanded(mm):
    assert recipe(mm, "X = $(Y)\nY = 2\nexport X\nall:\n\t@echo [$$X]\n") == "[2]\n"


def test_export_computed_names(mm):
    assert recipe(mm, "L = A B\nA = 1\nB = 2\nexport $(L)\nall:\n\t@echo [$$A$$B]\n") == "[12]\n"


def test_unexport_environment_variable(mm):
    assert recipe(mm, "unexport E\nall:\n\t@echo [$$E] [$E]\n", env={"E": "ev"}) == "[] [ev]\n"


def test_unexport_command_line_variable(mm):
    assert recipe(mm, "unexport X\nall:\n\t@echo [$$X]\n", "X=1") == "[]\n"


def test_bare_export_not_default_variables(mm):
    assert recipe(mm, "X = 1\nexport\nall:\n\t@echo [$$X] [$$MAKE]\n") == "[1] []\n"


def test_bare_unexport_cancels_bare_export(mm):
    assert recipe(mm, "X = 1\nexport\nunexport\nall:\n\t@echo [$$X]\n") == "[]\n"


def test_export_target_specific_value(mm):
    assert recipe(mm, "X = 1\nall: X = t\nexport X\nall:\n\t@echo [$$X]\n") == "[t]\n"


# ---- The environment ------------------------------------------------------------------------


def test_environment_value_with_spaces(mm):
    assert show(mm, "$(F)|$(origin F)|$(flavor F)", env={"F": "a b"}) == "a b|environment|recursive"


def test_environment_shell_sees_export(mm):
    assert show(mm, "$Y", "E = mk\nexport E\nY := $(shell echo $$E)\n", env={"E": "ev"}) == "mk"


def test_environment_assigned_value_exported(mm):
    assert recipe(mm, "E = new\nall:\n\t@echo [$$E]\n", env={"E": "ev"}) == "[new]\n"


def test_environment_makeflags_unset_without_flags(mm):
    assert recipe(mm, "all:\n\t@echo [$$MAKELEVEL] [$${MAKEFLAGS-unset}]\n") == "[1] [unset]\n"


def test_environment_command_line_exported(mm):
    assert recipe(mm, "all:\n\t@echo [$$X]\n", "X=1") == "[1]\n"
