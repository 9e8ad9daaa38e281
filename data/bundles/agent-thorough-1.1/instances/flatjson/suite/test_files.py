import os

import pytest

from conftest import run, ok, fail


def test_read_file(tmp_path):
    (tmp_path / "d.json").write_text('{"b":[1],"a":"x"}', encoding="utf-8")
    ok(run(["d.json"], cwd=tmp_path), 'json = {};\njson.a = "x";\njson.b = [];\njson.b[0] = 1;\n')


def test_read_file_absolute_path(tmp_path):
    p = tmp_path / "d.json"
    p.write_text("[null]", encoding="utf-8")
    ok(run([str(p)]), "json = [];\njson[0] = null;\n")


def test_file_takes_precedence_over_stdin(tmp_path):
    (tmp_path / "d.json").write_text("1", encoding="utf-8")
    ok(run(["d.json"], "2", cwd=tmp_path), "json = 1;\n")


def test_options_after_file(tmp_path):
    (tmp_path / "d.json").write_text('{"b":1,"a":2}', encoding="utf-8")
    ok(run(["d.json", "--no-sort"], cwd=tmp_path), "json = {};\njson.b = 1;\njson.a = 2;\n")


def test_options_around_file(tmp_path):
    (tmp_path / "d.json").write_text('{"b":1,"a":[2,3]}', encoding="utf-8")
    ok(run(["--no-sort", "d.json", "-v"], cwd=tmp_path), "1\n2\n3\n")


def test_file_with_utf8(tmp_path):
    (tmp_path / "d.json").write_bytes('{"\u00e9":"\U0001F600"}'.encode("utf-8"))
    ok(run(["d.json"], cwd=tmp_path), 'json = {};\njson["\u00e9"] = "\U0001F600";\n')


def test_file_name_with_spaces(tmp_path):
    (tmp_path / "my file.json").write_text("true", encoding="utf-8")
    ok(run(["my file.json"], cwd=tmp_path), "json = true;\n")


def test_missing_file(tmp_path):
    fail(run(["missing.json"], "[1]", cwd=tmp_path), "flatjson: missing.json: No such file or directory\n")


def test_missing_file_path_as_given(tmp_path):
    fail(
        run(["./sub/../nope.json"], cwd=tmp_path),
        "flatjson: ./sub/../nope.json: No such file or directory\n",
    )


def test_missing_file_in_missing_dir(tmp_path):
    fail(run(["nodir/x.json"], cwd=tmp_path), "flatjson: nodir/x.json: No such file or directory\n")


def test_missing_file_ungron(tmp_path):
    fail(run(["-u", "missing.gron"], cwd=tmp_path), "flatjson: missing.gron: No such file or directory\n")


def test_missing_file_values(tmp_path):
    fail(run(["missing.json", "--values"], cwd=tmp_path), "flatjson: missing.json: No such file or directory\n")


def test_missing_file_absolute(tmp_path):
    p = str(tmp_path / "gone.json")
    fail(run([p]), "flatjson: %s: No such file or directory\n" % p)


def test_directory(tmp_path):
    (tmp_path / "d").mkdir()
    fail(run(["d"], cwd=tmp_path), "flatjson: d: Is a directory\n")


def test_directory_ungron(tmp_path):
    (tmp_path / "d").mkdir()
    fail(run(["--ungron", "d"], cwd=tmp_path), "flatjson: d: Is a directory\n")


def test_directory_dot(tmp_path):
    fail(run(["."], cwd=tmp_path), "flatjson: .: Is a directory\n")


def _root():
    return hasattr(os, "geteuid") and os.geteuid() == 0


def test_permission_denied(tmp_path):
    if _root():
        pytest.skip("running as root")
    p = tmp_path / "secret.json"
    p.write_text("[1]", encoding="utf-8")
    p.chmod(0)
    try:
        fail(run(["secret.json"], cwd=tmp_path), "flatjson: secret.json: Permission denied\n")
    finally:
        p.chmod(0o644)


def test_permission_denied_ungron(tmp_path):
    if _root():
        pytest.skip("running as root")
    p = tmp_path / "secret.gron"
    p.write_text("json = 1;\n", encoding="utf-8")
    p.chmod(0)
    try:
        fail(run(["-u", "secret.gron"], cwd=tmp_path), "flatjson: secret.gron: Permission denied\n")
    finally:
        p.chmod(0o644)


def test_invalid_json_in_file_no_stdout(tmp_path):
    (tmp_path / "b.json").write_text('{"a":1,"b":[1,2,}', encoding="utf-8")
    fail(run(["b.json"], cwd=tmp_path), "flatjson: invalid JSON at line 1, column 17: unexpected character '}'\n")


def test_invalid_statement_in_file(tmp_path):
    (tmp_path / "b.gron").write_text("json = {};\njson.a = 1;\njson.b = \n", encoding="utf-8")
    fail(run(["-u", "b.gron"], cwd=tmp_path), "flatjson: line 3: invalid statement\n")


def test_crlf_file_json(tmp_path):
    (tmp_path / "c.json").write_bytes(b'{\r\n  "a": 1,\r\n  "b": [true]\r\n}\r\n')
    ok(run(["c.json"], cwd=tmp_path), "json = {};\njson.a = 1;\njson.b = [];\njson.b[0] = true;\n")


def test_crlf_file_error_position(tmp_path):
    (tmp_path / "c.json").write_bytes(b'{\r\n  "a": 1\r\n  "b": 2\r\n}\r\n')
    fail(run(["c.json"], cwd=tmp_path), "flatjson: invalid JSON at line 3, column 3: unexpected character '\"'\n")
