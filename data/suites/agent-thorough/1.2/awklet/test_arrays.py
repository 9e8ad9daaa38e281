"""Arrays, multiple subscripts, in, delete, for-in order and SORTED_IN."""
import pytest

from conftest import awk, out, ev, fatal


def keys(pre, arr="a"):
    """Subscripts of `arr` in for-in order, joined by commas."""
    return ev('s', pre=pre + '; s = ""; for (k in %s) s = s (s == "" ? "" : ",") k' % arr)


# ---------- arrays ----------

def test_numeric_and_string_subscripts_same_element():
    assert ev('length(a), a["1"]', pre='a[1] = "x"; a["1"] = "y"; a[1.0] = "z"') == "1 z"


def test_float_subscript_uses_CONVFMT_string():
    assert ev('("0.3" in a)', pre="a[0.1 + 0.2] = 1") == "1"


def test_reference_creates_element():
    assert ev("length(a)", pre='if (a["x"] == "") ;') == "1"


def test_reference_alone_creates_element():
    assert ev('length(a), ("x" in a)', pre='a["x"]') == "1 1"


def test_reading_in_arithmetic_creates_elements():
    assert ev("length(a)", pre='x = a["x"] + a["y"]') == "2"


def test_negative_zero_subscript():
    assert keys("a[-0] = 1") == "-0"


def test_large_subscript_uses_exponent():
    assert keys("a[1e16] = 1") == "1e+16"


def test_CONVFMT_subscripts():
    assert keys('CONVFMT = "%.2f"; a[3.14159] = 1; a[12] = 1') == "3.14,12"


def test_string_subscript_not_normalized():
    assert ev('length(a), a[1]', pre='a["01"] = "s"; a[1] = "n"') == "2 n"


def test_field_subscript_uses_text():
    assert out('{ a[$1] = 1; for (k in a) print k; print (1 in a) }', stdin="01\n") == "01\n0\n"


def test_uninitialized_subscript_is_empty_string():
    assert ev('("" in a), length(a)', pre="a[u] = 1") == "1 1"


def test_integer_valued_float_subscript():
    assert keys("a[2.0] = 1; a[1e3] = 1") == "2,1000"


# ---------- multiple subscripts ----------

def test_multiple_subscript_joined_with_SUBSEP():
    assert ev('a["1" SUBSEP "2"], a["1\\0342"]', pre="a[1, 2] = 5") == "5 5"


def test_SUBSEP_at_time_of_reference():
    assert ev('a["1:2"]', pre='SUBSEP = ":"; a[1, 2] = 7') == "7"


def test_stored_subscripts_do_not_change_with_SUBSEP():
    assert ev('((1, 2) in a), (("1" "\\034" "2") in a)', pre='a[1, 2] = 1; SUBSEP = ":"') == "0 1"


def test_multiple_subscript_parts_use_CONVFMT():
    assert ev('(("0.50" SUBSEP "1") in a)', pre='CONVFMT = "%.2f"; a[0.5, 1] = 1') == "1"


def test_empty_part_keeps_SUBSEP():
    assert ev("length(k)", pre='a[1, ""] = 1; for (k in a) ;') == "2"


def test_three_parts_differ_from_two():
    assert ev("((1, 2) in a), ((1, 2, 3) in a)", pre="a[1, 2, 3] = 1") == "0 1"


def test_in_with_multiple_subscript():
    assert ev('((1, 2) in a), ((2, 1) in a)', pre="a[1, 2] = 1") == "1 0"


def test_delete_multiple_subscript():
    assert ev('length(a), ((1, 3) in a)', pre="a[1, 2]; a[1, 3]; delete a[1, 2]") == "1 1"


def test_split_subscript_with_SUBSEP():
    assert ev('n, p[1], p[2]', pre='a["x", "y"] = 1; for (k in a) n = split(k, p, SUBSEP)') == "2 x y"


# ---------- in ----------

def test_in_does_not_create():
    assert ev("length(a)", pre="if (1 in a) print \"no\"; a[2] = 1; if (3 in a) print \"no\"") == "1"


def test_in_converts_left_side():
    assert ev('(3.0 in a), ("3.0" in a), (3 in a)', pre='a[3] = 1') == "1 0 1"


def test_in_string_subscript():
    assert ev('(3 in a), ("3.0" in a)', pre='a["3.0"] = 1') == "0 1"


def test_in_uninitialized_variable_tests_empty():
    assert ev('(u in a)', pre='a[""] = 1') == "1"


def test_in_arithmetic_left_side():
    assert ev("(i + 1 in a)", pre="i = 1; a[2] = 1") == "1"


def test_in_assignment_precedence():
    assert ev("x", pre="a[1] = 1; x = 1 in a") == "1"


def test_in_on_unused_name_makes_array():
    assert ev("r, length(b), isarray(b)", pre="r = (1 in b)") == "0 0 1"


def test_parenthesized_in_operator():
    assert ev('((1 in a) ? "y" : "n")', pre="a[1]") == "y"


# ---------- delete ----------

def test_delete_element():
    assert ev('length(a), (1 in a), (2 in a)', pre="a[1]; a[2]; delete a[1]") == "1 0 1"


def test_delete_missing_element_noop():
    assert ev("length(a)", pre="a[1]; delete a[5]") == "1"


def test_delete_whole_array():
    assert ev("length(a), (1 in a)", pre="a[1]; a[2]; delete a") == "0 0"


def test_deleted_array_can_be_refilled():
    assert ev("length(a), a[3]", pre="a[1]; delete a; a[3] = 9") == "1 9"


def test_delete_unused_name_makes_array_then_scalar_use_fatal():
    r = awk('BEGIN { delete x; print "a"; x = 1 }')
    fatal(r, "can't use array x in scalar context", stdout="a\n")


def test_delete_whole_array_inside_loop_ends_loop():
    assert ev("n", pre="a[1]; a[2]; a[3]; for (k in a) { n++; delete a }") == "1"


def test_recreated_element_goes_last():
    assert keys('a["x"]; a["y"]; a["z"]; delete a["x"]; a["x"] = 1') == "y,z,x"


# ---------- for-in ----------

def test_for_in_creation_order():
    assert keys('a["b"]; a["a"]; a[10]; a[9]') == "b,a,10,9"


def test_for_in_creation_order_numbers():
    assert keys("for (i = 5; i >= 1; i--) a[i]") == "5,4,3,2,1"


def test_for_in_added_elements_not_visited():
    assert ev("n, length(a)", pre='a[1]; a[2]; for (k in a) { n++; a[k "x"] = 1 }') == "2 4"


def test_for_in_deleted_element_skipped():
    pre = 'a[1]; a[2]; a[3]; s = ""; for (k in a) { s = s k; if (k == 1) delete a[2] }'
    assert ev("s", pre=pre) == "13"


def test_for_in_variable_keeps_last():
    assert ev("k", pre='a["p"]; a["q"]; for (k in a) ;') == "q"


def test_for_in_empty_array_leaves_variable():
    assert ev("k", pre='k = "orig"; split("", a); for (k in a) k = "changed"') == "orig"


def test_for_in_break_leaves_variable():
    assert ev("k", pre='a["p"]; a["q"]; a["r"]; for (k in a) if (k == "q") break') == "q"


def test_for_in_local_variable():
    prog = ('function f(arr,   k, s) { for (k in arr) s = s k; return s }\n'
            'BEGIN { a["x"]; a["y"]; k = "g"; print f(a), k }')
    assert out(prog) == "xy g\n"


def test_for_in_nested():
    assert ev("s", pre='a[1]; a[2]; b["x"]; b["y"]; for (i in a) for (j in b) s = s i j') == "1x1y2x2y"


# ---------- SORTED_IN ----------

PRE = 'a["b"] = 3; a["a"] = 10; a["10"] = "x"; a["9"] = 2; a["c"] = 2'


@pytest.mark.parametrize("order,expected", [
    ("", "b,a,10,9,c"),
    ("@unsorted", "b,a,10,9,c"),
    ("@ind_str_asc", "10,9,a,b,c"),
    ("@ind_str_desc", "c,b,a,9,10"),
    ("@ind_num_asc", "a,b,c,9,10"),
    ("@ind_num_desc", "10,9,c,b,a"),
    ("@val_str_asc", "a,9,c,b,10"),
    ("@val_str_desc", "10,b,c,9,a"),
    ("@val_num_asc", "10,9,c,b,a"),
    ("@val_num_desc", "a,b,c,9,10"),
])
def test_SORTED_IN_orders(order, expected):
    assert keys(PRE + '; SORTED_IN = "%s"' % order) == expected


def test_SORTED_IN_val_num_nan_last():
    pre = 'a["n"] = log(-1); a["x"] = 5; a["y"] = -1; SORTED_IN = "@val_num_asc"'
    assert keys(pre) == "y,x,n"


def test_SORTED_IN_val_num_desc_nan_first():
    pre = 'a["n"] = log(-1); a["x"] = 5; a["y"] = -1; SORTED_IN = "@val_num_desc"'
    assert keys(pre) == "n,x,y"


def test_SORTED_IN_ind_num_numeric_values():
    assert keys('a[100]; a[20]; a[3]; a[-1]; SORTED_IN = "@ind_num_asc"') == "-1,3,20,100"


def test_SORTED_IN_ind_num_equal_numbers_by_string():
    assert keys('a["1.0"]; a["01"]; a["1"]; SORTED_IN = "@ind_num_asc"') == "01,1,1.0"


def test_SORTED_IN_invalid_fatal():
    r = awk('BEGIN { a[1]; SORTED_IN = "bogus"; print "x"; for (k in a) print k }')
    fatal(r, "invalid SORTED_IN value: bogus", stdout="x\n")


def test_SORTED_IN_checked_when_loop_starts():
    assert ev("k", pre='SORTED_IN = "@ind_str_asc"; a["b"]; a["a"]; for (k in a) SORTED_IN = "bad"') == "b"


def test_SORTED_IN_not_affected_by_IGNORECASE():
    assert keys('IGNORECASE = 1; a["b"]; a["B"]; a["a"]; SORTED_IN = "@ind_str_asc"') == "B,a,b"
