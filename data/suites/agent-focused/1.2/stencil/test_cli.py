from conftest import ok


def test_version(r):
    assert r.run("--version") == (0, "stencil 1.2.0\n", "")


def test_help_first_line_and_precedence(r):
    rc, out, err = r.run("--version", "--help", "a", "b", "--data", "missing.json")
    assert rc == 0 and err == ""
    assert out.startswith("usage: stencil [OPTIONS] TEMPLATE\n")
    assert out.endswith("      --version             print the version and exit\n")


def test_unknown_option(r):
    assert r.run("--color=red", "t.txt") == (2, "", "stencil: unknown option: --color=red\n")


def test_grouped_short_option_unknown(r):
    assert r.run("-eu", "t.txt") == (2, "", "stencil: unknown option: -eu\n")


def test_flag_with_value(r):
    assert r.run("--strict=yes", "t.txt") == (2, "", "stencil: option --strict takes no value\n")


def test_missing_value(r):
    assert r.run("t.txt", "-d") == (2, "", "stencil: option -d requires a value\n")


def test_invalid_depth(r):
    assert r.run("--max-depth", "0", "t.txt") == (2, "", "stencil: invalid depth: 0\n")


def test_missing_template_argument(r):
    assert r.run("-D", "a=1") == (2, "", "stencil: missing template argument\n")


def test_usage_error_before_help(r):
    assert r.run("--help", "-u", "loose") == (2, "", "stencil: invalid undefined mode: loose\n")


def test_strict_conflict(r):
    r.write("t.txt", "x")
    assert r.run("--strict", "-u", "debug", "t.txt") == (
        2, "", "stencil: --strict conflicts with --undefined debug\n")


def test_define_string_and_json(r):
    ok(r.render("{{ n ~ 1 }}|{{ m + 1 }}|{{ s }}", "-D", "n=5", "-J", "m=5", "-D", "s=a=b"),
       "51|6|a=b")


def test_data_file_and_order(r):
    r.write("a.json", '{"x": "file", "y": [1, 2]}')
    ok(r.render("{{ x }} {{ y }}", "-d", "a.json", "-D", "x=def"), "def [1,2]")


def test_data_file_not_object(r):
    r.write("a.json", "[1]")
    assert r.run("-d", "a.json", "missing.txt") == (
        3, "", "stencil: a.json: data must be a JSON object\n")


def test_missing_data_before_template(r):
    assert r.run("-d", "nope.json", "missing.txt") == (3, "", "stencil: nope.json: cannot read file\n")


def test_missing_template(r):
    assert r.run("missing.txt") == (3, "", "stencil: missing.txt: cannot read template\n")


def test_output_file(r):
    r.write("t.txt", "hi {{ 1 + 1 }}\n")
    assert r.run("-o", "out.txt", "t.txt") == (0, "", "")
    assert (r.dir / "out.txt").read_text() == "hi 2\n"


def test_output_not_written_on_error(r):
    r.write("t.txt", "hi {{ 1/0 }}")
    rc, out, err = r.run("-o", "out.txt", "t.txt")
    assert (rc, out) == (1, "")
    assert err == "stencil: t.txt:1:8: division by zero\n"
    assert not (r.dir / "out.txt").exists()


def test_check_does_not_render(r):
    assert r.render("{{ 1/0 }}{% include 'nope' %}", "--check") == (0, "", "")


def test_check_reports_syntax_error(r):
    assert r.render("ab\n  {% break %}", "--check") == (
        1, "", "stencil: <stdin>:2:3: 'break' outside of a loop\n")
