"""Reference tests: rules, pattern rules, special targets and automatic variables."""


def run(mm, makefile, *args, **kw):
    return mm(*args, makefile=makefile, **kw)


def ok(mm, makefile, *args, **kw):
    rc, out, err = mm(*args, makefile=makefile, **kw)
    assert (rc, err) == (0, ""), err
    return out


# ---- Explicit rules -------------------------------------------------------------------------


def test_multiple_targets_share_recipe(mm):
    assert ok(mm, "a b:\n\t@echo $@\n", "a", "b") == "a\nb\n"


def test_prerequisites_accumulate(mm):
    mk = "all: x\nall: y\n\t@echo $^\nx:\n\t@echo x\ny:\n\t@echo y\n"
    assert ok(mm, mk) == "x\ny\nx y\n"


def test_semicolon_recipe(mm):
    assert ok(mm, "all: ; @echo inline\n") == "inline\n"


def test_semicolon_then_tab_lines(mm):
    assert ok(mm, "all: ; @echo one\n\t@echo two\n") == "one\ntwo\n"


def test_empty_semicolon_recipe(mm):
    assert ok(mm, "all: ;\n") == "minimake: nothing to be done for 'all'.\n"


def test_targets_expanded_when_read(mm):
    assert ok(mm, "T = first\n$(T):\n\t@echo $@\nT = second\n") == "first\n"


def test_empty_target_list(mm):
    assert ok(mm, "E =\n$(E): x\n\t@echo never\nall:\n\t@echo all\n") == "all\n"


def test_double_colon_not_error(mm):
    assert run(mm, "a::\n\t@echo dc\n") == (0, "dc\n", "")


def test_mixed_implicit_normal(mm):
    assert run(mm, "a %.o: b\n") == (2, "", "minimake: Makefile:1: mixed implicit and normal rules\n")


# ---- Order-only prerequisites ---------------------------------------------------------------


def test_order_only_built_first(mm):
    mk = "out: | dir\n\t@echo out\ndir:\n\t@echo dir\n"
    assert ok(mm, mk) == "dir\nout\n"


def test_order_only_newer_does_not_rebuild(mm):
    mm.touch("out", 1000)
    mm.touch("dir", 2000)
    assert ok(mm, "out: | dir\n\t@echo out\n") == "minimake: 'out' is up to date.\n"


def test_order_only_remade_does_not_rebuild(mm):
    mm.touch("out", 1000)
    mk = "out: | stamp\n\t@echo out\n.PHONY: stamp\nstamp:\n\t@echo stamp\n"
    assert ok(mm, mk) == "stamp\n"


def test_order_only_variables(mm):
    mk = "out: a | b c b\n\t@echo '<$^|$|>'\na b c:\n\t@:\n"
    assert ok(mm, mk) == "<a|b c>\n"


def test_order_only_missing_error(mm):
    assert run(mm, "out: | nope\n\t@echo out\n") == (
        2, "", "minimake: no rule to make target 'nope', needed by 'out'\n")


# ---- Recipes --------------------------------------------------------------------------------


def test_blank_and_comment_lines_in_recipe(mm):
    assert ok(mm, "all:\n\t@echo a\n\n# note\n\t@echo b\n") == "a\nb\n"


def test_assignment_ends_recipe(mm):
    rc, out, err = run(mm, "all:\n\t@echo a\nX = 1\n\t@echo b\n")
    assert (rc, err) == (2, "minimake: Makefile:4: recipe commences before first target\n")


def test_recipe_continuation(mm):
    assert ok(mm, "all:\n\t@echo a \\\n\tb\n") == "a b\n"


def test_recipe_continuation_echo(mm):
    assert ok(mm, "all:\n\techo a \\\n\tb\n") == "echo a \\\nb\na b\n"


def test_conditional_inside_recipe(mm):
    mk = "all:\n\t@echo a\nifeq (x,y)\n\t@echo no\nelse\n\t@echo yes\nendif\n"
    assert ok(mm, mk) == "a\nyes\n"


def test_target_specific_line_no_recipe(mm):
    rc, out, err = run(mm, "all: X = 1\n\t@echo b\n")
    assert err == "minimake: Makefile:2: recipe commences before first target\n"


def test_recipe_spaces_after_tab_kept(mm):
    assert ok(mm, "all:\n\t  echo   a\n") == "echo   a\na\n"


# ---- Recipe override ------------------------------------------------------------------------


def test_override_warning(mm):
    rc, out, err = run(mm, "all:\n\t@echo one\nall:\n\t@echo two\n")
    assert (rc, out) == (0, "two\n")
    assert err == "minimake: Makefile:3: warning: overriding recipe for target 'all'\n"


def test_override_warning_semicolon(mm):
    rc, out, err = run(mm, "all: ; @echo one\nall: ; @echo two\n")
    assert out == "two\n" and err == "minimake: Makefile:2: warning: overriding recipe for target 'all'\n"


def test_no_warning_for_prereq_only_rule(mm):
    rc, out, err = run(mm, "all:\n\t@echo one\nall: x\nx: ;\n")
    assert (out, err) == ("one\n", "")


def test_override_warning_each_target(mm):
    rc, out, err = run(mm, "a:\n\t@echo 1\nb:\n\t@echo 2\na b:\n\t@echo 3\n")
    assert err == ("minimake: Makefile:5: warning: overriding recipe for target 'a'\n"
                   "minimake: Makefile:5: warning: overriding recipe for target 'b'\n")


def test_override_keeps_all_prereqs(mm):
    mk = "all: a\n\t@echo one\nall: b\n\t@echo two $^\na b:\n\t@:\n"
    rc, out, err = run(mm, mk)
    assert out == "two a b\n"


# ---- The default goal -----------------------------------------------------------------------


def test_default_skips_dot_targets(mm):
    assert ok(mm, ".hidden:\n\t@echo hidden\nshown:\n\t@echo shown\n") == "shown\n"


def test_default_dot_with_slash(mm):
    assert ok(mm, "./x:\n\t@echo dotslash\ny:\n\t@echo y\n") == "dotslash\n"


def test_default_not_pattern(mm):
    assert ok(mm, "%.o: %.c\n\t@echo p\nreal:\n\t@echo real\n") == "real\n"


def test_default_not_target_specific(mm):
    assert ok(mm, "t: X = 1\nreal:\n\t@echo real\n") == "real\n"


def test_no_targets(mm):
    assert run(mm, "X = 1\n") == (2, "", "minimake: no targets\n")


def test_default_first_of_multi_target(mm):
    assert ok(mm, "b a:\n\t@echo $@\n") == "b\n"


# ---- Static pattern rules -------------------------------------------------------------------


def test_static_pattern(mm):
    mm.touch("a.c", 1000)
    mm.touch("b.c", 1000)
    mk = "all: a.o b.o\nOBJS = a.o b.o\n$(OBJS): %.o: %.c\n\t@echo $< $@ $*\n"
    assert ok(mm, mk) == "a.c a.o a\nb.c b.o b\n"


def test_static_pattern_plain_prereq(mm):
    mm.touch("a.c", 1000)
    mm.touch("h", 1000)
    assert ok(mm, "a.o: %.o: %.c h\n\t@echo $^\n") == "a.c h\n"


def test_static_pattern_no_match(mm):
    assert run(mm, "a.x: %.o: %.c\n\t@echo\n") == (
        2, "", "minimake: Makefile:1: target 'a.x' doesn't match the target pattern\n")


def test_static_pattern_no_percent(mm):
    assert run(mm, "a.o: x.o: a.c\n") == (2, "", "minimake: Makefile:1: target pattern contains no '%'\n")


def test_static_pattern_is_default_goal(mm):
    mm.touch("a.c", 1000)
    assert ok(mm, "a.o: %.o: %.c\n\t@echo $@\nother:\n\t@echo other\n") == "a.o\n"


def test_static_pattern_order_only(mm):
    mm.touch("a.c", 1000)
    assert ok(mm, "a.o: %.o: %.c | %.d\n\t@echo [$|]\n%.d:\n\t@:\n") == "[a.d]\n"


# ---- Pattern rules --------------------------------------------------------------------------


def test_pattern_rule_used(mm):
    mm.touch("x.c", 1000)
    assert ok(mm, "%.o: %.c\n\t@echo cc $< -o $@\n", "x.o") == "cc x.c -o x.o\n"


def test_pattern_stem(mm):
    mm.touch("lib/x.c", 1000)
    assert ok(mm, "%.o: %.c\n\t@echo $*\n", "lib/x.o") == "lib/x\n"


def test_pattern_empty_stem_not_matched(mm):
    assert run(mm, "x%: \n\t@echo $@\n", "-r", "x") == (2, "", "minimake: no rule to make target 'x'\n")


def test_pattern_multiple_targets_alternatives(mm):
    assert ok(mm, "%.a %.b:\n\t@echo $@\n", "q.b") == "q.b\n"


def test_pattern_without_recipe_unused(mm):
    mm.touch("x.c", 1000)
    assert run(mm, "%.o: %.c\n", "-r", "x.o") == (2, "", "minimake: no rule to make target 'x.o'\n")


def test_pattern_prereq_without_percent(mm):
    mm.touch("common.h", 1000)
    assert ok(mm, "%.o: common.h\n\t@echo $^\n", "z.o") == "common.h\n"


# ---- Implicit rule search -------------------------------------------------------------------


def test_explicit_recipe_wins(mm):
    mm.touch("x.c", 1000)
    assert ok(mm, "%.o: %.c\n\t@echo pattern\nx.o:\n\t@echo explicit\n", "x.o") == "explicit\n"


def test_first_matching_rule_with_makeable_prereqs(mm):
    mm.touch("x.s", 1000)
    mk = "%.o: %.c\n\t@echo from-c\n%.o: %.s\n\t@echo from-s\n"
    assert ok(mm, mk, "x.o") == "from-s\n"


def test_definition_order(mm):
    mm.touch("x.c", 1000)
    mm.touch("x.s", 1000)
    mk = "%.o: %.s\n\t@echo from-s\n%.o: %.c\n\t@echo from-c\n"
    assert ok(mm, mk, "x.o") == "from-s\n"


def test_chain(mm):
    mm.touch("x.y", 1000)
    mk = "%.c: %.y\n\t@echo yacc $@\n%.o: %.c\n\t@echo cc $@\n"
    assert ok(mm, mk, "x.o") == "yacc x.c\ncc x.o\n"


def test_chain_intermediate_removed(mm):
    mm.touch("x.y", 1000)
    mk = "%.c: %.y\n\t@touch $@\n%.o: %.c\n\t@touch $@\n"
    assert ok(mm, mk, "x.o") == "rm x.c\n"
    assert not mm.exists("x.c")


def test_explicit_target_makeable(mm):
    mk = "%.o: %.c\n\t@echo cc $<\ngen.c:\n\t@echo gen\n"
    assert ok(mm, mk, "gen.o") == "gen\ncc gen.c\n"


def test_explicit_prereqs_after_pattern(mm):
    mm.touch("x.c", 1000)
    mm.touch("x.h", 1000)
    assert ok(mm, "%.o: %.c\n\t@echo $< $^\nx.o: x.h\n", "x.o") == "x.c x.c x.h\n"


def test_same_rule_not_twice_in_chain(mm):
    assert run(mm, "%.x: %.x.x\n\t@echo $@\n", "a.x") == (2, "", "minimake: no rule to make target 'a.x'\n")


def test_no_builtin_rules_option(mm):
    mm.write("x.c", "int main(void){return 0;}\n")
    assert mm("-r", "x.o") == (2, "", "minimake: no rule to make target 'x.o'\n")


def test_chain_limit(mm):
    mm.touch("f.9", 1000)
    rules = "".join(f"%.{i}: %.{i + 1}\n\t@echo {i}\n" for i in range(9))
    assert run(mm, rules, "f.0")[0] == 2
    assert run(mm, rules, "f.1")[0] == 0


# ---- Target-specific variables --------------------------------------------------------------


def test_target_specific_value(mm):
    assert ok(mm, "X = g\nt: X = local\nt:\n\t@echo $(X)\nu:\n\t@echo $(X)\n", "t", "u") == "local\ng\n"


def test_target_specific_not_for_prereqs(mm):
    assert ok(mm, "X = g\nt: X = local\nt: p\n\t@echo t $(X)\np:\n\t@echo p $(X)\n", "t") == "p g\nt local\n"


def test_target_specific_recursive_late(mm):
    assert ok(mm, "t: X = $(Y)\nt:\n\t@echo $(X)\nY = late\n", "t") == "late\n"


def test_target_specific_simple_now(mm):
    assert ok(mm, "Y = early\nt: X := $(Y)\nt:\n\t@echo $(X)\nY = late\n", "t") == "early\n"


def test_target_specific_append(mm):
    assert ok(mm, "F = -a\nt: F += -b\nt:\n\t@echo $(F)\nF = -z\n", "t") == "-z -b\n"


def test_target_specific_append_undefined_global(mm):
    assert ok(mm, "t: F += -b\nt:\n\t@echo [$(F)]\n", "t") == "[-b]\n"


def test_target_specific_cond(mm):
    assert ok(mm, "X = g\nt: X ?= local\nt:\n\t@echo $(X)\n", "t") == "g\n"


def test_target_specific_dynamic_scope(mm):
    assert ok(mm, "CMD = cc $(FLAGS)\nt: FLAGS = -O\nt:\n\t@echo $(CMD)\n", "t") == "cc -O\n"


def test_target_specific_shell_rejected(mm):
    rc, out, err = run(mm, "t: X != echo\n")
    assert err == "minimake: Makefile:1: '!=' is not allowed in a target-specific assignment\n"


def test_target_specific_percent_is_pattern(mm):
    mm.touch("a.c", 1000)
    assert ok(mm, "X = g\n%.o: X = p\n%.o: %.c\n\t@echo $(X)\n", "a.o") == "p\n"


def test_target_specific_override_cmdline(mm):
    assert ok(mm, "t: override X = ts\nt:\n\t@echo $(X)\n", "t", "X=cmd") == "ts\n"


def test_target_specific_several_targets(mm):
    assert ok(mm, "a b: X = 1\na b:\n\t@echo $@$(X)\n", "a", "b") == "a1\nb1\n"


def test_target_specific_value_stripped(mm):
    assert ok(mm, "t: X =   a  b \t \nt:\n\t@echo '[$(X)]'\n", "t") == "[a  b]\n"


# ---- Automatic variables --------------------------------------------------------------------


def test_auto_target_and_first(mm):
    mm.touch("p", 1000)
    mm.touch("q", 1000)
    assert ok(mm, "t: p q\n\t@echo $@ $<\n") == "t p\n"


def test_auto_all_prereqs_unique(mm):
    for f in "pq":
        mm.touch(f, 1000)
    assert ok(mm, "t: p q p\n\t@echo [$^] [$+]\n") == "[p q] [p q p]\n"


def test_auto_newer(mm):
    mm.touch("old", 1000)
    mm.touch("new", 3000)
    mm.touch("t", 2000)
    assert ok(mm, "t: old new\n\t@echo $?\n") == "new\n"


def test_auto_newer_missing_target_all(mm):
    mm.touch("a", 1000)
    mm.touch("b", 1000)
    assert ok(mm, "t: a b a\n\t@echo $?\n") == "a b\n"


def test_auto_newer_includes_remade(mm):
    mm.touch("src", 1000)
    mm.touch("t", 2000)
    assert ok(mm, "t: src gen\n\t@echo $?\ngen:\n\t@:\n") == "gen\n"


def test_auto_stem_empty_explicit(mm):
    assert ok(mm, "a.o:\n\t@echo [$*]\n") == "[]\n"


def test_auto_not_defined_outside(mm):
    assert ok(mm, "X := [$@]\nall:\n\t@echo $(X)\n") == "[]\n"


def test_auto_empty_first_prereq(mm):
    assert ok(mm, "all:\n\t@echo [$<]\n") == "[]\n"


def test_auto_origin(mm):
    assert ok(mm, "all:\n\t@echo $(origin @) $(flavor @)\n") == "automatic simple\n"


# ---- Directory and file forms ---------------------------------------------------------------


def test_dir_file_forms(mm):
    mm.touch("lib/util.c", 1000)
    assert ok(mm, "lib/util.o: lib/util.c\n\t@echo $(@D) $(@F) $(<F)\n") == "lib util.o util.c\n"


def test_dir_form_no_slash(mm):
    assert ok(mm, "x:\n\t@echo $(@D)\n") == ".\n"


def test_dir_form_root(mm):
    assert ok(mm, "/tmp:\n\t@echo $(@D)\n", "-B", "/tmp") == "/\n"


def test_dir_file_of_lists(mm):
    for f in ["a/x", "b/y", "z"]:
        mm.touch(f, 1000)
    assert ok(mm, "t: a/x b/y z\n\t@echo $(^D) $(^F)\n") == "a b . x y z\n"


def test_stem_dir_file(mm):
    mm.touch("d/s.c", 1000)
    assert ok(mm, "%.o: %.c\n\t@echo $(*D) $(*F)\n", "d/s.o") == "d s\n"


# ---- Phony targets --------------------------------------------------------------------------


def test_phony_runs_though_file_exists(mm):
    mm.touch("clean", 5000)
    assert ok(mm, ".PHONY: clean\nclean:\n\t@echo cleaning\n") == "cleaning\n"


def test_file_target_without_phony_up_to_date(mm):
    mm.touch("clean", 5000)
    assert ok(mm, "clean:\n\t@echo cleaning\n") == "minimake: 'clean' is up to date.\n"


def test_depending_on_phony_always_out_of_date(mm):
    mm.touch("out", 5000)
    assert ok(mm, "out: p\n\t@echo out\n.PHONY: p\np:\n\t@:\n") == "out\n"


def test_phony_without_rule(mm):
    assert ok(mm, ".PHONY: ghost\n", "ghost") == "minimake: nothing to be done for 'ghost'.\n"


def test_phony_no_pattern_search(mm):
    mm.touch("x.c", 1000)
    assert ok(mm, ".PHONY: x.o\n%.o: %.c\n\t@echo cc\n", "x.o") == "minimake: nothing to be done for 'x.o'.\n"


def test_phony_declared_after(mm):
    mm.touch("p", 5000)
    assert ok(mm, "p:\n\t@echo p\n.PHONY: p\n") == "p\n"


def test_phony_runs_once(mm):
    assert ok(mm, "all: p p2\np2: p\n\t@:\n.PHONY: p\np:\n\t@echo once\n") == "once\n"


# ---- Special targets .SILENT and .IGNORE ----------------------------------------------------


def test_silent_all(mm):
    assert ok(mm, ".SILENT:\nall:\n\techo x\n") == "x\n"


def test_silent_some(mm):
    assert ok(mm, ".SILENT: a\nall: a\n\techo all\na:\n\techo a\n") == "a\necho all\nall\n"


def test_ignore_some(mm):
    rc, out, err = run(mm, ".IGNORE: a\nall: a\n\t@false\na:\n\t@false\n")
    assert rc == 2
    assert err == ("minimake: [Makefile:5: a] Error 1 (ignored)\n"
                   "minimake: *** [Makefile:3: all] Error 1\n")


def test_ignore_all(mm):
    rc, out, err = run(mm, ".IGNORE:\nall:\n\t@false\n\t@echo after\n")
    assert (rc, out) == (0, "after\n")


def test_silent_after_rule(mm):
    assert ok(mm, "all:\n\techo x\n.SILENT: all\n") == "x\n"


def test_ignore_message_format(mm):
    rc, out, err = run(mm, ".IGNORE: all\nall:\n\t@exit 4\n")
    assert (rc, err) == (0, "minimake: [Makefile:3: all] Error 4 (ignored)\n")


# ---- The .DEFAULT target --------------------------------------------------------------------


def test_default_recipe_for_missing(mm):
    assert ok(mm, "all: gen\n\t@echo all\n.DEFAULT:\n\t@echo default [$@] [$<]\n") == "default [gen] []\nall\n"


def test_default_not_for_existing(mm):
    mm.touch("src", 1000)
    mm.touch("all", 2000)
    assert ok(mm, "all: src\n\t@echo all\n.DEFAULT:\n\t@echo default $@\n") == "minimake: 'all' is up to date.\n"


def test_default_not_for_pattern_match(mm):
    mm.touch("a.c", 1000)
    assert ok(mm, "%.o: %.c\n\t@echo cc\n.DEFAULT:\n\t@echo default\n", "a.o") == "cc\n"


def test_default_goal_message(mm):
    mm.touch("f", 1000)
    assert ok(mm, ".DEFAULT:\n\t@echo d\n", "f") == "minimake: 'f' is up to date.\n"


def test_default_dependents_remade(mm):
    mm.touch("all", 5000)
    assert ok(mm, "all: gen\n\t@echo all\n.DEFAULT:\n\t@echo made $@\n") == "made gen\nall\n"


# ---- The .ONESHELL target -------------------------------------------------------------------


def test_oneshell_shares_shell(mm):
    assert ok(mm, ".ONESHELL:\nall:\n\t@v=1\n\techo $$v\n") == "1\n"


def test_oneshell_echo_whole(mm):
    assert ok(mm, ".ONESHELL:\nall:\n\tv=2\n\t@echo $$v\n") == "v=2\necho $$v\n2\n".replace("$$", "$")


def test_oneshell_failure_first_line(mm):
    rc, out, err = run(mm, ".ONESHELL:\nall:\n\t@true\n\tfalse\n")
    assert (rc, err) == (2, "minimake: *** [Makefile:3: all] Error 1\n")


def test_without_oneshell_separate(mm):
    assert ok(mm, "all:\n\t@v=1\n\t@echo [$$v]\n") == "[]\n"


def test_oneshell_dry_run_prints_script(mm):
    assert ok(mm, ".ONESHELL:\nall:\n\t@a=1\n\techo $$a\n", "-n") == "a=1\necho $a\n"


def test_oneshell_later_prefixes_removed(mm):
    assert ok(mm, ".ONESHELL:\nall:\n\techo one\n\t@-echo two\n") == "echo one\necho two\none\ntwo\n"


# ---- .DELETE_ON_ERROR and .PRECIOUS ---------------------------------------------------------


def test_delete_on_error(mm):
    rc, out, err = run(mm, ".DELETE_ON_ERROR:\nout:\n\t@echo partial > out; false\n")
    assert rc == 2 and not mm.exists("out")
    assert err == "minimake: *** [Makefile:3: out] Error 1\nminimake: *** deleting file 'out'\n"


def test_precious_kept(mm):
    run(mm, ".DELETE_ON_ERROR:\n.PRECIOUS: out\nout:\n\t@echo partial > out; false\n")
    assert mm.read("out") == "partial\n"


def test_failed_file_kept_by_default(mm):
    run(mm, "out:\n\t@echo partial > out; false\n")
    assert mm.read("out") == "partial\n"


def test_delete_not_when_ignored(mm):
    run(mm, ".DELETE_ON_ERROR:\nout:\n\t-@echo partial > out; false\n")
    assert mm.exists("out")


def test_delete_not_phony(mm):
    run(mm, ".DELETE_ON_ERROR:\n.PHONY: out\nout:\n\t@echo partial > out; false\n")
    assert mm.exists("out")


# ---- Directory search -----------------------------------------------------------------------


def test_vpath_variable_found(mm):
    mm.touch("src/prog.c", 1000)
    assert ok(mm, "VPATH = src\nprog.o: prog.c\n\t@echo cc $<\n") == "cc src/prog.c\n"


def test_vpath_variable_colon_and_space(mm):
    mm.touch("b/x.c", 1000)
    assert ok(mm, "VPATH = a::b\nout: x.c\n\t@echo $^\n") == "b/x.c\n"


def test_vpath_variable_order(mm):
    mm.touch("a/x.c", 1000)
    mm.touch("b/x.c", 1000)
    assert ok(mm, "VPATH = b a\nout: x.c\n\t@echo $<\n") == "b/x.c\n"


def test_vpath_current_dir_first(mm):
    mm.touch("x.c", 1000)
    mm.touch("src/x.c", 1000)
    assert ok(mm, "VPATH = src\nout: x.c\n\t@echo $<\n") == "x.c\n"


def test_vpath_trailing_slash(mm):
    mm.touch("src/x.c", 1000)
    assert ok(mm, "VPATH = src/\nout: x.c\n\t@echo $<\n") == "src/x.c\n"


def test_vpath_found_time_used(mm):
    mm.touch("src/x.c", 1000)
    mm.touch("out", 2000)
    assert ok(mm, "VPATH = src\nout: x.c\n\t@echo remade\n") == "minimake: 'out' is up to date.\n"


def test_vpath_found_target_remade_locally(mm):
    mm.touch("src/x.c", 3000)
    mm.touch("lib/x.o", 1000)
    mk = "VPATH = src lib\nall: x.o\n\t@echo all $<\nx.o: x.c\n\t@echo cc $< -o $@\n"
    assert ok(mm, mk) == "cc src/x.c -o x.o\nall x.o\n"


def test_vpath_found_target_up_to_date_path(mm):
    mm.touch("src/x.c", 1000)
    mm.touch("lib/x.o", 2000)
    mk = "VPATH = src lib\nall: x.o\n\t@echo all $<\nx.o: x.c\n\t@echo cc\n"
    assert ok(mm, mk) == "all lib/x.o\n"


def test_vpath_expanded_at_search(mm):
    mm.touch("late/x.c", 1000)
    assert ok(mm, "VPATH = $(D)\nout: x.c\n\t@echo $<\nD = late\n") == "late/x.c\n"


def test_vpath_pattern_rule_prereq(mm):
    mm.touch("src/b.c", 1000)
    assert ok(mm, "VPATH = src\n%.o: %.c\n\t@echo pat $<\n", "b.o") == "pat src/b.c\n"


def test_vpath_newer_list_uses_path(mm):
    mm.touch("src/x.c", 3000)
    mm.touch("out", 2000)
    assert ok(mm, "VPATH = src\nout: x.c\n\t@echo $? $(?F) $(<D)\n") == "src/x.c x.c src\n"


def test_vpath_goal_searched(mm):
    mm.touch("src/x.c", 1000)
    assert ok(mm, "VPATH = src\n", "x.c") == "minimake: nothing to be done for 'x.c'.\n"


def test_vpath_absolute_not_searched(mm):
    assert mm("/nonexistent/x.c", makefile="VPATH = src\n") == (
        2, "", "minimake: no rule to make target '/nonexistent/x.c'\n")


# ---- The vpath directive --------------------------------------------------------------------


def test_vpath_directive(mm):
    mm.touch("inc/a.h", 1000)
    assert ok(mm, "vpath %.h inc\nout: a.h\n\t@echo $<\n") == "inc/a.h\n"


def test_vpath_directive_pattern_must_match(mm):
    mm.touch("inc/a.c", 1000)
    assert mm(makefile="vpath %.h inc\nout: a.c\n\t@echo $<\n") == (
        2, "", "minimake: no rule to make target 'a.c', needed by 'out'\n")


def test_vpath_directive_before_variable(mm):
    mm.touch("v/a.h", 1000)
    mm.touch("d/a.h", 1000)
    assert ok(mm, "VPATH = v\nvpath %.h d\nout: a.h\n\t@echo $<\n") == "d/a.h\n"


def test_vpath_directive_colon_dirs(mm):
    mm.touch("two/a.h", 1000)
    assert ok(mm, "vpath %.h one:two\nout: a.h\n\t@echo $<\n") == "two/a.h\n"


def test_vpath_directive_order(mm):
    mm.touch("one/a.h", 1000)
    mm.touch("two/a.h", 1000)
    assert ok(mm, "vpath %.h two\nvpath a.% one\nout: a.h\n\t@echo $<\n") == "two/a.h\n"


def test_vpath_clear_pattern(mm):
    mm.touch("inc/a.h", 1000)
    rc, out, err = mm(makefile="vpath %.h inc\nvpath %.h\nout: a.h\n\t@echo $<\n")
    assert rc == 2


def test_vpath_clear_all(mm):
    mm.touch("inc/a.h", 1000)
    rc, out, err = mm(makefile="vpath %.h inc\nvpath a.% inc\nvpath\nout: a.h\n\t@echo $<\n")
    assert rc == 2


def test_vpath_clear_keeps_others(mm):
    mm.touch("inc/a.h", 1000)
    assert ok(mm, "vpath %.h inc\nvpath %.c inc\nvpath %.c\nout: a.h\n\t@echo $<\n") == "inc/a.h\n"


def test_vpath_directive_expanded(mm):
    mm.touch("inc/a.h", 1000)
    assert ok(mm, "P = %.h\nD = inc\nvpath $(P) $(D)\nout: a.h\n\t@echo $<\n") == "inc/a.h\n"


# ---- Double-colon rules ---------------------------------------------------------------------

DC = "out:: a\n\t@echo from-a $?\nout:: b\n\t@echo from-b $?\n"


def test_double_colon_only_changed_rule(mm):
    mm.touch("a", 1000)
    mm.touch("b", 2000)
    mm.touch("out", 1500)
    assert ok(mm, DC) == "from-b b\n"


def test_double_colon_up_to_date(mm):
    mm.touch("a", 1000)
    mm.touch("b", 1000)
    mm.touch("out", 1500)
    assert ok(mm, DC) == "minimake: 'out' is up to date.\n"


def test_double_colon_missing_target_all(mm):
    mm.touch("a", 1000)
    mm.touch("b", 1000)
    assert ok(mm, DC) == "from-a a\nfrom-b b\n"


def test_double_colon_no_prereqs_always(mm):
    mm.touch("log", 5000)
    assert ok(mm, "log::\n\t@echo always\n") == "always\n"


def test_double_colon_rule_own_prereqs(mm):
    mk = "t:: x y\n\t@echo 1 $^\nt:: z\n\t@echo 2 $^ [$*]\nx y z:\n\t@:\n"
    assert ok(mm, mk) == "1 x y\n2 z []\n"


def test_double_colon_no_override_warning(mm):
    rc, out, err = run(mm, "t::\n\t@echo 1\nt::\n\t@echo 2\n")
    assert (out, err) == ("1\n2\n", "")


def test_double_colon_restat_between_rules(mm):
    mm.touch("a", 2000)
    mm.touch("b", 3000)
    mm.touch("out", 1000)
    mk = "out:: a\n\t@touch out\n\t@echo a\nout:: b\n\t@echo b\n"
    assert ok(mm, mk) == "a\n"


def test_double_colon_always_make(mm):
    mm.touch("a", 1000)
    mm.touch("b", 1000)
    mm.touch("out", 1500)
    assert ok(mm, DC, "-B") == "from-a\nfrom-b\n"


def test_double_colon_order_only_not_compared(mm):
    mm.touch("n", 1000)
    mm.touch("t", 2000)
    mm.touch("o", 3000)
    assert ok(mm, "t:: n | o\n\t@echo run\n") == "minimake: 't' is up to date.\n"


def test_double_colon_old_file_not_compared(mm):
    mm.touch("n", 3000)
    mm.touch("t", 2000)
    assert ok(mm, "t:: n\n\t@echo run\n", "-o", "n") == "minimake: 't' is up to date.\n"


def test_double_colon_mixed_error(mm):
    assert run(mm, "t: a\nt:: b\n") == (2, "", "minimake: Makefile:2: target 't' has both : and :: rules\n")


def test_single_after_double_error(mm):
    assert run(mm, "t:: a\nt: b\n") == (2, "", "minimake: Makefile:2: target 't' has both : and :: rules\n")


def test_double_colon_pattern_error(mm):
    assert run(mm, "%.o:: %.c\n") == (2, "", "minimake: Makefile:1: double-colon pattern rules are not supported\n")


def test_double_colon_static_error(mm):
    assert run(mm, "a.o:: %.o: %.c\n") == (
        2, "", "minimake: Makefile:1: double-colon static pattern rules are not supported\n")


def test_double_colon_default_goal(mm):
    assert ok(mm, "first::\n\t@echo first\nsecond:\n\t@echo second\n") == "first\n"


def test_double_colon_dependents_remade(mm):
    mm.touch("out", 5000)
    mm.touch("log", 1000)
    assert ok(mm, "out: log\n\t@echo out\nlog::\n\t@echo log\n") == "log\nout\n"


def test_double_colon_target_specific(mm):
    assert ok(mm, "t:: X = v\nt:\n\t@echo $(X)\n") == "v\n"


def test_double_colon_empty_recipe_message(mm):
    assert ok(mm, "t::\n") == "minimake: nothing to be done for 't'.\n"


def test_double_colon_question(mm):
    mm.touch("a", 2000)
    mm.touch("out", 1000)
    assert run(mm, "out:: a\n\ttouch out\n", "-q") == (1, "", "")


# ---- Pattern-specific variables -------------------------------------------------------------


def test_pattern_var_explicit_rule(mm):
    assert ok(mm, "X = g\n%.o: X = p\na.o:\n\t@echo $(X)\nb.c:\n\t@echo $(X)\n", "a.o", "b.c") == "p\ng\n"


def test_pattern_var_empty_stem(mm):
    assert ok(mm, "X = g\n%.o: X = p\n.o:\n\t@echo $(X)\n", ".o") == "p\n"


def test_pattern_var_order(mm):
    mk = "lib/%.o: X = lib\n%.o: X = any\nlib/a.o:\n\t@echo $(X)\n"
    assert ok(mm, mk) == "any\n"


def test_pattern_var_later_pattern_wins(mm):
    mk = "%.o: X = any\nlib/%.o: X = lib\nlib/a.o:\n\t@echo $(X)\n"
    assert ok(mm, mk) == "lib\n"


def test_pattern_var_append_chain(mm):
    mk = "X = g\n%.o: X += p\nlib/%.o: X += lib\nlib/a.o:\n\t@echo $(X)\n"
    assert ok(mm, mk) == "g p lib\n"


def test_target_var_above_pattern(mm):
    mk = "%.o: X = p\na.o: X = t\na.o:\n\t@echo $(X)\n"
    assert ok(mm, mk) == "t\n"


def test_target_append_over_pattern(mm):
    mk = "%.o: X = p\na.o: X += t\na.o:\n\t@echo $(X)\n"
    assert ok(mm, mk) == "p t\n"


def test_pattern_var_cond(mm):
    mk = "X = g\n%.o: X ?= p\n%.o: Y ?= q\na.o:\n\t@echo $(X) $(Y)\n"
    assert ok(mm, mk) == "g q\n"


def test_pattern_var_mixed_words(mm):
    mk = "%.o plain: X = v\na.o plain:\n\t@echo $@ $(X)\n"
    assert ok(mm, mk, "a.o", "plain") == "a.o v\nplain v\n"


def test_pattern_var_default_rule(mm):
    mk = "%.x: X = p\n.DEFAULT:\n\t@echo $@ $(X)\n"
    assert ok(mm, mk, "q.x") == "q.x p\n"


def test_pattern_var_not_prereq(mm):
    mk = "X = g\n%.o: X = p\na.o: dep\n\t@echo $@ $(X)\ndep:\n\t@echo $@ $(X)\n"
    assert ok(mm, mk) == "dep g\na.o p\n"


def test_pattern_var_simple(mm):
    mk = "Y = early\n%.o: X := $(Y)\nY = late\na.o:\n\t@echo $(X)\n"
    assert ok(mm, mk) == "early\n"


def test_pattern_var_in_database(mm):
    rc, out, err = mm("-p", "-q", makefile="%.o: B = 2\n%.o: A = 1\n")
    assert "# pattern rules\n%.o: A = 1\n%.o: B = 2\n# vpath\n" in out


# ---- Built-in rules and variables -----------------------------------------------------------


def test_builtin_compile_rule(mm):
    mm.touch("x.c", 1000)
    assert ok(mm, "", "-n", "x.o") == "cc   -c -o x.o x.c\n"


def test_builtin_compile_uses_variables(mm):
    mm.touch("x.c", 1000)
    mk = "CC = gcc\nCFLAGS = -O2\nCPPFLAGS = -DX\n"
    assert ok(mm, mk, "-n", "x.o") == "gcc -O2 -DX -c -o x.o x.c\n"


def test_builtin_cc_rule(mm):
    mm.touch("y.cc", 1000)
    assert ok(mm, "CXXFLAGS = -g\n", "-n", "y.o") == "c++ -g  -c -o y.o y.cc\n"


def test_builtin_link_chain(mm):
    mm.touch("p.c", 1000)
    assert ok(mm, "LDLIBS = -lm\n", "-n", "p") == "cc   -c -o p.o p.c\ncc  p.o -lm -o p\n"


def test_builtin_rules_after_makefile_rules(mm):
    mm.touch("x.c", 1000)
    assert ok(mm, "%.o: %.c\n\t@echo mine\n", "x.o") == "mine\n"


def test_builtin_variables_origin(mm):
    assert ok(mm, "all:\n\t@echo '$(CC)|$(RM)|$(AR) $(ARFLAGS)|$(origin CC)|$(value CPP)'\n") == (
        "cc|rm -f|ar rv|default|$(CC) -E\n")


def test_builtin_variable_environment_overrides(mm):
    assert ok(mm, "all:\n\t@echo $(CC) $(origin CC)\n", env={"CC": "clang"}) == "clang environment\n"


def test_no_builtin_variables(mm):
    assert ok(mm, "all:\n\t@echo [$(CC)] $(origin RM)\n", "-R") == "[] undefined\n"


def test_no_builtin_variables_implies_r(mm):
    mm.touch("x.c", 1000)
    assert mm("-R", "x.o") == (2, "", "minimake: no rule to make target 'x.o'\n")


def test_no_builtin_rules_keeps_variables(mm):
    assert ok(mm, "all:\n\t@echo $(CC)\n", "--no-builtin-rules") == "cc\n"


def test_builtin_error_location(mm):
    mm.touch("x.c", 1000)
    rc, out, err = mm("x.o", "CC=false", makefile="")
    assert (rc, err) == (2, "minimake: *** [<builtin>:1: x.o] Error 1\n")


def test_builtin_rules_not_in_database(mm):
    rc, out, err = mm("-p", "-q", makefile="")
    assert "# pattern rules\n# vpath\n" in out


def test_builtin_makeflags_letters(mm):
    assert ok(mm, "all:\n\t@echo $(MAKEFLAGS)\n", "-r") == "r\n"
    assert ok(mm, "all:\n\t@echo $(MAKEFLAGS)\n", "-R") == "R\n"


# ---- Grouped targets ------------------------------------------------------------------------

GROUP = "all: a.h a.c\n\t@echo all\na.c a.h &: a.y\n\t@echo gen $@; touch a.c a.h\n"


def test_grouped_recipe_once(mm):
    mm.touch("a.y", 1000)
    assert ok(mm, GROUP, "-r") == "gen a.h\nall\n"


def test_grouped_up_to_date(mm):
    mm.touch("a.y", 1000)
    mm.touch("a.c", 2000)
    mm.touch("a.h", 2000)
    assert ok(mm, GROUP, "-r", "a.c") == "minimake: 'a.c' is up to date.\n"


def test_grouped_missing_member(mm):
    mm.touch("a.y", 1000)
    mm.touch("a.c", 2000)
    assert ok(mm, GROUP, "-r", "a.c") == "gen a.c\n"


def test_grouped_other_member_counts_remade(mm):
    mm.touch("a.y", 1000)
    assert ok(mm, GROUP, "-r", "a.c", "a.h") == "gen a.c\nminimake: 'a.h' is up to date.\n"


def test_grouped_newer_prereq(mm):
    mm.touch("a.c", 2000)
    mm.touch("a.h", 2000)
    mm.touch("a.y", 3000)
    assert ok(mm, GROUP, "-r", "a.h") == "gen a.h\n"


def test_grouped_without_ampersand_runs_twice(mm):
    mm.touch("a.y", 1000)
    mk = "all: a.h a.c\n\t@echo all\na.c a.h: a.y\n\t@echo gen $@\n"
    assert ok(mm, mk, "-r") == "gen a.h\ngen a.c\nall\n"


def test_grouped_double_colon_error(mm):
    assert run(mm, "a b &:: c\n") == (2, "", "minimake: Makefile:1: grouped targets cannot have double-colon rules\n")


def test_grouped_static_error(mm):
    assert run(mm, "a.o b.o &: %.o: %.c\n") == (
        2, "", "minimake: Makefile:1: grouped targets cannot have static pattern rules\n")


def test_grouped_pattern_error(mm):
    assert run(mm, "%.c %.h &: %.y\n") == (2, "", "minimake: Makefile:1: grouped targets cannot be patterns\n")


def test_grouped_space_before_ampersand(mm):
    mm.touch("a.y", 1000)
    mk = "all: a.h a.c\n\t@echo all\na.c a.h &: a.y\n\t@echo gen; touch a.c a.h\n"
    assert ok(mm, mk.replace("a.h &:", "a.h&:"), "-r") == "gen\nall\n"


# ---- Secondary expansion --------------------------------------------------------------------

SX = ".SECONDEXPANSION:\nSRC_prog = a.c b.c\nprog: $$(SRC_$$@)\n\t@echo $^\na.c b.c:\n\t@:\n"


def test_second_expansion_target_name(mm):
    assert ok(mm, SX, "-r", "prog") == "a.c b.c\n"


def test_second_expansion_late_values(mm):
    mk = ".SECONDEXPANSION:\nprog: $$(LATE)\n\t@echo $^\nLATE = x\nx:\n\t@:\n"
    assert ok(mm, mk, "-r", "prog") == "x\n"


def test_without_second_expansion_literal(mm):
    mk = "prog: $$(LATE)\n\t@echo $^\nLATE = x\n"
    assert mm("-r", "prog", makefile=mk) == (2, "", "minimake: no rule to make target '$(LATE)', needed by 'prog'\n")


def test_second_expansion_rules_before_unaffected(mm):
    mk = "early: $$(X)\n\t@echo $^\n.SECONDEXPANSION:\nX = x\nx:\n\t@:\n"
    rc, out, err = mm("-r", "early", makefile=mk)
    assert rc == 2


def test_second_expansion_dir_form(mm):
    mk = ".SECONDEXPANSION:\nsub/prog: $$(@D)/stamp\n\t@echo $^\nsub/stamp:\n\t@:\n"
    assert ok(mm, mk, "-r", "sub/prog") == "sub/stamp\n"


def test_second_expansion_order_only(mm):
    mk = ".SECONDEXPANSION:\nprog: a | $$@.d\n\t@echo [$^] [$|]\na prog.d:\n\t@:\n"
    assert ok(mm, mk, "-r", "prog") == "[a] [prog.d]\n"


def test_second_expansion_after_existing(mm):
    mk = ".SECONDEXPANSION:\nprog: $$(X)\nprog: first\n\t@echo $^\nX = second\nfirst second:\n\t@:\n"
    assert ok(mm, mk, "-r", "prog") == "first second\n"


def test_second_expansion_target_specific(mm):
    mk = ".SECONDEXPANSION:\nprog: DEP = t\nprog: $$(DEP)\n\t@echo $^\nt:\n\t@:\n"
    assert ok(mm, mk, "-r", "prog") == "t\n"


def test_second_expansion_other_autos_empty(mm):
    mk = ".SECONDEXPANSION:\nprog: a $$<x\n\t@echo $^\na x:\n\t@:\n"
    assert ok(mm, mk, "-r", "prog") == "a x\n"


def test_second_expansion_database(mm):
    rc, out, err = mm("-p", "-q", "-r", makefile=".SECONDEXPANSION:\nprog: $$(X) | y\n")
    assert "\nprog: $(X) | y\n" in out


# ---- Archive members ------------------------------------------------------------------------


def make_ar(path, members):
    """Writes an ar archive; members are (name, date, data); long names use a // table."""
    out = b"!<arch>\n"
    longtab = b""
    entries = []
    for name, mtime, data in members:
        if len(name) > 15:
            off = len(longtab)
            longtab += name.encode() + b"/\n"
            hn = f"/{off}"
        else:
            hn = name + "/"
        entries.append((hn, mtime, data))
    out += f"{'/':<16}{0:<12}{0:<6}{0:<6}{0:<8}{4:<10}`\n".encode() + b"\0\0\0\0"
    if longtab:
        out += f"{'//':<16}{'':<12}{'':<6}{'':<6}{'':<8}{len(longtab):<10}`\n".encode() + longtab
        out += b"\n" if len(longtab) % 2 else b""
    for hn, mtime, data in entries:
        out += f"{hn:<16}{mtime:<12}{0:<6}{0:<6}{'100644':<8}{len(data):<10}`\n".encode() + data
        out += b"\n" if len(data) % 2 else b""
    path.write_bytes(out)


LONG = "a_very_long_member_name.o"


def test_archive_member_up_to_date(mm):
    make_ar(mm.dir / "lib.a", [("a.o", 2000, b"abc")])
    mm.touch("a.o", 1000)
    assert ok(mm, "lib.a(a.o): a.o\n\t@echo update $@ $%\n", "-r") == "minimake: 'lib.a(a.o)' is up to date.\n"


def test_archive_member_older(mm):
    make_ar(mm.dir / "lib.a", [("a.o", 500, b"abc")])
    mm.touch("a.o", 1000)
    assert ok(mm, "lib.a(a.o): a.o\n\t@echo update $@ $%\n", "-r") == "update lib.a a.o\n"


def test_archive_member_missing(mm):
    make_ar(mm.dir / "lib.a", [("b.o", 5000, b"abc")])
    mm.touch("a.o", 1000)
    assert ok(mm, "lib.a(a.o): a.o\n\t@echo update $%\n", "-r") == "update a.o\n"


def test_archive_missing_file(mm):
    mm.touch("a.o", 1000)
    assert ok(mm, "lib.a(a.o): a.o\n\t@echo update $%\n", "-r") == "update a.o\n"


def test_archive_not_an_archive(mm):
    mm.write("lib.a", "plain text\n", 5000)
    mm.touch("a.o", 1000)
    assert ok(mm, "lib.a(a.o): a.o\n\t@echo update $%\n", "-r") == "update a.o\n"


def test_archive_long_name(mm):
    make_ar(mm.dir / "lib.a", [("a.o", 2000, b"abc"), (LONG, 3000, b"xy")])
    mm.touch(LONG, 1000)
    mk = f"lib.a({LONG}): {LONG}\n\t@echo update\n"
    assert ok(mm, mk, "-r") == f"minimake: 'lib.a({LONG})' is up to date.\n"


def test_archive_member_list(mm):
    make_ar(mm.dir / "lib.a", [("a.o", 2000, b"abc")])
    for n in ("a.o", "b.o", "c.o"):
        mm.touch(n, 1000)
    mk = "all: lib.a(a.o b.o\n\tc.o)\n\t@echo '[$^]'\nlib.a(%): %\n\t@echo ar $%\n"
    assert ok(mm, mk.replace("\n\tc.o)", " c.o)"), "-r") == "ar b.o\nar c.o\n[lib.a(a.o) lib.a(b.o) lib.a(c.o)]\n"


def test_archive_unterminated(mm):
    assert run(mm, "all: lib.a(a.o b.o\n") == (
        2, "", "minimake: Makefile:1: unterminated archive member list 'lib.a('\n")


def test_archive_builtin_rule(mm):
    mm.touch("x.o", 1000)
    assert ok(mm, "", "-n", "lib.a(x.o)") == "ar rv lib.a x.o\n"


def test_archive_paren_pattern(mm):
    mm.touch("x.o", 1000)
    assert ok(mm, "(%): %\n\t@echo stem $* member $% into $@\n", "-r", "lib.a(x.o)") == "stem x.o member x.o into lib.a\n"


def test_archive_not_touched(mm):
    mm.touch("a.o", 1000)
    assert ok(mm, "lib.a(a.o): a.o\n\t@echo x\n", "-r", "-t") == "minimake: 'lib.a(a.o)' is up to date.\n"
    assert not mm.exists("lib.a")


def test_archive_percent_empty_otherwise(mm):
    assert ok(mm, "all:\n\t@echo [$%]\n") == "[]\n"


def test_archive_date_seconds(mm):
    import os
    make_ar(mm.dir / "lib.a", [("a.o", 1000, b"abc")])
    mm.touch("a.o", 0)
    os.utime(mm.dir / "a.o", ns=(1000_500000000, 1000_500000000))
    assert ok(mm, "lib.a(a.o): a.o\n\t@echo update\n", "-r") == "update\n"


# ---- Special targets .POSIX, .WAIT and .NOTPARALLEL -----------------------------------------


def test_posix_shellflags(mm):
    rc, out, err = run(mm, ".POSIX:\nall:\n\t@false; echo after\n")
    assert (rc, out) == (2, "")


def test_without_posix_continues(mm):
    assert ok(mm, "all:\n\t@false; echo after\n") == "after\n"


def test_posix_value(mm):
    assert ok(mm, ".POSIX:\nall:\n\t@echo '$(.SHELLFLAGS)'\n") == "-ec\n"


def test_posix_assigned_shellflags_kept(mm):
    assert ok(mm, ".SHELLFLAGS = -c\n.POSIX:\nall:\n\t@false; echo after\n") == "after\n"


def test_wait_removed(mm):
    assert ok(mm, "all: a .WAIT b\n\t@echo '$^'\na b:\n\t@echo $@\n") == "a\nb\na b\n"


def test_wait_in_order_only(mm):
    assert ok(mm, "all: | a .WAIT b\n\t@echo '$|'\na b:\n\t@:\n") == "a b\n"


def test_notparallel_accepted(mm):
    assert ok(mm, ".NOTPARALLEL:\nall:\n\t@echo ok\n") == "ok\n"


def test_wait_in_second_expansion(mm):
    mk = ".SECONDEXPANSION:\nX = a .WAIT b\nall: $$(X)\n\t@echo '$^'\na b:\n\t@:\n"
    assert ok(mm, mk, "-r") == "a b\n"
