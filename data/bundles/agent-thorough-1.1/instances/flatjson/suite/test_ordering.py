import pytest

from conftest import run, ok


def g(inp, *args):
    return run(list(args), inp)


def test_sorted_by_default():
    ok(g('{"b":1,"a":2}'), "json = {};\njson.a = 2;\njson.b = 1;\n")


def test_sort_is_string_order_not_numeric():
    ok(
        g('{"9":1,"10":2,"100":3,"2":4}'),
        'json = {};\njson["10"] = 2;\njson["100"] = 3;\njson["2"] = 4;\njson["9"] = 1;\n',
    )


def test_uppercase_before_lowercase():
    ok(g('{"a":1,"B":2}'), "json = {};\njson.B = 2;\njson.a = 1;\n")


def test_prefix_comes_first():
    ok(
        g('{"ab":1,"a":2,"a b":3,"abc":4}'),
        'json = {};\njson.a = 2;\njson["a b"] = 3;\njson.ab = 1;\njson.abc = 4;\n',
    )


def test_sort_by_code_point_symbols():
    ok(
        g('{"b":1,"_":2,"B":3,"$":4,"1":5,"a":6}'),
        "json = {};\n"
        "json.$ = 4;\n"
        'json["1"] = 5;\n'
        "json.B = 3;\n"
        "json._ = 2;\n"
        "json.a = 6;\n"
        "json.b = 1;\n",
    )


def test_sort_empty_key_first():
    ok(g('{"a":1,"":2," ":3}'), 'json = {};\njson[""] = 2;\njson[" "] = 3;\njson.a = 1;\n')


def test_sort_non_ascii_by_code_point():
    # U+FF5E sorts before U+1F600 by code point (but not by UTF-16 units)
    ok(
        g('{"\U0001F600":1,"\uff5e":2,"\u00e9":3,"z":4}'),
        "json = {};\n"
        "json.z = 4;\n"
        'json["\u00e9"] = 3;\n'
        'json["\uff5e"] = 2;\n'
        'json["\U0001F600"] = 1;\n',
    )


def test_sort_uses_decoded_keys():
    # "\u0063" is "c", which sorts between "b" and "d"
    ok(
        g('{"d":1,"\\u0063":2,"b":3}'),
        "json = {};\njson.b = 3;\njson.c = 2;\njson.d = 1;\n",
    )


def test_sort_control_and_tab_keys():
    ok(
        g('{"b":1,"\\t":2,"\\u0001":3}'),
        'json = {};\njson["\\u0001"] = 3;\njson["\\t"] = 2;\njson.b = 1;\n',
    )


def test_nested_objects_sorted():
    ok(
        g('{"z":{"y":1,"x":2},"a":[{"d":1,"c":2}]}'),
        "json = {};\n"
        "json.a = [];\n"
        "json.a[0] = {};\n"
        "json.a[0].c = 2;\n"
        "json.a[0].d = 1;\n"
        "json.z = {};\n"
        "json.z.x = 2;\n"
        "json.z.y = 1;\n",
    )


def test_array_elements_not_sorted():
    ok(
        g('["b","a",{"b":1,"a":0}]'),
        'json = [];\njson[0] = "b";\njson[1] = "a";\njson[2] = {};\njson[2].a = 0;\njson[2].b = 1;\n',
    )


def test_no_sort_keeps_input_order():
    ok(g('{"b":1,"a":2}', "--no-sort"), "json = {};\njson.b = 1;\njson.a = 2;\n")


def test_no_sort_numeric_looking_keys():
    ok(
        g('{"2":1,"1":2,"10":3,"a":4,"0":5}', "--no-sort"),
        'json = {};\njson["2"] = 1;\njson["1"] = 2;\njson["10"] = 3;\njson.a = 4;\njson["0"] = 5;\n',
    )


def test_no_sort_nested():
    ok(
        g('{"z":{"y":1,"x":2},"a":[{"d":1,"c":2}]}', "--no-sort"),
        "json = {};\n"
        "json.z = {};\n"
        "json.z.y = 1;\n"
        "json.z.x = 2;\n"
        "json.a = [];\n"
        "json.a[0] = {};\n"
        "json.a[0].d = 1;\n"
        "json.a[0].c = 2;\n",
    )


def test_no_sort_option_after_operand():
    ok(g('{"b":1,"a":2}', "-", "--no-sort"), "json = {};\njson.b = 1;\njson.a = 2;\n")


def test_no_sort_repeated():
    ok(
        g('{"b":1,"a":2}', "--no-sort", "--no-sort"),
        "json = {};\njson.b = 1;\njson.a = 2;\n",
    )


def test_no_sort_scalar_document():
    ok(g("7", "--no-sort"), "json = 7;\n")


def test_duplicate_keys_sorted_last_value_wins():
    ok(g('{"b":1,"a":2,"b":3}'), "json = {};\njson.a = 2;\njson.b = 3;\n")


def test_duplicate_keys_no_sort_spec_example():
    ok(g('{"b":1,"a":2,"b":3}', "--no-sort"), "json = {};\njson.b = 3;\njson.a = 2;\n")


def test_duplicate_keys_three_times_no_sort():
    ok(
        g('{"a":1,"b":0,"a":2,"c":9,"a":3}', "--no-sort"),
        "json = {};\njson.a = 3;\njson.b = 0;\njson.c = 9;\n",
    )


def test_duplicate_keys_three_times_sorted():
    ok(
        g('{"c":1,"b":0,"c":2,"a":9,"c":3}'),
        "json = {};\njson.a = 9;\njson.b = 0;\njson.c = 3;\n",
    )


def test_duplicate_object_replaced_by_scalar():
    ok(g('{"a":{"x":1},"a":2}'), "json = {};\njson.a = 2;\n")


def test_duplicate_scalar_replaced_by_object():
    ok(g('{"a":1,"a":{"x":1}}'), "json = {};\njson.a = {};\njson.a.x = 1;\n")


def test_duplicate_objects_not_merged():
    ok(g('{"a":{"x":1},"a":{"y":2}}'), "json = {};\njson.a = {};\njson.a.y = 2;\n")


def test_duplicate_arrays_not_merged():
    ok(g('{"a":[1,2,3],"a":[4]}'), "json = {};\njson.a = [];\njson.a[0] = 4;\n")


def test_duplicate_keys_nested_no_sort():
    ok(
        g('[{"y":1,"x":2,"y":{"k":[]}}]', "--no-sort"),
        "json = [];\njson[0] = {};\njson[0].y = {};\njson[0].y.k = [];\njson[0].x = 2;\n",
    )


def test_duplicate_keys_nested_sorted():
    ok(
        g('[{"y":1,"x":2,"y":{"k":[]}}]'),
        "json = [];\njson[0] = {};\njson[0].x = 2;\njson[0].y = {};\njson[0].y.k = [];\n",
    )


def test_duplicate_escaped_key_same_as_plain():
    # "\u0061" is the same key as "a"
    ok(g('{"a":1,"b":5,"\\u0061":2}', "--no-sort"), "json = {};\njson.a = 2;\njson.b = 5;\n")


def test_duplicate_with_null_last():
    ok(g('{"a":{"b":1},"a":null}'), "json = {};\njson.a = null;\n")
