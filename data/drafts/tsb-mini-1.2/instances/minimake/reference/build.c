/* minimake: deciding what to remake and running recipes. */
#include "mm.h"
#include <fcntl.h>
#include <signal.h>

extern char **environ;

Options opt;
bool silent_all, ignore_all, oneshell, delete_on_error, secondary_all, notintermediate_all;
static StrList remade_order; /* targets whose recipe really ran, in order */
Target *default_target;
static long commands_run;
static bool question_dirty;

/* ---- environment for child processes ---- */

static bool var_exported(Var *v) {
    if (v->is_private) return false;
    if (v->exported == 1) return true;
    if (v->exported == -1) return false;
    return v->from_env || v->origin == O_CMDLINE;
}

char **make_envp(void) {
    StrList env = {0};
    /* names handled by variables */
    StrList names = {0}, values = {0}, removed = {0};
    for (Var *v = global_vars.head; v; v = v->next) {
        if (var_exported(v)) {
            VarSet *where;
            Var *cv = lookup_var(v->name, &where);
            sl_push(&names, xstrdup(v->name));
            sl_push(&values, var_value(cv ? cv : v, cv ? where : &global_vars));
        } else if (v->from_env) {
            sl_push(&removed, xstrdup(v->name));
        }
    }
    for (char **e = environ; *e; e++) {
        const char *eq = strchr(*e, '=');
        if (!eq) continue;
        char *nm = xstrndup(*e, (size_t)(eq - *e));
        bool skip = sl_has(&names, nm) || sl_has(&removed, nm) || strcmp(nm, "MAKELEVEL") == 0 ||
                    strcmp(nm, "MAKEFLAGS") == 0;
        free(nm);
        if (!skip) sl_push(&env, xstrdup(*e));
    }
    for (size_t i = 0; i < names.n; i++) {
        if (strcmp(names.v[i], "MAKELEVEL") == 0 || strcmp(names.v[i], "MAKEFLAGS") == 0) continue;
        sl_push(&env, xasprintf("%s=%s", names.v[i], values.v[i]));
    }
    sl_push(&env, xasprintf("MAKELEVEL=%d", make_level + 1));
    if (*make_flags) sl_push(&env, xasprintf("MAKEFLAGS=%s", make_flags));
    sl_free(&names);
    sl_free(&values);
    sl_free(&removed);
    sl_push(&env, NULL);
    return env.v;
}

static void free_envp(char **envp) {
    for (char **e = envp; *e; e++) free(*e);
    free(envp);
}

/* The shell command line: $(SHELL), the words of $(.SHELLFLAGS), then the command. */
static char **shell_argv(const char *cmd) {
    VarSet *where;
    Var *sv = lookup_var("SHELL", &where);
    char *shell = sv ? var_value(sv, where) : xstrdup("/bin/sh");
    char *sh = trim(shell);
    free(shell);
    if (!*sh) {
        free(sh);
        sh = xstrdup("/bin/sh");
    }
    Var *fv = lookup_var(".SHELLFLAGS", &where);
    char *flags = fv ? var_value(fv, where) : xstrdup("-c");
    StrList args = {0};
    sl_push(&args, sh);
    split_words(flags, &args);
    free(flags);
    sl_push(&args, xstrdup(cmd));
    sl_push(&args, NULL);
    return args.v;
}

static void free_argv(char **argv) {
    for (char **a = argv; *a; a++) free(*a);
    free(argv);
}

static void exec_shell(char **argv, char **envp) {
    extern char **environ;
    environ = envp;
    if (strchr(argv[0], '/'))
        execv(argv[0], argv);
    else
        execvp(argv[0], argv);
    int e = errno;
    char msg[512];
    int n = snprintf(msg, sizeof msg, "minimake: cannot run '%s': %s\n", argv[0], strerror(e));
    if (n > 0) {
        ssize_t w = write(2, msg, (size_t)n < sizeof msg ? (size_t)n : sizeof msg - 1);
        (void)w;
    }
    _exit(127);
}

static int run_sh(const char *cmd, char **envp, int out_fd) {
    char **argv = shell_argv(cmd);
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0) fatal_noloc("cannot fork: %s", strerror(errno));
    if (pid == 0) {
        if (out_fd >= 0) {
            dup2(out_fd, 1);
            close(out_fd);
        }
        exec_shell(argv, envp);
    }
    free_argv(argv);
    int st;
    while (waitpid(pid, &st, 0) < 0)
        if (errno != EINTR) return -1;
    return st;
}

char *run_shell_capture(const char *cmd, int *status) {
    int fds[2];
    if (pipe(fds) < 0) fatal_noloc("cannot create pipe: %s", strerror(errno));
    char **envp = make_envp();
    char **argv = shell_argv(cmd);
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0) fatal_noloc("cannot fork: %s", strerror(errno));
    if (pid == 0) {
        close(fds[0]);
        dup2(fds[1], 1);
        close(fds[1]);
        exec_shell(argv, envp);
    }
    free_argv(argv);
    close(fds[1]);
    Buf b;
    buf_init(&b);
    char tmp[4096];
    ssize_t n;
    while ((n = read(fds[0], tmp, sizeof tmp)) != 0) {
        if (n < 0) {
            if (errno == EINTR) continue;
            break;
        }
        buf_addn(&b, tmp, (size_t)n);
    }
    close(fds[0]);
    int st = 0;
    while (waitpid(pid, &st, 0) < 0)
        if (errno != EINTR) break;
    free_envp(envp);
    if (WIFEXITED(st))
        *status = WEXITSTATUS(st);
    else if (WIFSIGNALED(st))
        *status = 128 + WTERMSIG(st);
    else
        *status = 1;
    /* NUL bytes in the output end it */
    char *s = buf_take(&b);
    return s;
}

/* ---- file times ---- */

static bool newer(const struct timespec *a, const struct timespec *b);

static void stat_target(Target *t) {
    struct stat st;
    char *arch, *mem;
    if (archive_split(t->name, &arch, &mem)) {
        time_t when;
        t->exists = archive_member_time(arch, mem, &when);
        t->mtime.tv_sec = t->exists ? when : 0;
        t->mtime.tv_nsec = 0;
        free(arch);
        free(mem);
        return;
    }
    if (stat(t->name, &st) == 0) {
        t->exists = true;
        t->mtime = st.st_mtim;
        if (opt.symlink_times) {
            /* the latest time among the links leading to the file */
            char *cur = xstrdup(t->name);
            for (int hops = 0; hops < 40; hops++) {
                struct stat ls;
                if (lstat(cur, &ls) != 0 || !S_ISLNK(ls.st_mode)) break;
                if (newer(&ls.st_mtim, &t->mtime)) t->mtime = ls.st_mtim;
                char buf[4096];
                ssize_t n = readlink(cur, buf, sizeof buf - 1);
                if (n < 0) break;
                buf[n] = 0;
                char *next;
                const char *slash = strrchr(cur, '/');
                if (buf[0] == '/' || !slash)
                    next = xstrdup(buf);
                else
                    next = xasprintf("%.*s/%s", (int)(slash - cur), cur, buf);
                free(cur);
                cur = next;
            }
            free(cur);
        }
    } else {
        t->exists = false;
        t->mtime.tv_sec = 0;
        t->mtime.tv_nsec = 0;
    }
}

static char *candidate(const char *dir, const char *name) {
    size_t l = strlen(dir);
    return (l && dir[l - 1] == '/') ? xasprintf("%s%s", dir, name) : xasprintf("%s/%s", dir, name);
}

char *vpath_search(const char *name) {
    if (name[0] == '/' || archive_split(name, NULL, NULL)) return NULL;
    struct stat st;
    for (Vpath *v = vpaths; v; v = v->next) {
        if (!pattern_match(v->pattern, name, NULL, NULL)) continue;
        for (size_t i = 0; i < v->dirs.n; i++) {
            char *c = candidate(v->dirs.v[i], name);
            if (stat(c, &st) == 0) return c;
            free(c);
        }
    }
    Var *vv = vs_find(&global_vars, "VPATH");
    if (!vv) return NULL;
    VarSet *saved = cur_scope;
    cur_scope = &global_vars;
    char *val = var_value(vv, &global_vars);
    cur_scope = saved;
    char *found = NULL;
    for (char *s = val; *s && !found;) {
        size_t l = strcspn(s, ": \t\n");
        if (l) {
            char *dir = xstrndup(s, l);
            char *c = candidate(dir, name);
            free(dir);
            if (stat(c, &st) == 0)
                found = c;
            else
                free(c);
        }
        s += l;
        if (*s) s++;
    }
    free(val);
    return found;
}

static char *shown_name(const char *n) {
    Target *d = find_target(n);
    return xstrdup(d && d->path ? d->path : n);
}

static void shown_list(const StrList *in, StrList *out) {
    for (size_t i = 0; i < in->n; i++) sl_push(out, shown_name(in->v[i]));
}

static bool newer(const struct timespec *a, const struct timespec *b) {
    return a->tv_sec > b->tv_sec || (a->tv_sec == b->tv_sec && a->tv_nsec > b->tv_nsec);
}

/* ---- pattern rules ---- */

#define MAX_CHAIN 8

static PatRule *find_pattern(const char *name, PatRule **chain, int depth, char **stem_out);

static bool can_make(const char *name, PatRule **chain, int depth) {
    Target *t = find_target(name);
    if (t && (t->has_rule || t->recipe)) return true;
    struct stat st;
    if (stat(name, &st) == 0) return true;
    char *arch, *mem;
    if (archive_split(name, &arch, &mem)) {
        time_t when;
        bool found = archive_member_time(arch, mem, &when);
        free(arch);
        free(mem);
        if (found) return true;
    }
    char *vp = vpath_search(name);
    if (vp) {
        free(vp);
        return true;
    }
    char *stem = NULL;
    PatRule *pr = find_pattern(name, chain, depth, &stem);
    free(stem);
    return pr != NULL;
}

static PatRule *find_pattern(const char *name, PatRule **chain, int depth, char **stem_out) {
    if (depth >= MAX_CHAIN) return NULL;
    for (PatRule *pr = pat_rules; pr; pr = pr->next) {
        if (!pr->recipe) continue;
        bool used = false;
        for (int i = 0; i < depth; i++)
            if (chain[i] == pr) used = true;
        if (used) continue;
        for (size_t k = 0; k < pr->targets.n; k++) {
            size_t so, sl;
            if (!pattern_match(pr->targets.v[k], name, &so, &sl) || sl == 0) continue;
            char *stem = xstrndup(name + so, sl);
            chain[depth] = pr;
            bool ok = true;
            for (size_t j = 0; ok && j < pr->deps.n + pr->oodeps.n; j++) {
                const char *dp = j < pr->deps.n ? pr->deps.v[j] : pr->oodeps.v[j - pr->deps.n];
                char *d = pattern_subst(dp, stem);
                if (!can_make(d, chain, depth + 1)) ok = false;
                free(d);
            }
            if (ok) {
                *stem_out = stem;
                return pr;
            }
            free(stem);
        }
    }
    return NULL;
}

/* ---- automatic variables ---- */

static void add_unique(StrList *l, const char *s) {
    if (!sl_has(l, s)) sl_push(l, xstrdup(s));
}

static void set_auto(VarSet *vs, const char *name, const char *value) {
    set_var(vs, name, value, F_SIMPLE, O_AUTOMATIC);
    /* D and F forms */
    StrList w = {0}, d = {0}, f = {0};
    split_words(value, &w);
    for (size_t i = 0; i < w.n; i++) {
        const char *slash = strrchr(w.v[i], '/');
        if (slash) {
            sl_push(&d, slash == w.v[i] ? xstrdup("/") : xstrndup(w.v[i], (size_t)(slash - w.v[i])));
            sl_push(&f, xstrdup(slash + 1));
        } else {
            sl_push(&d, xstrdup("."));
            sl_push(&f, xstrdup(w.v[i]));
        }
    }
    char *dj = join_words(&d), *fj = join_words(&f);
    char nm[8];
    snprintf(nm, sizeof nm, "%sD", name);
    set_var(vs, nm, dj, F_SIMPLE, O_AUTOMATIC);
    snprintf(nm, sizeof nm, "%sF", name);
    set_var(vs, nm, fj, F_SIMPLE, O_AUTOMATIC);
    free(dj);
    free(fj);
    sl_free(&w);
    sl_free(&d);
    sl_free(&f);
}

static void free_varset(VarSet *vs) {
    for (Var *v = vs->head; v;) {
        Var *n = v->next;
        free(v->name);
        free(v->value);
        free(v);
        v = n;
    }
    vs->head = NULL;
}

/* ---- running a recipe ---- */

typedef struct {
    bool silent, ignore, force;
    const char *cmd;
} Line;

/* A recipe line whose unexpanded text refers to $(MAKE) or ${MAKE} runs even under -n and -t. */
static bool mentions_make(const char *text) {
    return strstr(text, "$(MAKE)") || strstr(text, "${MAKE}");
}

static const char *strip_prefixes(const char *s, bool *silent, bool *ignore, bool *force) {
    for (;; s++) {
        if (*s == '@')
            *silent = true;
        else if (*s == '-')
            *ignore = true;
        else if (*s == '+')
            *force = true;
        else if (!is_space(*s))
            break;
    }
    return s;
}

static bool blank(const char *s) {
    for (; *s; s++)
        if (!is_space(*s)) return false;
    return true;
}

static void delete_target_file(Target *t) {
    if (!delete_on_error || t->phony || t->precious) return;
    struct stat st;
    if (lstat(t->name, &st) == 0 && S_ISREG(st.st_mode)) {
        fflush(stdout);
        fprintf(stderr, "minimake: *** deleting file '%s'\n", t->name);
        unlink(t->name);
    }
}

/* Runs one command; returns true on success (or ignored failure). */
static bool run_command(Target *t, const Loc *loc, const char *cmd, bool silent, bool ignore) {
    if (!silent) {
        fputs(cmd, stdout);
        fputc('\n', stdout);
    }
    commands_run++;
    char **envp = make_envp();
    int st = run_sh(cmd, envp, -1);
    free_envp(envp);
    if (WIFEXITED(st) && WEXITSTATUS(st) == 0) return true;
    char what[64];
    if (WIFSIGNALED(st))
        snprintf(what, sizeof what, "Signal %d", WTERMSIG(st));
    else
        snprintf(what, sizeof what, "Error %d", WIFEXITED(st) ? WEXITSTATUS(st) : 1);
    fflush(stdout);
    if (ignore) {
        fprintf(stderr, "minimake: [%s:%d: %s] %s (ignored)\n", loc->file, loc->line, t->name, what);
        return true;
    }
    fprintf(stderr, "minimake: *** [%s:%d: %s] %s\n", loc->file, loc->line, t->name, what);
    delete_target_file(t);
    return false;
}

static void touch_file(Target *t) {
    int fd = open(t->name, O_WRONLY | O_CREAT, 0666);
    if (fd < 0) fatal_noloc("cannot touch '%s': %s", t->name, strerror(errno));
    close(fd);
    if (utimensat(AT_FDCWD, t->name, NULL, 0) != 0)
        fatal_noloc("cannot touch '%s': %s", t->name, strerror(errno));
}

/* Returns true on success. */
static bool run_recipe(Target *t, Recipe *r, StrList *deps, StrList *oodeps, StrList *newer_deps,
                       const char *stem) {
    VarSet autos = {NULL, &t->vars, 0};
    char *arch = NULL, *mem = NULL;
    bool is_member = archive_split(t->name, &arch, &mem);
    /* pattern-specific variables: the later a matching pattern was defined, the nearer */
    size_t npv = 0;
    for (PatVars *pv = pat_vars; pv; pv = pv->next) npv++;
    VarSet *pchain = xmalloc((npv ? npv : 1) * sizeof *pchain);
    VarSet *parent = &global_vars;
    size_t k = 0;
    for (PatVars *pv = pat_vars; pv; pv = pv->next) {
        if (!pattern_match(pv->pattern, t->name, NULL, NULL)) continue;
        pchain[k].head = pv->vars.head;
        pchain[k].parent = parent;
        pchain[k].call_args = 0;
        parent = &pchain[k++];
    }
    t->vars.parent = parent;
    set_auto(&autos, "@", is_member ? arch : t->name);
    set_auto(&autos, "%", is_member ? mem : "");
    set_auto(&autos, "<", deps->n ? deps->v[0] : "");
    StrList uniq = {0}, ouniq = {0};
    for (size_t i = 0; i < deps->n; i++) add_unique(&uniq, deps->v[i]);
    for (size_t i = 0; i < oodeps->n; i++) add_unique(&ouniq, oodeps->v[i]);
    char *s;
    set_auto(&autos, "^", s = join_words(&uniq));
    free(s);
    set_auto(&autos, "+", s = join_words(deps));
    free(s);
    set_auto(&autos, "|", s = join_words(&ouniq));
    free(s);
    set_auto(&autos, "?", s = join_words(newer_deps));
    free(s);
    set_auto(&autos, "*", stem ? stem : "");
    sl_free(&uniq);
    sl_free(&ouniq);

    VarSet *saved = cur_scope;
    cur_scope = &autos;
    bool saved_in_recipe = in_recipe;
    in_recipe = true;
    char **exp = xmalloc((r->n + 1) * sizeof *exp);
    for (size_t i = 0; i < r->n; i++) {
        cur_loc = r->lines[i].loc;
        exp[i] = expand(r->lines[i].text);
    }
    bool ok = true;
    bool tsilent = opt.silent || silent_all || t->silent;
    bool tignore = opt.ignore_errors || ignore_all || t->ignore;
    if (oneshell && r->n) {
        bool silent = false, ignore = false, force = false;
        for (size_t i = 0; i < r->n; i++)
            if (mentions_make(r->lines[i].text)) force = true;
        Buf script;
        buf_init(&script);
        for (size_t i = 0; i < r->n; i++) {
            bool s2 = false, i2 = false, f2 = false;
            const char *c = strip_prefixes(exp[i], i == 0 ? &silent : &s2, i == 0 ? &ignore : &i2,
                                           i == 0 ? &force : &f2);
            if (i) buf_addc(&script, '\n');
            buf_adds(&script, c);
        }
        if (!blank(script.s ? script.s : "")) {
            if (opt.dry_run && !force) {
                puts(script.s);
                commands_run++;
            } else if (!(opt.touch && !force)) {
                ok = run_command(t, &r->lines[0].loc, script.s, silent || tsilent, ignore || tignore);
            }
        }
        buf_free(&script);
    } else {
        for (size_t i = 0; i < r->n && ok; i++) {
            bool silent = false, ignore = false, force = mentions_make(r->lines[i].text);
            /* an expansion with newlines gives several commands; the prefixes of the first
               apply to all of them */
            const char *part = exp[i];
            bool first = true;
            while (ok && part) {
                const char *nl = part;
                while ((nl = strchr(nl, '\n')) && nl > part && nl[-1] == '\\') nl++;
                char *cmdtext = nl ? xstrndup(part, (size_t)(nl - part)) : xstrdup(part);
                part = nl ? nl + 1 : NULL;
                bool s2 = silent, i2 = ignore, f2 = force;
                const char *c = strip_prefixes(cmdtext, &s2, &i2, &f2);
                if (first) {
                    silent = s2;
                    ignore = i2;
                    force = f2;
                    first = false;
                }
                if (blank(c)) {
                } else if (opt.dry_run && !f2) {
                    fputs(c, stdout);
                    fputc('\n', stdout);
                    commands_run++;
                } else if (!(opt.touch && !f2)) {
                    ok = run_command(t, &r->lines[i].loc, c, s2 || tsilent, i2 || tignore);
                }
                free(cmdtext);
            }
        }
    }
    for (size_t i = 0; i < r->n; i++) free(exp[i]);
    free(exp);
    cur_scope = saved;
    in_recipe = saved_in_recipe;
    free_varset(&autos);
    t->vars.parent = &global_vars;
    free(pchain);
    free(arch);
    free(mem);
    if (ok && opt.touch && !opt.dry_run && !t->phony && !is_member) {
        if (!tsilent) printf("touch %s\n", t->name);
        commands_run++;
        touch_file(t);
    }
    return ok;
}

/* ---- the update walk ---- */

enum { U_OK = 0, U_FAIL = 1, U_DROPPED = 2 };

static int update(Target *t, Target *parent);

/* Whether prerequisite d is newer than target t; a target in .LOW_RESOLUTION_TIME compares
   whole seconds only. */
static bool dep_newer(Target *d, Target *t) {
    if (t->low_res) return d->mtime.tv_sec > t->mtime.tv_sec;
    return newer(&d->mtime, &t->mtime);
}

static bool is_intermediate(Target *d) {
    if (d->notintermediate || d->is_goal) return false;
    return d->intermediate || (d->intermediate_auto && !notintermediate_all);
}

/* Whether the file of a prerequisite exists (here or by directory search); sets *mt. */
static bool file_time(const char *name, struct timespec *mt) {
    struct stat st;
    if (stat(name, &st) == 0) {
        *mt = st.st_mtim;
        return true;
    }
    char *p = vpath_search(name);
    if (!p) return false;
    bool ok = stat(p, &st) == 0;
    if (ok) *mt = st.st_mtim;
    free(p);
    return ok;
}

/* A missing intermediate file need not be made if the target that needs it exists and is not
   older than any of the intermediate's own prerequisites. */
static bool can_skip_intermediate(Target *d, Target *t) {
    if (!is_intermediate(d) || d->state != S_NEW || d->phony || !t->exists || t->phony ||
        opt.always_make)
        return false;
    struct timespec mt;
    if (file_time(d->name, &mt)) return false;
    StrList dd = {0};
    bool have = false;
    if (d->recipe) {
        for (size_t i = 0; i < d->deps.n; i++) sl_push(&dd, xstrdup(d->deps.v[i]));
        have = true;
    } else {
        PatRule *chain[MAX_CHAIN];
        char *st = NULL;
        PatRule *pr = find_pattern(d->name, chain, 0, &st);
        if (pr) {
            have = true;
            for (size_t i = 0; i < pr->deps.n; i++) sl_push(&dd, pattern_subst(pr->deps.v[i], st));
            for (size_t i = 0; i < d->deps.n; i++) sl_push(&dd, xstrdup(d->deps.v[i]));
        }
        free(st);
    }
    bool ok = have;
    for (size_t i = 0; ok && i < dd.n; i++) {
        Target *x = find_target(dd.v[i]);
        if (x && x->phony) ok = false;
        else if (!file_time(dd.v[i], &mt) ||
                 (t->low_res ? mt.tv_sec > t->mtime.tv_sec : newer(&mt, &t->mtime)))
            ok = false;
    }
    sl_free(&dd);
    return ok;
}

/* --trace: one line saying why a recipe is about to run. */
static void trace_reason(Target *t, Recipe *r, bool existed, StrList *newer_deps) {
    if (!opt.trace || !r) return;
    printf("%s:%d: update target '%s' due to: ", r->loc.file ? r->loc.file : "", r->loc.line,
           t->name);
    if (t->phony)
        fputs("target is phony", stdout);
    else if (!existed)
        fputs("target does not exist", stdout);
    else if (newer_deps->n) {
        for (size_t i = 0; i < newer_deps->n; i++) {
            if (i) fputc(' ', stdout);
            fputs(newer_deps->v[i], stdout);
        }
    } else
        fputs("always-make", stdout);
    fputc('\n', stdout);
}

/* Updates a target given by double-colon rules: each rule on its own, in order. */
static bool update_double(Target *t) {
    bool ok = true;
    for (DcRule *dc = t->dc; dc && ok; dc = dc->next) {
        bool failed = false;
        StrList live = {0};
        for (size_t i = 0; i < dc->deps.n + dc->oodeps.n; i++) {
            bool normal = i < dc->deps.n;
            const char *dn = normal ? dc->deps.v[i] : dc->oodeps.v[i - dc->deps.n];
            int r = update(get_target(dn), t);
            if (r == U_FAIL) {
                failed = true;
                if (!opt.keep_going) break;
            } else if (r == U_OK && normal) {
                sl_push(&live, xstrdup(dn));
            }
        }
        if (failed) {
            sl_free(&live);
            ok = false;
            break;
        }
        bool ood = !t->exists || dc->deps.n == 0 || opt.always_make;
        StrList newer_deps = {0};
        for (size_t i = 0; i < live.n; i++) {
            Target *d = find_target(live.v[i]);
            if (d->assume_old) continue;
            bool nw = d->updated || (d->exists && dep_newer(d, t));
            if (nw) ood = true;
            if (nw || !t->exists) add_unique(&newer_deps, live.v[i]);
        }
        if (ood) {
            if (opt.question) {
                if (dc->recipe->n) question_dirty = true;
            } else {
                StrList sd = {0}, so = {0}, sn = {0};
                shown_list(&dc->deps, &sd);
                shown_list(&dc->oodeps, &so);
                shown_list(&newer_deps, &sn);
                free(t->path);
                t->path = NULL;
                trace_reason(t, dc->recipe, t->exists, &sn);
                ok = run_recipe(t, dc->recipe, &sd, &so, &sn, NULL);
                sl_free(&sd);
                sl_free(&so);
                sl_free(&sn);
            }
            if (ok) {
                t->updated = true;
                if (!opt.question) stat_target(t);
            }
        }
        if (dc->recipe->n && (!t->resolved_recipe || !t->resolved_recipe->n))
            t->resolved_recipe = dc->recipe;
        sl_free(&newer_deps);
        sl_free(&live);
    }
    return ok;
}

static int update(Target *t, Target *parent) {
    if (t->state == S_DONE) return t->failed ? U_FAIL : U_OK;
    if (t->state == S_RUNNING) {
        fflush(stdout);
        fprintf(stderr, "minimake: warning: circular dependency '%s' <- '%s' dropped\n",
                parent ? parent->name : "", t->name);
        return U_DROPPED;
    }
    t->state = S_RUNNING;
    stat_target(t);
    t->existed_before = t->exists;
    if (!t->exists && !t->phony) {
        char *found = vpath_search(t->name);
        if (found) {
            struct stat st;
            if (stat(found, &st) == 0) {
                t->path = found;
                t->exists = true;
                t->mtime = st.st_mtim;
            } else {
                free(found);
            }
        }
    }
    if (t->assume_old || t->assume_new) {
        /* -o: never remade, its time counts for nothing; -W: counts as just remade */
        t->updated = t->assume_new;
        t->state = S_DONE;
        return U_OK;
    }

    if (t->sx_texts.n) {
        /* .SECONDEXPANSION: expand the prerequisite texts again, with $@ and $* set */
        VarSet autos = {NULL, &t->vars, 0};
        set_auto(&autos, "@", t->name);
        set_auto(&autos, "*", t->stem ? t->stem : "");
        VarSet *saved = cur_scope;
        cur_scope = &autos;
        for (size_t i = 0; i < t->sx_texts.n; i++) {
            char *e = expand(t->sx_texts.v[i]);
            StrList w = {0};
            split_words(e, &w);
            archive_words(&w);
            free(e);
            bool after = false;
            for (size_t j = 0; j < w.n; j++) {
                if (strcmp(w.v[j], "|") == 0)
                    after = true;
                else if (strcmp(w.v[j], ".WAIT") == 0)
                    continue;
                else
                    sl_push(after ? &t->oodeps : &t->deps, xstrdup(w.v[j]));
            }
            sl_free(&w);
        }
        cur_scope = saved;
        free_varset(&autos);
        sl_free(&t->sx_texts);
    }
    if (t->double_colon) {
        bool ok = update_double(t);
        t->state = S_DONE;
        t->failed = !ok;
        if (!ok && !opt.keep_going) exit(2);
        return ok ? U_OK : U_FAIL;
    }

    Recipe *recipe = t->recipe;
    const char *stem = t->stem;
    StrList deps = {0}, oodeps = {0};
    bool matched = false;
    char *pstem = NULL;
    if (!recipe && !t->phony) {
        PatRule *chain[MAX_CHAIN];
        PatRule *pr = find_pattern(t->name, chain, 0, &pstem);
        char *mem;
        if (!pr && archive_split(t->name, NULL, &mem)) {
            /* an archive member is also matched as "(MEMBER)" */
            char *paren = xasprintf("(%s)", mem);
            pr = find_pattern(paren, chain, 0, &pstem);
            free(paren);
            free(mem);
        }
        if (pr) {
            matched = true;
            recipe = pr->recipe;
            stem = pstem;
            for (size_t i = 0; i < pr->deps.n; i++) sl_push(&deps, pattern_subst(pr->deps.v[i], pstem));
            for (size_t i = 0; i < pr->oodeps.n; i++)
                sl_push(&oodeps, pattern_subst(pr->oodeps.v[i], pstem));
            for (size_t i = 0; i < deps.n + oodeps.n; i++) {
                Target *d = get_target(i < deps.n ? deps.v[i] : oodeps.v[i - deps.n]);
                if (!d->mentioned) d->intermediate_auto = true;
            }
        }
    }
    for (size_t i = 0; i < t->deps.n; i++) sl_push(&deps, xstrdup(t->deps.v[i]));
    for (size_t i = 0; i < t->oodeps.n; i++) sl_push(&oodeps, xstrdup(t->oodeps.v[i]));
    bool via_default = false;
    if (!recipe && !t->has_rule && !matched && default_target && default_target->recipe) {
        recipe = default_target->recipe;
        via_default = true;
    }

    /* .EXTRA_PREREQS: prerequisites that are not in the automatic variables */
    StrList extra = {0};
    if (t->has_rule || matched || (recipe && !via_default)) {
        VarSet *saved = cur_scope;
        cur_scope = &t->vars;
        VarSet *where;
        Var *ev = lookup_var(".EXTRA_PREREQS", &where);
        if (ev) {
            char *val = var_value(ev, where);
            StrList w = {0};
            split_words(val, &w);
            free(val);
            bool self = sl_has(&w, t->name);
            for (size_t i = 0; i < w.n && !self; i++) sl_push(&extra, xstrdup(w.v[i]));
            sl_free(&w);
        }
        cur_scope = saved;
    }

    bool any_failed = false;
    StrList live = {0}; /* normal prerequisites not dropped */
    StrList extra_live = {0};
    for (size_t i = 0; i < extra.n && (!any_failed || opt.keep_going); i++) {
        int r = update(get_target(extra.v[i]), t);
        if (r == U_FAIL)
            any_failed = true;
        else if (r == U_OK)
            sl_push(&extra_live, xstrdup(extra.v[i]));
    }
    for (size_t i = 0; i < deps.n + oodeps.n; i++) {
        bool normal = i < deps.n;
        const char *dn = normal ? deps.v[i] : oodeps.v[i - deps.n];
        Target *d = get_target(dn);
        if (normal && can_skip_intermediate(d, t)) {
            d->state = S_DONE;
            d->exists = false;
            continue;
        }
        int r = update(d, t);
        if (r == U_FAIL) {
            any_failed = true;
            if (!opt.keep_going) break;
        } else if (r == U_OK && normal) {
            sl_push(&live, xstrdup(dn));
        }
    }
    bool ok = !any_failed;
    if (ok && !recipe && !t->has_rule && !matched && !t->exists && !t->phony) {
        fflush(stdout);
        if (parent)
            fprintf(stderr, "minimake: no rule to make target '%s', needed by '%s'\n", t->name,
                    parent->name);
        else
            fprintf(stderr, "minimake: no rule to make target '%s'\n", t->name);
        if (!opt.keep_going) exit(2);
        ok = false;
    }
    if (ok) {
        bool has_rule_here = (recipe && !via_default) || t->has_rule || matched;
        bool ood = t->phony || !t->exists || (opt.always_make && has_rule_here);
        StrList newer_deps = {0};
        for (size_t i = 0; i < live.n; i++) {
            Target *d = find_target(live.v[i]);
            if (d->assume_old) continue;
            bool nw = d->updated || (d->exists && dep_newer(d, t));
            if (nw) ood = true;
            if (nw || t->phony || !t->exists) add_unique(&newer_deps, live.v[i]);
        }
        for (size_t i = 0; i < extra_live.n; i++) {
            Target *d = find_target(extra_live.v[i]);
            if (d->assume_old) continue;
            if (d->updated || (d->exists && dep_newer(d, t))) ood = true;
        }
        /* a grouped target is also out of date when another member of its group is missing */
        for (size_t i = 0; i < t->group.n && !ood; i++) {
            struct stat st;
            if (strcmp(t->group.v[i], t->name) != 0 && stat(t->group.v[i], &st) != 0) ood = true;
        }
        if (ood) {
            if (opt.question) {
                if (recipe && recipe->n) question_dirty = true;
            } else if (recipe) {
                /* a target found by directory search is remade under its own name */
                free(t->path);
                t->path = NULL;
                StrList sd = {0}, so = {0}, sn = {0};
                shown_list(&deps, &sd);
                shown_list(&oodeps, &so);
                shown_list(&newer_deps, &sn);
                trace_reason(t, recipe, t->exists, &sn);
                ok = run_recipe(t, recipe, &sd, &so, &sn, stem);
                if (ok && !opt.dry_run && !opt.touch) sl_push(&remade_order, xstrdup(t->name));
                sl_free(&sd);
                sl_free(&so);
                sl_free(&sn);
            }
            if (ok) {
                t->updated = true;
                if (!t->path) stat_target(t);
                /* one run of a grouped recipe remakes every member */
                for (size_t i = 0; i < t->group.n; i++) {
                    Target *m = get_target(t->group.v[i]);
                    if (m == t || m->state == S_RUNNING) continue;
                    m->updated = true;
                    m->state = S_DONE;
                    m->failed = false;
                    m->resolved_recipe = recipe;
                    stat_target(m);
                }
            }
        }
        sl_free(&newer_deps);
    }
    t->resolved_recipe = recipe;
    sl_free(&extra);
    sl_free(&extra_live);
    sl_free(&live);
    sl_free(&deps);
    sl_free(&oodeps);
    free(pstem);
    t->state = S_DONE;
    t->failed = !ok;
    if (!ok && !opt.keep_going) exit(2);
    return ok ? U_OK : U_FAIL;
}

static void delete_intermediates(void) {
    StrList del = {0};
    for (size_t i = 0; i < remade_order.n; i++) {
        Target *t = find_target(remade_order.v[i]);
        if (!t || !is_intermediate(t) || t->existed_before || t->secondary || secondary_all ||
            t->precious || t->phony)
            continue;
        struct stat st;
        if (stat(t->name, &st) == 0 && !sl_has(&del, t->name)) sl_push(&del, xstrdup(t->name));
    }
    if (del.n) {
        if (!opt.silent && !silent_all) {
            char *j = join_words(&del);
            printf("rm %s\n", j);
            free(j);
        }
        fflush(stdout);
        for (size_t i = 0; i < del.n; i++) unlink(del.v[i]);
    }
    sl_free(&del);
}

/* Makefiles that have explicit rules are updated first; returns true if one of them was
   created or changed, so that minimake must start again. */
bool remake_makefiles(void) {
    bool changed = false;
    StrList names = {0};
    for (size_t i = 0; i < makefile_list.n; i++)
        if (strcmp(makefile_list.v[i], "-") != 0 && !sl_has(&names, makefile_list.v[i]))
            sl_push(&names, xstrdup(makefile_list.v[i]));
    for (size_t i = 0; i < n_missing_includes; i++)
        if (!sl_has(&names, missing_includes[i].name))
            sl_push(&names, xstrdup(missing_includes[i].name));
    bool may_remake = !opt.dry_run && !opt.question && !opt.touch;
    for (size_t i = 0; may_remake && i < names.n; i++) {
        Target *t = find_target(names.v[i]);
        if (!t || !t->has_rule || t->phony) continue;
        if (t->double_colon) {
            bool all_have = true;
            for (DcRule *dc = t->dc; dc; dc = dc->next)
                if (!dc->deps.n) all_have = false;
            if (!all_have) continue;
        }
        struct stat st;
        bool existed = stat(t->name, &st) == 0;
        struct timespec before = existed ? st.st_mtim : (struct timespec){0, 0};
        if (update(t, NULL) != U_OK) continue;
        if (stat(t->name, &st) == 0 &&
            (!existed || st.st_mtim.tv_sec != before.tv_sec || st.st_mtim.tv_nsec != before.tv_nsec))
            changed = true;
    }
    sl_free(&names);
    if (changed) return true;
    for (size_t i = 0; i < n_missing_includes; i++) {
        MissingInclude *mi = &missing_includes[i];
        struct stat st;
        if (!mi->optional && stat(mi->name, &st) != 0)
            fatal_at(&mi->loc, "cannot include '%s': %s", mi->name, mi->reason);
    }
    return false;
}

int build_goals(StrList *goals) {
    bool failed = false;
    for (size_t i = 0; i < goals->n; i++) get_target(goals->v[i])->is_goal = true;
    for (size_t i = 0; i < goals->n; i++) {
        Target *t = get_target(goals->v[i]);
        long before = commands_run;
        int r = update(t, NULL);
        if (r == U_FAIL) {
            failed = true;
            fflush(stdout);
            fprintf(stderr, "minimake: target '%s' not remade because of errors\n", t->name);
            continue;
        }
        if (commands_run == before && !opt.question && !opt.silent) {
            if (t->resolved_recipe && t->resolved_recipe->n)
                printf("minimake: '%s' is up to date.\n", t->name);
            else
                printf("minimake: nothing to be done for '%s'.\n", t->name);
        }
    }
    fflush(stdout);
    delete_intermediates();
    if (failed) return 2;
    if (opt.question && question_dirty) return 1;
    return 0;
}
