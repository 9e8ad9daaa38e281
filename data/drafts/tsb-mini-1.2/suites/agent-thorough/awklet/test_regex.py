from conftest import ok, fatal


def m(awk, s_expr, re_expr):
    """print (s ~ re) for a program-text string expr and regex expr."""
    return awk("BEGIN { print ((%s) ~ %s) }" % (s_expr, re_expr))


# ---- matching operators ----

def test_match_operator_literal(awk):
    ok(awk('BEGIN { print ("abc" ~ /b/), ("abc" ~ /d/) }'), "1 0\n")


def test_nomatch_operator(awk):
    ok(awk('BEGIN { print ("abc" !~ "b"), ("abc" !~ "z") }'), "0 1\n")


def test_dynamic_regex_number(awk):
    ok(awk('BEGIN { print ("a1" ~ 1) }'), "1\n")


def test_dynamic_regex_number_uses_convfmt(awk):
    ok(awk('BEGIN { CONVFMT = "%.1f"; print ("0.3" ~ 1/3) }'), "1\n")


def test_regex_literal_as_value_matches_record(awk):
    ok(awk("{ x = /a/; print x }", input="a\nb\n"), "1\n0\n")


def test_regex_pattern(awk):
    ok(awk("/b/", input="abc\nxyz\nb\n"), "abc\nb\n")


def test_regex_literal_equals_start(awk):
    ok(awk("/=/", input="a=b\nc\n"), "a=b\n")


def test_division_not_regex(awk):
    ok(awk("BEGIN { a = 8; b = 2; c = 2; print a / b / c }"), "2\n")


def test_escaped_slash_in_literal(awk):
    ok(awk('BEGIN { print ("a/b" ~ /a\\/b/) }'), "1\n")


def test_slash_in_bracket_in_literal(awk):
    ok(awk('BEGIN { print ("a/b" ~ /[/]/), ("ab" ~ /[/]/) }'), "1 0\n")


def test_dynamic_regex_slash_no_escape(awk):
    ok(awk('BEGIN { print ("a/b" ~ "a/b") }'), "1\n")


def test_not_regex_pattern(awk):
    ok(awk("!/a/", input="a\nb\n"), "b\n")


# ---- regex syntax ----

def test_dot_matches_newline(awk):
    ok(m(awk, '"a\\nb"', "/a.b/"), "1\n")


def test_empty_group(awk):
    ok(awk('BEGIN { print match("abc", /()/), RLENGTH }'), "1 0\n")


def test_empty_alternative_matches(awk):
    ok(m(awk, '"xyz"', "/a|/"), "1\n")


def test_alternation(awk):
    ok(awk('BEGIN { print ("cat" ~ /^(dog|cat)$/), ("cow" ~ /^(dog|cat)$/) }'), "1 0\n")


def test_unmatched_close_paren_literal(awk):
    fatal(awk('BEGIN { print "x"; if ("a" ~ /a)/) print 1 }'), "regular expression error: unmatched ): /a)/")


def test_unmatched_open_paren_literal(awk):
    fatal(awk('BEGIN { print "x" } /(a/'), "regular expression error: unmatched (: /(a/")


def test_unterminated_bracket_dynamic(awk):
    fatal(awk('BEGIN { print "x"; if ("a" ~ "[abc") print 1 }'), "regular expression error: unterminated [: /[abc/",
          out="x\n")


def test_invalid_range(awk):
    fatal(awk('BEGIN { if ("a" ~ /[z-a]/) print 1 }'), "regular expression error: invalid range: /[z-a]/")


def test_invalid_class(awk):
    fatal(awk('BEGIN { if ("a" ~ /[[:foo:]]/) print 1 }'),
          "regular expression error: invalid character class: /[[:foo:]]/")


def test_invalid_repetition_order(awk):
    fatal(awk('BEGIN { if ("a" ~ /a{3,2}/) print 1 }'), "regular expression error: invalid repetition count: /a{3,2}/")


def test_invalid_repetition_too_big(awk):
    fatal(awk('BEGIN { if ("a" ~ /a{300}/) print 1 }'), "regular expression error: invalid repetition count: /a{300}/")


def test_dynamic_regex_error_at_runtime(awk):
    fatal(awk('BEGIN { print "before"; r = "a)"; if ("a" ~ r) print 1 }'),
          "regular expression error: unmatched ): /a)/", out="before\n")


def test_dynamic_regex_error_not_reached(awk):
    ok(awk('BEGIN { print "ok"; if (0) { if ("a" ~ "(") print 1 } }'), "ok\n")


def test_brace_ordinary(awk):
    ok(awk('BEGIN { print ("a{x}" ~ /^a{x}$/), ("a{,2}" ~ /^a{,2}$/) }'), "1 1\n")


# ---- bracket expressions ----

def test_bracket_escaped_close(awk):
    ok(awk('BEGIN { print ("]" ~ /[\\]]/), ("a" ~ /^[\\]]$/) }'), "1 0\n")


def test_bracket_close_first(awk):
    ok(awk('BEGIN { print ("]" ~ /[]a]/), ("a" ~ /[]a]/), ("b" ~ /[]a]/) }'), "1 1 0\n")


def test_bracket_negated_close_first(awk):
    ok(awk('BEGIN { print ("]" ~ /[^]a]/), ("b" ~ /[^]a]/) }'), "0 1\n")


def test_bracket_newline_escape(awk):
    ok(awk('BEGIN { print ("\\n" ~ /[\\n]/), ("n" ~ /[\\n]/) }'), "1 0\n")


def test_bracket_escaped_dash(awk):
    ok(awk('BEGIN { print ("-" ~ /[a\\-z]/), ("b" ~ /[a\\-z]/), ("z" ~ /[a\\-z]/) }'), "1 0 1\n")


def test_bracket_dash_first_last(awk):
    ok(awk('BEGIN { print ("-" ~ /[-a]/), ("-" ~ /[a-]/), ("b" ~ /[a-]/) }'), "1 1 0\n")


def test_bracket_negated_matches_newline(awk):
    ok(m(awk, '"\\n"', "/[^a]/"), "1\n")


def test_bracket_special_chars_ordinary(awk):
    ok(awk('BEGIN { print ("x" ~ /[.]/), ("." ~ /[.]/), ("*" ~ /[*(|$]/), ("^" ~ /[a^]/) }'), "0 1 1 1\n")


def test_bracket_range(awk):
    ok(awk('BEGIN { print ("m" ~ /^[a-z]$/), ("M" ~ /^[a-z]$/), ("5" ~ /[0-9]/) }'), "1 0 1\n")


def test_bracket_equals_dot_not_special(awk):
    ok(awk('BEGIN { print ("=" ~ /[[=]/), ("." ~ /[[.]/) }'), "1 1\n")


def test_bracket_operator_escape_is_literal(awk):
    ok(awk('BEGIN { print ("w" ~ /[\\w]/), ("a" ~ /[\\w]/) }'), "1 0\n")


# ---- character classes ----

def test_class_alpha(awk):
    ok(awk('BEGIN { print ("q" ~ /^[[:alpha:]]$/), ("Q" ~ /^[[:alpha:]]$/), ("1" ~ /^[[:alpha:]]$/) }'), "1 1 0\n")


def test_class_digit_alnum(awk):
    ok(awk('BEGIN { print ("123" ~ /^[[:digit:]]+$/), ("a1" ~ /^[[:alnum:]]+$/), ("a_" ~ /^[[:alnum:]]+$/) }'), "1 1 0\n")


def test_class_upper_lower(awk):
    ok(awk('BEGIN { print ("A" ~ /[[:upper:]]/), ("a" ~ /[[:upper:]]/), ("a" ~ /[[:lower:]]/) }'), "1 0 1\n")


def test_class_space_blank(awk):
    ok(awk('BEGIN { print ("\\n" ~ /[[:space:]]/), ("\\n" ~ /[[:blank:]]/), ("\\t" ~ /[[:blank:]]/), ("\\v" ~ /[[:space:]]/) }'),
       "1 0 1 1\n")


def test_class_punct(awk):
    ok(awk('BEGIN { print ("!" ~ /[[:punct:]]/), ("~" ~ /[[:punct:]]/), (" " ~ /[[:punct:]]/), ("a" ~ /[[:punct:]]/) }'),
       "1 1 0 0\n")


def test_class_print_graph(awk):
    ok(awk('BEGIN { print (" " ~ /[[:print:]]/), (" " ~ /[[:graph:]]/), ("~" ~ /[[:graph:]]/), ("\\t" ~ /[[:print:]]/) }'),
       "1 0 1 0\n")


def test_class_cntrl(awk):
    ok(awk('BEGIN { print ("\\001" ~ /[[:cntrl:]]/), ("\\177" ~ /[[:cntrl:]]/), ("a" ~ /[[:cntrl:]]/) }'), "1 1 0\n")


def test_class_xdigit(awk):
    ok(awk('BEGIN { print ("aF9" ~ /^[[:xdigit:]]+$/), ("g" ~ /[[:xdigit:]]/) }'), "1 0\n")


def test_class_high_bytes_excluded(awk):
    ok(awk('BEGIN { s = "\\351"; print (s ~ /[[:alpha:]]/), (s ~ /[[:print:]]/), (s ~ /[[:punct:]]/), (s ~ /[[:graph:]]/) }'),
       "0 0 0 0\n")


def test_class_combined(awk):
    ok(awk('BEGIN { print ("_" ~ /^[[:digit:]a-c_]$/), ("b" ~ /^[[:digit:]a-c_]$/), ("d" ~ /^[[:digit:]a-c_]$/) }'),
       "1 1 0\n")


def test_class_negated(awk):
    ok(awk('BEGIN { print match("  ab ", /[^[:space:]]+/), RLENGTH }'), "3 2\n")


# ---- repetition ----

def test_interval_exact(awk):
    ok(awk('BEGIN { print ("aa" ~ /^a{2}$/), ("aaa" ~ /^a{2}$/) }'), "1 0\n")


def test_interval_min(awk):
    ok(awk('BEGIN { print ("a" ~ /^a{2,}$/), ("aaaaa" ~ /^a{2,}$/) }'), "0 1\n")


def test_interval_range_longest(awk):
    ok(awk('BEGIN { print match("aaaa", /a{2,3}/), RLENGTH }'), "1 3\n")


def test_interval_zero(awk):
    ok(awk('BEGIN { print ("b" ~ /^a{0}b$/), ("ab" ~ /^a{0}b$/) }'), "1 0\n")


def test_interval_group(awk):
    ok(awk('BEGIN { print ("ababab" ~ /^(ab){3}$/) }'), "1\n")


def test_star_plus_question(awk):
    ok(awk('BEGIN { print ("" ~ /^a*$/), ("" ~ /^a+$/), ("ab" ~ /^a?b$/), ("aab" ~ /^a?b$/) }'), "1 0 1 0\n")


def test_stacked_repetition(awk):
    ok(awk('BEGIN { print ("aaa" ~ /^a**$/), match("aaa", /a**/), RLENGTH }'), "1 1 3\n")


def test_star_at_start_literal(awk):
    ok(awk('BEGIN { print ("*x" ~ /*x/), ("x" ~ /^*x/) }'), "1 0\n")


def test_star_after_open_paren_literal(awk):
    ok(awk('BEGIN { print ("a*b" ~ /a(*b)/) }'), "1\n")


def test_plus_after_bar_literal(awk):
    ok(awk('BEGIN { print ("+b" ~ /x|+b/), ("b" ~ /^(x|+b)$/) }'), "1 0\n")


def test_brace_at_start_literal(awk):
    ok(awk('BEGIN { print ("{2}" ~ /{2}/) }'), "1\n")


def test_interval_255_ok(awk):
    ok(awk('BEGIN { s = sprintf("%255s", ""); gsub(/ /, "a", s); print (s ~ /^a{255}$/) }'), "1\n")


# ---- anchors ----

def test_caret_in_middle_never_matches(awk):
    ok(awk('BEGIN { print ("a^b" ~ /a^b/) }'), "0\n")


def test_caret_not_at_embedded_newline(awk):
    ok(awk('BEGIN { print ("x\\ny" ~ /^y/), ("x\\ny" ~ /x$/) }'), "0 0\n")


def test_dollar_at_end(awk):
    ok(awk('BEGIN { print ("abc" ~ /c$/), ("abc" ~ /b$/) }'), "1 0\n")


def test_caret_star_literal(awk):
    ok(awk('BEGIN { print ("*a" ~ /^*a/), ("a" ~ /^*a/) }'), "1 0\n")


def test_gsub_caret_once(awk):
    ok(awk('BEGIN { s = "aaa"; n = gsub(/^a/, "X", s); print n, s }'), "1 Xaa\n")


def test_caret_in_alternation(awk):
    ok(awk('BEGIN { print ("ba" ~ /(^a|b)/), ("xa" ~ /^a|b/) }'), "1 0\n")


# ---- escapes ----

def test_escape_dot(awk):
    ok(awk('BEGIN { print ("a.b" ~ /a\\.b/), ("axb" ~ /a\\.b/) }'), "1 0\n")


def test_escape_tab(awk):
    ok(m(awk, '"a\\tb"', "/a\\tb/"), "1\n")


def test_escape_octal(awk):
    ok(awk('BEGIN { print ("A" ~ /^\\101$/), ("B" ~ /^\\101$/) }'), "1 0\n")


def test_escape_hex(awk):
    ok(awk('BEGIN { print ("A" ~ /^\\x41$/) }'), "1\n")


def test_escape_x_without_hex_is_x(awk):
    ok(awk('BEGIN { print ("xg" ~ /^\\xg$/) }'), "1\n")


def test_escape_unknown_literal(awk):
    ok(awk('BEGIN { print ("q" ~ /^\\q$/), ("*" ~ /^\\*$/), ("[" ~ /\\[/) }'), "1 1 1\n")


def test_escape_backslash(awk):
    ok(awk('BEGIN { print ("a\\\\b" ~ /a\\\\b/) }'), "1\n")


def test_trailing_backslash_in_dynamic(awk):
    ok(awk('BEGIN { print ("x\\\\" ~ "x\\\\"), ("x" ~ "^x\\\\$") }'), "1 0\n")


def test_dynamic_escaped_dot(awk):
    ok(awk('BEGIN { print ("a.b" ~ "a\\\\.b"), ("axb" ~ "a\\\\.b") }'), "1 0\n")


def test_dynamic_unknown_escape_kept(awk):
    ok(awk('BEGIN { print ("a.b" ~ "a\\.b"), ("axb" ~ "a\\.b") }'), "1 0\n")


# ---- leftmost-longest ----

def test_leftmost_longest_plus_group(awk):
    ok(awk('BEGIN { print match("xabcabc", /(abc)+/), RSTART, RLENGTH }'), "2 2 6\n")


def test_longest_alternative(awk):
    ok(awk('BEGIN { print match("ab", /a|ab/), RLENGTH }'), "1 2\n")


def test_empty_match_position_one(awk):
    ok(awk('BEGIN { print match("abc", /x*/), RLENGTH }'), "1 0\n")


def test_leftmost_before_longest(awk):
    ok(awk('BEGIN { print match("ab aaaa", /a+/), RLENGTH }'), "1 1\n")


# ---- word and space operators ----

def test_word_boundary_gsub(awk):
    ok(awk('BEGIN { s = "ab cd"; gsub(/\\y/, "|", s); print s }'), "|ab| |cd|\n")


def test_word_byte_w(awk):
    ok(awk('BEGIN { print match("  foo_1 ", /\\w+/), RLENGTH }'), "3 5\n")


def test_nonword_W(awk):
    ok(awk('BEGIN { print ("ab-c" ~ /b\\Wc/), ("ab_c" ~ /b\\Wc/), ("b\\nc" ~ /b\\Wc/) }'), "1 0 1\n")


def test_space_s_S(awk):
    ok(awk('BEGIN { print ("a\\fb" ~ /a\\sb/), ("axb" ~ /a\\sb/), ("axb" ~ /a\\Sb/), ("a b" ~ /a\\Sb/) }'), "1 0 1 0\n")


def test_word_start(awk):
    ok(awk('BEGIN { s = "ab cd"; gsub(/\\</, "<", s); print s }'), "<ab <cd\n")


def test_word_end(awk):
    ok(awk('BEGIN { s = "ab cd"; gsub(/\\>/, ">", s); print s }'), "ab> cd>\n")


def test_not_boundary_B(awk):
    ok(awk('BEGIN { s = "abc"; gsub(/\\B/, "-", s); print s }'), "a-b-c\n")


def test_string_start_backtick(awk):
    ok(awk('BEGIN { s = "aaa"; gsub(/\\`a/, "X", s); print s }'), "Xaa\n")


def test_string_end_quote(awk):
    ok(awk("BEGIN { s = \"aaa\"; gsub(/a\\'/, \"X\", s); print s }"), "aaX\n")


def test_word_ops_not_affected_by_ignorecase(awk):
    ok(awk('BEGIN { IGNORECASE = 1; print ("A" ~ /\\w/), ("-" ~ /\\w/), match("x Y", /\\<Y/) }'), "1 0 3\n")


def test_word_boundary_star(awk):
    ok(awk('BEGIN { print match("abc", /\\y*/), RLENGTH }'), "1 0\n")


def test_word_boundary_match(awk):
    ok(awk('BEGIN { print match("cat concat", /\\ycat\\y/), ("concat" ~ /\\ycat\\y/) }'), "1 0\n")


# ---- IGNORECASE ----

def test_ignorecase_match(awk):
    ok(awk('BEGIN { IGNORECASE = 1; print ("ABC" ~ /b/), ("abc" ~ "B") }'), "1 1\n")


def test_ignorecase_off_default(awk):
    ok(awk('BEGIN { print ("ABC" ~ /b/) }'), "0\n")


def test_ignorecase_range(awk):
    ok(awk('BEGIN { IGNORECASE = 1; print ("b" ~ /[A-C]/), ("x" ~ /[[:upper:]]/), ("A" ~ /^[^a]$/) }'), "1 1 0\n")


def test_ignorecase_string_compare(awk):
    ok(awk('BEGIN { IGNORECASE = 1; print ("abc" == "ABC"), ("a" < "B") }'), "1 1\n")


def test_ignorecase_index(awk):
    ok(awk('BEGIN { IGNORECASE = 1; print index("ABC", "b") }'), "2\n")


def test_ignorecase_single_char_fs_unaffected(awk):
    ok(awk('BEGIN { IGNORECASE = 1; FS = "x" } { print NF }', input="aXbxc\n"), "2\n")


def test_ignorecase_regex_fs(awk):
    ok(awk('BEGIN { IGNORECASE = 1; FS = "x+" } { print NF }', input="aXbxc\n"), "3\n")


def test_ignorecase_single_char_rs_unaffected(awk):
    ok(awk('BEGIN { IGNORECASE = 1; RS = "x" } END { print NR }', input="aXbxc"), "2\n")


def test_ignorecase_regex_rs(awk):
    ok(awk('BEGIN { IGNORECASE = 1; RS = "x+" } END { print NR }', input="aXbxc"), "3\n")


def test_ignorecase_array_subscripts_unaffected(awk):
    ok(awk('BEGIN { IGNORECASE = 1; a["A"] = 1; print ("a" in a) }'), "0\n")


def test_ignorecase_gsub_replacement_unchanged(awk):
    ok(awk('BEGIN { IGNORECASE = 1; s = "aAa"; n = gsub(/a/, "x", s); print n, s }'), "3 xxx\n")


def test_ignorecase_pattern(awk):
    ok(awk("BEGIN { IGNORECASE = 1 } /hello/", input="HeLLo\nbye\n"), "HeLLo\n")


def test_ignorecase_dynamic_change(awk):
    ok(awk('{ IGNORECASE = (NR == 2); print ($0 ~ /a/) }', input="A\nA\nA\n"), "0\n1\n0\n")


def test_ignorecase_string_zero_is_true(awk):
    ok(awk('BEGIN { IGNORECASE = "0"; print ("A" ~ /a/) }'), "1\n")


def test_ignorecase_v_option(awk):
    ok(awk('BEGIN { print ("A" ~ /a/) }', opts=["-v", "IGNORECASE=1"]), "1\n")


def test_ignorecase_split(awk):
    ok(awk('BEGIN { IGNORECASE = 1; print split("1a2A3", p, /a/) }'), "3\n")


def test_ignorecase_match_func(awk):
    ok(awk('BEGIN { IGNORECASE = 1; print match("xxABC", /abc/) }'), "3\n")
