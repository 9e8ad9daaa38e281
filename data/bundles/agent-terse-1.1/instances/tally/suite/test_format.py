"""Default selection, fixed order, padding and naming."""


def test_default_stdin_example(run):
    r = run(stdin=b"one two\nthree\n")
    assert r.code == 0
    assert r.out == " 2  3 14\n"
    assert r.err == ""


def test_default_empty_stdin(run):
    r = run(stdin=b"")
    assert r.code == 0
    assert r.out == "0 0 0\n"


def test_words_only_example(run):
    r = run("-w", stdin=b"one two\nthree\n")
    assert r.out == "3\n"


def test_lines_bytes_file_example(run):
    run.file("f", b"one two\nthree\n")
    r = run("-l", "-c", "f")
    assert r.code == 0
    assert r.out == " 2 14 f\n"


def test_default_single_file_named(run):
    run.file("x", b"a b\n")
    r = run("x")
    assert r.code == 0
    assert r.out == "1 2 4 x\n"


def test_option_order_does_not_matter(run):
    run.file("f", b"one two\nthree\n")
    r = run("-c", "-l", "f")
    assert r.out == " 2 14 f\n"


def test_all_five_in_fixed_order(run):
    r = run("-L", "-c", "-m", "-w", "-l", stdin="héllo wörld\n".encode())
    assert r.code == 0
    assert r.out == " 1  2 12 14 11\n"


def test_grouped_all_five(run):
    r = run("-Lcmwl", stdin="héllo wörld\n".encode())
    assert r.out == " 1  2 12 14 11\n"


def test_long_options_all_five(run):
    r = run(
        "--max-line-length", "--bytes", "--chars", "--words", "--lines",
        stdin="héllo wörld\n".encode(),
    )
    assert r.out == " 1  2 12 14 11\n"


def test_chars_and_bytes_order(run):
    r = run("-c", "-m", stdin="é\n".encode())
    assert r.out == "2 3\n"


def test_words_and_max_line_order(run):
    r = run("-L", "-w", stdin=b"aaaaaaaaaaaa b\n")
    assert r.out == " 2 14\n"


def test_grouped_short_options(run):
    data = b"one two\nthree\n"
    assert run("-lw", stdin=data).out == "2 3\n"


def test_grouped_equals_separate(run):
    data = b"a bb ccc\ndddd\n"
    assert run("-wc", stdin=data).out == run("-w", "-c", stdin=data).out


def test_repeated_option_no_effect(run):
    r = run("-l", "-l", "--lines", stdin=b"a\nb\n")
    assert r.out == "2\n"


def test_repeated_in_group(run):
    r = run("-ll", stdin=b"a\nb\n")
    assert r.out == "2\n"


def test_width_only_from_selected_counts(run):
    # 14 bytes would force width 2, but bytes are not selected
    r = run("-l", "-w", stdin=b"one two\nthree\n")
    assert r.out == "2 3\n"


def test_width_uses_largest_number(run):
    r = run("-l", "-c", stdin=b"x" * 999 + b"\n")
    assert r.out == "   1 1000\n"


def test_width_single_count_never_padded(run):
    run.file("f", b"x" * 12345)
    r = run("-c", "f")
    assert r.out == "12345 f\n"


def test_width_across_rows(run):
    run.file("a", b"a\n")
    run.file("b", b"x" * 1000)
    r = run("-c", "--total=never", "a", "b")
    assert r.code == 0
    assert r.out == "   2 a\n1000 b\n"


def test_width_all_zero_counts(run):
    run.file("e", b"")
    r = run("-lwmcL", "e")
    assert r.out == "0 0 0 0 0 e\n"


def test_name_with_space(run):
    run.file("my file", b"a b\n")
    r = run("my file")
    assert r.code == 0
    assert r.out == "1 2 4 my file\n"


def test_name_as_given_with_path(run):
    run.file("sub/f.txt", b"a b\n")
    r = run("./sub/f.txt")
    assert r.out == "1 2 4 ./sub/f.txt\n"


def test_no_thousand_separators(run):
    r = run("-c", stdin=b"y" * 1234567)
    assert r.out == "1234567\n"


def test_crlf_counts(run):
    r = run(stdin=b"a\r\nb\r\n")
    assert r.out == "2 2 6\n"


def test_binary_input_default(run):
    r = run(stdin=b"\x00\xff\n\x80 z")
    assert r.out == "1 3 6\n"
