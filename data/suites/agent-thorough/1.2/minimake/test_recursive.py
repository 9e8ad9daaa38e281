"""Recursive invocation: MAKELEVEL, MAKEFLAGS, $(MAKE)."""
import pytest

from conftest import run, write, realdir, EXE

SHOWFLAGS = "all:\n\t@printf '[%s]\\n' \"$${MAKEFLAGS-unset}\"\n"


def test_makelevel_in_commands(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@echo $$MAKELEVEL\n")
    assert r.out == "1\n"


def test_makelevel_variable(tmp_path):
    r = run(tmp_path, makefile="$(info $(MAKELEVEL) $(origin MAKELEVEL))\nall:;@:\n")
    assert r.out == "0 default\n"


def test_makelevel_from_environment(tmp_path):
    r = run(tmp_path, makefile="$(info $(MAKELEVEL))\nall:\n\t@echo $$MAKELEVEL\n",
            env={"MAKELEVEL": "3"})
    assert r.out == "3\n4\n"


@pytest.mark.parametrize("val", ["abc", "123456", "", "-1", "1x"])
def test_makelevel_invalid_is_zero(tmp_path, val):
    r = run(tmp_path, makefile="$(info [$(MAKELEVEL)])\nall:\n\t@echo $$MAKELEVEL\n",
            env={"MAKELEVEL": val})
    assert r.out == "[0]\n1\n"


def test_makelevel_five_digits(tmp_path):
    r = run(tmp_path, makefile="$(info [$(MAKELEVEL)])\nall:;@:\n",
            env={"MAKELEVEL": "00012"})
    assert r.out in ("[00012]\n", "[12]\n")


def test_makelevel_in_shell_function(tmp_path):
    r = run(tmp_path, makefile="$(info $(shell echo $$MAKELEVEL))\nX != echo $$MAKELEVEL\n"
            "$(info $(X))\nall:;@:\n")
    assert r.out == "1\n1\n"


def test_makeflags_unset_without_flags(tmp_path):
    r = run(tmp_path, makefile=SHOWFLAGS)
    assert r.out == "[unset]\n"


@pytest.mark.parametrize("args,expected", [
    (["-s", "-k"], "ks"),
    (["-k", "-s"], "ks"),
    (["-s"], "s"),
    (["-r", "-k", "-B", "-s", "-i", "-e"], "Beiksr"),
    (["-s", "-r", "-R"], "sR"),
    (["-s", "-R"], "sR"),
    (["-sS"], "s"),
    (["-ks", "-S"], "s"),
    (["-s", "-j4", "-w", "-L"], "s"),
])
def test_makeflags_letters(tmp_path, args, expected):
    r = run(tmp_path, *args, makefile=SHOWFLAGS)
    assert r.out_lines[-2 if "-w" in args else -1] == "[%s]" % expected


def test_makeflags_with_assignment(tmp_path):
    r = run(tmp_path, "-s", "X=a b", makefile=SHOWFLAGS)
    assert r.out == "[s -- X=a\\ b]\n"


def test_makeflags_assignment_only(tmp_path):
    r = run(tmp_path, "X=1", makefile=SHOWFLAGS)
    assert r.out == "[-- X=1]\n"


def test_makeflags_several_assignments(tmp_path):
    r = run(tmp_path, "A=1", "B:=2", "-s", makefile=SHOWFLAGS)
    assert r.out == "[s -- A=1 B:=2]\n"


def test_makeflags_backslash_escaped(tmp_path):
    r = run(tmp_path, "X=a\\b", makefile=SHOWFLAGS)
    assert r.out == "[-- X=a\\\\b]\n"


def test_makeflags_variable_holds_same_text(tmp_path):
    r = run(tmp_path, "-k", "-s", makefile="$(info [$(MAKEFLAGS)])\nall:;@:\n")
    assert r.out == "[ks]\n"


def test_makeflags_n_passed_to_plus_line(tmp_path):
    r = run(tmp_path, "-n", makefile="all:\n\t+@echo \"[$$MAKEFLAGS]\"\n")
    assert r.out == "[n]\n"


def test_makeflags_t_passed_to_plus_line(tmp_path):
    r = run(tmp_path, "-t", makefile="all:\n\t+@echo \"[$$MAKEFLAGS]\"\n")
    assert r.out == "[t]\ntouch all\n"


def test_incoming_makeflags_letters(tmp_path):
    r = run(tmp_path, makefile="all:\n\techo hi\n", env={"MAKEFLAGS": "s"})
    assert r.out == "hi\n"


def test_incoming_makeflags_with_dash(tmp_path):
    r = run(tmp_path, makefile="all:\n\techo hi\n", env={"MAKEFLAGS": "-s"})
    assert r.out == "hi\n"


def test_incoming_makeflags_other_letters_ignored(tmp_path):
    r = run(tmp_path, makefile="all:\n\techo hi\n", env={"MAKEFLAGS": "zsy"})
    assert r.rc == 0
    assert r.out == "hi\n"


def test_incoming_makeflags_passed_on(tmp_path):
    r = run(tmp_path, makefile=SHOWFLAGS, env={"MAKEFLAGS": "ks"})
    assert r.out == "[ks]\n"


def test_incoming_makeflags_assignment(tmp_path):
    r = run(tmp_path, makefile="X = file\nall:\n\t@echo \"[$(X)] $(origin X)\"\n",
            env={"MAKEFLAGS": "-- X=1"})
    assert r.out == "[1] command line\n"


def test_incoming_makeflags_escaped_assignment(tmp_path):
    r = run(tmp_path, makefile="all:\n\techo \"[$(X)]\"\n",
            env={"MAKEFLAGS": "s -- X=a\\ b"})
    assert r.out == "[a b]\n"


def test_command_line_assignment_wins_over_makeflags(tmp_path):
    r = run(tmp_path, "X=2", makefile="all:\n\t@echo \"[$(X)]\"\n",
            env={"MAKEFLAGS": "-- X=1"})
    assert r.out == "[2]\n"


def test_makeflags_assignments_passed_on(tmp_path):
    r = run(tmp_path, makefile=SHOWFLAGS, env={"MAKEFLAGS": "-- X=1"})
    assert r.out == "[-- X=1]\n"


def test_makeflags_variable_not_imported(tmp_path):
    r = run(tmp_path, makefile="$(info [$(origin MAKEFLAGS)])\nall:;@:\n",
            env={"MAKEFLAGS": "-- X=1"})
    assert r.out != "[environment]\n"


def test_makeflags_first_word_dash_dash_no_letters(tmp_path):
    r = run(tmp_path, makefile="all:\n\techo hi\n", env={"MAKEFLAGS": "-- s"})
    assert r.out == "echo hi\nhi\n"


def test_make_variable_is_program_name(tmp_path):
    r = run(tmp_path, makefile="$(info $(MAKE) $(origin MAKE))\nall:;@:\n")
    assert r.out == EXE + " default\n"


def test_recursive_make_runs(tmp_path):
    write(tmp_path / "sub" / "Makefile", "all:\n\t@echo sub $(MAKELEVEL)\n")
    r = run(tmp_path, makefile="all:\n\t@$(MAKE) -C sub\n")
    assert r.rc == 0
    assert r.out == "sub 1\n"


def test_recursive_make_under_n(tmp_path):
    write(tmp_path / "sub" / "Makefile", "all:\n\techo sub > made\n")
    r = run(tmp_path, "-n", makefile="all:\n\t@$(MAKE) -C sub\n\ttouch top\n")
    assert r.rc == 0
    assert r.out == "echo sub > made\ntouch top\n"
    assert not (tmp_path / "sub" / "made").exists()
    assert not (tmp_path / "top").exists()


def test_recursive_make_braces_under_n(tmp_path):
    write(tmp_path / "sub" / "Makefile", "all:\n\techo sub > made\n")
    r = run(tmp_path, "-n", makefile="all:\n\t@${MAKE} -C sub\n")
    assert r.out == "echo sub > made\n"


def test_recursive_make_under_t(tmp_path):
    write(tmp_path / "sub" / "Makefile", "made:\n\techo sub > made\n")
    r = run(tmp_path, "-t", makefile="all:\n\t@$(MAKE) -C sub\n")
    assert r.rc == 0
    assert r.out == "touch made\ntouch all\n"
    assert (tmp_path / "sub" / "made").read_text() == ""


def test_recursive_make_echo_line(tmp_path):
    write(tmp_path / "sub" / "Makefile", "all:\n\t@echo sub\n")
    r = run(tmp_path, makefile="all:\n\t$(MAKE) -C sub\n")
    assert r.out == EXE + " -C sub\nsub\n"


def test_recursive_w_level(tmp_path):
    write(tmp_path / "sub" / "Makefile", "all:\n\t@echo sub\n")
    d = realdir(tmp_path / "sub")
    r = run(tmp_path, makefile="all:\n\t@$(MAKE) -w -C sub\n")
    assert r.out == ("minimake[1]: Entering directory '%s'\nsub\n"
                     "minimake[1]: Leaving directory '%s'\n" % (d, d))


def test_recursive_failure_propagates(tmp_path):
    write(tmp_path / "sub" / "Makefile", "all:\n\t@exit 1\n")
    r = run(tmp_path, makefile="all:\n\t@$(MAKE) -C sub\n")
    assert r.rc == 2
    assert len(r.err_lines) == 2
    assert r.err_lines[0].endswith(" *** [Makefile:2: all] Error 1")
    assert r.err_lines[1] == "minimake: *** [Makefile:2: all] Error 2"


def test_recursive_command_line_variable_passed(tmp_path):
    write(tmp_path / "sub" / "Makefile", "X = subfile\nall:\n\t@echo \"[$(X)]\"\n")
    r = run(tmp_path, "X=a b", makefile="all:\n\t@$(MAKE) -C sub\n")
    assert r.out == "[a b]\n"


def test_oneshell_make_line_runs_whole_recipe_under_n(tmp_path):
    mk = ".ONESHELL:\nall:\n\t@echo one\n\t: $(MAKE)\n"
    r = run(tmp_path, "-n", makefile=mk)
    assert r.rc == 0
    assert r.out == "one\n"
