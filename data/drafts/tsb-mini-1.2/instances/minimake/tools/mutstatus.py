# Prints the mutants listed in instance.json per section, and the sections without one
# (the text of STATUS.md's "Mutants" part). Run from the instance folder.
import json
inst = json.load(open('instance.json'))
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
