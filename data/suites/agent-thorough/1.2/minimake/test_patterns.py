"""Secondary expansion, static pattern rules, pattern rules, implicit rule search,
built-in rules and variables."""
import pytest

from conftest import run, write, ev, expand, OLD, MID, NEW

# ---------------------------------------------------- secondary expansion


def test_secondary_expansion_example(tmp_path):
    write(tmp_path / "main.c", "")
    write(tmp_path / "util.c", "")
    mk = ".SECONDEXPANSION:\nSRCS_prog = main.c util.c\nprog: $$(SRCS_$$@)\n\t@echo $^\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 0
    assert r.out == "main.c util.c\n"


def test_secondary_expansion_not_for_earlier_rules(tmp_path):
    mk = "a: $$X\n\t@echo a\n.SECONDEXPANSION:\nX = x\nx:;@:\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target '$X', needed by 'a'\n"


def test_secondary_expansion_end_of_reading_values(tmp_path):
    mk = ".SECONDEXPANSION:\np: $$(V)\n\t@echo \"[$^]\"\nV = late\nlate:;@:\nearly:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[late]\n"


def test_secondary_expansion_appended_after_existing(tmp_path):
    mk = ".SECONDEXPANSION:\np: $$(Y)\np: z\n\t@echo \"[$^]\"\nY = y\ny z:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[z y]\n"


def test_secondary_expansion_order_only(tmp_path):
    mk = ".SECONDEXPANSION:\nL = a | b\np: $$(L)\n\t@echo \"[$^] [$|]\"\na b:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[a] [b]\n"


def test_secondary_expansion_target_specific(tmp_path):
    mk = ".SECONDEXPANSION:\np: V = tv\np: $$(V)\n\t@echo \"[$^]\"\nV = gv\ntv gv:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[tv]\n"


def test_secondary_expansion_directory_form(tmp_path):
    mk = ".SECONDEXPANSION:\nsub/p: $$(@D)/dep $$(@F).x\n\t@echo \"[$^]\"\nsub/dep p.x:;@:\n"
    assert run(tmp_path, "sub/p", makefile=mk).out == "[sub/dep p.x]\n"


def test_secondary_expansion_other_automatic_undefined(tmp_path):
    mk = ".SECONDEXPANSION:\np: first $$<x\n\t@echo \"[$^]\"\nfirst x:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[first x]\n"


def test_secondary_expansion_not_for_static_pattern(tmp_path):
    mk = ".SECONDEXPANSION:\na.o: %.o: $$X\n\t@echo a\nX = x\nx:;@:\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target '$X', needed by 'a.o'\n"


def test_secondary_expansion_list_without_dollar_used_at_once(tmp_path):
    mk = ".SECONDEXPANSION:\nP = x\np: $(P)\n\t@echo \"[$^]\"\nP = y\nx y:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[x]\n"


def test_secondary_expansion_wait_removed(tmp_path):
    mk = ".SECONDEXPANSION:\nL = a .WAIT b\np: $$(L)\n\t@echo \"[$^]\"\na b:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[a b]\n"


# ---------------------------------------------------- static pattern rules

def test_static_pattern_example(tmp_path):
    write(tmp_path / "a.c", "")
    write(tmp_path / "b.c", "")
    mk = "OBJS = a.o b.o\nall: $(OBJS)\n$(OBJS): %.o: %.c\n\tcc -c $< -o $@\n"
    r = run(tmp_path, "-n", makefile=mk)
    assert r.rc == 0
    assert r.out == "cc -c a.c -o a.o\ncc -c b.c -o b.o\n"


def test_static_pattern_stem(tmp_path):
    mk = "a.o: %.o: %.c x\n\t@echo \"[$*] [$^]\"\na.c x:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[a] [a.c x]\n"


def test_static_pattern_no_match(tmp_path):
    r = run(tmp_path, makefile="all:;@:\na.o b.x: %.o: %.c\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: Makefile:2: target 'b.x' doesn't match the target pattern\n"


@pytest.mark.parametrize("line", ["a.o: x.o: %.c", "a.o: %.o b%: x"])
def test_static_pattern_no_percent(tmp_path, line):
    r = run(tmp_path, makefile="all:;@:\n" + line + "\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: target pattern contains no '%'\n"


def test_static_pattern_order_only_stem(tmp_path):
    mk = "a.o: %.o: %.c | %.d\n\t@echo \"[$^] [$|]\"\na.c a.d:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[a.c] [a.d]\n"


def test_static_pattern_no_prerequisites(tmp_path):
    mk = "a.o: %.o:\n\t@echo \"[$^] [$*]\"\n"
    assert run(tmp_path, makefile=mk).out == "[] [a]\n"


def test_static_pattern_directory(tmp_path):
    mk = "dir/a.o: dir/%.o: %.c\n\t@echo \"[$*] [$<]\"\na.c:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[a] [a.c]\n"


def test_static_pattern_only_first_percent(tmp_path):
    mk = "a.o: %.o: %.%\n\t@echo \"[$<]\"\na.%:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[a.%]\n"


def test_static_pattern_default_goal_first_only(tmp_path):
    mk = "b.o a.o: %.o:\n\t@echo \"[$@]\"\n"
    assert run(tmp_path, makefile=mk).out == "[b.o]\n"


# ------------------------------------------------------------ pattern rules

def test_pattern_rule_basic(tmp_path):
    write(tmp_path / "f.y", "")
    mk = "all: f.x\n%.x: %.y\n\t@echo \"[$@] [$<] [$*]\"\n"
    assert run(tmp_path, makefile=mk).out == "[f.x] [f.y] [f]\n"


def test_pattern_rule_without_recipe_not_used(tmp_path):
    write(tmp_path / "f.y", "")
    r = run(tmp_path, "f.x", makefile="all:;@:\n%.x: %.y\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'f.x'\n"


def test_pattern_matches_directory(tmp_path):
    write(tmp_path / "lib" / "x.c", "")
    mk = "all:;@:\n%.o: %.c\n\t@echo \"[$*] [$(*D)] [$(*F)] [$<]\"\n"
    assert run(tmp_path, "lib/x.o", makefile=mk).out == "[lib/x] [lib] [x] [lib/x.c]\n"


def test_pattern_prerequisite_cannot_be_made(tmp_path):
    r = run(tmp_path, "f.x", makefile="all:;@:\n%.x: %.y\n\t@echo no\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'f.x'\n"


def test_pattern_empty_stem_no_match(tmp_path):
    write(tmp_path / ".y", "")
    r = run(tmp_path, ".x", makefile="all:;@:\n%.x: %.y\n\t@echo no\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target '.x'\n"


def test_pattern_percent_matches_everything(tmp_path):
    write(tmp_path / "abc.src", "")
    mk = "all:;@:\n%: %.src\n\t@echo \"[$*]\"\n"
    assert run(tmp_path, "abc", makefile=mk).out == "[abc]\n"


def test_pattern_stem_from_middle(tmp_path):
    mk = "all:;@:\na%b:\n\t@echo \"[$*]\"\n"
    assert run(tmp_path, "axyb", makefile=mk).out == "[xy]\n"


def test_pattern_stem_with_slash_middle(tmp_path):
    mk = "all:;@:\nout/%.o:\n\t@echo \"[$*] [$(*D)] [$(*F)]\"\n"
    assert run(tmp_path, "out/d/x.o", makefile=mk).out == "[d/x] [d] [x]\n"


def test_pattern_several_target_patterns(tmp_path):
    mk = "all:;@:\n%.a %.b:\n\t@echo \"[$@]\"\n"
    assert run(tmp_path, "x.a", "y.b", makefile=mk).out == "[x.a]\n[y.b]\n"


def test_pattern_stem_inner_dots(tmp_path):
    write(tmp_path / "x.c.c", "")
    mk = "all:;@:\n%.o: %.c\n\t@echo \"[$*]\"\n"
    assert run(tmp_path, "x.c.o", makefile=mk).out == "[x.c]\n"


def test_pattern_prereq_first_percent_only(tmp_path):
    mk = "all:;@:\n%.x: %.%\n\t@echo \"[$<]\"\nf.%:;@:\n"
    assert run(tmp_path, "f.x", makefile=mk).out == "[f.%]\n"


def test_pattern_prereq_without_percent(tmp_path):
    write(tmp_path / "f.y", "")
    mk = "all:;@:\n%.x: %.y common\n\t@echo \"[$^]\"\ncommon:;@:\n"
    assert run(tmp_path, "f.x", makefile=mk).out == "[f.y common]\n"


# ---------------------------------------------------------- implicit search

def test_first_applicable_pattern_rule(tmp_path):
    write(tmp_path / "f.b", "")
    mk = "all:;@:\n%.x: %.a\n\t@echo from-a\n%.x: %.b\n\t@echo from-b\n%.x: %.c\n\t@echo from-c\n"
    assert run(tmp_path, "f.x", makefile=mk).out == "from-b\n"


def test_pattern_order_first_defined(tmp_path):
    write(tmp_path / "f.a", "")
    write(tmp_path / "f.b", "")
    mk = "all:;@:\n%.x: %.b\n\t@echo from-b\n%.x: %.a\n\t@echo from-a\n"
    assert run(tmp_path, "f.x", makefile=mk).out == "from-b\n"


def test_pattern_prerequisite_explicit_target(tmp_path):
    mk = "all:;@:\n%.x: %.y\n\t@echo \"[$<]\"\nf.y:\n\t@echo make-y\n"
    assert run(tmp_path, "f.x", makefile=mk).out == "make-y\n[f.y]\n"


def test_pattern_order_only_prerequisite_must_be_makeable(tmp_path):
    write(tmp_path / "f.y", "")
    mk = "all:;@:\n%.x: %.y | %.z\n\t@echo one\n%.x: %.y\n\t@echo two\n"
    assert run(tmp_path, "f.x", makefile=mk).out == "two\n"


def test_pattern_chain_intermediate(tmp_path):
    write(tmp_path / "f.a", "")
    mk = "all: f.c\n%.b: %.a\n\t@echo b; touch $@\n%.c: %.b\n\t@echo c; touch $@\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 0
    assert r.out == "b\nc\nrm f.b\n"
    assert not (tmp_path / "f.b").exists()
    assert (tmp_path / "f.c").exists()


def test_pattern_same_rule_not_used_twice(tmp_path):
    write(tmp_path / "f.b.b.b", "")
    mk = "all:;@:\n%.b: %.b.b\n\t@echo \"[$@]\"\n"
    r = run(tmp_path, "f.b", makefile=mk)
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'f.b'\n"


def _chain(n):
    lines = ["all:;@:"]
    for i in range(1, 10):
        lines.append("%%.%d: %%.%d\n\t@echo $@" % (i, i - 1))
    return "\n".join(lines) + "\n"


def test_pattern_chain_of_eight(tmp_path):
    write(tmp_path / "x.0", "")
    r = run(tmp_path, "-n", "x.8", makefile=_chain(9))
    assert r.rc == 0
    assert r.out == "".join("echo x.%d\n" % i for i in range(1, 9))


def test_pattern_chain_of_nine_too_long(tmp_path):
    write(tmp_path / "x.0", "")
    r = run(tmp_path, "-n", "x.9", makefile=_chain(9))
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'x.9'\n"


def test_pattern_prerequisites_before_explicit(tmp_path):
    write(tmp_path / "x.c", "")
    mk = "all: x.o\nx.o: extra\n%.o: %.c\n\t@echo \"[$<] [$^]\"\nextra:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[x.c] [x.c extra]\n"


def test_makefile_pattern_before_builtin(tmp_path):
    write(tmp_path / "x.c", "")
    mk = "all: x.o\n%.o: %.c\n\t@echo \"mine $<\"\n"
    assert run(tmp_path, makefile=mk).out == "mine x.c\n"


def test_phony_not_looked_up_in_pattern_rules(tmp_path):
    write(tmp_path / "x.y", "")
    mk = ".PHONY: x.x\nall:;@:\n%.x: %.y\n\t@echo pattern\n"
    r = run(tmp_path, "x.x", makefile=mk)
    assert r.rc == 0
    assert r.out == "minimake: nothing to be done for 'x.x'.\n"


# ------------------------------------------------------------- built-ins

@pytest.mark.parametrize("var,value", [
    ("AR", "ar"), ("ARFLAGS", "rv"), ("CC", "cc"), ("CXX", "c++"),
    ("CPP", "$(CC) -E"), ("RM", "rm -f"),
    ("COMPILE.c", "$(CC) $(CFLAGS) $(CPPFLAGS) -c"),
    ("COMPILE.cc", "$(CXX) $(CXXFLAGS) $(CPPFLAGS) -c"),
    ("LINK.o", "$(CC) $(LDFLAGS)"), ("OUTPUT_OPTION", "-o $@"),
])
def test_builtin_variable_values(tmp_path, var, value):
    r = ev(tmp_path, "$(value %s)|$(origin %s)|$(flavor %s)" % (var, var, var))
    assert r.out == "[%s|default|recursive]\n" % value


def test_builtin_cpp_expanded(tmp_path):
    assert expand(tmp_path, "$(CPP)") == "cc -E"


def test_R_removes_builtin_variables(tmp_path):
    r = ev(tmp_path, "$(origin CC)$(origin AR)$(origin OUTPUT_OPTION)", args=["-R"])
    assert r.out == "[undefinedundefinedundefined]\n"


def test_r_keeps_builtin_variables(tmp_path):
    r = ev(tmp_path, "$(CC)", args=["-r"])
    assert r.out == "[cc]\n"


def test_builtin_cc_rule(tmp_path):
    write(tmp_path / "x.c", "")
    r = run(tmp_path, "-n", "x.o")
    assert r.out == "cc   -c -o x.o x.c\n"


def test_builtin_cxx_rule(tmp_path):
    write(tmp_path / "x.cc", "")
    r = run(tmp_path, "-n", "x.o")
    assert r.out == "c++   -c -o x.o x.cc\n"


def test_builtin_link_rule(tmp_path):
    write(tmp_path / "x.o", "")
    r = run(tmp_path, "-n", "x")
    assert r.out == "cc  x.o  -o x\n"


def test_builtin_c_preferred_over_cc(tmp_path):
    write(tmp_path / "x.c", "")
    write(tmp_path / "x.cc", "")
    r = run(tmp_path, "-n", "x.o")
    assert r.out == "cc   -c -o x.o x.c\n"


def test_builtin_uses_variables(tmp_path):
    write(tmp_path / "x.c", "")
    r = run(tmp_path, "-n", "x.o", "CFLAGS=-O2", "CPPFLAGS=-DX", "CC=gcc")
    assert r.out == "gcc -O2 -DX -c -o x.o x.c\n"


def test_builtin_flags_from_environment(tmp_path):
    write(tmp_path / "x.c", "")
    r = run(tmp_path, "-n", "x.o", env={"CFLAGS": "-g"})
    assert r.out == "cc -g  -c -o x.o x.c\n"


def test_builtin_error_location(tmp_path):
    write(tmp_path / "x.c", "")
    r = run(tmp_path, "x.o", "CC=false")
    assert r.rc == 2
    assert r.out == "false   -c -o x.o x.c\n"
    assert r.err == "minimake: *** [<builtin>:1: x.o] Error 1\n"


def test_builtin_link_error_location(tmp_path):
    write(tmp_path / "x.o", "")
    r = run(tmp_path, "x", "CC=false")
    assert r.rc == 2
    assert r.err == "minimake: *** [<builtin>:3: x] Error 1\n"


def test_r_removes_builtin_rules(tmp_path):
    write(tmp_path / "x.c", "")
    r = run(tmp_path, "-r", "x.o")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'x.o'\n"


def test_R_removes_builtin_rules(tmp_path):
    write(tmp_path / "x.c", "")
    r = run(tmp_path, "-R", "x.o")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'x.o'\n"


def test_builtin_chain_with_makefile(tmp_path):
    write(tmp_path / "prog.c", "")
    r = run(tmp_path, "-n", makefile="all: prog\n")
    assert r.rc == 0
    assert r.out == "cc   -c -o prog.o prog.c\ncc  prog.o  -o prog\n"
