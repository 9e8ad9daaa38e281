"""Tests written from the examples and rules stated in spec.md, one per example."""

from conftest import text


def test_invocation_and_options_usage_error_1(run):
    # spec.md line 37 (Invocation and options)
    result = run("fieldcut --no-such-option-baseline")
    assert result.returncode == 2
    assert text(result.stdout) == ""


def test_field_selection_example_1(run):
    # spec.md line 105 (Field selection)
    result = run("fieldcut -d : -f 2", stdin="a:b:c\n")
    assert text(result.stdout) == "b\n"


def test_field_selection_example_2(run):
    # spec.md line 105 (Field selection)
    result = run("fieldcut -d : -f 1,3", stdin="a:b:c\n")
    assert text(result.stdout) == "a:c\n"


def test_field_selection_example_3(run):
    # spec.md line 105 (Field selection)
    result = run("fieldcut -d : -f 2-", stdin="a:b:c\n")
    assert text(result.stdout) == "b:c\n"


def test_field_selection_example_4(run):
    # spec.md line 105 (Field selection)
    result = run("fieldcut -d : -f -2", stdin="a:b:c\n")
    assert text(result.stdout) == "a:b\n"


def test_field_selection_example_5(run):
    # spec.md line 105 (Field selection)
    result = run("fieldcut -d : -f 2,9", stdin="a:b:c\n")
    assert text(result.stdout) == "b\n"


def test_character_selection_example_1(run):
    # spec.md line 142 (Character selection)
    result = run("fieldcut -c 2-3", stdin="héllo\n")
    assert text(result.stdout) == "él\n"


def test_character_selection_example_2(run):
    # spec.md line 142 (Character selection)
    result = run("fieldcut -c 1,5", stdin="abcdef\n")
    assert text(result.stdout) == "ae\n"


def test_complement_example_1(run):
    # spec.md line 151 (Complement)
    result = run("fieldcut -d : -f 2 --complement", stdin="a:b:c\n")
    assert text(result.stdout) == "a:c\n"


def test_complement_example_2(run):
    # spec.md line 151 (Complement)
    result = run("fieldcut -d : -f 1,3- --complement", stdin="a:b:c:d\n")
    assert text(result.stdout) == "b\n"


def test_complement_example_3(run):
    # spec.md line 151 (Complement)
    result = run("fieldcut -c 2-3 --complement", stdin="abcde\n")
    assert text(result.stdout) == "ade\n"


def test_output_delimiter_example_1(run):
    # spec.md line 164 (Output delimiter)
    result = run("fieldcut -d : -f 1,3 --output-delimiter=-", stdin="a:b:c\n")
    assert text(result.stdout) == "a-c\n"


def test_output_delimiter_example_2(run):
    # spec.md line 167 (Output delimiter)
    result = run("fieldcut -c 1-2,4-5 --output-delimiter=,", stdin="abcdef\n")
    assert text(result.stdout) == "ab,de\n"


def test_output_delimiter_example_3(run):
    # spec.md line 167 (Output delimiter)
    result = run("fieldcut -c 1-3 --output-delimiter=,", stdin="abcdef\n")
    assert text(result.stdout) == "abc\n"


def test_output_delimiter_example_4(run):
    # spec.md line 167 (Output delimiter)
    result = run("fieldcut -c 1,3,5 --output-delimiter=+", stdin="abcdef\n")
    assert text(result.stdout) == "a+c+e\n"
