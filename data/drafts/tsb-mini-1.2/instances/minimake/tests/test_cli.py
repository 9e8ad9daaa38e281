"""Reference tests: invocation and options."""

USAGE = "Usage: minimake [OPTION]... [TARGET | NAME=VALUE]...\n"

AB = "a:\n\t@echo A\nb:\n\t@echo B\n"


def ok(mm, makefile, *args, **kw):
    rc, out, err = mm(*args, makefile=makefile, **kw)
    assert (rc, err) == (0, "")
    return out


# ---- Invocation and operands ----------------------------------------------------------------


def test_goals_in_order(mm):
    assert ok(mm, AB, "b", "a") == "B\nA\n"


def test_default_goal_without_operands(mm):
    assert ok(mm, AB) == "A\n"


def test_operand_with_equals_is_assignment(mm):
    assert ok(mm, "all:\n\t@echo $(X)\n", "X=5") == "5\n"


def test_goal_repeated_updated_once(mm):
    assert ok(mm, "a:\n\t@echo A\n", "a", "a") == "A\nminimake: 'a' is up to date.\n"


def test_options_after_operands(mm):
    assert ok(mm, "a:\n\techo A\n", "a", "-n") == "echo A\n"


def test_single_dash_is_goal(mm):
    assert ok(mm, "-:\n\t@echo dash\n", "-") == "dash\n"


def test_goal_updated_completely_before_next(mm):
    out = ok(mm, "x: y\n\t@echo x\ny:\n\t@echo y\nz:\n\t@echo z\n", "x", "z")
    assert out == "y\nx\nz\n"


# ---- Option syntax --------------------------------------------------------------------------


def test_double_dash_ends_options(mm):
    assert ok(mm, "-n:\n\t@echo minus-n\n", "--", "-n") == "minus-n\n"


def test_grouped_short_options(mm):
    assert ok(mm, "a:\n\t@echo A\n", "-ns") == "echo A\n"


def test_attached_file_value(mm):
    mm.write("b.mk", "x:\n\t@echo from-b\n")
    assert ok(mm, None, "-fb.mk") == "from-b\n"


def test_file_value_in_group(mm):
    mm.write("b.mk", "x:\n\techo from-b\n")
    assert ok(mm, None, "-sfb.mk") == "from-b\n"


def test_file_value_next_argument_even_if_dash(mm):
    mm.write("-x", "x:\n\t@echo dashx\n")
    assert ok(mm, None, "-f", "-x") == "dashx\n"


def test_long_option_with_equals(mm):
    mm.write("b.mk", "x:\n\t@echo long\n")
    assert ok(mm, None, "--file=b.mk") == "long\n"


def test_long_option_next_argument(mm):
    mm.write("b.mk", "x:\n\t@echo long2\n")
    assert ok(mm, None, "--makefile", "b.mk") == "long2\n"


def test_long_dry_run_aliases(mm):
    assert ok(mm, "a:\n\techo A\n", "--just-print") == "echo A\n"
    assert ok(mm, "a:\n\techo A\n", "--dry-run") == "echo A\n"


def test_long_quiet_is_silent(mm):
    assert ok(mm, "a:\n\techo A\n", "--quiet") == "A\n"


def test_abbreviated_long_option_unknown(mm):
    assert mm("--dry", makefile=AB) == (2, "", "minimake: unknown option '--dry'\n" + USAGE)


def test_repeated_flag(mm):
    assert ok(mm, "a:\n\techo A\n", "-n", "-n") == "echo A\n"


# ---- Usage errors ---------------------------------------------------------------------------


def test_unknown_short_option(mm):
    assert mm("-x", makefile=AB) == (2, "", "minimake: unknown option '-x'\n" + USAGE)


def test_unknown_letter_in_group(mm):
    assert mm("-nxz", makefile=AB) == (2, "", "minimake: unknown option '-x'\n" + USAGE)


def test_unknown_long_option_without_value(mm):
    assert mm("--frob=3", makefile=AB) == (2, "", "minimake: unknown option '--frob'\n" + USAGE)


def test_missing_file_value(mm):
    assert mm("-f", makefile=AB) == (2, "", "minimake: option '-f' requires an argument\n" + USAGE)


def test_missing_directory_value(mm):
    assert mm("-C", makefile=AB) == (2, "", "minimake: option '-C' requires an argument\n" + USAGE)


def test_missing_long_value(mm):
    rc, out, err = mm("--file", makefile=AB)
    assert (rc, err) == (2, "minimake: option '--file' requires an argument\n" + USAGE)


def test_long_flag_with_value(mm):
    rc, out, err = mm("--silent=yes", makefile=AB)
    assert (rc, err) == (2, "minimake: option '--silent' doesn't allow an argument\n" + USAGE)


def test_usage_error_runs_nothing(mm):
    rc, out, err = mm("a", "-y", makefile="$(info parsed)\na:\n\ttouch made\n")
    assert (rc, out) == (2, "")
    assert not mm.exists("made")


def test_first_bad_argument_reported(mm):
    rc, out, err = mm("-q", "-y", "-z", makefile=AB)
    assert err.splitlines()[0] == "minimake: unknown option '-y'"


# ---- Help and version -----------------------------------------------------------------------


def test_help(mm):
    rc, out, err = mm("-h")
    assert (rc, err) == (0, "")
    assert out.startswith(USAGE + "Options:\n")


def test_long_help(mm):
    rc, out, err = mm("--help")
    assert rc == 0 and out.startswith(USAGE)


def test_version(mm):
    assert mm("-v") == (0, "minimake 1.2\n", "")


def test_version_reads_no_makefile(mm):
    assert mm("--version", makefile="$(error broken)\n") == (0, "minimake 1.2\n", "")


def test_bad_option_before_help_wins(mm):
    assert mm("-y", "-h") == (2, "", "minimake: unknown option '-y'\n" + USAGE)


def test_help_first_ignores_later(mm):
    rc, out, err = mm("-h", "-y")
    assert (rc, err) == (0, "")


# ---- Makefile selection ---------------------------------------------------------------------


def test_several_f_in_order(mm):
    mm.write("one.mk", "X = 1\n")
    mm.write("two.mk", "all:\n\t@echo X=$(X)\n")
    assert ok(mm, None, "-f", "one.mk", "-f", "two.mk") == "X=1\n"


def test_f_dash_reads_stdin(mm):
    assert ok(mm, None, "-f", "-", input="all:\n\t@echo stdin\n") == "stdin\n"


def test_lowercase_makefile_preferred(mm):
    mm.write("makefile", "all:\n\t@echo lower\n")
    mm.write("Makefile", "all:\n\t@echo upper\n")
    assert ok(mm, None) == "lower\n"


def test_capital_makefile_found(mm):
    assert ok(mm, "all:\n\t@echo upper\n") == "upper\n"


def test_missing_f_file(mm):
    assert mm("-f", "nope.mk") == (
        2, "", "minimake: cannot read makefile 'nope.mk': No such file or directory\n")


def test_no_makefile_no_goal(mm):
    assert mm() == (2, "", "minimake: no targets specified and no makefile found\n")


def test_no_makefile_existing_goal(mm):
    mm.touch("src.c", 1000)
    assert mm("src.c") == (0, "minimake: nothing to be done for 'src.c'.\n", "")


def test_no_makefile_missing_goal(mm):
    assert mm("prog") == (2, "", "minimake: no rule to make target 'prog'\n")


# ---- Option -C ------------------------------------------------------------------------------


def test_directory_reads_makefile_there(mm):
    mm.write("sub/Makefile", "all:\n\t@echo in-sub\n")
    assert ok(mm, None, "-C", "sub") == "in-sub\n"


def test_directory_recipes_run_there(mm):
    mm.write("sub/Makefile", "all:\n\t@touch made\n")
    ok(mm, None, "-Csub")
    assert mm.exists("sub/made")


def test_directory_cumulative(mm):
    mm.write("a/b/Makefile", "all:\n\t@echo deep\n")
    assert ok(mm, None, "-C", "a", "-C", "b") == "deep\n"


def test_directory_applied_before_reading(mm):
    mm.write("sub/x.mk", "all:\n\t@echo x\n")
    assert ok(mm, None, "-f", "x.mk", "-C", "sub") == "x\n"


def test_directory_missing(mm):
    assert mm("-C", "nowhere") == (
        2, "", "minimake: cannot change to directory 'nowhere': No such file or directory\n")


def test_long_directory(mm):
    mm.write("sub/Makefile", "all:\n\t@echo in-sub\n")
    assert ok(mm, None, "--directory=sub") == "in-sub\n"


# ---- Option -n ------------------------------------------------------------------------------


def test_dry_run_prints_not_runs(mm):
    assert ok(mm, "all:\n\ttouch made\n", "-n") == "touch made\n"
    assert not mm.exists("made")


def test_dry_run_prints_silent_lines(mm):
    assert ok(mm, "all:\n\t@echo hidden\n", "-n") == "echo hidden\n"


def test_dry_run_ignores_s(mm):
    assert ok(mm, ".SILENT:\nall:\n\techo x\n", "-n", "-s") == "echo x\n"


def test_dry_run_plus_line_runs(mm):
    assert ok(mm, "all:\n\t+echo plus\n\techo other\n", "-n") == "echo plus\nplus\necho other\n"


def test_dry_run_plus_silent_line(mm):
    assert ok(mm, "all:\n\t+@echo plus\n", "-n") == "plus\n"


def test_dry_run_chain(mm):
    mk = "app: lib\n\tcc -o app\nlib: src\n\tar lib\n"
    mm.touch("src", 2000)
    mm.touch("lib", 1000)
    mm.touch("app", 3000)
    assert ok(mm, mk, "-n") == "ar lib\ncc -o app\n"


def test_dry_run_expands_side_effects(mm):
    assert ok(mm, "all:\n\t@echo $(info side)x\n", "-n") == "side\necho x\n"


# ---- Option -s ------------------------------------------------------------------------------


def test_silent_no_echo(mm):
    assert ok(mm, "all:\n\techo hi\n", "-s") == "hi\n"


def test_silent_no_goal_message(mm):
    assert ok(mm, "all:\n", "-s") == ""


def test_silent_keeps_errors(mm):
    rc, out, err = mm("-s", makefile="all:\n\tfalse\n")
    assert (rc, out, err) == (2, "", "minimake: *** [Makefile:2: all] Error 1\n")


def test_silent_plus_line(mm):
    assert ok(mm, "all:\n\t+echo p\n", "-s") == "p\n"


def test_silent_long(mm):
    assert ok(mm, "all:\n\techo hi\n", "--silent") == "hi\n"


def test_silent_ignored_error_message_kept(mm):
    rc, out, err = mm("-s", makefile="all:\n\t-false\n")
    assert (rc, out, err) == (0, "", "minimake: [Makefile:2: all] Error 1 (ignored)\n")


def test_no_silent_cancels(mm):
    assert ok(mm, "all:\n\techo hi\n", "-s", "--no-silent") == "echo hi\nhi\n"


def test_no_silent_then_silent(mm):
    assert ok(mm, "all:\n\techo hi\n", "--no-silent", "-s") == "hi\n"


def test_no_silent_makeflags(mm):
    assert ok(mm, "all:\n\techo hi\n", "--no-silent", env={"MAKEFLAGS": "s"}) == "echo hi\nhi\n"


def test_no_silent_keeps_dot_silent(mm):
    assert ok(mm, ".SILENT:\nall:\n\techo hi\n", "--no-silent") == "hi\n"


# ---- Option -i ------------------------------------------------------------------------------


def test_ignore_errors_continues(mm):
    rc, out, err = mm("-i", makefile="all:\n\t@false\n\t@echo after\n")
    assert (rc, out) == (0, "after\n")
    assert err == "minimake: [Makefile:2: all] Error 1 (ignored)\n"


def test_ignore_errors_long(mm):
    rc, out, err = mm("--ignore-errors", makefile="all:\n\t@exit 3\n")
    assert (rc, err) == (0, "minimake: [Makefile:2: all] Error 3 (ignored)\n")


def test_ignore_errors_target_remade(mm):
    rc, out, err = mm("-i", makefile="all: p\n\t@echo all\np:\n\t@false\n")
    assert (rc, out) == (0, "all\n")


def test_ignore_errors_echo_kept(mm):
    rc, out, err = mm("-i", makefile="all:\n\tfalse\n")
    assert out == "false\n"


def test_ignore_errors_no_delete(mm):
    rc, out, err = mm("-i", makefile=".DELETE_ON_ERROR:\nout:\n\t@echo x > out; false\n")
    assert rc == 0 and mm.exists("out")


# ---- Options -k and -S ----------------------------------------------------------------------

KMK = "all: bad good\n\t@echo all\nbad:\n\t@false\ngood:\n\t@echo good\n"


def test_without_k_stops(mm):
    assert mm(makefile=KMK) == (2, "", "minimake: *** [Makefile:4: bad] Error 1\n")


def test_keep_going_other_prereqs(mm):
    rc, out, err = mm("-k", makefile=KMK)
    assert (rc, out) == (2, "good\n")
    assert err == ("minimake: *** [Makefile:4: bad] Error 1\n"
                   "minimake: target 'all' not remade because of errors\n")


def test_keep_going_later_goals(mm):
    rc, out, err = mm("-k", "bad", "good", makefile=KMK)
    assert (rc, out) == (2, "good\n")


def test_no_keep_going_cancels(mm):
    rc, out, err = mm("-k", "-S", makefile=KMK)
    assert (rc, out) == (2, "")


def test_keep_going_last_wins(mm):
    rc, out, err = mm("-S", "-k", makefile=KMK)
    assert out == "good\n"


def test_keep_going_missing_rule(mm):
    rc, out, err = mm("-k", makefile="all: nope other\nother:\n\t@echo other\n")
    assert (rc, out) == (2, "other\n")
    assert err == ("minimake: no rule to make target 'nope', needed by 'all'\n"
                   "minimake: target 'all' not remade because of errors\n")


# ---- Option -B ------------------------------------------------------------------------------


def test_always_make_up_to_date_target(mm):
    mm.touch("src", 1000)
    mm.touch("out", 2000)
    assert ok(mm, "out: src\n\t@echo remade\n", "-B") == "remade\n"


def test_always_make_pattern_target(mm):
    mm.touch("a.c", 1000)
    mm.touch("a.o", 2000)
    assert ok(mm, "%.o: %.c\n\t@echo cc $<\n", "-B", "a.o") == "cc a.c\n"


def test_always_make_not_default_recipe(mm):
    mm.touch("src", 1000)
    assert ok(mm, ".DEFAULT:\n\t@echo default $@\n", "-B", "src") == (
        "minimake: 'src' is up to date.\n")


def test_always_make_prerequisites_too(mm):
    mm.touch("src", 1000)
    mm.touch("mid", 2000)
    mm.touch("out", 3000)
    assert ok(mm, "out: mid\n\t@echo out\nmid: src\n\t@echo mid\n", "-B") == "mid\nout\n"


def test_always_make_source_file_untouched(mm):
    mm.touch("src", 1000)
    assert ok(mm, "out: src\n\t@echo out\n", "--always-make") == "out\n"


def test_always_make_rule_without_recipe(mm):
    mm.touch("mid", 2000)
    mm.touch("out", 3000)
    assert ok(mm, "out: mid\n\t@echo out\nmid:\n", "-B") == "out\n"


# ---- Option -q ------------------------------------------------------------------------------


def test_question_up_to_date(mm):
    mm.touch("src", 1000)
    mm.touch("out", 2000)
    assert mm("-q", makefile="out: src\n\ttouch out\n") == (0, "", "")


def test_question_out_of_date(mm):
    mm.touch("src", 2000)
    mm.touch("out", 1000)
    assert mm("-q", makefile="out: src\n\ttouch out\n") == (1, "", "")
    assert mm.mtime("out") == 1000


def test_question_plus_not_run(mm):
    assert mm("-q", makefile="all:\n\t+touch made\n") == (1, "", "")
    assert not mm.exists("made")


def test_question_empty_recipe_phony(mm):
    assert mm("-q", makefile=".PHONY: all\nall:\n") == (0, "", "")


def test_question_missing_rule(mm):
    rc, out, err = mm("-q", makefile="all: nope\n\ttrue\n")
    assert rc == 2


def test_question_no_recipe_prereq_propagates(mm):
    mm.touch("out", 1000)
    assert mm("-q", makefile="out: FORCE\n\ttouch out\nFORCE:\n") == (1, "", "")


# ---- Option -t ------------------------------------------------------------------------------


def test_touch_creates(mm):
    assert ok(mm, "out:\n\techo never\n", "-t") == "touch out\n"
    assert mm.read("out") == ""


def test_touch_updates_time(mm):
    mm.touch("src", 5000)
    mm.write("out", "keep", 1000)
    ok(mm, "out: src\n\techo never > out\n", "-t")
    assert mm.mtime("out") > 5000 and mm.read("out") == "keep"


def test_touch_plus_line_runs(mm):
    assert ok(mm, "out:\n\t+@echo plus\n\techo no\n", "-t") == "plus\ntouch out\n"


def test_touch_silent(mm):
    assert ok(mm, "out:\n\techo x\n", "-t", "-s") == ""
    assert mm.exists("out")


def test_touch_not_phony(mm):
    assert ok(mm, ".PHONY: p\np:\n\techo x\n", "-t") == "minimake: 'p' is up to date.\n"
    assert not mm.exists("p")


def test_touch_and_dry_run(mm):
    assert ok(mm, "out:\n\techo x\n", "-t", "-n") == "echo x\n"
    assert not mm.exists("out")


# ---- Option -e ------------------------------------------------------------------------------


def test_environment_override(mm):
    mk = "V = file\nall:\n\t@echo $(V)\n"
    assert ok(mm, mk, "-e", env={"V": "env"}) == "env\n"


def test_without_e_file_wins(mm):
    mk = "V = file\nall:\n\t@echo $(V)\n"
    assert ok(mm, mk, env={"V": "env"}) == "file\n"


def test_environment_override_not_override(mm):
    mk = "override V = file\nall:\n\t@echo $(V)\n"
    assert ok(mm, mk, "-e", env={"V": "env"}) == "file\n"


def test_environment_override_define(mm):
    mk = "define V\nfile\nendef\nall:\n\t@echo $(V)\n"
    assert ok(mm, mk, "-e", env={"V": "env"}) == "env\n"


# ---- Command-line variables -----------------------------------------------------------------


def test_cmdline_beats_file(mm):
    assert ok(mm, "X = file\nall:\n\t@echo $(X)\n", "X=cmd") == "cmd\n"


def test_cmdline_value_literal_spaces(mm):
    assert ok(mm, "all:\n\t@echo '[$(X)]'\n", "X= a ") == "[ a ]\n"


def test_cmdline_recursive(mm):
    assert ok(mm, "Y = late\nall:\n\t@echo $(X)\n", "X=$(Y)") == "late\n"


def test_cmdline_simple(mm):
    assert ok(mm, "Y = late\nall:\n\t@echo [$(X)]\n", "X:=$(Y)") == "[]\n"


def test_cmdline_double_colon_simple(mm):
    assert ok(mm, "all:\n\t@echo $(flavor X)\n", "X::=1") == "simple\n"


def test_cmdline_invalid_name(mm):
    assert mm("a b=1", makefile=AB) == (2, "", "minimake: invalid variable assignment 'a b=1'\n")


def test_cmdline_empty_name(mm):
    assert mm("=1", makefile=AB) == (2, "", "minimake: invalid variable assignment '=1'\n")


def test_cmdline_append_ignored(mm):
    assert ok(mm, "X += more\nall:\n\t@echo $(X)\n", "X=cmd") == "cmd\n"


def test_cmdline_target_specific_ignored(mm):
    assert ok(mm, "all: X = ts\nall:\n\t@echo $(X)\n", "X=cmd") == "cmd\n"


def test_cmdline_exported(mm):
    assert ok(mm, "all:\n\t@echo $$CV\n", "CV=exp") == "exp\n"


def test_cmdline_later_wins(mm):
    assert ok(mm, "all:\n\t@echo $(X)\n", "X=1", "X=2") == "2\n"


# ---- Options -o and -W ----------------------------------------------------------------------

OW = "out: mid\n\t@echo out\nmid: src\n\t@echo mid\n"


def test_old_file_not_remade(mm):
    mm.touch("src", 2000)
    mm.touch("mid", 900)
    mm.touch("out", 1000)
    assert ok(mm, OW, "-o", "mid") == "minimake: 'out' is up to date.\n"


def test_old_file_time_ignored(mm):
    mm.touch("src", 100)
    mm.touch("mid", 3000)
    mm.touch("out", 1000)
    assert ok(mm, OW, "--old-file=mid") == "minimake: 'out' is up to date.\n"


def test_old_file_missing_ok(mm):
    mm.touch("out", 1000)
    assert ok(mm, OW, "-omid") == "minimake: 'out' is up to date.\n"


def test_old_file_goal_message(mm):
    assert ok(mm, OW, "--assume-old", "mid", "mid") == "minimake: nothing to be done for 'mid'.\n"


def test_what_if(mm):
    mm.touch("src", 100)
    mm.touch("mid", 200)
    mm.touch("out", 300)
    assert ok(mm, OW, "-W", "src") == "mid\nout\n"


def test_what_if_dry_run(mm):
    for n, t in (("src", 100), ("mid", 200), ("out", 300)):
        mm.touch(n, t)
    assert ok(mm, "out: mid\n\techo out $?\nmid: src\n\techo mid $?\n", "-n", "--what-if=mid") == "echo out mid\n"


def test_what_if_skips_own_recipe(mm):
    assert ok(mm, OW, "--new-file", "mid") == "out\n"


# ---- Option -w ------------------------------------------------------------------------------


def test_print_directory(mm):
    d = str(mm.dir.resolve())
    out = ok(mm, "all:\n\t@echo x\n", "-w")
    assert out == f"minimake: Entering directory '{d}'\nx\nminimake: Leaving directory '{d}'\n"


def test_print_directory_after_c(mm):
    mm.write("sub/Makefile", "all:\n\t@echo x\n")
    d = str((mm.dir / "sub").resolve())
    out = ok(mm, None, "-w", "-C", "sub")
    assert out.splitlines()[0] == f"minimake: Entering directory '{d}'"


def test_print_directory_on_error(mm):
    rc, out, err = mm("-w", makefile="all:\n\t@false\n")
    assert rc == 2 and out.splitlines()[-1].startswith("minimake: Leaving directory '")


def test_print_directory_level(mm):
    rc, out, err = mm("--print-directory", makefile="all:\n\t@echo x\n", env={"MAKELEVEL": "2"})
    assert out.startswith("minimake[2]: Entering directory '")


def test_no_print_directory(mm):
    assert ok(mm, "all:\n\t@echo x\n", "-w", "--no-print-directory") == "x\n"


def test_print_directory_with_silent(mm):
    assert ok(mm, "all:\n\t@echo x\n", "-ws").startswith("minimake: Entering")


# ---- Option --eval --------------------------------------------------------------------------


def test_eval_option_before_makefile(mm):
    assert ok(mm, "X ?= file\nall:\n\t@echo $(X)\n", "--eval=X = ev") == "ev\n"


def test_eval_option_order(mm):
    assert ok(mm, "all:\n\t@echo $(X)\n", "--eval", "X = 1", "--eval=X += 2") == "1 2\n"


def test_eval_option_default_goal(mm):
    assert ok(mm, "all:\n\t@echo all\n", "--eval=first: ; @echo first") == "first\n"


def test_eval_option_location(mm):
    rc, out, err = mm("--eval=A = 1\nbad", makefile="all: ;\n")
    assert (rc, err) == (2, "minimake: --eval:2: missing separator\n")


def test_eval_option_not_in_makefile_list(mm):
    assert ok(mm, "all:\n\t@echo $(MAKEFILE_LIST)\n", "--eval=X=1") == "Makefile\n"


def test_eval_option_after_cmdline_vars(mm):
    assert ok(mm, "all:\n\t@echo $(Y)\n", "--eval=Y := $(X)x", "X=1") == "1x\n"


# ---- Option --warn-undefined-variables ------------------------------------------------------


def test_warn_undefined(mm):
    rc, out, err = mm("--warn-undefined-variables", makefile="X := $(NOPE)\nall: ;\n")
    assert (rc, err) == (0, "minimake: Makefile:1: warning: undefined variable 'NOPE'\n")


def test_warn_undefined_each_expansion(mm):
    rc, out, err = mm("--warn-undefined-variables", makefile="X = $(NOPE)\nY := $(X)$(X)\nall: ;\n")
    assert err.count("undefined variable 'NOPE'") == 2


def test_warn_undefined_not_origin(mm):
    rc, out, err = mm("--warn-undefined-variables", makefile="X := $(origin NOPE)\nifdef NOPE\nendif\nall: ;\n")
    assert err == ""


def test_warn_undefined_off_by_default(mm):
    assert mm(makefile="X := $(NOPE)\nall: ;\n")[2] == ""


def test_warn_undefined_recipe_location(mm):
    rc, out, err = mm("--warn-undefined-variables", makefile="all:\n\t@echo $(Q)\n")
    assert err == "minimake: Makefile:2: warning: undefined variable 'Q'\n"


# ---- Recursive invocation -------------------------------------------------------------------


def test_makelevel_zero(mm):
    assert ok(mm, "all:\n\t@echo $(MAKELEVEL)\n") == "0\n"


def test_makelevel_from_environment(mm):
    assert ok(mm, "all:\n\t@echo $(MAKELEVEL)\n", env={"MAKELEVEL": "3"}) == "3\n"


def test_makelevel_invalid(mm):
    assert ok(mm, "all:\n\t@echo $(MAKELEVEL)\n", env={"MAKELEVEL": "x1"}) == "0\n"


def test_makelevel_passed_plus_one(mm):
    assert ok(mm, "all:\n\t@echo $$MAKELEVEL\n", env={"MAKELEVEL": "3"}) == "4\n"


def test_makelevel_shell(mm):
    assert ok(mm, "X := $(shell echo $$MAKELEVEL)\nall:\n\t@echo $(X)\n") == "1\n"


def test_makeflags_letters(mm):
    assert ok(mm, "all:\n\t@echo $$MAKEFLAGS $(MAKEFLAGS)\n", "-s", "-k", "-i") == "iks iks\n"


def test_makeflags_unset_when_none(mm):
    assert ok(mm, "all:\n\t@echo [$${MAKEFLAGS-unset}]\n") == "[unset]\n"


def test_makeflags_read(mm):
    assert ok(mm, "all:\n\techo hi\n", env={"MAKEFLAGS": "-sz"}) == "hi\n"


def test_makeflags_only_first_word(mm):
    assert ok(mm, "all:\n\techo hi\n", env={"MAKEFLAGS": "k s"}) == "echo hi\nhi\n"


def test_makeflags_overridden_by_arguments(mm):
    rc, out, err = mm("-S", makefile="all: a b\na:\n\t@false\nb:\n\t@echo b\n", env={"MAKEFLAGS": "k"})
    assert (rc, out) == (2, "")


def test_recursive_flags_passed(mm):
    mm.write("sub/Makefile", "x:\n\techo sub\n")
    assert ok(mm, "all:\n\t@$(MAKE) -C sub\n", "-s") == "sub\n"


def test_recursive_dry_run_runs_make_lines(mm):
    mm.write("sub/Makefile", "x:\n\techo sub\n")
    assert ok(mm, "all:\n\t@$(MAKE) -C sub\n", "-n") == "echo sub\n"
    assert ok(mm, "all:\n\t$(MAKE) -C sub\n", "-n") == mm.exe + " -C sub\necho sub\n"


def test_recursive_make_braces(mm):
    mm.write("sub/Makefile", "x:\n\t@echo sub\n")
    assert ok(mm, "all:\n\t@${MAKE} -C sub\n\ttouch no\n", "-n") == "echo sub\ntouch no\n"


def test_make_via_other_variable_not_forced(mm):
    mm.write("sub/Makefile", "x:\n\t@echo sub\n")
    assert ok(mm, "M = $(MAKE)\nall:\n\t@$(M) -C sub\n", "-n") == mm.exe + " -C sub\n"


def test_make_line_runs_under_touch(mm):
    mm.write("sub/Makefile", "x:\n\t@echo sub\n")
    assert ok(mm, "out:\n\t@$(MAKE) -C sub\n", "-t") == "touch x\ntouch out\n"
    assert mm.exists("sub/x")


# ---- Option --trace -------------------------------------------------------------------------

TR = "out: a b\n\t@echo out\n.PHONY: p\np: a\n\t@echo p\n"


def test_trace_newer(mm):
    mm.touch("a", 1000)
    mm.touch("b", 3000)
    mm.touch("out", 2000)
    assert ok(mm, TR, "--trace") == "Makefile:1: update target 'out' due to: b\nout\n"


def test_trace_missing(mm):
    mm.touch("a", 1000)
    mm.touch("b", 1000)
    assert ok(mm, TR, "--trace").splitlines()[0] == "Makefile:1: update target 'out' due to: target does not exist"


def test_trace_phony(mm):
    mm.touch("a", 1000)
    assert ok(mm, TR, "--trace", "p") == "Makefile:4: update target 'p' due to: target is phony\np\n"


def test_trace_always_make(mm):
    mm.touch("a", 1000)
    mm.touch("b", 1000)
    mm.touch("out", 2000)
    assert ok(mm, TR, "--trace", "-B").splitlines()[0] == "Makefile:1: update target 'out' due to: always-make"


def test_trace_pattern_location(mm):
    mm.touch("x.c", 1000)
    assert ok(mm, "\n%.o: %.c\n\t@echo cc\n", "--trace", "x.o") == "Makefile:2: update target 'x.o' due to: target does not exist\ncc\n"


def test_trace_before_expansion(mm):
    out = ok(mm, "all:\n\t@echo run$(info expanded)\n", "--trace")
    assert out == "Makefile:1: update target 'all' due to: target does not exist\nexpanded\nrun\n"


def test_trace_not_without_recipe(mm):
    assert ok(mm, "all: sub\nsub:\n", "--trace") == "minimake: nothing to be done for 'all'.\n"


def test_trace_dry_run(mm):
    assert ok(mm, "all:\n\techo x\n", "--trace", "-n") == "Makefile:1: update target 'all' due to: target does not exist\necho x\n"


def test_trace_question_silent(mm):
    assert mm("--trace", "-q", makefile="all:\n\techo x\n") == (1, "", "")


def test_trace_not_silenced(mm):
    assert ok(mm, "all:\n\techo x\n", "--trace", "-s") == "Makefile:1: update target 'all' due to: target does not exist\nx\n"


def test_trace_remade_prereq_listed(mm):
    mm.touch("out", 5000)
    out = ok(mm, "out: gen\n\t@echo out\ngen:\n\t@echo gen\n", "--trace")
    assert out.splitlines()[2] == "Makefile:1: update target 'out' due to: gen"


def test_trace_default_rule_location(mm):
    out = ok(mm, "all: x\n\n.DEFAULT:\n\t@echo d\n", "--trace", "x")
    assert out == "Makefile:3: update target 'x' due to: target does not exist\nd\n"


# ---- Option -p ------------------------------------------------------------------------------


def db(mm, makefile, *args):
    """The database printed by -p (without CURDIR and MAKEFILE_LIST lines), up to the goals."""
    rc, out, err = mm("-p", "-q", *args, makefile=makefile)
    lines = [l for l in out.split("\n") if not l.startswith(("CURDIR :=", "MAKEFILE_LIST :="))]
    return "\n".join(lines)


def test_db_headers_empty(mm):
    assert db(mm, "") == "# variables\n# rules\n# pattern rules\n# vpath\n"


def test_db_variables_sorted(mm):
    out = db(mm, "b = $(x)\na := 1\n")
    assert out.startswith("# variables\na := 1\nb = $(x)\n# rules\n")


def test_db_override_and_cmdline(mm):
    out = db(mm, "override o = 1\n", "c=2")
    assert out.startswith("# variables\nc = 2\noverride o = 1\n")


def test_db_no_environment(mm):
    rc, out, err = mm("-p", "-q", makefile="", env={"ENVV": "1"})
    assert "ENVV" not in out


def test_db_define(mm):
    out = db(mm, "define M\nx\ny\nendef\n")
    assert out.startswith("# variables\ndefine M\nx\ny\nendef\n")


def test_db_define_simple(mm):
    out = db(mm, "define M :=\nx\ny\nendef\n")
    assert out.startswith("# variables\ndefine M :=\nx\ny\nendef\n")


def test_db_rule(mm):
    out = db(mm, "all: a b | c\n\t@echo $@\n\tls\n")
    assert "# rules\nall: a b | c\n\t@echo $@\n\tls\n# pattern rules\n" in out


def test_db_rule_without_prereqs(mm):
    assert "# rules\nx:\n# pattern" in db(mm, "x:\n")


def test_db_only_targets_with_rules(mm):
    assert "# rules\nall: dep\n# pattern" in db(mm, "all: dep\n")


def test_db_continuation_tab(mm):
    assert "\t@echo a \\\n\tb\n" in db(mm, "all:\n\t@echo a \\\n\tb\n")


def test_db_target_specific(mm):
    out = db(mm, "t: Y += 1\nt: X = 2\nt:\n\t@true\n")
    assert "# rules\nt: X = 2\nt: Y += 1\nt:\n\t@true\n" in out


def test_db_double_colon(mm):
    out = db(mm, "l:: a\n\techo a\nl:: b\n")
    assert "# rules\nl:: a\n\techo a\nl:: b\n# pattern" in out


def test_db_static_pattern(mm):
    assert "# rules\na.o: a.c\n\tcc\n" in db(mm, "a.o: %.o: %.c\n\tcc\n")


def test_db_pattern_rules(mm):
    out = db(mm, "%.o %.p: %.c | d\n\tcc $<\n")
    assert "# pattern rules\n%.o %.p: %.c | d\n\tcc $<\n# vpath\n" in out


def test_db_vpath(mm):
    assert db(mm, "vpath %.h a b:c\n").endswith("# vpath\nvpath %.h a:b:c\n")


def test_db_then_goals(mm):
    rc, out, err = mm("-p", makefile="all:\n\t@echo ran\n")
    assert out.endswith("# vpath\nran\n")


def test_db_order_first_seen(mm):
    out = db(mm, "all: z\nb:\nz:\n")
    assert "# rules\nall: z\nz:\nb:\n" in out


def test_db_special_targets(mm):
    assert "# rules\n.PHONY: all\n" in db(mm, ".PHONY: all\n")


# ---- Options -j and -L ----------------------------------------------------------------------


def test_jobs_accepted(mm):
    assert ok(mm, "all: a b\na:\n\t@echo a\nb:\n\t@echo b\n", "-j4") == "a\nb\n"


def test_jobs_does_not_take_next(mm):
    rc, out, err = mm("-j", "4", makefile="all:\n")
    assert err == "minimake: no rule to make target '4'\n"


def test_jobs_bad_suffix(mm):
    assert mm("-j4x", makefile="all:\n") == (2, "", "minimake: unknown option '-x'\n" + USAGE)


def test_jobs_long(mm):
    assert ok(mm, "all:\n\t@echo a\n", "--jobs") == "a\n"


def test_jobs_long_no_value(mm):
    rc, out, err = mm("--jobs=2", makefile="all:\n")
    assert err.startswith("minimake: option '--jobs' doesn't allow an argument\n")


def test_symlink_times(mm):
    import os
    mm.touch("real", 1000)
    os.symlink("real", mm.dir / "link")
    os.utime(mm.dir / "link", (3000, 3000), follow_symlinks=False)
    mm.touch("out", 2000)
    mk = "out: link\n\t@echo remade\n"
    assert ok(mm, mk) == "minimake: 'out' is up to date.\n"
    assert ok(mm, mk, "-L") == "remade\n"


def test_symlink_times_chain(mm):
    import os
    mm.touch("real", 1000)
    os.symlink("real", mm.dir / "l1")
    os.symlink("l1", mm.dir / "l2")
    os.utime(mm.dir / "l1", (4000, 4000), follow_symlinks=False)
    os.utime(mm.dir / "l2", (1500, 1500), follow_symlinks=False)
    mm.touch("out", 2000)
    assert ok(mm, "out: l2\n\t@echo remade\n", "--check-symlink-times") == "remade\n"


def test_symlink_times_file_newest(mm):
    import os
    mm.touch("real", 5000)
    os.symlink("real", mm.dir / "link")
    os.utime(mm.dir / "link", (1000, 1000), follow_symlinks=False)
    mm.touch("out", 2000)
    assert ok(mm, "out: link\n\t@echo remade\n", "-L") == "remade\n"


def test_makeflags_passes_cmdline_vars(mm):
    mm.write("sub/Makefile", "x:\n\t@echo \"[$(X)] $(origin X)\"\n")
    assert ok(mm, "all:\n\t@$(MAKE) -C sub\n", "X=a b") == "[a b] command line\n"


def test_makeflags_vars_format(mm):
    out = ok(mm, "all:\n\t@printf '%s\\n' \"$$MAKEFLAGS\"\n", "-s", "X=a b", "Y:=1")
    assert out == "s -- X=a\\ b Y:=1\n"


def test_makeflags_vars_without_letters(mm):
    assert ok(mm, "all:\n\t@printf '%s\\n' \"$(MAKEFLAGS)\"\n", "V=1") == "-- V=1\n"


def test_makeflags_vars_read(mm):
    out = ok(mm, "all:\n\t@echo '$(X) $(origin X) $(Y)'\n", env={"MAKEFLAGS": "k -- X=a\\ b Y=2"})
    assert out == "a b command line 2\n"


def test_makeflags_vars_command_line_wins(mm):
    assert ok(mm, "all:\n\t@echo $(X)\n", "X=argv", env={"MAKEFLAGS": "-- X=env"}) == "argv\n"


def test_makeflags_escaped_backslash(mm):
    out = ok(mm, "all:\n\t@printf '%s\\n' '$(MAKEFLAGS)'\n", "P=a\\b")
    assert out == "-- P=a\\\\b\n"
