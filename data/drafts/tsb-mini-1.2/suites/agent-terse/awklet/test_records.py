import pytest

from conftest import awk, out, write, fatal


def test_last_line_without_newline():
    assert out('{ print NR ":" $0 }', stdin="a\nb") == "1:a\n2:b\n"


def test_empty_input_no_records():
    assert out('{ print "x" } END { print NR }', stdin="") == "0\n"


def test_carriage_return_kept():
    r = awk('{ print length($0) }', stdin="ab\r\n")
    assert r.out == "3\n"


def test_rs_single_char():
    assert out('BEGIN { RS = ";" } { print NR ":" $0 }', stdin="a;b;c") == "1:a\n2:b\n3:c\n"


def test_rs_trailing_separator():
    assert out('BEGIN { RS = ";" } { print NR ":" $0 }', stdin="a;b;") == "1:a\n2:b\n"


def test_rs_adjacent_separators_empty_record():
    assert out('BEGIN { RS = ";" } { print NR ":" $0 }', stdin="a;;b") == "1:a\n2:\n3:b\n"


def test_rs_case_sensitive():
    assert out('BEGIN { RS = "x" } { print $0 }', stdin="aXbxc") == "aXb\nc\n"


def test_rs_newline_part_of_record():
    assert out('BEGIN { RS = ";" } { print NF }', stdin="a b\nc;d") == "3\n1\n"


def test_rs_change_takes_effect_next_record():
    r = out('NR == 1 { RS = ";" } { print "<" $0 ">" }', stdin="a;b\nc;d")
    assert r == "<a;b>\n<c>\n<d>\n"


def test_rs_special_char_literal():
    assert out('BEGIN { RS = "." } { print $0 }', stdin="a.b") == "a\nb\n"


# ---- paragraph mode ----

def test_paragraph_mode_records():
    r = out('BEGIN { RS = "" } { print NR ":" $0 "|" }', stdin="\n\na b\nc\n\n\n\nd\n\n")
    assert r == "1:a b\nc|\n2:d|\n"


def test_paragraph_mode_fields_default_fs():
    assert out('BEGIN { RS = "" } { print NF, $3 }', stdin="a b\nc\n\nd\n") == "3 c\n1 \n"


def test_paragraph_mode_newline_separates_fields():
    assert out('BEGIN { RS = ""; FS = ":" } { print NF; print $1; print $2; print $3 }',
               stdin="a:b\nc\n") == "3\na\nb\nc\n"


def test_paragraph_mode_space_line_not_empty():
    assert out('BEGIN { RS = "" } { print NR }', stdin="a\n  \nb\n") == "1\n"


def test_paragraph_mode_rt():
    r = out('BEGIN { RS = "" } { printf "[%s]", RT } END { print "" }', stdin="a\n\n\nb\n")
    assert r == "[\n\n\n][\n]\n"


def test_paragraph_mode_rt_no_trailing_newline():
    r = out('BEGIN { RS = "" } { printf "[%s]", RT } END { print "" }', stdin="a\n\nb")
    assert r == "[\n\n][]\n"


# ---- regex RS ----

def test_regex_rs():
    r = out('BEGIN { RS = "[0-9]+" } { print $0 "|" RT }', stdin="a12b3c")
    assert r == "a|12\nb|3\nc|\n"


def test_regex_rs_match_at_end():
    assert out('BEGIN { RS = "[0-9]+" } { print $0 }', stdin="a1b22") == "a\nb\n"


def test_regex_rs_leading_not_skipped():
    assert out('BEGIN { RS = "\\n\\n+" } { print NR ":" $0 }', stdin="\n\na\n\n\nb") == "1:\n2:a\n3:b\n"


def test_regex_rs_fields_no_newline_rule():
    assert out('BEGIN { RS = "\\n\\n+"; FS = ":" } { print NF }', stdin="a:b\nc\n\nd") == "2\n1\n"


def test_regex_rs_longest():
    assert out('BEGIN { RS = "ab|abc" } { print $0 }', stdin="xabcy") == "x\ny\n"


# ---- RT ----

def test_rt_default():
    assert out('{ printf "[%s]", RT } END { print "" }', stdin="a\nb") == "[\n][]\n"


def test_rt_single_char():
    assert out('BEGIN { RS = ";" } { printf "[%s]", RT } END { print "" }', stdin="a;b") == "[;][]\n"


def test_rt_getline_from_file():
    write("f", "x-y")
    assert out('BEGIN { RS = "-+"; getline v < "f"; print v, RT }') == "x -\n"


# ---- default FS ----

def test_default_fs_blanks():
    assert out('{ print NF; print $1 "|" $2 }', stdin="  a \t b  \n") == "2\na|b\n"


def test_default_fs_only_blanks():
    assert out('{ print NF }', stdin=" \t \n") == "0\n"


def test_default_fs_cr_not_blank():
    assert out('{ print NF }', stdin="a\rb c\n") == "2\n"


def test_fs_change_next_record():
    assert out('{ FS = ","; print $1 }', stdin="a,b c\nd,e f\n") == "a,b\nd\n"


# ---- single char FS ----

def test_single_char_fs_literal_pipe():
    assert out('BEGIN { FS = "|" } { print NF; print $3 "|" $5 }', stdin="a|b||c|\n") == "5\n|\n"


def test_single_char_fs_dot():
    assert out('BEGIN { FS = "." } { print NF, $2 }', stdin="a.b\n") == "2 b\n"


def test_single_char_fs_leading():
    assert out('BEGIN { FS = ":" } { print NF, "[" $1 "]" }', stdin=":a\n") == "2 []\n"


def test_single_char_fs_empty_record():
    assert out('BEGIN { FS = ":" } { print NF }', stdin="\n") == "0\n"


def test_fs_tab():
    assert out('BEGIN { FS = "\\t" } { print $2 }', stdin="a b\tc d\n") == "c d\n"


def test_fs_space_char_class_bracket():
    assert out('BEGIN { FS = "[ ]" } { print NF }', stdin="a  b\n") == "3\n"


# ---- regex FS ----

def test_regex_fs_leading_empty():
    assert out('BEGIN { FS = "[ ]+" } { print NF, "[" $1 "]", $2 }', stdin=" a b\n") == "3 [] a\n"


def test_regex_fs_runs():
    assert out('BEGIN { FS = ",+" } { print NF, $2 }', stdin="a,,b\n") == "2 b\n"


def test_regex_fs_empty_matches_ignored():
    assert out('BEGIN { FS = "x*" } { print NF, $1, $2 }', stdin="abxxc\n") == "2 ab c\n"


def test_regex_fs_empty_record():
    assert out('BEGIN { FS = ",+" } { print NF }', stdin="\n") == "0\n"


def test_regex_fs_trailing():
    assert out('BEGIN { FS = ", *" } { print NF }', stdin="a, b, \n") == "3\n"


def test_backslash_fs():
    assert out('BEGIN { FS = "\\\\" } { print NF, $2 }', stdin="a\\b\n") == "2 b\n"


def test_empty_fs_bytes():
    assert out('BEGIN { FS = "" } { print NF, $1, $3 }', stdin="abc\n") == "3 a c\n"


# ---- field references ----

def test_field_beyond_nf():
    assert out('{ x = $5; print NF, "[" x "]" }', stdin="a b\n") == "2 []\n"


def test_dollar_nf():
    assert out('{ print $NF }', stdin="a b c\n") == "c\n"


def test_dollar_nf_minus_one():
    assert out('{ print $NF-1; print $(NF-1) }', stdin="a b 5\n") == "4\nb\n"


def test_field_postincrement():
    assert out('{ i = 1; $i++; print $0, i }', stdin="5 7\n") == "6 7 1\n"


def test_field_preincrement_index():
    assert out('{ i = 0; print $++i, i }', stdin="5 7\n") == "5 1\n"


def test_field_expr_truncated():
    assert out('{ print $1.9 }', stdin="a b\n") == "a\n"


def test_field_minus_half_is_record():
    assert out('{ print $-0.5 }', stdin="a b\n") == "a b\n"


def test_negative_field_fatal():
    fatal('{ print "x"; print $-1 }', "attempt to access field -1", stdin="a\n", stdout="x\n")


def test_negative_field_truncated():
    fatal('{ x = $(-2.7) }', "attempt to access field -2", stdin="a\n")


def test_nan_field_fatal():
    fatal('{ x = $(log(-1)) }', "attempt to access field nan", stdin="a\n")


def test_field_too_large():
    fatal('{ x = $100001 }', "field index 100001 too large", stdin="a\n")


def test_field_100000_ok():
    assert out('{ x = $100000; print NF }', stdin="a\n") == "1\n"


def test_fields_numeric_strings():
    assert out('{ print ($1 < $2) }', stdin="10 9\n") == "0\n"


# ---- assigning fields ----

def test_assign_field_rebuilds():
    assert out('{ $2 = "X"; print; print NF }', stdin="a b c\n") == "a X c\n3\n"


def test_assign_field_beyond_nf():
    assert out('{ $5 = "e"; print; print NF }', stdin="a b c\n") == "a b c  e\n5\n"


def test_assign_field_uses_ofs():
    assert out('BEGIN { OFS = "-" } { $1 = $1; print }', stdin="a  b   c\n") == "a-b-c\n"


def test_assign_field_ofs_at_time():
    assert out('{ $1 = $1; OFS = "-"; print; print $1, $2 }', stdin="a b\n") == "a b\na-b\n"


def test_assign_field_number_convfmt_ofmt():
    prog = 'BEGIN { CONVFMT = "%.2f"; OFMT = "%.3f" } { $2 = 3.14159265; print; print $2 }'
    assert out(prog, stdin="a b c\n") == "a 3.14 c\n3.142\n"


def test_assign_field_integral_number():
    assert out('{ $2 = 7.0; print }', stdin="a b c\n") == "a 7 c\n"


def test_assign_field_uninitialized():
    assert out('{ $2 = u; print; print length($2) }', stdin="a b c\n") == "a  c\n0\n"


def test_field_compound_assign():
    assert out('{ $2 += 5; print }', stdin="a 1 c\n") == "a 6 c\n"


def test_field_assign_dollar0_then_fields():
    assert out('{ $3 = "z"; print NF, $0 }', stdin="a\n") == "3 a  z\n"


# ---- NF ----

def test_nf_decrease():
    assert out('{ NF = 2; print }', stdin="a b c d\n") == "a b\n"


def test_nf_increase():
    assert out('BEGIN { OFS = "-" } { NF = 5; print }', stdin="a b c\n") == "a-b-c--\n"


def test_nf_same_rebuilds():
    assert out('BEGIN { OFS = ":" } { NF = NF; print }', stdin="a   b\n") == "a:b\n"


def test_nf_truncated():
    assert out('{ NF = 2.9; print; print NF }', stdin="a b c\n") == "a b\n2\n"


def test_nf_negative():
    fatal('{ NF = -1 }', "NF set to negative value", stdin="a\n")


def test_nf_too_large():
    fatal('{ NF = 100001 }', "NF set to a value too large", stdin="a\n")


def test_nf_then_field_access():
    assert out('{ NF = 1; print "[" $2 "]" }', stdin="a b\n") == "[]\n"


# ---- $0 ----

def test_assign_record_resplits():
    assert out('{ $0 = "x y z w"; print NF, $4 }', stdin="a\n") == "4 w\n"


def test_assign_record_nr_unchanged():
    assert out('{ $0 = "q"; print NR, FNR }', stdin="a\nb\n") == "1 1\n2 2\n"


def test_assign_record_uses_current_fs():
    assert out('{ FS = ","; $0 = "a,b c"; print $1 }', stdin="x\n") == "a\n"


def test_assign_record_number():
    assert out('BEGIN { $0 = 2 + 3; print $1, NF }') == "5 1\n"


def test_assign_record_in_begin():
    assert out('BEGIN { $0 = "a b c"; print NF; $2 = "X"; print }') == "3\na X c\n"


# ---- FIELDWIDTHS ----

def test_fieldwidths_basic():
    prog = 'BEGIN { FIELDWIDTHS = "3 4 2" } { print NF; print $1 "|" $2 "|" $3 }'
    assert out(prog, stdin="abcdefghijkl\n") == "3\nabc|defg|hi\n"


def test_fieldwidths_short_record():
    prog = 'BEGIN { FIELDWIDTHS = "3 4 2" } { print NF, $1, $2 }'
    assert out(prog, stdin="abcde\n") == "2 abc de\n"


def test_fieldwidths_shorter_than_first():
    assert out('BEGIN { FIELDWIDTHS = "3 4" } { print NF, $1 }', stdin="ab\n") == "1 ab\n"


def test_fieldwidths_blanks_ordinary():
    assert out('BEGIN { FIELDWIDTHS = "2 2" } { print "[" $1 "][" $2 "]" }', stdin=" a b\n") == "[ a][ b]\n"


def test_fieldwidths_invalid():
    fatal('BEGIN { FIELDWIDTHS = "3 x" }', "invalid FIELDWIDTHS value: 3 x")


def test_fieldwidths_zero_invalid():
    fatal('BEGIN { FIELDWIDTHS = "0 2" }', "invalid FIELDWIDTHS value: 0 2")


def test_fieldwidths_off_by_fs():
    prog = 'BEGIN { FIELDWIDTHS = "1 1"; FS = " " } { print NF, $1 }'
    assert out(prog, stdin="abc def\n") == "2 abc\n"


def test_fieldwidths_field_assign():
    prog = 'BEGIN { FIELDWIDTHS = "2 2"; OFS = "-" } { $1 = "X"; print }'
    assert out(prog, stdin="abcd\n") == "X-cd\n"


def test_fieldwidths_next_record():
    prog = 'NR == 1 { FIELDWIDTHS = "1 1" } { print $1 }'
    assert out(prog, stdin="ab cd\nef gh\n") == "ab\ne\n"


# ---- FPAT ----

def test_fpat_csv():
    prog = 'BEGIN { FPAT = "[^,]+|\\"[^\\"]*\\"" } { print NF; print $1; print $2; print $3 }'
    assert out(prog, stdin='a,"b,c",d\n') == '3\na\n"b,c"\nd\n'


def test_fpat_digits():
    assert out('BEGIN { FPAT = "[0-9]+" } { print NF, $1, $2 }', stdin="ab12cd345e\n") == "2 12 345\n"


def test_fpat_empty_matches_skipped():
    assert out('BEGIN { FPAT = "[0-9]*" } { print NF, $2 }', stdin="a1b22\n") == "2 22\n"


def test_fpat_off_by_fs():
    assert out('BEGIN { FPAT = "[0-9]+"; FS = "," } { print NF, $1 }', stdin="1a,2\n") == "2 1a\n"


def test_fpat_ignorecase():
    assert out('BEGIN { FPAT = "[a-c]+"; IGNORECASE = 1 } { print NF, $1 }', stdin="xABCx\n") == "1 ABC\n"


def test_split_not_using_fpat():
    assert out('BEGIN { FPAT = "[0-9]+"; n = split("a b", x); print n }') == "2\n"
