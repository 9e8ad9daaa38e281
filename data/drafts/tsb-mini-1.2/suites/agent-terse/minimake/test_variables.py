import pytest

VALUES = [
    # recursive
    ("A = $(B)\nB = one\n", "$(A)", "one"),
    ("A == b\n", "$(A)", "= b"),
    ("A =\t a\tb\t\n", "$(A)", "a\tb"),
    ("A = a = b\n", "$(A)", "a = b"),
    ("A = 1\nA = 2\n", "$(A)", "2"),
    ("a:=1\n", "$(a)", "1"),
    ("b::=2\n", "$(b)", "2"),
    ("c!=echo 3\n", "$(c)", "3"),
    ("d?=4\n", "$(d)", "4"),
    ("A = $(B)-$(B)\nB = x\n", "$(A)", "x-x"),
    # simple
    ("X := <$(Y)>\nY = 1\n", "$(X)", "<>"),
    ("X = a\nX := $(X)b\n", "$(X)", "ab"),
    ("X ::= $$$$\n", "$(X)", "$$"),
    ("X := $$z\n", "$(X)", "$z"),
    ("X := a   b  \n", "[$(X)]", "[a   b]"),
    ("A := b : c\n", "$(A)", "b : c"),
    # append
    ("X = a\nX += b\n", "$(X)", "a b"),
    ("X =\nX += b\n", "$(X)", "b"),
    ("X = a\nX +=\n", "$(X)", "a"),
    ("X += b\n", "$(X)", "b"),
    ("X = a\nX +=   b   c  \n", "$(X)", "a b   c"),
    ("X = $(Y)\nX += $(Z)\nY = y\nZ = z\n", "$(X)", "y z"),
    ("Y = 1\nX := a\nX += $(Y)\nY = 2\n", "$(X)", "a 1"),
    ("X = a\nX += $$$$\n", "$(value X)", "a $$$$"),
    ("X := a\nX += $$$$\n", "$(value X)", "a $$"),
    ("X := a\nX += $$b\n", "$(value X)", "a $b"),
    ("X = a\nX += b\n", "$(flavor X)", "recursive"),
    ("X := a\nX += b\n", "$(flavor X)", "simple"),
    ("X != echo a\nX += $$$$\n", "$(value X)", "a $$"),
    # conditional
    ("X = \nX ?= b\n", "[$(X)]", "[]"),
    ("X ?= b\n", "$(X)", "b"),
    ("X ?=  $(Y)  \nY = y\n", "$(X)", "y"),
    ("X = 1\nundefine X\nX ?= 2\n", "$(X)", "2"),
    ("override X ?= 2\n", "$(origin X)", "override"),
    # shell assign
    ("X != printf 'a\\nb\\n\\n'\n", "$(X)", "a b"),
    ("X != printf 'a\\n\\nb'\n", "$(X)", "a  b"),
    ("X != printf '  a  '\n", "[$(X)]", "[  a  ]"),
    ("X != echo '$$(Y)'\nY = no\n", "$(X)", "$(Y)"),
    ("X != echo out; exit 4\n", "$(X) $(.SHELLSTATUS)", "out 4"),
    ("X != echo $$HOME_NOT_SET_X\n", "[$(X)]", "[]"),
    # names
    ("P = lib\n$(P)_X = 1\n", "$(lib_X)", "1"),
    ("X$(E) = 1\n", "$(X)", "1"),
    ("x.y-z/w@!% = 1\n", "$(x.y-z/w@!%)", "1"),
    ("abc = 1\nABC = 2\n", "$(abc)$(ABC)", "12"),
    ("export = 1\n", "$(export)", "1"),
    ("define = 1\n", "$(define)", "1"),
    ("override = 5\n", "$(override)", "5"),
    ("undefine = 4\n", "$(undefine)", "4"),
    # references
    ("A = a\nB = b\n", "$AB", "aB"),
    ("A = a\n", "$$A", "$A"),
    ("A = a\n", "$$$A", "$a"),
    ("A = a\n", "${A}", "a"),
    ("X = 1\n1_flags = f\n", "$($(X)_flags)", "f"),
    ("a{ = v\n", "$(a{)", "v"),
    ("X = v\n", "[$(X )$( X)]", "[]"),
    ("X = v\n", "[$(a b)]", "[]"),
    ("X := a$\n", "$(X)", "a"),
    # comments
    ("X = a\\#b\n", "$(X)", "a#b"),
    ("X = a\\\\#b\n", "$(X)", "a\\#b"),
    ("X = a\\#b#c\n", "$(X)", "a#b"),
    ("X := a   # c\n", "[$(X)]", "[a]"),
    ("X = $(subst #,x,a)\n", "$(value X)", "$(subst"),
    ("X = a # comment \\\nY = 2\n", "[$(X)][$(Y)]", "[a][]"),
    # continuation
    ("X = a \\\n   b\n", "$(X)", "a b"),
    ("X = a\\\n\t\tb\\\n c\n", "$(X)", "a b c"),
    ("X = a \\\n\nY = 2\n", "[$(X)]", "[a]"),
    ("X = a\\\n\\\nb\n", "$(X)", "a b"),
    ("X = a\\\\\nY = b\n", "$(X)|$(Y)", "a\\\\|b"),
    ("X = a\r\nY = b\r\n", "[$(X)$(Y)]", "[ab]"),
    ("X = a \\\r\n  b\r\n", "$(X)", "a b"),
    ("\tX = 1\n", "$(X)", "1"),
    # define
    ("define X\nline1\n  line2  \nendef\n", "$(X)", "line1\n  line2  "),
    ("define X\nendef\n", "[$(X)]", "[]"),
    ("define X\n\nendef\n", "[$(X)]", "[]"),
    ("define X\na # b\nendef\n", "$(X)", "a # b"),
    ("define X\na\\\nb\nendef\n", "$(X)", "a\\\nb"),
    ("define X\ndefine Y\ny\nendef\nendef\n", "$(X)", "define Y\ny\nendef"),
    ("X = a\ndefine X +=\nb\nendef\n", "$(X)", "a\nb"),
    ("X = a\ndefine X ?=\nb\nendef\n", "$(X)", "a"),
    ("Y = 1\ndefine X :=\n$(Y)\nendef\nY = 2\n", "$(X)", "1"),
    ("Y = 1\ndefine X =\n$(Y)\nendef\nY = 2\n", "$(X)", "2"),
    ("define X !=\nprintf 'a\\nb\\n'\nendef\n", "$(X)", "a b"),
    ("N = nm\ndefine $(N)\nv\nendef\n", "$(nm)", "v"),
    ("define X\nv\n   endef trailing\n", "$(X)", "v"),
    # undefine
    ("X = 1\nundefine X\n", "$(origin X)", "undefined"),
    ("X = 1\nY = 2\nundefine X Y Z\n", "$(origin X)$(origin Y)", "undefinedundefined"),
    ("override X = 1\nundefine X\n", "$(X)", "1"),
    ("override X = 1\noverride undefine X\n", "$(origin X)", "undefined"),
    ("X := a\nundefine X\nX += b\n", "$(X) $(flavor X)", "b recursive"),
    # override
    ("override X = 1\nX = 2\n", "$(X)", "1"),
    ("override X = 1\nX += 2\n", "$(X)", "1"),
    ("override X = 1\noverride X += 2\n", "$(X)", "1 2"),
    ("override define X\nv\nendef\n", "$(X) $(origin X)", "v override"),
    # private
    ("private X = 1\n", "$(X)", "1"),
]


@pytest.mark.parametrize("pre,expr,expected", VALUES)
def test_value(info, pre, expr, expected):
    assert info(expr, pre=pre) == expected


def test_recursive_sees_later_value(mk):
    r = mk("A = $(B)\nB = one\n$(info $(A))\nB = two\n$(info $(A))\nall: ; @:\n")
    assert r.out == "one\ntwo\n"


def test_recursive_side_effects_each_time(mk):
    r = mk("A = $(info side)x\nB := $(A)$(A)\n$(info [$(B)])\nall: ; @:\n")
    assert r.out == "side\nside\n[xx]\n"


def test_unexpanded_never_runs(mk):
    r = mk("A = $(info side)\nall: ; @:\n")
    assert r.out == ""


def test_self_reference_error(mk):
    r = mk("A = $(A) x\nB := $(A)\nall: ; @:\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:2: recursive variable 'A' references itself"


def test_mutual_reference_error(mk):
    r = mk("A = $(B)\nB = $(A)\n\nX := $(A)\nall: ; @:\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:4: recursive variable 'A' references itself"


def test_self_reference_in_recipe(mk):
    r = mk("A = $(A)\nall:\n\t@echo x\n\t@echo $(A)\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:4: recursive variable 'A' references itself"
    assert r.out == ""


def test_self_reference_untaken_branch(info):
    assert info("$(A)", pre="A = $(if ,$(A),ok)\n") == "ok"


def test_self_reference_never_expanded(mk):
    r = mk("A = $(A)\nall: ; @:\n")
    assert r.rc == 0


def test_self_value_origin_flavor(info):
    assert info("$(A)", pre="A = $(value A)|$(origin A)|$(flavor A)\n") == \
        "$(value A)|$(origin A)|$(flavor A)|file|recursive"


def test_foreach_same_name_not_self(info):
    assert info("$(A)", pre="A = $(foreach A,1,$A)\n") == "1"


def test_unterminated_reference_at_expansion(mk):
    r = mk("A = $(B\n\nX := $(A)\nall: ; @:\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:3: unterminated variable reference"


def test_unterminated_brace(mk):
    r = mk("X := ${B\nall: ; @:\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:1: unterminated variable reference"


def test_space_variable(info):
    assert info("$ X") == "X"


@pytest.mark.parametrize("line,msg", [
    ("$(E) = 1", "empty variable name"),
    ("X$$Y = 1", "invalid variable name 'X$Y'"),
    ("define $(E)\nx\nendef", "empty variable name"),
    ("undefine", "empty variable name"),
])
def test_variable_name_errors(mk, line, msg):
    r = mk("\n" + line + "\nall: ; @echo no\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:2: " + msg
    assert r.out == ""


def test_invalid_name_from_expansion(mk):
    r = mk("C = a:b\n$(C)x = 1\nall: ; @:\n")
    # `:` appears only after expansion -> name is invalid
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:2: invalid variable name 'a:bx'"


# ---- precedence / command line / environment ----

def test_cmdline_overrides_file(info):
    assert info("$(X)", pre="X = file\nX += more\nX ?= q\nX := s\n", args=["X=cl"]) == "cl"


def test_cmdline_not_stripped(info):
    assert info("[$(X)]", args=["X= a b "]) == "[ a b ]"


def test_cmdline_recursive(info):
    assert info("$(X)", pre="Y = late\n", args=["X=$(Y)"]) == "late"


def test_cmdline_simple_expanded_at_startup(info):
    assert info("[$(X)] $(flavor X)", pre="Y = late\n", args=["X:=$(Y)"]) == "[] simple"


def test_cmdline_double_colon_assign(info):
    assert info("$(X) $(flavor X)", args=["X::=v"]) == "v simple"


def test_cmdline_later_wins(info):
    assert info("$(X)", args=["X=1", "X=2"]) == "2"


def test_cmdline_override_in_file(info):
    assert info("$(X)", pre="override X := $(X)b\n", args=["X=a"]) == "ab"


def test_cmdline_override_append(info):
    assert info("$(X)", pre="override X += b\n", args=["X=a"]) == "a b"


def test_cmdline_override_condassign(info):
    assert info("$(X)", pre="override X ?= b\n", args=["X=a"]) == "a"


def test_cmdline_empty_value_defined(info):
    assert info("[$(X)] $(origin X)", pre="X ?= q\n", args=["X="]) == "[] command line"


def test_cmdline_not_undefined(info):
    assert info("$(X)", pre="undefine X\n", args=["X=a"]) == "a"


def test_invalid_cmdline_assignment(mk):
    r = mk("all: ; @echo ran\n", "a b=1")
    assert r.rc == 2
    assert "minimake: invalid variable assignment 'a b=1'" in r.errlines
    assert r.out == ""


def test_invalid_cmdline_assignment_empty_name(mk):
    r = mk("all: ; @echo ran\n", "=1")
    assert r.rc == 2
    assert "minimake: invalid variable assignment '=1'" in r.err


def test_env_imported(info):
    assert info("[$(FOO)]", env={"FOO": " sp  ace "}) == "[ sp  ace ]"


def test_env_replaced_by_file(info):
    assert info("$(FOO) $(origin FOO)", pre="FOO = file\n", env={"FOO": "env"}) == "file file"


def test_env_append(info):
    assert info("$(FOO)", pre="FOO += more\n", env={"FOO": "env"}) == "env more"


def test_env_condassign(info):
    assert info("$(FOO)", pre="FOO ?= more\n", env={"FOO": "env"}) == "env"


def test_env_e_protects(info):
    assert info("$(FOO)", pre="FOO = file\nFOO := x\nFOO += y\n", args=["-e"],
                env={"FOO": "env"}) == "env"


def test_env_e_override_wins(info):
    assert info("$(FOO)", pre="override FOO = file\n", args=["-e"],
                env={"FOO": "env"}) == "file"


def test_env_e_other_vars(info):
    assert info("$(BAR)", pre="BAR = file\n", args=["-e"], env={"FOO": "env"}) == "file"


def test_env_simple_uses_env_value(info):
    assert info("$(E)", pre="E := $(E)2\n", env={"E": "v"}) == "v2"


def test_env_replaces_builtin(info):
    assert info("$(CC) $(origin CC)", env={"CC": "envcc"}) == "envcc environment"


def test_env_replaces_builtin_under_r(info):
    assert info("$(CC)", args=["-r"], env={"CC": "envcc"}) == "envcc"


def test_env_shell_not_imported(info):
    assert info("$(SHELL)", env={"SHELL": "/bin/false"}) == "/bin/sh"


def test_env_makeflags_not_imported_origin(info):
    assert info("$(origin MAKELEVEL)", env={"MAKELEVEL": "3"}) == "default"


def test_builtin_variables(info):
    assert info("$(AR)|$(ARFLAGS)|$(CC)|$(CXX)|$(RM)|$(value CPP)") == \
        "ar|rv|cc|c++|rm -f|$(CC) -E"


def test_builtin_compile(info):
    assert info("$(value COMPILE.c)|$(value LINK.o)|$(value OUTPUT_OPTION)") == \
        "$(CC) $(CFLAGS) $(CPPFLAGS) -c|$(CC) $(LDFLAGS)|-o $@"


def test_builtin_compile_cc(info):
    assert info("$(value COMPILE.cc)") == "$(CXX) $(CXXFLAGS) $(CPPFLAGS) -c"


def test_no_builtin_variables(info):
    assert info("[$(CC)][$(origin AR)][$(SHELL)][$(.SHELLFLAGS)]", args=["-R"]) == \
        "[][undefined][/bin/sh][-c]"


def test_automatic_var_assignment(info):
    assert info("$@ $(origin @)", pre="@ = x\n") == "x file"


def test_automatic_in_assignment_empty(info):
    assert info("[$(X)]", pre="X := $@\n") == "[]"


# ---- special variables ----

def test_makefile_list(mk):
    (mk.dir / "inc.mk").write_text("$(info $(lastword $(MAKEFILE_LIST)))\n")
    r = mk("include inc.mk\n$(info $(MAKEFILE_LIST))\nall: ; @:\n")
    assert r.out == "inc.mk\nMakefile inc.mk\n"


def test_makefile_list_with_f_twice(mk):
    (mk.dir / "m").write_text("X += a\n")
    r = mk(None, "-f", "m", "-f", "m", "--eval", "all: ; @echo [$(X)] [$(MAKEFILE_LIST)]")
    assert r.rc == 0
    assert r.out == "[a a] [m m]\n"


def test_curdir(mk):
    import os
    r = mk("$(info $(CURDIR))\nall: ; @:\n")
    assert os.path.realpath(r.out.strip()) == os.path.realpath(str(mk.dir))
    assert r.out.startswith("/")


def test_makecmdgoals(mk):
    r = mk("$(info [$(MAKECMDGOALS)])\na: ; @:\nb: ; @:\n", "b", "X=1", "a")
    assert r.out == "[b a]\n"


def test_makecmdgoals_empty(mk):
    r = mk("$(info [$(MAKECMDGOALS)])\na: ; @:\n")
    assert r.out == "[]\n"


def test_make_variable(mk):
    from conftest import exe
    r = mk("$(info $(MAKE))\nall: ; @:\n")
    assert r.out == exe() + "\n"


def test_makelevel_default(info):
    assert info("$(MAKELEVEL)") == "0"


def test_makelevel_from_env(info):
    assert info("$(MAKELEVEL)", env={"MAKELEVEL": "4"}) == "4"


def test_makelevel_bad_env(info):
    assert info("$(MAKELEVEL)", env={"MAKELEVEL": "x4"}) == "0"


def test_makelevel_too_long(info):
    assert info("$(MAKELEVEL)", env={"MAKELEVEL": "123456"}) == "0"


def test_recipe_makelevel(mk):
    r = mk("all: ; @echo $$MAKELEVEL\n", env={"MAKELEVEL": "2"})
    assert r.out == "3\n"


def test_variables_list(info):
    out = info("$(.VARIABLES)", pre="zz_var = 1\naa_var = 2\n")
    words = out.split()
    assert "zz_var" in words and "aa_var" in words and "CC" in words
    assert words == sorted(words, key=lambda w: w.encode())


def test_variables_includes_private(info):
    assert "pv" in info("$(.VARIABLES)", pre="private pv = 1\n").split()


def test_default_goal_not_set(info):
    assert info("[$(.DEFAULT_GOAL)]") == "[]"


def test_include_dirs_var(info):
    assert info("[$(.INCLUDE_DIRS)] $(origin .INCLUDE_DIRS)",
                args=["-I", "nope", "-I", "d", "-I", "d"]) == "[nope d d] default"


def test_make_restarts_undefined(info):
    assert info("$(origin MAKE_RESTARTS)") == "undefined"


def test_shellflags_default(info):
    assert info("$(SHELL) $(.SHELLFLAGS)") == "/bin/sh -c"


# ---- warn undefined ----

def test_warn_undefined(mk):
    r = mk("\nX := $(NOPE)\nall: ; @:\n", "--warn-undefined-variables")
    assert r.rc == 0
    assert "minimake: Makefile:2: warning: undefined variable 'NOPE'" in r.errlines


def test_warn_undefined_twice(mk):
    r = mk("X := $(N1)$(N1)\nall: ; @:\n", "--warn-undefined-variables")
    assert r.errlines.count("minimake: Makefile:1: warning: undefined variable 'N1'") == 2


def test_warn_undefined_not_for_origin(mk):
    r = mk("X := $(origin N)$(flavor N)$(value N)$$(Q)\nifdef N\nendif\nY = $(N)\nall: ; @:\n",
           "--warn-undefined-variables")
    assert "undefined variable" not in r.err


def test_warn_undefined_at_expansion_line(mk):
    r = mk("X = $(N)\n\nZ := $(X)\nall: ; @:\n", "--warn-undefined-variables")
    assert r.errlines == ["minimake: Makefile:3: warning: undefined variable 'N'"]


def test_warn_undefined_empty_cmdline_no_warn(mk):
    r = mk("Z := $(X)\nall: ; @:\n", "--warn-undefined-variables", "X=")
    assert "undefined variable" not in r.err


def test_warn_undefined_auto_no_warn(mk):
    r = mk("all:\n\t@echo [$<]\n", "--warn-undefined-variables")
    assert r.out == "[]\n"
    assert "undefined variable" not in r.err


def test_warn_undefined_subst_ref(mk):
    r = mk("Z := $(N:a=b)\nall: ; @:\n", "--warn-undefined-variables")
    assert "minimake: Makefile:1: warning: undefined variable 'N'" in r.errlines


def test_warn_undefined_cmdline_no_location(mk):
    r = mk("all: ; @:\n", "--warn-undefined-variables", "X:=$(N)")
    assert "minimake: warning: undefined variable 'N'" in r.errlines


def test_warn_undefined_call_param(mk):
    r = mk("f = $1$2\nZ := $(call f,a)\nall: ; @:\n", "--warn-undefined-variables")
    assert "minimake: Makefile:2: warning: undefined variable '2'" in r.errlines


def test_no_warn_without_option(mk):
    r = mk("Z := $(N)\nall: ; @:\n")
    assert r.err == ""


# ---- private ----

def test_private_hidden_in_recipe(mk):
    r = mk("private X = 1\nY := $(X)\nall: ; @echo [$(X)][$(origin X)][$(Y)]\n")
    assert r.out == "[][undefined][1]\n"


def test_private_not_exported(mk):
    r = mk("export X\nprivate X = 1\nall: ; @echo [$$X]\n")
    assert r.out == "[]\n"


def test_private_target_specific_visible(mk):
    r = mk("private X = 1\nall: X = 2\nall: ; @echo [$(X)]\n")
    assert r.out == "[2]\n"


def test_private_invalid(mk):
    r = mk("private X\nall: ; @:\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:1: invalid 'private' directive"


def test_private_later_assignment_keeps_private(mk):
    r = mk("private X = 1\nX = 2\nall: ; @echo [$(X)]\n")
    assert r.out == "[]\n"


def test_override_invalid(mk):
    r = mk("override X\nall: ; @:\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:1: invalid 'override' directive"


def test_override_alone_invalid(mk):
    r = mk("\noverride\nall: ; @:\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:2: invalid 'override' directive"


# ---- define errors ----

def test_define_unterminated(mk):
    r = mk("X = 1\ndefine Y\nabc\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:2: missing 'endef', unterminated 'define'"


def test_extraneous_endef(mk):
    r = mk("\nendef\nall: ; @:\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:2: extraneous 'endef'"


def test_define_multiline_recipe(mk):
    r = mk("define CMDS\necho one\necho two\nendef\nall:\n\t@$(CMDS)\n")
    assert r.out == "one\ntwo\n"


def test_define_multiline_echoed(mk):
    r = mk("define CMDS\necho one\n@echo two\nendef\nall:\n\t$(CMDS)\n")
    assert r.out == "echo one\none\ntwo\n"
