"""Reference tests: the fine print of directives, the environment and running recipes."""


def info(mm, makefile, *args, **kw):
    rc, out, err = mm("-f", "-", *args, input=makefile + "\n_end:\n", **kw)
    assert (rc, err) == (0, ""), err
    tail = "minimake: nothing to be done for '_end'.\n"
    assert out.endswith(tail)
    return out[: -len(tail)]


def show(mm, expr, prefix="", *args, **kw):
    out = info(mm, prefix + "$(info [" + expr + "])", *args, **kw)
    assert out.startswith("[") and out.endswith("]\n")
    return out[1:-2]


def fails(mm, makefile, *args, **kw):
    rc, out, err = mm("-f", "-", *args, input=makefile, **kw)
    assert rc == 2
    return err


# ---- The override directive -----------------------------------------------------------------


def test_override_then_plain_append_ignored(mm):
    assert show(mm, "$X $(origin X)", "override X = 1\noverride X += 2\nX += 3\n") == "1 2 override"


def test_override_simple_uses_command_line_value(mm):
    assert show(mm, "$X $(flavor X)", "override X := $(X)b\n", "X=a") == "ab simple"


def test_override_without_operator(mm):
    assert fails(mm, "override X\n") == "minimake: -:1: invalid 'override' directive\n"


def test_override_alone(mm):
    assert fails(mm, "override\n") == "minimake: -:1: invalid 'override' directive\n"


def test_override_as_variable_name(mm):
    assert show(mm, "$(override)", "override = 5\n") == "5"


def test_override_cond_keeps_command_line(mm):
    assert show(mm, "$X $(origin X)", "override X ?= 2\n", "X=1") == "1 command line"


def test_override_define_origin(mm):
    assert show(mm, "$X $(origin X)", "override define X\na\nendef\n", "X=c") == "a override"


# ---- The undefine directive -----------------------------------------------------------------


def test_undefine_computed_names(mm):
    assert show(mm, "$(origin X) $(origin Y)", "X = 1\nY = 2\nL = X Y\nundefine $(L)\n") == (
        "undefined undefined")


def test_undefine_override_variable_kept(mm):
    assert show(mm, "$X $(origin X)", "override X = 1\nundefine X\n") == "1 override"


def test_override_undefine_command_line(mm):
    assert show(mm, "<$X> $(origin X)", "override undefine X\n", "X=1") == "<> undefined"


def test_undefine_as_variable_name(mm):
    assert show(mm, "$(undefine)", "undefine = 4\n") == "4"


def test_undefine_environment_variable_kept_for_commands(mm):
    rc, out, err = mm(makefile="undefine E\nall:\n\t@echo [$$E] [$(origin E)]\n", env={"E": "v"})
    assert (rc, out) == (0, "[v] [undefined]\n")


def test_undefine_then_redefine(mm):
    assert show(mm, "$X $(flavor X)", "X := 1\nundefine X\nX += 2\n") == "2 recursive"


# ---- Option -e ------------------------------------------------------------------------------


def test_env_override_recipe_sees_environment(mm):
    rc, out, err = mm("-e", makefile="E = mk\nall:\n\t@echo [$$E] [$E]\n", env={"E": "v"})
    assert (rc, out) == (0, "[v] [v]\n")


def test_env_override_append_blocked(mm):
    rc, out, err = mm("-e", makefile="E += x\nall:\n\t@echo [$$E]\n", env={"E": "v"})
    assert (rc, out) == (0, "[v]\n")


def test_env_override_override_wins(mm):
    rc, out, err = mm("-e", makefile="override E = o\nall:\n\t@echo [$$E] $(origin E)\n", env={"E": "v"})
    assert (rc, out) == (0, "[o] override\n")


def test_env_override_command_line_wins(mm):
    rc, out, err = mm("-e", "E=cl", makefile="all:\n\t@echo [$$E] [$E]\n", env={"E": "v"})
    assert (rc, out) == (0, "[cl] [cl]\n")


def test_env_override_simple_blocked(mm):
    rc, out, err = mm("-e", makefile="E := $(E)2\nall:\n\t@echo [$E]\n", env={"E": "v"})
    assert (rc, out) == (0, "[v]\n")


def test_env_override_new_variable_assigned(mm):
    rc, out, err = mm("-e", makefile="N = new\nall:\n\t@echo [$N]\n", env={"E": "v"})
    assert (rc, out) == (0, "[new]\n")


def test_no_env_override_simple_uses_environment(mm):
    rc, out, err = mm(makefile="E := $(E)2\nall:\n\t@echo [$$E]\n", env={"E": "v"})
    assert (rc, out) == (0, "[v2]\n")


# ---- Option -i ------------------------------------------------------------------------------


def test_ignore_errors_with_keep_going(mm):
    assert mm("-i", "-k", makefile="a:\n\t@exit 2\n") == (
        0, "", "minimake: [Makefile:2: a] Error 2 (ignored)\n")


def test_ignore_errors_parent_still_built(mm):
    assert mm("-i", makefile="a: b\n\t@echo A\nb:\n\t@exit 1\n") == (
        0, "A\n", "minimake: [Makefile:4: b] Error 1 (ignored)\n")


def test_ignore_errors_goal_message(mm):
    rc, out, err = mm("-i", makefile="a:\n\t@exit 1\n")
    assert (rc, out) == (0, "")


def test_ignore_errors_missing_rule_not_ignored(mm):
    assert mm("-i", makefile="a: nob\n\t@echo A\n") == (
        2, "", "minimake: no rule to make target 'nob', needed by 'a'\n")


# ---- Option --warn-undefined-variables ------------------------------------------------------


def test_warn_undefined_not_at_recursive_definition(mm):
    assert mm("--warn-undefined-variables", makefile="X = $(Y)\nall: ;@:\n") == (0, "", "")


def test_warn_undefined_at_each_expansion_location(mm):
    assert mm("--warn-undefined-variables", makefile="X = $(Y)\nZ := $X\nall: ;@:\n") == (
        0, "", "minimake: Makefile:2: warning: undefined variable 'Y'\n")


def test_warn_undefined_twice_in_line(mm):
    w = "minimake: Makefile:1: warning: undefined variable 'U'\n"
    assert mm("--warn-undefined-variables", makefile="X := $(U) $(U)\nall: ;@:\n") == (0, "", w + w)


def test_warn_undefined_substitution_reference(mm):
    assert mm("--warn-undefined-variables", makefile="X := $(Y:a=b)$(value Q)\nall: ;@:\n") == (
        0, "", "minimake: Makefile:1: warning: undefined variable 'Y'\n")


def test_warn_undefined_dollar_dollar_no_warning(mm):
    assert mm("--warn-undefined-variables", makefile="X := $$(Y) $$Q\nall: ;@:\n") == (0, "", "")


def test_warn_undefined_empty_defined_no_warning(mm):
    assert mm("--warn-undefined-variables", "X=", makefile="all:\n\t@echo [$(X)]\n") == (0, "[]\n", "")


def test_warn_undefined_automatic_no_warning(mm):
    assert mm("--warn-undefined-variables", makefile="all:\n\t@echo [$<] [$^]\n") == (0, "[] []\n", "")


def test_warn_undefined_call_missing_parameter(mm):
    assert mm("--warn-undefined-variables", makefile="f = $1$2\nX := $(call f,a)\nall: ;@:\n") == (
        0, "", "minimake: Makefile:2: warning: undefined variable '2'\n")


def test_warn_undefined_command_line_no_location(mm):
    assert mm("--warn-undefined-variables", "X:=$(U)", makefile="all: ;@:\n") == (
        0, "", "minimake: warning: undefined variable 'U'\n")


# ---- Recipe errors --------------------------------------------------------------------------


def test_exit_status_modulo_256(mm):
    assert mm(makefile="a:\n\t@exit 300\n") == (2, "", "minimake: *** [Makefile:2: a] Error 44\n")


def test_ignored_error_rest_runs(mm):
    assert mm(makefile="a:\n\t-@exit 2\n\t@echo next\n") == (
        0, "next\n", "minimake: [Makefile:2: a] Error 2 (ignored)\n")


def test_error_after_echo(mm):
    assert mm(makefile="a:\n\texit 1; echo x\n") == (
        2, "exit 1; echo x\n", "minimake: *** [Makefile:2: a] Error 1\n")


def test_error_location_continued_line(mm):
    assert mm(makefile="a:\n\t@true\n\t@echo x \\\n\t; exit 3\n") == (
        2, "x\n", "minimake: *** [Makefile:3: a] Error 3\n")


def test_error_stops_later_goals(mm):
    assert mm("a", "b", makefile="a:\n\t@exit 1\nb:\n\t@echo B\n") == (
        2, "", "minimake: *** [Makefile:2: a] Error 1\n")


# ---- Command prefixes -----------------------------------------------------------------------


def test_prefix_only_lines_skipped(mm):
    assert mm(makefile="a:\n\t@  \n\t$(E)\n\t@echo x\n") == (0, "x\n", "")


def test_prefixes_with_spaces_between(mm):
    assert mm(makefile="a:\n\t @ - echo x; exit 1\n") == (
        0, "x\n", "minimake: [Makefile:2: a] Error 1 (ignored)\n")


def test_plus_then_at_under_dry_run(mm):
    assert mm("-n", makefile="a:\n\t+@echo x\n") == (0, "x\n", "")


def test_at_then_plus_under_dry_run(mm):
    assert mm("-n", makefile="a:\n\t@+echo x\n") == (0, "x\n", "")


def test_multiline_first_prefix_applies_to_all(mm):
    assert mm(makefile="define C\n@echo 1\necho 2\nendef\na:\n\t$(C)\n") == (0, "1\n2\n", "")


def test_multiline_later_prefix_own_only(mm):
    assert mm(makefile="define C\necho 1\n@echo 2\nendef\na:\n\t$(C)\n") == (0, "echo 1\n1\n2\n", "")


def test_multiline_ignore_prefix_location(mm):
    assert mm(makefile="define C\necho 1\n-exit 1\necho 3\nendef\na:\n\t@$(C)\n") == (
        0, "1\n3\n", "minimake: [Makefile:7: a] Error 1 (ignored)\n")


# ---- Command echo ---------------------------------------------------------------------------


def test_dry_run_silent_prints_all(mm):
    assert mm("-n", "-s", makefile="a:\n\t@echo x\n\techo y\n") == (0, "echo x\necho y\n", "")


def test_echo_before_stderr_output(mm):
    assert mm(makefile="a:\n\techo 1; echo 2 >&2\n") == (0, "echo 1; echo 2 >&2\n1\n", "2\n")


def test_echo_expanded_text(mm):
    assert mm(makefile="X = v\na:\n\techo $(X) $$HOME_NOT\n") == (
        0, "echo v $HOME_NOT\nv\n", "")


# ---- Goal messages --------------------------------------------------------------------------


def test_goal_empty_semicolon_recipe_nothing(mm):
    assert mm(makefile="a: ;\n") == (0, "minimake: nothing to be done for 'a'.\n", "")


def test_goal_blank_semicolon_recipe_up_to_date(mm):
    assert mm(makefile="a: ; $(E)\n") == (0, "minimake: 'a' is up to date.\n", "")


def test_goal_prerequisite_ran_no_message(mm):
    assert mm("a", makefile="a: b\nb:\n\t@echo B\n") == (0, "B\n", "")


def test_goal_blank_then_other_goal(mm):
    assert mm("a", "b", makefile="a:\n\t$(E)\nb: a\n\t@echo b\n") == (
        0, "minimake: 'a' is up to date.\nb\n", "")


def test_goal_phony_without_recipe(mm):
    assert mm("a", makefile=".PHONY: a\na:\n") == (0, "minimake: nothing to be done for 'a'.\n", "")


def test_goal_repeated_after_run(mm):
    assert mm("a", "a", makefile="a:\n\t@:\n") == (0, "minimake: 'a' is up to date.\n", "")


def test_goal_message_silent_but_commands_output(mm):
    assert mm("-s", makefile="a: ;@echo A\n") == (0, "A\n", "")


def test_goal_rule_no_recipe_no_file(mm):
    assert mm("a.o", makefile="a.o:\n") == (0, "minimake: nothing to be done for 'a.o'.\n", "")


# ---- Exit status ----------------------------------------------------------------------------


def test_exit_question_recipeless(mm):
    assert mm("-q", makefile="a:\n") == (0, "", "")


def test_exit_question_error_beats_outdated(mm):
    assert mm("-q", "a", "nob", makefile="a: ;@echo A\n") == (
        2, "", "minimake: no rule to make target 'nob'\n")


def test_exit_ignored_failure_zero(mm):
    assert mm(makefile="a:\n\t-@exit 7\n")[0] == 0


def test_exit_reading_error_before_update(mm):
    assert mm(makefile="a: ;@echo A\n$(error stop)\n") == (2, "", "minimake: Makefile:2: stop\n")


def test_exit_keep_going_later_success(mm):
    rc, out, err = mm("-k", "a", "b", makefile="a:\n\t@exit 1\nb:\n\t@echo B\n")
    assert (rc, out) == (2, "B\n")
