def test_default_splitting(awk):
    p = awk(["{print NF \":\" $1 \":\" $NF}"], stdin="  a \t b   c  \n")
    assert p.stdout == b"3:a:c\n"


def test_single_char_fs_literal_pipe(awk):
    p = awk(["-F|", "{print NF, $2}"], stdin="a|b||c|\n")
    assert p.stdout == b"5 b\n"


def test_regex_fs(awk):
    p = awk(['BEGIN{FS="[ ]+"} {print NF "[" $1 "]" $2}'], stdin=" a b\n")
    assert p.stdout == b"3[]a\n"


def test_assign_past_nf(awk):
    p = awk(['BEGIN{OFS="-"} {$(NF+2)="e"; print; print NF}'], stdin="a b\n")
    assert p.stdout == b"a-b--e\n4\n"


def test_assign_nf_shrinks(awk):
    p = awk(['BEGIN{OFS=","} {NF=2; print}'], stdin="a b c d\n")
    assert p.stdout == b"a,b\n"


def test_dollar_i_plus_plus(awk):
    p = awk(["{i=1; print $i++; print $1, i}"], stdin="5\n")
    assert p.stdout == b"5\n6 1\n"


def test_negative_field_fatal(awk):
    p = awk(["{print $(-1)}"], stdin="a\n")
    assert p.returncode == 2
    assert p.stderr == b"awklet: attempt to access field -1\n"


def test_paragraph_mode(awk):
    p = awk(['BEGIN{RS=""; FS=":"} {print NR, NF, $3}'], stdin="\n\na:b\nc\n\n\n\nd\n\n")
    assert p.stdout == b"1 3 c\n2 1 \n"


def test_empty_fs_bytes(awk):
    p = awk(['BEGIN{FS=""} {$2="X"; print; print NF}'], stdin="abc\n")
    assert p.stdout == b"a X c\n3\n"
