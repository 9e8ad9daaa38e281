# Regenerates instance.json from spec.md headings and the collected test count.
# Reads and writes the instance folder, data/drafts/tsb-mini-1.2/instances/awklet/ (INSTANCE
# below, found from this script's place), so it runs from any folder; from construction/awklet/:
# python3 tools/mkinstance.py
import json, os, re, subprocess, sys
DRAFT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..'))
INSTANCE = os.path.join(DRAFT, 'instances', 'awklet')
INSTANCE_JSON = os.path.join(INSTANCE, 'instance.json')
spec = open(os.path.join(INSTANCE, 'spec.md')).read()
titles = re.findall(r'^## (.+)$', spec, re.M)
ids = {
"Invocation and options":"invocation","Usage errors":"usage-errors","Program files":"program-files",
"Exit status":"exit-status","Fatal errors":"fatal-errors","Lexical structure":"lexical",
"String literals":"string-literals","Numeric constants":"numeric-constants","Syntax errors":"syntax-errors",
"Program structure":"program-structure","BEGIN and END":"begin-end","Expression patterns":"expression-patterns",
"Range patterns":"range-patterns","Records":"records","Paragraph mode":"paragraph-mode",
"Regular expression records":"regex-records","Default field splitting":"default-fs",
"Single-character FS":"single-char-fs","Regular expression FS":"regex-fs","Empty FS":"empty-fs",
"Field references":"field-refs","Assigning fields":"field-assign","Assigning NF":"nf-assign",
"Assigning $0":"record-assign","Built-in variables":"builtin-vars","NR, FNR and FILENAME":"nr-fnr-filename",
"Input operands, ARGV and ARGC":"operands","Command-line assignments":"cmdline-assign","ENVIRON":"environ",
"Values and types":"values","String to number conversion":"str-to-num","Number to string conversion":"num-to-str",
"Output of numbers":"output-numbers","Comparisons":"comparisons","Truth values":"truth",
"Arithmetic":"arithmetic","Exponentiation":"exponent","Concatenation":"concatenation",
"Unary operators":"unary","Increment and decrement":"incr-decr","Assignment":"assignment",
"Logical operators":"logical","Conditional expression":"conditional","Operator precedence":"precedence",
"Matching operators":"match-ops","Regular expression syntax":"regex-syntax","Bracket expressions":"brackets",
"Character classes":"char-classes","Repetition":"repetition","Anchors":"anchors",
"Escapes in regular expressions":"regex-escapes","Leftmost-longest matching":"leftmost-longest",
"Dynamic regular expressions":"dynamic-regex","Regular expression errors":"regex-errors","Arrays":"arrays",
"Multiple subscripts":"multi-subscripts","The in operator":"in-operator","delete":"delete",
"for-in loops":"for-in","Statements":"statements","Loops":"loops","break and continue":"break-continue",
"next and nextfile":"next-nextfile","exit":"exit","User-defined functions":"functions",
"Function parameters":"parameters","return":"return","Recursion":"recursion",
"Scalars and arrays":"scalars-arrays","print":"print","printf":"printf",
"printf format parsing":"format-parsing","printf integer conversions":"printf-integers",
"printf floating-point conversions":"printf-floats","printf string and character conversions":"printf-strings",
"Output redirection to files":"output-files","Output to pipes":"output-pipes","close and fflush":"close-fflush",
"system":"system","getline":"getline","getline from files":"getline-files","getline from commands":"getline-commands",
"length":"length","substr":"substr","index":"index","split":"split","sub and gsub":"sub-gsub",
"Replacement text":"replacement","match":"match","sprintf":"sprintf",
"Built-in function arguments":"builtin-args","tolower and toupper":"case-conversion",
"Arithmetic functions":"math-functions","rand and srand":"rand-srand","Uninitialized values":"uninitialized",
"split separators":"split-seps","Fixed-width fields":"fieldwidths","The RT variable":"rt",
"Sorting arrays":"asort","Bit operations":"bit-ops","strtonum":"strtonum","Sandbox mode":"sandbox",
"Dumping variables":"dump-variables","switch":"switch","SORTED_IN":"sorted-in",
"IGNORECASE":"ignorecase","BEGINFILE and ENDFILE":"beginfile-endfile",
"strftime and systime":"strftime","mktime":"mktime",
"Subexpression matches":"submatches","gensub":"gensub","FPAT":"fpat",
"typeof and isarray":"typeof","Word and space operators":"word-ops",
"printf positional arguments":"printf-positional","ERRNO":"errno","Lint warnings":"lint",
}
sections=[]
for t in titles:
    if t not in ids:
        sys.exit("no id for "+t)
    sections.append({"id":ids[t],"title":t})
assert len({s['id'] for s in sections})==len(sections)
out = subprocess.run([sys.executable,'-m','pytest','--collect-only','-q','-p','no:cacheprovider','tests'],capture_output=True,text=True,cwd=INSTANCE).stdout
n = sum(1 for l in out.splitlines() if '::' in l)
# keeps the mutants already listed
old_mutants = json.load(open(INSTANCE_JSON)).get('mutants', []) if os.path.exists(INSTANCE_JSON) else []
inst = {"id":"awklet","title":"awklet: an awk interpreter (POSIX awk with its own ERE engine, printf, getline and I/O redirection)","language":"go","sections":sections,"referenceTests":n,"mutants":old_mutants}
open(INSTANCE_JSON,'w').write(json.dumps(inst, indent=2)+"\n")
print(len(sections), n)
