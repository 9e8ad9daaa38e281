"""Reference tests: the fine print of the function library."""


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


def test_computed_function_name_is_a_variable(mm):
    assert show(mm, "$($(F) a)", "F = strip\n") == ""


def test_name_followed_by_comma_is_a_variable(mm):
    assert show(mm, "$(strip,a)", "strip,a = SA\n") == "SA"


def test_unknown_name_with_space_is_a_variable(mm):
    assert show(mm, "<$(foo a)>") == "<>"


def test_open_brace_holds_commas(mm):
    assert fails(mm, "X := $(subst {,[,a{b)\n") == (
        "minimake: -:1: insufficient number of arguments (1) to function 'subst'\n")


def test_unopened_closer_does_not_hold_commas(mm):
    assert show(mm, "$(subst },x,a}b)") == "axb"


def test_space_alone_is_one_empty_argument(mm):
    assert fails(mm, "X := $(if )\n") == (
        "minimake: -:1: insufficient number of arguments (1) to function 'if'\n")


def test_argument_count_before_expansion(mm):
    assert fails(mm, "L = a,a\nX := $(subst $(L),x)\n") == (
        "minimake: -:2: insufficient number of arguments (2) to function 'subst'\n")


# ---- Functions subst and patsubst -----------------------------------------------------------


def test_subst_empty_to_deletes(mm):
    assert show(mm, "$(subst a,,banana)") == "bnn"


def test_subst_from_spans_words(mm):
    assert show(mm, "$(subst a b,X,a b a  b)") == "X a  b"


def test_patsubst_stem_may_hold_percent(mm):
    assert show(mm, "$(patsubst a%b,<%>,a%xb ab)") == "<%x> <>"


def test_patsubst_later_percent_in_replacement_kept(mm):
    assert show(mm, "$(patsubst %,x%y%,a b)") == "xay% xby%"


def test_patsubst_empty_word_keeps_place(mm):
    assert show(mm, "$(patsubst a%,%,a b)") == " b"


def test_patsubst_empty_word_at_end(mm):
    assert show(mm, "$(patsubst a%,%,b a)") == "b "


def test_patsubst_replacement_not_stripped(mm):
    assert show(mm, "$(patsubst %.c, %.o,x.c)") == " x.o"


def test_patsubst_empty_text(mm):
    assert show(mm, "$(patsubst %.c,%.o,)") == ""


def test_findstring_empty_find(mm):
    assert show(mm, "<$(findstring ,abc)>") == "<>"


def test_findstring_spans_words(mm):
    assert show(mm, "$(findstring a b,xa by)") == "a b"


def test_strip_only_whitespace(mm):
    assert show(mm, "<$(strip  \t )>") == "<>"


# ---- Functions filter, filter-out and sort --------------------------------------------------


def test_filter_percent_alone_matches_all(mm):
    assert show(mm, "$(filter %,a  b)") == "a b"


def test_filter_exact_case_sensitive(mm):
    assert show(mm, "$(filter a,ab a A)") == "a"


def test_filter_word_once_for_several_patterns(mm):
    assert show(mm, "$(filter a% %b,ab cb)") == "ab cb"


def test_filter_text_order_not_pattern_order(mm):
    assert show(mm, "$(filter b a,a b c a)") == "a b a"


def test_filter_later_percent_literal(mm):
    assert show(mm, "$(filter %a%,a%a xa ba%)") == "ba%"


def test_filter_empty_patterns(mm):
    assert show(mm, "<$(filter ,a b)>") == "<>"


def test_filter_out_empty_patterns(mm):
    assert show(mm, "$(filter-out ,a  b)") == "a b"


def test_filter_out_several_patterns(mm):
    assert show(mm, "$(filter-out a% %b,ab cb c)") == "c"


def test_sort_byte_order(mm):
    assert show(mm, "$(sort a B _ 9 10 1)") == "1 10 9 B _ a"


def test_sort_tabs_separate(mm):
    assert show(mm, "$(sort b\ta  b)") == "a b"


# ---- Word functions -------------------------------------------------------------------------


def test_word_leading_zeros(mm):
    assert show(mm, "$(word 02,a b c)") == "b"


def test_word_huge_index(mm):
    assert show(mm, "<$(word 99999999999999999999,a b)>") == "<>"


def test_word_sign_not_numeric(mm):
    assert fails(mm, "X := $(word +1,a)\n") == (
        "minimake: -:1: non-numeric first argument to 'word' function: '+1'\n")


def test_wordlist_second_checked_before_zero(mm):
    assert fails(mm, "X := $(wordlist 0,x,a)\n") == (
        "minimake: -:1: non-numeric second argument to 'wordlist' function: 'x'\n")


def test_wordlist_start_past_end(mm):
    assert show(mm, "<$(wordlist 4,5,a b c)>") == "<>"


def test_wordlist_same_start_end(mm):
    assert show(mm, "$(wordlist 2,2,a b c)") == "b"


def test_wordlist_arguments_stripped(mm):
    assert show(mm, "$(wordlist 1, 2 ,a b c)") == "a b"


def test_words_counts_newline_separated(mm):
    assert show(mm, "$(words $(NL))", "define NL\na\nb\nendef\n") == "2"


def test_words_empty(mm):
    assert show(mm, "$(words  )") == "0"


# ---- File name functions --------------------------------------------------------------------


def test_dir_root(mm):
    assert show(mm, "$(dir /)") == "/"


def test_dir_trailing_slash(mm):
    assert show(mm, "$(dir a/b/ c)") == "a/b/ ./"


def test_notdir_root_dropped(mm):
    assert show(mm, "$(notdir /a/b / c)") == "b c"


def test_suffix_only_last_component(mm):
    assert show(mm, "<$(suffix a.b/c)>") == "<>"


def test_suffix_trailing_dot(mm):
    assert show(mm, "$(suffix a.)") == "."


def test_suffix_dot_file(mm):
    assert show(mm, "$(suffix a/.x)") == ".x"


def test_basename_dot_in_directory(mm):
    assert show(mm, "$(basename a.b/c)") == "a.b/c"


def test_basename_dot_file(mm):
    assert show(mm, "$(basename a/.x)") == "a/"


def test_basename_last_dot_only(mm):
    assert show(mm, "$(basename a.b.c)") == "a.b"


def test_addsuffix_no_names(mm):
    assert show(mm, "<$(addsuffix .c,  )>") == "<>"


def test_addprefix_normalises_spaces(mm):
    assert show(mm, "$(addprefix x, a   b )") == "xa xb"


def test_join_first_longer(mm):
    assert show(mm, "$(join a b c,1)") == "a1 b c"


def test_abspath_dotdot_at_root(mm):
    assert show(mm, "$(abspath /a/../../b)") == "/b"


def test_abspath_root(mm):
    assert show(mm, "$(abspath / //)") == "/ /"


def test_abspath_trailing_dotdot(mm):
    assert show(mm, "$(abspath /a/b/..)") == "/a"


# ---- Function wildcard ----------------------------------------------------------------------


def _files(mm):
    for n in ("a.c", "b.c", ".h.c", "sub/x", "*"):
        mm.write(n, "")


def test_wildcard_dot_star_includes_dot_entries(mm):
    _files(mm)
    assert show(mm, "$(wildcard .*)") == ". .. .h.c"


def test_wildcard_trailing_slash_directories(mm):
    _files(mm)
    assert show(mm, "$(wildcard */)") == "sub/"


def test_wildcard_backslash_quotes(mm):
    _files(mm)
    assert show(mm, "$(wildcard \\*)") == "*"


def test_wildcard_star_one_component(mm):
    _files(mm)
    assert show(mm, "$(wildcard *)") == "* a.c b.c sub"


def test_wildcard_names_as_written(mm):
    _files(mm)
    assert show(mm, "$(wildcard ./a.c sub/../b.c)") == "./a.c sub/../b.c"


def test_wildcard_plain_names_in_given_order(mm):
    _files(mm)
    assert show(mm, "$(wildcard b.c a.c nosuch)") == "b.c a.c"


def test_wildcard_bracket(mm):
    _files(mm)
    assert show(mm, "$(wildcard [ab].c ?.c)") == "a.c b.c a.c b.c"


# ---- Functions if, or and and ---------------------------------------------------------------


def test_if_extra_commas_in_else(mm):
    assert show(mm, "$(if ,a,b,c)") == "b,c"


def test_if_result_not_stripped(mm):
    assert show(mm, "$(if x, a ,b)") == " a "


def test_if_blank_from_variable(mm):
    assert show(mm, "$(if $(S),a,b)", "S := $(subst x, ,x)\n") == "b"


def test_or_result_unchanged(mm):
    assert show(mm, "$(or , , b ,c)") == " b "


def test_and_result_unchanged(mm):
    assert show(mm, "$(and a, b )") == " b "


def test_and_stops_at_blank(mm):
    assert show(mm, "<$(and a,,$(error X))>") == "<>"


def test_or_one_blank_argument(mm):
    assert show(mm, "<$(or )>") == "<>"


# ---- Function foreach -----------------------------------------------------------------------


def test_foreach_empty_results_dropped(mm):
    assert show(mm, "$(foreach x,a b c,$(if $(filter b,$x),,$x))") == "a c"


def test_foreach_blank_results_kept(mm):
    assert show(mm, "$(foreach x,a b, )") == "   "


def test_foreach_empty_list_text_not_expanded(mm):
    assert show(mm, "<$(foreach x,,$(error X))>") == "<>"


def test_foreach_variable_simple(mm):
    assert show(mm, "$(foreach x,$$(Y),[$x])", "Y = no\n") == "[$(Y)]"


def test_foreach_origin_flavor(mm):
    assert show(mm, "$(foreach x,a,$(origin x) $(flavor x))") == "automatic simple"


def test_foreach_nested_same_variable(mm):
    assert show(mm, "$(foreach x,a b,$(foreach x,1 2,$x)$x)") == "1 2a 1 2b"


def test_foreach_side_effects_in_order(mm):
    assert info(mm, "X := $(foreach x,a b,$(info $x))") == "a\nb\n"


def test_foreach_variable_name_stripped(mm):
    assert show(mm, "$(foreach  v ,a b,<$v>)") == "<a> <b>"


# ---- Function call --------------------------------------------------------------------------


def test_call_parameters_simple(mm):
    assert show(mm, "$(call f,$$(X))", "f = [$1]\nX = no\n") == "[$(X)]"


def test_call_function_name_is_variable(mm):
    assert info(mm, "X := <$(call info,x)>\n$(info $X)") == "<>\n"


def test_call_no_arguments(mm):
    assert show(mm, "$(call f)", "f = <$0|$1>\n") == "<f|>"


def test_call_zero_is_stripped_name(mm):
    assert show(mm, "$(call  f ,1)", "f = <$0|$1>\n") == "<f|1>"


def test_call_parameter_origin(mm):
    assert show(mm, "$(call f,a)", "f = $(origin 1) $(flavor 1)\n") == "automatic simple"


def test_call_undefined_with_arguments(mm):
    assert show(mm, "<$(call nosuch,a,b)>") == "<>"


def test_call_parameters_not_stripped(mm):
    assert show(mm, "$(call f, a , b )", "f = <$1|$2>\n") == "< a | b >"


# ---- Function let ---------------------------------------------------------------------------


def test_let_values_simple(mm):
    assert show(mm, "$(let a,$$(X),[$a])", "X = no\n") == "[$(X)]"


def test_let_single_name_takes_all(mm):
    assert show(mm, "$(let a, 1  2 ,[$a])") == "[1 2]"


def test_let_no_names(mm):
    assert show(mm, "$(let ,1 2,x)") == "x"


def test_let_nested_hides(mm):
    assert show(mm, "$(let a b,x,$(let b,y,$a$b))") == "xy"


def test_let_origin_flavor(mm):
    assert show(mm, "$(let a,1,$(origin a) $(flavor a))") == "automatic simple"


def test_let_binding_gone_after(mm):
    assert show(mm, "$(let a,1,)$(origin a)") == "undefined"


# ---- Function intcmp ------------------------------------------------------------------------


def test_intcmp_both_expanded_before_check(mm):
    assert fails(mm, "X := $(intcmp x,$(error E))\n") == "minimake: -:1: E\n"


def test_intcmp_bare_sign(mm):
    assert fails(mm, "X := $(intcmp -,1)\n") == (
        "minimake: -:1: non-numeric first argument to 'intcmp' function: '-'\n")


def test_intcmp_empty_operand(mm):
    assert fails(mm, "X := $(intcmp 1,)\n") == (
        "minimake: -:1: non-numeric second argument to 'intcmp' function: ''\n")


def test_intcmp_inner_space(mm):
    assert fails(mm, "X := $(intcmp 1 2,1)\n") == (
        "minimake: -:1: non-numeric first argument to 'intcmp' function: '1 2'\n")


def test_intcmp_three_args_greater(mm):
    assert show(mm, "<$(intcmp 2,1,lt)>") == "<>"


def test_intcmp_three_args_equal(mm):
    assert show(mm, "<$(intcmp 1,1,lt)>") == "<>"


def test_intcmp_extra_commas_in_gt(mm):
    assert show(mm, "$(intcmp 2,1,lt,eq,gt,x)") == "gt,x"


def test_intcmp_negative_value_normalised(mm):
    assert show(mm, "$(intcmp -007,-7)") == "-7"


def test_intcmp_plus_zero_minus_zero(mm):
    assert show(mm, "$(intcmp -0,+00)") == "0"


def test_intcmp_negatives(mm):
    assert show(mm, "$(intcmp -10,-9,a,b,c)") == "a"


def test_intcmp_long_numbers(mm):
    assert show(mm, "$(intcmp 99999999999999999999999,99999999999999999999998,a,b,c)") == "c"


def test_intcmp_chosen_only(mm):
    assert info(mm, "X := $(intcmp 1,2,$(info L)l,$(info E)e)\n$(info $X)") == "L\nl\n"


# ---- Function file --------------------------------------------------------------------------


def test_file_empty_text_writes_newline(mm):
    info(mm, "X := $(file >f,)")
    assert mm.read("f") == "\n"


def test_file_name_after_operation(mm):
    info(mm, "X := $(file >>>f,a)")
    assert mm.read(">f") == "a\n"


def test_file_text_keeps_commas(mm):
    info(mm, "X := $(file >f,a,b)")
    assert mm.read("f") == "a,b\n"


def test_file_read_one_newline_removed(mm):
    mm.write("f", "a\n\n")
    assert show(mm, "$(file <f)") == "a\n"


def test_file_read_directory_empty(mm):
    assert show(mm, "<$(file <.)>") == "<>"


def test_file_missing_name_before_text_error(mm):
    assert fails(mm, "X := $(file <,x)\n") == (
        "minimake: -:1: missing filename in 'file' function\n")


def test_file_written_at_expansion(mm):
    assert show(mm, "$(file >f,x)$(shell cat f)") == "x"


def test_file_spaces_around_name(mm):
    assert show(mm, "$(file > f ,y)$(file < f )") == "y"


# ---- Function realpath ----------------------------------------------------------------------


def test_realpath_duplicates_kept(mm):
    mm.write("a", "")
    d = str(mm.dir.resolve())
    assert show(mm, "$(realpath a nosuch a)") == f"{d}/a {d}/a"


def test_realpath_trailing_slash(mm):
    mm.write("sub/x", "")
    assert show(mm, "$(realpath sub/)") == str(mm.dir.resolve()) + "/sub"


def test_realpath_dangling_link(mm):
    import os
    os.symlink("nowhere", mm.dir / "d")
    assert show(mm, "<$(realpath d)>") == "<>"


def test_realpath_dotdot_through_link(mm):
    import os
    mm.write("sub/x", "")
    os.symlink("sub/x", mm.dir / "l")
    assert show(mm, "$(realpath l)") == str(mm.dir.resolve()) + "/sub/x"


# ---- Introspection functions ----------------------------------------------------------------


def test_value_simple_keeps_dollar(mm):
    assert show(mm, "$(value S)", "S := $$z\n") == "$z"


def test_value_name_expanded(mm):
    assert show(mm, "$(value $(N))", "N = V\nV = $(X) y\n") == "$(X) y"


def test_value_name_stripped(mm):
    assert show(mm, "$(value  Q )", "Q = <$(R)>\n") == "<$(R)>"


def test_origin_environment(mm):
    assert info(mm, "$(info $(origin E))", env={"E": "1"}) == "environment\n"


def test_flavor_kinds(mm):
    mk = "A != echo\nB += x\ndefine C\nx\nendef\ndefine D :=\nx\nendef\n"
    assert show(mm, "$(flavor A) $(flavor B) $(flavor C) $(flavor D)", mk) == (
        "simple recursive recursive simple")


def test_origin_shell_default(mm):
    assert show(mm, "$(origin SHELL) $(flavor SHELL)") == "default recursive"


def test_origin_override(mm):
    assert show(mm, "$(origin O)", "override O = 1\n") == "override"


def test_value_automatic_in_recipe(mm):
    rc, out, err = mm(makefile="t:\n\t@echo '$(value @)'\n")
    assert (rc, out) == (0, "t\n")


# ---- Function shell -------------------------------------------------------------------------


def test_shell_inner_newlines_each_a_space(mm):
    assert show(mm, "$(shell printf 'a\\n\\nb\\n\\n')") == "a  b"


def test_shell_carriage_return_kept(mm):
    assert show(mm, "$(shell printf 'a\\r\\n')") == "a\r"


def test_shell_status_signal(mm):
    assert show(mm, "$(shell kill -9 $$$$)$(.SHELLSTATUS)") == "137"


def test_shell_status_undefined_before(mm):
    assert show(mm, "$(origin .SHELLSTATUS)") == "undefined"


def test_shell_status_last_command(mm):
    assert show(mm, "$(shell exit 3)$(shell true)$(.SHELLSTATUS)") == "0"


# ---- Message functions ----------------------------------------------------------------------


def test_info_empty_line(mm):
    assert info(mm, "$(info )") == "\n"


def test_info_commas_are_text(mm):
    assert info(mm, "$(info a,b)") == "a,b\n"


def test_warning_trailing_space_kept(mm):
    rc, out, err = mm("-f", "-", input="$(warning  x )\nall:;@:\n")
    assert err == "minimake: -:1: warning: x \n"


def test_error_in_recipe_runs_nothing(mm):
    rc, out, err = mm(makefile="all:\n\t@echo one\n\t$(error E)echo two\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:3: E\n")


def test_warning_in_recipe_location(mm):
    rc, out, err = mm(makefile="all:\n\t@echo one\n\t@$(warning W)echo two\n")
    assert (rc, out, err) == (0, "one\ntwo\n", "minimake: Makefile:3: warning: W\n")


def test_warning_in_command_line_variable(mm):
    rc, out, err = mm("-f", "-", "Y:=$(warning c)", input="all:;@:\n")
    assert err == "minimake: warning: c\n"


# ---- Function eval --------------------------------------------------------------------------


def test_eval_in_recipe(mm):
    rc, out, err = mm(makefile="all:\n\t@echo $(eval Z = 5)$(Z)\n")
    assert out == "5\n"


def test_eval_dollar_dollar(mm):
    assert show(mm, "$(W) $(flavor W)", "V = 1\n$(eval V += 2)\n$(eval W := $$(V))\nV = 3\n") == (
        "1 2 simple")


def test_eval_incomplete_conditional(mm):
    assert fails(mm, "\n$(eval ifdef X)\n") == "minimake: -:2: missing 'endif'\n"


def test_eval_origin_file(mm):
    assert show(mm, "$(origin A)", "$(eval A = 1)\n") == "file"


def test_eval_result_empty(mm):
    assert show(mm, "<$X> $Y", "X := $(eval Y = 1)\n") == "<> 1"


def test_eval_missing_separator_location(mm):
    assert fails(mm, "\n\nX := $(eval junk)\n") == "minimake: -:3: missing separator\n"
