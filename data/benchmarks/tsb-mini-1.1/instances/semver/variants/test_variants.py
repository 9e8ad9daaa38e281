"""Logic-level variants (paper, appendix A.5): for each semver mutant, its target test's check with
the literals changed. Each test is named after its mutant (`-` written `_`) and must pass on the
reference and fail on that mutant; a mutant keyed on the target test's literals would pass it.

Run one against a built mutant, e.g.:
    TSB_EXECUTABLE=.cache/builds/tsb-mini/semver/mutants/<id>/executable \
        python3 -m pytest -q -p no:cacheprovider <this folder> -k test_<id with _>
"""


def ok(r, out):
    assert r.err == ""
    assert r.code == 0
    assert r.out == (out.encode("utf-8") if isinstance(out, str) else out)


def usage(r, message):
    assert r.code == 2
    assert r.out == b""
    assert r.err == f"semver: {message}\n"


def lines(*versions):
    return "".join(f"{v}\n" for v in versions)


def matches(run, range_, versions, *options):
    """The versions `match` writes for RANGE over the given list (status 0 or 1)."""
    r = run("match", *options, "--", range_, stdin=lines(*versions))
    assert r.err == ""
    assert r.code == (0 if r.out else 1)
    return r.text.split()


def test_commands_command_case_insensitive(run):
    usage(run("BUMP", "patch", "2.0.0"), "unknown command: BUMP")


def test_commands_double_dash_keeps_options(run):
    r = run("validate", "--", "-r")
    assert (r.code, r.err) == (1, "semver: invalid version: -r\n")


def test_commands_extra_operand_names_last(run):
    usage(run("bump", "major", "1.0.0", "x", "y"), "extra operand: x")


def test_commands_grouped_short_options(run):
    usage(run("sort", "-ur", stdin="2.0.0\n"), "unknown option: -ur")


def test_commands_last_unknown_option(run):
    usage(run("validate", "--foo", "-b", "1.0.0"), "unknown option: --foo")


def test_exit_no_match_wins_over_input_error(run, tmp_path):
    r = run("match", "<0.1.0", "missing", stdin="")
    assert r.code == 3


def test_exit_count_zero_status_0(run):
    r = run("match", "-c", ">=7.0.0", stdin="2.0.0\n3.0.0\n")
    assert (r.code, r.out) == (1, b"0\n")


def test_exit_too_large_is_usage_error(run):
    r = run("bump", "patch", "0.0.9007199254740991")
    assert (r.code, r.err) == (1, "semver: number too large\n")


def test_syntax_build_leading_zeros_rejected(run):
    ok(run("validate", "3.1.4+0.01"), "3.1.4+0.01\n")


def test_syntax_empty_identifiers_allowed(run):
    assert run("validate", "-q", "5.6.7-x.").code == 1


def test_syntax_prerelease_split_before_build(run):
    ok(run("validate", "0.1.0+exp-sha.5"), "0.1.0+exp-sha.5\n")


def test_syntax_leading_zeros_allowed(run):
    assert run("validate", "-q", "7.0.010").code == 1


def test_syntax_identifier_punctuation_allowed(run):
    assert run("validate", "-q", "2.0.0+a=b").code == 1


def test_limits_minor_bump_unchecked(run):
    r = run("bump", "minor", "4.9007199254740991.7")
    assert (r.code, r.err) == (1, "semver: number too large\n")


def test_limits_length_applied_to_bump_result(run):
    text = "2.0.0-" + "b" * 250
    ok(run("bump", "pre", text), text + ".0\n")


def test_limits_major_checked_without_increment(run):
    ok(run("bump", "major", "9007199254740991.0.0-alpha.1"), "9007199254740991.0.0\n")


def test_limits_length_off_by_one(run):
    text = "12.3.4+" + "z" * 249
    assert len(text) == 256
    ok(run("validate", text), text + "\n")


def test_limits_length_without_v(run):
    text = "v3.0.0+" + "q" * 250
    assert run("validate", "-q", text).code == 1


def test_precedence_case_insensitive(run):
    ok(run("compare", "1.0.0-Zeta", "1.0.0-alpha"), "-1\n")


def test_precedence_build_breaks_prerelease_ties(run):
    ok(run("compare", "2.2.2-beta+9", "2.2.2-beta+1"), "0\n")


def test_precedence_longer_prerelease_lower(run):
    ok(run("compare", "3.0.0-x.y", "3.0.0-x"), "1\n")


def test_precedence_numeric_identifiers_as_text(run):
    ok(run("compare", "2.0.0-20", "2.0.0-3"), "1\n")


def test_validate_quiet_keeps_errors(run):
    r = run("validate", "-q", "oops")
    assert (r.code, r.err) == (1, "")


def test_validate_trims_operands(run):
    assert run("validate", "-q", "\t2.0.0").code == 1


def test_validate_stops_at_first_invalid(run):
    r = run("validate", "1", "4.4.4")
    assert r.out == b"4.4.4\n"


def test_validate_status_of_last_operand(run):
    assert run("validate", "-q", "1.0", "2.0.0").code == 1


def test_compare_invalid_exits_1(run):
    usage(run("compare", "abc", "1.0.0"), "invalid version: abc")


def test_compare_checks_second_first(run):
    usage(run("compare", "v", "1"), "invalid version: v")


def test_input_blank_checked_before_trim(run):
    ok(run("sort", stdin="4.0.0\n\t\t\n3.0.0\n"), "3.0.0\n4.0.0\n")


def test_input_bom_first_input_only(run, tmp_path):
    (tmp_path / "x").write_bytes(b"\xef\xbb\xbf9.0.0\n")
    ok(run("sort", "-", "x", cwd=tmp_path, stdin=b"\xef\xbb\xbf8.0.0\n"), "8.0.0\n9.0.0\n")


def test_input_comment_before_trim(run):
    ok(run("sort", stdin="\t#x\n5.0.0\n"), "5.0.0\n")


def test_input_carriage_return_kept(run):
    ok(run("sort", stdin="7.7.7\r\n"), "7.7.7\n")


def test_input_bom_stripped_on_every_line(run):
    r = run("sort", stdin=b"3.0.0\n4.0.0\n\xef\xbb\xbf5.0.0\n")
    assert r.code == 3


def test_sort_reverse_reverses_ties(run):
    ok(run("sort", "-r", stdin="1.1.1+one\n1.1.1+two\n1.1.1+three\n"), "1.1.1+one\n1.1.1+two\n1.1.1+three\n")


def test_sort_unique_keeps_last(run):
    ok(run("sort", "-u", stdin="0.0.1+first\n0.0.1+second\n"), "0.0.1+first\n")


def test_sort_ignores_prerelease(run):
    ok(run("sort", stdin="4.0.0\n4.0.0-alpha\n"), "4.0.0-alpha\n4.0.0\n")


def test_sort_empty_writes_blank_line(run):
    ok(run("sort", stdin=""), "")


def test_bump_id_checked_before_part(run):
    usage(run("bump", "--id=x.y", "patch", "1.0.0"), "--id is only valid with pre")


def test_bump_keeps_build_of_release(run):
    ok(run("bump", "major", "7.1.1+ci.42"), "8.0.0\n")


def test_bump_invalid_version_exits_1(run):
    usage(run("bump", "minor", "x.1.2"), "invalid version: x.1.2")


def test_bump_major_always_increments(run):
    ok(run("bump", "major", "5.0.0-alpha"), "5.0.0\n")


def test_bump_major_prerelease_ignores_minor(run):
    ok(run("bump", "major", "0.4.0-x"), "1.0.0\n")


def test_bump_major_keeps_patch(run):
    ok(run("bump", "major", "0.0.9"), "1.0.0\n")


def test_pre_empty_id_ignored(run):
    usage(run("bump", "--id=", "pre", "2.0.0-rc.1"), "invalid prerelease identifier: ")


def test_pre_numeric_id_allowed(run):
    usage(run("bump", "--id", "42", "pre", "2.0.0"), "invalid prerelease identifier: 42")


def test_pre_appends_one(run):
    ok(run("bump", "pre", "3.0.0-beta.x"), "3.0.0-beta.x.0\n")


def test_pre_id_case_insensitive(run):
    ok(run("bump", "--id", "Beta", "pre", "1.0.0-beta"), "1.0.0-Beta.0\n")


def test_pre_id_matches_any_identifier(run):
    ok(run("bump", "--id", "x", "pre", "2.0.0-y.x"), "2.0.0-x.0\n")


def test_pre_increment_loses_carry(run):
    ok(run("bump", "pre", "0.1.0-999"), "0.1.0-1000\n")


def test_range_empty_matches_all(run):
    usage(run("match", "\t", stdin="1.0.0\n"), "invalid range: \t")


def test_range_empty_set_skipped(run):
    usage(run("match", "^1 || || ^2", stdin="1.0.0\n"), "invalid range: ^1 || || ^2")


def test_range_number_after_wildcard(run):
    usage(run("match", "*.2", stdin="1.0.0\n"), "invalid range: *.2")


def test_range_or_splits_once(run):
    assert matches(run, "1.0.0 || 2.0.0 || 3.0.0", ["3.0.0"]) == ["3.0.0"]


def test_range_or_needs_blanks(run):
    assert matches(run, "^1||^3", ["3.2.0"]) == ["3.2.0"]


def test_operators_exact_compares_build(run):
    assert matches(run, "=4.5.6", ["4.5.6+meta"]) == ["4.5.6+meta"]


def test_operators_lte_full_exclusive(run):
    assert matches(run, "<=0.3.0", ["0.3.0"]) == ["0.3.0"]


def test_operators_gte_partial_exclusive(run):
    assert matches(run, ">=3", ["3.0.0"]) == ["3.0.0"]


def test_operators_gt_partial_fills_zeros(run):
    assert matches(run, ">2", ["2.4.0", "3.0.0"]) == ["3.0.0"]


def test_operators_wildcard_comparisons_match_all(run):
    assert matches(run, "<*.*", ["5.0.0"]) == []


def test_operators_lte_partial_fills_zeros(run):
    assert matches(run, "<=0.5", ["0.5.3", "0.6.0"]) == ["0.5.3"]


def test_caret_lower_ignores_patch(run):
    assert matches(run, "^2.4.6", ["2.4.5", "2.4.6"]) == ["2.4.6"]


def test_caret_major_only_zero(run):
    assert matches(run, "^0.x", ["0.9.1"]) == ["0.9.1"]


def test_caret_partial_as_tilde(run):
    assert matches(run, "^3.1", ["3.5.0"]) == ["3.5.0"]


def test_caret_partial_zero_minor(run):
    assert matches(run, "^0.0.x", ["0.0.4"]) == ["0.0.4"]


def test_caret_zero_major_ignored(run):
    assert matches(run, "^0.5.1", ["0.7.0"]) == []


def test_hyphen_chains_accepted(run):
    usage(run("match", "1.0.0 - 2.0.0 - 3.0.0", stdin="1.0.0\n"), "invalid range: 1.0.0 - 2.0.0 - 3.0.0")


def test_hyphen_full_upper_exclusive(run):
    assert matches(run, "0.1.0 - 0.2.0", ["0.2.0"]) == ["0.2.0"]


def test_hyphen_operators_ignored(run):
    usage(run("match", "1.0.0 - <=2.0.0", stdin="1.0.0\n"), "invalid range: 1.0.0 - <=2.0.0")


def test_hyphen_major_upper_next_minor(run):
    assert matches(run, "0.5.0 - 4", ["4.3.0"]) == ["4.3.0"]


def test_hyphen_wildcard_end_matches_nothing(run):
    assert matches(run, "x - 9.0.0", ["1.0.0"]) == ["1.0.0"]


def test_hyphen_drops_other_comparators(run):
    assert matches(run, ">=2.1.0 2.0.0 - 3.0.0", ["2.0.5", "2.2.0"]) == ["2.2.0"]


def test_prerelease_lte_partial_plain(run):
    assert matches(run, "<=2", ["3.0.0-rc.1"], "-p") == []


def test_prerelease_hyphen_upper_not_written(run):
    assert matches(run, "0.1.0 - 0.9.0-beta.3", ["0.9.0-beta.2"]) == ["0.9.0-beta.2"]


def test_prerelease_include_option_ignored(run):
    assert matches(run, "~2.3.0", ["2.3.4-dev"], "-p") == ["2.3.4-dev"]


def test_prerelease_only_first_comparator_written(run):
    assert matches(run, ">1.0.0 <=1.3.0-beta", ["1.3.0-alpha"]) == ["1.3.0-alpha"]


def test_prerelease_rule_across_sets(run):
    assert matches(run, ">=1.0.0 || 1.4.0-x.1", ["1.4.0-x.9"]) == []


def test_prerelease_unbounded_set_matches(run):
    assert matches(run, "x.x", ["2.0.0-pre"]) == []


def test_match_count_distinct(run):
    ok(run("match", "-c", "*", stdin="4.0.0+a\n4.0.0+b\n"), "2\n")


def test_match_count_not_exclusive(run):
    usage(run("match", "--min", "-c", "^1", stdin="1.0.0\n"), "-c, --max and --min are mutually exclusive")


def test_match_range_checked_first(run):
    usage(run("match", "-c", "--max", "", stdin="1.0.0\n"), "-c, --max and --min are mutually exclusive")


def test_match_writes_v_prefix(run):
    ok(run("match", "^9", stdin="v9.1.0\n"), "9.1.0\n")


def test_match_drops_repeated_lines(run):
    ok(run("match", "~0.3", stdin="0.3.3\n0.3.1\n0.3.3\n"), "0.3.3\n0.3.1\n0.3.3\n")
