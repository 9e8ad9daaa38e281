import os

import pytest

from conftest import info_mf


# ------------------------------------------------------------------ -n

def test_dry_run_prints_all_commands(mk):
    r = mk.run("-n", mf="all:\n\t@echo a\n\techo b\n\t@touch made\n")
    assert r.rc == 0
    assert r.out == "echo a\necho b\ntouch made\n"
    assert not mk.exists("made")


def test_dry_run_plus_line_runs(mk):
    r = mk.run("-n", mf="all:\n\t+echo ran\n\techo other\n")
    assert r.rc == 0
    assert r.out == "echo ran\nran\necho other\n"


@pytest.mark.parametrize("prefix", ["+@", "@+"])
def test_dry_run_plus_at_line_runs_silently(mk, prefix):
    r = mk.run("-n", mf="all:\n\t%secho ran\n\t@touch x\n" % prefix)
    assert r.rc == 0
    assert r.out == "ran\ntouch x\n"


def test_dry_run_prints_chain(mk):
    mk.write("c", "", age=10)
    mk.write("b", "", age=60)
    mk.write("all", "", age=50)
    r = mk.run("-n", mf="all: b\n\techo all\nb: c\n\techo b\n")
    assert r.rc == 0
    assert r.out == "echo b\necho all\n"


def test_dry_run_expands_recipes(mk):
    r = mk.run("-n", mf="all:\n\t@echo $(info side)x\n")
    assert r.rc == 0
    assert r.out == "side\necho x\n"


@pytest.mark.parametrize("args", [["-n", "-q"], ["-q", "-n"], ["-nq"]])
def test_dry_run_and_question(mk, args):
    r = mk.run(*args, mf="all:\n\t@touch x\n")
    assert r.rc == 1
    assert r.out == ""
    assert not mk.exists("x")


def test_dry_run_no_command_fails(mk):
    r = mk.run("-n", mf="all: b\n\tfalse\n\techo after\nb:\n\tfalse\n")
    assert r.rc == 0
    assert r.out == "false\nfalse\necho after\n"


def test_dry_run_missing_rule(mk):
    r = mk.run("-n", mf="all: a nope\n\techo all\na:\n\techo a\n")
    assert r.rc == 2
    assert r.out == "echo a\n"
    assert r.err == "minimake: no rule to make target 'nope', needed by 'all'\n"


def test_dry_run_error_function(mk):
    r = mk.run("-n", mf="all: a\n\techo $(error bad)\na:\n\techo a\n")
    assert r.rc == 2
    assert r.out == "echo a\n"
    assert "minimake: Makefile:2: bad" in r.err_lines


def test_dry_run_ignores_silent(mk):
    r = mk.run("-n", "-s", mf=".SILENT:\nall:\n\t@echo a\n")
    assert r.rc == 0
    assert r.out == "echo a\n"


def test_dry_run_up_to_date_goal_message(mk):
    mk.write("all", "")
    r = mk.run("-n", mf="all:\n\techo a\n")
    assert r.rc == 0
    assert r.out == "minimake: 'all' is up to date.\n"


# ------------------------------------------------------------------ -s

def test_silent_suppresses_echo(mk):
    r = mk.run("-s", mf="all:\n\techo hi\n")
    assert r.rc == 0
    assert r.out == "hi\n"


def test_silent_suppresses_goal_messages(mk):
    mk.write("all", "")
    r = mk.run("-s", "all", "other", mf="all:\n\techo hi\nother:\n")
    assert r.rc == 0
    assert r.out == ""


def test_silent_keeps_error_messages(mk):
    r = mk.run("-s", "-i", mf="all:\n\tfalse\n")
    assert r.rc == 0
    assert r.out == ""
    assert r.err == "minimake: [Makefile:2: all] Error 1 (ignored)\n"


def test_no_silent_cancels(mk):
    r = mk.run("-s", "--no-silent", mf="all:\n\techo hi\n")
    assert r.out == "echo hi\nhi\n"


def test_silent_after_no_silent(mk):
    r = mk.run("--no-silent", "-s", mf="all:\n\techo hi\n")
    assert r.out == "hi\n"


def test_no_silent_cancels_makeflags(mk):
    r = mk.run("--no-silent", mf="all:\n\techo hi\n", env={"MAKEFLAGS": "s"})
    assert r.out == "echo hi\nhi\n"


def test_no_silent_keeps_dot_silent(mk):
    r = mk.run("--no-silent", mf=".SILENT:\nall:\n\techo hi\n")
    assert r.out == "hi\n"


# ------------------------------------------------------------------ -i

def test_ignore_errors(mk):
    r = mk.run("-i", mf="all:\n\tfalse\n\techo after\n")
    assert r.rc == 0
    assert r.out == "false\necho after\nafter\n"
    assert r.err == "minimake: [Makefile:2: all] Error 1 (ignored)\n"


def test_ignore_errors_missing_rule_still_error(mk):
    r = mk.run("-i", mf="all: nope\n\t@echo all\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: no rule to make target 'nope', needed by 'all'\n"


def test_ignore_errors_dependents_remade(mk):
    mk.write("all", "")
    r = mk.run("-i", mf="all: b\n\t@echo all\nb:\n\t@false\n")
    assert r.rc == 0
    assert r.out == "all\n"


def test_ignore_errors_no_goal_message(mk):
    r = mk.run("-i", mf="all:\n\t@false\n")
    assert r.rc == 0
    assert r.out == ""


def test_ignore_errors_signal(mk):
    r = mk.run("-i", mf="all:\n\t@kill -9 $$$$\n\t@echo after\n")
    assert r.rc == 0
    assert r.out == "after\n"
    assert r.err == "minimake: [Makefile:2: all] Signal 9 (ignored)\n"


def test_ignore_errors_cannot_run(mk):
    r = mk.run("-i", mf="SHELL = /nonexistent/sh\nall:\n\t@echo a\n\t@echo b\n")
    assert r.rc == 0
    assert r.err_lines == [
        "minimake: cannot run '/nonexistent/sh': No such file or directory",
        "minimake: [Makefile:3: all] Error 127 (ignored)",
        "minimake: cannot run '/nonexistent/sh': No such file or directory",
        "minimake: [Makefile:4: all] Error 127 (ignored)",
    ]


def test_ignore_errors_oneshell(mk):
    r = mk.run("-i", mf=".ONESHELL:\nall:\n\t@false\n\texit 3\n")
    assert r.rc == 0
    assert r.err == "minimake: [Makefile:3: all] Error 3 (ignored)\n"


# ------------------------------------------------------------ -k and -S

KMF = "all: a b\n\t@echo all\na:\n\t@false\nb:\n\t@echo b\n"


def test_first_error_stops(mk):
    r = mk.run(mf=KMF)
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: *** [Makefile:4: a] Error 1\n"


def test_keep_going(mk):
    r = mk.run("-k", mf=KMF)
    assert r.rc == 2
    assert r.out == "b\n"
    assert r.err == ("minimake: *** [Makefile:4: a] Error 1\n"
                     "minimake: target 'all' not remade because of errors\n")


def test_keep_going_cancelled(mk):
    r = mk.run("-k", "-S", mf=KMF)
    assert r.rc == 2
    assert r.out == ""


def test_keep_going_reenabled(mk):
    r = mk.run("-S", "-k", mf=KMF)
    assert r.rc == 2
    assert r.out == "b\n"


def test_no_keep_going_long(mk):
    r = mk.run("-k", "--no-keep-going", mf=KMF)
    assert r.out == ""


def test_keep_going_later_goals(mk):
    r = mk.run("-k", "a", "b", mf=KMF)
    assert r.rc == 2
    assert r.out == "b\n"
    assert r.err == ("minimake: *** [Makefile:4: a] Error 1\n"
                     "minimake: target 'a' not remade because of errors\n")


def test_keep_going_missing_rules(mk):
    r = mk.run("-k", mf="all: x y\n\t@echo all\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == ("minimake: no rule to make target 'x', needed by 'all'\n"
                     "minimake: no rule to make target 'y', needed by 'all'\n"
                     "minimake: target 'all' not remade because of errors\n")


def test_keep_going_failed_target_tried_once(mk):
    mf = "all: p q\np: bad\n\t@echo p\nq: bad\n\t@echo q\nbad:\n\t@echo trying; false\n"
    r = mk.run("-k", mf=mf)
    assert r.rc == 2
    assert r.out == "trying\n"
    assert r.err == ("minimake: *** [Makefile:7: bad] Error 1\n"
                     "minimake: target 'all' not remade because of errors\n")


def test_keep_going_missing_reported_once(mk):
    mf = "all: p q\np: nope\n\t@echo p\nq: nope\n\t@echo q\n"
    r = mk.run("-k", mf=mf)
    assert r.rc == 2
    assert r.out == ""
    assert r.err == ("minimake: no rule to make target 'nope', needed by 'p'\n"
                     "minimake: target 'all' not remade because of errors\n")


def test_keep_going_goal_given_again(mk):
    r = mk.run("-k", "a", "a", mf="a:\n\t@false\n")
    assert r.rc == 2
    assert r.err == ("minimake: *** [Makefile:2: a] Error 1\n"
                     "minimake: target 'a' not remade because of errors\n"
                     "minimake: target 'a' not remade because of errors\n")


def test_keep_going_own_command_fails(mk):
    r = mk.run("-k", "a", "b", mf="a:\n\t@false\n\t@echo no\nb:\n\t@echo b\n")
    assert r.rc == 2
    assert r.out == "b\n"
    assert r.err == ("minimake: *** [Makefile:2: a] Error 1\n"
                     "minimake: target 'a' not remade because of errors\n")


def test_keep_going_order_only_failure(mk):
    r = mk.run("-k", mf="all: | o\n\t@echo all\no:\n\t@false\n")
    assert r.rc == 2
    assert r.out == ""
    assert "minimake: target 'all' not remade because of errors" in r.err_lines


def test_keep_going_later_success_keeps_status(mk):
    r = mk.run("-k", "a", "b", mf="a:\n\t@exit 1\nb:\n\t@echo fine\n")
    assert r.rc == 2


# ------------------------------------------------------------------ -B

def test_always_make(mk):
    mk.write("src", "", age=100)
    mk.write("all", "", age=10)
    mf = "all: src\n\t@echo build\n"
    assert mk.run(mf=mf).out == "minimake: 'all' is up to date.\n"
    r = mk.run("-B", mf=mf)
    assert r.rc == 0
    assert r.out == "build\n"


def test_always_make_dollar_question(mk):
    for n in ["a", "b"]:
        mk.write(n, "", age=100)
    mk.write("all", "", age=10)
    r = mk.run("-B", mf="all: a b\n\t@echo \"[$?]\"\na:\n\t@:\nb:\n")
    assert r.rc == 0
    assert r.out == "[a b]\n"


def test_always_make_source_not_in_question(mk):
    mk.write("src", "", age=100)
    mk.write("all", "", age=10)
    r = mk.run("-B", mf="all: src\n\t@echo \"[$?]\"\n")
    assert r.out == "[]\n"


def test_always_make_not_default_rule(mk):
    mk.write("x", "", age=100)
    mk.write("all", "", age=10)
    r = mk.run("-B", mf=".DEFAULT:\n\t@echo default $@\nall: x\n\t@echo all\n")
    assert r.rc == 0
    assert r.out == "all\n"


def test_always_make_no_recipe_prereq(mk):
    mk.write("b", "", age=100)
    mk.write("all", "", age=10)
    r = mk.run("-B", mf="all: b\n\t@echo all\nb:\n")
    assert r.out == "all\n"


def test_always_make_trace_reason(mk):
    mk.write("src", "", age=100)
    mk.write("all", "", age=10)
    r = mk.run("-B", "--trace", mf="all: src\n\t@echo x\n")
    assert r.out == "Makefile:1: update target 'all' due to: always-make\nx\n"


def test_always_make_pattern_rule(mk):
    mk.write("x.c", "", age=100)
    mk.write("x.o", "", age=10)
    r = mk.run("-B", "x.o", mf="%.o: %.c\n\t@echo compile $<\n")
    assert r.out == "compile x.c\n"


# ------------------------------------------------------------------ -q

def test_question_up_to_date(mk):
    mk.write("all", "")
    r = mk.run("-q", mf="all:\n\t@echo x\n")
    assert r.rc == 0
    assert r.out == ""


def test_question_out_of_date(mk):
    r = mk.run("-q", mf="all:\n\t+touch ran\n\techo x\n")
    assert r.rc == 1
    assert r.out == ""
    assert not mk.exists("ran")


def test_question_missing_rule(mk):
    r = mk.run("-q", mf="all: nope\n\t@echo x\n")
    assert r.rc == 2


def test_question_no_recipe(mk):
    r = mk.run("-q", mf="all:\n")
    assert r.rc == 0


def test_question_empty_recipe(mk):
    r = mk.run("-q", mf="all: ;\n")
    assert r.rc == 0


def test_question_line_expanding_to_nothing(mk):
    r = mk.run("-q", mf="E =\nall:\n\t$(E)\n")
    assert r.rc == 1


def test_question_prerequisite_out_of_date(mk):
    mk.write("all", "", age=10)
    r = mk.run("-q", mf="all: b\nb:\n\t@echo b\n")
    assert r.rc == 1


def test_question_no_recipe_prereq_counts_remade(mk):
    mk.write("all", "", age=10)
    r = mk.run("-q", mf="all: b\n\t@echo all\nb:\n")
    assert r.rc == 1


def test_question_with_always_make(mk):
    mk.write("all", "")
    r = mk.run("-q", "-B", mf="all:\n\t@echo x\n")
    assert r.rc == 1


def test_question_error_after_out_of_date(mk):
    r = mk.run("-q", "a", "b", mf="a:\n\t@echo a\nb: nope\n\t@echo b\n")
    assert r.rc == 2


# ------------------------------------------------------------------ -t

def test_touch_creates(mk):
    r = mk.run("-t", mf="all:\n\techo built > all\n")
    assert r.rc == 0
    assert r.out == "touch all\n"
    assert mk.read("all") == ""


def test_touch_existing_keeps_contents(mk):
    mk.write("src", "", age=10)
    mk.write("all", "contents\n", age=100)
    before = mk.mtime("all")
    r = mk.run("-t", mf="all: src\n\techo built > all\n")
    assert r.rc == 0
    assert r.out == "touch all\n"
    assert mk.read("all") == "contents\n"
    assert mk.mtime("all") > before + 50


def test_touch_plus_line_runs(mk):
    r = mk.run("-t", mf="all:\n\t+@echo plus\n\techo no\n")
    assert r.rc == 0
    assert r.out == "plus\ntouch all\n"


def test_touch_silent(mk):
    r = mk.run("-t", "-s", mf="all:\n\techo x\n")
    assert r.rc == 0
    assert r.out == ""
    assert mk.exists("all")


def test_touch_phony(mk):
    r = mk.run("-t", mf=".PHONY: all\nall:\n\techo x\n")
    assert r.rc == 0
    assert r.out == "minimake: 'all' is up to date.\n"
    assert not mk.exists("all")


def test_touch_no_recipe(mk):
    r = mk.run("-t", mf="all: b\nb:\n\techo b\n")
    assert r.rc == 0
    assert r.out == "touch b\n"
    assert mk.exists("b")
    assert not mk.exists("all")


def test_touch_and_dry_run(mk):
    r = mk.run("-t", "-n", mf="all:\n\techo x\n")
    assert r.rc == 0
    assert r.out == "echo x\n"
    assert not mk.exists("all")


def test_touch_empty_recipe(mk):
    r = mk.run("-t", "a", mf="a: ;\n")
    assert r.rc == 0
    assert r.out == "touch a\n"
    assert mk.exists("a")


def test_touch_order(mk):
    r = mk.run("-t", mf="all: b\n\techo all\nb:\n\techo b\n")
    assert r.out == "touch b\ntouch all\n"


def test_touch_dot_silent_target(mk):
    r = mk.run("-t", mf=".SILENT: all\nall: b\n\techo all\nb:\n\techo b\n")
    assert r.rc == 0
    assert r.out == "touch b\n"
    assert mk.exists("all")


def test_touch_expands_recipe(mk):
    r = mk.run("-t", mf="all:\n\techo $(info expanded)x\n")
    assert r.out == "expanded\ntouch all\n"


def test_touch_up_to_date_not_touched(mk):
    mk.write("all", "", age=100)
    before = mk.mtime("all")
    r = mk.run("-t", mf="all:\n\techo x\n")
    assert r.out == "minimake: 'all' is up to date.\n"
    assert mk.mtime("all") == before


# ------------------------------------------------------------------ -e

def test_env_overrides_with_e(mk):
    r = mk.run("-e", mf=info_mf("$(X)", "X = file\n"), env={"X": "env"})
    assert r.out == "[env]\n"


def test_makefile_overrides_env_without_e(mk):
    r = mk.run(mf=info_mf("$(X)", "X = file\n"), env={"X": "env"})
    assert r.out == "[file]\n"


def test_env_override_with_e_all_operators(mk):
    pre = "A := a\nB += b\nC ?= c\nD != echo d\ndefine E\ne\nendef\n"
    r = mk.run("-e", mf=info_mf("$(A)$(B)$(C)$(D)$(E)", pre),
               env={"A": "1", "B": "2", "C": "3", "D": "4", "E": "5"})
    assert r.out == "[12345]\n"


def test_e_override_still_changes(mk):
    r = mk.run("-e", mf=info_mf("$(X)", "override X = o\n"), env={"X": "env"})
    assert r.out == "[o]\n"


def test_e_command_sees_env_value(mk):
    mf = "X = file\nall:\n\t@echo $$X $(X)\n"
    assert mk.run("-e", mf=mf, env={"X": "env"}).out == "env env\n"
    assert mk.run(mf=mf, env={"X": "env"}).out == "file file\n"


def test_e_command_line_wins(mk):
    r = mk.run("-e", "X=cmd", mf="X = file\nall:\n\t@echo $$X $(X)\n", env={"X": "env"})
    assert r.out == "cmd cmd\n"


def test_e_other_variables_assigned(mk):
    r = mk.run("-e", mf=info_mf("$(Y)", "Y = file\n"), env={"X": "env"})
    assert r.out == "[file]\n"


def test_simple_assignment_uses_env_value(mk):
    r = mk.run(mf="E := $(E)2\nall:\n\t@echo $$E $(E)\n", env={"E": "v"})
    assert r.out == "v2 v2\n"


# ------------------------------------------------------------------ -I

def test_include_dir(mk):
    mk.write("inc/x.mk", "$(info found)\n")
    r = mk.run("-I", "inc", mf="include x.mk\n$(info $(MAKEFILE_LIST))\nall: ; @:\n")
    assert r.rc == 0
    assert r.out == "found\nMakefile inc/x.mk\n"


def test_include_dir_trailing_slash(mk):
    mk.write("inc/x.mk", "")
    r = mk.run("-Iinc/", mf="include x.mk\n$(info $(MAKEFILE_LIST))\nall: ; @:\n")
    assert r.out == "Makefile inc/x.mk\n"


def test_include_dir_long(mk):
    mk.write("inc/x.mk", "$(info found)\n")
    r = mk.run("--include-dir=inc", mf="include x.mk\nall: ; @:\n")
    assert r.out == "found\n"


def test_include_dir_order(mk):
    mk.write("a/x.mk", "$(info from a)\n")
    mk.write("b/x.mk", "$(info from b)\n")
    r = mk.run("-I", "nope", "-I", "b", "-I", "a", mf="include x.mk\nall: ; @:\n")
    assert r.out == "from b\n"


def test_include_current_dir_first(mk):
    mk.write("a/x.mk", "$(info from a)\n")
    mk.write("x.mk", "$(info from here)\n")
    r = mk.run("-I", "a", mf="include x.mk\nall: ; @:\n")
    assert r.out == "from here\n"


def test_include_dir_not_found(mk):
    mk.mkdir("a")
    r = mk.run("-I", "a", mf="include x.mk\nall: ; @:\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:1: cannot include 'x.mk': No such file or directory\n"


def test_include_dir_not_used_for_f(mk):
    mk.write("inc/build.mk", "all: ; @:\n")
    r = mk.run("-I", "inc", "-f", "build.mk")
    assert r.rc == 2
    assert r.err == "minimake: cannot read makefile 'build.mk': No such file or directory\n"


@pytest.mark.parametrize("args", [["-C", "sub", "-I", "../inc"], ["-I", "../inc", "-C", "sub"]])
def test_include_dir_relative_to_final_directory(mk, args):
    mk.write("inc/x.mk", "$(info found)\n")
    mk.write("sub/Makefile", "include x.mk\nall: ; @:\n")
    r = mk.run(*args)
    assert r.rc == 0
    assert r.out == "found\n"


def test_include_dirs_variable(mk):
    mk.mkdir("d")
    r = mk.run("-I", "nope", "-I", "d", "-I", "d", mf=info_mf("$(.INCLUDE_DIRS)"))
    assert r.out == "[nope d d]\n"


def test_include_dirs_assignment_does_not_change_search(mk):
    mk.write("inc/x.mk", "$(info found)\n")
    r = mk.run("-I", "inc", mf=".INCLUDE_DIRS = other\ninclude x.mk\n$(info $(.INCLUDE_DIRS))\nall: ; @:\n")
    assert r.out == "found\nother\n"


# ------------------------------------------------------------------ -L

def test_symlink_times(mk):
    mk.write("src", "", age=1000)
    os.symlink("src", mk.p("lnk"))
    t = int(mk.mtime("src")) + 900
    os.utime(mk.p("lnk"), (t, t), follow_symlinks=False)
    mk.write("all", "", age=500)
    mf = "all: lnk\n\t@echo rebuild\n"
    assert mk.run(mf=mf).out == "minimake: 'all' is up to date.\n"
    r = mk.run("-L", mf=mf)
    assert r.out == "rebuild\n"
    r = mk.run("--check-symlink-times", mf=mf)
    assert r.out == "rebuild\n"


# ------------------------------------------------------------ -o and -W

def test_old_file_not_remade(mk):
    mk.write("all", "", age=100)
    mk.write("b", "", age=10)
    r = mk.run("-o", "b", mf="all: b\n\t@echo all\nb: c\n\t@echo b\nc:\n\t@echo c\n")
    assert r.rc == 0
    assert r.out == "minimake: 'all' is up to date.\n"


def test_old_file_missing_is_not_error(mk):
    r = mk.run("-o", "b", mf="all: b\n\t@echo all\n")
    assert r.rc == 0
    assert r.out == "all\n"


def test_new_file(mk):
    mk.write("b", "", age=100)
    mk.write("all", "", age=10)
    r = mk.run("-W", "b", mf="all: b\n\t@echo \"all [$?]\"\nb: c\n\t@echo b\nc:\n\t@echo c\n")
    assert r.rc == 0
    assert r.out == "all [b]\n"


def test_new_file_dry_run(mk):
    mk.write("b", "", age=100)
    mk.write("all", "", age=10)
    r = mk.run("-n", "-W", "b", mf="all: b\n\t@echo \"all [$?]\"\nb:\n\t@echo b\n")
    assert r.out == "echo \"all [b]\"\n"


@pytest.mark.parametrize("opt", ["-o", "-W"])
def test_old_new_goal_message(mk, opt):
    r = mk.run(opt, "all", "all", mf="all:\n\t@echo all\n")
    assert r.rc == 0
    assert r.out == "minimake: nothing to be done for 'all'.\n"


@pytest.mark.parametrize("args", [["-o", "b", "-W", "b"], ["-W", "b", "-o", "b"]])
def test_old_wins_over_new(mk, args):
    mk.write("b", "", age=100)
    mk.write("all", "", age=10)
    r = mk.run(*args, mf="all: b\n\t@echo all\nb:\n\t@echo b\n")
    assert r.out == "minimake: 'all' is up to date.\n"


def test_old_file_with_always_make(mk):
    for n in ["b", "c"]:
        mk.write(n, "", age=100)
    mk.write("all", "", age=10)
    r = mk.run("-o", "b", "-B", mf="all: b c\n\t@echo \"[$?]\"\nb:\n\t@echo B\nc:\n\t@echo C\n")
    assert r.rc == 0
    assert r.out == "C\n[c]\n"


def test_old_file_names_exactly(mk):
    mk.write("all", "", age=100)
    mk.write("b", "", age=10)
    r = mk.run("-o", "./b", mf="all: b\n\t@echo all\n")
    assert r.out == "all\n"


def test_new_file_names_exactly(mk):
    mk.write("b", "", age=100)
    mk.write("all", "", age=10)
    r = mk.run("-W", "./b", mf="all: b\n\t@echo all\n")
    assert r.out == "minimake: 'all' is up to date.\n"


# ------------------------------------------------------------------ -w

def test_print_directory(mk):
    r = mk.run("-w", mf="all:\n\t@echo hi\n")
    assert r.rc == 0
    assert r.out == ("minimake: Entering directory '%s'\nhi\n"
                     "minimake: Leaving directory '%s'\n" % (mk.path, mk.path))


def test_print_directory_long_with_C(mk):
    mk.write("sub/Makefile", "all:\n\t@echo hi\n")
    d = os.path.join(mk.path, "sub")
    r = mk.run("--print-directory", "-C", "sub")
    assert r.out == ("minimake: Entering directory '%s'\nhi\n"
                     "minimake: Leaving directory '%s'\n" % (d, d))


def test_print_directory_before_makefile_read(mk):
    r = mk.run("-w", mf="$(info reading)\nall: ; @:\n")
    assert r.out_lines[0].startswith("minimake: Entering directory")
    assert r.out_lines[1] == "reading"


def test_print_directory_on_error(mk):
    r = mk.run("-w", mf="all:\n\t@false\n")
    assert r.rc == 2
    assert r.out == ("minimake: Entering directory '%s'\n"
                     "minimake: Leaving directory '%s'\n" % (mk.path, mk.path))


def test_print_directory_silent(mk):
    r = mk.run("-w", "-s", mf="all:\n\techo hi\n")
    assert r.out == ("minimake: Entering directory '%s'\nhi\n"
                     "minimake: Leaving directory '%s'\n" % (mk.path, mk.path))


def test_no_print_directory(mk):
    r = mk.run("-w", "--no-print-directory", mf="all:\n\t@echo hi\n")
    assert r.out == "hi\n"


def test_print_directory_after_no_print(mk):
    r = mk.run("--no-print-directory", "-w", mf="all:\n\t@echo hi\n")
    assert len(r.out_lines) == 3


def test_print_directory_level(mk):
    r = mk.run("-w", mf="all:\n\t@echo hi\n", env={"MAKELEVEL": "2"})
    assert r.out == ("minimake[2]: Entering directory '%s'\nhi\n"
                     "minimake[2]: Leaving directory '%s'\n" % (mk.path, mk.path))


# --------------------------------------------------------------- --eval

def test_eval_option_before_makefile(mk):
    r = mk.run("--eval=$(info ev)", mf="$(info mf)\nall: ; @:\n")
    assert r.out == "ev\nmf\n"


def test_eval_option_separate_argument(mk):
    r = mk.run("--eval", "X = 1", mf=info_mf("$(X)"))
    assert r.out == "[1]\n"


def test_eval_option_rule_is_default_goal(mk):
    r = mk.run("--eval=x: ; @echo x", mf="all: ; @echo all\n")
    assert r.rc == 0
    assert r.out == "x\n"


@pytest.mark.parametrize("args", [["--eval=X = e", "X=c"], ["X=c", "--eval=X = e"]])
def test_eval_option_after_command_line_vars(mk, args):
    r = mk.run(*args, mf=info_mf("$(X)"))
    assert r.out == "[c]\n"


def test_eval_option_location(mk):
    r = mk.run("--eval=X = 1\n$(warning w)", mf="all: ; @:\n")
    assert r.err == "minimake: --eval:2: warning: w\n"


def test_eval_option_makefile_list_empty(mk):
    r = mk.run("--eval=$(info [$(MAKEFILE_LIST)])", mf="$(info [$(MAKEFILE_LIST)])\nall: ; @:\n")
    assert r.out == "[]\n[Makefile]\n"


def test_eval_option_several(mk):
    r = mk.run("--eval=X = 1", "--eval=X += 2", mf=info_mf("$(X)"))
    assert r.out == "[1 2]\n"


def test_eval_option_empty(mk):
    r = mk.run("--eval=", mf="all: ; @echo ok\n")
    assert r.rc == 0
    assert r.out == "ok\n"


def test_eval_option_error_location(mk):
    r = mk.run("--eval=foo", mf="all: ; @:\n")
    assert r.rc == 2
    assert "minimake: --eval:1: missing separator" in r.err_lines


# ----------------------------------------------- --warn-undefined-variables

W = "--warn-undefined-variables"


def test_warn_undefined(mk):
    r = mk.run(W, mf="X = 1\n$(info [$(U)])\nall: ; @:\n")
    assert r.out == "[]\n"
    assert r.err == "minimake: Makefile:2: warning: undefined variable 'U'\n"


def test_no_warning_without_option(mk):
    r = mk.run(mf="$(info [$(U)])\nall: ; @:\n")
    assert r.err == ""


def test_warn_undefined_lookup_functions_do_not_warn(mk):
    mf = "$(info $(origin U) $(flavor U) [$(value U)])\nifdef U\nendif\nall: ; @:\n"
    r = mk.run(W, mf=mf)
    assert r.err == ""


def test_warn_undefined_recursive_assignment_deferred(mk):
    r = mk.run(W, mf="X = $(U)\n\nZ := $(X)\nall: ; @:\n")
    assert r.err == "minimake: Makefile:3: warning: undefined variable 'U'\n"


def test_warn_undefined_two_references(mk):
    r = mk.run(W, mf="Z := $(U)$(V)\nall: ; @:\n")
    assert r.err_lines == ["minimake: Makefile:1: warning: undefined variable 'U'",
                           "minimake: Makefile:1: warning: undefined variable 'V'"]


def test_warn_undefined_substitution_reference(mk):
    r = mk.run(W, mf="Z := $(U:a=b)\nall: ; @:\n")
    assert r.err == "minimake: Makefile:1: warning: undefined variable 'U'\n"


def test_warn_undefined_dollar_dollar(mk):
    r = mk.run(W, mf="Z := $$(Y)\nall: ; @:\n")
    assert r.err == ""


def test_warn_undefined_empty_command_line_var(mk):
    r = mk.run(W, "X=", mf="Z := $(X)\nall: ; @:\n")
    assert r.err == ""


def test_warn_undefined_automatic_variables(mk):
    r = mk.run(W, mf="all:\n\t@echo \"[$<][$^][$?]\"\n")
    assert r.out == "[][][]\n"
    assert r.err == ""


def test_warn_undefined_call_parameter(mk):
    r = mk.run(W, mf="f = [$(2)]\nZ := $(call f,a)\nall: ; @:\n")
    assert r.err == "minimake: Makefile:2: warning: undefined variable '2'\n"


def test_warn_undefined_command_line_simple(mk):
    r = mk.run(W, "X:=$(U)", mf="all: ; @:\n")
    assert r.err == "minimake: warning: undefined variable 'U'\n"


def test_warn_undefined_in_recipe(mk):
    r = mk.run(W, mf="all:\n\t@echo a\n\t@echo \"[$(U)]\"\n")
    assert r.out == "a\n[]\n"
    assert r.err == "minimake: Makefile:3: warning: undefined variable 'U'\n"


# -------------------------------------------------------------- --trace

def test_trace_target_does_not_exist(mk):
    r = mk.run("--trace", mf="all:\n\t@echo hi\n")
    assert r.rc == 0
    assert r.out == "Makefile:1: update target 'all' due to: target does not exist\nhi\n"


def test_trace_phony(mk):
    r = mk.run("--trace", mf=".PHONY: all\n\nall:\n\t@echo hi\n")
    assert r.out == "Makefile:3: update target 'all' due to: target is phony\nhi\n"


def test_trace_newer_prerequisites(mk):
    mk.write("a", "", age=10)
    mk.write("c", "", age=20)
    mk.write("b", "", age=200)
    mk.write("all", "", age=100)
    r = mk.run("--trace", mf="all: a b c\n\t@echo hi\n")
    assert r.out == "Makefile:1: update target 'all' due to: a c\nhi\n"


def test_trace_pattern_rule_location(mk):
    mk.write("x.c", "")
    r = mk.run("--trace", "x.o", mf="X = 1\n%.o: %.c\n\t@echo cc\n")
    assert r.out == "Makefile:2: update target 'x.o' due to: target does not exist\ncc\n"


def test_trace_before_expansion(mk):
    r = mk.run("--trace", mf="all:\n\t@echo $(info expanding)hi\n")
    assert r.out == ("Makefile:1: update target 'all' due to: target does not exist\n"
                     "expanding\nhi\n")


def test_trace_no_recipe_nothing(mk):
    r = mk.run("--trace", mf="all: b\nb:\n\t@echo b\n")
    assert r.out == "Makefile:2: update target 'b' due to: target does not exist\nb\n"


def test_trace_silent_not_suppressed(mk):
    r = mk.run("--trace", "-s", mf="all:\n\techo hi\n")
    assert r.out == "Makefile:1: update target 'all' due to: target does not exist\nhi\n"


def test_trace_question_nothing(mk):
    r = mk.run("--trace", "-q", mf="all:\n\techo hi\n")
    assert r.rc == 1
    assert r.out == ""


def test_trace_dry_run(mk):
    r = mk.run("--trace", "-n", mf="all:\n\techo hi\n")
    assert r.out == "Makefile:1: update target 'all' due to: target does not exist\necho hi\n"


def test_trace_recipe_on_later_rule(mk):
    r = mk.run("--trace", mf="all: b\nb:\nall:\n\t@echo hi\n")
    assert r.out == "Makefile:3: update target 'all' due to: target does not exist\nhi\n"


def test_trace_builtin_rule(mk):
    mk.write("x.c", "")
    r = mk.run("--trace", "-n", "x.o")
    assert r.out == ("<builtin>:1: update target 'x.o' due to: target does not exist\n"
                     "cc   -c -o x.o x.c\n")


# ------------------------------------------------------------------- -p

PMF = ("B = $(A)\nA := 1\noverride O = o\noverride private P := p\nprivate Q = q\n"
       "define ML\nl1\nl2\nendef\n"
       "all: V = 3\nall: b | c\n\t@echo hi\n\t@echo a \\\n\tb\n"
       "b c:\n"
       "%.o: %.c\n\tcc $<\n"
       "vpath %.c src:lib\nvpath %.h a b\n")


def test_print_data_base_sections(mk):
    r = mk.run("-p", "-q", mf=PMF)
    assert r.rc == 1
    lines = r.out_lines
    idx = [lines.index(h) for h in ["# variables", "# rules", "# pattern rules", "# vpath"]]
    assert idx == sorted(idx)


def test_print_data_base_variables(mk):
    r = mk.run("-p", "-q", mf=PMF, env={"ENVVAR": "e"})
    lines = r.out_lines
    start = lines.index("# variables")
    end = lines.index("# rules")
    var = lines[start + 1:end]
    for l in ["A := 1", "B = $(A)", "override O = o", "override private P := p", "private Q = q"]:
        assert l in var
    assert var.index("A := 1") < var.index("B = $(A)") < var.index("override O = o") \
        < var.index("override private P := p") < var.index("private Q = q")
    assert not any(l.startswith("ENVVAR") for l in var)
    assert not any(l.startswith("CC ") for l in var)


def test_print_data_base_define(mk):
    r = mk.run("-p", "-q", mf=PMF)
    assert "\ndefine ML\nl1\nl2\nendef\n" in r.out


def test_print_data_base_simple_define(mk):
    r = mk.run("-p", "-q", mf="define ML :=\nx\ny\nendef\nall: ; @:\n")
    assert "\ndefine ML :=\nx\ny\nendef\n" in r.out


def test_print_data_base_rules(mk):
    r = mk.run("-p", "-q", mf=PMF)
    assert "\nall: V = 3\nall: b | c\n\t@echo hi\n\t@echo a \\\n\tb\n" in r.out


def test_print_data_base_pattern_rules(mk):
    r = mk.run("-p", "-q", mf=PMF)
    lines = r.out_lines
    start = lines.index("# pattern rules")
    end = lines.index("# vpath")
    assert lines[start + 1:end] == ["%.o: %.c", "\tcc $<"]


def test_print_data_base_vpath(mk):
    r = mk.run("-p", "-q", mf=PMF)
    lines = r.out_lines
    start = lines.index("# vpath")
    assert lines[start + 1:start + 3] == ["vpath %.c src:lib", "vpath %.h a:b"]


def test_print_data_base_command_line_var(mk):
    r = mk.run("-p", "-q", "X=1", "Y:=2", mf="all: ; @:\n")
    assert "X = 1" in r.out_lines
    assert "Y := 2" in r.out_lines


def test_print_data_base_then_runs(mk):
    r = mk.run("-p", mf="all:\n\t@echo hi\n")
    assert r.rc == 0
    lines = r.out_lines
    assert lines[-1] == "hi"
    assert lines.index("# vpath") < len(lines) - 1


def test_print_data_base_empty_parts(mk):
    r = mk.run("--print-data-base", mf="all: ; @:\n")
    lines = r.out_lines
    assert lines[lines.index("# pattern rules") + 1] == "# vpath"


def test_print_data_base_double_colon(mk):
    r = mk.run("-p", "-q", mf="d:: x\n\t@echo 1\nd:: y\n\t@echo 2\nx y:\n")
    assert "\nd:: x\n\t@echo 1\nd:: y\n\t@echo 2\n" in r.out


def test_print_data_base_pattern_specific(mk):
    r = mk.run("-p", "-q", mf="%.o: CF = 1\nall: ; @:\n")
    lines = r.out_lines
    start = lines.index("# pattern rules")
    assert "%.o: CF = 1" in lines[start:]


def test_print_data_base_target_specific_append(mk):
    r = mk.run("-p", "-q", mf="all: X += 1\nall: ; @:\n")
    assert "all: X += 1" in r.out_lines
