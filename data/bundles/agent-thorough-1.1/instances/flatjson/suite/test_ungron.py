import json

import pytest

from conftest import run, ok, fail, stmt_err

SPEC_STATEMENTS = (
    "json = {};\n"
    "json.a = {};\n"
    "json.a.b = [];\n"
    "json.a.b[0] = 1;\n"
    "json.a.b[1] = {};\n"
    "json.c = true;\n"
)

SPEC_JSON = '{\n  "a": {\n    "b": [\n      1,\n      {}\n    ]\n  },\n  "c": true\n}\n'


def u(inp, *args):
    return run(["-u", *args], inp)


def conflict(n):
    return stmt_err(n, "conflicting path")


# ---------------------------------------------------------------- output


def test_spec_example():
    ok(u(SPEC_STATEMENTS), SPEC_JSON)


def test_spec_example_long_option():
    ok(run(["--ungron"], SPEC_STATEMENTS), SPEC_JSON)


def test_spec_example_reversed_order():
    lines = SPEC_STATEMENTS.splitlines(keepends=True)
    ok(u("".join(reversed(lines))), SPEC_JSON)


def test_spec_example_without_container_statements():
    ok(u("json.a.b[0] = 1;\njson.a.b[1] = {};\njson.c = true;\n"), SPEC_JSON)


@pytest.mark.parametrize(
    "stmt,out",
    [
        ("json = 1;", "1"),
        ('json = "hi";', '"hi"'),
        ("json = {};", "{}"),
        ("json = [];", "[]"),
        ("json = null;", "null"),
        ("json = true;", "true"),
        ("json = false;", "false"),
        ("json = -0;", "-0"),
        ("json = 1.50;", "1.50"),
        ("json = 1E3;", "1E3"),
        ("json = -1.5e-7;", "-1.5e-7"),
        ("json = 100000000000000000000001;", "100000000000000000000001"),
        ('json = "";', '""'),
        ('json = "\\u0001";', '"\\u0001"'),
        ('json = "\\u001F";', '"\\u001f"'),
        ('json = "\\t";', '"\\t"'),
        ('json = "\\u0009";', '"\\t"'),
        ('json = "\\b\\f\\n\\r";', '"\\b\\f\\n\\r"'),
        ('json = "\\u0008\\u000c\\u000A\\u000d";', '"\\b\\f\\n\\r"'),
        ('json = "\\/";', '"/"'),
        ('json = "a\\"b\\\\c";', '"a\\"b\\\\c"'),
        ('json = "\\u00e9";', '"\u00e9"'),
        ('json = "\u00e9";', '"\u00e9"'),
        ('json = "\U0001F600";', '"\U0001F600"'),
        ('json = "\\ud83d\\ude00";', '"\U0001F600"'),
        ('json = "\\u0041";', '"A"'),
        ('json = "x = y;";', '"x = y;"'),
        ('json = "\\u0000";', '"\\u0000"'),
    ],
)
def test_root_scalar_output(stmt, out):
    ok(u(stmt + "\n"), out + "\n")


def test_single_member_object():
    ok(u("json.a = 1;\n"), '{\n  "a": 1\n}\n')


def test_single_element_array():
    ok(u("json[0] = 1;\n"), "[\n  1\n]\n")


def test_nested_object_indentation():
    ok(u("json.a.b = 1;\n"), '{\n  "a": {\n    "b": 1\n  }\n}\n')


def test_nested_array_indentation():
    ok(u("json[0][0] = 1;\n"), "[\n  [\n    1\n  ]\n]\n")


def test_three_levels_indentation():
    ok(
        u("json.a[0].b = \"x\";\n"),
        '{\n  "a": [\n    {\n      "b": "x"\n    }\n  ]\n}\n',
    )


def test_commas_between_members():
    ok(u("json.a = 1;\njson.b = 2;\njson.c = 3;\n"), '{\n  "a": 1,\n  "b": 2,\n  "c": 3\n}\n')


def test_commas_between_elements():
    ok(u("json[0] = 1;\njson[1] = 2;\njson[2] = 3;\n"), "[\n  1,\n  2,\n  3\n]\n")


def test_empty_containers_as_members():
    ok(u("json.a = {};\njson.b = [];\n"), '{\n  "a": {},\n  "b": []\n}\n')


def test_mixed_array_elements():
    ok(
        u('json[0] = {};\njson[1] = [];\njson[2] = "x";\njson[3] = null;\njson[4] = false;\n'),
        '[\n  {},\n  [],\n  "x",\n  null,\n  false\n]\n',
    )


def test_comma_after_nested_container():
    ok(
        u("json.a.x = 1;\njson.b = 2;\n"),
        '{\n  "a": {\n    "x": 1\n  },\n  "b": 2\n}\n',
    )


def test_numbers_preserved_in_members():
    ok(
        u("json.a = 1.50;\njson.b = 1E3;\njson.c = -0;\njson.d = 0.000;\n"),
        '{\n  "a": 1.50,\n  "b": 1E3,\n  "c": -0,\n  "d": 0.000\n}\n',
    )


@pytest.mark.parametrize(
    "path,key",
    [
        ('json["a\\"b"]', '"a\\"b"'),
        ('json["a\\\\b"]', '"a\\\\b"'),
        ('json["\\u001F"]', '"\\u001f"'),
        ('json["\\u0001"]', '"\\u0001"'),
        ('json["\\n"]', '"\\n"'),
        ('json["\\t"]', '"\\t"'),
        ('json["\\u000a"]', '"\\n"'),
        ('json["\u00e9"]', '"\u00e9"'),
        ('json["\\u00e9"]', '"\u00e9"'),
        ('json["\\/"]', '"/"'),
        ('json[""]', '""'),
        ('json["first name"]', '"first name"'),
        ('json["1st"]', '"1st"'),
        ('json["a]b"]', '"a]b"'),
        ('json["a = b;"]', '"a = b;"'),
        ('json["[0]"]', '"[0]"'),
        ("json.class", '"class"'),
        ("json.null", '"null"'),
        ('json["class"]', '"class"'),
        ("json.$ref", '"$ref"'),
        ("json._id", '"_id"'),
        ("json.A1", '"A1"'),
        ('json["\U0001F600"]', '"\U0001F600"'),
    ],
)
def test_key_output(path, key):
    ok(u("%s = 1;\n" % path), "{\n  %s: 1\n}\n" % key)


def test_key_and_string_value_escaped():
    ok(u('json["k\\u0002"] = "v\\u0003";\n'), '{\n  "k\\u0002": "v\\u0003"\n}\n')


def test_sorted_by_default():
    ok(u("json.b = 1;\njson.a = 2;\n"), '{\n  "a": 2,\n  "b": 1\n}\n')


def test_sorted_string_order():
    ok(
        u('json["9"] = 1;\njson["10"] = 2;\njson.a = 3;\njson.B = 4;\n'),
        '{\n  "10": 2,\n  "9": 1,\n  "B": 4,\n  "a": 3\n}\n',
    )


def test_sorted_prefix_first():
    ok(
        u('json.ab = 1;\njson["a b"] = 2;\njson.a = 3;\n'),
        '{\n  "a": 3,\n  "a b": 2,\n  "ab": 1\n}\n',
    )


def test_sorted_code_point():
    ok(
        u('json["\U0001F600"] = 1;\njson["\uff5e"] = 2;\njson.z = 3;\n'),
        '{\n  "z": 3,\n  "\uff5e": 2,\n  "\U0001F600": 1\n}\n',
    )


def test_sorted_nested():
    ok(
        u("json.z.b = 1;\njson.z.a = 2;\njson.a = 3;\n"),
        '{\n  "a": 3,\n  "z": {\n    "a": 2,\n    "b": 1\n  }\n}\n',
    )


def test_no_sort_creation_order():
    ok(u("json.b = 1;\njson.a = 2;\n", "--no-sort"), '{\n  "b": 1,\n  "a": 2\n}\n')


def test_no_sort_numeric_keys():
    ok(
        u('json["2"] = 1;\njson["1"] = 2;\njson["10"] = 3;\n', "--no-sort"),
        '{\n  "2": 1,\n  "1": 2,\n  "10": 3\n}\n',
    )


def test_no_sort_replaced_value_keeps_first_position():
    ok(
        u("json.b = 1;\njson.a = 2;\njson.b = 3;\n", "--no-sort"),
        '{\n  "b": 3,\n  "a": 2\n}\n',
    )


def test_no_sort_implicit_creation_order():
    ok(
        u("json.z.y = 1;\njson.a = 2;\njson.z.x = 3;\n", "--no-sort"),
        '{\n  "z": {\n    "y": 1,\n    "x": 3\n  },\n  "a": 2\n}\n',
    )


def test_no_sort_spec_example_reversed():
    lines = SPEC_STATEMENTS.splitlines(keepends=True)
    ok(
        run(["--no-sort", "-u"], "".join(reversed(lines))),
        '{\n  "c": true,\n  "a": {\n    "b": [\n      1,\n      {}\n    ]\n  }\n}\n',
    )


def test_no_sort_before_ungron_after_operand():
    ok(
        run(["-", "--no-sort", "--ungron"], "json.b = 1;\njson.a = 2;\n"),
        '{\n  "b": 1,\n  "a": 2\n}\n',
    )


def test_empty_input_writes_nothing():
    ok(u(""), "")


def test_blank_lines_only_writes_nothing():
    ok(u("\n  \n\t\n\r\n \t\r\n"), "")


# ---------------------------------------------------------------- input syntax


def test_blanks_around_tokens():
    ok(u("  json.a  =  1  ;  \n"), '{\n  "a": 1\n}\n')


def test_tabs_around_tokens():
    ok(u("\tjson.a\t=\t1\t;\t\n"), '{\n  "a": 1\n}\n')


def test_no_blanks():
    ok(u('json.a=1;\njson.b="x";\n'), '{\n  "a": 1,\n  "b": "x"\n}\n')


def test_crlf_line_endings():
    ok(u("json.a = 1;\r\njson.b = 2;\r\n"), '{\n  "a": 1,\n  "b": 2\n}\n')


def test_cr_after_trailing_blanks():
    ok(u("json.a = 1; \t\r\n"), '{\n  "a": 1\n}\n')


def test_no_final_newline():
    ok(u("json.a = 1;\njson.b = 2;"), '{\n  "a": 1,\n  "b": 2\n}\n')


def test_blank_lines_ignored_between():
    ok(u("\n\njson.a = 1;\n   \n\t\n\r\njson.b = 2;\n\n"), '{\n  "a": 1,\n  "b": 2\n}\n')


def test_blanks_inside_empty_object_and_array():
    ok(u("json.a = { };\njson.b = [ \t ];\njson.c = {\t};\n"), '{\n  "a": {},\n  "b": [],\n  "c": {}\n}\n')


def test_semicolon_and_equals_inside_string_value():
    ok(u('json.a = "x;y = z";\n'), '{\n  "a": "x;y = z"\n}\n')


def test_reserved_words_accepted_with_dot():
    ok(
        u("json.class = 1;\njson.if = 2;\njson.true = 3;\n"),
        '{\n  "class": 1,\n  "if": 2,\n  "true": 3\n}\n',
    )


def test_bracket_and_dot_forms_same_key():
    ok(u('json["a"] = 1;\njson.a = 2;\n'), '{\n  "a": 2\n}\n')


def test_escaped_bracket_key_same_as_dot():
    ok(u('json.a.x = 1;\njson["\\u0061"].y = 2;\n'), '{\n  "a": {\n    "x": 1,\n    "y": 2\n  }\n}\n')


def test_multi_digit_index():
    ok(u("json[10] = 1;\n"), "[\n" + "  null,\n" * 10 + "  1\n]\n")


def test_index_zero_nested_brackets():
    ok(u('json["a"][0]["b"] = 1;\n'), '{\n  "a": [\n    {\n      "b": 1\n    }\n  ]\n}\n')


@pytest.mark.parametrize(
    "line",
    [
        "json.a = 1",
        "json.a = 1 ",
        "a = 1;",
        "JSON = 1;",
        "jsonx = 1;",
        "Json.a = 1;",
        "json.a. = 1;",
        "json..a = 1;",
        "json[01] = 1;",
        "json[00] = 1;",
        "json[-1] = 1;",
        "json[a] = 1;",
        "json[] = 1;",
        "json[1.5] = 1;",
        "json[ 0] = 1;",
        "json[0 ] = 1;",
        "json[+1] = 1;",
        "json[1e2] = 1;",
        "json .a = 1;",
        "json. a = 1;",
        "json.a .b = 1;",
        "json.1a = 1;",
        "json.a-b = 1;",
        "json.\u00e9 = 1;",
        "json['a'] = 1;",
        'json["a] = 1;',
        'json["\\q"] = 1;',
        "json[\"a\"b\"] = 1;",
        "json[0 = 1;",
        "json0] = 1;",
        "json[0]x = 1;",
        "json = {\"a\":1};",
        "json = [1];",
        "json = [null];",
        "json = 01;",
        "json = 1.;",
        "json = -;",
        "json = +1;",
        "json = .5;",
        "json = 1e;",
        "json = 'a';",
        "json = True;",
        "json = tru;",
        "json = NaN;",
        "json = abc;",
        "json = undefined;",
        "json = ;",
        'json = "a;',
        'json = "a\\qb";',
        'json = "a"b;',
        "json = 1 2;",
        "json = {;",
        "json = };",
        "json = {];",
        "json = [};",
        "json = 1; x",
        "json.a = 1; json.b = 2;",
        "json = 1;;",
        "json == 1;",
        "json 1;",
        "json = = 1;",
        "= 1;",
        ";",
        "json",
        "json;",
        "json.a;",
        "x",
        "json = 1;x",
        "// json = 1;",
        "json.a = {}{};",
        "json.a = []];",
    ],
)
def test_invalid_statement_line_1(line):
    fail(u(line + "\n"), stmt_err(1))


def test_invalid_statement_without_newline():
    fail(u("json = 1"), stmt_err(1))


def test_invalid_statement_later_line():
    fail(u("json.a = 1;\njson.b = 2;\njson.c = 3\n"), stmt_err(3))


def test_invalid_statement_counts_blank_lines():
    fail(u("\n\njson.a = 1;\n\n   \nbad\n"), stmt_err(6))


def test_invalid_statement_counts_crlf_lines():
    fail(u("json.a = 1;\r\n\r\njson.b = 2\r\n"), stmt_err(3))


def test_first_invalid_statement_reported():
    fail(u("json.a = 1;\nbad one\nbad two\n"), stmt_err(2))


def test_invalid_statement_before_conflict():
    fail(u("json = 1;\njson.a 2;\njson.a = 2;\n"), stmt_err(2))


def test_invalid_statement_last_line_no_newline():
    fail(u("json.a = 1;\njson.b ="), stmt_err(2))


def test_gron_output_of_json_is_not_json_input():
    # plain JSON is not a valid statement
    fail(u('{"a": 1}\n'), stmt_err(1))


def test_invalid_statement_no_sort():
    fail(u("json = 1;\n\njson[01] = 2;\n", "--no-sort"), stmt_err(3))


# ---------------------------------------------------------------- reconstruction


def test_fill_skipped_positions_with_null():
    ok(u("json = [];\njson[2] = 1;\n"), "[\n  null,\n  null,\n  1\n]\n")


def test_set_middle_index_does_not_change_length():
    ok(u("json[3] = 1;\njson[1] = 2;\n"), "[\n  null,\n  2,\n  null,\n  1\n]\n")


def test_implicit_array_creation_nested():
    ok(u("json.a[1].b = 1;\n"), '{\n  "a": [\n    null,\n    {\n      "b": 1\n    }\n  ]\n}\n')


def test_implicit_root_array():
    ok(u("json[1] = {};\n"), "[\n  null,\n  {}\n]\n")


def test_null_element():
    ok(u("json[0] = null;\n"), "[\n  null\n]\n")


def test_existing_object_kept_by_empty_object():
    ok(u("json.a.x = 1;\njson.a = {};\n"), '{\n  "a": {\n    "x": 1\n  }\n}\n')


def test_existing_array_kept_by_empty_array():
    ok(u("json.a[0] = 1;\njson.a = [];\n"), '{\n  "a": [\n    1\n  ]\n}\n')


def test_existing_root_kept():
    ok(u("json.a = 1;\njson = {};\n"), '{\n  "a": 1\n}\n')


def test_existing_root_array_kept():
    ok(u("json[0] = 1;\njson = [];\n"), "[\n  1\n]\n")


def test_scalar_replaced():
    ok(u("json.a = 1;\njson.a = 2;\n"), '{\n  "a": 2\n}\n')


def test_scalar_replaced_by_string():
    ok(u('json[0] = 1;\njson[0] = "x";\n'), '[\n  "x"\n]\n')


def test_object_replaced_by_scalar():
    ok(u("json.a.x = 1;\njson.a = 5;\n"), '{\n  "a": 5\n}\n')


def test_array_replaced_by_empty_object():
    ok(u("json.a[0] = 1;\njson.a = {};\n"), '{\n  "a": {}\n}\n')


def test_object_replaced_by_empty_array():
    ok(u("json.a.x = 1;\njson.a = [];\n"), '{\n  "a": []\n}\n')


def test_scalar_replaced_by_empty_object_then_filled():
    ok(u("json.a = 1;\njson.a = {};\njson.a.b = 2;\n"), '{\n  "a": {\n    "b": 2\n  }\n}\n')


def test_null_replaced_by_array_then_filled():
    ok(u("json.a = null;\njson.a = [];\njson.a[0] = 2;\n"), '{\n  "a": [\n    2\n  ]\n}\n')


def test_root_array_replaced_by_scalar():
    ok(u("json[0] = 1;\njson = 2;\n"), "2\n")


def test_root_object_replaced_by_array():
    ok(u("json.a = 1;\njson = [];\n"), "[]\n")


def test_root_replaced_then_rebuilt():
    ok(u("json = 1;\njson = {};\njson.k = 2;\n"), '{\n  "k": 2\n}\n')


def test_null_written_as_value_not_filler():
    ok(u("json[1] = 5;\njson[0] = null;\n"), "[\n  null,\n  5\n]\n")


@pytest.mark.parametrize(
    "text,line",
    [
        ("json.a = 1;\njson.a.b = 2;\n", 2),
        ("json.a = 1;\njson.a[0] = 2;\n", 2),
        ("json.a = [];\njson.a.b = 1;\n", 2),
        ('json.a = [];\njson.a["b"] = 1;\n', 2),
        ("json.a = {};\njson.a[0] = 1;\n", 2),
        ("json = 1;\njson.a = 2;\n", 2),
        ('json = "s";\njson[0] = 1;\n', 2),
        ("json = null;\njson.a = 1;\n", 2),
        ("json = [];\njson.a = 1;\n", 2),
        ("json = {};\njson[0] = 1;\n", 2),
        ("json.a = 1;\njson[0] = 1;\n", 2),
        ("json[0] = 1;\njson.a = 1;\n", 2),
        ('json[0] = 1;\njson["a"] = 1;\n', 2),
        ("json.a.b = null;\njson.a.b.c = 1;\n", 2),
        ("json.a[0].b = 1;\njson.a.c = 1;\n", 2),
        ("json.a = true;\njson.a.b.c.d = 1;\n", 2),
        ("json.x = 1;\njson.y = 2;\njson.z = [];\njson.z.q = 3;\n", 4),
        ("json = 1;\n\n\njson.x = 1;\n", 4),
        ("json.a = false;\r\n\r\njson.a[3] = 1;\r\n", 3),
        ("json.a[0] = 1;\njson.a[0].b = 2;\n", 2),
        ("json.a[1] = 1;\njson.a[0].b = 2;\n", 2),
        ("json.a.b = 1;\njson.a = 5;\njson.a.c = 1;\n", 3),
    ],
)
def test_conflicting_path(text, line):
    fail(u(text), conflict(line))


def test_conflict_first_of_several():
    fail(u("json = 1;\njson.a = 1;\njson.b = 2;\n"), conflict(2))


def test_conflict_no_sort():
    fail(u("json.a = 1;\njson.a.b = 2;\n", "--no-sort"), conflict(2))


def test_setting_value_on_null_filler_is_ok():
    # a null filler is replaced by setting the element itself
    ok(u("json[2] = 1;\njson[0] = {};\njson[0].k = 1;\n"), '[\n  {\n    "k": 1\n  },\n  null,\n  1\n]\n')


# ---------------------------------------------------------------- round trip


def _expected_pretty(obj):
    return json.dumps(obj, indent=2, ensure_ascii=False, sort_keys=True) + "\n"


def test_round_trip_complex_document():
    doc = {
        "name": "flat",
        "class": ["x", 1, None, True, False, {}, []],
        "first name": {"a\"b": "\u00e9\U0001F600", "\t": "\u0001"},
        "10": {"9": [[], [[1]]]},
        "$ref": "#/a",
        "": "",
    }
    text = json.dumps(doc)
    g = run([], text)
    assert g.rc == 0 and g.err == ""
    back = run(["-u"], g.out)
    ok(back, _expected_pretty(doc))


def test_round_trip_no_sort():
    src = '{"b":{"z":1,"y":[2,{"d":3,"c":4}]},"a":"s"}'
    g = run(["--no-sort"], src)
    assert g.rc == 0
    ok(
        run(["-u", "--no-sort"], g.out),
        '{\n  "b": {\n    "z": 1,\n    "y": [\n      2,\n      {\n        "d": 3,\n'
        '        "c": 4\n      }\n    ]\n  },\n  "a": "s"\n}\n',
    )


def test_ungron_from_file(tmp_path):
    (tmp_path / "s.gron").write_text("json.b = 1;\njson.a = 2;\n", encoding="utf-8")
    ok(run(["s.gron", "-u"], cwd=tmp_path), '{\n  "a": 2,\n  "b": 1\n}\n')


def test_ungron_empty_file(tmp_path):
    (tmp_path / "e.gron").write_bytes(b"")
    ok(run(["-u", "e.gron"], cwd=tmp_path), "")


def test_ungron_large_array():
    n = 500
    text = "".join("json[%d] = %d;\n" % (i, i) for i in range(n))
    ok(u(text), "[\n" + ",\n".join("  %d" % i for i in range(n)) + "\n]\n")


def test_commas_at_each_level():
    ok(
        u("json.a[0].x = 1;\njson.a[0].y = 2;\njson.a[1] = 3;\njson.b = 4;\n"),
        '{\n  "a": [\n    {\n      "x": 1,\n      "y": 2\n    },\n    3\n  ],\n  "b": 4\n}\n',
    )


def test_nested_empty_containers_in_array_of_object():
    ok(
        u("json.k[0] = {};\njson.k[1] = [];\njson.e = {};\n"),
        '{\n  "e": {},\n  "k": [\n    {},\n    []\n  ]\n}\n',
    )


def test_no_sort_bracket_and_dot_keys_creation_order():
    ok(
        u('json["z z"] = 1;\njson.m = 2;\njson["a"] = 3;\njson.z = 4;\n', "--no-sort"),
        '{\n  "z z": 1,\n  "m": 2,\n  "a": 3,\n  "z": 4\n}\n',
    )


def test_no_sort_nested_arrays_keep_index_order():
    ok(
        u("json[1].b = 1;\njson[1].a = 2;\njson[0] = 0;\n", "--no-sort"),
        '[\n  0,\n  {\n    "b": 1,\n    "a": 2\n  }\n]\n',
    )
