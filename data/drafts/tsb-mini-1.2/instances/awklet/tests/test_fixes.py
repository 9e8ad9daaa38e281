"""Reference fixes (layer 14): the target of `++`/`--` (and of sub/gsub) is located once, its
subscript or field number evaluated a single time; FIELDWIDTHS widths are separated by blanks
(space, tab, newline) only."""

# ---- Increment and decrement ----


def test_fixes_incr_postfix_element_subscript_once(awk):
    assert awk("BEGIN { i = 1; a[1] = 5; a[i++]++; print i, a[1], a[2] }") == "2 6 \n"


def test_fixes_incr_prefix_decrement_element_subscript_once(awk):
    prog = "BEGIN { i = 1; a[1] = 5; x = --a[i++]; print x, i, a[1], length(a) }"
    assert awk(prog) == "4 2 4 1\n"


def test_fixes_incr_postfix_field_number_once(awk):
    assert awk("{ j = 1; x = $(j++)++; print x, j, $0 }", "3 7 9\n") == "3 2 4 7 9\n"


def test_fixes_incr_prefix_decrement_field_number_once(awk):
    assert awk("{ j = 2; x = --$(j++); print x, j, $0 }", "3 7 9\n") == "6 3 3 6 9\n"


def test_fixes_incr_postfix_decrement_field_number_once(awk):
    assert awk("{ j = 3; x = $(j--)--; print x, j, $0 }", "3 7 9\n") == "9 2 3 7 8\n"


def test_fixes_incr_multi_subscript_once(awk):
    prog = "BEGIN { i = 1; a[1, 2] = 5; a[i++, i++]++; print i, a[1, 2], length(a) }"
    assert awk(prog) == "3 6 1\n"


def test_fixes_incr_subscript_function_called_once(awk):
    prog = "function f() { n++; return 1 } BEGIN { a[f()]++; ++a[f()]; print n, a[1], length(a) }"
    assert awk(prog) == "2 2 1\n"


def test_fixes_incr_field_number_function_called_once(awk):
    prog = "function f() { print \"f\"; return 2 } { $f()++; print }"
    assert awk(prog, "3 7 9\n") == "f\n3 8 9\n"


def test_fixes_incr_new_element_created_once(awk):
    prog = "BEGIN { i = 4; x = a[i++]--; print x, i, a[4], length(a) }"
    assert awk(prog) == "0 5 -1 1\n"


# ---- Assignment ----


def test_fixes_compound_element_subscript_once(awk):
    assert awk("BEGIN { i = 1; a[1] = 5; a[i++] += 1; print i, a[1], length(a) }") == "2 6 1\n"


def test_fixes_compound_field_number_once(awk):
    assert awk("{ j = 1; $(j++) -= 2; print j, $0 }", "5 7\n") == "2 3 7\n"


def test_fixes_compound_subscript_function_called_once(awk):
    prog = "function f() { n++; return 1 } BEGIN { a[1] = 2; a[f()] *= 3; print n, a[1], length(a) }"
    assert awk(prog) == "1 6 1\n"


# ---- sub and gsub ----


def test_fixes_sub_element_target_subscript_once(awk):
    prog = "BEGIN { i = 1; a[1] = \"ab\"; n = sub(/a/, \"X\", a[i++]); print n, i, a[1], (2 in a) }"
    assert awk(prog) == "1 2 Xb 0\n"


def test_fixes_gsub_field_target_number_once(awk):
    assert awk("{ i = 1; n = gsub(/[ab]/, \"X\", $(i++)); print n, i, $0 }", "ab ab\n") == "2 2 XX ab\n"


# ---- Fixed-width fields ----


def test_fixes_fieldwidths_carriage_return_not_blank(fails):
    assert fails("BEGIN { FIELDWIDTHS = \"2\\r3\" }") == "awklet: invalid FIELDWIDTHS value: 2\r3\n"


def test_fixes_fieldwidths_form_feed_not_blank(fails):
    assert fails("BEGIN { FIELDWIDTHS = \"1\\f1\" }") == "awklet: invalid FIELDWIDTHS value: 1\f1\n"


def test_fixes_fieldwidths_vertical_tab_not_blank(fails):
    assert fails("BEGIN { FIELDWIDTHS = \"3\\v\" }") == "awklet: invalid FIELDWIDTHS value: 3\v\n"


def test_fixes_fieldwidths_tab_and_newline_separate(awk):
    prog = "BEGIN { FIELDWIDTHS = \"\\t2\\n\\t3 1\\n\" } { print $1 \"|\" $2 \"|\" $3, NF }"
    assert awk(prog, "abcdefg\n") == "ab|cde|f 3\n"


def test_fixes_fieldwidths_carriage_return_error_at_assignment(run):
    r = run("BEGIN { print \"a\"; FIELDWIDTHS = \"1\\r1\"; print \"b\" }")
    assert r.code == 2 and r.text == "a\n"
    assert r.err == "awklet: invalid FIELDWIDTHS value: 1\r1\n"
