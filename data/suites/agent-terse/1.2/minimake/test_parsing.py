import os

import pytest

from conftest import info_mf


def check(mk, pre, expr, expected, args=()):
    r = mk.run(*args, mf=info_mf(expr, pre))
    assert r.rc == 0, r
    assert r.out == "[" + expected + "]\n", r


def err_check(mk, mf, line, message, args=(), fname="Makefile"):
    r = mk.run(*args, mf=mf)
    assert r.rc == 2, r
    assert "minimake: %s:%d: %s" % (fname, line, message) in r.err_lines, r
    return r


# ------------------------------------------------------------------ lines

def test_crlf_line_ends(mk):
    r = mk.run(mf="X = a\r\nall:\r\n\t@echo [$(X)]\r\n")
    assert r.rc == 0
    assert r.out == "[a]\n"


def test_crlf_continuation(mk):
    r = mk.run(mf="X = a \\\r\n  b\r\nall:\r\n\t@echo [$(X)]\r\n")
    assert r.out == "[a b]\n"


def test_last_line_without_newline(mk):
    r = mk.run(mf="all:\n\t@echo hi")
    assert r.rc == 0
    assert r.out == "hi\n"


LINE_CASES = [
    ("X = a \\\n    b\n", "$(X)", "a b"),
    ("X = a\\\nb\n", "$(X)", "a b"),
    ("X = a\\\n\\\nb\n", "$(X)", "a b"),
    ("X = a\\\\\nY = b\n", "$(X)|$(Y)", "a\\\\|b"),
    ("X = a\\\\\\\nb\n", "$(X)", "a\\\\ b"),
    ("X = a \\\n\nY = 1\n", "$(X)|$(Y)", "a|1"),
    ("X = a\\\n\t\tb\n", "$(X)", "a b"),
    ("X = 1 \\\n 2 \\\n 3\n", "$(X)", "1 2 3"),
    ("   X = 1   \n", "$(X)", "1"),
]


@pytest.mark.parametrize("pre,expr,expected", LINE_CASES)
def test_continuation_lines(mk, pre, expr, expected):
    check(mk, pre, expr, expected)


def test_rule_target_list_continued(mk):
    r = mk.run("x", mf="all:\n\t@echo all\nx\\\n:\n\t@echo x\n")
    assert r.rc == 0
    assert r.out == "x\n"


def test_backslash_at_end_of_file(mk):
    r = mk.run(mf="all:\n\t@echo \"[$(X)]\"\nX = a\\")
    assert r.rc == 0
    assert r.out == "[a]\n"


def test_location_is_first_physical_line(mk):
    r = mk.run(mf="X = 1\n$(warning \\\n w)\nall: ; @:\n")
    assert r.err == "minimake: Makefile:2: warning: w\n"


def test_location_after_continuation(mk):
    r = mk.run(mf="X = 1 \\\n 2 \\\n 3\n$(warning w)\nall: ; @:\n")
    assert r.err == "minimake: Makefile:4: warning: w\n"


# --------------------------------------------------------------- comments

COMMENT_CASES = [
    ("X = a # c\n", "$(X)", "a"),
    ("X = a\\#b\n", "$(X)", "a#b"),
    ("X = a\\\\#b\n", "$(X)", "a\\#b"),
    ("X = a\\#b#c\n", "$(X)", "a#b"),
    ("# comment \\\nX = 1\n", "$(X)", ""),
    ("X = $(subst #,x,a)\n", "$(value X)", "$(subst"),
    ("X := a   # c\n", "$(X)", "a"),
    ("# just a comment\n\n   # indented comment\n", "ok", "ok"),
    ("X = 1#c\n", "$(X)", "1"),
]


@pytest.mark.parametrize("pre,expr,expected", COMMENT_CASES)
def test_comments(mk, pre, expr, expected):
    check(mk, pre, expr, expected)


def test_hash_in_recipe_goes_to_shell(mk):
    r = mk.run(mf="all:\n\t@echo 'a#b' # shell comment\n")
    assert r.rc == 0
    assert r.out == "a#b\n"


def test_hash_in_recipe_echoed(mk):
    r = mk.run(mf="all:\n\techo 'x#y'\n")
    assert r.out == "echo 'x#y'\nx#y\n"


def test_comment_after_semicolon_recipe(mk):
    r = mk.run(mf="all: ; @printf '%s\\n' a # b'\n")
    assert r.rc == 0
    assert r.out == "a\n"


def test_comment_ends_prerequisite_list(mk):
    r = mk.run(mf="all: a # nope\n\t@echo ok\na:\n")
    assert r.rc == 0
    assert r.out == "ok\n"


# --------------------------------------------------------- classification

def test_function_line_allowed(mk):
    r = mk.run(mf="$(info hello)\n$(E)\nall: ; @:\n")
    assert r.rc == 0
    assert r.out == "hello\n"


def test_keyword_without_space_not_directive(mk):
    err_check(mk, "X = 1\nifeq(a,b)\nall: ; @:\n", 2, "missing separator")


def test_missing_separator(mk):
    r = err_check(mk, "X = 1\nfoo bar\nall: ; @:\n", 2, "missing separator")
    assert r.out == ""


def test_expanded_colon_does_not_make_rule(mk):
    err_check(mk, "a$(C)b\nall: ; @:\n", 1, "missing separator", args=["C=:"])


def test_colon_before_equals_is_rule(mk):
    r = mk.run("a", mf="a : b = c\na:\n\t@echo \"[$(b)]\"\n")
    assert r.rc == 0
    assert r.out == "[c]\n"


def test_include_alone(mk):
    r = mk.run(mf="include\n-include\nsinclude\nall: ; @echo ok\n")
    assert r.rc == 0
    assert r.out == "ok\n"


def test_tab_line_before_first_rule_assigns(mk):
    check(mk, "\tX = 1\n", "$(X)", "1")


def test_tab_line_before_first_rule_function(mk):
    r = mk.run(mf="\t$(info x)\nall: ; @:\n")
    assert r.rc == 0
    assert r.out == "x\n"


def test_recipe_before_first_target(mk):
    err_check(mk, "X = 1\n\tfoo\nall: ; @:\n", 2, "recipe commences before first target")


# ----------------------------------------------------------- recipe prefix

def test_recipeprefix(mk):
    r = mk.run(mf=".RECIPEPREFIX = >\nall:\n>@echo hi\n")
    assert r.rc == 0
    assert r.out == "hi\n"


def test_recipeprefix_first_character(mk):
    r = mk.run(mf=".RECIPEPREFIX = >>\nall:\n>@echo hi\n")
    assert r.out == "hi\n"


def test_recipeprefix_tab_not_recipe(mk):
    err_check(mk, ".RECIPEPREFIX = >\nall:\n>@echo a\n\t@echo b\n", 4, "missing separator")


def test_recipeprefix_reset(mk):
    r = mk.run("a", "b", mf=".RECIPEPREFIX = >\na:\n>@echo a\n.RECIPEPREFIX =\nb:\n\t@echo b\n")
    assert r.rc == 0
    assert r.out == "a\nb\n"


def test_recipeprefix_changes_midway(mk):
    r = mk.run("a", "b", mf="a:\n\t@echo a\n.RECIPEPREFIX = !\nb:\n!@echo b\n")
    assert r.rc == 0
    assert r.out == "a\nb\n"


def test_recipeprefix_before_first_target(mk):
    err_check(mk, ".RECIPEPREFIX = >\n>foo\nall: ; @:\n", 2, "recipe commences before first target")


def test_recipeprefix_continuation(mk):
    r = mk.run(mf='.RECIPEPREFIX = >\nall:\n>@echo "a\\\n>b"\n')
    assert r.out == "ab\n"


def test_recipeprefix_continuation_tab_kept(mk):
    r = mk.run(mf='.RECIPEPREFIX = >\nall:\n>@echo "a\\\n\tb"\n')
    assert r.out == "a\tb\n"


def test_recipeprefix_command_line(mk):
    r = mk.run(".RECIPEPREFIX=+", mf="all:\n+@echo hi\n")
    assert r.rc == 0
    assert r.out == "hi\n"


def test_recipeprefix_command_line_not_changed(mk):
    err_check(mk, ".RECIPEPREFIX = >\nall:\n>@echo a\n", 3, "missing separator",
              args=[".RECIPEPREFIX=+"])


def test_recipeprefix_target_specific_ignored(mk):
    r = mk.run(mf="all: .RECIPEPREFIX = >\nall:\n\t@echo hi\n")
    assert r.rc == 0
    assert r.out == "hi\n"


# ------------------------------------------------------------ conditionals

COND_CASES = [
    ("ifeq (a,a)\nX = yes\nelse\nX = no\nendif\n", "yes"),
    ("ifeq (a,b)\nX = yes\nelse\nX = no\nendif\n", "no"),
    ("ifneq (a,b)\nX = yes\nelse\nX = no\nendif\n", "yes"),
    ("ifneq (a,a)\nX = yes\nelse\nX = no\nendif\n", "no"),
    ("ifeq ( a , a)\nX = yes\nendif\n", "yes"),
    ("A = x\nifeq ($(A),x)\nX = yes\nendif\n", "yes"),
    ("ifeq \"a\" \"a\"\nX = yes\nendif\n", "yes"),
    ("ifeq \"a \" \"a\"\nX = yes\nelse\nX = no\nendif\n", "no"),
    ("ifeq 'a' \"a\"\nX = yes\nendif\n", "yes"),
    ("ifeq ((a,b),(a,b))\nX = yes\nendif\n", "yes"),
    ("ifneq (,)\nX = yes\nelse\nX = no\nendif\n", "no"),
    ("ifeq (,)\nX = yes\nendif\n", "yes"),
    ("ifeq ($(E),)\nX = yes\nendif\n", "yes"),
    ("ifdef D\nX = yes\nelse\nX = no\nendif\n", "no"),
    ("D = 1\nifdef D\nX = yes\nendif\n", "yes"),
    ("D = $(EMPTY)\nifdef D\nX = yes\nendif\n", "yes"),
    ("D =\nifdef D\nX = yes\nelse\nX = no\nendif\n", "no"),
    ("D = 1\nN = D\nifdef $(N)\nX = yes\nendif\n", "yes"),
    ("ifndef D\nX = yes\nendif\n", "yes"),
    ("D = 1\nifndef D\nX = yes\nelse\nX = no\nendif\n", "no"),
    ("ifeq (a,b)\nX = 1\nelse ifeq (a,a)\nX = 2\nelse\nX = 3\nendif\n", "2"),
    ("ifeq (a,b)\nX = 1\nelse ifeq (c,d)\nX = 2\nelse\nX = 3\nendif\n", "3"),
    ("ifeq (a,a)\nX = 1\nelse ifeq (a,a)\nX = 2\nendif\n", "1"),
    ("ifdef NOPE\nX = 1\nelse ifndef NOPE\nX = 2\nendif\n", "2"),
    ("ifeq (a,a)\nifeq (b,c)\nX = 1\nelse\nX = 2\nendif\nendif\n", "2"),
    ("ifeq (a,b)\nifeq ($(error no),y)\nendif\nelse\nX = ok\nendif\n", "ok"),
    ("ifeq (a,b)\ndefine V\nelse\nendif\nendef\nX = 1\nelse\nX = 2\nendif\n", "2"),
    ("ifeq (a,b)\nthis is not valid make syntax\nendif\nX = fine\n", "fine"),
    ("X = before\nifeq (a,a)\nendif\n", "before"),
    ("  ifeq (a,a)\n  X = ind\n  endif\n", "ind"),
    ("ifeq (a,a) # comment\nX = c\nendif # c\n", "c"),
]


@pytest.mark.parametrize("pre,expected", COND_CASES)
def test_conditionals(mk, pre, expected):
    check(mk, pre, "$(X)", expected)


def test_ifdef_command_line_empty(mk):
    check(mk, "ifdef X\nY = yes\nelse\nY = no\nendif\n", "$(Y)", "no", args=["X="])


def test_ifdef_environment(mk):
    r = mk.run(mf=info_mf("$(Y)", "ifdef FOO\nY = yes\nendif\n"), env={"FOO": "1"})
    assert r.out == "[yes]\n"


def test_conditionals_evaluated_when_read(mk):
    check(mk, "ifdef L\nX = yes\nelse\nX = no\nendif\nL = 1\n", "$(X)", "no")


COND_ERRORS = [
    ("ifeq (a,b) x\nendif\n", 1, "extraneous text after 'ifeq' directive"),
    ("ifneq (a,b) x\nendif\n", 1, "extraneous text after 'ifneq' directive"),
    ("ifeq \"a\" \"b\" x\nendif\n", 1, "extraneous text after 'ifeq' directive"),
    ("ifeq (a)\nendif\n", 1, "invalid syntax in conditional"),
    ("ifeq \"a\"\nendif\n", 1, "invalid syntax in conditional"),
    ("ifeq\nendif\n", 1, "invalid syntax in conditional"),
    ("ifdef a b\nendif\n", 1, "invalid syntax in conditional"),
    ("ifdef\nendif\n", 1, "invalid syntax in conditional"),
    ("ifdef $(E)\nendif\n", 1, "invalid syntax in conditional"),
    ("X = 1\nelse\n", 2, "extraneous 'else'"),
    ("X = 1\nendif\n", 2, "extraneous 'endif'"),
    ("ifeq (a,a)\nelse\nelse\nendif\n", 3, "only one 'else' per conditional"),
    ("ifeq (a,a)\nendif foo\n", 2, "extraneous text after 'endif' directive"),
    ("ifeq (a,a)\nelse foo\nendif\n", 2, "extraneous text after 'else' directive"),
    ("X = 1\nifeq (a,a)\nifdef X\nendif\n", 2, "missing 'endif'"),
    ("X = 1\nifeq (a,a)\nifdef X\n", 3, "missing 'endif'"),
]


@pytest.mark.parametrize("mf,line,message", COND_ERRORS)
def test_conditional_errors(mk, mf, line, message):
    err_check(mk, mf + "all: ; @:\n", line, message)


def test_conditional_in_recipe(mk):
    mf = "all:\n\t@echo a\nifeq (a,a)\n\t@echo b\nelse\n\t@echo c\nendif\n\t@echo d\n"
    r = mk.run(mf=mf)
    assert r.rc == 0
    assert r.out == "a\nb\nd\n"


def test_conditional_missing_endif_in_included_file(mk):
    mk.write("inc.mk", "ifeq (a,a)\nX = 1\n")
    r = mk.run(mf="include inc.mk\nendif\nall: ; @:\n")
    assert r.rc == 2
    assert "minimake: inc.mk:1: missing 'endif'" in r.err_lines


def test_included_file_cannot_close_conditional(mk):
    mk.write("inc.mk", "endif\n")
    r = mk.run(mf="ifeq (a,a)\ninclude inc.mk\nall: ; @:\n")
    assert r.rc == 2
    assert "minimake: inc.mk:1: extraneous 'endif'" in r.err_lines


# ----------------------------------------------------------------- include

def test_include_order_and_variables(mk):
    mk.write("a.mk", "A = 1\n$(info a $(B))\n")
    mk.write("b.mk", "B = 2\n$(info b $(A))\n")
    r = mk.run(mf="include a.mk b.mk\nall: ; @:\n")
    assert r.rc == 0
    assert r.out == "a \nb 1\n"


def test_include_expanded_names(mk):
    mk.write("x.mk", "$(info x)\n")
    r = mk.run(mf="N = x\ninclude $(N).mk\nall: ; @:\n")
    assert r.out == "x\n"


def test_include_rules_and_default_goal(mk):
    mk.write("r.mk", "first:\n\t@echo first\n")
    r = mk.run(mf="include r.mk\nall:\n\t@echo all\n")
    assert r.out == "first\n"


def test_include_missing(mk):
    r = mk.run(mf="X = 1\ninclude nope.mk\nall: ; @:\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: cannot include 'nope.mk': No such file or directory\n"


def test_include_missing_reported_after_other_errors(mk):
    r = mk.run(mf="include nope.mk\nfoo\nall: ; @:\n")
    assert r.rc == 2
    assert "minimake: Makefile:2: missing separator" in r.err_lines
    assert "cannot include" not in r.err


def test_include_missing_reading_continues(mk):
    r = mk.run(mf="include nope.mk\n$(info after)\nall: ; @:\n")
    assert r.rc == 2
    assert r.out == "after\n"


def test_include_missing_nothing_updated(mk):
    r = mk.run(mf="include nope.mk\nall:\n\t@echo ran\n")
    assert r.rc == 2
    assert "ran" not in r.out


@pytest.mark.parametrize("kw", ["-include", "sinclude"])
def test_include_optional(mk, kw):
    mk.write("yes.mk", "$(info yes)\n")
    r = mk.run(mf="%s nope.mk yes.mk\nall: ; @echo ok\n" % kw)
    assert r.rc == 0
    assert r.err == ""
    assert r.out == "yes\nok\n"


def test_include_nested_too_deeply(mk):
    mk.write("self.mk", "include self.mk\n")
    r = mk.run(mf="include self.mk\nall: ; @:\n")
    assert r.rc == 2
    assert "includes nested too deeply" in r.err


def test_include_nesting_allowed(mk):
    for i in range(10):
        mk.write("n%d.mk" % i, "include n%d.mk\n" % (i + 1))
    mk.write("n10.mk", "$(info deep)\n")
    r = mk.run(mf="include n0.mk\nall: ; @:\n")
    assert r.rc == 0
    assert r.out == "deep\n"


def test_include_ends_rule(mk):
    mk.write("x.mk", "")
    err_check(mk, "all:\n\t@echo a\ninclude x.mk\n\t@echo b\n", 4,
              "recipe commences before first target")


def test_include_twice(mk):
    mk.write("a.mk", "X += a\n")
    r = mk.run(mf="include a.mk a.mk\ninclude a.mk\n$(info [$(X)] $(MAKEFILE_LIST))\nall: ; @:\n")
    assert r.out == "[a a a] Makefile a.mk a.mk a.mk\n"


def test_include_not_wildcard(mk):
    mk.write("a.mk", "$(info a)\n")
    r = mk.run(mf="-include *.mk\nall: ; @echo ok\n")
    assert r.rc == 0
    assert r.out == "ok\n"


def test_include_only_first_missing_reported(mk):
    r = mk.run(mf="include one.mk two.mk\nall: ; @:\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:1: cannot include 'one.mk': No such file or directory\n"


def test_include_empty_expansion(mk):
    r = mk.run(mf="include $(NOTHING)\nall: ; @echo ok\n")
    assert r.rc == 0
    assert r.out == "ok\n"


def test_include_location_in_included_file(mk):
    mk.write("w.mk", "X = 1\n$(warning here)\n")
    r = mk.run(mf="include w.mk\nall: ; @:\n")
    assert r.err == "minimake: w.mk:2: warning: here\n"


def test_include_absolute(mk):
    mk.write("abs.mk", "$(info abs)\n")
    r = mk.run(mf="include %s\nall: ; @:\n" % mk.p("abs.mk"))
    assert r.out == "abs\n"


# -------------------------------------------------------- remaking makefiles

def test_remake_included_makefile(mk):
    mf = ("$(info r=$(MAKE_RESTARTS))\ninclude gen.mk\nall:\n\t@echo \"[$(X)]\"\n"
          "gen.mk:\n\t@echo 'X = made' > gen.mk\n")
    r = mk.run(mf=mf)
    assert r.rc == 0
    assert r.out == "r=\nr=1\n[made]\n"


def test_remake_optional_include(mk):
    mf = "-include gen.mk\nall:\n\t@echo \"[$(X)]\"\ngen.mk:\n\t@echo 'X = made' > gen.mk\n"
    r = mk.run(mf=mf)
    assert r.rc == 0
    assert r.out == "[made]\n"


def test_remake_echo_lines(mk):
    mf = "-include gen.mk\nall:\n\t@echo \"[$(X)]\"\ngen.mk:\n\techo 'X = made' > gen.mk\n"
    r = mk.run(mf=mf)
    assert r.out == "echo 'X = made' > gen.mk\n[made]\n"


def test_remake_not_under_dry_run(mk):
    mf = "-include gen.mk\nall:\n\t@echo \"[$(X)]\"\ngen.mk:\n\t@echo 'X = made' > gen.mk\n"
    r = mk.run("-n", mf=mf)
    assert r.rc == 0
    assert r.out == "echo \"[]\"\n"
    assert not mk.exists("gen.mk")


def test_remake_not_under_question(mk):
    mf = "-include gen.mk\nall:\n\t@echo \"[$(X)]\"\ngen.mk:\n\t@echo 'X = made' > gen.mk\n"
    r = mk.run("-q", mf=mf)
    assert r.rc == 1
    assert not mk.exists("gen.mk")


def test_remake_up_to_date_no_restart(mk):
    mk.write("gen.mk", "X = old\n", age=10)
    mk.write("src", "", age=100)
    mf = ("$(info r=$(MAKE_RESTARTS))\ninclude gen.mk\nall:\n\t@echo \"[$(X)]\"\n"
          "gen.mk: src\n\t@echo 'X = made' > gen.mk\n")
    r = mk.run(mf=mf)
    assert r.out == "r=\n[old]\n"


def test_remake_main_makefile(mk):
    mk.write("Makefile.in", "all:\n\t@echo from generated\n", age=10)
    mf = ("Makefile: Makefile.in\n\t@cp Makefile.in Makefile\n")
    mk.write("Makefile", mf, age=100)
    r = mk.run()
    assert r.rc == 0
    assert r.out == "from generated\n"


def test_remake_missing_include_not_made(mk):
    mf = "include gen.mk\nall:\n\t@echo \"[$(X)]\"\ngen.mk:\n\t@echo not making it\n"
    r = mk.run(mf=mf)
    assert r.rc == 2
    assert r.out == "not making it\n"
    assert r.err == "minimake: Makefile:1: cannot include 'gen.mk': No such file or directory\n"


def test_remake_with_print_directory(mk):
    mf = "include gen.mk\nall:\n\t@echo \"[$(X)]\"\ngen.mk:\n\t@echo 'X = made' > gen.mk\n"
    r = mk.run("-w", mf=mf)
    assert r.rc == 0
    assert r.out == ("minimake: Entering directory '%s'\n[made]\n"
                     "minimake: Leaving directory '%s'\n" % (mk.path, mk.path))


def test_remake_no_goal_message_for_makefile(mk):
    mk.write("gen.mk", "X = 1\n")
    r = mk.run(mf="include gen.mk\nall:\n\t@echo \"[$(X)]\"\ngen.mk:\n\t@echo never\n")
    assert r.rc == 0
    assert r.out == "[1]\n"


def test_remake_phony_not_made(mk):
    mf = "-include gen.mk\n.PHONY: gen.mk\nall:\n\t@echo \"[$(X)]\"\ngen.mk:\n\t@echo 'X = made' > gen.mk\n"
    r = mk.run(mf=mf)
    assert r.rc == 0
    assert r.out == "[]\n"
