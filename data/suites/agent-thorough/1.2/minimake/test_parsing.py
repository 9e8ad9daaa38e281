"""Command-line variables, physical/logical lines, comments, line classification."""
import pytest

from conftest import run, ev, expand, write

SHOWX = "all:\n\t@echo \"[$(X)] $(flavor X) $(origin X)\"\n"

# ------------------------------------------------------ command-line vars


def test_cmdline_recursive(tmp_path):
    r = run(tmp_path, "X=1", makefile=SHOWX)
    assert r.out == "[1] recursive command line\n"


def test_cmdline_recursive_expanded_late(tmp_path):
    r = run(tmp_path, "X=$(Y)", makefile="Y = m\n" + SHOWX)
    assert r.out == "[m] recursive command line\n"


def test_cmdline_simple_expanded_at_startup(tmp_path):
    r = run(tmp_path, "Y=a", "X:=$(Y)b", makefile=SHOWX)
    assert r.out == "[ab] simple command line\n"


def test_cmdline_simple_before_makefile(tmp_path):
    r = run(tmp_path, "X:=[$(Y)]", makefile="Y = m\n" + SHOWX)
    assert r.out == "[[]] simple command line\n"


def test_cmdline_double_colon_equals(tmp_path):
    r = run(tmp_path, "X::=v", makefile=SHOWX)
    assert r.out == "[v] simple command line\n"


def test_cmdline_value_not_stripped(tmp_path):
    r = run(tmp_path, "X= a ", makefile=SHOWX)
    assert r.out == "[ a ] recursive command line\n"


def test_cmdline_value_with_equals(tmp_path):
    r = run(tmp_path, "X=a=b", makefile=SHOWX)
    assert r.out == "[a=b] recursive command line\n"


def test_cmdline_empty_value(tmp_path):
    r = run(tmp_path, "X=", makefile=SHOWX)
    assert r.out == "[] recursive command line\n"


@pytest.mark.parametrize("arg", ["a b=1", "=1", ":=1", "a#b=1", " =1"])
def test_cmdline_invalid_assignment(tmp_path, arg):
    r = run(tmp_path, arg, makefile="all:\n\t@echo ran\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: invalid variable assignment '%s'\n" % arg


@pytest.mark.parametrize("assign", [
    "X = f\n", "X := f\n", "X += f\n", "X ?= f\n", "X != echo f\n",
    "define X\nf\nendef\n", "all: X = t\n", "all: X += t\n",
])
def test_cmdline_beats_makefile(tmp_path, assign):
    r = run(tmp_path, "X=c", makefile=assign + "all:\n\t@echo \"[$(X)]\"\n")
    assert r.out == "[c]\n"


def test_cmdline_override_changes(tmp_path):
    r = run(tmp_path, "X=c", makefile="override X = o\n" + SHOWX)
    assert r.out == "[o] recursive override\n"


def test_cmdline_exported(tmp_path):
    r = run(tmp_path, "X=c", makefile="all:\n\t@echo \"[$$X]\"\n")
    assert r.out == "[c]\n"


def test_cmdline_later_wins(tmp_path):
    r = run(tmp_path, "X=1", "X=2", makefile=SHOWX)
    assert r.out == "[2] recursive command line\n"


def test_cmdline_dotted_name(tmp_path):
    r = run(tmp_path, "a.b-c=1", makefile="all:\n\t@echo \"[$(a.b-c)]\"\n")
    assert r.out == "[1]\n"


# ------------------------------------------------- physical / logical lines

def test_crlf_line_ends(tmp_path):
    r = run(tmp_path, makefile="X = a\r\n$(info [$(X)])\r\nall:\r\n\t@echo ok\r\n")
    assert r.rc == 0
    assert r.out == "[a]\nok\n"


def test_last_line_without_newline(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@echo \"[$(X)]\"\nX = last")
    assert r.out == "[last]\n"


def test_continuation_joins_with_single_space(tmp_path):
    assert expand(tmp_path, "$(X)", pre="X = a   \\\n     b\n") == "a b"


def test_continuation_many_lines(tmp_path):
    assert expand(tmp_path, "$(X)", pre="X = a \\\n b \\\n c \\\n d\n") == "a b c d"


def test_continuation_removes_tabs(tmp_path):
    assert expand(tmp_path, "$(X)", pre="X = a\t\\\n\t\tb\n") == "a b"


def test_even_backslashes_do_not_continue(tmp_path):
    r = ev(tmp_path, "$(X)|$(Y)", pre="X = a\\\\\nY = b\n")
    assert r.out == "[a\\\\|b]\n"


def test_triple_backslash_continues(tmp_path):
    r = ev(tmp_path, "$(X)", pre="X = a\\\\\\\nb\n")
    assert r.out == "[a\\\\ b]\n"


def test_location_is_first_physical_line(tmp_path):
    r = run(tmp_path, makefile="X = 1\nY := a \\\n$(warning w)\nall:;@:\n")
    assert r.err == "minimake: Makefile:2: warning: w\n"


def test_location_counts_continued_lines(tmp_path):
    r = run(tmp_path, makefile="X = a \\\n b \\\n c\n$(warning w)\nall:;@:\n")
    assert r.err == "minimake: Makefile:4: warning: w\n"


def test_continuation_onto_empty_line(tmp_path):
    r = ev(tmp_path, "$(X)|$(Y)", pre="X = a \\\n\nY = b\n")
    assert r.out == "[a|b]\n"


def test_line_of_only_backslash_continues(tmp_path):
    assert expand(tmp_path, "$(X)", pre="X = a\\\n\\\nb\n") == "a b"


def test_crlf_continuation(tmp_path):
    assert expand(tmp_path, "$(X)", pre="X = a \\\r\n b\r\n") == "a b"


def test_rule_split_over_lines(tmp_path):
    r = run(tmp_path, makefile="x\\\n:\n\t@echo \"[$@]\"\n")
    assert r.rc == 0
    assert r.out == "[x]\n"


def test_backslash_at_end_of_file_removed(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@echo \"[$(X)]\"\nX = abc\\\n")
    assert r.out == "[abc]\n"


def test_leading_trailing_whitespace_ignored(tmp_path):
    r = run(tmp_path, makefile="   X = 1   \n  $(info [$(X)])  \nall:;@:\n")
    assert r.out == "[1]\n"


# --------------------------------------------------------------- comments

def test_comment_removed(tmp_path):
    assert expand(tmp_path, "$(X)", pre="X = a # c\n") == "a"


def test_comment_line_ignored(tmp_path):
    r = run(tmp_path, makefile="# comment\n   # indented comment\nall:\n\t@echo ok\n")
    assert r.out == "ok\n"


def test_comment_continues_with_backslash(tmp_path):
    r = ev(tmp_path, "$(X)|$(Y)", pre="X = a # c \\\nY = b\n")
    assert r.out == "[a|]\n"


def test_escaped_hash(tmp_path):
    assert expand(tmp_path, "$(X)", pre="X = a\\#b\n") == "a#b"


def test_escaped_hash_after_backslash(tmp_path):
    r = ev(tmp_path, "$(X)", pre="X = a\\\\#b\n")
    assert r.out == "[a\\#b]\n"


def test_escaped_hash_then_comment(tmp_path):
    assert expand(tmp_path, "$(X)", pre="X = a\\#b#c\n") == "a#b"


def test_hash_in_recipe_goes_to_shell(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@echo a#b\n\techo c # d\n")
    assert r.out == "a#b\necho c # d\nc\n"


def test_comment_after_semicolon_recipe_removed(tmp_path):
    r = run(tmp_path, makefile="all: ; @echo a#b\n")
    assert r.out == "a\n"


def test_hash_in_reference_starts_comment(tmp_path):
    r = ev(tmp_path, "$(value X)", pre="X = $(subst #,x,a)\n")
    assert r.out == "[$(subst]\n"


def test_whitespace_before_comment_removed(tmp_path):
    assert expand(tmp_path, "$(X)", pre="X := a   # c\n") == "a"


def test_comment_ends_prerequisite_list(tmp_path):
    r = run(tmp_path, makefile="all: b # c d\n\t@echo \"[$^]\"\nb:;@:\n")
    assert r.out == "[b]\n"


def test_hash_in_define_body_kept(tmp_path):
    r = run(tmp_path, makefile="define X\na # b\nendef\n$(info [$(X)])\nall:;@:\n")
    assert r.out == "[a # b]\n"


# ---------------------------------------------------- line classification

@pytest.mark.parametrize("kw", ["export", "define", "override", "undefine",
                                "private", "vpath", "unexport", "include"])
def test_keyword_followed_by_operator_is_variable(tmp_path, kw):
    r = run(tmp_path, makefile="%s = 1\n$(info [$(%s)])\nall:;@:\n" % (kw, kw))
    assert r.rc == 0
    assert r.out == "[1]\n"


def test_keyword_colon_equals_is_variable(tmp_path):
    r = run(tmp_path, makefile="export := 2\n$(info [$(export)])\nall:;@:\n")
    assert r.out == "[2]\n"


def test_info_line_allowed(tmp_path):
    r = run(tmp_path, makefile="$(info hello)\nall:;@:\n")
    assert r.out == "hello\n"


def test_line_expanding_to_whitespace_allowed(tmp_path):
    r = run(tmp_path, makefile="E =\n$(E)  $(E)\nall:\n\t@echo ok\n")
    assert r.rc == 0
    assert r.out == "ok\n"


def test_missing_separator(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@echo ok\n\nfoo bar\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: Makefile:4: missing separator\n"


def test_missing_separator_stops_before_update(tmp_path):
    r = run(tmp_path, makefile="$(info before)\nfoo\n$(info after)\nall:\n\t@echo ok\n")
    assert r.rc == 2
    assert r.out == "before\n"
    assert r.err == "minimake: Makefile:2: missing separator\n"


def test_tab_assignment_before_first_rule(tmp_path):
    r = run(tmp_path, makefile="\tX = 1\nall:\n\t@echo \"[$(X)]\"\n")
    assert r.out == "[1]\n"


def test_tab_info_before_first_rule(tmp_path):
    r = run(tmp_path, makefile="\t$(info x)\nall:;@:\n")
    assert r.out == "x\n"


def test_recipe_commences_before_first_target(tmp_path):
    r = run(tmp_path, makefile="X = 1\n\techo hi\nall:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: recipe commences before first target\n"


def test_colon_from_expansion_is_not_rule(tmp_path):
    r = run(tmp_path, "C=:", makefile="a$(C)b\nall:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:1: missing separator\n"


def test_equals_from_expansion_is_not_assignment(tmp_path):
    r = run(tmp_path, "E==", makefile="a$(E)b\nall:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:1: missing separator\n"


def test_colon_before_equals_is_rule(tmp_path):
    r = run(tmp_path, makefile="a : B = c\na:\n\t@echo \"[$(B)]\"\n")
    assert r.out == "[c]\n"


def test_colon_equals_value_contains_colon(tmp_path):
    assert expand(tmp_path, "$(a)", pre="a := b : c\n") == "b : c"


def test_equals_value_contains_equals(tmp_path):
    assert expand(tmp_path, "$(a)", pre="a = b = c\n") == "b = c"


def test_operators_without_spaces(tmp_path):
    pre = "a:=1\nb::=2\nc!=echo 3\nd?=4\ne=5\nf+=6\n"
    assert expand(tmp_path, "$(a) $(b) $(c) $(d) $(e) $(f)", pre=pre) == "1 2 3 4 5 6"


def test_include_alone_reads_nothing(tmp_path):
    r = run(tmp_path, makefile="include\nall:\n\t@echo ok\n")
    assert r.rc == 0
    assert r.out == "ok\n"


def test_keyword_without_whitespace_not_directive(tmp_path):
    r = run(tmp_path, makefile="ifeq(a,b)\nall:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:1: missing separator\n"


def test_colon_inside_reference_not_rule(tmp_path):
    assert expand(tmp_path, "$(X)", pre="X = $(subst a:,b,a:c)\n") == "bc"


def test_equals_inside_reference_not_assignment(tmp_path):
    r = run(tmp_path, makefile="Y = v\n$(Y:v=w): ; @echo \"[$@]\"\n")
    assert r.rc == 0
    assert r.out == "[w]\n"
