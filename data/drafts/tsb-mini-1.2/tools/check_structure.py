"""A quick structural check of the draft's mutants, before `tsb benchmark check` runs anything.

For each instance (all three, or those named on the command line) and each mutant listed in its
instance.json: the id is unique, its section exists, its patch exists and applies to reference/
(`patch --dry-run`), a variant test named test_<id with - as _> exists in variants/, and its
target test is defined in tests/. Also lists patches in mutants/ that instance.json does not.
Builds and runs nothing: whether each mutant is killed by its target is for the instance's
construction scripts in construction/<instance>/tools/ (while it grows) and for
`tsb benchmark check` (once it is whole). It reads instances/ only and runs from any folder.

    python3 data/drafts/tsb-mini-1.2/tools/check_structure.py [instance ...]
"""

import glob
import json
import os
import re
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "instances")


def read_all(pattern: str) -> dict[str, str]:
    return {os.path.basename(f)[:-3]: open(f, encoding="utf-8").read() for f in glob.glob(pattern)}


def check(instance: str) -> int:
    folder = os.path.join(ROOT, instance)
    meta = json.load(open(os.path.join(folder, "instance.json"), encoding="utf-8"))
    sections = {s["id"] for s in meta["sections"]}
    variants = "".join(read_all(os.path.join(folder, "variants", "test_*.py")).values())
    tests = read_all(os.path.join(folder, "tests", "test_*.py"))
    problems: list[str] = []
    seen: set[str] = set()
    for mutant in meta.get("mutants", []):
        mid = mutant["id"]
        if mid in seen:
            problems.append(f"{mid}: listed twice")
        seen.add(mid)
        if mutant["section"] not in sections:
            problems.append(f"{mid}: no section {mutant['section']!r}")
        patch = os.path.join(folder, "mutants", f"{mid}.patch")
        if not os.path.exists(patch):
            problems.append(f"{mid}: no mutants/{mid}.patch")
        else:
            applied = subprocess.run(
                ["patch", "--dry-run", "-s", "-p1", "-d", os.path.join(folder, "reference"), "-i", patch],
                capture_output=True,
            )
            if applied.returncode != 0:
                problems.append(f"{mid}: patch does not apply to reference/")
        if not re.search(rf"def test_{re.escape(mid.replace('-', '_'))}\b", variants):
            problems.append(f"{mid}: no variant test_{mid.replace('-', '_')} in variants/")
        module, _, name = mutant["targetTest"].partition(".")
        if not re.search(rf"def {re.escape(name.split('[')[0])}\b", tests.get(module, "")):
            problems.append(f"{mid}: target {mutant['targetTest']} not in tests/")
    patches = {f[: -len(".patch")] for f in os.listdir(os.path.join(folder, "mutants")) if f.endswith(".patch")}
    unlisted = sorted(patches - seen)
    covered = {m["section"] for m in meta.get("mutants", [])}
    print(
        f"{instance}: {len(seen)} mutants over {len(covered)} of {len(sections)} sections; "
        f"{len(problems)} problems; {len(unlisted)} patches not listed"
    )
    for line in problems + [f"{p}: in mutants/ but not in instance.json" for p in unlisted]:
        print(f"  {line}")
    return len(problems)


if __name__ == "__main__":
    names = sys.argv[1:] or sorted(os.listdir(ROOT))
    sys.exit(1 if sum(check(n) for n in names) else 0)
