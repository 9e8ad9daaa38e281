import pytest
from conftest import check_error

OK = [
    # literals and printing
    ('{{ [1, "a\\"b", none, true, {"k": []}] }}', '[1,"a\\"b",null,true,{"k":[]}]'),
    ("{{ [1, 2,] }}|{{ [] }}|{{ {} }}", "[1,2]|[]|{}"),
    ("{{ {'a': 1, 'b': [2],} }}", '{"a":1,"b":[2]}'),
    ("{{ {1: 'a'} }}", '{"1":"a"}'),
    ("{{ {1.0: 'b'} }}|{{ {1.5: 'a'} }}|{{ {-1: 'c'} }}|{{ {1e21: 1} }}", '{"1":"b"}|{"1.5":"a"}|{"-1":"c"}|{"1e+21":1}'),
    ("{{ {'2': 'x', 2: 'y'} }}", '{"2":"y"}'),
    ("{{ {1.5: 'a', 1: 'b'} }}", '{"1":"b","1.5":"a"}'),
    ("{{ {true and 'k': 1} }}", '{"k":1}'),
    ("{{ {'a': 1, 'b': 2, 'a': 3} }}", '{"a":3,"b":2}'),
    ("{{ {'b': 1, '10': 2, 'a': 3, '2': 4} }}", '{"2":4,"10":2,"b":1,"a":3}'),
    ("{{ {'b': 1, '01': 2, '1': 3} }}", '{"1":3,"b":1,"01":2}'),
    ("{{ {'x': 1, '4294967295': 2, '4294967294': 3, '-1': 4, '1.0': 5} }}", '{"4294967294":3,"x":1,"4294967295":2,"-1":4,"1.0":5}'),
    ("{{ {'a\"b': 1} }}", '{"a\\"b":1}'),
    ('{{ ["\\n\\r\\t\\\\", "\\u0001\\u001f"] }}', '["\\n\\r\\t\\\\","\\u0001\\u001f"]'),
    ('{{ ["é😀\\u007f\\u2028"] }}', '["é😀\u007f\u2028"]'),
    ("{{ none }}|{{ true }}|{{ false }}", "|true|false"),
    ("{{ [range, x, 1e400, -1e400] }}", "[null,null,null,null]"),
    ("{{ 1e400 }} {{ -1e400 }} {{ 1e400 - 1e400 }}", "inf -inf nan"),
    ("{{ range }}|{{ 'a'.upper }}", "|"),
    # number formatting
    ("{{ 2.5 }} {{ 3.0 }} {{ 0.1 + 0.2 }}", "2.5 3 0.30000000000000004"),
    ("{{ 123456789012345680000 }}", "123456789012345680000"),
    ("{{ 1e21 }} {{ 1.5e-7 }} {{ 0.000001 }} {{ 1e-7 }}", "1e+21 1.5e-7 0.000001 1e-7"),
    ("{{ 100000000000000000000.0 }} {{ 1e21 - 1 }}", "100000000000000000000 1e+21"),
    ("{{ 123456789012345678901234 }}", "1.2345678901234569e+23"),
    ("{{ 2 ** 53 + 1 }}", "9007199254740992"),
    ("{{ 5e-324 }} {{ 1.7976931348623157e+308 }}", "5e-324 1.7976931348623157e+308"),
    ("{{ [1e21, 1e-7] }} {{ [-0.0] }} {{ -0.0 }}", "[1e+21,1e-7] [0] 0"),
    ("{{ 1.5e3 }} {{ 2E-2 }} {{ 12e+2 }}", "1500 0.02 1200"),
    ("{{ 10 ** 400 }}", "inf"),
    ("{{ -2.5e-8 }}", "-2.5e-8"),
    # arithmetic
    ("{{ 10 / 4 }} {{ 10 / 2 }} {{ 7 / 2 }}", "2.5 5 3.5"),
    ("{{ 7 // 2 }} {{ -7 // 2 }} {{ 7.5 // 2 }}", "3 -4 3"),
    ("{{ -7 % 3 }} {{ 7 % -3 }} {{ 5.5 % 2 }}", "2 -2 1.5"),
    ("{{ 2 ** 0.5 }} {{ 0 ** -1 }}", "1.4142135623730951 inf"),
    ("{{ -2 ** 2 }} {{ 2 ** -1 }} {{ 2 ** 3 ** 2 }}", "-4 0.5 512"),
    ("{{ 10 - 3 - 2 }} {{ 2 + 3 * 4 }} {{ (2 + 3) * 4 }}", "5 14 20"),
    ("{{ --3 }} {{ +-3 }} {{ -+3 }}", "3 -3 -3"),
    ("{{ 1 ~ 2 + 3 }} {{ 1 + 2 ~ 3 }}", "15 33"),
    ("{{ 'ab' + 'cd' }} {{ [1] + [2, 3] }}", "abcd [1,2,3]"),
    ("{{ 'ab' * 2 }}|{{ 'ab' * 0 }}|{{ 'ab' * -1 }}|{{ 'ab' * 2.0 }}", "abab|||abab"),
    ("{{ [1] * 3 }} {{ [1] * 0 }} {{ [] * 3 }} {{ [1] + [] }}", "[1,1,1] [] [] [1]"),
    ("{{ '' * 5 }}|{{ 'a' + '' }}", "|a"),
    ("{% set c = [[1]] * 2 %}{% do c[0].append(9) %}{{ c }}", "[[1,9],[1,9]]"),
    ("{% set a = [1] %}{% set b = a + [2] %}{% do a.append(5) %}{{ b }}", "[1,2]"),
    # concatenation
    ("{{ 1 ~ 2 }} {{ 'a' ~ none }} {{ 'x' ~ [1] }}", "12 a x[1]"),
    ("{{ 1 ~ 2.50 }} {{ -0.0 ~ '' }} {{ 'x' ~ 1e21 }} {{ true ~ false }}", "12.5 0 x1e+21 truefalse"),
    ("{{ {'a': none} ~ '' }}|{{ range ~ 'z' }}|{{ x ~ 'u' }}", '{"a":null}|z|u'),
    ("{{ 'a' ~ 'b'|upper }}", "aB"),
    # comparisons
    ("{{ 1 == '1' }} {{ 1 == true }} {{ 1 == 1.0 }} {{ 0 == -0 }}", "false false true true"),
    ("{{ (0/1 == 0) }} {{ [1, [2]] == [1, [2]] }} {{ {'a': 1, 'b': 2} == {'b': 2, 'a': 1} }}", "true true true"),
    ("{{ ('<'|safe) == '<' }} {{ x == y }} {{ x == none }} {{ x != none }}", "true true false true"),
    ("{{ 'B' < 'a' }} {{ '10' < '9' }} {{ 2 <= 2 }} {{ 3 > 2.5 }} {{ 1 >= 2 }}", "true true true true false"),
    ("{{ 3 < 2 < 'a' }} {{ 1 < 2 < 3 }} {{ 1 < 3 < 2 }}", "false true false"),
    ("{{ range == range }} {{ 'a'.upper == 'a'.upper }}", "true false"),
    ("{{ 'a' != 'a' }} {{ none == none }} {{ [] != {} }}", "false true true"),
    # membership
    ("{{ 'b' in 'abc' }} {{ '' in 'abc' }} {{ 'd' not in 'abc' }}", "true true true"),
    ("{{ [1] in [[1]] }} {{ {'a': 1} in [{'a': 1}] }} {{ 1 in ['1'] }} {{ true in [1] }} {{ 0 in [false] }}", "true true false false false"),
    ("{{ [1, 2] in [1, 2] }} {{ 'A' in ['a'] }}", "false false"),
    ("{{ 1.5 in {'1.5': 0} }} {{ 1e21 in {'1e+21': 0} }} {{ -0.0 in {'0': 0} }} {{ true in {'true': 0} }}", "true true true false"),
    ("{{ 'a' in {'a': 1} }} {{ none in {'a': 1} }}", "true false"),
    ("{{ 1 in x }} {{ x in [none] }} {{ [] in x }} {{ x in {} }}", "false false false false"),
    ("{{ 'a' in 'a' in [true] }} {{ 'a' ~ 'b' in 'xab' }} {{ 'B' in 'abc'|upper }} {{ 3 is odd in [true] }}", "false true true true"),
    # logical
    ("{{ 1 and 2 }} {{ 0 or 'z' }} {{ 0 and 1/0 }} {{ 0 or false }}", "2 z 0 false"),
    ("{{ [] and x }} {{ (0 and 1) is number }} {{ (x or y) is defined }}", "[] true false"),
    ("{{ not 1 == 2 }} {{ not 1 in [1] }} {{ 0 or 1 and 2 }} {{ not 0 and 0 }} {{ not not 3 }}", "true false 2 0 true"),
    ("{{ not x }} {{ not '' }} {{ not 'false' }}", "true true false"),
    # conditional
    ("{{ 1 if true else 2 }} {{ 1 if 0 else 2 }} {{ 1 if x else 2 if y else 3 }}", "1 2 3"),
    ("{{ 1 if 2 else 3 or 4 }} {{ (1 if 0 else 3) or 4 }} {{ not 1 if 1 else 2 }}", "1 3 false"),
    ("[{{ 1 if false }}]{{ (1 if false) is defined }}{{ [1 if false] }}{{ (1 if false)|default('d') }}", "[]false[null]d"),
    # truthiness
    ("{% for v in [0, -0.0, '', [], {}, none, false, x, 0/1] %}{{ 'T' if v else 'F' }}{% endfor %}", "FFFFFFFFF"),
    ("{% for v in ['0', 'false', ' ', [none], {'': none}, 1e-300, -1, range, 'x'.upper] %}{{ 'T' if v else 'F' }}{% endfor %}", "TTTTTTTTT"),
    ("{{ 'T' if ''|safe else 'F' }}", "F"),
    # lookup
    ("{{ m.a }} {{ m['a'] }} {{ m.1 }} {{ m[1] }} {{ m.b.c }}", "1 1 one one 2"),
    ("{{ l[0] }} {{ l.0 }} {{ l[-1] }} {{ l['0'] }}|{{ l.length }}|{{ l[1.0] }}", "a a c |||b"),
    ("{{ 'abc'[1] }} {{ 'abc'[-1] }} {{ 'abc'.1 }}", "b c b"),
    ("{{ {'items': 3}.items }}", "3"),
    ("{{ none.x }}|{{ (5).x }}|{{ true.x }}|{{ x.y.z }}|{{ x[0][1] }}", "||||"),
    ("{{ m[true] }}|{{ m[none] }}", "|"),
    # variables
    ("{% set x = 1 %}{% set x = x + 1 %}{{ x }}", "2"),
    ("{{ a }}{% set a = 1 %}{{ a }}", "1"),
    # methods
    ("{{ 'abc'.upper() }} {{ 'ABC'.lower() }} {{ 'hello world'.title() }} {{ 'aXb'.capitalize() }}", "ABC abc Hello World Axb"),
    ("[{{ '  a \\n'.strip() }}][{{ '  a '.lstrip() }}][{{ '  a '.rstrip() }}][{{ 'xxaxx'.strip('x') }}]", "[a][a ][  a][a]"),
    ("{{ 'abc'.startswith('ab') }} {{ 'abc'.endswith('b') }}", "true false"),
    ("{{ 'a,b'.split(',') }} {{ 'a b'.split() }} {{ 'aXa'.replace('a', 'b') }}", '["a","b"] ["a","b"] bXb'),
    ("{{ 'aaa'.count('a') }} {{ 'abc'.count('') }} {{ 'abc'.find('c') }} {{ 'abc'.find('z') }}", "3 4 2 -1"),
    ("{{ [1, 2, 1].index(2) }} {{ [1, 2, 1].count(1) }}", "1 2"),
    ("{{ m.get('a') }} {{ m.get('z', 9) }}|{{ m.get('z') }}|{{ m.get(1) }}", "1 9||one"),
    ("{{ {'a': 1}.items() }} {{ {'a': 1}.keys() }} {{ {'a': 1}.values() }}", '[["a",1]] ["a"] [1]'),
    ("{{ 'x'.upper is callable }}", "true"),
    ("{{ 'abc'['upper']() }}", "ABC"),
    # mutating methods
    ("{% set l = [1] %}{% do l.append(2) %}{% do l.extend([3, 4]) %}{{ l }}", "[1,2,3,4]"),
    ("{% set l = [1, 2] %}{% do l.extend(l) %}{{ l }}", "[1,2,1,2]"),
    ("{% set l = [1, 2, 3] %}{% do l.insert(1, 9) %}{% do l.insert(-1, 8) %}{% do l.insert(100, 7) %}{% do l.insert(-100, 6) %}{{ l }}", "[6,1,9,2,8,3,7]"),
    ("{% set l = [1, 2, 3] %}{{ l.pop() }}{{ l.pop(0) }}{{ l }}", "31[2]"),
    ("{% set l = [1, 2, 1] %}{% do l.remove(1) %}{{ l }}{% do l.clear() %}{{ l }}", "[2,1][]"),
    ("{% set m = {'a': 1, 'b': 2} %}{% do m.update({'c': 3, 'a': 4}) %}{{ m }}", '{"a":4,"b":2,"c":3}'),
    ("{% set m = {'a': 1, 'b': 2} %}{{ m.pop('a') }}{{ m }}{{ m.pop('z', 5) }}[{{ m.pop('z', none) }}]", '1{"b":2}5[]'),
    ("{% set m = {'a': 1} %}{{ m.setdefault('a', 5) }}{{ m.setdefault('b', 6) }}[{{ m.setdefault('c') }}]{{ m }}", '16[]{"a":1,"b":6,"c":null}'),
    ("{% set l = [] %}{% do l.append(1) or l.append(2) %}{% do l.append(3) and l.append(4) %}{{ l }}", "[1,2,3]"),
    ("{% set a = [] %}{% set b = a %}{% do b.append(1) %}{{ a }}", "[1]"),
    ("{% do xs.append(9) %}{{ xs }}", "[1,2,3,9]"),
    # slicing
    ("{{ xs[:2] }} {{ xs[1:] }} {{ xs[:] }} {{ xs[::-1] }} {{ 'abc'[::-1] }}", "[1,2] [2,3] [1,2,3] [3,2,1] cba"),
    ("{{ [1,2,3][3:0:-1] }} {{ [1,2,3][-1:-3:-1] }} {{ [1,2,3][-10:10] }} {{ [1,2,3][2:1] }}|{{ 'abc'[5:] }}|", "[3,2] [3,2] [1,2,3] []||"),
    ("{{ [1,2,3][1:2.0] }} {{ [1,2,3,4,5][::2] }} {{ [1,2,3][none:x] }}", "[2] [1,3,5] [1,2,3]"),
    ("{{ '😀ab'[0:1] }}|{{ x[0:1] }}|", "😀||"),
    # undefined (lenient)
    ("[{{ x }}][{{ x.y }}][{{ x|upper }}][{{ x|length }}]", "[][][][0]"),
    ("{{ x is defined }} {{ x is undefined }} {{ x is none }} {{ x is string }}", "false true false false"),
    ("{{ x == x.y }} {{ x|list }} {{ x|join }}|{{ x|sum }} {{ x|int }} {{ x|float }} {{ x|tojson }}", "true [] |0 0 0 null"),
    ("{{ x|first is defined }} {{ x|sort }} {{ x|reverse }} {{ x|items }} {{ x|batch(2) }}", "false [] [] [] []"),
    ("{% for i in x %}a{% else %}e{% endfor %}", "e"),
]


@pytest.mark.parametrize("tpl,out", OK)
def test_expr(st, tpl, out):
    st.ok(tpl, out, "-J", 'm={"a":1,"1":"one","b":{"c":2}}', "-J", 'l=["a","b","c"]', "-J", "xs=[1,2,3]")


ERR = [
    ("{{ 1 + 2 + none }}", "unsupported operand types for +: number and none", ("+", 2)),
    ("{{ 1 + (2 + none) }}", "unsupported operand types for +: number and none", ("+", 2)),
    ("{{ 'a' - 1 }}", "unsupported operand types for -: string and number", "-"),
    ("{{ true + 1 }}", "unsupported operand types for +: boolean and number", "+"),
    ("{{ x + 1 }}", "unsupported operand types for +: undefined and number", "+"),
    ("{{ x * 2 }}", "unsupported operand types for *: undefined and number", "*"),
    ("{{ 3 * 'a' }}", "unsupported operand types for *: number and string", "*"),
    ("{{ 'a' * 1.5 }}", "unsupported operand types for *: string and number", "*"),
    ("{{ 'a' * none }}", "unsupported operand types for *: string and none", "*"),
    ("{{ {} * 2 }}", "unsupported operand types for *: mapping and number", "*"),
    ("{{ [1] + 'a' }}", "unsupported operand types for +: list and string", "+"),
    ("{{ 1 ** 'a' }}", "unsupported operand types for **: number and string", "**"),
    ("{{ 5 // [] }}", "unsupported operand types for //: number and list", "//"),
    ("{{ 1 / 0 }}", "division by zero", "/"),
    ("{{ 1 // 0.0 }}", "division by zero", "//"),
    ("{{ 1 % -0.0 }}", "division by zero", "%"),
    ("{{ -'a' }}", "unsupported operand type for unary -: string", "-"),
    ("{{ +none }}", "unsupported operand type for unary +: none", "+"),
    ("{{ -x }}", "unsupported operand type for unary -: undefined", "-"),
    ("{{ 1 < 'a' }}", "cannot compare number and string", "<"),
    ("{{ true < false }}", "cannot compare boolean and boolean", "<"),
    ("{{ [1] >= [1] }}", "cannot compare list and list", ">="),
    ("{{ x < 1 }}", "cannot compare undefined and number", "<"),
    ("{{ 1 < 2 < 'a' }}", "cannot compare number and string", ("<", 2)),
    ("{{ 1 in 'abc' }}", "'in <string>' requires a string as left operand, not number", "in"),
    ("{{ x in 'abc' }}", "'in <string>' requires a string as left operand, not undefined", "in"),
    ("{{ 1 not in 'abc' }}", "'in <string>' requires a string as left operand, not number", "not"),
    ("{{ 1 in 5 }}", "argument of type number is not iterable", "in"),
    ("{{ 1 in none }}", "argument of type none is not iterable", "in"),
    ("{{ 1 if 0 else 1/0 }}", "division by zero", "/"),
    ("{{ {none: 1} }}", "dictionary keys must be strings, not none", "none"),
    ("{{ {'a': 1, x: 1} }}", "dictionary keys must be strings, not undefined", "x"),
    ("{{ {[1]: 1} }}", "dictionary keys must be strings, not list", "["),
    ("{{ {(true): 1} }}", "dictionary keys must be strings, not boolean", "true"),
    ("{{ 'a'.upper(1) }}", "method 'upper' takes at most 0 arguments (1 given)", "("),
    ("{{ {}.get() }}", "method 'get' missing required argument 'key'", "("),
    ("{{ 'a'.startswith(1) }}", "method 'startswith' expects a string for 'prefix', not number", "("),
    ("{{ [1].index(5) }}", "method 'index': value not in list", "("),
    ("{% do [].pop() %}", "method 'pop': pop from empty list", "("),
    ("{% do [1].pop(3) %}", "method 'pop': index out of range", "("),
    ("{% do [1].remove(3) %}", "method 'remove': value not in list", "("),
    ("{% do [1].extend(5) %}", "method 'extend' expects a list for 'values', not number", "("),
    ("{% do {}.update([]) %}", "method 'update' expects a mapping for 'other', not list", "("),
    ("{% do {}.pop('k') %}", "method 'pop': key \"k\" not found", "("),
    ("{% do [1].insert(0.5, 1) %}", "method 'insert' expects an integer for 'index', not 0.5", "("),
    ("{% do {}.setdefault([]) %}", "method 'setdefault' expects a string for 'key', not list", "("),
    ("{% do 1/0 %}", "division by zero", "/"),
    ("{{ x() }}", "'x' is not callable", "("),
    ("{{ m.a() }}", "'m.a' is not callable", "("),
    ("{{ (1)() }}", "'(expression)' is not callable", ("(", 2)),
    ("{{ [1,2][0.5:1:0] }}", "slice indices must be integers or none, not 0.5", "0.5"),
    ("{{ [1,2][::0] }}", "slice step cannot be zero", ("[", 2)),
    ("{{ [1,2][true:] }}", "slice indices must be integers or none, not boolean", "true"),
    ("{{ [1,2][:'a'] }}", "slice indices must be integers or none, not string", "'a'"),
    ("{{ 5[1:] }}", "cannot slice number", "["),
    ("{{ {}[1:] }}", "cannot slice mapping", "["),
]


@pytest.mark.parametrize("tpl,msg,anchor", ERR)
def test_expr_errors(st, tpl, msg, anchor):
    check_error(st, tpl, msg, anchor, args=("-J", 'm={"a":1}'))


STRICT_ERR = [
    ("{{ user.name }}", "'user' is undefined", "user"),
    ("a\n{{ m.name }}", "'m.name' is undefined", "m"),
    ("{{ m['k'][0] }}", "'m[\"k\"]' is undefined", "m"),
    ("{% if x %}{% endif %}", "'x' is undefined", "x"),
    ("{% if false %}{% elif x %}{% endif %}", "'x' is undefined", "x"),
    ("{{ x ~ 'a' }}", "'x' is undefined", "x"),
    ("{{ 'a' ~ x }}", "'x' is undefined", "x"),
    ("{{ 1 == x }}", "'x' is undefined", "x"),
    ("{{ x == 1 }}", "'x' is undefined", "x"),
    ("{{ 1 in x }}", "'x' is undefined", "x"),
    ("{{ x and 1 }}", "'x' is undefined", "x"),
    ("{{ not x }}", "'x' is undefined", "x"),
    ("{{ x|upper }}", "'x' is undefined", "x"),
    ("{{ x.y|default('d') }}", "'x' is undefined", "x"),
    ("{{ x|upper|default('d') }}", "'x' is undefined", "x"),
    ("{{ 'a'|replace(x, 'b') }}", "'x' is undefined", "x"),
    ("{{ x is divisibleby(1, 2) }}", "'x' is undefined", "x"),
    ("{{ 1 is sameas x }}", "'x' is undefined", "x"),
    ("{% for a in x %}{% endfor %}", "'x' is undefined", "x"),
    ("{{ [1][x] }}", "'x' is undefined", "x"),
    ("{{ x() }}", "'x' is undefined", "x"),
    ("{{ (1 if false) }}", "'(expression)' is undefined", "1"),
    ("{{ m.zz }}", "'m.zz' is undefined", "m"),
    ("{{ {x: 1} }}", "'x' is undefined", "x"),
    ("{{ x[0:1] }}", "'x' is undefined", "x"),
    ("{{ 'a'.upper(x) }}", "'x' is undefined", "("),
    ("{{ range(x) }}", "'x' is undefined", None),
    ("{% with a = b %}{{ a }}{% endwith %}", "'b' is undefined", ("a", 2)),
    ("{% set ns.k = 1 %}", "'ns' is undefined", "ns"),
    ("{{ ({'a': 1}|attr('b')) }}", "'b' is undefined", "{'a'"),
    ("{% case x %}{% when 1 %}a{% endcase %}", "'x' is undefined", "x"),
    ("{% case 1 %}{% when x %}a{% endcase %}", "'x' is undefined", "x"),
    ("{% unless x %}{% endunless %}", "'x' is undefined", "x"),
    ("{{ x * 2 }}", "'x' is undefined", "x"),
    ("{{ -x }}", "'x' is undefined", "x"),
]


@pytest.mark.parametrize("tpl,msg,anchor", STRICT_ERR)
def test_strict_errors(st, tpl, msg, anchor):
    check_error(st, tpl, msg, anchor, args=("--strict", "-J", 'm={"a":1}'))


def test_strict_via_u(st):
    check_error(st, "{{ x }}", "'x' is undefined", "x", args=("-u", "strict"))


def test_strict_via_long_eq(st):
    check_error(st, "{{ x }}", "'x' is undefined", "x", args=("--undefined=strict",))


STRICT_OK = [
    ("{{ x is defined }} {{ x is undefined }}", "false true"),
    ("{{ x|default('d') }} {{ x|d('e') }}", "d e"),
    ("{% set a = x %}{% with b = x %}{% endwith %}ok", "ok"),
    ("{{ [x] }} {{ {'k': x} }}", '[null] {"k":null}'),
    ("{{ 1 or x }} {{ x is defined and x }}", "1 false"),
    ("{% macro f(a) %}{{ a is defined }}{% endmacro %}{{ f(x) }}", "false"),
    ("{% do x %}ok", "ok"),
    ("{{ (1 if false) is defined }}", "false"),
    ("{{ none.x is defined }}", "false"),
    ("{% case x %}{% else %}e{% endcase %}", "e"),
    ("{% case 1 %}{% when 1 %}a{% when x %}b{% endcase %}", "a"),
    ("{{ [{'a': 1}, {}]|map(attribute='a')|list }}", "[1,null]"),
]


@pytest.mark.parametrize("tpl,out", STRICT_OK)
def test_strict_ok(st, tpl, out):
    st.ok(tpl, out, "--strict")


def test_strict_case_division_first(st):
    check_error(st, "{% case x %}{% when 1/0 %}a{% endcase %}", "division by zero", "/", args=("--strict",))


def test_strict_do_arg(st):
    check_error(st, "{% do [].append(x) %}", "'x' is undefined", "(", args=("--strict",))


DEBUG = [
    ("{{ user.email }}", "{{ user.email }}"),
    ("{{ x['k'] }}|{{ x[0] }}|{{ x.y.z }}", '{{ x["k"] }}|{{ x[0] }}|{{ x.y.z }}'),
    ("{{ {'a': 1}.b }}", "{{ (expression).b }}"),
    ("{{ [1][5] }}", "{{ (expression)[5] }}"),
    ("{{ 1 if false }}", "{{ (expression) }}"),
    ("{{ (x) }}", "{{ x }}"),
    ("{% set q = x %}{{ q }}", "{{ x }}"),
    ("{% macro m(p) %}{{ p }}{% endmacro %}{{ m() }}", "{{ p }}"),
    ("{% macro m(p) %}{{ p }}{% endmacro %}{{ m(zz) }}", "{{ zz }}"),
    ("{{ [x] }}|{{ x ~ 'a' }}|{{ x|upper }}|{{ x|default('d') }}", "[null]|a||d"),
    ("{% filter upper %}{{ x }}{% endfilter %}", "{{ X }}"),
    ("{{ x[0:1] }}", "{{ x[...] }}"),
    ("{{ x[y] }}", "{{ x[] }}"),
    ("{{ loop.foo }}", "{{ loop.foo }}"),
    ("{% for i in [1] %}{{ loop.previtem }}{{ loop['nextitem'] }}{{ loop.bogus }}{% endfor %}", '{{ loop.previtem }}{{ loop["nextitem"] }}{{ loop.bogus }}'),
    ("{{ {'a': 1}|attr('b') }}", "{{ b }}"),
    ("{{ x.if }}", "{{ x.if }}"),
]


@pytest.mark.parametrize("tpl,out", DEBUG)
def test_debug(st, tpl, out):
    st.ok(tpl, out, "-u", "debug")


def test_debug_not_escaped(st):
    st.ok("{{ x['<'] }}", '{{ x["<"] }}', "-u", "debug", "-e")


def test_debug_call_undefined(st):
    check_error(st, "{{ x() }}", "'x' is not callable", "(", args=("-u", "debug"))
