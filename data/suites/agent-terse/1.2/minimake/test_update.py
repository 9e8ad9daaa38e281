import os

import pytest

from conftest import T0


# ------------------------------------------------------------------ phony

def test_phony_runs_even_if_file_newer(mk):
    mk.write("all", "", age=0)
    r = mk.run(mf=".PHONY: all\nall:\n\t@echo run\n")
    assert r.out == "run\n"


def test_phony_declared_after(mk):
    mk.write("all", "", age=0)
    r = mk.run(mf="all:\n\t@echo run\n.PHONY: all\n")
    assert r.out == "run\n"


def test_phony_makes_dependents_out_of_date(mk):
    mk.write("all", "", age=0)
    r = mk.run(mf=".PHONY: p\nall: p\n\t@echo all\np:\n")
    assert r.out == "all\n"


def test_phony_without_rule(mk):
    r = mk.run(mf=".PHONY: x\nall: x\n\t@echo all\n")
    assert r.rc == 0
    assert r.out == "all\n"


def test_phony_goal_twice(mk):
    r = mk.run("p", "p", mf=".PHONY: p\np:\n\t@echo run\n")
    assert r.out == "run\nminimake: 'p' is up to date.\n"


def test_phony_goal_without_recipe(mk):
    r = mk.run("p", mf=".PHONY: p\np:\n")
    assert r.out == "minimake: nothing to be done for 'p'.\n"


def test_phony_once_per_run(mk):
    r = mk.run(mf=".PHONY: p\nall: a b\na: p\nb: p\np:\n\t@echo p\n")
    assert r.out == "p\n"


# ------------------------------------------------------ .SILENT and .IGNORE

def test_silent_named(mk):
    r = mk.run(mf=".SILENT: all\nall: b\n\techo all\nb:\n\techo b\n")
    assert r.out == "echo b\nb\nall\n"


def test_silent_all(mk):
    r = mk.run(mf=".SILENT:\nall: b\n\techo all\nb:\n\techo b\n")
    assert r.out == "b\nall\n"


def test_silent_after_target(mk):
    r = mk.run(mf="all:\n\techo all\n.SILENT: all\n")
    assert r.out == "all\n"


def test_silent_percent_not_pattern(mk):
    r = mk.run("x.o", mf=".SILENT: %.o\nx.o:\n\techo x\n")
    assert r.out == "echo x\nx\n"


def test_ignore_named(mk):
    r = mk.run(mf=".IGNORE: all\nall:\n\tfalse\n\techo after\n")
    assert r.rc == 0
    assert r.out == "false\necho after\nafter\n"
    assert r.err == "minimake: [Makefile:3: all] Error 1 (ignored)\n"


def test_ignore_all(mk):
    r = mk.run(mf=".IGNORE:\nall: b\n\t@false\n\t@echo all\nb:\n\t@false\n\t@echo b\n")
    assert r.rc == 0
    assert r.out == "b\nall\n"


def test_ignore_not_for_prerequisites(mk):
    r = mk.run(mf=".IGNORE: all\nall: b\n\t@echo all\nb:\n\t@false\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: *** [Makefile:5: b] Error 1\n"


# -------------------------------------------------- .POSIX, .WAIT, .NOTPARALLEL

def test_without_posix(mk):
    r = mk.run(mf="all:\n\t@false; echo after\n")
    assert r.rc == 0
    assert r.out == "after\n"


def test_posix_shellflags(mk):
    r = mk.run(mf=".POSIX:\nall:\n\t@false; echo after\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: *** [Makefile:3: all] Error 1\n"


def test_posix_after_rules(mk):
    r = mk.run(mf="$(info $(.SHELLFLAGS) $(origin .SHELLFLAGS))\nall:\n\t@printf '%s\\n' '$(.SHELLFLAGS) $(origin .SHELLFLAGS)'\n.POSIX:\n")
    assert r.out == "-c default\n-ec default\n"


def test_posix_shellflags_assigned(mk):
    r = mk.run(mf=".SHELLFLAGS = -c\n.POSIX:\nall:\n\t@false; echo after\n")
    assert r.rc == 0
    assert r.out == "after\n"


def test_posix_shellflags_assigned_after(mk):
    r = mk.run(mf=".POSIX:\nall:\n\t@false; echo after\n.SHELLFLAGS = -c\n")
    assert r.rc == 0
    assert r.out == "after\n"


def test_posix_conditional_assignment(mk):
    r = mk.run(mf=".SHELLFLAGS ?= -c\n.POSIX:\nall:\n\t@false; echo after\n")
    assert r.rc == 2


def test_posix_as_prerequisite_only(mk):
    r = mk.run(mf="all: .POSIX\n\t@false; echo after\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target '.POSIX', needed by 'all'\n"


def test_wait_removed(mk):
    r = mk.run(mf="all: a .WAIT b | .WAIT c\n\t@echo \"[$^] [$|]\"\na b c:\n\t@echo $@\n")
    assert r.out == "a\nb\nc\n[a b] [c]\n"


def test_wait_goal_is_ordinary(mk):
    r = mk.run(".WAIT", mf="all: ; @:\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target '.WAIT'\n"


def test_wait_rule_not_run_from_prereq_list(mk):
    r = mk.run(mf="all: a .WAIT b\n\t@echo all\na b:\n.WAIT:\n\t@echo wait ran\n")
    assert r.out == "all\n"


def test_notparallel_accepted(mk):
    r = mk.run(mf=".NOTPARALLEL:\nall: a b\n\t@echo all\na b:\n\t@echo $@\n")
    assert r.rc == 0
    assert r.out == "a\nb\nall\n"


# ------------------------------------------------------------- .DEFAULT

def test_default_recipe(mk):
    mk.write("y", "")
    r = mk.run(mf=".DEFAULT:\n\t@echo \"default $@ [$<] [$^]\"\nall: x y\n\t@echo all\n")
    assert r.rc == 0
    assert r.out == "default x [] []\nall\n"


def test_default_not_for_targets_with_rule(mk):
    r = mk.run(mf=".DEFAULT:\n\t@echo default $@\nall: x\n\t@echo all\nx:\n")
    assert r.out == "all\n"


def test_default_goal_existing(mk):
    mk.write("f", "")
    r = mk.run("f", mf=".DEFAULT:\n\t@echo default $@\n")
    assert r.out == "minimake: 'f' is up to date.\n"


def test_default_goal_missing(mk):
    r = mk.run("f", "g", mf=".DEFAULT:\n\t@echo default $@\n")
    assert r.out == "default f\ndefault g\n"


def test_default_once_per_target(mk):
    r = mk.run(mf=".DEFAULT:\n\t@echo default $@\nall: x y x\n\t@echo all\n")
    assert r.out == "default x\ndefault y\nall\n"


def test_default_without_recipe_is_no_rule(mk):
    r = mk.run(mf=".DEFAULT:\nall: x\n\t@echo all\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'x', needed by 'all'\n"


def test_default_not_used_when_pattern_rule_applies(mk):
    mk.write("x.c", "")
    r = mk.run("x.o", mf=".DEFAULT:\n\t@echo default\n%.o: %.c\n\t@echo pattern\n")
    assert r.out == "pattern\n"


# ------------------------------------------------------------- .ONESHELL

def test_oneshell_shares_shell(mk):
    r = mk.run(mf=".ONESHELL:\nall:\n\t@x=1\n\techo $$x\n")
    assert r.rc == 0
    assert r.out == "1\n"


def test_oneshell_cd(mk):
    mk.write("sub/f", "in sub\n")
    r = mk.run(mf=".ONESHELL:\nall:\n\t@cd sub\n\tcat f\n")
    assert r.out == "in sub\n"


def test_without_oneshell_separate(mk):
    r = mk.run(mf="all:\n\t@x=1\n\t@echo \"[$$x]\"\n")
    assert r.out == "[]\n"


def test_oneshell_echo_whole_script(mk):
    r = mk.run(mf=".ONESHELL:\nall:\n\techo a\n\techo b\n")
    assert r.out == "echo a\necho b\na\nb\n"


def test_oneshell_prefixes_of_other_lines_removed(mk):
    r = mk.run(mf=".ONESHELL:\nall:\n\techo a\n\t@-echo b\n")
    assert r.out == "echo a\necho b\na\nb\n"


def test_oneshell_status_of_script(mk):
    r = mk.run(mf=".ONESHELL:\nall:\n\t@false\n\ttrue\n")
    assert r.rc == 0


def test_oneshell_failure_location(mk):
    r = mk.run(mf=".ONESHELL:\nall:\n\t@true\n\tfalse\n")
    assert r.rc == 2
    assert r.err == "minimake: *** [Makefile:3: all] Error 1\n"


def test_oneshell_ignored_failure(mk):
    r = mk.run(mf=".ONESHELL:\nall:\n\t-@true\n\texit 4\n")
    assert r.rc == 0
    assert r.err == "minimake: [Makefile:3: all] Error 4 (ignored)\n"


def test_oneshell_semicolon_first_line(mk):
    r = mk.run(mf=".ONESHELL:\nall: ; @x=5\n\techo $$x\n")
    assert r.out == "5\n"


def test_oneshell_empty_lines_kept(mk):
    r = mk.run(mf=".ONESHELL:\nE =\nall:\n\techo a\n\t$(E)\n\techo b\n")
    assert r.out == "echo a\n\necho b\na\nb\n"


def test_oneshell_make_line_runs_whole_recipe_under_n(mk):
    r = mk.run("-n", mf=".ONESHELL:\nall:\n\t@echo ran\n\t: $(MAKE)\n")
    assert r.out.endswith("ran\n")


# ------------------------------------------------- .DELETE_ON_ERROR, .PRECIOUS

def test_delete_on_error(mk):
    r = mk.run(mf=".DELETE_ON_ERROR:\nall:\n\t@touch all; false\n")
    assert r.rc == 2
    assert r.err == "minimake: *** [Makefile:3: all] Error 1\nminimake: *** deleting file 'all'\n"
    assert not mk.exists("all")


def test_without_delete_on_error(mk):
    r = mk.run(mf="all:\n\t@echo partial > all; false\n")
    assert r.rc == 2
    assert r.err == "minimake: *** [Makefile:2: all] Error 1\n"
    assert mk.read("all") == "partial\n"


def test_delete_on_error_precious(mk):
    r = mk.run(mf=".DELETE_ON_ERROR:\n.PRECIOUS: all\nall:\n\t@touch all; false\n")
    assert r.rc == 2
    assert "deleting" not in r.err
    assert mk.exists("all")


def test_delete_on_error_phony(mk):
    r = mk.run(mf=".DELETE_ON_ERROR:\n.PHONY: all\nall:\n\t@touch all; false\n")
    assert "deleting" not in r.err
    assert mk.exists("all")


def test_delete_on_error_only_failed_target(mk):
    r = mk.run(mf=".DELETE_ON_ERROR:\nall: b\n\t@touch all; false\nb:\n\t@touch b\n")
    assert r.rc == 2
    assert mk.exists("b")
    assert not mk.exists("all")


def test_delete_on_error_ignored_failure(mk):
    r = mk.run(mf=".DELETE_ON_ERROR:\nall:\n\t-@touch all; false\n")
    assert r.rc == 0
    assert mk.exists("all")


def test_delete_on_error_missing_file(mk):
    r = mk.run(mf=".DELETE_ON_ERROR:\nall:\n\t@false\n")
    assert r.err == "minimake: *** [Makefile:3: all] Error 1\n"


def test_delete_on_error_directory(mk):
    r = mk.run(mf=".DELETE_ON_ERROR:\nall:\n\t@mkdir all; false\n")
    assert r.err == "minimake: *** [Makefile:3: all] Error 1\n"
    assert os.path.isdir(mk.p("all"))


def test_delete_on_error_keep_going(mk):
    r = mk.run("-k", mf=".DELETE_ON_ERROR:\nall:\n\t@touch all; false\n")
    assert r.err == ("minimake: *** [Makefile:3: all] Error 1\n"
                     "minimake: *** deleting file 'all'\n"
                     "minimake: target 'all' not remade because of errors\n")


def test_delete_on_error_existing_old_file(mk):
    mk.write("src", "", age=10)
    mk.write("all", "old\n", age=100)
    r = mk.run(mf=".DELETE_ON_ERROR:\nall: src\n\t@false\n")
    assert r.err.endswith("minimake: *** deleting file 'all'\n")
    assert not mk.exists("all")


# ----------------------------------------------------------- directory search

def test_vpath_variable(mk):
    mk.write("src/prog.c", "")
    r = mk.run(mf="VPATH = src\nprog.o: prog.c\n\t@echo cc $<\n")
    assert r.rc == 0
    assert r.out == "cc src/prog.c\n"


def test_vpath_variable_colons(mk):
    mk.write("b/x.c", "")
    r = mk.run(mf="VPATH = a:b\nall: x.c\n\t@echo \"[$^]\"\n")
    assert r.out == "[b/x.c]\n"


def test_vpath_variable_whitespace_and_empty(mk):
    mk.write("b/x.c", "")
    r = mk.run(mf="VPATH = ::a  b/::\nall: x.c\n\t@echo \"[$^] [$(^D)] [$(<F)]\"\n")
    assert r.out == "[b/x.c] [b] [x.c]\n"


def test_vpath_current_directory_first(mk):
    mk.write("src/x.c", "")
    mk.write("x.c", "")
    r = mk.run(mf="VPATH = src\nall: x.c\n\t@echo \"[$<]\"\n")
    assert r.out == "[x.c]\n"


def test_vpath_directive(mk):
    mk.write("src/x.c", "")
    mk.write("inc/x.h", "")
    r = mk.run(mf="vpath %.c src\nvpath %.h inc\nall: x.c x.h\n\t@echo \"[$^]\"\n")
    assert r.out == "[src/x.c inc/x.h]\n"


def test_vpath_directive_before_variable(mk):
    mk.write("a/x.c", "")
    mk.write("b/x.c", "")
    r = mk.run(mf="VPATH = a\nvpath %.c b\nall: x.c\n\t@echo \"[$<]\"\n")
    assert r.out == "[b/x.c]\n"


def test_vpath_directive_order(mk):
    mk.write("a/x.c", "")
    mk.write("b/x.c", "")
    r = mk.run(mf="vpath %.c c:b\nvpath %.c a\nall: x.c\n\t@echo \"[$<]\"\n")
    assert r.out == "[b/x.c]\n"


def test_vpath_directive_not_matching(mk):
    mk.write("src/x.h", "")
    r = mk.run(mf="vpath %.c src\nall: x.h\n\t@echo \"[$<]\"\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'x.h', needed by 'all'\n"


def test_vpath_clear_pattern(mk):
    mk.write("src/x.c", "")
    r = mk.run(mf="vpath %.c src\nvpath %.c\nall: x.c\n\t@echo \"[$<]\"\n")
    assert r.rc == 2


def test_vpath_clear_all(mk):
    mk.write("src/x.c", "")
    r = mk.run(mf="vpath %.c src\nvpath\nall: x.c\n\t@echo \"[$<]\"\n")
    assert r.rc == 2


def test_vpath_expanded(mk):
    mk.write("src/x.c", "")
    r = mk.run(mf="D = src\nP = %.c\nvpath $(P) $(D)\nall: x.c\n\t@echo \"[$<]\"\n")
    assert r.out == "[src/x.c]\n"


def test_vpath_found_path_up_to_date(mk):
    mk.write("src/x.c", "", age=100)
    mk.write("src/x.o", "", age=10)
    r = mk.run(mf="VPATH = src\nall: x.o\n\t@echo \"[$<]\"\nx.o: x.c\n\t@echo compile\n")
    assert r.out == "[src/x.o]\n"


def test_vpath_found_path_remade_locally(mk):
    mk.write("src/x.c", "", age=10)
    mk.write("src/x.o", "", age=100)
    r = mk.run(mf="VPATH = src\nall: x.o\n\t@echo \"[$<]\"\nx.o: x.c\n\t@echo compile $@ $<\n")
    assert r.out == "compile x.o src/x.c\n[x.o]\n"


def test_vpath_goal_searched(mk):
    mk.write("src/x.c", "")
    r = mk.run("x.c", mf="VPATH = src\nall: ; @:\n")
    assert r.out == "minimake: nothing to be done for 'x.c'.\n"


def test_vpath_used_for_times(mk):
    mk.write("src/x.c", "", age=10)
    mk.write("all", "", age=100)
    r = mk.run(mf="VPATH = src\nall: x.c\n\t@echo \"[$?]\"\n")
    assert r.out == "[src/x.c]\n"


def test_vpath_variable_expanded_at_search(mk):
    mk.write("late/x.c", "")
    r = mk.run(mf="VPATH = $(DIRS)\nall: x.c\n\t@echo \"[$<]\"\nDIRS = late\n")
    assert r.out == "[late/x.c]\n"


def test_vpath_phony_not_searched(mk):
    mk.write("src/p", "")
    r = mk.run(mf="VPATH = src\n.PHONY: p\nall: p\n\t@echo \"[$<]\"\n")
    assert r.out == "[p]\n"


def test_vpath_directory_trailing_slash(mk):
    mk.write("src/x.c", "")
    r = mk.run(mf="vpath %.c src/\nall: x.c\n\t@echo \"[$<]\"\n")
    assert r.out == "[src/x.c]\n"


# ---------------------------------------------------------- extra prereqs

def test_extra_prereqs(mk):
    r = mk.run(mf=".EXTRA_PREREQS = x\nall: a\n\t@echo \"[$^] [$<] [$+]\"\na x:\n\t@echo $@\n")
    assert r.rc == 0
    assert r.out == "x\na\n[a] [a] [a]\n"


def test_extra_prereqs_make_out_of_date(mk):
    mk.write("x", "", age=10)
    mk.write("all", "", age=100)
    r = mk.run(mf=".EXTRA_PREREQS = x\nall:\n\t@echo \"rebuilt [$?]\"\n")
    assert r.out == "rebuilt []\n"


def test_extra_prereqs_up_to_date(mk):
    mk.write("x", "", age=100)
    mk.write("all", "", age=10)
    r = mk.run(mf=".EXTRA_PREREQS = x\nall:\n\t@echo rebuilt\n")
    assert r.out == "minimake: 'all' is up to date.\n"


def test_extra_prereqs_target_specific(mk):
    r = mk.run(mf="all: .EXTRA_PREREQS = x\nall: a\n\t@echo all\na:\n\t@echo a\nx:\n\t@echo x\n")
    assert r.out == "x\na\nall\n"


def test_extra_prereqs_not_for_self(mk):
    r = mk.run(mf=".EXTRA_PREREQS = x\nall: x\n\t@echo all\nx:\n\t@echo x\n")
    assert r.rc == 0
    assert r.out == "x\nall\n"


def test_extra_prereqs_missing(mk):
    r = mk.run(mf=".EXTRA_PREREQS = nope\nall:\n\t@echo all\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'nope', needed by 'all'\n"


# ---------------------------------------------------------- intermediate

CHAIN = "%.b: %.a\n\t@echo make $@; touch $@\n%.c: %.b\n\t@echo make $@; touch $@\n"


def test_intermediate_deleted(mk):
    mk.write("x.a", "")
    r = mk.run("x.c", mf=CHAIN)
    assert r.out == "make x.b\nmake x.c\nrm x.b\n"
    assert not mk.exists("x.b")


def test_intermediate_silent(mk):
    mk.write("x.a", "")
    r = mk.run("-s", "x.c", mf=CHAIN)
    assert r.out == "make x.b\nmake x.c\n"
    assert not mk.exists("x.b")


def test_intermediate_secondary_kept(mk):
    mk.write("x.a", "")
    r = mk.run("x.c", mf=CHAIN + ".SECONDARY: x.b\n")
    assert r.out == "make x.b\nmake x.c\n"
    assert mk.exists("x.b")


def test_intermediate_secondary_all(mk):
    mk.write("x.a", "")
    r = mk.run("x.c", mf=CHAIN + ".SECONDARY:\n")
    assert r.out == "make x.b\nmake x.c\n"
    assert mk.exists("x.b")


def test_intermediate_precious_kept(mk):
    mk.write("x.a", "")
    r = mk.run("x.c", mf=CHAIN + ".PRECIOUS: x.b\n")
    assert r.out == "make x.b\nmake x.c\n"
    assert mk.exists("x.b")


def test_intermediate_mentioned_not_deleted(mk):
    mk.write("x.a", "")
    r = mk.run("x.c", mf=CHAIN + "other: x.b\n")
    assert r.out == "make x.b\nmake x.c\n"
    assert mk.exists("x.b")


def test_intermediate_goal_not_deleted(mk):
    mk.write("x.a", "")
    r = mk.run("x.b", "x.c", mf=CHAIN)
    assert r.out == "make x.b\nmake x.c\n"
    assert mk.exists("x.b")


def test_intermediate_notintermediate(mk):
    mk.write("x.a", "")
    r = mk.run("x.c", mf=CHAIN + ".NOTINTERMEDIATE: x.b\n")
    assert r.out == "make x.b\nmake x.c\n"
    assert mk.exists("x.b")


def test_intermediate_notintermediate_all(mk):
    mk.write("x.a", "")
    r = mk.run("x.c", mf=CHAIN + ".NOTINTERMEDIATE:\n")
    assert mk.exists("x.b")


def test_intermediate_existing_not_deleted(mk):
    mk.write("x.a", "", age=10)
    mk.write("x.b", "", age=100)
    r = mk.run("x.c", mf=CHAIN)
    assert r.out == "make x.b\nmake x.c\n"
    assert mk.exists("x.b")


def test_intermediate_not_made_when_target_newer(mk):
    mk.write("x.a", "", age=100)
    mk.write("x.c", "", age=10)
    r = mk.run("x.c", mf=CHAIN)
    assert r.out == "minimake: 'x.c' is up to date.\n"
    assert not mk.exists("x.b")


def test_intermediate_made_when_source_newer(mk):
    mk.write("x.a", "", age=10)
    mk.write("x.c", "", age=100)
    r = mk.run("x.c", mf=CHAIN)
    assert r.out == "make x.b\nmake x.c\nrm x.b\n"


def test_intermediate_explicit(mk):
    r = mk.run(mf=".INTERMEDIATE: b\nall: b\n\t@echo all\nb:\n\t@touch b; echo b\n")
    assert r.out == "b\nall\nrm b\n"
    assert not mk.exists("b")


def test_intermediate_order_of_removal(mk):
    mk.write("x.a", "")
    mf = CHAIN + "%.d: %.c\n\t@echo make $@; touch $@\n"
    r = mk.run("x.d", mf=mf)
    assert r.out == "make x.b\nmake x.c\nmake x.d\nrm x.b x.c\n"


def test_intermediate_not_deleted_dry_run(mk):
    mk.write("x.a", "")
    r = mk.run("-n", "x.c", mf=CHAIN)
    assert r.out == "echo make x.b; touch x.b\necho make x.c; touch x.c\n"


def test_intermediate_not_deleted_on_first_error(mk):
    mk.write("x.a", "")
    mf = "%.b: %.a\n\t@touch $@\n%.c: %.b\n\t@false\n"
    r = mk.run("x.c", mf=mf)
    assert r.rc == 2
    assert mk.exists("x.b")


def test_intermediate_deleted_keep_going(mk):
    mk.write("x.a", "")
    mf = "%.b: %.a\n\t@touch $@\n%.c: %.b\n\t@false\n"
    r = mk.run("-k", "x.c", mf=mf)
    assert r.rc == 2
    assert r.out == "rm x.b\n"
    assert not mk.exists("x.b")


# ------------------------------------------------------- rebuild decisions

def test_newer_prerequisite(mk):
    mk.write("src", "", age=10)
    mk.write("all", "", age=100)
    r = mk.run(mf="all: src\n\t@echo build\n")
    assert r.out == "build\n"


def test_older_prerequisite(mk):
    mk.write("src", "", age=100)
    mk.write("all", "", age=10)
    r = mk.run(mf="all: src\n\t@echo build\n")
    assert r.out == "minimake: 'all' is up to date.\n"


def test_equal_times(mk):
    mk.write("src", "", age=50)
    mk.write("all", "", age=50)
    r = mk.run(mf="all: src\n\t@echo build\n")
    assert r.out == "minimake: 'all' is up to date.\n"


def test_nanosecond_precision(mk):
    mk.write("src", "")
    mk.write("all", "")
    base = T0 * 10**9
    mk.set_ns("all", base + 100000000)
    mk.set_ns("src", base + 100001000)
    if os.stat(mk.p("src")).st_mtime_ns == os.stat(mk.p("all")).st_mtime_ns:
        pytest.skip("file system without sub-second times")
    r = mk.run(mf="all: src\n\t@echo build\n")
    assert r.out == "build\n"


def test_low_resolution_time(mk):
    mk.write("src", "")
    mk.write("all", "")
    base = T0 * 10**9
    mk.set_ns("all", base + 100000000)
    mk.set_ns("src", base + 600000000)
    if os.stat(mk.p("src")).st_mtime_ns == os.stat(mk.p("all")).st_mtime_ns:
        pytest.skip("file system without sub-second times")
    mf = "all: src\n\t@echo build\n"
    assert mk.run(mf=mf).out == "build\n"
    r = mk.run(mf=".LOW_RESOLUTION_TIME: all\n" + mf)
    assert r.out == "minimake: 'all' is up to date.\n"


def test_low_resolution_time_later_second(mk):
    mk.write("src", "")
    mk.write("all", "")
    base = T0 * 10**9
    mk.set_ns("all", base + 900000000)
    mk.set_ns("src", base + 1100000000)
    r = mk.run(mf=".LOW_RESOLUTION_TIME: all\nall: src\n\t@echo build\n")
    assert r.out == "build\n"


def test_force_rule(mk):
    mk.write("all", "", age=0)
    r = mk.run(mf="all: FORCE\n\t@echo forced\nFORCE:\n")
    assert r.out == "forced\n"


def test_remade_prereq_makes_out_of_date(mk):
    mk.write("all", "", age=10)
    mk.write("b", "", age=100)
    mk.write("c", "", age=50)
    r = mk.run(mf="all: b\n\t@echo all\nb: c\n\t@echo b\n")
    assert r.out == "b\nall\n"


def test_remade_prereq_without_changing_file(mk):
    mk.write("all", "", age=10)
    r = mk.run(mf="all: b\n\t@echo all\nb:\n\t@echo b\n")
    assert r.out == "b\nall\n"


# ------------------------------------------------------------ update order

def test_depth_first(mk):
    r = mk.run(mf="all: a b\n\t@echo all\na: c\n\t@echo a\nb:\n\t@echo b\nc:\n\t@echo c\n")
    assert r.out == "c\na\nb\nall\n"


def test_shared_prereq_once(mk):
    r = mk.run(mf="all: a b\n\t@echo all\na: c\n\t@echo a\nb: c\n\t@echo b\nc:\n\t@echo c\n")
    assert r.out == "c\na\nb\nall\n"


def test_duplicate_prereq_first_place(mk):
    r = mk.run(mf="all: a b a\n\t@echo all\na b:\n\t@echo $@\n")
    assert r.out == "a\nb\nall\n"


def test_extra_then_normal_then_order_only(mk):
    r = mk.run(mf=".EXTRA_PREREQS = e\nall: | o\nall: n\n\t@echo all\no n e:\n\t@echo $@\n")
    assert r.out == "e\nn\no\nall\n"


def test_goals_each_completely(mk):
    r = mk.run("x", "y", mf="x: a\n\t@echo x\ny: b\n\t@echo y\na b:\n\t@echo $@\n")
    assert r.out == "a\nx\nb\ny\n"


# -------------------------------------------------------------- circular

def test_circular_dependency(mk):
    r = mk.run("a", mf="a: b\n\t@echo a\nb: a\n\t@echo \"b [$^]\"\n")
    assert r.rc == 0
    assert r.out == "b [a]\na\n"
    assert r.err == "minimake: warning: circular dependency 'b' <- 'a' dropped\n"


def test_self_dependency(mk):
    r = mk.run(mf="a: a\n\t@echo \"a [$^]\"\n")
    assert r.rc == 0
    assert r.out == "a [a]\n"
    assert r.err == "minimake: warning: circular dependency 'a' <- 'a' dropped\n"


def test_self_order_only_dependency(mk):
    r = mk.run(mf="a: | a\n\t@echo a\n")
    assert r.out == "a\n"
    assert r.err == "minimake: warning: circular dependency 'a' <- 'a' dropped\n"


def test_circular_longer(mk):
    r = mk.run("a", mf="a: b\n\t@echo a\nb: c\n\t@echo b\nc: a\n\t@echo c\n")
    assert r.out == "c\nb\na\n"
    assert r.err == "minimake: warning: circular dependency 'c' <- 'a' dropped\n"


def test_circular_dropped_not_in_question(mk):
    mk.write("a", "", age=10)
    mk.write("b", "", age=100)
    r = mk.run("a", mf="a: b\n\t@echo a\nb: a\n\t@echo b\n")
    assert r.rc == 0
    assert r.out == "minimake: 'a' is up to date.\n"
    assert r.err == "minimake: warning: circular dependency 'b' <- 'a' dropped\n"


# ----------------------------------------------------------- missing rules

def test_missing_goal(mk):
    r = mk.run("nope", mf="all: ; @:\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: no rule to make target 'nope'\n"


def test_missing_prereq_direct_parent(mk):
    r = mk.run(mf="all: a\n\t@echo all\na: nope\n\t@echo a\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'nope', needed by 'a'\n"


def test_missing_first_only(mk):
    r = mk.run(mf="all: x y\n\t@echo all\n")
    assert r.err == "minimake: no rule to make target 'x', needed by 'all'\n"


def test_rule_without_recipe_not_missing(mk):
    r = mk.run(mf="all: x\n\t@echo all\nx:\n")
    assert r.rc == 0
    assert r.out == "all\n"


def test_missing_goal_after_earlier(mk):
    r = mk.run("a", "nope", "b", mf="a:\n\t@echo a\nb:\n\t@echo b\n")
    assert r.rc == 2
    assert r.out == "a\n"
    assert r.err == "minimake: no rule to make target 'nope'\n"


def test_existing_file_without_rule(mk):
    mk.write("src", "")
    r = mk.run(mf="all: src\n\t@echo all\n")
    assert r.out == "all\n"


def test_missing_stops_before_recipes(mk):
    r = mk.run(mf="all: a nope b\n\t@echo all\na b:\n\t@echo $@\n")
    assert r.out == "a\n"
    assert r.rc == 2


# -------------------------------------------------------- recipe expansion

def test_recipe_expanded_before_running(mk):
    r = mk.run(mf="all:\n\t@echo one\n\t@echo $(info two)three\n")
    assert r.out == "two\none\nthree\n"


def test_recipe_uses_end_of_reading_values(mk):
    r = mk.run(mf="X = 1\nall:\n\t@echo $(X)\nX = 2\n")
    assert r.out == "2\n"


def test_recipe_sees_prereq_files(mk):
    r = mk.run(mf="all: gen\n\t@echo \"[$(wildcard gen*)]\"\ngen:\n\t@touch gen\n")
    assert r.out == "[gen]\n"


def test_recipe_does_not_see_own_files(mk):
    r = mk.run(mf="all:\n\t@touch made\n\t@echo \"[$(wildcard made)]\"\n")
    assert r.out == "[]\n"


def test_recipe_shell_function_order(mk):
    r = mk.run(mf="all:\n\t@echo first > f\n\t@echo \"[$(shell cat f 2>/dev/null)]\"\n")
    assert r.out == "[]\n"


def test_recipe_not_expanded_when_up_to_date(mk):
    mk.write("all", "")
    r = mk.run(mf="all:\n\t@echo $(info expanded)x\n")
    assert r.out == "minimake: 'all' is up to date.\n"


def test_recipe_not_expanded_under_question(mk):
    r = mk.run("-q", mf="all:\n\t@echo $(info expanded)x\n")
    assert r.rc == 1
    assert r.out == ""


def test_recipe_not_expanded_when_prereq_failed(mk):
    r = mk.run("-k", mf="all: b\n\t@echo $(info expanded)x\nb:\n\t@false\n")
    assert r.out == ""


def test_recipe_error_location(mk):
    r = mk.run(mf="all:\n\t@echo a\n\t@echo $(word 0,a)\n")
    assert r.rc == 2
    assert "minimake: Makefile:3: first argument to 'word' function must be greater than 0" in r.err_lines


# ---------------------------------------------------------- command prefixes

def test_prefix_whitespace_between(mk):
    r = mk.run(mf="all:\n\t @ - false\n\t@echo ok\n")
    assert r.rc == 0
    assert r.out == "ok\n"
    assert r.err == "minimake: [Makefile:2: all] Error 1 (ignored)\n"


def test_prefix_from_variable(mk):
    r = mk.run(mf="S = @\nall:\n\t$(S)echo hi\n")
    assert r.out == "hi\n"


def test_prefix_dash_ignores(mk):
    r = mk.run(mf="all:\n\t-false\n\t@echo after\n")
    assert r.rc == 0
    assert r.out == "false\nafter\n"
    assert r.err == "minimake: [Makefile:2: all] Error 1 (ignored)\n"


def test_multiline_expansion_split(mk):
    r = mk.run(mf="define CMDS\necho a\necho b\nendef\nall:\n\t@$(CMDS)\n")
    assert r.out == "a\nb\n"


def test_multiline_expansion_echo(mk):
    r = mk.run(mf="define CMDS\necho a\n@echo b\nendef\nall:\n\t$(CMDS)\n")
    assert r.out == "echo a\na\nb\n"


def test_multiline_expansion_later_dash(mk):
    r = mk.run(mf="define CMDS\necho a\n-false\necho b\nendef\nall:\n\t@$(CMDS)\n")
    assert r.rc == 0
    assert r.out == "a\nb\n"
    assert r.err == "minimake: [Makefile:7: all] Error 1 (ignored)\n"


def test_multiline_expansion_dash_only_later(mk):
    r = mk.run(mf="define CMDS\n-true\nfalse\necho b\nendef\nall:\n\t@$(CMDS)\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: *** [Makefile:7: all] Error 1\n"


def test_multiline_backslash_newline_not_split(mk):
    r = mk.run(mf="define CMD\necho a \\\nb\nendef\nall:\n\t@$(CMD)\n")
    assert r.out == "a b\n"


def test_empty_line_skipped(mk):
    r = mk.run(mf="E =\nall:\n\t$(E)\n\t@\n\t@echo ok\n")
    assert r.rc == 0
    assert r.out == "ok\n"


def test_line_only_prefixes_no_command(mk):
    r = mk.run(mf=".PHONY: all\nE =\nall:\n\t@-$(E)\n")
    assert r.rc == 0
    assert r.out == "minimake: 'all' is up to date.\n"


# -------------------------------------------------------------- command echo

def test_echo_command(mk):
    r = mk.run(mf="X = val\nall:\n\techo $(X) $$HOME_NOT_SET\n")
    assert r.out == "echo val $HOME_NOT_SET\nval\n"


def test_echo_trailing_whitespace_kept(mk):
    r = mk.run(mf="all:\n\techo a  \t\n")
    assert r.out == "echo a  \t\na\n"


def test_echo_trailing_whitespace_from_variable(mk):
    r = mk.run("-n", mf="E =\nall:\n\techo a $(E)\n")
    assert r.out == "echo a \n"


def test_echo_leading_whitespace_removed(mk):
    r = mk.run(mf="all:\n\t   echo a\n")
    assert r.out == "echo a\na\n"


def test_echo_order_with_output(mk):
    r = mk.run(mf="all:\n\techo 1\n\techo 2\n")
    assert r.out == "echo 1\n1\necho 2\n2\n"


# --------------------------------------------------------- command execution

def test_custom_shell(mk):
    mk.script("myshell", "#!/bin/sh\nprintf '<%s>' \"$@\"\necho\n")
    r = mk.run(mf="SHELL = ./myshell\nall:\n\t@echo hi\n")
    assert r.rc == 0
    assert r.out == "<-c><echo hi>\n"


def test_custom_shellflags(mk):
    mk.script("myshell", "#!/bin/sh\nprintf '<%s>' \"$@\"\necho\n")
    r = mk.run(mf="SHELL = ./myshell\n.SHELLFLAGS = -x   -y\nall:\n\t@echo hi\n")
    assert r.out == "<-x><-y><echo hi>\n"


def test_target_specific_shell(mk):
    mk.script("myshell", "#!/bin/sh\nprintf '<%s>' \"$@\"\necho\n")
    r = mk.run("a", "b", mf="a: SHELL = ./myshell\na b:\n\t@echo $@\n")
    assert r.out == "<-c><echo a>\nb\n"


def test_shell_looked_up_in_path(mk):
    r = mk.run(mf="SHELL = sh\nall:\n\t@echo hi\n")
    assert r.out == "hi\n"


def test_empty_shell_uses_bin_sh(mk):
    r = mk.run(mf="SHELL =\nall:\n\t@echo hi\n")
    assert r.out == "hi\n"


def test_cannot_run_shell(mk):
    r = mk.run(mf="SHELL = /nonexistent/sh\nall:\n\t@echo a\n\t@echo b\n")
    assert r.rc == 2
    assert r.err == ("minimake: cannot run '/nonexistent/sh': No such file or directory\n"
                     "minimake: *** [Makefile:3: all] Error 127\n")


def test_shell_function_custom_shell(mk):
    mk.script("myshell", "#!/bin/sh\nprintf '<%s>' \"$@\"\n")
    r = mk.run(mf="SHELL = ./myshell\n$(info $(shell hello))\nall: ; @:\n")
    assert r.out == "<-c><hello>\n"


def test_recipe_stdin_not_closed(mk):
    r = mk.run(mf="all:\n\t@cat\n", stdin="from stdin\n")
    assert r.out == "from stdin\n"


def test_recipe_stderr(mk):
    r = mk.run(mf="all:\n\t@echo err >&2\n")
    assert r.err == "err\n"
    assert r.out == ""


# ------------------------------------------------------------- recipe errors

def test_error_status(mk):
    r = mk.run(mf="all:\n\t@exit 3\n")
    assert r.rc == 2
    assert r.err == "minimake: *** [Makefile:2: all] Error 3\n"


def test_error_status_modulo(mk):
    r = mk.run(mf="all:\n\t@exit 300\n")
    assert r.err == "minimake: *** [Makefile:2: all] Error 44\n"


def test_error_rest_not_run(mk):
    r = mk.run(mf="all:\n\techo one\n\tfalse\n\techo two\n")
    assert r.rc == 2
    assert r.out == "echo one\none\nfalse\n"
    assert r.err == "minimake: *** [Makefile:3: all] Error 1\n"


def test_error_signal(mk):
    r = mk.run(mf="all:\n\t@kill -9 $$$$\n\t@echo after\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: *** [Makefile:2: all] Signal 9\n"


def test_error_continued_line_location(mk):
    r = mk.run(mf="all:\n\t@true \\\n\t  && false\n")
    assert r.err == "minimake: *** [Makefile:2: all] Error 1\n"


def test_error_stops_later_goals(mk):
    r = mk.run("a", "b", mf="a:\n\t@false\nb:\n\t@echo b\n")
    assert r.rc == 2
    assert r.out == ""


def test_error_target_name_in_message(mk):
    r = mk.run(mf="all: sub/x\nsub/x:\n\t@false\n")
    assert r.err == "minimake: *** [Makefile:3: sub/x] Error 1\n"


def test_ignored_error_message(mk):
    r = mk.run(mf="all:\n\t-@exit 5\n")
    assert r.rc == 0
    assert r.err == "minimake: [Makefile:2: all] Error 5 (ignored)\n"


def test_error_in_included_recipe_location(mk):
    mk.write("r.mk", "all:\n\t@false\n")
    r = mk.run(mf="include r.mk\n")
    assert r.err == "minimake: *** [r.mk:2: all] Error 1\n"


# ------------------------------------------------------------- goal messages

def test_goal_message_up_to_date(mk):
    mk.write("all", "")
    r = mk.run(mf="all:\n\techo x\n")
    assert r.out == "minimake: 'all' is up to date.\n"


def test_goal_message_nothing_to_be_done(mk):
    mk.write("all", "")
    r = mk.run(mf="all:\n")
    assert r.out == "minimake: nothing to be done for 'all'.\n"


def test_goal_message_no_rule_existing_file(mk):
    mk.write("f", "")
    r = mk.run("f", mf="all: ; @:\n")
    assert r.out == "minimake: nothing to be done for 'f'.\n"


def test_goal_message_pattern_rule_recipe(mk):
    mk.write("x.c", "", age=100)
    mk.write("x.o", "", age=10)
    r = mk.run("x.o", mf="%.o: %.c\n\t@echo cc\n")
    assert r.out == "minimake: 'x.o' is up to date.\n"


def test_goal_message_expanded_to_nothing(mk):
    r = mk.run(mf="E =\nall:\n\t$(E)\n")
    assert r.rc == 0
    assert r.out == "minimake: 'all' is up to date.\n"


def test_goal_message_semicolon_expands_to_nothing(mk):
    r = mk.run("a", mf="a: ; $(E)\n")
    assert r.out == "minimake: 'a' is up to date.\n"


def test_goal_message_not_when_prereq_ran(mk):
    r = mk.run(mf="all: b\nb:\n\t@echo b\n")
    assert r.out == "b\n"


def test_goal_message_not_when_command_ran(mk):
    r = mk.run(mf="all:\n\t@true\n")
    assert r.out == ""


def test_goal_message_not_for_failed(mk):
    r = mk.run("-k", "a", "b", mf="a: nope\n\t@echo a\nb:\n")
    assert "nothing to be done for 'b'" in r.out
    assert "'a'" not in r.out


def test_goal_message_each_goal(mk):
    mk.write("a", "")
    mk.write("b", "")
    r = mk.run("a", "b", mf="a:\n\techo a\nb:\n")
    assert r.out == "minimake: 'a' is up to date.\nminimake: nothing to be done for 'b'.\n"


def test_goal_message_silent_output_still_appears(mk):
    r = mk.run("-s", mf="all:\n\techo out\n")
    assert r.out == "out\n"


# ------------------------------------------------------------- misc extras

def test_reading_error_stops_before_updates(mk):
    r = mk.run(mf="all:\n\t@touch ran\nX = 1\nfoo bar baz\n")
    assert r.rc == 2
    assert not mk.exists("ran")
    assert "minimake: Makefile:4: missing separator" in r.err_lines


def test_intermediate_rm_line_silent_all(mk):
    mk.write("x.a", "")
    r = mk.run("x.c", mf=CHAIN + ".SILENT:\n")
    assert r.out == "make x.b\nmake x.c\n"
    assert not mk.exists("x.b")


def test_trace_double_colon_location(mk):
    r = mk.run("--trace", mf="t::\n\t@echo one\nX = 1\nt::\n\t@echo two\n")
    assert r.out == ("Makefile:1: update target 't' due to: target does not exist\none\n"
                     "Makefile:4: update target 't' due to: target does not exist\ntwo\n")


def test_trace_default_location(mk):
    r = mk.run("--trace", "x", mf="X = 1\n.DEFAULT:\n\t@echo default $@\n")
    assert r.out == "Makefile:2: update target 'x' due to: target does not exist\ndefault x\n"


def test_print_data_base_static_pattern(mk):
    r = mk.run("-p", "-q", mf="a.o: %.o: %.c\n\t@echo $@\n")
    lines = r.out_lines
    start = lines.index("# rules")
    end = lines.index("# pattern rules")
    assert "a.o: a.c" in lines[start:end]
    assert lines[end + 1] == "# vpath"


def test_keep_going_missing_then_other_goal(mk):
    r = mk.run("-k", "a", "b", mf="a: nope\n\t@echo a\nb:\n\t@echo b\n")
    assert r.rc == 2
    assert r.out == "b\n"
    assert r.err == ("minimake: no rule to make target 'nope', needed by 'a'\n"
                     "minimake: target 'a' not remade because of errors\n")


def test_keep_going_missing_goal(mk):
    r = mk.run("-k", "nope", "b", mf="b:\n\t@echo b\n")
    assert r.rc == 2
    assert r.out == "b\n"
    assert "minimake: no rule to make target 'nope'" in r.err_lines


def test_question_ignored_failure_not_run(mk):
    r = mk.run("-q", mf="all:\n\t-false\n")
    assert r.rc == 1
    assert r.out == ""
    assert r.err == ""
