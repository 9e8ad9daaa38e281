def out(awk, prog, stdin=""):
    p = awk([prog], stdin=stdin)
    assert p.returncode == 0, p.stderr
    return p.stdout.decode()


def test_numeric_string_comparison(awk):
    assert out(awk, "{print ($1 < $2)}", "10 9\n") == "0\n"


def test_string_constant_comparison(awk):
    assert out(awk, 'BEGIN{print ("10" < "9"), (2 < "10")}') == "1 0\n"


def test_number_to_string(awk):
    assert out(awk, "BEGIN{x = 1/3; print x \"\"; print 1e15 \"\"; print 1e16 \"\"}") == \
        "0.333333\n1000000000000000\n1e+16\n"


def test_ofmt_vs_convfmt(awk):
    assert out(awk, 'BEGIN{OFMT="%.2f"; print 3.14159; print 3.14159 ""; print 7.0}') == \
        "3.14\n3.14159\n7\n"


def test_string_to_number(awk):
    assert out(awk, 'BEGIN{print "3abc"+0, " -2.5e1x"+0, "0x1A"+0, ".5"+0}') == "3 -25 0 0.5\n"


def test_modulo_and_power(awk):
    assert out(awk, "BEGIN{print -7 % 3, 5.5 % 2, 2^3^2, -2^2}") == "-1 1.5 512 -4\n"


def test_concat_precedence(awk):
    assert out(awk, 'BEGIN{print 1 " " 2+3; print 2 3 * 4}') == "1 5\n212\n"


def test_truth_of_field_zero(awk):
    assert out(awk, '{ if ($1) print "t"; else print "f" }', "0.0\na\n") == "f\nt\n"
