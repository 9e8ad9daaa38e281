"""Lexical structure, literals, syntax errors, program structure, BEGIN/END, patterns."""


# ---- Lexical structure ----


def test_lexical_comment(awk):
    assert awk("BEGIN { print 1 # a comment\n}") == "1\n"


def test_lexical_hash_in_string_not_comment(awk):
    assert awk('BEGIN { print "a#b" }') == "a#b\n"


def test_lexical_backslash_newline_joins(awk):
    assert awk("BEGIN { x = 1 + \\\n 2; print x }") == "3\n"


def test_lexical_newline_after_and(awk):
    assert awk("BEGIN { if (1 &&\n 1) print \"y\" }") == "y\n"


def test_lexical_newline_after_comma(awk):
    assert awk('BEGIN { print "a",\n "b" }') == "a b\n"


def test_lexical_newline_after_else(awk):
    assert awk("BEGIN { if (0) print 1; else\n print 2 }") == "2\n"


def test_lexical_newline_after_assign(awk):
    assert awk("BEGIN { x =\n 4; print x }") == "4\n"


def test_lexical_newline_in_ternary(awk):
    assert awk("BEGIN { x = 1 ?\n \"a\" :\n \"b\"; print x }") == "a\n"


def test_lexical_carriage_return_is_blank(awk):
    assert awk("BEGIN {\r print 5\r }") == "5\n"


def test_lexical_func_keyword(awk):
    assert awk("func f(x) { return x * 2 } BEGIN { print f(4) }") == "8\n"


def test_lexical_names_case_sensitive(awk):
    assert awk("BEGIN { a = 1; A = 2; print a, A }") == "1 2\n"


def test_lexical_call_with_blank_is_concatenation(awk):
    assert awk("function f(x) { return 9 } BEGIN { f = \"v\"; print f (1) }") == "v1\n"


def test_lexical_builtin_name_not_variable(fails):
    assert "syntax error" in fails("BEGIN { length = 3 }")


# ---- String literals ----


def test_string_escape_newline_tab(awk):
    assert awk('BEGIN { print "a\\tb\\nc" }') == "a\tb\nc\n"


def test_string_escape_quote_backslash(awk):
    assert awk('BEGIN { print "q\\"b\\\\" }') == 'q"b\\\n'


def test_string_escape_slash(awk):
    assert awk('BEGIN { print "a\\/b" }') == "a/b\n"


def test_string_escape_octal(awk):
    assert awk('BEGIN { print "\\101\\1012" }') == "AA2\n"


def test_string_escape_octal_modulo(run):
    r = run('BEGIN { printf "%s", "\\777" }')
    assert r.out == b"\xff"


def test_string_escape_control(run):
    r = run('BEGIN { printf "%s", "\\f\\b\\v\\a\\r" }')
    assert r.out == b"\f\b\v\x07\r"


def test_string_unknown_escape_kept(awk):
    assert awk('BEGIN { print "\\q" }') == "\\q\n"


def test_string_backslash_newline_removed(awk):
    assert awk('BEGIN { print "ab\\\ncd" }') == "abcd\n"


# ---- Numeric constants ----


def test_number_forms(awk):
    assert awk("BEGIN { print 12, 1.5, .5, 3., 1e3, 2.5E-2 }") == "12 1.5 0.5 3 1000 0.025\n"


def test_number_e_without_digits(awk):
    assert awk('BEGIN { e = "X"; print 1e }') == "1X\n"


def test_number_no_hex(awk):
    assert awk('BEGIN { x1A = "z"; print 0x1A }') == "0z\n"


def test_number_leading_zero_decimal(awk):
    assert awk("BEGIN { print 010 + 1 }") == "11\n"


# ---- Syntax errors ----


def test_syntax_error_line(fails):
    assert fails("BEGIN {\n x = 1\n y = * 2\n}") == "awklet: syntax error at source line 3\n"


def test_syntax_error_unterminated_string(fails):
    assert fails('BEGIN { print "abc }') == "awklet: unterminated string at source line 1\n"


def test_syntax_error_newline_in_string(fails):
    assert fails('BEGIN { print "ab\ncd" }') == "awklet: newline in string at source line 1\n"


def test_syntax_error_unterminated_regex(fails):
    assert fails("/abc {\n}") == "awklet: unterminated regular expression at source line 1\n"


def test_syntax_error_unexpected_char(fails):
    assert fails("BEGIN { x = @ }") == "awklet: syntax error at source line 1: unexpected character '@'\n"


def test_syntax_error_unexpected_byte(fails):
    assert fails("BEGIN { x = \x01 }") == "awklet: syntax error at source line 1: unexpected character \\001\n"


def test_syntax_error_unexpected_backslash(fails):
    assert fails("BEGIN { x = \\ 1 }") == "awklet: syntax error at source line 1: unexpected backslash\n"


def test_syntax_error_nothing_runs(run):
    r = run('BEGIN { print "x" }\n}')
    assert r.code == 2 and r.out == b""


def test_syntax_error_unclosed_brace(fails):
    assert fails("BEGIN { print 1\n") == "awklet: syntax error at source line 2\n"


# ---- Program structure ----


def test_structure_empty_program(run):
    r = run("", stdin="a\n")
    assert r.code == 0 and r.out == b""


def test_structure_pattern_without_action_prints(awk):
    assert awk("/b/", "a\nb\nc\n") == "b\n"


def test_structure_action_without_pattern(awk):
    assert awk("{ print \"<\" $0 \">\" }", "x\ny\n") == "<x>\n<y>\n"


def test_structure_brace_on_next_line_is_separate_rule(awk):
    assert awk("/a/\n{ print \"all\" }", "a\nb\n") == "a\nall\nall\n"


def test_structure_begin_needs_brace_same_line(fails):
    assert fails("BEGIN\n{ print 1 }") == "awklet: syntax error at source line 1\n"


def test_structure_items_semicolon_separated(awk):
    assert awk("BEGIN { printf \"a\" }; BEGIN { print \"b\" }") == "ab\n"


def test_structure_print_uses_ors(awk):
    assert awk("BEGIN { ORS = \";\" } 1", "a\nb\n") == "a;b;"


# ---- BEGIN and END ----


def test_begin_runs_before_input(awk):
    assert awk("BEGIN { print \"start\" } { print }", "x\n") == "start\nx\n"


def test_begin_actions_in_order(awk):
    assert awk("BEGIN { printf \"1\" } END { print \"3\" } BEGIN { printf \"2\" }", "") == "123\n"


def test_begin_only_reads_no_input(run):
    r = run("BEGIN { print \"only\" }", "missing-file")
    assert r.code == 0 and r.text == "only\n"


def test_end_sees_last_record(awk):
    assert awk("END { print $0, NF, $2 }", "a b\nc d e\n") == "c d e 3 d\n"


def test_end_nr(awk):
    assert awk("END { print NR }", "1\n2\n3\n") == "3\n"


def test_end_without_input_record_empty(awk):
    assert awk("END { print \"[\" $0 \"]\", NF }", "") == "[] 0\n"


def test_end_only_reads_input(awk):
    assert awk("END { print NR }", "a\nb\n") == "2\n"


def test_exit_in_begin_runs_end(awk):
    assert awk("BEGIN { exit } { print } END { print \"end\", NR }", "a\n") == "end 0\n"


def test_exit_in_rule_runs_end(awk):
    assert awk("{ print; exit } END { print \"end\" }", "a\nb\n") == "a\nend\n"


def test_exit_in_end_stops(awk):
    assert awk("END { print 1; exit; print 2 } END { print 3 }", "") == "1\n"


# ---- Expression patterns ----


def test_pattern_expression(awk):
    assert awk("$1 > 2", "1\n3\n5\n") == "3\n5\n"


def test_pattern_regex_matches_record(awk):
    assert awk("/^a/ { print \"A:\" $0 }", "ab\nba\n") == "A:ab\n"


def test_pattern_sees_earlier_action(awk):
    assert awk("{ x = $1 } x == \"b\" { print \"hit\" }", "a\nb\n") == "hit\n"


def test_pattern_string_truth(awk):
    assert awk("$1", "0\n\nx\n0.0\n1\n") == "x\n1\n"


def test_pattern_order_per_record(awk):
    assert awk("{ printf \"1\" } { print \"2\" }", "a\nb\n") == "12\n12\n"


# ---- Range patterns ----


def test_range_basic(awk):
    assert awk("/b/,/d/", "a\nb\nc\nd\ne\n") == "b\nc\nd\n"


def test_range_same_record(awk):
    assert awk("/x/,/x/", "x\ny\nx\n") == "x\nx\n"


def test_range_not_closed_runs_to_end(awk):
    assert awk("/c/,/z/", "a\nc\nd\n") == "c\nd\n"


def test_range_restarts(awk):
    assert awk("$1==1,$1==2", "1\n2\n3\n1\n9\n2\n") == "1\n2\n1\n9\n2\n"


def test_range_end_not_evaluated_when_inactive(awk):
    assert awk("/s/, (n++ > 100) { }  END { print n+0 }", "a\ns\nb\n") == "2\n"


def test_range_with_action(awk):
    assert awk("NR==2, NR==3 { print \"r\" NR }", "a\nb\nc\nd\n") == "r2\nr3\n"


def test_range_state_across_files(awk, tmp_path):
    (tmp_path / "1").write_text("a\nstart\nb\n")
    (tmp_path / "2").write_text("c\nstop\nd\n")
    assert awk("/start/,/stop/", "", "1", "2", cwd=tmp_path) == "start\nb\nc\nstop\n"


def test_structure_items_after_brace_same_line(awk):
    assert awk("BEGIN { x = 1 } END { print x }", "") == "1\n"


def test_structure_pattern_needs_separator(fails):
    assert fails("/a/ /b/", "") == "awklet: syntax error at source line 1\n"


def test_structure_beginfile_brace_same_line(fails):
    assert fails("BEGINFILE\n{ }") == "awklet: syntax error at source line 1\n"


def test_lexical_newline_before_colon(awk):
    assert awk("BEGIN { x = 0 ? \"a\"\n : \"b\"; print x }") == "b\n"


def test_lexical_newline_in_call_args(awk):
    assert awk("function f(a, b) { return a b } BEGIN { print f(\n\"x\"\n,\n\"y\"\n) }") == "xy\n"


def test_lexical_newline_in_grouping(awk):
    assert awk("BEGIN { print (\n1 + 2\n) }") == "3\n"


def test_lexical_newline_in_subscript(awk):
    assert awk("BEGIN { a[1, 2] = 5; print a[\n1,\n2\n] }") == "5\n"


def test_lexical_newline_in_builtin_args(awk):
    assert awk("BEGIN { print substr(\n\"hello\",\n2\n) }") == "ello\n"


def test_lexical_newline_not_allowed_before_operator(fails):
    assert fails("BEGIN { x = 1\n+ }") == "awklet: syntax error at source line 2\n"
