# selectchars.py PATCH... : like selecttests.py (same $COVOUT and $SELOUT), but selects the tests that
# execute a changed character, not a changed line: the removed and added lines of each change, with
# their common prefix and suffix cut off (a pure insertion inside a line: the characters on either
# side; a whole-line insertion: the lines on either side). Used for the mutants of layer 6.
import json, glob, re, sys, os
REF = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'reference', 'stencil.js')
SHIFT = len('#!/usr/bin/env node\n')
text = open(REF).read()
starts = [0]
for i, c in enumerate(text):
    if c == '\n':
        starts.append(i + 1)
def spans(patch):
    out = []
    lines = open(patch).read().split('\n')
    old = None; i = 0
    while i < len(lines):
        l = lines[i]
        m = re.match(r'@@ -(\d+)', l)
        if m:
            old = int(m.group(1)); i += 1; continue
        if old is None or l.startswith('---') or l.startswith('+++'):
            i += 1; continue
        if l.startswith('-') or l.startswith('+'):
            rem = []; add = []; first = old
            while i < len(lines) and (lines[i].startswith('-') or lines[i].startswith('+')) and not lines[i].startswith('---'):
                if lines[i].startswith('-'): rem.append(lines[i][1:]); old += 1
                else: add.append(lines[i][1:])
                i += 1
            a = starts[first - 1]  # offset of first removed line (or insertion point)
            r = '\n'.join(rem); d = '\n'.join(add)
            p = 0
            while p < min(len(r), len(d)) and r[p] == d[p]: p += 1
            s = 0
            while s < min(len(r), len(d)) - p and r[len(r)-1-s] == d[len(d)-1-s]: s += 1
            if rem:
                lo, hi = a + p, a + len(r) - s
                if hi <= lo:
                    lo, hi = max(0, lo - 1), lo + 1
            else:
                lo = starts[first - 2] if first >= 2 else 0
                hi = (starts[first] - 1) if first < len(starts) else len(text)
            out.append((lo + SHIFT, hi + SHIFT))
            continue
        if l.startswith(' '):
            old += 1
        i += 1
    return out
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
covs = [json.load(open(fn)) for fn in glob.glob(os.path.join(os.environ['COVOUT'], '*.json'))]
for patch in sys.argv[1:]:
    pid = os.path.basename(patch)[:-6]
    rs = spans(patch)
    out = sorted(d['test'] for d in covs if any(executed(d['funcs'], a, b) for a, b in rs))
    open(os.path.join(os.environ['SELOUT'], pid + '.txt'), 'w').write(''.join(t + '\n' for t in out))
    print(len(out), pid, [text[a-SHIFT:b-SHIFT][:60] for a, b in rs])
