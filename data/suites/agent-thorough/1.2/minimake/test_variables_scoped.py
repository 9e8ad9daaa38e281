"""Target-specific and pattern-specific variables, automatic variables, D/F forms,
archive members."""
import pytest

from conftest import run, write, OLD, MID, NEW

# ---------------------------------------------------- target-specific


def test_target_specific_only_for_target(tmp_path):
    mk = "X = g\nall: X = t\nall: dep\n\t@echo \"all [$(X)]\"\ndep:\n\t@echo \"dep [$(X)]\"\n"
    assert run(tmp_path, makefile=mk).out == "dep [g]\nall [t]\n"


def test_target_specific_not_in_rule_lines_or_assignments(tmp_path):
    mk = "all: X = t\nY := [$(X)]\nall:\n\t@echo \"$(Y)\"\n"
    assert run(tmp_path, makefile=mk).out == "[]\n"


def test_target_specific_shell_assign_error(tmp_path):
    r = run(tmp_path, makefile="all: X != echo a\nall:;@:\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:1: '!=' is not allowed in a target-specific assignment\n"


def test_target_specific_simple_expanded_when_read(tmp_path):
    mk = "Y = early\nall: X := $(Y)\nY = late\nall:\n\t@echo \"[$(X)]\"\n"
    assert run(tmp_path, makefile=mk).out == "[early]\n"


def test_target_specific_recursive_in_recipe_scope(tmp_path):
    mk = "Y = g\nall: X = <$(Y)>\nall: Y = t\nall:\n\t@echo \"[$(X)]\"\n"
    assert run(tmp_path, makefile=mk).out == "[<t>]\n"


def test_target_specific_conditional_global_defined(tmp_path):
    mk = "X = g\nall: X ?= t\nall:\n\t@echo \"[$(X)]\"\n"
    assert run(tmp_path, makefile=mk).out == "[g]\n"


def test_target_specific_conditional_undefined(tmp_path):
    mk = "all: X ?= t\nall:\n\t@echo \"[$(X)]\"\n"
    assert run(tmp_path, makefile=mk).out == "[t]\n"


def test_target_specific_conditional_target_defined(tmp_path):
    mk = "all: X = first\nall: X ?= second\nall:\n\t@echo \"[$(X)]\"\n"
    assert run(tmp_path, makefile=mk).out == "[first]\n"


def test_target_specific_append_to_global(tmp_path):
    mk = "X = g\nall: X += t\nall:\n\t@echo \"[$(X)]\"\n"
    assert run(tmp_path, makefile=mk).out == "[g t]\n"


def test_target_specific_append_global_later_value(tmp_path):
    mk = "X = g\nall: X += t\nX = h\nall:\n\t@echo \"[$(X)]\"\n"
    assert run(tmp_path, makefile=mk).out == "[h t]\n"


def test_target_specific_append_undefined_global(tmp_path):
    mk = "all: X += t\nall:\n\t@echo \"[$(X)]\"\n"
    assert run(tmp_path, makefile=mk).out == "[t]\n"


def test_target_specific_append_simple_global_expands_now(tmp_path):
    mk = "X := g\nW = 1\nall: X += $(W)\nW = 2\nall:\n\t@echo \"[$(X)]\"\n"
    assert run(tmp_path, makefile=mk).out == "[g 1]\n"


def test_target_specific_several_targets(tmp_path):
    mk = "a b: X = ab\na b:\n\t@echo \"$@ [$(X)]\"\n"
    assert run(tmp_path, "a", "b", makefile=mk).out == "a [ab]\nb [ab]\n"


def test_target_specific_automatic_variable(tmp_path):
    mk = "all: x = <$@>\nall:\n\t@echo \"$(x)\"\n"
    assert run(tmp_path, makefile=mk).out == "<all>\n"


def test_target_specific_command_line_ignored(tmp_path):
    r = run(tmp_path, "X=c", makefile="all: X = t\nall:\n\t@echo \"[$(X)]\"\n")
    assert r.out == "[c]\n"


def test_target_specific_shell_variable(tmp_path):
    mk = "all: SHELL = /bin/echo\nall:\n\t@hello\n"
    assert run(tmp_path, makefile=mk).out == "-c hello\n"


# ---------------------------------------------------- pattern-specific

PSV = ("CFLAGS = -O2\n%.o: CFLAGS += -c\ndebug/%.o: CFLAGS = -g\n"
       "all:;@:\n%.o:\n\t@echo \"$@ [$(CFLAGS)]\"\nother:\n\t@echo \"$@ [$(CFLAGS)]\"\n")


def test_pattern_specific_example(tmp_path):
    r = run(tmp_path, "x.o", "debug/y.o", "other", makefile=PSV)
    assert r.out == "x.o [-O2 -c]\ndebug/y.o [-g]\nother [-O2]\n"


def test_pattern_specific_order_of_use(tmp_path):
    mk = "F = a\n%.o: F += b\nx%: F += c\nall: x.o\nx.o:\n\t@echo \"[$(F)]\"\n"
    assert run(tmp_path, makefile=mk).out == "[a b c]\n"


def test_pattern_specific_below_target_specific(tmp_path):
    mk = "x.o: V = t\n%.o: V = p\nx.o:\n\t@echo \"[$(V)]\"\n"
    assert run(tmp_path, makefile=mk).out == "[t]\n"


def test_pattern_specific_conditional(tmp_path):
    mk = "W = g\n%.o: V ?= p\n%.o: W ?= p\nx.o:\n\t@echo \"[$(V)] [$(W)]\"\n"
    assert run(tmp_path, makefile=mk).out == "[p] [g]\n"


def test_pattern_specific_empty_stem(tmp_path):
    mk = "all:;@:\n%.o: V = p\n.o:\n\t@echo \"[$(V)]\"\n"
    assert run(tmp_path, ".o", makefile=mk).out == "[p]\n"


def test_pattern_specific_with_default_rule(tmp_path):
    mk = "all: x.q\n%.q: V = p\n.DEFAULT:\n\t@echo \"$@ [$(V)]\"\n"
    assert run(tmp_path, makefile=mk).out == "x.q [p]\n"


def test_pattern_specific_mixed_words(tmp_path):
    mk = "a %.o: V = m\nall: a x.o\na x.o:\n\t@echo \"$@ [$(V)]\"\n"
    assert run(tmp_path, makefile=mk).out == "a [m]\nx.o [m]\n"


def test_pattern_specific_pattern_rule_recipe(tmp_path):
    write(tmp_path / "f.y", "")
    mk = "all: f.x\n%.x: V = p\n%.x: %.y\n\t@echo \"[$(V)]\"\n"
    assert run(tmp_path, makefile=mk).out == "[p]\n"


# ---------------------------------------------------- automatic variables

def test_automatic_variables_basic(tmp_path):
    mk = "t: a b a | o\n\t@echo \"[$@] [$<] [$^] [$+] [$|] [$?] [$*] [$%]\"\na b o:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[t] [a] [a b] [a b a] [o] [a b] [] []\n"


def test_automatic_duplicates_over_rules(tmp_path):
    mk = "a: b\na: c b\n\t@echo \"[$^] [$+]\"\nb c:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[b c] [b c b]\n"


def test_question_mark_only_newer(tmp_path):
    write(tmp_path / "t", "", MID)
    write(tmp_path / "a", "", NEW)
    write(tmp_path / "b", "", OLD)
    write(tmp_path / "c", "", NEW)
    mk = "t: c b a c\n\t@echo \"[$?]\"\n"
    assert run(tmp_path, makefile=mk).out == "[c a]\n"


def test_question_mark_includes_recipeless_missing(tmp_path):
    write(tmp_path / "t", "", NEW)
    write(tmp_path / "s", "", OLD)
    mk = "t: s r\n\t@echo \"[$?]\"\nr:\n"
    assert run(tmp_path, makefile=mk).out == "[r]\n"


def test_question_mark_all_when_missing(tmp_path):
    write(tmp_path / "a", "", OLD)
    assert run(tmp_path, makefile="t: a\n\t@echo \"[$?]\"\n").out == "[a]\n"


def test_question_mark_phony(tmp_path):
    write(tmp_path / "a", "", OLD)
    write(tmp_path / "t", "", NEW)
    assert run(tmp_path, makefile=".PHONY: t\nt: a\n\t@echo \"[$?]\"\n").out == "[a]\n"


def test_stem_empty_for_explicit(tmp_path):
    assert run(tmp_path, makefile="a.o:\n\t@echo \"[$*]\"\n").out == "[]\n"


def test_automatic_not_defined_outside_recipes(tmp_path):
    mk = "X := [$@][$<]\nall: b\n\t@echo \"$(X)\"\nb:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[][]\n"


def test_first_prerequisite_empty_without_prereqs(tmp_path):
    assert run(tmp_path, makefile="all:\n\t@echo \"[$<][$^][$?]\"\n").out == "[][][]\n"


def test_automatic_origin_and_flavor(tmp_path):
    mk = "all: x\n\t@echo \"$(origin @) $(flavor @) $(origin <) [$(value @)]\"\nx:;@:\n"
    assert run(tmp_path, makefile=mk).out == "automatic simple automatic [all]\n"


# ---------------------------------------------------------- D and F forms

def test_dir_file_forms_example(tmp_path):
    write(tmp_path / "lib" / "util.c", "")
    mk = "lib/util.o: lib/util.c\n\t@echo \"$(@D) $(@F) $(<F) $(<D)\"\n"
    assert run(tmp_path, makefile=mk).out == "lib util.o util.c lib\n"


@pytest.mark.parametrize("target,d,f", [
    ("./x", ".", "x"),
    ("//x", "/", "x"),
    ("/x", "/", "x"),
    ("a/", "a", ""),
    ("x", ".", "x"),
    ("a/b/c", "a/b", "c"),
])
def test_dir_file_forms_cases(tmp_path, target, d, f):
    mk = "all:;@:\n%s:\n\t@echo \"[$(@D)] [$(@F)]\"\n" % target
    r = run(tmp_path, target, makefile=mk)
    assert r.rc == 0
    assert r.out == "[%s] [%s]\n" % (d, f)


def test_dir_form_of_list(tmp_path):
    mk = "t: a/b c d/e | o/p q\n\t@echo \"[$(^D)] [$(^F)] [$(|D)] [$(|F)] [$(+D)]\"\na/b c d/e o/p q:;@:\n"
    assert run(tmp_path, makefile=mk).out == "[a . d] [b c e] [o .] [p q] [a . d]\n"


def test_dir_form_of_empty(tmp_path):
    assert run(tmp_path, makefile="t:\n\t@echo \"[$(<D)][$(^F)][$(*D)]\"\n").out == "[][][]\n"


def test_question_mark_forms(tmp_path):
    mk = "t: x/y\n\t@echo \"[$(?D)] [$(?F)]\"\nx/y:\n\t@:\n"
    assert run(tmp_path, makefile=mk).out == "[x] [y]\n"


# ---------------------------------------------------------- archive members

def ar_archive(members, longnames=None, symtab=False):
    def hdr(name, date, size):
        return (name.ljust(16) + str(date).ljust(12) + "0".ljust(6) + "0".ljust(6)
                + "100644".ljust(8) + str(size).ljust(10) + "`\n").encode()
    out = b"!<arch>\n"

    def add(name, date, data):
        nonlocal out
        out += hdr(name, date, len(data)) + data
        if len(data) % 2:
            out += b"\n"
    if symtab:
        add("/", 0, b"\x00\x00\x00\x00")
    if longnames is not None:
        add("//", 0, longnames)
    for name, date, data in members:
        add(name, date, data)
    return out


def test_archive_member_up_to_date(tmp_path):
    write(tmp_path / "lib.a", ar_archive([("a.o/", NEW, b"xx")]))
    write(tmp_path / "a.o", "", OLD)
    r = run(tmp_path, "lib.a(a.o)")
    assert r.rc == 0
    assert r.out == "minimake: 'lib.a(a.o)' is up to date.\n"


def test_archive_member_out_of_date_builtin(tmp_path):
    write(tmp_path / "lib.a", ar_archive([("a.o/", OLD, b"xx")]))
    write(tmp_path / "a.o", "", NEW)
    r = run(tmp_path, "-n", "lib.a(a.o)")
    assert r.rc == 0
    assert r.out == "ar rv lib.a a.o\n"


def test_archive_member_missing_from_archive(tmp_path):
    write(tmp_path / "lib.a", ar_archive([("b.o/", NEW, b"xx")]))
    write(tmp_path / "a.o", "", OLD)
    r = run(tmp_path, "-n", "lib.a(a.o)")
    assert r.out == "ar rv lib.a a.o\n"


def test_archive_missing(tmp_path):
    write(tmp_path / "a.o", "", OLD)
    r = run(tmp_path, "-n", "lib.a(a.o)")
    assert r.out == "ar rv lib.a a.o\n"


def test_archive_not_an_archive(tmp_path):
    write(tmp_path / "lib.a", "just text\n")
    write(tmp_path / "a.o", "", OLD)
    r = run(tmp_path, "-n", "lib.a(a.o)")
    assert r.out == "ar rv lib.a a.o\n"


def test_archive_member_space_terminated_name(tmp_path):
    write(tmp_path / "lib.a", ar_archive([("a.o", NEW, b"x")]))
    write(tmp_path / "a.o", "", OLD)
    r = run(tmp_path, "lib.a(a.o)")
    assert r.out == "minimake: 'lib.a(a.o)' is up to date.\n"


def test_archive_symbol_table_skipped(tmp_path):
    write(tmp_path / "lib.a", ar_archive([("a.o/", NEW, b"xx")], symtab=True))
    write(tmp_path / "a.o", "", OLD)
    r = run(tmp_path, "lib.a(a.o)")
    assert r.out == "minimake: 'lib.a(a.o)' is up to date.\n"


def test_archive_long_name(tmp_path):
    longname = "averyveryverylongname.o"
    table = ("other_long_member_name.o/\n" + longname + "/\n").encode()
    off = len("other_long_member_name.o/\n")
    write(tmp_path / "lib.a", ar_archive([("/%d" % off, NEW, b"xx")], longnames=table))
    write(tmp_path / longname, "", OLD)
    r = run(tmp_path, "lib.a(%s)" % longname)
    assert r.out == "minimake: 'lib.a(%s)' is up to date.\n" % longname


def test_archive_member_time_whole_seconds(tmp_path):
    write(tmp_path / "lib.a", ar_archive([("a.o/", NEW, b"xx")]))
    import os
    write(tmp_path / "a.o", "")
    os.utime(str(tmp_path / "a.o"), ns=(NEW * 10**9 + 500_000_000,) * 2)
    r1 = run(tmp_path, "-n", "lib.a(a.o)")
    assert r1.out == "ar rv lib.a a.o\n"
    r2 = run(tmp_path, "-n", "lib.a(a.o)", makefile=".LOW_RESOLUTION_TIME: lib.a(a.o)\n")
    assert r2.out == "minimake: 'lib.a(a.o)' is up to date.\n"


def test_archive_automatic_variables(tmp_path):
    r = run(tmp_path, makefile="lib.a(m.o):\n\t@echo \"[$@] [$%]\"\n")
    assert r.out == "[lib.a] [m.o]\n"


def test_archive_member_list(tmp_path):
    write(tmp_path / "a.o", "")
    write(tmp_path / "b.o", "")
    mk = "AR = @echo\nlib.a: lib.a(a.o b.o)\n\t@echo \"[$^]\"\n"
    r = run(tmp_path, makefile=mk)
    assert r.rc == 0
    assert r.out == "rv lib.a a.o\nrv lib.a b.o\n[lib.a(a.o) lib.a(b.o)]\n"


def test_archive_unterminated_list(tmp_path):
    r = run(tmp_path, makefile="all:;@:\nlib.a: lib.a(a.o b.o\n")
    assert r.rc == 2
    assert r.err == "minimake: Makefile:2: unterminated archive member list 'lib.a('\n"


def test_archive_member_not_touched(tmp_path):
    data = ar_archive([("a.o/", OLD, b"xx")])
    write(tmp_path / "lib.a", data, MID)
    write(tmp_path / "a.o", "", NEW)
    r = run(tmp_path, "-t", "lib.a(a.o)")
    assert r.rc == 0
    assert "touch" not in r.out
    assert (tmp_path / "lib.a").read_bytes() == data
