"""Options -B, -q, -t and -e."""
import os
import time

from conftest import run, write, mtime, OLD, MID, NEW

# ------------------------------------------------------------------ -B


def test_B_remakes_up_to_date_target(tmp_path):
    write(tmp_path / "src", "", OLD)
    write(tmp_path / "all", "", NEW)
    mk = "all: src\n\t@echo run\n"
    assert run(tmp_path, makefile=mk).out == "minimake: 'all' is up to date.\n"
    r = run(tmp_path, "-B", makefile=mk)
    assert r.rc == 0
    assert r.out == "run\n"


def test_B_question_mark_example(tmp_path):
    for n in ("a", "b"):
        write(tmp_path / n, "", OLD)
    write(tmp_path / "all", "", NEW)
    mk = "all: a b\n\t@echo \"[$?]\"\na:\n\t@echo mk a\nb:\n"
    r = run(tmp_path, "-B", makefile=mk)
    assert r.rc == 0
    assert r.out == "mk a\n[a b]\n"


def test_B_source_not_in_question_mark(tmp_path):
    write(tmp_path / "src", "", OLD)
    write(tmp_path / "all", "", NEW)
    r = run(tmp_path, "-B", makefile="all: src\n\t@echo \"[$?]\"\n")
    assert r.out == "[]\n"


def test_B_source_newer_in_question_mark(tmp_path):
    write(tmp_path / "src", "", NEW)
    write(tmp_path / "old", "", OLD)
    write(tmp_path / "all", "", MID)
    r = run(tmp_path, "-B", makefile="all: old src\n\t@echo \"[$?]\"\n")
    assert r.out == "[src]\n"


def test_B_does_not_affect_default_only_targets(tmp_path):
    write(tmp_path / "f", "", OLD)
    write(tmp_path / "all", "", NEW)
    mk = "all: f\n\t@echo \"all [$?]\"\n.DEFAULT:\n\t@echo def $@\n"
    r = run(tmp_path, "-B", makefile=mk)
    assert r.rc == 0
    assert r.out == "all []\n"


def test_B_pattern_rule_target_remade(tmp_path):
    write(tmp_path / "x.in", "", OLD)
    write(tmp_path / "x.out", "", NEW)
    mk = "%.out: %.in\n\t@echo make $@\n"
    r = run(tmp_path, "-B", "x.out", makefile=mk)
    assert r.out == "make x.out\n"


def test_B_trace_always_make(tmp_path):
    write(tmp_path / "src", "", OLD)
    write(tmp_path / "all", "", NEW)
    r = run(tmp_path, "-B", "--trace", makefile="all: src\n\t@:\n")
    assert r.out == "Makefile:1: update target 'all' due to: always-make\n"


def test_B_prerequisite_rule_without_recipe(tmp_path):
    write(tmp_path / "b", "", OLD)
    write(tmp_path / "all", "", NEW)
    r = run(tmp_path, "-B", "--trace", makefile="all: b\n\t@echo \"[$?]\"\nb:\n")
    assert r.out == "Makefile:1: update target 'all' due to: b\n[b]\n"


# ------------------------------------------------------------------ -q

def test_q_up_to_date_status_zero(tmp_path):
    write(tmp_path / "all", "")
    r = run(tmp_path, "-q", makefile="all:\n\techo hi\n")
    assert r.rc == 0
    assert r.out == ""
    assert r.err == ""


def test_q_out_of_date_status_one(tmp_path):
    r = run(tmp_path, "-q", makefile="all:\n\ttouch made\n")
    assert r.rc == 1
    assert r.out == ""
    assert not (tmp_path / "made").exists()


def test_q_plus_lines_do_not_run(tmp_path):
    r = run(tmp_path, "-q", makefile="all:\n\t+touch made\n")
    assert r.rc == 1
    assert not (tmp_path / "made").exists()


def test_q_make_lines_do_not_run(tmp_path):
    r = run(tmp_path, "-q", makefile="all:\n\t: $(MAKE); touch made\n")
    assert r.rc == 1
    assert not (tmp_path / "made").exists()


def test_q_empty_recipe_status_zero(tmp_path):
    r = run(tmp_path, "-q", makefile="all: ;\n")
    assert r.rc == 0
    assert r.out == ""


def test_q_no_recipe_status_zero(tmp_path):
    r = run(tmp_path, "-q", makefile="all:\n")
    assert r.rc == 0
    assert r.out == ""


def test_q_recipeless_prerequisite_counts_as_remade(tmp_path):
    write(tmp_path / "all", "")
    r = run(tmp_path, "-q", makefile="all: b\n\t@echo x\nb:\n")
    assert r.rc == 1


def test_q_line_expanding_to_nothing_counts(tmp_path):
    r = run(tmp_path, "-q", makefile="all:\n\t$(E)\n")
    assert r.rc == 1


def test_q_prerequisite_with_recipe(tmp_path):
    r = run(tmp_path, "-q", makefile="all: b\nb:\n\t@echo b\n")
    assert r.rc == 1
    assert r.out == ""


def test_q_with_B(tmp_path):
    write(tmp_path / "all", "")
    r = run(tmp_path, "-q", "-B", makefile="all:\n\techo hi\n")
    assert r.rc == 1


def test_q_missing_rule_status_two(tmp_path):
    r = run(tmp_path, "-q", "a", "nope", makefile="a:\n\techo a\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: no rule to make target 'nope'\n"


def test_q_recipe_not_expanded(tmp_path):
    r = run(tmp_path, "-q", makefile="all:\n\t@echo $(info side)\n")
    assert r.rc == 1
    assert r.out == ""


def test_q_no_trace(tmp_path):
    r = run(tmp_path, "-q", "--trace", makefile="all:\n\t@echo hi\n")
    assert r.rc == 1
    assert r.out == ""


# ------------------------------------------------------------------ -t

def test_t_touches_missing_target(tmp_path):
    r = run(tmp_path, "-t", makefile="t:\n\techo run > log\n")
    assert r.rc == 0
    assert r.out == "touch t\n"
    assert (tmp_path / "t").read_bytes() == b""
    assert not (tmp_path / "log").exists()


def test_t_touch_keeps_contents(tmp_path):
    write(tmp_path / "t", "keep", OLD)
    write(tmp_path / "p", "", NEW)
    before = time.time()
    r = run(tmp_path, "-t", makefile="t: p\n\techo run > t\n")
    assert r.out == "touch t\n"
    assert (tmp_path / "t").read_text() == "keep"
    assert mtime(tmp_path / "t") > NEW
    assert mtime(tmp_path / "t") >= before - 5


def test_t_runs_plus_lines_first(tmp_path):
    r = run(tmp_path, "-t", makefile="t:\n\t+@echo plus\n\techo no\n")
    assert r.out == "plus\ntouch t\n"


def test_t_runs_make_lines(tmp_path):
    r = run(tmp_path, "-t", makefile="t:\n\t@: $(MAKE); echo mk\n\techo no\n")
    assert r.out == "mk\ntouch t\n"


def test_t_silent_target_no_touch_line(tmp_path):
    r = run(tmp_path, "-t", makefile=".SILENT: t\nt:\n\techo no\n")
    assert r.rc == 0
    assert r.out == ""
    assert (tmp_path / "t").exists()


def test_t_phony_not_touched(tmp_path):
    r = run(tmp_path, "-t", makefile=".PHONY: p\np:\n\techo p\n")
    assert r.rc == 0
    assert r.out == "minimake: 'p' is up to date.\n"
    assert not (tmp_path / "p").exists()


def test_t_target_without_recipe_not_touched(tmp_path):
    r = run(tmp_path, "-t", makefile="all: b\nb:\n\t@echo b\n")
    assert r.rc == 0
    assert r.out == "touch b\n"
    assert (tmp_path / "b").exists()
    assert not (tmp_path / "all").exists()


def test_t_prerequisites_first(tmp_path):
    r = run(tmp_path, "-t", makefile="all: b\n\t@echo all\nb:\n\t@echo b\n")
    assert r.out == "touch b\ntouch all\n"


def test_n_wins_over_t(tmp_path):
    r = run(tmp_path, "-t", "-n", makefile="t:\n\techo hi\n")
    assert r.rc == 0
    assert r.out == "echo hi\n"
    assert not (tmp_path / "t").exists()


def test_t_empty_semicolon_recipe_touched(tmp_path):
    r = run(tmp_path, "-t", makefile="a: ;\n")
    assert r.out == "touch a\n"
    assert (tmp_path / "a").exists()


def test_t_recipe_expanded(tmp_path):
    r = run(tmp_path, "-t", makefile="t:\n\t@echo $(info side)x\n")
    assert r.out == "side\ntouch t\n"


def test_t_up_to_date_not_touched(tmp_path):
    write(tmp_path / "t", "", NEW)
    r = run(tmp_path, "-t", makefile="t:\n\techo hi\n")
    assert r.out == "minimake: 't' is up to date.\n"
    assert mtime(tmp_path / "t") == NEW


# ------------------------------------------------------------------ -e

import pytest  # noqa: E402


@pytest.mark.parametrize("assign", [
    "X = file\n", "X := file\n", "X ::= file\n", "X += file\n", "X ?= file\n",
    "X != echo file\n", "define X\nfile\nendef\n",
])
def test_e_protects_environment_variable(tmp_path, assign):
    r = run(tmp_path, "-e", makefile=assign + "all:\n\t@echo \"[$(X)]\"\n",
            env={"X": "env"})
    assert r.rc == 0
    assert r.out == "[env]\n"


@pytest.mark.parametrize("assign,expected", [
    ("X = file\n", "file"), ("X := file\n", "file"), ("X += file\n", "env file"),
    ("X ?= file\n", "env"), ("X != echo file\n", "file"),
    ("define X\nfile\nendef\n", "file"),
])
def test_without_e_makefile_replaces_environment(tmp_path, assign, expected):
    r = run(tmp_path, makefile=assign + "all:\n\t@echo \"[$(X)]\"\n", env={"X": "env"})
    assert r.out == "[%s]\n" % expected


def test_e_override_still_changes(tmp_path):
    r = run(tmp_path, "-e", makefile="override X = o\nall:\n\t@echo $(X) $$X\n",
            env={"X": "env"})
    assert r.out == "o o\n"


def test_e_command_line_wins(tmp_path):
    r = run(tmp_path, "-e", "X=cl", makefile="X = file\nall:\n\t@echo $(X) $$X\n",
            env={"X": "env"})
    assert r.out == "cl cl\n"


def test_e_commands_see_environment_value(tmp_path):
    r = run(tmp_path, "-e", makefile="X = file\nall:\n\t@echo $$X\n", env={"X": "env"})
    assert r.out == "env\n"


def test_without_e_commands_see_makefile_value(tmp_path):
    r = run(tmp_path, makefile="X = file\nall:\n\t@echo $$X\n", env={"X": "env"})
    assert r.out == "file\n"


def test_e_other_variables_assigned(tmp_path):
    r = run(tmp_path, "-e", makefile="Y = y\nall:\n\t@echo \"[$(Y)]\"\n", env={"X": "env"})
    assert r.out == "[y]\n"


def test_simple_assignment_uses_environment_value(tmp_path):
    r = run(tmp_path, makefile="E := $(E)2\nall:\n\t@echo $(E) $$E\n", env={"E": "v"})
    assert r.out == "v2 v2\n"
