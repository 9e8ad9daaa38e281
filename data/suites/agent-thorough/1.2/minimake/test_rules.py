"""Explicit, double-colon, grouped and order-only rules; recipes; recipe override;
the default goal."""
import os

import pytest

from conftest import run, write, mtime, OLD, MID, NEW

# ---------------------------------------------------------- explicit rules


def test_multi_target_rule_each_own_target(tmp_path):
    r = run(tmp_path, "a", "b", makefile="a b:\n\t@echo \"[$@]\"\n")
    assert r.out == "[a]\n[b]\n"


def test_prerequisites_concatenated(tmp_path):
    mk = "all: b\nall: c\n\t@echo \"[$^]\"\nall: d\nb c d:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[b c d]\n"


def test_empty_target_list_does_nothing(tmp_path):
    mk = "$(E): foo\n\t@echo never\nall:\n\t@echo all\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 0
    assert r.out == "all\n"


def test_semicolon_empty_recipe(tmp_path):
    r = run(tmp_path, makefile="all: ;\n")
    assert r.rc == 0
    assert r.out == "minimake: nothing to be done for 'all'.\n"


def test_mixed_implicit_and_normal(tmp_path):
    r = run(tmp_path, makefile="all:;@:\na %.o: b\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: mixed implicit and normal rules\n"


def test_prerequisites_fixed_when_read(tmp_path):
    mk = "P = x\nall: $(P)\n\t@echo \"[$^] [$(P)]\"\nP = y\nx y:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[x] [y]\n"


def test_targets_expanded(tmp_path):
    mk = "T = one two\n$(T):\n\t@echo \"[$@]\"\n"
    assert run(tmp_path, "two", makefile=mk).out == "[two]\n"


def test_multi_target_order_as_needed(tmp_path):
    mk = "all: b a\n\t@:\na b:\n\t@echo \"[$@]\"\n"
    assert run(tmp_path, makefile=mk).out == "[b]\n[a]\n"


# ------------------------------------------------------ double-colon rules

LOG = "log:: a\n\t@echo a changed\nlog:: b\n\t@echo b changed\n"


def test_double_colon_only_changed_rule(tmp_path):
    write(tmp_path / "a", "", NEW)
    write(tmp_path / "b", "", OLD)
    write(tmp_path / "log", "", MID)
    r = run(tmp_path, makefile=LOG)
    assert r.rc == 0
    assert r.out == "a changed\n"


def test_double_colon_target_missing_all_rules(tmp_path):
    write(tmp_path / "a", "", OLD)
    write(tmp_path / "b", "", OLD)
    assert run(tmp_path, makefile=LOG).out == "a changed\nb changed\n"


def test_double_colon_up_to_date(tmp_path):
    write(tmp_path / "a", "", OLD)
    write(tmp_path / "b", "", OLD)
    write(tmp_path / "log", "", NEW)
    assert run(tmp_path, makefile=LOG).out == "minimake: 'log' is up to date.\n"


def test_double_colon_no_prerequisites_always_runs(tmp_path):
    write(tmp_path / "t", "", NEW)
    assert run(tmp_path, makefile="t::\n\t@echo ran\n").out == "ran\n"


def test_double_colon_own_automatic_variables(tmp_path):
    write(tmp_path / "a", "", NEW)
    write(tmp_path / "b", "", NEW)
    write(tmp_path / "c", "", OLD)
    write(tmp_path / "t", "", MID)
    mk = "t:: a c\n\t@echo \"1 [$^] [$?] [$*]\"\nt:: b\n\t@echo \"2 [$^] [$?]\"\n"
    assert run(tmp_path, makefile=mk).out == "1 [a c] [a] []\n2 [b] [b]\n"


def test_double_colon_B(tmp_path):
    write(tmp_path / "a", "", OLD)
    write(tmp_path / "b", "", OLD)
    write(tmp_path / "log", "", NEW)
    assert run(tmp_path, "-B", makefile=LOG).out == "a changed\nb changed\n"


def test_double_colon_time_reread_after_recipe(tmp_path):
    write(tmp_path / "a", "", MID)
    write(tmp_path / "b", "", NEW)
    mk = "log:: a\n\t@echo one; touch log\nlog:: b\n\t@echo two\n"
    r = run(tmp_path, makefile=mk)
    assert r.out == "one\n"


def test_double_colon_remade_prerequisite(tmp_path):
    write(tmp_path / "log", "", NEW)
    write(tmp_path / "b", "", OLD)
    mk = "log:: a\n\t@echo rule1\nlog:: b\n\t@echo rule2\na:\n\t@echo make-a\n"
    assert run(tmp_path, makefile=mk).out == "make-a\nrule1\n"


def test_both_colon_kinds_error(tmp_path):
    r = run(tmp_path, makefile="x: a\n\nx:: b\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:3: target 'x' has both : and :: rules\n"


def test_both_colon_kinds_error_other_order(tmp_path):
    r = run(tmp_path, makefile="x:: a\nx: b\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: target 'x' has both : and :: rules\n"


def test_double_colon_pattern_rejected(tmp_path):
    r = run(tmp_path, makefile="all:;@:\n%.o:: %.c\n\tcc\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: double-colon pattern rules are not supported\n"


def test_double_colon_static_pattern_rejected(tmp_path):
    r = run(tmp_path, makefile="all:;@:\na.o:: %.o: %.c\n\tcc\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: double-colon static pattern rules are not supported\n"


def test_double_colon_default_goal(tmp_path):
    r = run(tmp_path, makefile="t::\n\t@echo t\nall:\n\t@echo all\n")
    assert r.out == "t\n"


def test_double_colon_target_specific(tmp_path):
    r = run(tmp_path, makefile="t:: X = 1\nt::\n\t@echo \"[$(X)]\"\n")
    assert r.out == "[1]\n"


def test_double_colon_without_recipe_lines_message(tmp_path):
    write(tmp_path / "t", "")
    r = run(tmp_path, makefile="t::\n")
    assert r.rc == 0
    assert r.out == "minimake: nothing to be done for 't'.\n"


def test_double_colon_counts_as_remade(tmp_path):
    write(tmp_path / "all", "", NEW)
    write(tmp_path / "a", "", OLD)
    mk = "all: t\n\t@echo \"all [$?]\"\nt::\n\t@echo t\n"
    assert run(tmp_path, makefile=mk).out == "t\nall [t]\n"


# ---------------------------------------------------------- grouped targets

GROUP = "a b &: src\n\t@echo run $@; touch a b\n"


def test_grouped_recipe_runs_once(tmp_path):
    write(tmp_path / "src", "", OLD)
    r = run(tmp_path, "a", "b", makefile=GROUP)
    assert r.rc == 0
    assert r.out == "run a\nminimake: 'b' is up to date.\n"


def test_grouped_recipe_once_as_prerequisites(tmp_path):
    write(tmp_path / "src", "", OLD)
    r = run(tmp_path, makefile="all: b a\n\t@echo all\n" + GROUP)
    assert r.out == "run b\nall\n"


def test_grouped_missing_member_makes_out_of_date(tmp_path):
    write(tmp_path / "src", "", OLD)
    write(tmp_path / "a", "", NEW)
    r = run(tmp_path, "a", makefile=GROUP)
    assert r.out == "run a\n"


def test_grouped_all_present_up_to_date(tmp_path):
    write(tmp_path / "src", "", OLD)
    write(tmp_path / "a", "", NEW)
    write(tmp_path / "b", "", NEW)
    r = run(tmp_path, "a", makefile=GROUP)
    assert r.out == "minimake: 'a' is up to date.\n"


def test_grouped_double_colon_rejected(tmp_path):
    r = run(tmp_path, makefile="all:;@:\na b &:: c\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: grouped targets cannot have double-colon rules\n"


def test_grouped_static_pattern_rejected(tmp_path):
    r = run(tmp_path, makefile="all:;@:\na.x b.x &: %.x: %.y\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: grouped targets cannot have static pattern rules\n"


def test_grouped_patterns_rejected(tmp_path):
    r = run(tmp_path, makefile="all:;@:\n%.a %.b &: %.c\n\tcc\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: grouped targets cannot be patterns\n"


def test_grouped_under_n_printed_once(tmp_path):
    write(tmp_path / "src", "", OLD)
    r = run(tmp_path, "-n", "a", "b", makefile="a b &: src\n\ttouch a b\n")
    assert r.out == "touch a b\nminimake: 'b' is up to date.\n"


def test_grouped_under_t_only_first_touched(tmp_path):
    write(tmp_path / "src", "", OLD)
    r = run(tmp_path, "-t", "a", "b", makefile="a b &: src\n\ttouch a b\n")
    assert r.out == "touch a\nminimake: 'b' is up to date.\n"
    assert (tmp_path / "a").exists()
    assert not (tmp_path / "b").exists()


def test_grouped_failure_with_k_reruns(tmp_path):
    mk = "all: a b\na b &:\n\t@echo try $@; false\n"
    r = run(tmp_path, "-k", makefile=mk)
    assert r.rc == 2
    assert r.out == "try a\ntry b\n"
    assert r.err == ("minimake: *** [Makefile:3: a] Error 1\n"
                     "minimake: *** [Makefile:3: b] Error 1\n"
                     "minimake: target 'all' not remade because of errors\n")


# ---------------------------------------------------- order-only prerequisites

def test_order_only_not_making_out_of_date(tmp_path):
    write(tmp_path / "t", "", MID)
    write(tmp_path / "o", "", NEW)
    r = run(tmp_path, makefile="t: | o\n\t@echo remade\n")
    assert r.out == "minimake: 't' is up to date.\n"


def test_order_only_remade_does_not_count(tmp_path):
    write(tmp_path / "t", "", NEW)
    r = run(tmp_path, makefile="t: | o\n\t@echo remade\no:\n\t@echo o\n")
    assert r.out == "o\n"


def test_order_only_automatic_variables(tmp_path):
    mk = "t: a | o p\n\t@echo \"[$<] [$^] [$+] [$?] [$|]\"\na o p:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[a] [a] [a] [a] [o p]\n"


def test_order_only_missing_is_error(tmp_path):
    r = run(tmp_path, makefile="t: | nope\n\t@echo t\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'nope', needed by 't'\n"


def test_only_order_only_prereqs_empty_first(tmp_path):
    mk = "t: | o\n\t@echo \"[$<] [$^]\"\no:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[] []\n"


def test_name_both_normal_and_order_only(tmp_path):
    mk = "t: x | x\n\t@echo \"[$^] [$|]\"\nx:\n\t@echo make-x\n"
    assert run(tmp_path, makefile=mk).out == "make-x\n[x] [x]\n"


def test_order_only_union(tmp_path):
    mk = "a: x | y\na: | z\n\t@echo \"[$|] [$^]\"\nx y z:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[y z] [x]\n"


def test_order_only_after_normal(tmp_path):
    mk = "a: | o1\na: n1\n\t@:\no1:\n\t@echo o1\nn1:\n\t@echo n1\n"
    assert run(tmp_path, makefile=mk).out == "n1\no1\n"


def test_missing_target_remade_despite_order_only(tmp_path):
    write(tmp_path / "o", "", OLD)
    assert run(tmp_path, makefile="t: | o\n\t@echo remade\n").out == "remade\n"


# ---------------------------------------------------------------- recipes

def test_blank_and_comment_lines_in_recipe(tmp_path):
    mk = "all:\n\t@echo one\n\n# comment\n   \n\t@echo two\n"
    assert run(tmp_path, makefile=mk).out == "one\ntwo\n"


def test_assignment_ends_recipe(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@echo one\nX = 1\n\t@echo two\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:4: recipe commences before first target\n"


def test_recipe_line_not_comment_stripped(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@echo 'a # b'\n")
    assert r.out == "a # b\n"


def test_continued_recipe_line(tmp_path):
    r = run(tmp_path, makefile="all:\n\techo a \\\n\tb\n")
    assert r.out == "echo a \\\nb\na b\n"


def test_continued_recipe_quoted_string(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@echo \"a\\\n\tb\"\n")
    assert r.out == "ab\n"


def test_continued_recipe_without_prefix_on_next_line(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@echo a \\\nb\n\t@echo c\n")
    assert r.out == "a b\nc\n"


def test_semicolon_recipe_whitespace_removed(tmp_path):
    r = run(tmp_path, makefile="all: ;    echo hi\n")
    assert r.out == "echo hi\nhi\n"


def test_semicolon_recipe_then_more_lines(tmp_path):
    r = run(tmp_path, makefile="all: ; @echo one\n\t@echo two\n")
    assert r.out == "one\ntwo\n"


def test_tab_line_not_in_recipe_read_normally(tmp_path):
    r = run(tmp_path, makefile="X = 1\nall:\n\t@echo \"[$(Y)]\"\nY = 2\n\tZ = 3\n")
    assert r.rc == 0
    assert r.out == "[2]\n"


def test_target_specific_line_does_not_start_recipe(tmp_path):
    r = run(tmp_path, makefile="a: X = 1\n\t@echo hi\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: recipe commences before first target\n"


def test_target_specific_line_ends_recipe(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@echo a\nall: X = 1\n\t@echo b\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:4: recipe commences before first target\n"


def test_rule_line_ends_recipe(tmp_path):
    r = run(tmp_path, "a", "b", makefile="a:\n\t@echo a\nb:\n\t@echo b\n")
    assert r.out == "a\nb\n"


# --------------------------------------------------------- recipe override

def test_override_warning_and_last_recipe(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@echo 1\nall:\n\t@echo 2\n")
    assert r.rc == 0
    assert r.out == "2\n"
    assert r.err == "minimake: Makefile:3: warning: overriding recipe for target 'all'\n"


def test_override_three_rules_two_warnings(tmp_path):
    mk = "all:\n\t@echo 1\nall:\n\t@echo 2\n\nall:\n\t@echo 3\n"
    r = run(tmp_path, makefile=mk)
    assert r.out == "3\n"
    assert r.err == ("minimake: Makefile:3: warning: overriding recipe for target 'all'\n"
                     "minimake: Makefile:6: warning: overriding recipe for target 'all'\n")


def test_override_empty_semicolon_recipe(tmp_path):
    r = run(tmp_path, makefile="a:\n\t@echo 1\na: ;\n")
    assert r.out == "minimake: nothing to be done for 'a'.\n"
    assert r.err == "minimake: Makefile:3: warning: overriding recipe for target 'a'\n"


def test_rule_without_recipe_keeps_recipe(tmp_path):
    r = run(tmp_path, makefile="a:\n\t@echo \"[$^]\"\na: b\nb:;@:\n")
    assert r.out == "[b]\n"
    assert r.err == ""


def test_override_multi_target_warns_each(tmp_path):
    mk = "a:\n\t@echo 1\nb:\n\t@echo 1\na b c:\n\t@echo 2 $@\n"
    r = run(tmp_path, "a", "b", "c", makefile=mk)
    assert r.out == "2 a\n2 b\n2 c\n"
    assert r.err == ("minimake: Makefile:5: warning: overriding recipe for target 'a'\n"
                     "minimake: Makefile:5: warning: overriding recipe for target 'b'\n")


def test_same_target_twice_in_rule_no_warning(tmp_path):
    r = run(tmp_path, makefile="a a:\n\t@echo once\n")
    assert r.out == "once\n"
    assert r.err == ""


def test_pattern_rule_does_not_replace_explicit(tmp_path):
    write(tmp_path / "x.c", "")
    mk = "x.o:\n\t@echo explicit\n%.o: %.c\n\t@echo pattern\n"
    r = run(tmp_path, makefile=mk)
    assert r.out == "explicit\n"
    assert r.err == ""


def test_static_pattern_and_explicit_replace(tmp_path):
    write(tmp_path / "a.c", "")
    mk = "a.o: %.o: %.c\n\t@echo static\na.o:\n\t@echo \"explicit [$<]\"\n"
    r = run(tmp_path, makefile=mk)
    assert r.out == "explicit [a.c]\n"
    assert r.err == "minimake: Makefile:3: warning: overriding recipe for target 'a.o'\n"


def test_pattern_rules_kept_side_by_side(tmp_path):
    write(tmp_path / "x.c", "")
    mk = "all: x.o\n%.o: %.c\n\t@echo first\n%.o: %.c\n\t@echo second\n"
    r = run(tmp_path, makefile=mk)
    assert r.out == "first\n"
    assert r.err == ""


def test_override_warning_semicolon_location(tmp_path):
    r = run(tmp_path, makefile="a: ; @echo 1\n\na: ; @echo 2\n")
    assert r.out == "2\n"
    assert r.err == "minimake: Makefile:3: warning: overriding recipe for target 'a'\n"


def test_default_target_override_warning(tmp_path):
    mk = "all: x\n.DEFAULT:\n\t@echo 1 $@\n.DEFAULT:\n\t@echo 2 $@\n"
    r = run(tmp_path, makefile=mk)
    assert r.out == "2 x\n"
    assert r.err == "minimake: Makefile:4: warning: overriding recipe for target '.DEFAULT'\n"


# ---------------------------------------------------------- default goal

def test_default_goal_skips_dot_names(tmp_path):
    r = run(tmp_path, makefile=".hidden:\n\t@echo hidden\nreal:\n\t@echo real\n")
    assert r.out == "real\n"


def test_default_goal_dot_with_slash(tmp_path):
    r = run(tmp_path, makefile=".x/y:\n\t@echo dotslash\nreal:\n\t@echo real\n")
    assert r.out == "dotslash\n"


def test_default_goal_not_pattern_or_prerequisite(tmp_path):
    mk = "%.o: %.c\n\t@echo p\nx: y\n\t@echo x\n"
    r = run(tmp_path, makefile=mk + "y:\n\t@echo y\n")
    assert r.out == "y\nx\n"


def test_default_goal_not_target_specific_only(tmp_path):
    r = run(tmp_path, makefile="tv: X = 1\nreal:\n\t@echo real\n")
    assert r.out == "real\n"


def test_no_targets(tmp_path):
    r = run(tmp_path, makefile="X = 1\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: no targets\n"


def test_no_targets_only_special(tmp_path):
    r = run(tmp_path, makefile=".PHONY: a\n.SILENT:\n%.o: %.c\n\tcc\n")
    assert r.rc == 2
    assert r.err == "minimake: no targets\n"


def test_no_targets_only_target_specific(tmp_path):
    r = run(tmp_path, makefile="a: X = 1\n")
    assert r.rc == 2
    assert r.err == "minimake: no targets\n"


def test_default_goal_first_of_multi_target(tmp_path):
    r = run(tmp_path, makefile="a b:\n\t@echo \"[$@]\"\n")
    assert r.out == "[a]\n"


def test_default_goal_static_pattern(tmp_path):
    write(tmp_path / "a.c", "")
    r = run(tmp_path, makefile="a.o b.o: %.o: %.c\n\t@echo \"[$@]\"\n")
    assert r.out == "[a.o]\n"


def test_default_goal_variable_overrides(tmp_path):
    r = run(tmp_path, makefile="a:\n\t@echo a\nb:\n\t@echo b\n.DEFAULT_GOAL := b\n")
    assert r.out == "b\n"


def test_default_goal_empty_target_list_skipped(tmp_path):
    r = run(tmp_path, makefile="$(NONE): x\nreal:\n\t@echo real\n")
    assert r.out == "real\n"
