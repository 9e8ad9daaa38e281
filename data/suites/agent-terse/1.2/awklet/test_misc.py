import time

import pytest

from conftest import check_ok, check_fatal


def begin(awk, code, stdin="", **kw):
    return awk("BEGIN { " + code + " }", stdin, **kw)


UTC = {"TZ": "UTC"}

# ---------------------------------------------------------------- strftime

@pytest.mark.parametrize("fmt,out", [
    ("%a %A", "Tue Tuesday"),
    ("%b %h %B", "Nov Nov November"),
    ("%c", "Tue Nov 14 22:13:20 2023"),
    ("%C", "20"),
    ("%d %e", "14 14"),
    ("%D", "11/14/23"),
    ("%F", "2023-11-14"),
    ("%H %k", "22 22"),
    ("%I %l", "10 10"),
    ("%j", "318"),
    ("%m %M %S", "11 13 20"),
    ("%n%t", "\n\t"),
    ("%p", "PM"),
    ("%r", "10:13:20 PM"),
    ("%R", "22:13"),
    ("%T", "22:13:20"),
    ("%s", "1700000000"),
    ("%u %w", "2 2"),
    ("%y %Y", "23 2023"),
    ("%z %Z", "+0000 UTC"),
    ("%%", "%"),
    ("%Q", "%Q"),
    ("abc%", "abc%"),
    ("x%Yy", "x2023y"),
    ("", ""),
])
def test_strftime_utc(awk, fmt, out):
    check_ok(begin(awk, 'printf "[%%s]", strftime("%s", 1700000000, 1)' % fmt), "[" + out + "]")


@pytest.mark.parametrize("ts,fmt,out", [
    (0, "%a %d %e %H %k %I %l %p %j", "Thu 01  1 00  0 12 12 AM 001"),
    (0, "%c", "Thu Jan  1 00:00:00 1970"),
    (1000000000, "%a %u %w %k %l %p", "Sun 7 0  1  1 AM"),
    (951782400, "%F %j %a", "2000-02-29 060 Tue"),
    (-1, "%Y-%m-%d %H:%M:%S", "1969-12-31 23:59:59"),
    (59.9, "%S", "59"),
    (-0.5, "%S", "00"),
    (253402300799, "%Y-%m-%d", "9999-12-31"),
    (43200, "%I %p", "12 PM"),
])
def test_strftime_values(awk, ts, fmt, out):
    check_ok(begin(awk, 'print strftime("%s", %s, 1)' % (fmt, ts)), out + "\n")


@pytest.mark.parametrize("tz,ts,out", [
    ("Europe/Paris", 0, "01 CET +0100"),
    ("Europe/Paris", 1690000000, "06 CEST +0200"),
    ("America/New_York", 1700000000, "17 EST -0500"),
    ("America/New_York", 1690000000, "00 EDT -0400"),
    ("Asia/Kolkata", 0, "05 IST +0530"),
])
def test_strftime_local_zone(awk, tz, ts, out):
    check_ok(begin(awk, 'print strftime("%%H %%Z %%z", %d)' % ts, env={"TZ": tz}), out + "\n")


def test_strftime_etc_zone(awk):
    check_ok(begin(awk, 'print strftime("%H %z", 0)', env={"TZ": "Etc/GMT-2"}), "02 +0200\n")


def test_strftime_utc_flag_overrides_tz(awk):
    check_ok(begin(awk, 'print strftime("%H %Z", 0, 1)', env={"TZ": "Europe/Paris"}), "00 UTC\n")


@pytest.mark.parametrize("tz", ["", "Nowhere/Atlantis"])
def test_strftime_empty_or_unknown_tz_is_utc(awk, tz):
    check_ok(begin(awk, 'print strftime("%H:%M %z", 3600)', env={"TZ": tz}), "01:00 +0000\n")


def test_strftime_default_format_now(awk):
    r = begin(awk, 'a = strftime(); b = strftime("%a %b %e %H:%M:%S %Z %Y"); c = strftime(); print (a == b || b == c)',
              env=UTC)
    check_ok(r, "1\n")


def test_strftime_default_format_shape(awk):
    check_ok(begin(awk, 'print strftime("%a %b %e %H:%M:%S %Z %Y", 0)', env=UTC), "Thu Jan  1 00:00:00 UTC 1970\n")


def test_strftime_current_time(awk):
    t0 = int(time.time())
    r = begin(awk, 'print strftime("%s")')
    t1 = int(time.time())
    assert r.rc == 0
    assert t0 - 1 <= int(r.out) <= t1 + 1


def test_strftime_string_timestamp(awk):
    check_ok(begin(awk, 'print strftime("%Y", "86400x", 1)'), "1970\n")


@pytest.mark.parametrize("ts", ["-1e12", "1e12", "253402300800", "log(-1)"])
def test_strftime_out_of_range(awk, ts):
    check_fatal(begin(awk, 'print "a"; x = strftime("%%Y", %s, 1)' % ts), "strftime: timestamp out of range", "a\n")


def test_systime(awk):
    t0 = int(time.time())
    r = begin(awk, "print systime(), typeof(systime())")
    t1 = int(time.time())
    assert r.rc == 0
    v, ty = r.out.split()
    assert t0 - 1 <= int(v) <= t1 + 1
    assert ty == "number"


# ---------------------------------------------------------------- mktime

@pytest.mark.parametrize("spec,out", [
    ("1970 01 01 00 00 00", "0"),
    ("2023 11 14 22 13 20", "1700000000"),
    ("2023 13 01 00 00 00", "1704067200"),
    ("2024 01 00 00 00 00", "1703980800"),
    ("2023 12 31 24 00 00", "1704067200"),
    ("1969 12 31 23 59 59", "-1"),
    ("1970 01 01 00 00 60", "60"),
    ("1970 01 01 00 00", "-1"),
    ("1970 01 01 00 00 00 0 0", "-1"),
    ("1970 01 01 00 00 07 1", "7"),
    ("1970 01 01 00 00 2x", "-1"),
    ("1970 01 01 00 00 1.5", "-1"),
    ("  1970 01 01 00 00 10  ", "10"),
    ("+1970 +01 +01 +00 +00 -10", "-10"),
    ("1970 1 1 0 0 5", "5"),
    ("1970\t01\t01\t00\t00\t03", "3"),
    ("1970 01 01 00 00 2000000000", "-1"),
    ("2000 02 29 00 00 00", "951782400"),
    ("1970 01 01 00 -1 00", "-60"),
    ("", "-1"),
])
def test_mktime_utc(awk, spec, out):
    check_ok(begin(awk, 'print mktime("%s", 1)' % spec.replace("\t", "\\t")), out + "\n")


def test_mktime_local(awk):
    check_ok(begin(awk, 'print mktime("1970 01 01 01 00 00")', env={"TZ": "Europe/Paris"}), "0\n")


def test_mktime_local_summer(awk):
    check_ok(begin(awk, 'print mktime("2023 07 22 06 26 40")', env={"TZ": "Europe/Paris"}), "1690000000\n")


def test_mktime_empty_tz_utc(awk):
    check_ok(begin(awk, 'print mktime("1970 01 01 00 00 05")', env={"TZ": ""}), "5\n")


def test_mktime_roundtrip(awk):
    check_ok(begin(awk, 't = mktime("2021 06 15 12 34 56", 1); print strftime("%Y-%m-%d %H:%M:%S", t, 1)'),
             "2021-06-15 12:34:56\n")


def test_mktime_type(awk):
    check_ok(begin(awk, 'print typeof(mktime("1970 01 01 00 00 00", 1))'), "number\n")


# ---------------------------------------------------------------- sandbox

@pytest.mark.parametrize("stmt,msg", [
    ('print "x" > "f"', "redirection not allowed in sandbox mode"),
    ('print "x" >> "f"', "redirection not allowed in sandbox mode"),
    ('print "x" | "cat"', "redirection not allowed in sandbox mode"),
    ('printf "x" > "f"', "redirection not allowed in sandbox mode"),
    ('getline v < "f"', "redirection not allowed in sandbox mode"),
    ('"echo x" | getline v', "redirection not allowed in sandbox mode"),
    ('print "x" > "/dev/stdout"', "redirection not allowed in sandbox mode"),
    ('system("echo hi")', "system() not allowed in sandbox mode"),
    ('system("")', "system() not allowed in sandbox mode"),
])
def test_sandbox_forbidden(awk, tmp_path, stmt, msg):
    r = awk('BEGIN { print "a"; %s; print "b" }' % stmt, opts=["--sandbox"])
    check_fatal(r, msg, "a\n")
    assert not (tmp_path / "f").exists()


def test_sandbox_checked_at_run_time(awk):
    check_ok(awk('BEGIN { if (0) print "x" > "f"; if (0) system("true"); print "ok" }', opts=["--sandbox"]), "ok\n")


def test_sandbox_close_fflush(awk):
    check_ok(awk('BEGIN { print close("x"), fflush("x"), fflush() }', opts=["--sandbox"]), "-1 -1 0\n")


def test_sandbox_input_allowed(raw, write):
    write("d", "1\n2\n3\n")
    write("p.awk", "NR == 1 { getline; getline v } { print $0, v }\n")
    check_ok(raw(["--sandbox", "-f", "p.awk", "d"]), "2 3\n")


def test_sandbox_stdin(awk):
    check_ok(awk("{ print NR \":\" $0 }", "a\nb\n", opts=["--sandbox"]), "1:a\n2:b\n")


# ---------------------------------------------------------------- dump variables

def test_dump_variables_default_file(awk, tmp_path):
    r = awk('BEGIN { x = 1; s = "a\\"b"; arr[1]; arr[2]; u; one[1] }', opts=["--dump-variables"])
    check_ok(r, "")
    assert (tmp_path / "awkvars.out").read_bytes() == (
        b'arr: array, 2 elements\n'
        b'one: array, 1 element\n'
        b's: string "a\\"b"\n'
        b'u: uninitialized scalar\n'
        b'x: number 1\n')


def test_dump_variables_numbers(awk, tmp_path):
    r = awk('BEGIN { OFMT = "%.2f"; a = 3.14159265; b = 1e20; c = 0.5; d = -2; e = 1e15 }',
            opts=["--dump-variables=vars"])
    check_ok(r, "")
    assert (tmp_path / "vars").read_text() == (
        "a: number 3.14159\nb: number 1e+20\nc: number 0.5\nd: number -2\ne: number 1000000000000000\n")


def test_dump_variables_escapes(awk, tmp_path):
    r = awk('BEGIN { s = "a\\tb\\nc\\001\\\\\\177\\033" }', opts=["--dump-variables=vars"])
    check_ok(r, "")
    assert (tmp_path / "vars").read_bytes() == b's: string "a\\tb\\nc\\001\\\\\\177\\033"\n'


def test_dump_variables_strnum_and_v(awk, tmp_path):
    r = awk("{ f = $1 }", "12\n", opts=["--dump-variables=vars", "-v", "n=010", "-v", "w=x"])
    check_ok(r, "")
    assert (tmp_path / "vars").read_text() == 'f: numeric string "12"\nn: numeric string "010"\nw: string "x"\n'


def test_dump_variables_stdout(awk):
    r = awk('BEGIN { print "out"; z = 2 }', opts=["--dump-variables=-"])
    check_ok(r, "out\nz: number 2\n")


def test_dump_variables_after_exit(awk, tmp_path):
    r = awk("BEGIN { q = 1; exit 3 }", opts=["--dump-variables=vars"])
    assert r.rc == 3
    assert (tmp_path / "vars").read_text() == "q: number 1\n"


def test_dump_variables_not_after_fatal(awk, tmp_path):
    r = awk("BEGIN { q = 1; x = 1 / 0 }", opts=["--dump-variables=vars"])
    assert r.rc == 2
    assert not (tmp_path / "vars").exists()


def test_dump_variables_excludes_builtins_and_locals(awk, tmp_path):
    r = awk('function f(p, loc) { loc = p; g = 1 } BEGIN { NR = 5; FS = ":"; f(2) }', opts=["--dump-variables=vars"])
    check_ok(r, "")
    assert (tmp_path / "vars").read_text() == "g: number 1\n"


def test_dump_variables_operand_assignment(awk, tmp_path, write):
    write("d", "line\n")
    r = awk("END { }", args=["d", "q=7"], opts=["--dump-variables=vars"])
    check_ok(r, "")
    assert (tmp_path / "vars").read_text() == 'q: numeric string "7"\n'


def test_dump_variables_uninit_copy_and_byte_order(awk, tmp_path):
    r = awk("BEGIN { b = a; B = 1; _z = 2 }", opts=["--dump-variables=vars"])
    check_ok(r, "")
    assert (tmp_path / "vars").read_text() == (
        "B: number 1\n_z: number 2\na: uninitialized scalar\nb: uninitialized scalar\n")


def test_dump_variables_truncates(awk, tmp_path, write):
    write("vars", "old content\nold\n")
    r = awk("BEGIN { k = 1 }", opts=["--dump-variables=vars"])
    check_ok(r, "")
    assert (tmp_path / "vars").read_text() == "k: number 1\n"


def test_dump_variables_cannot_write(awk):
    r = awk("BEGIN { k = 1 }", opts=["--dump-variables=nodir/vars"])
    assert r.err == "awklet: can't write variables to nodir/vars\n"
    assert r.rc == 2


# ---------------------------------------------------------------- lint

def test_lint_no_effect(awk):
    r = awk("BEGIN { 1 + 2; print \"ran\" }", opts=["--lint"])
    assert r.out == "ran\n"
    assert r.err == "awklet: warning: statement has no effect at source line 1\n"
    assert r.rc == 0


def test_lint_no_effect_several(awk):
    r = awk("BEGIN { x = 1; x\n$1\na[1]; y = 2 }", opts=["--lint"])
    assert r.rc == 0
    assert r.err == ("awklet: warning: statement has no effect at source line 1\n"
                     "awklet: warning: statement has no effect at source line 2\n"
                     "awklet: warning: statement has no effect at source line 3\n")


def test_lint_effects_not_warned(awk):
    r = awk('function f() { return 1 } BEGIN { x = 1; x++; f(); length("a"); y = x == 1 }', opts=["--lint"])
    check_ok(r, "")
    assert r.err == ""


def test_lint_function_never_called(awk):
    r = awk("function f() { }\nfunction g() { }\nfunction h() { }\nBEGIN { g() }", opts=["--lint"])
    assert r.rc == 0
    assert r.err == ("awklet: warning: function f defined but never called\n"
                     "awklet: warning: function h defined but never called\n")


def test_lint_order_statements_then_functions(awk):
    r = awk("function f() { }\nBEGIN { 1 }", opts=["--lint"])
    assert r.err == ("awklet: warning: statement has no effect at source line 2\n"
                     "awklet: warning: function f defined but never called\n")


def test_lint_uninitialized_once_per_name(awk):
    r = awk('BEGIN { print x + 1; print x; print y "" }', opts=["--lint"])
    assert r.out == "1\n\n\n"
    assert r.err == ("awklet: warning: reference to uninitialized variable x\n"
                     "awklet: warning: reference to uninitialized variable y\n")
    assert r.rc == 0


def test_lint_uninitialized_exempt_uses(awk):
    prog = ('function f(p) { return 1 } '
            'BEGIN { t = typeof(x); i = isarray(y); f(z); split("a", w); print a[1] $1 "|" t i }')
    r = awk(prog, opts=["--lint"])
    check_ok(r, "|untyped0\n")
    assert r.err == ""


def test_lint_uninitialized_parameter(awk):
    r = awk("function f(p) { return p + 1 } BEGIN { print f() }", opts=["--lint"])
    assert r.out == "1\n"
    assert r.err == "awklet: warning: reference to uninitialized variable p\n"


def test_lint_getline_var_no_warning(awk):
    r = awk("BEGIN { getline v; print v }", "in\n", opts=["--lint"])
    check_ok(r, "in\n")
    assert r.err == ""


def test_lint_flushes_stdout_before_warning(awk):
    r = awk('BEGIN { printf "a"; print x "b" }', opts=["--lint"], merge=True)
    assert r.out == "aawklet: warning: reference to uninitialized variable x\nb\n"
    assert r.rc == 0


def test_lint_exit_status_unchanged(awk):
    r = awk("BEGIN { 1; exit 3 }", opts=["--lint"])
    assert r.rc == 3


def test_lint_fatal_parse_time(awk):
    r = awk('BEGIN { print "a"; 1 + 2 }', opts=["--lint=fatal"])
    assert r.out == ""
    assert r.err == "awklet: statement has no effect at source line 1\n"
    assert r.rc == 2


def test_lint_fatal_function(awk):
    r = awk('function f() { } BEGIN { print "a" }', opts=["--lint=fatal"])
    assert r.out == ""
    assert r.err == "awklet: function f defined but never called\n"
    assert r.rc == 2


def test_lint_fatal_run_time(awk):
    r = awk('BEGIN { print "a"; print x; print "b" }', opts=["--lint=fatal"])
    assert r.out == "a\n"
    assert r.err == "awklet: reference to uninitialized variable x\n"
    assert r.rc == 2


def test_no_lint_no_warnings(awk):
    r = awk("function f() { } BEGIN { 1; print x }")
    check_ok(r, "\n")
    assert r.err == ""


# ---------------------------------------------------------------- ERRNO

@pytest.mark.parametrize("code,out", [
    ('print "[" ERRNO "]"', "[]"),
    ('close("nothing"); print ERRNO', "close of redirection that was never opened"),
    ('fflush("nothing"); print ERRNO', "fflush of redirection that was never opened"),
    ('getline x < "nofile"; print ERRNO', "No such file or directory"),
    ('getline x < "nofile"; print "v" > "f"; close("f"); getline y < "f"; print ERRNO, y',
     "No such file or directory v"),
    ('ERRNO = "mine"; print ERRNO; close("zz"); print ERRNO', "mine\nclose of redirection that was never opened"),
    ('getline x < "nofile"; close("q"); print ERRNO', "close of redirection that was never opened"),
])
def test_errno(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


# ---------------------------------------------------------------- FPAT

FIELDS = '{ printf "%d", NF; for (i = 1; i <= NF; i++) printf "[%s]", $i; print "" }'


@pytest.mark.parametrize("fpat,rec,out", [
    ('[^,]+|\\"[^\\"]*\\"', 'a,"b,c",d', '3[a]["b,c"][d]'),
    ("[0-9]+", "ab12cd345", "2[12][345]"),
    ("[0-9]*", "a1b22", "2[1][22]"),
    ("[a-z]+", "123", "0"),
    ("..", "abcde", "2[ab][cd]"),
    ("a|ab", "xabab", "2[ab][ab]"),
])
def test_fpat(awk, fpat, rec, out):
    check_ok(awk('BEGIN { FPAT = "%s" } ' % fpat + FIELDS, rec + "\n"), out + "\n")


def test_fpat_ignorecase(awk):
    check_ok(awk('BEGIN { FPAT = "[a-c]+"; IGNORECASE = 1 } ' + FIELDS, "ABxcb\n"), "2[AB][cb]\n")


def test_fpat_fs_assignment_reverts(awk):
    check_ok(awk('BEGIN { FPAT = "[0-9]+" } NR == 1 { FS = "x" } ' + FIELDS, "a1x2\na1x2\n"),
             "2[1][2]\n2[a1][2]\n")


def test_fpat_empty_reverts(awk):
    check_ok(awk('BEGIN { FPAT = "[0-9]+" } NR == 1 { FPAT = "" } ' + FIELDS, "a1 2\na1 2\n"),
             "2[1][2]\n2[a1][2]\n")


def test_fpat_takes_effect_next_record(awk):
    check_ok(awk('NR == 1 { FPAT = "[0-9]+" } ' + FIELDS, "a1 b2\na1 b2\n"), "2[a1][b2]\n2[1][2]\n")


def test_fpat_record_assignment(awk):
    check_ok(awk('BEGIN { FPAT = "[0-9]+"; $0 = "x12y3"; print NF, $1, $2 }'), "2 12 3\n")


def test_fpat_rebuild(awk):
    check_ok(awk('BEGIN { FPAT = "[0-9]+" } { $1 = "N"; print }', "a1b2c\n"), "N 2\n")


def test_fpat_paragraph_newlines_not_special(awk):
    check_ok(awk('BEGIN { RS = ""; FPAT = "[a-z\\n]+" } ' + FIELDS, "ab\ncd 1 x\n"), "2[ab\ncd][x]\n")


def test_fpat_invalid_regex(awk):
    r = awk('BEGIN { FPAT = "a(" } { print "rec"; print $1 }', "q\n")
    assert r.rc == 2
    assert r.err == "awklet: regular expression error: unmatched (: /a(/\n"
    assert r.out == "rec\n"


# ---------------------------------------------------------------- FIELDWIDTHS

@pytest.mark.parametrize("fw,rec,out", [
    ("3 4 2", "abcdefghijkl", "3[abc][defg][hi]"),
    ("3 4 2", "abcde", "2[abc][de]"),
    ("3 4 2", "ab", "1[ab]"),
    ("3 4 2", "abc", "1[abc]"),
    ("3 4 2", "", "0"),
    ("2 2", " a b", "2[ a][ b]"),
    ("1\t1", "xy", "2[x][y]"),
])
def test_fieldwidths(awk, fw, rec, out):
    check_ok(awk('BEGIN { FIELDWIDTHS = "%s" } ' % fw.replace("\t", "\\t") + FIELDS, rec + "\n"), out + "\n")


@pytest.mark.parametrize("fw", ["3 x", "0", "  ", "1 0 2", "-1", "2,3"])
def test_fieldwidths_invalid(awk, fw):
    r = awk('BEGIN { print "a"; FIELDWIDTHS = "%s"; print "b" }' % fw)
    check_fatal(r, "invalid FIELDWIDTHS value: " + fw, "a\n")


def test_fieldwidths_fs_reverts(awk):
    check_ok(awk('BEGIN { FIELDWIDTHS = "1 1" } NR == 1 { FS = " " } ' + FIELDS, "ab c\nab c\n"),
             "2[a][b]\n2[ab][c]\n")


def test_fieldwidths_fpat_reverts(awk):
    check_ok(awk('BEGIN { FIELDWIDTHS = "1 1"; FPAT = "[a-z]+" } ' + FIELDS, "ab c\n"), "2[ab][c]\n")


def test_fieldwidths_empty_reverts(awk):
    check_ok(awk('BEGIN { FIELDWIDTHS = "1 1"; FIELDWIDTHS = "" } ' + FIELDS, "ab c\n"), "2[ab][c]\n")


def test_fieldwidths_after_fpat(awk):
    check_ok(awk('BEGIN { FPAT = "[a-z]+"; FIELDWIDTHS = "1 1" } ' + FIELDS, "ab c\n"), "2[a][b]\n")


def test_fieldwidths_rebuild(awk):
    check_ok(awk('BEGIN { FIELDWIDTHS = "2 2"; OFS = "-" } { $2 = "X"; print; print NF }', "abcdef\n"),
             "ab-X\n2\n")


def test_fieldwidths_fs_on_command_line_reverts(awk, write):
    write("d1", "abc\n")
    write("d2", "abc\n")
    check_ok(awk('BEGIN { FIELDWIDTHS = "1 2" } ' + FIELDS, args=["d1", "FS=b", "d2"]), "2[a][bc]\n2[a][c]\n")


def test_fieldwidths_paragraph(awk):
    check_ok(awk('BEGIN { RS = ""; FIELDWIDTHS = "3 3" } ' + FIELDS, "ab\ncd\n"), "2[ab\n][cd]\n")


# ---------------------------------------------------------------- uninitialized

@pytest.mark.parametrize("code,out", [
    ('print length(x), "[" x "]", x + 0', "0 [] 0"),
    ('print "" (x == 0), (x == "")', "1 1"),
    ('y = x; print typeof(y), length(y)', "unassigned 0"),
    ('print typeof(x "")', "string"),
    ('print typeof(x + 0)', "number"),
])
def test_uninitialized(awk, code, out):
    check_ok(begin(awk, code), out + "\n")
