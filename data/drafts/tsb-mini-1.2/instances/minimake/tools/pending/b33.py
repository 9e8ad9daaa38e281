# Layer 27 (second batch): one-site mutants outside the function library. Targets are in
# tests/test_one_site.py unless named otherwise.
def I(name, text, expect, *args, env=None):
    return f'''
def {name}(mm):
    rc, out, err = mm("-f", "-", *{args!r}, input={text!r} + "\\n_end:\\n", env={env!r})
    assert (rc, err) == (0, "")
    assert out == {expect!r} + "minimake: nothing to be done for '_end'.\\n"
'''


def ENDS(name, directive, line=4):
    return f'''
def {name}(mm):
    rc, out, err = mm(makefile="x:\\n\\t@echo a\\n{directive}\\n\\t@echo b\\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:{line}: recipe commences before first target\\n")
'''


ENDS_RULE = ("among recipe lines \"Any other line (an assignment, a rule, another directive) ends it\" "
             "(still true of the other directives)")
PREC = ("\"Command-line variables take precedence over assignments in the makefile: ordinary assignments "
        "to them (including `+=` and `?=`) are ignored\"")
OVR = ("\"Once a variable is an override variable, ordinary assignments of every kind (`=`, `:=`, `+=`, "
       "`?=`, `!=`, `define`) leave it unchanged\"")
PRECIOUS_HELPER = '''static bool mut_precious_pat(const char *name) {
    Target *p = find_target(".PRECIOUS");
    if (!p) return false;
    for (size_t i = 0; i < p->deps.n; i++)
        if (strchr(p->deps.v[i], '%') && pattern_match(p->deps.v[i], name, NULL, NULL)) return true;
    return false;
}

'''

MUTANTS = [
# ---- a directive ends the rule before it ----
dict(id='define-directive-keeps-rule-open', section='define',
 target='test_one_site.test_define_directive_ends_recipe',
 description="A `define` directive does not end the rule before it, so recipe lines after its `endef` still belong to that rule, although " + ENDS_RULE + ". (one site)",
 edits=[('parse.c', '            end_rule(&ps);\n            start_define(&ds, rest, O_FILE, false, here);', '            start_define(&ds, rest, O_FILE, false, here);')],
 variant=ENDS('test_define_directive_keeps_rule_open', 'define V\\nv\\nendef', 6)),
dict(id='undefine-directive-keeps-rule-open', section='undefine',
 target='test_one_site.test_undefine_directive_ends_recipe',
 description="An `undefine` directive does not end the rule before it, so recipe lines after it still belong to that rule, although " + ENDS_RULE + ". (one site)",
 edits=[('parse.c', '            end_rule(&ps);\n            do_undefine(rest, O_FILE);', '            do_undefine(rest, O_FILE);')],
 variant=ENDS('test_undefine_directive_keeps_rule_open', 'undefine A B')),
dict(id='private-directive-keeps-rule-open', section='private',
 target='test_one_site.test_private_directive_ends_recipe',
 description="A `private` assignment does not end the rule before it, so recipe lines after it still belong to that rule, although " + ENDS_RULE + ". (one site)",
 edits=[('parse.c', '            end_rule(&ps);\n            long sep = find_separator(rest, &op, &oplen);\n            if (sep < 0 || op == OP_NONE) fatal_at(&here, "invalid \'private\' directive");',
         '            long sep = find_separator(rest, &op, &oplen);\n            if (sep < 0 || op == OP_NONE) fatal_at(&here, "invalid \'private\' directive");')],
 variant=ENDS('test_private_directive_keeps_rule_open', 'private P := 2')),
dict(id='override-directive-keeps-rule-open', section='override',
 target='test_one_site.test_override_directive_ends_recipe',
 description="An `override` directive does not end the rule before it, so recipe lines after it still belong to that rule, although " + ENDS_RULE + ". (one site)",
 edits=[('parse.c', '            end_rule(&ps);\n            const char *r2;', '            const char *r2;')],
 variant=ENDS('test_override_directive_keeps_rule_open', 'override O += 2')),
dict(id='include-directive-keeps-rule-open', section='include',
 target='test_one_site.test_dash_include_ends_recipe',
 description="An `include`, `-include` or `sinclude` line does not end the rule before it, so recipe lines after it still belong to that rule, although \"An `include` line ends the rule before it: recipe lines after it are not part of that rule\" (as every other directive does). (one site)",
 edits=[('parse.c', '            end_rule(&ps);\n            do_include(', '            do_include(')],
 variant=ENDS('test_include_directive_keeps_rule_open', 'sinclude none.mk')),
dict(id='recipes-assignment-keeps-rule-open', section='recipes',
 target='test_one_site.test_assignment_ends_recipe',
 description="A plain variable assignment does not end the rule before it, so recipe lines after it still belong to that rule, although " + ENDS_RULE + ". (one site)",
 edits=[('parse.c', '                end_rule(&ps);\n                handle_assignment(line, sep, op, oplen, O_FILE);', '                handle_assignment(line, sep, op, oplen, O_FILE);')],
 variant=ENDS('test_recipes_assignment_keeps_rule_open', 'Q := 2')),
# ---- precedence: command line, override, -e ----
dict(id='cmdline-vars-simple-assign-allowed', section='cmdline-variables',
 target='test_one_site.test_cmdline_simple_assignment_ignored',
 description="A makefile `:=` assignment changes a variable set on the command line, although " + PREC + " (still true of `=`, `+=`, `?=`, `!=` and `define`). (one site)",
 edits=[('parse.c', '    if (!target_specific && existing && origin == O_FILE &&\n        (existing->origin == O_CMDLINE || existing->origin == O_OVERRIDE ||', '    if (!target_specific && existing && origin == O_FILE &&\n        ((existing->origin == O_CMDLINE && op != OP_SIMPLE) || existing->origin == O_OVERRIDE ||')],
 variant=I('test_cmdline_vars_simple_assign_allowed', "C ::= m\n$(info <$(C)>)", "<c>\n", "C=c")),
dict(id='cmdline-vars-append-allowed', section='cmdline-variables',
 target='test_cli.test_cmdline_append_ignored',
 description="A makefile `+=` appends to a variable set on the command line, although " + PREC + ". (one site)",
 edits=[('parse.c', '    if (!target_specific && existing && origin == O_FILE &&\n        (existing->origin == O_CMDLINE || existing->origin == O_OVERRIDE ||', '    if (!target_specific && existing && origin == O_FILE &&\n        ((existing->origin == O_CMDLINE && op != OP_APPEND) || existing->origin == O_OVERRIDE ||')],
 variant=I('test_cmdline_vars_append_allowed', "C += m\n$(info <$(C)>)", "<c>\n", "C=c")),
dict(id='override-simple-assign-not-sticky', section='override',
 target='test_one_site.test_override_then_simple_assignment_ignored',
 description="An ordinary `:=` assignment changes an override variable, although " + OVR + ". (one site)",
 edits=[('parse.c', '    if (!target_specific && existing && origin == O_FILE &&\n        (existing->origin == O_CMDLINE || existing->origin == O_OVERRIDE ||', '    if (!target_specific && existing && origin == O_FILE &&\n        (existing->origin == O_CMDLINE || (existing->origin == O_OVERRIDE && op != OP_SIMPLE) ||')],
 variant=I('test_override_simple_assign_not_sticky', "override O = 1\nO ::= 2\n$(info <$(O)>)", "<1>\n")),
dict(id='override-append-not-sticky', section='override',
 target='test_deep_exec.test_override_then_plain_append_ignored',
 description="An ordinary `+=` appends to an override variable, although " + OVR + " (\"further `override` assignments, including `override +=`, still change it\"). (one site)",
 edits=[('parse.c', '    if (!target_specific && existing && origin == O_FILE &&\n        (existing->origin == O_CMDLINE || existing->origin == O_OVERRIDE ||', '    if (!target_specific && existing && origin == O_FILE &&\n        (existing->origin == O_CMDLINE || (existing->origin == O_OVERRIDE && op != OP_APPEND) ||')],
 variant=I('test_override_append_not_sticky', "override O := 1\nO += 2\n$(info <$(O)>)", "<1>\n")),
dict(id='option-e-shell-assign-allowed', section='option-environment',
 target='test_one_site.test_env_override_blocks_shell_assignment',
 description="Under -e a makefile `!=` assignment replaces a variable from the environment, although \"With `-e`, variables that came from the environment are not changed by ordinary assignments in the makefile (`=`, `:=`, `+=`, `?=`, `!=`, `define`)\". (one site)",
 edits=[('parse.c', '         (existing->origin == O_ENV && opt.env_override))) {', '         (existing->origin == O_ENV && opt.env_override && op != OP_SHELL))) {')],
 variant='''
def test_option_e_shell_assign_allowed(mm):
    rc, out, err = mm("-e", "-f", "-", input="E != echo mk\\n$(info <$(E)>)\\nall: ;@:\\n", env={"E": "en"})
    assert (rc, out, err) == (0, "<en>\\n", "")
'''),
# ---- a variable's flavour and origin kept by += ----
dict(id='append-simple-not-expanded', section='append-assignment',
 target='test_variables.test_append_simple_expands_now',
 description="A plain `+=` to a simple variable appends the text unexpanded (the variable stays simple, so the reference is never expanded), although \"For a simple variable the added text is expanded before it is appended\" (still true of `override +=`, target-specific `+=` and `define +=`). (one site)",
 edits=[('parse.c', '        char *add = existing->flavor == F_SIMPLE ? expand(raw) : xstrdup(raw);',
         '        char *add = (existing->flavor == F_SIMPLE && (origin == O_OVERRIDE || target_specific)) ? expand(raw) : xstrdup(raw);')],
 variant=I('test_append_simple_not_expanded', "A = 1\nS := s\nS += $(A)\n$(info <$(S)>)", "<s 1>\n")),
dict(id='append-environment-origin-file', section='append-assignment',
 target='test_one_site.test_append_keeps_environment_origin',
 description="A `+=` to a variable from the environment gives it the origin `file`, although \"The variable keeps its origin when it exists (a `+=` to an undefined variable gives the origin `file`)\" and \"Appending to a variable that came from the environment appends to the environment value\". (one site)",
 edits=[('parse.c', '        if (origin == O_OVERRIDE) existing->origin = O_OVERRIDE;\n        free(add);',
         '        if (origin == O_OVERRIDE) existing->origin = O_OVERRIDE;\n        else if (existing->origin == O_ENV) existing->origin = O_FILE;\n        free(add);')],
 variant=I('test_append_environment_origin_file', "P += q\n$(info <$(origin P)>)", "<environment>\n", env={"P": "p"})),
dict(id='target-variables-append-simple-unexpanded', section='target-variables',
 target='test_one_site.test_target_append_to_simple_expands_when_read',
 description="A target-specific `+=` to a variable whose global value is simple stores the added text unexpanded (it is expanded with the values at recipe time), although \"if the global variable is simple, the appended text is expanded when the line is read\" (still true of pattern-specific `+=`). (one site)",
 edits=[('parse.c', 'static void do_assign(VarSet *vs, const char *name, int op, const char *raw, int origin,', 'static bool mut_pat_scope;\nstatic void do_assign(VarSet *vs, const char *name, int op, const char *raw, int origin,'),
        ('parse.c', '            if (gv && gv->flavor == F_SIMPLE) {', '            if (gv && gv->flavor == F_SIMPLE && mut_pat_scope) {'),
        ('parse.c', '            do_assign(vs, name, op, raw, over ? O_OVERRIDE : O_FILE, true);', '            mut_pat_scope = strchr(targets.v[i], \'%\') != NULL;\n            do_assign(vs, name, op, raw, over ? O_OVERRIDE : O_FILE, true);')],
 variant='''
def test_target_variables_append_simple_unexpanded(mm):
    mf = "N = 1\\nL := x\\ngo: L += $(N)\\nN = 9\\ngo:\\n\\t@echo '<$(L)>'\\n"
    assert mm(makefile=mf) == (0, "<x 1>\\n", "")
'''),
dict(id='pattern-variables-append-simple-unexpanded', section='pattern-variables',
 target='test_one_site.test_pattern_append_to_simple_expands_when_read',
 description="A pattern-specific `+=` to a variable whose global value is simple stores the added text unexpanded, although \"The operators work as for target-specific variables\", where \"if the global variable is simple, the appended text is expanded when the line is read\" (still true of target-specific `+=`). (one site)",
 edits=[('parse.c', 'static void do_assign(VarSet *vs, const char *name, int op, const char *raw, int origin,', 'static bool mut_pat_scope;\nstatic void do_assign(VarSet *vs, const char *name, int op, const char *raw, int origin,'),
        ('parse.c', '            if (gv && gv->flavor == F_SIMPLE) {', '            if (gv && gv->flavor == F_SIMPLE && !mut_pat_scope) {'),
        ('parse.c', '            do_assign(vs, name, op, raw, over ? O_OVERRIDE : O_FILE, true);', '            mut_pat_scope = strchr(targets.v[i], \'%\') != NULL;\n            do_assign(vs, name, op, raw, over ? O_OVERRIDE : O_FILE, true);')],
 variant='''
def test_pattern_variables_append_simple_unexpanded(mm):
    mf = "N = 1\\nL := x\\ng%: L += $(N)\\nN = 9\\ngo:\\n\\t@echo '<$(L)>'\\n"
    assert mm(makefile=mf) == (0, "<x 1>\\n", "")
'''),
dict(id='automatic-variables-target-recursive', section='automatic-variables',
 target='test_one_site.test_automatic_variables_with_dollar_are_simple',
 description="`$@` is set as a recursive variable, so a target name containing `$` is expanded again when `$@` is referenced, although \"While a recipe is expanded, these variables are set (each is a simple variable)\" (still true of the other automatic variables and their D and F forms). (one site)",
 edits=[('build.c', '    set_auto(&autos, "@", is_member ? arch : t->name);\n    set_auto(&autos, "%"',
         '    set_auto(&autos, "@", is_member ? arch : t->name);\n    set_var(&autos, "@", is_member ? arch : t->name, F_RECURSIVE, O_AUTOMATIC);\n    set_auto(&autos, "%"')],
 variant='''
def test_automatic_variables_target_recursive(mm):
    rc, out, err = mm("x$y", makefile="y = Y\\nx$$y:\\n\\t@echo '<$@>'\\n")
    assert (rc, out, err) == (0, "<x$y>\\n", "")
'''),
dict(id='automatic-variables-caret-recursive', section='automatic-variables',
 target='test_one_site.test_automatic_variables_with_dollar_are_simple',
 description="`$^` is set as a recursive variable, so a prerequisite name containing `$` is expanded again when `$^` is referenced, although \"While a recipe is expanded, these variables are set (each is a simple variable)\" (still true of `$<`, `$+` and the others). (one site)",
 edits=[('build.c', '    set_auto(&autos, "^", s = join_words(&uniq));', '    set_auto(&autos, "^", s = join_words(&uniq));\n    set_var(&autos, "^", s, F_RECURSIVE, O_AUTOMATIC);')],
 variant='''
def test_automatic_variables_caret_recursive(mm):
    mf = "y = Y\\ngo: p$$y\\n\\t@echo '<$^><$<>'\\np$$y:\\n\\t@:\\n"
    assert mm(makefile=mf) == (0, "<p$y><p$y>\\n", "")
'''),
# ---- one to five decimal digits ----
dict(id='remaking-restarts-six-digits', section='remaking-makefiles',
 target='test_one_site.test_make_restarts_six_digits_is_zero',
 description="An environment `MAKE_RESTARTS` of six digits is taken as the restart count, although \"A run whose environment has `MAKE_RESTARTS` as one to five decimal digits takes it as its restart count (anything else counts as 0)\" (as for `MAKELEVEL`). (one site)",
 edits=[('main.c', 'strlen(r) < 6 && strspn(r, "0123456789")', 'strlen(r) < 7 && strspn(r, "0123456789")')],
 variant='''
def test_remaking_restarts_six_digits(mm):
    rc, out, err = mm(makefile="all:\\n\\t@echo '[$(origin MAKE_RESTARTS)]'\\n", env={"MAKE_RESTARTS": "000002"})
    assert (rc, out, err) == (0, "[undefined]\\n", "")
'''),
# ---- no second slash after a DIR ending in / ----
dict(id='vpath-directory-double-slash', section='vpath',
 target='test_one_site.test_vpath_directory_trailing_slash_single',
 description="A `vpath` directory ending in `/` gets a second slash in the found path (`src//x.c`), although the found path is \"`DIR/NAME` with no `/` added if `DIR` already ends with one\" (still true of `VPATH` and `-I`). (one site)",
 edits=[('build.c', '            char *c = candidate(v->dirs.v[i], name);', '            char *c = xasprintf("%s/%s", v->dirs.v[i], name);')],
 variant='''
def test_vpath_directory_double_slash(mm):
    mm.touch("lib/q.h", 1000)
    assert mm("o", makefile="vpath q.h lib/\\no: q.h\\n\\t@echo '<$^>'\\n") == (0, "<lib/q.h>\\n", "")
'''),
dict(id='directory-search-vpath-variable-double-slash', section='directory-search',
 target='test_one_site.test_vpath_variable_trailing_slash_single',
 description="A `VPATH` directory ending in `/` gets a second slash in the found path (`src//x.c`), although the found path is \"`DIR/NAME` with no `/` added if `DIR` already ends with one\" (still true of `vpath` and `-I`). (one site)",
 edits=[('build.c', '            char *c = candidate(dir, name);', '            char *c = xasprintf("%s/%s", dir, name);')],
 variant='''
def test_directory_search_vpath_variable_double_slash(mm):
    mm.touch("lib/q.h", 1000)
    assert mm("o", makefile="VPATH = x:lib/\\no: q.h\\n\\t@echo '<$^>'\\n") == (0, "<lib/q.h>\\n", "")
'''),
dict(id='directory-search-newer-list-plain-names', section='directory-search',
 target='test_one_site.test_newer_list_shows_found_path',
 description="In the recipe of an ordinary rule, `$?` lists prerequisites found by directory search under their plain names, although \"In the recipes of targets depending on it, the automatic variables `$<`, `$^`, `$+`, `$|` and `$?` (and their D and F forms) show the found path instead of the name\" (still true of `$<`, `$^`, `$+`, `$|` and of the `--trace` reason). (one site)",
 edits=[('build.c', '                ok = run_recipe(t, recipe, &sd, &so, &sn, stem);', '                ok = run_recipe(t, recipe, &sd, &so, &newer_deps, stem);')],
 variant='''
def test_directory_search_newer_list_plain_names(mm):
    mm.touch("o", 1000)
    mm.touch("lib/q.h", 2000)
    assert mm(makefile="VPATH = lib\\no: q.h\\n\\t@echo '<$(?D)>'\\n") == (0, "<lib>\\n", "")
'''),
# ---- .WAIT removed from every prerequisite list ----
dict(id='posix-wait-order-only-kept', section='posix-wait',
 target='test_one_site.test_wait_removed_from_order_only_list',
 description="A `.WAIT` after `|` is kept as an order-only prerequisite (and has no rule), although \"The word `.WAIT` in a prerequisite list (normal or order-only part, ...) is removed from the list\" (still true of the normal part). (one site)",
 edits=[('parse.c', '        if (strcmp(w.v[i], ".WAIT") == 0) { /* ordering marker', '        if (strcmp(w.v[i], ".WAIT") == 0 && !after) { /* ordering marker')],
 variant='''
def test_posix_wait_order_only_kept(mm):
    assert mm(makefile="go: p | .WAIT q\\n\\t@echo '<$|>'\\np q:\\n\\t@:\\n") == (0, "<q>\\n", "")
'''),
# ---- .SILENT without prerequisites and -s ----
dict(id='option-touch-silent-all-line-printed', section='option-touch',
 target='test_one_site.test_touch_line_hidden_by_silent_without_prereqs',
 description="Under -t the `touch NAME` line is printed although `.SILENT` without prerequisites is in effect, although \"The `touch` line is not printed under `-s` or when the target is silent through `.SILENT`\" and \"`.SILENT` with no prerequisites makes every command silent\". (one site)",
 edits=[('build.c', '        if (!tsilent) printf("touch %s\\n", t->name);', '        if (!(opt.silent || t->silent)) printf("touch %s\\n", t->name);')],
 variant='''
def test_option_touch_silent_all_line_printed(mm):
    assert mm("-t", "k", makefile="k:\\n\\t@echo no\\n.SILENT:\\n") == (0, "", "")
'''),
# ---- lookups do not warn ----
dict(id='warn-undefined-flavor-warns', section='option-warn-undefined',
 target='test_one_site.test_warn_undefined_flavor_silent',
 description="With --warn-undefined-variables, `flavor` of an undefined variable warns, although \"Functions that look a variable up without expanding a reference (`origin`, `flavor`, `value`, and the `ifdef` test) do not warn\". (one site)",
 edits=[('functions.c', '    free(name);\n    if (strcmp(n, "flavor") == 0)', '    if (!v && opt.warn_undefined && strcmp(n, "flavor") == 0) warn_at(&cur_loc, "undefined variable \'%s\'", name);\n    free(name);\n    if (strcmp(n, "flavor") == 0)')],
 variant=I('test_warn_undefined_flavor_warns', "$(info <$(flavor NO_SUCH)>)", "<undefined>\n", "--warn-undefined-variables")),
dict(id='warn-undefined-origin-warns', section='option-warn-undefined',
 target='test_one_site.test_warn_undefined_origin_silent',
 description="With --warn-undefined-variables, `origin` of an undefined variable warns, although \"Functions that look a variable up without expanding a reference (`origin`, `flavor`, `value`, and the `ifdef` test) do not warn\". (one site)",
 edits=[('functions.c', '    free(name);\n    if (strcmp(n, "flavor") == 0)', '    if (!v && opt.warn_undefined && strcmp(n, "origin") == 0) warn_at(&cur_loc, "undefined variable \'%s\'", name);\n    free(name);\n    if (strcmp(n, "flavor") == 0)')],
 variant=I('test_warn_undefined_origin_warns', "$(info <$(origin NO_SUCH)>)", "<undefined>\n", "--warn-undefined-variables")),
# ---- whole-second comparison ----
dict(id='extra-prereqs-low-resolution-ignored', section='extra-prereqs',
 target='test_one_site.test_extra_prereqs_low_resolution_time',
 description="An extra prerequisite in the same second as a target in `.LOW_RESOLUTION_TIME` counts as newer (full-precision times are compared), although extra prerequisites \"make the target out of date like normal prerequisites\" and for such a target \"a prerequisite is 'later' only if its time in whole seconds is greater\". (one site)",
 edits=[('build.c', '            if (d->updated || (d->exists && dep_newer(d, t))) ood = true;', '            if (d->updated || (d->exists && newer(&d->mtime, &t->mtime))) ood = true;')],
 variant='''
def test_extra_prereqs_low_resolution_ignored(mm):
    mm.touch("out", 5000.2)
    mm.touch("dep", 5000.7)
    mf = ".EXTRA_PREREQS := dep\\nout:\\n\\t@echo again\\n.LOW_RESOLUTION_TIME: out\\n"
    assert mm(makefile=mf) == (0, "minimake: 'out' is up to date.\\n", "")
'''),
# ---- exact names in special-target prerequisites ----
dict(id='delete-on-error-precious-pattern', section='delete-on-error',
 target='test_deep_rules.test_delete_precious_exact_name_only',
 description="A `%` in a prerequisite of `.PRECIOUS` is a pattern for `.DELETE_ON_ERROR` (a matching failed target is kept), although \"The prerequisites of `.PRECIOUS` are exact file names: a `%` in them is not a pattern\" (still true for intermediate files). (one site)",
 edits=[('build.c', 'static void delete_target_file(Target *t) {\n    if (!delete_on_error || t->phony || t->precious) return;',
         PRECIOUS_HELPER + 'static void delete_target_file(Target *t) {\n    if (!delete_on_error || t->phony || t->precious || mut_precious_pat(t->name)) return;')],
 variant='''
def test_delete_on_error_precious_pattern(mm):
    rc, out, err = mm(makefile=".PRECIOUS: o%\\n.DELETE_ON_ERROR:\\nout:\\n\\t@echo x > $@; exit 3\\n")
    assert (rc, out) == (2, "")
    assert not mm.exists("out")
'''),
dict(id='intermediate-files-precious-pattern', section='intermediate-files',
 target='test_one_site.test_precious_pattern_not_a_pattern_for_intermediates',
 description="A `%` in a prerequisite of `.PRECIOUS` is a pattern when intermediate files are deleted (a matching intermediate file is kept), although \"The prerequisites of `.PRECIOUS` are exact file names: a `%` in them is not a pattern\" and only \"Files that are prerequisites of `.SECONDARY` or `.PRECIOUS`\" are kept. (one site)",
 edits=[('build.c', 'static void delete_intermediates(void) {', PRECIOUS_HELPER + 'static void delete_intermediates(void) {'),
        ('build.c', '            t->precious || t->phony)\n            continue;', '            t->precious || t->phony || mut_precious_pat(t->name))\n            continue;')],
 variant='''
def test_intermediate_files_precious_pattern(mm):
    mm.write("k.one", "1\\n")
    mf = "%.three: %.two\\n\\t@cp $< $@\\n%.two: %.one\\n\\t@cp $< $@\\n.PRECIOUS: %.two\\n"
    assert mm("k.three", makefile=mf) == (0, "rm k.two\\n", "")
'''),
]
