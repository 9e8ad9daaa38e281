"""Regular expressions: matching operators, syntax, brackets, classes,
repetition, anchors, escapes, leftmost-longest, errors, word operators."""
import pytest

from conftest import awk, out, ev, fatal


def m(s, r):
    """Result of `s ~ r` (both given as awk source text)."""
    return ev("(%s ~ %s)" % (s, r))


def where(s, r):
    """RSTART RLENGTH of match(s, r)."""
    return ev("match(%s, %s), RSTART, RLENGTH" % (s, r))


# ---------- matching operators ----------

def test_tilde_and_not_tilde():
    assert ev('("abc" ~ /b/), ("abc" !~ /b/), ("abc" ~ /z/), ("abc" !~ /z/)') == "1 0 0 1"


def test_bare_regex_means_match_record():
    assert out("{ x = /a/; print x }", stdin="cat\ndog\n") == "1\n0\n"


def test_regex_literal_equals_sign():
    assert m('"a=b"', "/=/") == "1"


def test_regex_literal_starting_with_equals():
    assert m('"x=1"', "/=1/") == "1"


def test_slash_is_division_after_operand():
    assert ev("a / b / c", pre="a = 8; b = 2; c = 2") == "2"


def test_escaped_slash_in_literal():
    assert m('"a/b"', r"/a\/b/") == "1"


def test_slash_inside_bracket_does_not_end_literal():
    assert m('"a/b"', "/a[/]b/") == "1"


def test_dynamic_regex_escaped_dot():
    assert ev(r'("abc" ~ "a\\.c"), ("a.c" ~ "a\\.c"), ("abc" ~ "a.c")') == "0 1 1"


def test_dynamic_regex_number_uses_CONVFMT():
    assert ev(r'(0.5 ~ "0.50"), (0.5 ~ /^0\.5$/)', pre='CONVFMT = "%.2f"') == "1 0"


def test_dynamic_regex_number_right_side():
    assert ev('("a1" ~ 1), ("a2" ~ 1)') == "1 0"


def test_empty_regex_matches_everything():
    assert ev('("abc" ~ ""), ("" ~ "")') == "1 1"


def test_empty_alternative_matches_everything():
    assert ev('("x" ~ "a|"), ("x" ~ /a|/)') == "1 1"


def test_match_operator_left_associative():
    assert ev('("a" ~ "a" ~ 1)') == "1"


def test_match_binds_looser_than_concatenation():
    assert ev('("abc" ~ "b" "c"), ("abd" ~ "b" "c")') == "1 0"


def test_newline_is_ordinary_byte():
    assert ev(r'("a\nb" ~ /^b/), ("a\nb" ~ /a.b/), ("a\nb" ~ /a$/), ("a\nb" ~ /^a/)') == "0 1 0 1"


def test_regex_variable_dynamic():
    assert ev('("foo" ~ r), ("bar" ~ r)', pre='r = "^f.o$"') == "1 0"


# ---------- syntax ----------

@pytest.mark.parametrize("s,r,expected", [
    ('"abc"', "/a()b/", "1"),
    ('"ac"', "/a(b|)c/", "1"),
    ('"abc"', "/x|b/", "1"),
    ('"xyz"', "/a|b/", "0"),
    ('"a{x}"', "/a{x}/", "1"),
    ('"a{,2}"', "/^a{,2}$/", "1"),
    ('"aa"', "/^a{,2}$/", "0"),
    ('"a{"', "/a{/", "1"),
    ('"*x"', "/*x/", "1"),
    ('"x"', "/*x/", "0"),
    ('"*b"', "/a|*b/", "1"),
    ('"+a"', "/(+a)/", "1"),
    ('"?"', "/^?$/", "1"),
    ('"{1}"', "/^{1}$/", "1"),
    ('"ab"', "/a.b/", "0"),
    ('"axb"', "/a.b/", "1"),
    ('"abab"', "/^(ab)+$/", "1"),
    ('"aba"', "/^(ab)+$/", "0"),
])
def test_regex_syntax(s, r, expected):
    assert m(s, r) == expected


def test_dot_matches_newline_and_any_byte():
    assert ev(r'("\n" ~ /^.$/), ("\xff" ~ /^.$/), ("\001" ~ /^.$/)') == "1 1 1"


# ---------- bracket expressions ----------

@pytest.mark.parametrize("s,r,expected", [
    ('"^"', "/[^^]/", "0"),
    ('"a"', "/[^^]/", "1"),
    ('"^"', "/[a^]/", "1"),
    ('"_"', "/[A-z]/", "1"),
    ('"B"', "/[a-z]/", "0"),
    ('"]"', r"/[\]]/", "1"),
    ('"\\n"', r"/[\n]/", "1"),
    ('"-"', r"/^[a\-z]$/", "1"),
    ('"b"', r"/^[a\-z]$/", "0"),
    ('"]"', "/[]a]/", "1"),
    ('"a"', "/[]a]/", "1"),
    ('"]"', "/[^]a]/", "0"),
    ('"-"', "/[-a]/", "1"),
    ('"-"', "/[a-]/", "1"),
    ('"x"', "/[.]/", "0"),
    ('"."', "/[.]/", "1"),
    ('"*"', "/[*(|$]/", "1"),
    ('"x"', "/[*(|$]/", "0"),
    ('"\\n"', "/[^a]/", "1"),
    ('"\\n"', r"/[^\n]/", "0"),
    ('"="', "/[[=]/", "1"),
    ('"."', "/[[.]/", "1"),
    ('"m"', "/^[a-cx-z]$/", "0"),
    ('"y"', "/^[a-cx-z]$/", "1"),
    ('"w"', r"/[\w]/", "1"),
    ('"a"', r"/[\w]/", "0"),
    ('"\\t"', r"/[\t]/", "1"),
    ('"\\\\"', r"/[\\]/", "1"),
])
def test_bracket_expressions(s, r, expected):
    assert m(s, r) == expected


# ---------- character classes ----------

ALL_BYTES = 's = ""; for (i = 1; i < 256; i++) s = s sprintf("%c", i)'


@pytest.mark.parametrize("cls,count", [
    ("alpha", 52), ("digit", 10), ("alnum", 62), ("upper", 26), ("lower", 26),
    ("space", 6), ("blank", 2), ("punct", 32), ("print", 95), ("graph", 94),
    ("cntrl", 32), ("xdigit", 22),
])
def test_character_class_sizes(cls, count):
    assert ev("gsub(/[[:%s:]]/, \"\", s)" % cls, pre=ALL_BYTES) == str(count)


@pytest.mark.parametrize("cls,count", [
    ("alpha", 203), ("space", 249), ("print", 160),
])
def test_negated_character_class_sizes(cls, count):
    assert ev("gsub(/[^[:%s:]]/, \"\", s)" % cls, pre=ALL_BYTES) == str(count)


@pytest.mark.parametrize("s,r,expected", [
    ('"\\303\\251"', "/[[:alpha:]]/", "0"),
    ('" "', "/[[:print:]]/", "1"),
    ('" "', "/[[:graph:]]/", "0"),
    ('"\\n"', "/[[:space:]]/", "1"),
    ('"\\n"', "/[[:blank:]]/", "0"),
    ('"\\r"', "/[[:space:]]/", "1"),
    ('"_"', "/^[[:digit:]a-c_]$/", "1"),
    ('"b"', "/^[[:digit:]a-c_]$/", "1"),
    ('"d"', "/^[[:digit:]a-c_]$/", "0"),
    ('"a b"', "/^[^[:space:]]+$/", "0"),
    ('"ab"', "/^[^[:space:]]+$/", "1"),
    ('"\\177"', "/[[:cntrl:]]/", "1"),
    ('"\\177"', "/[[:print:]]/", "0"),
    ('"f"', "/[[:xdigit:]]/", "1"),
    ('"g"', "/[[:xdigit:]]/", "0"),
])
def test_character_class_members(s, r, expected):
    assert m(s, r) == expected


# ---------- repetition ----------

@pytest.mark.parametrize("s,r,expected", [
    ('"aaaa"', "/a{2}/", "1 1 2"),
    ('"aaaa"', "/a{2,}/", "1 1 4"),
    ('"aaaa"', "/a{1,3}/", "1 1 3"),
    ('"xaaa"', "/a{0}/", "1 1 0"),
    ('"aaa"', "/a*?/", "1 1 3"),
    ('"aaa"', "/a+?/", "1 1 3"),
    ('"aaa"', "/a**/", "1 1 3"),
    ('"baaa"', "/a+/", "2 2 3"),
    ('"b"', "/a?/", "1 1 0"),
    ('"abab"', "/(ab){2}/", "1 1 4"),
    ('"ab"', "/(ab){2}/", "0 0 -1"),
])
def test_repetition_matches(s, r, expected):
    assert where(s, r) == expected


def test_interval_255_allowed():
    assert ev('length(s) >= 255 && (s ~ /^a{255}$/)',
              pre='s = sprintf("%255s", ""); gsub(/ /, "a", s)') == "1"


def test_interval_exact_count_anchored():
    assert ev('("aaa" ~ /^a{2}$/), ("aa" ~ /^a{2}$/), ("aaa" ~ /^a{2,3}$/)') == "0 1 1"


# ---------- anchors ----------

def test_alternative_anchor():
    assert where('"xay"', "/^a|y$/") == "3 3 1"


def test_anchors_in_groups():
    assert ev('("ab" ~ /(^a)(b$)/), ("xab" ~ /(^a)(b$)/)') == "1 0"


def test_anchor_in_middle_never_matches():
    assert ev('("a^b" ~ /a^b/), ("a$b" ~ /a$b/)') == "0 0"


def test_caret_star_is_anchor_then_literal_star():
    assert ev('("*x" ~ /^*x/), ("x" ~ /^*x/)') == "1 0"


def test_gsub_dollar_only_last():
    assert ev("n, s", pre='s = "a\\na"; n = gsub(/a$/, "X", s)') == "1 a\nX"


def test_gsub_caret_at_most_once():
    assert ev("n, s", pre='s = "aaa"; n = gsub(/^a/, "X", s)') == "1 Xaa"


# ---------- escapes ----------

@pytest.mark.parametrize("s,r,expected", [
    ('"a.c"', r"/a\.c/", "1"),
    ('"abc"', r"/a\.c/", "0"),
    ('"a*"', r"/a\*/", "1"),
    ('"[x"', r"/\[x/", "1"),
    ('"q"', r"/\q/", "1"),
    ('"A"', r"/\x41/", "1"),
    ('"A"', r"/\101/", "1"),
    ('"xg"', r"/\xg/", "1"),
    ('"\\t"', r"/\t/", "1"),
    ('"\\\\"', r"/\\/", "1"),
    ('"\\""', r'/\"/', "1"),
    ('"a\\n"', r"/a\n/", "1"),
    ('"\\001"', r"/\1/", "1"),
])
def test_regex_escapes(s, r, expected):
    assert m(s, r) == expected


def test_dynamic_backslash_dot_forms_equivalent():
    assert ev(r'("a.c" ~ "a\\.c"), ("abc" ~ "a\\.c"), ("a.c" ~ "a\.c"), ("abc" ~ "a\.c")') == "1 0 1 0"


def test_dynamic_trailing_backslash_is_literal():
    assert ev(r'("a\\" ~ ("a" "\\")), ("ab" ~ ("a" "\\"))') == "1 0"


# ---------- leftmost-longest ----------

@pytest.mark.parametrize("s,r,expected", [
    ('"xabcabc"', "/(abc)+/", "2 2 6"),
    ('"ab"', "/a|ab/", "1 1 2"),
    ('"abcd"', "/(a|ab)(c|bcd)/", "1 1 4"),
    ('"abc"', "/x*/", "1 1 0"),
    ('"xyz"', "/y|yz|xyz/", "1 1 3"),
    ('"aab"', "/a*b|a/", "1 1 3"),
])
def test_leftmost_longest(s, r, expected):
    assert where(s, r) == expected


def test_sub_longest_alternative():
    assert ev("s", pre='s = "xyyyz"; sub(/y+|yy/, "-", s)') == "x-z"


# ---------- errors ----------

@pytest.mark.parametrize("lit,msg", [
    ("/a(b/", "unmatched ("),
    ("/a)b/", "unmatched )"),
    ("/[z-a]/", "invalid range"),
    ("/[[:foo:]]/", "invalid character class"),
    ("/a{3,2}/", "invalid repetition count"),
    ("/a{300}/", "invalid repetition count"),
    ("/a{256}/", "invalid repetition count"),
])
def test_literal_regex_error_before_anything_runs(lit, msg):
    r = awk('BEGIN { print "x" }\n$0 ~ %s { print }' % lit, stdin="a\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "awklet: regular expression error: %s: %s\n" % (msg, lit)


def test_literal_error_in_rule_that_never_runs():
    r = awk('BEGIN { print "x"; exit } /a(/ { print }')
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "awklet: regular expression error: unmatched (: /a(/\n"


@pytest.mark.parametrize("re,msg", [
    ("[ab", "unterminated ["),
    ("a(", "unmatched ("),
    ("a)", "unmatched )"),
    ("[b-a]", "invalid range"),
    ("[[:nope:]]", "invalid character class"),
    ("x{5,1}", "invalid repetition count"),
])
def test_dynamic_regex_error_fatal_when_used(re, msg):
    r = awk('BEGIN { print "before"; r = "%s"; if ("x" ~ r) print "m"; print "after" }' % re)
    fatal(r, "regular expression error: %s: /%s/" % (msg, re), stdout="before\n")


def test_unused_dynamic_regex_no_error():
    assert out('BEGIN { r = "("; if (0) x = ("a" ~ r); print "ok" }') == "ok\n"


def test_invalid_FS_fails_when_splitting():
    r = awk('BEGIN { FS = "a["; print "b" } { print $1 }', stdin="xyz\n")
    fatal(r, "regular expression error: unterminated [: /a[/", stdout="b\n")


def test_one_char_FS_paren_is_literal():
    assert out('BEGIN { FS = "(" } { print NF, $2 }', stdin="a(b\n") == "2 b\n"


def test_split_one_char_bracket_is_literal():
    assert ev('split("a[b[c", p, "["), p[3]') == "3 c"


def test_split_dynamic_regex_error():
    r = awk('BEGIN { n = split("abc", p, "x(") }')
    fatal(r, "regular expression error: unmatched (: /x(/")


# ---------- word and space operators ----------

def test_word_boundary_gsub():
    assert ev("s", pre='s = "ab cd"; gsub(/\\y/, "|", s)') == "|ab| |cd|"


@pytest.mark.parametrize("s,r,expected", [
    ('"a"', r"/^\w$/", "1"),
    ('"_"', r"/^\w$/", "1"),
    ('"7"', r"/^\w$/", "1"),
    ('"-"', r"/^\w$/", "0"),
    ('"-"', r"/^\W$/", "1"),
    ('"\\n"', r"/^\W$/", "1"),
    ('"a"', r"/^\W$/", "0"),
    ('"\\v"', r"/^\s$/", "1"),
    ('"\\f"', r"/^\s$/", "1"),
    ('"x"', r"/^\s$/", "0"),
    ('"x"', r"/^\S$/", "1"),
    ('" "', r"/^\S$/", "0"),
    ('"foo bar"', r"/\<bar/", "1"),
    ('"foobar"', r"/\<bar/", "0"),
    ('"foo bar"', r"/foo\>/", "1"),
    ('"foobar"', r"/foo\>/", "0"),
    ('"foobar"', r"/o\Bb/", "1"),
    ('"foo bar"', r"/o\B /", "0"),
    ('"abc"', r"/\`a/", "1"),
    ('"bac"', r"/\`a/", "0"),
    ('"abc"', r"/c\'/", "1"),
    ('"acb"', r"/c\'/", "0"),
    ('"abc"', r"/\y*/", "1"),
    ('"*ab"', r"/\`*a/", "1"),
    ('"ab"', r"/\`*a/", "0"),
    ('"a b"', r"/a\yb/", "0"),
    ('"a-b"', r"/a\y-\yb/", "1"),
])
def test_word_operators(s, r, expected):
    assert m(s, r) == expected


def test_word_operators_not_affected_by_IGNORECASE():
    assert ev(r'("A" ~ /^\w$/), ("AB" ~ /\<B/)', pre="IGNORECASE = 1") == "1 0"


def test_word_boundary_match_position():
    assert where('"  xy"', r"/\y/") == "3 3 0"
