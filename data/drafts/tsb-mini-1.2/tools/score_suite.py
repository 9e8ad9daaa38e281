#!/usr/bin/env python3
"""Score one agent suite on one instance of the draft, under the run protocol, and split M into
one-site mutants and the rest.

usage: python3 tools/score_suite.py <instance> <suite dir> <work dir>
           [--mutants all|one-site|rest|sample:N:SEED] [--brief NAME] [--jobs N]
           [--slot-base N] [--full] [--timeout SECONDS] [--cache DIR]
           [--record FILE --key KEY] [--environment-of BENCHMARK_DIR] [--candidates DIR]

The draft is not under data/benchmarks/, and its instances do not all load together while they
grow, so this copies the draft with only <instance> in it (mutants filtered as asked) into
<work dir>/bench, then runs `tsb build`, `tsb run` (covering mode unless --full: each mutant is
run only with the tests whose coverage reaches its changed lines, which can only lower M) and
`tsb score --json`, from the repository's root. It prints V, M over the mutants run, M over the
one-site mutants (those whose description ends with "(one site)") and over the rest, and the
survivors of each. <work dir> must not exist yet.

--mutants ids:A,B,... (or ids:@FILE, one id per line) scores only those mutants, for example the
ones listed since a suite was last scored. --record FILE --key KEY writes each mutant's status and
the suite's validity into FILE (a JSON object of runs, such as suites/one-site-scores-*.json)
under KEY, keeping the statuses already there for mutants this run did not score.
--environment-of data/benchmarks/tsb-mini-1.1 builds and runs inside that version's environment
image (its benchmark.json's "environment"), as a release of the draft would; by default the draft
declares none and runs on this machine.
--candidates DIR adds staged candidate mutants (DIR/<id>.json with id, section, target, desc, and
DIR/<id>.patch) to the copy, as if listed, to measure what listing them would do to a suite's M
before they have passed the whole-suite check; pick them with --mutants ids:... A score with
candidates is a projection, not a score of the draft. An instance's candidates are staged in
construction/<instance>/tools/candidates/, outside its instance folder, so a copy made without
--candidates holds only the listed mutants.
"""
import argparse, json, os, random, shutil, subprocess, sys

DRAFT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.abspath(os.path.join(DRAFT, '..', '..', '..'))
TSB = ['node', os.path.join(ROOT, 'bin', 'tsb.mjs')]


def one_site(m):
    return m.get('description', '').rstrip().endswith('(one site)')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('instance')
    ap.add_argument('suite')
    ap.add_argument('work')
    ap.add_argument('--mutants', default='all')
    ap.add_argument('--brief', default='unnamed')
    ap.add_argument('--jobs', default='2')
    ap.add_argument('--slot-base', default='150')
    ap.add_argument('--full', action='store_true')
    ap.add_argument('--cache', help='a build cache to reuse (another score of the same instance '
                    'and mutants); by default <work dir>/cache')
    ap.add_argument('--record', help='a JSON file of runs to write the statuses into (with --key)')
    ap.add_argument('--key', help="the run's key in --record's file")
    ap.add_argument('--environment-of', help="a benchmark folder whose environment image to run in")
    ap.add_argument('--candidates', help='a folder of staged candidate mutants to add to the copy')
    ap.add_argument('--timeout', help="tsb run's --timeout: a slow suite's reference runs may need more than its default")
    a = ap.parse_args()
    if bool(a.record) != bool(a.key):
        sys.exit('--record and --key go together')
    if os.path.exists(a.work):
        sys.exit(f'{a.work}: exists; give a new work dir')
    src = os.path.join(DRAFT, 'instances', a.instance)
    if not os.path.isdir(src):
        sys.exit(f'{src}: no such instance in the draft')
    suite = os.path.abspath(a.suite)
    if not os.path.isdir(suite):
        sys.exit(f'{suite}: no such suite folder')

    bench = os.path.join(a.work, 'bench')
    os.makedirs(os.path.join(bench, 'instances'))
    meta = json.load(open(os.path.join(DRAFT, 'benchmark.json')))
    meta['instances'] = [a.instance]
    if a.environment_of:
        other = os.path.abspath(a.environment_of)
        env = json.load(open(os.path.join(other, 'benchmark.json'))).get('environment')
        if not env:
            sys.exit(f'{other}/benchmark.json: no "environment" to run in')
        meta['environment'] = {k: (os.path.join(other, v) if k in ('image', 'spec') else v)
                               for k, v in env.items()}
    json.dump(meta, open(os.path.join(bench, 'benchmark.json'), 'w'), indent=2)
    dst = os.path.join(bench, 'instances', a.instance)
    shutil.copytree(src, dst, ignore=shutil.ignore_patterns('__pycache__', 'executable'))
    inst = json.load(open(os.path.join(dst, 'instance.json')))
    if a.candidates:
        add_candidates(a.candidates, inst, dst)
    mutants = inst['mutants']
    if a.mutants == 'one-site':
        mutants = [m for m in mutants if one_site(m)]
    elif a.mutants == 'rest':
        mutants = [m for m in mutants if not one_site(m)]
    elif a.mutants.startswith('sample:'):
        _, n, seed = a.mutants.split(':')
        mutants = random.Random(seed).sample(mutants, min(int(n), len(mutants)))
    elif a.mutants.startswith('ids:'):
        spec = a.mutants[len('ids:'):]
        ids = (open(spec[1:]).read().split() if spec.startswith('@')
               else [i for i in spec.split(',') if i])
        wanted = set(ids)
        unknown = sorted(wanted - {m['id'] for m in mutants})
        if unknown:
            shutil.rmtree(a.work)  # nothing was run: the same work dir may be given again
            sys.exit(f"--mutants ids: not mutants of {a.instance}: {', '.join(unknown)}")
        mutants = [m for m in mutants if m['id'] in wanted]
    elif a.mutants != 'all':
        shutil.rmtree(a.work)
        sys.exit(f'--mutants {a.mutants}: expected all, one-site, rest, sample:N:SEED or ids:...')
    keep = {m['id'] for m in mutants}
    inst['mutants'] = [m for m in inst['mutants'] if m['id'] in keep]
    json.dump(inst, open(os.path.join(dst, 'instance.json'), 'w'), indent=2)

    suites = os.path.join(a.work, 'suites')
    shutil.copytree(suite, os.path.join(suites, a.instance),
                    ignore=shutil.ignore_patterns('__pycache__'))
    sub = {
        'schemaVersion': 1, 'benchmark': f"tsb-mini@{meta['version']}",
        'model': 'Claude (version not recorded)', 'agent': f'coding-agent session, {a.brief} brief',
        'setting': 'spec-only', 'organization': 'TestSuiteBench Explorer',
        'date': subprocess.run(['date', '-u', '+%Y-%m-%d'], capture_output=True,
                               text=True).stdout.strip(),
        'notes': 'Draft measurement.',
    }
    json.dump(sub, open(os.path.join(a.work, 'submission.json'), 'w'), indent=2)
    cache = os.path.abspath(a.cache) if a.cache else os.path.join(a.work, 'cache')
    out = os.path.join(a.work, 'bundle')
    subprocess.run(TSB + ['build', '--benchmark', bench, '--cache', cache], cwd=ROOT, check=True)
    run = TSB + ['run', '--benchmark', bench, '--cache', cache, '--suites', suites, '--out', out,
                 '--submission', os.path.join(a.work, 'submission.json'), '--jobs', a.jobs,
                 '--slot-base', a.slot_base]
    if not a.full:
        run.append('--covering-tests')
    if a.timeout:
        run += ['--timeout', a.timeout]
    subprocess.run(run, cwd=ROOT, check=True)
    scored = subprocess.run(TSB + ['score', out, '--benchmark', bench, '--json'], cwd=ROOT,
                            check=True, capture_output=True, text=True).stdout
    open(os.path.join(a.work, 'score.json'), 'w').write(scored)
    result = json.loads(scored)['instances'][0]
    status = {r['id']: r['status'] for r in result['mutantResults']}
    t = result['tests']
    print(f"{a.instance}, {a.brief}: V {100 * result['validityRate']:.1f}% "
          f"({t['valid']} of {t['total']}), M {100 * result['mutationScore']:.1f}% "
          f"over {len(status)} mutants ({'covering mode' if not a.full else 'full protocol'})")
    for name, group in (('one-site', [m for m in mutants if one_site(m)]),
                        ('rest', [m for m in mutants if not one_site(m)])):
        if not group:
            continue
        killed = [m['id'] for m in group if status.get(m['id']) in ('killed', 'timeout')]
        left = [m['id'] for m in group if m['id'] not in killed]
        print(f"  {name}: {len(killed)} of {len(group)} killed "
              f"({100 * len(killed) / len(group):.1f}%); survive: {', '.join(left) or 'none'}")
    if a.record:
        record(a.record, a.key, a.mutants, 'full protocol' if a.full else 'covering, full protocol',
               t, status)


def add_candidates(folder, inst, dst):
    listed = {m['id'] for m in inst['mutants']}
    for name in sorted(os.listdir(folder)):
        if not name.endswith('.json'):
            continue
        c = json.load(open(os.path.join(folder, name)))
        patch = os.path.join(folder, c['id'] + '.patch')
        if c['id'] in listed or not os.path.exists(patch):
            continue
        inst['mutants'].append({'id': c['id'], 'section': c['section'], 'targetTest': c['target'],
                                'description': c['desc']})
        shutil.copy(patch, os.path.join(dst, 'mutants', c['id'] + '.patch'))


def record(path, key, mutants, mode, tests, status):
    """Merge one run's statuses into the runs file under key: a later partial run (new mutants
    only) adds to an earlier one of the same suite instead of replacing it."""
    runs = json.load(open(path)) if os.path.exists(path) else {}
    entry = runs.get(key, {'mutants': mutants, 'mode': mode, 'statuses': {}})
    if key in runs and entry.get('mode') != mode:
        sys.exit(f'{path}: {key} was scored in {entry.get("mode")} mode, this run in {mode}')
    if key in runs:
        entry['mutants'] = f"{entry['mutants']} + {mutants}"
    entry['validity'] = {k: tests[k] for k in ('total', 'valid', 'invalid', 'skipped', 'flaky')
                         if k in tests}
    entry['statuses'] = {**entry['statuses'], **status}
    runs[key] = entry
    with open(path, 'w') as f:
        json.dump(runs, f, indent=2)
        f.write('\n')
    print(f'recorded {len(status)} statuses under {key!r} in {path}')


if __name__ == '__main__':
    main()
