"""Includes, the template search path, imports, template inheritance, blocks, recursion limit."""
import os

import pytest


def run_ok(r, out):
    assert (r.err, r.rc, r.out) == ("", 0, out)


def run_err(r, msg, status=1):
    assert (r.err, r.rc, r.out) == ("stencil: " + msg + "\n", status, "")


# ---------------------------------------------------------------- includes

def test_include_basic(st):
    st.write("inc.txt", "[inc]")
    st.ok('a{% include "inc.txt" %}b', "a[inc]b")


def test_include_final_newline_kept(st):
    st.write("inc.txt", "line\n")
    st.ok('{% include "inc.txt" %}x', "line\nx")


def test_include_sees_context(st):
    st.write("inc.txt", "{{ v }}")
    st.ok('{% set v = 5 %}{% include "inc.txt" %}', "5")


def test_include_sees_loop_variables(st):
    st.write("inc.txt", "{{ i }}{{ loop.index }};")
    st.ok('{% for i in ["a", "b"] %}{% include "inc.txt" %}{% endfor %}', "a1;b2;")


def test_include_with_context_explicit(st):
    st.write("inc.txt", "{{ v }}")
    st.ok('{% set v = 5 %}{% include "inc.txt" with context %}', "5")


def test_include_set_does_not_remain(st):
    st.write("inc.txt", "{% set w = 1 %}{{ w }}")
    st.ok('{% include "inc.txt" %}{{ w is defined }}', "1false")


def test_include_without_context(st):
    st.write("inc.txt", "[{{ v }}][{{ g }}]{{ range(2) }}")
    st.ok('{% set v = 5 %}{% include "inc.txt" without context %}', "[][G][0,1]", "-D", "g=G")


def test_include_without_context_loop_var(st):
    st.write("inc.txt", "[{{ i }}]")
    st.ok('{% for i in [1] %}{% include "inc.txt" without context %}{% endfor %}', "[]")


def test_include_with_assignments(st):
    st.write("inc.txt", "{{ a }}{{ b }}{{ v }}")
    st.ok('{% set v = "c" %}{% include "inc.txt" with a = 1, b = a + 1 %}', "12c")


def test_include_with_assignments_not_remaining(st):
    st.write("inc.txt", "{{ a }}")
    st.ok('{% include "inc.txt" with a = 1 %}{{ a is defined }}', "1false")


def test_include_ignore_missing(st):
    st.ok('a{% include "nope.txt" ignore missing %}b', "ab")


def test_include_ignore_missing_with_assignments_not_evaluated(st):
    st.ok('{% include "nope.txt" ignore missing with a = 1/0 %}ok', "ok")


def test_include_ignore_missing_existing(st):
    st.write("inc.txt", "I")
    st.ok('{% include "inc.txt" ignore missing without context %}', "I")


def test_include_list_first_existing(st):
    st.write("b.txt", "B")
    st.write("c.txt", "C")
    st.ok('{% include ["a.txt", "b.txt", "c.txt"] %}', "B")


def test_include_list_missing(st):
    st.terr('{% include ["a.txt", "b.txt"] %}', 1, 12, "none of the templates 'a.txt', 'b.txt' found")


def test_include_list_ignore_missing(st):
    st.ok('{% include ["a.txt", "b.txt"] ignore missing %}ok', "ok")


def test_include_missing(st):
    st.terr('x\n{% include "nope.txt" %}', 2, 12, "template 'nope.txt' not found")


def test_include_name_not_string(st):
    st.terr("{% include 5 %}", 1, 12, "template name must be a string, not number")


def test_include_name_none(st):
    st.terr("{% include none %}", 1, 12, "template name must be a string, not none")


def test_include_list_item_not_string(st):
    st.terr('{% include ["a.txt", 5] %}', 1, 12, "template name must be a string, not number")


def test_include_name_undefined(st):
    st.terr("{% include x %}", 1, 12, "template name must be a string, not undefined")


def test_include_name_variable(st):
    st.write("inc.txt", "I")
    st.ok('{% set n = "inc.txt" %}{% include n %}', "I")


def test_include_name_expression(st):
    st.write("inc2.txt", "I2")
    st.ok('{% include "inc" ~ 2 ~ ".txt" %}', "I2")


def test_include_in_false_branch_not_loaded(st):
    st.ok('{% if false %}{% include "nope.txt" %}{% endif %}ok', "ok")


def test_include_syntax_error_reported_with_its_name(st):
    st.write("inc.txt", "ok\n{{ 1 + }}")
    st.write("t.txt", '{% include "inc.txt" %}')
    r = st.run("t.txt")
    run_err(r, "inc.txt:2:8: unexpected end of tag")


def test_include_render_error_reported_with_its_name(st):
    st.write("inc.txt", "{{ 1/0 }}")
    st.write("t.txt", 'abc{% include "inc.txt" %}')
    run_err(st.run("t.txt"), "inc.txt:1:5: division by zero")


def test_include_syntax_error_only_when_rendered(st):
    st.write("bad.txt", "{% if %}")
    st.ok('{% if false %}{% include "bad.txt" %}{% endif %}ok', "ok")


def test_include_subdirectory_name(st):
    st.write("sub/x.txt", "X")
    st.ok('{% include "sub/x.txt" %}', "X")


def test_include_error_name_as_written(st):
    st.write("sub/x.txt", "{{ 1/0 }}")
    st.write("t.txt", '{% include "sub/x.txt" %}')
    run_err(st.run("t.txt"), "sub/x.txt:1:5: division by zero")


def test_include_nested(st):
    st.write("a.txt", 'A{% include "b.txt" %}')
    st.write("b.txt", "B{{ v }}")
    st.ok('{% set v = 1 %}{% include "a.txt" %}', "AB1")


def test_include_inherits_autoescape(st):
    st.write("inc.txt", "{{ '<' }}")
    st.ok('{% include "inc.txt" %}', "&lt;", "-e")


def test_include_inherits_autoescape_block(st):
    st.write("inc.txt", "{{ '<' }}")
    st.ok('{% autoescape true %}{% include "inc.txt" %}{% endautoescape %}{% include "inc.txt" %}', "&lt;<")


def test_include_output_not_escaped(st):
    st.write("inc.txt", "<b>{{ '&' }}</b>")
    st.ok('{% include "inc.txt" %}', "<b>&amp;</b>", "-e")


def test_include_self_recursion_limit(st):
    st.terr('x{% include "t.txt" %}', 1, 2, "recursion limit exceeded")


def test_include_recursion_with_max_depth(st):
    st.write("inc.txt", '{% if n > 0 %}{{ n }}{% include "inc.txt" with n = n - 1 %}{% endif %}')
    st.ok('{% include "inc.txt" with n = 3 %}', "321", "--max-depth", "4")


def test_include_recursion_with_max_depth_exceeded(st):
    st.write("inc.txt", '{% if n > 0 %}{{ n }}{% include "inc.txt" with n = n - 1 %}{% endif %}')
    st.write("t.txt", '{% include "inc.txt" with n = 3 %}')
    run_err(st.run("--max-depth", "3", "t.txt"), "inc.txt:1:22: recursion limit exceeded")


def test_include_strict_undefined_in_included(st):
    st.write("inc.txt", "a\n {{ q }}")
    st.write("t.txt", '{% include "inc.txt" %}')
    run_err(st.run("--strict", "t.txt"), "inc.txt:2:5: 'q' is undefined")


def test_include_directory_skipped(st):
    os.mkdir(st.path / "d.txt")
    st.terr('{% include "d.txt" %}', 1, 12, "template 'd.txt' not found")


@pytest.mark.parametrize("template,col,msg", [
    ("{% include %}", 12, "unexpected end of tag"),
    ('{% include "a" ignore %}', 23, "unexpected end of tag"),
    ('{% include "a" with %}', 21, "unexpected end of tag"),
    ('{% include "a" foo %}', 16, "unexpected 'foo'"),
    ('{% include "a" with a %}', 23, "unexpected end of tag"),
])
def test_include_syntax_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


# ---------------------------------------------------------------- search path

def test_search_path_include_dir(st):
    st.write("inc/a.txt", "A")
    st.ok('{% include "a.txt" %}', "A", "-I", "inc")


def test_search_path_order(st):
    st.write("one/a.txt", "1")
    st.write("two/a.txt", "2")
    st.write("two/b.txt", "B")
    st.ok('{% include "a.txt" %}{% include "b.txt" %}', "1B", "-I", "one", "-I", "two")


def test_search_path_order_reversed(st):
    st.write("one/a.txt", "1")
    st.write("two/a.txt", "2")
    st.ok('{% include "a.txt" %}', "2", "-I", "two", "-I", "one")


def test_search_path_replaces_template_dir(st):
    st.write("a.txt", "main-dir")
    st.write("inc/b.txt", "B")
    st.terr('{% include "a.txt" %}', 1, 12, "template 'a.txt' not found", "-I", "inc")


def test_search_path_default_template_dir(st):
    st.write("dir/t.txt", '{% include "part.txt" %}')
    st.write("dir/part.txt", "P")
    st.write("part.txt", "wrong")
    run_ok(st.run("dir/t.txt"), "P")


def test_search_path_stdin_uses_cwd(st):
    st.write("part.txt", "P")
    run_ok(st.run("-", stdin='{% include "part.txt" %}'), "P")


def test_search_path_directory_skipped(st):
    os.makedirs(st.path / "one" / "a.txt")
    st.write("two/a.txt", "2")
    st.ok('{% include "a.txt" %}', "2", "-I", "one", "-I", "two")


def test_search_path_subdir_name(st):
    st.write("inc/sub/x.txt", "X")
    st.ok('{% include "sub/x.txt" %}', "X", "-I", "inc")


def test_search_path_name_in_error(st):
    st.write("inc/bad.txt", "\n\n{{ 1 + }}")
    st.write("t.txt", '{% include "bad.txt" %}')
    run_err(st.run("-I", "inc", "t.txt"), "bad.txt:3:8: unexpected end of tag")


def test_search_path_extends(st):
    st.write("layouts/base.txt", "<{% block b %}{% endblock %}>")
    st.ok('{% extends "base.txt" %}{% block b %}c{% endblock %}', "<c>", "-I", "layouts")


def test_template_loaded_once(st):
    st.write("inc.txt", "{{ v }}")
    st.ok('{% for v in [1, 2, 3] %}{% include "inc.txt" %}{% endfor %}', "123")


# ---------------------------------------------------------------- imports

LIB = "{% set a = 1 %}{% macro m() %}M{{ a }}{% endmacro %}{% set _p = 2 %}TEXT"


def test_import_macro(st):
    st.write("lib.txt", LIB)
    st.ok('{% import "lib.txt" as l %}{{ l.m() }}{{ l.a }}', "M11")


def test_import_mapping_form(st):
    st.write("lib.txt", LIB)
    st.ok('{% import "lib.txt" as l %}{{ l }}', '{"a":1,"m":null}')


def test_import_private_missing(st):
    st.write("lib.txt", LIB)
    st.ok('{% import "lib.txt" as l %}{{ l._p is defined }}', "false")


def test_import_output_discarded(st):
    st.write("lib.txt", LIB)
    st.ok('a{% import "lib.txt" as l %}b', "ab")


def test_import_order_and_last_value(st):
    st.write("lib.txt", "{% set a = 1 %}{% macro m() %}x{% endmacro %}{% set a = 3 %}")
    st.ok('{% import "lib.txt" as l %}{{ l|list }}{{ l.a }}', '["a","m"]3')


def test_import_if_exported_for_not(st):
    st.write("lib.txt", "{% if true %}{% set i = 1 %}{% endif %}{% for x in [1] %}{% set f = 2 %}{% endfor %}")
    st.ok('{% import "lib.txt" as l %}{{ l }}', '{"i":1}')


def test_import_sees_globals_not_importer(st):
    st.write("lib.txt", "{% set v = w is defined %}{% set g2 = g %}")
    st.ok('{% set w = 1 %}{% import "lib.txt" as l %}{{ l.v }}{{ l.g2 }}', "falseG", "-D", "g=G")


def test_import_global_w(st):
    st.write("lib.txt", "{% set v = w is defined %}")
    st.ok('{% import "lib.txt" as l %}{{ l.v }}', "true", "-D", "w=1")


def test_import_inside_for_not_visible(st):
    st.write("l.txt", "{% set a = 1 %}")
    st.ok('{% for i in [1] %}{% import "l.txt" as l %}{{ l.a }}{% endfor %}{{ l is defined }}', "1false")


def test_import_inside_macro_not_visible(st):
    st.write("l.txt", "{% set a = 1 %}")
    st.ok('{% macro mm() %}{% import "l.txt" as l %}{{ l.a }}{% endmacro %}{{ mm() }}{{ l is defined }}', "1false")


def test_import_macro_sees_own_template_vars(st):
    st.write("lib.txt", LIB)
    st.ok('{% from "lib.txt" import m %}{% set a = 100 %}{{ m() }}', "M1")


def test_import_mapping_can_change(st):
    st.write("lib.txt", LIB)
    st.ok('{% import "lib.txt" as l %}{% set l.a = 5 %}{{ l.a }}{{ l.m() }}', "5M1")


def test_import_nested_chain(st):
    st.write("l.txt", "{% set a = 'deep' %}")
    st.write("c.txt", '{% import "l.txt" as l %}')
    st.ok('{% import "c.txt" as c %}{{ c.l.a }}', "deep")


def test_import_exports_from_names(st):
    st.write("l.txt", "{% set a = 'A' %}")
    st.write("c.txt", '{% from "l.txt" import a as b %}')
    st.ok('{% import "c.txt" as c %}{{ c }}', '{"b":"A"}')


def test_import_name_variable(st):
    st.write("lib.txt", LIB)
    st.ok('{% set n = "lib.txt" %}{% import n as l %}{{ l.a }}', "1")


def test_import_false_branch_not_loaded(st):
    st.ok('{% if false %}{% import "nope.txt" as l %}{% endif %}ok', "ok")


def test_import_renders_anew(st):
    st.write("lib.txt", "{% set c = [] %}")
    st.ok('{% import "lib.txt" as a %}{% import "lib.txt" as b %}{% do a.c.append(1) %}{{ b.c }}', "[]")


def test_from_import(st):
    st.write("lib.txt", LIB)
    st.ok('{% from "lib.txt" import m, a as b %}{{ m() }}{{ b }}{{ a is defined }}', "M11false")


def test_from_import_trailing_comma(st):
    st.write("lib.txt", LIB)
    st.ok('{% from "lib.txt" import m, %}{{ m() }}', "M1")


def test_from_import_not_exported(st):
    st.write("lib.txt", LIB)
    st.terr('{% from "lib.txt" import m, zz %}', 1, 29, "template 'lib.txt' does not export 'zz'")


def test_from_import_private(st):
    st.write("lib.txt", LIB)
    st.terr('{% from "lib.txt" import _p %}', 1, 26, "template 'lib.txt' does not export '_p'")


def test_import_not_found(st):
    st.terr('{% import "nope.txt" as l %}', 1, 11, "template 'nope.txt' not found")


def test_from_not_found(st):
    st.terr('{% from "nope.txt" import a %}', 1, 9, "template 'nope.txt' not found")


def test_import_name_not_string(st):
    st.terr("{% import 5 as l %}", 1, 11, "template name must be a string, not number")


def test_import_without_as(st):
    st.terr('{% import "lib.txt" %}', 1, 21, "unexpected end of tag")


def test_from_without_names(st):
    st.terr('{% from "lib.txt" import %}', 1, 26, "unexpected end of tag")


def test_import_error_inside_imported(st):
    st.write("lib.txt", "\n{% set x = 1/0 %}")
    st.write("t.txt", '{% import "lib.txt" as l %}')
    run_err(st.run("t.txt"), "lib.txt:2:13: division by zero")


def test_import_recursion_self(st):
    st.terr('{% import "t.txt" as me %}', 1, 1, "recursion limit exceeded")


def test_import_max_depth(st):
    st.write("lib.txt", 'x{% import "lib2.txt" as y %}')
    st.write("lib2.txt", "{% set a = 1 %}")
    st.write("t.txt", '{% import "lib.txt" as l %}ok')
    run_err(st.run("--max-depth", "1", "t.txt"), "lib.txt:1:2: recursion limit exceeded")


def test_import_max_depth_ok(st):
    st.write("lib.txt", 'x{% import "lib2.txt" as y %}')
    st.write("lib2.txt", "{% set a = 1 %}")
    st.ok('{% import "lib.txt" as l %}{{ l.y.a }}', "1", "--max-depth", "2")


def test_from_import_max_depth(st):
    st.write("lib.txt", 'x{% from "lib2.txt" import a %}')
    st.write("lib2.txt", "{% set a = 1 %}")
    st.write("t.txt", '{% from "lib.txt" import a %}ok')
    run_err(st.run("--max-depth", "1", "t.txt"), "lib.txt:1:2: recursion limit exceeded")


# ---------------------------------------------------------------- inheritance

BASE = "A{% block b %}B{% endblock %}C"


def test_extends_basic(st):
    st.write("base.txt", BASE)
    st.ok('{% extends "base.txt" %}{% block b %}X{% endblock %}', "AXC")


def test_extends_child_text_discarded(st):
    st.write("base.txt", BASE)
    st.ok('junk{% extends "base.txt" %}more{{ 1/0 }}{% block b %}X{% endblock %}tail', "AXC")


def test_extends_not_overridden(st):
    st.write("base.txt", BASE)
    st.ok('{% extends "base.txt" %}', "ABC")


def test_extends_super(st):
    st.write("base.txt", BASE)
    st.ok('{% extends "base.txt" %}{% block b %}[{{ super() }}]{% endblock %}', "A[B]C")


def test_extends_super_safe(st):
    st.write("base.txt", "{% block b %}<{% endblock %}")
    st.ok('{% extends "base.txt" %}{% block b %}{{ super() }}{% endblock %}', "<", "-e")


def test_extends_three_levels_super(st):
    st.write("base.txt", "{% block b %}B{% endblock %}")
    st.write("child.txt", '{% extends "base.txt" %}{% block b %}b{{ super() }}{% endblock %}')
    st.ok('{% extends "child.txt" %}{% block b %}[{{ super() }}]{% endblock %}', "[bB]")


def test_extends_three_levels_middle_override(st):
    st.write("base.txt", "<{% block a %}1{% endblock %}|{% block b %}2{% endblock %}>")
    st.write("child.txt", '{% extends "base.txt" %}{% block a %}c{% endblock %}')
    st.ok('{% extends "child.txt" %}{% block b %}g{% endblock %}', "<c|g>")


def test_extends_child_set_visible(st):
    st.write("base.txt", "{{ v }}{% block b %}{{ v }}{% endblock %}")
    st.ok('{% extends "base.txt" %}{% set v = 5 %}', "55")


def test_extends_child_macro_visible(st):
    st.write("base.txt", "{% block b %}{% endblock %}")
    st.ok('{% extends "base.txt" %}{% macro m() %}M{% endmacro %}{% block b %}{{ m() }}{% endblock %}', "M")


def test_extends_child_if_visible_for_not(st):
    st.write("base.txt", "{% block b %}{% endblock %}")
    st.ok('{% extends "base.txt" %}{% if true %}{% set a = 1 %}{% endif %}{% for i in [1] %}{% set f = 1 %}{% endfor %}'
          '{% block b %}{{ a }}{{ f is defined }}{% endblock %}', "1false")


def test_extends_child_top_level_error(st):
    st.write("base.txt", BASE)
    st.terr('{% extends "base.txt" %}{% set t = 1/0 %}', 1, 37, "division by zero")


def test_extends_child_top_level_include_output_discarded(st):
    st.write("base.txt", BASE)
    st.write("inc.txt", "INC")
    st.ok('{% extends "base.txt" %}{% include "inc.txt" %}', "ABC")


def test_extends_name_evaluated_after_statements(st):
    st.write("base.txt", BASE)
    st.ok('{% extends n %}{% set n = "base.txt" %}{% block b %}X{% endblock %}', "AXC")


def test_extends_child_only_block_not_rendered(st):
    st.write("base.txt", BASE)
    st.ok('{% extends "base.txt" %}{% block zz %}{{ 1/0 }}{% endblock %}', "ABC")


def test_extends_nested_blocks_inner_override(st):
    st.write("base.txt", "{% block outer %}<{% block inner %}i{% endblock %}>{% endblock %}")
    st.ok('{% extends "base.txt" %}{% block inner %}I{% endblock %}', "<I>")


def test_extends_block_sees_loop_variable(st):
    st.write("base.txt", "{% for i in [1, 2] %}{% block b %}{% endblock %}{% endfor %}")
    st.ok('{% extends "base.txt" %}{% block b %}{{ i }}{{ loop.index }};{% endblock %}', "11;22;")


def test_extends_not_top_level(st):
    st.terr('{% if true %}{% extends "base.txt" %}{% endif %}', 1, 14, "'extends' must be at the top level")


def test_extends_twice(st):
    st.terr('{% extends "a.txt" %}\n{% extends "b.txt" %}', 2, 1, "'extends' may appear only once")


def test_extends_missing(st):
    st.terr('{% extends "nope.txt" %}', 1, 12, "template 'nope.txt' not found")


def test_extends_not_string(st):
    st.terr("{% extends 5 %}", 1, 12, "template name must be a string, not number")


def test_extends_strict_undefined(st):
    st.terr("{% extends n %}", 1, 12, "'n' is undefined", "--strict")


def test_extends_syntax_error_anywhere_in_child(st):
    st.write("base.txt", BASE)
    st.terr('{% extends "base.txt" %}\n{{ 1 + }}', 2, 8, "unexpected end of tag")


def test_extends_parent_syntax_error(st):
    st.write("base.txt", "ok\n{% if %}")
    st.write("t.txt", '{% extends "base.txt" %}')
    run_err(st.run("t.txt"), "base.txt:2:7: unexpected end of tag")


def test_extends_self_recursion(st):
    st.terr('{% extends "t.txt" %}', 1, 1, "recursion limit exceeded")


def test_extends_level_counts_depth(st):
    st.write("base.txt", "B")
    st.write("child.txt", '{% extends "base.txt" %}')
    st.write("t.txt", '{% extends "child.txt" %}')
    run_err(st.run("--max-depth", "1", "t.txt"), "child.txt:1:1: recursion limit exceeded")


def test_extends_level_within_depth(st):
    st.write("base.txt", "B")
    st.write("child.txt", '{% extends "base.txt" %}')
    st.ok('{% extends "child.txt" %}', "B", "--max-depth", "2")


def test_super_no_parent(st):
    st.write("base2.txt", "{% block b %}{{ super() }}{% endblock %}")
    st.write("t.txt", '{% extends "base2.txt" %}')
    run_err(st.run("t.txt"), "base2.txt:1:22: block 'b' has no parent block")


def test_super_no_parent_via_child_super(st):
    st.write("base2.txt", "{% block b %}{{ super() }}{% endblock %}")
    st.write("t.txt", '{% extends "base2.txt" %}{% block b %}{{ super() }}{% endblock %}')
    run_err(st.run("t.txt"), "base2.txt:1:22: block 'b' has no parent block")


def test_super_outside_inheritance_is_ordinary(st):
    st.ok("{% block b %}{{ super is defined }}{% endblock %}", "false")


def test_required_block_overridden(st):
    st.write("base.txt", "<{% block b required %} \n {% endblock %}>")
    st.ok('{% extends "base.txt" %}{% block b %}x{% endblock %}', "<x>")


def test_required_block_not_overridden(st):
    st.write("base.txt", "ab{% block b required %}{% endblock %}")
    st.write("t.txt", '{% extends "base.txt" %}')
    run_err(st.run("t.txt"), "base.txt:1:3: block 'b' is required")


def test_required_block_in_place(st):
    st.terr("x{% block b required %}{# c #}{% endblock %}", 1, 2, "block 'b' is required")


def test_required_block_through_super(st):
    st.write("base.txt", "{% block b required %}{% endblock %}")
    st.write("t.txt", '{% extends "base.txt" %}{% block b %}{{ super() }}{% endblock %}')
    run_err(st.run("t.txt"), "base.txt:1:1: block 'b' is required")


def test_required_block_content(st):
    st.terr("{% block b required %}x{% endblock %}", 1, 1, "required block 'b' may contain only whitespace")


def test_required_block_not_rendered_is_fine(st):
    st.ok("{% if false %}{% block b required %}{% endblock %}{% endif %}ok", "ok")


# ---------------------------------------------------------------- blocks

@pytest.mark.parametrize("template,expected", [
    ("a{% block b %}B{% endblock %}c", "aBc"),
    ("{% block b %}{% set z = 1 %}{% endblock %}{{ z is defined }}", "false"),
    ("{% for i in [1, 2] %}{% block b %}{{ i }}{% endblock %}{% endfor %}", "12"),
    ("{% set v = 1 %}{% block b %}{{ v }}{% endblock %}", "1"),
    ("{% block o %}<{% block i %}x{% endblock %}>{% endblock %}", "<x>"),
])
def test_blocks(st, template, expected):
    st.ok(template, expected)


@pytest.mark.parametrize("template,col,msg", [
    ("{% block a %}{% endblock %}{% block a %}{% endblock %}", 37, "block 'a' defined twice"),
    ("{% block a %}{% block a %}{% endblock %}{% endblock %}", 23, "block 'a' defined twice"),
    ("{% block %}{% endblock %}", 10, "unexpected end of tag"),
    ("{% block 5 %}{% endblock %}", 10, "unexpected number 5"),
    ("{% block a b %}{% endblock %}", 12, "unexpected 'b'"),
])
def test_block_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)
