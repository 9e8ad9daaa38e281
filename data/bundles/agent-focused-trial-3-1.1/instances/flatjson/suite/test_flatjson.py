import os

from conftest import run_fj


def lines(*xs):
    return "".join(x + "\n" for x in xs)


# ---- Statement format ----

def test_spec_example():
    r = run_fj([], '{"a":{"b":[1,{}]},"c":true}')
    assert r.code == 0
    assert r.out == lines("json = {};", "json.a = {};", "json.a.b = [];",
                          "json.a.b[0] = 1;", "json.a.b[1] = {};", "json.c = true;")


def test_scalar_document():
    r = run_fj([], "42")
    assert r.code == 0
    assert r.out == "json = 42;\n"


def test_string_document():
    r = run_fj([], ' "hi" \n')
    assert r.out == 'json = "hi";\n'
    assert r.code == 0


def test_numbers_verbatim():
    r = run_fj([], "[1.50, 1E3, -0, 100000000000000000000001]")
    assert r.out == lines("json = [];", "json[0] = 1.50;", "json[1] = 1E3;",
                          "json[2] = -0;", "json[3] = 100000000000000000000001;")


def test_literals_and_empty_containers():
    r = run_fj([], '[null,false,[],{}]')
    assert r.out == lines("json = [];", "json[0] = null;", "json[1] = false;",
                          "json[2] = [];", "json[3] = {};")


# ---- Path notation ----

def test_identifier_keys_dot_form():
    r = run_fj([], '{"$ref":1,"_id":2,"camelCase2":3}')
    assert r.out == lines("json = {};", "json.$ref = 1;", "json._id = 2;",
                          "json.camelCase2 = 3;")


def test_non_identifier_keys_bracket_form():
    r = run_fj([], '{"1st":1,"a-b":2,"":3,"x y":4}')
    assert r.out == lines("json = {};", 'json[""] = 3;', 'json["1st"] = 1;',
                          'json["a-b"] = 2;', 'json["x y"] = 4;')


def test_reserved_words_bracket_case_sensitive():
    r = run_fj([], '{"class":1,"Class":2,"null":3,"NULL":4}')
    assert r.out == lines("json = {};", "json.Class = 2;", "json.NULL = 4;",
                          'json["class"] = 1;', 'json["null"] = 3;')


def test_key_escaping_in_bracket():
    r = run_fj([], '{"a\\"b":1}')
    assert r.out == lines("json = {};", 'json["a\\"b"] = 1;')


# ---- Value formatting ----

def test_string_escapes():
    r = run_fj([], '"\\u0041\\/\\b\\f\\n\\r\\t\\u001F\\u0001\\\\\\""')
    assert r.out == 'json = "A/\\b\\f\\n\\r\\t\\u001f\\u0001\\\\\\"";\n'


def test_non_ascii_written_raw():
    r = run_fj([], '["\\u00e9", "😀"]')
    assert r.out == lines("json = [];", 'json[0] = "é";', 'json[1] = "😀";')


# ---- Ordering ----

def test_sorted_by_code_point():
    r = run_fj([], '{"a":1,"9":2,"10":3,"B":4,"ab":5}')
    assert r.out == lines("json = {};", 'json["10"] = 3;', 'json["9"] = 2;',
                          "json.B = 4;", "json.a = 1;", "json.ab = 5;")


def test_no_sort_input_order():
    r = run_fj(["--no-sort"], '{"z":1,"10":2,"a":{"y":1,"x":2}}')
    assert r.out == lines("json = {};", "json.z = 1;", 'json["10"] = 2;',
                          "json.a = {};", "json.a.y = 1;", "json.a.x = 2;")


def test_duplicate_keys_no_sort():
    r = run_fj(["--no-sort"], '{"b":1,"a":2,"b":3}')
    assert r.out == lines("json = {};", "json.b = 3;", "json.a = 2;")


def test_duplicate_keys_sorted_last_wins():
    r = run_fj([], '{"b":1,"a":2,"b":{"c":3}}')
    assert r.out == lines("json = {};", "json.a = 2;", "json.b = {};", "json.b.c = 3;")


# ---- Values mode ----

def test_values_example():
    r = run_fj(["--values"], '{"b":[true,"x y"],"a":1.0,"e":{}}')
    assert r.code == 0
    assert r.out == lines("1.0", "true", "x y")


def test_values_raw_strings_short_option():
    r = run_fj(["-v"], '["a\\"b","c\\nd",null]')
    assert r.out == lines('a"b', "c", "d", "null")


# ---- Ungron ----

def test_ungron_spec_example():
    inp = lines("json = {};", "json.a = {};", "json.a.b = [];",
                "json.a.b[0] = 1;", "json.a.b[1] = {};", "json.c = true;")
    r = run_fj(["--ungron"], inp)
    assert r.code == 0
    assert r.out == '{\n  "a": {\n    "b": [\n      1,\n      {}\n    ]\n  },\n  "c": true\n}\n'


def test_ungron_creates_containers_and_fills_nulls():
    r = run_fj(["-u"], "json.x[2] = 1.50;\n")
    assert r.code == 0
    assert r.out == '{\n  "x": [\n    null,\n    null,\n    1.50\n  ]\n}\n'


def test_ungron_blanks_brackets_and_order():
    inp = '\n  json["b c"]\t=  "\\u00e9" ;  \r\njson.class = null;\njson = {};\n'
    r = run_fj(["-u"], inp)
    assert r.code == 0
    assert r.out == '{\n  "b c": "é",\n  "class": null\n}\n'


def test_ungron_no_sort_and_last_wins():
    inp = lines("json.z = 1;", "json.a = 2;", "json.z = 3;")
    r = run_fj(["-u", "--no-sort"], inp)
    assert r.out == '{\n  "z": 3,\n  "a": 2\n}\n'
    r2 = run_fj(["-u"], inp)
    assert r2.out == '{\n  "a": 2,\n  "z": 3\n}\n'


def test_ungron_empty_input_writes_nothing():
    r = run_fj(["-u"], "\n  \n")
    assert r.code == 0
    assert r.out == ""


def test_ungron_invalid_statement_line_number():
    r = run_fj(["-u"], "json = {};\n\njson.a = 1\n")
    assert r.code == 1
    assert r.out == ""
    assert r.err.strip() == "flatjson: line 3: invalid statement"


def test_ungron_leading_zero_index_invalid():
    r = run_fj(["-u"], "json = [];\njson[01] = 1;\n")
    assert r.code == 1
    assert r.err.strip() == "flatjson: line 2: invalid statement"


def test_ungron_conflicting_path():
    r = run_fj(["-u"], "json.a = 1;\njson.a.b = 2;\n")
    assert r.code == 1
    assert r.out == ""
    assert r.err.strip() == "flatjson: line 2: conflicting path"


# ---- Invalid JSON ----

def test_invalid_trailing_comma():
    r = run_fj([], '{"a":1,}')
    assert r.code == 1
    assert r.out == ""
    assert r.err.strip() == "flatjson: invalid JSON at line 1, column 8: unexpected character '}'"


def test_invalid_empty_input():
    r = run_fj([], "")
    assert r.code == 1
    assert r.err.strip() == "flatjson: invalid JSON at line 1, column 1: unexpected end of input"


def test_invalid_literal_column_counts_chars():
    r = run_fj([], '[\n"é", tru]')
    assert r.code == 1
    assert r.err.strip() == "flatjson: invalid JSON at line 2, column 6: invalid literal 'tru'"


def test_invalid_number():
    r = run_fj([], "[01]")
    assert r.err.strip() == "flatjson: invalid JSON at line 1, column 2: invalid number"
    assert r.code == 1


def test_invalid_escape_and_control_char():
    r = run_fj([], '"a\\x"')
    assert r.err.strip() == "flatjson: invalid JSON at line 1, column 3: invalid escape sequence"
    r2 = run_fj([], '"a\tb"')
    assert r2.err.strip() == "flatjson: invalid JSON at line 1, column 3: unexpected character U+0009"


# ---- Usage and files ----

def test_unknown_option():
    r = run_fj(["-uv"], "1")
    assert r.code == 2
    assert r.out == ""
    assert r.err.strip() == "flatjson: unknown option: -uv"


def test_values_with_ungron_usage_error():
    r = run_fj(["-v", "-u"], "json = 1;\n")
    assert r.code == 2
    assert r.out == ""
    assert r.err.strip() == "flatjson: --values cannot be combined with --ungron"


def test_too_many_arguments():
    r = run_fj(["a", "b"], "1")
    assert r.code == 2
    assert r.err.strip() == "flatjson: too many arguments"


def test_file_operand_and_missing_file(tmp_path):
    f = tmp_path / "-in.json"
    f.write_text('{"k":[true]}', encoding="utf-8")
    r = run_fj(["--", "-in.json"], "", cwd=str(tmp_path))
    assert r.code == 0
    assert r.out == lines("json = {};", "json.k = [];", "json.k[0] = true;")
    r2 = run_fj(["nope.json"], "", cwd=str(tmp_path))
    assert r2.code == 1
    assert r2.out == ""
    assert r2.err.strip() == "flatjson: nope.json: No such file or directory"
