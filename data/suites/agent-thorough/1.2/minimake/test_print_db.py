"""Option -p (--print-data-base)."""
from conftest import run, write

HEADERS = ["# variables", "# rules", "# pattern rules", "# vpath"]
SKIP_VARS = ("CURDIR ", "MAKEFILE_LIST ", ".SHELLSTATUS ")


def sections(out):
    lines = [l for l in out.split("\n") if l != ""]
    idx = [lines.index(h) for h in HEADERS]
    assert idx == sorted(idx)
    res = {}
    for i, h in enumerate(HEADERS):
        end = idx[i + 1] if i + 1 < len(HEADERS) else None
        if end is None:
            # the vpath part ends at the first line not starting with "vpath "
            part = []
            for l in lines[idx[i] + 1:]:
                if l.startswith("vpath "):
                    part.append(l)
                else:
                    break
            res[h] = part
        else:
            res[h] = lines[idx[i] + 1:end]
    return res


def user_vars(out):
    return [l for l in sections(out)["# variables"] if not l.startswith(SKIP_VARS)]


def test_p_headers_present_even_when_empty(tmp_path):
    r = run(tmp_path, "-p", makefile="all:\n\t@echo hi\n")
    assert r.rc == 0
    lines = [l for l in r.out.split("\n") if l]
    for h in HEADERS:
        assert h in lines
    s = sections(r.out)
    assert s["# pattern rules"] == []
    assert s["# vpath"] == []


def test_p_printed_before_goals_updated(tmp_path):
    r = run(tmp_path, "-p", makefile="$(info reading)\nall:\n\t@echo ran\n")
    lines = [l for l in r.out.split("\n") if l]
    assert lines[0] == "reading"
    assert lines[1] == "# variables"
    assert lines[-1] == "ran"


def test_p_variables_sorted_and_formatted(tmp_path):
    mk = ("zeta = $(Y)\nAlpha := a b\nmid = 1\n_u = u\n"
          "all:\n\t@:\n")
    r = run(tmp_path, "-p", makefile=mk)
    assert user_vars(r.out) == ["Alpha := a b", "_u = u", "mid = 1", "zeta = $(Y)"]


def test_p_variables_sorted_including_curdir(tmp_path):
    r = run(tmp_path, "-p", makefile="ZZ = 1\nAA = 2\nall:;@:\n")
    names = [l.split(" ")[0] for l in sections(r.out)["# variables"]]
    assert "CURDIR" in names
    assert "MAKEFILE_LIST" in names
    assert names == sorted(names)


def test_p_override_private_and_command_line(tmp_path):
    mk = ("override O = o\nprivate P := p\noverride private Q = q\nall:;@:\n")
    r = run(tmp_path, "-p", "C=c", "D:=d", makefile=mk)
    assert user_vars(r.out) == ["C = c", "D := d", "override O = o",
                                "private P := p", "override private Q = q"]


def test_p_excludes_environment_and_default(tmp_path):
    r = run(tmp_path, "-p", makefile="all:;@:\n", env={"ENVVAR": "e"})
    vs = sections(r.out)["# variables"]
    names = [l.split(" ")[0] for l in vs]
    assert "ENVVAR" not in names
    assert "CC" not in names
    assert "MAKE" not in names
    assert "SHELL" not in names


def test_p_multiline_variable(tmp_path):
    mk = "define ML\nl1\nl2\nendef\ndefine MS :=\ns1\ns2\nendef\nall:;@:\n"
    r = run(tmp_path, "-p", makefile=mk)
    assert user_vars(r.out) == ["define ML", "l1", "l2", "endef",
                                "define MS :=", "s1", "s2", "endef"]


def test_p_rules_order_and_format(tmp_path):
    mk = "all: b a | o\nb:\n\t@echo b\n\techo two\na:\n\t@echo a\no:;@:\n"
    r = run(tmp_path, "-p", makefile=mk)
    assert sections(r.out)["# rules"] == [
        "all: b a | o", "b:", "\t@echo b", "\techo two", "a:", "\t@echo a", "o:", "\t@:"]


def test_p_prerequisites_of_several_rules_joined(tmp_path):
    mk = "all: x\nall: y\nx:;@:\ny:;@:\n"
    r = run(tmp_path, "-p", makefile=mk)
    assert sections(r.out)["# rules"] == ["all: x y", "x:", "\t@:", "y:", "\t@:"]


def test_p_target_specific_variables(tmp_path):
    mk = "all: Z = 1\nall: A := 2\nall: M += 3\nall:\n\t@:\n"
    r = run(tmp_path, "-p", makefile=mk)
    assert sections(r.out)["# rules"] == [
        "all: A := 2", "all: M += 3", "all: Z = 1", "all:", "\t@:"]


def test_p_target_specific_without_rule(tmp_path):
    mk = "all:\n\t@:\nfoo: V = 1\n"
    r = run(tmp_path, "-p", makefile=mk)
    assert "foo: V = 1" in sections(r.out)["# rules"]


def test_p_double_colon_blocks(tmp_path):
    mk = "log:: a\n\t@echo a\nlog:: b\n\t@echo b\na:;@:\nb:;@:\n"
    r = run(tmp_path, "-p", makefile=mk)
    rules = sections(r.out)["# rules"]
    assert rules[:4] == ["log:: a", "\t@echo a", "log:: b", "\t@echo b"]


def test_p_static_pattern_as_explicit(tmp_path):
    mk = "a.o b.o: %.o: %.c\n\tcc $<\n"
    write(tmp_path / "a.c", "")
    write(tmp_path / "b.c", "")
    r = run(tmp_path, "-p", "-q", makefile=mk)
    assert sections(r.out)["# rules"] == ["a.o: a.c", "\tcc $<", "b.o: b.c", "\tcc $<"]


def test_p_continued_recipe_line(tmp_path):
    mk = "all:\n\techo a \\\n\tb\n"
    r = run(tmp_path, "-p", "-q", makefile=mk)
    assert sections(r.out)["# rules"] == ["all:", "\techo a \\", "\tb"]


def test_p_pattern_rules_and_pattern_variables(tmp_path):
    mk = ("all:;@:\n%.o: CF = x\n%.o: AB := y\n%.x %.y: %.c | %.d\n\tcc $<\n"
          "%.q:\n\t@q\n")
    r = run(tmp_path, "-p", makefile=mk)
    assert sections(r.out)["# pattern rules"] == [
        "%.o: AB := y", "%.o: CF = x", "%.x %.y: %.c | %.d", "\tcc $<", "%.q:", "\t@q"]


def test_p_no_builtin_pattern_rules(tmp_path):
    r = run(tmp_path, "-p", makefile="all:;@:\n")
    assert sections(r.out)["# pattern rules"] == []


def test_p_vpath_entries(tmp_path):
    mk = "vpath %.c src lib\nvpath %.h inc:other\nall:;@:\n"
    r = run(tmp_path, "-p", makefile=mk)
    assert sections(r.out)["# vpath"] == ["vpath %.c src:lib", "vpath %.h inc:other"]


def test_p_with_q_exit_status(tmp_path):
    r = run(tmp_path, "-p", "-q", makefile="all:\n\t@echo hi\n")
    assert r.rc == 1
    assert "# variables" in r.out_lines
    assert "hi" not in r.out_lines


def test_p_then_continues(tmp_path):
    r = run(tmp_path, "-p", makefile="all:\n\t@echo hi\n")
    assert r.rc == 0
    assert r.out_lines[-1] == "hi"


def test_p_semicolon_recipe(tmp_path):
    r = run(tmp_path, "-p", makefile="all: ; @echo hi\n")
    assert sections(r.out)["# rules"] == ["all:", "\t@echo hi"]


def test_p_secondary_expansion_list(tmp_path):
    mk = ".SECONDEXPANSION:\np: x $$(V)\np: y\n\t@:\nx y:;@:\n"
    r = run(tmp_path, "-p", "-q", makefile=mk)
    assert "p: x $(V) y" in sections(r.out)["# rules"]
