import pytest

from conftest import awk, out, fatal, syntax


def test_subscript_number_string_same():
    assert out('BEGIN { a[1] = "x"; print a["1"], a[1.0]; print length(a) }') == "x x\n1\n"


def test_subscript_float_convfmt():
    assert out('BEGIN { a[0.1 + 0.2] = 1; print ("0.3" in a) }') == "1\n"


def test_reference_creates():
    assert out('BEGIN { x = a[1]; print length(a), (1 in a) }') == "1 1\n"


def test_in_does_not_create():
    assert out('BEGIN { if (1 in a) print "no"; a[2]; print length(a), (1 in a) }') == "1 0\n"


def test_multi_subscript():
    assert out('BEGIN { a[1, 2] = 3; for (k in a) { n = split(k, p, SUBSEP); print n, p[1], p[2] } }') == "2 1 2\n"


def test_multi_subscript_in():
    assert out('BEGIN { a[1, 2] = 3; print ((1, 2) in a), ((2, 1) in a) }') == "1 0\n"


def test_subsep_default_byte():
    assert out('BEGIN { a["x", "y"]; for (k in a) print length(k), (k == "x\\034y") }') == "3 1\n"


def test_subsep_custom():
    assert out('BEGIN { SUBSEP = ":"; a[1, 2, 3]; for (k in a) print k }') == "1:2:3\n"


def test_subsep_at_reference_time():
    assert out('BEGIN { a[1, 2] = 5; SUBSEP = ":"; print ((1, 2) in a), a["1\\0342"] }') == "0 5\n"


def test_delete_element():
    assert out('BEGIN { a[1]; a[2]; delete a[1]; print length(a), (1 in a), (2 in a) }') == "1 0 1\n"


def test_delete_missing_element():
    assert out('BEGIN { a[1]; delete a[5]; print length(a) }') == "1\n"


def test_delete_whole():
    assert out('BEGIN { a[1]; a[2]; delete a; print length(a); a[3] = 1; print length(a) }') == "0\n1\n"


def test_delete_multi():
    assert out('BEGIN { a[1, 2]; a[2, 1]; delete a[1, 2]; print length(a), ((2, 1) in a) }') == "1 1\n"


def test_for_in_creation_order():
    assert out('BEGIN { a["z"]; a["a"]; a[3]; a["m"]; for (k in a) print k }') == "z\na\n3\nm\n"


def test_for_in_recreated_order():
    assert out('BEGIN { a[1]; a[2]; a[3]; delete a[1]; a[1]; for (k in a) print k }') == "2\n3\n1\n"


def test_for_in_delete_all_recreate_order():
    assert out('BEGIN { a["x"]; a["y"]; delete a; a["y"]; a["x"]; for (k in a) print k }') == "y\nx\n"


def test_for_in_snapshot():
    prog = 'BEGIN { a[1]; a[2]; a[3]; for (k in a) { print k; delete a[3]; a[4] }; print length(a) }'
    assert out(prog) == "1\n2\n3\n"


def test_for_in_var_keeps_last():
    assert out('BEGIN { a["p"]; a["q"]; for (k in a) ; print k }') == "q\n"


def test_for_in_var_numeric_string():
    assert out('BEGIN { a[10]; for (k in a) print (k < 9), typeof(k) }') == "0 strnum\n"


def test_for_in_body_break():
    assert out('BEGIN { a[1]; a[2]; a[3]; for (k in a) { if (k == 2) break; print k } }') == "1\n"


def test_for_in_empty_array():
    assert out('BEGIN { n = 0; for (k in a) n++; print n }') == "0\n"


def test_length_array():
    assert out('BEGIN { a[1]; a["b"]; a[1]; print length(a) }') == "2\n"


# ---- SORTED_IN ----

def sorted_in(order, setup):
    return out('BEGIN { %s; SORTED_IN = "%s"; for (k in a) printf "%%s ", k; print "" }'
               % (setup, order))


IND = 'a["b"]; a["10"]; a["9"]; a["a"]; a["x"]'


def test_sorted_ind_str_asc():
    assert sorted_in("@ind_str_asc", IND) == "10 9 a b x \n"


def test_sorted_ind_str_desc():
    assert sorted_in("@ind_str_desc", IND) == "x b a 9 10 \n"


def test_sorted_ind_num_asc():
    assert sorted_in("@ind_num_asc", 'a[10]; a["b"]; a[9]; a[-1]; a["a"]; a[2.5]') == "-1 a b 2.5 9 10 \n"


def test_sorted_ind_num_desc():
    assert sorted_in("@ind_num_desc", 'a[10]; a["b"]; a[9]; a[-1]; a["a"]; a[2.5]') == "10 9 2.5 b a -1 \n"


VAL = 'a["p"] = "b"; a["q"] = "a"; a["r"] = "b"; a["s"] = 10; a["t"] = "9"'


def test_sorted_val_str_asc():
    assert sorted_in("@val_str_asc", VAL) == "s t q p r \n"


def test_sorted_val_str_desc():
    assert sorted_in("@val_str_desc", VAL) == "r p q t s \n"


NUMVAL = 'a["p"] = 5; a["q"] = -2; a["r"] = log(-1); a["s"] = 5; a["t"] = 30; a["u"] = "x"'


def test_sorted_val_num_asc():
    assert sorted_in("@val_num_asc", NUMVAL) == "q u p s t r \n"


def test_sorted_val_num_desc():
    assert sorted_in("@val_num_desc", NUMVAL) == "r t s p u q \n"


@pytest.mark.parametrize("order", ["", "@unsorted"])
def test_sorted_unsorted(order):
    assert sorted_in(order, 'a["z"]; a["b"]; a["m"]') == "z b m \n"


def test_sorted_invalid():
    fatal('BEGIN { a[1]; SORTED_IN = "@bogus"; for (k in a) print k }', "invalid SORTED_IN value: @bogus")


def test_sorted_invalid_only_when_loop_starts():
    assert out('BEGIN { SORTED_IN = "@bogus"; print "ok" }') == "ok\n"


def test_sorted_value_at_loop_start():
    prog = 'BEGIN { a["b"]; a["a"]; SORTED_IN = "@ind_str_asc"; for (k in a) { SORTED_IN = ""; printf "%s", k }; print "" }'
    assert out(prog) == "ab\n"


# ---- asort / asorti ----

def test_asort_in_place():
    assert out('BEGIN { a["x"] = "c"; a["y"] = "a"; a["z"] = "b"; n = asort(a); print n, a[1], a[2], a[3], ("x" in a) }') == "3 a b c 0\n"


def test_asort_numbers_before_strings():
    prog = 'BEGIN { a[1] = 10; a[2] = "abc"; a[3] = 9; a[4] = "2"; a[5] = "10"; n = asort(a); for (i = 1; i <= n; i++) printf "%s ", a[i]; print "" }'
    assert out(prog) == "9 10 10 2 abc \n"


def test_asort_numeric_strings_numeric():
    prog = '{ a[NR] = $1 } END { asort(a); print a[1], a[2], a[3] }'
    assert out(prog, stdin="10\n9\n100\n") == "9 10 100\n"


def test_asort_dest():
    prog = 'BEGIN { a[1] = "b"; a[2] = "a"; d["old"] = 1; n = asort(a, d); print n, d[1], d[2], ("old" in d), a[1], a[2] }'
    assert out(prog) == "2 a b 0 b a\n"


def test_asort_keeps_types():
    assert out('BEGIN { a[1] = "5"; a[2] = 3; asort(a); print typeof(a[1]), typeof(a[2]) }') == "number string\n"


def test_asort_nan_last_among_numbers():
    prog = 'BEGIN { a[1] = log(-1); a[2] = "s"; a[3] = 1; asort(a); print a[1], a[2], a[3] }'
    assert out(prog) == "1 nan s\n"


def test_asorti():
    prog = 'BEGIN { a["10"]; a["9"]; a["a"]; a["B"]; n = asorti(a, d); print n, d[1], d[2], d[3], d[4] }'
    assert out(prog) == "4 10 9 B a\n"


def test_asorti_in_place():
    prog = 'BEGIN { a["y"] = 1; a["x"] = 2; asorti(a); print length(a), a[1], a[2] }'
    assert out(prog) == "2 x y\n"


def test_asorti_numeric_string_values():
    assert out('BEGIN { a[5]; asorti(a, d); print typeof(d[1]) }') == "strnum\n"


def test_asort_empty():
    assert out('BEGIN { split("", a); print asort(a) }') == "0\n"


def test_asort_not_name():
    syntax('BEGIN { asort(1) }', "asort: arguments must be array names at source line 1")


def test_asorti_not_name():
    syntax('BEGIN { a[1]; asorti(a, 2) }', "asorti: arguments must be array names at source line 1")


# ---- scalar / array misuse ----

def test_scalar_as_array():
    fatal('BEGIN { x = 1; x[1] = 2 }', "can't use scalar x as array")


def test_array_as_scalar():
    fatal('BEGIN { a[1] = 1; print a }', "can't use array a in scalar context")


def test_assign_to_array():
    fatal('BEGIN { a[1] = 1; a = 2 }', "can't use array a in scalar context")


def test_in_on_scalar():
    fatal('BEGIN { x = 1; print (1 in x) }', "can't use scalar x as array")


def test_v_assign_then_array():
    from conftest import run
    r = run(["-v", "a=1", "BEGIN { a[1] = 1 }"])
    assert r.rc == 2
    assert r.err == "awklet: can't use scalar a as array\n"


def test_operand_assign_to_array():
    fatal('BEGIN { a[1] = 1 } END { print "end" }', "can't use array a in scalar context", "a=1",
          stdin="")


def test_v_assign_function_name():
    from conftest import run
    r = run(["-v", "f=1", "function f() { }\nBEGIN { print 1 }"])
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "awklet: can't assign to f; it's a function\n"


def test_untyped_read_does_not_fix_kind():
    assert out('BEGIN { print x + 0; x[1] = 5; print x[1] }') == "0\n5\n"
