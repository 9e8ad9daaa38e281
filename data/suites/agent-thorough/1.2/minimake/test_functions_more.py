"""File name functions, wildcard, conditionals, foreach, call, let, intcmp, file,
realpath, introspection, shell, message functions, eval."""
import os

import pytest

from conftest import run, ev, expand, write, realdir


def err_of(tmp_path, expr, pre="", args=()):
    r = ev(tmp_path, expr, pre=pre, args=args)
    assert r.rc == 2, r
    assert r.out == ""
    return r.err


# --------------------------------------------------------- file names

@pytest.mark.parametrize("expr,expected", [
    ("$(dir src/foo.c hacks)", "src/ ./"),
    ("$(dir /)", "/"),
    ("$(dir a/b/)", "a/b/"),
    ("$(dir /x)", "/"),
    ("$(notdir src/foo.c hacks)", "foo.c hacks"),
    ("$(notdir a/)", ""),
    ("$(notdir /)", ""),
    ("$(notdir a/ b)", "b"),
    ("$(suffix src/foo.c src-1.0/bar.c hacks)", ".c .c"),
    ("$(suffix a.b/c)", ""),
    ("$(suffix a.)", "."),
    ("$(suffix a/.x)", ".x"),
    ("$(suffix a.b.c)", ".c"),
    ("$(basename src/foo.c src-1.0/bar hacks)", "src/foo src-1.0/bar hacks"),
    ("$(basename a.b/c)", "a.b/c"),
    ("$(basename a/.x)", "a/"),
    ("$(basename a.b.c)", "a.b"),
    ("$(addsuffix .c,foo bar)", "foo.c bar.c"),
    ("$(addprefix src/,foo bar)", "src/foo src/bar"),
    ("$(addsuffix ,a   b)", "a b"),
    ("$(addprefix x,)", ""),
    ("$(addsuffix x,  )", ""),
    ("$(join a b,.c .o)", "a.c b.o"),
    ("$(join a b c,1)", "a1 b c"),
    ("$(join a,1 2 3)", "a1 2 3"),
    ("$(join ,)", ""),
    ("$(abspath /a/b/..)", "/a"),
    ("$(abspath /a/../../b)", "/b"),
    ("$(abspath /)", "/"),
    ("$(abspath //)", "/"),
    ("$(abspath /a/./b//c/)", "/a/b/c"),
    ("$(abspath /..)", "/"),
    ("$(abspath /x /y/z/../w)", "/x /y/w"),
])
def test_file_name_functions(tmp_path, expr, expected):
    assert expand(tmp_path, expr) == expected


def test_abspath_relative(tmp_path):
    d = realdir(tmp_path)
    assert expand(tmp_path, "$(abspath x/../y ./z .)") == "%s/y %s/z %s" % (d, d, d)


def test_abspath_no_symlink_resolution(tmp_path):
    (tmp_path / "real").mkdir()
    os.symlink("real", str(tmp_path / "link"))
    d = realdir(tmp_path)
    assert expand(tmp_path, "$(abspath link/f)") == d + "/link/f"


# ------------------------------------------------------------- wildcard

def _wfiles(tmp_path):
    for n in ("a.c", "b.c", "c.h", ".hidden", "sub/x"):
        write(tmp_path / n, "")


@pytest.mark.parametrize("expr,expected", [
    ("$(wildcard *.c)", "a.c b.c"),
    ("$(wildcard *.h *.c)", "c.h a.c b.c"),
    ("$(wildcard nope*)", ""),
    ("$(wildcard a.c)", "a.c"),
    ("$(wildcard zz.c)", ""),
    ("$(wildcard *.c a.c)", "a.c b.c a.c"),
    ("$(wildcard *hidden*)", ""),
    ("$(wildcard .h*)", ".hidden"),
    ("$(wildcard *)", "Makefile a.c b.c c.h sub"),
    ("$(wildcard */)", "sub/"),
    ("$(wildcard .*)", ". .. .hidden"),
    ("$(wildcard ./a.c)", "./a.c"),
    ("$(wildcard ./*.c)", "./a.c ./b.c"),
    ("$(wildcard sub/../a.c)", "sub/../a.c"),
    ("$(wildcard b.c a.c)", "b.c a.c"),
    ("$(wildcard sub/*)", "sub/x"),
    ("$(wildcard [ab].c)", "a.c b.c"),
    ("$(wildcard ?.h)", "c.h"),
    ("$(wildcard s*/x)", "sub/x"),
])
def test_wildcard(tmp_path, expr, expected):
    _wfiles(tmp_path)
    assert expand(tmp_path, expr) == expected


def test_wildcard_backslash_escape(tmp_path):
    write(tmp_path / "*", "")
    write(tmp_path / "ab", "")
    assert expand(tmp_path, "$(wildcard \\*)") == "*"


# ------------------------------------------------------ if / or / and

@pytest.mark.parametrize("expr,expected", [
    ("$(if x,then,else)", "then"),
    ("$(if ,then,else)", "else"),
    ("$(if ,then)", ""),
    ("$(if $(E),t,e)", "e"),
    ("$(if $(SP),t,e)", "e"),
    ("$(if ,a,b,c)", "b,c"),
    ("$(if x, a ,b)", " a "),
    ("$(if x,ok,$(error no))", "ok"),
    ("$(if ,$(error no),ok)", "ok"),
    ("$(or , , b ,c)", " b "),
    ("$(or ,,)", ""),
    ("$(or a,$(error x))", "a"),
    ("$(or $(SP),$(E),z)", "z"),
    ("$(and a, b )", " b "),
    ("$(and a,,$(error x))", ""),
    ("$(and a,b,c)", "c"),
    ("$(and a,$(SP),c)", ""),
    ("$(or x)", "x"),
    ("$(and x)", "x"),
])
def test_conditional_functions(tmp_path, expr, expected):
    assert expand(tmp_path, expr, pre="E :=\nSP := $(E) $(E)\n") == expected


# ---------------------------------------------------------------- foreach

@pytest.mark.parametrize("pre,expr,expected", [
    ("", "$(foreach d,a b c,<$(d)>)", "<a> <b> <c>"),
    ("", "$(foreach x,a b, )", "   "),
    ("", "$(foreach x,a b c,$(filter b,$(x)))", "b"),
    ("", "$(foreach x,,$(error no))", ""),
    ("x = g\n", "$(foreach x,1,$(x)) $(x)", "1 g"),
    ("", "$(foreach y,1,)$(origin y)", "undefined"),
    ("Y = bad\n", "$(foreach x,$$(Y),[$x])", "[$(Y)]"),
    ("", "$(foreach x,a b,$(foreach x,1 2,$x)$x)", "1 2a 1 2b"),
    ("", "$(foreach  x ,a,[$x])", "[a]"),
    ("V = x\nL = a b\n", "$(foreach $(V),$(L),[$x])", "[a] [b]"),
    ("", "$(foreach x,a,$(origin x) $(flavor x))", "automatic simple"),
    ("", "$(foreach x,  a   b  ,$x)", "a b"),
])
def test_foreach(tmp_path, pre, expr, expected):
    assert expand(tmp_path, expr, pre=pre) == expected


def test_foreach_side_effects_in_order(tmp_path):
    r = run(tmp_path, makefile="X := $(foreach x,a b c,$(info $(x)))\nall:;@:\n")
    assert r.out == "a\nb\nc\n"


# ------------------------------------------------------------------ call

CALLPRE = ("pair = <$(1)|$(2)>\n"
           "reverse = $(if $(1),$(call reverse,$(wordlist 2,$(words $(1)),$(1))) $(firstword $(1)))\n"
           "name = $(0)\nbr = [$1]\nf = $(call g,x)\ng = [$1][$2]\ns := [$(1)]\n"
           "five = $(1)$(2)$(3)$(4)$(5)\n")


@pytest.mark.parametrize("expr,expected", [
    ("$(call pair,a,b)", "<a|b>"),
    ("$(call pair,a)", "<a|>"),
    ("$(strip $(call reverse,a b c))", "c b a"),
    ("$(call  name ,a)", "name"),
    ("$(call br,$$(X))", "[$(X)]"),
    ("$(call f,a,b)", "[x][]"),
    ("$(call s,a)", "[]"),
    ("$(call nosuch,a)", ""),
    ("$(call five,a,b,c,d,e)", "abcde"),
    ("$(call pair,(a,b),c)", "<(a,b)|c>"),
    ("$(call br)", "[]"),
    ("$(call info,x)", ""),
    ("$(call br,$(call pair,1,2))", "[<1|2>]"),
])
def test_call(tmp_path, expr, expected):
    assert expand(tmp_path, expr, pre=CALLPRE) == expected


def test_call_info_prints_nothing(tmp_path):
    r = ev(tmp_path, "$(call info,x)")
    assert r.out == "[]\n"


def test_call_parameter_origin(tmp_path):
    assert expand(tmp_path, "$(call f,a)", pre="f = $(origin 1) $(flavor 1)\n") == "automatic simple"


def test_call_nested_too_deeply(tmp_path):
    r = ev(tmp_path, "$(call f)", pre="f = $(call f)\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err.startswith("minimake: ")
    assert r.err.endswith("expansion nested too deeply\n")


def test_call_recursion_depth_moderate(tmp_path):
    pre = "count = $(if $(word $(1),$(L)),$(call count,$(words x $(wordlist 1,$(1),$(L)))),$(1))\n"
    pre += "L = " + " ".join(["w"] * 50) + "\n"
    assert expand(tmp_path, "$(call count,1)", pre=pre) == "51"


# ------------------------------------------------------------------- let

@pytest.mark.parametrize("pre,expr,expected", [
    ("", "$(let first rest,a b c,[$(first)] [$(rest)])", "[a] [b c]"),
    ("", "$(let a b c,x,[$a][$b][$c])", "[x][][]"),
    ("", "$(let a,x   y  z,[$a])", "[x y z]"),
    ("", "$(let ,a b,[x])", "[x]"),
    ("X = bad\n", "$(let a,$$(X),[$a])", "[$(X)]"),
    ("", "$(let a b,x,$(let b,y,$a$b))", "xy"),
    ("", "$(let q,1,)$(origin q)", "undefined"),
    ("q = g\n", "$(let q,1,$q)$q", "1g"),
    ("", "$(let q,1,$(origin q))", "automatic"),
    ("N = p r\nL = 1 2 3\n", "$(let $(N),$(L),[$p][$r])", "[1][2 3]"),
])
def test_let(tmp_path, pre, expr, expected):
    assert expand(tmp_path, expr, pre=pre) == expected


# ---------------------------------------------------------------- intcmp

@pytest.mark.parametrize("expr,expected", [
    ("$(intcmp 007,7)", "7"),
    ("$(intcmp -007,-7)", "-7"),
    ("$(intcmp -0,+00)", "0"),
    ("$(intcmp +5,5)", "5"),
    ("$(intcmp 1,2)", ""),
    ("$(intcmp 1,2,lt,eq,gt)", "lt"),
    ("$(intcmp 2,2,lt,eq,gt)", "eq"),
    ("$(intcmp 3,2,lt,eq,gt)", "gt"),
    ("$(intcmp 3,2,lt,eq)", "eq"),
    ("$(intcmp 2,2,lt)", ""),
    ("$(intcmp 1,2,lt)", "lt"),
    ("$(intcmp 3,2,lt)", ""),
    ("$(intcmp 2,1,lt,eq,gt,x)", "gt,x"),
    ("$(intcmp 99999999999999999999999,99999999999999999999998,lt,eq,gt)", "gt"),
    ("$(intcmp -99999999999999999999999,1,lt,eq,gt)", "lt"),
    ("$(intcmp -5,3,lt,eq,gt)", "lt"),
    ("$(intcmp -5,-6,lt,eq,gt)", "gt"),
    ("$(intcmp  5 , 5 )", "5"),
    ("$(intcmp 10,9,lt,eq,gt)", "gt"),
    ("$(intcmp 1,2,ok,$(error no),$(error no))", "ok"),
    ("$(intcmp 1,2, lt ,eq)", " lt "),
])
def test_intcmp(tmp_path, expr, expected):
    assert expand(tmp_path, expr) == expected


@pytest.mark.parametrize("expr,msg", [
    ("$(intcmp x,1)", "non-numeric first argument to 'intcmp' function: 'x'"),
    ("$(intcmp 1,y)", "non-numeric second argument to 'intcmp' function: 'y'"),
    ("$(intcmp -,1)", "non-numeric first argument to 'intcmp' function: '-'"),
    ("$(intcmp +,1)", "non-numeric first argument to 'intcmp' function: '+'"),
    ("$(intcmp ,1)", "non-numeric first argument to 'intcmp' function: ''"),
    ("$(intcmp 1 2,1)", "non-numeric first argument to 'intcmp' function: '1 2'"),
    ("$(intcmp 1,2.5)", "non-numeric second argument to 'intcmp' function: '2.5'"),
    ("$(intcmp x,$(error boom))", "boom"),
    ("$(intcmp x,y)", "non-numeric first argument to 'intcmp' function: 'x'"),
])
def test_intcmp_errors(tmp_path, expr, msg):
    assert err_of(tmp_path, expr) == "minimake: Makefile:1: %s\n" % msg


# ------------------------------------------------------------------ file

def test_file_write(tmp_path):
    assert expand(tmp_path, "$(file >out.txt,hello)") == ""
    assert (tmp_path / "out.txt").read_text() == "hello\n"


def test_file_write_replaces(tmp_path):
    write(tmp_path / "out.txt", "old contents\n")
    expand(tmp_path, "$(file >out.txt,new)")
    assert (tmp_path / "out.txt").read_text() == "new\n"


def test_file_append(tmp_path):
    write(tmp_path / "out.txt", "a\n")
    assert expand(tmp_path, "$(file >>out.txt,b)") == ""
    assert (tmp_path / "out.txt").read_text() == "a\nb\n"


def test_file_text_ending_newline(tmp_path):
    pre = "define NL\n\n\nendef\n"
    expand(tmp_path, "$(file >out.txt,a$(NL))", pre=pre)
    assert (tmp_path / "out.txt").read_text() == "a\n"


def test_file_write_without_text_empties(tmp_path):
    write(tmp_path / "out.txt", "content\n")
    expand(tmp_path, "$(file >out.txt)")
    assert (tmp_path / "out.txt").read_text() == ""


def test_file_append_without_text(tmp_path):
    write(tmp_path / "out.txt", "content\n")
    expand(tmp_path, "$(file >>out.txt)$(file >>new.txt)")
    assert (tmp_path / "out.txt").read_text() == "content\n"
    assert (tmp_path / "new.txt").read_text() == ""


def test_file_empty_text_gives_newline(tmp_path):
    expand(tmp_path, "$(file >out.txt,)")
    assert (tmp_path / "out.txt").read_text() == "\n"


def test_file_text_with_commas(tmp_path):
    expand(tmp_path, "$(file >out.txt,a,b, c)")
    assert (tmp_path / "out.txt").read_text() == "a,b, c\n"


def test_file_name_after_operation(tmp_path):
    expand(tmp_path, "$(file >>>f,a)")
    assert (tmp_path / ">f").read_text() == "a\n"


def test_file_name_stripped(tmp_path):
    expand(tmp_path, "$(file  >  sp.txt  ,x)")
    assert (tmp_path / "sp.txt").read_text() == "x\n"


def test_file_read(tmp_path):
    write(tmp_path / "in.txt", "l1\nl2\n")
    assert expand(tmp_path, "$(file <in.txt)") == "l1\nl2"


def test_file_read_one_newline_removed(tmp_path):
    write(tmp_path / "in.txt", "a\n\n")
    assert expand(tmp_path, "$(file <in.txt)") == "a\n"


def test_file_read_without_newline(tmp_path):
    write(tmp_path / "in.txt", "abc")
    assert expand(tmp_path, "$(file <in.txt)") == "abc"


def test_file_read_missing(tmp_path):
    assert expand(tmp_path, "$(file <nope.txt)") == ""


def test_file_read_directory(tmp_path):
    (tmp_path / "d").mkdir()
    assert expand(tmp_path, "$(file <d)") == ""


def test_file_write_then_read(tmp_path):
    assert expand(tmp_path, "$(file >f.txt,xyz)$(file <f.txt)") == "xyz"


@pytest.mark.parametrize("expr,msg", [
    ("$(file <in.txt,x)", "the 'file' function does not take text when reading"),
    ("$(file !x,y)", "invalid file operation: '!x'"),
    ("$(file  ?a ,x)", "invalid file operation: '?a'"),
    ("$(file >,x)", "missing filename in 'file' function"),
    ("$(file <,x)", "missing filename in 'file' function"),
    ("$(file >>   )", "missing filename in 'file' function"),
    ("$(file >nodir/f,x)", "cannot open 'nodir/f' for writing: No such file or directory"),
])
def test_file_errors(tmp_path, expr, msg):
    write(tmp_path / "in.txt", "x\n")
    assert err_of(tmp_path, expr) == "minimake: Makefile:1: %s\n" % msg


# --------------------------------------------------------------- realpath

def test_realpath(tmp_path):
    d = realdir(tmp_path)
    write(tmp_path / "f", "")
    (tmp_path / "sub").mkdir()
    os.symlink("f", str(tmp_path / "lnk"))
    os.symlink("missing", str(tmp_path / "dangling"))
    r = expand(tmp_path, "$(realpath f nope sub/ lnk dangling ./sub/../f f .)")
    assert r == " ".join([d + "/f", d + "/sub", d + "/f", d + "/f", d + "/f", d])


def test_realpath_empty(tmp_path):
    assert expand(tmp_path, "$(realpath nope1 nope2)") == ""


# ------------------------------------------------------------ introspection

@pytest.mark.parametrize("expr,expected", [
    ("$(value V)", "$(W)"),
    ("$(value NOPE)", ""),
    ("$(value S)", "$z"),
    ("$(origin  V )", "file"),
    ("$(origin NOPE)", "undefined"),
    ("$(origin MAKE)", "default"),
    ("$(origin MAKECMDGOALS)", "default"),
    ("$(origin .SHELLFLAGS)", "default"),
    ("$(origin CC)", "default"),
    ("$(origin MAKELEVEL)", "default"),
    ("$(flavor V) $(flavor S) $(flavor NOPE)", "recursive simple undefined"),
    ("$(flavor SH) $(flavor DS) $(flavor DR) $(flavor AP)", "simple simple recursive recursive"),
    ("$(flavor SHELL)", "recursive"),
])
def test_introspection(tmp_path, expr, expected):
    pre = ("V = $(W)\nS := $$z\nSH != echo 1\ndefine DS :=\nx\nendef\ndefine DR\nx\nendef\n"
           "AP += a\n")
    assert expand(tmp_path, expr, pre=pre) == expected


def test_origin_kinds(tmp_path):
    r = ev(tmp_path, "$(origin E) $(origin C) $(origin O) $(foreach f,1,$(origin f))",
           pre="override O = 1\n", args=["C=1"], env={"E": "1"})
    assert r.out == "[environment command line override automatic]\n"


# ------------------------------------------------------------------ shell

@pytest.mark.parametrize("expr,expected", [
    ("$(shell echo hi)", "hi"),
    ("$(shell printf 'a\\nb\\n\\n\\n')", "a b"),
    ("$(shell printf 'a\\n\\nb\\n\\n')", "a  b"),
    ("$(shell printf '  x  ')", "  x  "),
    ("$(shell true)", ""),
    ("$(shell exit 3)$(.SHELLSTATUS)", "3"),
    ("$(shell echo out; exit 2)-$(.SHELLSTATUS)", "out-2"),
    ("$(shell kill -9 $$$$)$(.SHELLSTATUS)", "137"),
    ("$(shell echo $$((1+2)))", "3"),
])
def test_shell_function(tmp_path, expr, expected):
    assert expand(tmp_path, expr) == expected


def test_shell_carriage_return_kept(tmp_path):
    r = ev(tmp_path, "$(shell printf 'a\\r\\nb')")
    assert r.out == "[a\r b]\n"


def test_shell_stderr_passes_through(tmp_path):
    r = ev(tmp_path, "$(shell echo oops >&2; echo ok)")
    assert r.out == "[ok]\n"
    assert r.err == "oops\n"


def test_shell_failure_not_error(tmp_path):
    r = ev(tmp_path, "$(shell false)")
    assert r.rc == 0


def test_shell_runs_in_current_directory(tmp_path):
    write(tmp_path / "sub" / "Makefile", "$(info [$(shell pwd)])\nall:;@:\n")
    r = run(tmp_path, "-C", "sub")
    assert r.out == "[%s]\n" % realdir(tmp_path / "sub")


# -------------------------------------------------------- message functions

def test_info_commas_and_whitespace(tmp_path):
    r = run(tmp_path, makefile="$(info a,b)\n$(info )\n$(info x  )\n$(info   lead)\nall:;@:\n")
    assert r.out == "a,b\n\nx  \nlead\n"


def test_info_expands_to_nothing(tmp_path):
    assert expand(tmp_path, "<$(info x)>") == "<>"


def test_warning(tmp_path):
    r = run(tmp_path, makefile="\n$(warning careful, now)\nall:\n\t@echo ok\n")
    assert r.rc == 0
    assert r.out == "ok\n"
    assert r.err == "minimake: Makefile:2: warning: careful, now\n"


def test_warning_expands_to_nothing(tmp_path):
    r = ev(tmp_path, "<$(warning w)>")
    assert r.out == "[<>]\n"


def test_error(tmp_path):
    r = run(tmp_path, makefile="$(info before)\n$(error bad thing, here)\n$(info after)\nall:;@:\n")
    assert r.rc == 2
    assert r.out == "before\n"
    assert r.err == "minimake: Makefile:2: bad thing, here\n"


def test_error_in_recipe_stops_before_commands(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@echo one\n\t@echo $(error stop)\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: Makefile:3: stop\n"


def test_warning_in_recipe_location(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@echo one\n\t@echo two$(warning w)\n")
    assert r.out == "one\ntwo\n"
    assert r.err == "minimake: Makefile:3: warning: w\n"


def test_warning_command_line_no_location(tmp_path):
    r = run(tmp_path, "X:=$(warning w)", makefile="all:\n\t@echo ok\n")
    assert r.rc == 0
    assert r.err == "minimake: warning: w\n"


def test_error_command_line_no_location(tmp_path):
    r = run(tmp_path, "X:=$(error e)", makefile="all:\n\t@echo ok\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: e\n"


def test_error_in_included_file_location(tmp_path):
    write(tmp_path / "inc.mk", "\n\n$(error in inc)\n")
    r = run(tmp_path, makefile="include inc.mk\nall:;@:\n")
    assert r.err == "minimake: inc.mk:3: in inc\n"


# ------------------------------------------------------------------- eval

def test_eval_defines_variable(tmp_path):
    assert expand(tmp_path, "$(X)", pre="$(eval X = 1)\n") == "1"


def test_eval_expands_to_nothing(tmp_path):
    assert expand(tmp_path, "<$(eval Y = 2)>") == "<>"


def test_eval_defines_rule(tmp_path):
    mk = "all: t\n$(eval t: ; @echo t-ran)\n"
    assert run(tmp_path, makefile=mk).out == "t-ran\n"


def test_eval_define_with_recipe(tmp_path):
    mk = ("define RULE\n$(1):\n\t@echo made $$@\nendef\nall: x y\n"
          "$(foreach t,x y,$(eval $(call RULE,$(t))))\n")
    assert run(tmp_path, makefile=mk).out == "made x\nmade y\n"


def test_eval_error_location(tmp_path):
    r = run(tmp_path, makefile="all:;@:\n$(eval bogus)\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: missing separator\n"


def test_eval_incomplete_conditional(tmp_path):
    r = run(tmp_path, makefile="all:;@:\n\n$(eval ifeq (a,a))\nendif\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:3: missing 'endif'\n"


def test_eval_multiline_location(tmp_path):
    mk = "define T\nA = 1\n$$(warning from eval)\nendef\nall:;@:\n$(eval $(T))\n"
    r = run(tmp_path, makefile=mk)
    assert r.err == "minimake: Makefile:6: warning: from eval\n"


def test_eval_in_recipe(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@echo $(eval Z = 5)$(Z)\n")
    assert r.out == "5\n"


def test_eval_double_expansion(tmp_path):
    pre = "V = one\n$(eval W := $$(V))\nV = two\n"
    assert expand(tmp_path, "$(W) $(flavor W) $(origin W)", pre=pre) == "one simple file"


def test_eval_uses_current_definitions(tmp_path):
    pre = "A = a\n$(eval B := $(A)b)\n"
    assert expand(tmp_path, "$(B)", pre=pre) == "ab"


def test_eval_incomplete_define(tmp_path):
    r = run(tmp_path, makefile="all:;@:\n$(eval define X)\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: missing 'endef', unterminated 'define'\n"


def test_shell_assign_signal_status(tmp_path):
    assert expand(tmp_path, "$(.SHELLSTATUS)", pre="X != kill -9 $$$$\n") == "137"
