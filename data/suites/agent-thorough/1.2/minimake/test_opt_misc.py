"""Options -I, -j, -L, -o, -W, -w, --eval, --warn-undefined-variables, --trace."""
import os

import pytest

from conftest import run, write, realdir, OLD, MID, NEW

# ------------------------------------------------------------------ -I

INC_MK = "include inc.mk\nall:\n\t@echo $(X) $(MAKEFILE_LIST)\n"


def test_I_finds_included_file(tmp_path):
    write(tmp_path / "d" / "inc.mk", "X = fromd\n")
    r = run(tmp_path, "-I", "d", makefile=INC_MK)
    assert r.rc == 0
    assert r.out == "fromd Makefile d/inc.mk\n"


def test_I_attached_value(tmp_path):
    write(tmp_path / "d" / "inc.mk", "X = fromd\n")
    r = run(tmp_path, "-Id", makefile=INC_MK)
    assert r.out == "fromd Makefile d/inc.mk\n"


def test_I_current_directory_first(tmp_path):
    write(tmp_path / "d" / "inc.mk", "X = fromd\n")
    write(tmp_path / "inc.mk", "X = here\n")
    r = run(tmp_path, "-I", "d", makefile=INC_MK)
    assert r.out == "here Makefile inc.mk\n"


def test_I_searched_in_order(tmp_path):
    write(tmp_path / "d1" / "inc.mk", "X = one\n")
    write(tmp_path / "d2" / "inc.mk", "X = two\n")
    r = run(tmp_path, "-I", "d2", "-I", "d1", makefile=INC_MK)
    assert r.out == "two Makefile d2/inc.mk\n"


def test_I_skips_dirs_without_file(tmp_path):
    write(tmp_path / "d2" / "inc.mk", "X = two\n")
    (tmp_path / "d1").mkdir()
    r = run(tmp_path, "-I", "nope", "-I", "d1", "-I", "d2", makefile=INC_MK)
    assert r.rc == 0
    assert r.out == "two Makefile d2/inc.mk\n"


def test_I_trailing_slash_no_double_slash(tmp_path):
    write(tmp_path / "d" / "inc.mk", "X = fromd\n")
    r = run(tmp_path, "-I", "d/", makefile=INC_MK)
    assert r.out == "fromd Makefile d/inc.mk\n"


def test_I_location_uses_found_name(tmp_path):
    write(tmp_path / "d" / "inc.mk", "\n$(warning w)\n")
    r = run(tmp_path, "-I", "d", makefile="include inc.mk\nall:;@:\n")
    assert r.err == "minimake: d/inc.mk:2: warning: w\n"


def test_I_not_found_error_names_file_as_written(tmp_path):
    (tmp_path / "d").mkdir()
    r = run(tmp_path, "-I", "d", makefile="include inc.mk\nall:\n\t@echo hi\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: Makefile:1: cannot include 'inc.mk': No such file or directory\n"


def test_I_not_used_for_f(tmp_path):
    write(tmp_path / "d" / "x.mk", "all:\n\t@echo x\n")
    r = run(tmp_path, "-I", "d", "-f", "x.mk")
    assert r.rc == 2
    assert r.err == "minimake: cannot read makefile 'x.mk': No such file or directory\n"


@pytest.mark.parametrize("order", [("-C", "sub", "-I", "../inc"),
                                   ("-I", "../inc", "-C", "sub")])
def test_I_relative_to_final_directory(tmp_path, order):
    write(tmp_path / "sub" / "Makefile", INC_MK)
    write(tmp_path / "inc" / "inc.mk", "X = incdir\n")
    r = run(tmp_path, *order)
    assert r.rc == 0
    assert r.out == "incdir Makefile ../inc/inc.mk\n"


def test_I_nonexistent_dir_no_error(tmp_path):
    r = run(tmp_path, "-I", "nope", makefile="all:\n\t@echo ok\n")
    assert r.rc == 0
    assert r.out == "ok\n"
    assert r.err == ""


def test_include_dirs_variable(tmp_path):
    (tmp_path / "d").mkdir()
    r = run(tmp_path, "-I", "nope", "-I", "d", "-I", "d",
            makefile="$(info [$(.INCLUDE_DIRS)] $(origin .INCLUDE_DIRS))\nall:;@:\n")
    assert r.out == "[nope d d] default\n"


def test_include_dirs_empty_without_I(tmp_path):
    r = run(tmp_path, makefile="$(info [$(.INCLUDE_DIRS)])\nall:;@:\n")
    assert r.out == "[]\n"


def test_assigning_include_dirs_does_not_search(tmp_path):
    write(tmp_path / "d" / "inc.mk", "X = fromd\n")
    r = run(tmp_path, makefile=".INCLUDE_DIRS = d\n-include inc.mk\n"
            "all:\n\t@echo \"[$(X)] [$(.INCLUDE_DIRS)]\"\n")
    assert r.rc == 0
    assert r.out == "[] [d]\n"


def test_I_used_by_sinclude(tmp_path):
    write(tmp_path / "d" / "inc.mk", "X = fromd\n")
    r = run(tmp_path, "-I", "d", makefile="sinclude inc.mk\nall:\n\t@echo $(X)\n")
    assert r.out == "fromd\n"


# ------------------------------------------------------------------ -L

def _symlink_setup(tmp_path):
    write(tmp_path / "f", "", MID)
    os.symlink("f", str(tmp_path / "l"))
    os.utime(str(tmp_path / "l"), (NEW, NEW), follow_symlinks=False)
    write(tmp_path / "out", "", 1_150_000_000)


def test_symlink_time_ignored_without_L(tmp_path):
    _symlink_setup(tmp_path)
    r = run(tmp_path, makefile="out: l\n\t@echo remade\n")
    assert r.rc == 0
    assert r.out == "minimake: 'out' is up to date.\n"


def test_symlink_time_used_with_L(tmp_path):
    _symlink_setup(tmp_path)
    r = run(tmp_path, "-L", makefile="out: l\n\t@echo remade\n")
    assert r.out == "remade\n"


def test_symlink_chain_with_L(tmp_path):
    write(tmp_path / "f", "", OLD)
    os.symlink("f", str(tmp_path / "l1"))
    os.utime(str(tmp_path / "l1"), (NEW, NEW), follow_symlinks=False)
    os.symlink("l1", str(tmp_path / "l2"))
    os.utime(str(tmp_path / "l2"), (OLD, OLD), follow_symlinks=False)
    write(tmp_path / "out", "", MID)
    mk = "out: l2\n\t@echo remade\n"
    assert run(tmp_path, makefile=mk).out == "minimake: 'out' is up to date.\n"
    assert run(tmp_path, "--check-symlink-times", makefile=mk).out == "remade\n"


def test_L_final_file_newer_than_link(tmp_path):
    write(tmp_path / "f", "", NEW)
    os.symlink("f", str(tmp_path / "l"))
    os.utime(str(tmp_path / "l"), (OLD, OLD), follow_symlinks=False)
    write(tmp_path / "out", "", MID)
    r = run(tmp_path, "-L", makefile="out: l\n\t@echo remade\n")
    assert r.out == "remade\n"


# ------------------------------------------------------------- -o / -W

OW = "all: b\n\t@echo \"all [$?]\"\nb:\n\t@echo b\n"


def test_o_prevents_remaking(tmp_path):
    write(tmp_path / "all", "", NEW)
    r = run(tmp_path, "-o", "b", makefile=OW)
    assert r.rc == 0
    assert r.out == "minimake: 'all' is up to date.\n"


def test_without_o_remade(tmp_path):
    write(tmp_path / "all", "", NEW)
    r = run(tmp_path, makefile=OW)
    assert r.out == "b\nall [b]\n"


def test_o_prerequisites_not_updated(tmp_path):
    mk = "all: b\n\t@echo all\nb: c\n\t@echo b\nc:\n\t@echo c\n"
    r = run(tmp_path, "-o", "b", makefile=mk)
    assert r.rc == 0
    assert r.out == "all\n"


def test_o_newer_file_does_not_make_target_out_of_date(tmp_path):
    write(tmp_path / "b", "", NEW)
    write(tmp_path / "all", "", MID)
    r = run(tmp_path, "-ob", makefile=OW)
    assert r.out == "minimake: 'all' is up to date.\n"


def test_o_missing_file_no_rule_not_error(tmp_path):
    write(tmp_path / "all", "", NEW)
    r = run(tmp_path, "-o", "nofile", makefile="all: nofile\n\t@echo all\n")
    assert r.rc == 0
    assert r.err == ""


def test_W_makes_dependents_out_of_date(tmp_path):
    write(tmp_path / "b", "", OLD)
    write(tmp_path / "all", "", NEW)
    r = run(tmp_path, "-W", "b", makefile=OW)
    assert r.rc == 0
    assert r.out == "all [b]\n"


def test_W_with_n(tmp_path):
    write(tmp_path / "b", "", OLD)
    write(tmp_path / "all", "", NEW)
    r = run(tmp_path, "-n", "-W", "b", makefile="all: b\n\techo all\nb:\n\techo b\n")
    assert r.out == "echo all\n"


def test_W_skips_own_prerequisites(tmp_path):
    write(tmp_path / "b", "", OLD)
    write(tmp_path / "all", "", NEW)
    r = run(tmp_path, "-W", "b", makefile="all: b\n\t@echo all\nb: nosuch\n\t@echo b\n")
    assert r.rc == 0
    assert r.out == "all\n"


@pytest.mark.parametrize("opt", ["-o", "-W"])
def test_goal_named_by_o_or_W(tmp_path, opt):
    r = run(tmp_path, opt, "b", "b", makefile=OW)
    assert r.rc == 0
    assert r.out == "minimake: nothing to be done for 'b'.\n"


@pytest.mark.parametrize("order", [("-o", "b", "-W", "b"), ("-W", "b", "-o", "b")])
def test_o_wins_over_W(tmp_path, order):
    write(tmp_path / "b", "", OLD)
    write(tmp_path / "all", "", NEW)
    r = run(tmp_path, *order, makefile=OW)
    assert r.out == "minimake: 'all' is up to date.\n"


def test_B_does_not_remake_o_file(tmp_path):
    for n in ("b", "c"):
        write(tmp_path / n, "", OLD)
    write(tmp_path / "all", "", NEW)
    mk = "all: b c\n\t@echo \"[$?]\"\nb:\n\t@echo B\nc:\n\t@echo C\n"
    r = run(tmp_path, "-o", "b", "-B", makefile=mk)
    assert r.rc == 0
    assert r.out == "C\n[c]\n"


def test_o_compares_names_as_written(tmp_path):
    write(tmp_path / "all", "", NEW)
    r = run(tmp_path, "-o", "./b", makefile=OW)
    assert r.out == "b\nall [b]\n"


def test_W_compares_names_as_written(tmp_path):
    write(tmp_path / "b", "", OLD)
    write(tmp_path / "all", "", NEW)
    r = run(tmp_path, "-W", "./b", makefile=OW)
    assert r.out == "minimake: 'all' is up to date.\n"


def test_o_several_times(tmp_path):
    write(tmp_path / "all", "", NEW)
    mk = "all: b c\n\t@echo all\nb:\n\t@echo B\nc:\n\t@echo C\n"
    r = run(tmp_path, "-o", "b", "-o", "c", makefile=mk)
    assert r.out == "minimake: 'all' is up to date.\n"


def test_W_recipe_not_expanded(tmp_path):
    write(tmp_path / "b", "", OLD)
    write(tmp_path / "all", "", NEW)
    mk = "all: b\n\t@echo all\nb:\n\t@echo $(info expanded-b)b\n"
    r = run(tmp_path, "-W", "b", makefile=mk)
    assert r.out == "all\n"


# ------------------------------------------------------------------ -w

def test_w_messages(tmp_path):
    d = realdir(tmp_path)
    r = run(tmp_path, "-w", makefile="$(info reading)\nall:\n\t@echo hi\n")
    assert r.rc == 0
    assert r.out == ("minimake: Entering directory '%s'\nreading\nhi\n"
                     "minimake: Leaving directory '%s'\n" % (d, d))


def test_w_with_C(tmp_path):
    write(tmp_path / "sub" / "Makefile", "all:\n\t@echo hi\n")
    d = realdir(tmp_path / "sub")
    r = run(tmp_path, "-w", "-C", "sub")
    assert r.out == ("minimake: Entering directory '%s'\nhi\n"
                     "minimake: Leaving directory '%s'\n" % (d, d))


def test_w_leaving_printed_after_error(tmp_path):
    d = realdir(tmp_path)
    r = run(tmp_path, "-w", makefile="all:\n\t@false\n")
    assert r.rc == 2
    assert r.out == ("minimake: Entering directory '%s'\n"
                     "minimake: Leaving directory '%s'\n" % (d, d))
    assert r.err == "minimake: *** [Makefile:2: all] Error 1\n"


def test_w_leaving_printed_after_makefile_error(tmp_path):
    d = realdir(tmp_path)
    r = run(tmp_path, "-w", makefile="oops\n")
    assert r.rc == 2
    assert r.out == ("minimake: Entering directory '%s'\n"
                     "minimake: Leaving directory '%s'\n" % (d, d))
    assert r.err == "minimake: Makefile:1: missing separator\n"


def test_w_with_makelevel(tmp_path):
    d = realdir(tmp_path)
    r = run(tmp_path, "-w", makefile="all:\n\t@echo hi\n", env={"MAKELEVEL": "2"})
    assert r.out == ("minimake[2]: Entering directory '%s'\nhi\n"
                     "minimake[2]: Leaving directory '%s'\n" % (d, d))


def test_no_print_directory_then_w(tmp_path):
    d = realdir(tmp_path)
    r = run(tmp_path, "--no-print-directory", "-w", makefile="all:\n\t@echo hi\n")
    assert r.out == ("minimake: Entering directory '%s'\nhi\n"
                     "minimake: Leaving directory '%s'\n" % (d, d))


def test_w_not_suppressed_by_s(tmp_path):
    d = realdir(tmp_path)
    r = run(tmp_path, "-s", "-w", makefile="all:\n\techo hi\n")
    assert r.out == ("minimake: Entering directory '%s'\nhi\n"
                     "minimake: Leaving directory '%s'\n" % (d, d))


def test_w_with_missing_makefile(tmp_path):
    d = realdir(tmp_path)
    r = run(tmp_path, "-w")
    assert r.rc == 2
    assert r.out == ("minimake: Entering directory '%s'\n"
                     "minimake: Leaving directory '%s'\n" % (d, d))
    assert r.err == "minimake: no targets specified and no makefile found\n"


# --------------------------------------------------------------- --eval

def test_eval_defines_variable(tmp_path):
    r = run(tmp_path, "--eval=X = 1", makefile="all:\n\t@echo \"[$(X)]\"\n")
    assert r.out == "[1]\n"


def test_eval_read_before_makefile(tmp_path):
    r = run(tmp_path, "--eval=$(info ev)", makefile="$(info mk)\nall:;@:\n")
    assert r.out == "ev\nmk\n"


def test_eval_error_location(tmp_path):
    r = run(tmp_path, "--eval=$(error boom)", makefile="all:;@:\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: --eval:1: boom\n"


def test_eval_multi_line_location(tmp_path):
    r = run(tmp_path, "--eval=A = 1\n$(warning w$(A))", makefile="all:;@:\n")
    assert r.rc == 0
    assert r.err == "minimake: --eval:2: warning: w1\n"


def test_eval_not_in_makefile_list(tmp_path):
    r = run(tmp_path, "--eval=$(info [$(MAKEFILE_LIST)])",
            makefile="all:\n\t@echo \"[$(MAKEFILE_LIST)]\"\n")
    assert r.out == "[]\n[Makefile]\n"


def test_eval_rule_can_be_default_goal(tmp_path):
    r = run(tmp_path, "--eval=ev:;@echo ev", makefile="all:\n\t@echo all\n")
    assert r.out == "ev\n"


def test_eval_rule_trace_location(tmp_path):
    r = run(tmp_path, "--trace", "--eval=ev:;@echo ev", makefile="all:\n\t@echo all\n")
    assert r.out == "--eval:1: update target 'ev' due to: target does not exist\nev\n"


@pytest.mark.parametrize("order", [("--eval=X = e", "X=c"), ("X=c", "--eval=X = e")])
def test_eval_does_not_change_command_line_variable(tmp_path, order):
    r = run(tmp_path, *order, makefile="all:\n\t@echo \"[$(X)]\"\n")
    assert r.out == "[c]\n"


def test_eval_sees_command_line_variables(tmp_path):
    r = run(tmp_path, "--eval=Y := $(X)x", "X=c", makefile="all:\n\t@echo \"[$(Y)]\"\n")
    assert r.out == "[cx]\n"


def test_eval_empty_does_nothing(tmp_path):
    r = run(tmp_path, "--eval=", makefile="all:\n\t@echo ok\n")
    assert r.rc == 0
    assert r.out == "ok\n"


def test_several_evals_in_order(tmp_path):
    r = run(tmp_path, "--eval=X = 1", "--eval=X += 2", "--eval", "$(info [$(X)])",
            makefile="all:;@:\n")
    assert r.out == "[1 2]\n"


def test_eval_missing_separator_location(tmp_path):
    r = run(tmp_path, "--eval=X = 1\nbogus", makefile="all:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: --eval:2: missing separator\n"


# ------------------------------------------------ --warn-undefined-variables

WU = "--warn-undefined-variables"


def _warn(name, line=None):
    if line is None:
        return "minimake: warning: undefined variable '%s'" % name
    return "minimake: Makefile:%d: warning: undefined variable '%s'" % (line, name)


def test_warn_undefined_basic(tmp_path):
    r = run(tmp_path, WU, makefile="\n$(info [$(U1)])\n.PHONY: all\nall:;@:\n")
    assert r.rc == 0
    assert r.out == "[]\n"
    assert r.err_lines.count(_warn("U1", 2)) == 1


def test_no_warning_without_option(tmp_path):
    r = run(tmp_path, makefile="$(info [$(U1)])\n.PHONY: all\nall:;@:\n")
    assert r.err == ""


def test_warn_not_for_lookup_functions(tmp_path):
    mk = ("$(info $(origin U1) $(flavor U2) [$(value U3)])\nifdef U4\nendif\n"
          ".PHONY: all\nall:;@:\n")
    r = run(tmp_path, WU, makefile=mk)
    assert r.out == "undefined undefined []\n"
    for n in ("U1", "U2", "U3", "U4"):
        assert "'%s'" % n not in r.err


def test_warn_recursive_assignment_warns_at_expansion(tmp_path):
    mk = "X = $(U1)\nZ := $(X)\n.PHONY: all\nall:;@:\n"
    r = run(tmp_path, WU, makefile=mk)
    assert r.err_lines.count(_warn("U1", 2)) == 1
    assert _warn("U1", 1) not in r.err_lines


def test_warn_two_references_two_warnings(tmp_path):
    r = run(tmp_path, WU, makefile="$(info $(U1)$(U1))\n.PHONY: all\nall:;@:\n")
    assert r.err_lines.count(_warn("U1", 1)) == 2


def test_warn_substitution_reference(tmp_path):
    r = run(tmp_path, WU, makefile="$(info [$(U1:a=b)])\n.PHONY: all\nall:;@:\n")
    assert r.out == "[]\n"
    assert r.err_lines.count(_warn("U1", 1)) == 1


def test_warn_not_for_double_dollar(tmp_path):
    r = run(tmp_path, WU, makefile="X := $$(U1)\n$(info $(X))\n.PHONY: all\nall:;@:\n")
    assert r.out == "$(U1)\n"
    assert "'U1'" not in r.err


def test_warn_not_for_empty_command_line_variable(tmp_path):
    r = run(tmp_path, WU, "EV=", makefile="$(info [$(EV)])\n.PHONY: all\nall:;@:\n")
    assert r.out == "[]\n"
    assert "'EV'" not in r.err


def test_warn_not_for_automatic_variables(tmp_path):
    r = run(tmp_path, WU, makefile=".PHONY: all\nall:\n\t@echo \"[$<][$^][$@][$*]\"\n")
    assert r.out == "[][][all][]\n"
    for n in ("<", "^", "@", "*"):
        assert "undefined variable '%s'" % n not in r.err


def test_warn_call_parameter_beyond_arguments(tmp_path):
    mk = "f = $(1)$(2)\n$(info [$(call f,a)])\n.PHONY: all\nall:;@:\n"
    r = run(tmp_path, WU, makefile=mk)
    assert r.out == "[a]\n"
    assert r.err_lines.count(_warn("2", 2)) == 1
    assert "'1'" not in r.err


def test_warn_command_line_simple_assignment_no_location(tmp_path):
    r = run(tmp_path, WU, "X:=$(U1)", makefile=".PHONY: all\nall:;@:\n")
    assert r.rc == 0
    assert _warn("U1") in r.err_lines


def test_warn_in_recipe_has_recipe_location(tmp_path):
    r = run(tmp_path, WU, makefile=".PHONY: all\nall:\n\t@:\n\t@echo \"[$(U1)]\"\n")
    assert r.out == "[]\n"
    assert r.err_lines.count(_warn("U1", 4)) == 1


# --------------------------------------------------------------- --trace

def test_trace_phony(tmp_path):
    r = run(tmp_path, "--trace", makefile=".PHONY: all\nall:\n\t@echo hi\n")
    assert r.out == "Makefile:2: update target 'all' due to: target is phony\nhi\n"


def test_trace_prerequisites(tmp_path):
    write(tmp_path / "all", "", MID)
    write(tmp_path / "a", "", NEW)
    write(tmp_path / "b", "", OLD)
    write(tmp_path / "c", "", NEW)
    r = run(tmp_path, "--trace", makefile="all: a b c\n\t@:\n")
    assert r.out == "Makefile:1: update target 'all' due to: a c\n"


def test_trace_remade_prerequisite(tmp_path):
    write(tmp_path / "all", "", NEW)
    mk = "all: b\n\t@echo all\nb:\n\t@echo b\n"
    r = run(tmp_path, "--trace", makefile=mk)
    assert r.out == ("Makefile:3: update target 'b' due to: target does not exist\nb\n"
                     "Makefile:1: update target 'all' due to: b\nall\n")


def test_trace_pattern_rule_location(tmp_path):
    write(tmp_path / "f.y", "")
    mk = "all: f.x\n\t@:\n%.x: %.y\n\t@echo $@\n"
    r = run(tmp_path, "--trace", makefile=mk)
    assert r.out == ("Makefile:3: update target 'f.x' due to: target does not exist\nf.x\n"
                     "Makefile:1: update target 'all' due to: target does not exist\n")


def test_trace_default_rule_location(tmp_path):
    mk = "all: f\n\t@:\n.DEFAULT:\n\t@:\n"
    r = run(tmp_path, "--trace", makefile=mk)
    assert r.out == ("Makefile:3: update target 'f' due to: target does not exist\n"
                     "Makefile:1: update target 'all' due to: target does not exist\n")


def test_trace_double_colon_each_rule(tmp_path):
    r = run(tmp_path, "--trace", makefile="t::\n\t@echo 1\nt::\n\t@echo 2\n")
    assert r.out == ("Makefile:1: update target 't' due to: target does not exist\n1\n"
                     "Makefile:3: update target 't' due to: target does not exist\n2\n")


def test_trace_explicit_rule_with_recipe_location(tmp_path):
    r = run(tmp_path, "--trace", makefile="all: x\nall:\n\t@:\nx:\n\t@:\nall: y\ny:;@:\n")
    assert r.out_lines[-1] == "Makefile:2: update target 'all' due to: target does not exist"


def test_trace_not_for_recipeless_targets(tmp_path):
    r = run(tmp_path, "--trace", makefile="all: b\nb:\n")
    assert r.out == "minimake: nothing to be done for 'all'.\n"


def test_trace_not_suppressed_by_s(tmp_path):
    r = run(tmp_path, "--trace", "-s", makefile="all:\n\techo hi\n")
    assert r.out == "Makefile:1: update target 'all' due to: target does not exist\nhi\n"


def test_trace_with_n(tmp_path):
    r = run(tmp_path, "--trace", "-n", makefile="all:\n\t@echo hi\n")
    assert r.out == "Makefile:1: update target 'all' due to: target does not exist\necho hi\n"


def test_trace_with_t(tmp_path):
    r = run(tmp_path, "--trace", "-t", makefile="all:\n\t@echo hi\n")
    assert r.out == "Makefile:1: update target 'all' due to: target does not exist\ntouch all\n"


def test_trace_before_recipe_expansion(tmp_path):
    r = run(tmp_path, "--trace", makefile="all:\n\t@echo $(info side)x\n")
    assert r.out == ("Makefile:1: update target 'all' due to: target does not exist\n"
                     "side\nx\n")


def test_trace_builtin_rule(tmp_path):
    write(tmp_path / "x.c", "")
    r = run(tmp_path, "--trace", "-n", "x.o")
    assert r.rc == 0
    assert r.out == ("<builtin>:1: update target 'x.o' due to: target does not exist\n"
                     "cc   -c -o x.o x.c\n")


def test_trace_up_to_date_prints_nothing(tmp_path):
    write(tmp_path / "all", "")
    r = run(tmp_path, "--trace", makefile="all:\n\t@echo hi\n")
    assert r.out == "minimake: 'all' is up to date.\n"


def test_warn_not_for_empty_makefile_variable(tmp_path):
    r = run(tmp_path, WU, makefile="EMPTYV =\n$(info [$(EMPTYV)])\n.PHONY: all\nall:;@:\n")
    assert r.out == "[]\n"
    assert "'EMPTYV'" not in r.err
