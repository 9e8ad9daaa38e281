"""Data files, definitions, reading the template, output and exit statuses."""
import pytest

from conftest import run, render, out, fails, TNAME


def ok(args, expected, files=None, stdin=None):
    r = run(args, files=files, stdin=stdin)
    assert r.err == "", r
    assert r.rc == 0, r
    assert r.out == expected, r
    return r


def io_error(args, msg, files=None, stdin=None):
    r = run(args, files=files, stdin=stdin)
    assert r.err == "stencil: %s\n" % msg, r
    assert r.out == "", r
    assert r.rc == 3, r
    return r


# ---------------------------------------------------------------- data files

def test_data_file_variables():
    ok(["-d", "d.json", TNAME], "1|x|true|", files={TNAME: "{{ a }}|{{ b }}|{{ c }}|{{ n }}",
                                                   "d.json": '{"a": 1, "b": "x", "c": true, "n": null}'})


def test_data_file_list_and_mapping():
    ok(["-d", "d.json", TNAME], '[1,"a",null]{"k":{"z":[]}}',
       files={TNAME: "{{ l }}{{ m }}", "d.json": '{"l": [1, "a", null], "m": {"k": {"z": []}}}'})


def test_data_null_is_none():
    ok(["-d", "d.json", TNAME], "true true", files={TNAME: "{{ n is none }} {{ n is defined }}", "d.json": '{"n": null}'})


def test_data_member_order_kept():
    ok(["-d", "d.json", TNAME], '{"z":1,"a":2,"m":3}', files={TNAME: "{{ m }}", "d.json": '{"m": {"z":1,"a":2,"m":3}}'})


def test_data_array_index_keys_first():
    ok(["-d", "d.json", TNAME], '{"2":4,"10":2,"b":1,"a":3}',
       files={TNAME: "{{ m }}", "d.json": '{"m": {"b": 1, "10": 2, "a": 3, "2": 4}}'})


def test_data_duplicate_key_last_wins_first_position():
    ok(["-d", "d.json", TNAME], '{"a":3,"b":2}', files={TNAME: "{{ m }}", "d.json": '{"m": {"a": 1, "b": 2, "a": 3}}'})


def test_data_duplicate_top_level_key():
    ok(["-d", "d.json", TNAME], "3", files={TNAME: "{{ a }}", "d.json": '{"a": 1, "a": 3}'})


def test_data_from_stdin():
    ok(["-d", "-", TNAME], "42", files={TNAME: "{{ a }}"}, stdin='{"a": 42}')


def test_data_files_in_order_later_wins():
    ok(["-d", "a.json", "-d", "b.json", TNAME], "2|1|3",
       files={TNAME: "{{ x }}|{{ y }}|{{ z }}", "a.json": '{"x": 1, "y": 1}', "b.json": '{"x": 2, "z": 3}'})


def test_define_after_data_wins():
    ok(["-d", "a.json", "-D", "x=s", TNAME], "s", files={TNAME: "{{ x }}", "a.json": '{"x": 1}'})


def test_data_after_define_wins():
    ok(["-D", "x=s", "-d", "a.json", TNAME], "1", files={TNAME: "{{ x }}", "a.json": '{"x": 1}'})


def test_json_define_after_define_wins():
    ok(["-D", "x=s", "-J", "x=[1]", TNAME], "[1]", files={TNAME: "{{ x }}"})


def test_data_visible_in_macro():
    ok(["-D", "g=G", TNAME], "G", files={TNAME: "{% macro m() %}{{ g }}{% endmacro %}{{ m() }}"})


def test_data_number_float():
    ok(["-d", "d.json", TNAME], "2.5 100", files={TNAME: "{{ a }} {{ b }}", "d.json": '{"a": 2.5, "b": 1e2}'})


def test_data_unicode_escape():
    ok(["-d", "d.json", TNAME], "é😀", files={TNAME: "{{ a }}", "d.json": '{"a": "\\u00e9\\ud83d\\ude00"}'})


def test_data_missing_file():
    io_error(["-d", "nope.json", TNAME], "nope.json: cannot read file", files={TNAME: "x"})


def test_data_directory():
    io_error(["-d", "sub", TNAME], "sub: cannot read file", files={TNAME: "x", "sub": None})


def test_data_invalid_json():
    io_error(["-d", "d.json", TNAME], "d.json: invalid JSON", files={TNAME: "x", "d.json": "{a: 1}"})


def test_data_empty_file_invalid():
    io_error(["-d", "d.json", TNAME], "d.json: invalid JSON", files={TNAME: "x", "d.json": ""})


def test_data_trailing_garbage_invalid():
    io_error(["-d", "d.json", TNAME], "d.json: invalid JSON", files={TNAME: "x", "d.json": '{"a": 1} x'})


@pytest.mark.parametrize("doc", ["[1]", "1", '"s"', "null", "true"])
def test_data_not_object(doc):
    io_error(["-d", "d.json", TNAME], "d.json: data must be a JSON object", files={TNAME: "x", "d.json": doc})


def test_data_stdin_invalid():
    io_error(["-d", "-", TNAME], "<stdin>: invalid JSON", files={TNAME: "x"}, stdin="nope")


def test_data_stdin_not_object():
    io_error(["-d", "-", TNAME], "<stdin>: data must be a JSON object", files={TNAME: "x"}, stdin="[]")


def test_data_name_as_given():
    io_error(["-d", "./sub/../nope.json", TNAME], "./sub/../nope.json: cannot read file", files={TNAME: "x", "sub": None})


def test_first_failing_data_file_reported():
    io_error(["-d", "bad.json", "-d", "missing.json", TNAME], "bad.json: invalid JSON",
             files={TNAME: "x", "bad.json": "{"})


def test_first_failing_data_file_reported_other_order():
    io_error(["-d", "missing.json", "-d", "bad.json", TNAME], "missing.json: cannot read file",
             files={TNAME: "x", "bad.json": "{"})


def test_data_error_before_missing_template():
    io_error(["-d", "missing.json", "nope.txt"], "missing.json: cannot read file")


def test_data_error_before_template_syntax_error():
    io_error(["-d", "missing.json", TNAME], "missing.json: cannot read file", files={TNAME: "{% if %}"})


def test_data_invalid_utf8_replaced():
    ok(["-d", "d.json", TNAME], "x\ufffdy", files={TNAME: "{{ a }}", "d.json": b'{"a": "x\xffy"}'})


# ---------------------------------------------------------------- definitions

def test_define_is_string():
    ok(["-D", "n=5", TNAME], "51", files={TNAME: "{{ n ~ 1 }}"})


def test_define_string_plus_number_error():
    fails("{{ n + 1 }}", "unsupported operand types for +: string and number", "+", "-D", "n=5")


def test_define_value_with_equals():
    ok(["-D", "x=a=b", TNAME], "a=b", files={TNAME: "{{ x }}"})


def test_define_empty_value():
    ok(["-D", "x=", TNAME], "[]true", files={TNAME: "[{{ x }}]{{ x is defined }}"})


def test_define_json_number():
    ok(["-J", "n=5", TNAME], "6", files={TNAME: "{{ n + 1 }}"})


def test_define_json_list():
    ok(["-J", "xs=[1,2]", TNAME], "2 2", files={TNAME: "{{ xs[1] }} {{ xs|length }}"})


def test_define_json_mapping():
    ok(["-J", 'm={"a":1}', TNAME], "1", files={TNAME: "{{ m.a }}"})


def test_define_json_null():
    ok(["-J", "z=null", TNAME], "[]true", files={TNAME: "[{{ z }}]{{ z is none }}"})


def test_define_json_whitespace_allowed():
    ok(["-J", "n= 5 ", TNAME], "6", files={TNAME: "{{ n + 1 }}"})


def test_define_json_string():
    ok(["-J", 's="hi"', TNAME], "hi", files={TNAME: "{{ s }}"})


def test_define_hides_range():
    ok(["-D", "range=x", TNAME], "x", files={TNAME: "{{ range }}"})


def test_define_hides_range_not_callable():
    fails("{{ range(2) }}", "'range' is not callable", "(", "-D", "range=x")


def test_define_json_null_hides_range():
    fails("{{ range(2) }}", "'range' is not callable", "(", "-J", "range=null")


def test_define_reserved_name_not_a_variable():
    ok(["-D", "true=5", TNAME], "true", files={TNAME: "{{ true }}"})


def test_define_loop_outside_loop():
    ok(["-D", "loop=L", TNAME], "L1", files={TNAME: "{{ loop }}{% for i in [7] %}{{ loop.index }}{% endfor %}"})


def test_define_caller_hidden_in_macro():
    ok(["-D", "caller=C", TNAME], "C false",
       files={TNAME: "{{ caller }} {% macro m() %}{{ caller is defined }}{% endmacro %}{{ m() }}"})


# ---------------------------------------------------------------- reading the template

def test_missing_template():
    io_error(["nope.txt"], "nope.txt: cannot read template")


def test_template_is_directory():
    io_error(["sub"], "sub: cannot read template", files={"sub": None})


def test_template_name_as_given_in_errors():
    r = run(["sub/page.txt"], files={"sub/page.txt": "{{ 1/0 }}"})
    assert r.err == "stencil: sub/page.txt:1:5: division by zero\n", r
    assert r.rc == 1


def test_stdin_template_name():
    r = run(["-"], stdin="ab\n{{ 1/0 }}")
    assert r.err == "stencil: <stdin>:2:5: division by zero\n", r
    assert r.rc == 1 and r.out == ""


def test_template_read_exactly_bom_and_cr():
    r = run([TNAME], files={TNAME: b"\xef\xbb\xbfa\r\nb\r\n"})
    assert r.rc == 0
    assert r.out == "\ufeffa\r\nb\r\n"


def test_final_newline_kept():
    assert out("x\n") == "x\n"


def test_empty_template():
    assert out("") == ""


def test_template_invalid_utf8_replaced():
    r = run([TNAME], files={TNAME: b"a\xffb"})
    assert r.rc == 0
    assert r.out == "a\ufffdb"


# ---------------------------------------------------------------- output

def test_output_file_written():
    r = run(["-o", "o.txt", TNAME], files={TNAME: "a{{ 1 }}\n"})
    assert (r.rc, r.out, r.err) == (0, "", "")
    assert r.files["o.txt"] == b"a1\n"


def test_output_file_replaced():
    r = run(["-o", "o.txt", TNAME], files={TNAME: "new", "o.txt": "old content here"})
    assert r.rc == 0
    assert r.files["o.txt"] == b"new"


def test_output_file_not_created_on_error():
    r = run(["-o", "o.txt", TNAME], files={TNAME: "a{{ 1/0 }}"})
    assert r.rc == 1 and r.out == ""
    assert "o.txt" not in r.files


def test_output_file_unchanged_on_error():
    r = run(["-o", "o.txt", TNAME], files={TNAME: "a{{ 1/0 }}", "o.txt": "keep"})
    assert r.rc == 1
    assert r.files["o.txt"] == b"keep"


def test_output_file_unchanged_on_data_error():
    r = run(["-o", "o.txt", "-d", "nope.json", TNAME], files={TNAME: "a", "o.txt": "keep"})
    assert r.rc == 3
    assert r.files["o.txt"] == b"keep"


def test_output_cannot_write():
    io_error(["-o", "nodir/o.txt", TNAME], "nodir/o.txt: cannot write output", files={TNAME: "x"})


def test_output_to_directory_cannot_write():
    io_error(["-o", "sub", TNAME], "sub: cannot write output", files={TNAME: "x", "sub": None})


def test_template_error_before_output_error():
    r = run(["-o", "nodir/o.txt", TNAME], files={TNAME: "{{ 1/0 }}"})
    assert r.err == "stencil: t.txt:1:5: division by zero\n", r
    assert r.rc == 1


def test_check_never_reports_output_error():
    r = run(["--check", "-o", "nodir/o.txt", TNAME], files={TNAME: "x"})
    assert (r.rc, r.out, r.err) == (0, "", "")


def test_nothing_on_stdout_when_render_fails_late():
    r = render("lots of text before{{ 1/0 }}")
    assert r.out == "" and r.rc == 1


def test_missing_template_error_status():
    r = run(["missing.txt"])
    assert r.rc == 3 and r.out == ""


def test_missing_include_is_template_error():
    fails('{% include "nope.txt" %}', "template 'nope.txt' not found", '"nope.txt"')


def test_missing_extends_is_template_error():
    fails('{% extends "nope.txt" %}', "template 'nope.txt' not found", '"nope.txt"')
