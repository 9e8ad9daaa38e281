USAGE = "Usage: minimake [OPTION]... [TARGET | NAME=VALUE]...\n"


def test_version(mk):
    r = mk(None, "-v")
    assert r.rc == 0
    assert r.out == "minimake 1.2\n"


def test_unknown_short_option(mk):
    r = mk("all:\n\t@echo ran\n", "-x")
    assert r.rc == 2
    assert r.err == "minimake: unknown option '-x'\n" + USAGE
    assert "ran" not in r.out


def test_missing_option_argument(mk):
    r = mk("all:\n\t@echo ran\n", "-f")
    assert r.rc == 2
    assert r.err == "minimake: option '-f' requires an argument\n" + USAGE


def test_long_option_disallows_argument(mk):
    r = mk("all:\n\t@echo ran\n", "--jobs=4")
    assert r.rc == 2
    assert r.err == "minimake: option '--jobs' doesn't allow an argument\n" + USAGE


def test_cannot_read_makefile(mk):
    r = mk(None, "-f", "nope.mk")
    assert r.rc == 2
    assert r.err == "minimake: cannot read makefile 'nope.mk': No such file or directory\n"


def test_no_makefile_no_goal(mk):
    r = mk(None)
    assert r.rc == 2
    assert r.err == "minimake: no targets specified and no makefile found\n"


def test_directory_option(mk):
    (mk.dir / "sub").mkdir()
    (mk.dir / "sub" / "Makefile").write_text("all:\n\t@echo in sub; pwd\n")
    r = mk(None, "-C", "sub")
    assert r.rc == 0
    lines = r.out.splitlines()
    assert "in sub" in lines
    assert lines[lines.index("in sub") + 1].endswith("/sub")


def test_file_option_and_mixed_order(mk):
    (mk.dir / "build.mk").write_text("a:\n\t@echo A\nb:\n\t@echo B\n")
    r = mk(None, "b", "-fbuild.mk", "a")
    assert r.rc == 0
    assert r.out == "B\nA\n"


def test_command_line_variable_overrides_makefile(mk):
    r = mk("X = file\nall:\n\t@echo $(X)\n", "X=cmd")
    assert r.rc == 0
    assert r.out == "cmd\n"
