"""Conditional directives."""
import pytest

from conftest import run, ev, expand


def cond(tmp_path, test, args=(), env=None, pre=""):
    mk = pre + test + "\nR = yes\nelse\nR = no\nendif\n$(info [$(R)])\nall:;@:\n"
    return run(tmp_path, *args, makefile=mk, env=env)


@pytest.mark.parametrize("test,expected", [
    ("ifeq (a,a)", "yes"),
    ("ifeq (a,b)", "no"),
    ("ifneq (a,b)", "yes"),
    ("ifneq (a,a)", "no"),
    ("ifeq ( a , a )", "yes"),
    ("ifeq (a b,a  b)", "no"),
    ("ifeq \"a\" \"a\"", "yes"),
    ("ifeq 'a' 'a'", "yes"),
    ("ifeq \"a\" 'a'", "yes"),
    ("ifeq \" a\" \"a\"", "no"),
    ("ifneq \" a\" \"a\"", "yes"),
    ("ifeq ((a,b),(a,b))", "yes"),
    ("ifeq ((a,b),(a,c))", "no"),
    ("ifneq (,)", "no"),
    ("ifeq (,)", "yes"),
    ("ifeq ($(subst a,b,a),b)", "yes"),
    ("ifeq ($(X),$(Y))", "yes"),
    ("ifeq (,$(NOPE))", "yes"),
])
def test_ifeq_forms(tmp_path, test, expected):
    r = cond(tmp_path, test, pre="X = 1\nY = 1\n")
    assert r.rc == 0
    assert r.out == "[%s]\n" % expected


def test_ifeq_quoted_texts_expanded(tmp_path):
    r = cond(tmp_path, "ifeq \"$(X)\" \"1\"", pre="X = 1\n")
    assert r.out == "[yes]\n"


@pytest.mark.parametrize("test,kw", [
    ("ifeq (a,a) x", "ifeq"),
    ("ifneq (a,b) x", "ifneq"),
    ("ifeq \"a\" \"a\" x", "ifeq"),
    ("ifneq 'a' 'b' x", "ifneq"),
])
def test_extraneous_text_after_conditional(tmp_path, test, kw):
    r = cond(tmp_path, "\n" + test)
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: Makefile:2: extraneous text after '%s' directive\n" % kw


@pytest.mark.parametrize("test", ["ifeq (a)", "ifeq \"a\"", "ifeq", "ifneq (a)",
                                  "ifeq 'a'", "ifdef a b", "ifdef", "ifndef",
                                  "ifdef $(EMPTY)", "ifndef x y"])
def test_invalid_syntax_in_conditional(tmp_path, test):
    r = cond(tmp_path, test)
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: Makefile:1: invalid syntax in conditional\n"


def test_conditional_evaluated_when_read(tmp_path):
    r = cond(tmp_path, "ifeq ($(X),1)", pre="X = 1\n")
    assert r.out == "[yes]\n"
    mk = "ifeq ($(X),1)\nR = yes\nelse\nR = no\nendif\nX = 1\n$(info [$(R)])\nall:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[no]\n"


@pytest.mark.parametrize("pre,test,expected", [
    ("X = $(EMPTY)\n", "ifdef X", "yes"),
    ("X =\n", "ifdef X", "no"),
    ("", "ifdef X", "no"),
    ("X = 1\n", "ifndef X", "no"),
    ("", "ifndef X", "yes"),
    ("X = 1\nN = X\n", "ifdef $(N)", "yes"),
    ("X = 1\n", "ifdef   X  ", "yes"),
    ("X := $(EMPTY)\n", "ifdef X", "no"),
])
def test_ifdef(tmp_path, pre, test, expected):
    r = cond(tmp_path, test, pre=pre)
    assert r.rc == 0
    assert r.out == "[%s]\n" % expected


def test_ifdef_command_line_empty(tmp_path):
    assert cond(tmp_path, "ifdef X", args=["X="]).out == "[no]\n"


def test_ifdef_command_line_set(tmp_path):
    assert cond(tmp_path, "ifdef X", args=["X=1"]).out == "[yes]\n"


def test_ifdef_environment(tmp_path):
    assert cond(tmp_path, "ifdef FOO", env={"FOO": "v"}).out == "[yes]\n"


def test_else_chain(tmp_path):
    mk = ("ifeq (a,b)\nR = 1\nelse ifeq (a,a)\nR = 2\nelse\nR = 3\nendif\n"
          "$(info [$(R)])\nall:;@:\n")
    assert run(tmp_path, makefile=mk).out == "[2]\n"


def test_else_chain_first_true_only(tmp_path):
    mk = ("ifeq (a,a)\nR = 1\nelse ifeq (a,a)\nR = 2\nelse\nR = 3\nendif\n"
          "$(info [$(R)])\nall:;@:\n")
    assert run(tmp_path, makefile=mk).out == "[1]\n"


def test_else_chain_falls_to_else(tmp_path):
    mk = ("ifeq (a,b)\nR = 1\nelse ifdef NOPE\nR = 2\nelse ifneq (a,a)\nR = 3\n"
          "else\nR = 4\nendif\n$(info [$(R)])\nall:;@:\n")
    assert run(tmp_path, makefile=mk).out == "[4]\n"


def test_extraneous_else(tmp_path):
    r = run(tmp_path, makefile="all:;@:\nelse\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: extraneous 'else'\n"


def test_extraneous_endif(tmp_path):
    r = run(tmp_path, makefile="all:;@:\nendif\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: extraneous 'endif'\n"


def test_only_one_else(tmp_path):
    r = run(tmp_path, makefile="ifeq (a,a)\nelse\nelse\nendif\nall:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:3: only one 'else' per conditional\n"


def test_text_after_endif(tmp_path):
    r = run(tmp_path, makefile="ifeq (a,a)\nendif x\nall:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: extraneous text after 'endif' directive\n"


def test_text_after_else(tmp_path):
    r = run(tmp_path, makefile="ifeq (a,a)\nelse foo\nendif\nall:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: extraneous text after 'else' directive\n"


def test_missing_endif(tmp_path):
    r = run(tmp_path, makefile="all:;@:\nifeq (a,a)\nX = 1\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: Makefile:2: missing 'endif'\n"


def test_missing_endif_innermost(tmp_path):
    r = run(tmp_path, makefile="all:;@:\nifeq (a,a)\nifdef X\nendif\nifneq (a,b)\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:5: missing 'endif'\n"


def test_missing_endif_in_untaken_branch(tmp_path):
    r = run(tmp_path, makefile="all:;@:\nifeq (a,b)\nifeq (c,c)\nendif\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: missing 'endif'\n"


def test_untaken_branch_ignored(tmp_path):
    mk = "ifeq (a,b)\nthis is garbage\n$(error not evaluated)\nendif\nall:\n\t@echo ok\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 0
    assert r.out == "ok\n"


def test_untaken_nested_conditions_not_evaluated(tmp_path):
    mk = ("ifeq (a,b)\nifeq ($(error bad),)\nX = 1\nelse\nX = 2\nendif\nelse\nX = 3\nendif\n"
          "$(info [$(X)])\nall:;@:\n")
    r = run(tmp_path, makefile=mk)
    assert r.rc == 0
    assert r.out == "[3]\n"


def test_untaken_define_skipped_whole(tmp_path):
    mk = ("ifeq (a,b)\ndefine V\nendif\nelse\nendef\nX = 1\nelse\nX = 2\nendif\n"
          "$(info [$(X)])\nall:;@:\n")
    r = run(tmp_path, makefile=mk)
    assert r.rc == 0
    assert r.out == "[2]\n"


def test_define_body_with_conditional_text(tmp_path):
    mk = "define V\nifeq (a,b)\nendef\n$(info [$(V)])\nall:;@:\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 0
    assert r.out == "[ifeq (a,b)]\n"


def test_conditional_in_recipe(tmp_path):
    mk = "all:\n\t@echo one\nifeq (a,a)\n\t@echo two\nelse\n\t@echo three\nendif\n\t@echo four\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 0
    assert r.out == "one\ntwo\nfour\n"


def test_conditional_in_recipe_untaken_lines(tmp_path):
    mk = "all:\n\t@echo one\nifeq (a,b)\nX = 1\nendif\n\t@echo two\n"
    r = run(tmp_path, makefile=mk)
    assert r.out == "one\ntwo\n"


def test_conditional_with_rules(tmp_path):
    mk = "ifdef DEBUG\nall:\n\t@echo debug\nelse\nall:\n\t@echo release\nendif\n"
    assert run(tmp_path, makefile=mk).out == "release\n"
    assert run(tmp_path, "DEBUG=1", makefile=mk).out == "debug\n"


def test_nested_conditionals(tmp_path):
    mk = ("ifeq (a,a)\nifeq (b,c)\nX = 1\nelse\nX = 2\nendif\nelse\nX = 3\nendif\n"
          "$(info [$(X)])\nall:;@:\n")
    assert run(tmp_path, makefile=mk).out == "[2]\n"


def test_else_ifdef_chain(tmp_path):
    mk = "ifdef A\nX = a\nelse ifdef B\nX = b\nendif\n$(info [$(X)])\nall:;@:\n"
    assert run(tmp_path, "B=1", makefile=mk).out == "[b]\n"
