"""Reference tests: the fine print of the command line and of line classification."""

USAGE = "Usage: minimake [OPTION]... [TARGET | NAME=VALUE]...\n"


def show(mm, expr, prefix="", *args):
    rc, out, err = mm("-f", "-", *args, input=prefix + "$(info [" + expr + "])\n_end: ;@:\n")
    assert (rc, err) == (0, ""), err
    assert out.startswith("[") and out.endswith("]\n")
    return out[1:-2]


def fails(mm, makefile, *args):
    rc, out, err = mm("-f", "-", *args, input=makefile)
    assert rc == 2
    return err


# ---- Help and version -----------------------------------------------------------------------


def test_help_then_bad_option(mm):
    rc, out, err = mm("-h", "-x", makefile="a: ;@echo A\n")
    assert (rc, err) == (0, "") and out.startswith(USAGE + "Options:\n")


def test_help_with_value_is_error(mm):
    assert mm("--help=x", makefile="a: ;@echo A\n") == (
        2, "", "minimake: option '--help' doesn't allow an argument\n" + USAGE)


def test_version_ignores_operands(mm):
    assert mm("-v", "extra", makefile="a: ;@echo A\n") == (0, "minimake 1.2\n", "")


def test_version_then_unknown_long(mm):
    assert mm("--version", "--bogus", makefile="a: ;@echo A\n") == (0, "minimake 1.2\n", "")


def test_version_in_group(mm):
    assert mm("-sv", makefile="a: ;@echo A\n") == (0, "minimake 1.2\n", "")


def test_version_after_double_dash_is_goal(mm):
    assert mm("--", "-v", makefile="-v: ;@echo V\n") == (0, "V\n", "")


def test_help_lists_eval(mm):
    rc, out, err = mm("--help")
    assert "      --eval=TEXT             read TEXT as makefile lines first\n" in out


# ---- Usage errors ---------------------------------------------------------------------------


def test_unknown_long_with_value_quoted_without(mm):
    assert mm("--bogus=1", makefile="a: ;\n") == (2, "", "minimake: unknown option '--bogus'\n" + USAGE)


def test_long_abbreviation_unknown(mm):
    assert mm("--eva=x", makefile="a: ;\n") == (2, "", "minimake: unknown option '--eva'\n" + USAGE)


def test_three_dashes_unknown(mm):
    assert mm("---x", makefile="a: ;\n") == (2, "", "minimake: unknown option '---x'\n" + USAGE)


def test_equals_in_short_group(mm):
    assert mm("-s=", makefile="a: ;\n") == (2, "", "minimake: unknown option '-='\n" + USAGE)


def test_flag_long_with_value(mm):
    assert mm("--silent=yes", makefile="a: ;\n") == (
        2, "", "minimake: option '--silent' doesn't allow an argument\n" + USAGE)


def test_jobs_long_with_value(mm):
    assert mm("--jobs=3", makefile="a: ;\n") == (
        2, "", "minimake: option '--jobs' doesn't allow an argument\n" + USAGE)


def test_directory_missing_value(mm):
    assert mm("-C", makefile="a: ;\n") == (2, "", "minimake: option '-C' requires an argument\n" + USAGE)


def test_long_file_missing_value(mm):
    assert mm("--file", makefile="a: ;\n") == (
        2, "", "minimake: option '--file' requires an argument\n" + USAGE)


def test_unknown_before_missing_value(mm):
    assert mm("-x", "-f", makefile="a: ;\n") == (2, "", "minimake: unknown option '-x'\n" + USAGE)


# ---- Option syntax --------------------------------------------------------------------------


def test_group_value_option_in_middle(mm):
    assert mm("-nC", ".", "-s", makefile="a: ;@echo A\n") == (0, "echo A\n", "")


def test_dash_alone_is_goal(mm):
    assert mm("-", makefile="a: ;@echo A\n") == (2, "", "minimake: no rule to make target '-'\n")


def test_long_directory_equals(mm):
    mm.write("sub/Makefile", "a: ;@echo sub\n")
    assert mm("--directory=sub", makefile="a: ;@echo top\n") == (0, "sub\n", "")


def test_question_no_silent(mm):
    assert mm("-q", "--no-silent", makefile="a: ;@echo A\n") == (1, "", "")


def test_double_dash_then_assignment(mm):
    assert mm("--", "X=1", makefile="a: ;@echo [$(X)]\n") == (0, "[1]\n", "")


# ---- Line classification --------------------------------------------------------------------


def test_colon_from_expansion_not_rule(mm):
    assert fails(mm, "a$(C)b\n", "C=:") == "minimake: -:1: missing separator\n"


def test_equals_after_colon_target_variable(mm):
    assert mm(makefile="a : b = c\na: ;@echo [$b]\n") == (0, "[c]\n", "")


def test_colon_after_equals_in_value(mm):
    assert show(mm, "$a", "a := b : c\n") == "b : c"


def test_second_equals_in_value(mm):
    assert show(mm, "$a", "a = b = c\n") == "b = c"


def test_operators_without_spaces(mm):
    assert show(mm, "$a $b $c $d", "a:=1\nb::=2\nc!=echo 3\nd?=4\n") == "1 2 3 4"


def test_define_as_variable_name(mm):
    assert show(mm, "$(define)", "define = 1\n") == "1"


def test_include_without_names(mm):
    assert mm(makefile="include\na: ;@echo A\n") == (0, "A\n", "")


def test_tab_assignment_before_rules(mm):
    assert show(mm, "$X", "\tX = 1\n") == "1"


def test_tab_function_before_rules(mm):
    rc, out, err = mm("-f", "-", input="\t$(info tabbed)\na: ;@:\n")
    assert (rc, out) == (0, "tabbed\n")


def test_tab_text_before_rules(mm):
    assert fails(mm, "\techo\n") == "minimake: -:1: recipe commences before first target\n"


def test_keyword_glued_paren(mm):
    assert fails(mm, "ifeq(a,b)\n") == "minimake: -:1: missing separator\n"


# ---- Variable names -------------------------------------------------------------------------


def test_name_part_expands_empty(mm):
    assert show(mm, "$X", "X$(E) = 1\n") == "1"


def test_name_leading_space(mm):
    assert show(mm, "$X", " X = 1\n") == "1"


def test_name_with_space(mm):
    assert fails(mm, "A B = 1\n") == "minimake: -:1: invalid variable name 'A B'\n"


def test_name_with_dollar_after_expansion(mm):
    assert fails(mm, "X$$Y = 1\n") == "minimake: -:1: invalid variable name 'X$Y'\n"


def test_name_punctuation_allowed(mm):
    assert show(mm, "$(x.y-z/w@!%)", "x.y-z/w@!% = 1\n") == "1"


def test_name_only_operator(mm):
    assert fails(mm, "\n := 1\n") == "minimake: -:2: empty variable name\n"


def test_name_expands_to_nothing(mm):
    assert fails(mm, "N =\n$(N) = 1\n") == "minimake: -:2: empty variable name\n"


def test_name_computed_then_text(mm):
    assert show(mm, "$(ax)", "P = a\n$(P)x := 1\n") == "1"


# ---- Option -t ------------------------------------------------------------------------------


def test_touch_empty_semicolon_recipe(mm):
    assert mm("-t", makefile="a: ;\n") == (0, "touch a\n", "")


def test_touch_phony_goal_message(mm):
    assert mm("-t", makefile=".PHONY: a\na: ; @echo A\n") == (0, "minimake: 'a' is up to date.\n", "")


def test_touch_plus_line_runs_then_touch(mm):
    rc, out, err = mm("-t", makefile="a: b ; @echo A\nb: ; +@echo B\n")
    assert (rc, out, mm.exists("a"), mm.exists("b")) == (0, "B\ntouch b\ntouch a\n", True, True)


def test_touch_silent_target(mm):
    rc, out, err = mm("-t", makefile="a: ; @echo A\n.SILENT:\n")
    assert (rc, out, mm.exists("a")) == (0, "", True)


def test_touch_existing_file_keeps_content(mm):
    mm.write("a", "data", mtime=1000)
    mm.write("b", "", mtime=2000)
    rc, out, err = mm("-t", makefile="a: b ; @echo A\n")
    assert (rc, out, mm.read("a")) == (0, "touch a\n", "data")
    assert mm.mtime("a") > 2000


# ---- Option -q ------------------------------------------------------------------------------


def test_question_blank_line_counts(mm):
    assert mm("-q", makefile="a: ; $(E)\n") == (1, "", "")


def test_question_plus_line_not_run(mm):
    assert mm("-q", makefile="a: ; +@echo A\n") == (1, "", "")


def test_question_prerequisite_outdated(mm):
    mm.touch("a", 2000)
    mm.touch("b", 1000)
    assert mm("-q", makefile="a: b\nb: c ; @echo B\nc: ;\n") == (1, "", "")


def test_question_always_make(mm):
    mm.touch("a", 2000)
    assert mm("-q", "-B", makefile="a:\n\t@echo A\n") == (1, "", "")


# ---- Option -B ------------------------------------------------------------------------------


def test_always_make_recipeless_prerequisite(mm):
    mm.touch("a", 2000)
    mm.touch("b", 1000)
    assert mm("-B", makefile="a: b\n\t@echo A\nb:\n") == (0, "A\n", "")


def test_always_make_trace_reason(mm):
    mm.touch("a", 2000)
    assert mm("-B", "--trace", makefile="a:\n\t@echo A\n") == (
        0, "Makefile:1: update target 'a' due to: always-make\nA\n", "")


# ---- Option -w ------------------------------------------------------------------------------


def test_print_directory_on_error(mm):
    d = str(mm.dir.resolve())
    assert mm("-w", makefile="a: ; @exit 1\n") == (
        2, f"minimake: Entering directory '{d}'\nminimake: Leaving directory '{d}'\n",
        "minimake: *** [Makefile:1: a] Error 1\n")


def test_print_directory_not_silenced(mm):
    d = str(mm.dir.resolve())
    assert mm("-w", "-s", makefile="a: ; @echo A\n") == (
        0, f"minimake: Entering directory '{d}'\nA\nminimake: Leaving directory '{d}'\n", "")


def test_print_directory_cancelled(mm):
    assert mm("-w", "--no-print-directory", makefile="a: ; @echo A\n") == (0, "A\n", "")


def test_print_directory_cancel_then_again(mm):
    d = str(mm.dir.resolve())
    assert mm("--no-print-directory", "-w", makefile="a: ;@:\n")[1].startswith(
        f"minimake: Entering directory '{d}'\n")


# ---- Option --eval --------------------------------------------------------------------------


def test_eval_several_in_order(mm):
    assert mm("--eval=X = 1", "--eval=X += 2", makefile="$(info [$X])\na: ; @echo A\n") == (
        0, "[1 2]\nA\n", "")


def test_eval_rule_default_goal(mm):
    assert mm("--eval=b: ; @echo B", makefile="a: ; @echo A\n") == (0, "B\n", "")


def test_eval_error_location(mm):
    assert mm("--eval=$(error E)", makefile="a: ;\n") == (2, "", "minimake: --eval:1: E\n")


def test_eval_empty_text(mm):
    assert mm("--eval=", makefile="a: ; @echo A\n") == (0, "A\n", "")


def test_eval_command_line_variable_wins(mm):
    assert mm("--eval=X = 1", "X=c", makefile="$(info [$X])\na: ; @echo A\n") == (
        0, "[c]\nA\n", "")


def test_eval_makefile_list_empty(mm):
    assert mm("--eval=$(info [$(MAKEFILE_LIST)])", makefile="$(info [$(MAKEFILE_LIST)])\na: ;@:\n") == (
        0, "[]\n[Makefile]\n", "")


# ---- Option -C ------------------------------------------------------------------------------


def test_directory_missing_reason(mm):
    assert mm("-C", "nosuch", makefile="a: ;\n") == (
        2, "", "minimake: cannot change to directory 'nosuch': No such file or directory\n")


def test_directory_curdir(mm):
    mm.write("d/e/Makefile", "a: ;@echo $(CURDIR)\n")
    assert mm("-C", "d", "-C", "e") == (0, str(mm.dir.resolve() / "d" / "e") + "\n", "")


def test_directory_not_a_directory(mm):
    mm.write("f", "")
    assert mm("-C", "f") == (2, "", "minimake: cannot change to directory 'f': Not a directory\n")
