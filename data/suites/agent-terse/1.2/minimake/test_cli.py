import os

import pytest

from conftest import EXE, USAGE

AB = "a:\n\t@echo A\nb:\n\t@echo B\n"


# ------------------------------------------------------------- operands

def test_goals_in_order(mk):
    r = mk.run("b", "a", mf=AB)
    assert r.rc == 0
    assert r.out == "B\nA\n"
    assert r.err == ""


def test_default_goal_is_first_rule(mk):
    r = mk.run(mf=AB)
    assert r.rc == 0
    assert r.out == "A\n"


def test_goal_given_twice(mk):
    r = mk.run("a", "a", mf=AB)
    assert r.rc == 0
    assert r.out == "A\nminimake: 'a' is up to date.\n"


def test_goal_already_updated_as_prerequisite(mk):
    r = mk.run("a", "b", mf="a: b\n\t@echo A\nb:\n\t@echo B\n")
    assert r.rc == 0
    assert r.out == "B\nA\nminimake: 'b' is up to date.\n"


@pytest.mark.parametrize("goal", ["./all", "a b", "", "al"])
def test_goal_taken_exactly(mk, goal):
    r = mk.run(goal, mf="all:\n\t@echo x\na b:\n\t@echo y\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: no rule to make target '%s'\n" % goal


def test_goal_with_two_target_rule_names(mk):
    r = mk.run("b", mf="all:\n\t@echo x\na b:\n\t@echo y $@\n")
    assert r.rc == 0
    assert r.out == "y b\n"


def test_double_dash_then_double_dash_goal(mk):
    r = mk.run("--", "--", mf="all:\n\t@echo all\n--:\n\t@echo dashes\n")
    assert r.rc == 0
    assert r.out == "dashes\n"


def test_double_dash_goal_without_rule(mk):
    r = mk.run("--", "--", mf="all:\n\t@echo all\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target '--'\n"


def test_single_dash_is_operand(mk):
    r = mk.run("-", mf="all:\n\t@echo all\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target '-'\n"


def test_option_after_goal(mk):
    r = mk.run("all", "-n", mf="all:\n\t@echo hi\n")
    assert r.rc == 0
    assert r.out == "echo hi\n"


def test_option_after_double_dash_is_goal(mk):
    r = mk.run("--", "-n", mf="all:\n\t@echo hi\n-n:\n\t@echo dash-n\n")
    assert r.rc == 0
    assert r.out == "dash-n\n"


def test_assignment_after_double_dash(mk):
    r = mk.run("--", "X=5", mf="all:\n\t@echo \"[$(X)]\"\n")
    assert r.rc == 0
    assert r.out == "[5]\n"


def test_goals_replace_default_goal_variable(mk):
    r = mk.run("a", mf=".DEFAULT_GOAL = b\n" + AB)
    assert r.rc == 0
    assert r.out == "A\n"


def test_default_goal_variable_used_without_goals(mk):
    r = mk.run(mf=".DEFAULT_GOAL = b\n" + AB)
    assert r.rc == 0
    assert r.out == "B\n"


# --------------------------------------------------------- option syntax

def test_grouped_short_options(mk):
    mk.write("all", "", age=10)
    r = mk.run("-sB", mf="all:\n\techo hi\n")
    assert r.rc == 0
    assert r.out == "hi\n"


def test_grouped_value_option_attached(mk):
    mk.write("build.mk", "all:\n\techo built\n")
    r = mk.run("-sfbuild.mk")
    assert r.rc == 0
    assert r.out == "built\n"


@pytest.mark.parametrize("args", [
    ["-fbuild.mk"], ["-f", "build.mk"], ["--file", "build.mk"],
    ["--file=build.mk"], ["--makefile=build.mk"], ["--makefile", "build.mk"],
])
def test_file_option_forms(mk, args):
    mk.write("Makefile", "all:\n\t@echo wrong\n")
    mk.write("build.mk", "all:\n\t@echo built\n")
    r = mk.run(*args)
    assert r.rc == 0
    assert r.out == "built\n"


def test_file_option_value_looks_like_option(mk):
    mk.write("-x", "all:\n\t@echo dashx\n")
    r = mk.run("-f", "-x")
    assert r.rc == 0
    assert r.out == "dashx\n"


def test_group_value_option_takes_next_argument(mk):
    mk.write("sub/Makefile", "all:\n\techo hi\n\tfalse\n\techo after\n")
    r = mk.run("-iC", "sub", "-s")
    assert r.rc == 0
    assert r.out == "hi\nafter\n"
    assert "Error 1 (ignored)" in r.err


def test_directory_long_form(mk):
    mk.write("sub/Makefile", "all:\n\t@cat f\n")
    mk.write("sub/f", "in sub\n")
    r = mk.run("--directory=sub")
    assert r.rc == 0
    assert r.out == "in sub\n"


def test_directory_long_form_separate(mk):
    mk.write("sub/Makefile", "all:\n\t@cat f\n")
    mk.write("sub/f", "in sub\n")
    r = mk.run("--directory", "sub")
    assert r.rc == 0
    assert r.out == "in sub\n"


def test_repeated_flag(mk):
    r = mk.run("-s", "-s", "--silent", mf="all:\n\techo hi\n")
    assert r.rc == 0
    assert r.out == "hi\n"


@pytest.mark.parametrize("opt", ["--dry-run", "--just-print", "-n"])
def test_dry_run_long_names(mk, opt):
    r = mk.run(opt, mf="all:\n\t@touch made\n")
    assert r.rc == 0
    assert r.out == "touch made\n"
    assert not mk.exists("made")


@pytest.mark.parametrize("opt", ["--silent", "--quiet"])
def test_silent_long_names(mk, opt):
    r = mk.run(opt, mf="all:\n\techo hi\n")
    assert r.out == "hi\n"


@pytest.mark.parametrize("opt", ["--always-make", "-B"])
def test_always_make_long_name(mk, opt):
    mk.write("all", "", age=0)
    r = mk.run(opt, mf="all:\n\t@echo remade\n")
    assert r.out == "remade\n"


@pytest.mark.parametrize("opt", ["--ignore-errors", "-i"])
def test_ignore_errors_long_name(mk, opt):
    r = mk.run(opt, mf="all:\n\t@false\n\t@echo after\n")
    assert r.rc == 0
    assert r.out == "after\n"


@pytest.mark.parametrize("opt", ["--keep-going", "-k"])
def test_keep_going_long_name(mk, opt):
    r = mk.run(opt, "a", "b", mf="a:\n\t@false\nb:\n\t@echo B\n")
    assert r.rc == 2
    assert r.out == "B\n"


@pytest.mark.parametrize("opt", ["--question", "-q"])
def test_question_long_name(mk, opt):
    r = mk.run(opt, mf="all:\n\t@echo x\n")
    assert r.rc == 1
    assert r.out == ""


@pytest.mark.parametrize("opt", ["--touch", "-t"])
def test_touch_long_name(mk, opt):
    r = mk.run(opt, mf="all:\n\t@echo x\n")
    assert r.rc == 0
    assert r.out == "touch all\n"
    assert mk.exists("all")


@pytest.mark.parametrize("args", [["--old-file", "b"], ["--assume-old=b"], ["-ob"]])
def test_old_file_long_names(mk, args):
    r = mk.run(*args, mf="all: b\n\t@echo all\nb:\n\t@echo b\n")
    assert r.rc == 0
    assert r.out == "all\n"


@pytest.mark.parametrize("args", [["--what-if", "b"], ["--new-file=b"], ["--assume-new", "b"], ["-Wb"]])
def test_new_file_long_names(mk, args):
    mk.write("b", "", age=100)
    mk.write("all", "", age=50)
    r = mk.run(*args, mf="all: b\n\t@echo all\nb:\n\t@echo b\n")
    assert r.rc == 0
    assert r.out == "all\n"


@pytest.mark.parametrize("args", [["-j"], ["-j4"], ["--jobs"], ["-j", "-s"]])
def test_jobs_accepted(mk, args):
    r = mk.run(*args, mf="all: a b\na:\n\t@echo a\nb:\n\t@echo b\n")
    assert r.rc == 0
    assert r.out == "a\nb\n"


def test_jobs_never_takes_next_argument(mk):
    r = mk.run("-j", "4", mf="all:\n\t@echo all\n4:\n\t@echo four\n")
    assert r.rc == 0
    assert r.out == "four\n"


def test_no_builtin_rules_long_names(mk):
    mk.write("prog.c", "")
    r = mk.run("--no-builtin-rules", "prog")
    assert r.rc == 2
    r = mk.run("--no-builtin-variables", mf="$(info [$(CC)])\nall: ; @:\n")
    assert r.out == "[]\n"


# ---------------------------------------------------------- usage errors

def usage_error(r, first):
    assert r.rc == 2, r
    assert r.out == "", r
    assert r.err == "minimake: " + first + "\n" + USAGE + "\n", r


@pytest.mark.parametrize("args,first", [
    (["-x"], "unknown option '-x'"),
    (["-sx"], "unknown option '-x'"),
    (["-sxy"], "unknown option '-x'"),
    (["--foo"], "unknown option '--foo'"),
    (["--foo=bar"], "unknown option '--foo'"),
    (["---x"], "unknown option '---x'"),
    (["--eva"], "unknown option '--eva'"),
    (["--dir=x"], "unknown option '--dir'"),
    (["-s="], "unknown option '-='"),
    (["-j4x"], "unknown option '-x'"),
    (["-f"], "option '-f' requires an argument"),
    (["-C"], "option '-C' requires an argument"),
    (["-I"], "option '-I' requires an argument"),
    (["-o"], "option '-o' requires an argument"),
    (["-W"], "option '-W' requires an argument"),
    (["-sf"], "option '-f' requires an argument"),
    (["--file"], "option '--file' requires an argument"),
    (["--makefile"], "option '--makefile' requires an argument"),
    (["--directory"], "option '--directory' requires an argument"),
    (["--eval"], "option '--eval' requires an argument"),
    (["--include-dir"], "option '--include-dir' requires an argument"),
    (["--silent=1"], "option '--silent' doesn't allow an argument"),
    (["--jobs=4"], "option '--jobs' doesn't allow an argument"),
    (["--help=x"], "option '--help' doesn't allow an argument"),
    (["--version=x"], "option '--version' doesn't allow an argument"),
    (["--dry-run="], "option '--dry-run' doesn't allow an argument"),
    (["-x", "-f"], "unknown option '-x'"),
    (["-x", "-y"], "unknown option '-x'"),
    (["all", "--bogus", "-y"], "unknown option '--bogus'"),
    (["-x", "-v"], "unknown option '-x'"),
    (["-x", "-h"], "unknown option '-x'"),
])
def test_usage_errors(mk, args, first):
    mk.write("Makefile", "$(info read)\nall:\n\t@echo ran\n")
    r = mk.run(*args)
    usage_error(r, first)


def test_usage_error_without_makefile(mk):
    r = mk.run("-Q")
    usage_error(r, "unknown option '-Q'")


def test_usage_error_runs_nothing(mk):
    mk.write("Makefile", "all:\n\t@touch ran\n")
    r = mk.run("all", "-Z")
    usage_error(r, "unknown option '-Z'")
    assert not mk.exists("ran")


def test_usage_error_with_w_prints_no_directory(mk):
    mk.write("Makefile", "all:\n\t@echo ran\n")
    r = mk.run("-w", "-Z")
    usage_error(r, "unknown option '-Z'")


# ------------------------------------------------------ help and version

def test_version(mk):
    r = mk.run("-v")
    assert r.rc == 0
    assert r.out == "minimake 1.2\n"


def test_version_long(mk):
    r = mk.run("--version")
    assert r.rc == 0
    assert r.out == "minimake 1.2\n"


def test_version_does_not_read_makefile(mk):
    r = mk.run("-v", mf="$(info read)\nall:\n\t@echo ran\n")
    assert r.rc == 0
    assert r.out == "minimake 1.2\n"


def test_version_grouped(mk):
    r = mk.run("-sv")
    assert r.rc == 0
    assert r.out == "minimake 1.2\n"


def test_version_first_wins_over_later_bad_option(mk):
    r = mk.run("-v", "-x", "--bogus")
    assert r.rc == 0
    assert r.out == "minimake 1.2\n"


def test_version_ignores_operands(mk):
    r = mk.run("nosuch", "-v", mf="all:\n\t@echo ran\n")
    assert r.rc == 0
    assert r.out == "minimake 1.2\n"


def test_help(mk):
    r = mk.run("-h", mf="$(info read)\nall:\n\t@echo ran\n")
    assert r.rc == 0
    lines = r.out.splitlines()
    assert lines[0] == USAGE
    assert lines[1] == "Options:"
    assert len(lines) > 20
    assert any(l.split() == ["--eval=TEXT", "read", "TEXT", "as", "makefile", "lines", "first"]
               for l in lines)
    assert "read" not in lines


def test_help_long(mk):
    r = mk.run("--help")
    assert r.rc == 0
    assert r.out.splitlines()[0] == USAGE


def test_help_then_version(mk):
    r = mk.run("-h", "-v")
    assert r.rc == 0
    assert r.out.splitlines()[0] == USAGE
    assert "minimake 1.2" not in r.out


def test_version_then_help(mk):
    r = mk.run("-v", "-h")
    assert r.rc == 0
    assert r.out == "minimake 1.2\n"


def test_version_after_double_dash_is_goal(mk):
    r = mk.run("--", "-v", mf="all:\n\t@echo ran\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target '-v'\n"


# ---------------------------------------------------- makefile selection

def test_several_files_in_order(mk):
    mk.write("a.mk", "X = 1\n")
    mk.write("b.mk", "$(info X=$(X))\nall:\n\t@echo b\n")
    r = mk.run("-f", "a.mk", "-f", "b.mk")
    assert r.rc == 0
    assert r.out == "X=1\nb\n"


def test_makefile_from_stdin(mk):
    r = mk.run("-f", "-", stdin="all:\n\t@echo from stdin\n")
    assert r.rc == 0
    assert r.out == "from stdin\n"


def test_lowercase_makefile_preferred(mk):
    mk.write("makefile", "$(info lower)\nall: ; @:\n")
    mk.write("Makefile", "$(info upper)\nall: ; @:\n")
    r = mk.run()
    assert r.rc == 0
    assert r.out == "lower\n"


def test_capital_makefile_used(mk):
    mk.write("Makefile", "$(info upper $(MAKEFILE_LIST))\nall: ; @:\n")
    r = mk.run()
    assert r.out == "upper Makefile\n"


def test_missing_makefile_option(mk):
    mk.write("Makefile", "all: ; @:\n")
    r = mk.run("-f", "nope.mk")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: cannot read makefile 'nope.mk': No such file or directory\n"


def test_no_makefile_no_goal(mk):
    r = mk.run()
    assert r.rc == 2
    assert r.err == "minimake: no targets specified and no makefile found\n"


def test_no_makefile_existing_goal(mk):
    mk.write("foo", "")
    r = mk.run("foo")
    assert r.rc == 0
    assert r.out == "minimake: nothing to be done for 'foo'.\n"


def test_no_makefile_missing_goal(mk):
    r = mk.run("foo")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'foo'\n"


def test_no_makefile_builtin_rules(mk):
    mk.write("prog.c", "int main(){return 0;}\n")
    r = mk.run("-n", "prog")
    assert r.rc == 0
    assert r.out == "cc   -c -o prog.o prog.c\ncc  prog.o  -o prog\n"


def test_same_file_twice_appends_twice(mk):
    mk.write("m", "X += a\n")
    mk.write("p", "$(info [$(X)] [$(MAKEFILE_LIST)])\nall: ; @:\n")
    r = mk.run("-f", "m", "-f", "m", "-f", "p")
    assert r.rc == 0
    assert r.out == "[a a] [m m p]\n"


def test_same_file_twice_recipe_override_warning(mk):
    mk.write("m", "all:\n\t@echo hi\n")
    r = mk.run("-f", "m", "-f", "m")
    assert r.rc == 0
    assert r.out == "hi\n"
    assert r.err == "minimake: m:1: warning: overriding recipe for target 'all'\n"


def test_unreadable_file_stops_in_turn(mk):
    mk.write("a.mk", "$(info A)\nall:\n\t@echo ran\n")
    mk.write("c.mk", "$(info C)\n")
    r = mk.run("-f", "a.mk", "-f", "missing", "-f", "c.mk")
    assert r.rc == 2
    assert r.out == "A\n"
    assert r.err == "minimake: cannot read makefile 'missing': No such file or directory\n"


# -------------------------------------------------------------- option -C

def test_directory_option(mk):
    mk.write("sub/Makefile", "all:\n\t@cat f\n")
    mk.write("sub/f", "in sub\n")
    r = mk.run("-C", "sub")
    assert r.rc == 0
    assert r.out == "in sub\n"


def test_directory_options_chain(mk):
    mk.write("a/b/Makefile", "all:\n\t@echo $(notdir $(CURDIR))\n")
    r = mk.run("-C", "a", "-C", "b")
    assert r.rc == 0
    assert r.out == "b\n"


def test_directory_option_after_goal(mk):
    mk.write("sub/Makefile", "x:\n\t@echo sub x\n")
    r = mk.run("x", "-C", "sub")
    assert r.rc == 0
    assert r.out == "sub x\n"


def test_directory_applies_to_makefile_option(mk):
    mk.write("sub/build.mk", "all:\n\t@echo sub build\n")
    r = mk.run("-f", "build.mk", "-C", "sub")
    assert r.rc == 0
    assert r.out == "sub build\n"


def test_curdir_after_directory(mk):
    mk.write("sub/Makefile", "$(info $(CURDIR))\nall: ; @:\n")
    r = mk.run("-C", "sub")
    assert r.out == os.path.join(mk.path, "sub") + "\n"


def test_curdir_default(mk):
    r = mk.run(mf="$(info $(CURDIR))\nall: ; @:\n")
    assert r.out == mk.path + "\n"


def test_directory_missing(mk):
    r = mk.run("-C", "nope")
    assert r.rc == 2
    assert r.err == "minimake: cannot change to directory 'nope': No such file or directory\n"


def test_directory_not_a_directory(mk):
    mk.write("file", "")
    r = mk.run("-C", "file")
    assert r.rc == 2
    assert r.err == "minimake: cannot change to directory 'file': Not a directory\n"


def test_make_variable_is_program_name(mk):
    r = mk.run(mf="$(info $(MAKE))\nall: ; @:\n")
    assert r.out == EXE + "\n"
