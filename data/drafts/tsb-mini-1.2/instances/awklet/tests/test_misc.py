"""Hexadecimal escapes, printf positional arguments, ERRNO."""


# ---- String literals ----


def test_string_hex_escape(awk):
    assert awk('BEGIN { print "\\x41\\x62" }') == "Ab\n"


def test_string_hex_two_digits_max(awk):
    assert awk('BEGIN { print "\\x412" }') == "A2\n"


def test_string_hex_uppercase_digits(awk):
    assert awk('BEGIN { print "\\x4A\\x4a" }') == "JJ\n"


def test_string_hex_without_digit(awk):
    assert awk('BEGIN { print "\\xg" }') == "\\xg\n"


def test_string_hex_one_digit(run):
    assert run('BEGIN { printf "%s", "\\x9z" }').out == b"\tz"


# ---- Escapes in regular expressions ----


def test_regex_hex_escape(awk):
    assert awk("BEGIN { print match(\"xA\", /\\x41/) }") == "2\n"


def test_regex_hex_without_digit(awk):
    assert awk("BEGIN { print match(\"ax\", /\\x/) }") == "2\n"


def test_regex_hex_in_bracket(awk):
    assert awk("BEGIN { print match(\"zB\", /[\\x41-\\x43]/) }") == "2\n"


# ---- Command-line assignments ----


def test_v_hex_escape(run):
    assert run("-v", "v=\\x41\\x", "BEGIN { print v }").text == "A\\x\n"


# ---- printf positional arguments ----


def test_positional_order(awk):
    assert awk("BEGIN { printf \"%2$s %1$s\\n\", \"a\", \"b\" }") == "b a\n"


def test_positional_reuse(awk):
    assert awk("BEGIN { printf \"%1$s%1$s%1$d\\n\", 7 }") == "777\n"


def test_positional_with_flags(awk):
    assert awk("BEGIN { printf \"[%2$-5.1f][%1$03d]\\n\", 4, 3.14159 }") == "[3.1  ][004]\n"


def test_positional_unused_values(awk):
    assert awk("BEGIN { printf \"%3$s\\n\", \"a\", \"b\", \"c\" }") == "c\n"


def test_positional_mixing_after_sequential(fails):
    assert fails("BEGIN { printf \"%d %1$d\\n\", 1 }") == "awklet: printf: mixing positional and sequential arguments\n"


def test_positional_mixing_after_positional(fails):
    assert fails("BEGIN { x = sprintf(\"%1$d %d\", 1) }") == "awklet: sprintf: mixing positional and sequential arguments\n"


def test_positional_star_error(fails):
    assert fails("BEGIN { printf \"%1$*d\\n\", 1, 2 }") == "awklet: printf: * is not allowed with positional arguments\n"


def test_positional_beyond_values(fails):
    assert fails("BEGIN { printf \"%3$d\\n\", 1 }") == "awklet: not enough arguments passed to printf\n"


def test_positional_zero_not_positional(awk):
    assert awk("BEGIN { printf \"%0$d|\\n\" }") == "%0$d|\n"


def test_positional_percent_literal_ok(awk):
    assert awk("BEGIN { printf \"%1$s 100%%\\n\", \"x\" }") == "x 100%\n"


def test_positional_nothing_written_on_error(run):
    r = run("BEGIN { printf \"ab%1$d%d\", 1 }")
    assert r.code == 2 and r.out == b""


# ---- ERRNO ----


def test_errno_initially_empty(awk):
    assert awk("BEGIN { print \"[\" ERRNO \"]\" }") == "[]\n"


def test_errno_missing_file(awk, tmp_path):
    assert awk("BEGIN { getline x < \"nofile\"; print ERRNO }", cwd=tmp_path) == "No such file or directory\n"


def test_errno_directory(awk, tmp_path):
    (tmp_path / "d").mkdir()
    assert awk("BEGIN { print (getline x < \"d\"), ERRNO }", cwd=tmp_path) == "-1 Is a directory\n"


def test_errno_close_unopened(awk):
    assert awk("BEGIN { close(\"zz\"); print ERRNO }") == "close of redirection that was never opened\n"


def test_errno_fflush_unopened(awk):
    assert awk("BEGIN { fflush(\"zz\"); print ERRNO }") == "fflush of redirection that was never opened\n"


def test_errno_not_cleared(awk, tmp_path):
    (tmp_path / "f").write_text("x\n")
    assert awk("BEGIN { close(\"zz\"); getline l < \"f\"; print l, ERRNO }", cwd=tmp_path) == "x close of redirection that was never opened\n"


def test_errno_not_a_parameter(fails):
    assert fails("function f(ERRNO) { }") == "awklet: special variable ERRNO used as a parameter at source line 1\n"


def test_errno_not_dumped(run):
    r = run("--dump-variables=-", "BEGIN { close(\"q\") }")
    assert r.text == ""
