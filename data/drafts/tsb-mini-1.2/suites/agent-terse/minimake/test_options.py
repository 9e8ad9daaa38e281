import os

import pytest

from conftest import write, touch, set_time, mtime, BASE_T, exe


# ---- -n ----

def test_n_prints_not_runs(mk):
    r = mk("all:\n\t@touch made\n\techo hi\n", "-n")
    assert r.rc == 0
    assert r.out == "touch made\necho hi\n"
    assert not (mk.dir / "made").exists()


def test_n_silent_prints(mk):
    r = mk(".SILENT:\nall:\n\techo hi\n", "-n", "-s")
    assert r.out == "echo hi\n"


def test_n_plus_runs(mk):
    r = mk("all:\n\t+touch made\n\t@+echo quiet\n", "-n")
    assert r.out == "touch made\nquiet\n"
    assert (mk.dir / "made").exists()


def test_n_chain(mk):
    r = mk("all: mid\n\techo all\nmid: src\n\techo mid\n", "-n",
           files={"src": 10, "mid": 0, "all": 20})
    assert r.out == "echo mid\necho all\n"


def test_n_expands_side_effects(mk):
    r = mk("all:\n\techo $(info side)x\n", "-n")
    assert r.out == "side\necho x\n"


def test_n_failing_not_run(mk):
    r = mk("all: a\n\techo all\na:\n\tfalse\n\techo after\n", "-n")
    assert r.rc == 0
    assert r.out == "false\necho after\necho all\n"


def test_n_missing_rule_still_error(mk):
    r = mk("all: a nope\n\techo all\na:\n\techo a\n", "-n")
    assert r.rc == 2
    assert r.out == "echo a\n"
    assert r.errlines[-1] == "minimake: no rule to make target 'nope', needed by 'all'"


def test_n_and_q(mk):
    r = mk("all:\n\techo hi\n", "-n", "-q")
    assert r.rc == 1
    assert r.out == ""


def test_q_and_n(mk):
    r = mk("all:\n\t+touch made\n", "-q", "-n")
    assert r.rc == 1
    assert r.out == ""
    assert not (mk.dir / "made").exists()


def test_n_make_line_runs(mk):
    r = mk("all:\n\t@echo $(MAKE) > /dev/null; touch made\n", "-n")
    assert (mk.dir / "made").exists()


def test_n_no_goal_message_when_printed(mk):
    r = mk("all:\n\t@echo hi\n", "-n")
    assert r.out == "echo hi\n"


# ---- -s ----

def test_s_suppresses_echo(mk):
    r = mk("all:\n\techo hi\n", "-s")
    assert r.out == "hi\n"


def test_s_long(mk):
    r = mk("all:\n\techo hi\n", "--quiet")
    assert r.out == "hi\n"


def test_no_silent_cancels(mk):
    r = mk("all:\n\techo hi\n", "-s", "--no-silent")
    assert r.out == "echo hi\nhi\n"


def test_no_silent_then_s(mk):
    r = mk("all:\n\techo hi\n", "--no-silent", "-s")
    assert r.out == "hi\n"


def test_no_silent_makeflags(mk):
    r = mk("all:\n\techo hi\n", "--no-silent", env={"MAKEFLAGS": "s"})
    assert r.out == "echo hi\nhi\n"


def test_no_silent_keeps_dot_silent(mk):
    r = mk(".SILENT:\nall:\n\techo hi\n", "--no-silent")
    assert r.out == "hi\n"


def test_s_errors_still_shown(mk):
    r = mk("all:\n\texit 1\n", "-s")
    assert r.errlines == ["minimake: *** [Makefile:2: all] Error 1"]


# ---- -i ----

def test_i_ignores(mk):
    r = mk("all: a\n\t@echo all\na:\n\t@exit 5\n\t@echo a2\n", "-i")
    assert r.rc == 0
    assert r.out == "a2\nall\n"
    assert r.errlines == ["minimake: [Makefile:4: a] Error 5 (ignored)"]


def test_i_missing_rule_error(mk):
    r = mk("all: nope\n", "-i")
    assert r.rc == 2


def test_i_goal_no_message(mk):
    r = mk("all:\n\t@exit 1\n", "-i")
    assert r.rc == 0
    assert r.out == ""


def test_i_signal(mk):
    r = mk("all:\n\t@kill -9 $$$$\n\t@echo next\n", "-i")
    assert r.rc == 0
    assert r.out == "next\n"
    assert r.errlines == ["minimake: [Makefile:2: all] Signal 9 (ignored)"]


# ---- -k / -S ----

KMF = "all: a b\n\t@echo all\na:\n\t@exit 1\nb:\n\t@echo b\nc:\n\t@echo c\n"


def test_without_k_stops(mk):
    r = mk(KMF, "all", "c")
    assert r.rc == 2
    assert r.out == ""
    assert r.errlines == ["minimake: *** [Makefile:4: a] Error 1"]


def test_k_continues(mk):
    r = mk(KMF, "-k", "all", "c")
    assert r.rc == 2
    assert r.out == "b\nc\n"
    assert r.errlines == ["minimake: *** [Makefile:4: a] Error 1",
                          "minimake: target 'all' not remade because of errors"]


def test_k_long(mk):
    r = mk(KMF, "--keep-going", "all", "c")
    assert r.out == "b\nc\n"


def test_S_cancels_k(mk):
    r = mk(KMF, "-k", "-S", "all", "c")
    assert r.out == ""
    assert r.rc == 2


def test_k_after_S(mk):
    r = mk(KMF, "-S", "-k", "all", "c")
    assert r.out == "b\nc\n"


def test_k_missing_rules_each(mk):
    r = mk("all: x y\n\t@echo all\n", "-k")
    assert r.rc == 2
    assert r.errlines == ["minimake: no rule to make target 'x', needed by 'all'",
                          "minimake: no rule to make target 'y', needed by 'all'",
                          "minimake: target 'all' not remade because of errors"]


def test_k_goal_own_command_failed(mk):
    r = mk("all:\n\t@exit 2\n\t@echo after\n", "-k")
    assert r.out == ""
    assert r.errlines == ["minimake: *** [Makefile:2: all] Error 2",
                          "minimake: target 'all' not remade because of errors"]


def test_k_failed_tried_once(mk):
    r = mk("all: p q\np: bad\n\t@echo p\nq: bad\n\t@echo q\nbad:\n\t@exit 1\n", "-k")
    assert r.out == ""
    assert r.errlines == ["minimake: *** [Makefile:7: bad] Error 1",
                          "minimake: target 'all' not remade because of errors"]


def test_k_missing_tried_once(mk):
    r = mk("all: p q\np: nope\nq: nope\n", "-k")
    assert r.errlines == ["minimake: no rule to make target 'nope', needed by 'p'",
                          "minimake: target 'all' not remade because of errors"]


def test_k_goal_again(mk):
    r = mk("a:\n\t@exit 1\n", "-k", "a", "a")
    assert r.errlines == ["minimake: *** [Makefile:2: a] Error 1",
                          "minimake: target 'a' not remade because of errors",
                          "minimake: target 'a' not remade because of errors"]


def test_k_orderonly_failure(mk):
    r = mk("all: | bad\n\t@echo all\nbad:\n\t@exit 1\n", "-k")
    assert r.out == ""
    assert r.rc == 2


def test_k_later_success_keeps_status(mk):
    r = mk("a:\n\t@exit 1\nb:\n\t@echo b\n", "-k", "a", "b")
    assert r.rc == 2
    assert r.out == "b\n"


# ---- -B ----

def test_B_remakes(mk):
    r = mk("t: s\n\t@echo build\n", "-B", files={"s": 0, "t": 10})
    assert r.out == "build\n"


def test_B_source_not_affected(mk):
    r = mk("t: s\n\t@echo [$?]\n", "-B", files={"s": 0, "t": 10})
    assert r.out == "[]\n"


def test_B_question_var(mk):
    r = mk("all: a b\n\t@echo [$?]\na:\n\t@:\nb:\n", "-B",
           files={"a": 0, "b": 0, "all": 10})
    assert r.out == "[a b]\n"


def test_B_default_only_not_remade(mk):
    r = mk(".DEFAULT:\n\t@echo default $@\nall: x\n\t@echo all\n", "-B",
           files={"x": 0, "all": 10})
    assert r.out == "all\n"


def test_B_trace_reason(mk):
    r = mk("t: s\n\t@echo build\n", "-B", "--trace", files={"s": 0, "t": 10})
    assert r.out == "Makefile:1: update target 't' due to: always-make\nbuild\n"


def test_B_o_interaction(mk):
    r = mk("all: b c\n\t@echo [$?]\nb:\n\t@echo b\nc:\n\t@:\n", "-o", "b", "-B",
           files={"b": 0, "c": 0, "all": 10})
    assert r.out == "[c]\n"


# ---- -q ----

def test_q_up_to_date(mk):
    r = mk("t: s\n\t@echo build\n", "-q", files={"s": 0, "t": 10})
    assert r.rc == 0
    assert r.out == ""


def test_q_out_of_date(mk):
    r = mk("t: s\n\t@echo build\n", "-q", files={"s": 10, "t": 0})
    assert r.rc == 1
    assert r.out == ""


def test_q_no_recipe_zero(mk):
    r = mk("t: s\n", "-q", files={"s": 10, "t": 0})
    assert r.rc == 0


def test_q_empty_expansion_counts(mk):
    r = mk("t:\n\t$(E)\n", "-q")
    assert r.rc == 1


def test_q_plus_not_run(mk):
    r = mk("t:\n\t+touch made\n", "-q")
    assert r.rc == 1
    assert not (mk.dir / "made").exists()


def test_q_missing_rule(mk):
    r = mk("t: nope\n\t@echo t\n", "-q")
    assert r.rc == 2


def test_q_prereq_out_of_date(mk):
    r = mk("t: m\nm: s\n\t@echo m\n", "-q", "t", files={"s": 10, "m": 0, "t": 20})
    assert r.rc == 1


def test_q_B(mk):
    r = mk("t: s\n\t@echo build\n", "-q", "-B", files={"s": 0, "t": 10})
    assert r.rc == 1


def test_q_error_after_out_of_date(mk):
    r = mk("a:\n\t@echo a\n", "-q", "a", "nope")
    assert r.rc == 2


def test_q_not_expanded(mk):
    r = mk("t:\n\t@echo $(info side)\n", "-q")
    assert r.out == ""


# ---- -t ----

def test_t_touches(mk):
    r = mk("t: s\n\t@echo build > t\n", "-t", files={"s": 10, "t": ("old", 0)})
    assert r.rc == 0
    assert r.out == "touch t\n"
    assert (mk.dir / "t").read_text() == "old"
    assert mtime(mk.dir / "t") > BASE_T + 1000


def test_t_creates(mk):
    r = mk("t:\n\t@echo build\n", "-t")
    assert r.out == "touch t\n"
    assert (mk.dir / "t").exists()
    assert (mk.dir / "t").read_text() == ""


def test_t_silent(mk):
    r = mk("t:\n\t@echo build\n", "-t", "-s")
    assert r.out == ""
    assert (mk.dir / "t").exists()


def test_t_dot_silent(mk):
    r = mk(".SILENT: t\nt:\n\t@echo build\n", "-t")
    assert r.out == ""
    assert (mk.dir / "t").exists()


def test_t_phony_not_touched(mk):
    r = mk(".PHONY: p\np:\n\t@echo p\n", "-t")
    assert r.out == "minimake: 'p' is up to date.\n"
    assert not (mk.dir / "p").exists()


def test_t_no_recipe_not_touched(mk):
    r = mk("all: x\nx:\n", "-t")
    assert not (mk.dir / "all").exists()
    assert not (mk.dir / "x").exists()


def test_t_empty_semicolon_touched(mk):
    r = mk("a: ;\n", "-t")
    assert r.out == "touch a\n"
    assert (mk.dir / "a").exists()


def test_t_plus_runs(mk):
    r = mk("t:\n\t+@echo plus\n\techo no\n", "-t")
    assert r.out == "plus\ntouch t\n"


def test_t_order(mk):
    r = mk("all: a\n\t@echo all\na:\n\t@echo a\n", "-t")
    assert r.out == "touch a\ntouch all\n"


def test_t_n_wins(mk):
    r = mk("t:\n\techo build\n", "-t", "-n")
    assert r.out == "echo build\n"
    assert not (mk.dir / "t").exists()


def test_t_up_to_date(mk):
    r = mk("t: s\n\t@echo build\n", "-t", files={"s": 0, "t": 10})
    assert r.out == "minimake: 't' is up to date.\n"


def test_t_expands_recipe(mk):
    r = mk("t:\n\t@echo $(info side)\n", "-t")
    assert r.out == "side\ntouch t\n"


# ---- -o / -W ----

def test_o_not_remade(mk):
    r = mk("all: b\n\t@echo all [$?]\nb: c\n\t@echo b\nc:\n\t@echo c\n", "-o", "b",
           files={"b": 0, "all": 10})
    assert r.out == "minimake: 'all' is up to date.\n"


def test_o_missing_ok(mk):
    r = mk("all: b\n\t@echo all [$?]\n", "-o", "b", files={"all": 10})
    assert r.rc == 0


def test_o_goal_message(mk):
    r = mk("b:\n\t@echo b\n", "-o", "b", "b")
    assert r.out == "minimake: nothing to be done for 'b'.\n"


def test_o_newer_not_counted(mk):
    r = mk("all: b\n\t@echo all\n", "-o", "b", files={"b": 20, "all": 10})
    assert r.out == "minimake: 'all' is up to date.\n"


def test_W_makes_dependents(mk):
    r = mk("all: b\n\t@echo all [$?]\nb: c\n\t@echo b\n", "-W", "b",
           files={"c": 0, "b": 5, "all": 10})
    assert r.out == "all [b]\n"


def test_W_with_n(mk):
    r = mk("all: b\n\techo all\n", "-n", "--what-if=b", files={"b": 0, "all": 10})
    assert r.out == "echo all\n"


def test_W_goal_message(mk):
    r = mk("b:\n\t@echo b\n", "-W", "b", "b")
    assert r.out == "minimake: nothing to be done for 'b'.\n"


def test_o_and_W(mk):
    r = mk("all: b\n\t@echo all\n", "-W", "b", "-o", "b", files={"b": 0, "all": 10})
    assert r.out == "minimake: 'all' is up to date.\n"


def test_o_as_written(mk):
    r = mk("all: b\n\t@echo all\nb:\n\t@echo b\n", "-o", "./b", files={"all": 10})
    assert r.out == "b\nall\n"


# ---- -e in commands ----

def test_e_command_env(mk):
    r = mk("FOO = file\nall: ; @echo $$FOO\n", "-e", env={"FOO": "env"})
    assert r.out == "env\n"


def test_no_e_command_env(mk):
    r = mk("FOO = file\nall: ; @echo $$FOO\n", env={"FOO": "env"})
    assert r.out == "file\n"


def test_e_cmdline_wins(mk):
    r = mk("all: ; @echo $$FOO $(FOO)\n", "-e", "FOO=cl", env={"FOO": "env"})
    assert r.out == "cl cl\n"


# ---- --trace ----

def test_trace_missing(mk):
    r = mk("\nt:\n\t@echo t\n", "--trace")
    assert r.out == "Makefile:2: update target 't' due to: target does not exist\nt\n"


def test_trace_phony(mk):
    r = mk(".PHONY: t\nt:\n\t@echo t\n", "--trace")
    assert r.out == "Makefile:2: update target 't' due to: target is phony\nt\n"


def test_trace_prereqs(mk):
    r = mk("t: a b c\n\t@echo t\n", "--trace", files={"a": 20, "b": 0, "c": 30, "t": 10})
    assert r.out == "Makefile:1: update target 't' due to: a c\nt\n"


def test_trace_no_recipe_silent(mk):
    r = mk("t: x\nx:\n", "--trace")
    assert r.out == "minimake: nothing to be done for 't'.\n"


def test_trace_pattern_location(mk):
    r = mk("\n\n%.o: %.c\n\t@echo cc $<\n", "--trace", "x.o", files={"x.c": 0})
    assert r.out == "Makefile:3: update target 'x.o' due to: target does not exist\ncc x.c\n"


def test_trace_with_n(mk):
    r = mk("t:\n\techo t\n", "--trace", "-n")
    assert r.out == "Makefile:1: update target 't' due to: target does not exist\necho t\n"


def test_trace_not_silenced(mk):
    r = mk("t:\n\techo t\n", "--trace", "-s")
    assert r.out == "Makefile:1: update target 't' due to: target does not exist\nt\n"


def test_trace_builtin(mk):
    r = mk("", "--trace", "-n", "x.o", files={"x.c": 0})
    assert r.lines[0] == "<builtin>:1: update target 'x.o' due to: target does not exist"


# ---- MAKEFLAGS / recursion ----

def test_makeflags_passed(mk):
    r = mk("all: ; @echo [$$MAKEFLAGS]\n", "-s", "-k")
    assert r.out == "[ks]\n"


def test_makeflags_order(mk):
    r = mk("all: ; @echo [$$MAKEFLAGS]\n", "-s", "-i", "-B", "-e", "-r")
    assert r.out == "[Beisr]\n"


def test_makeflags_R_drops_r(mk):
    r = mk("all: ; @echo [$$MAKEFLAGS]\n", "-r", "-R", "-s")
    assert r.out == "[sR]\n"


def test_makeflags_with_vars(mk):
    r = mk("all: ; @echo \"[$$MAKEFLAGS]\"\n", "-s", "X=a b")
    assert r.out == "[s -- X=a\\ b]\n"


def test_makeflags_only_vars(mk):
    r = mk("all: ; @echo \"[$$MAKEFLAGS]\"\n", "X=1", "Y=2")
    assert r.out == "[-- X=1 Y=2]\n"


def test_makeflags_unset(mk):
    r = mk("all: ; @echo [$${MAKEFLAGS-unset}]\n")
    assert r.out == "[unset]\n"


def test_makeflags_variable(mk):
    r = mk("all: ; @echo [$(MAKEFLAGS)]\n", "-k")
    assert r.out == "[k]\n"


def test_makeflags_env_applies(mk):
    r = mk("all:\n\techo hi\n", env={"MAKEFLAGS": "s"})
    assert r.out == "hi\n"


def test_makeflags_env_dash_letters(mk):
    r = mk("all:\n\techo hi\n", env={"MAKEFLAGS": "-n"})
    assert r.out == "echo hi\n"


def test_makeflags_env_vars(mk):
    r = mk("X = file\nall: ; @echo $(X)\n", env={"MAKEFLAGS": "-- X=fromflags"})
    assert r.out == "fromflags\n"


def test_makeflags_env_vars_escaped(mk):
    r = mk("X = file\nall: ; @echo \"[$(X)]\"\n", env={"MAKEFLAGS": "s -- X=a\\ b"})
    assert r.out == "[a b]\n"


def test_makeflags_env_cmdline_wins(mk):
    r = mk("all: ; @echo $(X)\n", "X=cl", env={"MAKEFLAGS": "-- X=fromflags"})
    assert r.out == "cl\n"


def test_makeflags_env_S_cancels(mk):
    r = mk("all: a b\na: ; @exit 1\nb: ; @echo b\n", env={"MAKEFLAGS": "kS"})
    assert r.out == ""


def test_makeflags_env_k_cmdline_S(mk):
    r = mk("all: a b\na: ; @exit 1\nb: ; @echo b\n", "-S", env={"MAKEFLAGS": "k"})
    assert r.out == ""


def test_recursive_invocation(mk):
    os.mkdir(mk.dir / "sub")
    write(mk.dir / "sub" / "Makefile", "all: ; @echo sub level $(MAKELEVEL)\n")
    r = mk("all:\n\t@$(MAKE) -C sub\n")
    assert r.rc == 0
    assert r.out == "sub level 1\n"


def test_recursive_n(mk):
    os.mkdir(mk.dir / "sub")
    write(mk.dir / "sub" / "Makefile", "all:\n\ttouch subfile\n")
    r = mk("all:\n\t$(MAKE) -s -C sub\n", "-n")
    assert r.rc == 0
    assert r.out.splitlines()[-1] == "touch subfile"
    assert not (mk.dir / "sub" / "subfile").exists()


def test_recursive_w_level(mk):
    os.mkdir(mk.dir / "sub")
    write(mk.dir / "sub" / "Makefile", "all: ; @:\n")
    r = mk("all:\n\t@$(MAKE) -w -C sub\n")
    assert r.lines[0].startswith("minimake[1]: Entering directory '")


def test_make_restarts_removed_from_env(mk):
    r = mk("all: ; @echo [$${MAKE_RESTARTS-unset}] $(origin MAKE_RESTARTS)\n",
           env={"MAKE_RESTARTS": "abc"})
    assert r.out == "[unset] undefined\n"


# ---- -I ----

def test_I_search(mk):
    os.mkdir(mk.dir / "inc")
    write(mk.dir / "inc" / "x.mk", "$(info [$(lastword $(MAKEFILE_LIST))])\n")
    r = mk("include x.mk\nall: ; @:\n", "-I", "inc")
    assert r.rc == 0
    assert r.out == "[inc/x.mk]\n"


def test_I_trailing_slash(mk):
    os.mkdir(mk.dir / "inc")
    write(mk.dir / "inc" / "x.mk", "$(info [$(lastword $(MAKEFILE_LIST))])\n")
    r = mk("include x.mk\nall: ; @:\n", "-Iinc/")
    assert r.out == "[inc/x.mk]\n"


def test_I_order(mk):
    for d in ("i1", "i2"):
        os.mkdir(mk.dir / d)
        write(mk.dir / d / "x.mk", "$(info %s)\n" % d)
    r = mk("include x.mk\nall: ; @:\n", "-I", "nope", "--include-dir=i2", "-I", "i1")
    assert r.out == "i2\n"


def test_I_current_dir_first(mk):
    os.mkdir(mk.dir / "inc")
    write(mk.dir / "inc" / "x.mk", "$(info inc)\n")
    write(mk.dir / "x.mk", "$(info here)\n")
    r = mk("include x.mk\nall: ; @:\n", "-I", "inc")
    assert r.out == "here\n"


def test_I_relative_to_C(mk):
    os.makedirs(mk.dir / "sub")
    os.makedirs(mk.dir / "inc")
    write(mk.dir / "inc" / "x.mk", "$(info found)\n")
    write(mk.dir / "sub" / "Makefile", "include x.mk\nall: ; @:\n")
    r = mk(None, "-I", "../inc", "-C", "sub")
    assert r.out == "found\n"


def test_I_not_for_f(mk):
    os.mkdir(mk.dir / "inc")
    write(mk.dir / "inc" / "m.mk", "all: ; @:\n")
    r = mk(None, "-I", "inc", "-f", "m.mk")
    assert r.rc == 2
    assert "cannot read makefile 'm.mk'" in r.err


def test_I_error_names_as_written(mk):
    r = mk("include x.mk\nall: ; @:\n", "-I", "nope")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:1: cannot include 'x.mk': No such file or directory"


# ---- -L ----

def test_L_symlink_times(mk):
    write(mk.dir / "real", "")
    set_time(mk.dir / "real", 0)
    os.symlink("real", str(mk.dir / "link"))
    os.utime(str(mk.dir / "link"), (BASE_T + 20, BASE_T + 20), follow_symlinks=False)
    write(mk.dir / "t", "")
    set_time(mk.dir / "t", 10)
    mf = "t: link\n\t@echo build\n"
    r1 = mk(mf)
    assert r1.out == "minimake: 't' is up to date.\n"
    r2 = mk(mf, "-L")
    assert r2.out == "build\n"
