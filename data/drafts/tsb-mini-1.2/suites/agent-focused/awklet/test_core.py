def test_print_fields_default_fs(awk):
    r = awk("{ print $2, $1 }", stdin="  a   b  c\nx y\n")
    assert r.rc == 0
    assert r.out == "b a\ny x\n"


def test_nf_and_last_field(awk):
    r = awk("{ print NF, $NF, $(NF-1) }", stdin="a b c\n")
    assert r.out == "3 c b\n"


def test_pattern_without_action_prints(awk):
    r = awk("/b/", stdin="abc\nxyz\nbb\n")
    assert r.out == "abc\nbb\n"


def test_begin_end_nr(awk):
    r = awk("BEGIN { print \"start\" } END { print NR, $0 }", stdin="a\nb\nc\n")
    assert r.out == "start\n3 c\n"


def test_single_char_fs_empty_fields(awk):
    r = awk("-F:", "{ print NF; print $2 \"|\" $4 }", stdin=":b::\n")
    assert r.out == "4\nb|\n"


def test_single_char_fs_is_literal(awk):
    r = awk("-F|", "{ print $2 }", stdin="a|b|c\n")
    assert r.out == "b\n"


def test_regex_fs(awk):
    r = awk('BEGIN { FS = "[ ]+" } { print NF, "[" $1 "]", $2 }', stdin=" a b\n")
    assert r.out == "3 [] a\n"


def test_field_assignment_rebuilds_with_ofs(awk):
    r = awk('BEGIN { OFS = "-" } { $5 = "e"; print; print NF }', stdin="a b c\n")
    assert r.out == "a-b-c--e\n5\n"


def test_nf_assignment_truncates(awk):
    r = awk('BEGIN { OFS = ":" } { NF = 2; print }', stdin="a b c d\n")
    assert r.out == "a:b\n"


def test_numeric_string_comparison(awk):
    r = awk("{ print ($1 < $2) }", stdin="10 9\n")
    assert r.out == "0\n"


def test_string_constant_comparison(awk):
    r = awk('BEGIN { print ("10" < "9"), (2 < "10"), (10 < 9) }')
    assert r.out == "1 0 0\n"


def test_truth_of_zero_field_vs_string_constant(awk):
    r = awk('{ print ($1 ? "T" : "F"), ("0" ? "T" : "F") }', stdin="0.0\n")
    assert r.out == "F T\n"


def test_number_to_string_conversion(awk):
    r = awk('BEGIN { x = 1/3; print x ""; print 1e15 ""; print 1e16 ""; print 123456.7 "" }')
    assert r.out == "0.333333\n1000000000000000\n1e+16\n123457\n"


def test_ofmt_vs_convfmt(awk):
    r = awk('BEGIN { OFMT = "%.2f"; print 3.14159; print 3.14159 ""; print 7.0 }')
    assert r.out == "3.14\n3.14159\n7\n"


def test_modulo_and_power(awk):
    r = awk('BEGIN { print -7 % 3, 7 % -3, 5.5 % 2, 2^3^2, -2^2, 2^-1 }')
    assert r.out == "-1 1 1.5 512 -4 0.5\n"


def test_concatenation_precedence(awk):
    r = awk('BEGIN { print 1 " " 2+3; print ("a" "b" == "ab") }')
    assert r.out == "1 5\n1\n"


def test_division_by_zero_fatal(awk):
    r = awk('BEGIN { print "before"; x = 0; print 1 / x; print "after" }')
    assert r.rc == 2
    assert r.out == "before\n"
    assert r.err == "awklet: division by zero\n"


def test_exit_status_and_end_runs(awk):
    r = awk('{ exit 3 } END { print "end", NR }', stdin="a\nb\n")
    assert r.rc == 3
    assert r.out == "end 1\n"


def test_exit_negative_modulo(awk):
    r = awk("BEGIN { exit -1 }")
    assert r.rc == 255


def test_syntax_error_message(awk):
    r = awk('BEGIN { print "x" }\nBEGIN { print ( }')
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "awklet: syntax error at source line 2\n"


def test_unknown_option_usage_error(awk):
    r = awk("-q", "BEGIN { print 1 }")
    assert r.rc == 2
    assert r.out == ""
    assert r.err == (
        "awklet: unknown option -q\n"
        "usage: awklet [-F fs] [-v var=value] [-f progfile | 'prog'] [file ...]\n"
    )


def test_version(awk):
    r = awk("--version", "-q")
    assert r.rc == 0
    assert r.out == "awklet 1.2.0\n"


def test_v_assignment_with_escapes(awk):
    r = awk("-v", "x=a\\tb", 'BEGIN { print x }')
    assert r.out == "a\tb\n"


def test_operand_assignment_between_files(awk, tmp_path):
    (tmp_path / "f1").write_text("1\n")
    (tmp_path / "f2").write_text("2\n")
    r = awk("{ print v, $0, FILENAME, FNR, NR }", "v=A", "f1", "v=B", "f2")
    assert r.out == "A 1 f1 1 1\nB 2 f2 1 2\n"


def test_range_pattern(awk):
    r = awk("/b/,/d/", stdin="a\nb\nc\nd\ne\nb\n")
    assert r.out == "b\nc\nd\nb\n"


def test_arrays_in_delete_length(awk):
    prog = 'BEGIN { a["x"] = 1; a["y"] = 2; delete a["x"]; print ("x" in a), ("y" in a), length(a) }'
    r = awk(prog)
    assert r.out == "0 1 1\n"


def test_user_function_recursion_and_locals(awk):
    prog = "function f(n,  t) { t = n; if (n <= 1) return 1; return n * f(n - 1) } BEGIN { t = 9; print f(5), t }"
    r = awk(prog)
    assert r.out == "120 9\n"


def test_substr_edge_cases(awk):
    r = awk('BEGIN { print substr("hello", 0, 2) "|" substr("hello", -1, 3) "|" substr("hello", 2) "|" substr("hello", 1.5, 2.5) }')
    assert r.out == "h|h|ello|el\n"


def test_index_and_length(awk):
    r = awk('BEGIN { print index("a.b", "."), index("abc", ""), length("hello"), length(12.0), length(1/4) }')
    assert r.out == "2 0 5 2 4\n"


def test_split_returns_count_and_elements(awk):
    r = awk('BEGIN { n = split("a:b::c", a, ":"); print n, a[1], a[4], "[" a[3] "]" }')
    assert r.out == "4 a c []\n"


def test_gsub_empty_matches(awk):
    r = awk('BEGIN { s = "abc"; n = gsub(/x*/, "-", s); print n, s; t = "xbx"; m = gsub(/x*/, "-", t); print m, t }')
    assert r.out == "4 -a-b-c-\n2 -b-\n"


def test_sub_ampersand_replacement(awk):
    r = awk('{ sub(/b+/, "[&]"); print; gsub(/a/, "\\\\&"); print }', stdin="abbc a\n")
    assert r.out == "a[bb]c a\n&[bb]c &\n"


def test_match_sets_rstart_rlength(awk):
    r = awk('BEGIN { print match("foobar", /o+/), RSTART, RLENGTH; print match("abc", /z/), RSTART, RLENGTH }')
    assert r.out == "2 2 2\n0 0 -1\n"


def test_printf_conversions(awk):
    r = awk('BEGIN { printf "%5.2f|%-4d|%x|%c|%s|%z|%%\\n", 3.14159, 42, 255, 65, "hi" }')
    assert r.out == " 3.14|42  |ff|A|hi|%z|%\n"


def test_printf_rounding_half_even(awk):
    r = awk('BEGIN { printf "%.2f %.2f %.0g %x\\n", 2.675, 0.125, 25, -1 }')
    assert r.out == "2.67 0.12 2e+01 ffffffffffffffff\n"


def test_paragraph_mode(awk):
    r = awk('BEGIN { RS = "" ; FS = ":" } { print NR ": " NF " " $3 }', stdin="\n\na:b\nc\n\n\nd\n\n")
    assert r.out == "1: 3 c\n2: 1 \n"


def test_rand_default_seed(awk):
    r = awk('BEGIN { printf "%.10f\\n", rand() }')
    assert r.out == "%.10f\n" % (12345 / 2**31)


def test_output_redirection_to_file(awk, tmp_path):
    r = awk('BEGIN { print "a" > "out.txt"; print "b" > "out.txt"; close("out.txt"); while ((getline l < "out.txt") > 0) print "got", l }')
    assert r.rc == 0
    assert r.out == "got a\ngot b\n"
    assert (tmp_path / "out.txt").read_text() == "a\nb\n"


def test_getline_from_command(awk):
    r = awk('BEGIN { "echo hi there" | getline; print $2, NR }')
    assert r.out == "there 1\n"


def test_negative_field_fatal(awk):
    r = awk('{ print $(-1) }', stdin="a\n")
    assert r.rc == 2
    assert r.err == "awklet: attempt to access field -1\n"


def test_missing_file_fatal(awk):
    r = awk('{ print }', "nonexistent_file")
    assert r.rc == 2
    assert r.err == "awklet: can't open file nonexistent_file\n"
