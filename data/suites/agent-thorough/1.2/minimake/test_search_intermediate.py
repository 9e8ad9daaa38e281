"""Directory search (VPATH, vpath), extra prerequisites, intermediate files."""
import pytest

from conftest import run, write, OLD, MID, NEW

# --------------------------------------------------------------- VPATH


def test_vpath_variable_example(tmp_path):
    write(tmp_path / "src" / "prog.c", "")
    r = run(tmp_path, makefile="VPATH = src\nprog.o: prog.c\n\t@echo \"cc $<\"\n")
    assert r.rc == 0
    assert r.out == "cc src/prog.c\n"


def test_vpath_directive(tmp_path):
    write(tmp_path / "src" / "prog.c", "")
    r = run(tmp_path, makefile="vpath %.c src\nprog.o: prog.c\n\t@echo \"cc $< $^ $+ $?\"\n")
    assert r.out == "cc src/prog.c src/prog.c src/prog.c src/prog.c\n"


def test_vpath_directive_pattern_not_matching(tmp_path):
    write(tmp_path / "src" / "prog.c", "")
    r = run(tmp_path, makefile="vpath %.h src\nprog.o: prog.c\n\t@echo \"cc $<\"\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'prog.c', needed by 'prog.o'\n"


def test_vpath_directive_before_variable(tmp_path):
    write(tmp_path / "a" / "f.c", "")
    write(tmp_path / "b" / "f.c", "")
    r = run(tmp_path, makefile="VPATH = a\nvpath %.c b\nt: f.c\n\t@echo \"$<\"\n")
    assert r.out == "b/f.c\n"


def test_vpath_entries_in_order(tmp_path):
    write(tmp_path / "a" / "f.c", "")
    write(tmp_path / "b" / "f.c", "")
    r = run(tmp_path, makefile="vpath %.c b\nvpath f.% a\nt: f.c\n\t@echo \"$<\"\n")
    assert r.out == "b/f.c\n"


def test_vpath_directories_colon_split(tmp_path):
    write(tmp_path / "b" / "f.c", "")
    r = run(tmp_path, makefile="vpath %.c a:b\nt: f.c\n\t@echo \"$<\"\n")
    assert r.out == "b/f.c\n"


def test_vpath_variable_separators(tmp_path):
    write(tmp_path / "c" / "f.c", "")
    r = run(tmp_path, makefile="VPATH = :a::b c\nt: f.c\n\t@echo \"$<\"\n")
    assert r.out == "c/f.c\n"


def test_vpath_variable_expanded_at_search(tmp_path):
    write(tmp_path / "late" / "f.c", "")
    r = run(tmp_path, makefile="VPATH = $(D)\nt: f.c\n\t@echo \"$<\"\nD = late\n")
    assert r.out == "late/f.c\n"


def test_vpath_trailing_slash(tmp_path):
    write(tmp_path / "src" / "f.c", "")
    r = run(tmp_path, makefile="VPATH = src/\nt: f.c\n\t@echo \"$<\"\n")
    assert r.out == "src/f.c\n"


def test_vpath_found_file_time_used(tmp_path):
    write(tmp_path / "src" / "prog.c", "", OLD)
    write(tmp_path / "prog.o", "", NEW)
    r = run(tmp_path, makefile="VPATH = src\nprog.o: prog.c\n\t@echo \"cc $<\"\n")
    assert r.out == "minimake: 'prog.o' is up to date.\n"


def test_vpath_found_file_newer(tmp_path):
    write(tmp_path / "src" / "prog.c", "", NEW)
    write(tmp_path / "prog.o", "", OLD)
    r = run(tmp_path, makefile="VPATH = src\nprog.o: prog.c\n\t@echo \"cc $<\"\n")
    assert r.out == "cc src/prog.c\n"


def test_vpath_found_target_remade_locally(tmp_path):
    write(tmp_path / "src" / "x", "", OLD)
    write(tmp_path / "y", "", NEW)
    mk = "VPATH = src\nall: x\n\t@echo \"all [$^]\"\nx: y\n\t@echo \"make [$@]\"\n"
    r = run(tmp_path, makefile=mk)
    assert r.out == "make [x]\nall [x]\n"


def test_vpath_found_target_up_to_date_keeps_path(tmp_path):
    write(tmp_path / "src" / "x", "", NEW)
    write(tmp_path / "y", "", OLD)
    mk = "VPATH = src\nall: x\n\t@echo \"all [$^] [$(<D)] [$(<F)]\"\nx: y\n\t@echo \"make [$@]\"\n"
    r = run(tmp_path, makefile=mk)
    assert r.out == "all [src/x] [src] [x]\n"


def test_vpath_goal_searched(tmp_path):
    write(tmp_path / "src" / "f.c", "")
    r = run(tmp_path, "f.c", makefile="VPATH = src\nall:;@:\n")
    assert r.rc == 0
    assert r.out == "minimake: nothing to be done for 'f.c'.\n"


def test_vpath_local_file_preferred(tmp_path):
    write(tmp_path / "src" / "f.c", "")
    write(tmp_path / "f.c", "")
    r = run(tmp_path, makefile="VPATH = src\nt: f.c\n\t@echo \"$<\"\n")
    assert r.out == "f.c\n"


def test_vpath_remove_pattern(tmp_path):
    write(tmp_path / "src" / "f.c", "")
    r = run(tmp_path, makefile="vpath %.c src\nvpath %.c\nt: f.c\n\t@echo \"$<\"\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'f.c', needed by 't'\n"


def test_vpath_remove_all(tmp_path):
    write(tmp_path / "src" / "f.c", "")
    write(tmp_path / "src" / "g.h", "")
    r = run(tmp_path, makefile="vpath %.c src\nvpath %.h src\nvpath\nt: g.h\n\t@echo \"$<\"\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'g.h', needed by 't'\n"


def test_vpath_remove_only_exact_pattern(tmp_path):
    write(tmp_path / "src" / "f.c", "")
    r = run(tmp_path, makefile="vpath %.c src\nvpath f.%\nt: f.c\n\t@echo \"$<\"\n")
    assert r.out == "src/f.c\n"


def test_vpath_text_expanded(tmp_path):
    write(tmp_path / "src" / "f.c", "")
    r = run(tmp_path, makefile="P = %.c\nD = src\nvpath $(P) $(D)\nt: f.c\n\t@echo \"$<\"\n")
    assert r.out == "src/f.c\n"


def test_vpath_phony_not_searched(tmp_path):
    write(tmp_path / "src" / "p", "")
    r = run(tmp_path, makefile="VPATH = src\n.PHONY: p\nt: p\n\t@echo \"[$^]\"\n")
    assert r.out == "[p]\n"


def test_vpath_pattern_rule_prerequisite(tmp_path):
    write(tmp_path / "src" / "x.c", "")
    r = run(tmp_path, "x.o", makefile="VPATH = src\nall:;@:\n%.o: %.c\n\t@echo \"[$<] [$@]\"\n")
    assert r.out == "[src/x.c] [x.o]\n"


def test_vpath_order_only_shows_found_path(tmp_path):
    write(tmp_path / "src" / "o", "")
    r = run(tmp_path, makefile="VPATH = src\nt: | o\n\t@echo \"[$|]\"\n")
    assert r.out == "[src/o]\n"


# ---------------------------------------------------------- .EXTRA_PREREQS

def test_extra_prereqs_global(tmp_path):
    mk = ".EXTRA_PREREQS = x\nt: a\n\t@echo \"t [$^] [$<]\"\na:\n\t@echo a\nx:\n\t@echo x\n"
    r = run(tmp_path, "t", makefile=mk)
    assert r.out == "x\na\nt [a] [a]\n"


def test_extra_prereqs_target_specific(tmp_path):
    mk = "t: .EXTRA_PREREQS = x\nt: a\n\t@echo \"t [$^]\"\na:\n\t@echo a\nx:\n\t@echo x\n"
    r = run(tmp_path, "t", makefile=mk)
    assert r.out == "x\na\nt [a]\n"


def test_extra_prereqs_pattern_specific_not_used(tmp_path):
    mk = "t%: .EXTRA_PREREQS = x\nt: a\n\t@echo t\na:\n\t@echo a\nx:\n\t@echo x\n"
    r = run(tmp_path, "t", makefile=mk)
    assert r.out == "a\nt\n"


def test_extra_prereqs_make_out_of_date(tmp_path):
    write(tmp_path / "t", "", MID)
    write(tmp_path / "x", "", NEW)
    mk = ".EXTRA_PREREQS = x\nt:\n\t@echo \"t [$?] [$^]\"\n"
    r = run(tmp_path, "t", makefile=mk)
    assert r.out == "t [] []\n"


def test_extra_prereqs_older_no_remake(tmp_path):
    write(tmp_path / "t", "", MID)
    write(tmp_path / "x", "", OLD)
    mk = ".EXTRA_PREREQS = x\nt:\n\t@echo t\n"
    r = run(tmp_path, "t", makefile=mk)
    assert r.out == "minimake: 't' is up to date.\n"


def test_extra_prereqs_expanded_at_update(tmp_path):
    mk = ".EXTRA_PREREQS = $(E)\nt:\n\t@echo t\nx:\n\t@echo x\nE = x\n"
    assert run(tmp_path, "t", makefile=mk).out == "x\nt\n"


def test_extra_prereqs_not_added_to_itself(tmp_path):
    mk = ".EXTRA_PREREQS = x\nx:\n\t@echo x\n"
    r = run(tmp_path, "x", makefile=mk)
    assert r.rc == 0
    assert r.out == "x\n"
    assert r.err == ""


def test_extra_prereqs_not_for_double_colon(tmp_path):
    mk = ".EXTRA_PREREQS = x\nt::\n\t@echo t\nx:\n\t@echo x\n"
    assert run(tmp_path, "t", makefile=mk).out == "t\n"


def test_extra_prereqs_not_for_default_only(tmp_path):
    mk = ".EXTRA_PREREQS = x\nall: d\n\t@echo all\n.DEFAULT:\n\t@echo def $@\nx:\n\t@echo x\n"
    assert run(tmp_path, "all", makefile=mk).out == "x\ndef d\nall\n"


def test_extra_prereqs_pattern_rule_target(tmp_path):
    write(tmp_path / "f.y", "")
    mk = ".EXTRA_PREREQS = x\nall:;@:\n%.z: %.y\n\t@echo \"z [$^]\"\nx:\n\t@echo x\n"
    assert run(tmp_path, "f.z", makefile=mk).out == "x\nz [f.y]\n"


def test_extra_prereqs_missing_is_error(tmp_path):
    r = run(tmp_path, "t", makefile=".EXTRA_PREREQS = nofile\nt:\n\t@echo t\n")
    assert r.rc == 2
    assert r.err == "minimake: no rule to make target 'nofile', needed by 't'\n"


def test_extra_prereqs_not_in_print_database(tmp_path):
    r = run(tmp_path, "-p", "t", makefile=".EXTRA_PREREQS = x\nt: a\n\t@:\na x:;@:\n")
    assert "t: a" in r.out_lines


# ------------------------------------------------------- intermediate files

CHAIN = ("%.c: %.y\n\t@echo yacc $<; cp $< $@\n%.o: %.c\n\t@echo cc $<; cp $< $@\n"
         "prog: prog.o\n\t@echo link; touch $@\n")


def test_intermediate_deleted(tmp_path):
    write(tmp_path / "prog.y", "src")
    r = run(tmp_path, makefile=CHAIN)
    assert r.rc == 0
    assert r.out == "yacc prog.y\ncc prog.c\nlink\nrm prog.c\n"
    assert not (tmp_path / "prog.c").exists()
    assert (tmp_path / "prog.o").exists()


def test_intermediate_deleted_silently_with_s(tmp_path):
    write(tmp_path / "prog.y", "src")
    r = run(tmp_path, "-s", makefile=CHAIN)
    assert r.out == "yacc prog.y\ncc prog.c\nlink\n"
    assert not (tmp_path / "prog.c").exists()


def test_intermediate_silent_target_all(tmp_path):
    write(tmp_path / "prog.y", "src")
    r = run(tmp_path, makefile=CHAIN + ".SILENT:\n")
    assert r.out == "yacc prog.y\ncc prog.c\nlink\n"
    assert not (tmp_path / "prog.c").exists()


def test_intermediate_silent_with_prereqs_still_prints_rm(tmp_path):
    write(tmp_path / "prog.y", "src")
    r = run(tmp_path, makefile=CHAIN + ".SILENT: prog\n")
    assert r.out == "yacc prog.y\ncc prog.c\nlink\nrm prog.c\n"


@pytest.mark.parametrize("extra", [".SECONDARY: prog.c\n", ".SECONDARY:\n",
                                   ".PRECIOUS: prog.c\n"])
def test_intermediate_kept(tmp_path, extra):
    write(tmp_path / "prog.y", "src")
    r = run(tmp_path, makefile=CHAIN + extra)
    assert r.out == "yacc prog.y\ncc prog.c\nlink\n"
    assert (tmp_path / "prog.c").exists()


def test_intermediate_not_deleted_under_n(tmp_path):
    write(tmp_path / "prog.y", "src")
    r = run(tmp_path, "-n", makefile=CHAIN)
    assert r.out == ("echo yacc prog.y; cp prog.y prog.c\necho cc prog.c; cp prog.c prog.o\n"
                     "echo link; touch prog\n")


def test_intermediate_not_deleted_under_t(tmp_path):
    write(tmp_path / "prog.y", "src")
    r = run(tmp_path, "-t", makefile=CHAIN)
    assert r.out == "touch prog.c\ntouch prog.o\ntouch prog\n"
    assert (tmp_path / "prog.c").exists()


def test_explicit_intermediate(tmp_path):
    mk = "all: mid\n\t@echo all\nmid:\n\t@touch mid\n.INTERMEDIATE: mid\n"
    r = run(tmp_path, makefile=mk)
    assert r.out == "all\nrm mid\n"
    assert not (tmp_path / "mid").exists()


def test_mentioned_file_not_intermediate(tmp_path):
    write(tmp_path / "prog.y", "src")
    r = run(tmp_path, makefile=CHAIN + "other: prog.c\n")
    assert r.out == "yacc prog.y\ncc prog.c\nlink\n"
    assert (tmp_path / "prog.c").exists()


def test_notintermediate(tmp_path):
    write(tmp_path / "prog.y", "src")
    r = run(tmp_path, makefile=CHAIN + ".NOTINTERMEDIATE: prog.c\n")
    assert r.out == "yacc prog.y\ncc prog.c\nlink\n"
    assert (tmp_path / "prog.c").exists()


def test_notintermediate_without_prereqs(tmp_path):
    write(tmp_path / "prog.y", "src")
    r = run(tmp_path, makefile=CHAIN + ".NOTINTERMEDIATE:\n")
    assert r.out == "yacc prog.y\ncc prog.c\nlink\n"


def test_goal_never_intermediate(tmp_path):
    write(tmp_path / "prog.y", "src")
    r = run(tmp_path, "prog.c", "prog", makefile=CHAIN)
    assert r.out == "yacc prog.y\ncc prog.c\nlink\n"
    assert (tmp_path / "prog.c").exists()


def test_existing_intermediate_not_deleted(tmp_path):
    write(tmp_path / "prog.c", "old", OLD)
    write(tmp_path / "prog.y", "src", NEW)
    r = run(tmp_path, makefile=CHAIN)
    assert r.out == "yacc prog.y\ncc prog.c\nlink\n"
    assert (tmp_path / "prog.c").exists()


def test_missing_intermediate_not_remade(tmp_path):
    write(tmp_path / "prog.y", "src", OLD)
    write(tmp_path / "prog.o", "obj", MID)
    write(tmp_path / "prog", "", NEW)
    r = run(tmp_path, makefile=CHAIN)
    assert r.rc == 0
    assert r.out == "minimake: 'prog' is up to date.\n"
    assert not (tmp_path / "prog.c").exists()


def test_missing_intermediate_remade_when_source_newer(tmp_path):
    write(tmp_path / "prog.o", "obj", OLD)
    write(tmp_path / "prog.y", "src", MID)
    write(tmp_path / "prog", "", NEW)
    r = run(tmp_path, makefile=CHAIN)
    assert r.out == "yacc prog.y\ncc prog.c\nlink\nrm prog.c\n"


def test_missing_intermediate_remade_with_B(tmp_path):
    write(tmp_path / "prog.y", "src", OLD)
    write(tmp_path / "prog.o", "obj", MID)
    write(tmp_path / "prog", "", NEW)
    r = run(tmp_path, "-B", makefile=CHAIN)
    assert r.out == "yacc prog.y\ncc prog.c\nlink\nrm prog.c\n"


def test_several_intermediates_removed_in_order(tmp_path):
    write(tmp_path / "f.a", "")
    mk = ("all: f.d\n%.b: %.a\n\t@touch $@\n%.c: %.b\n\t@touch $@\n%.d: %.c\n\t@touch $@\n")
    r = run(tmp_path, makefile=mk)
    assert r.out == "rm f.b f.c\n"
    assert not (tmp_path / "f.b").exists()
    assert not (tmp_path / "f.c").exists()
    assert (tmp_path / "f.d").exists()


def test_intermediate_not_deleted_on_error_without_k(tmp_path):
    write(tmp_path / "prog.y", "src")
    r = run(tmp_path, makefile=CHAIN.replace("echo link; touch $@", "false"))
    assert r.rc == 2
    assert "rm prog.c" not in r.out_lines
    assert (tmp_path / "prog.c").exists()


def test_intermediate_deleted_after_errors_with_k(tmp_path):
    write(tmp_path / "prog.y", "src")
    r = run(tmp_path, "-k", makefile=CHAIN.replace("echo link; touch $@", "false"))
    assert r.rc == 2
    assert r.out_lines[-1] == "rm prog.c"
    assert not (tmp_path / "prog.c").exists()
