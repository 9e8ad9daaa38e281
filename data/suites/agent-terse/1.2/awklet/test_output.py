import pytest

from conftest import check_ok, check_fatal


def begin(awk, code, stdin=""):
    return awk("BEGIN { " + code + " }", stdin)


# ---------------------------------------------------------------- print

@pytest.mark.parametrize("code,out", [
    ("print", "\n"),
    ('print 1, 2, "a"', "1 2 a\n"),
    ('print "a" "b", "c"', "ab c\n"),
    ("print (1, 2)", "1 2\n"),
    ("print (1)(2)", "12\n"),
    ('OFS = "-"; print 1, 2', "1-2\n"),
    ('ORS = "|"; print 1; print 2', "1|2|"),
    ('ORS = ""; print "a"; print "b"', "ab"),
    ('OFS = ":"; ORS = ";\\n"; print "x", "y"', "x:y;\n"),
    ('x = 3; print x, x + 1', "3 4\n"),
    ('print ""', "\n"),
    ('print "a"; print "b" > "/dev/stdout"; print "c"', "a\nb\nc\n"),
    ('print "a" > "-"', "a\n"),
])
def test_print(awk, code, out):
    check_ok(begin(awk, code), out)


def test_print_record(awk):
    check_ok(awk("{ print }", "a  b\n"), "a  b\n")


def test_print_redirect_only_writes_record(awk, tmp_path):
    check_ok(awk('{ print > "o" }', "x y\n"), "")
    assert (tmp_path / "o").read_text() == "x y\n"


def test_print_trailing_comma_syntax_error(awk):
    r = begin(awk, "print 1,")
    assert r.rc == 2
    assert r.err.startswith("awklet: syntax error at source line 1")


def test_print_array_fatal(awk):
    check_fatal(begin(awk, 'a[1]; print "x"; print a'), "can't use array a in scalar context", "x\n")


def test_print_to_stderr(awk):
    r = begin(awk, 'print "err" > "/dev/stderr"; print "out"')
    assert r.out == "out\n"
    assert r.err == "err\n"
    assert r.rc == 0


def test_ofs_taken_when_statement_runs(awk):
    check_ok(begin(awk, 'print 1, 2; OFS = "+"; print 1, 2'), "1 2\n1+2\n")


# ---------------------------------------------------------------- printf basics

@pytest.mark.parametrize("code,out", [
    ('printf "a%sb\\n", "X"', "aXb\n"),
    ('printf("%d-%d\\n", 1, 2)', "1-2\n"),
    ("printf 5", "5"),
    ('printf ""', ""),
    ('f = "%s!"; printf f, "hi"', "hi!"),
    ('printf "%d\\n", 1, 2, 3', "1\n"),
    ('printf "%%\\n"', "%\n"),
    ('OFS = "-"; ORS = "X"; printf "%s %s", 1, 2', "1 2"),
])
def test_printf_basic(awk, code, out):
    check_ok(begin(awk, code), out)


def test_printf_not_enough_args(awk):
    check_fatal(begin(awk, 'print "a"; printf "x%d %d\\n", 1'), "not enough arguments passed to printf", "a\n")


def test_sprintf_not_enough_args(awk):
    check_fatal(begin(awk, 'x = sprintf("%s %s", 1)'), "not enough arguments passed to sprintf")


def test_printf_no_args_syntax_error(awk):
    r = begin(awk, "printf")
    assert r.rc == 2
    assert r.out == ""


def test_printf_parens_redirect(awk, tmp_path):
    check_ok(begin(awk, 'x = "v"; printf("%s\\n", x) > "file"'), "")
    assert (tmp_path / "file").read_text() == "v\n"


# ---------------------------------------------------------------- printf conversions

FORMATS = [
    # integers
    ('"%d", 42', "42"),
    ('"%5d", 42', "   42"),
    ('"%-5d|", 42', "42   |"),
    ('"%05d", 42', "00042"),
    ('"%05d", -42', "-0042"),
    ('"%+d", 42', "+42"),
    ('"% d", 42', " 42"),
    ('"%+ d", 42', "+42"),
    ('"%+d", -42', "-42"),
    ('"%.3d", 7', "007"),
    ('"%.0d", 0', ""),
    ('"%5.0d|", 0', "     |"),
    ('"%05.3d", 7', "  007"),
    ('"%-05d|", 42', "42   |"),
    ('"%d", -3.9', "-3"),
    ('"%d", 3.9', "3"),
    ('"%d", "3abc"', "3"),
    ('"%d", " 12 "', "12"),
    ('"%d", "0x10"', "0"),
    ('"%i", 12.7', "12"),
    ('"%d", 1e30', "9223372036854775807"),
    ('"%d", -1e30', "-9223372036854775808"),
    ('"%o", 8', "10"),
    ('"%#o", 8', "010"),
    ('"%#o", 0', "0"),
    ('"%x", 255', "ff"),
    ('"%X", 255', "FF"),
    ('"%#x", 255', "0xff"),
    ('"%#X", 255', "0XFF"),
    ('"%#x", 0', "0"),
    ('"%#06x", 255', "0x00ff"),
    ('"%#5x", 255', " 0xff"),
    ('"%x", -1', "ffffffffffffffff"),
    ('"%u", -1', "18446744073709551615"),
    ('"%u", 42', "42"),
    ('"%x", 1e30', "7fffffffffffffff"),
    ('"%.4x", 255', "00ff"),
    ('"%d", log(-1)', "nan"),
    ('"%d", -log(0)', "inf"),
    ('"%5d", log(0)', " -inf"),
    ('"%+d", -log(0)', "+inf"),
    ('"%05d", -log(0)', "  inf"),
    ('"%-6d|", -log(0)', "inf   |"),
    ('"%x", -log(0)', "inf"),
    # floats
    ('"%f", 3.14159', "3.141590"),
    ('"%.2f", 2.675', "2.67"),
    ('"%.2f", 0.125', "0.12"),
    ('"%.2f", 0.375', "0.38"),
    ('"%.0f", 2.5', "2"),
    ('"%.0f", 3.5', "4"),
    ('"%#.0f", 3', "3."),
    ('"%.f", 2.7', "3"),
    ('"%10.3f", 3.14159', "     3.142"),
    ('"%-10.3f|", 3.14159', "3.142     |"),
    ('"%010.3f", -3.14159', "-00003.142"),
    ('"%+f", 1', "+1.000000"),
    ('"% f", 1', " 1.000000"),
    ('"%f", -0', "-0.000000"),
    ('"%F", 1.5', "1.500000"),
    ('"%e", 12345.678', "1.234568e+04"),
    ('"%E", 12345.678', "1.234568E+04"),
    ('"%.0e", 5', "5e+00"),
    ('"%#.0e", 5', "5.e+00"),
    ('"%e", 0', "0.000000e+00"),
    ('"%e", 1e100', "1.000000e+100"),
    ('"%.2e", 1e-5', "1.00e-05"),
    ('"%g", 100000', "100000"),
    ('"%g", 1000000', "1e+06"),
    ('"%g", 0.0001', "0.0001"),
    ('"%g", 0.00001', "1e-05"),
    ('"%.0g", 25', "2e+01"),
    ('"%G", 1e-10', "1E-10"),
    ('"%#g", 1', "1.00000"),
    ('"%g", 1.5', "1.5"),
    ('"%.3g", 3.14159', "3.14"),
    ('"%g", 123456789', "1.23457e+08"),
    ('"%.10g", 123456789', "123456789"),
    ('"%g", 0', "0"),
    ('"%g", 999999.5', "1e+06"),
    ('"%10.4g|", 3.14159', "     3.142|"),
    ('"%f", log(-1)', "nan"),
    ('"%F", log(-1)', "NAN"),
    ('"%E", -log(0)', "INF"),
    ('"%G", log(0)', "-INF"),
    ('"%5.2f", -log(0)', "  inf"),
    ('"%+f", -log(0)', "+inf"),
    ('"%05f", -log(0)', "  inf"),
    ('"% f", log(-1)', " nan"),
    ('"%e", log(0)', "-inf"),
    # strings
    ('"%s", "abc"', "abc"),
    ('"%5s", "abc"', "  abc"),
    ('"%-5s|", "abc"', "abc  |"),
    ('"%.2s", "abc"', "ab"),
    ('"%.s|", "abc"', "|"),
    ('"%05s", "abc"', "  abc"),
    ('"%s", 0.1 + 0.2', "0.3"),
    ('"%s", 1e16', "1e+16"),
    ('"%s", 100', "100"),
    ('"%5.1s|", "xyz"', "    x|"),
    # chars
    ('"%c", 65', "A"),
    ('"%c", 256', "\x00"),
    ('"%c", 321', "A"),
    ('"%c", "hello"', "h"),
    ('"%c|", ""', "|"),
    ('"%c", "66"', "6"),
    ('"%3c", 65', "  A"),
    ('"%-3c|", 65', "A  |"),
    ('"%c", 66.9', "B"),
    ('"%c", 255', "\xff"),
    # non-conversions
    ('"%5%"', "%5%"),
    ('"%-5%"', "%-5%"),
    ('"%z"', "%z"),
    ('"%5k"', "%5k"),
    ('"abc%"', "abc%"),
    ('"%5"', "%5"),
    ('"%lld", 5', "5"),
    ('"%Lf", 1', "1.000000"),
    ('"%hd", 7', "7"),
    ('"%ld%z", 1', "1%z"),
    ('"%z%d", 3', "%z3"),
    # star
    ('"%*d", 5, 42', "   42"),
    ('"%*d|", -5, 42', "42   |"),
    ('"%.*f", 2, 3.14159', "3.14"),
    ('"%.*f", -1, 3.14159', "3.141590"),
    ('"%*.*f|", 8, 2, 3.14159', "    3.14|"),
    ('"%*s|", "3x", "a"', "  a|"),
    # positional
    ('"%2$s %1$s", "a", "b"', "b a"),
    ('"%1$s%1$s", "a"', "aa"),
    ('"%2$d", 1, 2, 3', "2"),
    ('"%0$d", 5', "%0$d"),
    ('"%2$5s|", "a", "b"', "    b|"),
]


@pytest.mark.parametrize("args,out", FORMATS)
def test_printf_format(awk, args, out):
    check_ok(begin(awk, "printf " + args), out)


@pytest.mark.parametrize("args,out", FORMATS[:40:3])
def test_sprintf_same_as_printf(awk, args, out):
    check_ok(begin(awk, "s = sprintf(%s); printf \"%%s\", s" % args), out)


def test_printf_c_numeric_string_field(awk):
    check_ok(awk('{ printf "%c%c", $1, $2 }', "66 x\n"), "Bx")


def test_printf_width_clamped(awk):
    check_ok(begin(awk, 'print length(sprintf("%100001d", 1)), length(sprintf("%.100005f", 1))'),
             "100000 100002\n")


def test_printf_star_with_positional(awk):
    check_fatal(begin(awk, 'printf "%1$*d", 5, 6'), "printf: * is not allowed with positional arguments")


def test_printf_mixing_positional_after_sequential(awk):
    check_fatal(begin(awk, 'print "a"; printf "%s %1$s", "x"'), "printf: mixing positional and sequential arguments",
                "a\n")


def test_printf_mixing_sequential_after_positional(awk):
    check_fatal(begin(awk, 'printf "%1$s %s", "x", "y"'), "printf: mixing positional and sequential arguments")


def test_sprintf_mixing(awk):
    check_fatal(begin(awk, 'x = sprintf("%s %1$s", "x")'), "sprintf: mixing positional and sequential arguments")


def test_sprintf_star_positional(awk):
    check_fatal(begin(awk, 'x = sprintf("%1$*d", 5, 6)'), "sprintf: * is not allowed with positional arguments")


def test_positional_beyond_values(awk):
    check_fatal(begin(awk, 'printf "%3$s", "a", "b"'), "not enough arguments passed to printf")


def test_sprintf_result_string(awk):
    check_ok(begin(awk, 'print typeof(sprintf("%d", 42)), sprintf("%d", 42) + 1'), "string 43\n")


def test_sprintf_no_args_syntax_error(awk):
    r = begin(awk, "x = sprintf()")
    assert r.err == "awklet: wrong number of arguments to sprintf at source line 1\n"
    assert r.rc == 2


# ---------------------------------------------------------------- files

def test_redirect_two_prints_same_file(awk, tmp_path):
    check_ok(begin(awk, 'print "a" > "f"; print "b" > "f"'), "")
    assert (tmp_path / "f").read_text() == "a\nb\n"


def test_redirect_truncates_existing(awk, tmp_path, write):
    write("f", "old1\nold2\n")
    check_ok(begin(awk, 'print "new" > "f"'), "")
    assert (tmp_path / "f").read_text() == "new\n"


def test_append_existing(awk, tmp_path, write):
    write("f", "old\n")
    check_ok(begin(awk, 'print "new" >> "f"'), "")
    assert (tmp_path / "f").read_text() == "old\nnew\n"


def test_close_then_truncate_again(awk, tmp_path):
    check_ok(begin(awk, 'print "a" > "f"; close("f"); print "b" > "f"'), "")
    assert (tmp_path / "f").read_text() == "b\n"


def test_close_then_append(awk, tmp_path):
    check_ok(begin(awk, 'print "a" > "f"; close("f"); print "b" >> "f"'), "")
    assert (tmp_path / "f").read_text() == "a\nb\n"


def test_append_then_write_same_open_file(awk, tmp_path, write):
    write("f", "old\n")
    check_ok(begin(awk, 'print "a" >> "f"; print "b" > "f"'), "")
    assert (tmp_path / "f").read_text() == "old\na\nb\n"


def test_redirect_name_concatenation(awk, tmp_path):
    check_ok(begin(awk, 'n = 1; print "x" > "out" n ".txt"'), "")
    assert (tmp_path / "out1.txt").read_text() == "x\n"


def test_redirect_parenthesized_name(awk, tmp_path):
    check_ok(begin(awk, 'print "x" > ("p" (1 + 1))'), "")
    assert (tmp_path / "p2").read_text() == "x\n"


def test_printf_redirect(awk, tmp_path):
    check_ok(begin(awk, 'printf "%s-%s", 1, 2 > "f"'), "")
    assert (tmp_path / "f").read_text() == "1-2"


def test_cannot_redirect(awk):
    check_fatal(begin(awk, 'print "a"; print "x" > "nodir/sub/f"; print "b"'), "can't redirect to nodir/sub/f", "a\n")


def test_file_written_visible_after_close(awk):
    check_ok(begin(awk, 'print "l1" > "f"; close("f"); while ((getline x < "f") > 0) print "got", x'), "got l1\n")


# ---------------------------------------------------------------- pipes

def test_pipe_to_sort(awk):
    check_ok(begin(awk, 'print "b" | "sort"; print "a" | "sort"; close("sort"); print "end"'), "a\nb\nend\n")


def test_pipe_closed_at_end(awk):
    check_ok(begin(awk, 'print "b" | "sort"; print "c" | "sort"; print "a" | "sort"'), "a\nb\nc\n")


def test_stdout_flushed_before_command_start(awk):
    check_ok(begin(awk, 'printf "first "; print "x" | "cat"; close("cat"); print "last"'), "first x\nlast\n")


def test_pipe_close_status(awk):
    check_ok(begin(awk, 'print "x" | "cat >/dev/null; exit 3"; print close("cat >/dev/null; exit 3")'), "3\n")


def test_pipe_close_status_zero(awk):
    check_ok(begin(awk, 'print "x" | "cat >/dev/null"; print close("cat >/dev/null")'), "0\n")


def test_pipe_same_process(awk):
    check_ok(begin(awk, 'print "a" | "wc -l"; print "b" | "wc -l"; close("wc -l"); print "e"'), "2\ne\n")


def test_printf_to_pipe(awk):
    check_ok(begin(awk, 'printf "%s\\n", "z" | "cat"'), "z\n")


def test_pipe_then_file_order_at_exit(awk, tmp_path):
    check_ok(begin(awk, 'print "p" | "cat > piped"; print "f" > "plain"'), "")
    assert (tmp_path / "piped").read_text() == "p\n"
    assert (tmp_path / "plain").read_text() == "f\n"


# ---------------------------------------------------------------- close / fflush

@pytest.mark.parametrize("code,out", [
    ('print close("nothing")', "-1"),
    ('print "a" > "f"; print close("f"); print close("f")', "0\n-1"),
    ('print fflush("nothing")', "-1"),
    ("print fflush()", "0"),
    ('print "a" > "f"; print fflush("f")', "0"),
    ('print fflush("/dev/stdout")', "-1"),
    ('print "x" > "/dev/stdout"; print fflush("/dev/stdout")', "x\n0"),
    ('print "x" > "/dev/stdout"; print close("/dev/stdout"); print fflush("/dev/stdout")', "x\n0\n-1"),
    ('"echo a; exit 3" | getline; print close("echo a; exit 3")', "3"),
    ('"echo a" | getline; print close("echo a")', "0"),
    ('print typeof(close("x")), typeof(fflush())', "number number"),
])
def test_close_fflush(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


def test_close_input_file_rereads(awk, write):
    write("f", "1\n2\n")
    check_ok(begin(awk, 'getline a < "f"; close("f"); getline b < "f"; print a, b'), "1 1\n")


def test_close_command_reruns(awk):
    check_ok(begin(awk, 'c = "echo hi"; c | getline a; r = (c | getline b); close(c); c | getline d; print a, r, d'),
             "hi 0 hi\n")


def test_close_stdin_does_not_reread(awk):
    r = awk('BEGIN { getline a < "-"; close("-"); getline b < "-"; print a, b }', "1\n2\n")
    check_ok(r, "1 2\n")


def test_close_output_and_input_same_name(awk):
    check_ok(begin(awk, 'print "w" > "f"; close("f"); getline x < "f"; print "v" > "f"; print close("f"), x'),
             "0 w\n")


# ---------------------------------------------------------------- system

@pytest.mark.parametrize("code,out", [
    ('print system("exit 3")', "3"),
    ('print system("exit 300")', "44"),
    ('print system("")', "0"),
    ('print system("kill -9 $$")', "265"),
    ('print system("exit " 2 + 3)', "5"),
    ('print typeof(system("true"))', "number"),
    ('printf "a"; system("echo b"); print "c"', "ab\nc"),
    ('print "hello" > "f"; system("cat f")', "hello"),
])
def test_system(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


def test_system_stdin_shared(awk):
    check_ok(awk('BEGIN { system("cat") }', "in\n"), "in\n")
