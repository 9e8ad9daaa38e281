"""Logic-level variants: for each mutant, its target test's input with the literals changed.

`tsb benchmark check` runs this suite on the reference and on every mutant: the test named
`test_<mutant id, with - written _>` must pass on the reference and fail on that mutant, so the
mutant breaks a rule for a class of inputs, not one literal of its target test.
"""
import json


def ok(r, out):
    assert r.err == ""
    assert r.code == 0
    assert r.text == out


def fails(r, code, message):
    assert r.code == code
    assert r.out == b""
    assert r.err == f"flatjson: {message}\n"


def lines(r):
    assert r.code == 0, r.err
    return r.text.splitlines()


def ungron_value(r):
    assert r.code == 0, r.err
    return json.loads(r.text)


# ---- Invocation and options -------------------------------------------------------------


def test_invocation_short_ungron_missing(run):
    ok(run("-u", stdin="json = {};\njson.z = null;\n"), '{\n  "z": null\n}\n')


def test_invocation_extra_operands_ignored(run, tmp_path):
    for name in ("x.json", "y.json", "z.json"):
        (tmp_path / name).write_text("[]")
    fails(run("x.json", "y.json", "z.json", cwd=tmp_path), 2, "too many arguments")


def test_invocation_double_dash_skipped(run, tmp_path):
    (tmp_path / "-data.json").write_text('{"q": 1}')
    ok(run("--", "-data.json", cwd=tmp_path), "json = {};\njson.q = 1;\n")


def test_invocation_too_many_reported_early(run):
    fails(run("x", "y", "--bogus", stdin="{}"), 2, "unknown option: --bogus")


def test_invocation_values_ungron_reported_early(run):
    fails(run("--ungron", "--values", "--what", stdin="{}"), 2, "unknown option: --what")


def test_invocation_double_dash_one_operand(run):
    fails(run("--", "-p.json", "--no-sort", stdin="{}"), 2, "too many arguments")


def test_invocation_dash_not_counted(run, tmp_path):
    (tmp_path / "b.json").write_text("[0]")
    fails(run("b.json", "-", stdin="[9]", cwd=tmp_path), 2, "too many arguments")


# ---- Statement format -------------------------------------------------------------------


def test_statements_root_scalar_omitted(run):
    ok(run(stdin="true"), "json = true;\n")


def test_statements_empty_nested_containers_skipped(run):
    ok(run(stdin="[{}, []]"), "json = [];\njson[0] = {};\njson[1] = [];\n")


def test_statements_nested_objects_post_order(run):
    out = lines(run(stdin='{"outer": {"inner": {"x": 0}}}'))
    assert out == ["json = {};", "json.outer = {};", "json.outer.inner = {};", "json.outer.inner.x = 0;"]


def test_statements_scalar_members_first(run):
    ok(run(stdin='{"list": [1], "zzz": 2}'), "json = {};\njson.list = [];\njson.list[0] = 1;\njson.zzz = 2;\n")


# ---- Path notation ----------------------------------------------------------------------


def test_paths_leading_digit_identifier(run):
    assert 'json["9lives"] = 1;' in lines(run(stdin='{"9lives": 1}'))


def test_paths_reserved_words_not_checked(run):
    assert 'json["while"] = 0;' in lines(run(stdin='{"while": 0}'))


def test_paths_bracket_key_unescaped(run):
    assert 'json["a\\\\b"] = 1;' in lines(run(stdin='{"a\\\\b": 1}'))


def test_paths_dollar_not_identifier(run):
    assert "json.a$b = 1;" in lines(run(stdin='{"a$b": 1}'))


def test_paths_unicode_letters_identifier(run):
    assert 'json["über"] = 1;' in lines(run(stdin='{"über": 1}'))


def test_paths_reserved_case_insensitive(run):
    assert "json.True = 1;" in lines(run(stdin='{"True": 1}'))


def test_paths_bracket_key_ascii_escaped(run):
    assert 'json["é-key"] = 1;' in lines(run(stdin='{"é-key": 1}'))


# ---- Value formatting -------------------------------------------------------------------


def test_values_numbers_normalized(run):
    assert lines(run(stdin="[2.500]"))[1] == "json[0] = 2.500;"


def test_values_control_hex_uppercase(run):
    assert lines(run(stdin='["\\u001b"]'))[1] == 'json[0] = "\\u001b";'


def test_values_non_ascii_escaped(run):
    assert lines(run(stdin='["日本"]'))[1] == 'json[0] = "日本";'


def test_values_slash_escaped(run):
    assert lines(run(stdin='["http://x"]'))[1] == 'json[0] = "http://x";'


def test_values_delete_escaped(run):
    assert lines(run(stdin='{"d": "\x7f"}'))[1] == 'json.d = "\x7f";'


def test_values_uppercase_hex_escape_rejected(run):
    assert lines(run(stdin='["\\u004A"]'))[1] == 'json[0] = "J";'


def test_values_integer_normalized(run):
    assert lines(run(stdin='{"z": -0}'))[1] == "json.z = -0;"


def test_values_backspace_formfeed_as_unicode(run):
    assert lines(run(stdin='["\\f"]'))[1] == 'json[0] = "\\f";'


# ---- Ordering ---------------------------------------------------------------------------


def test_ordering_utf16_sort(run):
    out = lines(run(stdin='{"\U0001F680": 1, "\uFFFD": 2}'))
    assert out[1:] == ['json["\uFFFD"] = 2;', 'json["\U0001F680"] = 1;']


def test_ordering_numeric_aware_sort(run):
    ok(run("--values", stdin='{"2": "b", "11": "a"}'), "a\nb\n")


def test_ordering_duplicate_first_value_wins(run):
    assert lines(run(stdin='{"x": "old", "x": "new"}')) == ["json = {};", 'json.x = "new";']


def test_ordering_prefix_key_last(run):
    assert lines(run(stdin='{"keys": 1, "key": 2}'))[1:] == ["json.key = 2;", "json.keys = 1;"]


def test_ordering_case_insensitive(run):
    assert lines(run(stdin='{"b": 1, "A": 2, "C": 3}'))[1:] == ["json.A = 2;", "json.C = 3;", "json.b = 1;"]


def test_ordering_duplicate_takes_last_position(run):
    ok(run("--no-sort", stdin='{"x": 1, "y": 2, "x": 3}'), "json = {};\njson.x = 3;\njson.y = 2;\n")


def test_ordering_no_sort_top_level_only(run):
    ok(run("--no-sort", stdin='[{"q": 1, "p": 2}]'), "json = [];\njson[0] = {};\njson[0].q = 1;\njson[0].p = 2;\n")


# ---- Values mode ------------------------------------------------------------------------


def test_values_mode_strings_quoted(run):
    ok(run("--values", stdin='{"s": "plain text"}'), "plain text\n")


def test_values_mode_empty_containers_written(run):
    ok(run("--values", stdin="[[], {}, 0]"), "0\n")


def test_values_mode_always_sorted(run):
    ok(run("--values", "--no-sort", stdin='{"z": 1, "a": 2}'), "1\n2\n")


def test_values_mode_null_skipped(run):
    ok(run("--values", stdin="[null]"), "null\n")


def test_values_mode_numbers_normalized(run):
    ok(run("--values", stdin="[1e2]"), "1e2\n")


# ---- Ungron input -----------------------------------------------------------------------


def test_ungron_input_whitespace_lines_invalid(run):
    assert ungron_value(run("--ungron", stdin="json = {};\n\t \njson.a = 1;\n")) == {"a": 1}


def test_ungron_input_bracket_key_raw(run):
    assert ungron_value(run("--ungron", stdin='json["x\\\\y"] = 1;\n')) == {"x\\y": 1}


def test_ungron_input_semicolon_optional(run):
    fails(run("--ungron", stdin="json.b = true\n"), 1, "line 1: invalid statement")


def test_ungron_input_tab_before_equals(run):
    assert ungron_value(run("--ungron", stdin="json.k\t= 1;\n")) == {"k": 1}


def test_ungron_input_cr_rejected(run):
    assert ungron_value(run("--ungron", stdin="json = [];\r\n")) == []


def test_ungron_input_leading_zero_index(run):
    fails(run("--ungron", stdin="json[00] = 1;\n"), 1, "line 1: invalid statement")


def test_ungron_input_name_may_start_with_digit(run):
    fails(run("--ungron", stdin="json.a.9 = 1;\n"), 1, "line 1: invalid statement")


def test_ungron_input_non_empty_container_accepted(run):
    fails(run("--ungron", stdin='json = {"a": 1};\n'), 1, "line 1: invalid statement")


def test_ungron_input_text_after_semicolon(run):
    fails(run("--ungron", stdin="json = 1;;\n"), 1, "line 1: invalid statement")


def test_ungron_input_line_numbers_skip_blank(run):
    fails(run("--ungron", stdin="\n\njson.a = 1\n"), 1, "line 3: invalid statement")


# ---- Ungron reconstruction --------------------------------------------------------------


def test_ungron_reconstruction_holes_compacted(run):
    assert ungron_value(run("--ungron", stdin="json.l[3] = 0;\n")) == {"l": [None, None, None, 0]}


def test_ungron_reconstruction_container_resets(run):
    assert ungron_value(run("--ungron", stdin="json[0] = 5;\njson = [];\n")) == [5]


def test_ungron_reconstruction_conflict_overwrites(run):
    fails(run("--ungron", stdin='json.s = "x";\njson.s[0] = 1;\n'), 1, "line 2: conflicting path")


def test_ungron_reconstruction_container_kind_kept(run):
    assert ungron_value(run("--ungron", stdin="json = [];\njson[0] = 1;\njson = {};\n")) == {}


def test_ungron_reconstruction_index_on_object_as_key(run):
    fails(run("--ungron", stdin="json.o.k = 1;\njson.o[1] = 2;\n"), 1, "line 2: conflicting path")


def test_ungron_reconstruction_scalar_keeps_container(run):
    ok(run("--ungron", stdin="json[0] = 1;\njson = null;\n"), "null\n")


# ---- Ungron output ----------------------------------------------------------------------


def test_ungron_output_empty_containers_split(run):
    ok(run("--ungron", stdin="json = [];\njson[0] = {};\n"), "[\n  {}\n]\n")


def test_ungron_output_unsorted(run):
    ok(run("--ungron", stdin="json.z = 1;\njson.m = 2;\n"), '{\n  "m": 2,\n  "z": 1\n}\n')


def test_ungron_output_indent_not_nested(run):
    ok(
        run("--ungron", stdin="json.a.b.c = 1;\n"),
        '{\n  "a": {\n    "b": {\n      "c": 1\n    }\n  }\n}\n',
    )


def test_ungron_output_strings_ascii_escaped(run):
    ok(run("--ungron", stdin='json = "ü";\n'), '"ü"\n')


# ---- Invalid JSON -----------------------------------------------------------------------


def test_invalid_json_trailing_content_accepted(run):
    fails(run(stdin="{} x"), 1, "invalid JSON at line 1, column 4: unexpected character 'x'")


def test_invalid_json_column_utf16_units(run):
    fails(run(stdin='["𝄞𝄞", ]'), 1, "invalid JSON at line 1, column 8: unexpected character ']'")


def test_invalid_json_leading_zeros_accepted(run):
    fails(run(stdin='{"n": 007}'), 1, "invalid JSON at line 1, column 7: invalid number")


def test_invalid_json_column_bytes(run):
    fails(run(stdin='{"ñ": x}'), 1, "invalid JSON at line 1, column 7: invalid literal 'x'")


def test_invalid_json_cr_ends_line(run):
    fails(run(stdin='{\r"a" 1}'), 1, "invalid JSON at line 1, column 7: unexpected character '1'")


def test_invalid_json_delete_quoted(run):
    fails(run(stdin="\x7f"), 1, "invalid JSON at line 1, column 1: unexpected character U+007F")


def test_invalid_json_escape_position_after_backslash(run):
    fails(run(stdin='["x\\q"]'), 1, "invalid JSON at line 1, column 4: invalid escape sequence")


def test_invalid_json_number_located_at_last_character(run):
    fails(run(stdin="[1e+]"), 1, "invalid JSON at line 1, column 2: invalid number")


def test_invalid_json_literals_case_insensitive(run):
    fails(run(stdin='{"a": NULL}'), 1, "invalid JSON at line 1, column 7: invalid literal 'NULL'")


def test_invalid_json_form_feed_whitespace(run):
    fails(run(stdin="[1,\x0b2]"), 1, "invalid JSON at line 1, column 4: unexpected character U+000B")


# ---- Input and exit status --------------------------------------------------------------


def test_input_missing_file_read_as_empty(run, tmp_path):
    fails(run("nothere.json", cwd=tmp_path), 1, "nothere.json: No such file or directory")


def test_input_dash_is_a_file_name(run):
    ok(run("--values", "-", stdin='["v"]'), "v\n")


def test_input_directory_not_detected(run, tmp_path):
    (tmp_path / "folder").mkdir()
    fails(run("folder", cwd=tmp_path), 1, "folder: Is a directory")
