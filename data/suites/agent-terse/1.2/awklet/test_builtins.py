import pytest

from conftest import check_ok, check_fatal


def begin(awk, code, stdin=""):
    return awk("BEGIN { " + code + " }", stdin)


def src_error(r, msg):
    assert r.err == "awklet: " + msg + "\n", r
    assert r.rc == 2, r
    assert r.out == "", r


# ---------------------------------------------------------------- length

@pytest.mark.parametrize("code,out", [
    ('print length("abc")', "3"),
    ("print length(12.0)", "2"),
    ("print length(1/4)", "4"),
    ("print length(-0)", "2"),
    ("print length(1e16)", "5"),
    ('CONVFMT = "%.2f"; print length(1/3)', "4"),
    ('a[1]; a[2]; print length(a)', "2"),
    ("print length(u)", "0"),
    ("print length()", "0"),
    ("print length", "0"),
    ('print length("\\303\\251")', "2"),
    ('x = length; print x', "0"),
    ('print length("")', "0"),
])
def test_length(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


def test_length_of_record(awk):
    check_ok(awk("{ print length(), length, length($0) }", "hello\n"), "5 5 5\n")


def test_length_numeric_string_field(awk):
    check_ok(awk("{ print length($1), length($1 + 0) }", "007.50\n"), "6 3\n")


def test_length_without_parens_concat(awk):
    check_ok(awk("{ print length 1 }", "abc\n"), "31\n")


def test_length_redirect(awk, tmp_path):
    check_ok(awk('{ print length > "f" }', "abcd\n"), "")
    assert (tmp_path / "f").read_text() == "4\n"


# ---------------------------------------------------------------- substr

@pytest.mark.parametrize("args,out", [
    ('"hello", 0, 2', "h"),
    ('"hello", -1, 3', "h"),
    ('"hello", 2', "ello"),
    ('"hello", 1.5, 2.5', "el"),
    ('"hello", 10', ""),
    ('"hello", 2, 0', ""),
    ('"hello", 2, -1', ""),
    ('"hello", 2.5', "ello"),
    ('"hello", 3.5', "lo"),
    ('"hello", 1, 0.5', ""),
    ('"hello", 1, 1.5', "he"),
    ('"hello", 0.5, 1', ""),
    ('"hello", 2, 1e300', "ello"),
    ('"hello", -1e300, 1e300', ""),
    ("12345, 2, 3", "234"),
    ("0.5, 2", ".5"),
    ('"hello", log(-1)', ""),
    ('"hello", 1, log(-1)', ""),
    ('"hello", 2, 3', "ell"),
    ('"hello", 5', "o"),
    ('"hello", 6', ""),
    ('"hello", "2x", "2y"', "el"),
    ('"", 1', ""),
])
def test_substr(awk, args, out):
    check_ok(begin(awk, "printf \"[%%s]\", substr(%s)" % args), "[" + out + "]")


def test_substr_result_string(awk):
    check_ok(begin(awk, 'print typeof(substr(123, 1))'), "string\n")


# ---------------------------------------------------------------- index

@pytest.mark.parametrize("args,out", [
    ('"abc", "c"', "3"),
    ('"abc", "d"', "0"),
    ('"a.b", "."', "2"),
    ('"abc", ""', "0"),
    ('"", "a"', "0"),
    ('"ab", "abc"', "0"),
    ('"aaaa", "aa"', "1"),
    ('1.50, "5"', "3"),
    ('"ABC", "b"', "0"),
    ('"hello", "lo"', "4"),
])
def test_index(awk, args, out):
    check_ok(begin(awk, "print index(%s)" % args), out + "\n")


def test_index_ignorecase(awk):
    check_ok(begin(awk, 'IGNORECASE = 1; print index("ABC", "b")'), "2\n")


# ---------------------------------------------------------------- split

@pytest.mark.parametrize("code,out", [
    ('n = split("a b  c", a); print n, a[1], a[2], a[3]', "3 a b c"),
    ('n = split("  a b  ", a); print n, a[1], a[2]', "2 a b"),
    ('a[5] = 1; n = split("", a); print n, length(a)', "0 0"),
    ('n = split(12.5, p, "."); print n, p[1], p[2]', "2 12 5"),
    ('arr[9] = 1; split("x", arr, ":"); print length(arr), (9 in arr), arr[1]', "1 0 x"),
    ('print split("a.b", p, ".")', "2"),
    ('n = split("abc", p, /./); print n, "[" p[1] p[2] p[3] p[4] "]"', "4 []"),
    ('n = split(" a b ", p, / /); print n, "[" p[1] "]", p[2], p[3], "[" p[4] "]"', "4 [] a b []"),
    ('n = split("a:b:c", p, ":"); print n, p[3]', "3 c"),
    ('n = split(":a:", p, ":"); print n, "[" p[1] "]", p[2], "[" p[3] "]"', "3 [] a []"),
    ('n = split("a1b22c", p, "[0-9]+"); print n, p[1], p[2], p[3]', "3 a b c"),
    ('n = split("abc", p, ""); print n, p[1], p[3]', "3 a c"),
    ('split("10 9", p); print "" (p[1] < p[2]), typeof(p[1])', "0 strnum"),
    ('FS = ","; n = split("a,b c", p); print n, p[2]', "2 b c"),
    ('n = split("a\\nb", p); print n', "2"),
    ('n = split("a b", p, " "); print n', "2"),
    ('n = split("aXbxc", p, "x"); print n', "2"),
    ('IGNORECASE = 1; n = split("aXbxc", p, "x|y"); m = split("aXbxc", q, "x"); print n, m', "3 2"),
    ('n = split("a|b", p, "|"); print n', "2"),
    ('n = split("x", p); for (k in p) print k, p[k]', "1 x"),
])
def test_split(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


def test_split_fs_default_from_current_fs(awk):
    check_ok(awk('BEGIN { FS = ":" } { n = split("p:q", a); print n, a[2] }', "x\n"), "2 q\n")


def test_split_never_uses_fpat(awk):
    check_ok(begin(awk, 'FPAT = "[a-z]+"; n = split("ab cd", p); print n, p[2]'), "2 cd\n")


def test_split_never_uses_fieldwidths(awk):
    check_ok(begin(awk, 'FIELDWIDTHS = "1 1"; n = split("ab cd", p); print n, p[1]'), "2 ab\n")


@pytest.mark.parametrize("code,out", [
    ('n = split(" a  b ", p, " ", s); print n, "[" s[0] "]", "[" s[1] "]", "[" s[2] "]", length(s)',
     "2 [ ] [  ] [ ] 3"),
    ('n = split("a b", p, " ", s); print n, length(s), (0 in s), (2 in s), "[" s[1] "]"', "2 1 0 0 [ ]"),
    ('n = split(" a  b ", p, " ", s); for (k in s) printf "%s,", k; print ""', "0,1,2,"),
    ('n = split("a12b3c", p, /[0-9]+/, s); print n, s[1], s[2], length(s)', "3 12 3 2"),
    ('n = split("abc", p, "", s); print n, length(s), "[" s[1] s[2] "]"', "3 2 []"),
    ('n = split("a:b:c", p, ":", s); print s[1], s[2], length(s)', ": : 2"),
    ('s[7] = 1; n = split("", p, ":", s); print n, length(s)', "0 0"),
])
def test_split_seps(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


def test_split_second_arg_name(awk):
    src_error(begin(awk, 'n = split("a", "b")'), "split: second argument must be an array name at source line 1")


def test_split_fourth_arg_name(awk):
    src_error(begin(awk, 'n = split("a", p, ":", "s")'), "split: fourth argument must be an array name at source line 1")


# ---------------------------------------------------------------- sub / gsub

@pytest.mark.parametrize("code,out", [
    ('s = "aaa"; n = sub(/a/, "b", s); print n, s', "1 baa"),
    ('s = "aaa"; n = gsub(/a/, "b", s); print n, s', "3 bbb"),
    ('s = "xyz"; n = sub(/a/, "b", s); print n, s', "0 xyz"),
    ('s = "abc"; n = gsub(/x*/, "-", s); print n, s', "4 -a-b-c-"),
    ('s = "xbx"; n = gsub(/x*/, "-", s); print n, s', "2 -b-"),
    ('s = "abab"; n = gsub(/^a/, "X", s); print n, s', "1 Xbab"),
    ('s = "abab"; n = gsub(/b$/, "X", s); print n, s', "1 abaX"),
    ('s = "aaa"; n = gsub(/a*$/, "X", s); print n, s', "1 X"),
    ('s = "banana"; n = gsub(/ana/, "X", s); print n, s', "1 bXna"),
    ('s = "abc"; n = gsub(".", "-", s); print n, s', "3 ---"),
    ('s = "ab"; n = gsub("", "-", s); print n, s', "3 -a-b-"),
    ('s = "abc"; gsub(/b/, 1.5, s); print s', "a1.5c"),
    ('s = "abc"; sub(/b/, "[&]", s); print s', "a[b]c"),
    ('s = "abc"; sub(/b/, "\\\\&", s); print s', "a&c"),
    ('s = "abc"; sub(/b/, "\\\\\\\\&", s); print s', "a\\bc"),
    ('s = "abc"; sub(/b/, "&&", s); print s', "abbc"),
    ('s = "abc"; sub(/b/, "\\\\q", s); print s', "a\\qc"),
    ('s = "ab"; gsub(/x*/, "<&>", s); print s', "<>a<>b<>"),
    ('s = "a\\na"; gsub(/a$/, "X", s); print s', "a\nX"),
    ('s = "hello world"; gsub(/o/, "0", s); print s', "hell0 w0rld"),
    ('x = 5; sub(/7/, "6", x); print typeof(x)', "number"),
    ('x = 5; sub(/5/, "6", x); print typeof(x), x', "string 6"),
    ('sub(/x/, "y", a["k"]); print length(a)', "1"),
    ('x = "aXa"; sub(/a/, "b", (x)); print x', "bXa"),
    ('s = "aaa"; n = gsub(/a/, "&-&", s); print n, s', "3 a-aa-aa-a"),
    ('s = "abcabc"; n = gsub(/b|c/, "", s); print n, s', "4 aa"),
    ('s = "a.b.c"; n = gsub(/\\./, "", s); print n, s', "2 abc"),
    ('s = "xay"; n = gsub(/^x|y$/, "_", s); print n, s', "2 _a_"),
])
def test_sub_gsub(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


def test_sub_default_record(awk):
    check_ok(awk('{ n = sub(/a/, "x y"); print n, $0, NF }', "a b\n"), "1 x y b 3\n")


def test_gsub_field_rebuilds(awk):
    check_ok(awk('{ gsub(/a/, "X", $2); print }', "  a   a  \n"), "a X\n")


def test_gsub_no_match_record_unchanged(awk):
    check_ok(awk('{ gsub(/z/, "X"); print }', "  a   b  \n"), "  a   b  \n")


def test_gsub_no_match_keeps_strnum(awk):
    check_ok(awk('{ x = $1; gsub(/z/, "q", x); print typeof(x) }', "12\n"), "strnum\n")


@pytest.mark.parametrize("fn", ["sub", "gsub"])
def test_sub_target_must_be_lvalue(awk, fn):
    src_error(begin(awk, '%s(/a/, "b", "abc")' % fn),
              "%s: third argument must be a variable, field or array element at source line 1" % fn)


def test_gsub_replacement_ignorecase_unaffected(awk):
    check_ok(begin(awk, 'IGNORECASE = 1; s = "aAa"; gsub(/A/, "x", s); print s'), "xxx\n")


# ---------------------------------------------------------------- match

@pytest.mark.parametrize("code,out", [
    ('print match("foobar", /o+/), RSTART, RLENGTH', "2 2 2"),
    ('print match("foobar", /z/), RSTART, RLENGTH', "0 0 -1"),
    ('print match("xab", /b*/), RSTART, RLENGTH', "1 1 0"),
    ('print match("abc", ""), RLENGTH', "1 0"),
    ('print match("abc", /$/), RLENGTH', "4 0"),
    ('print match("foo.bar", ".")', "1"),
    ('print match(12345, 3)', "3"),
    ('match("abc", /b/); match("abc", /z/); print RSTART, RLENGTH', "0 -1"),
    ('print RSTART, RLENGTH', "0 -1"),
    ('print match("aXbXc", /X.*X/), RLENGTH', "2 3"),
])
def test_match(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


@pytest.mark.parametrize("code,out", [
    ('n = match("foobar", /(o+)(b)/, m); print n, m[0], m[1], m[2]', "2 oob oo b"),
    ('match("foobar", /(o+)(b)/, m); print m[1, "start"], m[1, "length"], m[2, "start"], m[0, "start"], m[0, "length"]',
     "2 2 4 2 3"),
    ('match("abcd", /(a|ab)(c|bcd)/, m); print m[1], m[2]', "a bcd"),
    ('match("aaa", /(a*)(a*)/, m); print m[1], "[" m[2] "]", (2 in m)', "aaa [] 1"),
    ('match("b", /(a)|(b)/, m); print "" (1 in m), m[2], ((1, "start") in m)', "0 b 0"),
    ('match("abc", /([a-c])+/, m); print m[1], m[1, "start"]', "c 3"),
    ('m["old"] = 1; match("x", /y/, m); print length(m)', "0"),
    ('m["old"] = 1; match("x", /x/, m); print length(m), ("old" in m)', "3 0"),
    ('match("ab", /(a)(x)?(b)/, m); print m[1], (2 in m), m[3]', "a 0 b"),
    ('SUBSEP = ":"; match("ab", /b/, m); print m["0:start"], m["0:length"]', "2 1"),
    ('match("xyz", /y/, m); print typeof(m[0, "start"])', "number"),
])
def test_match_array(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


def test_match_third_arg_name(awk):
    src_error(begin(awk, 'n = match("a", /a/, "m")'), "match: third argument must be an array name at source line 1")


# ---------------------------------------------------------------- gensub

@pytest.mark.parametrize("code,out", [
    ('print gensub(/o/, "0", "g", "foo")', "f00"),
    ('print gensub(/o/, "0", "G", "foo")', "f00"),
    ('print gensub(/o/, "0", "global", "foo")', "f00"),
    ('print gensub(/o/, "0", 2, "foo")', "fo0"),
    ('print gensub(/o/, "0", "2", "foo")', "fo0"),
    ('print gensub(/o/, "0", 5, "foo")', "foo"),
    ('print gensub(/o/, "0", 0, "foo")', "f0o"),
    ('print gensub(/o/, "0", -3, "foo")', "f0o"),
    ('print gensub(/o/, "0", 1.9, "foo")', "f0o"),
    ('print gensub(/o/, "0", "x", "foo")', "f0o"),
    ('print gensub(/(a)(b)/, "\\\\2\\\\1", "g", "abab")', "baba"),
    ('print gensub(/b+/, "[\\\\0]", "g", "abbcb")', "a[bb]c[b]"),
    ('print gensub(/b/, "[&]", 1, "abc")', "a[b]c"),
    ('print gensub(/b/, "\\\\&", 1, "abc")', "a&c"),
    ('print gensub(/b/, "\\\\\\\\", 1, "abc")', "a\\c"),
    ('print gensub(/(a)|(b)/, "<\\\\2>", "g", "ab")', "<><b>"),
    ('print gensub(/a/, "\\\\3", "g", "xa")', "x"),
    ('print gensub(/x*/, "-", "g", "abc")', "-a-b-c-"),
    ('s = "aaa"; t = gensub(/a/, "b", "g", s); print s, t', "aaa bbb"),
    ('print typeof(gensub(/z/, "y", "g", 5))', "string"),
    ('print gensub(/b/, "\\\\q", 1, "abc")', "a\\qc"),
])
def test_gensub(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


def test_gensub_default_target_record(awk):
    check_ok(awk('{ print gensub(/a/, "X", "g"); print }', "banana\n"), "bXnXnX\nbanana\n")


# ---------------------------------------------------------------- tolower / toupper

@pytest.mark.parametrize("code,out", [
    ('print toupper("abc1_Z")', "ABC1_Z"),
    ('print tolower("ABC1_z")', "abc1_z"),
    ("print toupper(12.5)", "12.5"),
    ('print toupper("\\303\\251x")', "\xc3\xa9X"),
    ('x = "aB"; y = toupper(x); print x, y', "aB AB"),
    ('print typeof(toupper(1))', "string"),
])
def test_case_functions(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


def test_toupper_field_compares_as_string(awk):
    check_ok(awk("{ print (toupper($1) < 5) }", "10\n"), "1\n")


# ---------------------------------------------------------------- arithmetic functions

@pytest.mark.parametrize("expr,out", [
    ("log(0)", "-inf"),
    ("log(-1)", "nan"),
    ("sqrt(-1)", "nan"),
    ("exp(1000)", "inf"),
    ("int(3.9)", "3"),
    ("int(-3.9)", "-3"),
    ('int("4.7xyz")', "4"),
    ("int(-0.5)", "-0"),
    ("int(1e300)", "1e+300"),
    ("int(2147483648.5)", "2147483648"),
    ('int("x")', "0"),
    ('int("0x1A")', "0"),
    ('int(" 12 ")', "12"),
    ('int(".9")', "0"),
    ("exp(0)", "1"),
    ("log(1)", "0"),
    ("sqrt(16)", "4"),
    ("sin(0)", "0"),
    ("cos(0)", "1"),
    ("atan2(0, -1)", "3.14159"),
    ("atan2(0, 1)", "0"),
    ("atan2(1, 0)", "1.5708"),
    ("atan2(-1, -1)", "-2.35619"),
    ('exp("x")', "1"),
    ('sqrt("4abc")', "2"),
    ("exp(-1000)", "0"),
    ("exp(1)", "2.71828"),
    ("log(10)", "2.30259"),
    ("sin(1)", "0.841471"),
    ("cos(1)", "0.540302"),
    ("sqrt(2)", "1.41421"),
])
def test_math(awk, expr, out):
    check_ok(begin(awk, "print " + expr), out + "\n")


# ---------------------------------------------------------------- rand / srand

M = 2 ** 31


def lcg(seed, n):
    s = seed % M
    out = []
    for _ in range(n):
        s = (1103515245 * s + 12345) % M
        out.append(s)
    return out


def test_rand_default_sequence(awk):
    a, b, c = lcg(0, 3)
    check_ok(begin(awk, "print rand() * 2147483648; print rand() * 2147483648; print rand() * 2147483648"),
             "%d\n%d\n%d\n" % (a, b, c))


def test_rand_first_values_spec(awk):
    check_ok(begin(awk, "x = rand(); y = rand(); print x * 2^31, y * 2^31"), "12345 1406932606\n")


def test_rand_range(awk):
    check_ok(begin(awk, "srand(42); for (i = 0; i < 1000; i++) { r = rand(); if (r < 0 || r >= 1) bad++ } print bad + 0"),
             "0\n")


@pytest.mark.parametrize("seed,state", [
    ("5", 5), ("-1", M - 1), ("2147483647", M - 1), ("2.9", 2), ('"3abc"', 3), ("2147483648", 0),
    ("-5", M - 5), ("4294967301", 5),
])
def test_srand_seed_state(awk, seed, state):
    a, b = lcg(state, 2)
    check_ok(begin(awk, "srand(%s); print rand() * 2147483648, rand() * 2147483648" % seed),
             "%d %d\n" % (a, b))


def test_srand_inf_seed(awk):
    a = lcg(0, 1)[0]
    check_ok(begin(awk, "srand(-log(0)); print rand() * 2147483648"), "%d\n" % a)


def test_srand_returns_previous(awk):
    check_ok(begin(awk, "a = srand(5); b = srand(7); c = srand(2147483648); d = srand(); print a, b, c, d"),
             "0 5 7 2147483648\n")


def test_srand_returns_truncated(awk):
    check_ok(begin(awk, "srand(2.9); print srand(1)"), "2\n")


def test_srand_restart_sequence(awk):
    check_ok(begin(awk, "srand(9); a = rand(); b = rand(); srand(9); c = rand(); print \"\" (a == c), (a != b)"), "1 1\n")


def test_srand_time_seed(awk):
    import time
    before = int(time.time())
    r = begin(awk, "srand(); print srand()")
    after = int(time.time())
    assert r.rc == 0
    v = int(r.out.strip())
    assert before - 1 <= v <= after + 1


# ---------------------------------------------------------------- bit operations

@pytest.mark.parametrize("expr,out", [
    ("and(12, 10)", "8"),
    ("or(12, 10)", "14"),
    ("xor(12, 10)", "6"),
    ("and(7, 3, 1)", "1"),
    ("or(1, 2, 4, 8)", "15"),
    ("xor(1, 3, 7)", "5"),
    ("compl(0)", "9007199254740991"),
    ("compl(9007199254740991)", "0"),
    ("compl(5)", "9007199254740986"),
    ("lshift(1, 3)", "8"),
    ("rshift(16, 2)", "4"),
    ("rshift(7, 1)", "3"),
    ("lshift(1, 53)", "0"),
    ("lshift(2^52, 1)", "0"),
    ("lshift(3, 51)", "6755399441055744"),
    ("rshift(7, 53)", "0"),
    ("and(1.9, 3)", "1"),
    ('and("12x", 10)', "8"),
    ("typeof(and(1, 1))", "number"),
    ("and(2^53 - 1, 5)", "5"),
])
def test_bits(awk, expr, out):
    check_ok(begin(awk, "print " + expr), out + "\n")


@pytest.mark.parametrize("expr,msg", [
    ("and(-1, 1)", "and: negative argument"),
    ("or(1, -2)", "or: negative argument"),
    ("xor(1, 2, -3)", "xor: negative argument"),
    ("compl(-1)", "compl: negative argument"),
    ("lshift(1, -1)", "lshift: negative argument"),
    ("rshift(-4, 1)", "rshift: negative argument"),
    ("or(2^53, 1)", "or: argument out of range"),
    ("compl(2^53)", "compl: argument out of range"),
    ("xor(log(-1), 1)", "xor: argument out of range"),
    ("lshift(1, 2^60)", "lshift: argument out of range"),
])
def test_bits_errors(awk, expr, msg):
    check_fatal(begin(awk, 'print "a"; x = ' + expr), msg, "a\n")


def test_bits_negative_fraction_truncated(awk):
    check_ok(begin(awk, "print and(-0.5, 1)"), "0\n")


# ---------------------------------------------------------------- strtonum

@pytest.mark.parametrize("arg,out", [
    ('"0x1F"', "31"),
    ('"0x1Fz"', "31"),
    ('"0X1f"', "31"),
    ('"0x"', "0"),
    ('"0xg"', "0"),
    ('"017"', "15"),
    ('"0"', "0"),
    ('"019"', "19"),
    ('"012.5"', "12.5"),
    ('"017e1"', "170"),
    ('"-0x10"', "-16"),
    ('"+017"', "15"),
    ('" 0x10"', "16"),
    ('"0x1.8"', "1"),
    ('"08"', "8"),
    ('""', "0"),
    ("017", "17"),
    ("u", "0"),
    ('"12abc"', "12"),
    ('"abc"', "0"),
    ("3.5", "3.5"),
    ('"0777"', "511"),
])
def test_strtonum(awk, arg, out):
    check_ok(begin(awk, "print strtonum(%s)" % arg), out + "\n")


def test_strtonum_field(awk):
    check_ok(awk("{ print strtonum($1), $1 + 0, typeof(strtonum($1)) }", "0x10\n"), "16 0 number\n")


# ---------------------------------------------------------------- typeof / isarray

@pytest.mark.parametrize("code,out", [
    ("print typeof(x)", "untyped"),
    ('print typeof(a["k"]); print ("k" in a)', "untyped\n0"),
    ("x = y; print typeof(x)", "unassigned"),
    ('a["k"]; print typeof(a["k"])', "unassigned"),
    ("print typeof(1)", "number"),
    ('print typeof("a")', "string"),
    ('print typeof(1 "2")', "string"),
    ("print typeof(/a/)", "regexp"),
    ("a[1]; print typeof(a)", "array"),
    ("a[1]; print isarray(a), isarray(x), isarray(1), isarray(a[1])", "1 0 0 0"),
    ("print typeof(x); x = 1; print typeof(x)", "untyped\nnumber"),
    ('function f(p) { return typeof(p) } BEGIN { a[1]; print f(a), f(1), f() }', None),
])
def test_typeof(awk, code, out):
    if out is None:
        check_ok(awk(code), "array number untyped\n")
    else:
        check_ok(begin(awk, code), out + "\n")


def test_typeof_fields(awk):
    check_ok(awk("{ print typeof($1), typeof($2), typeof($5), typeof($0) }", "12 ab\n"),
             "strnum string unassigned string\n")


def test_typeof_param_became_array(awk):
    prog = ("function g(r) { r[1] = 1 } function f(p) { g(p); return typeof(p) } "
            "BEGIN { print f(x), typeof(x), length(x) }")
    check_ok(awk(prog), "array array 1\n")


def test_typeof_regexp_not_matched(awk):
    check_ok(awk("{ print typeof(/a/) }", "a\n"), "regexp\n")


def test_isarray_param(awk):
    check_ok(awk("function f(p) { return isarray(p) } BEGIN { a[1]; print f(a), f(3) }"), "1 0\n")


# ---------------------------------------------------------------- argument counts

@pytest.mark.parametrize("call,name", [
    ('substr("a")', "substr"),
    ('substr("a", 1, 2, 3)', "substr"),
    ('index("a")', "index"),
    ("int(1, 2)", "int"),
    ("rand(1)", "rand"),
    ("and(1)", "and"),
    ("compl(1, 2)", "compl"),
    ('split("a")', "split"),
    ("close()", "close"),
    ("system()", "system"),
    ("atan2(1)", "atan2"),
    ("srand(1, 2)", "srand"),
    ('length("a", "b")', "length"),
    ("mktime()", "mktime"),
    ('strftime("a", 1, 1, 1)', "strftime"),
    ('gensub(/a/, "b")', "gensub"),
    ("systime(1)", "systime"),
    ("typeof()", "typeof"),
    ('tolower("a", "b")', "tolower"),
    ('sub(/a/)', "sub"),
    ('fflush(1, 2)', "fflush"),
    ("lshift(1)", "lshift"),
    ("strtonum()", "strtonum"),
])
def test_wrong_argument_count(awk, call, name):
    r = awk('BEGIN { print "x" }\nBEGIN { y = %s }' % call)
    src_error(r, "wrong number of arguments to %s at source line 2" % name)


def test_builtin_blank_before_paren(awk):
    check_ok(begin(awk, 'print substr ("abc", 2), length ("xy")'), "bc 2\n")
