""".PHONY, .SILENT, .IGNORE, .POSIX, .WAIT, .NOTPARALLEL, .DEFAULT, .ONESHELL,
.DELETE_ON_ERROR, .PRECIOUS."""
import os

from conftest import run, write, OLD, MID, NEW

# ------------------------------------------------------------------ .PHONY


def test_phony_runs_even_if_file_newer(tmp_path):
    write(tmp_path / "clean", "")
    r = run(tmp_path, makefile=".PHONY: clean\nclean:\n\t@echo cleaning\n")
    assert r.out == "cleaning\n"


def test_phony_without_rule_not_error(tmp_path):
    r = run(tmp_path, makefile=".PHONY: x\nall: x\n\t@echo \"all [$?]\"\n")
    assert r.rc == 0
    assert r.out == "all [x]\n"


def test_phony_prerequisite_makes_out_of_date(tmp_path):
    write(tmp_path / "all", "", NEW)
    r = run(tmp_path, makefile="all: p\n\t@echo all\n.PHONY: p\np:\n")
    assert r.out == "all\n"


def test_phony_goal_twice(tmp_path):
    r = run(tmp_path, "p", "p", makefile=".PHONY: p\np:\n\t@echo p\n")
    assert r.out == "p\nminimake: 'p' is up to date.\n"


def test_phony_once_per_run(tmp_path):
    mk = "all: a b\na: p\n\t@echo a\nb: p\n\t@echo b\n.PHONY: p\np:\n\t@echo p\n"
    assert run(tmp_path, makefile=mk).out == "p\na\nb\n"


def test_phony_goal_without_recipe(tmp_path):
    r = run(tmp_path, makefile="all: x\n.PHONY: all\nx:;@echo x\n")
    assert r.out == "x\n"
    r = run(tmp_path, "y", makefile=".PHONY: y\nall:;@:\n")
    assert r.out == "minimake: nothing to be done for 'y'.\n"


# ------------------------------------------------------ .SILENT / .IGNORE

def test_silent_with_prerequisites(tmp_path):
    mk = ".SILENT: a\nall: a b\na:\n\techo a\nb:\n\techo b\n"
    assert run(tmp_path, makefile=mk).out == "a\necho b\nb\n"


def test_silent_without_prerequisites(tmp_path):
    mk = ".SILENT:\nall: a b\na:\n\techo a\nb:\n\techo b\n"
    assert run(tmp_path, makefile=mk).out == "a\nb\n"


def test_silent_after_target(tmp_path):
    mk = "a:\n\techo a\n.SILENT: a\n"
    assert run(tmp_path, makefile=mk).out == "a\n"


def test_silent_percent_is_literal(tmp_path):
    mk = ".SILENT: %.o\nx.o:\n\techo x\n"
    assert run(tmp_path, makefile=mk).out == "echo x\nx\n"


def test_silent_not_for_prerequisites(tmp_path):
    mk = ".SILENT: all\nall: b\n\techo all\nb:\n\techo b\n"
    assert run(tmp_path, makefile=mk).out == "echo b\nb\nall\n"


def test_ignore_with_prerequisites(tmp_path):
    mk = ".IGNORE: a\nall: a b\na:\n\t@false\n\t@echo a\nb:\n\t@false\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 2
    assert r.out == "a\n"
    assert r.err == ("minimake: [Makefile:4: a] Error 1 (ignored)\n"
                     "minimake: *** [Makefile:7: b] Error 1\n")


def test_ignore_without_prerequisites(tmp_path):
    mk = "all: a b\na:\n\t@false\nb:\n\t@exit 3\n.IGNORE:\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 0
    assert r.err == ("minimake: [Makefile:3: a] Error 1 (ignored)\n"
                     "minimake: [Makefile:5: b] Error 3 (ignored)\n")


def test_ignore_not_for_dependents(tmp_path):
    mk = ".IGNORE: b\nall: b\n\t@false\nb:\n\t@false\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 2
    assert r.err == ("minimake: [Makefile:5: b] Error 1 (ignored)\n"
                     "minimake: *** [Makefile:3: all] Error 1\n")


# ------------------------------------------------------------------ .POSIX

def test_posix_shellflags_ec(tmp_path):
    mk = ".POSIX:\nall:\n\t@false; echo after\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: *** [Makefile:3: all] Error 1\n"


def test_without_posix_line_continues(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@false; echo after\n")
    assert r.rc == 0
    assert r.out == "after\n"


def test_posix_after_rules(tmp_path):
    mk = "all:\n\t@false; echo after\n.POSIX:\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 2
    assert r.out == ""


def test_posix_shellflags_while_reading(tmp_path):
    mk = ".POSIX:\nX := $(shell false; echo yes)\n$(info [$(X)] $(.SHELLFLAGS))\nall:\n\t@echo \"flags=$(.SHELLFLAGS) $(origin .SHELLFLAGS)\"\n"
    r = run(tmp_path, makefile=mk)
    assert r.out == "[yes] -c\nflags=-ec default\n"


def test_posix_assigned_shellflags_kept(tmp_path):
    mk = ".SHELLFLAGS = -c\n.POSIX:\nall:\n\t@false; echo after\n"
    assert run(tmp_path, makefile=mk).out == "after\n"


def test_posix_assigned_after(tmp_path):
    mk = ".POSIX:\nall:\n\t@false; echo after\n.SHELLFLAGS = -c\n"
    assert run(tmp_path, makefile=mk).out == "after\n"


def test_posix_conditional_assignment_no_effect(tmp_path):
    mk = ".SHELLFLAGS ?= -c\n.POSIX:\nall:\n\t@false; echo after\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 2
    assert r.out == ""


def test_posix_command_line_shellflags(tmp_path):
    r = run(tmp_path, ".SHELLFLAGS=-c", makefile=".POSIX:\nall:\n\t@false; echo after\n")
    assert r.out == "after\n"


def test_posix_target_specific_shellflags(tmp_path):
    mk = ".POSIX:\nall: a b\na: .SHELLFLAGS = -c\na:\n\t@false; echo a\nb:\n\t@false; echo b\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 2
    assert r.out == "a\n"
    assert r.err == "minimake: *** [Makefile:7: b] Error 1\n"


def test_posix_as_prerequisite_is_file(tmp_path):
    r = run(tmp_path, makefile="all: .POSIX\n\t@false; echo after\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target '.POSIX', needed by 'all'\n"


def test_shellflags_assigned_words(tmp_path):
    r = run(tmp_path, makefile=".SHELLFLAGS = -e -c\nall:\n\t@false; echo after\n")
    assert r.rc == 2
    assert r.out == ""


# ----------------------------------------------------- .WAIT / .NOTPARALLEL

def test_wait_removed(tmp_path):
    mk = "all: a .WAIT b\n\t@echo \"[$^]\"\na:\n\t@echo a\nb:\n\t@echo b\n"
    assert run(tmp_path, makefile=mk).out == "a\nb\n[a b]\n"


def test_wait_removed_order_only(tmp_path):
    mk = "all: | a .WAIT b\n\t@echo \"[$|]\"\na b:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[a b]\n"


def test_wait_removed_static_pattern(tmp_path):
    mk = "x.o: %.o: a .WAIT %.c\n\t@echo \"[$^]\"\na x.c:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[a x.c]\n"


def test_wait_removed_double_colon(tmp_path):
    mk = "t:: a .WAIT b\n\t@echo \"[$^]\"\na b:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[a b]\n"


def test_wait_rule_never_runs_from_list(tmp_path):
    mk = "all: a .WAIT b\n\t@echo all\n.WAIT:\n\t@echo WAIT\na b:;@:\n"
    assert run(tmp_path, makefile=mk).out == "all\n"


def test_wait_goal_is_ordinary(tmp_path):
    r = run(tmp_path, ".WAIT", makefile="all:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target '.WAIT'\n"


def test_notparallel_no_effect(tmp_path):
    mk = ".NOTPARALLEL:\nall: a b\na:\n\t@echo a\nb:\n\t@echo b\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 0
    assert r.out == "a\nb\n"


# ---------------------------------------------------------------- .DEFAULT

DEF = ".DEFAULT:\n\t@echo \"default [$@] [$<] [$^]\"\n"


def test_default_recipe_for_missing(tmp_path):
    r = run(tmp_path, makefile="all: x y\n\t@echo all\n" + DEF)
    assert r.out == "default [x] [] []\ndefault [y] [] []\nall\n"


def test_default_not_for_existing_file(tmp_path):
    write(tmp_path / "x", "")
    r = run(tmp_path, makefile="all: x\n\t@echo all\n" + DEF)
    assert r.out == "all\n"


def test_default_not_for_target_with_rule(tmp_path):
    r = run(tmp_path, makefile="all: x\n\t@echo all\nx:\n" + DEF)
    assert r.out == "all\n"


def test_default_for_goal(tmp_path):
    r = run(tmp_path, "zzz", makefile="all:;@:\n" + DEF)
    assert r.out == "default [zzz] [] []\n"


def test_default_existing_goal_up_to_date(tmp_path):
    write(tmp_path / "f", "")
    r = run(tmp_path, "f", makefile="all:;@:\n" + DEF)
    assert r.out == "minimake: 'f' is up to date.\n"


def test_default_once_per_target(tmp_path):
    mk = "all: a b\na: x\n\t@echo a\nb: x\n\t@echo b\n" + DEF
    assert run(tmp_path, makefile=mk).out == "default [x] [] []\na\nb\n"


def test_default_without_recipe_no_effect(tmp_path):
    r = run(tmp_path, makefile="all: x\n\t@echo all\n.DEFAULT:\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'x', needed by 'all'\n"


def test_default_not_used_when_pattern_matches(tmp_path):
    write(tmp_path / "x.y", "")
    mk = "all: x.z\n%.z: %.y\n\t@echo pattern\n" + DEF
    assert run(tmp_path, makefile=mk).out == "pattern\n"


# --------------------------------------------------------------- .ONESHELL

def test_oneshell_variables_carry(tmp_path):
    mk = ".ONESHELL:\nall:\n\t@x=1\n\techo $$x\n"
    r = run(tmp_path, makefile=mk)
    assert r.out == "1\n"


def test_oneshell_cd_carries(tmp_path):
    write(tmp_path / "sub" / "f", "insub\n")
    mk = ".ONESHELL:\nall:\n\t@cd sub\n\tcat f\n"
    assert run(tmp_path, makefile=mk).out == "insub\n"


def test_oneshell_script_echoed(tmp_path):
    mk = ".ONESHELL:\nall:\n\tx=1\n\techo $$x\n"
    assert run(tmp_path, makefile=mk).out == "x=1\necho $x\n1\n"


def test_oneshell_later_prefixes_stripped(tmp_path):
    mk = ".ONESHELL:\nall:\n\techo a\n\t@-echo b\n\t + @ echo c\n"
    assert run(tmp_path, makefile=mk).out == "echo a\necho b\necho c\na\nb\nc\n"


def test_oneshell_middle_failure_not_error(tmp_path):
    mk = ".ONESHELL:\nall:\n\t@false\n\techo ok\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 0
    assert r.out == "ok\n"


def test_oneshell_failure_first_line_location(tmp_path):
    mk = ".ONESHELL:\nall:\n\t@echo a\n\tfalse\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 2
    assert r.out == "a\n"
    assert r.err == "minimake: *** [Makefile:3: all] Error 1\n"


def test_oneshell_ignored_failure(tmp_path):
    mk = ".ONESHELL:\nall:\n\t-@echo a\n\tfalse\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 0
    assert r.err == "minimake: [Makefile:3: all] Error 1 (ignored)\n"


def test_oneshell_empty_lines_kept(tmp_path):
    mk = ".ONESHELL:\nall:\n\techo a\n\t$(E)\n\techo b\n"
    assert run(tmp_path, makefile=mk).out == "echo a\n\necho b\na\nb\n"


def test_oneshell_semicolon_first_line(tmp_path):
    mk = ".ONESHELL:\nall: ; @x=5\n\techo $$x\n"
    assert run(tmp_path, makefile=mk).out == "5\n"


def test_oneshell_declared_after(tmp_path):
    mk = "all:\n\t@x=1\n\techo \"[$$x]\"\n.ONESHELL:\n"
    assert run(tmp_path, makefile=mk).out == "[1]\n"


# ------------------------------------------------ .DELETE_ON_ERROR / .PRECIOUS

def test_delete_on_error(tmp_path):
    mk = ".DELETE_ON_ERROR:\nout:\n\t@echo partial > out; false\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 2
    assert r.err == ("minimake: *** [Makefile:3: out] Error 1\n"
                     "minimake: *** deleting file 'out'\n")
    assert not (tmp_path / "out").exists()


def test_without_delete_on_error_file_kept(tmp_path):
    r = run(tmp_path, makefile="out:\n\t@echo partial > out; false\n")
    assert r.rc == 2
    assert r.err == "minimake: *** [Makefile:2: out] Error 1\n"
    assert (tmp_path / "out").read_text() == "partial\n"


def test_delete_on_error_precious(tmp_path):
    mk = ".DELETE_ON_ERROR:\n.PRECIOUS: out\nout:\n\t@echo partial > out; false\n"
    r = run(tmp_path, makefile=mk)
    assert r.err == "minimake: *** [Makefile:4: out] Error 1\n"
    assert (tmp_path / "out").exists()


def test_delete_on_error_precious_percent_literal(tmp_path):
    mk = ".DELETE_ON_ERROR:\n.PRECIOUS: %.o\nx.o:\n\t@echo partial > x.o; false\n"
    r = run(tmp_path, makefile=mk)
    assert r.err == ("minimake: *** [Makefile:4: x.o] Error 1\n"
                     "minimake: *** deleting file 'x.o'\n")
    assert not (tmp_path / "x.o").exists()


def test_delete_on_error_phony(tmp_path):
    mk = ".DELETE_ON_ERROR:\n.PHONY: out\nout:\n\t@echo partial > out; false\n"
    r = run(tmp_path, makefile=mk)
    assert r.err == "minimake: *** [Makefile:4: out] Error 1\n"
    assert (tmp_path / "out").exists()


def test_delete_on_error_only_failed_target(tmp_path):
    mk = ".DELETE_ON_ERROR:\nall: b\n\t@touch all; false\nb:\n\t@touch b\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 2
    assert r.err == ("minimake: *** [Makefile:3: all] Error 1\n"
                     "minimake: *** deleting file 'all'\n")
    assert (tmp_path / "b").exists()
    assert not (tmp_path / "all").exists()


def test_delete_on_error_ignored_failure(tmp_path):
    mk = ".DELETE_ON_ERROR:\nout:\n\t-@echo partial > out; false\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 0
    assert r.err == "minimake: [Makefile:3: out] Error 1 (ignored)\n"
    assert (tmp_path / "out").exists()


def test_delete_on_error_directory_kept(tmp_path):
    mk = ".DELETE_ON_ERROR:\nd:\n\t@mkdir d; false\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 2
    assert r.err == "minimake: *** [Makefile:3: d] Error 1\n"
    assert (tmp_path / "d").is_dir()


def test_delete_on_error_file_not_created(tmp_path):
    mk = ".DELETE_ON_ERROR:\nout:\n\t@false\n"
    r = run(tmp_path, makefile=mk)
    assert r.err == "minimake: *** [Makefile:3: out] Error 1\n"


def test_delete_on_error_with_k_order(tmp_path):
    mk = ".DELETE_ON_ERROR:\nout:\n\t@echo x > out; false\n"
    r = run(tmp_path, "-k", makefile=mk)
    assert r.err == ("minimake: *** [Makefile:3: out] Error 1\n"
                     "minimake: *** deleting file 'out'\n"
                     "minimake: target 'out' not remade because of errors\n")


def test_delete_on_error_existing_file(tmp_path):
    write(tmp_path / "out", "old", OLD)
    write(tmp_path / "src", "", NEW)
    mk = ".DELETE_ON_ERROR:\nout: src\n\t@false\n"
    r = run(tmp_path, makefile=mk)
    assert r.err == ("minimake: *** [Makefile:3: out] Error 1\n"
                     "minimake: *** deleting file 'out'\n")
    assert not (tmp_path / "out").exists()


def test_oneshell_under_n_prints_script(tmp_path):
    mk = ".ONESHELL:\nall:\n\t@echo a\n\techo b > made\n"
    r = run(tmp_path, "-n", makefile=mk)
    assert r.rc == 0
    assert r.out == "echo a\necho b > made\n"
    assert not (tmp_path / "made").exists()
