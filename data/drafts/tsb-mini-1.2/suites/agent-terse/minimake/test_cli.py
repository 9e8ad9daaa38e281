import os

import pytest

from conftest import USAGE, run_make, write

SIMPLE = "all: ; @echo ran\n"


@pytest.mark.parametrize("args,first", [
    (["-x"], "minimake: unknown option '-x'"),
    (["-sx"], "minimake: unknown option '-x'"),
    (["--bogus"], "minimake: unknown option '--bogus'"),
    (["--bogus=3"], "minimake: unknown option '--bogus'"),
    (["---x"], "minimake: unknown option '---x'"),
    (["--eva", "x"], "minimake: unknown option '--eva'"),
    (["--silen"], "minimake: unknown option '--silen'"),
    (["-s="], "minimake: unknown option '-='"),
    (["-j4x"], "minimake: unknown option '-x'"),
    (["-f"], "minimake: option '-f' requires an argument"),
    (["-C"], "minimake: option '-C' requires an argument"),
    (["-I"], "minimake: option '-I' requires an argument"),
    (["-o"], "minimake: option '-o' requires an argument"),
    (["-W"], "minimake: option '-W' requires an argument"),
    (["-sf"], "minimake: option '-f' requires an argument"),
    (["--file"], "minimake: option '--file' requires an argument"),
    (["--directory"], "minimake: option '--directory' requires an argument"),
    (["--eval"], "minimake: option '--eval' requires an argument"),
    (["--jobs=4"], "minimake: option '--jobs' doesn't allow an argument"),
    (["--silent=1"], "minimake: option '--silent' doesn't allow an argument"),
    (["--help=x"], "minimake: option '--help' doesn't allow an argument"),
    (["--version=x"], "minimake: option '--version' doesn't allow an argument"),
    (["-x", "-f"], "minimake: unknown option '-x'"),
    (["all", "-y", "-z"], "minimake: unknown option '-y'"),
    (["-x", "-v"], "minimake: unknown option '-x'"),
])
def test_usage_errors(mk, args, first):
    r = mk(SIMPLE, *args)
    assert r.rc == 2
    assert r.errlines == [first, USAGE]
    assert r.out == ""


def test_usage_error_reads_no_makefile(mk):
    r = mk("$(info read)\nall: ; @echo ran\n", "-q", "--nope")
    assert r.rc == 2
    assert r.out == ""


def test_usage_error_no_w_messages(mk):
    r = mk(SIMPLE, "-w", "--nope")
    assert r.rc == 2
    assert r.out == ""


def test_version(mk):
    r = mk(SIMPLE, "-v")
    assert r.rc == 0
    assert r.out == "minimake 1.2\n"


def test_version_long(mk):
    r = mk(SIMPLE, "--version")
    assert r.rc == 0
    assert r.out == "minimake 1.2\n"


def test_version_grouped(mk):
    r = mk("$(info read)\nall: ; @echo ran\n", "-sv")
    assert r.rc == 0
    assert r.out == "minimake 1.2\n"


def test_version_stops_later_args(mk):
    r = mk(SIMPLE, "-v", "--bogus", "all")
    assert r.rc == 0
    assert r.out == "minimake 1.2\n"
    assert r.err == ""


def test_version_after_dashdash_is_goal(mk):
    r = mk(SIMPLE, "--", "-v")
    assert r.rc == 2
    assert "minimake: no rule to make target '-v'" in r.errlines


def test_help(mk):
    r = mk("$(info read)\n" + SIMPLE, "-h")
    assert r.rc == 0
    lines = r.lines
    assert lines[0] == USAGE
    assert lines[1] == "Options:"
    assert "--eval=TEXT             read TEXT as makefile lines first" in [l.strip() for l in lines]
    assert "read" not in lines


def test_help_long(mk):
    r = mk(SIMPLE, "--help")
    assert r.rc == 0
    assert r.lines[0] == USAGE


def test_help_without_makefile(tmp_path):
    r = run_make(tmp_path, ["-h"])
    assert r.rc == 0
    assert r.lines[0] == USAGE


def test_option_after_operand(mk):
    r = mk("all:\n\techo hi\n", "all", "-n")
    assert r.rc == 0
    assert r.out == "echo hi\n"


def test_grouped_flags(mk):
    r = mk("all:\n\techo hi\n", "-ns")
    assert r.out == "echo hi\n"


def test_attached_f_value(mk):
    write(mk.dir / "build.mk", "all: ; @echo build\n")
    r = mk(SIMPLE, "-fbuild.mk")
    assert r.out == "build\n"


def test_attached_f_in_group(mk):
    write(mk.dir / "build.mk", "all:\n\techo build\n")
    r = mk(SIMPLE, "-sfbuild.mk")
    assert r.out == "build\n"


def test_f_takes_dash_value(mk):
    write(mk.dir / "-x", "all: ; @echo dashx\n")
    r = mk(SIMPLE, "-f", "-x")
    assert r.out == "dashx\n"


def test_long_file_eq(mk):
    write(mk.dir / "b.mk", "all: ; @echo b\n")
    r = mk(SIMPLE, "--file=b.mk")
    assert r.out == "b\n"


def test_long_makefile_sep(mk):
    write(mk.dir / "b.mk", "all: ; @echo b\n")
    r = mk(SIMPLE, "--makefile", "b.mk")
    assert r.out == "b\n"


def test_group_value_then_letters(mk):
    os.mkdir(mk.dir / "sub")
    write(mk.dir / "sub" / "Makefile", "all:\n\techo sub\n")
    r = mk(SIMPLE, "-nC", "sub", "-s")
    assert r.rc == 0
    assert r.out == "echo sub\n"


def test_dashdash_goal(mk):
    r = mk("--: ; @echo dd\n", "--", "--")
    assert r.rc == 0
    assert r.out == "dd\n"


def test_dashdash_options_become_goals(mk):
    r = mk("-n: ; @echo dashn\n", "--", "-n")
    assert r.out == "dashn\n"


def test_dashdash_assignment(mk):
    r = mk("all: ; @echo $(X)\n", "--", "X=5")
    assert r.out == "5\n"


def test_single_dash_is_operand(mk):
    r = mk("-: ; @echo dash\n", "-")
    assert r.rc == 0
    assert r.out == "dash\n"


def test_jobs_accepted(mk):
    r = mk(SIMPLE, "-j4", "-j", "--jobs")
    assert r.rc == 0
    assert r.out == "ran\n"


def test_j_does_not_take_next_arg(mk):
    r = mk("all: ; @echo all\n4: ; @echo four\n", "-j", "4")
    assert r.out == "four\n"


def test_flag_twice(mk):
    r = mk("all:\n\techo hi\n", "-s", "-s")
    assert r.out == "hi\n"


@pytest.mark.parametrize("goal", ["./all", "a b", ""])
def test_goal_taken_literally(mk, goal):
    r = mk("all: ; @echo all\na b: ; @echo ab\n", goal)
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: no rule to make target '%s'" % goal


def test_goals_in_order(mk):
    r = mk("a:\n\t@echo A\nb:\n\t@echo B\n", "b", "a")
    assert r.out == "B\nA\n"


def test_goal_already_updated_as_prereq(mk):
    r = mk("a: b\n\t@echo A\nb:\n\t@echo B\n", "a", "b")
    assert r.rc == 0
    assert r.out == "B\nA\nminimake: 'b' is up to date.\n"


def test_goal_given_twice(mk):
    r = mk(".PHONY: a\na:\n\t@echo A\n", "a", "a")
    assert r.out == "A\nminimake: 'a' is up to date.\n"


# ---- makefile selection ----

def test_makefile_lowercase_preferred(mk):
    write(mk.dir / "makefile", "all: ; @echo lower\n")
    r = mk("all: ; @echo upper\n")
    assert r.out == "lower\n"


def test_Makefile_used(mk):
    r = mk("all: ; @echo upper\n")
    assert r.out == "upper\n"


def test_no_makefile_no_goal(tmp_path):
    r = run_make(tmp_path, [])
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: no targets specified and no makefile found"


def test_no_makefile_existing_goal(tmp_path):
    write(tmp_path / "f", "")
    r = run_make(tmp_path, ["f"])
    assert r.rc == 0
    assert r.out == "minimake: nothing to be done for 'f'.\n"


def test_no_makefile_missing_goal(tmp_path):
    r = run_make(tmp_path, ["nope"])
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: no rule to make target 'nope'"


def test_no_makefile_builtin_rule(tmp_path):
    write(tmp_path / "prog.c", "")
    r = run_make(tmp_path, ["-n", "prog"])
    assert r.rc == 0
    assert r.out == "cc   -c -o prog.o prog.c\ncc  prog.o  -o prog\n"


def test_f_missing(mk):
    r = mk(SIMPLE, "-f", "nosuch.mk")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: cannot read makefile 'nosuch.mk': No such file or directory"


def test_f_several(mk):
    write(mk.dir / "a.mk", "X = 1\n")
    write(mk.dir / "b.mk", "all: ; @echo $(X)\n")
    r = mk(None, "-f", "a.mk", "-f", "b.mk")
    assert r.out == "1\n"


def test_f_missing_stops_after_earlier(mk):
    write(mk.dir / "a.mk", "$(info A)\nall: ; @echo ran\n")
    write(mk.dir / "c.mk", "$(info C)\n")
    r = mk(None, "-f", "a.mk", "-f", "nope.mk", "-f", "c.mk")
    assert r.rc == 2
    assert r.out == "A\n"
    assert r.errlines[-1] == "minimake: cannot read makefile 'nope.mk': No such file or directory"


def test_f_stdin(mk):
    r = mk(None, "-f", "-", stdin="all: ; @echo stdin\n")
    assert r.rc == 0
    assert r.out == "stdin\n"


def test_f_twice_override_warning(mk):
    write(mk.dir / "m", "\nall:\n\t@echo x\n")
    r = mk(None, "-f", "m", "-f", "m")
    assert r.rc == 0
    assert r.out == "x\n"
    assert "minimake: m:2: warning: overriding recipe for target 'all'" in r.errlines


# ---- -C ----

def test_C_changes_dir(mk):
    os.mkdir(mk.dir / "sub")
    write(mk.dir / "sub" / "Makefile", "all: ; @echo $(notdir $(CURDIR)) && ls\n")
    write(mk.dir / "sub" / "file1", "")
    r = mk(None, "-C", "sub")
    assert r.rc == 0
    assert r.lines[0] == "sub"
    assert "file1" in r.lines


def test_C_multiple(mk):
    os.makedirs(mk.dir / "a" / "b")
    write(mk.dir / "a" / "b" / "Makefile", "all: ; @echo $(notdir $(CURDIR))\n")
    r = mk(None, "-C", "a", "-C", "b")
    assert r.out == "b\n"


def test_C_after_f(mk):
    os.mkdir(mk.dir / "sub")
    write(mk.dir / "sub" / "x.mk", "all: ; @echo subx\n")
    r = mk(None, "-f", "x.mk", "-C", "sub")
    assert r.out == "subx\n"


def test_C_long_eq(mk):
    os.mkdir(mk.dir / "sub")
    write(mk.dir / "sub" / "Makefile", "all: ; @echo sub\n")
    r = mk(None, "--directory=sub")
    assert r.out == "sub\n"


def test_C_missing(mk):
    r = mk(SIMPLE, "-C", "nodir")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: cannot change to directory 'nodir': No such file or directory"


def test_C_not_dir(mk):
    write(mk.dir / "plain", "")
    r = mk(SIMPLE, "-C", "plain")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: cannot change to directory 'plain': Not a directory"


# ---- -w ----

def test_w_messages(mk):
    d = os.path.realpath(str(mk.dir))
    r = mk(SIMPLE, "-w")
    assert r.rc == 0
    assert r.lines[0].startswith("minimake: Entering directory '")
    assert os.path.realpath(r.lines[0][len("minimake: Entering directory '"):-1]) == d
    assert r.lines[1] == "ran"
    assert r.lines[2].startswith("minimake: Leaving directory '")
    assert len(r.lines) == 3


def test_w_with_C(mk):
    os.mkdir(mk.dir / "sub")
    write(mk.dir / "sub" / "Makefile", SIMPLE)
    r = mk(None, "-w", "-C", "sub")
    assert r.lines[0].endswith("/sub'")
    assert r.lines[-1].endswith("/sub'")
    assert r.lines[-1].startswith("minimake: Leaving directory '")


def test_w_on_error(mk):
    r = mk("all: ; @exit 1\n", "-w")
    assert r.rc == 2
    assert r.lines[-1].startswith("minimake: Leaving directory '")


def test_w_not_silenced(mk):
    r = mk(SIMPLE, "-ws")
    assert len(r.lines) == 3


def test_no_print_directory(mk):
    r = mk(SIMPLE, "-w", "--no-print-directory")
    assert r.out == "ran\n"


def test_w_after_no_print_directory(mk):
    r = mk(SIMPLE, "--no-print-directory", "-w")
    assert len(r.lines) == 3


def test_w_makelevel(mk):
    r = mk(SIMPLE, "-w", env={"MAKELEVEL": "2"})
    assert r.lines[0].startswith("minimake[2]: Entering directory '")
    assert r.lines[-1].startswith("minimake[2]: Leaving directory '")


# ---- --eval ----

def test_eval_option(mk):
    r = mk("all: ; @echo $(X)\n", "--eval=X = 5")
    assert r.out == "5\n"


def test_eval_option_separate(mk):
    r = mk("all: ; @echo $(X)\n", "--eval", "X = 6")
    assert r.out == "6\n"


def test_eval_before_makefile(mk):
    r = mk("X = file\nall: ; @echo $(X)\n", "--eval=X = 5")
    assert r.out == "file\n"


def test_eval_default_goal(mk):
    r = mk("all: ; @echo all\n", "--eval=first: ; @echo first")
    assert r.out == "first\n"


def test_eval_multiple_order(mk):
    r = mk("all: ; @echo $(X)\n", "--eval=X = 1", "--eval=X += 2")
    assert r.out == "1 2\n"


def test_eval_cmdline_vars_win(mk):
    r = mk("all: ; @echo $(X)\n", "--eval=X = e", "X=c")
    assert r.out == "c\n"


def test_eval_makefile_list_empty(mk):
    r = mk("all: ; @:\n", "--eval=$(info [$(MAKEFILE_LIST)])")
    assert r.out == "[]\n"


def test_eval_error_location(mk):
    r = mk("all: ; @:\n", "--eval=X = 1\nbogus")
    assert r.rc == 2
    assert r.errlines[-1].startswith("minimake: --eval:2: missing separator")


def test_eval_empty(mk):
    r = mk(SIMPLE, "--eval=")
    assert r.rc == 0
    assert r.out == "ran\n"
