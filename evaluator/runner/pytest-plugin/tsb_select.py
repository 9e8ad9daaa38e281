"""tsb's pytest plugin: in a confirmation run, run only the tests named in $TSB_SELECT; in a
coverage run, give each test its own coverage folder (below).

$TSB_SELECT holds JUnit test ids (``classname.name``, as pytest's --junitxml writes them), one a
line (or, when that is too long for a variable, in the file $TSB_SELECT_FILE names). Every run
loads the plugin (``-p tsb_select`` in $PYTEST_ADDOPTS), so runs differ only in
that variable. Without it, or if pytest's id function cannot be imported, nothing is deselected:
tsb then reads the selected tests' outcomes from a full run, which is slower and as correct.
"""

import os

import pytest


def _junit_id(nodeid, mangle):
    names = mangle(nodeid)
    return ".".join(names[:-1]) + "." + names[-1]


def pytest_collection_modifyitems(session, config, items):
    wanted = os.environ.get("TSB_SELECT")
    if wanted is None and os.environ.get("TSB_SELECT_FILE"):
        # A selection too long for one variable (a covering-tests run of a large suite).
        try:
            with open(os.environ["TSB_SELECT_FILE"], encoding="utf-8") as f:
                wanted = f.read()
        except OSError:
            return
    if wanted is None:
        return
    try:
        from _pytest.junitxml import mangle_test_address
    except ImportError:
        return
    ids = set(wanted.split("\n"))
    keep = [item for item in items if _junit_id(item.nodeid, mangle_test_address) in ids]
    drop = [item for item in items if _junit_id(item.nodeid, mangle_test_address) not in ids]
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


# Coverage runs (evaluator/coverage/): $TSB_COVERAGE_DIR is a folder and $TSB_COVERAGE_VAR the
# variable the reference's coverage tool reads for where to write (GCOV_PREFIX,
# NODE_V8_COVERAGE, GOCOVERDIR, LLVM_PROFILE_FILE's folder). Each test gets a folder of its own,
# <dir>/<n>, set in the environment while it runs, so the executables its subprocesses start
# write their coverage there; <dir>/tests.tsv maps n to the test's JUnit id. Coverage from
# outside any test (collection, session teardown) goes to <dir>/suite, as tsb sets it.
# <dir>/current names the running test's folder for tsb's launcher at ./executable, which sets
# the variable itself: a test that starts the program with an environment of its own drops it.

_coverage_count = [0]


def _coverage_target(base, folder):
    pattern = os.environ.get("TSB_COVERAGE_PATTERN", "")
    return os.path.join(base, folder, pattern) if pattern else os.path.join(base, folder)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    base = os.environ.get("TSB_COVERAGE_DIR")
    variable = os.environ.get("TSB_COVERAGE_VAR")
    mangle_test_address = None
    if base and variable:
        try:
            from _pytest.junitxml import mangle_test_address
        except ImportError:
            pass
    if mangle_test_address is None:
        # Not a coverage run, or no id function: the tool's variable stays at <dir>/suite.
        yield
        return
    _coverage_count[0] += 1
    folder = str(_coverage_count[0])
    os.makedirs(os.path.join(base, folder), exist_ok=True)
    with open(os.path.join(base, "tests.tsv"), "a", encoding="utf-8") as index:
        index.write(folder + "\t" + _junit_id(item.nodeid, mangle_test_address) + "\n")
    before = os.environ.get(variable)
    os.environ[variable] = _coverage_target(base, folder)
    _name_current(base, folder)
    try:
        yield
    finally:
        _name_current(base, "suite")
        if variable == "NODE_V8_COVERAGE":
            _drop_node_internals(os.path.join(base, folder))
        if before is None:
            os.environ.pop(variable, None)
        else:
            os.environ[variable] = before


def _name_current(base, folder):
    with open(os.path.join(base, "current"), "w", encoding="utf-8") as current:
        current.write(folder + "\n")


def _drop_node_internals(folder):
    """Node writes its own modules' coverage too (``node:internal/...``): about 130 KB of each
    process's 170 KB file, which over a few thousand tests would fill the run folder. tsb reads
    only the program's own script, so the rest is dropped once the test is over. A file that does
    not parse (a process killed mid-write) is left as it is."""
    import json

    for name in os.listdir(folder):
        file = os.path.join(folder, name)
        if not name.endswith(".json") or not os.path.isfile(file):
            continue
        try:
            with open(file, encoding="utf-8") as f:
                report = json.load(f)
            kept = [e for e in report["result"] if not str(e.get("url", "")).startswith("node:")]
            if len(kept) == len(report["result"]):
                continue
            report["result"] = kept
            with open(file, "w", encoding="utf-8") as f:
                json.dump(report, f, separators=(",", ":"))
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            continue
