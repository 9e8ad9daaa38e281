import pytest

from conftest import run, ok, fail, json_err


def v(inp, *args):
    return run(["-v", *args], inp)


def test_spec_example():
    ok(v('{"b":[true,"x y"],"a":1.0,"e":{}}'), "1.0\ntrue\nx y\n")


def test_spec_example_long_option():
    ok(run(["--values"], '{"b":[true,"x y"],"a":1.0,"e":{}}'), "1.0\ntrue\nx y\n")


def test_scalar_number():
    ok(v("42"), "42\n")


def test_scalar_string_raw():
    ok(v('"hi"'), "hi\n")


@pytest.mark.parametrize("lit", ["true", "false", "null"])
def test_scalar_literal(lit):
    ok(v(lit), lit + "\n")


def test_empty_object_produces_nothing():
    ok(v("{}"), "")


def test_empty_array_produces_nothing():
    ok(v("[]"), "")


def test_only_empty_containers_produce_nothing():
    ok(v('{"a":{},"b":[[],{}]}'), "")


def test_empty_string_is_empty_line():
    ok(v('""'), "\n")


def test_empty_strings_in_array():
    ok(v('["", "a", ""]'), "\na\n\n")


def test_escaped_quote_raw():
    ok(v('"a\\"b"'), 'a"b\n')


def test_backslash_raw():
    ok(v('"a\\\\b"'), "a\\b\n")


def test_newline_spans_two_lines():
    ok(v('"line1\\nline2"'), "line1\nline2\n")


def test_tab_raw():
    ok(v('"a\\tb"'), "a\tb\n")


def test_carriage_return_raw():
    ok(v('"a\\rb"'), "a\rb\n")


def test_control_char_raw():
    ok(v('"a\\u0001b\\u001f"'), "a\x01b\x1f\n")


def test_unicode_escape_decoded():
    ok(v('"\\u0041\\/\\u00e9"'), "A/\u00e9\n")


def test_surrogate_pair_decoded():
    ok(v('"\\ud83d\\ude00"'), "\U0001F600\n")


def test_non_ascii_raw():
    ok(v('"caf\u00e9 \U0001F600"'), "caf\u00e9 \U0001F600\n")


def test_numbers_exact():
    ok(v("[1.50, 1E3, -0, 100000000000000000000001, 1e-7]"), "1.50\n1E3\n-0\n100000000000000000000001\n1e-7\n")


def test_keys_not_written():
    ok(v('{"key":"val","class":"x y"}'), "x y\nval\n")


def test_sorted_order():
    ok(v('{"b":1,"a":2,"10":3,"9":4}'), "3\n4\n2\n1\n")


def test_no_sort_order():
    ok(v('{"b":1,"a":2,"10":3,"9":4}', "--no-sort"), "1\n2\n3\n4\n")


def test_no_sort_before_values_option():
    ok(run(["--no-sort", "--values"], '{"b":1,"a":2}'), "1\n2\n")


def test_duplicates_sorted():
    ok(v('{"b":1,"a":2,"b":3}'), "2\n3\n")


def test_duplicates_no_sort():
    ok(v('{"b":1,"a":2,"b":3}', "--no-sort"), "3\n2\n")


def test_nested_order():
    ok(
        v('{"z":[1,{"b":"B","a":"A"}],"a":{"y":true,"x":null}}'),
        "null\ntrue\n1\nA\nB\n",
    )


def test_nested_order_no_sort():
    ok(
        v('{"z":[1,{"b":"B","a":"A"}],"a":{"y":true,"x":null}}', "--no-sort"),
        "1\nB\nA\ntrue\nnull\n",
    )


def test_repeated_values_option():
    ok(run(["-v", "--values", "-v"], "[1,2]"), "1\n2\n")


def test_values_from_file(tmp_path):
    (tmp_path / "d.json").write_text('{"b":"x","a":"y"}', encoding="utf-8")
    ok(run(["d.json", "-v"], cwd=tmp_path), "y\nx\n")


def test_values_invalid_json():
    fail(v("[1,]"), json_err(1, 4, "unexpected character ']'"))


def test_values_empty_input():
    fail(v(""), json_err(1, 1, "unexpected end of input"))


def test_values_string_that_looks_like_json():
    ok(v('["{}", "[]", "\\"q\\""]'), '{}\n[]\n"q"\n')
