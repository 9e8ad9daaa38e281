MUTANTS = [
dict(id='command-echo-trailing-space-trimmed', section='command-echo',
 target='test_deep_fine.test_echo_keeps_trailing_whitespace',
 description="The echo of a command leaves out the whitespace at its end (the command itself still gets it), instead of showing the command exactly as it is run.",
 edits=[('build.c', """    if (!silent) {
        fputs(cmd, stdout);
        fputc('\\n', stdout);
    }
    commands_run++;""", """    if (!silent) {
        size_t cl = strlen(cmd);
        while (cl && is_space(cmd[cl - 1])) cl--;
        fwrite(cmd, 1, cl, stdout);
        fputc('\\n', stdout);
    }
    commands_run++;""")],
 variant='''
def test_command_echo_trailing_space_trimmed(mm):
    rc, out, err = mm(makefile="t:\\n\\tprintf '%s|' x \\n")
    assert (rc, out, err) == (0, "printf '%s|' x \\nx|", "")
'''),
dict(id='always-make-recipeless-not-newer', section='option-always-make',
 target='test_deep_fine.test_always_make_rule_without_recipe_in_newer_list',
 description="Under -B, a prerequisite whose rule has no recipe is left out of `$?` unless it is newer than the target, instead of counting as remade like every prerequisite with a rule.",
 edits=[('build.c', "            bool nw = d->updated || (d->exists && dep_newer(d, t));\n            if (nw) ood = true;\n            if (nw || t->phony",
         "            bool nw = (d->updated && !(opt.always_make && !d->resolved_recipe)) || (d->exists && dep_newer(d, t));\n            if (nw) ood = true;\n            if (nw || t->phony")],
 variant='''
def test_always_make_recipeless_not_newer(mm):
    mm.touch("hdr", 500)
    mm.touch("obj", 900)
    rc, out, err = mm("--always-make", makefile="obj: hdr\\n\\t@echo 'obj <$?>'\\nhdr:\\n")
    assert (rc, out, err) == (0, "obj <hdr>\\n", "")
'''),
]
MUTANTS += [
dict(id='posix-shellflags-origin-file', section='posix-wait',
 target='test_deep_fine.test_posix_shellflags_unchanged_while_reading',
 description="When .POSIX changes .SHELLFLAGS to -ec, the variable's origin becomes `file` instead of staying `default`.",
 edits=[('main.c', 'set_var(&global_vars, ".SHELLFLAGS", "-ec", F_RECURSIVE, O_DEFAULT);',
         'set_var(&global_vars, ".SHELLFLAGS", "-ec", F_RECURSIVE, O_FILE);')],
 variant='''
def test_posix_shellflags_origin_file(mm):
    mf = "go:\\n\\t@echo '$(origin .SHELLFLAGS)'\\n.POSIX:\\n"
    assert mm(makefile=mf) == (0, "default\\n", "")
'''),
]
MUTANTS += [
dict(id='recipe-override-duplicate-target-warns', section='recipe-override',
 target='test_deep_fine.test_override_duplicate_target_in_one_rule_no_warning',
 description="A target named more than once in one rule's targets gets the `overriding recipe` warning (the rule replaces its own recipe), instead of getting the recipe once without a warning.",
 edits=[('parse.c', "        if (t->recipe && t->recipe != ps->rule_recipe)\n", "        if (t->recipe)\n")],
 variant='''
def test_recipe_override_duplicate_target_warns(mm):
    assert mm("-s", makefile="out.txt lib out.txt: ; @echo made $@\\n") == (0, "made out.txt\\n", "")
'''),
]
MUTANTS += [
dict(id='patterns-suffix-case-insensitive', section='patterns',
 target='test_deep_fine.test_pattern_match_case_sensitive_suffix',
 description="The text after the `%` of a pattern is compared without regard to case (`%.c` matches `a.C`), instead of exactly.",
 edits=[('util.c', '#include "mm.h"\n', '#include "mm.h"\n#include <strings.h>\n'),
        ('util.c', "    if (strcmp(pc + 1, word + wl - suf) != 0) return false;", "    if (strcasecmp(pc + 1, word + wl - suf) != 0) return false;")],
 variant='''
def test_patterns_suffix_case_insensitive(mm):
    rc, out, err = mm("-f", "-", input="$(info <$(filter-out %.h,MAIN.H util.h)>)\\nq:\\n")
    assert (rc, out, err) == (0, "<MAIN.H>\\nminimake: nothing to be done for 'q'.\\n", "")
'''),
]
MUTANTS += [
dict(id='ignore-errors-signal-not-ignored', section='option-ignore-errors',
 target='test_deep_fine.test_ignore_errors_signal_ignored',
 description="A command killed by a signal is not ignored (by -i, `-` or .IGNORE): it stops the recipe with the `*** ... Signal S` error, instead of being ignored like any other failure.",
 edits=[('build.c', "    fflush(stdout);\n    if (ignore) {\n", "    fflush(stdout);\n    if (ignore && !WIFSIGNALED(st)) {\n")],
 variant='''
def test_ignore_errors_signal_not_ignored(mm):
    rc, out, err = mm("--ignore-errors", makefile="w:\\n\\t@kill -USR1 $$$$\\n\\t@echo next\\n")
    assert (rc, out, err) == (0, "next\\n", "minimake: [Makefile:2: w] Signal 10 (ignored)\\n")
'''),
]
MUTANTS += [
dict(id='grouped-failure-fails-members', section='grouped-targets',
 target='test_deep_fine.test_grouped_failed_recipe_members_tried_again',
 description="When a grouped target's recipe fails, every other member of the group counts as failed too (under -k its recipe is not tried again for them), instead of each member still to be updated running the recipe again on its own.",
 edits=[('build.c', "                ok = run_recipe(t, recipe, &sd, &so, &sn, stem);\n",
         """                ok = run_recipe(t, recipe, &sd, &so, &sn, stem);
                for (size_t i = 0; !ok && i < t->group.n; i++) {
                    Target *m = get_target(t->group.v[i]);
                    if (m == t || m->state == S_RUNNING) continue;
                    m->state = S_DONE;
                    m->failed = true;
                }
""")],
 variant='''
def test_grouped_failure_fails_members(mm):
    rc, out, err = mm("-k", "y.h", "y.c", makefile="y.c y.h &:\\n\\t@echo gen $@; exit 3\\n")
    assert (rc, out) == (2, "gen y.h\\ngen y.c\\n")
    assert err == ("minimake: *** [Makefile:2: y.h] Error 3\\n"
                   "minimake: target 'y.h' not remade because of errors\\n"
                   "minimake: *** [Makefile:2: y.c] Error 3\\n"
                   "minimake: target 'y.c' not remade because of errors\\n")
'''),
dict(id='grouped-touch-all-members', section='grouped-targets',
 target='test_deep_fine.test_grouped_touch_only_member_updated',
 description="Under -t, every member of a group is touched (created if missing) when the member whose update reached the recipe is touched, instead of only that member.",
 edits=[('build.c', "                    m->updated = true;\n                    m->state = S_DONE;\n",
         "                    m->updated = true;\n                    if (opt.touch && !opt.dry_run) touch_file(m);\n                    m->state = S_DONE;\n")],
 variant='''
def test_grouped_touch_all_members(mm):
    rc, out, err = mm("-t", "p.tab", makefile="p.tab p.out &:\\n\\t@echo gen\\n")
    assert (rc, out, err) == (0, "touch p.tab\\n", "")
    assert not mm.exists("p.out")
'''),
]
