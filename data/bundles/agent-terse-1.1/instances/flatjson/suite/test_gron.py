"""Statement format, paths, value formatting, ordering."""
import pytest

from conftest import ok, lines

RESERVED = (
    "break case catch class const continue debugger default delete do else enum "
    "export extends false finally for function if import in instanceof new null "
    "return super switch this throw true try typeof var void while with yield"
).split()


def test_spec_example(run):
    out = ok(run, stdin='{"a":{"b":[1,{}]},"c":true}')
    assert out == lines(
        "json = {};",
        "json.a = {};",
        "json.a.b = [];",
        "json.a.b[0] = 1;",
        "json.a.b[1] = {};",
        "json.c = true;",
    )


@pytest.mark.parametrize(
    "doc,value",
    [
        ("42", "42"),
        ('"hi"', '"hi"'),
        ("true", "true"),
        ("false", "false"),
        ("null", "null"),
        ("{}", "{}"),
        ("[]", "[]"),
        ("-0", "-0"),
        ("1.50", "1.50"),
        ("1E3", "1E3"),
        ("1e+10", "1e+10"),
        ("-1.5e-3", "-1.5e-3"),
        ("0", "0"),
        ("0.0", "0.0"),
        ("100000000000000000000001", "100000000000000000000001"),
        ('""', '""'),
    ],
)
def test_single_value_document(run, doc, value):
    assert ok(run, stdin=doc) == "json = %s;\n" % value


def test_surrounding_whitespace(run):
    assert ok(run, stdin=' \t\r\n 7 \n\r\t ') == "json = 7;\n"


def test_empty_containers_nested(run):
    out = ok(run, stdin='{"a":{},"b":[],"c":[[],{}]}')
    assert out == lines(
        "json = {};",
        "json.a = {};",
        "json.b = [];",
        "json.c = [];",
        "json.c[0] = [];",
        "json.c[1] = {};",
    )


def test_nested_arrays(run):
    out = ok(run, stdin="[[1,2],[3,[4]]]")
    assert out == lines(
        "json = [];",
        "json[0] = [];",
        "json[0][0] = 1;",
        "json[0][1] = 2;",
        "json[1] = [];",
        "json[1][0] = 3;",
        "json[1][1] = [];",
        "json[1][1][0] = 4;",
    )


def test_array_index_order_numeric(run):
    doc = "[" + ",".join(str(i) for i in range(12)) + "]"
    out = ok(run, stdin=doc)
    expected = ["json = [];"] + ["json[%d] = %d;" % (i, i) for i in range(12)]
    assert out == lines(*expected)


def test_preorder_depth_first(run):
    out = ok(run, stdin='{"a":[{"x":1},2],"b":{"c":{"d":null}}}')
    assert out == lines(
        "json = {};",
        "json.a = [];",
        "json.a[0] = {};",
        "json.a[0].x = 1;",
        "json.a[1] = 2;",
        "json.b = {};",
        "json.b.c = {};",
        "json.b.c.d = null;",
    )


def test_array_of_objects_path(run):
    out = ok(run, stdin='{"list":[0,0,0,0,0,0,0,0,0,0,0,0,{"k":"v"}]}')
    assert out.endswith("json.list[12] = {};\njson.list[12].k = \"v\";\n")


# --------------------------------------------------------------- paths


@pytest.mark.parametrize("key", ["$ref", "_id", "camelCase2", "a", "A", "_", "$", "x1_$", "Class", "NULL", "True", "let", "static", "undefined", "await", "NaN", "of", "async", "implements"])
def test_identifier_keys_dot_form(run, key):
    assert ok(run, stdin='{"%s":1}' % key) == lines("json = {};", "json.%s = 1;" % key)


@pytest.mark.parametrize(
    "key,path",
    [
        ("first name", '["first name"]'),
        ("1st", '["1st"]'),
        ("a-b", '["a-b"]'),
        ("a.b", '["a.b"]'),
        ("x y", '["x y"]'),
        ("", '[""]'),
        ("0", '["0"]'),
        ("9lives", '["9lives"]'),
        ("é", '["é"]'),
        ("naïve", '["naïve"]'),
        ("a/b", '["a/b"]'),
        ("[0]", '["[0]"]'),
    ],
)
def test_non_identifier_keys_bracket_form(run, key, path):
    import json as _json
    doc = '{%s:1}' % _json.dumps(key, ensure_ascii=False)
    assert ok(run, stdin=doc.encode()) == lines("json = {};", "json%s = 1;" % path)


def test_key_with_quote(run):
    assert ok(run, stdin=r'{"a\"b":1}') == lines("json = {};", r'json["a\"b"] = 1;')


def test_key_with_backslash(run):
    assert ok(run, stdin=r'{"a\\b":1}') == lines("json = {};", r'json["a\\b"] = 1;')


def test_key_with_newline_escape(run):
    assert ok(run, stdin=r'{"a\nb":1}') == lines("json = {};", r'json["a\nb"] = 1;')


def test_key_with_control_char(run):
    assert ok(run, stdin=r'{"\u0001":1}') == lines("json = {};", r'json["\u0001"] = 1;')


def test_key_escaped_identifier(run):
    # escapes are decoded first: "\u0061" is the identifier a
    assert ok(run, stdin=r'{"\u0061":1}') == lines("json = {};", "json.a = 1;")


@pytest.mark.parametrize("word", RESERVED)
def test_reserved_words_bracket_form(run, word):
    assert ok(run, stdin='{"%s":1}' % word) == lines("json = {};", 'json["%s"] = 1;' % word)


def test_nested_bracket_and_dot(run):
    out = ok(run, stdin='{"a b":{"c":{"class":[true]}}}')
    assert out == lines(
        "json = {};",
        'json["a b"] = {};',
        'json["a b"].c = {};',
        'json["a b"].c["class"] = [];',
        'json["a b"].c["class"][0] = true;',
    )


# --------------------------------------------------------------- values


@pytest.mark.parametrize(
    "src,out",
    [
        (r'"a\"b"', r'"a\"b"'),
        (r'"a\\b"', r'"a\\b"'),
        (r'"\b\f\n\r\t"', r'"\b\f\n\r\t"'),
        (r'"\u0008\u000C\u000a\u000D\u0009"', r'"\b\f\n\r\t"'),
        (r'"\u001f"', r'"\u001f"'),
        (r'"\u001F"', r'"\u001f"'),
        (r'"\u0000"', r'"\u0000"'),
        (r'"\u0001\u0002"', r'"\u0001\u0002"'),
        (r'"\u000b"', r'"\u000b"'),
        (r'"\u001b"', r'"\u001b"'),
        (r'"\u0041\/"', '"A/"'),
        ('"a/b"', '"a/b"'),
        (r'"\u00e9"', '"é"'),
        ('"é"', '"é"'),
        ('"😀"', '"😀"'),
        (r'"\ud83d\ude00"', '"😀"'),
        (r'"\u20AC"', '"€"'),
        (r'"\u007f"', '"\x7f"'),
        (r'"\u0020"', '" "'),
        ('"<tag> & \'q\'"', '"<tag> & \'q\'"'),
    ],
)
def test_string_formatting(run, src, out):
    assert ok(run, stdin=src.encode()) == "json = %s;\n" % out


def test_numbers_verbatim_in_object(run):
    out = ok(run, stdin='{"a":1.50,"b":1E3,"c":-0,"d":12345678901234567890123}')
    assert out == lines(
        "json = {};",
        "json.a = 1.50;",
        "json.b = 1E3;",
        "json.c = -0;",
        "json.d = 12345678901234567890123;",
    )


def test_literals_in_array(run):
    out = ok(run, stdin="[true,false,null]")
    assert out == lines("json = [];", "json[0] = true;", "json[1] = false;", "json[2] = null;")


def test_whitespace_inside_document(run):
    doc = '{\n  "a" : [ 1 , 2 ] ,\r\n\t"b" : { }\n}\n'
    out = ok(run, stdin=doc)
    assert out == lines("json = {};", "json.a = [];", "json.a[0] = 1;", "json.a[1] = 2;", "json.b = {};")


# --------------------------------------------------------------- ordering


def test_sorted_keys(run):
    out = ok(run, stdin='{"b":1,"a":2,"c":3}')
    assert out == lines("json = {};", "json.a = 2;", "json.b = 1;", "json.c = 3;")


def test_sorted_string_order_not_numeric(run):
    out = ok(run, stdin='{"9":1,"10":2}')
    assert out == lines("json = {};", 'json["10"] = 2;', 'json["9"] = 1;')


def test_sorted_uppercase_first(run):
    out = ok(run, stdin='{"a":1,"B":2}')
    assert out == lines("json = {};", "json.B = 2;", "json.a = 1;")


def test_sorted_prefix_first(run):
    out = ok(run, stdin='{"ab":1,"a":2,"a b":3}')
    assert out == lines("json = {};", "json.a = 2;", 'json["a b"] = 3;', "json.ab = 1;")


def test_sorted_special_chars(run):
    out = ok(run, stdin='{"_":1,"$":2,"a":3,"Z":4,"1":5,"":6}')
    assert out == lines(
        "json = {};",
        'json[""] = 6;',
        "json.$ = 2;",
        'json["1"] = 5;',
        "json.Z = 4;",
        "json._ = 1;",
        "json.a = 3;",
    )


def test_sorted_by_code_point_non_bmp(run):
    # U+E000 sorts before U+1F600 by code point (not by UTF-16 units)
    out = ok(run, stdin='{"😀":1,"\ue000":2}'.encode())
    assert out == lines("json = {};", 'json["\ue000"] = 2;', 'json["😀"] = 1;')


def test_sorted_accented_after_ascii(run):
    out = ok(run, stdin='{"é":1,"z":2}'.encode())
    assert out == lines("json = {};", "json.z = 2;", 'json["é"] = 1;')


def test_sorted_nested(run):
    out = ok(run, stdin='{"z":{"y":1,"x":2},"a":0}')
    assert out == lines("json = {};", "json.a = 0;", "json.z = {};", "json.z.x = 2;", "json.z.y = 1;")


def test_sort_uses_decoded_keys(run):
    # "\u0062" is b, which sorts after a
    out = ok(run, stdin=r'{"\u0062":1,"a":2}')
    assert out == lines("json = {};", "json.a = 2;", "json.b = 1;")


def test_no_sort_input_order(run):
    out = ok(run, "--no-sort", stdin='{"b":1,"a":2,"c":3}')
    assert out == lines("json = {};", "json.b = 1;", "json.a = 2;", "json.c = 3;")


def test_no_sort_numeric_looking_keys(run):
    out = ok(run, "--no-sort", stdin='{"2":1,"10":2,"1":3}')
    assert out == lines("json = {};", 'json["2"] = 1;', 'json["10"] = 2;', 'json["1"] = 3;')


def test_no_sort_nested(run):
    out = ok(run, "--no-sort", stdin='{"z":{"y":1,"x":2},"a":[{"q":1,"p":2}]}')
    assert out == lines(
        "json = {};",
        "json.z = {};",
        "json.z.y = 1;",
        "json.z.x = 2;",
        "json.a = [];",
        "json.a[0] = {};",
        "json.a[0].q = 1;",
        "json.a[0].p = 2;",
    )


def test_duplicate_keys_no_sort(run):
    out = ok(run, "--no-sort", stdin='{"b":1,"a":2,"b":3}')
    assert out == lines("json = {};", "json.b = 3;", "json.a = 2;")


def test_duplicate_keys_sorted(run):
    out = ok(run, stdin='{"b":1,"a":2,"b":3}')
    assert out == lines("json = {};", "json.a = 2;", "json.b = 3;")


def test_duplicate_keys_last_value_replaces_container(run):
    out = ok(run, stdin='{"a":{"x":1},"a":{"y":2}}')
    assert out == lines("json = {};", "json.a = {};", "json.a.y = 2;")


def test_duplicate_keys_container_replaced_by_scalar(run):
    out = ok(run, stdin='{"a":[1,2],"a":null}')
    assert out == lines("json = {};", "json.a = null;")


def test_duplicate_keys_three_times_no_sort(run):
    out = ok(run, "--no-sort", stdin='{"x":1,"y":2,"x":3,"z":4,"y":5,"x":6}')
    assert out == lines("json = {};", "json.x = 6;", "json.y = 5;", "json.z = 4;")


def test_no_sort_array_order(run):
    out = ok(run, "--no-sort", stdin="[3,1,2]")
    assert out == lines("json = [];", "json[0] = 3;", "json[1] = 1;", "json[2] = 2;")
