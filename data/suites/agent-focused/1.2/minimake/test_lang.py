def test_recursive_vs_simple(mk):
    r = mk("A = $(B)\nS := [$(B)]\nB = late\nall:\n\t@echo $(A) $(S)\n")
    assert r.rc == 0
    assert r.out == "late []\n"


def test_append_and_conditional(mk):
    r = mk("X = a\nX += b\nX ?= c\nY ?= d\nall:\n\t@echo $(X)/$(Y)\n")
    assert r.out == "a b/d\n"


def test_automatic_variables(mk):
    r = mk("t: p1 p2 p1\n\t@echo $@ $< $^ $+\np1 p2:\n")
    assert r.rc == 0
    assert r.out == "t p1 p1 p2 p1 p2 p1\n"


def test_pattern_rule(mk):
    r = mk("%.out: %.in\n\t@echo $* $< $@\n", "foo.out", files={"foo.in": ""})
    assert r.rc == 0
    assert r.out == "foo foo.in foo.out\n"


def test_info_and_functions(mk):
    r = mk(
        "$(info $(patsubst %.c,%.o,a.c b.c) $(subst o,0,foo) $(words x y z))\n"
        "f = <$(1)|$(2)>\n"
        "$(info $(call f,a,b) $(foreach v,1 2,[$v]) $(if ,yes,no))\n"
        "all: ;\n"
    )
    assert r.rc == 0
    assert r.out == "a.o b.o f00 3\n<a|b> [1] [2] no\nminimake: nothing to be done for 'all'.\n"


def test_error_function(mk):
    r = mk("all:\n\t@echo x\n$(error boom here)\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: Makefile:3: boom here\n"


def test_conditionals(mk):
    r = mk("X = 1\nifeq ($(X),1)\nR = yes\nelse\nR = no\nendif\nifdef NOPE\nQ = def\nendif\nall:\n\t@echo $(R)[$(Q)]\n")
    assert r.out == "yes[]\n"
