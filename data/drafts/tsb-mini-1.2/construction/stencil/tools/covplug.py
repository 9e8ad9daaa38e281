# pytest plugin for selecttests.py: runs each test with NODE_V8_COVERAGE set, then keeps only the
# block coverage of the stencil executable, per test, in $COVOUT/<n>.json. It lives in
# construction/stencil/tools/, outside the instance folder, but pytest runs in the instance folder
# (data/drafts/tsb-mini-1.2/instances/stencil/) so that the recorded test ids are tests/...:
#   cd data/drafts/tsb-mini-1.2/instances/stencil
#   COVOUT=/tmp/cov PYTHONPATH=$PWD/../../construction/stencil/tools TSB_EXECUTABLE=<reference build> \
#     python3 -m pytest -q -p no:cacheprovider -p covplug tests
import json, os, shutil, glob
import pytest

OUT = os.environ['COVOUT']
_n = [0]


@pytest.fixture(autouse=True)
def _cov(request):
    _n[0] += 1
    d = os.path.join(OUT, 'raw')
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    os.environ['NODE_V8_COVERAGE'] = d
    yield
    del os.environ['NODE_V8_COVERAGE']
    funcs = []
    for f in glob.glob(os.path.join(d, '*.json')):
        try:
            data = json.load(open(f))
        except Exception:
            continue
        for s in data.get('result', []):
            if s.get('url', '').endswith('/executable'):
                for fn in s['functions']:
                    funcs.append([[r['startOffset'], r['endOffset'], r['count']] for r in fn['ranges']])
    json.dump({'test': request.node.nodeid, 'funcs': funcs}, open(os.path.join(OUT, f'{_n[0]}.json'), 'w'))
    shutil.rmtree(d, ignore_errors=True)
