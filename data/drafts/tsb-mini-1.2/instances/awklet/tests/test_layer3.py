"""-e/--source, switch, SORTED_IN, IGNORECASE, BEGINFILE/ENDFILE, strftime, mktime."""


# ---- -e and --source ----


def test_source_e(run):
    assert run("-e", "BEGIN { print \"e\" }").text == "e\n"


def test_source_several_e(run):
    assert run("-e", "BEGIN { x = 2 }", "-e", "BEGIN { print x * 3 }").text == "6\n"


def test_source_mixed_order(run, tmp_path):
    (tmp_path / "p").write_text("BEGIN { printf \"f\" }")
    r = run("-e", "BEGIN { printf \"e\" }", "-f", "p", "--source=BEGIN { print \"s\" }", cwd=tmp_path)
    assert r.text == "efs\n"


def test_source_first_argument_operand(run):
    assert run("-e", "BEGIN { print ARGV[1] }", "arg").text == "arg\n"


def test_source_attached(run):
    assert run("-eBEGIN{print 4}").text == "4\n"


def test_source_missing_argument(run):
    r = run("-e")
    assert r.code == 2 and r.err.startswith("awklet: option -e requires an argument\n")


def test_source_line_numbers(run):
    r = run("-e", "BEGIN { }", "-e", "BEGIN { x = }")
    assert r.err == "awklet: syntax error at source line 2\n"


def test_source_unreadable_file_after_e(run, tmp_path):
    r = run("-e", "BEGIN { print 1 }", "-f", "nofile", cwd=tmp_path)
    assert r.code == 2 and r.out == b"" and r.err == "awklet: can't open source file nofile\n"


# ---- switch ----


def test_switch_number(awk):
    assert awk("BEGIN { switch (2) { case 1: print \"one\"; break; case 2: print \"two\"; break } }") == "two\n"


def test_switch_fallthrough(awk):
    assert awk("BEGIN { switch (1) { case 1: print \"a\"; case 2: print \"b\"; break; case 3: print \"c\" } }") == "a\nb\n"


def test_switch_default_anywhere(awk):
    assert awk("BEGIN { switch (9) { default: print \"d\"; case 1: print \"one\" } }") == "d\none\n"


def test_switch_no_match_no_default(awk):
    assert awk("BEGIN { switch (9) { case 1: print \"one\" } print \"after\" }") == "after\n"


def test_switch_regex_case(awk):
    assert awk("{ switch ($0) { case /^[0-9]+$/: print \"num\"; break; default: print \"other\" } }", "42\nx\n") == "num\nother\n"


def test_switch_string_case(awk):
    assert awk("{ switch ($1) { case \"stop\": print \"S\"; break; case \"go\": print \"G\" } }", "go\nstop\n") == "G\nS\n"


def test_switch_numeric_string_case(awk):
    assert awk("{ switch ($1) { case 1: print \"one\"; break; default: print \"no\" } }", "1.0\n") == "one\n"


def test_switch_string_constant_not_numeric(awk):
    assert awk("BEGIN { switch (\"1.0\") { case 1: print \"one\"; break; default: print \"no\" } }") == "no\n"


def test_switch_negative_case(awk):
    assert awk("BEGIN { switch (-3) { case -3: print \"m3\" } }") == "m3\n"


def test_switch_continue_in_loop(awk):
    assert awk("BEGIN { for (i = 1; i <= 3; i++) { switch (i) { case 2: continue } printf \"%d\", i } print \"\" }") == "13\n"


def test_switch_break_leaves_switch_only(awk):
    assert awk("BEGIN { for (i = 1; i <= 2; i++) switch (i) { case 1: break } print i }") == "3\n"


def test_switch_duplicate_default(fails):
    assert fails("BEGIN { switch (1) {\n default: x\n default: y } }") == "awklet: duplicate default in switch at source line 3\n"


def test_switch_duplicate_case(fails):
    assert fails("BEGIN { switch (1) { case 1: x; case 1.0: y } }") == "awklet: duplicate case value in switch at source line 1\n"


def test_switch_string_and_number_distinct(awk):
    assert awk("BEGIN { switch (1) { case \"1\": print \"s\"; break; case 1: print \"n\" } }") == "s\n"


def test_switch_non_constant_label(fails):
    assert "syntax error" in fails("BEGIN { switch (1) { case x: print } }")


def test_switch_statement_before_case(fails):
    assert "syntax error" in fails("BEGIN { switch (1) { print 1; case 1: } }")


def test_switch_continue_without_loop(fails):
    assert fails("BEGIN { switch (1) { case 1: continue } }") == "awklet: continue outside a loop at source line 1\n"


def test_switch_break_outside_loop_ok(awk):
    assert awk("BEGIN { switch (1) { case 1: break; print \"no\" } print \"yes\" }") == "yes\n"


def test_switch_evaluated_once(awk):
    assert awk("BEGIN { switch (n++) { case 5: x = 1 } print n }") == "1\n"


def test_switch_newline_before_brace(awk):
    assert awk("BEGIN { switch (1)\n { case 1: print \"k\" } }") == "k\n"


def test_switch_keywords_reserved(fails):
    assert "syntax error" in fails("BEGIN { case = 1 }")


# ---- SORTED_IN ----


def loop(awk, mode, setup):
    return awk("BEGIN { " + setup + "; SORTED_IN = \"" + mode + "\"; for (k in a) printf \"%s \", k; print \"\" }")


def test_sorted_ind_str_asc(awk):
    assert loop(awk, "@ind_str_asc", "a[\"b\"]; a[10]; a[9]; a[\"a\"]") == "10 9 a b \n"


def test_sorted_ind_str_desc(awk):
    assert loop(awk, "@ind_str_desc", "a[\"b\"]; a[10]; a[9]; a[\"a\"]") == "b a 9 10 \n"


def test_sorted_ind_num_asc(awk):
    assert loop(awk, "@ind_num_asc", "a[10]; a[9]; a[100]; a[\"x\"]") == "x 9 10 100 \n"


def test_sorted_ind_num_ties(awk):
    assert loop(awk, "@ind_num_asc", "a[\"b\"]; a[\"a\"]; a[\"01\"]; a[1]") == "a b 01 1 \n"


def test_sorted_ind_num_desc(awk):
    assert loop(awk, "@ind_num_desc", "a[10]; a[9]; a[100]") == "100 10 9 \n"


def test_sorted_val_str_asc(awk):
    assert loop(awk, "@val_str_asc", "a[1] = \"z\"; a[2] = \"a\"; a[3] = \"m\"") == "2 3 1 \n"


def test_sorted_val_num_asc(awk):
    assert loop(awk, "@val_num_asc", "a[\"p\"] = 10; a[\"q\"] = 9; a[\"r\"] = 9") == "q r p \n"


def test_sorted_val_num_nan_last(awk):
    assert loop(awk, "@val_num_asc", "a[\"n\"] = log(-1); a[\"x\"] = 5") == "x n \n"


def test_sorted_val_num_desc(awk):
    assert loop(awk, "@val_num_desc", "a[\"p\"] = 10; a[\"q\"] = 9; a[\"r\"] = 9") == "p r q \n"


def test_sorted_unsorted(awk):
    assert loop(awk, "@unsorted", "a[\"c\"]; a[\"a\"]") == "c a \n"


def test_sorted_invalid(fails):
    assert fails("BEGIN { SORTED_IN = \"bogus\"; for (k in a) ; }") == "awklet: invalid SORTED_IN value: bogus\n"


def test_sorted_val_str_desc(awk):
    assert loop(awk, "@val_str_desc", "a[1] = \"z\"; a[2] = \"a\"; a[3] = \"m\"") == "1 3 2 \n"


# ---- IGNORECASE ----


def test_ignorecase_match(awk):
    assert awk("BEGIN { IGNORECASE = 1; print (\"ABC\" ~ /b/), (\"ABC\" ~ \"b\") }") == "1 1\n"


def test_ignorecase_off_again(awk):
    assert awk("BEGIN { IGNORECASE = 1; IGNORECASE = 0; print (\"ABC\" ~ /b/) }") == "0\n"


def test_ignorecase_compare(awk):
    assert awk("BEGIN { IGNORECASE = 1; print (\"abc\" == \"ABC\"), (\"a\" < \"B\") }") == "1 1\n"


def test_ignorecase_index(awk):
    assert awk("BEGIN { IGNORECASE = 1; print index(\"xAy\", \"a\") }") == "2\n"


def test_ignorecase_bracket_range(awk):
    assert awk("BEGIN { IGNORECASE = 1; print (\"b\" ~ /^[A-C]$/), (\"A\" ~ /[^a]/) }") == "1 0\n"


def test_ignorecase_class_upper(awk):
    assert awk("BEGIN { IGNORECASE = 1; print match(\"12q\", /[[:upper:]]/) }") == "3\n"


def test_ignorecase_gsub(awk):
    assert awk("BEGIN { IGNORECASE = 1; s = \"aAa\"; print gsub(/a/, \"x\", s), s }") == "3 xxx\n"


def test_ignorecase_fs_regex(awk):
    assert awk("BEGIN { IGNORECASE = 1; FS = \"x+\" } { print $2 }", "aXxb\n") == "b\n"


def test_ignorecase_single_char_fs(awk):
    assert awk("BEGIN { IGNORECASE = 1; FS = \"x\" } { print NF }", "aXb\n") == "1\n"


def test_ignorecase_subscripts(awk):
    assert awk("BEGIN { IGNORECASE = 1; a[\"A\"]; print (\"a\" in a) }") == "0\n"


def test_ignorecase_pattern(awk):
    assert awk("BEGIN { IGNORECASE = 1 } /hello/", "HeLLo\nbye\n") == "HeLLo\n"


def test_ignorecase_v(run):
    assert run("-v", "IGNORECASE=1", "BEGIN { print (\"Q\" ~ /q/) }").text == "1\n"


def test_ignorecase_string_zero_true(awk):
    assert awk("BEGIN { IGNORECASE = \"0\"; print (\"Q\" ~ /q/) }") == "1\n"


def test_ignorecase_switch_string(awk):
    assert awk("BEGIN { IGNORECASE = 1; switch (\"YES\") { case \"yes\": print \"y\" } }") == "y\n"


def test_ignorecase_asort_unaffected(awk):
    assert awk("BEGIN { IGNORECASE = 1; a[1] = \"b\"; a[2] = \"B\"; asort(a); print a[1] a[2] }") == "Bb\n"


# ---- BEGINFILE and ENDFILE ----


def files(tmp_path):
    (tmp_path / "a").write_text("1\n2\n")
    (tmp_path / "b").write_text("3\n")


def test_beginfile_endfile_order(awk, tmp_path):
    files(tmp_path)
    prog = "BEGINFILE { print \"<\" FILENAME, FNR } ENDFILE { print \">\" FILENAME, FNR, $0 } { print }"
    assert awk(prog, "", "a", "b", cwd=tmp_path) == "<a 0\n1\n2\n>a 2 2\n<b 0\n3\n>b 1 3\n"


def test_beginfile_stdin(awk):
    assert awk("BEGINFILE { print \"[\" FILENAME \"]\" }", "x\n") == "[]\n"


def test_endfile_before_end(awk, tmp_path):
    files(tmp_path)
    assert awk("ENDFILE { print \"ef\" } END { print \"end\" }", "", "b", cwd=tmp_path) == "ef\nend\n"


def test_beginfile_nextfile_skips(awk, tmp_path):
    files(tmp_path)
    prog = "BEGINFILE { if (FILENAME == \"a\") nextfile } ENDFILE { print \"end\", FILENAME, FNR } { print }"
    assert awk(prog, "", "a", "b", cwd=tmp_path) == "end a 0\n3\nend b 1\n"


def test_beginfile_nextfile_skips_later_actions(awk, tmp_path):
    files(tmp_path)
    assert awk("BEGINFILE { nextfile } BEGINFILE { print \"no\" } END { print NR }", "", "a", cwd=tmp_path) == "0\n"


def test_nextfile_in_rule_runs_endfile(awk, tmp_path):
    files(tmp_path)
    assert awk("{ nextfile } ENDFILE { print FILENAME, FNR }", "", "a", "b", cwd=tmp_path) == "a 1\nb 1\n"


def test_beginfile_alone_reads_input(awk, tmp_path):
    files(tmp_path)
    assert awk("BEGINFILE { print FILENAME }", "", "a", "b", cwd=tmp_path) == "a\nb\n"


def test_beginfile_missing_file(run, tmp_path):
    r = run("BEGINFILE { print \"bf\" }", "nofile", cwd=tmp_path)
    assert r.code == 2 and r.text == "" and r.err == "awklet: can't open file nofile\n"


def test_beginfile_exit(run, tmp_path):
    files(tmp_path)
    r = run("BEGINFILE { exit 3 } ENDFILE { print \"ef\" } END { print \"end\" }", "a", cwd=tmp_path)
    assert r.code == 3 and r.text == "end\n"


def test_beginfile_next_error(fails):
    assert fails("BEGINFILE { next }") == "awklet: next used in BEGINFILE or ENDFILE at source line 1\n"


def test_endfile_nextfile_error(fails):
    assert fails("ENDFILE { nextfile }") == "awklet: nextfile used in ENDFILE at source line 1\n"


def test_beginfile_getline_error(fails):
    assert fails("BEGINFILE {\n getline x }") == "awklet: getline used in BEGINFILE or ENDFILE at source line 2\n"


def test_beginfile_getline_function_fatal(fails):
    assert fails("function f() { getline } BEGINFILE { f() }", "x\n") == "awklet: getline used in BEGINFILE\n"


def test_endfile_next_function_fatal(fails):
    assert fails("function f() { next } ENDFILE { f() }", "x\n") == "awklet: next used in ENDFILE\n"


def test_endfile_nextfile_function_fatal(fails):
    assert fails("function f() { nextfile } ENDFILE { f() }", "x\n") == "awklet: nextfile used in ENDFILE\n"


def test_beginfile_getline_file_allowed(awk, tmp_path):
    files(tmp_path)
    assert awk("BEGINFILE { getline x < \"b\"; print x }", "", "a", cwd=tmp_path) == "3\n"


def test_endfile_after_getline_in_begin(awk, tmp_path):
    files(tmp_path)
    assert awk("BEGIN { while ((getline l) > 0) n++; print n } ENDFILE { print \"ef\" }", "", "b", cwd=tmp_path) == "ef\n1\n"


# ---- strftime and systime ----


def test_systime(awk):
    import time
    t = int(time.time())
    assert t - 1 <= int(awk("BEGIN { print systime() }")) <= t + 5


def test_strftime_utc_fields(awk):
    assert awk("BEGIN { print strftime(\"%Y-%m-%d %H:%M:%S\", 1700000000, 1) }") == "2023-11-14 22:13:20\n"


def test_strftime_names(awk):
    assert awk("BEGIN { print strftime(\"%a %A %b %h %B\", 1700000000, 1) }") == "Tue Tuesday Nov Nov November\n"


def test_strftime_composites(awk):
    assert awk("BEGIN { print strftime(\"%D|%F|%T|%R|%r|%c\", 1700000000, 1) }") == "11/14/23|2023-11-14|22:13:20|22:13|10:13:20 PM|Tue Nov 14 22:13:20 2023\n"


def test_strftime_numbers(awk):
    assert awk("BEGIN { print strftime(\"%j %u %w %C %y %I %p %s\", 1700000000, 1) }") == "318 2 2 20 23 10 PM 1700000000\n"


def test_strftime_padding(awk):
    assert awk("BEGIN { print strftime(\"[%e][%k][%l][%d]\", 3600 * 3, 1) }") == "[ 1][ 3][ 3][01]\n"


def test_strftime_zone(awk):
    assert awk("BEGIN { print strftime(\"%Z %z\", 0, 1) }") == "UTC +0000\n"


def test_strftime_local_tz(awk):
    assert awk("BEGIN { print strftime(\"%H %z\", 0) }", env={"TZ": "Etc/GMT-2"}) == "02 +0200\n"


def test_strftime_literal_and_unknown(awk):
    assert awk("BEGIN { print strftime(\"100%% %q%n%t|%\", 0, 1) }") == "100% %q\n\t|%\n"


def test_strftime_default_format(awk):
    assert awk("BEGIN { print strftime(\"%a %b %e %H:%M:%S %Z %Y\", 5, 1) }") == "Thu Jan  1 00:00:05 UTC 1970\n"


def test_strftime_default_format_used(awk):
    import re
    out = awk("BEGIN { print strftime() }", env={"TZ": "UTC"})
    assert re.fullmatch(r"[A-Z][a-z]{2} [A-Z][a-z]{2} [ 123]\d \d\d:\d\d:\d\d UTC \d{4}\n", out)


def test_strftime_truncates(awk):
    assert awk("BEGIN { print strftime(\"%S\", 59.9, 1) }") == "59\n"


def test_strftime_negative(awk):
    assert awk("BEGIN { print strftime(\"%Y-%m-%d %H\", -3600, 1) }") == "1969-12-31 23\n"


def test_strftime_out_of_range(fails):
    assert fails("BEGIN { strftime(\"%Y\", 1e12, 1) }") == "awklet: strftime: timestamp out of range\n"


# ---- mktime ----


def test_mktime_utc(awk):
    assert awk("BEGIN { print mktime(\"2023 11 14 22 13 20\", 1) }") == "1700000000\n"


def test_mktime_local(awk):
    assert awk("BEGIN { print mktime(\"1970 01 01 02 00 00\") }", env={"TZ": "Etc/GMT-2"}) == "0\n"


def test_mktime_normalizes(awk):
    assert awk("BEGIN { print mktime(\"1969 13 01 00 00 00\", 1), mktime(\"1970 03 00 00 00 00\", 1) }") == "0 5011200\n"


def test_mktime_dst_ignored(awk):
    assert awk("BEGIN { print mktime(\"1970 01 01 00 00 10 1\", 1) }") == "10\n"


def test_mktime_bad(awk):
    assert awk("BEGIN { print mktime(\"1970 01 01 00 00\", 1), mktime(\"1970 01 01 00 00 x\", 1), mktime(\"1 2 3 4 5 6 7 8\", 1) }") == "-1 -1 -1\n"


def test_mktime_signs_and_blanks(awk):
    assert awk("BEGIN { print mktime(\"  1970\\t1 +1 0 0 -5 \", 1) }") == "-5\n"


def test_mktime_field_limit(awk):
    assert awk("BEGIN { print mktime(\"1970 1 1 0 0 2000000000\", 1) }") == "-1\n"


def test_strftime_named_zone(awk):
    assert awk("BEGIN { print strftime(\"%H %Z\", 0) }", env={"TZ": "Europe/Paris"}) == "01 CET\n"


def test_strftime_unknown_zone_utc(awk):
    assert awk("BEGIN { print strftime(\"%H %Z %z\", 0) }", env={"TZ": "Nowhere/Zone"}) == "00 UTC +0000\n"


def test_strftime_empty_tz_utc(awk):
    assert awk("BEGIN { print strftime(\"%H %z\", 0) }", env={"TZ": ""}) == "00 +0000\n"
