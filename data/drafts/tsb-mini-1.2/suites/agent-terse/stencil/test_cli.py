import pytest

HELP = """usage: stencil [OPTIONS] TEMPLATE
Render TEMPLATE (a file name, or - for standard input) with the given data.

options:
  -d, --data FILE           read variables from the JSON object in FILE (repeatable)
  -D, --define NAME=VALUE   set variable NAME to the string VALUE (repeatable)
  -J, --define-json NAME=JSON
                            set variable NAME to the JSON value JSON (repeatable)
  -I, --include-path DIR    search DIR for included and extended templates (repeatable)
  -o, --output FILE         write the result to FILE instead of standard output
  -u, --undefined MODE      undefined variables: lenient (default), strict or debug
      --max-depth N         allow N nested macro calls, includes and imports (default 64)
      --line-statement-prefix P
                            lines starting with P are statements
      --line-comment-prefix P
                            lines starting with P are comments
      --strict              the same as --undefined strict
  -e, --autoescape          escape output for HTML
      --escape-mode MODE    how autoescaping escapes: html (default), xml, json or shell
      --trim-blocks         remove the first newline after a block tag
      --lstrip-blocks       strip spaces and tabs before a block tag at the start of a line
      --check               only check the template's syntax; write nothing
  -h, --help                print this help and exit
      --version             print the version and exit
"""


@pytest.mark.parametrize("args", [["--help"], ["-h"], ["--help", "a", "b", "c"],
                                  ["--version", "--help"], ["--help", "--data", "missing.json"]])
def test_help(st, args):
    r = st.run(args)
    assert (r.rc, r.out, r.err) == (0, HELP, "")


def test_version(st):
    r = st.run(["--version"])
    assert (r.rc, r.out, r.err) == (0, "stencil 1.2.0\n", "")


def test_version_with_missing_template(st):
    r = st.run(["--version", "nosuch.txt"])
    assert (r.rc, r.out, r.err) == (0, "stencil 1.2.0\n", "")


def test_help_blocked_by_usage_error(st):
    r = st.run(["--help", "--bogus"])
    assert (r.rc, r.out, r.err) == (2, "", "stencil: unknown option: --bogus\n")


def test_help_after_usage_error(st):
    r = st.run(["-u", "loose", "--help"])
    assert (r.rc, r.out, r.err) == (2, "", "stencil: invalid undefined mode: loose\n")


@pytest.mark.parametrize("args,msg", [
    (["--bogus", "t"], "unknown option: --bogus"),
    (["-eu", "t"], "unknown option: -eu"),
    (["--color=red", "t"], "unknown option: --color=red"),
    (["-dvars.json", "t"], "unknown option: -dvars.json"),
    (["-x"], "unknown option: -x"),
    (["--strict=yes", "t"], "option --strict takes no value"),
    (["--autoescape=1", "t"], "option --autoescape takes no value"),
    (["--check=", "t"], "option --check takes no value"),
    (["t", "-d"], "option -d requires a value"),
    (["t", "--data"], "option --data requires a value"),
    (["t", "-o"], "option -o requires a value"),
    (["t", "--max-depth"], "option --max-depth requires a value"),
    (["t", "-J"], "option -J requires a value"),
    (["-D", "novalue", "t"], "invalid definition: novalue"),
    (["-D", "1a=b", "t"], "invalid definition: 1a=b"),
    (["-D", "=b", "t"], "invalid definition: =b"),
    (["-D", "a-b=c", "t"], "invalid definition: a-b=c"),
    (["-J", "x", "t"], "invalid definition: x"),
    (["-J", "x=", "t"], "invalid JSON in definition: x="),
    (["-J", "x={a:1}", "t"], "invalid JSON in definition: x={a:1}"),
    (["-J", "x=[1,]", "t"], "invalid JSON in definition: x=[1,]"),
    (["-u", "Strict", "t"], "invalid undefined mode: Strict"),
    (["--undefined=", "t"], "invalid undefined mode: "),
    (["--max-depth", "0", "t"], "invalid depth: 0"),
    (["--max-depth", "1001", "t"], "invalid depth: 1001"),
    (["--max-depth", "+5", "t"], "invalid depth: +5"),
    (["--max-depth", "5.0", "t"], "invalid depth: 5.0"),
    (["--max-depth", " 5", "t"], "invalid depth:  5"),
    (["--max-depth=", "t"], "invalid depth: "),
    (["--escape-mode", "HTML", "t"], "invalid escape mode: HTML"),
    (["--escape-mode", "url", "t"], "invalid escape mode: url"),
    (["--line-statement-prefix", "", "t"], "option --line-statement-prefix requires a non-empty value"),
    (["--line-comment-prefix=", "t"], "option --line-comment-prefix requires a non-empty value"),
    ([], "missing template argument"),
    (["-e"], "missing template argument"),
    (["a", "b"], "too many arguments"),
    (["-", "-d", "-"], "standard input can be read only once"),
    (["-d", "-", "-d", "-", "t"], "standard input can be read only once"),
    (["--strict", "-u", "debug", "t"], "--strict conflicts with --undefined debug"),
    (["-u", "strict", "-u", "lenient", "--strict", "t"], "--strict conflicts with --undefined lenient"),
])
def test_usage_errors(st, args, msg):
    r = st.run(args)
    assert (r.rc, r.out, r.err) == (2, "", "stencil: " + msg + "\n")


def test_usage_first_problem_reported(st):
    r = st.run(["--max-depth", "0", "--bogus", "t"])
    assert (r.rc, r.err) == (2, "stencil: invalid depth: 0\n")


def test_usage_group1_before_missing_operand(st):
    r = st.run(["-u", "x"])
    assert (r.rc, r.err) == (2, "stencil: invalid undefined mode: x\n")


def test_too_many_before_stdin_twice(st):
    r = st.run(["-", "-", "-d", "-"])
    assert (r.rc, r.err) == (2, "stencil: too many arguments\n")


def test_usage_before_data_error(st):
    r = st.run(["-d", "missing.json", "--bogus", "t"])
    assert (r.rc, r.err) == (2, "stencil: unknown option: --bogus\n")


def test_strict_with_u_strict_ok(st):
    st.ok("a{{ 1 }}", "a1", "--strict", "-u", "strict")


def test_max_depth_leading_zeros(st):
    st.ok("x", "x", "--max-depth", "007")


def test_max_depth_1000(st):
    st.ok("x", "x", "--max-depth=1000")


def test_option_value_looks_like_option(st):
    r = st.render("hi", "-o", "--strict")
    assert (r.rc, r.out, r.err) == (0, "", "")
    assert (st.path / "--strict").read_text() == "hi"


def test_double_dash_operand(st):
    st.write("-x.txt", "dash")
    r = st.run(["--", "-x.txt"])
    assert (r.rc, r.out, r.err) == (0, "dash", "")


def test_options_after_operand(st):
    st.write("t.txt", "{{ a }}")
    r = st.run(["t.txt", "-D", "a=1"])
    assert (r.rc, r.out) == (0, "1")


def test_stdin_template(st):
    r = st.run(["-D", "a=b", "-"], stdin="x{{ a }}y\n")
    assert (r.rc, r.out, r.err) == (0, "xby\n", "")


def test_stdin_name_in_error(st):
    r = st.run(["-"], stdin="\n {{ 1/0 }}")
    assert (r.rc, r.out, r.err) == (1, "", "stencil: <stdin>:2:6: division by zero\n")


def test_template_name_as_given(st):
    st.write("dir/page.txt", "{{ 1/0 }}")
    r = st.run(["dir/page.txt"])
    assert (r.rc, r.err) == (1, "stencil: dir/page.txt:1:5: division by zero\n")


def test_missing_template(st):
    r = st.run(["nosuch.txt"])
    assert (r.rc, r.out, r.err) == (3, "", "stencil: nosuch.txt: cannot read template\n")


def test_template_is_directory(st):
    (st.path / "d").mkdir()
    r = st.run(["d"])
    assert (r.rc, r.out, r.err) == (3, "", "stencil: d: cannot read template\n")


def test_final_newline_and_cr_kept(st):
    st.ok("a\r\nb\n", "a\r\nb\n")


def test_bom_kept(st):
    st.ok("\ufeffx", "\ufeffx")


def test_invalid_utf8_replaced(st):
    r = st.render(b"a\xffb")
    assert r.rc == 0
    assert r.out == "a\ufffdb"


# ---- data files ----

def test_data_file(st):
    st.ok("{{ a }} {{ b.c }} {{ l[1] }}", "1 x 3", "-d", "d.json",
          files={"d.json": '{"a": 1, "b": {"c": "x"}, "l": [2, 3]}'})


def test_data_long_eq(st):
    st.ok("{{ a }}", "5", "--data=d.json", files={"d.json": '{"a": 5}'})


def test_data_stdin(st):
    st.write("t.txt", "{{ a }}")
    r = st.run(["-d", "-", "t.txt"], stdin='{"a": "in"}')
    assert (r.rc, r.out) == (0, "in")


def test_data_order_later_wins(st):
    st.ok("{{ a }}{{ b }}", "21", "-d", "1.json", "-d", "2.json",
          files={"1.json": '{"a": 1, "b": 1}', "2.json": '{"a": 2}'})


def test_define_after_data_wins(st):
    st.ok("{{ a }}", "z", "-d", "1.json", "-D", "a=z", files={"1.json": '{"a": 1}'})


def test_data_after_define_wins(st):
    st.ok("{{ a }}", "1", "-D", "a=z", "-d", "1.json", files={"1.json": '{"a": 1}'})


def test_data_duplicate_key(st):
    st.ok("{{ m }}", '{"a":3,"b":2}', "-d", "d.json",
          files={"d.json": '{"m": {"a": 1, "b": 2, "a": 3}}'})


def test_data_key_order(st):
    st.ok("{{ m }}", '{"2":4,"10":2,"b":1,"a":3}', "-d", "d.json",
          files={"d.json": '{"m": {"b": 1, "10": 2, "a": 3, "2": 4}}'})


def test_data_missing(st):
    st.write("t.txt", "x")
    r = st.run(["-d", "no.json", "t.txt"])
    assert (r.rc, r.out, r.err) == (3, "", "stencil: no.json: cannot read file\n")


def test_data_invalid_json(st):
    st.write("d.json", "{a}")
    st.write("t.txt", "x")
    r = st.run(["-d", "d.json", "t.txt"])
    assert (r.rc, r.out, r.err) == (3, "", "stencil: d.json: invalid JSON\n")


def test_data_empty_file(st):
    st.write("d.json", "")
    st.write("t.txt", "x")
    r = st.run(["-d", "d.json", "t.txt"])
    assert (r.rc, r.err) == (3, "stencil: d.json: invalid JSON\n")


def test_data_not_object(st):
    st.write("d.json", "[1]")
    st.write("t.txt", "x")
    r = st.run(["-d", "d.json", "t.txt"])
    assert (r.rc, r.err) == (3, "stencil: d.json: data must be a JSON object\n")


def test_data_stdin_not_object(st):
    st.write("t.txt", "x")
    r = st.run(["-d", "-", "t.txt"], stdin="5")
    assert (r.rc, r.err) == (3, "stencil: <stdin>: data must be a JSON object\n")


def test_data_first_failing_reported(st):
    st.write("bad.json", "nope")
    r = st.run(["-d", "bad.json", "-d", "no.json", "t.txt"])
    assert (r.rc, r.err) == (3, "stencil: bad.json: invalid JSON\n")


def test_data_error_before_template_missing(st):
    r = st.run(["-d", "no.json", "nosuch.txt"])
    assert (r.rc, r.err) == (3, "stencil: no.json: cannot read file\n")


def test_data_error_before_syntax_error(st):
    st.write("t.txt", "{% if %}")
    r = st.run(["-d", "no.json", "t.txt"])
    assert (r.rc, r.err) == (3, "stencil: no.json: cannot read file\n")


def test_data_directory(st):
    (st.path / "dd").mkdir()
    st.write("t.txt", "x")
    r = st.run(["-d", "dd", "t.txt"])
    assert (r.rc, r.err) == (3, "stencil: dd: cannot read file\n")


# ---- definitions ----

def test_define_string(st):
    st.ok("{{ n ~ 1 }}", "51", "-D", "n=5")


def test_define_string_not_number(st):
    st.fail("{{ n + 1 }}", "unsupported operand types for +: string and number", 1, 6, "-D", "n=5")


def test_define_with_equals(st):
    st.ok("[{{ a }}]", "[b=c]", "-D", "a=b=c")


def test_define_empty(st):
    st.ok("[{{ a }}]{{ a is defined }}", "[]true", "-D", "a=")


def test_define_long(st):
    st.ok("{{ a }}", "v", "--define", "a=v")


def test_define_long_eq(st):
    st.ok("{{ a }}", "v", "--define=a=v")


@pytest.mark.parametrize("val,out", [
    ("n=5", "6"), ("xs=[1,2]", "[1,2]|2"), ('m={"a":1}', "1"), ("z=null", "true"),
    ("n= 5 ", "6"),
])
def test_define_json(st, val, out):
    tpl = {"n=5": "{{ n + 1 }}", "n= 5 ": "{{ n + 1 }}", "xs=[1,2]": "{{ xs }}|{{ xs|length }}",
           'm={"a":1}': "{{ m.a }}", "z=null": "{{ z is defined }}"}[val]
    st.ok(tpl, out, "-J", val)


def test_define_json_long(st):
    st.ok("{{ x * 2 }}", "4", "--define-json=x=2")


def test_define_hides_range(st):
    st.fail("{{ range(2) }}", "'range' is not callable", 1, 9, "-D", "range=x")


def test_define_reserved_ignored(st):
    st.ok("{{ true }}", "true", "-D", "true=5")


def test_define_loop_outside_loop(st):
    st.ok("{{ loop }}", "L", "-D", "loop=L")


def test_define_null_hides_function(st):
    st.ok("[{{ range }}]{{ range is none }}", "[]true", "-J", "range=null")


# ---- output file ----

def test_output_file(st):
    r = st.render("out{{ 1 }}", "-o", "o.txt")
    assert (r.rc, r.out, r.err) == (0, "", "")
    assert (st.path / "o.txt").read_bytes() == b"out1"


def test_output_file_replaced(st):
    st.write("o.txt", "old content long")
    r = st.render("new", "--output", "o.txt")
    assert r.rc == 0
    assert (st.path / "o.txt").read_bytes() == b"new"


def test_output_last_wins(st):
    r = st.render("z", "-o", "a.txt", "-o", "b.txt")
    assert r.rc == 0
    assert (st.path / "b.txt").read_bytes() == b"z"
    assert not (st.path / "a.txt").exists()


def test_output_unwritable(st):
    r = st.render("x", "-o", "nodir/o.txt")
    assert (r.rc, r.out, r.err) == (3, "", "stencil: nodir/o.txt: cannot write output\n")


def test_output_not_written_on_error(st):
    st.write("o.txt", "keep")
    r = st.render("a{{ 1/0 }}", "-o", "o.txt")
    assert r.rc == 1
    assert (st.path / "o.txt").read_bytes() == b"keep"


def test_output_not_created_on_error(st):
    r = st.render("a{{ 1/0 }}", "-o", "o.txt")
    assert r.rc == 1
    assert not (st.path / "o.txt").exists()


def test_template_error_before_output_error(st):
    r = st.render("{{ 1/0 }}", "-o", "nodir/o.txt")
    assert (r.rc, r.err) == (1, "stencil: t.txt:1:5: division by zero\n")


def test_no_partial_output(st):
    r = st.render("lots of text\n{{ 1/0 }}")
    assert (r.rc, r.out) == (1, "")


# ---- check ----

def test_check_ok(st):
    r = st.render("{{ 1/0 }}{{ x.y }}{% include 'missing' %}", "--check", "--strict")
    assert (r.rc, r.out, r.err) == (0, "", "")


def test_check_syntax_error(st):
    st.fail("ab\n{% if %}", "unexpected end of tag", 2, 7, "--check")


def test_check_unknown_filter(st):
    st.fail("{% if false %}{{ 1|nofilter }}{% endif %}", "unknown filter 'nofilter'", 1, 20, "--check")


def test_check_writes_no_output_file(st):
    r = st.render("x", "--check", "-o", "o.txt")
    assert (r.rc, r.out) == (0, "")
    assert not (st.path / "o.txt").exists()


def test_check_no_output_error(st):
    r = st.render("x", "--check", "-o", "nodir/o.txt")
    assert (r.rc, r.out, r.err) == (0, "", "")


def test_check_empty_template(st):
    r = st.render("", "--check")
    assert (r.rc, r.out, r.err) == (0, "", "")


def test_check_data_error(st):
    r = st.render("x", "--check", "-d", "no.json")
    assert (r.rc, r.err) == (3, "stencil: no.json: cannot read file\n")


def test_check_break_outside_loop(st):
    st.fail("{% break %}", "'break' outside of a loop", 1, 1, "--check")


def test_empty_template(st):
    st.ok("", "")
