"""Logic-level variants (paper, appendix A.5): for each minimake mutant, its target test's check
with the literals changed. Each test is named after its mutant (`-` written `_`) and must pass on
the reference and fail on that mutant; a mutant keyed on the target test's literals would pass it.

Run one against a built mutant, e.g.:
    TSB_EXECUTABLE=<the mutant's executable> \
        python3 -m pytest -q -p no:cacheprovider <this folder> -k test_<id with _>
"""


def test_invocation_goal_message_counts_earlier_goals(mm):
    rc, out, err = mm("p", "q", makefile="p:\n\t@echo P\nq:\n")
    assert (rc, out, err) == (0, "P\nminimake: nothing to be done for 'q'.\n", "")


def test_option_syntax_value_only_first_in_group(mm):
    mm.write("c.mk", "go:\n\techo from-c\n")
    assert mm("-nfc.mk") == (0, "echo from-c\n", "")


def test_usage_errors_group_reported_whole(mm):
    assert mm("-sY", makefile="a:\n") == (2, "", "minimake: unknown option '-Y'\n" + "Usage: minimake [OPTION]... [TARGET | NAME=VALUE]...\n")


def test_usage_errors_flag_value_ignored(mm):
    rc, out, err = mm("--touch=no", makefile="a:\n\t@echo a\n")
    assert (rc, out, err) == (2, "", "minimake: option '--touch' doesn't allow an argument\n" + "Usage: minimake [OPTION]... [TARGET | NAME=VALUE]...\n")


def test_help_wins_over_earlier_errors(mm):
    rc, out, err = mm("--bogus", "--help")
    assert (rc, out) == (2, "")
    assert err.startswith("minimake: unknown option '--bogus'\n")


def test_makefile_selection_capital_first(mm):
    mm.write("makefile", "t:\n\t@echo small\n")
    mm.write("Makefile", "t:\n\t@echo big\n")
    assert mm("t") == (0, "small\n", "")


def test_option_directory_last_wins(mm):
    mm.write("p/q/r/Makefile", "t:\n\t@echo three\n")
    assert mm("-C", "p", "-Cq", "--directory=r") == (0, "three\n", "")


def test_dry_run_plus_at_echoed(mm):
    assert mm("-n", makefile="x:\n\t@+echo go\n\techo skip\n") == (0, "go\necho skip\n", "")


def test_silent_hides_ignored_error(mm):
    rc, out, err = mm("--quiet", makefile="x:\n\t@true\n\t-exit 4\n")
    assert (rc, out, err) == (0, "", "minimake: [Makefile:3: x] Error 4 (ignored)\n")


def test_ignore_errors_deletes_on_error(mm):
    rc, out, err = mm("--ignore-errors", makefile="res:\n\t@touch res; exit 5\n.DELETE_ON_ERROR:\n")
    assert rc == 0 and mm.exists("res")


def test_keep_going_cancel_sticks(mm):
    mk = "top: x y\n\t@echo top\nx:\n\t@exit 3\ny:\n\t@echo y\n"
    rc, out, err = mm("--no-keep-going", "--keep-going", makefile=mk)
    assert (rc, out) == (2, "y\n")


def test_always_make_uses_default_recipe(mm):
    mm.touch("data.txt", 1500)
    rc, out, err = mm("-B", "data.txt", makefile="x:\n.DEFAULT:\n\t@echo dflt $@\n")
    assert (rc, out, err) == (0, "minimake: 'data.txt' is up to date.\n", "")


def test_question_recipeless_counts(mm):
    assert mm("-q", makefile=".PHONY: go\ngo: dep\ndep:\n") == (0, "", "")


def test_touch_phony_touched(mm):
    rc, out, err = mm("--touch", "clean", makefile="clean:\n\trm -f x\n.PHONY: clean\n")
    assert (rc, out, err) == (0, "minimake: 'clean' is up to date.\n", "")
    assert not mm.exists("clean")


def test_rebuild_whole_seconds_only(mm):
    import os
    mm.touch("in", 0)
    mm.touch("res", 0)
    os.utime(mm.dir / "res", ns=(3000_000000500, 3000_000000500))
    os.utime(mm.dir / "in", ns=(3000_000000900, 3000_000000900))
    assert mm(makefile="res: in\n\t@echo again\n") == (0, "again\n", "")


def test_update_order_only_first(mm):
    mk = "top: p | q\n\t@echo top\nq:\n\t@echo q\np:\n\t@echo p\n"
    assert mm(makefile=mk) == (0, "p\nq\ntop\n", "")


def test_circular_message_names_swapped(mm):
    rc, out, err = mm(makefile="top: mid\n\t@echo top\nmid: low\n\t@echo mid\nlow: mid\n\t@echo low\n")
    assert err == "minimake: warning: circular dependency 'low' <- 'mid' dropped\n"


def test_missing_rules_recipeless_prereq_error(mm):
    assert mm(makefile="top: gen\n\t@echo top\ngen:\n") == (0, "top\n", "")


def test_exit_status_command_status_passed(mm):
    assert mm(makefile="go:\n\t@exit 5\n")[0] == 2


def test_lines_even_backslashes_continue(mm):
    rc, out, err = mm("-f", "-", input="Y = q\\\\\\\\\n$(info <$(Y)>)\nz: ;\n")
    assert (rc, out) == (0, "<q\\\\\\\\>\nminimake: nothing to be done for 'z'.\n")


def test_comments_line_not_continued(mm):
    rc, out, err = mm("-f", "-", input="V = a\n#  remark \\\nV = b\n$(info [$(V)])\nz: ;\n")
    assert (rc, out.splitlines()[0]) == (0, "[a]")


def test_line_class_colon_beats_equals(mm):
    rc, out, err = mm("-f", "-", input="P = host:port\n$(info <$(P)>)\nz: ;\n")
    assert (rc, out.splitlines()[0]) == (0, "<host:port>")


def test_recursive_assign_keeps_simple_flavor(mm):
    rc, out, err = mm("-f", "-", input="K := 1\nK = <$(L)>\nL = 2\n$(info $(K) $(flavor K))\nz: ;\n")
    assert (rc, out.splitlines()[0]) == (0, "<2> recursive")


def test_simple_value_expanded_again(mm):
    rc, out, err = mm("-f", "-", input="Q = no\nP := $$(Q)x\n$(info $(P))\nz: ;\n")
    assert (rc, out.splitlines()[0]) == (0, "$(Q)x")


def test_append_to_empty_adds_space(mm):
    rc, out, err = mm("-f", "-", input="L :=\nL += z\n$(info <$(L)>)\nz: ;\n")
    assert (rc, out.splitlines()[0]) == (0, "<z>")


def test_cond_assign_empty_counts_undefined(mm):
    rc, out, err = mm("-f", "-", input="Z :=\nZ ?= w\n$(info <$(Z)>)\nz: ;\n")
    assert (rc, out.splitlines()[0]) == (0, "<>")


def test_shell_assign_newline_runs_squeezed(mm):
    rc, out, err = mm("-f", "-", input="X != printf 'p\\n\\n\\nq'\n$(info [$(X)])\nz: ;\n")
    assert (rc, out.splitlines()[0]) == (0, "[p   q]")


def test_variable_names_empty_ignored(mm):
    rc, out, err = mm("-f", "-", input="N :=\nA = 1\n$(N) := 5\nz: ;\n")
    assert (rc, err) == (2, "minimake: -:3: empty variable name\n")


def test_var_refs_dollar_reads_whole_name(mm):
    rc, out, err = mm("-f", "-", input="P = 7\nPQ = 8\n$(info $PQ)\nz: ;\n")
    assert (rc, out.splitlines()[0]) == (0, "7Q")


def test_recursive_expansion_checked_at_definition(mm):
    rc, out, err = mm("-f", "-", input="Q = x ${Q} y\n$(info fine)\nz: ;\n")
    assert (rc, out.splitlines()[0]) == (0, "fine")


def test_subst_ref_first_occurrence(mm):
    rc, out, err = mm("-f", "-", input="S = m.x.x n.xy\n$(info $(S:.x=.z))\nz: ;\n")
    assert (rc, out.splitlines()[0]) == (0, "m.x.z n.xy")


def test_patterns_last_percent_wildcard(mm):
    rc, out, err = mm("-f", "-", input="$(info $(filter x%y%,xay% xayz))\nz: ;\n")
    assert (rc, out.splitlines()[0]) == (0, "xay%")


def test_precedence_override_not_sticky(mm):
    rc, out, err = mm("-f", "-", input="override W := 1\nW := 2\n$(info $(W))\nz: ;\n")
    assert (rc, out.splitlines()[0]) == (0, "1")


def test_environment_imported_simple(mm):
    rc, out, err = mm("-f", "-", input="R = r\n$(info $(Q))\nz: ;\n", env={"Q": "$(R)x"})
    assert (rc, out.splitlines()[0]) == (0, "rx")


def test_cmdline_vars_not_exported(mm):
    rc, out, err = mm("GREETING=hey", makefile="go:\n\t@echo \"<$$GREETING>\"\n")
    assert (rc, out) == (0, "<hey>\n")


def test_explicit_rules_later_prereqs_first(mm):
    mk = "top: m\ntop: n\n\t@echo '$^'\nm n:\n\t@echo $@\n"
    assert mm(makefile=mk) == (0, "m\nn\nm n\n", "")


def test_order_only_times_compared(mm):
    mm.touch("res", 1000)
    mm.touch("d", 3000)
    assert mm(makefile="res: | d\n\t@echo res\n") == (0, "minimake: 'res' is up to date.\n", "")


def test_recipes_continuation_keeps_tab(mm):
    assert mm(makefile="go:\n\techo x \\\n\ty\n") == (0, "echo x \\\ny\nx y\n", "")


def test_recipe_override_warning_old_location(mm):
    rc, out, err = mm(makefile="x:\n\t@echo 1\n\n\nx:\n\t@echo 2\n")
    assert (rc, out, err) == (0, "2\n", "minimake: Makefile:5: warning: overriding recipe for target 'x'\n")


def test_default_goal_skips_all_dot_names(mm):
    assert mm(makefile="./sub/t:\n\t@echo ds\nz:\n\t@echo z\n") == (0, "ds\n", "")


def test_static_pattern_nonmatching_skipped(mm):
    mm.touch("k.c", 1000)
    rc, out, err = mm(makefile="k.o b.y: %.o: %.c\n\t@echo $@\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:1: target 'b.y' doesn't match the target pattern\n")


def test_implicit_search_last_rule_wins(mm):
    mm.touch("y.p", 1000)
    mm.touch("y.q", 1000)
    mk = "%.r: %.p\n\t@echo from-p\n%.r: %.q\n\t@echo from-q\n"
    assert mm("y.r", makefile=mk) == (0, "from-p\n", "")


def test_target_append_captures_global_now(mm):
    mk = "G = one\nt: G += two\nt:\n\t@echo $(G)\nG = three\n"
    assert mm("t", makefile=mk) == (0, "three two\n", "")


def test_auto_caret_not_unique(mm):
    assert mm(makefile="t: p q p\n\t@echo '$^'\np q:\n\t@:\n") == (0, "p q\n", "")


def test_dir_form_no_slash_empty(mm):
    assert mm(makefile="w:\n\t@echo '[$(@D)] [$(@F)]'\n") == (0, "[.] [w]\n", "")


def test_phony_pattern_search_used(mm):
    mm.touch("k.s", 1000)
    rc, out, err = mm("k.t", makefile=".PHONY: k.t\n%.t: %.s\n\t@echo as\n")
    assert (rc, out, err) == (0, "minimake: nothing to be done for 'k.t'.\n", "")


def test_silent_some_silences_all(mm):
    mk = ".SILENT: q\ntop: q\n\techo top\nq:\n\techo q\n"
    assert mm(makefile=mk) == (0, "q\necho top\ntop\n", "")
