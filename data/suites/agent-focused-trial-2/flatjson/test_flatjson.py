def test_basic_example(fj):
    rc, out, err = fj([], '{"a":{"b":[1,{}]},"c":true}')
    assert rc == 0
    assert out == ('json = {};\njson.a = {};\njson.a.b = [];\njson.a.b[0] = 1;\n'
                   'json.a.b[1] = {};\njson.c = true;\n')


def test_scalar_document(fj):
    assert fj([], '42') == (0, 'json = 42;\n', '')
    assert fj([], '"hi"')[1] == 'json = "hi";\n'


def test_numbers_verbatim(fj):
    rc, out, _ = fj([], '[1.50, 1E3, -0, 100000000000000000000001]')
    assert rc == 0
    assert out == ('json = [];\njson[0] = 1.50;\njson[1] = 1E3;\njson[2] = -0;\n'
                   'json[3] = 100000000000000000000001;\n')


def test_bracket_keys(fj):
    rc, out, _ = fj([], '{"first name":1,"1st":2,"":3,"a-b":4,"$ref":5,"_id":6}')
    assert rc == 0
    assert out == ('json = {};\njson[""] = 3;\njson.$ref = 5;\njson["1st"] = 2;\n'
                   'json._id = 6;\njson["a-b"] = 4;\njson["first name"] = 1;\n')


def test_reserved_words(fj):
    rc, out, _ = fj([], '{"class":1,"Class":2,"null":3,"NULL":4}')
    assert rc == 0
    assert out == ('json = {};\njson.Class = 2;\njson.NULL = 4;\n'
                   'json["class"] = 1;\njson["null"] = 3;\n')


def test_non_ascii_key_bracket(fj):
    rc, out, _ = fj([], '{"é":"😀"}')
    assert out == 'json = {};\njson["é"] = "😀";\n'


def test_string_escapes(fj):
    rc, out, _ = fj([], r'"a\"b\\c\/\b\f\n\r\t\u001F\u0001\u0041"')
    assert rc == 0
    assert out == 'json = "a\\"b\\\\c/\\b\\f\\n\\r\\t\\u001f\\u0001A";\n'


def test_sort_order_codepoint(fj):
    rc, out, _ = fj([], '{"9":1,"10":2,"a":3,"B":4,"ab":5}')
    assert out == ('json = {};\njson["10"] = 2;\njson["9"] = 1;\njson.B = 4;\n'
                   'json.a = 3;\njson.ab = 5;\n')


def test_no_sort(fj):
    rc, out, _ = fj(['--no-sort'], '{"b":1,"a":2,"10":3,"9":4}')
    assert out == 'json = {};\njson.b = 1;\njson.a = 2;\njson["10"] = 3;\njson["9"] = 4;\n'


def test_duplicate_keys(fj):
    assert fj(['--no-sort'], '{"b":1,"a":2,"b":3}')[1] == 'json = {};\njson.b = 3;\njson.a = 2;\n'
    assert fj([], '{"b":1,"a":2,"b":3}')[1] == 'json = {};\njson.a = 2;\njson.b = 3;\n'


def test_values_mode(fj):
    rc, out, _ = fj(['--values'], '{"b":[true,"x y"],"a":1.0,"e":{}}')
    assert (rc, out) == (0, '1.0\ntrue\nx y\n')


def test_values_raw_strings(fj):
    rc, out, _ = fj(['-v'], r'["a\"b","l1\nl2",null]')
    assert out == 'a"b\nl1\nl2\nnull\n'


def test_ungron_example(fj):
    stmts = ('json = {};\njson.a = {};\njson.a.b = [];\njson.a.b[0] = 1;\n'
             'json.a.b[1] = {};\njson.c = true;\n')
    rc, out, _ = fj(['--ungron'], stmts)
    assert rc == 0
    assert out == '{\n  "a": {\n    "b": [\n      1,\n      {}\n    ]\n  },\n  "c": true\n}\n'


def test_ungron_fill_null_and_blanks(fj):
    rc, out, _ = fj(['-u'], '  json\t=  [] ;\r\n\n   \njson[2] = 1.50;\n')
    assert (rc, out) == (0, '[\n  null,\n  null,\n  1.50\n]\n')


def test_ungron_autocreate_and_order(fj):
    rc, out, _ = fj(['-u'], 'json.b[1].x = "é\\n";\njson["a b"] = { };\njson.b = [];\n')
    assert rc == 0
    assert out == ('{\n  "a b": {},\n  "b": [\n    null,\n    {\n      "x": "é\\n"\n    }\n  ]\n}\n')


def test_ungron_no_sort_and_last_wins(fj):
    rc, out, _ = fj(['-u', '--no-sort'], 'json.z = 1;\njson.a = 2;\njson.z = 3;\n')
    assert out == '{\n  "z": 3,\n  "a": 2\n}\n'


def test_ungron_empty_input(fj):
    assert fj(['-u'], '\n  \n') == (0, '', '')


def test_ungron_invalid_statement(fj):
    for bad in ['json.a = 1', 'x.a = 1;', 'json.a. = 1;', 'json[01] = 1;', 'json = [1];']:
        rc, out, err = fj(['-u'], 'json = {};\n\n' + bad + '\n')
        assert (rc, out, err) == (1, '', 'flatjson: line 3: invalid statement\n'), bad


def test_ungron_conflicting_path(fj):
    rc, out, err = fj(['-u'], 'json.a = 1;\njson.a.b = 2;\n')
    assert (rc, out, err) == (1, '', 'flatjson: line 2: conflicting path\n')
    rc, out, err = fj(['-u'], 'json = {};\njson[0] = 2;\n')
    assert (rc, out, err) == (1, '', 'flatjson: line 2: conflicting path\n')


def test_invalid_json_end_of_input(fj):
    assert fj([], '{"a":1') == (1, '', 'flatjson: invalid JSON at line 1, column 7: unexpected end of input\n')
    assert fj([], '  \n ')[2] == 'flatjson: invalid JSON at line 2, column 2: unexpected end of input\n'


def test_invalid_json_unexpected_char(fj):
    rc, out, err = fj([], '[1,\n 2,]')
    assert (rc, out, err) == (1, '', "flatjson: invalid JSON at line 2, column 4: unexpected character ']'\n")
    assert fj([], '"é" x')[2] == "flatjson: invalid JSON at line 1, column 5: unexpected character 'x'\n"


def test_invalid_json_control_char(fj):
    assert fj([], '"a\tb"')[2] == 'flatjson: invalid JSON at line 1, column 3: unexpected character U+0009\n'


def test_invalid_escape_number_literal(fj):
    assert fj([], '["\\x"]')[2] == 'flatjson: invalid JSON at line 1, column 3: invalid escape sequence\n'
    assert fj([], '[1, 01]')[2] == 'flatjson: invalid JSON at line 1, column 5: invalid number\n'
    assert fj([], '{"a": tru}')[2] == "flatjson: invalid JSON at line 1, column 7: invalid literal 'tru'\n"


def test_usage_unknown_option(fj):
    rc, out, err = fj(['-uv', 'a', 'b'], '{}')
    assert (rc, out, err) == (2, '', 'flatjson: unknown option: -uv\n')


def test_usage_too_many_and_values_ungron(fj):
    assert fj(['a', 'b'], '{}') == (2, '', 'flatjson: too many arguments\n')
    assert fj(['-v', '-u'], '{}') == (2, '', 'flatjson: --values cannot be combined with --ungron\n')


def test_file_operand_and_dash(fj, tmp_path):
    (tmp_path / '-x').write_text('[true]', encoding='utf-8')
    rc, out, _ = fj(['--', '-x'], '', cwd=tmp_path)
    assert (rc, out) == (0, 'json = [];\njson[0] = true;\n')
    assert fj(['-'], 'null')[1] == 'json = null;\n'


def test_missing_file(fj, tmp_path):
    rc, out, err = fj(['nope.json'], '', cwd=tmp_path)
    assert (rc, out, err) == (1, '', 'flatjson: nope.json: No such file or directory\n')
