"""Reference tests for flatjson, grouped by spec section."""
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


def test_short_ungron_option(run):
    ok(run("-u", stdin="json = [];\njson[0] = 1;\n"), "[\n  1\n]\n")


def test_long_ungron_option(run):
    assert ungron_value(run("--ungron", stdin='json = {};\njson.k = "v";\n')) == {"k": "v"}


def test_short_values_option(run):
    ok(run("-v", stdin='{"k": 5}'), "5\n")


def test_unknown_option(run):
    fails(run("--sort", stdin="{}"), 2, "unknown option: --sort")


def test_combined_short_options_rejected(run):
    fails(run("-uv", stdin="{}"), 2, "unknown option: -uv")


def test_too_many_arguments(run, tmp_path):
    (tmp_path / "a.json").write_text("[1]")
    (tmp_path / "b.json").write_text("[2]")
    fails(run("a.json", "b.json", cwd=tmp_path), 2, "too many arguments")


def test_values_with_ungron_rejected(run):
    fails(run("--values", "--ungron", stdin="json = 1;\n"), 2, "--values cannot be combined with --ungron")


def test_unknown_option_reported_first(run):
    fails(run("a", "b", "-q", stdin="{}"), 2, "unknown option: -q")


def test_double_dash_file_operand(run, tmp_path):
    (tmp_path / "-in.json").write_text('{"z": 0}')
    ok(run("--", "-in.json", cwd=tmp_path), "json = {};\njson.z = 0;\n")


def test_options_after_file_operand(run, tmp_path):
    (tmp_path / "d.json").write_text('{"x": "y"}')
    ok(run("d.json", "--values", cwd=tmp_path), "y\n")


def test_repeated_option_allowed(run):
    ok(run("-v", "--values", stdin="[3]"), "3\n")


def test_unknown_option_reported_before_values_conflict(run):
    fails(run("-v", "-u", "-x", stdin="{}"), 2, "unknown option: -x")


def test_arguments_after_double_dash_are_operands(run):
    fails(run("--", "-a.json", "-b", stdin="{}"), 2, "too many arguments")


def test_dash_counts_as_file_operand(run, tmp_path):
    (tmp_path / "a.json").write_text("[1]")
    fails(run("-", "a.json", stdin="[2]", cwd=tmp_path), 2, "too many arguments")


# ---- Statement format -------------------------------------------------------------------


def test_statement_format_example(run):
    ok(
        run(stdin='{"a":{"b":[1,{}]},"c":true}'),
        "json = {};\njson.a = {};\njson.a.b = [];\njson.a.b[0] = 1;\njson.a.b[1] = {};\njson.c = true;\n",
    )


def test_root_scalar_number(run):
    ok(run(stdin="42\n"), "json = 42;\n")


def test_root_scalar_string(run):
    ok(run(stdin=' "hi" '), 'json = "hi";\n')


def test_root_empty_object(run):
    ok(run(stdin="{}"), "json = {};\n")


def test_root_array(run):
    ok(run(stdin="[7, 8]"), "json = [];\njson[0] = 7;\njson[1] = 8;\n")


def test_nested_empty_containers_have_statements(run):
    out = lines(run(stdin='{"e": {}, "l": [[], 0]}'))
    assert "json.e = {};" in out
    assert "json.l[0] = [];" in out


def test_container_statement_before_contents(run):
    out = lines(run(stdin='{"p": {"q": 1}}'))
    assert out.index("json.p = {};") < out.index("json.p.q = 1;")


def test_member_contents_before_next_member(run):
    ok(
        run(stdin='{"m": [true], "n": null}'),
        "json = {};\njson.m = [];\njson.m[0] = true;\njson.n = null;\n",
    )


def test_statement_spacing(run):
    assert lines(run(stdin='{"k":false}'))[1] == "json.k = false;"


# ---- Path notation ----------------------------------------------------------------------


def test_identifier_key_uses_dot(run):
    assert "json.camelCase2 = 1;" in lines(run(stdin='{"camelCase2": 1}'))


def test_key_with_space_uses_brackets(run):
    assert 'json["first name"] = "Ada";' in lines(run(stdin='{"first name": "Ada"}'))


def test_key_starting_with_digit_uses_brackets(run):
    assert 'json["1st"] = 1;' in lines(run(stdin='{"1st": 1}'))


def test_dollar_and_underscore_identifiers(run):
    out = lines(run(stdin='{"$ref": 1, "_id": 2}'))
    assert "json.$ref = 1;" in out
    assert "json._id = 2;" in out


def test_reserved_word_key_uses_brackets(run):
    assert 'json["class"] = 1;' in lines(run(stdin='{"class": 1}'))


def test_reserved_words_are_case_sensitive(run):
    assert "json.Class = 1;" in lines(run(stdin='{"Class": 1}'))


def test_key_with_quote_is_escaped(run):
    assert 'json["a\\"b"] = 1;' in lines(run(stdin='{"a\\"b": 1}'))


def test_empty_key(run):
    assert 'json[""] = 0;' in lines(run(stdin='{"": 0}'))


def test_non_ascii_key_uses_brackets(run):
    assert 'json["café"] = 1;' in lines(run(stdin='{"café": 1}'))


def test_hyphen_key_uses_brackets(run):
    assert 'json["a-b"] = 1;' in lines(run(stdin='{"a-b": 1}'))


def test_bracket_key_keeps_non_ascii(run):
    assert 'json["naïve key"] = 1;' in lines(run(stdin='{"naïve key": 1}'))


def test_array_index_paths(run):
    out = lines(run(stdin='{"list": ["x", "y"]}'))
    assert 'json.list[1] = "y";' in out


def test_nested_array_paths(run):
    assert "json[1][0] = 5;" in lines(run(stdin="[[], [5]]"))


# ---- Value formatting -------------------------------------------------------------------


def test_number_kept_verbatim_decimal(run):
    assert "json.n = 1.50;" in lines(run(stdin='{"n": 1.50}'))


def test_number_kept_verbatim_exponent(run):
    assert "json[0] = 1E3;" in lines(run(stdin="[1E3]"))


def test_big_integer_kept_verbatim(run):
    assert lines(run(stdin="[100000000000000000000001]"))[1] == "json[0] = 100000000000000000000001;"


def test_string_quote_and_backslash_escaped(run):
    assert lines(run(stdin='["say \\"hi\\" \\\\ bye"]'))[1] == 'json[0] = "say \\"hi\\" \\\\ bye";'


def test_string_short_escapes(run):
    assert lines(run(stdin='["a\\tb\\nc"]'))[1] == 'json[0] = "a\\tb\\nc";'


def test_control_character_lowercase_hex(run):
    assert lines(run(stdin='["x\\u001fy"]'))[1] == 'json[0] = "x\\u001fy";'


def test_non_ascii_written_as_is(run):
    assert lines(run(stdin='["naïve"]'))[1] == 'json[0] = "naïve";'


def test_escapes_decoded_and_slash_unescaped(run):
    assert lines(run(stdin='["\\u0041\\/b"]'))[1] == 'json[0] = "A/b";'


def test_surrogate_pair_escape_decoded(run):
    assert lines(run(stdin='["\\ud83d\\ude00"]'))[1] == 'json[0] = "😀";'


def test_delete_character_written_as_is(run):
    assert lines(run(stdin='["a\x7fb"]'))[1] == 'json[0] = "a\x7fb";'


def test_uppercase_unicode_escape_decoded(run):
    assert lines(run(stdin='["\\u00C9t\\u00E9"]'))[1] == 'json[0] = "Été";'


def test_negative_zero_kept(run):
    assert lines(run(stdin="[-0]"))[1] == "json[0] = -0;"


def test_backspace_and_form_feed_short_escapes(run):
    assert lines(run(stdin='["a\\bb\\fc"]'))[1] == 'json[0] = "a\\bb\\fc";'


def test_literals(run):
    out = lines(run(stdin="[true, false, null]"))
    assert out[1:] == ["json[0] = true;", "json[1] = false;", "json[2] = null;"]


# ---- Ordering ---------------------------------------------------------------------------


def test_keys_sorted(run):
    ok(run(stdin='{"b": 1, "c": 2, "a": 3}'), "json = {};\njson.a = 3;\njson.b = 1;\njson.c = 2;\n")


def test_keys_sorted_as_strings_not_numbers(run):
    ok(run("--values", stdin='{"9": 9, "10": 10}'), "10\n9\n")


def test_uppercase_sorts_before_lowercase(run):
    assert lines(run(stdin='{"a": 1, "B": 2}'))[1:] == ["json.B = 2;", "json.a = 1;"]


def test_prefix_key_first(run):
    assert lines(run(stdin='{"ab": 1, "a": 2}'))[1:] == ["json.a = 2;", "json.ab = 1;"]


def test_keys_compared_by_code_point(run):
    # U+FF61 is below U+1F600 as a code point, but not as UTF-16 code units.
    out = lines(run(stdin='{"\U0001F600": 1, "\uFF61": 2}'))
    assert out[1:] == ['json["\uFF61"] = 2;', 'json["\U0001F600"] = 1;']


def test_array_order_preserved(run):
    assert lines(run(stdin='["z", "a"]'))[1:] == ['json[0] = "z";', 'json[1] = "a";']


def test_no_sort_keeps_input_order(run):
    ok(run("--no-sort", stdin='{"b": 1, "a": 2}'), "json = {};\njson.b = 1;\njson.a = 2;\n")


def test_no_sort_numeric_like_keys(run):
    ok(run("--no-sort", "--values", stdin='{"x": 1, "2": 2, "1": 3}'), "1\n2\n3\n")


def test_no_sort_applies_to_nested_objects(run):
    ok(
        run("--no-sort", stdin='{"o": {"b": 1, "a": 2}}'),
        "json = {};\njson.o = {};\njson.o.b = 1;\njson.o.a = 2;\n",
    )


def test_duplicate_key_last_value_wins(run):
    assert lines(run(stdin='{"k": 1, "k": 2}')) == ["json = {};", "json.k = 2;"]


def test_duplicate_key_keeps_first_position(run):
    out = lines(run("--no-sort", stdin='{"b": 1, "a": 2, "b": 3}'))
    assert out[1:] == ["json.b = 3;", "json.a = 2;"]


# ---- Values mode ------------------------------------------------------------------------


def test_values_in_statement_order(run):
    ok(run("--values", stdin='{"b": [true, 7], "a": null}'), "null\ntrue\n7\n")


def test_values_strings_raw(run):
    ok(run("--values", stdin='["a\\"b", "x y"]'), 'a"b\nx y\n')


def test_values_string_with_newline(run):
    ok(run("-v", stdin='["l1\\nl2"]'), "l1\nl2\n")


def test_values_skip_empty_containers(run):
    ok(run("--values", stdin='{"a": {}, "b": [], "c": 1}'), "1\n")


def test_values_nested_scalars(run):
    ok(run("--values", stdin='{"a": {"b": [false]}}'), "false\n")


def test_values_respect_no_sort(run):
    ok(run("--values", "--no-sort", stdin='{"y": 1, "x": 2}'), "1\n2\n")


def test_values_numbers_verbatim(run):
    ok(run("--values", stdin="[1.0]"), "1.0\n")


# ---- Ungron input -----------------------------------------------------------------------


def test_ungron_basic(run):
    assert ungron_value(run("--ungron", stdin='json = {};\njson.a = 1;\njson.b = "x";\n')) == {"a": 1, "b": "x"}


def test_ungron_blank_lines_ignored(run):
    assert ungron_value(run("--ungron", stdin="\njson = [];\n   \t\njson[0] = 2;\n\n")) == [2]


def test_ungron_blanks_around_tokens(run):
    assert ungron_value(run("--ungron", stdin="  json.a\t=   3 ;  \n")) == {"a": 3}


def test_ungron_crlf_lines(run):
    assert ungron_value(run("--ungron", stdin="json.a = 1;\r\njson.b = 2;\r\n")) == {"a": 1, "b": 2}


def test_ungron_bracket_key_escapes_decoded(run):
    assert ungron_value(run("--ungron", stdin='json["q\\"t"] = 1;\njson["caf\\u00e9"] = 2;\n')) == {'q"t': 1, "café": 2}


def test_ungron_reserved_word_with_dot(run):
    assert ungron_value(run("--ungron", stdin="json.class = null;\n")) == {"class": None}


def test_ungron_container_values_with_blanks(run):
    assert ungron_value(run("--ungron", stdin="json.o = { };\njson.l = [ ];\n")) == {"o": {}, "l": []}


def test_ungron_missing_semicolon(run):
    fails(run("--ungron", stdin="json = {};\njson.a = 1\n"), 1, "line 2: invalid statement")


def test_ungron_path_must_start_with_json(run):
    fails(run("--ungron", stdin="data.a = 1;\n"), 1, "line 1: invalid statement")


def test_ungron_leading_zero_index(run):
    fails(run("--ungron", stdin="json[01] = 1;\n"), 1, "line 1: invalid statement")


def test_ungron_trailing_dot(run):
    fails(run("--ungron", stdin="json.a. = 1;\n"), 1, "line 1: invalid statement")


def test_ungron_non_empty_container_value(run):
    fails(run("--ungron", stdin="json.a = [1];\n"), 1, "line 1: invalid statement")


def test_ungron_invalid_value(run):
    fails(run("--ungron", stdin="json.a = yes;\n"), 1, "line 1: invalid statement")


def test_ungron_line_numbers_count_blank_lines(run):
    fails(run("--ungron", stdin="json = {};\n\n\njson.b == 2;\n"), 1, "line 4: invalid statement")


def test_ungron_name_starting_with_digit_invalid(run):
    fails(run("--ungron", stdin="json.1a = 1;\n"), 1, "line 1: invalid statement")


def test_ungron_text_after_semicolon_invalid(run):
    fails(run("--ungron", stdin="json.a = 1; json.b = 2;\n"), 1, "line 1: invalid statement")


# ---- Ungron reconstruction --------------------------------------------------------------


def test_ungron_creates_missing_objects(run):
    assert ungron_value(run("--ungron", stdin="json.a.b = 1;\n")) == {"a": {"b": 1}}


def test_ungron_creates_missing_arrays(run):
    assert ungron_value(run("--ungron", stdin="json.list[0] = true;\n")) == {"list": [True]}


def test_ungron_fills_holes_with_null(run):
    assert ungron_value(run("--ungron", stdin="json = [];\njson[2] = 1;\n")) == [None, None, 1]


def test_ungron_container_statement_keeps_contents(run):
    assert ungron_value(run("--ungron", stdin="json.a.b = 1;\njson.a = {};\n")) == {"a": {"b": 1}}


def test_ungron_last_statement_wins(run):
    assert ungron_value(run("--ungron", stdin='json.a = 1;\njson.a = "two";\n')) == {"a": "two"}


def test_ungron_scalar_replaced_by_container(run):
    assert ungron_value(run("--ungron", stdin="json.a = 1;\njson.a = [];\n")) == {"a": []}


def test_ungron_conflict_through_scalar(run):
    fails(run("--ungron", stdin="json.a = 1;\njson.a.b = 2;\n"), 1, "line 2: conflicting path")


def test_ungron_conflict_key_on_array(run):
    fails(run("--ungron", stdin="json = [];\n\njson.k = 2;\n"), 1, "line 3: conflicting path")


def test_ungron_array_replaces_object(run):
    assert ungron_value(run("--ungron", stdin="json.a = {};\njson.a.b = 1;\njson.a = [];\n")) == {"a": []}


def test_ungron_conflict_index_on_object(run):
    fails(run("--ungron", stdin="json = {};\njson[0] = 1;\n"), 1, "line 2: conflicting path")


def test_ungron_scalar_replaces_container(run):
    assert ungron_value(run("--ungron", stdin="json.a.b = 1;\njson.a = 5;\n")) == {"a": 5}


def test_ungron_round_trip(run, tmp_path):
    doc = {"name": "x", "tags": ["a", {"deep": [None, False]}], "n": {"": 1, "class": 2}}
    (tmp_path / "doc.json").write_text(json.dumps(doc))
    flat = run("doc.json", cwd=tmp_path)
    assert ungron_value(run("--ungron", stdin=flat.out)) == doc


# ---- Ungron output ----------------------------------------------------------------------


def test_ungron_output_format_example(run):
    statements = "json = {};\njson.a = {};\njson.a.b = [];\njson.a.b[0] = 1;\njson.a.b[1] = {};\njson.c = true;\n"
    ok(
        run("--ungron", stdin=statements),
        '{\n  "a": {\n    "b": [\n      1,\n      {}\n    ]\n  },\n  "c": true\n}\n',
    )


def test_ungron_empty_containers_inline(run):
    ok(run("--ungron", stdin="json.a = {};\njson.b = [];\n"), '{\n  "a": {},\n  "b": []\n}\n')


def test_ungron_root_scalar(run):
    ok(run("--ungron", stdin='json = "s";\n'), '"s"\n')


def test_ungron_keys_sorted(run):
    ok(run("--ungron", stdin="json.b = 1;\njson.a = 2;\n"), '{\n  "a": 2,\n  "b": 1\n}\n')


def test_ungron_no_sort_creation_order(run):
    ok(run("--ungron", "--no-sort", stdin="json.b = 1;\njson.a = 2;\n"), '{\n  "b": 1,\n  "a": 2\n}\n')


def test_ungron_numbers_verbatim(run):
    ok(run("--ungron", stdin="json = [];\njson[0] = 1.50;\n"), "[\n  1.50\n]\n")


def test_ungron_strings_escaped(run):
    ok(run("--ungron", stdin='json["k\\n"] = "t\\tu";\n'), '{\n  "k\\n": "t\\tu"\n}\n')


def test_ungron_non_ascii_written_as_is(run):
    ok(run("--ungron", stdin='json.k = "é";\n'), '{\n  "k": "é"\n}\n')


def test_ungron_no_statements_no_output(run):
    ok(run("--ungron", stdin="\n\n"), "")


# ---- Invalid JSON -----------------------------------------------------------------------


def test_error_empty_input(run):
    fails(run(stdin=""), 1, "invalid JSON at line 1, column 1: unexpected end of input")


def test_error_end_of_input_after_newline(run):
    fails(run(stdin="[1,\n"), 1, "invalid JSON at line 2, column 1: unexpected end of input")


def test_error_unterminated_string(run):
    fails(run(stdin='{"a": "bc'), 1, "invalid JSON at line 1, column 10: unexpected end of input")


def test_error_trailing_comma(run):
    fails(run(stdin='{"a": 1,}'), 1, "invalid JSON at line 1, column 9: unexpected character '}'")


def test_error_missing_colon(run):
    fails(run(stdin='{"a" 1}'), 1, "invalid JSON at line 1, column 6: unexpected character '1'")


def test_error_content_after_value(run):
    fails(run(stdin="[1] [2]"), 1, "invalid JSON at line 1, column 5: unexpected character '['")


def test_error_line_and_column(run):
    fails(run(stdin='{\n  "a": 1,\n  "b" 2\n}'), 1, "invalid JSON at line 3, column 7: unexpected character '2'")


def test_error_column_counts_characters(run):
    fails(run(stdin='["😀", }'), 1, "invalid JSON at line 1, column 7: unexpected character '}'")


def test_error_column_counts_two_byte_characters_once(run):
    fails(run(stdin='["é", }'), 1, "invalid JSON at line 1, column 7: unexpected character '}'")


def test_error_line_counts_only_newlines(run):
    fails(run(stdin="[1,\r x]"), 1, "invalid JSON at line 1, column 6: invalid literal 'x'")


def test_error_delete_character_described_by_code_point(run):
    fails(run(stdin="[1,\x7f]"), 1, "invalid JSON at line 1, column 4: unexpected character U+007F")


def test_error_form_feed_is_not_whitespace(run):
    fails(run(stdin="\f[1]"), 1, "invalid JSON at line 1, column 1: unexpected character U+000C")


def test_error_leading_zero(run):
    fails(run(stdin="[1, 02]"), 1, "invalid JSON at line 1, column 5: invalid number")


def test_error_incomplete_fraction(run):
    fails(run(stdin='{"n": 1.}'), 1, "invalid JSON at line 1, column 7: invalid number")


def test_error_invalid_escape(run):
    fails(run(stdin='"ab\\x"'), 1, "invalid JSON at line 1, column 4: invalid escape sequence")


def test_error_control_character_in_string(run):
    fails(run(stdin='"a\tb"'), 1, "invalid JSON at line 1, column 3: unexpected character U+0009")


def test_error_invalid_literal(run):
    fails(run(stdin="[True]"), 1, "invalid JSON at line 1, column 2: invalid literal 'True'")


def test_error_single_quotes(run):
    fails(run(stdin="{'a': 1}"), 1, "invalid JSON at line 1, column 2: unexpected character '''")


# ---- Input and exit status --------------------------------------------------------------


def test_reads_file_operand(run, tmp_path):
    (tmp_path / "in.json").write_text('{"f": 1}')
    ok(run("in.json", cwd=tmp_path), "json = {};\njson.f = 1;\n")


def test_reads_stdin_without_operand(run):
    ok(run(stdin="[null]"), "json = [];\njson[0] = null;\n")


def test_dash_reads_stdin(run):
    ok(run("-", stdin="[true]"), "json = [];\njson[0] = true;\n")


def test_missing_file(run, tmp_path):
    fails(run("gone.json", cwd=tmp_path), 1, "gone.json: No such file or directory")


def test_directory_operand(run, tmp_path):
    (tmp_path / "dir").mkdir()
    fails(run("dir", cwd=tmp_path), 1, "dir: Is a directory")


def test_ungron_reads_file(run, tmp_path):
    (tmp_path / "s.txt").write_text("json = [];\njson[0] = 0;\n")
    ok(run("--ungron", "s.txt", cwd=tmp_path), "[\n  0\n]\n")
