"""Program files (-f) and -e texts."""
from conftest import run, write, fatal


def test_file_without_final_newline_ending_in_comment():
    write("a.awk", "BEGIN { printf \"1\" } # a comment")
    write("b.awk", 'BEGIN { print "2" }')
    r = run(["-f", "a.awk", "-f", "b.awk"])
    assert (r.rc, r.out) == (0, "12\n")


def test_statement_at_end_of_file_without_newline():
    write("a.awk", "BEGIN { x = 4 }")
    write("b.awk", "BEGIN { print x }")
    assert run(["-f", "a.awk", "-f", "b.awk"]).out == "4\n"


def test_rule_cannot_span_two_files():
    write("a.awk", "BEGIN")
    write("b.awk", '{ print "x" }')
    r = run(["-f", "a.awk", "-f", "b.awk"])
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "awklet: syntax error at source line 1\n"


def test_line_numbers_count_through_joined_files():
    write("a.awk", "BEGIN {\n}")
    write("b.awk", "BEGIN { x = ) }")
    r = run(["-f", "a.awk", "-f", "b.awk"])
    assert r.rc == 2
    assert r.err == "awklet: syntax error at source line 3\n"


def test_line_numbers_count_through_e_texts():
    r = run(["-e", "BEGIN { }", "-e", "BEGIN { x = ) }"])
    assert r.rc == 2
    assert r.err == "awklet: syntax error at source line 2\n"


def test_line_numbers_file_with_trailing_newline_then_e():
    write("a.awk", "BEGIN {\n}\n")
    # joined text: "BEGIN {\n}\n" + "\n" + "BEGIN { ) }\n"
    r = run(["-f", "a.awk", "-e", "BEGIN { ) }"])
    assert r.rc == 2
    assert r.err == "awklet: syntax error at source line 4\n"


def test_unreadable_source_file():
    r = run(["-f", "nosuch.awk"])
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "awklet: can't open source file nosuch.awk\n"


def test_unreadable_source_file_even_after_e():
    r = run(["-e", 'BEGIN { print "ran" }', "-f", "missing.awk"])
    assert r.rc == 2
    assert r.out == ""
    assert r.err == "awklet: can't open source file missing.awk\n"


def test_unreadable_source_file_second_of_two():
    write("a.awk", 'BEGIN { print "ran" }\n')
    r = run(["-f", "a.awk", "-f", "gone.awk"])
    assert (r.rc, r.out) == (2, "")
    assert r.err == "awklet: can't open source file gone.awk\n"


def test_f_with_operands_and_assignment():
    write("p.awk", "{ print v, $0 }\n")
    write("d", "line\n")
    assert run(["-f", "p.awk", "v=7", "d"]).out == "7 line\n"


def test_function_defined_in_one_file_used_in_another():
    write("lib.awk", "function dbl(x) { return 2 * x }\n")
    write("main.awk", "BEGIN { print dbl(21) }\n")
    assert run(["-f", "main.awk", "-f", "lib.awk"]).out == "42\n"
