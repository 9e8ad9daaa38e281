import json

import pytest

from conftest import run, ok


def g(inp, *args):
    return run(list(args), inp)


# ---------------------------------------------------------------- format


def test_spec_example():
    ok(
        g('{"a":{"b":[1,{}]},"c":true}'),
        "json = {};\n"
        "json.a = {};\n"
        "json.a.b = [];\n"
        "json.a.b[0] = 1;\n"
        "json.a.b[1] = {};\n"
        "json.c = true;\n",
    )


def test_scalar_number_document():
    ok(g("42"), "json = 42;\n")


def test_scalar_string_document():
    ok(g('"hi"'), 'json = "hi";\n')


@pytest.mark.parametrize("lit", ["true", "false", "null"])
def test_scalar_literal_document(lit):
    ok(g(lit), "json = %s;\n" % lit)


def test_empty_object_document():
    ok(g("{}"), "json = {};\n")


def test_empty_array_document():
    ok(g("[]"), "json = [];\n")


def test_empty_string_document():
    ok(g('""'), 'json = "";\n')


def test_document_with_surrounding_whitespace():
    ok(g(" \t\r\n 42 \n\t\r\n"), "json = 42;\n")


def test_document_with_whitespace_inside():
    ok(
        g('{ "a" :\n [ 1 ,\t2 ] ,\r\n "b" : null }'),
        "json = {};\njson.a = [];\njson.a[0] = 1;\njson.a[1] = 2;\njson.b = null;\n",
    )


def test_document_without_trailing_newline_and_with():
    ok(g("[1]"), "json = [];\njson[0] = 1;\n")
    ok(g("[1]\n"), "json = [];\njson[0] = 1;\n")


def test_nested_empty_containers():
    ok(
        g('{"a":[],"b":{},"c":[[],{}]}'),
        "json = {};\n"
        "json.a = [];\n"
        "json.b = {};\n"
        "json.c = [];\n"
        "json.c[0] = [];\n"
        "json.c[1] = {};\n",
    )


def test_array_of_arrays():
    ok(
        g("[[1,2],[3],[]]"),
        "json = [];\n"
        "json[0] = [];\n"
        "json[0][0] = 1;\n"
        "json[0][1] = 2;\n"
        "json[1] = [];\n"
        "json[1][0] = 3;\n"
        "json[2] = [];\n",
    )


def test_preorder_depth_first():
    ok(
        g('{"a":{"x":1,"y":{"z":2}},"b":3}'),
        "json = {};\n"
        "json.a = {};\n"
        "json.a.x = 1;\n"
        "json.a.y = {};\n"
        "json.a.y.z = 2;\n"
        "json.b = 3;\n",
    )


def test_objects_inside_arrays():
    ok(
        g('[{"a":1},{"b":[true,false,null]}]'),
        "json = [];\n"
        "json[0] = {};\n"
        "json[0].a = 1;\n"
        "json[1] = {};\n"
        "json[1].b = [];\n"
        "json[1].b[0] = true;\n"
        "json[1].b[1] = false;\n"
        "json[1].b[2] = null;\n",
    )


def test_all_scalar_kinds_in_array():
    ok(
        g('["s", 1, -2.5, true, false, null]'),
        "json = [];\n"
        'json[0] = "s";\n'
        "json[1] = 1;\n"
        "json[2] = -2.5;\n"
        "json[3] = true;\n"
        "json[4] = false;\n"
        "json[5] = null;\n",
    )


def test_index_twelve():
    doc = '{"list":[' + ",".join(str(i * 10) for i in range(13)) + "]}"
    expected = "json = {};\njson.list = [];\n" + "".join(
        "json.list[%d] = %d;\n" % (i, i * 10) for i in range(13)
    )
    ok(g(doc), expected)


def test_index_order_not_value_order():
    ok(g("[3,1,2]"), "json = [];\njson[0] = 3;\njson[1] = 1;\njson[2] = 2;\n")


def test_deep_nesting_arrays():
    n = 100
    doc = "[" * n + "]" * n
    expected = "".join("json" + "[0]" * i + " = [];\n" for i in range(n))
    ok(g(doc), expected)


def test_deep_nesting_objects():
    n = 60
    doc = '{"k":' * n + "1" + "}" * n
    expected = "".join("json" + ".k" * i + " = {};\n" for i in range(n))
    expected += "json" + ".k" * n + " = 1;\n"
    ok(g(doc), expected)


def test_long_array():
    n = 1500
    doc = json.dumps(list(range(n)))
    expected = "json = [];\n" + "".join("json[%d] = %d;\n" % (i, i) for i in range(n))
    ok(g(doc), expected)


def test_long_string():
    s = "abc" * 5000
    ok(g('"%s"' % s), 'json = "%s";\n' % s)


# ---------------------------------------------------------------- paths


@pytest.mark.parametrize(
    "key,path",
    [
        ('"a"', "json.a"),
        ('"$ref"', "json.$ref"),
        ('"_id"', "json._id"),
        ('"camelCase2"', "json.camelCase2"),
        ('"$"', "json.$"),
        ('"_"', "json._"),
        ('"A"', "json.A"),
        ('"Z9"', "json.Z9"),
        ('"a1_$"', "json.a1_$"),
        ('"$1"', "json.$1"),
        ('"_0"', "json._0"),
        ('"1st"', 'json["1st"]'),
        ('"0"', 'json["0"]'),
        ('"9a"', 'json["9a"]'),
        ('"a-b"', 'json["a-b"]'),
        ('"a.b"', 'json["a.b"]'),
        ('"\u00e9"', 'json["\u00e9"]'),
        ('"caf\u00e9"', 'json["caf\u00e9"]'),
        ('"x y"', 'json["x y"]'),
        ('" a"', 'json[" a"]'),
        ('"a "', 'json["a "]'),
        ('"first name"', 'json["first name"]'),
        ('""', 'json[""]'),
        ('"a\\"b"', 'json["a\\"b"]'),
        ('"a\\\\b"', 'json["a\\\\b"]'),
        ('"\\n"', 'json["\\n"]'),
        ('"\\t"', 'json["\\t"]'),
        ('"\\u001f"', 'json["\\u001f"]'),
        ('"\\u001F"', 'json["\\u001f"]'),
        ('"\\u0000"', 'json["\\u0000"]'),
        ('"\\u0007"', 'json["\\u0007"]'),
        ('"/"', 'json["/"]'),
        ('"\\/"', 'json["/"]'),
        ('"\\u0041"', "json.A"),
        ('"a\\u0062c"', "json.abc"),
        ('"\U0001F600"', 'json["\U0001F600"]'),
        ('"[0]"', 'json["[0]"]'),
        ('"a]"', 'json["a]"]'),
        ('"a\'b"', 'json["a\'b"]'),
        ('"a=b;"', 'json["a=b;"]'),
        ('"-"', 'json["-"]'),
        ('"a+b"', 'json["a+b"]'),
        ('"\\u00e9"', 'json["\u00e9"]'),
    ],
)
def test_key_path(key, path):
    ok(g("{%s:1}" % key), "json = {};\n%s = 1;\n" % path)


RESERVED = (
    "break case catch class const continue debugger default delete do else enum "
    "export extends false finally for function if import in instanceof new null "
    "return super switch this throw true try typeof var void while with yield"
).split()


@pytest.mark.parametrize("word", RESERVED)
def test_reserved_word_key_uses_brackets(word):
    ok(g('{"%s":1}' % word), 'json = {};\njson["%s"] = 1;\n' % word)


@pytest.mark.parametrize(
    "word",
    ["Class", "NULL", "True", "IF", "False", "Null", "classes", "nullable", "dO",
     "iff", "in_", "_in", "$this", "Yield"],
)
def test_reserved_word_case_sensitive_and_variants(word):
    ok(g('{"%s":1}' % word), "json = {};\njson.%s = 1;\n" % word)


@pytest.mark.parametrize(
    "word",
    ["let", "static", "await", "implements", "package", "interface", "private",
     "protected", "public", "undefined", "NaN", "Infinity", "of", "async",
     "arguments", "eval", "abstract", "int", "goto"],
)
def test_not_reserved_words_use_dot(word):
    ok(g('{"%s":1}' % word), "json = {};\njson.%s = 1;\n" % word)


def test_nested_reserved_paths():
    ok(
        g('{"class":{"if":[1,{"x":null}]}}'),
        "json = {};\n"
        'json["class"] = {};\n'
        'json["class"]["if"] = [];\n'
        'json["class"]["if"][0] = 1;\n'
        'json["class"]["if"][1] = {};\n'
        'json["class"]["if"][1].x = null;\n',
    )


def test_nested_mixed_paths():
    ok(
        g('{"a":[{"b c":{"d":1}}]}'),
        "json = {};\n"
        "json.a = [];\n"
        "json.a[0] = {};\n"
        'json.a[0]["b c"] = {};\n'
        'json.a[0]["b c"].d = 1;\n',
    )


# ---------------------------------------------------------------- values


@pytest.mark.parametrize(
    "inp,out",
    [
        ('"a\\"b"', '"a\\"b"'),
        ('"a\\\\b"', '"a\\\\b"'),
        ('"\\b\\f\\n\\r\\t"', '"\\b\\f\\n\\r\\t"'),
        ('"\\u0008\\u000c\\u000a\\u000d\\u0009"', '"\\b\\f\\n\\r\\t"'),
        ('"\\u0008\\u000C\\u000A\\u000D\\u0009"', '"\\b\\f\\n\\r\\t"'),
        ('"\\u0000"', '"\\u0000"'),
        ('"\\u001F"', '"\\u001f"'),
        ('"\\u001f"', '"\\u001f"'),
        ('"\\u001b"', '"\\u001b"'),
        ('"\\u001B"', '"\\u001b"'),
        ('"\\u000b"', '"\\u000b"'),
        ('"\\u000e"', '"\\u000e"'),
        ('"\\u0001\\u0002x"', '"\\u0001\\u0002x"'),
        ('"\\u0041\\/"', '"A/"'),
        ('"/"', '"/"'),
        ('"a/b"', '"a/b"'),
        ('"\\u00e9"', '"\u00e9"'),
        ('"\\u00E9"', '"\u00e9"'),
        ('"\u00e9"', '"\u00e9"'),
        ('"\U0001F600"', '"\U0001F600"'),
        ('"\\ud83d\\ude00"', '"\U0001F600"'),
        ('"\\u0020"', '" "'),
        ('"\\u007f"', '"\x7f"'),
        ('"\\u0080"', '"\x80"'),
        ('"\\u2028"', '"\u2028"'),
        ('"\\u4e2d\\u6587"', '"\u4e2d\u6587"'),
        ('"\u4e2d\u6587"', '"\u4e2d\u6587"'),
        ('"it\'s"', '"it\'s"'),
        ('"<a href=\\"x\\">&amp;</a>"', '"<a href=\\"x\\">&amp;</a>"'),
        ('"\\"\\\\\\/"', '"\\"\\\\/"'),
        ('"tab\\there"', '"tab\\there"'),
        ('"line1\\nline2"', '"line1\\nline2"'),
        ('"\\\\n"', '"\\\\n"'),
        ('" "', '" "'),
        ('"x;y = z"', '"x;y = z"'),
    ],
)
def test_string_value_formatting(inp, out):
    ok(g(inp), "json = %s;\n" % out)


def test_raw_del_character_in_string_allowed():
    ok(g('"a\x7fb"'), 'json = "a\x7fb";\n')


@pytest.mark.parametrize(
    "num",
    [
        "0",
        "-0",
        "1.50",
        "1E3",
        "1e3",
        "1e+3",
        "1E-3",
        "-1.5E+10",
        "100000000000000000000001",
        "-100000000000000000000001",
        "1e-7",
        "0.0",
        "0.000",
        "-0.0e-0",
        "123456789.123456789123456789",
        "1.0",
        "10",
        "2e+0",
        "9007199254740993",
        "1e400",
        "0e0",
    ],
)
def test_number_written_exactly(num):
    ok(g(num), "json = %s;\n" % num)


def test_numbers_in_containers_written_exactly():
    ok(
        g('{"a":1.50,"b":[1E3,-0,100000000000000000000001]}'),
        "json = {};\n"
        "json.a = 1.50;\n"
        "json.b = [];\n"
        "json.b[0] = 1E3;\n"
        "json.b[1] = -0;\n"
        "json.b[2] = 100000000000000000000001;\n",
    )


def test_key_and_value_escapes_together():
    ok(
        g('{"a\\tb":"c\\u0001d","\\u00e9":"\\u00e9"}'),
        "json = {};\n"
        'json["a\\tb"] = "c\\u0001d";\n'
        'json["\u00e9"] = "\u00e9";\n',
    )


def test_utf8_multibyte_content_preserved():
    ok(
        g('{"\u65e5\u672c":"\u8a9e","k":"\U0001F600\u00e9"}'),
        "json = {};\n"
        "json.k = \"\U0001F600\u00e9\";\n"
        'json["\u65e5\u672c"] = "\u8a9e";\n',
    )


def test_del_character_key_uses_brackets():
    ok(g('{"a\\u007f":1}'), 'json = {};\njson["a\x7f"] = 1;\n')


def test_empty_key_nested():
    ok(g('{"":{"":[""]}}'), 'json = {};\njson[""] = {};\njson[""][""] = [];\njson[""][""][0] = "";\n')


def test_combination_reserved_numeric_unicode_keys_sorted():
    ok(
        g('{"\u00e9":{"new":1},"10":[{"if":true}],"$x":null}'),
        "json = {};\n"
        "json.$x = null;\n"
        'json["10"] = [];\n'
        'json["10"][0] = {};\n'
        'json["10"][0]["if"] = true;\n'
        'json["\u00e9"] = {};\n'
        'json["\u00e9"]["new"] = 1;\n',
    )


def test_combination_no_sort_reserved_numeric_unicode_keys():
    ok(
        g('{"\u00e9":{"new":1},"10":[{"if":true}],"$x":null}', "--no-sort"),
        "json = {};\n"
        'json["\u00e9"] = {};\n'
        'json["\u00e9"]["new"] = 1;\n'
        'json["10"] = [];\n'
        'json["10"][0] = {};\n'
        'json["10"][0]["if"] = true;\n'
        "json.$x = null;\n",
    )
