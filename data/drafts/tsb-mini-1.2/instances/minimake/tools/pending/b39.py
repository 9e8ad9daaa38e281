# Layer 27 (eighth batch): one-site mutants for rules R36-R39 of STATUS.md "Layer 27".
MUTANTS = [
dict(id='intermediate-files-touch-deletes', section='intermediate-files',
 target='test_one_site.test_touch_deletes_no_intermediate',
 description="Under -t, intermediate files that were touched into existence are deleted at the end (with the `rm` line), although \"Nothing is deleted under `-n`, `-t` or `-q`\" (as makefiles are not remade under them). (one site)",
 edits=[('build.c', '                if (ok && !opt.dry_run && !opt.touch) sl_push(&remade_order, xstrdup(t->name));', '                if (ok && !opt.dry_run) sl_push(&remade_order, xstrdup(t->name));')],
 variant='''
def test_intermediate_files_touch_deletes(mm):
    mm.write("j.a", "a\\n")
    mf = "%.c: %.b\\n\\tcp $< $@\\n%.b: %.a\\n\\tcp $< $@\\n"
    assert mm("--touch", "j.c", makefile=mf) == (0, "touch j.b\\ntouch j.c\\n", "")
'''),
dict(id='remaking-makefiles-under-touch', section='remaking-makefiles',
 target='test_one_site.test_touch_remakes_no_makefile',
 description="Under -t, makefiles that are targets of rules are still remade (touched) before the goals, although \"Under `-n`, `-q` and `-t` makefiles are not remade\" (as nothing is deleted under them). (one site)",
 edits=[('build.c', '    bool may_remake = !opt.dry_run && !opt.question && !opt.touch;', '    bool may_remake = !opt.dry_run && !opt.question;')],
 variant='''
def test_remaking_makefiles_under_touch(mm):
    mf = "sinclude d.mk\\ngo: ;\\nd.mk:\\n\\t@echo V = 1 > d.mk\\n"
    assert mm("--touch", makefile=mf) == (0, "touch go\\n", "")
'''),
dict(id='oneshell-make-line-not-forced', section='oneshell',
 target='test_one_site.test_oneshell_make_line_runs_under_dry_run',
 description="Under `.ONESHELL` a line that refers to `$(MAKE)` does not make the recipe run under -n (the script is only printed), although \"Under `.ONESHELL`, one such line makes the whole recipe run\" (still true without `.ONESHELL`). (one site)",
 edits=[('build.c', '            if (mentions_make(r->lines[i].text)) force = true;', '            (void)0;')],
 variant='''
def test_oneshell_make_line_not_forced(mm):
    mf = ".ONESHELL:\\nall:\\n\\t@true ${MAKE}\\n\\t@echo sub\\n"
    assert mm("--just-print", makefile=mf) == (0, "sub\\n", "")
'''),
dict(id='option-touch-make-line-not-run', section='option-touch',
 target='test_one_site.test_touch_runs_make_line',
 description="Under -t a recipe line that refers to `$(MAKE)` is not run (the target is only touched), although \"The recipe's commands are not run, except for lines marked `+` and lines that refer to `$(MAKE)` ..., which run normally\" (still true under -n). (one site)",
 edits=[('build.c', '            bool silent = false, ignore = false, force = mentions_make(r->lines[i].text);', '            bool silent = false, ignore = false, force = mentions_make(r->lines[i].text) && !opt.touch;')],
 variant='''
def test_option_touch_make_line_not_run(mm):
    assert mm("-t", makefile="go:\\n\\t@true ${MAKE}; echo sub\\n") == (0, "sub\\ntouch go\\n", "")
'''),
dict(id='dry-run-make-line-not-run', section='option-dry-run',
 target='test_one_site.test_dry_run_runs_make_line',
 description="Under -n a recipe line that refers to `$(MAKE)` is printed instead of run, although \"A recipe line whose unexpanded text contains `$(MAKE)` or `${MAKE}` runs even under `-n` and `-t`, as if it had the `+` prefix\" (still true under -t). (one site)",
 edits=[('build.c', '            bool silent = false, ignore = false, force = mentions_make(r->lines[i].text);', '            bool silent = false, ignore = false, force = mentions_make(r->lines[i].text) && !opt.dry_run;')],
 variant='''
def test_dry_run_make_line_not_run(mm):
    assert mm("-n", makefile="go:\\n\\t@true ${MAKE}; echo sub\\n") == (0, "sub\\n", "")
'''),
dict(id='delete-on-error-dash-ignored-deletes', section='delete-on-error',
 target='test_one_site.test_dash_ignored_failure_deletes_nothing',
 description="Under `.DELETE_ON_ERROR` a failure ignored by the `-` prefix or `.IGNORE` still deletes the target (with the `deleting` line), although \"A failure that is ignored (`-`, `-i`, `.IGNORE`) deletes nothing\" (still true of `-i`). (one site)",
 edits=[('build.c', '        fprintf(stderr, "minimake: [%s:%d: %s] %s (ignored)\\n", loc->file, loc->line, t->name, what);\n        return true;',
         '        fprintf(stderr, "minimake: [%s:%d: %s] %s (ignored)\\n", loc->file, loc->line, t->name, what);\n        if (!opt.ignore_errors) delete_target_file(t);\n        return true;')],
 variant='''
def test_delete_on_error_dash_ignored_deletes(mm):
    rc, out, err = mm(makefile="r:\\n\\t@echo 1 > r; exit 3\\n.IGNORE: r\\n.DELETE_ON_ERROR:\\n")
    assert (rc, out, err) == (0, "", "minimake: [Makefile:2: r] Error 3 (ignored)\\n")
    assert mm.exists("r")
'''),
dict(id='lines-missing-separator-last-line', section='lines',
 target='test_one_site.test_missing_separator_location_first_physical_line',
 description="The `missing separator` error of a continued line gives the number of its last physical line, although \"A location `FILE:LINE` always gives the number of the first physical line of the logical line\" (still true of every other message). (one site)",
 edits=[('parse.c', '                    fatal_at(&here, "missing separator");', '                    Loc l_ = {here.file, (int)i + 1};\n                    fatal_at(&l_, "missing separator");')],
 variant='''
def test_lines_missing_separator_last_line(mm):
    assert mm(makefile="go: ;\\nx\\\\\\n y\\\\\\n z\\n") == (2, "", "minimake: Makefile:2: missing separator\\n")
'''),
]
