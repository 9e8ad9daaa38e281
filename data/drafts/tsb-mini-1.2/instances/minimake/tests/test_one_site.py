"""Reference tests: general rules (stripping, flavour, scope, found paths, times, truthiness)
applied at one site inside another feature."""
import os


def info(mm, makefile, *args, **kw):
    rc, out, err = mm("-f", "-", *args, input=makefile + "\n_end:\n", **kw)
    assert (rc, err) == (0, ""), err
    tail = "minimake: nothing to be done for '_end'.\n"
    assert out.endswith(tail)
    return out[: -len(tail)]


def run(mm, makefile, *args, **kw):
    return mm(*args, makefile=makefile, **kw)


# ---- Recursive invocation -------------------------------------------------------------------


def test_makelevel_six_digits_is_zero(mm):
    rc, out, err = run(mm, "all:\n\t@echo $(MAKELEVEL) $$MAKELEVEL\n", env={"MAKELEVEL": "123456"})
    assert (rc, out, err) == (0, "0 1\n", "")


def test_makeflags_backslash_escaped(mm):
    rc, out, err = run(mm, "all:\n\t@printf '%s\\n' '$(MAKEFLAGS)'\n", "X=a\\b")
    assert (rc, out, err) == (0, "-- X=a\\\\b\n", "")


# ---- Multi-line variables -------------------------------------------------------------------


def test_define_shell_output_is_simple(mm):
    assert info(mm, "define X !=\necho '$$(Y)'\nendef\nY = 1\n$(info [$(X)] $(flavor X))") == "[$(Y)] simple\n"


def test_define_append_keeps_environment_origin(mm):
    assert info(mm, "define X +=\nb\nendef\n$(info $(origin X) [$(X)])", env={"X": "e"}) == (
        "environment [e\nb]\n")


# ---- The override directive -----------------------------------------------------------------


def test_override_append_to_simple_cmdline_expands_now(mm):
    assert info(mm, "Y = 1\noverride X += <$(Y)>\nY = 2\n$(info [$(X)] $(flavor X))", "X:=a") == (
        "[a <1>] simple\n")


# ---- Secondary expansion --------------------------------------------------------------------


def test_second_expansion_sees_target_variable(mm):
    mf = ".SECONDEXPANSION:\nall: P = dep1\nall: $$(P)\n\t@echo [$^]\ndep1:\n\t@echo d\n"
    assert run(mm, mf) == (0, "d\n[dep1]\n", "")


def test_second_expansion_drops_wait(mm):
    mf = ".SECONDEXPANSION:\nL = a .WAIT b\nall: $$(L)\n\t@echo [$^]\na b:\n\t@echo $@\n"
    assert run(mm, mf) == (0, "a\nb\n[a b]\n", "")


def test_second_expansion_splits_archive_list(mm):
    mf = (".SECONDEXPANSION:\nA = lib.a(x.o y.o)\nall: $$(A)\n\t@echo '[$^]'\n"
          "lib.a(x.o) lib.a(y.o):\n\t@echo m=$%\n")
    assert run(mm, mf) == (0, "m=x.o\nm=y.o\n[lib.a(x.o) lib.a(y.o)]\n", "")


def test_second_expansion_prereq_not_mentioned(mm):
    mm.write("a.y", "Y\n")
    mf = (".SECONDEXPANSION:\nX = a.x\nall: a.z $$(X)\n\t@echo [$^]\n"
          "%.z: %.x\n\t@cp $< $@\n%.x: %.y\n\t@cp $< $@\n")
    assert run(mm, mf) == (0, "[a.z a.x]\nrm a.x\n", "")
    assert not mm.exists("a.x")


# ---- Static pattern rules -------------------------------------------------------------------


def test_static_pattern_prereq_is_mentioned(mm):
    mm.write("a.y", "Y\n")
    mf = ("all: a.z other\n%.z: %.x\n\t@cp $< $@\n%.x: %.y\n\t@cp $< $@\n"
          "other: %: a.x\n\t@echo $*\n")
    assert run(mm, mf) == (0, "other\n", "")
    assert mm.exists("a.x")


# ---- Double-colon rules ---------------------------------------------------------------------


def test_double_colon_shows_found_path(mm):
    mm.write("src/in.c", "c\n")
    assert run(mm, "VPATH = src\nout:: in.c\n\t@echo [$<] [$^]\n") == (0, "[src/in.c] [src/in.c]\n", "")


def test_double_colon_remade_drops_found_path(mm):
    mm.touch("d/x", 1000)
    mm.touch("y", 2000)
    mf = "VPATH = d\nall: x\n\t@echo [$<]\nx:: y\n\t@echo make $@\n"
    assert run(mm, mf) == (0, "make x\n[x]\n", "")


def test_double_colon_low_resolution_time(mm):
    mm.touch("t", 1000.2)
    mm.touch("p", 1000.7)
    mf = ".LOW_RESOLUTION_TIME: t\nt:: p\n\t@echo remade\n"
    assert run(mm, mf, "t") == (0, "minimake: 't' is up to date.\n", "")


def test_double_colon_question_rule_without_recipe(mm):
    mm.touch("a", 1000)
    mm.touch("b", 2000)
    rc, out, err = run(mm, "a:: b\n", "-q", "a")
    assert (rc, out, err) == (0, "", "")


def test_double_colon_goal_message_later_rule_recipe(mm):
    mm.touch("b", 1000)
    mm.touch("c", 1000)
    mm.touch("a", 2000)
    assert run(mm, "a:: b\na:: c\n\t@echo c\n") == (0, "minimake: 'a' is up to date.\n", "")


# ---- Order-only prerequisites ---------------------------------------------------------------


def test_order_only_found_path_in_bar_variable(mm):
    mm.write("d/o", "o\n")
    assert run(mm, "VPATH = d\nt: | o\n\t@echo '[$|] [$(|D)]'\n") == (0, "[d/o] [d]\n", "")


# ---- Pattern rules --------------------------------------------------------------------------


def test_pattern_rule_order_only_gets_stem(mm):
    mm.write("a.in", "i\n")
    mm.write("a.stamp", "s\n")
    assert run(mm, "%.out: %.in | %.stamp\n\t@echo [$<] [$|]\n", "a.out") == (0, "[a.in] [a.stamp]\n", "")


# ---- Automatic variables --------------------------------------------------------------------


def test_newer_list_of_phony_target_with_old_prereq(mm):
    mm.touch("s", 1000)
    mm.touch("p", 2000)
    assert run(mm, ".PHONY: p\np: s\n\t@echo '[$?]'\n") == (0, "[s]\n", "")


# ---- Private variables ----------------------------------------------------------------------


def test_private_not_exported_by_export_all(mm):
    mf = "private X = p\nY = y\n.EXPORT_ALL_VARIABLES:\nt:\n\t@echo \"[$${X-unset}] [$$Y]\"\n"
    assert run(mm, mf) == (0, "[unset] [y]\n", "")


# ---- Functions if, or and and ---------------------------------------------------------------


def test_and_blank_argument_is_false(mm):
    assert info(mm, "$(info [$(and a, ,b)])") == "[]\n"


# ---- Introspection functions ----------------------------------------------------------------


def test_origin_name_stripped(mm):
    assert info(mm, "X = 1\n$(info [$(origin X )] [$(flavor X )])") == "[file] [recursive]\n"


# ---- Word functions -------------------------------------------------------------------------


def test_wordlist_end_stripped(mm):
    assert info(mm, "$(info [$(wordlist 1,2 ,a b c)])") == "[a b]\n"


def test_words_counts_newline_separated(mm):
    assert info(mm, "define L\na\nb\nendef\n$(info $(words $(L)))") == "2\n"


# ---- File name functions --------------------------------------------------------------------


def test_addprefix_addsuffix_text_not_stripped(mm):
    assert info(mm, "$(info [$(addprefix - ,a b)] [$(addsuffix .o ,a b)])") == "[- a - b] [a.o  b.o ]\n"


# ---- Functions subst and patsubst -----------------------------------------------------------


def test_findstring_find_not_stripped(mm):
    assert info(mm, "$(info [$(findstring a ,xa b)] [$(findstring a ,ab)])") == "[a ] []\n"


# ---- Function intcmp ------------------------------------------------------------------------


def test_intcmp_chosen_branch_not_stripped(mm):
    assert info(mm, "$(info [$(intcmp 1,2, lt ,eq)])") == "[ lt ]\n"


def test_intcmp_other_branches_not_expanded(mm):
    assert info(mm, "$(info [$(intcmp 1,2,lt,$(info EQ)eq,$(info GT)gt)])") == "[lt]\n"


# ---- Function file --------------------------------------------------------------------------


def test_file_text_not_stripped(mm):
    assert info(mm, "$(file >out, a b )") == ""
    assert mm.read("out") == " a b \n"


# ---- Directory search -----------------------------------------------------------------------


def test_vpath_variable_tab_separated(mm):
    mm.write("d2/src.c", "x\n")
    assert run(mm, "VPATH = d1\td2\nt: src.c\n\t@echo $<\n") == (0, "d2/src.c\n", "")


# ---- Function shell -------------------------------------------------------------------------


def test_shell_in_recipe_sees_target_exported_value(mm):
    assert run(mm, "export X = g\nt: X = tv\nt:\n\t@echo $(shell echo $$X)\n") == (0, "tv\n", "")


# ---- Command execution ----------------------------------------------------------------------


def test_shell_function_in_recipe_uses_target_shell(mm):
    assert run(mm, "t: SHELL = /bin/echo\nt:\n\t@X $(shell hello)\n") == (0, "-c X -c hello\n", "")


def test_blank_shell_is_default(mm):
    assert run(mm, "E :=\nSP := $(E) $(E)\nSHELL = $(SP)\nt:\n\t@echo ok\n") == (0, "ok\n", "")


# ---- Archive members ------------------------------------------------------------------------


def test_touch_skips_archive_member(mm):
    rc, out, err = run(mm, "lib.a(m.o):\n\t@echo x\n", "-t", "lib.a(m.o)")
    assert (rc, out, err) == (0, "minimake: 'lib.a(m.o)' is up to date.\n", "")
    assert not mm.exists("lib.a(m.o)")


# ---- Option -I ------------------------------------------------------------------------------


def test_include_dir_trailing_slash_single(mm):
    mm.write("inc/x.mk", "$(info in x)\n")
    out = info(mm, "include x.mk\n$(info $(MAKEFILE_LIST))", "-I", "inc/")
    assert out == "in x\n- inc/x.mk\n"


# ---- Option --trace -------------------------------------------------------------------------


def test_trace_reason_shows_found_path(mm):
    mm.touch("t", 1000)
    mm.touch("d/p.c", 2000)
    rc, out, err = run(mm, "VPATH = d\nt: p.c\n\t@echo \"<$?>\"\n", "--trace")
    assert (rc, out, err) == (0, "Makefile:2: update target 't' due to: d/p.c\n<d/p.c>\n", "")


# ---- Intermediate files ---------------------------------------------------------------------


def test_intermediate_skip_uses_low_resolution(mm):
    mm.touch("a.src", 1000.7)
    mm.touch("a.out", 1000.2)
    mf = "%.out: %.mid\n\t@cp $< $@\n%.mid: %.src\n\t@cp $< $@\n.LOW_RESOLUTION_TIME: a.out\n"
    assert run(mm, mf, "a.out") == (0, "minimake: 'a.out' is up to date.\n", "")
    assert not mm.exists("a.mid")


def test_silent_all_hides_rm_line(mm):
    mm.write("a.y", "Y\n")
    mf = ".SILENT:\nall: a.z\n%.z: %.x\n\tcp $< $@\n%.x: %.y\n\tcp $< $@\n"
    assert run(mm, mf) == (0, "", "")
    assert not mm.exists("a.x")


# ---- Pattern-specific variables -------------------------------------------------------------


def test_pattern_variable_empty_stem(mm):
    assert run(mm, "%.o: X = pv\n.o:\n\t@echo \"[$(X)]\"\n", ".o") == (0, "[pv]\n", "")


# ---- Conditional syntax ---------------------------------------------------------------------


def test_ifeq_comma_inside_braces(mm):
    assert info(mm, "ifeq (${subst a,b,a},b)\n$(info yes)\nendif") == "yes\n"


# ---- Function let ---------------------------------------------------------------------------


def test_let_names_expanded(mm):
    assert info(mm, "N = a b\n$(info [$(let $(N),1 2 3,$a|$b)])") == "[1|2 3]\n"


# ---- Pattern-specific variables -------------------------------------------------------------


def test_pattern_append_inherits_lower_pattern(mm):
    assert run(mm, "%.o: F = a\nx%: F += b\nx.o:\n\t@echo \"<$(F)>\"\n", "x.o") == (0, "<a b>\n", "")


# ---- The .DEFAULT target --------------------------------------------------------------------


def test_always_make_skips_default_only_prereq(mm):
    mm.write("f", "f\n")
    assert run(mm, "all: f\n\t@echo all\n.DEFAULT:\n\t@echo def $@\n", "-B") == (0, "all\n", "")


# ---- Extra prerequisites --------------------------------------------------------------------


def test_extra_prereqs_not_added_to_default_target(mm):
    assert run(mm, ".EXTRA_PREREQS = ex\n.DEFAULT:\n\t@echo def $@\n", "g") == (0, "def g\n", "")


# ---- The vpath directive --------------------------------------------------------------------


def test_vpath_directive_ends_recipe(mm):
    rc, out, err = run(mm, "t:\n\t@echo a\nvpath %.c src\n\t@echo b\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:4: recipe commences before first target\n")


# ---- Export directives ----------------------------------------------------------------------


def test_export_directive_ends_recipe(mm):
    rc, out, err = run(mm, "t:\n\t@echo a\nexport X\n\t@echo b\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:4: recipe commences before first target\n")


# ---- Function foreach -----------------------------------------------------------------------


def test_foreach_variable_name_expanded(mm):
    assert info(mm, "V = x\n$(info [$(foreach $(V),a b,<$x>)])") == "[<a> <b>]\n"


# ---- The .ONESHELL target -------------------------------------------------------------------


def test_oneshell_blank_script_not_a_command(mm):
    mf = ".ONESHELL:\nE :=\nt:\n\t$(E)\n\t@$(E)\n"
    assert run(mm, mf) == (0, "minimake: 't' is up to date.\n", "")


# ---- Option -p ------------------------------------------------------------------------------


def test_print_database_target_override_variable(mm):
    rc, out, err = run(mm, "t: override X = 1\nt: Y := 2\nt: ;\n", "-p", "-q")
    assert rc == 0 and err == ""
    assert "\n# rules\nt: override X = 1\nt: Y := 2\nt:\n# pattern rules\n" in out


# ---- Word functions -------------------------------------------------------------------------


def test_word_index_stripped(mm):
    assert info(mm, "$(info <$(word 2 ,a b c)>)") == "<b>\n"


def test_wordlist_start_stripped(mm):
    assert info(mm, "$(info <$(wordlist 2 ,3,a b c d)>)") == "<b c>\n"


def test_word_tab_separates_words(mm):
    assert info(mm, "$(info <$(word 2,a\tb c)>)") == "<b>\n"


# ---- Function intcmp ------------------------------------------------------------------------


def test_intcmp_rhs_stripped(mm):
    assert info(mm, "$(info <$(intcmp 3,3 ,lt,eq,gt)>)") == "<eq>\n"


# ---- Introspection functions ----------------------------------------------------------------


def test_flavor_name_stripped(mm):
    assert info(mm, "S := x\n$(info <$(flavor  S )>)") == "<simple>\n"


# ---- Functions if, or and and ---------------------------------------------------------------


def test_if_whitespace_condition_is_false(mm):
    assert info(mm, "E =\n$(info <$(if $(E) ,a,b)>)") == "<b>\n"


def test_or_whitespace_argument_skipped(mm):
    assert info(mm, "E =\n$(info <$(or $(E) ,b)>)") == "<b>\n"


def test_or_later_arguments_not_expanded(mm):
    assert info(mm, "$(info <$(or a,$(info X))>)") == "<a>\n"


def test_and_later_arguments_not_expanded(mm):
    assert info(mm, "$(info <$(and ,$(info Y))>)") == "<>\n"


def test_if_else_not_expanded_when_true(mm):
    assert info(mm, "$(info <$(if x,a,$(info Z))>)") == "<a>\n"


# ---- Message functions ----------------------------------------------------------------------


def test_info_trailing_whitespace_kept(mm):
    assert info(mm, "$(info a  )") == "a  \n"


def test_error_trailing_whitespace_kept(mm):
    assert run(mm, "$(error boom  )\nall: ;\n") == (2, "", "minimake: Makefile:1: boom  \n")


# ---- Functions filter, filter-out and sort --------------------------------------------------


def test_sort_tab_separates_words(mm):
    assert info(mm, "$(info <$(sort b\ta)>)") == "<a b>\n"


def test_filter_text_tab_separates_words(mm):
    assert info(mm, "$(info <$(filter a,a\tb)>)") == "<a>\n"


# ---- Functions subst and patsubst -----------------------------------------------------------


def test_patsubst_text_tab_separates_words(mm):
    assert info(mm, "$(info <$(patsubst %,<%>,a\tb)>)") == "<<a> <b>>\n"


# ---- Function foreach -----------------------------------------------------------------------


def test_foreach_list_tab_separates_words(mm):
    assert info(mm, "$(info <$(foreach x,a\tb,[$x])>)") == "<[a] [b]>\n"


# ---- Function let ---------------------------------------------------------------------------


def test_let_list_tab_separates_words(mm):
    assert info(mm, "$(info <$(let p q,a\tb,[$p][$q])>)") == "<[a][b]>\n"


# ---- File name functions --------------------------------------------------------------------


def test_addsuffix_names_tab_separates_words(mm):
    assert info(mm, "$(info <$(addsuffix .o,a\tb)>)") == "<a.o b.o>\n"


# ---- Automatic variables --------------------------------------------------------------------


def test_automatic_variables_with_dollar_are_simple(mm):
    mf = "all: a$$b\n\t@echo '<$^>'\na$$b:\n\t@echo '<$@>'\n"
    assert run(mm, mf) == (0, "<a$b>\n<a$b>\n", "")


# ---- Target-specific variables --------------------------------------------------------------


def test_target_append_to_simple_expands_when_read(mm):
    mf = "X := a\nY = 1\nt: X += $(Y)\nY = 2\nt:\n\t@echo '<$(X)>'\n"
    assert run(mm, mf, "t") == (0, "<a 1>\n", "")


# ---- Pattern-specific variables -------------------------------------------------------------


def test_pattern_append_to_simple_expands_when_read(mm):
    mf = "X := a\nY = 1\n%: X += $(Y)\nY = 2\nt:\n\t@echo '<$(X)>'\n"
    assert run(mm, mf, "t") == (0, "<a 1>\n", "")


# ---- Remaking makefiles ---------------------------------------------------------------------


def test_make_restarts_six_digits_is_zero(mm):
    mf = "all:\n\t@echo '<$(origin MAKE_RESTARTS)><$(MAKE_RESTARTS)>'\n"
    assert run(mm, mf, env={"MAKE_RESTARTS": "123456"}) == (0, "<undefined><>\n", "")


# ---- The vpath directive --------------------------------------------------------------------


def test_vpath_directory_trailing_slash_single(mm):
    mm.touch("src/x.c", 1000)
    assert run(mm, "vpath %.c src/\nx.o: x.c\n\t@echo '<$<>'\n") == (0, "<src/x.c>\n", "")


# ---- Directory search -----------------------------------------------------------------------


def test_vpath_variable_trailing_slash_single(mm):
    mm.touch("src/x.c", 1000)
    assert run(mm, "VPATH = src/\nx.o: x.c\n\t@echo '<$<>'\n") == (0, "<src/x.c>\n", "")


# ---- Special targets .POSIX, .WAIT and .NOTPARALLEL -----------------------------------------


def test_wait_removed_from_order_only_list(mm):
    assert run(mm, "all: | a .WAIT b\n\t@echo '<$|>'\na b:\n\t@:\n") == (0, "<a b>\n", "")


# ---- The override directive -----------------------------------------------------------------


def test_override_then_simple_assignment_ignored(mm):
    assert info(mm, "override Y := 2\nY := 3\n$(info <$(Y)>)") == "<2>\n"


# ---- Command-line variables -----------------------------------------------------------------


def test_cmdline_simple_assignment_ignored(mm):
    assert info(mm, "X := 2\n$(info <$(X)>)", "X=1") == "<1>\n"


# ---- Option -e ------------------------------------------------------------------------------


def test_env_override_blocks_shell_assignment(mm):
    mf = "X != echo new\nall:\n\t@echo '<$(X)>'\n"
    assert mm("-e", makefile=mf, env={"X": "env"}) == (0, "<env>\n", "")


# ---- Option -t ------------------------------------------------------------------------------


def test_touch_line_hidden_by_silent_without_prereqs(mm):
    assert mm("-t", makefile=".SILENT:\nx:\n\techo hi\n") == (0, "", "")
    assert mm.exists("x")


# ---- Append assignment ----------------------------------------------------------------------


def test_append_keeps_environment_origin(mm):
    assert info(mm, "X += b\n$(info <$(origin X)><$(X)>)", env={"X": "e"}) == "<environment><e b>\n"


# ---- Option --warn-undefined-variables ------------------------------------------------------


def test_warn_undefined_flavor_silent(mm):
    assert info(mm, "$(info <$(flavor NOPE)>)", "--warn-undefined-variables") == "<undefined>\n"


def test_warn_undefined_origin_silent(mm):
    assert info(mm, "$(info <$(origin NOPE)>)", "--warn-undefined-variables") == "<undefined>\n"


# ---- Extra prerequisites --------------------------------------------------------------------


def test_extra_prereqs_low_resolution_time(mm):
    mm.touch("t", 3000.1)
    mm.touch("x", 3000.9)
    mf = ".LOW_RESOLUTION_TIME: t\n.EXTRA_PREREQS = x\nt:\n\t@echo remade\n"
    assert run(mm, mf) == (0, "minimake: 't' is up to date.\n", "")


# ---- Intermediate files ---------------------------------------------------------------------


def test_precious_pattern_not_a_pattern_for_intermediates(mm):
    mm.write("a.src", "s\n")
    mf = "%.out: %.mid\n\t@cp $< $@\n%.mid: %.src\n\t@cp $< $@\n.PRECIOUS: %.mid\n"
    assert run(mm, mf, "a.out") == (0, "rm a.mid\n", "")
    assert not mm.exists("a.mid")


# ---- Recipes --------------------------------------------------------------------------------


def test_define_directive_ends_recipe(mm):
    rc, out, err = run(mm, "go:\n\t@echo 1\ndefine X\nendef\n\t@echo 2\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:5: recipe commences before first target\n")


def test_undefine_directive_ends_recipe(mm):
    rc, out, err = run(mm, "go:\n\t@echo 1\nundefine Y\n\t@echo 2\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:4: recipe commences before first target\n")


def test_private_directive_ends_recipe(mm):
    rc, out, err = run(mm, "go:\n\t@echo 1\nprivate Y = 1\n\t@echo 2\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:4: recipe commences before first target\n")


def test_override_directive_ends_recipe(mm):
    rc, out, err = run(mm, "go:\n\t@echo 1\noverride Y = 1\n\t@echo 2\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:4: recipe commences before first target\n")


def test_assignment_ends_recipe(mm):
    rc, out, err = run(mm, "go:\n\t@echo 1\nY = 1\n\t@echo 2\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:4: recipe commences before first target\n")


# ---- Include --------------------------------------------------------------------------------


def test_dash_include_ends_recipe(mm):
    rc, out, err = run(mm, "go:\n\t@echo 1\n-include nothere.mk\n\t@echo 2\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:4: recipe commences before first target\n")


# ---- Directory search -----------------------------------------------------------------------


def test_newer_list_shows_found_path(mm):
    mm.touch("obj", 1000)
    mm.touch("src/q.h", 2000)
    assert run(mm, "vpath %.h src\nobj: q.h\n\t@echo '<$?>'\n") == (0, "<src/q.h>\n", "")


# ---- Function let ---------------------------------------------------------------------------


def test_let_result_not_stripped(mm):
    assert info(mm, "$(info <$(let a,b, [$a] )>)") == "< [b] >\n"


def test_let_names_tab_separates_words(mm):
    assert info(mm, "$(info <$(let p\tq,a b,[$p][$q])>)") == "<[a][b]>\n"


# ---- Function intcmp ------------------------------------------------------------------------


def test_intcmp_lhs_stripped(mm):
    assert info(mm, "$(info <$(intcmp 2 ,3,lt,eq,gt)>)") == "<lt>\n"


# ---- Function call --------------------------------------------------------------------------


def test_call_name_stripped_for_lookup(mm):
    assert info(mm, "f = [$(1)]\n$(info <$(call f ,x)>)") == "<[x]>\n"


# ---- Function file --------------------------------------------------------------------------


def test_file_name_stripped(mm):
    assert info(mm, "$(file >  out.txt ,hi)$(info <$(file < out.txt )>)") == "<hi>\n"
    assert mm.read("out.txt") == "hi\n"


# ---- Word functions -------------------------------------------------------------------------


def test_wordlist_tab_separates_words(mm):
    assert info(mm, "$(info <$(wordlist 2,3,a\tb\tc\td)>)") == "<b c>\n"


def test_firstword_tab_separates_words(mm):
    assert info(mm, "$(info <$(firstword a\tb)>)") == "<a>\n"


def test_lastword_tab_separates_words(mm):
    assert info(mm, "$(info <$(lastword a\tb)>)") == "<b>\n"


# ---- Functions filter, filter-out and sort --------------------------------------------------


def test_filter_patterns_tab_separates_words(mm):
    assert info(mm, "$(info <$(filter a\tb,a b c)>)") == "<a b>\n"


# ---- File name functions --------------------------------------------------------------------


def test_dir_tab_separates_words(mm):
    assert info(mm, "$(info <$(dir a/x\tb/y)><$(notdir a/x\tb/y)>)") == "<a/ b/><x y>\n"


def test_join_tab_separates_words(mm):
    assert info(mm, "$(info <$(join a\tb,1\t2)>)") == "<a1 b2>\n"


def test_abspath_tab_separates_words(mm):
    assert info(mm, "$(info <$(subst $(CURDIR)/,,$(abspath a\tb))>)") == "<a b>\n"


# ---- Option --warn-undefined-variables ------------------------------------------------------


def test_warn_undefined_value_silent(mm):
    assert info(mm, "$(info <$(value NOPE)>)", "--warn-undefined-variables") == "<>\n"


# ---- Command-line variables -----------------------------------------------------------------


def test_cmdline_recursive_assignment_ignored(mm):
    assert info(mm, "X = 2\n$(info <$(X)>)", "X=1") == "<1>\n"


def test_cmdline_shell_assignment_value_kept(mm):
    assert info(mm, "X != echo mk\n$(info <$(X)>)", "X=c") == "<c>\n"


# ---- Option -e ------------------------------------------------------------------------------


def test_env_override_blocks_recursive_assignment(mm):
    assert info(mm, "X = mk\n$(info <$(X)>)", "-e", env={"X": "env"}) == "<env>\n"


def test_env_override_blocks_simple_assignment(mm):
    assert info(mm, "X := mk\n$(info <$(X)>)", "-e", env={"X": "env"}) == "<env>\n"


# ---- The override directive -----------------------------------------------------------------


def test_override_then_shell_assignment_ignored(mm):
    assert info(mm, "override X = a\nX != echo b\n$(info <$(X)>)") == "<a>\n"


def test_override_then_define_ignored(mm):
    assert info(mm, "override X = a\ndefine X\nb\nendef\n$(info <$(X)>)") == "<a>\n"


# ---- Option -s ------------------------------------------------------------------------------


def test_silent_hides_touch_line(mm):
    assert mm("-s", "-t", makefile="x:\n\techo hi\n") == (0, "", "")
    assert mm.exists("x")


def test_silent_hides_rm_line(mm):
    mm.write("k.one", "1\n")
    mf = "%.three: %.two\n\t@cp $< $@\n%.two: %.one\n\t@cp $< $@\n"
    assert mm("-s", "k.three", makefile=mf) == (0, "", "")
    assert not mm.exists("k.two")


# ---- Conditionals on definition -------------------------------------------------------------


def test_ifdef_name_stripped_after_expansion(mm):
    assert info(mm, "E =\nX = 1\nifdef $(E) X\n$(info yes)\nendif") == "yes\n"


# ---- Conditional syntax ---------------------------------------------------------------------


def test_ifeq_second_argument_stripped(mm):
    assert info(mm, "E =\nifeq (x,$(E) x $(E))\n$(info eq)\nendif") == "eq\n"


# ---- Variable names -------------------------------------------------------------------------


def test_assignment_name_stripped_after_expansion(mm):
    assert info(mm, "E :=\nSP := $(E) $(E)\nX$(SP) = 1\n$(info <$(X)>)") == "<1>\n"


# ---- Multi-line variables -------------------------------------------------------------------


def test_define_name_stripped_after_expansion(mm):
    assert info(mm, "E :=\nSP := $(E) $(E)\ndefine X$(SP)\nv\nendef\n$(info <$(X)>)") == "<v>\n"


# ---- Include --------------------------------------------------------------------------------


def test_include_names_tab_separated(mm):
    mm.write("a.mk", "$(info A)\n")
    mm.write("b.mk", "$(info B)\n")
    assert run(mm, "-include a.mk\tb.mk\nall: ;\n") == (0, "A\nB\nminimake: nothing to be done for 'all'.\n", "")


# ---- Export directives ----------------------------------------------------------------------


def test_export_names_tab_separated(mm):
    assert run(mm, "export P\tQ\nP = 1\nQ = 2\nall:\n\t@echo \"<$$P$$Q>\"\n") == (0, "<12>\n", "")


# ---- The vpath directive --------------------------------------------------------------------


def test_vpath_directories_tab_separated(mm):
    mm.touch("src/x.c", 1000)
    assert run(mm, "vpath %.c none\tsrc\nx.o: x.c\n\t@echo '<$<>'\n") == (0, "<src/x.c>\n", "")


# ---- The undefine directive -----------------------------------------------------------------


def test_undefine_names_tab_separated(mm):
    assert info(mm, "A = 1\nB = 2\nundefine A\tB\n$(info <$(A)$(B)>)") == "<>\n"


# ---- Explicit rules -------------------------------------------------------------------------


def test_rule_targets_tab_separated(mm):
    assert run(mm, "a\tb:\n\t@echo '<$@>'\n", "b") == (0, "<b>\n", "")


def test_rule_prerequisites_tab_separated(mm):
    assert run(mm, "all: a\tb\n\t@echo '<$^>'\na b:\n\t@:\n") == (0, "<a b>\n", "")


# ---- Command execution ----------------------------------------------------------------------


def test_shellflags_tab_separated(mm):
    assert run(mm, "SHELL = /bin/echo\n.SHELLFLAGS = x\ty\nall:\n\t@z\n") == (0, "x y z\n", "")


# ---- Extra prerequisites --------------------------------------------------------------------


def test_extra_prereqs_tab_separated(mm):
    mf = ".EXTRA_PREREQS = p\tq\nall:\n\t@echo done\np q:\n\t@echo $@\n"
    assert run(mm, mf) == (0, "p\nq\ndone\n", "")


# ---- Special variables ----------------------------------------------------------------------


def test_default_goal_tab_separated(mm):
    assert run(mm, ".DEFAULT_GOAL = b\tc\na b c:\n\t@echo $@\n") == (0, "b\nc\n", "")


# ---- Substitution references ----------------------------------------------------------------


def test_substitution_reference_tab_separates_words(mm):
    assert info(mm, "X = a.c\tb.c\n$(info <$(X:.c=.o)>)") == "<a.o b.o>\n"


# ---- Secondary expansion --------------------------------------------------------------------


def test_second_expansion_result_tab_separated(mm):
    mf = ".SECONDEXPANSION:\nP = a\tb\nall: $$(P)\n\t@echo '<$^>'\na b:\n\t@:\n"
    assert run(mm, mf) == (0, "<a b>\n", "")


# ---- Function wildcard ----------------------------------------------------------------------


def test_wildcard_patterns_tab_separated(mm):
    mm.write("a.x", "")
    mm.write("b.y", "")
    assert info(mm, "$(info <$(wildcard *.x\t*.y)>)") == "<a.x b.y>\n"


# ---- Function realpath ----------------------------------------------------------------------


def test_realpath_names_tab_separated(mm):
    mm.write("a", "")
    mm.write("b", "")
    assert info(mm, "$(info <$(notdir $(realpath a\tb))>)") == "<a b>\n"


# ---- Conditionals on definition -------------------------------------------------------------


def test_ifdef_tab_inside_name_invalid(mm):
    assert run(mm, "ifdef A\tB\nendif\nall: ;\n") == (2, "", "minimake: Makefile:1: invalid syntax in conditional\n")


# ---- Line classification --------------------------------------------------------------------


def test_line_expanding_to_whitespace_does_nothing(mm):
    assert info(mm, "T := $(subst x,\t,x)\n$(T)\n$(info ok)") == "ok\n"


# ---- Function foreach -----------------------------------------------------------------------


def test_foreach_empty_list_text_not_expanded(mm):
    assert info(mm, "$(info <$(foreach x,,$(info X))>)") == "<>\n"


# ---- Automatic variables --------------------------------------------------------------------


def test_first_prereq_with_dollar_is_simple(mm):
    assert run(mm, "y = Y\ngo: p$$y\n\t@echo '<$<>'\np$$y:\n\t@:\n") == (0, "<p$y>\n", "")


def test_newer_prereq_with_dollar_is_simple(mm):
    assert run(mm, "y = Y\ngo: p$$y\n\t@echo '<$?>'\np$$y:\n\t@:\n") == (0, "<p$y>\n", "")


# ---- Multi-line variables -------------------------------------------------------------------


def test_define_simple_value_not_expanded_again(mm):
    assert info(mm, "define X :=\n$$(Y)\nendef\nY = 1\n$(info <$(X)>)") == "<$(Y)>\n"


def test_define_body_trailing_whitespace_kept(mm):
    assert info(mm, "define X\na  \nendef\n$(info <$(X)>)") == "<a  >\n"


# ---- Command-line variables -----------------------------------------------------------------


def test_cmdline_simple_value_not_expanded_again(mm):
    assert info(mm, "Y = 1\n$(info <$(X)>)", "X:=$$(Y)") == "<$(Y)>\n"


def test_cmdline_value_not_stripped(mm):
    assert run(mm, "all:\n\t@echo '<$(X)>'\n", "X= a ") == (0, "< a >\n", "")


# ---- The environment ------------------------------------------------------------------------


def test_environment_value_not_stripped(mm):
    assert info(mm, "$(info <$(E)>)", env={"E": " e "}) == "< e >\n"


# ---- Conditional assignment -----------------------------------------------------------------


def test_cond_assign_keeps_environment_origin(mm):
    assert info(mm, "E ?= v\n$(info <$(origin E)><$(E)>)", env={"E": "e"}) == "<environment><e>\n"


# ---- The undefine directive -----------------------------------------------------------------


def test_undefine_keeps_override_variable(mm):
    assert info(mm, "override X = 1\nundefine X\n$(info <$(origin X)><$(X)>)") == "<override><1>\n"


# ---- Special targets .POSIX, .WAIT and .NOTPARALLEL -----------------------------------------


def test_wait_removed_from_normal_list(mm):
    assert run(mm, "all: a .WAIT b\n\t@echo '<$^>'\na b:\n\t@:\n") == (0, "<a b>\n", "")


# ---- Intermediate files ---------------------------------------------------------------------


def test_phony_intermediate_not_deleted(mm):
    mf = ".INTERMEDIATE: mid\n.PHONY: mid\ntop: mid\n\t@echo top\nmid:\n\t@touch mid\n"
    assert run(mm, mf) == (0, "top\n", "")
    assert mm.exists("mid")


# ---- Directory search -----------------------------------------------------------------------


def test_phony_target_not_searched(mm):
    mm.touch("d/p", 1000)
    assert run(mm, ".PHONY: p\nVPATH = d\nall: p\n\t@echo '<$^>'\n") == (0, "<p>\n", "")


# ---- Option -s ------------------------------------------------------------------------------


def test_silent_hides_goal_message(mm):
    assert mm("-s", makefile="all: ;\n") == (0, "", "")


# ---- Recursive invocation -------------------------------------------------------------------


def test_makeflags_space_escaped(mm):
    rc, out, err = run(mm, "all:\n\t@printf '%s\\n' '$(MAKEFLAGS)'\n", "X=a b")
    assert (rc, out, err) == (0, "-- X=a\\ b\n", "")


def test_makeflags_read_backslash_escapes_space(mm):
    rc, out, err = run(mm, "all:\n\t@echo '<$(X)>'\n", env={"MAKEFLAGS": "-- X=a\\ b"})
    assert (rc, out, err) == (0, "<a b>\n", "")


# ---- Conditional syntax ---------------------------------------------------------------------


def test_ifeq_first_argument_stripped(mm):
    assert info(mm, "E =\nifeq ($(E) x ,x)\n$(info eq)\nendif") == "eq\n"


# ---- Target-specific variables --------------------------------------------------------------


def test_target_variable_name_stripped_after_expansion(mm):
    mf = "E :=\nSP := $(E) $(E)\nt: Q$(SP) = 5\nt:\n\t@echo '<$(Q)>'\n"
    assert run(mm, mf) == (0, "<5>\n", "")


# ---- Functions subst and patsubst -----------------------------------------------------------


def test_strip_tab_separates_words(mm):
    assert info(mm, "$(info <$(strip a\tb)>)") == "<a b>\n"


def test_patsubst_empty_stem(mm):
    assert info(mm, "$(info <$(patsubst %.c,[%],.c x.c)>)") == "<[] [x]>\n"


def test_patsubst_only_first_percent_of_replacement(mm):
    assert info(mm, "$(info <$(patsubst %,x%y%,a)>)") == "<xay%>\n"


# ---- Functions filter, filter-out and sort --------------------------------------------------


def test_filter_empty_stem(mm):
    assert info(mm, "$(info <$(filter %.c,.c x.o)>)") == "<.c>\n"


# ---- Substitution references ----------------------------------------------------------------


def test_substitution_reference_empty_stem(mm):
    assert info(mm, "X = .c\n$(info <$(X:%.c=[%])>)") == "<[]>\n"


def test_substitution_reference_only_first_percent_of_b(mm):
    assert info(mm, "X = a\n$(info <$(X:%=%%)>)") == "<a%>\n"


# ---- Conditional structure ------------------------------------------------------------------


def test_conditional_lines_keep_recipe_open(mm):
    assert run(mm, "go:\n\t@echo 1\nifeq (a,a)\n\t@echo 2\nendif\n") == (0, "1\n2\n", "")


# ---- Intermediate files ---------------------------------------------------------------------


def test_explicit_prereq_is_mentioned(mm):
    mm.write("k.one", "1\n")
    mf = "%.three: %.two\n\t@cp $< $@\n%.two: %.one\n\t@cp $< $@\nother: k.two\n"
    assert run(mm, mf, "k.three") == (0, "", "")
    assert mm.exists("k.two")


def test_double_colon_prereq_is_mentioned(mm):
    mm.write("k.one", "1\n")
    mf = "%.three: %.two\n\t@cp $< $@\n%.two: %.one\n\t@cp $< $@\nother:: k.two\n"
    assert run(mm, mf, "k.three") == (0, "", "")
    assert mm.exists("k.two")


# ---- Options -o and -W ----------------------------------------------------------------------


def test_old_file_time_not_compared(mm):
    mm.touch("t", 1000)
    mm.touch("b", 2000)
    assert run(mm, "t: b\n\t@echo remade\n", "-o", "b") == (0, "minimake: 't' is up to date.\n", "")


# ---- Recipes --------------------------------------------------------------------------------


def test_target_variable_line_ends_recipe(mm):
    rc, out, err = run(mm, "go:\n\t@echo 1\ngo: X = 2\n\t@echo $(X)\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:4: recipe commences before first target\n")


# ---- Archive members ------------------------------------------------------------------------


def test_archive_target_list_spread(mm):
    assert run(mm, "lib.a(p.o q.o):\n\t@echo '<$%>'\n", "lib.a(q.o)") == (0, "<q.o>\n", "")


# ---- Special targets .SILENT and .IGNORE ----------------------------------------------------


def test_ignore_percent_not_a_pattern(mm):
    assert run(mm, "go:\n\t@false\n.IGNORE: g%\n") == (2, "", "minimake: *** [Makefile:2: go] Error 1\n")


def test_silent_percent_not_a_pattern(mm):
    assert run(mm, "go:\n\techo hi\n.SILENT: g%\n") == (0, "echo hi\nhi\n", "")


# ---- Command execution ----------------------------------------------------------------------


def test_target_shell_used_by_recipe(mm):
    assert run(mm, "go: SHELL = /bin/echo\ngo:\n\t@x\n") == (0, "-c x\n", "")


# ---- The environment ------------------------------------------------------------------------


def test_recipe_environment_has_target_value(mm):
    assert run(mm, "export Y = g\ngo: Y = t\ngo:\n\t@echo \"<$$Y>\"\n") == (0, "<t>\n", "")


# ---- Function file --------------------------------------------------------------------------


def test_file_operation_stripped_after_expansion(mm):
    assert info(mm, "E =\n$(file $(E) >o.txt,a)$(info <$(file <o.txt)>)") == "<a>\n"


# ---- Automatic variables --------------------------------------------------------------------


def test_plus_with_dollar_is_simple(mm):
    assert run(mm, "y = Y\ngo: p$$y\n\t@echo '<$+>'\np$$y:\n\t@:\n") == (0, "<p$y>\n", "")


def test_bar_with_dollar_is_simple(mm):
    assert run(mm, "y = Y\ngo: | q$$y\n\t@echo '<$|>'\nq$$y:\n\t@:\n") == (0, "<q$y>\n", "")


# ---- Option -s ------------------------------------------------------------------------------


def test_silent_hides_echo(mm):
    assert mm("-s", makefile="go:\n\techo hi\n") == (0, "hi\n", "")


# ---- Special targets .SILENT and .IGNORE ----------------------------------------------------


def test_bare_silent_hides_echo(mm):
    assert run(mm, ".SILENT:\ngo:\n\techo hi\n") == (0, "hi\n", "")


# ---- Variable precedence --------------------------------------------------------------------


def test_foreach_hides_override_variable(mm):
    assert info(mm, "override X = o\n$(info <$(foreach X,f,$X) $X>)") == "<f o>\n"


def test_let_hides_cmdline_variable(mm):
    assert info(mm, "$(info <$(let X,f,$X) $X>)", "X=c") == "<f c>\n"


def test_call_parameter_hides_cmdline_variable(mm):
    assert info(mm, "f = [$(1)]\n$(info <$(call f,a) $(1)>)", "1=c") == "<[a] c>\n"


# ---- Archive members ------------------------------------------------------------------------


def test_archive_member_not_searched(mm):
    mm.touch("d/lib.a(m.o)", 1000)
    mf = "VPATH = d\nall: lib.a(m.o)\n\t@echo '<$^>'\nlib.a(m.o):\n\t@echo mk\n"
    assert run(mm, mf) == (0, "mk\n<lib.a(m.o)>\n", "")


def test_archive_prereq_list_spread(mm):
    mf = "all: lib.a(p.o q.o)\n\t@echo '<$^>'\nlib.a(p.o) lib.a(q.o):\n\t@:\n"
    assert run(mm, mf) == (0, "<lib.a(p.o) lib.a(q.o)>\n", "")


# ---- Implicit rule search -------------------------------------------------------------------


def test_implicit_search_uses_directory_search(mm):
    mm.touch("src/x.c", 1000)
    assert run(mm, "vpath %.c src\n%.o: %.c\n\t@echo '<$<>'\n", "x.o") == (0, "<src/x.c>\n", "")


# ---- Intermediate files ---------------------------------------------------------------------


def test_intermediate_skip_uses_directory_search(mm):
    mm.touch("src/k.a", 1000)
    mm.touch("k.c", 2000)
    mf = "vpath %.a src\n%.c: %.b\n\tcp $< $@\n%.b: %.a\n\tcp $< $@\n"
    assert run(mm, mf, "k.c") == (0, "minimake: 'k.c' is up to date.\n", "")


# ---- Automatic variables --------------------------------------------------------------------


def test_stem_with_dollar_is_simple(mm):
    assert run(mm, "y = Y\na$$y.o: %.o:\n\t@echo '<$*>'\n") == (0, "<a$y>\n", "")


# ---- Extra prerequisites --------------------------------------------------------------------


def test_extra_prereqs_target_specific(mm):
    assert run(mm, "go: .EXTRA_PREREQS = e\ngo:\n\t@echo go\ne:\n\t@echo e\n") == (0, "e\ngo\n", "")


# ---- Pattern rules --------------------------------------------------------------------------


def test_pattern_rule_prereq_gets_stem(mm):
    mm.write("m.in", "")
    assert run(mm, "%.out: %.in\n\t@echo '<$<>'\n", "m.out") == (0, "<m.in>\n", "")


# ---- Conditional structure ------------------------------------------------------------------


def test_skipped_lines_keep_recipe_open(mm):
    assert run(mm, "go:\n\t@echo 1\nifeq (a,b)\nX = 1\nendif\n\t@echo 2\n") == (0, "1\n2\n", "")


# ---- Patterns -------------------------------------------------------------------------------


def test_filter_case_sensitive(mm):
    assert info(mm, "$(info <$(filter %.c,a.C b.c)>)") == "<b.c>\n"


def test_patsubst_case_sensitive(mm):
    assert info(mm, "$(info <$(patsubst %.c,%.o,a.C b.c)>)") == "<a.C b.o>\n"


def test_substitution_reference_pattern_case_sensitive(mm):
    assert info(mm, "X = a.C b.c\n$(info <$(X:%.c=%.o)>)") == "<a.C b.o>\n"


def test_pattern_rule_case_sensitive(mm):
    rc, out, err = run(mm, "%.o:\n\t@echo '<$*>'\n", "-r", "x.O")
    assert (rc, out, err) == (2, "", "minimake: no rule to make target 'x.O'\n")


def test_static_pattern_case_sensitive(mm):
    rc, out, err = run(mm, "a.O: %.o: %.c\n\t@:\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:1: target 'a.O' doesn't match the target pattern\n")


def test_vpath_pattern_case_sensitive(mm):
    mm.touch("src/x.C", 1000)
    rc, out, err = run(mm, "vpath %.c src\nall: x.C\n\t@:\n")
    assert (rc, out, err) == (2, "", "minimake: no rule to make target 'x.C', needed by 'all'\n")


def test_pattern_variable_case_sensitive(mm):
    assert run(mm, "%.c: V = low\nx.C:\n\t@echo '<$(V)>'\n", "x.C") == (0, "<>\n", "")


# ---- Intermediate files ---------------------------------------------------------------------


def test_touch_deletes_no_intermediate(mm):
    mm.write("k.one", "1\n")
    mf = "%.three: %.two\n\t@cp $< $@\n%.two: %.one\n\t@cp $< $@\n"
    assert run(mm, mf, "-t", "k.three") == (0, "touch k.two\ntouch k.three\n", "")
    assert mm.exists("k.two")


# ---- Remaking makefiles ---------------------------------------------------------------------


def test_touch_remakes_no_makefile(mm):
    mf = "-include gen.mk\nall: ;\ngen.mk:\n\t@echo X = 5 > gen.mk\n"
    assert run(mm, mf, "-t") == (0, "touch all\n", "")
    assert not mm.exists("gen.mk")


# ---- The .ONESHELL target -------------------------------------------------------------------


def test_oneshell_make_line_runs_under_dry_run(mm):
    assert run(mm, ".ONESHELL:\nall:\n\t@echo $(MAKE) >/dev/null; echo ran\n", "-n") == (0, "ran\n", "")


# ---- Option -t ------------------------------------------------------------------------------


def test_touch_runs_make_line(mm):
    assert run(mm, "all:\n\t@echo $(MAKE) >/dev/null; echo ran\n", "-t") == (0, "ran\ntouch all\n", "")


# ---- Option -n ------------------------------------------------------------------------------


def test_dry_run_runs_make_line(mm):
    assert run(mm, "all:\n\t@echo $(MAKE) >/dev/null; echo ran\n", "-n") == (0, "ran\n", "")


# ---- Special targets .DELETE_ON_ERROR and .PRECIOUS -----------------------------------------


def test_dash_ignored_failure_deletes_nothing(mm):
    rc, out, err = run(mm, ".DELETE_ON_ERROR:\nout:\n\t@echo x > $@\n\t-@false\n")
    assert (rc, out, err) == (0, "", "minimake: [Makefile:4: out] Error 1 (ignored)\n")
    assert mm.exists("out")


# ---- Physical and logical lines -------------------------------------------------------------


def test_missing_separator_location_first_physical_line(mm):
    assert run(mm, "a \\\nb\nall: ;\n") == (2, "", "minimake: Makefile:1: missing separator\n")
