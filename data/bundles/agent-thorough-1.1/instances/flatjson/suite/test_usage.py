import pytest

from conftest import run, ok, fail

TOO_MANY = "flatjson: too many arguments\n"
VU = "flatjson: --values cannot be combined with --ungron\n"


def unknown(arg):
    return "flatjson: unknown option: %s\n" % arg


@pytest.mark.parametrize(
    "arg",
    [
        "-x",
        "--foo",
        "-uv",
        "-vu",
        "--value",
        "--ungron=yes",
        "--values=1",
        "-U",
        "-V",
        "--no-sort=1",
        "--nosort",
        "--no_sort",
        "-n",
        "---",
        "--Values",
        "--UNGRON",
        "--help",
        "-h",
        "-ungron",
        "-values",
        "--u",
        "--v",
        "-no-sort",
        "-1",
        "--no-sort-x",
        "-\u00e9",
    ],
)
def test_unknown_option(arg):
    fail(run([arg], "[1]"), unknown(arg), rc=2)


def test_unknown_option_after_valid_options():
    fail(run(["-u", "--no-sort", "-q"], "json = 1;\n"), unknown("-q"), rc=2)


def test_unknown_option_after_file_operand(tmp_path):
    (tmp_path / "f.json").write_text("[1]", encoding="utf-8")
    fail(run(["f.json", "-x"], cwd=tmp_path), unknown("-x"), rc=2)


def test_first_unknown_option_reported():
    fail(run(["-x", "-y"], "[1]"), unknown("-x"), rc=2)


def test_first_unknown_option_reported_long():
    fail(run(["--bar", "-a", "--baz"], "[1]"), unknown("--bar"), rc=2)


def test_unknown_option_wins_over_too_many_arguments_after():
    fail(run(["a", "b", "-x"], "[1]"), unknown("-x"), rc=2)


def test_unknown_option_wins_over_too_many_arguments_before():
    fail(run(["-x", "a", "b"], "[1]"), unknown("-x"), rc=2)


def test_unknown_option_wins_over_values_ungron_after():
    fail(run(["-v", "-u", "-z"], "[1]"), unknown("-z"), rc=2)


def test_unknown_option_wins_over_values_ungron_before():
    fail(run(["--zz", "--values", "--ungron"], "[1]"), unknown("--zz"), rc=2)


def test_unknown_option_wins_over_everything():
    fail(run(["-v", "a", "b", "-u", "--what", "-y"], "[1]"), unknown("--what"), rc=2)


def test_unknown_option_does_not_read_input():
    # stdin is invalid JSON; only the usage error may be reported
    fail(run(["-k"], "[[[ not json"), unknown("-k"), rc=2)


def test_unknown_option_with_missing_file():
    fail(run(["missing-file.json", "-k"]), unknown("-k"), rc=2)


def test_too_many_arguments_two():
    fail(run(["a.json", "b.json"], "[1]"), TOO_MANY, rc=2)


def test_too_many_arguments_three():
    fail(run(["a", "b", "c"], "[1]"), TOO_MANY, rc=2)


def test_too_many_arguments_two_dashes():
    fail(run(["-", "-"], "[1]"), TOO_MANY, rc=2)


def test_too_many_arguments_dash_and_file():
    fail(run(["-", "a.json"], "[1]"), TOO_MANY, rc=2)


def test_too_many_arguments_existing_files(tmp_path):
    (tmp_path / "x.json").write_text("[1]", encoding="utf-8")
    (tmp_path / "y.json").write_text("[2]", encoding="utf-8")
    fail(run(["x.json", "y.json"], cwd=tmp_path), TOO_MANY, rc=2)


def test_too_many_arguments_with_options_between(tmp_path):
    (tmp_path / "x.json").write_text("[1]", encoding="utf-8")
    fail(run(["x.json", "--no-sort", "x.json"], cwd=tmp_path), TOO_MANY, rc=2)


def test_too_many_arguments_in_ungron_mode():
    fail(run(["-u", "a", "b"], "json = 1;\n"), TOO_MANY, rc=2)


def test_too_many_arguments_in_values_mode():
    fail(run(["a", "-v", "b"], "[1]"), TOO_MANY, rc=2)


def test_option_after_double_dash_is_operand_too_many():
    fail(run(["--", "a", "-x"], "[1]"), TOO_MANY, rc=2)


def test_double_dash_then_two_operands():
    fail(run(["a", "--", "b"], "[1]"), TOO_MANY, rc=2)


@pytest.mark.parametrize(
    "args",
    [
        ["-v", "-u"],
        ["-u", "-v"],
        ["--values", "--ungron"],
        ["--ungron", "--values"],
        ["-v", "--ungron"],
        ["--values", "-u"],
        ["-u", "--no-sort", "-v"],
        ["-v", "-v", "-u", "-u"],
    ],
)
def test_values_with_ungron(args):
    fail(run(args, "json = 1;\n"), VU, rc=2)


def test_values_with_ungron_missing_file_not_read():
    fail(run(["-u", "no-such-file.txt", "-v"]), VU, rc=2)


def test_values_with_ungron_invalid_input_not_read():
    fail(run(["-v", "-u"], "garbage"), VU, rc=2)


def test_repeated_ungron_ok():
    ok(run(["-u", "-u", "--ungron"], "json.a = 1;\n"), '{\n  "a": 1\n}\n')


def test_repeated_values_ok():
    ok(run(["--values", "--values"], '{"a":"x"}'), "x\n")


def test_dash_is_stdin():
    ok(run(["-"], "[true]"), "json = [];\njson[0] = true;\n")


def test_no_operand_is_stdin():
    ok(run([], "[true]"), "json = [];\njson[0] = true;\n")


def test_double_dash_alone_reads_stdin():
    ok(run(["--"], "[true]"), "json = [];\njson[0] = true;\n")


def test_options_before_double_dash_apply():
    ok(run(["--no-sort", "--"], '{"b":1,"a":2}'), "json = {};\njson.b = 1;\njson.a = 2;\n")


def test_double_dash_makes_dash_x_an_operand_missing():
    fail(run(["--", "-x"], "[1]"), "flatjson: -x: No such file or directory\n", rc=1)


def test_double_dash_makes_option_name_an_operand():
    fail(run(["--", "-u"], "json = 1;\n"), "flatjson: -u: No such file or directory\n", rc=1)


def test_double_dash_operand_file_is_read(tmp_path):
    (tmp_path / "-x").write_text('{"k":"v"}', encoding="utf-8")
    ok(run(["--", "-x"], cwd=tmp_path), 'json = {};\njson.k = "v";\n')


def test_double_dash_operand_file_with_option_before(tmp_path):
    (tmp_path / "-v").write_text('{"k":"v"}', encoding="utf-8")
    ok(run(["-v", "--", "-v"], cwd=tmp_path), "v\n")


def test_second_double_dash_is_operand(tmp_path):
    (tmp_path / "--").write_text("[5]", encoding="utf-8")
    ok(run(["--", "--"], cwd=tmp_path), "json = [];\njson[0] = 5;\n")


def test_second_double_dash_missing_file():
    fail(run(["--", "--"], "[1]"), "flatjson: --: No such file or directory\n", rc=1)


def test_usage_error_stdout_empty_even_with_valid_input():
    r = run(["-uv"], "json = 1;\n")
    assert r.out == ""
    assert r.rc == 2
    assert r.err == unknown("-uv")
