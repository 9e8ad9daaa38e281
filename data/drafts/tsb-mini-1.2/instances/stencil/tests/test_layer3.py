"""Reference tests: unless, case/when, --max-depth."""
from helpers import fails, ok


def err(render, template, message, *args, data=None):
    fails(render(template, *args, data=data), 1, "<stdin>:" + message)


RECURSE = "{% macro r(n) %}{% if n > 0 %}{{ r(n - 1) }}{% else %}ok{% endif %}{% endmacro %}{{ r(N) }}"


# ---- Unless --------------------------------------------------------------------------------


def test_unless(render):
    ok(render("{% unless x %}no x{% endunless %}"), "no x")


def test_unless_true_condition(render):
    ok(render("[{% unless 1 %}a{% endunless %}]"), "[]")


def test_unless_else(render):
    ok(render("{% unless 1 %}a{% else %}b{% endunless %}"), "b")


def test_unless_no_elif(render):
    err(render, "{% unless 1 %}{% elif 2 %}{% endunless %}", "1:18: unexpected 'elif', expected 'endunless'")


def test_unless_no_scope(render):
    ok(render("{% unless 0 %}{% set v = 1 %}{% endunless %}{{ v }}"), "1")


def test_unless_unclosed(render):
    err(render, "{% unless 0 %}", "1:1: unexpected end of template, expected 'endunless'")


# ---- Case statements -----------------------------------------------------------------------


CASE = "{% case n %}\n  {% when 1, 2 %}small{% when 3 %}three{% else %}big{% endcase %}"


def test_case_first_value(render):
    ok(render(CASE, "-J", "n=1"), "small")


def test_case_second_value(render):
    ok(render(CASE, "-J", "n=2"), "small")


def test_case_other_when(render):
    ok(render(CASE, "-J", "n=3"), "three")


def test_case_else(render):
    ok(render(CASE, "-J", "n=9"), "big")


def test_case_equality_strict_types(render):
    ok(render(CASE, "-D", "n=1"), "big")


def test_case_no_whens(render):
    ok(render("[{% case 'a' %}{% endcase %}]"), "[]")


def test_case_only_else(render):
    ok(render("{% case 'a' %}{% else %}E{% endcase %}"), "E")


def test_case_first_match_wins(render):
    ok(render("{% case 1 %}{% when 1 %}A{% when 1 %}B{% endcase %}"), "A")


def test_case_stops_evaluating_values(render):
    ok(render("{% case 1 %}{% when 1, 1/0 %}A{% endcase %}"), "A")


def test_case_text_before_when(render):
    err(render, "x{% case 1 %}x{% when 1 %}{% endcase %}", "1:2: only whitespace may appear between 'case' and the first 'when'")


def test_case_comment_before_when_allowed(render):
    ok(render("{% case 1 %} {# c #} {% when 1 %}A{% endcase %}"), "A")


def test_case_when_after_else(render):
    err(render, "{% case 1 %}{% else %}{% when 1 %}{% endcase %}", "1:26: unexpected 'when', expected 'endcase'")


def test_when_outside_case(render):
    err(render, "{% when 1 %}", "1:4: unexpected 'when'")


def test_case_strict_undefined(render):
    err(render, "{% case x %}{% when 1 %}{% endcase %}", "1:9: 'x' is undefined", "--strict")


def test_case_mapping_values(render):
    ok(render("{% case m %}{% when {'a': 1} %}M{% endcase %}", data={"m": {"a": 1}}), "M")


# ---- --max-depth ---------------------------------------------------------------------------


def test_max_depth_allows_n(render):
    ok(render(RECURSE.replace("N", "4"), "--max-depth", "5"), "ok")


def test_max_depth_exceeded(render):
    err(render, RECURSE.replace("N", "5"), "1:35: recursion limit exceeded", "--max-depth=5")


def test_max_depth_leading_zeros(render):
    ok(render(RECURSE.replace("N", "1"), "--max-depth", "002"), "ok")


def test_max_depth_invalid(render):
    fails(render("", "--max-depth", "0"), 2, "invalid depth: 0")
    fails(render("", "--max-depth", "1001"), 2, "invalid depth: 1001")
    fails(render("", "--max-depth", "+5"), 2, "invalid depth: +5")


def test_max_depth_last_wins(render):
    ok(render(RECURSE.replace("N", "9"), "--max-depth", "2", "--max-depth", "10"), "ok")


def test_max_depth_includes(run, tmp_path):
    (tmp_path / "a.txt").write_text("{% include 'b.txt' %}")
    (tmp_path / "b.txt").write_text("B")
    fails(run("--max-depth", "1", "-", stdin="{% include 'a.txt' %}", cwd=tmp_path), 1, "a.txt:1:1: recursion limit exceeded")


# ---- Capture -------------------------------------------------------------------------------


def test_capture(render):
    ok(render("{% capture x %}a{{ 1 }}{% endcapture %}[{{ x }}]"), "[a1]")


def test_capture_not_safe(render):
    ok(render("{% capture x %}<b>{% endcapture %}{{ x }}", "-e"), "&lt;b&gt;")


def test_capture_needs_name(render):
    err(render, "{% capture %}{% endcapture %}", "1:12: unexpected end of tag")


def test_capture_unclosed(render):
    err(render, "{% capture x %}", "1:1: unexpected end of template, expected 'endcapture'")


def test_capture_scope_in_loop(render):
    ok(render("{% for i in [1] %}{% capture x %}{{ i }}{% endcapture %}{% endfor %}[{{ x }}]"), "[]")


# ---- Counters ------------------------------------------------------------------------------


def test_increment(render):
    ok(render("{% increment c %}{% increment c %}{% increment c %}"), "012")


def test_decrement(render):
    ok(render("{% decrement d %}{% decrement d %}"), "-1-2")


def test_increment_decrement_share(render):
    ok(render("{% increment c %}{% increment c %}{% decrement c %}"), "011")


def test_counter_separate_from_variable(render):
    ok(render("{% set c = 10 %}{% increment c %}{{ c }}"), "010")


def test_counter_shared_across_loop_and_macro(render):
    ok(render("{% macro m() %}{% increment n %}{% endmacro %}{% for i in [1, 2] %}{{ m() }}{% endfor %}{% increment n %}"), "012")


def test_increment_needs_name(render):
    err(render, "{% increment %}", "1:14: unexpected end of tag")


# ---- Cycle tag -----------------------------------------------------------------------------


def test_cycle_tag(render):
    ok(render("{% for i in [1, 2, 3] %}{% cycle 'a', 'b' %}{% endfor %}"), "aba")


def test_cycle_tag_shared_by_values(render):
    ok(render("{% cycle 'a', 'b' %}{% cycle 'x' %}{% cycle 'a', 'b' %}"), "axb")


def test_cycle_tag_group(render):
    ok(render("{% cycle 'g': 1, 2 %}{% cycle 'g': 3, 4 %}{% cycle 'g': 5, 6 %}"), "145")


def test_cycle_group_not_string(render):
    err(render, "{% cycle 1: 'a' %}", "1:10: cycle group must be a string, not number")


def test_cycle_tag_escaped(render):
    ok(render("{% cycle '<', '>' %}", "-e"), "&lt;")


# ---- Combining filters ---------------------------------------------------------------------


def test_merge(render):
    ok(render("{{ {'a': 1, 'b': 2}|merge({'c': 4, 'b': 3}) }}"), '{"a":1,"b":3,"c":4}')


def test_merge_not_mapping(render):
    err(render, "{{ {}|merge([]) }}", "1:7: filter 'merge' expects a mapping for 'other', not list")


def test_pick_omit(render):
    ok(render("{{ {'a': 1, 'b': 2, 'c': 3}|pick('c', 'a', 'z') }} {{ {'a': 1, 'b': 2}|omit('a') }}"), '{"a":1,"c":3} {"b":2}')


def test_pick_key_type(render):
    err(render, "{{ {}|pick(1) }}", "1:7: filter 'pick' expects a string for 'keys', not number")


def test_zip(render):
    ok(render("{{ [1, 2, 3]|zip('ab') }} {{ []|zip([1]) }}"), '[[1,"a"],[2,"b"]] []')


def test_enumerate(render):
    ok(render("{{ 'xy'|enumerate }} {{ ['a']|enumerate(5) }}"), '[[0,"x"],[1,"y"]] [[5,"a"]]')


# ---- Required blocks -----------------------------------------------------------------------


def test_required_block_overridden(run, tmp_path):
    (tmp_path / "req.txt").write_text("A{% block a required %}{% endblock %}B")
    ok(run("-", stdin="{% extends 'req.txt' %}{% block a %}X{% endblock %}", cwd=tmp_path), "AXB")


def test_required_block_not_overridden(run, tmp_path):
    (tmp_path / "req.txt").write_text("A{% block a required %}{% endblock %}B")
    fails(run("-", stdin="{% extends 'req.txt' %}", cwd=tmp_path), 1, "req.txt:1:2: block 'a' is required")


def test_required_block_through_super(run, tmp_path):
    (tmp_path / "req.txt").write_text("A{% block a required %}{% endblock %}B")
    fails(run("-", stdin="{% extends 'req.txt' %}{% block a %}{{ super() }}{% endblock %}", cwd=tmp_path), 1,
          "req.txt:1:2: block 'a' is required")


def test_required_block_in_place(render):
    err(render, "{% block x required %} {# c #} {% endblock %}", "1:1: block 'x' is required")


def test_required_block_only_whitespace(render):
    err(render, "\n{% block x required %}a{% endblock %}", "2:1: required block 'x' may contain only whitespace")


# ---- Line statements and line comments -----------------------------------------------------

LS = ("--line-statement-prefix", "#")


def test_line_statement_loop(render):
    ok(render("# for x in [1, 2]\n  item {{ x }}\n# endfor\nend", *LS), "  item 1\n  item 2\nend")


def test_line_statement_leading_blanks(render):
    ok(render("a\n \t# if true\nb\n#endif", *LS), "a\nb\n")


def test_line_statement_not_after_tag_on_line(render):
    ok(render("x {{ 1 }} # if 1\ny", *LS), "x 1 # if 1\ny")


def test_line_statement_not_mid_line(render):
    ok(render("a # b", *LS), "a # b")


def test_line_statement_close_delimiter(render):
    err(render, "# if 1 %} x\n#endif", "1:8: unexpected '%}'", *LS)


def test_line_statement_unknown_tag(render):
    err(render, "\n  # bogus", "2:5: unknown tag 'bogus'", *LS)


def test_line_statement_incomplete(render):
    err(render, "# if 1 +\r\n# endif", "1:9: unexpected end of tag", *LS)


def test_line_statement_unclosed_block(render):
    err(render, "x\n# if 1", "2:1: unexpected end of template, expected 'endif'", *LS)


def test_line_statement_not_in_raw(render):
    ok(render("{% raw %}\n# if\n{% endraw %}", *LS), "\n# if\n")


def test_line_statement_raw_unknown(render):
    err(render, "# raw", "1:3: unknown tag 'raw'", *LS)


def test_line_statement_crlf(render):
    ok(render("# if true\r\nA\r\n# endif\r\n", *LS), "A\r\n")


def test_line_statement_after_strip_marker(render):
    ok(render("{% if 1 -%}\n# endif\nz", *LS), "z")


def test_line_comment(render):
    ok(render("a\n  ## note {{ 1/0 }}\nb", "--line-comment-prefix", "##"), "a\nb")


def test_line_comment_checked_first(render):
    ok(render("## x\n# if 1\ny\n# endif\n", "--line-comment-prefix", "##", *LS), "y\n")


def test_line_comment_last_line(render):
    ok(render("a\n## end", "--line-comment-prefix", "##"), "a\n")


def test_prefix_empty_value(run):
    fails(run("--line-statement-prefix=", "-", stdin=""), 2, "option --line-statement-prefix requires a non-empty value")


def test_without_prefix_option_plain_text(render):
    ok(render("# if x\n"), "# if x\n")


# ---- Mutating methods / do -----------------------------------------------------------------


def test_list_append_extend(render):
    ok(render("{% set xs = [1] %}{% do xs.append(2) %}{% do xs.extend([3]) %}{{ xs }}"), "[1,2,3]")


def test_list_extend_self(render):
    ok(render("{% set xs = [1, 2] %}{% do xs.extend(xs) %}{{ xs }}"), "[1,2,1,2]")


def test_list_extend_not_list(render):
    err(render, "{{ [].extend('ab') }}", "1:13: method 'extend' expects a list for 'values', not string")


def test_list_insert(render):
    ok(render("{% set xs = [1, 2] %}{% do xs.insert(0, 0) %}{% do xs.insert(-1, 9) %}{% do xs.insert(99, 7) %}{{ xs }}"), "[0,1,9,2,7]")


def test_list_insert_index_type(render):
    err(render, "{{ [].insert('a', 1) }}", "1:13: method 'insert' expects an integer for 'index', not string")


def test_list_pop(render):
    ok(render("{% set xs = [1, 2, 3] %}{{ xs.pop() }}{{ xs.pop(0) }}{{ xs }}"), "31[2]")


def test_list_pop_empty(render):
    err(render, "{{ [].pop() }}", "1:10: method 'pop': pop from empty list")


def test_list_pop_out_of_range(render):
    err(render, "{{ [1].pop(-2) }}", "1:11: method 'pop': index out of range")


def test_list_remove_clear(render):
    ok(render("{% set xs = [1, 2, 1] %}{% do xs.remove(1) %}{{ xs }}{% do xs.clear() %}{{ xs }}"), "[2,1][]")


def test_list_remove_missing(render):
    err(render, "{{ [1].remove(2) }}", "1:14: method 'remove': value not in list")


def test_mutation_shared_with_data(render):
    ok(render("{% set ys = xs %}{% do ys.append(3) %}{{ xs }}", data={"xs": [1]}), "[1,3]")


def test_append_gives_none(render):
    ok(render("[{{ [1].append(2) }}]"), "[]")


def test_mapping_update(render):
    ok(render("{% set m = {'a': 1, 'b': 2} %}{% do m.update({'c': 3, 'a': 0}) %}{{ m }}"), '{"a":0,"b":2,"c":3}')


def test_mapping_update_not_mapping(render):
    err(render, "{{ {}.update([]) }}", "1:13: method 'update' expects a mapping for 'other', not list")


def test_mapping_pop(render):
    ok(render("{% set m = {'a': 1, 'b': 2} %}{{ m.pop('a') }}{{ m.pop('z', 0) }}[{{ m.pop('z', none) }}]{{ m }}"), '10[]{"b":2}')


def test_mapping_pop_missing(render):
    err(render, "{{ {}.pop('k') }}", "1:10: method 'pop': key \"k\" not found")


def test_mapping_setdefault(render):
    ok(render("{% set m = {} %}{{ m.setdefault('c', 3) }}{{ m.setdefault('c', 4) }}{{ m.setdefault(1) }}{{ m }}"), '33{"1":null,"c":3}')


def test_mapping_key_type(render):
    err(render, "{{ {}.setdefault([]) }}", "1:17: method 'setdefault' expects a string for 'key', not list")


def test_do_statement(render):
    ok(render("{% set xs = [] %}{% do xs.append(1) %}{% do 1 + 1 %}{{ xs }}"), "[1]")


def test_do_empty(render):
    err(render, "{% do %}", "1:7: unexpected end of tag")


def test_do_errors_reported(render):
    err(render, "{% do 1/0 %}", "1:8: division by zero")


# ---- Escape modes --------------------------------------------------------------------------

S = "<a&b>\"it's\""


def test_escape_mode_xml(render):
    ok(render("{{ s }}", "-e", "--escape-mode", "xml", data={"s": S}), "&lt;a&amp;b&gt;&quot;it&apos;s&quot;")


def test_escape_mode_html_default(render):
    ok(render("{{ s }}", "-e", data={"s": S}), "&lt;a&amp;b&gt;&#34;it&#39;s&#34;")


def test_escape_mode_json(render):
    ok(render("{{ s }}", "-e", "--escape-mode=json", data={"s": "a\"b\\c\nd\u0001é"}), 'a\\"b\\\\c\\nd\\u0001é')


def test_escape_mode_shell(render):
    ok(render("echo {{ s }} {{ '' }}", "-e", "--escape-mode", "shell", data={"s": "it's a b"}), "echo 'it'\\''s a b' ''")


def test_escape_mode_without_autoescape(render):
    ok(render("{{ s }}", "--escape-mode", "shell", data={"s": "x"}), "x")


def test_escape_mode_safe_untouched(render):
    ok(render("{{ s|safe }}", "-e", "--escape-mode", "xml", data={"s": "'"}), "'")


def test_escape_filter_always_html(render):
    ok(render("{{ s|e }}", "-e", "--escape-mode", "xml", data={"s": "'"}), "&#39;")


def test_escape_mode_in_autoescape_block(render):
    ok(render("{% autoescape true %}{{ \"'\" }}{% endautoescape %}", "--escape-mode", "xml"), "&apos;")


def test_escape_mode_invalid(render):
    fails(render("", "--escape-mode", "HTML"), 2, "invalid escape mode: HTML")
