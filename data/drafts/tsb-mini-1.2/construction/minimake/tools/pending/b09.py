def I(name, text, expect_first, *args, env=None):
    return f'''
def {name}(mm):
    rc, out, err = mm("-f", "-", *{args!r}, input={text!r} + "\\n_end:\\n", env={env!r})
    assert (rc, err) == (0, "")
    assert out == {expect_first!r} + "minimake: nothing to be done for '_end'.\\n"
'''
MUTANTS = [
dict(id='jobs-bad-suffix-ignored', section='option-jobs-links',
 target='test_cli.test_jobs_bad_suffix',
 description="Characters after the digits of `-jN` are ignored instead of being read as further option letters (so `-j4x` is not an unknown option '-x').",
 edits=[('main.c', """                if (*q) {
                    char nm[3] = {'-', *q, 0};
                    usage_error("unknown option '%s'", nm);
                }
                break;""", """                break;""")],
 variant='''
def test_jobs_bad_suffix_ignored(mm):
    rc, out, err = mm("-j2y", makefile="t:\\n")
    assert (rc, out) == (2, "")
    assert err.startswith("minimake: unknown option '-y'\\n")
'''),
dict(id='print-directory-no-level', section='option-print-directory',
 target='test_cli.test_print_directory_level',
 description="-w messages always start with `minimake:`; the `[LEVEL]` part is left out in sub-makes (MAKELEVEL above 0).",
 edits=[('main.c', '    return make_level ? xasprintf("minimake[%d]", make_level) : xstrdup("minimake");', '    return xstrdup("minimake");')],
 variant='''
def test_print_directory_no_level(mm):
    rc, out, err = mm("-w", makefile="t:\\n\\t@:\\n", env={"MAKELEVEL": "3"})
    assert out.startswith("minimake[3]: Entering directory '")
'''),
dict(id='lines-crlf-kept', section='lines',
 target='test_variables.test_crlf_lines',
 description="A carriage return before a line's newline is kept as part of the line instead of being removed.",
 edits=[('parse.c', "        if (n && p[n - 1] == '\\r') n--;\n", "")],
 variant=I('test_lines_crlf_kept', "Y = b\r\n$(info <$(Y)>)\r", "<b>\n")),
dict(id='comments-escaped-hash-keeps-backslash', section='comments',
 target='test_variables.test_escaped_hash',
 description="`\\#` outside a recipe keeps its backslash (giving `\\#`) instead of standing for a literal `#`.",
 edits=[('parse.c', """        if (*p == '\\\\' && p[1] == '#') {
            buf_addc(&b, '#');""", """        if (*p == '\\\\' && p[1] == '#') {
            buf_adds(&b, "\\\\#");""")],
 variant=I('test_comments_escaped_hash_keeps_backslash', "X = p\\#q\n$(info $(X))", "p#q\n")),
dict(id='simple-double-colon-equals-recursive', section='simple-assignment',
 target='test_variables.test_double_colon_equals',
 description="`::=` makes a recursive variable instead of a simple one (like `:=`).",
 edits=[('parse.c', """            if (s[i + 1] == ':' && s[i + 2] == '=') {
                *op = OP_SIMPLE;""", """            if (s[i + 1] == ':' && s[i + 2] == '=') {
                *op = OP_RECURSIVE;""")],
 variant=I('test_simple_double_colon_equals_recursive', "B = one\nA ::= <$(B)>\nB = two\n$(info $(A))", "<one>\n")),
dict(id='cond-assign-ignores-environment', section='conditional-assignment',
 target='test_variables.test_cond_assign_environment',
 description="`?=` assigns over a variable that comes from the environment, as if it were undefined.",
 edits=[('parse.c', "        } else if (existing) {\n            return;\n        }", "        } else if (existing && existing->origin != O_ENV) {\n            return;\n        }")],
 variant=I('test_cond_assign_ignores_environment', "K ?= f\n$(info $(K))", "e\n", env={"K": "e"})),
dict(id='shell-assign-status-not-set', section='shell-assignment',
 target='test_variables.test_shell_assign_status',
 description="`!=` does not set .SHELLSTATUS to the command's exit status.",
 edits=[('parse.c', """    snprintf(sts, sizeof sts, "%d", st);
    set_var(&global_vars, ".SHELLSTATUS", sts, F_SIMPLE, O_OVERRIDE);""", """    snprintf(sts, sizeof sts, "%d", st);""")],
 variant=I('test_shell_assign_status_not_set', "X != exit 6\n$(info $(.SHELLSTATUS))", "6\n")),
dict(id='var-refs-trailing-dollar-kept', section='variable-references',
 target='test_variables.test_trailing_dollar',
 description="A lone `$` at the end of a text is kept instead of expanding to nothing.",
 edits=[('expand.c', "        if (i + 1 >= n) break; /* a lone $ at the end expands to nothing */", "        if (i + 1 >= n) {\n            buf_addc(out, '$');\n            break;\n        }")],
 variant=I('test_var_refs_trailing_dollar_kept', "X := q$\n$(info <$(X)>)", "<q>\n")),
dict(id='environment-assigned-old-value-exported', section='environment',
 target='test_variables.test_assigned_env_var_exported_new_value',
 description="A variable from the environment that the makefile assigns is passed to commands with its original environment value instead of the new one.",
 edits=[('build.c', "        if (var_exported(v)) {\n            VarSet *where;", "        if (var_exported(v) && !v->from_env) {\n            VarSet *where;")],
 variant='''
def test_environment_assigned_old_value_exported(mm):
    rc, out, err = mm(makefile="E2 = new2\\nt:\\n\\t@echo $$E2\\n", env={"E2": "old"})
    assert out == "new2\\n"
'''),
dict(id='export-names-not-expanded', section='export',
 target='test_variables.test_export_names',
 description="The names after `export` are taken literally instead of being expanded first.",
 edits=[('parse.c', """static void do_export(const char *rest, int mode) {
    char *e = expand(rest);""", """static void do_export(const char *rest, int mode) {
    char *e = xstrdup(rest);""")],
 variant='''
def test_export_names_not_expanded(mm):
    mk = "P = 1\\nQ = 2\\nN = P Q\\nexport $(N)\\nt:\\n\\t@echo $$P$$Q\\n"
    assert mm(makefile=mk) == (0, "12\\n", "")
'''),
dict(id='define-cond-replaces', section='define',
 target='test_variables.test_define_conditional',
 description="`define NAME ?=` replaces a variable that is already defined instead of leaving it.",
 edits=[('parse.c', "                case OP_COND:\n                    if (!existing) set_var(", "                case OP_COND:\n                    set_var(")],
 variant=I('test_define_cond_replaces', "Z = a\ndefine Z ?=\nb\nendef\n$(info $(Z))", "a\n")),
dict(id='private-visible-in-recipes', section='private',
 target='test_variables.test_private_hidden_in_recipe',
 description="A global `private` variable is visible in recipes, instead of being hidden from them.",
 edits=[('vars.c', "        if (v && v->is_private && in_recipe && vs == &global_vars) return NULL;\n", "")],
 variant='''
def test_private_visible_in_recipes(mm):
    assert mm(makefile="private S = sec\\nt:\\n\\t@echo [$(S)]\\n") == (0, "[]\\n", "")
'''),
dict(id='undefine-empties', section='undefine',
 target='test_variables.test_undefine',
 description="undefine sets the variable to an empty value instead of removing it, so its origin stays `file`.",
 edits=[('parse.c', """        *pp = v->next;
        free(v->name);
        free(v->value);
        free(v);
    }
    sl_free(&w);
}""", """        free(v->value);
        v->value = xstrdup("");
    }
    sl_free(&w);
}""")],
 variant=I('test_undefine_empties', "K = 1\nundefine K\n$(info $(origin K))", "undefined\n")),
dict(id='include-sinclude-required', section='include',
 target='test_variables.test_dash_include_missing',
 description="`sinclude` is treated like `include` (a missing file is an error) instead of like `-include`.",
 edits=[('parse.c', "            do_include(&ps, rest, line[0] != 'i', lineno);", "            do_include(&ps, rest, line[0] == '-', lineno);")],
 variant='''
def test_include_sinclude_required(mm):
    assert mm(makefile="sinclude none3.mk\\nt: ; @echo ok3\\n") == (0, "ok3\\n", "")
'''),
dict(id='explicit-mixed-rule-accepted', section='explicit-rules',
 target='test_rules.test_mixed_implicit_normal',
 description="A rule whose targets mix patterns and normal names is accepted (as a pattern rule) instead of being an error.",
 edits=[('parse.c', '        if (npat && npat != targets.n) fatal("mixed implicit and normal rules");\n', '')],
 variant='''
def test_explicit_mixed_rule_accepted(mm):
    assert mm(makefile="X = 1\\nk %.z: q\\n") == (2, "", "minimake: Makefile:2: mixed implicit and normal rules\\n")
'''),
dict(id='static-pattern-order-only-literal', section='static-pattern-rules',
 target='test_rules.test_static_pattern_order_only',
 description="The order-only prerequisite patterns of a static pattern rule are not substituted with the stem.",
 edits=[('parse.c', "            for (size_t j = 0; j < po.n; j++) sl_push(&t->oodeps, pattern_subst(po.v[j], stem));", "            for (size_t j = 0; j < po.n; j++) sl_push(&t->oodeps, xstrdup(po.v[j]));")],
 variant='''
def test_static_pattern_order_only_literal(mm):
    mm.touch("b.c", 1000)
    assert mm(makefile="b.o: %.o: %.c | %.dep\\n\\t@echo [$|]\\n%.dep:\\n\\t@:\\n") == (0, "[b.dep]\\n", "")
'''),
dict(id='auto-newer-lists-all', section='automatic-variables',
 target='test_rules.test_auto_newer',
 description="`$?` lists every prerequisite instead of only those newer than the target.",
 edits=[('build.c', "            if (nw || t->phony || !t->exists) add_unique(&newer_deps, live.v[i]);", "            add_unique(&newer_deps, live.v[i]);")],
 variant='''
def test_auto_newer_lists_all(mm):
    mm.touch("a1", 1000)
    mm.touch("a2", 3000)
    mm.touch("r", 2000)
    assert mm(makefile="r: a1 a2\\n\\t@echo [$?]\\n") == (0, "[a2]\\n", "")
'''),
dict(id='rebuild-equal-time-newer', section='rebuild-decisions',
 target='test_exec.test_equal_times_up_to_date',
 description="A prerequisite with the same modification time as the target counts as newer, so the target is remade.",
 edits=[('build.c', "    if (t->low_res) return d->mtime.tv_sec > t->mtime.tv_sec;\n    return newer(&d->mtime, &t->mtime);", "    if (t->low_res) return d->mtime.tv_sec > t->mtime.tv_sec;\n    return !newer(&t->mtime, &d->mtime);")],
 variant='''
def test_rebuild_equal_time_newer(mm):
    mm.touch("i", 4000)
    mm.touch("o", 4000)
    assert mm(makefile="o: i\\n\\t@echo r\\n") == (0, "minimake: 'o' is up to date.\\n", "")
'''),
dict(id='fn-shell-one-newline-removed', section='fn-shell',
 target='test_functions.test_shell_output',
 description="The shell function removes only one trailing newline of the output instead of all of them (the others become spaces).",
 edits=[('functions.c', """    char *out = run_shell_capture(a->v[0], &status);
    size_t l = strlen(out);
    while (l && out[l - 1] == '\\n') out[--l] = 0;""", """    char *out = run_shell_capture(a->v[0], &status);
    size_t l = strlen(out);
    if (l && out[l - 1] == '\\n') out[--l] = 0;""")],
 variant='''
def test_fn_shell_one_newline_removed(mm):
    rc, out, err = mm("-f", "-", input="$(info [$(shell printf 'z\\\\n\\\\n')])\\n_end:\\n")
    assert out.startswith("[z]\\n")
'''),
]
