U = '"Usage: minimake [OPTION]... [TARGET | NAME=VALUE]...\\n"'
MUTANTS = [
dict(id='invocation-goal-message-counts-earlier-goals', section='invocation',
 target='test_cli.test_goal_repeated_updated_once',
 description="Whether a goal gets its 'up to date' / 'nothing to be done' message is decided by counting the commands run since the start of the whole run instead of since that goal's own update, so a goal named after one whose recipe ran gets no message.",
 edits=[('build.c', "    for (size_t i = 0; i < goals->n; i++) get_target(goals->v[i])->is_goal = true;\n",
         "    for (size_t i = 0; i < goals->n; i++) get_target(goals->v[i])->is_goal = true;\n    long before = commands_run;\n"),
        ('build.c', "        long before = commands_run;\n        int r = update(t, NULL);", "        int r = update(t, NULL);")],
 variant='''
def test_invocation_goal_message_counts_earlier_goals(mm):
    rc, out, err = mm("p", "q", makefile="p:\\n\\t@echo P\\nq:\\n")
    assert (rc, out, err) == (0, "P\\nminimake: nothing to be done for 'q'.\\n", "")
'''),
dict(id='option-syntax-value-only-first-in-group', section='option-syntax',
 target='test_cli.test_file_value_in_group',
 description="A value-taking short option takes the rest of its argument as the value only when it is the first letter of the argument; later in a group of letters (as in `-sfFILE`) it takes the next argument instead.",
 edits=[('main.c', "                if (p[1]) {\n                    v = p + 1;", "                if (p[1] && p == a + 1) {\n                    v = p + 1;")],
 variant='''
def test_option_syntax_value_only_first_in_group(mm):
    mm.write("c.mk", "go:\\n\\techo from-c\\n")
    assert mm("-nfc.mk") == (0, "echo from-c\\n", "")
'''),
dict(id='usage-errors-group-reported-whole', section='usage-errors',
 target='test_cli.test_unknown_letter_in_group',
 description="An unknown letter inside a group of short options is reported with the whole argument (`unknown option '-nxz'`) instead of as the single offending letter (`-x`).",
 edits=[('main.c', """                char nm[3] = {'-', c, 0};
                usage_error("unknown option '%s'", nm);
            }
            apply_flag(c, NULL);""", """                usage_error("unknown option '%s'", a);
            }
            apply_flag(c, NULL);""")],
 variant='''
def test_usage_errors_group_reported_whole(mm):
    assert mm("-sY", makefile="a:\\n") == (2, "", "minimake: unknown option '-Y'\\n" + ''' + U + ''')
'''),
dict(id='usage-errors-flag-value-ignored', section='usage-errors',
 target='test_cli.test_long_flag_with_value',
 description="A long option that takes no value accepts `--name=VALUE` and ignores the value instead of failing with \"option '--name' doesn't allow an argument\".",
 edits=[('main.c', """                if (eq) {
                    char *nm = xstrndup(a, (size_t)(2 + nl));
                    usage_error("option '%s' doesn't allow an argument", nm);
                }
""", "")],
 variant='''
def test_usage_errors_flag_value_ignored(mm):
    rc, out, err = mm("--touch=no", makefile="a:\\n\\t@echo a\\n")
    assert (rc, out, err) == (2, "", "minimake: option '--touch' doesn't allow an argument\\n" + ''' + U + ''')
'''),
dict(id='help-wins-over-earlier-errors', section='help-version',
 target='test_cli.test_bad_option_before_help_wins',
 description="`-h`/`--help` anywhere on the command line prints the help and exits 0, even when an earlier argument is a usage error (which must win, since arguments are processed in order).",
 edits=[('main.c', "static void parse_args(int argc, char **argv) {\n    bool only_operands = false;\n",
         "static void parse_args(int argc, char **argv) {\n    bool only_operands = false;\n    for (int k = 1; k < argc; k++)\n        if (strcmp(argv[k], \"-h\") == 0 || strcmp(argv[k], \"--help\") == 0) apply_flag('h', NULL);\n")],
 variant='''
def test_help_wins_over_earlier_errors(mm):
    rc, out, err = mm("--bogus", "--help")
    assert (rc, out) == (2, "")
    assert err.startswith("minimake: unknown option '--bogus'\\n")
'''),
dict(id='makefile-selection-capital-first', section='makefile-selection',
 target='test_cli.test_lowercase_makefile_preferred',
 description="Without -f, `Makefile` is looked for before `makefile`, so when both exist the capitalised one is read instead of `makefile`.",
 edits=[('main.c', 'const char *names[] = {"makefile", "Makefile"};', 'const char *names[] = {"Makefile", "makefile"};')],
 variant='''
def test_makefile_selection_capital_first(mm):
    mm.write("makefile", "t:\\n\\t@echo small\\n")
    mm.write("Makefile", "t:\\n\\t@echo big\\n")
    assert mm("t") == (0, "small\\n", "")
'''),
dict(id='option-directory-last-wins', section='option-directory',
 target='test_cli.test_directory_cumulative',
 description="Only the last -C takes effect (relative to the starting directory) instead of each -C being relative to the directory the previous ones reached.",
 edits=[('main.c', "    for (size_t i = 0; i < dirs.n; i++) {\n        if (chdir(", "    for (size_t i = dirs.n ? dirs.n - 1 : 0; i < dirs.n; i++) {\n        if (chdir(")],
 variant='''
def test_option_directory_last_wins(mm):
    mm.write("p/q/r/Makefile", "t:\\n\\t@echo three\\n")
    assert mm("-C", "p", "-Cq", "--directory=r") == (0, "three\\n", "")
'''),
dict(id='dry-run-plus-at-echoed', section='option-dry-run',
 target='test_cli.test_dry_run_plus_silent_line',
 description="Under -n a `+` line that also has `@` is echoed before it runs, instead of `@` still suppressing the echo of the line that really runs.",
 edits=[('build.c', "                    ok = run_command(t, &r->lines[i].loc, c, s2 || tsilent, i2 || tignore);",
         "                    ok = run_command(t, &r->lines[i].loc, c, (s2 && !opt.dry_run) || tsilent, i2 || tignore);")],
 variant='''
def test_dry_run_plus_at_echoed(mm):
    assert mm("-n", makefile="x:\\n\\t@+echo go\\n\\techo skip\\n") == (0, "go\\necho skip\\n", "")
'''),
dict(id='silent-hides-ignored-error', section='option-silent',
 target='test_cli.test_silent_ignored_error_message_kept',
 description="Under -s the \"[file:line: target] Error N (ignored)\" message of an ignored failure is suppressed, although -s only stops the echo of recipe lines.",
 edits=[('build.c', """    if (ignore) {
        fprintf(stderr,""", """    if (ignore) {
        if (!opt.silent) fprintf(stderr,""")],
 variant='''
def test_silent_hides_ignored_error(mm):
    rc, out, err = mm("--quiet", makefile="x:\\n\\t@true\\n\\t-exit 4\\n")
    assert (rc, out, err) == (0, "", "minimake: [Makefile:3: x] Error 4 (ignored)\\n")
'''),
dict(id='ignore-errors-deletes-on-error', section='option-ignore-errors',
 target='test_cli.test_ignore_errors_no_delete',
 description="With -i, a failing recipe line still makes .DELETE_ON_ERROR delete the target file, although an ignored error is not a failure.",
 edits=[('build.c', """    if (ignore) {
        fprintf(stderr,""", """    if (ignore) {
        if (opt.ignore_errors) delete_target_file(t);
        fprintf(stderr,""")],
 variant='''
def test_ignore_errors_deletes_on_error(mm):
    rc, out, err = mm("--ignore-errors", makefile="res:\\n\\t@touch res; exit 5\\n.DELETE_ON_ERROR:\\n")
    assert rc == 0 and mm.exists("res")
'''),
dict(id='keep-going-cancel-sticks', section='option-keep-going',
 target='test_cli.test_keep_going_last_wins',
 description="Once -S has been given, a later -k no longer turns keep-going on, instead of the last of -k and -S winning.",
 edits=[('main.c', "    case 'k': opt.keep_going = true; break;\n    case 'S': opt.keep_going = false; break;",
         "    case 'k': opt.keep_going = !k_cancelled; break;\n    case 'S': opt.keep_going = false; k_cancelled = true; break;"),
        ('main.c', "static void apply_flag(char c, const char *value) {", "static bool k_cancelled;\n\nstatic void apply_flag(char c, const char *value) {")],
 variant='''
def test_keep_going_cancel_sticks(mm):
    mk = "top: x y\\n\\t@echo top\\nx:\\n\\t@exit 3\\ny:\\n\\t@echo y\\n"
    rc, out, err = mm("--no-keep-going", "--keep-going", makefile=mk)
    assert (rc, out) == (2, "y\\n")
'''),
dict(id='always-make-uses-default-recipe', section='option-always-make',
 target='test_cli.test_always_make_not_default_recipe',
 description="-B remakes a target whose only recipe is the .DEFAULT one, although -B applies only to targets that have a rule of their own.",
 edits=[('build.c', "bool has_rule_here = (recipe && !via_default) || t->has_rule || matched;", "bool has_rule_here = recipe || t->has_rule || matched;")],
 variant='''
def test_always_make_uses_default_recipe(mm):
    mm.touch("data.txt", 1500)
    rc, out, err = mm("-B", "data.txt", makefile="x:\\n.DEFAULT:\\n\\t@echo dflt $@\\n")
    assert (rc, out, err) == (0, "minimake: 'data.txt' is up to date.\\n", "")
'''),
dict(id='question-recipeless-counts', section='option-question',
 target='test_cli.test_question_empty_recipe_phony',
 description="Under -q a target that is out of date but has no recipe lines makes the status 1, although only a target whose recipe would run counts as not up to date.",
 edits=[('build.c', "            if (opt.question) {\n                if (recipe && recipe->n) question_dirty = true;",
         "            if (opt.question) {\n                question_dirty = true;")],
 variant='''
def test_question_recipeless_counts(mm):
    assert mm("-q", makefile=".PHONY: go\\ngo: dep\\ndep:\\n") == (0, "", "")
'''),
dict(id='touch-phony-touched', section='option-touch',
 target='test_cli.test_touch_not_phony',
 description="-t touches (creates) phony targets too, printing `touch NAME`, instead of leaving phony targets alone.",
 edits=[('build.c', "if (ok && opt.touch && !opt.dry_run && !t->phony && !is_member) {", "if (ok && opt.touch && !opt.dry_run && !is_member) {")],
 variant='''
def test_touch_phony_touched(mm):
    rc, out, err = mm("--touch", "clean", makefile="clean:\\n\\trm -f x\\n.PHONY: clean\\n")
    assert (rc, out, err) == (0, "minimake: 'clean' is up to date.\\n", "")
    assert not mm.exists("clean")
'''),
dict(id='rebuild-whole-seconds-only', section='rebuild-decisions',
 target='test_exec.test_nanosecond_precision',
 description="A prerequisite counts as newer only when its modification time is later by whole seconds; the nanosecond part of the times is ignored.",
 edits=[('build.c', "    if (t->low_res) return d->mtime.tv_sec > t->mtime.tv_sec;\n    return newer(&d->mtime, &t->mtime);",
         "    return d->mtime.tv_sec > t->mtime.tv_sec;")],
 variant='''
def test_rebuild_whole_seconds_only(mm):
    import os
    mm.touch("in", 0)
    mm.touch("res", 0)
    os.utime(mm.dir / "res", ns=(3000_000000500, 3000_000000500))
    os.utime(mm.dir / "in", ns=(3000_000000900, 3000_000000900))
    assert mm(makefile="res: in\\n\\t@echo again\\n") == (0, "again\\n", "")
'''),
dict(id='update-order-only-first', section='update-order',
 target='test_exec.test_normal_before_order_only',
 description="Order-only prerequisites are brought up to date before the normal prerequisites instead of after them.",
 edits=[('build.c', """    for (size_t i = 0; i < deps.n + oodeps.n; i++) {
        bool normal = i < deps.n;
        const char *dn = normal ? deps.v[i] : oodeps.v[i - deps.n];
        Target *d = get_target(dn);""", """    for (size_t i = 0; i < deps.n + oodeps.n; i++) {
        bool normal = i >= oodeps.n;
        const char *dn = normal ? deps.v[i - oodeps.n] : oodeps.v[i];
        Target *d = get_target(dn);""")],
 variant='''
def test_update_order_only_first(mm):
    mk = "top: p | q\\n\\t@echo top\\nq:\\n\\t@echo q\\np:\\n\\t@echo p\\n"
    assert mm(makefile=mk) == (0, "p\\nq\\ntop\\n", "")
'''),
dict(id='circular-message-names-swapped', section='circular',
 target='test_exec.test_circular_dropped',
 description="The circular-dependency warning names the two targets the other way round (`'a' <- 'b'` instead of the dependent `'b' <- 'a'`, the prerequisite being dropped last).",
 edits=[('build.c', """circular dependency '%s' <- '%s' dropped\\n",
                parent ? parent->name : "", t->name);""", """circular dependency '%s' <- '%s' dropped\\n",
                t->name, parent ? parent->name : "");""")],
 variant='''
def test_circular_message_names_swapped(mm):
    rc, out, err = mm(makefile="top: mid\\n\\t@echo top\\nmid: low\\n\\t@echo mid\\nlow: mid\\n\\t@echo low\\n")
    assert err == "minimake: warning: circular dependency 'low' <- 'mid' dropped\\n"
'''),
dict(id='circular-dropped-counts-newer', section='circular',
 target='test_exec.test_circular_dropped_prereq_in_all',
 description="A prerequisite dropped because of a circular dependency is still counted among the prerequisites compared for the rebuild, so it appears in `$?` of a missing target instead of only in `$^`.",
 edits=[('build.c', """        } else if (r == U_OK && normal) {
            sl_push(&live, xstrdup(dn));
        }
    }
    bool ok = !any_failed;""", """        } else if (normal) {
            sl_push(&live, xstrdup(dn));
        }
    }
    bool ok = !any_failed;""")],
 variant='''
def test_circular_dropped_counts_newer(mm):
    rc, out, err = mm(makefile="x: y\\n\\t@echo X\\ny: x\\n\\t@echo '<$?>'\\n")
    assert (rc, out) == (0, "<>\\nX\\n")
'''),
dict(id='missing-rules-recipeless-prereq-error', section='missing-rules',
 target='test_exec.test_rule_without_recipe_missing_file_ok',
 description="A prerequisite that has a rule without a recipe and no file is reported as having no rule to make it, instead of counting as made (only a goal with such a rule is accepted).",
 edits=[('build.c', "if (ok && !recipe && !t->has_rule && !matched && !t->exists && !t->phony) {", "if (ok && !recipe && (!t->has_rule || parent) && !matched && !t->exists && !t->phony) {")],
 variant='''
def test_missing_rules_recipeless_prereq_error(mm):
    assert mm(makefile="top: gen\\n\\t@echo top\\ngen:\\n") == (0, "top\\n", "")
'''),
dict(id='exit-status-command-status-passed', section='exit-status',
 target='test_exec.test_exit_two_failing_command',
 description="When a recipe command fails, minimake exits with the command's own exit status instead of 2.",
 edits=[('build.c', "static bool question_dirty;\n", "static bool question_dirty;\nstatic int fail_status = 2;\n"),
        ('build.c', """    fprintf(stderr, "minimake: *** [%s:%d: %s] %s\\n", loc->file, loc->line, t->name, what);""",
         """    fprintf(stderr, "minimake: *** [%s:%d: %s] %s\\n", loc->file, loc->line, t->name, what);
    if (WIFEXITED(st) && WEXITSTATUS(st)) fail_status = WEXITSTATUS(st);"""),
        ('build.c', """    t->failed = !ok;
    if (!ok && !opt.keep_going) exit(2);
    return ok ? U_OK : U_FAIL;
}

static void delete_intermediates""", """    t->failed = !ok;
    if (!ok && !opt.keep_going) exit(fail_status);
    return ok ? U_OK : U_FAIL;
}

static void delete_intermediates""")],
 variant='''
def test_exit_status_command_status_passed(mm):
    assert mm(makefile="go:\\n\\t@exit 5\\n")[0] == 2
'''),
]
