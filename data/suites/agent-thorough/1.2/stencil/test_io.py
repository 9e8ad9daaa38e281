"""Data files, definitions, reading the template, output files, exit statuses, --check."""
import os

import pytest


def run_ok(r, out):
    assert (r.err, r.rc, r.out) == ("", 0, out)


def run_err(r, msg, status):
    assert (r.err, r.rc, r.out) == ("stencil: " + msg + "\n", status, "")


# ---------------------------------------------------------------- data files

def test_data_file_variables(st):
    st.write("d.json", '{"a": 1, "s": "str", "t": true, "n": null, "l": [1, "x"], "m": {"k": "v"}}')
    st.ok("{{ a }}|{{ s }}|{{ t }}|{{ n }}|{{ l }}|{{ m.k }}", "1|str|true||[1,\"x\"]|v", "-d", "d.json")


def test_data_file_types(st):
    st.write("d.json", '{"a": 1, "s": "str", "t": false, "n": null, "l": [], "m": {}}')
    st.ok("{{ a is number }}{{ s is string }}{{ t is boolean }}{{ n is none }}{{ l is list }}{{ m is mapping }}",
          "truetruetruetruetruetrue", "-d", "d.json")


def test_data_number_formats(st):
    st.write("d.json", '{"a": 1.0, "b": 1e2, "c": -0.5, "d": 2.50}')
    st.ok("{{ a }} {{ b }} {{ c }} {{ d }}", "1 100 -0.5 2.5", "-d", "d.json")


def test_data_string_escapes(st):
    st.write("d.json", '{"s": "a\\"b\\u00e9\\n"}')
    st.ok("{{ s }}", 'a"bé\n', "-d", "d.json")


def test_data_key_order_kept(st):
    st.write("d.json", '{"m": {"z": 1, "a": 2, "m": 3}}')
    st.ok("{{ m }}", '{"z":1,"a":2,"m":3}', "-d", "d.json")


def test_data_array_index_keys_first(st):
    st.write("d.json", '{"m": {"b": 1, "10": 2, "a": 3, "2": 4}}')
    st.ok("{{ m }}", '{"2":4,"10":2,"b":1,"a":3}', "-d", "d.json")


def test_data_duplicate_key_last_value_first_position(st):
    st.write("d.json", '{"m": {"a": 1, "b": 2, "a": 3}}')
    st.ok("{{ m }}", '{"a":3,"b":2}', "-d", "d.json")


def test_data_duplicate_top_level_key(st):
    st.write("d.json", '{"a": 1, "a": 2}')
    st.ok("{{ a }}", "2", "-d", "d.json")


def test_data_whitespace_around_document(st):
    st.write("d.json", '\n  {"a": 1}  \n\n')
    st.ok("{{ a }}", "1", "-d", "d.json")


def test_data_files_later_replaces(st):
    st.write("a.json", '{"x": "a", "y": "a"}')
    st.write("b.json", '{"x": "b"}')
    st.ok("{{ x }}{{ y }}", "ba", "-d", "a.json", "-d", "b.json")


def test_data_files_order_reversed(st):
    st.write("a.json", '{"x": "a", "y": "a"}')
    st.write("b.json", '{"x": "b"}')
    st.ok("{{ x }}{{ y }}", "aa", "-d", "b.json", "-d", "a.json")


def test_define_after_data_replaces(st):
    st.write("a.json", '{"x": "a"}')
    st.ok("{{ x }}", "D", "-d", "a.json", "-D", "x=D")


def test_data_after_define_replaces(st):
    st.write("a.json", '{"x": "a"}')
    st.ok("{{ x }}", "a", "-D", "x=D", "-d", "a.json")


def test_define_json_after_define(st):
    st.ok("{{ x + 1 }}", "6", "-D", "x=D", "-J", "x=5")


def test_define_after_define_json(st):
    st.ok("{{ x }}", "s", "-J", "x=5", "-D", "x=s")


def test_data_from_stdin(st):
    st.write("t.txt", "{{ a }}-{{ b }}")
    r = st.run("-d", "-", "t.txt", stdin='{"a": "x", "b": [1]}')
    run_ok(r, "x-[1]")


def test_data_invalid_utf8_replaced(st):
    st.write("d.json", b'{"a": "x\xffy"}')
    st.ok("{{ a }}", "x\ufffdy", "-d", "d.json")


def test_data_globals_visible_in_macro_and_include(st):
    st.write("d.json", '{"g": "G"}')
    st.write("inc.txt", "[{{ g }}]")
    st.ok('{% macro m() %}{{ g }}{% endmacro %}{{ m() }}{% include "inc.txt" without context %}',
          "G[G]", "-d", "d.json")


# data errors

def test_data_missing_file(st):
    st.error("x", "nope.json: cannot read file", "-d", "nope.json", status=3)


def test_data_directory(st):
    os.mkdir(st.path / "dir.json")
    st.error("x", "dir.json: cannot read file", "-d", "dir.json", status=3)


def test_data_invalid_json(st):
    st.write("bad.json", '{"a": }')
    st.error("x", "bad.json: invalid JSON", "-d", "bad.json", status=3)


def test_data_empty_file(st):
    st.write("empty.json", "")
    st.error("x", "empty.json: invalid JSON", "-d", "empty.json", status=3)


@pytest.mark.parametrize("content", ['{"a": 1,}', "{'a': 1}", '{"a": 1} x', '{"a": NaN}', '{a: 1}', '{"a": 01}'])
def test_data_not_rfc8259(st, content):
    st.write("bad.json", content)
    st.error("x", "bad.json: invalid JSON", "-d", "bad.json", status=3)


@pytest.mark.parametrize("content", ["[1, 2]", '"s"', "5", "null", "true"])
def test_data_not_object(st, content):
    st.write("arr.json", content)
    st.error("x", "arr.json: data must be a JSON object", "-d", "arr.json", status=3)


def test_data_name_as_given(st):
    st.write("sub/bad.json", "[]")
    st.error("x", "sub/bad.json: data must be a JSON object", "-d", "sub/bad.json", status=3)


def test_data_stdin_invalid(st):
    st.write("t.txt", "x")
    r = st.run("-d", "-", "t.txt", stdin="{")
    run_err(r, "<stdin>: invalid JSON", 3)


def test_data_stdin_not_object(st):
    st.write("t.txt", "x")
    r = st.run("-d", "-", "t.txt", stdin="[]")
    run_err(r, "<stdin>: data must be a JSON object", 3)


def test_data_first_failing_reported(st):
    st.write("bad.json", "[")
    st.error("x", "nope.json: cannot read file", "-d", "nope.json", "-d", "bad.json", status=3)


def test_data_first_failing_reported_other_order(st):
    st.write("bad.json", "[")
    st.error("x", "bad.json: invalid JSON", "-d", "bad.json", "-d", "nope.json", status=3)


def test_data_good_then_bad(st):
    st.write("good.json", "{}")
    st.write("arr.json", "[]")
    st.error("x", "arr.json: data must be a JSON object", "-d", "good.json", "-d", "arr.json", status=3)


def test_data_error_before_missing_template(st):
    r = st.run("-d", "nope.json", "missing.txt")
    run_err(r, "nope.json: cannot read file", 3)


def test_data_error_before_template_syntax_error(st):
    st.error("{% if %}", "nope.json: cannot read file", "-d", "nope.json", status=3)


def test_data_error_with_check(st):
    st.error("ok", "nope.json: cannot read file", "--check", "-d", "nope.json", status=3)


# ---------------------------------------------------------------- definitions

def test_define_string(st):
    st.ok("{{ name }}", "World", "-D", "name=World")


def test_define_empty(st):
    st.ok("[{{ x }}]{{ x is defined }}{{ x is string }}", "[]truetrue", "-D", "x=")


def test_define_with_equals(st):
    st.ok("{{ x }}", "a=b", "-D", "x=a=b")


def test_define_number_is_string(st):
    st.ok("{{ n ~ 1 }}", "51", "-D", "n=5")


def test_define_number_plus_is_error(st):
    st.terr("{{ n + 1 }}", 1, 6, "unsupported operand types for +: string and number", "-D", "n=5")


def test_define_unicode_value(st):
    st.ok("{{ x|length }}", "2", "-D", "x=é😀")


@pytest.mark.parametrize("defn,template,expected", [
    ("n=5", "{{ n + 1 }}", "6"),
    ("xs=[1,2]", "{{ xs }}", "[1,2]"),
    ('m={"a":1}', "{{ m.a }}", "1"),
    ("z=null", "{{ z is none }}{{ z is defined }}[{{ z }}]", "truetrue[]"),
    ("x= 5 ", "{{ x * 2 }}", "10"),
    ('s="str"', "{{ s }}", "str"),
    ("b=true", "{{ b is boolean }}", "true"),
    ("f=1.50", "{{ f }}", "1.5"),
    ('m={"b":1,"1":2}', "{{ m }}", '{"1":2,"b":1}'),
    ("e=[]", "{{ e is list }}{{ e|length }}", "true0"),
])
def test_define_json(st, defn, template, expected):
    st.ok(template, expected, "-J", defn)


def test_define_hides_range(st):
    st.terr("{{ range(2) }}", 1, 9, "'range' is not callable", "-D", "range=x")


def test_define_range_prints(st):
    st.ok("{{ range }}", "x", "-D", "range=x")


def test_define_json_null_hides_range(st):
    st.ok("{{ range is none }}", "true", "-J", "range=null")


def test_define_reserved_name_ignored(st):
    st.ok("{{ true }}", "true", "-D", "true=5")


def test_define_loop_outside_loop(st):
    st.ok("{{ loop }}", "L", "-D", "loop=L")


def test_define_underscore_name(st):
    st.ok("{{ _a1 }}", "v", "-D", "_a1=v")


def test_define_order_later_wins(st):
    st.ok("{{ a }}", "2", "-D", "a=1", "-D", "a=2")


def test_define_mutation_of_data_list(st):
    st.ok("{% do xs.append(2) %}{{ xs }}", "[1,2]", "-J", "xs=[1]")


# ---------------------------------------------------------------- reading the template

def test_missing_template(st):
    r = st.run("missing.txt")
    run_err(r, "missing.txt: cannot read template", 3)


def test_template_is_directory(st):
    os.mkdir(st.path / "dir")
    r = st.run("dir")
    run_err(r, "dir: cannot read template", 3)


def test_missing_template_name_as_given(st):
    r = st.run("sub/../missing.txt")
    run_err(r, "sub/../missing.txt: cannot read template", 3)


def test_template_name_in_error_is_operand(st):
    st.write("dir/page.txt", "{{ 1/0 }}")
    r = st.run("dir/page.txt")
    run_err(r, "dir/page.txt:1:5: division by zero", 1)


def test_stdin_template_name(st):
    r = st.run("-", stdin="ab{{ 1/0 }}")
    run_err(r, "<stdin>:1:7: division by zero", 1)


def test_stdin_template_with_data_file(st):
    st.write("d.json", '{"a": 7}')
    r = st.run("-d", "d.json", "-", stdin="{{ a }}")
    run_ok(r, "7")


def test_bom_kept(st):
    st.ok("\ufeffx{{ 1 }}", "\ufeffx1")


def test_crlf_kept(st):
    st.ok("a\r\nb{{ 1 }}\r\n", "a\r\nb1\r\n")


def test_final_newline_kept(st):
    st.ok("line\n", "line\n")


def test_empty_template(st):
    st.ok("", "")


def test_template_invalid_utf8(st):
    st.ok(b"a\xffb", "a\ufffdb")


def test_template_unicode_text(st):
    st.ok("héllo 😀 {{ 'wörld' }}", "héllo 😀 wörld")


# ---------------------------------------------------------------- output

def test_output_file(st):
    st.write("t.txt", "res {{ 1 }}\n")
    r = st.run("-o", "out.txt", "t.txt")
    run_ok(r, "")
    assert st.read("out.txt") == "res 1\n"


def test_output_file_replaced(st):
    st.write("out.txt", "old content that is longer")
    st.write("t.txt", "new")
    r = st.run("-o", "out.txt", "t.txt")
    run_ok(r, "")
    assert st.read("out.txt") == "new"


def test_output_empty_result(st):
    st.write("out.txt", "old")
    st.write("t.txt", "")
    r = st.run("-o", "out.txt", "t.txt")
    run_ok(r, "")
    assert st.read("out.txt") == ""


def test_output_cannot_write(st):
    st.write("t.txt", "x")
    r = st.run("-o", "nodir/out.txt", "t.txt")
    run_err(r, "nodir/out.txt: cannot write output", 3)


def test_output_is_directory(st):
    os.mkdir(st.path / "d")
    st.write("t.txt", "x")
    r = st.run("-o", "d", "t.txt")
    run_err(r, "d: cannot write output", 3)


def test_output_not_created_on_error(st):
    st.write("t.txt", "{{ 1/0 }}")
    r = st.run("-o", "out.txt", "t.txt")
    run_err(r, "t.txt:1:5: division by zero", 1)
    assert not st.exists("out.txt")


def test_output_not_changed_on_error(st):
    st.write("out.txt", "keep")
    st.write("t.txt", "text{{ 1/0 }}")
    r = st.run("-o", "out.txt", "t.txt")
    run_err(r, "t.txt:1:9: division by zero", 1)
    assert st.read("out.txt") == "keep"


def test_output_not_changed_on_syntax_error(st):
    st.write("out.txt", "keep")
    st.write("t.txt", "{% if %}")
    r = st.run("-o", "out.txt", "t.txt")
    run_err(r, "t.txt:1:7: unexpected end of tag", 1)
    assert st.read("out.txt") == "keep"


def test_output_not_changed_on_data_error(st):
    st.write("out.txt", "keep")
    st.write("t.txt", "x")
    r = st.run("-o", "out.txt", "-d", "nope.json", "t.txt")
    run_err(r, "nope.json: cannot read file", 3)
    assert st.read("out.txt") == "keep"


def test_template_error_before_output_error(st):
    st.write("t.txt", "{{ 1/0 }}")
    r = st.run("-o", "nodir/out.txt", "t.txt")
    run_err(r, "t.txt:1:5: division by zero", 1)


def test_nothing_on_stdout_when_late_error(st):
    st.error("a lot of text before\n{{ 1/0 }}", "t.txt:2:5: division by zero")


def test_missing_template_before_output_error(st):
    r = st.run("-o", "nodir/out.txt", "missing.txt")
    run_err(r, "missing.txt: cannot read template", 3)


def test_output_usage_error_no_file(st):
    st.write("t.txt", "x")
    r = st.run("-o", "out.txt", "t.txt", "--bad")
    run_err(r, "unknown option: --bad", 2)
    assert not st.exists("out.txt")


# ---------------------------------------------------------------- exit statuses

def test_missing_include_is_template_error(st):
    st.terr('{% include "nope.txt" %}', 1, 12, "template 'nope.txt' not found")


def test_syntax_error_before_render_error(st):
    st.terr("{{ 1/0 }}{% if %}", 1, 16, "unexpected end of tag")


def test_syntax_error_anywhere_no_output(st):
    st.terr("text\n{{ 1 }}\n{{ 2 + }}", 3, 8, "unexpected end of tag")


# ---------------------------------------------------------------- --check

def test_check_valid(st):
    st.ok("{% if x %}{{ x }}{% endif %}", "", "--check")


def test_check_empty(st):
    st.ok("", "", "--check")


def test_check_render_error_not_detected(st):
    st.ok("{{ 1/0 }}", "", "--check")


def test_check_strict_undefined_not_detected(st):
    st.ok("{{ x.y }}{% if z %}{% endif %}", "", "--check", "--strict")


def test_check_undefined_macro_call_ok(st):
    st.ok("{{ nomacro() }}", "", "--check")


def test_check_missing_include_ok(st):
    st.ok('{% include "nope.txt" %}{% import "n.txt" as n %}{% from "m.txt" import a %}', "", "--check")


def test_check_missing_parent_ok(st):
    st.ok('{% extends "nope.txt" %}{% block a %}{% endblock %}', "", "--check")


def test_check_broken_include_not_read(st):
    st.write("bad.txt", "{% if %}")
    st.ok('{% include "bad.txt" %}', "", "--check")


@pytest.mark.parametrize("template,line,col,msg", [
    ("{% if %}", 1, 7, "unexpected end of tag"),
    ("{{ x|nope }}", 1, 6, "unknown filter 'nope'"),
    ("{{ x is nope }}", 1, 9, "unknown test 'nope'"),
    ("{% block a %}{% endblock %}{% block a %}{% endblock %}", 1, 37, "block 'a' defined twice"),
    ("{% macro m(a, a) %}{% endmacro %}", 1, 15, "duplicate parameter 'a'"),
    ("{% break %}", 1, 1, "'break' outside of a loop"),
    ("{% for x in y %}", 1, 1, "unexpected end of template, expected 'endfor'"),
    ("{% raw %}x", 1, 1, "unexpected end of template, expected 'endraw'"),
    ("a\n{{ 1 +", 2, 1, "unclosed tag"),
    ("{# c", 1, 1, "unclosed comment"),
])
def test_check_reports_syntax_errors(st, template, line, col, msg):
    st.terr(template, line, col, msg, "--check")


def test_check_line_statement_syntax(st):
    st.terr("# if\n# endif\n", 1, 5, "unexpected end of tag", "--check", "--line-statement-prefix", "#")


def test_check_writes_no_output_file(st):
    st.write("t.txt", "content")
    r = st.run("--check", "-o", "out.txt", "t.txt")
    run_ok(r, "")
    assert not st.exists("out.txt")


def test_check_keeps_existing_output_file(st):
    st.write("out.txt", "keep")
    st.write("t.txt", "content")
    r = st.run("--check", "-o", "out.txt", "t.txt")
    run_ok(r, "")
    assert st.read("out.txt") == "keep"


def test_check_unwritable_output_not_reported(st):
    st.write("t.txt", "content")
    r = st.run("--check", "-o", "nodir/out.txt", "t.txt")
    run_ok(r, "")


def test_check_missing_template(st):
    r = st.run("--check", "missing.txt")
    run_err(r, "missing.txt: cannot read template", 3)


def test_check_stdin(st):
    r = st.run("--check", "-", stdin="{{ 1/0 }}")
    run_ok(r, "")


def test_check_stdin_syntax_error(st):
    r = st.run("--check", "-", stdin="{{ }}")
    run_err(r, "<stdin>:1:1: empty expression", 1)
