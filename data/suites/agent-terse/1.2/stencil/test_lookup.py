"""Variables, attribute and index lookup, methods, mutating methods, do."""
import pytest

from conftest import run, render, out, fails, fails_msg, TNAME

M = {"a": {"b": [1, {"k": "v"}]}, "n": 5}


# ---------------------------------------------------------------- variables

def test_variable_set_later_not_seen():
    assert out("[{{ x }}]{% set x = 1 %}[{{ x }}]") == "[][1]"


def test_set_uses_old_value():
    assert out("{% set x = 1 %}{% set x = x + 1 %}{{ x }}") == "2"


def test_subtraction_not_name():
    assert out("{{ a-b }}", v={"a": 5, "b": 2}) == "3"


def test_loop_target_hides_global_function_in_scope():
    assert out("{% for range in [1] %}{{ range }}{% endfor %}{{ range(2) }}") == "1[0,1]"


def test_global_none_is_defined():
    assert out("[{{ x }}]{{ x is defined }}", v={"x": None}) == "[]true"


# ---------------------------------------------------------------- lookup

@pytest.mark.parametrize("tpl,expected", [
    ('{{ m.a.b[1]["k"] }}', "v"),
    ("{{ m.a.b.0 }}", "1"),
    ("{{ m['a']['b'][0] }}", "1"),
    ("{{ m.a.b[-1].k }}", "v"),
    ("{{ m.n }}", "5"),
    ("[{{ m.zz }}]", "[]"),
    ("[{{ m.zz.yy }}]", "[]"),
])
def test_lookup_data(tpl, expected):
    assert out(tpl, v={"m": M}) == expected


@pytest.mark.parametrize("tpl,expected", [
    ('{{ {"1": "one"}[1] }}', "one"),
    ('{{ {"1": "one"}.1 }}', "one"),
    ('{{ {"1.5": "x"}[1.5] }}', "x"),
    ('[{{ {"true": 1}[true] }}]', "[]"),
    ('[{{ {"none": 1}[none] }}]', "[]"),
    ("{{ [1,2,3][-1] }}", "3"),
    ("{{ [1,2,3][0] }}", "1"),
    ("{{ [1,2][1.0] }}", "2"),
    ('[{{ [1,2]["0"] }}]', "[]"),
    ("[{{ [1,2].length }}]", "[]"),
    ("[{{ [1,2][5] }}]", "[]"),
    ("[{{ [1,2][-3] }}]", "[]"),
    ("[{{ [1,2][0.5] }}]", "[]"),
    ('{{ "abc"[1] }}', "b"),
    ('{{ "abc".1 }}', "b"),
    ('{{ "abc"[-1] }}', "c"),
    ('[{{ "abc"[3] }}]', "[]"),
    ("[{{ (5).x }}]", "[]"),
    ("[{{ none.x }}]", "[]"),
    ("[{{ true.x }}]", "[]"),
    ('{{ {"items": 3}.items }}', "3"),
    ('{{ "abc".upper() }}', "ABC"),
    ('{{ "abc"["upper"]() }}', "ABC"),
    ('[{{ "abc".upper }}]', "[]"),
    ('{{ "abc".upper is callable }}', "true"),
    ("{{ [[1, 2], [3]][0][1] }}", "2"),
])
def test_lookup_rules(tpl, expected):
    assert out(tpl) == expected


@pytest.mark.parametrize("tpl,expected", [
    ('{{ a.b[0]["k"].c }}', '{{ a.b[0]["k"].c }}'),
    ("{{ (1).x }}", "{{ (expression).x }}"),
    ("{{ a[x] }}", "{{ a[] }}"),
    (r'{{ a["q\""] }}', r'{{ a["q\""] }}'),
    ("{{ a[1.5] }}", "{{ a[1.5] }}"),
    ("{{ a[true] }}", "{{ a[true] }}"),
    ("{{ a[none] }}", "{{ a[] }}"),
    ('{{ a["x"].y[-1] }}', '{{ a["x"].y[-1] }}'),
    ("{{ [1][5] }}", "{{ (expression)[5] }}"),
    ('{{ {"a": 1}.b }}', "{{ (expression).b }}"),
    ("{{ (a).b }}", "{{ a.b }}"),
    ("{{ m.zz.q }}", "{{ m.zz.q }}"),
    ("{{ ('a'|upper).b }}", "{{ (expression).b }}"),
])
def test_undefined_names(tpl, expected):
    assert out(tpl, "-u", "debug", v={"m": M}) == expected


# ---------------------------------------------------------------- methods

@pytest.mark.parametrize("tpl,expected", [
    ('{{ "aBc".upper() }}', "ABC"),
    ('{{ "aBc".lower() }}', "abc"),
    ('{{ "hello world".title() }}', "Hello World"),
    ('{{ "hELLO".capitalize() }}', "Hello"),
    ('{{ "  ab \\n".strip() }}', "ab"),
    ('{{ "xxabxx".strip("x") }}', "ab"),
    ('[{{ "  ab  ".lstrip() }}]', "[ab  ]"),
    ('[{{ "  ab  ".rstrip() }}]', "[  ab]"),
    ('{{ "xyabyx".lstrip("xy") }}', "abyx"),
    ('{{ "xyabyx".rstrip("xy") }}', "xyab"),
    ('{{ "abc".startswith("ab") }}', "true"),
    ('{{ "abc".startswith("b") }}', "false"),
    ('{{ "abc".endswith("bc") }}', "true"),
    ('{{ "abc".endswith("a") }}', "false"),
    ('{{ " a  b ".split() }}', '["a","b"]'),
    ('{{ "a,b,c".split(",", 1) }}', '["a","b,c"]'),
    ('{{ "a,b,c".split(",") }}', '["a","b","c"]'),
    ('{{ "aaa".replace("a", "b") }}', "bbb"),
    ('{{ "aaa".replace("a", "b", 2) }}', "bba"),
    ('{{ "aaaa".count("aa") }}', "2"),
    ('{{ "abc".count("") }}', "4"),
    ('{{ "abcb".count("b") }}', "2"),
    ('{{ "abc".find("c") }}', "2"),
    ('{{ "abc".find("z") }}', "-1"),
    ('{{ "abcabc".find("bc") }}', "1"),
    ("{{ [1,2,3].index(2) }}", "1"),
    ("{{ [1,2,1].count(1) }}", "2"),
    ('{{ [1,"1"].count(1) }}', "1"),
    ('{{ {"a": 1}.get("a") }}', "1"),
    ('{{ {"a": 1}.get("b", 5) }}', "5"),
    ('{{ {"a": 1}.get("b") is none }}', "true"),
    ('{{ {"1": "x"}.get(1) }}', "x"),
    ('{{ {"a": 1, "b": 2}.items() }}', '[["a",1],["b",2]]'),
    ('{{ {"a": 1, "b": 2}.keys() }}', '["a","b"]'),
    ('{{ {"a": 1, "b": 2}.values() }}', "[1,2]"),
    ('{{ {"a": 1}.get(key="a") }}', "1"),
    ('{{ "abc".upper() is escaped }}', "false"),
])
def test_methods(tpl, expected):
    assert out(tpl) == expected


@pytest.mark.parametrize("tpl,msg", [
    ('{{ "abc".upper(1) }}', "method 'upper' takes at most 0 arguments (1 given)"),
    ('{{ {"a": 1}.get() }}', "method 'get' missing required argument 'key'"),
    ('{{ "a".startswith(1) }}', "method 'startswith' expects a string for 'prefix', not number"),
    ('{{ "a".endswith(none) }}', "method 'endswith' expects a string for 'suffix', not none"),
    ('{{ "a".strip(chars=1, x=2) }}', "method 'strip' got an unexpected keyword argument 'x'"),
    ('{{ {"a": 1}.get("a", key="b") }}', "method 'get' got multiple values for argument 'key'"),
])
def test_method_binding_errors(tpl, msg):
    fails(tpl, msg, "(")


def test_method_index_not_in_list():
    fails_msg("{{ [1].index(5) }}", "method 'index': value not in list")


def test_method_strict_undefined_argument():
    fails('{{ "a".startswith(x) }}', "'x' is undefined", "(", "--strict")


# ---------------------------------------------------------------- mutating methods

@pytest.mark.parametrize("tpl,expected", [
    ("{% set xs = [1] %}{% do xs.append(2) %}{{ xs }}", "[1,2]"),
    ("{% set xs = [1] %}[{{ xs.append(2) }}]{{ xs }}", "[][1,2]"),
    ("{% set a = [1] %}{% set b = a %}{% do b.append(2) %}{{ a }}", "[1,2]"),
    ("{% set xs = [1] %}{% do xs.extend([2, 3]) %}{{ xs }}", "[1,2,3]"),
    ("{% set xs = [1, 2] %}{% do xs.extend(xs) %}{{ xs }}", "[1,2,1,2]"),
    ("{% set xs = [1,2,3] %}{% do xs.insert(1, 9) %}{{ xs }}", "[1,9,2,3]"),
    ("{% set xs = [1,2,3] %}{% do xs.insert(-1, 9) %}{{ xs }}", "[1,2,9,3]"),
    ("{% set xs = [1,2,3] %}{% do xs.insert(10, 9) %}{{ xs }}", "[1,2,3,9]"),
    ("{% set xs = [1,2,3] %}{% do xs.insert(-10, 9) %}{{ xs }}", "[9,1,2,3]"),
    ("{% set xs = [1,2,3] %}{% do xs.insert(1.0, 9) %}{{ xs }}", "[1,9,2,3]"),
    ("{% set xs = [1,2,3] %}{{ xs.pop() }}{{ xs }}", "3[1,2]"),
    ("{% set xs = [1,2,3] %}{{ xs.pop(0) }}{{ xs }}", "1[2,3]"),
    ("{% set xs = [1,2,3] %}{{ xs.pop(-2) }}{{ xs }}", "2[1,3]"),
    ("{% set xs = [1,2,1] %}{% do xs.remove(1) %}{{ xs }}", "[2,1]"),
    ("{% set xs = [1,2] %}{% do xs.clear() %}{{ xs }}", "[]"),
    ('{% set m = {"a": 1, "b": 2} %}{% do m.update({"c": 3, "a": 9}) %}{{ m }}', '{"a":9,"b":2,"c":3}'),
    ('{% set m = {"a": 1, "b": 2} %}{{ m.pop("a") }}{{ m }}', '1{"b":2}'),
    ('{% set m = {"a": 1} %}[{{ m.pop("z", none) }}]{{ m }}', '[]{"a":1}'),
    ('{% set m = {"a": 1} %}{{ m.pop("z", 7) }}', "7"),
    ('{% set m = {"1": 1, "a": 2} %}{{ m.pop(1) }}{{ m }}', '1{"a":2}'),
    ('{% set m = {"a": 1} %}{{ m.setdefault("c", 3) }}{{ m }}', '3{"a":1,"c":3}'),
    ('{% set m = {"a": 1} %}{{ m.setdefault("a", 3) }}{{ m }}', '1{"a":1}'),
    ('{% set m = {"a": 1} %}[{{ m.setdefault("k") }}]{{ m }}', '[]{"a":1,"k":null}'),
    ('{% set m = {"a": 1} %}{% do m.setdefault(1, "x") %}{{ m }}', '{"1":"x","a":1}'),
    ("{% set c = [[1]] * 2 %}{% do c[0].append(9) %}{{ c }}", "[[1,9],[1,9]]"),
])
def test_mutating_methods(tpl, expected):
    assert out(tpl) == expected


def test_mutating_data_variable():
    assert out("{% do xs.append(2) %}{{ xs }}", v={"xs": [1]}) == "[1,2]"


@pytest.mark.parametrize("tpl,msg", [
    ('{% set xs = [1] %}{% do xs.extend("a") %}', "method 'extend' expects a list for 'values', not string"),
    ("{% set xs = [1] %}{% do xs.insert(1.5, 9) %}", "method 'insert' expects an integer for 'index', not 1.5"),
    ('{% set xs = [1] %}{% do xs.insert("a", 9) %}', "method 'insert' expects an integer for 'index', not string"),
    ("{% set xs = [] %}{% do xs.pop() %}", "method 'pop': pop from empty list"),
    ("{% set xs = [1] %}{% do xs.pop(5) %}", "method 'pop': index out of range"),
    ("{% set xs = [1] %}{% do xs.pop(-2) %}", "method 'pop': index out of range"),
    ("{% set xs = [1] %}{% do xs.remove(9) %}", "method 'remove': value not in list"),
    ('{% set m = {} %}{% do m.update(1) %}', "method 'update' expects a mapping for 'other', not number"),
    ('{% set m = {} %}{% do m.update([]) %}', "method 'update' expects a mapping for 'other', not list"),
    ('{% set m = {"a": 1} %}{% do m.pop("z") %}', 'method \'pop\': key "z" not found'),
    ('{% set m = {} %}{% do m.setdefault(true) %}', "method 'setdefault' expects a string for 'key', not boolean"),
    ('{% set m = {} %}{% do m.pop([1]) %}', "method 'pop' expects a string for 'key', not list"),
])
def test_mutating_method_errors(tpl, msg):
    fails_msg(tpl, msg)


# ---------------------------------------------------------------- do

def test_do_outputs_nothing():
    assert out("a{% do 1 %}b") == "ab"


def test_do_empty():
    fails("{% do %}", "unexpected end of tag", "%}")


def test_do_two_expressions():
    fails("{% do 1, 2 %}", "unexpected ','", ",")


def test_do_assignment():
    fails("{% do x = 1 %}", "unexpected '='", "=")


def test_do_error_location():
    fails("{% do 1/0 %}", "division by zero", "/")


def test_do_or_calls_both():
    assert out("{% set xs = [] %}{% do xs.append(1) or xs.append(2) %}{{ xs }}") == "[1,2]"


def test_do_and_stops():
    assert out("{% set xs = [] %}{% do xs.append(1) and xs.append(2) %}{{ xs }}") == "[1]"


def test_do_strict_undefined_whole_expression_ok():
    assert out("{% do x %}ok", "--strict") == "ok"


def test_do_strict_undefined_argument():
    fails('{% do "a".startswith(x) %}', "'x' is undefined", "(", "--strict")
