"""Makefile selection (-f, makefile/Makefile, stdin) and option -C."""
import os

from conftest import run, write, realdir


def test_lowercase_makefile_preferred(tmp_path):
    write(tmp_path / "makefile", "all:\n\t@echo lower\n")
    write(tmp_path / "Makefile", "all:\n\t@echo upper\n")
    r = run(tmp_path)
    assert r.rc == 0
    assert r.out == "lower\n"


def test_only_one_default_makefile_read(tmp_path):
    write(tmp_path / "makefile", "X = 1\nall:\n\t@echo \"[$(X)][$(Y)]\"\n")
    write(tmp_path / "Makefile", "Y = 2\n")
    r = run(tmp_path)
    assert r.out == "[1][]\n"


def test_capitalized_makefile_found(tmp_path):
    r = run(tmp_path, makefile="all:\n\t@echo upper\n")
    assert r.rc == 0
    assert r.out == "upper\n"


def test_default_makefile_name_in_locations(tmp_path):
    write(tmp_path / "makefile", "$(warning w)\nall:;@:\n")
    r = run(tmp_path)
    assert r.err == "minimake: makefile:1: warning: w\n"


def test_gnumakefile_not_used(tmp_path):
    write(tmp_path / "GNUmakefile", "all:\n\t@echo gnu\n")
    r = run(tmp_path)
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: no targets specified and no makefile found\n"


def test_no_makefile_no_goal(tmp_path):
    r = run(tmp_path)
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: no targets specified and no makefile found\n"


def test_no_makefile_existing_goal(tmp_path):
    write(tmp_path / "foo.txt", "x")
    r = run(tmp_path, "foo.txt")
    assert r.rc == 0
    assert r.out == "minimake: nothing to be done for 'foo.txt'.\n"
    assert r.err == ""


def test_no_makefile_missing_goal(tmp_path):
    r = run(tmp_path, "nope")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: no rule to make target 'nope'\n"


def test_no_makefile_builtin_rules(tmp_path):
    write(tmp_path / "prog.c", "int main(){return 0;}\n")
    r = run(tmp_path, "-n", "prog")
    assert r.rc == 0
    assert r.out == "cc   -c -o prog.o prog.c\ncc  prog.o  -o prog\n"


def test_missing_f_file(tmp_path):
    r = run(tmp_path, "-f", "nope.mk", makefile="all:\n\t@echo hi\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: cannot read makefile 'nope.mk': No such file or directory\n"


def test_f_file_name_in_locations_as_given(tmp_path):
    write(tmp_path / "b.mk", "\n$(warning w)\nall:;@:\n")
    r = run(tmp_path, "-f", "./b.mk")
    assert r.rc == 0
    assert r.err == "minimake: ./b.mk:2: warning: w\n"


def test_several_f_read_in_order_as_one(tmp_path):
    write(tmp_path / "a.mk", "X = 1\n$(info a)\n")
    write(tmp_path / "b.mk", "$(info b[$(X)])\nall:\n\t@echo \"[$(X)]\"\n")
    r = run(tmp_path, "-f", "a.mk", "-f", "b.mk")
    assert r.rc == 0
    assert r.out == "a\nb[1]\n[1]\n"


def test_several_f_order_reversed(tmp_path):
    write(tmp_path / "a.mk", "$(info a)\n")
    write(tmp_path / "b.mk", "$(info b)\nall:;@:\n")
    r = run(tmp_path, "-f", "b.mk", "-f", "a.mk")
    assert r.out == "b\na\n"


def test_default_goal_from_first_f_file(tmp_path):
    write(tmp_path / "a.mk", "one:\n\t@echo one\n")
    write(tmp_path / "b.mk", "two:\n\t@echo two\n")
    r = run(tmp_path, "-f", "b.mk", "-f", "a.mk")
    assert r.out == "two\n"


def test_f_stdin(tmp_path):
    r = run(tmp_path, "-f", "-", stdin="all:\n\t@echo stdin\n",
            makefile="all:\n\t@echo file\n")
    assert r.rc == 0
    assert r.out == "stdin\n"


def test_same_file_read_twice(tmp_path):
    write(tmp_path / "m", "X += a\nall:\n\t@echo \"[$(X)] [$(MAKEFILE_LIST)]\"\n")
    r = run(tmp_path, "-f", "m", "-f", "m")
    assert r.rc == 0
    assert r.out == "[a a] [m m]\n"
    assert r.err == "minimake: m:2: warning: overriding recipe for target 'all'\n"


def test_unreadable_f_stops_after_earlier_files(tmp_path):
    write(tmp_path / "a.mk", "$(info A)\n")
    write(tmp_path / "b.mk", "$(info B)\nall:\n\t@echo ran\n")
    r = run(tmp_path, "-f", "a.mk", "-f", "missing.mk", "-f", "b.mk")
    assert r.rc == 2
    assert r.out == "A\n"
    assert r.err == "minimake: cannot read makefile 'missing.mk': No such file or directory\n"


def test_f_missing_does_not_fall_back(tmp_path):
    r = run(tmp_path, "-f", "x.mk", makefile="all:\n\t@echo hi\n")
    assert r.rc == 2
    assert "hi" not in r.out


# ------------------------------------------------------------------ -C

def test_C_reads_makefile_there_and_runs_there(tmp_path):
    write(tmp_path / "sub" / "Makefile", "all:\n\t@echo hi > made\n")
    r = run(tmp_path, "-C", "sub", makefile="all:\n\t@echo top\n")
    assert r.rc == 0
    assert r.out == ""
    assert (tmp_path / "sub" / "made").read_text() == "hi\n"
    assert not (tmp_path / "made").exists()


def test_C_file_names_relative(tmp_path):
    write(tmp_path / "sub" / "Makefile", "all: src\n\t@echo built\n")
    write(tmp_path / "sub" / "src", "")
    r = run(tmp_path, "-C", "sub")
    assert r.rc == 0
    assert r.out == "built\n"


def test_C_applied_in_order(tmp_path):
    write(tmp_path / "a" / "b" / "Makefile", "all:\n\t@echo ab\n")
    write(tmp_path / "a" / "Makefile", "all:\n\t@echo a\n")
    r = run(tmp_path, "-C", "a", "-C", "b")
    assert r.out == "ab\n"


def test_C_relative_to_previous(tmp_path):
    write(tmp_path / "a" / "Makefile", "all:\n\t@echo a\n")
    write(tmp_path / "b" / "Makefile", "all:\n\t@echo b\n")
    r = run(tmp_path, "-C", "a", "-C", "../b")
    assert r.out == "b\n"


def test_C_after_operands(tmp_path):
    write(tmp_path / "sub" / "Makefile", "all:\n\t@echo sub\n")
    r = run(tmp_path, "all", "-C", "sub", makefile="all:\n\t@echo top\n")
    assert r.out == "sub\n"


def test_C_applies_before_f(tmp_path):
    write(tmp_path / "sub" / "x.mk", "all:\n\t@echo subx\n")
    write(tmp_path / "x.mk", "all:\n\t@echo topx\n")
    r = run(tmp_path, "-f", "x.mk", "-C", "sub")
    assert r.rc == 0
    assert r.out == "subx\n"


def test_C_missing_directory(tmp_path):
    r = run(tmp_path, "-C", "nope", makefile="all:\n\t@echo hi\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "minimake: cannot change to directory 'nope': No such file or directory\n"


def test_C_not_a_directory(tmp_path):
    write(tmp_path / "file.txt", "x")
    r = run(tmp_path, "-C", "file.txt", makefile="all:\n\t@echo hi\n")
    assert r.rc == 2
    assert r.err == "minimake: cannot change to directory 'file.txt': Not a directory\n"


def test_C_error_quotes_dir_as_given(tmp_path):
    (tmp_path / "a").mkdir()
    r = run(tmp_path, "-C", "a", "-C", "./zz/")
    assert r.rc == 2
    assert r.err == "minimake: cannot change to directory './zz/': No such file or directory\n"


def test_curdir_after_C(tmp_path):
    write(tmp_path / "a" / "b" / "Makefile", "all:\n\t@echo $(CURDIR)\n")
    r = run(tmp_path, "-C", "a", "-C", "b")
    assert r.out == realdir(tmp_path / "a" / "b") + "\n"


def test_curdir_without_C(tmp_path):
    r = run(tmp_path, makefile="$(info $(CURDIR))\nall:;@:\n")
    assert r.out == realdir(tmp_path) + "\n"


def test_curdir_origin_file(tmp_path):
    r = run(tmp_path, makefile="$(info $(origin CURDIR))\nall:;@:\n")
    assert r.out == "file\n"
