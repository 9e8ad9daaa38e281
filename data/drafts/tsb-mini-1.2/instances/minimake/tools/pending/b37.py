# Layer 27 (sixth batch): one-site mutants for further "-" sites of STATUS.md "Layer 27".
def I(name, text, expect, *args, env=None):
    return f'''
def {name}(mm):
    rc, out, err = mm("-f", "-", *{args!r}, input={text!r} + "\\n_end:\\n", env={env!r})
    assert (rc, err) == (0, "")
    assert out == {expect!r} + "minimake: nothing to be done for '_end'.\\n"
'''


HELPER = '''static bool mut_special_pat(const char *special, const char *name) {
    Target *p = find_target(special);
    if (!p) return false;
    for (size_t i = 0; i < p->deps.n; i++)
        if (strchr(p->deps.v[i], '%') && pattern_match(p->deps.v[i], name, NULL, NULL)) return true;
    return false;
}

static bool run_recipe(Target *t, Recipe *r, StrList *deps, StrList *oodeps, StrList *newer_deps,'''
RR = 'static bool run_recipe(Target *t, Recipe *r, StrList *deps, StrList *oodeps, StrList *newer_deps,'
EXACT = ("\"The prerequisites of `.SILENT` and `.IGNORE` are exact target names: a `%` in them is not a "
         "pattern\"")
SCOPE = ("\"Expansion uses the target's scope: automatic variables, then the target's target-specific "
         "variables, ...\"")

MUTANTS = [
dict(id='old-new-old-file-time-compared', section='option-old-new',
 target='test_one_site.test_old_file_time_not_compared',
 description="For an ordinary rule, a newer prerequisite named by -o still makes the target out of date (and is in `$?`), although with `-o FILE` \"its time never makes another target out of date (it is not in `$?`)\" (still true of double-colon rules and extra prerequisites). (one site)",
 edits=[('build.c', '            Target *d = find_target(live.v[i]);\n            if (d->assume_old) continue;\n            bool nw = d->updated || (d->exists && dep_newer(d, t));\n            if (nw) ood = true;\n            if (nw || t->phony',
         '            Target *d = find_target(live.v[i]);\n            bool nw = d->updated || (d->exists && dep_newer(d, t));\n            if (nw) ood = true;\n            if (nw || t->phony')],
 variant='''
def test_old_new_old_file_time_compared(mm):
    mm.touch("out", 1000)
    mm.touch("src", 3000)
    assert mm("--assume-old=src", makefile="out: src\\n\\t@echo '<$?>'\\n") == (0, "minimake: 'out' is up to date.\\n", "")
'''),
dict(id='recipes-target-variable-line-keeps-rule-open', section='recipes',
 target='test_one_site.test_target_variable_line_ends_recipe',
 description="A target-specific assignment line does not end the rule before it, so recipe lines after it still belong to that rule, although \"A target-specific variable assignment line ... does not start a recipe: a tab line after it is not part of any rule's recipe\" and among recipe lines \"Any other line (an assignment, a rule, another directive) ends it\". (one site)",
 edits=[('parse.c', '    if (sep >= 0 && op != OP_NONE) {\n        end_rule(ps);\n        char *rawname = xstrndup(deppart, (size_t)sep);', '    if (sep >= 0 && op != OP_NONE) {\n        char *rawname = xstrndup(deppart, (size_t)sep);')],
 variant='''
def test_recipes_target_variable_line_keeps_rule_open(mm):
    rc, out, err = mm(makefile="a:\\n\\t@echo x\\nb: V := 1\\n\\t@echo y\\nb: ;\\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:4: recipe commences before first target\\n")
'''),
dict(id='archive-members-target-list-unsplit', section='archive-members',
 target='test_one_site.test_archive_target_list_spread',
 description="Archive member lists `ARCHIVE(M1 M2)` in a rule's target list are not spread into members, although \"In the target and prerequisite lists of rules ..., a word containing `(` ... starts a list: `ARCHIVE(M1 M2 ...)` spread over several words stands for `ARCHIVE(M1) ARCHIVE(M2) ...`\" (still true of prerequisite lists). (one site)",
 edits=[('parse.c', '    archive_words(&targets);', '')],
 variant='''
def test_archive_members_target_list_unsplit(mm):
    assert mm("z.a(m1)", makefile="z.a(m1 m2):\\n\\t@echo '<$@|$%>'\\n") == (0, "<z.a|m1>\\n", "")
'''),
dict(id='silent-ignore-ignore-pattern', section='silent-ignore',
 target='test_one_site.test_ignore_percent_not_a_pattern',
 description="A `%` in a prerequisite of `.IGNORE` is a pattern (a matching target's failures are ignored), although " + EXACT + " (still true of `.SILENT`). (one site)",
 edits=[('build.c', RR, HELPER),
        ('build.c', '    bool tignore = opt.ignore_errors || ignore_all || t->ignore;', '    bool tignore = opt.ignore_errors || ignore_all || t->ignore || mut_special_pat(".IGNORE", t->name);')],
 variant='''
def test_silent_ignore_ignore_pattern(mm):
    rc, out, err = mm(makefile=".IGNORE: %.x\\nk.x:\\n\\t@exit 4\\n")
    assert (rc, out, err) == (2, "", "minimake: *** [Makefile:3: k.x] Error 4\\n")
'''),
dict(id='silent-ignore-silent-pattern', section='silent-ignore',
 target='test_one_site.test_silent_percent_not_a_pattern',
 description="A `%` in a prerequisite of `.SILENT` is a pattern (a matching target's commands are not echoed), although " + EXACT + " (still true of `.IGNORE`). (one site)",
 edits=[('build.c', RR, HELPER),
        ('build.c', '    bool tsilent = opt.silent || silent_all || t->silent;', '    bool tsilent = opt.silent || silent_all || t->silent || mut_special_pat(".SILENT", t->name);')],
 variant='''
def test_silent_ignore_silent_pattern(mm):
    assert mm(makefile="k.x:\\n\\techo k\\n.SILENT: %.x\\n") == (0, "echo k\\nk\\n", "")
'''),
dict(id='command-execution-recipe-global-shell', section='command-execution',
 target='test_one_site.test_target_shell_used_by_recipe',
 description="Recipe commands are run with the global `SHELL` and `.SHELLFLAGS`, ignoring target-specific values, although the program is \"the value of the variable `SHELL` (expanded in the recipe's scope, so it may be target-specific, ...)\" with \"the words of `.SHELLFLAGS` (expanded the same way)\" (still true of `$(shell)` in a recipe). (one site)",
 edits=[('build.c', '    int st = run_sh(cmd, envp, -1);', '    VarSet *sc_ = cur_scope;\n    cur_scope = &global_vars;\n    int st = run_sh(cmd, envp, -1);\n    cur_scope = sc_;')],
 variant='''
def test_command_execution_recipe_global_shell(mm):
    assert mm(makefile="go: .SHELLFLAGS = -n\\ngo: SHELL = /bin/echo\\ngo:\\n\\t@y\\n") == (0, "y", "")
'''),
dict(id='environment-recipe-global-values', section='environment',
 target='test_one_site.test_recipe_environment_has_target_value',
 description="Recipe commands get the exported variables' global values, not the target-specific ones, although \"each exported variable is set to its current value (expanded, in the scope of the recipe)\" and an exported recipe variable gives \"the target-specific values in that target's recipe\" (still true of `$(shell)` in a recipe). (one site)",
 edits=[('build.c', '    commands_run++;\n    char **envp = make_envp();', '    commands_run++;\n    VarSet *sc_ = cur_scope;\n    cur_scope = &global_vars;\n    char **envp = make_envp();\n    cur_scope = sc_;')],
 variant='''
def test_environment_recipe_global_values(mm):
    assert mm(makefile="go: Q = t\\nexport Q = g\\ngo:\\n\\t@echo \\"[$$Q]\\"\\n") == (0, "[t]\\n", "")
'''),
dict(id='fn-file-operation-unstripped', section='fn-file',
 target='test_one_site.test_file_operation_stripped_after_expansion',
 description="`file` does not strip its first argument, so whitespace produced by expansion before the operation makes it `invalid file operation`, although \"The first argument is stripped; it begins with the operation\". (one site)",
 edits=[('functions.c', '    char *spec = trim(a->v[0]);', '    char *spec = xstrdup(a->v[0]);')],
 variant='''
def test_fn_file_operation_unstripped(mm):
    rc, out, err = mm("-f", "-", input="T := $(subst x,\\t,x)\\n$(file $(T)>f.txt,b)\\nall: ;@:\\n")
    assert (rc, out, err) == (0, "", "")
    assert mm.read("f.txt") == "b\\n"
'''),
dict(id='automatic-variables-all-prereqs-recursive', section='automatic-variables',
 target='test_one_site.test_plus_and_bar_with_dollar_are_simple',
 description="`$+` is set as a recursive variable, so a prerequisite name containing `$` is expanded again when `$+` is referenced, although \"While a recipe is expanded, these variables are set (each is a simple variable)\". (one site)",
 edits=[('build.c', '    set_auto(&autos, "+", s = join_words(deps));', '    set_auto(&autos, "+", s = join_words(deps));\n    set_var(&autos, "+", s, F_RECURSIVE, O_AUTOMATIC);')],
 variant='''
def test_automatic_variables_all_prereqs_recursive(mm):
    assert mm(makefile="w = W\\ngo: a$$w a$$w\\n\\t@echo '<$+>'\\na$$w:\\n\\t@:\\n") == (0, "<a$w a$w>\\n", "")
'''),
dict(id='automatic-variables-order-only-recursive', section='automatic-variables',
 target='test_one_site.test_plus_and_bar_with_dollar_are_simple',
 description="`$|` is set as a recursive variable, so an order-only prerequisite name containing `$` is expanded again when `$|` is referenced, although \"While a recipe is expanded, these variables are set (each is a simple variable)\". (one site)",
 edits=[('build.c', '    set_auto(&autos, "|", s = join_words(&ouniq));', '    set_auto(&autos, "|", s = join_words(&ouniq));\n    set_var(&autos, "|", s, F_RECURSIVE, O_AUTOMATIC);')],
 variant='''
def test_automatic_variables_order_only_recursive(mm):
    assert mm(makefile="w = W\\ngo: | o$$w\\n\\t@echo '<$|>'\\no$$w:\\n\\t@:\\n") == (0, "<o$w>\\n", "")
'''),
dict(id='silent-echo-not-silenced', section='option-silent',
 target='test_one_site.test_silent_hides_echo',
 description="Under -s the commands of an ordinary recipe are still echoed, although \"`-s` (silent) suppresses the echo of every command (as if each had `@`)\" (still true under `.ONESHELL`, and of the `touch` and `rm` lines and the goal messages). (one site)",
 edits=[('build.c', '                    ok = run_command(t, &r->lines[i].loc, c, s2 || tsilent, i2 || tignore);', '                    ok = run_command(t, &r->lines[i].loc, c, s2 || silent_all || t->silent, i2 || tignore);')],
 variant='''
def test_silent_echo_not_silenced(mm):
    assert mm("--silent", makefile="go:\\n\\tprintf 'p\\\\n'\\n") == (0, "p\\n", "")
'''),
dict(id='silent-ignore-bare-silent-echoed', section='silent-ignore',
 target='test_one_site.test_bare_silent_hides_echo',
 description="`.SILENT` without prerequisites does not silence the commands of an ordinary recipe, although \"`.SILENT` with no prerequisites makes every command silent\" (still true under `.ONESHELL`, and of the `touch` and `rm` lines). (one site)",
 edits=[('build.c', '                    ok = run_command(t, &r->lines[i].loc, c, s2 || tsilent, i2 || tignore);', '                    ok = run_command(t, &r->lines[i].loc, c, s2 || opt.silent || t->silent, i2 || tignore);')],
 variant='''
def test_silent_ignore_bare_silent_echoed(mm):
    assert mm(makefile="go:\\n\\tprintf 'p\\\\n'\\n.SILENT:\\n") == (0, "p\\n", "")
'''),
]
