H = '''
def _show(mm, expr, prefix=""):
    rc, out, err = mm("-f", "-", input=prefix + "$(info [" + expr + "])\\n_end:\\n")
    assert (rc, err) == (0, ""), err
    assert out.endswith("]\\nminimake: nothing to be done for '_end'.\\n")
    return out[1:-len("]\\nminimake: nothing to be done for '_end'.\\n")]
'''
def V(name, expr, expect, prefix=""):
    return f'''
def {name}(mm):
    rc, out, err = mm("-f", "-", input={prefix!r} + "$(info [" + {expr!r} + "])\\n_end:\\n")
    assert (rc, err) == (0, ""), err
    assert out == "[" + {expect!r} + "]\\nminimake: nothing to be done for '_end'.\\n"
'''
def F(name, text, expect_err):
    return f'''
def {name}(mm):
    rc, out, err = mm("-f", "-", input={text!r})
    assert (rc, err) == (2, {expect_err!r})
'''
MUTANTS = [
dict(id='fn-calls-arguments-stripped', section='function-calls',
 target='test_functions.test_argument_not_stripped',
 description="The arguments of a function call are stripped of leading and trailing blanks before the function sees them, instead of being passed as written (only the blanks after the function name are skipped).",
 edits=[('functions.c', """            char *e = expand(a.v[i]);
            free(a.v[i]);
            a.v[i] = e;""", """            char *e = expand(a.v[i]);
            free(a.v[i]);
            a.v[i] = trim(e);
            free(e);""")],
 variant=V('test_fn_calls_arguments_stripped', '$(subst o, 0 ,foo)', 'f 0  0 ')),
dict(id='fn-calls-last-argument-split', section='function-calls',
 target='test_functions.test_last_argument_keeps_commas',
 description="Every top-level comma splits the arguments, so commas in a function's last argument split it (and the extra arguments are dropped) instead of being kept as text.",
 edits=[('functions.c', "else if (*p == ',' && depth <= 0 && (f->max == 0 || (int)a.n < f->max - 1)) {", "else if (*p == ',' && depth <= 0) {")],
 variant=V('test_fn_calls_last_argument_split', '$(findstring x,y,x)', 'x')),
dict(id='fn-patsubst-no-percent-replacement-subst', section='fn-subst',
 target='test_functions.test_patsubst_no_percent',
 description="When patsubst's pattern has no `%`, a `%` in the replacement is still replaced (by an empty stem) instead of being kept literally.",
 edits=[('functions.c', """            } else {
                sl_push(&out, xstrdup(rep));
            }""", """            } else {
                sl_push(&out, pattern_subst(rep, ""));
            }""")],
 variant=V('test_fn_patsubst_no_percent_replacement_subst', '$(patsubst k.h,<%>,k.h m.h)', '<%> m.h')),
dict(id='fn-findstring-returns-text', section='fn-subst',
 target='test_functions.test_findstring',
 description="findstring returns the whole searched text when the string is found instead of the string itself.",
 edits=[('functions.c', "    return xstrdup(strstr(a->v[1], a->v[0]) ? a->v[0] : \"\");", "    return xstrdup(strstr(a->v[1], a->v[0]) ? a->v[1] : \"\");")],
 variant=V('test_fn_findstring_returns_text', '$(findstring ar,bar car)', 'ar')),
dict(id='fn-filter-drops-duplicates', section='fn-filter',
 target='test_functions.test_filter',
 description="filter and filter-out drop repeated words from their result instead of keeping every matching word in order.",
 edits=[('functions.c', "        if (matches_any(&pats, w.v[i]) != out_mode) sl_push(&out, xstrdup(w.v[i]));", "        if (matches_any(&pats, w.v[i]) != out_mode && !sl_has(&out, w.v[i])) sl_push(&out, xstrdup(w.v[i]));")],
 variant=V('test_fn_filter_drops_duplicates', '$(filter x%,xa y xa xb)', 'xa xa xb')),
dict(id='fn-sort-keeps-duplicates', section='fn-filter',
 target='test_functions.test_sort',
 description="sort keeps repeated words instead of removing duplicates.",
 edits=[('functions.c', "        if (i == 0 || strcmp(w.v[i], w.v[i - 1]) != 0) sl_push(&out, xstrdup(w.v[i]));", "        sl_push(&out, xstrdup(w.v[i]));")],
 variant=V('test_fn_sort_keeps_duplicates', '$(sort q p q)', 'p q')),
dict(id='fn-word-past-end-last', section='fn-words',
 target='test_functions.test_word',
 description="`$(word N,...)` with N past the last word gives the last word instead of nothing.",
 edits=[('functions.c', "    char *r = xstrdup((size_t)i <= w.n ? w.v[i - 1] : \"\");", "    char *r = xstrdup(!w.n ? \"\" : (size_t)i <= w.n ? w.v[i - 1] : w.v[w.n - 1]);")],
 variant=V('test_fn_word_past_end_last', '$(word 5,p q)|', '|')),
dict(id='fn-wordlist-zero-start-clamped', section='fn-words',
 target='test_functions.test_wordlist_zero_start',
 description="A wordlist start of 0 is treated as 1 instead of being an error (\"invalid first argument to 'wordlist' function\").",
 edits=[('functions.c', "    if (s < 1) fatal(\"invalid first argument to 'wordlist' function: '%ld'\", s);", "    if (s < 1) s = 1;")],
 variant=F('test_fn_wordlist_zero_start_clamped', "Y = 1\nX := $(wordlist 00,3,a b)\n", "minimake: -:2: invalid first argument to 'wordlist' function: '0'\n")),
dict(id='fn-suffix-dot-in-directory', section='fn-filenames',
 target='test_functions.test_suffix',
 description="suffix and basename look for the last dot in the whole word, so a dot in a directory part counts (`d.x/e` has suffix `.x/e`) instead of only a dot in the file name part.",
 edits=[('functions.c', "        const char *dot = strrchr(base, '.');", "        const char *dot = strrchr(word, '.');")],
 variant=V('test_fn_suffix_dot_in_directory', '$(suffix p.q/r)|', '|')),
dict(id='fn-notdir-empty-word-kept', section='fn-filenames',
 target='test_functions.test_notdir_trailing_slash',
 description="notdir of a word ending in a slash gives an empty word (leaving an extra space in the result) instead of being dropped.",
 edits=[('functions.c', "            if (*base) sl_push(&out, xstrdup(base));", "            sl_push(&out, xstrdup(base));")],
 variant=V('test_fn_notdir_empty_word_kept', '$(notdir x/y/ z)', 'z')),
dict(id='fn-join-stops-at-shorter', section='fn-filenames',
 target='test_functions.test_join',
 description="join stops at the end of the shorter list instead of copying the extra words of the longer one unchanged.",
 edits=[('functions.c', "    size_t m = x.n > y.n ? x.n : y.n;", "    size_t m = x.n < y.n ? x.n : y.n;")],
 variant=V('test_fn_join_stops_at_shorter', '$(join p q,1 2 3)', 'p1 q2 3')),
dict(id='fn-wildcard-drops-duplicates', section='fn-wildcard',
 target='test_functions.test_wildcard_per_pattern_duplicates',
 description="wildcard drops a file matched by several patterns after its first match instead of listing it once per pattern.",
 edits=[('functions.c', "            for (size_t j = 0; j < g.gl_pathc; j++) sl_push(&out, xstrdup(g.gl_pathv[j]));", "            for (size_t j = 0; j < g.gl_pathc; j++)\n                if (!sl_has(&out, g.gl_pathv[j])) sl_push(&out, xstrdup(g.gl_pathv[j]));")],
 variant='''
def test_fn_wildcard_drops_duplicates(mm):
    mm.touch("k.t", 1000)
    rc, out, err = mm("-f", "-", input="$(info [$(wildcard k.* *.t)])\\n_end:\\n")
    assert out.startswith("[k.t k.t]\\n")
'''),
dict(id='fn-foreach-empty-results-kept', section='fn-foreach',
 target='test_functions.test_foreach_empty_results_dropped',
 description="foreach keeps the empty results of iterations as empty words (extra spaces in the result) instead of dropping them.",
 edits=[('functions.c', """        char *r = expand(a->v[2]);
        if (*r)
            sl_push(&out, r);
        else
            free(r);""", """        char *r = expand(a->v[2]);
        sl_push(&out, r);""")],
 variant=V('test_fn_foreach_empty_results_kept', '$(foreach w,p q r,$(filter q r,$(w)))', 'q r')),
dict(id='fn-foreach-variable-global', section='fn-foreach',
 target='test_functions.test_foreach_restores',
 description="foreach sets its loop variable as a global variable, which keeps the last word afterwards, instead of in a scope of its own that ends with the call.",
 edits=[('functions.c', "        set_var(&scope, name, w.v[i], F_SIMPLE, O_AUTOMATIC);\n        char *r = expand(a->v[2]);", "        set_var(&global_vars, name, w.v[i], F_SIMPLE, O_AUTOMATIC);\n        char *r = expand(a->v[2]);")],
 variant=V('test_fn_foreach_variable_global', '$(foreach k,a b,)$(origin k)', 'undefined')),
dict(id='fn-call-outer-args-visible', section='fn-call',
 target='test_functions.test_call_nested_masks',
 description="In a nested call, the numbered arguments the inner call was not given are taken from the outer call instead of being empty.",
 edits=[('vars.c', "        if (numeric && vs->call_args > 0 && strtol(name, NULL, 10) > vs->call_args - 1) return NULL;\n", "")],
 variant=V('test_fn_call_outer_args_visible', '$(call out2,a,b,c)', '<pq>', prefix="in2 = <$(1)$(2)$(3)>\nout2 = $(call in2,p,q)\n")),
dict(id='fn-call-simple-expanded', section='fn-call',
 target='test_functions.test_call_simple_variable',
 description="call expands the value of a simple variable again, instead of using a simple variable's value as it is.",
 edits=[('functions.c', "    char *r = fv->flavor == F_SIMPLE ? xstrdup(fv->value) : expand(fv->value);", "    char *r = expand(fv->value);")],
 variant=V('test_fn_call_simple_expanded', '$(call t,a,b)', '[$(2)]', prefix="t := [$$(2)]\n")),
dict(id='fn-let-last-name-one-word', section='fn-let',
 target='test_functions.test_let_last_takes_rest',
 description="In let, the last name gets only its own word instead of all the remaining words.",
 edits=[('functions.c', "        if (i + 1 == names.n && words.n > i) {", "        if (i + 1 == names.n && words.n > i && i + 1 > words.n) {")],
 variant=V('test_fn_let_last_name_one_word', '$(let p q,1 2 3 4,$(q))', '2 3 4')),
dict(id='fn-intcmp-gt-empty-without-fifth', section='fn-intcmp',
 target='test_functions.test_intcmp_gt_defaults_to_eq',
 description="intcmp with four arguments gives nothing when the first number is greater, instead of the equal-case argument.",
 edits=[('functions.c', "            idx = a->n > 4 ? 4 : 3;", "            idx = 4;")],
 variant=V('test_fn_intcmp_gt_empty_without_fifth', '$(intcmp 9,2,lt,eq)', 'eq')),
dict(id='fn-intcmp-compares-text', section='fn-intcmp',
 target='test_functions.test_intcmp_big',
 description="intcmp compares the digits as text (so 100 < 99) instead of comparing the numbers' magnitudes (more digits is larger).",
 edits=[('functions.c', "    int c = la != lb ? (la < lb ? -1 : 1) : strcmp(da, db);", "    int c = strcmp(da, db);\n    (void)la, (void)lb;")],
 variant=V('test_fn_intcmp_compares_text', '$(intcmp 100,99,lt,eq,gt)', 'gt')),
dict(id='fn-file-always-newline', section='fn-file',
 target='test_functions.test_file_no_double_newline',
 description="file (write or append) always adds a newline after the text, even when the text already ends with one.",
 edits=[('functions.c', "            if (l == 0 || text[l - 1] != '\\n') fputc('\\n', fp);", "            (void)l;\n            fputc('\\n', fp);")],
 variant='''
def test_fn_file_always_newline(mm):
    mm("-f", "-", input="define T\\nab\\n\\nendef\\n$(file >w.txt,$(T))\\n_end:\\n")
    assert mm.read("w.txt") == "ab\\n"
'''),
dict(id='fn-file-read-strips-all-newlines', section='fn-file',
 target='test_functions.test_file_read',
 description="Reading with `$(file <NAME)` removes all trailing newlines instead of only the last one.",
 edits=[('functions.c', "            if (l && res[l - 1] == '\\n') res[l - 1] = 0;", "            while (l && res[l - 1] == '\\n') res[--l] = 0;")],
 variant='''
def test_fn_file_read_strips_all_newlines(mm):
    mm.write("in2", "p\\n\\n\\n")
    rc, out, err = mm("-f", "-", input="$(info [$(file <in2)])\\n_end:\\n")
    assert out.startswith("[p\\n\\n]\\n")
'''),
dict(id='fn-shell-status-not-set', section='fn-shell',
 target='test_functions.test_shell_status',
 description="The shell function does not set .SHELLSTATUS (only `!=` does), instead of setting it to the command's exit status.",
 edits=[('functions.c', "    snprintf(st, sizeof st, \"%d\", status);\n    set_var(&global_vars, \".SHELLSTATUS\", st, F_SIMPLE, O_OVERRIDE);\n    return out;", "    snprintf(st, sizeof st, \"%d\", status);\n    return out;")],
 variant=V('test_fn_shell_status_not_set', '$(shell exit 4)$(.SHELLSTATUS)', '4')),
dict(id='fn-warning-no-location', section='fn-messages',
 target='test_functions.test_warning',
 description="The warning function prints its message without the makefile location (`minimake: warning: TEXT`) instead of `minimake: FILE:LINE: warning: TEXT`.",
 edits=[('functions.c', "        warn_at(&cur_loc, \"%s\", a->v[0]);", "        warn_at(NULL, \"%s\", a->v[0]);")],
 variant='''
def test_fn_warning_no_location(mm):
    rc, out, err = mm("-f", "-", input="X = 1\\n\\n\\n$(warning take care)\\nall: ;\\n")
    assert (rc, err) == (0, "minimake: -:4: warning: take care\\n")
'''),
dict(id='fn-value-expands', section='fn-introspection',
 target='test_functions.test_value',
 description="value returns the variable's expanded value instead of its text as written.",
 edits=[('functions.c', """    char *name = trim(a->v[0]);
    Var *v = lookup_var(name, NULL);
    free(name);
    return xstrdup(v ? v->value : "");""", """    char *name = trim(a->v[0]);
    VarSet *where;
    Var *v = lookup_var(name, &where);
    free(name);
    return v ? var_value(v, where) : xstrdup("");""")],
 variant=V('test_fn_value_expands', '$(value Q)', '<$(R)>', prefix="Q = <$(R)>\nR = r\n")),
]
