def out(awk, args, stdin=""):
    p = awk(args, stdin=stdin)
    assert p.returncode == 0, p.stderr
    return p.stdout.decode()


def test_range_pattern(awk):
    assert out(awk, ["/b/,/d/"], "a\nb\nc\nd\ne\nb\n") == "b\nc\nd\nb\n"


def test_range_same_record(awk):
    assert out(awk, ["NR==2, NR==1"], "1\n2\n3\n") == "2\n3\n"


def test_next_skips_rules(awk):
    assert out(awk, ["/x/{next} {print}"], "a\nx\nb\n") == "a\nb\n"


def test_nr_fnr_across_files(awk, tmp_path):
    a = tmp_path / "a"
    b = tmp_path / "b"
    a.write_text("1\n2\n")
    b.write_text("3\n")
    assert out(awk, ["{print NR, FNR}", str(a), str(b)]) == "1 1\n2 2\n3 1\n"


def test_cmdline_assignment_operand(awk, tmp_path):
    a = tmp_path / "a"
    a.write_text("r\n")
    assert out(awk, ["{print x, $0}", "x=5", str(a)]) == "5 r\n"


def test_exit_runs_end(awk):
    p = awk(["{print; exit 4} END{print \"end\", NR}"], stdin="a\nb\n")
    assert p.returncode == 4
    assert p.stdout == b"a\nend 1\n"


def test_getline_var_from_file(awk, tmp_path):
    f = tmp_path / "g"
    f.write_text("one\ntwo\n")
    prog = 'BEGIN{while ((getline line < F) > 0) n++; print n, line}'
    assert out(awk, ["-v", "F=" + str(f), prog]) == "2 two\n"


def test_output_redirection_file(awk, tmp_path):
    p = awk(['BEGIN{print "x" > "o.txt"; print "y" >> "o.txt"; close("o.txt"); while ((getline l < "o.txt") > 0) print "got", l}'], cwd=tmp_path)
    assert p.returncode == 0
    assert p.stdout == b"got x\ngot y\n"


def test_regex_rs(awk):
    assert out(awk, ['BEGIN{RS="ab+"} {print NR ":" $0}'], "abxab") == "1:\n2:x\n"
