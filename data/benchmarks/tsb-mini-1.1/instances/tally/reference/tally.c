/* tally: count lines, words, characters and bytes, in the manner of wc. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { F_LINES = 1, F_WORDS = 2, F_CHARS = 4, F_BYTES = 8, F_MAXLEN = 16 };
enum { TOTAL_AUTO, TOTAL_ALWAYS, TOTAL_NEVER, TOTAL_ONLY };

typedef struct {
    unsigned long long lines, words, chars, bytes, maxlen;
} Counts;

typedef struct {
    Counts counts;
    char *name;   /* NULL: no name printed */
    int ok;
} Result;

static const char *TAB_NAMES[] = {"auto", "always", "never", "only"};

static void usage_hint(void) {
    fprintf(stderr, "Try 'tally --help' for more information.\n");
}

static void print_help(void) {
    printf("Usage: tally [OPTION]... [FILE]...\n"
           "Print line, word and byte counts for each FILE, and a total line if\n"
           "more than one FILE is given. With no FILE, or when FILE is -, read\n"
           "standard input.\n"
           "\n"
           "  -c, --bytes            print the byte counts\n"
           "  -m, --chars            print the character counts\n"
           "  -l, --lines            print the newline counts\n"
           "  -w, --words            print the word counts\n"
           "  -L, --max-line-length  print the maximum display width\n"
           "      --files0-from=F    read NUL-separated file names from F\n"
           "      --total=WHEN       when to print a line with total counts;\n"
           "                         WHEN can be: auto, always, never, only\n"
           "      --help             display this help and exit\n"
           "      --version          output version information and exit\n");
}

static int is_space(int c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

/* Counts one stream. Words are maximal runs of non-whitespace bytes; characters are
   bytes that are not UTF-8 continuation bytes; display width advances tabs to the
   next multiple of 8. */
static void count_stream(FILE *f, Counts *c) {
    unsigned char buf[65536];
    size_t n;
    int in_word = 0;
    unsigned long long width = 0;
    memset(c, 0, sizeof *c);
    while ((n = fread(buf, 1, sizeof buf, f)) > 0) {
        for (size_t i = 0; i < n; i++) {
            unsigned char b = buf[i];
            c->bytes++;
            if ((b & 0xC0) != 0x80)
                c->chars++;
            if (b == '\n') {
                c->lines++;
                if (width > c->maxlen)
                    c->maxlen = width;
                width = 0;
            } else if (b == '\t') {
                width = (width / 8 + 1) * 8;
            } else if ((b & 0xC0) != 0x80) {
                width++;
            }
            if (is_space(b)) {
                in_word = 0;
            } else if (!in_word) {
                in_word = 1;
                c->words++;
            }
        }
    }
    if (width > c->maxlen)
        c->maxlen = width;
}

static int digits(unsigned long long v) {
    int d = 1;
    while (v >= 10) {
        v /= 10;
        d++;
    }
    return d;
}

static int field_values(const Counts *c, int flags, unsigned long long *out) {
    int k = 0;
    if (flags & F_LINES) out[k++] = c->lines;
    if (flags & F_WORDS) out[k++] = c->words;
    if (flags & F_CHARS) out[k++] = c->chars;
    if (flags & F_BYTES) out[k++] = c->bytes;
    if (flags & F_MAXLEN) out[k++] = c->maxlen;
    return k;
}

static void print_row(const Counts *c, int flags, int width, const char *name) {
    unsigned long long v[5];
    int k = field_values(c, flags, v);
    for (int i = 0; i < k; i++)
        printf(i ? " %*llu" : "%*llu", width, v[i]);
    if (name)
        printf(" %s", name);
    printf("\n");
}

static int open_and_count(const char *name, Counts *c) {
    if (strcmp(name, "-") == 0) {
        count_stream(stdin, c);
        clearerr(stdin);
        return 1;
    }
    FILE *f = fopen(name, "rb");
    if (!f) {
        fprintf(stderr, "tally: %s: %s\n", name, strerror(errno));
        return 0;
    }
    errno = 0;
    count_stream(f, c);
    if (ferror(f)) {
        fprintf(stderr, "tally: %s: %s\n", name, strerror(errno));
        fclose(f);
        return 0;
    }
    fclose(f);
    return 1;
}

/* Reads the NUL-separated list; returns the number of names, or -1 if unreadable. */
static long read_names0(const char *src, char ***names_out, int *status) {
    FILE *f = strcmp(src, "-") == 0 ? stdin : fopen(src, "rb");
    if (!f) {
        fprintf(stderr, "tally: cannot open '%s' for reading: %s\n", src, strerror(errno));
        return -1;
    }
    size_t cap = 4096, len = 0;
    char *data = malloc(cap);
    int ch;
    while ((ch = fgetc(f)) != EOF) {
        if (len + 1 >= cap)
            data = realloc(data, cap *= 2);
        data[len++] = (char)ch;
    }
    if (f != stdin)
        fclose(f);
    long count = 0, item = 0;
    char **names = malloc(sizeof(char *) * (len + 1));
    size_t start = 0;
    for (size_t i = 0; i <= len; i++) {
        if (i == len && start == len)
            break; /* the final NUL is optional */
        if (i == len || data[i] == '\0') {
            item++;
            if (i == start) {
                fprintf(stderr, "tally: %s:%ld: invalid zero-length file name\n", src, item);
                *status = 1;
            } else {
                names[count] = malloc(i - start + 1);
                memcpy(names[count], data + start, i - start);
                names[count][i - start] = '\0';
                count++;
            }
            start = i + 1;
        }
    }
    free(data);
    *names_out = names;
    return count;
}

int main(int argc, char **argv) {
    int flags = 0, total_mode = TOTAL_AUTO, opts_done = 0;
    const char *files0 = NULL;
    char **operands = malloc(sizeof(char *) * (size_t)argc);
    int nops = 0;

    for (int i = 1; i < argc; i++) {
        char *a = argv[i];
        if (opts_done || a[0] != '-' || a[1] == '\0') {
            operands[nops++] = a;
        } else if (strcmp(a, "--") == 0) {
            opts_done = 1;
        } else if (a[1] == '-') {
            const char *eq = strchr(a, '=');
            size_t keylen = eq ? (size_t)(eq - a) : strlen(a);
            if (strcmp(a, "--lines") == 0) flags |= F_LINES;
            else if (strcmp(a, "--words") == 0) flags |= F_WORDS;
            else if (strcmp(a, "--chars") == 0) flags |= F_CHARS;
            else if (strcmp(a, "--bytes") == 0) flags |= F_BYTES;
            else if (strcmp(a, "--max-line-length") == 0) flags |= F_MAXLEN;
            else if (strcmp(a, "--help") == 0) { print_help(); return 0; }
            else if (strcmp(a, "--version") == 0) { printf("tally 1.0\n"); return 0; }
            else if (eq && keylen == 7 && strncmp(a, "--total", 7) == 0) {
                int found = -1;
                for (int t = 0; t < 4; t++)
                    if (strcmp(eq + 1, TAB_NAMES[t]) == 0) found = t;
                if (found < 0) {
                    fprintf(stderr, "tally: invalid argument '%s' for '--total'\n", eq + 1);
                    usage_hint();
                    return 2;
                }
                total_mode = found;
            } else if (eq && keylen == 13 && strncmp(a, "--files0-from", 13) == 0) {
                files0 = eq + 1;
            } else {
                fprintf(stderr, "tally: unrecognized option '%s'\n", a);
                usage_hint();
                return 2;
            }
        } else {
            for (char *p = a + 1; *p; p++) {
                switch (*p) {
                case 'l': flags |= F_LINES; break;
                case 'w': flags |= F_WORDS; break;
                case 'm': flags |= F_CHARS; break;
                case 'c': flags |= F_BYTES; break;
                case 'L': flags |= F_MAXLEN; break;
                default:
                    fprintf(stderr, "tally: invalid option -- '%c'\n", *p);
                    usage_hint();
                    return 2;
                }
            }
        }
    }
    if (flags == 0)
        flags = F_LINES | F_WORDS | F_BYTES;

    int status = 0;
    char **names = operands;
    long nnames = nops;
    int implicit_stdin = 0;
    if (files0) {
        if (nops > 0) {
            fprintf(stderr, "tally: extra operand '%s'\n", operands[0]);
            fprintf(stderr, "file operands cannot be combined with --files0-from\n");
            usage_hint();
            return 2;
        }
        nnames = read_names0(files0, &names, &status);
        if (nnames < 0)
            return 1;
    } else if (nops == 0) {
        implicit_stdin = 1;
        nnames = 1;
    }

    Result *res = calloc((size_t)nnames + 1, sizeof(Result));
    Counts total = {0, 0, 0, 0, 0};
    for (long i = 0; i < nnames; i++) {
        if (implicit_stdin) {
            count_stream(stdin, &res[i].counts);
            res[i].ok = 1;
            res[i].name = NULL;
        } else {
            res[i].name = names[i];
            res[i].ok = open_and_count(names[i], &res[i].counts);
            if (!res[i].ok)
                status = 1;
        }
        if (res[i].ok) {
            Counts *c = &res[i].counts;
            total.lines += c->lines;
            total.words += c->words;
            total.chars += c->chars;
            total.bytes += c->bytes;
            if (c->maxlen > total.maxlen)
                total.maxlen = c->maxlen;
        }
    }

    int show_total = total_mode == TOTAL_ALWAYS || total_mode == TOTAL_ONLY ||
                     (total_mode == TOTAL_AUTO && nnames > 1);
    int show_rows = total_mode != TOTAL_ONLY;

    /* All printed numbers share one column width: the digits of the largest of them. */
    int width = 1;
    unsigned long long v[5];
    for (long i = 0; i < nnames && show_rows; i++) {
        if (!res[i].ok)
            continue;
        int k = field_values(&res[i].counts, flags, v);
        for (int j = 0; j < k; j++)
            if (digits(v[j]) > width) width = digits(v[j]);
    }
    if (show_total) {
        int k = field_values(&total, flags, v);
        for (int j = 0; j < k; j++)
            if (digits(v[j]) > width) width = digits(v[j]);
    }

    for (long i = 0; i < nnames && show_rows; i++)
        if (res[i].ok)
            print_row(&res[i].counts, flags, width, res[i].name);
    if (show_total)
        print_row(&total, flags, width, total_mode == TOTAL_ONLY ? NULL : "total");
    return status;
}
