"""print, printf and its conversions, output redirection, close, fflush, system."""


# ---- print ----


def test_print_ofs_ors(awk):
    assert awk("BEGIN { OFS = \"-\"; ORS = \"!\\n\"; print \"a\", \"b\" }") == "a-b!\n"


def test_print_alone_record(awk):
    assert awk("{ print }", "x y\n") == "x y\n"


def test_print_redirect_only_record(awk, tmp_path):
    assert awk("{ print > \"o\" }", "rec\n", cwd=tmp_path) == ""
    assert (tmp_path / "o").read_text() == "rec\n"


def test_print_parenthesized_list(awk):
    assert awk("BEGIN { print (\"a\", \"b\") }") == "a b\n"


def test_print_parenthesized_concat(awk):
    assert awk("BEGIN { print (\"a\")(\"b\") }") == "ab\n"


def test_print_no_commas_concatenates(awk):
    assert awk("BEGIN { print \"a\" \"b\", \"c\" }") == "ab c\n"


def test_print_numbers_ofmt(awk):
    assert awk("BEGIN { OFMT = \"%.1f\"; print 1.25, 2 }") == "1.2 2\n"


def test_print_ofs_at_run_time(awk):
    assert awk("{ OFS = $1; print \"x\", \"y\" }", "+\n-\n") == "x+y\nx-y\n"


def test_print_empty_string_arg(awk):
    assert awk("BEGIN { print \"\" }") == "\n"


# ---- printf ----


def test_printf_no_newline(awk):
    assert awk("BEGIN { printf \"a\"; printf \"b\\n\" }") == "ab\n"


def test_printf_parenthesized(awk):
    assert awk("BEGIN { printf(\"%s-%s\\n\", 1, 2) }") == "1-2\n"


def test_printf_ignores_ofs_ors(awk):
    assert awk("BEGIN { OFS = \":\"; ORS = \"X\"; printf \"%s%s\", \"a\", \"b\" }") == "ab"


def test_printf_no_args_syntax_error(fails):
    assert "syntax error" in fails("BEGIN { printf }")


def test_printf_not_enough_args(fails):
    assert fails("BEGIN { printf \"%s %s\\n\", \"a\" }") == "awklet: not enough arguments passed to printf\n"


def test_sprintf_not_enough_args(fails):
    assert fails("BEGIN { x = sprintf(\"%d\") }") == "awklet: not enough arguments passed to sprintf\n"


def test_printf_extra_args_ignored(awk):
    assert awk("BEGIN { printf \"%s\\n\", \"a\", \"b\" }") == "a\n"


# ---- printf format parsing ----


def test_format_percent(awk):
    assert awk("BEGIN { printf \"100%%\\n\" }") == "100%\n"


def test_format_unknown_conversion(awk):
    assert awk("BEGIN { printf \"%z|%5k|%d\\n\", 3 }") == "%z|%5k|3\n"


def test_format_trailing_percent(awk):
    assert awk("BEGIN { printf \"50%\" }") == "50%"


def test_format_cut_off_spec(awk):
    assert awk("BEGIN { printf \"a%-5\" }") == "a%-5"


def test_format_length_modifiers(awk):
    assert awk("BEGIN { printf \"%ld %hd %Lf\\n\", 5, 6, 1.5 }") == "5 6 1.500000\n"


def test_format_star_width(awk):
    assert awk("BEGIN { printf \"[%*d]\\n\", 5, 42 }") == "[   42]\n"


def test_format_star_negative_width(awk):
    assert awk("BEGIN { printf \"[%*d]\\n\", -5, 42 }") == "[42   ]\n"


def test_format_star_precision(awk):
    assert awk("BEGIN { printf \"[%.*f]\\n\", 2, 3.14159 }") == "[3.14]\n"


def test_format_star_negative_precision(awk):
    assert awk("BEGIN { printf \"[%.*f]\\n\", -1, 2.5 }") == "[2.500000]\n"


def test_format_dot_alone_precision_zero(awk):
    assert awk("BEGIN { printf \"[%.f]\\n\", 2.7 }") == "[3]\n"


def test_format_width_limit(awk):
    assert awk("BEGIN { s = sprintf(\"%200000d\", 1); print length(s) }") == "100000\n"


# ---- printf integer conversions ----


def test_int_d_truncates(awk):
    assert awk("BEGIN { printf \"%d %d %i\\n\", 7.9, -7.9, \"12abc\" }") == "7 -7 12\n"


def test_int_unsigned_negative(awk):
    assert awk("BEGIN { printf \"%x %u\\n\", -1, -1 }") == "ffffffffffffffff 18446744073709551615\n"


def test_int_octal_hex(awk):
    assert awk("BEGIN { printf \"%o %x %X\\n\", 8, 255, 255 }") == "10 ff FF\n"


def test_int_clamped(awk):
    assert awk("BEGIN { printf \"%d %d\\n\", 1e30, -1e30 }") == "9223372036854775807 -9223372036854775808\n"


def test_int_precision(awk):
    assert awk("BEGIN { printf \"[%.3d][%.0d][%5.3d]\\n\", 7, 0, -7 }") == "[007][][ -007]\n"


def test_int_plus_space(awk):
    assert awk("BEGIN { printf \"[%+d][% d][%+ d][%+d]\\n\", 5, 5, 5, -5 }") == "[+5][ 5][+5][-5]\n"


def test_int_hash(awk):
    assert awk("BEGIN { printf \"%#o %#x %#X %#x\\n\", 8, 255, 255, 0 }") == "010 0xff 0XFF 0\n"


def test_int_zero_pad(awk):
    assert awk("BEGIN { printf \"[%05d][%-05d][%05.1d][%#06x]\\n\", -42, 42, 3, 255 }") == "[-0042][42   ][    3][0x00ff]\n"


def test_int_nonfinite(awk):
    assert awk("BEGIN { printf \"[%5d][%d][%+d][%05d]\\n\", log(-1), -log(0), -log(0), log(0) }") == "[  nan][inf][+inf][ -inf]\n"


def test_int_hash_octal_zero_precision(awk):
    assert awk("BEGIN { printf \"[%#.0o]\\n\", 0 }") == "[0]\n"


# ---- printf floating-point conversions ----


def test_float_f_default(awk):
    assert awk("BEGIN { printf \"%f %.2f %.0f\\n\", 3.14159, 2.5, 2.5 }") == "3.141590 2.50 2\n"


def test_float_rounding_binary(awk):
    assert awk("BEGIN { printf \"%.2f %.2f\\n\", 2.675, 0.125 }") == "2.67 0.12\n"


def test_float_e(awk):
    assert awk("BEGIN { printf \"%e %.2E\\n\", 12345.678, 0.000123 }") == "1.234568e+04 1.23E-04\n"


def test_float_g_styles(awk):
    assert awk("BEGIN { printf \"%g %g %g %g\\n\", 100000, 1000000, 0.0001, 0.00001 }") == "100000 1e+06 0.0001 1e-05\n"


def test_float_g_precision(awk):
    assert awk("BEGIN { printf \"%.3g %.0g %G\\n\", 3.14159, 25, 1e-10 }") == "3.14 2e+01 1E-10\n"


def test_float_g_hash(awk):
    assert awk("BEGIN { printf \"%#g %#.3g\\n\", 1.5, 1 }") == "1.50000 1.00\n"


def test_float_hash_point(awk):
    assert awk("BEGIN { printf \"%#.0f %#.0e\\n\", 3, 3 }") == "3. 3.e+00\n"


def test_float_flags(awk):
    assert awk("BEGIN { printf \"[%+.1f][% .1f][%08.2f][%-8.2f]\\n\", 1, 1, -3.5, 3.5 }") == "[+1.0][ 1.0][-0003.50][3.50    ]\n"


def test_float_negative_zero(awk):
    assert awk("BEGIN { printf \"%f\\n\", -0 }") == "-0.000000\n"


def test_float_nonfinite(awk):
    assert awk("BEGIN { printf \"[%f][%E][%F][%06g]\\n\", log(-1), -log(0), log(0), -log(0) }") == "[nan][INF][-INF][   inf]\n"


def test_float_G_uppercase(awk):
    assert awk("BEGIN { printf \"%G\\n\", 1e20 }") == "1E+20\n"


# ---- printf string and character conversions ----


def test_s_precision(awk):
    assert awk("BEGIN { printf \"[%.2s][%5s][%-5s]\\n\", \"abc\", \"ab\", \"ab\" }") == "[ab][   ab][ab   ]\n"


def test_s_number_convfmt(awk):
    assert awk("BEGIN { CONVFMT = \"%.2f\"; printf \"%s %s\\n\", 3.14159, 10 }") == "3.14 10\n"


def test_s_zero_flag_ignored(awk):
    assert awk("BEGIN { printf \"[%05s]\\n\", \"ab\" }") == "[   ab]\n"


def test_c_number(awk):
    assert awk("BEGIN { printf \"%c%c\\n\", 65, 97.9 }") == "Aa\n"


def test_c_modulo(run):
    r = run("BEGIN { printf \"%c%c\", 256, 321 }")
    assert r.out == b"\x00A"


def test_c_string_first_byte(awk):
    assert awk("BEGIN { printf \"[%c][%c]\\n\", \"hello\", \"\" }") == "[h][]\n"


def test_c_numeric_string_field(awk):
    assert awk("{ printf \"%c\\n\", $1 }", "66\n") == "B\n"


def test_c_width(awk):
    assert awk("BEGIN { printf \"[%3c][%-3c]\\n\", \"x\", \"y\" }") == "[  x][y  ]\n"


def test_c_string_digits(awk):
    assert awk("BEGIN { printf \"%c\\n\", \"65\" }") == "6\n"


# ---- Output redirection to files ----


def test_redirect_create(awk, tmp_path):
    awk("BEGIN { print \"a\" > \"f\"; print \"b\" > \"f\" }", cwd=tmp_path)
    assert (tmp_path / "f").read_text() == "a\nb\n"


def test_redirect_truncates_existing(awk, tmp_path):
    (tmp_path / "f").write_text("old\n")
    awk("BEGIN { print \"new\" > \"f\" }", cwd=tmp_path)
    assert (tmp_path / "f").read_text() == "new\n"


def test_redirect_append(awk, tmp_path):
    (tmp_path / "f").write_text("old\n")
    awk("BEGIN { print \"new\" >> \"f\" }", cwd=tmp_path)
    assert (tmp_path / "f").read_text() == "old\nnew\n"


def test_redirect_mixed_same_name(awk, tmp_path):
    awk("BEGIN { print \"1\" > \"f\"; print \"2\" >> \"f\" }", cwd=tmp_path)
    assert (tmp_path / "f").read_text() == "1\n2\n"


def test_redirect_name_concatenation(awk, tmp_path):
    awk("BEGIN { n = 1; print \"x\" > \"out\" n \".txt\" }", cwd=tmp_path)
    assert (tmp_path / "out1.txt").read_text() == "x\n"


def test_redirect_dev_stderr(run):
    r = run("BEGIN { print \"err\" > \"/dev/stderr\"; print \"out\" }")
    assert r.err == "err\n" and r.text == "out\n"


def test_redirect_dev_stdout(awk):
    assert awk("BEGIN { print \"a\" > \"/dev/stdout\"; print \"b\" > \"-\" }") == "a\nb\n"


def test_redirect_cannot_open(fails, tmp_path):
    assert fails("BEGIN { print 1 > \"nodir/f\" }", cwd=tmp_path) == "awklet: can't redirect to nodir/f\n"


def test_redirect_printf(awk, tmp_path):
    awk("BEGIN { printf \"%d\", 5 > \"f\" }", cwd=tmp_path)
    assert (tmp_path / "f").read_text() == "5"


# ---- Output to pipes ----


def test_pipe_output(awk):
    assert awk("BEGIN { print \"b\" | \"sort\"; print \"a\" | \"sort\" }") == "a\nb\n"


def test_pipe_stdout_flushed_first(awk):
    assert awk("BEGIN { print \"first\"; print \"second\" | \"cat\" }") == "first\nsecond\n"


def test_pipe_closed_at_end_in_order(awk):
    assert awk("BEGIN { print \"x\" | \"cat\"; print \"y\" | \"cat; true\"; print \"z\" }") == "z\nx\ny\n"


def test_pipe_close_waits(awk):
    assert awk("BEGIN { print \"p\" | \"cat\"; close(\"cat\"); print \"after\" }") == "p\nafter\n"


def test_pipe_close_status(awk):
    assert awk("BEGIN { print \"x\" | \"cat >/dev/null; exit 3\"; print close(\"cat >/dev/null; exit 3\") }") == "3\n"


def test_output_closed_after_exit(awk, tmp_path):
    awk("BEGIN { print \"kept\" > \"f\"; exit }", cwd=tmp_path)
    assert (tmp_path / "f").read_text() == "kept\n"


# ---- close and fflush ----


def test_close_file_returns_zero(awk, tmp_path):
    assert awk("BEGIN { print 1 > \"f\"; print close(\"f\") }", cwd=tmp_path) == "0\n"


def test_close_not_open(awk):
    assert awk("BEGIN { print close(\"nothing\") }") == "-1\n"


def test_close_then_truncate_again(awk, tmp_path):
    awk("BEGIN { print \"1\" > \"f\"; close(\"f\"); print \"2\" > \"f\" }", cwd=tmp_path)
    assert (tmp_path / "f").read_text() == "2\n"


def test_close_input_rereads(awk, tmp_path):
    (tmp_path / "in").write_text("first\nsecond\n")
    assert awk("BEGIN { getline a < \"in\"; close(\"in\"); getline b < \"in\"; print a, b }", cwd=tmp_path) == "first first\n"


def test_close_command_status(awk):
    assert awk("BEGIN { \"exit 5\" | getline; print close(\"exit 5\") }") == "5\n"


def test_close_signal_status(awk):
    assert awk("BEGIN { \"kill -9 $$\" | getline; print close(\"kill -9 $$\") }") == "265\n"


def test_fflush_named(awk, tmp_path):
    assert awk("BEGIN { print \"x\" > \"f\"; r = fflush(\"f\"); getline l < \"f\"; print r, l }", cwd=tmp_path) == "0 x\n"


def test_fflush_not_open(awk):
    assert awk("BEGIN { print fflush(\"zz\") }") == "-1\n"


def test_fflush_all(awk, tmp_path):
    assert awk("BEGIN { print \"y\" > \"g\"; r = fflush(); getline l < \"g\"; print r, l }", cwd=tmp_path) == "0 y\n"


# ---- system ----


def test_system_status(awk):
    assert awk("BEGIN { print system(\"exit 7\") }") == "7\n"


def test_system_flushes_output(awk):
    assert awk("BEGIN { printf \"a\"; system(\"echo b\"); print \"c\" }") == "ab\nc\n"


def test_system_flushes_files(awk, tmp_path):
    assert awk("BEGIN { print \"z\" > \"f\"; system(\"cat f\") }", cwd=tmp_path) == "z\n"


def test_system_signal(awk):
    assert awk("BEGIN { print system(\"kill -15 $$\") }") == "271\n"


def test_close_output_and_input_same_name(awk, tmp_path):
    (tmp_path / "f").write_text("in\n")
    prog = "BEGIN { getline l < \"f\"; print \"new\" > \"f\"; r = close(\"f\"); getline m < \"f\"; print l, m, r }"
    assert awk(prog, cwd=tmp_path) == "in new 0\n"


def test_close_dev_stdout_only_flushes(awk):
    assert awk("BEGIN { print \"a\" > \"/dev/stdout\"; r = close(\"/dev/stdout\"); print \"b\" > \"/dev/stdout\"; print r }") == "a\nb\n0\n"


def test_close_stdin_continues(awk):
    assert awk("BEGIN { getline a < \"-\"; close(\"-\"); getline b < \"-\"; print a, b }", "1\n2\n") == "1 2\n"
