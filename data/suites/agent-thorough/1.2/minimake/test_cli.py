"""Invocation, operands, option syntax, usage errors, help and version."""
import pytest

from conftest import run, usage_error, USAGE, write, NEW

AB = "a:\n\t@echo A\nb:\n\t@echo B\n"
READ_MK = "$(info READ)\nall:\n\t@echo ran\n"


# ---------------------------------------------------------------- operands

def test_goals_are_updated_in_given_order(tmp_path):
    r = run(tmp_path, "b", "a", makefile=AB)
    assert r.rc == 0
    assert r.out == "B\nA\n"
    assert r.err == ""


def test_no_goal_uses_first_target(tmp_path):
    r = run(tmp_path, makefile=AB)
    assert r.rc == 0
    assert r.out == "A\n"


def test_goal_given_twice_is_updated_once(tmp_path):
    r = run(tmp_path, "a", "a", makefile=AB)
    assert r.rc == 0
    assert r.out == "A\nminimake: 'a' is up to date.\n"


def test_goal_already_updated_as_prerequisite(tmp_path):
    r = run(tmp_path, "a", "b", makefile="a: b\n\t@echo A\nb:\n\t@echo B\n")
    assert r.rc == 0
    assert r.out == "B\nA\nminimake: 'b' is up to date.\n"


@pytest.mark.parametrize("goal", ["./all", "a b", ""])
def test_goal_operand_taken_exactly(tmp_path, goal):
    r = run(tmp_path, goal, makefile="all:\n\t@echo all\na b:\n\t@echo $@\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: no rule to make target '%s'\n" % goal


def test_goal_a_of_multi_target_rule_works(tmp_path):
    r = run(tmp_path, "b", makefile="all:\n\t@echo all\na b:\n\t@echo $@\n")
    assert r.rc == 0
    assert r.out == "b\n"


def test_second_double_dash_is_a_goal(tmp_path):
    r = run(tmp_path, "--", "--", makefile="all:\n\t@echo all\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target '--'\n"


def test_double_dash_alone_is_not_a_goal(tmp_path):
    r = run(tmp_path, "--", makefile=AB)
    assert r.rc == 0
    assert r.out == "A\n"


def test_option_after_double_dash_is_goal(tmp_path):
    r = run(tmp_path, "--", "-n", makefile="all:\n\t@echo all\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: no rule to make target '-n'\n"


def test_assignment_after_double_dash(tmp_path):
    r = run(tmp_path, "--", "X=1", makefile="all:\n\t@echo \"[$(X)]\"\n")
    assert r.rc == 0
    assert r.out == "[1]\n"


def test_single_dash_is_a_goal_without_rule(tmp_path):
    r = run(tmp_path, "-", makefile="all:\n\t@echo all\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target '-'\n"


def test_single_dash_is_a_goal_with_rule(tmp_path):
    r = run(tmp_path, "-", makefile="all:\n\t@echo all\n-:\n\t@echo dash\n")
    assert r.rc == 0
    assert r.out == "dash\n"


def test_options_after_operands(tmp_path):
    r = run(tmp_path, "all", "-n", makefile="all:\n\techo hi > made\n")
    assert r.rc == 0
    assert r.out == "echo hi > made\n"
    assert not (tmp_path / "made").exists()


def test_goal_operand_replaces_default_goal_variable(tmp_path):
    r = run(tmp_path, "a", makefile=".DEFAULT_GOAL = b\n" + AB)
    assert r.rc == 0
    assert r.out == "A\n"


def test_default_goal_variable_used_without_operands(tmp_path):
    r = run(tmp_path, makefile=".DEFAULT_GOAL = b\n" + AB)
    assert r.out == "B\n"


def test_missing_goal_after_good_goal(tmp_path):
    r = run(tmp_path, "a", "nope", "b", makefile=AB)
    assert r.rc == 2
    assert r.out == "A\n"
    assert r.err == "minimake: no rule to make target 'nope'\n"


# ---------------------------------------------------------- option syntax

FAIL_OK = "all:\n\tfalse\n\techo ok\n"


def test_grouped_short_options(tmp_path):
    r = run(tmp_path, "-is", makefile=FAIL_OK)
    assert r.rc == 0
    assert r.out == "ok\n"
    assert r.err == "minimake: [Makefile:2: all] Error 1 (ignored)\n"


def test_separate_short_options(tmp_path):
    r = run(tmp_path, "-i", "-s", makefile=FAIL_OK)
    assert r.rc == 0
    assert r.out == "ok\n"


def test_repeated_flag_is_same_as_once(tmp_path):
    r = run(tmp_path, "-s", "-s", "-ss", makefile="all:\n\techo hi\n")
    assert r.rc == 0
    assert r.out == "hi\n"


BUILD = {"build.mk": "all:\n\techo build\n"}
DEFMK = "all:\n\t@echo default\n"


def test_f_attached_value(tmp_path):
    r = run(tmp_path, "-fbuild.mk", makefile=DEFMK, files=BUILD)
    assert r.rc == 0
    assert r.out == "echo build\nbuild\n"


def test_f_value_in_group(tmp_path):
    r = run(tmp_path, "-sfbuild.mk", makefile=DEFMK, files=BUILD)
    assert r.rc == 0
    assert r.out == "build\n"


def test_f_separate_value(tmp_path):
    r = run(tmp_path, "-f", "build.mk", makefile=DEFMK, files=BUILD)
    assert r.out == "echo build\nbuild\n"


def test_f_next_argument_taken_whatever_it_looks_like(tmp_path):
    r = run(tmp_path, "-f", "-x", makefile=DEFMK,
            files={"-x": "all:\n\t@echo dashx\n"})
    assert r.rc == 0
    assert r.out == "dashx\n"


def test_group_value_letter_takes_next_argument(tmp_path):
    r = run(tmp_path, "-sf", "build.mk", makefile=DEFMK, files=BUILD)
    assert r.rc == 0
    assert r.out == "build\n"


@pytest.mark.parametrize("args", [
    ("--file=build.mk",), ("--file", "build.mk"),
    ("--makefile=build.mk",), ("--makefile", "build.mk"),
])
def test_long_file_option(tmp_path, args):
    r = run(tmp_path, *args, makefile=DEFMK, files=BUILD)
    assert r.rc == 0
    assert r.out == "echo build\nbuild\n"


def test_group_with_C_then_more_options(tmp_path):
    write(tmp_path / "sub" / "Makefile", "all:\n\techo sub > made\n")
    r = run(tmp_path, "-nC", "sub", "-s", makefile=DEFMK)
    assert r.rc == 0
    assert r.out == "echo sub > made\n"
    assert not (tmp_path / "sub" / "made").exists()


@pytest.mark.parametrize("args", [("--directory=sub",), ("--directory", "sub"),
                                  ("-Csub",), ("-C", "sub")])
def test_directory_option_forms(tmp_path, args):
    write(tmp_path / "sub" / "Makefile", "all:\n\t@echo insub\n")
    r = run(tmp_path, *args, makefile=DEFMK)
    assert r.rc == 0
    assert r.out == "insub\n"


# Long option names, each checked through its effect.

def test_long_always_make(tmp_path):
    write(tmp_path / "all", "")
    r = run(tmp_path, "--always-make", makefile="all:\n\t@echo run\n")
    assert r.out == "run\n"


def test_long_environment_overrides(tmp_path):
    r = run(tmp_path, "--environment-overrides",
            makefile="X = file\nall:\n\t@echo $(X)\n", env={"X": "env"})
    assert r.out == "env\n"


def test_long_ignore_errors(tmp_path):
    r = run(tmp_path, "--ignore-errors", makefile="all:\n\t@false\n\t@echo ok\n")
    assert r.rc == 0
    assert r.out == "ok\n"


def test_long_keep_going(tmp_path):
    r = run(tmp_path, "--keep-going", "a", "b", makefile="a:\n\t@false\nb:\n\t@echo B\n")
    assert r.rc == 2
    assert r.out == "B\n"


@pytest.mark.parametrize("opt", ["--dry-run", "--just-print"])
def test_long_dry_run(tmp_path, opt):
    r = run(tmp_path, opt, makefile="all:\n\t@echo hi > made\n")
    assert r.rc == 0
    assert r.out == "echo hi > made\n"
    assert not (tmp_path / "made").exists()


def test_long_question(tmp_path):
    r = run(tmp_path, "--question", makefile="all:\n\t@echo hi\n")
    assert r.rc == 1
    assert r.out == ""


@pytest.mark.parametrize("opt", ["--silent", "--quiet"])
def test_long_silent(tmp_path, opt):
    r = run(tmp_path, opt, makefile="all:\n\techo hi\n")
    assert r.out == "hi\n"


def test_long_no_keep_going(tmp_path):
    r = run(tmp_path, "-k", "--no-keep-going", "a", "b",
            makefile="a:\n\t@false\nb:\n\t@echo B\n")
    assert r.rc == 2
    assert r.out == ""


def test_long_touch(tmp_path):
    r = run(tmp_path, "--touch", makefile="t:\n\techo no\n")
    assert r.rc == 0
    assert r.out == "touch t\n"
    assert (tmp_path / "t").exists()


@pytest.mark.parametrize("opt", ["--old-file=b", "--assume-old=b"])
def test_long_old_file(tmp_path, opt):
    write(tmp_path / "all", "", NEW)
    r = run(tmp_path, opt, makefile="all: b\n\t@echo all\nb:\n\t@echo b\n")
    assert r.rc == 0
    assert r.out == "minimake: 'all' is up to date.\n"


def test_long_old_file_separate_value(tmp_path):
    write(tmp_path / "all", "", NEW)
    r = run(tmp_path, "--old-file", "b", makefile="all: b\n\t@echo all\nb:\n\t@echo b\n")
    assert r.out == "minimake: 'all' is up to date.\n"


@pytest.mark.parametrize("opt", ["--what-if=b", "--new-file=b", "--assume-new=b"])
def test_long_what_if(tmp_path, opt):
    write(tmp_path / "b", "", 1000)
    write(tmp_path / "all", "", NEW)
    r = run(tmp_path, opt, makefile="all: b\n\t@echo \"all $?\"\nb:\n\t@echo b\n")
    assert r.rc == 0
    assert r.out == "all b\n"


def test_long_print_directory(tmp_path):
    d = str(tmp_path.resolve())
    r = run(tmp_path, "--print-directory", makefile="all:\n\t@echo hi\n")
    assert r.out == ("minimake: Entering directory '%s'\nhi\n"
                     "minimake: Leaving directory '%s'\n" % (d, d))


def test_long_print_data_base(tmp_path):
    r = run(tmp_path, "--print-data-base", makefile="all:\n\t@echo hi\n")
    assert r.rc == 0
    assert "# variables" in r.out_lines
    assert "# rules" in r.out_lines


def test_long_no_builtin_rules(tmp_path):
    write(tmp_path / "prog.c", "")
    r = run(tmp_path, "--no-builtin-rules", "-n", "prog")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'prog'\n"


def test_long_no_builtin_variables(tmp_path):
    r = run(tmp_path, "--no-builtin-variables",
            makefile="$(info [$(origin CC)])\nall:;@:\n")
    assert r.out == "[undefined]\n"


@pytest.mark.parametrize("args", [("--include-dir=d",), ("--include-dir", "d")])
def test_long_include_dir(tmp_path, args):
    write(tmp_path / "d" / "inc.mk", "X = fromd\n")
    r = run(tmp_path, *args, makefile="include inc.mk\nall:\n\t@echo $(X)\n")
    assert r.rc == 0
    assert r.out == "fromd\n"


@pytest.mark.parametrize("opt", ["--check-symlink-times", "--jobs", "-j", "-j4", "-L"])
def test_accepted_no_effect_options(tmp_path, opt):
    r = run(tmp_path, opt, makefile="all:\n\t@echo hi\n")
    assert r.rc == 0
    assert r.out == "hi\n"
    assert r.err == ""


def test_long_no_print_directory(tmp_path):
    r = run(tmp_path, "-w", "--no-print-directory", makefile="all:\n\t@echo hi\n")
    assert r.out == "hi\n"


def test_long_no_silent(tmp_path):
    r = run(tmp_path, "-s", "--no-silent", makefile="all:\n\techo hi\n")
    assert r.out == "echo hi\nhi\n"


@pytest.mark.parametrize("args", [("--eval=X = 5",), ("--eval", "X = 5")])
def test_long_eval_forms(tmp_path, args):
    r = run(tmp_path, *args, makefile="all:\n\t@echo \"[$(X)]\"\n")
    assert r.out == "[5]\n"


def test_long_warn_undefined_variables(tmp_path):
    r = run(tmp_path, "--warn-undefined-variables",
            makefile="$(info [$(NOPE_U)])\n.PHONY: all\nall:;@:\n")
    assert r.rc == 0
    assert "minimake: Makefile:1: warning: undefined variable 'NOPE_U'" in r.err_lines


def test_long_trace(tmp_path):
    r = run(tmp_path, "--trace", makefile="all:\n\t@echo hi\n")
    assert r.out == "Makefile:1: update target 'all' due to: target does not exist\nhi\n"


# ------------------------------------------------------------ usage errors

@pytest.mark.parametrize("args,msg", [
    (["-x"], "unknown option '-x'"),
    (["-sx"], "unknown option '-x'"),
    (["-sxy"], "unknown option '-x'"),
    (["--foo"], "unknown option '--foo'"),
    (["--foo=bar"], "unknown option '--foo'"),
    (["---x"], "unknown option '---x'"),
    (["--eva"], "unknown option '--eva'"),
    (["--dry"], "unknown option '--dry'"),
    (["--Silent"], "unknown option '--Silent'"),
    (["-s="], "unknown option '-='"),
    (["-j4x"], "unknown option '-x'"),
    (["-jx"], "unknown option '-x'"),
    (["all", "-x"], "unknown option '-x'"),
    (["-x", "-f"], "unknown option '-x'"),
    (["-x", "--foo"], "unknown option '-x'"),
    (["--foo", "-x"], "unknown option '--foo'"),
])
def test_unknown_option(tmp_path, args, msg):
    r = run(tmp_path, *args, makefile=READ_MK)
    usage_error(r, msg)


@pytest.mark.parametrize("opt", ["-f", "-C", "-I", "-o", "-W"])
def test_short_option_requires_argument(tmp_path, opt):
    r = run(tmp_path, opt, makefile=READ_MK)
    usage_error(r, "option '%s' requires an argument" % opt)


def test_grouped_value_option_at_end_requires_argument(tmp_path):
    r = run(tmp_path, "-s", "-nf", makefile=READ_MK)
    usage_error(r, "option '-f' requires an argument")


@pytest.mark.parametrize("opt", ["--file", "--makefile", "--directory",
                                 "--include-dir", "--old-file", "--assume-old",
                                 "--what-if", "--new-file", "--assume-new", "--eval"])
def test_long_option_requires_argument(tmp_path, opt):
    r = run(tmp_path, "-s", opt, makefile=READ_MK)
    usage_error(r, "option '%s' requires an argument" % opt)


@pytest.mark.parametrize("arg,name", [
    ("--dry-run=1", "--dry-run"),
    ("--jobs=4", "--jobs"),
    ("--silent=yes", "--silent"),
    ("--help=x", "--help"),
    ("--version=x", "--version"),
    ("--trace=1", "--trace"),
    ("--no-print-directory=", "--no-print-directory"),
])
def test_long_option_doesnt_allow_argument(tmp_path, arg, name):
    r = run(tmp_path, arg, makefile=READ_MK)
    usage_error(r, "option '%s' doesn't allow an argument" % name)


def test_usage_error_before_help(tmp_path):
    r = run(tmp_path, "-x", "-h", makefile=READ_MK)
    usage_error(r, "unknown option '-x'")


def test_usage_error_before_version(tmp_path):
    r = run(tmp_path, "-x", "-v", makefile=READ_MK)
    usage_error(r, "unknown option '-x'")


def test_usage_error_prints_no_directory_messages(tmp_path):
    r = run(tmp_path, "-w", "-x", makefile=READ_MK)
    usage_error(r, "unknown option '-x'")


def test_usage_error_runs_nothing(tmp_path):
    r = run(tmp_path, "all", "--bogus", makefile="all:\n\ttouch made\n")
    usage_error(r, "unknown option '--bogus'")
    assert not (tmp_path / "made").exists()


def test_j_does_not_take_next_argument(tmp_path):
    r = run(tmp_path, "-j", "4", makefile="all:\n\t@echo all\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: no rule to make target '4'\n"


def test_j_digits_then_other_letter_is_unknown(tmp_path):
    r = run(tmp_path, "-j4s", makefile=READ_MK)
    usage_error(r, "unknown option '-s'")


# ------------------------------------------------------- help and version

def test_version(tmp_path):
    r = run(tmp_path, "-v", makefile=READ_MK)
    assert r.rc == 0
    assert r.out == "minimake 1.2\n"
    assert r.err == ""


def test_long_version(tmp_path):
    r = run(tmp_path, "--version", makefile=READ_MK)
    assert r.rc == 0
    assert r.out == "minimake 1.2\n"


def test_version_in_group(tmp_path):
    r = run(tmp_path, "-sv", makefile=READ_MK)
    assert r.rc == 0
    assert r.out == "minimake 1.2\n"


def test_version_ignores_operands_and_later_arguments(tmp_path):
    r = run(tmp_path, "all", "-v", "-x", "X=1", makefile=READ_MK)
    assert r.rc == 0
    assert r.out == "minimake 1.2\n"
    assert r.err == ""


def test_version_without_makefile(tmp_path):
    r = run(tmp_path, "-v")
    assert r.rc == 0
    assert r.out == "minimake 1.2\n"


def test_help(tmp_path):
    r = run(tmp_path, "-h", makefile=READ_MK)
    assert r.rc == 0
    lines = r.out_lines
    assert lines[0] == USAGE
    assert lines[1] == "Options:"
    assert "READ" not in lines
    assert any(l.split() == ["--eval=TEXT", "read", "TEXT", "as", "makefile",
                             "lines", "first"] for l in lines)
    assert r.err == ""


def test_help_eval_line_exact(tmp_path):
    r = run(tmp_path, "-h")
    assert any(l.strip() == "--eval=TEXT             read TEXT as makefile lines first"
               for l in r.out_lines)


def test_long_help_same_as_short(tmp_path):
    a = run(tmp_path, "-h")
    b = run(tmp_path, "--help")
    assert b.rc == 0
    assert a.out == b.out


def test_help_has_many_option_lines(tmp_path):
    r = run(tmp_path, "-h")
    assert len(r.out_lines) > 10


def test_help_before_invalid_option(tmp_path):
    r = run(tmp_path, "-h", "-x", makefile=READ_MK)
    assert r.rc == 0
    assert r.out_lines[0] == USAGE
    assert r.err == ""


def test_help_in_group_acts_when_reached(tmp_path):
    r = run(tmp_path, "-sh", makefile=READ_MK)
    assert r.rc == 0
    assert r.out_lines[0] == USAGE


def test_help_letter_before_version_letter(tmp_path):
    r = run(tmp_path, "-hv")
    assert r.rc == 0
    assert r.out_lines[0] == USAGE


def test_version_letter_before_help_letter(tmp_path):
    r = run(tmp_path, "-vh")
    assert r.rc == 0
    assert r.out == "minimake 1.2\n"


def test_unknown_letter_in_group_before_version(tmp_path):
    r = run(tmp_path, "-xv", makefile=READ_MK)
    usage_error(r, "unknown option '-x'")


def test_version_after_double_dash_is_goal(tmp_path):
    r = run(tmp_path, "--", "-v", makefile="all:\n\t@echo all\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: no rule to make target '-v'\n"


def test_help_after_double_dash_is_goal(tmp_path):
    r = run(tmp_path, "--", "-h", makefile="all:\n\t@echo all\n-h:\n\t@echo H\n")
    assert r.rc == 0
    assert r.out == "H\n"


def test_help_ignores_operands(tmp_path):
    r = run(tmp_path, "all", "X=1", "-h", makefile=READ_MK)
    assert r.rc == 0
    assert r.out_lines[0] == USAGE
    assert "ran" not in r.out_lines
