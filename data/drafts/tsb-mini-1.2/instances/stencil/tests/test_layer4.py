"""Reference tests: include with assignments, line filters."""
from helpers import fails, ok


def test_include_with_assignments(run, tmp_path):
    (tmp_path / "w.txt").write_text("{{ a }}-{{ b }}-{{ name }}")
    ok(run("-D", "name=G", "-", stdin="{% set name = 'L' %}{% include 'w.txt' with a=1, b=a+1 %}", cwd=tmp_path), "1-2-L")


def test_include_with_assignments_do_not_remain(run, tmp_path):
    (tmp_path / "w.txt").write_text("{{ a }}")
    ok(run("-", stdin="{% include 'w.txt' with a=5 %}[{{ a }}]", cwd=tmp_path), "5[]")


def test_include_ignore_missing_with_assignments(run, tmp_path):
    ok(run("-", stdin="{% include 'nope' ignore missing with a=1/0 %}ok", cwd=tmp_path), "ok")


def test_include_with_context_keyword(run, tmp_path):
    (tmp_path / "w.txt").write_text("{{ context }}")
    ok(run("-", stdin="{% set context = 'c' %}{% include 'w.txt' with context %}", cwd=tmp_path), "c")


def test_include_with_bad_assignment(run, tmp_path):
    fails(run("-", stdin="{% include 'w.txt' with a %}", cwd=tmp_path), 1, "<stdin>:1:27: unexpected end of tag")


def test_lines(render):
    ok(render("{{ 'a\\nb\\r\\nc\\n'|lines }} {{ ''|lines }} {{ '\\n'|lines }}"), '["a","b","c"] [] [""]')


def test_dedent(render):
    ok(render("{{ '  a\\n    b\\n\\n  c'|dedent }}"), "a\n  b\n\nc")


def test_dedent_mixed_blanks_unchanged(render):
    ok(render("{{ ' x\\n\\ty'|dedent }}"), " x\n\ty")


def test_dedent_blank_lines_lose_prefix(render):
    ok(render("{{ '    a\\n      \\n    b'|dedent }}|"), "a\n  \nb|")


def test_safe_kept_by_list_item(render):
    ok(render("{{ ['<'|safe]|last }}{{ x|default('<'|safe) }}{{ ['<'|safe][0] }}", "-e"), "<<<")


def test_character_of_safe_string_not_safe(render):
    ok(render("{{ ('<'|safe)|first }}{{ ('<'|safe)[0] }}", "-e"), "&lt;&lt;")


HELP = (
    'usage: stencil [OPTIONS] TEMPLATE\n'
    'Render TEMPLATE (a file name, or - for standard input) with the given data.\n'
    '\n'
    'options:\n'
    '  -d, --data FILE           read variables from the JSON object in FILE (repeatable)\n'
    '  -D, --define NAME=VALUE   set variable NAME to the string VALUE (repeatable)\n'
    '  -J, --define-json NAME=JSON\n'
    '                            set variable NAME to the JSON value JSON (repeatable)\n'
    '  -I, --include-path DIR    search DIR for included and extended templates (repeatable)\n'
    '  -o, --output FILE         write the result to FILE instead of standard output\n'
    '  -u, --undefined MODE      undefined variables: lenient (default), strict or debug\n'
    '      --max-depth N         allow N nested macro calls, includes and imports (default 64)\n'
    '      --line-statement-prefix P\n'
    '                            lines starting with P are statements\n'
    '      --line-comment-prefix P\n'
    '                            lines starting with P are comments\n'
    '      --strict              the same as --undefined strict\n'
    '  -e, --autoescape          escape output for HTML\n'
    '      --escape-mode MODE    how autoescaping escapes: html (default), xml, json or shell\n'
    '      --trim-blocks         remove the first newline after a block tag\n'
    '      --lstrip-blocks       strip spaces and tabs before a block tag at the start of a line\n'
    "      --check               only check the template's syntax; write nothing\n"
    '  -h, --help                print this help and exit\n'
    '      --version             print the version and exit\n'
)


def test_help_text_exact(run):
    ok(run("--help"), HELP)
