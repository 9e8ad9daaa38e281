/* calc: evaluate arithmetic expressions with integers, decimals, variables and functions. */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- values ------------------------------------------------------------------------- */

typedef struct {
    int is_int;
    long long i;
    double d;
} Value;

static Value mk_int(long long i) { Value v = {1, i, 0}; return v; }
static Value mk_dec(double d) { Value v = {0, 0, d}; return v; }
static double as_dec(Value v) { return v.is_int ? (double)v.i : v.d; }

/* ---- errors ------------------------------------------------------------------------- */

static char err_msg[256];
static int failed;

static void fail(const char *fmt, ...) {
    if (failed)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err_msg, sizeof err_msg, fmt, ap);
    va_end(ap);
    failed = 1;
}

/* ---- tokens ------------------------------------------------------------------------- */

enum { T_NUM, T_NAME, T_OP, T_END };

typedef struct {
    int kind;
    int col;            /* 1-based column of the token's first character */
    char text[64];      /* the token as written (truncated) */
    char op;
} Token;

static Token *toks;
static int ntoks, pos;

static int is_ws(int c) { return c == ' ' || c == '\t' || c == '\r'; }

static void tokenize(const char *s, size_t len) {
    ntoks = 0;
    pos = 0;
    toks = realloc(toks, sizeof(Token) * (len + 1));
    size_t i = 0;
    while (i < len) {
        char c = s[i];
        if (is_ws((unsigned char)c)) {
            i++;
            continue;
        }
        Token t;
        memset(&t, 0, sizeof t);
        t.col = (int)i + 1;
        size_t start = i;
        if (isdigit((unsigned char)c) || (c == '.' && i + 1 < len && isdigit((unsigned char)s[i + 1]))) {
            t.kind = T_NUM;
            while (i < len && isdigit((unsigned char)s[i])) i++;
            if (i < len && s[i] == '.') {
                i++;
                while (i < len && isdigit((unsigned char)s[i])) i++;
            }
        } else if (isalpha((unsigned char)c) || c == '_') {
            t.kind = T_NAME;
            while (i < len && (isalnum((unsigned char)s[i]) || s[i] == '_')) i++;
        } else {
            t.kind = T_OP;
            t.op = c;
            i++;
        }
        size_t n = i - start < sizeof t.text - 1 ? i - start : sizeof t.text - 1;
        memcpy(t.text, s + start, n);
        t.text[n] = '\0';
        toks[ntoks++] = t;
    }
    Token end;
    memset(&end, 0, sizeof end);
    end.kind = T_END;
    end.col = (int)len + 1;
    toks[ntoks] = end;
}

static Token *peek(void) { return &toks[pos]; }
static int is_op(char op) { return toks[pos].kind == T_OP && toks[pos].op == op; }

static void syntax_error(void) {
    Token *t = peek();
    if (t->kind == T_END)
        fail("syntax error at column %d: unexpected end of expression", t->col);
    else
        fail("syntax error at column %d: unexpected '%s'", t->col, t->text);
}

/* ---- syntax tree -------------------------------------------------------------------- */

enum { N_NUM, N_VAR, N_NEG, N_BIN, N_CALL, N_ASSIGN };

typedef struct Node {
    int kind;
    char op;
    Value num;
    char name[64];
    struct Node *a, *b;
    struct Node **args;
    int nargs;
} Node;

static Node *node(int kind) {
    Node *n = calloc(1, sizeof(Node));
    n->kind = kind;
    return n;
}

static Node *parse_expr(void);
static Node *parse_unary(void);

static Node *parse_number(Token *t) {
    Node *n = node(N_NUM);
    if (strchr(t->text, '.')) {
        n->num = mk_dec(strtod(t->text, NULL));
    } else {
        long long v = 0;
        for (const char *p = t->text; *p; p++) {
            if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, *p - '0', &v)) {
                fail("integer overflow");
                break;
            }
        }
        n->num = mk_int(v);
    }
    return n;
}

static Node *parse_primary(void) {
    Token *t = peek();
    if (t->kind == T_NUM) {
        pos++;
        return parse_number(t);
    }
    if (t->kind == T_NAME) {
        pos++;
        if (is_op('(')) {
            pos++;
            Node *n = node(N_CALL);
            snprintf(n->name, sizeof n->name, "%s", t->text);
            n->args = calloc((size_t)ntoks + 1, sizeof(Node *));
            if (is_op(')')) {
                pos++;
                return n;
            }
            for (;;) {
                n->args[n->nargs++] = parse_expr();
                if (failed)
                    return n;
                if (is_op(',')) {
                    pos++;
                    continue;
                }
                if (is_op(')')) {
                    pos++;
                    return n;
                }
                syntax_error();
                return n;
            }
        }
        Node *n = node(N_VAR);
        snprintf(n->name, sizeof n->name, "%s", t->text);
        return n;
    }
    if (t->kind == T_OP && t->op == '(') {
        pos++;
        Node *n = parse_expr();
        if (failed)
            return n;
        if (!is_op(')')) {
            syntax_error();
            return n;
        }
        pos++;
        return n;
    }
    syntax_error();
    return node(N_NUM);
}

/* power := primary ('^' unary)? -- right-associative, and binds tighter than unary minus
   on its left but accepts a signed exponent on its right. */
static Node *parse_power(void) {
    Node *base = parse_primary();
    if (failed || !is_op('^'))
        return base;
    pos++;
    Node *n = node(N_BIN);
    n->op = '^';
    n->a = base;
    n->b = parse_unary();
    return n;
}

static Node *parse_unary(void) {
    if (is_op('-') || is_op('+')) {
        char op = peek()->op;
        pos++;
        Node *operand = parse_unary();
        if (op == '+')
            return operand;
        Node *n = node(N_NEG);
        n->a = operand;
        return n;
    }
    return parse_power();
}

static Node *parse_term(void) {
    Node *left = parse_unary();
    while (!failed && (is_op('*') || is_op('/') || is_op('%'))) {
        Node *n = node(N_BIN);
        n->op = peek()->op;
        pos++;
        n->a = left;
        n->b = parse_unary();
        left = n;
    }
    return left;
}

static Node *parse_expr(void) {
    Node *left = parse_term();
    while (!failed && (is_op('+') || is_op('-'))) {
        Node *n = node(N_BIN);
        n->op = peek()->op;
        pos++;
        n->a = left;
        n->b = parse_term();
        left = n;
    }
    return left;
}

/* statement := NAME '=' statement | expr */
static Node *parse_statement(void) {
    if (peek()->kind == T_NAME && toks[pos + 1].kind == T_OP && toks[pos + 1].op == '=') {
        Node *n = node(N_ASSIGN);
        snprintf(n->name, sizeof n->name, "%s", peek()->text);
        pos += 2;
        n->a = parse_statement();
        return n;
    }
    return parse_expr();
}

/* ---- variables ---------------------------------------------------------------------- */

typedef struct {
    char name[64];
    Value v;
} Var;

static Var *vars;
static int nvars;
static Value ans = {1, 0, 0};

static Var *find_var(const char *name) {
    for (int i = 0; i < nvars; i++)
        if (strcmp(vars[i].name, name) == 0)
            return &vars[i];
    return NULL;
}

static void set_var(const char *name, Value v) {
    Var *x = find_var(name);
    if (!x) {
        vars = realloc(vars, sizeof(Var) * (size_t)(nvars + 1));
        x = &vars[nvars++];
        snprintf(x->name, sizeof x->name, "%s", name);
    }
    x->v = v;
}

static int is_constant(const char *name) {
    return strcmp(name, "pi") == 0 || strcmp(name, "e") == 0 || strcmp(name, "ans") == 0;
}

/* ---- evaluation --------------------------------------------------------------------- */

static Value eval(Node *n);

static Value finite(double d) {
    if (!isfinite(d))
        fail("result is not a finite number");
    return mk_dec(d);
}

static Value to_int(double d) {
    if (!(d >= -9223372036854775808.0 && d < 9223372036854775808.0)) {
        fail("integer overflow");
        return mk_int(0);
    }
    return mk_int((long long)d);
}

static Value int_pow(long long base, long long exp) {
    long long result = 1;
    while (exp > 0) {
        if (exp & 1) {
            if (__builtin_mul_overflow(result, base, &result)) {
                fail("integer overflow");
                return mk_int(0);
            }
        }
        exp >>= 1;
        if (exp > 0 && __builtin_mul_overflow(base, base, &base)) {
            fail("integer overflow");
            return mk_int(0);
        }
    }
    return mk_int(result);
}

static Value binary(char op, Value x, Value y) {
    long long r;
    if (x.is_int && y.is_int) {
        long long a = x.i, b = y.i;
        switch (op) {
        case '+':
            if (__builtin_add_overflow(a, b, &r)) { fail("integer overflow"); return mk_int(0); }
            return mk_int(r);
        case '-':
            if (__builtin_sub_overflow(a, b, &r)) { fail("integer overflow"); return mk_int(0); }
            return mk_int(r);
        case '*':
            if (__builtin_mul_overflow(a, b, &r)) { fail("integer overflow"); return mk_int(0); }
            return mk_int(r);
        case '/':
            if (b == 0) { fail("division by zero"); return mk_int(0); }
            if (b == -1) {
                if (a == LLONG_MIN) { fail("integer overflow"); return mk_int(0); }
                return mk_int(-a);
            }
            if (a % b == 0)
                return mk_int(a / b);
            return finite((double)a / (double)b);
        case '%':
            if (b == 0) { fail("division by zero"); return mk_int(0); }
            if (b == -1)
                return mk_int(0);
            r = a % b;
            if (r != 0 && ((r < 0) != (b < 0)))
                r += b;
            return mk_int(r);
        case '^':
            if (b >= 0)
                return int_pow(a, b);
            if (a == 0) { fail("division by zero"); return mk_int(0); }
            return finite(pow((double)a, (double)b));
        }
    }
    double a = as_dec(x), b = as_dec(y);
    switch (op) {
    case '+': return finite(a + b);
    case '-': return finite(a - b);
    case '*': return finite(a * b);
    case '/':
        if (b == 0) { fail("division by zero"); return mk_int(0); }
        return finite(a / b);
    case '%': {
        if (b == 0) { fail("division by zero"); return mk_int(0); }
        double m = fmod(a, b);
        if (m != 0 && ((m < 0) != (b < 0)))
            m += b;
        return finite(m);
    }
    case '^':
        if (a == 0 && b < 0) { fail("division by zero"); return mk_int(0); }
        return finite(pow(a, b));
    }
    return mk_int(0);
}

static int arity_ok(Node *n, int want) {
    if (n->nargs != want) {
        fail("%s expects %d argument%s, got %d", n->name, want, want == 1 ? "" : "s", n->nargs);
        return 0;
    }
    return 1;
}

static Value call(Node *n) {
    const char *f = n->name;
    int unary = strcmp(f, "abs") == 0 || strcmp(f, "sqrt") == 0 || strcmp(f, "floor") == 0 ||
                strcmp(f, "ceil") == 0 || strcmp(f, "round") == 0;
    int variadic = strcmp(f, "min") == 0 || strcmp(f, "max") == 0;
    if (!unary && !variadic) {
        fail("unknown function '%s'", f);
        return mk_int(0);
    }
    if (unary && !arity_ok(n, 1))
        return mk_int(0);
    if (variadic && n->nargs == 0) {
        fail("%s expects at least 1 argument, got 0", f);
        return mk_int(0);
    }
    if (variadic) {
        Value best = eval(n->args[0]);
        for (int i = 1; i < n->nargs && !failed; i++) {
            Value v = eval(n->args[i]);
            int better;
            if (v.is_int && best.is_int)
                better = f[1] == 'i' ? v.i < best.i : v.i > best.i;
            else
                better = f[1] == 'i' ? as_dec(v) < as_dec(best) : as_dec(v) > as_dec(best);
            if (better)
                best = v;
        }
        return best;
    }
    Value x = eval(n->args[0]);
    if (failed)
        return x;
    if (strcmp(f, "abs") == 0) {
        if (x.is_int) {
            if (x.i == LLONG_MIN) { fail("integer overflow"); return mk_int(0); }
            return mk_int(x.i < 0 ? -x.i : x.i);
        }
        return mk_dec(fabs(x.d));
    }
    if (strcmp(f, "sqrt") == 0) {
        if (as_dec(x) < 0) {
            fail("sqrt of negative number");
            return mk_int(0);
        }
        return mk_dec(sqrt(as_dec(x)));
    }
    if (x.is_int)
        return x;
    if (strcmp(f, "floor") == 0) return to_int(floor(x.d));
    if (strcmp(f, "ceil") == 0) return to_int(ceil(x.d));
    return to_int(round(x.d));
}

static Value eval(Node *n) {
    if (failed)
        return mk_int(0);
    switch (n->kind) {
    case N_NUM:
        return n->num;
    case N_VAR: {
        if (strcmp(n->name, "pi") == 0) return mk_dec(3.14159265358979323846);
        if (strcmp(n->name, "e") == 0) return mk_dec(2.71828182845904523536);
        if (strcmp(n->name, "ans") == 0) return ans;
        Var *v = find_var(n->name);
        if (!v) {
            fail("undefined variable '%s'", n->name);
            return mk_int(0);
        }
        return v->v;
    }
    case N_NEG: {
        Value x = eval(n->a);
        if (x.is_int) {
            if (x.i == LLONG_MIN) { fail("integer overflow"); return mk_int(0); }
            return mk_int(-x.i);
        }
        return mk_dec(-x.d);
    }
    case N_BIN: {
        Value x = eval(n->a);
        Value y = eval(n->b);
        if (failed)
            return mk_int(0);
        return binary(n->op, x, y);
    }
    case N_CALL:
        return call(n);
    case N_ASSIGN: {
        if (is_constant(n->name)) {
            fail("cannot assign to '%s'", n->name);
            return mk_int(0);
        }
        Value v = eval(n->a);
        if (!failed)
            set_var(n->name, v);
        return v;
    }
    }
    return mk_int(0);
}

/* ---- output ------------------------------------------------------------------------- */

static int precision = 10;

static void print_value(Value v) {
    if (v.is_int) {
        printf("%lld\n", v.i);
        return;
    }
    char buf[512];
    snprintf(buf, sizeof buf, "%.*f", precision, v.d);
    if (strchr(buf, '.')) {
        size_t len = strlen(buf);
        while (buf[len - 1] == '0')
            buf[--len] = '\0';
        if (buf[len - 1] == '.')
            buf[--len] = '\0';
    }
    if (strcmp(buf, "-0") == 0)
        strcpy(buf, "0");
    printf("%s\n", buf);
}

/* ---- driver ------------------------------------------------------------------------- */

static int any_error;

static void run_one(const char *text, const char *where, long index) {
    size_t len = strcspn(text, "#");
    failed = 0;
    tokenize(text, len);
    if (ntoks == 0)
        return;
    Node *tree = parse_statement();
    if (!failed && peek()->kind != T_END)
        syntax_error();
    Value v = mk_int(0);
    if (!failed)
        v = eval(tree);
    if (failed) {
        fprintf(stderr, "calc: %s %ld: %s\n", where, index, err_msg);
        any_error = 1;
        return;
    }
    if (tree->kind == N_ASSIGN)
        return;
    ans = v;
    print_value(v);
}

static int usage_error(const char *fmt, const char *arg) {
    fprintf(stderr, "calc: ");
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\nUsage: calc [-p N | --precision=N] [--] [EXPRESSION]...\n");
    return 2;
}

static int set_precision(const char *s) {
    if (!*s || strlen(s) > 2)
        return 0;
    for (const char *p = s; *p; p++)
        if (!isdigit((unsigned char)*p))
            return 0;
    int n = atoi(s);
    if (n > 15)
        return 0;
    precision = n;
    return 1;
}

int main(int argc, char **argv) {
    int first = 1;
    while (first < argc) {
        const char *a = argv[first];
        if (strcmp(a, "--") == 0) {
            first++;
            break;
        }
        if (a[0] != '-' || !(isalpha((unsigned char)a[1]) || a[1] == '-'))
            break;
        if (strcmp(a, "-p") == 0) {
            if (first + 1 >= argc)
                return usage_error("option '%s' needs a value", a);
            if (!set_precision(argv[first + 1]))
                return usage_error("invalid precision '%s'", argv[first + 1]);
            first += 2;
        } else if (strncmp(a, "--precision=", 12) == 0) {
            if (!set_precision(a + 12))
                return usage_error("invalid precision '%s'", a + 12);
            first++;
        } else {
            return usage_error("unknown option '%s'", a);
        }
    }

    if (first < argc) {
        for (int i = first; i < argc; i++)
            run_one(argv[i], "argument", i - first + 1);
    } else {
        char *line = NULL;
        size_t cap = 0;
        ssize_t n;
        long lineno = 0;
        while ((n = getline(&line, &cap, stdin)) != -1) {
            lineno++;
            if (n > 0 && line[n - 1] == '\n')
                line[n - 1] = '\0';
            run_one(line, "line", lineno);
            fflush(stdout);
        }
        free(line);
    }
    return any_error ? 1 : 0;
}
