# Writes target-links.json: each reference test linked to the spec section it asserts, found
# from the "# ---- Section ----" comment above it (mixed headers, and test_layer4.py which has
# none, are resolved by test name). Reads the instance folder,
# data/drafts/tsb-mini-1.2/instances/stencil/ (INSTANCE below, found from this script's place),
# and writes construction/stencil/target-links.json (LINKS, beside this tools/ folder), so it
# runs from any folder; from construction/stencil/: python3 tools/mklinks.py
import glob, json, os, re

CONSTRUCTION = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # construction/stencil
DRAFT = os.path.dirname(os.path.dirname(CONSTRUCTION))
INSTANCE = os.path.join(DRAFT, 'instances', 'stencil')
LINKS = os.path.join(CONSTRUCTION, 'target-links.json')
inst = json.load(open(os.path.join(INSTANCE, 'instance.json')))
title2id = {s['title']: s['id'] for s in inst['sections']}
simple = {
    'Trimming and replacing': 'trimming-replacing-filters', 'Splitting and joining': 'splitting-joining-filters',
    'Definitions (-J)': 'definitions', 'loop.changed': 'loop-variables',
    'Required blocks': 'blocks', 'Escape modes': 'escape-modes',
}
# (header or None for no header, [(pattern in test name, section)], default section)
mixed = {
    'Exit statuses / error positions': ([('status', 'exit-statuses'), ('invalid_utf8', 'reading-template')],
                                        'error-messages-positions'),
    'Values and types / Printing': ([('from_data_order', 'values-types')], 'printing-values'),
    'Attribute assignment / namespace': ([('namespace_positional', 'global-functions')], 'assignments'),
    'Word and line filters / extra tests': ([('escaped_test', 'type-tests'), ('filter_and_test', 'type-tests')],
                                            'word-line-filters'),
    '--max-depth': ([('max_depth_invalid', 'usage-errors'), ('last_wins', 'invocation-options')],
                    'recursion-limit'),
    'Mutating methods / do': ([('test_do_', 'do-statement')], 'mutating-methods'),
    None: ([('include', 'includes'), ('lines', 'line-filters'), ('dedent', 'line-filters'),
            ('safe', 'autoescaping'), ('help', 'help-version')], None),
}
# tests that stand under another section's header but assert this one (checked by hand)
moved = {
    'test_mapping_index_keys_first': 'values-types', 'test_mapping_leading_zero_key_not_index': 'values-types',
    'test_data_index_keys_first': 'values-types',
}
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
        sec = title2id.get(header) or title2id.get(str(header) + ' filters') or simple.get(header)
        if sec is None and header in mixed:
            pats, sec = mixed[header]
            for pat, s in pats:
                if pat in name:
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
