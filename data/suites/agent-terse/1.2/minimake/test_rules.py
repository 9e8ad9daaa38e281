import pytest

from conftest import make_ar, T0


def err_check(mk, mf, line, message, args=()):
    r = mk.run(*args, mf=mf)
    assert r.rc == 2, r
    assert "minimake: Makefile:%d: %s" % (line, message) in r.err_lines, r
    return r


# --------------------------------------------------------- explicit rules

def test_rule_with_several_targets(mk):
    r = mk.run("b", "a", mf="a b:\n\t@echo $@\n")
    assert r.rc == 0
    assert r.out == "b\na\n"


def test_prerequisites_concatenated(mk):
    r = mk.run(mf="all: a\nall: b\n\t@echo $^\nall: c\na b c:\n")
    assert r.rc == 0
    assert r.out == "a b c\n"


def test_empty_target_list(mk):
    r = mk.run(mf="$(E): foo\nall: ; @echo ok\n")
    assert r.rc == 0
    assert r.out == "ok\n"


def test_empty_recipe_rule(mk):
    r = mk.run(mf="all: ;\n")
    assert r.rc == 0
    assert r.out == "minimake: nothing to be done for 'all'.\n"


def test_mixed_implicit_and_normal(mk):
    err_check(mk, "X = 1\na %.o: b\n\t@echo x\n", 2, "mixed implicit and normal rules")


def test_prerequisites_fixed_when_read(mk):
    r = mk.run(mf="P = a\nall: $(P)\n\t@echo $^\nP = b\na b:\n")
    assert r.out == "a\n"


def test_targets_and_prereqs_expanded(mk):
    r = mk.run("t1", mf="T = t1 t2\nD = d1\n$(T): $(D)\n\t@echo $@ $<\nd1:\n")
    assert r.out == "t1 d1\n"


# ------------------------------------------------------ double-colon rules

LOG = "log:: a\n\t@echo a changed\nlog:: b\n\t@echo b changed\n"


def test_double_colon_only_changed(mk):
    mk.write("b", "", age=100)
    mk.write("log", "", age=50)
    mk.write("a", "", age=10)
    r = mk.run(mf=LOG)
    assert r.rc == 0
    assert r.out == "a changed\n"


def test_double_colon_missing_target(mk):
    mk.write("a", "", age=100)
    mk.write("b", "", age=100)
    r = mk.run(mf=LOG)
    assert r.out == "a changed\nb changed\n"


def test_double_colon_up_to_date(mk):
    mk.write("a", "", age=100)
    mk.write("b", "", age=100)
    mk.write("log", "", age=10)
    r = mk.run(mf=LOG)
    assert r.out == "minimake: 'log' is up to date.\n"


def test_double_colon_always_make(mk):
    mk.write("a", "", age=100)
    mk.write("b", "", age=100)
    mk.write("log", "", age=10)
    r = mk.run("-B", mf=LOG)
    assert r.out == "a changed\nb changed\n"


def test_double_colon_without_prerequisites_always_runs(mk):
    mk.write("x", "")
    r = mk.run(mf="x::\n\t@echo run\n")
    assert r.out == "run\n"


def test_double_colon_automatic_variables(mk):
    r = mk.run(mf="t:: a b\n\t@echo \"1 [$^] [$*] [$@]\"\nt:: c\n\t@echo \"2 [$^] [$<]\"\na b c:\n")
    assert r.out == "1 [a b] [] [t]\n2 [c] [c]\n"


def test_double_colon_question_per_rule(mk):
    mk.write("b", "", age=100)
    mk.write("t", "", age=50)
    mk.write("a", "", age=10)
    mk.write("c", "", age=10)
    r = mk.run(mf="t:: a b c\n\t@echo \"[$?]\"\n")
    assert r.out == "[a c]\n"


def test_double_colon_time_reread(mk):
    mk.write("a", "", age=100)
    mk.write("b", "", age=100)
    mk.write("t", "", age=200)
    r = mk.run(mf="t:: a\n\t@touch t; echo first\nt:: b\n\t@echo second\n")
    assert r.out == "first\n"


def test_double_colon_recipe_expanded_after_earlier_rule(mk):
    r = mk.run(mf="t::\n\t@echo made > f\nt::\n\t@echo \"[$(wildcard f)]\"\n")
    assert r.out == "[f]\n"


def test_double_colon_is_default_goal(mk):
    r = mk.run(mf="d::\n\t@echo d\nall:\n\t@echo all\n")
    assert r.out == "d\n"


def test_double_colon_target_specific(mk):
    r = mk.run(mf="t:: X = 1\nt::\n\t@echo \"[$(X)]\"\n")
    assert r.out == "[1]\n"


def test_double_colon_no_recipe_lines_goal_message(mk):
    mk.write("a", "", age=100)
    r = mk.run(mf="t:: a\n")
    assert r.out == "minimake: nothing to be done for 't'.\n"


def test_double_colon_no_override_warning(mk):
    r = mk.run(mf="t::\n\t@echo 1\nt::\n\t@echo 2\n")
    assert r.err == ""
    assert r.out == "1\n2\n"


def test_single_then_double_colon(mk):
    err_check(mk, "x: a\nx:: b\n", 2, "target 'x' has both : and :: rules")


def test_double_then_single_colon(mk):
    err_check(mk, "x:: a\nx: b\n", 2, "target 'x' has both : and :: rules")


def test_double_colon_pattern(mk):
    err_check(mk, "all: ; @:\n%.o:: %.c\n\t@echo x\n", 2, "double-colon pattern rules are not supported")


def test_double_colon_static_pattern(mk):
    err_check(mk, "all: ; @:\na.o:: %.o: %.c\n\t@echo x\n", 2,
              "double-colon static pattern rules are not supported")


# ---------------------------------------------------------- grouped targets

GROUP = "a b &: src\n\t@echo run $@; touch a b\n"


def test_grouped_runs_once(mk):
    mk.write("src", "", age=100)
    r = mk.run("a", "b", mf=GROUP)
    assert r.rc == 0
    assert r.out == "run a\nminimake: 'b' is up to date.\n"


def test_grouped_from_parent(mk):
    mk.write("src", "", age=100)
    r = mk.run(mf="all: a b\n\t@echo all\n" + GROUP)
    assert r.out == "run a\nall\n"


def test_grouped_missing_member(mk):
    mk.write("src", "", age=100)
    mk.write("a", "", age=10)
    r = mk.run("a", mf=GROUP)
    assert r.out == "run a\n"


def test_grouped_all_present(mk):
    mk.write("src", "", age=100)
    mk.write("a", "", age=10)
    mk.write("b", "", age=10)
    r = mk.run("a", mf=GROUP)
    assert r.out == "minimake: 'a' is up to date.\n"


def test_grouped_second_member_first(mk):
    mk.write("src", "", age=100)
    r = mk.run("b", "a", mf=GROUP)
    assert r.out == "run b\nminimake: 'a' is up to date.\n"


def test_grouped_dry_run(mk):
    mk.write("src", "", age=100)
    r = mk.run("-n", mf="all: a b\n\t@echo all\n" + GROUP)
    assert r.out == "echo run a; touch a b\necho all\n"


def test_grouped_touch(mk):
    mk.write("src", "", age=100)
    r = mk.run("-t", mf="all: a b\n" + GROUP)
    assert r.out == "touch a\n"
    assert mk.exists("a")
    assert not mk.exists("b")


def test_grouped_failure_keep_going(mk):
    mf = "all: a b\n\t@echo all\na b &:\n\t@echo try $@; false\n"
    r = mk.run("-k", mf=mf)
    assert r.rc == 2
    assert r.out == "try a\ntry b\n"
    assert r.err == ("minimake: *** [Makefile:4: a] Error 1\n"
                     "minimake: *** [Makefile:4: b] Error 1\n"
                     "minimake: target 'all' not remade because of errors\n")


def test_grouped_double_colon_error(mk):
    err_check(mk, "all: ; @:\na b &:: c\n", 2, "grouped targets cannot have double-colon rules")


def test_grouped_static_pattern_error(mk):
    err_check(mk, "all: ; @:\na.o b.o &: %.o: %.c\n", 2, "grouped targets cannot have static pattern rules")


def test_grouped_pattern_error(mk):
    err_check(mk, "all: ; @:\n%.a %.b &: %.c\n\t@echo x\n", 2, "grouped targets cannot be patterns")


# ----------------------------------------------------------- order-only

def test_order_only_does_not_make_out_of_date(mk):
    mk.write("all", "", age=100)
    mk.mkdir("dir")
    r = mk.run(mf="all: | dir\n\t@echo build\n")
    assert r.out == "minimake: 'all' is up to date.\n"


def test_order_only_remade_does_not_make_out_of_date(mk):
    mk.write("all", "", age=100)
    r = mk.run(mf="all: | o\n\t@echo build\no:\n\t@echo o\n")
    assert r.out == "o\n"


def test_order_only_automatic_variables(mk):
    r = mk.run(mf="all: a b | c d\n\t@echo \"[$^] [$|] [$<] [$?] [$+]\"\na b c d:\n")
    assert r.out == "[a b] [c d] [a] [a b] [a b]\n"


def test_order_only_only(mk):
    r = mk.run(mf="all: | c\n\t@echo \"[$<] [$^] [$|]\"\nc:\n")
    assert r.out == "[] [] [c]\n"


def test_order_only_and_normal_same_name(mk):
    r = mk.run(mf="all: a | a\n\t@echo \"[$^] [$|]\"\na:\n\t@echo making a\n")
    assert r.out == "making a\n[a] [a]\n"


def test_order_only_union(mk):
    r = mk.run("a", mf="a: x | y\na: | z\n\t@echo \"[$|] [$^]\"\nx y z:\n")
    assert r.out == "[y z] [x]\n"


def test_order_only_updated_after_normal(mk):
    r = mk.run(mf="all: | o\nall: n\n\t@echo all\no:\n\t@echo o\nn:\n\t@echo n\n")
    assert r.out == "n\no\nall\n"


def test_order_only_missing_without_rule(mk):
    r = mk.run(mf="all: | o\n\t@echo all\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'o', needed by 'all'\n"


def test_order_only_missing_target_remade(mk):
    mk.mkdir("dir")
    r = mk.run(mf="all: | dir\n\t@echo build\n")
    assert r.out == "build\n"


# --------------------------------------------------------------- recipes

def test_blank_and_comment_lines_in_recipe(mk):
    r = mk.run(mf="all:\n\t@echo a\n\n# comment\n   \n\t@echo b\n")
    assert r.rc == 0
    assert r.out == "a\nb\n"


def test_assignment_ends_recipe(mk):
    err_check(mk, "all:\n\t@echo a\nX = 1\n\t@echo b\n", 4, "recipe commences before first target")


def test_rule_ends_recipe(mk):
    r = mk.run("a", "b", mf="a:\n\t@echo a\nb:\n\t@echo b\n")
    assert r.out == "a\nb\n"


def test_continued_recipe_line(mk):
    r = mk.run(mf="all:\n\techo a \\\n\tb\n")
    assert r.rc == 0
    assert r.out == "echo a \\\nb\na b\n"


def test_continued_recipe_quoted(mk):
    r = mk.run(mf='all:\n\t@echo "a\\\n\tb"\n')
    assert r.out == "ab\n"


def test_continued_recipe_keeps_hash(mk):
    r = mk.run(mf="all:\n\t@echo a \\\n\t'#' b\n")
    assert r.out == "a # b\n"


def test_semicolon_recipe_whitespace(mk):
    r = mk.run(mf="all:;    echo hi\n")
    assert r.out == "echo hi\nhi\n"


def test_semicolon_recipe_then_lines(mk):
    r = mk.run(mf="all: ; @echo one\n\t@echo two\n")
    assert r.out == "one\ntwo\n"


def test_target_specific_line_does_not_start_recipe(mk):
    err_check(mk, "all: X = 1\n\t@echo hi\n", 2, "recipe commences before first target")


def test_recipe_text_kept_as_written(mk):
    r = mk.run(mf="all:\n\t@echo   a    b\n")
    assert r.out == "a b\n"


# --------------------------------------------------------- recipe override

def test_recipe_override_warning(mk):
    r = mk.run(mf="all:\n\t@echo 1\nall:\n\t@echo 2\n")
    assert r.rc == 0
    assert r.out == "2\n"
    assert r.err == "minimake: Makefile:3: warning: overriding recipe for target 'all'\n"


def test_recipe_override_three(mk):
    r = mk.run(mf="all:\n\t@echo 1\nall:\n\t@echo 2\nall: ; @echo 3\n")
    assert r.out == "3\n"
    assert r.err_lines == [
        "minimake: Makefile:3: warning: overriding recipe for target 'all'",
        "minimake: Makefile:5: warning: overriding recipe for target 'all'",
    ]


def test_recipe_override_empty_semicolon(mk):
    r = mk.run(mf="all:\n\t@echo 1\nall: ;\n")
    assert r.out == "minimake: nothing to be done for 'all'.\n"
    assert r.err == "minimake: Makefile:3: warning: overriding recipe for target 'all'\n"


def test_rule_without_recipe_keeps_recipe(mk):
    r = mk.run(mf="all:\n\t@echo 1 $^\nall: x\nx:\n")
    assert r.out == "1 x\n"
    assert r.err == ""


def test_recipe_override_several_targets(mk):
    r = mk.run("a", mf="a:\n\t@echo 1\nb:\n\t@echo 1\na b c:\n\t@echo 2\n")
    assert r.out == "2\n"
    assert r.err_lines == [
        "minimake: Makefile:5: warning: overriding recipe for target 'a'",
        "minimake: Makefile:5: warning: overriding recipe for target 'b'",
    ]


def test_same_target_twice_in_rule(mk):
    r = mk.run(mf="a a:\n\t@echo once\n")
    assert r.out == "once\n"
    assert r.err == ""


def test_pattern_rule_does_not_replace_explicit(mk):
    mk.write("x.c", "")
    r = mk.run("x.o", mf="x.o:\n\t@echo explicit\n%.o: %.c\n\t@echo pattern\n")
    assert r.out == "explicit\n"
    assert r.err == ""


def test_static_and_explicit_override(mk):
    mk.write("a.c", "")
    r = mk.run(mf="a.o: %.o: %.c\n\t@echo static\na.o:\n\t@echo explicit $<\n")
    assert r.out == "explicit a.c\n"
    assert r.err == "minimake: Makefile:3: warning: overriding recipe for target 'a.o'\n"


def test_pattern_rules_kept_side_by_side(mk):
    mk.write("x.c", "")
    r = mk.run("x.o", mf="%.o: %.c\n\t@echo first\n%.o: %.c\n\t@echo second\n")
    assert r.out == "first\n"
    assert r.err == ""


def test_default_recipe_override(mk):
    r = mk.run("x", mf=".DEFAULT:\n\t@echo one $@\n.DEFAULT:\n\t@echo two $@\n")
    assert r.out == "two x\n"
    assert r.err == "minimake: Makefile:3: warning: overriding recipe for target '.DEFAULT'\n"


# ------------------------------------------------------------ default goal

DEFAULT_CASES = [
    (".PHONY: all\n.x:\n\t@echo dotx\nfirst:\n\t@echo first\nall:\n\t@echo all\n", "first"),
    ("%.o: %.c\n\t@echo pat\nfirst:\n\t@echo first\n", "first"),
    ("first: dep\n\t@echo first\ndep:\n\t@echo dep\n", "dep\nfirst"),
    ("x: V = 1\nfirst:\n\t@echo first\nx:\n\t@echo x\n", "first"),
    (".x/y:\n\t@echo dotslash\nfirst:\n\t@echo first\n", "dotslash"),
    ("a b:\n\t@echo $@\n", "a"),
    ("a.o b.o: %.o:\n\t@echo $@\n", "a.o"),
    (".DEFAULT_GOAL = second\nfirst:\n\t@echo first\nsecond:\n\t@echo second\n", "second"),
    (".DEFAULT_GOAL = first second\nfirst:\n\t@echo first\nsecond:\n\t@echo second\n", "first\nsecond"),
    (".DEFAULT_GOAL =\nfirst:\n\t@echo first\nsecond:\n\t@echo second\n", "first"),
    ("first:\n\t@echo first\n.DEFAULT_GOAL := second\nsecond:\n\t@echo second\n", "second"),
    ("-include nope.mk\n.SUFFIXES:\nfirst:\n\t@echo first\n", "first"),
]


@pytest.mark.parametrize("mf,expected", DEFAULT_CASES)
def test_default_goal(mk, mf, expected):
    r = mk.run(mf=mf)
    assert r.rc == 0, r
    assert r.out == expected + "\n", r


def test_default_goal_from_included_file(mk):
    mk.write("inc.mk", "inc:\n\t@echo inc\n")
    r = mk.run(mf="include inc.mk\nmain:\n\t@echo main\n")
    assert r.out == "inc\n"


@pytest.mark.parametrize("mf", [".PHONY: x\n", "x: V = 1\n", "%.o: %.c\n\t@echo x\n", "X = 1\n", ""])
def test_no_targets(mk, mf):
    r = mk.run(mf=mf)
    assert r.rc == 2
    assert r.err == "minimake: no targets\n"


def test_default_goal_command_line_variable(mk):
    r = mk.run(".DEFAULT_GOAL=second", mf="first:\n\t@echo first\nsecond:\n\t@echo second\n")
    assert r.out == "second\n"


# ------------------------------------------------------ secondary expansion

def test_secondary_expansion_example(mk):
    mk.write("main.c", "")
    mk.write("util.c", "")
    r = mk.run(mf=".SECONDEXPANSION:\nSRCS_prog = main.c util.c\nprog: $$(SRCS_$$@)\n\t@echo $^\n")
    assert r.rc == 0
    assert r.out == "main.c util.c\n"


def test_secondary_expansion_end_of_reading_value(mk):
    r = mk.run(mf=".SECONDEXPANSION:\nall: $$(L)\n\t@echo \"[$^]\"\nL = late\nlate:\n")
    assert r.out == "[late]\n"


def test_secondary_expansion_target_specific(mk):
    r = mk.run(mf=".SECONDEXPANSION:\nall: D = dep\nall: $$(D)\n\t@echo \"[$^]\"\ndep:\n")
    assert r.out == "[dep]\n"


def test_secondary_expansion_order_only(mk):
    r = mk.run(mf=".SECONDEXPANSION:\nO = | oo\nall: a $$(O)\n\t@echo \"[$^] [$|]\"\na oo:\n")
    assert r.out == "[a] [oo]\n"


def test_secondary_expansion_appended_after(mk):
    r = mk.run(mf=".SECONDEXPANSION:\nall: $$(X) b\n\t@echo \"[$^]\"\nall: c\nX = a\na b c:\n")
    assert r.out == "[c a b]\n"


def test_secondary_expansion_stem_empty(mk):
    r = mk.run(mf=".SECONDEXPANSION:\nall: x$$*y\n\t@echo \"[$^]\"\nxy:\n")
    assert r.out == "[xy]\n"


def test_without_secondary_expansion(mk):
    r = mk.run("-r", mf="all: $$X\n\t@echo \"[$^]\"\nX = a\na:\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target '$X', needed by 'all'\n"


def test_rules_before_secondary_expansion(mk):
    r = mk.run("-r", mf="all: $$X\n\t@echo \"[$^]\"\n.SECONDEXPANSION:\nX = a\na:\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target '$X', needed by 'all'\n"


# ------------------------------------------------------ static pattern rules

def test_static_pattern_example(mk):
    mk.write("a.c", "")
    mk.write("b.c", "")
    r = mk.run("a.o", "b.o", mf="OBJS = a.o b.o\n$(OBJS): %.o: %.c\n\t@echo \"cc $< -o $@ [$*]\"\n")
    assert r.rc == 0
    assert r.out == "cc a.c -o a.o [a]\ncc b.c -o b.o [b]\n"


def test_static_pattern_default_goal(mk):
    mk.write("a.c", "")
    mk.write("b.c", "")
    r = mk.run(mf="OBJS = a.o b.o\n$(OBJS): %.o: %.c\n\t@echo cc $@\n")
    assert r.out == "cc a.o\n"


def test_static_pattern_not_matching(mk):
    err_check(mk, "X = 1\na.o b.x: %.o: %.c\n\t@echo x\n", 2,
              "target 'b.x' doesn't match the target pattern")


def test_static_pattern_no_percent(mk):
    err_check(mk, "a.o: foo: bar\n\t@echo x\n", 1, "target pattern contains no '%'")


def test_static_pattern_two_words(mk):
    err_check(mk, "a.o: %.o x: %.c\n\t@echo x\n", 1, "target pattern contains no '%'")


def test_static_pattern_order_only(mk):
    r = mk.run(mf="a.o: %.o: %.c | %.d\n\t@echo \"[$^] [$|]\"\na.c a.d:\n")
    assert r.out == "[a.c] [a.d]\n"


def test_static_pattern_no_prerequisites(mk):
    r = mk.run(mf="a.o: %.o:\n\t@echo \"[$*] [$^]\"\n")
    assert r.out == "[a] []\n"


def test_static_pattern_directory(mk):
    r = mk.run(mf="dir/a.o: dir/%.o: %.c\n\t@echo \"[$*] [$<]\"\na.c:\n")
    assert r.out == "[a] [a.c]\n"


def test_static_pattern_plain_prerequisite(mk):
    r = mk.run(mf="a.o: %.o: %.c common.h\n\t@echo \"[$^]\"\na.c common.h:\n")
    assert r.out == "[a.c common.h]\n"


def test_static_pattern_first_percent_only(mk):
    mk.write("a.%", "")
    r = mk.run(mf="a.o: %.o: %.%\n\t@echo \"[$^]\"\n")
    assert r.out == "[a.%]\n"


# ---------------------------------------------------------- pattern rules

def test_pattern_rule(mk):
    mk.write("x.c", "")
    r = mk.run("x.o", mf="%.o: %.c\n\t@echo $< $@ $*\n")
    assert r.rc == 0
    assert r.out == "x.c x.o x\n"


def test_pattern_rule_directory_stem(mk):
    mk.write("lib/x.c", "")
    r = mk.run("lib/x.o", mf="%.o: %.c\n\t@echo \"[$*] [$(*D)] [$(*F)] [$<]\"\n")
    assert r.out == "[lib/x] [lib] [x] [lib/x.c]\n"


def test_pattern_rule_without_recipe_not_used(mk):
    mk.write("x.c", "")
    r = mk.run("-r", "x.o", mf="%.o: %.c\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'x.o'\n"


def test_pattern_rule_prerequisite_cannot_be_made(mk):
    r = mk.run("-r", "x.o", mf="%.o: %.c\n\t@echo cc\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'x.o'\n"


def test_pattern_rule_empty_stem(mk):
    r = mk.run("-r", ".x", mf="%.x:\n\t@echo made $@\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target '.x'\n"


def test_pattern_rule_middle_stem(mk):
    r = mk.run("axyb", mf="a%b:\n\t@echo \"[$*]\"\n")
    assert r.out == "[xy]\n"


def test_match_anything_rule(mk):
    r = mk.run("foo", mf="%:\n\t@echo any $@\n")
    assert r.out == "any foo\n"


def test_pattern_rule_first_makeable(mk):
    mk.write("x.c", "")
    r = mk.run("x.o", mf="%.o: %.y\n\t@echo from y\n%.o: %.c\n\t@echo from c\n")
    assert r.out == "from c\n"


def test_pattern_rule_order(mk):
    mk.write("x.c", "")
    mk.write("x.y", "")
    r = mk.run("x.o", mf="%.o: %.y\n\t@echo from y\n%.o: %.c\n\t@echo from c\n")
    assert r.out == "from y\n"


def test_pattern_rule_prereq_explicit_target(mk):
    r = mk.run("x.o", mf="%.o: %.y\n\t@echo from $<\nx.y:\n\t@echo making x.y\n")
    assert r.out == "making x.y\nfrom x.y\n"


def test_pattern_rule_chain_and_intermediate(mk):
    mk.write("x.a", "")
    mf = "%.b: %.a\n\t@echo make b; touch $@\n%.c: %.b\n\t@echo make c; touch $@\n"
    r = mk.run("x.c", mf=mf)
    assert r.rc == 0
    assert r.out == "make b\nmake c\nrm x.b\n"
    assert not mk.exists("x.b")
    assert mk.exists("x.c")


def test_pattern_rule_explicit_prereqs_after(mk):
    mk.write("x.c", "")
    mk.write("extra", "")
    r = mk.run("x.o", mf="x.o: extra\n%.o: %.c\n\t@echo \"[$^] [$<]\"\n")
    assert r.out == "[x.c extra] [x.c]\n"


def test_pattern_rule_before_builtin(mk):
    mk.write("x.c", "")
    r = mk.run("x.o", mf="%.o: %.c\n\t@echo mine\n")
    assert r.out == "mine\n"


def test_pattern_rule_several_targets(mk):
    mk.write("x.c", "")
    r = mk.run("x.h", mf="%.o %.h: %.c\n\t@echo \"[$@] [$*]\"\n")
    assert r.out == "[x.h] [x]\n"


def test_pattern_rule_case_sensitive(mk):
    mk.write("x.C", "")
    r = mk.run("-r", "x.o", mf="%.o: %.c\n\t@echo cc\n")
    assert r.rc == 2


def test_pattern_rule_phony_not_searched(mk):
    mk.write("x.c", "")
    r = mk.run("x.o", mf=".PHONY: x.o\n%.o: %.c\n\t@echo cc\n")
    assert r.rc == 0
    assert r.out == "minimake: nothing to be done for 'x.o'.\n"


def test_pattern_rule_order_only_prereq(mk):
    mk.write("x.c", "")
    mk.write("x.dir", "")
    r = mk.run("x.o", mf="%.o: %.c | %.dir\n\t@echo \"[$^] [$|]\"\n")
    assert r.out == "[x.c] [x.dir]\n"


# ------------------------------------------------------------ builtin rules

def test_builtin_compile(mk):
    mk.write("x.c", "")
    r = mk.run("-n", "x.o")
    assert r.out == "cc   -c -o x.o x.c\n"


def test_builtin_compile_cc(mk):
    mk.write("x.cc", "")
    r = mk.run("-n", "x.o")
    assert r.out == "c++   -c -o x.o x.cc\n"


def test_builtin_compile_with_flags(mk):
    mk.write("x.c", "")
    r = mk.run("-n", "x.o", "CFLAGS=-O2", "CC=gcc", mf="")
    assert r.out == "gcc -O2  -c -o x.o x.c\n"


def test_builtin_link(mk):
    mk.write("prog.o", "")
    r = mk.run("-n", "prog", "LDLIBS=-lm")
    assert r.out == "cc  prog.o -lm -o prog\n"


def test_builtin_archive(mk):
    mk.write("x.o", "")
    r = mk.run("-n", "lib.a(x.o)")
    assert r.out == "ar rv lib.a x.o\n"


def test_builtin_rules_disabled_with_R(mk):
    mk.write("x.c", "")
    r = mk.run("-R", "x.o")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'x.o'\n"


def test_builtin_error_location(mk):
    mk.write("x.c", "")
    r = mk.run("x.o", "CC=false")
    assert r.rc == 2
    assert "minimake: *** [<builtin>:1: x.o] Error 1" in r.err_lines


# ------------------------------------------------ target-specific variables

def test_target_specific_basic(mk):
    r = mk.run(mf="X = g\nall: X = t\nall: dep\n\t@echo all $(X)\ndep:\n\t@echo dep $(X)\n")
    assert r.out == "dep g\nall t\n"


def test_target_specific_not_in_rule_lines(mk):
    r = mk.run(mf="X = g\nall: X = t\nall: $(X)\n\t@echo \"[$^]\"\ng t:\n")
    assert r.out == "[g]\n"


def test_target_specific_simple_expanded_when_read(mk):
    r = mk.run(mf="Y = 1\nall: X := $(Y)\nY = 2\nall:\n\t@echo $(X)\n")
    assert r.out == "1\n"


def test_target_specific_recursive_in_recipe_scope(mk):
    r = mk.run(mf="all: X = $@-$(Y)\nY = 1\nall:\n\t@echo $(X)\nY = 2\n")
    assert r.out == "all-2\n"


def test_target_specific_append(mk):
    r = mk.run(mf="X = g\nall: X += t\nall:\n\t@echo \"[$(X)]\"\n")
    assert r.out == "[g t]\n"


def test_target_specific_append_undefined(mk):
    r = mk.run(mf="all: X += t\nall:\n\t@echo \"[$(X)]\"\n")
    assert r.out == "[t]\n"


def test_target_specific_append_simple_global(mk):
    r = mk.run(mf="Y = 1\nX := g\nall: X += $(Y)\nY = 2\nall:\n\t@echo \"[$(X)]\"\n")
    assert r.out == "[g 1]\n"


def test_target_specific_conditional(mk):
    r = mk.run("a", "b", mf="Y = g\na: X ?= t\na: Y ?= t\nb: X = 1\nb: X ?= 2\na b:\n\t@echo \"$@ [$(X)] [$(Y)]\"\n")
    assert r.out == "a [t] [g]\nb [1] [g]\n"


def test_target_specific_shell_error(mk):
    err_check(mk, "X = 1\nall: X != echo 1\n", 2, "'!=' is not allowed in a target-specific assignment")


def test_target_specific_several_targets(mk):
    r = mk.run("a", "b", mf="a b: X = t\na b:\n\t@echo $@ $(X)\n")
    assert r.out == "a t\nb t\n"


def test_target_specific_override(mk):
    r = mk.run("X=c", mf="all: override X = t\nall:\n\t@echo $(X)\n")
    assert r.out == "t\n"


def test_target_specific_exported(mk):
    r = mk.run(mf="export X = g\nall: X = t\nall:\n\t@echo $$X\n")
    assert r.out == "t\n"


def test_target_specific_automatic(mk):
    r = mk.run("a", mf="a: x = $@\na:\n\t@echo $(x)\n")
    assert r.out == "a\n"


def test_target_specific_without_rule_no_default_goal(mk):
    r = mk.run(mf="x: V = 1\nreal:\n\t@echo real\n")
    assert r.out == "real\n"


# ---------------------------------------------- pattern-specific variables

PSV = "CFLAGS = -O2\n%.o: CFLAGS += -c\ndebug/%.o: CFLAGS = -g\n%.o:\n\t@echo \"$@ [$(CFLAGS)]\"\n"


def test_pattern_specific_append(mk):
    r = mk.run("x.o", mf=PSV)
    assert r.out == "x.o [-O2 -c]\n"


def test_pattern_specific_later_pattern_higher(mk):
    r = mk.run("debug/x.o", mf=PSV)
    assert r.out == "debug/x.o [-g]\n"


def test_pattern_specific_not_matching(mk):
    r = mk.run("x.c", mf=PSV + "x.c:\n\t@echo \"$@ [$(CFLAGS)]\"\n")
    assert r.out == "x.c [-O2]\n"


def test_pattern_specific_explicit_rule(mk):
    r = mk.run(mf="%.o: V = p\nall.o:\n\t@echo \"[$(V)]\"\n")
    assert r.out == "[p]\n"


def test_pattern_specific_below_target_specific(mk):
    r = mk.run(mf="%.o: V = p\nall.o: V = t\nall.o:\n\t@echo \"[$(V)]\"\n")
    assert r.out == "[t]\n"


def test_pattern_specific_empty_stem(mk):
    r = mk.run(".o", mf="%.o: V = p\n.o:\n\t@echo \"[$(V)]\"\n")
    assert r.out == "[p]\n"


def test_pattern_specific_mixed_words(mk):
    r = mk.run("a", "x.o", mf="a %.o: V = m\na x.o:\n\t@echo \"$@ [$(V)]\"\n")
    assert r.out == "a [m]\nx.o [m]\n"


def test_pattern_specific_with_default(mk):
    r = mk.run("x.q", mf="%.q: V = p\n.DEFAULT:\n\t@echo \"$@ [$(V)]\"\n")
    assert r.out == "x.q [p]\n"


def test_pattern_specific_conditional(mk):
    r = mk.run("x.o", "y.o", mf="G = g\n%.o: G ?= p\n%.o: N ?= p\n%.o:\n\t@echo \"[$(G)] [$(N)]\"\n")
    assert r.out == "[g] [p]\n[g] [p]\n"


# ------------------------------------------------------ automatic variables

def test_automatic_variables(mk):
    mk.write("all", "", age=50)
    mk.write("a", "", age=10)
    mk.write("b", "", age=100)
    r = mk.run(mf="all: a b a | o\n\t@echo \"[$@] [$<] [$^] [$+] [$|] [$?] [$*]\"\no:\n")
    assert r.out == "[all] [a] [a b] [a b a] [o] [a] []\n"


def test_automatic_duplicates_over_rules(mk):
    r = mk.run(mf="a: b\na: c b\n\t@echo \"[$^] [$+]\"\nb c:\n")
    assert r.out == "[b c] [b c b]\n"


def test_question_includes_no_recipe_prereq(mk):
    mk.write("all", "", age=50)
    mk.write("b", "", age=100)
    r = mk.run(mf="all: b c\n\t@echo \"[$?]\"\nc:\n")
    assert r.out == "[c]\n"


def test_question_missing_target_all(mk):
    mk.write("a", "", age=100)
    mk.write("b", "", age=100)
    r = mk.run(mf="all: a b\n\t@echo \"[$?]\"\n")
    assert r.out == "[a b]\n"


def test_question_phony_all(mk):
    mk.write("a", "", age=100)
    mk.write("all", "", age=10)
    r = mk.run(mf=".PHONY: all\nall: a\n\t@echo \"[$?]\"\n")
    assert r.out == "[a]\n"


def test_stem_empty_for_explicit(mk):
    r = mk.run(mf="a.o:\n\t@echo \"[$*]\"\n")
    assert r.out == "[]\n"


def test_stem_inner_dots(mk):
    mk.write("x.c", "")
    r = mk.run("x.c.o", mf="%.o: %\n\t@echo \"[$*]\"\n")
    assert r.out == "[x.c]\n"


def test_automatic_not_defined_outside_recipe(mk):
    r = mk.run(mf="X := [$@]\nall:\n\t@echo $(X)\n")
    assert r.out == "[]\n"


def test_directory_and_file_forms(mk):
    r = mk.run("lib/util.o", mf="lib/util.o: lib/util.c\n\t@echo $(@D) $(@F) $(<F) $(<D)\nlib/util.c:\n")
    assert r.out == "lib util.o util.c lib\n"


@pytest.mark.parametrize("target,d,f", [
    ("./x", ".", "x"),
    ("x", ".", "x"),
    ("/x", "/", "x"),
    ("//x", "/", "x"),
    ("a/b/c", "a/b", "c"),
    ("a/", "a", ""),
])
def test_directory_and_file_forms_edge(mk, target, d, f):
    r = mk.run(target, mf="%s:\n\t@echo '[$(@D)]' '[$(@F)]'\n" % target)
    assert r.out == "[%s] [%s]\n" % (d, f)


def test_directory_forms_of_lists(mk):
    r = mk.run(mf="all: a/b c d/e | o/p q\n\t@echo \"[$(^D)] [$(^F)] [$(|D)] [$(|F)] [$(+D)]\"\na/b c d/e o/p q:\n")
    assert r.out == "[a . d] [b c e] [o .] [p q] [a . d]\n"


def test_directory_forms_empty(mk):
    r = mk.run(mf="all:\n\t@echo \"[$(<D)] [$(^F)] [$(?D)]\"\n")
    assert r.out == "[] [] []\n"


def test_stem_directory_forms(mk):
    r = mk.run("d/x.o", mf="%.o:\n\t@echo \"[$*] [$(*D)] [$(*F)]\"\n")
    assert r.out == "[d/x] [d] [x]\n"


# ----------------------------------------------------------- archive members

def test_archive_member_up_to_date(mk):
    mtime = T0 - 10
    mk.write("lib.a", make_ar([("x.o", mtime, b"data\n")]))
    mk.write("x.o", "", age=100)
    r = mk.run("lib.a(x.o)", mf="lib.a(x.o): x.o\n\t@echo update $@ $%\n")
    assert r.rc == 0
    assert r.out == "minimake: 'lib.a(x.o)' is up to date.\n"


def test_archive_member_out_of_date(mk):
    mtime = T0 - 100
    mk.write("lib.a", make_ar([("x.o", mtime, b"data\n")]))
    mk.write("x.o", "", age=10)
    r = mk.run("lib.a(x.o)", mf="lib.a(x.o): x.o\n\t@echo update $@ $%\n")
    assert r.out == "update lib.a x.o\n"


def test_archive_member_missing(mk):
    mk.write("lib.a", make_ar([("y.o", T0, b"data\n")]))
    mk.write("x.o", "", age=100)
    r = mk.run("lib.a(x.o)", mf="lib.a(x.o): x.o\n\t@echo update $@ $%\n")
    assert r.out == "update lib.a x.o\n"


def test_archive_not_an_archive(mk):
    mk.write("lib.a", "not an archive\n")
    mk.write("x.o", "", age=100)
    r = mk.run("lib.a(x.o)", mf="lib.a(x.o): x.o\n\t@echo update\n")
    assert r.out == "update\n"


def test_archive_long_names_and_symtab(mk):
    name = "a_very_long_member_name.o"
    mk.write("lib.a", make_ar([("s.o", T0 - 100, b"x"), (name, T0 - 10, b"yy")],
                              longnames=True, symtab=True))
    mk.write(name, "", age=50)
    mk.write("s.o", "", age=50)
    mf = "lib.a(%s): %s\n\t@echo long\nlib.a(s.o): s.o\n\t@echo short\n" % (name, name)
    r = mk.run("lib.a(%s)" % name, "lib.a(s.o)", mf=mf)
    assert r.out == "minimake: 'lib.a(%s)' is up to date.\nshort\n" % name


def test_archive_member_list(mk):
    r = mk.run(mf="all: lib.a(a.o b.o)\n\t@echo '[$^]'\nlib.a(a.o) lib.a(b.o):\n")
    assert r.out == "[lib.a(a.o) lib.a(b.o)]\n"


def test_archive_member_list_unterminated(mk):
    err_check(mk, "all: lib.a(a.o b.o\n\t@echo x\n", 1, "unterminated archive member list 'lib.a('")


def test_archive_member_pattern_rule_on_member(mk):
    mk.write("x.o", "")
    r = mk.run("-r", "lib.a(x.o)", mf="(%): %\n\t@echo \"[$@] [$%] [$*] [$<]\"\n")
    assert r.out == "[lib.a] [x.o] [x.o] [x.o]\n"


def test_archive_member_not_touched(mk):
    mk.write("x.o", "")
    r = mk.run("-t", "lib.a(x.o)", mf="lib.a(x.o): x.o\n\t@echo update\n")
    assert r.rc == 0
    assert "touch" not in r.out
    assert not mk.exists("lib.a")


def test_archive_percent_empty_for_normal(mk):
    r = mk.run(mf="all:\n\t@echo \"[$%]\"\n")
    assert r.out == "[]\n"


def test_archive_low_resolution_whole_seconds(mk):
    mk.write("lib.a", make_ar([("x.o", T0, b"data\n")]))
    mk.write("x.o", "")
    mk.set_ns("x.o", T0 * 10**9 + 500000000)
    r = mk.run("lib.a(x.o)", mf=".LOW_RESOLUTION_TIME: lib.a(x.o)\nlib.a(x.o): x.o\n\t@echo update\n")
    assert r.out == "minimake: 'lib.a(x.o)' is up to date.\n"
