"""Fine print (layer 11): conversions between strings and numbers, values."""


# ---- String to number conversion ----


def test_str_to_num_deep_decimal_forms(awk):
    assert awk("BEGIN { print \"3.0\" + 0, \".5\" + 0, \"5.\" + 0, \"1e+\" + 0, \"-.e1\" + 0 }") == "3 0.5 5 1 0\n"


def test_str_to_num_deep_prefixes(awk):
    out = awk("BEGIN { print \"0x1A\" + 0, \" +3\" + 0, \"- 3\" + 0, \"1e3x\" + 0, \"1e500\" + 0, \"-1e500\" + 0 }")
    assert out == "0 3 0 1000 inf -inf\n"


def test_str_to_num_deep_no_inf_nan_words(awk):
    assert awk("BEGIN { print \"inf\" + 0, \"nan\" + 0, \"+inf\" + 0, \"-nan\" + 0 }") == "0 0 0 0\n"


def test_str_to_num_deep_separators_stop(awk):
    assert awk("BEGIN { print \"1,5\" + 0, \"1_000\" + 0, \"12e\" + 0, \".e5\" + 0 }") == "1 1 12 0\n"


def test_str_to_num_deep_leading_blank_kinds(awk):
    assert awk("BEGIN { print \"\\t\\n7\" + 0, \"\\r9\" + 0, \"\\v8\" + 0, \"\\f6\" + 0 }") == "7 9 8 6\n"


def test_str_to_num_deep_field_prefix(awk):
    assert awk("{ print $1 + 0, $2 * 2 }", "2.5kg 1e1x\n") == "2.5 20\n"


# ---- Number to string conversion ----


def test_num_to_str_deep_integers(awk):
    out = awk("BEGIN { print 1e15 \"\", 1e16 \"\", 123456789012 \"\", 2^53 \"\", (2^53 + 1) \"\" }")
    assert out == "1000000000000000 1e+16 123456789012 9007199254740992 9007199254740992\n"


def test_num_to_str_deep_non_integral(awk):
    assert awk("BEGIN { print (-1e15 - 0.5) \"\", 0.000001 \"\", 1e-7 \"\", (100 / 3) \"\" }") == "-1e+15 1e-06 1e-07 33.3333\n"


def test_num_to_str_deep_convfmt_int_and_exp(awk):
    assert awk("BEGIN { CONVFMT = \"%d\"; x = 3.9; print x \"\"; CONVFMT = \"%.3e\"; print (1/3) \"\" }") == "3\n3.333e-01\n"


def test_num_to_str_deep_convfmt_text_around(awk):
    assert awk("BEGIN { CONVFMT = \"[%.2f]\"; print 0.5 \"\" }") == "[0.50]\n"


def test_num_to_str_deep_convfmt_two_conversions(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f %.2f\"; print 0.5 \"\" }") == "0.50 0.00\n"


def test_num_to_str_deep_convfmt_percent_s(awk):
    assert awk("BEGIN { CONVFMT = \"%s\"; print (0.5) \"\"; CONVFMT = \"[%s]\"; print 0.25 \"\" }") == "0.5\n[0.25]\n"


def test_num_to_str_deep_ofmt_percent_s(awk):
    assert awk("BEGIN { OFMT = \"%s\"; print 1 / 3, 2.5 }") == "0.333333 2.5\n"


def test_num_to_str_deep_subscript_at_time_of_use(awk):
    assert awk("BEGIN { x = 0.1; CONVFMT = \"%.2f\"; a[x] = 1; CONVFMT = \"%.6g\"; for (k in a) print k; print (0.1 in a) }") == "0.10\n0\n"


def test_num_to_str_deep_integral_ignores_convfmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; print 3.0 \"\", -7 \"\", 1e15 \"\" }") == "3 -7 1000000000000000\n"


# ---- Values and types ----


def test_values_deep_strnum_keeps_text(awk):
    assert awk("{ x = $1; print x, x + 0, (x == 1) }", "1.0e0\n") == "1.0e0 1 1\n"


def test_values_deep_string_op_result_string(awk):
    assert awk("{ x = substr($1, 1); print typeof(x), (x == 1) }", "1.0\n") == "string 0\n"


def test_values_deep_arith_result_number(awk):
    assert awk("{ x = $1 + 0; print typeof(x), x }", "1.50\n") == "number 1.5\n"


def test_values_deep_strnum_blanks(awk):
    assert awk("BEGIN { FS = \",\" } { print typeof($1), typeof($2), typeof($3) }", " +1.5e3 ,1e,.\n") == "strnum string string\n"


def test_values_deep_hex_field_string(awk):
    assert awk("{ print typeof($1), ($1 == 16) }", "0x10\n") == "string 0\n"


def test_values_deep_cr_around_number(awk):
    assert awk("{ print typeof($1), ($1 == 5) }", "5\r\n") == "strnum 1\n"


# ---- Uninitialized values ----


def test_uninitialized_deep_typeof_forms(awk):
    assert awk("BEGIN { print length(x), x + 0, \"[\" x \"]\", typeof(x); y[1]; print typeof(y[2]), length(y) }") == "0 0 [] untyped\nuntyped 1\n"


def test_uninitialized_deep_copy_unassigned(awk):
    assert awk("BEGIN { y = z; print typeof(y), (y == 0), (y == \"\") }") == "unassigned 1 1\n"


def test_uninitialized_deep_field_beyond_nf(awk):
    assert awk("{ print typeof($5), typeof($1), NF }", "a\n") == "unassigned string 1\n"


def test_uninitialized_deep_compares_numeric_with_strnum(awk):
    assert awk("{ print (u < $1), (u == $2) }", "0.5 0.0\n") == "1 1\n"


def test_uninitialized_deep_compares_string_with_string(awk):
    assert awk("BEGIN { print (u < \"a\"), (u == \"\"), (u < 0) }") == "1 1 0\n"


def test_uninitialized_deep_element_in_arithmetic(awk):
    assert awk("BEGIN { s = a[\"x\"] + a[\"y\"]; print s, length(a) }") == "0 2\n"
