# Layer 27 (fifth batch): one-site mutants for further "-" sites of STATUS.md "Layer 27".
def I(name, text, expect, *args, env=None):
    return f'''
def {name}(mm):
    rc, out, err = mm("-f", "-", *{args!r}, input={text!r} + "\\n_end:\\n", env={env!r})
    assert (rc, err) == (0, "")
    assert out == {expect!r} + "minimake: nothing to be done for '_end'.\\n"
'''


def SP(src, dst):
    return ("for (const char *p_ = %s; *p_;) { while (*p_ == ' ') p_++; if (!*p_) break; "
            "const char *s_ = p_; while (*p_ && *p_ != ' ') p_++; "
            "sl_push(&%s, xstrndup(s_, (size_t)(p_ - s_))); }" % (src, dst))


ALLPCT = ("char *%s = xstrdup(\"\"); for (const char *q_ = %s; *q_; q_++) { char *n_ = *q_ == '%%' ? "
          "xasprintf(\"%%s%%s\", %s, stem) : xasprintf(\"%%s%%c\", %s, *q_); free(%s); %s = n_; }")
EMPTY = ("\"In functions and substitution references the stem may be empty (`%.c` matches `.c`). In pattern "
         "rules the stem must be non-empty\"")
MENTIONED = ("\"not mentioned in the makefile as a target or prerequisite of an explicit rule (including static "
             "pattern and double-colon rules)\"")
INTER = '''
def {name}(mm):
    mm.write("q.one", "1\\n")
    mf = "%.three: %.two\\n\\tcp $< $@\\n%.two: %.one\\n\\tcp $< $@\\n{rule}\\n"
    rc, out, err = mm("q.three", makefile=mf)
    assert (rc, out, err) == (0, "cp q.one q.two\\ncp q.two q.three\\n", "")
    assert mm.exists("q.two")
'''

MUTANTS = [
dict(id='conditional-syntax-first-unstripped', section='conditional-syntax',
 target='test_one_site.test_ifeq_first_argument_stripped',
 description="In `ifeq (A,B)` the expanded `A` is not stripped (only `B` is), although \"`ifeq (A,B)` is true if `A` and `B`, each expanded and stripped of leading and trailing whitespace, are equal\". (one site)",
 edits=[('parse.c', '        a = trim(ea);', '        a = xstrdup(ea);')],
 variant=I('test_conditional_syntax_first_unstripped', "ifeq (\tq\t,q)\n$(info same)\nendif", "same\n")),
dict(id='target-variables-name-unstripped', section='target-variables',
 target='test_one_site.test_target_variable_name_stripped_after_expansion',
 description="The name of a target-specific assignment is not stripped after expansion, so whitespace produced by expansion stays in it (`invalid variable name`), although the name of an assignment is \"the text before the operator, expanded, with leading and trailing whitespace removed\" (still true of global assignments). (one site)",
 edits=[('parse.c', '        char *en = expand(nm);\n        char *name = trim(en);\n        const char *vstart', '        char *en = expand(nm);\n        char *name = xstrdup(en);\n        const char *vstart')],
 variant='''
def test_target_variables_name_unstripped(mm):
    mf = "T := $(subst x,\\t,x)\\ngo: V$(T) := 6\\ngo:\\n\\t@echo '<$(V)>'\\n"
    assert mm(makefile=mf) == (0, "<6>\\n", "")
'''),
dict(id='fn-strip-tab-not-separator', section='fn-subst',
 target='test_one_site.test_strip_tab_separates_words',
 description="`strip` splits its text at spaces only, so a tab inside is kept, although it \"reduces each run of whitespace inside to one space\" and \"\\\"Words\\\" are separated by spaces, tabs and newlines\". (one site)",
 edits=[('functions.c', '    split_words(a->v[0], &w);\n    return words_joined(&w);', '    ' + SP('a->v[0]', 'w') + '\n    return words_joined(&w);')],
 variant=I('test_fn_strip_tab_not_separator', "$(info <$(strip  p\t\tq )>)", "<p q>\n")),
dict(id='automatic-variables-newer-recursive', section='automatic-variables',
 target='test_one_site.test_first_and_newer_prereq_with_dollar_are_simple',
 description="`$?` is set as a recursive variable, so a prerequisite name containing `$` is expanded again when `$?` is referenced, although \"While a recipe is expanded, these variables are set (each is a simple variable)\". (one site)",
 edits=[('build.c', '    set_auto(&autos, "?", s = join_words(newer_deps));', '    set_auto(&autos, "?", s = join_words(newer_deps));\n    set_var(&autos, "?", s, F_RECURSIVE, O_AUTOMATIC);')],
 variant='''
def test_automatic_variables_newer_recursive(mm):
    assert mm(makefile="z = Z\\ngo: a$$z\\n\\t@echo '<$?>'\\na$$z:\\n\\t@:\\n") == (0, "<a$z>\\n", "")
'''),
dict(id='conditional-structure-directive-ends-rule', section='conditional-structure',
 target='test_one_site.test_conditional_lines_keep_recipe_open',
 description="A conditional directive line ends the rule before it, so recipe lines after it are `recipe commences before first target`, although \"Conditional lines and lines in a branch that is not taken do not end a rule's recipe\" (the exception to \"Any other line ... ends it\"). (one site)",
 edits=[('parse.c', '        if (handle_conditional(&ps, line, lineno)) {\n            free(line);', '        if (handle_conditional(&ps, line, lineno)) {\n            end_rule(&ps);\n            free(line);')],
 variant='''
def test_conditional_structure_directive_ends_rule(mm):
    assert mm(makefile="go:\\n\\t@echo a\\nifdef NOPE\\nendif\\n\\t@echo b\\n") == (0, "a\\nb\\n", "")
'''),
dict(id='fn-filter-empty-stem-rejected', section='fn-filter',
 target='test_one_site.test_filter_empty_stem',
 description="`filter` and `filter-out` do not let a `%` pattern match with an empty stem, although " + EMPTY + ". (one site)",
 edits=[('functions.c', '        if (pattern_match(pats->v[i], word, NULL, NULL)) return true;',
         '    {\n        size_t so_, sl_;\n        if (pattern_match(pats->v[i], word, &so_, &sl_) && (sl_ || !strchr(pats->v[i], \'%\'))) return true;\n    }')],
 variant=I('test_fn_filter_empty_stem_rejected', "$(info <$(filter-out lib%,lib libz x)>)", "<x>\n")),
dict(id='fn-patsubst-empty-stem-rejected', section='fn-subst',
 target='test_one_site.test_patsubst_empty_stem',
 description="`patsubst` does not let its `%` pattern match with an empty stem (such words are kept), although " + EMPTY + ". (one site)",
 edits=[('functions.c', '        if (pattern_match(pat, w.v[i], &so, &sl)) {\n            if (pct) {', '        if (pattern_match(pat, w.v[i], &so, &sl) && (!pct || sl)) {\n            if (pct) {')],
 variant=I('test_fn_patsubst_empty_stem_rejected', "$(info <$(patsubst x%y,[%],xy xay)>)", "<[] [a]>\n")),
dict(id='substitution-references-empty-stem-rejected', section='substitution-references',
 target='test_one_site.test_substitution_reference_empty_stem',
 description="A substitution reference with a `%` pattern does not match a word with an empty stem (the word is kept), although " + EMPTY + ". (one site)",
 edits=[('expand.c', '            if (pattern_match(a, word, &so, &sl)) {', '            if (pattern_match(a, word, &so, &sl) && sl) {')],
 variant=I('test_substitution_references_empty_stem_rejected', "S = lib libm\n$(info <$(S:lib%=-l%)>)", "<-l -lm>\n")),
dict(id='fn-patsubst-every-percent-replaced', section='fn-subst',
 target='test_one_site.test_patsubst_only_first_percent_of_replacement',
 description="`patsubst` replaces every `%` of `REPLACEMENT` by the stem, although \"Only the first `%` of `REPLACEMENT` is replaced; later ones are kept as they are\" (the rule of \"Patterns\": later `%` characters are ordinary). (one site)",
 edits=[('functions.c', '                sl_push(&out, pattern_subst(rep, stem));', '                ' + (ALLPCT % ('all_', 'rep', 'all_', 'all_', 'all_', 'all_')) + '\n                sl_push(&out, all_);')],
 variant=I('test_fn_patsubst_every_percent_replaced', "$(info <$(patsubst %.c,%-%.o,m.c)>)", "<m-%.o>\n")),
dict(id='substitution-references-every-percent-replaced', section='substitution-references',
 target='test_one_site.test_substitution_reference_only_first_percent_of_b',
 description="A substitution reference replaces every `%` of `B` by the stem, although \"With a pattern, only the first `%` of `B` is replaced; later ones are kept (`$(X:%=%%)` appends `%`)\". (one site)",
 edits=[('expand.c', '                char *r = pattern_subst(b, stem);', '                ' + (ALLPCT % ('r', 'b', 'r', 'r', 'r', 'r')))],
 variant=I('test_substitution_references_every_percent_replaced', "S = m.c\n$(info <$(S:%.c=%/%.o)>)", "<m/%.o>\n")),
dict(id='intermediate-files-explicit-prereq-not-mentioned', section='intermediate-files',
 target='test_one_site.test_explicit_prereq_is_mentioned',
 description="A prerequisite of an ordinary explicit rule does not count as mentioned in the makefile, so a file a pattern rule supplies is deleted as intermediate although another rule names it; the spec: " + MENTIONED + ". (one site)",
 edits=[('parse.c', '                    sl_push(&t->deps, xstrdup(dn.v[j]));\n                    get_target(dn.v[j])->mentioned = true;', '                    sl_push(&t->deps, xstrdup(dn.v[j]));')],
 variant=INTER.format(name='test_intermediate_files_explicit_prereq_not_mentioned', rule='keep: q.two')),
dict(id='double-colon-prereqs-not-mentioned', section='double-colon',
 target='test_one_site.test_double_colon_prereq_is_mentioned',
 description="A prerequisite of a double-colon rule does not count as mentioned in the makefile, so a file a pattern rule supplies is deleted as intermediate although a double-colon rule names it; the spec: " + MENTIONED + ". (one site)",
 edits=[('parse.c', '                sl_push(&dc->deps, xstrdup(dn.v[j]));\n                get_target(dn.v[j])->mentioned = true;', '                sl_push(&dc->deps, xstrdup(dn.v[j]));')],
 variant=INTER.format(name='test_double_colon_prereqs_not_mentioned', rule='keep:: q.two')),
dict(id='static-pattern-prereqs-literal', section='static-pattern-rules',
 target='test_one_site.test_static_pattern_prereq_is_mentioned',
 description="The normal prerequisite patterns of a static pattern rule are used without the stem, although \"each prerequisite pattern has its first `%` replaced by the stem\" (still true of the order-only patterns and of pattern rules). (one site)",
 edits=[('parse.c', '            for (size_t j = 0; j < pn.n; j++) sl_push(&t->deps, pattern_subst(pn.v[j], stem));', '            for (size_t j = 0; j < pn.n; j++) sl_push(&t->deps, xstrdup(pn.v[j]));')],
 variant='''
def test_static_pattern_prereqs_literal(mm):
    mm.write("b.in", "")
    assert mm("b.out", makefile="b.out: %.out: %.in\\n\\t@echo '<$<>'\\n") == (0, "<b.in>\\n", "")
'''),
dict(id='directory-search-prereqs-plain-names', section='directory-search',
 target='test_one_site.test_vpath_variable_trailing_slash_single',
 description="In the recipe of an ordinary rule, `$<`, `$^` and `$+` show prerequisites found by directory search under their plain names, although \"In the recipes of targets depending on it, the automatic variables `$<`, `$^`, `$+`, `$|` and `$?` (and their D and F forms) show the found path instead of the name\" (still true of `$?`, `$|`, double-colon rules and `--trace`). (one site)",
 edits=[('build.c', '                shown_list(&deps, &sd);\n                shown_list(&oodeps, &so);\n                shown_list(&newer_deps, &sn);\n                trace_reason(t, recipe',
         '                for (size_t k_ = 0; k_ < deps.n; k_++) sl_push(&sd, xstrdup(deps.v[k_]));\n                shown_list(&oodeps, &so);\n                shown_list(&newer_deps, &sn);\n                trace_reason(t, recipe')],
 variant='''
def test_directory_search_prereqs_plain_names(mm):
    mm.touch("s/m.c", 1000)
    assert mm("m.o", makefile="VPATH = s\\nm.o: m.c\\n\\t@echo '<$^>'\\n") == (0, "<s/m.c>\\n", "")
'''),
]
