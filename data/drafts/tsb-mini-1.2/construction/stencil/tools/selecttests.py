# selecttests.py PATCH... : for each mutant patch, writes $SELOUT/<id>.txt listing the reference tests
# whose run on the reference (per-test coverage in $COVOUT, made with covplug.py) executes a line
# the patch changes (for an insertion, the original lines on either side; no such line: all tests).
# A test that executes none of them runs the same on the mutant (the program is deterministic), so
# running only these tests gives the same failures as the whole suite, much faster.
# The reference is read from the instance folder, data/drafts/tsb-mini-1.2/instances/stencil/
# (INSTANCE below, found from this script's place), so it runs from any folder; from
# construction/stencil/: COVOUT=<dir> SELOUT=<stage>/sel python3 tools/selecttests.py PATCH...
import json, glob, re, sys, os
DRAFT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..'))
INSTANCE = os.path.join(DRAFT, 'instances', 'stencil')
REF = os.path.join(INSTANCE, 'reference', 'stencil.js')
SHIFT = len('#!/usr/bin/env node\n')
text = open(REF).read()
starts = [0]
for i, c in enumerate(text):
    if c == '\n':
        starts.append(i + 1)
def line_range(n):
    end = starts[n] - 1 if n < len(starts) else len(text)
    return starts[n - 1] + SHIFT, end + SHIFT
def changed_lines(patch):
    lines = set(); old = None
    for l in open(patch).read().split('\n'):
        m = re.match(r'@@ -(\d+)', l)
        if m:
            old = int(m.group(1)); continue
        if old is None or l.startswith('---') or l.startswith('+++'):
            continue
        if l.startswith('-'):
            lines.add(old); old += 1
        elif l.startswith('+'):
            lines.add(old - 1); lines.add(old)
        elif l.startswith(' '):
            old += 1
    def body(n):
        return text[starts[n-1]:(starts[n]-1 if n < len(starts) else None)]
    return sorted(n for n in lines if 1 <= n <= len(starts) and body(n).strip() != '')
def executed(funcs, a, b):
    cand = [f for f in funcs if f[0][0] < b and f[0][1] > a]
    for x in range(a, b):
        if text[x - SHIFT].isspace():
            continue
        inner = [f for f in cand if f[0][0] <= x < f[0][1]]
        if not inner:
            continue
        size = min(f[0][1] - f[0][0] for f in inner)
        for f in inner:
            if f[0][1] - f[0][0] != size:
                continue
            best = None
            for r in f:
                if r[0] <= x < r[1] and (best is None or r[1] - r[0] <= best[1] - best[0]):
                    best = r
            if best[2] > 0:
                return True
    return False
def select(patches, ranges_of, describe=lambda rs: ''):
    """Writes $SELOUT/<id>.txt for each patch: the tests that execute a range ranges_of(patch) gives
    (none given: every test)."""
    covs = [json.load(open(fn)) for fn in glob.glob(os.path.join(os.environ['COVOUT'], '*.json'))]
    for patch in patches:
        pid = os.path.basename(patch)[:-6]
        rs = ranges_of(patch)
        out = sorted(d['test'] for d in covs if not rs or any(executed(d['funcs'], a, b) for a, b in rs))
        open(os.path.join(os.environ['SELOUT'], pid + '.txt'), 'w').write(''.join(t + '\n' for t in out))
        print(len(out), pid, describe(rs))
if __name__ == '__main__':
    select(sys.argv[1:], lambda patch: [line_range(n) for n in changed_lines(patch)])
