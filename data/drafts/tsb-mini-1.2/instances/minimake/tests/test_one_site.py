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
