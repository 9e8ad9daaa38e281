"""Invocation, options, usage errors, help and version."""
import pytest

from conftest import run, render, out, usage_error, TNAME

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


def ok(args, expected, files=None, stdin=None):
    r = run(args, files=files, stdin=stdin)
    assert r.err == "", r
    assert r.rc == 0, r
    assert r.out == expected, r
    return r


# ---------------------------------------------------------------- help/version

def test_help_long():
    ok(["--help"], HELP)


def test_help_short():
    ok(["-h"], HELP)


def test_version():
    ok(["--version"], "stencil 1.2.0\n")


def test_help_with_operands():
    ok(["--help", "a", "b", "c"], HELP)


def test_help_precedes_version():
    ok(["--version", "--help"], HELP)


def test_help_precedes_version_other_order():
    ok(["-h", "--version"], HELP)


def test_version_with_two_operands():
    ok(["--version", "a", "b"], "stencil 1.2.0\n")


def test_help_does_not_read_missing_data():
    ok(["--help", "--data", "missing.json"], HELP)


def test_version_does_not_read_template():
    ok(["--version", "missing.txt"], "stencil 1.2.0\n")


def test_help_not_acted_on_with_unknown_option():
    usage_error(["--help", "--bogus"], "unknown option: --bogus")


def test_version_not_acted_on_with_invalid_mode():
    usage_error(["--version", "-u", "bad"], "invalid undefined mode: bad")


def test_help_not_acted_on_with_invalid_depth():
    usage_error(["--max-depth", "0", "-h"], "invalid depth: 0")


def test_help_ignores_missing_template_check():
    # 'too many arguments' is not a first-group error
    ok(["x", "y", "--help"], HELP)


# ---------------------------------------------------------------- unknown options

@pytest.mark.parametrize("arg", ["-x", "--bogus", "-eu", "-dvars.json", "--color=red", "--Strict", "---", "-E"])
def test_unknown_option(arg):
    usage_error([arg, TNAME], "unknown option: " + arg, files={TNAME: "x"})


@pytest.mark.parametrize("opt", ["--strict", "--autoescape", "--trim-blocks", "--lstrip-blocks", "--check", "--help", "--version"])
def test_flag_with_value(opt):
    usage_error([opt + "=yes", TNAME], "option %s takes no value" % opt, files={TNAME: "x"})


@pytest.mark.parametrize("opt", ["-d", "--data", "-D", "--define", "-J", "--define-json", "-I", "--include-path",
                                 "-o", "--output", "-u", "--undefined", "--max-depth", "--escape-mode",
                                 "--line-statement-prefix", "--line-comment-prefix"])
def test_missing_value(opt):
    usage_error([TNAME, opt], "option %s requires a value" % opt, files={TNAME: "x"})


@pytest.mark.parametrize("val", ["1x=5", "novalue", "=5", "a-b=1", "a.b=1", " a=1", "é=1"])
def test_invalid_definition_D(val):
    usage_error(["-D", val, TNAME], "invalid definition: " + val, files={TNAME: "x"})


@pytest.mark.parametrize("val", ["1x=5", "novalue", "=[1]"])
def test_invalid_definition_J(val):
    usage_error(["-J", val, TNAME], "invalid definition: " + val, files={TNAME: "x"})


@pytest.mark.parametrize("val", ["x={bad}", "x=", "x=[1,]", "x='a'", "x=01", "x=tru", "x=[1] [2]", "x={\"a\" 1}"])
def test_invalid_json_definition(val):
    usage_error(["-J", val, TNAME], "invalid JSON in definition: " + val, files={TNAME: "x"})


@pytest.mark.parametrize("val", ["LENIENT", "Strict", "loose", "", " strict"])
def test_invalid_undefined_mode(val):
    usage_error(["-u", val, TNAME], "invalid undefined mode: " + val, files={TNAME: "x"})


def test_invalid_undefined_mode_long_eq():
    usage_error(["--undefined=nope", TNAME], "invalid undefined mode: nope", files={TNAME: "x"})


@pytest.mark.parametrize("val", ["0", "1001", "-1", "+5", " 5", "5 ", "abc", "5.0", "1e2", "0x10", "99999999999999999999"])
def test_invalid_depth(val):
    usage_error(["--max-depth", val, TNAME], "invalid depth: " + val, files={TNAME: "x"})


@pytest.mark.parametrize("val", ["1", "1000", "0064", "64"])
def test_valid_depth(val):
    ok(["--max-depth", val, TNAME], "x", files={TNAME: "x"})


@pytest.mark.parametrize("val", ["HTML", "Xml", "js", "sh", "latex"])
def test_invalid_escape_mode(val):
    usage_error(["--escape-mode", val, TNAME], "invalid escape mode: " + val, files={TNAME: "x"})


@pytest.mark.parametrize("val", ["html", "xml", "json", "shell"])
def test_valid_escape_mode(val):
    ok(["--escape-mode", val, TNAME], "x", files={TNAME: "x"})


@pytest.mark.parametrize("opt", ["--line-statement-prefix", "--line-comment-prefix"])
def test_empty_prefix_separate(opt):
    usage_error([opt, "", TNAME], "option %s requires a non-empty value" % opt, files={TNAME: "x"})


@pytest.mark.parametrize("opt", ["--line-statement-prefix", "--line-comment-prefix"])
def test_empty_prefix_with_equals(opt):
    usage_error([opt + "=", TNAME], "option %s requires a non-empty value" % opt, files={TNAME: "x"})


# ---------------------------------------------------------------- ordering of usage errors

def test_first_problem_left_to_right_unknown_first():
    usage_error(["-x", "-u", "bad", TNAME], "unknown option: -x", files={TNAME: "x"})


def test_first_problem_left_to_right_mode_first():
    usage_error(["-u", "bad", "-x", TNAME], "invalid undefined mode: bad", files={TNAME: "x"})


def test_first_problem_definition_before_depth():
    usage_error(["-D", "9=1", "--max-depth", "0", TNAME], "invalid definition: 9=1", files={TNAME: "x"})


def test_usage_error_before_missing_data_file():
    usage_error(["-d", "missing.json", "-x", TNAME], "unknown option: -x", files={TNAME: "x"})


def test_usage_error_before_missing_template():
    usage_error(["-q", "missing.txt"], "unknown option: -q")


def test_missing_template_argument():
    usage_error([], "missing template argument")


def test_missing_template_argument_with_options():
    usage_error(["-e", "-D", "a=1"], "missing template argument")


def test_too_many_arguments():
    usage_error(["a.txt", "b.txt"], "too many arguments", files={"a.txt": "a", "b.txt": "b"})


def test_unknown_option_reported_over_too_many():
    usage_error(["a", "b", "--nope"], "unknown option: --nope")


def test_missing_value_reported_over_missing_template():
    usage_error(["-o"], "option -o requires a value")


def test_stdin_twice_template_and_data():
    usage_error(["-d", "-", "-"], "standard input can be read only once", stdin="{}")


def test_stdin_twice_template_first():
    usage_error(["-", "-d", "-"], "standard input can be read only once", stdin="{}")


def test_stdin_twice_data_twice():
    usage_error(["-d", "-", "-d", "-", TNAME], "standard input can be read only once", files={TNAME: "x"}, stdin="{}")


def test_too_many_before_stdin_twice():
    usage_error(["-", "-", "-d", "-"], "too many arguments")


def test_strict_conflicts_with_undefined():
    usage_error(["--strict", "-u", "debug", TNAME], "--strict conflicts with --undefined debug", files={TNAME: "x"})


def test_strict_conflicts_uses_last_value():
    usage_error(["-u", "strict", "--strict", "-u", "lenient", TNAME], "--strict conflicts with --undefined lenient",
                files={TNAME: "x"})


def test_strict_no_conflict_when_last_is_strict():
    r = render("{{ x }}", "-u", "debug", "--strict", "-u", "strict")
    assert r.rc == 1
    assert r.err == "stencil: t.txt:1:4: 'x' is undefined\n"


def test_missing_template_before_conflict():
    usage_error(["--strict", "-u", "debug"], "missing template argument")


def test_stdin_twice_before_conflict():
    usage_error(["--strict", "-u", "debug", "-", "-d", "-"], "standard input can be read only once")


# ---------------------------------------------------------------- option syntax

def test_double_dash_ends_options():
    ok(["--", "-t.txt"], "dash", files={"-t.txt": "dash"})


def test_double_dash_then_option_like_operand_too_many():
    usage_error(["--", "-e", "t.txt"], "too many arguments", files={TNAME: "x"})


def test_options_after_operand():
    ok([TNAME, "-D", "a=1"], "1", files={TNAME: "{{ a }}"})


def test_lone_dash_is_operand_stdin():
    ok(["-"], "from stdin 3", stdin="from stdin {{ 1 + 2 }}")


def test_output_value_looks_like_option():
    r = run(["-o", "--strict", TNAME], files={TNAME: "hi {{ x }}"})
    assert r.rc == 0 and r.out == "" and r.err == "", r
    assert r.files["--strict"] == b"hi "


def test_define_value_looks_like_option():
    ok(["-D", "a=--help", TNAME], "--help", files={TNAME: "{{ a }}"})


def test_data_value_long_with_equals():
    ok(["--data=vars.json", TNAME], "7", files={TNAME: "{{ a }}", "vars.json": '{"a": 7}'})


def test_define_long_with_equals():
    ok(["--define=x=1=2", TNAME], "1=2", files={TNAME: "{{ x }}"})


def test_define_json_long_with_equals():
    ok(["--define-json=x=[1,2]", TNAME], "2", files={TNAME: "{{ x[1] }}"})


def test_undefined_long_with_equals():
    ok(["--undefined=debug", TNAME], "{{ y }}", files={TNAME: "{{ y }}"})


def test_output_long_with_equals():
    r = run(["--output=o.txt", TNAME], files={TNAME: "z"})
    assert r.rc == 0 and r.out == "", r
    assert r.files["o.txt"] == b"z"


def test_repeated_flag():
    ok(["-e", "-e", "--autoescape", TNAME], "&lt;", files={TNAME: "{{ '<' }}"})


def test_last_output_used():
    r = run(["-o", "a.txt", "-o", "b.txt", TNAME], files={TNAME: "z"})
    assert r.rc == 0
    assert "a.txt" not in r.files
    assert r.files["b.txt"] == b"z"


def test_last_undefined_mode_used():
    ok(["-u", "debug", "-u", "lenient", TNAME], "[]", files={TNAME: "[{{ y }}]"})


def test_last_escape_mode_used():
    ok(["-e", "--escape-mode", "shell", "--escape-mode", "xml", TNAME], "&apos;", files={TNAME: "{{ \"'\" }}"})


def test_last_max_depth_used():
    tpl = "{% macro m(n) %}{% if n > 0 %}{{ m(n - 1) }}{% endif %}x{% endmacro %}{{ m(3) }}"
    ok(["--max-depth", "1", "--max-depth", "10", TNAME], "xxxx", files={TNAME: tpl})


def test_defines_accumulate_in_order():
    ok(["-D", "a=1", "-D", "b=2", "-D", "a=3", TNAME], "32", files={TNAME: "{{ a }}{{ b }}"})


def test_strict_flag_alone():
    r = render("{{ nope }}", "--strict")
    assert r.rc == 1
    assert r.err == "stencil: t.txt:1:4: 'nope' is undefined\n"


def test_usage_error_no_stdout_and_status():
    r = run(["--nope"])
    assert r.rc == 2 and r.out == ""
