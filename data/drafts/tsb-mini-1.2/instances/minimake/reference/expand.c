/* minimake: variable references and substitution references. */
#include "mm.h"

static int depth_guard;

/* p points just after the opening delimiter; returns the matching close or NULL. */
const char *find_close(const char *p, char open, char close) {
    int depth = 1;
    for (; *p; p++) {
        if (*p == open)
            depth++;
        else if (*p == close && --depth == 0)
            return p;
    }
    return NULL;
}

/* Replaces each word of text matching pattern a by b (both % patterns, or plain suffixes). */
static char *subst_ref(const char *value, const char *a, const char *b) {
    StrList w = {0};
    split_words(value, &w);
    Buf out;
    buf_init(&out);
    bool pct = strchr(a, '%') != NULL;
    for (size_t i = 0; i < w.n; i++) {
        if (i) buf_addc(&out, ' ');
        const char *word = w.v[i];
        if (pct) {
            size_t so, sl;
            if (pattern_match(a, word, &so, &sl)) {
                char *stem = xstrndup(word + so, sl);
                char *r = pattern_subst(b, stem);
                buf_adds(&out, r);
                free(r);
                free(stem);
            } else {
                buf_adds(&out, word);
            }
        } else {
            size_t wl = strlen(word), al = strlen(a);
            if (wl >= al && strcmp(word + wl - al, a) == 0) {
                buf_addn(&out, word, wl - al);
                buf_adds(&out, b);
            } else {
                buf_adds(&out, word);
            }
        }
    }
    sl_free(&w);
    return buf_take(&out);
}

static int cmp_name(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* $(.VARIABLES): the names of all global variables, sorted. */
static char *variables_list(void) {
    StrList names = {0};
    for (Var *v = global_vars.head; v; v = v->next) sl_push(&names, xstrdup(v->name));
    if (names.n) qsort(names.v, names.n, sizeof *names.v, cmp_name);
    char *r = join_words(&names);
    sl_free(&names);
    return r;
}

static char *value_of(const char *name) {
    VarSet *where;
    Var *v = lookup_var(name, &where);
    if (!v && strcmp(name, ".VARIABLES") == 0) return variables_list();
    if (!v) {
        if (opt.warn_undefined) warn_at(&cur_loc, "undefined variable '%s'", name);
        return xstrdup("");
    }
    return var_value(v, where);
}

static void expand_ref(Buf *out, const char *content, size_t n) {
    /* function call? */
    size_t k = 0;
    while (k < n && !is_space(content[k]) && content[k] != '$' && content[k] != ':' &&
           content[k] != ',')
        k++;
    if (k < n && (content[k] == ' ' || content[k] == '\t') && is_function_name(content, k)) {
        char *fname = xstrndup(content, k);
        size_t a = k;
        while (a < n && (content[a] == ' ' || content[a] == '\t')) a++;
        char *args = xstrndup(content + a, n - a);
        bool found;
        char *r = call_function(fname, args, &found);
        buf_adds(out, r);
        free(r);
        free(args);
        free(fname);
        return;
    }
    /* substitution reference: a top-level ':' followed later by a top-level '=' */
    int depth = 0;
    size_t colon = n, eq = n;
    for (size_t i = 0; i < n; i++) {
        char c = content[i];
        if (c == '(' || c == '{')
            depth++;
        else if (c == ')' || c == '}')
            depth--;
        else if (depth == 0 && c == ':' && colon == n)
            colon = i;
        else if (depth == 0 && c == '=' && colon != n && eq == n)
            eq = i;
    }
    if (colon < n && eq < n) {
        char *name = expand_n(content, colon);
        char *a = expand_n(content + colon + 1, eq - colon - 1);
        char *b = expand_n(content + eq + 1, n - eq - 1);
        char *val = value_of(name);
        char *r = subst_ref(val, a, b);
        buf_adds(out, r);
        free(r);
        free(val);
        free(name);
        free(a);
        free(b);
        return;
    }
    char *name = expand_n(content, n);
    char *val = value_of(name);
    buf_adds(out, val);
    free(val);
    free(name);
}

static void expand_into(Buf *out, const char *s, size_t n) {
    size_t i = 0;
    while (i < n) {
        char c = s[i];
        if (c != '$') {
            buf_addc(out, c);
            i++;
            continue;
        }
        if (i + 1 >= n) break; /* a lone $ at the end expands to nothing */
        char d = s[i + 1];
        if (d == '$') {
            buf_addc(out, '$');
            i += 2;
        } else if (d == '(' || d == '{') {
            char close = d == '(' ? ')' : '}';
            int depth = 1;
            size_t j = i + 2;
            for (; j < n; j++) {
                if (s[j] == d)
                    depth++;
                else if (s[j] == close && --depth == 0)
                    break;
            }
            if (j >= n) fatal("unterminated variable reference");
            expand_ref(out, s + i + 2, j - i - 2);
            i = j + 1;
        } else {
            char name[2] = {d, 0};
            char *val = value_of(name);
            buf_adds(out, val);
            free(val);
            i += 2;
        }
    }
}

char *expand_n(const char *s, size_t n) {
    if (++depth_guard > 2000) fatal("expansion nested too deeply");
    Buf b;
    buf_init(&b);
    expand_into(&b, s, n);
    depth_guard--;
    return buf_take(&b);
}

char *expand(const char *s) { return expand_n(s, strlen(s)); }
