"""Field splitting, field references, assigning fields, NF and $0."""
import pytest

from conftest import awk, out, fatal, ev

SHOW = '{ printf "%d", NF; for (i = 1; i <= NF; i++) printf "[%s]", $i; print "" }'


def fields(data, begin="", opts=()):
    prog = ("BEGIN { %s } " % begin if begin else "") + SHOW
    return out(prog, stdin=data, opts=opts)


# ---------- default splitting ----------

def test_default_split_runs_of_blanks():
    assert fields("  a \t b   c  \n") == "3[a][b][c]\n"


def test_default_split_only_blanks_no_fields():
    assert fields(" \t \n") == "0\n"


def test_default_split_cr_and_ff_are_not_blanks():
    assert fields(" a\f b\r \n") == "2[a\f][b\r]\n"


def test_default_split_newline_is_blank_with_other_RS():
    assert fields("a\nb;", begin='RS = ";"') == "2[a][b]\n"


def test_explicit_space_FS_after_other_FS():
    prog = 'BEGIN { FS = ":" } NR == 1 { FS = " " } { print NF }'
    assert out(prog, stdin="a:b c\nd  e:f g\n") == "2\n3\n"


def test_rebuild_loses_original_blanks():
    assert out("{ $2 = $2; print }", stdin="  a   b  \n") == "a b\n"


def test_empty_record_no_fields():
    assert fields("\n") == "0\n"


# ---------- single character FS ----------

def test_single_char_FS_basic():
    assert fields("a:b:c\n", begin='FS = ":"') == "3[a][b][c]\n"


def test_single_char_FS_empty_fields():
    assert fields(",a,,b,\n", begin='FS = ","') == "5[][a][][b][]\n"


def test_single_char_FS_record_only_separator():
    assert fields(",\n", begin='FS = ","') == "2[][]\n"


def test_single_char_FS_empty_record():
    assert fields("\n", begin='FS = ","') == "0\n"


@pytest.mark.parametrize("ch", ["|", ".", "^", "*", "[", "$", "+", "?", "("])
def test_single_char_FS_regex_specials_literal(ch):
    assert fields("a%sb%sc\n" % (ch, ch), begin='FS = "%s"' % ch) == "3[a][b][c]\n"


def test_single_char_FS_tab():
    assert fields("a b\tc\n", begin='FS = "\\t"') == "2[a b][c]\n"


def test_single_char_FS_case_sensitive_even_with_IGNORECASE():
    assert fields("AbA\n", begin='FS = "a"; IGNORECASE = 1') == "1[AbA]\n"


def test_single_char_FS_newline_ordinary_with_other_RS():
    assert fields("a\n,b;", begin='RS = ";"; FS = ","') == "2[a\n][b]\n"


def test_two_char_backslash_pipe_is_regex_for_pipe():
    assert fields("a|b|c\n", begin='FS = "\\\\|"') == "3[a][b][c]\n"


def test_FS_change_applies_from_next_record():
    prog = '{ FS = ":"; print $1 }'
    assert out(prog, stdin="a:b c\nd:e f\n") == "a:b\nd\n"


def test_F_option_single_char():
    assert fields("1|2\n", opts=["-F", "|"]) == "2[1][2]\n"


# ---------- regular expression FS ----------

def test_regex_FS_leading_separator_empty_field():
    assert fields(" a b\n", begin='FS = "[ ]+"') == "3[][a][b]\n"


def test_regex_FS_only_separator_two_empty_fields():
    assert fields("   \n", begin='FS = "[ ]+"') == "2[][]\n"


def test_regex_FS_each_single_space():
    assert fields(" a  b \n", begin='FS = "[ ]"') == "5[][a][][b][]\n"


def test_regex_FS_caret_only_at_record_start():
    assert fields("abab\n", begin='FS = "^a"') == "2[][bab]\n"


def test_regex_FS_longest_alternative():
    assert fields("xaby\n", begin='FS = "a|ab"') == "2[x][y]\n"


def test_regex_FS_single_backslash():
    assert fields("a\\b\\\\c\n", begin='FS = "\\\\"') == "4[a][b][][c]\n"


def test_regex_FS_empty_matches_never_separate():
    assert fields("abc\n", begin='FS = "x*"') == "1[abc]\n"


def test_regex_FS_empty_record_no_fields():
    assert fields("\n", begin='FS = "[,;]"') == "0\n"


def test_regex_FS_multi_char_literal():
    assert fields("a::b:c\n", begin='FS = "::"') == "2[a][b:c]\n"


def test_regex_FS_IGNORECASE():
    assert fields("1X2x3\n", begin='FS = "x+"; IGNORECASE = 1') == "3[1][2][3]\n"


def test_regex_FS_from_F_option():
    assert fields("a1b22c\n", opts=["-F", "[0-9]+"]) == "3[a][b][c]\n"


# ---------- empty FS ----------

def test_empty_FS_each_byte():
    assert fields("abc\n", begin='FS = ""') == "3[a][b][c]\n"


def test_empty_FS_blanks_are_bytes():
    assert fields("a b\tc\n", begin='FS = ""') == "5[a][ ][b][\t][c]\n"


def test_empty_FS_empty_record():
    assert fields("\n", begin='FS = ""') == "0\n"


def test_empty_FS_fields_numeric_strings():
    assert out('BEGIN { FS = "" } { print ($1 < $2) }', stdin="910\n") == "0\n"


def test_empty_FS_assign_rebuilds_with_OFS():
    assert out('BEGIN { FS = "" } { $2 = "X"; print }', stdin="abc\n") == "a X c\n"


def test_empty_FS_split_without_third_argument():
    assert ev('split("xyz", a) " " a[1] a[3]', pre='FS = ""') == "3 xz"


# ---------- field references ----------

def test_NF_last_field_and_arithmetic():
    assert out("{ print $NF; print $NF-1; print $(NF-1) }", stdin="a b 5\n") == "5\n4\nb\n"


def test_field_postincrement_increments_field():
    assert out("{ i = 1; print $i++; print $1, i }", stdin="5 x\n") == "5\n6 1\n"


def test_field_preincrement_of_index():
    assert out("{ i = 1; print $++i; print i }", stdin="a b c\n") == "b\n2\n"


@pytest.mark.parametrize("ref,expected", [
    ('$"2"', "b"),
    ('$"x"', "a b c"),
    ("$(1.9)", "a"),
    ("$1e0", "a"),
    ("$0.9", "a b c"),
    ("$-0.5", "a b c"),
    ("$-0", "a b c"),
    ("$(NF)", "c"),
    ('$"3abc"', "c"),
])
def test_field_number_conversion(ref, expected):
    assert out("{ print %s }" % ref, stdin="a b c\n") == expected + "\n"


def test_negated_field():
    assert out("{ print -$1 }", stdin="4\n") == "-4\n"


def test_field_beyond_NF_is_empty_and_does_not_change_NF():
    assert out('{ x = $5; print "[" x "]", NF, length($0) }', stdin="a b\n") == "[] 2 3\n"


def test_negative_field_fatal():
    r = awk('{ print "ok"; print $(-1) }', stdin="a\n")
    fatal(r, "attempt to access field -1", stdout="ok\n")


def test_negative_field_truncated_number():
    r = awk("{ x = $(-2.5) }", stdin="a\n")
    fatal(r, "attempt to access field -2")


def test_nan_field_number():
    r = awk('{ x = $(log(-1)) }', stdin="a\n")
    fatal(r, "attempt to access field nan")


def test_field_100000_allowed():
    assert out('{ print "[" $100000 "]", NF }', stdin="a\n") == "[] 1\n"


def test_field_100001_fatal():
    r = awk("{ x = $100001 }", stdin="a\n")
    fatal(r, "field index 100001 too large")


def test_assign_negative_field_fatal():
    r = awk('BEGIN { $(-3) = "x" }')
    fatal(r, "attempt to access field -3")


def test_fields_are_numeric_strings():
    assert out("{ print ($1 < $2), typeof($1), typeof($3) }", stdin="10 9 abc\n") == "0 strnum string\n"


# ---------- assigning fields ----------

def test_assign_existing_field_rebuilds():
    assert out('{ $2 = "X"; print; print NF }', stdin="a b c\n") == "a X c\n3\n"


def test_assign_past_NF_adds_empty_fields():
    assert out('{ $5 = "e"; print; print NF }', stdin="a b\n") == "a b   e\n5\n"


def test_assign_past_NF_with_OFS():
    assert out('BEGIN { OFS = "-" } { $(NF + 2) = "e"; print }', stdin="a b\n") == "a-b--e\n"


def test_assign_empty_past_NF_raises_NF():
    assert out('{ $4 = ""; print NF; print $0 "|" }', stdin="a b\n") == "4\na b  |\n"


def test_assign_empty_to_existing_field_keeps_NF():
    assert out('{ $2 = ""; print NF; print $0 "|" }', stdin="a b c\n") == "3\na  c|\n"


def test_assigned_value_with_FS_stays_one_field():
    assert out('{ $1 = "x y"; print NF; $0 = $0; print NF }', stdin="a b\n") == "2\n3\n"


def test_field_assigned_number_CONVFMT_vs_OFMT():
    prog = '{ CONVFMT = "%.2f"; OFMT = "%.4f"; $1 = 3.14159; print $0; print $1 }'
    assert out(prog, stdin="x\n") == "3.14\n3.1416\n"


def test_field_assigned_integral_number():
    assert out("{ $1 = 2.0; print }", stdin="x y\n") == "2 y\n"


def test_field_assigned_number_typeof():
    assert out("{ $1 = 5; print typeof($1) }", stdin="x\n") == "number\n"


def test_field_assigned_uninitialized_is_string():
    assert out("{ $1 = u; print typeof($1), length($1) }", stdin="x y\n") == "string 0\n"


def test_compound_assignment_field_rebuilds():
    assert out("BEGIN { OFS = \"-\" } { $2 += 1; print }", stdin="a 1 c\n") == "a-2-c\n"


def test_field_increment_rebuilds():
    assert out("{ $2++; print }", stdin="a 1.5 c\n") == "a 2.5 c\n"


def test_field_increment_past_NF():
    assert out("{ $3++; print; print NF }", stdin="a\n") == "a  1\n3\n"


def test_OFS_read_at_rebuild_not_print():
    assert out('{ $1 = $1; OFS = "-"; print; print $1, $2 }', stdin="a b\n") == "a b\na-b\n"


def test_dollar1_equals_dollar1_rebuilds_with_OFS():
    assert out('BEGIN { OFS = ":" } { $1 = $1; print }', stdin="a  b   c\n") == "a:b:c\n"


# ---------- assigning NF ----------

def test_NF_decrease_drops_fields():
    assert out("{ NF = 2; print }", stdin="a b c d\n") == "a b\n"


def test_NF_increase_adds_empty_fields():
    assert out('{ NF = 4; print $0 "|" }', stdin="a b\n") == "a b  |\n"


def test_NF_same_value_rebuilds():
    assert out('BEGIN { OFS = "-" } { NF = NF; print }', stdin="a  b c\n") == "a-b-c\n"


def test_NF_truncated():
    assert out("{ NF = 2.9; print; print NF }", stdin="a b c d\n") == "a b\n2\n"


def test_NF_string_converted():
    assert out('{ NF = "2x"; print }', stdin="a b c\n") == "a b\n"


def test_NF_increment_and_minus_assign():
    assert out('BEGIN { OFS = "," } { NF++; print; NF -= 2; print }', stdin="a b c\n") == "a,b,c,\na,b\n"


def test_NF_zero_empties_record():
    assert out('{ NF = 0; print "[" $0 "]" }', stdin="a b\n") == "[]\n"


def test_NF_zero_then_assign_past():
    assert out('{ NF = 0; $3 = "z"; print "[" $0 "]" }', stdin="a b\n") == "[  z]\n"


def test_NF_negative_fatal():
    fatal(awk("{ NF = -1 }", stdin="a\n"), "NF set to negative value")


def test_NF_negative_fraction_fatal():
    fatal(awk("{ NF = -0.5 }", stdin="a\n"), "NF set to negative value")


def test_NF_too_large_fatal():
    fatal(awk("{ NF = 100001 }", stdin="a\n"), "NF set to a value too large")


def test_NF_100000_allowed():
    assert out("{ NF = 100000; print NF, length($0) }", stdin="a\n") == "100000 100000\n"


def test_NF_in_BEGIN():
    assert out('BEGIN { NF = 2; print "[" $0 "]" }') == "[ ]\n"


def test_NF_increment_in_BEGIN():
    assert out("BEGIN { NF++; print NF }") == "1\n"


# ---------- assigning $0 ----------

def test_assign_record_resplits():
    assert out('{ $0 = "x y z"; print NF, $2 }', stdin="a\n") == "3 y\n"


def test_assigned_record_numeric_strings():
    assert out('{ $0 = " 12 "; print ($0 == 12), ($1 == 12) }', stdin="a\n") == "1 1\n"


def test_assign_number_to_record():
    assert out('{ $0 = 3.0; print; $0 = 0.1 + 0.2; print }', stdin="a\n") == "3\n0.3\n"


def test_assign_record_keeps_NR_FNR():
    assert out('{ $0 = "q"; print NR, FNR }', stdin="a\nb\n") == "1 1\n2 2\n"


def test_assign_record_from_old_field():
    assert out("{ $0 = $2; print; print NF }", stdin="a b c\n") == "b\n1\n"


def test_assign_record_replaces_field_assignments():
    assert out('{ $5 = "x"; $0 = "p q"; print NF, $0 }', stdin="a\n") == "2 p q\n"


def test_FS_change_after_record_assignment_not_applied():
    assert out('{ $0 = "a:b"; FS = ":"; print NF }', stdin="x\n") == "1\n"


def test_FS_change_before_record_assignment_applied():
    assert out('{ FS = ":"; $0 = "a:b"; print NF }', stdin="x\n") == "2\n"


def test_assign_record_in_BEGIN():
    assert out('BEGIN { $0 = "x y z"; print NF, $2 }') == "3 y\n"


def test_assign_record_in_END():
    assert out('END { print $0; $0 = "p q r"; print NF }', stdin="last one\n") == "last one\n3\n"


def test_record_is_numeric_string():
    assert out("{ print ($0 < 9) }", stdin="10\n") == "0\n"
