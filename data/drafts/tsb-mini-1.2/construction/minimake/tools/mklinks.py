# Writes target-links.json: each reference test linked to the spec section it asserts, found
# from the "# ---- Section ----" comment above it (headers with shorter titles are mapped below;
# tests that stand under one header but assert another section are in `moved`).
# Reads the instance folder, data/drafts/tsb-mini-1.2/instances/minimake/ (INSTANCE below, found
# from this script's place), and writes construction/minimake/target-links.json (LINKS, beside this
# tools/ folder), so it runs from any folder; from construction/minimake/: python3 tools/mklinks.py
import glob, json, os, re

CONSTRUCTION = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # construction/minimake
DRAFT = os.path.dirname(os.path.dirname(CONSTRUCTION))
INSTANCE = os.path.join(DRAFT, 'instances', 'minimake')
LINKS = os.path.join(CONSTRUCTION, 'target-links.json')
inst = json.load(open(os.path.join(INSTANCE, 'instance.json')))
title2id = {s['title']: s['id'] for s in inst['sections']}
simple = {
    'subst, patsubst, strip, findstring': 'fn-subst', 'filter, filter-out, sort': 'fn-filter',
    'if, or, and': 'fn-conditionals', 'More special variables': 'special-variables',
    '.DELETE_ON_ERROR and .PRECIOUS': 'delete-on-error',
}
by_name = []  # (pattern in test name, section) for mixed headers, first match wins
# tests that stand under another section's header but assert this one (checked by hand)
moved = {}
links = {}
unmapped = []
for f in sorted(glob.glob(os.path.join(INSTANCE, 'tests', 'test_*.py'))):
    module = f.split('/')[-1][:-3]
    header = None
    for line in open(f):
        m = re.match(r'# ---- (.+?) -*$', line)
        if m:
            header = m.group(1)
            continue
        m = re.match(r'def (test_\w+)\(', line)
        if not m:
            continue
        name = m.group(1)
        sec = title2id.get(header) or simple.get(header)
        if sec is None:
            for pat, s in by_name:
                if pat in name[5:]:
                    sec = s
                    break
        sec = moved.get(name, sec)
        if sec is None:
            unmapped.append((f, header, name))
            continue
        links.setdefault(sec, []).append(f'{module}.{name}')
if unmapped:
    raise SystemExit('unmapped: %r' % unmapped)
# A mutant's target asserts the requirement its mutant breaks, so it is linked to the mutant's
# section too, where it stands under another header (a one-site test under its general rule's).
for m in inst.get('mutants', []):
    tests = links.setdefault(m['section'], [])
    if m['targetTest'] not in tests:
        tests.append(m['targetTest'])
order = [s['id'] for s in inst['sections']]
missing = [s for s in order if s not in links]
out = {'sections': {s: links[s] for s in order if s in links}}
json.dump(out, open(LINKS, 'w'), indent=1)
open(LINKS, 'a').write('\n')
print(sum(len(v) for v in links.values()), 'tests;', len(links), 'sections;', 'no tests:', missing)
for s in order:
    if len(links.get(s, [])) < 5:
        print(' ', s, len(links.get(s, [])))
