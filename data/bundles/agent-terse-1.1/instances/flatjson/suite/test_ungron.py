"""--ungron: input, reconstruction and output."""
import pytest

from conftest import ok, lines, fail

EXAMPLE_STMTS = lines(
    "json = {};",
    "json.a = {};",
    "json.a.b = [];",
    "json.a.b[0] = 1;",
    "json.a.b[1] = {};",
    "json.c = true;",
)

EXAMPLE_JSON = (
    "{\n"
    '  "a": {\n'
    '    "b": [\n'
    "      1,\n"
    "      {}\n"
    "    ]\n"
    "  },\n"
    '  "c": true\n'
    "}\n"
)


def ug(run, text, *args):
    return ok(run, "--ungron", *args, stdin=text.encode())


def test_example(run):
    assert ug(run, EXAMPLE_STMTS) == EXAMPLE_JSON


def test_example_short_option(run):
    assert ok(run, "-u", stdin=EXAMPLE_STMTS.encode()) == EXAMPLE_JSON


def test_example_shuffled(run):
    stmts = lines(
        "json.c = true;",
        "json.a.b[1] = {};",
        "json.a.b[0] = 1;",
        "json = {};",
        "json.a = {};",
        "json.a.b = [];",
    )
    assert ug(run, stmts) == EXAMPLE_JSON


def test_example_without_container_statements(run):
    stmts = lines("json.a.b[0] = 1;", "json.a.b[1] = {};", "json.c = true;")
    assert ug(run, stmts) == EXAMPLE_JSON


def test_roundtrip_from_gron(run):
    doc = '{"x":[1,"two",{"three":null}],"y":{"z":false},"e":[]}'
    stmts = ok(run, stdin=doc)
    out = ug(run, stmts)
    assert out == (
        "{\n"
        '  "e": [],\n'
        '  "x": [\n'
        "    1,\n"
        '    "two",\n'
        "    {\n"
        '      "three": null\n'
        "    }\n"
        "  ],\n"
        '  "y": {\n'
        '    "z": false\n'
        "  }\n"
        "}\n"
    )


@pytest.mark.parametrize(
    "stmt,out",
    [
        ("json = 1;", "1\n"),
        ('json = "x";', '"x"\n'),
        ("json = true;", "true\n"),
        ("json = false;", "false\n"),
        ("json = null;", "null\n"),
        ("json = {};", "{}\n"),
        ("json = [];", "[]\n"),
        ("json = 1.50;", "1.50\n"),
        ("json = -0;", "-0\n"),
        ("json = 1E3;", "1E3\n"),
        ("json = 12345678901234567890123;", "12345678901234567890123\n"),
        ("json = { };", "{}\n"),
        ("json = [\t];", "[]\n"),
    ],
)
def test_single_statement(run, stmt, out):
    assert ug(run, stmt + "\n") == out


def test_numbers_exact_in_members(run):
    assert ug(run, "json.a = 1.50;\n") == '{\n  "a": 1.50\n}\n'


def test_no_trailing_newline_input(run):
    assert ug(run, "json.a = 1;") == '{\n  "a": 1\n}\n'


def test_empty_input(run):
    assert ug(run, "") == ""


def test_only_blank_lines(run):
    assert ug(run, "\n   \n\t\n\r\n") == ""


def test_blank_lines_ignored(run):
    assert ug(run, "\njson.a = 1;\n  \n\t\r\njson.b = 2;\n\n") == '{\n  "a": 1,\n  "b": 2\n}\n'


def test_blanks_around_tokens(run):
    assert ug(run, "  \tjson.a\t=\t1 ;  \n") == '{\n  "a": 1\n}\n'


def test_no_blanks(run):
    assert ug(run, "json.a=1;\n") == '{\n  "a": 1\n}\n'


def test_crlf_lines(run):
    assert ug(run, "json.a = 1;\r\njson.b = 2;\r\n") == '{\n  "a": 1,\n  "b": 2\n}\n'


def test_reserved_word_dot_path_accepted(run):
    assert ug(run, "json.class = 1;\n") == '{\n  "class": 1\n}\n'


def test_bracket_key(run):
    assert ug(run, 'json["first name"] = "Ann";\n') == '{\n  "first name": "Ann"\n}\n'


def test_bracket_key_escapes(run):
    assert ug(run, 'json["a\\"b"] = 1;\n') == '{\n  "a\\"b": 1\n}\n'


def test_bracket_key_unicode_escape(run):
    assert ug(run, 'json["\\u00e9"] = 1;\n') == '{\n  "é": 1\n}\n'


def test_bracket_key_newline_escape(run):
    assert ug(run, 'json["a\\nb"] = 1;\n') == '{\n  "a\\nb": 1\n}\n'


def test_bracket_and_dot_same_key(run):
    assert ug(run, 'json["a"] = 1;\njson.a = 2;\n') == '{\n  "a": 2\n}\n'


def test_string_value_escapes(run):
    out = ug(run, 'json = "\\u0041\\/\\t\\u001F\\u00e9";\n')
    assert out == '"A/\\t\\u001fé"\n'


def test_string_value_unicode_raw(run):
    assert ug(run, 'json[0] = "😀";\njson[1] = "€";\n') == '[\n  "😀",\n  "€"\n]\n'


def test_string_value_control_escape_output(run):
    assert ug(run, 'json.s = "\\u0001\\b";\n') == '{\n  "s": "\\u0001\\b"\n}\n'


def test_array_extension_with_nulls(run):
    assert ug(run, "json = [];\njson[2] = 1;\n") == "[\n  null,\n  null,\n  1\n]\n"


def test_array_created_implicitly(run):
    assert ug(run, "json[1] = 1;\n") == "[\n  null,\n  1\n]\n"


def test_nested_array_created(run):
    assert ug(run, "json.a[0][1] = true;\n") == (
        "{\n"
        '  "a": [\n'
        "    [\n"
        "      null,\n"
        "      true\n"
        "    ]\n"
        "  ]\n"
        "}\n"
    )


def test_objects_created_implicitly(run):
    assert ug(run, "json.a.b.c = 1;\n") == (
        "{\n"
        '  "a": {\n'
        '    "b": {\n'
        '      "c": 1\n'
        "    }\n"
        "  }\n"
        "}\n"
    )


def test_array_element_overwrite_keeps_length(run):
    assert ug(run, "json[3] = 1;\njson[1] = 2;\n") == "[\n  null,\n  2,\n  null,\n  1\n]\n"


def test_empty_object_keeps_existing(run):
    assert ug(run, "json.a.b = 1;\njson.a = {};\n") == '{\n  "a": {\n    "b": 1\n  }\n}\n'


def test_empty_array_keeps_existing(run):
    assert ug(run, "json.a[0] = 1;\njson.a = [];\n") == '{\n  "a": [\n    1\n  ]\n}\n'


def test_root_object_keeps_existing(run):
    assert ug(run, "json.a = 1;\njson = {};\n") == '{\n  "a": 1\n}\n'


def test_scalar_replaced(run):
    assert ug(run, "json.a = 1;\njson.a = 2;\n") == '{\n  "a": 2\n}\n'


def test_scalar_replaced_by_object(run):
    assert ug(run, "json.a = 1;\njson.a = {};\n") == '{\n  "a": {}\n}\n'


def test_object_replaced_by_scalar(run):
    assert ug(run, "json.a.x = 1;\njson.a = 5;\n") == '{\n  "a": 5\n}\n'


def test_object_replaced_by_array(run):
    assert ug(run, "json.a.x = 1;\njson.a = [];\n") == '{\n  "a": []\n}\n'


def test_array_replaced_by_object(run):
    assert ug(run, "json.a[0] = 1;\njson.a = {};\n") == '{\n  "a": {}\n}\n'


def test_replaced_then_extended(run):
    assert ug(run, "json.a = 1;\njson.a = {};\njson.a.b = 2;\n") == '{\n  "a": {\n    "b": 2\n  }\n}\n'


def test_root_scalar_replaced(run):
    assert ug(run, "json = 1;\njson = 2;\n") == "2\n"


def test_output_sorted(run):
    assert ug(run, "json.b = 1;\njson.a = 2;\njson.C = 3;\n") == '{\n  "C": 3,\n  "a": 2,\n  "b": 1\n}\n'


def test_output_sorted_string_order(run):
    assert ug(run, 'json["9"] = 1;\njson["10"] = 2;\n') == '{\n  "10": 2,\n  "9": 1\n}\n'


def test_output_no_sort_creation_order(run):
    out = ug(run, "json.b = 1;\njson.a = 2;\njson.b = 3;\njson.c = 4;\n", "--no-sort")
    assert out == '{\n  "b": 3,\n  "a": 2,\n  "c": 4\n}\n'


def test_output_no_sort_nested(run):
    out = ug(run, "json.z.y = 1;\njson.a = 0;\njson.z.x = 2;\n", "--no-sort")
    assert out == '{\n  "z": {\n    "y": 1,\n    "x": 2\n  },\n  "a": 0\n}\n'


def test_output_no_sort_replaced_keeps_position(run):
    out = ug(run, "json.b = {};\njson.a = 1;\njson.b = 2;\n", "--no-sort")
    assert out == '{\n  "b": 2,\n  "a": 1\n}\n'


def test_output_empty_containers_nested(run):
    out = ug(run, "json.a = {};\njson.b = [];\njson.c[0] = {};\n")
    assert out == '{\n  "a": {},\n  "b": [],\n  "c": [\n    {}\n  ]\n}\n'


def test_output_array_of_arrays(run):
    out = ug(run, "json[0][0] = 1;\njson[1] = [];\n")
    assert out == "[\n  [\n    1\n  ],\n  []\n]\n"


# --------------------------------------------------------------- errors


def test_conflict_scalar_then_key(run):
    fail(run, ["-u"], "line 2: conflicting path", 1, stdin=b"json.a = 1;\njson.a.b = 2;\n")


def test_conflict_array_then_key(run):
    fail(run, ["-u"], "line 2: conflicting path", 1, stdin=b"json = [];\njson.a = 1;\n")


def test_conflict_object_then_index(run):
    fail(run, ["-u"], "line 2: conflicting path", 1, stdin=b"json = {};\njson[0] = 1;\n")


def test_conflict_root_scalar(run):
    fail(run, ["-u"], "line 2: conflicting path", 1, stdin=b"json = 1;\njson[0] = 2;\n")


def test_conflict_line_counts_blank_lines(run):
    fail(run, ["-u"], "line 4: conflicting path", 1, stdin=b"json.a = 1;\n\n  \njson.a[0] = 2;\n")


def test_conflict_implicit_object(run):
    fail(run, ["-u"], "line 2: conflicting path", 1, stdin=b"json.a.b = 1;\njson.a[0] = 2;\n")


def test_conflict_deep_scalar(run):
    fail(run, ["-u"], "line 3: conflicting path", 1,
         stdin=b"json.a = {};\njson.a.b = \"s\";\njson.a.b.c.d = 1;\n")


@pytest.mark.parametrize(
    "stmt",
    [
        "json.a = 1",
        "json = 1;;",
        "jsn.a = 1;",
        "JSON = 1;",
        "x = 1;",
        "json.a. = 1;",
        "json[01] = 1;",
        "json[-1] = 1;",
        "json[a] = 1;",
        "json[] = 1;",
        "json.1a = 1;",
        "json. a = 1;",
        "json .a = 1;",
        "json.a b = 1;",
        "json.a-b = 1;",
        "json = tru;",
        "json = 'x';",
        "json = 01;",
        "json = 1.;",
        "json = +1;",
        'json = {"a":1};',
        "json = [1];",
        "json = ;",
        "json 1;",
        "json.a == 1;",
        "json = 1; x",
        "json[\"a] = 1;",
        "json['a'] = 1;",
        'json = "a\\x";',
        "= 1;",
        "json.é = 1;",
        "json = undefined;",
        "json = NaN;",
        "json = 1 2;",
    ],
)
def test_invalid_statement(run, stmt):
    fail(run, ["--ungron"], "line 1: invalid statement", 1, stdin=(stmt + "\n").encode())


def test_invalid_statement_line_number(run):
    data = b"json.a = 1;\n\njson.b = 2\njson.c = 3;\n"
    fail(run, ["-u"], "line 3: invalid statement", 1, stdin=data)


def test_invalid_statement_first_reported(run):
    data = b"json.a = 1;\nbad\nalso bad\n"
    fail(run, ["-u"], "line 2: invalid statement", 1, stdin=data)


def test_invalid_statement_after_conflict_line(run):
    # the statements are checked line by line; the conflict on line 2 comes first
    data = b"json.a = 1;\njson.a.b = 2;\nnot a statement\n"
    r = run("-u", stdin=data)
    assert r.out == ""
    assert r.code == 1
    assert r.err in (
        "flatjson: line 2: conflicting path\n",
        "flatjson: line 3: invalid statement\n",
    )


def test_invalid_statement_no_output(run):
    data = b"json.a = 1;\njson.b = 2;\ngarbage\n"
    fail(run, ["-u"], "line 3: invalid statement", 1, stdin=data)


def test_gron_output_is_not_json_for_ungron(run):
    fail(run, ["-u"], "line 1: invalid statement", 1, stdin=b'{"a":1}\n')
