"""Sequence, mapping, number, escaping, list utility and combining filters."""
import pytest

from conftest import run, render, out, fails, fails_msg, fails_re, TNAME


def F(expr, *args, **v):
    return out("{{ " + expr + " }}", *args, v=v)


def FE(expr, msg, *args, **v):
    """Error located at the first filter name following the first '|'."""
    tpl = "{{ " + expr + " }}"
    return fails(tpl, msg, tpl.index("|") + 1, *args, v=v)


# ---------------------------------------------------------------- length and order

@pytest.mark.parametrize("expr,expected", [
    ('"abc"|length', "3"),
    ('"😀"|length', "1"),
    ('"é"|length', "1"),
    ("[1, 2]|length", "2"),
    ('{"a": 1}|length', "1"),
    ("x|length", "0"),
    ('"abc"|count', "3"),
    ('"abc"|reverse', "cba"),
    ("[1, 2, 3]|reverse", "[3,2,1]"),
    ('{"a": 1, "b": 2}|reverse', '["b","a"]'),
    ("x|reverse", "[]"),
    ("[1, 2, 3]|first", "1"),
    ("[1, 2, 3]|last", "3"),
    ('"abc"|first', "a"),
    ('"abc"|last', "c"),
    ('{"a": 1, "b": 2}|first', "a"),
    ('{"a": 1, "b": 2}|last', "b"),
    ("[]|first is undefined", "true"),
    ("[3, 1, 2]|sort", "[1,2,3]"),
    ("[3, 1, 2]|sort(reverse=true)", "[3,2,1]"),
    ("[3, 1, 2]|sort(true)", "[3,2,1]"),
    ('["b", "A", "c"]|sort', '["A","b","c"]'),
    ('["b", "A", "a"]|sort(case_sensitive=true)', '["A","a","b"]'),
    ('["a", "A"]|sort', '["a","A"]'),
    ('["A", "a"]|sort', '["A","a"]'),
    ('["a", "A", "b"]|sort(reverse=true)', '["b","a","A"]'),
    ('[{"n": 2}, {"n": 1}]|sort(attribute="n")', '[{"n":1},{"n":2}]'),
    ('[{"n": {"m": 2}}, {"n": {"m": 1}}]|sort(attribute="n.m")', '[{"n":{"m":1}},{"n":{"m":2}}]'),
    ("[[2, 1], [1, 2]]|sort(attribute=0)", "[[1,2],[2,1]]"),
    ("[true, false]|sort", "[false,true]"),
    ("[none]|sort", "[null]"),
    ("[[1]]|sort", "[[1]]"),
    ('"cab"|sort', '["a","b","c"]'),
    ('{"b": 1, "a": 2}|sort', '["a","b"]'),
    ("[2.5, -1, 10]|sort", "[-1,2.5,10]"),
    ('["10", "9"]|sort', '["10","9"]'),
    ('["a", "A", "b"]|unique', '["a","b"]'),
    ('["a", "A", "b"]|unique(case_sensitive=true)', '["a","A","b"]'),
    ('[1, 1.0, "1", 2, 1]|unique', '[1,"1",2]'),
    ('[{"a": 1, "b": 1}, {"a": 1, "b": 2}]|unique(attribute="a")', '[{"a":1,"b":1}]'),
    ("[3, 1, 2]|min", "1"),
    ("[3, 1, 2]|max", "3"),
    ('["b", "A"]|min', "A"),
    ('["a", "A"]|min', "a"),
    ('["a", "A"]|max', "a"),
    ('["B", "a"]|max(case_sensitive=true)', "a"),
    ('[{"n": 2}, {"n": 1}]|min(attribute="n")', '{"n":1}'),
    ('[{"n": 2}, {"n": 1}]|max(attribute="n")', '{"n":2}'),
    ("[]|min is undefined", "true"),
    ('"bca"|min', "a"),
])
def test_length_order(expr, expected):
    assert F(expr) == expected


def test_sort_does_not_change_value():
    assert out("{% set a = [2, 1] %}{% set b = a|sort %}{{ a }}{{ b }}") == "[2,1][1,2]"


def test_sort_stable_with_attribute():
    tpl = '{{ [{"k": 1, "i": "a"}, {"k": 0, "i": "b"}, {"k": 1, "i": "c"}]|sort(attribute="k")|map(attribute="i")|join }}'
    assert out(tpl) == "bac"


def test_sort_stable_reversed_with_attribute():
    tpl = '{{ [{"k": 1, "i": "a"}, {"k": 0, "i": "b"}, {"k": 1, "i": "c"}]|sort(attribute="k", reverse=true)|map(attribute="i")|join }}'
    assert out(tpl) == "acb"


@pytest.mark.parametrize("expr,msg", [
    ("5|length", "filter 'length' expects a string, list or mapping, not number"),
    ("none|length", "filter 'length' expects a string, list or mapping, not none"),
    ("true|count", "filter 'length' expects a string, list or mapping, not boolean"),
    ("5|reverse", "filter 'reverse' expects a string or a sequence, not number"),
    ("none|reverse", "filter 'reverse' expects a string or a sequence, not none"),
    ("5|sort", "filter 'sort' expects a sequence, not number"),
    ("[none, none]|sort", "filter 'sort' cannot compare none and none"),
    ("[[1], [2]]|sort", "filter 'sort' cannot compare list and list"),
    ("[true, true]|sort", None),
])
def test_length_order_errors(expr, msg):
    if msg is None:
        assert F(expr) == "[true,true]"
    else:
        FE(expr, msg)


def test_sort_mixed_types_error():
    fails_re("{{ [1, 'a']|sort }}", "filter 'sort' cannot compare (number and string|string and number)")


def test_sort_undefined_key_sorts_as_none():
    fails_re('{{ [{"a": 1}, {}]|sort(attribute="a") }}', "filter 'sort' cannot compare (number and none|none and number)")


def test_max_mixed_types_error():
    fails_re("{{ [1, 'a']|max }}", "filter 'max' cannot compare (number and string|string and number)")


def test_min_mixed_types_error():
    fails_re("{{ [1, 'a']|min }}", "filter 'min' cannot compare (number and string|string and number)")


# ---------------------------------------------------------------- split and join

@pytest.mark.parametrize("expr,expected", [
    ('" a  b c "|split', '["a","b","c"]'),
    ('""|split', "[]"),
    ('"a,b,,c"|split(",")', '["a","b","","c"]'),
    ('""|split(",")', '[""]'),
    ('"a,b,c"|split(",", 1)', '["a","b,c"]'),
    ('" a  b  c "|split(none, 1)', '["a","b  c"]'),
    ('" a "|split(none, 0)', '["a"]'),
    ('"a,b,c"|split(",", 0)', '["a,b,c"]'),
    ('"a,b,c"|split(",", -5)', '["a","b","c"]'),
    ('"a b c"|split(none, -1)', '["a","b","c"]'),
    ('"aaa"|split("aa")', '["","a"]'),
    ('",a,"|split(",")', '["","a",""]'),
    ("x|split", "[]"),
    ('x|split(",")', '[""]'),
    ('12.5|split(".")', '["12","5"]'),
    ('nb|split', '["a\u00a0b","c"]'),
    ('"a--b--c"|split("--", maxsplit=1)', '["a","b--c"]'),
    ('"a\\tb\\nc"|split', '["a","b","c"]'),
])
def test_split(expr, expected):
    assert F(expr, nb="a\u00a0b c") == expected


def test_split_empty_separator():
    FE('"a"|split("")', "filter 'split' separator must not be empty")


def test_split_separator_type():
    FE('"a"|split(1)', "filter 'split' expects a string for 'sep', not number")


@pytest.mark.parametrize("expr,expected", [
    ('[1, 2]|join(",")', "1,2"),
    ("[1, 2]|join", "12"),
    ('[1, none, "a"]|join(",")', "1,,a"),
    ("[[2]]|join", "[2]"),
    ('{"a": 1, "b": 2}|join', "ab"),
    ('"abc"|join("-")', "a-b-c"),
    ("x|join", ""),
    ('[{"a": 1}, {"a": 2}]|join(",", "a")', "1,2"),
    ('[{"a": 1}, {}]|join(",", attribute="a")', "1,"),
    ('[[1, 2], [3]]|join(";", "0")', "1;3"),
    ('[true, 1.5]|join(" ")', "true 1.5"),
    ('[{"a": {"b": "x"}}]|join(attribute="a.b")', "x"),
])
def test_join(expr, expected):
    assert F(expr) == expected


def test_join_escaped_under_autoescape():
    assert F('["<a>"|safe, "&"]|join("|")', "-e") == "&lt;a&gt;|&amp;"


def test_join_sep_type():
    FE("[1]|join(1)", "filter 'join' expects a string for 'sep', not number")


def test_join_not_sequence():
    FE("5|join", "filter 'join' expects a sequence, not number")


@pytest.mark.parametrize("expr,expected", [
    ("[1, 2, 3]|batch(2)", "[[1,2],[3]]"),
    ("[1, 2, 3]|batch(2, 0)", "[[1,2],[3,0]]"),
    ("[]|batch(2, 0)", "[]"),
    ("[1, 2, 3]|batch(2, false)", "[[1,2],[3,false]]"),
    ("[1, 2]|batch(5)", "[[1,2]]"),
    ('"abc"|batch(2)', '[["a","b"],["c"]]'),
    ("[1, 2, 3]|batch(2, none)", "[[1,2],[3]]"),
    ("[1, 2, 3, 4]|batch(2, 0)", "[[1,2],[3,4]]"),
    ("[1, 2, 3]|batch(1)", "[[1],[2],[3]]"),
    ('[1]|batch(3, "x")', '[[1,"x","x"]]'),
])
def test_batch(expr, expected):
    assert F(expr) == expected


@pytest.mark.parametrize("expr,msg", [
    ("[1]|batch(0)", "filter 'batch' size must be at least 1"),
    ("[1]|batch(-1)", "filter 'batch' size must be at least 1"),
    ("[1]|batch(true)", "filter 'batch' expects an integer for 'size', not boolean"),
    ("[1]|batch(1.5)", "filter 'batch' expects an integer for 'size', not 1.5"),
    ("[1]|batch", "filter 'batch' missing required argument 'size'"),
    ("[1]|slice(0)", "filter 'slice' count must be at least 1"),
    ("5|batch(1)", "filter 'batch' expects a sequence, not number"),
])
def test_batch_slice_errors(expr, msg):
    FE(expr, msg)


@pytest.mark.parametrize("expr,expected", [
    ("[1, 2, 3, 4, 5]|slice(3)", "[[1,2],[3,4],[5]]"),
    ("[]|slice(3)", "[[],[],[]]"),
    ("[1, 2]|slice(3, 0)", "[[1],[2],[0]]"),
    ("[1, 2, 3]|slice(3, 0)", "[[1],[2],[3]]"),
    ("[1, 2, 3, 4, 5]|slice(3, 0)", "[[1,2],[3,4],[5,0]]"),
    ("[1, 2, 3, 4, 5, 6, 7]|slice(3)", "[[1,2,3],[4,5],[6,7]]"),
    ("[1, 2, 3, 4]|slice(2)", "[[1,2],[3,4]]"),
    ("[1]|slice(1)", "[[1]]"),
    ('"abcd"|slice(3)', '[["a","b"],["c"],["d"]]'),
])
def test_slice_filter(expr, expected):
    assert F(expr) == expected


# ---------------------------------------------------------------- filters on sequences of mappings

USERS = [{"name": "ann", "age": 30, "tags": ["x", "y"]}, {"name": "bob", "age": 15}, {"name": "cy", "age": 18}]


@pytest.mark.parametrize("expr,expected", [
    ('[{"a": 1}, {"a": 2}]|map(attribute="a")', "[1,2]"),
    ('[{"a": 1}, {}]|map(attribute="a")', "[1,null]"),
    ('[{"a": 1}, {}]|map(attribute="a", default=0)', "[1,0]"),
    ('[{"a": 1}, {"a": none}]|map(attribute="a", default=0)', "[1,null]"),
    ('[{"t": [{"x": 5}]}]|map(attribute="t.0.x")', "[5]"),
    ("[[1, 2], [3, 4]]|map(attribute=1)", "[2,4]"),
    ('[{"t": [1, 2]}]|map(attribute="t.-1")', "[2]"),
    ('[{"0": "z"}]|map(attribute="0")', '["z"]'),
    ('["a", "b"]|map("upper")', '["A","B"]'),
    ('[1.26, 2.71]|map("round", 1)', "[1.3,2.7]"),
    ('["a"]|map("replace", "a", "b")', '["b"]'),
    ('["ab", "c"]|map("length")', "[2,1]"),
    ('[1, 2]|map("string")|join("+")', "1+2"),
    ('users|map(attribute="name")|join(",")', "ann,bob,cy"),
    ('users|map(attribute="tags.1")', '["y",null,null]'),
    ('[["a", "b"]]|map("join", "-")', '["a-b"]'),
])
def test_map(expr, expected):
    assert F(expr, users=USERS) == expected


def test_map_strict_attribute_no_error():
    assert F('[{"a": 1}, {}]|map(attribute="a")', "--strict") == "[1,null]"


def test_map_requires_name():
    FE("[1]|map", "filter 'map' requires a filter name or an attribute")


def test_map_unknown_filter():
    FE('[1]|map("nope")', "unknown filter 'nope'")


@pytest.mark.parametrize("expr,expected", [
    ('[1, 2, 3, 4]|select("odd")', "[1,3]"),
    ('[1, 2, 3]|reject("in", [2])', "[1,3]"),
    ('[0, 1, "", 2]|select', "[1,2]"),
    ('[0, 1, "", 2]|reject', '[0,""]'),
    ('[3, 6, 7]|select("divisibleby", 3)', "[3,6]"),
    ('[1, "a", none]|select("string")', '["a"]'),
    ('[1, "a", none]|reject("none")', '[1,"a"]'),
    ('[x, 1]|select("defined")', "[1]"),
    ('"aBc"|select("upper")', '["B"]'),
    ('users|selectattr("age", "gt", 17)|map(attribute="name")|join(",")', "ann,cy"),
    ('users|rejectattr("age", "gt", 17)|map(attribute="name")|join(",")', "bob"),
    ('[{"a": 1}, {"a": 0}, {}]|selectattr("a")', '[{"a":1}]'),
    ('[{"a": 1}, {"a": 0}, {}]|rejectattr("a")', '[{"a":0},{}]'),
    ('users|selectattr("tags")|map(attribute="name")|list', '["ann"]'),
    ('users|selectattr("tags", "defined")|length', "1"),
    ('users|selectattr("tags", "undefined")|length', "2"),
    ('[1, 2, 3]|select("eq", 2)', "[2]"),
])
def test_select(expr, expected):
    assert F(expr, users=USERS) == expected


def test_select_unknown_test():
    FE('[1]|select("nope")', "unknown test 'nope'")


def test_rejectattr_unknown_test():
    FE('[1]|rejectattr("a", "nope")', "unknown test 'nope'")


def test_selectattr_strict_no_error():
    assert F('[{"a": 1}, {}]|selectattr("a")', "--strict") == '[{"a":1}]'


@pytest.mark.parametrize("expr,expected", [
    ("[1, 2, 3]|sum", "6"),
    ("[1, 2]|sum(start=10)", "13"),
    ('[{"a": 1}, {"a": 2}]|sum("a")', "3"),
    ('[{"a": 1}, {"a": 2}]|sum(attribute="a", start=1)', "4"),
    ("[]|sum", "0"),
    ("[0.1, 0.2]|sum", "0.30000000000000004"),
])
def test_sum(expr, expected):
    assert F(expr) == expected


@pytest.mark.parametrize("expr,msg", [
    ('[1, "a"]|sum', "filter 'sum' expects numbers, not string"),
    ("[true]|sum", "filter 'sum' expects numbers, not boolean"),
    ('[{"a": 1}, {}]|sum("a")', "filter 'sum' expects numbers, not undefined"),
    ("[none]|sum", "filter 'sum' expects numbers, not none"),
])
def test_sum_errors(expr, msg):
    FE(expr, msg)


GROUPS = [{"k": "b", "v": 1}, {"k": "a", "v": 2}, {"k": "b", "v": 3}]


@pytest.mark.parametrize("expr,expected", [
    ('g|groupby("k")', '[{"grouper":"a","list":[{"k":"a","v":2}]},{"grouper":"b","list":[{"k":"b","v":1},{"k":"b","v":3}]}]'),
    ('[{"k": "B"}, {"k": "b"}]|groupby("k")', '[{"grouper":"B","list":[{"k":"B"},{"k":"b"}]}]'),
    ('[{"k": "b"}, {"k": "B"}]|groupby("k", case_sensitive=true)', '[{"grouper":"B","list":[{"k":"B"}]},{"grouper":"b","list":[{"k":"b"}]}]'),
    ('[{"k": 1}, {}]|groupby("k", default=0)', '[{"grouper":0,"list":[{}]},{"grouper":1,"list":[{"k":1}]}]'),
    ('[{}]|groupby("k")', '[{"grouper":null,"list":[{}]}]'),
    ('[{"k": 2}, {"k": 10}, {"k": 2}]|groupby("k")|map(attribute="grouper")', "[2,10]"),
    ("[]|groupby('k')", "[]"),
])
def test_groupby(expr, expected):
    assert F(expr, g=GROUPS) == expected


def test_groupby_loop():
    tpl = '{% for grp in g|groupby("k") %}{{ grp.grouper }}:{{ grp.list|length }};{% endfor %}'
    assert out(tpl, v={"g": GROUPS}) == "a:1;b:2;"


def test_groupby_incomparable():
    fails_re('{{ [{"k": 1}, {"k": "a"}]|groupby("k") }}', "filter 'groupby' cannot compare (number and string|string and number)")


# ---------------------------------------------------------------- number filters

@pytest.mark.parametrize("expr,expected", [
    ("(-3)|abs", "3"),
    ("3|abs", "3"),
    ("-3|abs", "-3"),
    ("(-0.0)|abs", "0"),
    ("(-2.5)|abs", "2.5"),
    ("2.675|round(2)", "2.68"),
    ('(-1.5)|round(method="floor")', "-2"),
    ('(-1.5)|round(method="ceil")', "-1"),
    ("(-2.5)|round", "-3"),
    ("2.5|round", "3"),
    ("0.5|round", "1"),
    ("1.234|round(1)", "1.2"),
    ("(-0.5)|round", "-1"),
    ('(-0.1)|round(0, "ceil")', "0"),
    ("1e300|round(15)", "inf"),
    ("-1.5|round", "-2"),
    ('1.25|round(1, "floor")', "1.2"),
    ('1.21|round(1, "ceil")', "1.3"),
    ("(2.5|round) is number", "true"),
    ("1.005|round(2)", "1.01"),
    ("3|round(2)", "3"),
    ('1.5|round(0, "common")', "2"),
    ("1.44|round(1)", "1.4"),
    ("1.45|round(1)", "1.5"),
    ("(-1.45)|round(1)", "-1.5"),
    ('2.1|round(method="ceil")', "3"),
    ('2.9|round(method="floor")', "2"),
])
def test_number_filters(expr, expected):
    assert F(expr) == expected


@pytest.mark.parametrize("expr,msg", [
    ('"3"|abs', "filter 'abs' expects a number, not string"),
    ("none|abs", "filter 'abs' expects a number, not none"),
    ("true|abs", "filter 'abs' expects a number, not boolean"),
    ("1|round(16)", "filter 'round' precision must be between 0 and 15"),
    ("1|round(-1)", "filter 'round' precision must be between 0 and 15"),
    ('1|round(0, "up")', "filter 'round' method must be 'common', 'ceil' or 'floor'"),
    ('1|round(0, "CEIL")', "filter 'round' method must be 'common', 'ceil' or 'floor'"),
    ('"3"|round', "filter 'round' expects a number, not string"),
    ("1|round(1.5)", "filter 'round' expects an integer for 'precision', not 1.5"),
    ('1.5|round(16, "bad")', "filter 'round' precision must be between 0 and 15"),
    ('"x"|round(16, "bad")', "filter 'round' expects a number, not string"),
    ('1|round("a")', "filter 'round' expects an integer for 'precision', not string"),
])
def test_number_filter_errors(expr, msg):
    FE(expr, msg)


@pytest.mark.parametrize("expr,expected", [
    ("1|filesizeformat", "1 Byte"),
    ("(-1)|filesizeformat", "1 Byte"),
    ("0|filesizeformat", "0 Bytes"),
    ("500|filesizeformat", "500 Bytes"),
    ("999|filesizeformat", "999 Bytes"),
    ("1000|filesizeformat", "1.0 kB"),
    ("1234567|filesizeformat", "1.2 MB"),
    ("1024|filesizeformat(true)", "1.0 KiB"),
    ("1023|filesizeformat(true)", "1023 Bytes"),
    ("(-2000)|filesizeformat", "-2.0 kB"),
    ("(-0.5)|filesizeformat", "-0.5 Bytes"),
    ("1.5|filesizeformat", "1.5 Bytes"),
    ("999999|filesizeformat", "1000.0 kB"),
    ("1048575|filesizeformat(true)", "1024.0 KiB"),
    ("1e30|filesizeformat", "1000000.0 YB"),
    ('"007"|filesizeformat', "7 Bytes"),
    ('" 1500 "|filesizeformat', "1.5 kB"),
    ('"2000.5"|filesizeformat', "2.0 kB"),
    ("1e9|filesizeformat", "1.0 GB"),
    ("1e12|filesizeformat", "1.0 TB"),
    ("1e15|filesizeformat", "1.0 PB"),
    ("1e18|filesizeformat", "1.0 EB"),
    ("1e21|filesizeformat", "1.0 ZB"),
    ("1e24|filesizeformat", "1.0 YB"),
    ("1099511627776|filesizeformat(true)", "1.0 TiB"),
    ("1048576|filesizeformat(binary=true)", "1.0 MiB"),
    ("1073741824|filesizeformat(true)", "1.0 GiB"),
    ("1500|filesizeformat(true)", "1.5 KiB"),
])
def test_filesizeformat(expr, expected):
    assert F(expr) == expected


@pytest.mark.parametrize("expr,msg", [
    ('"-5"|filesizeformat', "filter 'filesizeformat' expects a number, not string"),
    ('"1e3"|filesizeformat', "filter 'filesizeformat' expects a number, not string"),
    ('"abc"|filesizeformat', "filter 'filesizeformat' expects a number, not string"),
    ("true|filesizeformat", "filter 'filesizeformat' expects a number, not boolean"),
    ("x|filesizeformat", "filter 'filesizeformat' expects a number, not undefined"),
    ("[1]|filesizeformat", "filter 'filesizeformat' expects a number, not list"),
])
def test_filesizeformat_errors(expr, msg):
    FE(expr, msg)


# ---------------------------------------------------------------- mapping filters

@pytest.mark.parametrize("expr,expected", [
    ('{"a": 1, "b": 2}|items', '[["a",1],["b",2]]'),
    ('{"a": 1, "b": 2}|keys', '["a","b"]'),
    ('{"a": 1, "b": 2}|values', "[1,2]"),
    ("x|items", "[]"),
    ("x|keys", "[]"),
    ("x|values", "[]"),
    ('{"b": 1, "1": 2}|keys', '["1","b"]'),
    ('{"b": 1, "1": 2}|items', '[["1",2],["b",1]]'),
    ('{"b": 1, "a": 2}|dictsort', '[["a",2],["b",1]]'),
    ('{"b": 1, "a": 2}|dictsort(by="value")', '[["b",1],["a",2]]'),
    ('{"b": 1, "a": 2}|dictsort(reverse=true)', '[["b",1],["a",2]]'),
    ('{"a": 0, "B": 1}|dictsort', '[["a",0],["B",1]]'),
    ('{"a": 0, "B": 1}|dictsort(case_sensitive=true)', '[["B",1],["a",0]]'),
    ('{"x": 2, "y": 1, "z": 2}|dictsort(by="value", reverse=true)', '[["x",2],["z",2],["y",1]]'),
    ('{"x": 2, "y": 1, "z": 2}|dictsort(by="value")', '[["y",1],["x",2],["z",2]]'),
    ("x|dictsort", "[]"),
    ('{"a": 1}|attr("a")', "1"),
    ('{"a.b": 3}|attr("a.b")', "3"),
    ('({"a": {"b": 1} }|attr("a.b")) is undefined', "true"),
    ('{"1": "one"}|attr(1)', "one"),
    ("[1, 2]|attr(1)", "2"),
    ("[1, 2]|attr(-1)", "2"),
    ('([1, 2]|attr("0")) is undefined', "true"),
    ('"abc"|attr(1)', "b"),
    ('(5|attr("x")) is undefined', "true"),
    ('{"items": 1}|attr("items")', "1"),
])
def test_mapping_filters(expr, expected):
    assert F(expr) == expected


@pytest.mark.parametrize("expr,msg", [
    ("[1]|items", "filter 'items' expects a mapping, not list"),
    ("5|keys", "filter 'keys' expects a mapping, not number"),
    ('"a"|values', "filter 'values' expects a mapping, not string"),
    ("none|dictsort", "filter 'dictsort' expects a mapping, not none"),
    ('{"a": 1}|dictsort(by="foo")', "filter 'dictsort' can sort only by 'key' or 'value'"),
    ('{"a": 1}|attr(none)', "filter 'attr' expects a string for 'name', not none"),
    ('{"a": 1}|attr([1])', "filter 'attr' expects a string for 'name', not list"),
])
def test_mapping_filter_errors(expr, msg):
    FE(expr, msg)


def test_dictsort_mixed_values():
    fails_re('{{ {"a": "x", "b": 1}|dictsort(by="value") }}',
             "filter 'dictsort' cannot compare (string and number|number and string)")


def test_attr_strict_use_error():
    fails('{{ {"a": 1}|attr("b") }}', "'b' is undefined", 3, "--strict")


@pytest.mark.parametrize("expr,expected", [
    ('{"a": 1, "b": "x"}|xmlattr', ' a="1" b="x"'),
    ('{"a": 1, "b": "x"}|xmlattr(false)', 'a="1" b="x"'),
    ('{"a": none, "b": x, "c": 1}|xmlattr', ' c="1"'),
    ('{"b": false, "c": 0}|xmlattr', ' b="false" c="0"'),
    ('{"a": [1, "b"]}|xmlattr', ' a="[1,&#34;b&#34;]"'),
    ('{"a": "<b>"|safe}|xmlattr', ' a="&lt;b&gt;"'),
    ('{"a b": none}|xmlattr', ""),
    ("{}|xmlattr", ""),
    ('{"a": none}|xmlattr', ""),
    ("x|xmlattr", ""),
    ('{"é": 1}|xmlattr', ' é="1"'),
    ('{"a": "\'&"}|xmlattr', ' a="&#39;&amp;"'),
    ('{"a&": 1}|xmlattr', ' a&amp;="1"'),
    ('({"a": 1}|xmlattr) is escaped', "true"),
    ('{"data-x": "y"}|xmlattr(autospace=false)', 'data-x="y"'),
])
def test_xmlattr(expr, expected):
    assert F(expr) == expected


def test_xmlattr_not_double_escaped():
    assert F('{"a": "<"}|xmlattr', "-e") == ' a="&lt;"'


@pytest.mark.parametrize("key", ["a b", "", "a=", "a/", "a>", 'a"', "a'", "a\tb"])
def test_xmlattr_invalid_name(key):
    import json
    tpl = "{{ m|xmlattr }}"
    fails(tpl, "filter 'xmlattr' invalid attribute name %s" % json.dumps(key), "xmlattr", v={"m": {key: 1}})


def test_xmlattr_xml_mode_still_html():
    assert F('{"a": "\'"}|xmlattr', "-e", "--escape-mode", "xml") == ' a="&#39;"'


# ---------------------------------------------------------------- escaping filters

@pytest.mark.parametrize("expr,expected", [
    ('s|e', "&lt;a href=&#39;x&#39;&gt;&amp;&#34;"),
    ('s|escape', "&lt;a href=&#39;x&#39;&gt;&amp;&#34;"),
    ('"<"|e|e', "&lt;"),
    ('"<"|e|forceescape', "&amp;lt;"),
    ('"<"|forceescape', "&lt;"),
    ("x|e", ""),
    ("(x|e) is escaped", "true"),
    ("5|e", "5"),
    ("[1, '<']|e", "[1,&#34;&lt;&#34;]"),
    ('"<"|safe', "<"),
    ("(x|safe) is escaped", "true"),
    ("5|safe", "5"),
])
def test_escape_filters(expr, expected):
    assert F(expr, s="<a href='x'>&\"") == expected


def test_safe_not_escaped_under_autoescape():
    assert F('"<b>"|safe', "-e") == "<b>"


def test_escape_always_html_in_xml_mode():
    assert F("\"'\"|e", "-e", "--escape-mode", "xml") == "&#39;"


@pytest.mark.parametrize("expr,expected", [
    ('"a b/c"|urlencode', "a%20b%2Fc"),
    ('"é"|urlencode', "%C3%A9"),
    ('"a-._~Z9"|urlencode', "a-._~Z9"),
    ('{"a": "1 2", "b c": 3}|urlencode', "a=1%202&b%20c=3"),
    ('[["a", 1], ["b", 2]]|urlencode', "a=1&b=2"),
    ("5|urlencode", "5"),
    ('"&="|urlencode', "%26%3D"),
    ('"😀"|urlencode', "%F0%9F%98%80"),
    ("none|urlencode", ""),
    ('"+?"|urlencode', "%2B%3F"),
])
def test_urlencode(expr, expected):
    assert F(expr) == expected


def test_urlencode_bad_list():
    FE("[1, 2]|urlencode", "filter 'urlencode' expects a list of pairs")


def test_urlencode_bad_pair_length():
    FE('[["a", 1, 2]]|urlencode', "filter 'urlencode' expects a list of pairs")


@pytest.mark.parametrize("expr,expected", [
    ('{"a": [1, 2]}|tojson', '{"a":[1,2]}'),
    ('"<>&\'"|tojson', '"\\u003c\\u003e\\u0026\\u0027"'),
    ("x|tojson", "null"),
    ("none|tojson", "null"),
    ('"a"|tojson', '"a"'),
    ("1.5|tojson", "1.5"),
    ("true|tojson", "true"),
    ('"a\\"b"|tojson', '"a\\"b"'),
    ('{"k": "\\n"}|tojson', '{"k":"\\n"}'),
    ('{"a": [1, 2], "b": {}}|tojson(2)', '{\n  "a": [\n    1,\n    2\n  ],\n  "b": {}\n}'),
    ("[1, [2]]|tojson(0)", "[\n1,\n[\n2\n]\n]"),
    ("[1, [2]]|tojson(-1)", "[1,[2]]"),
    ("[]|tojson(2)", "[]"),
    ('{"a": 1}|tojson(indent=1)', '{\n "a": 1\n}'),
    ("[10 ** 400]|tojson", "[null]"),
    ("(10 ** 400)|tojson", "null"),
    ('["é"]|tojson', '["é"]'),
    ("(x|tojson) is escaped", "true"),
    ('[{"a": []}]|tojson(2)', '[\n  {\n    "a": []\n  }\n]'),
])
def test_tojson(expr, expected):
    assert F(expr) == expected


def test_tojson_safe_under_autoescape():
    assert F('"<"|tojson', "-e") == '"\\u003c"'


# ---------------------------------------------------------------- list utility

@pytest.mark.parametrize("expr,expected", [
    ("[1, [2, [3]]]|flatten", "[1,2,3]"),
    ("[1, [2, [3]]]|flatten(1)", "[1,2,[3]]"),
    ("[1, [2, [3]]]|flatten(0)", "[1,[2,[3]]]"),
    ("[1, [2, [3]]]|flatten(1.0)", "[1,2,[3]]"),
    ("[1, [2, [3]]]|flatten(none)", "[1,2,3]"),
    ("[1, [2, [3]]]|flatten(depth=2)", "[1,2,3]"),
    ("[[], [[]]]|flatten", "[]"),
    ('["ab", {"a": 1}]|flatten', '["ab",{"a":1}]'),
    ('"ab"|flatten', '["a","b"]'),
    ('{"a": 1}|flatten', '["a"]'),
    ("x|flatten", "[]"),
    ('[1, none, x, false, 0, "", [], {}]|compact', '[1,false,0,"",[],{}]'),
    ("[1, [none]]|compact", "[1,[null]]"),
    ('"ab"|compact', '["a","b"]'),
    ("x|compact", "[]"),
])
def test_list_utility(expr, expected):
    assert F(expr) == expected


@pytest.mark.parametrize("expr,msg", [
    ("[1]|flatten(-1)", "filter 'flatten' depth must not be negative"),
    ("[1]|flatten(1.5)", "filter 'flatten' expects an integer for 'depth', not 1.5"),
    ("5|flatten", "filter 'flatten' expects a sequence, not number"),
    ("none|compact", "filter 'compact' expects a sequence, not none"),
    ("5|compact", "filter 'compact' expects a sequence, not number"),
])
def test_list_utility_errors(expr, msg):
    FE(expr, msg)


# ---------------------------------------------------------------- combining

@pytest.mark.parametrize("expr,expected", [
    ('{"a": 1, "b": 2}|merge({"b": 3, "c": 4})', '{"a":1,"b":3,"c":4}'),
    ('{"2": 1, "a": 2}|merge({"1": 3})', '{"1":3,"2":1,"a":2}'),
    ('x|merge({"a": 1})', '{"a":1}'),
    ('{"a": 1}|merge({})', '{"a":1}'),
    ('{"a": 1, "b": 2, "c": 3}|pick("c", "a")', '{"a":1,"c":3}'),
    ('{"a": 1}|pick()', "{}"),
    ('{"a": 1, "b": 2}|pick("a", "a", "z")', '{"a":1}'),
    ('{"a": 1, "b": 2, "c": 3}|omit("b")', '{"a":1,"c":3}'),
    ('{"a": 1}|omit()', '{"a":1}'),
    ('{"a": 1}|omit("z")', '{"a":1}'),
    ('x|pick("a")', "{}"),
    ('[1, 2, 3]|zip(["a", "b"])', '[[1,"a"],[2,"b"]]'),
    ('"ab"|zip({"x": 1, "y": 2})', '[["a","x"],["b","y"]]'),
    ("[1]|zip(x)", "[]"),
    ('x|zip([1])', "[]"),
    ('["a", "b"]|enumerate', '[[0,"a"],[1,"b"]]'),
    ('["a", "b"]|enumerate(1)', '[[1,"a"],[2,"b"]]'),
    ('["a", "b"]|enumerate(start=-1)', '[[-1,"a"],[0,"b"]]'),
    ('"ab"|enumerate', '[[0,"a"],[1,"b"]]'),
])
def test_combining(expr, expected):
    assert F(expr) == expected


def test_merge_does_not_change_value():
    assert out('{% set m = {"a": 1} %}{% set n = m|merge({"b": 2}) %}{{ m }}{{ n }}') == '{"a":1}{"a":1,"b":2}'


@pytest.mark.parametrize("expr,msg", [
    ("{}|merge(1)", "filter 'merge' expects a mapping for 'other', not number"),
    ("{}|merge(x)", "filter 'merge' expects a mapping for 'other', not undefined"),
    ("[1]|merge({})", "filter 'merge' expects a mapping, not list"),
    ("none|merge({})", "filter 'merge' expects a mapping, not none"),
    ('{"a": 1}|pick(1)', "filter 'pick' expects a string for 'keys', not number"),
    ('{"a": 1}|omit(none)', "filter 'omit' expects a string for 'keys', not none"),
    ('{"a": 1}|pick(keys="a")', "filter 'pick' got an unexpected keyword argument 'keys'"),
    ('5|pick("a")', "filter 'pick' expects a mapping, not number"),
    ("[1]|zip(5)", "filter 'zip' expects a sequence, not number"),
    ("5|zip([1])", "filter 'zip' expects a sequence, not number"),
    ('["a"]|enumerate(1.5)', "filter 'enumerate' expects an integer for 'start', not 1.5"),
    ("[1]|zip", "filter 'zip' missing required argument 'other'"),
])
def test_combining_errors(expr, msg):
    FE(expr, msg)
