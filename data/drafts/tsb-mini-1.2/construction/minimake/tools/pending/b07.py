MUTANTS = [
dict(id='remaking-missing-include-immediate', section='remaking-makefiles',
 target='test_variables.test_include_error_after_reading',
 description="A missing makefile named by `include` is an error at once, instead of after all makefiles have been read and minimake has tried to make it.",
 edits=[('parse.c', """        if (!f) {
            if (from) {
                /* it may still be made""", """        if (!f) {
            if (from && !optional) fatal_at(from, "cannot include '%s': %s", path, strerror(e));
            if (from) {
                /* it may still be made""")],
 variant='''
def test_remaking_missing_include_immediate(mm):
    rc, out, err = mm("-r", makefile="X = 1\\ninclude gone.mk\\n$(info read-on)\\nt: ;\\n")
    assert (rc, out, err) == (2, "read-on\\n", "minimake: Makefile:2: cannot include 'gone.mk': No such file or directory\\n")
'''),
dict(id='special-vars-default-goal-first-word', section='special-variables',
 target='test_variables.test_default_goal_several_words',
 description="Only the first word of .DEFAULT_GOAL is used as a goal instead of every word.",
 edits=[('main.c', "        if (dgv) split_words(dgv, &goals);", "        if (dgv) split_words(dgv, &goals);\n        if (goals.n > 1) goals.n = 1;")],
 variant='''
def test_special_vars_default_goal_first_word(mm):
    mk = ".DEFAULT_GOAL := q p\\np:\\n\\t@echo p\\nq:\\n\\t@echo q\\n"
    assert mm(makefile=mk) == (0, "q\\np\\n", "")
'''),
dict(id='double-colon-ignores-always-make', section='double-colon',
 target='test_rules.test_double_colon_always_make',
 description="-B does not remake targets of double-colon rules that are up to date; each double-colon rule must run under -B.",
 edits=[('build.c', "        bool ood = !t->exists || dc->deps.n == 0 || opt.always_make;", "        bool ood = !t->exists || dc->deps.n == 0;")],
 variant='''
def test_double_colon_ignores_always_make(mm):
    mm.touch("x", 1000)
    mm.touch("r", 2000)
    assert mm("-B", makefile="r:: x\\n\\t@echo one\\nr:: x\\n\\t@echo two\\n") == (0, "one\\ntwo\\n", "")
'''),
dict(id='grouped-missing-member-ignored', section='grouped-targets',
 target='test_rules.test_grouped_missing_member',
 description="A member of a grouped target is not out of date when another member of its group is missing; only its own time and prerequisites count.",
 edits=[('build.c', """        for (size_t i = 0; i < t->group.n && !ood; i++) {
            struct stat st;
            if (strcmp(t->group.v[i], t->name) != 0 && stat(t->group.v[i], &st) != 0) ood = true;
        }""", "")],
 variant='''
def test_grouped_missing_member_ignored(mm):
    mm.touch("p.in", 1000)
    mm.touch("p.a", 2000)
    assert mm("p.a", makefile="p.a p.b &: p.in\\n\\t@echo gen $@\\n") == (0, "gen p.a\\n", "")
'''),
dict(id='builtin-compile-no-cppflags', section='builtin-rules',
 target='test_exec.test_builtin_compile_rule' if False else 'test_rules.test_builtin_compile_rule',
 description="The built-in COMPILE.c leaves out $(CPPFLAGS) (it is `$(CC) $(CFLAGS) -c` instead of `$(CC) $(CFLAGS) $(CPPFLAGS) -c`).",
 edits=[('main.c', '{"COMPILE.c", "$(CC) $(CFLAGS) $(CPPFLAGS) -c"},', '{"COMPILE.c", "$(CC) $(CFLAGS) -c"},')],
 variant='''
def test_builtin_compile_no_cppflags(mm):
    mm.touch("k.c", 1000)
    assert mm("-n", "k.o", makefile="CPPFLAGS = -DZ\\n") == (0, "cc  -DZ -c -o k.o k.c\\n", "")
'''),
dict(id='pattern-vars-earlier-nearer', section='pattern-variables',
 target='test_rules.test_pattern_var_append_chain',
 description="Among the pattern-specific variables matching a target, those defined earlier take precedence (are nearer) instead of those defined later, so `+=` values are appended in reverse order.",
 edits=[('build.c', """        pchain[k].head = pv->vars.head;
        pchain[k].parent = parent;
        pchain[k].call_args = 0;
        parent = &pchain[k++];
    }
    t->vars.parent = parent;""", """        pchain[k].head = pv->vars.head;
        pchain[k].call_args = 0;
        k++;
    }
    for (size_t j = 0; j < k; j++) pchain[j].parent = j + 1 < k ? &pchain[j + 1] : &global_vars;
    if (k) parent = &pchain[0];
    t->vars.parent = parent;""")],
 variant='''
def test_pattern_vars_earlier_nearer(mm):
    mk = "V = 0\\n%.q: V += 1\\nsub/%.q: V += 2\\nsub/k.q:\\n\\t@echo $(V)\\n"
    assert mm(makefile=mk) == (0, "0 1 2\\n", "")
'''),
dict(id='archive-target-var-whole-name', section='archive-members',
 target='test_rules.test_archive_builtin_rule',
 description="For an archive member target `ARCHIVE(MEMBER)`, `$@` is the whole `ARCHIVE(MEMBER)` name instead of the archive's name.",
 edits=[('build.c', '    set_auto(&autos, "@", is_member ? arch : t->name);', '    set_auto(&autos, "@", t->name);')],
 variant='''
def test_archive_target_var_whole_name(mm):
    mm.touch("m.o", 1000)
    assert mm("-n", "libz.a(m.o)", makefile="") == (0, "ar rv libz.a m.o\\n", "")
'''),
dict(id='posix-overrides-assigned-shellflags', section='posix-wait',
 target='test_rules.test_posix_assigned_shellflags_kept',
 description=".POSIX sets .SHELLFLAGS to `-ec` even when the makefile assigned .SHELLFLAGS, instead of only changing the default value.",
 edits=[('main.c', "        if (sf && sf->origin == O_DEFAULT) set_var(", "        if (sf) set_var(")],
 variant='''
def test_posix_overrides_assigned_shellflags(mm):
    mk = ".POSIX:\\n.SHELLFLAGS := -c\\ngo:\\n\\t@false; echo still\\n"
    assert mm(makefile=mk) == (0, "still\\n", "")
'''),
dict(id='extra-prereqs-in-newer-list', section='extra-prereqs',
 target='test_exec.test_extra_prereq_newer_remakes',
 description="A newer .EXTRA_PREREQS file is listed in `$?`, although extra prerequisites appear in no automatic variable.",
 edits=[('build.c', "            if (d->updated || (d->exists && dep_newer(d, t))) ood = true;\n        }", "            if (d->updated || (d->exists && dep_newer(d, t))) {\n                ood = true;\n                add_unique(&newer_deps, extra_live.v[i]);\n            }\n        }")],
 variant='''
def test_extra_prereqs_in_newer_list(mm):
    mm.touch("s", 1000)
    mm.touch("o", 2000)
    mm.touch("tl", 3000)
    assert mm("-r", makefile=".EXTRA_PREREQS = tl\\no: s\\n\\t@echo [$?]\\n") == (0, "[]\\n", "")
'''),
dict(id='intermediate-existing-deleted', section='intermediate-files',
 target='test_exec.test_existing_intermediate_kept',
 description="An intermediate file that existed before the run is deleted at the end like one that minimake created, instead of being kept.",
 edits=[('build.c', "        if (!t || !is_intermediate(t) || t->existed_before || t->secondary || secondary_all ||", "        if (!t || !is_intermediate(t) || t->secondary || secondary_all ||")],
 variant='''
def test_intermediate_existing_deleted(mm):
    mm.touch("k.w", 1000)
    mm.touch("k.m", 500)
    mk = "app: k.b\\n\\t@touch app\\n%.m: %.w\\n\\t@touch $@\\n%.b: %.m\\n\\t@touch $@\\n"
    assert mm(makefile=mk) == (0, "", "")
    assert mm.exists("k.m")
'''),
dict(id='realpath-no-symlinks', section='fn-realpath',
 target='test_functions.test_realpath_symlink',
 description="realpath makes names absolute and removes `.`/`..` textually (for existing files) without resolving symbolic links.",
 edits=[('functions.c', "        char *r = realpath(w.v[i], NULL);\n        if (r) sl_push(&out, r);", "        char *r = access(w.v[i], F_OK) == 0 ? abspath1(w.v[i]) : NULL;\n        if (r) sl_push(&out, r);")],
 variant='''
def test_realpath_no_symlinks(mm):
    import os
    mm.touch("real2/f", 1000)
    os.symlink("real2", mm.dir / "alias")
    rc, out, err = mm("-f", "-", input="$(info [$(realpath alias/f)])\\n_end:\\n")
    assert out.startswith(f"[{mm.dir.resolve()}/real2/f]\\n")
'''),
dict(id='eval-unclosed-conditional-ok', section='fn-eval',
 target='test_functions.test_eval_conditional_complete',
 description="Text given to eval may leave a conditional open (the missing `endif` is not reported), although each eval text must be complete.",
 edits=[('parse.c', "    if (ps.nconds) fatal_at(&ps.conds[ps.nconds - 1].loc, \"missing 'endif'\");", "    if (ps.nconds && !fixed_line) fatal_at(&ps.conds[ps.nconds - 1].loc, \"missing 'endif'\");")],
 variant='''
def test_eval_unclosed_conditional_ok(mm):
    rc, out, err = mm(makefile="\\n$(eval ifndef Q)\\nt: ;\\n")
    assert (rc, err) == (2, "minimake: Makefile:2: missing 'endif'\\n")
'''),
dict(id='db-define-simple-no-operator', section='option-print-database',
 target='test_cli.test_db_define_simple',
 description="-p prints a multi-line simple variable as `define NAME` without the ` :=` that marks it simple.",
 edits=[('database.c', '               v->flavor == F_SIMPLE ? " :=" : "", v->value);', '               "", v->value);')],
 variant='''
def test_db_define_simple_no_operator(mm):
    out = mm("-p", "-q", makefile="define Q :=\\na\\nb\\nendef\\n")[1]
    assert "\\ndefine Q :=\\na\\nb\\nendef\\n" in "\\n" + out
'''),
dict(id='recipe-expansion-line-by-line', section='recipe-expansion',
 target='test_exec.test_all_lines_expanded_first',
 description="Each recipe line is expanded just before it runs, instead of all lines of the recipe being expanded before the first one runs.",
 edits=[('build.c', "        exp[i] = expand(r->lines[i].text);\n    }\n    bool ok = true;", "        exp[i] = oneshell ? expand(r->lines[i].text) : NULL;\n    }\n    bool ok = true;"),
        ('build.c', "            const char *part = exp[i];\n            bool first = true;", "            if (!exp[i]) {\n                cur_loc = r->lines[i].loc;\n                exp[i] = expand(r->lines[i].text);\n            }\n            const char *part = exp[i];\n            bool first = true;")],
 variant='''
def test_recipe_expansion_line_by_line(mm):
    assert mm(makefile="go:\\n\\t@echo A\\n\\t@echo B\\n\\t@echo C$(info X)\\n") == (0, "X\\nA\\nB\\nC\\n", "")
'''),
dict(id='prefixes-multiline-first-only', section='command-prefixes',
 target='test_exec.test_multiline_first_prefix_applies',
 description="When a recipe line expands to several lines, the prefixes of its first line apply to that line only instead of to all the commands it gives.",
 edits=[('build.c', "                bool s2 = silent, i2 = ignore, f2 = force;", "                bool s2 = false, i2 = false, f2 = mentions_make(r->lines[i].text);")],
 variant='''
def test_prefixes_multiline_first_only(mm):
    mk = "define C2\\nfalse\\nfalse\\nendef\\ngo:\\n\\t-$(C2)\\n\\t@echo done\\n"
    rc, out, err = mm(makefile=mk)
    assert (rc, out) == (0, "false\\nfalse\\ndone\\n")
'''),
dict(id='echo-silent-target-ignored', section='command-echo',
 target='test_exec.test_echo_silent_target',
 description="A target listed in .SILENT still has its recipe lines echoed; only a bare .SILENT or -s stops the echo.",
 edits=[('build.c', "    bool tsilent = opt.silent || silent_all || t->silent;", "    bool tsilent = opt.silent || silent_all;")],
 variant='''
def test_echo_silent_target_ignored(mm):
    assert mm(makefile=".SILENT: go\\ngo:\\n\\techo z2\\n") == (0, "z2\\n", "")
'''),
dict(id='exec-empty-shell-not-default', section='command-execution',
 target='test_exec.test_shell_empty_means_bin_sh',
 description="An empty SHELL is used as it is (and cannot be run) instead of meaning /bin/sh.",
 edits=[('build.c', """    if (!*sh) {
        free(sh);
        sh = xstrdup("/bin/sh");
    }""", "")],
 variant='''
def test_exec_empty_shell_not_default(mm):
    assert mm(makefile="SHELL := $(EMPTY)\\ngo:\\n\\t@echo ok2\\n") == (0, "ok2\\n", "")
'''),
dict(id='recipe-errors-signal-as-error', section='recipe-errors',
 target='test_exec.test_signal_message',
 description="A command killed by a signal is reported as `Error 128+N` instead of `Signal N`.",
 edits=[('build.c', '        snprintf(what, sizeof what, "Signal %d", WTERMSIG(st));', '        snprintf(what, sizeof what, "Error %d", 128 + WTERMSIG(st));')],
 variant='''
def test_recipe_errors_signal_as_error(mm):
    rc, out, err = mm(makefile="go:\\n\\t@kill -15 $$$$\\n")
    assert (rc, err) == (2, "minimake: *** [Makefile:2: go] Signal 15\\n")
'''),
dict(id='goal-message-own-recipe-only', section='goal-messages',
 target='test_exec.test_message_when_prereq_ran',
 description="A goal without a recipe of its own gets \"nothing to be done\" even when recipes of its prerequisites ran, instead of no message.",
 edits=[('build.c', "        if (commands_run == before && !opt.question && !opt.silent) {", "        if ((commands_run == before || !t->resolved_recipe || !t->resolved_recipe->n) && !opt.question &&\n            !opt.silent) {")],
 variant='''
def test_goal_message_own_recipe_only(mm):
    assert mm(makefile="top: q\\nq:\\n\\t@echo q\\n") == (0, "q\\n", "")
'''),
]
