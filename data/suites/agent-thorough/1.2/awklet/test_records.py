"""Records: RS, paragraph mode, regular-expression RS and RT."""
import pytest

from conftest import awk, out, write


def recs(prog_begin, data, body='{ printf "[%s]", $0 } END { print "" }'):
    return out("BEGIN { %s } %s" % (prog_begin, body), stdin=data)


# ---------- default RS ----------

def test_lines_are_records():
    assert out('{ print NR ":" $0 }', stdin="a\nb\n") == "1:a\n2:b\n"


def test_last_line_without_newline_is_record():
    assert out("END { print NR, $0 }", stdin="a\nb") == "2 b\n"


def test_empty_input_has_no_records():
    assert out("{ n++ } END { print n + 0, NR }", stdin="") == "0 0\n"


def test_empty_line_is_empty_record():
    assert out('{ printf "[%s]", $0 } END { print NR }', stdin="a\n\nb\n") == "[a][][b]3\n"


def test_carriage_return_stays_in_record():
    assert out("{ print length($0) }", stdin="ab\r\n") == "3\n"


def test_single_newline_input_is_one_empty_record():
    assert out("END { print NR }", stdin="\n") == "1\n"


# ---------- single character RS ----------

def test_single_char_RS():
    assert recs('RS = ";"', "a;b;;c;") == "[a][b][][c]\n"


def test_single_char_RS_no_trailing_separator():
    assert recs('RS = ";"', "a;b") == "[a][b]\n"


def test_single_char_RS_keeps_newlines():
    assert recs('RS = ";"', "a\nb;c\n") == "[a\nb][c\n]\n"


def test_single_char_RS_case_sensitive():
    assert recs('RS = "x"', "aXbxc") == "[aXb][c]\n"


def test_single_char_RS_regex_special_char_literal():
    assert recs('RS = "."', "a.b.c") == "[a][b][c]\n"


def test_single_char_RS_not_affected_by_IGNORECASE():
    assert recs('RS = "x"; IGNORECASE = 1', "aXbxc") == "[aXb][c]\n"


def test_RS_change_takes_effect_from_next_record():
    prog = 'NR == 1 { RS = ";" } { printf "[%s]", $0 } END { print "" }'
    assert out(prog, stdin="a;b\nc;d") == "[a;b][c][d]\n"


def test_RS_set_by_v_option():
    assert out('{ printf "[%s]", $0 }', opts=["-v", "RS=|"], stdin="a|b") == "[a][b]"


# ---------- paragraph mode ----------

def test_paragraph_mode_basic():
    data = "\n\na b\nc\n\n\n\nd e\n\n"
    assert recs('RS = ""', data) == "[a b\nc][d e]\n"


def test_paragraph_mode_fields_across_lines():
    assert out('BEGIN { RS = "" } { print NF; print $3 }', stdin="a b\nc\n") == "3\nc\n"


def test_paragraph_mode_blank_line_with_spaces_is_not_empty():
    assert recs('RS = ""', "a\n \nb\n") == "[a\n \nb]\n"


def test_paragraph_mode_only_newlines_no_records():
    assert out('BEGIN { RS = "" } END { print NR }', stdin="\n\n\n") == "0\n"


def test_paragraph_mode_length_counts_inner_newlines():
    assert out('BEGIN { RS = "" } { print length($0) }', stdin="ab\ncd\n\n\n") == "5\n"


def test_paragraph_mode_FS_colon_splits_each_line():
    prog = 'BEGIN { RS = ""; FS = ":" } { print NF; for (i = 1; i <= NF; i++) print $i }'
    assert out(prog, stdin="a:b\nc\n") == "3\na\nb\nc\n"


def test_paragraph_mode_single_char_FS_edges_per_line():
    prog = 'BEGIN { RS = ""; FS = "x" } { print NF; for (i = 1; i <= NF; i++) printf "[%s]", $i; print "" }'
    assert out(prog, stdin="ax\nxb\n") == "4\n[a][][][b]\n"


def test_paragraph_mode_FS_newline_one_field_per_line():
    prog = 'BEGIN { RS = ""; FS = "\\n" } { print NF, $2 }'
    assert out(prog, stdin="a b\nc d\ne\n") == "3 c d\n"


def test_paragraph_mode_empty_FS():
    prog = 'BEGIN { RS = ""; FS = "" } { print NF, $3 }'
    assert out(prog, stdin="ab\ncd\n") == "4 c\n"


def test_paragraph_mode_regex_FS():
    prog = 'BEGIN { RS = ""; FS = "[,;]" } { print NF, $3 }'
    assert out(prog, stdin="a,b\nc;d\n") == "4 c\n"


def test_paragraph_mode_rebuild_loses_newlines():
    prog = 'BEGIN { RS = ""; FS = ":" } { $2 = "Q"; print }'
    assert out(prog, stdin="a:b\nc\n") == "a Q c\n"


def test_paragraph_mode_assigned_record_split_per_line():
    prog = 'BEGIN { RS = ""; FS = ":" } { $0 = "p:q\\nr"; print NF, $3 }'
    assert out(prog, stdin="x\n") == "3 r\n"


def test_paragraph_mode_RS_changed_after_paragraph():
    prog = 'BEGIN { RS = "" } NR == 1 { RS = ";" } { printf "[%s]", $0 } END { print "" }'
    assert out(prog, stdin="a\n\nb;c") == "[a][b][c]\n"


def test_paragraph_mode_default_FS_newline_is_blank():
    assert out('BEGIN { RS = "" } { print NF }', stdin="a\tb\n c\n") == "3\n"


def test_paragraph_mode_record_count():
    assert out('BEGIN { RS = "" } END { print NR }', stdin="a\n\nb\n\n\nc") == "3\n"


# ---------- regular expression RS ----------

def test_regex_RS_basic():
    assert recs('RS = "[0-9]+"', "a12b345c") == "[a][b][c]\n"


def test_regex_RS_match_at_end_no_extra_record():
    assert recs('RS = "[0-9]+"', "a12b12") == "[a][b]\n"


def test_regex_RS_match_at_start_gives_empty_record():
    assert recs('RS = "ab+"', "abxab") == "[][x]\n"


def test_regex_RS_adjacent_matches_give_empty_record():
    assert recs('RS = "ab"', "xababy") == "[x][][y]\n"


def test_regex_RS_longest_match():
    assert recs('RS = "x|xx"', "axxb") == "[a][b]\n"


def test_regex_RS_double_newline_not_paragraph_mode():
    prog = 'BEGIN { RS = "\\n\\n+" } { printf "[%s]", $0 } END { print NR }'
    assert out(prog, stdin="\na\n\n\nb") == "[\na][b]2\n"


def test_regex_RS_no_newline_field_splitting():
    prog = 'BEGIN { RS = "\\n\\n+"; FS = ":" } { print NF }'
    assert out(prog, stdin="a:b\nc") == "2\n"


def test_regex_RS_caret_at_record_start():
    assert recs('RS = "^a"', "abab") == "[][bab]\n"


def test_regex_RS_caret_after_each_separator():
    assert recs('RS = "^a"', "aab") == "[][][b]\n"


def test_regex_RS_dollar_only_at_end_of_input():
    assert recs('RS = "b$"', "ab\nab") == "[ab\na]\n"


def test_regex_RS_with_IGNORECASE():
    assert recs('RS = "x+"; IGNORECASE = 1', "aXxbxc") == "[a][b][c]\n"


def test_regex_RS_empty_matches_ignored():
    assert recs('RS = "x*"', "axxb") == "[a][b]\n"


def test_regex_RS_invalid_is_fatal_when_used():
    r = awk('BEGIN { RS = "a[" ; print "b" } { print }', stdin="xyz\n")
    assert r.rc == 2
    assert r.out == "b\n"
    assert r.err == "awklet: regular expression error: unterminated [: /a[/\n"


# ---------- RT ----------

def test_RT_default_newline_and_empty_at_end():
    prog = '{ printf "[%s]", RT } END { print "" }'
    assert out(prog, stdin="a\nb") == "[\n][]\n"


def test_RT_single_char():
    prog = 'BEGIN { RS = ";" } { printf "[%s]", RT } END { print "" }'
    assert out(prog, stdin="a;b;") == "[;][;]\n"


def test_RT_regex_match_text():
    prog = 'BEGIN { RS = "[0-9]+" } { printf "[%s]", RT } END { print "" }'
    assert out(prog, stdin="a12b345c") == "[12][345][]\n"


def test_RT_paragraph_mode():
    prog = 'BEGIN { RS = "" } { printf "[%s]", RT } END { print "" }'
    assert out(prog, stdin="a\n\n\nb\n") == "[\n\n\n][\n]\n"


def test_RT_paragraph_mode_last_record_no_newline():
    prog = 'BEGIN { RS = "" } { printf "[%s]", RT } END { print "" }'
    assert out(prog, stdin="a\n\nb") == "[\n\n][]\n"


def test_RT_empty_before_any_record_and_kept_in_END():
    prog = 'BEGIN { printf "[%s]", RT } END { printf "[%s]", RT }'
    assert out(prog, stdin="a\nb;") == "[][]"
    assert out('BEGIN { RS = ";" } END { printf "[%s]", RT }', stdin="a;b;") == "[;]"


def test_RT_is_string():
    assert out('{ print typeof(RT) }', stdin="a\n") == "string\n"


def test_RT_not_changed_by_assigning_record():
    assert out('{ $0 = "zz"; printf "[%s]", RT }', stdin="a\n") == "[\n]"


def test_RT_set_by_getline_from_command():
    prog = 'BEGIN { "printf \'p;q\'" | getline x; printf "[%s][%s]", x, RT }'
    assert out(prog) == "[p;q][]"


def test_RT_unchanged_when_getline_finds_nothing():
    prog = '{ r = getline; printf "%d[%s]", r, RT }'
    assert out(prog, stdin="a\nb\nc\n") == "1[\n]0[\n]"


# ---------- standard input read once ----------

def test_getline_from_dash_shares_stdin_with_main_input():
    prog = 'NR == 1 { getline x < "-"; print "got", x } { print "main", $0 }'
    assert out(prog, stdin="a\nb\nc\n") == "got b\nmain a\nmain c\n"


def test_getline_from_dev_stdin_shares_stdin():
    prog = 'BEGIN { getline x < "/dev/stdin"; print "x=" x } { print "m=" $0 }'
    assert out(prog, stdin="1\n2\n") == "x=1\nm=2\n"


def test_file_changes_not_seen_until_closed():
    write("f", "a\nb\n")
    prog = ('BEGIN { getline x < "f"; system("echo c > f"); getline y < "f"; '
            'close("f"); getline z < "f"; print x, y, z }')
    assert out(prog) == "a b c\n"
