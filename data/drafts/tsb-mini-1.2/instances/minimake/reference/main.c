/* minimake: a make-like build tool. Command line and start-up. */
#include "mm.h"

extern char **environ;
char *program_path;
int make_level;
char *make_flags = "";

static const char *USAGE = "Usage: minimake [OPTION]... [TARGET | NAME=VALUE]...\n";

static void usage_error(const char *fmt, const char *arg) {
    fputs("minimake: ", stderr);
    fprintf(stderr, fmt, arg);
    fputc('\n', stderr);
    fputs(USAGE, stderr);
    exit(2);
}

static void print_help(void) {
    fputs(USAGE, stdout);
    fputs("Options:\n"
          "  -B, --always-make           remake every target that has a rule\n"
          "  -C DIR, --directory=DIR     change to DIR before doing anything\n"
          "  -e, --environment-overrides environment variables override makefile assignments\n"
          "  -f FILE, --file=FILE        read FILE as a makefile\n"
          "  -h, --help                  print this help and exit\n"
          "  -I DIR, --include-dir=DIR   look for included makefiles in DIR too\n"
          "  -i, --ignore-errors         ignore errors from recipes\n"
          "  -k, --keep-going            keep going when some targets cannot be made\n"
          "  -n, --dry-run               print recipes without running them\n"
          "  -q, --question              run nothing; exit 1 if a target is not up to date\n"
          "  -s, --silent                do not echo recipes\n"
          "  -S, --no-keep-going         cancel -k\n"
          "      --no-silent             cancel -s\n"
          "  -t, --touch                 touch targets instead of remaking them\n"
          "  -v, --version               print the version and exit\n"
          "  -r, --no-builtin-rules      do not use the built-in pattern rules\n"
          "  -R, --no-builtin-variables  do not define the built-in variables (implies -r)\n"
          "  -j [N], --jobs              accepted; recipes run one at a time\n"
          "  -L, --check-symlink-times   use the latest time of a symbolic link chain\n"
          "  -p, --print-data-base       print the rules and variables read\n"
          "  -o FILE, --old-file=FILE    never remake FILE and ignore its time\n"
          "  -W FILE, --what-if=FILE     consider FILE just remade\n"
          "  -w, --print-directory       print the working directory before and after\n"
          "      --no-print-directory    cancel -w\n"
          "      --eval=TEXT             read TEXT as makefile lines first\n"
          "      --warn-undefined-variables  warn when an undefined variable is referenced\n"
          "      --trace                 say why each recipe runs\n",
          stdout);
}

typedef struct {
    const char *name;
    char letter;
    bool takes_value;
} LongOpt;

static const LongOpt longopts[] = {
    {"always-make", 'B', false},  {"directory", 'C', true},    {"environment-overrides", 'e', false},
    {"file", 'f', true},          {"makefile", 'f', true},     {"help", 'h', false},
    {"ignore-errors", 'i', false}, {"keep-going", 'k', false}, {"dry-run", 'n', false},
    {"just-print", 'n', false},   {"question", 'q', false},    {"silent", 's', false},
    {"quiet", 's', false},        {"no-keep-going", 'S', false}, {"touch", 't', false},
    {"version", 'v', false},      {"old-file", 'o', true},     {"assume-old", 'o', true},
    {"what-if", 'W', true},       {"new-file", 'W', true},     {"assume-new", 'W', true},
    {"print-directory", 'w', false}, {"no-print-directory", 'x', false}, {"eval", 'E', true},
    {"warn-undefined-variables", 'u', false}, {"trace", 'T', false},
    {"print-data-base", 'p', false}, {"no-builtin-rules", 'r', false},
    {"no-builtin-variables", 'R', false}, {"include-dir", 'I', true},
    {"check-symlink-times", 'L', false}, {"jobs", 'j', false}, {"no-silent", 'Q', false},
};

static StrList makefiles, dirs, goals, assigns, old_files, new_files, evals;

static void apply_flag(char c, const char *value) {
    switch (c) {
    case 'B': opt.always_make = true; break;
    case 'e': opt.env_override = true; break;
    case 'i': opt.ignore_errors = true; break;
    case 'k': opt.keep_going = true; break;
    case 'S': opt.keep_going = false; break;
    case 'n': opt.dry_run = true; break;
    case 'q': opt.question = true; break;
    case 's': opt.silent = true; break;
    case 't': opt.touch = true; break;
    case 'f': sl_push(&makefiles, xstrdup(value)); break;
    case 'C': sl_push(&dirs, xstrdup(value)); break;
    case 'o': sl_push(&old_files, xstrdup(value)); break;
    case 'I': sl_push(&include_dirs, xstrdup(value)); break;
    case 'L': opt.symlink_times = true; break;
    case 'Q': opt.silent = false; break;
    case 'j': break; /* accepted; recipes always run one at a time */
    case 'W': sl_push(&new_files, xstrdup(value)); break;
    case 'E': sl_push(&evals, xstrdup(value)); break;
    case 'w': opt.print_dir = true; break;
    case 'x': opt.print_dir = false; break;
    case 'u': opt.warn_undefined = true; break;
    case 'T': opt.trace = true; break;
    case 'p': opt.print_db = true; break;
    case 'r': opt.no_builtin_rules = true; break;
    case 'R': opt.no_builtin_vars = opt.no_builtin_rules = true; break;
    case 'h': print_help(); exit(0);
    case 'v': puts("minimake 1.2"); exit(0);
    }
}

static void parse_args(int argc, char **argv) {
    bool only_operands = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (only_operands || a[0] != '-' || a[1] == 0) {
            if (strchr(a, '='))
                sl_push(&assigns, xstrdup(a));
            else
                sl_push(&goals, xstrdup(a));
            continue;
        }
        if (strcmp(a, "--") == 0) {
            only_operands = true;
            continue;
        }
        if (a[1] == '-') {
            const char *body = a + 2;
            const char *eq = strchr(body, '=');
            size_t nl = eq ? (size_t)(eq - body) : strlen(body);
            const LongOpt *lo = NULL;
            for (size_t k = 0; k < sizeof longopts / sizeof longopts[0]; k++)
                if (strlen(longopts[k].name) == nl && strncmp(longopts[k].name, body, nl) == 0)
                    lo = &longopts[k];
            if (!lo) {
                char *nm = xstrndup(a, (size_t)(2 + nl));
                usage_error("unknown option '%s'", nm);
            }
            if (lo->takes_value) {
                const char *v;
                if (eq) {
                    v = eq + 1;
                } else if (i + 1 < argc) {
                    v = argv[++i];
                } else {
                    usage_error("option '%s' requires an argument", a);
                    v = NULL;
                }
                apply_flag(lo->letter, v);
            } else {
                if (eq) {
                    char *nm = xstrndup(a, (size_t)(2 + nl));
                    usage_error("option '%s' doesn't allow an argument", nm);
                }
                apply_flag(lo->letter, NULL);
            }
            continue;
        }
        for (const char *p = a + 1; *p; p++) {
            char c = *p;
            if (c == 'f' || c == 'C' || c == 'o' || c == 'W' || c == 'I') {
                const char *v;
                if (p[1]) {
                    v = p + 1;
                } else if (i + 1 < argc) {
                    v = argv[++i];
                } else {
                    char nm[3] = {'-', c, 0};
                    usage_error("option '%s' requires an argument", nm);
                    v = NULL;
                }
                apply_flag(c, v);
                break;
            }
            if (c == 'j') {
                /* -j and -jN: the number, if any, is the rest of the argument */
                const char *q = p + 1;
                while (*q && isdigit((unsigned char)*q)) q++;
                if (*q) {
                    char nm[3] = {'-', *q, 0};
                    usage_error("unknown option '%s'", nm);
                }
                break;
            }
            if (!strchr("BeikSnqsthvwprRL", c)) {
                char nm[3] = {'-', c, 0};
                usage_error("unknown option '%s'", nm);
            }
            apply_flag(c, NULL);
        }
    }
}

static const char *builtin_vars[][2] = {
    {"AR", "ar"},
    {"ARFLAGS", "rv"},
    {"CC", "cc"},
    {"CXX", "c++"},
    {"CPP", "$(CC) -E"},
    {"RM", "rm -f"},
    {"COMPILE.c", "$(CC) $(CFLAGS) $(CPPFLAGS) -c"},
    {"COMPILE.cc", "$(CXX) $(CXXFLAGS) $(CPPFLAGS) -c"},
    {"LINK.o", "$(CC) $(LDFLAGS)"},
    {"OUTPUT_OPTION", "-o $@"},
};

static const char *builtin_rules[][3] = {
    {"%.o", "%.c", "$(COMPILE.c) $(OUTPUT_OPTION) $<"},
    {"%.o", "%.cc", "$(COMPILE.cc) $(OUTPUT_OPTION) $<"},
    {"%", "%.o", "$(LINK.o) $^ $(LDLIBS) -o $@"},
    {"(%)", "%", "$(AR) $(ARFLAGS) $@ $<"},
};

static void define_builtin_vars(void) {
    if (opt.no_builtin_vars) return;
    for (size_t i = 0; i < sizeof builtin_vars / sizeof builtin_vars[0]; i++)
        set_var(&global_vars, builtin_vars[i][0], builtin_vars[i][1], F_RECURSIVE, O_DEFAULT);
}

static void add_builtin_rules(void) {
    if (opt.no_builtin_rules) return;
    for (size_t i = 0; i < sizeof builtin_rules / sizeof builtin_rules[0]; i++) {
        PatRule *pr = xmalloc(sizeof *pr);
        memset(pr, 0, sizeof *pr);
        sl_push(&pr->targets, xstrdup(builtin_rules[i][0]));
        sl_push(&pr->deps, xstrdup(builtin_rules[i][1]));
        Recipe *r = xmalloc(sizeof *r);
        memset(r, 0, sizeof *r);
        r->loc.file = "<builtin>";
        r->loc.line = (int)i + 1;
        r->cap = r->n = 1;
        r->lines = xmalloc(sizeof *r->lines);
        r->lines[0].text = xstrdup(builtin_rules[i][2]);
        r->lines[0].loc = r->loc;
        pr->recipe = r;
        pr->builtin = true;
        *pat_rules_tail = pr;
        pat_rules_tail = &pr->next;
    }
}

static void import_environment(void) {
    for (char **e = environ; *e; e++) {
        const char *eq = strchr(*e, '=');
        if (!eq || eq == *e) continue;
        char *name = xstrndup(*e, (size_t)(eq - *e));
        if (valid_var_name(name) && strcmp(name, "SHELL") != 0 && strcmp(name, "MAKEFLAGS") != 0 &&
            strcmp(name, "MAKELEVEL") != 0 && strcmp(name, "MAKE_RESTARTS") != 0)
            set_var(&global_vars, name, eq + 1, F_RECURSIVE, O_ENV)->from_env = true;
        free(name);
    }
}

static void apply_assignments(void) {
    for (size_t i = 0; i < assigns.n; i++) {
        const char *a = assigns.v[i];
        const char *eq = strchr(a, '=');
        bool simple = eq > a && eq[-1] == ':';
        const char *nend = simple ? eq - 1 : eq;
        if (simple && nend > a && nend[-1] == ':') nend--;
        char *name = xstrndup(a, (size_t)(nend - a));
        if (!valid_var_name(name)) {
            fputs("minimake: invalid variable assignment '", stderr);
            fputs(a, stderr);
            fputs("'\n", stderr);
            exit(2);
        }
        if (simple) {
            char *v = expand(eq + 1);
            set_var(&global_vars, name, v, F_SIMPLE, O_CMDLINE);
            free(v);
        } else {
            set_var(&global_vars, name, eq + 1, F_RECURSIVE, O_CMDLINE);
        }
        free(name);
    }
}

static void apply_special_targets(void) {
    Target *t;
    if ((t = find_target(".PHONY")))
        for (size_t i = 0; i < t->deps.n; i++) get_target(t->deps.v[i])->phony = true;
    if ((t = find_target(".SILENT"))) {
        if (!t->deps.n) silent_all = true;
        for (size_t i = 0; i < t->deps.n; i++) get_target(t->deps.v[i])->silent = true;
    }
    if ((t = find_target(".IGNORE"))) {
        if (!t->deps.n) ignore_all = true;
        for (size_t i = 0; i < t->deps.n; i++) get_target(t->deps.v[i])->ignore = true;
    }
    if ((t = find_target(".PRECIOUS")))
        for (size_t i = 0; i < t->deps.n; i++) get_target(t->deps.v[i])->precious = true;
    if (find_target(".ONESHELL")) oneshell = true;
    if (find_target(".POSIX")) {
        Var *sf = vs_find(&global_vars, ".SHELLFLAGS");
        if (sf && sf->origin == O_DEFAULT) set_var(&global_vars, ".SHELLFLAGS", "-ec", F_RECURSIVE, O_DEFAULT);
    }
    if ((t = find_target(".LOW_RESOLUTION_TIME")))
        for (size_t i = 0; i < t->deps.n; i++) get_target(t->deps.v[i])->low_res = true;
    if ((t = find_target(".INTERMEDIATE")))
        for (size_t i = 0; i < t->deps.n; i++) get_target(t->deps.v[i])->intermediate = true;
    if ((t = find_target(".SECONDARY"))) {
        if (!t->deps.n) secondary_all = true;
        for (size_t i = 0; i < t->deps.n; i++) {
            Target *d = get_target(t->deps.v[i]);
            d->secondary = d->intermediate = true;
        }
    }
    if ((t = find_target(".NOTINTERMEDIATE"))) {
        if (!t->deps.n) notintermediate_all = true;
        for (size_t i = 0; i < t->deps.n; i++) get_target(t->deps.v[i])->notintermediate = true;
    }
    if (find_target(".DELETE_ON_ERROR")) delete_on_error = true;
    if (find_target(".EXPORT_ALL_VARIABLES") || export_all)
        for (Var *v = global_vars.head; v; v = v->next)
            if (v->exported == 0 && v->origin != O_AUTOMATIC && v->origin != O_DEFAULT)
                v->exported = 1;
    default_target = find_target(".DEFAULT");
}

static char *dir_prefix(void) {
    return make_level ? xasprintf("minimake[%d]", make_level) : xstrdup("minimake");
}

static char *entered_dir;

static void leave_directory(void) {
    char *p = dir_prefix();
    fflush(stdout);
    printf("%s: Leaving directory '%s'\n", p, entered_dir);
    fflush(stdout);
    free(p);
}

static void read_level_and_flags(void) {
    const char *lv = getenv("MAKELEVEL");
    if (lv && *lv) {
        bool digits = true;
        for (const char *p = lv; *p; p++)
            if (!isdigit((unsigned char)*p)) digits = false;
        if (digits && strlen(lv) < 6) make_level = atoi(lv);
    }
    const char *mf = getenv("MAKEFLAGS");
    if (!mf) return;
    /* words separated by unescaped spaces; a backslash makes the next character literal */
    StrList words = {0};
    Buf w;
    buf_init(&w);
    bool in_word = false;
    for (const char *p = mf;; p++) {
        if (!*p || *p == ' ') {
            if (in_word) sl_push(&words, buf_take(&w));
            in_word = false;
            if (!*p) break;
            continue;
        }
        in_word = true;
        if (*p == '\\' && p[1]) p++;
        buf_addc(&w, *p);
    }
    buf_free(&w);
    size_t i = 0;
    if (words.n && strcmp(words.v[0], "--") != 0) {
        const char *f = words.v[0];
        if (*f == '-') f++;
        for (; *f; f++)
            if (strchr("BeikSnqstrR", *f)) apply_flag(*f, NULL);
        i = 1;
    }
    while (i < words.n && strcmp(words.v[i], "--") != 0) i++;
    for (i++; i < words.n; i++)
        if (strchr(words.v[i], '=')) sl_push(&assigns, xstrdup(words.v[i]));
    sl_free(&words);
}

static void compute_flags(void) {
    Buf b;
    buf_init(&b);
    if (opt.always_make) buf_addc(&b, 'B');
    if (opt.env_override) buf_addc(&b, 'e');
    if (opt.ignore_errors) buf_addc(&b, 'i');
    if (opt.keep_going) buf_addc(&b, 'k');
    if (opt.dry_run) buf_addc(&b, 'n');
    if (opt.question) buf_addc(&b, 'q');
    if (opt.silent) buf_addc(&b, 's');
    if (opt.touch) buf_addc(&b, 't');
    if (opt.no_builtin_rules && !opt.no_builtin_vars) buf_addc(&b, 'r');
    if (opt.no_builtin_vars) buf_addc(&b, 'R');
    if (assigns.n) {
        if (b.len) buf_addc(&b, ' ');
        buf_adds(&b, "--");
        for (size_t i = 0; i < assigns.n; i++) {
            buf_addc(&b, ' ');
            for (const char *p = assigns.v[i]; *p; p++) {
                if (*p == ' ' || *p == '\\') buf_addc(&b, '\\');
                buf_addc(&b, *p);
            }
        }
    }
    make_flags = buf_take(&b);
}

static int restarts;

static void read_restarts(void) {
    const char *r = getenv("MAKE_RESTARTS");
    if (r && *r && strlen(r) < 6 && strspn(r, "0123456789") == strlen(r)) restarts = atoi(r);
    unsetenv("MAKE_RESTARTS");
}

static void restart(char **argv) {
    char n[16];
    snprintf(n, sizeof n, "%d", restarts + 1);
    setenv("MAKE_RESTARTS", n, 1);
    fflush(stdout);
    fflush(stderr);
    execvp(program_path, argv);
    fatal_noloc("cannot restart: %s", strerror(errno));
}

int main(int argc, char **argv) {
    program_path = argv[0];
    read_restarts();
    read_level_and_flags();
    parse_args(argc, argv);
    compute_flags();
    for (size_t i = 0; i < dirs.n; i++) {
        if (chdir(dirs.v[i]) != 0)
            fatal_noloc("cannot change to directory '%s': %s", dirs.v[i], strerror(errno));
    }
    if (opt.print_dir) {
        char *d = getcwd(NULL, 0);
        entered_dir = d ? d : xstrdup("");
        char *p = dir_prefix();
        if (!restarts) printf("%s: Entering directory '%s'\n", p, entered_dir);
        free(p);
        atexit(leave_directory);
    }
    define_builtin_vars();
    import_environment();
    char *cwd = getcwd(NULL, 0);
    set_var(&global_vars, "CURDIR", cwd ? cwd : "", F_SIMPLE, O_FILE);
    free(cwd);
    set_var(&global_vars, "MAKE", program_path, F_SIMPLE, O_DEFAULT);
    set_var(&global_vars, "SHELL", "/bin/sh", F_RECURSIVE, O_DEFAULT);
    set_var(&global_vars, ".SHELLFLAGS", "-c", F_RECURSIVE, O_DEFAULT);
    set_var(&global_vars, "MAKEFILE_LIST", "", F_SIMPLE, O_FILE);
    char lvl[16];
    snprintf(lvl, sizeof lvl, "%d", make_level);
    set_var(&global_vars, "MAKELEVEL", lvl, F_SIMPLE, O_DEFAULT);
    set_var(&global_vars, "MAKEFLAGS", make_flags, F_SIMPLE, O_DEFAULT);
    if (restarts) {
        char rs[16];
        snprintf(rs, sizeof rs, "%d", restarts);
        set_var(&global_vars, "MAKE_RESTARTS", rs, F_SIMPLE, O_DEFAULT);
    }
    char *gl = join_words(&goals);
    set_var(&global_vars, "MAKECMDGOALS", gl, F_SIMPLE, O_DEFAULT);
    free(gl);
    char *idl = join_words(&include_dirs);
    set_var(&global_vars, ".INCLUDE_DIRS", idl, F_SIMPLE, O_DEFAULT);
    free(idl);
    apply_assignments();
    for (size_t i = 0; i < evals.n; i++) parse_text(evals.v[i], "--eval", 1, false);

    bool have_makefile = false;
    if (makefiles.n) {
        for (size_t i = 0; i < makefiles.n; i++) parse_file(makefiles.v[i], NULL, false);
        have_makefile = true;
    } else {
        const char *names[] = {"makefile", "Makefile"};
        for (int i = 0; i < 2; i++) {
            if (access(names[i], F_OK) == 0) {
                parse_file(names[i], NULL, false);
                have_makefile = true;
                break;
            }
        }
    }
    apply_special_targets();
    add_builtin_rules();
    for (size_t i = 0; i < old_files.n; i++) get_target(old_files.v[i])->assume_old = true;
    for (size_t i = 0; i < new_files.n; i++) get_target(new_files.v[i])->assume_new = true;
    cur_loc.file = NULL;
    cur_loc.line = 0;
    if (remake_makefiles()) {
        if (opt.print_dir) {
            /* the restarted run prints the leaving message */
            fflush(stdout);
        }
        restart(argv);
    }
    if (opt.print_db) print_database();

    if (!goals.n) {
        Var *dg = vs_find(&global_vars, ".DEFAULT_GOAL");
        char *dgv = dg ? var_value(dg, &global_vars) : NULL;
        if (dgv) split_words(dgv, &goals);
        free(dgv);
        if (!goals.n && default_goal) sl_push(&goals, xstrdup(default_goal));
        if (!goals.n) {
            if (!have_makefile) fatal_noloc("no targets specified and no makefile found");
            fatal_noloc("no targets");
        }
    }
    return build_goals(&goals);
}
