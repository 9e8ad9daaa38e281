"""Reference tests for semver, grouped by spec section."""


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


# ---- Commands and options -----------------------------------------------------------------


def test_no_arguments(run):
    usage(run(), "missing command")


def test_unknown_command(run):
    usage(run("list", "1.0.0"), "unknown command: list")


def test_command_names_are_case_sensitive(run):
    usage(run("Sort", stdin="1.0.0\n"), "unknown command: Sort")


def test_option_before_command_is_unknown_command(run):
    usage(run("-r", "sort", stdin="1.0.0\n"), "unknown command: -r")


def test_options_after_operands(run, tmp_path):
    (tmp_path / "a.txt").write_text("1.0.0\n3.0.0\n2.0.0\n")
    ok(run("sort", "a.txt", "-r", cwd=tmp_path), "3.0.0\n2.0.0\n1.0.0\n")


def test_double_dash_ends_options(run):
    r = run("validate", "--", "-q", "2.0.0")
    assert r.code == 1
    assert r.out == b"2.0.0\n"
    assert r.err == "semver: invalid version: -q\n"


def test_grouped_short_options_are_unknown(run):
    usage(run("sort", "-ru", stdin="1.0.0\n"), "unknown option: -ru")


def test_option_of_other_command_is_unknown(run):
    usage(run("validate", "-r", "1.0.0"), "unknown option: -r")


def test_id_is_unknown_outside_bump(run):
    usage(run("match", "--id=x", "*", stdin="1.0.0\n"), "unknown option: --id=x")


def test_long_option_with_value_is_unknown(run):
    usage(run("match", "--max=1", "*", stdin="1.0.0\n"), "unknown option: --max=1")


def test_unknown_option_before_missing_operand(run):
    usage(run("compare", "-x"), "unknown option: -x")


def test_first_unknown_option_is_reported(run):
    usage(run("sort", "-z", "-y", stdin="1.0.0\n"), "unknown option: -z")


def test_id_without_value(run):
    usage(run("bump", "pre", "1.0.0", "--id"), "option requires an argument: --id")


def test_id_value_taken_whatever_it_looks_like(run):
    ok(run("bump", "--id", "-x", "pre", "1.0.0"), "1.0.1--x.0\n")
    ok(run("bump", "--id", "--", "pre", "1.0.0"), "1.0.1---.0\n")


def test_last_id_wins(run):
    ok(run("bump", "--id", "alpha", "--id=beta", "pre", "1.0.0"), "1.0.1-beta.0\n")


def test_missing_operand(run):
    usage(run("compare", "1.0.0"), "missing operand")


def test_validate_needs_an_operand(run):
    usage(run("validate", "-q"), "missing operand")


def test_extra_operand_names_the_first_extra(run):
    usage(run("compare", "1.0.0", "2.0.0", "3.0.0", "4.0.0"), "extra operand: 3.0.0")


def test_repeated_option_is_harmless(run):
    ok(run("sort", "-r", "-r", stdin="1.0.0\n2.0.0\n"), "2.0.0\n1.0.0\n")


# ---- Exit status and diagnostics ------------------------------------------------------------


def test_input_error_wins_over_no_match(run):
    r = run("match", "^5", stdin="1.0.0\nbad\n")
    assert r.code == 3
    assert r.out == b""
    assert r.err == "semver: -:2: invalid version: bad\n"


def test_usage_error_reads_no_input(run, tmp_path):
    r = run("match", "--max", "--min", "*", "missing.txt", cwd=tmp_path)
    usage(r, "-c, --max and --min are mutually exclusive")


# ---- Version syntax ---------------------------------------------------------------------------


def test_validate_prints_normal_form(run):
    ok(run("validate", "v1.2.3", "v0.0.7-rc.1+b.2"), "1.2.3\n0.0.7-rc.1+b.2\n")


def test_uppercase_v_and_operators_are_not_versions(run):
    for text in ["V1.0.0", "vv1.0.0", "=1.0.0"]:
        r = run("validate", text)
        assert (r.code, r.err) == (1, f"semver: invalid version: {text}\n"), text


def test_leading_zeros_invalid(run):
    for text in ["01.2.3", "1.02.3", "1.2.03", "00.1.1"]:
        assert run("validate", "-q", text).code == 1, text


def test_single_zero_numbers_valid(run):
    ok(run("validate", "0.0.0", "10.20.30"), "0.0.0\n10.20.30\n")


def test_three_numbers_required(run):
    for text in ["1.2", "1", "1.2.3.4", "1..3", "a.b.c"]:
        assert run("validate", "-q", text).code == 1, text


def test_empty_identifiers_invalid(run):
    for text in ["1.2.3-", "2.0.1-a..b", "3.4.5-rc.", "1.2.3+", "1.2.3+b..1", "1.2.3-.a"]:
        assert run("validate", "-q", text).code == 1, text


def test_identifier_characters(run):
    for text in ["1.2.3-a_b", "1.2.3-é", "1.2.3+a b", "1.2.3+a/b"]:
        assert run("validate", "-q", text).code == 1, text
    ok(run("validate", "1.2.3-Zz-09"), "1.2.3-Zz-09\n")


def test_numeric_prerelease_leading_zero(run):
    for text in ["1.2.3-01", "1.2.3-rc.007", "4.5.6-beta.00"]:
        assert run("validate", "-q", text).code == 1, text
    ok(run("validate", "1.2.3-0", "1.2.3-0a", "1.2.3-rc.0-7"), "1.2.3-0\n1.2.3-0a\n1.2.3-rc.0-7\n")


def test_build_leading_zeros_allowed(run):
    ok(run("validate", "1.2.3+007", "2.0.0+exp.0010"), "1.2.3+007\n2.0.0+exp.0010\n")


def test_hyphen_inside_prerelease(run):
    ok(run("validate", "1.2.3--", "1.2.3-x-y"), "1.2.3--\n1.2.3-x-y\n")


def test_hyphen_inside_build(run):
    ok(run("validate", "1.2.3-a+b-c.d", "1.2.3+b-1"), "1.2.3-a+b-c.d\n1.2.3+b-1\n")


def test_plus_in_build_invalid(run):
    for text in ["1.2.3+a+b", "1.2.3-rc+x+y"]:
        assert run("validate", "-q", text).code == 1, text


def test_trailing_text_invalid(run):
    for text in ["1.2.3 ", "1.2.3x", "x1.2.3", "1.2.3\n"]:
        assert run("validate", "-q", text).code == 1, repr(text)


# ---- Limits -------------------------------------------------------------------------------------


def test_length_limit_boundary(run):
    at_limit = "1.0.0-" + "a" * 250
    assert len(at_limit) == 256
    ok(run("validate", at_limit), at_limit + "\n")
    over = "1.0.0+" + "b" * 251
    assert run("validate", "-q", over).code == 1


def test_length_counts_v_and_build(run):
    text = "v1.0.0-" + "c" * 200 + "+" + "d" * 49
    assert len(text) == 257
    assert run("validate", "-q", text).code == 1


def test_largest_number_valid(run):
    ok(
        run("validate", "9007199254740991.9007199254740991.9007199254740991"),
        "9007199254740991.9007199254740991.9007199254740991\n",
    )


def test_number_over_limit_invalid(run):
    for text in ["9007199254740992.0.0", "0.9007199254740993.0", "0.0.18446744073709551616"]:
        assert run("validate", "-q", text).code == 1, text


def test_range_number_limit(run):
    usage(run("match", "^9007199254740992", stdin="1.0.0\n"), "invalid range: ^9007199254740992")


def test_huge_prerelease_numbers_compare(run):
    ok(run("compare", "1.0.0-99999999999999999999999", "1.0.0-9999999999999999999999"), "1\n")
    ok(run("compare", "1.0.0-rc.18446744073709551617", "1.0.0-rc.18446744073709551616"), "1\n")


def test_bump_number_too_large(run):
    r = run("bump", "major", "9007199254740991.2.3")
    assert (r.code, r.out, r.err) == (1, b"", "semver: number too large\n")


def test_bump_minor_number_too_large(run):
    r = run("bump", "minor", "1.9007199254740991.0")
    assert (r.code, r.out, r.err) == (1, b"", "semver: number too large\n")


def test_bump_without_increment_never_too_large(run):
    ok(run("bump", "major", "9007199254740991.0.0-rc"), "9007199254740991.0.0\n")


def test_bump_result_may_exceed_length(run):
    text = "1.0.0-" + "a" * 248 + ".9"
    assert len(text) == 256
    ok(run("bump", "pre", text), "1.0.0-" + "a" * 248 + ".10\n")


# ---- Precedence -----------------------------------------------------------------------------------


def test_numbers_compare_numerically(run):
    ok(run("compare", "1.10.0", "1.9.0"), "1\n")
    ok(run("compare", "2.0.0", "10.0.0"), "-1\n")


def test_fields_compared_in_order(run):
    ok(run("compare", "1.2.0", "1.1.5"), "1\n")
    ok(run("compare", "3.0.9", "3.1.0"), "-1\n")


def test_prerelease_lower_than_release(run):
    ok(run("compare", "1.0.0-rc.1", "1.0.0"), "-1\n")
    ok(run("compare", "2.3.4", "2.3.4-zzz"), "1\n")


def test_numeric_identifiers_compare_by_value(run):
    ok(run("compare", "1.0.0-rc.9", "1.0.0-rc.10"), "-1\n")
    ok(run("compare", "1.0.0-beta.100", "1.0.0-beta.99"), "1\n")


def test_numeric_lower_than_alphanumeric(run):
    ok(run("compare", "1.0.0-9", "1.0.0-a"), "-1\n")
    ok(run("compare", "1.0.0-rc.x", "1.0.0-rc.1"), "1\n")


def test_alphanumeric_compare_ascii(run):
    ok(run("compare", "1.0.0-RC", "1.0.0-rc"), "-1\n")
    ok(run("compare", "1.0.0-Beta", "1.0.0-alpha"), "-1\n")
    ok(run("compare", "1.0.0-a-b", "1.0.0-a0"), "-1\n")


def test_longer_prerelease_higher(run):
    ok(run("compare", "1.0.0-alpha", "1.0.0-alpha.1"), "-1\n")
    ok(run("compare", "1.0.0-alpha.1.0", "1.0.0-alpha.1"), "1\n")


def test_prefix_identifier_compares_lower(run):
    ok(run("compare", "1.0.0-alpha", "1.0.0-alphab"), "-1\n")


def test_build_ignored(run):
    ok(run("compare", "1.0.0+x", "1.0.0"), "0\n")
    ok(run("compare", "1.0.0+b", "1.0.0+a"), "0\n")
    ok(run("compare", "1.0.0-rc.1+z", "1.0.0-rc.1+a.b"), "0\n")


# ---- validate ------------------------------------------------------------------------------------


def test_validate_continues_after_invalid(run):
    r = run("validate", "1.0.0", "nope", "2.0.0", "1.2", "3.0.0")
    assert r.code == 1
    assert r.out == b"1.0.0\n2.0.0\n3.0.0\n"
    assert r.err == "semver: invalid version: nope\nsemver: invalid version: 1.2\n"


def test_validate_status_any_invalid(run):
    r = run("validate", "x.y.z", "1.0.0")
    assert r.code == 1
    assert r.out == b"1.0.0\n"


def test_validate_all_valid(run):
    ok(run("validate", "1.0.0", "2.0.0-rc.1"), "1.0.0\n2.0.0-rc.1\n")


def test_validate_quiet_silent(run):
    r = run("validate", "-q", "1.0.0", "bad")
    assert (r.code, r.out, r.err) == (1, b"", "")
    r = run("validate", "2.0.0", "-q")
    assert (r.code, r.out, r.err) == (0, b"", "")


def test_validate_does_not_trim(run):
    r = run("validate", " 1.2.3", "4.5.6\t")
    assert r.code == 1
    assert r.err == "semver: invalid version:  1.2.3\nsemver: invalid version: 4.5.6\t\n"


def test_validate_dash_is_an_operand(run):
    r = run("validate", "-")
    assert (r.code, r.out, r.err) == (1, b"", "semver: invalid version: -\n")


# ---- compare -------------------------------------------------------------------------------------


def test_compare_equal(run):
    ok(run("compare", "v1.2.3", "1.2.3"), "0\n")


def test_compare_invalid_is_usage_error(run):
    usage(run("compare", "1.0.0", "2.0"), "invalid version: 2.0")


def test_compare_reports_first_invalid(run):
    usage(run("compare", "1.0", "x"), "invalid version: 1.0")


# ---- Reading version lists -------------------------------------------------------------------------


def test_reads_files_in_order(run, tmp_path):
    (tmp_path / "a").write_text("1.0.0+a\n")
    (tmp_path / "b").write_text("1.0.0+b\n")
    ok(run("match", "*", "b", "a", cwd=tmp_path), "1.0.0+b\n1.0.0+a\n")


def test_dash_reads_stdin_between_files(run, tmp_path):
    (tmp_path / "a").write_text("2.0.0+file\n")
    ok(run("match", "*", "a", "-", cwd=tmp_path, stdin="2.0.0+stdin\n"), "2.0.0+file\n2.0.0+stdin\n")


def test_stdin_read_once(run, tmp_path):
    (tmp_path / "a").write_text("3.0.0\n")
    ok(run("match", "*", "-", "a", "-", cwd=tmp_path, stdin="1.0.0\n2.0.0\n"), "1.0.0\n2.0.0\n3.0.0\n")


def test_bom_ignored(run):
    ok(run("sort", stdin=b"\xef\xbb\xbf2.0.0\n1.0.0\n"), "1.0.0\n2.0.0\n")


def test_bom_ignored_in_each_file(run, tmp_path):
    (tmp_path / "a").write_bytes(b"\xef\xbb\xbf3.1.0\n")
    (tmp_path / "b").write_bytes(b"\xef\xbb\xbf0.1.0\n")
    ok(run("sort", "a", "b", cwd=tmp_path), "0.1.0\n3.1.0\n")


def test_bom_only_at_start(run):
    r = run("sort", stdin=b"1.0.0\n\xef\xbb\xbf2.0.0\n")
    assert r.code == 3
    assert r.out == b"1.0.0\n"
    assert r.err.startswith("semver: -:2: invalid version: ")


def test_crlf_lines(run):
    ok(run("sort", stdin="2.0.0\r\n1.0.0\r\n"), "1.0.0\n2.0.0\n")


def test_last_line_without_newline(run):
    ok(run("sort", stdin="3.0.0\n1.0.0"), "1.0.0\n3.0.0\n")


def test_spaces_trimmed(run):
    ok(run("sort", stdin="  2.0.0  \n 1.0.0\n"), "1.0.0\n2.0.0\n")


def test_tabs_trimmed(run):
    ok(run("sort", stdin="\t2.0.0\n1.0.0\t \t\n"), "1.0.0\n2.0.0\n")


def test_blank_lines_skipped(run):
    ok(run("sort", stdin="\n   \n2.0.0\n\t\n\n1.0.0\n"), "1.0.0\n2.0.0\n")


def test_comment_lines_skipped(run):
    ok(run("sort", stdin="# versions\n2.0.0\n  # 0.1.0 retracted\n1.0.0\n"), "1.0.0\n2.0.0\n")


def test_invalid_line_reports_line_number(run):
    r = run("sort", stdin="# list\n\n2.0.0\n  1.2  \n1.0.0\n")
    assert r.code == 3
    assert r.out == b"1.0.0\n2.0.0\n"
    assert r.err == "semver: -:4: invalid version: 1.2\n"


def test_invalid_line_names_file(run, tmp_path):
    (tmp_path / "list.txt").write_text("1.0.0\nv2\n")
    r = run("sort", "list.txt", cwd=tmp_path)
    assert r.code == 3
    assert r.out == b"1.0.0\n"
    assert r.err == "semver: list.txt:2: invalid version: v2\n"


def test_line_numbers_restart_per_file(run, tmp_path):
    (tmp_path / "a").write_text("1.0.0\n2.0.0\n")
    (tmp_path / "b").write_text("bad\n")
    r = run("sort", "a", "b", cwd=tmp_path)
    assert r.code == 3
    assert r.err == "semver: b:1: invalid version: bad\n"


def test_missing_file(run, tmp_path):
    r = run("sort", "nope.txt", cwd=tmp_path)
    assert (r.code, r.out) == (3, b"")
    assert r.err == "semver: nope.txt: No such file or directory\n"


def test_unreadable_file_continues(run, tmp_path):
    (tmp_path / "b").write_text("2.0.0\n")
    r = run("sort", "gone", "b", cwd=tmp_path)
    assert r.code == 3
    assert r.out == b"2.0.0\n"
    assert r.err == "semver: gone: No such file or directory\n"


def test_directory_operand(run, tmp_path):
    (tmp_path / "dir").mkdir()
    r = run("sort", "dir", cwd=tmp_path)
    assert (r.code, r.out) == (3, b"")
    assert r.err == "semver: dir: Is a directory\n"


# ---- sort ---------------------------------------------------------------------------------------------


def test_sort_ascending(run):
    ok(run("sort", stdin="1.10.0\n1.2.0\n0.9.9\n1.2.0-rc.1\n"), "0.9.9\n1.2.0-rc.1\n1.2.0\n1.10.0\n")


def test_sort_prints_normal_form(run):
    ok(run("sort", stdin="v2.0.0\nv1.0.0+b\n"), "1.0.0+b\n2.0.0\n")


def test_sort_is_stable(run):
    ok(run("sort", stdin="1.0.0+b\n0.5.0\n1.0.0\n1.0.0+a\n"), "0.5.0\n1.0.0+b\n1.0.0\n1.0.0+a\n")


def test_sort_reverse(run):
    ok(run("sort", "-r", stdin="1.0.0\n1.0.0-rc.2\n3.0.0\n"), "3.0.0\n1.0.0\n1.0.0-rc.2\n")


def test_reverse_keeps_ties_in_input_order(run):
    ok(run("sort", "-r", stdin="2.0.0+x\n1.0.0\n2.0.0+y\n"), "2.0.0+x\n2.0.0+y\n1.0.0\n")


def test_unique_keeps_first(run):
    ok(run("sort", "-u", stdin="2.0.0+x\n1.0.0\n2.0.0+y\n"), "1.0.0\n2.0.0+x\n")


def test_unique_by_precedence(run):
    ok(run("sort", "-u", stdin="1.0.0\nv1.0.0\n1.0.0+b\n0.1.0\n"), "0.1.0\n1.0.0\n")


def test_reverse_unique_keeps_first(run):
    ok(run("sort", "-r", "-u", stdin="4.0.0+p\n4.0.0+q\n5.0.0\n"), "5.0.0\n4.0.0+p\n")


def test_sort_writes_valid_versions_despite_errors(run):
    r = run("sort", stdin="2.0.0\n?\n1.0.0\n")
    assert r.code == 3
    assert r.out == b"1.0.0\n2.0.0\n"


def test_sort_empty_input(run):
    ok(run("sort", stdin="\n# nothing\n"), "")


# ---- bump ---------------------------------------------------------------------------------------------


def test_bump_major(run):
    ok(run("bump", "major", "1.2.3"), "2.0.0\n")


def test_bump_minor(run):
    ok(run("bump", "minor", "1.2.3"), "1.3.0\n")


def test_bump_patch(run):
    ok(run("bump", "patch", "v1.2.3"), "1.2.4\n")


def test_bump_major_of_prerelease(run):
    ok(run("bump", "major", "2.0.0-rc.1"), "2.0.0\n")


def test_bump_major_prerelease_with_minor(run):
    ok(run("bump", "major", "2.1.0-rc.1"), "3.0.0\n")


def test_bump_major_prerelease_with_patch(run):
    ok(run("bump", "major", "4.0.2-beta"), "5.0.0\n")


def test_bump_minor_of_prerelease(run):
    ok(run("bump", "minor", "1.3.0-beta"), "1.3.0\n")


def test_bump_minor_prerelease_with_patch(run):
    ok(run("bump", "minor", "1.3.1-beta"), "1.4.0\n")


def test_bump_patch_of_prerelease(run):
    ok(run("bump", "patch", "1.2.3-0"), "1.2.3\n")


def test_bump_release(run):
    ok(run("bump", "release", "1.2.3-rc.1+b.5"), "1.2.3\n")


def test_bump_release_without_prerelease(run):
    ok(run("bump", "release", "3.4.5"), "3.4.5\n")


def test_bump_drops_build(run):
    ok(run("bump", "patch", "1.2.3+b"), "1.2.4\n")
    ok(run("bump", "minor", "0.1.0+sha.1"), "0.2.0\n")


def test_bump_unknown_part(run):
    usage(run("bump", "Major", "1.0.0"), "unknown part: Major")


def test_bump_check_order(run):
    usage(run("bump", "--id", "1", "foo", "1.0"), "unknown part: foo")
    usage(run("bump", "--id", "1", "major", "1.0"), "--id is only valid with pre")
    usage(run("bump", "--id", "1", "pre", "1.0"), "invalid prerelease identifier: 1")


def test_id_only_with_pre(run):
    usage(run("bump", "--id=rc", "minor", "1.0.0"), "--id is only valid with pre")


def test_bump_invalid_version(run):
    usage(run("bump", "patch", "1.0"), "invalid version: 1.0")


# ---- Prerelease bumps -----------------------------------------------------------------------------------


def test_pre_of_release_version(run):
    ok(run("bump", "pre", "1.2.3"), "1.2.4-0\n")


def test_pre_increments_last_number(run):
    ok(run("bump", "pre", "1.0.0-rc.1"), "1.0.0-rc.2\n")
    ok(run("bump", "pre", "1.0.0-1"), "1.0.0-2\n")


def test_pre_increment_carries(run):
    ok(run("bump", "pre", "1.0.0-rc.9"), "1.0.0-rc.10\n")
    ok(run("bump", "pre", "1.0.0-rc.199"), "1.0.0-rc.200\n")
    ok(run("bump", "pre", "1.0.0-99"), "1.0.0-100\n")


def test_pre_increment_large_number(run):
    ok(run("bump", "pre", "1.0.0-rc.99999999999999999999"), "1.0.0-rc.100000000000000000000\n")


def test_pre_appends_zero(run):
    ok(run("bump", "pre", "1.0.0-alpha"), "1.0.0-alpha.0\n")
    ok(run("bump", "pre", "1.0.0-rc.1.beta"), "1.0.0-rc.1.beta.0\n")


def test_pre_with_id_on_release_version(run):
    ok(run("bump", "--id", "beta", "pre", "1.2.3"), "1.2.4-beta.0\n")


def test_pre_with_same_id_increments(run):
    ok(run("bump", "--id", "rc", "pre", "1.0.0-rc.1"), "1.0.0-rc.2\n")
    ok(run("bump", "--id", "rc", "pre", "1.0.0-rc"), "1.0.0-rc.0\n")


def test_pre_with_other_id_replaces(run):
    ok(run("bump", "--id", "beta", "pre", "1.0.0-alpha.3"), "1.0.0-beta.0\n")
    ok(run("bump", "--id", "alpha", "pre", "2.0.0-beta"), "2.0.0-alpha.0\n")


def test_pre_id_case_sensitive(run):
    ok(run("bump", "--id", "RC", "pre", "1.0.0-rc.1"), "1.0.0-RC.0\n")


def test_pre_id_compared_to_first_identifier(run):
    ok(run("bump", "--id", "rc", "pre", "1.0.0-beta.rc.2"), "1.0.0-rc.0\n")


def test_valid_prerelease_ids(run):
    ok(run("bump", "--id=0a", "pre", "1.0.0"), "1.0.1-0a.0\n")
    ok(run("bump", "--id", "-", "pre", "1.0.0"), "1.0.1--.0\n")


def test_invalid_prerelease_ids(run):
    for bad in ["007", "1", "a.b", "a_b"]:
        usage(run("bump", "--id", bad, "pre", "1.0.0"), f"invalid prerelease identifier: {bad}")


def test_empty_attached_id_is_checked(run):
    usage(run("bump", "--id=", "pre", "1.0.0"), "invalid prerelease identifier: ")


def test_pre_patch_too_large(run):
    r = run("bump", "pre", "1.0.9007199254740991")
    assert (r.code, r.out, r.err) == (1, b"", "semver: number too large\n")


# ---- Range syntax ------------------------------------------------------------------------------------------


def test_and_within_set(run):
    assert matches(run, ">=1.2.0 <1.4.0", ["1.1.0", "1.2.0", "1.3.9", "1.4.0"]) == ["1.2.0", "1.3.9"]


def test_or_sets_any(run):
    got = matches(run, "1.x || >=3.1.0 <3.2.0 || 5.0.0", ["1.5.0", "2.0.0", "3.1.7", "5.0.0", "6.0.0"])
    assert got == ["1.5.0", "3.1.7", "5.0.0"]


def test_or_without_spaces(run):
    assert matches(run, "1.0.0||2.0.0", ["1.0.0", "2.0.0", "3.0.0"]) == ["1.0.0", "2.0.0"]


def test_range_surrounding_whitespace(run):
    assert matches(run, "  >=2.0.0   <3.0.0 ", ["1.0.0", "2.5.0"]) == ["2.5.0"]


def test_tabs_separate_comparators(run):
    assert matches(run, ">=1.0.0\t<2.0.0\t||\t4.0.0", ["0.5.0", "1.5.0", "4.0.0"]) == ["1.5.0", "4.0.0"]


def test_empty_range_invalid(run):
    usage(run("match", "", stdin="1.0.0\n"), "invalid range: ")
    usage(run("match", "  ", stdin="1.0.0\n"), "invalid range:   ")


def test_empty_set_invalid(run):
    usage(run("match", "1.0.0 ||", stdin="1.0.0\n"), "invalid range: 1.0.0 ||")
    usage(run("match", "|| 1.0.0", stdin="1.0.0\n"), "invalid range: || 1.0.0")


def test_two_operators_invalid(run):
    usage(run("match", ">=<1.0.0", stdin="1.0.0\n"), "invalid range: >=<1.0.0")
    usage(run("match", ">^1.0.0", stdin="1.0.0\n"), "invalid range: >^1.0.0")


def test_space_after_operator_invalid(run):
    usage(run("match", ">= 1.0.0", stdin="1.0.0\n"), "invalid range: >= 1.0.0")


def test_number_after_wildcard_invalid(run):
    usage(run("match", "1.x.3", stdin="1.0.3\n"), "invalid range: 1.x.3")


def test_partial_with_prerelease_invalid(run):
    usage(run("match", "1.2-beta", stdin="1.2.0\n"), "invalid range: 1.2-beta")


def test_invalid_patterns(run):
    for bad in ["1.2.3.4", "01.2", "a", "1.2.3-01"]:
        usage(run("match", bad, stdin="1.0.0\n"), f"invalid range: {bad}")


def test_v_prefix_in_range(run):
    assert matches(run, "v1.x", ["1.2.0", "2.0.0"]) == ["1.2.0"]


# ---- Partial versions and operators -------------------------------------------------------------------------


def test_exact_full_version(run):
    assert matches(run, "1.2.3", ["1.2.3", "1.2.4", "1.2.3+b"]) == ["1.2.3", "1.2.3+b"]


def test_partial_major_minor(run):
    assert matches(run, "1.2", ["1.1.9", "1.2.0", "1.2.99", "1.3.0"]) == ["1.2.0", "1.2.99"]


def test_partial_major_only(run):
    assert matches(run, "=3", ["2.9.9", "3.0.0", "3.99.0", "4.0.0"]) == ["3.0.0", "3.99.0"]


def test_greater_than_partial(run):
    assert matches(run, ">1.2", ["1.2.5", "1.3.0", "2.0.0"]) == ["1.3.0", "2.0.0"]


def test_greater_equal_partial(run):
    assert matches(run, ">=1.2", ["1.1.9", "1.2.0"]) == ["1.2.0"]


def test_less_than_partial(run):
    assert matches(run, "<1.2", ["1.1.9", "1.2.0", "1.2.1"]) == ["1.1.9"]


def test_less_equal_partial(run):
    assert matches(run, "<=1", ["1.9.9", "2.0.0"]) == ["1.9.9"]
    assert matches(run, "<=2.4", ["2.4.7", "2.5.0"]) == ["2.4.7"]


def test_full_version_operators(run):
    vs = ["1.2.2", "1.2.3", "1.2.4"]
    assert matches(run, ">1.2.3", vs) == ["1.2.4"]
    assert matches(run, "<1.2.3", vs) == ["1.2.2"]
    assert matches(run, "<=1.2.3", vs) == ["1.2.2", "1.2.3"]
    assert matches(run, ">=1.2.3", vs) == ["1.2.3", "1.2.4"]


def test_range_build_ignored(run):
    assert matches(run, "=1.2.3+b", ["1.2.3", "1.2.3+c"]) == ["1.2.3", "1.2.3+c"]


def test_wildcard_spellings(run):
    for r in ["*", "x", "X", "x.x", "*.*.*"]:
        assert matches(run, r, ["0.0.1", "7.0.0"]) == ["0.0.1", "7.0.0"], r
    assert matches(run, "2.X", ["2.3.0", "3.0.0"]) == ["2.3.0"]


def test_greater_than_wildcard_matches_nothing(run):
    assert matches(run, ">*", ["0.0.0", "1.0.0"]) == []
    assert matches(run, "<x", ["0.0.0", "1.0.0"]) == []
    assert matches(run, ">=*", ["0.0.0"]) == ["0.0.0"]


# ---- Caret and tilde ---------------------------------------------------------------------------------------------


def test_caret_full(run):
    assert matches(run, "^1.2.3", ["1.2.2", "1.2.3", "1.9.9", "2.0.0"]) == ["1.2.3", "1.9.9"]


def test_caret_zero_major(run):
    assert matches(run, "^0.2.3", ["0.2.3", "0.2.9", "0.3.0", "1.0.0"]) == ["0.2.3", "0.2.9"]


def test_caret_zero_minor(run):
    assert matches(run, "^0.0.3", ["0.0.3", "0.0.4", "0.1.0"]) == ["0.0.3"]


def test_caret_partial_zero(run):
    assert matches(run, "^0.0", ["0.0.0", "0.0.7", "0.1.0"]) == ["0.0.0", "0.0.7"]


def test_caret_major_only_zero(run):
    assert matches(run, "^0", ["0.0.5", "0.4.0", "1.0.0"]) == ["0.0.5", "0.4.0"]


def test_caret_partial(run):
    assert matches(run, "^1.2.x", ["1.1.0", "1.2.0", "1.8.0", "2.0.0"]) == ["1.2.0", "1.8.0"]


def test_caret_wildcard(run):
    assert matches(run, "^*", ["0.0.1", "9.9.9"]) == ["0.0.1", "9.9.9"]


def test_tilde_full(run):
    assert matches(run, "~1.2.3", ["1.2.2", "1.2.3", "1.2.9", "1.3.0"]) == ["1.2.3", "1.2.9"]


def test_tilde_minor(run):
    assert matches(run, "~1.2", ["1.2.0", "1.2.9", "1.3.0"]) == ["1.2.0", "1.2.9"]


def test_tilde_major_only(run):
    assert matches(run, "~1", ["1.0.0", "1.5.0", "2.0.0"]) == ["1.0.0", "1.5.0"]


def test_tilde_zero_major(run):
    assert matches(run, "~0.2.3", ["0.2.5", "0.3.0"]) == ["0.2.5"]


def test_caret_with_prerelease(run):
    got = matches(run, "^1.2.3-beta.2", ["1.2.3-beta.1", "1.2.3-beta.3", "1.2.3", "1.9.0", "1.2.4-beta"])
    assert got == ["1.2.3-beta.3", "1.2.3", "1.9.0"]


# ---- Hyphen ranges --------------------------------------------------------------------------------------------------


def test_hyphen_full_inclusive(run):
    got = matches(run, "1.2.3 - 2.3.4", ["1.2.2", "1.2.3", "2.3.4", "2.3.5"])
    assert got == ["1.2.3", "2.3.4"]


def test_hyphen_partial_upper(run):
    got = matches(run, "1.2 - 2.3", ["1.1.9", "1.2.0", "2.3.9", "2.4.0"])
    assert got == ["1.2.0", "2.3.9"]


def test_hyphen_partial_major_upper(run):
    assert matches(run, "1.2.3 - 2", ["2.9.0", "3.0.0"]) == ["2.9.0"]


def test_hyphen_wildcard_ends(run):
    assert matches(run, "* - 2.0.0", ["0.0.0", "2.0.0", "2.0.1"]) == ["0.0.0", "2.0.0"]
    assert matches(run, "1.5.0 - x", ["1.4.0", "1.5.0", "9.0.0"]) == ["1.5.0", "9.0.0"]


def test_hyphen_with_other_comparators(run):
    got = matches(run, "1.0.0 - 2.0.0 <1.5.0", ["0.9.0", "1.2.0", "1.5.0", "2.0.0"])
    assert got == ["1.2.0"]


def test_hyphen_needs_plain_patterns(run):
    usage(run("match", ">1.0.0 - 2.0.0", stdin="1.0.0\n"), "invalid range: >1.0.0 - 2.0.0")
    usage(run("match", "1.0.0 - ~2.0.0", stdin="1.0.0\n"), "invalid range: 1.0.0 - ~2.0.0")


def test_dangling_hyphen_invalid(run):
    usage(run("match", "--", "- 1.0.0", stdin="1.0.0\n"), "invalid range: - 1.0.0")
    usage(run("match", "1.0.0 -", stdin="1.0.0\n"), "invalid range: 1.0.0 -")


def test_hyphen_chain_invalid(run):
    usage(run("match", "1 - 2 - 3", stdin="1.0.0\n"), "invalid range: 1 - 2 - 3")


# ---- Prereleases in ranges ---------------------------------------------------------------------------------------------


def test_prerelease_excluded_by_default(run):
    assert matches(run, "*", ["1.0.0-rc.1", "1.0.0"]) == ["1.0.0"]
    assert matches(run, "^1.0.0", ["1.5.0-rc.1", "1.5.0"]) == ["1.5.0"]


def test_prerelease_rule_same_tuple(run):
    got = matches(run, ">=1.2.3-alpha.1", ["1.2.3-alpha.0", "1.2.3-alpha.7", "1.2.4", "1.2.4-alpha.1"])
    assert got == ["1.2.3-alpha.7", "1.2.4"]


def test_prerelease_rule_per_set(run):
    got = matches(run, "<1.0.0 || >=2.0.0-rc.1", ["0.9.0-rc.1", "2.0.0-rc.2"])
    assert got == ["2.0.0-rc.2"]
    got = matches(run, "^2.0.0 || 2.5.0-rc.1", ["2.5.0-rc.2", "2.5.0-rc.1", "2.5.0"])
    assert got == ["2.5.0-rc.1", "2.5.0"]


def test_prerelease_comparator_in_other_position(run):
    got = matches(run, ">=0.5.0 <0.6.0-rc.3", ["0.6.0-rc.1", "0.6.0-rc.3", "0.5.5"])
    assert got == ["0.6.0-rc.1", "0.5.5"]


def test_hyphen_endpoints_count_as_written(run):
    got = matches(run, "1.0.0 - 1.2.0-rc.5", ["1.2.0-rc.1", "1.1.0-rc.1", "1.2.0-rc.6"])
    assert got == ["1.2.0-rc.1"]


def test_include_prerelease_option(run):
    got = matches(run, "^1.2.3", ["1.9.0-rc.1", "1.2.3-rc.1", "2.0.0-rc.1"], "-p")
    assert got == ["1.9.0-rc.1"]


def test_written_upper_bound_includes_prereleases(run):
    assert matches(run, "<2.0.0", ["2.0.0-rc.1", "1.0.0"], "-p") == ["2.0.0-rc.1", "1.0.0"]
    assert matches(run, "<2.0.0", ["2.0.0-rc.1", "1.0.0"]) == ["1.0.0"]


def test_exclusive_upper_bound_excludes_prereleases(run):
    assert matches(run, "<=1.4", ["1.5.0-alpha", "1.4.9-alpha"], "-p") == ["1.4.9-alpha"]
    assert matches(run, "~3.1.0", ["3.2.0-0", "3.1.5-beta"], "-p") == ["3.1.5-beta"]


# ---- match -------------------------------------------------------------------------------------------------------


def test_match_input_order(run):
    ok(run("match", ">=1.0.0", stdin="3.0.0\n0.5.0\n1.0.0\nv2.0.0\n"), "3.0.0\n1.0.0\n2.0.0\n")


def test_match_keeps_duplicates(run):
    ok(run("match", "1.x", stdin="1.0.0\n1.0.0\n1.0.0+b\n"), "1.0.0\n1.0.0\n1.0.0+b\n")


def test_match_none(run):
    r = run("match", ">5", stdin="1.0.0\n")
    assert (r.code, r.out, r.err) == (1, b"", "")


def test_max(run):
    ok(run("match", "--max", "1.x", stdin="1.2.0\n1.10.0\n2.0.0\n1.9.0\n"), "1.10.0\n")


def test_max_ties_first(run):
    ok(run("match", "--max", "*", stdin="1.0.0\n3.0.0+b\n2.0.0\n3.0.0+a\n"), "3.0.0+b\n")


def test_min(run):
    ok(run("match", "--min", ">=1.0.0", stdin="3.0.0\n0.5.0\n1.0.1\n1.0.0+z\n2.0.0\n1.0.0+y\n"), "1.0.0+z\n")


def test_count(run):
    ok(run("match", "-c", "^1", stdin="1.0.0\n1.0.0\n2.0.0\n1.5.0\n"), "3\n")


def test_count_zero_status(run):
    r = run("match", "-c", "^9", stdin="1.0.0\n")
    assert (r.code, r.out, r.err) == (1, b"0\n", "")


def test_count_with_max_is_error(run):
    usage(run("match", "-c", "--max", "*", stdin="1.0.0\n"), "-c, --max and --min are mutually exclusive")


def test_match_check_order(run):
    usage(run("match", "--min", "-c", ">>1", stdin="1.0.0\n"), "-c, --max and --min are mutually exclusive")


def test_invalid_range_is_usage_error(run):
    usage(run("match", "^1.2.3.4", stdin="1.0.0\n"), "invalid range: ^1.2.3.4")


def test_match_with_input_error_still_writes(run):
    r = run("match", "^1", stdin="1.1.0\nbogus\n1.2.0\n")
    assert r.code == 3
    assert r.out == b"1.1.0\n1.2.0\n"
    assert r.err == "semver: -:2: invalid version: bogus\n"
