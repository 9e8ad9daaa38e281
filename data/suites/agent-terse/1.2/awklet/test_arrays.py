import pytest

from conftest import check_ok, check_fatal


def begin(awk, code, stdin=""):
    return awk("BEGIN { " + code + " }", stdin)


# ---------------------------------------------------------------- subscripts

@pytest.mark.parametrize("code,out", [
    ('a[1] = 1; a["1"]++; a[1.0]++; print a[1], length(a)', "3 1"),
    ('a[0.1 + 0.2] = 5; print a["0.3"]', "5"),
    ('a[-0] = 1; x = ("0" in a); y = ("-0" in a); print x, y', "0 1"),
    ('a[1e16] = 1; for (k in a) print k', "1e+16"),
    ('CONVFMT = "%.2f"; a[3.14159] = 1; a[12] = 2; for (k in a) print k', "3.14\n12"),
    ('a["01"] = 1; x = (1 in a); y = ("01" in a); print x, y', "0 1"),
    ('a[u] = 1; x = ("" in a); print x, length(a)', "1 1"),
    ('if (a[2] == "") n = length(a); print n', "1"),
    ('a["x"]; print length(a)', "1"),
    ('x = a["x"] + a["y"]; print length(a)', "2"),
    ('a["k"] = "v"; print a["k"], a["K"] "|"', "v |"),
])
def test_subscripts(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


def test_field_subscript_uses_text(awk):
    check_ok(awk('{ a[$1] = 1; x = ("01" in a); y = (1 in a); print x, y }', "01\n"), "1 0\n")


# ---------------------------------------------------------------- multiple subscripts

@pytest.mark.parametrize("code,out", [
    ('a[1, 2] = 3; for (k in a) print (k == "1\\0342")', "1"),
    ('a[1, 2] = 3; x = ((1, 2) in a); y = ((2, 1) in a); print x, y', "1 0"),
    ('SUBSEP = ""; a[1, 2] = 5; print a["12"]', "5"),
    ('SUBSEP = ":"; a["x", "y", 3] = 1; for (k in a) print k', "x:y:3"),
    ('CONVFMT = "%.2f"; a[0.5, 1] = 1; x = (("0.50" SUBSEP "1") in a); print x', "1"),
    ('a[1, ""] = 1; for (k in a) print length(k)', "2"),
    ('a[1, 2, 3] = 1; x = ((1, 2) in a); print x', "0"),
    ('a[1, 2] = 1; SUBSEP = ":"; x = ((1, 2) in a); print x', "0"),
    ('a[1, 2] = 1; a[1, 3] = 1; delete a[1, 2]; x = ((1, 2) in a); print x, length(a)', "0 1"),
    ('a["p", "q"] = 1; for (k in a) { n = split(k, parts, SUBSEP); print n, parts[1], parts[2] }', "2 p q"),
    ('print length(SUBSEP), (SUBSEP == "\\034")', "1 1"),
])
def test_multiple_subscripts(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


# ---------------------------------------------------------------- in

@pytest.mark.parametrize("code,out", [
    ('a[3] = 1; x = (3.0 in a); y = ("3.0" in a); print x, y', "1 0"),
    ('x = 1 in a; print x', "0"),
    ('a[2]; i = 1; x = (i + 1 in a); print x', "1"),
    ('x = (5 in a); print x, length(a)', "0 0"),
    ('a[""]; x = (u in a); print x', "1"),
    ('x = (1 in z); z[1] = 2; print x, z[1]', "0 2"),
    ('a["x"]; if ("x" in a) print "yes"; else print "no"', "yes"),
    ('a["x"]; print (("x" in a) ? "T" : "F")', "T"),
])
def test_in_operator(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


# ---------------------------------------------------------------- delete

@pytest.mark.parametrize("code,out", [
    ('a[1]; a[2]; delete a[1]; x = (1 in a); print x, length(a)', "0 1"),
    ('a[1]; delete a[5]; print length(a)', "1"),
    ('a[1]; a[2]; delete a; print length(a)', "0"),
    ('a[1]; a[2]; a[3]; for (k in a) { n++; delete a }; print n, length(a)', "1 0"),
    ('a[1]; delete a; a[2] = "z"; print a[2], length(a)', "z 1"),
    ('a[1]; a[2]; a[3]; delete a[1]; a[1]; for (k in a) printf "%s ", k; print ""', "2 3 1 "),
])
def test_delete(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


def test_delete_unused_name_makes_array(awk):
    check_fatal(begin(awk, 'delete q; print "x"; q = 1'), "can't use array q in scalar context", "x\n")


# ---------------------------------------------------------------- for-in

@pytest.mark.parametrize("code,out", [
    ('a["b"]; a["a"]; a[10]; a[9]; for (k in a) printf "%s ", k; print ""', "b a 10 9 "),
    ('a[1]; for (k in a) { a[k + 10]; n++ }; print n, length(a)', "1 2"),
    ('a[1]; a[2]; a[3]; for (k in a) { printf "%s", k; delete a[3] }; print ""', "12"),
    ('split("", e); k = "z"; for (k in e) ; print k', "z"),
    ('a["x"]; a["y"]; for (k in a) ; print k', "y"),
    ('a["x"]; a["y"]; a["z"]; for (k in a) if (k == "y") break; print k', "y"),
    ('a["10"]; for (k in a) print "" (k < 9), typeof(k)', "0 strnum"),
    ('a["ab"]; for (k in a) print typeof(k)', "string"),
    ('for (i = 0; i < 5; i++) a[i * 7 % 5] = i; for (k in a) printf "%s:%s ", k, a[k]; print ""',
     "0:0 2:1 4:2 1:3 3:4 "),
])
def test_for_in(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


def test_for_in_local_var(awk):
    prog = ('function f(arr,   k, s) { for (k in arr) s = s k; return s } '
            'BEGIN { a["p"]; a["q"]; k = "keep"; print f(a), k }')
    check_ok(awk(prog), "pq keep\n")


def test_for_in_element_var_syntax_error(awk):
    r = begin(awk, 'a["k"] = 1; for (a["k"] in a) print')
    assert r.rc == 2
    assert r.out == ""


# ---------------------------------------------------------------- SORTED_IN

SETUP = 'a["b"] = 3; a["a"] = 10; a["10"] = "x"; a["9"] = 2; '


@pytest.mark.parametrize("order,out", [
    ("", "b a 10 9"),
    ("@unsorted", "b a 10 9"),
    ("@ind_str_asc", "10 9 a b"),
    ("@ind_str_desc", "b a 9 10"),
    ("@ind_num_asc", "a b 9 10"),
    ("@ind_num_desc", "10 9 b a"),
    ("@val_str_asc", "a 9 b 10"),
    ("@val_str_desc", "10 b 9 a"),
    ("@val_num_asc", "10 9 b a"),
    ("@val_num_desc", "a b 9 10"),
])
def test_sorted_in(awk, order, out):
    code = SETUP + 'SORTED_IN = "%s"; s = ""; for (k in a) s = s " " k; print substr(s, 2)' % order
    check_ok(begin(awk, code), out + "\n")


def test_sorted_in_nan_last(awk):
    code = ('a["x"] = log(-1); a["y"] = 5; a["z"] = -1; SORTED_IN = "@val_num_asc"; '
            'for (k in a) printf "%s", k; print ""')
    check_ok(begin(awk, code), "zyx\n")


def test_sorted_in_ind_num_ties_by_string(awk):
    code = ('a["01"]; a["1"]; a["x"]; a["0"]; SORTED_IN = "@ind_num_asc"; '
            'for (k in a) printf "%s,", k; print ""')
    check_ok(begin(awk, code), "0,x,01,1,\n")


def test_sorted_in_invalid(awk):
    check_fatal(begin(awk, 'a[1]; print "x"; SORTED_IN = "@foo"; for (k in a) print k'),
                "invalid SORTED_IN value: @foo", "x\n")


def test_sorted_in_not_ignorecase(awk):
    code = 'IGNORECASE = 1; a["b"]; a["A"]; a["a"]; a["B"]; SORTED_IN = "@ind_str_asc"; for (k in a) printf "%s", k; print ""'
    check_ok(begin(awk, code), "ABab\n")


# ---------------------------------------------------------------- asort / asorti

@pytest.mark.parametrize("code,out", [
    ('a[1] = "c"; a[2] = "a"; a[3] = "b"; n = asort(a); print n, a[1], a[2], a[3]', "3 a b c"),
    ('a["x"] = 10; a["y"] = "b"; a["z"] = 9; a["w"] = "a"; n = asort(a); print a[1], a[2], a[3], a[4]',
     "9 10 a b"),
    ('split("10 9 x", a); asort(a); print a[1], a[2], a[3], typeof(a[1])', "9 10 x strnum"),
    ('a["p"] = "z"; a["q"] = "y"; n = asort(a, d); print n, d[1], d[2], a["p"], length(a)', "2 y z z 2"),
    ('a[1] = 2; a[2] = 1; d[9] = 9; asort(a, d); print length(d), d[1], d[2], (9 in d)', "2 1 2 0"),
    ('a[1] = 2; a[2] = 1; asort(a, a); print a[1], a[2]', "1 2"),
    ('a["x"] = log(-1); a["y"] = 3; a["z"] = "s"; asort(a); print a[1], a[2], a[3]', "3 nan s"),
    ('a["x"] = "b"; a["y"] = "A"; a["z"] = "a"; a["w"] = "B"; IGNORECASE = 1; asort(a); print a[1] a[2] a[3] a[4]',
     "ABab"),
    ('a["x"] = 5; a["y"]; asort(a); print "[" a[1] "]", a[2]', "[] 5"),
    ('split("1.0", t); a["p"] = t[1]; a["q"] = 1; asort(a); print a[1], a[2]', "1.0 1"),
    ('a["q"] = 1; split("1.0", t); a["p"] = t[1]; asort(a); print a[1], a[2]', "1 1.0"),
    ('a["b"] = 1; a["10"] = 2; a["9"] = 3; n = asorti(a, d); print n, d[1], d[2], d[3]', "3 10 9 b"),
    ('a["10"]; asorti(a, d); print typeof(d[1])', "strnum"),
    ('a["y"] = 1; a["x"] = 2; asorti(a); print a[1], a[2], length(a)', "x y 2"),
    ('n = asort(e); print n', "0"),
])
def test_asort(awk, code, out):
    check_ok(begin(awk, code), out + "\n")


@pytest.mark.parametrize("call,name", [("asort(1)", "asort"), ('asorti("x")', "asorti"),
                                       ("asort(a, 1)", "asort")])
def test_asort_args_must_be_names(awk, call, name):
    r = begin(awk, "n = %s" % call)
    assert r.err == "awklet: %s: arguments must be array names at source line 1\n" % name
    assert r.rc == 2


# ---------------------------------------------------------------- scalars and arrays

def test_scalar_as_array(awk):
    check_fatal(begin(awk, 'print "before"; x = 1; x[1] = 2'), "can't use scalar x as array", "before\n")


def test_array_as_scalar(awk):
    check_fatal(begin(awk, 'a[1] = 1; print "b"; print a'), "can't use array a in scalar context", "b\n")


def test_assign_to_array(awk):
    check_fatal(begin(awk, "a[1] = 1; a = 2"), "can't use array a in scalar context")


def test_split_into_scalar(awk):
    check_fatal(begin(awk, 'x = 1; split("a b", x)'), "can't use scalar x as array")


def test_for_in_scalar(awk):
    check_fatal(begin(awk, "x = 1; for (k in x) print k"), "can't use scalar x as array")


def test_in_scalar(awk):
    check_fatal(begin(awk, "x = 1; y = (1 in x)"), "can't use scalar x as array")


def test_delete_scalar(awk):
    check_fatal(begin(awk, "x = 1; delete x"), "can't use scalar x as array")


def test_getline_into_array(awk, write):
    write("f", "line\n")
    check_fatal(begin(awk, 'a[1] = 1; getline a < "f"'), "can't use array a in scalar context")


def test_operand_assignment_to_array(awk, write):
    write("f1", "x\n")
    r = awk("{ a[1] = 1; print } END { print \"end\" }", args=["f1", "a=1"])
    check_fatal(r, "can't use array a in scalar context", "x\n")


def test_length_of_array(awk):
    check_ok(begin(awk, 'a[1]; a[2]; a["x"]; print length(a)'), "3\n")
