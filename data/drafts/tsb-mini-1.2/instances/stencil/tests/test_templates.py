"""Reference tests: includes, the search path, inheritance, blocks, recursion through templates."""
from helpers import fails, ok, write


def files(tmp_path, **texts):
    for name, text in texts.items():
        path = tmp_path / name.replace("__", "/")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


BASE = "A{% block a %}[base-a]{% endblock %}B{% block b %}[base-b]{% endblock %}C"


# ---- Includes ------------------------------------------------------------------------------


def test_include(run, tmp_path):
    files(tmp_path, **{"hi.txt": "Hi {{ name }}"})
    ok(run("-D", "name=N", "-", stdin="<{% include 'hi.txt' %}>", cwd=tmp_path), "<Hi N>")


def test_include_sees_loop_variables(run, tmp_path):
    files(tmp_path, **{"hi.txt": "{{ x }}"})
    ok(run("-", stdin="{% for x in 'ab' %}{% include 'hi.txt' %}{% endfor %}", cwd=tmp_path), "ab")


def test_include_sets_do_not_remain(run, tmp_path):
    files(tmp_path, **{"s.txt": "{% set leak = 1 %}"})
    ok(run("-", stdin="{% include 's.txt' %}[{{ leak }}]", cwd=tmp_path), "[]")


def test_include_without_context(run, tmp_path):
    files(tmp_path, **{"hi.txt": "{{ name }}"})
    ok(run("-D", "name=G", "-", stdin="{% set name = 'L' %}{% include 'hi.txt' without context %}", cwd=tmp_path), "G")


def test_include_with_context_explicit(run, tmp_path):
    files(tmp_path, **{"hi.txt": "{{ name }}"})
    ok(run("-", stdin="{% set name = 'L' %}{% include 'hi.txt' with context %}", cwd=tmp_path), "L")


def test_include_missing(run, tmp_path):
    fails(run("-", stdin="x\n  {% include 'nope.txt' %}", cwd=tmp_path), 1, "<stdin>:2:14: template 'nope.txt' not found")


def test_include_ignore_missing(run, tmp_path):
    ok(run("-", stdin="{% include 'nope.txt' ignore missing %}ok", cwd=tmp_path), "ok")


def test_include_list_first_found(run, tmp_path):
    files(tmp_path, **{"b.txt": "B", "c.txt": "C"})
    ok(run("-", stdin="{% include ['a.txt', 'b.txt', 'c.txt'] %}", cwd=tmp_path), "B")


def test_include_list_none_found(run, tmp_path):
    fails(run("-", stdin="{% include ['a', 'b'] %}", cwd=tmp_path), 1, "<stdin>:1:12: none of the templates 'a', 'b' found")


def test_include_name_not_string(run, tmp_path):
    fails(run("-", stdin="{% include 5 %}", cwd=tmp_path), 1, "<stdin>:1:12: template name must be a string, not number")


def test_include_error_reported_in_included(run, tmp_path):
    files(tmp_path, **{"bad.txt": "ok\n{{ 1 +}}"})
    fails(run("-", stdin="x{% include 'bad.txt' %}", cwd=tmp_path), 1, "bad.txt:2:7: unexpected end of tag")


def test_include_syntax_error_only_when_rendered(run, tmp_path):
    files(tmp_path, **{"bad.txt": "{% if %}"})
    ok(run("-", stdin="{% if false %}{% include 'bad.txt' %}{% endif %}ok", cwd=tmp_path), "ok")


def test_include_inherits_autoescape(run, tmp_path):
    files(tmp_path, **{"e.txt": "{{ '<' }}"})
    ok(run("-", stdin="{% autoescape true %}{% include 'e.txt' %}{% endautoescape %}", cwd=tmp_path), "&lt;")


def test_include_self_recursion_limit(run, tmp_path):
    files(tmp_path, **{"self.txt": "x {% include 'self.txt' %}"})
    fails(run("-", stdin="{% include 'self.txt' %}", cwd=tmp_path), 1, "self.txt:1:3: recursion limit exceeded")


# ---- Template search path ------------------------------------------------------------------


def test_search_path_order(run, tmp_path):
    files(tmp_path, **{"one__x.txt": "one", "two__x.txt": "two"})
    ok(run("-I", "two", "-I", "one", "-", stdin="{% include 'x.txt' %}", cwd=tmp_path), "two")


def test_search_path_falls_through(run, tmp_path):
    files(tmp_path, **{"one__y.txt": "one", "two__x.txt": "two"})
    ok(run("-I", "one", "--include-path", "two", "-", stdin="{% include 'x.txt' %}", cwd=tmp_path), "two")


def test_default_search_path_template_directory(run, tmp_path):
    files(tmp_path, **{"d__main.txt": "{% include 'part.txt' %}", "d__part.txt": "P", "part.txt": "wrong"})
    ok(run("d/main.txt", cwd=tmp_path), "P")


def test_default_search_path_stdin_cwd(run, tmp_path):
    files(tmp_path, **{"part.txt": "P"})
    ok(run("-", stdin="{% include 'part.txt' %}", cwd=tmp_path), "P")


def test_include_path_replaces_default(run, tmp_path):
    files(tmp_path, **{"part.txt": "P", "lib__q.txt": "Q"})
    fails(run("-I", "lib", "-", stdin="{% include 'part.txt' %}", cwd=tmp_path), 1, "<stdin>:1:12: template 'part.txt' not found")


def test_name_with_subdirectory(run, tmp_path):
    files(tmp_path, **{"lib__sub__x.txt": "X"})
    ok(run("-I", "lib", "-", stdin="{% include 'sub/x.txt' %}", cwd=tmp_path), "X")


def test_directory_skipped(run, tmp_path):
    files(tmp_path, **{"a__x.txt__keep": "", "b__x.txt": "B"})
    ok(run("-I", "a", "-I", "b", "-", stdin="{% include 'x.txt' %}", cwd=tmp_path), "B")


def test_error_uses_written_name(run, tmp_path):
    files(tmp_path, **{"lib__sub__e.txt": "{{ 1/0 }}"})
    fails(run("-I", "lib", "-", stdin="{% include 'sub/e.txt' %}", cwd=tmp_path), 1, "sub/e.txt:1:5: division by zero")


# ---- Template inheritance ------------------------------------------------------------------


def test_extends_replaces_blocks(run, tmp_path):
    files(tmp_path, **{"base.txt": BASE})
    ok(run("-", stdin="{% extends 'base.txt' %}ignored{% block a %}child{% endblock %}", cwd=tmp_path), "AchildB[base-b]C")


def test_extends_child_text_discarded(run, tmp_path):
    files(tmp_path, **{"base.txt": "base"})
    ok(run("-", stdin="before{% extends 'base.txt' %}{{ 'after' }}", cwd=tmp_path), "base")


def test_extends_top_level_set_visible(run, tmp_path):
    files(tmp_path, **{"base.txt": "{{ v }}{% block a %}{% endblock %}"})
    ok(run("-", stdin="{% extends 'base.txt' %}{% block a %}/{{ v }}{% endblock %}{% set v = 3 %}", cwd=tmp_path), "3/3")


def test_extends_name_evaluated_after_statements(run, tmp_path):
    files(tmp_path, **{"b2.txt": "two"})
    ok(run("-", stdin="{% extends name %}{% set name = 'b2.txt' %}", cwd=tmp_path), "two")


def test_extends_three_levels(run, tmp_path):
    files(tmp_path, **{"base.txt": BASE,
                       "child.txt": "{% extends 'base.txt' %}{% block a %}child-a {{ super() }}{% endblock %}"})
    stdin = "{% extends 'child.txt' %}{% block b %}gc-b {{ super() }}{% endblock %}"
    ok(run("-", stdin=stdin, cwd=tmp_path), "Achild-a [base-a]Bgc-b [base-b]C")


def test_extends_most_derived_wins(run, tmp_path):
    files(tmp_path, **{"base.txt": BASE, "child.txt": "{% extends 'base.txt' %}{% block a %}child{% endblock %}"})
    ok(run("-", stdin="{% extends 'child.txt' %}{% block a %}gc{% endblock %}", cwd=tmp_path), "AgcB[base-b]C")


def test_extends_not_top_level(run, tmp_path):
    fails(run("-", stdin="{% if 1 %}{% extends 'a' %}{% endif %}", cwd=tmp_path), 1, "<stdin>:1:11: 'extends' must be at the top level")


def test_extends_twice(run, tmp_path):
    fails(run("-", stdin="{% extends 'a' %}\n{% extends 'a' %}", cwd=tmp_path), 1, "<stdin>:2:1: 'extends' may appear only once")


def test_extends_missing(run, tmp_path):
    fails(run("-", stdin="{% extends 'nope.txt' %}", cwd=tmp_path), 1, "<stdin>:1:12: template 'nope.txt' not found")


def test_extends_name_not_string(run, tmp_path):
    fails(run("-", stdin="{% extends none %}", cwd=tmp_path), 1, "<stdin>:1:12: template name must be a string, not none")


def test_extends_self_recursion_limit(run, tmp_path):
    files(tmp_path, **{"loop.txt": "{% extends 'loop.txt' %}"})
    fails(run("-", stdin="{% extends 'loop.txt' %}", cwd=tmp_path), 1, "loop.txt:1:1: recursion limit exceeded")


# ---- Blocks --------------------------------------------------------------------------------


def test_block_renders_in_place(render):
    ok(render("a{% block b %}[{{ 1 }}]{% endblock %}c"), "a[1]c")


def test_block_defined_twice(render):
    fails(render("{% block x %}a{% endblock %}{% block x %}b{% endblock %}"), 1, "<stdin>:1:38: block 'x' defined twice")


def test_child_only_block_not_rendered(run, tmp_path):
    files(tmp_path, **{"base.txt": "base"})
    ok(run("-", stdin="{% extends 'base.txt' %}{% block extra %}X{% endblock %}", cwd=tmp_path), "base")


def test_nested_inner_block_override(run, tmp_path):
    files(tmp_path, **{"base.txt": "{% block outer %}<{% block inner %}i{% endblock %}>{% endblock %}"})
    ok(run("-", stdin="{% extends 'base.txt' %}{% block inner %}I{% endblock %}", cwd=tmp_path), "<I>")


def test_block_sees_loop_variable(run, tmp_path):
    files(tmp_path, **{"base.txt": "{% for x in 'ab' %}{% block item %}{% endblock %}{% endfor %}"})
    ok(run("-", stdin="{% extends 'base.txt' %}{% block item %}[{{ x }}]{% endblock %}", cwd=tmp_path), "[a][b]")


def test_super_without_parent_block(run, tmp_path):
    files(tmp_path, **{"base.txt": "{% block a %}{{ super() }}{% endblock %}"})
    fails(run("-", stdin="{% extends 'base.txt' %}", cwd=tmp_path), 1, "base.txt:1:22: block 'a' has no parent block")


def test_super_outside_inheritance_undefined(render):
    fails(render("{% block x %}{{ super() }}{% endblock %}"), 1, "<stdin>:1:22: 'super' is not callable")


def test_super_result_safe(run, tmp_path):
    files(tmp_path, **{"base.txt": "{% block a %}<b>{% endblock %}"})
    ok(run("-e", "-", stdin="{% extends 'base.txt' %}{% block a %}{{ super() }}{% endblock %}", cwd=tmp_path), "<b>")


def test_error_in_child_block_names_child(run, tmp_path):
    files(tmp_path, **{"base.txt": "{% block a %}{% endblock %}", "c.txt": "{% extends 'base.txt' %}\n{% block a %}{{ 1/0 }}{% endblock %}"})
    fails(run("c.txt", cwd=tmp_path), 1, "c.txt:2:18: division by zero")
