import os

import pytest

from conftest import set_time, touch, write, mtime


CHAIN = "all: mid\n\t@echo all\nmid: src\n\t@echo mid\n"


def test_up_to_date(mk):
    r = mk("t: s\n\t@echo build\n", "t", files={"s": 0, "t": 10})
    assert r.rc == 0
    assert r.out == "minimake: 't' is up to date.\n"


def test_out_of_date_newer_prereq(mk):
    r = mk("t: s\n\t@echo build\n", files={"s": 10, "t": 0})
    assert r.out == "build\n"


def test_equal_times_up_to_date(mk):
    r = mk("t: s\n\t@echo build\n", files={"s": 5, "t": 5})
    assert r.out == "minimake: 't' is up to date.\n"


def test_nanosecond_precision(mk):
    touch(mk.dir / "s")
    touch(mk.dir / "t")
    os.utime(str(mk.dir / "t"), ns=(1_600_000_000_000_000_000, 1_600_000_000_000_000_000))
    os.utime(str(mk.dir / "s"), ns=(1_600_000_000_000_000_500, 1_600_000_000_000_000_500))
    r = mk("t: s\n\t@echo build\n")
    assert r.out == "build\n"


def test_missing_target_built(mk):
    r = mk("t: s\n\t@echo build\n", files={"s": 0})
    assert r.out == "build\n"


def test_nothing_to_be_done(mk):
    r = mk("t: s\n", files={"s": 0, "t": 10})
    assert r.out == "minimake: nothing to be done for 't'.\n"


def test_chain_remade(mk):
    r = mk(CHAIN, files={"src": 10, "mid": 0, "all": 20})
    assert r.out == "mid\nall\n"


def test_chain_up_to_date(mk):
    r = mk(CHAIN, files={"src": 0, "mid": 10, "all": 20})
    assert r.out == "minimake: 'all' is up to date.\n"


def test_prereq_remade_makes_target_out_of_date(mk):
    # mid's recipe doesn't touch the file, but it counts as remade
    r = mk(CHAIN, files={"src": 10, "mid": 0, "all": 30})
    assert r.out == "mid\nall\n"


def test_force_rule(mk):
    r = mk("t: FORCE\n\t@echo build\nFORCE:\n", files={"t": 10})
    assert r.out == "build\n"


def test_goal_message_prereq_ran(mk):
    r = mk("all: a\na:\n\t@echo a\n")
    assert r.out == "a\n"


def test_goal_message_empty_semicolon(mk):
    r = mk("a: ;\n", files={})
    assert r.out == "minimake: nothing to be done for 'a'.\n"


def test_goal_message_empty_expansion(mk):
    r = mk("a: ; $(E)\n")
    assert r.out == "minimake: 'a' is up to date.\n"


def test_goal_message_silenced(mk):
    r = mk("t: s\n\t@echo build\n", "-s", files={"s": 0, "t": 10})
    assert r.out == ""


def test_phony_without_recipe(mk):
    r = mk(".PHONY: p\np:\n")
    assert r.out == "minimake: nothing to be done for 'p'.\n"


def test_phony_always_runs(mk):
    r = mk(".PHONY: p\np:\n\t@echo p\n", files={"p": 100})
    assert r.out == "p\n"


def test_phony_dependents_out_of_date(mk):
    r = mk(".PHONY: p\nt: p\n\t@echo t\np:\n", files={"t": 100})
    assert r.out == "t\n"


def test_phony_no_pattern(mk):
    r = mk(".PHONY: x.o\n%.o:\n\t@echo pat\n", "x.o")
    assert r.out == "minimake: nothing to be done for 'x.o'.\n"


def test_phony_no_rule_ok(mk):
    r = mk(".PHONY: p\nall: p\n\t@echo all\n")
    assert r.rc == 0
    assert r.out == "all\n"


def test_update_order_depth_first(mk):
    r = mk("all: a b\n\t@echo all\na: c\n\t@echo a\nb: c\n\t@echo b\nc:\n\t@echo c\n")
    assert r.out == "c\na\nb\nall\n"


def test_update_order_orderonly_last(mk):
    r = mk("all: | o\nall: n\n\t@echo all\no:\n\t@echo o\nn:\n\t@echo n\n")
    assert r.out == "n\no\nall\n"


def test_duplicate_prereq_once(mk):
    r = mk("all: a b a\n\t@echo $^ / $+\na:\n\t@echo A\nb:\n\t@echo B\n")
    assert r.out == "A\nB\na b / a b a\n"


# ---- automatic variables ----

def test_auto_vars_basic(mk):
    r = mk("t: a b | o\n\t@echo [$@][$<][$^][$|][$*]\n", files={"a": 0, "b": 0, "o": 0})
    assert r.out == "[t][a][a b][o][]\n"


def test_auto_dup_over_rules(mk):
    r = mk("a: b\na: c b\n\t@echo [$^][$+]\n", "a", files={"b": 0, "c": 0})
    assert r.out == "[b c][b c b]\n"


def test_auto_question_newer_only(mk):
    r = mk("t: a b c\n\t@echo [$?]\n", files={"a": 0, "b": 20, "c": 30, "t": 10})
    assert r.out == "[b c]\n"


def test_auto_question_missing_target(mk):
    r = mk("t: a b\n\t@echo [$?]\n", files={"a": 0, "b": 0})
    assert r.out == "[a b]\n"


def test_auto_question_includes_remade(mk):
    r = mk("t: a b\n\t@echo [$?]\na:\n\t@:\n", files={"b": 0, "t": 10})
    assert r.out == "[a]\n"


def test_auto_question_rule_without_recipe_no_file(mk):
    r = mk("t: a b\n\t@echo [$?]\na:\n", files={"b": 0, "t": 10})
    assert r.out == "[a]\n"


def test_orderonly_not_out_of_date(mk):
    r = mk("t: | o\n\t@echo t\n", files={"o": 20, "t": 10})
    assert r.out == "minimake: 't' is up to date.\n"


def test_orderonly_remade_not_out_of_date(mk):
    r = mk("t: | o\n\t@echo t\no:\n\t@echo o\n", files={"t": 10})
    assert r.out == "o\n"


def test_orderonly_only_vars(mk):
    r = mk("t: | o p\n\t@echo [$<][$^][$|]\n", files={"o": 0, "p": 0})
    assert r.out == "[][][o p]\n"


def test_orderonly_union(mk):
    r = mk("a: x | y\na: | z\n\t@echo [$|]\n", "a", files={"x": 0, "y": 0, "z": 0})
    assert r.out == "[y z]\n"


def test_orderonly_both_lists(mk):
    r = mk("a: x | x\n\t@echo [$^][$|]\nx:\n\t@echo X\n", "a")
    assert r.out == "X\n[x][x]\n"


def test_orderonly_missing_error(mk):
    r = mk("t: | nope\n\t@echo t\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: no rule to make target 'nope', needed by 't'"


def test_dir_file_forms(mk):
    r = mk("lib/util.o: lib/util.c\n\t@echo $(@D) $(@F) $(<F) $(<D)\n",
           files={"lib/util.c": 0})
    assert r.out == "lib util.o util.c lib\n"


def test_dir_forms_list(mk):
    r = mk("t: a/b c d/e\n\t@echo [$(^D)][$(^F)]\n", files={"a/b": 0, "c": 0, "d/e": 0})
    assert r.out == "[a . d][b c e]\n"


def test_dir_forms_special(mk):
    r = mk("t: ./x\n\t@echo [$(<D)][$(<F)][$(@D)]\n", files={"x": 0})
    assert r.out == "[.][x][.]\n"


def test_dir_forms_trailing_slash(mk):
    r = mk("a/:\n\t@echo [$(@D)][$(@F)]\n", "a/")
    assert r.out == "[a][]\n"


def test_dir_forms_root(mk):
    r = mk("t: /tmp\n\t@echo [$(<D)][$(<F)]\n", "t")
    assert r.out == "[/][tmp]\n"


def test_dir_forms_empty(mk):
    r = mk("t:\n\t@echo [$(<D)][$(^F)][$(|D)]\n")
    assert r.out == "[][][]\n"


def test_stem_forms(mk):
    r = mk("%.o:\n\t@echo [$*][$(*D)][$(*F)]\n", "dir/x.c.o")
    assert r.out == "[dir/x.c][dir][x.c]\n"


def test_target_specific_auto(mk):
    r = mk("a: x = $@\na:\n\t@echo $(x)\n")
    assert r.out == "a\n"


def test_value_of_auto_in_recipe(mk):
    r = mk("a:\n\t@echo $(value @) $(origin @)\n")
    assert r.out == "a automatic\n"


# ---- recipe parsing ----

def test_recipe_semicolon(mk):
    r = mk("a: ;   echo semi # gone\n")
    assert r.out == "echo semi\nsemi\n"


def test_recipe_hash_kept(mk):
    r = mk("a:\n\techo x # y\n")
    assert r.out == "echo x # y\nx\n"


def test_recipe_blank_and_comment_lines(mk):
    r = mk("a:\n\t@echo 1\n\n# c\n\t@echo 2\n")
    assert r.out == "1\n2\n"


def test_recipe_conditional_inside(mk):
    r = mk("a:\n\t@echo 1\nifeq (x,y)\n\t@echo no\nelse\n\t@echo 2\nendif\n\t@echo 3\n")
    assert r.out == "1\n2\n3\n"


def test_recipe_ended_by_assignment(mk):
    r = mk("a:\n\t@echo 1\nX = 2\n\t@echo 3\n")
    assert r.rc == 2
    assert r.errlines[-1].startswith("minimake: Makefile:4: recipe commences before first target")


def test_recipe_before_first_target(mk):
    r = mk("\n\techo hi\na: ; @:\n")
    assert r.rc == 2
    assert r.errlines[-1].startswith("minimake: Makefile:2: recipe commences before first target")


def test_tab_info_before_rule(mk):
    r = mk("\t$(info x)\na: ; @:\n")
    assert r.rc == 0
    assert r.out == "x\n"


def test_missing_separator(mk):
    r = mk("a: ; @:\n\nfoo bar\n")
    assert r.rc == 2
    assert r.errlines[-1].startswith("minimake: Makefile:3: missing separator")


def test_missing_separator_from_expansion(mk):
    r = mk("a$(C)b\nall: ; @:\n", "C=:")
    assert r.rc == 2
    assert r.errlines[-1].startswith("minimake: Makefile:1: missing separator")


def test_ifeq_paren_not_directive(mk):
    r = mk("ifeq(a,b)\nall: ; @:\n")
    assert r.rc == 2
    assert "missing separator" in r.err


def test_recipe_continuation(mk):
    r = mk("a:\n\techo \"x\\\n\ty\"\n")
    assert r.out == "echo \"x\\\ny\"\nxy\n"


def test_recipe_continuation_unquoted(mk):
    r = mk("a:\n\t@echo one \\\n\ttwo\n")
    assert r.out == "one two\n"


def test_target_continuation(mk):
    r = mk("x\\\n:\n\t@echo x\n")
    assert r.out == "x\n"


def test_target_specific_line_no_recipe(mk):
    r = mk("a: X = 1\n\t@echo no\nall: ; @:\n")
    assert r.rc == 2
    assert "recipe commences before first target" in r.err


def test_rule_comment_ends_prereqs(mk):
    r = mk("a: b # c\n\t@echo [$^]\nb: ; @:\n")
    assert r.out == "[b]\n"


def test_rule_multiple_targets(mk):
    r = mk("all: x y\nx y:\n\t@echo $@\n")
    assert r.out == "x\ny\n"


def test_rule_empty_targets(mk):
    r = mk("$(E): foo\nall: ; @echo ok\n")
    assert r.out == "ok\n"


def test_prereqs_fixed_at_read(mk):
    r = mk("P = a\nall: $(P)\n\t@echo [$^]\nP = b\na: ; @:\nb: ; @:\n")
    assert r.out == "[a]\n"


def test_recipe_expanded_late(mk):
    r = mk("all:\n\t@echo $(X)\nX = late\n")
    assert r.out == "late\n"


def test_mixed_rules_error(mk):
    r = mk("a %.o: b\n\t@:\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:1: mixed implicit and normal rules"


def test_recipe_prefix_variable(mk):
    r = mk(".RECIPEPREFIX = >\nall:\n>@echo gt\n")
    assert r.out == "gt\n"


def test_recipe_prefix_tab_not_recipe(mk):
    r = mk(".RECIPEPREFIX = >\nall:\n\t@echo tab\n")
    assert r.rc == 2


def test_recipe_prefix_reset(mk):
    r = mk(".RECIPEPREFIX = >\n.RECIPEPREFIX =\nall:\n\t@echo tab\n")
    assert r.out == "tab\n"


def test_recipe_prefix_cmdline(mk):
    r = mk(".RECIPEPREFIX = >\nall:\n+@echo plus\n", ".RECIPEPREFIX=+")
    assert r.out == "plus\n"


def test_recipe_prefix_cmdline_wins(mk):
    r = mk(".RECIPEPREFIX = >\nall:\n>@echo a\n", ".RECIPEPREFIX=+")
    assert r.rc == 2
    assert "missing separator" in r.err


def test_recipe_prefix_before_target(mk):
    r = mk(".RECIPEPREFIX = >\n>echo hi\nall: ; @:\n")
    assert r.rc == 2
    assert "Makefile:2: recipe commences before first target" in r.err


# ---- recipe override ----

def test_override_recipe_warning(mk):
    r = mk("all:\n\t@echo one\n\nall:\n\t@echo two\n")
    assert r.rc == 0
    assert r.out == "two\n"
    assert r.errlines == ["minimake: Makefile:4: warning: overriding recipe for target 'all'"]


def test_override_recipe_three(mk):
    r = mk("all: ; @echo 1\nall: ; @echo 2\nall: ; @echo 3\n")
    assert r.out == "3\n"
    assert r.errlines == ["minimake: Makefile:2: warning: overriding recipe for target 'all'",
                          "minimake: Makefile:3: warning: overriding recipe for target 'all'"]


def test_override_recipe_empty_semicolon(mk):
    r = mk("all:\n\t@echo one\nall: ;\n")
    assert r.out == "minimake: nothing to be done for 'all'.\n"
    assert "overriding recipe for target 'all'" in r.err


def test_no_recipe_rule_keeps(mk):
    r = mk("all:\n\t@echo one\nall: b\nb: ; @echo b\n")
    assert r.out == "b\none\n"
    assert r.err == ""


def test_same_target_twice_one_rule(mk):
    r = mk("a a:\n\t@echo a\n")
    assert r.out == "a\n"
    assert r.err == ""


def test_static_then_explicit_override(mk):
    r = mk("a.o: %.o: %.c\n\t@echo static\na.o:\n\t@echo explicit $<\n", files={"a.c": 0})
    assert r.out == "explicit a.c\n"
    assert "minimake: Makefile:3: warning: overriding recipe for target 'a.o'" in r.errlines


def test_pattern_does_not_override_explicit(mk):
    r = mk("x.o:\n\t@echo explicit\n%.o:\n\t@echo pattern\n")
    assert r.out == "explicit\n"


# ---- default goal ----

def test_default_goal_skips_dot(mk):
    r = mk(".PHONY: b\n.hidden: ; @echo hidden\nb: ; @echo b\n")
    assert r.out == "b\n"


def test_default_goal_dot_with_slash(mk):
    r = mk(".x/y: ; @echo dotslash\nb: ; @echo b\n")
    assert r.out == "dotslash\n"


def test_default_goal_not_pattern(mk):
    r = mk("%.o: ; @echo pat\nb: ; @echo b\n")
    assert r.out == "b\n"


def test_default_goal_not_target_specific(mk):
    r = mk("a: X = 1\nb: ; @echo b\n")
    assert r.out == "b\n"


def test_default_goal_first_of_multi(mk):
    r = mk("x y: ; @echo $@\n")
    assert r.out == "x\n"


def test_default_goal_from_include(mk):
    write(mk.dir / "inc.mk", "inc: ; @echo inc\n")
    r = mk("include inc.mk\nmain: ; @echo main\n")
    assert r.out == "inc\n"


def test_default_goal_variable(mk):
    r = mk(".DEFAULT_GOAL = b c\na: ; @echo a\nb: ; @echo b\nc: ; @echo c\n")
    assert r.out == "b\nc\n"


def test_default_goal_variable_empty(mk):
    r = mk("a: ; @echo a\n.DEFAULT_GOAL =\n")
    assert r.out == "a\n"


def test_default_goal_overridden_by_operand(mk):
    r = mk(".DEFAULT_GOAL = b\na: ; @echo a\nb: ; @echo b\n", "a")
    assert r.out == "a\n"


def test_no_targets(mk):
    r = mk(".PHONY: x\nX = 1\na: Y = 2\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: no targets"


def test_static_pattern_default_goal(mk):
    r = mk("a.o b.o: %.o:\n\t@echo $@ $*\n")
    assert r.out == "a.o a\n"


# ---- missing rules ----

def test_missing_prereq(mk):
    r = mk("all: nope\n\t@echo all\n")
    assert r.rc == 2
    assert r.errlines == ["minimake: no rule to make target 'nope', needed by 'all'"]
    assert r.out == ""


def test_missing_needed_by_direct_parent(mk):
    r = mk("all: mid\nmid: nope\n")
    assert r.errlines[-1] == "minimake: no rule to make target 'nope', needed by 'mid'"


def test_missing_goal_after_others(mk):
    r = mk("a: ; @echo a\n", "a", "b")
    assert r.rc == 2
    assert r.out == "a\n"
    assert r.errlines[-1] == "minimake: no rule to make target 'b'"


def test_first_missing_stops(mk):
    r = mk("all: x y\n\t@echo all\n")
    assert r.errlines == ["minimake: no rule to make target 'x', needed by 'all'"]


def test_rule_without_recipe_not_missing(mk):
    r = mk("all: x\n\t@echo all\nx:\n")
    assert r.rc == 0
    assert r.out == "all\n"


# ---- circular ----

def test_circular_self(mk):
    r = mk("a: a\n\t@echo [$^]\n")
    assert r.rc == 0
    assert r.out == "[a]\n"
    assert "minimake: warning: circular dependency 'a' <- 'a' dropped" in r.errlines


def test_circular_indirect(mk):
    r = mk("a: b\n\t@echo a\nb: a\n\t@echo b\n")
    assert r.rc == 0
    assert r.out == "b\na\n"
    assert r.errlines == ["minimake: warning: circular dependency 'b' <- 'a' dropped"]


def test_circular_orderonly_self(mk):
    r = mk("a: | a\n\t@echo ok\n")
    assert r.rc == 0
    assert "minimake: warning: circular dependency 'a' <- 'a' dropped" in r.errlines


# ---- recipe errors / exec ----

def test_recipe_error(mk):
    r = mk("all:\n\t@echo before\n\t@exit 3\n\t@echo after\n")
    assert r.rc == 2
    assert r.out == "before\n"
    assert r.errlines == ["minimake: *** [Makefile:3: all] Error 3"]


def test_recipe_error_status_mod(mk):
    r = mk("all:\n\t@exit 300\n")
    assert r.errlines == ["minimake: *** [Makefile:2: all] Error 44"]


def test_recipe_error_stops_later_goals(mk):
    r = mk("a: ; @exit 1\nb: ; @echo b\n", "a", "b")
    assert r.rc == 2
    assert r.out == ""


def test_recipe_error_continued_line_location(mk):
    r = mk("all:\n\t@true \\\n\t && false\n")
    assert r.errlines == ["minimake: *** [Makefile:2: all] Error 1"]


def test_recipe_signal(mk):
    r = mk("all:\n\t@kill -9 $$$$\n")
    assert r.rc == 2
    assert r.errlines == ["minimake: *** [Makefile:2: all] Signal 9"]


def test_ignored_error_dash(mk):
    r = mk("all:\n\t-@exit 2\n\t@echo after\n")
    assert r.rc == 0
    assert r.out == "after\n"
    assert r.errlines == ["minimake: [Makefile:2: all] Error 2 (ignored)"]


def test_ignored_error_echo(mk):
    r = mk("all:\n\t-exit 2\n")
    assert r.out == "exit 2\n"
    assert r.rc == 0


def test_prefix_whitespace(mk):
    r = mk("all:\n\t @ - echo x; exit 1\n\t@echo done\n")
    assert r.rc == 0
    assert r.out == "x\ndone\n"
    assert "(ignored)" in r.err


def test_prefix_from_variable(mk):
    r = mk("Q = @\nall:\n\t$(Q)echo quiet\n")
    assert r.out == "quiet\n"


def test_prefix_only_line_skipped(mk):
    r = mk("all:\n\t@\n", "all")
    assert r.out == "minimake: 'all' is up to date.\n"


def test_echo_shows_expanded(mk):
    r = mk("X = val\nall:\n\techo $(X) $$HOME_X\n")
    assert r.lines[0] == "echo val $HOME_X"


def test_echo_trailing_whitespace_kept(mk):
    r = mk("all:\n\techo a  \t$(E)\n", "-n")
    assert r.out == "echo a  \t\n"


def test_echo_leading_whitespace_removed(mk):
    r = mk("all:\n\t   echo a\n")
    assert r.out == "echo a\na\n"


def test_echo_order_with_output(mk):
    r = mk("all:\n\techo one\n\techo two\n")
    assert r.out == "echo one\none\necho two\ntwo\n"


def test_each_line_separate_shell(mk):
    r = mk("all:\n\t@X=1\n\t@echo [$$X]\n")
    assert r.out == "[]\n"


def test_shell_variable(mk):
    write(mk.dir / "myshell", "#!/bin/sh\necho \"myshell:$*\"\n")
    os.chmod(str(mk.dir / "myshell"), 0o755)
    r = mk("SHELL = ./myshell\nall:\n\t@cmd\n")
    assert r.out == "myshell:-c cmd\n"


def test_shellflags_variable(mk):
    write(mk.dir / "myshell", "#!/bin/sh\necho \"$#:$1:$2:$3\"\n")
    os.chmod(str(mk.dir / "myshell"), 0o755)
    r = mk("SHELL = ./myshell\n.SHELLFLAGS = -x -y\nall:\n\t@cmd here\n")
    assert r.out == "3:-x:-y:cmd here\n"


def test_shell_cannot_run(mk):
    r = mk("SHELL = /nonexistent/sh\nall:\n\t@echo hi\n")
    assert r.rc == 2
    assert "minimake: cannot run '/nonexistent/sh': No such file or directory" in r.errlines
    assert r.errlines[-1] == "minimake: *** [Makefile:3: all] Error 127"


def test_shell_cannot_run_ignored(mk):
    r = mk("SHELL = /nonexistent/sh\nall:\n\t@echo hi\n\t@echo ho\n", "-i")
    assert r.rc == 0
    assert r.errlines == [
        "minimake: cannot run '/nonexistent/sh': No such file or directory",
        "minimake: [Makefile:3: all] Error 127 (ignored)",
        "minimake: cannot run '/nonexistent/sh': No such file or directory",
        "minimake: [Makefile:4: all] Error 127 (ignored)",
    ]


def test_target_specific_shell(mk):
    write(mk.dir / "myshell", "#!/bin/sh\necho \"my:$2\"\n")
    os.chmod(str(mk.dir / "myshell"), 0o755)
    r = mk("all: a\n\t@echo plain\na: SHELL = ./myshell\na:\n\t@x\n")
    assert r.out == "my:x\nplain\n"


def test_recipe_expanded_before_commands(mk):
    r = mk("all:\n\techo one\n\t$(info expanded)@echo two\n")
    assert r.out == "expanded\necho one\none\ntwo\n"


def test_recipe_wildcard_sees_prereq_output(mk):
    r = mk("all: gen\n\t@echo [$(wildcard g.out)]\ngen:\n\t@touch g.out\n")
    assert r.out == "[g.out]\n"


def test_recipe_wildcard_not_same_recipe(mk):
    r = mk("all:\n\t@touch g.out\n\t@echo [$(wildcard g.out)]\n")
    assert r.out == "[]\n"


def test_recipe_eval_affects_later(mk):
    r = mk("all: a b\na:\n\t@echo $(eval V = set)a\nb:\n\t@echo [$(V)]\n")
    assert r.out == "a\n[set]\n"


def test_recipe_sees_end_values(mk):
    r = mk("X = 1\nall: ; @echo $(X)\nX = 2\n")
    assert r.out == "2\n"


def test_multiline_var_dash_later(mk):
    r = mk("define C\necho a\n-exit 3\necho b\nendef\nall:\n\t@$(C)\n")
    assert r.rc == 0
    assert r.out == "a\nb\n"
    assert r.errlines == ["minimake: [Makefile:7: all] Error 3 (ignored)"]


def test_multiline_split_backslash_newline_kept(mk):
    r = mk("define C\necho a \\\nb\nendef\nall:\n\t@$(C)\n")
    assert r.out == "a b\n"
