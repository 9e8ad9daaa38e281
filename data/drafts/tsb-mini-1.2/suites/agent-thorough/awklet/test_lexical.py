from conftest import ok, fatal


# ---- comments, blanks, continuation ----

def test_comment_to_end_of_line(awk):
    ok(awk('BEGIN { print "a" # print "b"\n}'), "a\n")


def test_hash_inside_string(awk):
    ok(awk('BEGIN { print "a#b" }'), "a#b\n")


def test_hash_inside_regex(awk):
    ok(awk('BEGIN { print ("x#y" ~ /x#y/) }'), "1\n")


def test_backslash_newline_continuation(awk):
    ok(awk('BEGIN { print \\\n "joined" }'), "joined\n")


def test_backslash_newline_in_expression(awk):
    ok(awk("BEGIN { x = 1 + \\\n 2; print x }"), "3\n")


def test_carriage_return_is_blank(awk):
    ok(awk('BEGIN {\r print "cr"\r }\r'), "cr\n")


def test_tabs_separate_tokens(awk):
    ok(awk('BEGIN\t{\tprint\t"t"\t}'), "t\n")


def test_newline_after_and_or(awk):
    ok(awk("BEGIN { if (1 &&\n 1 ||\n 0) print \"y\" }"), "y\n")


def test_newline_after_comma(awk):
    ok(awk('BEGIN { print "a",\n "b" }'), "a b\n")


def test_newline_after_open_brace_and_else(awk):
    ok(awk('BEGIN {\n if (0) print "a"\n else\n print "b"\n}'), "b\n")


def test_newline_after_do(awk):
    ok(awk('BEGIN { do\n { i++ } while (i < 3); print i }'), "3\n")


def test_newline_after_condition_paren(awk):
    ok(awk('BEGIN { if (1)\n print "if"; while (i < 1)\n i++; for (j = 0; j < 1; j++)\n print "for" }'),
       "if\nfor\n")


def test_newline_after_for_semicolons(awk):
    ok(awk("BEGIN { for (i = 0;\n i < 2;\n i++) printf i; print \"\" }"), "01\n")


def test_newline_around_conditional(awk):
    ok(awk('BEGIN { x = 1 ?\n "a"\n :\n "b"; print x }'), "a\n")


def test_newline_after_assignment_operator(awk):
    ok(awk("BEGIN { x =\n 5; x +=\n 1; print x }"), "6\n")


def test_newline_inside_call_parens(awk):
    ok(awk('BEGIN { print substr(\n"hello"\n,\n2\n,\n3\n) }'), "ell\n")


def test_newline_inside_grouping(awk):
    ok(awk("BEGIN { x = (\n1 + 2\n); print x }"), "3\n")


def test_newline_inside_subscript(awk):
    ok(awk('BEGIN { a[\n1\n,\n2\n] = 5; print a[1, 2] }'), "5\n")


def test_newline_inside_user_call(awk):
    ok(awk('function f(a, b) { return a b }\nBEGIN { print f(\n"x"\n,\n"y"\n) }'), "xy\n")


def test_names_case_sensitive(awk):
    ok(awk("BEGIN { x = 1; X = 2; print x, X }"), "1 2\n")


def test_names_with_underscore_and_digits(awk):
    ok(awk("BEGIN { _a1 = 3; a_2 = 4; print _a1 + a_2 }"), "7\n")


def test_func_keyword_synonym(awk):
    ok(awk('func f(x) { return x * 2 }\nBEGIN { print f(4) }'), "8\n")


def test_keyword_as_variable_is_syntax_error(awk):
    fatal(awk("BEGIN { if = 1 }"), "syntax error at source line 1")


def test_user_call_with_blank_is_concatenation(awk):
    ok(awk('function f(a) { return "F" a }\nBEGIN { print f (1) }'), "1\n")


def test_user_call_without_blank(awk):
    ok(awk('function f(a) { return "F" a }\nBEGIN { print f(1) }'), "F1\n")


def test_function_and_variable_share_name(awk):
    ok(awk('function foo() { return 1 }\nBEGIN { foo = 5; print foo, foo() }'), "5 1\n")


# ---- string literals ----

def test_string_escape_quote(awk):
    ok(awk('BEGIN { print "a\\"b" }'), 'a"b\n')


def test_string_escape_backslash(awk):
    ok(awk('BEGIN { print "a\\\\b" }'), "a\\b\n")


def test_string_escape_slash(awk):
    ok(awk('BEGIN { print "a\\/b" }'), "a/b\n")


def test_string_escape_n_t_r(awk):
    ok(awk('BEGIN { printf "1\\n2\\t3\\r4" }'), "1\n2\t3\r4")


def test_string_escape_f_b_v_a(awk):
    ok(awk('BEGIN { printf "\\f\\b\\v\\a" }'), "\f\b\v\a")


def test_string_octal_escape(awk):
    ok(awk('BEGIN { print "\\101\\102" }'), "AB\n")


def test_string_octal_escape_max_three_digits(awk):
    ok(awk('BEGIN { print "\\1012" }'), "A2\n")


def test_string_octal_one_digit(awk):
    ok(awk('BEGIN { printf "\\7x" }'), "\x07x")


def test_string_octal_modulo_256(awk):
    r = awk('BEGIN { printf "\\777" }')
    assert r.rc == 0
    assert r.bout == b"\xff"


def test_string_hex_escape(awk):
    ok(awk('BEGIN { print "\\x41\\x62" }'), "Ab\n")


def test_string_hex_escape_mixed_case(awk):
    ok(awk('BEGIN { print "\\x4a\\x4A" }'), "JJ\n")


def test_string_hex_escape_two_digits_max(awk):
    ok(awk('BEGIN { print "\\x412" }'), "A2\n")


def test_string_hex_escape_one_digit(awk):
    ok(awk('BEGIN { printf "\\x9z" }'), "\tz")


def test_string_hex_escape_no_digit_kept(awk):
    ok(awk('BEGIN { print "\\xg" }'), "\\xg\n")


def test_string_unknown_escape_kept(awk):
    ok(awk('BEGIN { print "\\q" }'), "\\q\n")


def test_string_unknown_escape_length(awk):
    ok(awk('BEGIN { print length("\\q") }'), "2\n")


def test_string_backslash_newline_removed(awk):
    ok(awk('BEGIN { print "ab\\\ncd" }'), "abcd\n")


def test_string_high_byte_escape(awk):
    r = awk('BEGIN { printf "%s", "\\351" }')
    assert r.bout == b"\xe9"


def test_unterminated_string(awk):
    fatal(awk('BEGIN { print "abc'), "unterminated string at source line 1")


def test_newline_in_string(awk):
    fatal(awk('BEGIN { print "abc\n" }'), "newline in string at source line 1")


def test_newline_in_string_line_number(awk):
    fatal(awk('BEGIN {\n x = 1\n print "abc\n}'), "newline in string at source line 3")


# ---- numeric constants ----

def test_number_exponent(awk):
    ok(awk("BEGIN { print 1e3, 2.5E-2, 1E+2 }"), "1000 0.025 100\n")


def test_number_leading_dot_and_trailing_dot(awk):
    ok(awk("BEGIN { print .5, 3. }"), "0.5 3\n")


def test_number_leading_zero_is_decimal(awk):
    ok(awk("BEGIN { print 010 + 0 }"), "10\n")


def test_no_hex_constants(awk):
    ok(awk('BEGIN { x1A = "z"; print 0x1A }'), "0z\n")


def test_e_without_digits_is_name(awk):
    ok(awk('BEGIN { e = "E"; print 1e }'), "1E\n")


# ---- syntax errors ----

def test_syntax_error_line_1(awk):
    fatal(awk("BEGIN { x = }"), "syntax error at source line 1")


def test_syntax_error_line_3(awk):
    fatal(awk("BEGIN {\n x = 1\n y = = 2\n}"), "syntax error at source line 3")


def test_syntax_error_nothing_runs(awk):
    fatal(awk('BEGIN { print "x" }\nBEGIN { x = }'), "syntax error at source line 2")


def test_unexpected_character_at(awk):
    fatal(awk("BEGIN { @ }"), "syntax error at source line 1: unexpected character '@'")


def test_unexpected_character_backtick(awk):
    fatal(awk("BEGIN {\n ` }"), "syntax error at source line 2: unexpected character '`'")


def test_unexpected_character_control_byte(awk):
    fatal(awk("BEGIN { \x01 }"), "syntax error at source line 1: unexpected character \\001")


def test_unexpected_character_high_byte(awk):
    fatal(awk("BEGIN { \x80 }"), "syntax error at source line 1: unexpected character \\200")


def test_unexpected_backslash(awk):
    fatal(awk("BEGIN { x = 1 \\ 2 }"), "syntax error at source line 1: unexpected backslash")


def test_unterminated_regex(awk):
    fatal(awk('BEGIN { if ("a" ~ /abc\n) print }'), "unterminated regular expression at source line 1")


def test_unterminated_regex_end_of_program(awk):
    fatal(awk("/abc"), "unterminated regular expression at source line 1")


def test_comparison_not_associative(awk):
    fatal(awk("BEGIN { x = 1 < 2 < 3 }"), "syntax error at source line 1")


def test_increment_constant_is_error(awk):
    fatal(awk("BEGIN { 3++ }"), "syntax error at source line 1")


def test_increment_parenthesized_is_error(awk):
    fatal(awk("BEGIN { (x)++ }"), "syntax error at source line 1")


def test_assign_to_constant_is_error(awk):
    fatal(awk("BEGIN { 3 = x }"), "syntax error at source line 1")


def test_assign_to_call_is_error(awk):
    fatal(awk("function f() { return 1 }\nBEGIN { f() = 1 }"), "syntax error at source line 2")


def test_double_star_not_operator(awk):
    fatal(awk("BEGIN { x = 2 ** 3 }"), "syntax error at source line 1")


def test_printf_without_arguments(awk):
    fatal(awk("BEGIN { printf }"), "syntax error at source line 1")


def test_builtin_without_paren_is_error(awk):
    fatal(awk("BEGIN { x = substr }"), "syntax error at source line 1")


def test_begin_brace_must_be_same_line(awk):
    r = awk('BEGIN\n{ print "x" }')
    assert r.rc == 2
    assert r.out == ""
    assert r.err.startswith("awklet: syntax error at source line ")


def test_missing_closing_brace(awk):
    r = awk('BEGIN { print "x"')
    assert r.rc == 2
    assert r.out == ""
    assert r.err.startswith("awklet: syntax error at source line 1")


def test_not_operand_cannot_be_concatenated(awk):
    r = awk('BEGIN { x = "a" !y }')
    assert r.rc == 2
    assert r.out == ""
    assert r.err.startswith("awklet: syntax error at source line 1")


# ---- program structure ----

def test_empty_program(awk):
    ok(awk("", input="a\nb\n"), "")


def test_only_comments_program(awk):
    ok(awk("# nothing\n", input="a\n"), "")


def test_items_on_same_line_after_brace(awk):
    ok(awk("BEGIN { x = 1 } END { print x }", input=""), "1\n")


def test_items_separated_by_semicolon(awk):
    ok(awk('BEGIN { printf "a" }; BEGIN { print "b" }'), "ab\n")


def test_pattern_alone_then_brace_on_next_line(awk):
    ok(awk('/a/\n{ print "x" }', input="a\nb\n"), "a\nx\nx\n")


def test_pattern_without_action_prints(awk):
    ok(awk("NR == 2", input="one\ntwo\nthree\n"), "two\n")


def test_pattern_without_action_uses_ors(awk):
    ok(awk('BEGIN { ORS = "|" } /o/', input="one\ntwo\nsix\n"), "one|two|")


def test_action_without_pattern_every_record(awk):
    ok(awk('{ print "r" NR }', input="a\nb\n"), "r1\nr2\n")


def test_multiple_begin_in_order(awk):
    ok(awk('BEGIN { printf "1" }\nEND { print "e" }\nBEGIN { printf "2" }', input=""), "12e\n")


def test_multiple_end_in_order(awk):
    ok(awk('END { printf "x" }\nEND { print "y" }', input="z\n"), "xy\n")


def test_function_after_use(awk):
    ok(awk('BEGIN { print g(2) }\nfunction g(n) { return n + 1 }'), "3\n")
