/* minimake: variable sets and lookup. */
#include "mm.h"

VarSet global_vars;
VarSet *cur_scope = &global_vars;
bool in_recipe;

bool valid_var_name(const char *name) {
    if (!*name) return false;
    for (const char *p = name; *p; p++)
        if (is_space(*p) || *p == ':' || *p == '#' || *p == '=' || *p == '$') return false;
    return true;
}

Var *vs_find(VarSet *vs, const char *name) {
    for (Var *v = vs->head; v; v = v->next)
        if (strcmp(v->name, name) == 0) return v;
    return NULL;
}

Var *lookup_var(const char *name, VarSet **where) {
    bool numeric = *name != 0;
    for (const char *p = name; *p; p++)
        if (!isdigit((unsigned char)*p)) numeric = false;
    for (VarSet *vs = cur_scope; vs; vs = vs->parent) {
        if (numeric && vs->call_args > 0 && strtol(name, NULL, 10) > vs->call_args - 1) return NULL;
        Var *v = vs_find(vs, name);
        if (v && v->is_private && in_recipe && vs == &global_vars) return NULL;
        if (v) {
            if (where) *where = vs;
            return v;
        }
    }
    return NULL;
}

Var *set_var(VarSet *vs, const char *name, const char *value, int flavor, int origin) {
    Var *v = vs_find(vs, name);
    if (!v) {
        v = xmalloc(sizeof *v);
        memset(v, 0, sizeof *v);
        v->name = xstrdup(name);
        v->next = vs->head;
        vs->head = v;
    } else {
        free(v->value);
    }
    v->value = xstrdup(value);
    v->flavor = flavor;
    v->origin = origin;
    v->append = false;
    return v;
}

static char *own_value(Var *v) {
    if (v->flavor == F_SIMPLE) return xstrdup(v->value);
    if (v->expanding) fatal("recursive variable '%s' references itself", v->name);
    v->expanding = true;
    char *r = expand(v->value);
    v->expanding = false;
    return r;
}

char *var_value(Var *v, VarSet *where) {
    if (!v->append) return own_value(v);
    /* target-specific +=: the value inherited from the enclosing scopes, then this one */
    char *inherited = NULL;
    for (VarSet *vs = where->parent; vs && !inherited; vs = vs->parent) {
        Var *p = vs_find(vs, v->name);
        if (p) inherited = var_value(p, vs);
    }
    char *mine = own_value(v);
    char *r;
    if (inherited && *inherited)
        r = *mine ? xasprintf("%s %s", inherited, mine) : xstrdup(inherited);
    else
        r = xstrdup(mine);
    free(inherited);
    free(mine);
    return r;
}
