"""Fine print (layer 11): regular expressions and operators."""


# ---- Bracket expressions ----


def test_brackets_deep_special_members(awk):
    out = awk("BEGIN { print (\"]\" ~ /[]]/), (\"a\" ~ /[]a]/), (\"-\" ~ /[a-]/), (\"-\" ~ /[-a]/), (\"^\" ~ /[a^]/), (\"a\" ~ /[^^]/), (\"^\" ~ /[^^]/) }")
    assert out == "1 1 1 1 1 1 0\n"


def test_brackets_deep_escapes_inside(awk):
    out = awk("BEGIN { print (\"\\\\\" ~ /[\\\\]/), (\"n\" ~ /[\\n]/), (\"\\n\" ~ /[\\n]/), (\".\" ~ /[.]/), (\"x\" ~ /[.]/), (\"*\" ~ /[*+?]/) }")
    assert out == "1 0 1 1 0 1\n"


def test_brackets_deep_negated_matches_newline(awk):
    assert awk("BEGIN { print (\"\\n\" ~ /^[^a]$/), (\"a\\n\" ~ /^[^\\n]*$/) }") == "1 0\n"


def test_brackets_deep_range_by_byte_value(awk):
    assert awk("BEGIN { print (\"_\" ~ /[A-z]/), (\"B\" ~ /[a-z]/), (\"5\" ~ /[0-9]/) }") == "1 0 1\n"


# ---- Character classes ----


def test_char_classes_deep_combined(awk):
    out = awk("BEGIN { print (\"b\" ~ /[[:alpha:][:digit:]]/), (\"5\" ~ /[^[:alpha:]]/), (\"_\" ~ /[[:punct:]]/), (\" \" ~ /[[:space:]]/), (\"\\t\" ~ /[[:blank:]]/), (\"\\v\" ~ /[[:space:]]/) }")
    assert out == "1 1 1 1 1 1\n"


def test_char_classes_deep_edges(awk):
    out = awk("BEGIN { print (\"\\303\\251\" ~ /^[[:alpha:]]+$/), (\"\\177\" ~ /[[:cntrl:]]/), (\"~\" ~ /[[:graph:]]/), (\" \" ~ /[[:print:]]/), (\"F\" ~ /[[:xdigit:]]/), (\"g\" ~ /[[:xdigit:]]/) }")
    assert out == "0 1 1 1 1 0\n"


def test_char_classes_deep_space_not_graph(awk):
    assert awk("BEGIN { print (\" \" ~ /[[:graph:]]/), (\"\\n\" ~ /[[:blank:]]/), (\"\\r\" ~ /[[:space:]]/) }") == "0 0 1\n"


# ---- Repetition ----


def test_repetition_deep_intervals(awk):
    out = awk("BEGIN { print (\"ab\" ~ /^a{1}b{1,}$/), (\"aaa\" ~ /^a{2}$/), (\"aaa\" ~ /^a{2,3}$/), (\"\" ~ /^a{0}$/), (\"ab\" ~ /^(ab){1,2}$/), (\"abab\" ~ /^(ab){2}$/) }")
    assert out == "1 0 1 1 1 1\n"


def test_repetition_deep_stacked_and_literal(awk):
    assert awk("BEGIN { print (\"a+\" ~ /a\\+/), (\"aa\" ~ /^a+?$/), (\"+\" ~ /^+$/), (\"*a\" ~ /^*a/), (\"a{\" ~ /a{$/) }") == "1 1 1 1 1\n"


def test_repetition_deep_stacked_longest(awk):
    assert awk("BEGIN { print match(\"aaa\", /a*?/), RLENGTH }") == "1 3\n"


def test_repetition_deep_interval_limit(awk):
    assert awk("BEGIN { s = sprintf(\"%255s\", \"\"); gsub(/ /, \"a\", s); print (s ~ /^a{255}$/) }") == "1\n"


# ---- Anchors ----


def test_anchors_deep_inner_caret_never(awk):
    assert awk("BEGIN { print (\"a^b\" ~ /a^b/), (\"a$b\" ~ /a$b/), (\"ab\" ~ /(^a)(b$)/), (\"ba\" ~ /b|^a/), (\"x\" ~ /^*x/) }") == "0 0 1 1 0\n"


def test_anchors_deep_alternative_anchor(awk):
    assert awk("BEGIN { print match(\"xay\", /^a|y$/), RSTART }") == "3 3\n"


def test_anchors_deep_gsub_dollar_once(awk):
    assert awk("BEGIN { s = \"a\\na\"; print gsub(/a$/, \"X\", s), s }") == "1 a\nX\n"


# ---- Escapes in regular expressions ----


def test_regex_escapes_deep_control_and_literal(awk):
    out = awk("BEGIN { print (\"a.b\" ~ /a\\.b/), (\"a/b\" ~ \"a\\\\/b\"), (\"\\t\" ~ /\\t/), (\"\\033\" ~ /\\e/), (\"\\\"\" ~ /\\\"/), (\"a\" ~ /\\a/) }")
    assert out == "1 1 1 0 1 0\n"


def test_regex_escapes_deep_octal(awk):
    assert awk("BEGIN { print (\"A\" ~ /\\101/), (\"A1\" ~ /^\\1011$/), (\"\\001\" ~ /\\1/) }") == "1 1 1\n"


# ---- Leftmost-longest matching ----


def test_leftmost_longest_deep_cases(awk):
    out = awk("BEGIN { print match(\"xaaay\", /a+/), RLENGTH; print match(\"ab\", /a|ab/), RLENGTH; print match(\"abcd\", /(a|ab)(c|bcd)/), RLENGTH }")
    assert out == "2 3\n1 2\n1 4\n"


def test_leftmost_longest_deep_empty_leftmost(awk):
    assert awk("BEGIN { print match(\"xyz\", /y*/), RLENGTH }") == "1 0\n"


def test_leftmost_longest_deep_sub_longest(awk):
    assert awk("BEGIN { s = \"xyyyz\"; sub(/y+|yy/, \"-\", s); print s }") == "x-z\n"


# ---- Concatenation ----


def test_concatenation_deep_with_arithmetic(awk):
    assert awk("BEGIN { print 1 \" \" 2+3, 1 \" \" -1, 2 * 3 4, 10 % 3 \"x\", -1 \" \" 1 }") == "1 5 1-1 64 1x -1 1\n"


def test_concatenation_deep_evaluation_order(awk):
    assert awk("BEGIN { x = 5; print x \" \" x++ \" \" x }") == "5 5 6\n"


def test_concatenation_deep_with_comparison(awk):
    assert awk("BEGIN { print 1 < 2 \"\", (\"a\" \"b\" < \"ac\") }") == "1 1\n"


def test_concatenation_deep_with_power(awk):
    assert awk("BEGIN { print 2 \" \" 3 ^ 2, 2 3 * 4 }") == "2 9 212\n"


def test_concatenation_deep_not_operand(awk):
    assert awk("BEGIN { print !x++, x; print !\"a\" \"b\" }") == "1 1\n0b\n"


# ---- Logical operators ----


def test_logical_deep_short_circuit(awk):
    assert awk("BEGIN { print 0 && x++, x + 0; print 1 || y++, y + 0; print \"\" || \"a\", \"0\" && 0 }") == "0 0\n1 0\n1 0\n"


def test_logical_deep_fields(awk):
    assert awk("{ print ($1 && $2), ($1 || $2) }", "0.0 abc\n") == "0 1\n"


def test_logical_deep_precedence(awk):
    assert awk("BEGIN { print (1 && 2 || 0 && 0), (!0 && !0), (0 || 1 && 0) }") == "1 1 0\n"


def test_logical_deep_newline_after_operator(awk):
    assert awk("BEGIN { x = 1 &&\n 0; y = 0 ||\n\n 2; print x, y }") == "0 1\n"


# ---- Operator precedence ----


def test_precedence_deep_arithmetic_chain(awk):
    assert awk("BEGIN { print 1 - 1 - 1, 2 / 2 / 2, 2 ^ -1 ^ 2, -2 ^ -2, !1 + 1, 1 - -1 }") == "-1 0.5 0.5 -0.25 1 2\n"


def test_precedence_deep_power_and_increment(awk):
    assert awk("BEGIN { x = 2; print x ^ 2 ^ -1, -x ^ 2, (-x) ^ 2, x++ ^ 2, x }") == "1.41421 -4 4 4 3\n"


def test_precedence_deep_match_below_concat(awk):
    assert awk("BEGIN { print 1 ~ 1 == 1, \"ab\" ~ \"a\" \"b\" }") == "1 1\n"


def test_precedence_deep_comparison_non_associative(run):
    r = run("BEGIN { print (2 < 3 == 1) }")
    assert r.code == 2 and r.text == ""
