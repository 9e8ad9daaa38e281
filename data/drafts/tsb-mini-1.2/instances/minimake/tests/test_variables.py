"""Reference tests: makefile lines, variables, conditionals and include."""


def info(mm, makefile, *args, **kw):
    """Reads a makefile that only prints with $(info); returns its stdout (before goal output)."""
    rc, out, err = mm("-f", "-", *args, input=makefile + "\n_end:\n", **kw)
    assert (rc, err) == (0, ""), err
    assert out.endswith("minimake: nothing to be done for '_end'.\n")
    return out[: -len("minimake: nothing to be done for '_end'.\n")]


def fails(mm, makefile, *args, **kw):
    rc, out, err = mm("-f", "-", *args, input=makefile, **kw)
    assert rc == 2
    return err


# ---- Physical and logical lines -------------------------------------------------------------


def test_crlf_lines(mm):
    assert info(mm, "X = a\r\n$(info [$(X)])\r\n") == "[a]\n"


def test_last_line_without_newline(mm):
    rc, out, err = mm("-f", "-", input="all:\n\t@echo last")
    assert out == "last\n"


def test_continuation_joins_with_one_space(mm):
    assert info(mm, "X = a   \\\n     b\n$(info [$(X)])") == "[a b]\n"


def test_continuation_many_lines(mm):
    assert info(mm, "X = a \\\n b \\\n c\n$(info [$(X)])") == "[a b c]\n"


def test_even_backslashes_no_continuation(mm):
    assert info(mm, "X = a\\\\\n$(info [$(X)])") == "[a\\\\]\n"


def test_backslash_at_end_of_file_removed(mm):
    rc, out, err = mm("-f", "-", input="$(info [x])\nX = v\\")
    assert out.startswith("[x]\n") and rc == 2


def test_location_first_physical_line(mm):
    err = fails(mm, "X = 1\nfoo \\\nbar\n")
    assert err == "minimake: -:2: missing separator\n"


# ---- Comments -------------------------------------------------------------------------------


def test_comment_removed(mm):
    assert info(mm, "X = a # note\n$(info [$(X)])") == "[a]\n"


def test_escaped_hash(mm):
    assert info(mm, "X = a\\#b\n$(info [$(X)])") == "[a#b]\n"


def test_comment_continues_with_backslash(mm):
    assert info(mm, "X = 1\n# note \\\nX = 2\n$(info [$(X)])") == "[1]\n"


def test_recipe_hash_goes_to_shell(mm):
    rc, out, err = mm(makefile="all:\n\techo a # b\n")
    assert out == "echo a # b\na\n"


def test_comment_after_semicolon_recipe(mm):
    rc, out, err = mm(makefile="all: ; @echo a # b\n")
    assert out == "a\n"


# ---- Line classification --------------------------------------------------------------------


def test_missing_separator(mm):
    assert fails(mm, "X = 1\njunk here\n") == "minimake: -:2: missing separator\n"


def test_expands_to_empty_is_fine(mm):
    assert info(mm, "E =\n$(E)  $(E)\n$(info ok)") == "ok\n"


def test_tab_line_before_rule(mm):
    assert fails(mm, "\techo hi\n") == "minimake: -:1: recipe commences before first target\n"


def test_tab_line_assignment_outside_rule(mm):
    assert info(mm, "\tX = tabbed\n$(info $(X))") == "tabbed\n"


def test_keyword_as_variable_name(mm):
    assert info(mm, "export = 1\n$(info $(export))") == "1\n"


def test_keyword_needs_whitespace(mm):
    assert fails(mm, "ifeq(a,a)\nendif\n") == "minimake: -:1: missing separator\n"


def test_colon_in_reference_not_rule(mm):
    assert info(mm, "A = x y\nB := $(A:x=z)\n$(info $(B))") == "z y\n"


def test_equals_before_colon_is_assignment(mm):
    assert info(mm, "X = a:b\n$(info $(X))") == "a:b\n"


# ---- Recursive assignment -------------------------------------------------------------------


def test_recursive_late_binding(mm):
    assert info(mm, "A = $(B)\nB = one\n$(info $(A))\nB = two\n$(info $(A))") == "one\ntwo\n"


def test_value_stripped(mm):
    assert info(mm, "X =    a b    \n$(info [$(X)])") == "[a b]\n"


def test_later_assignment_replaces(mm):
    assert info(mm, "X = 1\nX = 2\n$(info $(X))") == "2\n"


def test_flavor_recursive(mm):
    assert info(mm, "X = 1\n$(info $(flavor X))") == "recursive\n"


def test_recursive_origin_file(mm):
    assert info(mm, "X = 1\n$(info $(origin X))") == "file\n"


def test_recursive_simple_replaced_by_recursive(mm):
    assert info(mm, "X := a\nX = $(Y)\nY = b\n$(info $(X) $(flavor X))") == "b recursive\n"


# ---- Simple assignment ----------------------------------------------------------------------


def test_simple_expands_once(mm):
    assert info(mm, "B = one\nA := $(B)\nB = two\n$(info $(A))") == "one\n"


def test_double_colon_equals(mm):
    assert info(mm, "B = one\nA ::= $(B)\nB = two\n$(info $(A) $(flavor A))") == "one simple\n"


def test_simple_keeps_dollar(mm):
    assert info(mm, "B = x\nA := $$(B)\n$(info $(A))") == "$(B)\n"


def test_simple_origin_file(mm):
    assert info(mm, "A := 1\n$(info $(origin A))") == "file\n"


def test_simple_value_stripped(mm):
    assert info(mm, "A :=    x  y   \n$(info [$(A)])") == "[x  y]\n"


def test_simple_self_reference_uses_old(mm):
    assert info(mm, "A := 1\nA := $(A) 2\n$(info $(A))") == "1 2\n"


# ---- Append assignment ----------------------------------------------------------------------


def test_append_space(mm):
    assert info(mm, "X = a\nX += b\n$(info [$(X)])") == "[a b]\n"


def test_append_to_empty_no_space(mm):
    assert info(mm, "X =\nX += b\n$(info [$(X)])") == "[b]\n"


def test_append_empty_no_space(mm):
    assert info(mm, "X = a\nX +=\n$(info [$(X)])") == "[a]\n"


def test_append_simple_expands_now(mm):
    assert info(mm, "Y = 1\nX := a\nX += $(Y)\nY = 2\n$(info $(X))") == "a 1\n"


def test_append_recursive_stays_recursive(mm):
    assert info(mm, "Y = 1\nX = a\nX += $(Y)\nY = 2\n$(info $(X) $(flavor X))") == "a 2 recursive\n"


def test_append_undefined_is_recursive(mm):
    assert info(mm, "X += $(Y)\nY = 3\n$(info $(X) $(flavor X))") == "3 recursive\n"


def test_append_environment(mm):
    assert info(mm, "E += more\n$(info $(E))", env={"E": "base"}) == "base more\n"


# ---- Conditional assignment -----------------------------------------------------------------


def test_cond_assign_undefined(mm):
    assert info(mm, "X ?= $(Y)\nY = v\n$(info $(X) $(flavor X))") == "v recursive\n"


def test_cond_assign_defined_empty(mm):
    assert info(mm, "X =\nX ?= v\n$(info [$(X)])") == "[]\n"


def test_cond_assign_environment(mm):
    assert info(mm, "X ?= v\n$(info $(X))", env={"X": "env"}) == "env\n"


def test_cond_assign_cmdline(mm):
    assert info(mm, "X ?= v\n$(info $(X))", "X=cmd") == "cmd\n"


def test_cond_assign_after_undefined_reference(mm):
    assert info(mm, "Z := $(X)\nX ?= set\n$(info $(X))") == "set\n"


# ---- Shell assignment -----------------------------------------------------------------------


def test_shell_assign(mm):
    assert info(mm, "X != printf 'a\\nb\\n\\n'\n$(info [$(X)] $(flavor X))") == "[a b] simple\n"


def test_shell_assign_status(mm):
    assert info(mm, "X != exit 3\n$(info [$(X)] $(.SHELLSTATUS))") == "[] 3\n"


def test_shell_assign_expands_command(mm):
    assert info(mm, "W = hi\nX != echo $(W)\n$(info $(X))") == "hi\n"


def test_shell_assign_stderr_passes(mm):
    rc, out, err = mm("-f", "-", input="X != echo oops >&2\nall: ;\n")
    assert (rc, err) == (0, "oops\n")


def test_shell_assign_internal_newlines(mm):
    assert info(mm, "X != printf 'a\\n\\nb'\n$(info [$(X)])") == "[a  b]\n"


# ---- Variable names -------------------------------------------------------------------------


def test_computed_name(mm):
    assert info(mm, "P = lib\n$(P)_X = 1\n$(info $(lib_X))") == "1\n"


def test_name_case_sensitive(mm):
    assert info(mm, "x = 1\nX = 2\n$(info $(x)$(X))") == "12\n"


def test_empty_name(mm):
    assert fails(mm, "E =\n$(E) = 1\n") == "minimake: -:2: empty variable name\n"


def test_invalid_name(mm):
    assert fails(mm, "N = a b\n$(N) = 1\n") == "minimake: -:2: invalid variable name 'a b'\n"


def test_odd_characters_in_name(mm):
    assert info(mm, "a.b-c/d = ok\n$(info $(a.b-c/d))") == "ok\n"


# ---- Variable references --------------------------------------------------------------------


def test_braces(mm):
    assert info(mm, "X = v\n$(info ${X})") == "v\n"


def test_single_char_reference(mm):
    assert info(mm, "A = 1\nAB = 2\n$(info $AB)") == "1B\n"


def test_dollar_dollar(mm):
    assert info(mm, "$(info a$$b)") == "a$b\n"


def test_undefined_empty(mm):
    assert info(mm, "$(info [$(NOPE)])") == "[]\n"


def test_nested_name(mm):
    assert info(mm, "K = cc\ncc_flags = -O\n$(info $($(K)_flags))") == "-O\n"


def test_paren_counting_only_own_type(mm):
    assert info(mm, "$(info [$(a{)])") == "[]\n"


def test_unterminated_reference(mm):
    assert fails(mm, "X := $(Y\n") == "minimake: -:1: unterminated variable reference\n"


def test_trailing_dollar(mm):
    assert info(mm, "X := ab$\n$(info [$(X)])") == "[ab]\n"


# ---- Recursive variable expansion -----------------------------------------------------------


def test_self_reference(mm):
    err = fails(mm, "A = $(A) x\nall:\n\t@echo $(A)\n")
    assert err == "minimake: -:3: recursive variable 'A' references itself\n"


def test_indirect_self_reference(mm):
    err = fails(mm, "A = $(B)\nB = $(A)\n$(info $(A))\n")
    assert err == "minimake: -:3: recursive variable 'A' references itself\n"


def test_same_variable_twice_not_recursive(mm):
    assert info(mm, "A = x\nB = $(A)$(A)\n$(info $(B))") == "xx\n"


def test_self_reference_unused_fine(mm):
    assert info(mm, "A = $(A)\n$(info fine)") == "fine\n"


def test_self_reference_in_recipe_location(mm):
    rc, out, err = mm(makefile="X = $(Y)\nY = $(X)\nall:\n\t@echo ok\n\t@echo $(Y)\n")
    assert (rc, out, err) == (2, "", "minimake: Makefile:5: recursive variable 'Y' references itself\n")


# ---- Substitution references ----------------------------------------------------------------


def test_subst_ref_suffix(mm):
    assert info(mm, "S = a.c b.c lib/x.c notes.txt\n$(info $(S:.c=.o))") == "a.o b.o lib/x.o notes.txt\n"


def test_subst_ref_pattern(mm):
    out = info(mm, "S = a.c b.c notes.txt\n$(info $(S:%.c=obj/%.o))")
    assert out == "obj/a.o obj/b.o notes.txt\n"


def test_subst_ref_pattern_no_percent_replacement(mm):
    assert info(mm, "S = a.c b.h\n$(info $(S:%.c=X))") == "X b.h\n"


def test_subst_ref_normalises_spaces(mm):
    assert info(mm, "S = a.c    b.c\n$(info [$(S:.c=.o)])") == "[a.o b.o]\n"


def test_subst_ref_only_at_end(mm):
    assert info(mm, "S = x.c.c y.cc\n$(info $(S:.c=.o))") == "x.c.o y.cc\n"


def test_subst_ref_parts_expanded(mm):
    assert info(mm, "S = a.c\nF = .c\nT = .o\n$(info ${S:$(F)=$(T)})") == "a.o\n"


# ---- Patterns -------------------------------------------------------------------------------


def test_pattern_empty_stem_in_function(mm):
    assert info(mm, "$(info $(patsubst %.c,[%],.c a.c))") == "[] [a]\n"


def test_pattern_second_percent_literal(mm):
    assert info(mm, "$(info $(filter %.%,a.% a.b))") == "a.%\n"


def test_pattern_without_percent_exact(mm):
    assert info(mm, "$(info $(filter a.c,a.c xa.c))") == "a.c\n"


def test_pattern_prefix_and_suffix(mm):
    assert info(mm, "$(info $(filter src/%.c,src/a.c lib/a.c src/b.h))") == "src/a.c\n"


def test_pattern_percent_alone(mm):
    assert info(mm, "$(info $(patsubst %,-%-,a b))") == "-a- -b-\n"


def test_pattern_no_escape(mm):
    assert info(mm, "$(info $(filter a\\%,a\\x ax))") == "a\\x\n"


# ---- Variable precedence --------------------------------------------------------------------


def test_file_beats_environment(mm):
    assert info(mm, "V = file\n$(info $(V))", env={"V": "env"}) == "file\n"


def test_override_beats_cmdline(mm):
    assert info(mm, "override V = ovr\n$(info $(V))", "V=cmd") == "ovr\n"


def test_override_blocks_later_file(mm):
    assert info(mm, "override V = ovr\nV = file\n$(info $(V))") == "ovr\n"


def test_foreach_variable_hides_global(mm):
    assert info(mm, "x = g\n$(info $(foreach x,1 2,$(x)) $(x))") == "1 2 g\n"


def test_cmdline_beats_environment(mm):
    assert info(mm, "$(info $(V) $(origin V))", "V=cmd", env={"V": "env"}) == "cmd command line\n"


def test_override_beats_environment_with_e(mm):
    assert info(mm, "override V = o\n$(info $(V))", "-e", env={"V": "env"}) == "o\n"


# ---- The environment ------------------------------------------------------------------------


def test_environment_imported(mm):
    assert info(mm, "$(info $(HOMEY) $(origin HOMEY))", env={"HOMEY": "/h"}) == "/h environment\n"


def test_shell_not_imported(mm):
    assert info(mm, "$(info [$(SHELL)] $(origin SHELL))", env={"SHELL": "/bin/zsh"}) == "[/bin/sh] default\n"


def test_environment_value_recursive(mm):
    assert info(mm, "Y = yes\n$(info $(E))", env={"E": "$(Y)"}) == "yes\n"


def test_assigned_env_var_exported_new_value(mm):
    rc, out, err = mm(makefile="E = new\nall:\n\t@echo $$E\n", env={"E": "old"})
    assert out == "new\n"


def test_unexported_env_removed(mm):
    rc, out, err = mm(makefile="unexport E\nall:\n\t@echo [$$E]\n", env={"E": "old"})
    assert out == "[]\n"


def test_file_variable_not_exported(mm):
    rc, out, err = mm(makefile="F = v\nall:\n\t@echo [$$F]\n")
    assert out == "[]\n"


def test_exported_value_expanded(mm):
    rc, out, err = mm(makefile="export F = $(G)\nG = g\nall:\n\t@echo [$$F]\n")
    assert out == "[g]\n"


def test_export_target_specific_value(mm):
    rc, out, err = mm(makefile="export F = g\nall: F = t\nall:\n\t@echo [$$F]\n")
    assert out == "[t]\n"


def test_shell_function_sees_exports(mm):
    assert info(mm, "export F = v\n$(info $(shell echo $$F))") == "v\n"


# ---- Export directives ----------------------------------------------------------------------


def test_export_names(mm):
    rc, out, err = mm(makefile="A = 1\nB = 2\nL = A B\nexport $(L)\nall:\n\t@echo $$A$$B\n")
    assert out == "12\n"


def test_export_undefined_defines_empty(mm):
    assert info(mm, "export Q\n$(info [$(Q)] $(origin Q))") == "[] file\n"


def test_unexport_cmdline(mm):
    rc, out, err = mm("C=1", makefile="unexport C\nall:\n\t@echo [$$C]\n")
    assert out == "[]\n"


def test_export_without_names_exports_all(mm):
    rc, out, err = mm(makefile="export\nA = 1\nall:\n\t@echo [$$A]\n")
    assert out == "[1]\n"


def test_unexport_without_names_cancels(mm):
    rc, out, err = mm(makefile="export\nA = 1\nunexport\nall:\n\t@echo [$$A]\n")
    assert out == "[]\n"


def test_export_after_unexport_wins(mm):
    rc, out, err = mm(makefile="unexport\nA = 1\nexport\nall:\n\t@echo [$$A]\n")
    assert out == "[1]\n"


def test_export_all_variables(mm):
    rc, out, err = mm(makefile=".EXPORT_ALL_VARIABLES:\nA = 1\nall:\n\t@echo [$$A]\n")
    assert out == "[1]\n"


def test_export_all_respects_unexport(mm):
    mk = ".EXPORT_ALL_VARIABLES:\nA = 1\nunexport A\nall:\n\t@echo [$$A]\n"
    rc, out, err = mm(makefile=mk)
    assert out == "[]\n"


def test_export_all_includes_curdir(mm):
    rc, out, err = mm(makefile=".EXPORT_ALL_VARIABLES:\nall:\n\t@test -n \"$$CURDIR\" && echo y\n")
    assert out == "y\n"


# ---- Multi-line variables -------------------------------------------------------------------


def test_define_lines(mm):
    rc, out, err = mm(makefile="define CMDS\n@echo one\n@echo two\nendef\nall:\n\t$(CMDS)\n")
    assert out == "one\ntwo\n"


def test_define_literal_comment(mm):
    assert info(mm, "define X\na # b\nendef\n$(info $(X))") == "a # b\n"


def test_define_simple(mm):
    assert info(mm, "Y = 1\ndefine X :=\n$(Y)\nendef\nY = 2\n$(info $(X) $(flavor X))") == "1 simple\n"


def test_define_default_recursive(mm):
    assert info(mm, "define X\n$(Y)\nendef\nY = 2\n$(info $(X) $(flavor X))") == "2 recursive\n"


def test_define_append_newline(mm):
    rc, out, err = mm(makefile="X = @echo a\ndefine X +=\n@echo b\nendef\nall:\n\t$(X)\n")
    assert out == "a\nb\n"


def test_define_conditional(mm):
    assert info(mm, "X = 1\ndefine X ?=\n2\nendef\n$(info $(X))") == "1\n"


def test_define_shell(mm):
    assert info(mm, "define X !=\necho hi\nendef\n$(info $(X))") == "hi\n"


def test_define_shell_command_line_command_runs(mm):
    # as with !=: a command-line variable is not changed, but the command still runs
    mk = "define X !=\necho ran > side\nexit 4\nendef\n$(info $(X) $(origin X) $(.SHELLSTATUS))"
    assert info(mm, mk, "X=c") == "c command line 4\n"
    assert mm.read("side") == "ran\n"


def test_define_nested(mm):
    out = info(mm, "define OUTER\ndefine INNER\nx\nendef\nendef\n$(info [$(OUTER)])")
    assert out == "[define INNER\nx\nendef]\n"


def test_define_unterminated(mm):
    err = fails(mm, "A = 1\ndefine X\nabc\n")
    assert err == "minimake: -:2: missing 'endef', unterminated 'define'\n"


def test_endef_extraneous(mm):
    assert fails(mm, "endef\n") == "minimake: -:1: extraneous 'endef'\n"


def test_define_empty(mm):
    assert info(mm, "define X\nendef\n$(info [$(X)] $(origin X))") == "[] file\n"


# ---- The override directive -----------------------------------------------------------------


def test_override_cmdline(mm):
    assert info(mm, "override X = f\n$(info $(X) $(origin X))", "X=c") == "f override\n"


def test_override_append_cmdline(mm):
    assert info(mm, "override X += f\n$(info $(X))", "X=c") == "c f\n"


def test_override_define(mm):
    assert info(mm, "override define X\nd\nendef\n$(info $(X))", "X=c") == "d\n"


def test_invalid_override(mm):
    assert fails(mm, "override junk\n") == "minimake: -:1: invalid 'override' directive\n"


def test_define_blocked_by_cmdline(mm):
    assert info(mm, "define X\nd\nendef\n$(info $(X))", "X=c") == "c\n"


# ---- Conditional syntax ---------------------------------------------------------------------


def test_ifeq_true(mm):
    assert info(mm, "A = x\nifeq ($(A),x)\n$(info yes)\nendif") == "yes\n"


def test_ifeq_strips(mm):
    assert info(mm, "ifeq ( a , a )\n$(info yes)\nendif") == "yes\n"


def test_ifneq(mm):
    assert info(mm, "ifneq (a,b)\n$(info differ)\nendif") == "differ\n"


def test_ifeq_quoted_not_stripped(mm):
    assert info(mm, "ifeq \" a\" 'a'\n$(info yes)\nelse\n$(info no)\nendif") == "no\n"


def test_ifeq_quoted_mixed(mm):
    assert info(mm, "ifeq \"a\" 'a'\n$(info yes)\nendif") == "yes\n"


def test_ifeq_nested_comma(mm):
    assert info(mm, "ifeq ($(subst a,b,a),b)\n$(info yes)\nendif") == "yes\n"


def test_ifeq_extraneous(mm):
    assert fails(mm, "ifeq (a,b) x\nendif\n") == "minimake: -:1: extraneous text after 'ifeq' directive\n"


def test_ifeq_invalid(mm):
    assert fails(mm, "ifeq a b\nendif\n") == "minimake: -:1: invalid syntax in conditional\n"


def test_ifeq_evaluated_when_read(mm):
    assert info(mm, "ifeq ($(X),1)\n$(info yes)\nendif\nX = 1") == ""


# ---- Conditionals on definition -------------------------------------------------------------


def test_ifdef_defined(mm):
    assert info(mm, "X = 1\nifdef X\n$(info yes)\nendif") == "yes\n"


def test_ifdef_empty_value(mm):
    assert info(mm, "X =\nifdef X\n$(info yes)\nelse\n$(info no)\nendif") == "no\n"


def test_ifdef_value_not_expanded(mm):
    assert info(mm, "X = $(EMPTY)\nifdef X\n$(info yes)\nendif") == "yes\n"


def test_ifndef(mm):
    assert info(mm, "ifndef NOPE\n$(info undefined)\nendif") == "undefined\n"


def test_ifdef_name_expanded(mm):
    assert info(mm, "N = X\nX = 1\nifdef $(N)\n$(info yes)\nendif") == "yes\n"


def test_ifdef_invalid(mm):
    assert fails(mm, "ifdef a b\nendif\n") == "minimake: -:1: invalid syntax in conditional\n"


# ---- Conditional structure ------------------------------------------------------------------


def test_else_branch(mm):
    assert info(mm, "ifeq (a,b)\n$(info one)\nelse\n$(info two)\nendif") == "two\n"


def test_else_if_chain(mm):
    mk = "X = 2\nifeq ($(X),1)\n$(info one)\nelse ifeq ($(X),2)\n$(info two)\nelse\n$(info other)\nendif"
    assert info(mm, mk) == "two\n"


def test_first_true_branch_only(mm):
    mk = "ifeq (a,a)\n$(info one)\nelse ifeq (b,b)\n$(info two)\nendif"
    assert info(mm, mk) == "one\n"


def test_nested_in_skipped(mm):
    mk = "ifeq (a,b)\nifeq (c,c)\n$(info inner)\nendif\n$(info skipped)\nendif\n$(info after)"
    assert info(mm, mk) == "after\n"


def test_skipped_condition_not_evaluated(mm):
    mk = "ifeq (a,b)\nifeq ($(error boom),x)\nendif\nendif\n$(info ok)"
    assert info(mm, mk) == "ok\n"


def test_skipped_define_body(mm):
    mk = "ifeq (a,b)\ndefine X\nendif\nendef\nendif\n$(info ok)"
    assert info(mm, mk) == "ok\n"


def test_extraneous_else(mm):
    assert fails(mm, "else\n") == "minimake: -:1: extraneous 'else'\n"


def test_extraneous_endif(mm):
    assert fails(mm, "A = 1\nendif\n") == "minimake: -:2: extraneous 'endif'\n"


def test_two_else(mm):
    assert fails(mm, "ifdef A\nelse\nelse\nendif\n") == "minimake: -:3: only one 'else' per conditional\n"


def test_endif_extra_text(mm):
    assert fails(mm, "ifdef A\nendif x\n") == "minimake: -:2: extraneous text after 'endif' directive\n"


def test_else_extra_text(mm):
    assert fails(mm, "ifdef A\nelse x\nendif\n") == "minimake: -:2: extraneous text after 'else' directive\n"


def test_missing_endif_innermost(mm):
    assert fails(mm, "ifdef A\nifdef B\nendif\nifdef C\n") == "minimake: -:4: missing 'endif'\n"


# ---- Include --------------------------------------------------------------------------------


def test_include_reads(mm):
    mm.write("vars.mk", "X = inc\n")
    rc, out, err = mm(makefile="include vars.mk\nall:\n\t@echo $(X)\n")
    assert out == "inc\n"


def test_include_expanded_names(mm):
    mm.write("a.mk", "A = 1\n")
    mm.write("b.mk", "B = 2\n")
    rc, out, err = mm(makefile="F = a.mk b.mk\ninclude $(F)\nall:\n\t@echo $(A)$(B)\n")
    assert out == "12\n"


def test_include_missing(mm):
    rc, out, err = mm(makefile="X = 1\ninclude nope.mk\nall: ;\n")
    assert (rc, err) == (2, "minimake: Makefile:2: cannot include 'nope.mk': No such file or directory\n")


def test_dash_include_missing(mm):
    rc, out, err = mm(makefile="-include nope.mk\nsinclude nope2.mk\nall: ; @echo ok\n")
    assert (rc, out, err) == (0, "ok\n", "")


def test_include_default_goal(mm):
    mm.write("rules.mk", "first:\n\t@echo first\n")
    rc, out, err = mm(makefile="include rules.mk\nsecond:\n\t@echo second\n")
    assert out == "first\n"


def test_include_location(mm):
    mm.write("bad.mk", "A = 1\nbad line\n")
    rc, out, err = mm(makefile="include bad.mk\n")
    assert err == "minimake: bad.mk:2: missing separator\n"


def test_include_cannot_close_conditional(mm):
    mm.write("end.mk", "endif\n")
    rc, out, err = mm(makefile="ifdef X\ninclude end.mk\nendif\nall: ;\n", env={"X": "1"})
    assert err == "minimake: end.mk:1: extraneous 'endif'\n"


def test_include_ends_rule(mm):
    mm.write("e.mk", "")
    rc, out, err = mm(makefile="all:\n\t@echo a\ninclude e.mk\n\t@echo b\n")
    assert (rc, err) == (2, "minimake: Makefile:4: recipe commences before first target\n")


def test_include_too_deep(mm):
    mm.write("self.mk", "include self.mk\n")
    rc, out, err = mm(makefile="include self.mk\n")
    assert rc == 2 and err.endswith(": includes nested too deeply\n")


# ---- Special variables ----------------------------------------------------------------------


def test_makefile_list(mm):
    mm.write("a.mk", "$(info $(MAKEFILE_LIST))\n")
    rc, out, err = mm(makefile="include a.mk\nall: ;\n")
    assert out.splitlines()[0] == "Makefile a.mk"


def test_lastword_makefile_list(mm):
    assert info(mm, "$(info $(lastword $(MAKEFILE_LIST)))") == "-\n"


def test_curdir(mm):
    mm.write("sub/Makefile", "all:\n\t@echo $(CURDIR)\n")
    rc, out, err = mm("-C", "sub")
    assert out == str((mm.dir / "sub").resolve()) + "\n"


def test_make_variable(mm):
    rc, out, err = mm(makefile="all:\n\t@echo $(MAKE) $(origin MAKE)\n")
    assert out == mm.exe + " default\n"


def test_recursive_make(mm):
    mm.write("sub/Makefile", "x:\n\t@echo sub-x\n")
    rc, out, err = mm(makefile="all:\n\t@$(MAKE) -C sub\n")
    assert (rc, out) == (0, "sub-x\n")


def test_default_goal_variable(mm):
    rc, out, err = mm(makefile=".DEFAULT_GOAL = b\na:\n\t@echo a\nb:\n\t@echo b\n")
    assert out == "b\n"


def test_default_goal_several_words(mm):
    rc, out, err = mm(makefile=".DEFAULT_GOAL = b a\na:\n\t@echo a\nb:\n\t@echo b\n")
    assert out == "b\na\n"


def test_shellstatus_after_shell(mm):
    assert info(mm, "X := $(shell exit 4)\n$(info $(.SHELLSTATUS))") == "4\n"


# ---- The undefine directive -----------------------------------------------------------------


def test_undefine(mm):
    assert info(mm, "X = 1\nundefine X\n$(info [$(X)] $(origin X))") == "[] undefined\n"


def test_undefine_then_cond_assign(mm):
    assert info(mm, "X = 1\nundefine X\nX ?= 2\n$(info $(X))") == "2\n"


def test_undefine_several_expanded(mm):
    assert info(mm, "A = 1\nB = 2\nL = A B\nundefine $(L)\n$(info [$(A)$(B)])") == "[]\n"


def test_undefine_unknown_ignored(mm):
    assert info(mm, "undefine NOPE\n$(info ok)") == "ok\n"


def test_undefine_cmdline_kept(mm):
    assert info(mm, "undefine X\n$(info $(X))", "X=c") == "c\n"


def test_override_undefine(mm):
    assert info(mm, "override undefine X\n$(info [$(X)])", "X=c") == "[]\n"


def test_undefine_override_var_kept(mm):
    assert info(mm, "override X = o\nundefine X\n$(info $(X))") == "o\n"


def test_undefine_no_names(mm):
    assert fails(mm, "undefine\n") == "minimake: -:1: empty variable name\n"


def test_undefine_environment(mm):
    assert info(mm, "undefine E\n$(info [$(E)])", env={"E": "x"}) == "[]\n"


# ---- The recipe prefix ----------------------------------------------------------------------


def test_recipe_prefix(mm):
    rc, out, err = mm(makefile=".RECIPEPREFIX = >\nall:\n>@echo gt\n")
    assert out == "gt\n"


def test_recipe_prefix_first_char(mm):
    rc, out, err = mm(makefile=".RECIPEPREFIX = >x\nall:\n>@echo gt\n")
    assert out == "gt\n"


def test_recipe_prefix_tab_not_recipe(mm):
    rc, out, err = mm(makefile=".RECIPEPREFIX = >\nall:\n\t@echo tab\n")
    assert (rc, err) == (2, "minimake: Makefile:3: missing separator\n")


def test_recipe_prefix_changes_midway(mm):
    mk = "a:\n\t@echo a\n.RECIPEPREFIX = >\nb:\n>@echo b\n"
    rc, out, err = mm("a", "b", makefile=mk)
    assert out == "a\nb\n"


def test_recipe_prefix_empty_means_tab(mm):
    rc, out, err = mm(makefile=".RECIPEPREFIX =\nall:\n\t@echo tab\n")
    assert out == "tab\n"


def test_recipe_prefix_before_target_error(mm):
    rc, out, err = mm(makefile=".RECIPEPREFIX = >\n>echo x\n")
    assert err == "minimake: Makefile:2: recipe commences before first target\n"


def test_recipe_prefix_continuation(mm):
    rc, out, err = mm(makefile=".RECIPEPREFIX = >\nall:\n>@echo a \\\n>b\n")
    assert out == "a b\n"


# ---- Option -I ------------------------------------------------------------------------------


def test_include_dir(mm):
    mm.write("inc/c.mk", "X = from-inc\n")
    rc, out, err = mm("-I", "inc", makefile="include c.mk\nall:\n\t@echo $(X) $(MAKEFILE_LIST)\n")
    assert out == "from-inc Makefile inc/c.mk\n"


def test_include_dir_current_first(mm):
    mm.write("inc/c.mk", "X = inc\n")
    mm.write("c.mk", "X = here\n")
    rc, out, err = mm("-Iinc", makefile="include c.mk\nall:\n\t@echo $(X)\n")
    assert out == "here\n"


def test_include_dir_order(mm):
    mm.write("a/c.mk", "X = a\n")
    mm.write("b/c.mk", "X = b\n")
    rc, out, err = mm("-I", "b", "--include-dir=a", makefile="include c.mk\nall:\n\t@echo $(X)\n")
    assert out == "b\n"


def test_include_dir_trailing_slash(mm):
    mm.write("inc/c.mk", "all:\n\t@echo $(lastword $(MAKEFILE_LIST))\n")
    rc, out, err = mm("-I", "inc/", makefile="include c.mk\n")
    assert out == "inc/c.mk\n"


def test_include_dir_location(mm):
    mm.write("inc/c.mk", "\nbad\n")
    rc, out, err = mm("-I", "inc", makefile="include c.mk\n")
    assert err == "minimake: inc/c.mk:2: missing separator\n"


def test_include_dir_missing_error_names_file(mm):
    rc, out, err = mm("-I", "inc", makefile="include c.mk\nall: ;\n")
    assert err == "minimake: Makefile:1: cannot include 'c.mk': No such file or directory\n"


def test_include_dir_not_for_f(mm):
    mm.write("inc/c.mk", "all: ;\n")
    assert mm("-I", "inc", "-f", "c.mk")[0] == 2


def test_include_dirs_variable(mm):
    assert info(mm, "$(info [$(.INCLUDE_DIRS)] $(origin .INCLUDE_DIRS))", "-I", "a", "-I", "b") == "[a b] default\n"


def test_dash_include_uses_dirs(mm):
    mm.write("inc/c.mk", "X = 1\n")
    assert info(mm, "-include c.mk\n$(info $(X))", "-I", "inc") == "1\n"


# ---- More special variables -----------------------------------------------------------------


def test_makecmdgoals(mm):
    rc, out, err = mm("b", "X=1", "a", makefile="$(info [$(MAKECMDGOALS)])\na b: ;\n")
    assert out.splitlines()[0] == "[b a]"


def test_makecmdgoals_empty_for_default(mm):
    rc, out, err = mm(makefile="all:\n\t@echo [$(MAKECMDGOALS)] $(origin MAKECMDGOALS)\n")
    assert out == "[] default\n"


def test_variables_list(mm):
    out = info(mm, "B = 1\nA = 2\n$(info $(filter A B,$(.VARIABLES)))", "-R")
    assert out == "A B\n"


def test_variables_list_sorted_includes_env(mm):
    out = info(mm, "$(info $(filter Z_ENV a_file,$(.VARIABLES)))\na_file = 1", env={"Z_ENV": "1"})
    assert out == "Z_ENV\n"


def test_variables_not_a_variable(mm):
    assert info(mm, "$(info $(origin .VARIABLES))") == "undefined\n"


def test_variables_assigned(mm):
    assert info(mm, ".VARIABLES = mine\n$(info $(.VARIABLES))") == "mine\n"


# ---- Remaking makefiles ---------------------------------------------------------------------

GEN = "include gen.mk\nall:\n\t@echo X=$(X) r=$(MAKE_RESTARTS)\ngen.mk:\n\t@echo making; echo X = 5 > gen.mk\n"


def test_missing_include_made_then_restart(mm):
    rc, out, err = mm("-r", makefile=GEN)
    assert (rc, out, err) == (0, "making\nX=5 r=1\n", "")


def test_no_restart_when_up_to_date(mm):
    mm.write("gen.mk", "X = 7\n")
    rc, out, err = mm("-r", makefile=GEN)
    assert out == "X=7 r=\n"


def test_makefile_remade_when_older(mm):
    mm.write("src.txt", "", 3000)
    mm.write("gen.mk", "X = old\n", 1000)
    mk = "include gen.mk\nall:\n\t@echo X=$(X)\ngen.mk: src.txt\n\t@echo X = new > gen.mk\n"
    rc, out, err = mm("-r", makefile=mk)
    assert out == "X=new\n"


def test_main_makefile_remade(mm):
    mm.write("Makefile.in", "all:\n\t@echo generated $(MAKE_RESTARTS)\nMakefile: Makefile.in\n\t@cp Makefile.in Makefile\n", 3000)
    mm.write("Makefile", "all:\n\t@echo old\nMakefile: Makefile.in\n\t@cp Makefile.in Makefile\n", 1000)
    rc, out, err = mm("-r")
    assert out == "generated 1\n"


def test_include_error_after_reading(mm):
    rc, out, err = mm("-r", makefile="include nope.mk\n$(info still read)\nall: ;\n")
    assert (rc, out, err) == (2, "still read\n", "minimake: Makefile:1: cannot include 'nope.mk': No such file or directory\n")


def test_other_error_first(mm):
    rc, out, err = mm("-r", makefile="include nope.mk\nbad line\n")
    assert err == "minimake: Makefile:2: missing separator\n"


def test_optional_include_made(mm):
    mk = "-include opt.mk\nall:\n\t@echo Y=$(Y)\nopt.mk:\n\t@echo Y = 9 > opt.mk\n"
    rc, out, err = mm("-r", makefile=mk)
    assert out == "Y=9\n"


def test_no_remake_under_dry_run(mm):
    rc, out, err = mm("-r", "-n", makefile=GEN)
    assert (rc, err) == (2, "minimake: Makefile:1: cannot include 'gen.mk': No such file or directory\n")


def test_no_restart_if_unchanged(mm):
    mk = "include gen.mk\nall:\n\t@echo done $(MAKE_RESTARTS)\ngen.mk: FORCE\n\t@echo touching nothing\nFORCE:\n"
    mm.write("gen.mk", "", 1000)
    rc, out, err = mm("-r", makefile=mk)
    assert out == "touching nothing\ndone\n"


def test_phony_makefile_not_remade(mm):
    mk = "include gen.mk\n.PHONY: gen.mk\nall:\n\t@echo all\ngen.mk:\n\t@echo never\n"
    rc, out, err = mm("-r", makefile=mk)
    assert rc == 2 and "never" not in out


def test_restarts_not_exported(mm):
    rc, out, err = mm("-r", makefile=GEN.replace("r=$(MAKE_RESTARTS)", "[$$MAKE_RESTARTS]"))
    assert out == "making\nX=5 []\n"


def test_restarts_from_environment_ignored_as_variable(mm):
    rc, out, err = mm("-r", makefile="all:\n\t@echo [$(origin MAKE_RESTARTS)] [$$MAKE_RESTARTS]\n", env={"MAKE_RESTARTS": "x"})
    assert out == "[undefined] []\n"


def test_restart_print_directory_once(mm):
    rc, out, err = mm("-r", "-w", makefile=GEN)
    lines = out.splitlines()
    assert [l.split(" ")[1] for l in lines if "directory" in l] == ["Entering", "Leaving"]


# ---- Private variables ----------------------------------------------------------------------


def test_private_visible_while_reading(mm):
    assert info(mm, "private P = secret\n$(info [$(P)])") == "[secret]\n"


def test_private_hidden_in_recipe(mm):
    rc, out, err = mm(makefile="private P = secret\nall:\n\t@echo '[$(P)] $(origin P)'\n")
    assert out == "[] undefined\n"


def test_private_captured_by_simple(mm):
    rc, out, err = mm(makefile="private P = s\nV := $(P)\nall:\n\t@echo $(V)\n")
    assert out == "s\n"


def test_private_not_exported(mm):
    rc, out, err = mm(makefile="private P = s\nexport P\nall:\n\t@echo [$$P]\n")
    assert out == "[]\n"


def test_private_target_specific_still_applies(mm):
    rc, out, err = mm(makefile="private P = g\nall: P = t\nall:\n\t@echo $(P)\n")
    assert out == "t\n"


def test_private_in_target_specific_line(mm):
    rc, out, err = mm(makefile="all: private X = 1\nall:\n\t@echo $(X)\n")
    assert (rc, out) == (0, "1\n")


def test_private_invalid(mm):
    assert fails(mm, "private junk\n") == "minimake: -:1: invalid 'private' directive\n"


def test_private_stays_after_assignment(mm):
    rc, out, err = mm(makefile="private P = 1\nP = 2\nall:\n\t@echo [$(P)]\n")
    assert out == "[]\n"


def test_private_in_rule_line(mm):
    rc, out, err = mm(makefile="private T = tgt\n$(T):\n\t@echo $@\n")
    assert out == "tgt\n"


def test_private_database(mm):
    rc, out, err = mm("-p", "-q", makefile="private P = 1\n")
    assert "\nprivate P = 1\n" in out


def test_private_listed_in_variables(mm):
    assert info(mm, "private PV = 1\n$(info $(filter PV,$(.VARIABLES)))") == "PV\n"


def test_override_private(mm):
    rc, out, err = mm("P=cmd", makefile="override private P = o\nV := $(P)\nall:\n\t@echo '$(V) [$(P)]'\n")
    assert out == "o []\n"


def test_override_private_database(mm):
    rc, out, err = mm("-p", "-q", makefile="override private P = 1\n")
    assert "\noverride private P = 1\n" in out
