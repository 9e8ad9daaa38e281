"""Fine print (layer 11): comparisons, truth, string functions, random numbers, strtonum."""


# ---- Comparisons ----


def test_comparisons_deep_string_constant_vs_number(awk):
    assert awk("BEGIN { x = \"10\"; y = 9; print (x < y), (\"10\" < 9), (x + 0 < y) }") == "1 1 0\n"


def test_comparisons_deep_strnum_fields_and_constant(awk):
    assert awk("{ print ($1 == $2), ($1 < $2), ($1 == \"1.0\"), ($1 == \"1\") }", "1.0 1\n") == "1 0 1 0\n"


def test_comparisons_deep_non_numeric_field_string(awk):
    assert awk("{ print ($1 < $2) }", "abc 10\n") == "0\n"


def test_comparisons_deep_byte_order(awk):
    assert awk("BEGIN { print (\"a\" < \"ab\"), (\"\" < \"a\"), (\"B\" < \"a\"), (\"a\\001\" > \"a\") }") == "1 1 1 1\n"


def test_comparisons_deep_exponent_field(awk):
    assert awk("{ print ($1 == 1e2), ($1 < 2) }", "+1e2\n") == "1 0\n"


def test_comparisons_deep_blanks_around_fields(awk):
    assert awk("BEGIN { FS = \",\" } { print ($1 < $2) }", " 2 , 10 \n") == "1\n"


def test_comparisons_deep_string_var_vs_number(awk):
    assert awk("BEGIN { x = \"abc\"; print (x > 1), (1 > x) }") == "1 0\n"


def test_comparisons_deep_infinity_and_nan(awk):
    assert awk("BEGIN { i = 1e300 * 1e300; n = log(-1); print (i == i), (n < 1), (n >= 1), (n != n), (n == n) }") == "1 0 0 1 0\n"


def test_comparisons_deep_inf_text_fields_strings(awk):
    assert awk("{ print ($1 == $2), ($3 < $4) }", "inf inf 0x10 9\n") == "1 1\n"


def test_comparisons_deep_concatenation_makes_string(awk):
    assert awk("BEGIN { print (2 < 10), (\"2\" < \"10\"), (2 \"\" < 10) }") == "1 0 0\n"


def test_comparisons_deep_uninitialized_vs_field(awk):
    assert awk("{ print (u == $1), (u < $1) }", "0\n") == "1 0\n"


# ---- Truth values ----


def test_truth_deep_field_forms(awk):
    out = awk("{ if ($1) print \"t\"; else print \"f\" }", " 0 \n+0\n-0\n0x0\n.0e5\n 1e-400\n")
    assert out == "f\nf\nf\nt\nf\nf\n"


def test_truth_deep_constants(awk):
    prog = "BEGIN { if (\" \") print \"space\"; if (0.0) print \"no\"; if (\"0.0\") print \"str\"; if (-0) print \"no\"; x[1]; if (x[2]) print \"no\"; print length(x) }"
    assert awk(prog) == "space\nstr\n2\n"


def test_truth_deep_underflow_and_nan(awk):
    assert awk("BEGIN { if (1e-400) print \"no\"; else print \"zero\"; if (log(-1)) print \"nan\" }") == "zero\nnan\n"


def test_truth_deep_record_not(awk):
    assert awk("{ print !$0 }", "0\n\n 0 \nx\n") == "1\n1\n1\n0\n"


def test_truth_deep_string_results(awk):
    assert awk("BEGIN { x = substr(\"0\", 1); print (x ? \"t\" : \"f\"); y = \"0\" + 0; print (y ? \"t\" : \"f\") }") == "t\nf\n"


def test_truth_deep_copy_keeps_strnum(awk):
    assert awk("{ a = $1; print (a ? \"t\" : \"f\"); b = a \"\"; print (b ? \"t\" : \"f\") }", "0\n") == "f\nt\n"


# ---- tolower and toupper ----


def test_case_deep_number_argument(awk):
    assert awk("BEGIN { print toupper(12.5), toupper(\"a-z_{}\") }") == "12.5 A-Z_{}\n"


def test_case_deep_non_ascii_bytes_unchanged(awk):
    assert awk("BEGIN { s = toupper(\"\\303\\251x\"); print length(s), (s == \"\\303\\251X\") }") == "3 1\n"


def test_case_deep_result_is_string(awk):
    assert awk("{ x = toupper($1); print typeof(x), (x < 5) }", "10\n") == "string 1\n"


def test_case_deep_record_unchanged(awk):
    assert awk("{ tolower($0); print; $0 = tolower($0); print $2 }", "A B\n") == "A B\nb\n"


# ---- rand and srand ----


def test_srand_deep_returns_previous(awk):
    assert awk("BEGIN { print srand(5), srand(7), srand(7) }") == "0 5 7\n"


def test_srand_deep_same_seed_same_sequence(awk):
    assert awk("BEGIN { srand(1); a = rand(); b = rand(); srand(1); print (a == rand()), (b == rand()) }") == "1 1\n"


def test_srand_deep_fraction_truncated(awk):
    assert awk("BEGIN { srand(2.9); x = rand(); srand(2); y = rand(); print x == y }") == "1\n"


def test_srand_deep_modulo_two_31(awk):
    assert awk("BEGIN { srand(2147483648); x = rand(); srand(0); y = rand(); print x == y }") == "1\n"


def test_srand_deep_string_seed(awk):
    assert awk("BEGIN { srand(\"3abc\"); print srand(), (rand() < 1) }") == "3 1\n"


def test_rand_deep_first_value_exact(awk):
    assert awk("BEGIN { printf \"%.10f %d\\n\", rand(), rand() * 2147483648 }") == "0.0000057486 1406932606\n"


# ---- strtonum ----


def test_strtonum_deep_forms(awk):
    out = awk("BEGIN { print strtonum(\"0x1F\"), strtonum(\"017\"), strtonum(\"08\"), strtonum(\" 12abc\"), strtonum(\"-0x10\"), strtonum(\"0X1f\"), strtonum(\"\"), strtonum(\"0x\") }")
    assert out == "31 15 8 12 -16 31 0 0\n"


def test_strtonum_deep_more_forms(awk):
    assert awk("BEGIN { print strtonum(017), strtonum(\"1e3\"), strtonum(\"0x1.8\"), strtonum(\"+017\"), strtonum(\" 0x10\") }") == "17 1000 1 15 16\n"


def test_strtonum_deep_field(awk):
    assert awk("{ print strtonum($1), $1 + 0 }", "0x10\n") == "16 0\n"


def test_strtonum_deep_result_number(awk):
    assert awk("BEGIN { x = strtonum(\"010\"); print typeof(x), x \"\" }") == "number 8\n"


# ---- sprintf ----


def test_sprintf_deep_missing_arg_fatal(run):
    r = run("BEGIN { print \"a\"; x = sprintf(\"%s %s\", \"a\"); print \"no\" }")
    assert r.code == 2 and r.text == "a\n" and "not enough arguments passed to sprintf" in r.err


def test_sprintf_deep_plain_and_char(awk):
    assert awk("BEGIN { print sprintf(\"abc\"), sprintf(\"%c%c\", 65, \"BC\"), sprintf(\"%5.2s|\", \"xyz\") }") == "abc AB    xy|\n"


def test_sprintf_deep_result_string(awk):
    assert awk("BEGIN { x = sprintf(\"%d\", 42); print typeof(x), length(sprintf(\"%10s\", \"\")) }") == "string 10\n"


def test_sprintf_deep_hex_string_not_number(awk):
    assert awk("BEGIN { print sprintf(\"%d %d\", \"0x10\", \" 12 \") }") == "0 12\n"


def test_sprintf_deep_ofmt_not_used(awk):
    assert awk("BEGIN { OFMT = \"%.2f\"; print sprintf(\"%s\", 3.14159) }") == "3.14159\n"
