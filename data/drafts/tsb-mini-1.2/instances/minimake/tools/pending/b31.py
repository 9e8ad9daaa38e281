def I(name, text, expect, *args, env=None):
    return f'''
def {name}(mm):
    rc, out, err = mm("-f", "-", *{args!r}, input={text!r} + "\\n_end:\\n", env={env!r})
    assert (rc, err) == (0, "")
    assert out == {expect!r} + "minimake: nothing to be done for '_end'.\\n"
'''
MUTANTS = [
dict(id='fn-conditionals-and-blank-true', section='fn-conditionals',
 target='test_one_site.test_and_blank_argument_is_false',
 description="`and` treats an argument that expands to whitespace only as true (only an empty one stops it), although `and` \"expands the arguments in order; if one is blank the result is empty\" (the truth rule of `if` and `or`: \"contains a non-whitespace character\"). (one site)",
 edits=[('functions.c', "        r = expand(a->v[i]);\n        if (blank(r)) {", "        r = expand(a->v[i]);\n        if (!*r) {")],
 variant=I('test_fn_conditionals_and_blank_true', "$(info <$(and x,\t,y)>)", "<>\n")),
dict(id='fn-introspection-origin-name-unstripped', section='fn-introspection',
 target='test_one_site.test_origin_name_stripped',
 description="`origin` looks up its argument without stripping it (so `$(origin X )` is `undefined`), although for the introspection functions \"`NAME` is stripped before use\" (still true of `flavor` and `value`). (one site)",
 edits=[('functions.c', "    char *name = trim(a->v[0]);\n    Var *v = lookup_var(name, NULL);\n    free(name);\n    if (strcmp(n, \"flavor\")", "    char *name = strcmp(n, \"origin\") == 0 ? xstrdup(a->v[0]) : trim(a->v[0]);\n    Var *v = lookup_var(name, NULL);\n    free(name);\n    if (strcmp(n, \"flavor\")")],
 variant=I('test_fn_introspection_origin_name_unstripped', "$(info <$(origin CV\t)>)", "<command line>\n", "CV=1")),
dict(id='fn-words-wordlist-end-trailing-space', section='fn-words',
 target='test_one_site.test_wordlist_end_stripped',
 description="`wordlist` strips only the leading whitespace of its end argument, so `$(wordlist 1,2 ,a b c)` is the non-numeric error, although \"`N`, `S` and `E` are stripped; they must be non-empty strings of decimal digits\". (one site)",
 edits=[('functions.c', "    long e = parse_count(n, \"second\", a->v[1]);", "    const char *es = a->v[1];\n    while (is_space(*es)) es++;\n    bool digits = *es != 0;\n    for (const char *q = es; *q; q++)\n        if (!isdigit((unsigned char)*q)) digits = false;\n    if (!digits) fatal(\"non-numeric second argument to '%s' function: '%s'\", n, es);\n    long e = strtol(es, NULL, 10);")],
 variant=I('test_fn_words_wordlist_end_trailing_space', "$(info <$(wordlist 2,3\t,p q r s)>)", "<q r>\n")),
dict(id='fn-words-count-spaces-only', section='fn-words',
 target='test_one_site.test_words_counts_newline_separated',
 description="`words` counts words separated by spaces only (a tab or newline does not separate), although \"\\\"Words\\\" are separated by spaces, tabs and newlines\" (still true of every other word function). (one site)",
 edits=[('functions.c', "    if (strcmp(n, \"words\") == 0)\n        r = xasprintf(\"%zu\", w.n);", "    if (strcmp(n, \"words\") == 0) {\n        size_t cnt = 0;\n        for (const char *p = a->v[0]; *p;) {\n            while (*p == ' ') p++;\n            if (!*p) break;\n            cnt++;\n            while (*p && *p != ' ') p++;\n        }\n        r = xasprintf(\"%zu\", cnt);\n    }")],
 variant=I('test_fn_words_count_spaces_only', "$(info <$(words x\ty\tz)>)", "<3>\n")),
dict(id='fn-filenames-addfix-text-stripped', section='fn-filenames',
 target='test_one_site.test_addprefix_addsuffix_text_not_stripped',
 description="`addprefix` and `addsuffix` strip their PREFIX or SUFFIX argument, although \"Argument text is not stripped unless a function says so\" and they \"append or prepend the text to each word\". (one site)",
 edits=[('functions.c', "    split_words(a->v[1], &w);\n    for (size_t i = 0; i < w.n; i++)\n        sl_push(&out, suffix ? xasprintf(\"%s%s\", w.v[i], a->v[0]) : xasprintf(\"%s%s\", a->v[0], w.v[i]));", "    split_words(a->v[1], &w);\n    char *fx = trim(a->v[0]);\n    for (size_t i = 0; i < w.n; i++)\n        sl_push(&out, suffix ? xasprintf(\"%s%s\", w.v[i], fx) : xasprintf(\"%s%s\", fx, w.v[i]));\n    free(fx);")],
 variant=I('test_fn_filenames_addfix_text_stripped', "$(info <$(addprefix p\t,1 2)>)", "<p\t1 p\t2>\n")),
dict(id='fn-subst-findstring-find-stripped', section='fn-subst',
 target='test_one_site.test_findstring_find_not_stripped',
 description="`findstring` strips its FIND argument before searching, although \"Argument text is not stripped unless a function says so\" and \"`$(findstring FIND,IN)` compares plain text, which may span words\". (one site)",
 edits=[('functions.c', "    return xstrdup(strstr(a->v[1], a->v[0]) ? a->v[0] : \"\");", "    char *f = trim(a->v[0]);\n    char *r = xstrdup(strstr(a->v[1], f) ? f : \"\");\n    free(f);\n    return r;")],
 variant=I('test_fn_subst_findstring_find_stripped', "$(info <$(findstring y\t,xy\tz)><$(findstring q\t,qz)>)", "<y\t><>\n")),
dict(id='fn-intcmp-branch-stripped', section='fn-intcmp',
 target='test_one_site.test_intcmp_chosen_branch_not_stripped',
 description="`intcmp` strips the branch it returns, although \"Argument text is not stripped unless a function says so\" and \"the result is the expansion of `LT` if `LHS` is less than `RHS`, of `EQ` if they are equal, and of `GT` if it is greater\" (only `LHS` and `RHS` are stripped). (one site)",
 edits=[('functions.c', "        res = idx < a->n ? expand(a->v[idx]) : xstrdup(\"\");", "        if (idx < a->n) {\n            char *x = expand(a->v[idx]);\n            res = trim(x);\n            free(x);\n        } else {\n            res = xstrdup(\"\");\n        }")],
 variant=I('test_fn_intcmp_branch_stripped', "$(info <$(intcmp 5,5,a, same )>)", "< same >\n")),
dict(id='fn-intcmp-expands-all-branches', section='fn-intcmp',
 target='test_one_site.test_intcmp_other_branches_not_expanded',
 description="`intcmp` expands all of `LT`, `EQ` and `GT` before choosing, so the side effects of the branches not chosen happen, although \"Only the chosen part is expanded\" (as for `if`, `or` and `and`). (one site)",
 edits=[('functions.c', "        res = idx < a->n ? expand(a->v[idx]) : xstrdup(\"\");", "        char *ex[3] = {NULL, NULL, NULL};\n        for (size_t j = 2; j < a->n; j++) ex[j - 2] = expand(a->v[j]);\n        res = idx < a->n ? xstrdup(ex[idx - 2]) : xstrdup(\"\");\n        for (int j = 0; j < 3; j++) free(ex[j]);")],
 variant=I('test_fn_intcmp_expands_all_branches', "$(info <$(intcmp 9,3,$(info LT)x,y)>)", "<y>\n")),
dict(id='fn-file-text-stripped', section='fn-file',
 target='test_one_site.test_file_text_not_stripped',
 description="`file` strips `TEXT` before writing it, although \"Argument text is not stripped unless a function says so\" and \"`TEXT` is everything after the first comma, commas included\" (only the first argument and the file name are stripped). (one site)",
 edits=[('functions.c', "            const char *text = a->v[1];", "            const char *text = trim(a->v[1]);")],
 variant='''
def test_fn_file_text_stripped(mm):
    rc, out, err = mm("-f", "-", input="$(file >>o2,\\tx,\\t)\\nall: ;@:\\n")
    assert (rc, out, err) == (0, "", "")
    assert mm.read("o2") == "\\tx,\\t\\n"
'''),
dict(id='directory-search-vpath-tab-not-separator', section='directory-search',
 target='test_one_site.test_vpath_variable_tab_separated',
 description="A tab in `VPATH` does not separate directories (only colons, spaces and newlines do), although \"its directories are separated by colons or whitespace\" (and \"\\\"Words\\\" are separated by spaces, tabs and newlines\"). (one site)",
 edits=[('build.c', "        size_t l = strcspn(s, \": \\t\\n\");", "        size_t l = strcspn(s, \": \\n\");")],
 variant='''
def test_directory_search_vpath_tab_not_separator(mm):
    mm.write("s3/k.c", "k\\n")
    assert mm(makefile="VPATH = s1:s2\\ts3\\nrun: k.c\\n\\t@echo '<$^>'\\n") == (0, "<s3/k.c>\\n", "")
'''),
dict(id='fn-shell-env-global-scope', section='fn-shell',
 target='test_one_site.test_shell_in_recipe_sees_target_exported_value',
 description="A `$(shell)` expanded in a recipe gives its command the exported variables' global values, not the target-specific ones, although \"Commands run by recipes, `$(shell)` and `!=` get minimake's environment with these changes: each exported variable is set to its current value (expanded, in the scope of the recipe)\" (recipes' own commands still get them). (one site)",
 edits=[('build.c', "    char **envp = make_envp();\n    char **argv = shell_argv(cmd);", "    VarSet *env_scope = cur_scope;\n    cur_scope = &global_vars;\n    char **envp = make_envp();\n    cur_scope = env_scope;\n    char **argv = shell_argv(cmd);")],
 variant='''
def test_fn_shell_env_global_scope(mm):
    mf = "export Y = glob\\nrun: Y = tgt\\nrun:\\n\\t@echo \\"<$(shell printf %s $$Y)>\\"\\n"
    assert mm(makefile=mf) == (0, "<tgt>\\n", "")
'''),
dict(id='command-execution-shell-function-global-shell', section='command-execution',
 target='test_one_site.test_shell_function_in_recipe_uses_target_shell',
 description="A `$(shell)` expanded in a recipe runs with the global `SHELL` and `.SHELLFLAGS`, ignoring target-specific values, although \"`$(shell)` and `!=` run their commands the same way (with the global values, or the scope in effect where the function is expanded)\" and `SHELL` is \"expanded in the recipe's scope, so it may be target-specific\". (one site)",
 edits=[('build.c', "    char **envp = make_envp();\n    char **argv = shell_argv(cmd);", "    char **envp = make_envp();\n    VarSet *sh_scope = cur_scope;\n    cur_scope = &global_vars;\n    char **argv = shell_argv(cmd);\n    cur_scope = sh_scope;")],
 variant='''
def test_command_execution_shell_function_global_shell(mm):
    mf = "go: SHELL = /bin/echo\\ngo: .SHELLFLAGS = -n\\ngo:\\n\\t@Y $(shell abc def)\\n"
    assert mm(makefile=mf) == (0, "Y abc def", "")
'''),
dict(id='command-execution-blank-shell-not-default', section='command-execution',
 target='test_one_site.test_blank_shell_is_default',
 description="A `SHELL` that expands to whitespace only is not replaced by `/bin/sh` (the stripped, empty name is run and fails), although the program is \"the value of the variable `SHELL` (expanded ... and stripped; `/bin/sh` if that is empty)\". (one site)",
 edits=[('build.c', "    char *sh = trim(shell);\n    free(shell);\n    if (!*sh) {", "    char *sh = trim(shell);\n    bool unset = !*shell;\n    free(shell);\n    if (unset) {")],
 variant='''
def test_command_execution_blank_shell_not_default(mm):
    mf = "E :=\\nTAB := $(E)\\t$(E)\\nSHELL = $(TAB)\\ngo:\\n\\t@echo fine\\n"
    assert mm(makefile=mf) == (0, "fine\\n", "")
'''),
dict(id='archive-members-touched', section='archive-members',
 target='test_one_site.test_touch_skips_archive_member',
 description="Under -t an out-of-date archive member target is touched (`touch ARCHIVE(MEMBER)` is printed and a file of that name created), although \"Archive members are never searched for in other directories, and `-t` does not touch them (nothing is printed for them)\". (one site)",
 edits=[('build.c', "    if (ok && opt.touch && !opt.dry_run && !t->phony && !is_member) {", "    if (ok && opt.touch && !opt.dry_run && !t->phony) {")],
 variant='''
def test_archive_members_touched(mm):
    mm.write("z", "z\\n")
    rc, out, err = mm("--touch", "x.a(y.o)", makefile="x.a(y.o): z\\n\\techo no\\n")
    assert (rc, out, err) == (0, "minimake: 'x.a(y.o)' is up to date.\\n", "")
    assert not mm.exists("x.a(y.o)")
'''),
dict(id='option-include-dir-double-slash', section='option-include-dir',
 target='test_one_site.test_include_dir_trailing_slash_single',
 description="An `-I` directory ending in `/` gets a second slash (`inc//x.mk` in locations and `MAKEFILE_LIST`), although \"A `DIR` ending in `/` gets no second slash\" (as for the found paths of directory search). (one site)",
 edits=[('parse.c', "            char *c = (dl && d[dl - 1] == '/') ? xasprintf(\"%s%s\", d, path) : xasprintf(\"%s/%s\", d, path);", "            char *c = xasprintf(\"%s/%s\", d, path);\n            (void)dl;")],
 variant='''
def test_option_include_dir_double_slash(mm):
    mm.write("lib/sub.mk", "$(info <$(lastword $(MAKEFILE_LIST))>)\\n")
    assert mm("--include-dir=lib/", makefile="-include sub.mk\\nall: ;@:\\n") == (0, "<lib/sub.mk>\\n", "")
'''),
dict(id='option-trace-found-path-not-shown', section='option-trace',
 target='test_one_site.test_trace_reason_shows_found_path',
 description="The `--trace` reason lists prerequisites found by directory search under their plain names, although the reason is \"the prerequisites that made the target out of date, as they would appear in `$?`\", and `$?` shows \"the found path instead of the name\". (one site)",
 edits=[('build.c', "                trace_reason(t, recipe, t->exists, &sn);", "                trace_reason(t, recipe, t->exists, &newer_deps);")],
 variant='''
def test_option_trace_found_path_not_shown(mm):
    mm.touch("obj", 1000)
    mm.touch("hdr/q.h", 2000)
    mm.touch("r.h", 500)
    rc, out, err = mm("--trace", makefile="vpath %.h hdr\\nobj: r.h q.h\\n\\t@:\\n")
    assert (rc, out, err) == (0, "Makefile:2: update target 'obj' due to: hdr/q.h\\n", "")
'''),
dict(id='intermediate-files-low-resolution-skip-ignored', section='intermediate-files',
 target='test_one_site.test_intermediate_skip_uses_low_resolution',
 description="Whether a missing intermediate file is needed is decided with full-precision times even for a target in `.LOW_RESOLUTION_TIME`, although \"The same comparison is used when deciding whether a missing intermediate file is needed\" (whole seconds for such targets). (one site)",
 edits=[('build.c', "(t->low_res ? mt.tv_sec > t->mtime.tv_sec : newer(&mt, &t->mtime)))", "newer(&mt, &t->mtime))")],
 variant='''
def test_intermediate_files_low_resolution_skip_ignored(mm):
    mm.touch("p.a", 3000.9)
    mm.touch("p.c", 3000.1)
    mf = ".LOW_RESOLUTION_TIME: p.c\\n%.c: %.b\\n\\t@cp $< $@\\n%.b: %.a\\n\\t@cp $< $@\\n"
    assert mm("p.c", makefile=mf) == (0, "minimake: 'p.c' is up to date.\\n", "")
'''),
dict(id='intermediate-files-rm-line-silent-all-ignored', section='intermediate-files',
 target='test_one_site.test_silent_all_hides_rm_line',
 description="The `rm` line for deleted intermediate files is printed although `.SILENT` without prerequisites is in effect; the spec: minimake prints `rm FILE...` \"unless `-s` or `.SILENT` without prerequisites is in effect\" (`.SILENT` with no prerequisites \"makes every command silent\"). (one site)",
 edits=[('build.c', "        if (!opt.silent && !silent_all) {", "        if (!opt.silent) {")],
 variant='''
def test_intermediate_files_rm_line_silent_all_ignored(mm):
    mm.write("k.one", "1\\n")
    mf = "top: k.three\\n%.three: %.two\\n\\t@cp $< $@\\n%.two: %.one\\n\\tcp $< $@\\n.SILENT:\\n"
    assert mm(makefile=mf) == (0, "", "")
    assert not mm.exists("k.two")
'''),
dict(id='pattern-variables-empty-stem-rejected', section='pattern-variables',
 target='test_one_site.test_pattern_variable_empty_stem',
 description="A pattern-specific variable is not applied to a target that matches its pattern with an empty stem (as pattern rules require), although it applies to \"every target whose name matches `PATTERN` (see \\\"Patterns\\\"; here the stem may be empty)\". (one site)",
 edits=[('build.c', "        if (!pattern_match(pv->pattern, t->name, NULL, NULL)) continue;", "        size_t pso, psl;\n        if (!pattern_match(pv->pattern, t->name, &pso, &psl) || psl == 0) continue;")],
 variant='''
def test_pattern_variables_empty_stem_rejected(mm):
    assert mm("lib", makefile="lib%: Y = q\\nlib:\\n\\t@echo '<$(Y)>'\\n") == (0, "<q>\\n", "")
'''),
dict(id='conditional-syntax-brace-comma-splits', section='conditional-syntax',
 target='test_one_site.test_ifeq_comma_inside_braces',
 description="In `ifeq (A,B)` only parentheses are counted when looking for the separating comma, so a comma inside `${...}` splits the arguments, although \"The comma that separates them is the first one outside nested parentheses and braces\". (one site)",
 edits=[('parse.c', "            if (*q == '(' || *q == '{')\n                depth++;\n            else if (*q == ')' || *q == '}')\n                depth--;", "            if (*q == '(')\n                depth++;\n            else if (*q == ')')\n                depth--;")],
 variant=I('test_conditional_syntax_brace_comma_splits', "ifneq (${word 1,x y},y)\n$(info ne)\nendif", "ne\n")),
dict(id='fn-let-names-unexpanded', section='fn-let',
 target='test_one_site.test_let_names_expanded',
 description="`let` splits its `NAMES` argument into names without expanding it, although \"`NAMES` and `LIST` are expanded and split into words\". (one site)",
 edits=[('functions.c', "    split_words(ve, &names);", "    split_words(a->v[0], &names);")],
 variant=I('test_fn_let_names_unexpanded', "P = pp\n$(info <$(let $(P),v w,[$(pp)])>)", "<[v w]>\n")),

dict(id='pattern-variables-append-skips-lower-pattern', section='pattern-variables',
 target='test_one_site.test_pattern_append_inherits_lower_pattern',
 description="A target-specific or pattern-specific `+=` appends to the global value only, skipping the values of lower matching patterns, although \"`+=` appends to the value from the scopes below (a lower matching pattern, or the global value)\" and target-specific `+=` \"appends to the value the variable has outside the target (as seen when the recipe is expanded)\". (one site)",
 edits=[('vars.c', "    for (VarSet *vs = where->parent; vs && !inherited; vs = vs->parent) {", "    for (VarSet *vs = &global_vars; vs && !inherited; vs = vs->parent) {")],
 variant='''
def test_pattern_variables_append_skips_lower_pattern(mm):
    mf = "lib/%: G = one\\n%.a: G += two\\nlib/z.a:\\n\\t@echo '<$(G)>'\\n"
    assert mm("lib/z.a", makefile=mf) == (0, "<one two>\\n", "")
'''),
dict(id='default-target-always-make-remakes', section='default-target',
 target='test_one_site.test_always_make_skips_default_only_prereq',
 description="Under -B an existing target whose only recipe comes from `.DEFAULT` is remade, although \"Files that have no rule (source files) are not affected by `-B`, and neither are targets whose only recipe comes from `.DEFAULT`\" and \"A file that exists and has no rule is up to date and the `.DEFAULT` recipe does not run for it\". (one site)",
 edits=[('build.c', "        bool has_rule_here = (recipe && !via_default) || t->has_rule || matched;", "        bool has_rule_here = recipe || t->has_rule || matched;")],
 variant='''
def test_default_target_always_make_remakes(mm):
    mm.write("src.txt", "s\\n")
    assert mm("--always-make", "src.txt", makefile=".DEFAULT: ; @echo mk $@\\n") == (0, "minimake: 'src.txt' is up to date.\\n", "")
'''),
dict(id='extra-prereqs-added-to-default-targets', section='extra-prereqs',
 target='test_one_site.test_extra_prereqs_not_added_to_default_target',
 description="`.EXTRA_PREREQS` are also added to targets whose only recipe comes from `.DEFAULT`, although they are added \"to every target that has an explicit, static pattern or pattern rule (not double-colon targets, nor targets whose only recipe comes from `.DEFAULT`)\". (one site)",
 edits=[('build.c', "    if (t->has_rule || matched || (recipe && !via_default)) {", "    if (t->has_rule || matched || recipe) {")],
 variant='''
def test_extra_prereqs_added_to_default_targets(mm):
    mf = ".EXTRA_PREREQS := pre1\\n.DEFAULT: ; @echo mk $@\\n"
    assert mm("out9", makefile=mf) == (0, "mk out9\\n", "")
'''),
dict(id='vpath-directive-keeps-rule-open', section='vpath',
 target='test_one_site.test_vpath_directive_ends_recipe',
 description="A `vpath` directive does not end the rule before it, so recipe lines after it still belong to that rule, although among recipe lines \"Any other line (an assignment, a rule, another directive) ends it\" (as `include` does). (one site)",
 edits=[('parse.c', "        } else if (word_is(line, \"vpath\", &rest) && !starts_assignment(rest)) {\n            end_rule(&ps);\n            do_vpath(rest);", "        } else if (word_is(line, \"vpath\", &rest) && !starts_assignment(rest)) {\n            do_vpath(rest);")],
 variant='''
def test_vpath_directive_keeps_rule_open(mm):
    rc, out, err = mm(makefile="go:\\n\\t@echo 1\\n\\nvpath\\n\\t@echo 2\\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:5: recipe commences before first target\\n")
'''),
dict(id='export-directive-keeps-rule-open', section='export',
 target='test_one_site.test_export_directive_ends_recipe',
 description="An `export` or `unexport` directive naming variables does not end the rule before it, so recipe lines after it still belong to that rule, although among recipe lines \"Any other line (an assignment, a rule, another directive) ends it\". (one site)",
 edits=[('parse.c', "            end_rule(&ps);\n            int mode = line[0] == 'e' ? 1 : -1;", "            int mode = line[0] == 'e' ? 1 : -1;")],
 variant='''
def test_export_directive_keeps_rule_open(mm):
    rc, out, err = mm(makefile="go:\\n\\t@echo 1\\nunexport Y Z\\n\\t@echo 2\\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:4: recipe commences before first target\\n")
'''),
dict(id='fn-foreach-variable-name-unexpanded', section='fn-foreach',
 target='test_one_site.test_foreach_variable_name_expanded',
 description="`foreach` uses its `VAR` argument as the loop variable's name without expanding it, although \"`VAR` and `LIST` are expanded\". (one site)",
 edits=[('functions.c', "    char *vn = expand(a->v[0]);", "    char *vn = xstrdup(a->v[0]);")],
 variant='''
def test_fn_foreach_variable_name_unexpanded(mm):
    rc, out, err = mm("-f", "-", input="$(info <$(foreach ${firstword i j},1 2,$i$i)>)\\nall: ;@:\\n")
    assert (rc, out, err) == (0, "<11 22>\\n", "")
'''),
dict(id='oneshell-blank-script-run', section='oneshell',
 target='test_one_site.test_oneshell_blank_script_not_a_command',
 description="Under `.ONESHELL` a recipe whose lines all expand to nothing is still run (and echoed) as an empty script and counts as a command, although \"A line that is empty or only whitespace after removing its prefixes is skipped: nothing is echoed or run, and it does not count as a command\", and \"A goal whose recipe ran but whose every line expanded to nothing also gets one of these messages\". (one site)",
 edits=[('build.c', "        if (!blank(script.s ? script.s : \"\")) {", "        if (script.s) {")],
 variant='''
def test_oneshell_blank_script_run(mm):
    mf = "N =\\n.ONESHELL:\\ngo:\\n\\t@$(N)\\n\\t$(N)\\n\\t-$(N)\\n"
    assert mm(makefile=mf) == (0, "minimake: 'go' is up to date.\\n", "")
'''),
dict(id='option-print-database-target-override-dropped', section='option-print-database',
 target='test_one_site.test_print_database_target_override_variable',
 description="`-p` prints a target-specific `override` assignment without its `override ` prefix, although target-specific variables are printed \"as `TARGET: ` followed by the assignment in the variable format\", which is \"preceded by `override ` for an override variable\". (one site)",
 edits=[('database.c', "    const char *ov = v->origin == O_OVERRIDE ? (v->is_private", "    const char *ov = v->origin == O_OVERRIDE && !*prefix ? (v->is_private")],
 variant='''
def test_option_print_database_target_override_dropped(mm):
    rc, out, err = mm("-p", "-q", makefile="k: override W := v\\nk: ;\\n")
    assert (rc, err) == (0, "")
    assert "\\n# rules\\nk: override W := v\\nk:\\n# pattern rules\\n" in out
'''),
]
