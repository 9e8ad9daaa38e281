"""define, private, .RECIPEPREFIX, override, undefine."""
from conftest import run, ev, expand

# ----------------------------------------------------------------- define


def test_define_multiline(tmp_path):
    r = run(tmp_path, makefile="define V\nl1\nl2\nendef\n$(info [$(V)])\nall:;@:\n")
    assert r.out == "[l1\nl2]\n"


def test_define_is_recursive(tmp_path):
    mk = "define V\n<$(W)>\nendef\nW = late\n$(info $(V) $(flavor V))\nall:;@:\n"
    assert run(tmp_path, makefile=mk).out == "<late> recursive\n"


def test_define_explicit_equals(tmp_path):
    mk = "define V =\n<$(W)>\nendef\nW = late\n$(info $(V) $(flavor V))\nall:;@:\n"
    assert run(tmp_path, makefile=mk).out == "<late> recursive\n"


def test_define_simple(tmp_path):
    mk = "W = early\ndefine V :=\n<$(W)>\nendef\nW = late\n$(info $(V) $(flavor V))\nall:;@:\n"
    assert run(tmp_path, makefile=mk).out == "<early> simple\n"


def test_define_double_colon_equals(tmp_path):
    mk = "W = early\ndefine V ::=\n<$(W)>\nendef\nW = late\n$(info $(V) $(flavor V))\nall:;@:\n"
    assert run(tmp_path, makefile=mk).out == "<early> simple\n"


def test_define_append_newline(tmp_path):
    mk = "V = a\ndefine V +=\nb\nendef\n$(info [$(V)])\nall:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[a\nb]\n"


def test_define_conditional_defined(tmp_path):
    mk = "V = a\ndefine V ?=\nb\nendef\n$(info [$(V)])\nall:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[a]\n"


def test_define_conditional_undefined(tmp_path):
    mk = "define V ?=\nb\nendef\n$(info [$(V)])\nall:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[b]\n"


def test_define_shell(tmp_path):
    mk = "define V !=\necho a\necho b\nendef\n$(info [$(V)] $(flavor V))\nall:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[a b] simple\n"


def test_define_no_comment_or_continuation(tmp_path):
    mk = "define V\na # b \\\nc\nendef\n$(info [$(V)])\nall:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[a # b \\\nc]\n"


def test_define_nested(tmp_path):
    mk = "define V\ndefine W\nx\nendef\ny\nendef\n$(info [$(V)])\nall:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[define W\nx\nendef\ny]\n"


def test_define_missing_endef(tmp_path):
    r = run(tmp_path, makefile="all:;@:\n\ndefine V\nabc\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: Makefile:3: missing 'endef', unterminated 'define'\n"


def test_extraneous_endef(tmp_path):
    r = run(tmp_path, makefile="all:;@:\nendef\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: extraneous 'endef'\n"


def test_define_empty_body(tmp_path):
    mk = "define V\nendef\n$(info [$(V)] $(origin V))\nall:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[] file\n"


def test_define_one_empty_line_body(tmp_path):
    mk = "define V\n\nendef\n$(info [$(V)])\nall:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[]\n"


def test_define_whitespace_kept(tmp_path):
    mk = "define V\n  a  \n\tb\nendef\n$(info [$(V)])\nall:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[  a  \n\tb]\n"


def test_define_endef_with_whitespace_and_text(tmp_path):
    mk = "define V\nx\n   endef trailing text\n$(info [$(V)])\nall:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[x]\n"


def test_define_computed_name(tmp_path):
    mk = "N = myvar\ndefine $(N)\nval\nendef\n$(info [$(myvar)])\nall:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[val]\n"


def test_define_empty_name(tmp_path):
    r = run(tmp_path, makefile="all:;@:\ndefine $(E)\nx\nendef\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: empty variable name\n"


def test_define_append_to_ordinary(tmp_path):
    mk = "V := a\ndefine V +=\nb\nendef\n$(info [$(V)] $(flavor V))\nall:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[a\nb] simple\n"


def test_define_in_recipe_multiple_commands(tmp_path):
    mk = "define CMDS\necho one\necho two\nendef\nall:\n\t@$(CMDS)\n"
    assert run(tmp_path, makefile=mk).out == "one\ntwo\n"


# ---------------------------------------------------------------- private

def test_private_visible_while_reading(tmp_path):
    mk = "private X = 1\n$(info [$(X)])\nall:\n\t@echo \"[$(X)][$(origin X)]\"\n"
    assert run(tmp_path, makefile=mk).out == "[1]\n[][undefined]\n"


def test_private_never_exported(tmp_path):
    mk = "private X = 1\nexport X\nall:\n\t@echo \"[$${X-unset}]\"\n"
    assert run(tmp_path, makefile=mk).out == "[unset]\n"


def test_private_target_specific_value_applies(tmp_path):
    mk = "private X = 1\nall: X = t\nall:\n\t@echo \"[$(X)]\"\n"
    assert run(tmp_path, makefile=mk).out == "[t]\n"


def test_private_used_in_rule_line(tmp_path):
    mk = "private P = dep\nall: $(P)\n\t@echo \"[$^]\"\ndep:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[dep]\n"


def test_private_invalid_directive(tmp_path):
    r = run(tmp_path, makefile="private foo\nall:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:1: invalid 'private' directive\n"


def test_override_private(tmp_path):
    mk = "override private X = 1\n$(info [$(X)] $(origin X))\nall:\n\t@echo \"[$(X)]\"\n"
    r = run(tmp_path, "X=c", makefile=mk)
    assert r.out == "[1] override\n[]\n"


def test_private_later_assignment_keeps_private(tmp_path):
    mk = "private X = 1\nX = 2\n$(info [$(X)])\nall:\n\t@echo \"[$(X)]\"\n"
    assert run(tmp_path, makefile=mk).out == "[2]\n[]\n"


def test_private_in_variables_list(tmp_path):
    mk = "private PRIVX = 1\n$(info [$(filter PRIVX,$(.VARIABLES))])\nall:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[PRIVX]\n"


def test_private_simple_assignment(tmp_path):
    mk = "private X := 1\n$(info [$(X)] $(flavor X))\nall:\n\t@echo \"[$(flavor X)]\"\n"
    assert run(tmp_path, makefile=mk).out == "[1] simple\n[undefined]\n"


def test_private_target_specific_keyword(tmp_path):
    mk = "all: private X = t\nall:\n\t@echo \"[$(X)]\"\n"
    assert run(tmp_path, makefile=mk).out == "[t]\n"


# --------------------------------------------------------- .RECIPEPREFIX

def test_recipeprefix_changed(tmp_path):
    mk = ".RECIPEPREFIX = >\nall:\n>@echo hi\n"
    assert run(tmp_path, makefile=mk).out == "hi\n"


def test_recipeprefix_first_character(tmp_path):
    mk = ".RECIPEPREFIX = >x\nall:\n>@echo hi\n"
    assert run(tmp_path, makefile=mk).out == "hi\n"


def test_recipeprefix_tab_no_longer_recipe(tmp_path):
    r = run(tmp_path, makefile=".RECIPEPREFIX = >\nall:\n\t@echo hi\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:3: missing separator\n"


def test_recipeprefix_commences_error(tmp_path):
    r = run(tmp_path, makefile=".RECIPEPREFIX = >\n>echo hi\nall:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: recipe commences before first target\n"


def test_recipeprefix_continuation_removed(tmp_path):
    mk = ".RECIPEPREFIX = >\nall:\n>@echo a\\\n>b\n"
    assert run(tmp_path, makefile=mk).out == "ab\n"


def test_recipeprefix_continuation_tab_kept(tmp_path):
    mk = ".RECIPEPREFIX = >\nall:\n>@echo a\\\n\tb\n"
    assert run(tmp_path, makefile=mk).out == "a b\n"


def test_recipeprefix_command_line(tmp_path):
    r = run(tmp_path, ".RECIPEPREFIX=+", makefile="all:\n+@echo a\n")
    assert r.rc == 0
    assert r.out == "a\n"


def test_recipeprefix_command_line_not_changed_by_makefile(tmp_path):
    r = run(tmp_path, ".RECIPEPREFIX=+", makefile=".RECIPEPREFIX = >\nall:\n>@echo a\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:3: missing separator\n"


def test_recipeprefix_empty_restores_tab(tmp_path):
    mk = ".RECIPEPREFIX = >\na:\n>@echo a\n.RECIPEPREFIX =\nb:\n\t@echo b\n"
    assert run(tmp_path, "a", "b", makefile=mk).out == "a\nb\n"


def test_recipeprefix_changes_midway(tmp_path):
    mk = "a:\n\t@echo a\n.RECIPEPREFIX = >\nb:\n>@echo b\n"
    assert run(tmp_path, "a", "b", makefile=mk).out == "a\nb\n"


def test_recipeprefix_target_specific_ignored_for_reading(tmp_path):
    mk = "all: .RECIPEPREFIX = >\nall:\n\t@echo hi\n"
    assert run(tmp_path, makefile=mk).out == "hi\n"


# --------------------------------------------------------------- override

def test_override_beats_command_line(tmp_path):
    r = ev(tmp_path, "$(X) $(origin X)", pre="override X = o\nX = f\n", args=["X=c"])
    assert r.out == "[o override]\n"


def test_override_later_ordinary_ignored(tmp_path):
    pre = "override X = o\nX = f\nX := g\nX += h\nX != echo i\ndefine X\nj\nendef\n"
    assert expand(tmp_path, "$(X)", pre=pre) == "o"


def test_override_again_changes(tmp_path):
    pre = "override X = o\noverride X = p\noverride X += q\n"
    assert expand(tmp_path, "$(X)", pre=pre) == "p q"


def test_override_define(tmp_path):
    mk = "override define X\nd\nendef\n$(info [$(X)] $(origin X))\nall:;@:\n"
    r = run(tmp_path, "X=c", makefile=mk)
    assert r.out == "[d] override\n"


def test_override_invalid(tmp_path):
    r = run(tmp_path, makefile="override foo\nall:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:1: invalid 'override' directive\n"


def test_override_alone_invalid(tmp_path):
    r = run(tmp_path, makefile="all:;@:\noverride\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: invalid 'override' directive\n"


def test_override_append_to_command_line(tmp_path):
    r = ev(tmp_path, "$(X)", pre="override X += a\n", args=["X=c"])
    assert r.out == "[c a]\n"


def test_override_simple_uses_current_value(tmp_path):
    r = ev(tmp_path, "$(X)", pre="override X := $(X)b\n", args=["X=a"])
    assert r.out == "[ab]\n"


def test_override_conditional_keeps_command_line(tmp_path):
    r = ev(tmp_path, "$(X) $(origin X)", pre="override X ?= v\n", args=["X=c"])
    assert r.out == "[c command line]\n"


def test_override_target_specific(tmp_path):
    r = run(tmp_path, "X=c", makefile="all: override X = t\nall:\n\t@echo \"[$(X)]\"\n")
    assert r.out == "[t]\n"


# --------------------------------------------------------------- undefine

def test_undefine(tmp_path):
    assert expand(tmp_path, "[$(X)] $(origin X)", pre="X = 1\nundefine X\n") == "[] undefined"


def test_undefine_several_and_unknown(tmp_path):
    pre = "A = 1\nB = 2\nL = A B nope\nundefine $(L)\n"
    assert expand(tmp_path, "$(origin A) $(origin B)", pre=pre) == "undefined undefined"


def test_undefine_command_line_kept(tmp_path):
    r = ev(tmp_path, "$(X) $(origin X)", pre="undefine X\n", args=["X=c"])
    assert r.out == "[c command line]\n"


def test_undefine_override_kept(tmp_path):
    assert expand(tmp_path, "$(X)", pre="override X = o\nundefine X\n") == "o"


def test_override_undefine_removes(tmp_path):
    r = ev(tmp_path, "$(origin X)", pre="override undefine X\n", args=["X=c"])
    assert r.out == "[undefined]\n"


def test_undefine_without_names(tmp_path):
    r = run(tmp_path, makefile="all:;@:\nundefine\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: empty variable name\n"


def test_undefine_then_append_fresh(tmp_path):
    pre = "X := a\nundefine X\nX += $(Y)\nY = y\n"
    assert expand(tmp_path, "[$(X)] $(flavor X)", pre=pre) == "[y] recursive"
