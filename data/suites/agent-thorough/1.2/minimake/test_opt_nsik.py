"""Options -n, -s, -i, -k and -S."""
from conftest import run, write, NEW, OLD

# ------------------------------------------------------------------ -n


def test_n_prints_without_running(tmp_path):
    r = run(tmp_path, "-n", makefile="all:\n\techo hi > made\n\ttouch other\n")
    assert r.rc == 0
    assert r.out == "echo hi > made\ntouch other\n"
    assert not (tmp_path / "made").exists()
    assert not (tmp_path / "other").exists()


def test_n_prints_silent_lines(tmp_path):
    r = run(tmp_path, "-n", makefile="all:\n\t@echo silent\n\techo loud\n")
    assert r.out == "echo silent\necho loud\n"


def test_n_ignores_s(tmp_path):
    r = run(tmp_path, "-n", "-s", makefile="all:\n\t@echo silent\n\techo loud\n")
    assert r.out == "echo silent\necho loud\n"


def test_n_ignores_dot_silent(tmp_path):
    r = run(tmp_path, "-n", makefile=".SILENT:\nall:\n\techo loud\n")
    assert r.out == "echo loud\n"


def test_n_runs_plus_lines(tmp_path):
    r = run(tmp_path, "-n", makefile="all:\n\t+echo plus\n\techo other > made\n")
    assert r.rc == 0
    assert r.out == "echo plus\nplus\necho other > made\n"
    assert not (tmp_path / "made").exists()


def test_n_plus_line_echo_follows_at(tmp_path):
    r = run(tmp_path, "-n", makefile="all:\n\t+@echo plus\n\t@echo other\n")
    assert r.out == "plus\necho other\n"


def test_n_prints_whole_chain(tmp_path):
    write(tmp_path / "all", "", NEW)
    r = run(tmp_path, "-n", makefile="all: b\n\t@echo all\nb:\n\t@echo b\n")
    assert r.rc == 0
    assert r.out == "echo b\necho all\n"


def test_n_expands_recipes_side_effects(tmp_path):
    r = run(tmp_path, "-n", makefile="all:\n\t@echo $(info side)x\n")
    assert r.out == "side\necho x\n"


def test_n_shell_function_runs(tmp_path):
    r = run(tmp_path, "-n", makefile="all:\n\t@echo $(shell touch marker)done\n")
    assert r.out == "echo done\n"
    assert (tmp_path / "marker").exists()


def test_n_and_q_question_wins(tmp_path):
    r = run(tmp_path, "-n", "-q", makefile="all:\n\techo hi\n")
    assert r.rc == 1
    assert r.out == ""


def test_q_and_n_question_wins(tmp_path):
    r = run(tmp_path, "-q", "-n", makefile="all:\n\t+echo hi > made\n")
    assert r.rc == 1
    assert r.out == ""
    assert not (tmp_path / "made").exists()


def test_n_failing_commands_all_printed(tmp_path):
    mk = "all: b c\nb:\n\tfalse\n\techo after\nc:\n\techo c\n"
    r = run(tmp_path, "-n", makefile=mk)
    assert r.rc == 0
    assert r.out == "false\necho after\necho c\n"
    assert r.err == ""


def test_n_missing_rule_still_error(tmp_path):
    r = run(tmp_path, "-n", makefile="all: b missing\nb:\n\techo b\n")
    assert r.rc == 2
    assert r.out == "echo b\n"
    assert r.err == "minimake: no rule to make target 'missing', needed by 'all'\n"


def test_n_error_function_in_recipe(tmp_path):
    mk = "all: b\n\techo $(error boom)\nb:\n\techo b\n"
    r = run(tmp_path, "-n", makefile=mk)
    assert r.rc == 2
    assert r.out == "echo b\n"
    assert r.err == "minimake: Makefile:2: boom\n"


def test_n_no_goal_message_when_printed(tmp_path):
    r = run(tmp_path, "-n", makefile="all:\n\t@:\n")
    assert r.out == ":\n"


# ------------------------------------------------------------------ -s

def test_s_suppresses_echo(tmp_path):
    r = run(tmp_path, "-s", makefile="all:\n\techo hi\n")
    assert r.rc == 0
    assert r.out == "hi\n"


def test_s_suppresses_up_to_date_message(tmp_path):
    write(tmp_path / "all", "")
    r = run(tmp_path, "-s", makefile="all:\n\techo hi\n")
    assert r.rc == 0
    assert r.out == ""


def test_s_suppresses_nothing_to_be_done(tmp_path):
    r = run(tmp_path, "-s", makefile="all:\n")
    assert r.rc == 0
    assert r.out == ""


def test_without_s_nothing_to_be_done(tmp_path):
    r = run(tmp_path, makefile="all:\n")
    assert r.out == "minimake: nothing to be done for 'all'.\n"


def test_s_suppresses_touch_lines(tmp_path):
    r = run(tmp_path, "-s", "-t", makefile="t:\n\techo no\n")
    assert r.rc == 0
    assert r.out == ""
    assert (tmp_path / "t").exists()


def test_s_keeps_error_messages(tmp_path):
    r = run(tmp_path, "-s", makefile="all:\n\tfalse\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: *** [Makefile:2: all] Error 1\n"


def test_s_keeps_warning_messages(tmp_path):
    r = run(tmp_path, "-s", makefile="$(warning w)\nall:\n\techo hi\n")
    assert r.err == "minimake: Makefile:1: warning: w\n"
    assert r.out == "hi\n"


def test_no_silent_cancels_earlier_s(tmp_path):
    r = run(tmp_path, "-s", "--no-silent", makefile="all:\n\techo hi\n")
    assert r.out == "echo hi\nhi\n"


def test_s_after_no_silent_applies(tmp_path):
    r = run(tmp_path, "--no-silent", "-s", makefile="all:\n\techo hi\n")
    assert r.out == "hi\n"


def test_no_silent_cancels_makeflags_s(tmp_path):
    r = run(tmp_path, "--no-silent", makefile="all:\n\techo hi\n",
            env={"MAKEFLAGS": "s"})
    assert r.out == "echo hi\nhi\n"


def test_no_silent_does_not_affect_dot_silent(tmp_path):
    r = run(tmp_path, "--no-silent", makefile=".SILENT:\nall:\n\techo hi\n")
    assert r.out == "hi\n"


def test_s_command_output_still_shown(tmp_path):
    write(tmp_path / "all", "")
    r = run(tmp_path, "-s", "all", "b", makefile="all:\n\techo hi\nb:\n\techo bee\n")
    assert r.out == "bee\n"


# ------------------------------------------------------------------ -i

def test_i_ignores_failure(tmp_path):
    r = run(tmp_path, "-i", makefile="all:\n\tfalse\n\techo ok\n")
    assert r.rc == 0
    assert r.out == "false\necho ok\nok\n"
    assert r.err == "minimake: [Makefile:2: all] Error 1 (ignored)\n"


def test_i_error_status_reported(tmp_path):
    r = run(tmp_path, "-i", makefile="all:\n\t@exit 7\n")
    assert r.rc == 0
    assert r.err == "minimake: [Makefile:2: all] Error 7 (ignored)\n"


def test_i_missing_rule_still_error(tmp_path):
    r = run(tmp_path, "-i", makefile="all: nope\n\techo x\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: no rule to make target 'nope', needed by 'all'\n"


def test_i_failed_target_counts_as_remade(tmp_path):
    write(tmp_path / "all", "", NEW)
    r = run(tmp_path, "-i", makefile="all: b\n\t@echo \"all $?\"\nb:\n\t@false\n")
    assert r.rc == 0
    assert r.out == "all b\n"
    assert r.err == "minimake: [Makefile:4: b] Error 1 (ignored)\n"


def test_i_goal_with_failed_command_gets_no_message(tmp_path):
    r = run(tmp_path, "-i", makefile="all:\n\t@false\n")
    assert r.rc == 0
    assert r.out == ""


def test_i_signal_ignored(tmp_path):
    r = run(tmp_path, "-i", makefile="all:\n\t@kill -9 $$$$\n\t@echo after\n")
    assert r.rc == 0
    assert r.out == "after\n"
    assert r.err == "minimake: [Makefile:2: all] Signal 9 (ignored)\n"


def test_i_cannot_run_ignored(tmp_path):
    mk = "SHELL = /nonexistent/sh\nall:\n\t@echo a\n\t@echo b\n"
    r = run(tmp_path, "-i", makefile=mk)
    assert r.rc == 0
    assert r.out == ""
    cr = "minimake: cannot run '/nonexistent/sh': No such file or directory"
    assert r.err_lines == [cr, "minimake: [Makefile:3: all] Error 127 (ignored)",
                           cr, "minimake: [Makefile:4: all] Error 127 (ignored)"]


def test_i_oneshell_reports_first_line(tmp_path):
    mk = ".ONESHELL:\nall:\n\t@echo a\n\tfalse\n"
    r = run(tmp_path, "-i", makefile=mk)
    assert r.rc == 0
    assert r.out == "a\n"
    assert r.err == "minimake: [Makefile:3: all] Error 1 (ignored)\n"


def test_i_later_goals_run(tmp_path):
    r = run(tmp_path, "-i", "a", "b", makefile="a:\n\t@false\nb:\n\t@echo B\n")
    assert r.rc == 0
    assert r.out == "B\n"


# ------------------------------------------------------------- -k / -S

KMK = "all: a b\n\t@echo all\na:\n\t@false\nb:\n\t@echo b\n"


def test_without_k_first_error_stops(tmp_path):
    r = run(tmp_path, makefile=KMK)
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: *** [Makefile:4: a] Error 1\n"


def test_k_continues_other_prerequisites(tmp_path):
    r = run(tmp_path, "-k", makefile=KMK)
    assert r.rc == 2
    assert r.out == "b\n"
    assert r.err == ("minimake: *** [Makefile:4: a] Error 1\n"
                     "minimake: target 'all' not remade because of errors\n")


def test_S_cancels_k(tmp_path):
    r = run(tmp_path, "-k", "-S", makefile=KMK)
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: *** [Makefile:4: a] Error 1\n"


def test_k_after_S_enables(tmp_path):
    r = run(tmp_path, "-S", "-k", makefile=KMK)
    assert r.rc == 2
    assert r.out == "b\n"


def test_k_later_goals_updated(tmp_path):
    r = run(tmp_path, "-k", "a", "b", makefile="a:\n\t@false\nb:\n\t@echo B\n")
    assert r.rc == 2
    assert r.out == "B\n"
    assert r.err == ("minimake: *** [Makefile:2: a] Error 1\n"
                     "minimake: target 'a' not remade because of errors\n")


def test_without_k_later_goals_not_updated(tmp_path):
    r = run(tmp_path, "a", "b", makefile="a:\n\t@false\nb:\n\t@echo B\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: *** [Makefile:2: a] Error 1\n"


def test_k_goal_own_command_fails_rest_not_run(tmp_path):
    r = run(tmp_path, "-k", makefile="all:\n\t@false\n\t@echo more\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == ("minimake: *** [Makefile:2: all] Error 1\n"
                     "minimake: target 'all' not remade because of errors\n")


def test_k_failed_target_tried_once(tmp_path):
    mk = "all: x y\n\t@echo all\nx: bad\n\t@echo x\ny: bad\n\t@echo y\n"
    r = run(tmp_path, "-k", makefile=mk)
    assert r.rc == 2
    assert r.out == ""
    assert r.err == ("minimake: no rule to make target 'bad', needed by 'x'\n"
                     "minimake: target 'all' not remade because of errors\n")


def test_k_failed_command_not_rerun(tmp_path):
    mk = "all: x y\nx: bad\ny: bad\nbad:\n\t@echo try; false\n"
    r = run(tmp_path, "-k", makefile=mk)
    assert r.rc == 2
    assert r.out == "try\n"
    assert r.err == ("minimake: *** [Makefile:5: bad] Error 1\n"
                     "minimake: target 'all' not remade because of errors\n")


def test_k_failed_goal_given_twice(tmp_path):
    r = run(tmp_path, "-k", "bad", "bad", makefile="bad:\n\t@false\n")
    assert r.rc == 2
    assert r.err == ("minimake: *** [Makefile:2: bad] Error 1\n"
                     "minimake: target 'bad' not remade because of errors\n"
                     "minimake: target 'bad' not remade because of errors\n")


def test_k_order_only_failure_blocks_target(tmp_path):
    r = run(tmp_path, "-k", makefile="all: | o\n\t@echo all\no:\n\t@false\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == ("minimake: *** [Makefile:4: o] Error 1\n"
                     "minimake: target 'all' not remade because of errors\n")


def test_k_each_missing_prerequisite_reported(tmp_path):
    r = run(tmp_path, "-k", makefile="all: m1 m2\n\t@echo all\n")
    assert r.rc == 2
    assert r.err == ("minimake: no rule to make target 'm1', needed by 'all'\n"
                     "minimake: no rule to make target 'm2', needed by 'all'\n"
                     "minimake: target 'all' not remade because of errors\n")


def test_without_k_first_missing_prerequisite_only(tmp_path):
    r = run(tmp_path, makefile="all: m1 m2\n\t@echo all\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'm1', needed by 'all'\n"


def test_k_missing_goal_reported(tmp_path):
    r = run(tmp_path, "-k", "nope", "a", makefile="a:\n\t@echo A\n")
    assert r.rc == 2
    assert r.out == "A\n"
    assert r.err == ("minimake: no rule to make target 'nope'\n"
                     "minimake: target 'nope' not remade because of errors\n")


def test_k_status_two_even_if_later_goal_succeeds(tmp_path):
    r = run(tmp_path, "-k", "a", "b", makefile="a:\n\t@exit 3\nb:\n\t@echo B\n")
    assert r.rc == 2
    assert "minimake: *** [Makefile:2: a] Error 3" in r.err_lines


def test_k_needed_by_is_direct_parent(tmp_path):
    r = run(tmp_path, "-k", makefile="all: mid\nmid: leaf\n\t@echo mid\n")
    assert r.rc == 2
    assert r.err == ("minimake: no rule to make target 'leaf', needed by 'mid'\n"
                     "minimake: target 'all' not remade because of errors\n")


def test_makeflags_k_cancelled_by_S(tmp_path):
    r = run(tmp_path, "-S", makefile=KMK, env={"MAKEFLAGS": "k"})
    assert r.rc == 2
    assert r.out == ""


def test_makeflags_k_enables_keep_going(tmp_path):
    r = run(tmp_path, makefile=KMK, env={"MAKEFLAGS": "k"})
    assert r.rc == 2
    assert r.out == "b\n"
