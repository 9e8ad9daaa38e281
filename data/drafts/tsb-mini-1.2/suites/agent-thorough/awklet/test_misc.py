import time
import pytest
from conftest import ok, fatal

TS = 1700000000  # Tue Nov 14 22:13:20 UTC 2023


def sf(awk, fmt, ts=TS, utc=1, env=None):
    return awk('BEGIN { print strftime("%s", %s, %s) }' % (fmt, ts, utc), env=env)


STRFTIME_CASES = [
    ("%Y-%m-%d %H:%M:%S", "2023-11-14 22:13:20"),
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
    ("%p", "PM"),
    ("%r", "10:13:20 PM"),
    ("%R", "22:13"),
    ("%T", "22:13:20"),
    ("%s", "1700000000"),
    ("%u %w", "2 2"),
    ("%y %Y", "23 2023"),
    ("%z %Z", "+0000 UTC"),
    ("100%%", "100%"),
    ("a%qb", "a%qb"),
    ("x%", "x%"),
    ("plain", "plain"),
]


@pytest.mark.parametrize("fmt,expected", STRFTIME_CASES, ids=[c[0] for c in STRFTIME_CASES])
def test_strftime_utc(awk, fmt, expected):
    ok(sf(awk, fmt), expected + "\n")


def test_strftime_n_t(awk):
    ok(sf(awk, "a%nb%tc"), "a\nb\tc\n")


def test_strftime_padding_small_values(awk):
    # 2023-11-05 01:00:00 UTC, Sunday
    ok(sf(awk, "%d|%e|%H|%k|%I|%l|%p|%u|%w|%j", ts=1699146000), "05| 5|01| 1|01| 1|AM|7|0|309\n")


def test_strftime_midnight_hour12(awk):
    ok(sf(awk, "%H|%k|%I|%l|%p", ts=1699142400), "00| 0|12|12|AM\n")


def test_strftime_negative_timestamp(awk):
    ok(sf(awk, "%Y-%m-%d %H:%M:%S", ts=-1), "1969-12-31 23:59:59\n")


def test_strftime_truncates_timestamp(awk):
    ok(sf(awk, "%S", ts="1700000000.9"), "20\n")


def test_strftime_truncates_negative_toward_zero(awk):
    ok(sf(awk, "%S", ts="-1.5"), "59\n")


def test_strftime_epoch(awk):
    ok(sf(awk, "%c", ts=0), "Thu Jan  1 00:00:00 1970\n")


def test_strftime_timezone_paris(awk):
    ok(awk('BEGIN { print strftime("%H:%M %Z %z", 1700000000) }', env={"TZ": "Europe/Paris"}), "23:13 CET +0100\n")


def test_strftime_timezone_paris_summer(awk):
    ok(awk('BEGIN { print strftime("%H %Z %z", 1690000000) }', env={"TZ": "Europe/Paris"}), "06 CEST +0200\n")


def test_strftime_timezone_etc(awk):
    ok(awk('BEGIN { print strftime("%H %z", 1700000000) }', env={"TZ": "Etc/GMT-2"}), "00 +0200\n")


def test_strftime_timezone_negative_offset(awk):
    ok(awk('BEGIN { print strftime("%H %z", 1700000000) }', env={"TZ": "America/New_York"}), "17 -0500\n")


def test_strftime_utc_flag_overrides_tz(awk):
    ok(awk('BEGIN { print strftime("%H %Z", 1700000000, 1) }', env={"TZ": "Europe/Paris"}), "22 UTC\n")


def test_strftime_empty_tz_is_utc(awk):
    ok(awk('BEGIN { print strftime("%H %z", 1700000000) }', env={"TZ": ""}), "22 +0000\n")


def test_strftime_unknown_tz_is_utc(awk):
    ok(awk('BEGIN { print strftime("%H %z", 1700000000) }', env={"TZ": "Nowhere/Nothing"}), "22 +0000\n")


def test_strftime_default_format(awk):
    r = awk("BEGIN { print strftime() }", env={"TZ": "UTC"})
    assert r.rc == 0 and r.err == ""
    import re
    assert re.fullmatch(r"[A-Z][a-z]{2} [A-Z][a-z]{2} [ 123]\d \d\d:\d\d:\d\d UTC \d{4}\n", r.out), r


def test_strftime_format_only_uses_now(awk):
    r = awk('BEGIN { print strftime("%s") - systime() }', env={"TZ": "UTC"})
    assert r.rc == 0
    assert int(r.out) in (-1, 0, 1, 2)


def test_strftime_out_of_range(awk):
    fatal(awk('BEGIN { x = strftime("%Y", 1e20, 1) }'), "strftime: timestamp out of range")


def test_strftime_nan(awk):
    fatal(awk('BEGIN { x = strftime("%Y", log(-1), 1) }'), "strftime: timestamp out of range")


def test_strftime_year_9999_ok(awk):
    ok(sf(awk, "%Y", ts=253402300799), "9999\n")


def test_strftime_year_10000_out_of_range(awk):
    fatal(awk('BEGIN { x = strftime("%Y", 253402300800, 1) }'), "strftime: timestamp out of range")


def test_strftime_returns_string(awk):
    ok(awk('BEGIN { print typeof(strftime("%Y", 0, 1)) }'), "string\n")


def test_systime_now(awk):
    before = int(time.time())
    r = awk("BEGIN { print systime() }")
    after = int(time.time())
    assert r.rc == 0
    assert before - 1 <= int(r.out) <= after + 1


# ---- mktime ----

def test_mktime_utc(awk):
    ok(awk('BEGIN { print mktime("2023 11 14 22 13 20", 1) }'), "1700000000\n")


def test_mktime_local_tz(awk):
    ok(awk('BEGIN { print mktime("2023 11 14 23 13 20") }', env={"TZ": "Europe/Paris"}), "1700000000\n")


def test_mktime_empty_tz_utc(awk):
    ok(awk('BEGIN { print mktime("2023 11 14 22 13 20") }', env={"TZ": ""}), "1700000000\n")


def test_mktime_month_13(awk):
    ok(awk('BEGIN { print mktime("2023 13 01 00 00 00", 1) }'), "1704067200\n")


def test_mktime_day_zero(awk):
    ok(awk('BEGIN { print mktime("2024 03 00 00 00 00", 1) }'), "1709164800\n")


def test_mktime_hour_24(awk):
    ok(awk('BEGIN { print mktime("2023 12 31 24 00 00", 1) }'), "1704067200\n")


def test_mktime_negative_second(awk):
    ok(awk('BEGIN { print mktime("2023 01 01 00 00 -1", 1) }'), "1672531199\n")


def test_mktime_signed_fields(awk):
    ok(awk('BEGIN { print mktime("+2023 +11 +14 22 13 20", 1) }'), "1700000000\n")


def test_mktime_dst_field_ignored(awk):
    ok(awk('BEGIN { print mktime("2023 11 14 22 13 20 1", 1) }'), "1700000000\n")


def test_mktime_extra_blanks(awk):
    ok(awk('BEGIN { print mktime("  2023\\t11 14  22 13 20 ", 1) }'), "1700000000\n")


def test_mktime_too_few_fields(awk):
    ok(awk('BEGIN { print mktime("2023 11 14 22 13", 1) }'), "-1\n")


def test_mktime_too_many_fields(awk):
    ok(awk('BEGIN { print mktime("2023 11 14 22 13 20 0 5", 1) }'), "-1\n")


def test_mktime_non_integer_field(awk):
    ok(awk('BEGIN { print mktime("2023 11 14 22 13 xx", 1), mktime("2023 11 14 22 13 2.5", 1) }'), "-1 -1\n")


def test_mktime_field_too_large(awk):
    ok(awk('BEGIN { print mktime("2023 11 14 22 13 2000000000", 1) }'), "-1\n")


def test_mktime_epoch(awk):
    ok(awk('BEGIN { print mktime("1970 01 01 00 00 00", 1) }'), "0\n")


def test_mktime_strftime_roundtrip(awk):
    ok(awk('BEGIN { t = mktime("2000 02 29 12 34 56", 1); print strftime("%Y-%m-%d %T", t, 1) }'), "2000-02-29 12:34:56\n")


# ---- sandbox ----

def sb(awk, prog, **kw):
    return awk(prog, opts=["--sandbox"], **kw)


def test_sandbox_redirect_file(awk):
    fatal(sb(awk, 'BEGIN { print "a"; print "x" > "f" }'), "redirection not allowed in sandbox mode", out="a\n")


def test_sandbox_append(awk):
    fatal(sb(awk, 'BEGIN { print "x" >> "f" }'), "redirection not allowed in sandbox mode")


def test_sandbox_pipe(awk):
    fatal(sb(awk, 'BEGIN { print "x" | "cat" }'), "redirection not allowed in sandbox mode")


def test_sandbox_dev_stdout(awk):
    fatal(sb(awk, 'BEGIN { print "x" > "/dev/stdout" }'), "redirection not allowed in sandbox mode")


def test_sandbox_getline_file(awk, mkfile):
    mkfile("f", "a\n")
    fatal(sb(awk, 'BEGIN { getline x < "f" }'), "redirection not allowed in sandbox mode")


def test_sandbox_cmd_getline(awk):
    fatal(sb(awk, 'BEGIN { "echo a" | getline x }'), "redirection not allowed in sandbox mode")


def test_sandbox_system(awk):
    fatal(sb(awk, 'BEGIN { system("echo hi") }'), "system() not allowed in sandbox mode")


def test_sandbox_only_when_executed(awk):
    ok(sb(awk, 'BEGIN { print "a"; if (0) { print "x" > "f"; system("true") } }'), "a\n")


def test_sandbox_operands_read(awk, mkfile):
    mkfile("f1", "data\n")
    ok(sb(awk, "{ print }", "f1"), "data\n")


def test_sandbox_plain_getline(awk):
    ok(sb(awk, "NR == 1 { getline x; print x }", input="a\nb\n"), "b\n")


def test_sandbox_progfile(awkargs, mkfile):
    mkfile("p.awk", 'BEGIN { print "pf" }\n')
    ok(awkargs(["--sandbox", "-f", "p.awk"]), "pf\n")


def test_sandbox_close_fflush(awk):
    ok(sb(awk, 'BEGIN { print close("x"), fflush("x"), fflush() }'), "-1 -1 0\n")


def test_sandbox_no_file_created(awk, tmp_path):
    r = sb(awk, 'BEGIN { print "x" > "created" }')
    assert r.rc == 2
    assert not (tmp_path / "created").exists()


# ---- dump variables ----

def test_dump_default_file(awk, readfile):
    ok(awk('BEGIN { x = 1; s = "a"; arr[1] = 1; arr[2] = 2 }', opts=["--dump-variables"]), "")
    assert readfile("awkvars.out") == 'arr: array, 2 elements\ns: string "a"\nx: number 1\n'


def test_dump_to_named_file(awk, readfile):
    ok(awk('BEGIN { y = 2.5 }', opts=["--dump-variables=vars.txt"]), "")
    assert readfile("vars.txt") == "y: number 2.5\n"


def test_dump_to_stdout_after_output(awk):
    ok(awk('BEGIN { print "out"; z = "q" }', opts=["--dump-variables=-"]), 'out\nz: string "q"\n')


def test_dump_to_dev_stdout(awk):
    ok(awk('BEGIN { z = 3 }', opts=["--dump-variables=/dev/stdout"]), "z: number 3\n")


def test_dump_to_stderr(awk):
    r = awk('BEGIN { z = 3 }', opts=["--dump-variables=/dev/stderr"])
    assert r.rc == 0 and r.out == ""
    assert r.err == "z: number 3\n"


def test_dump_one_element(awk):
    ok(awk('BEGIN { a["k"] = 1 }', opts=["--dump-variables=-"]), "a: array, 1 element\n")


def test_dump_empty_array(awk):
    ok(awk('BEGIN { a["k"] = 1; delete a }', opts=["--dump-variables=-"]), "a: array, 0 elements\n")


def test_dump_uninitialized(awk):
    ok(awk("BEGIN { if (u) { }; v = w }", opts=["--dump-variables=-"]),
       "u: uninitialized scalar\nv: uninitialized scalar\nw: uninitialized scalar\n")


def test_dump_number_ignores_ofmt(awk):
    ok(awk('BEGIN { OFMT = "%.2f"; x = 3.14159265 }', opts=["--dump-variables=-"]), "x: number 3.14159\n")


def test_dump_number_integer_large(awk):
    ok(awk("BEGIN { x = 1e15; y = 1e16; z = -0.5 }", opts=["--dump-variables=-"]),
       "x: number 1000000000000000\ny: number 1e+16\nz: number -0.5\n")


def test_dump_numeric_string(awk):
    ok(awk("BEGIN { }", opts=["-v", "n=10", "--dump-variables=-"]), 'n: numeric string "10"\n')


def test_dump_string_escapes(awk):
    ok(awk('BEGIN { s = "a\\"b\\\\c\\nd\\te\\001f\\177" }', opts=["--dump-variables=-"]),
       's: string "a\\"b\\\\c\\nd\\te\\001f\\177"\n')


def test_dump_sorted_byte_order(awk):
    ok(awk("BEGIN { b = 1; a = 1; B = 1; _x = 1; a2 = 1 }", opts=["--dump-variables=-"]),
       "B: number 1\n_x: number 1\na: number 1\na2: number 1\nb: number 1\n")


def test_dump_excludes_builtins(awk):
    ok(awk('BEGIN { FS = ":"; NR = 5; OFS = "-"; x = 1 }', opts=["--dump-variables=-"]), "x: number 1\n")


def test_dump_excludes_locals_and_functions(awk):
    ok(awk("function f(p,  l) { l = p; g = 1 }\nBEGIN { f(1) }", opts=["--dump-variables=-"]), "g: number 1\n")


def test_dump_includes_unexecuted_names(awk):
    ok(awk("BEGIN { if (0) never = 1 }", opts=["--dump-variables=-"]), "never: uninitialized scalar\n")


def test_dump_operand_assignment(awk):
    ok(awk("END { }", "opv=5", input="", opts=["--dump-variables=-"]), 'opv: numeric string "5"\n')


def test_dump_after_exit(awk, readfile):
    r = awk("BEGIN { x = 1; exit 3 }", opts=["--dump-variables"])
    assert r.rc == 3
    assert readfile("awkvars.out") == "x: number 1\n"


def test_dump_not_after_fatal(awk, tmp_path):
    r = awk("BEGIN { x = 1; y = 1 / 0 }", opts=["--dump-variables"])
    fatal(r, "division by zero")
    assert not (tmp_path / "awkvars.out").exists()


def test_dump_truncates_existing(awk, mkfile, readfile):
    mkfile("awkvars.out", "old stuff\nmore\n")
    ok(awk("BEGIN { q = 1 }", opts=["--dump-variables"]), "")
    assert readfile("awkvars.out") == "q: number 1\n"


def test_dump_last_option_names_file(awk, readfile, tmp_path):
    ok(awk("BEGIN { q = 1 }", opts=["--dump-variables=first", "--dump-variables=second"]), "")
    assert readfile("second") == "q: number 1\n"
    assert not (tmp_path / "first").exists()


def test_dump_cannot_write(awk):
    r = awk("BEGIN { q = 1 }", opts=["--dump-variables=nodir/x"])
    assert r.rc == 2
    assert r.err == "awklet: can't write variables to nodir/x\n"


def test_dump_strnum_field_copy(awk):
    ok(awk("{ v = $1 }", input="42\n", opts=["--dump-variables=-"]), 'v: numeric string "42"\n')


def test_dump_string_that_looks_numeric(awk):
    ok(awk('BEGIN { v = "42" }', opts=["--dump-variables=-"]), 'v: string "42"\n')


def test_dump_empty_program_vars(awk):
    ok(awk("BEGIN { }", opts=["--dump-variables=-"]), "")


# ---- lint ----

def lint(awk, prog, fatal_mode=False, **kw):
    return awk(prog, opts=["--lint=fatal" if fatal_mode else "--lint"], **kw)


def test_lint_no_effect(awk):
    r = lint(awk, 'BEGIN { 1 + 2; print "ran" }')
    assert r.rc == 0
    assert r.out == "ran\n"
    assert r.err == "awklet: warning: statement has no effect at source line 1\n"


def test_lint_no_effect_several_in_order(awk):
    r = lint(awk, "BEGIN { x = 1\n x == 1\n a[1]\n}")
    assert r.rc == 0
    assert r.err == ("awklet: warning: statement has no effect at source line 2\n"
                     "awklet: warning: statement has no effect at source line 3\n")


def test_lint_effects_no_warning(awk):
    r = lint(awk, 'function f() { return 1 }\nBEGIN { x = 1; x++; --x; f(); length("a"); "echo" | getline y; close("echo") }')
    assert r.rc == 0
    assert r.err == ""


def test_lint_field_statement(awk):
    r = lint(awk, "{ $1 }", input="a\n")
    assert r.err == "awklet: warning: statement has no effect at source line 1\n"


def test_lint_function_never_called(awk):
    r = lint(awk, "function f() { }\nfunction g() { }\nBEGIN { g() }")
    assert r.rc == 0
    assert r.err == "awklet: warning: function f defined but never called\n"


def test_lint_function_warnings_after_statement_warnings(awk):
    r = lint(awk, "function zz() { }\nfunction aa() { }\nBEGIN { 5 }")
    assert r.err == ("awklet: warning: statement has no effect at source line 3\n"
                     "awklet: warning: function zz defined but never called\n"
                     "awklet: warning: function aa defined but never called\n")


def test_lint_function_called_only_in_dead_code(awk):
    r = lint(awk, "function f() { }\nBEGIN { if (0) f() }")
    assert r.err == ""


def test_lint_uninitialized(awk):
    r = lint(awk, "BEGIN { print x + 1 }")
    assert r.rc == 0
    assert r.out == "1\n"
    assert r.err == "awklet: warning: reference to uninitialized variable x\n"


def test_lint_uninitialized_once_per_name(awk):
    r = lint(awk, "BEGIN { a = x; b = x; c = y }")
    assert r.err == ("awklet: warning: reference to uninitialized variable x\n"
                     "awklet: warning: reference to uninitialized variable y\n")


def test_lint_uninitialized_copy_no_warning(awk):
    r = lint(awk, "BEGIN { y = x; z = y }")
    assert r.err == "awklet: warning: reference to uninitialized variable x\n"


def test_lint_no_warning_for_elements_fields(awk):
    r = lint(awk, 'BEGIN { a["k"] = 1; v = a["z"]; w = $3 }')
    assert r.err == ""


def test_lint_no_warning_for_typeof_isarray(awk):
    r = lint(awk, "BEGIN { t = typeof(x); u = isarray(y) }")
    assert r.err == ""


def test_lint_no_warning_for_passing(awk):
    r = lint(awk, "function f(p) { return 1 }\nBEGIN { f(x) }")
    assert r.err == ""


def test_lint_no_warning_getline_split(awk):
    r = lint(awk, 'BEGIN { "echo a" | getline v; close("echo a"); split("a b", arr) }')
    assert r.err == ""


def test_lint_assigned_no_warning(awk):
    r = lint(awk, "BEGIN { x = 1; print x }")
    assert r.err == ""


def test_lint_local_uninitialized(awk):
    r = lint(awk, "function f(p,  loc) { return loc + p }\nBEGIN { f(1) }")
    assert r.err == "awklet: warning: reference to uninitialized variable loc\n"


def test_lint_runtime_only_when_executed(awk):
    r = lint(awk, "BEGIN { if (0) print q }")
    assert r.err == ""


def test_lint_exit_status_unchanged(awk):
    r = lint(awk, "BEGIN { 1; exit 4 }")
    assert r.rc == 4
    assert r.err == "awklet: warning: statement has no effect at source line 1\n"


def test_no_lint_no_warnings(awk):
    ok(awk("function f() { }\nBEGIN { 1; print x }"), "\n")


def test_lint_fatal_parse_time(awk):
    r = lint(awk, 'BEGIN { print "a"; 1 }', fatal_mode=True)
    fatal(r, "statement has no effect at source line 1")


def test_lint_fatal_function_never_called(awk):
    r = lint(awk, 'function f() { }\nBEGIN { print "a" }', fatal_mode=True)
    fatal(r, "function f defined but never called")


def test_lint_fatal_runtime(awk):
    r = lint(awk, 'BEGIN { print "a"; print x }', fatal_mode=True)
    fatal(r, "reference to uninitialized variable x", out="a\n")


def test_lint_last_option_fatal(awk):
    r = awk("BEGIN { 1 }", opts=["--lint", "--lint=fatal"])
    fatal(r, "statement has no effect at source line 1")


def test_lint_last_option_not_fatal(awk):
    r = awk('BEGIN { 1; print "ok" }', opts=["--lint=fatal", "--lint"])
    assert r.rc == 0
    assert r.out == "ok\n"
    assert r.err == "awklet: warning: statement has no effect at source line 1\n"


def test_lint_fatal_no_warning_runs_normally(awk):
    ok(lint(awk, 'BEGIN { x = 2; print x }', fatal_mode=True), "2\n")
