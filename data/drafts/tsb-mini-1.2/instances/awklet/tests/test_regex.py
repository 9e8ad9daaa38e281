"""Matching operators and the regular expression engine."""



def matches(awk, text, regex_literal):
    out = awk("{ print ($0 ~ /" + regex_literal + "/) }", text + "\n")
    return out == "1\n"


def where(awk, text, regex_literal):
    out = awk("{ print match($0, /" + regex_literal + "/), RLENGTH }", text + "\n")
    return tuple(int(x) for x in out.split())


# ---- Matching operators ----


def test_match_operator(awk):
    assert awk("BEGIN { print (\"abc\" ~ /b/), (\"abc\" ~ /d/) }") == "1 0\n"


def test_nomatch_operator(awk):
    assert awk("BEGIN { print (\"abc\" !~ /b/), (\"abc\" !~ /d/) }") == "0 1\n"


def test_match_dynamic_string(awk):
    assert awk("BEGIN { r = \"^a.c$\"; print (\"abc\" ~ r) }") == "1\n"


def test_regex_literal_value_matches_record(awk):
    assert awk("{ x = /a/; print x }", "cat\ndog\n") == "1\n0\n"


def test_regex_division_where_operator(awk):
    assert awk("BEGIN { a = 12; b = 2; c = 3; print a / b / c }") == "2\n"


def test_regex_escaped_slash(awk):
    assert awk("$0 ~ /a\\/b/", "a/b\nab\n") == "a/b\n"


def test_regex_slash_in_bracket(awk):
    assert awk("/[/]/", "x/y\nxy\n") == "x/y\n"


def test_regex_starting_with_equals(awk):
    assert awk("/=/", "a=b\nab\n") == "a=b\n"


# ---- Regular expression syntax ----


def test_regex_dot_any(awk):
    assert matches(awk, "axc", "a.c")


def test_regex_dot_matches_newline(awk):
    assert awk("BEGIN { print (\"a\\nc\" ~ /a.c/) }") == "1\n"


def test_regex_alternation(awk):
    assert matches(awk, "xdogx", "cat|dog")


def test_regex_group_repeat(awk):
    assert where(awk, "xababy", "(ab)+") == (2, 4)


def test_regex_empty_alternative(awk):
    assert where(awk, "zzz", "a|") == (1, 0)


def test_regex_empty_group(awk):
    assert where(awk, "ab", "a()b") == (1, 2)


def test_regex_unmatched_close_error(fails):
    assert fails("/a)/") == "awklet: regular expression error: unmatched ): /a)/\n"


def test_regex_brace_literal(awk):
    assert matches(awk, "a{x}", "a{x}")


# ---- Bracket expressions ----


def test_bracket_list(awk):
    assert where(awk, "xyzb", "[abc]") == (4, 1)


def test_bracket_range(awk):
    assert where(awk, "XY5", "[0-9]") == (3, 1)


def test_bracket_negated(awk):
    assert where(awk, "aab", "[^a]") == (3, 1)


def test_bracket_negated_newline(awk):
    assert awk("BEGIN { print (\"\\n\" ~ /[^a]/) }") == "1\n"


def test_bracket_close_first(awk):
    assert where(awk, "a]b", "[]x]") == (2, 1)


def test_bracket_close_after_caret(awk):
    assert where(awk, "]]a", "[^]]") == (3, 1)


def test_bracket_dash_first_last(awk):
    assert where(awk, "ab-", "[-x]") == (3, 1)
    assert where(awk, "ab-", "[x-]") == (3, 1)


def test_bracket_escape(awk):
    assert where(awk, "ab]", "[\\]]") == (3, 1)


def test_bracket_escaped_dash(awk):
    assert where(awk, "m-", "[a\\-z]") == (2, 1)


def test_bracket_specials_ordinary(awk):
    assert where(awk, "ab.", "[.*]") == (3, 1)


def test_bracket_invalid_range(fails):
    assert fails("/[z-a]/") == "awklet: regular expression error: invalid range: /[z-a]/\n"


def test_bracket_unterminated(fails):
    assert fails("BEGIN { r = \"[ab\"; print (\"a\" ~ r) }") == "awklet: regular expression error: unterminated [: /[ab/\n"


def test_bracket_byte_range(awk):
    assert where(awk, "a[b", "[Z-a]") == (1, 1)


# ---- Character classes ----


def test_class_digit(awk):
    assert where(awk, "ab12", "[[:digit:]]+") == (3, 2)


def test_class_alpha(awk):
    assert where(awk, "12ab3", "[[:alpha:]]+") == (3, 2)


def test_class_space(awk):
    assert awk("BEGIN { print match(\"a\\v\\fb\", /[[:space:]]+/), RLENGTH }") == "2 2\n"


def test_class_blank_not_newline(awk):
    assert awk("BEGIN { print (\"\\n\" ~ /[[:blank:]]/) }") == "0\n"


def test_class_punct(awk):
    assert where(awk, "ab_c", "[[:punct:]]") == (3, 1)


def test_class_upper_lower(awk):
    assert where(awk, "abCd", "[[:upper:]]") == (3, 1)


def test_class_xdigit(awk):
    assert where(awk, "xyzF0g", "[[:xdigit:]]+") == (4, 2)


def test_class_cntrl(awk):
    assert awk("BEGIN { print match(\"ab\\001\", /[[:cntrl:]]/) }") == "3\n"


def test_class_high_bytes_excluded(run):
    r = run("{ print match($0, /[[:print:]]/) }", stdin=b"\xe9a\n")
    assert r.text == "2\n"


def test_class_invalid(fails):
    assert fails("/[[:foo:]]/") == "awklet: regular expression error: invalid character class: /[[:foo:]]/\n"


def test_class_combined(awk):
    assert where(awk, "--a_1", "[[:digit:]a-c_]+") == (3, 3)


def test_class_negated(awk):
    assert where(awk, "  x", "[^[:space:]]") == (3, 1)


# ---- Repetition ----


def test_repeat_star_plus_question(awk):
    assert where(awk, "caaat", "ca*t") == (1, 5)
    assert where(awk, "ct", "ca+t") == (0, -1)
    assert where(awk, "ct", "ca?t") == (1, 2)


def test_repeat_interval_exact(awk):
    assert where(awk, "aaaa", "a{3}") == (1, 3)


def test_repeat_interval_min(awk):
    assert where(awk, "baaaa", "a{2,}") == (2, 4)


def test_repeat_interval_range(awk):
    assert where(awk, "aaaaa", "a{2,3}") == (1, 3)


def test_repeat_interval_invalid(fails):
    assert fails("/a{3,2}/") == "awklet: regular expression error: invalid repetition count: /a{3,2}/\n"


def test_repeat_interval_too_large(fails):
    assert fails("/a{300}/") == "awklet: regular expression error: invalid repetition count: /a{300}/\n"


def test_repeat_brace_not_interval(awk):
    assert matches(awk, "a{,2}", "a{,2}")


def test_repeat_leading_star_literal(awk):
    assert where(awk, "a*x", "*x") == (2, 2)


def test_repeat_after_paren_literal(awk):
    assert where(awk, "a+b", "(+b)") == (2, 2)


def test_repeat_stacked(awk):
    assert where(awk, "aaa", "a**") == (1, 3)


def test_repeat_interval_255(awk):
    assert awk("BEGIN { s = sprintf(\"%255s\", \"\"); print (s ~ /^ {255}$/) }") == "1\n"


# ---- Anchors ----


def test_anchor_start(awk):
    assert where(awk, "aba", "^a") == (1, 1)
    assert where(awk, "ba", "^a") == (0, -1)


def test_anchor_end(awk):
    assert where(awk, "aba", "a$") == (3, 1)


def test_anchor_not_at_newline(awk):
    assert awk("BEGIN { print (\"a\\nb\" ~ /a$/), (\"a\\nb\" ~ /^b/) }") == "0 0\n"


def test_anchor_inside(awk):
    assert awk("BEGIN { print (\"ab\" ~ /x|^a/), (\"ba\" ~ /b^a/) }") == "1 0\n"


def test_anchor_gsub_once(awk):
    assert awk("BEGIN { s = \"aaa\"; n = gsub(/^a/, \"x\", s); print n, s }") == "1 xaa\n"


def test_anchor_caret_star(awk):
    assert where(awk, "*a", "^*") == (1, 1)


# ---- Escapes in regular expressions ----


def test_regex_escape_dot(awk):
    assert where(awk, "ab.c", "\\.") == (3, 1)


def test_regex_escape_tab(awk):
    assert awk("BEGIN { print match(\"a\\tb\", /\\t/) }") == "2\n"


def test_regex_escape_octal(awk):
    assert where(awk, "xA", "\\101") == (2, 1)


def test_regex_escape_other_literal(awk):
    assert where(awk, "xq", "\\q") == (2, 1)


def test_regex_dynamic_double_backslash(awk):
    assert awk("BEGIN { print match(\"a.b\", \"\\\\.\"), match(\"ab\", \"\\\\.\") }") == "2 0\n"


def test_regex_dynamic_unknown_escape(awk):
    assert awk("BEGIN { print match(\"axb.\", \"\\.\") }") == "4\n"


def test_regex_trailing_backslash(awk):
    assert awk("BEGIN { r = \"a\\\\\"; print match(\"xa\\\\\", r) }") == "2\n"


# ---- Leftmost-longest matching ----


def test_longest_group(awk):
    assert where(awk, "xabcabc", "(abc)+") == (2, 6)


def test_longest_alternation(awk):
    assert where(awk, "ab", "a|ab") == (1, 2)


def test_leftmost_wins(awk):
    assert where(awk, "xaybbb", "a|bbb") == (2, 1)


def test_empty_match_position(awk):
    assert where(awk, "abc", "x*") == (1, 0)


# ---- Dynamic regular expressions ----


def test_dynamic_number(awk):
    assert awk("BEGIN { print (\"a1\" ~ 1) }") == "1\n"


def test_dynamic_slash_no_escape(awk):
    assert awk("BEGIN { print (\"a/b\" ~ \"a/b\") }") == "1\n"


def test_dynamic_changes(awk):
    assert awk("{ print (\"abc\" ~ $1) }", "b\nz\n") == "1\n0\n"


def test_dynamic_number_convfmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.1f\"; print (\"x0.2\" ~ 0.25) }") == "1\n"


# ---- Regular expression errors ----


def test_regex_error_unmatched_open(fails):
    assert fails("/(a/") == "awklet: regular expression error: unmatched (: /(a/\n"


def test_regex_error_literal_before_begin(run):
    r = run("BEGIN { print \"x\" } /[/")
    assert r.code == 2 and r.out == b""


def test_regex_error_dynamic_at_use(run):
    r = run("BEGIN { print \"x\"; r = \"(\"; print (\"a\" ~ r) }")
    assert r.code == 2
    assert r.text == "x\n"
    assert r.err == "awklet: regular expression error: unmatched (: /(/\n"


# ---- Word and space operators ----


def test_word_w(awk):
    assert where(awk, "--ab_9-", "\\w+") == (3, 4)


def test_word_W(awk):
    assert where(awk, "ab-+c", "\\W+") == (3, 2)


def test_word_s(awk):
    assert awk("BEGIN { print match(\"a \\t\\nb\", /\\s+/), RLENGTH }") == "2 3\n"


def test_word_S(awk):
    assert where(awk, "  xy ", "\\S+") == (3, 2)


def test_word_boundary_gsub(awk):
    assert awk("BEGIN { s = \"ab cd\"; n = gsub(/\\y/, \"|\", s); print n, s }") == "4 |ab| |cd|\n"


def test_word_not_boundary(awk):
    assert awk("BEGIN { s = \"abc\"; n = gsub(/\\B/, \".\", s); print n, s }") == "2 a.b.c\n"


def test_word_start_end(awk):
    assert awk("BEGIN { t = \"foo bar\"; gsub(/\\</, \"<\", t); gsub(/\\>/, \">\", t); print t }") == "<foo> <bar>\n"


def test_word_whole_word_match(awk):
    assert awk("{ print ($0 ~ /\\<cat\\>/) }", "a cat\nconcatenate\n") == "1\n0\n"


def test_word_underscore_digit(awk):
    assert awk("BEGIN { print match(\"-x_1-\", /\\<\\w+\\>/), RLENGTH }") == "2 3\n"


def test_word_buffer_anchors(awk):
    assert awk("BEGIN { print match(\"xay\", /\\`x/), match(\"xay\", /\\`a/), match(\"ab\", /b\\'/) }") == "1 0 2\n"


def test_word_in_bracket_literal(awk):
    assert awk("BEGIN { print (\"a\" ~ /[\\w]/), (\"w\" ~ /[\\w]/) }") == "0 1\n"


def test_word_not_ignorecase(awk):
    assert awk("BEGIN { IGNORECASE = 1; print match(\"AB c\", /\\W/) }") == "3\n"


def test_word_dynamic(awk):
    assert awk("BEGIN { r = \"\\\\<b\"; print match(\"ab b\", r) }") == "4\n"


def test_word_boundary_star(awk):
    assert awk("BEGIN { print match(\"ab\", /\\y*b/), RLENGTH }") == "2 1\n"


def test_word_backquote_star_literal(awk):
    assert awk("BEGIN { print match(\"*a\", /\\`*a/), RLENGTH }") == "1 2\n"


def test_word_submatch(awk):
    assert awk("BEGIN { match(\"say hi now\", /\\<(h\\w*)\\>/, m); print m[1], m[1, \"start\"] }") == "hi 5\n"
