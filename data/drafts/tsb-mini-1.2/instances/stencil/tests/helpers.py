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


# The fine-print layers' forms: an error at a position of <stdin>; an expression's or a
# template's output, with nothing on stderr.
def err(render, template, message, *args, data=None):
    fails(render(template, *args, data=data), 1, "<stdin>:" + message)


def ev(render, expr, *args, **data):
    r = render("{{ " + expr + " }}", *args, data=data or None)
    assert r.err == ""
    assert r.code == 0
    return r.text


def out(render, template, *args, data=None):
    r = render(template, *args, data=data)
    assert r.err == ""
    assert r.code == 0
    return r.text


def write(path, text):
    path.write_text(text)
    return str(path)


def write_json(path, value):
    path.write_text(json.dumps(value))
    return str(path)
