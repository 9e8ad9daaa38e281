"""include, remaking makefiles, special variables."""
import pytest

from conftest import run, ev, expand, write, realdir, OLD, NEW, MID

# ---------------------------------------------------------------- include


def test_include_variables_and_rules(tmp_path):
    write(tmp_path / "inc.mk", "X = fromi\nsub:\n\t@echo sub\n")
    r = run(tmp_path, makefile="all: sub\n\t@echo \"[$(X)]\"\ninclude inc.mk\n")
    assert r.rc == 0
    assert r.out == "sub\n[fromi]\n"


def test_include_read_at_that_point(tmp_path):
    write(tmp_path / "inc.mk", "$(info inc)\n")
    r = run(tmp_path, makefile="$(info before)\ninclude inc.mk\n$(info after)\nall:;@:\n")
    assert r.out == "before\ninc\nafter\n"


def test_include_default_goal_from_included(tmp_path):
    write(tmp_path / "inc.mk", "first:\n\t@echo first\n")
    r = run(tmp_path, makefile="include inc.mk\nall:\n\t@echo all\n")
    assert r.out == "first\n"


def test_include_several_in_order(tmp_path):
    write(tmp_path / "a.mk", "$(info a)\n")
    write(tmp_path / "b.mk", "$(info b)\n")
    r = run(tmp_path, makefile="include b.mk a.mk\nall:;@:\n")
    assert r.out == "b\na\n"


def test_include_names_expanded(tmp_path):
    write(tmp_path / "x.mk", "$(info x)\n")
    r = run(tmp_path, makefile="N = x\ninclude $(N).mk\nall:;@:\n")
    assert r.out == "x\n"


def test_include_missing_error_after_reading(tmp_path):
    r = run(tmp_path, makefile="include nope.mk\n$(info after)\nall:\n\t@echo ran\n")
    assert r.rc == 2
    assert r.out == "after\n"
    assert r.err == "minimake: Makefile:1: cannot include 'nope.mk': No such file or directory\n"


def test_include_missing_other_error_first(tmp_path):
    r = run(tmp_path, makefile="include nope.mk\nbogus line\nall:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: missing separator\n"


@pytest.mark.parametrize("kw", ["-include", "sinclude"])
def test_optional_include_missing_silent(tmp_path, kw):
    r = run(tmp_path, makefile="%s nope.mk\nall:\n\t@echo ok\n" % kw)
    assert r.rc == 0
    assert r.out == "ok\n"
    assert r.err == ""


@pytest.mark.parametrize("kw", ["-include", "sinclude"])
def test_optional_include_existing_read(tmp_path, kw):
    write(tmp_path / "inc.mk", "X = 1\n")
    r = run(tmp_path, makefile="%s nope.mk inc.mk\nall:\n\t@echo \"[$(X)]\"\n" % kw)
    assert r.out == "[1]\n"


def test_include_nested_too_deeply(tmp_path):
    r = run(tmp_path, makefile="include Makefile\nall:;@:\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err.startswith("minimake: ")
    assert r.err.endswith("includes nested too deeply\n")
    assert len(r.err_lines) == 1


def test_include_moderate_nesting_ok(tmp_path):
    for i in range(10):
        write(tmp_path / ("n%d.mk" % i), "include n%d.mk\n" % (i + 1))
    write(tmp_path / "n10.mk", "X = deep\n")
    r = run(tmp_path, makefile="include n0.mk\nall:\n\t@echo $(X)\n")
    assert r.rc == 0
    assert r.out == "deep\n"


def test_included_file_cannot_close_conditional(tmp_path):
    write(tmp_path / "inc.mk", "endif\n")
    r = run(tmp_path, makefile="ifeq (a,a)\ninclude inc.mk\nall:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: inc.mk:1: extraneous 'endif'\n"


def test_included_file_unclosed_conditional(tmp_path):
    write(tmp_path / "inc.mk", "X = 1\nifeq (a,a)\n")
    r = run(tmp_path, makefile="include inc.mk\nendif\nall:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: inc.mk:2: missing 'endif'\n"


def test_include_ends_rule(tmp_path):
    write(tmp_path / "e.mk", "")
    r = run(tmp_path, makefile="all:\n\t@echo a\ninclude e.mk\n\t@echo b\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:4: recipe commences before first target\n"


def test_include_empty_expansion_does_nothing(tmp_path):
    r = run(tmp_path, makefile="include $(NOTHING)\nall:\n\t@echo ok\n")
    assert r.rc == 0
    assert r.out == "ok\n"


def test_include_names_expanded_when_read(tmp_path):
    write(tmp_path / "early.mk", "$(info early)\n")
    write(tmp_path / "late.mk", "$(info late)\n")
    r = run(tmp_path, makefile="N = early\ninclude $(N).mk\nN = late\nall:;@:\n")
    assert r.out == "early\n"


def test_include_same_file_twice(tmp_path):
    write(tmp_path / "a.mk", "X += a\n")
    r = run(tmp_path, makefile="include a.mk a.mk\ninclude a.mk\nall:\n\t@echo \"[$(X)] $(MAKEFILE_LIST)\"\n")
    assert r.out == "[a a a] Makefile a.mk a.mk a.mk\n"


def test_include_no_wildcards(tmp_path):
    write(tmp_path / "x.mk", "$(info x)\n")
    r = run(tmp_path, makefile="include *.mk\nall:;@:\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: Makefile:1: cannot include '*.mk': No such file or directory\n"


def test_include_only_first_missing_reported(tmp_path):
    r = run(tmp_path, makefile="include m1.mk m2.mk\ninclude m3.mk\nall:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:1: cannot include 'm1.mk': No such file or directory\n"


def test_include_error_location_in_included_file(tmp_path):
    write(tmp_path / "inc.mk", "X = 1\n\nbogus\n")
    r = run(tmp_path, makefile="include inc.mk\nall:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: inc.mk:3: missing separator\n"


def test_include_nested_missing_in_included(tmp_path):
    write(tmp_path / "inc.mk", "\ninclude deeper.mk\n")
    r = run(tmp_path, makefile="include inc.mk\nall:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: inc.mk:2: cannot include 'deeper.mk': No such file or directory\n"


def test_included_unterminated_define(tmp_path):
    write(tmp_path / "inc.mk", "define V\nabc\n")
    r = run(tmp_path, makefile="include inc.mk\nendef\nall:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: inc.mk:1: missing 'endef', unterminated 'define'\n"


def test_include_subdirectory_file(tmp_path):
    write(tmp_path / "d" / "inc.mk", "$(info $(lastword $(MAKEFILE_LIST)))\n")
    r = run(tmp_path, makefile="include d/inc.mk\nall:;@:\n")
    assert r.out == "d/inc.mk\n"


# ------------------------------------------------------ remaking makefiles

GEN_MK = ("all:\n\t@echo \"[$(X)] [$(MAKE_RESTARTS)]\"\ninclude gen.mk\n"
          "gen.mk:\n\techo 'X = 1' > gen.mk\n")


def test_generated_include_restarts(tmp_path):
    r = run(tmp_path, makefile=GEN_MK)
    assert r.rc == 0
    assert r.out == "echo 'X = 1' > gen.mk\n[1] [1]\n"
    assert r.err == ""


def test_generated_optional_include_restarts(tmp_path):
    r = run(tmp_path, makefile=GEN_MK.replace("include", "-include"))
    assert r.rc == 0
    assert r.out == "echo 'X = 1' > gen.mk\n[1] [1]\n"


def test_no_remaking_under_n(tmp_path):
    r = run(tmp_path, "-n", makefile=GEN_MK)
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: Makefile:3: cannot include 'gen.mk': No such file or directory\n"
    assert not (tmp_path / "gen.mk").exists()


def test_no_remaking_under_q(tmp_path):
    r = run(tmp_path, "-q", makefile=GEN_MK.replace("include", "-include"))
    assert r.rc == 1
    assert not (tmp_path / "gen.mk").exists()


def test_no_remaking_under_t(tmp_path):
    r = run(tmp_path, "-t", makefile=GEN_MK.replace("include", "-include"))
    assert r.rc == 0
    assert r.out == "touch all\n"
    assert not (tmp_path / "gen.mk").exists()


def test_up_to_date_included_file_no_message(tmp_path):
    write(tmp_path / "src", "", OLD)
    write(tmp_path / "inc.mk", "X = 1\n", NEW)
    mk = "all:\n\t@echo \"[$(X)]\"\ninclude inc.mk\ninc.mk: src\n\t@echo remake\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 0
    assert r.out == "[1]\n"


def test_out_of_date_included_file_remade(tmp_path):
    write(tmp_path / "src", "", NEW)
    write(tmp_path / "inc.mk", "X = old\n", OLD)
    mk = "all:\n\t@echo \"[$(X)]\"\ninclude inc.mk\ninc.mk: src\n\t@echo 'X = new' > inc.mk\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 0
    assert r.out == "[new]\n"


def test_makefile_itself_remade(tmp_path):
    write(tmp_path / "Makefile.in", "all:\n\t@echo new\n", NEW)
    write(tmp_path / "Makefile",
          "all:\n\t@echo old\nMakefile: Makefile.in\n\tcp Makefile.in Makefile\n", OLD)
    r = run(tmp_path)
    assert r.rc == 0
    assert r.out == "cp Makefile.in Makefile\nnew\n"


def test_restart_w_messages_once(tmp_path):
    d = realdir(tmp_path)
    r = run(tmp_path, "-w", makefile=GEN_MK)
    assert r.rc == 0
    assert r.out == ("minimake: Entering directory '%s'\necho 'X = 1' > gen.mk\n[1] [1]\n"
                     "minimake: Leaving directory '%s'\n" % (d, d))


def test_include_rule_not_creating_file(tmp_path):
    mk = "all:\n\t@echo ran\ninclude gen.mk\ngen.mk:\n\t@echo trying\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 2
    assert r.out == "trying\n"
    assert r.err == "minimake: Makefile:3: cannot include 'gen.mk': No such file or directory\n"


def test_phony_include_not_remade(tmp_path):
    mk = "all:\n\t@echo \"[$(X)]\"\n-include gen.mk\n.PHONY: gen.mk\ngen.mk:\n\techo 'X = 1' > gen.mk\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 0
    assert r.out == "[]\n"
    assert not (tmp_path / "gen.mk").exists()


def test_double_colon_no_prereq_include_not_remade(tmp_path):
    mk = "all:\n\t@echo \"[$(X)]\"\n-include gen.mk\ngen.mk::\n\techo 'X = 1' > gen.mk\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 0
    assert r.out == "[]\n"
    assert not (tmp_path / "gen.mk").exists()


def test_stdin_makefile_not_remade(tmp_path):
    r = run(tmp_path, "-f", "-", stdin="all:\n\t@echo ok\n-:\n\t@echo remade-stdin\n")
    assert r.rc == 0
    assert r.out == "ok\n"


# ------------------------------------------------------ special variables

def test_makefile_list(tmp_path):
    write(tmp_path / "inc.mk", "$(info [$(MAKEFILE_LIST)] $(lastword $(MAKEFILE_LIST)))\n")
    r = run(tmp_path, makefile="$(info [$(MAKEFILE_LIST)])\ninclude inc.mk\nall:;@:\n")
    assert r.out == "[Makefile]\n[Makefile inc.mk] inc.mk\n"


def test_makefile_list_with_f(tmp_path):
    write(tmp_path / "a.mk", "$(info [$(MAKEFILE_LIST)])\n")
    write(tmp_path / "b.mk", "$(info [$(MAKEFILE_LIST)])\nall:;@:\n")
    r = run(tmp_path, "-f", "a.mk", "-f", "b.mk")
    assert r.out == "[a.mk]\n[a.mk b.mk]\n"


def test_makecmdgoals(tmp_path):
    mk = "$(info [$(MAKECMDGOALS)] $(origin MAKECMDGOALS))\na b:;@:\n"
    assert run(tmp_path, "b", "X=1", "a", makefile=mk).out == "[b a] default\n"


def test_makecmdgoals_empty_with_default(tmp_path):
    mk = "$(info [$(MAKECMDGOALS)])\na:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[]\n"


def test_makecmdgoals_repeated(tmp_path):
    mk = "$(info [$(MAKECMDGOALS)])\na:;@:\n"
    assert run(tmp_path, "a", "a", makefile=mk).out == "[a a]\nminimake: 'a' is up to date.\n"


def test_variables_list_sorted(tmp_path):
    r = ev(tmp_path, "$(.VARIABLES)", pre="zz_v = 1\nAA_v = 2\n_m = 3\n")
    words = r.out[1:-2].split()
    assert words == sorted(words, key=lambda w: w.encode())
    for n in ("zz_v", "AA_v", "_m", "CC", "MAKE", "SHELL"):
        assert n in words


def test_variables_list_filtered(tmp_path):
    r = ev(tmp_path, "$(filter zz_v AA_v _m CC FOO,$(.VARIABLES))",
           pre="zz_v = 1\nAA_v = 2\n_m = 3\n", env={"FOO": "f"})
    assert r.out == "[AA_v CC FOO _m zz_v]\n"


def test_variables_list_computed_at_reference(tmp_path):
    mk = "$(info [$(filter LATE,$(.VARIABLES))])\nLATE = 1\n$(info [$(filter LATE,$(.VARIABLES))])\nall:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[]\n[LATE]\n"


def test_variables_list_origin(tmp_path):
    assert expand(tmp_path, "$(origin .VARIABLES)") == "undefined"


def test_variables_list_no_builtins_under_R(tmp_path):
    r = ev(tmp_path, "$(filter CC SHELL,$(.VARIABLES))", args=["-R"])
    assert r.out == "[SHELL]\n"


def test_variables_can_be_assigned(tmp_path):
    assert expand(tmp_path, "$(.VARIABLES)", pre=".VARIABLES = mine\n") == "mine"


def test_shellstatus_undefined_initially(tmp_path):
    assert expand(tmp_path, "$(origin .SHELLSTATUS)") == "undefined"


def test_shellstatus_after_shell(tmp_path):
    assert expand(tmp_path, "$(shell exit 4)$(.SHELLSTATUS)") == "4"


def test_shellstatus_last_one(tmp_path):
    assert expand(tmp_path, "$(shell exit 4)$(shell true)$(.SHELLSTATUS)") == "0"


def test_default_goal_empty_while_reading(tmp_path):
    mk = "a:;@echo a\n$(info [$(.DEFAULT_GOAL)])\n"
    assert run(tmp_path, makefile=mk).out == "[]\na\n"


def test_default_goal_assigned_before_rules(tmp_path):
    mk = ".DEFAULT_GOAL = b\n$(info [$(.DEFAULT_GOAL)])\na:;@echo a\nb:;@echo b\n"
    assert run(tmp_path, makefile=mk).out == "[b]\nb\n"


def test_default_goal_several_words(tmp_path):
    mk = ".DEFAULT_GOAL = b a\na:;@echo a\nb:;@echo b\n"
    assert run(tmp_path, makefile=mk).out == "b\na\n"


def test_default_goal_empty_value_usual_choice(tmp_path):
    mk = "a:;@echo a\nb:;@echo b\n.DEFAULT_GOAL =\n"
    assert run(tmp_path, makefile=mk).out == "a\n"


def test_default_goal_from_command_line(tmp_path):
    mk = "a:;@echo a\nb:;@echo b\n"
    assert run(tmp_path, ".DEFAULT_GOAL=b", makefile=mk).out == "b\n"


def test_makecmdgoals_assignable(tmp_path):
    assert expand(tmp_path, "$(MAKECMDGOALS)", pre="MAKECMDGOALS = mine\n") == "mine"


def test_shell_and_shellflags_defaults(tmp_path):
    r = ev(tmp_path, "$(SHELL) $(.SHELLFLAGS) $(origin SHELL) $(flavor .SHELLFLAGS)")
    assert r.out == "[/bin/sh -c default recursive]\n"


def test_shell_defined_under_R(tmp_path):
    r = ev(tmp_path, "$(SHELL) $(.SHELLFLAGS)", args=["-R"])
    assert r.out == "[/bin/sh -c]\n"
