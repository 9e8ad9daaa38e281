def test_version(awk):
    p = awk(["--version"])
    assert p.returncode == 0
    assert p.stdout == b"awklet 1.2.0\n"


def test_unknown_option(awk):
    p = awk(["-q", "BEGIN{print 1}"])
    assert p.returncode == 2
    assert p.stdout == b""
    lines = p.stderr.decode().splitlines()
    assert lines == [
        "awklet: unknown option -q",
        "usage: awklet [-F fs] [-v var=value] [-f progfile | 'prog'] [file ...]",
    ]


def test_no_program(awk):
    p = awk([])
    assert p.returncode == 2
    assert p.stderr.decode().splitlines()[0] == "awklet: no program given"


def test_F_option_literal_t(awk):
    p = awk(["-Ft", "{print $2}"], stdin="atb\n")
    assert p.returncode == 0
    assert p.stdout == b"b\n"


def test_v_assignment(awk):
    p = awk(["-v", "x=hello", "BEGIN{print x}"])
    assert p.stdout == b"hello\n"


def test_f_progfile_and_operand(awk, tmp_path):
    prog = tmp_path / "p.awk"
    prog.write_text("{ print FILENAME \":\" $1 }\n")
    data = tmp_path / "d.txt"
    data.write_text("x y\n")
    p = awk(["-f", str(prog), str(data)])
    assert p.returncode == 0
    assert p.stdout == (str(data) + ":x\n").encode()


def test_exit_status_modulo(awk):
    assert awk(["BEGIN{exit -1}"]).returncode == 255
    assert awk(["BEGIN{exit 256}"]).returncode == 0


def test_exit_in_end_replaces(awk):
    p = awk(["BEGIN { exit 3 } END { exit 5 }"])
    assert p.returncode == 5


def test_syntax_error_runs_nothing(awk):
    p = awk(["BEGIN { print \"hi\" } {"])
    assert p.returncode == 2
    assert p.stdout == b""


def test_division_by_zero_fatal_keeps_output(awk):
    p = awk(['BEGIN { print "before"; x = 0; print 1/x; print "after" }'])
    assert p.returncode == 2
    assert p.stdout == b"before\n"
    assert p.stderr == b"awklet: division by zero\n"
