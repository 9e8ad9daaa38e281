import os

import pytest

from conftest import write

COND = [
    ("ifeq (a,a)\nR = yes\nelse\nR = no\nendif\n", "yes"),
    ("ifeq (a,b)\nR = yes\nelse\nR = no\nendif\n", "no"),
    ("ifneq (a,b)\nR = yes\nelse\nR = no\nendif\n", "yes"),
    ("ifeq ( a , a )\nR = yes\nelse\nR = no\nendif\n", "yes"),
    ("ifeq ((a,b),(a,b))\nR = yes\nelse\nR = no\nendif\n", "yes"),
    ("ifneq (,)\nR = yes\nelse\nR = no\nendif\n", "no"),
    ("ifeq (,)\nR = yes\nelse\nR = no\nendif\n", "yes"),
    ("ifeq \"a\" 'a'\nR = yes\nelse\nR = no\nendif\n", "yes"),
    ("ifeq \" a\" \"a\"\nR = yes\nelse\nR = no\nendif\n", "no"),
    ("ifneq 'x' \"y\"\nR = yes\nelse\nR = no\nendif\n", "yes"),
    ("X = 1\nifeq ($(X),1)\nR = yes\nelse\nR = no\nendif\n", "yes"),
    ("ifeq ($(X),1)\nR = yes\nelse\nR = no\nendif\nX = 1\n", "no"),
    ("X = a\nifdef X\nR = yes\nelse\nR = no\nendif\n", "yes"),
    ("ifdef X\nR = yes\nelse\nR = no\nendif\n", "no"),
    ("X =\nifdef X\nR = yes\nelse\nR = no\nendif\n", "no"),
    ("X = $(EMPTY)\nifdef X\nR = yes\nelse\nR = no\nendif\n", "yes"),
    ("ifndef X\nR = yes\nelse\nR = no\nendif\n", "yes"),
    ("N = X\nX = 1\nifdef $(N)\nR = yes\nelse\nR = no\nendif\n", "yes"),
    ("ifeq (a,b)\nR = 1\nelse ifeq (a,a)\nR = 2\nelse\nR = 3\nendif\n", "2"),
    ("ifeq (a,a)\nR = 1\nelse ifeq (a,a)\nR = 2\nelse\nR = 3\nendif\n", "1"),
    ("ifeq (a,b)\nR = 1\nelse ifdef NOPE\nR = 2\nelse\nR = 3\nendif\n", "3"),
    ("R = 0\nifeq (a,b)\nifeq (x,x)\nR = 1\nelse\nR = 2\nendif\nendif\n", "0"),
    ("ifeq (a,b)\ndefine X\nendif\nendef\nR = inner\nelse\nR = other\nendif\n", "other"),
    ("ifeq (a,b)\n$(error notevaluated)\nendif\nR = ok\n", "ok"),
    ("ifeq (a,b)\nifeq ($(error no),x)\nendif\nendif\nR = ok\n", "ok"),
    ("  ifeq (a,a)\n  R = yes\n  endif\n", "yes"),
    ("ifeq ($(subst a,b,a),b)\nR = yes\nelse\nR = no\nendif\n", "yes"),
    ("ifeq (a,a) # comment\nR = yes\nendif\n", "yes"),
    ("ifneq \"\" ''\nR = yes\nelse\nR = no\nendif\n", "no"),
]


@pytest.mark.parametrize("text,expected", COND)
def test_conditionals(info, text, expected):
    assert info("$(R)", pre=text) == expected


def test_ifdef_cmdline_empty(info):
    assert info("$(R)", pre="ifdef X\nR = yes\nelse\nR = no\nendif\n", args=["X="]) == "no"


def test_ifdef_env(info):
    assert info("$(R)", pre="ifdef FOO\nR = yes\nelse\nR = no\nendif\n",
                env={"FOO": "1"}) == "yes"


COND_ERRORS = [
    ("ifeq (a,b) x\nendif\n", 1, "extraneous text after 'ifeq' directive"),
    ("ifneq (a,b)x\nendif\n", 1, "extraneous text after 'ifneq' directive"),
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
    ("ifeq (a,a)\nendif x\n", 2, "extraneous text after 'endif' directive"),
    ("ifeq (a,a)\nelse junk\nendif\n", 2, "extraneous text after 'else' directive"),
    ("ifeq (a,a)\nifdef X\nX = 1\nendif\n", 1, "missing 'endif'"),
    ("X = 1\nifeq (a,a)\nifdef X\nendif\n", 2, "missing 'endif'"),
]


@pytest.mark.parametrize("text,line,msg", COND_ERRORS)
def test_conditional_errors(mk, text, line, msg):
    r = mk(text + "all: ; @echo ran\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:%d: %s" % (line, msg)
    assert r.out == ""


def test_missing_endif_innermost(mk):
    r = mk("ifeq (a,a)\nX = 1\nifdef X\nall: ; @:\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:3: missing 'endif'"


def test_conditional_must_end_in_file(mk):
    write(mk.dir / "inc.mk", "endif\n")
    r = mk("ifeq (a,a)\ninclude inc.mk\nendif\nall: ; @:\n")
    assert r.rc == 2
    assert "minimake: inc.mk:1: extraneous 'endif'" in r.errlines


# ---- include ----

def test_include_basic(mk):
    write(mk.dir / "a.mk", "A = from-a\n")
    write(mk.dir / "b.mk", "B = from-b\n")
    r = mk("include a.mk b.mk\nall: ; @echo $(A) $(B)\n")
    assert r.out == "from-a from-b\n"


def test_include_expanded_names(mk):
    write(mk.dir / "a.mk", "A = from-a\n")
    r = mk("N = a\ninclude $(N).mk\nall: ; @echo $(A)\n")
    assert r.out == "from-a\n"


def test_include_missing(mk):
    r = mk("X = 1\ninclude nope.mk\nall: ; @echo ran\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:2: cannot include 'nope.mk': No such file or directory"
    assert r.out == ""


def test_include_missing_reported_after_reading(mk):
    r = mk("include nope.mk\n$(info after)\nall: ; @echo ran\n")
    assert r.rc == 2
    assert r.out == "after\n"


def test_include_missing_other_error_first(mk):
    r = mk("include nope.mk\nbogus line\nall: ; @echo ran\n")
    assert r.rc == 2
    assert "missing separator" in r.errlines[-1]
    assert "cannot include" not in r.err


def test_include_first_missing_only(mk):
    r = mk("include n1.mk n2.mk\nall: ; @echo ran\n")
    assert r.rc == 2
    assert "cannot include 'n1.mk'" in r.err
    assert "n2.mk" not in r.err


def test_dash_include(mk):
    r = mk("-include nope.mk\nsinclude nope2.mk\nall: ; @echo ran\n")
    assert r.rc == 0
    assert r.out == "ran\n"
    assert r.err == ""


def test_include_empty(mk):
    r = mk("include\ninclude $(E)\nall: ; @echo ran\n")
    assert r.out == "ran\n"


def test_include_twice(mk):
    write(mk.dir / "a.mk", "X += a\n")
    r = mk("include a.mk a.mk\nall: ; @echo $(X) / $(MAKEFILE_LIST)\n")
    assert r.out == "a a / Makefile a.mk a.mk\n"


def test_include_not_wildcard(mk):
    write(mk.dir / "a.mk", "X = a\n")
    r = mk("-include *.mk\nall: ; @echo [$(X)]\n")
    assert r.out == "[]\n"


def test_include_ends_rule(mk):
    write(mk.dir / "a.mk", "X = 1\n")
    r = mk("all:\n\t@echo one\ninclude a.mk\n\t@echo two\n")
    assert r.rc == 2
    assert "recipe commences before first target" in r.err


def test_include_error_location(mk):
    write(mk.dir / "a.mk", "\n\nbad stuff\n")
    r = mk("include a.mk\nall: ; @:\n")
    assert r.rc == 2
    assert r.errlines[-1].startswith("minimake: a.mk:3: missing separator")


def test_include_nested_too_deep(mk):
    write(mk.dir / "self.mk", "include self.mk\n")
    r = mk("include self.mk\nall: ; @:\n")
    assert r.rc == 2
    assert "includes nested too deeply" in r.err


def test_include_variables_in_order(mk):
    write(mk.dir / "a.mk", "X = inc\n")
    r = mk("X = before\ninclude a.mk\nY := $(X)\nall: ; @echo $(Y)\n")
    assert r.out == "inc\n"


# ---- remaking makefiles ----

def test_remake_included_file(mk):
    write(mk.dir / "src.txt", "V = generated\n")
    r = mk("include gen.mk\nall: ; @echo [$(V)]\ngen.mk: src.txt\n\t@cp src.txt gen.mk\n")
    assert r.rc == 0
    assert r.out == "[generated]\n"


def test_remake_restart_count(mk):
    r = mk("include gen.mk\nall: ; @echo [$(MAKE_RESTARTS)]\n"
           "gen.mk:\n\t@echo 'X = 1' > gen.mk\n")
    assert r.out == "[1]\n"


def test_remake_no_goal_message(mk):
    r = mk("all: ; @echo ran\nMakefile: ;\n")
    assert r.out == "ran\n"


def test_remake_dash_include_missing_no_rule(mk):
    r = mk("-include gen.mk\nall: ; @echo ran\n")
    assert r.out == "ran\n"


def test_remake_not_under_n(mk):
    r = mk("-include gen.mk\nall: ; @echo [$(X)]\ngen.mk:\n\techo 'X = 1' > gen.mk\n", "-n")
    assert not (mk.dir / "gen.mk").exists()


def test_make_restarts_env(info):
    assert info("$(MAKE_RESTARTS) $(origin MAKE_RESTARTS)", env={"MAKE_RESTARTS": "3"}) == \
        "3 default"


# ---- export ----

def test_export_var(mk):
    r = mk("export X = 1\nall: ; @echo [$$X]\n")
    assert r.out == "[1]\n"


def test_not_exported_by_default(mk):
    r = mk("X = 1\nall: ; @echo [$$X]\n")
    assert r.out == "[]\n"


def test_export_names(mk):
    r = mk("X = 1\nY = 2\nN = X Y\nexport $(N)\nall: ; @echo [$$X$$Y]\n")
    assert r.out == "[12]\n"


def test_export_undefined_defines_empty(mk):
    r = mk("export Z\nall: ; @echo [$${Z-unset}] $(origin Z)\n")
    assert r.out == "[] file\n"


def test_export_expanded_at_run(mk):
    r = mk("export X = $(Y)\nY = late\nall: ; @echo [$$X]\n")
    assert r.out == "[late]\n"


def test_export_target_specific(mk):
    r = mk("export X = g\nall: X = t\nall: ; @echo [$$X]\n")
    assert r.out == "[t]\n"


def test_unexport_env(mk):
    r = mk("unexport FOO\nall: ; @echo [$${FOO-unset}]\n", env={"FOO": "env"})
    assert r.out == "[unset]\n"


def test_env_exported_after_assign(mk):
    r = mk("FOO = file\nall: ; @echo [$$FOO]\n", env={"FOO": "env"})
    assert r.out == "[file]\n"


def test_cmdline_exported(mk):
    r = mk("all: ; @echo [$$CL]\n", "CL=v")
    assert r.out == "[v]\n"


def test_unexport_cmdline(mk):
    r = mk("unexport CL\nall: ; @echo [$${CL-unset}]\n", "CL=v")
    assert r.out == "[unset]\n"


def test_bare_export(mk):
    r = mk("export\nX = 1\nall: ; @echo [$$X][$${MAKE-unset}]\n")
    assert r.out == "[1][unset]\n"


def test_bare_unexport_cancels(mk):
    r = mk("export\nunexport\nX = 1\nall: ; @echo [$$X]\n")
    assert r.out == "[]\n"


def test_export_all_variables(mk):
    r = mk(".EXPORT_ALL_VARIABLES:\nX = 1\nall: ; @echo [$$X][$${CURDIR-unset}]\n")
    assert r.out == "[1][unset]\n"


def test_undefine_keeps_env_for_commands(mk):
    r = mk("undefine FOO\nall: ; @echo [$$FOO][$(FOO)]\n", env={"FOO": "env"})
    assert r.out == "[env][]\n"


def test_env_recipe_value_spaces(mk):
    r = mk("all: ; @echo \"[$$FOO]\"\n", env={"FOO": "a  b"})
    assert r.out == "[a  b]\n"


# ---- target-specific / pattern-specific ----

def test_target_specific(mk):
    r = mk("X = g\nall: a\n\t@echo all $(X)\na: X = t\na:\n\t@echo a $(X)\n")
    assert r.out == "a t\nall g\n"


def test_target_specific_not_to_prereqs(mk):
    r = mk("X = g\nall: X = t\nall: a\n\t@echo all $(X)\na:\n\t@echo a $(X)\n")
    assert r.out == "a g\nall t\n"


def test_target_specific_append(mk):
    r = mk("X = g\nall: X += t\nall:\n\t@echo $(X)\n")
    assert r.out == "g t\n"


def test_target_specific_append_sees_late_global(mk):
    r = mk("all: X += t\nall:\n\t@echo $(X)\nX = late\n")
    assert r.out == "late t\n"


def test_target_specific_simple(mk):
    r = mk("Y = 1\nall: X := $(Y)\nY = 2\nall:\n\t@echo $(X)\n")
    assert r.out == "1\n"


def test_target_specific_recursive(mk):
    r = mk("Y = 1\nall: X = $(Y)\nY = 2\nall:\n\t@echo $(X)\n")
    assert r.out == "2\n"


def test_target_specific_condassign(mk):
    r = mk("X = g\nall: X ?= t\nall: Y ?= y\nall:\n\t@echo $(X) $(Y)\n")
    assert r.out == "g y\n"


def test_target_specific_shell_assign_error(mk):
    r = mk("all: X != echo hi\nall: ; @:\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:1: '!=' is not allowed in a target-specific assignment"


def test_target_specific_cmdline_ignored(mk):
    r = mk("all: X = t\nall: ; @echo $(X)\n", "X=cl")
    assert r.out == "cl\n"


def test_target_specific_override(mk):
    r = mk("all: override X = t\nall: ; @echo $(X)\n", "X=cl")
    assert r.out == "t\n"


def test_target_specific_multi_targets(mk):
    r = mk("a b: X = v\nall: a b\na b:\n\t@echo $@ $(X)\n", "a", "b")
    assert r.out == "a v\nb v\n"


def test_target_specific_double_colon(mk):
    r = mk("t:: X = 1\nt: ; @echo $(X)\n")
    assert r.out == "1\n"


def test_target_specific_not_in_rule_lines(mk):
    r = mk("all: X = t\nall: $(X)\n\t@echo [$^]\n")
    assert r.out == "[]\n"


def test_pattern_specific(mk):
    r = mk("CFLAGS = -O2\n%.o: CFLAGS += -c\ndebug/%.o: CFLAGS = -g\n"
           "all: x.o debug/y.o\nx.o debug/y.o:\n\t@echo $@ $(CFLAGS)\n")
    assert r.out == "x.o -O2 -c\ndebug/y.o -g\n"


def test_pattern_specific_order(mk):
    r = mk("%.o: X += p1\nx%: X += p2\nX = g\nxa.o:\n\t@echo $(X)\n")
    assert r.out == "g p1 p2\n"


def test_pattern_specific_below_target(mk):
    r = mk("%.o: X = pat\na.o: X = tgt\na.o:\n\t@echo $(X)\n")
    assert r.out == "tgt\n"


def test_pattern_specific_empty_stem(mk):
    r = mk("%.o: X = pat\n.o:\n\t@echo [$(X)]\n", ".o")
    assert r.out == "[pat]\n"


def test_pattern_specific_no_match(mk):
    r = mk("%.o: X = pat\nall:\n\t@echo [$(X)]\n")
    assert r.out == "[]\n"


def test_pattern_specific_with_pattern_rule(mk):
    r = mk("%.o: X = pat\n%.o:\n\t@echo [$(X)]\n", "z.o")
    assert r.out == "[pat]\n"


def test_pattern_specific_mixed_words(mk):
    r = mk("all %.o: X = v\nall: a.o\n\t@echo all $(X)\na.o:\n\t@echo a $(X)\n")
    assert r.out == "a v\nall v\n"
