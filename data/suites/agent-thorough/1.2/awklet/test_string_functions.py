"""length, substr, index, split, sub/gsub, replacement text, match, sprintf,
tolower/toupper, gensub, built-in argument counts."""
import pytest

from conftest import awk, out, ev, fatal


def syn(prog, msg):
    r = awk(prog)
    assert r.rc == 2, r
    assert r.out == "", r
    assert r.err == "awklet: " + msg + "\n", r


# ---------- length ----------

@pytest.mark.parametrize("expr,expected", [
    ('length("abc")', "3"), ('length("")', "0"), ("length(12.0)", "2"),
    ("length(1/4)", "4"), ("length(-0)", "2"), ("length(1e16)", "5"),
    ("length(x)", "0"), ('length("\\303\\251")', "2"), ("length(12345)", "5"),
])
def test_length_values(expr, expected):
    assert ev(expr) == expected


def test_length_uses_CONVFMT():
    assert ev("length(1/3)", pre='CONVFMT = "%.2f"') == "4"


def test_length_of_record():
    assert out("{ print length(), length, length($0) }", stdin="hello world\n") == "11 11 11\n"


def test_length_of_array():
    assert ev("length(a)", pre="a[1]; a[2]; a[3]") == "3"


def test_length_of_numeric_string_field():
    assert out("{ print length($1), length($1 + 0) }", stdin="007.50\n") == "6 3\n"


def test_length_without_parens_then_number_concatenates():
    assert out("{ print length 1 }", stdin="abc\n") == "31\n"


def test_length_without_parens_in_redirection():
    r = awk('{ print length > "f" }', stdin="abcd\n")
    assert r.rc == 0 and r.out == ""
    with open("f") as fh:
        assert fh.read() == "4\n"


def test_length_in_BEGIN_is_zero():
    assert ev("length") == "0"


def test_length_assigned_to_variable():
    assert out("{ x = length; print x }", stdin="abc\n") == "3\n"


# ---------- substr ----------

@pytest.mark.parametrize("args,expected", [
    ('"hello", 0, 2', "h"), ('"hello", -1, 3', "h"), ('"hello", 2', "ello"),
    ('"hello", 1.5, 2.5', "el"), ('"hello", 10', ""), ('"hello", 2, 0', ""),
    ('"hello", 2, -1', ""), ('"hello", 2.5', "ello"), ('"hello", 3.5', "lo"),
    ('"hello", 1, 0.5', ""), ('"hello", 1, 1.5', "he"), ('"hello", 0.5, 1', ""),
    ('"hello", 2, 1e300', "ello"), ('"hello", -1e300, 1e300', ""),
    ("12345, 2, 3", "234"), ("0.5, 2", ".5"), ('"hello", 1', "hello"),
    ('"hello", 5, 1', "o"), ('"hello", 6', ""), ('"hello", 2, 3', "ell"),
    ('"hello", log(-1)', ""), ('"hello", 1, log(-1)', ""), ('"", 1', ""),
    ('"hello", "2x", "2"', "el"),
])
def test_substr(args, expected):
    assert ev('"[" substr(%s) "]"' % args) == "[" + expected + "]"


def test_substr_result_is_string():
    assert ev('typeof(substr(123, 1))') == "string"


# ---------- index ----------

@pytest.mark.parametrize("args,expected", [
    ('"abc", "c"', "3"), ('"abc", "x"', "0"), ('"abc", ""', "0"), ('"a.b", "."', "2"),
    ("1.50, 5", "3"), ('"", "a"', "0"), ('"ab", "abc"', "0"), ('"aaaa", "aa"', "1"),
    ('"hello", "lo"', "4"), ('"ABC", "b"', "0"),
])
def test_index(args, expected):
    assert ev("index(%s)" % args) == expected


def test_index_IGNORECASE():
    assert ev('index("ABC", "b")', pre="IGNORECASE = 1") == "2"


# ---------- split ----------

def test_split_default_FS():
    assert ev('n, a[1], a[2], a[3]', pre='n = split("  x  y z ", a)') == "3 x y z"


def test_split_uses_current_FS():
    assert ev("n, a[2]", pre='FS = ","; n = split("p,q,r", a)') == "3 q"


def test_split_single_char_literal():
    assert ev('split("a.b", p, "."), p[2]') == "2 b"


def test_split_regex_literal_single_char():
    assert ev('split("abc", p, /./), length(p[1] p[2] p[3] p[4])') == "4 0"


def test_split_regex_literal_space():
    assert ev('split(" a  b", p, / /), p[2], p[4]') == "4 a b"


def test_split_space_string_runs_of_blanks():
    assert ev('split(" a \\t b\\n", p, " "), p[1], p[2]') == "2 a b"


def test_split_empty_separator_bytes():
    assert ev('split("abc", p, ""), p[1], p[3]') == "3 a c"


def test_split_regex_string():
    assert ev('split("a1b22c", p, "[0-9]+"), p[3]') == "3 c"


def test_split_empty_string():
    assert ev("n, length(a)", pre='a[1] = 5; n = split("", a)') == "0 0"


def test_split_number_uses_CONVFMT():
    assert ev('split(12.5, p, "."), p[1], p[2]') == "2 12 5"


def test_split_deletes_old_elements():
    assert ev('length(arr), arr[1]', pre='arr[9] = 1; split("x", arr, ":")') == "1 x"


def test_split_elements_are_numeric_strings():
    assert ev('typeof(p[1]), typeof(p[2]), (p[1] < p[3])', pre='split("10 x 9", p)') == "strnum string 0"


def test_split_IGNORECASE_regex_only():
    assert ev('split("aXbxc", p, "x|y"), split("aXbxc", q, "x")', pre="IGNORECASE = 1") == "3 2"


def test_split_leading_trailing_separators_single_char():
    assert ev('split(",a,", p, ","), "[" p[1] "]", "[" p[3] "]"') == "3 [] []"


def test_split_regex_caret():
    assert ev('split("abab", p, "^a"), "[" p[1] "]", p[2]') == "2 [] bab"


def test_split_never_uses_paragraph_newline_rule():
    assert ev('split("a:b\\nc", p), split("a:b\\nc", q, ":"), q[2]', pre='RS = ""') == "2 2 b\nc"


def test_split_second_argument_must_be_name():
    syn('BEGIN { split("a b", "x") }', "split: second argument must be an array name at source line 1")


def test_split_fourth_argument_must_be_name():
    syn('BEGIN { split("a b", a, " ", "x") }', "split: fourth argument must be an array name at source line 1")


def test_split_into_parameter_makes_array():
    prog = 'function f(p) { return split("1 2", p) }\nBEGIN { print f(z), z[2] }'
    assert out(prog) == "2 2\n"


# ---------- split separators ----------

def test_split_seps_space():
    pre = 'n = split("  a b  ", p, " ", s)'
    assert ev('n, "[" s[0] "][" s[1] "][" s[2] "]", length(s)', pre=pre) == "2 [  ][ ][  ] 3"


def test_split_seps_space_no_leading_trailing():
    pre = 'n = split("a \\t b", p, " ", s)'
    assert ev('(0 in s), (2 in s), "[" s[1] "]"', pre=pre) == "0 0 [ \t ]"


def test_split_seps_empty_fs():
    assert ev('length(s), "[" s[1] s[2] "]", (3 in s)', pre='split("abc", p, "", s)') == "2 [] 0"


def test_split_seps_single_char():
    assert ev('length(s), s[1], s[2]', pre='split("a,b,c", p, ",", s)') == "2 , ,"


def test_split_seps_regex():
    assert ev('length(s), s[1], s[2]', pre='split("a12b345c", p, /[0-9]+/, s)') == "2 12 345"


def test_split_seps_empty_string_both_empty():
    assert ev('length(p), length(s)', pre='p[1]; s[1]; split("", p, ",", s)') == "0 0"


def test_split_seps_deletes_old():
    assert ev('length(s), ("x" in s)', pre='s["x"] = 1; split("a:b", p, ":", s)') == "1 0"


def test_split_seps_creation_order():
    pre = 'split(" a b ", p, " ", s); o = ""; for (k in s) o = o k'
    assert ev("o", pre=pre) == "012"


# ---------- sub and gsub ----------

@pytest.mark.parametrize("pre,expected", [
    ('s = "abc"; n = gsub(/x*/, "-", s)', "4 -a-b-c-"),
    ('s = "xbx"; n = gsub(/x*/, "-", s)', "2 -b-"),
    ('s = "abab"; n = gsub(/^a/, "X", s)', "1 Xbab"),
    ('s = "abab"; n = gsub(/b$/, "X", s)', "1 abaX"),
    ('s = "aaa"; n = gsub(/a*$/, "X", s)', "1 X"),
    ('s = "banana"; n = gsub(/ana/, "X", s)', "1 bXna"),
    ('s = "abc"; n = gsub(".", "-", s)', "3 ---"),
    ('s = "ab"; n = gsub("", "-", s)', "3 -a-b-"),
    ('s = "hello"; n = gsub(/l/, "L", s)', "2 heLLo"),
    ('s = "hello"; n = sub(/l/, "L", s)', "1 heLlo"),
    ('s = "hello"; n = sub(/z/, "L", s)', "0 hello"),
    ('s = "aaa"; n = gsub(/a/, "aa", s)', "3 aaaaaa"),
    ('s = "a.b.c"; n = gsub(".", "", s)', "5 "),
    ('s = "a.b.c"; n = gsub(/\\./, "", s)', "2 abc"),
    ('s = "abc"; n = sub("", "X", s)', "1 Xabc"),
    ('s = "abc"; n = gsub(/$/, "X", s)', "1 abcX"),
])
def test_sub_gsub(pre, expected):
    assert ev("n, s", pre=pre) == expected


def test_gsub_replacement_number_uses_CONVFMT():
    assert ev("s", pre='CONVFMT = "%.2f"; s = "x"; gsub(/x/, 3.14159, s)') == "3.14"


def test_sub_no_match_keeps_type():
    assert ev("typeof(x)", pre="x = 5; sub(/7/, \"6\", x)") == "number"


def test_sub_match_makes_string():
    assert ev("typeof(x), x", pre="x = 5; sub(/5/, \"6\", x)") == "string 6"


def test_sub_no_match_keeps_strnum():
    assert out('{ sub(/z/, "y", $1); print typeof($1) }', stdin="12\n") == "strnum\n"


def test_sub_creates_missing_element_target():
    assert ev('("k" in a), length(a)', pre='sub(/x/, "y", a["k"])') == "1 1"


def test_sub_default_target_record_resplits():
    assert out('{ sub(/a/, "x y"); print NF, $2 }', stdin="a\n") == "2 y\n"


def test_gsub_field_target_rebuilds_record():
    assert out('{ gsub(/b/, "B", $2); print }', stdin="a  bb c\n") == "a BB c\n"


def test_sub_parenthesized_target():
    assert ev("x", pre='x = "abc"; sub(/b/, "X", (x))') == "aXc"


def test_sub_target_must_be_lvalue():
    syn('BEGIN { sub(/a/, "b", "str") }',
        "sub: third argument must be a variable, field or array element at source line 1")


def test_gsub_target_must_be_lvalue():
    syn('BEGIN { x = "a"; gsub(/a/, "b", x "y") }',
        "gsub: third argument must be a variable, field or array element at source line 1")


def test_gsub_IGNORECASE():
    assert ev("n, s", pre='IGNORECASE = 1; s = "aAbB"; n = gsub(/a/, "x", s)') == "2 xxbB"


def test_gsub_record_count_and_NF():
    assert out('{ n = gsub(/o/, "0"); print n, $0, NF }', stdin="foo boo\n") == "4 f00 b00 2\n"


# ---------- replacement text ----------

@pytest.mark.parametrize("repl,expected", [
    ('"[&]"', "x[b]z"),
    ('"\\\\&"', "x&z"),
    ('"\\\\\\\\&"', "x\\bz"),
    ('"&&"', "xbbz"),
    ('"\\\\q"', "x\\qz"),
    ('"\\\\\\\\"', "x\\z"),
])
def test_replacement_text(repl, expected):
    assert ev("s", pre='s = "xbz"; sub(/b/, %s, s)' % repl) == expected


def test_replacement_empty_match_ampersand():
    assert ev("s", pre='s = "ab"; gsub(/x*/, "<&>", s)') == "<>a<>b<>"


def test_replacement_not_affected_by_IGNORECASE():
    assert ev("s", pre='IGNORECASE = 1; s = "A"; sub(/a/, "b&", s)') == "bA"


# ---------- match ----------

@pytest.mark.parametrize("args,expected", [
    ('"foobar", /o+/', "2 2 2"),
    ('"foobar", /z/', "0 0 -1"),
    ('"xab", /b*/', "1 1 0"),
    ('"abc", ""', "1 1 0"),
    ('"abc", /$/', "4 4 0"),
    ('"foo.bar", "."', "1 1 1"),
    ("12345, 3", "3 3 1"),
    ('"", /x*/', "1 1 0"),
    ('"aaa", /a*?/', "1 1 3"),
])
def test_match(args, expected):
    assert ev("match(%s), RSTART, RLENGTH" % args) == expected


def test_match_failing_call_resets():
    assert ev("RSTART, RLENGTH", pre='match("abc", /b/); match("abc", /z/)') == "0 -1"


def test_match_array_groups():
    pre = 'match("xabcd", /(a|ab)(c|bcd)/, m)'
    assert ev('m[0], m[1], m[2], m[0, "start"], m[0, "length"], m[2, "start"], m[2, "length"]', pre=pre) == \
        "abcd a bcd 2 4 3 3"


def test_match_array_greedy_groups():
    assert ev('"[" m[1] "][" m[2] "]"', pre='match("aaa", /(a*)(a*)/, m)') == "[aaa][]"


def test_match_array_unused_alternative_has_no_value():
    assert ev("(1 in m), (2 in m), m[2]", pre='match("b", /(a)|(b)/, m)') == "0 1 b"


def test_match_array_last_repetition():
    assert ev("m[1]", pre='match("abc", /([a-c])+/, m)') == "c"


def test_match_array_deleted_first():
    assert ev("length(m)", pre='m["old"] = 1; match("abc", /z/, m)') == "0"


def test_match_array_positions_are_numbers():
    assert ev('typeof(m[1, "start"]), typeof(m[1, "length"]), m[1]', pre='match("xy", /(y)/, m)') == "number number y"


def test_match_array_uses_SUBSEP():
    assert ev('m["0:start"], m["0:length"]', pre='SUBSEP = ":"; match("abc", /bc/, m)') == "2 2"


def test_match_third_argument_must_be_name():
    syn('BEGIN { match("a", /a/, "x") }', "match: third argument must be an array name at source line 1")


def test_match_IGNORECASE():
    assert ev("match(\"xABC\", /bc/)", pre="IGNORECASE = 1") == "3"


# ---------- subexpression details ----------

def test_group_repetition_no_empty_repeat():
    assert ev('match("ab", /(a|b|)*/, m), RLENGTH, "[" m[1] "]"') == "1 2 [b]"


def test_nested_groups_numbering():
    assert ev('m[1], m[2], m[3]', pre='match("abc", /((a)b)(c)/, m)') == "ab a c"


# ---------- sprintf ----------

def test_sprintf_result_is_string():
    assert ev('typeof(sprintf("%d", 42)), sprintf("%d", 42)') == "string 42"


def test_sprintf_missing_value_fatal():
    r = awk('BEGIN { print "a"; x = sprintf("%s %s", 1) }')
    fatal(r, "not enough arguments passed to sprintf", stdout="a\n")


def test_sprintf_needs_format():
    syn("BEGIN { x = sprintf() }", "wrong number of arguments to sprintf at source line 1")


def test_sprintf_conversions_of_strings():
    assert ev('sprintf("%d|%d", "0x10", " 12 ")') == "0|12"


def test_sprintf_s_uses_CONVFMT_never_OFMT():
    assert ev('sprintf("%s", 3.14159)', pre='OFMT = "%.2f"') == "3.14159"


def test_sprintf_only_format():
    assert ev('sprintf("abc")') == "abc"


# ---------- tolower / toupper ----------

def test_toupper_tolower():
    assert ev('toupper("abC1-z"), tolower("ABc1-Z")') == "ABC1-Z abc1-z"


def test_case_high_bytes_unchanged():
    assert ev('toupper("\\303\\251x"), tolower("\\303\\211X")') == "\xc3\xa9X \xc3\x89x"


def test_toupper_number():
    assert ev("toupper(12.5)") == "12.5"


def test_toupper_result_string():
    assert out("{ print (toupper($1) < 5), typeof(toupper($1)) }", stdin="10\n") == "1 string\n"


def test_toupper_does_not_modify_argument():
    assert ev("s, t", pre='s = "ab"; t = toupper(s)') == "ab AB"


# ---------- gensub ----------

@pytest.mark.parametrize("args,expected", [
    ('/o/, "0", "g", "foo boo"', "f00 b00"),
    ('/o/, "0", "G", "foo boo"', "f00 b00"),
    ('/o/, "0", "global", "foo boo"', "f00 b00"),
    ('/o/, "0", 2, "foo boo"', "fo0 boo"),
    ('/o/, "0", "3", "foo boo"', "foo b0o"),
    ('/o/, "0", 0, "foo boo"', "f0o boo"),
    ('/o/, "0", -5, "foo boo"', "f0o boo"),
    ('/o/, "0", 10, "foo boo"', "foo boo"),
    ('/o/, "0", 1.9, "foo boo"', "f0o boo"),
    ('/o/, "0", "x", "foo boo"', "f0o boo"),
    ('/(a)(b)/, "\\\\2\\\\1", "g", "abab"', "baba"),
    ('/b+/, "[\\\\0]", "g", "abbc"', "a[bb]c"),
    ('/b+/, "[&]", "g", "abbc"', "a[bb]c"),
    ('/b/, "\\\\&", "g", "abc"', "a&c"),
    ('/b/, "\\\\\\\\", "g", "abc"', "a\\c"),
    ('/(a)/, "[\\\\2]", 1, "a"', "[]"),
    ('/(a)|(b)/, "[\\\\1]", "g", "b"', "[]"),
    ('/x*/, "-", "g", "abc"', "-a-b-c-"),
    ('/b/, "\\\\q", "g", "abc"', "a\\qc"),
    ('"[0-9]+", "<&>", "g", "a1b22"', "a<1>b<22>"),
])
def test_gensub(args, expected):
    assert ev("gensub(%s)" % args) == expected


def test_gensub_target_unchanged():
    assert ev("r, s", pre='s = "aaa"; r = gensub(/a/, "b", "g", s)') == "bbb aaa"


def test_gensub_default_target_record():
    assert out('{ print gensub(/o/, "0", "g"); print }', stdin="foo\n") == "f00\nfoo\n"


def test_gensub_number_never_g():
    assert ev('gensub(/a/, "b", 1, "aaa")') == "baa"


def test_gensub_how_numeric_string_g():
    assert out('{ print gensub(/a/, "b", $1, "aaa") }', stdin="g\n") == "bbb\n"


# ---------- argument counts ----------

@pytest.mark.parametrize("call,name", [
    ('substr("a")', "substr"), ('substr("a", 1, 2, 3)', "substr"), ('index("a")', "index"),
    ("length(1, 2)", "length"), ("int()", "int"), ("atan2(1)", "atan2"), ("rand(1)", "rand"),
    ("srand(1, 2)", "srand"), ("close()", "close"), ("systime(1)", "systime"),
    ("strftime(1, 2, 3, 4)", "strftime"), ("mktime()", "mktime"), ("and(1)", "and"),
    ("compl()", "compl"), ("lshift(1)", "lshift"), ("strtonum()", "strtonum"),
    ("tolower()", "tolower"), ("toupper(1, 2)", "toupper"), ("system()", "system"),
    ("typeof()", "typeof"), ("isarray()", "isarray"), ("gensub(1, 2)", "gensub"),
    ("sin()", "sin"), ("cos(1, 2)", "cos"), ("exp()", "exp"), ("log()", "log"),
    ("sqrt(1, 2)", "sqrt"), ("fflush(1, 2)", "fflush"), ('sub(/a/)', "sub"),
    ('gsub(/a/, "b", x, y)', "gsub"), ('match("a")', "match"), ("rshift(1, 2, 3)", "rshift"),
    ("xor(1)", "xor"), ("or(1)", "or"),
])
def test_wrong_number_of_arguments(call, name):
    syn('BEGIN { print "x" }\nBEGIN { y = %s }' % call,
        "wrong number of arguments to %s at source line 2" % name)


def test_wrong_count_asort():
    syn("BEGIN { asort() }", "wrong number of arguments to asort at source line 1")


def test_builtin_must_be_followed_by_paren():
    r = awk("BEGIN { x = substr }")
    assert r.rc == 2 and r.out == ""


def test_three_arg_bitwise_allowed():
    assert ev("and(7, 3, 1), or(1, 2, 4), xor(1, 3, 4)") == "1 7 6"
