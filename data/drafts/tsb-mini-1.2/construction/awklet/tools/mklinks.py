# Writes target-links.json: each reference test linked to the spec section it asserts, found
# from the "# ---- Section ----" comment above it (mixed headers are resolved by test name).
# Reads the instance folder, data/drafts/tsb-mini-1.2/instances/awklet/ (INSTANCE below, found
# from this script's place), and writes construction/awklet/target-links.json (LINKS, beside this
# tools/ folder), so it runs from any folder; from construction/awklet/: python3 tools/mklinks.py
import glob, json, os, re

CONSTRUCTION = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # construction/awklet
DRAFT = os.path.dirname(os.path.dirname(CONSTRUCTION))
INSTANCE = os.path.join(DRAFT, 'instances', 'awklet')
LINKS = os.path.join(CONSTRUCTION, 'target-links.json')
inst = json.load(open(os.path.join(INSTANCE, 'instance.json')))
title2id = {s['title']: s['id'] for s in inst['sections']}
simple = {
    '-e and --source': 'program-files', 'Invocation: long options': 'invocation',
    'NR, FNR, FILENAME': 'nr-fnr-filename', 'String to number': 'str-to-num',
    'match with an array': 'submatches',
}
by_name = [  # (pattern in test name, section) for the mixed headers, first match wins
    ('tolower', 'case-conversion'), ('toupper', 'case-conversion'), ('math', 'math-functions'),
    ('uninit', 'uninitialized'), ('default_fs', 'default-fs'), ('single_char_fs', 'single-char-fs'),
    ('dynamic', 'dynamic-regex'), ('longest', 'leftmost-longest'), ('pow', 'exponent'),
    ('arith', 'arithmetic'), ('field_assign', 'field-assign'), ('field', 'field-refs'),
    ('number', 'numeric-constants'), ('string', 'string-literals'), ('output', 'output-numbers'),
    ('numstr', 'num-to-str'), ('pipe', 'output-pipes'), ('system', 'system'), ('index', 'index'),
    ('length', 'length'), ('progfile', 'program-files'), ('exit_status', 'exit-status'),
    ('fatal', 'fatal-errors'), ('rs_', 'records'), ('for_in', 'for-in'), ('while', 'loops'),
    ('recursion', 'recursion'), ('return', 'return'), ('in_', 'in-operator'),
    ('delete', 'delete'), ('array', 'arrays'), ('sprintf', 'sprintf'), ('print_', 'print'),
    ('printf', 'printf-strings'),
]
# tests that stand under another section's header but assert this one (checked by hand)
moved = {
    'test_field_negative_fraction_is_zero': 'field-refs', 'test_field_nan_fatal': 'field-refs',
    'test_lexical_newline_before_colon': 'lexical', 'test_lexical_newline_in_call_args': 'lexical',
    'test_lexical_newline_in_grouping': 'lexical', 'test_lexical_newline_in_subscript': 'lexical',
    'test_lexical_newline_in_builtin_args': 'lexical',
    'test_lexical_newline_not_allowed_before_operator': 'lexical',
    'test_structure_items_after_brace_same_line': 'program-structure',
    'test_structure_pattern_needs_separator': 'program-structure',
    'test_structure_beginfile_brace_same_line': 'beginfile-endfile',
    'test_close_dev_stdout_only_flushes': 'close-fflush',
    'test_close_output_and_input_same_name': 'close-fflush',
    'test_close_stdin_continues': 'close-fflush',
}
links = {}
unmapped = []
for f in sorted(glob.glob(os.path.join(INSTANCE, 'tests', 'test_*.py'))):
    module = f.split('/')[-1][:-3]
    header = None
    for line in open(f):
        m = re.match(r'# ---- (.+) ----', line)
        if m:
            header = m.group(1)
            continue
        m = re.match(r'def (test_\w+)\(', line)
        if not m:
            continue
        name = m.group(1)
        sec = title2id.get(header) or simple.get(header)
        if sec is None:
            for pat, s in by_name:
                if pat in name[5:]:
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
