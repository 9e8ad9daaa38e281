"""tsb's pytest plugin: in a confirmation run, run only the tests named in $TSB_SELECT.

$TSB_SELECT holds JUnit test ids (``classname.name``, as pytest's --junitxml writes them), one a
line. Every run loads the plugin (``-p tsb_select`` in $PYTEST_ADDOPTS), so runs differ only in
that variable. Without it, or if pytest's id function cannot be imported, nothing is deselected:
tsb then reads the selected tests' outcomes from a full run, which is slower and as correct.
"""

import os


def _junit_id(nodeid, mangle):
    names = mangle(nodeid)
    return ".".join(names[:-1]) + "." + names[-1]


def pytest_collection_modifyitems(session, config, items):
    wanted = os.environ.get("TSB_SELECT")
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
