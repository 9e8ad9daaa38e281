"""Fine print (layer 11): printf, built-in functions, RT and system."""


# ---- printf ----


def test_printf_deep_missing_arg_writes_nothing(run):
    r = run("BEGIN { printf \"x%d %d\\n\", 1 }")
    assert r.code == 2 and r.text == "" and "not enough arguments passed to printf" in r.err


def test_printf_deep_extra_args_ignored_no_conversion(awk):
    assert awk("BEGIN { printf \"a\\n\", 1, 2; printf(\"%s-%s\\n\", \"x\", \"y\") }") == "a\nx-y\n"


def test_printf_deep_empty_format(awk):
    assert awk("BEGIN { printf \"\"; print \"|\" }") == "|\n"


def test_printf_deep_number_format(awk):
    assert awk("BEGIN { printf 5; print \"\"; printf $1 \"x\\n\" }") == "5\nx\n"


def test_printf_deep_format_from_variable(awk):
    assert awk("BEGIN { x = \"%d\\n\"; printf x, 3.9 }") == "3\n"


def test_printf_deep_ofs_ors_unused(awk):
    assert awk("BEGIN { OFS = \"-\"; ORS = \"!\"; printf \"%s %s\\n\", \"a\", \"b\" }") == "a b\n"


def test_printf_deep_percent_needs_no_arg(awk):
    assert awk("BEGIN { printf \"%%\\n\" }") == "%\n"


def test_printf_deep_redirect_with_parens(awk, tmp_path):
    awk("BEGIN { printf(\"%s|%s\\n\", \"a\", \"b\") > \"o\" }", cwd=tmp_path)
    assert (tmp_path / "o").read_text() == "a|b\n"


def test_printf_deep_earlier_output_kept_on_error(run):
    r = run("BEGIN { printf \"ok\\n\"; printf \"%s %s\", 1 }")
    assert r.code == 2 and r.text == "ok\n"


# ---- index ----


def test_index_deep_cases(awk):
    out = awk("BEGIN { print index(\"abc\", \"c\"), index(\"\", \"a\"), index(\"\", \"\"), index(12345, 34), index(\"aab\", \"ab\"), index(\"abc\", \"abcd\") }")
    assert out == "3 0 0 3 2 0\n"


def test_index_deep_ignorecase(awk):
    assert awk("BEGIN { print index(\"ABC\", \"b\"); IGNORECASE = 1; print index(\"ABC\", \"b\") }") == "0\n2\n"


def test_index_deep_number_converted(awk):
    assert awk("BEGIN { print index(1.50, \"5\"), index(0.1 + 0.2, 3) }") == "3 3\n"


def test_index_deep_multibyte_needle_and_newline(awk):
    assert awk("BEGIN { print index(\"a.b.c\", \".b\"), index(\"x\\ny\", \"\\n\") }") == "2 2\n"


def test_index_deep_first_of_overlapping(awk):
    assert awk("BEGIN { print index(\"aaaa\", \"aa\"), index(\"abab\", \"bab\") }") == "1 2\n"


# ---- match ----


def test_match_deep_empty_match_at_start_wins(awk):
    assert awk("BEGIN { print match(\"xab\", /b*/), RSTART, RLENGTH }") == "1 1 0\n"


def test_match_deep_longest_at_leftmost(awk):
    assert awk("BEGIN { print match(\"aaa\", /a*/), RSTART, RLENGTH }") == "1 1 3\n"


def test_match_deep_empty_regex_string(awk):
    assert awk("BEGIN { print match(\"abc\", \"\"), RSTART, RLENGTH }") == "1 1 0\n"


def test_match_deep_end_anchor_past_end(awk):
    assert awk("BEGIN { print match(\"abc\", /$/), RSTART, RLENGTH }") == "4 4 0\n"


def test_match_deep_string_is_regex(awk):
    assert awk("BEGIN { print match(\"foo.bar\", \".\"), RSTART; print match(12345, 3), RSTART }") == "1 1\n3 3\n"


def test_match_deep_failure_overwrites(awk):
    assert awk("BEGIN { RSTART = 9; RLENGTH = 9; print match(\"x\", /y/), RSTART, RLENGTH }") == "0 0 -1\n"


def test_match_deep_group_repetition(awk):
    assert awk("BEGIN { print match(\"xxabab\", /(ab)+/), RSTART, RLENGTH }") == "3 3 4\n"


def test_match_deep_on_field(awk):
    assert awk("{ print match($0, /b+/), RSTART, RLENGTH }", "abbbc\n") == "2 2 3\n"


# ---- Arithmetic functions ----


def test_math_deep_int_cases(awk):
    out = awk("BEGIN { print int(-0.5), int(\"x\"), int(\" 12 \"), int(1e300), int(\"0x1A\"), int(-3), int(\".9\") }")
    assert out == "-0 0 12 1e+300 0 -3 0\n"


def test_math_deep_int_beyond_64_bits(awk):
    assert awk("BEGIN { print int(1e300), int(-1e19) }") == "1e+300 -1e+19\n"


def test_math_deep_exact_values(awk):
    out = awk("BEGIN { print exp(0), log(1), sqrt(16), sin(0), cos(0), atan2(0, -1), atan2(0, 1), atan2(1, 0) }")
    assert out == "1 0 4 0 1 3.14159 0 1.5708\n"


def test_math_deep_string_arguments(awk):
    assert awk("BEGIN { print exp(\"x\"), sqrt(\"4abc\"), log(0), -log(0), exp(-1000) }") == "1 2 -inf inf 0\n"


def test_math_deep_atan2_quadrants(awk):
    assert awk("BEGIN { printf \"%.5f %.5f %.5f\\n\", atan2(-1, -1), atan2(1, -1), atan2(-1, 0) }") == "-2.35619 2.35619 -1.57080\n"


def test_math_deep_int_large(awk):
    assert awk("BEGIN { print int(2147483648.5), int(-1e16 - 0.5) }") == "2147483648 -1e+16\n"


def test_math_deep_int_of_field(awk):
    assert awk("{ print int($1), int($2) }", "-7.99 3e2x\n") == "-7 300\n"


# ---- length ----


def test_length_deep_bare_then_number(awk):
    assert awk("{ print length 1 }", "abc\n") == "31\n"


def test_length_deep_bare_with_redirect(awk):
    assert awk("{ print length > \"/dev/stdout\" }", "abc\n") == "3\n"


def test_length_deep_number_strings(awk):
    assert awk("BEGIN { print length(\"a\" \"bc\"), length(-0), length(1e16), length(0.1 + 0.2) }") == "3 2 5 3\n"


def test_length_deep_convfmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; print length(1/3), length(100) }") == "4 3\n"


def test_length_deep_in_begin_no_record(awk):
    assert awk("BEGIN { print length(), length }") == "0 0\n"


def test_length_deep_field_strnum_text(awk):
    assert awk("{ print length($1), length($1 + 0) }", "007.50\n") == "6 3\n"


# ---- substr ----


def test_substr_deep_huge_length(awk):
    assert awk("BEGIN { print substr(\"hello\", 2, 1e300), substr(\"hello\", -1e300, 1e300) \"|\" }") == "ello |\n"


def test_substr_deep_half_start_even(awk):
    assert awk("BEGIN { print substr(\"hello\", 2.5), substr(\"hello\", 3.5) }") == "ello lo\n"


def test_substr_deep_number_source(awk):
    assert awk("BEGIN { print substr(12345, 2, 3), substr(0.5, 2) }") == "234 .5\n"


def test_substr_deep_boundaries(awk):
    out = awk("BEGIN { print substr(\"hello\", 0), substr(\"hello\", 6) \"|\", substr(\"hello\", 5), substr(\"\", 1) \"|\", substr(\"hello\", 2, -1) \"|\" }")
    assert out == "hello | o | |\n"


def test_substr_deep_half_lengths(awk):
    assert awk("BEGIN { print substr(\"hello\", 1, 0.5) \"|\", substr(\"hello\", 1, 1.5), substr(\"hello\", 0.5, 1) \"|\" }") == "| he |\n"


# ---- The RT variable ----


def test_rt_deep_default_newline_then_eof(awk):
    assert awk("{ printf \"[%s]\", RT } END { print \"\" }", "a\nb") == "[\n][]\n"


def test_rt_deep_paragraph_runs(awk):
    assert awk("BEGIN { RS = \"\" } { printf \"[%s]\", RT } END { print \"\" }", "a\n\n\nb\n\n") == "[\n\n\n][\n\n]\n"


def test_rt_deep_paragraph_single_trailing_newline(awk):
    assert awk("BEGIN { RS = \"\" } { printf \"[%s]\", RT } END { print \"\" }", "a\n") == "[\n]\n"


def test_rt_deep_in_end(awk):
    assert awk("BEGIN { RS = \";\" } { printf \"[%s]\", RT } END { print \"<\" RT \">\" }", "a;b") == "[;][]<>\n"


def test_rt_deep_regex_matches(awk):
    assert awk("BEGIN { RS = \"[0-9]+\" } { printf \"[%s]\", RT } END { print \"\" }", "a12b3c") == "[12][3][]\n"


def test_rt_deep_begin_empty_then_getline(awk):
    assert awk("BEGIN { printf \"[%s]\", RT; getline; printf \"[%s]\\n\", RT }", "x\n") == "[][\n]\n"


def test_rt_deep_failed_getline_unchanged(awk):
    assert awk("{ getline x < \"/dev/null\"; printf \"[%s]\\n\", RT }", "a\n") == "[\n]\n"


def test_rt_deep_command_getline(awk):
    assert awk("BEGIN { \"printf \\\"p;q\\\"\" | getline; print RT \"|\"; RS = \";\"; \"printf \\\"u;v\\\"\" | getline; print $0, RT }") == "|\nu ;\n"


def test_rt_deep_record_assign_keeps_rt(awk):
    assert awk("{ $0 = \"zz\"; printf \"[%s]\", RT } END { print \"\" }", "a\n") == "[\n]\n"


# ---- system ----


def test_system_deep_statuses(awk):
    assert awk("BEGIN { r = system(\"exit 3\"); print r; print system(\"true\"), system(\"\") }") == "3\n0 0\n"


def test_system_deep_signal(awk):
    assert awk("BEGIN { print system(\"kill -9 $$\") }") == "265\n"


def test_system_deep_status_modulo(awk):
    assert awk("BEGIN { print system(\"exit 300\") }") == "44\n"


def test_system_deep_flushes_partial_line(awk):
    assert awk("BEGIN { printf \"a\"; system(\"echo b\"); print \"c\" }") == "ab\nc\n"


def test_system_deep_flushes_files(awk, tmp_path):
    out = awk("BEGIN { print \"x\" > \"o\"; system(\"cat o\"); print \"y\" }", cwd=tmp_path)
    assert out == "x\ny\n"


def test_system_deep_result_is_number(awk):
    assert awk("BEGIN { r = system(\"exit 1\") system(\"exit 2\"); print r, r + 1 }") == "12 13\n"


def test_system_deep_argument_concatenated(run):
    r = run("BEGIN { print system(\"exit \" 2 + 3) }")
    assert r.text == "5\n"
