# Layer 27 (third batch): more one-site mutants for sites marked "-" in STATUS.md "Layer 27".
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


WORDS = ("\"Words\" are separated by spaces, tabs and newlines; functions that return word lists join them "
         "with single spaces")
NOSTRIP = "\"Argument text is not stripped unless a function says so\""
PREC = ("\"Command-line variables take precedence over assignments in the makefile: ordinary assignments "
        "to them (including `+=` and `?=`) are ignored\"")
OVR = ("\"Once a variable is an override variable, ordinary assignments of every kind (`=`, `:=`, `+=`, "
       "`?=`, `!=`, `define`) leave it unchanged\"")
ENV = ("\"With `-e`, variables that came from the environment are not changed by ordinary assignments in "
       "the makefile (`=`, `:=`, `+=`, `?=`, `!=`, `define`)\"")
TOP = '    if (!target_specific && existing && origin == O_FILE &&\n        (existing->origin == O_CMDLINE || existing->origin == O_OVERRIDE ||'
ENVL = '         (existing->origin == O_ENV && opt.env_override))) {'


def top(cmd_extra='', ovr_extra=''):
    c = '(existing->origin == O_CMDLINE%s)' % cmd_extra if cmd_extra else 'existing->origin == O_CMDLINE'
    o = '(existing->origin == O_OVERRIDE%s)' % ovr_extra if ovr_extra else 'existing->origin == O_OVERRIDE'
    return '    if (!target_specific && existing && origin == O_FILE &&\n        (%s || %s ||' % (c, o)


MUTANTS = [
# ---- argument text not stripped ----
dict(id='fn-subst-to-stripped', section='fn-subst',
 target='test_functions.test_argument_not_stripped',
 description="`subst` strips its `TO` argument, although " + NOSTRIP + ": \"in `$(subst a, b,x)` the replacement is ` b`\". (one site)",
 edits=[('functions.c', '    const char *from = a->v[0], *to = a->v[1], *text = a->v[2];', '    const char *from = a->v[0], *text = a->v[2];\n    char *to = trim(a->v[1]);')],
 variant=I('test_fn_subst_to_stripped', "$(info <$(subst x,\ty,axb)>)", "<a\tyb>\n")),
dict(id='fn-let-result-stripped', section='fn-let',
 target='test_one_site.test_let_result_not_stripped',
 description="`let` strips the expansion of `TEXT` before returning it, although " + NOSTRIP + " and \"Then `TEXT` is expanded with these bindings and is the result\". (one site)",
 edits=[('functions.c', '    char *r = expand(a->v[2]);\n    cur_scope = saved;', '    char *r0_ = expand(a->v[2]);\n    char *r = trim(r0_);\n    free(r0_);\n    cur_scope = saved;')],
 variant=I('test_fn_let_result_stripped', "$(info <$(let v,w,\t$v\t)>)", "<\tw\t>\n")),
# ---- stated stripping ----
dict(id='fn-intcmp-lhs-unstripped', section='fn-intcmp',
 target='test_one_site.test_intcmp_lhs_stripped',
 description="`intcmp` strips only the leading whitespace of `LHS`, so `$(intcmp 2 ,3,lt)` is the non-numeric error, although \"`LHS` and `RHS` are expanded and stripped\" (still true of `RHS`). (one site)",
 edits=[('functions.c', '    char *l = int_arg("first", le), *r = int_arg("second", re);',
         '    { size_t l_ = strlen(le); if (l_ && is_space(le[l_ - 1])) fatal("non-numeric first argument to \'intcmp\' function: \'%s\'", le); }\n    char *l = int_arg("first", le), *r = int_arg("second", re);')],
 variant=I('test_fn_intcmp_lhs_unstripped', "$(info <$(intcmp 5\t,5)>)", "<5>\n")),
dict(id='fn-call-name-unstripped', section='fn-call',
 target='test_one_site.test_call_name_stripped_for_lookup',
 description="`call` looks up the variable `NAME` without stripping it (so `$(call f ,x)` expands nothing), although \"`$(call NAME,ARG1,ARG2,...)` expands the variable `NAME` (stripped)\" (`$(0)` is still the stripped name). (one site)",
 edits=[('functions.c', '    Var *fv = lookup_var(name, &where);', '    Var *fv = lookup_var(a->v[0], &where);')],
 variant=I('test_fn_call_name_unstripped', "g = <$(0)>\n$(info $(call g\t))", "<g>\n")),
dict(id='fn-file-name-unstripped', section='fn-file',
 target='test_one_site.test_file_name_stripped',
 description="`file` does not strip the file name after the operation (`$(file >  f,x)` writes a file named `  f`), although \"it begins with the operation, and the rest, stripped, is the file name\". (one site)",
 edits=[('functions.c', '    char *name = trim(p);\n    if (!*name) fatal("missing filename', '    char *name = *p && !*(p + strspn(p, " \\t\\n")) ? xstrdup("") : xstrdup(p);\n    if (!*name) fatal("missing filename')],
 variant='''
def test_fn_file_name_unstripped(mm):
    rc, out, err = mm("-f", "-", input="$(file >\\tw.txt,a)\\nall: ;@:\\n")
    assert (rc, out, err) == (0, "", "")
    assert mm.read("w.txt") == "a\\n"
'''),
dict(id='ifdef-name-unstripped', section='ifdef',
 target='test_one_site.test_ifdef_name_stripped_after_expansion',
 description="`ifdef` does not strip the expanded name, so `ifdef $(E) X` (with `E` empty) is the invalid-syntax error, although \"`ifdef NAME` is true if the variable `NAME` (the text is expanded first, then stripped) is defined with a non-empty value\". (one site)",
 edits=[('parse.c', '        char *name = trim(e);\n        free(e);\n        if (!*name || strchr(name, \' \')', '        char *name = xstrdup(e);\n        free(e);\n        if (!*name || strchr(name, \' \')')],
 variant=I('test_ifdef_name_unstripped', "N =\nY = 2\nifndef Y$(N)\t$(N)\n$(info no)\nelse\n$(info has)\nendif", "has\n")),
dict(id='conditional-syntax-second-unstripped', section='conditional-syntax',
 target='test_one_site.test_ifeq_second_argument_stripped',
 description="In `ifeq (A,B)` the expanded `B` is not stripped (only `A` is), although \"`ifeq (A,B)` is true if `A` and `B`, each expanded and stripped of leading and trailing whitespace, are equal\". (one site)",
 edits=[('parse.c', '        b = trim(eb);', '        b = xstrdup(eb);')],
 variant=I('test_conditional_syntax_second_unstripped', "ifneq (q, q\t)\n$(info ne)\nelse\n$(info same)\nendif", "same\n")),
dict(id='variable-names-stripped-before-expansion', section='variable-names',
 target='test_one_site.test_assignment_name_stripped_after_expansion',
 description="The name of an assignment is stripped before it is expanded and not after, so whitespace produced by expansion stays in the name (`invalid variable name 'X '`), although \"The name of an assignment is the text before the operator, expanded, with leading and trailing whitespace removed\". (one site)",
 edits=[('parse.c', '    char *en = expand(rawname);\n    char *name = trim(en);\n    char *raw = trim(line + sep + oplen);\n    do_assign(&global_vars',
         '    char *rt_ = trim(rawname);\n    char *en = expand(rt_);\n    char *name = xstrdup(en);\n    char *raw = trim(line + sep + oplen);\n    do_assign(&global_vars')],
 variant=I('test_variable_names_stripped_before_expansion', "T := $(subst x,\t,x)\nQ$(T) := 7\n$(info <$(Q)>)", "<7>\n")),
dict(id='define-name-unstripped', section='define',
 target='test_one_site.test_define_name_stripped_after_expansion',
 description="The name after `define` is expanded but not stripped afterwards, so whitespace produced by expansion stays in the name, although \"The name after `define` is expanded and stripped\". (one site)",
 edits=[('parse.c', '        ds->name = trim(e);', '        ds->name = xstrdup(e);')],
 variant=I('test_define_name_unstripped', "T := $(subst x,\t,x)\ndefine D$(T)\nd\nendef\n$(info <$(D)>)", "<d>\n")),
# ---- words are separated by spaces, tabs and newlines ----
dict(id='fn-wordlist-tab-not-separator', section='fn-words',
 target='test_one_site.test_wordlist_tab_separates_words',
 description="`wordlist` splits `TEXT` at spaces only (a tab or newline does not separate words), although " + WORDS + ". (one site)",
 edits=[('functions.c', '    split_words(a->v[2], &w);\n    for (long i = s;', '    ' + SP('a->v[2]', 'w') + '\n    for (long i = s;')],
 variant=I('test_fn_wordlist_tab_not_separator', "$(info <$(wordlist 1,1,p\tq)>)", "<p>\n")),
dict(id='fn-firstword-tab-not-separator', section='fn-words',
 target='test_one_site.test_firstword_lastword_tab_separate_words',
 description="`firstword` takes the text up to the first space as the first word (a tab or newline does not separate words), although " + WORDS + ". (one site)",
 edits=[('functions.c', '    else if (strcmp(n, "firstword") == 0)\n        r = xstrdup(w.v[0]);',
         '    else if (strcmp(n, "firstword") == 0) {\n        const char *b_ = a->v[0] + strspn(a->v[0], " ");\n        r = xstrndup(b_, strcspn(b_, " "));\n    }')],
 variant=I('test_fn_firstword_tab_not_separator', "$(info <$(firstword p\tq r)>)", "<p>\n")),
dict(id='fn-lastword-tab-not-separator', section='fn-words',
 target='test_one_site.test_firstword_lastword_tab_separate_words',
 description="`lastword` takes the text after the last space as the last word (a tab or newline does not separate words), although " + WORDS + ". (one site)",
 edits=[('functions.c', '    else\n        r = xstrdup(w.v[w.n - 1]);',
         '    else {\n        const char *e_ = a->v[0] + strlen(a->v[0]);\n        while (e_ > a->v[0] && e_[-1] == \' \') e_--;\n        const char *b_ = e_;\n        while (b_ > a->v[0] && b_[-1] != \' \') b_--;\n        r = xstrndup(b_, (size_t)(e_ - b_));\n    }')],
 variant=I('test_fn_lastword_tab_not_separator', "$(info <$(lastword p q\tr)>)", "<r>\n")),
dict(id='fn-filter-patterns-tab-not-separator', section='fn-filter',
 target='test_one_site.test_filter_patterns_tab_separates_words',
 description="`filter` and `filter-out` split `PATTERNS` at spaces only (a tab or newline does not separate patterns), although they use \"the whitespace-separated patterns in `PATTERNS`\" and " + WORDS + ". (one site)",
 edits=[('functions.c', '    split_words(a->v[0], &pats);', '    ' + SP('a->v[0]', 'pats'))],
 variant=I('test_fn_filter_patterns_tab_not_separator', "$(info <$(filter-out %.c\t%.h,a.c b.h d.o)>)", "<d.o>\n")),
dict(id='fn-dir-tab-not-separator', section='fn-filenames',
 target='test_one_site.test_dir_tab_separates_words',
 description="`dir`, `notdir`, `suffix` and `basename` split `NAMES` at spaces only (a tab or newline does not separate words), although they work \"for each word\" and " + WORDS + ". (one site)",
 edits=[('functions.c', 'static char *fn_path(const char *n, StrList *a) {\n    StrList w = {0}, out = {0};\n    split_words(a->v[0], &w);',
         'static char *fn_path(const char *n, StrList *a) {\n    StrList w = {0}, out = {0};\n    ' + SP('a->v[0]', 'w'))],
 variant=I('test_fn_dir_tab_not_separator', "$(info <$(suffix a.x\tb.y)>)", "<.x .y>\n")),
dict(id='fn-join-tab-not-separator', section='fn-filenames',
 target='test_one_site.test_join_tab_separates_words',
 description="`join` splits its first list at spaces only (a tab or newline does not separate words), although it \"concatenates the words pairwise\" and " + WORDS + ". (one site)",
 edits=[('functions.c', '    split_words(a->v[0], &x);', '    ' + SP('a->v[0]', 'x'))],
 variant=I('test_fn_join_tab_not_separator', "$(info <$(join p\tq,1 2)>)", "<p1 q2>\n")),
dict(id='fn-abspath-tab-not-separator', section='fn-filenames',
 target='test_one_site.test_abspath_tab_separates_words',
 description="`abspath` splits `NAMES` at spaces only (a tab or newline does not separate words), although it works \"for each word\" and " + WORDS + ". (one site)",
 edits=[('functions.c', 'static char *fn_abspath(const char *n, StrList *a) {\n    (void)n;\n    StrList w = {0}, out = {0};\n    split_words(a->v[0], &w);',
         'static char *fn_abspath(const char *n, StrList *a) {\n    (void)n;\n    StrList w = {0}, out = {0};\n    ' + SP('a->v[0]', 'w'))],
 variant=I('test_fn_abspath_tab_not_separator', "$(info <$(abspath /p\t/q)>)", "</p /q>\n")),
dict(id='fn-let-names-tab-not-separator', section='fn-let',
 target='test_one_site.test_let_names_tab_separates_words',
 description="`let` splits `NAMES` at spaces only (a tab or newline does not separate names), although \"`NAMES` and `LIST` are expanded and split into words\" and " + WORDS + ". (one site)",
 edits=[('functions.c', '    split_words(ve, &names);', '    ' + SP('ve', 'names'))],
 variant=I('test_fn_let_names_tab_not_separator', "$(info <$(let u\tv,1 2,[$u|$v])>)", "<[1|2]>\n")),
# ---- lookups do not warn ----
dict(id='warn-undefined-value-warns', section='option-warn-undefined',
 target='test_one_site.test_warn_undefined_value_silent',
 description="With --warn-undefined-variables, `value` of an undefined variable warns, although \"Functions that look a variable up without expanding a reference (`origin`, `flavor`, `value`, and the `ifdef` test) do not warn\". (one site)",
 edits=[('functions.c', '    Var *v = lookup_var(name, NULL);\n    free(name);\n    return xstrdup(v ? v->value : "");',
         '    Var *v = lookup_var(name, NULL);\n    if (!v && opt.warn_undefined) warn_at(&cur_loc, "undefined variable \'%s\'", name);\n    free(name);\n    return xstrdup(v ? v->value : "");')],
 variant=I('test_warn_undefined_value_warns', "$(info <$(value NO_SUCH)>)", "<>\n", "--warn-undefined-variables")),
# ---- whole seconds ----
dict(id='rebuild-decisions-low-resolution-ignored', section='rebuild-decisions',
 target='test_exec.test_low_resolution_time_same_second',
 description="For an ordinary target listed in `.LOW_RESOLUTION_TIME`, a prerequisite in the same second counts as newer (full-precision times are compared), although for such a target \"a prerequisite is 'later' only if its time in whole seconds is greater than the target's time in whole seconds\" (still true of double-colon rules, extra prerequisites and intermediate files). (one site)",
 edits=[('build.c', '            bool nw = d->updated || (d->exists && dep_newer(d, t));\n            if (nw) ood = true;\n            if (nw || t->phony',
         '            bool nw = d->updated || (d->exists && newer(&d->mtime, &t->mtime));\n            if (nw) ood = true;\n            if (nw || t->phony')],
 variant='''
def test_rebuild_decisions_low_resolution_ignored(mm):
    mm.touch("out", 7000.1)
    mm.touch("in", 7000.8)
    assert mm(makefile=".LOW_RESOLUTION_TIME: out\\nout: in\\n\\t@echo again\\n") == (0, "minimake: 'out' is up to date.\\n", "")
'''),
# ---- precedence ----
dict(id='cmdline-vars-recursive-assign-allowed', section='cmdline-variables',
 target='test_one_site.test_cmdline_recursive_assignment_ignored',
 description="A makefile `=` assignment changes a variable set on the command line, although " + PREC + " (still true of `:=`, `+=`, `?=`, `!=` and `define`). (one site)",
 edits=[('parse.c', TOP, top(cmd_extra=' && op != OP_RECURSIVE'))],
 variant=I('test_cmdline_vars_recursive_assign_allowed', "C = m\n$(info <$(C)>)", "<c>\n", "C=c")),
dict(id='cmdline-vars-shell-assign-replaces', section='cmdline-variables',
 target='test_one_site.test_cmdline_shell_assignment_value_kept',
 description="A makefile `!=` assignment replaces a variable set on the command line with the command's output, although " + PREC + " and \"a command-line variable is not changed (the command still runs)\". (one site)",
 edits=[('parse.c', TOP, top(cmd_extra=' && op != OP_SHELL'))],
 variant=I('test_cmdline_vars_shell_assign_replaces', "C != echo m\n$(info <$(C)>)", "<c>\n", "C=c")),
dict(id='option-e-recursive-assign-allowed', section='option-environment',
 target='test_one_site.test_env_override_blocks_recursive_assignment',
 description="Under -e a makefile `=` assignment replaces a variable from the environment, although " + ENV + ". (one site)",
 edits=[('parse.c', ENVL, '         (existing->origin == O_ENV && opt.env_override && op != OP_RECURSIVE))) {')],
 variant=I('test_option_e_recursive_assign_allowed', "E = m\n$(info <$(E)>)", "<en>\n", "-e", env={"E": "en"})),
dict(id='option-e-simple-assign-allowed', section='option-environment',
 target='test_one_site.test_env_override_blocks_simple_assignment',
 description="Under -e a makefile `:=` assignment replaces a variable from the environment, although " + ENV + ". (one site)",
 edits=[('parse.c', ENVL, '         (existing->origin == O_ENV && opt.env_override && op != OP_SIMPLE))) {')],
 variant=I('test_option_e_simple_assign_allowed', "E ::= m\n$(info <$(E)>)", "<en>\n", "-e", env={"E": "en"})),
dict(id='override-shell-assign-not-sticky', section='override',
 target='test_one_site.test_override_then_shell_assignment_ignored',
 description="An ordinary `!=` assignment changes an override variable, although " + OVR + ". (one site)",
 edits=[('parse.c', TOP, top(ovr_extra=' && op != OP_SHELL'))],
 variant=I('test_override_shell_assign_not_sticky', "override O := 1\nO != echo 2\n$(info <$(O)>)", "<1>\n")),
dict(id='override-define-not-sticky', section='override',
 target='test_one_site.test_override_then_define_ignored',
 description="A plain `define` replaces an override variable, although " + OVR + " (still true of the one-line assignments). (one site)",
 edits=[('parse.c', '                           (existing->origin == O_CMDLINE || existing->origin == O_OVERRIDE ||\n                            (existing->origin == O_ENV && opt.env_override));',
         '                           (existing->origin == O_CMDLINE ||\n                            (existing->origin == O_ENV && opt.env_override));')],
 variant=I('test_override_define_not_sticky', "override O := 1\ndefine O :=\n2\nendef\n$(info <$(O)>)", "<1>\n")),
# ---- -s ----
dict(id='silent-touch-line-printed', section='option-silent',
 target='test_one_site.test_silent_hides_touch_line',
 description="Under -s -t the `touch NAME` lines are still printed, although `-s` \"also suppresses the goal messages ... and, under `-t`, the `touch` lines\" (still true of the echo and of the goal messages). (one site)",
 edits=[('build.c', '        if (!tsilent) printf("touch %s\\n", t->name);', '        if (!(silent_all || t->silent)) printf("touch %s\\n", t->name);')],
 variant='''
def test_silent_touch_line_printed(mm):
    assert mm("-st", "q", makefile="q: ; @echo no\\n") == (0, "", "")
    assert mm.exists("q")
'''),
dict(id='silent-rm-line-printed', section='option-silent',
 target='test_one_site.test_silent_hides_rm_line',
 description="Under -s the `rm FILE...` line for deleted intermediate files is still printed, although minimake prints it \"unless `-s` or `.SILENT` without prerequisites is in effect\" and `-s` \"suppresses the echo of every command\". (one site)",
 edits=[('build.c', '        if (!opt.silent && !silent_all) {\n            char *j = join_words(&del);', '        if (!silent_all) {\n            char *j = join_words(&del);')],
 variant='''
def test_silent_rm_line_printed(mm):
    mm.write("z.a", "1\\n")
    mf = "%.c: %.b\\n\\tcp $< $@\\n%.b: %.a\\n\\tcp $< $@\\n"
    assert mm("--silent", "z.c", makefile=mf) == (0, "", "")
    assert mm.exists("z.c") and not mm.exists("z.b")
'''),
]
