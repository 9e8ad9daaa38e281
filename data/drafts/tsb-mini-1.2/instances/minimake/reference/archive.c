/* minimake: archive members, ARCHIVE(MEMBER). */
#include "mm.h"

bool archive_split(const char *name, char **archive, char **member) {
    size_t n = strlen(name);
    if (n < 4 || name[n - 1] != ')') return false;
    const char *open = strchr(name, '(');
    if (!open || open == name || open + 1 >= name + n - 1) return false;
    if (archive) *archive = xstrndup(name, (size_t)(open - name));
    if (member) *member = xstrndup(open + 1, (size_t)(name + n - 1 - open - 1));
    return true;
}

/* Turns words such as "lib.a(x.o" "y.o)" into "lib.a(x.o)" "lib.a(y.o)". */
void archive_words(StrList *words) {
    StrList out = {0};
    for (size_t i = 0; i < words->n; i++) {
        const char *w = words->v[i];
        const char *open = strchr(w, '(');
        size_t wl = strlen(w);
        if (!open || open == w || w[wl - 1] == ')' || strchr(w, '$')) {
            sl_push(&out, xstrdup(w));
            continue;
        }
        /* gather the members up to the word ending in ')' */
        char *archive = xstrndup(w, (size_t)(open - w));
        StrList members = {0};
        if (open[1]) sl_push(&members, xstrdup(open + 1));
        size_t j = i + 1;
        bool closed = false;
        for (; j < words->n && !closed; j++) {
            const char *m = words->v[j];
            size_t ml = strlen(m);
            if (ml && m[ml - 1] == ')') {
                closed = true;
                if (ml > 1) sl_push(&members, xstrndup(m, ml - 1));
            } else {
                sl_push(&members, xstrdup(m));
            }
        }
        if (!closed) fatal("unterminated archive member list '%s('", archive);
        for (size_t k = 0; k < members.n; k++)
            sl_push(&out, xasprintf("%s(%s)", archive, members.v[k]));
        sl_free(&members);
        free(archive);
        i = j - 1;
    }
    sl_free(words);
    *words = out;
}

static long parse_dec(const char *p, size_t n) {
    long v = 0;
    for (size_t i = 0; i < n && p[i] >= '0' && p[i] <= '9'; i++) v = v * 10 + (p[i] - '0');
    return v;
}

/* Finds MEMBER in the ar archive ARCHIVE; returns true and its date if found. */
bool archive_member_time(const char *archive, const char *member, time_t *when) {
    FILE *f = fopen(archive, "rb");
    if (!f) return false;
    char magic[8];
    bool found = false;
    char *longnames = NULL;
    size_t longlen = 0;
    if (fread(magic, 1, 8, f) != 8 || memcmp(magic, "!<arch>\n", 8) != 0) {
        fclose(f);
        return false;
    }
    char hdr[60];
    while (!found && fread(hdr, 1, 60, f) == 60) {
        if (hdr[58] != '`' || hdr[59] != '\n') break;
        long size = parse_dec(hdr + 48, 10);
        long date = parse_dec(hdr + 16, 12);
        char name[17];
        memcpy(name, hdr, 16);
        name[16] = 0;
        char *data = NULL;
        if (strncmp(name, "// ", 3) == 0 || strcmp(name, "//              ") == 0) {
            longnames = xmalloc((size_t)size + 1);
            if (fread(longnames, 1, (size_t)size, f) != (size_t)size) break;
            longnames[size] = 0;
            longlen = (size_t)size;
            if (size % 2) fgetc(f);
            continue;
        }
        char *mname;
        if (name[0] == '/' && isdigit((unsigned char)name[1]) && longnames) {
            long off = parse_dec(name + 1, 15);
            if (off < 0 || (size_t)off >= longlen) break;
            const char *s = longnames + off;
            size_t l = strcspn(s, "/\n");
            mname = xstrndup(s, l);
        } else if (name[0] == '/') {
            mname = xstrdup(""); /* symbol table */
        } else {
            size_t l = 0;
            while (l < 16 && name[l] != '/' && name[l] != ' ') l++;
            mname = xstrndup(name, l);
        }
        if (*mname && strcmp(mname, member) == 0) {
            found = true;
            *when = (time_t)date;
        }
        free(mname);
        free(data);
        if (!found && fseek(f, size + (size % 2), SEEK_CUR) != 0) break;
    }
    free(longnames);
    fclose(f);
    return found;
}
