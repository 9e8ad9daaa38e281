"""Rebuild decisions, update order, circular dependencies, missing rules, recipe
expansion, command prefixes, echo, execution, recipe errors, goal messages."""
import os

import pytest

from conftest import run, write, setmtime_ns, OLD, MID, NEW

# ------------------------------------------------------- rebuild decisions


def test_newer_prerequisite_remakes(tmp_path):
    write(tmp_path / "t", "", MID)
    write(tmp_path / "p", "", NEW)
    assert run(tmp_path, makefile="t: p\n\t@echo remade\n").out == "remade\n"


def test_older_prerequisite_up_to_date(tmp_path):
    write(tmp_path / "t", "", MID)
    write(tmp_path / "p", "", OLD)
    assert run(tmp_path, makefile="t: p\n\t@echo remade\n").out == "minimake: 't' is up to date.\n"


def test_equal_times_up_to_date(tmp_path):
    write(tmp_path / "t", "", MID)
    write(tmp_path / "p", "", MID)
    assert run(tmp_path, makefile="t: p\n\t@echo remade\n").out == "minimake: 't' is up to date.\n"


def test_nanosecond_precision(tmp_path):
    write(tmp_path / "t", "")
    write(tmp_path / "p", "")
    setmtime_ns(tmp_path / "t", MID * 10**9 + 100)
    setmtime_ns(tmp_path / "p", MID * 10**9 + 200)
    assert run(tmp_path, makefile="t: p\n\t@echo remade\n").out == "remade\n"


def test_low_resolution_time(tmp_path):
    write(tmp_path / "t", "")
    write(tmp_path / "p", "")
    setmtime_ns(tmp_path / "t", MID * 10**9 + 100)
    setmtime_ns(tmp_path / "p", MID * 10**9 + 900_000_000)
    mk = "t: p\n\t@echo remade\n.LOW_RESOLUTION_TIME: t\n"
    assert run(tmp_path, makefile=mk).out == "minimake: 't' is up to date.\n"


def test_low_resolution_time_later_second(tmp_path):
    write(tmp_path / "t", "")
    write(tmp_path / "p", "")
    setmtime_ns(tmp_path / "t", MID * 10**9 + 900_000_000)
    setmtime_ns(tmp_path / "p", (MID + 1) * 10**9)
    mk = ".LOW_RESOLUTION_TIME: t\nt: p\n\t@echo remade\n"
    assert run(tmp_path, "t", makefile=mk).out == "remade\n"


def test_force_idiom(tmp_path):
    write(tmp_path / "t", "", NEW)
    mk = "t: FORCE\n\t@echo \"forced [$?]\"\nFORCE:\n"
    assert run(tmp_path, makefile=mk).out == "forced [FORCE]\n"


def test_remade_prerequisite_without_file_change(tmp_path):
    write(tmp_path / "t", "", NEW)
    write(tmp_path / "p", "", OLD)
    write(tmp_path / "q", "", MID)
    mk = "t: p\n\t@echo \"t [$?]\"\np: q\n\t@echo p\n"
    assert run(tmp_path, makefile=mk).out == "p\nt [p]\n"


def test_missing_target_remade(tmp_path):
    write(tmp_path / "p", "", OLD)
    assert run(tmp_path, makefile="t: p\n\t@echo remade\n").out == "remade\n"


# ------------------------------------------------------------ update order

def test_depth_first_order(tmp_path):
    mk = ("all: a b\n\t@echo all\na: a1 a2\n\t@echo a\na1:\n\t@echo a1\na2:\n\t@echo a2\n"
          "b: b1\n\t@echo b\nb1:\n\t@echo b1\n")
    assert run(tmp_path, makefile=mk).out == "a1\na2\na\nb1\nb\nall\n"


def test_each_target_once(tmp_path):
    mk = "all: a b c\na: c\n\t@echo a\nb: c\n\t@echo b\nc:\n\t@echo c\n"
    assert run(tmp_path, makefile=mk).out == "c\na\nb\n"


def test_duplicate_prerequisite_first_place(tmp_path):
    mk = "all: a b a\n\t@echo all\na:\n\t@echo a\nb:\n\t@echo b\n"
    assert run(tmp_path, makefile=mk).out == "a\nb\nall\n"


def test_extra_then_normal_then_order_only(tmp_path):
    mk = ("t: .EXTRA_PREREQS = e\nt: n | o\n\t@echo t\nn:\n\t@echo n\no:\n\t@echo o\n"
          "e:\n\t@echo e\n")
    assert run(tmp_path, "t", makefile=mk).out == "e\nn\no\nt\n"


# ------------------------------------------------------ circular dependencies

def test_circular_dependency(tmp_path):
    mk = "a: b\n\t@echo \"a [$^] [$?]\"\nb: a\n\t@echo \"b [$^] [$?]\"\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 0
    assert r.err == "minimake: warning: circular dependency 'b' <- 'a' dropped\n"
    assert r.out == "b [a] []\na [b] [b]\n"


def test_self_dependency(tmp_path):
    r = run(tmp_path, makefile="a: a\n\t@echo \"[$^]\"\n")
    assert r.rc == 0
    assert r.err == "minimake: warning: circular dependency 'a' <- 'a' dropped\n"
    assert r.out == "[a]\n"


def test_self_order_only_dependency(tmp_path):
    r = run(tmp_path, makefile="a: | a\n\t@echo \"[$|]\"\n")
    assert r.rc == 0
    assert r.err == "minimake: warning: circular dependency 'a' <- 'a' dropped\n"


def test_circular_indirect(tmp_path):
    mk = "a: b\n\t@echo a\nb: c\n\t@echo b\nc: a\n\t@echo c\n"
    r = run(tmp_path, makefile=mk)
    assert r.err == "minimake: warning: circular dependency 'c' <- 'a' dropped\n"
    assert r.out == "c\nb\na\n"


def test_circular_dropped_not_out_of_date(tmp_path):
    write(tmp_path / "a", "", NEW)
    write(tmp_path / "b", "", MID)
    mk = "a: b\n\t@echo a\nb: a\n\t@echo b\n"
    r = run(tmp_path, makefile=mk)
    assert r.out == "minimake: 'a' is up to date.\n"


# ----------------------------------------------------------- missing rules

def test_missing_goal(tmp_path):
    r = run(tmp_path, "nope", makefile="all:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'nope'\n"


def test_missing_prerequisite(tmp_path):
    r = run(tmp_path, makefile="all: mid\n\t@echo all\nmid: leaf\n\t@echo mid\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: no rule to make target 'leaf', needed by 'mid'\n"


def test_rule_without_recipe_not_missing(tmp_path):
    r = run(tmp_path, makefile="all: x\n\t@echo all\nx:\n")
    assert r.rc == 0
    assert r.out == "all\n"


def test_existing_file_without_rule(tmp_path):
    write(tmp_path / "src", "")
    r = run(tmp_path, makefile="all: src\n\t@echo all\n")
    assert r.out == "all\n"


# ----------------------------------------------------------- recipe expansion

def test_recipe_expanded_before_running(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@echo one\n\t@echo $(info two)three\n")
    assert r.out == "two\none\nthree\n"


def test_recipe_uses_end_of_reading_values(tmp_path):
    r = run(tmp_path, makefile="X = early\nall:\n\t@echo $(X)\nX = late\n")
    assert r.out == "late\n"


def test_recipe_expansion_error_location(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@echo one\n\t@echo $(word x,a)\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: Makefile:3: non-numeric first argument to 'word' function: 'x'\n"


def test_recipe_sees_files_made_by_prerequisites(tmp_path):
    mk = "all: gen\n\t@echo \"[$(wildcard gen.out)]\"\ngen:\n\t@touch gen.out\n"
    assert run(tmp_path, makefile=mk).out == "[gen.out]\n"


def test_recipe_does_not_see_own_files(tmp_path):
    mk = "all:\n\t@touch own.out\n\t@echo \"[$(wildcard own.out)]\"\n"
    assert run(tmp_path, makefile=mk).out == "[]\n"


def test_recipe_not_expanded_when_up_to_date(tmp_path):
    write(tmp_path / "all", "")
    r = run(tmp_path, makefile="all:\n\t@echo $(info side)x\n")
    assert r.out == "minimake: 'all' is up to date.\n"


def test_recipe_not_expanded_when_prerequisite_failed_k(tmp_path):
    mk = "all: bad\n\t@echo $(info side)x\nbad:\n\t@false\n"
    r = run(tmp_path, "-k", makefile=mk)
    assert r.out == ""


def test_eval_in_recipe_changes_later_expansions(tmp_path):
    mk = "all: a b\na:\n\t@echo \"a [$(Z)]$(eval Z = 5) [$(Z)]\"\nb:\n\t@echo \"b [$(Z)]\"\n"
    assert run(tmp_path, makefile=mk).out == "a [] [5]\nb [5]\n"


def test_double_colon_recipes_expanded_in_turn(tmp_path):
    mk = "t::\n\t@touch made\nt::\n\t@echo \"[$(wildcard made)]\"\n"
    assert run(tmp_path, makefile=mk).out == "[made]\n"


# ------------------------------------------------------------ command prefixes

def test_at_prefix_silent(tmp_path):
    assert run(tmp_path, makefile="all:\n\t@echo hi\n").out == "hi\n"


def test_minus_prefix_ignores(tmp_path):
    r = run(tmp_path, makefile="all:\n\t-false\n\techo ok\n")
    assert r.rc == 0
    assert r.out == "false\necho ok\nok\n"
    assert r.err == "minimake: [Makefile:2: all] Error 1 (ignored)\n"


def test_prefixes_with_whitespace(tmp_path):
    r = run(tmp_path, makefile="all:\n\t @ - false\n\t@echo ok\n")
    assert r.rc == 0
    assert r.out == "ok\n"
    assert r.err == "minimake: [Makefile:2: all] Error 1 (ignored)\n"


def test_prefix_from_variable(tmp_path):
    r = run(tmp_path, makefile="Q = @\nI = -\nall:\n\t$(Q)echo hi\n\t$(I)$(Q)false\n")
    assert r.rc == 0
    assert r.out == "hi\n"


def test_plus_at_same_as_at_plus(tmp_path):
    r = run(tmp_path, "-n", makefile="all:\n\t+@echo a\n\t@+echo b\n\techo c\n")
    assert r.out == "a\nb\necho c\n"


def test_multiline_expansion_split(tmp_path):
    mk = "define CMDS\necho one\n-false\n@echo three\nendef\nall:\n\t$(CMDS)\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 0
    assert r.out == "echo one\none\nfalse\nthree\n"
    assert r.err == "minimake: [Makefile:7: all] Error 1 (ignored)\n"


def test_multiline_first_prefix_applies_to_all(tmp_path):
    mk = "define CMDS\necho one\necho two\nendef\nall:\n\t@$(CMDS)\n"
    assert run(tmp_path, makefile=mk).out == "one\ntwo\n"


def test_multiline_backslash_newline_not_split(tmp_path):
    mk = "define CMDS\necho a \\\nb\nendef\nall:\n\t@$(CMDS)\n"
    assert run(tmp_path, makefile=mk).out == "a b\n"


def test_empty_line_after_prefixes_skipped(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@\n\t$(E)\n\t@ -  \n")
    assert r.rc == 0
    assert r.out == "minimake: 'all' is up to date.\n"


def test_empty_lines_skipped_other_commands_run(tmp_path):
    r = run(tmp_path, makefile="all:\n\t$(E)\n\techo hi\n")
    assert r.out == "echo hi\nhi\n"


# --------------------------------------------------------------- command echo

def test_echo_shows_expanded_command(tmp_path):
    r = run(tmp_path, makefile="X = val\nall:\n\techo $(X) $$HOME_NOT_SET_X\n")
    assert r.out == "echo val $HOME_NOT_SET_X\nval\n"


def test_echo_trailing_whitespace_kept(tmp_path):
    r = run(tmp_path, makefile="all:\n\techo a  \t$(E)\n")
    assert r.out_lines[0] == "echo a  \t"


def test_echo_trailing_whitespace_kept_under_n(tmp_path):
    r = run(tmp_path, "-n", makefile="all:\n\t@echo a  \t\n")
    assert r.out == "echo a  \t\n"


def test_echo_leading_whitespace_removed(tmp_path):
    r = run(tmp_path, makefile="all:\n\t   echo a\n\t-  echo b\n")
    assert r.out == "echo a\na\necho b\nb\n"


def test_echo_order_with_output(tmp_path):
    r = run(tmp_path, makefile="all:\n\techo 1\n\tprintf '2\\n'\n\techo 3\n")
    assert r.out == "echo 1\n1\nprintf '2\\n'\n2\necho 3\n3\n"


# ---------------------------------------------------------- command execution

def test_shell_variable_used(tmp_path):
    r = run(tmp_path, makefile="SHELL = /bin/echo\nall:\n\t@hello world\n")
    assert r.out == "-c hello world\n"


def test_shell_looked_up_in_path(tmp_path):
    r = run(tmp_path, makefile="SHELL = echo\nall:\n\t@hi\n")
    assert r.out == "-c hi\n"


def test_shell_empty_uses_bin_sh(tmp_path):
    r = run(tmp_path, makefile="SHELL =\nall:\n\t@echo ok\n")
    assert r.out == "ok\n"


def test_shell_stripped(tmp_path):
    r = run(tmp_path, makefile="SHELL =   /bin/echo   \nall:\n\t@x\n")
    assert r.out == "-c x\n"


def test_shellflags_words(tmp_path):
    r = run(tmp_path, makefile="SHELL = /bin/echo\n.SHELLFLAGS = -a  -b\nall:\n\t@cmd\n")
    assert r.out == "-a -b cmd\n"


def test_shell_not_from_environment(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@echo ok\n", env={"SHELL": "/bin/echo"})
    assert r.out == "ok\n"


def test_cannot_run_shell(tmp_path):
    r = run(tmp_path, makefile="SHELL = /nonexistent/sh\nall:\n\t@echo a\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == ("minimake: cannot run '/nonexistent/sh': No such file or directory\n"
                     "minimake: *** [Makefile:3: all] Error 127\n")


def test_shell_function_uses_shell(tmp_path):
    r = run(tmp_path, makefile="SHELL = /bin/echo\n$(info [$(shell hi)])\nall:;@:\n")
    assert r.out == "[-c hi]\n-c :\n"


def test_recipe_runs_in_current_directory(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@pwd\n")
    assert r.out == os.path.realpath(str(tmp_path)) + "\n"


def test_each_line_separate_shell(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@x=1\n\t@echo \"[$$x]\"\n")
    assert r.out == "[]\n"


def test_stdin_passed_to_commands(tmp_path):
    r = run(tmp_path, "-f", "build.mk", files={"build.mk": "all:\n\t@cat\n"}, stdin="input data\n")
    assert r.out == "input data\n"


# ------------------------------------------------------------- recipe errors

def test_error_message_and_stop(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@echo before\n\t@exit 5\n\t@echo after\n")
    assert r.rc == 2
    assert r.out == "before\n"
    assert r.err == "minimake: *** [Makefile:3: all] Error 5\n"


def test_exit_status_modulo(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@exit 300\n")
    assert r.rc == 2
    assert r.err == "minimake: *** [Makefile:2: all] Error 44\n"


def test_signal_message(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@kill -TERM $$$$\n")
    assert r.rc == 2
    assert r.err == "minimake: *** [Makefile:2: all] Signal 15\n"


def test_error_continued_line_location(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@true && \\\n\tfalse\n")
    assert r.rc == 2
    assert r.err == "minimake: *** [Makefile:2: all] Error 1\n"


def test_error_target_name_in_message(tmp_path):
    r = run(tmp_path, makefile="all: sub\nsub:\n\t@false\n")
    assert r.err == "minimake: *** [Makefile:3: sub] Error 1\n"


def test_ignored_error_continues_and_remade(tmp_path):
    write(tmp_path / "all", "", NEW)
    mk = "all: b\n\t@echo all\nb:\n\t-@false\n\t@echo b\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 0
    assert r.out == "b\nall\n"


def test_failed_goal_stops_later_goals(tmp_path):
    r = run(tmp_path, "a", "b", makefile="a:\n\t@exit 1\nb:\n\t@echo b\n")
    assert r.rc == 2
    assert r.out == ""


def test_error_after_command_output(tmp_path):
    r = run(tmp_path, makefile="all:\n\techo out; echo err >&2; exit 2\n")
    assert r.out == "echo out; echo err >&2; exit 2\nout\n"
    assert r.err == "err\nminimake: *** [Makefile:2: all] Error 2\n"


# -------------------------------------------------------------- goal messages

def test_up_to_date_message(tmp_path):
    write(tmp_path / "all", "")
    assert run(tmp_path, makefile="all:\n\techo x\n").out == "minimake: 'all' is up to date.\n"


def test_nothing_to_be_done_message(tmp_path):
    write(tmp_path / "all", "")
    assert run(tmp_path, makefile="all:\n").out == "minimake: nothing to be done for 'all'.\n"


def test_message_for_recipe_expanding_to_nothing(tmp_path):
    r = run(tmp_path, makefile="all:\n\t$(E)\n")
    assert r.out == "minimake: 'all' is up to date.\n"


def test_semicolon_empty_nothing_to_be_done(tmp_path):
    assert run(tmp_path, makefile="a: ;\n").out == "minimake: nothing to be done for 'a'.\n"


def test_semicolon_empty_line_is_up_to_date(tmp_path):
    assert run(tmp_path, makefile="a: ; $(E)\n").out == "minimake: 'a' is up to date.\n"


def test_no_message_when_prerequisite_ran(tmp_path):
    write(tmp_path / "all", "", NEW)
    r = run(tmp_path, makefile="all: | b\n\t@echo all\nb:\n\t@echo b\n")
    assert r.out == "b\n"


def test_message_for_pattern_recipe(tmp_path):
    write(tmp_path / "f.y", "", OLD)
    write(tmp_path / "f.x", "", NEW)
    r = run(tmp_path, "f.x", makefile="all:;@:\n%.x: %.y\n\t@echo make\n")
    assert r.out == "minimake: 'f.x' is up to date.\n"


def test_message_not_for_failed_goal(tmp_path):
    r = run(tmp_path, "-k", "a", makefile="a: nope\n")
    assert r.out == ""


def test_message_for_each_goal(tmp_path):
    write(tmp_path / "a", "")
    write(tmp_path / "b", "")
    r = run(tmp_path, "a", "b", makefile="a:\n\t@echo a\nb:\n")
    assert r.out == "minimake: 'a' is up to date.\nminimake: nothing to be done for 'b'.\n"
