"""Subexpression matches, match with an array, gensub."""


# ---- Subexpression matches ----


def test_groups_numbered(awk):
    assert awk("BEGIN { match(\"k=v\", /(([a-z])=)(.)/, m); print m[1], m[2], m[3] }") == "k= k v\n"


def test_groups_alternatives_left_first(awk):
    assert awk("BEGIN { match(\"abcd\", /(a|ab)(c|bcd)/, m); print m[1], m[2] }") == "a bcd\n"


def test_groups_greedy_first(awk):
    assert awk("BEGIN { match(\"aaa\", /(a*)(a*)/, m); print m[1] \"|\" m[2] \"|\" }") == "aaa||\n"


def test_groups_last_repetition(awk):
    assert awk("BEGIN { match(\"abab\", /(a|b)+/, m); print m[1], m[0] }") == "b abab\n"


def test_groups_not_taking_part(awk):
    assert awk("BEGIN { match(\"y\", /(x)|(y)/, m); print (1 in m), (2 in m), m[2] }") == "0 1 y\n"


def test_groups_whole_match_longest(awk):
    assert awk("BEGIN { match(\"xabcabc\", /(abc)+/, m); print m[0], m[1], m[1, \"start\"] }") == "abcabc abc 5\n"


# ---- match with an array ----


def test_match_array_positions(awk):
    assert awk("BEGIN { match(\"foo=bar\", /([a-z]+)=([a-z]+)/, m); print m[2, \"start\"], m[2, \"length\"], m[0, \"start\"], m[0, \"length\"] }") == "5 3 1 7\n"


def test_match_array_cleared_no_match(awk):
    assert awk("BEGIN { m[\"old\"]; r = match(\"abc\", /z/, m); print r, length(m) }") == "0 0\n"


def test_match_array_rstart(awk):
    assert awk("BEGIN { print match(\"xxab\", /a(b)/, m), RSTART, RLENGTH, m[1] }") == "3 3 2 b\n"


def test_match_array_count(awk):
    assert awk("BEGIN { match(\"ab\", /(a)(b)/, m); print length(m) }") == "9\n"


def test_match_array_subsep(awk):
    assert awk("BEGIN { SUBSEP = \":\"; match(\"q\", /q/, m); print m[\"0:start\"], m[\"0:length\"] }") == "1 1\n"


def test_match_array_not_name(fails):
    assert fails("BEGIN { match(\"a\", /a/, 3) }") == "awklet: match: third argument must be an array name at source line 1\n"


def test_match_array_empty_group(awk):
    assert awk("BEGIN { match(\"ab\", /a(x*)b/, m); print (1 in m), m[1, \"length\"], m[1, \"start\"] }") == "1 0 2\n"


# ---- gensub ----


def test_gensub_global(awk):
    assert awk("BEGIN { print gensub(/o/, \"0\", \"g\", \"foo boo\") }") == "f00 b00\n"


def test_gensub_nth(awk):
    assert awk("BEGIN { print gensub(/o/, \"0\", 3, \"foo boo\") }") == "foo b0o\n"


def test_gensub_below_one(awk):
    assert awk("BEGIN { print gensub(/o/, \"0\", 0, \"foo\"), gensub(/o/, \"0\", \"x\", \"foo\") }") == "f0o f0o\n"


def test_gensub_too_few_matches(awk):
    assert awk("BEGIN { print gensub(/o/, \"0\", 5, \"foo\") }") == "foo\n"


def test_gensub_groups(awk):
    assert awk("BEGIN { print gensub(/([a-z]+)=([a-z]+)/, \"\\\\2=\\\\1\", \"g\", \"a=b c=d\") }") == "b=a d=c\n"


def test_gensub_group_zero_and_amp(awk):
    assert awk("BEGIN { print gensub(/b+/, \"[\\\\0|&]\", \"G\", \"abbc\") }") == "a[bb|bb]c\n"


def test_gensub_escapes(awk):
    assert awk("BEGIN { print gensub(/a/, \"\\\\&-\\\\\\\\-\\\\q\", 1, \"cat\") }") == "c&-\\-\\qt\n"


def test_gensub_missing_group_empty(awk):
    assert awk("BEGIN { print gensub(/(x)|(y)/, \"[\\\\1\\\\2\\\\7]\", \"g\", \"xy\") }") == "[x][y]\n"


def test_gensub_target_unchanged(awk):
    assert awk("BEGIN { s = \"aaa\"; t = gensub(/a/, \"b\", \"g\", s); print s, t }") == "aaa bbb\n"


def test_gensub_default_record(awk):
    assert awk("{ print gensub(/[0-9]/, \"#\", \"g\"); print }", "a1b2\n") == "a#b#\na1b2\n"


def test_gensub_empty_matches(awk):
    assert awk("BEGIN { print gensub(/x*/, \"-\", \"g\", \"abc\") }") == "-a-b-c-\n"


def test_gensub_number_not_g(awk):
    assert awk("BEGIN { print gensub(/a/, \"b\", 2, \"aaa\") }") == "aba\n"


def test_gensub_numeric_string_how(awk):
    assert awk("{ print gensub(/a/, \"b\", $1, \"aaa\") }", "3\n") == "aab\n"


def test_gensub_arg_count(fails):
    assert fails("BEGIN { x = gensub(/a/, \"b\") }") == "awklet: wrong number of arguments to gensub at source line 1\n"
