import pytest

from conftest import check_ok, check_fatal


def begin(awk, code, stdin=""):
    return awk("BEGIN { " + code + " }", stdin)


def regex_error(r, msg, re, out=""):
    assert r.err == "awklet: regular expression error: %s: /%s/\n" % (msg, re), r
    assert r.rc == 2, r
    assert r.out == out, r


# (awk string literal, awk regex literal, expected 0/1)
MATCHES = [
    # basics
    ('"abc"', "/b/", 1),
    ('"abc"', "/d/", 0),
    ('"a\\nb"', "/a.b/", 1),
    ('"abc"', "/a()b/", 1),
    ('"xyz"', "/a|/", 1),
    ('"a{x}"', "/a{x}/", 1),
    ('"a{,2}"', "/^a{,2}$/", 1),
    ('"aa"', "/^a{,2}$/", 0),
    ('"=b"', "/=/", 1),
    ('"*x"', "/*x/", 1),
    ('"x"', "/*x/", 0),
    ('"*b"', "/^(a|*b)$/", 1),
    ('"+a"', "/^(+a)$/", 1),
    ('"a/b"', "/a\\/b/", 1),
    ('"a/b"', "/a[/]b/", 1),
    # brackets
    ('"^"', "/[^^]/", 0),
    ('"a"', "/[^^]/", 1),
    ('"^"', "/[a^]/", 1),
    ('"_"', "/[A-z]/", 1),
    ('"B"', "/[a-z]/", 0),
    ('"]"', "/[\\]]/", 1),
    ('"\\n"', "/[\\n]/", 1),
    ('"-"', "/[a\\-z]/", 1),
    ('"b"', "/[a\\-z]/", 0),
    ('"]"', "/[]a]/", 1),
    ('"b"', "/[]a]/", 0),
    ('"]"', "/[^]a]/", 0),
    ('"c"', "/[^]a]/", 1),
    ('"-"', "/[a-]/", 1),
    ('"-"', "/[-a]/", 1),
    ('"a"', "/[.]/", 0),
    ('"."', "/[.]/", 1),
    ('"*"', "/[*(|$]/", 1),
    ('"\\n"', "/[^a]/", 1),
    ('"\\n"', "/[^\\n]/", 0),
    ('"w"', "/[\\w]/", 1),
    ('"a"', "/[\\w]/", 0),
    ('"\\\\"', "/[\\\\]/", 1),
    # classes
    ('"a"', "/[[:alpha:]]/", 1),
    ('"\\303\\251"', "/[[:alpha:]]/", 0),
    ('"5"', "/[[:digit:]]/", 1),
    ('"x"', "/[[:digit:]]/", 0),
    ('"Z"', "/[[:alnum:]]/", 1),
    ('"a"', "/[[:upper:]]/", 0),
    ('"A"', "/[[:lower:]]/", 0),
    ('"\\v"', "/[[:space:]]/", 1),
    ('"\\r"', "/[[:space:]]/", 1),
    ('"\\n"', "/[[:blank:]]/", 0),
    ('"\\t"', "/[[:blank:]]/", 1),
    ('"!"', "/[[:punct:]]/", 1),
    ('"a"', "/[[:punct:]]/", 0),
    ('" "', "/[[:print:]]/", 1),
    ('" "', "/[[:graph:]]/", 0),
    ('"~"', "/[[:graph:]]/", 1),
    ('"\\177"', "/[[:cntrl:]]/", 1),
    ('"\\037"', "/[[:cntrl:]]/", 1),
    ('"f"', "/[[:xdigit:]]/", 1),
    ('"g"', "/[[:xdigit:]]/", 0),
    ('"\\351"', "/[[:print:]]/", 0),
    ('"_"', "/^[[:digit:]a-c_]$/", 1),
    ('"d"', "/^[[:digit:]a-c_]$/", 0),
    ('" "', "/[^[:space:]]/", 0),
    ('"x"', "/[^[:space:]]/", 1),
    # repetition
    ('"aa"', "/^a{2}$/", 1),
    ('"aaa"', "/^a{2}$/", 0),
    ('"aaaa"', "/^a{2,}$/", 1),
    ('"a"', "/^a{2,}$/", 0),
    ('"aaa"', "/^a{1,3}$/", 1),
    ('"aaaa"', "/^a{1,3}$/", 0),
    ('"abab"', "/^(ab){2}$/", 1),
    ('""', "/^a**$/", 1),
    ('"b"', "/^a?b$/", 1),
    ('"ab"', "/^a+b$/", 1),
    ('"b"', "/^a+b$/", 0),
    ('"b"', "/^a+?b$/", 1),
    # anchors
    ('"xay"', "/^a|y$/", 1),
    ('"ab"', "/(^a)(b$)/", 1),
    ('"a^b"', "/a^b/", 0),
    ('"a$b"', "/a$b/", 0),
    ('"*x"', "/^*x/", 1),
    ('"x"', "/^*x/", 0),
    ('"a\\nb"', "/^b/", 0),
    ('"a\\nb"', "/a$/", 0),
    ('"ba"', "/x*^a/", 0),
    # escapes
    ('"abc"', "/a\\.c/", 0),
    ('"a.c"', "/a\\.c/", 1),
    ('"a\\tb"', "/a\\tb/", 1),
    ('"A"', "/\\101/", 1),
    ('"A"', "/\\x41/", 1),
    ('"xg"', "/\\xg/", 1),
    ('"q"', "/\\q/", 1),
    ('"a*"', "/a\\*/", 1),
    ('"aa"', "/a\\*/", 0),
    ('"[x"', "/\\[x/", 1),
    ('"\\""', '/\\"/', 1),
    ('"\\f"', "/\\f/", 1),
    ('"\\\\"', "/\\\\/", 1),
    # word and space operators
    ('"_"', "/\\w/", 1),
    ('"-"', "/\\w/", 0),
    ('"\\n"', "/\\W/", 1),
    ('"a"', "/\\W/", 0),
    ('"\\v"', "/\\s/", 1),
    ('"\\f"', "/\\s/", 1),
    ('"x"', "/\\s/", 0),
    ('"x"', "/\\S/", 1),
    ('" "', "/\\S/", 0),
    ('"ab cd"', "/\\ycd/", 1),
    ('"abcd"', "/\\ycd/", 0),
    ('"abcd"', "/\\Bcd/", 1),
    ('"ab cd"', "/\\Bcd/", 0),
    ('"ab cd"', "/\\<c/", 1),
    ('"abc"', "/\\<c/", 0),
    ('"ab cd"', "/b\\>/", 1),
    ('"abc"', "/b\\>/", 0),
    ('"ab"', "/\\`a/", 1),
    ('"ba"', "/\\`a/", 0),
    ('"ab"', "/b\\'/", 1),
    ('"ba"', "/b\\'/", 0),
    ('"x"', "/\\y*x/", 1),
]


@pytest.mark.parametrize("s,r,want", MATCHES)
def test_match_operator(awk, s, r, want):
    check_ok(begin(awk, "x = (%s ~ %s); print x" % (s, r)), "%d\n" % want)


def test_not_match_operator(awk):
    check_ok(begin(awk, 'print "" ("abc" !~ /b/), ("abc" !~ /z/)'), "0 1\n")


def test_regex_alone_matches_record(awk):
    check_ok(awk("{ x = /a/; print x }", "abc\nxyz\n"), "1\n0\n")


def test_division_not_regex(awk):
    check_ok(begin(awk, "a = 8; b = 2; c = 2; print a / b / c"), "2\n")


# ---------------------------------------------------------------- dynamic regex

@pytest.mark.parametrize("code,out", [
    ('print "" ("abc" ~ "a\\\\.c"), ("a.c" ~ "a\\\\.c")', "0 1"),
    ('print ("abc" ~ "a.c")', "1"),
    ('print "" ("a.c" ~ "a\\.c"), ("abc" ~ "a\\.c")', "1 0"),
    ('CONVFMT = "%.2f"; print "" (0.5 ~ "0.50"), (0.5 ~ /^0\\.5$/)', "1 0"),
    ('print ("abc" ~ "")', "1"),
    ('print ("xyz" ~ "a|")', "1"),
    ('print ("a1" ~ 1)', "1"),
    ('r = "^[0-9]+$"; print "" ("123" ~ r), ("12a" ~ r)', "1 0"),
    ('print ("a/b" ~ "a/b")', "1"),
    ('print ("xa\\\\y" ~ "a\\\\")', "1"),
])
def test_dynamic_regex(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


# ---------------------------------------------------------------- leftmost longest

@pytest.mark.parametrize("code,out", [
    ('print match("xabcabc", /(abc)+/), RSTART, RLENGTH', "2 2 6"),
    ('print match("ab", /a|ab/), RLENGTH', "1 2"),
    ('print match("abcd", /(a|ab)(c|bcd)/), RLENGTH', "1 4"),
    ('s = "xyyyz"; sub(/y+|yy/, "-", s); print s', "x-z"),
    ('print match("abc", /x*/), RLENGTH', "1 0"),
    ('print match("aaa", /a*?/), RLENGTH', "1 3"),
    ('print match("xyz", /y|xyz/), RLENGTH', "1 3"),
    ('print match("abcabc", /c/)', "3"),
    ('print match("aaab", /a*b|aa/), RLENGTH', "1 4"),
])
def test_leftmost_longest(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


# ---------------------------------------------------------------- errors

@pytest.mark.parametrize("re,msg", [
    ("a)", "unmatched )"),
    ("(a", "unmatched ("),
    ("[z-a]", "invalid range"),
    ("[[:foo:]]", "invalid character class"),
    ("a{3,2}", "invalid repetition count"),
    ("a{300}", "invalid repetition count"),
])
def test_literal_regex_error_before_begin(awk, re, msg):
    r = awk('BEGIN { print "x" }\n0 { if ($0 ~ /%s/) print }' % re, "q\n")
    regex_error(r, msg, re)


def test_unterminated_bracket_literal(awk):
    r = awk('BEGIN { print "x"; if ("a" ~ "[ab") print "y" }')
    regex_error(r, "unterminated [", "[ab", "x\n")


def test_dynamic_regex_error_when_used(awk):
    r = begin(awk, 'print "x"; r = "a("; print ("b" ~ r)')
    regex_error(r, "unmatched (", "a(", "x\n")


def test_dynamic_regex_unused_no_error(awk):
    check_ok(begin(awk, 'r = "a("; print "ok"'), "ok\n")


def test_dynamic_regex_invalid_range(awk):
    r = begin(awk, 'print match("abc", "[c-a]")')
    regex_error(r, "invalid range", "[c-a]")


def test_interval_255_allowed(awk):
    check_ok(begin(awk, 's = sprintf("%255s", ""); gsub(/ /, "a", s); print (s ~ /^a{255}$/)'), "1\n")


def test_fs_regex_error_at_split(awk):
    r = awk('BEGIN { FS = "a["; print "b" } { print $1 }', "x\n")
    regex_error(r, "unterminated [", "a[", "b\n")


def test_fs_single_char_never_error(awk):
    check_ok(awk('BEGIN { FS = "[" } { print $2 }', "a[b\n"), "b\n")


def test_split_single_char_literal(awk):
    check_ok(begin(awk, 'print split("a(b", p, "("), split("a[b[c", q, "[")'), "2 3\n")


# ---------------------------------------------------------------- word operators in gsub

@pytest.mark.parametrize("re,s,out", [
    ("\\y", "ab cd", "|ab| |cd|"),
    ("\\<", "ab cd", "|ab |cd"),
    ("\\>", "ab cd", "ab| cd|"),
    ("\\B", "abc", "a|b|c"),
    ("\\`", "ab", "|ab"),
    ("\\'", "ab", "ab|"),
    ("\\s+", "a \t\nb", "a|b"),
    ("\\W+", "a, b", "a|b"),
    ("\\w+", "a1_ b", "| |"),
])
def test_word_operators_gsub(awk, re, s, out):
    check_ok(begin(awk, 's = "%s"; gsub(/%s/, "|", s); print s' % (s.replace("\t", "\\t").replace("\n", "\\n"), re)),
             out + "\n")


def test_word_ops_not_affected_by_ignorecase(awk):
    check_ok(begin(awk, 'IGNORECASE = 1; print "" ("A" ~ /\\W/), ("A" ~ /\\w/)'), "0 1\n")


# ---------------------------------------------------------------- IGNORECASE

@pytest.mark.parametrize("code,out", [
    ('print ("ABC" ~ /b/)', "1"),
    ('print ("b" ~ /[A-C]/)', "1"),
    ('print ("a" ~ /[[:upper:]]/)', "1"),
    ('print "" ("A" ~ /[^a]/), ("a" ~ /[^A]/)', "0 0"),
    ('print ("abc" == "ABC")', "1"),
    ('print ("a" < "B")', "1"),
    ('print index("ABC", "b")', "2"),
    ('s = "aXbxc"; print split(s, p, "x|y"), split(s, q, "x")', "3 2"),
    ('s = "Hello"; gsub(/l/, "L", s); print s', "HeLLo"),
    ('s = "AbA"; n = gsub(/a/, "&&", s); print n, s', "2 AAbAA"),
    ('print match("xxABC", /abc/), RLENGTH', "3 3"),
    ('a["A"] = 1; print ("a" in a)', "0"),
    ('print ("A" ~ "a")', "1"),
])
def test_ignorecase(awk, code, out):
    check_ok(begin(awk, "IGNORECASE = 1; " + code), out + "\n")


def test_ignorecase_off_by_default(awk):
    check_ok(begin(awk, 'print "" ("ABC" ~ /b/), ("abc" == "ABC")'), "0 0\n")


def test_ignorecase_string_zero_is_true(awk):
    check_ok(begin(awk, 'IGNORECASE = "0"; print ("A" ~ /a/)'), "1\n")


def test_ignorecase_numeric_zero_false(awk):
    check_ok(awk('BEGIN { print ("A" ~ /a/) }', opts=["-v", "IGNORECASE=0"]), "0\n")


def test_ignorecase_changes_take_effect(awk):
    check_ok(begin(awk, 'x = ("A" ~ /a/); IGNORECASE = 1; y = ("A" ~ /a/); IGNORECASE = 0; z = ("A" ~ /a/); print x, y, z'),
             "0 1 0\n")


def test_ignorecase_pattern(awk):
    check_ok(awk("BEGIN { IGNORECASE = 1 } /abc/", "xABCx\nxyz\n"), "xABCx\n")
