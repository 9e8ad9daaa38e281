"""Assignments of every kind, variable names and variable references."""
import pytest

from conftest import run, ev, expand, write

# ---------------------------------------------------------- recursive (=)


def test_recursive_uses_current_values(tmp_path):
    mk = "A = $(B)\nB = one\n$(info $(A))\nB = two\n$(info $(A))\nall:;@:\n"
    r = run(tmp_path, makefile=mk)
    assert r.out == "one\ntwo\n"


def test_recursive_value_stripped(tmp_path):
    assert expand(tmp_path, "$(A)", pre="A =    a  b   \n") == "a  b"


def test_recursive_later_replaces(tmp_path):
    assert expand(tmp_path, "$(A)", pre="A = 1\nA = 2\n") == "2"


def test_only_first_equals_is_operator(tmp_path):
    assert expand(tmp_path, "$(A)", pre="A == b\n") == "= b"


def test_recursive_tabs_stripped_inner_kept(tmp_path):
    assert expand(tmp_path, "$(A)", pre="A =\t a\tb\t\n") == "a\tb"


def test_unterminated_value_not_error_until_expanded(tmp_path):
    r = ev(tmp_path, "$(value A)", pre="A = $(B\n")
    assert r.rc == 0
    assert r.out == "[$(B]\n"


def test_unterminated_reference_error_location(tmp_path):
    r = run(tmp_path, makefile="A = $(B\n\n$(info $(A))\nall:;@:\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: Makefile:3: unterminated variable reference\n"


def test_recursive_functions_run_each_expansion(tmp_path):
    r = run(tmp_path, makefile="A = $(info side)x\nB := $(A)$(A)\n$(info [$(B)])\nall:;@:\n")
    assert r.out == "side\nside\n[xx]\n"


def test_recursive_never_expanded_runs_nothing(tmp_path):
    r = run(tmp_path, makefile="A = $(info side)$(error never)\nall:\n\t@echo ok\n")
    assert r.rc == 0
    assert r.out == "ok\n"


def test_recursive_flavor(tmp_path):
    assert expand(tmp_path, "$(flavor A) $(origin A)", pre="A = 1\n") == "recursive file"


# ------------------------------------------------------------- simple (:=)

def test_simple_expanded_once(tmp_path):
    assert expand(tmp_path, "$(X)", pre="X := <$(Y)>\nY = 1\n") == "<>"


def test_simple_self_reference_uses_old_value(tmp_path):
    assert expand(tmp_path, "$(X)", pre="X = a\nX := $(X)b\n") == "ab"


def test_simple_double_dollar_once(tmp_path):
    r = ev(tmp_path, "$(X)", pre="X ::= $$$$\n")
    assert r.out == "[$$]\n"


def test_simple_dollar_not_reexpanded(tmp_path):
    r = ev(tmp_path, "$(X)", pre="Y = bad\nX := $$(Y)\n")
    assert r.out == "[$(Y)]\n"


def test_simple_inner_whitespace_kept(tmp_path):
    assert expand(tmp_path, "$(X)", pre="X :=   a   b   \n") == "a   b"


def test_simple_flavor(tmp_path):
    assert expand(tmp_path, "$(flavor X) $(flavor Y)", pre="X := 1\nY ::= 2\n") == "simple simple"


def test_later_equals_makes_recursive_again(tmp_path):
    assert expand(tmp_path, "$(flavor X)", pre="X := 1\nX = 2\n") == "recursive"


def test_simple_side_effects_at_assignment(tmp_path):
    r = run(tmp_path, makefile="X := $(info once)\n$(info [$(X)][$(X)])\nall:;@:\n")
    assert r.out == "once\n[][]\n"


# ------------------------------------------------------------- append (+=)

def test_append_space(tmp_path):
    assert expand(tmp_path, "[$(X)]", pre="X = a\nX += b\n") == "[a b]"


def test_append_to_empty_no_space(tmp_path):
    assert expand(tmp_path, "[$(X)]", pre="X =\nX += b\n") == "[b]"


def test_append_empty_text_no_space(tmp_path):
    assert expand(tmp_path, "[$(X)]", pre="X = a\nX +=   \n") == "[a]"


def test_append_simple_expands_now(tmp_path):
    pre = "Y = 1\nX := a\nX += $(Y)\nY = 2\n"
    assert expand(tmp_path, "$(X) $(flavor X)", pre=pre) == "a 1 simple"


def test_append_recursive_expands_later(tmp_path):
    pre = "Y = 1\nX = a\nX += $(Y)\nY = 2\n"
    assert expand(tmp_path, "$(X) $(flavor X)", pre=pre) == "a 2 recursive"


def test_append_undefined_is_recursive(tmp_path):
    pre = "X += $(Y)\nY = late\n"
    assert expand(tmp_path, "$(X) $(flavor X) $(origin X)", pre=pre) == "late recursive file"


def test_append_to_environment(tmp_path):
    r = ev(tmp_path, "$(E) $(origin E)", pre="E += w\n", env={"E": "v"})
    assert r.out == "[v w environment]\n"


def test_append_simple_double_dollar(tmp_path):
    r = ev(tmp_path, "$(value X)", pre="X := a\nX += $$Y\n")
    assert r.out == "[a $Y]\n"


def test_append_recursive_double_dollar(tmp_path):
    r = ev(tmp_path, "$(value X)|$(X)", pre="X = a\nX += $$Y\n")
    assert r.out == "[a $$Y|a $Y]\n"


def test_append_inner_whitespace_kept(tmp_path):
    assert expand(tmp_path, "[$(X)]", pre="X = a\nX +=   b   c   \n") == "[a b   c]"


def test_append_to_shell_variable_expands(tmp_path):
    pre = "X != echo a\nY = 1\nX += $(Y)\nY = 2\n"
    assert expand(tmp_path, "$(X) $(flavor X)", pre=pre) == "a 1 simple"


# ------------------------------------------------------- conditional (?=)

def test_conditional_assigns_undefined(tmp_path):
    assert expand(tmp_path, "[$(X)]", pre="X ?= a\n") == "[a]"


def test_conditional_empty_counts_as_defined(tmp_path):
    assert expand(tmp_path, "[$(X)]", pre="X =\nX ?= a\n") == "[]"


def test_conditional_environment_defined(tmp_path):
    r = ev(tmp_path, "$(X) $(origin X)", pre="X ?= a\n", env={"X": "env"})
    assert r.out == "[env environment]\n"


def test_conditional_command_line_defined(tmp_path):
    r = ev(tmp_path, "$(X)", pre="X ?= a\n", args=["X=cl"])
    assert r.out == "[cl]\n"


def test_conditional_keeps_flavor(tmp_path):
    assert expand(tmp_path, "$(X) $(flavor X)", pre="X := s\nX ?= r\n") == "s simple"


def test_conditional_after_undefine(tmp_path):
    assert expand(tmp_path, "$(X)", pre="X = 1\nundefine X\nX ?= 2\n") == "2"


def test_conditional_stored_unexpanded(tmp_path):
    pre = "X ?=  $(Y)  \nY = late\n"
    assert expand(tmp_path, "[$(X)] $(flavor X) $(value X)", pre=pre) == "[late] recursive $(Y)"


def test_override_conditional_origin(tmp_path):
    assert expand(tmp_path, "$(X) $(origin X)", pre="override X ?= v\n") == "v override"


# ----------------------------------------------------------- shell (!=)

def test_shell_assign_newlines(tmp_path):
    assert expand(tmp_path, "[$(X)]", pre="X != printf 'a\\nb\\n\\n\\n'\n") == "[a b]"


def test_shell_assign_keeps_spaces(tmp_path):
    assert expand(tmp_path, "[$(X)]", pre="X != printf '  a  '\n") == "[  a  ]"


def test_shell_assign_double_newline_two_spaces(tmp_path):
    assert expand(tmp_path, "[$(X)]", pre="X != printf 'a\\n\\nb'\n") == "[a  b]"


def test_shell_assign_is_simple(tmp_path):
    r = ev(tmp_path, "$(X) $(flavor X)", pre="Y = no\nX != printf '%s' '$$(Y)'\n")
    assert r.out == "[$(Y) simple]\n"


def test_shell_assign_status(tmp_path):
    pre = "X != echo out; exit 3\n"
    assert expand(tmp_path, "$(X) $(.SHELLSTATUS)", pre=pre) == "out 3"


def test_shell_assign_success_status(tmp_path):
    assert expand(tmp_path, "$(.SHELLSTATUS)", pre="X != true\n") == "0"


def test_shell_assign_failure_not_error(tmp_path):
    r = ev(tmp_path, "$(X)", pre="X != false\n")
    assert r.rc == 0
    assert r.out == "[]\n"


def test_shell_assign_stderr_not_captured(tmp_path):
    r = ev(tmp_path, "$(X)", pre="X != echo err >&2; echo out\n")
    assert r.out == "[out]\n"
    assert r.err == "err\n"


def test_shell_assign_command_expanded(tmp_path):
    assert expand(tmp_path, "$(X)", pre="W = hello\nX != echo $(W)\n") == "hello"


def test_shell_assign_dollar_to_shell(tmp_path):
    assert expand(tmp_path, "$(X)", pre="X != v=3; echo $$v\n") == "3"


def test_shell_assign_later_replaces(tmp_path):
    assert expand(tmp_path, "$(X)", pre="X != echo a\nX != echo b\n") == "b"


def test_shell_assign_command_line_unchanged_but_runs(tmp_path):
    r = ev(tmp_path, "$(X)", pre="X != touch ran; echo v\n", args=["X=c"])
    assert r.out == "[c]\n"
    assert (tmp_path / "ran").exists()


# ----------------------------------------------------------- variable names

def test_computed_name(tmp_path):
    assert expand(tmp_path, "$(lib_X)", pre="P = lib\n$(P)_X = 1\n") == "1"


def test_empty_variable_name(tmp_path):
    r = run(tmp_path, makefile="\n$(E) = 1\nall:;@:\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: Makefile:2: empty variable name\n"


def test_invalid_name_with_dollar(tmp_path):
    r = run(tmp_path, makefile="X$$Y = 1\nall:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:1: invalid variable name 'X$Y'\n"


def test_invalid_name_with_space(tmp_path):
    r = run(tmp_path, makefile="N = a b\n$(N) = 1\nall:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: invalid variable name 'a b'\n"


def test_name_part_expanding_to_nothing(tmp_path):
    assert expand(tmp_path, "$(X)", pre="X$(E) = 1\n") == "1"


def test_name_with_punctuation(tmp_path):
    assert expand(tmp_path, "$(x.y-z/w@!%)", pre="x.y-z/w@!% = 1\n") == "1"


def test_names_case_sensitive(tmp_path):
    assert expand(tmp_path, "$(x)$(X)", pre="x = 1\nX = 2\n") == "12"


# ---------------------------------------------------------- references

def test_single_char_reference(tmp_path):
    assert expand(tmp_path, "$AB", pre="A = 1\nAB = 2\n") == "1B"


def test_braces_reference(tmp_path):
    assert expand(tmp_path, "${AB}", pre="AB = 2\n") == "2"


def test_double_dollar(tmp_path):
    r = ev(tmp_path, "$$")
    assert r.out == "[$]\n"


def test_undefined_is_empty(tmp_path):
    assert expand(tmp_path, "<$(NOPE)>") == "<>"


def test_computed_reference(tmp_path):
    assert expand(tmp_path, "$($(X)_flags)", pre="X = c\nc_flags = -O\n") == "-O"


def test_paren_reference_counts_only_parens(tmp_path):
    assert expand(tmp_path, "$(a{)", pre="a{ = v\n") == "v"


def test_brace_reference_counts_only_braces(tmp_path):
    assert expand(tmp_path, "$(X)", pre="a( = w\nX := ${a(}\n") == "w"


def test_unterminated_reference_in_line(tmp_path):
    r = run(tmp_path, makefile="X = 1\nY := $(X\nall:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: unterminated variable reference\n"


def test_unterminated_brace_reference(tmp_path):
    r = run(tmp_path, makefile="Y := ${X\nall:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:1: unterminated variable reference\n"


def test_dollar_at_end(tmp_path):
    assert expand(tmp_path, "$(X)", pre="X := a$\n") == "a"


def test_name_not_stripped(tmp_path):
    assert expand(tmp_path, "<$(X )><$( X)>", pre="X = 1\n") == "<><>"


def test_dollar_space_is_variable_space(tmp_path):
    assert expand(tmp_path, "$ X", pre="X = 1\n") == "X"


def test_double_dollar_then_name(tmp_path):
    r = ev(tmp_path, "$$A|$$$A", pre="A = 1\n")
    assert r.out == "[$A|$1]\n"


def test_name_with_spaces_reference(tmp_path):
    assert expand(tmp_path, "<$(a b)>", pre="a = 1\n") == "<>"


# ------------------------------------------------ recursion in variables

def test_mutual_recursion_error(tmp_path):
    r = run(tmp_path, makefile="A = $(B)\nB = $(A)\n$(info $(A))\nall:;@:\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: Makefile:3: recursive variable 'A' references itself\n"


def test_mutual_recursion_names_second_variable(tmp_path):
    r = run(tmp_path, makefile="A = $(B)\nB = $(A)\n$(info $(B))\nall:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:3: recursive variable 'B' references itself\n"


def test_self_reference_error(tmp_path):
    r = run(tmp_path, makefile="A = 1\nA = $(A) x\nX := $(A)\nall:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:3: recursive variable 'A' references itself\n"


def test_self_reference_in_recipe_location(tmp_path):
    r = run(tmp_path, makefile="A = $(A)\nall:\n\t@echo one\n\t@echo $(A)\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: Makefile:4: recursive variable 'A' references itself\n"


def test_self_reference_never_expanded_ok(tmp_path):
    r = run(tmp_path, makefile="A = $(A)\nall:\n\t@echo ok\n")
    assert r.rc == 0
    assert r.out == "ok\n"


def test_self_reference_in_untaken_if(tmp_path):
    assert expand(tmp_path, "$(A)", pre="A = $(if ,$(A),ok)\n") == "ok"


def test_same_variable_twice_not_recursion(tmp_path):
    assert expand(tmp_path, "$(A)", pre="B = x\nA = $(B)-$(B)\n") == "x-x"


def test_value_origin_flavor_in_own_value(tmp_path):
    pre = "A = $(value A)\nB = $(origin B)\nC = $(flavor C)\n"
    r = ev(tmp_path, "$(A)|$(B)|$(C)", pre=pre)
    assert r.out == "[$(value A)|file|recursive]\n"


def test_foreach_variable_same_name_not_recursion(tmp_path):
    assert expand(tmp_path, "$(A)", pre="A = $(foreach A,1,$A)\n") == "1"


# ------------------------------------------------ substitution references

SRCS = "SRCS = a.c b.c lib/x.c notes.txt\n"


def test_subst_ref_suffix(tmp_path):
    assert expand(tmp_path, "$(SRCS:.c=.o)", pre=SRCS) == "a.o b.o lib/x.o notes.txt"


def test_subst_ref_pattern(tmp_path):
    assert expand(tmp_path, "$(SRCS:%.c=obj/%.o)", pre=SRCS) == "obj/a.o obj/b.o obj/lib/x.o notes.txt"


def test_subst_ref_braces(tmp_path):
    assert expand(tmp_path, "${SRCS:.c=.o}", pre=SRCS) == "a.o b.o lib/x.o notes.txt"


def test_subst_ref_only_end(tmp_path):
    assert expand(tmp_path, "$(X:.c=.o)", pre="X = x.c.c c.cx\n") == "x.c.o c.cx"


def test_subst_ref_whole_word(tmp_path):
    assert expand(tmp_path, "$(X:a.c=z)", pre="X = a.c ba.c b.c\n") == "z bz b.c"


def test_subst_ref_empty_a_appends(tmp_path):
    assert expand(tmp_path, "$(X:=.o)", pre="X = a b\n") == "a.o b.o"


def test_subst_ref_empty_b_removes(tmp_path):
    assert expand(tmp_path, "$(X:.c=)", pre="X = a.c b.c\n") == "a b"


def test_subst_ref_later_equals_in_b(tmp_path):
    assert expand(tmp_path, "$(X:=b=)", pre="X = a c\n") == "ab= cb="


def test_subst_ref_colon_without_equals_is_name(tmp_path):
    assert expand(tmp_path, "<$(X:.c)>", pre="X = a.c\n") == "<>"


def test_subst_ref_undefined(tmp_path):
    assert expand(tmp_path, "<$(NOPE:.c=.o)>") == "<>"


def test_subst_ref_second_percent_kept(tmp_path):
    assert expand(tmp_path, "$(X:%=%%)", pre="X = a b\n") == "a% b%"


def test_subst_ref_pattern_without_percent_in_b(tmp_path):
    assert expand(tmp_path, "$(X:%.c=z)", pre="X = a.c b.h\n") == "z b.h"


def test_subst_ref_normalizes_spaces(tmp_path):
    assert expand(tmp_path, "[$(X:.c=.o)]", pre="X =  a.c    b.c  \n") == "[a.o b.o]"


def test_subst_ref_parts_expanded(tmp_path):
    pre = "X = a.c b.c\nS = .c\nT = .o\nN = X\n"
    assert expand(tmp_path, "$($(N):$(S)=$(T))", pre=pre) == "a.o b.o"


# ------------------------------------------------------------- patterns

@pytest.mark.parametrize("expr,expected", [
    ("$(filter %.c,a.C b.c)", "b.c"),
    ("$(filter A%,a1 A1)", "A1"),
    ("$(filter %%,a % %% b)", "% %%"),
    ("$(patsubst %.%,<%>,a.% a.b)", "<a> a.b"),
    ("$(filter ab%ba,abba abxba aba)", "abba abxba"),
    ("$(filter a\\%,a\\x ax a%)", "a\\x"),
    ("$(filter %.c,.c x.c)", ".c x.c"),
    ("$(filter abc,abc abcd xabc)", "abc"),
])
def test_pattern_matching(tmp_path, expr, expected):
    assert expand(tmp_path, expr) == expected


def test_pattern_rule_case_sensitive(tmp_path):
    write(tmp_path / "x.C", "")
    r = run(tmp_path, "x.o", makefile="all:;@:\n%.o: %.c\n\t@echo \"$<\"\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'x.o'\n"


# --------------------------------------------------------- precedence

def test_automatic_name_assignment_global(tmp_path):
    r = run(tmp_path, makefile="@ = x\n$(info $@ $(origin @))\nall:\n\t@echo $@ $(origin @)\n")
    assert r.out == "x file\nall automatic\n"


def test_foreach_hides_override(tmp_path):
    assert expand(tmp_path, "$(foreach X,f,$X) $X", pre="override X = o\n") == "f o"


def test_foreach_hides_command_line(tmp_path):
    r = ev(tmp_path, "$(foreach X,f,$X) $X", args=["X=c"])
    assert r.out == "[f c]\n"


def test_let_and_call_hide_globals(tmp_path):
    pre = "a = g\n1 = one\nf = [$(1)]\n"
    assert expand(tmp_path, "$(let a,l,$a) $a $(call f,p) $(1)", pre=pre) == "l g [p] one"


def test_environment_replaces_builtin(tmp_path):
    r = ev(tmp_path, "$(CC) $(origin CC)", env={"CC": "envcc"})
    assert r.out == "[envcc environment]\n"


def test_environment_replaces_builtin_under_r(tmp_path):
    r = ev(tmp_path, "$(CC) $(origin CC)", env={"CC": "envcc"}, args=["-r"])
    assert r.out == "[envcc environment]\n"


def test_makefile_beats_builtin(tmp_path):
    assert expand(tmp_path, "$(CC) $(origin CC)", pre="CC = mycc\n") == "mycc file"
