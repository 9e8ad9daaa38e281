import os

from conftest import awk, out, fatal, write, read, run


def test_operand_fs_assignment_applies_to_next_file():
    write("f1", "a:b\n")
    write("f2", "c:d\n")
    assert out('{ print $1 }', "f1", "FS=:", "f2") == "a:b\nc\n"


def test_operand_fs_turns_off_fieldwidths():
    write("f1", "abc def\n")
    assert out('BEGIN { FIELDWIDTHS = "1 1" } { print NF, $1 }', "FS= ", "f1") == "2 abc\n"


def test_F_single_space_default_splitting():
    r = run(["-F", " ", "{ print NF, $1 }"], stdin="  a   b \n")
    assert r.out == "2 a\n"


def test_v_fs_tab_escape():
    r = run(["-v", "FS=\\t", "{ print $2 }"], stdin="a b\tc\n")
    assert r.out == "c\n"


def test_print_paren_list_redirect():
    out('BEGIN { print("a", "b") > "o" }')
    assert read("o") == "a b\n"


def test_delete_whole_array_param():
    assert out('function f(a) { delete a }\nBEGIN { x[1]; x[2]; f(x); print length(x) }') == "0\n"


def test_split_regex_only_empty_matches():
    assert out('BEGIN { n = split("abc", a, "x*"); print n, a[1] }') == "1 abc\n"


def test_split_explicit_space():
    assert out('BEGIN { n = split("  a  b ", a, " "); print n, a[1], a[2] }') == "2 a b\n"


def test_split_tab_newline_blanks():
    assert out('BEGIN { n = split("a\\tb\\nc", a); print n, a[3] }') == "3 c\n"


def test_rt_unchanged_when_no_record():
    write("f", "a;")
    assert out('BEGIN { RS = ";"; getline x < "f"; RT = "keep"; r = getline x < "f"; print r, RT }') == "0 keep\n"


def test_close_input_file_returns_0():
    write("f", "a\n")
    assert out('BEGIN { getline x < "f"; print close("f") }') == "0\n"


def test_input_snapshot_until_close():
    write("f", "old1\nold2\n")
    assert out('BEGIN { getline a < "f"; system("echo new > f"); getline b < "f"; close("f"); getline c < "f"; print a, b, c }') == "old1 old2 new\n"


def test_printf_s_numeric_string_field():
    assert out('{ printf "%s|%d|%s\\n", $1, $2, $2 }', stdin="1.50 1e3\n") == "1.50|1000|1e3\n"


def test_subscript_large_integral():
    assert out('BEGIN { a[1e6]; a[0.5]; for (k in a) print k }') == "1000000\n0.5\n"


def test_begin_record_empty():
    assert out('BEGIN { print length($0), NF, "[" $1 "]" }') == "0 0 []\n"


def test_assign_record_in_end():
    assert out('END { $0 = "a b"; print $2, NF }', stdin="x\n") == "b 2\n"


def test_getline_var_file_no_nr_change():
    write("g", "G\n")
    assert out('{ getline v < "g"; print NR, FNR, v, $0 }', stdin="a\n") == "1 1 G a\n"


def test_environ_is_array():
    assert out('BEGIN { n = 0; for (k in ENVIRON) if (k == "AWKLET_E") n++; print n }', env={"AWKLET_E": "1"}) == "1\n"


def test_nf_in_begin_zero():
    assert out('BEGIN { print NF, NR, FNR }') == "0 0 0\n"


def test_increment_field_beyond_nf():
    assert out('{ $4++; print; print NF }', stdin="a b\n") == "a b  1\n4\n"


def test_field_assignment_then_nf_change():
    assert out('BEGIN { OFS = ":" } { $2 = "X"; NF = 2; print }', stdin="a b c\n") == "a:X\n"


def test_regex_dynamic_in_pattern_from_var():
    r = run(["-v", "pat=^b", "$0 ~ pat"], stdin="abc\nbcd\n")
    assert r.out == "bcd\n"


def test_uninitialized_array_passed_then_length():
    assert out('function f(a) { return length(a) }\nBEGIN { print f(x) }') == "0\n"


def test_string_comparison_of_concat_numbers():
    assert out('BEGIN { a = 10; b = 9; print (a "" < b "") }') == "1\n"


def test_numeric_string_vs_string_constant_compare():
    assert out('{ print ($1 < "9") }', stdin="10\n") == "1\n"


def test_getline_updates_nf_and_fields_from_cmd():
    assert out('BEGIN { "echo p q r" | getline; print NF, $3 }') == "3 r\n"


def test_close_reruns_output_pipe():
    assert out('BEGIN { print "1" | "cat"; close("cat"); print "2" | "cat"; close("cat") }') == "1\n2\n"


def test_output_file_and_stdout_separate():
    assert out('BEGIN { print "f" > "o"; print "s" }') == "s\n"
    assert read("o") == "f\n"


def test_printf_reuse_format_dollar_in_string():
    assert out('BEGIN { printf "cost: $%d\\n", 5 }') == "cost: $5\n"


def test_printf_uninitialized():
    assert out('BEGIN { printf "%d|%s|%.1f\\n", u, u, u }') == "0||0.0\n"


def test_substr_of_number_uses_convfmt():
    assert out('BEGIN { print substr(3.14159265, 1) }') == "3.14159\n"


def test_subscript_1e16():
    assert out('BEGIN { a[1e16]; for (k in a) print k }') == "1e+16\n"


def test_length_numeric_string_field():
    assert out('{ print length($1) }', stdin="1.50\n") == "4\n"


def test_redirect_parenthesized_name():
    out('BEGIN { print "x" > ("o" 1) }')
    assert read("o1") == "x\n"


def test_syntax_error_status_and_silence():
    r = awk('BEGIN { print "a" } {')
    assert r.rc == 2
    assert r.out == ""


def test_fnr_assignable():
    assert out('FNR == 1 { FNR = 5 } { print FNR, NR }', stdin="a\nb\n") == "5 1\n6 2\n"


def test_paragraph_mode_regex_fs_newline():
    assert out('BEGIN { RS = ""; FS = ",+" } { print NF, $2 }', stdin="a,,b\nc\n") == "3 b\n"


def test_paragraph_mode_fieldwidths_newline_ordinary():
    assert out('BEGIN { RS = ""; FIELDWIDTHS = "2 2" } { print NF; print $2 }', stdin="a\nbc\n") == "2\nbc\n"


def test_paragraph_mode_fpat_newline_no_role():
    assert out('BEGIN { RS = ""; FPAT = "[^,]+" } { print NF }', stdin="a\nb,c\n") == "2\n"


def test_paragraph_mode_assign_record():
    assert out('BEGIN { RS = ""; FS = ":"; $0 = "a:b\\nc"; print NF, $3 }') == "3 c\n"


def test_paragraph_mode_single_record_no_blank():
    assert out('BEGIN { RS = "" } END { print NR }', stdin="a\nb\nc\n") == "1\n"
