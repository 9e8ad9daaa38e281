import pytest

from conftest import check_ok

SHOW = '{ printf "[%s]", $0 } END { print "" }'


# ---------------------------------------------------------------- default RS

def test_last_line_without_newline(awk):
    check_ok(awk("{ print NR \":\" $0 }", "a\nb"), "1:a\n2:b\n")


def test_empty_input_no_records(awk):
    check_ok(awk("END { print NR }", ""), "0\n")


def test_empty_lines_are_records(awk):
    check_ok(awk(SHOW, "a\n\n\nb\n"), "[a][][][b]\n")


def test_carriage_return_stays(awk):
    check_ok(awk("{ print length($0) }", "a\r\nbc\r\n"), "2\n3\n")


# ---------------------------------------------------------------- single char RS

def test_rs_single_char(awk):
    check_ok(awk('BEGIN { RS = ";" } ' + SHOW, "a;b;;c;"), "[a][b][][c]\n")


def test_rs_single_char_no_trailing(awk):
    check_ok(awk('BEGIN { RS = ";" } ' + SHOW, "a;b"), "[a][b]\n")


def test_rs_single_char_keeps_newlines(awk):
    check_ok(awk('BEGIN { RS = ";" } ' + SHOW, "a\nb;c\n"), "[a\nb][c\n]\n")


def test_rs_case_sensitive(awk):
    check_ok(awk('BEGIN { RS = "x"; IGNORECASE = 1 } ' + SHOW, "aXbxc"), "[aXb][c]\n")


def test_rs_change_takes_effect_next_record(awk):
    check_ok(awk('NR == 1 { RS = ";" } ' + SHOW, "a;b\nc;d\n"), "[a;b][c][d\n]\n")


def test_rs_from_v(awk):
    check_ok(awk(SHOW, "1,2,3", opts=["-v", "RS=,"]), "[1][2][3]\n")


# ---------------------------------------------------------------- paragraph mode

def test_paragraph_basic(awk):
    prog = 'BEGIN { RS = "" } { print NR ": " $0 "|" NF }'
    check_ok(awk(prog, "\n\na b\nc\n\n\n\nd\n\n"), "1: a b\nc|3\n2: d|1\n")


def test_paragraph_blank_line_not_separator(awk):
    prog = 'BEGIN { RS = "" } { print NR, length($0), NF }'
    check_ok(awk(prog, "a\n \nb\n"), "1 5 2\n")


def test_paragraph_only_newlines(awk):
    check_ok(awk('BEGIN { RS = "" } END { print NR }', "\n\n\n\n"), "0\n")


def test_paragraph_length_counts_inner_newlines(awk):
    check_ok(awk('BEGIN { RS = "" } { print length($0) }', "ab\ncd\n\n\nef\n"), "5\n2\n")


def test_paragraph_fs_colon_newline_separates(awk):
    prog = 'BEGIN { RS = ""; FS = ":" } { print NF; for (i = 1; i <= NF; i++) print i, $i }'
    check_ok(awk(prog, "a:b\nc\n"), "3\n1 a\n2 b\n3 c\n")


def test_paragraph_fs_x_per_line(awk):
    prog = 'BEGIN { RS = ""; FS = "x" } { printf "%d", NF; for (i = 1; i <= NF; i++) printf "[%s]", $i; print "" }'
    check_ok(awk(prog, "ax\nxb\n"), "4[a][][][b]\n")


def test_paragraph_fs_newline(awk):
    prog = 'BEGIN { RS = ""; FS = "\\n" } { print NF, $2 }'
    check_ok(awk(prog, "a b\nc d\ne\n"), "3 c d\n")


def test_paragraph_empty_fs(awk):
    prog = 'BEGIN { RS = ""; FS = "" } { print NF, $3 }'
    check_ok(awk(prog, "ab\ncd\n"), "4 c\n")


def test_paragraph_regex_fs(awk):
    prog = 'BEGIN { RS = ""; FS = "-+" } { print NF, $2, $3 }'
    check_ok(awk(prog, "a--b\nc\n"), "3 b c\n")


def test_paragraph_rebuild_loses_newlines(awk):
    prog = 'BEGIN { RS = ""; FS = ":" } { $2 = "Q"; print }'
    check_ok(awk(prog, "a:b\nc\n"), "a Q c\n")


def test_paragraph_assign_record_split_per_line(awk):
    prog = 'BEGIN { RS = ""; FS = ":" } { $0 = "x:y\\nz"; print NF, $3 }'
    check_ok(awk(prog, "q\n"), "3 z\n")


def test_paragraph_rs_change_after_paragraph(awk):
    prog = 'NR == 1 { RS = ";" } { printf "[%s]", $0 } END { print "" }'
    check_ok(awk('BEGIN { RS = "" } ' + prog, "a\n\nb;c"), "[a][b][c]\n")


def test_paragraph_default_fs(awk):
    prog = 'BEGIN { RS = "" } { print NF ":" $1 "," $NF }'
    check_ok(awk(prog, "  a b\n  c  \n\nd\n"), "3:a,c\n1:d,d\n")


# ---------------------------------------------------------------- regex RS

def test_rs_regex_basic(awk):
    check_ok(awk('BEGIN { RS = "[0-9]+" } ' + SHOW, "a12b3c"), "[a][b][c]\n")


def test_rs_regex_match_at_start(awk):
    check_ok(awk('BEGIN { RS = "ab+" } ' + SHOW, "abxab"), "[][x]\n")


def test_rs_regex_adjacent_matches(awk):
    check_ok(awk('BEGIN { RS = "x|yy" } ' + SHOW, "axyyb"), "[a][][b]\n")


def test_rs_regex_longest(awk):
    check_ok(awk('BEGIN { RS = "ab|abcd" } ' + SHOW, "1abcd2"), "[1][2]\n")


def test_rs_regex_caret(awk):
    check_ok(awk('BEGIN { RS = "^a" } ' + SHOW, "abab"), "[][bab]\n")


def test_rs_regex_caret_repeated(awk):
    check_ok(awk('BEGIN { RS = "^a" } ' + SHOW, "aab"), "[][][b]\n")


def test_rs_regex_dollar(awk):
    check_ok(awk('BEGIN { RS = "b$" } ' + SHOW, "ab\nab"), "[ab\na]\n")


def test_rs_regex_not_paragraph(awk):
    check_ok(awk('BEGIN { RS = "\\n\\n+" } ' + SHOW, "\n\na\n\n\nb"), "[][a][b]\n")


def test_rs_regex_fields_no_newline_rule(awk):
    prog = 'BEGIN { RS = "\\n\\n+"; FS = ":" } { print NF }'
    check_ok(awk(prog, "a:b\nc\n\nd"), "2\n1\n")


def test_rs_regex_ignorecase(awk):
    check_ok(awk('BEGIN { RS = "x+"; IGNORECASE = 1 } ' + SHOW, "aXxb"), "[a][b]\n")


def test_rs_regex_trailing_match(awk):
    check_ok(awk('BEGIN { RS = "--" } ' + SHOW, "a--b--"), "[a][b]\n")


# ---------------------------------------------------------------- RT

def test_rt_default(awk):
    prog = '{ printf "%s(%s)", $0, RT == "\\n" ? "NL" : RT } END { print "" }'
    check_ok(awk(prog, "a\nb"), "a(NL)b()\n")


def test_rt_regex(awk):
    prog = 'BEGIN { RS = "[0-9]+" } { printf "%s(%s)", $0, RT } END { print "" }'
    check_ok(awk(prog, "a12b3c"), "a(12)b(3)c()\n")


def test_rt_single_char(awk):
    prog = 'BEGIN { RS = ";" } { printf "%s(%s)", $0, RT } END { print "" }'
    check_ok(awk(prog, "a;b"), "a(;)b()\n")


def test_rt_paragraph(awk):
    prog = 'BEGIN { RS = "" } { printf "%s(%d)", $0, length(RT) } END { print "" }'
    check_ok(awk(prog, "a\n\n\nb\n"), "a(3)b(1)\n")


def test_rt_paragraph_last_no_newline(awk):
    prog = 'BEGIN { RS = "" } { printf "%s(%d)", $0, length(RT) } END { print "" }'
    check_ok(awk(prog, "a\n\nb"), "a(2)b(0)\n")


def test_rt_empty_before_reading(awk):
    check_ok(awk('BEGIN { printf "[%s]\\n", RT }'), "[]\n")


def test_rt_kept_in_end(awk):
    check_ok(awk('BEGIN { RS = "[;,]" } END { print RT }', "a;b,c,"), ",\n")


def test_rt_from_getline_file(awk, write):
    write("f", "x--y")
    prog = 'BEGIN { RS = "-+"; getline v < "f"; print v, RT; getline v < "f"; print v, "[" RT "]" }'
    check_ok(awk(prog), "x --\ny []\n")


def test_rt_unchanged_on_failed_getline(awk):
    prog = '{ getline; getline; print "[" RT "]" }'
    check_ok(awk('BEGIN { RS = ";" } ' + prog, "a;b;"), "[;]\n")


def test_rt_command_output(awk):
    prog = 'BEGIN { "printf \'p;q\'" | getline x; print x, "[" RT "]" }'
    check_ok(awk(prog), "p;q []\n")


def test_rt_not_changed_by_assigning_record(awk):
    check_ok(awk('{ $0 = "zz"; print "[" RT "]" }', "a;b", opts=["-v", "RS=;"]), "[;]\n[]\n")
