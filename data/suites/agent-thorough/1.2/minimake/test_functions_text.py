"""Function call syntax and text functions: subst, patsubst, strip, findstring,
filter, filter-out, sort, word functions."""
import pytest

from conftest import run, ev, expand


def err_of(tmp_path, expr, pre=""):
    r = ev(tmp_path, expr, pre=pre)
    assert r.rc == 2, r
    assert r.out == ""
    return r.err


# ----------------------------------------------------------- call syntax

def test_function_name_with_tab(tmp_path):
    assert expand(tmp_path, "$(strip\t a   b )") == "a b"


def test_function_name_without_space_is_variable(tmp_path):
    r = run(tmp_path, makefile="info = var\n$(info [$(info)])\nall:;@:\n")
    assert r.out == "[var]\n"


def test_braces_function_call(tmp_path):
    assert expand(tmp_path, "${subst a,b,aaa}") == "bbb"


def test_computed_function_name_is_variable(tmp_path):
    assert expand(tmp_path, "<$($(F) a)>", pre="F = strip\n") == "<>"


def test_unknown_name_with_space_is_variable(tmp_path):
    assert expand(tmp_path, "<$(foo a)>", pre="foo = weird\n") == "<>"


def test_function_name_followed_by_comma_is_variable(tmp_path):
    assert expand(tmp_path, "<$(strip,a)>") == "<>"


def test_last_argument_keeps_commas(tmp_path):
    assert expand(tmp_path, "$(strip a,b)") == "a,b"


def test_commas_from_expansion_do_not_split(tmp_path):
    assert expand(tmp_path, "$(subst $(C),x,a$(C)b)", pre="C = ,\n") == "axb"


def test_nested_parens_protect_commas(tmp_path):
    assert expand(tmp_path, "$(subst (a,b),x,(a,b)c)") == "xc"


def test_insufficient_arguments(tmp_path):
    e = err_of(tmp_path, "$(subst a,b)")
    assert e == "minimake: Makefile:1: insufficient number of arguments (2) to function 'subst'\n"


def test_insufficient_arguments_if(tmp_path):
    e = err_of(tmp_path, "$(if )")
    assert e == "minimake: Makefile:1: insufficient number of arguments (1) to function 'if'\n"


def test_insufficient_arguments_counted_before_expansion(tmp_path):
    e = err_of(tmp_path, "$(word $(C))", pre="C = 1,a\n")
    assert e == "minimake: Makefile:2: insufficient number of arguments (1) to function 'word'\n"


@pytest.mark.parametrize("expr,fn,n", [
    ("$(patsubst a,b)", "patsubst", 2), ("$(findstring a)", "findstring", 1),
    ("$(filter a)", "filter", 1), ("$(filter-out a)", "filter-out", 1),
    ("$(wordlist 1,2)", "wordlist", 2), ("$(addsuffix a)", "addsuffix", 1),
    ("$(addprefix a)", "addprefix", 1), ("$(join a)", "join", 1),
    ("$(foreach a,b)", "foreach", 2), ("$(let a,b)", "let", 2),
    ("$(intcmp 1)", "intcmp", 1),
])
def test_insufficient_arguments_table(tmp_path, expr, fn, n):
    e = err_of(tmp_path, expr)
    assert e == ("minimake: Makefile:1: insufficient number of arguments (%d) to function '%s'\n"
                 % (n, fn))


def test_arguments_not_stripped(tmp_path):
    assert expand(tmp_path, "$(subst a, b,xa)") == "x b"


def test_brace_opens_level_for_splitting(tmp_path):
    e = err_of(tmp_path, "$(subst {,[,a{b)")
    assert e == "minimake: Makefile:1: insufficient number of arguments (1) to function 'subst'\n"


def test_unmatched_closer_changes_nothing(tmp_path):
    assert expand(tmp_path, "$(subst },x,a}b)") == "axb"


# ------------------------------------------------- subst/patsubst/strip/find

@pytest.mark.parametrize("expr,expected", [
    ("$(subst ee,EE,feet on the street)", "fEEt on the strEEt"),
    ("$(subst aa,b,aaa)", "ba"),
    ("$(subst ,x,abc)", "abc"),
    ("$(subst a,,banana)", "bnn"),
    ("$(subst a b,X,a b a  b)", "X a  b"),
    ("$(subst x,y,  x  )", "  y  "),
    ("$(patsubst %.c,%.o,x.c.c bar.c)", "x.c.o bar.o"),
    ("$(patsubst %.c,%.o,a.c b.h)", "a.o b.h"),
    ("$(patsubst a,b,a ab a)", "b ab b"),
    ("$(patsubst a%b,<%>,a%xb ab)", "<%x> <>"),
    ("$(patsubst %,x%y%,a b)", "xay% xby%"),
    ("$(patsubst %.c, %.o,x.c)", " x.o"),
    ("$(patsubst a%,%,a b)", " b"),
    ("$(patsubst a%,%,b a)", "b "),
    ("$(patsubst %,x,)", ""),
    ("$(patsubst %.c,%.o,  a.c   b.c  )", "a.o b.o"),
    ("$(patsubst %.c,obj/%,a.c)", "obj/a"),
    ("$(strip   a   b  c  )", "a b c"),
    ("$(strip \t a \t b \t )", "a b"),
    ("$(strip    )", ""),
    ("$(findstring a,mountain)", "a"),
    ("$(findstring z,mountain)", ""),
    ("$(findstring a b,xa by)", "a b"),
    ("$(findstring ,abc)", ""),
])
def test_text_functions(tmp_path, expr, expected):
    assert expand(tmp_path, expr) == expected


def test_strip_newlines(tmp_path):
    pre = "define NL\n\n\nendef\n"
    assert expand(tmp_path, "$(strip a$(NL)$(NL)b)", pre=pre) == "a b"


# ------------------------------------------------- filter / filter-out / sort

@pytest.mark.parametrize("expr,expected", [
    ("$(filter %.c %.s,foo.c bar.c baz.s ugh.h)", "foo.c bar.c baz.s"),
    ("$(filter-out %.c %.s,foo.c bar.c baz.s ugh.h)", "ugh.h"),
    ("$(filter b a,a b c a)", "a b a"),
    ("$(filter %,a b)", "a b"),
    ("$(filter a,a ab ba)", "a"),
    ("$(filter %a%,a%a xa ba%)", "ba%"),
    ("$(filter ,a b)", ""),
    ("$(filter-out ,a   b)", "a b"),
    ("$(filter-out a%,ab ba a)", "ba"),
    ("$(filter %.c %c,a.c)", "a.c"),
    ("$(filter a,  a   a  )", "a a"),
    ("$(sort c b a b)", "a b c"),
    ("$(sort a B _ 9 10 1)", "1 10 9 B _ a"),
    ("$(sort   z   y  )", "y z"),
    ("$(sort )", ""),
    ("$(sort b a a b)", "a b"),
])
def test_filter_sort(tmp_path, expr, expected):
    assert expand(tmp_path, expr) == expected


# ---------------------------------------------------------- word functions

@pytest.mark.parametrize("expr,expected", [
    ("$(words a b  c)", "3"),
    ("$(words )", "0"),
    ("$(words  a )", "1"),
    ("$(word 2,a b c)", "b"),
    ("$(word 4,a b c)", ""),
    ("$(word 02,a b c)", "b"),
    ("$(word  2 ,a b c)", "b"),
    ("$(word 99999999999999999999999,a b)", ""),
    ("$(wordlist 2,3,a b c d)", "b c"),
    ("$(wordlist 2,9,a b c)", "b c"),
    ("$(wordlist 3,2,a b c)", ""),
    ("$(wordlist 2,0,a b c)", ""),
    ("$(wordlist 2,2,a b c)", "b"),
    ("$(wordlist 5,9,a b c)", ""),
    ("$(wordlist 1,99999999999999999999,a b)", "a b"),
    ("$(wordlist 99999999999999999999,99999999999999999999,a b)", ""),
    ("$(wordlist 001,02,a b c)", "a b"),
    ("$(firstword a b c)", "a"),
    ("$(firstword )", ""),
    ("$(lastword a b c)", "c"),
    ("$(lastword )", ""),
    ("$(firstword   x  )", "x"),
])
def test_word_functions(tmp_path, expr, expected):
    assert expand(tmp_path, expr) == expected


@pytest.mark.parametrize("expr,msg", [
    ("$(word x,a)", "non-numeric first argument to 'word' function: 'x'"),
    ("$(word +1,a)", "non-numeric first argument to 'word' function: '+1'"),
    ("$(word -1,a)", "non-numeric first argument to 'word' function: '-1'"),
    ("$(word ,a)", "non-numeric first argument to 'word' function: ''"),
    ("$(word  1 2 ,a)", "non-numeric first argument to 'word' function: '1 2'"),
    ("$(word 0,a)", "first argument to 'word' function must be greater than 0"),
    ("$(word 00,a)", "first argument to 'word' function must be greater than 0"),
    ("$(wordlist x,2,a)", "non-numeric first argument to 'wordlist' function: 'x'"),
    ("$(wordlist 1,y,a)", "non-numeric second argument to 'wordlist' function: 'y'"),
    ("$(wordlist 0,2,a)", "invalid first argument to 'wordlist' function: '0'"),
    ("$(wordlist 0,x,a)", "non-numeric second argument to 'wordlist' function: 'x'"),
    ("$(wordlist x,y,a)", "non-numeric first argument to 'wordlist' function: 'x'"),
    ("$(wordlist 1,,a)", "non-numeric second argument to 'wordlist' function: ''"),
])
def test_word_function_errors(tmp_path, expr, msg):
    assert err_of(tmp_path, expr) == "minimake: Makefile:1: %s\n" % msg


def test_wordlist_end_zero_allowed(tmp_path):
    assert expand(tmp_path, "[$(wordlist 1,0,a b)]") == "[]"
