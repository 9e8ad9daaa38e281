"""Reference tests: rebuild decisions, running recipes, errors and exit statuses."""


def run(mm, makefile, *args, **kw):
    return mm(*args, makefile=makefile, **kw)


def ok(mm, makefile, *args, **kw):
    rc, out, err = mm(*args, makefile=makefile, **kw)
    assert (rc, err) == (0, ""), err
    return out


TS = "out: src\n\t@echo remake\n"

# ---- Rebuild decisions ----------------------------------------------------------------------


def test_missing_target_remade(mm):
    mm.touch("src", 1000)
    assert ok(mm, TS) == "remake\n"


def test_newer_prereq_remakes(mm):
    mm.touch("src", 2000)
    mm.touch("out", 1000)
    assert ok(mm, TS) == "remake\n"


def test_older_prereq_up_to_date(mm):
    mm.touch("src", 1000)
    mm.touch("out", 2000)
    assert ok(mm, TS) == "minimake: 'out' is up to date.\n"


def test_equal_times_up_to_date(mm):
    mm.touch("src", 1500)
    mm.touch("out", 1500)
    assert ok(mm, TS) == "minimake: 'out' is up to date.\n"


def test_nanosecond_precision(mm):
    import os
    mm.touch("src", 0)
    mm.touch("out", 0)
    os.utime(mm.dir / "out", ns=(1000_000000000, 1000_000000000))
    os.utime(mm.dir / "src", ns=(1000_000000001, 1000_000000001))
    assert ok(mm, TS) == "remake\n"


def test_remade_prereq_remakes_even_if_unchanged(mm):
    mm.touch("src", 1000)
    mm.touch("out", 2000)
    assert ok(mm, "out: src\n\t@echo out\nsrc: FORCE\n\t@echo src\nFORCE:\n") == "src\nout\n"


def test_force_idiom(mm):
    mm.touch("out", 2000)
    assert ok(mm, "out: FORCE\n\t@echo out\nFORCE:\n") == "out\n"


def test_rule_without_recipe_existing_file_not_remade(mm):
    mm.touch("mid", 2000)
    mm.touch("out", 3000)
    assert ok(mm, "out: mid\n\t@echo out\nmid:\n") == "minimake: 'out' is up to date.\n"


def test_second_run_up_to_date(mm):
    mk = "out: src\n\t@touch out\n"
    mm.touch("src", 1000)
    ok(mm, mk)
    assert ok(mm, mk) == "minimake: 'out' is up to date.\n"


# ---- Update order ---------------------------------------------------------------------------


def test_depth_first_order(mm):
    mk = "all: a b\na: a1 a2\n\t@echo a\na1:\n\t@echo a1\na2:\n\t@echo a2\nb:\n\t@echo b\n"
    assert ok(mm, mk) == "a1\na2\na\nb\n"


def test_normal_before_order_only(mm):
    mk = "all: | o\nall: n\n\t@echo all\no:\n\t@echo o\nn:\n\t@echo n\n"
    assert ok(mm, mk) == "n\no\nall\n"


def test_shared_prereq_once(mm):
    mk = "all: a b\na: c\n\t@echo a\nb: c\n\t@echo b\nc:\n\t@echo c\n"
    assert ok(mm, mk) == "c\na\nb\n"


def test_goal_and_prereq_once(mm):
    mk = "all: c\n\t@echo all\nc:\n\t@echo c\n"
    assert ok(mm, mk, "c", "all") == "c\nall\n"


def test_failed_prereq_others_with_k(mm):
    mk = "all: a b c\n\t@echo all\na:\n\t@echo a\nb:\n\t@false\nc:\n\t@echo c\n"
    rc, out, err = run(mm, mk, "-k")
    assert (rc, out) == (2, "a\nc\n")


# ---- Circular dependencies ------------------------------------------------------------------


def test_circular_dropped(mm):
    rc, out, err = run(mm, "a: b\n\t@echo a\nb: a\n\t@echo b\n")
    assert (rc, out) == (0, "b\na\n")
    assert err == "minimake: warning: circular dependency 'b' <- 'a' dropped\n"


def test_self_dependency(mm):
    rc, out, err = run(mm, "a: a\n\t@echo a\n")
    assert (rc, out, err) == (0, "a\n", "minimake: warning: circular dependency 'a' <- 'a' dropped\n")


def test_circular_not_in_newer(mm):
    mm.touch("a", 2000)
    mm.touch("b", 1000)
    rc, out, err = run(mm, "b: a\n\t@echo '[$?] [$^]'\na: b\n\t@echo a\n", "b")
    assert out == "[a] [a]\n"


def test_circular_dropped_prereq_in_all(mm):
    rc, out, err = run(mm, "a: b\n\t@echo A\nb: a\n\t@echo [$?][$^]\n")
    assert out == "[][a]\nA\n"


def test_circular_longer_chain(mm):
    rc, out, err = run(mm, "a: b\n\t@echo a\nb: c\n\t@echo b\nc: a\n\t@echo c\n")
    assert (rc, out, err) == (0, "c\nb\na\n", "minimake: warning: circular dependency 'c' <- 'a' dropped\n")


# ---- Missing rules --------------------------------------------------------------------------


def test_missing_prereq(mm):
    assert run(mm, "all: lib.a\n\t@echo all\n") == (
        2, "", "minimake: no rule to make target 'lib.a', needed by 'all'\n")


def test_missing_goal(mm):
    assert run(mm, "all:\n", "other") == (2, "", "minimake: no rule to make target 'other'\n")


def test_missing_stops_before_later(mm):
    rc, out, err = run(mm, "all: nope later\nlater:\n\t@echo later\n")
    assert (rc, out) == (2, "")


def test_rule_without_recipe_missing_file_ok(mm):
    assert ok(mm, "all: mid\n\t@echo all\nmid:\n") == "all\n"


def test_existing_prereq_without_rule(mm):
    mm.touch("src", 1000)
    assert ok(mm, "all: src\n\t@echo all\n") == "all\n"


# ---- Recipe expansion -----------------------------------------------------------------------


def test_all_lines_expanded_first(mm):
    assert ok(mm, "all:\n\t@echo one\n\t@echo two $(info expanded)\n") == "expanded\none\ntwo\n"


def test_expansion_uses_final_values(mm):
    assert ok(mm, "X = early\nall:\n\t@echo $(X)\nX = final\n") == "final\n"


def test_recipe_error_location(mm):
    rc, out, err = run(mm, "all:\n\t@echo ok\n\t@echo $(error bad $@)\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:3: bad all\n")


def test_expansion_only_when_run(mm):
    mm.touch("all", 1000)
    assert ok(mm, "all:\n\t@echo $(error never)\n") == "minimake: 'all' is up to date.\n"


def test_shell_in_recipe_expanded_before_running(mm):
    out = ok(mm, "all:\n\t@touch f1\n\t@echo $(shell test -e f1 && echo yes || echo no)\n")
    assert out == "no\n"


# ---- Command prefixes -----------------------------------------------------------------------


def test_at_suppresses_echo(mm):
    assert ok(mm, "all:\n\t@echo hi\n") == "hi\n"


def test_dash_ignores_failure(mm):
    rc, out, err = run(mm, "all:\n\t-exit 2\n\t@echo after\n")
    assert (rc, out, err) == (0, "exit 2\nafter\n", "minimake: [Makefile:2: all] Error 2 (ignored)\n")


def test_mixed_prefixes_and_spaces(mm):
    rc, out, err = run(mm, "all:\n\t - @ false\n\t@echo after\n")
    assert (rc, out) == (0, "after\n")


def test_prefix_from_variable(mm):
    assert ok(mm, "Q = @\nall:\n\t$(Q)echo quiet\n") == "quiet\n"


def test_blank_after_prefix_skipped(mm):
    assert ok(mm, "E =\nall:\n\t@$(E)\n") == "minimake: 'all' is up to date.\n"


def test_multiline_expansion_split(mm):
    mk = "define CMDS\necho one\n@echo two\nendef\nall:\n\t$(CMDS)\n"
    assert ok(mm, mk) == "echo one\none\ntwo\n"


def test_multiline_first_prefix_applies(mm):
    mk = "define CMDS\necho one\necho two\nendef\nall:\n\t@$(CMDS)\n"
    assert ok(mm, mk) == "one\ntwo\n"


def test_multiline_keeps_continuation(mm):
    mk = "define CMDS\necho a \\\nb\nendef\nall:\n\t@$(CMDS)\n"
    assert ok(mm, mk) == "a b\n"


# ---- Command echo ---------------------------------------------------------------------------


def test_echo_after_expansion(mm):
    assert ok(mm, "X = hi\nall:\n\techo $(X)\n") == "echo hi\nhi\n"


def test_echo_order_with_output(mm):
    assert ok(mm, "all:\n\techo 1\n\techo 2\n") == "echo 1\n1\necho 2\n2\n"


def test_echo_prefix_removed(mm):
    rc, out, err = run(mm, "all:\n\t-echo x\n")
    assert out == "echo x\nx\n"


def test_echo_not_for_at_with_dash(mm):
    rc, out, err = run(mm, "all:\n\t-@echo x\n")
    assert out == "x\n"


def test_echo_uses_expanded_prefix_removal(mm):
    assert ok(mm, "P = -\nall:\n\t$(P)echo y\n") == "echo y\ny\n"


def test_echo_silent_target(mm):
    assert ok(mm, ".SILENT: all\nall:\n\techo z\n") == "z\n"


# ---- Command execution ----------------------------------------------------------------------


def test_each_line_own_shell(mm):
    assert ok(mm, "all:\n\t@cd /\n\t@pwd\n") == str(mm.dir.resolve()) + "\n"


def test_shell_variable_used(mm):
    assert ok(mm, "SHELL = /bin/echo\nall:\n\t@echo still\n") == "-c echo still\n"


def test_shellflags(mm):
    assert ok(mm, "SHELL = /bin/echo\n.SHELLFLAGS = -a  -b\nall:\n\t@x\n") == "-a -b x\n"


def test_shell_target_specific(mm):
    assert ok(mm, "all: SHELL = /bin/echo\nall:\n\t@hi\nother:\n\t@echo sh\n", "all", "other") == "-c hi\nsh\n"


def test_shell_path_lookup(mm):
    assert ok(mm, "SHELL = echo\nall:\n\t@hi\n") == "-c hi\n"


def test_shell_empty_means_bin_sh(mm):
    assert ok(mm, "SHELL =\nall:\n\t@echo $$0\n") == "/bin/sh\n"


def test_shell_cannot_run(mm):
    rc, out, err = run(mm, "SHELL = /no/such/shell\nall:\n\t@x\n")
    assert (rc, err) == (2, "minimake: cannot run '/no/such/shell': No such file or directory\n"
                            "minimake: *** [Makefile:3: all] Error 127\n")


def test_shell_function_uses_shell(mm):
    assert ok(mm, "SHELL = /bin/echo\n$(info $(shell hi))\nall: ;\n") == "-c hi\nminimake: nothing to be done for 'all'.\n"


def test_shell_defaults(mm):
    out = ok(mm, "all:\n\t@echo '$(SHELL) $(.SHELLFLAGS) $(origin SHELL) $(flavor .SHELLFLAGS)'\n", "-R")
    assert out == "/bin/sh -c default recursive\n"


def test_stdin_passed(mm):
    rc, out, err = mm("-f", "mk", input="data\n") if False else (None, None, None)
    mm.write("mk", "all:\n\t@cat\n")
    rc, out, err = mm("-f", "mk", input="data\n")
    assert out == "data\n"


def test_stderr_passthrough(mm):
    rc, out, err = run(mm, "all:\n\t@echo oops >&2\n")
    assert (rc, out, err) == (0, "", "oops\n")


# ---- Recipe errors --------------------------------------------------------------------------


def test_error_message(mm):
    assert run(mm, "all:\n\t@exit 7\n") == (2, "", "minimake: *** [Makefile:2: all] Error 7\n")


def test_error_stops_recipe(mm):
    rc, out, err = run(mm, "all:\n\t@false\n\t@echo never\n")
    assert out == ""


def test_error_stops_dependents(mm):
    rc, out, err = run(mm, "all: p\n\t@echo all\np:\n\t@false\n")
    assert (rc, out) == (2, "")


def test_signal_message(mm):
    rc, out, err = run(mm, "all:\n\t@kill -9 $$$$\n")
    assert (rc, err) == (2, "minimake: *** [Makefile:2: all] Signal 9\n")


def test_ignored_target_counts_remade(mm):
    mm.touch("out", 1000)
    rc, out, err = run(mm, "all: p\n\t@echo all\np:\n\t-@false\n")
    assert (rc, out) == (0, "all\n")


def test_error_location_of_line(mm):
    rc, out, err = run(mm, "X = 1\n\nall:\n\t@true\n\n\t@false\n")
    assert err == "minimake: *** [Makefile:6: all] Error 1\n"


# ---- Goal messages --------------------------------------------------------------------------


def test_nothing_to_be_done(mm):
    assert ok(mm, "all:\n") == "minimake: nothing to be done for 'all'.\n"


def test_up_to_date_message(mm):
    mm.touch("out", 1000)
    assert ok(mm, "out:\n\t@echo x\n") == "minimake: 'out' is up to date.\n"


def test_message_when_prereq_ran(mm):
    assert ok(mm, "all: p\np:\n\t@echo p\n") == "p\n"


def test_empty_lines_recipe_message(mm):
    assert ok(mm, "E =\nall:\n\t$(E)\n") == "minimake: 'all' is up to date.\n"


def test_message_per_goal(mm):
    mm.touch("a", 1000)
    out = ok(mm, "a:\n\t@echo a\nb:\n", "a", "b")
    assert out == "minimake: 'a' is up to date.\nminimake: nothing to be done for 'b'.\n"


def test_no_message_for_dry_run_print(mm):
    assert ok(mm, "all:\n\techo x\n", "-n") == "echo x\n"


def test_pattern_recipe_counts(mm):
    mm.touch("x.c", 1000)
    mm.touch("x.o", 2000)
    assert ok(mm, "%.o: %.c\n\t@echo cc\n", "x.o") == "minimake: 'x.o' is up to date.\n"


# ---- Exit status ----------------------------------------------------------------------------


def test_exit_zero(mm):
    assert run(mm, "all:\n\t@true\n")[0] == 0


def test_exit_two_on_makefile_error(mm):
    rc, out, err = run(mm, "$(info before)\nbad\n$(info after)\nall:\n\t@echo x\n")
    assert (rc, out) == (2, "before\n")


def test_exit_two_error_function(mm):
    assert run(mm, "$(error stop here)\n") == (2, "", "minimake: Makefile:1: stop here\n")


def test_exit_two_failing_command(mm):
    assert run(mm, "all:\n\t@exit 1\n")[0] == 2


def test_exit_two_missing_rule(mm):
    assert run(mm, "all: x\n")[0] == 2


def test_exit_zero_ignored_failure(mm):
    assert run(mm, "all:\n\t-@false\n")[0] == 0


# ---- Intermediate files ---------------------------------------------------------------------

CHAIN = "prog: x.o\n\t@echo link; touch prog\n%.c: %.y\n\t@echo yacc; touch $@\n%.o: %.c\n\t@echo cc; touch $@\n"


def test_intermediate_deleted(mm):
    mm.touch("x.y", 1000)
    assert ok(mm, CHAIN) == "yacc\ncc\nlink\nrm x.c\n"
    assert not mm.exists("x.c") and mm.exists("x.o")


def test_missing_intermediate_not_remade(mm):
    mm.touch("x.y", 1000)
    ok(mm, CHAIN)
    assert ok(mm, CHAIN) == "minimake: 'prog' is up to date.\n"


def test_missing_intermediate_remade_when_source_newer(mm):
    mm.touch("x.y", 1000)
    mm.touch("x.o", 2000)
    mm.touch("prog", 3000)
    mm.touch("x.y", 2500)
    assert ok(mm, CHAIN) == "yacc\ncc\nlink\nrm x.c\n"


def test_existing_intermediate_kept(mm):
    mm.touch("x.y", 1000)
    mm.touch("x.c", 500)
    assert ok(mm, CHAIN) == "yacc\ncc\nlink\n"
    assert mm.exists("x.c")


def test_mentioned_file_not_intermediate(mm):
    mm.touch("x.y", 1000)
    assert ok(mm, CHAIN + "keep: x.c\n") == "yacc\ncc\nlink\n"


def test_goal_not_intermediate(mm):
    mm.touch("x.y", 1000)
    assert ok(mm, CHAIN, "x.c", "prog") == "yacc\ncc\nlink\n"


def test_explicit_intermediate(mm):
    mk = "out: mid\n\t@echo out; touch out\nmid:\n\t@touch mid\n.INTERMEDIATE: mid\n"
    assert ok(mm, mk) == "out\nrm mid\n"


def test_secondary_kept(mm):
    mm.touch("x.y", 1000)
    assert ok(mm, CHAIN + ".SECONDARY: x.c\n") == "yacc\ncc\nlink\n"
    assert mm.exists("x.c")


def test_secondary_all(mm):
    mm.touch("x.y", 1000)
    assert ok(mm, CHAIN + ".SECONDARY:\n") == "yacc\ncc\nlink\n"


def test_secondary_not_remade_when_missing(mm):
    mk = "out: mid\n\t@echo out\nmid: src\n\t@echo mid\n.SECONDARY: mid\n"
    mm.touch("src", 1000)
    mm.touch("out", 2000)
    assert ok(mm, mk) == "minimake: 'out' is up to date.\n"


def test_precious_intermediate_kept(mm):
    mm.touch("x.y", 1000)
    assert ok(mm, CHAIN + ".PRECIOUS: x.c\n") == "yacc\ncc\nlink\n"


def test_notintermediate(mm):
    mm.touch("x.y", 1000)
    assert ok(mm, CHAIN + ".NOTINTERMEDIATE: x.c\n") == "yacc\ncc\nlink\n"


def test_notintermediate_all(mm):
    mm.touch("x.y", 1000)
    assert ok(mm, CHAIN + ".NOTINTERMEDIATE:\n") == "yacc\ncc\nlink\n"


def test_intermediate_silent_rm(mm):
    mm.touch("x.y", 1000)
    assert ok(mm, CHAIN, "-s") == "yacc\ncc\nlink\n"
    assert not mm.exists("x.c")


def test_intermediate_dry_run_no_rm(mm):
    mm.touch("x.y", 1000)
    out = ok(mm, CHAIN, "-n")
    assert "rm" not in out


def test_intermediate_rm_order(mm):
    mk = "prog: a.o b.o\n\t@touch prog\n%.c: %.y\n\t@touch $@\n%.o: %.c\n\t@touch $@\n"
    mm.touch("a.y", 1000)
    mm.touch("b.y", 1000)
    assert ok(mm, mk) == "rm a.c b.c\n"


def test_intermediate_not_deleted_on_stop(mm):
    mk = "prog: x.o\n\tfalse\n%.c: %.y\n\t@touch $@\n%.o: %.c\n\t@touch $@\n"
    mm.touch("x.y", 1000)
    rc, out, err = mm(makefile=mk)
    assert rc == 2 and mm.exists("x.c")


def test_intermediate_deleted_with_k(mm):
    mk = "all: prog other\nprog: x.o\n\t@touch prog\nother:\n\t@false\n%.c: %.y\n\t@touch $@\n%.o: %.c\n\t@touch $@\n"
    mm.touch("x.y", 1000)
    rc, out, err = mm("-k", makefile=mk)
    assert rc == 2 and out == "rm x.c\n"


def test_intermediate_skip_needs_rule(mm):
    mk = "out: mid\n\t@echo out\n.INTERMEDIATE: mid\n"
    mm.touch("out", 2000)
    assert mm(makefile=mk) == (2, "", "minimake: no rule to make target 'mid', needed by 'out'\n")


def test_intermediate_always_make_remakes(mm):
    mm.touch("x.y", 1000)
    ok(mm, CHAIN)
    assert ok(mm, CHAIN, "-B") == "yacc\ncc\nlink\nrm x.c\n"


# ---- Extra prerequisites --------------------------------------------------------------------

EXTRA = ".EXTRA_PREREQS = tool\nout: src\n\t@echo out [$^] [$?]\ntool:\n\t@echo tool\n"


def test_extra_prereq_updated_first(mm):
    mm.touch("src", 1000)
    assert ok(mm, EXTRA, "-r") == "tool\nout [src] [src]\n"


def test_extra_prereq_newer_remakes(mm):
    mm.touch("src", 1000)
    mm.touch("out", 2000)
    mm.touch("tool", 3000)
    mk = ".EXTRA_PREREQS = tool\nout: src\n\t@echo out [$^] [$?]\n"
    assert ok(mm, mk, "-r") == "out [src] []\n"


def test_extra_prereq_old_no_remake(mm):
    mm.touch("src", 1000)
    mm.touch("tool", 1000)
    mm.touch("out", 2000)
    mk = ".EXTRA_PREREQS = tool\nout: src\n\t@echo out\n"
    assert ok(mm, mk, "-r") == "minimake: 'out' is up to date.\n"


def test_extra_prereq_old_file_not_compared(mm):
    mm.touch("src", 1000)
    mm.touch("out", 2000)
    mm.touch("tool", 3000)
    mk = ".EXTRA_PREREQS = tool\nout: src\n\t@echo out\n"
    assert ok(mm, mk, "-r", "-o", "tool") == "minimake: 'out' is up to date.\n"


def test_extra_prereq_target_specific(mm):
    mk = "out: .EXTRA_PREREQS = t2\nout:\n\t@echo out\nother:\n\t@echo other\nt2:\n\t@echo t2\n"
    assert ok(mm, mk, "-r", "out", "other") == "t2\nout\nother\n"


def test_extra_prereq_not_for_itself(mm):
    rc, out, err = mm("-r", makefile=".EXTRA_PREREQS = tool\nall: tool\n\t@echo all\ntool:\n\t@echo tool\n")
    assert (rc, out, err) == (0, "tool\nall\n", "")


def test_extra_prereq_missing_error(mm):
    rc, out, err = mm("-r", makefile=".EXTRA_PREREQS = nope\nall:\n\t@echo all\n")
    assert err == "minimake: no rule to make target 'nope', needed by 'all'\n"


def test_extra_prereq_not_without_rule(mm):
    mm.touch("src", 1000)
    mk = ".EXTRA_PREREQS = nope\n"
    assert ok(mm, mk, "-r", "src") == "minimake: nothing to be done for 'src'.\n"


def test_low_resolution_time_same_second(mm):
    import os
    mm.touch("src", 0)
    mm.touch("out", 0)
    os.utime(mm.dir / "out", ns=(1000_000000000, 1000_000000000))
    os.utime(mm.dir / "src", ns=(1000_600000000, 1000_600000000))
    mk = "out: src\n\t@echo remake\n"
    assert ok(mm, mk) == "remake\n"
    assert ok(mm, mk + ".LOW_RESOLUTION_TIME: out\n") == "minimake: 'out' is up to date.\n"


def test_low_resolution_time_later_second(mm):
    mm.touch("src", 1001)
    mm.touch("out", 1000)
    assert ok(mm, ".LOW_RESOLUTION_TIME: out\nout: src\n\t@echo remake\n") == "remake\n"


def test_low_resolution_time_only_listed(mm):
    import os
    for n in ("src", "a", "b"):
        mm.touch(n, 0)
    os.utime(mm.dir / "a", ns=(1000_000000000, 1000_000000000))
    os.utime(mm.dir / "b", ns=(1000_000000000, 1000_000000000))
    os.utime(mm.dir / "src", ns=(1000_500000000, 1000_500000000))
    mk = ".LOW_RESOLUTION_TIME: a\nall: a b\na b: src\n\t@echo $@\n"
    assert ok(mm, mk) == "b\n"
