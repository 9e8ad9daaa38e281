"""--values mode."""
import pytest

from conftest import ok


def test_values_example(run):
    out = ok(run, "--values", stdin='{"b":[true,"x y"],"a":1.0,"e":{}}')
    assert out == "1.0\ntrue\nx y\n"


def test_values_short(run):
    out = ok(run, "-v", stdin='{"b":[true,"x y"],"a":1.0,"e":{}}')
    assert out == "1.0\ntrue\nx y\n"


def test_values_no_sort(run):
    out = ok(run, "--values", "--no-sort", stdin='{"b":[true,"x y"],"a":1.0,"e":{}}')
    assert out == "true\nx y\n1.0\n"


def test_values_raw_quote(run):
    assert ok(run, "-v", stdin=r'"a\"b"') == 'a"b\n'


def test_values_raw_backslash(run):
    assert ok(run, "-v", stdin=r'"a\\b"') == 'a\\b\n'


def test_values_newline_spans_lines(run):
    assert ok(run, "-v", stdin=r'["a\nb","c"]') == "a\nb\nc\n"


def test_values_tab_raw(run):
    assert ok(run, "-v", stdin=r'"a\tb"') == "a\tb\n"


def test_values_unicode_decoded(run):
    assert ok(run, "-v", stdin=r'"caf\u00e9 \ud83d\ude00"') == "café 😀\n"


def test_values_slash(run):
    assert ok(run, "-v", stdin=r'"\/x/"') == "/x/\n"


def test_values_scalar_number(run):
    assert ok(run, "-v", stdin="42") == "42\n"


def test_values_scalar_string(run):
    assert ok(run, "-v", stdin='"hi"') == "hi\n"


def test_values_null(run):
    assert ok(run, "-v", stdin="null") == "null\n"


def test_values_numbers_verbatim(run):
    assert ok(run, "-v", stdin="[1.50, 1E3, -0, 1e-7]") == "1.50\n1E3\n-0\n1e-7\n"


def test_values_empty_object(run):
    assert ok(run, "-v", stdin="{}") == ""


def test_values_empty_array(run):
    assert ok(run, "-v", stdin="[]") == ""


def test_values_only_containers(run):
    assert ok(run, "-v", stdin='{"a":[],"b":{"c":{}}}') == ""


def test_values_empty_string(run):
    assert ok(run, "-v", stdin='["", "x"]') == "\nx\n"


def test_values_sorted_nested(run):
    out = ok(run, "-v", stdin='{"z":1,"a":{"y":2,"b":3},"m":[4,{"k":5}]}')
    assert out == "3\n2\n4\n5\n1\n"


def test_values_duplicate_keys(run):
    assert ok(run, "-v", "--no-sort", stdin='{"b":1,"a":2,"b":3}') == "3\n2\n"


def test_values_literals(run):
    assert ok(run, "-v", stdin="[true,false,null]") == "true\nfalse\nnull\n"


def test_values_control_char_raw(run):
    assert ok(run, "-v", stdin=r'"a\u0001b"').encode() == b"a\x01b\n"


def test_values_option_after_file(run):
    run.file("d.json", b'{"a":"x"}')
    assert ok(run, "d.json", "--values") == "x\n"


def test_values_repeated(run):
    assert ok(run, "-v", "--values", stdin="[1]") == "1\n"
