from conftest import ok, fatal


# ---- records ----

def test_last_line_without_newline_is_record(awk):
    ok(awk("END { print NR, $0 }", input="a\nb"), "2 b\n")


def test_empty_input_no_records(awk):
    ok(awk("{ print \"x\" } END { print NR }", input=""), "0\n")


def test_empty_line_is_empty_record(awk):
    ok(awk('{ print NR ":" $0 ":" NF }', input="a\n\nb\n"), "1:a:1\n2::0\n3:b:1\n")


def test_carriage_return_kept(awk):
    ok(awk("{ print length($0) }", input="ab\r\n"), "3\n")


def test_rs_single_char(awk):
    ok(awk('BEGIN { RS = ";" } { print NR ":" $0 }', input="a;b;;c;"), "1:a\n2:b\n3:\n4:c\n")


def test_rs_single_char_newline_kept(awk):
    ok(awk('BEGIN { RS = ";" } { print "[" $0 "]" }', input="a;b\n"), "[a]\n[b\n]\n")


def test_rs_case_sensitive(awk):
    ok(awk('BEGIN { RS = "x" } { print $0 }', input="aXbxc"), "aXb\nc\n")


def test_rs_change_takes_effect_next_record(awk):
    ok(awk('NR == 1 { RS = ";" } { print $0 }', input="a;b\nc;d"), "a;b\nc\nd\n")


def test_rs_single_char_regex_special_literal(awk):
    ok(awk('BEGIN { RS = "." } { print $0 }', input="a.b.c"), "a\nb\nc\n")


def test_stdin_read_once_shared_with_getline(awk):
    ok(awk('BEGIN { getline line < "-"; print "got " line } { print "main " $0 }', input="1\n2\n3\n"),
       "got 1\nmain 2\nmain 3\n")


def test_dev_stdin_getline_shared(awk):
    ok(awk('NR == 1 { getline x < "/dev/stdin"; print "x=" x } { print $0 }', input="1\n2\n3\n"),
       "x=2\n1\n3\n")


# ---- paragraph mode ----

def test_paragraph_mode_records(awk):
    ok(awk('BEGIN { RS = "" } { print NR ": " $0 }', input="\n\na b\nc\n\n\n\nd\n\n"),
       "1: a b\nc\n2: d\n")


def test_paragraph_mode_nr_count(awk):
    ok(awk('BEGIN { RS = "" } END { print NR }', input="x\n\ny\n\n\nz\n"), "3\n")


def test_paragraph_mode_default_fs_newline(awk):
    ok(awk('BEGIN { RS = "" } { print NF, $3 }', input="a b\nc\n"), "3 c\n")


def test_paragraph_mode_fs_plus_newline(awk):
    ok(awk('BEGIN { RS = ""; FS = ":" } { print NF; print $2; print $3 }', input="a:b\nc\n"), "3\nb\nc\n")


def test_paragraph_mode_space_line_not_empty(awk):
    ok(awk('BEGIN { RS = "" } END { print NR }', input="a\n \nb\n"), "1\n")


def test_paragraph_mode_rt(awk):
    ok(awk('BEGIN { RS = "" } { print length(RT) }', input="a\n\n\nb\n"), "3\n1\n")


def test_paragraph_mode_rt_last_without_newline(awk):
    ok(awk('BEGIN { RS = "" } { print "[" RT "]" }', input="a\n\nb"), "[\n\n]\n[]\n")


# ---- regular expression RS ----

def test_regex_rs(awk):
    ok(awk('BEGIN { RS = "x+" } { print NR ":" $0 }', input="axxbxc"), "1:a\n2:b\n3:c\n")


def test_regex_rs_rt(awk):
    ok(awk('BEGIN { RS = "x+" } { print "[" RT "]" }', input="axxbxc"), "[xx]\n[x]\n[]\n")


def test_regex_rs_match_at_end_no_extra_record(awk):
    ok(awk('BEGIN { RS = "[0-9]+" } END { print NR }', input="a1b22"), "2\n")


def test_regex_rs_alternation(awk):
    ok(awk('BEGIN { RS = "ab|c" } { print $0 }', input="1ab2c3"), "1\n2\n3\n")


def test_regex_rs_not_paragraph_mode_leading(awk):
    ok(awk('BEGIN { RS = "\\n\\n+" } { print NR ":" $0 }', input="\n\na\n\n\nb"), "1:\n2:a\n3:b\n")


def test_regex_rs_not_paragraph_fields(awk):
    ok(awk('BEGIN { RS = "\\n\\n+"; FS = ":" } { print NF }', input="a:b\nc\n\nd"), "2\n1\n")


# ---- RT ----

def test_rt_default_newline(awk):
    ok(awk('{ printf "[%s]", RT }', input="a\nb"), "[\n][]")


def test_rt_single_char(awk):
    ok(awk('BEGIN { RS = ";" } { printf "<%s>", RT }', input="a;b"), "<;><>")


def test_rt_set_by_getline(awk):
    ok(awk('BEGIN { RS = "-+"; "printf \'a--b\'" | getline x; print x, RT }'), "a --\n")


def test_rt_unchanged_when_getline_fails(awk):
    ok(awk('{ r = getline; print r, "[" RT "]" }', input="a\n"), "0 [\n]\n")


# ---- default field splitting ----

def test_default_fs_runs_of_blanks(awk):
    ok(awk('{ print NF ":" $1 ":" $3 }', input="  a   b\t c  \n"), "3:a:c\n")


def test_default_fs_only_blanks(awk):
    ok(awk("{ print NF }", input=" \t \n"), "0\n")


def test_default_fs_cr_not_blank(awk):
    ok(awk("{ print NF }", input="a\rb c\n"), "2\n")


def test_default_fs_formfeed_not_blank(awk):
    ok(awk("{ print NF }", input="a\fb\n"), "1\n")


def test_fs_change_from_next_record(awk):
    ok(awk('{ FS = ":"; print $1 }', input="a:b c\nd:e f\n"), "a:b\nd\n")


def test_fs_set_in_begin(awk):
    ok(awk('BEGIN { FS = ":" } { print $2 }', input="a b:c d\n"), "c d\n")


# ---- single character FS ----

def test_fs_pipe_literal(awk):
    ok(awk('BEGIN { FS = "|" } { print $2 }', input="a|b|c\n"), "b\n")


def test_fs_dot_literal(awk):
    ok(awk('BEGIN { FS = "." } { print NF, $3 }', input="a.b.c\n"), "3 c\n")


def test_fs_empty_fields(awk):
    ok(awk('BEGIN { FS = "," } { print NF; print "[" $1 "]" "[" $3 "]" "[" $5 "]" }', input=",a,,b,\n"),
       "5\n[][][]\n")


def test_fs_single_char_empty_record(awk):
    ok(awk('BEGIN { FS = "," } { print NF }', input="\n"), "0\n")


def test_fs_tab(awk):
    ok(awk('BEGIN { FS = "\\t" } { print $1 "|" $2 }', input="a b\tc\n"), "a b|c\n")


def test_fs_single_char_case_sensitive(awk):
    ok(awk('BEGIN { FS = "x" } { print NF }', input="aXbxc\n"), "2\n")


def test_fs_single_backslash(awk):
    ok(awk("{ print $2 }", input="a\\b\\c\n", opts=["-F", "\\\\"]), "b\n")


# ---- regex FS ----

def test_fs_regex_leading_empty(awk):
    ok(awk('BEGIN { FS = "[ ]+" } { print NF ":" $1 ":" $2 }', input=" a b\n"), "3::a\n")


def test_fs_regex_trailing_empty(awk):
    ok(awk('BEGIN { FS = ", *" } { print NF }', input="a, b,  c, \n"), "4\n")


def test_fs_regex_empty_matches_ignored(awk):
    ok(awk('BEGIN { FS = "x*" } { print NF ":" $1 ":" $2 }', input="axxb\n"), "2:a:b\n")


def test_fs_regex_empty_record(awk):
    ok(awk('BEGIN { FS = "[,;]" } { print NF }', input="\n"), "0\n")


def test_fs_regex_longest(awk):
    ok(awk('BEGIN { FS = "ab|abc" } { print $2 }', input="1abc2\n"), "2\n")


def test_fs_space_bracket_single(awk):
    ok(awk('BEGIN { FS = "[ ]" } { print NF }', input="a  b\n"), "3\n")


# ---- empty FS ----

def test_empty_fs_each_byte(awk):
    ok(awk('BEGIN { FS = "" } { print NF, $1, $2, $3 }', input="abc\n"), "3 a b c\n")


# ---- field references ----

def test_dollar_nf(awk):
    ok(awk("{ print $NF }", input="1 2 5\n"), "5\n")


def test_dollar_nf_minus_one(awk):
    ok(awk("{ print $NF-1 }", input="1 2 5\n"), "4\n")


def test_dollar_paren_nf_minus_one(awk):
    ok(awk("{ print $(NF-1) }", input="1 2 5\n"), "2\n")


def test_field_postincrement(awk):
    ok(awk("{ i = 1; $i++; print; print i }", input="5 6\n"), "6 6\n1\n")


def test_field_preincrement_index(awk):
    ok(awk("{ i = 0; print $++i; print i }", input="5 6\n"), "5\n1\n")


def test_field_number_truncated(awk):
    ok(awk("{ print $1.9 }", input="a b\n"), "a\n")


def test_field_number_from_string(awk):
    ok(awk('{ print $"2" }', input="a b\n"), "b\n")


def test_negative_field_fatal(awk):
    fatal(awk("{ print $-1 }", input="a\n"), "attempt to access field -1")


def test_negative_field_truncated_message(awk):
    fatal(awk("{ x = -2.7; print $x }", input="a\n"), "attempt to access field -2")


def test_minus_half_is_record(awk):
    ok(awk("{ print $-0.5 }", input="a b\n"), "a b\n")


def test_nan_field_fatal(awk):
    fatal(awk('{ print $(log(-1)) }', input="a\n"), "attempt to access field nan")


def test_field_too_large(awk):
    fatal(awk("{ print $100001 }", input="a\n"), "field index 100001 too large")


def test_field_100000_allowed(awk):
    ok(awk('{ print "[" $100000 "]" }', input="a\n"), "[]\n")


def test_field_beyond_nf_does_not_change_nf(awk):
    ok(awk('{ x = $5; print NF, "[" x "]" }', input="a b\n"), "2 []\n")


def test_fields_are_numeric_strings(awk):
    ok(awk("{ print ($1 < $2) }", input="10 9\n"), "0\n")


def test_output_after_fatal_flushed(awk):
    fatal(awk("{ print $1; print $-1 }", input="a\n"), "attempt to access field -1", out="a\n")


# ---- assigning fields ----

def test_assign_existing_field(awk):
    ok(awk('{ $2 = "X"; print }', input="a b c\n"), "a X c\n")


def test_assign_field_rebuilds_with_single_space(awk):
    ok(awk('{ $1 = "x"; print }', input="  a   b  \n"), "x b\n")


def test_assign_field_beyond_nf(awk):
    ok(awk('{ $5 = "e"; print; print NF }', input="a b\n"), "a b   e\n5\n")


def test_assign_field_uses_ofs(awk):
    ok(awk('BEGIN { OFS = "-" } { $1 = $1; print }', input="a b c\n"), "a-b-c\n")


def test_assign_field_number_convfmt_in_record(awk):
    ok(awk('BEGIN { CONVFMT = "%.2f" } { $1 = 3.14159; print; print $1 }', input="a b\n"), "3.14 b\n3.14159\n")


def test_assign_field_integer_in_record(awk):
    ok(awk('BEGIN { CONVFMT = "%.2f" } { $1 = 3; print }', input="a b\n"), "3 b\n")


def test_print_field_number_uses_ofmt(awk):
    ok(awk('BEGIN { OFMT = "%.2f" } { $1 = 3.14159; print $1; print }', input="a\n"), "3.14\n3.14159\n")


def test_field_increment_rebuilds(awk):
    ok(awk("{ $3++; print }", input="1 2 3\n"), "1 2 4\n")


def test_field_compound_assign(awk):
    ok(awk("{ $2 += 10; print }", input="1 2 3\n"), "1 12 3\n")


def test_assign_uninitialized_to_field(awk):
    ok(awk('{ $2 = x; print "[" $0 "]", NF }', input="a b c\n"), "[a  c] 3\n")


# ---- assigning NF ----

def test_nf_decrease(awk):
    ok(awk("{ NF = 2; print }", input="a b c d\n"), "a b\n")


def test_nf_increase(awk):
    ok(awk('BEGIN { OFS = "-" } { NF = 5; print }', input="a b\n"), "a-b---\n")


def test_nf_same_value_rebuilds(awk):
    ok(awk('BEGIN { OFS = ":" } { NF = NF; print }', input="a  b   c\n"), "a:b:c\n")


def test_nf_truncated(awk):
    ok(awk("{ NF = 2.7; print; print NF }", input="a b c d\n"), "a b\n2\n")


def test_nf_zero(awk):
    ok(awk('{ NF = 0; print "[" $0 "]" }', input="a b\n"), "[]\n")


def test_nf_negative(awk):
    fatal(awk("{ NF = -1 }", input="a\n"), "NF set to negative value")


def test_nf_too_large(awk):
    fatal(awk("{ NF = 100001 }", input="a\n"), "NF set to a value too large")


def test_nf_decrease_then_field_gone(awk):
    ok(awk('{ NF = 1; print "[" $2 "]" }', input="a b\n"), "[]\n")


# ---- assigning $0 ----

def test_assign_record_resplits(awk):
    ok(awk('{ $0 = "x y z"; print NF, $2 }', input="a\n"), "3 y\n")


def test_assign_record_nr_unchanged(awk):
    ok(awk('{ $0 = "q"; print NR, FNR }', input="a\nb\n"), "1 1\n2 2\n")


def test_assign_record_uses_current_fs(awk):
    ok(awk('{ FS = ":"; $0 = "a:b"; print $1 }', input="x y\n"), "a\n")


def test_assign_record_number(awk):
    ok(awk("{ $0 = 3.0; print; print NF }", input="x y\n"), "3\n1\n")


def test_assign_record_in_begin(awk):
    ok(awk('BEGIN { $0 = "p q r"; print NF, $3 }'), "3 r\n")


# ---- FIELDWIDTHS ----

def test_fieldwidths_basic(awk):
    ok(awk('BEGIN { FIELDWIDTHS = "3 4 2" } { print $1 "|" $2 "|" $3 "|" NF }', input="abcdefghijkl\n"),
       "abc|defg|hi|3\n")


def test_fieldwidths_short_record(awk):
    ok(awk('BEGIN { FIELDWIDTHS = "3 4 2" } { print NF, $2 }', input="abcde\n"), "2 de\n")


def test_fieldwidths_field_at_end_absent(awk):
    ok(awk('BEGIN { FIELDWIDTHS = "3 4" } { print NF }', input="abc\n"), "1\n")


def test_fieldwidths_blanks_ordinary(awk):
    ok(awk('BEGIN { FIELDWIDTHS = "2 2" } { print "[" $1 "][" $2 "]" }', input=" a b\n"), "[ a][ b]\n")


def test_fieldwidths_invalid_non_digit(awk):
    fatal(awk('BEGIN { FIELDWIDTHS = "3 x" }'), "invalid FIELDWIDTHS value: 3 x")


def test_fieldwidths_invalid_zero(awk):
    fatal(awk('BEGIN { FIELDWIDTHS = "2 0" }'), "invalid FIELDWIDTHS value: 2 0")


def test_fieldwidths_invalid_blanks(awk):
    fatal(awk('BEGIN { FIELDWIDTHS = "  " }'), "invalid FIELDWIDTHS value:   ")


def test_fieldwidths_off_by_fs(awk):
    ok(awk('BEGIN { FIELDWIDTHS = "1 1"; FS = " " } { print $1 }', input="ab cd\n"), "ab\n")


def test_fieldwidths_off_by_empty(awk):
    ok(awk('BEGIN { FIELDWIDTHS = "1 1"; FIELDWIDTHS = "" } { print $1 }', input="ab cd\n"), "ab\n")


def test_fieldwidths_from_next_record(awk):
    ok(awk('NR == 1 { FIELDWIDTHS = "1" } { print $1 }', input="ab cd\nef gh\n"), "ab\ne\n")


def test_fieldwidths_field_assignment(awk):
    ok(awk('BEGIN { FIELDWIDTHS = "3 2 2" } { $2 = "XX"; print }', input="abcdefg\n"), "abc XX fg\n")


def test_fieldwidths_not_used_by_split(awk):
    ok(awk('BEGIN { FIELDWIDTHS = "1 1"; print split("ab cd", p), p[2] }'), "2 cd\n")


def test_fieldwidths_assign_record(awk):
    ok(awk('BEGIN { FIELDWIDTHS = "2 1"; $0 = "abcdef"; print NF, $2 }'), "2 c\n")


# ---- FPAT ----

def test_fpat_csv_example(awk):
    ok(awk('BEGIN { FPAT = "[^,]+|\\"[^\\"]*\\"" } { print NF; print $1; print $2; print $3 }',
           input='a,"b,c",d\n'), '3\na\n"b,c"\nd\n')


def test_fpat_skips_empty_matches(awk):
    ok(awk('BEGIN { FPAT = "[0-9]*" } { print NF, $1, $2 }', input="a12b3\n"), "2 12 3\n")


def test_fpat_text_between_not_fields(awk):
    ok(awk('BEGIN { FPAT = "[a-z]+" } { print NF, $2 }', input="12ab--cd!\n"), "2 cd\n")


def test_fpat_empty_back_to_fs(awk):
    ok(awk('BEGIN { FPAT = "[0-9]+"; FPAT = "" } { print NF }', input="a1 b2 c3\n"), "3\n")


def test_fpat_off_by_fs(awk):
    ok(awk('BEGIN { FPAT = "[0-9]+"; FS = "," } { print NF, $1 }', input="a1,b2\n"), "2 a1\n")


def test_fpat_ignorecase(awk):
    ok(awk('BEGIN { FPAT = "[a-z]+"; IGNORECASE = 1 } { print NF, $1 }', input="AB1cd\n"), "2 AB\n")


def test_fpat_not_used_by_split(awk):
    ok(awk('BEGIN { FPAT = "[0-9]+"; print split("a1 b2", p) }'), "2\n")


def test_fpat_invalid_regex(awk):
    fatal(awk('BEGIN { FPAT = "(" } { print NF }', input="a\n"), "regular expression error: unmatched (: /(/")


def test_fpat_turns_off_fieldwidths(awk):
    ok(awk('BEGIN { FIELDWIDTHS = "1"; FPAT = "[a-z]+" } { print NF, $1 }', input="ab cd\n"), "2 ab\n")
