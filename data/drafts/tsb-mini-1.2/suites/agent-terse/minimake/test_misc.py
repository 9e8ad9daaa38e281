import os

import pytest

from conftest import write, touch, set_time, BASE_T, USAGE


def test_rule_with_target_specific_eq_after_colon(mk):
    r = mk("a : b = c\na:\n\t@echo [$(b)]\n")
    assert r.out == "[c]\n"


def test_assignment_with_colon_in_value(info):
    assert info("$(a)", pre="a = b : c\n") == "b : c"


def test_low_resolution_time(mk):
    touch(mk.dir / "s")
    touch(mk.dir / "t")
    os.utime(str(mk.dir / "t"), ns=(BASE_T * 10**9, BASE_T * 10**9))
    os.utime(str(mk.dir / "s"), ns=(BASE_T * 10**9 + 500_000_000, BASE_T * 10**9 + 500_000_000))
    r = mk(".LOW_RESOLUTION_TIME: t\nt: s\n\t@echo build\n")
    assert r.out == "minimake: 't' is up to date.\n"


def test_low_resolution_time_whole_second(mk):
    r = mk(".LOW_RESOLUTION_TIME: t\nt: s\n\t@echo build\n", files={"s": 1, "t": 0})
    assert r.out == "build\n"


def test_t_make_line_runs(mk):
    r = mk("t:\n\t@echo $(MAKE) >/dev/null; echo ran\n", "-t")
    assert r.out == "ran\ntouch t\n"


def test_makeflags_n_passed(mk):
    r = mk("all:\n\t+@echo [$$MAKEFLAGS]\n", "-n")
    assert r.out == "[n]\n"


def test_help_ignores_operands(mk):
    r = mk("all: ; @echo ran\n", "all", "-h", "X=1")
    assert r.rc == 0
    assert r.lines[0] == USAGE
    assert "ran" not in r.lines


def test_help_stops_args(mk):
    r = mk("all: ; @echo ran\n", "-h", "--bogus")
    assert r.rc == 0
    assert r.err == ""


def test_wildcard_dot_star(info):
    (info.dir / ".hid").write_text("")
    assert info("$(wildcard .*)") == ". .. .hid"


def test_k_needed_by_first_parent(mk):
    r = mk("all: p q\n\t@echo all\np: nope\nq: nope\n", "-k")
    assert "minimake: no rule to make target 'nope', needed by 'p'" in r.errlines
    assert "needed by 'q'" not in r.err


def test_k_prereq_not_remade_line_only_goal(mk):
    r = mk("all: mid\nmid: bad\n\t@echo mid\nbad:\n\t@exit 1\n", "-k")
    assert r.errlines == ["minimake: *** [Makefile:5: bad] Error 1",
                          "minimake: target 'all' not remade because of errors"]


def test_recipe_line_only_whitespace_after_expand(mk):
    r = mk("all:\n\t@$(E)   \n\t@echo x\n")
    assert r.out == "x\n"


def test_double_colon_default_goal(mk):
    r = mk("t::\n\t@echo t\nu: ; @echo u\n")
    assert r.out == "t\n"


def test_empty_operand_goal(mk):
    r = mk("all: ; @:\n", "")
    assert r.rc == 2
    assert r.errlines[-1] == "minimake: no rule to make target ''"


def test_env_invalid_name_not_imported(info):
    assert info("$(origin A-B)", env={"A-B": "1"}) in ("environment",)


def test_shell_assign_cmdline_unchanged(mk):
    r = mk("X != echo file; touch ran.flag\nall: ; @echo $(X)\n", "X=cl")
    assert r.out == "cl\n"
    assert (mk.dir / "ran.flag").exists()


def test_define_override_cmdline(info):
    assert info("$(X)", pre="define X\nfile\nendef\n", args=["X=cl"]) == "cl"


def test_define_append_cmdline_ignored(info):
    assert info("$(X)", pre="define X +=\nfile\nendef\n", args=["X=cl"]) == "cl"


def test_foreach_var_stripped(info):
    assert info("$(foreach  v ,a b,<$v>)") == "<a> <b>"


def test_let_many_names(info):
    assert info("$(let a b c,1 2 3 4 5,$c-$b-$a)") == "3 4 5-2-1"


def test_intcmp_big_negative(info):
    assert info("$(intcmp -99999999999999999999,-99999999999999999998,lt,eq,gt)") == "lt"


def test_cmdline_assign_operand_not_goal(mk):
    r = mk("all: ; @echo [$(X)] [$(MAKECMDGOALS)]\n", "X=1")
    assert r.out == "[1] []\n"


def test_subst_ref_braces_nested(info):
    assert info("${X:a=${Y}}", pre="X = xa ya\nY = b\n") == "xb yb"


def test_auto_question_phony(mk):
    r = mk(".PHONY: t\nt: a b\n\t@echo [$?]\n", files={"a": 0, "b": 0, "t": 100})
    assert r.out == "[a b]\n"


def test_target_newer_than_all_prereqs_no_recipe_for_prereq(mk):
    r = mk("t: a\n\t@echo t\na:\n", files={"a": 0, "t": 10})
    assert r.out == "minimake: 't' is up to date.\n"


def test_exit_status_ignored_failure(mk):
    r = mk("all:\n\t-@false\n")
    assert r.rc == 0
    assert r.out == ""


def test_oneshell_empty_lines_kept(mk):
    r = mk(".ONESHELL:\nall:\n\t@echo a\n\t$(E)\n\techo b\n")
    assert r.out == "a\nb\n"


def test_oneshell_semicolon_first(mk):
    r = mk(".ONESHELL:\nall: ; @X=5\n\techo $$X\n")
    assert r.out == "5\n"


def test_oneshell_make_line_runs_all(mk):
    r = mk(".ONESHELL:\nall:\n\t@touch one\n\techo $(MAKE) > /dev/null\n", "-n")
    assert (mk.dir / "one").exists()


def test_secondexpansion_stem_static_not_affected(mk):
    r = mk(".SECONDEXPANSION:\na.o: %.o: $$(X)\n\t@echo '[$^]'\n", files={"$(X)": 0})
    assert r.out == "[$(X)]\n"


def test_secondexpansion_orderonly(mk):
    r = mk(".SECONDEXPANSION:\nP = | o\nall: x $$(P)\n\t@echo [$^][$|]\nx o: ; @:\n")
    assert r.out == "[x][o]\n"


def test_wait_in_orderonly(mk):
    r = mk("all: a | .WAIT b\n\t@echo [$^][$|]\na b: ; @:\n")
    assert r.out == "[a][b]\n"


def test_eval_location_every_line(mk):
    r = mk("define T\nX = 1\n$$(warning here)\nendef\n\n$(eval $(T))\nall: ; @:\n")
    assert "minimake: Makefile:6: warning: here" in r.errlines


def test_info_in_recipe_stdout(mk):
    r = mk("all:\n\t@echo $(info inrecipe)cmd\n")
    assert r.out == "inrecipe\ncmd\n"


def test_warning_in_recipe_location(mk):
    r = mk("all:\n\t@echo x\n\t@echo $(warning w)y\n")
    assert r.errlines == ["minimake: Makefile:3: warning: w"]


def test_multiple_f_with_stdin_order(mk):
    write(mk.dir / "a.mk", "X = a\n")
    r = mk(None, "-f", "a.mk", "-f", "-", stdin="all: ; @echo $(X)\n")
    assert r.out == "a\n"


def test_makefile_list_stdin(mk):
    r = mk(None, "-f", "-", stdin="all: ; @echo [$(words $(MAKEFILE_LIST))]\n")
    assert r.out == "[1]\n"


def test_goal_message_under_q_none(mk):
    r = mk("all: ; @echo\n", "-q", files={"all": 0})
    assert r.out == ""
    assert r.rc == 0


def test_n_up_to_date_message(mk):
    r = mk("t: s\n\techo build\n", "-n", files={"s": 0, "t": 10})
    assert r.out == "minimake: 't' is up to date.\n"


def test_s_nothing_to_be_done_suppressed(mk):
    r = mk("t: s\n", "-s", files={"s": 0, "t": 10})
    assert r.out == ""


def test_default_goal_set_before_rules(mk):
    r = mk(".DEFAULT_GOAL := b\na: ; @echo a\nb: ; @echo b\n")
    assert r.out == "b\n"


def test_default_goal_cmdline(mk):
    r = mk("a: ; @echo a\nb: ; @echo b\n", ".DEFAULT_GOAL=b")
    assert r.out == "b\n"
