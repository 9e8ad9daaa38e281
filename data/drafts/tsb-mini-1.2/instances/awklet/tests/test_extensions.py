"""Long options, sandbox, dumping variables, FIELDWIDTHS, RT, asort, bit operations, strtonum."""

USAGE = "usage: awklet [-F fs] [-v var=value] [-f progfile | 'prog'] [file ...]\n"


def usage(r, message):
    assert r.code == 2
    assert r.out == b""
    assert r.err == f"awklet: {message}\n" + USAGE


# ---- Invocation: long options ----


def test_long_help(run):
    r = run("--help", "-q")
    assert r.code == 0 and r.text == USAGE and r.err == ""


def test_long_field_separator_attached(run):
    assert run("--field-separator=:", "{ print $2 }", stdin="a:b\n").text == "b\n"


def test_long_field_separator_separate(run):
    assert run("--field-separator", ",", "{ print $2 }", stdin="a,b\n").text == "b\n"


def test_long_assign(run):
    assert run("--assign=x=1=2", "BEGIN { print x }").text == "1=2\n"


def test_long_assign_separate(run):
    assert run("--assign", "y=7", "BEGIN { print y }").text == "7\n"


def test_long_file(run, tmp_path):
    (tmp_path / "p").write_text("BEGIN { print \"pf\" }\n")
    assert run("--file=p", cwd=tmp_path).text == "pf\n"


def test_long_must_be_full(run):
    usage(run("--sand", "BEGIN { }"), "unknown option --sand")


def test_long_missing_value(run):
    usage(run("--assign"), "option --assign requires an argument")


def test_long_sandbox_value(run):
    usage(run("--sandbox=1", "BEGIN { }"), "option --sandbox takes no argument")


def test_long_help_value(run):
    usage(run("--help=x"), "option --help takes no argument")


def test_long_dump_empty_file(run):
    usage(run("--dump-variables=", "BEGIN { }"), "option --dump-variables needs a file name after =")


def test_long_unknown_with_value(run):
    usage(run("--frob=1", "BEGIN { }"), "unknown option --frob=1")


def test_long_invalid_assign(run):
    usage(run("--assign", "9=1", "BEGIN { }"), "invalid -v argument: 9=1")


# ---- split separators ----


def test_seps_default(awk):
    assert awk("BEGIN { n = split(\"  a b\\t c \", p, \" \", s); print n, \"[\" s[0] \"][\" s[1] \"][\" s[2] \"][\" s[3] \"]\" }") == "3 [  ][ ][\t ][ ]\n"


def test_seps_no_leading(awk):
    assert awk("BEGIN { split(\"a b\", p, \" \", s); print length(s), (0 in s), (2 in s) }") == "1 0 0\n"


def test_seps_regex(awk):
    assert awk("BEGIN { n = split(\"a1b22c\", p, /[0-9]+/, s); print n, s[1], s[2] }") == "3 1 22\n"


def test_seps_single_char(awk):
    assert awk("BEGIN { n = split(\"a:b:c\", p, \":\", s); print n, length(s), s[2] }") == "3 2 :\n"


def test_seps_empty_fs(awk):
    assert awk("BEGIN { n = split(\"abc\", p, \"\", s); print n, length(s), \"[\" s[1] \"]\" }") == "3 2 []\n"


def test_seps_cleared(awk):
    assert awk("BEGIN { s[\"x\"]; split(\"\", p, \",\", s); print length(s) }") == "0\n"


def test_seps_strings(awk):
    assert awk("BEGIN { split(\"a5b\", p, \"5\", s); print (s[1] < 10) }") == "0\n"


def test_seps_not_name(fails):
    assert fails("BEGIN { split(\"a\", p, \",\", 3) }") == "awklet: split: fourth argument must be an array name at source line 1\n"


def test_seps_order(awk):
    assert awk("BEGIN { split(\" a b \", p, \" \", s); for (k in s) printf \"%s,\", k; print \"\" }") == "0,1,2,\n"


# ---- Fixed-width fields ----


def test_fw_basic(awk):
    assert awk("BEGIN { FIELDWIDTHS = \"3 4 2\" } { print NF, $1, $2, $3 }", "aaabbbbcc\n") == "3 aaa bbbb cc\n"


def test_fw_short_record(awk):
    assert awk("BEGIN { FIELDWIDTHS = \"2 3 4\" } { print NF, \"[\" $2 \"]\" }", "abcd\n") == "2 [cd]\n"


def test_fw_extra_bytes_ignored(awk):
    assert awk("BEGIN { FIELDWIDTHS = \"1 1\" } { print NF, $2 }", "abcdef\n") == "2 b\n"


def test_fw_blanks_ordinary(awk):
    assert awk("BEGIN { FIELDWIDTHS = \"2 2\" } { print \"[\" $1 \"][\" $2 \"]\" }", " a b\n") == "[ a][ b]\n"


def test_fw_fs_turns_off(awk):
    assert awk("BEGIN { FIELDWIDTHS = \"1\"; FS = \",\" } { print $2 }", "ab,cd\n") == "cd\n"


def test_fw_empty_turns_off(awk):
    assert awk("BEGIN { FIELDWIDTHS = \"1\"; FIELDWIDTHS = \"\" } { print $2 }", "ab cd\n") == "cd\n"


def test_fw_invalid(fails):
    assert fails("BEGIN { FIELDWIDTHS = \"3 0\" }") == "awklet: invalid FIELDWIDTHS value: 3 0\n"


def test_fw_invalid_text(fails):
    assert fails("BEGIN { FIELDWIDTHS = \"2 x\" }") == "awklet: invalid FIELDWIDTHS value: 2 x\n"


def test_fw_only_blanks_invalid(fails):
    assert fails("BEGIN { FIELDWIDTHS = \"  \" }") == "awklet: invalid FIELDWIDTHS value:   \n"


def test_fw_next_record(awk):
    assert awk("{ FIELDWIDTHS = \"1 1\"; print $1 }", "ab cd\nef\n") == "ab\ne\n"


def test_fw_split_ignores(awk):
    assert awk("BEGIN { FIELDWIDTHS = \"1\"; print split(\"ab cd\", p) }") == "2\n"


def test_fw_rebuild(awk):
    assert awk("BEGIN { FIELDWIDTHS = \"2 2\"; OFS = \"|\" } { $1 = $1; print }", "abcd\n") == "ab|cd\n"


def test_fw_F_option_off(run):
    r = run("-v", "FIELDWIDTHS=1", "-F", ",", "{ print $1 }", stdin="ab,c\n")
    assert r.text == "ab\n"


# ---- The RT variable ----


def test_rt_newline(awk):
    assert awk("{ printf \"[%s]\", RT }", "a\nb") == "[\n][]"


def test_rt_regex(awk):
    assert awk("BEGIN { RS = \"[0-9]+\" } { printf \"%s=%s \", $0, RT }", "a1b22c") == "a=1 b=22 c= "


def test_rt_single_char(awk):
    assert awk("BEGIN { RS = \";\" } { printf \"%s%s\", $0, RT }", "x;y") == "x;y"


def test_rt_paragraph(awk):
    assert awk("BEGIN { RS = \"\" } { printf \"%d \", length(RT) }", "a\n\n\nb\n") == "3 1 "


def test_rt_getline_file(awk, tmp_path):
    (tmp_path / "f").write_text("p;q")
    assert awk("BEGIN { RS = \";\"; getline x < \"f\"; print \"[\" RT \"]\" }", cwd=tmp_path) == "[;]\n"


def test_rt_unchanged_at_end(awk):
    assert awk("END { r = getline; print r, \"[\" RT \"]\" }", "a\n") == "0 [\n]\n"


def test_rt_initial_empty(awk):
    assert awk("BEGIN { print \"[\" RT \"]\" }") == "[]\n"


# ---- Sorting arrays ----


def test_asort_mixed(awk):
    assert awk("BEGIN { a[1] = \"b\"; a[2] = 10; a[3] = \"a\"; a[4] = 2; n = asort(a); for (i = 1; i <= n; i++) printf \"%s \", a[i]; print n }") == "2 10 a b 4\n"


def test_asort_dest_keeps_src(awk):
    assert awk("BEGIN { a[\"x\"] = 3; a[\"y\"] = 1; asort(a, d); print d[1], d[2], a[\"x\"] }") == "1 3 3\n"


def test_asort_dest_cleared(awk):
    assert awk("BEGIN { a[1] = 5; d[\"old\"] = 1; print asort(a, d), length(d) }") == "1 1\n"


def test_asort_strnum_numeric(awk):
    assert awk("{ a[NR] = $1 } END { asort(a); print a[1], a[2], a[3] }", "10\n9\nx\n") == "9 10 x\n"


def test_asort_uninit_first(awk):
    assert awk("BEGIN { a[1] = 1; a[2]; a[3] = -1; asort(a); print a[1], \"[\" a[2] \"]\", a[3] }") == "-1 [] 1\n"


def test_asort_stable(awk):
    assert awk("BEGIN { split(\"5.0\", t); a[\"p\"] = t[1]; a[\"q\"] = 5; asort(a); print a[1], a[2] }") == "5.0 5\n"


def test_asort_types_kept(awk):
    assert awk("BEGIN { a[1] = \"10\"; asort(a); print (a[1] < 9) }") == "1\n"


def test_asorti(awk):
    assert awk("BEGIN { b[\"z\"]; b[\"a\"]; b[10]; b[9]; n = asorti(b, c); for (i = 1; i <= n; i++) printf \"%s \", c[i]; print \"\" }") == "10 9 a z \n"


def test_asorti_numeric_string(awk):
    assert awk("BEGIN { b[10]; asorti(b); print (b[1] < 9) }") == "0\n"


def test_asort_not_name(fails):
    assert fails("BEGIN { asort(a[1]) }") == "awklet: asort: arguments must be array names at source line 1\n"


def test_asort_nan_last(awk):
    assert awk("BEGIN { a[1] = log(-1); a[2] = 5; asort(a); print a[1], a[2] }") == "5 nan\n"


# ---- Bit operations ----


def test_bit_and_or_xor(awk):
    assert awk("BEGIN { print and(12, 10), or(12, 10), xor(12, 10) }") == "8 14 6\n"


def test_bit_many_args(awk):
    assert awk("BEGIN { print and(15, 7, 3), or(1, 2, 4), xor(1, 3, 4) }") == "3 7 6\n"


def test_bit_compl(awk):
    assert awk("BEGIN { print compl(0), compl(9007199254740990) }") == "9007199254740991 1\n"


def test_bit_lshift_rshift(awk):
    assert awk("BEGIN { print lshift(3, 4), rshift(1024, 3), rshift(7, 1) }") == "48 128 3\n"


def test_bit_lshift_overflow(awk):
    assert awk("BEGIN { print lshift(1, 52), lshift(3, 52), lshift(1, 53) }") == "4503599627370496 4503599627370496 0\n"


def test_bit_truncates(awk):
    assert awk("BEGIN { print and(7.9, 3.2), or(\"5x\", 2) }") == "3 7\n"


def test_bit_negative(fails):
    assert fails("BEGIN { print and(-1, 3) }") == "awklet: and: negative argument\n"


def test_bit_out_of_range(fails):
    assert fails("BEGIN { print or(2^53, 1) }") == "awklet: or: argument out of range\n"


def test_bit_shift_negative(fails):
    assert fails("BEGIN { print rshift(8, -1) }") == "awklet: rshift: negative argument\n"


def test_bit_one_arg_error(fails):
    assert fails("BEGIN { print xor(1) }") == "awklet: wrong number of arguments to xor at source line 1\n"


# ---- strtonum ----


def test_strtonum_hex(awk):
    assert awk("BEGIN { print strtonum(\"0x1F\"), strtonum(\"0X1fz\"), strtonum(\"0x\") }") == "31 31 0\n"


def test_strtonum_octal(awk):
    assert awk("BEGIN { print strtonum(\"017\"), strtonum(\"0\"), strtonum(\"-017\") }") == "15 0 -15\n"


def test_strtonum_decimal_fallback(awk):
    assert awk("BEGIN { print strtonum(\"019\"), strtonum(\"012.5\"), strtonum(\"  42abc\") }") == "19 12.5 42\n"


def test_strtonum_number_unchanged(awk):
    assert awk("BEGIN { print strtonum(017), strtonum(x) }") == "17 0\n"


def test_strtonum_field(awk):
    assert awk("{ print strtonum($1) }", "0x10\n") == "16\n"


def test_strtonum_signed_hex(awk):
    assert awk("BEGIN { print strtonum(\" -0x10\"), strtonum(\"+0x10\") }") == "-16 16\n"


# ---- Sandbox mode ----


def test_sandbox_output_file(run, tmp_path):
    r = run("--sandbox", "BEGIN { print \"x\" > \"f\" }", cwd=tmp_path)
    assert r.code == 2 and r.err == "awklet: redirection not allowed in sandbox mode\n"
    assert not (tmp_path / "f").exists()


def test_sandbox_stdout_name(run):
    r = run("--sandbox", "BEGIN { print \"ok\"; print \"x\" > \"/dev/stdout\" }")
    assert r.code == 2 and r.text == "ok\n"


def test_sandbox_pipe(run):
    r = run("--sandbox", "BEGIN { print \"x\" | \"cat\" }")
    assert r.code == 2 and r.err == "awklet: redirection not allowed in sandbox mode\n"


def test_sandbox_getline_file(run):
    r = run("--sandbox", "BEGIN { getline x < \"/etc/passwd\" }")
    assert r.code == 2 and r.err == "awklet: redirection not allowed in sandbox mode\n"


def test_sandbox_getline_cmd(run):
    r = run("--sandbox", "BEGIN { \"echo\" | getline }")
    assert r.code == 2 and r.err == "awklet: redirection not allowed in sandbox mode\n"


def test_sandbox_system(run):
    r = run("--sandbox", "BEGIN { system(\"echo hi\") }")
    assert r.code == 2 and r.err == "awklet: system() not allowed in sandbox mode\n" and r.text == ""


def test_sandbox_at_execution(run):
    r = run("--sandbox", "BEGIN { if (0) system(\"x\"); print \"fine\" }")
    assert r.code == 0 and r.text == "fine\n"


def test_sandbox_operands_read(run, tmp_path):
    (tmp_path / "in").write_text("data\n")
    r = run("--sandbox", "{ print; getline; print close(\"x\"), fflush() }", "in", cwd=tmp_path)
    assert r.code == 0 and r.text == "data\n-1 0\n"


# ---- Dumping variables ----


def dump(run, *args, stdin=""):
    r = run("--dump-variables=-", *args, stdin=stdin)
    assert r.code == 0 and r.err == ""
    return r.text


def test_dump_types(run):
    assert dump(run, "BEGIN { a = 1.5; b = \"s\"; c[1]; d; f = d }") == (
        "a: number 1.5\nb: string \"s\"\nc: array, 1 element\nd: uninitialized scalar\nf: uninitialized scalar\n")


def test_dump_sorted_bytes(run):
    assert dump(run, "BEGIN { b = 1; B = 2; a = 3 }") == "B: number 2\na: number 3\nb: number 1\n"


def test_dump_array_count(run):
    assert dump(run, "BEGIN { x[1]; x[2]; y[1]; delete y }") == "x: array, 2 elements\ny: array, 0 elements\n"


def test_dump_numeric_string(run):
    assert dump(run, "-v", "n=10", "BEGIN { }") == "n: numeric string \"10\"\n"


def test_dump_escapes(run):
    assert dump(run, "BEGIN { s = \"q\\\"b\\\\n\\n\\t\\001\" }") == "s: string \"q\\\"b\\\\n\\n\\t\\001\"\n"


def test_dump_ofmt_ignored(run):
    assert dump(run, "BEGIN { OFMT = \"%.2f\"; x = 3.14159 }") == "x: number 3.14159\n"


def test_dump_excludes_builtins(run):
    assert dump(run, "BEGIN { NR = 5; FS = \",\" }") == ""


def test_dump_after_output(run):
    r = run("--dump-variables=-", "BEGIN { v = 1; print \"out\"; exit 3 }")
    assert r.code == 3 and r.text == "out\nv: number 1\n"


def test_dump_default_file(run, tmp_path):
    r = run("--dump-variables", "BEGIN { z = \"q\" }", cwd=tmp_path)
    assert r.code == 0
    assert (tmp_path / "awkvars.out").read_text() == "z: string \"q\"\n"


def test_dump_not_after_fatal(run, tmp_path):
    r = run("--dump-variables", "BEGIN { z = 1 / 0 }", cwd=tmp_path)
    assert r.code == 2
    assert not (tmp_path / "awkvars.out").exists()


def test_dump_cannot_write(run, tmp_path):
    r = run("--dump-variables=nodir/f", "BEGIN { }", cwd=tmp_path)
    assert r.code == 2 and r.err == "awklet: can't write variables to nodir/f\n"


def test_dump_operand_assignment(run):
    assert dump(run, "{ }", "w=abc", stdin="") == "w: string \"abc\"\n"


def test_dump_integral_number(run):
    assert dump(run, "BEGIN { x = 2.0 * 3 }") == "x: number 6\n"
