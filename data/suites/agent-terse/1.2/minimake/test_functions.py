import os

import pytest

from conftest import info_mf


def check(mk, expr, expected, pre="", args=()):
    r = mk.run(*args, mf=info_mf(expr, pre))
    assert r.rc == 0, r
    assert r.out == "[" + expected + "]\n", r


def check_error(mk, expr, message, pre="", line=None):
    mf = info_mf(expr, pre)
    r = mk.run(mf=mf)
    assert r.rc == 2, r
    if line is None:
        line = pre.count("\n") + 1
    assert "minimake: Makefile:%d: %s" % (line, message) in r.err_lines, r
    assert r.out == "", r


# ---------------------------------------------------------------- subst etc.

SUBST_CASES = [
    ("$(subst ee,EE,feet on the street)", "fEEt on the strEEt"),
    ("$(subst a, b,xa)", "x b"),
    ("$(subst ,x,abc)", "abc"),
    ("$(subst a b,X,a b a  b)", "X a  b"),
    ("$(subst },x,a}b)", "axb"),
    ("$(subst a,,banana)", "bnn"),
    ("$(subst a,b,  a  )", "  b  "),
    ("$(subst aa,b,aaa)", "ba"),
    ("$(patsubst %.c,%.o,a.c b.c x.h)", "a.o b.o x.h"),
    ("$(patsubst a%b,<%>,a%xb ab)", "<%x> <>"),
    ("$(patsubst %,x%y%,a b)", "xay% xby%"),
    ("$(patsubst %.c, %.o,x.c)", " x.o"),
    ("$(patsubst a%,%,a b)", " b"),
    ("$(patsubst a%,%,b a)", "b "),
    ("$(patsubst a,b,a ab)", "b ab"),
    ("$(patsubst %,%,  a   b  )", "a b"),
    ("$(patsubst %.c,%.o,)", ""),
    ("$(patsubst %.%,<%>,a.% a.b)", "<a> a.b"),
    ("$(strip  a   b  )", "a b"),
    ("$(strip    )", ""),
    ("$(strip a,b)", "a,b"),
    ("$(findstring a,bac)", "a"),
    ("$(findstring z,bac)", ""),
    ("$(findstring a b,xa by)", "a b"),
    ("$(findstring ,abc)", ""),
]


@pytest.mark.parametrize("expr,expected", SUBST_CASES)
def test_subst_patsubst_strip_findstring(mk, expr, expected):
    check(mk, expr, expected)


FILTER_CASES = [
    ("$(filter %.c %.s,foo.c bar.c baz.s ugh.h)", "foo.c bar.c baz.s"),
    ("$(filter-out %.c,foo.c bar.h baz.c)", "bar.h"),
    ("$(filter b a,a b c a)", "a b a"),
    ("$(filter %a%,a%a xa ba%)", "ba%"),
    ("$(filter ,a b)", ""),
    ("$(filter-out ,a   b)", "a b"),
    ("$(filter %.c,a.C b.c)", "b.c"),
    ("$(filter A%,a1 A1)", "A1"),
    ("$(filter %%,a % %% b)", "% %%"),
    ("$(filter ab%ba,abba abxba aba)", "abba abxba"),
    (r"$(filter a\%,a\b ab)", r"a\b"),
    ("$(filter %,x  y)", "x y"),
    ("$(filter %.c,.c x)", ".c"),
    ("$(sort a B _ 9 10 1)", "1 10 9 B _ a"),
    ("$(sort b a b c a)", "a b c"),
    ("$(sort )", ""),
]


@pytest.mark.parametrize("expr,expected", FILTER_CASES)
def test_filter_and_sort(mk, expr, expected):
    check(mk, expr, expected)


WORD_CASES = [
    ("$(words a b  c)", "3"),
    ("$(words )", "0"),
    ("$(word 2,a b c)", "b"),
    ("$(word 4,a b c)", ""),
    ("$(word 02,a b c)", "b"),
    ("$(word  3 ,a b c)", "c"),
    ("$(word 99999999999999999999999,a)", ""),
    ("$(wordlist 2,3,a b c d)", "b c"),
    ("$(wordlist 3,2,a b c)", ""),
    ("$(wordlist 2,9,a b c)", "b c"),
    ("$(wordlist 2,2,a b c)", "b"),
    ("$(wordlist 1,0,a)", ""),
    ("$(wordlist 5,9,a b c)", ""),
    ("$(wordlist 1,3,a   b   c d)", "a b c"),
    ("$(firstword  a b c)", "a"),
    ("$(lastword a b c )", "c"),
    ("$(firstword )", ""),
    ("$(lastword )", ""),
]


@pytest.mark.parametrize("expr,expected", WORD_CASES)
def test_word_functions(mk, expr, expected):
    check(mk, expr, expected)


WORD_ERRORS = [
    ("$(word x,a)", "non-numeric first argument to 'word' function: 'x'"),
    ("$(word 0,a)", "first argument to 'word' function must be greater than 0"),
    ("$(word +1,a)", "non-numeric first argument to 'word' function: '+1'"),
    ("$(word  ,a)", "non-numeric first argument to 'word' function: ''"),
    ("$(wordlist 0,x,a)", "non-numeric second argument to 'wordlist' function: 'x'"),
    ("$(wordlist 0,1,a)", "invalid first argument to 'wordlist' function: '0'"),
    ("$(wordlist x,1,a)", "non-numeric first argument to 'wordlist' function: 'x'"),
    ("$(wordlist 1,-1,a)", "non-numeric second argument to 'wordlist' function: '-1'"),
]


@pytest.mark.parametrize("expr,message", WORD_ERRORS)
def test_word_function_errors(mk, expr, message):
    check_error(mk, expr, message)


FILENAME_CASES = [
    ("$(dir src/foo.c hacks)", "src/ ./"),
    ("$(dir /)", "/"),
    ("$(dir a/b/)", "a/b/"),
    ("$(notdir src/foo.c hacks)", "foo.c hacks"),
    ("$(notdir a/)", ""),
    ("$(notdir / x)", "x"),
    ("$(suffix src/foo.c src-1.0/bar hacks)", ".c"),
    ("$(suffix a.b/c)", ""),
    ("$(suffix a.)", "."),
    ("$(suffix a/.x)", ".x"),
    ("$(suffix a.b.c)", ".c"),
    ("$(basename src/foo.c src-1.0/bar hacks)", "src/foo src-1.0/bar hacks"),
    ("$(basename a.b/c)", "a.b/c"),
    ("$(basename a/.x)", "a/"),
    ("$(basename a.b.c)", "a.b"),
    ("$(addsuffix .c,foo  bar)", "foo.c bar.c"),
    ("$(addprefix src/,foo bar)", "src/foo src/bar"),
    ("$(addsuffix .c,)", ""),
    ("$(addprefix x,)", ""),
    ("$(addsuffix ,a   b)", "a b"),
    ("$(join a b,.c .o)", "a.c b.o"),
    ("$(join a b c,1)", "a1 b c"),
    ("$(join a,1 2 3)", "a1 2 3"),
    ("$(join ,)", ""),
    ("$(abspath /a/./b//c/)", "/a/b/c"),
    ("$(abspath /a/b/..)", "/a"),
    ("$(abspath /a/../../b)", "/b"),
    ("$(abspath /)", "/"),
    ("$(abspath //)", "/"),
    ("$(abspath /x/../..)", "/"),
]


@pytest.mark.parametrize("expr,expected", FILENAME_CASES)
def test_file_name_functions(mk, expr, expected):
    check(mk, expr, expected)


def test_abspath_relative_uses_current_directory(mk):
    check(mk, "$(abspath x/./y ../z)", mk.path + "/x/y " + os.path.dirname(mk.path) + "/z")


def test_abspath_does_not_resolve_links(mk):
    mk.mkdir("real")
    os.symlink("real", mk.p("lnk"))
    check(mk, "$(abspath lnk/f)", mk.path + "/lnk/f")


# ------------------------------------------------------------------ realpath

def test_realpath_existing_and_missing(mk):
    mk.mkdir("d")
    mk.write("d/f", "x")
    check(mk, "$(realpath d/../d/f nope d/f)", mk.path + "/d/f " + mk.path + "/d/f")


def test_realpath_resolves_symlink(mk):
    mk.mkdir("real")
    mk.write("real/f", "x")
    os.symlink("real", mk.p("lnk"))
    check(mk, "$(realpath lnk/f)", mk.path + "/real/f")


def test_realpath_directory_with_slash(mk):
    mk.mkdir("d")
    check(mk, "$(realpath d/)", mk.path + "/d")


def test_realpath_dangling_link(mk):
    os.symlink("nowhere", mk.p("dangle"))
    check(mk, "$(realpath dangle)", "")


# ------------------------------------------------------------------ wildcard

def _wild_files(mk):
    for n in ["b.c", "a.c", "c.h", ".h.c"]:
        mk.write(n, "")
    mk.mkdir("sub")
    mk.write("sub/x.c", "")


WILDCARD_CASES = [
    ("$(wildcard *.c)", "a.c b.c"),
    ("$(wildcard *.c *.c)", "a.c b.c a.c b.c"),
    ("$(wildcard nope*)", ""),
    ("$(wildcard c.h a.c)", "c.h a.c"),
    ("$(wildcard nope.c)", ""),
    ("$(wildcard .*)", ". .. .h.c"),
    ("$(wildcard */)", "sub/"),
    ("$(wildcard ./a.c)", "./a.c"),
    ("$(wildcard sub/../a.c)", "sub/../a.c"),
    ("$(wildcard sub/*.c)", "sub/x.c"),
    ("$(wildcard ?.c)", "a.c b.c"),
    ("$(wildcard [ab].c)", "a.c b.c"),
    ("$(wildcard [b].*)", "b.c"),
    ("$(wildcard *)", "Makefile a.c b.c c.h sub"),
]


@pytest.mark.parametrize("expr,expected", WILDCARD_CASES)
def test_wildcard(mk, expr, expected):
    _wild_files(mk)
    check(mk, expr, expected)


def test_wildcard_backslash_escape(mk):
    mk.write("*", "")
    mk.write("x", "")
    check(mk, r"$(wildcard \*)", "*")


# ---------------------------------------------------------------- if/or/and

COND_CASES = [
    ("$(if x,yes,no)", "yes"),
    ("$(if ,yes,no)", "no"),
    ("$(if ,a,b,c)", "b,c"),
    ("$(if x, a ,b)", " a "),
    ("$(if $(SP),a,b)", "b"),
    ("$(if x,a,$(error no))", "a"),
    ("$(if ,$(error no),b)", "b"),
    ("$(if x,a)", "a"),
    ("$(if ,a)", ""),
    ("$(or , , b ,c)", " b "),
    ("$(or ,  ,)", ""),
    ("$(or a,$(error x))", "a"),
    ("$(or ,x)", "x"),
    ("$(and a, b )", " b "),
    ("$(and a,,$(error x))", ""),
    ("$(and a,b,c)", "c"),
    ("$(and $(SP),b)", ""),
]


@pytest.mark.parametrize("expr,expected", COND_CASES)
def test_if_or_and(mk, expr, expected):
    check(mk, expr, expected, pre="E :=\nSP := $(E) $(E)\n")


def test_if_insufficient_arguments(mk):
    check_error(mk, "$(if )", "insufficient number of arguments (1) to function 'if'")


def test_subst_insufficient_arguments(mk):
    check_error(mk, "$(subst a,b)", "insufficient number of arguments (2) to function 'subst'")


def test_subst_open_brace_keeps_level_open(mk):
    check_error(mk, "$(subst {,[,a{b)", "insufficient number of arguments (1) to function 'subst'")


def test_insufficient_count_is_before_expansion(mk):
    check_error(mk, "$(subst $(C),b)",
                "insufficient number of arguments (2) to function 'subst'",
                pre="C = x,y\n")


# ------------------------------------------------------------------ foreach

FOREACH_CASES = [
    ("$(foreach x,a b c,<$(x)>)", "<a> <b> <c>"),
    ("$(foreach x,a b, )", "   "),
    ("$(foreach x,a b c,$(filter-out b,$(x)))", "a c"),
    ("$(foreach x,,$(error no))", ""),
    ("$(foreach x,$$(Y),[$x])", "[$(Y)]"),
    ("$(foreach x,a b,$(foreach x,1 2,$x)$x)", "1 2a 1 2b"),
    ("$(foreach x,a,$(origin x))", "automatic"),
    ("$(foreach x,a,$(flavor x))", "simple"),
    ("$(foreach  x ,a b,$x)", "a b"),
    ("$(foreach x,a,$x) $(x)", "a outer"),
    ("$(foreach $(V),p q,$y.)", "p. q."),
]


@pytest.mark.parametrize("expr,expected", FOREACH_CASES)
def test_foreach(mk, expr, expected):
    check(mk, expr, expected, pre="x = outer\nV = y\n")


def test_foreach_side_effects_in_order(mk):
    r = mk.run(mf="X := $(foreach w,one two three,$(info $(w)))\nall: ; @:\n")
    assert r.rc == 0
    assert r.out == "one\ntwo\nthree\n"


def test_foreach_undefined_afterwards(mk):
    check(mk, "$(foreach q,a,$q)$(origin q)", "aundefined")


# --------------------------------------------------------------------- call

CALL_PRE = "pair = <$(1)|$(2)>\nf = [$1]\nz = $(0)\nrev = $(if $1,$(call rev,$(wordlist 2,99,$1)) $(firstword $1))\ng = $(call h,x)\nh = [$1][$2]\ns := [$$1]\ninfo = v\n"

CALL_CASES = [
    ("$(call pair,a,b)", "<a|b>"),
    ("$(call pair,a)", "<a|>"),
    ("$(call pair,a,b,c)", "<a|b>"),
    ("$(call f,$$(X))", "[$(X)]"),
    ("$(call z,a)", "z"),
    ("$(call  z ,a)", "z"),
    ("$(call f)", "[]"),
    ("$(strip $(call rev,a b c))", "c b a"),
    ("$(call g,a,b)", "[x][]"),
    ("$(call s,a)", "[$1]"),
    ("$(call nosuch,a)", ""),
    ("$(call info,x)", "v"),
    ("$(call pair,a,b,c)$(origin 1)", "<a|b>undefined"),
    ("$(call pair,a\\,b)", "<a\\|b>"),
]


@pytest.mark.parametrize("expr,expected", CALL_CASES)
def test_call(mk, expr, expected):
    check(mk, expr, expected, pre=CALL_PRE)


def test_call_of_info_variable_prints_nothing(mk):
    r = mk.run(mf="$(call info,hello)\nall: ; @:\n")
    assert r.rc == 0
    assert r.out == ""


def test_call_parameter_origin_automatic(mk):
    check(mk, "$(call o,a)", "automatic", pre="o = $(origin 1)\n")


def test_call_infinite_recursion_error(mk):
    r = mk.run(mf="f = $(call f)\n$(info $(call f))\nall: ; @:\n")
    assert r.rc == 2
    assert "expansion nested too deeply" in r.err


# ---------------------------------------------------------------------- let

LET_CASES = [
    ("$(let first rest,a b c,[$(first)] [$(rest)])", "[a] [b c]"),
    ("$(let a b,x,$(let b,y,$a$b))", "xy"),
    ("$(let a b c,1,[$a][$b][$c])", "[1][][]"),
    ("$(let a,$$(X),[$a])", "[$(X)]"),
    ("$(let ,a b,[x])", "[x]"),
    ("$(let a,x   y,[$a])", "[x y]"),
    ("$(let a b,1   2   3   4,[$a][$b])", "[1][2 3 4]"),
    ("$(let a,1,$a)$(origin a)", "1undefined"),
    ("$(let a,1,$(origin a))", "automatic"),
    ("$(let G,in,$G)$G", "inglob"),
]


@pytest.mark.parametrize("expr,expected", LET_CASES)
def test_let(mk, expr, expected):
    check(mk, expr, expected, pre="G = glob\n")


# ------------------------------------------------------------------- intcmp

INTCMP_CASES = [
    ("$(intcmp 007,7)", "7"),
    ("$(intcmp 1,2)", ""),
    ("$(intcmp -007,-7)", "-7"),
    ("$(intcmp -0,+00)", "0"),
    ("$(intcmp +5,5)", "5"),
    ("$(intcmp 1,2,lt,eq,gt)", "lt"),
    ("$(intcmp 2,2,lt,eq,gt)", "eq"),
    ("$(intcmp 3,2,lt,eq,gt)", "gt"),
    ("$(intcmp 3,2,lt,eq)", "eq"),
    ("$(intcmp 3,2,lt)", ""),
    ("$(intcmp 2,2,lt)", ""),
    ("$(intcmp 1,2,lt)", "lt"),
    ("$(intcmp 2,1,lt,eq,gt,x)", "gt,x"),
    ("$(intcmp 99999999999999999999,100000000000000000000,lt,eq,gt)", "lt"),
    ("$(intcmp 100000000000000000001,100000000000000000000,lt,eq,gt)", "gt"),
    ("$(intcmp -5,-3,lt,eq,gt)", "lt"),
    ("$(intcmp -3,-5,lt,eq,gt)", "gt"),
    ("$(intcmp -1,1,lt,eq,gt)", "lt"),
    ("$(intcmp 10,9,lt,eq,gt)", "gt"),
    ("$(intcmp 1,2,a,$(error x))", "a"),
    ("$(intcmp  5 , 5 )", "5"),
]


@pytest.mark.parametrize("expr,expected", INTCMP_CASES)
def test_intcmp(mk, expr, expected):
    check(mk, expr, expected)


INTCMP_ERRORS = [
    ("$(intcmp a,1)", "non-numeric first argument to 'intcmp' function: 'a'"),
    ("$(intcmp 1,-)", "non-numeric second argument to 'intcmp' function: '-'"),
    ("$(intcmp ,1)", "non-numeric first argument to 'intcmp' function: ''"),
    ("$(intcmp 1 2,3)", "non-numeric first argument to 'intcmp' function: '1 2'"),
    ("$(intcmp +,3)", "non-numeric first argument to 'intcmp' function: '+'"),
    ("$(intcmp 1.5,3)", "non-numeric first argument to 'intcmp' function: '1.5'"),
]


@pytest.mark.parametrize("expr,message", INTCMP_ERRORS)
def test_intcmp_errors(mk, expr, message):
    check_error(mk, expr, message)


def test_intcmp_rhs_expanded_before_lhs_checked(mk):
    check_error(mk, "$(intcmp x,$(error boom))", "boom")


# --------------------------------------------------------------------- file

def test_file_write(mk):
    check(mk, "$(file >out,hello)", "")
    assert mk.read("out") == "hello\n"


def test_file_write_replaces(mk):
    mk.write("out", "old contents\n")
    check(mk, "$(file > out ,new)", "")
    assert mk.read("out") == "new\n"


def test_file_append(mk):
    mk.write("out", "a\n")
    check(mk, "$(file >>out,b)", "")
    assert mk.read("out") == "a\nb\n"


def test_file_write_without_text_empties(mk):
    mk.write("out", "a\n")
    check(mk, "$(file >out)", "")
    assert mk.read("out") == ""


def test_file_append_without_text_creates(mk):
    check(mk, "$(file >>out)", "")
    assert mk.read("out") == ""


def test_file_append_without_text_keeps(mk):
    mk.write("out", "keep\n")
    check(mk, "$(file >>out)", "")
    assert mk.read("out") == "keep\n"


def test_file_write_empty_text(mk):
    check(mk, "$(file >out,)", "")
    assert mk.read("out") == "\n"


def test_file_text_with_commas(mk):
    check(mk, "$(file >out,a,b, c)", "")
    assert mk.read("out") == "a,b, c\n"


def test_file_text_ending_in_newline(mk):
    check(mk, "$(file >out,$(V))", "", pre="define V\na\n\nendef\n")
    assert mk.read("out") == "a\n"


def test_file_triple_gt_appends_to_gt_name(mk):
    check(mk, "$(file >>>f,a)", "")
    assert mk.read(">f") == "a\n"


def test_file_read(mk):
    mk.write("in", "line1\nline2\n")
    check(mk, "$(file <in)", "line1\nline2")


def test_file_read_removes_one_newline(mk):
    mk.write("in", "a\n\n")
    check(mk, "$(file <in)", "a\n")


def test_file_read_missing(mk):
    check(mk, "$(file <nope)", "")


def test_file_read_directory(mk):
    mk.mkdir("d")
    check(mk, "$(file <d)", "")


def test_file_write_then_read(mk):
    check(mk, "$(file >f,xyz)$(file <f)", "xyz")


def test_file_read_with_text_error(mk):
    mk.write("in", "a\n")
    check_error(mk, "$(file <in,x)", "the 'file' function does not take text when reading")


def test_file_invalid_operation(mk):
    check_error(mk, "$(file !x,a)", "invalid file operation: '!x'")


def test_file_missing_filename(mk):
    check_error(mk, "$(file >,a)", "missing filename in 'file' function")


def test_file_missing_filename_before_text_check(mk):
    check_error(mk, "$(file <,x)", "missing filename in 'file' function")


def test_file_cannot_open_for_writing(mk):
    check_error(mk, "$(file >nodir/x,a)",
                "cannot open 'nodir/x' for writing: No such file or directory")


# ------------------------------------------------------------ introspection

INTRO_PRE = ("R = $(Y)\nS := $$z\nSH != echo hi\nP += p\nD1 := 1\n"
             "define DR\nx\nendef\ndefine DS :=\nx\nendef\noverride O = 1\n")

INTRO_CASES = [
    ("$(value R)", "$(Y)"),
    ("$(value S)", "$z"),
    ("$(value NOPE)", ""),
    ("$(value  R )", "$(Y)"),
    ("$(origin NOPE)", "undefined"),
    ("$(origin R)", "file"),
    ("$(origin CC)", "default"),
    ("$(origin MAKE)", "default"),
    ("$(origin SHELL)", "default"),
    ("$(origin .SHELLFLAGS)", "default"),
    ("$(origin MAKECMDGOALS)", "default"),
    ("$(origin .INCLUDE_DIRS)", "default"),
    ("$(origin MAKELEVEL)", "default"),
    ("$(origin O)", "override"),
    ("$(origin  R )", "file"),
    ("$(flavor NOPE)", "undefined"),
    ("$(flavor R)", "recursive"),
    ("$(flavor S)", "simple"),
    ("$(flavor SH)", "simple"),
    ("$(flavor P)", "recursive"),
    ("$(flavor DR)", "recursive"),
    ("$(flavor DS)", "simple"),
    ("$(flavor SHELL)", "recursive"),
    ("$(flavor .SHELLFLAGS)", "recursive"),
    ("$(flavor CC)", "recursive"),
    ("$(origin .VARIABLES)", "undefined"),
]


@pytest.mark.parametrize("expr,expected", INTRO_CASES)
def test_introspection(mk, expr, expected):
    check(mk, expr, expected, pre=INTRO_PRE)


def test_origin_environment(mk):
    r = mk.run(mf=info_mf("$(origin FOO) $(flavor FOO) $(FOO)"), env={"FOO": "bar"})
    assert r.out == "[environment recursive bar]\n"


def test_origin_command_line(mk):
    r = mk.run("X=1", mf=info_mf("$(origin X)"))
    assert r.out == "[command line]\n"


def test_value_of_automatic_in_recipe(mk):
    r = mk.run(mf="all:\n\t@echo $(value @) $(origin @)\n")
    assert r.rc == 0
    assert r.out == "all automatic\n"


# -------------------------------------------------------------------- shell

SHELL_CASES = [
    ("$(shell echo hi)", "hi"),
    (r"$(shell printf 'a\nb\n\n\n')", "a b"),
    (r"$(shell printf 'a\n\nb\n\n')", "a  b"),
    (r"$(shell printf '  a  ')", "  a  "),
    (r"$(shell printf 'a\rb')", "a\rb"),
    ("$(shell exit 3)$(.SHELLSTATUS)", "3"),
    ("$(shell true)$(.SHELLSTATUS)", "0"),
    ("$(shell echo out; false) $(.SHELLSTATUS)", "out 1"),
    ("$(shell kill -9 $$$$)$(.SHELLSTATUS)", "137"),
    ("$(shell echo '$$HOME_X')", "$HOME_X"),
    ("$(origin .SHELLSTATUS)", "undefined"),
]


@pytest.mark.parametrize("expr,expected", SHELL_CASES)
def test_shell_function(mk, expr, expected):
    check(mk, expr, expected)


def test_shell_stderr_passes_through(mk):
    r = mk.run(mf=info_mf("$(shell echo err >&2; echo out)"))
    assert r.out == "[out]\n"
    assert "err" in r.err_lines


def test_shell_status_last_command(mk):
    check(mk, "$(shell exit 4)$(shell exit 5)$(.SHELLSTATUS)", "5")


def test_shell_output_dollar_not_expanded(mk):
    check(mk, "$(X)", "$(Y)", pre="Y = bad\nX := $(shell echo '$$(Y)')\n")


# ----------------------------------------------------------------- messages

def test_info_commas_and_whitespace(mk):
    r = mk.run(mf="$(info a,b)\n$(info )\n$(info   x  )\nall: ; @:\n")
    assert r.rc == 0
    assert r.out == "a,b\n\nx  \n"


def test_warning_format(mk):
    r = mk.run(mf="X = 1\n$(warning careful, now)\nall: ; @:\n")
    assert r.rc == 0
    assert r.out == ""
    assert r.err == "minimake: Makefile:2: warning: careful, now\n"


def test_warning_expands_to_nothing(mk):
    r = mk.run(mf="X := a$(warning w)b\n$(info [$(X)])\nall: ; @:\n")
    assert r.out == "[ab]\n"


def test_error_stops(mk):
    r = mk.run(mf="$(info before)\n\n$(error bad thing)\n$(info after)\nall:\n\t@echo ran\n")
    assert r.rc == 2
    assert r.out == "before\n"
    assert r.err == "minimake: Makefile:3: bad thing\n"


def test_error_in_recipe_stops_before_any_command(mk):
    r = mk.run(mf="all:\n\t@echo one\n\t@echo two $(error broken)\n")
    assert r.rc == 2
    assert r.out == ""
    assert "minimake: Makefile:3: broken" in r.err_lines


def test_error_in_unused_variable_is_harmless(mk):
    r = mk.run(mf="X = $(error no)\nall:\n\t@echo ok\n")
    assert r.rc == 0
    assert r.out == "ok\n"


def test_warning_in_command_line_simple_variable_has_no_location(mk):
    r = mk.run("X:=$(warning w)", mf="all: ; @:\n")
    assert r.rc == 0
    assert "minimake: warning: w" in r.err_lines


def test_warning_in_recipe_location(mk):
    r = mk.run(mf="all:\n\t@echo a\n\t@echo b$(warning w)\n")
    assert r.rc == 0
    assert r.err == "minimake: Makefile:3: warning: w\n"
    assert r.out == "a\nb\n"


# --------------------------------------------------------------------- eval

def test_eval_assignment(mk):
    check(mk, "$(X)", "1", pre="$(eval X = 1)\n")


def test_eval_defines_rule(mk):
    r = mk.run(mf="$(eval all: ; @echo from eval)\n")
    assert r.rc == 0
    assert r.out == "from eval\n"


def test_eval_template_rules(mk):
    mf = ("define T\n$(1):\n\t@echo building $(1)\nendef\n"
          "$(foreach p,one two,$(eval $(call T,$(p))))\n"
          "all: one two\n")
    r = mk.run("all", mf=mf)
    assert r.rc == 0
    assert r.out == "building one\nbuilding two\n"


def test_eval_double_expansion(mk):
    check(mk, "$(W) $(flavor W) $(origin W)", "1 simple file",
          pre="V = 1\n$(eval W := $$(V))\nV = 2\n")


def test_eval_location(mk):
    r = mk.run(mf="X = 1\n$(eval $$(warning w))\nall: ; @:\n")
    assert r.err == "minimake: Makefile:2: warning: w\n"


def test_eval_missing_separator_location(mk):
    r = mk.run(mf="X = 1\n\n$(eval foo)\nall: ; @:\n")
    assert r.rc == 2
    assert "minimake: Makefile:3: missing separator" in r.err_lines


def test_eval_unclosed_conditional(mk):
    r = mk.run(mf="$(eval ifeq (a,a))\nall: ; @:\n")
    assert r.rc == 2
    assert "minimake: Makefile:1: missing 'endif'" in r.err_lines


def test_eval_multiline_conditional(mk):
    mf = "define C\nifeq (a,a)\nX = yes\nelse\nX = no\nendif\nendef\n$(eval $(C))\n$(info [$(X)])\nall: ; @:\n"
    r = mk.run(mf=mf)
    assert r.out == "[yes]\n"


def test_eval_in_recipe(mk):
    r = mk.run(mf="all:\n\t@echo $(eval Z = 5)$(Z)\n")
    assert r.rc == 0
    assert r.out == "5\n"


def test_eval_in_recipe_affects_later_recipes(mk):
    mf = "all: a b\na:\n\t@echo a$(eval V = set)\nb:\n\t@echo \"b [$(V)]\"\n"
    r = mk.run(mf=mf)
    assert r.rc == 0
    assert r.out == "a\nb [set]\n"


# ---------------------------------------------------------- call syntax

SYNTAX_CASES = [
    ("$(info)", "v"),
    ("$(foo a)", ""),
    ("$(strip,a)", "sc"),
    ("$($(F) a)", ""),
    ("${strip  a   b }", "a b"),
    ("$(subst $(C),x,a,b)", "axb"),
    ("$(strip\ta  b)", "a b"),
    ("$(subst (a,b),x,(a,b))", "x"),
    ("$(words $(subst ., ,a.b.c))", "3"),
]


@pytest.mark.parametrize("expr,expected", SYNTAX_CASES)
def test_function_call_syntax(mk, expr, expected):
    check(mk, expr, expected, pre="info = v\nstrip,a = sc\nF = strip\nC = ,\n")
