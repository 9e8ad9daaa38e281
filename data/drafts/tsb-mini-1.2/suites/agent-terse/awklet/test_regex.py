import pytest

from conftest import awk, out, fatal, syntax


def m(re_lit, subject_src):
    """Evaluate (subject ~ /re/) where subject is awk string-literal source."""
    return out('BEGIN { s = %s; print (s ~ /%s/) }' % (subject_src, re_lit))


@pytest.mark.parametrize("re_lit,subj,expected", [
    ("a.c", '"abc"', "1"),
    (".", '"\\n"', "1"),
    ("^b", '"ab"', "0"),
    ("a^b", '"a^b"', "0"),
    ("a$b", '"a$b"', "0"),
    ("b$", '"ab"', "1"),
    ("^a$", '"a\\n"', "0"),
    ("x*", '"abc"', "1"),
    ("a|", '"zzz"', "1"),
    ("()", '"q"', "1"),
    ("*x", '"*x"', "1"),
    ("*x", '"x"', "0"),
    ("(*x)", '"*x"', "1"),
    ("a|*b", '"*b"', "1"),
    ("^a{2}$", '"aa"', "1"),
    ("^a{2}$", '"a"', "0"),
    ("^a{2,}$", '"aaaa"', "1"),
    ("^a{1,2}$", '"aaa"', "0"),
    ("^a{0,1}b$", '"b"', "1"),
    ("^a{x}$", '"a{x}"', "1"),
    ("^a{,2}$", '"a{,2}"', "1"),
    ("^a{,2}$", '"aa"', "0"),
    ("^{", '"{a"', "1"),
    ("^a**$", '"aaa"', "1"),
    ("^*a", '"*a"', "1"),
    ("^*a", '"a"', "0"),
    ("^(ab)+$", '"ababab"', "1"),
    ("^(ab)+$", '"abba"', "0"),
    ("^a?b+$", '"bbb"', "1"),
    ("^(a|b)*c$", '"abbac"', "1"),
    ("[]a]", '"]"', "1"),
    ("[^]a]", '"]"', "0"),
    ("[^]a]", '"b"', "1"),
    ("[a-]", '"-"', "1"),
    ("[-a]", '"-"', "1"),
    ("[\\]]", '"]"', "1"),
    ("[a\\-z]", '"b"', "0"),
    ("[a\\-z]", '"-"', "1"),
    ("[.]", '"x"', "0"),
    ("[.]", '"."', "1"),
    ("[*|(]", '"|"', "1"),
    ("[\\n]", '"\\n"', "1"),
    ("[^a]", '"\\n"', "1"),
    ("[a-c]", '"b"', "1"),
    ("[a-c]", '"d"', "0"),
    ("[[:digit:]a-c_]", '"_"', "1"),
    ("[[:digit:]a-c_]", '"d"', "0"),
    ("[[:digit:]a-c_]", '"7"', "1"),
    ("[^[:space:]]", '" "', "0"),
    ("[^[:space:]]", '" x"', "1"),
    ("[\\w]", '"w"', "1"),
    ("[\\w]", '"a"', "0"),
    ("[=a=]", '"="', "1"),
    ("[$^]", '"^"', "1"),
    ("\\.", '"a.b"', "1"),
    ("\\.", '"ab"', "0"),
    ("a\\/b", '"a/b"', "1"),
    ("[/]", '"/"', "1"),
    ("=", '"a=b"', "1"),
    ("\\x41", '"A"', "1"),
    ("\\101", '"A"', "1"),
    ("\\q", '"q"', "1"),
    ("a\\tb", '"a\\tb"', "1"),
    ("\\*", '"*"', "1"),
    ("\\(", '"("', "1"),
    ("\\xz", '"xz"', "1"),
    ("\\$", '"a$"', "1"),
])
def test_regex_match(re_lit, subj, expected):
    assert m(re_lit, subj) == expected + "\n"


@pytest.mark.parametrize("cls,yes,no", [
    ("alpha", "Q", "5"),
    ("digit", "5", "a"),
    ("alnum", "z", "_"),
    ("upper", "Q", "q"),
    ("lower", "q", "Q"),
    ("space", "\\v", "x"),
    ("blank", "\\t", "\\n"),
    ("punct", "!", "a"),
    ("punct", "~", " "),
    ("print", " ", "\\t"),
    ("graph", "!", " "),
    ("cntrl", "\\177", "a"),
    ("cntrl", "\\t", " "),
    ("xdigit", "F", "g"),
])
def test_char_class(cls, yes, no):
    prog = 'BEGIN { print ("%s" ~ /^[[:%s:]]$/), ("%s" ~ /^[[:%s:]]$/) }' % (yes, cls, no, cls)
    assert out(prog) == "1 0\n"


@pytest.mark.parametrize("cls", ["alpha", "print", "graph", "punct", "alnum", "lower"])
def test_high_bytes_in_no_class(cls):
    assert out('BEGIN { print ("\\310" ~ /[[:%s:]]/) }' % cls) == "0\n"


def test_dot_matches_high_byte():
    assert out('BEGIN { print ("\\310" ~ /^.$/) }') == "1\n"


def test_range_by_byte_value():
    assert out('BEGIN { print ("\\200" ~ /[\\177-\\201]/), ("B" ~ /[a-z]/) }') == "1 0\n"


# ---- word and space operators ----

@pytest.mark.parametrize("re_lit,subj,expected", [
    ("\\w", '"_"', "1"),
    ("\\w", '"-"', "0"),
    ("^\\W$", '"\\n"', "1"),
    ("\\W", '"ab9_"', "0"),
    ("^\\s$", '"\\v"', "1"),
    ("^\\s$", '"\\r"', "1"),
    ("\\s", '"ab"', "0"),
    ("^\\S+$", '"ab"', "1"),
    ("\\S", '" \\t"', "0"),
    ("\\yab\\y", '"x ab y"', "1"),
    ("\\yab\\y", '"xaby"', "0"),
    ("\\yab", '"ab"', "1"),
    ("a\\Bb", '"ab"', "1"),
    ("a\\Bb", '"a b"', "0"),
    ("\\<ab", '"cab"', "0"),
    ("\\<ab", '"c ab"', "1"),
    ("ab\\>", '"abc"', "0"),
    ("ab\\>", '"ab."', "1"),
    ("\\`a", '"ba"', "0"),
    ("\\`a", '"ab"', "1"),
    ("a\\'", '"ab"', "0"),
    ("a\\'", '"ba"', "1"),
])
def test_word_ops(re_lit, subj, expected):
    assert m(re_lit, subj) == expected + "\n"


def test_gsub_word_boundary():
    assert out('BEGIN { s = "ab cd"; gsub(/\\y/, "|", s); print s }') == "|ab| |cd|\n"


def test_gsub_word_start():
    assert out('BEGIN { s = "ab cd"; gsub(/\\</, "<", s); print s }') == "<ab <cd\n"


def test_word_ops_not_ignorecase():
    assert out('BEGIN { IGNORECASE = 1; print ("A" ~ /\\w/), ("!" ~ /\\w/) }') == "1 0\n"


# ---- leftmost longest ----

def test_leftmost_longest_repetition():
    assert out('BEGIN { print match("xabcabc", /(abc)+/), RSTART, RLENGTH }') == "2 2 6\n"


def test_leftmost_longest_alternation():
    assert out('BEGIN { print match("ab", /a|ab/), RLENGTH }') == "1 2\n"


def test_empty_match_position():
    assert out('BEGIN { print match("abc", /x*/), RSTART, RLENGTH }') == "1 1 0\n"


def test_longest_alternation_order():
    assert out('BEGIN { match("abcd", /b|bcd|bc/); print RSTART, RLENGTH }') == "2 3\n"


def test_sub_leftmost_longest():
    assert out('BEGIN { s = "xaaay"; sub(/a*|xa/, "<&>", s); print s }') == "<xa>aay\n"


# ---- dynamic regex ----

def test_dynamic_number_regex():
    assert out('BEGIN { print ("a1" ~ 1) }') == "1\n"


def test_dynamic_number_convfmt():
    assert out('BEGIN { CONVFMT = "%.2f"; print ("x0.50" ~ 0.5), ("x0.5" ~ 0.5) }') == "1 0\n"


def test_dynamic_escaped_dot():
    assert out('BEGIN { r = "\\\\."; print ("a.b" ~ r), ("ab" ~ r) }') == "1 0\n"


def test_dynamic_unknown_escape_string():
    assert out('BEGIN { r = "\\."; print ("a.b" ~ r), ("ab" ~ r) }') == "1 0\n"


def test_dynamic_slash_no_escape():
    assert out('BEGIN { print ("a/b" ~ "a/b") }') == "1\n"


def test_dynamic_regex_from_field():
    assert out('{ print ($1 ~ $2) }', stdin="abc b.\nabc x\n") == "1\n0\n"


def test_not_match():
    assert out('BEGIN { print ("abc" !~ /b/), ("abc" !~ /z/) }') == "0 1\n"


def test_regex_literal_as_value():
    assert out('{ x = /a/; print x }', stdin="cat\ndog\n") == "1\n0\n"


def test_regex_literal_in_condition():
    assert out('{ if (/o/) print "o:" $0 }', stdin="cat\ndog\n") == "o:dog\n"


def test_negated_regex_pattern():
    assert out('!/a/', stdin="cat\ndog\n") == "dog\n"


def test_division_not_regex():
    assert out('BEGIN { a = 100; b = 5; c = 2; print a / b / c }') == "10\n"


def test_div_assign_not_regex():
    assert out('BEGIN { x = 12; x /= 4; print x }') == "3\n"


def test_slash_equals_regex():
    assert out('{ print /=/ }', stdin="a=b\nab\n") == "1\n0\n"


# ---- errors ----

@pytest.mark.parametrize("re_lit,msg", [
    ("(", "unmatched ("),
    ("a(b", "unmatched ("),
    (")", "unmatched )"),
    ("a)", "unmatched )"),
    ("[z-a]", "invalid range"),
    ("[[:foo:]]", "invalid character class"),
    ("a{3,2}", "invalid repetition count"),
    ("a{300}", "invalid repetition count"),
    ("a{256}", "invalid repetition count"),
])
def test_literal_regex_errors(re_lit, msg):
    r = awk('BEGIN { print "ran" }\n{ if ($0 ~ /%s/) print }' % re_lit, stdin="a\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "awklet: regular expression error: %s: /%s/\n" % (msg, re_lit)


def test_interval_255_ok():
    assert out('BEGIN { print ("aa" ~ /a{255}/), ("aa" ~ /a{0,255}/) }') == "0 1\n"


@pytest.mark.parametrize("re_src,re_text,msg", [
    ('"("', "(", "unmatched ("),
    ('"a)"', "a)", "unmatched )"),
    ('"[a"', "[a", "unterminated ["),
    ('"[z-a]"', "[z-a]", "invalid range"),
    ('"[[:nope:]]"', "[[:nope:]]", "invalid character class"),
    ('"x{2,1}"', "x{2,1}", "invalid repetition count"),
])
def test_dynamic_regex_errors(re_src, re_text, msg):
    fatal('BEGIN { print "x"; r = %s; if ("a" ~ r) print "y"; print "z" }' % re_src,
          "regular expression error: %s: /%s/" % (msg, re_text), stdout="x\n")


def test_dynamic_error_only_when_used():
    assert out('BEGIN { r = "("; if (0) print ("a" ~ r); print "ok" }') == "ok\n"


# ---- IGNORECASE ----

@pytest.mark.parametrize("expr,expected", [
    ('"ABC" ~ /abc/', "1"),
    ('"b" ~ /[A-C]/', "1"),
    ('"a" ~ /[[:upper:]]/', "1"),
    ('"A" ~ /[^a]/', "0"),
    ('"abc" == "ABC"', "1"),
    ('"a" < "B"', "1"),
    ('index("ABC", "b")', "2"),
    ('match("xxABx", /ab/)', "3"),
    ('"ABC" ~ "b"', "1"),
])
def test_ignorecase_on(expr, expected):
    assert out('BEGIN { IGNORECASE = 1; print (%s) }' % expr) == expected + "\n"


@pytest.mark.parametrize("expr,expected", [
    ('"ABC" ~ /abc/', "0"),
    ('"abc" == "ABC"', "0"),
    ('"a" < "B"', "0"),
    ('index("ABC", "b")', "0"),
])
def test_ignorecase_off(expr, expected):
    assert out('BEGIN { print (%s) }' % expr) == expected + "\n"


def test_ignorecase_changes_literal_dynamically():
    assert out('BEGIN { print ("A" ~ /a/); IGNORECASE = 1; print ("A" ~ /a/); IGNORECASE = 0; print ("A" ~ /a/) }') == "0\n1\n0\n"


def test_ignorecase_gsub():
    assert out('BEGIN { IGNORECASE = 1; s = "aAbA"; n = gsub(/a/, "x", s); print n, s }') == "3 xxbx\n"


def test_ignorecase_replacement_text_kept():
    assert out('BEGIN { IGNORECASE = 1; s = "Hello"; sub(/h/, "[&]", s); print s }') == "[H]ello\n"


def test_ignorecase_split_regex():
    assert out('BEGIN { IGNORECASE = 1; n = split("aXbxc", p, /x/); print n }') == "3\n"


def test_ignorecase_single_char_fs_unaffected():
    assert out('BEGIN { IGNORECASE = 1; FS = "a" } { print NF }', stdin="xAy\n") == "1\n"


def test_ignorecase_regex_fs():
    assert out('BEGIN { IGNORECASE = 1; FS = "a+" } { print NF }', stdin="xAay\n") == "2\n"


def test_ignorecase_single_char_rs_unaffected():
    assert out('BEGIN { IGNORECASE = 1; RS = "x" } { print }', stdin="aXbxc") == "aXb\nc\n"


def test_ignorecase_regex_rs():
    assert out('BEGIN { IGNORECASE = 1; RS = "x+" } { print }', stdin="aXbxc") == "a\nb\nc\n"


def test_ignorecase_subscripts_unaffected():
    assert out('BEGIN { IGNORECASE = 1; a["A"] = 1; print ("a" in a), ("A" in a) }') == "0 1\n"


def test_ignorecase_pattern():
    assert out('BEGIN { IGNORECASE = 1 } /abc/', stdin="xABCx\nzzz\n") == "xABCx\n"


def test_ignorecase_asort_unaffected():
    assert out('BEGIN { IGNORECASE = 1; a[1] = "b"; a[2] = "C"; a[3] = "a"; asort(a); print a[1] a[2] a[3] }') == "Cab\n"
