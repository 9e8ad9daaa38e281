# Checks a batch of mutants and lists the fit ones in the instance folder,
#   data/drafts/tsb-mini-1.2/instances/minimake/ (INSTANCE below, found from this script's
#   place). It runs from any folder; BATCH.py and $REF_EXE are taken relative to the folder it is
#   started from. From construction/minimake/:
#   REF_EXE=<reference build> python3 tools/mutbatch.py BATCH.py [id ...]
# BATCH.py defines MUTANTS = [dict(id=, section=, target='module.test', description=,
#   edits=[(file, old, new), ...], variant='def test_<id>(mm): ...'), ...]; each edit replaces
#   the one occurrence of `old` in reference/<file>. For each mutant: writes the patch (paths
#   a/<file> b/<file>), applies it to a scratch copy of reference/ in $TMPDIR, builds it
#   (TSB_VARIANT=1; the next mutant is built while the current one is tested), runs the variant on the reference build ($REF_EXE) and on the mutant, then
#   the whole reference suite on the mutant (one test process at a time). A mutant is listed
#   (mutants/<id>.patch, variants/test_variants.py, instance.json) only when the variant passes
#   on the reference and fails on the mutant, the target test fails and fewer than 20% of the
#   reference tests fail. Results are appended to $TMPDIR/minimake-mutbatch.log.
# With --light first (python3 tools/mutbatch.py --light BATCH.py [id ...]) it stops after the
#   target test alone kills the mutant and stages it in construction/minimake/tools/candidates/
#   (CANDIDATES below: <id>.patch and <id>.json with id, section, target, desc, variant, status),
#   outside the instance folder, instead of listing it: the whole-suite check is the slow part,
#   and a staged candidate can already be scored (score_suite.py --candidates).
import difflib, json, os, re, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))  # construction/minimake/tools
DRAFT = os.path.normpath(os.path.join(HERE, '..', '..', '..'))
INSTANCE = os.path.join(DRAFT, 'instances', 'minimake')
CANDIDATES = os.path.join(HERE, 'candidates')
TMP = os.environ.get('TMPDIR', '/tmp')
REF_EXE = os.environ.get('REF_EXE') and os.path.abspath(os.environ['REF_EXE'])
LOG = os.path.join(TMP, 'minimake-mutbatch.log')


def log(*a):
    s = ' '.join(str(x) for x in a)
    print(s, flush=True)
    open(LOG, 'a').write(s + '\n')


def make_patch(m):
    out = []
    files = {}
    for f, old, new in m['edits']:
        text = files.get(f) or open(os.path.join(INSTANCE, 'reference', f)).read()
        c = text.count(old)
        if c != 1:
            raise SystemExit(f"{m['id']}: edit in {f} matches {c} times: {old!r}")
        files[f] = text.replace(old, new)
    for f in sorted(files):
        orig = open(os.path.join(INSTANCE, 'reference', f)).read().splitlines(True)
        new = files[f].splitlines(True)
        out.extend(difflib.unified_diff(orig, new, 'a/' + f, 'b/' + f, n=3))
    return ''.join(out)


def pytest(exe, *args):
    env = dict(os.environ, TSB_EXECUTABLE=exe)
    r = subprocess.run([sys.executable, '-m', 'pytest', '-q', '-p', 'no:cacheprovider', '--tb=no', *args],
                       capture_output=True, text=True, env=env, cwd=INSTANCE)
    return r.stdout


def summary(out):
    failed = re.findall(r'^FAILED (\S+?)(?: - |$)', out, re.M)
    m = re.search(r'(\d+) failed', out)
    p = re.search(r'(\d+) passed', out)
    return failed, int(m.group(1)) if m else 0, int(p.group(1)) if p else 0


def prepare(m):
    """Writes the patch, applies it to a scratch copy and builds it; returns (T, patch, exe, error)."""
    mid = m['id']
    T = tempfile.mkdtemp(prefix=f'minimake-mut-{mid}-', dir=TMP)
    try:
        patch = make_patch(m)
    except SystemExit as e:
        return T, None, None, str(e)
    pf = os.path.join(T, 'p.patch')
    open(pf, 'w').write(patch)
    mdir = os.path.join(T, 'm')
    shutil.copytree(os.path.join(INSTANCE, 'reference'), mdir)
    if os.path.exists(os.path.join(mdir, 'executable')):
        os.remove(os.path.join(mdir, 'executable'))
    if subprocess.run(['patch', '-s', '-p1', '-i', pf], cwd=mdir).returncode:
        return T, patch, None, 'PATCH FAIL'
    if subprocess.run(['bash', 'build.sh'], cwd=mdir, env=dict(os.environ, TSB_VARIANT='1'),
                      capture_output=True).returncode:
        return T, patch, None, 'BUILD FAIL'
    return T, patch, os.path.join(mdir, 'executable'), None


def check(m, total, prepared):
    mid = m['id']
    T, patch, exe, error = prepared
    try:
        if error:
            return log(mid, error)
        vdir = os.path.join(T, 'v')
        os.mkdir(vdir)
        shutil.copy(os.path.join(INSTANCE, 'variants', 'conftest.py'), vdir)
        vname = 'test_' + re.sub(r'[-.+@]', '_', mid)
        if not re.search(r'^def ' + vname + r'\(', m['variant'], re.M):
            return log(mid, 'VARIANT MISNAMED')
        open(os.path.join(vdir, 'test_v.py'), 'w').write(m.get('prelude', '') + '\n\n' + m['variant'].strip() + '\n')
        _, vf_ref, vp_ref = summary(pytest(REF_EXE, vdir))
        _, vf_mut, vp_mut = summary(pytest(exe, vdir))
        if not (vp_ref == 1 and vf_ref == 0):
            return log(mid, 'VARIANT FAILS ON REFERENCE')
        if not (vf_mut == 1):
            return log(mid, 'VARIANT PASSES ON MUTANT')
        tgt = 'tests/' + m['target'].replace('.', '.py::', 1)
        failed, nf, np_ = summary(pytest(exe, tgt))
        if nf != 1:
            return log(mid, 'TARGET NOT KILLED (alone)')
        if LIGHT:
            return stage(m, patch)
        failed, nf, np_ = summary(pytest(exe, 'tests'))
        names = [f.split('::')[-1] for f in failed]
        if tgt not in failed:
            return log(mid, f'TARGET NOT KILLED ({nf} failed: {" ".join(names[:8])})')
        if nf > 0.2 * total:
            return log(mid, f'TOO COARSE ({nf} failed)')
        # list it
        open(os.path.join(INSTANCE, 'mutants', mid + '.patch'), 'w').write(patch)
        with open(os.path.join(INSTANCE, 'variants', 'test_variants.py'), 'a') as f:
            f.write('\n\n' + m['variant'].strip() + '\n')
        inst = json.load(open(os.path.join(INSTANCE, 'instance.json')))
        inst['mutants'] = [x for x in inst['mutants'] if x['id'] != mid]
        inst['mutants'].append({'id': mid, 'section': m['section'], 'targetTest': m['target'],
                                'description': m['description']})
        order = {s['id']: i for i, s in enumerate(inst['sections'])}
        inst['mutants'].sort(key=lambda x: order[x['section']])
        open(os.path.join(INSTANCE, 'instance.json'), 'w').write(json.dumps(inst, indent=2) + '\n')
        log(mid, f'OK ({nf} failed: {" ".join(names[:8])})')
    finally:
        shutil.rmtree(T, ignore_errors=True)


def stage(m, patch):
    c = CANDIDATES
    os.makedirs(c, exist_ok=True)
    open(os.path.join(c, m['id'] + '.patch'), 'w').write(patch)
    # the variant alone, as listing appends it (a batch's prelude is for its checks only)
    json.dump({'id': m['id'], 'section': m['section'], 'target': m['target'],
               'desc': m['description'], 'variant': m['variant'].strip(),
               'status': 'light check passed (variant passes on the reference and fails on the '
                         'mutant; the target test alone fails on the mutant); whole-suite check '
                         'not yet run'},
              open(os.path.join(c, m['id'] + '.json'), 'w'), indent=1)
    log(m['id'], 'STAGED (light check)')


LIGHT = False


def main():
    global LIGHT
    args = sys.argv[1:]
    if args[:1] == ['--light']:
        LIGHT, args = True, args[1:]
    if not args or args[0] in ('-h', '--help'):
        raise SystemExit('usage: REF_EXE=<reference build> python3 tools/mutbatch.py [--light] BATCH.py [id ...]')
    ns = {}
    exec(open(args[0]).read(), ns)
    only = set(args[1:])
    inst = json.load(open(os.path.join(INSTANCE, 'instance.json')))
    secs = {s['id'] for s in inst['sections']}
    listed = {x['id'] for x in inst['mutants']}
    total = inst['referenceTests']
    global REF_EXE
    if not REF_EXE:
        raise SystemExit('set REF_EXE to a build of reference/')
    todo = []
    for m in ns['MUTANTS']:
        if only and m['id'] not in only:
            continue
        if m['id'] in listed and not only:
            continue
        assert m['section'] in secs, m['section']
        todo.append(m)
    # the next mutant is patched and built while the current one is tested (one test process)
    import concurrent.futures
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as ex:
        fut = ex.submit(prepare, todo[0]) if todo else None
        for k, m in enumerate(todo):
            prepared = fut.result()
            fut = ex.submit(prepare, todo[k + 1]) if k + 1 < len(todo) else None
            check(m, total, prepared)

main()
