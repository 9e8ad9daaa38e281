"""Includes, search path, imports, syntax check, inheritance, blocks, recursion limit."""
import pytest

from conftest import run, render, out, fails, fails_msg, locate, TNAME


# ---------------------------------------------------------------- includes

INC = {"inc.txt": "[{{ v }}]", "set.txt": "{% set z = 1 %}", "bad.txt": "ab\n{{ 1/0 }}", "badsyn.txt": "{% if %}"}


@pytest.mark.parametrize("tpl,expected", [
    ('{% set v = 1 %}{% include "inc.txt" %}', "[1]"),
    ('{% set v = 1 %}{% include ["missing.txt", "inc.txt"] %}', "[1]"),
    ('a{% include "nope.txt" ignore missing %}b', "ab"),
    ('a{% include ["n1", "n2"] ignore missing %}b', "ab"),
    ('{% set v = 1 %}{% include "inc.txt" without context %}', "[]"),
    ('{% set v = 1 %}{% include "inc.txt" with context %}', "[1]"),
    ('{% include "inc.txt" with v = 5 %}', "[5]"),
    ('{% include "inc.txt" with a = 1, v = a + 1 %}', "[2]"),
    ('{% set v = 1 %}{% include "inc.txt" with v = v + 10 %}{{ v }}', "[11]1"),
    ('{% for v in [1, 2] %}{% include "inc.txt" %}{% endfor %}', "[1][2]"),
    ('{% include "set.txt" %}{{ z is defined }}', "false"),
    ('{% set n = "inc.txt" %}{% set v = 3 %}{% include n %}', "[3]"),
    ('{% include "nope.txt" ignore missing with v = 1/0 %}ok', "ok"),
    ('{% include "inc.txt" ignore missing with v = 9 %}', "[9]"),
    ('{% if false %}{% include "badsyn.txt" %}{% endif %}ok', "ok"),
    ('{% include "inc.txt" %}{% include "inc.txt" %}', "[][]"),
    ('{% macro m() %}{% include "inc.txt" %}{% endmacro %}{% set v = 7 %}{{ m() }}', "[7]"),
])
def test_include(tpl, expected):
    assert out(tpl, files=INC) == expected


def test_include_without_context_sees_globals():
    assert out('{% set v = 1 %}{% include "inc.txt" without context %}', "-D", "v=G", files=INC) == "[G]"


def test_include_inherits_autoescape_block():
    assert out('{% autoescape true %}{% include "inc.txt" %}{% endautoescape %}', files=INC, v={"v": "<"}) == "[&lt;]"


def test_include_inherits_autoescape_option():
    assert out('{% include "inc.txt" %}', "-e", files=INC, v={"v": "<"}) == "[&lt;]"


def test_include_literal_text_not_escaped():
    assert out('{% include "lit.txt" %}', "-e", files={"lit.txt": "<b>"}) == "<b>"


def test_include_with_trailing_newline():
    assert out('a{% include "nl.txt" %}b', files={"nl.txt": "x\n"}) == "ax\nb"


@pytest.mark.parametrize("tpl,msg,at", [
    ("{% include 5 %}", "template name must be a string, not number", "5"),
    ('{% include ["inc.txt", 1] %}', "template name must be a string, not number", "["),
    ("{% include none %}", "template name must be a string, not none", "none"),
    ('{% include "nope.txt" %}', "template 'nope.txt' not found", '"'),
    ('{% include ["a.txt", "b.txt"] %}', "none of the templates 'a.txt', 'b.txt' found", "["),
    ('x\n  {% include "nope.txt" %}', "template 'nope.txt' not found", '"'),
])
def test_include_errors(tpl, msg, at):
    fails(tpl, msg, at, files=INC)


def test_include_error_inside_included():
    fails('{% include "bad.txt" %}', "division by zero", "/", name="bad.txt", src=INC["bad.txt"], files=INC)


def test_include_syntax_error_inside_included():
    fails('x{% include "badsyn.txt" %}', "unexpected end of tag", "%}", name="badsyn.txt", src=INC["badsyn.txt"], files=INC)


def test_include_undefined_name_lenient():
    fails_msg("{% include x %}", "template name must be a string, not undefined", files=INC)


# ---------------------------------------------------------------- search path

def test_search_path_first_dir_wins():
    r = run(["-I", "d1", "-I", "d2", TNAME], files={TNAME: '{% include "x.txt" %}', "d1/x.txt": "one", "d2/x.txt": "two"})
    assert (r.rc, r.out) == (0, "one"), r


def test_search_path_second_dir():
    r = run(["-I", "d1", "-I", "d2", TNAME], files={TNAME: '{% include "y.txt" %}', "d1/x.txt": "one", "d2/y.txt": "two"})
    assert (r.rc, r.out) == (0, "two"), r


def test_search_path_long_option():
    r = run(["--include-path", "d1", TNAME], files={TNAME: '{% include "x.txt" %}', "d1/x.txt": "one"})
    assert (r.rc, r.out) == (0, "one"), r


def test_search_path_replaces_template_dir():
    r = run(["-I", "d1", TNAME], files={TNAME: '{% include "x.txt" %}', "x.txt": "local", "d1/x.txt": "one"})
    assert (r.rc, r.out) == (0, "one"), r


def test_search_path_not_found_in_template_dir_when_I_given():
    r = run(["-I", "d1", TNAME], files={TNAME: '{% include "x.txt" %}', "x.txt": "local", "d1/y.txt": ""})
    assert r.rc == 1
    assert r.err == "stencil: t.txt:1:12: template 'x.txt' not found\n"


def test_search_path_subdirectory_name():
    r = run(["-I", "d1", TNAME], files={TNAME: '{% include "sub/x.txt" %}', "d1/sub/x.txt": "deep"})
    assert (r.rc, r.out) == (0, "deep"), r


def test_search_path_error_name_as_written():
    r = run(["-I", "d1", TNAME], files={TNAME: '{% include "sub/x.txt" %}', "d1/sub/x.txt": "{{ 1/0 }}"})
    assert r.err == "stencil: sub/x.txt:1:5: division by zero\n", r


def test_default_search_dir_is_template_dir():
    r = run(["d/main.txt"], files={"d/main.txt": '{% include "inc.txt" %}', "d/inc.txt": "in-d", "inc.txt": "in-cwd"})
    assert (r.rc, r.out) == (0, "in-d"), r


def test_stdin_search_dir_is_cwd():
    r = run(["-"], files={"inc.txt": "in-cwd"}, stdin='{% include "inc.txt" %}')
    assert (r.rc, r.out) == (0, "in-cwd"), r


def test_search_path_skips_directories():
    r = run(["-I", "d1", "-I", "d2", TNAME], files={TNAME: '{% include "x.txt" %}', "d1/x.txt": None, "d2/x.txt": "file"})
    assert (r.rc, r.out) == (0, "file"), r


def test_search_path_directory_only_not_found():
    r = run([TNAME], files={TNAME: '{% include "sub" %}', "sub": None})
    assert r.rc == 1
    assert r.err == "stencil: t.txt:1:12: template 'sub' not found\n"


# ---------------------------------------------------------------- imports

LIB = {
    "lib.txt": "TEXT{% macro hi(n) %}Hi {{ n }}{% endmacro %}{% set v = 5 %}{% set _p = 1 %}",
    "lib2.txt": "{% set a = 1 %}{% macro m() %}{% endmacro %}{% set a = 3 %}",
    "lib3.txt": "{% set seen = g ~ '/' ~ (loc is defined) %}",
    "lib4.txt": "{% set a = 1 %}{% macro m() %}{{ a }}{% endmacro %}",
    "lib5.txt": "{% if true %}{% set i1 = 1 %}{% endif %}{% for x in [1] %}{% set f1 = 1 %}{% endfor %}",
    "lib6.txt": '{% import "lib.txt" as l %}{% set own = 1 %}',
    "lib7.txt": "{% increment c %}",
    "lib8.txt": "{% from 'lib.txt' import hi %}",
    "lib9.txt": "{% case 1 %}{% when 1 %}{% set w = 'W' %}{% endcase %}{% with %}{% set hidden = 1 %}{% endwith %}",
}


@pytest.mark.parametrize("tpl,expected", [
    ('{% import "lib.txt" as l %}{{ l.hi("x") }}{{ l.v }}{{ l._p is defined }}', "Hi x5false"),
    ('{% from "lib.txt" import hi, v as w %}{{ hi("y") }}{{ w }}', "Hi y5"),
    ('{% from "lib.txt" import hi, %}{{ hi("z") }}', "Hi z"),
    ('{% import "lib2.txt" as l %}{{ l }}', '{"a":3,"m":null}'),
    ('{% import "lib2.txt" as l %}{{ l|list }}', '["a","m"]'),
    ('a{% import "lib.txt" as l %}b', "ab"),
    ('{% from "lib4.txt" import m %}{% set a = 100 %}{{ m() }}', "1"),
    ('{% import "lib4.txt" as l %}{% set l.a = 100 %}{{ l.m() }}{{ l.a }}', "1100"),
    ('{% import "lib5.txt" as l %}{{ l|list }}', '["i1"]'),
    ('{% import "lib9.txt" as l %}{{ l|list }}', '["w"]'),
    ('{% import "lib6.txt" as c %}{{ c.l.v }}{{ c.own }}', "51"),
    ('{% import "lib8.txt" as c %}{{ c.hi("q") }}', "Hi q"),
    ('{% for i in [1] %}{% import "lib.txt" as l %}{% endfor %}{{ l is defined }}', "false"),
    ('{% if false %}{% import "nope.txt" as n %}{% endif %}ok', "ok"),
    ('{% set n = "lib.txt" %}{% import n as l %}{{ l.v }}', "5"),
    ('{% import "lib.txt" as l %}{% set l.v = 9 %}{{ l.v }}', "9"),
    ('{% import "lib7.txt" as a %}{% import "lib7.txt" as b %}{% increment c %}', "2"),
    ('{% import "lib.txt" as l %}{{ l._p is undefined }}', "true"),
    ('{% macro m() %}{% import "lib.txt" as l %}{{ l.v }}{% endmacro %}{{ m() }}{{ l is defined }}', "5false"),
])
def test_import(tpl, expected):
    assert out(tpl, files=LIB) == expected


def test_import_sees_globals_not_importer():
    assert out('{% set loc = 1 %}{% import "lib3.txt" as l %}{{ l.seen }}', "-D", "g=G", files=LIB) == "G/false"


def test_import_sees_data_file_globals():
    files = dict(LIB)
    files["d.json"] = '{"g": "D"}'
    assert out('{% import "lib3.txt" as l %}{{ l.seen }}', "-d", "d.json", files=files) == "D/false"


@pytest.mark.parametrize("tpl,msg,at", [
    ('{% from "lib.txt" import nope %}', "template 'lib.txt' does not export 'nope'", "nope"),
    ('{% from "lib.txt" import hi, _p %}', "template 'lib.txt' does not export '_p'", "_p"),
    ('{% import "nope.txt" as n %}', "template 'nope.txt' not found", '"'),
    ('{% from "nope.txt" import a %}', "template 'nope.txt' not found", '"'),
    ("{% import 5 as n %}", "template name must be a string, not number", "5"),
    ('{% import "lib.txt" %}', "unexpected end of tag", "%}"),
    ('{% from "lib.txt" import %}', "unexpected end of tag", "%}"),
])
def test_import_errors(tpl, msg, at):
    fails(tpl, msg, at, files=LIB)


# ---------------------------------------------------------------- syntax check

def check(tpl, *args, files=None):
    return render(tpl, "--check", *args, files=files)


@pytest.mark.parametrize("tpl", [
    "plain", "", "{{ 1/0 }}", "{{ x.y.z }}", "{{ nope() }}", '{% include "missing.txt" %}',
    '{% extends "missing.txt" %}', '{% import "missing.txt" as m %}', '{% include "badsyn.txt" %}',
    "{% for x in 5 %}{% endfor %}",
])
def test_check_passes(tpl):
    r = check(tpl, files=INC)
    assert (r.rc, r.out, r.err) == (0, "", ""), r


def test_check_strict_undefined_passes():
    r = check("{{ x }}", "--strict")
    assert (r.rc, r.out, r.err) == (0, "", ""), r


@pytest.mark.parametrize("tpl,msg,at", [
    ("{% if %}{% endif %}", "unexpected end of tag", "%}"),
    ("{{ x|nope }}", "unknown filter 'nope'", "nope"),
    ("{{ x is nope }}", "unknown test 'nope'", "nope"),
    ("{% block a %}{% endblock %}{% block a %}{% endblock %}", "block 'a' defined twice", ("a %", 1)),
    ("{% macro m(a, a) %}{% endmacro %}", "duplicate parameter 'a'", "a)"),
    ("{% break %}", "'break' outside of a loop", "{%"),
    ("{% for x in y %}", "unexpected end of template, expected 'endfor'", "{%"),
    ("{% raw %}x", "unexpected end of template, expected 'endraw'", "{%"),
    ("{{ 'abc }}", "unterminated string", "'"),
])
def test_check_reports_syntax_errors(tpl, msg, at):
    r = check(tpl)
    line, col = locate(tpl, at)
    assert r.err == "stencil: t.txt:%d:%d: %s\n" % (line, col, msg), r
    assert r.rc == 1 and r.out == ""


def test_check_line_statement_syntax():
    r = check("# for x in y\n", "--line-statement-prefix", "#")
    assert r.rc == 1
    assert r.err == "stencil: t.txt:1:1: unexpected end of template, expected 'endfor'\n"


def test_check_data_error():
    r = run(["--check", "-d", "nope.json", TNAME], files={TNAME: "x"})
    assert r.rc == 3
    assert r.err == "stencil: nope.json: cannot read file\n"


def test_check_missing_template():
    r = run(["--check", "nope.txt"])
    assert r.rc == 3
    assert r.err == "stencil: nope.txt: cannot read template\n"


def test_check_no_output_file():
    r = run(["--check", "-o", "o.txt", TNAME], files={TNAME: "x"})
    assert r.rc == 0 and r.out == ""
    assert "o.txt" not in r.files


# ---------------------------------------------------------------- inheritance and blocks

BASE = {
    "base.txt": "<{% block a %}A{% endblock %}|{% block b %}B{% endblock %}>",
    "vbase.txt": "{% block a %}{{ v }}{% endblock %}",
    "p.txt": "{% block x %}B{% endblock %}",
    "c.txt": '{% extends "p.txt" %}{% block x %}b{{ super() }}{% endblock %}',
    "req.txt": "[{% block r required %} {# c #} {% endblock %}]",
    "nest.txt": "{% block outer %}O{% block inner %}I{% endblock %}O{% endblock %}",
    "loopb.txt": "{% for i in [1, 2] %}{% block a %}{{ i }}{% endblock %}{% endfor %}",
    "mid.txt": '{% extends "p.txt" %}',
}


@pytest.mark.parametrize("tpl,expected", [
    ('{% extends "base.txt" %}{% block a %}X{{ super() }}{% endblock %}', "<XA|B>"),
    ('{% extends "base.txt" %}', "<A|B>"),
    ('junk{% extends "base.txt" %}more{{ 1/0 }}', "<A|B>"),
    ('{% extends "vbase.txt" %}{% set v = 7 %}', "7"),
    ('{% extends p %}{% set p = "base.txt" %}', "<A|B>"),
    ('{% extends "c.txt" %}{% block x %}[{{ super() }}]{% endblock %}', "[bB]"),
    ('{% extends "base.txt" %}{% block zzz %}never{% endblock %}', "<A|B>"),
    ('{% extends "base.txt" %}{% block b %}{{ super() }}{{ super() }}{% endblock %}', "<A|BB>"),
    ('{% extends "vbase.txt" %}{% if true %}{% set v = "if" %}{% endif %}', "if"),
    ('{% extends "vbase.txt" %}{% for i in [1] %}{% set v = "for" %}{% endfor %}', ""),
    ('{% extends "vbase.txt" %}{% macro mm() %}M{% endmacro %}{% set v = mm() %}', "M"),
    ('{% extends "nest.txt" %}{% block inner %}i{% endblock %}', "OiO"),
    ('{% extends "nest.txt" %}{% block outer %}[{{ super() }}]{% endblock %}', "[OIO]"),
    ('{% extends "req.txt" %}{% block r %}R{% endblock %}', "[R]"),
    ('{% extends "loopb.txt" %}{% block a %}<{{ i }}>{% endblock %}', "<1><2>"),
    ('{% extends "mid.txt" %}{% block x %}g{{ super() }}{% endblock %}', "gB"),
    ('{% extends "base.txt" %}{% block a %}{% block inner2 %}n{% endblock %}{% endblock %}', "<n|B>"),
    ('{% extends "base.txt" %}{% block a %}{{ super() is escaped }}{% endblock %}', "<true|B>"),
])
def test_inheritance(tpl, expected):
    assert out(tpl, files=BASE) == expected


def test_super_safe_under_autoescape():
    files = {"sb.txt": "{% block a %}<b>{{ '<' }}{% endblock %}"}
    assert out('{% extends "sb.txt" %}{% block a %}{{ super() }}{% endblock %}', "-e", files=files) == "<b>&lt;"


def test_child_toplevel_include_runs_output_discarded():
    files = dict(BASE)
    files["cnt.txt"] = "{% increment c %}"
    assert out('{% extends "base.txt" %}{% include "cnt.txt" %}{% block a %}{% increment c %}{% endblock %}', files=files) == "<1|B>"


def test_child_toplevel_set_error():
    fails('{% extends "base.txt" %}{% set t = 1/0 %}', "division by zero", "/", files=BASE)


def test_child_syntax_error_anywhere():
    fails('{% extends "base.txt" %}{% block a %}{% endblock %}{{ 1 + }}', "unexpected end of tag", "}}", files=BASE)


@pytest.mark.parametrize("tpl,msg,at", [
    ('{% if true %}{% extends "base.txt" %}{% endif %}', "'extends' must be at the top level", ("{%", 1)),
    ('{% block q %}{% extends "base.txt" %}{% endblock %}', "'extends' must be at the top level", ("{%", 1)),
    ('{% extends "base.txt" %}{% extends "base.txt" %}', "'extends' may appear only once", ("{%", 1)),
    ('{% extends "nope.txt" %}', "template 'nope.txt' not found", '"'),
    ("{% extends 5 %}", "template name must be a string, not number", "5"),
    ("{% block a %}x{% endblock %}{% block a %}y{% endblock %}", "block 'a' defined twice", ("a %", 1)),
    ("{% block a required %}x{% endblock %}", "required block 'a' may contain only whitespace", "{%"),
    ("x\n{% block a required %} \n {% endblock %}", "block 'a' is required", "{%"),
])
def test_inheritance_errors(tpl, msg, at):
    fails(tpl, msg, at, files=BASE)


def test_required_block_not_overridden():
    fails('{% extends "req.txt" %}', "block 'r' is required", "{%", name="req.txt", src=BASE["req.txt"], files=BASE)


def test_super_of_base_block_in_chain():
    src = "{% block a %}{{ super() }}{% endblock %}"
    files = {"sbase.txt": src}
    fails('{% extends "sbase.txt" %}', "block 'a' has no parent block", "(", name="sbase.txt", src=src, files=files)


def test_block_renders_in_place():
    assert out("a{% block b %}B{% endblock %}c") == "aBc"


def test_block_sees_loop_variables():
    assert out("{% for i in [1, 2] %}{% block a %}{{ i }}{% endblock %}{% endfor %}") == "12"


def test_super_undefined_outside_inheritance():
    assert out("{{ super is defined }}") == "false"


def test_block_required_with_comment_ok_in_child():
    assert out('{% extends "req.txt" %}{% block r %}{% endblock %}', files=BASE) == "[]"


# ---------------------------------------------------------------- recursion limit

def test_macro_recursion_limit():
    tpl = "{% macro m() %}{{ m() }}{% endmacro %}{{ m() }}"
    fails(tpl, "recursion limit exceeded", tpl.index("{{ m()") + 4)


def test_macro_recurse_63_ok():
    tpl = "{% macro m(n) %}{% if n > 0 %}{{ m(n - 1) }}{% endif %}.{% endmacro %}{{ m(63) }}"
    assert out(tpl) == "." * 64


def test_macro_recurse_64_fails():
    tpl = "{% macro m(n) %}{% if n > 0 %}{{ m(n - 1) }}{% endif %}.{% endmacro %}{{ m(64) }}"
    fails(tpl, "recursion limit exceeded", tpl.index("m(n - 1)") + 1)


def test_max_depth_option_ok():
    tpl = "{% macro m(n) %}{% if n > 0 %}{{ m(n - 1) }}{% endif %}.{% endmacro %}{{ m(2) }}"
    assert out(tpl, "--max-depth", "3") == "..."


def test_max_depth_option_fails():
    tpl = "{% macro m(n) %}{% if n > 0 %}{{ m(n - 1) }}{% endif %}.{% endmacro %}{{ m(3) }}"
    fails(tpl, "recursion limit exceeded", tpl.index("m(n - 1)") + 1, "--max-depth", "3")


def test_max_depth_one_top_call_ok():
    assert out("{% macro m() %}x{% endmacro %}{{ m() }}", "--max-depth", "1") == "x"


def test_max_depth_higher_allows_deeper():
    tpl = "{% macro m(n) %}{% if n > 0 %}{{ m(n - 1) }}{% endif %}.{% endmacro %}{{ m(100) }}"
    assert out(tpl, "--max-depth", "101") == "." * 101


def test_include_self_fails():
    fails('{% include "t.txt" %}', "recursion limit exceeded", "{%")


def test_include_depth_one_ok():
    assert out('{% include "a.txt" %}', "--max-depth", "1", files={"a.txt": "A"}) == "A"


def test_include_depth_exceeded():
    src = 'x{% include "b.txt" %}'
    fails('{% include "a.txt" %}', "recursion limit exceeded", "{%", "--max-depth", "1",
          name="a.txt", src=src, files={"a.txt": src, "b.txt": "B"})


def test_caller_counts_level():
    tpl = "{% macro w() %}{{ caller() }}{% endmacro %}{% call w() %}x{% endcall %}"
    assert out(tpl, "--max-depth", "2") == "x"
    fails(tpl, "recursion limit exceeded", tpl.index("caller(") + 6, "--max-depth", "1")


def test_extends_levels_count():
    files = {"p1.txt": '{% extends "p2.txt" %}', "p2.txt": "base"}
    assert out('{% extends "p2.txt" %}', "--max-depth", "1", files=files) == "base"
    fails_msg('{% extends "p1.txt" %}', "recursion limit exceeded", "--max-depth", "1", name="p1.txt", files=files)


def test_import_counts_level():
    files = {"l1.txt": '{% import "l2.txt" as x %}', "l2.txt": "{% set a = 1 %}"}
    assert out('{% import "l2.txt" as x %}{{ x.a }}', "--max-depth", "1", files=files) == "1"
    src = files["l1.txt"]
    fails('{% import "l1.txt" as y %}', "recursion limit exceeded", "{%", "--max-depth", "1",
          name="l1.txt", src=src, files=files)


def test_recursive_loop_counts_level():
    tpl = "{% for x in [[[]]] recursive %}{{ loop(x) }}{% endfor %}"
    assert out(tpl, "--max-depth", "2") == ""
    fails(tpl, "recursion limit exceeded", "(", "--max-depth", "1")
