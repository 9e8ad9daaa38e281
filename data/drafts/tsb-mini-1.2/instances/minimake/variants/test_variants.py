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


def test_circular_dropped_counts_newer(mm):
    rc, out, err = mm(makefile="x: y\n\t@echo X\ny: x\n\t@echo '<$?>'\n")
    assert (rc, out) == (0, "<>\nX\n")


def test_fn_patsubst_empty_result_dropped(mm):
    rc, out, err = mm("-f", "-", input="$(info [$(patsubst x%,%,q x r)])\nall:;@:\n")
    assert out == "[q  r]\n"


def test_fn_sort_ignores_case(mm):
    rc, out, err = mm("-f", "-", input="$(info [$(sort zeta Alpha beta Q)])\nall:;@:\n")
    assert out == "[Alpha Q beta zeta]\n"


def test_fn_wordlist_zero_before_end_checked(mm):
    rc, out, err = mm("-f", "-", input="X := $(wordlist 00,-1,a b)\nall:;@:\n")
    assert (rc, err) == (2, "minimake: -:1: non-numeric second argument to 'wordlist' function: '-1'\n")


def test_fn_word_huge_index_zero(mm):
    rc, out, err = mm("-f", "-", input="$(info [$(wordlist 123456789012345678901234,2,a b c)])\nall:;@:\n")
    assert (rc, out) == (0, "[]\n")


def test_fn_basename_dot_file_kept(mm):
    rc, out, err = mm("-f", "-", input="$(info [$(basename d/e/.profile .rc)])\nall:;@:\n")
    assert out == "[d/e/ ]\n"


def test_fn_wildcard_backslash_literal(mm):
    mm.write("a?b", "")
    mm.write("axb", "")
    rc, out, err = mm("-f", "-", input="$(info [$(wildcard a\\?b)])\nall:;@:\n")
    assert out == "[a?b]\n"


def test_fn_if_extra_commas_split(mm):
    rc, out, err = mm("-f", "-", input="$(info [$(if $(E),t,e1,e2,e3)])\nall:;@:\n")
    assert out == "[e1,e2,e3]\n"


def test_fn_or_result_stripped(mm):
    rc, out, err = mm("-f", "-", input="$(info [$(or $(E),  x y  )])\nall:;@:\n")
    assert out == "[  x y  ]\n"


def test_fn_foreach_blank_results_dropped(mm):
    rc, out, err = mm("-f", "-", input="S := $(subst x, ,x)\n$(info [$(foreach w,1 2 3,$(if $(filter 2,$w),$S,$w))])\nall:;@:\n")
    assert out == "[1   3]\n"


def test_fn_foreach_variable_recursive(mm):
    rc, out, err = mm("-f", "-", input="L := $$Z\nZ = bad\n$(info [$(foreach v,$L,<$v>)])\nall:;@:\n")
    assert out == "[<$Z>]\n"


def test_fn_call_parameters_recursive(mm):
    rc, out, err = mm("-f", "-", input="g = ($2)\nQ = bad\n$(info [$(call g,x,$$Q)])\nall:;@:\n")
    assert out == "[($Q)]\n"


def test_fn_let_values_recursive(mm):
    rc, out, err = mm("-f", "-", input="Q = bad\n$(info [$(let p q,1 $$Q,$p/$q)])\nall:;@:\n")
    assert out == "[1/$Q]\n"


def test_fn_intcmp_lhs_checked_first(mm):
    rc, out, err = mm("-f", "-", input="X := $(intcmp 1x,$(warning w)3)\n")
    assert (rc, err) == (2, "minimake: -:1: warning: w\nminimake: -:1: non-numeric first argument to 'intcmp' function: '1x'\n")


def test_fn_intcmp_extra_commas_split(mm):
    rc, out, err = mm("-f", "-", input="$(info [$(intcmp 9,3,a,b,c,d,e)])\nall:;@:\n")
    assert out == "[c,d,e]\n"


def test_fn_file_empty_text_nothing(mm):
    mm.write("log", "x\n")
    rc, out, err = mm("-f", "-", input="E =\nX := $(file >>log,$(E))\nall:;@:\n")
    assert mm.read("log") == "x\n\n"


def test_fn_file_text_error_before_name(mm):
    rc, out, err = mm("-f", "-", input="\nX := $(file <  ,text)\n")
    assert (rc, err) == (2, "minimake: -:2: missing filename in 'file' function\n")


def test_fn_shell_signal_status_number(mm):
    rc, out, err = mm("-f", "-", input="X := $(shell kill -15 $$$$)\n$(info [$(.SHELLSTATUS)])\nall:;@:\n")
    assert out == "[143]\n"


def test_fn_warning_text_stripped(mm):
    rc, out, err = mm("-f", "-", input="T = tail\n$(warning $(T)   )\nall:;@:\n")
    assert err == "minimake: -:2: warning: tail   \n"


def test_fn_realpath_duplicates_removed(mm):
    mm.write("d/f", "")
    d = str(mm.dir.resolve())
    rc, out, err = mm("-f", "-", input="$(info [$(realpath d/f ./d/../d/f)])\nall:;@:\n")
    assert out == f"[{d}/d/f {d}/d/f]\n"


def test_shell_assign_output_recursive(mm):
    rc, out, err = mm("-f", "-", input="R != printf '%s' 'a$$Zb'\nZ = bad\n$(info [$R])\nall:;@:\n")
    assert out == "[a$Zb]\n"


def test_shell_assign_output_stripped(mm):
    rc, out, err = mm("-f", "-", input="R != printf '\\tx y  '\n$(info [$R])\nall:;@:\n")
    assert out == "[\tx y  ]\n"


def test_delete_on_error_removes_non_file(mm):
    rc, out, err = mm(makefile=".DELETE_ON_ERROR:\nout.d:\n\t@mkdir -p $@ && false\n")
    assert (rc, err) == (2, "minimake: *** [Makefile:3: out.d] Error 1\n")


def test_comments_double_backslash_hash_comment(mm):
    rc, out, err = mm("-f", "-", input="V := x\\\\#y\n$(info [$V])\nall:;@:\n")
    assert out == "[x\\#y]\n"


def test_subst_ref_empty_suffix_no_match(mm):
    rc, out, err = mm("-f", "-", input="L = p q\n$(info [$(L:=-x)])\nall:;@:\n")
    assert out == "[p-x q-x]\n"


def test_subst_ref_last_equals(mm):
    rc, out, err = mm("-f", "-", input="L = k.c\n$(info [$(L:.c=a=b)])\nall:;@:\n")
    assert out == "[ka=b]\n"


def test_ifdef_several_words_accepted(mm):
    rc, out, err = mm("-f", "-", input="N = A B\nA = 1\nifndef $(N)\nendif\nall:;@:\n")
    assert (rc, err) == (2, "minimake: -:3: invalid syntax in conditional\n")


def test_env_override_append_allowed(mm):
    rc, out, err = mm("-e", makefile="FLAGS += -g\nall:\n\t@echo \"$(FLAGS)\"\n", env={"FLAGS": "-O"})
    assert (rc, out) == (0, "-O\n")


def test_warn_undefined_subst_ref_silent(mm):
    rc, out, err = mm("--warn-undefined-variables", makefile="\nall:\n\t@echo [$(OBJS:.o=.c)]\n")
    assert (rc, out, err) == (0, "[]\n", "minimake: Makefile:3: warning: undefined variable 'OBJS'\n")


def test_lines_continuation_keeps_tabs(mm):
    rc, out, err = mm("-f", "-", input="L = one\\\n\ttwo\n$(info [$(L)])\nall:;@:\n")
    assert out == "[one two]\n"


def test_var_refs_name_stripped(mm):
    rc, out, err = mm("-f", "-", input="V = val\n$(info [${ V }])\nall:;@:\n")
    assert out == "[]\n"


def test_override_cond_assigns_defined(mm):
    rc, out, err = mm("-f", "-", input="M = first\noverride M ?= second\n$(info [$(M)])\nall:;@:\n")
    assert out == "[first]\n"


def test_recipe_errors_location_last_line(mm):
    rc, out, err = mm(makefile="t:\n\t@test \\\n\t  -n '' \\\n\t  ; exit 5\n")
    assert (rc, err) == (2, "minimake: *** [Makefile:2: t] Error 5\n")


def test_goal_empty_semicolon_counts_as_line(mm):
    assert mm("x", makefile="x: ;   \n") == (0, "minimake: nothing to be done for 'x'.\n", "")


def test_prefixes_space_ends_prefixes(mm):
    assert mm(makefile="t:\n\t- @exit 4\n") == (0, "", "minimake: [Makefile:2: t] Error 4 (ignored)\n")


def test_default_goal_last_of_targets(mm):
    assert mm(makefile="one two three:\n\t@echo $@\n") == (0, "one\n", "")


def test_dir_form_trailing_slash_kept(mm):
    assert mm("out/", makefile="out/:\n\t@echo [$(@D)][$(@F)]\n") == (0, "[out][]\n", "")


def test_variable_names_dollar_allowed(mm):
    rc, out, err = mm("-f", "-", input="D = $$\nA$(D)B := v\n")
    assert (rc, err) == (2, "minimake: -:2: invalid variable name 'A$B'\n")


def test_default_target_recipeless_rule_used(mm):
    rc, out, err = mm("all", makefile="all: dep\ndep:\n.DEFAULT:\n\t@echo made $@\n")
    assert (rc, out) == (0, "minimake: nothing to be done for 'all'.\n")


def test_order_only_also_normal_dropped(mm):
    assert mm(makefile="t: p q | q r\n\t@echo [$|]\np q r: ;\n") == (0, "[q r]\n", "")


def test_touch_empty_recipe_not_touched(mm):
    rc, out, err = mm("-t", "stamp", makefile="stamp: ;\n")
    assert (rc, out, mm.exists("stamp")) == (0, "touch stamp\n", True)


def test_fn_call_zero_unstripped(mm):
    rc, out, err = mm("-f", "-", input="me = <$0>\n$(info [$(call   me  )])\nall:;@:\n")
    assert out == "[<me>]\n"


def test_fn_wildcard_no_dot_entries(mm):
    mm.write("d/.hid", "")
    rc, out, err = mm("-f", "-", input="$(info [$(wildcard d/.*)])\nall:;@:\n")
    assert out == "[d/. d/.. d/.hid]\n"


def test_fn_abspath_dotdot_above_root_kept(mm):
    rc, out, err = mm("-f", "-", input="$(info [$(abspath /../x/./y)])\nall:;@:\n")
    assert out == "[/x/y]\n"


def test_fn_shell_carriage_return_stripped(mm):
    rc, out, err = mm("-f", "-", input="$(info [$(shell printf 'dos\\r\\n\\r\\n')])\nall:;@:\n")
    assert out == "[dos\r \r]\n"


def test_fn_info_empty_prints_nothing(mm):
    rc, out, err = mm("-f", "-", input="E =\n$(info 1)$(info $(E))$(info 2)\nall:;@:\n")
    assert out == "1\n\n2\n"


def test_fn_calls_unopened_closer_holds_commas(mm):
    rc, out, err = mm("-f", "-", input="$(info [$(subst x},y,ax} bx})])\nall:;@:\n")
    assert (rc, out) == (0, "[ay by]\n")


def test_cond_syntax_quoted_stripped(mm):
    rc, out, err = mm("-f", "-", input="ifneq ' x' \"x\"\nR = differ\nendif\n$(info [$(R)])\nall:;@:\n")
    assert out == "[differ]\n"


def test_order_only_bar_not_unique(mm):
    mk = "t: | q r q\n\t@echo '[$|]'\nq r:\n\t@:\n"
    assert mm(makefile=mk) == (0, "[q r]\n", "")


def test_default_goal_from_target_variable(mm):
    assert mm(makefile="job: V = 2\nmain:\n\t@echo main\n") == (0, "main\n", "")


def test_pattern_rules_empty_stem_matches(mm):
    assert mm("-r", ".z", makefile="%.z:\n\t@echo $@\n") == (2, "", "minimake: no rule to make target '.z'\n")


def test_pattern_rules_recipeless_used(mm):
    mm.touch("a.w", 1000)
    assert mm("-r", "a.q", makefile="%.q: %.w\n") == (2, "", "minimake: no rule to make target 'a.q'\n")


def test_implicit_search_explicit_prereqs_first(mm):
    mm.touch("m.c", 1000)
    mm.touch("m.h", 1000)
    assert mm("m.o", makefile="%.o: %.c\n\t@echo $<\nm.o: m.h\n") == (0, "m.c\n", "")


def test_ignore_some_ignores_all(mm):
    rc, out, err = mm(makefile=".IGNORE: q\ntop: q\n\t@exit 3\nq:\n\t@exit 2\n")
    assert rc == 2
    assert err.endswith("minimake: *** [Makefile:3: top] Error 3\n")


def test_default_target_recipe_not_counted(mm):
    mm.touch("in.txt", 1000)
    assert mm("in.txt", makefile="x:\n.DEFAULT:\n\t@echo d\n") == (0, "minimake: 'in.txt' is up to date.\n", "")


def test_oneshell_error_last_line(mm):
    rc, out, err = mm(makefile=".ONESHELL:\ngo:\n\t@true\n\ttrue\n\texit 3\n")
    assert (rc, err) == (2, "minimake: *** [Makefile:3: go] Error 3\n")


def test_oneshell_later_prefixes_kept(mm):
    rc, out, err = mm(makefile=".ONESHELL:\ngo:\n\techo a\n\t@+echo b\n")
    assert (rc, out) == (0, "echo a\necho b\na\nb\n")


def test_delete_on_error_phony_deleted(mm):
    mm(makefile=".DELETE_ON_ERROR:\n.PHONY: res\nres:\n\t@touch res; exit 1\n")
    assert mm.exists("res")


def test_delete_on_error_precious_deleted(mm):
    mm(makefile="res:\n\t@echo half > res; exit 1\n.PRECIOUS: res\n.DELETE_ON_ERROR:\n")
    assert mm.read("res") == "half\n"


def test_vpath_search_before_local(mm):
    mm.touch("q.h", 1000)
    mm.touch("inc/q.h", 1000)
    assert mm(makefile="VPATH = inc\nres: q.h\n\t@echo $<\n") == (0, "q.h\n", "")


def test_vpath_remade_keeps_found_path(mm):
    mm.touch("src/k.c", 3000)
    mm.touch("lib/k.o", 1000)
    mk = "VPATH = src lib\ntop: k.o\n\t@echo top $<\nk.o: k.c\n\t@echo cc\n"
    assert mm(makefile=mk) == (0, "cc\ntop k.o\n", "")


def test_vpath_clear_pattern_clears_all(mm):
    mm.touch("inc/b.h", 1000)
    mk = "vpath %.h inc\nvpath %.x inc\nvpath %.x\nres: b.h\n\t@echo $<\n"
    assert mm(makefile=mk) == (0, "inc/b.h\n", "")


def test_vpath_directive_no_colon_split(mm):
    mm.touch("a3/b.h", 1000)
    assert mm(makefile="vpath %.h a1:a2:a3\nres: b.h\n\t@echo $<\n") == (0, "a3/b.h\n", "")


def test_fn_calls_arguments_stripped(mm):
    rc, out, err = mm("-f", "-", input='' + "$(info [" + '$(subst o, 0 ,foo)' + "])\n_end:\n")
    assert (rc, err) == (0, ""), err
    assert out == "[" + 'f 0  0 ' + "]\nminimake: nothing to be done for '_end'.\n"


def test_fn_calls_last_argument_split(mm):
    rc, out, err = mm("-f", "-", input='' + "$(info [" + '$(findstring x,y,x)' + "])\n_end:\n")
    assert (rc, err) == (0, ""), err
    assert out == "[" + 'x' + "]\nminimake: nothing to be done for '_end'.\n"


def test_option_e_define_not_blocked(mm):
    mk = "define W\nfromfile\nendef\nt:\n\t@echo $(W)\n"
    assert mm("-e", makefile=mk, env={"W": "fromenv"}) == (0, "fromenv\n", "")


def test_include_dir_searched_first(mm):
    mm.write("inc2/k.mk", "V = inc\n")
    mm.write("k.mk", "V = here\n")
    assert mm("-I", "inc2", makefile="include k.mk\nt:\n\t@echo $(V)\n") == (0, "here\n", "")


def test_jobs_takes_next_number(mm):
    rc, out, err = mm("-sj", "12", makefile="t:\n\t@echo t\n")
    assert (rc, err) == (2, "minimake: no rule to make target '12'\n")


def test_dry_run_question_prints(mm):
    rc, out, err = mm("-q", "-n", "go", makefile="go: pre\n\tprintf go\npre:\n\t@printf pre\n")
    assert (rc, out, err) == (1, "", "")


def test_keep_going_failed_target_retried(mm):
    rc, out, err = mm("-k", "p", "q", makefile="p: z\n\t@echo p\nq: z\n\t@echo q\nz:\n\t@exit 4\n")
    assert (rc, out) == (2, "")
    assert err == ("minimake: *** [Makefile:6: z] Error 4\n"
                   "minimake: target 'p' not remade because of errors\n"
                   "minimake: target 'q' not remade because of errors\n")


def test_keep_going_order_only_failure_ignored(mm):
    rc, out, err = mm("-k", makefile="top: | d/x\n\t@echo top\nd/x:\n\t@exit 7\n")
    assert (rc, out) == (2, "")
    assert err == ("minimake: *** [Makefile:4: d/x] Error 7\n"
                   "minimake: target 'top' not remade because of errors\n")


def test_old_new_new_clears_old(mm):
    mm.touch("dep", 1000)
    mm.touch("out", 2000)
    mf = "out: dep\n\t@echo 'remade <$?>'\n"
    assert mm("--assume-new=dep", "--old-file=dep", makefile=mf) == (0, "minimake: 'out' is up to date.\n", "")


def test_old_new_always_make_remakes_old(mm):
    mm.touch("src.h", 1000)
    mm.touch("prog", 2000)
    mf = "prog: src.h\n\t@echo 'prog <$?>'\nsrc.h:\n\t@echo made src.h\n"
    assert mm("-Bo", "src.h", makefile=mf) == (0, "prog <>\n", "")


def test_old_new_dot_slash_stripped(mm):
    mf = "top: lib/z\n\t@echo 'top <$?>'\nlib/z:\n\t@echo z\n"
    assert mm("-o", "./lib/z", makefile=mf) == (0, "z\ntop <lib/z>\n", "")


def test_recipe_prefix_tab_continuation_removed(mm):
    mf = ".RECIPEPREFIX := :\nt:\n:@echo \"<p\\\n\tq>\"\n"
    assert mm(makefile=mf) == (0, "<p\tq>\n", "")


def test_recipe_prefix_cmdline_ignored_while_reading(mm):
    assert mm(".RECIPEPREFIX=;", makefile="go:\n;@echo semi\n") == (0, "semi\n", "")


def test_recursive_assign_double_equals_operator(mm):
    rc, out, err = mm("-f", "-", input="K ==x=\n$(info <$(K)>)\nz:\n")
    assert (rc, out, err) == (0, "<=x=>\nminimake: nothing to be done for 'z'.\n", "")


def test_makefile_selection_duplicate_read_once(mm):
    mm.write("inc.mk", "N += 1\n")
    mm.write("main.mk", "t:\n\t@echo 'N=$(N)'\n")
    assert mm("-finc.mk", "-fmain.mk", "-finc.mk") == (0, "N=1 1\n", "")


def test_makefile_selection_all_opened_first(mm):
    mm.write("one.mk", "$(info reading one)\n")
    rc, out, err = mm("--file=one.mk", "--file=two.mk")
    assert (rc, out) == (2, "reading one\n")
    assert err == "minimake: cannot read makefile 'two.mk': No such file or directory\n"


def test_recipe_expansion_under_question(mm):
    rc, out, err = mm("-q", makefile="x.o:\n\t@true $(shell echo ran > log)\n")
    assert (rc, out, err) == (1, "", "")
    assert not mm.exists("log")


def test_old_file_still_remade(mm):
    mm.touch("s2", 3000)
    mm.touch("m2", 500)
    mm.touch("o2", 1000)
    mk = "o2: m2\n\t@echo o2\nm2: s2\n\t@echo m2\n"
    assert mm("--old-file=m2", makefile=mk) == (0, "minimake: 'o2' is up to date.\n", "")


def test_print_directory_before_c(mm):
    mm.write("w/Makefile", "t:\n\t@echo w\n")
    d = str((mm.dir / "w").resolve())
    rc, out, err = mm("--print-directory", "--directory=w")
    assert out == f"minimake: Entering directory '{d}'\nw\nminimake: Leaving directory '{d}'\n"


def test_invocation_empty_operand_ignored(mm):
    rc, out, err = mm("-s", "", "X=1", makefile="first:\n\techo first $(X)\n")
    assert (rc, out, err) == (2, "", "minimake: no rule to make target ''\n")


def test_invocation_every_double_dash_skipped(mm):
    rc, out, err = mm("--", "x", "--", makefile="x:\n\t@echo x\n")
    assert (rc, out, err) == (2, "x\n", "minimake: no rule to make target '--'\n")


def test_invocation_goal_after_prereq_silent(mm):
    mf = "app: lib.o\n\t@echo link\nlib.o:\n\t@echo cc\n"
    assert mm("app", "lib.o", "app", makefile=mf) == (0, "cc\nlink\nminimake: 'lib.o' is up to date.\nminimake: 'app' is up to date.\n", "")


def test_include_same_file_read_once(mm):
    mm.write("defs.mk", "L += z\n")
    mf = "include defs.mk\nx:\n\t@echo '<$(L)>'\ninclude defs.mk\n"
    assert mm(makefile=mf) == (0, "<z z>\n", "")


def test_include_names_globbed(mm):
    mm.write("conf-1", "V = one\n")
    rc, out, err = mm(makefile="-include conf-?\nshow:\n\t@echo '<$(V)>'\n")
    assert (rc, out, err) == (0, "<>\n", "")


def test_include_last_missing_reported(mm):
    rc, out, err = mm(makefile="include first.mk\n-include opt.mk\ninclude second.mk\nx:\n")
    assert (rc, out) == (2, "")
    assert err == "minimake: Makefile:1: cannot include 'first.mk': No such file or directory\n"


def test_command_echo_trailing_space_trimmed(mm):
    rc, out, err = mm(makefile="t:\n\tprintf '%s|' x \n")
    assert (rc, out, err) == (0, "printf '%s|' x \nx|", "")


def test_always_make_recipeless_not_newer(mm):
    mm.touch("hdr", 500)
    mm.touch("obj", 900)
    rc, out, err = mm("--always-make", makefile="obj: hdr\n\t@echo 'obj <$?>'\nhdr:\n")
    assert (rc, out, err) == (0, "obj <hdr>\n", "")


def test_posix_shellflags_origin_file(mm):
    mf = "go:\n\t@echo '$(origin .SHELLFLAGS)'\n.POSIX:\n"
    assert mm(makefile=mf) == (0, "default\n", "")


def test_recipe_override_duplicate_target_warns(mm):
    assert mm("-s", makefile="out.txt lib out.txt: ; @echo made $@\n") == (0, "made out.txt\n", "")


def test_patterns_suffix_case_insensitive(mm):
    rc, out, err = mm("-f", "-", input="$(info <$(filter-out %.h,MAIN.H util.h)>)\nq:\n")
    assert (rc, out, err) == (0, "<MAIN.H>\nminimake: nothing to be done for 'q'.\n", "")


def test_ignore_errors_signal_not_ignored(mm):
    rc, out, err = mm("--ignore-errors", makefile="w:\n\t@kill -USR1 $$$$\n\t@echo next\n")
    assert (rc, out, err) == (0, "next\n", "minimake: [Makefile:2: w] Signal 10 (ignored)\n")


def test_grouped_failure_fails_members(mm):
    rc, out, err = mm("-k", "y.h", "y.c", makefile="y.c y.h &:\n\t@echo gen $@; exit 3\n")
    assert (rc, out) == (2, "gen y.h\ngen y.c\n")
    assert err == ("minimake: *** [Makefile:2: y.h] Error 3\n"
                   "minimake: target 'y.h' not remade because of errors\n"
                   "minimake: *** [Makefile:2: y.c] Error 3\n"
                   "minimake: target 'y.c' not remade because of errors\n")


def test_grouped_touch_all_members(mm):
    rc, out, err = mm("-t", "p.tab", makefile="p.tab p.out &:\n\t@echo gen\n")
    assert (rc, out, err) == (0, "touch p.tab\n", "")
    assert not mm.exists("p.out")


def test_eval_before_cmdline_vars(mm):
    assert mm("--eval", "Q := <$(P)>", "P=7", makefile="t:\n\t@echo '$(Q)'\n") == (0, "<7>\n", "")


def test_trace_location_first_recipe_line(mm):
    out = mm("--trace", makefile="go:\n\n\n\t@echo g\n")[1]
    assert out == "Makefile:1: update target 'go' due to: target does not exist\ng\n"


def test_db_define_simple_no_operator(mm):
    out = mm("-p", "-q", makefile="define Q :=\na\nb\nendef\n")[1]
    assert "\ndefine Q :=\na\nb\nendef\n" in "\n" + out


def test_makeflags_silent_first(mm):
    assert mm("-s", "-e", makefile="t:\n\t@echo $(MAKEFLAGS)\n") == (0, "es\n", "")


def test_export_all_ignores_unexport(mm):
    mk = ".EXPORT_ALL_VARIABLES:\nB = 2\nunexport B\nC = 3\nt:\n\t@echo [$$B][$$C]\n"
    assert mm(makefile=mk) == (0, "[][3]\n", "")


def test_define_append_space(mm):
    mk = "C = @echo p\ndefine C +=\n@echo q\nendef\nt:\n\t$(C)\n"
    assert mm(makefile=mk) == (0, "p\nq\n", "")


def test_undefine_removes_cmdline(mm):
    rc, out, err = mm("-f", "-", *('K=v',), input='undefine K\n$(info <$(K)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<v>\n' + "minimake: nothing to be done for '_end'.\n"


def test_cond_structure_else_if_not_taken(mm):
    rc, out, err = mm("-f", "-", *(), input='Y = b\nifeq ($(Y),a)\n$(info A)\nelse ifeq ($(Y),b)\n$(info B)\nelse\n$(info C)\nendif' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == 'B\n' + "minimake: nothing to be done for '_end'.\n"


def test_remaking_missing_include_immediate(mm):
    rc, out, err = mm("-r", makefile="X = 1\ninclude gone.mk\n$(info read-on)\nt: ;\n")
    assert (rc, out, err) == (2, "read-on\n", "minimake: Makefile:2: cannot include 'gone.mk': No such file or directory\n")


def test_special_vars_default_goal_first_word(mm):
    mk = ".DEFAULT_GOAL := q p\np:\n\t@echo p\nq:\n\t@echo q\n"
    assert mm(makefile=mk) == (0, "q\np\n", "")


def test_double_colon_ignores_always_make(mm):
    mm.touch("x", 1000)
    mm.touch("r", 2000)
    assert mm("-B", makefile="r:: x\n\t@echo one\nr:: x\n\t@echo two\n") == (0, "one\ntwo\n", "")


def test_builtin_compile_no_cppflags(mm):
    mm.touch("k.c", 1000)
    assert mm("-n", "k.o", makefile="CPPFLAGS = -DZ\n") == (0, "cc  -DZ -c -o k.o k.c\n", "")


def test_pattern_vars_earlier_nearer(mm):
    mk = "V = 0\n%.q: V += 1\nsub/%.q: V += 2\nsub/k.q:\n\t@echo $(V)\n"
    assert mm(makefile=mk) == (0, "0 1 2\n", "")


def test_archive_target_var_whole_name(mm):
    mm.touch("m.o", 1000)
    assert mm("-n", "libz.a(m.o)", makefile="") == (0, "ar rv libz.a m.o\n", "")


def test_extra_prereqs_in_newer_list(mm):
    mm.touch("s", 1000)
    mm.touch("o", 2000)
    mm.touch("tl", 3000)
    assert mm("-r", makefile=".EXTRA_PREREQS = tl\no: s\n\t@echo [$?]\n") == (0, "[]\n", "")


def test_intermediate_existing_deleted(mm):
    mm.touch("k.w", 1000)
    mm.touch("k.m", 500)
    mk = "app: k.b\n\t@touch app\n%.m: %.w\n\t@touch $@\n%.b: %.m\n\t@touch $@\n"
    assert mm(makefile=mk) == (0, "", "")
    assert mm.exists("k.m")


def test_exec_empty_shell_not_default(mm):
    assert mm(makefile="SHELL := $(EMPTY)\ngo:\n\t@echo ok2\n") == (0, "ok2\n", "")


def test_fn_value_expands(mm):
    rc, out, err = mm("-f", "-", input='Q = <$(R)>\nR = r\n' + "$(info [" + '$(value Q)' + "])\n_end:\n")
    assert (rc, err) == (0, ""), err
    assert out == "[" + '<$(R)>' + "]\nminimake: nothing to be done for '_end'.\n"


def test_eval_unclosed_conditional_ok(mm):
    rc, out, err = mm(makefile="\n$(eval ifndef Q)\nt: ;\n")
    assert (rc, err) == (2, "minimake: Makefile:2: missing 'endif'\n")


def test_second_expansion_no_dir_file_forms(mm):
    mk = ".SECONDEXPANSION:\nd1/d2/out: $$(@F).in\n\t@echo $^\nout.in:\n\t@:\n"
    assert mm("-r", "d1/d2/out", makefile=mk) == (0, "out.in\n", "")


def test_define_append_simple_not_expanded(mm):
    rc, out, err = mm("-f", "-", input="P := x\nQ = 5\ndefine P +=\n$(Q)-$(Q)\nendef\nQ = 6\n$(info {$(P)})\n_end:\n")
    assert (rc, out, err) == (0, "{x\n5-5}\nminimake: nothing to be done for '_end'.\n", "")


def test_target_var_recursive_expanded_early(mm):
    rc, out, err = mm("go", makefile="go: V = [$(W)]\ngo:\n\t@echo '$(V)'\nW = w2\n")
    assert (rc, out, err) == (0, "[w2]\n", "")


def test_target_var_cmdline_overridden(mm):
    rc, out, err = mm("Z=c1", makefile="go: Z := t1\ngo:\n\t@echo $(Z)\n")
    assert (rc, out, err) == (0, "c1\n", "")


def test_fn_call_parameters_stripped(mm):
    rc, out, err = mm("-f", "-", input="g = [$(1)][$(2)]\n$(info $(call g,  p,q\t))\n_end:\n")
    assert (rc, out, err) == (0, "[  p][q\t]\nminimake: nothing to be done for '_end'.\n", "")


def test_double_colon_order_only_compared(mm):
    mm.touch("x.src", 100)
    mm.touch("lib", 500)
    mm.touch("stamp", 900)
    rc, out, err = mm("lib", makefile="lib:: x.src | stamp\n\t@echo again\n")
    assert (rc, out, err) == (0, "minimake: 'lib' is up to date.\n", "")


def test_private_hidden_outside_recipes(mm):
    mk = "private Q = z\nW := <$(Q)>\nt:\n\t@echo '$(W)'\n"
    assert mm(makefile=mk) == (0, "<z>\n", "")


def test_double_colon_old_file_compared(mm):
    mm.touch("lib.h", 900)
    mm.touch("prog", 400)
    rc, out, err = mm("--old-file=lib.h", "prog", makefile="prog:: lib.h\n\t@echo relink\n")
    assert (rc, out, err) == (0, "minimake: 'prog' is up to date.\n", "")


def test_extra_prereqs_old_file_compared(mm):
    mm.touch("in.c", 100)
    mm.touch("in.o", 200)
    mm.touch("cc1", 300)
    rc, out, err = mm("-r", "--assume-old=cc1", makefile="in.o: .EXTRA_PREREQS := cc1\nin.o: in.c\n\t@echo compile\n")
    assert (rc, out, err) == (0, "minimake: 'in.o' is up to date.\n", "")


def test_fn_foreach_variable_name_unstripped(mm):
    rc, out, err = mm("-f", "-", input="$(info $(foreach\tw\t,p q,[$(w)]))\n_end:\n")
    assert (rc, out, err) == (0, "[p] [q]\nminimake: nothing to be done for '_end'.\n", "")


def test_fn_value_name_unstripped(mm):
    rc, out, err = mm("-f", "-", input="K = $$x $(J)\n$(info {$(value K\t)})\n_end:\n")
    assert (rc, out, err) == (0, "{$$x $(J)}\nminimake: nothing to be done for '_end'.\n", "")


def test_export_names_not_expanded(mm):
    mk = "P = 1\nQ = 2\nN = P Q\nexport $(N)\nt:\n\t@echo $$P$$Q\n"
    assert mm(makefile=mk) == (0, "12\n", "")


def test_undefine_empties(mm):
    rc, out, err = mm("-f", "-", *(), input='K = 1\nundefine K\n$(info $(origin K))' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == 'undefined\n' + "minimake: nothing to be done for '_end'.\n"


def test_define_cond_replaces(mm):
    rc, out, err = mm("-f", "-", *(), input='Z = a\ndefine Z ?=\nb\nendef\n$(info $(Z))' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == 'a\n' + "minimake: nothing to be done for '_end'.\n"


def test_grouped_missing_member_ignored(mm):
    mm.touch("p.in", 1000)
    mm.touch("p.a", 2000)
    assert mm("p.a", makefile="p.a p.b &: p.in\n\t@echo gen $@\n") == (0, "gen p.a\n", "")


def test_recipe_expansion_line_by_line(mm):
    assert mm(makefile="go:\n\t@echo A\n\t@echo B\n\t@echo C$(info X)\n") == (0, "X\nA\nB\nC\n", "")


def test_prefixes_multiline_first_only(mm):
    mk = "define C2\nfalse\nfalse\nendef\ngo:\n\t-$(C2)\n\t@echo done\n"
    rc, out, err = mm(makefile=mk)
    assert (rc, out) == (0, "false\nfalse\ndone\n")


def test_echo_silent_target_ignored(mm):
    assert mm(makefile=".SILENT: go\ngo:\n\techo z2\n") == (0, "z2\n", "")


def test_recipe_errors_signal_as_error(mm):
    rc, out, err = mm(makefile="go:\n\t@kill -15 $$$$\n")
    assert (rc, err) == (2, "minimake: *** [Makefile:2: go] Signal 15\n")


def test_goal_message_own_recipe_only(mm):
    assert mm(makefile="top: q\nq:\n\t@echo q\n") == (0, "q\n", "")


def test_recursive_invocation_makelevel_six_digits(mm):
    rc, out, err = mm(makefile="go:\n\t@echo '<$(MAKELEVEL)>'\n", env={"MAKELEVEL": "999999"})
    assert (rc, out, err) == (0, "<0>\n", "")


def test_recursive_invocation_makeflags_backslash_unescaped(mm):
    rc, out, err = mm("-s", "V=x\\y\\", makefile="all:\n\t@printf '%s\\n' \"$$MAKEFLAGS\"\n")
    assert (rc, out, err) == (0, "s -- V=x\\\\y\\\\\n", "")


def test_define_shell_output_recursive(mm):
    rc, out, err = mm("-f", "-", input="define Z !=\nprintf '%s' '$$(W)x'\nendef\nW = q\n$(info <$(Z)>)\nall: ;@:\n")
    assert (rc, out, err) == (0, "<$(W)x>\n", "")


def test_define_append_sets_file_origin(mm):
    rc, out, err = mm("-f", "-", input="define QQ +=\nr s\nendef\n$(info $(origin QQ))\nall: ;@:\n", env={"QQ": "q"})
    assert (rc, out, err) == (0, "environment\n", "")


def test_override_append_simple_not_expanded(mm):
    rc, out, err = mm("-f", "-", input="override V := a\nW = 1\noverride V += -$(W)-\nW = 2\n$(info $(V))\nall: ;@:\n")
    assert (rc, out, err) == (0, "a -1-\n", "")


def test_secondary_expansion_no_target_vars(mm):
    mf = ".SECONDEXPANSION:\nQ = wrong\ng: Q = p2\ng: x $$(Q)\n\t@echo '<$^>'\nx p2 wrong:\n\t@:\n"
    assert mm(makefile=mf) == (0, "<x p2>\n", "")


def test_secondary_expansion_wait_kept(mm):
    mf = ".SECONDEXPANSION:\nall: $$(M)\n\t@echo '<$+>'\nM = p .WAIT q\np q:\n\t@:\n"
    assert mm(makefile=mf) == (0, "<p q>\n", "")


def test_secondary_expansion_archive_list_unsplit(mm):
    mf = (".SECONDEXPANSION:\nall: $$(B)\n\t@echo '<$^>'\nB = ar.a(m1.o m2.o m3.o)\n"
          "ar.a(m1.o) ar.a(m2.o) ar.a(m3.o):\n\t@echo $%\n")
    assert mm(makefile=mf) == (0, "m1.o\nm2.o\nm3.o\n<ar.a(m1.o) ar.a(m2.o) ar.a(m3.o)>\n", "")


def test_secondary_expansion_prereqs_mentioned(mm):
    mm.write("k.src", "s\n")
    mf = (".SECONDEXPANSION:\ngoal: k.fin $$(M)\n\t@echo '<$^>'\nM = k.mid\n"
          "%.fin: %.mid\n\t@cp $< $@\n%.mid: %.src\n\t@cp $< $@\n")
    assert mm(makefile=mf) == (0, "<k.fin k.mid>\nrm k.mid\n", "")


def test_static_pattern_rules_prereqs_not_mentioned(mm):
    mm.write("q.src", "s\n")
    mf = ("top: q.fin side\n%.fin: %.mid\n\t@cp $< $@\n%.mid: %.src\n\t@cp $< $@\n"
          "side: s%: q.mid\n\t@echo stem=$*\n")
    assert mm(makefile=mf) == (0, "stem=ide\n", "")
    assert mm.exists("q.mid")


def test_double_colon_found_path_not_shown(mm):
    mm.write("inc/x.h", "h\n")
    assert mm(makefile="vpath %.h inc\nh:: x.h\n\t@echo '<$(^D)> <$+>'\n") == (0, "<inc> <inc/x.h>\n", "")


def test_double_colon_remade_keeps_found_path(mm):
    mm.touch("lib/w.o", 1000)
    mm.touch("w.c", 3000)
    mf = "vpath %.o lib\nprog: w.o\n\t@echo '<$^> <$(<D)>'\nw.o:: w.c\n\t@echo cc\n"
    assert mm(makefile=mf) == (0, "cc\n<w.o> <.>\n", "")


def test_double_colon_low_resolution_ignored(mm):
    mm.touch("arc", 5000.1)
    mm.touch("src1", 4000)
    mm.touch("src2", 5000.9)
    mf = "arc:: src1\n\t@echo one\narc:: src2\n\t@echo two\n.LOW_RESOLUTION_TIME: arc\n"
    assert mm("arc", makefile=mf) == (0, "minimake: 'arc' is up to date.\n", "")


def test_double_colon_question_lineless_recipe_dirty(mm):
    mm.touch("g", 1000)
    mm.touch("h", 2000)
    assert mm("--question", "g", makefile="g:: h ;\n") == (0, "", "")


def test_double_colon_goal_message_first_rule(mm):
    for f in ("u", "v", "w"):
        mm.touch(f, 1000)
    mm.touch("z", 2000)
    mf = "z:: u ;\nz:: v\n\t@echo v\nz:: w\n"
    assert mm("z", makefile=mf) == (0, "minimake: 'z' is up to date.\n", "")


def test_order_only_found_path_not_shown(mm):
    mm.write("lib/ostamp", "o\n")
    assert mm(makefile="vpath o% lib\nrun: | ostamp\n\t@echo '<$(|F)> <$|>'\n") == (0, "<ostamp> <lib/ostamp>\n", "")


def test_pattern_rules_order_only_not_substituted(mm):
    mm.write("dir.k/keep", "k\n")
    mm.write("m.src", "s\n")
    assert mm("m.bin", makefile="%.bin: %.src | dir.%\n\t@echo '<$|>'\ndir.%:\n\t@:\n") == (0, "<dir.m>\n", "")


def test_automatic_variables_phony_newer_list_partial(mm):
    mm.touch("in1", 1000)
    mm.touch("in2", 3000)
    mm.touch("clean", 2000)
    assert mm(makefile="clean: in1 in2\n\t@echo '<$?>'\n.PHONY: clean\n") == (0, "<in1 in2>\n", "")


def test_private_exported_when_named(mm):
    mf = "private Q := q\nexport Q\nt:\n\t@echo \"<$${Q-none}>\"\n"
    assert mm(makefile=mf) == (0, "<none>\n", "")


def test_fn_call_simple_expanded(mm):
    rc, out, err = mm("-f", "-", input='t := [$$(2)]\n' + "$(info [" + '$(call t,a,b)' + "])\n_end:\n")
    assert (rc, err) == (0, ""), err
    assert out == "[" + '[$(2)]' + "]\nminimake: nothing to be done for '_end'.\n"


def test_static_pattern_order_only_literal(mm):
    mm.touch("b.c", 1000)
    assert mm(makefile="b.o: %.o: %.c | %.dep\n\t@echo [$|]\n%.dep:\n\t@:\n") == (0, "[b.dep]\n", "")


def test_warn_undefined_ifdef_warns(mm):
    rc, out, err = mm("--warn-undefined-variables", makefile="ifndef ZZ\nendif\nt: ;\n")
    assert (rc, err) == (0, "")


def test_override_define_beats_cmdline(mm):
    rc, out, err = mm("-f", "-", *('Y=cl',), input='define Y\nfile\nendef\n$(info $(Y))' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == 'cl\n' + "minimake: nothing to be done for '_end'.\n"


def test_directory_search_vpath_tab_not_separator(mm):
    mm.write("s3/k.c", "k\n")
    assert mm(makefile="VPATH = s1:s2\ts3\nrun: k.c\n\t@echo '<$^>'\n") == (0, "<s3/k.c>\n", "")


def test_fn_shell_env_global_scope(mm):
    mf = "export Y = glob\nrun: Y = tgt\nrun:\n\t@echo \"<$(shell printf %s $$Y)>\"\n"
    assert mm(makefile=mf) == (0, "<tgt>\n", "")


def test_pattern_variables_append_skips_lower_pattern(mm):
    mf = "lib/%: G = one\n%.a: G += two\nlib/z.a:\n\t@echo '<$(G)>'\n"
    assert mm("lib/z.a", makefile=mf) == (0, "<one two>\n", "")


def test_oneshell_blank_script_run(mm):
    mf = "N =\n.ONESHELL:\ngo:\n\t@$(N)\n\t$(N)\n\t-$(N)\n"
    assert mm(makefile=mf) == (0, "minimake: 'go' is up to date.\n", "")


def test_option_trace_found_path_not_shown(mm):
    mm.touch("obj", 1000)
    mm.touch("hdr/q.h", 2000)
    mm.touch("r.h", 500)
    rc, out, err = mm("--trace", makefile="vpath %.h hdr\nobj: r.h q.h\n\t@:\n")
    assert (rc, out, err) == (0, "Makefile:2: update target 'obj' due to: hdr/q.h\n", "")


def test_conditional_syntax_brace_comma_splits(mm):
    rc, out, err = mm("-f", "-", *(), input='ifneq (${word 1,x y},y)\n$(info ne)\nendif' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == 'ne\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_introspection_origin_name_unstripped(mm):
    rc, out, err = mm("-f", "-", *('CV=1',), input='$(info <$(origin CV\t)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<command line>\n' + "minimake: nothing to be done for '_end'.\n"


def test_archive_members_touched(mm):
    mm.write("z", "z\n")
    rc, out, err = mm("--touch", "x.a(y.o)", makefile="x.a(y.o): z\n\techo no\n")
    assert (rc, out, err) == (0, "minimake: 'x.a(y.o)' is up to date.\n", "")
    assert not mm.exists("x.a(y.o)")


def test_intermediate_files_low_resolution_skip_ignored(mm):
    mm.touch("p.a", 3000.9)
    mm.touch("p.c", 3000.1)
    mf = ".LOW_RESOLUTION_TIME: p.c\n%.c: %.b\n\t@cp $< $@\n%.b: %.a\n\t@cp $< $@\n"
    assert mm("p.c", makefile=mf) == (0, "minimake: 'p.c' is up to date.\n", "")


def test_extra_prereqs_added_to_default_targets(mm):
    mf = ".EXTRA_PREREQS := pre1\n.DEFAULT: ; @echo mk $@\n"
    assert mm("out9", makefile=mf) == (0, "mk out9\n", "")


def test_fn_conditionals_and_blank_true(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(and x,\t,y)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<>\n' + "minimake: nothing to be done for '_end'.\n"


def test_vpath_directive_keeps_rule_open(mm):
    rc, out, err = mm(makefile="go:\n\t@echo 1\n\nvpath\n\t@echo 2\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:5: recipe commences before first target\n")


def test_fn_words_wordlist_end_trailing_space(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(wordlist 2,3\t,p q r s)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<q r>\n' + "minimake: nothing to be done for '_end'.\n"


def test_option_include_dir_double_slash(mm):
    mm.write("lib/sub.mk", "$(info <$(lastword $(MAKEFILE_LIST))>)\n")
    assert mm("--include-dir=lib/", makefile="-include sub.mk\nall: ;@:\n") == (0, "<lib/sub.mk>\n", "")


def test_fn_filenames_addfix_text_stripped(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(addprefix p\t,1 2)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<p\t1 p\t2>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_subst_findstring_find_stripped(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(findstring y\t,xy\tz)><$(findstring q\t,qz)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<y\t><>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_file_text_stripped(mm):
    rc, out, err = mm("-f", "-", input="$(file >>o2,\tx,\t)\nall: ;@:\n")
    assert (rc, out, err) == (0, "", "")
    assert mm.read("o2") == "\tx,\t\n"


def test_default_target_always_make_remakes(mm):
    mm.write("src.txt", "s\n")
    assert mm("--always-make", "src.txt", makefile=".DEFAULT: ; @echo mk $@\n") == (0, "minimake: 'src.txt' is up to date.\n", "")


def test_command_execution_blank_shell_not_default(mm):
    mf = "E :=\nTAB := $(E)\t$(E)\nSHELL = $(TAB)\ngo:\n\t@echo fine\n"
    assert mm(makefile=mf) == (0, "fine\n", "")


def test_export_directive_keeps_rule_open(mm):
    rc, out, err = mm(makefile="go:\n\t@echo 1\nunexport Y Z\n\t@echo 2\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:4: recipe commences before first target\n")


def test_fn_intcmp_branch_stripped(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(intcmp 5,5,a, same )>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '< same >\n' + "minimake: nothing to be done for '_end'.\n"


def test_option_print_database_target_override_dropped(mm):
    rc, out, err = mm("-p", "-q", makefile="k: override W := v\nk: ;\n")
    assert (rc, err) == (0, "")
    assert "\n# rules\nk: override W := v\nk:\n# pattern rules\n" in out


def test_fn_words_count_spaces_only(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(words x\ty\tz)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<3>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_intcmp_expands_all_branches(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(intcmp 9,3,$(info LT)x,y)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<y>\n' + "minimake: nothing to be done for '_end'.\n"


def test_command_execution_shell_function_global_shell(mm):
    mf = "go: SHELL = /bin/echo\ngo: .SHELLFLAGS = -n\ngo:\n\t@Y $(shell abc def)\n"
    assert mm(makefile=mf) == (0, "Y abc def", "")


def test_intermediate_files_rm_line_silent_all_ignored(mm):
    mm.write("k.one", "1\n")
    mf = "top: k.three\n%.three: %.two\n\t@cp $< $@\n%.two: %.one\n\tcp $< $@\n.SILENT:\n"
    assert mm(makefile=mf) == (0, "", "")
    assert not mm.exists("k.two")


def test_pattern_variables_empty_stem_rejected(mm):
    assert mm("lib", makefile="lib%: Y = q\nlib:\n\t@echo '<$(Y)>'\n") == (0, "<q>\n", "")


def test_fn_let_names_unexpanded(mm):
    rc, out, err = mm("-f", "-", *(), input='P = pp\n$(info <$(let $(P),v w,[$(pp)])>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<[v w]>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_foreach_variable_name_unexpanded(mm):
    rc, out, err = mm("-f", "-", input="$(info <$(foreach ${firstword i j},1 2,$i$i)>)\nall: ;@:\n")
    assert (rc, out, err) == (0, "<11 22>\n", "")


def test_fn_words_word_index_unstripped(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(word 1\t,x y)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<x>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_words_wordlist_start_unstripped(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(wordlist 1\t,2,p q r)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<p q>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_intcmp_rhs_unstripped(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(intcmp 1,2\t,lt)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<lt>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_introspection_flavor_name_unstripped(mm):
    rc, out, err = mm("-f", "-", *(), input='R = y\n$(info <$(flavor R\t)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<recursive>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_patsubst_replacement_stripped(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(patsubst a%,%\t,ab)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<b\t>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_if_then_branch_stripped(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(if y,\tb\t,c)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<\tb\t>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_and_result_stripped(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(and x,\ty\t)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<\ty\t>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_info_text_stripped(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info x\t)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == 'x\t\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_error_text_stripped(mm):
    assert mm(makefile="all:\n\t@echo $(error stop\t)\n") == (2, "", "minimake: Makefile:2: stop\t\n")


def test_fn_if_blank_condition_true(mm):
    rc, out, err = mm("-f", "-", *(), input='T := $(subst x,\t,x)\n$(info <$(if $(T),yes,no)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<no>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_or_blank_argument_true(mm):
    rc, out, err = mm("-f", "-", *(), input='T := $(subst x,\t,x)\n$(info <$(or $(T),z)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<z>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_or_expands_rest(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(or p,$(info Q)q)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<p>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_and_expands_rest(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(and p,,$(info Q)q)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_if_expands_else_too(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(if 1,t,$(info E)e)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<t>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_sort_tab_not_separator(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(sort z\ty\tz)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<y z>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_filter_text_tab_not_separator(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(filter-out q,p\tq)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<p>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_patsubst_text_tab_not_separator(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(patsubst %.c,%.o,a.c\tb.c)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<a.o b.o>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_word_tab_not_separator(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(word 1,p\tq)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<p>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_foreach_list_tab_not_separator(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(foreach v,1\t2\t3,$v$v)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<11 22 33>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_let_list_tab_not_separator(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(let u,1\t2,[$u])>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<[1 2]>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_addsuffix_names_tab_not_separator(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(addprefix d/,x\ty)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<d/x d/y>\n' + "minimake: nothing to be done for '_end'.\n"


def test_define_directive_keeps_rule_open(mm):
    rc, out, err = mm(makefile="x:\n\t@echo a\ndefine V\nv\nendef\n\t@echo b\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:6: recipe commences before first target\n")


def test_undefine_directive_keeps_rule_open(mm):
    rc, out, err = mm(makefile="x:\n\t@echo a\nundefine A B\n\t@echo b\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:4: recipe commences before first target\n")


def test_private_directive_keeps_rule_open(mm):
    rc, out, err = mm(makefile="x:\n\t@echo a\nprivate P := 2\n\t@echo b\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:4: recipe commences before first target\n")


def test_override_directive_keeps_rule_open(mm):
    rc, out, err = mm(makefile="x:\n\t@echo a\noverride O += 2\n\t@echo b\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:4: recipe commences before first target\n")


def test_include_directive_keeps_rule_open(mm):
    rc, out, err = mm(makefile="x:\n\t@echo a\nsinclude none.mk\n\t@echo b\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:4: recipe commences before first target\n")


def test_recipes_assignment_keeps_rule_open(mm):
    rc, out, err = mm(makefile="x:\n\t@echo a\nQ := 2\n\t@echo b\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:4: recipe commences before first target\n")


def test_cmdline_vars_simple_assign_allowed(mm):
    rc, out, err = mm("-f", "-", *('C=c',), input='C ::= m\n$(info <$(C)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<c>\n' + "minimake: nothing to be done for '_end'.\n"


def test_cmdline_vars_append_allowed(mm):
    rc, out, err = mm("-f", "-", *('C=c',), input='C += m\n$(info <$(C)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<c>\n' + "minimake: nothing to be done for '_end'.\n"


def test_override_simple_assign_not_sticky(mm):
    rc, out, err = mm("-f", "-", *(), input='override O = 1\nO ::= 2\n$(info <$(O)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<1>\n' + "minimake: nothing to be done for '_end'.\n"


def test_override_append_not_sticky(mm):
    rc, out, err = mm("-f", "-", *(), input='override O := 1\nO += 2\n$(info <$(O)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<1>\n' + "minimake: nothing to be done for '_end'.\n"


def test_option_e_shell_assign_allowed(mm):
    rc, out, err = mm("-e", "-f", "-", input="E != echo mk\n$(info <$(E)>)\nall: ;@:\n", env={"E": "en"})
    assert (rc, out, err) == (0, "<en>\n", "")


def test_append_simple_not_expanded(mm):
    rc, out, err = mm("-f", "-", *(), input='A = 1\nS := s\nS += $(A)\n$(info <$(S)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<s 1>\n' + "minimake: nothing to be done for '_end'.\n"


def test_append_environment_origin_file(mm):
    rc, out, err = mm("-f", "-", *(), input='P += q\n$(info <$(origin P)>)' + "\n_end:\n", env={'P': 'p'})
    assert (rc, err) == (0, "")
    assert out == '<environment>\n' + "minimake: nothing to be done for '_end'.\n"


def test_archive_members_prereq_list_unsplit(mm):
    mf = "go: y.a(r.o s.o)\n\t@echo '<$+>'\ny.a(r.o) y.a(s.o):\n\t@:\n"
    assert mm(makefile=mf) == (0, "<y.a(r.o) y.a(s.o)>\n", "")


def test_archive_members_searched(mm):
    mm.touch("v/z.a(q.o)", 1000)
    assert mm(makefile="vpath %% v\ngo: z.a(q.o)\n\t@echo '<$<>'\nz.a(q.o):\n\t@echo made\n".replace("%%", "%")) == (0, "made\n<z.a(q.o)>\n", "")


def test_archive_members_target_list_unsplit(mm):
    assert mm("z.a(m1)", makefile="z.a(m1 m2):\n\t@echo '<$@|$%>'\n") == (0, "<z.a|m1>\n", "")


def test_automatic_variables_all_prereqs_recursive(mm):
    assert mm(makefile="w = W\ngo: a$$w a$$w\n\t@echo '<$+>'\na$$w:\n\t@:\n") == (0, "<a$w a$w>\n", "")


def test_automatic_variables_caret_recursive(mm):
    mf = "y = Y\ngo: p$$y\n\t@echo '<$^><$<>'\np$$y:\n\t@:\n"
    assert mm(makefile=mf) == (0, "<p$y><p$y>\n", "")


def test_automatic_variables_first_prereq_recursive(mm):
    assert mm(makefile="z = Z\ngo: a$$z\n\t@echo '<$<>'\na$$z:\n\t@:\n") == (0, "<a$z>\n", "")


def test_automatic_variables_newer_recursive(mm):
    assert mm(makefile="z = Z\ngo: a$$z\n\t@echo '<$?>'\na$$z:\n\t@:\n") == (0, "<a$z>\n", "")


def test_automatic_variables_order_only_recursive(mm):
    assert mm(makefile="w = W\ngo: | o$$w\n\t@echo '<$|>'\no$$w:\n\t@:\n") == (0, "<o$w>\n", "")


def test_automatic_variables_stem_recursive(mm):
    assert mm("p$q.x", makefile="q = Q\n%.x:\n\t@echo '<$*>'\n") == (0, "<p$q>\n", "")


def test_automatic_variables_target_recursive(mm):
    rc, out, err = mm("x$y", makefile="y = Y\nx$$y:\n\t@echo '<$@>'\n")
    assert (rc, out, err) == (0, "<x$y>\n", "")


def test_cmdline_vars_recursive_assign_allowed(mm):
    rc, out, err = mm("-f", "-", *('C=c',), input='C = m\n$(info <$(C)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<c>\n' + "minimake: nothing to be done for '_end'.\n"


def test_cmdline_vars_shell_assign_replaces(mm):
    rc, out, err = mm("-f", "-", *('C=c',), input='C != echo m\n$(info <$(C)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<c>\n' + "minimake: nothing to be done for '_end'.\n"


def test_cmdline_vars_simple_value_recursive(mm):
    rc, out, err = mm("-f", "-", *('D::=$$(W)',), input='W = w\n$(info <$(D)> $(flavor D))' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<$(W)> simple\n' + "minimake: nothing to be done for '_end'.\n"


def test_cmdline_vars_value_stripped(mm):
    rc, out, err = mm("-f", "-", *('C=\tc',), input='$(info [$(C)])' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '[\tc]\n' + "minimake: nothing to be done for '_end'.\n"


def test_command_execution_recipe_global_shell(mm):
    assert mm(makefile="go: .SHELLFLAGS = -n\ngo: SHELL = /bin/echo\ngo:\n\t@y\n") == (0, "y", "")


def test_command_execution_shellflags_tab_not_separator(mm):
    assert mm(makefile="SHELL = /bin/echo\n.SHELLFLAGS = -n\tk\ngo:\n\t@m\n") == (0, "k m", "")


def test_cond_assign_defined_origin_file(mm):
    rc, out, err = mm("-f", "-", *(), input='H ?= x\n$(info <$(origin H)>)' + "\n_end:\n", env={'H': 'h'})
    assert (rc, err) == (0, "")
    assert out == '<environment>\n' + "minimake: nothing to be done for '_end'.\n"


def test_conditional_structure_directive_ends_rule(mm):
    assert mm(makefile="go:\n\t@echo a\nifdef NOPE\nendif\n\t@echo b\n") == (0, "a\nb\n", "")


def test_conditional_structure_skipped_line_ends_rule(mm):
    assert mm(makefile="go:\n\t@echo a\nifdef NOPE\nQ := 1\nendif\n\t@echo b\n") == (0, "a\nb\n", "")


def test_conditional_syntax_first_unstripped(mm):
    rc, out, err = mm("-f", "-", *(), input='ifeq (\tq\t,q)\n$(info same)\nendif' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == 'same\n' + "minimake: nothing to be done for '_end'.\n"


def test_conditional_syntax_second_unstripped(mm):
    rc, out, err = mm("-f", "-", *(), input='ifneq (q, q\t)\n$(info ne)\nelse\n$(info same)\nendif' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == 'same\n' + "minimake: nothing to be done for '_end'.\n"


def test_define_body_trailing_whitespace_trimmed(mm):
    rc, out, err = mm("-f", "-", *(), input='define B\nx\t\ny\nendef\n$(info [$(B)])' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '[x\t\ny]\n' + "minimake: nothing to be done for '_end'.\n"


def test_define_name_unstripped(mm):
    rc, out, err = mm("-f", "-", *(), input='T := $(subst x,\t,x)\ndefine D$(T)\nd\nendef\n$(info <$(D)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<d>\n' + "minimake: nothing to be done for '_end'.\n"


def test_define_simple_value_recursive(mm):
    rc, out, err = mm("-f", "-", *(), input='define D ::=\n<$$(W)>\nendef\nW = w\n$(info $(D) $(flavor D))' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<$(W)> simple\n' + "minimake: nothing to be done for '_end'.\n"


def test_delete_on_error_dash_ignored_deletes(mm):
    rc, out, err = mm(makefile="r:\n\t@echo 1 > r; exit 3\n.IGNORE: r\n.DELETE_ON_ERROR:\n")
    assert (rc, out, err) == (0, "", "minimake: [Makefile:2: r] Error 3 (ignored)\n")
    assert mm.exists("r")


def test_delete_on_error_precious_pattern(mm):
    rc, out, err = mm(makefile=".PRECIOUS: o%\n.DELETE_ON_ERROR:\nout:\n\t@echo x > $@; exit 3\n")
    assert (rc, out) == (2, "")
    assert not mm.exists("out")


def test_directory_search_newer_list_plain_names(mm):
    mm.touch("o", 1000)
    mm.touch("lib/q.h", 2000)
    assert mm(makefile="VPATH = lib\no: q.h\n\t@echo '<$(?D)>'\n") == (0, "<lib>\n", "")


def test_directory_search_phony_searched(mm):
    mm.touch("lib/f", 1000)
    assert mm(makefile="vpath f lib\ngo: f\n\t@echo '<$<>'\n.PHONY: f\n") == (0, "<f>\n", "")


def test_directory_search_prereqs_plain_names(mm):
    mm.touch("s/m.c", 1000)
    assert mm("m.o", makefile="VPATH = s\nm.o: m.c\n\t@echo '<$^>'\n") == (0, "<s/m.c>\n", "")


def test_directory_search_vpath_variable_double_slash(mm):
    mm.touch("lib/q.h", 1000)
    assert mm("o", makefile="VPATH = x:lib/\no: q.h\n\t@echo '<$^>'\n") == (0, "<lib/q.h>\n", "")


def test_double_colon_prereqs_not_mentioned(mm):
    mm.write("q.one", "1\n")
    mf = "%.three: %.two\n\tcp $< $@\n%.two: %.one\n\tcp $< $@\nkeep:: q.two\n"
    rc, out, err = mm("q.three", makefile=mf)
    assert (rc, out, err) == (0, "cp q.one q.two\ncp q.two q.three\n", "")
    assert mm.exists("q.two")


def test_dry_run_make_line_not_run(mm):
    assert mm("-n", makefile="go:\n\t@true ${MAKE}; echo sub\n") == (0, "sub\n", "")


def test_environment_recipe_global_values(mm):
    assert mm(makefile="go: Q = t\nexport Q = g\ngo:\n\t@echo \"[$$Q]\"\n") == (0, "[t]\n", "")


def test_environment_value_stripped(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info [$(V)])' + "\n_end:\n", env={'V': 'v  '})
    assert (rc, err) == (0, "")
    assert out == '[v  ]\n' + "minimake: nothing to be done for '_end'.\n"


def test_explicit_rules_prereqs_tab_not_separator(mm):
    assert mm(makefile="go: p\tq\n\t@echo '<$+>'\np q:\n\t@:\n") == (0, "<p q>\n", "")


def test_explicit_rules_targets_tab_not_separator(mm):
    assert mm("q", makefile="p\tq:\n\t@echo '<$@>'\n") == (0, "<q>\n", "")


def test_export_names_tab_not_separator(mm):
    assert mm(makefile="K = k\nL = l\nexport K\tL\nall:\n\t@echo \"<$$L>\"\n") == (0, "<l>\n", "")


def test_extra_prereqs_low_resolution_ignored(mm):
    mm.touch("out", 5000.2)
    mm.touch("dep", 5000.7)
    mf = ".EXTRA_PREREQS := dep\nout:\n\t@echo again\n.LOW_RESOLUTION_TIME: out\n"
    assert mm(makefile=mf) == (0, "minimake: 'out' is up to date.\n", "")


def test_extra_prereqs_tab_not_separator(mm):
    assert mm(makefile=".EXTRA_PREREQS := e1\te2\ngo:\n\t@echo go\ne1 e2:\n\t@echo $@\n") == (0, "e1\ne2\ngo\n", "")


def test_extra_prereqs_target_specific_ignored(mm):
    mf = ".EXTRA_PREREQS := g\nt: .EXTRA_PREREQS += h\nt:\n\t@echo t\ng h:\n\t@echo $@\n"
    assert mm("t", makefile=mf) == (0, "g\nh\nt\n", "")


def test_fn_abspath_tab_not_separator(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(abspath /p\t/q)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '</p /q>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_call_cmdline_not_hidden(mm):
    rc, out, err = mm("-f", "-", *('2=z',), input='f = $(2)$(1)\n$(info <$(call f,a,b)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<ba>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_call_name_unstripped(mm):
    rc, out, err = mm("-f", "-", *(), input='g = <$(0)>\n$(info $(call g\t))' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<g>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_dir_tab_not_separator(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(suffix a.x\tb.y)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<.x .y>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_file_name_unstripped(mm):
    rc, out, err = mm("-f", "-", input="$(file >\tw.txt,a)\nall: ;@:\n")
    assert (rc, out, err) == (0, "", "")
    assert mm.read("w.txt") == "a\n"


def test_fn_file_operation_unstripped(mm):
    rc, out, err = mm("-f", "-", input="T := $(subst x,\t,x)\n$(file $(T)>f.txt,b)\nall: ;@:\n")
    assert (rc, out, err) == (0, "", "")
    assert mm.read("f.txt") == "b\n"


def test_fn_filter_case_insensitive(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(filter-out A%,a1 A1)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<a1>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_filter_empty_stem_rejected(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(filter-out lib%,lib libz x)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<x>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_filter_patterns_tab_not_separator(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(filter-out %.c\t%.h,a.c b.h d.o)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<d.o>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_firstword_tab_not_separator(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(firstword p\tq r)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<p>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_foreach_empty_list_expands_text(mm):
    rc, out, err = mm("-f", "-", *(), input='E =\n$(info <$(foreach v,$(E),$(info T)t)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_foreach_override_not_hidden(mm):
    rc, out, err = mm("-f", "-", *(), input='override v := o\n$(info <$(foreach v,1 2,[$v])>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<[1] [2]>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_intcmp_lhs_unstripped(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(intcmp 5\t,5)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<5>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_join_tab_not_separator(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(join p\tq,1 2)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<p1 q2>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_lastword_tab_not_separator(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(lastword p q\tr)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<r>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_let_cmdline_not_hidden(mm):
    rc, out, err = mm("-f", "-", *('q=c',), input='$(info <$(let p q,1 2,$p$q)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<12>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_let_names_tab_not_separator(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(let u\tv,1 2,[$u|$v])>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<[1|2]>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_let_result_stripped(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(let v,w,\t$v\t)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<\tw\t>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_patsubst_case_insensitive(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(patsubst X%,y%,x1 X2)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<x1 y2>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_patsubst_empty_stem_rejected(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(patsubst x%y,[%],xy xay)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<[] [a]>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_patsubst_every_percent_replaced(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(patsubst %.c,%-%.o,m.c)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<m-%.o>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_realpath_tab_not_separator(mm):
    mm.write("r1", "")
    assert mm(makefile="$(info <$(words $(realpath r1\tr1)) $(notdir $(realpath r1\tr1))>)\nall: ;@:\n") == (0, "<2 r1 r1>\n", "")


def test_fn_strip_tab_not_separator(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(strip  p\t\tq )>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<p q>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_subst_to_stripped(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(subst x,\ty,axb)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<a\tyb>\n' + "minimake: nothing to be done for '_end'.\n"


def test_fn_wildcard_tab_not_separator(mm):
    mm.write("m.p", "")
    mm.write("n.q", "")
    assert mm(makefile="$(info <$(wildcard n.q\tm.p)>)\nall: ;@:\n") == (0, "<n.q m.p>\n", "")


def test_fn_wordlist_tab_not_separator(mm):
    rc, out, err = mm("-f", "-", *(), input='$(info <$(wordlist 1,1,p\tq)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<p>\n' + "minimake: nothing to be done for '_end'.\n"


def test_ifdef_name_unstripped(mm):
    rc, out, err = mm("-f", "-", *(), input='N =\nY = 2\nifndef Y$(N)\t$(N)\n$(info no)\nelse\n$(info has)\nendif' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == 'has\n' + "minimake: nothing to be done for '_end'.\n"


def test_ifdef_tab_in_name_accepted(mm):
    rc, out, err = mm(makefile="X = 1\nifndef X\tY\nendif\nall: ;\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:2: invalid syntax in conditional\n")


def test_implicit_search_no_directory_search(mm):
    mm.touch("s/q.y", 1000)
    assert mm("q.c", makefile="VPATH = s\n%.c: %.y\n\t@echo '<$^>'\n") == (0, "<s/q.y>\n", "")


def test_include_names_tab_not_separator(mm):
    mm.write("p.mk", "$(info P)\n")
    mm.write("q.mk", "$(info Q)\n")
    assert mm(makefile="sinclude p.mk\tq.mk\nall: ;@:\n") == (0, "P\nQ\n", "")


def test_intermediate_files_explicit_prereq_not_mentioned(mm):
    mm.write("q.one", "1\n")
    mf = "%.three: %.two\n\tcp $< $@\n%.two: %.one\n\tcp $< $@\nkeep: q.two\n"
    rc, out, err = mm("q.three", makefile=mf)
    assert (rc, out, err) == (0, "cp q.one q.two\ncp q.two q.three\n", "")
    assert mm.exists("q.two")


def test_intermediate_files_phony_deleted(mm):
    mf = "top: mid\n\t@echo top\nmid:\n\t@echo m > mid\n.PHONY: mid\n.INTERMEDIATE: mid\n"
    rc, out, err = mm(makefile=mf)
    assert (rc, out, err) == (0, "top\n", "")
    assert mm.exists("mid")


def test_intermediate_files_precious_pattern(mm):
    mm.write("k.one", "1\n")
    mf = "%.three: %.two\n\t@cp $< $@\n%.two: %.one\n\t@cp $< $@\n.PRECIOUS: %.two\n"
    assert mm("k.three", makefile=mf) == (0, "rm k.two\n", "")


def test_intermediate_files_skip_no_directory_search(mm):
    mm.touch("lib/m.p", 500)
    mm.touch("m.r", 900)
    mf = "VPATH = lib\n%.r: %.q\n\tcp $< $@\n%.q: %.p\n\tcp $< $@\n"
    assert mm("m.r", makefile=mf) == (0, "minimake: 'm.r' is up to date.\n", "")


def test_intermediate_files_touch_deletes(mm):
    mm.write("j.a", "a\n")
    mf = "%.c: %.b\n\tcp $< $@\n%.b: %.a\n\tcp $< $@\n"
    assert mm("--touch", "j.c", makefile=mf) == (0, "touch j.b\ntouch j.c\n", "")


def test_line_class_blank_expansion_error(mm):
    rc, out, err = mm("-f", "-", *(), input='N := $(subst x,\t \t,x)\n$(N)\n$(info fine)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == 'fine\n' + "minimake: nothing to be done for '_end'.\n"


def test_lines_missing_separator_last_line(mm):
    assert mm(makefile="go: ;\nx\\\n y\\\n z\n") == (2, "", "minimake: Makefile:2: missing separator\n")


def test_old_new_old_file_time_compared(mm):
    mm.touch("out", 1000)
    mm.touch("src", 3000)
    assert mm("--assume-old=src", makefile="out: src\n\t@echo '<$?>'\n") == (0, "minimake: 'out' is up to date.\n", "")


def test_oneshell_make_line_not_forced(mm):
    mf = ".ONESHELL:\nall:\n\t@true ${MAKE}\n\t@echo sub\n"
    assert mm("--just-print", makefile=mf) == (0, "sub\n", "")


def test_option_e_recursive_assign_allowed(mm):
    rc, out, err = mm("-f", "-", *('-e',), input='E = m\n$(info <$(E)>)' + "\n_end:\n", env={'E': 'en'})
    assert (rc, err) == (0, "")
    assert out == '<en>\n' + "minimake: nothing to be done for '_end'.\n"


def test_option_e_simple_assign_allowed(mm):
    rc, out, err = mm("-f", "-", *('-e',), input='E ::= m\n$(info <$(E)>)' + "\n_end:\n", env={'E': 'en'})
    assert (rc, err) == (0, "")
    assert out == '<en>\n' + "minimake: nothing to be done for '_end'.\n"


def test_option_touch_make_line_not_run(mm):
    assert mm("-t", makefile="go:\n\t@true ${MAKE}; echo sub\n") == (0, "sub\ntouch go\n", "")


def test_option_touch_silent_all_line_printed(mm):
    assert mm("-t", "k", makefile="k:\n\t@echo no\n.SILENT:\n") == (0, "", "")


def test_override_define_not_sticky(mm):
    rc, out, err = mm("-f", "-", *(), input='override O := 1\ndefine O :=\n2\nendef\n$(info <$(O)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<1>\n' + "minimake: nothing to be done for '_end'.\n"


def test_override_shell_assign_not_sticky(mm):
    rc, out, err = mm("-f", "-", *(), input='override O := 1\nO != echo 2\n$(info <$(O)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<1>\n' + "minimake: nothing to be done for '_end'.\n"


def test_pattern_rules_case_insensitive(mm):
    rc, out, err = mm("-r", "K.txt", makefile="k%:\n\t@echo '<$*>'\n")
    assert (rc, out, err) == (2, "", "minimake: no rule to make target 'K.txt'\n")


def test_pattern_rules_prereqs_literal(mm):
    mm.write("n.src", "")
    assert mm("n.dst", makefile="%.dst: %.src\n\t@echo '<$<>'\n") == (0, "<n.src>\n", "")


def test_pattern_variables_append_simple_unexpanded(mm):
    mf = "N = 1\nL := x\ng%: L += $(N)\nN = 9\ngo:\n\t@echo '<$(L)>'\n"
    assert mm(makefile=mf) == (0, "<x 1>\n", "")


def test_pattern_variables_case_insensitive(mm):
    assert mm(makefile="A%: W = w\nab:\n\t@echo '<$(W)>'\n") == (0, "<>\n", "")


def test_posix_wait_normal_kept(mm):
    assert mm(makefile="go: p .WAIT q\n\t@echo '<$^>'\np q:\n\t@:\n") == (0, "<p q>\n", "")


def test_posix_wait_order_only_kept(mm):
    assert mm(makefile="go: p | .WAIT q\n\t@echo '<$|>'\np q:\n\t@:\n") == (0, "<q>\n", "")


def test_rebuild_decisions_low_resolution_ignored(mm):
    mm.touch("out", 7000.1)
    mm.touch("in", 7000.8)
    assert mm(makefile=".LOW_RESOLUTION_TIME: out\nout: in\n\t@echo again\n") == (0, "minimake: 'out' is up to date.\n", "")


def test_recipes_target_variable_line_keeps_rule_open(mm):
    rc, out, err = mm(makefile="a:\n\t@echo x\nb: V := 1\n\t@echo y\nb: ;\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:4: recipe commences before first target\n")


def test_recursive_invocation_makeflags_read_backslash_kept(mm):
    rc, out, err = mm(makefile="all:\n\t@echo '<$(V)>'\n", env={"MAKEFLAGS": "s -- V=x\\ y"})
    assert (rc, out, err) == (0, "<x y>\n", "")


def test_recursive_invocation_makeflags_space_unescaped(mm):
    rc, out, err = mm("-k", "V=1 2", makefile="all:\n\t@echo '$(MAKEFLAGS)'\n")
    assert (rc, out, err) == (0, "k -- V=1\\ 2\n", "")


def test_remaking_makefiles_under_touch(mm):
    mf = "sinclude d.mk\ngo: ;\nd.mk:\n\t@echo V = 1 > d.mk\n"
    assert mm("--touch", makefile=mf) == (0, "touch go\n", "")


def test_remaking_restarts_six_digits(mm):
    rc, out, err = mm(makefile="all:\n\t@echo '[$(origin MAKE_RESTARTS)]'\n", env={"MAKE_RESTARTS": "000002"})
    assert (rc, out, err) == (0, "[undefined]\n", "")


def test_secondary_expansion_tab_not_separator(mm):
    mf = ".SECONDEXPANSION:\nD = p\tq\ngo: $$(D)\n\t@echo '<$+>'\np q:\n\t@:\n"
    assert mm(makefile=mf) == (0, "<p q>\n", "")


def test_silent_echo_not_silenced(mm):
    assert mm("--silent", makefile="go:\n\tprintf 'p\\n'\n") == (0, "p\n", "")


def test_silent_goal_message_printed(mm):
    mm.write("f", "")
    assert mm("--quiet", "f", makefile="f: ; @echo x\n") == (0, "", "")


def test_silent_ignore_bare_silent_echoed(mm):
    assert mm(makefile="go:\n\tprintf 'p\\n'\n.SILENT:\n") == (0, "p\n", "")


def test_silent_ignore_ignore_pattern(mm):
    rc, out, err = mm(makefile=".IGNORE: %.x\nk.x:\n\t@exit 4\n")
    assert (rc, out, err) == (2, "", "minimake: *** [Makefile:3: k.x] Error 4\n")


def test_silent_ignore_silent_pattern(mm):
    assert mm(makefile="k.x:\n\techo k\n.SILENT: %.x\n") == (0, "echo k\nk\n", "")


def test_silent_rm_line_printed(mm):
    mm.write("z.a", "1\n")
    mf = "%.c: %.b\n\tcp $< $@\n%.b: %.a\n\tcp $< $@\n"
    assert mm("--silent", "z.c", makefile=mf) == (0, "", "")
    assert mm.exists("z.c") and not mm.exists("z.b")


def test_silent_touch_line_printed(mm):
    assert mm("-st", "q", makefile="q: ; @echo no\n") == (0, "", "")
    assert mm.exists("q")


def test_special_vars_default_goal_tab_not_separator(mm):
    assert mm(makefile="p q:\n\t@echo $@\n.DEFAULT_GOAL := q\tp\n") == (0, "q\np\n", "")


def test_static_pattern_case_insensitive(mm):
    rc, out, err = mm(makefile="B.x: b%: %\n\t@:\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:1: target 'B.x' doesn't match the target pattern\n")


def test_substitution_references_case_insensitive(mm):
    rc, out, err = mm("-f", "-", *(), input='S = Q1 q2\n$(info <$(S:q%=r%)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<Q1 r2>\n' + "minimake: nothing to be done for '_end'.\n"


def test_substitution_references_empty_stem_rejected(mm):
    rc, out, err = mm("-f", "-", *(), input='S = lib libm\n$(info <$(S:lib%=-l%)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<-l -lm>\n' + "minimake: nothing to be done for '_end'.\n"


def test_substitution_references_every_percent_replaced(mm):
    rc, out, err = mm("-f", "-", *(), input='S = m.c\n$(info <$(S:%.c=%/%.o)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<m/%.o>\n' + "minimake: nothing to be done for '_end'.\n"


def test_substitution_references_tab_not_separator(mm):
    rc, out, err = mm("-f", "-", *(), input='S = p.x\tq.x\n$(info <$(S:%.x=%.y)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<p.y q.y>\n' + "minimake: nothing to be done for '_end'.\n"


def test_target_variables_append_simple_unexpanded(mm):
    mf = "N = 1\nL := x\ngo: L += $(N)\nN = 9\ngo:\n\t@echo '<$(L)>'\n"
    assert mm(makefile=mf) == (0, "<x 1>\n", "")


def test_target_variables_name_unstripped(mm):
    mf = "T := $(subst x,\t,x)\ngo: V$(T) := 6\ngo:\n\t@echo '<$(V)>'\n"
    assert mm(makefile=mf) == (0, "<6>\n", "")


def test_undefine_names_tab_not_separator(mm):
    rc, out, err = mm("-f", "-", *(), input='U = 1\nV = 2\nundefine U\tV\n$(info <$(origin V)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<undefined>\n' + "minimake: nothing to be done for '_end'.\n"


def test_undefine_removes_override(mm):
    rc, out, err = mm("-f", "-", *(), input='override W := 3\nundefine W\n$(info <$(W)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<3>\n' + "minimake: nothing to be done for '_end'.\n"


def test_variable_names_stripped_before_expansion(mm):
    rc, out, err = mm("-f", "-", *(), input='T := $(subst x,\t,x)\nQ$(T) := 7\n$(info <$(Q)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<7>\n' + "minimake: nothing to be done for '_end'.\n"


def test_vpath_directories_tab_not_separator(mm):
    mm.touch("inc/h.h", 1000)
    assert mm("o", makefile="vpath %.h x\tinc\no: h.h\n\t@echo '<$<>'\n") == (0, "<inc/h.h>\n", "")


def test_vpath_directory_double_slash(mm):
    mm.touch("lib/q.h", 1000)
    assert mm("o", makefile="vpath q.h lib/\no: q.h\n\t@echo '<$^>'\n") == (0, "<lib/q.h>\n", "")


def test_vpath_pattern_case_insensitive(mm):
    mm.touch("d/Y.h", 1000)
    rc, out, err = mm(makefile="vpath y.h d\ngo: Y.h\n\t@:\n")
    assert (rc, out, err) == (2, "", "minimake: no rule to make target 'Y.h', needed by 'go'\n")


def test_warn_undefined_flavor_warns(mm):
    rc, out, err = mm("-f", "-", *('--warn-undefined-variables',), input='$(info <$(flavor NO_SUCH)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<undefined>\n' + "minimake: nothing to be done for '_end'.\n"


def test_warn_undefined_origin_warns(mm):
    rc, out, err = mm("-f", "-", *('--warn-undefined-variables',), input='$(info <$(origin NO_SUCH)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<undefined>\n' + "minimake: nothing to be done for '_end'.\n"


def test_warn_undefined_value_warns(mm):
    rc, out, err = mm("-f", "-", *('--warn-undefined-variables',), input='$(info <$(value NO_SUCH)>)' + "\n_end:\n", env=None)
    assert (rc, err) == (0, "")
    assert out == '<>\n' + "minimake: nothing to be done for '_end'.\n"
