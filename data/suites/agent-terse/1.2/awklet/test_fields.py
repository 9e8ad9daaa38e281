import pytest

from conftest import check_ok, check_fatal

FIELDS = '{ printf "%d", NF; for (i = 1; i <= NF; i++) printf "[%s]", $i; print "" }'


def fields_with(fs):
    return 'BEGIN { FS = "%s" } ' % fs + FIELDS


# ---------------------------------------------------------------- default splitting

def test_default_split(awk):
    check_ok(awk(FIELDS, "  a \t b\tc  \n"), "3[a][b][c]\n")


def test_default_only_blanks(awk):
    check_ok(awk(FIELDS, " \t  \n"), "0\n")


def test_default_cr_ff_not_blank(awk):
    check_ok(awk(FIELDS, " a\f b\r \n"), "2[a\f][b\r]\n")


def test_default_rebuild(awk):
    check_ok(awk("{ $2 = $2; print }", "  a   b  c \n"), "a b c\n")


def test_explicit_space_fs_is_default(awk):
    prog = 'BEGIN { FS = ":" } NR == 1 { FS = " " } ' + FIELDS
    check_ok(awk(prog, "a:b c\nd e  f:g\n"), "2[a][b c]\n3[d][e][f:g]\n")


def test_empty_record_no_fields(awk):
    check_ok(awk(FIELDS, "\n"), "0\n")


# ---------------------------------------------------------------- single char FS

@pytest.mark.parametrize("fs,rec,out", [
    (",", ",a,,b,", "5[][a][][b][]"),
    ("|", "a|b|c", "3[a][b][c]"),
    (".", "a.b", "2[a][b]"),
    ("^", "a^b", "2[a][b]"),
    ("*", "a*b", "2[a][b]"),
    ("[", "a[b", "2[a][b]"),
    (",", ",", "2[][]"),
    (",", "", "0"),
    ("\\t", "a b\tc", "2[a b][c]"),
    ("x", "a b x c", "2[a b ][ c]"),
])
def test_single_char_fs(awk, fs, rec, out):
    check_ok(awk(fields_with(fs), rec + "\n"), out + "\n")


def test_single_char_fs_case_sensitive_with_ignorecase(awk):
    prog = 'BEGIN { FS = "a"; IGNORECASE = 1 } ' + FIELDS
    check_ok(awk(prog, "AbA\n"), "1[AbA]\n")


def test_single_char_fs_newline_in_record(awk):
    prog = 'BEGIN { RS = ";"; FS = "," } ' + FIELDS
    check_ok(awk(prog, "a\nb,c"), "2[a\nb][c]\n")


def test_backslash_pipe_is_regex(awk):
    check_ok(awk(fields_with("\\\\|"), "a|b\n"), "2[a][b]\n")


def test_fs_change_applies_next_record(awk):
    check_ok(awk('{ FS = ":"; print $1 }', "a:b c\nd:e f\n"), "a:b\nd\n")


def test_fs_change_current_record_keeps_fields(awk):
    check_ok(awk('{ FS = ":"; print $1; print NF }', "a:b c\n"), "a:b\n2\n")


# ---------------------------------------------------------------- regex FS

@pytest.mark.parametrize("fs,rec,out", [
    ("[ ]+", " a b", "3[][a][b]"),
    ("[ ]+", "   ", "2[][]"),
    ("[ ]", " a  b ", "5[][a][][b][]"),
    ("^a", "abab", "2[][bab]"),
    ("a|ab", "xaby", "2[x][y]"),
    ("x*", "abc", "1[abc]"),
    ("x*", "axxb", "2[a][b]"),
    ("[0-9]+", "a1b22c", "3[a][b][c]"),
    ("ab", "1ab2ab", "3[1][2][]"),
    ("[,;]", "", "0"),
])
def test_regex_fs(awk, fs, rec, out):
    check_ok(awk(fields_with(fs), rec + "\n"), out + "\n")


def test_single_backslash_fs(awk):
    check_ok(awk(fields_with("\\\\"), "a\\b\\\\c\n"), "4[a][b][][c]\n")


def test_regex_fs_ignorecase(awk):
    prog = 'BEGIN { FS = "x+"; IGNORECASE = 1 } ' + FIELDS
    check_ok(awk(prog, "aXxb\n"), "2[a][b]\n")


def test_tab_space_regex_fs(awk):
    check_ok(awk(FIELDS, "a \tb\n", opts=["-F", "[ \\t]"]), "3[a][][b]\n")


# ---------------------------------------------------------------- empty FS

def test_empty_fs_bytes(awk):
    check_ok(awk(fields_with(""), "abc\n"), "3[a][b][c]\n")


def test_empty_fs_blanks_are_bytes(awk):
    check_ok(awk(fields_with(""), "a b\tc\n"), "5[a][ ][b][\t][c]\n")


def test_empty_fs_empty_record(awk):
    check_ok(awk(fields_with(""), "\n"), "0\n")


def test_empty_fs_numeric_fields(awk):
    check_ok(awk('BEGIN { FS = "" } { print ($1 < $2) }', "910\n"), "0\n")


def test_empty_fs_rebuild(awk):
    check_ok(awk('BEGIN { FS = "" } { $2 = "X"; print }', "abc\n"), "a X c\n")


def test_empty_fs_split_default(awk):
    check_ok(awk('BEGIN { FS = ""; n = split("xyz", a); print n, a[1], a[3] }'), "3 x z\n")


# ---------------------------------------------------------------- field references

def test_dollar_nf_forms(awk):
    check_ok(awk("{ print $NF; print $NF-1; print $(NF-1) }", "a b 5\n"), "5\n4\nb\n")


def test_field_postincrement(awk):
    check_ok(awk("{ i = 1; print $i++; print $1, i }", "5 x\n"), "5\n6 1\n")


def test_field_preincrement_index(awk):
    check_ok(awk("{ i = 0; print $++i; print i }", "a b\n"), "a\n1\n")


def test_negated_field(awk):
    check_ok(awk("{ print -$1 }", "3 x\n"), "-3\n")


@pytest.mark.parametrize("ref,out", [
    ('$"2"', "b"),
    ('$"x"', "a b c"),
    ("$(1.9)", "a"),
    ("$1e0", "a"),
    ("$0.9", "a b c"),
    ("$-0.5", "a b c"),
    ("$-0", "a b c"),
    ("$(NF)", "c"),
    ("$(1+1)", "b"),
])
def test_field_number_conversion(awk, ref, out):
    check_ok(awk("{ print %s }" % ref, "a b c\n"), out + "\n")


def test_field_beyond_nf(awk):
    check_ok(awk('{ x = $5; print "[" x "]", NF }', "a b\n"), "[] 2\n")


def test_field_100000_allowed(awk):
    check_ok(awk('{ print "[" $100000 "]", NF }', "a b\n"), "[] 2\n")


def test_negative_field_fatal(awk):
    check_fatal(awk('{ print "x"; print $-1 }', "a\n"), "attempt to access field -1", "x\n")


def test_negative_field_truncated(awk):
    check_fatal(awk("{ print $(-2.7) }", "a\n"), "attempt to access field -2")


def test_field_too_large(awk):
    check_fatal(awk("{ print $100001 }", "a\n"), "field index 100001 too large")


def test_field_nan(awk):
    check_fatal(awk("{ print $(log(-1)) }", "a\n"), "attempt to access field nan")


def test_fields_are_numeric_strings(awk):
    check_ok(awk("{ print \"\" ($1 < $2), typeof($1), typeof($3) }", "10 9 abc\n"), "0 strnum string\n")


# ---------------------------------------------------------------- assigning fields

def test_assign_field(awk):
    check_ok(awk('{ $2 = "X"; print; print NF }', "a b c\n"), "a X c\n3\n")


def test_assign_past_nf(awk):
    check_ok(awk('BEGIN { OFS = "-" } { $(NF+2) = "e"; print; print NF }', "a b\n"), "a-b--e\n4\n")


def test_assign_empty_past_nf(awk):
    check_ok(awk('BEGIN { OFS = "," } { $5 = ""; print NF; print }', "a b\n"), "5\na,b,,,\n")


def test_assign_empty_existing_keeps_nf(awk):
    check_ok(awk('{ $2 = ""; print NF; print }', "a b c\n"), "3\na  c\n")


def test_assigned_field_with_fs_stays_one(awk):
    check_ok(awk('{ $1 = "x y"; print NF; $0 = $0; print NF }', "a b\n"), "2\n3\n")


def test_field_number_convfmt_ofmt(awk):
    prog = 'BEGIN { CONVFMT = "%.2f"; OFMT = "%.4f" } { $1 = 3.14159; print $0; print $1; print typeof($1) }'
    check_ok(awk(prog, "a b\n"), "3.14 b\n3.1416\nnumber\n")


def test_field_integral_number(awk):
    check_ok(awk("{ $1 = 2.0; $2 = 1e6; print }", "a b\n"), "2 1000000\n")


def test_field_assigned_uninit_is_string(awk):
    check_ok(awk("{ $1 = u; print typeof($1), NF }", "a b\n"), "string 2\n")


def test_field_compound_assignment_rebuilds(awk):
    check_ok(awk('BEGIN { OFS = ":" } { $2 += 1; print }', "a 5 c\n"), "a:6:c\n")


def test_field_increment_rebuilds(awk):
    check_ok(awk("{ $2++; print }", "a 1.5 c\n"), "a 2.5 c\n")


def test_ofs_read_at_rebuild(awk):
    check_ok(awk('{ $1 = $1; OFS = "-"; print; print $1, $2 }', "a b\n"), "a b\na-b\n")


def test_field_assignment_with_assignment_index(awk):
    check_ok(awk('{ $(i = 2) = "Z"; print; print i }', "a b c\n"), "a Z c\n2\n")


def test_chained_field_assignment(awk):
    check_ok(awk('{ $1 = $2 = "q"; print }', "a b\n"), "q q\n")


# ---------------------------------------------------------------- NF

def test_nf_decrease(awk):
    check_ok(awk("{ NF = 2; print; print $3 \"|\" }", "a b c d\n"), "a b\n|\n")


def test_nf_increase(awk):
    check_ok(awk('BEGIN { OFS = "-" } { NF = 5; print }', "a b\n"), "a-b---\n")


def test_nf_same_rebuilds(awk):
    check_ok(awk('BEGIN { OFS = "-" } { NF = NF; print }', "a   b\n"), "a-b\n")


def test_nf_truncated(awk):
    check_ok(awk("{ NF = 2.7; print NF; print }", "a b c\n"), "2\na b\n")


def test_nf_string_value(awk):
    check_ok(awk('{ NF = "2x"; print }', "a b c\n"), "a b\n")


def test_nf_decrement_assign(awk):
    check_ok(awk("{ NF -= 2; print }", "a b c d\n"), "a b\n")


def test_nf_zero_then_field(awk):
    check_ok(awk('{ NF = 0; print "[" $0 "]"; $3 = "z"; print "[" $0 "]" }', "a b\n"), "[]\n[  z]\n")


def test_nf_negative_fatal(awk):
    check_fatal(awk('{ print "x"; NF = -0.5 }', "a\n"), "NF set to negative value", "x\n")


def test_nf_too_large_fatal(awk):
    check_fatal(awk("{ NF = 100001 }", "a\n"), "NF set to a value too large")


def test_nf_100000_allowed(awk):
    check_ok(awk("{ NF = 100000; print NF, length($0) }", "a\n"), "100000 100000\n")


def test_nf_in_begin(awk):
    check_ok(awk('BEGIN { NF = 2; print "[" $0 "]" }'), "[ ]\n")


def test_nf_increment_in_begin(awk):
    check_ok(awk("BEGIN { NF++; print NF }"), "1\n")


# ---------------------------------------------------------------- assigning $0

def test_assign_record_numeric_strings(awk):
    check_ok(awk('BEGIN { $0 = " 12 "; print "" ($0 == 12), ($1 == 12), NF }'), "1 1 1\n")


def test_assign_record_number_convfmt(awk):
    check_ok(awk('BEGIN { CONVFMT = "%.2f"; $0 = 3.14159; print; $0 = 5.0; print }'), "3.14\n5\n")


def test_assign_record_from_field(awk):
    check_ok(awk("{ $0 = $2; print; print NF }", "a b c\n"), "b\n1\n")


def test_assign_record_replaces_field_assignments(awk):
    check_ok(awk('{ $1 = "X"; $0 = "p q"; print; print $1 }', "a b\n"), "p q\np\n")


def test_assign_record_nr_unchanged(awk):
    check_ok(awk('{ $0 = "x y z"; print NR, FNR, NF }', "a\n"), "1 1 3\n")


def test_fs_change_after_record_assignment(awk):
    check_ok(awk('{ $0 = "a:b"; FS = ":"; print NF }', "x\n"), "1\n")


def test_fs_change_before_record_assignment(awk):
    check_ok(awk('{ FS = ":"; $0 = "a:b"; print NF }', "x\n"), "2\n")


def test_assign_record_in_begin(awk):
    check_ok(awk('BEGIN { $0 = "x y"; print NF, $2 }'), "2 y\n")


def test_assign_record_in_end(awk):
    check_ok(awk('END { print $1; $0 = "p q r"; print NF, $3 }', "a b\n"), "a\n3 r\n")


def test_record_string_value(awk):
    check_ok(awk('BEGIN { $0 = "a  b"; print; print length($0) }'), "a  b\n4\n")
