"""Shared assertions for the stencil reference tests."""
import json


def ok(r, out):
    assert r.err == ""
    assert r.code == 0
    assert r.text == out


def fails(r, code, message):
    assert r.code == code
    assert r.out == b""
    assert r.err == f"stencil: {message}\n"


def write(path, text):
    path.write_text(text)
    return str(path)


def write_json(path, value):
    path.write_text(json.dumps(value))
    return str(path)
