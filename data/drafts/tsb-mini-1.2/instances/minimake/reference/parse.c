/* minimake: reading makefiles. */
#include "mm.h"

Target *all_targets;
static Target **targets_tail = &all_targets;
PatRule *pat_rules, **pat_rules_tail = &pat_rules;
char *default_goal;
StrList makefile_list;
StrList include_dirs;
MissingInclude *missing_includes;
size_t n_missing_includes;

typedef struct {
    bool active;     /* lines of the current branch take effect */
    bool taken;      /* some branch so far was true */
    bool seen_else;
    bool outer_skip; /* the enclosing region was already being skipped */
    Loc loc;
} Cond;

typedef struct {
    const char *fname;
    Cond *conds;
    size_t nconds, capconds;
    /* rule context */
    bool in_rule;
    StrList rule_targets;
    PatRule *rule_pat;
    Recipe *rule_recipe;
    bool recipe_installed;
    bool rule_double;
} ParseState;

static int include_depth;
bool export_all; /* a bare 'export' was read last (and no bare 'unexport' after it) */
static bool second_expansion; /* .SECONDEXPANSION was seen */

PatVars *pat_vars;

static PatVars *get_pat_vars(const char *pattern) {
    PatVars **pp = &pat_vars;
    for (; *pp; pp = &(*pp)->next)
        if (strcmp((*pp)->pattern, pattern) == 0) return *pp;
    PatVars *pv = xmalloc(sizeof *pv);
    memset(pv, 0, sizeof *pv);
    pv->pattern = xstrdup(pattern);
    pv->vars.parent = &global_vars;
    *pp = pv;
    return pv;
}

Target *find_target(const char *name) {
    for (Target *t = all_targets; t; t = t->next)
        if (strcmp(t->name, name) == 0) return t;
    return NULL;
}

Target *get_target(const char *name) {
    Target *t = find_target(name);
    if (t) return t;
    t = xmalloc(sizeof *t);
    memset(t, 0, sizeof *t);
    t->name = xstrdup(name);
    t->vars.parent = &global_vars;
    *targets_tail = t;
    targets_tail = &t->next;
    return t;
}

static bool skipping(ParseState *ps) {
    return ps->nconds && !ps->conds[ps->nconds - 1].active;
}

static void end_rule(ParseState *ps) {
    ps->in_rule = false;
    for (size_t i = 0; i < ps->rule_targets.n; i++) free(ps->rule_targets.v[i]);
    ps->rule_targets.n = 0;
    ps->rule_pat = NULL;
    ps->rule_recipe = NULL;
    ps->recipe_installed = false;
    ps->rule_double = false;
}

/* Gives the current rule's recipe to its targets (first recipe line or ';'). */
static void install_recipe(ParseState *ps) {
    if (ps->recipe_installed) return;
    ps->recipe_installed = true;
    if (ps->rule_pat) {
        ps->rule_pat->recipe = ps->rule_recipe;
        return;
    }
    if (ps->rule_double) return; /* each double-colon rule already holds its recipe */
    for (size_t i = 0; i < ps->rule_targets.n; i++) {
        Target *t = get_target(ps->rule_targets.v[i]);
        if (t->recipe && t->recipe != ps->rule_recipe)
            warn_at(&ps->rule_recipe->loc, "overriding recipe for target '%s'", t->name);
        t->recipe = ps->rule_recipe;
    }
}

static void add_recipe_line(ParseState *ps, const char *text, int line) {
    install_recipe(ps);
    Recipe *r = ps->rule_recipe;
    if (r->n == r->cap) {
        r->cap = r->cap ? r->cap * 2 : 4;
        r->lines = xrealloc(r->lines, r->cap * sizeof *r->lines);
    }
    r->lines[r->n].text = xstrdup(text);
    r->lines[r->n].loc.file = ps->fname;
    r->lines[r->n].loc.line = line;
    r->n++;
}

/* ---- assignments ---- */

enum { OP_NONE, OP_RECURSIVE, OP_SIMPLE, OP_APPEND, OP_COND, OP_SHELL };

/* Finds the first top-level ':' or assignment operator in s. Returns the index of its first
   character and sets *op (OP_NONE for a ':' that is a rule separator) and *oplen. */
static long find_separator(const char *s, int *op, size_t *oplen) {
    for (size_t i = 0; s[i]; i++) {
        char c = s[i];
        if (c == '$' && (s[i + 1] == '(' || s[i + 1] == '{')) {
            const char *e = find_close(s + i + 2, s[i + 1], s[i + 1] == '(' ? ')' : '}');
            if (!e) return -1;
            i = (size_t)(e - s);
            continue;
        }
        if (c == '$' && s[i + 1]) {
            i++;
            continue;
        }
        if (c == ':') {
            if (s[i + 1] == '=') {
                *op = OP_SIMPLE;
                *oplen = 2;
                return (long)i;
            }
            if (s[i + 1] == ':' && s[i + 2] == '=') {
                *op = OP_SIMPLE;
                *oplen = 3;
                return (long)i;
            }
            *op = OP_NONE;
            *oplen = 1;
            return (long)i;
        }
        if (c == '=') {
            if (i > 0 && s[i - 1] == '+') {
                *op = OP_APPEND;
                *oplen = 2;
                return (long)i - 1;
            }
            if (i > 0 && s[i - 1] == '?') {
                *op = OP_COND;
                *oplen = 2;
                return (long)i - 1;
            }
            if (i > 0 && s[i - 1] == '!') {
                *op = OP_SHELL;
                *oplen = 2;
                return (long)i - 1;
            }
            *op = OP_RECURSIVE;
            *oplen = 1;
            return (long)i;
        }
    }
    return -1;
}

static char *shell_assign_value(const char *cmd) {
    int st;
    char *out = run_shell_capture(cmd, &st);
    size_t l = strlen(out);
    while (l && out[l - 1] == '\n') out[--l] = 0;
    for (char *p = out; *p; p++)
        if (*p == '\n') *p = ' ';
    char sts[24];
    snprintf(sts, sizeof sts, "%d", st);
    set_var(&global_vars, ".SHELLSTATUS", sts, F_SIMPLE, O_OVERRIDE);
    return out;
}

/* Performs NAME op VALUE in vs. raw is the unexpanded value (already stripped). */
static void do_assign(VarSet *vs, const char *name, int op, const char *raw, int origin,
                      bool target_specific) {
    if (!valid_var_name(name)) {
        if (!*name) fatal("empty variable name");
        fatal("invalid variable name '%s'", name);
    }
    Var *existing = vs_find(vs, name);
    if (!target_specific && existing && origin == O_FILE &&
        (existing->origin == O_CMDLINE || existing->origin == O_OVERRIDE ||
         (existing->origin == O_ENV && opt.env_override))) {
        /* A command-line variable keeps its value, but the command of != still runs. */
        if (op == OP_SHELL && existing->origin == O_CMDLINE) {
            char *cmd = expand(raw);
            free(shell_assign_value(cmd));
            free(cmd);
        }
        return;
    }
    if (target_specific) {
        Var *gv = vs_find(&global_vars, name);
        if (gv && (gv->origin == O_CMDLINE || gv->origin == O_OVERRIDE) && origin != O_OVERRIDE)
            return;
    }
    switch (op) {
    case OP_RECURSIVE:
        set_var(vs, name, raw, F_RECURSIVE, origin);
        break;
    case OP_SIMPLE: {
        char *v = expand(raw);
        set_var(vs, name, v, F_SIMPLE, origin);
        free(v);
        break;
    }
    case OP_SHELL: {
        char *cmd = expand(raw);
        char *v = shell_assign_value(cmd);
        set_var(vs, name, v, F_SIMPLE, origin);
        free(v);
        free(cmd);
        break;
    }
    case OP_COND: {
        if (target_specific) {
            if (existing || lookup_var(name, NULL)) return;
        } else if (existing) {
            return;
        }
        set_var(vs, name, raw, F_RECURSIVE, origin);
        break;
    }
    case OP_APPEND: {
        if (target_specific && !existing) {
            Var *v = set_var(vs, name, raw, F_RECURSIVE, origin);
            Var *gv = vs_find(&global_vars, name);
            if (gv && gv->flavor == F_SIMPLE) {
                char *e = expand(raw);
                free(v->value);
                v->value = e;
                v->flavor = F_SIMPLE;
            }
            v->append = true;
            break;
        }
        if (!existing) {
            set_var(vs, name, raw, F_RECURSIVE, origin);
            break;
        }
        char *add = existing->flavor == F_SIMPLE ? expand(raw) : xstrdup(raw);
        char *nv;
        if (!*existing->value)
            nv = xstrdup(add);
        else if (!*add)
            nv = xstrdup(existing->value);
        else
            nv = xasprintf("%s %s", existing->value, add);
        free(existing->value);
        existing->value = nv;
        if (origin == O_OVERRIDE) existing->origin = O_OVERRIDE;
        free(add);
        break;
    }
    }
}

/* ---- comments and continuation ---- */

static char *strip_comment(const char *s) {
    Buf b;
    buf_init(&b);
    for (const char *p = s; *p; p++) {
        if (*p == '\\' && p[1] == '#') {
            buf_addc(&b, '#');
            p++;
            continue;
        }
        if (*p == '#') break;
        buf_addc(&b, *p);
    }
    return buf_take(&b);
}

static bool ends_continued(const char *s, size_t n) {
    size_t k = 0;
    while (k < n && s[n - 1 - k] == '\\') k++;
    return k % 2 == 1;
}

/* ---- conditionals ---- */

static bool word_is(const char *line, const char *kw, const char **rest) {
    size_t n = strlen(kw);
    if (strncmp(line, kw, n) != 0) return false;
    if (line[n] && !is_space(line[n])) return false;
    const char *r = line + n;
    while (*r && is_space(*r)) r++;
    *rest = r;
    return true;
}

static bool eval_condition(const char *kw, const char *arg) {
    if (strcmp(kw, "ifdef") == 0 || strcmp(kw, "ifndef") == 0) {
        char *e = expand(arg);
        char *name = trim(e);
        free(e);
        if (!*name || strchr(name, ' ') || strchr(name, '\t'))
            fatal("invalid syntax in conditional");
        Var *v = lookup_var(name, NULL);
        free(name);
        bool def = v && *v->value;
        return kw[2] == 'd' ? def : !def;
    }
    /* ifeq / ifneq */
    char *a = NULL, *b = NULL;
    const char *p = arg;
    if (*p == '(') {
        const char *close = find_close(p + 1, '(', ')');
        if (!close) fatal("invalid syntax in conditional");
        int depth = 0;
        const char *comma = NULL;
        for (const char *q = p + 1; q < close; q++) {
            if (*q == '(' || *q == '{')
                depth++;
            else if (*q == ')' || *q == '}')
                depth--;
            else if (*q == ',' && depth == 0) {
                comma = q;
                break;
            }
        }
        if (!comma) fatal("invalid syntax in conditional");
        char *ra = xstrndup(p + 1, (size_t)(comma - p - 1));
        char *rb = xstrndup(comma + 1, (size_t)(close - comma - 1));
        char *ea = expand(ra), *eb = expand(rb);
        a = trim(ea);
        b = trim(eb);
        free(ra);
        free(rb);
        free(ea);
        free(eb);
        p = close + 1;
    } else if (*p == '"' || *p == '\'') {
        char *parts[2];
        for (int i = 0; i < 2; i++) {
            while (*p && is_space(*p)) p++;
            char qc = *p;
            if (qc != '"' && qc != '\'') fatal("invalid syntax in conditional");
            const char *e = strchr(p + 1, qc);
            if (!e) fatal("invalid syntax in conditional");
            char *raw = xstrndup(p + 1, (size_t)(e - p - 1));
            parts[i] = expand(raw);
            free(raw);
            p = e + 1;
        }
        a = parts[0];
        b = parts[1];
    } else {
        fatal("invalid syntax in conditional");
    }
    while (*p && is_space(*p)) p++;
    if (*p) fatal("extraneous text after '%s' directive", kw);
    bool eq = strcmp(a, b) == 0;
    free(a);
    free(b);
    return strcmp(kw, "ifeq") == 0 ? eq : !eq;
}

static const char *cond_keyword(const char *line, const char **rest) {
    static const char *kws[] = {"ifeq", "ifneq", "ifdef", "ifndef"};
    for (int i = 0; i < 4; i++)
        if (word_is(line, kws[i], rest)) return kws[i];
    return NULL;
}

/* Handles a conditional directive line; returns false if the line is not one. */
static bool handle_conditional(ParseState *ps, const char *line, int lineno) {
    const char *rest;
    const char *kw = cond_keyword(line, &rest);
    Loc here = {ps->fname, lineno};
    if (kw) {
        if (ps->nconds == ps->capconds) {
            ps->capconds = ps->capconds ? ps->capconds * 2 : 8;
            ps->conds = xrealloc(ps->conds, ps->capconds * sizeof *ps->conds);
        }
        Cond c = {false, false, false, skipping(ps), here};
        if (!c.outer_skip) {
            cur_loc = here;
            c.active = eval_condition(kw, rest);
            c.taken = c.active;
        }
        ps->conds[ps->nconds++] = c;
        return true;
    }
    if (word_is(line, "else", &rest)) {
        if (!ps->nconds) fatal_at(&here, "extraneous 'else'");
        Cond *c = &ps->conds[ps->nconds - 1];
        if (c->seen_else) fatal_at(&here, "only one 'else' per conditional");
        if (!*rest) {
            c->seen_else = true;
            c->active = !c->outer_skip && !c->taken;
            c->taken = true;
            return true;
        }
        const char *r2;
        const char *kw2 = cond_keyword(rest, &r2);
        if (!kw2) fatal_at(&here, "extraneous text after 'else' directive");
        if (c->outer_skip || c->taken) {
            c->active = false;
        } else {
            cur_loc = here;
            c->active = eval_condition(kw2, r2);
            c->taken = c->active;
        }
        return true;
    }
    if (word_is(line, "endif", &rest)) {
        if (!ps->nconds) fatal_at(&here, "extraneous 'endif'");
        if (*rest) fatal_at(&here, "extraneous text after 'endif' directive");
        ps->nconds--;
        return true;
    }
    return false;
}

/* ---- rules ---- */

static bool is_special_first(const char *name) {
    return name[0] == '.' && !strchr(name, '/');
}

static void split_bar(const char *text, StrList *normal, StrList *oo) {
    StrList w = {0};
    split_words(text, &w);
    archive_words(&w);
    bool after = false;
    for (size_t i = 0; i < w.n; i++) {
        if (strcmp(w.v[i], "|") == 0) {
            after = true;
            free(w.v[i]);
            continue;
        }
        if (strcmp(w.v[i], ".WAIT") == 0) { /* ordering marker: prerequisites run in order anyway */
            free(w.v[i]);
            continue;
        }
        sl_push(after ? oo : normal, w.v[i]);
    }
    free(w.v);
}

static void handle_rule(ParseState *ps, const char *line, size_t colon, int lineno) {
    Loc here = {ps->fname, lineno};
    bool grouped = colon > 0 && line[colon - 1] == '&';
    char *tpart = xstrndup(line, grouped ? colon - 1 : colon);
    char *ttext = expand(tpart);
    free(tpart);
    StrList targets = {0};
    split_words(ttext, &targets);
    archive_words(&targets);
    free(ttext);
    const char *rest = line + colon + 1;
    bool dbl = false;
    if (*rest == ':') {
        dbl = true;
        rest++;
    }

    /* recipe after ';' (top level) */
    const char *semi = NULL;
    for (const char *q = rest; *q; q++) {
        if (*q == '$' && (q[1] == '(' || q[1] == '{')) {
            const char *e = find_close(q + 2, q[1], q[1] == '(' ? ')' : '}');
            if (!e) break;
            q = e;
            continue;
        }
        if (*q == ';') {
            semi = q;
            break;
        }
    }
    char *deppart = semi ? xstrndup(rest, (size_t)(semi - rest)) : xstrdup(rest);

    /* target-specific variable? */
    int op;
    size_t oplen;
    long sep = semi ? -1 : find_separator(deppart, &op, &oplen);
    if (sep >= 0 && op != OP_NONE) {
        end_rule(ps);
        char *rawname = xstrndup(deppart, (size_t)sep);
        bool over = false;
        char *nm = trim(rawname);
        const char *r2;
        if (word_is(nm, "override", &r2)) {
            over = true;
            char *t2 = xstrdup(r2);
            free(nm);
            nm = t2;
        }
        if (word_is(nm, "private", &r2)) {
            /* target-specific values are never inherited anyway: 'private' changes nothing */
            char *t2 = xstrdup(r2);
            free(nm);
            nm = t2;
        }
        char *en = expand(nm);
        char *name = trim(en);
        const char *vstart = deppart + sep + oplen;
        char *raw = trim(vstart);
        if (op == OP_SHELL) fatal("'!=' is not allowed in a target-specific assignment");
        for (size_t i = 0; i < targets.n; i++) {
            VarSet *vs = strchr(targets.v[i], '%') ? &get_pat_vars(targets.v[i])->vars
                                                   : &get_target(targets.v[i])->vars;
            VarSet *saved = cur_scope;
            do_assign(vs, name, op, raw, over ? O_OVERRIDE : O_FILE, true);
            cur_scope = saved;
        }
        free(rawname);
        free(nm);
        free(en);
        free(name);
        free(raw);
        free(deppart);
        sl_free(&targets);
        return;
    }

    char *deps = expand(deppart);
    free(deppart);
    end_rule(ps);
    Recipe *recipe = xmalloc(sizeof *recipe);
    memset(recipe, 0, sizeof *recipe);
    recipe->loc = here;
    ps->in_rule = true;
    ps->rule_recipe = recipe;

    char *colon2 = strchr(deps, ':');
    if (grouped) {
        if (dbl) fatal("grouped targets cannot have double-colon rules");
        if (colon2) fatal("grouped targets cannot have static pattern rules");
        for (size_t i = 0; i < targets.n; i++)
            if (strchr(targets.v[i], '%')) fatal("grouped targets cannot be patterns");
        for (size_t i = 0; i < targets.n; i++) {
            Target *t = get_target(targets.v[i]);
            sl_free(&t->group);
            for (size_t j = 0; j < targets.n; j++)
                if (!sl_has(&t->group, targets.v[j])) sl_push(&t->group, xstrdup(targets.v[j]));
        }
    }
    if (dbl) {
        if (colon2) fatal("double-colon static pattern rules are not supported");
        StrList dn = {0}, dox = {0};
        split_bar(deps, &dn, &dox);
        ps->rule_double = true;
        for (size_t i = 0; i < targets.n; i++) {
            if (strchr(targets.v[i], '%')) fatal("double-colon pattern rules are not supported");
            Target *t = get_target(targets.v[i]);
            if (t->has_rule && !t->double_colon)
                fatal("target '%s' has both : and :: rules", t->name);
            t->has_rule = t->mentioned = t->double_colon = true;
            DcRule *dc = xmalloc(sizeof *dc);
            memset(dc, 0, sizeof *dc);
            for (size_t j = 0; j < dn.n; j++) {
                sl_push(&dc->deps, xstrdup(dn.v[j]));
                get_target(dn.v[j])->mentioned = true;
            }
            for (size_t j = 0; j < dox.n; j++) {
                sl_push(&dc->oodeps, xstrdup(dox.v[j]));
                get_target(dox.v[j])->mentioned = true;
            }
            dc->recipe = recipe;
            DcRule **pp = &t->dc;
            while (*pp) pp = &(*pp)->next;
            *pp = dc;
            if (!default_goal && !is_special_first(t->name)) default_goal = xstrdup(t->name);
            sl_push(&ps->rule_targets, xstrdup(targets.v[i]));
        }
        sl_free(&dn);
        sl_free(&dox);
    } else if (colon2) {
        /* static pattern rule: targets: target-pattern: prereq-patterns */
        char *tpat_t = xstrndup(deps, (size_t)(colon2 - deps));
        char *tpat = trim(tpat_t);
        free(tpat_t);
        if (!strchr(tpat, '%') || strchr(tpat, ' ') || strchr(tpat, '\t'))
            fatal("target pattern contains no '%%'");
        StrList pn = {0}, po = {0};
        split_bar(colon2 + 1, &pn, &po);
        for (size_t i = 0; i < targets.n; i++) {
            size_t so, sl;
            if (!pattern_match(tpat, targets.v[i], &so, &sl))
                fatal("target '%s' doesn't match the target pattern", targets.v[i]);
            char *stem = xstrndup(targets.v[i] + so, sl);
            Target *t = get_target(targets.v[i]);
            if (t->double_colon) fatal("target '%s' has both : and :: rules", t->name);
            t->has_rule = t->mentioned = true;
            free(t->stem);
            t->stem = xstrdup(stem);
            for (size_t j = 0; j < pn.n; j++) sl_push(&t->deps, pattern_subst(pn.v[j], stem));
            for (size_t j = 0; j < po.n; j++) sl_push(&t->oodeps, pattern_subst(po.v[j], stem));
            for (size_t j = 0; j < pn.n + po.n; j++) {
                char *d = pattern_subst(j < pn.n ? pn.v[j] : po.v[j - pn.n], stem);
                get_target(d)->mentioned = true;
                free(d);
            }
            if (!default_goal && !is_special_first(t->name)) default_goal = xstrdup(t->name);
            sl_push(&ps->rule_targets, xstrdup(targets.v[i]));
            free(stem);
        }
        sl_free(&pn);
        sl_free(&po);
        free(tpat);
    } else {
        StrList dn = {0}, dox = {0};
        split_bar(deps, &dn, &dox);
        size_t npat = 0;
        for (size_t i = 0; i < targets.n; i++)
            if (strchr(targets.v[i], '%')) npat++;
        if (npat && npat != targets.n) fatal("mixed implicit and normal rules");
        if (npat) {
            PatRule *pr = xmalloc(sizeof *pr);
            memset(pr, 0, sizeof *pr);
            for (size_t i = 0; i < targets.n; i++) sl_push(&pr->targets, xstrdup(targets.v[i]));
            for (size_t i = 0; i < dn.n; i++) sl_push(&pr->deps, xstrdup(dn.v[i]));
            for (size_t i = 0; i < dox.n; i++) sl_push(&pr->oodeps, xstrdup(dox.v[i]));
            *pat_rules_tail = pr;
            pat_rules_tail = &pr->next;
            ps->rule_pat = pr;
        } else {
            bool sx = second_expansion && strchr(deps, '$') != NULL;
            for (size_t i = 0; i < targets.n; i++) {
                Target *t = get_target(targets.v[i]);
                if (t->double_colon) fatal("target '%s' has both : and :: rules", t->name);
                t->has_rule = t->mentioned = true;
                if (sx) {
                    /* expanded again when the target is updated */
                    sl_push(&t->sx_texts, trim(deps));
                    if (!default_goal && !is_special_first(t->name)) default_goal = xstrdup(t->name);
                    sl_push(&ps->rule_targets, xstrdup(targets.v[i]));
                    continue;
                }
                if (strcmp(t->name, ".SECONDEXPANSION") == 0) second_expansion = true;
                for (size_t j = 0; j < dn.n; j++) {
                    sl_push(&t->deps, xstrdup(dn.v[j]));
                    get_target(dn.v[j])->mentioned = true;
                }
                for (size_t j = 0; j < dox.n; j++) {
                    sl_push(&t->oodeps, xstrdup(dox.v[j]));
                    get_target(dox.v[j])->mentioned = true;
                }
                if (!default_goal && !is_special_first(t->name)) default_goal = xstrdup(t->name);
                sl_push(&ps->rule_targets, xstrdup(targets.v[i]));
            }
        }
        sl_free(&dn);
        sl_free(&dox);
    }
    free(deps);
    sl_free(&targets);
    if (semi) {
        const char *r = semi + 1;
        while (*r == ' ' || *r == '\t') r++;
        install_recipe(ps);
        if (*r) add_recipe_line(ps, r, lineno);
    }
}

/* ---- directives ---- */

static bool starts_assignment(const char *rest) {
    while (*rest == ' ' || *rest == '\t') rest++;
    return *rest == '=' || (rest[0] == ':' && rest[1] == '=') ||
           (rest[0] == ':' && rest[1] == ':' && rest[2] == '=') ||
           ((rest[0] == '+' || rest[0] == '?' || rest[0] == '!') && rest[1] == '=');
}

static void handle_assignment(const char *line, long sep, int op, size_t oplen, int origin) {
    char *rawname = xstrndup(line, (size_t)sep);
    char *en = expand(rawname);
    char *name = trim(en);
    char *raw = trim(line + sep + oplen);
    do_assign(&global_vars, name, op, raw, origin, false);
    free(rawname);
    free(en);
    free(name);
    free(raw);
}

static void do_include(ParseState *ps, const char *rest, bool optional, int lineno) {
    Loc here = {ps->fname, lineno};
    cur_loc = here;
    char *e = expand(rest);
    StrList files = {0};
    split_words(e, &files);
    free(e);
    for (size_t i = 0; i < files.n; i++) parse_file(files.v[i], &here, optional);
    sl_free(&files);
}

static void do_export(const char *rest, int mode) {
    char *e = expand(rest);
    StrList w = {0};
    split_words(e, &w);
    free(e);
    for (size_t i = 0; i < w.n; i++) {
        Var *v = vs_find(&global_vars, w.v[i]);
        if (!v) v = set_var(&global_vars, w.v[i], "", F_RECURSIVE, O_FILE);
        v->exported = mode;
    }
    sl_free(&w);
}

Vpath *vpaths;

static void do_vpath(const char *rest) {
    char *e = expand(rest);
    StrList w = {0};
    split_words(e, &w);
    free(e);
    if (w.n == 0) {
        vpaths = NULL;
    } else if (w.n == 1) {
        Vpath **pp = &vpaths;
        while (*pp) {
            if (strcmp((*pp)->pattern, w.v[0]) == 0)
                *pp = (*pp)->next;
            else
                pp = &(*pp)->next;
        }
    } else {
        Vpath *v = xmalloc(sizeof *v);
        memset(v, 0, sizeof *v);
        v->pattern = xstrdup(w.v[0]);
        for (size_t i = 1; i < w.n; i++) {
            const char *s = w.v[i];
            while (*s) {
                const char *c = strchr(s, ':');
                size_t l = c ? (size_t)(c - s) : strlen(s);
                if (l) sl_push(&v->dirs, xstrndup(s, l));
                s += l;
                if (*s == ':') s++;
            }
        }
        if (v->dirs.n == 0) {
            free(v->pattern);
            free(v);
        } else {
            Vpath **pp = &vpaths;
            while (*pp) pp = &(*pp)->next;
            *pp = v;
        }
    }
    sl_free(&w);
}

static void do_undefine(const char *rest, int origin) {
    char *e = expand(rest);
    StrList w = {0};
    split_words(e, &w);
    free(e);
    if (!w.n) fatal("empty variable name");
    for (size_t i = 0; i < w.n; i++) {
        Var **pp = &global_vars.head;
        while (*pp && strcmp((*pp)->name, w.v[i]) != 0) pp = &(*pp)->next;
        Var *v = *pp;
        if (!v) continue;
        if (origin == O_FILE && (v->origin == O_CMDLINE || v->origin == O_OVERRIDE)) continue;
        *pp = v->next;
        free(v->name);
        free(v->value);
        free(v);
    }
    sl_free(&w);
}

typedef struct {
    bool active;
    int depth;
    char *name;
    int op;
    int origin;
    bool skipped;
    Buf value;
    int nlines;
    Loc loc;
} DefineState;

static void start_define(DefineState *ds, const char *rest, int origin, bool skipped, Loc here) {
    char *r = trim(rest);
    size_t n = strlen(r);
    int op = OP_RECURSIVE;
    /* optional trailing operator */
    static const struct { const char *s; int op; } ops[] = {
        {"::=", OP_SIMPLE}, {":=", OP_SIMPLE}, {"+=", OP_APPEND}, {"?=", OP_COND},
        {"!=", OP_SHELL}, {"=", OP_RECURSIVE}};
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
        size_t l = strlen(ops[i].s);
        if (n >= l && strcmp(r + n - l, ops[i].s) == 0) {
            op = ops[i].op;
            r[n - l] = 0;
            break;
        }
    }
    char *nm = trim(r);
    free(r);
    ds->active = true;
    ds->depth = 1;
    ds->op = op;
    ds->origin = origin;
    ds->skipped = skipped;
    ds->loc = here;
    buf_init(&ds->value);
    ds->nlines = 0;
    if (!skipped) {
        cur_loc = here;
        char *e = expand(nm);
        ds->name = trim(e);
        free(e);
        if (!*ds->name) fatal("empty variable name");
    } else {
        ds->name = NULL;
    }
    free(nm);
}

static void finish_define(DefineState *ds) {
    ds->active = false;
    if (!ds->skipped) {
        cur_loc = ds->loc;
        char *val = buf_take(&ds->value);
        if (ds->op == OP_APPEND || ds->op == OP_COND || ds->op == OP_SIMPLE || ds->op == OP_SHELL ||
            ds->op == OP_RECURSIVE) {
            Var *existing = vs_find(&global_vars, ds->name);
            bool blocked = existing && ds->origin == O_FILE &&
                           (existing->origin == O_CMDLINE || existing->origin == O_OVERRIDE ||
                            (existing->origin == O_ENV && opt.env_override));
            if (!blocked) {
                switch (ds->op) {
                case OP_RECURSIVE:
                    set_var(&global_vars, ds->name, val, F_RECURSIVE, ds->origin);
                    break;
                case OP_SIMPLE: {
                    char *e = expand(val);
                    set_var(&global_vars, ds->name, e, F_SIMPLE, ds->origin);
                    free(e);
                    break;
                }
                case OP_SHELL: {
                    char *c = expand(val);
                    char *o = shell_assign_value(c);
                    set_var(&global_vars, ds->name, o, F_SIMPLE, ds->origin);
                    free(o);
                    free(c);
                    break;
                }
                case OP_COND:
                    if (!existing) set_var(&global_vars, ds->name, val, F_RECURSIVE, ds->origin);
                    break;
                case OP_APPEND:
                    if (!existing) {
                        set_var(&global_vars, ds->name, val, F_RECURSIVE, ds->origin);
                    } else {
                        char *add = existing->flavor == F_SIMPLE ? expand(val) : xstrdup(val);
                        char *nv = *existing->value ? xasprintf("%s\n%s", existing->value, add)
                                                    : xstrdup(add);
                        free(existing->value);
                        existing->value = nv;
                        free(add);
                    }
                    break;
                }
            } else if (ds->op == OP_SHELL && existing->origin == O_CMDLINE) {
                /* as with !=: the command still runs, the command-line value is kept */
                char *c = expand(val);
                free(shell_assign_value(c));
                free(c);
            }
        }
        free(val);
    } else {
        buf_free(&ds->value);
    }
    free(ds->name);
    ds->name = NULL;
}

/* ---- the line loop ---- */

void parse_text(const char *text, const char *fname, int first_line, bool fixed_line) {
    ParseState ps;
    memset(&ps, 0, sizeof ps);
    ps.fname = fname;
    DefineState ds;
    memset(&ds, 0, sizeof ds);

    /* split into physical lines */
    StrList lines = {0};
    const char *p = text;
    while (*p) {
        const char *e = strchr(p, '\n');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        if (n && p[n - 1] == '\r') n--;
        sl_push(&lines, xstrndup(p, n));
        p = e ? e + 1 : p + strlen(p);
    }

    for (size_t i = 0; i < lines.n; i++) {
        int lineno = fixed_line ? first_line : first_line + (int)i;
        char *phys = lines.v[i];
        Loc here = {fname, lineno};
        cur_loc = here;

        if (ds.active) {
            char *t = trim(phys);
            const char *rest;
            if (word_is(t, "endef", &rest)) {
                if (--ds.depth == 0) {
                    free(t);
                    finish_define(&ds);
                    continue;
                }
            } else if (word_is(t, "define", &rest) || (word_is(t, "override", &rest) &&
                                                      word_is(rest, "define", &rest))) {
                ds.depth++;
            }
            free(t);
            if (ds.nlines++) buf_addc(&ds.value, '\n');
            buf_adds(&ds.value, phys);
            continue;
        }

        Var *rpv = vs_find(&global_vars, ".RECIPEPREFIX");
        char rp = rpv && rpv->value[0] ? rpv->value[0] : '\t';
        if (phys[0] == rp && ps.in_rule) {
            /* recipe line, with its continuation lines */
            Buf b;
            buf_init(&b);
            buf_adds(&b, phys + 1);
            while (ends_continued(b.s, b.len) && i + 1 < lines.n) {
                i++;
                buf_addc(&b, '\n');
                const char *nx = lines.v[i];
                if (nx[0] == rp) nx++;
                buf_adds(&b, nx);
            }
            if (!skipping(&ps)) add_recipe_line(&ps, b.s, lineno);
            buf_free(&b);
            continue;
        }

        /* logical line: join continuations */
        Buf b;
        buf_init(&b);
        buf_adds(&b, phys);
        while (ends_continued(b.s, b.len) && i + 1 < lines.n) {
            b.len--; /* drop the backslash */
            while (b.len && (b.s[b.len - 1] == ' ' || b.s[b.len - 1] == '\t')) b.len--;
            b.s[b.len] = 0;
            i++;
            const char *nx = lines.v[i];
            while (*nx == ' ' || *nx == '\t') nx++;
            buf_addc(&b, ' ');
            buf_adds(&b, nx);
        }
        if (ends_continued(b.s, b.len)) {
            b.len--;
            b.s[b.len] = 0;
        }
        char *nc = strip_comment(b.s);
        buf_free(&b);
        char *line = trim(nc);
        free(nc);
        bool tab_line = phys[0] == rp;

        if (!*line) {
            free(line);
            continue;
        }
        if (handle_conditional(&ps, line, lineno)) {
            free(line);
            continue;
        }
        const char *rest;
        if (skipping(&ps)) {
            if (word_is(line, "define", &rest) && !starts_assignment(rest))
                start_define(&ds, rest, O_FILE, true, here);
            else if (word_is(line, "override", &rest) && word_is(rest, "define", &rest))
                start_define(&ds, rest, O_OVERRIDE, true, here);
            free(line);
            continue;
        }

        int op;
        size_t oplen;
        if (word_is(line, "define", &rest) && !starts_assignment(rest)) {
            end_rule(&ps);
            start_define(&ds, rest, O_FILE, false, here);
        } else if (word_is(line, "vpath", &rest) && !starts_assignment(rest)) {
            end_rule(&ps);
            do_vpath(rest);
        } else if (word_is(line, "undefine", &rest) && !starts_assignment(rest)) {
            end_rule(&ps);
            do_undefine(rest, O_FILE);
        } else if (word_is(line, "endef", &rest) && !starts_assignment(rest)) {
            fatal_at(&here, "extraneous 'endef'");
        } else if ((word_is(line, "include", &rest) || word_is(line, "-include", &rest) ||
                    word_is(line, "sinclude", &rest)) &&
                   !starts_assignment(rest)) {
            end_rule(&ps);
            do_include(&ps, rest, line[0] != 'i', lineno);
        } else if (word_is(line, "private", &rest) && !starts_assignment(rest)) {
            end_rule(&ps);
            long sep = find_separator(rest, &op, &oplen);
            if (sep < 0 || op == OP_NONE) fatal_at(&here, "invalid 'private' directive");
            handle_assignment(rest, sep, op, oplen, O_FILE);
            char *rn = xstrndup(rest, (size_t)sep);
            char *en = expand(rn);
            char *name = trim(en);
            Var *pv = vs_find(&global_vars, name);
            if (pv) pv->is_private = true;
            free(rn);
            free(en);
            free(name);
        } else if (word_is(line, "override", &rest) && !starts_assignment(rest)) {
            end_rule(&ps);
            const char *r2;
            if (word_is(rest, "define", &r2)) {
                start_define(&ds, r2, O_OVERRIDE, false, here);
            } else if (word_is(rest, "undefine", &r2)) {
                do_undefine(r2, O_OVERRIDE);
            } else {
                bool priv = false;
                if (word_is(rest, "private", &r2) && !starts_assignment(r2)) {
                    priv = true;
                    rest = r2;
                }
                long sep = find_separator(rest, &op, &oplen);
                if (sep < 0 || op == OP_NONE) fatal_at(&here, "invalid 'override' directive");
                handle_assignment(rest, sep, op, oplen, O_OVERRIDE);
                if (priv) {
                    char *rn = xstrndup(rest, (size_t)sep);
                    char *en = expand(rn);
                    char *name = trim(en);
                    Var *pv = vs_find(&global_vars, name);
                    if (pv) pv->is_private = true;
                    free(rn);
                    free(en);
                    free(name);
                }
            }
        } else if ((word_is(line, "export", &rest) || word_is(line, "unexport", &rest)) &&
                   !starts_assignment(rest)) {
            end_rule(&ps);
            int mode = line[0] == 'e' ? 1 : -1;
            long sep = find_separator(rest, &op, &oplen);
            if (mode == 1 && sep >= 0 && op != OP_NONE) {
                handle_assignment(rest, sep, op, oplen, O_FILE);
                char *rn = xstrndup(rest, (size_t)sep);
                char *en = expand(rn);
                char *name = trim(en);
                Var *v = vs_find(&global_vars, name);
                if (v) v->exported = 1;
                free(rn);
                free(en);
                free(name);
            } else if (!*rest) {
                export_all = mode == 1;
            } else {
                do_export(rest, mode);
            }
        } else {
            long sep = find_separator(line, &op, &oplen);
            if (sep >= 0 && op != OP_NONE) {
                end_rule(&ps);
                handle_assignment(line, sep, op, oplen, O_FILE);
            } else if (sep >= 0) {
                handle_rule(&ps, line, (size_t)sep, lineno);
            } else {
                char *e = expand(line);
                char *t = trim(e);
                bool empty = !*t;
                free(e);
                free(t);
                if (!empty) {
                    if (tab_line) fatal_at(&here, "recipe commences before first target");
                    fatal_at(&here, "missing separator");
                }
            }
        }
        free(line);
    }
    if (ds.active) fatal_at(&ds.loc, "missing 'endef', unterminated 'define'");
    if (ps.nconds) fatal_at(&ps.conds[ps.nconds - 1].loc, "missing 'endif'");
    end_rule(&ps);
    free(ps.conds);
    free(ps.rule_targets.v);
    sl_free(&lines);
}

static char *read_all(FILE *f) {
    Buf b;
    buf_init(&b);
    char tmp[8192];
    size_t n;
    while ((n = fread(tmp, 1, sizeof tmp, f)) > 0) buf_addn(&b, tmp, n);
    return buf_take(&b);
}

void parse_file(const char *path, const Loc *from, bool optional) {
    FILE *f;
    if (strcmp(path, "-") == 0) {
        f = stdin;
    } else {
        f = fopen(path, "r");
        int e = errno;
        /* included files with relative names are also looked for in the -I directories */
        for (size_t i = 0; !f && from && path[0] != '/' && i < include_dirs.n; i++) {
            const char *d = include_dirs.v[i];
            size_t dl = strlen(d);
            char *c = (dl && d[dl - 1] == '/') ? xasprintf("%s%s", d, path) : xasprintf("%s/%s", d, path);
            f = fopen(c, "r");
            if (f)
                path = c; /* kept: names the file from now on */
            else
                free(c);
        }
        if (!f) {
            if (from) {
                /* it may still be made (see remake_makefiles); recorded for later */
                missing_includes = xrealloc(missing_includes,
                                            (n_missing_includes + 1) * sizeof *missing_includes);
                MissingInclude *mi = &missing_includes[n_missing_includes++];
                mi->name = xstrdup(path);
                mi->loc = *from;
                mi->optional = optional;
                mi->reason = xstrdup(strerror(e));
                return;
            }
            if (optional) return;
            if (from) fatal_at(from, "cannot include '%s': %s", path, strerror(e));
            fatal_noloc("cannot read makefile '%s': %s", path, strerror(e));
        }
    }
    if (++include_depth > 50) fatal_at(from, "includes nested too deeply");
    char *text = read_all(f);
    if (f != stdin) fclose(f);
    char *fname = xstrdup(path);
    sl_push(&makefile_list, xstrdup(path));
    char *ml = join_words(&makefile_list);
    set_var(&global_vars, "MAKEFILE_LIST", ml, F_SIMPLE, O_FILE);
    free(ml);
    Loc saved = cur_loc;
    parse_text(text, fname, 1, false);
    cur_loc = saved;
    free(text);
    include_depth--;
}
