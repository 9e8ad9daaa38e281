# Regenerates instance.json from spec.md's "## " headings and the collected test count, keeping
# the section ids and the mutants already listed. A new heading needs an id: add it to NEW_IDS.
# Run from the instance folder: python3 tools/mkinstance.py
import json, re, subprocess, sys

NEW_IDS = {}  # "Heading title": "kebab-id" for headings not yet in instance.json
old = json.load(open('instance.json'))
ids = {s['title']: s['id'] for s in old['sections']}
ids.update(NEW_IDS)
titles = re.findall(r'^## (.+)$', open('spec.md').read(), re.M)
sections = []
for t in titles:
    if t not in ids:
        sys.exit('no id for ' + t)
    sections.append({'id': ids[t], 'title': t})
assert len({s['id'] for s in sections}) == len(sections)
out = subprocess.run([sys.executable, '-m', 'pytest', '--collect-only', '-q', '-p', 'no:cacheprovider',
                      'tests'], capture_output=True, text=True).stdout
n = sum(1 for l in out.splitlines() if '::' in l)
known = {s['id'] for s in sections}
for m in old.get('mutants', []):
    if m['section'] not in known:
        sys.exit('mutant %s names an unknown section %s' % (m['id'], m['section']))
inst = {'id': old['id'], 'title': old['title'], 'language': old['language'], 'sections': sections,
        'referenceTests': n, 'mutants': old.get('mutants', [])}
open('instance.json', 'w').write(json.dumps(inst, indent=2) + '\n')
print(len(sections), 'sections,', n, 'tests,', len(inst['mutants']), 'mutants')
