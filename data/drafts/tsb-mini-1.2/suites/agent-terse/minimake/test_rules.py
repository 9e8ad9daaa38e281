import os

import pytest

from conftest import write, touch, set_time, BASE_T


# ---- double-colon ----

def test_double_colon_each(mk):
    r = mk("log:: a\n\t@echo a changed\nlog:: b\n\t@echo b changed\n",
           files={"a": 20, "b": 0, "log": 10})
    assert r.out == "a changed\n"


def test_double_colon_missing_target(mk):
    r = mk("log:: a\n\t@echo a [$^] [$?] [$*]\nlog:: b\n\t@echo b [$^]\n",
           files={"a": 0, "b": 0})
    assert r.out == "a [a] [a] []\nb [b]\n"


def test_double_colon_no_prereqs_always(mk):
    r = mk("t::\n\t@echo run\n", files={"t": 10})
    assert r.out == "run\n"


def test_double_colon_both_kinds(mk):
    r = mk("t: a\nt:: b\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:2: target 't' has both : and :: rules"


def test_double_colon_pattern(mk):
    r = mk("%.o:: %.c\n\t@:\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:1: double-colon pattern rules are not supported"


def test_double_colon_static(mk):
    r = mk("a.o:: %.o: %.c\n\t@:\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:1: double-colon static pattern rules are not supported"


def test_double_colon_no_override_warning(mk):
    r = mk("t::\n\t@echo 1\nt::\n\t@echo 2\n")
    assert r.out == "1\n2\n"
    assert r.err == ""


def test_double_colon_up_to_date_message(mk):
    r = mk("t:: a\n\t@echo x\n", files={"a": 0, "t": 10})
    assert r.out == "minimake: 't' is up to date.\n"


def test_double_colon_B(mk):
    r = mk("t:: a\n\t@echo x\n", "-B", files={"a": 0, "t": 10})
    assert r.out == "x\n"


def test_double_colon_expand_after_previous(mk):
    r = mk("t::\n\t@echo one > f1\nt::\n\t@echo [$(wildcard f1)]\n")
    assert r.out == "[f1]\n"


# ---- grouped ----

def test_grouped_runs_once(mk):
    r = mk("all: a b\n\t@echo all\na b &: src\n\t@echo make $@\n", files={"src": 0})
    assert r.out == "make a\nall\n"


def test_grouped_member_missing(mk):
    r = mk("a b &: src\n\t@echo make $@\n", "a", files={"src": 0, "a": 10})
    assert r.out == "make a\n"


def test_grouped_goal_after(mk):
    r = mk("a b &:\n\t@echo make $@\n", "a", "b")
    assert r.out == "make a\nminimake: 'b' is up to date.\n"


def test_grouped_double_colon_error(mk):
    r = mk("a b &:: c\n\t@:\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:1: grouped targets cannot have double-colon rules"


def test_grouped_static_error(mk):
    r = mk("a.o b.o &: %.o: %.c\n\t@:\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:1: grouped targets cannot have static pattern rules"


def test_grouped_pattern_error(mk):
    r = mk("%.x %.y &: %.z\n\t@:\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:1: grouped targets cannot be patterns"


def test_grouped_failure_k(mk):
    r = mk("all: a b\na b &:\n\t@exit 1\n", "-k")
    assert r.rc == 2
    assert r.errlines == ["minimake: *** [Makefile:3: a] Error 1",
                          "minimake: *** [Makefile:3: b] Error 1",
                          "minimake: target 'all' not remade because of errors"]


def test_grouped_n(mk):
    r = mk("all: a b\na b &:\n\techo $@\n", "-n")
    assert r.out == "echo a\n"


def test_grouped_t(mk):
    r = mk("a b &:\n\techo $@\n", "-t", "a", "b")
    assert (mk.dir / "a").exists()
    assert not (mk.dir / "b").exists()


# ---- static pattern ----

def test_static_pattern(mk):
    r = mk("OBJS = a.o b.o\nall: $(OBJS)\n$(OBJS): %.o: %.c\n\t@echo cc $< $@ $*\n",
           files={"a.c": 0, "b.c": 0})
    assert r.out == "cc a.c a.o a\ncc b.c b.o b\n"


def test_static_pattern_no_match(mk):
    r = mk("all: ; @:\nx.c: %.o: %.c\n\t@:\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:2: target 'x.c' doesn't match the target pattern"


def test_static_pattern_no_percent(mk):
    r = mk("a.o: x.o: x.c\n\t@:\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: Makefile:1: target pattern contains no '%'"


def test_static_pattern_orderonly(mk):
    r = mk("a.o: %.o: %.c | %.d\n\t@echo [$^][$|]\n", files={"a.c": 0, "a.d": 0})
    assert r.out == "[a.c][a.d]\n"


def test_static_pattern_no_prereq_patterns(mk):
    r = mk("a.o: %.o:\n\t@echo [$^][$*]\n")
    assert r.out == "[][a]\n"


def test_static_pattern_dir(mk):
    r = mk("dir/a.o: dir/%.o: %.c plain\n\t@echo $* $^\n", files={"a.c": 0, "plain": 0})
    assert r.out == "a a.c plain\n"


# ---- pattern rules ----

def test_pattern_rule(mk):
    r = mk("%.o: %.c\n\t@echo cc $< -o $@ [$*]\n", "x.o", files={"x.c": 0})
    assert r.out == "cc x.c -o x.o [x]\n"


def test_pattern_rule_dir(mk):
    r = mk("%.o: %.c\n\t@echo $*\n", "lib/x.o", files={"lib/x.c": 0})
    assert r.out == "lib/x\n"


def test_pattern_middle(mk):
    r = mk("a%b:\n\t@echo $*\n", "axyb")
    assert r.out == "xy\n"


def test_pattern_empty_stem_no_match(mk):
    r = mk("%.x:\n\t@echo $*\n", ".x")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: no rule to make target '.x'"


def test_pattern_prereq_cannot_be_made(mk):
    r = mk("%.o: %.c\n\t@echo cc\n", "x.o")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: no rule to make target 'x.o'"


def test_pattern_without_recipe_unused(mk):
    r = mk("%.o: %.c\n", "-r", "x.o", files={"x.c": 0})
    assert r.rc == 2


def test_pattern_order_first(mk):
    r = mk("%.o: %.c\n\t@echo first\n%.o: %.c\n\t@echo second\n", "x.o", files={"x.c": 0})
    assert r.out == "first\n"


def test_pattern_skip_unmakeable(mk):
    r = mk("%.o: %.c\n\t@echo from-c\n%.o: %.s\n\t@echo from-s\n", "x.o", files={"x.s": 0})
    assert r.out == "from-s\n"


def test_pattern_case_sensitive(mk):
    r = mk("%.o: %.c\n\t@echo cc\n", "-r", "x.o", files={"x.C": 0})
    assert r.rc == 2


def test_pattern_explicit_prereqs_after(mk):
    r = mk("%.o: %.c\n\t@echo [$<][$^]\nx.o: x.h\n", "x.o", files={"x.c": 0, "x.h": 0})
    assert r.out == "[x.c][x.c x.h]\n"


def test_pattern_chain_and_intermediate(mk):
    r = mk("%.c: %.y\n\t@echo yacc $@ && touch $@\n%.o: %.c\n\t@echo cc $@ && touch $@\n"
           "prog: prog.o\n\t@echo link\n", files={"prog.y": 0})
    assert r.rc == 0
    assert r.out == "yacc prog.c\ncc prog.o\nlink\nrm prog.c\n"
    assert not (mk.dir / "prog.c").exists()


def test_intermediate_silent_rm(mk):
    r = mk("%.c: %.y\n\t@touch $@\nprog: prog.c\n\t@echo link\n", "-s")
    assert r.rc == 2  # prog.y missing -> no rule


def test_intermediate_rm_silent_flag(mk):
    r = mk("%.c: %.y\n\t@touch $@\n%.o: %.c\n\t@touch $@\nall: x.o\n", "-s", files={"x.y": 0})
    assert r.rc == 0
    assert r.out == ""
    assert not (mk.dir / "x.c").exists()


def test_intermediate_mentioned_not_deleted(mk):
    r = mk("%.c: %.y\n\t@touch $@\n%.o: %.c\n\t@touch $@\nall: x.o\nkeep: x.c\n",
           "all", files={"x.y": 0})
    assert r.out == ""
    assert (mk.dir / "x.c").exists()


def test_secondary_not_deleted(mk):
    r = mk("%.c: %.y\n\t@touch $@\n%.o: %.c\n\t@touch $@\nall: x.o\n.SECONDARY: x.c\n",
           files={"x.y": 0})
    assert r.out == ""
    assert (mk.dir / "x.c").exists()


def test_precious_not_deleted_intermediate(mk):
    r = mk("%.c: %.y\n\t@touch $@\n%.o: %.c\n\t@touch $@\nall: x.o\n.PRECIOUS: x.c\n",
           files={"x.y": 0})
    assert r.out == ""


def test_intermediate_explicit(mk):
    r = mk(".INTERMEDIATE: mid\nall: mid\n\t@echo all\nmid:\n\t@touch mid\n")
    assert r.out == "all\nrm mid\n"
    assert not (mk.dir / "mid").exists()


def test_notintermediate(mk):
    r = mk("%.c: %.y\n\t@touch $@\n%.o: %.c\n\t@touch $@\nall: x.o\n.NOTINTERMEDIATE: x.c\n",
           files={"x.y": 0})
    assert r.out == ""
    assert (mk.dir / "x.c").exists()


def test_intermediate_not_remade_when_target_uptodate(mk):
    mf = "%.c: %.y\n\t@echo gen $@\n%.o: %.c\n\t@echo cc $@\n"
    r = mk(mf, "x.o", files={"x.y": 0, "x.o": 10})
    assert r.out == "minimake: 'x.o' is up to date.\n"


def test_intermediate_remade_when_source_newer(mk):
    mf = "%.c: %.y\n\t@echo gen $@; touch $@\n%.o: %.c\n\t@echo cc $@\n"
    r = mk(mf, "x.o", files={"x.y": 20, "x.o": 10})
    assert r.out == "gen x.c\ncc x.o\nrm x.c\n"


def test_intermediate_not_deleted_under_n(mk):
    mf = "%.c: %.y\n\techo gen $@\n%.o: %.c\n\techo cc $@\n"
    r = mk(mf, "-n", "x.o", files={"x.y": 0})
    assert r.out == "echo gen x.c\necho cc x.o\n"


def test_intermediate_goal_not_intermediate(mk):
    r = mk("%.c: %.y\n\t@touch $@\n", "x.c", files={"x.y": 0})
    assert r.out == ""
    assert (mk.dir / "x.c").exists()


# ---- builtin rules ----

def test_builtin_rules_n(mk):
    r = mk("", "-n", "prog", files={"prog.c": 0})
    assert r.out == "cc   -c -o prog.o prog.c\ncc  prog.o  -o prog\n"


def test_builtin_cc_rule(mk):
    r = mk("CXX = myc++\n", "-n", "x.o", files={"x.cc": 0})
    assert r.out == "myc++   -c -o x.o x.cc\n"


def test_builtin_r_disables(mk):
    r = mk("", "-r", "x.o", files={"x.c": 0})
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: no rule to make target 'x.o'"


def test_builtin_R_disables(mk):
    r = mk("", "-R", "x.o", files={"x.c": 0})
    assert r.rc == 2


def test_builtin_after_makefile_rules(mk):
    r = mk("%.o: %.c\n\t@echo mine\n", "x.o", files={"x.c": 0})
    assert r.out == "mine\n"


def test_builtin_vars_used(mk):
    r = mk("CC = gcc\nCFLAGS = -O\n", "-n", "x.o", files={"x.c": 0})
    assert r.out == "gcc -O  -c -o x.o x.c\n"


# ---- vpath ----

def test_VPATH(mk):
    r = mk("VPATH = src\nprog.o: prog.c\n\t@echo cc $<\n", files={"src/prog.c": 0})
    assert r.out == "cc src/prog.c\n"


def test_VPATH_colon_list(mk):
    r = mk("VPATH = a::b\nt: f\n\t@echo $^\n", files={"b/f": 0})
    assert r.out == "b/f\n"


def test_VPATH_trailing_slash(mk):
    r = mk("VPATH = src/\nt: f\n\t@echo $<\n", files={"src/f": 0})
    assert r.out == "src/f\n"


def test_vpath_directive(mk):
    r = mk("vpath %.h inc\nt: x.h y.c\n\t@echo $^\n", files={"inc/x.h": 0, "inc/y.c": 0})
    assert r.rc == 2


def test_vpath_directive_match(mk):
    r = mk("vpath %.h inc\nt: x.h\n\t@echo $^\n", files={"inc/x.h": 0})
    assert r.out == "inc/x.h\n"


def test_vpath_before_VPATH(mk):
    r = mk("VPATH = v\nvpath %.h p\nt: x.h\n\t@echo $^\n", files={"v/x.h": 0, "p/x.h": 0})
    assert r.out == "p/x.h\n"


def test_vpath_clear_pattern(mk):
    r = mk("vpath %.h p\nvpath %.h\nt: x.h\n\t@echo $^\n", files={"p/x.h": 0})
    assert r.rc == 2


def test_vpath_clear_all(mk):
    r = mk("vpath %.h p\nvpath\nt: x.h\n\t@echo $^\n", files={"p/x.h": 0})
    assert r.rc == 2


def test_vpath_local_first(mk):
    r = mk("VPATH = src\nt: f\n\t@echo $^\n", files={"src/f": 0, "f": 0})
    assert r.out == "f\n"


def test_vpath_found_target_remade_locally(mk):
    r = mk("VPATH = src\nall: f\n\t@echo all $^\nf: g\n\t@echo make $@\n",
           files={"src/f": 0, "g": 10})
    assert r.out == "make f\nall f\n"


def test_vpath_found_up_to_date(mk):
    r = mk("VPATH = src\nall: f\n\t@echo all $^\nf: g\n\t@echo make $@\n",
           files={"src/f": 10, "g": 0})
    assert r.out == "all src/f\n"


def test_vpath_goal(mk):
    r = mk("VPATH = src\nf: g\n\t@echo make\n", "f", files={"src/f": 10, "g": 0})
    assert r.out == "minimake: 'f' is up to date.\n"


def test_vpath_pattern_rule_prereq(mk):
    r = mk("VPATH = src\n%.o: %.c\n\t@echo cc $<\n", "x.o", files={"src/x.c": 0})
    assert r.out == "cc src/x.c\n"


def test_vpath_p_output(mk):
    r = mk("vpath %.h a:b c\n", "-p", "-q", "nothing", files={"nothing": 0})
    assert "vpath %.h a:b:c" in r.lines


# ---- special targets ----

def test_silent_target(mk):
    r = mk(".SILENT: a\nall: a\n\techo all\na:\n\techo a\n")
    assert r.out == "a\necho all\nall\n"


def test_silent_all(mk):
    r = mk("all:\n\techo hi\n.SILENT:\n")
    assert r.out == "hi\n"


def test_silent_percent_not_pattern(mk):
    r = mk(".SILENT: %\nall:\n\techo hi\n")
    assert r.out == "echo hi\nhi\n"


def test_ignore_target(mk):
    r = mk(".IGNORE: a\nall: a\n\t@exit 1\na:\n\t@exit 2\n\t@echo a2\n")
    assert r.rc == 2
    assert r.out == "a2\n"
    assert r.errlines == ["minimake: [Makefile:5: a] Error 2 (ignored)",
                          "minimake: *** [Makefile:3: all] Error 1"]


def test_ignore_all(mk):
    r = mk(".IGNORE:\nall:\n\t@exit 1\n\t@echo next\n")
    assert r.rc == 0
    assert r.out == "next\n"


def test_posix_shellflags(mk):
    r = mk(".POSIX:\nall:\n\t@false; echo notreached\n")
    assert r.rc == 2
    assert r.out == ""


def test_posix_shellflags_reading(mk):
    r = mk("$(info $(.SHELLFLAGS))\n.POSIX:\nall:\n\t@echo $(.SHELLFLAGS) $(origin .SHELLFLAGS)\n")
    assert r.out == "-c\n-ec default\n"


def test_posix_assigned_shellflags(mk):
    r = mk(".POSIX:\n.SHELLFLAGS = -c\nall:\n\t@false; echo reached\n")
    assert r.out == "reached\n"


def test_posix_condassign(mk):
    r = mk(".SHELLFLAGS ?= -c\n.POSIX:\nall:\n\t@echo $(.SHELLFLAGS)\n")
    assert r.out == "-ec\n"


def test_without_posix(mk):
    r = mk("all:\n\t@false; echo reached\n")
    assert r.out == "reached\n"


def test_posix_as_prereq(mk):
    r = mk("all: .POSIX\n\t@:\n")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: no rule to make target '.POSIX', needed by 'all'"


def test_wait_removed(mk):
    r = mk("all: a .WAIT b\n\t@echo [$^]\na b:\n\t@echo $@\n")
    assert r.out == "a\nb\n[a b]\n"


def test_wait_goal(mk):
    r = mk("all: ; @:\n", ".WAIT")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: no rule to make target '.WAIT'"


def test_notparallel(mk):
    r = mk(".NOTPARALLEL:\nall: ; @echo ok\n")
    assert r.out == "ok\n"


def test_default_target(mk):
    r = mk(".DEFAULT:\n\t@echo default [$@][$<][$^]\nall: x\n\t@echo all\n")
    assert r.out == "default [x][][]\nall\n"


def test_default_existing(mk):
    r = mk(".DEFAULT:\n\t@echo default $@\nall: x\n\t@echo all\n", files={"x": 0})
    assert r.out == "all\n"


def test_default_goal_up_to_date(mk):
    r = mk(".DEFAULT:\n\t@echo default $@\n", "x", files={"x": 0})
    assert r.out == "minimake: 'x' is up to date.\n"


def test_default_not_for_rule(mk):
    r = mk(".DEFAULT:\n\t@echo default $@\nall: x\n\t@echo all\nx:\n")
    assert r.out == "all\n"


def test_oneshell(mk):
    r = mk(".ONESHELL:\nall:\n\t@X=1\n\techo [$$X]\n")
    assert r.out == "[1]\n"


def test_oneshell_echo(mk):
    r = mk(".ONESHELL:\nall:\n\techo a\n\t@echo b\n")
    assert r.out == "echo a\necho b\na\nb\n"


def test_oneshell_status_last(mk):
    r = mk(".ONESHELL:\nall:\n\t@false\n\ttrue\n")
    assert r.rc == 0


def test_oneshell_failure_location(mk):
    r = mk(".ONESHELL:\nall:\n\t@true\n\tfalse\n")
    assert r.rc == 2
    assert r.errlines == ["minimake: *** [Makefile:3: all] Error 1"]


def test_oneshell_ignored(mk):
    r = mk(".ONESHELL:\nall:\n\t-@true\n\texit 4\n")
    assert r.rc == 0
    assert r.errlines == ["minimake: [Makefile:3: all] Error 4 (ignored)"]


def test_oneshell_i(mk):
    r = mk(".ONESHELL:\nall:\n\t@true\n\texit 4\n", "-i")
    assert r.rc == 0
    assert r.errlines == ["minimake: [Makefile:3: all] Error 4 (ignored)"]


def test_delete_on_error(mk):
    r = mk(".DELETE_ON_ERROR:\nt:\n\t@echo partial > t; exit 1\n")
    assert r.rc == 2
    assert r.errlines == ["minimake: *** [Makefile:3: t] Error 1",
                          "minimake: *** deleting file 't'"]
    assert not (mk.dir / "t").exists()


def test_no_delete_without_special(mk):
    r = mk("t:\n\t@echo partial > t; exit 1\n")
    assert (mk.dir / "t").exists()
    assert r.errlines == ["minimake: *** [Makefile:2: t] Error 1"]


def test_delete_on_error_precious(mk):
    r = mk(".DELETE_ON_ERROR:\n.PRECIOUS: t\nt:\n\t@echo partial > t; exit 1\n")
    assert (mk.dir / "t").exists()
    assert "deleting" not in r.err


def test_delete_on_error_ignored(mk):
    r = mk(".DELETE_ON_ERROR:\nt:\n\t-@echo partial > t; exit 1\n")
    assert (mk.dir / "t").exists()
    assert "deleting" not in r.err


def test_delete_on_error_directory(mk):
    r = mk(".DELETE_ON_ERROR:\nt:\n\t@mkdir t; exit 1\n")
    assert (mk.dir / "t").is_dir()
    assert "deleting" not in r.err


def test_delete_on_error_k(mk):
    r = mk(".DELETE_ON_ERROR:\nt:\n\t@echo x > t; exit 1\n", "-k")
    assert r.errlines == ["minimake: *** [Makefile:3: t] Error 1",
                          "minimake: *** deleting file 't'",
                          "minimake: target 't' not remade because of errors"]


def test_delete_on_error_only_failed(mk):
    r = mk(".DELETE_ON_ERROR:\nt: p\n\t@exit 1\np:\n\t@echo ok > p\n", "t")
    assert (mk.dir / "p").exists()


# ---- secondary expansion ----

def test_secondexpansion(mk):
    r = mk(".SECONDEXPANSION:\nSRCS_prog = main.c util.c\nprog: $$(SRCS_$$@)\n\t@echo $^\n",
           files={"main.c": 0, "util.c": 0})
    assert r.out == "main.c util.c\n"


def test_secondexpansion_before_not_affected(mk):
    r = mk("X = a\nall: $$(X)\n\t@echo '[$^]'\n.SECONDEXPANSION:\n", files={"$(X)": 0})
    assert r.out == "[$(X)]\n"


def test_secondexpansion_late_values(mk):
    r = mk(".SECONDEXPANSION:\nall: $$(P)\n\t@echo [$^]\nP = late\nlate: ; @:\n")
    assert r.out == "[late]\n"


def test_secondexpansion_appended(mk):
    r = mk(".SECONDEXPANSION:\nall: a $$(P)\n\t@echo [$^]\nP = c\na c: ; @:\n")
    assert r.out == "[a c]\n"


# ---- extra prereqs ----

def test_extra_prereqs(mk):
    r = mk(".EXTRA_PREREQS = tool\nall: a\n\t@echo all [$^]\na: ; @echo a\ntool: ; @echo tool\n")
    assert r.out == "tool\na\nall [a]\n"


def test_extra_prereqs_target_specific(mk):
    r = mk("all: .EXTRA_PREREQS = x\nall: a\n\t@echo [$^]\nx: ; @echo x\na: ; @echo a\n")
    assert r.out == "x\na\n[a]\n"


def test_extra_prereqs_makes_out_of_date(mk):
    r = mk(".EXTRA_PREREQS = tool\nt: s\n\t@echo t\n", files={"tool": 20, "s": 0, "t": 10})
    assert r.out == "t\n"


# ---- archives ----

def _ar(entries):
    data = b"!<arch>\n"
    for name, mtime, content in entries:
        hdr = (name.ljust(16) + str(mtime).ljust(12) + "0".ljust(6) + "0".ljust(6)
               + "100644".ljust(8) + str(len(content)).ljust(10) + "`\n")
        data += hdr.encode() + content
        if len(content) % 2:
            data += b"\n"
    return data


def test_archive_member_exists(mk):
    (mk.dir / "lib.a").write_bytes(_ar([("a.o/", BASE_T, b"xx")]))
    touch(mk.dir / "a.o", -100)
    r = mk("lib.a(a.o): a.o\n\t@echo update $@ $%\n", "lib.a(a.o)")
    assert r.out == "minimake: 'lib.a(a.o)' is up to date.\n"


def test_archive_member_newer_source(mk):
    (mk.dir / "lib.a").write_bytes(_ar([("a.o/", BASE_T, b"xx")]))
    touch(mk.dir / "a.o", 100)
    r = mk("lib.a(a.o): a.o\n\t@echo update $@ $%\n", "lib.a(a.o)")
    assert r.out == "update lib.a a.o\n"


def test_archive_member_missing(mk):
    (mk.dir / "lib.a").write_bytes(_ar([("b.o/", BASE_T, b"xx")]))
    touch(mk.dir / "a.o", -100)
    r = mk("lib.a(a.o): a.o\n\t@echo update $@ $%\n", "lib.a(a.o)")
    assert r.out == "update lib.a a.o\n"


def test_archive_list_expansion(mk):
    (mk.dir / "lib.a").write_bytes(_ar([("a.o/", BASE_T, b"x"), ("b.o/", BASE_T, b"y")]))
    r = mk("all: lib.a(a.o b.o)\n\t@echo '[$^]'\n", files={"a.o": -10, "b.o": -10})
    assert r.out == "[lib.a(a.o) lib.a(b.o)]\n"


def test_archive_unterminated(mk):
    r = mk("lib.a: lib.a(a.o b.o\n\t@:\n")
    assert r.rc == 2
    assert "unterminated archive member list 'lib.a('" in r.err


def test_archive_builtin_rule(mk):
    r = mk("", "-n", "lib.a(x.o)", files={"x.o": 0})
    assert r.out == "ar rv lib.a x.o\n"


def test_archive_long_name(mk):
    longname = "verylongmembername.o"
    table = (longname + "/\n").encode()
    (mk.dir / "lib.a").write_bytes(_ar([("//", 0, table), ("/0", BASE_T, b"zz")]))
    touch(mk.dir / longname, -100)
    r = mk("lib.a(%s): %s\n\t@echo update\n" % (longname, longname), "lib.a(%s)" % longname)
    assert r.out == "minimake: 'lib.a(%s)' is up to date.\n" % longname


# ---- -p ----

def test_p_sections(mk):
    r = mk("", "-p", "-q", "f", files={"f": 0})
    lines = r.lines
    for h in ("# variables", "# rules", "# pattern rules", "# vpath"):
        assert h in lines
    assert lines.index("# variables") < lines.index("# rules") < \
        lines.index("# pattern rules") < lines.index("# vpath")


def test_p_variables(mk):
    r = mk("B = $(X)\nA := 1\noverride O = o\nprivate P = p\n", "-p", "-q", "f", files={"f": 0})
    lines = r.lines
    assert "B = $(X)" in lines
    assert "A := 1" in lines
    assert "override O = o" in lines
    assert "private P = p" in lines
    assert lines.index("A := 1") < lines.index("B = $(X)")


def test_p_no_env_or_default(mk):
    r = mk("A = 1\n", "-p", "-q", "f", files={"f": 0}, env={"ENVV": "1"})
    assert not any(l.startswith("ENVV") for l in r.lines)
    assert not any(l.startswith("CC ") for l in r.lines)


def test_p_cmdline_var(mk):
    r = mk("", "-p", "-q", "f", "CL=1", files={"f": 0})
    assert "CL = 1" in r.lines


def test_p_rules(mk):
    r = mk("all: a b | c\n\techo $@\n\techo two\na: X = 1\n", "-p", "-q", "f", files={"f": 0})
    lines = r.lines
    i = lines.index("all: a b | c")
    assert lines[i + 1] == "\techo $@"
    assert lines[i + 2] == "\techo two"
    assert "a: X = 1" in lines


def test_p_pattern_rules(mk):
    r = mk("%.o: %.c\n\tcc $<\n%.o: X = 1\n", "-p", "-q", "f", files={"f": 0})
    lines = r.lines
    i = lines.index("%.o: %.c")
    assert lines[i + 1] == "\tcc $<"
    assert "%.o: X = 1" in lines


def test_p_define_value(mk):
    r = mk("define M\na\nb\nendef\n", "-p", "-q", "f", files={"f": 0})
    lines = r.lines
    i = lines.index("define M")
    assert lines[i + 1:i + 4] == ["a", "b", "endef"]


def test_p_continues(mk):
    r = mk("all: ; @echo ran\n", "-p")
    assert r.rc == 0
    assert r.lines[-1] == "ran"
    assert r.lines[0] == "# variables"


def test_p_double_colon(mk):
    r = mk("t:: a\n\techo 1\nt:: b\n\techo 2\n", "-p", "-q", "f", files={"f": 0})
    lines = r.lines
    assert "t:: a" in lines and "t:: b" in lines
    assert lines[lines.index("t:: a") + 1] == "\techo 1"
