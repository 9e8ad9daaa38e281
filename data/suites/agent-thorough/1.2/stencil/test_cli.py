"""Invocation, options, usage errors, help and version."""
import pytest

HELP = "usage: stencil [OPTIONS] TEMPLATE\nRender TEMPLATE (a file name, or - for standard input) with the given data.\n\noptions:\n  -d, --data FILE           read variables from the JSON object in FILE (repeatable)\n  -D, --define NAME=VALUE   set variable NAME to the string VALUE (repeatable)\n  -J, --define-json NAME=JSON\n                            set variable NAME to the JSON value JSON (repeatable)\n  -I, --include-path DIR    search DIR for included and extended templates (repeatable)\n  -o, --output FILE         write the result to FILE instead of standard output\n  -u, --undefined MODE      undefined variables: lenient (default), strict or debug\n      --max-depth N         allow N nested macro calls, includes and imports (default 64)\n      --line-statement-prefix P\n                            lines starting with P are statements\n      --line-comment-prefix P\n                            lines starting with P are comments\n      --strict              the same as --undefined strict\n  -e, --autoescape          escape output for HTML\n      --escape-mode MODE    how autoescaping escapes: html (default), xml, json or shell\n      --trim-blocks         remove the first newline after a block tag\n      --lstrip-blocks       strip spaces and tabs before a block tag at the start of a line\n      --check               only check the template's syntax; write nothing\n  -h, --help                print this help and exit\n      --version             print the version and exit\n"

VERSION = "stencil 1.2.0\n"


def usage(st, args, message, stdin=None):
    r = st.run(*args, stdin=stdin)
    assert (r.err, r.rc, r.out) == ("stencil: " + message + "\n", 2, "")
    return r


# ---------------------------------------------------------------- help/version

@pytest.mark.parametrize("args", [
    ["-h"],
    ["--help"],
    ["--help", "a", "b", "c"],
    ["--version", "--help"],
    ["--help", "--version"],
    ["--help", "--data", "missing.json"],
    ["-d", "missing.json", "-h", "nope.txt"],
    ["-h", "-u", "debug", "--strict"],
    ["-h", "-"],
])
def test_help(st, args):
    r = st.run(*args)
    assert (r.err, r.rc, r.out) == ("", 0, HELP)


@pytest.mark.parametrize("args", [
    ["--version"],
    ["--version", "a", "b"],
    ["--version", "-d", "missing.json", "missing.txt"],
    ["--version", "--version"],
])
def test_version(st, args):
    r = st.run(*args)
    assert (r.err, r.rc, r.out) == ("", 0, VERSION)


def test_help_does_not_read_stdin_template(st):
    r = st.run("--help", "-", stdin="{{ 1/0 }}")
    assert (r.err, r.rc, r.out) == ("", 0, HELP)


@pytest.mark.parametrize("args,message", [
    (["--help", "--bogus"], "unknown option: --bogus"),
    (["--bogus", "--help"], "unknown option: --bogus"),
    (["--version", "-u", "bad"], "invalid undefined mode: bad"),
    (["--help", "-d"], "option -d requires a value"),
    (["--help=yes"], "option --help takes no value"),
    (["--version=1"], "option --version takes no value"),
    (["--help", "-D", "novalue"], "invalid definition: novalue"),
    (["--help", "--max-depth", "0"], "invalid depth: 0"),
    (["--version", "--escape-mode", "HTML"], "invalid escape mode: HTML"),
    (["--help", "-J", "x=["], "invalid JSON in definition: x=["),
    (["--help", "--line-comment-prefix="], "option --line-comment-prefix requires a non-empty value"),
])
def test_help_version_not_acted_on_after_usage_error(st, args, message):
    usage(st, args, message)


# ---------------------------------------------------------------- unknown options

@pytest.mark.parametrize("arg", [
    "-x", "--bogus", "--color=red", "-eu", "-dvars.json", "--Strict", "---",
    "-E", "--data-file", "--autoescapes", "-oout.txt",
])
def test_unknown_option(st, arg):
    st.write("t.txt", "x")
    usage(st, ["t.txt", arg], "unknown option: " + arg)


def test_unknown_option_before_template(st):
    st.write("t.txt", "x")
    usage(st, ["-q", "t.txt"], "unknown option: -q")


@pytest.mark.parametrize("arg,opt", [
    ("--strict=yes", "--strict"),
    ("--autoescape=1", "--autoescape"),
    ("--trim-blocks=", "--trim-blocks"),
    ("--lstrip-blocks=x", "--lstrip-blocks"),
    ("--check=true", "--check"),
])
def test_flag_with_value(st, arg, opt):
    st.write("t.txt", "x")
    usage(st, ["t.txt", arg], "option %s takes no value" % opt)


@pytest.mark.parametrize("opt", [
    "-d", "--data", "-D", "--define", "-J", "--define-json", "-I", "--include-path",
    "-o", "--output", "-u", "--undefined", "--max-depth", "--escape-mode",
    "--line-statement-prefix", "--line-comment-prefix",
])
def test_missing_value(st, opt):
    st.write("t.txt", "x")
    usage(st, ["t.txt", opt], "option %s requires a value" % opt)


# ---------------------------------------------------------------- definitions

@pytest.mark.parametrize("opt", ["-D", "--define", "-J", "--define-json"])
@pytest.mark.parametrize("value", ["foo", "1a=x", "=x", "a-b=1", "a b=1", "é=1", ""])
def test_invalid_definition(st, opt, value):
    st.write("t.txt", "x")
    usage(st, ["t.txt", opt, value], "invalid definition: " + value)


def test_invalid_definition_long_form_with_equals(st):
    st.write("t.txt", "x")
    usage(st, ["t.txt", "--define=novalue"], "invalid definition: novalue")


@pytest.mark.parametrize("value", ["x=", "x={bad}", "x=[1,", "x='a'", "x=nul", "x=1 2", "x={\"a\":1,}", "x=NaN"])
def test_invalid_json_definition(st, value):
    st.write("t.txt", "x")
    usage(st, ["t.txt", "-J", value], "invalid JSON in definition: " + value)


def test_invalid_json_definition_long(st):
    st.write("t.txt", "x")
    usage(st, ["t.txt", "--define-json", "a=tru"], "invalid JSON in definition: a=tru")


# ---------------------------------------------------------------- value checks

@pytest.mark.parametrize("value", ["LENIENT", "Strict", "loose", "", " debug"])
def test_invalid_undefined_mode(st, value):
    st.write("t.txt", "x")
    usage(st, ["t.txt", "-u", value], "invalid undefined mode: " + value)


def test_invalid_undefined_mode_long_equals(st):
    st.write("t.txt", "x")
    usage(st, ["t.txt", "--undefined=DEBUG"], "invalid undefined mode: DEBUG")


@pytest.mark.parametrize("value", ["0", "1001", "+5", "-1", " 5", "5 ", "abc", "1.5", "", "1e2", "0x10", "00000"])
def test_invalid_depth(st, value):
    st.write("t.txt", "x")
    usage(st, ["t.txt", "--max-depth", value], "invalid depth: " + value)


@pytest.mark.parametrize("value", ["1", "1000", "0010", "64"])
def test_valid_depth(st, value):
    st.ok("ok", "ok", "--max-depth", value)


def test_valid_depth_equals_form(st):
    st.ok("ok", "ok", "--max-depth=007")


@pytest.mark.parametrize("value", ["HTML", "Xml", "js", "", "sh", "none"])
def test_invalid_escape_mode(st, value):
    st.write("t.txt", "x")
    usage(st, ["t.txt", "--escape-mode", value], "invalid escape mode: " + value)


@pytest.mark.parametrize("args,message", [
    (["--line-statement-prefix="], "option --line-statement-prefix requires a non-empty value"),
    (["--line-statement-prefix", ""], "option --line-statement-prefix requires a non-empty value"),
    (["--line-comment-prefix="], "option --line-comment-prefix requires a non-empty value"),
    (["--line-comment-prefix", ""], "option --line-comment-prefix requires a non-empty value"),
])
def test_empty_prefix(st, args, message):
    st.write("t.txt", "x")
    usage(st, ["t.txt"] + args, message)


# ---------------------------------------------------------------- left to right

@pytest.mark.parametrize("args,message", [
    (["-x", "--strict=1"], "unknown option: -x"),
    (["--strict=1", "-x"], "option --strict takes no value"),
    (["-D", "bad", "-u", "bad"], "invalid definition: bad"),
    (["-u", "bad", "-D", "bad"], "invalid undefined mode: bad"),
    (["--max-depth", "0", "--escape-mode", "x"], "invalid depth: 0"),
    (["--escape-mode", "x", "--max-depth", "0"], "invalid escape mode: x"),
    (["-J", "a=[", "-Q"], "invalid JSON in definition: a=["),
    (["-Q", "-J", "a=["], "unknown option: -Q"),
    (["t.txt", "u.txt", "-Q"], "unknown option: -Q"),
    (["--strict", "-u", "lenient", "-Q"], "unknown option: -Q"),
    (["-u", "bad", "-d"], "invalid undefined mode: bad"),
])
def test_first_problem_reported(st, args, message):
    st.write("t.txt", "x")
    usage(st, args, message)


# ---------------------------------------------------------------- second group

def test_missing_template_argument(st):
    usage(st, [], "missing template argument")


def test_missing_template_argument_with_options(st):
    usage(st, ["-e", "-D", "a=1"], "missing template argument")


def test_too_many_arguments(st):
    st.write("a.txt", "a")
    st.write("b.txt", "b")
    usage(st, ["a.txt", "b.txt"], "too many arguments")


def test_too_many_arguments_missing_files(st):
    usage(st, ["nope1.txt", "nope2.txt", "nope3.txt"], "too many arguments")


def test_missing_template_before_conflict(st):
    usage(st, ["--strict", "-u", "debug"], "missing template argument")


def test_too_many_before_stdin_twice(st):
    usage(st, ["-", "-", "-d", "-"], "too many arguments")


def test_stdin_template_and_stdin_data(st):
    usage(st, ["-d", "-", "-"], "standard input can be read only once", stdin="{}")


def test_stdin_data_twice(st):
    st.write("t.txt", "x")
    usage(st, ["-d", "-", "-d", "-", "t.txt"], "standard input can be read only once", stdin="{}")


def test_stdin_twice_before_conflict(st):
    usage(st, ["-", "-d", "-", "--strict", "-u", "debug"], "standard input can be read only once")


@pytest.mark.parametrize("args,mode", [
    (["--strict", "-u", "lenient"], "lenient"),
    (["-u", "lenient", "--strict"], "lenient"),
    (["-u", "strict", "-u", "debug", "--strict"], "debug"),
    (["--undefined=debug", "--strict"], "debug"),
])
def test_strict_conflict(st, args, mode):
    st.write("t.txt", "x")
    usage(st, args + ["t.txt"], "--strict conflicts with --undefined " + mode)


def test_strict_conflict_not_reported_before_data_errors(st):
    # the conflict is a usage error: reported before a missing data file
    st.write("t.txt", "x")
    usage(st, ["-d", "missing.json", "--strict", "-u", "lenient", "t.txt"],
          "--strict conflicts with --undefined lenient")


@pytest.mark.parametrize("args", [
    ["--strict", "-u", "strict"],
    ["-u", "debug", "-u", "strict", "--strict"],
    ["--strict", "--strict"],
    ["-u", "strict", "--strict"],
])
def test_strict_no_conflict(st, args):
    st.error("{{ x }}", "t.txt:1:4: 'x' is undefined", *args)


def test_usage_error_reads_no_data(st):
    # a data file that is invalid is not reported, the usage error wins
    st.write("bad.json", "[")
    st.write("t.txt", "x")
    usage(st, ["-d", "bad.json", "t.txt", "--nope"], "unknown option: --nope")


def test_usage_error_before_missing_template(st):
    usage(st, ["missing.txt", "-u", "x"], "invalid undefined mode: x")


# ---------------------------------------------------------------- argument reading

def test_options_after_operand(st):
    st.write("t.txt", "{{ a }}")
    r = st.run("t.txt", "-D", "a=1")
    assert (r.err, r.rc, r.out) == ("", 0, "1")


def test_double_dash_makes_operand(st):
    st.write("-x.txt", "dash {{ a }}")
    r = st.run("-D", "a=1", "--", "-x.txt")
    assert (r.err, r.rc, r.out) == ("", 0, "dash 1")


def test_double_dash_then_option_like_operand_too_many(st):
    st.write("t.txt", "x")
    usage(st, ["t.txt", "--", "--strict"], "too many arguments")


def test_double_dash_alone_missing_template(st):
    usage(st, ["--"], "missing template argument")


def test_double_dash_dash_is_stdin(st):
    r = st.run("--", "-", stdin="in {{ 1 + 1 }}")
    assert (r.err, r.rc, r.out) == ("", 0, "in 2")


def test_lone_dash_reads_stdin(st):
    r = st.run("-", stdin="hello {{ 'w' }}")
    assert (r.err, r.rc, r.out) == ("", 0, "hello w")


def test_value_option_takes_dash_argument(st):
    # -o takes the next argument whatever it looks like
    st.write("t.txt", "content")
    r = st.run("-o", "--strict", "t.txt")
    assert (r.err, r.rc, r.out) == ("", 0, "")
    assert st.read("--strict") == "content"


def test_define_takes_option_like_value(st):
    st.write("t.txt", "[{{ a }}]")
    r = st.run("-D", "a=--help", "t.txt")
    assert (r.err, r.rc, r.out) == ("", 0, "[--help]")


def test_define_value_looking_like_option(st):
    # '-D' takes '--version' as its value, which is not a definition
    st.write("t.txt", "x")
    usage(st, ["-D", "--version", "t.txt"], "invalid definition: --version")


def test_long_option_equals_value(st):
    st.write("vars.json", '{"a": "from file"}')
    st.ok("{{ a }}", "from file", "--data=vars.json")


def test_long_option_separate_value(st):
    st.write("vars.json", '{"a": "f"}')
    st.ok("{{ a }}", "f", "--data", "vars.json")


def test_undefined_equals_debug(st):
    st.ok("{{ x }}", "{{ x }}", "--undefined=debug")


def test_define_long_equals(st):
    st.ok("{{ a }}", "b=c", "--define=a=b=c")


def test_define_json_long_equals(st):
    st.ok("{{ a[1] }}", "2", "--define-json=a=[1,2]")


def test_output_long_equals(st):
    st.write("t.txt", "x")
    r = st.run("--output=o.txt", "t.txt")
    assert (r.err, r.rc, r.out) == ("", 0, "")
    assert st.read("o.txt") == "x"


def test_include_path_long_equals(st):
    st.write("inc/a.txt", "A")
    st.ok('{% include "a.txt" %}', "A", "--include-path=inc")


def test_last_undefined_mode_wins(st):
    st.ok("[{{ x }}]", "[]", "-u", "strict", "-u", "lenient")


def test_last_undefined_mode_wins_debug(st):
    st.ok("[{{ x }}]", "[{{ x }}]", "-u", "lenient", "-u", "debug")


def test_last_output_wins(st):
    st.write("t.txt", "x")
    r = st.run("-o", "a.txt", "-o", "b.txt", "t.txt")
    assert (r.err, r.rc, r.out) == ("", 0, "")
    assert st.read("b.txt") == "x"
    assert not st.exists("a.txt")


def test_last_escape_mode_wins(st):
    st.ok("{{ '<' }}", "&lt;", "-e", "--escape-mode", "shell", "--escape-mode", "xml")


def test_last_max_depth_wins(st):
    t = '{% macro r(n) %}{% if n > 0 %}{{ r(n - 1) }}{% endif %}{% endmacro %}{{ r(2) }}'
    st.terr(t, 1, 35, "recursion limit exceeded", "--max-depth", "50", "--max-depth", "2")


def test_last_line_statement_prefix_wins(st):
    st.ok("% if true\nyes\n% endif\n# x\n", "yes\n# x\n",
          "--line-statement-prefix", "#", "--line-statement-prefix", "%")


def test_repeated_flag(st):
    st.ok("{{ '<' }}", "&lt;", "-e", "-e", "--autoescape")


def test_flags_anywhere(st):
    st.write("t.txt", "{{ '<' }}")
    r = st.run("t.txt", "--autoescape")
    assert (r.err, r.rc, r.out) == ("", 0, "&lt;")


def test_strict_flag(st):
    st.error("{{ y }}", "t.txt:1:4: 'y' is undefined", "--strict")


def test_u_strict(st):
    st.error("{{ y }}", "t.txt:1:4: 'y' is undefined", "-u", "strict")


def test_u_lenient_default(st):
    st.ok("a{{ y }}b", "ab", "-u", "lenient")
