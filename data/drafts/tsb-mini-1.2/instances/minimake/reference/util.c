/* minimake: strings, lists, diagnostics and % patterns. */
#include "mm.h"

void *xmalloc(size_t n) {
    void *p = malloc(n ? n : 1);
    if (!p) {
        fputs("minimake: out of memory\n", stderr);
        exit(2);
    }
    return p;
}

void *xrealloc(void *p, size_t n) {
    p = realloc(p, n ? n : 1);
    if (!p) {
        fputs("minimake: out of memory\n", stderr);
        exit(2);
    }
    return p;
}

char *xstrdup(const char *s) { return xstrndup(s, strlen(s)); }

char *xstrndup(const char *s, size_t n) {
    char *p = xmalloc(n + 1);
    memcpy(p, s, n);
    p[n] = 0;
    return p;
}

char *xasprintf(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *p = xmalloc((size_t)n + 1);
    va_start(ap, fmt);
    vsnprintf(p, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return p;
}

void buf_init(Buf *b) {
    b->s = NULL;
    b->len = b->cap = 0;
}

static void buf_grow(Buf *b, size_t extra) {
    if (b->len + extra + 1 > b->cap) {
        size_t nc = b->cap ? b->cap * 2 : 64;
        while (nc < b->len + extra + 1) nc *= 2;
        b->s = xrealloc(b->s, nc);
        b->cap = nc;
    }
}

void buf_addc(Buf *b, char c) {
    buf_grow(b, 1);
    b->s[b->len++] = c;
    b->s[b->len] = 0;
}

void buf_addn(Buf *b, const char *s, size_t n) {
    buf_grow(b, n);
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = 0;
}

void buf_adds(Buf *b, const char *s) { buf_addn(b, s, strlen(s)); }

void buf_free(Buf *b) {
    free(b->s);
    buf_init(b);
}

char *buf_take(Buf *b) {
    char *s = b->s ? b->s : xstrdup("");
    buf_init(b);
    return s;
}

void sl_push(StrList *l, char *s) {
    if (l->n == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 8;
        l->v = xrealloc(l->v, l->cap * sizeof *l->v);
    }
    l->v[l->n++] = s;
}

bool sl_has(const StrList *l, const char *s) {
    for (size_t i = 0; i < l->n; i++)
        if (strcmp(l->v[i], s) == 0) return true;
    return false;
}

void sl_free(StrList *l) {
    for (size_t i = 0; i < l->n; i++) free(l->v[i]);
    free(l->v);
    l->v = NULL;
    l->n = l->cap = 0;
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n'; }

void split_words(const char *text, StrList *out) {
    const char *p = text;
    for (;;) {
        while (*p && is_space(*p)) p++;
        if (!*p) break;
        const char *s = p;
        while (*p && !is_space(*p)) p++;
        sl_push(out, xstrndup(s, (size_t)(p - s)));
    }
}

char *join_words(const StrList *l) {
    Buf b;
    buf_init(&b);
    for (size_t i = 0; i < l->n; i++) {
        if (i) buf_addc(&b, ' ');
        buf_adds(&b, l->v[i]);
    }
    return buf_take(&b);
}

char *trim(const char *s) {
    while (*s && is_space(*s)) s++;
    size_t n = strlen(s);
    while (n && is_space(s[n - 1])) n--;
    return xstrndup(s, n);
}

/* ---- diagnostics ---- */
Loc cur_loc;

static void vreport(const Loc *loc, const char *kind, const char *fmt, va_list ap) {
    fflush(stdout);
    fputs("minimake: ", stderr);
    if (loc && loc->file) fprintf(stderr, "%s:%d: ", loc->file, loc->line);
    if (kind) fputs(kind, stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
}

void fatal(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vreport(&cur_loc, NULL, fmt, ap);
    va_end(ap);
    exit(2);
}

void fatal_at(const Loc *loc, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vreport(loc, NULL, fmt, ap);
    va_end(ap);
    exit(2);
}

void fatal_noloc(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vreport(NULL, NULL, fmt, ap);
    va_end(ap);
    exit(2);
}

void warn_at(const Loc *loc, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vreport(loc, "warning: ", fmt, ap);
    va_end(ap);
}

/* ---- patterns: the first % matches any non-empty... any string ---- */
bool pattern_match(const char *pat, const char *word, size_t *stem_off, size_t *stem_len) {
    const char *pc = strchr(pat, '%');
    if (!pc) {
        if (strcmp(pat, word) != 0) return false;
        if (stem_off) *stem_off = 0;
        if (stem_len) *stem_len = 0;
        return true;
    }
    size_t pre = (size_t)(pc - pat), suf = strlen(pc + 1), wl = strlen(word);
    if (wl < pre + suf) return false;
    if (strncmp(pat, word, pre) != 0) return false;
    if (strcmp(pc + 1, word + wl - suf) != 0) return false;
    if (stem_off) *stem_off = pre;
    if (stem_len) *stem_len = wl - pre - suf;
    return true;
}

char *pattern_subst(const char *pat, const char *stem) {
    const char *pc = strchr(pat, '%');
    if (!pc) return xstrdup(pat);
    Buf b;
    buf_init(&b);
    buf_addn(&b, pat, (size_t)(pc - pat));
    buf_adds(&b, stem);
    buf_adds(&b, pc + 1);
    return buf_take(&b);
}
