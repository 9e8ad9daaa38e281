"""getline, string functions, arithmetic functions, rand, uninitialized values."""


# ---- getline ----


def test_getline_plain_sets_record(awk):
    assert awk("NR == 1 { getline; print NR, FNR, NF, $2 }", "a\nb c\n") == "2 2 2 c\n"


def test_getline_var_keeps_record(awk):
    assert awk("NR == 1 { getline v; print NR, $0, v }", "a\nb\n") == "2 a b\n"


def test_getline_returns_zero_at_end(awk):
    assert awk("{ r = getline; print r, $0 }", "only\n") == "0 only\n"


def test_getline_var_unchanged_at_end(awk):
    assert awk("{ v = \"keep\"; getline v; print v }", "x\n") == "keep\n"


def test_getline_in_begin(awk):
    assert awk("BEGIN { while ((getline line) > 0) n++; print n }", "a\nb\nc\n") == "3\n"


def test_getline_in_begin_then_main(awk):
    assert awk("BEGIN { getline; print \"B:\" $0 } { print \"M:\" $0 }", "1\n2\n") == "B:1\nM:2\n"


def test_getline_into_field(awk):
    assert awk("NR == 1 { getline $2; print; print NF }", "a b c\nX\n") == "a X c\n3\n"


def test_getline_into_array_element(awk):
    assert awk("BEGIN { getline a[\"k\"]; print a[\"k\"] }", "val\n") == "val\n"


def test_getline_uses_rs(awk):
    assert awk("BEGIN { RS = \";\"; getline x; print x }", "p;q") == "p\n"


def test_getline_main_missing_file(run, tmp_path):
    r = run("BEGIN { getline }", "nofile", cwd=tmp_path)
    assert r.code == 2 and r.err == "awklet: can't open file nofile\n"


def test_getline_main_performs_assignments(awk, tmp_path):
    (tmp_path / "a").write_text("x\n")
    assert awk("BEGIN { getline; print v, $0 }", "", "v=1", "a", cwd=tmp_path) == "1 x\n"


# ---- getline from files ----


def test_getline_file_record(awk, tmp_path):
    (tmp_path / "f").write_text("p q\nr\n")
    assert awk("BEGIN { getline < \"f\"; print $2, NF, NR }", cwd=tmp_path) == "q 2 0\n"


def test_getline_file_var(awk, tmp_path):
    (tmp_path / "f").write_text("line1\nline2\n")
    assert awk("BEGIN { while ((getline l < \"f\") > 0) print \"got\", l, NR }", cwd=tmp_path) == "got line1 0\ngot line2 0\n"


def test_getline_file_missing(awk, tmp_path):
    assert awk("BEGIN { print (getline l < \"nofile\") }", cwd=tmp_path) == "-1\n"


def test_getline_file_end_repeated(awk, tmp_path):
    (tmp_path / "f").write_text("x\n")
    assert awk("BEGIN { a = getline < \"f\"; b = getline < \"f\"; c = getline < \"f\"; print a, b, c }", cwd=tmp_path) == "1 0 0\n"


def test_getline_file_stdin(awk):
    assert awk("BEGIN { getline l < \"-\"; print l }", "from stdin\n") == "from stdin\n"


def test_getline_file_operand_primary(awk, tmp_path):
    (tmp_path / "a").write_text("content\n")
    assert awk("BEGIN { x = getline < \"a\" \"b\"; print x, $0 }", cwd=tmp_path) == "1b content\n"


def test_getline_file_var_strnum(awk, tmp_path):
    (tmp_path / "f").write_text("10\n")
    assert awk("BEGIN { getline v < \"f\"; print (v < 9) }", cwd=tmp_path) == "0\n"


# ---- getline from commands ----


def test_getline_cmd_record(awk):
    assert awk("BEGIN { \"echo a b\" | getline; print $2, NF, NR }") == "b 2 1\n"


def test_getline_cmd_var(awk):
    assert awk("BEGIN { \"echo hi\" | getline v; print v, NR, \"[\" $0 \"]\" }") == "hi 1 []\n"


def test_getline_cmd_successive(awk):
    assert awk("BEGIN { c = \"printf '1\\\\n2\\\\n'\"; while ((c | getline x) > 0) s = s x; print s }") == "12\n"


def test_getline_cmd_concatenation(awk):
    assert awk("BEGIN { x = \"yo\"; \"echo \" x | getline r; print r }") == "yo\n"


def test_getline_cmd_end(awk):
    assert awk("BEGIN { \"true\" | getline; r = (\"true\" | getline); print r }") == "0\n"


def test_getline_cmd_flushes_output(awk):
    assert awk("BEGIN { printf \"a\"; \"echo b\" | getline x; print x }") == "ab\n"


# ---- length ----


def test_length_string(awk):
    assert awk("BEGIN { print length(\"hello\"), length(\"\") }") == "5 0\n"


def test_length_no_parens(awk):
    assert awk("{ print length, length() }", "abcd\n") == "4 4\n"


def test_length_array(awk):
    assert awk("BEGIN { a[1]; a[2]; a[3]; print length(a) }") == "3\n"


def test_length_number(awk):
    assert awk("BEGIN { print length(12.0), length(1/4) }") == "2 4\n"


def test_length_bytes(run):
    r = run("{ print length($0) }", stdin=b"\xc3\xa9\n")
    assert r.text == "2\n"


def test_length_pattern(awk):
    assert awk("length > 2", "ab\nabc\n") == "abc\n"


# ---- substr ----


def test_substr_basic(awk):
    assert awk("BEGIN { print substr(\"hello\", 2, 3), substr(\"hello\", 2) }") == "ell ello\n"


def test_substr_start_zero(awk):
    assert awk("BEGIN { print substr(\"hello\", 0, 2) }") == "h\n"


def test_substr_negative_start(awk):
    assert awk("BEGIN { print substr(\"hello\", -1, 3) }") == "h\n"


def test_substr_rounding(awk):
    assert awk("BEGIN { print substr(\"hello\", 1.5, 2.5) }") == "el\n"


def test_substr_round_half_even(awk):
    assert awk("BEGIN { print substr(\"abcdef\", 2.5, 1) }") == "b\n"


def test_substr_past_end(awk):
    assert awk("BEGIN { print \"[\" substr(\"abc\", 4) \"]\", \"[\" substr(\"abc\", 2, 0) \"]\" }") == "[] []\n"


def test_substr_negative_length(awk):
    assert awk("BEGIN { print \"[\" substr(\"abc\", 2, -1) \"]\" }") == "[]\n"


def test_substr_nan(awk):
    assert awk("BEGIN { print \"[\" substr(\"abc\", log(-1)) \"]\" }") == "[]\n"


def test_substr_long_length(awk):
    assert awk("BEGIN { print substr(\"abc\", 2, 100) }") == "bc\n"


# ---- index ----


def test_index_found(awk):
    assert awk("BEGIN { print index(\"banana\", \"an\") }") == "2\n"


def test_index_missing(awk):
    assert awk("BEGIN { print index(\"abc\", \"z\") }") == "0\n"


def test_index_empty(awk):
    assert awk("BEGIN { print index(\"abc\", \"\") }") == "0\n"


def test_index_not_regex(awk):
    assert awk("BEGIN { print index(\"a.b\", \".\") }") == "2\n"


def test_index_number_args(awk):
    assert awk("BEGIN { print index(12345, 34) }") == "3\n"


# ---- split ----


def test_split_default_fs(awk):
    assert awk("BEGIN { n = split(\"  a b  c \", p); print n, p[1], p[3] }") == "3 a c\n"


def test_split_uses_current_fs(awk):
    assert awk("BEGIN { FS = \",\"; n = split(\"a,b\", p); print n, p[2] }") == "2 b\n"


def test_split_single_char_literal(awk):
    assert awk("BEGIN { n = split(\"a.b.c\", p, \".\"); print n, p[2] }") == "3 b\n"


def test_split_regex_string(awk):
    assert awk("BEGIN { n = split(\"a1b22c\", p, \"[0-9]+\"); print n, p[3] }") == "3 c\n"


def test_split_regex_literal_single_char(awk):
    assert awk("BEGIN { n = split(\"a.b\", p, /./); print n }") == "4\n"


def test_split_empty_string(awk):
    assert awk("BEGIN { a[\"old\"]; n = split(\"\", a); print n, length(a) }") == "0 0\n"


def test_split_clears_array(awk):
    assert awk("BEGIN { a[9] = 1; split(\"x y\", a); print length(a), (9 in a) }") == "2 0\n"


def test_split_empty_separator(awk):
    assert awk("BEGIN { n = split(\"abc\", p, \"\"); print n, p[2] }") == "3 b\n"


def test_split_no_paragraph_newline(awk):
    assert awk("BEGIN { RS = \"\"; n = split(\"a:b\\nc\", p, \":\"); print n }") == "2\n"


def test_split_non_name_error(fails):
    assert fails("BEGIN { split(\"a\", x[1]) }") == "awklet: split: second argument must be an array name at source line 1\n"


def test_split_keeps_empty_fields(awk):
    assert awk("BEGIN { n = split(\":a:\", p, \":\"); print n }") == "3\n"


# ---- sub and gsub ----


def test_sub_first_only(awk):
    assert awk("BEGIN { s = \"aaa\"; n = sub(/a/, \"b\", s); print n, s }") == "1 baa\n"


def test_gsub_all(awk):
    assert awk("BEGIN { s = \"aaa\"; n = gsub(/a/, \"b\", s); print n, s }") == "3 bbb\n"


def test_sub_default_record(awk):
    assert awk("{ sub(/o/, \"0\"); print; print $1 }", "foo boo\n") == "f0o boo\nf0o\n"


def test_sub_no_match_returns_zero(awk):
    assert awk("BEGIN { s = 5; n = sub(/x/, \"y\", s); print n, (s < 10) }") == "0 1\n"


def test_sub_result_is_string(awk):
    assert awk("BEGIN { s = 15; sub(/5/, \"0\", s); print (s < 9) }") == "1\n"


def test_gsub_field_rebuilds(awk):
    assert awk("BEGIN { OFS = \"-\" } { gsub(/x/, \"y\", $2); print }", "a x b\n") == "a-y-b\n"


def test_gsub_empty_matches(awk):
    assert awk("BEGIN { s = \"abc\"; n = gsub(/x*/, \"-\", s); print n, s }") == "4 -a-b-c-\n"


def test_gsub_empty_after_match(awk):
    assert awk("BEGIN { s = \"xbx\"; n = gsub(/x*/, \"-\", s); print n, s }") == "2 -b-\n"


def test_gsub_non_overlapping(awk):
    assert awk("BEGIN { s = \"aaaa\"; n = gsub(/aa/, \"b\", s); print n, s }") == "2 bb\n"


def test_sub_target_error(fails):
    assert fails("BEGIN { sub(/a/, \"b\", \"lit\") }") == "awklet: sub: third argument must be a variable, field or array element at source line 1\n"


def test_gsub_target_parenthesized(awk):
    assert awk("BEGIN { s = \"aa\"; gsub(/a/, \"b\", (s)); print s }") == "bb\n"


def test_gsub_dynamic_regex(awk):
    assert awk("BEGIN { s = \"a.b.c\"; gsub(\".\", \"-\", s); print s }") == "-----\n"


def test_sub_record_resplits(awk):
    assert awk("{ sub(/ /, \"\"); print NF }", "a b c\n") == "2\n"


# ---- Replacement text ----


def test_repl_ampersand(awk):
    assert awk("BEGIN { s = \"cat\"; sub(/a/, \"[&]\", s); print s }") == "c[a]t\n"


def test_repl_escaped_ampersand(awk):
    assert awk("BEGIN { s = \"cat\"; sub(/a/, \"\\\\&\", s); print s }") == "c&t\n"


def test_repl_double_backslash(awk):
    assert awk("BEGIN { s = \"cat\"; sub(/a/, \"\\\\\\\\&\", s); print s }") == "c\\at\n"


def test_repl_other_backslash_kept(awk):
    assert awk("BEGIN { s = \"cat\"; sub(/a/, \"\\\\q\", s); print s }") == "c\\qt\n"


def test_repl_gsub_each_match(awk):
    assert awk("BEGIN { s = \"ab\"; gsub(/[ab]/, \"<&&>\", s); print s }") == "<aa><bb>\n"


# ---- match ----


def test_match_sets_rstart_rlength(awk):
    assert awk("BEGIN { print match(\"foobar\", /o+b/), RSTART, RLENGTH }") == "2 2 3\n"


def test_match_none(awk):
    assert awk("BEGIN { RSTART = 5; print match(\"abc\", /z/), RSTART, RLENGTH }") == "0 0 -1\n"


def test_match_empty(awk):
    assert awk("BEGIN { print match(\"abc\", /z*/), RLENGTH }") == "1 0\n"


def test_match_dynamic(awk):
    assert awk("BEGIN { r = \"[0-9]+\"; print match(\"ab123c\", r), RLENGTH }") == "3 3\n"


def test_match_leftmost(awk):
    assert awk("BEGIN { print match(\"xyzabcabc\", /abc/) }") == "4\n"


def test_match_sets_rstart_for_record(awk):
    assert awk("{ if (match($0, /[0-9]+/)) print substr($0, RSTART, RLENGTH) }", "ab123cd\n") == "123\n"


def test_match_number_converted(awk):
    assert awk("BEGIN { print match(31415, 41) }") == "3\n"


# ---- sprintf ----


def test_sprintf_returns_string(awk):
    assert awk("BEGIN { s = sprintf(\"%03d|%s\", 7, \"x\"); print s, length(s) }") == "007|x 5\n"


def test_sprintf_format_only(awk):
    assert awk("BEGIN { print sprintf(\"plain\") }") == "plain\n"


def test_sprintf_no_args_error(fails):
    assert fails("BEGIN { x = sprintf() }") == "awklet: wrong number of arguments to sprintf at source line 1\n"


# ---- Built-in function arguments ----


def test_builtin_too_many_args(fails):
    assert fails("BEGIN { x = substr(\"a\", 1, 2, 3) }") == "awklet: wrong number of arguments to substr at source line 1\n"


def test_builtin_too_few_args(fails):
    assert fails("BEGIN {\n x = index(\"a\") }") == "awklet: wrong number of arguments to index at source line 2\n"


def test_builtin_rand_args(fails):
    assert fails("BEGIN { x = rand(1) }") == "awklet: wrong number of arguments to rand at source line 1\n"


def test_builtin_needs_parens(fails):
    assert fails("BEGIN { x = substr }") == "awklet: syntax error at source line 1\n"


def test_builtin_length_without_parens_in_expression(awk):
    assert awk("{ print length * 2 }", "abc\n") == "6\n"


def test_builtin_close_no_args(fails):
    assert fails("BEGIN { close() }") == "awklet: wrong number of arguments to close at source line 1\n"


def test_builtin_srand_two_args(fails):
    assert fails("BEGIN { srand(1, 2) }") == "awklet: wrong number of arguments to srand at source line 1\n"


# ---- tolower and toupper ----


def test_tolower(awk):
    assert awk("BEGIN { print tolower(\"MiXeD 123\") }") == "mixed 123\n"


def test_toupper(awk):
    assert awk("BEGIN { print toupper(\"abc-xyz\") }") == "ABC-XYZ\n"


def test_case_non_ascii_unchanged(run):
    r = run("{ print toupper($0) }", stdin=b"\xe9a\n")
    assert r.out == b"\xe9A\n"


# ---- Arithmetic functions ----


def test_math_trig(awk):
    assert awk("BEGIN { printf \"%.4f %.4f %.4f\\n\", sin(1), cos(0), atan2(1, -1) }") == "0.8415 1.0000 2.3562\n"


def test_math_exp_log_sqrt(awk):
    assert awk("BEGIN { printf \"%.4f %.4f %g\\n\", exp(1), log(10), sqrt(16) }") == "2.7183 2.3026 4\n"


def test_math_domain(awk):
    assert awk("BEGIN { print log(0), log(-1), sqrt(-1), exp(1000) }") == "-inf nan nan inf\n"


def test_math_int(awk):
    assert awk("BEGIN { print int(3.9), int(-3.9), int(\"4.7xyz\") }") == "3 -3 4\n"


def test_math_atan2_negative(awk):
    assert awk("BEGIN { printf \"%.4f\\n\", atan2(-1, -1) }") == "-2.3562\n"


# ---- rand and srand ----


def test_rand_first_value(awk):
    assert awk("BEGIN { printf \"%.10f\\n\", rand() }") == "%.10f\n" % (12345 / 2**31)


def test_rand_sequence(awk):
    s = 0
    vals = []
    for _ in range(3):
        s = (1103515245 * s + 12345) % 2**31
        vals.append("%.8f" % (s / 2**31))
    assert awk("BEGIN { for (i = 0; i < 3; i++) printf \"%.8f \", rand(); print \"\" }") == " ".join(vals) + " \n"


def test_srand_seed(awk):
    s = (1103515245 * 42 + 12345) % 2**31
    assert awk("BEGIN { srand(42); printf \"%.8f\\n\", rand() }") == "%.8f\n" % (s / 2**31)


def test_srand_returns_previous(awk):
    assert awk("BEGIN { a = srand(5); b = srand(7); print a, b }") == "0 5\n"


def test_srand_truncates(awk):
    assert awk("BEGIN { srand(3.9); print srand() }") == "3\n"


def test_srand_negative(awk):
    assert awk("BEGIN { srand(-1); a = rand(); srand(2147483647); b = rand(); print (a == b) }") == "1\n"


def test_srand_same_sequence(awk):
    assert awk("BEGIN { srand(9); a = rand(); srand(9); b = rand(); print (a == b) }") == "1\n"


def test_srand_time(awk):
    import time
    before = int(time.time())
    out = awk("BEGIN { srand(); print srand() }")
    assert before <= int(out) <= before + 5


# ---- Uninitialized values ----


def test_uninit_string_and_number(awk):
    assert awk("BEGIN { print \"[\" x \"]\", x + 0, length(x) }") == "[] 0 0\n"


def test_uninit_compares_strnum(awk):
    assert awk("{ print (x == $1) }", "0.0\n") == "1\n"


def test_uninit_concat_is_string(awk):
    assert awk("BEGIN { y = x \"\"; print (y == 0) }") == "0\n"


def test_getline_stdin_shared_with_main(awk):
    assert awk("NR == 1 { getline x < \"-\"; print \"got\", x } { print NR, $0 }", "a\nb\nc\n") == "got b\n1 a\n2 c\n"


def test_getline_file_read_whole_at_open(awk, tmp_path):
    (tmp_path / "f").write_text("1\n2\n")
    prog = "BEGIN { getline a < \"f\"; system(\"echo 9 > f\"); getline b < \"f\"; close(\"f\"); getline c < \"f\"; print a, b, c }"
    assert awk(prog, cwd=tmp_path) == "1 2 9\n"


def test_getline_cmd_runs_to_completion(awk, tmp_path):
    prog = "BEGIN { \"echo a; echo b > side\" | getline x; getline y < \"side\"; print x, y }"
    assert awk(prog, cwd=tmp_path) == "a b\n"
