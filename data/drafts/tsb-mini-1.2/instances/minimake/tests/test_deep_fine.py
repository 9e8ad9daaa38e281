"""Reference tests: fine print of the thinner sections (layer 23)."""


def run(mm, makefile, *args, **kw):
    mm.write("Makefile", makefile)
    return mm(*args, **kw)


def ok(mm, makefile, *args, **kw):
    rc, out, err = run(mm, makefile, *args, **kw)
    assert (rc, err) == (0, ""), err
    return out


def show(mm, expr, prefix="", *args, **kw):
    out = ok(mm, prefix + "$(info [" + expr + "])\n_end:\n", *args, **kw)
    tail = "minimake: nothing to be done for '_end'.\n"
    assert out.startswith("[") and out.endswith("]\n" + tail)
    return out[1 : -len("]\n" + tail)]


# ---- Makefile selection -----------------------------------------------------------------------


def test_same_file_named_twice_read_twice(mm):
    mm.write("m", "X += a\n")
    out = ok(mm, "all:\n\t@echo '[$(X)] [$(MAKEFILE_LIST)]'\n", "-f", "m", "-f", "Makefile", "-f", "m")
    assert out == "[a a] [m Makefile m]\n"


def test_same_makefile_twice_recipe_overridden(mm):
    mm.write("m", "all:\n\t@echo one\n")
    rc, out, err = mm("-f", "m", "-f", "m")
    assert (rc, out) == (0, "one\n")
    assert err == "minimake: m:1: warning: overriding recipe for target 'all'\n"


def test_unreadable_makefile_stops_after_earlier_ones(mm):
    mm.write("m1", "$(info m1 read)\n")
    mm.write("m2", "$(info m2 read)\nall:\n\t@echo all\n")
    rc, out, err = mm("-f", "m1", "-f", "nope", "-f", "m2")
    assert (rc, out, err) == (2, "m1 read\n",
                              "minimake: cannot read makefile 'nope': No such file or directory\n")


def test_unreadable_first_makefile_reads_none(mm):
    mm.write("m2", "$(info m2 read)\nall:\n\t@echo all\n")
    rc, out, err = mm("-f", "nope", "-f", "m2")
    assert (rc, out) == (2, "")
    assert err == "minimake: cannot read makefile 'nope': No such file or directory\n"


# ---- Option -n --------------------------------------------------------------------------------


def test_dry_run_with_question_prints_nothing(mm):
    rc, out, err = run(mm, "all:\n\techo all\n", "-n", "-q")
    assert (rc, out, err) == (1, "", "")


def test_dry_run_with_question_up_to_date(mm):
    mm.touch("all", 1000)
    rc, out, err = run(mm, "all:\n\techo all\n", "-q", "-n")
    assert (rc, out, err) == (0, "", "")


def test_dry_run_prints_lines_after_failing_command(mm):
    rc, out, err = run(mm, "all: b\n\tfalse\n\techo all\nb:\n\texit 3\n", "-n")
    assert (rc, out, err) == (0, "exit 3\nfalse\necho all\n", "")


def test_dry_run_missing_rule_still_error(mm):
    rc, out, err = run(mm, "all: a nope\n\techo all\na:\n\tfalse\n", "-n")
    assert (rc, out, err) == (2, "false\n", "minimake: no rule to make target 'nope', needed by 'all'\n")


def test_dry_run_expansion_error_after_printed_lines(mm):
    rc, out, err = run(mm, "all: b\n\t@echo $(error stop)\nb:\n\techo b\n", "-n")
    assert (rc, out, err) == (2, "echo b\n", "minimake: Makefile:2: stop\n")


# ---- Options -k and -S ------------------------------------------------------------------------


def test_keep_going_not_remade_only_for_goals(mm):
    rc, out, err = run(mm, "all: x\n\techo all\nx: f\n\techo x\nf:\n\t@false\n", "-k")
    assert (rc, out) == (2, "")
    assert err == ("minimake: *** [Makefile:6: f] Error 1\n"
                   "minimake: target 'all' not remade because of errors\n")


def test_keep_going_failed_goal_gets_line_after_error(mm):
    rc, out, err = run(mm, "all:\n\t@echo one\n\t@false\n\t@echo two\n", "-k")
    assert (rc, out) == (2, "one\n")
    assert err == ("minimake: *** [Makefile:3: all] Error 1\n"
                   "minimake: target 'all' not remade because of errors\n")


def test_keep_going_failed_target_tried_once(mm):
    rc, out, err = run(mm, "all: x y\n\techo all\nx: f\n\techo x\ny: f\n\techo y\nf:\n\t@echo f; false\n",
                       "-k")
    assert (rc, out) == (2, "f\n")
    assert err == ("minimake: *** [Makefile:8: f] Error 1\n"
                   "minimake: target 'all' not remade because of errors\n")


def test_keep_going_failed_goal_again(mm):
    rc, out, err = run(mm, "a:\n\t@echo a; false\nb: a\n\t@echo b\n", "-k", "a", "b", "a")
    assert (rc, out) == (2, "a\n")
    assert err == ("minimake: *** [Makefile:2: a] Error 1\n"
                   "minimake: target 'a' not remade because of errors\n"
                   "minimake: target 'b' not remade because of errors\n"
                   "minimake: target 'a' not remade because of errors\n")


def test_keep_going_missing_rule_reported_once(mm):
    rc, out, err = run(mm, "all: x y\n\techo all\nx: nope\n\techo x\ny: nope\n\techo y\n", "-k")
    assert (rc, out) == (2, "")
    assert err == ("minimake: no rule to make target 'nope', needed by 'x'\n"
                   "minimake: target 'all' not remade because of errors\n")


def test_keep_going_order_only_failure_blocks(mm):
    rc, out, err = run(mm, "all: ok | f\n\techo all\nok:\n\t@echo ok\nf:\n\t@false\n", "-k")
    assert (rc, out) == (2, "ok\n")
    assert err == ("minimake: *** [Makefile:6: f] Error 1\n"
                   "minimake: target 'all' not remade because of errors\n")


# ---- Options -o and -W ------------------------------------------------------------------------


def test_old_wins_over_new(mm):
    mf = "all: b\n\t@echo 'all [$?]'\nb:\n\t@echo b\n"
    assert ok(mm, mf, "-o", "b", "-W", "b") == "all []\n"
    assert ok(mm, mf, "-W", "b", "-o", "b") == "all []\n"


def test_old_not_remade_by_always_make(mm):
    mm.touch("b", 1000)
    mm.touch("c", 1000)
    mm.touch("all", 2000)
    mf = "all: b c\n\t@echo 'all [$?]'\nb:\n\t@echo b\nc:\n\t@echo c\n"
    assert ok(mm, mf, "-o", "b", "-B") == "c\nall [c]\n"


def test_old_name_compared_as_written(mm):
    mf = "all: b\n\t@echo 'all [$?]'\nb:\n\t@echo b\n"
    assert ok(mm, mf, "-o", "./b") == "b\nall [b]\n"


def test_new_name_compared_as_written(mm):
    mm.touch("b", 1000)
    mm.touch("all", 2000)
    mf = "all: b\n\t@echo 'all [$?]'\n"
    assert ok(mm, mf, "-W", "./b") == "minimake: 'all' is up to date.\n"
    assert ok(mm, mf, "-W", "b") == "all [b]\n"


# ---- Recursive assignment ---------------------------------------------------------------------


def test_recursive_double_equals_value(mm):
    assert show(mm, "$(A)|$(origin A)", "A == b\n") == "= b|file"


def test_recursive_value_tabs_trimmed(mm):
    assert show(mm, "$(A)", "A =\t \t a \t b\t \n") == "a \t b"


def test_recursive_unterminated_only_when_expanded(mm):
    assert show(mm, "$(value A)", "A = $(B\n") == "$(B"
    rc, out, err = run(mm, "A = $(B\nX = 1\n\nY := $(A)\nall:;\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:4: unterminated variable reference\n")


def test_recursive_side_effects_each_reference(mm):
    out = ok(mm, "A = $(info side)x\nN = $(info never)\nB := $(A)$(A)\n$(info [$(B)])\nall:;\n")
    assert out == "side\nside\n[xx]\nminimake: nothing to be done for 'all'.\n"


# ---- Variable precedence ----------------------------------------------------------------------


def test_assignment_to_automatic_name_global_only(mm):
    out = ok(mm, "@ = x\n$(info [$@] [$(origin @)])\nall:\n\t@echo '[$@] [$(origin @)]'\n")
    assert out == "[x] [file]\n[all] [automatic]\n"


def test_function_variables_hide_override_and_cmdline(mm):
    assert show(mm, "$(foreach X,f,$X) $(let X,l,$X) $X", "override X = o\n") == "f l o"
    assert show(mm, "$(foreach Y,f,$Y) $(let Y,l,$Y) $Y", "", "Y=c") == "f l c"


def test_call_parameter_hides_cmdline(mm):
    assert show(mm, "$(call F,p) $(1)", "F = <$(1)>\n", "1=c") == "<p> c"


def test_environment_replaces_builtin(mm):
    assert show(mm, "$(CC) $(origin CC)", "", env={"CC": "envcc"}) == "envcc environment"
    assert show(mm, "$(CC) $(origin CC)", "", "-r", env={"CC": "envcc"}) == "envcc environment"


# ---- The recipe prefix ------------------------------------------------------------------------


def test_prefix_removed_from_continuation_lines(mm):
    out = ok(mm, ".RECIPEPREFIX = >\nall:\n>echo a \\\n>b \\\n\tc\n")
    assert out == "echo a \\\nb \\\n\tc\na b c\n"


def test_prefix_tab_continuation_kept_other_prefix(mm):
    out = ok(mm, ".RECIPEPREFIX = >\nall:\n>@printf '[%s]\\n' \"x\\\n\ty\"\n")
    assert out == "[x\ty]\n"


def test_prefix_from_command_line_applies_everywhere(mm):
    out = ok(mm, "all:\n+@echo '[$(.RECIPEPREFIX)]'\n", ".RECIPEPREFIX=+")
    assert out == "[+]\n"
    rc, out, err = run(mm, ".RECIPEPREFIX = >\nall:\n>@echo a\n", ".RECIPEPREFIX=+")
    assert (rc, out, err) == (2, "", "minimake: Makefile:3: missing separator\n")


def test_prefix_target_specific_does_not_change_reading(mm):
    rc, out, err = run(mm, "all: .RECIPEPREFIX = >\nall:\n>@echo a\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:3: missing separator\n")


def test_prefix_empty_restores_tab(mm):
    out = ok(mm, ".RECIPEPREFIX = >\na:\n>@echo a\n.RECIPEPREFIX =\nb: a\n\t@echo b\n", "b")
    assert out == "a\nb\n"


# ---- Recipe expansion -------------------------------------------------------------------------


def test_expansion_after_prerequisites_made(mm):
    out = ok(mm, "all: b\n\t@echo '[$(wildcard b)]'\nb:\n\t@touch b\n")
    assert out == "[b]\n"


def test_no_expansion_under_question(mm):
    rc, out, err = run(mm, "all: b\n\t@echo $(info A)\nb:\n\t$(info B)\n", "-q")
    assert (rc, out, err) == (1, "", "")


def test_expansion_under_touch(mm):
    out = ok(mm, "all:\n\t@echo $(info A)a\n", "-t")
    assert out == "A\ntouch all\n"


def test_no_expansion_for_old_and_new_files(mm):
    mf = "all: b\n\t@echo $(info A)all\nb:\n\t@echo $(info B)b\n"
    assert ok(mm, mf, "-o", "b") == "A\nall\n"
    assert ok(mm, mf, "-W", "b") == "A\nall\n"


def test_no_expansion_when_prerequisite_failed(mm):
    rc, out, err = run(mm, "all: b c\n\t@echo $(info A)all\nb:\n\t@false\nc:\n\t@echo $(info C)c\n", "-k")
    assert (rc, out) == (2, "C\nc\n")
    assert err == ("minimake: *** [Makefile:4: b] Error 1\n"
                   "minimake: target 'all' not remade because of errors\n")


def test_double_colon_each_rule_expanded_before_it_runs(mm):
    out = ok(mm, "a::\n\t@touch f\na::\n\t@echo '[$(wildcard f)]'\n")
    assert out == "[f]\n"


def test_eval_in_recipe_seen_by_later_recipes(mm):
    mf = "all: b c\n\t@echo 'all [$(X)]'\nb:\n\t@echo 'b [$(X)]$(eval X = 1)[$(X)]'\nc:\n\t@echo 'c [$(X)]'\n"
    assert ok(mm, mf) == "b [][1]\nc [1]\nall [1]\n"


def test_eval_in_recipe_not_seen_by_earlier_recipes(mm):
    mf = "X = 0\nall: b\n\t@echo 'all [$(X)]'\nb:\n\t@echo 'b [$(X)]'\n\t@true $(eval X = 2)\n"
    assert ok(mm, mf) == "b [0]\nall [2]\n"


# ---- Invocation and operands ------------------------------------------------------------------


def test_goal_operand_taken_as_written(mm):
    mf = "all:\n\t@echo all\na b:\n\t@echo '[$@]'\n"
    assert run(mm, mf, "./all") == (2, "", "minimake: no rule to make target './all'\n")
    assert run(mm, mf, "a b") == (2, "", "minimake: no rule to make target 'a b'\n")


def test_empty_goal_operand_is_a_goal(mm):
    rc, out, err = run(mm, "all:\n\t@echo all\n", "")
    assert (rc, out, err) == (2, "", "minimake: no rule to make target ''\n")


def test_goal_made_as_earlier_prerequisite(mm):
    out = ok(mm, "a: b\n\t@echo a\nb:\n\t@echo b\n", "a", "b")
    assert out == "b\na\nminimake: 'b' is up to date.\n"


def test_goal_without_recipe_made_as_earlier_prerequisite(mm):
    out = ok(mm, "a: b\n\t@echo a\nb: c\nc:\n\t@echo c\n", "a", "b", "c")
    assert out == ("c\na\nminimake: nothing to be done for 'b'.\n"
                   "minimake: 'c' is up to date.\n")


def test_second_double_dash_is_goal(mm):
    rc, out, err = run(mm, "all:\n\t@echo all\n", "--", "--")
    assert (rc, out, err) == (2, "", "minimake: no rule to make target '--'\n")


def test_goal_operands_replace_default_goal_variable(mm):
    out = ok(mm, ".DEFAULT_GOAL = b\na:\n\t@echo a\nb:\n\t@echo b\n", "a")
    assert out == "a\n"


# ---- Include ----------------------------------------------------------------------------------


def test_include_without_names_does_nothing(mm):
    out = ok(mm, "E =\ninclude\ninclude $(E)\n-include\n$(info ok)\nall:;\n")
    assert out == "ok\nminimake: nothing to be done for 'all'.\n"


def test_include_names_expanded_at_the_line(mm):
    mm.write("m", "$(info m read)\n")
    out = ok(mm, "include $(F)\nF = m\ninclude $(F)\nall:;\n")
    assert out == "m read\nminimake: nothing to be done for 'all'.\n"


def test_include_same_file_twice_read_twice(mm):
    mm.write("m", "X += 1\n")
    out = ok(mm, "include m m\ninclude m\nall:\n\t@echo '$(X) $(MAKEFILE_LIST)'\n")
    assert out == "1 1 1 Makefile m m m\n"


def test_include_names_not_globbed(mm):
    mm.write("a.mk", "X = a\n")
    rc, out, err = run(mm, "include *.mk\nall:\n\t@echo '[$(X)]'\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:1: cannot include '*.mk': No such file or directory\n")
    assert ok(mm, "-include *.mk\nall:\n\t@echo '[$(X)]'\n") == "[]\n"


def test_include_only_first_missing_reported(mm):
    rc, out, err = run(mm, "include m1 m2\ninclude m3\nall:;\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:1: cannot include 'm1': No such file or directory\n")


def test_include_first_missing_in_reading_order(mm):
    mm.write("m2", "-include q\ninclude m4\n")
    rc, out, err = run(mm, "-include m1\ninclude m2 m3\nall:;\n")
    assert (rc, out, err) == (2, "", "minimake: m2:2: cannot include 'm4': No such file or directory\n")


# ---- Option -B --------------------------------------------------------------------------------


def test_always_make_rule_without_recipe_in_newer_list(mm):
    mm.touch("a", 1000)
    mm.touch("b", 1000)
    mm.touch("all", 2000)
    out = ok(mm, "all: a b\n\t@echo 'all [$?]'\na:\n\t@echo a\nb:\n", "-B")
    assert out == "a\nall [a b]\n"


def test_always_make_source_file_not_in_newer_list(mm):
    mm.touch("src", 1000)
    mm.touch("new", 3000)
    mm.touch("all", 2000)
    out = ok(mm, "all: src new\n\t@echo 'all [$?]'\n", "-B")
    assert out == "all [new]\n"


# ---- Command echo -----------------------------------------------------------------------------


def test_echo_keeps_trailing_whitespace(mm):
    rc, out, err = run(mm, "all:\n\techo a  \t\n")
    assert (rc, out, err) == (0, "echo a  \t\na\n", "")


def test_echo_drops_leading_whitespace(mm):
    rc, out, err = run(mm, "all:\n\t   echo a\n\t-  \techo b\n")
    assert (rc, out, err) == (0, "echo a\na\necho b\nb\n", "")


def test_echo_trailing_whitespace_under_dry_run(mm):
    rc, out, err = run(mm, "all:\n\t@ echo a $(E) \n", "-n")
    assert (rc, out, err) == (0, "echo a  \n", "")


# ---- Special targets .POSIX, .WAIT and .NOTPARALLEL --------------------------------------------


def test_posix_after_the_rules_applies(mm):
    rc, out, err = run(mm, "all:\n\t@false; echo still\n.POSIX:\n")
    assert (rc, out, err) == (2, "", "minimake: *** [Makefile:2: all] Error 1\n")


def test_posix_shellflags_unchanged_while_reading(mm):
    out = ok(mm, ".POSIX:\n$(info [$(.SHELLFLAGS)] [$(origin .SHELLFLAGS)] [$(shell false; echo s)])\n"
                 "all:\n\t@echo '[$(.SHELLFLAGS)] [$(origin .SHELLFLAGS)] [$(shell false; echo s)]'\n")
    assert out == "[-c] [default] [s]\n[-ec] [default] []\n"


def test_posix_assignment_after_it_keeps_shellflags(mm):
    out = ok(mm, ".POSIX:\n.SHELLFLAGS = -c\nall:\n\t@false; echo still\n")
    assert out == "still\n"


def test_posix_conditional_assignment_does_not_count(mm):
    rc, out, err = run(mm, ".POSIX:\n.SHELLFLAGS ?= -c\nall:\n\t@false; echo still\n")
    assert (rc, out, err) == (2, "", "minimake: *** [Makefile:4: all] Error 1\n")


def test_posix_target_specific_shellflags_wins(mm):
    rc, out, err = run(mm, ".POSIX:\nall:\n\t@false; echo all\nall: .SHELLFLAGS = -c\nb:\n\t@false; echo b\n",
                       "-k", "all", "b")
    assert (rc, out) == (2, "all\n")
    assert err == ("minimake: *** [Makefile:6: b] Error 1\n"
                   "minimake: target 'b' not remade because of errors\n")


def test_posix_as_prerequisite_only_is_not_special(mm):
    rc, out, err = run(mm, "all: .POSIX\n\t@false; echo still\n")
    assert (rc, out, err) == (2, "", "minimake: no rule to make target '.POSIX', needed by 'all'\n")


def test_wait_goal_operand_is_a_target(mm):
    rc, out, err = run(mm, "all:\n\t@echo all\n", ".WAIT")
    assert (rc, out, err) == (2, "", "minimake: no rule to make target '.WAIT'\n")
    out = ok(mm, ".WAIT:\n\t@echo w\nall: a .WAIT b\n\t@echo '[$^]'\na b:\n\t@echo $@\n")
    assert out == "a\nb\n[a b]\n"


# ---- Option -I --------------------------------------------------------------------------------


def test_include_dir_relative_to_directory_after_c(mm):
    mm.write("sub/Makefile", "include x.mk\nall:\n\t@echo '$(X) $(MAKEFILE_LIST)'\n")
    mm.write("inc/x.mk", "X = 1\n")
    assert mm("-C", "sub", "-I", "../inc") == (0, "1 Makefile ../inc/x.mk\n", "")
    assert mm("-I", "../inc", "-C", "sub") == (0, "1 Makefile ../inc/x.mk\n", "")
    rc, out, err = mm("-I", "inc", "-C", "sub")
    assert (rc, out, err) == (2, "", "minimake: Makefile:1: cannot include 'x.mk': No such file or directory\n")


def test_include_dir_missing_or_repeated_kept(mm):
    mm.write("Makefile", "all:\n\t@echo '[$(.INCLUDE_DIRS)]'\n")
    assert mm("-I", "nope", "-I", "d", "-I", "d") == (0, "[nope d d]\n", "")


def test_include_dirs_variable_does_not_change_search(mm):
    mm.write("inc/x.mk", "X = 1\n")
    mm.write("Makefile", ".INCLUDE_DIRS = inc\ninclude x.mk\nall:\n\t@echo '[$(X)]'\n")
    rc, out, err = mm()
    assert (rc, out, err) == (2, "", "minimake: Makefile:2: cannot include 'x.mk': No such file or directory\n")


# ---- Recipe override --------------------------------------------------------------------------


def test_override_warns_for_each_replacement(mm):
    rc, out, err = run(mm, "all:\n\t@echo 1\nall:\n\t@echo 2\nall:\n\t@echo 3\n")
    assert (rc, out) == (0, "3\n")
    assert err == ("minimake: Makefile:3: warning: overriding recipe for target 'all'\n"
                   "minimake: Makefile:5: warning: overriding recipe for target 'all'\n")


def test_override_duplicate_target_in_one_rule_no_warning(mm):
    assert run(mm, "a a:\n\t@echo $@\n") == (0, "a\n", "")
    rc, out, err = run(mm, "a b a:\n\t@echo $@\na:\n\t@echo 2\n", "a", "b")
    assert (rc, out, err) == (0, "2\nb\n", "minimake: Makefile:3: warning: overriding recipe for target 'a'\n")


def test_override_static_pattern_and_explicit(mm):
    mm.touch("a.c", 1000)
    rc, out, err = run(mm, "a.o: %.o: %.c\n\t@echo 1 $<\na.o:\n\t@echo 2 $<\n")
    assert (rc, out, err) == (0, "2 a.c\n", "minimake: Makefile:3: warning: overriding recipe for target 'a.o'\n")


def test_pattern_rules_do_not_override(mm):
    assert run(mm, "%.x:\n\t@echo 1 $@\n%.x:\n\t@echo 2 $@\n", "a.x") == (0, "1 a.x\n", "")


# ---- Patterns ---------------------------------------------------------------------------------


def test_pattern_match_case_sensitive_suffix(mm):
    assert show(mm, "$(filter %.c,a.C b.c)") == "b.c"
    assert show(mm, "$(patsubst %.O,%.c,x.o X.O)") == "x.o X.c"


def test_pattern_match_case_sensitive_prefix(mm):
    assert show(mm, "$(filter A%,a1 A1)") == "A1"


def test_pattern_rule_match_case_sensitive(mm):
    mm.touch("x.C", 1000)
    rc, out, err = run(mm, "%.o: %.c\n\t@echo $@\n", "-r", "x.o")
    assert (rc, out, err) == (2, "", "minimake: no rule to make target 'x.o'\n")


def test_pattern_later_percent_ordinary(mm):
    assert show(mm, "$(filter %%,a % %% b)") == "% %%"
    assert show(mm, "$(patsubst %.%,<%>,a.% a.b)") == "<a> a.b"


# ---- Option -i --------------------------------------------------------------------------------


def test_ignore_errors_signal_ignored(mm):
    rc, out, err = run(mm, "all:\n\t@kill -TERM $$$$\n\t@echo after\n", "-i")
    assert (rc, out, err) == (0, "after\n", "minimake: [Makefile:2: all] Signal 15 (ignored)\n")


def test_ignore_errors_cannot_run_ignored(mm):
    rc, out, err = run(mm, "SHELL = /nonexistent/sh\nall:\n\t@echo x\n\t@echo y\n", "-i")
    assert (rc, out) == (0, "")
    assert err == ("minimake: cannot run '/nonexistent/sh': No such file or directory\n"
                   "minimake: [Makefile:3: all] Error 127 (ignored)\n"
                   "minimake: cannot run '/nonexistent/sh': No such file or directory\n"
                   "minimake: [Makefile:4: all] Error 127 (ignored)\n")


def test_ignore_errors_oneshell_status_of_script(mm):
    rc, out, err = run(mm, ".ONESHELL:\nall:\n\t@false\n\techo after\n\texit 4\n", "-i")
    assert (rc, out, err) == (0, "after\n", "minimake: [Makefile:3: all] Error 4 (ignored)\n")


# ---- Grouped targets --------------------------------------------------------------------------


def test_grouped_failed_recipe_members_tried_again(mm):
    rc, out, err = run(mm, "a b &:\n\t@echo run $@; exit 1\nall: a b\n", "-k", "all")
    assert (rc, out) == (2, "run a\nrun b\n")
    assert err == ("minimake: *** [Makefile:2: a] Error 1\n"
                   "minimake: *** [Makefile:2: b] Error 1\n"
                   "minimake: target 'all' not remade because of errors\n")


def test_grouped_dry_run_prints_recipe_once(mm):
    assert run(mm, "a b &:\n\t@echo run $@\nall: a b\n", "-n", "all") == (0, "echo run a\n", "")


def test_grouped_touch_only_member_updated(mm):
    rc, out, err = run(mm, "a b &:\n\t@echo run $@\nall: a b\n\t@echo all\n", "-t", "all")
    assert (rc, out, err) == (0, "touch a\ntouch all\n", "")
    assert mm.exists("a") and not mm.exists("b")


def test_grouped_newer_list_of_member(mm):
    mm.touch("s", 1000)
    mm.touch("t", 1000)
    out = run(mm, "a b &: s t\n\t@echo 'run $@ [$?] [$^]'; touch a b\n", "b")
    assert out == (0, "run b [s t] [s t]\n", "")


def test_grouped_member_goal_after_group_ran(mm):
    out = run(mm, "a b &:\n\t@echo run $@; touch a b\n", "b", "a")
    assert out == (0, "run b\nminimake: 'a' is up to date.\n", "")
