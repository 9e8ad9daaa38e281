# Layer 27 (fourth batch): one-site mutants for the remaining "-" sites of STATUS.md "Layer 27"
# (word splitting outside the function library, bound values, precedence, silencing).
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


WORDS = ("\"Words\" are separated by spaces, tabs and newlines\" (Function calls; the rule every word list "
         "of the spec follows")
TABNOTE = " (still true of every other word list). (one site)"

MUTANTS = [
# ---- words: spaces, tabs and newlines ----
dict(id='include-names-tab-not-separator', section='include',
 target='test_one_site.test_include_names_tab_separated',
 description="`include` splits its names at spaces only (a tab or newline does not separate them), although \"the names are expanded and split into words\" and " + WORDS + TABNOTE,
 edits=[('parse.c', '    split_words(e, &files);', '    ' + SP('e', 'files'))],
 variant='''
def test_include_names_tab_not_separator(mm):
    mm.write("p.mk", "$(info P)\\n")
    mm.write("q.mk", "$(info Q)\\n")
    assert mm(makefile="sinclude p.mk\\tq.mk\\nall: ;@:\\n") == (0, "P\\nQ\\n", "")
'''),
dict(id='export-names-tab-not-separator', section='export',
 target='test_one_site.test_export_names_tab_separated',
 description="`export` and `unexport` split their names at spaces only (a tab or newline does not separate them), although \"the text is expanded, then split into words\" and " + WORDS + TABNOTE,
 edits=[('parse.c', 'static void do_export(const char *rest, int mode) {\n    char *e = expand(rest);\n    StrList w = {0};\n    split_words(e, &w);',
         'static void do_export(const char *rest, int mode) {\n    char *e = expand(rest);\n    StrList w = {0};\n    ' + SP('e', 'w'))],
 variant='''
def test_export_names_tab_not_separator(mm):
    assert mm(makefile="K = k\\nL = l\\nexport K\\tL\\nall:\\n\\t@echo \\"<$$L>\\"\\n") == (0, "<l>\\n", "")
'''),
dict(id='vpath-directories-tab-not-separator', section='vpath',
 target='test_one_site.test_vpath_directories_tab_separated',
 description="A `vpath` directive splits its text at spaces only, so directories separated by a tab are one directory name, although \"the directories are the remaining words, each also split at colons\" and " + WORDS + TABNOTE,
 edits=[('parse.c', 'static void do_vpath(const char *rest) {\n    char *e = expand(rest);\n    StrList w = {0};\n    split_words(e, &w);',
         'static void do_vpath(const char *rest) {\n    char *e = expand(rest);\n    StrList w = {0};\n    ' + SP('e', 'w'))],
 variant='''
def test_vpath_directories_tab_not_separator(mm):
    mm.touch("inc/h.h", 1000)
    assert mm("o", makefile="vpath %.h x\\tinc\\no: h.h\\n\\t@echo '<$<>'\\n") == (0, "<inc/h.h>\\n", "")
'''),
dict(id='undefine-names-tab-not-separator', section='undefine',
 target='test_one_site.test_undefine_names_tab_separated',
 description="`undefine` splits its names at spaces only (a tab or newline does not separate them), although \"the text is expanded and split into words\" and " + WORDS + TABNOTE,
 edits=[('parse.c', '    split_words(e, &w);\n    free(e);\n    if (!w.n) fatal("empty variable name");', '    ' + SP('e', 'w') + '\n    free(e);\n    if (!w.n) fatal("empty variable name");')],
 variant=I('test_undefine_names_tab_not_separator', "U = 1\nV = 2\nundefine U\tV\n$(info <$(origin V)>)", "<undefined>\n")),
dict(id='explicit-rules-targets-tab-not-separator', section='explicit-rules',
 target='test_one_site.test_rule_targets_tab_separated',
 description="A rule's target list is split at spaces only (a tab or newline does not separate targets), although \"Targets and prerequisites are expanded when the rule is read and split into words\" and " + WORDS + TABNOTE,
 edits=[('parse.c', '    split_words(ttext, &targets);', '    ' + SP('ttext', 'targets'))],
 variant='''
def test_explicit_rules_targets_tab_not_separator(mm):
    assert mm("q", makefile="p\\tq:\\n\\t@echo '<$@>'\\n") == (0, "<q>\\n", "")
'''),
dict(id='explicit-rules-prereqs-tab-not-separator', section='explicit-rules',
 target='test_one_site.test_rule_prerequisites_tab_separated',
 description="A rule's prerequisite list is split at spaces only (a tab or newline does not separate prerequisites), although \"Targets and prerequisites are expanded when the rule is read and split into words\" and " + WORDS + TABNOTE,
 edits=[('parse.c', '    split_words(text, &w);\n    archive_words(&w);', '    ' + SP('text', 'w') + '\n    archive_words(&w);')],
 variant='''
def test_explicit_rules_prereqs_tab_not_separator(mm):
    assert mm(makefile="go: p\\tq\\n\\t@echo '<$+>'\\np q:\\n\\t@:\\n") == (0, "<p q>\\n", "")
'''),
dict(id='command-execution-shellflags-tab-not-separator', section='command-execution',
 target='test_one_site.test_shellflags_tab_separated',
 description="The words of `.SHELLFLAGS` are split at spaces only, so flags separated by a tab reach the shell as one argument, although the arguments are \"the words of `.SHELLFLAGS`\" and " + WORDS + TABNOTE,
 edits=[('build.c', '    split_words(flags, &args);', '    ' + SP('flags', 'args'))],
 variant='''
def test_command_execution_shellflags_tab_not_separator(mm):
    assert mm(makefile="SHELL = /bin/echo\\n.SHELLFLAGS = -n\\tk\\ngo:\\n\\t@m\\n") == (0, "k m", "")
'''),
dict(id='extra-prereqs-tab-not-separator', section='extra-prereqs',
 target='test_one_site.test_extra_prereqs_tab_separated',
 description="`.EXTRA_PREREQS` is split at spaces only (a tab or newline does not separate its words), although it \"lists extra prerequisites\" and " + WORDS + TABNOTE,
 edits=[('build.c', '            split_words(val, &w);\n            free(val);\n            bool self', '            ' + SP('val', 'w') + '\n            free(val);\n            bool self')],
 variant='''
def test_extra_prereqs_tab_not_separator(mm):
    assert mm(makefile=".EXTRA_PREREQS := e1\\te2\\ngo:\\n\\t@echo go\\ne1 e2:\\n\\t@echo $@\\n") == (0, "e1\\ne2\\ngo\\n", "")
'''),
dict(id='special-vars-default-goal-tab-not-separator', section='special-variables',
 target='test_one_site.test_default_goal_tab_separated',
 description="`.DEFAULT_GOAL` is split at spaces only (a tab or newline does not separate goals), although \"its words are the goals used when none are given on the command line\" and " + WORDS + TABNOTE,
 edits=[('main.c', '        if (dgv) split_words(dgv, &goals);', '        if (dgv) ' + SP('dgv', 'goals'))],
 variant='''
def test_special_vars_default_goal_tab_not_separator(mm):
    assert mm(makefile="p q:\\n\\t@echo $@\\n.DEFAULT_GOAL := q\\tp\\n") == (0, "q\\np\\n", "")
'''),
dict(id='substitution-references-tab-not-separator', section='substitution-references',
 target='test_one_site.test_substitution_reference_tab_separates_words',
 description="A substitution reference splits the value at spaces only (a tab or newline does not separate words), although it changes \"each whitespace-separated word\" and " + WORDS + TABNOTE,
 edits=[('expand.c', '    split_words(value, &w);\n    Buf out;', '    ' + SP('value', 'w') + '\n    Buf out;')],
 variant=I('test_substitution_references_tab_not_separator', "S = p.x\tq.x\n$(info <$(S:%.x=%.y)>)", "<p.y q.y>\n")),
dict(id='secondary-expansion-tab-not-separator', section='secondary-expansion',
 target='test_one_site.test_second_expansion_result_tab_separated',
 description="The result of a secondary expansion is split at spaces only (a tab or newline does not separate prerequisites), although \"The result is split into words\" and " + WORDS + TABNOTE,
 edits=[('build.c', '            split_words(e, &w);\n            archive_words(&w);', '            ' + SP('e', 'w') + '\n            archive_words(&w);')],
 variant='''
def test_secondary_expansion_tab_not_separator(mm):
    mf = ".SECONDEXPANSION:\\nD = p\\tq\\ngo: $$(D)\\n\\t@echo '<$+>'\\np q:\\n\\t@:\\n"
    assert mm(makefile=mf) == (0, "<p q>\\n", "")
'''),
dict(id='fn-wildcard-tab-not-separator', section='fn-wildcard',
 target='test_one_site.test_wildcard_patterns_tab_separated',
 description="`wildcard` splits its patterns at spaces only (a tab or newline does not separate patterns), although it \"expands each whitespace-separated pattern\" and " + WORDS + TABNOTE,
 edits=[('functions.c', 'static char *fn_wildcard(const char *n, StrList *a) {\n    (void)n;\n    StrList w = {0}, out = {0};\n    split_words(a->v[0], &w);',
         'static char *fn_wildcard(const char *n, StrList *a) {\n    (void)n;\n    StrList w = {0}, out = {0};\n    ' + SP('a->v[0]', 'w'))],
 variant='''
def test_fn_wildcard_tab_not_separator(mm):
    mm.write("m.p", "")
    mm.write("n.q", "")
    assert mm(makefile="$(info <$(wildcard n.q\\tm.p)>)\\nall: ;@:\\n") == (0, "<n.q m.p>\\n", "")
'''),
dict(id='fn-realpath-tab-not-separator', section='fn-realpath',
 target='test_one_site.test_realpath_names_tab_separated',
 description="`realpath` splits `NAMES` at spaces only (a tab or newline does not separate words), although it works \"for each word\" and " + WORDS + TABNOTE,
 edits=[('functions.c', 'static char *fn_realpath(const char *n, StrList *a) {\n    (void)n;\n    StrList w = {0}, out = {0};\n    split_words(a->v[0], &w);',
         'static char *fn_realpath(const char *n, StrList *a) {\n    (void)n;\n    StrList w = {0}, out = {0};\n    ' + SP('a->v[0]', 'w'))],
 variant='''
def test_fn_realpath_tab_not_separator(mm):
    mm.write("r1", "")
    assert mm(makefile="$(info <$(words $(realpath r1\\tr1)) $(notdir $(realpath r1\\tr1))>)\\nall: ;@:\\n") == (0, "<2 r1 r1>\\n", "")
'''),
dict(id='ifdef-tab-in-name-accepted', section='ifdef',
 target='test_one_site.test_ifdef_tab_inside_name_invalid',
 description="`ifdef` accepts a name with a tab inside (it looks up that whole name) instead of the `invalid syntax in conditional` error, although \"A name that is empty or contains whitespace after expansion is the error\" and " + WORDS + TABNOTE,
 edits=[('parse.c', "        if (!*name || strchr(name, ' ') || strchr(name, '\\t'))", "        if (!*name || strchr(name, ' '))")],
 variant='''
def test_ifdef_tab_in_name_accepted(mm):
    rc, out, err = mm(makefile="X = 1\\nifndef X\\tY\\nendif\\nall: ;\\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:2: invalid syntax in conditional\\n")
'''),
# ---- blank / only the chosen part ----
dict(id='line-class-blank-expansion-error', section='line-classification',
 target='test_one_site.test_line_expanding_to_whitespace_does_nothing',
 description="A makefile line that expands to whitespace only is the `missing separator` error (only an empty expansion does nothing), although \"if the result is empty or only whitespace, the line does nothing more\". (one site)",
 edits=[('parse.c', '                char *t = trim(e);\n                bool empty = !*t;', '                char *t = trim(e);\n                bool empty = !*e;')],
 variant=I('test_line_class_blank_expansion_error', "N := $(subst x,\t \t,x)\n$(N)\n$(info fine)", "fine\n")),
dict(id='fn-foreach-empty-list-expands-text', section='fn-foreach',
 target='test_one_site.test_foreach_empty_list_text_not_expanded',
 description="`foreach` with an empty `LIST` still expands `TEXT` once (its side effects happen), although \"With an empty `LIST`, `TEXT` is not expanded at all\" (as only the chosen part of `if`, `or`, `and` and `intcmp` is expanded). (one site)",
 edits=[('functions.c', '    split_words(list, &w);\n    free(list);', '    split_words(list, &w);\n    free(list);\n    if (!w.n) free(expand(a->v[2]));')],
 variant=I('test_fn_foreach_empty_list_expands_text', "E =\n$(info <$(foreach v,$(E),$(info T)t)>)", "<>\n")),
# ---- bound and stored values are simple ----
dict(id='automatic-variables-first-prereq-recursive', section='automatic-variables',
 target='test_one_site.test_first_and_newer_prereq_with_dollar_are_simple',
 description="`$<` is set as a recursive variable, so a prerequisite name containing `$` is expanded again when `$<` is referenced, although \"While a recipe is expanded, these variables are set (each is a simple variable)\". (one site)",
 edits=[('build.c', '    set_auto(&autos, "<", deps->n ? deps->v[0] : "");', '    set_auto(&autos, "<", deps->n ? deps->v[0] : "");\n    set_var(&autos, "<", deps->n ? deps->v[0] : "", F_RECURSIVE, O_AUTOMATIC);')],
 variant='''
def test_automatic_variables_first_prereq_recursive(mm):
    assert mm(makefile="z = Z\\ngo: a$$z\\n\\t@echo '<$<>'\\na$$z:\\n\\t@:\\n") == (0, "<a$z>\\n", "")
'''),
dict(id='define-simple-value-recursive', section='define',
 target='test_one_site.test_define_simple_value_not_expanded_again',
 description="`define NAME :=` stores the expanded body as a recursive variable, so a `$` in it is expanded again at each reference, although the value of `define NAME :=` is \"expanded when `endef` is read\" and `:=` defines \"a simple variable ... later references do not expand it again\". (one site)",
 edits=[('parse.c', '                    char *e = expand(val);\n                    set_var(&global_vars, ds->name, e, F_SIMPLE, ds->origin);', '                    char *e = expand(val);\n                    set_var(&global_vars, ds->name, e, F_RECURSIVE, ds->origin);')],
 variant=I('test_define_simple_value_recursive', "define D ::=\n<$$(W)>\nendef\nW = w\n$(info $(D) $(flavor D))", "<$(W)> simple\n")),
dict(id='cmdline-vars-simple-value-recursive', section='cmdline-variables',
 target='test_one_site.test_cmdline_simple_value_not_expanded_again',
 description="A command-line `NAME:=VALUE` is stored as a recursive variable, so a `$` in its expanded value is expanded again at each reference, although it \"defines a simple variable whose value is `VALUE` expanded at start-up\". (one site)",
 edits=[('main.c', '            set_var(&global_vars, name, v, F_SIMPLE, O_CMDLINE);', '            set_var(&global_vars, name, v, F_RECURSIVE, O_CMDLINE);')],
 variant=I('test_cmdline_vars_simple_value_recursive', "W = w\n$(info <$(D)> $(flavor D))", "<$(W)> simple\n", "D::=$$(W)")),
# ---- values taken as they are ----
dict(id='define-body-trailing-whitespace-trimmed', section='define',
 target='test_one_site.test_define_body_trailing_whitespace_kept',
 description="Trailing blanks of `define` body lines are removed, although \"Body lines are kept exactly, leading and trailing whitespace included\" (as argument text is not stripped unless said so). (one site)",
 edits=[('parse.c', '            buf_adds(&ds.value, phys);', '            { size_t l_ = strlen(phys); while (l_ && (phys[l_ - 1] == \' \' || phys[l_ - 1] == \'\\t\')) l_--; buf_addn(&ds.value, phys, l_); }')],
 variant=I('test_define_body_trailing_whitespace_trimmed', "define B\nx\t\ny\nendef\n$(info [$(B)])", "[x\t\ny]\n")),
dict(id='cmdline-vars-value-stripped', section='cmdline-variables',
 target='test_one_site.test_cmdline_value_not_stripped',
 description="A command-line `NAME=VALUE` value is stripped of surrounding blanks, although it is \"taken literally, not stripped of spaces\". (one site)",
 edits=[('main.c', '            set_var(&global_vars, name, eq + 1, F_RECURSIVE, O_CMDLINE);', '            char *sv_ = trim(eq + 1);\n            set_var(&global_vars, name, sv_, F_RECURSIVE, O_CMDLINE);\n            free(sv_);')],
 variant=I('test_cmdline_vars_value_stripped', "$(info [$(C)])", "[\tc]\n", "C=\tc")),
dict(id='environment-value-stripped', section='environment',
 target='test_one_site.test_environment_value_not_stripped',
 description="An environment value is stripped of surrounding blanks when it is imported, although \"An environment value is taken as it is, spaces included\". (one site)",
 edits=[('main.c', '            set_var(&global_vars, name, eq + 1, F_RECURSIVE, O_ENV)->from_env = true;', '        {\n            char *ev_ = trim(eq + 1);\n            set_var(&global_vars, name, ev_, F_RECURSIVE, O_ENV)->from_env = true;\n            free(ev_);\n        }')],
 variant=I('test_environment_value_stripped', "$(info [$(V)])", "[v  ]\n", env={"V": "v  "})),
# ---- origin and precedence ----
dict(id='cond-assign-defined-origin-file', section='conditional-assignment',
 target='test_one_site.test_cond_assign_keeps_environment_origin',
 description="A `?=` to a variable that is already defined gives it the origin `file`, although \"A `?=` to a variable that is already defined changes nothing at all: the value, the flavor ... and the origin stay as they were\". (one site)",
 edits=[('parse.c', '        } else if (existing) {\n            return;\n        }', '        } else if (existing) {\n            existing->origin = O_FILE;\n            return;\n        }')],
 variant=I('test_cond_assign_defined_origin_file', "H ?= x\n$(info <$(origin H)>)", "<environment>\n", env={"H": "h"})),
dict(id='undefine-removes-override', section='undefine',
 target='test_one_site.test_undefine_keeps_override_variable',
 description="A plain `undefine` removes an override variable, although \"A variable set on the command line or by `override` is not removed, unless the directive is `override undefine`\" (still true of command-line variables). (one site)",
 edits=[('parse.c', '        if (origin == O_FILE && (v->origin == O_CMDLINE || v->origin == O_OVERRIDE)) continue;', '        if (origin == O_FILE && v->origin == O_CMDLINE) continue;')],
 variant=I('test_undefine_removes_override', "override W := 3\nundefine W\n$(info <$(W)>)", "<3>\n")),
# ---- .WAIT, phony, silencing, MAKEFLAGS ----
dict(id='posix-wait-normal-kept', section='posix-wait',
 target='test_one_site.test_wait_removed_from_normal_list',
 description="A `.WAIT` before `|` is kept as a normal prerequisite (and has no rule), although \"The word `.WAIT` in a prerequisite list (normal or order-only part, ...) is removed from the list\" (still true of the order-only part). (one site)",
 edits=[('parse.c', '        if (strcmp(w.v[i], ".WAIT") == 0) { /* ordering marker', '        if (strcmp(w.v[i], ".WAIT") == 0 && after) { /* ordering marker')],
 variant='''
def test_posix_wait_normal_kept(mm):
    assert mm(makefile="go: p .WAIT q\\n\\t@echo '<$^>'\\np q:\\n\\t@:\\n") == (0, "<p q>\\n", "")
'''),
dict(id='intermediate-files-phony-deleted', section='intermediate-files',
 target='test_one_site.test_phony_intermediate_not_deleted',
 description="A phony intermediate file is deleted at the end of the run like any other, although \"phony targets are never deleted this way\" (as phony targets are never deleted by `.DELETE_ON_ERROR`). (one site)",
 edits=[('build.c', '            t->precious || t->phony)\n            continue;', '            t->precious)\n            continue;')],
 variant='''
def test_intermediate_files_phony_deleted(mm):
    mf = "top: mid\\n\\t@echo top\\nmid:\\n\\t@echo m > mid\\n.PHONY: mid\\n.INTERMEDIATE: mid\\n"
    rc, out, err = mm(makefile=mf)
    assert (rc, out, err) == (0, "top\\n", "")
    assert mm.exists("mid")
'''),
dict(id='directory-search-phony-searched', section='directory-search',
 target='test_one_site.test_phony_target_not_searched',
 description="A phony target is looked for in the search directories, so dependents see its found path, although directory search applies to \"a target that is not phony\" (phony targets are also never looked up among pattern rules). (one site)",
 edits=[('build.c', '    if (!t->exists && !t->phony) {\n        char *found = vpath_search(t->name);', '    if (!t->exists) {\n        char *found = vpath_search(t->name);')],
 variant='''
def test_directory_search_phony_searched(mm):
    mm.touch("lib/f", 1000)
    assert mm(makefile="vpath f lib\\ngo: f\\n\\t@echo '<$<>'\\n.PHONY: f\\n") == (0, "<f>\\n", "")
'''),
dict(id='silent-goal-message-printed', section='option-silent',
 target='test_one_site.test_silent_hides_goal_message',
 description="Under -s the goal messages (`is up to date`, `nothing to be done`) are still printed, although `-s` \"also suppresses the goal messages\" (still true of the echo and of the `touch` and `rm` lines). (one site)",
 edits=[('build.c', '        if (commands_run == before && !opt.question && !opt.silent) {', '        if (commands_run == before && !opt.question) {')],
 variant='''
def test_silent_goal_message_printed(mm):
    mm.write("f", "")
    assert mm("--quiet", "f", makefile="f: ; @echo x\\n") == (0, "", "")
'''),
dict(id='recursive-invocation-makeflags-space-unescaped', section='recursive-invocation',
 target='test_one_site.test_makeflags_space_escaped',
 description="A space inside a command-line assignment is copied into `MAKEFLAGS` without a backslash before it (backslashes still get one), although \"each assignment as it was given ... with every space and backslash inside it preceded by a backslash\". (one site)",
 edits=[('main.c', "                if (*p == ' ' || *p == '\\\\') buf_addc(&b, '\\\\');", "                if (*p == '\\\\') buf_addc(&b, '\\\\');")],
 variant='''
def test_recursive_invocation_makeflags_space_unescaped(mm):
    rc, out, err = mm("-k", "V=1 2", makefile="all:\\n\\t@echo '$(MAKEFLAGS)'\\n")
    assert (rc, out, err) == (0, "k -- V=1\\\\ 2\\n", "")
'''),
dict(id='recursive-invocation-makeflags-read-backslash-kept', section='recursive-invocation',
 target='test_one_site.test_makeflags_read_backslash_escapes_space',
 description="When `MAKEFLAGS` is read at start-up a backslash does not escape the next character (it is kept, and an escaped space still splits words), although \"a backslash makes the next character part of the word and is removed\" (the escaping `MAKEFLAGS` itself uses when written). (one site)",
 edits=[('main.c', "        if (*p == '\\\\' && p[1]) p++;\n        buf_addc(&w, *p);", "        buf_addc(&w, *p);")],
 variant='''
def test_recursive_invocation_makeflags_read_backslash_kept(mm):
    rc, out, err = mm(makefile="all:\\n\\t@echo '<$(V)>'\\n", env={"MAKEFLAGS": "s -- V=x\\\\ y"})
    assert (rc, out, err) == (0, "<x y>\\n", "")
'''),
]
