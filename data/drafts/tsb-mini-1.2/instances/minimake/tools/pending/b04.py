MUTANTS = [
dict(id='phony-pattern-search-used', section='phony',
 target='test_rules.test_phony_no_pattern_search',
 description="Implicit rule search is done for phony targets too, so a phony target without a recipe of its own gets one from a matching pattern rule.",
 edits=[('build.c', "    if (!recipe && !t->phony) {\n        PatRule *chain[MAX_CHAIN];", "    if (!recipe) {\n        PatRule *chain[MAX_CHAIN];")],
 variant='''
def test_phony_pattern_search_used(mm):
    mm.touch("k.s", 1000)
    rc, out, err = mm("k.t", makefile=".PHONY: k.t\\n%.t: %.s\\n\\t@echo as\\n")
    assert (rc, out, err) == (0, "minimake: nothing to be done for 'k.t'.\\n", "")
'''),
dict(id='silent-some-silences-all', section='silent-ignore',
 target='test_rules.test_silent_some',
 description="`.SILENT` with prerequisites silences every target, as a bare `.SILENT:` does, instead of only the targets listed.",
 edits=[('main.c', "        if (!t->deps.n) silent_all = true;", "        silent_all = true;")],
 variant='''
def test_silent_some_silences_all(mm):
    mk = ".SILENT: q\\ntop: q\\n\\techo top\\nq:\\n\\techo q\\n"
    assert mm(makefile=mk) == (0, "q\\necho top\\ntop\\n", "")
'''),
dict(id='ignore-some-ignores-all', section='silent-ignore',
 target='test_rules.test_ignore_some',
 description="`.IGNORE` with prerequisites ignores errors of every target, as a bare `.IGNORE:` does, instead of only those of the targets listed.",
 edits=[('main.c', "        if (!t->deps.n) ignore_all = true;", "        ignore_all = true;")],
 variant='''
def test_ignore_some_ignores_all(mm):
    rc, out, err = mm(makefile=".IGNORE: q\\ntop: q\\n\\t@exit 3\\nq:\\n\\t@exit 2\\n")
    assert rc == 2
    assert err.endswith("minimake: *** [Makefile:3: top] Error 3\\n")
'''),
dict(id='default-target-recipe-not-counted', section='default-target',
 target='test_rules.test_default_goal_message',
 description="A target whose recipe would come from .DEFAULT does not count as having a recipe for the goal message, so an existing file goal gets \"nothing to be done\" instead of \"is up to date\".",
 edits=[('build.c', "    t->resolved_recipe = recipe;\n    sl_free(&extra);", "    t->resolved_recipe = via_default ? NULL : recipe;\n    sl_free(&extra);")],
 variant='''
def test_default_target_recipe_not_counted(mm):
    mm.touch("in.txt", 1000)
    assert mm("in.txt", makefile="x:\\n.DEFAULT:\\n\\t@echo d\\n") == (0, "minimake: 'in.txt' is up to date.\\n", "")
'''),
dict(id='oneshell-error-last-line', section='oneshell',
 target='test_rules.test_oneshell_failure_first_line',
 description="Under .ONESHELL a failing recipe is reported at the location of its last line instead of its first.",
 edits=[('build.c', "ok = run_command(t, &r->lines[0].loc, script.s, silent || tsilent, ignore || tignore);", "ok = run_command(t, &r->lines[r->n - 1].loc, script.s, silent || tsilent, ignore || tignore);")],
 variant='''
def test_oneshell_error_last_line(mm):
    rc, out, err = mm(makefile=".ONESHELL:\\ngo:\\n\\t@true\\n\\ttrue\\n\\texit 3\\n")
    assert (rc, err) == (2, "minimake: *** [Makefile:3: go] Error 3\\n")
'''),
dict(id='oneshell-later-prefixes-kept', section='oneshell',
 target='test_rules.test_oneshell_later_prefixes_removed',
 description="Under .ONESHELL the `@`, `-` and `+` prefixes are removed from the first recipe line only; those of later lines are passed to the shell instead of being removed.",
 edits=[('build.c', """            const char *c = strip_prefixes(exp[i], i == 0 ? &silent : &s2, i == 0 ? &ignore : &i2,
                                           i == 0 ? &force : &f2);""", """            const char *c = i == 0 ? strip_prefixes(exp[i], &silent, &ignore, &force) : exp[i];
            (void)s2, (void)i2, (void)f2;""")],
 variant='''
def test_oneshell_later_prefixes_kept(mm):
    rc, out, err = mm(makefile=".ONESHELL:\\ngo:\\n\\techo a\\n\\t@+echo b\\n")
    assert (rc, out) == (0, "echo a\\necho b\\na\\nb\\n")
'''),
dict(id='delete-on-error-phony-deleted', section='delete-on-error',
 target='test_rules.test_delete_not_phony',
 description=".DELETE_ON_ERROR also deletes the file of a phony target whose recipe failed, although phony targets are never deleted.",
 edits=[('build.c', "    if (!delete_on_error || t->phony || t->precious) return;", "    if (!delete_on_error || t->precious) return;")],
 variant='''
def test_delete_on_error_phony_deleted(mm):
    mm(makefile=".DELETE_ON_ERROR:\\n.PHONY: res\\nres:\\n\\t@touch res; exit 1\\n")
    assert mm.exists("res")
'''),
dict(id='delete-on-error-precious-deleted', section='delete-on-error',
 target='test_rules.test_precious_kept',
 description=".DELETE_ON_ERROR also deletes a target listed in .PRECIOUS when its recipe fails.",
 edits=[('build.c', "    if (!delete_on_error || t->phony || t->precious) return;", "    if (!delete_on_error || t->phony) return;")],
 variant='''
def test_delete_on_error_precious_deleted(mm):
    mm(makefile="res:\\n\\t@echo half > res; exit 1\\n.PRECIOUS: res\\n.DELETE_ON_ERROR:\\n")
    assert mm.read("res") == "half\\n"
'''),
dict(id='vpath-search-before-local', section='directory-search',
 target='test_rules.test_vpath_current_dir_first',
 description="Directory search is done even when the file exists in the current directory, so a copy found in a VPATH directory is used instead of the local file.",
 edits=[('build.c', "    t->existed_before = t->exists;\n    if (!t->exists && !t->phony) {", "    t->existed_before = t->exists;\n    if (!t->phony) {")],
 variant='''
def test_vpath_search_before_local(mm):
    mm.touch("q.h", 1000)
    mm.touch("inc/q.h", 1000)
    assert mm(makefile="VPATH = inc\\nres: q.h\\n\\t@echo $<\\n") == (0, "q.h\\n", "")
'''),
dict(id='vpath-remade-keeps-found-path', section='directory-search',
 target='test_rules.test_vpath_found_target_remade_locally',
 description="A target found by directory search that must be remade keeps the found path, so dependents see the directory-search name instead of the target's own name.",
 edits=[('build.c', """            } else if (recipe) {
                /* a target found by directory search is remade under its own name */
                free(t->path);
                t->path = NULL;
""", """            } else if (recipe) {
""")],
 variant='''
def test_vpath_remade_keeps_found_path(mm):
    mm.touch("src/k.c", 3000)
    mm.touch("lib/k.o", 1000)
    mk = "VPATH = src lib\\ntop: k.o\\n\\t@echo top $<\\nk.o: k.c\\n\\t@echo cc\\n"
    assert mm(makefile=mk) == (0, "cc\\ntop k.o\\n", "")
'''),
dict(id='vpath-clear-pattern-clears-all', section='vpath',
 target='test_rules.test_vpath_clear_keeps_others',
 description="`vpath PATTERN` (without directories) clears the search paths of every pattern instead of only those given for that pattern.",
 edits=[('parse.c', """    } else if (w.n == 1) {
        Vpath **pp = &vpaths;""", """    } else if (w.n == 1) {
        vpaths = NULL;
        Vpath **pp = &vpaths;""")],
 variant='''
def test_vpath_clear_pattern_clears_all(mm):
    mm.touch("inc/b.h", 1000)
    mk = "vpath %.h inc\\nvpath %.x inc\\nvpath %.x\\nres: b.h\\n\\t@echo $<\\n"
    assert mm(makefile=mk) == (0, "inc/b.h\\n", "")
'''),
dict(id='vpath-directive-no-colon-split', section='vpath',
 target='test_rules.test_vpath_directive_colon_dirs',
 description="The directory list of a `vpath` directive is split at blanks only, not at colons, so `one:two` is taken as a single directory name.",
 edits=[('parse.c', "                const char *c = strchr(s, ':');\n                size_t l = c ? (size_t)(c - s) : strlen(s);", "                const char *c = NULL;\n                size_t l = c ? (size_t)(c - s) : strlen(s);")],
 variant='''
def test_vpath_directive_no_colon_split(mm):
    mm.touch("a3/b.h", 1000)
    assert mm(makefile="vpath %.h a1:a2:a3\\nres: b.h\\n\\t@echo $<\\n") == (0, "a3/b.h\\n", "")
'''),
]
