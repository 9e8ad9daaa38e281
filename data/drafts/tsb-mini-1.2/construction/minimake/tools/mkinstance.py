# Regenerates instance.json from spec.md's "## " headings and the collected test count, keeping
# the section ids and the mutants already listed. A new heading needs an id: add it to NEW_IDS.
# Reads and writes the instance folder, data/drafts/tsb-mini-1.2/instances/minimake/ (INSTANCE
# below, found from this script's place), so it runs from any folder; from construction/minimake/:
# python3 tools/mkinstance.py
import json, os, re, subprocess, sys

DRAFT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..'))
INSTANCE = os.path.join(DRAFT, 'instances', 'minimake')
INSTANCE_JSON = os.path.join(INSTANCE, 'instance.json')
NEW_IDS = {}  # "Heading title": "kebab-id" for headings not yet in instance.json
old = json.load(open(INSTANCE_JSON))
ids = {s['title']: s['id'] for s in old['sections']}
ids.update(NEW_IDS)
titles = re.findall(r'^## (.+)$', open(os.path.join(INSTANCE, 'spec.md')).read(), re.M)
sections = []
for t in titles:
    if t not in ids:
        sys.exit('no id for ' + t)
    sections.append({'id': ids[t], 'title': t})
assert len({s['id'] for s in sections}) == len(sections)
out = subprocess.run([sys.executable, '-m', 'pytest', '--collect-only', '-q', '-p', 'no:cacheprovider',
                      'tests'], capture_output=True, text=True, cwd=INSTANCE).stdout
n = sum(1 for l in out.splitlines() if '::' in l)
known = {s['id'] for s in sections}
for m in old.get('mutants', []):
    if m['section'] not in known:
        sys.exit('mutant %s names an unknown section %s' % (m['id'], m['section']))
inst = {'id': old['id'], 'title': old['title'], 'language': old['language'], 'sections': sections,
        'referenceTests': n, 'mutants': old.get('mutants', [])}
open(INSTANCE_JSON, 'w').write(json.dumps(inst, indent=2) + '\n')
print(len(sections), 'sections,', n, 'tests,', len(inst['mutants']), 'mutants')
