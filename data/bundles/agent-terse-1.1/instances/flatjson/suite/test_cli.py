"""Options, operands, files and exit status."""
import os

import pytest

from conftest import ok, lines, fail

DOC = b'{"b":1,"a":2}'
SORTED = lines("json = {};", "json.a = 2;", "json.b = 1;")


def test_stdin_default(run):
    assert ok(run, stdin=DOC) == SORTED


def test_dash_is_stdin(run):
    assert ok(run, "-", stdin=DOC) == SORTED


def test_file_operand(run):
    run.file("in.json", DOC)
    assert ok(run, "in.json") == SORTED


def test_file_operand_stdin_ignored(run):
    run.file("in.json", b"[1]")
    assert ok(run, "in.json", stdin=DOC) == lines("json = [];", "json[0] = 1;")


def test_option_after_file(run):
    run.file("in.json", DOC)
    assert ok(run, "in.json", "--no-sort") == lines("json = {};", "json.b = 1;", "json.a = 2;")


def test_option_repeated(run):
    assert ok(run, "--no-sort", "--no-sort", stdin=DOC) == lines("json = {};", "json.b = 1;", "json.a = 2;")


def test_ungron_repeated(run):
    assert ok(run, "-u", "--ungron", stdin=b"json = 1;\n") == "1\n"


def test_ungron_file(run):
    run.file("s.txt", b"json.x = true;\n")
    assert ok(run, "--ungron", "s.txt") == '{\n  "x": true\n}\n'


def test_double_dash_file_named_like_option(run):
    run.file("-v", b"[true]")
    assert ok(run, "--", "-v") == lines("json = [];", "json[0] = true;")


def test_double_dash_then_dash(run):
    assert ok(run, "--", "-", stdin=b"5") == "json = 5;\n"


def test_double_dash_with_option_before(run):
    run.file("-u", b'["x"]')
    assert ok(run, "-v", "--", "-u") == "x\n"


def test_input_utf8_file(run):
    run.file("u.json", '{"clé":"välue"}'.encode())
    assert ok(run, "u.json") == lines("json = {};", 'json["clé"] = "välue";')


def test_large_document(run):
    doc = "[" + ",".join('{"i":%d}' % i for i in range(500)) + "]"
    out = ok(run, stdin=doc.encode())
    assert out.count("\n") == 1 + 500 * 2
    assert out.endswith("json[499] = {};\njson[499].i = 499;\n")


def test_deep_nesting(run):
    doc = "[" * 50 + "1" + "]" * 50
    out = ok(run, stdin=doc.encode())
    assert out.splitlines()[-1] == "json" + "[0]" * 50 + " = 1;"
    assert len(out.splitlines()) == 51


# --------------------------------------------------------------- file errors


def test_missing_file(run):
    fail(run, ["nope.json"], "nope.json: No such file or directory", 1)


def test_missing_file_ungron(run):
    fail(run, ["-u", "nope.txt"], "nope.txt: No such file or directory", 1)


def test_missing_file_name_as_given(run):
    fail(run, ["./sub/../x.json"], "./sub/../x.json: No such file or directory", 1)


def test_directory(run):
    run.mkdir("d")
    fail(run, ["d"], "d: Is a directory", 1)


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0,
                    reason="root can read everything")
def test_permission_denied(run):
    run.file("secret.json", b"1")
    os.chmod(run.dir / "secret.json", 0)
    fail(run, ["secret.json"], "secret.json: Permission denied", 1)


# --------------------------------------------------------------- usage errors


@pytest.mark.parametrize("arg", ["-x", "-uv", "--sort", "--values=1", "-V", "--ungron=1", "-nosort", "---"])
def test_unknown_option(run, arg):
    fail(run, [arg], "unknown option: " + arg, 2, stdin=b"1")


def test_too_many_arguments(run):
    run.file("a", b"1")
    run.file("b", b"2")
    fail(run, ["a", "b"], "too many arguments", 2)


def test_too_many_arguments_missing_files(run):
    fail(run, ["a", "b"], "too many arguments", 2)


def test_too_many_arguments_dash(run):
    run.file("a", b"1")
    fail(run, ["-", "a"], "too many arguments", 2, stdin=b"1")


def test_too_many_after_double_dash(run):
    fail(run, ["--", "a", "b"], "too many arguments", 2)


def test_too_many_around_double_dash(run):
    fail(run, ["a", "--", "b"], "too many arguments", 2)


def test_values_with_ungron(run):
    fail(run, ["--values", "--ungron"], "--values cannot be combined with --ungron", 2, stdin=b"json = 1;\n")


def test_values_with_ungron_short(run):
    fail(run, ["-u", "-v"], "--values cannot be combined with --ungron", 2, stdin=b"1")


def test_unknown_option_before_too_many(run):
    fail(run, ["a", "b", "-x"], "unknown option: -x", 2)


def test_unknown_option_before_values_ungron(run):
    fail(run, ["-u", "-v", "--bogus"], "unknown option: --bogus", 2)


def test_first_unknown_option_reported(run):
    fail(run, ["-a", "-b"], "unknown option: -a", 2)


def test_unknown_option_with_file(run):
    run.file("in.json", b"1")
    fail(run, ["in.json", "-q"], "unknown option: -q", 2)


def test_usage_error_no_file_error(run):
    fail(run, ["-u", "-v", "missing.json"], "--values cannot be combined with --ungron", 2)


def test_option_like_after_double_dash_not_unknown(run):
    # after --, "-x" is the file operand; it does not exist
    fail(run, ["--", "-x"], "-x: No such file or directory", 1)


def test_exit_zero_on_success(run):
    r = run(stdin=b"[]")
    assert r.code == 0
    assert r.out == "json = [];\n"
    assert r.err == ""
