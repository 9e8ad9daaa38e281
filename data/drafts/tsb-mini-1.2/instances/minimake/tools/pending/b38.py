# Layer 27 (seventh batch): one-site mutants for further "-" sites of STATUS.md "Layer 27"
# (binding scopes, directory search, stems, case-sensitive patterns at each site).
def I(name, text, expect, *args, env=None):
    return f'''
def {name}(mm):
    rc, out, err = mm("-f", "-", *{args!r}, input={text!r} + "\\n_end:\\n", env={env!r})
    assert (rc, err) == (0, "")
    assert out == {expect!r} + "minimake: nothing to be done for '_end'.\\n"
'''


CI = '''#include <ctype.h>
static int mut_ci_cmpn(const char *a, const char *b, size_t n) {
    for (size_t i = 0; i < n; i++) {
        int x = tolower((unsigned char)a[i]), y = tolower((unsigned char)b[i]);
        if (x != y) return x - y;
        if (!x) return 0;
    }
    return 0;
}

static bool mut_ci_match(const char *pat, const char *word, size_t *so, size_t *sl) {
    const char *pc = strchr(pat, '%');
    size_t pl = strlen(pat), wl = strlen(word);
    if (!pc) {
        if (pl != wl || mut_ci_cmpn(pat, word, wl) != 0) return false;
        if (so) *so = 0;
        if (sl) *sl = 0;
        return true;
    }
    size_t pre = (size_t)(pc - pat), suf = strlen(pc + 1);
    if (wl < pre + suf) return false;
    if (mut_ci_cmpn(pat, word, pre) != 0) return false;
    if (mut_ci_cmpn(pc + 1, word + wl - suf, suf) != 0) return false;
    if (so) *so = pre;
    if (sl) *sl = wl - pre - suf;
    return true;
}

'''
CASE = ("\"Matching is case-sensitive, before and after the `%` alike\" (Patterns; still true of every other "
        "place patterns are used). (one site)")
HIDE = ("\"`foreach` and `let` variables and `call` parameters hide global variables of every origin, "
        "command-line and `override` ones included\"")


def ci(file, anchor, old, new, **kw):
    return [(file, anchor, CI + anchor), (file, old, new)]


MUTANTS = [
# ---- bindings hide globals of every origin ----
dict(id='fn-foreach-override-not-hidden', section='fn-foreach',
 target='test_one_site.test_foreach_hides_override_variable',
 description="A `foreach` loop variable does not hide a global `override` variable of the same name, although " + HIDE + " (still true of `let` and `call`). (one site)",
 edits=[('functions.c', '        set_var(&scope, name, w.v[i], F_SIMPLE, O_AUTOMATIC);', '        Var *g_ = vs_find(&global_vars, name);\n        if (!(g_ && g_->origin == O_OVERRIDE)) set_var(&scope, name, w.v[i], F_SIMPLE, O_AUTOMATIC);')],
 variant=I('test_fn_foreach_override_not_hidden', "override v := o\n$(info <$(foreach v,1 2,[$v])>)", "<[1] [2]>\n")),
dict(id='fn-let-cmdline-not-hidden', section='fn-let',
 target='test_one_site.test_let_hides_cmdline_variable',
 description="A `let` binding does not hide a command-line variable of the same name, although " + HIDE + " (still true of `foreach` and `call`). (one site)",
 edits=[('functions.c', '        set_var(&scope, names.v[i], val, F_SIMPLE, O_AUTOMATIC);', '        Var *g_ = vs_find(&global_vars, names.v[i]);\n        if (!(g_ && g_->origin == O_CMDLINE)) set_var(&scope, names.v[i], val, F_SIMPLE, O_AUTOMATIC);')],
 variant=I('test_fn_let_cmdline_not_hidden', "$(info <$(let p q,1 2,$p$q)>)", "<12>\n", "q=c")),
dict(id='fn-call-cmdline-not-hidden', section='fn-call',
 target='test_one_site.test_call_parameter_hides_cmdline_variable',
 description="A `call` parameter does not hide a command-line variable of the same name (such as `2=x`), although " + HIDE + " (still true of `foreach` and `let`). (one site)",
 edits=[('functions.c', '        set_var(&scope, num, a->v[i], F_SIMPLE, O_AUTOMATIC);', '        Var *g_ = vs_find(&global_vars, num);\n        if (!(g_ && g_->origin == O_CMDLINE)) set_var(&scope, num, a->v[i], F_SIMPLE, O_AUTOMATIC);')],
 variant=I('test_fn_call_cmdline_not_hidden', "f = $(2)$(1)\n$(info <$(call f,a,b)>)", "<ba>\n", "2=z")),
# ---- directory search ----
dict(id='archive-members-searched', section='archive-members',
 target='test_one_site.test_archive_member_not_searched',
 description="Archive member targets are looked for in the search directories like other files (a file `DIR/ARCHIVE(MEMBER)` becomes the found path), although \"Archive members are never searched for in other directories\". (one site)",
 edits=[('build.c', "    if (name[0] == '/' || archive_split(name, NULL, NULL)) return NULL;", "    if (name[0] == '/') return NULL;")],
 variant='''
def test_archive_members_searched(mm):
    mm.touch("v/z.a(q.o)", 1000)
    assert mm(makefile="vpath %% v\\ngo: z.a(q.o)\\n\\t@echo '<$<>'\\nz.a(q.o):\\n\\t@echo made\\n".replace("%%", "%")) == (0, "made\\n<z.a(q.o)>\\n", "")
'''),
dict(id='implicit-search-no-directory-search', section='implicit-search',
 target='test_one_site.test_implicit_search_uses_directory_search',
 description="When implicit rule search decides whether a prerequisite can be made, a file found only by directory search does not count, although \"A prerequisite can be made if it exists as a file (in the current directory or through directory search, see \\\"Directory search\\\")\". (one site)",
 edits=[('build.c', '    char *vp = vpath_search(name);\n    if (vp) {\n        free(vp);', '    char *vp = NULL;\n    if (vp) {\n        free(vp);')],
 variant='''
def test_implicit_search_no_directory_search(mm):
    mm.touch("s/q.y", 1000)
    assert mm("q.c", makefile="VPATH = s\\n%.c: %.y\\n\\t@echo '<$^>'\\n") == (0, "<s/q.y>\\n", "")
'''),
dict(id='intermediate-files-skip-no-directory-search', section='intermediate-files',
 target='test_one_site.test_intermediate_skip_uses_directory_search',
 description="When deciding whether a missing intermediate file is needed, its prerequisites found only by directory search count as missing (so it is made), although it is not made when \"each of the intermediate file's own prerequisites exists as a file (here or by directory search)\". (one site)",
 edits=[('build.c', '    char *p = vpath_search(name);\n    if (!p) return false;', '    char *p = NULL;\n    if (!p) return false;')],
 variant='''
def test_intermediate_files_skip_no_directory_search(mm):
    mm.touch("lib/m.p", 500)
    mm.touch("m.r", 900)
    mf = "VPATH = lib\\n%.r: %.q\\n\\tcp $< $@\\n%.q: %.p\\n\\tcp $< $@\\n"
    assert mm("m.r", makefile=mf) == (0, "minimake: 'm.r' is up to date.\\n", "")
'''),
# ---- stems and lists ----
dict(id='automatic-variables-stem-recursive', section='automatic-variables',
 target='test_one_site.test_stem_with_dollar_is_simple',
 description="`$*` is set as a recursive variable, so a stem containing `$` is expanded again when `$*` is referenced, although \"While a recipe is expanded, these variables are set (each is a simple variable)\". (one site)",
 edits=[('build.c', '    set_auto(&autos, "*", stem ? stem : "");\n    sl_free(&uniq);', '    set_auto(&autos, "*", stem ? stem : "");\n    set_var(&autos, "*", stem ? stem : "", F_RECURSIVE, O_AUTOMATIC);\n    sl_free(&uniq);')],
 variant='''
def test_automatic_variables_stem_recursive(mm):
    assert mm("p$q.x", makefile="q = Q\\n%.x:\\n\\t@echo '<$*>'\\n") == (0, "<p$q>\\n", "")
'''),
dict(id='extra-prereqs-target-specific-ignored', section='extra-prereqs',
 target='test_one_site.test_extra_prereqs_target_specific',
 description="A target-specific `.EXTRA_PREREQS` is not used (only the global value is), although \"The variable `.EXTRA_PREREQS` (global, or target-specific for a target; pattern-specific values are not used) lists extra prerequisites\". (one site)",
 edits=[('build.c', '        cur_scope = &t->vars;\n        VarSet *where;\n        Var *ev = lookup_var(".EXTRA_PREREQS", &where);', '        cur_scope = &global_vars;\n        VarSet *where;\n        Var *ev = lookup_var(".EXTRA_PREREQS", &where);')],
 variant='''
def test_extra_prereqs_target_specific_ignored(mm):
    mf = ".EXTRA_PREREQS := g\\nt: .EXTRA_PREREQS += h\\nt:\\n\\t@echo t\\ng h:\\n\\t@echo $@\\n"
    assert mm("t", makefile=mf) == (0, "g\\nh\\nt\\n", "")
'''),
dict(id='pattern-rules-prereqs-literal', section='pattern-rules',
 target='test_one_site.test_pattern_rule_prereq_gets_stem',
 description="When a pattern rule is used, its normal prerequisite patterns are used as written, without the stem, although \"Its prerequisites are its prerequisite patterns with the first `%` replaced by the stem\" (still true of its order-only patterns and of static pattern rules). (one site)",
 edits=[('build.c', '            for (size_t i = 0; i < pr->deps.n; i++) sl_push(&deps, pattern_subst(pr->deps.v[i], pstem));', '            for (size_t i = 0; i < pr->deps.n; i++) sl_push(&deps, xstrdup(pr->deps.v[i]));')],
 variant='''
def test_pattern_rules_prereqs_literal(mm):
    mm.write("n.src", "")
    assert mm("n.dst", makefile="%.dst: %.src\\n\\t@echo '<$<>'\\n") == (0, "<n.src>\\n", "")
'''),
dict(id='archive-members-prereq-list-unsplit', section='archive-members',
 target='test_one_site.test_archive_prereq_list_spread',
 description="Archive member lists `ARCHIVE(M1 M2)` in a rule's prerequisite list are not spread into members, although \"In the target and prerequisite lists of rules ..., a word containing `(` ... starts a list\" (still true of target lists and second expansions). (one site)",
 edits=[('parse.c', '    split_words(text, &w);\n    archive_words(&w);', '    split_words(text, &w);')],
 variant='''
def test_archive_members_prereq_list_unsplit(mm):
    mf = "go: y.a(r.o s.o)\\n\\t@echo '<$+>'\\ny.a(r.o) y.a(s.o):\\n\\t@:\\n"
    assert mm(makefile=mf) == (0, "<y.a(r.o) y.a(s.o)>\\n", "")
'''),
dict(id='conditional-structure-skipped-line-ends-rule', section='conditional-structure',
 target='test_one_site.test_skipped_lines_keep_recipe_open',
 description="A line in a conditional branch that is not taken ends the rule before it, so recipe lines after the conditional are `recipe commences before first target`, although \"Conditional lines and lines in a branch that is not taken do not end a rule's recipe\". (one site)",
 edits=[('parse.c', '                start_define(&ds, rest, O_OVERRIDE, true, here);\n            free(line);\n            continue;', '                start_define(&ds, rest, O_OVERRIDE, true, here);\n            end_rule(&ps);\n            free(line);\n            continue;')],
 variant='''
def test_conditional_structure_skipped_line_ends_rule(mm):
    assert mm(makefile="go:\\n\\t@echo a\\nifdef NOPE\\nQ := 1\\nendif\\n\\t@echo b\\n") == (0, "a\\nb\\n", "")
'''),
# ---- pattern matching is case-sensitive at every site ----
dict(id='fn-filter-case-insensitive', section='fn-filter',
 target='test_one_site.test_filter_case_sensitive',
 description="`filter` and `filter-out` match their patterns without regard to case, although " + CASE,
 edits=ci('functions.c', 'static bool matches_any(', '        if (pattern_match(pats->v[i], word, NULL, NULL)) return true;', '        if (mut_ci_match(pats->v[i], word, NULL, NULL)) return true;'),
 variant=I('test_fn_filter_case_insensitive', "$(info <$(filter-out A%,a1 A1)>)", "<a1>\n")),
dict(id='fn-patsubst-case-insensitive', section='fn-subst',
 target='test_one_site.test_patsubst_case_sensitive',
 description="`patsubst` matches its pattern without regard to case, although " + CASE,
 edits=ci('functions.c', 'static char *fn_patsubst(', '        if (pattern_match(pat, w.v[i], &so, &sl)) {\n            if (pct) {', '        if (mut_ci_match(pat, w.v[i], &so, &sl)) {\n            if (pct) {'),
 variant=I('test_fn_patsubst_case_insensitive', "$(info <$(patsubst X%,y%,x1 X2)>)", "<x1 y2>\n")),
dict(id='substitution-references-case-insensitive', section='substitution-references',
 target='test_one_site.test_substitution_reference_pattern_case_sensitive',
 description="A substitution reference with a `%` pattern matches without regard to case, although " + CASE,
 edits=ci('expand.c', '/* Replaces each word of text matching pattern a by b', '            if (pattern_match(a, word, &so, &sl)) {', '            if (mut_ci_match(a, word, &so, &sl)) {'),
 variant=I('test_substitution_references_case_insensitive', "S = Q1 q2\n$(info <$(S:q%=r%)>)", "<Q1 r2>\n")),
dict(id='pattern-rules-case-insensitive', section='pattern-rules',
 target='test_one_site.test_pattern_rule_case_sensitive',
 description="Pattern rules match target names without regard to case, although " + CASE,
 edits=ci('build.c', 'static PatRule *find_pattern(const char *name, PatRule **chain, int depth, char **stem_out) {', '            if (!pattern_match(pr->targets.v[k], name, &so, &sl) || sl == 0) continue;', '            if (!mut_ci_match(pr->targets.v[k], name, &so, &sl) || sl == 0) continue;'),
 variant='''
def test_pattern_rules_case_insensitive(mm):
    rc, out, err = mm("-r", "K.txt", makefile="k%:\\n\\t@echo '<$*>'\\n")
    assert (rc, out, err) == (2, "", "minimake: no rule to make target 'K.txt'\\n")
'''),
dict(id='static-pattern-case-insensitive', section='static-pattern-rules',
 target='test_one_site.test_static_pattern_case_sensitive',
 description="A static pattern rule matches its targets against the target pattern without regard to case, although " + CASE,
 edits=ci('parse.c', 'static void handle_rule(ParseState *ps, const char *line, size_t colon, int lineno) {', '            if (!pattern_match(tpat, targets.v[i], &so, &sl))', '            if (!mut_ci_match(tpat, targets.v[i], &so, &sl))'),
 variant='''
def test_static_pattern_case_insensitive(mm):
    rc, out, err = mm(makefile="B.x: b%: %\\n\\t@:\\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:1: target 'B.x' doesn't match the target pattern\\n")
'''),
dict(id='vpath-pattern-case-insensitive', section='vpath',
 target='test_one_site.test_vpath_pattern_case_sensitive',
 description="A `vpath` pattern matches names without regard to case, although " + CASE,
 edits=ci('build.c', 'char *vpath_search(const char *name) {', '        if (!pattern_match(v->pattern, name, NULL, NULL)) continue;', '        if (!mut_ci_match(v->pattern, name, NULL, NULL)) continue;'),
 variant='''
def test_vpath_pattern_case_insensitive(mm):
    mm.touch("d/Y.h", 1000)
    rc, out, err = mm(makefile="vpath y.h d\\ngo: Y.h\\n\\t@:\\n")
    assert (rc, out, err) == (2, "", "minimake: no rule to make target 'Y.h', needed by 'go'\\n")
'''),
dict(id='pattern-variables-case-insensitive', section='pattern-variables',
 target='test_one_site.test_pattern_variable_case_sensitive',
 description="Pattern-specific variables apply to targets that match their pattern without regard to case, although " + CASE,
 edits=ci('build.c', 'static bool run_recipe(Target *t, Recipe *r, StrList *deps, StrList *oodeps, StrList *newer_deps,', '        if (!pattern_match(pv->pattern, t->name, NULL, NULL)) continue;', '        if (!mut_ci_match(pv->pattern, t->name, NULL, NULL)) continue;'),
 variant='''
def test_pattern_variables_case_insensitive(mm):
    assert mm(makefile="A%: W = w\\nab:\\n\\t@echo '<$(W)>'\\n") == (0, "<>\\n", "")
'''),
]
