"""IGNORECASE, BEGINFILE/ENDFILE, FPAT, FIELDWIDTHS."""
import pytest

from conftest import awk, out, ev, fatal, write

SHOW = '{ printf "%d", NF; for (i = 1; i <= NF; i++) printf "[%s]", $i; print "" }'


# ---------- IGNORECASE ----------

@pytest.mark.parametrize("expr,expected", [
    ('("ABC" ~ /abc/)', "1"),
    ('("b" ~ /[A-C]/)', "1"),
    ('("a" ~ /^[[:upper:]]$/)', "1"),
    ('("A" ~ /^[^a]$/)', "0"),
    ('("a" ~ /^[^a]$/)', "0"),
    ('("abc" == "ABC")', "1"),
    ('("a" < "B")', "1"),
    ('("abc" != "ABD")', "1"),
    ('index("ABC", "b")', "2"),
    ('match("xxABC", "abc")', "3"),
    ('("ABC" ~ "a.c")', "1"),
])
def test_ignorecase_on(expr, expected):
    assert ev(expr, pre="IGNORECASE = 1") == expected


@pytest.mark.parametrize("expr,expected", [
    ('("ABC" ~ /abc/)', "0"),
    ('("abc" == "ABC")', "0"),
    ('("a" < "B")', "0"),
])
def test_ignorecase_off(expr, expected):
    assert ev(expr) == expected


def test_ignorecase_string_zero_is_true():
    assert ev('("A" ~ /a/)', pre='IGNORECASE = "0"') == "1"


def test_ignorecase_v_zero_is_false():
    assert ev('("A" ~ /a/)', opts=["-v", "IGNORECASE=0"]) == "0"


def test_ignorecase_v_one():
    assert ev('("A" ~ /a/)', opts=["-v", "IGNORECASE=1"]) == "1"


def test_ignorecase_changes_take_effect_immediately():
    assert ev('r1, r2, r3', pre='r1 = ("A" ~ /a/); IGNORECASE = 1; r2 = ("A" ~ /a/); IGNORECASE = 0; r3 = ("A" ~ /a/)') == "0 1 0"


def test_ignorecase_pattern():
    assert out("BEGIN { IGNORECASE = 1 } /hello/", stdin="HeLLo\nbye\n") == "HeLLo\n"


def test_ignorecase_not_for_subscripts():
    assert ev('("A" in a), ("a" in a)', pre='IGNORECASE = 1; a["a"] = 1') == "0 1"


def test_ignorecase_gsub():
    assert ev("s", pre='IGNORECASE = 1; s = "Hello HELLO"; gsub(/hello/, "x", s)') == "x x"


def test_ignorecase_regex_FS():
    assert out('BEGIN { IGNORECASE = 1; FS = "x+" } { print NF }', stdin="aXbxXc\n") == "3\n"


def test_ignorecase_uninitialized_off():
    assert ev('("A" ~ /a/)', pre="IGNORECASE = u") == "0"


# ---------- BEGINFILE and ENDFILE ----------

def test_beginfile_endfile_per_file():
    write("f1", "a\nb\n")
    write("f2", "c\n")
    prog = ('BEGINFILE { print "BF", FILENAME, FNR } ENDFILE { print "EF", FILENAME, FNR, $0, NF } '
            '{ print "R", $0 } END { print "END" }')
    assert out(prog, "f1", "f2") == \
        "BF f1 0\nR a\nR b\nEF f1 2 b 1\nBF f2 0\nR c\nEF f2 1 c 1\nEND\n"


def test_beginfile_stdin_without_operands():
    prog = 'BEGINFILE { print "bf[" FILENAME "]" FNR } { print } ENDFILE { print "ef" }'
    assert out(prog, stdin="x\n") == "bf[]0\nx\nef\n"


def test_beginfile_alone_reads_input():
    write("f1", "a\n")
    assert out('BEGINFILE { print "bf", FILENAME }', "f1") == "bf f1\n"


def test_beginfile_multiple_in_order():
    write("f1", "a\n")
    assert out('BEGINFILE { print "1" } BEGINFILE { print "2" }', "f1") == "1\n2\n"


def test_beginfile_empty_file():
    write("f0", "")
    assert out('BEGINFILE { print "bf" } ENDFILE { print "ef", FNR }', "f0") == "bf\nef 0\n"


def test_beginfile_missing_file_fatal_before_beginfile():
    write("f1", "a\n")
    r = awk('BEGINFILE { print "bf", FILENAME } { print }', "f1", "nosuch")
    fatal(r, "can't open file nosuch", stdout="bf f1\na\n")


def test_nextfile_in_beginfile_skips_file():
    write("f1", "a\n")
    write("f2", "b\n")
    prog = ('BEGINFILE { if (FILENAME == "f1") nextfile; print "bf2", FILENAME } '
            'BEGINFILE { print "second", FILENAME } '
            '{ print "R", $0 } ENDFILE { print "ef", FILENAME }')
    assert out(prog, "f1", "f2") == "ef f1\nbf2 f2\nsecond f2\nR b\nef f2\n"


def test_nextfile_in_rule_runs_endfile():
    write("f1", "a\nb\n")
    write("f2", "c\n")
    prog = '{ print; nextfile } ENDFILE { print "ef", FILENAME, FNR }'
    assert out(prog, "f1", "f2") == "a\nef f1 1\nc\nef f2 1\n"


def test_exit_in_beginfile_goes_to_END_without_endfile():
    write("f1", "a\n")
    prog = 'BEGINFILE { exit 3 } ENDFILE { print "ef" } END { print "end" }'
    r = awk(prog, "f1")
    assert (r.rc, r.out) == (3, "end\n")


def test_exit_in_endfile_goes_to_END():
    write("f1", "a\n")
    write("f2", "b\n")
    prog = 'ENDFILE { print "ef", FILENAME; exit } END { print "end" }'
    assert out(prog, "f1", "f2") == "ef f1\nend\n"


def test_endfile_before_END():
    assert out('END { print "end" } ENDFILE { print "ef" }', stdin="a\n") == "ef\nend\n"


def test_getline_from_file_in_beginfile_allowed():
    write("f1", "a\n")
    write("side", "S\n")
    assert out('BEGINFILE { getline l < "side"; print l } { print }', "f1") == "S\na\n"


def test_command_getline_in_endfile_allowed():
    assert out('ENDFILE { "echo C" | getline l; print l }', stdin="a\n") == "C\n"


@pytest.mark.parametrize("prog,msg", [
    ("BEGINFILE { next }", "next used in BEGINFILE or ENDFILE at source line 1"),
    ("ENDFILE { next }", "next used in BEGINFILE or ENDFILE at source line 1"),
    ("ENDFILE { nextfile }", "nextfile used in ENDFILE at source line 1"),
    ("BEGINFILE { getline }", "getline used in BEGINFILE or ENDFILE at source line 1"),
    ("ENDFILE {\n getline x }", "getline used in BEGINFILE or ENDFILE at source line 2"),
])
def test_beginfile_endfile_syntax_errors(prog, msg):
    r = awk(prog, stdin="a\n")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "awklet: " + msg + "\n"


@pytest.mark.parametrize("prog,msg", [
    ('function f() { next } BEGINFILE { print "a"; f() }', "next used in BEGINFILE"),
    ('function f() { next } ENDFILE { print "a"; f() }', "next used in ENDFILE"),
    ('function f() { nextfile } ENDFILE { print "a"; f() }', "nextfile used in ENDFILE"),
    ('function f() { getline } BEGINFILE { print "a"; f() }', "getline used in BEGINFILE"),
    ('function f() { getline v } ENDFILE { print "a"; f() }', "getline used in ENDFILE"),
])
def test_beginfile_endfile_fatal_in_functions(prog, msg):
    fatal(awk(prog, stdin="x\n"), msg, stdout="a\n")


# ---------- FPAT ----------

def test_fpat_csv_example():
    prog = 'BEGIN { FPAT = "[^,]+|\\"[^\\"]*\\"" } ' + SHOW
    assert out(prog, stdin='a,"b,c",d\n') == '3[a]["b,c"][d]\n'


def test_fpat_numbers():
    assert out('BEGIN { FPAT = "[0-9]+" } ' + SHOW, stdin="ab12cd345e\n") == "2[12][345]\n"


def test_fpat_empty_matches_skipped():
    assert out('BEGIN { FPAT = "[0-9]*" } ' + SHOW, stdin="a1b22\n") == "2[1][22]\n"


def test_fpat_no_match_no_fields():
    assert out('BEGIN { FPAT = "[0-9]+" } ' + SHOW, stdin="abc\n") == "0\n"


def test_fpat_leftmost_longest():
    assert out('BEGIN { FPAT = "a|ab" } ' + SHOW, stdin="abxab\n") == "2[ab][ab]\n"


def test_fpat_empty_turns_off():
    prog = 'BEGIN { FPAT = "[0-9]+" } NR == 1 { FPAT = "" } ' + SHOW
    assert out(prog, stdin="a1 b2\nc3 d4\n") == "2[1][2]\n2[c3][d4]\n"


def test_fpat_FS_assignment_turns_off():
    prog = 'BEGIN { FPAT = "[0-9]+" } NR == 1 { FS = ":" } ' + SHOW
    assert out(prog, stdin="a1:b2\nc3:d4\n") == "2[1][2]\n2[c3][d4]\n"


def test_fpat_takes_effect_next_record():
    prog = 'NR == 1 { FPAT = "[0-9]+" } ' + SHOW
    assert out(prog, stdin="a1 b2\nc3 d4\n") == "2[a1][b2]\n2[3][4]\n"


def test_fpat_applies_to_record_assignment():
    prog = 'BEGIN { FPAT = "[a-z]+" } { $0 = "12ab34cd"; print NF, $2 }'
    assert out(prog, stdin="x\n") == "2 cd\n"


def test_fpat_split_never_uses():
    assert ev('split("a1 b2", p), p[2]', pre='FPAT = "[0-9]+"') == "2 b2"


def test_fpat_ignorecase():
    assert out('BEGIN { FPAT = "[a-c]+"; IGNORECASE = 1 } ' + SHOW, stdin="xABxcz\n") == "2[AB][c]\n"


def test_fpat_invalid_regex_when_fields_used():
    r = awk('BEGIN { FPAT = "a(" } { print "rec"; print $1 }', stdin="a\n")
    fatal(r, "regular expression error: unmatched (: /a(/", stdout="rec\n")


def test_fpat_paragraph_mode_newline_not_special():
    prog = 'BEGIN { RS = ""; FPAT = "[^,]+" } ' + SHOW
    assert out(prog, stdin="a,b\nc\n") == "2[a][b\nc]\n"


def test_fpat_rebuild_with_OFS():
    prog = 'BEGIN { FPAT = "[0-9]+"; OFS = "-" } { $1 = $1; print }'
    assert out(prog, stdin="x1y2z\n") == "1-2\n"


def test_fpat_turns_off_fieldwidths():
    prog = 'BEGIN { FIELDWIDTHS = "1 1"; FPAT = "[a-z]+" } ' + SHOW
    assert out(prog, stdin="ab1cd\n") == "2[ab][cd]\n"


# ---------- FIELDWIDTHS ----------

def test_fieldwidths_basic():
    assert out('BEGIN { FIELDWIDTHS = "3 4 2" } ' + SHOW, stdin="abcdefghijkl\n") == "3[abc][defg][hi]\n"


def test_fieldwidths_short_record():
    assert out('BEGIN { FIELDWIDTHS = "3 4 2" } ' + SHOW, stdin="abcde\n") == "2[abc][de]\n"


def test_fieldwidths_record_ends_at_boundary():
    assert out('BEGIN { FIELDWIDTHS = "3 4 2" } ' + SHOW, stdin="abc\n") == "1[abc]\n"


def test_fieldwidths_blanks_are_ordinary():
    assert out('BEGIN { FIELDWIDTHS = "1 1 1" } ' + SHOW, stdin=" a b\n") == "3[ ][a][ ]\n"


def test_fieldwidths_separated_by_blanks():
    assert out('BEGIN { FIELDWIDTHS = " 2\\t1  3 " } ' + SHOW, stdin="abcdefg\n") == "3[ab][c][def]\n"


def test_fieldwidths_empty_record():
    assert out('BEGIN { FIELDWIDTHS = "2 2" } ' + SHOW, stdin="\n") == "0\n"


@pytest.mark.parametrize("val", ["3 x", "0", "   ", "2,3", "-1", "1 0 2", "a"])
def test_fieldwidths_invalid(val):
    r = awk('BEGIN { print "s"; FIELDWIDTHS = "%s"; print "no" }' % val)
    fatal(r, "invalid FIELDWIDTHS value: " + val, stdout="s\n")


def test_fieldwidths_empty_turns_off():
    prog = 'BEGIN { FIELDWIDTHS = "1 1" } NR == 1 { FIELDWIDTHS = "" } ' + SHOW
    assert out(prog, stdin="ab cd\nef gh\n") == "2[a][b]\n2[ef][gh]\n"


def test_fieldwidths_FS_turns_off():
    prog = 'BEGIN { FIELDWIDTHS = "1 1" } NR == 1 { FS = "," } ' + SHOW
    assert out(prog, stdin="ab,cd\nef,gh\n") == "2[a][b]\n2[ef][gh]\n"


def test_fieldwidths_operand_FS_assignment_turns_off():
    write("f1", "ab,cd\n")
    assert out('BEGIN { FIELDWIDTHS = "1 1" } ' + SHOW, "FS=,", "f1") == "2[ab][cd]\n"


def test_fieldwidths_takes_effect_next_record():
    prog = 'NR == 1 { FIELDWIDTHS = "2" } ' + SHOW
    assert out(prog, stdin="abc d\nefg h\n") == "2[abc][d]\n1[ef]\n"


def test_fieldwidths_record_assignment():
    prog = 'BEGIN { FIELDWIDTHS = "2 2" } { $0 = "wxyz"; print NF, $2 }'
    assert out(prog, stdin="q\n") == "2 yz\n"


def test_fieldwidths_split_never_uses():
    assert ev('split("abc def", p), p[1]', pre='FIELDWIDTHS = "1 1"') == "2 abc"


def test_fieldwidths_assignment_rebuilds():
    prog = 'BEGIN { FIELDWIDTHS = "2 2" } { $1 = "X"; print; print NF }'
    assert out(prog, stdin="abcd\n") == "X cd\n2\n"


def test_fieldwidths_paragraph_mode_newlines_ordinary():
    prog = 'BEGIN { RS = ""; FIELDWIDTHS = "2 2" } ' + SHOW
    assert out(prog, stdin="a\nbc\n") == "2[a\n][bc]\n"


def test_fieldwidths_NF_assignment():
    prog = 'BEGIN { FIELDWIDTHS = "1 1 1" } { NF = 2; print }'
    assert out(prog, stdin="abc\n") == "a b\n"
