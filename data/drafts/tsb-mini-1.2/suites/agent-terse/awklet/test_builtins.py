import time

import pytest

from conftest import awk, out, fatal, syntax


def p(expr):
    return out("BEGIN { print %s }" % expr)


# ---- length ----

@pytest.mark.parametrize("expr,expected", [
    ('length("abc")', "3"),
    ('length("")', "0"),
    ("length(12.0)", "2"),
    ("length(1/4)", "4"),
    ("length(x)", "0"),
    ('length("\\303\\251")', "2"),
    ("length(12345)", "5"),
])
def test_length(expr, expected):
    assert p(expr) == expected + "\n"


def test_length_record_forms():
    assert out('{ print length(), length, length($0) }', stdin="hello w\n") == "7 7 7\n"


def test_length_without_parens_in_pattern():
    assert out('length > 2', stdin="ab\nabc\n") == "abc\n"


def test_length_array():
    assert out('BEGIN { a[1]; a[2]; a[3]; print length(a) }') == "3\n"


def test_length_array_param():
    assert out('function f(arr) { return length(arr) }\nBEGIN { a[1]; a[2]; print f(a) }') == "2\n"


# ---- substr ----

@pytest.mark.parametrize("args,expected", [
    ('"hello", 0, 2', "h"),
    ('"hello", -1, 3', "h"),
    ('"hello", 2', "ello"),
    ('"hello", 1.5, 2.5', "el"),
    ('"hello", 2, 3', "ell"),
    ('"hello", 0', "hello"),
    ('"hello", 2, 100', "ello"),
    ('"hello", 10', ""),
    ('"hello", 6', ""),
    ('"hello", 5', "o"),
    ('"hello", 2, 0', ""),
    ('"hello", 2, -1', ""),
    ('"hello", 2.5', "ello"),
    ('"hello", 3.5', "lo"),
    ('"hello", 1, 1.5', "he"),
    ('"hello", 1, 0.5', ""),
    ('"hello", log(-1)', ""),
    ('"hello", 1, log(-1)', ""),
    ('"hello", -log(0)', ""),
    ('"hello", 2, -log(0)', "ello"),
    ('12345, 2, 3', "234"),
    ('"hello", "2x"', "ello"),
])
def test_substr(args, expected):
    assert p('"[" substr(%s) "]"' % args) == "[%s]\n" % expected


def test_substr_returns_string():
    assert p("typeof(substr(123, 1))") == "string\n"


# ---- index ----

@pytest.mark.parametrize("args,expected", [
    ('"a.b", "."', "2"),
    ('"abc", ""', "0"),
    ('"abc", "c"', "3"),
    ('"abc", "z"', "0"),
    ('"abcabc", "ca"', "3"),
    ('"", "a"', "0"),
    ('12345, 34', "3"),
    ('"abc", "abcd"', "0"),
])
def test_index(args, expected):
    assert p("index(%s)" % args) == expected + "\n"


# ---- split ----

def test_split_default():
    assert p('split("  a b\\t c  ", arr), arr[1], arr[3]') == "3 a c\n"


def test_split_single_char():
    assert p('split("a:b::c", arr, ":"), arr[3] "|" arr[4]') == "4 |c\n"


def test_split_single_char_literal_dot():
    assert p('split("a.b", arr, "."), arr[2]') == "2 b\n"


def test_split_regex_literal_single_char():
    assert p('split("a.b", arr, /./)') == "4\n"


def test_split_empty_sep():
    assert p('split("abc", arr, ""), arr[1], arr[3]') == "3 a c\n"


def test_split_regex_string():
    assert p('split("a12b3c", arr, "[0-9]+"), arr[2], arr[3]') == "3 b c\n"


def test_split_regex_leading_trailing():
    assert p('split("1a2", arr, /[0-9]/), "[" arr[1] "]", arr[2], "[" arr[3] "]"') == "3 [] a []\n"


def test_split_empty_string():
    assert out('BEGIN { a[1] = 1; n = split("", a); print n, length(a) }') == "0 0\n"


def test_split_deletes_old():
    assert out('BEGIN { a["x"] = 1; split("p q", a); print length(a), ("x" in a) }') == "2 0\n"


def test_split_numeric_strings():
    assert out('BEGIN { split("10 9 x", a); print (a[1] > a[2]), typeof(a[1]), typeof(a[3]) }') == "1 strnum string\n"


def test_split_uses_fs():
    assert out('BEGIN { FS = ","; n = split("a,b c", x); print n, x[1] }') == "2 a\n"


def test_split_no_paragraph_newline_rule():
    assert out('BEGIN { RS = ""; FS = ":"; n = split("a\\nb:c", x); print n }') == "2\n"


def test_split_order_created():
    assert out('BEGIN { split("c b a", x); for (k in x) printf "%s", k; print "" }') == "123\n"


def test_split_second_arg_not_name():
    syntax('BEGIN { split("a", "b") }', "split: second argument must be an array name at source line 1")


def test_split_seps_blanks():
    prog = 'BEGIN { n = split(" a  b ", a, " ", s); print n, "[" s[0] "]", "[" s[1] "]", "[" s[2] "]", length(s) }'
    assert out(prog) == "2 [ ] [  ] [ ] 3\n"


def test_split_seps_no_leading_trailing():
    assert out('BEGIN { split("a b", a, " ", s); print length(s), (0 in s), (2 in s), "[" s[1] "]" }') == "1 0 0 [ ]\n"


def test_split_seps_char():
    assert out('BEGIN { n = split("a:b:c", a, ":", s); print n, s[1], s[2], length(s) }') == "3 : : 2\n"


def test_split_seps_regex():
    assert out('BEGIN { split("a12b3c", a, /[0-9]+/, s); print s[1], s[2] }') == "12 3\n"


def test_split_seps_empty_fs():
    assert out('BEGIN { n = split("abc", a, "", s); print n, length(s), "[" s[1] "]", (1 in s), (2 in s) }') == "3 2 [] 1 1\n"


def test_split_seps_empty_string():
    assert out('BEGIN { s[5] = 1; n = split("", a, ":", s); print n, length(a), length(s) }') == "0 0 0\n"


def test_split_seps_order():
    assert out('BEGIN { split(" a b ", a, " ", s); for (k in s) printf "%s,", k; print "" }') == "0,1,2,\n"


def test_split_seps_strings():
    assert out('BEGIN { split("a1b", a, /[0-9]/, s); print typeof(s[1]) }') == "string\n"


def test_split_fourth_not_name():
    syntax('BEGIN { split("a", a, ":", "x") }', "split: fourth argument must be an array name at source line 1")


# ---- sub / gsub ----

def test_sub_basic():
    assert out('BEGIN { s = "foo"; n = sub(/o/, "0", s); print n, s }') == "1 f0o\n"


def test_gsub_basic():
    assert out('BEGIN { s = "foo"; n = gsub(/o/, "0", s); print n, s }') == "2 f00\n"


def test_sub_no_match():
    assert out('BEGIN { s = "foo"; n = sub(/z/, "0", s); print n, s }') == "0 foo\n"


def test_sub_no_match_keeps_type():
    assert out('BEGIN { x = 5; sub(/z/, "y", x); print typeof(x); sub(/5/, "6", x); print typeof(x), x }') == "number\nstring 6\n"


def test_sub_ampersand():
    assert out('BEGIN { s = "abc"; gsub(/b/, "[&]", s); print s }') == "a[b]c\n"


def test_sub_escaped_ampersand():
    assert out('BEGIN { s = "abc"; gsub(/b/, "\\\\&", s); print s }') == "a&c\n"


def test_sub_backslash_then_match():
    assert out('BEGIN { s = "abc"; gsub(/b/, "\\\\\\\\&", s); print s }') == "a\\bc\n"


def test_sub_other_backslash_kept():
    assert out('BEGIN { s = "abc"; gsub(/b/, "\\\\q", s); print s }') == "a\\qc\n"


def test_gsub_empty_matches():
    assert out('BEGIN { s = "abc"; n = gsub(/x*/, "-", s); print n, s }') == "4 -a-b-c-\n"


def test_gsub_empty_after_match():
    assert out('BEGIN { s = "xbx"; n = gsub(/x*/, "-", s); print n, s }') == "2 -b-\n"


def test_gsub_anchor_once():
    assert out('BEGIN { s = "aaa"; n = gsub(/^a/, "X", s); print n, s }') == "1 Xaa\n"


def test_gsub_dollar_anchor():
    assert out('BEGIN { s = "aaa"; n = gsub(/a$/, "X", s); print n, s }') == "1 aaX\n"


def test_gsub_nonoverlapping():
    assert out('BEGIN { s = "aaaa"; n = gsub(/aa/, "b", s); print n, s }') == "2 bb\n"


def test_gsub_default_target_resplits():
    assert out('{ gsub(/,/, " "); print NF, $2 }', stdin="a,b,c\n") == "3 b\n"


def test_gsub_field_rebuilds():
    assert out('BEGIN { OFS = "-" } { gsub(/a/, "x", $1); print }', stdin="aa bb\n") == "xx-bb\n"


def test_sub_array_element():
    assert out('BEGIN { a[1] = "hello"; sub(/l+/, "L", a[1]); print a[1] }') == "heLo\n"


def test_sub_parenthesized_target():
    assert out('BEGIN { s = "abc"; sub(/a/, "A", (s)); print s }') == "Abc\n"


def test_sub_dynamic_regex():
    assert out('BEGIN { s = "a.b.c"; n = gsub(".", "-", s); print n, s }') == "5 -----\n"


def test_sub_target_not_lvalue():
    syntax('BEGIN { sub(/a/, "b", "abc") }', "sub: third argument must be a variable, field or array element at source line 1")


def test_gsub_target_not_lvalue():
    syntax('BEGIN { gsub(/a/, "b", 1 + 2) }', "gsub: third argument must be a variable, field or array element at source line 1")


def test_gsub_number_target():
    assert out('BEGIN { x = 1234; gsub(/2/, "", x); print x, typeof(x) }') == "134 string\n"


# ---- match ----

def test_match_basic():
    assert p('match("foobar", /o+/), RSTART, RLENGTH') == "2 2 2\n"


def test_match_none():
    assert p('match("foobar", /z/), RSTART, RLENGTH') == "0 0 -1\n"


def test_rstart_rlength_defaults():
    assert p("RSTART, RLENGTH") == "0 -1\n"


def test_match_array():
    prog = 'BEGIN { match("xabcd", /(a|ab)(c|bcd)/, m); print m[0], m[1], m[2]; print m[0, "start"], m[0, "length"], m[2, "start"], m[2, "length"] }'
    assert out(prog) == "abcd a bcd\n2 4 3 3\n"


def test_match_array_greedy_groups():
    assert out('BEGIN { match("aaa", /(a*)(a*)/, m); print "[" m[1] "][" m[2] "]" }') == "[aaa][]\n"


def test_match_array_unused_group():
    assert out('BEGIN { match("b", /(a)|b/, m); print (1 in m), (0 in m), ((1, "start") in m) }') == "0 1 0\n"


def test_match_array_last_repetition():
    assert out('BEGIN { match("abc", /([a-c])+/, m); print m[1], m[1, "start"] }') == "c 3\n"


def test_match_array_cleared():
    assert out('BEGIN { m["old"] = 1; match("x", /y/, m); print length(m) }') == "0\n"


def test_match_array_numbers():
    assert out('BEGIN { match("ab", /b/, m); print typeof(m[0, "start"]), typeof(m[0]) }') == "number string\n"


def test_match_array_subsep():
    assert out('BEGIN { SUBSEP = ":"; match("ab", /b/, m); print m["0:start"] }') == "2\n"


def test_match_array_nested_groups():
    assert out('BEGIN { match("abcd", /((a)b)(c)/, m); print m[1], m[2], m[3] }') == "ab a c\n"


def test_match_third_arg_not_name():
    syntax('BEGIN { match("a", /a/, 1) }', "match: third argument must be an array name at source line 1")


def test_match_empty():
    assert p('match("abc", /z*/), RLENGTH') == "1 0\n"


# ---- gensub ----

@pytest.mark.parametrize("args,expected", [
    ('/(a)(b)/, "\\\\2\\\\1", "g", "abab"', "baba"),
    ('/o/, "0", 2, "foo boo"', "fo0 boo"),
    ('/o/, "0", "g", "foo boo"', "f00 b00"),
    ('/o/, "0", "G", "foo"', "f00"),
    ('/o/, "0", "global", "foo"', "f00"),
    ('/o/, "0", 0, "foo"', "f0o"),
    ('/o/, "0", -3, "foo"', "f0o"),
    ('/o/, "0", 5, "foo"', "foo"),
    ('/o/, "0", 2.7, "fooo"', "fo0o"),
    ('/o/, "0", "2", "fooo"', "fo0o"),
    ('/o/, "0", "x", "foo"', "f0o"),
    ('/b/, "[&]", "g", "abc"', "a[b]c"),
    ('/b/, "\\\\&", "g", "abc"', "a&c"),
    ('/b/, "\\\\\\\\", "g", "abc"', "a\\c"),
    ('/b+/, "<\\\\0>", "g", "abbc"', "a<bb>c"),
    ('/(a)|b/, "[\\\\1]", "g", "ab"', "[a][]"),
    ('/a/, "[\\\\5]", "g", "a"', "[]"),
    ('/b/, "\\\\q", "g", "abc"', "a\\qc"),
    ('/x*/, "-", "g", "abc"', "-a-b-c-"),
    ('/x*/, "-", "g", "xbx"', "-b-"),
    ('/x*/, "-", 2, "abc"', "a-bc"),
])
def test_gensub(args, expected):
    assert p("gensub(%s)" % args) == expected + "\n"


def test_gensub_target_unchanged():
    assert out('BEGIN { s = "foo"; t = gensub(/o/, "0", "g", s); print s, t }') == "foo f00\n"


def test_gensub_default_record():
    assert out('{ print gensub(/a/, "A", "g"); print }', stdin="banana\n") == "bAnAnA\nbanana\n"


def test_gensub_number_how_not_g():
    assert out('BEGIN { print gensub(/o/, "0", 1, "foo") }') == "f0o\n"


# ---- sprintf covered in test_printf; tolower/toupper ----

def test_tolower():
    assert p('tolower("AbC1-Z")') == "abc1-z\n"


def test_toupper():
    assert p('toupper("abc1-z")') == "ABC1-Z\n"


def test_case_non_ascii_unchanged():
    r = awk('BEGIN { printf "%s", toupper("\\303\\251a") }')
    assert r.bout == b"\xc3\xa9A"


def test_toupper_number():
    assert p("toupper(1e3)") == "1000\n"


# ---- arithmetic functions ----

@pytest.mark.parametrize("expr,expected", [
    ("int(3.9)", "3"), ("int(-3.9)", "-3"), ('int("4.7xyz")', "4"), ("int(0.1)", "0"),
    ("sqrt(16)", "4"), ("exp(0)", "1"), ("log(1)", "0"), ("log(0)", "-inf"),
    ("log(-1)", "nan"), ("sqrt(-1)", "nan"), ("exp(1000)", "inf"), ("sin(0)", "0"),
    ("cos(0)", "1"), ("atan2(0, -1)", "3.14159"), ("atan2(1, 1)", "0.785398"),
    ("atan2(-1, 0)", "-1.5708"), ("exp(1)", "2.71828"), ("log(10)", "2.30259"),
    ('sqrt("9")', "3"),
])
def test_math(expr, expected):
    assert p(expr) == expected + "\n"


# ---- rand / srand ----

def test_rand_first_value():
    assert out('BEGIN { printf "%.10f\\n", rand() }') == "0.0000057486\n"


def test_rand_sequence():
    assert out('BEGIN { printf "%.10f %.10f %.10f\\n", rand(), rand(), rand() }') == "0.0000057486 0.6551540485 0.3048143233\n"


def test_srand_seed():
    assert out('BEGIN { srand(42); printf "%.10f %.10f\\n", rand(), rand() }') == "0.5823075897 0.5198187493\n"


def test_srand_returns_previous():
    assert out('BEGIN { print srand(5), srand(7), srand(1) }') == "0 5 7\n"


def test_srand_fraction():
    assert out('BEGIN { srand(1.9); printf "%.10f\\n", rand(); print srand() }') == "0.5138700781\n1\n"


def test_srand_negative():
    assert out('BEGIN { srand(-1); printf "%.10f\\n", rand() }') == "0.4861414190\n"


def test_srand_same_as_max():
    assert out('BEGIN { srand(2147483647); printf "%.10f\\n", rand() }') == "0.4861414190\n"


def test_srand_modulo():
    assert out('BEGIN { srand(2147483648 + 1); printf "%.10f\\n", rand() }') == "0.5138700781\n"


def test_srand_nan_state_zero():
    assert out('BEGIN { srand(log(-1)); printf "%.10f\\n", rand() }') == "0.0000057486\n"


def test_srand_no_arg_uses_time():
    before = int(time.time())
    r = out('BEGIN { srand(); print srand() }')
    after = int(time.time())
    assert before <= int(r) <= after + 1


def test_rand_range():
    assert out('BEGIN { srand(3); for (i = 0; i < 1000; i++) { r = rand(); if (r < 0 || r >= 1) bad++ }; print bad + 0 }') == "0\n"


# ---- bit ops ----

@pytest.mark.parametrize("expr,expected", [
    ("and(12, 10)", "8"), ("or(12, 10)", "14"), ("xor(12, 10)", "6"),
    ("and(7, 3, 1)", "1"), ("or(1, 2, 4, 8)", "15"), ("xor(1, 3, 7)", "5"),
    ("compl(0)", "9007199254740991"), ("compl(9007199254740991)", "0"), ("compl(5)", "9007199254740986"),
    ("lshift(1, 3)", "8"), ("rshift(16, 2)", "4"), ("rshift(17, 2)", "4"),
    ("lshift(1, 53)", "0"), ("rshift(5, 53)", "0"), ("lshift(3, 52)", "4503599627370496"),
    ("and(5.9, 3)", "1"), ('or("12abc", 1)', "13"), ("lshift(1, 0)", "1"),
])
def test_bitops(expr, expected):
    assert p(expr) == expected + "\n"


@pytest.mark.parametrize("expr,msg", [
    ("and(-1, 1)", "and: negative argument"),
    ("or(1, -2)", "or: negative argument"),
    ("xor(1, 2, -3)", "xor: negative argument"),
    ("compl(-1)", "compl: negative argument"),
    ("lshift(1, -1)", "lshift: negative argument"),
    ("rshift(-4, 1)", "rshift: negative argument"),
    ("and(2^53, 1)", "and: argument out of range"),
    ("compl(log(-1))", "compl: argument out of range"),
    ("or(1, -log(0))", "or: argument out of range"),
])
def test_bitops_errors(expr, msg):
    fatal("BEGIN { x = %s }" % expr, msg)


def test_bitops_result_number():
    assert p("typeof(and(3, 1))") == "number\n"


def test_bitops_truncation_before_check():
    assert p("and(-0.5, 1)") == "0\n"


# ---- strtonum ----

@pytest.mark.parametrize("arg,expected", [
    ('"0x1F"', "31"), ('"0x1Fz"', "31"), ('"0X1f"', "31"), ('"017"', "15"), ('"0"', "0"),
    ('"019"', "19"), ('"012.5"', "12.5"), ('"-0x10"', "-16"), ('"  0x10"', "16"),
    ('"0x"', "0"), ("17", "17"), ("u", "0"), ('"08"', "8"), ('"017e1"', "170"),
    ('"1e2"', "100"), ('"-017"', "-15"), ('"abc"', "0"), ('"0777"', "511"), ("0.5", "0.5"),
])
def test_strtonum(arg, expected):
    assert p("strtonum(%s)" % arg) == expected + "\n"


def test_strtonum_field():
    assert out('{ print strtonum($1) }', stdin="0x20\n") == "32\n"


# ---- typeof / isarray ----

@pytest.mark.parametrize("setup,expr,expected", [
    ("", "x", "untyped"),
    ("x = y", "x", "unassigned"),
    ("x = 1", "x", "number"),
    ('x = "a"', "x", "string"),
    ('x = "1"', "x", "string"),
    ("a[1] = 1", "a", "array"),
    ("", "/abc/", "regexp"),
    ("", '1 "2"', "string"),
    ("", "1 + 1", "number"),
    ("a[2] = 1", "a[1]", "untyped"),
    ("a[1]", "a[1]", "unassigned"),
])
def test_typeof(setup, expr, expected):
    assert out("BEGIN { %s; print typeof(%s) }" % (setup, expr)) == expected + "\n"


def test_typeof_does_not_create_element():
    assert out('BEGIN { a[2] = 1; t = typeof(a[1]); print t, length(a), (1 in a) }') == "untyped 1 0\n"


def test_typeof_field_strnum():
    assert out('{ print typeof($1), typeof($2), typeof($5) }', stdin="12 ab\n") == "strnum string unassigned\n"


def test_typeof_getline_var():
    assert out('BEGIN { "echo 3" | getline v; print typeof(v) }') == "strnum\n"


def test_typeof_array_param():
    assert out('function f(p) { return typeof(p) }\nBEGIN { a[1]; print f(a) }') == "array\n"


def test_typeof_regexp_not_matched():
    assert out('{ print typeof(/a/) }', stdin="a\n") == "regexp\n"


def test_isarray():
    assert out('BEGIN { a[1]; x = 1; print isarray(a), isarray(x), isarray(1), isarray(u) }') == "1 0 0 0\n"


def test_isarray_param():
    assert out('function f(p) { return isarray(p) }\nBEGIN { a[1]; print f(a), f(1) }') == "1 0\n"


# ---- wrong number of arguments ----

@pytest.mark.parametrize("call,name", [
    ('substr("a")', "substr"),
    ('substr("a", 1, 2, 3)', "substr"),
    ('index("a")', "index"),
    ('length(1, 2)', "length"),
    ('atan2(1)', "atan2"),
    ('sin()', "sin"),
    ('int(1, 2)', "int"),
    ('rand(1)', "rand"),
    ('srand(1, 2)', "srand"),
    ('tolower()', "tolower"),
    ('and(1)', "and"),
    ('compl(1, 2)', "compl"),
    ('lshift(1)', "lshift"),
    ('gensub(/a/, "b")', "gensub"),
    ('split("a")', "split"),
    ('sub(/a/)', "sub"),
    ('match("a")', "match"),
    ('typeof()', "typeof"),
    ('strftime(1, 2, 3, 4)', "strftime"),
    ('mktime()', "mktime"),
    ('systime(1)', "systime"),
    ('close()', "close"),
    ('fflush(1, 2)', "fflush"),
    ('system()', "system"),
    ('strtonum()', "strtonum"),
    ('asort()', "asort"),
])
def test_wrong_arg_count(call, name):
    syntax("BEGIN { x = %s }" % call, "wrong number of arguments to %s at source line 1" % name)


def test_builtin_needs_paren():
    r = awk('BEGIN { x = substr; print "ran" }')
    assert r.rc == 2 and r.out == ""


# ---- systime / strftime / mktime ----

def test_systime():
    before = int(time.time())
    r = int(out('BEGIN { print systime() }'))
    after = int(time.time())
    assert before <= r <= after + 1


@pytest.mark.parametrize("fmt,ts,expected", [
    ("%Y-%m-%d %H:%M:%S", 0, "1970-01-01 00:00:00"),
    ("%a %A %b %h %B", 1700000000, "Tue Tuesday Nov Nov November"),
    ("%c", 1700000000, "Tue Nov 14 22:13:20 2023"),
    ("%c", 0, "Thu Jan  1 00:00:00 1970"),
    ("%C %y %Y", 1700000000, "20 23 2023"),
    ("%C", 946684799, "19"),
    ("%d|%e", 0, "01| 1"),
    ("%D %F", 1700000000, "11/14/23 2023-11-14"),
    ("%H|%k|%I|%l", 1690000000, "04| 4|04| 4"),
    ("%H|%k|%I|%l", 1700000000, "22|22|10|10"),
    ("%I|%l|%p", 0, "12|12|AM"),
    ("%j", 1700000000, "318"),
    ("%j", 0, "001"),
    ("%j", 946684799, "365"),
    ("%p", 1700000000, "PM"),
    ("%r", 1700000000, "10:13:20 PM"),
    ("%R|%T", 1700000000, "22:13|22:13:20"),
    ("%s", 1700000000, "1700000000"),
    ("%u %w", 1700000000, "2 2"),
    ("%u %w", 1078012800, "7 0"),
    ("%n%t", 0, "\n\t"),
    ("%z", 0, "+0000"),
    ("%Z", 0, "UTC"),
    ("%%", 0, "%"),
    ("%Q", 0, "%Q"),
    ("abc%", 0, "abc%"),
    ("x%Yy", 0, "x1970y"),
    ("%M:%S", 1700000000.9, "13:20"),
])
def test_strftime_utc(fmt, ts, expected):
    assert out('BEGIN { printf "%%s", strftime("%s", %r, 1) }' % (fmt, ts)) == expected


def test_strftime_default_format_utc():
    assert out('BEGIN { print strftime("%a %b %e %H:%M:%S %Z %Y", 1700000000, 1) }') == "Tue Nov 14 22:13:20 UTC 2023\n"


def test_strftime_tz_paris_winter():
    assert out('BEGIN { print strftime("%H:%M %z %Z", 1700000000) }', env={"TZ": "Europe/Paris"}) == "23:13 +0100 CET\n"


def test_strftime_tz_paris_summer():
    assert out('BEGIN { print strftime("%H:%M %z %Z", 1690000000) }', env={"TZ": "Europe/Paris"}) == "06:26 +0200 CEST\n"


def test_strftime_tz_etc():
    assert out('BEGIN { print strftime("%H %z", 0) }', env={"TZ": "Etc/GMT-2"}) == "02 +0200\n"


def test_strftime_tz_new_york():
    assert out('BEGIN { print strftime("%Y-%m-%d %H %z", 1700000000) }', env={"TZ": "America/New_York"}) == "2023-11-14 17 -0500\n"


def test_strftime_utc_flag_overrides_tz():
    assert out('BEGIN { print strftime("%H %z", 1700000000, 1) }', env={"TZ": "Europe/Paris"}) == "22 +0000\n"


def test_strftime_empty_tz_is_utc():
    assert out('BEGIN { print strftime("%H %z", 1700000000) }', env={"TZ": ""}) == "22 +0000\n"


def test_strftime_unknown_tz_is_utc():
    assert out('BEGIN { print strftime("%H %z", 1700000000) }', env={"TZ": "No/Such_Zone"}) == "22 +0000\n"


def test_strftime_default_timestamp_now():
    r = out('BEGIN { d = strftime("%s") - systime(); print (d >= -1 && d <= 1) }')
    assert r == "1\n"


def test_strftime_default_format():
    assert out('BEGIN { print strftime() == strftime("%a %b %e %H:%M:%S %Z %Y") }', env={"TZ": "UTC"}) == "1\n"


def test_strftime_negative_timestamp():
    assert out('BEGIN { print strftime("%Y-%m-%d %H:%M:%S", -1, 1) }') == "1969-12-31 23:59:59\n"


def test_strftime_out_of_range():
    fatal('BEGIN { x = strftime("%Y", 1e15, 1) }', "strftime: timestamp out of range")


def test_strftime_nan():
    fatal('BEGIN { x = strftime("%Y", log(-1), 1) }', "strftime: timestamp out of range")


@pytest.mark.parametrize("spec,expected", [
    ("1970 01 01 00 00 00", "0"),
    ("2023 11 14 22 13 20", "1700000000"),
    ("2023 13 01 00 00 00", "1704067200"),
    ("2024 03 00 00 00 00", "1709164800"),
    ("2023 12 30 24 00 00", "1703980800"),
    ("2024 02 29 00 00 00 1", "1709164800"),
    ("2024 1 +1 0 0 0", "1704067200"),
    ("2024 02 29 00 00 -1", "1709164799"),
    ("2024 01 01 00 00", "-1"),
    ("2024 01 01 00 00 00 0 0", "-1"),
    ("2024 01 01 00 00 xx", "-1"),
    ("2024 01 01 00 00 1.5", "-1"),
    ("2024 01 01 00 00 2000000000", "-1"),
    ("", "-1"),
])
def test_mktime_utc(spec, expected):
    assert out('BEGIN { print mktime("%s", 1) }' % spec) == expected + "\n"


def test_mktime_local_tz():
    assert out('BEGIN { print mktime("2023 11 14 23 13 20") }', env={"TZ": "Europe/Paris"}) == "1700000000\n"


def test_mktime_local_tz_summer():
    assert out('BEGIN { print mktime("2023 07 22 06 26 40") }', env={"TZ": "Europe/Paris"}) == "1690000000\n"


def test_mktime_blanks():
    assert out('BEGIN { print mktime("  1970\\t01 01\\n00 00 10 ", 1) }') == "10\n"
