# selectchars.py PATCH... : like selecttests.py (same $COVOUT and $SELOUT), but selects the tests that
# execute a changed character, not a changed line: the removed and added lines of each change, with
# their common prefix and suffix cut off (a pure insertion inside a line: the characters on either
# side; a whole-line insertion: the lines on either side). Used for the mutants of layer 6.
# It imports selecttests.py from its own folder, so it reads the same reference and runs from any
# folder; from construction/stencil/: COVOUT=<dir> SELOUT=<stage>/sel python3 tools/selectchars.py PATCH...
import re, sys
from selecttests import SHIFT, starts, text, select
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
if __name__ == '__main__':
    # A change with no span (it cannot happen: each hunk yields one) would select every test.
    select(sys.argv[1:], spans, lambda rs: [text[a - SHIFT:b - SHIFT][:60] for a, b in rs])
