MUTANTS = [
dict(id='second-expansion-no-dir-file-forms', section='secondary-expansion',
 target='test_rules.test_second_expansion_dir_form',
 description="During secondary expansion only `$@` itself is set; its D and F forms (`$(@D)`, `$(@F)`) expand to nothing.",
 edits=[('build.c', """        VarSet autos = {NULL, &t->vars, 0};
        set_auto(&autos, "@", t->name);
        set_auto(&autos, "*", t->stem ? t->stem : "");""", """        VarSet autos = {NULL, &t->vars, 0};
        set_var(&autos, "@", t->name, F_SIMPLE, O_AUTOMATIC);
        set_auto(&autos, "*", t->stem ? t->stem : "");""")],
 variant='''
def test_second_expansion_no_dir_file_forms(mm):
    mk = ".SECONDEXPANSION:\\nd1/d2/out: $$(@F).in\\n\\t@echo $^\\nout.in:\\n\\t@:\\n"
    assert mm("-r", "d1/d2/out", makefile=mk) == (0, "out.in\\n", "")
'''),
]
