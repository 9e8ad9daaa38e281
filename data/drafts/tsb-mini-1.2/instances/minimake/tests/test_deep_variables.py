"""Reference tests: the fine print of makefile lines, assignments and variables."""


def info(mm, makefile, *args, **kw):
    rc, out, err = mm("-f", "-", *args, input=makefile + "\n_end:\n", **kw)
    assert (rc, err) == (0, ""), err
    tail = "minimake: nothing to be done for '_end'.\n"
    assert out.endswith(tail)
    return out[: -len(tail)]


def show(mm, expr, prefix="", *args, **kw):
    """The value of one expression, printed between brackets."""
    out = info(mm, prefix + "$(info [" + expr + "])", *args, **kw)
    assert out.startswith("[") and out.endswith("]\n")
    return out[1:-2]


def fails(mm, makefile, *args, **kw):
    rc, out, err = mm("-f", "-", *args, input=makefile, **kw)
    assert rc == 2
    return err


# ---- Comments -------------------------------------------------------------------------------


def test_comment_inside_reference(mm):
    assert show(mm, "$(value X)", "X = $(subst #,x,a)\n") == "$(subst"


def test_backslash_hash_after_backslash(mm):
    assert show(mm, "$(X)", "X = a\\\\#b\n") == "a\\#b"


def test_escaped_hash_then_comment(mm):
    assert show(mm, "$(X)", "X = a\\#b#c\n") == "a#b"


def test_comment_trailing_space_removed(mm):
    assert show(mm, "$(X)", "X := a   # c\n") == "a"


def test_comment_in_rule_line(mm):
    rc, out, err = mm(makefile="a: b # c\n\t@echo $^\nb:\n\t@:\n")
    assert (rc, out) == (0, "b\n")


def test_comment_in_define_kept(mm):
    assert show(mm, "$(D)", "define D\na # b\nendef\n") == "a # b"


def test_comment_continued_hides_line(mm):
    assert info(mm, "# a \\\n$(info hidden)\n$(info shown)") == "shown\n"


# ---- Simple assignment ----------------------------------------------------------------------


def test_simple_reference_before_definition(mm):
    assert show(mm, "$X $(flavor X)", "X := <$(Y)>\nY = 1\n") == "<> simple"


def test_simple_self_reference_uses_old_value(mm):
    assert show(mm, "$X", "X = a\nX := $(X)b\n") == "ab"


def test_simple_double_dollar_once(mm):
    assert show(mm, "$X", "X ::= $$$$\n") == "$$"


def test_simple_inner_spaces_kept(mm):
    assert show(mm, "$X", "X :=   a  b  \n") == "a  b"


def test_simple_replaced_by_recursive(mm):
    assert show(mm, "$X $(flavor X)", "X := a\nX = $(Y)\nY = 1\n") == "1 recursive"


# ---- Append assignment ----------------------------------------------------------------------


def test_append_empty_added_text(mm):
    assert show(mm, "$X", "X = a\nX += \n") == "a"


def test_append_added_text_stripped_outside(mm):
    assert show(mm, "$X", "X = a\nX +=   b   c  \n") == "a b   c"


def test_append_simple_expands_now(mm):
    assert show(mm, "$X", "X := a\nX += $(Y)\nY = 1\n") == "a"


def test_append_recursive_expands_later(mm):
    assert show(mm, "$X", "X = a\nX += $(Y)\nY = 1\n") == "a 1"


def test_append_simple_keeps_dollar(mm):
    assert show(mm, "$(value X)", "X := $$a\nX += b\n") == "$a b"


def test_append_recursive_keeps_double_dollar(mm):
    assert show(mm, "$(value X)", "X = $$a\nX += b\n") == "$$a b"


def test_append_undefined_origin_file(mm):
    assert show(mm, "$X $(flavor X) $(origin X)", "X += a\nX += b\n") == "a b recursive file"


def test_append_after_shell_assignment_simple(mm):
    assert show(mm, "$X $(flavor X)", "X != echo 1\nX += 2\n") == "1 2 simple"


# ---- Conditional assignment -----------------------------------------------------------------


def test_cond_assign_first_wins(mm):
    assert show(mm, "$X", "X ?= 1\nX ?= 2\n") == "1"


def test_cond_assign_recursive(mm):
    assert show(mm, "$X $(flavor X)", "X ?= $(Y)\nY = 3\n") == "3 recursive"


def test_cond_assign_keeps_simple_flavor(mm):
    assert show(mm, "$X $(flavor X)", "X := a\nX ?= b\n") == "a simple"


def test_cond_assign_after_undefine(mm):
    assert show(mm, "$X", "X = 1\nundefine X\nX ?= 2\n") == "2"


def test_cond_assign_command_line(mm):
    assert show(mm, "$X $(origin X)", "X ?= 2\n", "X=1") == "1 command line"


def test_cond_assign_environment(mm):
    assert show(mm, "$X $(origin X)", "X ?= 2\n", env={"X": "e"}) == "e environment"


def test_cond_assign_override_undefined(mm):
    assert show(mm, "$X $(origin X)", "override X ?= 2\n") == "2 override"


def test_cond_assign_value_stripped(mm):
    assert show(mm, "$X", "X ?=   a   b  \n") == "a   b"


# ---- Shell assignment -----------------------------------------------------------------------


def test_shell_assign_output_not_expanded(mm):
    assert show(mm, "$X", "X != echo '$$(Y)'\nY = no\n") == "$(Y)"


def test_shell_assign_leading_spaces_kept(mm):
    assert show(mm, "$X", "X != echo '  a  '\n") == "  a  "


def test_shell_assign_inner_newlines(mm):
    assert show(mm, "$X", "X != printf 'a\\n\\nb\\n\\n'\n") == "a  b"


def test_shell_assign_failing_status(mm):
    assert show(mm, "<$X> $(.SHELLSTATUS)", "X != echo out; exit 4\n") == "<out> 4"


def test_shell_assign_command_expanded(mm):
    assert show(mm, "$X", "C = echo q\nX != $(C)\n") == "q"


def test_shell_assign_dollar_for_shell(mm):
    assert show(mm, "$X", "X != a=5; echo $$a\n") == "5"


def test_shell_assign_command_line_wins(mm):
    assert show(mm, "$X", "X != echo a\n", "X=c") == "c"


def test_shell_assign_later_replaces(mm):
    assert show(mm, "$X", "X != echo a\nX != echo b\n") == "b"


def test_shell_assign_command_line_command_runs(mm):
    # a command-line variable is not changed, but the command still runs (side effects happen)
    assert show(mm, "$X $(origin X)", "X != echo ran > side; echo a\n", "X=c") == "c command line"
    assert mm.read("side") == "ran\n"


def test_shell_assign_command_line_stderr_and_status(mm):
    rc, out, err = mm("-f", "-", "X=c", input="X != echo oops >&2; exit 5\n"
                      "$(info [$X] $(.SHELLSTATUS))\nall: ;\n")
    assert (rc, err) == (0, "oops\n")
    assert out == "[c] 5\nminimake: nothing to be done for 'all'.\n"


def test_shell_assign_command_line_command_sees_value(mm):
    # the command runs with the command-line value exported, and its output is dropped
    assert show(mm, "$X", "X != echo \"$$X\" > seen; echo out\n", "X=c") == "c"
    assert mm.read("seen") == "c\n"


def test_shell_assign_command_line_later_runs_each(mm):
    mk = "X != echo 1 >> log\nX != echo 2 >> log\n"
    assert show(mm, "$X", mk, "X=c") == "c"
    assert mm.read("log") == "1\n2\n"


# ---- Recursive variable expansion -----------------------------------------------------------


def test_self_reference_in_untaken_branch(mm):
    assert show(mm, "$A", "A = $(if ,$(A))ok\n") == "ok"


def test_same_variable_twice_not_recursion(mm):
    assert show(mm, "$A", "A = $(B)-$(B)\nB = x\n") == "x-x"


def test_self_reference_through_value(mm):
    assert show(mm, "$A", "A = $(value A)z\n") == "$(value A)zz"


def test_self_reference_through_origin(mm):
    assert show(mm, "$A", "A = $(origin A)\n") == "file"


def test_self_name_hidden_by_foreach(mm):
    assert show(mm, "$A", "A = $(foreach A,1,$A)\n") == "1"


def test_self_reference_three_chain(mm):
    assert fails(mm, "A = $(B)\nB = $(C)\nC = $(A)\n$(info $A)\n") == (
        "minimake: -:4: recursive variable 'A' references itself\n")


def test_self_reference_never_expanded(mm):
    rc, out, err = mm("-f", "-", input="A = $(A)\nall:\n\t@echo ok\n")
    assert (rc, out, err) == (0, "ok\n", "")


def test_self_reference_in_recipe_location(mm):
    assert fails(mm, "A = $(A)\nall:\n\t@echo $A\n") == (
        "minimake: -:3: recursive variable 'A' references itself\n")


def test_call_without_end_nested_too_deeply(mm):
    assert fails(mm, "F = $(call F)\nX := $(F)\n") == "minimake: -:2: expansion nested too deeply\n"


# ---- Physical and logical lines -------------------------------------------------------------


def test_continuation_onto_empty_line(mm):
    assert show(mm, "$X", "X = a \\\n\nY = 1\n") == "a"


def test_continuation_line_only_backslash(mm):
    assert show(mm, "$X", "X = a\\\n\\\nb\n") == "a b"


def test_continuation_leading_whitespace_removed(mm):
    assert show(mm, "$X", "X = a \\\n   \t b\n") == "a b"


def test_two_backslashes_kept(mm):
    assert show(mm, "$X", "X = a\\\\\nY = 1\n") == "a\\\\"


def test_crlf_with_continuation(mm):
    assert show(mm, "$X", "X = a \\\r\n  b\r\n") == "a b"


def test_target_name_continued(mm):
    rc, out, err = mm(makefile="x\\\n:\n\t@echo $@\n")
    assert (rc, out) == (0, "x\n")


# ---- Variable references --------------------------------------------------------------------


def test_single_char_then_text(mm):
    assert show(mm, "$AB|$(A)B", "AB = 1\nA = 2\n") == "2B|2B"


def test_dollar_dollar_then_char(mm):
    assert show(mm, "$$A|$$$A", "A = 2\n") == "$A|$2"


def test_name_not_stripped(mm):
    assert show(mm, "<$(X )><$( X)>", "X = 1\n") == "<><>"


def test_dollar_space_variable(mm):
    assert show(mm, "$ X", "X = 1\n") == "X"


def test_computed_name_braces_inside(mm):
    assert show(mm, "$(${V}_y)", "V = X\nX_y = 1\n") == "1"


def test_space_in_name_reference(mm):
    assert show(mm, "<$(a b)>") == "<>"


def test_unterminated_at_end_of_line(mm):
    assert fails(mm, "\nX := $(\n") == "minimake: -:2: unterminated variable reference\n"


# ---- Substitution references ----------------------------------------------------------------


def test_subst_ref_empty_replacement(mm):
    assert show(mm, "$(X:.c=)", "X = a.c b.c\n") == "a b"


def test_subst_ref_empty_suffix_appends(mm):
    assert show(mm, "$(X:=.o)", "X = a.c b.c\n") == "a.c.o b.c.o"


def test_subst_ref_whole_word_suffix(mm):
    assert show(mm, "$(X:a.c=z)", "X = a.c b.c\n") == "z b.c"


def test_subst_ref_only_last_suffix(mm):
    assert show(mm, "$(X:.c=.o)", "X = x.c.c\n") == "x.c.o"


def test_subst_ref_no_equals_is_name(mm):
    assert show(mm, "<$(X:.c)>", "X = a.c\n") == "<>"


def test_subst_ref_computed_suffix(mm):
    assert show(mm, "$(X:$(A)=.o)", "X = a.c\nA = .c\n") == "a.o"


def test_subst_ref_second_percent_literal(mm):
    assert show(mm, "$(X:%=%%)|$(X:a%=b%c%)", "X = a.c\n") == "a.c%|b.cc%"


def test_subst_ref_undefined(mm):
    assert show(mm, "<$(U:.c=.o)>") == "<>"


def test_subst_ref_braces(mm):
    assert show(mm, "${X:.c=.o}", "X = a.c  b.c \n") == "a.o b.o"


def test_subst_ref_equals_in_replacement(mm):
    assert show(mm, "$(X:=b=)", "X = a\n") == "ab="


# ---- Patterns -------------------------------------------------------------------------------


def test_pattern_percent_alone_in_subst_ref(mm):
    assert show(mm, "$(X:%=<%>)", "X = a.c b.c\n") == "<a.c> <b.c>"


def test_pattern_prefix_and_suffix_overlap(mm):
    assert show(mm, "$(filter ab%ba,aba abba abxba)") == "abba abxba"


def test_pattern_backslash_percent_not_escape(mm):
    assert show(mm, "$(patsubst a\\%,x%,a\\bc)") == "xbc"


# ---- Conditional syntax ---------------------------------------------------------------------


def test_ifeq_parens_stripped_inside(mm):
    assert show(mm, "$X", "ifeq ( a , a )\nX = 1\nendif\n") == "1"


def test_ifeq_quoted_not_stripped(mm):
    assert show(mm, "<$X>", 'ifeq ("a ","a")\nX = 1\nendif\n') == "<>"


def test_ifeq_quoted_form_spaces_kept(mm):
    assert show(mm, "$X", "ifneq \"a \" 'a'\nX = differ\nendif\n") == "differ"


def test_ifeq_mixed_quotes(mm):
    assert show(mm, "$X", "ifeq 'a' \"a\"\nX = 1\nendif\n") == "1"


def test_ifeq_nested_parens_comma(mm):
    assert show(mm, "$X", "ifeq ((a,b),(a,b))\nX = 1\nendif\n") == "1"


def test_ifneq_both_empty(mm):
    assert show(mm, "<$X>", "ifneq (,)\nX = 1\nendif\n") == "<>"


def test_ifeq_one_argument(mm):
    assert fails(mm, "ifeq (a)\nendif\n") == "minimake: -:1: invalid syntax in conditional\n"


def test_ifeq_quoted_extra_text(mm):
    assert fails(mm, 'ifeq "a" "a" x\nendif\n') == (
        "minimake: -:1: extraneous text after 'ifeq' directive\n")


def test_ifeq_one_quoted(mm):
    assert fails(mm, 'ifeq "a"\nendif\n') == "minimake: -:1: invalid syntax in conditional\n"


def test_ifeq_nothing(mm):
    assert fails(mm, "ifeq\nendif\n") == "minimake: -:1: invalid syntax in conditional\n"


# ---- Conditionals on definition -------------------------------------------------------------


def test_ifdef_name_stripped(mm):
    assert show(mm, "$A", "X = 1\nifdef  X \nA = 1\nendif\n") == "1"


def test_ifdef_computed_name(mm):
    assert show(mm, "$A", "N = X\nX = 1\nifdef $(N)\nA = 1\nendif\n") == "1"


def test_ifdef_two_names(mm):
    assert fails(mm, "ifdef a b\nendif\n") == "minimake: -:1: invalid syntax in conditional\n"


def test_ifdef_no_name(mm):
    assert fails(mm, "ifdef\nendif\n") == "minimake: -:1: invalid syntax in conditional\n"


def test_ifndef_empty_value(mm):
    assert show(mm, "$A", "X =\nifndef X\nA = 1\nendif\n") == "1"


def test_ifdef_empty_command_line(mm):
    assert show(mm, "<$A>", "ifdef X\nA = 1\nendif\n", "X=") == "<>"


def test_ifdef_environment(mm):
    assert show(mm, "$A", "ifdef E\nA = 1\nendif\n", env={"E": "v"}) == "1"
