import pytest
from conftest import check_error

POS = [
    ("é{{ 1/0 }}", "division by zero", 1, 6),
    ("\U0001F600\U0001F600{{ 1/0 }}", "division by zero", 1, 9),
    ("{{ a\n  + 1 }}", "unsupported operand types for +: string and number", 2, 3),
    ("{% raw %}\n\n{% endraw %}{{ 1/0 }}", "division by zero", 3, 17),
    ("{{ 'a\nb' ~ (1/0) }}", "division by zero", 2, 8),
    ("a\r\n{{ 1/0 }}", "division by zero", 2, 5),
    ("{# é\U0001F600 #}{{ 1/0 }}", "division by zero", 1, 14),
]


@pytest.mark.parametrize("tpl,msg,line,col", POS)
def test_positions(st, tpl, msg, line, col):
    st.fail(tpl, msg, line, col, "-D", "a=s")


OK = [
    ("{{ (1).x }}", "{{ (expression).x }}", ["-u", "debug"]),
    ("{{ a.b[0]['k'].c }}", '{{ a.b[0]["k"].c }}', ["-u", "debug"]),
    ("{% if false %}{{ x }}{% endif %}ok", "ok", ["--strict"]),
    ("{% for a in [1, 1, 2, 2, 1] %}{{ loop.changed(a, 0) }};{% endfor %}",
     "true;false;true;false;true;", []),
    ("  {%- if true %}x{% endif %}", "x", []),
    ("a\n  {%- if true %}x{% endif %}", "ax", ["--lstrip-blocks"]),
    ("{% if true -%}\n\n  x{% endif %}", "x", ["--trim-blocks"]),
    ("a\n  {#- c -#}\n  b", "ab", []),
    ("a\n  {# c #}\n  b", "a\n  b", ["--trim-blocks", "--lstrip-blocks"]),
    ("{% if true %}\n# set v = 1\n{{ v }}{% endif %}", "1", ["--trim-blocks", "--line-statement-prefix", "#"]),
    ("{% for x in [1,2] %}\n{{ x }}\n{% endfor %}", "\n1\n\n2\n", []),
    ("{{ '\u00e9'|upper }}{{ 'ÉÀ'|lower }}", "Ééà", []),
    ("{{ {'a': 1}|tojson|length }}", "7", []),
    ("{{ [3, 1]|sort|first }}{{ 'x'|e|length }}", "11", []),
    ("{% set ns = namespace() %}{% set ns.a = 1 %}{% set ns.b = 2 %}{{ ns }}", '{"a":1,"b":2}', []),
    ("{% set l = [1] %}{% set m = {'l': l} %}{% do m.l.append(2) %}{{ l }}", "[1,2]", []),
    ("{{ xs|length }}{% do xs.append(4) %}{{ xs|length }}", "23", ["-J", "xs=[1,2]"]),
]


@pytest.mark.parametrize("tpl,out,args", OK)
def test_misc(st, tpl, out, args):
    st.ok(tpl, out, *args)


def test_data_invalid_utf8_replaced(st):
    st.write("d.json", b'{"a": "x\xffy"}')
    st.ok("{{ a }}", "x\ufffdy", "-d", "d.json")


def test_data_mutation_visible(st):
    st.write("d.json", '{"l": [1]}')
    st.ok("{% set k = l %}{% do k.append(2) %}{{ l }}", "[1,2]", "-d", "d.json")


def test_json_define_whitespace_object(st):
    st.ok("{{ m.a }}", "1", "-J", 'm= {"a": 1} ')


def test_data_nested_types(st):
    st.write("d.json", '{"n": null, "t": true, "f": 1.5, "s": "x", "o": {"k": [1, {"z": null}]}}')
    st.ok("[{{ n }}]{{ t }}{{ f }}{{ s }}{{ o }}{{ n is none }}", '[]true1.5x{"k":[1,{"z":null}]}true', "-d", "d.json")


def test_output_file_and_stdout_empty_with_check_error(st):
    r = st.render("{% if %}", "--check", "-o", "o.txt")
    assert r.rc == 1
    assert not (st.path / "o.txt").exists()


def test_stdin_template_and_data_file(st):
    st.write("d.json", '{"a": "A"}')
    r = st.run(["-d", "d.json", "-"], stdin="{{ a }}")
    assert (r.rc, r.out, r.err) == (0, "A", "")


def test_strict_conflict_after_other_checks(st):
    r = st.run(["--strict", "-u", "debug"])
    assert (r.rc, r.err) == (2, "stencil: missing template argument\n")


def test_undefined_mode_last_wins(st):
    st.ok("{{ x }}", "{{ x }}", "-u", "strict", "-u", "debug")


def test_lenient_explicit(st):
    st.ok("[{{ x }}]", "[]", "--undefined", "lenient")


def test_include_error_name_from_I_dir(st):
    st.write("inc/p.txt", "\n{{ 1/0 }}")
    r = st.render("{% include 'p.txt' %}", "-I", "inc")
    assert (r.rc, r.out, r.err) == (1, "", "stencil: p.txt:2:5: division by zero\n")


def test_import_recursion_limit(st):
    check_error(st, "a{% import 't.txt' as t %}", "recursion limit exceeded", "{%")


def test_include_max_depth_small(st):
    st.write("p.txt", "{% include 'q.txt' %}")
    st.write("q.txt", "Q")
    st.ok("{% include 'p.txt' %}", "Q", "--max-depth", "2")


def test_include_max_depth_exceeded(st):
    st.write("p.txt", "{% include 'q.txt' %}")
    st.write("q.txt", "Q")
    r = st.render("{% include 'p.txt' %}", "--max-depth", "1")
    assert (r.rc, r.out, r.err) == (1, "", "stencil: p.txt:1:1: recursion limit exceeded\n")
