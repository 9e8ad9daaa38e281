import pytest
from conftest import check_error

OK = [
    # if
    ("{% if 0 %}a{% elif 1 %}b{% elif 1/0 %}c{% else %}d{% endif %}", "b"),
    ("{% if 0 %}a{% elif '' %}b{% else %}d{% endif %}", "d"),
    ("{% if true %}{% set v = 1 %}{% endif %}{{ v }}", "1"),
    ("{% if false %}{% set v = 1 %}{% else %}{% set w = 2 %}{% endif %}[{{ v }}]{{ w }}", "[]2"),
    ("{% if x.y %}a{% else %}b{% endif %}{% if (1 if false) %}c{% endif %}", "b"),
    # unless
    ("{% unless [] %}body{% else %}other{% endunless %}", "body"),
    ("{% unless 'false' %}body{% else %}other{% endunless %}", "other"),
    ("{% unless false %}{% set q = 3 %}{% endunless %}{{ q }}", "3"),
    ("{% unless (1 if false) %}u{% endunless %}", "u"),
    # case
    ("{% case 2 %}{% when 1 %}a{% when 2, 3 %}b{% else %}c{% endcase %}", "b"),
    ("{% case 9 %}{% when 1 %}a{% else %}c{% endcase %}", "c"),
    ("{% case true %}{% when 1 %}a{% else %}e{% endcase %}{% case 0 %}{% when false %}a{% else %}e{% endcase %}", "ee"),
    ("{% case '1' %}{% when 1 %}a{% else %}e{% endcase %}{% case 1 %}{% when 1.0 %}f{% endcase %}", "ef"),
    ("{% case [1,2] %}{% when [1,2] %}m{% endcase %}", "m"),
    ("{% case x %}{% when none %}n{% when y %}u{% endcase %}", "u"),
    ("{% case 1 %}{% when 1, 1/0 %}a{% endcase %}", "a"),
    ("{% case 1 %}{% when 1 %}a{% when 1 %}b{% endcase %}", "a"),
    ("{% case 1 %} {# c #} \n {% when 1 %}a{% endcase %}", "a"),
    ("{% case 1 %}{% when 1 %}{% set q = 5 %}{% endcase %}{{ q }}", "5"),
    ("{% case 1 %}{% endcase %}x", "x"),
    ("{% case 1 %}\n  {% else %}e{% endcase %}", "e"),
    # for
    ("{% for x in [1,2,3] %}{{ x }}{% endfor %}", "123"),
    ("{% for c in 'ab' %}{{ c }}.{% endfor %}", "a.b."),
    ("{% for k in {'b': 1, '1': 2} %}{{ k }}{% endfor %}", "1b"),
    ("{% for k, v in {'a': 1, 'b': 2}|items %}{{ k }}={{ v }};{% endfor %}", "a=1;b=2;"),
    ("{% for a, b in [[1,2],[3,4]] %}{{ a + b }}{% endfor %}", "37"),
    ("{% for x in [] %}a{% else %}empty{% endfor %}", "empty"),
    ("{% for x in [1,2,3,4] if x is even %}{{ x }}{{ loop.index }}/{{ loop.length }} {% endfor %}", "21/2 42/2 "),
    ("{% for x in [1,3] if x > 5 %}a{% else %}none{% endfor %}", "none"),
    ("{% for x in xs %}{% do xs.append(0) %}{{ x }}{% endfor %}{{ xs|length }}", "1236"),
    ("{% set x = 9 %}{% for x in [1] %}{{ x }}{% endfor %}{{ x }}", "19"),
    ("{% for i in [1,2] %}{% set t = i %}{% endfor %}[{{ t }}]", "[]"),
    ("{% set a = 1 %}{% for i in [1] %}{{ a }}{% set a = 2 %}{{ a }}{% endfor %}{{ a }}", "121"),
    ("{% for i in [1, 2] %}{% if loop.first %}{% set s = 5 %}{% endif %}[{{ s }}]{% endfor %}", "[5][]"),
    # loop vars
    ("{% for x in 'abc' %}{{ loop.index }}{{ loop.index0 }}{{ loop.revindex }}{{ loop.revindex0 }}{{ loop.first }}{{ loop.last }}{{ loop.length }};{% endfor %}",
     "1032truefalse3;2121falsefalse3;3210falsetrue3;"),
    ("{% for x in [1,2,3] %}[{{ loop.previtem }}|{{ loop.nextitem }}]{% endfor %}", "[|2][1|3][2|]"),
    ("{% for x in [1,2] %}{{ loop.depth }}{{ loop.depth0 }}{% endfor %}", "1010"),
    ("{% for x in [1,2,3,4] %}{{ loop.cycle('a', 'b', 'c') }}{% endfor %}", "abca"),
    ("{% for x in [1,1,2,2,1] %}{% if loop.changed(x) %}{{ x }}{% endif %}{% endfor %}", "121"),
    ("{% for x in [1,2] %}{% for y in 'ab' %}{{ loop.index }}{{ y }}{% endfor %}{{ loop.index }}{% endfor %}", "1a2b11a2b2"),
    ("{% for x in [1] %}[{{ loop.nosuch }}]{{ loop is defined }}{% endfor %}", "[]true"),
    ("{% for x in [1] %}{% set loop = 5 %}{{ loop }}{% endfor %}", "5"),
    ("{% for x in [1] %}{% set range = 1 %}{% endfor %}{{ range(2) }}", "[0,1]"),
    # loop control
    ("{% for x in [1,2,3,4] %}{% if x == 3 %}{% break %}{% endif %}{{ x }}{% endfor %}", "12"),
    ("{% for x in [1,2,3] %}{% if x == 2 %}{% continue %}{% endif %}{{ x }}{{ loop.index }}{% endfor %}", "1133"),
    ("{% for x in [1,2] %}a{% break %}b{% else %}e{% endfor %}", "a"),
    ("{% for x in [1,2] %}{% continue %}{% else %}e{% endfor %}", ""),
    ("{% for x in [1,2] %}{% for y in [1,2] %}{% break %}{% endfor %}{{ x }}{% endfor %}", "12"),
    ("{% for x in [1,2,3] %}{% with %}{% if x == 2 %}{% break %}{% endif %}{% endwith %}{{ x }}{% endfor %}", "1"),
    ("{% for x in [1,2] %}{% for y in [] %}{% else %}e{% endfor %}{% endfor %}", "ee"),
    # recursive loops
    ("{% for x in [1, [2, [3]], 4] recursive %}{% if x is list %}({{ loop(x) }}){% else %}{{ x }}{{ loop.depth }}{% endif %}{% endfor %}", "11(22(33))41"),
    ("{% for x in [[0, 6], 1] if x recursive %}{% if x is list %}{{ loop(x) }}{% else %}{{ x }}{% endif %}{% endfor %}", "61"),
    ("{% for x in [[], 1] recursive %}{% if x is list %}[{{ loop(x) }}]{% else %}{{ x }}{% endif %}{% else %}E{% endfor %}", "[E]1"),
    ("{% for x in [[5, 6], 1] recursive %}{% if x is list %}{{ loop(x) }}{% else %}{{ loop.index }}/{{ loop.length }} {% endif %}{% endfor %}", "1/2 2/2 2/2 "),
    ("{% for x in [[5, 6, 7], 1] recursive %}{% if x is list %}{{ loop(x) }}{% else %}{% if x == 6 %}{% break %}{% endif %}{{ x }}{% endif %}{% endfor %}", "51"),
    # set
    ("{% set a, b = [1, 2] %}{{ b }}{{ a }}", "21"),
    ("{% set ns = namespace(c=0) %}{% for i in [1,2,3] %}{% set ns.c = ns.c + i %}{% endfor %}{{ ns.c }}", "6"),
    ("{% set m = {} %}{% set n = m %}{% set m.k = 1 %}{{ n }}", '{"k":1}'),
    ("{% set v %}a{{ 1 + 1 }}b{% endset %}{{ v }}{{ v is escaped }}", "a2btrue"),
    ("{% set v | upper | replace('A', 'x') %}abc{% endset %}{{ v }}", "xBC"),
    ("{% set v = 1 %}{% set v %}{{ v }}2{% endset %}{{ v }}", "12"),
    # capture
    ("{% capture x %}a{{ 1 }}{% endcapture %}{{ x }}{{ x is escaped }}", "a1false"),
    ("{% capture x %}{{ x }}b{% endcapture %}{% set x = 'c' %}{% capture x %}{{ x }}b{% endcapture %}{{ x }}", "cb"),
    ("{% capture x %}{% set inner = 7 %}{% endcapture %}{{ inner }}[{{ x }}]", "7[]"),
    ("{% for i in [1,2] %}{% capture c %}z{% break %}{% endcapture %}{% endfor %}[{{ c }}]", "[]"),
    ("{% set x = 'old' %}{% for i in [1] %}{% capture x %}z{% continue %}{% endcapture %}{% endfor %}{{ x }}", "old"),
    # counters
    ("{% increment a %}{% increment a %}{% decrement a %}{% decrement b %}{{ a }}", "011-1"),
    ("{% set a = 'v' %}{% increment a %}{{ a }}{% increment a %}", "0v1"),
    ("{% for i in [1,2,3] %}{% increment c %}{% endfor %}", "012"),
    ("{% if false %}{% increment c %}{% endif %}{% increment c %}", "0"),
    ("{% macro m() %}{% increment c %}{% endmacro %}{{ m() }}{{ m() }}{% increment c %}", "012"),
    ("{% set s %}{% increment c %}{% endset %}{% increment c %}{{ s }}", "10"),
    ("{% increment loop %}{% increment range %}{{ range(1) }}", "00[0]"),
    # cycle
    ("{% for i in [1,2,3] %}{% cycle 'a', 'b' %}{% endfor %}", "aba"),
    ("{% cycle 'a', 'b' %}{% cycle 'x', 'y' %}{% cycle 'a', 'b' %}", "axb"),
    ("{% cycle 1, 2 %}{% cycle '1', '2' %}{% cycle 1, 2 %}", "112"),
    ("{% cycle 'g': 'a', 'b' %}{% cycle 'g': 'x', 'y', 'z' %}{% cycle 'g': 'a', 'b' %}", "aya"),
    ("{% cycle 'g': 1, 2 %}{% cycle 1, 2 %}", "11"),
    ("{% cycle 'only' %}{% cycle 'only' %}", "onlyonly"),
    ("[{% cycle x, 'b' %}]{% cycle [1], 2 %}", "[][1]"),
    ("{% macro m() %}{% cycle 'a', 'b' %}{% endmacro %}{{ m() }}{{ m() }}{% cycle 'a', 'b' %}", "aba"),
    # with
    ("{% with a = 1, b = a + 1 %}{{ a }}{{ b }}{% endwith %}[{{ a }}]", "12[]"),
    ("{% with %}x{% endwith %}", "x"),
    ("{% set x = 1 %}{% with x = x + 1 %}{{ x }}{% set x = 9 %}{{ x }}{% endwith %}{{ x }}", "291"),
    ("{% with a = 1, a = 2, %}{{ a }}{% endwith %}", "2"),
    ("{% with range = 5 %}{{ range }}{% endwith %}{{ range(1) }}", "5[0]"),
    ("{% set l = [] %}{% with m = l %}{% do m.append(1) %}{% endwith %}{{ l }}", "[1]"),
    ("{% with %}{% macro mm() %}M{% endmacro %}{{ mm() }}{% endwith %}[{{ mm }}]", "M[]"),
    # macros
    ("{% macro m(a, b=2) %}{{ a }}-{{ b }}{% endmacro %}{{ m(1) }} {{ m(1, 3) }} {{ m(b=4, a=5) }}", "1-2 1-3 5-4"),
    ("{% macro m(a, b=a ~ '!') %}{{ b }}{% endmacro %}{{ m('x') }}", "x!"),
    ("{% macro m(a,) %}[{{ a }}]{% endmacro %}{{ m() }}", "[]"),
    ("{% macro m() %}{{ a }}{% endmacro %}{% set a = 3 %}{{ m() }}", "3"),
    ("{% macro m() %}[{{ i }}]{% endmacro %}{% for i in [1] %}{{ m() }}{% endfor %}", "[]"),
    ("{% macro m() %}{% set z = 1 %}{% endmacro %}{{ m() }}[{{ z }}]", "[]"),
    ("{% macro m() %}<b>{% endmacro %}{{ m() is escaped }} {{ m() is string }}", "true true"),
    ("{% macro m() %}{% endmacro %}{{ 'T' if m() else 'F' }}", "F"),
    ("{% macro m() %}{{ caller is defined }}{% endmacro %}{{ m() }}", "false"),
    ("{% macro f(n) %}{% if n > 0 %}{{ n }}{{ f(n - 1) }}{% endif %}{% endmacro %}{{ f(3) }}", "321"),
    ("{% macro m() %}x{% endmacro %}{{ m is callable }}{{ m }}", "true"),
    # call blocks
    ("{% macro w() %}[{{ caller() }}]{% endmacro %}{% call w() %}body{% endcall %}", "[body]"),
    ("{% macro w() %}{{ caller(1, 2) }}{% endmacro %}{% call(a, b) w() %}{{ a + b }}{% endcall %}", "3"),
    ("{% macro w() %}{{ caller(1) }}{% endmacro %}{% call(a, b=a * 10) w() %}{{ b }}{% endcall %}", "10"),
    ("{% macro w() %}{{ caller() }}{{ caller() }}{% endmacro %}{% call w() %}{% increment k %}{% endcall %}", "01"),
    ("{% macro w() %}no{% endmacro %}{% call w() %}{{ 1/0 }}{% endcall %}", "no"),
    ("{% macro w() %}{{ caller is defined }}[{{ caller }}]{% endmacro %}{% call w() %}{% endcall %}", "true[]"),
    ("{% macro w() %}{% set v = 'mac' %}{{ caller() }}{% endmacro %}{% set v = 'out' %}{% call w() %}{{ v }}{% endcall %}", "out"),
    ("{% macro w() %}{{ caller() }}{% endmacro %}{% for i in [7] %}{% call w() %}{{ i }}{{ loop.index }}{% endcall %}{% endfor %}", "71"),
    ("{% macro w(p) %}{{ p }}:{{ caller()|upper }}{% endmacro %}{% call w('a') %}b{% endcall %}", "a:B"),
    # global functions
    ("{{ range(3) }} {{ range(1, 4) }} {{ range(0, 10, 3) }} {{ range(5, 2, -2) }} {{ range(3.0) }}", "[0,1,2] [1,2,3] [0,3,6,9] [5,3] [0,1,2]"),
    ("{{ range(0) }} {{ range(-3) }} {{ range(5, 2) }} {{ range(2, 5, -1) }}", "[] [] [] []"),
    ("{{ range(1, 100001)|length }} {{ range(0, 200000, 2)|length }}", "100000 100000"),
    ("{{ dict(a=1, b=2, a=3) }} {{ dict() }} {{ dict(b=x).b is undefined }} {{ dict(b=x) }}", '{"a":3,"b":2} {} true {"b":null}'),
    ("{{ namespace(a=1).a }}", "1"),
    ("{% set range = 1 %}{{ range }}", "1"),
]


@pytest.mark.parametrize("tpl,out", OK)
def test_statement(st, tpl, out):
    st.ok(tpl, out, "-J", "xs=[1,2,3]")


ERR = [
    ("{% for x in 5 %}{% endfor %}", "number is not iterable", "5"),
    ("{% for x in none %}{% endfor %}", "none is not iterable", "none"),
    ("{% for a, b in [[1,2,3]] %}{% endfor %}", "cannot unpack 3 values into 2 names", "{%"),
    ("{% for a, b in [1] %}{% endfor %}", "cannot unpack number into 2 names", "{%"),
    ("x{% set a, b = [1] %}", "cannot unpack 1 values into 2 names", "{%"),
    ("{% set a = 5 %}{% set a.k = 1 %}", "cannot assign attribute 'k' of number", ("a", 2)),
    ("{% set q.k = 1 %}", "cannot assign attribute 'k' of undefined", "q"),
    ("{% for x in [1] %}{{ loop.cycle() }}{% endfor %}", "loop.cycle requires at least one argument", "("),
    ("{% for x in [1] %}{{ loop.cycle(1, k=2) }}{% endfor %}", "loop.cycle got an unexpected keyword argument 'k'", "("),
    ("{% for x in [1] %}{{ loop.changed(k=2) }}{% endfor %}", "loop.changed got an unexpected keyword argument 'k'", "("),
    ("{% for x in [1] %}{{ loop(x) }}{% endfor %}", "'loop' is not callable", "("),
    ("{% for x in [1] recursive %}{{ loop() }}{% endfor %}", "loop() takes exactly one argument", "("),
    ("{% for x in [1] recursive %}{{ loop([1], [2]) }}{% endfor %}", "loop() takes exactly one argument", "("),
    ("{% for x in [1] recursive %}{{ loop(v=[1]) }}{% endfor %}", "loop() takes exactly one argument", "("),
    ("{% for x in [1] recursive %}{% for y in [2] %}{{ loop([]) }}{% endfor %}{% endfor %}", "'loop' is not callable", "("),
    ("{% for x in [1] recursive %}{{ loop(5) }}{% endfor %}", "number is not iterable", "[1]"),
    ("{% for x in [1] recursive %}{{ loop([1]) }}{% endfor %}", "recursion limit exceeded", "("),
    ("{% macro m(a) %}{% endmacro %}{{ m(1, 2) }}", "macro 'm' takes at most 1 argument (2 given)", ("(", 2)),
    ("{% macro m() %}{% endmacro %}{{ m(1) }}", "macro 'm' takes at most 0 arguments (1 given)", ("(", 2)),
    ("{% macro m(a) %}{% endmacro %}{{ m(b=1) }}", "macro 'm' got an unexpected keyword argument 'b'", ("(", 2)),
    ("{% macro m(a) %}{% endmacro %}{{ m(1, a=2) }}", "macro 'm' got multiple values for argument 'a'", ("(", 2)),
    ("{% macro w() %}{{ caller(1) }}{% endmacro %}{% call w() %}{% endcall %}", "macro 'caller' takes at most 0 arguments (1 given)", ("(", 2)),
    ("{% macro w() %}{{ caller(z=1) }}{% endmacro %}{% call(a) w() %}{% endcall %}", "macro 'caller' got an unexpected keyword argument 'z'", ("(", 2)),
    ("{% call range(3) %}{% endcall %}", "'range' is not callable", "("),
    ("{% macro f() %}{{ f() }}{% endmacro %}{{ f() }}", "recursion limit exceeded", ("(", 2)),
    ("{{ range(1, 2, 0, 4, stop=1) }}", "range() got an unexpected keyword argument 'stop'", "("),
    ("{{ range() }}", "range() takes 1 to 3 arguments (0 given)", "("),
    ("{{ range(1, 2, 3, 4) }}", "range() takes 1 to 3 arguments (4 given)", "("),
    ("{{ range(1.5, 2, 0) }}", "range() arguments must be integers, not 1.5", "("),
    ("{{ range(none) }}", "range() arguments must be integers, not none", "("),
    ("{{ range('a') }}", "range() arguments must be integers, not string", "("),
    ("{{ range(1, 2, 0) }}", "range() step must not be zero", "("),
    ("{{ range(100001) }}", "range() result too large", "("),
    ("{{ range(0, 200001, 2) }}", "range() result too large", "("),
    ("{{ dict(1) }}", "dict() takes only keyword arguments", "("),
    ("{{ namespace(1) }}", "namespace() takes only keyword arguments", "("),
    ("{% cycle 5: 'a' %}", "cycle group must be a string, not number", "5"),
    ("{% cycle x: 'a' %}", "cycle group must be a string, not undefined", "x"),
    ("{% case 3 %}{% when 1, 1/0 %}a{% endcase %}", "division by zero", "/"),
    ("{% capture x %}{{ 1 }}{% endcapture %}{{ x + 1 }}", "unsupported operand types for +: string and number", ("+", 1)),
    ("{% capture x %}{% break %}{% endcapture %}", "'break' outside of a loop", "{% break"),
    ("{% with a = 1 %}{% continue %}{% endwith %}", "'continue' outside of a loop", "{% continue"),
    ("{% for i in [1] %}{% call m() %}{% break %}{% endcall %}{% endfor %}", "'break' outside of a loop", "{% break"),
    ("{% for i in [1] %}{% block b %}{% break %}{% endblock %}{% endfor %}", "'break' outside of a loop", "{% break"),
    ("{% for x in [1] %}{% for y in [] %}{% else %}{% break %}{% endfor %}{% endfor %}", "'break' outside of a loop", "{% break"),
]


@pytest.mark.parametrize("tpl,msg,anchor", ERR)
def test_statement_errors(st, tpl, msg, anchor):
    check_error(st, tpl, msg, anchor)


def test_macro_recursion_depth_63_ok(st):
    tpl = "{% macro f(n) %}{% if n > 1 %}{{ f(n - 1) }}{% endif %}{{ n }}{% endmacro %}{{ f(64) }}"
    r = st.ok(tpl, "".join(str(i) for i in range(1, 65)))


def test_macro_recursion_depth_65_fails(st):
    tpl = "{% macro f(n) %}{% if n > 1 %}{{ f(n - 1) }}{% endif %}{{ n }}{% endmacro %}{{ f(65) }}"
    check_error(st, tpl, "recursion limit exceeded", ("(", 2))


def test_max_depth_option(st):
    tpl = "{% macro f(n) %}{% if n > 1 %}{{ f(n - 1) }}{% endif %}{{ n }}{% endmacro %}{{ f(3) }}"
    st.ok(tpl, "123", "--max-depth", "3")


def test_max_depth_option_exceeded(st):
    tpl = "{% macro f(n) %}{% if n > 1 %}{{ f(n - 1) }}{% endif %}{{ n }}{% endmacro %}{{ f(4) }}"
    check_error(st, tpl, "recursion limit exceeded", ("(", 2), args=("--max-depth", "3"))


def test_strict_unpack_set(st):
    st.ok("{% set a, b = [x, 2] %}{{ b }}", "2", "--strict")
