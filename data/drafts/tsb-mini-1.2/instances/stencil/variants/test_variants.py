"""Logic-level variants (paper, appendix A.5): for each stencil mutant, its target test's check with
the literals changed. Each test is named after its mutant (`-` written `_`) and must pass on the
reference and fail on that mutant; a mutant keyed on the target test's literals would pass it.

Run one against a built mutant, e.g.:
    TSB_EXECUTABLE=<the mutant's executable> \
        python3 -m pytest -q -p no:cacheprovider <this folder> -k test_<id with _>
"""
import json


def ok(r, out):
    assert r.err == ""
    assert r.code == 0
    assert r.text == out


def fails(r, code, message):
    assert r.code == code
    assert r.out == b""
    assert r.err == f"stencil: {message}\n"


def write(path, text):
    path.write_text(text)
    return str(path)


def write_json(path, value):
    path.write_text(json.dumps(value))
    return str(path)


def test_arith_floor_div_truncates(render):
    ok(render("{{ -9 // 4 }} {{ 9 // -4 }}"), "-3 -3")


def test_blocks_twice_error_at_tag(render):
    fails(render("x\n{% block q %}{% endblock %}{% block  q %}{% endblock %}"), 1, "<stdin>:2:38: block 'q' defined twice")


def test_combine_merge_other_keys_first(render):
    ok(render("{{ {'x': 1, 'y': 2, 'z': 3}|merge({'w': 0, 'x': 9}) }}"), '{"x":9,"y":2,"z":3,"w":0}')


def test_combine_zip_pads_shorter(render):
    ok(render("{{ 'pq'|zip([7, 8, 9]) }}"), '[["p",7],["q",8]]')


def test_defconv_boolean_misses_zero_and_lists(render):
    ok(render("{{ []|default('E', true) }}{{ {}|d('M', boolean=1) }}"), "EM")


def test_defconv_float_accepts_hex(render):
    ok(render("{{ '0XFF'|float(2) }}"), "2")


def test_defconv_int_string_floors(render):
    ok(render("{{ '-7.2'|int }} {{ ' -1e-1 '|int }}"), "-7 0")


def test_escmode_json_quotes_only(render):
    ok(render("{{ s }}", "-e", "--escape-mode", "json", data={"s": "t\tq\r"}), "t\\tq\\r")


def test_escmode_shell_empty_unquoted(run):
    ok(run("-D", "e=", "--autoescape", "--escape-mode=shell", "-", stdin="[{{ e }}]"), "['']")


def test_linef_lines_keeps_cr(render):
    ok(render("{{ 'x\\r\\ny'|lines }}"), '["x","y"]')


def test_assign_setattr_error_at_tag(render):
    fails(render("x{% set n = 3 %}{% set n.k = 1 %}"), 1, "<stdin>:1:24: cannot assign attribute 'k' of number")


def test_casef_capitalize_rest_unchanged(render):
    ok(render("{{ 'hELLO wORLD'|capitalize }}"), "Hello world")


def test_fmt_f_default_precision_shortest(render):
    ok(render("{{ '%f'|format(2) }}"), "2.000000")


def test_fsyntax_int_error_names_type(render):
    fails(render("{{ 'x'|truncate(3.25) }}"), 1, "<stdin>:1:8: filter 'truncate' expects an integer for 'length', not 3.25")


def test_listu_compact_drops_false_values(render):
    ok(render("{{ [false, [], none, nothing]|compact }}"), "[false,[]]")


def test_loopvar_cycle_from_index1(render):
    ok(render("{% for x in [1, 2, 3] %}{{ loop.cycle('a', 'b') }}{% endfor %}"), "aba")


def test_macro_default_in_caller_scope(render):
    ok(render("{% macro tag(n, s=n * 2) %}{{ s }}{% endmacro %}{{ tag(4) }}"), "8")


def test_member_number_key_not_found(render):
    ok(render("{{ 2.5 in {'2.5': 1} }}"), "true")


def test_methods_count_overlapping(render):
    ok(render("{{ 'xxxx'.count('xx') }}"), "2")


def test_mutm_insert_negative_after(render):
    ok(render("{% set q = ['a', 'b', 'c'] %}{% do q.insert(-2, 'x') %}{{ q }}"), '["a","x","b","c"]')


def test_order_first_empty_none(render):
    ok(render("{{ ({}|first) is undefined }}|{{ ''|first }}", "-u", "debug"), "true|{{ first }}")


def test_order_sort_reverse_unstable(render):
    ok(render("{{ ['b', 'C', 'B', 'c']|sort(reverse=true) }}"), '["C","c","b","B"]')


def test_searchpath_directory_stops_search(run, tmp_path):
    (tmp_path / "p" / "z.txt").mkdir(parents=True)
    (tmp_path / "q").mkdir()
    (tmp_path / "q" / "z.txt").write_text("Q")
    ok(run("--include-path", "p", "--include-path=q", "-", stdin="{% include 'z.txt' %}", cwd=tmp_path), "Q")


def test_slice_negative_step_start_unclamped(render):
    ok(render("{{ [4, 5][9::-1] }}"), "[5,4]")


def test_split_batch_falsy_fill_ignored(render):
    ok(render("{{ [1, 2, 3]|batch(2, '') }}"), '[[1,2],[3,""]]')


def test_split_slice_extra_to_last(render):
    ok(render("{{ [1, 2, 3, 4]|slice(3) }}"), "[[1,2],[3],[4]]")


def test_struct_endmacro_name_unchecked(render):
    fails(render("{% macro go() %}{% endmacro stop %}"), 1, "<stdin>:1:29: endmacro name 'stop' does not match macro 'go'")


def test_with_assignments_see_outer_only(render):
    ok(render("{% with p = 'x', q = p ~ p %}{{ q }}{% endwith %}"), "xx")


def test_comment_unclosed_error_at_end(render):
    fails(render("x\n {# open\nmore"), 1, "<stdin>:2:2: unclosed comment")


def test_include_with_assignments_see_outer_only(run, tmp_path):
    (tmp_path / "w.txt").write_text("{{ q }}")
    ok(run("-", stdin="{% include 'w.txt' with p='x', q=p ~ '!' %}", cwd=tmp_path), "x!")


def test_layout_center_extra_left(render):
    ok(render("{{ '[' ~ 'abcd'|center(9) ~ ']' }}"), "[  abcd   ]")


def test_linef_dedent_blank_lines_unchanged(render):
    ok(render("{{ '  p\\n    \\n  q'|dedent }}|"), "p\n  \nq|")


def test_literals_number_key_rejected(render):
    ok(render("{% set k = 7 %}{{ {k * 2: 'x'}['14'] }}"), "x")


def test_loopvar_changed_vs_first_call(render):
    ok(render("{% for x in 'aabba' %}{{ x if loop.changed(x) }}{% endfor %}"), "aba")


def test_mapf_attr_number_as_text(render):
    ok(render("{{ ['a', 'b']|attr(-1) }}"), "b")


def test_member_not_in_error_at_in(render):
    fails(render("{{ 'k' not in 3 }}"), 1, "<stdin>:1:8: argument of type number is not iterable")


def test_methods_lstrip_both_ends(render):
    ok(render("[{{ '--a--'.lstrip('-') }}]"), "[a--]")


def test_mutm_pop_none_default_missing(render):
    ok(render("{% set m = {} %}[{{ m.pop(5, default=none) }}]"), "[]")


def test_output_write_error_resolved_path(run, tmp_path):
    fails(run("--output=sub/none/x.out", "-", stdin="x", cwd=tmp_path), 3, "sub/none/x.out: cannot write output")


def test_tags_empty_expression_at_close(render):
    fails(render("ab\n  {{\n }}"), 1, "<stdin>:2:3: empty expression")


def test_cycle_group_keyed_by_values(render):
    ok(render("{% cycle 'k': 'a', 'b' %}{% cycle 'k': 'x', 'y', 'z' %}"), "ay")


def test_mutm_update_moves_existing_key(render):
    ok(render("{% set m = {'x': 1, 'y': 2} %}{% do m.update({'x': 5}) %}{{ m }}"), '{"x":5,"y":2}')


def test_undef_iteration_error(render):
    ok(render("{% for k in nope.deeper %}{{ k }}{% else %}E{% endfor %}"), "E")


def test_arith_mod_negative_zero_divisor(render):
    fails(render("{{ 4.5 % -0.0 }}"), 1, "<stdin>:1:8: division by zero")


def test_blocks_required_super_allowed(run, tmp_path):
    (tmp_path / "base.html").write_text("<{% block body required %}\n{% endblock %}>")
    fails(run("-", stdin="{% extends 'base.html' %}{% block body %}[{{ super() }}]{% endblock %}", cwd=tmp_path), 1,
          "base.html:1:2: block 'body' is required")


def test_capture_result_safe(render):
    ok(render("{% capture t %}a&b{% endcapture %}{{ t }}", "--autoescape"), "a&amp;b")


def test_casef_title_apostrophe_in_word(render):
    ok(render("{{ \"it's rock'n'roll\"|title }}"), "It'S Rock'N'Roll")


def test_check_creates_output_file(run, tmp_path):
    ok(run("--output=res.txt", "--check", "-", stdin="{{ 2 }}", cwd=tmp_path), "")
    assert not (tmp_path / "res.txt").exists()


def test_cmptest_sameas_deep_equal(render):
    ok(render("{{ {'a': 1} is sameas({'a': 1}) }}"), "false")


def test_cond_missing_else_none(render):
    ok(render("[{{ 'a' if [] }}]", "-u", "debug"), "[{{ (expression) }}]")


def test_esc_urlencode_lowercase_hex(render):
    ok(render("{{ '?'|urlencode }}"), "%3F")


def test_escmode_xml_apos_numeric(render):
    ok(render("{{ s }}", "--autoescape", "--escape-mode=xml", data={"s": "'"}), "&apos;")


def test_fmt_hex_negative_twos_complement(render):
    ok(render("{{ '%x'|format(-255) }}"), "-ff")


def test_fmt_zero_pad_before_sign(render):
    ok(render("{{ '%06.1f'|format(-2.5) }}"), "-002.5")


def test_imports_missing_name_error_at_tag(run, tmp_path):
    write(tmp_path / "l.txt", "{% set a = 1 %}")
    fails(run("-", stdin="{% from 'l.txt' import a, zz %}", cwd=tmp_path), 1, "<stdin>:1:27: template 'l.txt' does not export 'zz'")


def test_literals_bad_key_error_at_brace(render):
    fails(render("{{ {'a': 1, none: 1} }}"), 1, "<stdin>:1:13: dictionary keys must be strings, not none")


def test_macro_arg_count_plural_by_given(render):
    fails(render("{% macro one(x) %}{% endmacro %}{{ one(1, 2, 3) }}"), 1, "<stdin>:1:39: macro 'one' takes at most 1 argument (3 given)")


def test_numtest_divisibleby_zero_false(render):
    fails(render("{{ 0 is divisibleby(0.0) }}"), 1, "<stdin>:1:6: division by zero")


def test_textfmt_ordinal_teens_only_below_100(render):
    ok(render("{{ 211|ordinal }} {{ 1013|ordinal }} {{ (-311)|ordinal }}"), "211th 1013th -311th")


def test_textfmt_zfill_plus_sign_ignored(render):
    ok(render("{{ '+5'|zfill(4) }}"), "+005")


def test_tokens_bad_char_error_after_char(render):
    fails(render("{{ x\n  @ }}"), 1, "<stdin>:2:3: unexpected character '@'")


def test_trimrep_empty_old_ignores_count(render):
    ok(render("{{ 'xyz'|replace('', '.', 1) }}"), ".xyz")


def test_truth_empty_mapping_true(render):
    ok(render("{% if m %}T{% else %}F{% endif %}{{ 'N' if not m }}", data={"m": {}}), "FN")


def test_type_callable_macros_only(render):
    ok(render("{{ dict is callable }} {{ [1].append is callable }}"), "true true")


def test_undef_equals_none(render):
    ok(render("{{ none != missing }}|{{ [missing] == [none] }}"), "true|false")


def test_wordline_nl2br_keeps_cr(render):
    ok(render("{{ 'p\\r\\nq'|nl2br }}"), "p<br>\nq")


def test_wordline_truncatewords_zero_leading_space(render):
    ok(render("[{{ 'x y'|truncatewords(0, end='~') }}]"), "[~]")


def test_blocks_super_result_not_safe(run, tmp_path):
    write(tmp_path / "b.html", "{% block a %}&amp;{% endblock %}")
    ok(run("--autoescape", "-", stdin="{% extends 'b.html' %}{% block a %}{{ super() }}{% endblock %}", cwd=tmp_path), "&amp;")


def test_cycle_identity_by_tag(render):
    ok(render("{% cycle 1, 2, 3 %}{% cycle 'x', 'y' %}{% cycle 1, 2, 3 %}{% cycle 1, 2, 3 %}"), "1x23")


def test_filterblock_result_not_escaped(render):
    ok(render("{% filter lower %}<I>{% endfilter %}", "--autoescape"), "&lt;i&gt;")


def test_global_range_count_floors(render):
    ok(render("{{ range(0, 10, 4) }}"), "[0,4,8]")


def test_global_range_limit_exclusive(render):
    ok(render("{{ range(0, 200000, 2)|length }}"), "100000")


def test_groupby_grouper_lowercased(render):
    ok(render("{{ [{'g': 'Y'}, {'g': 'y'}, {'g': 'X'}]|groupby('g')|map(attribute='grouper')|join(',') }}"), "X,Y")


def test_layout_indent_whitespace_line_blank(render):
    ok(render("{{ 'p\\n\\t\\nq'|indent(2) }}"), "p\n  \t\n  q")


def test_layout_wordwrap_breaks_long_after_first(render):
    ok(render("{{ 'xy abcdefg'|wordwrap(3, break_long_words=false) }}"), "xy\nabcdefg")


def test_listu_flatten_depth_zero_unlimited(render):
    ok(render("{{ [[2, [3]]]|flatten(depth=0) }}"), "[[2,[3]]]")


def test_logic_and_false_gives_boolean(render):
    ok(render("[{{ '' and 5 }}]{{ [] and 1 }}"), "[][]")


def test_logic_or_evaluates_right(render):
    ok(render("{{ 2 or [] + 1 }}"), "2")


def test_lookup_dot_fraction_accepted(render):
    fails(render("{{ xs.0.25 }}"), 1, "<stdin>:1:7: unexpected number 0.25")


def test_lookup_negative_index_wraps(render):
    ok(render("[{{ 'hey'[-5] }}]"), "[]")


def test_mapf_xmlattr_none_kept(render):
    ok(render("{{ {'x': none, 'y': 'v'}|xmlattr(false) }}"), 'y="v"')


def test_numf_filesize_binary_bytes_below_1000(render):
    ok(render("{{ 1023|filesizeformat(binary=true) }}"), "1023 Bytes")


def test_numf_round_floor_toward_zero(render):
    ok(render("{{ (-0.25)|round(1, 'floor') }} {{ (-7.5)|round(method='ceil') }}"), "-0.3 -7")


def test_numtest_odd_negative(render):
    ok(render("{{ -7 is odd }} {{ -7 is even }}"), "true false")


def test_recloop_result_not_safe(render):
    ok(render("{% for x in [['&']] recursive %}{{ x if x is string else loop(x) }}{% endfor %}", "--autoescape"), "&amp;")


def test_string_bad_unicode_escape_literal_u(render):
    fails(render("{{ 'x' ~ '\\u00' }}"), 1, "<stdin>:1:11: invalid escape sequence")


def test_tests_arg_count_plural_by_given(render):
    fails(render("{{ 3 is divisibleby(1, 2) }}"), 1, "<stdin>:1:6: test 'divisibleby' takes 1 argument (2 given)")


def test_trim_crlf_not_removed(render):
    ok(render("{% set a = 1 %}\r\nv{{ a }}\r\n", "--trim-blocks"), "v1\r\n")


def test_type_true_test_truthy(render):
    ok(render("{{ 'yes' is true }} {{ [0] is true }}"), "false false")


def test_autoesc_block_cannot_turn_off(render):
    ok(render("{% autoescape 0 %}{{ '&' }}{% endautoescape %}", "--autoescape"), "&")


def test_autoesc_safe_index_stays_safe(render):
    ok(render("{{ ('a&'|safe)[-1] }}", "--autoescape"), "&amp;")


def test_call_block_accepts_functions(render):
    fails(render("{% call dict(a=1) %}x{% endcall %}"), 1, "<stdin>:1:13: 'dict' is not callable")


def test_call_body_in_global_scope(render):
    ok(render("{% macro wrap() %}[{{ caller() }}]{% endmacro %}{% set who = 'me' %}{% call wrap() %}{{ who }}{% endcall %}"), "[me]")


def test_cmp_error_types_swapped(render):
    fails(render("{{ none > 1 }}"), 1, "<stdin>:1:9: cannot compare none and number")


def test_cond_both_branches_evaluated(render):
    ok(render("{{ 'ok' if 1 else 1 // 0 }}|{{ [] - 1 if false else 'no' }}"), "ok|no")


def test_counters_decrement_prints_before(render):
    ok(render("{% decrement q %}|{% decrement q %}|{% decrement q %}"), "-1|-2|-3")


def test_counters_visible_as_variable(render):
    ok(render("{% increment k %}{% increment k %}[{{ k }}]"), "01[]")


def test_esc_escape_reescapes_safe(render):
    ok(render("{{ '\"'|e|e }}"), "&#34;")


def test_esc_tojson_apostrophe_kept(render):
    ok(render("{{ \"it's\"|tojson }}"), '"it\\u0027s"')


def test_imports_private_names_exported(run, tmp_path):
    write(tmp_path / "l.txt", "{% set _x = 1 %}{% set y = 2 %}{% macro _m() %}{% endmacro %}")
    ok(run("-", stdin="{% import 'l.txt' as l %}{{ l }}", cwd=tmp_path), '{"y":2}')


def test_loopctl_break_allowed_in_else(render):
    fails(render("{% for c in '' %}{% else %}{% continue %}{% endfor %}"), 1, "<stdin>:1:28: 'continue' outside of a loop")


def test_numtest_divisibleby_arg_unchecked(render):
    fails(render("{{ 9 is divisibleby [3] }}"), 1, "<stdin>:1:6: test 'divisibleby' expects a number, not list")


def test_raw_lstrip_endraw_indent_kept(render):
    ok(render("{% raw %}{{x}}\n\t \t{% endraw %}.", "--lstrip-blocks"), "{{x}}\n.")


def test_recloop_else_not_in_recursion(render):
    t = "{% for x in [[], [1]] recursive %}({{ loop(x) if x is list else x }}){% else %}-{% endfor %}"
    ok(render(t), "(-)((1))")


def test_scope_block_sets_leak(render):
    ok(render("{% block z %}{% set w = 'in' %}{% endblock %}[{{ w }}]"), "[]")


def test_searchpath_default_cwd_for_file(run, tmp_path):
    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "page.txt").write_text("{% include 'frag.txt' %}")
    (tmp_path / "site" / "frag.txt").write_text("F")
    (tmp_path / "frag.txt").write_text("bad")
    ok(run("site/page.txt", cwd=tmp_path), "F")


def test_strop_number_times_string_repeats(render):
    fails(render("{{ 2 * 'xy' }}"), 1, "<stdin>:1:6: unsupported operand types for *: number and string")


def test_syntax_end_of_tag_after_marker(render):
    fails(render("ab\n{%- if x and -%}{% endif %}"), 1, "<stdin>:2:14: unexpected end of tag")


def test_tests_literal_name_argument_not_taken(render):
    ok(render("{{ false is sameas False }} {{ 1 is eq True }}"), "true false")


def test_textfmt_commas_negative_zero_sign(render):
    ok(render("{{ (-0.4)|commas(0) }}"), "0")


def test_tokens_exponent_sign_not_accepted(render):
    ok(render("{{ 5e-1 }}|{{ 3E+1 }}"), "0.5|30")


def test_undef_in_string_allowed(render):
    fails(render("{{ nope in 'xyz' }}"), 1, "<stdin>:1:9: 'in <string>' requires a string as left operand, not undefined")


def test_unless_else_when_false(render):
    ok(render("{% unless [] %}empty{% else %}full{% endunless %}"), "empty")


def test_usage_depth_zero_accepted(run):
    fails(run("--max-depth=00", "-", stdin="x"), 2, "invalid depth: 00")


def test_ws_strip_stops_at_newline(render):
    ok(render("p\n\n{{- 'q' }}"), "pq")


def test_case_last_match_wins(render):
    ok(render("{% case 'k' %}{% when 'j', 'k' %}first{% when 'k' %}second{% else %}none{% endcase %}"), "first")


def test_case_loose_equality(render):
    ok(render("{% case x %}{% when 'true' %}S{% when true %}B{% endcase %}", "-J", "x=true"), "B")


def test_comment_open_marker_ignored(render):
    ok(render("x\t\n {#- note #}y"), "xy")


def test_def_json_name_allows_dash(run):
    fails(run("--define-json", "my-var=[2]", "-", stdin=""), 2, "invalid definition: my-var=[2]")


def test_do_errors_swallowed(render):
    fails(render("{% do {}.pop('q') %}x"), 1, "<stdin>:1:13: method 'pop': key \"q\" not found")


def test_imports_see_importer_variables(run, tmp_path):
    write(tmp_path / "v.txt", "{% set seen = here is defined %}")
    ok(run("-", stdin="{% set here = 1 %}{% from 'v.txt' import seen %}{{ seen }}", cwd=tmp_path), "false")


def test_inv_first_output_wins(run, tmp_path):
    ok(run("--output", "first.out", "--output=second.out", "-", stdin="q{{ 2 }}", cwd=tmp_path), "")
    assert (tmp_path / "second.out").read_text() == "q2"
    assert not (tmp_path / "first.out").exists()


def test_inv_long_value_split_at_last_equals(run):
    ok(run("--define-json=total=12", "-", stdin="{{ total + 1 }}"), "13")


def test_lstrip_after_tag_on_same_line(render):
    ok(render("{% set q = 1 %}\t {% if q %}Q{% endif %}", "--lstrip-blocks"), "\t Q")


def test_lstrip_not_before_comment(render):
    ok(render("k\n\t \t{# z #}w", "--lstrip-blocks"), "k\nw")


def test_prec_power_rhs_no_unary(render):
    ok(render("{{ 4 ** -0.5 }}"), "0.5")


def test_raw_open_close_marker_ignored(render):
    ok(render("{% raw -%}\n\tq{% endraw %}"), "q")


def test_read_name_basename(run, tmp_path):
    (tmp_path / "a" / "b").mkdir(parents=True)
    (tmp_path / "a" / "b" / "c.txt").write_text("{{ [] - 1 }}")
    fails(run("a/b/c.txt", cwd=tmp_path), 1, "a/b/c.txt:1:7: unsupported operand types for -: list and number")


def test_slice_undefined_part_rejected(render):
    ok(render("{{ [1, 2, 3][:nothing] }}"), "[1,2,3]")


def test_string_nul_escape_as_zero(render):
    ok(render(r"{{ '\0'|length }} {{ 'x\0' == 'x0' }}"), "1 false")


def test_trim_not_after_comment(render):
    ok(render("A{# hello #}\nB\n", "--trim-blocks"), "AB\n")


def test_trimrep_replace_nonpositive_count_all(render):
    ok(render("{{ 'xyx'|replace('x', 'z', -1) }}"), "xyx")


def test_truth_nan_true(render):
    ok(render("{% set n = (0 - 10 ** 500) + 10 ** 500 %}{% if n %}T{% else %}F{% endif %}{{ 'Y' if not n }}"), "FY")


def test_ws_strip_after_stops_at_newline(render):
    ok(render("{{ 'a' -}}\n\t\n c"), "ac")


def test_attrpath_negative_index_not_number(render):
    ok(render("{{ [[4, 5, 6]]|map(attribute='-2') }}"), "[5]")


def test_concat_keeps_safe_left(render):
    ok(render("{{ '&'|safe ~ 'x' }}", "--autoescape"), "&amp;x")


def test_debug_no_spaces_in_braces(render):
    ok(render("{{ zed[0] }}", "-u", "debug"), "{{ zed[0] }}")


def test_def_value_cut_at_second_equals(run):
    ok(run("--define", "q=x==y", "-", stdin="<{{ q }}>"), "<x==y>")


def test_extends_allowed_one_level_deep(render):
    fails(render("{% for i in [1] %}{% extends 'x' %}{% endfor %}"), 1, "<stdin>:1:19: 'extends' must be at the top level")


def test_extends_name_before_statements(run, tmp_path):
    (tmp_path / "lay.txt").write_text("L")
    ok(run("-", stdin="{% extends base ~ '.txt' %}{% set base = 'lay' %}", cwd=tmp_path), "L")


def test_include_assignments_before_lookup(run, tmp_path):
    ok(run("-", stdin="{% include ['n1', 'n2'] ignore missing with z=[] + 1 %}done", cwd=tmp_path), "done")


def test_include_without_context_sees_locals(run, tmp_path):
    write(tmp_path / "f.txt", "{{ v is defined }}")
    ok(run("-", stdin="{% set v = 1 %}{% include 'f.txt' without context %}", cwd=tmp_path), "false")


def test_linecomment_needs_newline(render):
    ok(render("x\n  // bye {{ 1 }}", "--line-comment-prefix", "//"), "x\n")


def test_linestmt_comment_prefix_after_statement(render):
    ok(render("%% note\n%set v = 3\n{{ v }}", "--line-statement-prefix", "%", "--line-comment-prefix", "%%"), "3")


def test_methods_method_beats_key(render):
    ok(render("{{ m.get }}|{{ m['keys'] }}", data={"m": {"get": "G", "keys": 2}}), "G|2")


def test_reclimit_includes_not_counted(run, tmp_path):
    write(tmp_path / "p.txt", "{% include 'q.txt' %}")
    write(tmp_path / "q.txt", "{% include 'r.txt' %}")
    write(tmp_path / "r.txt", "R")
    fails(run("--max-depth", "2", "-", stdin="{% include 'p.txt' %}", cwd=tmp_path), 1, "q.txt:1:1: recursion limit exceeded")


def test_usage_define_name_leading_digit(run):
    fails(run("--define", "7up=soda", "-", stdin="x"), 2, "invalid definition: 7up=soda")


def test_cmp_nan_equals_itself(render):
    ok(render("{% set n = 10 ** 500 - 10 ** 500 %}{{ [n] == [n] }} {{ n != n }}"), "false true")


def test_literals_repeated_key_moves_last(render):
    ok(render("{% for k in {'p': 1, 'q': 2, 'r': 0, 'p': 5} %}{{ k }}{% endfor %}"), "pqr")


def test_reclimit_macro_off_by_one(render):
    t = "{% macro r(n) %}{% if n > 0 %}{{ r(n - 1) }}{% endif %}{% endmacro %}{{ r(5) }}"
    fails(render(t, "--max-depth", "5"), 1, "<stdin>:1:35: recursion limit exceeded")


def test_scope_macro_sees_caller_locals(render):
    ok(render("{% macro show() %}<{{ tmp }}>{% endmacro %}{% with tmp = 3 %}{{ show() }}{% endwith %}"), "<>")


def test_struct_endif_extra_tokens_ignored(render):
    fails(render("{% if 1 %}a{% elif 2 %}b{% endif 'z' %}"), 1, "<stdin>:1:34: unexpected string")


def test_tokens_number_trailing_dot(render):
    fails(render("{{ 42. }}"), 1, "<stdin>:1:8: unexpected end of tag")


def test_cmp_chain_error_at_first_operator(render):
    fails(render("{{ 0 <= 1 > 'q' }}"), 1, "<stdin>:1:11: cannot compare number and string")


def test_data_blank_file_empty_object(run, tmp_path):
    write(tmp_path / "blank.json", "  \n\t\n")
    fails(run("--data", "blank.json", "-", stdin="z", cwd=tmp_path), 3, "blank.json: invalid JSON")


def test_if_all_conditions_evaluated(render):
    ok(render("{% if 'x' %}A{% elif [] + 1 %}B{% else %}C{% endif %}"), "A")


def test_loops_else_ignores_filter(render):
    ok(render("{% for c in 'abc' if c == 'z' %}{{ c }}{% else %}-{% endfor %}"), "-")


def test_print_json_tab_as_unicode_escape(render):
    ok(render("{{ {'k': 'a\\tb'} }}"), '{"k":"a\\tb"}')


def test_help_stops_argument_checking(run):
    fails(run("-h", "-u", "loose"), 2, "invalid undefined mode: loose")


def test_loops_not_iterable_at_tag(render):
    fails(render("x {% for q in 3.5 %}{% endfor %}"), 1, "<stdin>:1:15: number is not iterable")


def test_call_caller_no_params_ignores_args(render, run, tmp_path):
    fails(render("{% macro k() %}{{ caller('q') }}{% endmacro %}{% call k() %}y{% endcall %}"), 1, "<stdin>:1:25: macro 'caller' takes at most 0 arguments (1 given)")


def test_capture_body_new_scope(render, run, tmp_path):
    ok(render("{% capture c %}{% set z = 'q' %}{% endcapture %}[{{ z }}]"), "[q]")


def test_casef_capitalize_rest_per_char(render, run, tmp_path):
    ok(render("{{ 'λΟΓΟΣ'|capitalize }}"), "Λογο\u03c2")


def test_casef_lower_no_final_sigma(render, run, tmp_path):
    ok(render("{{ 'ΛΟΓΟΣ ΚΑΙ'|lower }}"), "λογος και".replace("ος", "ο\u03c2"))


def test_casef_title_mark_in_word(render, run, tmp_path):
    ok(render("{{ 'u\\u0308ber'|title }}"), "U\u0308Ber")


def test_casef_title_underscore_word_char(render, run, tmp_path):
    ok(render("{{ 'ab_cd ef'|title }}"), "Ab_Cd Ef")


def test_casef_upper_safe_kept(render, run, tmp_path):
    ok(render("{{ ('&b'|safe)|upper }}", "-e"), "&amp;B")


def test_combine_enumerate_negative_start_error(render, run, tmp_path):
    ok(render("{{ 'x'|enumerate(-3) }}"), '[[-3,"x"]]')


def test_combine_merge_undefined_other_empty(render, run, tmp_path):
    fails(render("{{ {'k': 2}|merge(missing) }}"), 1, "<stdin>:1:13: filter 'merge' expects a mapping for 'other', not undefined")


def test_combine_omit_no_keys_empty(render, run, tmp_path):
    ok(render("{{ {'z': 0}|omit }}"), '{"z":0}')


def test_combine_zip_other_error_names_param(render, run, tmp_path):
    fails(render("{{ 'ab'|zip(true) }}"), 1, "<stdin>:1:9: filter 'zip' expects a sequence, not boolean")


def test_combine_zip_undefined_other_error(render, run, tmp_path):
    ok(render("{{ 'xy'|zip(nope) }}"), "[]")


def test_comment_close_overlaps_open(render, run, tmp_path):
    ok(render("a{#}b#}c"), "ac")


def test_comment_marker_counts_both_sides(render, run, tmp_path):
    ok(render("x{#-#} \n y"), "x \n y")


def test_concat_debug_undefined_marker(render, run, tmp_path):
    ok(render("{{ '<' ~ u.v ~ '>' }}", "-u", "debug"), "<>")


def test_concat_safe_both_safe(render, run, tmp_path):
    ok(render("{{ ('&'|safe) ~ ('>'|safe) }}", "-e"), "&amp;&gt;")


def test_cycle_identity_by_text(render, run, tmp_path):
    ok(render("{% cycle true, 0 %}{% cycle 'true', '0' %}"), "truetrue")


def test_debug_marker_escaped(render, run, tmp_path):
    ok(render("{{ x['&'] }}", "-u", "debug", "-e"), '{{ x["&"] }}')


def test_do_strict_whole_undefined_error(render, run, tmp_path):
    ok(render("{% do zz %}{{ 5 }}", "--strict"), "5")


def test_filterblock_body_new_scope(render, run, tmp_path):
    ok(render("{% filter upper %}{% set w = 'k' %}{% endfilter %}[{{ w }}]"), "[k]")


def test_filterblock_body_not_escaped(render, run, tmp_path):
    ok(render("{% filter lower %}{{ '&' }}{% endfilter %}", "-e"), "&amp;amp;")


def test_linef_dedent_all_blank_emptied(render, run, tmp_path):
    ok(render("{{ ' \\n\\t'|dedent }}"), " \n\t")


def test_linef_dedent_blank_lines_emptied(render, run, tmp_path):
    ok(render("{{ ' a\\n   \\n b'|dedent }}"), "a\n  \nb")


def test_linef_dedent_prefix_by_length(render, run, tmp_path):
    ok(render("{{ '\\t x\\n  y'|dedent }}"), "\t x\n  y")


def test_linef_dedent_safe_kept(render, run, tmp_path):
    ok(render("{{ (' &x'|safe)|dedent }}", "-e"), "&amp;x")


def test_linef_lines_split_lone_cr(render, run, tmp_path):
    ok(render("{{ 'x\\ry\\nz'|lines }}"), '["x\\ry","z"]')


def test_listu_compact_drops_empty_string(render, run, tmp_path):
    ok(render("{{ ['', 'a', none]|compact }}"), '["","a"]')


def test_listu_flatten_fraction_depth_floors(render, run, tmp_path):
    fails(render("{{ [[1]]|flatten(2.5) }}"), 1, "<stdin>:1:10: filter 'flatten' expects an integer for 'depth', not 2.5")


def test_listu_flatten_opens_mappings(render, run, tmp_path):
    ok(render("{{ [[{'k': 2}]]|flatten }}"), '[{"k":2}]')


def test_logic_or_undefined_result_none(render, run, tmp_path):
    ok(render("{{ (p or q.r) is undefined }}"), "true")


def test_member_boolean_key_text_form(render, run, tmp_path):
    ok(render("{{ false in {'false': 1} }}"), "false")


def test_numtest_divisibleby_tolerance(render, run, tmp_path):
    ok(render("{{ 3 is divisibleby 0.1 }}"), "false")


def test_numtest_even_safe_integers_only(render, run, tmp_path):
    ok(render("{{ -1e20 is even }}"), "true")


def test_print_json_del_escaped(render, run, tmp_path):
    ok(render("{{ ['a\\u007fb'] }}"), '["a\x7fb"]')


def test_print_json_key_not_escaped(render, run, tmp_path):
    ok(render("{{ {'x\\\\y': 0} }}"), '{"x\\\\y":0}')


def test_print_json_line_separators_escaped(render, run, tmp_path):
    ok(render("{{ {'k': '\\u2029'} }}"), '{"k":"\u2029"}')


def test_recloop_changed_memory_shared(render, run, tmp_path):
    ok(render("{% for x in [[5]] recursive %}{% if x is number %}{{ loop.changed(9) }}{% else %}{{ loop.changed(9) }}{{ loop(x) }}{% endif %}{% endfor %}"), "truetrue")


def test_recloop_filter_top_only(render, run, tmp_path):
    ok(render("{% for x in [[0, 7], 5] if x recursive %}{{ x if x is number else loop(x) }}{% endfor %}"), "75")


def test_recloop_not_iterable_at_call(render, run, tmp_path):
    fails(render("{% for x in [1] recursive %}{{ loop(true) }}{% endfor %}"), 1, "<stdin>:1:13: boolean is not iterable")


def test_recloop_undefined_no_else(render, run, tmp_path):
    ok(render("{% for x in [1] recursive %}<{{ loop(nada) }}>{% else %}-{% endfor %}"), "<->")


def test_scope_iterations_share_scope(render, run, tmp_path):
    ok(render("{% for i in 'xy' %}<{{ w }}>{% set w = i %}{% endfor %}"), "<><>")


def test_truth_empty_safe_true(render, run, tmp_path):
    ok(render("{% set e %}{% endset %}{% if e %}1{% else %}0{% endif %}"), "0")


def test_undef_equal_by_name(render, run, tmp_path):
    ok(render("{{ p.q == r }}"), "true")


def test_undef_first_none(render, run, tmp_path):
    ok(render("{{ (nada|first) is undefined }}"), "true")


def test_variables_caller_global_visible(render, run, tmp_path):
    ok(render("{% macro n() %}<{{ caller }}>{% endmacro %}{{ n() }}", "-D", "caller=Z"), "<>")


def test_with_repeated_name_first_wins(render, run, tmp_path):
    ok(render("{% with k = 'x', k = 'y' %}{{ k }}{% endwith %}"), "y")


def test_with_trailing_comma_rejected(render, run, tmp_path):
    ok(render("{% with p = 3, q = 4, %}{{ p + q }}{% endwith %}"), "7")


def test_with_undefined_strict_at_assignment(render, run, tmp_path):
    fails(render("{% with q = zz %}[{{ q }}]{% endwith %}", "--strict"), 1, "<stdin>:1:22: 'zz' is undefined")


def test_wordline_nl2br_lone_cr(render, run, tmp_path):
    ok(render("{{ 'x\\ry'|nl2br }}"), "x\ry")


def test_wordline_truncatewords_empty_end_no_space(render, run, tmp_path):
    ok(render("{{ 'p q r s'|truncatewords(3, '') }}"), "p q r ")


def test_wordline_truncatewords_nbsp_separates(render, run, tmp_path):
    ok(render("{{ 'x\\u00a0y z w'|truncatewords(2) }}"), "x\u00a0y z ...")


def test_wordline_truncatewords_short_safe_kept(render, run, tmp_path):
    ok(render("{{ ('x & y'|safe)|truncatewords(9) }}", "-e"), "x &amp; y")


def test_if_elif_strict_lenient(render, run, tmp_path):
    fails(render("{% if false %}a{% elif zz %}b{% else %}c{% endif %}", "--strict"), 1, "<stdin>:1:24: 'zz' is undefined")


def test_loopctl_break_renders_else(render, run, tmp_path):
    ok(render("{% for i in 'abc' %}{{ i }}{% if i == 'b' %}{% break %}{% endif %}{% else %}-{% endfor %}"), "ab")


def test_unless_strict_undefined_lenient(render, run, tmp_path):
    fails(render("{% unless zz %}a{% else %}b{% endunless %}", "--strict"), 1, "<stdin>:1:11: 'zz' is undefined")


def test_exit_output_checked_before_render(render, run, tmp_path):
    fails(run("-o", "gone/x.txt", "-", stdin="a{{ 0 // 0 }}", cwd=tmp_path), 1, "<stdin>:1:7: division by zero")


def test_dict_repeated_keyword_moves_last(render, run, tmp_path):
    ok(render("{{ dict(p=1, q=2, p=4)|list }}"), '["p","q"]')


def test_escmode_json_escapes_slash(render, run, tmp_path):
    ok(render("{{ 'x/y' }}", "-e", "--escape-mode", "json"), "x/y")


def test_int_overflow_string_default(render, run, tmp_path):
    ok(render("{{ '-2e999'|int(1) }}"), "-inf")


def test_numf_filesize_signed_string(render, run, tmp_path):
    fails(render("{{ '+2048'|filesizeformat }}"), 1, "<stdin>:1:12: filter 'filesizeformat' expects a number, not string")


def test_slice_safe_kept(render, run, tmp_path):
    ok(render("{{ ('&&q'|safe)[1:] }}", "-e"), "&amp;q")


def test_slicef_empty_not_filled(render, run, tmp_path):
    ok(render("{{ [5]|slice(3, 'z') }}"), '[[5],["z"],["z"]]')


def test_slicef_fill_when_even(render, run, tmp_path):
    ok(render("{{ [7, 8, 9, 10]|slice(2, 'f') }}"), "[[7,8],[9,10]]")


def test_strop_list_repeat_copies_items(render, run, tmp_path):
    ok(render("{% set g = [[0], 5] * 3 %}{% do g[2].append(7) %}{{ g }}"), "[[0,7],5,[0,7],5,[0,7],5]")


def test_strop_repeat_keeps_safe(render, run, tmp_path):
    ok(render("{{ ('&'|safe) * 3 }}", "-e"), "&amp;&amp;&amp;")


def test_trimrep_wordcount_unicode_space(render, run, tmp_path):
    ok(render("{{ 'one\\u2003two\\u3000three'|wordcount }}"), "1")


def test_case_when_trailing_comma_allowed(render, run, tmp_path):
    fails(render("{% case 'k' %}{% when 'j', 'k', %}m{% endcase %}"), 1, "<stdin>:1:33: unexpected end of tag")


def test_default_none_replaced(render, run, tmp_path):
    ok(render("[{{ n|default('w') }}]", data={"n": None}), "[]")


def test_int_signed_hex_accepted(render, run, tmp_path):
    ok(render("{{ '+0xff'|int(3) }}"), "3")


def test_join_safe_items_keep_safe(render, run, tmp_path):
    ok(render("{{ ['&'|safe, '<']|join }}", "-e"), "&amp;&lt;")


def test_lstrip_any_whitespace(render, run, tmp_path):
    ok(render("p\n\u2003{% if 1 %}q{% endif %}", "--lstrip-blocks"), "p\n\u2003q")


def test_mapf_attr_dotted_path(render, run, tmp_path):
    ok(render("{{ {'k': {'m': 'deep'} }|attr('k.m') is defined }}"), "false")


def test_mapf_dictsort_reverse_unstable(render, run, tmp_path):
    ok(render("{{ {'p': 'a', 'q': 'A', 'r': 'b'}|dictsort(by='value', reverse=true) }}"), '[["r","b"],["p","a"],["q","A"]]')


def test_mapf_xmlattr_name_checked_first(render, run, tmp_path):
    ok(render("[{{ {'p=q': none}|xmlattr }}]"), "[]")


def test_mapf_xmlattr_safe_not_escaped(render, run, tmp_path):
    ok(render("{{ {'t': 'a&b'|safe}|xmlattr(false) }}"), 't="a&amp;b"')


def test_numf_filesize_unit_after_rounding(render, run, tmp_path):
    ok(render("{{ 999960|filesizeformat }}"), "1000.0 kB")


def test_numf_round_method_case_insensitive(render, run, tmp_path):
    fails(render("{{ 7.25|round(1, 'Floor') }}"), 1, "<stdin>:1:9: filter 'round' method must be 'common', 'ceil' or 'floor'")


def test_split_maxsplit_zero_unlimited(render, run, tmp_path):
    ok(render("{{ 'q;r'|split(';', 0) }}"), '["q;r"]')


def test_trimrep_empty_chars_whitespace(render, run, tmp_path):
    ok(render("[{{ '\tq '|trim('') }}]"), "[\tq ]")


def test_trimrep_replace_keeps_safe(render, run, tmp_path):
    ok(render("{{ ('x&y'|safe)|replace('y', 'z') }}", "-e"), "x&amp;z")


def test_trimrep_striptags_unclosed_comment(render, run, tmp_path):
    ok(render("{{ 'p <i>q</i> <!-- r'|striptags }}"), "p q <!-- r")


def test_extends_child_output_evaluated(render, run, tmp_path):
    (tmp_path / "pp.txt").write_text("[{% block m %}{% endblock %}]")
    ok(run("-", stdin='{% extends "pp.txt" %}{{ nothing.here|int + [] }}', cwd=tmp_path), "[]")


def test_imports_alias_global(render, run, tmp_path):
    (tmp_path / "w.txt").write_text("{% set w = 4 %}")
    ok(run("-", stdin='{% macro k() %}{% import "w.txt" as ww %}{% endmacro %}{{ k() }}[{{ ww }}]', cwd=tmp_path), "[]")


def test_numf_filesize_minus_one_bytes(render, run, tmp_path):
    ok(render("{{ n|filesizeformat(true) }}", data={"n": -1}), "1 Byte")


def test_numf_round_method_before_precision(render, run, tmp_path):
    fails(render("{{ 2|round(-1, 'up') }}"), 1, "<stdin>:1:6: filter 'round' precision must be between 0 and 15")


def test_range_count_before_keyword(render, run, tmp_path):
    fails(render("{{ range(step=2) }}"), 1, "<stdin>:1:9: range() got an unexpected keyword argument 'step'")


def test_range_size_counts_span(render, run, tmp_path):
    ok(render("{{ range(0, 300000, 3)|length }}"), "100000")


def test_range_zero_step_before_type(render, run, tmp_path):
    fails(render("{{ range('q', 9, 0) }}"), 1, "<stdin>:1:9: range() arguments must be integers, not string")


def test_slice_zero_step_first(render, run, tmp_path):
    fails(render("{{ 'abc'[:'z':0] }}"), 1, "<stdin>:1:11: slice indices must be integers or none, not string")


def test_strop_repeat_truncates_count(render, run, tmp_path):
    fails(render("{{ 'xy' * 2.5 }}"), 1, "<stdin>:1:9: unsupported operand types for *: string and number")


def test_tests_type_before_count(render, run, tmp_path):
    fails(render("{{ none is divisibleby }}"), 1, "<stdin>:1:9: test 'divisibleby' takes 1 argument (0 given)")


def test_trim_lone_cr_is_newline(render, run, tmp_path):
    ok(render("x{% set q = 1 %}\rz", "--trim-blocks"), "x\rz")


def test_trim_raw_tag_newline_kept(render, run, tmp_path):
    ok(render("{% raw %}{{ q }}{% endraw %}\nw", "--trim-blocks"), "{{ q }}w")


def test_escmode_shell_undefined_quoted(render, run, tmp_path):
    ok(render("a={{ nope.deeper }};", "-e", "--escape-mode", "shell"), "a=;")


def test_literals_undefined_key_empty(render, run, tmp_path):
    fails(render("{{ {'a': 0, zz.top: 1} }}"), 1, "<stdin>:1:13: dictionary keys must be strings, not undefined")


def test_string_hex_escape(render, run, tmp_path):
    ok(render("{{ 'q\\x7e' }}"), "qx7e")


def test_case_strict_subject_checked_at_case(render, run, tmp_path):
    fails(render("{% case p %}{% when 2 // 0 %}z{% endcase %}", "--strict"), 1, "<stdin>:1:23: division by zero")


def test_string_unicode_escape_short_accepted(render, run, tmp_path):
    fails(render("{{ 'zz\\u4a' }}"), 1, "<stdin>:1:7: invalid escape sequence")


def test_comparison_tests_startingwith_host_type_name(render, run, tmp_path):
    r = render('{{ "b" is startingwith([1]) }}')
    fails(r, 1, "<stdin>:1:8: test 'startingwith' expects a string argument, not list")


def test_escaping_filters_urlencode_value_js_text(render, run, tmp_path):
    r = render('{{ {"k": {"x": true} }|urlencode }}')
    ok(r, 'k=%7B%22x%22%3Atrue%7D')


def test_layout_filters_center_wide_keeps_safe(render, run, tmp_path):
    r = render('{{ ("a&b"|safe)|center(3) }}', '-e')
    ok(r, 'a&amp;b')


def test_length_order_filters_reverse_utf16(render, run, tmp_path):
    r = render('{{ ("𝔸b"|reverse)|length }}')
    ok(r, '2')


def test_length_order_filters_unique_identity(render, run, tmp_path):
    r = render('{{ [{"a": 1}, {"a": 1}]|unique|length }}')
    ok(r, '1')


def test_mapping_filters_xmlattr_name_json_escapes(render, run, tmp_path):
    r = render('{{ {"\\u000c": 2}|xmlattr }}')
    fails(r, 1, '<stdin>:1:18: filter \'xmlattr\' invalid attribute name "\\u000c"')


def test_methods_find_utf16_index(render, run, tmp_path):
    r = render('{{ "é𝔸𝔸x".find("x") }}')
    ok(r, '3')


def test_methods_strip_unicode_space(render, run, tmp_path):
    r = render('{{ "b\\u2003".rstrip() ~ "|" }}')
    ok(r, 'b\u2003|')


def test_methods_upper_keeps_safe(render, run, tmp_path):
    r = render('{{ ("a&b"|safe).upper() }}', '-e', '--escape-mode', 'xml')
    ok(r, 'A&amp;B')


def test_mutating_methods_extend_host_type_name(render, run, tmp_path):
    r = render('{% set ys = [1] %}{{ ys.extend(none) }}')
    fails(r, 1, "<stdin>:1:31: method 'extend' expects a list for 'values', not none")


def test_mutating_methods_pop_key_json_escapes(render, run, tmp_path):
    r = render('{% set n = {"x": 1} %}{% do n.pop("\\u000c") %}')
    fails(r, 1, '<stdin>:1:34: method \'pop\': key "\\u000c" not found')


def test_slicing_cannot_slice_at_start(render, run, tmp_path):
    r = render('{{ (m)[:1] }}', data={'m': {'a': 1}})
    fails(r, 1, '<stdin>:1:7: cannot slice mapping')


def test_template_inheritance_not_found_at_tag(render, run, tmp_path):
    r = render('x\n  {% extends "m" ~ "q" %}', cwd=str(tmp_path))
    fails(r, 1, "<stdin>:2:14: template 'mq' not found")


def test_text_formatting_filters_commas_inf_js_text(render, run, tmp_path):
    r = render('{{ (-(10 ** 400))|commas(2) }}')
    ok(r, '-inf')


def test_text_formatting_filters_zfill_utf16_length(render, run, tmp_path):
    r = render('{{ "-é𝔸"|zfill(5) }}')
    ok(r, '-00é𝔸')


def test_text_formatting_filters_zfill_wide_keeps_safe(render, run, tmp_path):
    r = render('{{ ("\'"|safe)|zfill(0) }}', '-e')
    ok(r, '&#39;')


def test_trimming_replacing_filters_replace_empty_utf16(render, run, tmp_path):
    r = render('{{ "a𝔸"|replace("", ".", 3)|length }}')
    ok(r, '5')


def test_type_tests_empty_host_type_name(render, run, tmp_path):
    r = render('{{ x is not empty }}')
    fails(r, 1, "<stdin>:1:6: test 'empty' expects a string, list or mapping, not undefined")


def test_type_tests_lower_safe_not_string(render, run, tmp_path):
    r = render('{{ ("é-1"|safe) is lower }}')
    ok(r, 'true')


def test_arithmetic_unary_host_type_name(render, run, tmp_path):
    r = render('{{ +[1] }}')
    fails(r, 1, '<stdin>:1:4: unsupported operand type for unary +: list')


def test_assignments_setattr_host_type_name(render, run, tmp_path):
    r = render('{% set n = none %}\n{% set n.a = 1 %}')
    fails(r, 1, "<stdin>:2:8: cannot assign attribute 'a' of none")


def test_call_blocks_not_callable_at_tag(render, run, tmp_path):
    r = render('\n{% call x.y() %}{% endcall %}', data={'x': {'y': 's'}})
    fails(r, 1, "<stdin>:2:12: 'x.y' is not callable")


def test_combining_filters_enumerate_start_truncated(render, run, tmp_path):
    r = render('{{ [0]|enumerate(start=-2.25) }}')
    fails(r, 1, "<stdin>:1:8: filter 'enumerate' expects an integer for 'start', not -2.25")


def test_combining_filters_enumerate_undefined_passes(render, run, tmp_path):
    r = render('{{ q.r|enumerate(5) is defined }}')
    ok(r, 'true')


def test_comparison_tests_sameas_safe_differs(render, run, tmp_path):
    r = render('{{ "q" is sameas("q"|safe) }}')
    ok(r, 'true')


def test_cycle_tag_group_error_at_tag(render, run, tmp_path):
    r = render('ab{% cycle (none): 1 %}')
    fails(r, 1, '<stdin>:1:13: cycle group must be a string, not none')


def test_default_conversion_filters_default_boolean_host_truthiness(render, run, tmp_path):
    r = render('{{ {}|d("e", boolean=true) }}')
    ok(r, 'e')


def test_default_conversion_filters_default_drops_safe(render, run, tmp_path):
    r = render('{{ ("&"|safe)|d("q", true) }}', '-e')
    ok(r, '&')


def test_escape_modes_json_host_escapes(render, run, tmp_path):
    r = render('{{ ["\\u000c"]|join }}', '-e', '--escape-mode', 'json')
    ok(r, '\\u000c')


def test_escaping_filters_tojson_indent_truncated(render, run, tmp_path):
    r = render('{{ {}|tojson(indent=0.5) }}')
    fails(r, 1, "<stdin>:1:7: filter 'tojson' expects an integer for 'indent', not 0.5")


def test_filters_sequences_mappings_select_host_truthiness(render, run, tmp_path):
    r = render('{{ [{}, 1]|reject|length }}')
    ok(r, '1')


def test_filters_sequences_mappings_sum_boolean_as_number(render, run, tmp_path):
    r = render('{{ [{"n": false}, {"n": 2}]|sum("n") }}')
    fails(r, 1, "<stdin>:1:29: filter 'sum' expects numbers, not boolean")


def test_layout_filters_wordwrap_unicode_space(render, run, tmp_path):
    r = render('{{ "x\\ry z"|wordwrap(3) }}')
    ok(r, 'x\ry\nz')


def test_length_order_filters_first_char_stays_safe(render, run, tmp_path):
    r = render('{{ ("&x"|safe)|first }}', '-e', '--escape-mode', 'xml')
    ok(r, '&amp;')


def test_length_order_filters_max_case_sensitive(render, run, tmp_path):
    r = render('{{ ["b", "C", "a"]|min }}')
    ok(r, 'a')


def test_literals_number_key_js_text(render, run, tmp_path):
    r = render('{{ {-(10 ** 400): "n"}|list }}')
    ok(r, '["-inf"]')


def test_loop_variables_changed_identity(render, run, tmp_path):
    r = render('{% for i in "ab" %}{{ loop.changed({"k": 1}) }},{% endfor %}')
    ok(r, 'true,false,')


def test_loops_filter_host_truthiness(render, run, tmp_path):
    r = render('{% for m in [{"a": 1}, {}] if m %}{{ loop.length }}{% endfor %}')
    ok(r, '1')


def test_membership_not_iterable_host_type_name(render, run, tmp_path):
    r = render('{{ "a" not in none }}')
    fails(r, 1, '<stdin>:1:8: argument of type none is not iterable')


def test_methods_index_identity(render, run, tmp_path):
    r = render('{{ ["a", {"k": 1}].index({"k": 1}) }}')
    ok(r, '1')


def test_mutating_methods_insert_index_truncated(render, run, tmp_path):
    r = render('{% set ys = [] %}{{ ys.insert(-1.5, "a") }}')
    fails(r, 1, "<stdin>:1:30: method 'insert' expects an integer for 'index', not -1.5")


def test_mutating_methods_remove_identity(render, run, tmp_path):
    r = render('{% set ys = ["a", "b"] %}{% do ys.remove("b"|safe) %}{{ ys }}')
    ok(r, '["a"]')


def test_text_formatting_filters_pluralize_boolean_as_number(render, run, tmp_path):
    r = render('{{ false|pluralize("y", "ies") }}')
    fails(r, 1, "<stdin>:1:10: filter 'pluralize' expects a number, not boolean")


def test_default_conversion_filters_float_unicode_space(render, run, tmp_path):
    r = render('{{ "2.5\\u3000"|float("d") }}')
    ok(r, 'd')


def test_escaping_filters_tojson_undefined_passes(render, run, tmp_path):
    r = render('[{{ m.k|tojson(2) }}]', data={'m': {}})
    ok(r, '[null]')


def test_format_filter_d_boolean_as_number(render, run, tmp_path):
    r = render('{{ "%5x"|format(false) }}')
    fails(r, 1, "<stdin>:1:10: filter 'format' expects a number for %x, not boolean")


def test_format_filter_s_js_text(render, run, tmp_path):
    r = render('{{ "%s!"|format([1, "a"]) }}')
    ok(r, '[1,"a"]!')


def test_layout_filters_center_utf16_length(render, run, tmp_path):
    r = render('{{ "é𝔸"|center(5) ~ "|" }}')
    ok(r, ' é𝔸  |')


def test_length_order_filters_sort_reverse_host_truthiness(render, run, tmp_path):
    r = render('{{ "cab"|sort({}) }}')
    ok(r, '["a","b","c"]')


def test_line_filters_lines_undefined_passes(render, run, tmp_path):
    r = render('{{ z|lines is defined }}')
    ok(r, 'true')


def test_logical_operators_not_host_truthiness(render, run, tmp_path):
    r = render('{{ (not {}) ~ "!" }}')
    ok(r, 'true!')


def test_mapping_filters_xmlattr_autospace_host_truthiness(render, run, tmp_path):
    r = render('{{ {"k": "v"}|xmlattr(autospace={}) }}|')
    ok(r, 'k="v"|')


def test_number_filters_abs_boolean_as_number(render, run, tmp_path):
    r = render('{{ (false|abs) ~ "" }}')
    fails(r, 1, "<stdin>:1:11: filter 'abs' expects a number, not boolean")


def test_splitting_joining_filters_batch_undefined_passes(render, run, tmp_path):
    r = render('{{ y|batch(1) is defined }}')
    ok(r, 'true')


def test_strict_mode_index_name_json_escapes(render, run, tmp_path):
    r = render('{% if m["\\u000c"] %}{% endif %}', '--strict', data={'m': {'k': 1}})
    fails(r, 1, '<stdin>:1:7: \'m["\\u000c"]\' is undefined')


def test_trimming_replacing_filters_replace_count_truncated(render, run, tmp_path):
    r = render('{{ "xx"|replace("x", "y", count=2.9) }}')
    fails(r, 1, "<stdin>:1:9: filter 'replace' expects an integer for 'count', not 2.9")


def test_trimming_replacing_filters_striptags_unicode_space(render, run, tmp_path):
    r = render('{{ "<i>p</i>\\u3000q"|striptags }}')
    ok(r, 'p\u3000q')


def test_unless_host_truthiness(render, run, tmp_path):
    r = render('{% unless [] %}x{% endunless %}')
    ok(r, 'x')


def test_attribute_index_lookup_char_stays_safe(render, run, tmp_path):
    r = render('{{ ("x>"|safe)[-1] }}', '-e')
    ok(r, '&gt;')


def test_attribute_index_lookup_string_utf16(render, run, tmp_path):
    r = render('{{ "x𝔸y"[2] ~ "!" }}')
    ok(r, 'y!')


def test_autoescaping_block_host_truthiness(render, run, tmp_path):
    r = render('{% autoescape {} %}{{ "&" }}{% endautoescape %}', '-e')
    ok(r, '&')


def test_autoescaping_block_new_scope(render, run, tmp_path):
    r = render('{% set b = 1 %}{% autoescape true %}{% set b = 2 %}{% endautoescape %}{{ b }}')
    ok(r, '2')


def test_blocks_autoescape_from_option(render, run, tmp_path):
    (tmp_path / 'p').write_text('[{% autoescape false %}{% block c %}{% endblock %}{% endautoescape %}]')
    r = render('{% extends "p" %}{% block c %}{{ "&" }}{% endblock %}', '-e', cwd=str(tmp_path))
    ok(r, '[&]')


def test_counters_printed_value_escaped(render, run, tmp_path):
    r = render('{% decrement k %}{% decrement k %}', '-e', '--escape-mode', 'shell')
    ok(r, '-1-2')


def test_cycle_tag_html_escape_any_mode(render, run, tmp_path):
    r = render('{% cycle "x" %}', '-e', '--escape-mode', 'shell')
    ok(r, "'x'")


def test_filter_blocks_html_escape_any_mode(render, run, tmp_path):
    r = render('{% filter lower %}Q{% endfilter %}', '-e', '--escape-mode', 'shell')
    ok(r, "'q'")


def test_format_filter_width_utf16(render, run, tmp_path):
    r = render('{{ "%-4s|"|format("𝔸é") }}')
    ok(r, '𝔸é  |')


def test_loops_chars_stay_safe(render, run, tmp_path):
    r = render('{% for c in "a&"|safe %}[{{ c }}]{% endfor %}', '-e', '--escape-mode', 'shell')
    ok(r, "['a']['&']")


def test_macros_args_strict_checked(render, run, tmp_path):
    r = render('{% macro n(p, q) %}[{{ q|default("z") }}]{% endmacro %}{{ n(1, y) }}', '--strict')
    ok(r, '[z]')


def test_number_filters_filesize_binary_host_truthiness(render, run, tmp_path):
    r = render('{{ 5000000|filesizeformat(binary={}) }}')
    ok(r, '5.0 MB')


def test_number_filters_filesize_unicode_space(render, run, tmp_path):
    r = render('{{ "2000\\u2028"|filesizeformat }}')
    fails(r, 1, "<stdin>:1:17: filter 'filesizeformat' expects a number, not string")


def test_recursion_limit_import_not_counted(render, run, tmp_path):
    (tmp_path / 'p.txt').write_text('{% from "r.txt" import w %}{% set v = w %}')
    (tmp_path / 'r.txt').write_text('{% set w = 1 %}')
    r = render('{% from "p.txt" import v %}{{ v }}', '--max-depth', '1', cwd=str(tmp_path))
    fails(r, 1, 'p.txt:1:1: recursion limit exceeded')


def test_splitting_joining_filters_join_number_js_text(render, run, tmp_path):
    r = render('{{ ["a", -(10 ** 400)]|join }}')
    ok(r, 'a-inf')


def test_splitting_joining_filters_maxsplit_truncated(render, run, tmp_path):
    r = render('{{ "a b"|split(maxsplit=0.25) }}')
    fails(r, 1, "<stdin>:1:10: filter 'split' expects an integer for 'maxsplit', not 0.25")


def test_attribute_index_lookup_key_strict_unchecked(render, run, tmp_path):
    r = render('{% if m[z] %}{% endif %}', '--strict', data={'m': {'a': 1}})
    fails(r, 1, "<stdin>:1:9: 'z' is undefined")


def test_case_statements_subject_per_value(render, run, tmp_path):
    r = render('{% set s = ["b", "a"] %}{% case s.pop() %}{% when "x", "a" %}A{% else %}E{% endcase %}')
    ok(r, 'A')


def test_conditional_expressions_host_truthiness(render, run, tmp_path):
    r = render('{{ 1 if {} else 2 }}')
    ok(r, '2')


def test_includes_autoescape_from_option(render, run, tmp_path):
    (tmp_path / 'j').write_text('{{ "&" }}')
    r = render('{% autoescape false %}{% include "j" %}{% endautoescape %}', '-e', cwd=str(tmp_path))
    ok(r, '&')


def test_includes_ignore_missing_undefined_name(render, run, tmp_path):
    r = render('a{% include n.m ignore missing %}', data={'n': {}})
    fails(r, 1, '<stdin>:1:13: template name must be a string, not undefined')


def test_includes_no_new_scope(render, run, tmp_path):
    (tmp_path / 'k').write_text('{% set y = 2 %}')
    r = render('{% set y = 1 %}{% include "k" %}{{ y }}', cwd=str(tmp_path))
    ok(r, '1')


def test_recursion_limit_loop_call_not_counted(render, run, tmp_path):
    r = render('{% for k in [[["a"]]] recursive %}{{ loop(k) if k is not string else k }}{% endfor %}', '--max-depth', '1')
    fails(r, 1, '<stdin>:1:42: recursion limit exceeded')


def test_assignments_set_strict_checked(render, run, tmp_path):
    r = render('{% set r = s.t %}{{ r is undefined }}', '--strict', data={'s': {}})
    ok(r, 'true')


def test_comparisons_chain_middle_evaluated_twice(render, run, tmp_path):
    r = render('{% set q = [1, 2] %}{{ 0 <= q.pop() <= 2 }}|{{ q|length }}')
    ok(r, 'true|1')


def test_filter_syntax_arguments_keyword_strict_unchecked(render, run, tmp_path):
    r = render('{{ [1]|join(sep=s) }}', '--strict')
    fails(r, 1, "<stdin>:1:17: 's' is undefined")


def test_literals_key_strict_unchecked(render, run, tmp_path):
    r = render('{{ {"a": 1, m.k: 2} }}', '--strict', data={'m': {}})
    fails(r, 1, "<stdin>:1:13: 'm.k' is undefined")


def test_literals_list_items_strict_checked(render, run, tmp_path):
    r = render('{{ [1, y.z] }}', '--strict', data={'y': {}})
    ok(r, '[1,null]')


def test_loops_items_not_fixed(render, run, tmp_path):
    r = render('{% set ys = ["a", "b"] %}{% for y in ys %}{% do ys.clear() %}{{ y }}{{ loop.length }}{% endfor %}')
    ok(r, 'a2b2')


def test_macros_autoescape_from_option(render, run, tmp_path):
    r = render('{% macro q(a) %}{{ a }}{% endmacro %}{% autoescape false %}{{ q("&") }}{% endautoescape %}', '-e')
    ok(r, '&')


def test_global_functions_range_boolean_argument(render, run, tmp_path):
    r = render('{{ range(0, 3, true) }}')
    fails(r, 1, '<stdin>:1:9: range() arguments must be integers, not boolean')


def test_layout_filters_ljust_utf16_length(render, run, tmp_path):
    r = render('{{ "𝔸b"|rjust(4) }}|')
    ok(r, '  𝔸b|')


def test_layout_filters_truncate_killwords_host_truthiness(render, run, tmp_path):
    r = render('{{ "xyz uvw"|truncate(5, "!", {}) }}')
    ok(r, 'xyz!')


def test_list_utility_filters_compact_undefined_passes(render, run, tmp_path):
    r = render('{{ w|compact is defined }}')
    ok(r, 'true')


def test_mapping_filters_dictsort_reverse_host_truthiness(render, run, tmp_path):
    r = render('{{ {"y": 0, "x": 0}|dictsort(false, "key", {}) }}')
    ok(r, '[["x",0],["y",0]]')


def test_splitting_joining_filters_batch_size_truncated(render, run, tmp_path):
    r = render('{{ "abc"|batch(size=2.5) }}')
    fails(r, 1, "<stdin>:1:10: filter 'batch' expects an integer for 'size', not 2.5")


def test_word_line_filters_truncatewords_boolean_count(render, run, tmp_path):
    r = render('{{ "x y"|truncatewords(count=false) }}')
    fails(r, 1, "<stdin>:1:10: filter 'truncatewords' expects an integer for 'count', not boolean")


def test_debug_mode_index_name_js_number(render, run, tmp_path):
    r = render('[{{ y[-(10 ** 400)] }}]', '-u', 'debug', data={'y': [1]})
    ok(r, '[{{ y[-inf] }}]')


def test_membership_number_key_js_text(render, run, tmp_path):
    r = render('{{ -(10 ** 400) not in {"-inf": 1} }}')
    ok(r, 'false')


def test_slicing_index_error_js_text(render, run, tmp_path):
    r = render('{{ "ab"[:-(10 ** 400)] }}')
    fails(r, 1, '<stdin>:1:10: slice indices must be integers or none, not -inf')


def test_tests_argument_strict_unchecked(render, run, tmp_path):
    r = render('{{ "a" is sameas(y) }}', '--strict')
    fails(r, 1, "<stdin>:1:18: 'y' is undefined")


def test_comparisons_cannot_compare_host_type_name(render, run, tmp_path):
    r = render('{{ [1] >= [2] }}')
    fails(r, 1, '<stdin>:1:8: cannot compare list and list')


def test_filters_sequences_mappings_sum_undefined_passes(render, run, tmp_path):
    r = render('{{ m.n|sum(start=2) }}', data={'m': {}})
    ok(r, '2')


def test_logical_operators_or_host_truthiness(render, run, tmp_path):
    r = render('{{ {} or 0 }}')
    ok(r, '0')


def test_conditionals_if_host_truthiness(render, run, tmp_path):
    r = render('{% if 0 %}x{% elif [] %}y{% else %}z{% endif %}')
    ok(r, 'z')


def test_trimming_replacing_filters_trim_unicode_space(render, run, tmp_path):
    r = render('[{{ "b \\u2003"|trim(none) }}]')
    ok(r, '[b \u2003]')


def test_arithmetic_binary_host_type_name(render, run, tmp_path):
    r = render('{{ [1] / 2 }}')
    fails(r, 1, '<stdin>:1:8: unsupported operand types for /: list and number')


def test_arithmetic_operand_strict_unchecked(render, run, tmp_path):
    r = render('{{ "a" + m.b }}', '--strict', data={'m': {}})
    fails(r, 1, "<stdin>:1:10: 'm.b' is undefined")


def test_arithmetic_other_ops_boolean_as_number(render, run, tmp_path):
    r = render('{{ 6 / true }}')
    fails(r, 1, '<stdin>:1:6: unsupported operand types for /: number and boolean')


def test_arithmetic_plus_boolean_as_number(render, run, tmp_path):
    r = render('{{ 2 + false }}')
    fails(r, 1, '<stdin>:1:6: unsupported operand types for +: number and boolean')


def test_arithmetic_unary_boolean_as_number(render, run, tmp_path):
    r = render('{{ +false }}')
    fails(r, 1, '<stdin>:1:4: unsupported operand type for unary +: boolean')


def test_arithmetic_unary_strict_unchecked(render, run, tmp_path):
    r = render('{{ +m.p }}', '--strict', data={'m': {}})
    fails(r, 1, "<stdin>:1:5: 'm.p' is undefined")


def test_assignments_set_drops_safe(render, run, tmp_path):
    r = render('{% set z = ("<i>"|safe) %}{{ z }}', '-e')
    ok(r, '<i>')


def test_assignments_setattr_strict_unchecked(render, run, tmp_path):
    r = render('{% set ns.k = 2 %}', '--strict')
    fails(r, 1, "<stdin>:1:8: 'ns' is undefined")


def test_assignments_setattr_value_first(render, run, tmp_path):
    r = render('{% set n = 5 %}{% set n.k = [][0].z.w() %}')
    fails(r, 1, "<stdin>:1:23: cannot assign attribute 'k' of number")


def test_assignments_unpack_host_type_name(render, run, tmp_path):
    r = render('{% for a, b in [{"k": 1}] %}{% endfor %}')
    fails(r, 1, '<stdin>:1:1: cannot unpack mapping into 2 names')


def test_attribute_index_lookup_list_item_drops_safe(render, run, tmp_path):
    r = render('{{ [1, "&"|safe][-1] }}', '-e')
    ok(r, '&')


def test_attribute_index_lookup_mapping_value_drops_safe(render, run, tmp_path):
    r = render('{{ {"k": "&"|safe}["k"] }}', '-e')
    ok(r, '&')


def test_attribute_index_lookup_number_key_js_text(render, run, tmp_path):
    r = render('{{ {"-inf": "z"}[-(10 ** 400)] }}')
    ok(r, 'z')


def test_attribute_index_lookup_undefined_strict_unchecked(render, run, tmp_path):
    r = render('{{ m.a[0] is undefined }}', '--strict', data={'m': {}})
    fails(r, 1, "<stdin>:1:4: 'm.a' is undefined")


def test_autoescaping_block_strict_unchecked(render, run, tmp_path):
    r = render('{% autoescape m.e %}&{% endautoescape %}', '--strict', data={'m': {}})
    fails(r, 1, "<stdin>:1:15: 'm.e' is undefined")


def test_case_filters_capitalize_number_js_text(render, run, tmp_path):
    r = render('{{ (-(10 ** 400))|capitalize }}')
    ok(r, '-inf')


def test_case_filters_capitalize_utf16(render, run, tmp_path):
    r = render('{{ "𐐩"|capitalize }}')
    ok(r, '𐐁')


def test_case_filters_lower_keeps_safe(render, run, tmp_path):
    r = render('{{ ("A&B"|safe)|lower }}', '-e')
    ok(r, 'a&amp;b')


def test_case_filters_lower_number_js_text(render, run, tmp_path):
    r = render('{{ (-(10 ** 400))|lower }}')
    ok(r, '-inf')


def test_case_filters_title_keeps_safe(render, run, tmp_path):
    r = render('{{ ("a&b"|safe)|title }}', '-e')
    ok(r, 'A&amp;B')


def test_case_filters_title_number_js_text(render, run, tmp_path):
    r = render('{{ (-(10 ** 400))|title }}')
    ok(r, '-Inf')


def test_case_filters_upper_number_js_text(render, run, tmp_path):
    r = render('{{ (-(10 ** 400))|upper }}')
    ok(r, '-INF')


def test_case_filters_upper_value_strict_unchecked(render, run, tmp_path):
    r = render('[{{ m.n|upper }}]', '--strict', data={'m': {}})
    fails(r, 1, "<stdin>:1:5: 'm.n' is undefined")


def test_case_statements_when_all_values_evaluated(render, run, tmp_path):
    r = render('{% set xs = [] %}{% case "k" %}{% when "k", xs.append(1) %}{% endcase %}{{ xs }}')
    ok(r, '[]')


def test_case_statements_when_new_scope(render, run, tmp_path):
    r = render('{% case "a" %}{% when "b", "a" %}{% set r = 2 %}{% endcase %}[{{ r }}]')
    ok(r, '[2]')


def test_case_statements_when_strict_unchecked(render, run, tmp_path):
    r = render('{% case "q" %}{% when m.r, "q" %}a{% endcase %}', '--strict', data={'m': {}})
    fails(r, 1, "<stdin>:1:23: 'm.r' is undefined")


def test_combining_filters_enumerate_string_utf16(render, run, tmp_path):
    r = render('{{ "a🎉"|enumerate|last|first }}')
    ok(r, '1')


def test_combining_filters_merge_changes_value(render, run, tmp_path):
    r = render('{% set p = {} %}{{ p|merge({"z": 0}) }}{{ p }}')
    ok(r, '{"z":0}{}')


def test_combining_filters_merge_other_host_type_name(render, run, tmp_path):
    r = render('{{ {"a": 1}|merge(none) }}')
    fails(r, 1, "<stdin>:1:13: filter 'merge' expects a mapping for 'other', not none")


def test_combining_filters_zip_other_mapping_values(render, run, tmp_path):
    r = render('{{ "ab"|zip({"x": 0, "y": 1}) }}')
    ok(r, '[["a","x"],["b","y"]]')


def test_comparison_tests_endingwith_host_type_name(render, run, tmp_path):
    r = render('{{ "b" is endingwith([1]) }}')
    fails(r, 1, "<stdin>:1:8: test 'endingwith' expects a string argument, not list")


def test_comparisons_ordering_boolean_as_number(render, run, tmp_path):
    r = render('{{ 0 >= false }}')
    fails(r, 1, '<stdin>:1:6: cannot compare number and boolean')


def test_comparisons_ordering_safe_not_string(render, run, tmp_path):
    r = render('{{ "z" >= ("y"|e) }}')
    ok(r, 'true')


def test_concatenation_number_js_text(render, run, tmp_path):
    r = render('{{ "n=" ~ ((10 ** 400) - (10 ** 400)) }}')
    ok(r, 'n=nan')


def test_concatenation_operand_strict_unchecked(render, run, tmp_path):
    r = render('{{ m.z ~ 1 }}', '--strict', data={'m': {}})
    fails(r, 1, "<stdin>:1:4: 'm.z' is undefined")


def test_conditional_expressions_condition_strict_unchecked(render, run, tmp_path):
    r = render('{{ "a" if m.b else "c" }}', '--strict', data={'m': {}})
    fails(r, 1, "<stdin>:1:11: 'm.b' is undefined")


def test_conditionals_if_new_scope(render, run, tmp_path):
    r = render('{% if 0 %}{% elif 1 %}{% set q = "z" %}{% endif %}[{{ q }}]')
    ok(r, '[z]')


def test_conditionals_if_strict_unchecked(render, run, tmp_path):
    r = render('{% if m.k %}{% endif %}', '--strict', data={'m': {}})
    fails(r, 1, "<stdin>:1:7: 'm.k' is undefined")


def test_cycle_tag_group_host_type_name(render, run, tmp_path):
    r = render('{% cycle [1]: "a" %}')
    fails(r, 1, '<stdin>:1:10: cycle group must be a string, not list')


def test_cycle_tag_group_strict_unchecked(render, run, tmp_path):
    r = render('{% cycle m.g: "a" %}', '--strict', data={'m': {}})
    fails(r, 1, "<stdin>:1:10: 'm.g' is undefined")


def test_cycle_tag_safe_group_rejected(render, run, tmp_path):
    r = render('{% for i in [1, 2] %}{% cycle ("h"|e): "a", "b" %}{% endfor %}')
    ok(r, 'ab')


def test_default_conversion_filters_default_strict_checked(render, run, tmp_path):
    r = render('{{ m.n|d(1) }}', '--strict', data={'m': {}})
    ok(r, '1')


def test_default_conversion_filters_int_unicode_space(render, run, tmp_path):
    r = render('{{ "12\\u2003"|int(-1) }}')
    ok(r, '-1')


def test_default_conversion_filters_list_same_object(render, run, tmp_path):
    r = render('{% set a = ["p"] %}{% do (a|list).clear() %}{{ a }}')
    ok(r, '["p"]')


def test_default_conversion_filters_list_undefined_rejected(render, run, tmp_path):
    r = render('{{ m.q|list|length }}', data={'m': {}})
    ok(r, '0')


def test_default_conversion_filters_string_drops_safe(render, run, tmp_path):
    r = render('{{ ("a&b"|safe)|string }}', '-e')
    ok(r, 'a&b')


def test_default_conversion_filters_string_number_js_text(render, run, tmp_path):
    r = render('{{ (-(10 ** 400))|string }}')
    ok(r, '-inf')


def test_escaping_filters_escape_number_js_text(render, run, tmp_path):
    r = render('{{ (-(10 ** 400))|escape }}')
    ok(r, '-inf')


def test_escaping_filters_escape_uses_mode(render, run, tmp_path):
    r = render('{{ "\\""|escape }}', '-e', '--escape-mode', 'xml')
    ok(r, '&#34;')


def test_escaping_filters_forceescape_uses_mode(render, run, tmp_path):
    r = render('{{ "\\""|forceescape }}', '-e', '--escape-mode', 'xml')
    ok(r, '&#34;')


def test_escaping_filters_urlencode_number_js_text(render, run, tmp_path):
    r = render('{{ (-(10 ** 400))|urlencode }}')
    ok(r, '-inf')


def test_filter_syntax_arguments_int_arg_host_type_name(render, run, tmp_path):
    r = render('{{ [1]|batch([2]) }}')
    fails(r, 1, "<stdin>:1:8: filter 'batch' expects an integer for 'size', not list")


def test_filter_syntax_arguments_positional_strict_unchecked(render, run, tmp_path):
    r = render('{{ [1]|join(m.s) }}', '--strict', data={'m': {}})
    fails(r, 1, "<stdin>:1:13: 'm.s' is undefined")


def test_filter_syntax_arguments_safe_string_arg_rejected(render, run, tmp_path):
    r = render('{{ [1, 2]|join(", "|e) }}')
    ok(r, '1, 2')


def test_filter_syntax_arguments_string_arg_host_type_name(render, run, tmp_path):
    r = render('{{ [1]|join([","]) }}')
    fails(r, 1, "<stdin>:1:8: filter 'join' expects a string for 'sep', not list")


def test_filters_sequences_mappings_groupby_case_host_truthiness(render, run, tmp_path):
    r = render('{{ [{"n": "B"}, {"n": "b"}]|groupby("n", none, {})|map(attribute="grouper")|list }}')
    ok(r, '["B"]')


def test_filters_sequences_mappings_groupby_case_sensitive(render, run, tmp_path):
    r = render('{{ [{"n": "Z"}, {"n": "z"}]|groupby("n")|map(attribute="grouper")|list }}')
    ok(r, '["Z"]')


def test_filters_sequences_mappings_map_attribute_strict_checked(render, run, tmp_path):
    r = render('{{ [{}]|map(attribute="z", default=0) }}', '--strict')
    ok(r, '[0]')


def test_filters_sequences_mappings_sum_host_type_name(render, run, tmp_path):
    r = render('{{ [[1]]|sum(start=1) }}')
    fails(r, 1, "<stdin>:1:10: filter 'sum' expects numbers, not list")


def test_format_filter_d_js_text(render, run, tmp_path):
    r = render('{{ "[%5d]"|format(-(10 ** 400)) }}')
    ok(r, '[ -inf]')


def test_format_filter_format_number_js_text(render, run, tmp_path):
    r = render('{{ (-(10 ** 400))|format }}')
    ok(r, '-inf')


def test_format_filter_number_host_type_name(render, run, tmp_path):
    r = render('{{ "%x"|format([1]) }}')
    fails(r, 1, "<stdin>:1:9: filter 'format' expects a number for %x, not list")


def test_format_filter_precision_utf16(render, run, tmp_path):
    r = render('{{ "%.2s|"|format("x🎉y") }}')
    ok(r, 'x🎉|')


def test_global_functions_range_argument_strict_unchecked(render, run, tmp_path):
    r = render('{{ range(1, m.n) }}', '--strict', data={'m': {}})
    fails(r, 1, "<stdin>:1:9: 'm.n' is undefined")


def test_global_functions_range_error_js_text(render, run, tmp_path):
    r = render('{{ range(0, -(10 ** 400)) }}')
    fails(r, 1, '<stdin>:1:9: range() arguments must be integers, not -inf')


def test_includes_safe_name_rejected(render, run, tmp_path):
    (tmp_path / 'j.txt').write_text('J')
    r = render('{% set n = "j.txt"|e %}{% include n %}', cwd=str(tmp_path))
    ok(r, 'J')


def test_includes_template_name_host_type_name(render, run, tmp_path):
    r = render('{% include [["a"]] %}')
    fails(r, 1, '<stdin>:1:12: template name must be a string, not list')


def test_includes_with_strict_checked(render, run, tmp_path):
    (tmp_path / 'j.txt').write_text('[{{ b is undefined }}]')
    r = render('{% include "j.txt" with b = m.q %}', '--strict', data={'m': {}}, cwd=str(tmp_path))
    ok(r, '[true]')


def test_layout_filters_center_number_js_text(render, run, tmp_path):
    r = render('{{ (-(10 ** 400))|center(6) }}')
    ok(r, ' -inf ')


def test_layout_filters_center_width_truncated(render, run, tmp_path):
    r = render('{{ 5|center(width=4.25) }}')
    fails(r, 1, "<stdin>:1:6: filter 'center' expects an integer for 'width', not 4.25")


def test_layout_filters_fill_utf16(render, run, tmp_path):
    r = render('{{ "b"|rjust(2, fill="🎉") }}')
    ok(r, '🎉b')


def test_layout_filters_indent_blank_host_truthiness(render, run, tmp_path):
    r = render('{{ "p\\n\\nq"|indent(2, true, ""|safe) }}')
    ok(r, '  p\n\n  q')


def test_layout_filters_indent_first_host_truthiness(render, run, tmp_path):
    r = render('{{ "x\\ny"|indent(1, first={}) }}')
    ok(r, 'x\n y')


def test_layout_filters_indent_number_js_text(render, run, tmp_path):
    r = render('{{ (-(10 ** 400))|indent(1, true) }}')
    ok(r, ' -inf')


def test_layout_filters_indent_width_truncated(render, run, tmp_path):
    r = render('{{ "p\\nq"|indent(width=2.5, first=true) }}')
    fails(r, 1, "<stdin>:1:11: filter 'indent' expects an integer for 'width', not 2.5")


def test_layout_filters_ljust_keeps_safe(render, run, tmp_path):
    r = render('{{ ("&"|safe)|rjust(3, "*") }}', '-e')
    ok(r, '**&amp;')


def test_layout_filters_ljust_number_js_text(render, run, tmp_path):
    r = render('{{ (-(10 ** 400))|rjust(5) }}')
    ok(r, ' -inf')


def test_layout_filters_ljust_width_truncated(render, run, tmp_path):
    r = render('{{ 7|rjust(width=3.5) }}')
    fails(r, 1, "<stdin>:1:6: filter 'rjust' expects an integer for 'width', not 3.5")


def test_layout_filters_truncate_keeps_safe(render, run, tmp_path):
    r = render('{{ ("&&&&&&"|safe)|truncate(4, end="!") }}', '-e')
    ok(r, '&amp;&amp;&amp;!')


def test_layout_filters_truncate_length_truncated(render, run, tmp_path):
    r = render('{{ "xy"|truncate(length=3.75) }}')
    fails(r, 1, "<stdin>:1:9: filter 'truncate' expects an integer for 'length', not 3.75")


def test_layout_filters_truncate_number_js_text(render, run, tmp_path):
    r = render('{{ (-(10 ** 400))|truncate(4, end="") }}')
    ok(r, '-inf')


def test_layout_filters_truncate_utf16(render, run, tmp_path):
    r = render('{{ "👍👍"|truncate(3, "", true) }}')
    ok(r, '👍👍')


def test_layout_filters_wordwrap_break_host_truthiness(render, run, tmp_path):
    r = render('{{ "wxyz"|wordwrap(2, break_long_words={}) }}')
    ok(r, 'wxyz')


def test_layout_filters_wordwrap_number_js_text(render, run, tmp_path):
    r = render('{{ (-(10 ** 400))|wordwrap(4) }}')
    ok(r, '-inf')


def test_layout_filters_wordwrap_utf16(render, run, tmp_path):
    r = render('{{ "ab 👍"|wordwrap(4) }}')
    ok(r, 'ab 👍')


def test_layout_filters_wordwrap_width_truncated(render, run, tmp_path):
    r = render('{{ "xy zw"|wordwrap(width=3.5) }}')
    fails(r, 1, "<stdin>:1:12: filter 'wordwrap' expects an integer for 'width', not 3.5")


def test_length_order_filters_compare_host_type_name(render, run, tmp_path):
    r = render('{{ [[1], [2]]|max }}')
    fails(r, 1, "<stdin>:1:15: filter 'max' cannot compare list and list")


def test_length_order_filters_first_item_drops_safe(render, run, tmp_path):
    r = render('{{ ["&"|safe, 2]|first }}', '-e')
    ok(r, '&')


def test_length_order_filters_first_mapping_values(render, run, tmp_path):
    r = render('{{ {"2": "x", "1": "y"}|first }}')
    ok(r, '1')


def test_length_order_filters_last_char_stays_safe(render, run, tmp_path):
    r = render('{{ ("x>"|safe)|last }}', '-e')
    ok(r, '&gt;')


def test_length_order_filters_length_host_type_name(render, run, tmp_path):
    r = render('{{ range|count }}')
    fails(r, 1, "<stdin>:1:10: filter 'length' expects a string, list or mapping, not macro")


def test_length_order_filters_length_undefined_error(render, run, tmp_path):
    r = render('{{ m.k|count }}', data={'m': {}})
    ok(r, '0')


def test_length_order_filters_length_utf16(render, run, tmp_path):
    r = render('{{ "a🎉b"|count }}')
    ok(r, '3')


def test_length_order_filters_max_case_host_truthiness(render, run, tmp_path):
    r = render('{{ ["Y", "x"]|min({}) }}')
    ok(r, 'x')


def test_length_order_filters_reverse_host_type_name(render, run, tmp_path):
    r = render('{{ range|reverse }}')
    fails(r, 1, "<stdin>:1:10: filter 'reverse' expects a string or a sequence, not macro")


def test_length_order_filters_reverse_in_place(render, run, tmp_path):
    r = render('{% set ys = ["a", "b", "c"] %}{% set zs = ys|reverse %}{{ ys|first }}')
    ok(r, 'a')


def test_length_order_filters_reverse_undefined_text(render, run, tmp_path):
    r = render('{{ m.z|reverse is string }}', data={'m': {}})
    ok(r, 'false')


def test_length_order_filters_sort_case_host_truthiness(render, run, tmp_path):
    r = render('{{ ["D", "c"]|sort(false, {}) }}')
    ok(r, '["c","D"]')


def test_length_order_filters_sort_case_sensitive(render, run, tmp_path):
    r = render('{{ ["c", "D"]|sort }}')
    ok(r, '["c","D"]')


def test_length_order_filters_sort_undefined_rejected(render, run, tmp_path):
    r = render('{{ m.k|sort(reverse=true) }}', data={'m': {}})
    ok(r, '[]')


def test_length_order_filters_unique_case_host_truthiness(render, run, tmp_path):
    r = render('{{ ["Q", "q", "r"]|unique({}) }}')
    ok(r, '["Q","r"]')


def test_length_order_filters_unique_case_sensitive(render, run, tmp_path):
    r = render('{{ ["Q", "r", "q"]|unique(attribute=none) }}')
    ok(r, '["Q","r"]')


def test_line_filters_dedent_number_js_text(render, run, tmp_path):
    r = render('{{ (-(10 ** 400))|dedent }}')
    ok(r, '-inf')


def test_line_filters_dedent_unicode_space(render, run, tmp_path):
    r = render('{{ "\\u2003\\u2003x\\n\\u2003\\u2003y"|dedent }}')
    ok(r, '\u2003\u2003x\n\u2003\u2003y')


def test_line_filters_lines_number_js_text(render, run, tmp_path):
    r = render('{{ (-(10 ** 400))|lines|first }}')
    ok(r, '-inf')


def test_literals_dict_key_host_type_name(render, run, tmp_path):
    r = render('{{ {[1]: 2} }}')
    fails(r, 1, '<stdin>:1:5: dictionary keys must be strings, not list')


def test_literals_dict_values_strict_checked(render, run, tmp_path):
    r = render('{{ {"k": m.n, "j": 2}|list }}', '--strict', data={'m': {}})
    ok(r, '["k","j"]')


def test_literals_safe_key_rejected(render, run, tmp_path):
    r = render('{{ {("k"|e): 2}.k }}')
    ok(r, '2')


def test_logical_operators_and_evaluates_right(render, run, tmp_path):
    r = render('{% set xs = [] %}{{ false and xs.append(1) }}{{ xs }}')
    ok(r, 'false[]')


def test_logical_operators_and_host_truthiness(render, run, tmp_path):
    r = render('{{ ({} and "b") ~ "|" }}')
    ok(r, '{}|')


def test_logical_operators_and_strict_unchecked(render, run, tmp_path):
    r = render('{{ (m.a and 2) is undefined }}', '--strict', data={'m': {}})
    fails(r, 1, "<stdin>:1:5: 'm.a' is undefined")


def test_logical_operators_not_strict_unchecked(render, run, tmp_path):
    r = render('{{ not m.a }}', '--strict', data={'m': {}})
    fails(r, 1, "<stdin>:1:8: 'm.a' is undefined")


def test_logical_operators_or_drops_safe(render, run, tmp_path):
    r = render('{{ ("&"|safe) or none }}', '-e')
    ok(r, '&')


def test_logical_operators_or_strict_unchecked(render, run, tmp_path):
    r = render('{{ m.a or "b" }}', '--strict', data={'m': {}})
    fails(r, 1, "<stdin>:1:4: 'm.a' is undefined")


def test_loops_filter_strict_unchecked(render, run, tmp_path):
    r = render('{% for i in [1, 2] if i.z %}{% else %}e{% endfor %}', '--strict')
    fails(r, 1, "<stdin>:1:23: 'i.z' is undefined")


def test_loops_items_drop_safe(render, run, tmp_path):
    r = render('{% for y in [1, "&"|safe] %}{{ y }}{% endfor %}', '-e')
    ok(r, '1&')


def test_loops_iterable_strict_unchecked(render, run, tmp_path):
    r = render('{% for k in m.n %}{% endfor %}', '--strict', data={'m': {}})
    fails(r, 1, "<stdin>:1:13: 'm.n' is undefined")


def test_loops_not_iterable_host_type_name(render, run, tmp_path):
    r = render('{% for k in {"a": 1}.items %}{% endfor %}')
    fails(r, 1, '<stdin>:1:13: macro is not iterable')


def test_loops_string_utf16(render, run, tmp_path):
    r = render('{% for c in "x👍" %}.{% endfor %}')
    ok(r, '..')


def test_macros_call_no_new_scope(render, run, tmp_path):
    r = render('{% set a = 1 %}{% macro n(a) %}{% endmacro %}{{ n(2) }}{{ a }}')
    ok(r, '1')


def test_macros_call_strict_unchecked(render, run, tmp_path):
    r = render('{{ m.f(1) }}', '--strict', data={'m': {}})
    fails(r, 1, "<stdin>:1:4: 'm.f' is undefined")


def test_mapping_filters_attr_drops_safe(render, run, tmp_path):
    r = render('{{ ["&"|safe]|attr(0) }}', '-e')
    ok(r, '&')


def test_mapping_filters_attr_name_host_type_name(render, run, tmp_path):
    r = render('{{ {"a": 1}|attr(["a"]) }}')
    fails(r, 1, "<stdin>:1:13: filter 'attr' expects a string for 'name', not list")


def test_mapping_filters_attr_strict_checked(render, run, tmp_path):
    r = render('{{ ([1]|attr(5)) is defined }}', '--strict')
    ok(r, 'false')


def test_mapping_filters_dictsort_case_host_truthiness(render, run, tmp_path):
    r = render('{{ {"x": 1, "Y": 2}|dictsort({}) }}')
    ok(r, '[["x",1],["Y",2]]')


def test_mapping_filters_dictsort_case_sensitive(render, run, tmp_path):
    r = render('{{ {"x": 1, "Y": 2}|dictsort(by="key") }}')
    ok(r, '[["x",1],["Y",2]]')


def test_mapping_filters_dictsort_undefined_rejected(render, run, tmp_path):
    r = render('{{ m.d|dictsort(reverse=true)|length }}', data={'m': {}})
    ok(r, '0')


def test_mapping_filters_expects_mapping_host_type_name(render, run, tmp_path):
    r = render('{{ [1]|keys }}')
    fails(r, 1, "<stdin>:1:8: filter 'keys' expects a mapping, not list")


def test_mapping_filters_items_undefined_rejected(render, run, tmp_path):
    r = render('{% for k, v in y|items %}{% else %}e{% endfor %}')
    ok(r, 'e')


def test_mapping_filters_xmlattr_uses_mode(render, run, tmp_path):
    r = render('{{ {"b": "x\\"y"}|xmlattr(false) }}', '-e', '--escape-mode', 'xml')
    ok(r, 'b="x&#34;y"')


def test_mapping_filters_xmlattr_value_js_text(render, run, tmp_path):
    r = render('{{ {"w": -(10 ** 400)}|xmlattr(false) }}')
    ok(r, 'w="-inf"')


def test_membership_in_string_host_type_name(render, run, tmp_path):
    r = render('{{ [1] not in "x" }}')
    fails(r, 1, "<stdin>:1:8: 'in <string>' requires a string as left operand, not list")


def test_membership_list_identity(render, run, tmp_path):
    r = render('{{ {"a": 1} not in [{"a": 1}] }}')
    ok(r, 'false')


def test_membership_safe_container_not_string(render, run, tmp_path):
    r = render('{{ "q" not in ("xyz"|e) }}')
    ok(r, 'true')


def test_methods_argument_strict_unchecked(render, run, tmp_path):
    r = render('{% set xs = [] %}{% do xs.append(m.q) %}{{ xs }}', '--strict', data={'m': {}})
    fails(r, 1, "<stdin>:1:33: 'm.q' is undefined")


def test_methods_count_empty_utf16(render, run, tmp_path):
    r = render('{{ "a👍b".count("") }}')
    ok(r, '4')


def test_methods_count_identity(render, run, tmp_path):
    r = render('{{ ["a"|safe, "a"].count("a") }}')
    ok(r, '2')


def test_methods_get_number_key_js_text(render, run, tmp_path):
    r = render('{{ {"-inf": "y"}.get(-(10 ** 400), "n") }}')
    ok(r, 'y')


def test_methods_string_argument_host_type_name(render, run, tmp_path):
    r = render('{{ "b".find([1]) }}')
    fails(r, 1, "<stdin>:1:12: method 'find' expects a string for 'sub', not list")


def test_methods_strip_chars_utf16(render, run, tmp_path):
    r = render('{{ "🎉b".lstrip("🎉") }}')
    ok(r, 'b')


def test_mutating_methods_key_host_type_name(render, run, tmp_path):
    r = render('{% set m = {} %}{{ m.setdefault([1]) }}')
    fails(r, 1, "<stdin>:1:32: method 'setdefault' expects a string for 'key', not list")


def test_mutating_methods_key_js_text(render, run, tmp_path):
    r = render('{% set m = {} %}{{ m.setdefault(-(10 ** 400), 5) }}{{ m }}')
    ok(r, '5{"-inf":5}')


def test_mutating_methods_pop_index_truncated(render, run, tmp_path):
    r = render('{% set ys = ["a"] %}{{ ys.pop(index=-0.5) }}')
    fails(r, 1, "<stdin>:1:30: method 'pop' expects an integer for 'index', not -0.5")


def test_mutating_methods_update_host_type_name(render, run, tmp_path):
    r = render('{% set n = {"a": 1} %}{% do n.update(none) %}')
    fails(r, 1, "<stdin>:1:37: method 'update' expects a mapping for 'other', not none")


def test_number_filters_abs_undefined_zero(render, run, tmp_path):
    r = render('{{ m.q|abs }}', data={'m': {}})
    fails(r, 1, "<stdin>:1:8: filter 'abs' expects a number, not undefined")


def test_number_filters_expects_number_host_type_name(render, run, tmp_path):
    r = render('{{ [1]|round }}')
    fails(r, 1, "<stdin>:1:8: filter 'round' expects a number, not list")


def test_number_filters_filesize_boolean_as_number(render, run, tmp_path):
    r = render('{{ false|filesizeformat(true) }}')
    fails(r, 1, "<stdin>:1:10: filter 'filesizeformat' expects a number, not boolean")


def test_number_filters_round_boolean_as_number(render, run, tmp_path):
    r = render('{{ false|round(2) }}')
    fails(r, 1, "<stdin>:1:10: filter 'round' expects a number, not boolean")


def test_number_filters_round_precision_truncated(render, run, tmp_path):
    r = render('{{ 3|round(0.25, "floor") }}')
    fails(r, 1, "<stdin>:1:6: filter 'round' expects an integer for 'precision', not 0.25")


def test_number_filters_round_undefined_zero(render, run, tmp_path):
    r = render('{{ m.q|round(1) }}', data={'m': {}})
    fails(r, 1, "<stdin>:1:8: filter 'round' expects a number, not undefined")


def test_number_tests_host_type_name(render, run, tmp_path):
    r = render('{{ [2] is divisibleby 2 }}')
    fails(r, 1, "<stdin>:1:8: test 'divisibleby' expects a number, not list")


def test_number_tests_odd_boolean_as_number(render, run, tmp_path):
    r = render('{{ false is not odd }}')
    fails(r, 1, "<stdin>:1:10: test 'odd' expects a number, not boolean")


def test_recursion_limit_extends_not_counted(render, run, tmp_path):
    (tmp_path / 'b.txt').write_text('{% extends "c.txt" %}')
    (tmp_path / 'c.txt').write_text('{% extends "d.txt" %}')
    (tmp_path / 'd.txt').write_text('D')
    r = render('x{% extends "b.txt" %}', '--max-depth', '2', cwd=str(tmp_path))
    fails(r, 1, 'c.txt:1:1: recursion limit exceeded')


def test_slicing_boolean_index_as_number(render, run, tmp_path):
    r = render('{{ "abc"[:false] }}')
    fails(r, 1, '<stdin>:1:11: slice indices must be integers or none, not boolean')


def test_slicing_cannot_slice_host_type_name(render, run, tmp_path):
    r = render('{{ {"a": 1}[:1] }}')
    fails(r, 1, '<stdin>:1:12: cannot slice mapping')


def test_slicing_index_fraction_truncated(render, run, tmp_path):
    r = render('{{ "abc"[:1.5] }}')
    fails(r, 1, '<stdin>:1:11: slice indices must be integers or none, not 1.5')


def test_slicing_string_utf16(render, run, tmp_path):
    r = render('{{ "x🎉"[-1:] }}')
    ok(r, '🎉')


def test_slicing_undefined_strict_unchecked(render, run, tmp_path):
    r = render('{{ (m.s[::2]) is defined }}', '--strict', data={'m': {}})
    fails(r, 1, "<stdin>:1:5: 'm.s' is undefined")


def test_splitting_joining_filters_join_attribute_strict_checked(render, run, tmp_path):
    r = render('{{ [{"n": "x"}, {"m": 1}]|join(attribute="n") }}', '--strict')
    ok(r, 'x')


def test_splitting_joining_filters_join_mapping_values(render, run, tmp_path):
    r = render('{{ {"x": "y"}|join("-") }}')
    ok(r, 'x')


def test_splitting_joining_filters_join_undefined_rejected(render, run, tmp_path):
    r = render('[{{ m.z|join }}]', data={'m': {}})
    ok(r, '[]')


def test_splitting_joining_filters_slice_count_truncated(render, run, tmp_path):
    r = render('{{ "abc"|slice(count=2.5) }}')
    fails(r, 1, "<stdin>:1:10: filter 'slice' expects an integer for 'count', not 2.5")


def test_splitting_joining_filters_split_number_js_text(render, run, tmp_path):
    r = render('{{ (-(10 ** 400))|split("-") }}')
    ok(r, '["","inf"]')


def test_splitting_joining_filters_split_unicode_space(render, run, tmp_path):
    r = render('{{ "x\\u2003y"|split }}')
    ok(r, '["x\u2003y"]')


def test_string_list_operators_plus_keeps_safe(render, run, tmp_path):
    r = render('{{ ("&"|safe) + ("&"|safe) }}', '-e')
    ok(r, '&amp;&amp;')


def test_string_list_operators_plus_safe_not_string(render, run, tmp_path):
    r = render('{{ "x" + ("y"|e) }}')
    ok(r, 'xy')


def test_string_list_operators_repeat_boolean_count(render, run, tmp_path):
    r = render('{{ "x" * false }}')
    fails(r, 1, '<stdin>:1:8: unsupported operand types for *: string and boolean')


def test_text_formatting_filters_commas_boolean_as_number(render, run, tmp_path):
    r = render('{{ false|commas(2) }}')
    fails(r, 1, "<stdin>:1:10: filter 'commas' expects a number, not boolean")


def test_text_formatting_filters_commas_precision_truncated(render, run, tmp_path):
    r = render('{{ 5|commas(precision=0.5) }}')
    fails(r, 1, "<stdin>:1:6: filter 'commas' expects an integer for 'precision', not 0.5")


def test_text_formatting_filters_ordinal_boolean_as_number(render, run, tmp_path):
    r = render('{{ false|ordinal }}')
    fails(r, 1, "<stdin>:1:10: filter 'ordinal' expects an integer, not boolean")


def test_text_formatting_filters_ordinal_error_js_text(render, run, tmp_path):
    r = render('{{ (0.5 - (10 ** 400))|ordinal }}')
    fails(r, 1, "<stdin>:1:24: filter 'ordinal' expects an integer, not -inf")


def test_text_formatting_filters_slugify_number_js_text(render, run, tmp_path):
    r = render('{{ (-(10 ** 400))|slugify }}')
    ok(r, 'inf')


def test_text_formatting_filters_zfill_number_js_text(render, run, tmp_path):
    r = render('{{ (-(10 ** 400))|zfill(5) }}')
    ok(r, '-0inf')


def test_text_formatting_filters_zfill_width_truncated(render, run, tmp_path):
    r = render('{{ 12|zfill(width=5.9) }}')
    fails(r, 1, "<stdin>:1:7: filter 'zfill' expects an integer for 'width', not 5.9")


def test_trimming_replacing_filters_replace_number_js_text(render, run, tmp_path):
    r = render('{{ (-(10 ** 400))|replace("f", "F") }}')
    ok(r, '-inF')


def test_trimming_replacing_filters_striptags_number_js_text(render, run, tmp_path):
    r = render('{{ (-(10 ** 400))|striptags }}')
    ok(r, '-inf')


def test_trimming_replacing_filters_trim_chars_utf16(render, run, tmp_path):
    r = render('{{ "🎉🎉x🎉"|trim("🎉") }}')
    ok(r, 'x')


def test_trimming_replacing_filters_trim_keeps_safe(render, run, tmp_path):
    r = render('{{ ("&\\n"|safe)|trim }}', '-e')
    ok(r, '&amp;')


def test_trimming_replacing_filters_trim_number_js_text(render, run, tmp_path):
    r = render('{{ (-(10 ** 400))|trim("-") }}')
    ok(r, 'inf')


def test_type_tests_defined_strict_checked(render, run, tmp_path):
    r = render('{{ m.k is not defined }}', '--strict', data={'m': {}})
    ok(r, 'true')


def test_type_tests_none_strict_unchecked(render, run, tmp_path):
    r = render('{{ m.k is not none }}', '--strict', data={'m': {}})
    fails(r, 1, "<stdin>:1:4: 'm.k' is undefined")


def test_type_tests_string_safe_not_string(render, run, tmp_path):
    r = render('{{ ("<"|e) is not string }}')
    ok(r, 'false')


def test_unless_new_scope(render, run, tmp_path):
    r = render('{% unless [] %}{% set b = "u" %}{% endunless %}[{{ b }}]')
    ok(r, '[u]')


def test_with_no_new_scope(render, run, tmp_path):
    r = render('{% set b = 1 %}{% with b = 2 %}{% endwith %}{{ b }}')
    ok(r, '1')


def test_word_line_filters_nl2br_number_js_text(render, run, tmp_path):
    r = render('{{ (-(10 ** 400))|nl2br }}')
    ok(r, '-inf')


def test_word_line_filters_nl2br_uses_mode(render, run, tmp_path):
    r = render('{{ "a\\"b"|nl2br }}', '-e', '--escape-mode', 'xml')
    ok(r, 'a&#34;b')


def test_word_line_filters_truncatewords_count_truncated(render, run, tmp_path):
    r = render('{{ "x y"|truncatewords(count=0.5) }}')
    fails(r, 1, "<stdin>:1:10: filter 'truncatewords' expects an integer for 'count', not 0.5")


def test_word_line_filters_truncatewords_number_js_text(render, run, tmp_path):
    r = render('{{ (-(10 ** 400))|truncatewords(2) }}')
    ok(r, '-inf')
