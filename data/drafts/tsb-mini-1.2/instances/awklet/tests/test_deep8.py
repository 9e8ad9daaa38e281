"""Fine print (layer 11): split, sub and gsub, printf conversions."""


# ---- split ----


def test_split_deep_clears_old_elements(awk):
    assert awk("BEGIN { split(\"a:b:c\", arr, \":\"); arr[9] = 1; n = split(\"x\", arr, \":\"); print n, length(arr), (9 in arr) }") == "1 1 0\n"


def test_split_deep_default_blanks(awk):
    assert awk("BEGIN { n = split(\"  a  b  \", p); print n, p[1] p[2] }") == "2 ab\n"


def test_split_deep_regex_literal_single_space(awk):
    assert awk("BEGIN { n = split(\" a b \", p, / /); print n, \"[\" p[1] \"]\" }") == "4 []\n"


def test_split_deep_dot_string_vs_regex(awk):
    assert awk("BEGIN { print split(\"a.b\", p, \".\"), split(\"a.b\", q, /./) }") == "2 4\n"


def test_split_deep_element_types(awk):
    assert awk("BEGIN { split(\"1 2 x\", p); print typeof(p[1]), typeof(p[3]), (p[1] < p[2]) }") == "strnum string 1\n"


def test_split_deep_paragraph_mode_default_fs(awk):
    assert awk("BEGIN { RS = \"\"; print split(\"a\\nb c\", p), split(\"a\\nb\", q, \":\") }") == "3 1\n"


def test_split_deep_uses_current_fs(awk):
    assert awk("BEGIN { FS = \",\"; print split(\"a,b c\", p) }") == "2\n"


def test_split_deep_ignorecase_single_char_vs_regex(awk):
    prog = "BEGIN { IGNORECASE = 1; print split(\"aXbxc\", p, \"x\"), split(\"aXbxc\", q, \"x|y\") }"
    assert awk(prog) == "2 3\n"


def test_split_deep_number_source(awk):
    assert awk("BEGIN { n = split(12.5, p, \".\"); print n, p[2] }") == "2 5\n"


def test_split_deep_scalar_target_fatal(run):
    r = run("BEGIN { s = \"abc\"; n = split(s, s) }")
    assert r.code == 2 and "can't use scalar s as array" in r.err


# ---- sub and gsub ----


def test_gsub_deep_record_resplit(awk):
    assert awk("{ n = gsub(/o/, \"0\"); print n, $0, NF, $2 }", "foo boo\n") == "4 f00 b00 2 b00\n"


def test_sub_deep_record_changes_nf(awk):
    assert awk("{ sub(/ /, \":\"); print NF, $1 }", "a b c\n") == "2 a:b\n"


def test_gsub_deep_field_rebuilds_with_ofs(awk):
    assert awk("{ gsub(/b/, \"X\", $2); print; print NF }", "ab  bb   c\n") == "ab XX c\n3\n"


def test_sub_deep_number_target_becomes_string(awk):
    assert awk("BEGIN { x = 5; n = sub(/5/, \"6\", x); print n, x, typeof(x) }") == "1 6 string\n"


def test_sub_deep_no_match_keeps_type(awk):
    assert awk("BEGIN { x = 15; n = sub(/7/, \"6\", x); print n, typeof(x) }") == "0 number\n"
    assert awk("{ x = $1; sub(/z/, \"y\", x); print typeof(x) }", "12\n") == "strnum\n"


def test_gsub_deep_ampersand_doubles(awk):
    assert awk("BEGIN { s = \"aaa\"; print gsub(/a/, \"&&\", s), s }") == "3 aaaaaa\n"


def test_gsub_deep_empty_regex_string(awk):
    assert awk("BEGIN { s = \"abc\"; print gsub(\"\", \"-\", s), s }") == "4 -a-b-c-\n"


def test_gsub_deep_dot_string_is_regex(awk):
    assert awk("BEGIN { s = \"a.b.c\"; print gsub(\".\", \"-\", s), s }") == "5 -----\n"


def test_gsub_deep_anchors_once(awk):
    assert awk("BEGIN { s = \"abab\"; print gsub(/^a/, \"X\", s), s; t = \"abab\"; print gsub(/b$/, \"X\", t), t }") == "1 Xbab\n1 abaX\n"


def test_gsub_deep_star_at_end_once(awk):
    assert awk("BEGIN { s = \"aaa\"; print gsub(/a*$/, \"X\", s), s }") == "1 X\n"


def test_gsub_deep_non_overlapping(awk):
    assert awk("BEGIN { s = \"banana\"; print gsub(/ana/, \"X\", s), s }") == "1 bXna\n"


def test_gsub_deep_element_target_created(awk):
    assert awk("BEGIN { a[\"k\"] = \"xx\"; gsub(/x/, \"y\", a[\"k\"]); print a[\"k\"]; gsub(/q/, \"r\", b[\"n\"]); print length(b) }") == "yy\n1\n"


def test_gsub_deep_number_replacement(awk):
    assert awk("BEGIN { s = \"x\"; gsub(/x/, 7, s); print s; t = \"y\"; gsub(/y/, 0.5 + 0.25, t); print t }") == "7\n0.75\n"


# ---- Replacement text ----


def test_replacement_deep_bracketed_match(awk):
    assert awk("BEGIN { s = \"hello\"; print sub(/l+/, \"[&]\", s), s }") == "1 he[ll]o\n"


def test_replacement_deep_backslash_other_kept(awk):
    assert awk("BEGIN { s = \"abc\"; gsub(/b/, \"x\\\\y\", s); print s }") == "ax\\yc\n"


def test_replacement_deep_backslash_then_match(awk):
    assert awk("BEGIN { s = \"abc\"; gsub(/b/, \"\\\\\\\\&\", s); print s }") == "a\\bc\n"


def test_replacement_deep_literal_ampersand(awk):
    assert awk("BEGIN { s = \"a-b\"; gsub(/-/, \"\\\\&\", s); print s }") == "a&b\n"


def test_replacement_deep_empty_match_ampersand(awk):
    assert awk("BEGIN { s = \"ab\"; gsub(/x*/, \"<&>\", s); print s }") == "<>a<>b<>\n"


# ---- printf integer conversions ----


def test_printf_int_deep_truncation_and_strings(awk):
    assert awk("BEGIN { printf \"%d %d %d %d %d\\n\", 3.99, -3.99, \"12abc\", \"x\", 1e20 }") == "3 -3 12 0 9223372036854775807\n"


def test_printf_int_deep_limits(awk):
    assert awk("BEGIN { printf \"%d %i %d\\n\", -0.5, 2147483648, -1e300 }") == "0 2147483648 -9223372036854775808\n"


def test_printf_int_deep_flags(awk):
    assert awk("BEGIN { printf \"%d|%5d|%-5d|%05d|%+d|% d\\n\", 42, 42, 42, 42, 42, 42 }") == "42|   42|42   |00042|+42| 42\n"


def test_printf_int_deep_precision(awk):
    assert awk("BEGIN { printf \"%.3d|%.0d|%5.3d|%-+5d|%+ d\\n\", 7, 0, 7, 7, 7 }") == "007||  007|+7   |+7\n"


def test_printf_int_deep_unsigned_forms(awk):
    assert awk("BEGIN { printf \"%o %x %X %u %#o %#x\\n\", 8, 255, 255, 3, 8, 255 }") == "10 ff FF 3 010 0xff\n"


def test_printf_int_deep_negative_unsigned(awk):
    assert awk("BEGIN { printf \"%x %u %o\\n\", -1, -1, -1 }") == "ffffffffffffffff 18446744073709551615 1777777777777777777777\n"


def test_printf_int_deep_nan_inf(awk):
    assert awk("BEGIN { printf \"%d %x %5d|%+d\\n\", log(-1), 1e300 * 1e300, -1e300 * 1e300, 1e300 * 1e300 }") == "nan inf  -inf|+inf\n"


def test_printf_int_deep_zero_flag_with_precision(awk):
    assert awk("BEGIN { printf \"%06.2d|%-06d|%+06d\\n\", 5, 5, 5 }") == "    05|5     |+00005\n"


# ---- printf floating-point conversions ----


def test_printf_float_deep_basic_forms(awk):
    assert awk("BEGIN { printf \"%f %e %g %G %E\\n\", 1.5, 1234.5, 0.0001234, 1e-10, 5 }") == "1.500000 1.234500e+03 0.0001234 1E-10 5.000000E+00\n"


def test_printf_float_deep_ties_to_even(awk):
    assert awk("BEGIN { printf \"%.0f %.0f %.0f %.0f\\n\", 0.5, 1.5, 2.5, -0.5 }") == "0 2 2 -0\n"


def test_printf_float_deep_hash_and_g_switch(awk):
    assert awk("BEGIN { printf \"%#.0f %#g %g %g\\n\", 3, 1.5, 100000, 1000000 }") == "3. 1.50000 100000 1e+06\n"


def test_printf_float_deep_nan_inf(awk):
    assert awk("BEGIN { printf \"%f %e %g %G\\n\", log(-1), 1e300 * 1e300, -1e300 * 1e300, 1e300 * 1e300 }") == "nan inf -inf INF\n"


def test_printf_float_deep_width_flags(awk):
    assert awk("BEGIN { printf \"%5.1f|%-8.2e|%08.3f|%+.2g\\n\", 3.14159, 3.14159, -3.14159, 3.14159 }") == "  3.1|3.14e+00|-003.142|+3.1\n"


def test_printf_float_deep_g_small_exponent(awk):
    assert awk("BEGIN { printf \"%g %g %.3g %.10g\\n\", 0.0001, 0.00001, 1234.5, 1/3 }") == "0.0001 1e-05 1.23e+03 0.3333333333\n"


# ---- printf string and character conversions ----


def test_printf_str_deep_char_cases(awk):
    assert awk("BEGIN { printf \"%c|%c|%c|%c\\n\", 256, 0, \"\", 65.9 }") == "\0|\0||A\n"


def test_printf_str_deep_char_width(awk):
    assert awk("BEGIN { printf \"%5c|%-3c|\\n\", \"x\", 66 }") == "    x|B  |\n"


def test_printf_str_deep_string_precision_width(awk):
    assert awk("BEGIN { printf \"%s|%10.3s|%-6s|%.0s|\\n\", 1/3, \"abcdef\", \"ab\", \"zz\" }") == "0.333333|       abc|ab    ||\n"


def test_printf_str_deep_flags_ignored(awk):
    assert awk("BEGIN { printf \"%05s|%+s|% s|%#s\\n\", \"ab\", \"c\", \"d\", \"e\" }") == "   ab|c|d|e\n"


def test_printf_str_deep_char_field_strnum(awk):
    assert awk("{ printf \"%c%c\\n\", $1, $2 }", "66 x7\n") == "Bx\n"


def test_printf_str_deep_string_convfmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; printf \"%s %s\\n\", 3.14159, 10 }") == "3.14 10\n"
