MUTANTS = [
dict(id='explicit-rules-later-prereqs-first', section='explicit-rules',
 target='test_rules.test_prerequisites_accumulate',
 description="Prerequisites given by a later rule for the same target are put before those of the earlier rules instead of after them, so `$^` and the update order are reversed.",
 edits=[('parse.c', """                if (strcmp(t->name, ".SECONDEXPANSION") == 0) second_expansion = true;
                for (size_t j = 0; j < dn.n; j++) {
                    sl_push(&t->deps, xstrdup(dn.v[j]));
                    get_target(dn.v[j])->mentioned = true;
                }""", """                if (strcmp(t->name, ".SECONDEXPANSION") == 0) second_expansion = true;
                size_t base = t->deps.n;
                for (size_t j = 0; j < dn.n; j++) {
                    sl_push(&t->deps, xstrdup(dn.v[j]));
                    get_target(dn.v[j])->mentioned = true;
                }
                if (base && t->deps.n > base) {
                    char **tmp = xmalloc(t->deps.n * sizeof *tmp);
                    size_t k = 0;
                    for (size_t j = base; j < t->deps.n; j++) tmp[k++] = t->deps.v[j];
                    for (size_t j = 0; j < base; j++) tmp[k++] = t->deps.v[j];
                    memcpy(t->deps.v, tmp, t->deps.n * sizeof *tmp);
                    free(tmp);
                }""")],
 variant='''
def test_explicit_rules_later_prereqs_first(mm):
    mk = "top: m\\ntop: n\\n\\t@echo '$^'\\nm n:\\n\\t@echo $@\\n"
    assert mm(makefile=mk) == (0, "m\\nn\\nm n\\n", "")
'''),
dict(id='order-only-times-compared', section='order-only',
 target='test_rules.test_order_only_newer_does_not_rebuild',
 description="An order-only prerequisite newer than the target makes the target out of date, as a normal prerequisite would, instead of only having to exist.",
 edits=[('build.c', """        } else if (r == U_OK && normal) {
            sl_push(&live, xstrdup(dn));
        }
    }
    bool ok = !any_failed;""", """        } else if (r == U_OK) {
            sl_push(&live, xstrdup(dn));
        }
    }
    bool ok = !any_failed;""")],
 variant='''
def test_order_only_times_compared(mm):
    mm.touch("res", 1000)
    mm.touch("d", 3000)
    assert mm(makefile="res: | d\\n\\t@echo res\\n") == (0, "minimake: 'res' is up to date.\\n", "")
'''),
dict(id='order-only-bar-not-unique', section='order-only',
 target='test_rules.test_order_only_variables',
 description="`$|` lists a repeated order-only prerequisite as often as it is named instead of once.",
 edits=[('build.c', "    for (size_t i = 0; i < oodeps->n; i++) add_unique(&ouniq, oodeps->v[i]);", "    for (size_t i = 0; i < oodeps->n; i++) sl_push(&ouniq, xstrdup(oodeps->v[i]));")],
 variant='''
def test_order_only_bar_not_unique(mm):
    mk = "t: | q r q\\n\\t@echo '[$|]'\\nq r:\\n\\t@:\\n"
    assert mm(makefile=mk) == (0, "[q r]\\n", "")
'''),
dict(id='recipes-continuation-keeps-tab', section='recipes',
 target='test_rules.test_recipe_continuation_echo',
 description="In a recipe line continued with a backslash, the recipe prefix (tab) at the start of the continuation line is kept instead of being removed.",
 edits=[('parse.c', "                if (nx[0] == rp) nx++;\n", "")],
 variant='''
def test_recipes_continuation_keeps_tab(mm):
    assert mm(makefile="go:\\n\\techo x \\\\\\n\\ty\\n") == (0, "echo x \\\\\\ny\\nx y\\n", "")
'''),
dict(id='recipe-override-warning-old-location', section='recipe-override',
 target='test_rules.test_override_warning',
 description="The 'overriding recipe' warning gives the location of the earlier (overridden) recipe's rule instead of the new one's.",
 edits=[('parse.c', "            warn_at(&ps->rule_recipe->loc, \"overriding recipe for target '%s'\", t->name);", "            warn_at(&t->recipe->loc, \"overriding recipe for target '%s'\", t->name);")],
 variant='''
def test_recipe_override_warning_old_location(mm):
    rc, out, err = mm(makefile="x:\\n\\t@echo 1\\n\\n\\nx:\\n\\t@echo 2\\n")
    assert (rc, out, err) == (0, "2\\n", "minimake: Makefile:5: warning: overriding recipe for target 'x'\\n")
'''),
dict(id='default-goal-skips-all-dot-names', section='default-goal',
 target='test_rules.test_default_dot_with_slash',
 description="Every target whose name starts with `.` is skipped when choosing the default goal, even one containing a slash such as `./x`, instead of only the special-looking names without a slash.",
 edits=[('parse.c', "    return name[0] == '.' && !strchr(name, '/');", "    return name[0] == '.';")],
 variant='''
def test_default_goal_skips_all_dot_names(mm):
    assert mm(makefile="./sub/t:\\n\\t@echo ds\\nz:\\n\\t@echo z\\n") == (0, "ds\\n", "")
'''),
dict(id='default-goal-from-target-variable', section='default-goal',
 target='test_rules.test_default_not_target_specific',
 description="A target-specific variable assignment line makes its target the default goal, although only rules can.",
 edits=[('parse.c', """        for (size_t i = 0; i < targets.n; i++) {
            VarSet *vs = strchr(targets.v[i], '%')""", """        for (size_t i = 0; i < targets.n; i++) {
            if (!default_goal && !strchr(targets.v[i], '%') && !is_special_first(targets.v[i]))
                default_goal = xstrdup(targets.v[i]);
            VarSet *vs = strchr(targets.v[i], '%')""")],
 variant='''
def test_default_goal_from_target_variable(mm):
    assert mm(makefile="job: V = 2\\nmain:\\n\\t@echo main\\n") == (0, "main\\n", "")
'''),
dict(id='static-pattern-nonmatching-skipped', section='static-pattern-rules',
 target='test_rules.test_static_pattern_no_match',
 description="A target of a static pattern rule that does not match the target pattern is silently left out instead of being an error.",
 edits=[('parse.c', """            if (!pattern_match(tpat, targets.v[i], &so, &sl))
                fatal("target '%s' doesn't match the target pattern", targets.v[i]);""", """            if (!pattern_match(tpat, targets.v[i], &so, &sl)) continue;""")],
 variant='''
def test_static_pattern_nonmatching_skipped(mm):
    mm.touch("k.c", 1000)
    rc, out, err = mm(makefile="k.o b.y: %.o: %.c\\n\\t@echo $@\\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:1: target 'b.y' doesn't match the target pattern\\n")
'''),
dict(id='pattern-rules-empty-stem-matches', section='pattern-rules',
 target='test_rules.test_pattern_empty_stem_not_matched',
 description="A pattern rule's target pattern matches a name with an empty stem (`x%` matches `x`), although the stem of a pattern rule match must be non-empty.",
 edits=[('build.c', "            if (!pattern_match(pr->targets.v[k], name, &so, &sl) || sl == 0) continue;", "            if (!pattern_match(pr->targets.v[k], name, &so, &sl)) continue;")],
 variant='''
def test_pattern_rules_empty_stem_matches(mm):
    assert mm("-r", ".z", makefile="%.z:\\n\\t@echo $@\\n") == (2, "", "minimake: no rule to make target '.z'\\n")
'''),
dict(id='pattern-rules-recipeless-used', section='pattern-rules',
 target='test_rules.test_pattern_without_recipe_unused',
 description="A pattern rule without a recipe is used in implicit rule search like one with a recipe, instead of being ignored there.",
 edits=[('build.c', "    for (PatRule *pr = pat_rules; pr; pr = pr->next) {\n        if (!pr->recipe) continue;\n", "    for (PatRule *pr = pat_rules; pr; pr = pr->next) {\n")],
 variant='''
def test_pattern_rules_recipeless_used(mm):
    mm.touch("a.w", 1000)
    assert mm("-r", "a.q", makefile="%.q: %.w\\n") == (2, "", "minimake: no rule to make target 'a.q'\\n")
'''),
dict(id='implicit-search-last-rule-wins', section='implicit-search',
 target='test_rules.test_definition_order',
 description="When several of the makefile's pattern rules can make a target, the last one defined is used instead of the first (built-in rules still come last).",
 edits=[('build.c', """            if (ok) {
                *stem_out = stem;
                return pr;
            }
            free(stem);
        }
    }
    return NULL;
}""", """            if (ok) {
                if (best && pr->builtin) {
                    free(stem);
                    return best;
                }
                free(*stem_out);
                *stem_out = stem;
                best = pr;
                break;
            }
            free(stem);
        }
    }
    return best;
}"""), ('build.c', """    if (depth >= MAX_CHAIN) return NULL;
    for (PatRule *pr = pat_rules; pr; pr = pr->next) {""", """    if (depth >= MAX_CHAIN) return NULL;
    PatRule *best = NULL;
    for (PatRule *pr = pat_rules; pr; pr = pr->next) {""")],
 variant='''
def test_implicit_search_last_rule_wins(mm):
    mm.touch("y.p", 1000)
    mm.touch("y.q", 1000)
    mk = "%.r: %.p\\n\\t@echo from-p\\n%.r: %.q\\n\\t@echo from-q\\n"
    assert mm("y.r", makefile=mk) == (0, "from-p\\n", "")
'''),
dict(id='implicit-search-explicit-prereqs-first', section='implicit-search',
 target='test_rules.test_explicit_prereqs_after_pattern',
 description="A target's explicit prerequisites are put before those of the pattern rule that supplies its recipe, so `$<` is the first explicit prerequisite instead of the pattern rule's.",
 edits=[('build.c', """    if (!recipe && !t->phony) {
        PatRule *chain[MAX_CHAIN];
        PatRule *pr = find_pattern(t->name, chain, 0, &pstem);""", """    for (size_t i = 0; i < t->deps.n; i++) sl_push(&deps, xstrdup(t->deps.v[i]));
    if (!recipe && !t->phony) {
        PatRule *chain[MAX_CHAIN];
        PatRule *pr = find_pattern(t->name, chain, 0, &pstem);"""),
  ('build.c', """    for (size_t i = 0; i < t->deps.n; i++) sl_push(&deps, xstrdup(t->deps.v[i]));
    for (size_t i = 0; i < t->oodeps.n; i++) sl_push(&oodeps, xstrdup(t->oodeps.v[i]));
    bool via_default""", """    for (size_t i = 0; i < t->oodeps.n; i++) sl_push(&oodeps, xstrdup(t->oodeps.v[i]));
    bool via_default""")],
 variant='''
def test_implicit_search_explicit_prereqs_first(mm):
    mm.touch("m.c", 1000)
    mm.touch("m.h", 1000)
    assert mm("m.o", makefile="%.o: %.c\\n\\t@echo $<\\nm.o: m.h\\n") == (0, "m.c\\n", "")
'''),
dict(id='target-append-captures-global-now', section='target-variables',
 target='test_rules.test_target_specific_append',
 description="A target-specific `+=` appends to the global value the variable has when the line is read, instead of to the value it has when the recipe is expanded.",
 edits=[('parse.c', """                v->flavor = F_SIMPLE;
            }
            v->append = true;
            break;""", """                v->flavor = F_SIMPLE;
            }
            if (gv && *gv->value) {
                char *nv = xasprintf("%s %s", gv->value, v->value);
                free(v->value);
                v->value = nv;
            } else {
                v->append = true;
            }
            break;""")],
 variant='''
def test_target_append_captures_global_now(mm):
    mk = "G = one\\nt: G += two\\nt:\\n\\t@echo $(G)\\nG = three\\n"
    assert mm("t", makefile=mk) == (0, "three two\\n", "")
'''),
dict(id='auto-caret-not-unique', section='automatic-variables',
 target='test_rules.test_auto_all_prereqs_unique',
 description="`$^` lists a prerequisite named twice as often as it is named, instead of once (only `$+` keeps duplicates).",
 edits=[('build.c', "    for (size_t i = 0; i < deps->n; i++) add_unique(&uniq, deps->v[i]);", "    for (size_t i = 0; i < deps->n; i++) sl_push(&uniq, xstrdup(deps->v[i]));")],
 variant='''
def test_auto_caret_not_unique(mm):
    assert mm(makefile="t: p q p\\n\\t@echo '$^'\\np q:\\n\\t@:\\n") == (0, "p q\\n", "")
'''),
dict(id='dir-form-no-slash-empty', section='automatic-dir-file',
 target='test_rules.test_dir_form_no_slash',
 description="The D form of an automatic variable for a name without a slash is `./` instead of `.`.",
 edits=[('build.c', """        } else {
            sl_push(&d, xstrdup("."));""", """        } else {
            sl_push(&d, xstrdup("./"));""")],
 variant='''
def test_dir_form_no_slash_empty(mm):
    assert mm(makefile="w:\\n\\t@echo '[$(@D)] [$(@F)]'\\n") == (0, "[.] [w]\\n", "")
'''),
]
