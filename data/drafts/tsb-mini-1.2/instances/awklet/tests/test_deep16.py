"""Fine print (layer 11): getline from the main input, printf formats, arithmetic, sandbox, ERRNO."""


def _files(tmp_path):
    (tmp_path / "gf1").write_text("f1a\nf1b\n")
    (tmp_path / "gf2").write_text("f2a\n")


# ---- getline ----


def test_getline_deep_var_in_begin(awk):
    assert awk("BEGIN { getline x; print x, NR, FNR, NF }", "a b\nc\n") == "a b 1 1 0\n"


def test_getline_deep_return_values_in_rule(awk):
    assert awk("{ r = getline; print r, $0, NR }", "1\n2\n3\n") == "1 2 2\n0 3 3\n"


def test_getline_deep_var_loop_keeps_record(awk):
    assert awk("{ while ((getline line) > 0) n++; print n, $0, line, NR }", "1\n2\n3\n") == "2 1 3 3\n"


def test_getline_deep_in_end_returns_zero(awk):
    assert awk("END { r = getline; print r, $0 }", "a\n") == "0 a\n"


def test_getline_deep_crosses_files(awk, tmp_path):
    _files(tmp_path)
    out = awk("NR == 1 { while ((getline) > 0) print \"got\", $0, FILENAME, FNR }", "", "gf1", "gf2", cwd=tmp_path)
    assert out == "got f1b gf1 2\ngot f2a gf2 1\n"


def test_getline_deep_begin_sets_filename(awk, tmp_path):
    _files(tmp_path)
    assert awk("BEGIN { getline; print FILENAME, $0 }", "", "gf1", cwd=tmp_path) == "gf1 f1a\n"


def test_getline_deep_assignment_on_the_way(awk, tmp_path):
    _files(tmp_path)
    assert awk("BEGIN { getline x; print x, y }", "", "y=5", "gf1", cwd=tmp_path) == "f1a 5\n"


def test_getline_deep_failed_keeps_record(awk, tmp_path):
    _files(tmp_path)
    assert awk("{ getline; getline; print \"after\", $0, NR }", "", "gf1", cwd=tmp_path) == "after f1b 2\n"


# ---- printf format parsing ----


def test_format_parsing_deep_star_width_precision(awk):
    assert awk("BEGIN { printf \"%*d|%-*d|%.*f\\n\", 5, 1, 4, 2, 2, 3.14159 }") == "    1|2   |3.14\n"


def test_format_parsing_deep_percent_with_width_not_conversion(awk):
    assert awk("BEGIN { printf \"%5%|%-5%|\\n\" }") == "%5%|%-5%|\n"


def test_format_parsing_deep_unknown_and_trailing(awk):
    assert awk("BEGIN { printf \"%z|\"; printf \"abc%\"; print \"\" }") == "%z|abc%\n"


def test_format_parsing_deep_length_modifiers(awk):
    assert awk("BEGIN { printf \"%ld %lld %hd %Lf\\n\", 1, 2, 3, 1.5 }") == "1 2 3 1.500000\n"


def test_format_parsing_deep_precision_zero_string(awk):
    assert awk("BEGIN { printf \"%5.0s|%.s|\\n\", \"abc\", \"xyz\" }") == "     ||\n"


# ---- printf positional arguments ----


def test_positional_deep_reorder_and_repeat(awk):
    assert awk("BEGIN { printf \"%2$s %1$s\\n\", \"a\", \"b\"; printf \"%1$s %1$s\\n\", \"a\" }") == "b a\na a\n"


def test_positional_deep_beyond_values(run):
    r = run("BEGIN { printf \"%3$s\\n\", \"a\" }")
    assert r.code == 2 and "not enough arguments passed to printf" in r.err


def test_positional_deep_mixing_fatal(run):
    r = run("BEGIN { printf \"%1$s %s\\n\", \"a\", \"b\" }")
    assert r.code == 2 and "printf: mixing positional and sequential arguments" in r.err


def test_positional_deep_zero_not_position(awk):
    assert awk("BEGIN { printf \"%0$s\\n\", \"a\" }") == "%0$s\n"


def test_positional_deep_sprintf_message(run):
    r = run("BEGIN { x = sprintf(\"%s %1$s\", \"a\") }")
    assert r.code == 2 and "sprintf: mixing positional and sequential arguments" in r.err


# ---- Arithmetic ----


def test_arithmetic_deep_float_modulo(awk):
    assert awk("BEGIN { print 7 % 2.5, -7.5 % 2, 1e300 * 1e10, -1e300 * 1e10 }") == "2 -1.5 inf -inf\n"


def test_arithmetic_deep_double_precision(awk):
    assert awk("BEGIN { print (2 / 3 * 3 == 2), (0.1 + 0.2 == 0.3); printf \"%.20g\\n\", 0.1 * 3 }") == "1 0\n0.30000000000000004441\n"


def test_arithmetic_deep_divide_assign_zero(run):
    r = run("BEGIN { x = 5; x /= 0 }")
    assert r.code == 2 and "division by zero" in r.err


def test_arithmetic_deep_output_before_division_error(run):
    r = run("BEGIN { print \"a\"; print 1 / 0; print \"b\" }")
    assert r.code == 2 and r.text == "a\n" and r.err == "awklet: division by zero\n"


def test_arithmetic_deep_modulo_negative_zero_divisor(run):
    r = run("BEGIN { print 5 % -0.0 }")
    assert r.code == 2 and "division by zero in %" in r.err


def test_arithmetic_deep_signed_zero_results(awk):
    assert awk("BEGIN { print -0 * 5, 0 * -5, -7 % 7 }") == "-0 -0 -0\n"


def test_arithmetic_deep_string_operands(awk):
    assert awk("BEGIN { print \"3x\" * \"2y\", \"\" - 1, 10 / 4 }") == "6 -1 2.5\n"


def test_arithmetic_deep_large_integers(awk):
    assert awk("BEGIN { printf \"%d %d\\n\", 2^53, 2^53 + 1; print 1e308 + 1e308, -(1e308 + 1e308) }") == "9007199254740992 9007199254740992\ninf -inf\n"


# ---- Sandbox mode ----


def test_sandbox_deep_stdout_name_also_refused(run):
    r = run("--sandbox", "BEGIN { print \"a\" > \"/dev/stdout\" }")
    assert r.code == 2 and r.text == "" and "redirection not allowed in sandbox mode" in r.err


def test_sandbox_deep_output_before_kept(run):
    r = run("--sandbox", "BEGIN { printf \"x\"; print \"b\" | \"cat\" }")
    assert r.code == 2 and r.text == "x" and "redirection not allowed in sandbox mode" in r.err


def test_sandbox_deep_unexecuted_and_close(run):
    r = run("--sandbox", "BEGIN { if (0) system(\"x\"); print close(\"f\"), fflush(\"g\"), fflush() }")
    assert r.code == 0 and r.text == "-1 -1 0\n"


def test_sandbox_deep_operands_read(run, tmp_path):
    _files(tmp_path)
    r = run("--sandbox", "{ print }", "gf2", cwd=tmp_path)
    assert r.code == 0 and r.text == "f2a\n"


def test_sandbox_deep_getline_file_refused(run, tmp_path):
    _files(tmp_path)
    r = run("--sandbox", "BEGIN { getline l < \"gf2\"; print l }", cwd=tmp_path)
    assert r.code == 2 and "redirection not allowed in sandbox mode" in r.err


# ---- ERRNO ----


def test_errno_deep_not_cleared_by_success(awk, tmp_path):
    _files(tmp_path)
    prog = "BEGIN { print \"[\" ERRNO \"]\"; getline x < \"nonexist\"; print ERRNO; getline y < \"gf1\"; print ERRNO }"
    assert awk(prog, cwd=tmp_path) == "[]\nNo such file or directory\nNo such file or directory\n"


def test_errno_deep_assignable_then_overwritten(awk):
    assert awk("BEGIN { ERRNO = \"mine\"; print ERRNO; close(\"nothing\"); print ERRNO }") == "mine\nclose of redirection that was never opened\n"


def test_errno_deep_directory(awk, tmp_path):
    (tmp_path / "d").mkdir()
    assert awk("BEGIN { print (getline x < \"d\"), ERRNO }", cwd=tmp_path) == "-1 Is a directory\n"
