/* minimake: the function library. */
#include "mm.h"
#include <glob.h>

typedef char *(*FnImpl)(const char *name, StrList *args);

typedef struct {
    const char *name;
    int min, max; /* max 0: unlimited */
    bool lazy;    /* arguments are passed unexpanded */
    FnImpl fn;
} FnDef;

static char *words_joined(StrList *w) {
    char *r = join_words(w);
    sl_free(w);
    return r;
}

static char *fn_subst(const char *n, StrList *a) {
    (void)n;
    const char *from = a->v[0], *to = a->v[1], *text = a->v[2];
    size_t fl = strlen(from);
    if (fl == 0) return xstrdup(text);
    Buf b;
    buf_init(&b);
    const char *p = text;
    for (;;) {
        const char *q = strstr(p, from);
        if (!q) break;
        buf_addn(&b, p, (size_t)(q - p));
        buf_adds(&b, to);
        p = q + fl;
    }
    buf_adds(&b, p);
    return buf_take(&b);
}

static char *fn_patsubst(const char *n, StrList *a) {
    (void)n;
    const char *pat = a->v[0], *rep = a->v[1];
    bool pct = strchr(pat, '%') != NULL;
    StrList w = {0}, out = {0};
    split_words(a->v[2], &w);
    for (size_t i = 0; i < w.n; i++) {
        size_t so, sl;
        if (pattern_match(pat, w.v[i], &so, &sl)) {
            if (pct) {
                char *stem = xstrndup(w.v[i] + so, sl);
                sl_push(&out, pattern_subst(rep, stem));
                free(stem);
            } else {
                sl_push(&out, xstrdup(rep));
            }
        } else {
            sl_push(&out, xstrdup(w.v[i]));
        }
    }
    sl_free(&w);
    return words_joined(&out);
}

static char *fn_strip(const char *n, StrList *a) {
    (void)n;
    StrList w = {0};
    split_words(a->v[0], &w);
    return words_joined(&w);
}

static char *fn_findstring(const char *n, StrList *a) {
    (void)n;
    return xstrdup(strstr(a->v[1], a->v[0]) ? a->v[0] : "");
}

static bool matches_any(StrList *pats, const char *word) {
    for (size_t i = 0; i < pats->n; i++)
        if (pattern_match(pats->v[i], word, NULL, NULL)) return true;
    return false;
}

static char *fn_filter(const char *n, StrList *a) {
    bool out_mode = strcmp(n, "filter-out") == 0;
    StrList pats = {0}, w = {0}, out = {0};
    split_words(a->v[0], &pats);
    split_words(a->v[1], &w);
    for (size_t i = 0; i < w.n; i++)
        if (matches_any(&pats, w.v[i]) != out_mode) sl_push(&out, xstrdup(w.v[i]));
    sl_free(&pats);
    sl_free(&w);
    return words_joined(&out);
}

static int cmp_str(const void *x, const void *y) {
    return strcmp(*(char *const *)x, *(char *const *)y);
}

static char *fn_sort(const char *n, StrList *a) {
    (void)n;
    StrList w = {0}, out = {0};
    split_words(a->v[0], &w);
    if (w.n) qsort(w.v, w.n, sizeof *w.v, cmp_str);
    for (size_t i = 0; i < w.n; i++)
        if (i == 0 || strcmp(w.v[i], w.v[i - 1]) != 0) sl_push(&out, xstrdup(w.v[i]));
    sl_free(&w);
    return words_joined(&out);
}

static long parse_count(const char *fname, const char *which, const char *text) {
    char *t = trim(text);
    bool ok = *t != 0;
    for (char *p = t; *p; p++)
        if (!isdigit((unsigned char)*p)) ok = false;
    if (!ok) fatal("non-numeric %s argument to '%s' function: '%s'", which, fname, t);
    errno = 0;
    long v = strtol(t, NULL, 10);
    if (errno) v = 1L << 30;
    free(t);
    return v;
}

static char *fn_word(const char *n, StrList *a) {
    long i = parse_count(n, "first", a->v[0]);
    if (i < 1) fatal("first argument to 'word' function must be greater than 0");
    StrList w = {0};
    split_words(a->v[1], &w);
    char *r = xstrdup((size_t)i <= w.n ? w.v[i - 1] : "");
    sl_free(&w);
    return r;
}

static char *fn_wordlist(const char *n, StrList *a) {
    long s = parse_count(n, "first", a->v[0]);
    long e = parse_count(n, "second", a->v[1]);
    if (s < 1) fatal("invalid first argument to 'wordlist' function: '%ld'", s);
    StrList w = {0}, out = {0};
    split_words(a->v[2], &w);
    for (long i = s; i <= e && (size_t)i <= w.n; i++) sl_push(&out, xstrdup(w.v[i - 1]));
    sl_free(&w);
    return words_joined(&out);
}

static char *fn_words(const char *n, StrList *a) {
    StrList w = {0};
    split_words(a->v[0], &w);
    char *r;
    if (strcmp(n, "words") == 0)
        r = xasprintf("%zu", w.n);
    else if (w.n == 0)
        r = xstrdup("");
    else if (strcmp(n, "firstword") == 0)
        r = xstrdup(w.v[0]);
    else
        r = xstrdup(w.v[w.n - 1]);
    sl_free(&w);
    return r;
}

static char *fn_path(const char *n, StrList *a) {
    StrList w = {0}, out = {0};
    split_words(a->v[0], &w);
    for (size_t i = 0; i < w.n; i++) {
        const char *word = w.v[i];
        const char *slash = strrchr(word, '/');
        const char *base = slash ? slash + 1 : word;
        const char *dot = strrchr(base, '.');
        if (strcmp(n, "dir") == 0) {
            sl_push(&out, slash ? xstrndup(word, (size_t)(slash - word) + 1) : xstrdup("./"));
        } else if (strcmp(n, "notdir") == 0) {
            if (*base) sl_push(&out, xstrdup(base));
        } else if (strcmp(n, "suffix") == 0) {
            if (dot) sl_push(&out, xstrdup(dot));
        } else { /* basename */
            sl_push(&out, dot ? xstrndup(word, (size_t)(dot - word)) : xstrdup(word));
        }
    }
    sl_free(&w);
    return words_joined(&out);
}

static char *fn_addfix(const char *n, StrList *a) {
    bool suffix = strcmp(n, "addsuffix") == 0;
    StrList w = {0}, out = {0};
    split_words(a->v[1], &w);
    for (size_t i = 0; i < w.n; i++)
        sl_push(&out, suffix ? xasprintf("%s%s", w.v[i], a->v[0]) : xasprintf("%s%s", a->v[0], w.v[i]));
    sl_free(&w);
    return words_joined(&out);
}

static char *fn_join(const char *n, StrList *a) {
    (void)n;
    StrList x = {0}, y = {0}, out = {0};
    split_words(a->v[0], &x);
    split_words(a->v[1], &y);
    size_t m = x.n > y.n ? x.n : y.n;
    for (size_t i = 0; i < m; i++)
        sl_push(&out, xasprintf("%s%s", i < x.n ? x.v[i] : "", i < y.n ? y.v[i] : ""));
    sl_free(&x);
    sl_free(&y);
    return words_joined(&out);
}

static char *fn_wildcard(const char *n, StrList *a) {
    (void)n;
    StrList w = {0}, out = {0};
    split_words(a->v[0], &w);
    for (size_t i = 0; i < w.n; i++) {
        glob_t g;
        if (glob(w.v[i], 0, NULL, &g) == 0) {
            for (size_t j = 0; j < g.gl_pathc; j++) sl_push(&out, xstrdup(g.gl_pathv[j]));
            globfree(&g);
        }
    }
    sl_free(&w);
    return words_joined(&out);
}

static char *abspath1(const char *word) {
    Buf path;
    buf_init(&path);
    if (word[0] != '/') {
        char *cwd = getcwd(NULL, 0);
        if (cwd) buf_adds(&path, cwd);
        free(cwd);
        buf_addc(&path, '/');
    }
    buf_adds(&path, word);
    StrList parts = {0};
    char *p = path.s;
    while (*p) {
        while (*p == '/') p++;
        if (!*p) break;
        char *s = p;
        while (*p && *p != '/') p++;
        size_t l = (size_t)(p - s);
        if (l == 1 && s[0] == '.') continue;
        if (l == 2 && s[0] == '.' && s[1] == '.') {
            if (parts.n) free(parts.v[--parts.n]);
            continue;
        }
        sl_push(&parts, xstrndup(s, l));
    }
    Buf out;
    buf_init(&out);
    for (size_t i = 0; i < parts.n; i++) {
        buf_addc(&out, '/');
        buf_adds(&out, parts.v[i]);
    }
    if (!parts.n) buf_addc(&out, '/');
    sl_free(&parts);
    buf_free(&path);
    return buf_take(&out);
}

static char *fn_abspath(const char *n, StrList *a) {
    (void)n;
    StrList w = {0}, out = {0};
    split_words(a->v[0], &w);
    for (size_t i = 0; i < w.n; i++) sl_push(&out, abspath1(w.v[i]));
    sl_free(&w);
    return words_joined(&out);
}

static bool blank(const char *s) {
    for (; *s; s++)
        if (!is_space(*s)) return false;
    return true;
}

static char *fn_if(const char *n, StrList *a) {
    (void)n;
    char *c = expand(a->v[0]);
    bool yes = !blank(c);
    free(c);
    if (yes) return expand(a->v[1]);
    return a->n > 2 ? expand(a->v[2]) : xstrdup("");
}

static char *fn_or(const char *n, StrList *a) {
    (void)n;
    for (size_t i = 0; i < a->n; i++) {
        char *r = expand(a->v[i]);
        if (!blank(r)) return r;
        free(r);
    }
    return xstrdup("");
}

static char *fn_and(const char *n, StrList *a) {
    (void)n;
    char *r = NULL;
    for (size_t i = 0; i < a->n; i++) {
        free(r);
        r = expand(a->v[i]);
        if (blank(r)) {
            free(r);
            return xstrdup("");
        }
    }
    return r;
}

static char *fn_foreach(const char *n, StrList *a) {
    (void)n;
    char *vn = expand(a->v[0]);
    char *name = trim(vn);
    free(vn);
    char *list = expand(a->v[1]);
    StrList w = {0}, out = {0};
    split_words(list, &w);
    free(list);
    VarSet scope = {NULL, cur_scope, 0};
    VarSet *saved = cur_scope;
    cur_scope = &scope;
    for (size_t i = 0; i < w.n; i++) {
        set_var(&scope, name, w.v[i], F_SIMPLE, O_AUTOMATIC);
        char *r = expand(a->v[2]);
        if (*r)
            sl_push(&out, r);
        else
            free(r);
    }
    cur_scope = saved;
    Var *v = scope.head;
    if (v) {
        free(v->name);
        free(v->value);
        free(v);
    }
    free(name);
    sl_free(&w);
    return words_joined(&out);
}

static char *fn_call(const char *n, StrList *a) {
    (void)n;
    char *name = trim(a->v[0]);
    VarSet *where;
    Var *fv = lookup_var(name, &where);
    if (!fv) {
        free(name);
        return xstrdup("");
    }
    VarSet scope = {NULL, cur_scope, (int)a->n};
    set_var(&scope, "0", name, F_SIMPLE, O_AUTOMATIC);
    for (size_t i = 1; i < a->n; i++) {
        char num[24];
        snprintf(num, sizeof num, "%zu", i);
        set_var(&scope, num, a->v[i], F_SIMPLE, O_AUTOMATIC);
    }
    VarSet *saved = cur_scope;
    cur_scope = &scope;
    /* a called variable may call itself: no self-reference check here */
    char *r = fv->flavor == F_SIMPLE ? xstrdup(fv->value) : expand(fv->value);
    (void)where;
    cur_scope = saved;
    for (Var *v = scope.head; v;) {
        Var *nx = v->next;
        free(v->name);
        free(v->value);
        free(v);
        v = nx;
    }
    free(name);
    return r;
}

static char *fn_value(const char *n, StrList *a) {
    (void)n;
    char *name = trim(a->v[0]);
    Var *v = lookup_var(name, NULL);
    free(name);
    return xstrdup(v ? v->value : "");
}

static char *fn_origin(const char *n, StrList *a) {
    char *name = trim(a->v[0]);
    Var *v = lookup_var(name, NULL);
    free(name);
    if (strcmp(n, "flavor") == 0)
        return xstrdup(!v ? "undefined" : v->flavor == F_SIMPLE ? "simple" : "recursive");
    if (!v) return xstrdup("undefined");
    static const char *names[] = {"default", "environment", "file", "command line", "override",
                                  "automatic"};
    return xstrdup(names[v->origin]);
}

static char *fn_shell(const char *n, StrList *a) {
    (void)n;
    int status;
    char *out = run_shell_capture(a->v[0], &status);
    size_t l = strlen(out);
    while (l && out[l - 1] == '\n') out[--l] = 0;
    for (char *p = out; *p; p++)
        if (*p == '\n') *p = ' ';
    char st[24];
    snprintf(st, sizeof st, "%d", status);
    set_var(&global_vars, ".SHELLSTATUS", st, F_SIMPLE, O_OVERRIDE);
    return out;
}

static char *fn_msg(const char *n, StrList *a) {
    if (strcmp(n, "error") == 0) fatal("%s", a->v[0]);
    if (strcmp(n, "warning") == 0) {
        warn_at(&cur_loc, "%s", a->v[0]);
    } else {
        fputs(a->v[0], stdout);
        fputc('\n', stdout);
    }
    return xstrdup("");
}

static char *fn_eval(const char *n, StrList *a) {
    (void)n;
    Loc saved = cur_loc;
    parse_text(a->v[0], cur_loc.file, cur_loc.line, true);
    cur_loc = saved;
    return xstrdup("");
}


static char *fn_let(const char *n, StrList *a) {
    (void)n;
    char *ve = expand(a->v[0]);
    char *le = expand(a->v[1]);
    StrList names = {0}, words = {0};
    split_words(ve, &names);
    split_words(le, &words);
    free(ve);
    free(le);
    VarSet scope = {NULL, cur_scope, 0};
    for (size_t i = 0; i < names.n; i++) {
        char *val;
        if (i + 1 == names.n && words.n > i) {
            StrList rest = {0};
            for (size_t j = i; j < words.n; j++) sl_push(&rest, xstrdup(words.v[j]));
            val = join_words(&rest);
            sl_free(&rest);
        } else {
            val = xstrdup(i < words.n ? words.v[i] : "");
        }
        set_var(&scope, names.v[i], val, F_SIMPLE, O_AUTOMATIC);
        free(val);
    }
    VarSet *saved = cur_scope;
    cur_scope = &scope;
    char *r = expand(a->v[2]);
    cur_scope = saved;
    for (Var *v = scope.head; v;) {
        Var *nx = v->next;
        free(v->name);
        free(v->value);
        free(v);
        v = nx;
    }
    sl_free(&names);
    sl_free(&words);
    return r;
}

/* Checks an integer for intcmp; returns the normalised form: sign and digits without leading
   zeros ("0" for zero). */
static char *int_arg(const char *which, const char *text) {
    char *t = trim(text);
    const char *p = t;
    bool neg = false;
    if (*p == '-' || *p == '+') {
        neg = *p == '-';
        p++;
    }
    bool ok = *p != 0;
    for (const char *q = p; *q; q++)
        if (!isdigit((unsigned char)*q)) ok = false;
    if (!ok) fatal("non-numeric %s argument to 'intcmp' function: '%s'", which, t);
    while (*p == '0' && p[1]) p++;
    char *r = (neg && strcmp(p, "0") != 0) ? xasprintf("-%s", p) : xstrdup(p);
    free(t);
    return r;
}

static int int_cmp(const char *a, const char *b) {
    bool na = a[0] == '-', nb = b[0] == '-';
    if (na != nb) return na ? -1 : 1;
    const char *da = na ? a + 1 : a, *db = nb ? b + 1 : b;
    size_t la = strlen(da), lb = strlen(db);
    int c = la != lb ? (la < lb ? -1 : 1) : strcmp(da, db);
    if (c > 0) c = 1;
    if (c < 0) c = -1;
    return na ? -c : c;
}

static char *fn_intcmp(const char *n, StrList *a) {
    (void)n;
    char *le = expand(a->v[0]), *re = expand(a->v[1]);
    char *l = int_arg("first", le), *r = int_arg("second", re);
    int c = int_cmp(l, r);
    char *res;
    if (a->n == 2) {
        res = xstrdup(c == 0 ? l : "");
    } else {
        size_t idx;
        if (c < 0)
            idx = 2;
        else if (c == 0)
            idx = 3;
        else
            idx = a->n > 4 ? 4 : 3;
        res = idx < a->n ? expand(a->v[idx]) : xstrdup("");
    }
    free(le);
    free(re);
    free(l);
    free(r);
    return res;
}

static char *fn_file(const char *n, StrList *a) {
    (void)n;
    char *spec = trim(a->v[0]);
    const char *p = spec;
    int mode;
    if (strncmp(p, ">>", 2) == 0) {
        mode = 2;
        p += 2;
    } else if (*p == '>') {
        mode = 1;
        p++;
    } else if (*p == '<') {
        mode = 0;
        p++;
    } else {
        fatal("invalid file operation: '%s'", spec);
        mode = -1;
    }
    char *name = trim(p);
    if (!*name) fatal("missing filename in 'file' function");
    char *res = xstrdup("");
    if (mode == 0) {
        if (a->n > 1) fatal("the 'file' function does not take text when reading");
        FILE *fp = fopen(name, "r");
        if (fp) {
            Buf b;
            buf_init(&b);
            char tmp[4096];
            size_t k;
            while ((k = fread(tmp, 1, sizeof tmp, fp)) > 0) buf_addn(&b, tmp, k);
            fclose(fp);
            free(res);
            res = buf_take(&b);
            size_t l = strlen(res);
            if (l && res[l - 1] == '\n') res[l - 1] = 0;
        }
    } else {
        FILE *fp = fopen(name, mode == 1 ? "w" : "a");
        if (!fp) fatal("cannot open '%s' for writing: %s", name, strerror(errno));
        if (a->n > 1) {
            const char *text = a->v[1];
            size_t l = strlen(text);
            fputs(text, fp);
            if (l == 0 || text[l - 1] != '\n') fputc('\n', fp);
        }
        fclose(fp);
    }
    free(name);
    free(spec);
    return res;
}

static char *fn_realpath(const char *n, StrList *a) {
    (void)n;
    StrList w = {0}, out = {0};
    split_words(a->v[0], &w);
    for (size_t i = 0; i < w.n; i++) {
        char *r = realpath(w.v[i], NULL);
        if (r) sl_push(&out, r);
    }
    sl_free(&w);
    return words_joined(&out);
}

static const FnDef fns[] = {
    {"subst", 3, 3, false, fn_subst},
    {"patsubst", 3, 3, false, fn_patsubst},
    {"strip", 1, 1, false, fn_strip},
    {"findstring", 2, 2, false, fn_findstring},
    {"filter", 2, 2, false, fn_filter},
    {"filter-out", 2, 2, false, fn_filter},
    {"sort", 1, 1, false, fn_sort},
    {"word", 2, 2, false, fn_word},
    {"wordlist", 3, 3, false, fn_wordlist},
    {"words", 1, 1, false, fn_words},
    {"firstword", 1, 1, false, fn_words},
    {"lastword", 1, 1, false, fn_words},
    {"dir", 1, 1, false, fn_path},
    {"notdir", 1, 1, false, fn_path},
    {"suffix", 1, 1, false, fn_path},
    {"basename", 1, 1, false, fn_path},
    {"addsuffix", 2, 2, false, fn_addfix},
    {"addprefix", 2, 2, false, fn_addfix},
    {"join", 2, 2, false, fn_join},
    {"wildcard", 1, 1, false, fn_wildcard},
    {"abspath", 1, 1, false, fn_abspath},
    {"if", 2, 3, true, fn_if},
    {"or", 1, 0, true, fn_or},
    {"and", 1, 0, true, fn_and},
    {"foreach", 3, 3, true, fn_foreach},
    {"call", 1, 0, false, fn_call},
    {"value", 1, 1, false, fn_value},
    {"origin", 1, 1, false, fn_origin},
    {"flavor", 1, 1, false, fn_origin},
    {"shell", 1, 1, false, fn_shell},
    {"error", 1, 1, false, fn_msg},
    {"warning", 1, 1, false, fn_msg},
    {"info", 1, 1, false, fn_msg},
    {"eval", 1, 1, false, fn_eval},
    {"let", 3, 3, true, fn_let},
    {"intcmp", 2, 5, true, fn_intcmp},
    {"file", 1, 2, false, fn_file},
    {"realpath", 1, 1, false, fn_realpath},
};

static const FnDef *find_fn(const char *name, size_t n) {
    for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++)
        if (strlen(fns[i].name) == n && strncmp(fns[i].name, name, n) == 0) return &fns[i];
    return NULL;
}

bool is_function_name(const char *name, size_t n) { return find_fn(name, n) != NULL; }

char *call_function(const char *name, const char *args, bool *found) {
    const FnDef *f = find_fn(name, strlen(name));
    *found = f != NULL;
    if (!f) return xstrdup("");
    StrList a = {0};
    int depth = 0;
    const char *s = args, *p = args;
    for (; *p; p++) {
        if (*p == '(' || *p == '{')
            depth++;
        else if (*p == ')' || *p == '}')
            depth--;
        else if (*p == ',' && depth <= 0 && (f->max == 0 || (int)a.n < f->max - 1)) {
            sl_push(&a, xstrndup(s, (size_t)(p - s)));
            s = p + 1;
        }
    }
    sl_push(&a, xstrdup(s));
    if ((int)a.n < f->min)
        fatal("insufficient number of arguments (%zu) to function '%s'", a.n, name);
    if (!f->lazy) {
        for (size_t i = 0; i < a.n; i++) {
            char *e = expand(a.v[i]);
            free(a.v[i]);
            a.v[i] = e;
        }
    }
    char *r = f->fn(name, &a);
    sl_free(&a);
    return r;
}
