from conftest import ok, fatal


# ---- length ----

def test_length_string(awk):
    ok(awk('BEGIN { print length("abc"), length("") }'), "3 0\n")


def test_length_no_parens(awk):
    ok(awk("{ print length }", input="hello\n"), "5\n")


def test_length_empty_parens(awk):
    ok(awk("{ print length() }", input="hi there\n"), "8\n")


def test_length_array(awk):
    ok(awk('BEGIN { a[1]; a["x"]; a[3] = 3; print length(a) }'), "3\n")


def test_length_number(awk):
    ok(awk("BEGIN { print length(12.0), length(1/4), length(-3) }"), "2 4 2\n")


def test_length_bytes(awk):
    ok(awk('BEGIN { print length("\\303\\251") }'), "2\n")


def test_length_uninitialized(awk):
    ok(awk("BEGIN { print length(x) }"), "0\n")


def test_length_before_close_brace(awk):
    ok(awk("{ n = length }\nEND { print n }", input="abcd\n"), "4\n")


# ---- substr ----

def test_substr_examples(awk):
    ok(awk('BEGIN { print substr("hello", 0, 2) "|" substr("hello", -1, 3) "|" substr("hello", 2) "|" substr("hello", 1.5, 2.5) }'),
       "h|h|ello|el\n")


def test_substr_past_end(awk):
    ok(awk('BEGIN { print "[" substr("hello", 10) "]" "[" substr("hello", 6) "]" }'), "[][]\n")


def test_substr_zero_or_negative_length(awk):
    ok(awk('BEGIN { print "[" substr("hello", 2, 0) "]" "[" substr("hello", 2, -1) "]" }'), "[][]\n")


def test_substr_rounding_half_even(awk):
    ok(awk('BEGIN { print substr("hello", 2.5) "|" substr("hello", 3.5) }'), "ello|lo\n")


def test_substr_length_rounding(awk):
    ok(awk('BEGIN { print substr("abcdef", 1, 2.5) "|" substr("abcdef", 1, 3.5) "|" substr("abcdef", 1, 1.6) }'),
       "ab|abcd|ab\n")


def test_substr_start_zero_whole(awk):
    ok(awk('BEGIN { print substr("hello", 0) }'), "hello\n")


def test_substr_nan(awk):
    ok(awk('BEGIN { n = log(-1); print "[" substr("hello", n) "][" substr("hello", 1, n) "]" }'), "[][]\n")


def test_substr_of_number(awk):
    ok(awk("BEGIN { print substr(12345, 2, 3) }"), "234\n")


def test_substr_result_is_string(awk):
    ok(awk('BEGIN { print typeof(substr("123", 1)) }'), "string\n")


def test_substr_long_length(awk):
    ok(awk('BEGIN { print substr("hello", 3, 100) }'), "llo\n")


# ---- index ----

def test_index_found(awk):
    ok(awk('BEGIN { print index("abcabc", "ca"), index("abc", "a") }'), "3 1\n")


def test_index_not_found(awk):
    ok(awk('BEGIN { print index("abc", "d") }'), "0\n")


def test_index_empty_needle(awk):
    ok(awk('BEGIN { print index("abc", "") }'), "0\n")


def test_index_not_regex(awk):
    ok(awk('BEGIN { print index("a.b", ".") }'), "2\n")


def test_index_case_sensitive(awk):
    ok(awk('BEGIN { print index("ABC", "b") }'), "0\n")


# ---- split ----

def test_split_default_fs(awk):
    ok(awk('BEGIN { n = split("  a b  c ", p); print n, p[1], p[3] }'), "3 a c\n")


def test_split_uses_current_fs(awk):
    ok(awk('BEGIN { FS = ","; n = split("a,b c", p); print n, p[2] }'), "2 b c\n")


def test_split_single_char(awk):
    ok(awk('BEGIN { n = split("a.b.c", p, "."); print n, p[3] }'), "3 c\n")


def test_split_single_char_empty_pieces(awk):
    ok(awk('BEGIN { n = split(":a::", p, ":"); print n, "[" p[1] "][" p[3] "]" }'), "4 [][]\n")


def test_split_empty_separator(awk):
    ok(awk('BEGIN { n = split("abc", p, ""); print n, p[1], p[2], p[3] }'), "3 a b c\n")


def test_split_regex_string(awk):
    ok(awk('BEGIN { n = split("a12b3c", p, "[0-9]+"); print n, p[1], p[2], p[3] }'), "3 a b c\n")


def test_split_regex_literal_single_char(awk):
    ok(awk('BEGIN { n = split("a.b", p, /./); print n, "[" p[1] p[2] p[3] "]" }'), "4 []\n")


def test_split_regex_leading_empty(awk):
    ok(awk('BEGIN { n = split(" a b", p, "[ ]+"); print n, "[" p[1] "]", p[2] }'), "3 [] a\n")


def test_split_empty_string(awk):
    ok(awk('BEGIN { p["old"] = 1; n = split("", p); print n, length(p) }'), "0 0\n")


def test_split_deletes_old(awk):
    ok(awk('BEGIN { p["x"] = 1; p[5] = 5; n = split("q r", p); print n, length(p), ("x" in p) }'), "2 2 0\n")


def test_split_numeric_strings(awk):
    ok(awk('BEGIN { split("10 9 x", p); print (p[1] < p[2]), typeof(p[1]), typeof(p[3]) }'), "0 strnum string\n")


def test_split_no_paragraph_newline_rule(awk):
    ok(awk('BEGIN { RS = ""; FS = ":"; n = split("a:b\\nc", p); print n }'), "2\n")


def test_split_space_splits_newlines(awk):
    ok(awk('BEGIN { n = split("a\\nb\\tc", p, " "); print n }'), "3\n")


def test_split_second_arg_not_name(awk):
    fatal(awk('BEGIN { split("a", "x") }'), "split: second argument must be an array name at source line 1")


def test_split_into_scalar_fatal(awk):
    fatal(awk('BEGIN { x = 1; split("a b", x) }'), "can't use scalar x as array")


def test_split_seps_space(awk):
    ok(awk('BEGIN { n = split("  a  b ", p, " ", s); print n, "[" s[0] "][" s[1] "][" s[2] "]", length(s) }'),
       "2 [  ][  ][ ] 3\n")


def test_split_seps_space_no_leading_trailing(awk):
    ok(awk('BEGIN { n = split("a b", p, " ", s); print n, length(s), (0 in s), (2 in s) }'), "2 1 0 0\n")


def test_split_seps_single_char(awk):
    ok(awk('BEGIN { n = split("a:b:c", p, ":", s); print n, s[1] s[2], length(s) }'), "3 :: 2\n")


def test_split_seps_regex(awk):
    ok(awk('BEGIN { n = split("a12b3c", p, /[0-9]+/, s); print s[1], s[2] }'), "12 3\n")


def test_split_seps_empty_fs(awk):
    ok(awk('BEGIN { n = split("abc", p, "", s); print n, length(s), "[" s[1] s[2] "]" }'), "3 2 []\n")


def test_split_seps_empty_string(awk):
    ok(awk('BEGIN { s[1] = 1; n = split("", p, ":", s); print n, length(p), length(s) }'), "0 0 0\n")


def test_split_seps_order(awk):
    ok(awk('BEGIN { split(" a b ", p, " ", s); for (k in s) printf "%s,", k; print "" }'), "0,1,2,\n")


def test_split_seps_deleted(awk):
    ok(awk('BEGIN { s["z"] = 1; split("a,b", p, ",", s); print length(s), ("z" in s) }'), "1 0\n")


def test_split_seps_are_strings(awk):
    ok(awk('BEGIN { split("a1b", p, /[0-9]/, s); print typeof(s[1]) }'), "string\n")


def test_split_fourth_arg_not_name(awk):
    fatal(awk('BEGIN { split("a", p, ",", "x") }'), "split: fourth argument must be an array name at source line 1")


# ---- sub / gsub ----

def test_sub_first_only(awk):
    ok(awk('BEGIN { s = "hello"; n = sub(/l/, "L", s); print n, s }'), "1 heLlo\n")


def test_gsub_all(awk):
    ok(awk('BEGIN { s = "hello"; n = gsub(/l/, "L", s); print n, s }'), "2 heLLo\n")


def test_sub_no_match_unchanged(awk):
    ok(awk('BEGIN { x = 5; n = sub(/z/, "y", x); print n, x, typeof(x) }'), "0 5 number\n")


def test_sub_result_is_string(awk):
    ok(awk('BEGIN { x = 15; sub(/1/, "2", x); print typeof(x), x }'), "string 25\n")


def test_sub_ampersand(awk):
    ok(awk('BEGIN { s = "abc"; sub(/b/, "[&]", s); print s }'), "a[b]c\n")


def test_sub_escaped_ampersand(awk):
    ok(awk('BEGIN { s = "abc"; sub(/b/, "\\\\&", s); print s }'), "a&c\n")


def test_sub_backslash_then_match(awk):
    ok(awk('BEGIN { s = "abc"; sub(/b/, "\\\\\\\\&", s); print s }'), "a\\bc\n")


def test_sub_double_backslash(awk):
    ok(awk('BEGIN { s = "abc"; sub(/b/, "x\\\\\\\\y", s); print s }'), "ax\\yc\n")


def test_sub_other_backslash_kept(awk):
    ok(awk('BEGIN { s = "abc"; sub(/b/, "\\\\q", s); print s }'), "a\\qc\n")


def test_sub_default_target_record(awk):
    ok(awk('{ sub(/a/, "x y"); print NF, $0 }', input="a b\n"), "3 x y b\n")


def test_sub_field_target_rebuilds(awk):
    ok(awk('BEGIN { OFS = "-" } { sub(/b/, "X", $2); print }', input="a b c\n"), "a-X-c\n")


def test_sub_field_no_match_no_rebuild(awk):
    ok(awk('BEGIN { OFS = "-" } { sub(/z/, "X", $2); print }', input="a b c\n"), "a b c\n")


def test_sub_array_element(awk):
    ok(awk('BEGIN { a["k"] = "foo"; gsub(/o/, "0", a["k"]); print a["k"] }'), "f00\n")


def test_sub_parenthesized_target(awk):
    ok(awk('BEGIN { s = "aaa"; sub(/a/, "b", (s)); print s }'), "baa\n")


def test_sub_bad_target(awk):
    fatal(awk('BEGIN { sub(/a/, "b", "lit") }'),
          "sub: third argument must be a variable, field or array element at source line 1")


def test_gsub_bad_target(awk):
    fatal(awk('BEGIN {\n x = gsub(/a/, "b", 1 + 2) }'),
          "gsub: third argument must be a variable, field or array element at source line 2")


def test_gsub_empty_matches(awk):
    ok(awk('BEGIN { s = "abc"; n = gsub(/x*/, "-", s); print n, s }'), "4 -a-b-c-\n")


def test_gsub_empty_after_match(awk):
    ok(awk('BEGIN { s = "xbx"; n = gsub(/x*/, "-", s); print n, s }'), "2 -b-\n")


def test_gsub_dynamic_regex(awk):
    ok(awk('BEGIN { s = "a.b.c"; n = gsub(".", "x", s); print n, s }'), "5 xxxxx\n")


def test_gsub_non_overlapping(awk):
    ok(awk('BEGIN { s = "aaaa"; n = gsub(/aa/, "b", s); print n, s }'), "2 bb\n")


def test_gsub_ampersand_all(awk):
    ok(awk('BEGIN { s = "abc"; gsub(/[a-c]/, "<&>", s); print s }'), "<a><b><c>\n")


def test_gsub_record_resplit(awk):
    ok(awk('{ gsub(/,/, " "); print NF }', input="a,b,c\n"), "3\n")


def test_sub_on_uninitialized_target(awk):
    ok(awk('BEGIN { n = sub(/^/, "x", s); print n, s }'), "1 x\n")


# ---- match ----

def test_match_basic(awk):
    ok(awk('BEGIN { print match("foobar", /o+/), RSTART, RLENGTH }'), "2 2 2\n")


def test_match_no_match(awk):
    ok(awk('BEGIN { print match("foobar", /z/), RSTART, RLENGTH }'), "0 0 -1\n")


def test_match_dynamic(awk):
    ok(awk('BEGIN { print match("a+b", "\\\\+"), RLENGTH }'), "2 1\n")


def test_match_array_groups(awk):
    ok(awk('BEGIN { match("abcd", /(a|ab)(c|bcd)/, m); print m[0], m[1], m[2] }'), "abcd a bcd\n")


def test_match_array_start_length(awk):
    ok(awk('BEGIN { match("xabcd", /(a|ab)(c|bcd)/, m); print m[0, "start"], m[0, "length"], m[2, "start"], m[2, "length"], m[1, "start"] }'),
       "2 4 3 3 2\n")


def test_match_array_greedy_first_group(awk):
    ok(awk('BEGIN { match("aaa", /(a*)(a*)/, m); print "[" m[1] "][" m[2] "]", m[2, "length"] }'), "[aaa][] 0\n")


def test_match_array_unused_group(awk):
    ok(awk('BEGIN { match("b", /(a)|b/, m); print (0 in m), (1 in m), m[0] }'), "1 0 b\n")


def test_match_array_last_repetition(awk):
    ok(awk('BEGIN { match("abc", /(.)+/, m); print m[1], m[1, "start"] }'), "c 3\n")


def test_match_array_cleared(awk):
    ok(awk('BEGIN { m["x"] = 1; match("abc", /b/, m); print length(m), ("x" in m), m[0] }'), "3 0 b\n")


def test_match_array_cleared_on_failure(awk):
    ok(awk('BEGIN { m["x"] = 1; r = match("abc", /z/, m); print r, length(m) }'), "0 0\n")


def test_match_array_custom_subsep(awk):
    ok(awk('BEGIN { SUBSEP = "@"; match("xyz", /y/, m); print m["0@start"], m["0@length"] }'), "2 1\n")


def test_match_array_nested_groups(awk):
    ok(awk('BEGIN { match("ab", /((a)(b))/, m); print m[1], m[2], m[3] }'), "ab a b\n")


def test_match_third_arg_not_name(awk):
    fatal(awk('BEGIN { match("a", /a/, "x") }'), "match: third argument must be an array name at source line 1")


def test_match_sets_globals_with_array(awk):
    ok(awk('BEGIN { r = match("zzab", /ab/, m); print r, RSTART, RLENGTH }'), "3 3 2\n")


def test_match_start_length_numbers(awk):
    ok(awk('BEGIN { match("ab", /b/, m); print typeof(m[0, "start"]), typeof(m[0]) }'), "number string\n")


# ---- gensub ----

def test_gensub_global(awk):
    ok(awk('BEGIN { print gensub(/o/, "0", "g", "foo") }'), "f00\n")


def test_gensub_global_uppercase(awk):
    ok(awk('BEGIN { print gensub(/o/, "0", "G", "foo") }'), "f00\n")


def test_gensub_nth(awk):
    ok(awk('BEGIN { print gensub(/o/, "0", 2, "foo") }'), "fo0\n")


def test_gensub_too_few_matches(awk):
    ok(awk('BEGIN { print gensub(/o/, "0", 3, "foo") }'), "foo\n")


def test_gensub_below_one_is_first(awk):
    ok(awk('BEGIN { print gensub(/o/, "0", 0, "foo"), gensub(/o/, "0", -5, "foo") }'), "f0o f0o\n")


def test_gensub_non_g_string(awk):
    ok(awk('BEGIN { print gensub(/o/, "0", "x", "foo"), gensub(/o/, "0", "2", "foo") }'), "f0o fo0\n")


def test_gensub_truncates_how(awk):
    ok(awk('BEGIN { print gensub(/o/, "0", 2.9, "fooo") }'), "fo0o\n")


def test_gensub_groups(awk):
    ok(awk('BEGIN { print gensub(/(a)(b)/, "\\\\2\\\\1", "g", "abab") }'), "baba\n")


def test_gensub_group_zero_and_ampersand(awk):
    ok(awk('BEGIN { print gensub(/b+/, "[\\\\0|&]", "g", "abbc") }'), "a[bb|bb]c\n")


def test_gensub_escaped_ampersand(awk):
    ok(awk('BEGIN { print gensub(/b/, "\\\\&", "g", "abc") }'), "a&c\n")


def test_gensub_missing_group_empty(awk):
    ok(awk('BEGIN { print gensub(/(a)/, "[\\\\3]", "g", "xa") }'), "x[]\n")


def test_gensub_unused_group_empty(awk):
    ok(awk('BEGIN { print gensub(/(x)|b/, "[\\\\1]", "g", "abc") }'), "a[]c\n")


def test_gensub_double_backslash(awk):
    ok(awk('BEGIN { print gensub(/b/, "\\\\\\\\", "g", "abc") }'), "a\\c\n")


def test_gensub_default_target_unchanged(awk):
    ok(awk('{ x = gensub(/a/, "b", "g"); print x; print }', input="aaa\n"), "bbb\naaa\n")


def test_gensub_empty_matches(awk):
    ok(awk('BEGIN { print gensub(/x*/, "-", "g", "abc") }'), "-a-b-c-\n")


def test_gensub_target_not_modified(awk):
    ok(awk('BEGIN { s = "aaa"; t = gensub(/a/, "b", "g", s); print s, t }'), "aaa bbb\n")


def test_gensub_no_match(awk):
    ok(awk('BEGIN { print gensub(/z/, "y", "g", "abc") }'), "abc\n")


# ---- sprintf and argument counts ----

def test_sprintf_basic(awk):
    ok(awk('BEGIN { s = sprintf("%d-%s", 1, "a"); print s }'), "1-a\n")


def test_sprintf_only_format(awk):
    ok(awk('BEGIN { print sprintf("plain") }'), "plain\n")


def test_sprintf_no_args(awk):
    fatal(awk("BEGIN { x = sprintf() }"), "wrong number of arguments to sprintf at source line 1")


def test_sprintf_not_enough(awk):
    fatal(awk('BEGIN { x = sprintf("%s %s", 1) }'), "not enough arguments passed to sprintf")


def test_wrong_args_substr(awk):
    fatal(awk('BEGIN { x = substr("a") }'), "wrong number of arguments to substr at source line 1")


def test_wrong_args_index(awk):
    fatal(awk('BEGIN { x = index("a", "b", "c") }'), "wrong number of arguments to index at source line 1")


def test_wrong_args_length(awk):
    fatal(awk('BEGIN { x = length("a", "b") }'), "wrong number of arguments to length at source line 1")


def test_wrong_args_atan2(awk):
    fatal(awk("BEGIN { x = atan2(1) }"), "wrong number of arguments to atan2 at source line 1")


def test_wrong_args_rand(awk):
    fatal(awk("BEGIN { x = rand(1) }"), "wrong number of arguments to rand at source line 1")


def test_wrong_args_and(awk):
    fatal(awk("BEGIN { x = and(1) }"), "wrong number of arguments to and at source line 1")


def test_wrong_args_int(awk):
    fatal(awk("BEGIN {\n\n x = int() }"), "wrong number of arguments to int at source line 3")


def test_wrong_args_gensub(awk):
    fatal(awk('BEGIN { x = gensub(/a/, "b") }'), "wrong number of arguments to gensub at source line 1")


def test_wrong_args_split(awk):
    fatal(awk('BEGIN { x = split("a") }'), "wrong number of arguments to split at source line 1")


def test_wrong_args_strftime(awk):
    fatal(awk('BEGIN { x = strftime("%Y", 1, 1, 1) }'), "wrong number of arguments to strftime at source line 1")


def test_wrong_args_systime(awk):
    fatal(awk("BEGIN { x = systime(1) }"), "wrong number of arguments to systime at source line 1")


def test_wrong_args_typeof(awk):
    fatal(awk("BEGIN { x = typeof() }"), "wrong number of arguments to typeof at source line 1")


def test_wrong_args_mktime(awk):
    fatal(awk("BEGIN { x = mktime() }"), "wrong number of arguments to mktime at source line 1")


def test_wrong_args_close(awk):
    fatal(awk("BEGIN { x = close() }"), "wrong number of arguments to close at source line 1")


# ---- tolower / toupper ----

def test_toupper(awk):
    ok(awk('BEGIN { print toupper("abC1-z") }'), "ABC1-Z\n")


def test_tolower(awk):
    ok(awk('BEGIN { print tolower("ABc1-Z") }'), "abc1-z\n")


def test_case_high_bytes_unchanged(awk):
    r = awk('BEGIN { printf "%s", toupper("a\\351") tolower("B\\311") }')
    assert r.rc == 0
    assert r.bout == b"A\xe9b\xc9"


def test_toupper_number(awk):
    ok(awk("BEGIN { print toupper(1e3), typeof(toupper(5)) }"), "1000 string\n")


# ---- arithmetic functions ----

def test_int(awk):
    ok(awk('BEGIN { print int(3.9), int(-3.9), int("4.7xyz") }'), "3 -3 4\n")


def test_log_exp_sqrt(awk):
    ok(awk("BEGIN { print log(1), exp(0), sqrt(16), exp(1) }"), "0 1 4 2.71828\n")


def test_math_special_values(awk):
    ok(awk("BEGIN { print log(0), log(-1), sqrt(-1), exp(1000) }"), "-inf nan nan inf\n")


def test_trig(awk):
    ok(awk("BEGIN { print sin(0), cos(0), atan2(0, -1), atan2(1, 1) }"), "0 1 3.14159 0.785398\n")


def test_atan2_negative(awk):
    ok(awk("BEGIN { print atan2(-1, 0) }"), "-1.5708\n")


def test_math_string_args(awk):
    ok(awk('BEGIN { print sqrt("9x"), int(" 12 ") }'), "3 12\n")


# ---- rand / srand ----

def test_rand_first_value(awk):
    ok(awk("BEGIN { print rand() }"), "5.74859e-06\n")


def test_rand_second_value(awk):
    ok(awk("BEGIN { x = rand(); print rand() }"), "0.655154\n")


def test_rand_exact_first(awk):
    ok(awk("BEGIN { print rand() * 2147483648 }"), "12345\n")


def test_srand_returns_previous(awk):
    ok(awk("BEGIN { a = srand(5); b = srand(7); print a, b }"), "0 5\n")


def test_srand_one(awk):
    ok(awk("BEGIN { srand(1); print rand() * 2147483648 }"), "1103527590\n")


def test_srand_five(awk):
    ok(awk("BEGIN { srand(5); print rand() }"), "0.569327\n")


def test_srand_negative_one(awk):
    ok(awk("BEGIN { srand(-1); a = rand(); srand(2147483647); b = rand(); print (a == b), a * 2147483648 }"),
       "1 1043980748\n")


def test_srand_fraction_truncated(awk):
    ok(awk("BEGIN { srand(1.9); r = rand(); p = srand(); print r * 2147483648, p }"), "1103527590 1\n")


def test_srand_same_sequence(awk):
    ok(awk("BEGIN { srand(42); a = rand(); b = rand(); srand(42); c = rand(); d = rand(); print (a == c), (b == d) }"),
       "1 1\n")


def test_srand_time(awk):
    r = awk("BEGIN { srand(); x = srand(); d = x - systime(); print (d >= -2 && d <= 2) }")
    ok(r, "1\n")


def test_rand_range(awk):
    ok(awk("BEGIN { srand(3); for (i = 0; i < 1000; i++) { r = rand(); if (r < 0 || r >= 1) bad++ }; print bad + 0 }"),
       "0\n")


def test_srand_infinite_state_zero(awk):
    ok(awk('BEGIN { srand("1e999" + 0); print rand() * 2147483648 }'), "12345\n")


# ---- bit operations ----

def test_and_or_xor(awk):
    ok(awk("BEGIN { print and(12, 10), or(12, 10), xor(12, 10) }"), "8 14 6\n")


def test_bit_multiple_args(awk):
    ok(awk("BEGIN { print and(7, 6, 3), or(1, 2, 4, 8), xor(1, 3, 7) }"), "2 15 5\n")


def test_compl(awk):
    ok(awk("BEGIN { print compl(0), compl(9007199254740990) }"), "9007199254740991 1\n")


def test_shifts(awk):
    ok(awk("BEGIN { print lshift(1, 3), rshift(16, 2), rshift(7, 1) }"), "8 4 3\n")


def test_shift_53_or_more(awk):
    ok(awk("BEGIN { print lshift(1, 53), rshift(9007199254740991, 53), lshift(1, 60) }"), "0 0 0\n")


def test_lshift_keeps_low_53_bits(awk):
    ok(awk("BEGIN { print lshift(4503599627370496, 1), lshift(4503599627370497, 1) }"), "0 2\n")


def test_bit_truncation(awk):
    ok(awk('BEGIN { print and(3.9, 1), or("5x", 2) }'), "1 7\n")


def test_bit_negative_fatal(awk):
    fatal(awk("BEGIN { x = and(-1, 1) }"), "and: negative argument")


def test_bit_out_of_range_fatal(awk):
    fatal(awk("BEGIN { x = or(9007199254740992, 1) }"), "or: argument out of range")


def test_shift_negative_count_fatal(awk):
    fatal(awk("BEGIN { x = lshift(1, -1) }"), "lshift: negative argument")


def test_compl_nan_fatal(awk):
    fatal(awk("BEGIN { x = compl(log(-1)) }"), "compl: argument out of range")


def test_xor_negative_fatal(awk):
    fatal(awk("BEGIN { x = xor(1, 2, -3) }"), "xor: negative argument")


def test_rshift_out_of_range_fatal(awk):
    fatal(awk("BEGIN { x = rshift(1e300, 1) }"), "rshift: argument out of range")


def test_bit_result_number(awk):
    ok(awk("BEGIN { print typeof(and(1, 1)) }"), "number\n")


# ---- strtonum ----

def test_strtonum_hex(awk):
    ok(awk('BEGIN { print strtonum("0x1F"), strtonum("0X1f"), strtonum("0x1Fz") }'), "31 31 31\n")


def test_strtonum_octal(awk):
    ok(awk('BEGIN { print strtonum("017"), strtonum("0"), strtonum("00") }'), "15 0 0\n")


def test_strtonum_not_octal(awk):
    ok(awk('BEGIN { print strtonum("019"), strtonum("012.5"), strtonum("017e1") }'), "19 12.5 170\n")


def test_strtonum_sign_and_blanks(awk):
    ok(awk('BEGIN { print strtonum("-0x10"), strtonum("  0x10"), strtonum("-017") }'), "-16 16 -15\n")


def test_strtonum_hex_no_digits(awk):
    ok(awk('BEGIN { print strtonum("0x"), strtonum("0xg") }'), "0 0\n")


def test_strtonum_number_and_uninit(awk):
    ok(awk("BEGIN { print strtonum(12.5), strtonum(x) }"), "12.5 0\n")


def test_strtonum_decimal(awk):
    ok(awk('BEGIN { print strtonum("3abc"), strtonum("1e3"), strtonum("abc") }'), "3 1000 0\n")


def test_strtonum_field(awk):
    ok(awk("{ print strtonum($1) }", input="0x20\n"), "32\n")


def test_strtonum_octal_then_non_digit(awk):
    ok(awk('BEGIN { print strtonum("017x") }'), "15\n")


# ---- typeof / isarray ----

def test_typeof_untyped(awk):
    ok(awk("BEGIN { print typeof(x) }"), "untyped\n")


def test_typeof_number_string(awk):
    ok(awk('BEGIN { x = 1; y = "a"; print typeof(x), typeof(y), typeof(1 + 1), typeof("s") }'),
       "number string number string\n")


def test_typeof_concat_string(awk):
    ok(awk('BEGIN { print typeof(1 "2") }'), "string\n")


def test_typeof_strnum_field(awk):
    ok(awk("{ print typeof($1), typeof($2) }", input="12 ab\n"), "strnum string\n")


def test_typeof_record(awk):
    ok(awk("{ print typeof($0) }", input=" 3 \n"), "strnum\n")


def test_typeof_field_beyond_nf(awk):
    ok(awk("{ print typeof($5) }", input="a\n"), "unassigned\n")


def test_typeof_regexp(awk):
    ok(awk("BEGIN { print typeof(/x/) }"), "regexp\n")


def test_typeof_array(awk):
    ok(awk('BEGIN { a[1] = 1; print typeof(a) }'), "array\n")


def test_typeof_missing_element_not_created(awk):
    ok(awk('BEGIN { a["y"] = 1; print typeof(a["x"]); print length(a), ("x" in a) }'), "untyped\n1 0\n")


def test_typeof_existing_unassigned_element(awk):
    ok(awk('BEGIN { if (a["k"]) { }; print typeof(a["k"]) }'), "unassigned\n")


def test_typeof_unassigned_copy(awk):
    ok(awk("BEGIN { x = y; print typeof(x) }"), "unassigned\n")


def test_typeof_does_not_create_var(awk):
    ok(awk("BEGIN { t = typeof(z); z[1] = 1; print t, typeof(z) }"), "untyped array\n")


def test_typeof_param_array(awk):
    ok(awk("function f(p) { return typeof(p) }\nBEGIN { a[1] = 1; print f(a) }"), "array\n")


def test_typeof_param_becomes_array(awk):
    ok(awk("function f(p) { p[1] = 1; return typeof(p) }\nBEGIN { print f(x); print typeof(x) }"), "array\narray\n")


def test_typeof_getline_var(awk):
    ok(awk("{ getline v; print typeof(v) }", input="a\n42\n"), "strnum\n")


def test_typeof_strnum_env(awk):
    ok(awk('BEGIN { print typeof(ENVIRON["TN"]) }', env={"TN": " 3.5 "}), "strnum\n")


def test_isarray(awk):
    ok(awk("BEGIN { a[1]; x = 1; print isarray(a), isarray(x), isarray(1 + 2), isarray(u) }"), "1 0 0 0\n")


def test_isarray_param(awk):
    ok(awk("function f(p) { return isarray(p) }\nBEGIN { a[1]; print f(a), f(1) }"), "1 0\n")


# ---- asort / asorti ----

def test_asort_strings(awk):
    ok(awk('BEGIN { a["x"] = "c"; a["y"] = "a"; a["z"] = "b"; n = asort(a); print n, a[1] a[2] a[3], ("x" in a) }'),
       "3 abc 0\n")


def test_asort_numbers_before_strings(awk):
    ok(awk('BEGIN { a[1] = 10; a[2] = "abc"; a[3] = 2; a[4] = "B"; n = asort(a); for (i = 1; i <= n; i++) printf "%s ", a[i]; print "" }'),
       "2 10 B abc \n")


def test_asort_strnum_numeric(awk):
    ok(awk('BEGIN { split("10 9 x 100", a); asort(a); print a[1], a[2], a[3], a[4] }'), "9 10 100 x\n")


def test_asort_dest(awk):
    ok(awk('BEGIN { s[1] = "b"; s[2] = "a"; d["old"] = 1; n = asort(s, d); print n, d[1], d[2], s[1], s[2], ("old" in d) }'),
       "2 a b b a 0\n")


def test_asort_dest_same(awk):
    ok(awk('BEGIN { s["p"] = 3; s["q"] = 1; asort(s, s); print s[1], s[2], length(s) }'), "1 3 2\n")


def test_asort_keeps_types(awk):
    ok(awk('BEGIN { a[1] = 5; a[2] = "x"; split("7", t); a[3] = t[1]; asort(a); print typeof(a[1]), typeof(a[2]), typeof(a[3]) }'),
       "number strnum string\n")


def test_asort_nan_last_number(awk):
    ok(awk('BEGIN { a[1] = log(-1); a[2] = 5; a[3] = log(0); a[4] = "s"; asort(a); print a[1], a[2], a[3], a[4] }'),
       "-inf 5 nan s\n")


def test_asort_uninitialized_numeric(awk):
    ok(awk('BEGIN { if (a[1]) { }; a[2] = -1; a[3] = 1; asort(a); print a[1], "[" a[2] "]", a[3] }'), "-1 [] 1\n")


def test_asort_ties_creation_order(awk):
    ok(awk('BEGIN { split("1", t); a["x"] = t[1]; a["y"] = 1; asort(a); print typeof(a[1]), typeof(a[2]) }'),
       "strnum number\n")


def test_asort_ignorecase_irrelevant(awk):
    ok(awk('BEGIN { IGNORECASE = 1; a[1] = "b"; a[2] = "A"; a[3] = "a"; asort(a); print a[1] a[2] a[3] }'), "Aab\n")


def test_asorti(awk):
    ok(awk('BEGIN { a["b"]; a["a"]; a[10]; a[9]; n = asorti(a); print n, a[1], a[2], a[3], a[4] }'), "4 10 9 a b\n")


def test_asorti_dest(awk):
    ok(awk('BEGIN { s["z"] = 1; s["y"] = 2; n = asorti(s, d); print n, d[1], d[2], s["z"], typeof(d[1]) }'),
       "2 y z 1 string\n")


def test_asorti_numeric_string_values(awk):
    ok(awk('BEGIN { s[5] = 1; asorti(s, d); print typeof(d[1]) }'), "strnum\n")


def test_asort_args_not_names(awk):
    fatal(awk("BEGIN { asort(1) }"), "asort: arguments must be array names at source line 1")


def test_asorti_args_not_names(awk):
    fatal(awk('BEGIN { a[1]; asorti(a, "x") }'), "asorti: arguments must be array names at source line 1")


def test_asort_scalar_fatal(awk):
    fatal(awk("BEGIN { x = 1; asort(x) }"), "can't use scalar x as array")


def test_asort_empty(awk):
    ok(awk("BEGIN { n = asort(a); print n, length(a) }"), "0 0\n")
