"""Reference tests: the fine print of rules, special targets and updating."""


def run(mm, makefile, *args, **kw):
    return mm(*args, makefile=makefile, **kw)


# ---- Directory and file forms ---------------------------------------------------------------


def test_dir_form_no_prerequisite(mm):
    assert run(mm, "all:\n\t@echo $(@D)/$(@F) [$(<D)] [$(^F)]\n") == (0, "./all [] []\n", "")


def test_dir_form_root_prerequisite(mm):
    assert run(mm, "x/y/z: /r\n\t@echo $(@D) $(@F) $(<D) $(<F)\n/r: ;\n") == (
        0, "x/y z / r\n", "")


def test_dir_form_trailing_slash_target(mm):
    assert run(mm, "a/: ;@echo [$(@D)] [$(@F)]\n", "a/") == (0, "[a] []\n", "")


def test_dir_form_each_word(mm):
    mk = "t: a/b c d/e\n\t@echo $(^D) / $(^F) / $(?D)\na/b c d/e: ;\n"
    assert run(mm, mk) == (0, "a . d / b c e / a . d\n", "")


def test_dir_form_stem(mm):
    mk = "%.o: src/%.c\n\t@echo $(*D) $(*F) $(<D)\nsrc/sub/x.c: ;\n"
    assert run(mm, mk, "sub/x.o") == (0, "sub x src/sub\n", "")


def test_dir_form_dot_slash(mm):
    assert run(mm, "t: ./x\n\t@echo $(<D) $(<F)\n./x: ;\n") == (0, ". x\n", "")


def test_dir_form_double_slash(mm):
    assert run(mm, "t: //x\n\t@echo [$(<D)] $(<F)\n//x: ;\n") == (0, "[/] x\n", "")


def test_dir_form_order_only(mm):
    assert run(mm, "a: | d/b c\n\t@echo $(|D) $(|F)\nd/b c: ;\n") == (0, "d . b c\n", "")


# ---- Order-only prerequisites ---------------------------------------------------------------


def test_order_only_only(mm):
    assert run(mm, "a: | b c\n\t@echo [$|] [$^] [$<]\nb c: ;\n") == (0, "[b c] [] []\n", "")


def test_order_only_also_normal(mm):
    assert run(mm, "a: b | b\n\t@echo [$|] [$^]\nb: ;@echo B\n") == (0, "B\n[b] [b]\n", "")


def test_order_only_updated_after_normal(mm):
    mk = "a: c | b\n\t@echo A\nb: ;@echo B\nc: ;@echo C\n"
    assert run(mm, mk) == (0, "C\nB\nA\n", "")


def test_order_only_merged_from_rules(mm):
    assert run(mm, "a: x | y\na: | z\n\t@echo [$^][$|]\nx y z: ;\n") == (0, "[x][y z]\n", "")


def test_order_only_missing_target_still_built(mm):
    mm.touch("b", 1000)
    assert run(mm, "a: | b\n\t@echo A\nb: ;@echo B\n") == (0, "A\n", "")


# ---- Circular dependencies ------------------------------------------------------------------


def test_circular_self(mm):
    assert run(mm, "a: a\n\t@echo A\n") == (
        0, "A\n", "minimake: warning: circular dependency 'a' <- 'a' dropped\n")


def test_circular_order_only_self(mm):
    assert run(mm, "a: | a\n\t@echo A\n") == (
        0, "A\n", "minimake: warning: circular dependency 'a' <- 'a' dropped\n")


def test_circular_kept_in_all_prereqs(mm):
    mk = "a: b c\nb: a\nc:\n\t@echo C\na:\n\t@echo A $^\n"
    assert run(mm, mk) == (
        0, "C\nA b c\n", "minimake: warning: circular dependency 'b' <- 'a' dropped\n")


def test_circular_two(mm):
    mk = "a: b\nb: a\n\t@echo B\na:\n\t@echo A\n"
    assert run(mm, mk) == (
        0, "B\nA\n", "minimake: warning: circular dependency 'b' <- 'a' dropped\n")


# ---- Missing rules --------------------------------------------------------------------------


def test_missing_first_stops(mm):
    assert run(mm, "a: nob noc\n") == (
        2, "", "minimake: no rule to make target 'nob', needed by 'a'\n")


def test_missing_keep_going_reports_each(mm):
    assert run(mm, "a: nob noc\n", "-k") == (2, "", (
        "minimake: no rule to make target 'nob', needed by 'a'\n"
        "minimake: no rule to make target 'noc', needed by 'a'\n"
        "minimake: target 'a' not remade because of errors\n"))


def test_missing_names_direct_parent(mm):
    assert run(mm, "a: b\nb: nob\n") == (
        2, "", "minimake: no rule to make target 'nob', needed by 'b'\n")


def test_missing_goal_after_good_goal(mm):
    assert run(mm, "a: ;@echo A\n", "a", "nob") == (
        2, "A\n", "minimake: no rule to make target 'nob'\n")


# ---- The .DEFAULT target --------------------------------------------------------------------


def test_default_not_for_recipeless_rule(mm):
    assert run(mm, "a:\n.DEFAULT:\n\t@echo D $@\n") == (
        0, "minimake: nothing to be done for 'a'.\n", "")


def test_default_for_each_prerequisite(mm):
    mk = "a: x y\n\t@echo A $^\n.DEFAULT:\n\t@echo D $@ [$<] [$^]\n"
    assert run(mm, mk) == (0, "D x [] []\nD y [] []\nA x y\n", "")


def test_default_for_goals(mm):
    assert run(mm, ".DEFAULT:\n\t@echo D $@\n", "x", "y") == (0, "D x\nD y\n", "")


def test_default_last_recipe(mm):
    mk = ".DEFAULT: ;@echo D1\n.DEFAULT: ;@echo D2\na: x\n"
    assert run(mm, mk) == (
        0, "D2\n", "minimake: Makefile:2: warning: overriding recipe for target '.DEFAULT'\n")


def test_default_existing_goal_up_to_date(mm):
    mm.touch("x", 1000)
    assert run(mm, ".DEFAULT:\n\t@echo D $@\n", "x") == (
        0, "minimake: 'x' is up to date.\n", "")


# ---- Special targets .DELETE_ON_ERROR and .PRECIOUS -----------------------------------------


def test_delete_not_for_ignored_prefix(mm):
    rc, out, err = run(mm, ".DELETE_ON_ERROR:\na:\n\t-@touch a; exit 1\n")
    assert (rc, err, mm.exists("a")) == (0, "minimake: [Makefile:3: a] Error 1 (ignored)\n", True)


def test_delete_not_for_ignore_errors_option(mm):
    rc, out, err = run(mm, ".DELETE_ON_ERROR:\na:\n\t@touch a; exit 1\n", "-i")
    assert (rc, mm.exists("a")) == (0, True)


def test_delete_not_directory(mm):
    rc, out, err = run(mm, ".DELETE_ON_ERROR:\na:\n\t@mkdir a; exit 1\n")
    assert (rc, err, mm.exists("a")) == (2, "minimake: *** [Makefile:3: a] Error 1\n", True)


def test_delete_only_failing_target(mm):
    rc, out, err = run(mm, ".DELETE_ON_ERROR:\na: b\nb:\n\t@touch b a; exit 1\n")
    assert (rc, mm.exists("a"), mm.exists("b")) == (2, True, False)
    assert err == "minimake: *** [Makefile:4: b] Error 1\nminimake: *** deleting file 'b'\n"


def test_delete_keep_going_order(mm):
    rc, out, err = run(mm, ".DELETE_ON_ERROR:\na:\n\t@touch a; exit 1\nb:\n\t@echo B\n", "-k", "a", "b")
    assert (rc, out) == (2, "B\n")
    assert err == ("minimake: *** [Makefile:3: a] Error 1\nminimake: *** deleting file 'a'\n"
                   "minimake: target 'a' not remade because of errors\n")


def test_delete_precious_exact_name_only(mm):
    rc, out, err = run(mm, ".DELETE_ON_ERROR:\n.PRECIOUS: %.x\na.x:\n\t@touch $@; exit 1\n")
    assert (rc, mm.exists("a.x")) == (2, False)


# ---- Recipe override ------------------------------------------------------------------------


def test_override_each_target_of_rule(mm):
    mk = "a b: ;@echo 1\na: ;@echo 2\nb:\n\t@echo 3\n"
    assert run(mm, mk, "a", "b") == (0, "2\n3\n", (
        "minimake: Makefile:2: warning: overriding recipe for target 'a'\n"
        "minimake: Makefile:3: warning: overriding recipe for target 'b'\n"))


def test_override_by_empty_semicolon_recipe(mm):
    assert run(mm, "a:\n\t@echo 1\na: ;\n") == (
        0, "minimake: nothing to be done for 'a'.\n",
        "minimake: Makefile:3: warning: overriding recipe for target 'a'\n")


def test_rule_without_recipe_keeps_recipe(mm):
    assert run(mm, "a:\n\t@echo 1\na: b\nb: ;\n") == (0, "1\n", "")


def test_explicit_recipe_beats_pattern(mm):
    assert run(mm, "a:\n\t@echo 1\n%: ;@echo P\n") == (0, "1\n", "")


# ---- The default goal -----------------------------------------------------------------------


def test_default_goal_first_of_several_targets(mm):
    assert run(mm, "a b: ;@echo $@\n") == (0, "a\n", "")


def test_default_goal_dot_with_slash(mm):
    assert run(mm, ".x/y: ;@echo dot\nb: ;@echo b\n") == (0, "dot\n", "")


def test_default_goal_variable_empty_ignored(mm):
    assert run(mm, "a: ;@echo a\n.DEFAULT_GOAL :=\nb: ;@echo b\n") == (0, "a\n", "")


def test_default_goal_variable_before_rules(mm):
    assert run(mm, ".DEFAULT_GOAL = b\na: ;@echo a\nb: ;@echo b\n") == (0, "b\n", "")


def test_default_goal_not_set_by_rules(mm):
    assert run(mm, "a: ;@echo a\n$(info [$(.DEFAULT_GOAL)])\n") == (0, "[]\na\n", "")


def test_no_targets_with_only_target_variables(mm):
    assert run(mm, "X = 1\nt: X = 2\n") == (2, "", "minimake: no targets\n")


def test_no_targets_with_only_phony_declaration(mm):
    assert run(mm, ".PHONY: p\n") == (2, "", "minimake: no targets\n")


# ---- Update order ---------------------------------------------------------------------------


def test_update_order_duplicate_prereq_once(mm):
    mk = "a: b c b\n\t@echo A\nb: ;@echo B\nc: b\n\t@echo C\n"
    assert run(mm, mk) == (0, "B\nC\nA\n", "")


def test_update_order_extra_first(mm):
    mk = ".EXTRA_PREREQS = e\na: c\n\t@echo A $^\ne: ;@echo E\nc: ;@echo C\n"
    assert run(mm, mk) == (0, "E\nC\nA c\n", "")


def test_update_order_goal_twice(mm):
    assert run(mm, "a: ;@echo A\nb: ;@echo B\n", "a", "b", "a") == (
        0, "A\nB\nminimake: 'a' is up to date.\n", "")
