"""Reference tests: the function library."""


def info(mm, makefile, *args, **kw):
    rc, out, err = mm("-f", "-", *args, input=makefile + "\n_end:\n", **kw)
    assert (rc, err) == (0, ""), err
    tail = "minimake: nothing to be done for '_end'.\n"
    assert out.endswith(tail)
    return out[: -len(tail)]


def show(mm, expr, prefix=""):
    """The value of one expression, printed between brackets."""
    out = info(mm, prefix + "$(info [" + expr + "])")
    assert out.startswith("[") and out.endswith("]\n")
    return out[1:-2]


def fails(mm, makefile, **kw):
    rc, out, err = mm("-f", "-", input=makefile, **kw)
    assert rc == 2
    return err


# ---- Function calls -------------------------------------------------------------------------


def test_name_needs_space(mm):
    assert show(mm, "$(info)", "info = var\n") == "var"


def test_tab_after_name(mm):
    assert show(mm, "$(strip\t a  b )") == "a b"


def test_last_argument_keeps_commas(mm):
    assert show(mm, "$(strip a,b)") == "a,b"


def test_nested_parens_do_not_split(mm):
    assert show(mm, "$(subst a,(x,y),a)") == "(x,y)"


def test_commas_from_expansion_do_not_split(mm):
    assert show(mm, "$(subst $(C),-,a,b)", "C = ,\n") == "a-b"


def test_insufficient_arguments(mm):
    assert fails(mm, "X := $(subst a,b)\n") == (
        "minimake: -:1: insufficient number of arguments (2) to function 'subst'\n")


def test_argument_not_stripped(mm):
    assert show(mm, "$(subst a, b,xa)") == "x b"


def test_text_argument_not_stripped(mm):
    assert show(mm, "$(subst a,b, xa)") == " xb"


def test_braces_call(mm):
    assert show(mm, "${strip  x }") == "x"


# ---- subst, patsubst, strip, findstring -----------------------------------------------------


def test_subst(mm):
    assert show(mm, "$(subst ee,EE,feet on the street)") == "fEEt on the strEEt"


def test_subst_no_overlap(mm):
    assert show(mm, "$(subst aa,b,aaa)") == "ba"


def test_subst_empty_from(mm):
    assert show(mm, "$(subst ,x,abc)") == "abc"


def test_subst_keeps_spacing(mm):
    assert show(mm, "$(subst a,b,a  a)") == "b  b"


def test_patsubst(mm):
    assert show(mm, "$(patsubst %.c,%.o,x.c y.h z.c)") == "x.o y.h z.o"


def test_patsubst_no_percent(mm):
    assert show(mm, "$(patsubst x.c,%.o,x.c y.c)") == "%.o y.c"


def test_patsubst_normalises_spaces(mm):
    assert show(mm, "$(patsubst %,<%>,  a   b )") == "<a> <b>"


def test_strip(mm):
    assert show(mm, "$(strip   a \t  b   c  )") == "a b c"


def test_findstring(mm):
    assert show(mm, "$(findstring a,cat) $(findstring z,cat)") == "a "


# ---- filter, filter-out, sort ---------------------------------------------------------------


def test_filter(mm):
    assert show(mm, "$(filter %.c %.s,a.c b.h c.s a.c)") == "a.c c.s a.c"


def test_filter_out(mm):
    assert show(mm, "$(filter-out %.c,a.c b.h c.s)") == "b.h c.s"


def test_sort(mm):
    assert show(mm, "$(sort foo bar lose foo B)") == "B bar foo lose"


def test_sort_empty(mm):
    assert show(mm, "$(sort   )") == ""


# ---- Word functions -------------------------------------------------------------------------


def test_words(mm):
    assert show(mm, "$(words a b  c)") == "3"


def test_word(mm):
    assert show(mm, "$(word 2,a b c) $(word 9,a b c)|") == "b |"


def test_wordlist(mm):
    assert show(mm, "$(wordlist 2,3,a b c d)") == "b c"


def test_wordlist_past_end(mm):
    assert show(mm, "$(wordlist 3,10,a b c d)") == "c d"


def test_wordlist_reversed_empty(mm):
    assert show(mm, "$(wordlist 3,0,a b c d)") == ""


def test_first_last(mm):
    assert show(mm, "$(firstword a b c)$(lastword a b c)$(firstword )") == "ac"


def test_word_non_numeric(mm):
    assert fails(mm, "X := $(word x1,a)\n") == "minimake: -:1: non-numeric first argument to 'word' function: 'x1'\n"


def test_word_zero(mm):
    assert fails(mm, "X := $(word 0,a)\n") == "minimake: -:1: first argument to 'word' function must be greater than 0\n"


def test_wordlist_second_non_numeric(mm):
    assert fails(mm, "X := $(wordlist 1,-2,a)\n") == (
        "minimake: -:1: non-numeric second argument to 'wordlist' function: '-2'\n")


def test_wordlist_zero_start(mm):
    assert fails(mm, "X := $(wordlist 0,2,a)\n") == (
        "minimake: -:1: invalid first argument to 'wordlist' function: '0'\n")


def test_word_number_stripped(mm):
    assert show(mm, "$(word  2 ,a b)") == "b"


# ---- File name functions --------------------------------------------------------------------


def test_dir(mm):
    assert show(mm, "$(dir src/a.c hacks)") == "src/ ./"


def test_notdir(mm):
    assert show(mm, "$(notdir src/a.c hacks)") == "a.c hacks"


def test_notdir_trailing_slash(mm):
    assert show(mm, "$(notdir a/ b)") == "b"


def test_suffix(mm):
    assert show(mm, "$(suffix src/a.c b.tar.gz c d.x/e)") == ".c .gz"


def test_basename(mm):
    assert show(mm, "$(basename src/a.c b.tar.gz d.x/e)") == "src/a b.tar d.x/e"


def test_addsuffix_addprefix(mm):
    assert show(mm, "$(addsuffix .c,a b) $(addprefix src/,a b)") == "a.c b.c src/a src/b"


def test_join(mm):
    assert show(mm, "$(join a b c,.c .o)") == "a.c b.o c"


def test_abspath(mm):
    out = show(mm, "$(abspath x/./y/../z /a//b/ /..)")
    assert out == f"{mm.dir.resolve()}/x/z /a/b /"


# ---- Function wildcard ----------------------------------------------------------------------


def test_wildcard_sorted(mm):
    for f in ["b.c", "a.c", "c.h"]:
        mm.touch(f, 1000)
    assert show(mm, "$(wildcard *.c)") == "a.c b.c"


def test_wildcard_no_match(mm):
    assert show(mm, "$(wildcard *.zz)") == ""


def test_wildcard_plain_name(mm):
    mm.touch("there", 1000)
    assert show(mm, "$(wildcard there missing)") == "there"


def test_wildcard_dotfiles(mm):
    mm.touch(".hidden", 1000)
    mm.touch("vis", 1000)
    assert show(mm, "$(wildcard *) $(wildcard .h*)") == "Makefile vis .hidden".replace("Makefile ", "")


def test_wildcard_per_pattern_duplicates(mm):
    mm.touch("a.c", 1000)
    assert show(mm, "$(wildcard *.c a.*)") == "a.c a.c"


# ---- if, or, and ----------------------------------------------------------------------------


def test_if_then(mm):
    assert show(mm, "$(if x,yes,no)") == "yes"


def test_if_blank_condition(mm):
    assert show(mm, "$(if $(E)  ,yes,no)") == "no"


def test_if_no_else(mm):
    assert show(mm, "$(if ,yes)") == ""


def test_if_lazy(mm):
    assert show(mm, "$(if x,ok,$(error never))") == "ok"


def test_if_needs_two(mm):
    assert fails(mm, "X := $(if x)\n") == "minimake: -:1: insufficient number of arguments (1) to function 'if'\n"


def test_or(mm):
    assert show(mm, "$(or , ,b,$(error never))") == "b"


def test_and(mm):
    assert show(mm, "$(and a,b,c)|$(and a,,$(error never))") == "c|"


# ---- Function foreach -----------------------------------------------------------------------


def test_foreach(mm):
    assert show(mm, "$(foreach d,a b c,$(d).o)") == "a.o b.o c.o"


def test_foreach_empty_results_dropped(mm):
    assert show(mm, "$(foreach d,a b c,$(filter b,$(d)))") == "b"


def test_foreach_restores(mm):
    assert show(mm, "$(foreach v,1,$(v))$(origin v)") == "1undefined"


def test_foreach_var_name_expanded(mm):
    assert show(mm, "$(foreach $(N),x y,<$(i)>)", "N = i\n") == "<x> <y>"


def test_foreach_variable_origin(mm):
    assert show(mm, "$(foreach v,1,$(origin v))") == "automatic"


# ---- Function call --------------------------------------------------------------------------


def test_call(mm):
    assert show(mm, "$(call pair,a,b)", "pair = <$(1)|$(2)>\n") == "<a|b>"


def test_call_missing_args_empty(mm):
    assert show(mm, "$(call pair,a)", "pair = <$(1)|$(2)>\n") == "<a|>"


def test_call_zero(mm):
    assert show(mm, "$(call me)", "me = $(0)\n") == "me"


def test_call_nested_masks(mm):
    pre = "inner = [$(1)$(2)]\nouter = $(call inner,x)\n"
    assert show(mm, "$(call outer,a,b)", pre) == "[x]"


def test_call_undefined(mm):
    assert show(mm, "$(call nothing,a)") == ""


def test_call_simple_variable(mm):
    assert show(mm, "$(call s,a)", "s := <$$(1)>\n") == "<$(1)>"


def test_call_recursive(mm):
    pre = "rev = $(if $(1),$(call rev,$(wordlist 2,$(words $(1)),$(1))) $(firstword $(1)))\n"
    assert show(mm, "$(strip $(call rev,a b c))", pre) == "c b a"


def test_call_endless(mm):
    assert fails(mm, "f = $(call f)\nX := $(call f)\n") == "minimake: -:2: expansion nested too deeply\n"


# ---- Introspection functions ----------------------------------------------------------------


def test_value(mm):
    assert show(mm, "$(value X)", "X = $(Y)\n") == "$(Y)"


def test_origin_values(mm):
    mk = "F = 1\noverride O = 1\n$(info $(origin F) $(origin O) $(origin C) $(origin E) $(origin MAKE) $(origin N))"
    out = info(mm, mk, "C=1", env={"E": "1"})
    assert out == "file override command line environment default undefined\n"


def test_origin_needs_cmdline(mm):
    out = info(mm, "$(info $(origin C))", "C=1")
    assert out == "command line\n"


def test_flavor(mm):
    assert show(mm, "$(flavor R) $(flavor S) $(flavor N)", "R = 1\nS := 1\n") == "recursive simple undefined"


def test_introspection_strips_name(mm):
    assert show(mm, "$(flavor  S )", "S := 1\n") == "simple"


# ---- Function shell -------------------------------------------------------------------------


def test_shell_output(mm):
    assert show(mm, "$(shell printf 'a\\nb\\n\\n\\n')") == "a b"


def test_shell_status(mm):
    assert show(mm, "$(shell echo x; exit 3) $(.SHELLSTATUS)") == "x 3"


def test_shell_failure_not_error(mm):
    assert show(mm, "$(shell false)ok") == "ok"


def test_shell_stderr(mm):
    rc, out, err = mm("-f", "-", input="X := $(shell echo e >&2)\nall: ;\n")
    assert (rc, err) == (0, "e\n")


def test_shell_in_recipe_scope(mm):
    rc, out, err = mm(makefile="all:\n\t@echo $(shell echo $@)\n")
    assert out == "all\n"


# ---- Message functions ----------------------------------------------------------------------


def test_info(mm):
    assert info(mm, "$(info hello world)") == "hello world\n"


def test_warning(mm):
    rc, out, err = mm("-f", "-", input="\n$(warning careful)\nall: ;\n")
    assert (rc, err) == (0, "minimake: -:2: warning: careful\n")


def test_error(mm):
    rc, out, err = mm("-f", "-", input="A = 1\n$(error failed $(A))\n")
    assert (rc, out, err) == (2, "", "minimake: -:2: failed 1\n")


def test_warning_in_recipe(mm):
    rc, out, err = mm(makefile="all:\n\t@echo x$(warning w)\n")
    assert err == "minimake: Makefile:2: warning: w\n"


def test_warning_cmdline_no_location(mm):
    rc, out, err = mm("X:=$(warning early)", makefile="all: ;\n")
    assert err == "minimake: warning: early\n"


# ---- Function eval --------------------------------------------------------------------------


def test_eval_defines_variable(mm):
    assert info(mm, "$(eval X = 5)\n$(info $(X))") == "5\n"


def test_eval_rule(mm):
    mk = "define RULE\n$(1):\n\t@echo made $(1)\nendef\n$(eval $(call RULE,thing))\n"
    rc, out, err = mm(makefile=mk)
    assert (rc, out) == (0, "made thing\n")


def test_eval_location(mm):
    rc, out, err = mm(makefile="define TEXT\nB = 2\nbad line\nendef\n$(eval $(TEXT))\n")
    assert (rc, err) == (2, "minimake: Makefile:5: missing separator\n")


def test_eval_conditional_complete(mm):
    rc, out, err = mm(makefile="$(eval ifdef X)\nall: ;\n")
    assert (rc, err) == (2, "minimake: Makefile:1: missing 'endif'\n")


def test_eval_sees_earlier_variables(mm):
    assert info(mm, "N = v\n$(eval $(N)x = 1)\n$(info $(vx))") == "1\n"


def test_eval_expanded_once_more(mm):
    assert info(mm, "$(eval X = $$(Y))\nY = late\n$(info $(X))") == "late\n"


# ---- Function let ---------------------------------------------------------------------------


def test_let_binds(mm):
    assert show(mm, "$(let a b,1 2,$(a)-$(b))") == "1-2"


def test_let_last_takes_rest(mm):
    assert show(mm, "$(let first rest,a  b   c,[$(first)][$(rest)])") == "[a][b c]"


def test_let_missing_words_empty(mm):
    assert show(mm, "$(let a b c,1,[$(a)$(b)$(c)])") == "[1]"


def test_let_restores(mm):
    assert show(mm, "$(let a,1,$(a))$(a)", "a = g\n") == "1g"


def test_let_origin(mm):
    assert show(mm, "$(let a,1,$(origin a))") == "automatic"


def test_let_names_expanded(mm):
    assert show(mm, "$(let $(N),x y,$(p))", "N = p\n") == "x y"


# ---- Function intcmp ------------------------------------------------------------------------


def test_intcmp_parts(mm):
    assert show(mm, "$(intcmp 2,10,lt,eq,gt)/$(intcmp 10,2,lt,eq,gt)/$(intcmp 3,3,lt,eq,gt)") == "lt/gt/eq"


def test_intcmp_two_args(mm):
    assert show(mm, "$(intcmp 007,7)|$(intcmp 1,2)|$(intcmp +5,5)") == "7||5"


def test_intcmp_negative_zero(mm):
    assert show(mm, "$(intcmp -0,0)") == "0"


def test_intcmp_negatives(mm):
    assert show(mm, "$(intcmp -10,-9,lt,eq,gt)") == "lt"


def test_intcmp_big(mm):
    assert show(mm, "$(intcmp 99999999999999999999999,99999999999999999999998,lt,eq,gt)") == "gt"


def test_intcmp_gt_defaults_to_eq(mm):
    assert show(mm, "$(intcmp 5,3,lt,eq)") == "eq"


def test_intcmp_eq_defaults_empty(mm):
    assert show(mm, "$(intcmp 5,3,lt)|$(intcmp 3,3,lt)") == "|"


def test_intcmp_lazy(mm):
    assert show(mm, "$(intcmp 1,2,ok,$(error no),$(error no))") == "ok"


def test_intcmp_non_numeric(mm):
    assert fails(mm, "X := $(intcmp 1x,2)\n") == "minimake: -:1: non-numeric first argument to 'intcmp' function: '1x'\n"


def test_intcmp_non_numeric_second(mm):
    assert fails(mm, "X := $(intcmp 1, -)\n") == "minimake: -:1: non-numeric second argument to 'intcmp' function: '-'\n"


def test_intcmp_stripped(mm):
    assert show(mm, "$(intcmp  4 , 4 )") == "4"


# ---- Function file --------------------------------------------------------------------------


def test_file_write(mm):
    info(mm, "$(file >out.txt,hello)")
    assert mm.read("out.txt") == "hello\n"


def test_file_write_replaces(mm):
    mm.write("out.txt", "old contents\n")
    info(mm, "$(file > out.txt ,new)")
    assert mm.read("out.txt") == "new\n"


def test_file_append(mm):
    mm.write("log", "a\n")
    info(mm, "$(file >>log,b)")
    assert mm.read("log") == "a\nb\n"


def test_file_no_double_newline(mm):
    info(mm, "define T\nx\n\nendef\n$(file >o,$(T))")
    assert mm.read("o") == "x\n"


def test_file_write_without_text_empties(mm):
    mm.write("o", "data\n")
    info(mm, "$(file >o)")
    assert mm.read("o") == ""


def test_file_append_without_text(mm):
    mm.write("o", "data\n")
    info(mm, "$(file >>o)$(file >>new)")
    assert mm.read("o") == "data\n" and mm.read("new") == ""


def test_file_read(mm):
    mm.write("in", "line1\nline2\n\n")
    assert show(mm, "$(file <in)") == "line1\nline2\n"


def test_file_read_missing(mm):
    assert show(mm, "$(file <nope)") == ""


def test_file_read_with_text(mm):
    assert fails(mm, "X := $(file <in,x)\n") == "minimake: -:1: the 'file' function does not take text when reading\n"


def test_file_bad_op(mm):
    assert fails(mm, "X := $(file ! x)\n") == "minimake: -:1: invalid file operation: '! x'\n"


def test_file_missing_name(mm):
    assert fails(mm, "X := $(file > )\n") == "minimake: -:1: missing filename in 'file' function\n"


def test_file_cannot_write(mm):
    err = fails(mm, "X := $(file >no/such/f,x)\n")
    assert err == "minimake: -:1: cannot open 'no/such/f' for writing: No such file or directory\n"


# ---- Function realpath ----------------------------------------------------------------------


def test_realpath_existing(mm):
    mm.touch("d/f", 1000)
    assert show(mm, "$(realpath d/../d/./f nope)") == f"{mm.dir.resolve()}/d/f"


def test_realpath_symlink(mm):
    import os
    mm.touch("target", 1000)
    os.symlink("target", mm.dir / "link")
    assert show(mm, "$(realpath link)") == f"{mm.dir.resolve()}/target"


def test_realpath_dot(mm):
    assert show(mm, "$(realpath .)") == str(mm.dir.resolve())


def test_realpath_missing_only(mm):
    assert show(mm, "$(realpath nope1 nope2)") == ""


def test_realpath_dotdot(mm):
    mm.touch("a/b", 1000)
    assert show(mm, "$(realpath a/../a/b)") == f"{mm.dir.resolve()}/a/b"
