# Prints the mutants listed in instance.json per section, and the sections without one
# (the text of STATUS.md's "Mutants" part). Reads the instance folder,
# data/drafts/tsb-mini-1.2/instances/minimake/ (INSTANCE below, found from this script's place),
# so it runs from any folder; from construction/minimake/: python3 tools/mutstatus.py
import json, os
DRAFT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..'))
INSTANCE = os.path.join(DRAFT, 'instances', 'minimake')
inst = json.load(open(os.path.join(INSTANCE, 'instance.json')))
by = {}
for m in inst['mutants']:
    by.setdefault(m['section'], []).append(m['id'])
secs = [s['id'] for s in inst['sections']]
print(f"{len(inst['mutants'])} mutants, covering {len(by)} of {len(secs)} sections.\n")
for s in secs:
    if s in by:
        print(f"- {s}: {', '.join(by[s])}")
missing = [s for s in secs if s not in by]
print(f"\nSections without a mutant yet ({len(missing)}): {', '.join(missing)}.")
