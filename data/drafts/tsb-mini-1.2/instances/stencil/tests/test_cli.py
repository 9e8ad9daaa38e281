"""Reference tests: invocation, usage errors, help, data, definitions, template, output, statuses."""
from helpers import fails, ok, write, write_json

HELP_FIRST = "usage: stencil [OPTIONS] TEMPLATE\n"


# ---- Invocation and options ---------------------------------------------------------------


def test_template_from_stdin(run):
    ok(run("-", stdin="hi {{ 1 + 1 }}"), "hi 2")


def test_template_from_file(run, tmp_path):
    write(tmp_path / "t.txt", "file {{ 'x' }}")
    ok(run("t.txt", cwd=tmp_path), "file x")


def test_options_after_operand(run):
    ok(run("-", "-D", "a=1", stdin="{{ a }}"), "1")


def test_double_dash_makes_operand(run, tmp_path):
    write(tmp_path / "-t", "dash")
    ok(run("--", "-t", cwd=tmp_path), "dash")


def test_value_option_takes_next_argument_verbatim(run, tmp_path):
    r = run("-o", "--strict", "-", stdin="v", cwd=tmp_path)
    ok(r, "")
    assert (tmp_path / "--strict").read_text() == "v"


def test_long_option_attached_value(run):
    ok(run("--define=x=7", "-", stdin="{{ x }}"), "7")


def test_long_option_attached_empty_value(run):
    ok(run("--define=x=", "-", stdin="[{{ x }}]"), "[]")


def test_short_option_attached_value_unknown(run):
    fails(run("-Dx=1", "-", stdin=""), 2, "unknown option: -Dx=1")


def test_last_undefined_mode_wins(run):
    ok(run("-u", "strict", "-u", "debug", "-", stdin="{{ x }}"), "{{ x }}")


def test_repeated_flag_no_effect(run):
    ok(run("-e", "--autoescape", "-", stdin="{{ '<' }}"), "&lt;")


def test_last_output_wins(run, tmp_path):
    ok(run("-o", "a.txt", "-o", "b.txt", "-", stdin="z", cwd=tmp_path), "")
    assert (tmp_path / "b.txt").read_text() == "z"
    assert not (tmp_path / "a.txt").exists()


# ---- Usage errors --------------------------------------------------------------------------


def test_unknown_option(run):
    fails(run("--color", "-", stdin=""), 2, "unknown option: --color")


def test_unknown_long_option_with_value_named_whole(run):
    fails(run("--color=red", "-", stdin=""), 2, "unknown option: --color=red")


def test_grouped_short_options_unknown(run):
    fails(run("-eu", "-", stdin=""), 2, "unknown option: -eu")


def test_flag_with_value(run):
    fails(run("--strict=yes", "-", stdin=""), 2, "option --strict takes no value")


def test_missing_option_value(run):
    fails(run("-", "-d"), 2, "option -d requires a value")


def test_missing_long_option_value_named_as_written(run):
    fails(run("-", "--output"), 2, "option --output requires a value")


def test_invalid_definition_without_equals(run):
    fails(run("-D", "abc", "-", stdin=""), 2, "invalid definition: abc")


def test_invalid_definition_bad_name(run):
    fails(run("-D", "1a=2", "-", stdin=""), 2, "invalid definition: 1a=2")


def test_invalid_undefined_mode(run):
    fails(run("-u", "Strict", "-", stdin=""), 2, "invalid undefined mode: Strict")


def test_first_problem_left_to_right(run):
    fails(run("-u", "bad", "--nope", "-", stdin=""), 2, "invalid undefined mode: bad")


def test_missing_template_argument(run):
    fails(run("-D", "a=1"), 2, "missing template argument")


def test_too_many_arguments(run):
    fails(run("a", "b"), 2, "too many arguments")


def test_stdin_twice(run):
    fails(run("-d", "-", "-", stdin="{}"), 2, "standard input can be read only once")


def test_strict_conflicts_with_other_mode(run):
    fails(run("--strict", "-u", "debug", "-", stdin=""), 2, "--strict conflicts with --undefined debug")


def test_strict_with_undefined_strict_allowed(run):
    ok(run("--strict", "-u", "strict", "-", stdin="ok"), "ok")


def test_usage_error_reads_no_data(run, tmp_path):
    fails(run("-d", "missing.json", "a", "b", cwd=tmp_path), 2, "too many arguments")


# ---- Help and version ----------------------------------------------------------------------


def test_help_text(run):
    r = run("--help")
    assert r.code == 0 and r.err == ""
    assert r.text.startswith(HELP_FIRST)
    assert r.text.endswith("      --version             print the version and exit\n")
    assert len(r.text.splitlines()) == 24


def test_help_without_template_and_extra_operands(run):
    r = run("-h", "a", "b")
    assert r.code == 0 and r.text.startswith(HELP_FIRST)


def test_help_precedes_version(run):
    r = run("--version", "-h")
    assert r.text.startswith(HELP_FIRST)


def test_version(run):
    ok(run("--version"), "stencil 1.2.0\n")


def test_help_blocked_by_unknown_option(run):
    fails(run("--help", "--bogus"), 2, "unknown option: --bogus")


def test_help_reads_no_data(run, tmp_path):
    r = run("-d", "missing.json", "--help", cwd=tmp_path)
    assert r.code == 0 and r.text.startswith(HELP_FIRST)


# ---- Data files ----------------------------------------------------------------------------


def test_data_file_variables(run, tmp_path):
    write_json(tmp_path / "d.json", {"name": "Ann", "n": 3, "ok": True, "nil": None})
    ok(run("-d", "d.json", "-", stdin="{{ name }} {{ n + 1 }} {{ ok }} [{{ nil }}]", cwd=tmp_path), "Ann 4 true []")


def test_data_key_order_kept(run, tmp_path):
    write(tmp_path / "d.json", '{"m": {"z": 1, "a": 2}}')
    ok(run("-d", "d.json", "-", stdin="{% for k in m %}{{ k }}{% endfor %}", cwd=tmp_path), "za")


def test_data_duplicate_key_last_value_first_position(run, tmp_path):
    write(tmp_path / "d.json", '{"m": {"a": 1, "b": 2, "a": 3}}')
    ok(run("-d", "d.json", "-", stdin="{{ m }}", cwd=tmp_path), '{"a":3,"b":2}')


def test_later_data_file_replaces(run, tmp_path):
    write_json(tmp_path / "a.json", {"x": 1, "y": 1})
    write_json(tmp_path / "b.json", {"x": 2})
    ok(run("-d", "a.json", "-d", "b.json", "-", stdin="{{ x }}{{ y }}", cwd=tmp_path), "21")


def test_definition_after_data_replaces(run, tmp_path):
    write_json(tmp_path / "a.json", {"x": 1})
    ok(run("-d", "a.json", "-D", "x=s", "-", stdin="{{ x }}", cwd=tmp_path), "s")


def test_data_after_definition_replaces(run, tmp_path):
    write_json(tmp_path / "a.json", {"x": 1})
    ok(run("-D", "x=s", "-d", "a.json", "-", stdin="{{ x }}", cwd=tmp_path), "1")


def test_data_from_stdin(run, tmp_path):
    write(tmp_path / "t.txt", "{{ a }}")
    ok(run("-d", "-", "t.txt", stdin='{"a": "in"}', cwd=tmp_path), "in")


def test_data_file_unreadable(run, tmp_path):
    fails(run("-d", "nope.json", "-", stdin="", cwd=tmp_path), 3, "nope.json: cannot read file")


def test_data_file_directory(run, tmp_path):
    (tmp_path / "dir").mkdir()
    fails(run("-d", "dir", "-", stdin="", cwd=tmp_path), 3, "dir: cannot read file")


def test_data_invalid_json(run, tmp_path):
    write(tmp_path / "d.json", "{'a': 1}")
    fails(run("-d", "d.json", "-", stdin="", cwd=tmp_path), 3, "d.json: invalid JSON")


def test_data_empty_file_invalid(run, tmp_path):
    write(tmp_path / "d.json", "")
    fails(run("-d", "d.json", "-", stdin="", cwd=tmp_path), 3, "d.json: invalid JSON")


def test_data_not_object(run, tmp_path):
    write(tmp_path / "d.json", "[1, 2]")
    fails(run("-d", "d.json", "-", stdin="", cwd=tmp_path), 3, "d.json: data must be a JSON object")


def test_data_stdin_label(run, tmp_path):
    write(tmp_path / "t.txt", "")
    fails(run("-d", "-", "t.txt", stdin="1", cwd=tmp_path), 3, "<stdin>: data must be a JSON object")


def test_first_failing_data_file_reported(run, tmp_path):
    write(tmp_path / "bad.json", "nope")
    fails(run("-d", "gone.json", "-d", "bad.json", "-", stdin="", cwd=tmp_path), 3, "gone.json: cannot read file")


def test_data_error_before_template_error(run, tmp_path):
    fails(run("-d", "gone.json", "missing.txt", cwd=tmp_path), 3, "gone.json: cannot read file")


def test_data_visible_in_macro(run, tmp_path):
    write_json(tmp_path / "d.json", {"g": "G"})
    ok(run("-d", "d.json", "-", stdin="{% macro m() %}{{ g }}{% endmacro %}{{ m() }}", cwd=tmp_path), "G")


# ---- Definitions ---------------------------------------------------------------------------


def test_define_value_after_first_equals(run):
    ok(run("-D", "a=b=c", "-", stdin="{{ a }}"), "b=c")


def test_define_is_string(run):
    ok(run("-D", "n=5", "-", stdin="{{ n ~ 1 }} {{ n is string }}"), "51 true")


def test_define_number_addition_error(run):
    fails(run("-D", "n=5", "-", stdin="{{ n + 1 }}"), 1, "<stdin>:1:6: unsupported operand types for +: string and number")


def test_define_hides_global_function(run):
    ok(run("-D", "range=x", "-", stdin="{{ range }}"), "x")


def test_later_define_wins(run):
    ok(run("-D", "a=1", "-D", "a=2", "-", stdin="{{ a }}"), "2")


# ---- Reading the template ------------------------------------------------------------------


def test_missing_template_file(run, tmp_path):
    fails(run("nope.txt", cwd=tmp_path), 3, "nope.txt: cannot read template")


def test_template_directory(run, tmp_path):
    (tmp_path / "d").mkdir()
    fails(run("d", cwd=tmp_path), 3, "d: cannot read template")


def test_template_name_in_error_as_given(run, tmp_path):
    (tmp_path / "sub").mkdir()
    write(tmp_path / "sub" / "t.txt", "\n  {{ 1 / 0 }}")
    fails(run("sub/t.txt", cwd=tmp_path), 1, "sub/t.txt:2:8: division by zero")


def test_stdin_template_name(run):
    fails(run("-", stdin="{{ 1 // 0 }}"), 1, "<stdin>:1:6: division by zero")


def test_text_kept_exactly(run):
    ok(run("-", stdin="a\r\n\tb\n\n"), "a\r\n\tb\n\n")


def test_byte_order_mark_is_text(run):
    r = run("-", stdin="\ufeffx")
    assert r.code == 0 and r.text == "\ufeffx"


# ---- Output --------------------------------------------------------------------------------


def test_output_file(run, tmp_path):
    r = run("-o", "out.txt", "-", stdin="A{{ 1 }}", cwd=tmp_path)
    ok(r, "")
    assert (tmp_path / "out.txt").read_text() == "A1"


def test_output_file_replaced(run, tmp_path):
    write(tmp_path / "out.txt", "old content here")
    run("--output", "out.txt", "-", stdin="new", cwd=tmp_path)
    assert (tmp_path / "out.txt").read_text() == "new"


def test_output_not_written_on_error(run, tmp_path):
    write(tmp_path / "out.txt", "old")
    r = run("-o", "out.txt", "-", stdin="x{{ 1/0 }}", cwd=tmp_path)
    assert r.code == 1
    assert (tmp_path / "out.txt").read_text() == "old"


def test_output_not_created_on_error(run, tmp_path):
    run("-o", "out.txt", "-", stdin="{{ 1/0 }}", cwd=tmp_path)
    assert not (tmp_path / "out.txt").exists()


def test_nothing_on_stdout_when_render_fails_late(run):
    r = run("-", stdin="lots of text {{ 1 }}\n{{ 1/0 }}")
    assert r.out == b"" and r.code == 1


def test_output_cannot_write(run, tmp_path):
    fails(run("-o", "no/such/out.txt", "-", stdin="x", cwd=tmp_path), 3, "no/such/out.txt: cannot write output")


def test_empty_result(run):
    ok(run("-", stdin="{# only a comment #}"), "")


# ---- Exit statuses / error positions -------------------------------------------------------


def test_syntax_error_status(run):
    fails(run("-", stdin="{% bogus %}"), 1, "<stdin>:1:4: unknown tag 'bogus'")


def test_syntax_error_late_no_output(run):
    r = run("-", stdin="text\n{{ 1 }}\n{% if %}")
    assert r.code == 1 and r.out == b""


def test_column_counts_utf16_units(run):
    fails(run("-", stdin="\U0001F600é{{ 1/0 }}"), 1, "<stdin>:1:8: division by zero")


def test_column_counts_tab_as_one(run):
    fails(run("-", stdin="\t{{ 1/0 }}"), 1, "<stdin>:1:6: division by zero")


def test_line_counts_newlines(run):
    fails(run("-", stdin="a\r\nb\n\n{{ x.y(1) }}"), 1, "<stdin>:4:7: 'x.y' is not callable")


def test_parenthesised_expression_start(run):
    fails(run("--strict", "-", stdin="{{ (((x))) }}"), 1, "<stdin>:1:7: 'x' is undefined")


def test_invalid_utf8_replaced(run):
    ok(run("-", stdin=b"a\xffb"), "a\ufffdb")


def test_invalid_utf8_in_data_replaced(run, tmp_path):
    (tmp_path / "d.json").write_bytes(b'{"s": "x\xfey"}')
    ok(run("-d", "d.json", "-", stdin="{{ s|length }}", cwd=tmp_path), "3")
