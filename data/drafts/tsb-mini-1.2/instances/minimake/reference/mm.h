/* minimake: shared declarations. */
#ifndef MM_H
#define MM_H
#define _POSIX_C_SOURCE 200809L
#define _XOPEN_SOURCE 700
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* ---- growable strings and lists ---- */
typedef struct {
    char *s;
    size_t len, cap;
} Buf;

void buf_init(Buf *b);
void buf_addc(Buf *b, char c);
void buf_addn(Buf *b, const char *s, size_t n);
void buf_adds(Buf *b, const char *s);
void buf_free(Buf *b);
char *buf_take(Buf *b);

typedef struct {
    char **v;
    size_t n, cap;
} StrList;

void sl_push(StrList *l, char *s);
bool sl_has(const StrList *l, const char *s);
void sl_free(StrList *l);

void *xmalloc(size_t n);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
char *xasprintf(const char *fmt, ...);

/* Splits text into whitespace-separated words (space, tab, newline). */
void split_words(const char *text, StrList *out);
char *join_words(const StrList *l);
char *trim(const char *s);
bool is_space(char c);

/* ---- diagnostics ---- */
typedef struct {
    const char *file;
    int line;
} Loc;

extern Loc cur_loc; /* location used by errors raised during expansion */
void fatal(const char *fmt, ...);          /* at cur_loc, exit 2 */
void fatal_at(const Loc *loc, const char *fmt, ...);
void warn_at(const Loc *loc, const char *fmt, ...);
void fatal_noloc(const char *fmt, ...);

/* ---- variables ---- */
enum { F_RECURSIVE, F_SIMPLE };
enum { O_DEFAULT, O_ENV, O_FILE, O_CMDLINE, O_OVERRIDE, O_AUTOMATIC };

typedef struct Var {
    char *name;
    char *value;
    int flavor;
    int origin;
    bool from_env; /* imported from the environment */
    bool is_private; /* global 'private': hidden from recipes, never exported */
    bool append; /* target-specific +=: value is appended to the inherited one */
    bool expanding;
    int exported; /* 0 default, 1 export, -1 unexport */
    struct Var *next;
} Var;

typedef struct VarSet {
    Var *head;
    struct VarSet *parent;
    int call_args; /* in a $(call) scope: 1 + the number of arguments (0 elsewhere) */
} VarSet;

extern VarSet global_vars;
extern VarSet *cur_scope;
extern bool in_recipe; /* expanding or running a recipe: private globals are hidden */

Var *vs_find(VarSet *vs, const char *name);
Var *lookup_var(const char *name, VarSet **where);
Var *set_var(VarSet *vs, const char *name, const char *value, int flavor, int origin);
char *var_value(Var *v, VarSet *where); /* expanded value, newly allocated */
bool valid_var_name(const char *name);

/* ---- expansion ---- */
char *expand(const char *s);
char *expand_n(const char *s, size_t n);
const char *find_close(const char *p, char open, char close); /* p just after open */
char *call_function(const char *name, const char *args, bool *found);
bool is_function_name(const char *name, size_t n);
char *run_shell_capture(const char *cmd, int *status);

/* ---- targets and rules ---- */
typedef struct RecipeLine {
    char *text;
    Loc loc;
} RecipeLine;

typedef struct Recipe {
    RecipeLine *lines;
    size_t n, cap;
    Loc loc; /* location of the rule that gave the recipe */
} Recipe;

enum { S_NEW, S_RUNNING, S_DONE };

typedef struct DcRule {
    StrList deps, oodeps;
    Recipe *recipe;
    struct DcRule *next;
} DcRule;

typedef struct Target {
    char *name;
    StrList deps;    /* normal prerequisites */
    StrList oodeps;  /* order-only prerequisites */
    Recipe *recipe;  /* NULL: no recipe */
    bool has_rule;   /* appears as the target of an explicit rule */
    bool mentioned;  /* appears as a target or prerequisite */
    bool phony, silent, ignore, precious;
    bool assume_old, assume_new; /* -o and -W */
    bool intermediate, intermediate_auto, secondary, notintermediate, is_goal;
    bool existed_before, seen;
    bool low_res; /* listed in .LOW_RESOLUTION_TIME */
    char *stem;
    VarSet vars;     /* target-specific variables */
    int state;
    bool failed;
    bool updated;    /* remade (or counted as remade) in this run */
    bool exists;
    struct timespec mtime;
    DcRule *dc;               /* double-colon rules, in order */
    StrList sx_texts;         /* prerequisite texts awaiting .SECONDEXPANSION */
    StrList group;            /* members of its grouped-target rule (&:), itself included */
    bool double_colon;
    char *path;               /* the file found by directory search, if any */
    Recipe *resolved_recipe; /* the recipe used (explicit, pattern or .DEFAULT) */
    struct Target *next;
} Target;

typedef struct PatRule {
    StrList targets;  /* target patterns */
    StrList deps;
    StrList oodeps;
    Recipe *recipe;
    bool builtin;
    struct PatRule *next;
} PatRule;

typedef struct Vpath {
    char *pattern;
    StrList dirs;
    struct Vpath *next;
} Vpath;
extern Vpath *vpaths;
char *vpath_search(const char *name);

typedef struct PatVars {
    char *pattern;
    VarSet vars;
    struct PatVars *next;
} PatVars;
extern PatVars *pat_vars;

extern Target *all_targets;
extern PatRule *pat_rules, **pat_rules_tail;
Target *find_target(const char *name);
Target *get_target(const char *name);

/* ---- options ---- */
typedef struct {
    bool dry_run, silent, ignore_errors, keep_going, always_make, question, touch;
    bool env_override, print_dir, warn_undefined, trace, print_db;
    bool no_builtin_rules, no_builtin_vars, symlink_times;
} Options;
extern Options opt;
extern char *default_goal;
extern bool silent_all, ignore_all, oneshell, delete_on_error, secondary_all, notintermediate_all;
extern bool export_all;
extern Target *default_target; /* .DEFAULT */
extern StrList makefile_list;
extern StrList include_dirs;
extern char *program_path;
extern int make_level;
extern char *make_flags;

/* ---- parsing ---- */
void parse_file(const char *path, const Loc *from, bool optional);
void parse_text(const char *text, const char *fname, int first_line, bool fixed_line);
void finish_parse(void);

void print_database(void);

/* ---- building ---- */
int build_goals(StrList *goals);
typedef struct {
    char *name;
    Loc loc;
    bool optional;
    char *reason;
} MissingInclude;
extern MissingInclude *missing_includes;
extern size_t n_missing_includes;
bool remake_makefiles(void); /* true if a makefile changed */
void fill_exports(StrList *env);
char **make_envp(void);

/* ---- archive members ---- */
bool archive_split(const char *name, char **archive, char **member);
void archive_words(StrList *words);
bool archive_member_time(const char *archive, const char *member, time_t *when);

/* ---- patterns ---- */
bool pattern_match(const char *pat, const char *word, size_t *stem_off, size_t *stem_len);
char *pattern_subst(const char *pat, const char *stem);

#endif
