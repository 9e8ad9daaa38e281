def I(name, text, expect_first, *args, env=None):
    return f'''
def {name}(mm):
    rc, out, err = mm("-f", "-", *{args!r}, input={text!r} + "\\n_end:\\n", env={env!r})
    assert (rc, err) == (0, "")
    assert out == {expect_first!r} + "minimake: nothing to be done for '_end'.\\n"
'''
MUTANTS = [
dict(id='option-e-define-not-blocked', section='option-environment',
 target='test_cli.test_environment_override_define',
 description="Under -e a `define` in the makefile still replaces a variable from the environment (only one-line assignments are blocked), instead of the environment value winning.",
 edits=[('parse.c', """            bool blocked = existing && ds->origin == O_FILE &&
                           (existing->origin == O_CMDLINE || existing->origin == O_OVERRIDE ||
                            (existing->origin == O_ENV && opt.env_override));""", """            bool blocked = existing && ds->origin == O_FILE &&
                           (existing->origin == O_CMDLINE || existing->origin == O_OVERRIDE);""")],
 variant='''
def test_option_e_define_not_blocked(mm):
    mk = "define W\\nfromfile\\nendef\\nt:\\n\\t@echo $(W)\\n"
    assert mm("-e", makefile=mk, env={"W": "fromenv"}) == (0, "fromenv\\n", "")
'''),
dict(id='include-dir-searched-first', section='option-include-dir',
 target='test_variables.test_include_dir_current_first',
 description="An included makefile with a relative name is looked for in the -I directories before the current directory, instead of in the current directory first.",
 edits=[('parse.c', "        f = fopen(path, \"r\");\n        int e = errno;", "        f = (from && path[0] != '/' && include_dirs.n) ? NULL : fopen(path, \"r\");\n        int e = errno;"),
        ('parse.c', """            else
                free(c);
        }
        if (!f) {""", """            else
                free(c);
        }
        if (!f && from) {
            f = fopen(path, "r");
            e = errno;
        }
        if (!f) {""")],
 variant='''
def test_include_dir_searched_first(mm):
    mm.write("inc2/k.mk", "V = inc\\n")
    mm.write("k.mk", "V = here\\n")
    assert mm("-I", "inc2", makefile="include k.mk\\nt:\\n\\t@echo $(V)\\n") == (0, "here\\n", "")
'''),
dict(id='jobs-takes-next-number', section='option-jobs-links',
 target='test_cli.test_jobs_does_not_take_next',
 description="A bare -j takes the next argument as its number when that argument is all digits, instead of the number having to be attached (`-jN`), so the next argument is no longer a goal.",
 edits=[('main.c', """                const char *q = p + 1;
                while (*q && isdigit((unsigned char)*q)) q++;""", """                const char *q = p + 1;
                if (!*q && i + 1 < argc && argv[i + 1][0] && strspn(argv[i + 1], "0123456789") == strlen(argv[i + 1])) i++;
                while (*q && isdigit((unsigned char)*q)) q++;""")],
 variant='''
def test_jobs_takes_next_number(mm):
    rc, out, err = mm("-sj", "12", makefile="t:\\n\\t@echo t\\n")
    assert (rc, err) == (2, "minimake: no rule to make target '12'\\n")
'''),
dict(id='old-file-still-remade', section='option-old-new',
 target='test_cli.test_old_file_not_remade',
 description="A file given with -o is still remade when its prerequisites are newer (only its time is ignored by its dependents), instead of never being remade.",
 edits=[('build.c', "    if (t->assume_old || t->assume_new) {\n", "    if (t->assume_new) {\n")],
 variant='''
def test_old_file_still_remade(mm):
    mm.touch("s2", 3000)
    mm.touch("m2", 500)
    mm.touch("o2", 1000)
    mk = "o2: m2\\n\\t@echo o2\\nm2: s2\\n\\t@echo m2\\n"
    assert mm("--old-file=m2", makefile=mk) == (0, "minimake: 'o2' is up to date.\\n", "")
'''),
dict(id='print-directory-before-c', section='option-print-directory',
 target='test_cli.test_print_directory_after_c',
 description="-w names the directory minimake started in instead of the directory reached after the -C options.",
 edits=[('main.c', "    for (size_t i = 0; i < dirs.n; i++) {\n        if (chdir(", "    char *start_dir = getcwd(NULL, 0);\n    for (size_t i = 0; i < dirs.n; i++) {\n        if (chdir("),
        ('main.c', "        char *d = getcwd(NULL, 0);\n        entered_dir = d ? d : xstrdup(\"\");", "        char *d = start_dir;\n        entered_dir = d ? d : xstrdup(\"\");")],
 variant='''
def test_print_directory_before_c(mm):
    mm.write("w/Makefile", "t:\\n\\t@echo w\\n")
    d = str((mm.dir / "w").resolve())
    rc, out, err = mm("--print-directory", "--directory=w")
    assert out == f"minimake: Entering directory '{d}'\\nw\\nminimake: Leaving directory '{d}'\\n"
'''),
dict(id='eval-before-cmdline-vars', section='option-eval',
 target='test_cli.test_eval_option_after_cmdline_vars',
 description="--eval text is read before the command-line variable assignments are made, instead of after them.",
 edits=[('main.c', "    apply_assignments();\n    for (size_t i = 0; i < evals.n; i++) parse_text(evals.v[i], \"--eval\", 1, false);",
         "    for (size_t i = 0; i < evals.n; i++) parse_text(evals.v[i], \"--eval\", 1, false);\n    apply_assignments();")],
 variant='''
def test_eval_before_cmdline_vars(mm):
    assert mm("--eval", "Q := <$(P)>", "P=7", makefile="t:\\n\\t@echo '$(Q)'\\n") == (0, "<7>\\n", "")
'''),
dict(id='warn-undefined-ifdef-warns', section='option-warn-undefined',
 target='test_cli.test_warn_undefined_not_origin',
 description="With --warn-undefined-variables, `ifdef`/`ifndef` of an undefined variable also warns, although only references that expand a variable do.",
 edits=[('parse.c', "        Var *v = lookup_var(name, NULL);\n        free(name);\n        bool def = v && *v->value;",
         "        Var *v = lookup_var(name, NULL);\n        if (!v && opt.warn_undefined) warn_at(&cur_loc, \"undefined variable '%s'\", name);\n        free(name);\n        bool def = v && *v->value;")],
 variant='''
def test_warn_undefined_ifdef_warns(mm):
    rc, out, err = mm("--warn-undefined-variables", makefile="ifndef ZZ\\nendif\\nt: ;\\n")
    assert (rc, err) == (0, "")
'''),
dict(id='trace-location-first-recipe-line', section='option-trace',
 target='test_cli.test_trace_default_rule_location',
 description="--trace gives the location of the recipe's first line instead of the location of the rule that supplied the recipe.",
 edits=[('build.c', """    printf("%s:%d: update target '%s' due to: ", r->loc.file ? r->loc.file : "", r->loc.line,
           t->name);""", """    printf("%s:%d: update target '%s' due to: ", r->loc.file ? r->loc.file : "",
           r->n ? r->lines[0].loc.line : r->loc.line, t->name);""")],
 variant='''
def test_trace_location_first_recipe_line(mm):
    out = mm("--trace", makefile="go:\\n\\n\\n\\t@echo g\\n")[1]
    assert out == "Makefile:1: update target 'go' due to: target does not exist\\ng\\n"
'''),
dict(id='makeflags-silent-first', section='recursive-invocation',
 target='test_cli.test_makeflags_letters',
 description="The flag letters in MAKEFLAGS are not in the stated order: `s` comes first instead of in its place after `q`.",
 edits=[('main.c', "    if (opt.always_make) buf_addc(&b, 'B');\n", "    if (opt.silent) buf_addc(&b, 's');\n    if (opt.always_make) buf_addc(&b, 'B');\n"),
        ('main.c', "    if (opt.question) buf_addc(&b, 'q');\n    if (opt.silent) buf_addc(&b, 's');\n", "    if (opt.question) buf_addc(&b, 'q');\n")],
 variant='''
def test_makeflags_silent_first(mm):
    assert mm("-s", "-e", makefile="t:\\n\\t@echo $(MAKEFLAGS)\\n") == (0, "es\\n", "")
'''),
dict(id='export-all-ignores-unexport', section='export',
 target='test_variables.test_export_all_respects_unexport',
 description=".EXPORT_ALL_VARIABLES also exports variables named in an `unexport` directive, instead of leaving them unexported.",
 edits=[('main.c', "            if (v->exported == 0 && v->origin != O_AUTOMATIC && v->origin != O_DEFAULT)", "            if (v->origin != O_AUTOMATIC && v->origin != O_DEFAULT)")],
 variant='''
def test_export_all_ignores_unexport(mm):
    mk = ".EXPORT_ALL_VARIABLES:\\nB = 2\\nunexport B\\nC = 3\\nt:\\n\\t@echo [$$B][$$C]\\n"
    assert mm(makefile=mk) == (0, "[][3]\\n", "")
'''),
dict(id='define-append-space', section='define',
 target='test_variables.test_define_append_newline',
 description="`define NAME +=` appends the new lines after a space instead of after a newline.",
 edits=[('parse.c', 'char *nv = *existing->value ? xasprintf("%s\\n%s", existing->value, add)', 'char *nv = *existing->value ? xasprintf("%s %s", existing->value, add)')],
 variant='''
def test_define_append_space(mm):
    mk = "C = @echo p\\ndefine C +=\\n@echo q\\nendef\\nt:\\n\\t$(C)\\n"
    assert mm(makefile=mk) == (0, "p\\nq\\n", "")
'''),
dict(id='private-hidden-outside-recipes', section='private',
 target='test_variables.test_private_captured_by_simple',
 description="A global `private` variable is hidden everywhere, also when makefile lines are read, instead of only from recipes.",
 edits=[('vars.c', "        if (v && v->is_private && in_recipe && vs == &global_vars) return NULL;", "        if (v && v->is_private && vs == &global_vars) return NULL;")],
 variant='''
def test_private_hidden_outside_recipes(mm):
    mk = "private Q = z\\nW := <$(Q)>\\nt:\\n\\t@echo '$(W)'\\n"
    assert mm(makefile=mk) == (0, "<z>\\n", "")
'''),
dict(id='recipe-prefix-empty-not-tab', section='recipe-prefix',
 target='test_variables.test_recipe_prefix_empty_means_tab',
 description="An empty .RECIPEPREFIX is taken as an empty prefix (no line is a recipe line) instead of meaning the default tab.",
 edits=[('parse.c', "        char rp = rpv && rpv->value[0] ? rpv->value[0] : '\\t';", "        char rp = rpv ? rpv->value[0] : '\\t';")],
 variant='''
def test_recipe_prefix_empty_not_tab(mm):
    mk = ".RECIPEPREFIX := $(NOTHING)\\ngo:\\n\\t@echo empty-prefix\\n"
    assert mm(makefile=mk) == (0, "empty-prefix\\n", "")
'''),
dict(id='override-define-beats-cmdline', section='override',
 target='test_variables.test_define_blocked_by_cmdline',
 description="A plain `define` replaces a variable set on the command line, instead of being ignored as any makefile assignment without `override` is.",
 edits=[('parse.c', """            bool blocked = existing && ds->origin == O_FILE &&
                           (existing->origin == O_CMDLINE || existing->origin == O_OVERRIDE ||""", """            bool blocked = existing && ds->origin == O_FILE &&
                           (existing->origin == O_OVERRIDE ||""")],
 variant=I('test_override_define_beats_cmdline', "define Y\nfile\nendef\n$(info $(Y))", "cl\n", "Y=cl")),
dict(id='undefine-removes-cmdline', section='undefine',
 target='test_variables.test_undefine_cmdline_kept',
 description="A plain `undefine` removes a variable set on the command line, instead of leaving it (only `override undefine` can).",
 edits=[('parse.c', "        if (origin == O_FILE && (v->origin == O_CMDLINE || v->origin == O_OVERRIDE)) continue;", "        if (origin == O_FILE && v->origin == O_OVERRIDE) continue;")],
 variant=I('test_undefine_removes_cmdline', "undefine K\n$(info <$(K)>)", "<v>\n", "K=v")),
dict(id='cond-syntax-extra-text-ignored', section='conditional-syntax',
 target='test_variables.test_ifeq_extraneous',
 description="Text after the closing parenthesis or quote of an `ifeq`/`ifneq` is ignored instead of being an error (\"extraneous text after 'ifeq' directive\").",
 edits=[('parse.c', "    while (*p && is_space(*p)) p++;\n    if (*p) fatal(\"extraneous text after '%s' directive\", kw);\n", "")],
 variant='''
def test_cond_syntax_extra_text_ignored(mm):
    rc, out, err = mm("-f", "-", input="X = 1\\nifneq \\"1\\" \\"2\\" junk\\nendif\\nt: ;\\n")
    assert (rc, err) == (2, "minimake: -:2: extraneous text after 'ifneq' directive\\n")
'''),
dict(id='ifdef-empty-value-defined', section='ifdef',
 target='test_variables.test_ifdef_empty_value',
 description="`ifdef` counts a variable with an empty value as defined, instead of only a variable with a non-empty value.",
 edits=[('parse.c', "        bool def = v && *v->value;", "        bool def = v != NULL;")],
 variant=I('test_ifdef_empty_value_defined', "Q :=\nifndef Q\n$(info undef)\nendif", "undef\n")),
dict(id='cond-structure-else-if-not-taken', section='conditional-structure',
 target='test_variables.test_else_if_chain',
 description="A true `else ifeq` branch is not recorded as taken, so a final `else` of the same conditional is also read.",
 edits=[('parse.c', """            cur_loc = here;
            c->active = eval_condition(kw2, r2);
            c->taken = c->active;""", """            cur_loc = here;
            c->active = eval_condition(kw2, r2);""")],
 variant=I('test_cond_structure_else_if_not_taken', "Y = b\nifeq ($(Y),a)\n$(info A)\nelse ifeq ($(Y),b)\n$(info B)\nelse\n$(info C)\nendif", "B\n")),
dict(id='include-rules-not-default-goal', section='include',
 target='test_variables.test_include_default_goal',
 description="The first target of an included makefile does not become the default goal (only the main makefile's rules count), although included lines are read like the including file's own.",
 edits=[('parse.c', "    Loc saved = cur_loc;\n    parse_text(text, fname, 1, false);\n    cur_loc = saved;", "    Loc saved = cur_loc;\n    char *dg_before = default_goal;\n    parse_text(text, fname, 1, false);\n    if (from && !dg_before) default_goal = NULL;\n    cur_loc = saved;")],
 variant='''
def test_include_rules_not_default_goal(mm):
    mm.write("r2.mk", "alpha:\\n\\t@echo alpha\\n")
    assert mm(makefile="-include r2.mk\\nbeta:\\n\\t@echo beta\\n") == (0, "alpha\\n", "")
'''),
]
