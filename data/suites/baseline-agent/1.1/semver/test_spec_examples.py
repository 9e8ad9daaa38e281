"""Tests written from the examples and rules stated in spec.md, one per example."""

from conftest import text


def test_commands_and_options_usage_error_1(run):
    # spec.md line 41 (Commands and options)
    result = run("semver --no-such-option-baseline")
    assert result.returncode == 2
    assert text(result.stdout) == ""


def test_bump_example_1(run):
    # spec.md line 212 (bump)
    result = run("semver bump major 1.2.3")
    assert text(result.stdout) == "2.0.0\n"


def test_bump_example_2(run):
    # spec.md line 212 (bump)
    result = run("semver bump major 2.0.0-rc.1")
    assert text(result.stdout) == "2.0.0\n"


def test_bump_example_3(run):
    # spec.md line 212 (bump)
    result = run("semver bump major 2.1.0-rc.1")
    assert text(result.stdout) == "3.0.0\n"


def test_bump_example_4(run):
    # spec.md line 212 (bump)
    result = run("semver bump minor 1.3.0-beta")
    assert text(result.stdout) == "1.3.0\n"


def test_bump_example_5(run):
    # spec.md line 212 (bump)
    result = run("semver bump minor 1.3.1-beta")
    assert text(result.stdout) == "1.4.0\n"


def test_bump_example_6(run):
    # spec.md line 212 (bump)
    result = run("semver bump patch 1.2.3-0")
    assert text(result.stdout) == "1.2.3\n"


def test_bump_example_7(run):
    # spec.md line 212 (bump)
    result = run("semver bump release 1.2.3-rc.1+b.5")
    assert text(result.stdout) == "1.2.3\n"


def test_bump_example_8(run):
    # spec.md line 212 (bump)
    result = run("semver bump patch v1.2.3+b")
    assert text(result.stdout) == "1.2.4\n"


def test_prerelease_bumps_example_1(run):
    # spec.md line 232 (Prerelease bumps)
    result = run("semver bump pre 1.2.3")
    assert text(result.stdout) == "1.2.4-0\n"


def test_prerelease_bumps_example_2(run):
    # spec.md line 241 (Prerelease bumps)
    result = run("semver bump --id beta pre 1.2.3")
    assert text(result.stdout) == "1.2.4-beta.0\n"


def test_prerelease_bumps_example_3(run):
    # spec.md line 243 (Prerelease bumps)
    result = run("semver bump --id rc pre 1.0.0-rc.1")
    assert text(result.stdout) == "1.0.0-rc.2\n"


def test_prerelease_bumps_example_4(run):
    # spec.md line 243 (Prerelease bumps)
    result = run("semver bump --id rc pre 1.0.0-rc")
    assert text(result.stdout) == "1.0.0-rc.0\n"


def test_prerelease_bumps_example_5(run):
    # spec.md line 245 (Prerelease bumps)
    result = run("semver bump --id beta pre 1.0.0-alpha.3")
    assert text(result.stdout) == "1.0.0-beta.0\n"


def test_prerelease_bumps_example_6(run):
    # spec.md line 245 (Prerelease bumps)
    result = run("semver bump --id alpha pre 1.0.0-beta")
    assert text(result.stdout) == "1.0.0-alpha.0\n"
