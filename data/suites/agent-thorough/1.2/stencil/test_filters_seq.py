"""Sequence, mapping, number and combining filters."""
import pytest


def ok_expr(st, expr, expected, *args):
    st.ok("{{ %s }}" % expr, expected, *args)


# ---------------------------------------------------------------- length and order

@pytest.mark.parametrize("expr,expected", [
    ('"abc"|length', "3"),
    ('"😀é"|length', "2"),
    ("[1, 2]|count", "2"),
    ('{"a": 1}|length', "1"),
    ("x|length", "0"),
    ('""|length', "0"),
    ('"abc"|reverse', "cba"),
    ("[1, 2, 3]|reverse", "[3,2,1]"),
    ('{"a": 1, "b": 2}|reverse', '["b","a"]'),
    ("x|reverse", "[]"),
    ('"a😀b"|reverse', "b😀a"),
    ("[1, 2, 3]|first", "1"),
    ('"abc"|first', "a"),
    ('"abc"|last', "c"),
    ('{"a": 1, "b": 2}|first', "a"),
    ('{"a": 1, "b": 2}|last', "b"),
    ("[]|first is defined", "false"),
    ('""|last is defined', "false"),
    ("[[1, 2]]|first", "[1,2]"),
    ("[3, 1, 2]|sort", "[1,2,3]"),
    ("[3, 1, 2]|sort(reverse=true)", "[3,2,1]"),
    ("[3, 1, 2]|sort(true)", "[3,2,1]"),
    ("[10, 9, 1.5]|sort", "[1.5,9,10]"),
    ('["10", "9"]|sort', '["10","9"]'),
    ('["b", "B", "a", "A"]|sort', '["a","A","b","B"]'),
    ('["b", "B", "a", "A"]|sort(case_sensitive=true)', '["A","B","a","b"]'),
    ('["b", "B", "a", "A"]|sort(reverse=true)', '["b","B","a","A"]'),
    ("[true, false, true]|sort", "[false,true,true]"),
    ("[none]|sort", "[null]"),
    ("[[1]]|sort", "[[1]]"),
    ("[]|sort", "[]"),
    ('"cab"|sort', '["a","b","c"]'),
    ('{"b": 1, "a": 2}|sort', '["a","b"]'),
    ('[{"a": 2}, {"a": 1}]|sort(attribute="a")', '[{"a":1},{"a":2}]'),
    ('[{"a": {"b": 2} }, {"a": {"b": 1} }]|sort(attribute="a.b")', '[{"a":{"b":1}},{"a":{"b":2}}]'),
    ('[[2, "x"], [1, "y"]]|sort(attribute="0")', '[[1,"y"],[2,"x"]]'),
    ('[[2, "x"], [1, "y"]]|sort(attribute=1, reverse=true)', '[[1,"y"],[2,"x"]]'),
    ('[{"n": 1, "i": 1}, {"n": 0, "i": 2}, {"n": 1, "i": 3}]|sort(attribute="n")|map(attribute="i")', "[2,1,3]"),
    ('[{"n": 1, "i": 1}, {"n": 0, "i": 2}, {"n": 1, "i": 3}]|sort(attribute="n", reverse=true)|map(attribute="i")', "[1,3,2]"),
    ("[1, 2, 1, 3]|unique", "[1,2,3]"),
    ('["a", "A", "b"]|unique', '["a","b"]'),
    ('["A", "a", "b"]|unique', '["A","b"]'),
    ('["a", "A", "b"]|unique(case_sensitive=true)', '["a","A","b"]'),
    ('[{"a": 1, "b": 1}, {"a": 1, "b": 2}]|unique(attribute="a")', '[{"a":1,"b":1}]'),
    ('[1, "1", 1.0]|unique', '[1,"1"]'),
    ("[[1], [1], [2]]|unique", "[[1],[2]]"),
    ('"abca"|unique', '["a","b","c"]'),
    ("[3, 1, 2]|min", "1"),
    ("[3, 1, 2]|max", "3"),
    ('["b", "A"]|min', "A"),
    ('["a", "B"]|max', "B"),
    ('["a", "B"]|max(case_sensitive=true)', "a"),
    ('["a", "B"]|min(case_sensitive=true)', "B"),
    ('["a", "A"]|min', "a"),
    ('["a", "A"]|max', "a"),
    ("[]|min is defined", "false"),
    ('[{"n": 2}, {"n": 1}]|min(attribute="n")', '{"n":1}'),
    ('[{"n": 2}, {"n": 1}]|max(attribute="n")', '{"n":2}'),
    ('"bca"|max', "c"),
    ("[2]|max", "2"),
])
def test_length_and_order(st, expr, expected):
    ok_expr(st, expr, expected)


@pytest.mark.parametrize("template,col,msg", [
    ("{{ 5|length }}", 6, "filter 'length' expects a string, list or mapping, not number"),
    ("{{ none|length }}", 9, "filter 'length' expects a string, list or mapping, not none"),
    ("{{ true|count }}", 9, "filter 'length' expects a string, list or mapping, not boolean"),
    ("{{ 5|reverse }}", 6, "filter 'reverse' expects a string or a sequence, not number"),
    ("{{ none|reverse }}", 9, "filter 'reverse' expects a string or a sequence, not none"),
    ("{{ [none, none]|sort }}", 17, "filter 'sort' cannot compare none and none"),
    ("{{ [[1], [2]]|sort }}", 15, "filter 'sort' cannot compare list and list"),
    ("{{ [{}, {}]|sort }}", 13, "filter 'sort' cannot compare mapping and mapping"),
    ("{{ 5|sort }}", 6, "filter 'sort' expects a sequence, not number"),
    ("{{ 5|first }}", 6, "filter 'first' expects a sequence, not number"),
    ("{{ none|last }}", 9, "filter 'last' expects a sequence, not none"),
    ("{{ [none, none]|min }}", 17, "filter 'min' cannot compare none and none"),
    ("{{ [[1], [2]]|max }}", 15, "filter 'max' cannot compare list and list"),
    ("{{ 5|unique }}", 6, "filter 'unique' expects a sequence, not number"),
])
def test_length_and_order_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


@pytest.mark.parametrize("template,filt", [
    ('{{ [1, "a"]|sort }}', "sort"),
    ('{{ [1, "a"]|min }}', "min"),
    ('{{ [1, "a"]|max }}', "max"),
])
def test_mixed_type_compare(st, template, filt):
    st.error_re(template, r"t\.txt:1:13: filter '%s' cannot compare (number and string|string and number)" % filt)


def test_sort_undefined_key_sorts_as_none(st):
    st.error_re('{{ [{"a": 1}, {}]|sort(attribute="a") }}',
                r"t\.txt:1:19: filter 'sort' cannot compare (number and none|none and number)")


def test_sort_does_not_change_value(st):
    st.ok("{% set xs = [3, 1, 2] %}{% set ys = xs|sort %}{{ xs }}{{ ys }}", "[3,1,2][1,2,3]")


def test_reverse_does_not_change_value(st):
    st.ok("{% set xs = [1, 2] %}{% set ys = xs|reverse %}{{ xs }}{{ ys }}", "[1,2][2,1]")


# ---------------------------------------------------------------- split, join, batch, slice

@pytest.mark.parametrize("expr,expected", [
    ('" a  b c "|split', '["a","b","c"]'),
    ('""|split', "[]"),
    ('"   "|split', "[]"),
    ('"a,b,,c"|split(",")', '["a","b","","c"]'),
    ('""|split(",")', '[""]'),
    ('"a,b,c"|split(",", 1)', '["a","b,c"]'),
    ('" a  b  c "|split(none, 1)', '["a","b  c"]'),
    ('" a "|split(none, 0)', '["a"]'),
    ('"a,b,c"|split(",", 0)', '["a,b,c"]'),
    ('"a,b"|split(",", -5)', '["a","b"]'),
    ('"aaa"|split("aa")', '["","a"]'),
    ('",a,"|split(",")', '["","a",""]'),
    ("x|split", "[]"),
    ('x|split(",")', '[""]'),
    ('12.5|split(".")', '["12","5"]'),
    ('"a\\u00a0b c"|split', '["a\u00a0b","c"]'),
    ('"a\\tb\\nc\\r\\nd"|split', '["a","b","c","d"]'),
    ('"a::b::c"|split("::")', '["a","b","c"]'),
    ('"a b c d"|split(maxsplit=2)', '["a","b","c d"]'),
    ('"a b c  "|split(none, 1)', '["a","b c"]'),
    ("[1, 2, 3]|join(',')", "1,2,3"),
    ("[1, 2, 3]|join", "123"),
    ('[1, none, "a"]|join(",")', "1,,a"),
    ("[[2]]|join", "[2]"),
    ('{"a": 1, "b": 2}|join', "ab"),
    ('"abc"|join("-")', "a-b-c"),
    ("x|join", ""),
    ('[[1, 2], [3]]|join(";", "0")', "1;3"),
    ('[{"a": 1}, {"b": 2}]|join(",", attribute="a")', "1,"),
    ('[{"a": {"b": "x"} }, {"a": {"b": "y"} }]|join("+", attribute="a.b")', "x+y"),
    ("[true, 1.5]|join(' ')", "true 1.5"),
    ("[1, 2, 3]|batch(2)", "[[1,2],[3]]"),
    ("[1, 2, 3]|batch(2, 0)", "[[1,2],[3,0]]"),
    ("[]|batch(2, 0)", "[]"),
    ("[1, 2, 3]|batch(2, false)", "[[1,2],[3,false]]"),
    ("[1, 2, 3]|batch(2, none)", "[[1,2],[3]]"),
    ("[1, 2]|batch(5)", "[[1,2]]"),
    ("[1, 2, 3, 4]|batch(2, 0)", "[[1,2],[3,4]]"),
    ('"abc"|batch(2)', '[["a","b"],["c"]]'),
    ("[1, 2, 3, 4, 5]|batch(3, 'x')", '[[1,2,3],[4,5,"x"]]'),
    ("[1, 2, 3, 4, 5]|slice(3)", "[[1,2],[3,4],[5]]"),
    ("[]|slice(3)", "[[],[],[]]"),
    ("[1, 2]|slice(3, 0)", "[[1],[2],[0]]"),
    ("[1, 2, 3]|slice(3, 0)", "[[1],[2],[3]]"),
    ("[1, 2, 3, 4, 5]|slice(3, 0)", "[[1,2],[3,4],[5,0]]"),
    ("[1, 2, 3, 4]|slice(3)", "[[1,2],[3],[4]]"),
    ("[1, 2, 3]|slice(1)", "[[1,2,3]]"),
    ('"abcd"|slice(2)', '[["a","b"],["c","d"]]'),
])
def test_split_join_batch_slice(st, expr, expected):
    ok_expr(st, expr, expected)


def test_join_autoescape(st):
    ok_expr(st, '["<a>"|safe, "&"]|join("|")', "&lt;a&gt;|&amp;", "-e")


@pytest.mark.parametrize("template,col,msg", [
    ('{{ "a"|split("") }}', 8, "filter 'split' separator must not be empty"),
    ('{{ "a"|split(1) }}', 8, "filter 'split' expects a string for 'sep', not number"),
    ('{{ "a"|split(",", 1.5) }}', 8, "filter 'split' expects an integer for 'maxsplit', not 1.5"),
    ("{{ [1]|join(1) }}", 8, "filter 'join' expects a string for 'sep', not number"),
    ("{{ 5|join }}", 6, "filter 'join' expects a sequence, not number"),
    ("{{ [1]|batch(0) }}", 8, "filter 'batch' size must be at least 1"),
    ("{{ [1]|batch(-1) }}", 8, "filter 'batch' size must be at least 1"),
    ("{{ [1]|batch(true) }}", 8, "filter 'batch' expects an integer for 'size', not boolean"),
    ("{{ [1]|batch(1.5) }}", 8, "filter 'batch' expects an integer for 'size', not 1.5"),
    ("{{ [1]|batch }}", 8, "filter 'batch' missing required argument 'size'"),
    ("{{ [1]|slice(0) }}", 8, "filter 'slice' count must be at least 1"),
    ('{{ [1]|slice("2") }}', 8, "filter 'slice' expects an integer for 'count', not string"),
    ("{{ 5|batch(2) }}", 6, "filter 'batch' expects a sequence, not number"),
    ("{{ none|slice(2) }}", 9, "filter 'slice' expects a sequence, not none"),
])
def test_split_join_batch_slice_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


# ---------------------------------------------------------------- map, select, sum, groupby

@pytest.mark.parametrize("expr,expected", [
    ('[{"a": 1}, {"a": 2}]|map(attribute="a")', "[1,2]"),
    ('[{"a": 1}, {}]|map(attribute="a")', "[1,null]"),
    ('[{"a": 1}, {}]|map(attribute="a", default=0)', "[1,0]"),
    ('[{"a": 1}, {"a": none}]|map(attribute="a", default=0)', "[1,null]"),
    ('["a", "b"]|map("upper")', '["A","B"]'),
    ('[1.26, 2.71]|map("round", 1)', "[1.3,2.7]"),
    ('["a,b", "c"]|map("split", ",")', '[["a","b"],["c"]]'),
    ('[{"t": [{"x": 5}]}]|map(attribute="t.0.x")', "[5]"),
    ('[{"t": [1, 2]}]|map(attribute="t.-1")', "[2]"),
    ("[[1, 2], [3, 4]]|map(attribute=1)", "[2,4]"),
    ('[{"1": "a"}]|map(attribute=1)', '["a"]'),
    ('[[1, 2], [3, 4]]|map(attribute="0")', "[1,3]"),
    ('["ab", "c"]|map("length")', "[2,1]"),
    ('[1, 2]|map("string")|join("-")', "1-2"),
    ('{"a": 1, "b": 2}|map("upper")', '["A","B"]'),
    ('x|map(attribute="a")', "[]"),
    ("[1, 2, 3, 4]|select('odd')", "[1,3]"),
    ("[1, 2, 3]|reject('in', [2])", "[1,3]"),
    ('[0, 1, "", none, "a", [], [0]]|select', '[1,"a",[0]]'),
    ('[0, 1, "", none, "a"]|reject', '[0,"",null]'),
    ("[1, 2, 3, 6]|select('divisibleby', 3)", "[3,6]"),
    ("[1, 2, 3]|select('>', 1)", "[2,3]"),
    ("[1, 2, 3]|select('lt', 3)", "[1,2]"),
    ('[1, "a", none]|select("string")', '["a"]'),
    ('[1, "a", none]|reject("none")', '[1,"a"]'),
    ("x|select('odd')", "[]"),
    ('[{"a": 1}, {"a": 0}]|selectattr("a")', '[{"a":1}]'),
    ('[{"a": 1}, {"a": 0}]|rejectattr("a")', '[{"a":0}]'),
    ('[{"a": 1}, {"b": 0}]|selectattr("a", "defined")', '[{"a":1}]'),
    ('[{"a": 1}, {"b": 0}]|rejectattr("a", "defined")', '[{"b":0}]'),
    ('[{"n": 20}, {"n": 15}]|selectattr("n", "gt", 18)', '[{"n":20}]'),
    ('[{"n": 20}, {"n": 15}]|selectattr("n", "in", [15, 16])', '[{"n":15}]'),
    ('[{"a": {"b": 1} }, {"a": {"b": 2} }]|selectattr("a.b", "even")', '[{"a":{"b":2}}]'),
    ("[1, 2, 3]|sum", "6"),
    ("[1, 2, 3]|sum(start=10)", "16"),
    ('[{"n": 1}, {"n": 2}]|sum(attribute="n")', "3"),
    ('[{"n": 1}, {"n": 2}]|sum("n", 5)', "8"),
    ("x|sum", "0"),
    ("[]|sum", "0"),
    ("[0.1, 0.2]|sum", "0.30000000000000004"),
    ("[1.5, 2.5]|sum", "4"),
])
def test_sequence_of_mappings(st, expr, expected):
    ok_expr(st, expr, expected)


GROUP_DATA = '[{"k": "b", "v": 1}, {"k": "a", "v": 2}, {"k": "b", "v": 3}]'


def test_groupby(st):
    ok_expr(st, GROUP_DATA + '|groupby("k")',
            '[{"grouper":"a","list":[{"k":"a","v":2}]},{"grouper":"b","list":[{"k":"b","v":1},{"k":"b","v":3}]}]')


def test_groupby_loop(st):
    st.ok("{% for g in " + GROUP_DATA + '|groupby("k") %}{{ g.grouper }}:{{ g.list|map(attribute="v")|join(",") }};{% endfor %}',
          "a:2;b:1,3;")


def test_groupby_case_insensitive(st):
    ok_expr(st, '[{"k": "A"}, {"k": "a"}]|groupby("k")', '[{"grouper":"A","list":[{"k":"A"},{"k":"a"}]}]')


def test_groupby_case_sensitive(st):
    ok_expr(st, '[{"k": "a"}, {"k": "A"}]|groupby("k", case_sensitive=true)',
            '[{"grouper":"A","list":[{"k":"A"}]},{"grouper":"a","list":[{"k":"a"}]}]')


def test_groupby_default(st):
    ok_expr(st, '[{"k": 1}, {}]|groupby("k", default=0)',
            '[{"grouper":0,"list":[{}]},{"grouper":1,"list":[{"k":1}]}]')


def test_groupby_undefined_key_none(st):
    ok_expr(st, '[{"j": 1}]|groupby("k")', '[{"grouper":null,"list":[{"j":1}]}]')


def test_groupby_numbers(st):
    ok_expr(st, '[{"k": 10}, {"k": 9}, {"k": 10}]|groupby("k")|map(attribute="grouper")', "[9,10]")


def test_groupby_index_attribute(st):
    ok_expr(st, '[[1, "a"], [0, "b"], [1, "c"]]|groupby(0)|map(attribute="list")',
            '[[[0,"b"]],[[1,"a"],[1,"c"]]]')


def test_groupby_incomparable(st):
    st.error_re('{{ [{"k": 1}, {"k": "a"}]|groupby("k") }}',
                r"t\.txt:1:27: filter 'groupby' cannot compare (number and string|string and number)")


@pytest.mark.parametrize("template,col,msg", [
    ("{{ [1]|map }}", 8, "filter 'map' requires a filter name or an attribute"),
    ('{{ [1]|map("nope") }}', 8, "unknown filter 'nope'"),
    ('{{ [1]|select("nope") }}', 8, "unknown test 'nope'"),
    ('{{ [1]|reject("nope") }}', 8, "unknown test 'nope'"),
    ('{{ [{"a": 1}]|selectattr("a", "nope") }}', 15, "unknown test 'nope'"),
    ('{{ [1, "a"]|sum }}', 13, "filter 'sum' expects numbers, not string"),
    ("{{ [1, none]|sum }}", 14, "filter 'sum' expects numbers, not none"),
    ("{{ [{}]|groupby }}", 9, "filter 'groupby' missing required argument 'attribute'"),
    ("{{ [1]|selectattr }}", 8, "filter 'selectattr' missing required argument 'attribute'"),
    ("{{ 5|map('upper') }}", 6, "filter 'map' expects a sequence, not number"),
])
def test_sequence_of_mappings_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


def test_map_unknown_filter_only_at_render(st):
    st.ok('{% if false %}{{ [1]|map("nope") }}{% endif %}ok', "ok")


def test_map_attribute_keyword_only(st):
    # the extra positional argument goes to the filter, not to 'attribute'
    st.error_re('{{ [1]|map("round", "a") }}',
                r"t\.txt:1:\d+: filter 'round' expects an integer for 'precision', not string")


# ---------------------------------------------------------------- number filters

@pytest.mark.parametrize("expr,expected", [
    ("(-3)|abs", "3"),
    ("-3|abs", "-3"),
    ("(-0.0)|abs", "0"),
    ("2.5|abs", "2.5"),
    ("2.675|round(2)", "2.68"),
    ("(-1.5)|round(method='floor')", "-2"),
    ("(-1.5)|round(method='ceil')", "-1"),
    ("(-2.5)|round", "-3"),
    ("2.5|round", "3"),
    ("1.2345|round(2)", "1.23"),
    ("1.5|round(0, 'floor')", "1"),
    ("1.1|round(0, 'ceil')", "2"),
    ("(-0.5)|round", "-1"),
    ("(-0.1)|round(0, 'ceil')", "0"),
    ("1e300|round(15)", "inf"),
    ("3|round", "3"),
    ("1.25|round(1)", "1.3"),
    ("0.5|round", "1"),
    ("1.4999|round", "1"),
    ("1.23456|round(3, 'floor')", "1.234"),
    ("1.23416|round(3, 'ceil')", "1.235"),
    ("-1.5|round", "-2"),
    ("(3.7|round) is number", "true"),
    ("1|filesizeformat", "1 Byte"),
    ("(-1)|filesizeformat", "1 Byte"),
    ("500|filesizeformat", "500 Bytes"),
    ("0|filesizeformat", "0 Bytes"),
    ("999|filesizeformat", "999 Bytes"),
    ("1000|filesizeformat", "1.0 kB"),
    ("1234567|filesizeformat", "1.2 MB"),
    ("1024|filesizeformat(true)", "1.0 KiB"),
    ("1000|filesizeformat(true)", "1000 Bytes"),
    ("(-2000)|filesizeformat", "-2.0 kB"),
    ("(-0.5)|filesizeformat", "-0.5 Bytes"),
    ("1.5|filesizeformat", "1.5 Bytes"),
    ("999999|filesizeformat", "1000.0 kB"),
    ("1048575|filesizeformat(true)", "1024.0 KiB"),
    ("1e30|filesizeformat", "1000000.0 YB"),
    ("1e9|filesizeformat", "1.0 GB"),
    ("1e12|filesizeformat", "1.0 TB"),
    ("1e15|filesizeformat", "1.0 PB"),
    ("1e18|filesizeformat", "1.0 EB"),
    ("1e21|filesizeformat", "1.0 ZB"),
    ("1e24|filesizeformat", "1.0 YB"),
    ("1048576|filesizeformat(binary=true)", "1.0 MiB"),
    ("(1024 ** 3)|filesizeformat(true)", "1.0 GiB"),
    ("(1024 ** 8)|filesizeformat(true)", "1.0 YiB"),
    ('"007"|filesizeformat', "7 Bytes"),
    ('" 2000 "|filesizeformat', "2.0 kB"),
    ('"1500.5"|filesizeformat', "1.5 kB"),
    ("2500|filesizeformat", "2.5 kB"),
])
def test_number_filters(st, expr, expected):
    ok_expr(st, expr, expected)


@pytest.mark.parametrize("template,col,msg", [
    ('{{ "-3"|abs }}', 9, "filter 'abs' expects a number, not string"),
    ("{{ none|abs }}", 9, "filter 'abs' expects a number, not none"),
    ("{{ true|abs }}", 9, "filter 'abs' expects a number, not boolean"),
    ('{{ "3"|round }}', 8, "filter 'round' expects a number, not string"),
    ("{{ x|round }}", 6, "filter 'round' expects a number, not undefined"),
    ("{{ 1|round(1.5) }}", 6, "filter 'round' expects an integer for 'precision', not 1.5"),
    ("{{ 1|round(16) }}", 6, "filter 'round' precision must be between 0 and 15"),
    ("{{ 1|round(-1) }}", 6, "filter 'round' precision must be between 0 and 15"),
    ('{{ 1|round(0, "bad") }}', 6, "filter 'round' method must be 'common', 'ceil' or 'floor'"),
    ('{{ 1.5|round(16, "bad") }}', 8, "filter 'round' precision must be between 0 and 15"),
    ('{{ 1|round(0, "CEIL") }}', 6, "filter 'round' method must be 'common', 'ceil' or 'floor'"),
    ('{{ "3"|round(1.5) }}', 8, "filter 'round' expects a number, not string"),
    ('{{ "-5"|filesizeformat }}', 9, "filter 'filesizeformat' expects a number, not string"),
    ('{{ "1e3"|filesizeformat }}', 10, "filter 'filesizeformat' expects a number, not string"),
    ('{{ "abc"|filesizeformat }}', 10, "filter 'filesizeformat' expects a number, not string"),
    ("{{ true|filesizeformat }}", 9, "filter 'filesizeformat' expects a number, not boolean"),
    ("{{ x|filesizeformat }}", 6, "filter 'filesizeformat' expects a number, not undefined"),
    ("{{ [1]|filesizeformat }}", 8, "filter 'filesizeformat' expects a number, not list"),
])
def test_number_filter_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


# ---------------------------------------------------------------- mapping filters

@pytest.mark.parametrize("expr,expected", [
    ('{"a": 1, "b": [2]}|items', '[["a",1],["b",[2]]]'),
    ('{"a": 1, "b": 2}|keys', '["a","b"]'),
    ('{"a": 1, "b": 2}|values', "[1,2]"),
    ("x|items", "[]"),
    ("x|keys", "[]"),
    ("x|values", "[]"),
    ("{}|items", "[]"),
    ('{"b": 1, "a": 2}|dictsort', '[["a",2],["b",1]]'),
    ('{"a": 0, "B": 1}|dictsort', '[["a",0],["B",1]]'),
    ('{"a": 0, "B": 1}|dictsort(case_sensitive=true)', '[["B",1],["a",0]]'),
    ('{"a": 0, "B": 1}|dictsort(true)', '[["B",1],["a",0]]'),
    ('{"a": 2, "b": 1}|dictsort(by="value")', '[["b",1],["a",2]]'),
    ('{"a": 2, "b": 1}|dictsort(reverse=true)', '[["b",1],["a",2]]'),
    ('{"x": 2, "y": 1, "z": 2}|dictsort(by="value", reverse=true)', '[["x",2],["z",2],["y",1]]'),
    ('{"x": 2, "y": 1, "z": 2}|dictsort(by="value")', '[["y",1],["x",2],["z",2]]'),
    ('{"b": "B", "a": "a", "c": "C"}|dictsort(by="value")', '[["a","a"],["b","B"],["c","C"]]'),
    ('{"a": {"b": 1} }|attr("a.b") is defined', "false"),
    ('{"a.b": 3}|attr("a.b")', "3"),
    ('{"1": "one"}|attr(1)', "one"),
    ("[1, 2]|attr(-1)", "2"),
    ("[1, 2]|attr(0)", "1"),
    ('[1, 2]|attr("0") is defined', "false"),
    ('"abc"|attr(1)', "b"),
    ('5|attr("x") is defined', "false"),
    ('{"a": 1}|attr("a")', "1"),
    ('{"a": 1, "b": "x"}|xmlattr', ' a="1" b="x"'),
    ('{"a": 1, "b": "x"}|xmlattr(false)', 'a="1" b="x"'),
    ('{"a": 1}|xmlattr(autospace=false)', 'a="1"'),
    ('{"a": none, "b": false, "c": 0}|xmlattr', ' b="false" c="0"'),
    ('{"a": x, "b": 1}|xmlattr', ' b="1"'),
    ('{"a": [1, "b"]}|xmlattr', ' a="[1,&#34;b&#34;]"'),
    ('{"a": "<b>"|safe}|xmlattr', ' a="&lt;b&gt;"'),
    ('{"a b": none}|xmlattr', ""),
    ("{}|xmlattr", ""),
    ('{"a": none}|xmlattr', ""),
    ("x|xmlattr", ""),
    ('{"é": 1}|xmlattr', ' é="1"'),
    ('{"a": "\\"\'&"}|xmlattr', ' a="&#34;&#39;&amp;"'),
    ('{"data-x": "y"}|xmlattr', ' data-x="y"'),
])
def test_mapping_filters(st, expr, expected):
    ok_expr(st, expr, expected)


def test_xmlattr_safe_under_autoescape(st):
    ok_expr(st, '{"a": "<"}|xmlattr', ' a="&lt;"', "-e")


def test_attr_strict_use_error(st):
    st.terr('{{ {"a": 1}|attr("b") }}', 1, 4, "'b' is undefined", "--strict")


def test_attr_strict_default(st):
    ok_expr(st, '({"a": 1}|attr("b"))|default("q")', "q", "--strict")


def test_attr_debug(st):
    ok_expr(st, '{"a": 1}|attr("b")', "{{ b }}", "-u", "debug")


def test_attr_debug_number(st):
    ok_expr(st, '[1]|attr(5)', "{{ 5 }}", "-u", "debug")


@pytest.mark.parametrize("template,col,msg", [
    ("{{ [1]|items }}", 8, "filter 'items' expects a mapping, not list"),
    ("{{ 5|keys }}", 6, "filter 'keys' expects a mapping, not number"),
    ('{{ "a"|values }}', 8, "filter 'values' expects a mapping, not string"),
    ("{{ none|dictsort }}", 9, "filter 'dictsort' expects a mapping, not none"),
    ('{{ {"a": 1}|dictsort(by="foo") }}', 13, "filter 'dictsort' can sort only by 'key' or 'value'"),
    ('{{ {"a": 1}|attr(none) }}', 13, "filter 'attr' expects a string for 'name', not none"),
    ('{{ {"a": 1}|attr([1]) }}', 13, "filter 'attr' expects a string for 'name', not list"),
    ('{{ {"a b": 1}|xmlattr }}', 15, 'filter \'xmlattr\' invalid attribute name "a b"'),
    ('{{ {"": 1}|xmlattr }}', 12, 'filter \'xmlattr\' invalid attribute name ""'),
    ('{{ {"a/b": 1}|xmlattr }}', 15, 'filter \'xmlattr\' invalid attribute name "a/b"'),
    ('{{ {"a=b": 1}|xmlattr }}', 15, 'filter \'xmlattr\' invalid attribute name "a=b"'),
    ('{{ {"a>": 1}|xmlattr }}', 14, 'filter \'xmlattr\' invalid attribute name "a>"'),
    ('{{ {"a\\"": 1}|xmlattr }}', 15, 'filter \'xmlattr\' invalid attribute name "a\\""'),
    ("{{ {\"a'\": 1}|xmlattr }}", 14, "filter 'xmlattr' invalid attribute name \"a'\""),
    ('{{ {"a\\tb": 1}|xmlattr }}', 16, 'filter \'xmlattr\' invalid attribute name "a\\tb"'),
    ("{{ [1]|xmlattr }}", 8, "filter 'xmlattr' expects a mapping, not list"),
])
def test_mapping_filter_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


def test_dictsort_mixed_values(st):
    st.error_re('{{ {"a": "x", "b": 1}|dictsort(by="value") }}',
                r"t\.txt:1:23: filter 'dictsort' cannot compare (string and number|number and string)")


# ---------------------------------------------------------------- list utility

@pytest.mark.parametrize("expr,expected", [
    ("[1, [2, [3]]]|flatten", "[1,2,3]"),
    ("[1, [2, [3]]]|flatten(1)", "[1,2,[3]]"),
    ("[1, [2, [3]]]|flatten(0)", "[1,[2,[3]]]"),
    ("[1, [2, [3]]]|flatten(depth=1.0)", "[1,2,[3]]"),
    ("[1, [2, [3]]]|flatten(none)", "[1,2,3]"),
    ("[[], [[]]]|flatten", "[]"),
    ('["ab", {"a": 1}]|flatten', '["ab",{"a":1}]'),
    ('"ab"|flatten', '["a","b"]'),
    ('{"a": 1}|flatten', '["a"]'),
    ("x|flatten", "[]"),
    ("[[1, [2]], [[[3]]]]|flatten(2)", "[1,2,[3]]"),
    ("[1, none, x, false, 0, '', [], {}]|compact", '[1,false,0,"",[],{}]'),
    ("[1, [none]]|compact", "[1,[null]]"),
    ('"ab"|compact', '["a","b"]'),
    ("x|compact", "[]"),
    ("[none]|compact", "[]"),
])
def test_list_utility(st, expr, expected):
    ok_expr(st, expr, expected)


@pytest.mark.parametrize("template,col,msg", [
    ("{{ [1]|flatten(-1) }}", 8, "filter 'flatten' depth must not be negative"),
    ("{{ [1]|flatten(1.5) }}", 8, "filter 'flatten' expects an integer for 'depth', not 1.5"),
    ("{{ 5|flatten }}", 6, "filter 'flatten' expects a sequence, not number"),
    ("{{ none|flatten }}", 9, "filter 'flatten' expects a sequence, not none"),
    ("{{ 5|compact }}", 6, "filter 'compact' expects a sequence, not number"),
    ("{{ none|compact }}", 9, "filter 'compact' expects a sequence, not none"),
])
def test_list_utility_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)


# ---------------------------------------------------------------- combining

@pytest.mark.parametrize("expr,expected", [
    ('{"a": 1, "b": 2}|merge({"b": 3, "c": 4})', '{"a":1,"b":3,"c":4}'),
    ('{"2": 1, "a": 2}|merge({"1": 3})', '{"1":3,"2":1,"a":2}'),
    ('x|merge({"a": 1})', '{"a":1}'),
    ("{}|merge({})", "{}"),
    ('{"a": 1, "b": 2, "c": 3}|pick("c", "a")', '{"a":1,"c":3}'),
    ('{"a": 1}|pick', "{}"),
    ('{"a": 1}|pick("z")', "{}"),
    ('{"a": 1}|pick("a", "a")', '{"a":1}'),
    ('{"a": 1, "b": 2, "c": 3}|omit("b")', '{"a":1,"c":3}'),
    ('{"a": 1, "b": 2}|omit', '{"a":1,"b":2}'),
    ('{"a": 1}|omit("z", "z")', '{"a":1}'),
    ('x|pick("a")', "{}"),
    ('[1, 2, 3]|zip(["a", "b"])', '[[1,"a"],[2,"b"]]'),
    ('"ab"|zip("xy")', '[["a","x"],["b","y"]]'),
    ('{"k": 1}|zip([5])', '[["k",5]]'),
    ("[1]|zip(x)", "[]"),
    ("x|zip([1])", "[]"),
    ('["a", "b"]|enumerate', '[[0,"a"],[1,"b"]]'),
    ('["a", "b"]|enumerate(1)', '[[1,"a"],[2,"b"]]'),
    ('["a", "b"]|enumerate(start=-1)', '[[-1,"a"],[0,"b"]]'),
    ('"ab"|enumerate', '[[0,"a"],[1,"b"]]'),
    ("[]|enumerate", "[]"),
])
def test_combining(st, expr, expected):
    ok_expr(st, expr, expected)


def test_merge_does_not_change_value(st):
    st.ok('{% set m = {"a": 1} %}{% set n = m|merge({"b": 2}) %}{{ m }}{{ n }}', '{"a":1}{"a":1,"b":2}')


@pytest.mark.parametrize("template,col,msg", [
    ('{{ {"a": 1}|merge(5) }}', 13, "filter 'merge' expects a mapping for 'other', not number"),
    ('{{ {"a": 1}|merge(x) }}', 13, "filter 'merge' expects a mapping for 'other', not undefined"),
    ('{{ {"a": 1}|merge([]) }}', 13, "filter 'merge' expects a mapping for 'other', not list"),
    ("{{ none|merge({}) }}", 9, "filter 'merge' expects a mapping, not none"),
    ("{{ [1]|merge({}) }}", 8, "filter 'merge' expects a mapping, not list"),
    ('{{ {"a": 1}|pick(1) }}', 13, "filter 'pick' expects a string for 'keys', not number"),
    ('{{ {"a": 1}|omit(none) }}', 13, "filter 'omit' expects a string for 'keys', not none"),
    ('{{ {"a": 1}|pick(keys="a") }}', 13, "filter 'pick' got an unexpected keyword argument 'keys'"),
    ("{{ 5|pick('a') }}", 6, "filter 'pick' expects a mapping, not number"),
    ("{{ 5|omit('a') }}", 6, "filter 'omit' expects a mapping, not number"),
    ("{{ [1]|zip(5) }}", 8, "filter 'zip' expects a sequence, not number"),
    ("{{ 5|zip([1]) }}", 6, "filter 'zip' expects a sequence, not number"),
    ("{{ [1]|zip(none) }}", 8, "filter 'zip' expects a sequence, not none"),
    ("{{ [1]|enumerate(1.5) }}", 8, "filter 'enumerate' expects an integer for 'start', not 1.5"),
    ("{{ 5|enumerate }}", 6, "filter 'enumerate' expects a sequence, not number"),
    ("{{ [1]|merge }}", 8, "filter 'merge' missing required argument 'other'"),
])
def test_combining_errors(st, template, col, msg):
    st.terr(template, 1, col, msg)
