import os


def set_mtime(path, t):
    os.utime(path, (t, t))


def test_default_goal_is_first_target(mk):
    r = mk("first:\n\t@echo one\nsecond:\n\t@echo two\n")
    assert r.rc == 0
    assert r.out == "one\n"


def test_goals_in_given_order(mk):
    r = mk("a:\n\t@echo A\nb:\n\t@echo B\n", "b", "a")
    assert r.out == "B\nA\n"
    assert r.rc == 0


def test_command_echo(mk):
    r = mk("all:\n\techo hi\n")
    assert r.rc == 0
    assert r.out == "echo hi\nhi\n"


def test_at_prefix_silences_echo(mk):
    r = mk("all:\n\t@echo hi\n\techo $$((1+2))\n")
    assert r.out == "hi\necho $((1+2))\n3\n"


def test_dry_run_prints_without_running(mk):
    r = mk("out:\n\t@touch out\n\techo done\n", "-n")
    assert r.rc == 0
    assert r.out == "touch out\necho done\n"
    assert not (mk.dir / "out").exists()


def test_silent_option(mk):
    r = mk("all:\n\techo hi\n", "-s")
    assert r.out == "hi\n"


def test_up_to_date_message(mk):
    (mk.dir / "a").write_text("")
    r = mk("a:\n\ttouch a\n")
    assert r.rc == 0
    assert r.out == "minimake: 'a' is up to date.\n"


def test_nothing_to_be_done_message(mk):
    r = mk("all:\n")
    assert r.rc == 0
    assert r.out == "minimake: nothing to be done for 'all'.\n"


def test_prereq_newer_triggers_rebuild(mk):
    (mk.dir / "src").write_text("x")
    (mk.dir / "out").write_text("")
    set_mtime(mk.dir / "out", 1_000_000)
    set_mtime(mk.dir / "src", 2_000_000)
    r = mk("out: src\n\t@echo rebuild $@ from $<\n")
    assert r.rc == 0
    assert r.out == "rebuild out from src\n"


def test_target_newer_is_up_to_date(mk):
    (mk.dir / "src").write_text("x")
    (mk.dir / "out").write_text("")
    set_mtime(mk.dir / "src", 1_000_000)
    set_mtime(mk.dir / "out", 2_000_000)
    r = mk("out: src\n\t@echo rebuild\n")
    assert r.rc == 0
    assert r.out == "minimake: 'out' is up to date.\n"


def test_dependency_chain_order(mk):
    r = mk("all: b c\n\t@echo all\nb: d\n\t@echo b\nc:\n\t@echo c\nd:\n\t@echo d\n")
    assert r.out == "d\nb\nc\nall\n"


def test_shared_prereq_built_once(mk):
    r = mk("all: a b\n\t@echo all\na: c\n\t@echo a\nb: c\n\t@echo b\nc:\n\t@echo c\n")
    assert r.out == "c\na\nb\nall\n"


def test_phony_runs_even_if_file_exists(mk):
    (mk.dir / "clean").write_text("")
    r = mk(".PHONY: clean\nclean:\n\t@echo cleaning\n")
    assert r.out == "cleaning\n"


def test_failing_command_stops(mk):
    r = mk("all:\n\t@false\n\t@echo after\n")
    assert r.rc == 2
    assert "after" not in r.out
    assert r.err == "minimake: *** [Makefile:2: all] Error 1\n"


def test_ignored_failure_continues(mk):
    r = mk("all:\n\t-@exit 3\n\t@echo after\n")
    assert r.rc == 0
    assert r.out == "after\n"
    assert r.err == "minimake: [Makefile:2: all] Error 3 (ignored)\n"


def test_missing_goal(mk):
    r = mk("all:\n\t@echo x\n", "nothere")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'nothere'\n"


def test_missing_prerequisite(mk):
    r = mk("all: dep\n\t@echo x\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: no rule to make target 'dep', needed by 'all'\n"


def test_keep_going(mk):
    r = mk("a:\n\t@false\nb:\n\t@echo B\n", "-k", "a", "b")
    assert r.rc == 2
    assert r.out == "B\n"
    assert r.err == (
        "minimake: *** [Makefile:2: a] Error 1\n"
        "minimake: target 'a' not remade because of errors\n"
    )


def test_question_out_of_date(mk):
    r = mk("out:\n\t@echo x\n", "-q")
    assert r.rc == 1
    assert r.out == ""


def test_question_up_to_date(mk):
    (mk.dir / "out").write_text("")
    r = mk("out:\n\t@echo x\n", "-q")
    assert r.rc == 0
    assert r.out == ""


def test_touch_option(mk):
    r = mk("out:\n\t@echo x > out\n", "-t")
    assert r.rc == 0
    assert r.out == "touch out\n"
    assert (mk.dir / "out").read_text() == ""


def test_circular_dependency_warning(mk):
    r = mk("a: b\n\t@echo a\nb: a\n\t@echo b\n")
    assert r.rc == 0
    assert "minimake: warning: circular dependency 'b' <- 'a' dropped\n" in r.err
    assert r.out == "b\na\n"
