import pytest

from conftest import write, run_make

CASES = [
    # subst / patsubst / strip / findstring
    ("$(subst a, b,xax)", "x bx"),
    ("$(subst ee,E,feet on the street)", "fEt on the strEt"),
    ("$(subst ,X,abc)", "abc"),
    ("$(subst a,,banana)", "bnn"),
    ("$(subst a b,X,a b a  b)", "X a  b"),
    ("$(subst },x,a}b)", "axb"),
    ("$(patsubst %.c,%.o,a.c b.c x.h)", "a.o b.o x.h"),
    ("$(patsubst a%b,<%>,a%xb ab)", "<%x> <>"),
    ("$(patsubst %,x%y%,a b)", "xay% xby%"),
    ("$(patsubst %.c, %.o,x.c)", " x.o"),
    ("$(patsubst a%,%,a b)", " b"),
    ("$(patsubst a%,%,b a)", "b "),
    ("$(patsubst foo,bar,foo foox)", "bar foox"),
    ("$(patsubst %.%,<%>,a.% a.b)", "<a> a.b"),
    ("$(patsubst %.c,%.o,)", ""),
    ("$(patsubst %.c,%.o,  a.c    b.c  )", "a.o b.o"),
    ("$(strip   a   b  c  )", "a b c"),
    ("$(strip a,b)", "a,b"),
    ("$(strip    )", ""),
    ("$(findstring a,b a c)", "a"),
    ("$(findstring z,b a c)", ""),
    ("$(findstring a b,xa by)", "a b"),
    ("$(findstring ,abc)", ""),
    # filter / filter-out / sort
    ("$(filter %.c %.s,a.c b.s c.h d.c)", "a.c b.s d.c"),
    ("$(filter-out %.c,a.c b.s c.h d.c)", "b.s c.h"),
    ("$(filter %.c,a.C b.c)", "b.c"),
    ("$(filter A%,a1 A1)", "A1"),
    ("$(filter %%,a % %% b)", "% %%"),
    ("$(filter %a%,a%a xa ba%)", "ba%"),
    ("$(filter b a,a b c a)", "a b a"),
    ("$(filter ,a b)", ""),
    ("$(filter-out ,a   b)", "a b"),
    ("$(filter %,x y)", "x y"),
    ("$(filter ab%ba,abba abxba aba)", "abba abxba"),
    ("$(filter a\\%,a\\x ax)", "a\\x"),
    ("$(sort c b a b)", "a b c"),
    ("$(sort a B _ 9 10 1)", "1 10 9 B _ a"),
    ("$(sort )", ""),
    # words
    ("$(words a b  c)", "3"),
    ("$(words )", "0"),
    ("$(word 2,a b c)", "b"),
    ("$(word 02,a b c)", "b"),
    ("$(word 4,a b c)", ""),
    ("$(word 99999999999999999999999,a b c)", ""),
    ("$(wordlist 2,3,a b c d)", "b c"),
    ("$(wordlist 2,9,a b c d)", "b c d"),
    ("$(wordlist 3,2,a b c d)", ""),
    ("$(wordlist 2,2,a b c d)", "b"),
    ("$(wordlist 1,0,a b)", ""),
    ("$(wordlist 5,6,a b)", ""),
    ("$(firstword a b c)", "a"),
    ("$(lastword a b c)", "c"),
    ("$(firstword )", ""),
    ("$(lastword )", ""),
    # file names
    ("$(dir a/b/c d)", "a/b/ ./"),
    ("$(dir /)", "/"),
    ("$(dir a/b/)", "a/b/"),
    ("$(notdir a/b/c d)", "c d"),
    ("$(notdir a/)", ""),
    ("$(notdir a/ b)", "b"),
    ("$(notdir /)", ""),
    ("$(suffix a.c b/c.d.e f)", ".c .e"),
    ("$(suffix a.b/c)", ""),
    ("$(suffix a.)", "."),
    ("$(suffix a/.x)", ".x"),
    ("$(basename a.c b/c.d.e f)", "a b/c.d f"),
    ("$(basename a.b/c)", "a.b/c"),
    ("$(basename a/.x)", "a/"),
    ("$(basename a.b.c)", "a.b"),
    ("$(addsuffix .o,a b)", "a.o b.o"),
    ("$(addprefix x/,a b)", "x/a x/b"),
    ("$(addprefix ,a   b)", "a b"),
    ("$(addsuffix .o,)", ""),
    ("$(join a b,1 2)", "a1 b2"),
    ("$(join a b c,1)", "a1 b c"),
    ("$(join a,1 2 3)", "a1 2 3"),
    ("$(join ,)", ""),
    ("$(abspath /a/./b//c/)", "/a/b/c"),
    ("$(abspath /a/b/..)", "/a"),
    ("$(abspath /a/../../b)", "/b"),
    ("$(abspath /)", "/"),
    ("$(abspath //)", "/"),
    ("$(abspath /x/../..)", "/"),
    # if / or / and
    ("$(if x,yes,no)", "yes"),
    ("$(if ,yes,no)", "no"),
    ("$(if  ,yes,no)", "no"),
    ("$(if ,yes)", ""),
    ("$(if ,a,b,c)", "b,c"),
    ("$(if x, a ,b)", " a "),
    ("$(or ,, b ,c)", " b "),
    ("$(or , , b ,c)", " b "),
    ("$(or ,,)", ""),
    ("$(and a, b )", " b "),
    ("$(and a,,c)", ""),
    ("$(and a,b,c)", "c"),
    # foreach / call / let
    ("$(foreach x,a b c,<$(x)>)", "<a> <b> <c>"),
    ("$(foreach x,a b, )", "   "),
    ("$(foreach x,a b,)", ""),
    ("$(foreach x,$$(Y),[$x])", "[$(Y)]"),
    ("$(foreach x,a b,$(foreach x,1 2,$x)$x)", "1 2a 1 2b"),
    ("$(let first rest,a b c,[$(first)] [$(rest)])", "[a] [b c]"),
    ("$(let a,x  y   z,[$a])", "[x y z]"),
    ("$(let a b c,x,[$a][$b][$c])", "[x][][]"),
    ("$(let a,$$(X),[$a])", "[$(X)]"),
    ("$(let a b,x,$(let b,y,$a$b))", "xy"),
    ("$(let ,a b,text)", "text"),
    # intcmp
    ("$(intcmp 007,7)", "7"),
    ("$(intcmp 1,2)", ""),
    ("$(intcmp -007,-7)", "-7"),
    ("$(intcmp -0,+00)", "0"),
    ("$(intcmp 1,2,lt,eq,gt)", "lt"),
    ("$(intcmp 2,2,lt,eq,gt)", "eq"),
    ("$(intcmp 3,2,lt,eq,gt)", "gt"),
    ("$(intcmp 3,2,lt)", ""),
    ("$(intcmp 1,2,lt)", "lt"),
    ("$(intcmp 3,2,lt,eq)", "eq"),
    ("$(intcmp 2,1,lt,eq,gt,x)", "gt,x"),
    ("$(intcmp 99999999999999999999999,99999999999999999999998,lt,eq,gt)", "gt"),
    ("$(intcmp -5,3,lt,eq,gt)", "lt"),
    ("$(intcmp  10 , 9 ,lt,eq,gt)", "gt"),
    # substitution refs
    ("$(S:.c=.o)", "a.o b.o lib/x.o notes.txt"),
    ("$(S:%.c=obj/%.o)", "obj/a.o obj/b.o obj/lib/x.o notes.txt"),
    ("${S:.c=.o}", "a.o b.o lib/x.o notes.txt"),
]

SUBST_PRE = "S = a.c b.c lib/x.c notes.txt\n"


@pytest.mark.parametrize("expr,expected", CASES)
def test_function_result(info, expr, expected):
    assert info(expr, pre=SUBST_PRE) == expected


SUBREF = [
    ("X = x.c.c\n", "$(X:.c=.o)", "x.c.o"),
    ("X = a.c b\n", "$(X:a.c=z)", "z b"),
    ("X = a b\n", "$(X:=.o)", "a.o b.o"),
    ("X = a.c b.c\n", "$(X:.c=)", "a b"),
    ("X = a b\n", "$(X:=b=)", "ab= bb="),
    ("X = a b\n", "$(X:.c)", ""),
    ("X = a b\n", "$(X:%=%%)", "a% b%"),
    ("", "$(NOPE:a=b)", ""),
    ("X = a.c   b.c\n", "$(X:.c=.o)", "a.o b.o"),
    ("X = a.c b.c\nA=.c\nB=.h\n", "$(X:$(A)=$(B))", "a.h b.h"),
    ("X = a.c b.c\n", "$(X:%.c=%)", "a b"),
    ("X = a.c b.c\n", "$(X:%.c=x)", "x x"),
]


@pytest.mark.parametrize("pre,expr,expected", SUBREF)
def test_substitution_reference(info, pre, expr, expected):
    assert info(expr, pre=pre) == expected


def test_call_basic(info):
    pre = "pair = <$(1)|$(2)>\n"
    assert info("$(call pair,a,b)", pre=pre) == "<a|b>"


def test_call_missing_arg(info):
    pre = "pair = <$(1)|$(2)>\n"
    assert info("$(call pair,a)", pre=pre) == "<a|>"


def test_call_zero_is_name(info):
    pre = "f = $(0)\n"
    assert info("$(call  f ,a)", pre=pre) == "f"


def test_call_param_not_reexpanded(info):
    pre = "f = [$1]\n"
    assert info("$(call f,$$(X))", pre=pre) == "[$(X)]"


def test_call_many_args(info):
    pre = "f = $1-$2-$3-$4-$5\n"
    assert info("$(call f,a,b,c,d,e)", pre=pre) == "a-b-c-d-e"


def test_call_nested_params_empty_beyond(info):
    pre = "inner = <$1|$2>\nouter = $(call inner,$1)\n"
    assert info("$(call outer,a,b)", pre=pre) == "<a|>"


def test_call_recursive(info):
    pre = ("rev = $(if $(1),$(call rev,$(wordlist 2,$(words $(1)),$(1))) $(firstword $(1)))\n")
    assert info("$(strip $(call rev,a b c))", pre=pre) == "c b a"


def test_call_undefined_name(info):
    assert info("$(call nosuch,a)") == ""


def test_call_info_is_variable(mk):
    r = mk("X := $(call info,x)\n$(info [$(X)])\nall: ; @:\n")
    assert r.rc == 0
    assert r.out == "[]\n"


def test_call_simple_variable(info):
    pre = "f := $$1 lit\n"
    assert info("$(call f,a)", pre=pre) == "$1 lit"


def test_call_infinite_recursion(mk):
    r = mk("f = $(call f)\nX := $(call f)\nall: ; @:\n")
    assert r.rc == 2
    assert "expansion nested too deeply" in r.err


def test_foreach_restores(info):
    pre = "x = outer\n"
    assert info("$(foreach x,a b,$x) $x", pre=pre) == "a b outer"


def test_foreach_hides_override(info):
    pre = "override X = o\n"
    assert info("$(foreach X,f,$X) $X", pre=pre) == "f o"


def test_foreach_side_effect_order(mk):
    r = mk("X := $(foreach w,a b c,$(info $w))\nall: ; @:\n")
    assert r.out == "a\nb\nc\n"


def test_foreach_empty_list_no_expansion(mk):
    r = mk("X := $(foreach w,,$(info bad))\nall: ; @:\n")
    assert r.out == ""


def test_let_restores_undefined(info):
    assert info("$(let a,1,$a)$(origin a)") == "1undefined"


def test_let_origin_automatic(info):
    assert info("$(let a,1,$(origin a))") == "automatic"


def test_foreach_origin_automatic(info):
    assert info("$(foreach a,1,$(origin a) $(flavor a))") == "automatic simple"


def test_if_only_chosen_branch(mk):
    r = mk("X := $(if x,$(info then),$(info else))\nall: ; @:\n")
    assert r.out == "then\n"


def test_or_stops(mk):
    r = mk("X := $(or a,$(info no))\nall: ; @:\n")
    assert r.out == ""


def test_and_stops(mk):
    r = mk("X := $(and ,$(info no))\nall: ; @:\n")
    assert r.out == ""


def test_and_expands_all(mk):
    r = mk("X := $(and $(info one)x,$(info two)y)\n$(info [$X])\nall: ; @:\n")
    assert r.out == "one\ntwo\n[y]\n"


def test_intcmp_only_chosen_expanded(mk):
    r = mk("X := $(intcmp 1,2,$(info lt),$(info eq),$(info gt))\nall: ; @:\n")
    assert r.out == "lt\n"


ERRORS = [
    ("$(intcmp a,1)", "non-numeric first argument to 'intcmp' function: 'a'"),
    ("$(intcmp 1,b)", "non-numeric second argument to 'intcmp' function: 'b'"),
    ("$(intcmp -,1)", "non-numeric first argument to 'intcmp' function: '-'"),
    ("$(intcmp ,1)", "non-numeric first argument to 'intcmp' function: ''"),
    ("$(intcmp 1 2,1)", "non-numeric first argument to 'intcmp' function: '1 2'"),
    ("$(word x,a)", "non-numeric first argument to 'word' function: 'x'"),
    ("$(word +1,a)", "non-numeric first argument to 'word' function: '+1'"),
    ("$(word 0,a)", "first argument to 'word' function must be greater than 0"),
    ("$(wordlist 0,x,a)", "non-numeric second argument to 'wordlist' function: 'x'"),
    ("$(wordlist x,1,a)", "non-numeric first argument to 'wordlist' function: 'x'"),
    ("$(wordlist 0,1,a)", "invalid first argument to 'wordlist' function: '0'"),
    ("$(if )", "insufficient number of arguments (1) to function 'if'"),
    ("$(subst a,b)", "insufficient number of arguments (2) to function 'subst'"),
    ("$(subst {,[,a{b)", "insufficient number of arguments (1) to function 'subst'"),
    ("$(error boom here)", "boom here"),
    ("$(error a,b)", "a,b"),
]


@pytest.mark.parametrize("expr,msg", ERRORS)
def test_function_errors(mk, expr, msg):
    r = mk("X = 1\nY := " + expr + "\nall: ; @echo should-not-run\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:2: " + msg
    assert "should-not-run" not in r.out


def test_intcmp_rhs_expansion_error_first(mk):
    r = mk("Y := $(intcmp x,$(error rhs))\nall: ; @:\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:1: rhs"


def test_info_prints_text(mk):
    r = mk("$(info hello  world )\n$(info )\n$(info a,b)\nall: ; @:\n")
    assert r.out == "hello  world \n\na,b\n"


def test_info_bare_is_variable(mk):
    r = mk("info = VAL\n$(info [$(info)])\nall: ; @:\n")
    assert r.out == "[VAL]\n"


def test_warning_function(mk):
    r = mk("\n$(warning careful now)\nall: ; @:\n")
    assert r.rc == 0
    assert "minimake: Makefile:2: warning: careful now" in r.errlines
    assert r.out == ""


def test_error_in_recipe_location(mk):
    r = mk("all:\n\t@echo one\n\t@echo $(error stop)\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.errlines[-1] == "minimake: Makefile:3: stop"


def test_error_commandline_no_location(mk):
    r = mk("all: ; @:\n", "X:=$(error cl)")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: cl"


def test_function_name_from_expansion_is_variable(info):
    assert info("$($(F) a)", pre="F = strip\n") == ""


def test_unknown_function_is_variable(info):
    assert info("$(foo a)") == ""


def test_function_name_without_space(info):
    assert info("$(strip,a)", pre="strip,a = V\n") == "V"


def test_function_tab_separator(info):
    assert info("$(strip\ta  b)") == "a b"


def test_commas_from_expansion_do_not_split(info):
    assert info("$(subst $(C),-,x$(C)y)", pre="C = ,\n") == "x-y"


def test_shell_function(info):
    assert info("$(shell printf 'a\\n\\nb\\n\\n')") == "a  b"


def test_shell_trailing_newlines_removed(info):
    assert info("$(shell printf 'x\\n\\n\\n')") == "x"


def test_shell_status(info):
    assert info("$(shell exit 3)$(.SHELLSTATUS)") == "3"


def test_shell_status_success(info):
    assert info("$(shell true)$(.SHELLSTATUS)") == "0"


def test_shellstatus_undefined_initially(info):
    assert info("$(origin .SHELLSTATUS)") == "undefined"


def test_shell_signal_status(info):
    assert info("$(shell kill -9 $$$$)$(.SHELLSTATUS)") == "137"


def test_shell_output_stored_on_failure(info):
    assert info("$(shell echo out; exit 1)") == "out"


def test_shell_stderr_passes(mk):
    r = mk("X := $(shell echo oops >&2)\nall: ; @:\n")
    assert r.rc == 0
    assert "oops" in r.err
    assert r.out == ""


def test_shell_sees_exported_var(info):
    assert info("$(shell echo $$FOO)", pre="export FOO = bar\n") == "bar"


def test_shell_makelevel(info):
    assert info("$(shell echo $$MAKELEVEL)") == "1"


def test_value_function(info):
    assert info("$(value A)", pre="A = $(B) x\n") == "$(B) x"


def test_value_simple(info):
    assert info("$(value S)", pre="S := $$z\n") == "$z"


def test_value_unterminated_ok(info):
    assert info("$(value A)", pre="A = $(B\n") == "$(B"


def test_value_undefined(info):
    assert info("$(value NOPE)") == ""


def test_value_stripped_name(info):
    assert info("$(value  A )", pre="A = 1\n") == "1"


ORIGINS = [
    ("A = 1\n", "A", "file"),
    ("", "NOPE", "undefined"),
    ("", "CC", "default"),
    ("", "MAKE", "default"),
    ("", "SHELL", "default"),
    ("", ".SHELLFLAGS", "default"),
    ("", "MAKECMDGOALS", "default"),
    ("", "MAKELEVEL", "default"),
    ("override A = 1\n", "A", "override"),
    ("A += 1\n", "A", "file"),
    ("", ".VARIABLES", "undefined"),
    ("@ = x\n", "@", "file"),
    ("", "CURDIR", "file"),
]


@pytest.mark.parametrize("pre,name,expected", ORIGINS)
def test_origin(info, pre, name, expected):
    assert info("$(origin " + name + ")", pre=pre) == expected


def test_origin_environment(info):
    assert info("$(origin FOO)", env={"FOO": "x"}) == "environment"


def test_origin_command_line(info):
    assert info("$(origin FOO)", args=["FOO=1"]) == "command line"


FLAVORS = [
    ("A = 1\n", "A", "recursive"),
    ("A := 1\n", "A", "simple"),
    ("A ::= 1\n", "A", "simple"),
    ("A != echo 1\n", "A", "simple"),
    ("A += 1\n", "A", "recursive"),
    ("", "NOPE", "undefined"),
    ("", "SHELL", "recursive"),
    ("define A\nx\nendef\n", "A", "recursive"),
    ("define A :=\nx\nendef\n", "A", "simple"),
    ("A := 1\nA ?= 2\n", "A", "simple"),
    ("A := 1\nA = 2\n", "A", "recursive"),
]


@pytest.mark.parametrize("pre,name,expected", FLAVORS)
def test_flavor(info, pre, name, expected):
    assert info("$(flavor " + name + ")", pre=pre) == expected


def test_flavor_environment(info):
    assert info("$(flavor FOO)", env={"FOO": "x"}) == "recursive"


def test_eval_defines_variable(info):
    assert info("$(Z)", pre="$(eval Z = 5)\n") == "5"


def test_eval_double_expansion(info):
    pre = "V = one\n$(eval W := $$(V))\nV = two\n"
    assert info("$(W) $(flavor W) $(origin W)", pre=pre) == "one simple file"


def test_eval_defines_rule(mk):
    r = mk("define R\nall:\n\t@echo from-eval\nendef\n$(eval $(R))\n")
    assert r.rc == 0
    assert r.out == "from-eval\n"


def test_eval_error_location(mk):
    r = mk("\n\n$(eval bad line here)\nall: ; @:\n")
    assert r.rc == 2
    assert r.errlines[-1].startswith("minimake: Makefile:3: missing separator")


def test_eval_missing_endif(mk):
    r = mk("X = 1\n$(eval ifeq (a,a))\nall: ; @:\n")
    assert r.rc == 2
    assert "minimake: Makefile:2: missing 'endif'" in r.err


def test_eval_in_recipe(mk):
    r = mk("all:\n\t@echo $(eval Z = 5)$(Z)\n")
    assert r.out == "5\n"


FILES = [
    ("$(file >out.txt,hello)", "out.txt", "hello\n"),
    ("$(file >out.txt,hello\n)", "out.txt", "hello\n"),
    ("$(file >out.txt,)", "out.txt", "\n"),
    ("$(file >out.txt)", "out.txt", ""),
    ("$(file >out.txt,a,b,c)", "out.txt", "a,b,c\n"),
    ("$(file >>>f,a)", ">f", "a\n"),
    ("$(file  >  out.txt ,x)", "out.txt", "x\n"),
]


@pytest.mark.parametrize("expr,fname,content", FILES)
def test_file_write(mk, expr, fname, content):
    expr = expr.replace("\n", "$(NL)")
    pre = "define NL\n\n\nendef\n"
    r = mk(pre + "X := " + expr + "\nall: ; @:\n")
    assert r.rc == 0, r
    with open(mk.dir / fname) as f:
        assert f.read() == content


def test_file_append(mk):
    (mk.dir / "log").write_text("a\n")
    r = mk("X := $(file >>log,b)\nY := $(file >>log)\nall: ; @:\n")
    assert r.rc == 0
    assert (mk.dir / "log").read_text() == "a\nb\n"


def test_file_append_creates(mk):
    r = mk("X := $(file >>newf)\nall: ; @:\n")
    assert r.rc == 0
    assert (mk.dir / "newf").read_text() == ""


def test_file_truncate(mk):
    (mk.dir / "f").write_text("old\n")
    r = mk("X := $(file >f)\nall: ; @:\n")
    assert r.rc == 0
    assert (mk.dir / "f").read_text() == ""


def test_file_read(info):
    (info.dir / "in.txt").write_text("a\n\n")
    assert info("$(file <in.txt)") == "a\n"


def test_file_read_missing(info):
    assert info("$(file <nosuch)") == ""


def test_file_read_directory(info):
    (info.dir / "d").mkdir()
    assert info("$(file <d)") == ""


def test_file_write_then_read(info):
    assert info("$(file >w,xy)$(file <w)") == "xy"


FILE_ERRORS = [
    ("$(file <in,x)", "the 'file' function does not take text when reading"),
    ("$(file <,x)", "missing filename in 'file' function"),
    ("$(file >)", "missing filename in 'file' function"),
    ("$(file !x,y)", "invalid file operation: '!x'"),
    ("$(file nosuch/dir/f)", "invalid file operation: 'nosuch/dir/f'"),
]


@pytest.mark.parametrize("expr,msg", FILE_ERRORS)
def test_file_errors(mk, expr, msg):
    r = mk("X := " + expr + "\nall: ; @:\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:1: " + msg


def test_file_cannot_open_for_writing(mk):
    r = mk("X := $(file >nodir/f,x)\nall: ; @:\n")
    assert r.rc == 2
    assert r.errlines[-1] == ("minimake: Makefile:1: cannot open 'nodir/f' for writing: "
                              "No such file or directory")


def test_wildcard_sorted(info):
    for n in ("b.c", "a.c", "c.h"):
        (info.dir / n).write_text("")
    assert info("$(wildcard *.c)") == "a.c b.c"


def test_wildcard_patterns_in_turn(info):
    for n in ("b.c", "a.c", "c.h"):
        (info.dir / n).write_text("")
    assert info("$(wildcard *.h *.c *.c)") == "c.h a.c b.c a.c b.c"


def test_wildcard_no_match(info):
    assert info("$(wildcard *.zz)") == ""


def test_wildcard_plain_names(info):
    for n in ("b.c", "a.c"):
        (info.dir / n).write_text("")
    assert info("$(wildcard b.c nosuch a.c)") == "b.c a.c"


def test_wildcard_hidden(info):
    (info.dir / ".h").write_text("")
    (info.dir / "v").write_text("")
    assert info("$(wildcard *)") == "Makefile v"


def test_wildcard_dir_slash(info):
    (info.dir / "sub").mkdir()
    (info.dir / "f").write_text("")
    assert info("$(wildcard */)") == "sub/"


def test_wildcard_keeps_spelling(info):
    (info.dir / "sub").mkdir()
    (info.dir / "a.c").write_text("")
    (info.dir / "b.c").write_text("")
    assert info("$(wildcard ./a.c sub/../b.c)") == "./a.c sub/../b.c"


def test_wildcard_escaped_star(info):
    (info.dir / "x").write_text("")
    assert info("$(wildcard \\*)") == ""


def test_wildcard_question_and_class(info):
    for n in ("a1", "a2", "b1", "a10"):
        (info.dir / n).write_text("")
    assert info("$(wildcard a? [b]*)") == "a1 a2 b1"


def test_wildcard_subdir(info):
    (info.dir / "s").mkdir()
    (info.dir / "s" / "y.c").write_text("")
    (info.dir / "s" / "x.c").write_text("")
    assert info("$(wildcard s/*.c)") == "s/x.c s/y.c"


def test_realpath(info):
    (info.dir / "d").mkdir()
    (info.dir / "d" / "f").write_text("")
    d = str(info.dir.resolve())
    assert info("$(realpath d/./f nosuch d/ d/../d/f)") == "%s/d/f %s/d %s/d/f" % (d, d, d)


def test_realpath_symlink(info):
    import os
    (info.dir / "t").write_text("")
    os.symlink("t", str(info.dir / "l"))
    os.symlink("missing", str(info.dir / "broken"))
    d = str(info.dir.resolve())
    assert info("$(realpath l broken)") == d + "/t"


def test_abspath_relative(info):
    import os
    d = os.path.realpath(str(info.dir))
    # CURDIR is the working directory; compare with CURDIR
    out = info("$(abspath a/../b ./c/) $(CURDIR)")
    parts = out.split(" ")
    cur = parts[2]
    assert parts[0] == cur + "/b"
    assert parts[1] == cur + "/c"
