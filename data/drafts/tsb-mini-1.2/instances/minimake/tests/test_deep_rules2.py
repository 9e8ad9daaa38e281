"""Reference tests: more fine print of rules and recipes."""


def run(mm, makefile, *args, **kw):
    return mm(*args, makefile=makefile, **kw)


# ---- Static pattern rules -------------------------------------------------------------------


def test_static_first_target_default(mm):
    assert run(mm, "x.o y.o: %.o: %.c\n\t@echo $@ $< $*\n%.c: ;\n") == (0, "x.o x.c x\n", "")


def test_static_nonmatching_goal_error(mm):
    assert run(mm, "a.o b.x: %.o: %.c\n\t@echo $@\n%.c: ;\n", "b.x") == (
        2, "", "minimake: Makefile:1: target 'b.x' doesn't match the target pattern\n")


def test_static_order_only_pattern(mm):
    mk = "OBJ = a.o\n$(OBJ): %.o: %.c | %.d\n\t@echo $@ [$<] [$|]\na.c a.d: ;\n"
    assert run(mm, mk) == (0, "a.o [a.c] [a.d]\n", "")


def test_static_literal_prerequisite(mm):
    assert run(mm, "a.o: %.o: %.c x\n\t@echo $^\na.c x: ;\n") == (0, "a.c x\n", "")


def test_static_no_prerequisites(mm):
    assert run(mm, "a.o: %.o:\n\t@echo [$*] [$^]\n") == (0, "[a] []\n", "")


def test_static_pattern_without_percent(mm):
    assert run(mm, "a.o: o: %.c\n\t@echo $@\n") == (
        2, "", "minimake: Makefile:1: target pattern contains no '%'\n")


def test_static_directory_in_pattern(mm):
    assert run(mm, "dir/a.o: dir/%.o: %.c\n\t@echo $@ $< $*\na.c: ;\n") == (0, "dir/a.o a.c a\n", "")


# ---- Pattern rules --------------------------------------------------------------------------


def test_pattern_missing_source_no_rule(mm):
    assert run(mm, "%.o: %.c\n\t@echo P $@\n", "a.o") == (
        2, "", "minimake: no rule to make target 'a.o'\n")


def test_pattern_empty_stem_not_matched(mm):
    assert run(mm, "%.x:\n\t@echo P $@ [$*]\n", ".x") == (
        2, "", "minimake: no rule to make target '.x'\n")


def test_pattern_match_anything(mm):
    assert run(mm, "%: %.c\n\t@echo P $@\na.c: ;\n", "a") == (0, "P a\n", "")


def test_pattern_stem_in_middle(mm):
    assert run(mm, "a%b: ; @echo [$*]\n", "axyb") == (0, "[xy]\n", "")


def test_pattern_stem_with_directory(mm):
    assert run(mm, "d/%.o: ; @echo [$*] [$(*D)]\n", "d/e/f.o") == (0, "[e/f] [e]\n", "")


def test_pattern_prereq_directory_prefix(mm):
    assert run(mm, "%.o: d/%.c\n\t@echo [$*] $<\nd/x/a.c: ;\n", "x/a.o") == (0, "[x/a] d/x/a.c\n", "")


# ---- The .ONESHELL target -------------------------------------------------------------------


def test_oneshell_failure_in_middle_not_error(mm):
    assert run(mm, ".ONESHELL:\na:\n\t@false\n\techo after\n") == (0, "after\n", "")


def test_oneshell_ignored_failure_location(mm):
    assert run(mm, ".ONESHELL:\na:\n\t-@exit 3\n\techo n\n") == (
        0, "", "minimake: [Makefile:3: a] Error 3 (ignored)\n")


def test_oneshell_echo_whole_script(mm):
    assert run(mm, ".ONESHELL:\na:\n\tx=1\n\techo $$x\n") == (0, "x=1\necho $x\n1\n", "")


def test_oneshell_later_at_removed(mm):
    assert run(mm, ".ONESHELL:\na:\n\t@x=1\n\techo $$x\n\t@echo y\n") == (0, "1\ny\n", "")


def test_oneshell_blank_line_kept(mm):
    assert run(mm, ".ONESHELL:\na:\n\t@echo 1\n\t$(E)\n\techo 2\n") == (0, "1\n2\n", "")


def test_oneshell_semicolon_recipe(mm):
    assert run(mm, ".ONESHELL:\na: ; @echo s\n") == (0, "s\n", "")


# ---- Special targets .SILENT and .IGNORE ----------------------------------------------------


def test_silent_only_named_target(mm):
    assert run(mm, ".SILENT: b\na: b\n\techo A\nb:\n\techo B\n") == (0, "B\necho A\nA\n", "")


def test_ignore_named_target_continues(mm):
    assert run(mm, ".IGNORE: a\na:\n\t@exit 1\n\t@echo n\n") == (
        0, "n\n", "minimake: [Makefile:3: a] Error 1 (ignored)\n")


def test_silent_pattern_not_pattern(mm):
    assert run(mm, ".SILENT: %.o\na.o:\n\techo A\n") == (0, "echo A\nA\n", "")


def test_silent_dry_run_prints(mm):
    assert run(mm, ".SILENT:\na:\n\techo A\n", "-n") == (0, "echo A\n", "")


def test_ignore_all_prerequisite(mm):
    assert run(mm, ".IGNORE:\na: b\n\t@echo A\nb:\n\t@exit 2\n") == (
        0, "A\n", "minimake: [Makefile:5: b] Error 2 (ignored)\n")


# ---- Phony targets --------------------------------------------------------------------------


def test_phony_existing_file(mm):
    mm.touch("clean", 1000)
    assert run(mm, ".PHONY: clean\nclean:\n\t@echo C\n", "clean") == (0, "C\n", "")


def test_phony_goal_twice(mm):
    assert run(mm, ".PHONY: p\np:\n\t@echo P\n", "p", "p") == (0, "P\nminimake: 'p' is up to date.\n", "")


def test_phony_not_matched_by_pattern(mm):
    assert run(mm, ".PHONY: p\n%:\n\t@echo P $@\n", "p") == (
        0, "minimake: nothing to be done for 'p'.\n", "")


def test_phony_old_prerequisite_rebuilds(mm):
    mm.touch("a", 2000)
    assert run(mm, ".PHONY: b\na: b\n\t@echo A\n", "a") == (0, "A\n", "")


# ---- Recipes --------------------------------------------------------------------------------


def test_recipe_semicolon_comment_removed(mm):
    assert run(mm, "a: ; @echo 1 # c\n") == (0, "1\n", "")


def test_recipe_tab_after_assignment(mm):
    assert run(mm, "a:\n\n\t@echo 1\n# c\n\t@echo 2\nX = 1\n\t@echo 3\n") == (
        2, "", "minimake: Makefile:7: recipe commences before first target\n")


def test_recipe_continuation_tab_removed(mm):
    assert run(mm, "a:\n\t@echo \"x\\\n\ty\"\n") == (0, "xy\n", "")


def test_recipe_semicolon_spaces(mm):
    assert run(mm, "a:;   @echo s\n") == (0, "s\n", "")


def test_recipe_after_target_variable_line(mm):
    assert run(mm, "a: X = 1\n\t@echo T\na: ;@echo A\n") == (
        2, "", "minimake: Makefile:2: recipe commences before first target\n")


# ---- Automatic variables --------------------------------------------------------------------


def test_auto_duplicates_within_rule(mm):
    assert run(mm, "a: b c b\n\t@echo [$^] [$+] [$<]\nb c: ;\n") == (0, "[b c] [b c b] [b]\n", "")


def test_auto_duplicates_across_rules(mm):
    assert run(mm, "a: b\na: c b\n\t@echo [$^] [$+]\nb c: ;\n") == (0, "[b c] [b c b]\n", "")


def test_auto_newer_once(mm):
    mm.touch("a", 1000)
    mm.touch("b", 2000)
    mm.touch("c", 2000)
    assert run(mm, "a: b c b\n\t@echo [$?]\n", "a") == (0, "[b c]\n", "")


def test_auto_newer_includes_remade(mm):
    mm.touch("a", 1000)
    mm.touch("b", 2000)
    assert run(mm, "a: b c\n\t@echo [$?]\nc: ;\n", "a") == (0, "[b c]\n", "")


def test_auto_stem_empty_for_explicit_rule(mm):
    assert run(mm, "a.o: ; @echo [$*]\n") == (0, "[]\n", "")


def test_auto_stem_keeps_inner_suffix(mm):
    assert run(mm, "%.o: ; @echo [$*]\n", "x.c.o") == (0, "[x.c]\n", "")


def test_auto_target_in_target_variable(mm):
    assert run(mm, "a: x = $@\na: ; @echo [$x]\n") == (0, "[a]\n", "")


# ---- Explicit rules -------------------------------------------------------------------------


def test_explicit_several_targets_own_name(mm):
    assert run(mm, "a b: c\n\t@echo $@ $<\nc: ;\n", "b", "a") == (0, "b c\na c\n", "")


def test_explicit_empty_target_list(mm):
    assert run(mm, "$(E): x\n\t@echo never\nall: ;@echo A\n") == (0, "A\n", "")


def test_explicit_prerequisites_expanded_when_read(mm):
    assert run(mm, "P = b\na: $(P)\n\t@echo $^\nP = c\nb c: ;\n") == (0, "b\n", "")
