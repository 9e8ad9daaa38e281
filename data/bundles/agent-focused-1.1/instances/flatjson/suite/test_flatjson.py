import os

import pytest


def ok(r, expected):
    assert r.stderr == b""
    assert r.returncode == 0
    assert r.stdout.decode() == expected


def fail(r, msg, code=1):
    assert r.returncode == code
    assert r.stdout == b""
    assert r.stderr.decode() == "flatjson: " + msg + "\n"


EXAMPLE = '{"a":{"b":[1,{}]},"c":true}'
EXAMPLE_STMTS = (
    "json = {};\n"
    "json.a = {};\n"
    "json.a.b = [];\n"
    "json.a.b[0] = 1;\n"
    "json.a.b[1] = {};\n"
    "json.c = true;\n"
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


# ---- statements ----

def test_statement_example(run):
    ok(run(stdin=EXAMPLE), EXAMPLE_STMTS)


@pytest.mark.parametrize("doc,expected", [
    ("42", "json = 42;\n"),
    (' "hi" \n', 'json = "hi";\n'),
    ("[]", "json = [];\n"),
    ("null", "json = null;\n"),
])
def test_scalar_and_empty_documents(run, doc, expected):
    ok(run(stdin=doc), expected)


def test_path_notation_brackets(run):
    doc = '{"first name":1,"a\\"b":2,"":3,"1st":4,"$ref":5,"_id":6,"a-b":7,"\u00e9":8}'
    ok(run(stdin=doc.encode()),
       "json = {};\n"
       'json[""] = 3;\n'
       "json.$ref = 5;\n"
       'json["1st"] = 4;\n'
       "json._id = 6;\n"
       'json["a\\"b"] = 2;\n'
       'json["a-b"] = 7;\n'
       'json["first name"] = 1;\n'
       'json["\u00e9"] = 8;\n')


def test_reserved_words_case_sensitive(run):
    ok(run(stdin='{"class":1,"Class":2,"null":3,"NULL":4}'),
       "json = {};\n"
       "json.Class = 2;\n"
       "json.NULL = 4;\n"
       'json["class"] = 1;\n'
       'json["null"] = 3;\n')


def test_array_indexes(run):
    ok(run(stdin='[[],["x"],3]'),
       "json = [];\njson[0] = [];\njson[1] = [];\njson[1][0] = \"x\";\njson[2] = 3;\n")


def test_string_escaping(run):
    doc = '["\\u0041\\/", "q\\"b\\\\s", "\\b\\f\\n\\r\\t\\u001F\\u0001", "\u00e9\U0001F600"]'
    ok(run(stdin=doc.encode()),
       "json = [];\n"
       'json[0] = "A/";\n'
       'json[1] = "q\\"b\\\\s";\n'
       'json[2] = "\\b\\f\\n\\r\\t\\u001f\\u0001";\n'
       'json[3] = "\u00e9\U0001F600";\n')


def test_numbers_verbatim(run):
    ok(run(stdin="[1.50, 1E3, -0, 100000000000000000000001, 2.5e-3]"),
       "json = [];\njson[0] = 1.50;\njson[1] = 1E3;\njson[2] = -0;\n"
       "json[3] = 100000000000000000000001;\njson[4] = 2.5e-3;\n")


# ---- ordering ----

def test_sorted_by_code_point(run):
    ok(run(stdin='{"9":1,"10":2,"a":3,"B":4,"ab":5}'),
       'json = {};\njson["10"] = 2;\njson["9"] = 1;\njson.B = 4;\njson.a = 3;\njson.ab = 5;\n')


def test_no_sort_keeps_input_order(run):
    ok(run("--no-sort", stdin='{"9":1,"10":2,"a":3,"B":4}'),
       'json = {};\njson["9"] = 1;\njson["10"] = 2;\njson.a = 3;\njson.B = 4;\n')


def test_duplicate_keys(run):
    ok(run("--no-sort", stdin='{"b":1,"a":2,"b":3}'),
       "json = {};\njson.b = 3;\njson.a = 2;\n")
    ok(run(stdin='{"b":1,"a":2,"b":3}'),
       "json = {};\njson.a = 2;\njson.b = 3;\n")


# ---- values mode ----

def test_values_example(run):
    ok(run("--values", stdin='{"b":[true,"x y"],"a":1.0,"e":{}}'), "1.0\ntrue\nx y\n")


def test_values_raw_strings_and_no_sort(run):
    ok(run("-v", "--no-sort", stdin='{"z":"a\\"b","y":"l1\\nl2","x":null}'),
       'a"b\nl1\nl2\nnull\n')


# ---- ungron ----

def test_ungron_example(run):
    ok(run("--ungron", stdin=EXAMPLE_STMTS), EXAMPLE_JSON)


def test_ungron_any_order_and_containers_created(run):
    stmts = "json.c = true;\njson.a.b[1] = {};\njson.a.b[0] = 1;\njson = {};\njson.a = { };\n"
    ok(run("-u", stdin=stmts), EXAMPLE_JSON)


def test_ungron_array_fill_with_null(run):
    ok(run("-u", stdin="json = [];\njson[2] = 1;\n"), "[\n  null,\n  null,\n  1\n]\n")


def test_ungron_last_wins_and_blanks(run):
    stmts = "\n  \t\r\n\tjson.a\t=  1.50 ;  \r\njson[\"x y\"] = \"\\u00e9\";\njson.a = 2;\n"
    ok(run("-u", stdin=stmts), '{\n  "a": 2,\n  "x y": "\u00e9"\n}\n')


def test_ungron_reserved_name_and_scalar(run):
    ok(run("-u", stdin="json.class = null;\n"), '{\n  "class": null\n}\n')
    ok(run("-u", stdin='json = "hi";\n'), '"hi"\n')


def test_ungron_no_sort(run):
    ok(run("-u", "--no-sort", stdin="json.b = 1;\njson.a = 2;\njson.b = 3;\n"),
       '{\n  "b": 3,\n  "a": 2\n}\n')


def test_ungron_empty_input(run):
    ok(run("-u", stdin="\n \n"), "")


@pytest.mark.parametrize("stmts,line", [
    ("json.a = 1\n", 1),
    ("\nx.a = 1;\n", 2),
    ("json = {};\njson.a. = 1;\n", 2),
    ("json[01] = 1;\n", 1),
    ("json.a = {\"b\":1};\n", 1),
])
def test_ungron_invalid_statement(run, stmts, line):
    fail(run("-u", stdin=stmts), "line %d: invalid statement" % line)


def test_ungron_conflicting_path(run):
    fail(run("-u", stdin="json.a = 1;\njson.a.b = 2;\n"), "line 2: conflicting path")
    fail(run("-u", stdin="json.a = [];\n\njson.a.x = 2;\n"), "line 3: conflicting path")


# ---- invalid JSON ----

@pytest.mark.parametrize("doc,msg", [
    ("", "line 1, column 1: unexpected end of input"),
    ('{"a":1', "line 1, column 7: unexpected end of input"),
    ('[1 2]', "line 1, column 4: unexpected character '2'"),
    ('[1,]', "line 1, column 4: unexpected character ']'"),
    ('{\n  "a": 1\n} x', "line 3, column 3: unexpected character 'x'"),
    ('"a\tb"', "line 1, column 3: unexpected character U+0009"),
    ('["\\x"]', "line 1, column 3: invalid escape sequence"),
    ('[1, 01]', "line 1, column 5: invalid number"),
    ('[1-2]', "line 1, column 2: invalid number"),
    ('{"a": True}', "line 1, column 7: invalid literal 'True'"),
    ('["\u00e9\u00e9", tru]', "line 1, column 8: invalid literal 'tru'"),
])
def test_invalid_json(run, doc, msg):
    fail(run(stdin=doc.encode()), "invalid JSON at " + msg)


# ---- invocation ----

def test_file_operand_and_dash(run):
    run.write("in.json", '{"k":1}')
    ok(run("in.json"), "json = {};\njson.k = 1;\n")
    ok(run("-", stdin="[true]"), "json = [];\njson[0] = true;\n")


def test_double_dash_file_operand(run):
    run.write("-v", "[1]")
    ok(run("--", "-v"), "json = [];\njson[0] = 1;\n")


def test_unreadable_files(run):
    fail(run("missing.json"), "missing.json: No such file or directory")
    os.mkdir(os.path.join(run.cwd, "d"))
    fail(run("d"), "d: Is a directory")


def test_usage_errors(run):
    fail(run("-uv", stdin="1"), "unknown option: -uv", 2)
    fail(run("a", "b", stdin="1"), "too many arguments", 2)
    fail(run("-v", "-u", stdin="1"), "--values cannot be combined with --ungron", 2)
    fail(run("a", "b", "--bogus", stdin="1"), "unknown option: --bogus", 2)
