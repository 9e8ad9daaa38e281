"""Reference tests: the built-in filters."""
from helpers import fails, ok


def err(render, template, message, *args, data=None):
    fails(render(template, *args, data=data), 1, "<stdin>:" + message)


def ev(render, expr, *args, **data):
    r = render("{{ " + expr + " }}", *args, data=data or None)
    assert r.code == 0, r.err
    return r.text


USERS = [{"n": "a", "age": 3, "t": {"x": 1}}, {"n": "b", "age": 1}, {"n": "c", "age": 3}]


# ---- Case filters --------------------------------------------------------------------------


def test_upper_lower(render):
    assert ev(render, "'aBc'|upper ~ 'aBc'|lower") == "ABCabc"


def test_upper_unicode(render):
    assert ev(render, "'ß'|upper") == "SS"


def test_capitalize(render):
    assert ev(render, "'aXb'|capitalize") == "Axb"
    assert ev(render, "''|capitalize ~ '.'") == "."


def test_title_words(render):
    assert ev(render, "'hello-world 2nd'|title") == "Hello-World 2nd"


def test_title_apostrophe(render):
    assert ev(render, "\"o'neil MAC\"|title") == "O'Neil Mac"


# ---- Trimming and replacing ----------------------------------------------------------------


def test_trim_default(render):
    assert ev(render, "' \\t\\n a b \\r\\n'|trim") == "a b"


def test_trim_keeps_other_whitespace(render):
    assert ev(render, "'\\u00a0a'|trim") == "\u00a0a"


def test_trim_chars(render):
    assert ev(render, "'xyaxyx'|trim('xy')") == "a"


def test_replace_all(render):
    assert ev(render, "'a-b-c'|replace('-', '+')") == "a+b+c"


def test_replace_non_overlapping(render):
    assert ev(render, "'aaa'|replace('aa', 'b')") == "ba"


def test_replace_count(render):
    assert ev(render, "'aaa'|replace('a', 'b', 2)") == "bba"


def test_replace_count_zero(render):
    assert ev(render, "'aaa'|replace('a', 'b', 0)") == "aaa"


def test_replace_empty_old(render):
    assert ev(render, "'ab'|replace('', '-')") == "-a-b-"
    assert ev(render, "'ab'|replace('', '-', 2)") == "-a-b"


def test_striptags(render):
    assert ev(render, "'a <b>bold</b>  <!-- c --> x'|striptags") == "a bold x"


def test_striptags_no_entity_decoding(render):
    assert ev(render, "' <p>&amp;\\n\\n</p> '|striptags") == "&amp;"


def test_wordcount(render):
    assert ev(render, "' one\\ttwo\\n three '|wordcount") == "3"
    assert ev(render, "''|wordcount") == "0"


# ---- Layout filters ------------------------------------------------------------------------


def test_center(render):
    assert ev(render, "'ab'|center(7) ~ '|'") == "  ab   |"


def test_center_default_width(render):
    assert len(ev(render, "'x'|center")) == 80


def test_center_long_unchanged(render):
    assert ev(render, "'abc'|center(2)") == "abc"


def test_ljust_rjust(render):
    assert ev(render, "'x'|ljust(3, '.') ~ 'x'|rjust(3)") == "x..  x"


def test_ljust_fill_error(render):
    err(render, "{{ 'x'|ljust(3, '..') }}", "1:8: filter 'ljust' fill must be a single character")


def test_indent_default(render):
    assert ev(render, "'a\\nb\\n\\nc'|indent") == "a\n    b\n\n    c"


def test_indent_first_and_blank(render):
    assert ev(render, "'a\\n\\nb'|indent(2, true, true)") == "  a\n  \n  b"


def test_indent_string_width(render):
    assert ev(render, "'a\\nb'|indent('> ', first=true)") == "> a\n> b"


def test_indent_line_of_spaces_not_blank(render):
    assert ev(render, "'a\\n \\nb'|indent(1)") == "a\n  \n b"


def test_truncate_word_boundary(render):
    assert ev(render, "'The quick brown fox'|truncate(12)") == "The..."


def test_truncate_killwords(render):
    assert ev(render, "'The quick brown fox'|truncate(12, killwords=true)") == "The quick..."


def test_truncate_short_unchanged(render):
    assert ev(render, "'abc'|truncate(3)") == "abc"


def test_truncate_custom_end(render):
    assert ev(render, "'abcdefgh'|truncate(5, '!')") == "abcd!"


def test_truncate_length_too_small(render):
    err(render, "{{ 'a'|truncate(2) }}", "1:8: filter 'truncate' length must be at least the length of 'end'")


def test_wordwrap(render):
    assert ev(render, "'one two three four'|wordwrap(9)") == "one two\nthree\nfour"


def test_wordwrap_long_words(render):
    assert ev(render, "'abcdefghij'|wordwrap(4)") == "abcd\nefgh\nij"


def test_wordwrap_keep_long_words(render):
    assert ev(render, "'a abcdefghij b'|wordwrap(4, false)") == "a\nabcdefghij\nb"


def test_wordwrap_wrapstring_and_paragraphs(render):
    assert ev(render, "'a b\\nc'|wordwrap(1, wrapstring='|')") == "a|b|c"


def test_wordwrap_width_error(render):
    err(render, "{{ 'a'|wordwrap(0) }}", "1:8: filter 'wordwrap' width must be at least 1")


# ---- Default and conversion filters --------------------------------------------------------


def test_default_undefined(render):
    assert ev(render, "x|default('d')") == "d"


def test_default_keeps_false_value(render):
    assert ev(render, "''|default('d') ~ '.'") == "."


def test_default_boolean(render):
    assert ev(render, "''|default('d', true)") == "d"
    assert ev(render, "0|d('z', boolean=true)") == "z"


def test_default_without_argument(render):
    assert ev(render, "'[' ~ x|default ~ ']'") == "[]"


def test_int(render):
    assert ev(render, "' 42 '|int") == "42"
    assert ev(render, "'-3.9'|int") == "-3"
    assert ev(render, "'0x1f'|int") == "31"
    assert ev(render, "3.99|int") == "3"
    assert ev(render, "true|int") == "1"


def test_int_default(render):
    assert ev(render, "'abc'|int(7)") == "7"
    assert ev(render, "none|int") == "0"
    assert ev(render, "'-0x1'|int(5)") == "5"


def test_float(render):
    assert ev(render, "'1e3'|float") == "1000"
    assert ev(render, "' 2.5'|float") == "2.5"
    assert ev(render, "'0x10'|float(-1)") == "-1"


def test_string_filter(render):
    assert ev(render, "[1]|string ~ 2|string") == "[1]2"


def test_string_filter_keeps_safe(render):
    ok(render("{{ '<'|safe|string }}", "-e"), "<")


def test_list_filter(render):
    assert ev(render, "'ab'|list") == '["a","b"]'
    assert ev(render, "{'k': 1}|list") == '["k"]'


# ---- Length and order filters --------------------------------------------------------------


def test_length(render):
    assert ev(render, "'héllo'|length") == "5"
    assert ev(render, "[1, [2, 3]]|length") == "2"
    assert ev(render, "{'a': 1}|length") == "1"


def test_length_error(render):
    err(render, "{{ 5|length }}", "1:6: filter 'length' expects a string, list or mapping, not number")


def test_count_alias_error_uses_main_name(render):
    err(render, "{{ 5|count }}", "1:6: filter 'length' expects a string, list or mapping, not number")


def test_alias_binding_error_uses_written_name(render):
    err(render, "{{ 5|count(1) }}", "1:6: filter 'count' takes at most 0 arguments (1 given)")


def test_reverse(render):
    assert ev(render, "'abc'|reverse") == "cba"
    assert ev(render, "[1, 2]|reverse") == "[2,1]"
    assert ev(render, "{'a': 1, 'b': 2}|reverse") == '["b","a"]'


def test_reverse_error(render):
    err(render, "{{ 1|reverse }}", "1:6: filter 'reverse' expects a string or a sequence, not number")


def test_first_last(render):
    assert ev(render, "[1, 2, 3]|first ~ [1, 2, 3]|last") == "13"
    assert ev(render, "'xyz'|first") == "x"


def test_first_of_empty_undefined(render):
    assert ev(render, "[]|first", "-u", "debug") == "{{ first }}"


def test_sort_case_insensitive(render):
    assert ev(render, "['b', 'A', 'a', 'B']|sort") == '["A","a","b","B"]'


def test_sort_case_sensitive(render):
    assert ev(render, "['b', 'A', 'a', 'B']|sort(case_sensitive=true)") == '["A","B","a","b"]'


def test_sort_reverse_stable(render):
    assert ev(render, "['a', 'B', 'A', 'b']|sort(true)") == '["B","b","a","A"]'


def test_sort_numbers_and_booleans(render):
    assert ev(render, "[10, 9, 100]|sort") == "[9,10,100]"
    assert ev(render, "[true, false]|sort") == "[false,true]"


def test_sort_attribute(render):
    assert ev(render, "u|sort(attribute='age')|map(attribute='n')|join", u=USERS) == "bac"


def test_sort_incomparable(render):
    err(render, "{{ [[1], [2]]|sort }}", "1:15: filter 'sort' cannot compare list and list")


def test_sort_two_nones(render):
    err(render, "{{ [none, none]|sort }}", "1:17: filter 'sort' cannot compare none and none")


def test_sort_single_item_never_compared(render):
    assert ev(render, "[none]|sort") == "[null]"


def test_unique(render):
    assert ev(render, "['a', 'A', 'b', 'a']|unique") == '["a","b"]'
    assert ev(render, "['a', 'A']|unique(true)") == '["a","A"]'
    assert ev(render, "[[1], [1], 1]|unique") == "[[1],1]"


def test_min_max(render):
    assert ev(render, "[3, 1, 2]|min ~ [3, 1, 2]|max") == "13"
    assert ev(render, "['b', 'A', 'a']|min") == "A"


def test_max_attribute_first_of_equal(render):
    assert ev(render, "u|max(attribute='age')|attr('n')", u=USERS) == "a"


def test_min_empty(render):
    assert ev(render, "[]|min", "-u", "debug") == "{{ min }}"


def test_min_error_names_min(render):
    err(render, "{{ [1, 'a']|min }}", "1:13: filter 'min' cannot compare string and number")


# ---- Splitting and joining -----------------------------------------------------------------


def test_split_whitespace(render):
    assert ev(render, "' a  b\\tc '|split") == '["a","b","c"]'
    assert ev(render, "''|split") == "[]"


def test_split_separator(render):
    assert ev(render, "'a,b,,c'|split(',')") == '["a","b","","c"]'
    assert ev(render, "''|split(',')") == '[""]'


def test_split_maxsplit(render):
    assert ev(render, "'a,b,c'|split(',', 1)") == '["a","b,c"]'
    assert ev(render, "' a b  c  '|split(none, 1)") == '["a","b  c"]'


def test_split_empty_separator(render):
    err(render, "{{ 'a'|split('') }}", "1:8: filter 'split' separator must not be empty")


def test_join(render):
    assert ev(render, "[1, 'a', none, true]|join('-')") == "1-a--true"
    assert ev(render, "'abc'|join('.')") == "a.b.c"


def test_join_attribute(render):
    assert ev(render, "u|join(', ', attribute='n')", u=USERS) == "a, b, c"


def test_join_not_safe(render):
    ok(render("{{ ['<b>'|safe]|join }}", "-e"), "&lt;b&gt;")


def test_batch(render):
    assert ev(render, "[1, 2, 3]|batch(2)") == "[[1,2],[3]]"
    assert ev(render, "[1, 2, 3]|batch(2, 0)") == "[[1,2],[3,0]]"


def test_batch_size_error(render):
    err(render, "{{ [1]|batch(0) }}", "1:8: filter 'batch' size must be at least 1")


def test_slice(render):
    assert ev(render, "[1, 2, 3, 4, 5]|slice(3)") == "[[1,2],[3,4],[5]]"
    assert ev(render, "[1, 2, 3, 4, 5]|slice(3, 0)") == "[[1,2],[3,4],[5,0]]"
    assert ev(render, "[1, 2]|slice(3)") == "[[1],[2],[]]"


def test_slice_count_error(render):
    err(render, "{{ [1]|slice(0) }}", "1:8: filter 'slice' count must be at least 1")


# ---- Filters on sequences of mappings ------------------------------------------------------


def test_map_attribute(render):
    assert ev(render, "u|map(attribute='n')|join", u=USERS) == "abc"


def test_map_attribute_path_and_default(render):
    assert ev(render, "u|map(attribute='t.x', default=0)", u=USERS) == "[1,0,0]"


def test_map_attribute_index(render):
    assert ev(render, "[[1, 2], [3]]|map(attribute=0)") == "[1,3]"
    assert ev(render, "[{'a': [5, 6]}]|map(attribute='a.-1')") == "[6]"


def test_map_lenient_in_strict(render):
    assert ev(render, "u|map(attribute='zz')", "--strict", u=USERS) == "[null,null,null]"


def test_map_filter(render):
    assert ev(render, "['a', 'b']|map('upper')") == '["A","B"]'
    assert ev(render, "[1.26, 2.5]|map('round', 1)") == "[1.3,2.5]"


def test_map_nothing(render):
    err(render, "{{ [1]|map }}", "1:8: filter 'map' requires a filter name or an attribute")


def test_map_unknown_filter(render):
    err(render, "{{ [1]|map('nope') }}", "1:8: unknown filter 'nope'")


def test_select_reject(render):
    assert ev(render, "[1, 2, 3, 4]|select('odd')") == "[1,3]"
    assert ev(render, "[1, 2, 3]|reject('in', [2])") == "[1,3]"


def test_select_truthiness(render):
    assert ev(render, "[0, 1, '', 2, none]|select") == "[1,2]"
    assert ev(render, "[0, 1]|reject") == "[0]"


def test_select_unknown_test(render):
    err(render, "{{ [1]|select('nope') }}", "1:8: unknown test 'nope'")


def test_selectattr(render):
    assert ev(render, "u|selectattr('age', 'gt', 2)|map(attribute='n')|join", u=USERS) == "ac"


def test_rejectattr_truthiness(render):
    assert ev(render, "u|rejectattr('t')|length", u=USERS) == "2"


def test_selectattr_defined_in_strict(render):
    assert ev(render, "u|selectattr('t', 'defined')|length", "--strict", u=USERS) == "1"


def test_sum(render):
    assert ev(render, "[1, 2.5]|sum") == "3.5"
    assert ev(render, "u|sum(attribute='age', start=10)", u=USERS) == "17"


def test_sum_error(render):
    err(render, "{{ [1, 'a']|sum }}", "1:13: filter 'sum' expects numbers, not string")


def test_groupby(render):
    r = ev(render, "u|groupby('age')", u=USERS)
    assert r == ('[{"grouper":1,"list":[{"n":"b","age":1}]},{"grouper":3,"list":'
                 '[{"n":"a","age":3,"t":{"x":1}},{"n":"c","age":3}]}]')


def test_groupby_case_insensitive_grouper(render):
    assert ev(render, "[{'k': 'B'}, {'k': 'a'}, {'k': 'b'}]|groupby('k')|map(attribute='grouper')") == '["a","B"]'


def test_groupby_undefined_key(render):
    assert ev(render, "[{'k': 1}, {}]|groupby('k', default=0)|map(attribute='grouper')") == "[0,1]"


# ---- Number filters ------------------------------------------------------------------------


def test_abs(render):
    assert ev(render, "(-2.5)|abs") == "2.5"


def test_abs_error(render):
    err(render, "{{ 'a'|abs }}", "1:8: filter 'abs' expects a number, not string")


def test_round_common(render):
    assert ev(render, "2.5|round") == "3"
    assert ev(render, "(-2.5)|round") == "-3"
    assert ev(render, "3.14159|round(2)") == "3.14"


def test_round_decimal_correction(render):
    assert ev(render, "2.675|round(2)") == "2.68"


def test_round_floor_ceil(render):
    assert ev(render, "(-1.5)|round(method='floor')") == "-2"
    assert ev(render, "(-1.5)|round(method='ceil')") == "-1"
    assert ev(render, "1.01|round(1, 'ceil')") == "1.1"


def test_round_bad_method(render):
    err(render, "{{ 1|round(0, 'up') }}", "1:6: filter 'round' method must be 'common', 'ceil' or 'floor'")


def test_round_precision_range(render):
    err(render, "{{ 1|round(16) }}", "1:6: filter 'round' precision must be between 0 and 15")


def test_round_not_number(render):
    err(render, "{{ '1'|round }}", "1:8: filter 'round' expects a number, not string")


def test_filesizeformat(render):
    assert ev(render, "1234567|filesizeformat") == "1.2 MB"
    assert ev(render, "1|filesizeformat") == "1 Byte"
    assert ev(render, "999|filesizeformat") == "999 Bytes"
    assert ev(render, "1000|filesizeformat") == "1.0 kB"


def test_filesizeformat_binary(render):
    assert ev(render, "1024|filesizeformat(true)") == "1.0 KiB"
    assert ev(render, "1000|filesizeformat(true)") == "1000 Bytes"


def test_filesizeformat_string(render):
    assert ev(render, "' 2000 '|filesizeformat") == "2.0 kB"


def test_filesizeformat_error(render):
    err(render, "{{ 'x'|filesizeformat }}", "1:8: filter 'filesizeformat' expects a number, not string")


# ---- Mapping filters -----------------------------------------------------------------------


def test_items_keys_values(render):
    assert ev(render, "{'b': 1, 'a': 2}|items") == '[["b",1],["a",2]]'
    assert ev(render, "{'b': 1, 'a': 2}|keys") == '["b","a"]'
    assert ev(render, "{'b': 1, 'a': 2}|values") == "[1,2]"


def test_dictsort(render):
    assert ev(render, "{'b': 1, 'A': 2, 'a': 0}|dictsort") == '[["A",2],["a",0],["b",1]]'


def test_dictsort_by_value_reverse(render):
    assert ev(render, "{'x': 1, 'y': 3, 'z': 2}|dictsort(by='value', reverse=true)") == '[["y",3],["z",2],["x",1]]'


def test_dictsort_bad_by(render):
    err(render, "{{ {}|dictsort(by='k') }}", "1:7: filter 'dictsort' can sort only by 'key' or 'value'")


def test_attr(render):
    assert ev(render, "{'k': 'v'}|attr('k')") == "v"
    assert ev(render, "[5]|attr(0)") == "5"


def test_attr_bad_name(render):
    err(render, "{{ {}|attr(none) }}", "1:7: filter 'attr' expects a string for 'name', not none")


def test_xmlattr(render):
    assert ev(render, "{'class': 'x<', 'id': none, 'n': 1}|xmlattr ~ '|'") == ' class="x&lt;" n="1"|'


def test_xmlattr_no_autospace(render):
    assert ev(render, "{'a': 1}|xmlattr(false)") == 'a="1"'
    assert ev(render, "'[' ~ {}|xmlattr ~ ']'") == "[]"


def test_xmlattr_bad_key(render):
    err(render, "{{ {'a b': 1}|xmlattr }}", '1:15: filter \'xmlattr\' invalid attribute name "a b"')


# ---- Escaping filters ----------------------------------------------------------------------


def test_escape(render):
    assert ev(render, "'<a href=\"x\">&\\''|escape") == "&lt;a href=&#34;x&#34;&gt;&amp;&#39;"


def test_escape_safe_unchanged(render):
    assert ev(render, "'<b>'|safe|escape") == "<b>"


def test_escape_twice_once(render):
    assert ev(render, "'&'|e|e") == "&amp;"


def test_forceescape(render):
    assert ev(render, "'<b>'|safe|forceescape") == "&lt;b&gt;"


def test_urlencode_string(render):
    assert ev(render, "'a b&c/é~'|urlencode") == "a%20b%26c%2F%C3%A9~"


def test_urlencode_mapping(render):
    assert ev(render, "{'a': 'x y', 'b': 1}|urlencode") == "a=x%20y&b=1"


def test_urlencode_pairs(render):
    assert ev(render, "[['k', 'v'], ['n', 2]]|urlencode") == "k=v&n=2"


def test_urlencode_bad_pairs(render):
    err(render, "{{ [1]|urlencode }}", "1:8: filter 'urlencode' expects a list of pairs")


def test_tojson(render):
    assert ev(render, "{'a': '<&>\\'', 'b': [1, 2]}|tojson") == '{"a":"\\u003c\\u0026\\u003e\\u0027","b":[1,2]}'


def test_tojson_indent(render):
    assert ev(render, "{'a': [1, {}], 'b': []}|tojson(2)") == '{\n  "a": [\n    1,\n    {}\n  ],\n  "b": []\n}'


def test_tojson_indent_zero(render):
    assert ev(render, "[1, 2]|tojson(0)") == "[\n1,\n2\n]"


def test_tojson_scalar(render):
    assert ev(render, "'a\"b'|tojson") == '"a\\"b"'
    assert ev(render, "x|tojson") == "null"


# ---- The format filter ---------------------------------------------------------------------


def test_format_basic(render):
    assert ev(render, "'%s=%d'|format('a', 3.9)") == "a=3"


def test_format_float(render):
    assert ev(render, "'%f|%.2f'|format(1.5, 2.345)") == "1.500000|2.35"


def test_format_width_flags(render):
    assert ev(render, "'%05.1f|%-4d|%3s'|format(3.14159, 7, 'z')") == "003.1|7   |  z"


def test_format_zero_pad_negative(render):
    assert ev(render, "'%05d'|format(-42)") == "-0042"


def test_format_hex_and_percent(render):
    assert ev(render, "'%x %x %%'|format(255, -16)") == "ff -10 %"


def test_format_string_precision(render):
    assert ev(render, "'%.2s'|format('abc')") == "ab"


def test_format_invalid_conversion(render):
    err(render, "{{ '%q'|format(1) }}", "1:9: filter 'format' found an invalid conversion in the format string")


def test_format_percent_with_width_invalid(render):
    err(render, "{{ '%5%'|format }}", "1:10: filter 'format' found an invalid conversion in the format string")


def test_format_number_expected(render):
    err(render, "{{ '%d'|format('a') }}", "1:9: filter 'format' expects a number for %d, not string")


def test_format_too_few(render):
    err(render, "{{ '%s %s'|format(1) }}", "1:12: filter 'format' has too few arguments for the format string")


def test_format_too_many(render):
    err(render, "{{ '%s'|format(1, 2) }}", "1:9: filter 'format' has too many arguments for the format string")


def test_map_attribute_keyword_only(render):
    assert ev(render, "[1.26]|map('round', 1, 'floor')") == "[1.2]"
