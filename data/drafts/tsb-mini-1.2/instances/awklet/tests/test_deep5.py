"""Fine print (layer 11): getline, output redirection, close and fflush."""


def _files(tmp_path):
    (tmp_path / "g1").write_text("l1\nl2\n")
    (tmp_path / "g2").write_text("42\n")


# ---- getline from files ----


def test_getline_files_deep_end_keeps_var(awk, tmp_path):
    _files(tmp_path)
    prog = "BEGIN { while ((getline line < \"g1\") > 0) n++; print n, line, NR; print (getline line < \"g1\"), line }"
    assert awk(prog, cwd=tmp_path) == "2 l2 0\n0 l2\n"


def test_getline_files_deep_no_nr_fnr(awk, tmp_path):
    _files(tmp_path)
    assert awk("BEGIN { getline < \"g1\"; print $0, NF, NR, FNR; getline < \"g1\"; print $0 }", cwd=tmp_path) == "l1 1 0 0\nl2\n"


def test_getline_files_deep_var_strnum(awk, tmp_path):
    _files(tmp_path)
    assert awk("BEGIN { getline x < \"g2\"; print typeof(x), (x < 5) }", cwd=tmp_path) == "strnum 0\n"


def test_getline_files_deep_missing_var_untouched(awk, tmp_path):
    assert awk("BEGIN { x = \"k\"; print (getline x < \"nonexist\"), x; print (getline < \"nonexist\") }", cwd=tmp_path) == "-1 k\n-1\n"


def test_getline_files_deep_element_and_field_targets(awk, tmp_path):
    _files(tmp_path)
    assert awk("BEGIN { getline a[1] < \"g1\"; getline $2 < \"g1\"; print a[1], $0, NF }", cwd=tmp_path) == "l1  l2 2\n"


def test_getline_files_deep_close_rereads(awk, tmp_path):
    _files(tmp_path)
    assert awk("BEGIN { f = \"g1\"; getline < f; close(f); getline < f; print $0 }", cwd=tmp_path) == "l1\n"


def test_getline_files_deep_names_are_strings(awk, tmp_path):
    _files(tmp_path)
    assert awk("BEGIN { getline < \"g1\"; getline < \"./g1\"; print $0 }", cwd=tmp_path) == "l1\n"


def test_getline_files_deep_paragraph_rs(awk, tmp_path):
    _files(tmp_path)
    assert awk("BEGIN { RS = \"\"; getline < \"g1\"; print NF \":\" $0 }", cwd=tmp_path) == "2:l1\nl2\n"


def test_getline_files_deep_interleaved_with_main(awk, tmp_path):
    _files(tmp_path)
    assert awk("{ getline x < \"g1\"; print $0, x, NR }", "a\nb\nc\n", cwd=tmp_path) == "a l1 1\nb l2 2\nc l2 3\n"


# ---- getline from commands ----


def test_getline_commands_deep_record_by_record(awk):
    prog = "BEGIN { \"echo a b; echo c\" | getline; print $0, NF, NR; \"echo a b; echo c\" | getline v; print v, NR }"
    assert awk(prog) == "a b 2 1\nc 2\n"


def test_getline_commands_deep_loop_sum(awk):
    assert awk("BEGIN { while ((\"printf \\\"1\\\\n2\\\\n3\\\"\" | getline n) > 0) s += n; print s, NR }") == "6 3\n"


def test_getline_commands_deep_failing_command_zero(awk):
    assert awk("BEGIN { print (\"exit 3\" | getline), (\"false\" | getline x) }") == "0 0\n"


def test_getline_commands_deep_close_reruns(awk):
    assert awk("BEGIN { \"echo x\" | getline; close(\"echo x\"); \"echo x\" | getline y; print y }") == "x\n"


def test_getline_commands_deep_field_target(awk):
    assert awk("BEGIN { \"echo 5\" | getline $3; print NF, $0 }") == "3   5\n"


def test_getline_commands_deep_end_returns_zero(awk):
    assert awk("BEGIN { cmd = \"echo hi\"; cmd | getline; print; print (cmd | getline), $0 }") == "hi\n0 hi\n"


# ---- Output redirection to files ----


def test_output_files_deep_append_after_close(awk, tmp_path):
    prog = "BEGIN { print \"a\" > \"o1\"; print \"b\" >> \"o1\"; close(\"o1\"); print \"c\" >> \"o1\"; close(\"o1\"); while ((getline l < \"o1\") > 0) print \"r:\" l }"
    assert awk(prog, cwd=tmp_path) == "r:a\nr:b\nr:c\n"


def test_output_files_deep_truncate_after_close(awk, tmp_path):
    awk("BEGIN { print \"x\" > \"o2\"; close(\"o2\"); print \"y\" > \"o2\" }", cwd=tmp_path)
    assert (tmp_path / "o2").read_text() == "y\n"


def test_output_files_deep_concatenated_name(awk, tmp_path):
    awk("BEGIN { n = 1; print \"z\" > \"o\" n \".t\" }", cwd=tmp_path)
    assert (tmp_path / "o1.t").read_text() == "z\n"


def test_output_files_deep_stderr_name(run):
    r = run("BEGIN { print \"a\", \"b\" > \"/dev/stderr\"; print \"c\" }")
    assert r.err == "a b\n" and r.text == "c\n"


def test_output_files_deep_cannot_open_fatal(run, tmp_path):
    r = run("BEGIN { print \"ok\"; print \"q\" > \"nodir/f\"; print \"no\" }", cwd=tmp_path)
    assert r.code == 2 and r.text == "ok\n" and "can't redirect to nodir/f" in r.err


def test_output_files_deep_append_existing(awk, tmp_path):
    (tmp_path / "o4").write_text("old\n")
    awk("BEGIN { print \"new\" >> \"o4\" }", cwd=tmp_path)
    assert (tmp_path / "o4").read_text() == "old\nnew\n"


def test_output_files_deep_truncates_existing_once(awk, tmp_path):
    (tmp_path / "o5").write_text("old\n")
    awk("BEGIN { print \"1\" > \"o5\"; print \"2\" > \"o5\" }", cwd=tmp_path)
    assert (tmp_path / "o5").read_text() == "1\n2\n"


# ---- Output to pipes ----


def test_output_pipes_deep_close_waits(awk):
    assert awk("BEGIN { print \"b\\na\" | \"sort\"; close(\"sort\"); print \"after\" }") == "a\nb\nafter\n"


def test_output_pipes_deep_same_command_same_process(awk):
    assert awk("BEGIN { print \"1\" | \"cat\"; print \"2\" | \"cat\"; close(\"cat\"); print \"3\" }") == "1\n2\n3\n"


def test_output_pipes_deep_close_status(awk):
    assert awk("BEGIN { print \"x\" | \"cat >/dev/null; exit 5\"; print close(\"cat >/dev/null; exit 5\") }") == "5\n"


def test_output_pipes_deep_stdout_before_pipes_at_end(awk):
    assert awk("BEGIN { print \"w\" | \"cat\"; print \"v\" }") == "v\nw\n"


def test_output_pipes_deep_printf_partial_line(awk):
    assert awk("BEGIN { printf \"a\" | \"cat\"; r = close(\"cat\"); print \"\"; print r }") == "a\n0\n"


# ---- close and fflush ----


def test_close_deep_statuses(awk, tmp_path):
    assert awk("BEGIN { print 1 > \"o3\"; print close(\"o3\"), close(\"o3\"), close(\"never\") }", cwd=tmp_path) == "0 -1 -1\n"


def test_fflush_deep_results(awk):
    assert awk("BEGIN { print fflush(\"nope\"), fflush(), fflush(\"/dev/stdout\") }") == "-1 0 -1\n"


def test_close_deep_input_and_output_same_command(awk):
    assert awk("BEGIN { \"echo in\" | getline; print \"o\" | \"cat >/dev/null\"; print $0, close(\"cat >/dev/null\") }") == "in 0\n"


def test_close_deep_input_command_status(awk):
    assert awk("BEGIN { \"echo a; exit 3\" | getline; print $0, close(\"echo a; exit 3\") }") == "a 3\n"


def test_fflush_deep_after_redirect_and_close(awk, tmp_path):
    prog = "BEGIN { print \"x\" > \"/dev/stdout\"; print fflush(\"/dev/stdout\"), close(\"/dev/stdout\"), fflush(\"/dev/stdout\"); print \"y\" > \"o9\"; print fflush(\"o9\"); close(\"o9\"); print fflush(\"o9\") }"
    assert awk(prog, cwd=tmp_path) == "x\n0 0 -1\n0\n-1\n"
