"""Reference tests: JSON definitions, syntax check, imports, slicing, attribute assignment, loop.changed."""
from helpers import fails, ok, write


def err(render, template, message, *args, data=None):
    fails(render(template, *args, data=data), 1, "<stdin>:" + message)


LIB = "{% macro hello(n) %}Hello {{ n }}{% endmacro %}{% set version = 2 %}{% set _private = 1 %}text{{ 1 }}"


# ---- Definitions (-J) ----------------------------------------------------------------------


def test_define_json_values(run):
    ok(run("-J", 'x={"a": [1, 2]}', "--define-json=y=null", "-", stdin="{{ x.a[1] + 1 }}[{{ y }}]"), "3[]")


def test_define_json_number(run):
    ok(run("-J", "n=5", "-", stdin="{{ n + 1 }} {{ n is number }}"), "6 true")


def test_define_json_whitespace(run):
    ok(run("-J", "s= \"a\" ", "-", stdin="{{ s }}"), "a")


def test_define_json_invalid(run):
    fails(run("-J", "x={bad", "-", stdin=""), 2, "invalid JSON in definition: x={bad")


def test_define_json_bad_name(run):
    fails(run("-J", "a-b=1", "-", stdin=""), 2, "invalid definition: a-b=1")


def test_define_json_order(run):
    ok(run("-J", "a=1", "-D", "a=s", "-J", "b=2", "-", stdin="{{ a }}{{ b }}"), "s2")


def test_invalid_json_definition_blocks_help(run):
    fails(run("--help", "-J", "x="), 2, "invalid JSON in definition: x=")


# ---- Syntax check --------------------------------------------------------------------------


def test_check_ok_writes_nothing(run):
    ok(run("--check", "-", stdin="text {{ 1/0 }}"), "")


def test_check_reports_syntax_error(run):
    fails(run("--check", "-", stdin="\n{% if %}"), 1, "<stdin>:2:7: unexpected end of tag")


def test_check_no_output_file(run, tmp_path):
    ok(run("--check", "-o", "out.txt", "-", stdin="x", cwd=tmp_path), "")
    assert not (tmp_path / "out.txt").exists()


def test_check_does_not_read_includes(run, tmp_path):
    ok(run("--check", "-", stdin="{% include 'missing.txt' %}", cwd=tmp_path), "")


def test_check_reads_data(run, tmp_path):
    fails(run("--check", "-d", "nope.json", "-", stdin="", cwd=tmp_path), 3, "nope.json: cannot read file")


def test_check_flag_takes_no_value(run):
    fails(run("--check=1", "-", stdin=""), 2, "option --check takes no value")


# ---- Imports -------------------------------------------------------------------------------


def test_import_as(run, tmp_path):
    write(tmp_path / "lib.txt", LIB)
    ok(run("-", stdin="{% import 'lib.txt' as lib %}{{ lib.hello('a') }} {{ lib.version }}", cwd=tmp_path), "Hello a 2")


def test_import_private_not_exported(run, tmp_path):
    write(tmp_path / "lib.txt", LIB)
    ok(run("-", stdin="{% import 'lib.txt' as lib %}{{ lib }}", cwd=tmp_path), '{"hello":null,"version":2}')


def test_from_import(run, tmp_path):
    write(tmp_path / "lib.txt", LIB)
    ok(run("-", stdin="{% from 'lib.txt' import hello as h, version, %}{{ h('b') }}{{ version }}", cwd=tmp_path), "Hello b2")


def test_from_import_missing_name(run, tmp_path):
    write(tmp_path / "lib.txt", LIB)
    fails(run("-", stdin="{% from 'lib.txt' import _private %}", cwd=tmp_path), 1,
          "<stdin>:1:26: template 'lib.txt' does not export '_private'")


def test_from_import_missing_name_at_its_place(run, tmp_path):
    write(tmp_path / "lib.txt", LIB)
    fails(run("-", stdin="{% from 'lib.txt' import hello, nothere %}", cwd=tmp_path), 1,
          "<stdin>:1:33: template 'lib.txt' does not export 'nothere'")


def test_import_not_found(run, tmp_path):
    fails(run("-", stdin="{% import 'nope' as x %}", cwd=tmp_path), 1, "<stdin>:1:11: template 'nope' not found")


def test_import_needs_alias(run, tmp_path):
    fails(run("-", stdin="{% import 'lib.txt' %}", cwd=tmp_path), 1, "<stdin>:1:21: unexpected end of tag")


def test_import_sees_globals_only(run, tmp_path):
    write(tmp_path / "v.txt", "{% set got = [g, loc] %}")
    ok(run("-D", "g=G", "-", stdin="{% set loc = 1 %}{% import 'v.txt' as v %}{{ v.got }}", cwd=tmp_path), '["G",null]')


def test_imported_macro_sees_its_template(run, tmp_path):
    write(tmp_path / "m.txt", "{% set p = '>' %}{% macro m() %}{{ p }}{% endmacro %}")
    ok(run("-", stdin="{% set p = '<' %}{% from 'm.txt' import m %}{{ m() }}", cwd=tmp_path), ">")


def test_import_error_position_in_imported(run, tmp_path):
    write(tmp_path / "bad.txt", "{% set x = 1/0 %}")
    fails(run("-", stdin="{% import 'bad.txt' as b %}", cwd=tmp_path), 1, "bad.txt:1:13: division by zero")


def test_import_self_recursion_limit(run, tmp_path):
    write(tmp_path / "r.txt", "{% import 'r.txt' as r %}")
    fails(run("-", stdin="{% import 'r.txt' as r %}", cwd=tmp_path), 1, "r.txt:1:1: recursion limit exceeded")


# ---- Slicing -------------------------------------------------------------------------------


def test_slice_list(render):
    ok(render("{{ [1, 2, 3, 4, 5][1:3] }} {{ [1, 2, 3][-2:] }} {{ [1, 2, 3][:] }}"), "[2,3] [2,3] [1,2,3]")


def test_slice_step(render):
    ok(render("{{ [1, 2, 3, 4, 5][::2] }} {{ 'hello'[::-1] }}"), "[1,3,5] olleh")


def test_slice_negative_step_bounds(render):
    ok(render("{{ [1, 2, 3][3:0:-1] }} {{ [1, 2, 3][-1:-10:-1] }}"), "[3,2] [3,2,1]")


def test_slice_out_of_range(render):
    ok(render("[{{ 'abc'[5:] }}]{{ [1][5:9] }}"), "[][]")


def test_slice_none_parts(render):
    ok(render("{{ 'abcd'[none:2] }}{{ 'abcd'[x:] }}"), "ababcd")


def test_slice_step_zero(render):
    err(render, "{{ [1][::0] }}", "1:7: slice step cannot be zero")


def test_slice_index_not_integer(render):
    err(render, "{{ [1][1.5:] }}", "1:8: slice indices must be integers or none, not 1.5")


def test_slice_index_type(render):
    err(render, "{{ [1][:'a'] }}", "1:9: slice indices must be integers or none, not string")


def test_slice_mapping(render):
    err(render, "{{ {}[1:] }}", "1:6: cannot slice mapping")


def test_slice_undefined(render):
    ok(render("{{ u[1:] }}", "-u", "debug"), "{{ u[...] }}")


# ---- Attribute assignment / namespace ------------------------------------------------------


def test_namespace_carries_out_of_loop(render):
    ok(render("{% set ns = namespace(n=0) %}{% for x in [1, 2, 3] %}{% set ns.n = ns.n + x %}{% endfor %}{{ ns.n }}"), "6")


def test_set_attribute_shared_mapping(render):
    ok(render("{% set a = {} %}{% set b = a %}{% set b.k = 1 %}{{ a }}"), '{"k":1}')


def test_set_attribute_not_mapping(render):
    err(render, "{% set q.a = 1 %}", "1:8: cannot assign attribute 'a' of undefined")


def test_set_attribute_list(render):
    err(render, "{% set q = [] %}{% set q.a = 1 %}", "1:24: cannot assign attribute 'a' of list")


def test_set_attribute_two_levels(render):
    err(render, "{% set a.b.c = 1 %}", "1:11: unexpected '.'")


def test_namespace_positional(render):
    err(render, "{{ namespace(1) }}", "1:13: namespace() takes only keyword arguments")


# ---- loop.changed --------------------------------------------------------------------------


def test_loop_changed(render):
    ok(render("{% for x in [1, 1, 2, 1] %}{% if loop.changed(x) %}{{ x }}{% endif %}{% endfor %}"), "121")


def test_loop_changed_several_arguments(render):
    ok(render("{% for x in [1, 1] %}{{ loop.changed(x, loop.index) }}{% endfor %}"), "truetrue")


def test_loop_changed_keyword(render):
    err(render, "{% for x in [1] %}{{ loop.changed(a=1) }}{% endfor %}", "1:34: loop.changed got an unexpected keyword argument 'a'")


# ---- List utility filters ------------------------------------------------------------------


def test_flatten(render):
    ok(render("{{ [1, [2, [3, [4]]], 'ab']|flatten }}"), '[1,2,3,4,"ab"]')


def test_flatten_depth(render):
    ok(render("{{ [1, [2, [3]]]|flatten(1) }} {{ [[1]]|flatten(0) }}"), "[1,2,[3]] [[1]]")


def test_flatten_negative_depth(render):
    err(render, "{{ []|flatten(-1) }}", "1:7: filter 'flatten' depth must not be negative")


def test_compact(render):
    ok(render("{{ [1, none, x, 0, '', 2]|compact }}"), '[1,0,"",2]')


# ---- Text formatting filters ---------------------------------------------------------------


def test_zfill(render):
    ok(render("{{ '-42'|zfill(5) }} {{ '+7'|zfill(3) }} {{ 'abc'|zfill(2) }} {{ 5|zfill(3) }}"), "-0042 +07 abc 005")


def test_slugify(render):
    ok(render("{{ ' Hello, World! é '|slugify }}|{{ '--A_b--'|slugify }}"), "hello-world|a-b")


def test_pluralize(render):
    ok(render("[{{ 1|pluralize }}|{{ 2|pluralize }}|{{ 1|pluralize('y', 'ies') }}|{{ 0|pluralize('y', 'ies') }}]"), "[|s|y|ies]")


def test_pluralize_not_number(render):
    err(render, "{{ 'a'|pluralize }}", "1:8: filter 'pluralize' expects a number, not string")


def test_ordinal(render):
    ok(render("{% for n in [1, 2, 3, 4, 11, 12, 13, 21, 112, 121, 0] %}{{ n|ordinal }} {% endfor %}"),
       "1st 2nd 3rd 4th 11th 12th 13th 21st 112th 121st 0th ")


def test_ordinal_negative(render):
    ok(render("{{ (-2)|ordinal }}"), "-2nd")


def test_ordinal_not_integer(render):
    err(render, "{{ 1.5|ordinal }}", "1:8: filter 'ordinal' expects an integer, not 1.5")


def test_commas(render):
    ok(render("{{ 1234567.891|commas }} {{ (-1234)|commas }} {{ 999|commas }} {{ 1000|commas }}"), "1,234,567.891 -1,234 999 1,000")


def test_commas_precision(render):
    ok(render("{{ 1234.5|commas(2) }} {{ 1234.5|commas(0) }}"), "1,234.50 1,235")


def test_commas_negative_zero_result(render):
    ok(render("{{ (-0.001)|commas(1) }}"), "0.0")


def test_commas_exponent_unchanged(render):
    ok(render("{{ 1e21|commas }} {{ (10 ** 400)|commas }}"), "1e+21 inf")


def test_commas_precision_range(render):
    err(render, "{{ 1|commas(21) }}", "1:6: filter 'commas' precision must be between 0 and 20")


# ---- Word and line filters / extra tests ---------------------------------------------------


def test_truncatewords(render):
    ok(render("{{ 'a b  c d'|truncatewords(2) }}|{{ 'a b'|truncatewords(2) }}|{{ ' a  b '|truncatewords(5) }}"), "a b ...|a b|a b")


def test_truncatewords_zero_and_end(render):
    ok(render("{{ 'a b'|truncatewords(0) }}|{{ 'a b c'|truncatewords(1, end='>') }}"), "...|a >")


def test_truncatewords_negative(render):
    err(render, "{{ 'a'|truncatewords(-1) }}", "1:8: filter 'truncatewords' count must not be negative")


def test_nl2br(render):
    ok(render("{{ '<a>\\nb\\r\\nc'|nl2br }}"), "&lt;a&gt;<br>\nb<br>\nc")


def test_nl2br_safe_not_escaped_and_result_safe(render):
    ok(render("{{ '<i>\\n'|safe|nl2br }}", "-e"), "<i><br>\n")


def test_escaped_test(render):
    ok(render("{{ 'x'|safe is escaped }} {{ 'x' is escaped }} {{ 'x'|e is escaped }}"), "true false true")


def test_filter_and_test_tests(render):
    ok(render("{{ 'upper' is filter }} {{ 'd' is filter }} {{ 'odd' is test }} {{ '==' is test }} {{ 'nope' is filter }} {{ 1 is test }}"),
       "true true true true false false")


# ---- Methods -------------------------------------------------------------------------------


def test_string_case_methods(render):
    ok(render("{{ 'aBc'.upper() }}{{ 'aBc'.lower() }} {{ 'a b'.title() }} {{ 'aB'.capitalize() }}"), "ABCabc A B Ab")


def test_string_strip_methods(render):
    ok(render("[{{ ' x\\n'.strip() }}|{{ 'xxaxx'.lstrip('x') }}|{{ 'xxaxx'.rstrip('x') }}]"), "[x|axx|xxa]")


def test_string_startswith_endswith(render):
    ok(render("{{ 'hello'.startswith('he') }} {{ 'hello'.endswith('x') }}"), "true false")


def test_string_split_replace_methods(render):
    ok(render("{{ 'a,b'.split(',') }} {{ 'aaa'.replace('a', 'b', 1) }}"), '["a","b"] baa')


def test_string_count_find(render):
    ok(render("{{ 'aaa'.count('aa') }} {{ 'ab'.count('') }} {{ 'héllo'.find('l') }} {{ 'x'.find('z') }}"), "1 3 2 -1")


def test_method_argument_type(render):
    err(render, "{{ 'a'.startswith(1) }}", "1:18: method 'startswith' expects a string for 'prefix', not number")


def test_method_argument_count(render):
    err(render, "{{ 'a'.upper(1) }}", "1:13: method 'upper' takes at most 0 arguments (1 given)")


def test_method_missing_argument(render):
    err(render, "{{ {}.get() }}", "1:10: method 'get' missing required argument 'key'")


def test_list_methods(render):
    ok(render("{{ [1, 2, 1].index(2) }} {{ [1, 2, 1].count(1) }}"), "1 2")


def test_list_index_missing(render):
    err(render, "{{ [1].index(5) }}", "1:13: method 'index': value not in list")


def test_mapping_methods(render):
    ok(render("{{ m.get('a') }} {{ m.get('b', 5) }} {{ m.get(1) }} {{ m.items() }} {{ m.keys() }} {{ m.values() }}",
              data={"m": {"a": 1, "1": "one"}}), '1 5 one [["1","one"],["a",1]] ["1","a"] ["one",1]')


def test_mapping_key_beats_method(render):
    ok(render("{{ m.items }}", data={"m": {"items": 3}}), "3")


def test_method_not_called_prints_nothing(render):
    ok(render("[{{ 'ab'.upper }}][{{ 'ab'['upper'] is callable }}]"), "[][true]")


def test_unknown_method_undefined(render):
    ok(render("{{ 'ab'.nope }}", "-u", "debug"), "{{ (expression).nope }}")
