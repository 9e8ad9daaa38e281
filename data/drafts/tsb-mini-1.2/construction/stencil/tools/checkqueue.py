# checkqueue.py: checks candidate mutants one at a time (one test process at a time), in the order
# of the ids listed in $STAGE/queue (read again after each mutant, so ids may be appended while it
# runs; it stops when all are done and $STAGE/stop exists). For each id it needs, in $STAGE:
# patches/<id>.patch, patches/<id>.json ({"id","section","target","desc"}; target module.test),
# vstage/test_<id with _>.py (the variant; vstage/ also holds conftest.py and helpers_v.py) and
# sel/<id>.txt (from selecttests.py). It applies the patch to a scratch copy of reference/, builds
# it (TSB_VARIANT=1), runs the variant on the mutant, then the target test and the selected tests
# on the mutant, and writes $STAGE/results/<id>.json (variant_killed, target_killed, failed,
# selected). With $REF_EXE (a reference build), the variant is first run on it too, unless
# $STAGE/refok/<id> exists (then it is known to pass); variant_ref_passed records the outcome.
# reference/ and tests/ are the instance folder's, data/drafts/tsb-mini-1.2/instances/stencil/
# (INST below, found from this script's place; pytest runs there), so it runs from any folder;
# $STAGE and $REF_EXE are taken relative to the folder it is started from. From
# construction/stencil/: STAGE=<stage> REF_EXE=<reference build> python3 tools/checkqueue.py
import json, os, subprocess, shutil, sys, time
DRAFT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..'))
INST = os.path.join(DRAFT, 'instances', 'stencil')
STAGE = os.path.abspath(os.environ['STAGE'])
if os.environ.get('REF_EXE'):
    os.environ['REF_EXE'] = os.path.abspath(os.environ['REF_EXE'])
R = os.path.join(STAGE, 'results')
os.makedirs(R, exist_ok=True)
def pytest(exe, args):
    env = dict(os.environ, TSB_EXECUTABLE=exe)
    p = subprocess.run([sys.executable, '-m', 'pytest', '-q', '-p', 'no:cacheprovider', '-rf'] + args,
                       cwd=INST, env=env, capture_output=True, text=True)
    failed = [l.split(' ')[1] for l in p.stdout.splitlines() if l.startswith('FAILED ')]
    last = p.stdout.strip().splitlines()[-1] if p.stdout.strip() else p.stderr[-300:]
    return failed, last
while True:
    done = {f[:-5] for f in os.listdir(R) if f.endswith('.json')}
    queue = [l.strip() for l in open(os.path.join(STAGE, 'queue')) if l.strip()]
    todo = [q for q in queue if q not in done]
    if not todo:
        if os.path.exists(os.path.join(STAGE, 'stop')):
            break
        time.sleep(5)
        continue
    mid = todo[0]
    t0 = time.time()
    meta = json.load(open(f'{STAGE}/patches/{mid}.json'))
    d = f'{STAGE}/m/{mid}'
    shutil.rmtree(d, ignore_errors=True)
    shutil.copytree(f'{INST}/reference', d)
    res = {'id': mid}
    p = subprocess.run(['patch', '-s', '-p1', '-i', f'{STAGE}/patches/{mid}.patch'], cwd=d, capture_output=True, text=True)
    if p.returncode != 0:
        res['error'] = 'patch failed: ' + p.stdout + p.stderr
    else:
        b = subprocess.run(['bash', 'build.sh'], cwd=d, env=dict(os.environ, TSB_VARIANT='1'), capture_output=True, text=True)
        if b.returncode != 0:
            res['error'] = 'build failed'
        else:
            exe = f'{d}/executable'
            vt = 'test_' + mid.replace('-', '_')
            if os.environ.get('REF_EXE') and not os.path.exists(f'{STAGE}/refok/{mid}'):
                rf, rlast = pytest(os.environ['REF_EXE'], [f'{STAGE}/vstage/{vt}.py'])
                res['variant_ref_passed'] = not rf and ' passed' in rlast
                if res['variant_ref_passed']:
                    open(f'{STAGE}/refok/{mid}', 'w').close()
            mod, tn = meta['target'].split('.')
            tid = f'tests/{mod}.py::{tn}'
            sel = [l.strip() for l in open(f'{STAGE}/sel/{mid}.txt') if l.strip()]
            ids = [tid] + [s for s in sel if s != tid]
            # one pytest process: the variant, the target and the selected tests
            f, last = pytest(exe, [f'{STAGE}/vstage/{vt}.py'] + ids)
            f = ['tests/' + x.split('/tests/', 1)[1] if '/tests/' in x else x for x in f]
            res['variant_killed'] = any(x.endswith('::' + vt) for x in f)
            f = [x for x in f if not x.endswith('::' + vt)]
            res['selected'] = len(ids)
            res['target_killed'] = tid in f
            res['failed'] = f
            res['last'] = last
    shutil.rmtree(d, ignore_errors=True)
    res['seconds'] = round(time.time() - t0)
    json.dump(res, open(f'{R}/{mid}.json', 'w'), indent=1)
