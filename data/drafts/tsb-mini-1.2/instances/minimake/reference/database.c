/* minimake: -p, printing the rules and variables that were read. */
#include "mm.h"

static int cmp_var(const void *a, const void *b) {
    return strcmp((*(Var *const *)a)->name, (*(Var *const *)b)->name);
}

static void print_assignment(const char *prefix, Var *v) {
    const char *ov = v->origin == O_OVERRIDE ? (v->is_private ? "override private " : "override ")
                                             : (v->is_private ? "private " : "");
    if (strchr(v->value, '\n')) {
        printf("%s%sdefine %s%s\n%s\nendef\n", prefix, ov, v->name,
               v->flavor == F_SIMPLE ? " :=" : "", v->value);
        return;
    }
    const char *op = v->append ? "+=" : v->flavor == F_SIMPLE ? ":=" : "=";
    printf("%s%s%s %s %s\n", prefix, ov, v->name, op, v->value);
}

static void print_vars(VarSet *vs, const char *prefix, bool global) {
    size_t n = 0;
    for (Var *v = vs->head; v; v = v->next) n++;
    Var **arr = xmalloc((n ? n : 1) * sizeof *arr);
    size_t k = 0;
    for (Var *v = vs->head; v; v = v->next) {
        if (global && v->origin != O_FILE && v->origin != O_OVERRIDE && v->origin != O_CMDLINE)
            continue;
        arr[k++] = v;
    }
    if (k) qsort(arr, k, sizeof *arr, cmp_var);
    for (size_t i = 0; i < k; i++) print_assignment(prefix, arr[i]);
    free(arr);
}

static void print_recipe(Recipe *r) {
    if (!r) return;
    for (size_t i = 0; i < r->n; i++) {
        fputc('\t', stdout);
        for (const char *p = r->lines[i].text; *p; p++) {
            fputc(*p, stdout);
            if (*p == '\n') fputc('\t', stdout);
        }
        fputc('\n', stdout);
    }
}

static void print_prereqs(const StrList *deps, const StrList *oo) {
    for (size_t i = 0; i < deps->n; i++) printf(" %s", deps->v[i]);
    if (oo->n) {
        fputs(" |", stdout);
        for (size_t i = 0; i < oo->n; i++) printf(" %s", oo->v[i]);
    }
    fputc('\n', stdout);
}

void print_database(void) {
    fflush(stdout);
    puts("# variables");
    print_vars(&global_vars, "", true);
    puts("# rules");
    for (Target *t = all_targets; t; t = t->next) {
        if (t->vars.head) {
            char *pre = xasprintf("%s: ", t->name);
            print_vars(&t->vars, pre, false);
            free(pre);
        }
        if (!t->has_rule) continue;
        if (t->double_colon) {
            for (DcRule *dc = t->dc; dc; dc = dc->next) {
                printf("%s::", t->name);
                print_prereqs(&dc->deps, &dc->oodeps);
                print_recipe(dc->recipe);
            }
            continue;
        }
        printf("%s:", t->name);
        for (size_t i = 0; i < t->sx_texts.n; i++) printf(" %s", t->sx_texts.v[i]);
        print_prereqs(&t->deps, &t->oodeps);
        print_recipe(t->recipe);
    }
    puts("# pattern rules");
    for (PatVars *pv = pat_vars; pv; pv = pv->next) {
        char *pre = xasprintf("%s: ", pv->pattern);
        print_vars(&pv->vars, pre, false);
        free(pre);
    }
    for (PatRule *pr = pat_rules; pr; pr = pr->next) {
        if (pr->builtin) continue;
        for (size_t i = 0; i < pr->targets.n; i++) printf(i ? " %s" : "%s", pr->targets.v[i]);
        fputc(':', stdout);
        print_prereqs(&pr->deps, &pr->oodeps);
        print_recipe(pr->recipe);
    }
    puts("# vpath");
    for (Vpath *v = vpaths; v; v = v->next) {
        printf("vpath %s ", v->pattern);
        for (size_t i = 0; i < v->dirs.n; i++) printf(i ? ":%s" : "%s", v->dirs.v[i]);
        fputc('\n', stdout);
    }
    fflush(stdout);
}
