def out(awk, prog, stdin=""):
    p = awk([prog], stdin=stdin)
    assert p.returncode == 0, p.stderr
    return p.stdout.decode()


def test_substr(awk):
    assert out(awk, 'BEGIN{print substr("hello",0,2) "|" substr("hello",2) "|" substr("hello",1.5,2.5) "|" substr("hello",9)}') == \
        "h|ello|el|\n"


def test_index(awk):
    assert out(awk, 'BEGIN{print index("a.b","."), index("abc",""), index("aaaa","aa")}') == "2 0 1\n"


def test_split_literal_char(awk):
    assert out(awk, 'BEGIN{n=split("a.b.c", p, "."); print n, p[1], p[3]}') == "3 a c\n"


def test_split_clears_array(awk):
    assert out(awk, 'BEGIN{arr[9]=1; n=split("x", arr, ":"); c=0; for (k in arr) c++; print n, c, arr[1]}') == "1 1 x\n"


def test_gsub_empty_matches(awk):
    assert out(awk, 'BEGIN{s="abc"; n=gsub(/x*/, "-", s); print n, s}') == "4 -a-b-c-\n"


def test_gsub_ampersand(awk):
    assert out(awk, 'BEGIN{s="banana"; gsub(/an/, "[&]", s); print s; t="ab"; sub(/a/, "\\\\&", t); print t}') == \
        "b[an][an]a\n&b\n"


def test_sub_on_record_resplits(awk):
    assert out(awk, '{sub(/a/, "x y"); print NF, $2}', "a b\n") == "3 y\n"


def test_match_sets_rstart(awk):
    assert out(awk, 'BEGIN{print match("foobar", /o+/), RSTART, RLENGTH; print match("x", /z/), RSTART, RLENGTH}') == \
        "2 2 2\n0 0 -1\n"


def test_length_forms(awk):
    assert out(awk, "{print length, length($2), length(12.0)}", "ab cde\n") == "6 3 2\n"


def test_printf_basic(awk):
    assert out(awk, 'BEGIN{printf "%5.2f|%-4d|%s|%c%%\\n", 3.14159, 42, "x", 65}') == " 3.14|42  |x|A%\n"


def test_printf_missing_arg_fatal(awk):
    p = awk(['BEGIN{print "a"; printf "x%d %d\\n", 1}'])
    assert p.returncode == 2
    assert p.stdout == b"a\n"
    assert p.stderr == b"awklet: not enough arguments passed to printf\n"


def test_user_function_recursion(awk):
    assert out(awk, "function f(n) { return n <= 1 ? 1 : n * f(n-1) } BEGIN{print f(5)}") == "120\n"


def test_array_param_by_reference(awk):
    assert out(awk, 'function fill(a) { a["k"] = 7 } BEGIN{fill(arr); print arr["k"], ("k" in arr)}') == "7 1\n"
