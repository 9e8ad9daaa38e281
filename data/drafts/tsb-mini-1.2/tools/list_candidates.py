"""Lists staged candidate mutants of a draft instance, after they have passed the whole-suite check.

usage: python3 tools/list_candidates.py <instance> <id ...|@FILE> [--check REPORT.json]

A candidate is staged in construction/<instance>/tools/candidates/ (beside the draft's
instances/, not in the instance folder) as <id>.patch and <id>.json (id, section, target, desc,
variant, status), by each instance's light check (stencil's checkqueue, minimake's
`mutbatch.py --light`). Listing it copies the patch to instances/<instance>/mutants/, appends its
variant to variants/test_variants.py, adds it to instance.json (in section order) and deletes the
staged files. With --check, the ids must be mutants that `tsb benchmark check --json` kept
(REPORT.json is its output for a copy of the instance with the candidates in it, as
score_suite.py makes): a candidate it dropped, or did not check, is refused.
Nothing is written unless every id can be listed.
Both folders are found from this script's place, so it runs from any folder; @FILE and
REPORT.json are read relative to the current one.
"""
import json, os, re, sys

DRAFT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INSTANCES = os.path.join(DRAFT, 'instances')  # <instance>/: instance.json, mutants/, variants/
CONSTRUCTION = os.path.join(DRAFT, 'construction')  # <instance>/tools/candidates/


def main():
    args = sys.argv[1:]
    report = None
    if '--check' in args:
        k = args.index('--check')
        report = args[k + 1]
        del args[k:k + 2]
    if len(args) < 2:
        sys.exit(__doc__)
    instance, ids = args[0], args[1:]
    if len(ids) == 1 and ids[0].startswith('@'):
        ids = open(ids[0][1:]).read().split()
    folder = os.path.join(INSTANCES, instance)
    staged = os.path.join(CONSTRUCTION, instance, 'tools', 'candidates')
    inst_file = os.path.join(folder, 'instance.json')
    inst = json.load(open(inst_file))
    listed = {m['id'] for m in inst['mutants']}
    variants_file = os.path.join(folder, 'variants', 'test_variants.py')
    variants = open(variants_file).read()
    defined = set(re.findall(r'^def (test_\w+)\(', variants, re.M))
    kept = None
    if report:
        checked = {i['id']: i for i in json.load(open(report))['instances']}.get(instance)
        if not checked:
            sys.exit(f'{report}: no check of instance {instance}')
        kept = {m['id'] for m in checked['mutants'] if not m['dropped']}

    order = {s['id']: i for i, s in enumerate(inst['sections'])}
    problems, entries = [], []
    for mid in ids:
        meta_file = os.path.join(staged, mid + '.json')
        if mid in listed:
            problems.append(f'{mid}: already listed')
            continue
        if not os.path.exists(meta_file) or not os.path.exists(os.path.join(staged, mid + '.patch')):
            problems.append(f'{mid}: not staged in {staged}')
            continue
        if kept is not None and mid not in kept:
            problems.append(f'{mid}: dropped by the check in {report}, or not checked there')
            continue
        c = json.load(open(meta_file))
        if c['section'] not in order:
            problems.append(f"{meta_file}: field section: {c['section']} is not a section of {instance}")
        names = re.findall(r'^def (test_\w+)\(', c['variant'], re.M)
        if not names:
            problems.append(f'{meta_file}: field variant: no test function')
        clash = [n for n in names if n in defined]
        if clash:
            problems.append(f'{meta_file}: field variant: {", ".join(clash)} is already defined in {variants_file}')
        defined.update(names)
        entries.append(c)
    if problems:
        sys.exit('nothing listed:\n  ' + '\n  '.join(problems))

    with open(variants_file, 'a') as out:
        for c in entries:
            out.write('\n\n' + c['variant'].strip() + '\n')
    for c in entries:
        os.replace(os.path.join(staged, c['id'] + '.patch'),
                   os.path.join(folder, 'mutants', c['id'] + '.patch'))
        os.remove(os.path.join(staged, c['id'] + '.json'))
        inst['mutants'].append({'id': c['id'], 'section': c['section'], 'targetTest': c['target'],
                                'description': c['desc']})
    inst['mutants'].sort(key=lambda m: order[m['section']])  # stable: listed order kept per section
    open(inst_file, 'w').write(json.dumps(inst, indent=2) + '\n')
    print(f'{instance}: listed {len(entries)}; {len(inst["mutants"])} mutants now')


main()
