import pytest

from conftest import EXE, info_mf

PF = "@printf '[%s]\\n' \"$$MAKEFLAGS\""
PF_UNSET = "@printf '[%s]\\n' \"$${MAKEFLAGS-unset}\""


def check(mk, pre, expr, expected, args=(), env=None):
    r = mk.run(*args, mf=info_mf(expr, pre), env=env)
    assert r.rc == 0, r
    assert r.out == "[" + expected + "]\n", r


def err_check(mk, mf, line, message, args=()):
    r = mk.run(*args, mf=mf)
    assert r.rc == 2, r
    assert "minimake: Makefile:%d: %s" % (line, message) in r.err_lines, r


# ------------------------------------------------------ recursive invocation

def test_makelevel_default(mk):
    r = mk.run(mf="$(info $(MAKELEVEL))\nall:\n\t@echo $$MAKELEVEL\n")
    assert r.out == "0\n1\n"


def test_makelevel_from_environment(mk):
    r = mk.run(mf="$(info $(MAKELEVEL))\nall:\n\t@echo $$MAKELEVEL\n", env={"MAKELEVEL": "3"})
    assert r.out == "3\n4\n"


@pytest.mark.parametrize("val", ["abc", "123456", "", "1a", "-1"])
def test_makelevel_invalid_environment(mk, val):
    r = mk.run(mf="$(info $(MAKELEVEL))\nall:\n\t@echo $$MAKELEVEL\n", env={"MAKELEVEL": val})
    assert r.out == "0\n1\n"


def test_makelevel_five_digits(mk):
    r = mk.run(mf="$(info $(MAKELEVEL))\nall: ; @:\n", env={"MAKELEVEL": "00012"})
    assert r.out in ("00012\n", "12\n")


def test_makelevel_in_shell_function(mk):
    check(mk, "", "$(shell echo $$MAKELEVEL)", "1")


@pytest.mark.parametrize("args,expected", [
    (["-s", "-k"], "ks"),
    (["-k", "-s", "-i", "-B", "-e"], "Beiks"),
    (["-r"], "r"),
    (["-r", "-R"], "R"),
    (["-R"], "R"),
    (["-sk", "-s"], "ks"),
    (["-i"], "i"),
    (["-e"], "e"),
])
def test_makeflags_letters(mk, args, expected):
    r = mk.run(*args, mf="all:\n\t" + PF + "\n")
    assert r.out == "[%s]\n" % expected


def test_makeflags_dry_run(mk):
    r = mk.run("-n", mf="all:\n\t+" + PF + "\n")
    assert r.out == "[n]\n"


def test_makeflags_touch(mk):
    r = mk.run("-t", mf="all:\n\t+" + PF + "\n")
    assert r.out == "[t]\ntouch all\n"


def test_makeflags_with_assignment(mk):
    r = mk.run("-s", "X=a b", mf="all:\n\t" + PF + "\n")
    assert r.out == "[s -- X=a\\ b]\n"


def test_makeflags_assignment_only(mk):
    r = mk.run("X=1", "Y:=2", mf="all:\n\t" + PF + "\n")
    assert r.out == "[-- X=1 Y:=2]\n"


def test_makeflags_backslash_escaped(mk):
    r = mk.run("X=a\\b", mf="all:\n\t" + PF + "\n")
    assert r.out == "[-- X=a\\\\b]\n"


def test_makeflags_variable(mk):
    r = mk.run("-k", "-s", "V=1", mf="$(info [$(MAKEFLAGS)])\nall: ; @:\n")
    assert r.out == "[ks -- V=1]\n"


def test_makeflags_unset_without_flags(mk):
    r = mk.run(mf="all:\n\t" + PF_UNSET + "\n\t@echo $$MAKELEVEL\n")
    assert r.out == "[unset]\n1\n"


def test_makeflags_S_not_passed(mk):
    r = mk.run("-k", "-S", mf="all:\n\t" + PF_UNSET + "\n")
    assert r.out == "[unset]\n"


@pytest.mark.parametrize("flags", ["s", "-s", "xs"])
def test_makeflags_environment_letters(mk, flags):
    r = mk.run(mf="all:\n\techo hi\n", env={"MAKEFLAGS": flags})
    assert r.rc == 0
    assert r.out == "hi\n"


def test_makeflags_environment_keep_going(mk):
    r = mk.run("a", "b", mf="a:\n\t@false\nb:\n\t@echo b\n", env={"MAKEFLAGS": "k"})
    assert r.rc == 2
    assert r.out == "b\n"


def test_makeflags_environment_then_command_line(mk):
    r = mk.run("-S", "a", "b", mf="a:\n\t@false\nb:\n\t@echo b\n", env={"MAKEFLAGS": "k"})
    assert r.rc == 2
    assert r.out == ""


def test_makeflags_environment_passed_on(mk):
    r = mk.run(mf="all:\n\t" + PF + "\n", env={"MAKEFLAGS": "s"})
    assert r.out == "[s]\n"


def test_makeflags_environment_assignment(mk):
    r = mk.run(mf=info_mf("$(X) $(origin X)"), env={"MAKEFLAGS": "-- X=1"})
    assert r.out == "[1 command line]\n"


def test_makeflags_environment_assignment_with_letters(mk):
    r = mk.run(mf="X = file\nall:\n\techo $(X)\n", env={"MAKEFLAGS": "s -- X=1"})
    assert r.out == "1\n"


def test_makeflags_environment_assignment_loses_to_command_line(mk):
    r = mk.run("X=2", mf=info_mf("$(X)"), env={"MAKEFLAGS": "-- X=1"})
    assert r.out == "[2]\n"


def test_makeflags_environment_escaped_space(mk):
    r = mk.run(mf=info_mf("$(X)"), env={"MAKEFLAGS": "-- X=a\\ b"})
    assert r.out == "[a b]\n"


def test_makeflags_not_imported_as_variable(mk):
    r = mk.run(mf=info_mf("$(origin MAKEFLAGS)"), env={"MAKEFLAGS": "s"})
    assert r.out == "[default]\n"


def test_recursive_make(mk):
    mk.write("sub.mk", "all:\n\t@echo sub $(MAKELEVEL)\n")
    r = mk.run(mf="all:\n\t@$(MAKE) -f sub.mk\n")
    assert r.rc == 0
    assert r.out == "sub 1\n"


def test_recursive_make_dry_run(mk):
    mk.write("sub.mk", "all:\n\t@echo sub\n")
    r = mk.run("-n", mf="all:\n\t$(MAKE) -f sub.mk\n\techo top\n")
    assert r.rc == 0
    assert r.out == EXE + " -f sub.mk\necho sub\necho top\n"


def test_recursive_make_braces_dry_run(mk):
    mk.write("sub.mk", "all:\n\t@echo sub\n")
    r = mk.run("-n", mf="all:\n\t@${MAKE} -f sub.mk\n")
    assert r.rc == 0
    assert r.out == "echo sub\n"


def test_recursive_make_touch(mk):
    mk.write("sub.mk", "sub:\n\techo x\n")
    r = mk.run("-t", mf="all:\n\t@$(MAKE) -f sub.mk\n")
    assert r.rc == 0
    assert r.out == "touch sub\ntouch all\n"
    assert mk.exists("sub")
    assert mk.exists("all")


def test_recursive_make_passes_variables(mk):
    mk.write("sub.mk", "all:\n\t@echo \"[$(X)] $(origin X)\"\n")
    r = mk.run("X=a b", mf="X = file\nall:\n\t@$(MAKE) -f sub.mk\n")
    assert r.out == "[a b] command line\n"


def test_recursive_make_failure(mk):
    mk.write("sub.mk", "all:\n\t@exit 1\n")
    r = mk.run(mf="all:\n\t@$(MAKE) -f sub.mk\n")
    assert r.rc == 2
    assert "minimake: *** [Makefile:2: all] Error 2" in r.err_lines


def test_make_restarts_from_environment(mk):
    r = mk.run(mf=info_mf("$(MAKE_RESTARTS) $(origin MAKE_RESTARTS)") ,
               env={"MAKE_RESTARTS": "1"})
    assert r.out == "[1 default]\n"


def test_make_restarts_undefined(mk):
    check(mk, "", "$(origin MAKE_RESTARTS)", "undefined")


def test_make_restarts_removed_from_commands(mk):
    r = mk.run(mf="all:\n\t@echo \"[$${MAKE_RESTARTS-unset}]\"\n", env={"MAKE_RESTARTS": "1"})
    assert r.out == "[unset]\n"


# ----------------------------------------------------- command-line variables

def test_command_line_overrides_makefile(mk):
    check(mk, "X = 2\n", "$(X)", "1", args=["X=1"])


def test_command_line_value_literal(mk):
    check(mk, "", "$(X)", " a  b ", args=["X= a  b "])


def test_command_line_recursive(mk):
    check(mk, "Y = why\n", "$(X) $(flavor X)", "why recursive", args=["X=$(Y)"])


def test_command_line_simple(mk):
    check(mk, "", "$(value X) $(flavor X)", "$a simple", args=["X:=$$a"])


def test_command_line_simple_double_colon(mk):
    check(mk, "", "$(value X) $(flavor X)", "v simple", args=["X::=v"])


def test_command_line_simple_expanded_at_startup(mk):
    check(mk, "Y = later\n", "[$(X)]", "[]", args=["X:=$(Y)"])


@pytest.mark.parametrize("arg", ["a b=1", "=1", "a$b=1", "a#b=1", ":=1"])
def test_command_line_invalid_assignment(mk, arg):
    r = mk.run(arg, mf="all:\n\t@echo ran\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: invalid variable assignment '%s'\n" % arg


def test_command_line_plus_equal_ignored(mk):
    check(mk, "X += more\nX ?= q\nX := z\n", "$(X)", "1", args=["X=1"])


def test_command_line_override_append(mk):
    check(mk, "override X += more\n", "$(X)", "1 more", args=["X=1"])


def test_command_line_target_specific_ignored(mk):
    r = mk.run("X=c", mf="all: X = t\nall:\n\t@echo $(X)\n")
    assert r.out == "c\n"


def test_command_line_exported(mk):
    r = mk.run("X=c", mf="all:\n\t@echo $$X\n")
    assert r.out == "c\n"


def test_command_line_later_wins(mk):
    check(mk, "", "$(X)", "2", args=["X=1", "X=2"])


def test_command_line_value_with_equals(mk):
    check(mk, "", "$(X)", "a=b", args=["X=a=b"])


# ---------------------------------------------------------- assignments

ASSIGN_CASES = [
    # recursive
    ("A = $(B)\nB = one\n", "$(A)", "one"),
    ("A == b\n", "$(A)", "= b"),
    ("A =\t a\tb\t \n", "$(A)", "a\tb"),
    ("A = x\nA = y\n", "$(A)", "y"),
    ("A = $(B\n", "$(value A)", "$(B"),
    ("A = a   b\n", "$(A)", "a   b"),
    # simple
    ("X := <$(Y)>\nY = 1\n", "$(X)", "<>"),
    ("X = a\nX := $(X)b\n", "$(X)", "ab"),
    ("X ::= $$$$\n", "$(X)", "$$"),
    ("X := a   b  \n", "$(X)", "a   b"),
    ("X := a\nX = $(Y)\nY = 2\n", "$(X) $(flavor X)", "2 recursive"),
    ("Y = 1\nX := $(Y)\nY = 2\n", "$(X) $(flavor X)", "1 simple"),
    ("X := $$(Y)\nY = 1\n", "$(X)", "$(Y)"),
    # append
    ("X = a\nX += b\n", "$(X)", "a b"),
    ("X =\nX += b\n", "$(X)", "b"),
    ("X = a\nX +=\n", "$(X)", "a"),
    ("X = a\nX +=    \n", "$(X)", "a"),
    ("Y = 1\nX := a\nX += $(Y)\nY = 2\n", "$(X)", "a 1"),
    ("X = a\nX += $(Y)\nY = 2\n", "$(X)", "a 2"),
    ("X += b\n", "$(X) $(flavor X) $(origin X)", "b recursive file"),
    ("X := a\nX += $$b\n", "$(value X)", "a $b"),
    ("X = a\nX += $$b\n", "$(value X)", "a $$b"),
    ("X != echo a\nY = 1\nX += $(Y)\nY = 2\n", "$(X)", "a 1"),
    ("X := a\nX += b\n", "$(flavor X)", "simple"),
    ("X = a\nX += b\n", "$(flavor X)", "recursive"),
    ("X = a\nX +=  b   c  \n", "$(X)", "a b   c"),
    ("X =\nX +=\n", "[$(X)]", "[]"),
    # conditional
    ("X ?= 1\n", "$(X) $(flavor X)", "1 recursive"),
    ("X = 0\nX ?= 1\n", "$(X)", "0"),
    ("X =\nX ?= 1\n", "$(X)", ""),
    ("X := a\nX ?= b\n", "$(X) $(flavor X)", "a simple"),
    ("X = 1\nundefine X\nX ?= 2\n", "$(X)", "2"),
    ("X ?=   a $$b  \n", "$(value X)", "a $$b"),
    ("override X ?= v\n", "$(X) $(origin X)", "v override"),
    # shell
    ("X != printf 'a\\nb\\n\\n'\n", "$(X)", "a b"),
    ("X != printf 'a\\n\\nb'\n", "$(X)", "a  b"),
    ("X != printf '  a  '\n", "$(X)", "  a  "),
    ("X != echo '$$(Y)'\nY = bad\n", "$(X)", "$(Y)"),
    ("X != exit 3\n", "[$(X)] $(.SHELLSTATUS)", "[] 3"),
    ("X != echo out; false\n", "$(X) $(.SHELLSTATUS)", "out 1"),
    ("X != echo a\nX != echo b\n", "$(X)", "b"),
    ("X != echo $$((1+2))\n", "$(X) $(flavor X)", "3 simple"),
    # operators without spaces
    ("a:=1\nb::=2\nc!=echo 3\nd?=4\ne=5\nf+=6\n", "$(a)$(b)$(c)$(d)$(e)$(f)", "123456"),
    ("a := b : c\n", "$(a)", "b : c"),
    ("a = b = c\n", "$(a)", "b = c"),
]


@pytest.mark.parametrize("pre,expr,expected", ASSIGN_CASES)
def test_assignments(mk, pre, expr, expected):
    check(mk, pre, expr, expected)


def test_recursive_example(mk):
    r = mk.run(mf="A = $(B)\nB = one\n$(info $(A))\nB = two\n$(info $(A))\nall: ; @:\n")
    assert r.out == "one\ntwo\n"


def test_recursive_function_side_effects(mk):
    r = mk.run(mf="A = $(info side)x\nB := $(A)$(A)\n$(info [$(B)])\nC = $(info never)\nall: ; @:\n")
    assert r.out == "side\nside\n[xx]\n"


def test_unterminated_reference_when_expanded(mk):
    err_check(mk, "A = $(B\nX = 1\n$(info $(A))\nall: ; @:\n", 3,
              "unterminated variable reference")


def test_append_to_environment(mk):
    check(mk, "X += f\n", "$(X) $(origin X)", "e f environment", env={"X": "e"})


def test_conditional_assignment_environment(mk):
    check(mk, "X ?= f\n", "$(X)", "e", env={"X": "e"})


def test_conditional_assignment_command_line(mk):
    check(mk, "X ?= f\n", "$(X)", "c", args=["X=c"])


def test_shell_assignment_command_line_still_runs(mk):
    check(mk, "X != touch ran; echo new\n", "$(X)", "c", args=["X=c"])
    assert mk.exists("ran")


def test_shell_assignment_stderr_not_captured(mk):
    r = mk.run(mf=info_mf("$(X)", "X != echo e >&2; echo o\n"))
    assert r.out == "[o]\n"
    assert "e" in r.err_lines


# ----------------------------------------------------------- names

NAME_CASES = [
    ("P = lib\n$(P)_X = 1\n", "$(lib_X)", "1"),
    ("X$(E) = 1\n", "$(X)", "1"),
    ("x.y-z/w@!% = 1\n", "$(x.y-z/w@!%)", "1"),
    ("abc = lower\nABC = upper\n", "$(abc) $(ABC)", "lower upper"),
    ("  X   =   1  \n", "$(X)", "1"),
    ("export = 1\ndefine = 2\nundefine = 4\noverride = 5\n",
     "$(export)$(define)$(undefine)$(override)", "1245"),
    ("include = 6\nvpath = 7\nprivate = 8\nunexport = 9\n",
     "$(include)$(vpath)$(private)$(unexport)", "6789"),
]


@pytest.mark.parametrize("pre,expr,expected", NAME_CASES)
def test_variable_names(mk, pre, expr, expected):
    check(mk, pre, expr, expected)


def test_empty_variable_name(mk):
    err_check(mk, "X = 1\n$(E) = 1\nall: ; @:\n", 2, "empty variable name")


def test_empty_variable_name_plain(mk):
    err_check(mk, " = 1\nall: ; @:\n", 1, "empty variable name")


def test_invalid_variable_name_dollar(mk):
    err_check(mk, "X$$Y = 1\nall: ; @:\n", 1, "invalid variable name 'X$Y'")


def test_invalid_variable_name_space(mk):
    err_check(mk, "S = a b\n$(S) = 1\nall: ; @:\n", 2, "invalid variable name 'a b'")


# ------------------------------------------------------------ references

REF_CASES = [
    ("A = 1\n", "$AB", "1B"),
    ("A = 1\n", "$$A", "$A"),
    ("A = 1\n", "$$$A", "$1"),
    ("X = a\na_flags = -f\n", "$($(X)_flags)", "-f"),
    ("a{ = v\n", "$(a{)", "v"),
    ("a( = w\nY := ${a(}\n", "$(Y)", "w"),
    ("X = a$\n", "$(X)", "a"),
    ("X = 1\n", "$(X )$( X)", ""),
    ("X = 1\n", "$ X", "X"),
    ("X = 1\n", "$(a b)", ""),
    ("X = 1\n", "${X}", "1"),
    ("X = 1\n", "[$(NOPE)]", "[]"),
    ("N = X\nX = 1\n", "$($(N))", "1"),
]


@pytest.mark.parametrize("pre,expr,expected", REF_CASES)
def test_references(mk, pre, expr, expected):
    check(mk, pre, expr, expected)


def test_unterminated_reference(mk):
    err_check(mk, "X = 1\n$(info $(X)\nall: ; @:\n", 2, "unterminated variable reference")


def test_unterminated_brace_reference(mk):
    err_check(mk, "Y := ${X\nall: ; @:\n", 1, "unterminated variable reference")


# ---------------------------------------------------- recursion errors

def test_self_reference_error(mk):
    err_check(mk, "A = $(B)\nB = $(A)\n$(info $(A))\nall: ; @:\n", 3,
              "recursive variable 'A' references itself")


def test_self_reference_direct(mk):
    err_check(mk, "A = $(A) x\nB := $(A)\nall: ; @:\n", 2,
              "recursive variable 'A' references itself")


def test_self_reference_in_recipe(mk):
    r = mk.run(mf="A = $(A)\nall:\n\t@echo a\n\t@echo $(A)\n")
    assert r.rc == 2
    assert r.out == ""
    assert "minimake: Makefile:4: recursive variable 'A' references itself" in r.err_lines


NOT_RECURSION = [
    ("A = $(if ,$(A),ok)\n", "$(A)", "ok"),
    ("B = b\nA = $(B)-$(B)\n", "$(A)", "b-b"),
    ("A = $(foreach A,1,$A)\n", "$(A)", "1"),
    ("A = $(value A)\n", "$(A)", "$(value A)"),
    ("A = $(origin A) $(flavor A)\n", "$(A)", "file recursive"),
    ("A = $(A)\n", "ok", "ok"),
    ("A = $(let A,2,$A)\n", "$(A)", "2"),
]


@pytest.mark.parametrize("pre,expr,expected", NOT_RECURSION)
def test_not_self_reference(mk, pre, expr, expected):
    check(mk, pre, expr, expected)


# ------------------------------------------------ substitution references

SUBREF_CASES = [
    ("$(SRCS:.c=.o)", "a.o b.o lib/x.o notes.txt"),
    ("$(SRCS:%.c=obj/%.o)", "obj/a.o obj/b.o obj/lib/x.o notes.txt"),
    ("${SRCS:.c=.o}", "a.o b.o lib/x.o notes.txt"),
    ("$(CC2:.c=.o)", "x.c.o"),
    ("$(EQ:a.c=z)", "z bz"),
    ("$(W:=.o)", "p.o q.o"),
    ("$(W:=b=)", "pb= qb="),
    ("[$(W:.c)]", "[]"),
    ("$(W:%=%%)", "p% q%"),
    ("$(SP:.c=.o)", "a.o b.o"),
    ("$(NOPE:.c=.o)", ""),
    ("$(SRCS:.c=)", "a b lib/x notes.txt"),
    ("$(SRCS:%.c=x)", "x x x notes.txt"),
    ("$(SRCS:$(FROM)=$(TO))", "a.o b.o lib/x.o notes.txt"),
]

SUBREF_PRE = ("SRCS = a.c b.c lib/x.c notes.txt\nCC2 = x.c.c\nEQ = a.c ba.c\nW = p q\n"
              "SP =   a.c    b.c  \nFROM = .c\nTO = .o\n")


@pytest.mark.parametrize("expr,expected", SUBREF_CASES)
def test_substitution_references(mk, expr, expected):
    check(mk, SUBREF_PRE, expr, expected)


# ------------------------------------------------------------ precedence

def test_automatic_name_assigned_globally(mk):
    r = mk.run(mf="@ = x\n$(info $@ $(origin @))\nall:\n\t@echo $@ $(origin @)\n")
    assert r.out == "x file\nall automatic\n"


def test_foreach_hides_override(mk):
    check(mk, "override X = o\n", "$(foreach X,f,$X) $X", "f o")


def test_foreach_hides_command_line(mk):
    check(mk, "", "$(foreach X,f,$X) $X", "f c", args=["X=c"])


def test_call_hides_global_numbered(mk):
    check(mk, "1 = g\nf = <$1>\n", "$(call f,a) $(1)", "<a> g")


def test_environment_replaces_builtin(mk):
    check(mk, "", "$(CC) $(origin CC)", "envcc environment", env={"CC": "envcc"})


def test_environment_replaces_builtin_with_r(mk):
    check(mk, "", "$(CC) $(origin CC)", "envcc environment", args=["-r"], env={"CC": "envcc"})


def test_command_line_beats_environment(mk):
    check(mk, "", "$(X) $(origin X)", "c command line", args=["X=c"], env={"X": "e"})


# ------------------------------------------------------------ environment

def test_environment_import(mk):
    check(mk, "", "$(FOO) $(origin FOO) $(flavor FOO)", "bar environment recursive",
          env={"FOO": "bar"})


def test_environment_value_kept_as_is(mk):
    check(mk, "", "$(FOO)", "  a b ", env={"FOO": "  a b "})


def test_environment_value_is_recursive(mk):
    check(mk, "Y = why\n", "$(FOO)", "why", env={"FOO": "$(Y)"})


def test_shell_not_imported(mk):
    check(mk, "", "$(SHELL) $(origin SHELL)", "/bin/sh default", env={"SHELL": "/bin/false"})


def test_shell_from_environment_not_used_for_recipes(mk):
    r = mk.run(mf="all:\n\t@echo ok\n", env={"SHELL": "/bin/false"})
    assert r.rc == 0
    assert r.out == "ok\n"


def test_environment_invalid_names_skipped(mk):
    r = mk.run(mf="all:\n\t@echo ok\n", env={"A B": "1"})
    assert r.rc == 0
    assert r.out == "ok\n"


def test_env_assigned_in_makefile_seen_by_command(mk):
    r = mk.run(mf="FOO = baz\nall:\n\t@echo $$FOO\n", env={"FOO": "bar"})
    assert r.out == "baz\n"


def test_env_untouched_passed(mk):
    r = mk.run(mf="all:\n\t@echo $$FOO\n", env={"FOO": "bar"})
    assert r.out == "bar\n"


def test_makefile_variable_not_exported(mk):
    r = mk.run(mf="X = 1\nall:\n\t@echo \"[$${X-unset}]\"\n")
    assert r.out == "[unset]\n"


def test_unexport_environment_variable(mk):
    r = mk.run(mf="unexport FOO\nall:\n\t@echo \"[$${FOO-unset}] $(FOO)\"\n", env={"FOO": "bar"})
    assert r.out == "[unset] bar\n"


def test_shell_function_sees_exported(mk):
    check(mk, "export X = 1\n", "$(shell echo $$X)", "1")


def test_shell_function_does_not_see_unexported(mk):
    check(mk, "X = 1\n", "$(shell echo $${X-unset})", "unset")


def test_exported_recursive_expanded_with_target_value(mk):
    r = mk.run(mf="export V = $(W)\nW = g\nall: W = t\nall:\n\t@echo $$V\n")
    assert r.out == "t\n"


def test_exported_recursive_end_of_reading_value(mk):
    r = mk.run(mf="export V = $(W)\nW = 1\nall:\n\t@echo $$V\nW = 2\n")
    assert r.out == "2\n"


# ---------------------------------------------------------------- export

def test_export_name(mk):
    r = mk.run(mf="X = 1\nY = 2\nexport X\nall:\n\t@echo \"[$$X] [$${Y-unset}]\"\n")
    assert r.out == "[1] [unset]\n"


def test_export_assignment(mk):
    r = mk.run(mf="export X := 5\nall:\n\t@echo $$X\n")
    assert r.out == "5\n"


def test_export_undefined_defines_empty(mk):
    r = mk.run(mf="export X\n$(info $(origin X) $(flavor X))\nall:\n\t@echo \"[$${X-unset}]\"\n")
    assert r.out == "file recursive\n[]\n"


def test_export_expanded_names(mk):
    r = mk.run(mf="VARS = A B\nA = 1\nB = 2\nexport $(VARS)\nall:\n\t@echo $$A$$B\n")
    assert r.out == "12\n"


def test_bare_export(mk):
    r = mk.run(mf="export\nX = 1\nall:\n\t@echo \"[$$X] [$${MAKE-unset}] [$${CC-unset}]\"\n")
    assert r.out == "[1] [unset] [unset]\n"


def test_bare_unexport_cancels(mk):
    r = mk.run(mf="export\nX = 1\nunexport\nall:\n\t@echo \"[$${X-unset}]\"\n")
    assert r.out == "[unset]\n"


def test_export_all_variables_target(mk):
    r = mk.run(mf="X = 1\n.EXPORT_ALL_VARIABLES:\nall:\n\t@echo \"[$$X]\"\n")
    assert r.out == "[1]\n"


def test_export_all_excludes_curdir(mk):
    r = mk.run(mf=".EXPORT_ALL_VARIABLES:\nall:\n\t@echo \"[$${CURDIR-unset}] [$${MAKEFILE_LIST-unset}]\"\n")
    assert r.out == "[unset] [unset]\n"


def test_export_all_excludes_unexported(mk):
    r = mk.run(mf="X = 1\nY = 2\nunexport Y\n.EXPORT_ALL_VARIABLES:\nall:\n\t@echo \"[$$X] [$${Y-unset}]\"\n")
    assert r.out == "[1] [unset]\n"


def test_export_all_includes_command_line(mk):
    r = mk.run("X=c", mf=".EXPORT_ALL_VARIABLES:\nall:\n\t@echo \"[$$X]\"\n")
    assert r.out == "[c]\n"


def test_unexport_command_line(mk):
    r = mk.run("X=c", mf="unexport X\nall:\n\t@echo \"[$${X-unset}]\"\n")
    assert r.out == "[unset]\n"


def test_export_then_unexport(mk):
    r = mk.run(mf="export X = 1\nunexport X\nall:\n\t@echo \"[$${X-unset}]\"\n")
    assert r.out == "[unset]\n"


# ----------------------------------------------------------------- define

DEFINE_CASES = [
    ("define V\na\nb\nendef\n", "$(V)", "a\nb"),
    ("define V\na # c\nendef\n", "$(V)", "a # c"),
    ("Y = 1\ndefine V :=\n$(Y)\nendef\nY = 2\n", "$(V) $(flavor V)", "1 simple"),
    ("Y = 1\ndefine V ::=\n$(Y)\nendef\nY = 2\n", "$(V) $(flavor V)", "1 simple"),
    ("Y = 1\ndefine V\n$(Y)\nendef\nY = 2\n", "$(V) $(flavor V)", "2 recursive"),
    ("Y = 1\ndefine V =\n$(Y)\nendef\nY = 2\n", "$(V) $(flavor V)", "2 recursive"),
    ("V = a\ndefine V +=\nb\nendef\n", "$(V)", "a\nb"),
    ("V = a\ndefine V ?=\nb\nendef\n", "$(V)", "a"),
    ("define V ?=\nb\nendef\n", "$(V)", "b"),
    ("define V !=\necho a; echo b\nendef\n", "$(V) $(flavor V)", "a b simple"),
    ("define V\ndefine W\nx\nendef\nendef\n", "$(V)", "define W\nx\nendef"),
    ("define V\nendef\n", "$(V)", ""),
    ("define V\n\nendef\n", "$(V)", ""),
    ("define V\n  a  \nendef\n", "$(V)", "  a  "),
    ("define V\na\n   endef   trailing text\n", "$(V)", "a"),
    ("N = name\ndefine $(N)\nv\nendef\n", "$(name)", "v"),
    ("define V\na\\\nb\nendef\n", "$(V)", "a\\\nb"),
    ("define V\n\tx\nendef\n", "$(V)", "\tx"),
    ("define V\nifeq (a,b)\nendef\n", "$(V)", "ifeq (a,b)"),
]


@pytest.mark.parametrize("pre,expr,expected", DEFINE_CASES)
def test_define(mk, pre, expr, expected):
    check(mk, pre, expr, expected)


def test_define_missing_endef(mk):
    err_check(mk, "X = 1\ndefine V\na\n", 2, "missing 'endef', unterminated 'define'")


def test_extraneous_endef(mk):
    err_check(mk, "X = 1\nendef\nall: ; @:\n", 2, "extraneous 'endef'")


def test_define_empty_name(mk):
    err_check(mk, "define $(E)\nx\nendef\nall: ; @:\n", 1, "empty variable name")


def test_define_as_recipe(mk):
    r = mk.run(mf="define CMDS\n@echo a\n@echo b\nendef\nall:\n\t$(CMDS)\n")
    assert r.rc == 0
    assert r.out == "a\nb\n"


# ---------------------------------------------------------------- private

def test_private_hidden_in_recipe(mk):
    r = mk.run(mf="private X = 1\n$(info $(X))\nall:\n\t@echo \"[$(X)] $(origin X)\"\n")
    assert r.out == "1\n[] undefined\n"


def test_private_visible_in_rule_lines(mk):
    r = mk.run(mf="private P := dep\nall: $(P)\n\t@echo \"[$^]\"\ndep:\n")
    assert r.out == "[dep]\n"


def test_private_not_exported(mk):
    r = mk.run(mf="private X = 1\nexport X\nall:\n\t@echo \"[$${X-unset}]\"\n")
    assert r.out == "[unset]\n"


def test_private_target_specific_applies(mk):
    r = mk.run(mf="private X = g\nall: X = t\nall:\n\t@echo \"[$(X)]\"\n")
    assert r.out == "[t]\n"


def test_private_later_assignment_keeps_private(mk):
    r = mk.run(mf="private X = 1\nX = 2\n$(info $(X))\nall:\n\t@echo \"[$(X)]\"\n")
    assert r.out == "2\n[]\n"


def test_private_invalid(mk):
    err_check(mk, "X = 1\nprivate foo\nall: ; @:\n", 2, "invalid 'private' directive")


def test_private_listed_in_variables(mk):
    r = mk.run(mf="private PRIVVAR = 1\n$(info $(filter PRIVVAR,$(.VARIABLES)))\nall: ; @:\n")
    assert r.out == "PRIVVAR\n"


def test_override_private(mk):
    r = mk.run("X=c", mf="override private X = o\n$(info $(X) $(origin X))\nall:\n\t@echo \"[$(X)]\"\n")
    assert r.out == "o override\n[]\n"


def test_private_in_target_specific(mk):
    r = mk.run(mf="all: private X = t\nall:\n\t@echo \"[$(X)]\"\n")
    assert r.out == "[t]\n"


# --------------------------------------------------------------- override

OVERRIDE_CASES = [
    ("override X = o\n", "$(X) $(origin X)", "o override"),
    ("override X = o\nX = f\nX += g\nX := h\nX ?= i\nX != echo j\ndefine X\nk\nendef\n", "$(X)", "o"),
    ("override X = o\noverride X += p\n", "$(X)", "o p"),
    ("override X += b\n", "$(X)", "a b"),
    ("override X := $(X)b\n", "$(X)", "ab"),
    ("override X ?= z\n", "$(X)", "a"),
    ("override define X\nd\nendef\n", "$(X) $(origin X)", "d override"),
]


@pytest.mark.parametrize("pre,expr,expected", OVERRIDE_CASES)
def test_override(mk, pre, expr, expected):
    check(mk, pre, expr, expected, args=["X=a"])


def test_override_without_command_line(mk):
    check(mk, "override Y = 1\nY = 2\n", "$(Y)", "1")


@pytest.mark.parametrize("line", ["override foo", "override"])
def test_override_invalid(mk, line):
    err_check(mk, "X = 1\n%s\nall: ; @:\n" % line, 2, "invalid 'override' directive")


# --------------------------------------------------------------- undefine

def test_undefine(mk):
    check(mk, "X = 1\nundefine X\n", "$(origin X) [$(X)]", "undefined []")


def test_undefine_several_expanded(mk):
    check(mk, "A = 1\nB = 2\nN = A B\nundefine $(N) nosuch\n", "$(origin A) $(origin B)",
          "undefined undefined")


def test_undefine_command_line_kept(mk):
    check(mk, "undefine X\n", "$(X)", "c", args=["X=c"])


def test_override_undefine_command_line(mk):
    check(mk, "override undefine X\n", "$(origin X)", "undefined", args=["X=c"])


def test_undefine_override_kept(mk):
    check(mk, "override X = o\nundefine X\n", "$(X)", "o")


def test_undefine_without_names(mk):
    err_check(mk, "X = 1\nundefine\nall: ; @:\n", 2, "empty variable name")


def test_undefine_environment_still_passed(mk):
    r = mk.run(mf="undefine FOO\n$(info [$(FOO)])\nall:\n\t@echo $$FOO\n", env={"FOO": "bar"})
    assert r.out == "[]\nbar\n"


def test_undefine_then_append(mk):
    check(mk, "X := a\nundefine X\nX += b\n", "$(X) $(flavor X)", "b recursive")


# ------------------------------------------------------ special variables

def test_makefile_list_with_include(mk):
    mk.write("a.mk", "$(info in $(lastword $(MAKEFILE_LIST)))\n")
    r = mk.run(mf="include a.mk\n$(info $(MAKEFILE_LIST))\nall: ; @:\n")
    assert r.out == "in a.mk\nMakefile a.mk\n"


def test_makefile_list_with_f(mk):
    mk.write("x.mk", "$(info [$(MAKEFILE_LIST)])\nall: ; @:\n")
    r = mk.run("-f", "x.mk")
    assert r.out == "[x.mk]\n"


def test_makecmdgoals(mk):
    r = mk.run("b", "X=1", "a", mf="$(info [$(MAKECMDGOALS)])\na b: ; @:\n")
    assert r.out == "[b a]\n"


def test_makecmdgoals_empty(mk):
    r = mk.run(mf="$(info [$(MAKECMDGOALS)])\na b: ; @:\n")
    assert r.out == "[]\n"


def test_variables_list(mk):
    r = mk.run(mf="ZZ_MINE = 1\nAA_MINE := 2\n$(info $(filter %_MINE CC MAKE ENVV,$(.VARIABLES)))\nall: ; @:\n",
               env={"ENVV": "e"})
    assert r.out == "AA_MINE CC ENVV MAKE ZZ_MINE\n"


def test_variables_list_sorted(mk):
    r = mk.run(mf="b_x = 1\nB_x = 2\n_x = 3\n$(info $(filter %_x,$(.VARIABLES)))\nall: ; @:\n")
    assert r.out == "B_x _x b_x\n"


def test_variables_list_computed_each_time(mk):
    r = mk.run(mf="$(info [$(filter LATE,$(.VARIABLES))])\nLATE = 1\n$(info [$(filter LATE,$(.VARIABLES))])\nall: ; @:\n")
    assert r.out == "[]\n[LATE]\n"


def test_default_goal_variable_empty(mk):
    r = mk.run(mf="$(info [$(.DEFAULT_GOAL)])\nall: ; @:\n$(info [$(.DEFAULT_GOAL)])\n")
    assert r.out == "[]\n[]\n"


def test_builtin_variables(mk):
    check(mk, "", "$(AR)|$(ARFLAGS)|$(CC)|$(CXX)|$(CPP)|$(RM)", "ar|rv|cc|c++|cc -E|rm -f")


def test_builtin_variables_values(mk):
    check(mk, "", "$(value COMPILE.c)|$(value COMPILE.cc)|$(value LINK.o)|$(value OUTPUT_OPTION)",
          "$(CC) $(CFLAGS) $(CPPFLAGS) -c|$(CXX) $(CXXFLAGS) $(CPPFLAGS) -c|$(CC) $(LDFLAGS)|-o $@")


def test_builtin_variables_origin(mk):
    check(mk, "", "$(origin AR) $(flavor CPP)", "default recursive")


def test_no_builtin_variables(mk):
    check(mk, "", "[$(CC)][$(AR)] $(origin CC) $(SHELL) $(.SHELLFLAGS)", "[][] undefined /bin/sh -c",
          args=["-R"])


def test_no_builtin_rules_keeps_variables(mk):
    check(mk, "", "$(CC)", "cc", args=["-r"])


def test_shellflags_default(mk):
    check(mk, "", "$(SHELL) $(.SHELLFLAGS)", "/bin/sh -c")
